from hypothesis import strategies as st

from numeric.encoding import offset_dot
from suite import Claim, Lt, Source
from suite.domains import dims
from theorems._lemmas.encoding import offset_dot_sym

DOC = '000_da7a9c08a271989b.txt'

DMAX = 200_000

claim = Claim(
    title=r"For $d_{\text{model}} \ge 16$ (offsets up to $2 \cdot 10^5$) no code is nearer than the adjacent one; for $d_{\text{model}} \le 14$ this fails",
    statement=r"With $F(\Delta) = p_i \cdot p_{i+\Delta} = \sum_m \cos(\Delta/\omega_m)$, $\omega_m = 10000^{2m/d_{\text{model}}}$ (the "
              r"document's $f$ names the map $p_i = f(i)$): for base 10000, $d_{\text{model}} \ge 16$ ($16, \dots, 64$ even, 128, 256, 512, 1024, "
              r"4096) and $2 \le \Delta \le 2 \cdot 10^5$: "
              r"$F(\Delta) < F(1)$, equivalently $\lVert p_i - p_{i+\Delta}\rVert > \lVert p_i - p_{i+1}\rVert$. For $d_{\text{model}} = 8$: $F(6) > F(1)$.",
    hypotheses=r"base 10000; $d_{\text{model}} \ge 16$; integer offsets $2 \le \Delta \le 2 \cdot 10^5$",
    expect="approximate",
    kind="approximate",
    bound=r"Condition: $d_{\text{model}} \ge 16$ and offsets up to $2 \cdot 10^5$: then $F(\Delta) < F(1)$ (the adjacent code is the nearest, "
          r"margin $F(1) - F(\Delta) \ge 0.2677$, its minimum 0.26776 being at $d_{\text{model}} = 16$, $\Delta = 81681$; checked in the "
          r"reference on sampled points and scanned in float64 over all offsets). It fails for $d_{\text{model}} \le 14$: "
          r"$d_{\text{model}} = 8$ has $F(6) = 3.784 > F(1) = 3.535$ ($\lVert p_0 - p_6\rVert^2 = 0.433 < \lVert p_0 - p_1\rVert^2 = 0.929$); "
          r"$d_{\text{model}} = 10$ fails at $\Delta = 6$ too ($F(6) = 4.52946 > F(1) = 4.52745$, within $n \le 10000$); $d_{\text{model}} = 12, 14$ "
          r"fail first at $\Delta = 14495, 18246$. $F$ is strictly decreasing on $[0, \pi]$ for every $d_{\text{model}}$ "
          r"(exactly on $[0, \pi]$ for $d_{\text{model}} = 2$; for $d_{\text{model}} \ge 4$ beyond $\pi$: to 3.17 at $d_{\text{model}} = 8$, 3.47 at 16, 6.108 at 512) and is "
          r"not monotone on $[0, \infty)$.",
    sources=[
        Source(DOC, "§6.1.2, geometric view", r"相近位置的编码向量在高维空间中相距较近，远距离位置的编码向量相距较远",
               fidelity="partial", part=r"near codes are near: the adjacent code is the nearest ($d_{\text{model}} \ge "
                                        r"16$, offsets up to $2 \cdot 10^5$). That far codes are far is not claimed: "
                                        r"it fails at $d_{\text{model}} = 16$, where $\lVert p_0 - p_{182}\rVert^2 = "
                                        r"4.504 < \lVert p_0 - p_3\rVert^2 = 4.914$ and $\lVert p_0 - "
                                        r"p_{81681}\rVert^2 = 1.565 < \lVert p_0 - p_2\rVert^2 = 3.263$"),
        Source(DOC, "§6.1.4, PCA paragraph", r"相邻位置的点在球面上相邻"),
    ],
    domain={"d": dims(lo=16), "delta": st.one_of(st.integers(2, 64), st.integers(2, DMAX))},
    # d = 16, Delta = 194716: F(1) - F(Delta) = 0.555 here, but without the last (slowest) term the sums give
    # F'(1) - F'(Delta) = -0.136 < 0 (this Delta maximizes F' over 2..2*10^5; also < 0 at 188558): a sum that
    # drops a term (the off-by-one mutant) is refuted here
    examples=[{"d": 16, "delta": 81681}, {"d": 18, "delta": 178154}, {"d": 512, "delta": 2},
              {"d": 16, "delta": 194716}],
    sweep="delta",
    sweep_max=DMAX,
    sharp=r'the margin $\min_{2 \le \Delta \le 2 \cdot 10^5} (F(1) - F(\Delta))$ is $0.26775606\ldots$ at $d_{\text{model}} = 16$ ($\Delta = 81681$; mpmath, 40 digits), so the margin is $\ge 0.2677$ (not $\ge 0.268$); $d_{\text{model}} = 18, 20$ have margins 0.377, 0.589. Beyond $2 \cdot 10^5$ nothing is claimed ($F$ is almost periodic and may return near $d_{\text{model}}/2$).',
    notes='This is the sense in which "the dot product decreases overall with the distance" and "nearby '
          r'positions are near, distant ones far" hold beyond the interval $[0, \pi]$, where $F$ is strictly '
          r"decreasing for every $d_{\text{model}}$ (dot_product_decreases_for_offsets_up_to_pi_but_not_monotone); $F$ "
          "itself keeps oscillating.",
)


@claim.proof
def proof(pf):
    import sympy as sp

    pf.true("necessity of the condition: d_model = 8 has F(6) > F(1)", sp.Gt(offset_dot_sym(6, 8), offset_dot_sym(1, 8)))
    pf.true("necessity of the condition: d_model = 10 has F(6) > F(1)", sp.Gt(offset_dot_sym(6, 10), offset_dot_sym(1, 10)))
    pf.note("d_model >= 16, 2 <= Delta <= 2*10^5",
            "checked, not proved: sampled points in the reference (Arb) and a float64 scan of every offset (evidence)")


@claim.check
def check(ctx, d, delta):
    return Lt(offset_dot(ctx, delta, d), offset_dot(ctx, 1, d))


@claim.evidence
def evidence():
    import numpy as np

    from numeric.contexts import ArbContext

    ctx = ArbContext(128).activate()
    rows = []
    deltas = np.arange(2, DMAX + 1, dtype=np.float64)
    for d in (8, 10, 12, 14, 16, 18, 20, 64, 512):
        w = 10000.0 ** (-np.arange(0, d, 2) / d)
        f = np.zeros(len(deltas))
        for wm in w:
            f += np.cos(deltas * wm)
        k = int(np.argmax(f))
        at = int(deltas[k])
        gap = offset_dot(ctx, 1, d) - offset_dot(ctx, at, d)
        verdict = "adjacent code is the nearest" if ctx.sign(gap) == 1 else "a farther code is at least as near"
        rows.append((f"d_model = {d}: largest F(Delta) over 2 <= Delta <= {DMAX} (float64 scan)",
                     f"at Delta = {at}: F(1) - F(Delta) = {ctx.mid(gap):.4f} (Arb, 128 bits): {verdict}"))
    return rows
