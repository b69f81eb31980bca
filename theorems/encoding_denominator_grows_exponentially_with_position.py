"""Refuted: the denominator 10000^(2i/d) grows exponentially (as powers of 2) with the position.

Statement (document, explaining why adjacent differences shrink with pos): the numerator difference of
adjacent positions is only 1 while the denominator grows exponentially ("2的幂次").
Refutation: the denominator 10000^(2i/d) contains no pos: its ratio between pos+1 and pos is 1, not 2 (nor
any growth factor). It does grow geometrically in the pair index i, by the factor 10000^(2/d) per pair
(1.0366 for d = 512), which is why high pairs are slow at every position.
Hypotheses: d even, 0 <= i < d/2.
References: 002_3d0c6d33c4aad084.txt §二.
Sharp: exact.
"""
import sympy as sp

from suite import Claim, Source
from theorems._util_001002 import DOC2

claim = Claim(
    title="Refuted: the denominator 10000^(2i/d) grows exponentially with pos — it does not depend on pos at all",
    statement="The document explains the (alleged) decrease of adjacent differences with pos by 'the numerator difference is only "
              "1 while the denominator grows exponentially (powers of 2)', i.e. den(pos+1)/den(pos) = 2 (or any factor > 1). The "
              "denominator is 10000^(2i/d), independent of pos: den(pos+1)/den(pos) = 1. It grows geometrically in the pair "
              "index i (ratio 10000^(2/d) per pair, 1.0366 for d = 512), which affects every position alike.",
    hypotheses="d even >= 2; 0 <= i < d/2; pos real",
    expect="refuted",
    wrong="The denominator of pos/10000^(2i/d) is 10000^(2i/d): it does not contain pos, so it does not grow with pos "
          "(ratio between adjacent positions = 1, not 2). It grows in i by the factor 10000^(2/d) per pair, the same at every pos.",
    correction="denominator_grows_geometrically_in_pair_index_so_phase_decreases",
    sources=[Source(DOC2, "§二", "两个相邻`pos`位置的差异在分子上仅仅为1，而分母是指数级增长(2的幂次)")],
)


@claim.proof
def proof(pf):
    pos = sp.Symbol("pos", real=True)
    i = sp.Symbol("i", nonnegative=True, integer=True)
    d = sp.Symbol("d", positive=True, integer=True)

    def den(p):  # the denominator as a function of the position p (it does not use p)
        return sp.Integer(10000) ** (2 * i / d) + 0 * p

    pf.eq("∂ den/∂pos = 0", sp.diff(den(pos), pos), 0)
    pf.refute("claimed growth with pos: den(pos+1)/den(pos) = 2", den(pos + 1) / den(pos), 2)
    pf.eq("growth in i instead: den(i+1)/den(i) = 10000^(2/d)",
          (sp.Integer(10000) ** (2 * (i + 1) / d)) / sp.Integer(10000) ** (2 * i / d), sp.Integer(10000) ** (sp.Integer(2) / d))
