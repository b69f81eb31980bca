from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Le, Source

DOC = '000_da7a9c08a271989b.txt'

VALS = [("sin", 1, "0.84"), ("cos", 1, "0.54"), ("sin", 2, "0.91"), ("cos", 2, "-0.42")]

claim = Claim(
    title=r"$\sin 1$, $\cos 1$, $\sin 2$, $\cos 2$ round to $0.84$, $0.54$, $0.91$, $-0.42$",
    statement=r"Each of $\sin 1 = 0.84147\ldots$, $\cos 1 = 0.54030\ldots$, $\sin 2 = 0.90929\ldots$, "
              r"$\cos 2 = -0.41614\ldots$ rounds to the stated 2-decimal value $0.84$, $0.54$, $0.91$, $-0.42$ "
              r"(within 0.005 of it).",
    hypotheses="none",
    expect="proved",
    sources=[
        Source(DOC, "§6.1.4, after the codes", r"$(\sin(1), \cos(1)) \approx (0.84, 0.54)$"),
        Source(DOC, "§6.1.4, after the codes", r"$(\sin(2), \cos(2)) \approx (0.91, -0.42)$"),
    ],
    domain={"k": st.integers(0, 3)},
    examples=[{"k": 3}],
    sharp=r"largest error $\approx 0.00385$ ($\cos 2$).",
    notes=r"Rounding to the digits shown, the report's rule for '≈' (docs/claims.md): $\lvert\text{value} - \text{stated}\rvert \le 0.005$ for each of the four values (correct rounding to 2 decimals).",
)


@claim.proof
def proof(pf):
    fn = {"sin": sp.sin, "cos": sp.cos}
    for f, x, v in VALS:
        pf.true(f"|{f}({x}) - ({v})| <= 1/200", sp.Le(sp.Abs(fn[f](x) - sp.Rational(v)), sp.Rational(1, 200)))


@claim.check
def check(ctx, k):
    f, x, v = VALS[k]
    val = (ctx.sin if f == "sin" else ctx.cos)(ctx.num(x))
    return Le(ctx.abs(val - ctx.num(v)), ctx.num(Fraction(1, 200)))
