"""(Refuted, the reasoning step) A nonzero pad key gets a nonzero attention score.

The step as the document argues it (§掩码与填充, leakage item 1): "由于填充位置的键向量 k_{j_pad}
通常非零，它们会获得一个非零的注意力分数，并通过 softmax 归一化分配到一定的注意力权重": the pad key is
nonzero, therefore its score q_i^T k_{j_pad} is nonzero, therefore it gets a share of the weight.
Formalised (the first link): for every query q and every key k != 0, q^T k != 0.
Why it fails: q = (1, 0), k = (0, 1) is a nonzero key with score 0 (for a fixed k != 0 the score
vanishes on the whole hyperplane q ⊥ k).  Nor is a nonzero score what gives the pad key its
weight: a zero score still gets e^0 / sum_k e^{s_k} = 1/(1 + sum_{k != j} e^{s_k}) > 0, so even a
zero pad key is attended.  The conclusion (the unmasked pad key gets a positive weight) is true for
a different reason: softmax gives every finite logit a positive weight
(softmax_gives_every_finite_logit_a_positive_weight).
Hypotheses: real q, k in R^2 (the same in every dimension); unscaled dot-product scores.
References: 004_fe5e934775abaf66.txt §掩码与填充, leakage item 1.
"""
from hypothesis import strategies as st

from suite import Claim, Lt, Source
from suite.domains import small_rationals
from theorems._util_004 import DOC

claim = Claim(
    title="A nonzero pad key gets a nonzero attention score (the document's reason why pad keys are attended)",
    statement="For every query q != 0 and every key k != 0 (in R^2): q^T k != 0, i.e. (q^T k)^2 > 0.",
    hypotheses="q, k in R^2 real, q != 0, k != 0; unscaled dot-product scores",
    expect="refuted",
    wrong="A nonzero key can have score 0: q = (1, 0), k = (0, 1) gives q^T k = 0 (every q orthogonal to k does). "
          "And the weight does not need a nonzero score: a score of 0 gets 1/(1 + sum_{k != j} e^{s_k}) > 0, so a "
          "pad key is attended whatever its value, because softmax gives every finite logit a positive weight.",
    error_kind="wrong reasoning step",
    survives="yes: the conclusion, that without a mask the pad keys get a positive attention weight and contaminate "
             "the real outputs, is true (softmax_gives_every_finite_logit_a_positive_weight); only the reason given "
             "for it is wrong",
    correction="softmax_gives_every_finite_logit_a_positive_weight",
    sources=[
        Source(DOC, "§掩码与填充, leakage item 1",
               "由于填充位置的键向量 $k_{j_{\\text{pad}}}$ 通常非零，它们会获得一个非零的注意力分数",
               aspect="reasoning"),
    ],
    # q1 != 0 and k2 != 0 by construction: the query is not the zero vector and the key is nonzero (the premise)
    domain={"q1": st.integers(1, 20), "q2": small_rationals(), "k1": small_rationals(), "k2": st.integers(1, 20)},
    examples=[{"q1": 1, "q2": 0, "k1": 0, "k2": 1}, {"q1": 2, "q2": -3, "k1": 3, "k2": 2}],
)


@claim.check
def check(ctx, q1, q2, k1, k2):
    score = ctx.num(q1) * ctx.num(k1) + ctx.num(q2) * ctx.num(k2)
    return Lt(ctx.num(0), score * score, scale=1.0 + float(abs(q1) + abs(q2)) * float(abs(k1) + abs(k2)))
