from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Le, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

ITEMS = {"sin(0.1001) ≈ 0.0998337": "0.0998337", "Δ ≈ 0.0000003": "0.0000003"}
HALF = Fraction(5, 10**8)

claim = Claim(
    title=r"Refuted: $\sin(0.1001) - \sin(0.1000) \approx 0.0998337 - 0.0998334 = 0.0000003$ — in fact "
          r"$\sin(0.1001) = 0.0999329$ and $\Delta = 0.0000995$",
    statement=r"The document evaluates $\Delta = \sin(0.1001) - \sin(0.1000) \approx 0.0998337 - 0.0998334 = 0.0000003$, i.e. "
              r"$\sin(0.1001) \approx 0.0998337$ and $\Delta \approx 0.0000003$ to 7 decimals "
              r"($|\text{exact} - \text{stated}| \le 5 \cdot 10^{-8}$). In fact $\sin(0.1001) = 0.09993291656\ldots$ "
              r"($|0.0999329166 - 0.0998337| = 9.92 \cdot 10^{-5}$) and "
              r"$\Delta = 2\cos(0.10005)\sin(0.00005) = 9.94999 \cdot 10^{-5} \approx 0.0000995$, about 330 "
              r"times the stated value. $\sin(0.1000) = 0.0998334$ is correct. The check tests "
              r"$|\text{exact} - \text{stated}| \le 5 \cdot 10^{-8}$ for both stated values.",
    hypotheses="the 7-decimal values as written",
    expect="refuted",
    wrong=r"$\sin(0.1001) = 0.0999329$ (the document's 0.0998337 is off by $9.9 \cdot 10^{-5}$), so "
          r"$\Delta = \sin(0.1001) - \sin(0.1) = 9.95 \cdot 10^{-5} \approx "
          r"0.0000995$, not 0.0000003 ($\approx 330\times$ larger; $\Delta \approx \cos(0.1) \cdot 10^{-4}$ by the mean value "
          r"theorem).",
    correction="example_sine_difference_is_about_1e_minus_4",
    error_kind="wrong number",
    survives=r"yes: the true $\Delta = 9.95 \cdot 10^{-5}$ is still tiny, so the example's conclusion '高维编码也几乎不变' holds "
             r"(example_sine_difference_is_about_1e_minus_4); but the same step at $pos = 0$ is $1.0000 \cdot 10^{-4}$, so the "
             r"example shows nothing about a dependence on $pos$",
    sources=[Source(DOC2, "§二 example", r"\approx 0.0998337 - 0.0998334 = 0.0000003")],
    domain={"item": st.sampled_from(sorted(ITEMS))},
    examples=[{"item": "sin(0.1001) ≈ 0.0998337"}, {"item": "Δ ≈ 0.0000003"}],
    sharp='exact.',
    notes=r"Refutation: $\sin(0.1001) = 0.0999329166$ (not 0.0998337: $|\text{error}| = 9.92 \cdot 10^{-5}$, far above the "
          r"7-decimal half unit $5 \cdot 10^{-8}$), and "
          r"$\Delta = \sin(0.1001) - \sin(0.1) = 2\cos(0.10005)\sin(0.00005) = 9.94999 \cdot 10^{-5} = 0.0000995$, about 330 "
          r"times the stated 0.0000003. ($\sin(0.1000) = 0.0998334$ is right, and $0.0998337 - 0.0998334 = 0.0000003$ is "
          r"right as arithmetic; the first value is wrong.)",
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
