from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Le, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"Refuted: $\cos(0.002) \approx 0.9999$ to 4 decimals — $\cos(0.002) = 0.999998$ rounds to 1.0000",
    statement=r"The document gives $\text{PE}(2,7) = \cos(0.002) \approx 0.9999$ (and lists 0.9999 as the last entry of the "
              r"$pos = 2$ vector), i.e. that 0.9999 is $\cos(0.002)$ rounded to 4 decimals: "
              r"$|\cos(0.002) - 0.9999| \le 5 \cdot 10^{-5}$. In fact $\cos(0.002) = "
              r"0.999998000000667$ and $|\cos(0.002) - 0.9999| = 9.80 \cdot 10^{-5} > 5 \cdot 10^{-5}$; the correctly rounded "
              r"value is 1.0000. The stated value is still within $10^{-4}$ of the truth (a rounding slip). The check tests "
              r"$|\cos(2/1000) - 0.9999| \le 5 \cdot 10^{-5}$.",
    hypotheses="4-decimal rounding, as for every other entry of the example",
    expect="refuted",
    wrong=r"$\cos(0.002) = 1 - 2 \cdot 10^{-6} + \dots = 0.999998000000667$; $|0.999998 - 0.9999| = 9.8 \cdot 10^{-5}$ exceeds "
          r"the 4-decimal half unit $5 \cdot 10^{-5}$, so '$\approx 0.9999$' is a wrong rounding (correct: 1.0000; the error "
          r"is below $10^{-4}$). The vector "
          r"$[0.9093, -0.4161, 0.1987, 0.9801, 0.0200, 0.9998, 0.0020, 0.9999]$ should end in 1.0000.",
    correction="pe_values_at_position_2_for_d8_rounded_to_4_decimals",
    error_kind="wrong number",
    survives=r"yes: 0.9999 is within $10^{-4}$ of $\cos(0.002) = 0.999998$ (one rounding slip; the other seven entries are "
             "correctly rounded, and the document's own code computes 0.999998 for this entry), nothing else depends on it",
    sources=[
        Source(DOC2, "§一 worked example", r"\text{PE}(2, 7) &= \cos(2/1000) = \cos(0.002) \approx 0.9999"),
        Source(DOC2, "§一 final vector (pos = 2)", "[0.9093, -0.4161, 0.1987, 0.9801, 0.0200, 0.9998, 0.0020, 0.9999]"),
    ],
    domain={"x": st.just(Fraction(2, 1000))},
    examples=[{"x": Fraction(2, 1000)}],
    sharp='exact.',
    notes=r"Refutation: $\cos(0.002) = 0.999998000000667$, so $|\cos(0.002) - 0.9999| = 9.8 \cdot 10^{-5} > 5 \cdot 10^{-5}$ "
          r"(half a unit of the 4th decimal): the 4-decimal value is 1.0000. (0.9999 is within $1 \cdot 10^{-4}$ of the true "
          r"value, i.e. it is a rounding slip, not a large error; the document's own code computes 0.999998 for this entry, "
          r"1.0000 at 4 decimals.)",
)


@claim.proof
def proof(pf):
    c = sp.cos(sp.Rational(2, 1000))
    # "rounds to 0.9999" means |c - 0.9999| <= 5e-5, i.e. max(|c - 0.9999| - 5e-5, 0) = 0
    pf.refute("0.9999 is cos(0.002) rounded to 4 decimals: max(|cos 0.002 − 0.9999| − 5e-5, 0) = 0",
              sp.Max(sp.Abs(c - sp.Rational("0.9999")) - sp.Rational(1, 20000), 0), 0)
    pf.true("but |cos 0.002 − 0.9999| < 1e-4 (a rounding slip)", sp.Lt(sp.Abs(c - sp.Rational("0.9999")), sp.Rational(1, 10000)))
    pf.true("cos 0.002 rounds to 1.0000: |cos 0.002 − 1| ≤ 5e-5", sp.Le(sp.Abs(c - 1), sp.Rational(1, 20000)))


@claim.check
def check(ctx, x):
    return Le(ctx.abs(ctx.cos(ctx.num(x)) - ctx.num("0.9999")), ctx.num(Fraction(1, 20000)))
