from fractions import Fraction

import sympy as sp

from suite import Claim, Le, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"$\log_2(10000) \cdot d/2$ is about $6.6d$ ($6.644d$, correctly rounded to one decimal)",
    statement=r"$\log_2(10000)/2 = 2\log_2 10 = 6.6439\ldots$, so $\log_2(10000)\, d/2 = 6.6439\ldots d$, whose "
              r"coefficient rounds to $6.6$ at one decimal: $|6.6439\ldots - 6.6| \le 0.05$.",
    hypotheses="arithmetic only",
    expect="proved",
    sources=[Source(DOC, "§6.2.6, parameter efficiency",
                    r"$\log_2(10000) \times d_{\text{model}}/2 \approx 6.6 \times d_{\text{model}}$")],
    domain={"d": dims()},
    examples=[{"d": 512}],
    sharp=r'the rounding error $6.6439 - 6.6 \approx 0.044$ is about 0.88 of the half-unit 0.05.',
    notes=r"Rounding to the digits shown, the report's rule for '≈' (docs/claims.md): $|\log_2(10000)/2 - 6.6| \le 0.05$ (the half-unit of one decimal); equivalently $|\log_2(10000)\, d/2 - 6.6d| \le 0.05d$. "
          r"Only the arithmetic is checked; the premise that each frequency carries $\log_2(10000)$ bits is not (see "
          "the appendix).",
)


@claim.proof
def proof(pf):
    v = sp.log(10000, 2) / 2
    pf.eq("log2(10000)/2 = 2 log2(10)", v, 2 * sp.log(10, 2))
    pf.true("|log2(10000)/2 - 6.6| <= 0.05", sp.Le(sp.Abs(v - sp.Rational(33, 5)), sp.Rational(1, 20)))


@claim.check
def check(ctx, d):
    exact = ctx.log(ctx.num(10000)) / ctx.log(ctx.num(2)) * d / 2
    return Le(ctx.abs(exact - ctx.num(Fraction(33, 5)) * d), ctx.num(Fraction(1, 20)) * d)
