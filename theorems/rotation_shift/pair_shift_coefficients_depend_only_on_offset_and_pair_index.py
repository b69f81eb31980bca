import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims, offsets, positions

DOC1 = '001_8a5acf2bc849a6e4.txt'

claim = Claim(
    title=r"The shift coefficients $(\cos\beta, \sin\beta)$ depend only on the offset $k$ and the pair index $i$, "
          r"never on $\text{pos}$",
    statement=r"With $\beta = k \cdot 10000^{-2i/d}$: $\mathrm{PE}(\text{pos}+k,2i) = a \cdot "
              r"\mathrm{PE}(\text{pos},2i) + b \cdot \mathrm{PE}(\text{pos},2i+1)$ with $a = \cos\beta$, $b = "
              r"\sin\beta$ (and $\mathrm{PE}(\text{pos}+k,2i+1) = -\sin\beta \cdot \mathrm{PE}(\text{pos},2i) + "
              r"\cos\beta \cdot \mathrm{PE}(\text{pos},2i+1)$) for every $\text{pos}$; $\beta$, $a$ and $b$ are "
              r"functions of $k$ and $i$ (and $d$) only — their derivative in $\text{pos}$ is $0$ — so one pair of "
              "constants serves all positions. The check takes the coefficients from $k$ alone and verifies the "
              r"relation at two unrelated positions $\text{pos}$ and $\text{pos2}$.",
    hypotheses=r"$d$ even $\ge 2$; $0 \le i \le d/2-1$; base 10000; $\text{pos}, \text{pos2}, k$ real (integers in "
               "the document)",
    expect="proved",
    sources=[
        Source(DOC1, "§5.1 距离信息的编码", "`β` 只依赖于 **相对位置 k** 和 **维度 i**"),
        Source(DOC1, "§5.1 距离信息的编码", "变换矩阵的系数 (`cosβ`, `sinβ`) 只与**相对距离 k** 有关"),
        Source(DOC1, "§5.3 python code block 1", "PE_pos_k = a * PE_pos_even + b * PE_pos_odd"),
        Source(DOC1, "§5.3 为什么这是\"线性组合\"", "其中 a, b 是常数（对固定 k 和 i 是固定的）"),
    ],
    domain={"d": dims(), "m": st.integers(0, 2047), "pos": positions(), "pos2": positions(), "k": offsets()},
    examples=[{"d": 512, "m": 10, "pos": 10, "pos2": 777, "k": 3}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    pos, k = sp.symbols("pos k", real=True)
    i = sp.Symbol("i", nonnegative=True, integer=True)
    d = sp.Symbol("d", positive=True, integer=True)
    w = sp.Integer(10000) ** (-2 * i / d)
    beta = k * w
    a, b = sp.cos(beta), sp.sin(beta)
    pf.eq("∂β/∂pos = 0", sp.diff(beta, pos), 0)
    pf.eq("∂(a, b, −b, a)/∂pos = 0", sp.Matrix([a, b, -b, a]).diff(pos), sp.zeros(4, 1))
    pf.eq("even component: a·PE(pos,2i) + b·PE(pos,2i+1) = PE(pos+k,2i) for every pos",
          a * sp.sin(pos * w) + b * sp.cos(pos * w), sp.sin((pos + k) * w))
    pf.eq("odd component: −b·PE(pos,2i) + a·PE(pos,2i+1) = PE(pos+k,2i+1) for every pos",
          -b * sp.sin(pos * w) + a * sp.cos(pos * w), sp.cos((pos + k) * w))


@claim.check
def check(ctx, d, m, pos, pos2, k):
    m = m % (d // 2)
    w = inv_freq(ctx, m, d)
    beta = ctx.num(k) * w
    a, b = ctx.cos(beta), ctx.sin(beta)  # computed from k (and i, d) only
    res = []
    for p in (pos, pos2):
        x = ctx.num(p) * w
        res.append(ctx.sin(ctx.num(p + k) * w) - (a * ctx.sin(x) + b * ctx.cos(x)))
        res.append(ctx.cos(ctx.num(p + k) * w) - (-b * ctx.sin(x) + a * ctx.cos(x)))
    return Eq(ctx.fsum(ctx.abs(r) for r in res), ctx.num(0))
