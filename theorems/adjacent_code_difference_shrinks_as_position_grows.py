"""Refuted: the change of the encoding between adjacent positions depends on pos — it shrinks as pos (or the sequence length) grows (§二, "because the denominator grows exponentially"), and becomes violent at inputs longer than training (§三).

Statement (document 002): §二 says that as pos grows the encoding changes more and more gently, that
the difference between (adjacent) positions decreases as pos increases — because the numerator
difference is 1 while the denominator grows exponentially (powers of 2) — that i and pos large make
the difference tiny, and that for long sequences adjacent tokens' elements become indistinct; §三
says that at inference inputs far longer than training the values change violently.
Refutation: per pair, ||pair_i(pos+1) - pair_i(pos)||^2 = 4 sin^2(w_i/2) at every pos, and the whole
vector's step sum_i 4 sin^2(w_i/2) is constant in pos: nothing shrinks or grows with pos or with the
sequence length. Element by element the step is 2 sin(w_i/2)|cos((pos+1/2)w_i)| (sine) and
2 sin(w_i/2)|sin((pos+1/2)w_i)| (cosine): periodic in pos, neither decreasing nor increasing
(cosine element at w = 1.04e-4: 5.4e-9 at pos 0, 1.07e-5 at pos 1000; sine element of pair 0:
0.068 at pos 1, 0.898 at pos 3; sine element at w = 1.04e-4: smaller at pos 4095 than at pos 1023).
The premise of §二's reasoning is false too: the denominator 10000^(2i/d) contains no pos
(ratio 1 between adjacent positions), and its growth in i is by 10000^(2/d) per pair, which is 2
only for d = 26.58.
Hypotheses: any pair w_i = 10000^(-2i/d), positions pos >= 0, L >= 1.
References: 002_3d0c6d33c4aad084.txt §二, §三.
Sharp: exact.
"""
import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Lt, Source
from suite.domains import dims, positions
from theorems._util_001002 import DOC2

DIRECTIONS = ("§二: shrinks, D(pos+L) < D(pos)", "§三: violent later, D(pos+L) > D(pos)")
READINGS = ("pair (sin, cos)", "sine element", "cosine element")

claim = Claim(
    title="Refuted: the change between adjacent positions' codes depends on pos — shrinking as pos grows (§二) or becoming "
          "violent at long inputs (§三); it is the same at every position",
    statement="Document 002 says the per-step change D(pos) of the encoding (between pos and pos+1) depends on pos: in §二 "
              "it decreases as pos or the sequence length grows (D(pos+L) < D(pos), L > 0), 'because the numerator difference "
              "is 1 while the denominator grows exponentially (powers of 2)', and i and pos large make it tiny; in §三 the "
              "values change violently at positions beyond the training length (D(pos+L) > D(pos)). In fact, per pair, "
              "D_i(pos)² = 4 sin²(ω_i/2) for every pos (SymPy, symbolic ω, pos, L), and the whole vector's D(pos)² = "
              "Σ_i 4 sin²(ω_i/2) is constant too; element by element the step is 2 sin(ω_i/2)|cos((pos+½)ω_i)| (sine) or "
              "2 sin(ω_i/2)|sin((pos+½)ω_i)| (cosine), periodic in pos, so it neither decreases nor increases. The "
              "denominator 10000^(2i/d) contains no pos. The check tests the stated direction for the pair, the sine element "
              "or the cosine element of pair i.",
    hypotheses="d even; pair i with ω_i = 10000^(−2i/d); positions pos >= 0; L >= 1",
    expect="refuted",
    wrong="‖p_{pos+1} − p_pos‖² = Σ_i 4 sin²(ω_i/2) does not depend on pos, and per pair the step is 2 sin(ω_i/2) at every "
          "position: the adjacent difference neither shrinks as pos or the sequence length grows (§二) nor becomes violent at "
          "positions 1024–4095 (§三). Element by element the step is periodic in pos: the cosine element at ω = 1.04·10⁻⁴ "
          "changes by 5.4·10⁻⁹ at pos 0 but 1.07·10⁻⁵ at pos 1000 (2000× more), the sine element of pair 0 by 0.068 at pos 1 "
          "but 0.898 at pos 3, and the sine element at ω = 1.04·10⁻⁴ changes less at pos 4095 than at pos 1023. The premise "
          "is false as well: the denominator 10000^(2i/d) contains no pos (ratio 1 between adjacent positions), and it "
          "grows in i by 10000^(2/d) per pair, which equals 2 only for d = 26.58. What is slow is a function of i alone "
          "(2 sin(ω_i/2) ≈ ω_i), already at pos = 0; in §三's sense (频率 = the phase pos·ω_i) the phase at pos 4095 is 4.0× its "
          "training maximum, but a larger phase is not a faster change.",
    error_kind="false general statement",
    survives="partly: the dependence on i survives (high pairs change slowly at every position, "
             "per_step_change_decreases_with_pair_index); the dependence on pos or the sequence length in §二 and the "
             "'violent change' that §三 gives as the reason long inputs fail do not — what is new at long inputs is unseen "
             "phase values, not faster change",
    correction="adjacent_code_difference_is_independent_of_position",
    sources=[
        Source(DOC2, "§二", "如果token序列长度非常长，随着`pos`值的增大，位置编码的变化变得越来越平缓，尤其是高维度的部分(即i较大)，"
                            "位置之间的差异变得非常微小"),
        Source(DOC2, "§二", "注意这里指的是不同`pos`位置之间的差异会随着`pos`值的增大而减小"),
        Source(DOC2, "§二 (explanation)",
               "不同`pos`位置之间的差异会随着`pos`值的增大而减小，因为两个相邻`pos`位置的差异在分子上仅仅为1，"
               "而分母是指数级增长(2的幂次)", aspect="reasoning"),
        Source(DOC2, "§二 (before the example)", "套入公式计算就可以看到，`i`和`pos`较大时两者的差异非常微小",
               fidelity="partial", part="that a large pos (not only a large i) makes the difference between adjacent "
                                        "positions tiny"),
        Source(DOC2, "§二 (after the plot)", "当序列变长（seq_length较大），远距离(较大的i)相邻token对应元素之间的差异会变得不明显"),
        Source(DOC2, "§三 Sinusoidal PE的缺陷",
               "当推理时输入超长句子（如 GPT-2训练长度为1024，推理输入4096），位置编码对应的频率极高，数值变化剧烈",
               fidelity="partial", part="数值变化剧烈: the values change violently (faster between adjacent positions) at "
                                       "positions beyond the training length"),
    ],
    domain={"direction": st.sampled_from(DIRECTIONS), "reading": st.sampled_from(READINGS), "d": dims(lo=2, hi=512),
            "m": st.integers(0, 255), "pos": positions(), "L": st.integers(1, 10**6)},
    examples=[
        {"direction": DIRECTIONS[0], "reading": READINGS[2], "d": 512, "m": 255, "pos": 0, "L": 1000},
        {"direction": DIRECTIONS[0], "reading": READINGS[1], "d": 2, "m": 0, "pos": 1, "L": 2},
        {"direction": DIRECTIONS[1], "reading": READINGS[1], "d": 512, "m": 255, "pos": 1023, "L": 3072},
    ],
)


