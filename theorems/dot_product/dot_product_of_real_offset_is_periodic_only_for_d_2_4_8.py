import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import freqs, offset_dot
from suite import Claim, Eq, Source
from suite.domains import positions

DOC = '003_765fa61f779baf3a.txt'

PERIOD_OVER_PI = {2: 2, 4: 200, 8: 2000}

claim = Claim(
    title="For real offsets the code dot product is periodic only when $d$ is 2, 4 or 8 (base 10000)",
    statement=r"With $f_m = 10000^{-2m/d}$: $g(x) = \sum_m \cos(x f_m)$ satisfies $g(x + T) = g(x)$ for all real $x$ with "
              r"$T = 2\pi$ ($d = 2$), $200\pi$ ($d = 4$), $2000\pi$ ($d = 8$); for every other even $d$ some ratio "
              r"$f_m/f_0 = 10^{-8m/d}$ is irrational and $g$ is not periodic.",
    hypotheses=r"base 10000; $d$ even $\ge 2$; $x$ real",
    expect="numeric",
    sources=[
        Source(DOC, "(6.2.18)", r"\sum_{m=0}^{d_{\text{model}}/2-1} \cos\left(\Delta \cdot f_m\right) \tag{6.2.18}",
               role="defines"),
    ],
    domain={"d": st.sampled_from([2, 4, 8]), "x": positions()},
    examples=[{"d": 8, "x": 0}, {"d": 8, "x": 12345}, {"d": 4, "x": 7}, {"d": 2, "x": 3}],
    sharp='the listed periods are the least periods (the least common period of the terms).',
)


@claim.proof
def proof(pf):
    x = sp.Symbol("x", real=True)
    for d, t in PERIOD_OVER_PI.items():
        fs = [sp.Integer(10000) ** sp.Rational(-2 * m, d) for m in range(d // 2)]
        pf.eq(f"d = {d}: g(x + {t}*pi) = g(x)",
              sum(sp.cos((x + t * sp.pi) * f) for f in fs), sum(sp.cos(x * f) for f in fs))

    def all_ratios_rational(d):
        return all((8 * m) % d == 0 for m in range(1, d // 2))

    pf.exhaust("for even d <= 4096: every f_m/f_0 = 10^(-8m/d) has d | 8m (m = 1..d/2-1) iff d in {2, 4, 8}",
               range(2, 4097, 2), lambda d: all_ratios_rational(d) == (d in (2, 4, 8)))
    pf.true("example: d = 6, f_1/f_0 = 10^(-4/3) is irrational", sp.Eq((sp.Integer(10) ** sp.Rational(-4, 3)).is_rational, False))
    pf.note("number theory and almost periodicity",
            "10^q (q rational) is rational iff q is an integer (unique factorisation), and a finite sum of cosines "
            "with distinct positive frequencies is periodic iff all frequency ratios are rational (the characters "
            "e^{i x f} are linearly independent). Not checked by SymPy.")


@claim.check
def check(ctx, d, x):
    fr = freqs(ctx, d, 10000)
    T = PERIOD_OVER_PI[d] * ctx.pi
    return Eq(offset_dot(ctx, ctx.num(x) + T, d, ws=fr), offset_dot(ctx, x, d, ws=fr))
