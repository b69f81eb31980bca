import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Lt, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"The slow sine of the example moves by less than $10^{-4}$ from position 1000 to 1001: "
          r"$0 < \sin(0.1001) - \sin(0.1000) < 10^{-4}$",
    statement=r"With the example's frequency $10^{-4}$ and positions 1000 and 1001: $\Delta = \sin(0.1001) - \sin(0.1000)$ "
              r"satisfies $0 < \Delta < 10^{-4}$, i.e. a position difference of 1 changes this component (whose values range "
              r"over $[-1, 1]$) by less than $10^{-4}$.",
    hypotheses="none: exact values",
    expect="proved",
    sources=[Source(DOC2, "§二 example", "结果差值极小，说明即使位置差异为 1，高维编码也几乎不变", fidelity="partial",
                    part="for the example's component (frequency $10^{-4}$, positions 1000 and 1001); for every "
                         "position and the slow pairs in general: per_step_change_decreases_with_pair_index")],
    domain={"side": st.sampled_from(["0 < Δ", "Δ < 1e-4"])},
    examples=[{"side": "0 < Δ"}, {"side": "Δ < 1e-4"}],
    sharp=r'$\Delta = 2\cos(0.10005)\sin(0.00005) = 0.0000995\ldots$, so $10^{-4}$ exceeds it by 0.5 %.',
    notes='The document\'s intermediate values are wrong (not_example_sine_difference_is_3e_minus_7; the correct '
          'ones are example_sine_difference_is_about_1e_minus_4); its conclusion does not depend on them.',
)


@claim.proof
def proof(pf):
    s1, s0 = sp.sin(sp.Rational("0.1001")), sp.sin(sp.Rational("0.1"))
    pf.eq("Δ = 2 cos(0.10005) sin(0.00005) (sum-to-product)", s1 - s0,
          2 * sp.cos(sp.Rational("0.10005")) * sp.sin(sp.Rational("0.00005")))
    pf.true("0 < Δ", sp.Gt(s1 - s0, 0))
    pf.true("Δ < 10⁻⁴", sp.Lt(s1 - s0, sp.Rational(1, 10**4)))


@claim.check
def check(ctx, side):
    delta = ctx.sin(ctx.num("0.1001")) - ctx.sin(ctx.num("0.1"))
    return Lt(ctx.num(0), delta) if side == "0 < Δ" else Lt(delta, ctx.num(1) / 10**4)
