import sympy as sp

from numeric.encoding import code, dot
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"The dot product of two codes is the pairwise sum (6.1.8) when $\omega_m = 10000^{2m/d}$ is the period parameter",
    statement=r"$p_i \cdot p_j = \sum_{m=0}^{d/2-1} [\sin(i/W_m) \sin(j/W_m) + \cos(i/W_m) \cos(j/W_m)]$ with $W_m = 10000^{2m/d} = 1/w_m$.",
    hypotheses=r"$d$ even $\ge 2$; base 10000; $i, j$ real",
    expect="proved",
    sources=[Source(DOC, "(6.1.8)", r"p_i \cdot p_j = \sum_{m=0}^{d_{\text{model}}/2-1} \left[ \sin\left(\frac{i}{\omega_m}\right)\sin\left(\frac{j}{\omega_m}\right) + \cos\left(\frac{i}{\omega_m}\right)\cos\left(\frac{j}{\omega_m}\right) \right] \tag{6.1.8}")],
    domain={"d": dims(), "i": positions(), "j": positions()},
    examples=[{"d": 8, "i": 1, "j": 2}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    i, j, m, d = sp.symbols("i j m d", positive=True)
    W = sp.Integer(10000) ** (2 * m / d)
    w = sp.Integer(10000) ** (-2 * m / d)
    pf.eq("entry 2m of p_i: sin(i w_m) = sin(i / W_m)", sp.sin(i * w), sp.sin(i / W))
    pf.eq("entry 2m+1 of p_i: cos(i w_m) = cos(i / W_m)", sp.cos(i * w), sp.cos(i / W))
    pf.eq("pair m contributes p_{i,2m} p_{j,2m} + p_{i,2m+1} p_{j,2m+1}",
          sp.sin(i * w) * sp.sin(j * w) + sp.cos(i * w) * sp.cos(j * w),
          sp.sin(i / W) * sp.sin(j / W) + sp.cos(i / W) * sp.cos(j / W))


@claim.check
def check(ctx, d, i, j):
    lhs = dot(ctx, code(ctx, i, d), code(ctx, j, d))
    terms = []
    for m in range(d // 2):
        W = ctx.exp((ctx.num(2 * m) / ctx.num(d)) * ctx.log(ctx.num(10000)))
        a, b = ctx.num(i) / W, ctx.num(j) / W
        terms.append(ctx.sin(a) * ctx.sin(b) + ctx.cos(a) * ctx.cos(b))
    return Eq(lhs, ctx.fsum(terms))
