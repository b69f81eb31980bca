import sympy as sp

from numeric.encoding import code, dot, offset_dot
from suite import Claim, Eq, Source
from suite.domains import bases, dims, positions

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"The cosine of the angle between $p_i$ and $p_j$ is $(2/d) \sum_m \cos((i-j) w_m)$",
    statement=r"$\cos \angle(p_i, p_j) = p_i \cdot p_j/(\lVert p_i\rVert \, \lVert p_j\rVert) = (2/d) \sum_m \cos((i-j) w_m)$, a function of $i - j$ only.",
    hypotheses=r"$d$ even $\ge 2$, $\text{base} > 1$, $i, j$ real",
    expect="proved",
    sources=[Source(DOC, "§6.1.2, after (6.1.10)", r"这些向量之间存在特定的角度关系，由公式（6.1.9）给出的点积决定")],
    domain={"d": dims(), "i": positions(), "j": positions(), "base": bases()},
    examples=[{"d": 8, "i": 0, "j": 2, "base": 10000}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    d, f = sp.symbols("d f", positive=True)
    pf.eq("f / (sqrt(d/2) sqrt(d/2)) = 2f/d", f / (sp.sqrt(d / 2) * sp.sqrt(d / 2)), 2 * f / d)
    a, b = sp.symbols("a b", real=True)
    pf.eq("||(sin a, cos a)||^2 = 1 per pair, so ||p_i||^2 = d/2", sp.sin(a) ** 2 + sp.cos(a) ** 2, 1)
    pf.eq("pair product = cos(a - b)", sp.sin(a) * sp.sin(b) + sp.cos(a) * sp.cos(b), sp.cos(a - b))


@claim.check
def check(ctx, d, i, j, base):
    pi_, pj = code(ctx, i, d, base), code(ctx, j, d, base)
    cosang = dot(ctx, pi_, pj) / (ctx.sqrt(dot(ctx, pi_, pi_)) * ctx.sqrt(dot(ctx, pj, pj)))
    return Eq(cosang, 2 * offset_dot(ctx, i - j, d, base) / ctx.num(d))
