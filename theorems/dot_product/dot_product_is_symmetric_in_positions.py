import sympy as sp

from numeric.encoding import code, dot, freqs, offset_dot
from suite import Claim, Eq, Source
from suite.domains import bases, dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="The dot product of two codes is symmetric in the two positions because cosine is even",
    statement="For all positions i, j: p_i . p_j = sum_m cos((i-j) f_m) = sum_m cos((j-i) f_m) = p_j . p_i "
              "(cos(-x) = cos(x) term by term).",
    hypotheses="d even >= 2; base > 1; f_m = base^(-2m/d); i, j real (integers in the check)",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.4, 'three properties', second",
               r"第二，对称性，$p_i \cdot p_j = p_j \cdot p_i$，因为$\cos(-\Delta) = \cos(\Delta)$"),
        Source(DOC, "§6.2.7, summary of §6.2.4", r"这种表示具有平移不变性和对称性"),
    ],
    domain={"d": dims(), "i": positions(), "j": positions(), "base": bases()},
    examples=[{"d": 8, "i": 2, "j": 7, "base": 10000}, {"d": 512, "i": 1000, "j": 3, "base": 10000}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    i, j, f = sp.symbols("i j f", real=True)
    pf.eq("pair term: sin(if)sin(jf) + cos(if)cos(jf) = cos((i-j)f)",
          sp.sin(i * f) * sp.sin(j * f) + sp.cos(i * f) * sp.cos(j * f), sp.cos((i - j) * f))
    pf.eq("cos is even: cos((i-j)f) = cos((j-i)f)", sp.cos((i - j) * f), sp.cos((j - i) * f))
    pf.eq("the pair term is symmetric in i and j",
          sp.sin(i * f) * sp.sin(j * f) + sp.cos(i * f) * sp.cos(j * f),
          sp.sin(j * f) * sp.sin(i * f) + sp.cos(j * f) * sp.cos(i * f))


@claim.check
def check(ctx, d, i, j, base):
    fr = freqs(ctx, d, base)
    lhs = dot(ctx, code(ctx, i, d, base, freqs=fr), code(ctx, j, d, base, freqs=fr))
    return Eq(lhs, offset_dot(ctx, j - i, d, ws=fr), scale=d / 2 * (1 + max(i, j)))
