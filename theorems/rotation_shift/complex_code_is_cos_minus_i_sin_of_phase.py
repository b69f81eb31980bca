from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims, positions, small_rationals

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The complex code $c_i[m] = e^{-i\, i/\omega_m}$ equals $\exp(-i\, i\, 10000^{-2m/d}) = \cos(i/\omega_m) - "
          r"i \sin(i/\omega_m)$",
    statement=r"For a real position $p$ and $\omega_m = 10000^{2m/d}$: $e^{-i p/\omega_m} = \exp(-i p\, "
              r"10000^{-2m/d}) = \cos(p/\omega_m) - i \sin(p/\omega_m)$, a point of modulus 1, with "
              r"$\operatorname{Re} = \cos(p/\omega_m)$ and $\operatorname{Im} = -\sin(p/\omega_m)$ (sinusoids of "
              "amplitude 1 in $p$). This is the complex code $c_i[m]$ of (6.2.22)-(6.2.23) and $c_{i,m}$ of "
              r"(6.2.8); for every real $t$, $\cos t - i \sin t = e^{-i t}$, $\operatorname{Re} e^{-i t} = \cos t$, "
              r"$\operatorname{Im} e^{-i t} = -\sin t$, $\lvert e^{-i t}\rvert = 1$.",
    hypotheses=r"$d$ even; $0 \le m < d/2$; $p$ real (the document writes the position as $i$, the same letter as "
               "the imaginary unit)",
    expect="proved",
    sources=[
        Source(DOC, "(6.2.22)",
               r"c_i[m] = e^{-i \frac{i}{\omega_m}} = \exp\left(-i \cdot i \cdot 10000^{-2m/d_{\text{model}}}\right), \quad m = 0, 1, \ldots, d_{\text{model}}/2 - 1 \tag{6.2.22}"),
        Source(DOC, "(6.2.23)",
               r"c_i[m] = \cos\left(\frac{i}{\omega_m}\right) - i \sin\left(\frac{i}{\omega_m}\right) \tag{6.2.23}"),
        Source(DOC, "§6.2.5, definition", r"$c_i \in \mathbb{C}^{d_{\text{model}}/2}$", role="defines"),
        Source(DOC, "after (6.2.22)", r"其中，$i = \sqrt{-1}$是虚数单位", role="defines"),
        Source(DOC, "(6.2.8)", r"c_{i,m} = \cos\left(\frac{i}{\omega_m}\right) - i \sin\left(\frac{i}{\omega_m}\right) = e^{-i \frac{i}{\omega_m}} \tag{6.2.8}"),
        Source(DOC, "§6.2.2, before (6.2.10)", r"考虑第$m$个频率成分的复指数序列$c_{i,m} = e^{-i/\omega_m}$",
               role="corrects"),
        Source(DOC, "§6.2.2, before (6.2.10)",
               r"由于这是一个单位复指数，其模为1"),
        Source(DOC, "§6.2.2, before (6.2.10)",
               r"实部序列$\text{Re}(c_{i,m}) = \cos(i/\omega_m)$和虚部序列$\text{Im}(c_{i,m}) = -\sin(i/\omega_m)$都是振幅为1的正弦波"),
    ],
    # p: integer positions, and small rationals (with k = 0, w_0 = 1, the phase t = p itself)
    domain={"d": dims(), "k": st.integers(0, 2047), "p": st.one_of(positions(), small_rationals(limit=100, den=16))},
    examples=[{"d": 8, "k": 1, "p": 2}, {"d": 512, "k": 255, "p": 10**6}, {"d": 8, "k": 0, "p": Fraction(1)}],
    sharp='identities.',
    notes="Merged into this claim: cos_minus_i_sin_equals_e_to_the_minus_i_phase (the same Euler identity for the "
          r"complex code $c_{i,m}$ of §6.2.2, citing (6.2.8), the slip $c_{i,m} = e^{-i/\omega_m}$ before (6.2.10) "
          r"(which drops the position factor: corrected here to $e^{-i\, i/\omega_m}$), its modulus 1, and its real "
          "and imaginary parts). The slip before (6.2.10) is refuted in "
          "not_complex_sequence_of_pair_m_equals_e_to_the_minus_i_over_omega.",
)


@claim.proof
def proof(pf):
    m = sp.Symbol("m", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    omega = sp.Integer(10000) ** (2 * m / d)
    pf.eq("1/omega_m = 10000^(-2m/d)", 1 / omega, sp.Integer(10000) ** (-2 * m / d))
    t = sp.Symbol("t", real=True)  # t = p/omega_m
    c = sp.exp(-sp.I * t)
    pf.eq("Euler: e^{-it} = cos t - i sin t", c, sp.cos(t) - sp.I * sp.sin(t))
    pf.eq("cos t - i sin t = e^{-i t}", sp.cos(t) - sp.I * sp.sin(t), c)
    pf.eq("Re e^{-i t} = cos t", sp.re(c), sp.cos(t))
    pf.eq("Im e^{-i t} = -sin t", sp.im(c), -sp.sin(t))
    pf.eq("modulus 1: |e^{-i t}| = 1", sp.Abs(c), 1)


@claim.check
def check(ctx, d, k, p):
    t = ctx.num(p) * inv_freq(ctx, pair_from_integer(d, k), d)
    re, im = ctx.cos(t), -ctx.sin(t)
    return Eq(re * re + im * im, ctx.num(1))
