"""Refuted: the difference between adjacent positions' codes shrinks as pos (or the sequence length) grows.

Statement (document): for long sequences, as pos grows the encoding changes more and more gently and the
differences between (adjacent) positions decrease with pos; when the sequence gets long, adjacent tokens'
elements become indistinguishable.
Refutation: ||p_{pos+1} - p_pos||^2 = sum_i 4 sin^2(w_i/2) for every pos, and per pair the adjacent change
is 2 sin(w_i/2) for every pos; so sign(D(pos)^2 - D(pos+L)^2) = 0 for every L > 0, not +1: nothing
decreases with pos. (Large-i pairs change little at every position, pos = 0 included.)
Hypotheses: any pair w > 0, any pos, any L > 0.
References: 002_3d0c6d33c4aad084.txt §二.
Sharp: exact.
"""
import sympy as sp

from suite import Claim, Source
from theorems._util_001002 import DOC2

claim = Claim(
    title="Refuted: adjacent positions' codes differ less and less as pos (or the sequence length) grows",
    statement="The document says that for long sequences, as pos increases the encoding changes more and more gently, that the "
              "difference between positions decreases as pos increases, and that when the sequence gets long adjacent tokens' "
              "elements become indistinguishable — i.e. D(pos + L) < D(pos) for L > 0, with D(pos) = ‖p_{pos+1} − p_pos‖ (per "
              "pair or for the whole vector). In fact, per pair, D_i(pos)² = 4 sin²(ω_i/2) for every pos, so "
              "sign(D_i(pos)² − D_i(pos+L)²) = 0 for all pos, L (SymPy, symbolic ω, pos, L), and the whole-vector D(pos)² = "
              "Σ_i 4 sin²(ω_i/2) is constant too. Nothing shrinks with pos or with the sequence length; high-index pairs are slow "
              "at every position (pos = 0 included).",
    hypotheses="ω > 0 (any pair), pos real, L > 0",
    expect="refuted",
    wrong="‖p_{pos+1} − p_pos‖² = Σ_i 4 sin²(ω_i/2) does not depend on pos (and per pair the step is 2 sin(ω_i/2) at every "
          "position), so the adjacent difference does not decrease as pos or the sequence length grows; the slowness of "
          "high-index pairs is a function of i alone (2 sin(ω_i/2) ≈ ω_i), present already at pos = 0.",
    correction="adjacent_code_difference_is_independent_of_position",
    sources=[
        Source(DOC2, "§二", "如果token序列长度非常长，随着`pos`值的增大，位置编码的变化变得越来越平缓，尤其是高维度的部分(即i较大)，"
                            "位置之间的差异变得非常微小"),
        Source(DOC2, "§二", "注意这里指的是不同`pos`位置之间的差异会随着`pos`值的增大而减小"),
        Source(DOC2, "§二 (after the plot)", "当序列变长（seq_length较大），远距离(较大的i)相邻token对应元素之间的差异会变得不明显"),
    ],
)


@claim.proof
def proof(pf):
    pos = sp.Symbol("pos", real=True)
    w, L = sp.Symbol("omega", positive=True), sp.Symbol("L", positive=True)

    def D2(p):
        return (sp.sin((p + 1) * w) - sp.sin(p * w)) ** 2 + (sp.cos((p + 1) * w) - sp.cos(p * w)) ** 2

    pf.eq("D_i(pos)² = 4 sin²(ω/2) for every pos", D2(pos), 4 * sp.sin(w / 2) ** 2)
    pf.refute("claimed decrease: sign(D_i(pos)² − D_i(pos+L)²) = +1 (for all ω, pos, L > 0)", sp.sign(D2(pos) - D2(pos + L)), 1)
