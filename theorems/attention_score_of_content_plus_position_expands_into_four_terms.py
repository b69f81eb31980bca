"""The score of (content + position) vectors expands into content-content, two cross and position-position terms.

Statement: for vectors c_1, c_2 (content) and p, q (position codes) of any length n,
    (c_1 + p) . (c_2 + q) = c_1.c_2 + c_1.q + p.c_2 + p.q,
so Q_pos . K_{pos+k}^T with Q = content + PE_pos, K = content + PE_{pos+k} contains the position
terms c_1.PE_{pos+k} + PE_pos.c_2 + PE_pos.PE_{pos+k} (bilinearity of the dot product).
Hypotheses: real vectors of the same length; no projection matrices (as in the document's formula).
References: 001_8a5acf2bc849a6e4.txt §7.
Sharp: an identity.
"""
import sympy as sp

from suite import Claim, Source
from theorems._util_001002 import DOC1

claim = Claim(
    title="(content + PE_pos)·(content + PE_{pos+k})ᵀ = content·content + two cross terms + PE_pos·PE_{pos+k}",
    statement="For real vectors of any length n: Σ_j (c_j + p_j)(e_j + q_j) = Σ c_j e_j + Σ c_j q_j + Σ p_j e_j + Σ p_j q_j. "
              "With Q_pos = ContentVector + PosEncode_pos and K_{pos+k} = ContentVector' + PosEncode_{pos+k} (the document's "
              "formula, no projections), the score Q_pos·K_{pos+k}ᵀ therefore contains the position terms "
              "ContentVector·PosEncode_{pos+k} + PosEncode_pos·ContentVector' + PosEncode_pos·PosEncode_{pos+k}.",
    hypotheses="real vectors of equal length n >= 1; queries and keys are content + position with no projection matrices",
    expect="proved",
    sources=[
        Source(DOC1, "§7 在注意力机制中的作用", "在注意力计算中，$ Q·K^T $会包含位置编码的信息"),
        Source(DOC1, "§7 在注意力机制中的作用",
               "Q_{pos}·K_{pos+k}^T = ( ContentVector + PosEncode_{pos})·(ContentVector + PosEncode_{pos+k})^T"),
    ],
)


@claim.proof
def proof(pf):
    n = sp.Symbol("n", integer=True, positive=True)
    j = sp.Symbol("j", integer=True)
    c, p, e, q = (sp.IndexedBase(s) for s in ("c", "p", "e", "q"))

    def S(f):
        return sp.Sum(f, (j, 1, n))

    pf.eq("bilinear expansion of the score",
          S((c[j] + p[j]) * (e[j] + q[j])), S(c[j] * e[j]) + S(c[j] * q[j]) + S(p[j] * e[j]) + S(p[j] * q[j]))
