import sympy as sp
from hypothesis import strategies as st

from numeric.attention import softmax
from numeric.samples import rational_weights
from suite import Claim, Lt, Source

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title="Softmax gives every finite logit a strictly positive weight; the weights sum to 1",
    statement=r"For finite logits: $w_j = e^{s_j}/\sum_k e^{s_k} \in (0, 1)$, $\sum_j w_j = 1$, and the output is a "
              "convex combination of the values. An unmasked pad key gets $w > 0$ even with score 0 "
              "(e.g. a zero key); a nonzero key may still score 0.",
    hypotheses=r"finite real logits; $n \ge 2$ keys (symbolic proof with $n = 3$, the argument is the same for every $n$)",
    expect="numeric",
    sources=[
        Source(DOC, "§掩码与填充, leakage item 1", "并通过 softmax 归一化分配到一定的注意力权重"),
        Source(DOC, "§掩码与填充, leakage item 1", "这导致真实位置的输出受到了无意义的填充信息的污染"),
        Source(DOC, "§引言",
               "[自注意力机制](@entry_id:638063)能够捕捉序列内任意两个元素之间的依赖关系，无论它们相距多远",
               fidelity="partial",
               part=r"every key with a finite score, however far from the query, gets a strictly positive weight, so "
                    r"the output $\sum_j w_j v_j$ gives every position's value a positive coefficient; what a trained "
                    r"model learns to capture is not stated"),
        Source(DOC, "§局部性", "一个没有任何偏置的[自注意力](@entry_id:635960)模型在理论上可以关注序列中的任何位置",
               fidelity="partial",
               part="every position with a finite score gets a strictly positive weight, however far it is"),
    ],
    domain={"n": st.integers(2, 8), "seed": st.integers(0, 10**6), "j": st.integers(0, 7),
            "spread": st.integers(1, 60)},
    examples=[{"n": 2, "seed": 0, "j": 1, "spread": 1}, {"n": 8, "seed": 3, "j": 5, "spread": 60}],
    sweep="spread",
    sweep_max=1000,
    sharp='weights can be arbitrarily close to 0 but never 0 in exact arithmetic.',
    notes="The document's step for leakage item 1 (\"the pad key is usually nonzero, so it gets a nonzero "
          'score") is the generic statement '
          "a_key_off_the_hyperplane_orthogonal_to_the_query_gets_a_nonzero_score; this claim states the "
          "conclusion (a positive weight), which needs no nonzero score (a zero key gets score 0 and a "
          "positive weight; $q = (1, 0)$, $k = (0, 1)$ is a nonzero key with score 0). Item 2 (the pad query's "
          "output) is judged in not_unmasked_pad_query_output_is_a_weighted_average_of_real_values.",
)


@claim.proof
def proof(pf):
    pf.scope = "n = 3 symbolic logits (the same three steps hold for any n)"
    s1, s2, s3 = sp.symbols("s1 s2 s3", real=True)
    Z = sp.exp(s1) + sp.exp(s2) + sp.exp(s3)
    w = [sp.exp(s) / Z for s in (s1, s2, s3)]
    pf.true("w_1 > 0 for finite s", sp.Gt(w[0], 0))
    pf.true("w_1 < 1 when there is another key", sp.Lt(w[0], 1))
    pf.eq("weights sum to 1 (so sum w_j v_j is a weighted average)", w[0] + w[1] + w[2], 1)
    pf.eq("a zero score (e.g. zero key) still gets 1/(1 + e^{s2} + e^{s3})", w[0].subs(s1, 0),
          1 / (1 + sp.exp(s2) + sp.exp(s3)))
    pf.eq("a nonzero key can score 0: (1,0).(0,1) = 0", sp.Matrix([1, 0]).dot(sp.Matrix([0, 1])), 0)


@claim.check
def check(ctx, n, seed, j, spread):
    logits = [ctx.num(x * spread) for x in rational_weights(seed, n)]
    w = softmax(ctx, logits)[j % n]
    return Lt(ctx.num(0), w * (1 - w))  # w (1 - w) > 0  <=>  0 < w < 1
