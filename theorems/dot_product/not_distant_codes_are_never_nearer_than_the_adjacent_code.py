from hypothesis import strategies as st

from numeric.encoding import offset_dot
from suite import Claim, Le, Source
from suite.domains import dims

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"Refuted: 'far positions have codes far apart' — at the document's $d_{\text{model}} = 8$, $p_{169646}$ is 291 times "
          r"nearer to $p_0$ than $p_1$ is (squared distances $1.1 \cdot 10^{-5}$ and 0.93)",
    statement=r"With $p_i$ the document's code (pairs $(\sin(i/\omega_m), \cos(i/\omega_m))$, $\omega_m = 10000^{2m/d_{\text{model}}}$), "
              r"$\lVert p_i - p_{i+\Delta}\rVert^2 = 2 \sum_m (1 - \cos(\Delta/\omega_m)) = d_{\text{model}} - 2 F(\Delta)$, $F(\Delta) = \sum_m \cos(\Delta/\omega_m) = p_i \cdot p_{i+\Delta}$: a distant position's code is never nearer "
              r"than the adjacent position's, $\lVert p_i - p_{i+\Delta}\rVert \ge \lVert p_i - p_{i+1}\rVert$ for every integer $\Delta \ge 1$.",
    hypotheses=r"base 10000; $d_{\text{model}}$ even; integer offsets $\Delta \ge 1$ (any $i$: the distance depends on $\Delta$ only)",
    expect="refuted",
    wrong=r"At $d_{\text{model}} = 8$ (the document's own example dimension, $\omega_m = 1, 10, 100, 1000$) the offset $\Delta = 169646$ is within "
          r"0.0033 of $27000 \cdot 2\pi$, so every phase $\Delta/\omega_m$ is within 0.0033 of a multiple of $2\pi$: $\lVert p_0 - p_{169646}\rVert^2 = "
          r"1.0959 \cdot 10^{-5}$, while $\lVert p_0 - p_1\rVert^2 = 0.92949$ and $\lVert p_0 - p_2\rVert^2 = 2.8726$. The next near-returns are its "
          r"multiples (339292: $4.4 \cdot 10^{-5}$, 508938: $9.9 \cdot 10^{-5}$). Already $\Delta = 6$ is nearer than $\Delta = 1$: $\lVert p_0 - p_6\rVert^2 = 0.4326$; within the document's $n \le 10000$, $\Delta = 6283$ "
          r"(near $1000 \cdot 2\pi$) gives 0.0346.",
    error_kind="false general statement",
    survives=r"partly: for $d_{\text{model}} \ge 16$ and offsets up to $2 \cdot 10^5$ the adjacent code is the nearest "
             "(dot_product_stays_below_its_adjacent_value_for_d_at_least_16), but 'far codes are far' does not hold even "
             r"there in the pointwise sense ($d_{\text{model}} = 16$: $\lVert p_0 - p_{81681}\rVert^2 = 1.565 < \lVert p_0 - p_2\rVert^2 = 3.263$)",
    correction="dot_product_stays_below_its_adjacent_value_for_d_at_least_16",
    sources=[Source(DOC, "§6.1.2, geometric view", r"远距离位置的编码向量相距较远")],
    domain={"d": dims(lo=8, hi=64), "delta": st.integers(1, 10**6)},
    examples=[{"d": 8, "delta": 169646}, {"d": 8, "delta": 6}, {"d": 8, "delta": 1}, {"d": 16, "delta": 81681}],
    sharp="exact: the counterexample is confirmed in Arb.",
)


@claim.check
def check(ctx, d, delta):
    def dist2(D):
        return ctx.num(d) - 2 * offset_dot(ctx, D, d)
    return Le(dist2(1), dist2(delta))
