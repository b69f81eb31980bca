import sympy as sp
from hypothesis import strategies as st

from numeric.attention import permuted_attention
from suite import Claim, Eq, Source

claim = Claim(
    title="Attention output is unchanged (in order) when the input is permuted",
    statement=r"For every permutation $P$: $\operatorname{Attn}(P X) = \operatorname{Attn}(X)$.",
    hypotheses="no positional encoding",
    expect="refuted",
    error_kind="false general statement",
    survives="yes: attention without positions still cannot tell '狗咬人' from '人咬狗': permuting the tokens only "
             "permutes the output rows (equivariance), so the multiset of outputs, and any order-independent read-out, is "
             "unchanged; the motivation for positional encoding stands, only the property's name and its paraphrase "
             "('the order of the output does not change') are wrong.",
    wrong=r"Self-attention is permutation-equivariant, not invariant: $\operatorname{Attn}(PX) = P \operatorname{Attn}(X)$, "
          r"so reordering the input reorders the output rows. Example: $n = 2$, $d = 1$, $X = (1, 0)^T$, "
          r"$W_Q = W_K = W_V = 1$: $\operatorname{Attn}(X) = (e/(e+1), 1/2)^T$ but $\operatorname{Attn}$ of the swapped "
          r"input is $(1/2, e/(e+1))^T$. What is true is that the MULTISET of "
          "output rows is unchanged, so the model cannot tell '狗咬人' from '人咬狗' after a symmetric pooling.",
    correction="attention_without_positions_is_permutation_equivariant",
    sources=[Source("000_da7a9c08a271989b.txt", "§6.1 (introduction)",
                    "纯注意力机制是置换不变的（Permutation Invariant），即改变输入序列的顺序不会改变注意力输出的顺序")],
    domain={"seed": st.integers(0, 10**6), "n": st.integers(2, 5), "dm": st.integers(1, 4)},
    examples=[{"seed": 0, "n": 2, "dm": 1}],
    notes=r'Why it fails: attention is permutation-EQUIvariant, $\operatorname{Attn}(P X) = P \operatorname{Attn}(X)$ '
          r'(attention_without_positions_is_permutation_equivariant): the output rows are permuted with the input. '
          r'Only a symmetric read-out (e.g. mean pooling) of it is invariant.',
)


@claim.proof
def proof(pf):
    e = sp.E
    # X = (1, 0)^T, W = 1, d_k = 1: scores [[1, 0], [0, 0]]; swapped: [[0, 0], [0, 1]]
    out0 = (e * 1 + 1 * 0) / (e + 1)  # row 0 of Attn(X): weights (e, 1)/(e+1) on values (1, 0)
    out0_swapped = (1 * 0 + 1 * 1) / (1 + 1)  # row 0 of Attn(PX): weights (1, 1)/2 on values (0, 1)
    pf.refute("n = 2, d = 1, X = (1, 0)^T, all W = 1: first output row differs after swapping the inputs",
              out0_swapped, out0)


@claim.check
def check(ctx, seed, n, dm):
    out, out_p, _ = permuted_attention(ctx, seed, n, dm)
    resid = ctx.fsum(ctx.abs(out_p[i][c] - out[i][c]) for i in range(n) for c in range(dm))
    return Eq(resid, ctx.num(0))
