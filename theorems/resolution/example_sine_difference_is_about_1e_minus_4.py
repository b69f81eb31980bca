from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Le, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

ITEMS = {"sin(0.1001) ≈ 0.0999329": "0.0999329", "sin(0.1000) ≈ 0.0998334": "0.0998334", "Δ ≈ 0.0000995": "0.0000995"}
HALF = Fraction(5, 10**8)

claim = Claim(
    title="sin(0.1001) − sin(0.1000) = 0.0999329 − 0.0998334 = 0.0000995 (< 10⁻⁴): the step is small, as the example concludes",
    statement="To 7 decimals: sin(0.1001) = 0.0999329, sin(0.1000) = 0.0998334, Δ = sin(0.1001) − sin(0.1000) = 0.0000995 "
              "(|exact − value| ≤ 5·10⁻⁸ each); and 0 < Δ < 10⁻⁴, so moving one position changes this (slow) sine component "
              "by less than 10⁻⁴ — 'almost unchanged', as the document concludes (its intermediate values are wrong, see "
              "not_example_sine_difference_is_3e_minus_7).",
    hypotheses="exact values; 7-decimal rounding",
    expect="approximate",
    kind="approximate",
    bound="|exact − value| ≤ 5·10⁻⁸ for 0.0999329, 0.0998334, 0.0000995; and 0 < Δ < 10⁻⁴",
    sources=[Source(DOC2, "§二 example", "结果差值极小，说明即使位置差异为 1，高维编码也几乎不变")],
    domain={"item": st.sampled_from(sorted(ITEMS))},
    examples=[{"item": k} for k in sorted(ITEMS)],
    sharp='correct rounding.',
)


@claim.proof
def proof(pf):
    s1, s0 = sp.sin(sp.Rational("0.1001")), sp.sin(sp.Rational("0.1"))
    half = sp.Rational(5, 10**8)
    pf.true("|sin 0.1001 − 0.0999329| ≤ 5e-8", sp.Le(sp.Abs(s1 - sp.Rational("0.0999329")), half))
    pf.true("|sin 0.1 − 0.0998334| ≤ 5e-8", sp.Le(sp.Abs(s0 - sp.Rational("0.0998334")), half))
    pf.true("|Δ − 0.0000995| ≤ 5e-8", sp.Le(sp.Abs(s1 - s0 - sp.Rational("0.0000995")), half))
    pf.eq("Δ = 2 cos(0.10005) sin(0.00005) (sum-to-product)", s1 - s0,
          2 * sp.cos(sp.Rational("0.10005")) * sp.sin(sp.Rational("0.00005")))
    pf.true("0 < Δ < 10⁻⁴", sp.And(sp.Gt(s1 - s0, 0), sp.Lt(s1 - s0, sp.Rational(1, 10**4))))


@claim.check
def check(ctx, item):
    s1, s0 = ctx.sin(ctx.num("0.1001")), ctx.sin(ctx.num("0.1"))
    val = {"sin(0.1001) ≈ 0.0999329": s1, "sin(0.1000) ≈ 0.0998334": s0, "Δ ≈ 0.0000995": s1 - s0}[item]
    return Le(ctx.abs(val - ctx.num(ITEMS[item])), ctx.num(HALF))
