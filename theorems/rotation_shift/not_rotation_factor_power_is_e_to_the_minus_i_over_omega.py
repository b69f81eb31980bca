import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"(Refuted) $r_m^i = e^{-i/\omega_m}$ (it is $e^{-i \cdot i/\omega_m}$, the $i$-th power of $r_m$)",
    statement=r"Source: $r_m^i = e^{-i/\omega_m}$. Reading the exponent's $i$ as the imaginary unit this says $r_m^n "
              r"= r_m$; checked on the real part: $\cos(n f_m) = \cos(f_m)$.",
    hypotheses=r"$r_m = e^{-i f_m}$, $f_m = 10000^{-2m/d}$; integer position $n \ge 0$",
    expect="refuted",
    error_kind="notation slip",
    symbol="i",
    survives=r"yes: (6.2.31) itself, $c_i = \operatorname{diag}(r_m^i)\, c_0$ with $r_m^i = e^{-i \cdot "
             r"i/\omega_m}$, is right (code_is_diagonal_power_of_rotation_factors_applied_to_initial_code); the "
             "gloss drops the position factor $i$ from the exponent, the letter $i$ being both the position and the "
             "imaginary unit.",
    wrong=r"$r_m^n = e^{-i n f_m}$, not $e^{-i f_m}$: with the imaginary-unit reading $e^{-i/\omega_m} = r_m$, wrong "
          r"for every $n$ with $(n-1) f_m$ not in $2\pi\mathbb{Z}$, e.g. $n = 2$, $m = 0$: $e^{-2i} \ne e^{-i}$; "
          r"with the position reading $e^{-n/\omega_m}$ is real and $< 1$ for $n > 0$, e.g. $e^{-2} \ne e^{-2i}$.",
    correction="code_is_diagonal_power_of_rotation_factors_applied_to_initial_code",
    sources=[Source(DOC, "after (6.2.31)", r"其中，$r_m^i = e^{-i / \omega_m}$")],
    domain={"d": dims(), "k": st.integers(0, 2047), "n": st.integers(2, 10**6)},
    examples=[{"d": 2, "k": 0, "n": 2}, {"d": 512, "k": 10, "n": 1000}],
    notes=r"Statement (as written after (6.2.31)): 'where $r_m^i = e^{-i/\omega_m}$'. Why false: $r_m^i = "
          r"(e^{-i/\omega_m})^i = e^{-i \cdot i/\omega_m}$ ($i$ the position). Reading the $i$ in $e^{-i/\omega_m}$ "
          r"as the imaginary unit, $e^{-i/\omega_m} = r_m$ itself, not its $i$-th power (wrong for every position "
          r"with $(i - 1)/\omega_m$ not in $2\pi\mathbb{Z}$, e.g. $i = 2$, $m = 0$: $e^{-2i}$ vs $e^{-i}$); reading "
          r"it as the position, $e^{-i/\omega_m}$ is a real number in $(0, 1)$, not a unit complex number ($i = 2$, "
          "$m = 0$: $e^{-2}$ vs $e^{-2i}$). Correction: "
          "code_is_diagonal_power_of_rotation_factors_applied_to_initial_code.",
)


@claim.proof
def proof(pf):
    pf.refute("imaginary-unit reading, n = 2, m = 0: r_0^2 = e^{-2i} vs e^{-i}", sp.exp(-2 * sp.I), sp.exp(-sp.I))
    pf.refute("position reading, n = 2, m = 0: r_0^2 = e^{-2i} vs e^{-2}", sp.exp(-2 * sp.I), sp.exp(-2))


@claim.check
def check(ctx, d, k, n):
    f = inv_freq(ctx, pair_from_integer(d, k), d)
    return Eq(ctx.cos(ctx.num(n) * f), ctx.cos(f))
