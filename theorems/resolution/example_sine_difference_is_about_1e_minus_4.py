from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Le, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

ITEMS = {"sin(0.1001) ≈ 0.0999329": "0.0999329", "sin(0.1000) ≈ 0.0998334": "0.0998334", "Δ ≈ 0.0000995": "0.0000995"}
HALF = Fraction(5, 10**8)

claim = Claim(
    title=r"$\sin(0.1001) - \sin(0.1000) = 0.0999329 - 0.0998334 = 0.0000995$ to 7 decimals (the example's worked line, "
          r"corrected)",
    statement=r"To 7 decimals: $\sin(0.1001) = 0.0999329$, $\sin(0.1000) = 0.0998334$, "
              r"$\Delta = \sin(0.1001) - \sin(0.1000) = 0.0000995$ ($|\text{exact} - \text{value}| \le 5 \cdot 10^{-8}$ each): "
              r"the values the worked line should show (it shows $0.0998337 - 0.0998334 "
              r"= 0.0000003$, see not_example_sine_difference_is_3e_minus_7); its conclusion, $0 < \Delta < 10^{-4}$, is "
              "slow_sine_changes_by_less_than_1e_minus_4_between_adjacent_positions.",
    hypotheses="exact values; 7-decimal rounding",
    expect="proved",
    sources=[Source(DOC2, "§二 example", r"\approx 0.0998337 - 0.0998334 = 0.0000003", role="corrects")],
    domain={"item": st.sampled_from(sorted(ITEMS))},
    examples=[{"item": k} for k in sorted(ITEMS)],
    sharp='correct rounding.',
    notes=r"Rounding to the digits shown, the report's rule for '≈' (docs/claims.md): $|\text{exact} - \text{value}| \le 5 \cdot 10^{-8}$ for 0.0999329, 0.0998334, 0.0000995.",
)


@claim.proof
def proof(pf):
    s1, s0 = sp.sin(sp.Rational("0.1001")), sp.sin(sp.Rational("0.1"))
    half = sp.Rational(5, 10**8)
    pf.true("|sin 0.1001 − 0.0999329| ≤ 5e-8", sp.Le(sp.Abs(s1 - sp.Rational("0.0999329")), half))
    pf.true("|sin 0.1 − 0.0998334| ≤ 5e-8", sp.Le(sp.Abs(s0 - sp.Rational("0.0998334")), half))
    pf.true("|Δ − 0.0000995| ≤ 5e-8", sp.Le(sp.Abs(s1 - s0 - sp.Rational("0.0000995")), half))


@claim.check
def check(ctx, item):
    s1, s0 = ctx.sin(ctx.num("0.1001")), ctx.sin(ctx.num("0.1"))
    val = {"sin(0.1001) ≈ 0.0999329": s1, "sin(0.1000) ≈ 0.0998334": s0, "Δ ≈ 0.0000995": s1 - s0}[item]
    return Le(ctx.abs(val - ctx.num(ITEMS[item])), ctx.num(HALF))
