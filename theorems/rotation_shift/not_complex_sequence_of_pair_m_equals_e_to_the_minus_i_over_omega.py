from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq, pair_from_fraction
from suite import Claim, Eq, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"(Refuted) The complex sequence of pair $m$ is $c_{i,m} = e^{-i/\omega_m}$ (it is $e^{-i \cdot "
          r"i/\omega_m}$, by (6.2.8))",
    statement=r"Source: $c_{i,m} = e^{-i/\omega_m}$ for the complex sequence of pair $m$ defined in (6.2.8). With "
              r"the exponent's $i$ read as the imaginary unit this says $c_{n,m} = e^{-i f_m}$ ($f_m = 1/\omega_m$) "
              r"at every position $n$; checked on the real part: $\cos(n f_m) = \cos(f_m)$.",
    hypotheses=r"$\omega_m = 10000^{2m/d}$, $f_m = 1/\omega_m$, $m = 0, \ldots, d/2-1$; $c_{n,m} = e^{-i n f_m}$ as "
               r"(6.2.8) defines it; integer position $n \ge 2$",
    expect="refuted",
    error_kind="notation slip",
    symbol="i",
    survives=r"yes: the sentence after it and (6.2.10) use the correct $\operatorname{Re} c_{i,m} = "
             r"\cos(i/\omega_m)$ and $\operatorname{Im} c_{i,m} = -\sin(i/\omega_m)$, and the unit modulus holds for "
             r"the $c_{i,m} = e^{-i \cdot i/\omega_m}$ of (6.2.8); only the written formula drops the position "
             "factor.",
    wrong=r"By (6.2.8) $c_{i,m} = e^{-i \cdot i/\omega_m} = \cos(i/\omega_m) - i \sin(i/\omega_m)$; the written "
          r"$e^{-i/\omega_m}$ drops the position factor. Reading its $i$ as the imaginary unit it is $r_m = e^{-i "
          "f_m}$, constant in the position (not a sequence): $n = 2$, $m = 0$ gives $c_{2,0} = e^{-2i} = -0.4161 - "
          "0.9093i$ vs $e^{-i} = 0.5403 - 0.8415i$. Reading its $i$ as the position it is the real number "
          r"$e^{-n/\omega_m} < 1$ ($n = 2$, $m = 0$: $e^{-2} = 0.1353$), not a unit complex exponential as the next "
          "sentence says.",
    correction="complex_code_is_cos_minus_i_sin_of_phase",
    sources=[Source(DOC, "§6.2.2, before (6.2.10)", r"考虑第$m$个频率成分的复指数序列$c_{i,m} = e^{-i/\omega_m}$")],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64), "n": st.integers(2, 10**6)},
    examples=[{"d": 2, "m_frac": Fraction(0), "n": 2}, {"d": 512, "m_frac": Fraction(1, 2), "n": 1000}],
    sharp='exact refutations.',
    notes=r'Statement (as written before (6.2.10)): "考虑第$m$个频率成分的复指数序列 $c_{i,m} = e^{-i/\omega_m}$". Why false: '
          r'(6.2.8) defines $c_{i,m} = \cos(i/\omega_m) - i \sin(i/\omega_m) = e^{-i \cdot i/\omega_m}$ (one $i$ the '
          r'imaginary unit, one the position). The formula $e^{-i/\omega_m}$ has only one $i$, so the position '
          r'factor is dropped, whichever reading: - $i$ the imaginary unit: $e^{-i/\omega_m} = r_m$ is constant in '
          'the position, not a sequence; at position 2, $m = 0$, $c_{2,0} = e^{-2i} = -0.4161 - 0.9093i$, but '
          r'$e^{-i} = 0.5403 - 0.8415i$; - $i$ the position: $e^{-2/\omega_0} = e^{-2} = 0.1353$ is real with '
          'modulus $< 1$, against the next sentence ("由于这是一个单位复指数，其模为1") and against $c_{2,0} = e^{-2i}$. The same '
          r'slip as after (6.2.31), "$r_m^i = e^{-i/\omega_m}$" '
          '(not_rotation_factor_power_is_e_to_the_minus_i_over_omega). Correction: '
          r'complex_code_is_cos_minus_i_sin_of_phase ($c_{i,m} = e^{-i \cdot i/\omega_m} = \cos(i/\omega_m) - i '
          r'\sin(i/\omega_m)$).',
)


@claim.proof
def proof(pf):
    pf.refute("imaginary-unit reading, n = 2, m = 0: c_{2,0} = e^{-2i} (6.2.8) vs e^{-i}", sp.exp(-2 * sp.I), sp.exp(-sp.I))
    pf.refute("position reading, n = 2, m = 0: c_{2,0} = e^{-2i} (6.2.8) vs e^{-2}", sp.exp(-2 * sp.I), sp.exp(-2))
    pf.refute("position reading is not a unit complex exponential: |e^{-2}| = 1 fails", sp.Abs(sp.exp(-2)), 1)


@claim.check
def check(ctx, d, m_frac, n):
    f = inv_freq(ctx, pair_from_fraction(d, m_frac), d)
    return Eq(ctx.cos(ctx.num(n) * f), ctx.cos(f))
