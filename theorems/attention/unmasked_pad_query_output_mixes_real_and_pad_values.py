import sympy as sp
from hypothesis import strategies as st

from numeric.attention import softmax
from numeric.samples import rational_weights
from suite import Claim, Eq, Source

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title="Without a mask a pad query's output is $(Z_R/Z)$ times the real weighted average plus the pads' "
          "weighted values; only the key mask makes it an average of the real values",
    statement=r"No mask: $o_{\text{pad}} = (Z_R/Z) o_R + \sum_p (e^{s_p}/Z) v_p$ with every weight $e^{s_j}/Z > 0$ (real "
              r"and pad), where $o_R = \sum_{j \text{ real}} e^{s_j} v_j / Z_R$ is the weighted average of the real "
              r"values given by the key-padding mask; $Z_R/Z < 1$, so $o_{\text{pad}}$ also mixes in the pad values.",
    hypotheses=r"finite scores; $n_{\text{real}} \ge 1$ real positions and $n_{\text{pad}} \ge 1$ pad positions (the pad "
               "query's own included)",
    expect="numeric",
    sources=[
        Source(DOC, "§掩码与填充, leakage item 2",
               "反过来，一个填充位置 $i_{\\text{pad}}$ 的查询向量 $q_{i_{\\text{pad}}}$ 也会关注所有真实内容的位置"),
        Source(DOC, "§掩码与填充, leakage item 2", "其输出将是真实内容的一个加权平均", role="corrects"),
    ],
    domain={"seed": st.integers(0, 10**6), "n_real": st.integers(1, 4), "n_pad": st.integers(1, 3),
            "spread": st.integers(1, 20)},
    examples=[{"seed": 0, "n_real": 1, "n_pad": 1, "spread": 1}, {"seed": 7, "n_real": 3, "n_pad": 2, "spread": 10}],
    sharp='an identity.',
    notes=r"Besides the masked case, $o_{\text{pad}}$ equals $o_R$ only in the special case where the pads' weighted "
          "values average to $o_R$.",
)


@claim.proof
def proof(pf):
    pf.scope = "two real positions and one pad (the pad query's own position); the identity is the same for any sizes"
    s1, s2, sq = sp.symbols("s_1 s_2 s_p", real=True)
    v1, v2, vq = sp.symbols("v_1 v_2 v_p", real=True)
    Z_R = sp.exp(s1) + sp.exp(s2)
    Z = Z_R + sp.exp(sq)
    o_pad = (sp.exp(s1) * v1 + sp.exp(s2) * v2 + sp.exp(sq) * vq) / Z
    o_R = (sp.exp(s1) * v1 + sp.exp(s2) * v2) / Z_R
    pf.eq("o_pad = (Z_R/Z) o_R + (e^{s_p}/Z) v_p", o_pad, (Z_R / Z) * o_R + (sp.exp(sq) / Z) * vq)
    pf.true("every real position gets a positive weight: e^{s_1}/Z > 0", sp.Gt(sp.exp(s1) / Z, 0))
    pf.true("the pad gets a positive weight too: e^{s_p}/Z > 0", sp.Gt(sp.exp(sq) / Z, 0))
    pf.true("so Z_R/Z < 1: o_pad is not the real average o_R in general", sp.Lt(Z_R / Z, 1))
    pf.eq("with the key mask (pad weight 0) the output is o_R", (sp.exp(s1) * v1 + sp.exp(s2) * v2 + 0 * vq) / Z_R, o_R)


@claim.check
def check(ctx, seed, n_real, n_pad, spread):
    n = n_real + n_pad
    r = rational_weights(seed, 2 * n)
    scores = [ctx.num(x * spread) for x in r[:n]]
    vals = [ctx.num(x) for x in r[n:]]
    w = softmax(ctx, scores)                                   # no mask
    o_pad = ctx.fsum(wj * v for wj, v in zip(w, vals))
    wm = softmax(ctx, scores, [j < n_real for j in range(n)])  # key-padding mask
    o_R = ctx.fsum(wj * v for wj, v in zip(wm, vals))
    w_R = ctx.fsum(w[:n_real])
    rhs = w_R * o_R + ctx.fsum(w[j] * vals[j] for j in range(n_real, n))
    return Eq(o_pad, rhs)
