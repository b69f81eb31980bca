import itertools

import sympy as sp
from hypothesis import strategies as st

from numeric.attention import permuted_attention
from suite import Claim, Eq, Source

D4 = "004_fe5e934775abaf66.txt"

claim = Claim(
    title="Mean pooling is permutation-invariant; an equivariant encoder followed by it is invariant",
    statement=r"For every permutation $\pi$: $(1/n) \sum_i h_{\pi(i)} = (1/n) \sum_i h_i$; hence for every permutation-"
              r"equivariant encoder $E$ ($E(P X) = P E(X)$, e.g. $\operatorname{Attn}$ without positions): "
              r"$\operatorname{pool}(E(P X)) = \operatorname{pool}(P E(X)) = \operatorname{pool}(E(X))$, so the pooled "
              r"model is permutation-invariant.",
    hypotheses=r"$h_i$ real vectors; $E$ any map with $E(P X) = P E(X)$ (the check uses one attention layer)",
    expect="numeric",
    sources=[
        Source('004_fe5e934775abaf66.txt', '§位置信息的必要性', '$h_{\\text{pool}} = \\frac{1}{n} \\sum_{i=1}^n h_i$', role='defines'),
        Source(D4, "§位置信息的必要性", "由于加法是可交换的，这个[平均池化](@entry_id:635263)操作是**[置换](@entry_id:136432)不变的（permutation-invariant）**"),
        Source(D4, "§位置信息的必要性", "将一个[置换](@entry_id:136432)等变的编码器和一个[置换](@entry_id:136432)不变的[池化层](@entry_id:636076)结合起来，得到的整个模型从输入序列到最终预测也是[置换](@entry_id:136432)不变的"),
        Source(D4, "§位置信息的必要性, counterexample paragraph",
               "这个思想实验清楚地表明，任何依赖于顺序信息的任务都无法被一个纯粹的、无位置信息的 Transformer 解决",
               fidelity="partial",
               part="for the document's model, an encoder without positions followed by mean pooling: its prediction "
                    "is the same for $x$ and every permutation of $x$, so it cannot fit a labelling that differs on "
                    "them; the sentence's 'any pure Transformer' (other read-outs) is not stated"),
    ],
    domain={"seed": st.integers(0, 10**6), "n": st.integers(2, 5), "dm": st.integers(1, 4)},
    examples=[{"seed": 0, "n": 2, "dm": 1}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    h = sp.symbols("h0:4", real=True)
    pf.exhaust("sum of h_{pi(i)} equals sum of h_i for all 24 permutations of n = 4 (symbolic h)",
               list(itertools.permutations(range(4))),
               lambda p: sp.expand(sum(h[p[i]] for i in range(4)) - sum(h)) == 0)
    pf.scope = "n = 4 (every permutation); with the equivariance claim this gives invariance of the pooled model"


@claim.check
def check(ctx, seed, n, dm):
    out, out_p, _ = permuted_attention(ctx, seed, n, dm)
    resid = ctx.fsum(ctx.abs(ctx.fsum(out_p[i][c] for i in range(n)) - ctx.fsum(out[i][c] for i in range(n)))
                     for c in range(dm)) / ctx.num(n)
    return Eq(resid, ctx.num(0))
