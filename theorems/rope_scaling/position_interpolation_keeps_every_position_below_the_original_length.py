import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import interpolated_position
from suite import Claim, Lt

claim = Claim(
    title=r"Position interpolation maps every position $0 \le m < L$ of the new context to $m L_0/L \in [0, L_0)$",
    statement=r"Position interpolation (Chen et al. 2023; the reference implementation's `linear` scaling, "
              r"`inv_freq /= factor`) reads position $m$ of a context of length $L$ as $m L_0 / L$. For every integer "
              r"$0 \le m < L$ this is in $[0, L_0)$: no position leaves the range the model was trained on.",
    hypotheses=r"$L_0 \ge 1$ the original length, $L > L_0$ the new one, $m$ an integer with $0 \le m < L$",
    expect="proved",
    sharp=r"the largest, $m = L - 1$, gives $L_0 - L_0/L$: below $L_0$ by exactly $L_0/L$",
    sources=[],
    domain={"L0": st.sampled_from([512, 2048, 4096, 8192, 32768]), "extra": st.integers(1, 10 ** 6),
            "k": st.integers(0, 10 ** 7)},
    examples=[{"L0": 4096, "extra": 12288, "k": 16383}, {"L0": 2048, "extra": 1, "k": 2048}],
    notes=r"The check evaluates $m L_0/L$ against $L_0$ at $L = L_0 + \text{extra}$ and $m = k \bmod L$ (so "
          r"$m = L - 1$ occurs). Chen et al., 'Extending Context Window of Large Language Models via Positional "
          r"Interpolation', 2023.",
)


@claim.proof
def proof(pf):
    L0, L = sp.symbols("L_0 L", positive=True)
    m = sp.Symbol("m", nonnegative=True)
    gap = sp.Symbol("g", positive=True)  # L - m > 0
    pf.eq("L0 - m L0/L = L0 (L - m)/L", L0 - m * L0 / L, L0 * (L - m) / L)
    pf.true("L0 (L - m)/L > 0 when L - m = g > 0", sp.Gt(L0 * gap / L, 0))
    pf.true("m L0/L >= 0 for m >= 0", sp.Ge(m * L0 / L, 0))


@claim.check
def check(ctx, L0, extra, k):
    L = L0 + extra
    return Lt(interpolated_position(ctx, k % L, L0, L), ctx.num(L0))
