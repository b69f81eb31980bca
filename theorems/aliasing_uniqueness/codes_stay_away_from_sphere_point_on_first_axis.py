import sympy as sp

from numeric.encoding import code
from suite import Claim, Le
from suite.domains import bases, dims, positions

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"No code comes closer than $\sqrt{d - \sqrt{2d}}$ to the sphere point $\sqrt{d/2}\, e_0$",
    statement=r"$\lVert p_i - \sqrt{d/2}\, e_0\rVert^2 = d - \sqrt{2d} \sin(i) \ge d - \sqrt{2d} > 0$ for $d \ge 4$.",
    hypotheses=r"$d$ even $\ge 2$, $\text{base} > 1$, $i$ real",
    expect="proved",
    sources=[],
    domain={"d": dims(), "i": positions(), "base": bases()},
    examples=[{"d": 4, "i": 2, "base": 10000}, {"d": 4096, "i": 11, "base": 10000}],
    equivalent_mutants={
        "swap": "the bound uses only ||p||^2 = d/2 and |p_0| <= 1: dist^2 = d - sqrt(2d) p_0 >= d - sqrt(2d) holds "
                "whatever p_0 is, so swapping sin and cos leaves a true statement",
        "sign": "the same argument: with p_0 = -sin i the distance is d + sqrt(2d) sin i >= d - sqrt(2d), still true"},
    sharp=r'attained in the limit $\sin(i) \to 1$ (for integer $i$ the sup of $\sin i$ is 1).',
    notes=r"So the codes miss a whole cap of the sphere $\lVert x\rVert = \sqrt{d/2}$ around $\sqrt{d/2}\, e_0$ ($d = 4$: squared "
          r"distance $\ge 4 - \sqrt{8} \approx 1.17$); for $d = 2$ the bound is 0 (no gap).",
)


@claim.proof
def proof(pf):
    x = sp.Symbol("x", real=True)
    u = sp.Symbol("u", positive=True)  # d = 2u^2, sqrt(d/2) = u, sqrt(2d) = 2u
    pf.eq("||p_i - u e_0||^2 = (sin x - u)^2 + cos^2 x + (d/2 - 1) = 2u^2 - 2u sin x",
          (sp.sin(x) - u) ** 2 + sp.cos(x) ** 2 + (u ** 2 - 1), 2 * u ** 2 - 2 * u * sp.sin(x))
    pf.eq("max over R of sin x is 1", sp.maximum(sp.sin(x), x, sp.S.Reals), 1)
    t = sp.Symbol("t", positive=True)
    pf.true("d >= 4 means u >= sqrt(2) > 1; with u = 1 + t: 2u^2 - 2u > 0", sp.Gt(2 * (1 + t) ** 2 - 2 * (1 + t), 0))


@claim.check
def check(ctx, d, i, base):
    p = code(ctx, i, d, base)
    q0 = ctx.sqrt(ctx.num(d) / 2)
    dist2 = ctx.fsum([(p[0] - q0) ** 2] + [x * x for x in p[1:]])
    return Le(ctx.num(d) - ctx.sqrt(2 * ctx.num(d)), dist2)
