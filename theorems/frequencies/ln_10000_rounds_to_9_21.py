from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Le, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"$\ln 10000 = 9.2103\ldots$ is correctly rounded to 9.21",
    statement=r"$\ln 10000 = 9.210340\ldots$ rounds to $9.21$ at 2 decimals: $|\ln 10000 - 9.21| \le 0.005$.",
    hypotheses="none",
    expect="proved",
    sources=[Source(DOC, "§6.1.1, choice of the base 10000 (第二)", r"$\ln 10000 \approx 9.21$")],
    domain={"base": st.just(10000)},
    examples=[{"base": 10000}],
    sharp=r"$|\ln 10000 - 9.21| \approx 3.4 \cdot 10^{-4}$.",
    notes=r"Rounding to the digits shown, the report's rule for '≈' (docs/claims.md): $|\ln 10000 - 9.21| \le 0.005$ (half a unit of the 2nd decimal); the actual error is $3.4 \cdot 10^{-4}$.",
)


@claim.proof
def proof(pf):
    pf.true("|ln 10000 - 921/100| <= 1/200", sp.Le(sp.Abs(sp.log(10000) - sp.Rational(921, 100)), sp.Rational(1, 200)))


@claim.check
def check(ctx, base):
    return Le(ctx.abs(ctx.log(ctx.num(base)) - ctx.num("9.21")), ctx.num(Fraction(1, 200)))


@claim.mutant
def rounds_to_9_22(ctx, base):
    return Le(ctx.abs(ctx.log(ctx.num(base)) - ctx.num("9.22")), ctx.num(Fraction(1, 200)))
