import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code
from suite import Claim, Eq, Source
from suite.domains import bases, dims, positions

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title="The compact form (6.1.3) equals the componentwise definition (6.1.1)",
    statement=r"With $w_m = 1/b^{2m/d}$ (eq. 6.1.2): $p_{i,2m} = \sin(w_m i) = \sin(i/b^{2m/d})$ and $p_{i,2m+1} = "
              r"\cos(w_m i) = \cos(i/b^{2m/d})$, so the vector of (6.1.3) has exactly the entries of (6.1.1).",
    hypotheses=r"$d$ even $\ge 2$; $b > 1$ ($b = 10000$ in the document); $i$ real",
    expect="proved",
    sources=[
        Source(DOC, "(6.1.1)", r"p_{i, 2m} = \sin\left(\frac{i}{10000^{2m/d_{\text{model}}}}\right), \quad p_{i, 2m+1} = \cos\left(\frac{i}{10000^{2m/d_{\text{model}}}}\right) \tag{6.1.1}", role="defines"),
        Source(DOC, "(6.1.2)", r"\omega_m = \frac{1}{10000^{2m/d_{\text{model}}}} \tag{6.1.2}", role="defines"),
        Source(DOC, "§6.1.1, after (6.1.1)",
               r"编码向量的偶数维度（索引为$2m$）由正弦函数给出，奇数维度（索引为$2m+1$）由余弦函数给出，两者成对出现",
               role="defines"),
        Source(DOC, "(6.1.3)", r"p_i = \begin{bmatrix} \sin(\omega_0 \cdot i) & \cos(\omega_0 \cdot i) &  \cdots & \sin(\omega_{d_{\text{model}}/2-1} \cdot i) & \cos(\omega_{d_{\text{model}}/2-1} \cdot i) \end{bmatrix}^T \tag{6.1.3}"),
    ],
    domain={"d": dims(), "i": positions(), "base": bases(), "k": st.integers(0, 4095)},
    examples=[{"d": 8, "i": 2, "base": 10000, "k": 3}, {"d": 4, "i": 1, "base": 10000, "k": 3}],  # the last entry too
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    i, m, b, d = sp.symbols("i m b d", positive=True)
    w = 1 / b ** (2 * m / d)
    pf.eq("sin(w_m i) = sin(i / b^(2m/d))", sp.sin(w * i), sp.sin(i / b ** (2 * m / d)))
    pf.eq("cos(w_m i) = cos(i / b^(2m/d))", sp.cos(w * i), sp.cos(i / b ** (2 * m / d)))


@claim.check
def check(ctx, d, i, base, k):
    idx = k % d
    m = idx // 2
    p = code(ctx, i, d, base)
    denom = ctx.exp((ctx.num(2 * m) / ctx.num(d)) * ctx.log(ctx.num(base)))  # b^(2m/d)
    ph = ctx.num(i) / denom
    direct = ctx.sin(ph) if idx % 2 == 0 else ctx.cos(ph)
    return Eq(p[idx], direct)
