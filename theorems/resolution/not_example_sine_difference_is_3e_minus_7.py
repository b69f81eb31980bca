from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Le, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

ITEMS = {"sin(0.1001) ≈ 0.0998337": "0.0998337", "Δ ≈ 0.0000003": "0.0000003"}
HALF = Fraction(5, 10**8)

claim = Claim(
    title="Refuted: sin(0.1001) − sin(0.1000) ≈ 0.0998337 − 0.0998334 = 0.0000003 — in fact sin(0.1001) = 0.0999329 and Δ = "
          "0.0000995",
    statement="The document evaluates Δ = sin(0.1001) − sin(0.1000) ≈ 0.0998337 − 0.0998334 = 0.0000003, i.e. sin(0.1001) ≈ 0.0998337 "
              "and Δ ≈ 0.0000003 to 7 decimals (|exact − stated| ≤ 5·10⁻⁸). In fact sin(0.1001) = 0.09993291656… "
              "(|0.0999329166 − 0.0998337| = 9.92·10⁻⁵) and Δ = 2cos(0.10005)sin(0.00005) = 9.94999·10⁻⁵ ≈ 0.0000995, about 330 "
              "times the stated value. sin(0.1000) = 0.0998334 is correct. The check tests |exact − stated| ≤ 5·10⁻⁸ for both "
              "stated values.",
    hypotheses="the 7-decimal values as written",
    expect="refuted",
    wrong="sin(0.1001) = 0.0999329 (the document's 0.0998337 is off by 9.9·10⁻⁵), so Δ = sin(0.1001) − sin(0.1) = 9.95·10⁻⁵ ≈ "
          "0.0000995, not 0.0000003 (≈ 330× larger; Δ ≈ cos(0.1)·10⁻⁴ by the mean value theorem).",
    correction="example_sine_difference_is_about_1e_minus_4",
    error_kind="wrong number",
    survives="yes: the true Δ = 9.95·10⁻⁵ is still tiny, so the example's conclusion '高维编码也几乎不变' holds "
             "(example_sine_difference_is_about_1e_minus_4); but the same step at pos = 0 is 1.0000·10⁻⁴, so the example "
             "shows nothing about a dependence on pos",
    sources=[Source(DOC2, "§二 example", r"\approx 0.0998337 - 0.0998334 = 0.0000003")],
    domain={"item": st.sampled_from(sorted(ITEMS))},
    examples=[{"item": "sin(0.1001) ≈ 0.0998337"}, {"item": "Δ ≈ 0.0000003"}],
    sharp='exact.',
    notes='Refutation: sin(0.1001) = 0.0999329166 (not 0.0998337: |error| = 9.92e-5, far above the 7-decimal half unit 5e-8), and Delta = sin(0.1001) - sin(0.1) = 2 cos(0.10005) sin(0.00005) = 9.94999e-5 = 0.0000995, about 330 times the stated 0.0000003. (sin(0.1000) = 0.0998334 is right, and 0.0998337 - 0.0998334 = 0.0000003 is right as arithmetic; the first value is wrong.)',
)


@claim.proof
def proof(pf):
    s1, s0 = sp.sin(sp.Rational("0.1001")), sp.sin(sp.Rational("0.1"))
    half = sp.Rational(5, 10**8)
    pf.refute("claimed: sin(0.1001) rounds to 0.0998337, i.e. max(|sin 0.1001 − 0.0998337| − 5e-8, 0) = 0",
              sp.Max(sp.Abs(s1 - sp.Rational("0.0998337")) - half, 0), 0)
    pf.refute("claimed: Δ rounds to 0.0000003, i.e. max(|Δ − 0.0000003| − 5e-8, 0) = 0",
              sp.Max(sp.Abs(s1 - s0 - sp.Rational("0.0000003")) - half, 0), 0)
    pf.eq("the subtraction 0.0998337 − 0.0998334 = 0.0000003 itself is right",
          sp.Rational("0.0998337") - sp.Rational("0.0998334"), sp.Rational("0.0000003"))


@claim.check
def check(ctx, item):
    s1, s0 = ctx.sin(ctx.num("0.1001")), ctx.sin(ctx.num("0.1"))
    val = s1 if item.startswith("sin") else s1 - s0
    return Le(ctx.abs(val - ctx.num(ITEMS[item])), ctx.num(HALF))
