import itertools

import sympy as sp
from hypothesis import strategies as st

from numeric.attention import permuted_attention
from suite import Claim, Eq, Source

D4 = "004_fe5e934775abaf66.txt"

claim = Claim(
    title=r"Attention without positions is permutation-equivariant: $\operatorname{Attn}(P X) = P \operatorname{Attn}(X)$",
    statement=r"For every permutation matrix $P$: "
              r"$\operatorname{softmax}_{\text{rows}}((PX) W_Q ((PX) W_K)^T / \sqrt{d_k}) (PX) W_V = "
              r"P \operatorname{softmax}_{\text{rows}}(X W_Q (X W_K)^T / \sqrt{d_k}) X W_V$.",
    hypotheses=r"$X \in \mathbb{R}^{n \times d}$, any real $W_Q$, $W_K$ ($d \times d_k$), $W_V$; no positional encoding",
    expect="numeric",
    sources=[
        Source('004_fe5e934775abaf66.txt', '§位置信息的必要性', '其操作本质上是**[置换](@entry_id:136432)等变的（permutation-equivariant）**'),
        Source('004_fe5e934775abaf66.txt', '§位置信息的必要性', '这些操作在所有位置上都是以相同的方式应用的——它们共享参数，并且不依赖于输入元素的位置索引', role='defines'),
        Source(D4, "§原理与机制", "如果我们打乱输入序列的顺序，[自注意力](@entry_id:635960)层的输出仅仅是相应地被打乱"),
        Source(D4, "§原理与机制", "而每个元素本身的表示（在[置换](@entry_id:136432)之前）将保持不变"),
    ],
    domain={"seed": st.integers(0, 10**6), "n": st.integers(2, 5), "dm": st.integers(1, 4)},
    examples=[{"seed": 0, "n": 2, "dm": 1}],
    sharp='an identity.',
    notes=r"One attention layer; the document's encoder $E$ (layers of attention + position-wise FFN, "
          r"$E(\pi \cdot x) = \pi \cdot E(x)$) is "
          "positionless_encoder_stack_is_permutation_equivariant_and_its_pooled_output_ignores_order.",
)


@claim.proof
def proof(pf):
    n = 3
    X = sp.Matrix(n, 2, sp.symbols("x0:6", real=True))
    WQ, WK = sp.Matrix(2, 2, sp.symbols("q0:4", real=True)), sp.Matrix(2, 2, sp.symbols("k0:4", real=True))
    S = sp.Matrix(n, n, sp.symbols("s0:9", real=True))
    V = sp.Matrix(n, 2, sp.symbols("v0:6", real=True))

    def softmax_rows(M):
        E = M.applyfunc(sp.exp)
        return sp.Matrix(M.rows, M.cols, lambda i, j: E[i, j] / sum(E[i, k] for k in range(M.cols)))

    perms = [sp.Matrix(n, n, lambda i, j: 1 if p[i] == j else 0) for p in itertools.permutations(range(n))]
    pf.exhaust("scores transform as S(PX) = P S(X) P^T, for all 6 permutations of n = 3 (symbolic X, W)", perms,
               lambda P: sp.expand((P * X) * WQ * ((P * X) * WK).T - P * (X * WQ * (X * WK).T) * P.T) == sp.zeros(n, n))
    pf.exhaust("softmax_rows(P S P^T) (P V) = P softmax_rows(S) V for all 6 permutations (symbolic S, V)", perms,
               lambda P: sp.simplify(softmax_rows(P * S * P.T) * (P * V) - P * softmax_rows(S) * V) == sp.zeros(n, 2))
    pf.scope = "n = 3 (every permutation), generic symbolic X, W_Q, W_K, scores S and values V"


@claim.check
def check(ctx, seed, n, dm):
    out, out_p, perm = permuted_attention(ctx, seed, n, dm)
    resid = ctx.fsum(ctx.abs(out_p[i][c] - out[perm[i]][c]) for i in range(n) for c in range(dm))
    return Eq(resid, ctx.num(0))
