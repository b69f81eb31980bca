import sympy as sp

from numeric.encoding import code
from suite import Claim, Eq, Source
from suite.domains import bases, dims, positions

claim = Claim(
    title="Every position's code has squared norm $d/2$",
    statement=r"For even $d$ and every position $i$: $\lVert p_i\rVert^2 = \sum_{m=0}^{d/2-1} (\sin^2(i w_m) + \cos^2(i w_m)) = d/2$, "
              r"so every code lies on the sphere of radius $\sqrt{d/2}$.",
    hypotheses=r"$d$ even $\ge 2$; $\text{base} > 1$; $i$ real (in particular every integer position)",
    expect="proved",
    sources=[
        Source('000_da7a9c08a271989b.txt', '§6.1.2, after (6.1.10)', '这意味着编码向量都位于高维球面上，是一个等范数向量集合'),
        Source('000_da7a9c08a271989b.txt', '§6.1.4', '$p_i \\cdot p_i = d_{\\text{model}}/2 = 4$'),
        Source('004_fe5e934775abaf66.txt', '§掩码与填充', '即使是填充位置，它们也有一个绝对的位置索引，因此会被赋予一个非零的位置编码向量',
               fidelity="partial",
               part=r"the sinusoidal code $\mathrm{PE}(t)$ of §正弦位置编码: $\lVert \mathrm{PE}(t)\rVert = \sqrt{d/2} > 0$ "
                    r"for every position; for the learned table of §可学习的绝对位置编码 a nonzero row is only typical, not a "
                    r"theorem"),
        Source("000_da7a9c08a271989b.txt", "(6.1.10)",
               r"\sum_{m=0}^{d_{\text{model}}/2-1} 1 = \frac{d_{\text{model}}}{2} \tag{6.1.10}"),
        Source("000_da7a9c08a271989b.txt", "§6.1.2, after (6.1.10)",
               r"所有位置编码向量的范数都相等，$\|p_i\|_2 = \sqrt{d_{\text{model}}/2}$"),
    ],
    domain={"d": dims(), "i": positions(), "base": bases()},
    examples=[{"d": 8, "i": 2, "base": 10000}, {"d": 4096, "i": 10**6, "base": 10000}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    i, m, b = sp.symbols("i m b", positive=True)
    h = sp.Symbol("h", integer=True, positive=True)  # h = d/2
    w = b ** (-2 * m / (2 * h))
    term = sp.sin(i * w) ** 2 + sp.cos(i * w) ** 2
    pf.eq("each pair contributes sin^2 + cos^2 = 1", term, 1)
    pf.eq("sum of d/2 ones is d/2", sp.Sum(1, (m, 0, h - 1)).doit(), h)


@claim.check
def check(ctx, d, i, base):
    p = code(ctx, i, d, base)
    return Eq(ctx.fsum(x * x for x in p), ctx.num(d) / 2)
