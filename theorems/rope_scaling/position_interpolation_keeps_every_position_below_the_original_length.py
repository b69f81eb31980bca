import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import interpolated_position
from suite import Claim, Lt

claim = Claim(
    title=r"Position interpolation maps every position $0 \le m < L$ of the new context to $m L_0/L \in [0, L_0)$",
    statement=r"Position interpolation (Chen et al. 2023, 'Extending Context Window of Large Language Models via "
              r"Positional Interpolation'; the reference implementation's `linear` rope type, "
              r"`_compute_linear_scaling_rope_parameters`, which divides `inv_freq` by the factor $s = L/L_0$) reads "
              r"position $m$ of a context of length $L$ as $m L_0 / L$. For every integer $0 \le m < L$, "
              r"$0 \le m L_0/L < L_0$: no position leaves $[0, L_0)$ (the largest, $L_0 - L_0/L$, lies between the last "
              r"trained integer position $L_0 - 1$ and $L_0$).",
    hypotheses=r"$L_0 \ge 1$ the original (training) length, $L > L_0$ the new one (both integers), $m$ an integer with "
               r"$0 \le m < L$ (the statement holds for any real $0 \le m < L$)",
    expect="proved",
    sharp=r"both ends are exact: $m = 0$ gives $0$, and the largest, $m = L - 1$, gives $L_0 - L_0/L$, below $L_0$ "
          r"by exactly $L_0/L$ (so the positions reach $L_0 - L_0/L$, not $L_0$)",
    sources=[],
    domain={"L0": st.integers(256, 65536), "extra": st.integers(1, 10 ** 6), "k": st.integers(0, 10 ** 7)},
    examples=[{"L0": 4096, "extra": 12288, "k": 16383}, {"L0": 2048, "extra": 1, "k": 2048},
              {"L0": 65536, "extra": 1, "k": 0}],
    notes=r"The proof writes $m = L - g$ with $g = L - m > 0$: then $L_0 - m L_0/L = L_0 g/L > 0$. The check "
          r"evaluates $m L_0/L$ against $L_0$ at $L = L_0 + \text{extra}$ and $m = k \bmod L$, so that $m = L - 1$ "
          r"occurs (first example). Linear scaling divides the frequencies instead of the positions: the phases "
          r"$(m L_0/L)\,\theta_i = m\,\theta_i/s$ are the same "
          "(position_interpolation_divides_the_rotation_per_step_by_the_factor).",
)


@claim.proof
def proof(pf):
    L0, L, g = sp.symbols("L_0 L g", positive=True)  # g = L - m > 0
    m = sp.Symbol("m", nonnegative=True)
    pf.eq("with m = L - g: L0 - m L0/L = L0 g/L", (L0 - m * L0 / L).subs(m, L - g), L0 * g / L)
    pf.true("L0 g/L > 0 for L0, L, g > 0, so m L0/L < L0", sp.Gt(L0 * g / L, 0))
    pf.true("m L0/L >= 0 for m >= 0", sp.Ge(m * L0 / L, 0))
    pf.eq("the largest position m = L - 1 maps to L0 - L0/L", (m * L0 / L).subs(m, L - 1), L0 - L0 / L)


@claim.check
def check(ctx, L0, extra, k):
    L = L0 + extra
    return Lt(interpolated_position(ctx, k % L, L0, L), ctx.num(L0))