@claim.proof
def proof(pf):
    pos = sp.Symbol("pos", real=True)
    w, L = sp.Symbol("omega", positive=True), sp.Symbol("L", positive=True)

    def D2(p):
        return (sp.sin((p + 1) * w) - sp.sin(p * w)) ** 2 + (sp.cos((p + 1) * w) - sp.cos(p * w)) ** 2

    pf.eq("pair: D_i(pos)² = 4 sin²(ω/2) for every pos", D2(pos), 4 * sp.sin(w / 2) ** 2)
    pf.eq("sine element: sin((pos+1)ω) − sin(pos ω) = 2 sin(ω/2) cos((pos+½)ω) (periodic in pos)",
          sp.sin((pos + 1) * w) - sp.sin(pos * w), 2 * sp.sin(w / 2) * sp.cos((pos + sp.Rational(1, 2)) * w))
    pf.eq("cosine element: cos((pos+1)ω) − cos(pos ω) = −2 sin(ω/2) sin((pos+½)ω) (periodic in pos)",
          sp.cos((pos + 1) * w) - sp.cos(pos * w), -2 * sp.sin(w / 2) * sp.sin((pos + sp.Rational(1, 2)) * w))
    i = sp.Symbol("i", nonnegative=True, integer=True)
    d = sp.Symbol("d", positive=True, integer=True)
    den = sp.Integer(10000) ** (2 * i / d)
    pf.eq("premise: the denominator 10000^(2i/d) has ∂/∂pos = 0", sp.diff(den, pos), 0)
    x = 2 * sp.log(10000) / sp.log(2)
    pf.true("its per-pair ratio 10000^(2/d) is 2 only for d = 2 ln(10⁴)/ln 2 ∈ (26, 27), not an even integer",
            sp.And(sp.Gt(x, 26), sp.Lt(x, 27)))
    pf.refute("claimed (§二, pair): shrinks, sign(D_i(pos)² − D_i(pos+L)²) = +1 (all ω, pos, L > 0)",
              sp.sign(D2(pos) - D2(pos + L)), 1)
    pf.refute("claimed (§三, pair): violent later, sign(D_i(pos+L)² − D_i(pos)²) = +1 (all ω, pos, L > 0)",
              sp.sign(D2(pos + L) - D2(pos)), 1)


def _D(ctx, reading, w, pos):
    a, b = ctx.num(pos) * w, ctx.num(pos + 1) * w
    ds, dc = ctx.sin(b) - ctx.sin(a), ctx.cos(b) - ctx.cos(a)
    if reading == READINGS[0]:
        return ds * ds + dc * dc
    return ctx.abs(ds) if reading == READINGS[1] else ctx.abs(dc)


@claim.check
def check(ctx, direction, reading, d, m, pos, L):
    w = inv_freq(ctx, m % (d // 2), d)
    now, later = _D(ctx, reading, w, pos), _D(ctx, reading, w, pos + L)
    scale = 4.0 * (1 + pos + L)
    if direction == DIRECTIONS[0]:
        return Lt(later, now, scale=scale)  # the claim: the step at pos + L is smaller
    return Lt(now, later, scale=scale)  # §三's claim: the step at the later position is larger
