import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims, offsets, positions

DOC1 = '001_8a5acf2bc849a6e4.txt'

claim = Claim(
    title=r"Each pair of the code at $\text{pos}+k$ is $\begin{bmatrix} \cos \beta & \sin \beta \\ -\sin \beta & "
          r"\cos \beta \end{bmatrix}$ times the same pair at $\text{pos}$ ($\beta = k \cdot w_i$)",
    statement=r"With $w_i = 10000^{-2i/d}$, $\alpha = \text{pos} \cdot w_i$, $\beta = k \cdot w_i$: "
              r"$\mathrm{PE}(\text{pos}+k,2i) = \sin(\alpha+\beta) = \mathrm{PE}(\text{pos},2i)\cos\beta + "
              r"\mathrm{PE}(\text{pos},2i+1) \sin\beta$ and $\mathrm{PE}(\text{pos}+k,2i+1) = \cos(\alpha+\beta) = "
              r"\mathrm{PE}(\text{pos},2i+1) \cos\beta - \mathrm{PE}(\text{pos},2i) \sin\beta$; equivalently "
              r"$[\mathrm{PE}(\text{pos}+k,2i), \mathrm{PE}(\text{pos}+k,2i+1)]^T = \begin{bmatrix} \cos \beta & "
              r"\sin \beta \\ -\sin \beta & \cos \beta \end{bmatrix} \cdot [\mathrm{PE}(\text{pos},2i), "
              r"\mathrm{PE}(\text{pos},2i+1)]^T$. So each $(\sin, \cos)$ pair at $\text{pos}+k$ is a linear "
              r"combination of the same pair at $\text{pos}$. The check evaluates the sum of the absolute residuals "
              "of both components.",
    hypotheses=r"$d$ even $\ge 2$; $0 \le i \le d/2-1$; base 10000; $\text{pos}, k$ real (integer positions in the "
               "document)",
    expect="proved",
    sources=[
        Source(DOC1, "§1 三角函数位置编码公式", r"PE(pos, 2i) = \sin\left(\frac{pos}{10000^{2i/d}}\right)", role="defines"),
        Source(DOC1, "§1 三角函数位置编码公式", r"PE(pos, 2i+1) = \cos\left(\frac{pos}{10000^{2i/d}}\right)", role="defines"),
        Source(DOC1, "§1 三角函数位置编码公式", "其中 `d` 是模型维度", role="defines"),
        Source(DOC1, "§3 推导线性组合关系", "- `α = pos / 10000^{2i/d}` - `β = k / 10000^{2i/d}`", role="defines"),
        Source(DOC1, "title paragraph",
               r"依据三角函数的基本性质，可以得知$pos+k$个位置编码是第$pos$个位置编码的线性组合"),
        Source(DOC1, "§3 推导线性组合关系 (2i line)",
               r"PE(pos+k, 2i) = \sin(\alpha + \beta) = \sin\alpha\cos\beta + \cos\alpha\sin\beta "
               r"= PE(pos, 2i) \cdot \cos\beta + PE(pos, 2i+1) \cdot \sin\beta"),
        Source(DOC1, "§3 推导线性组合关系 (2i+1 line)",
               r"PE(pos+k, 2i+1) = \cos(\alpha + \beta) = \cos\alpha\cos\beta - \sin\alpha\sin\beta "
               r"= PE(pos, 2i+1) \cdot \cos\beta - PE(pos, 2i) \cdot \sin\beta"),
        Source(DOC1, "§4 矩阵形式表示",
               r"\begin{bmatrix} PE(pos+k, 2i) \\ PE(pos+k, 2i+1) \end{bmatrix} = \begin{bmatrix} \cos\beta & \sin\beta \\ "
               r"-\sin\beta & \cos\beta \end{bmatrix} \cdot \begin{bmatrix} PE(pos, 2i) \\ PE(pos, 2i+1) \end{bmatrix}"),
        Source(DOC1, "§5.1 距离信息的编码", "`pos+k` 的位置编码可以由 `pos` 的位置编码**线性变换**得到"),
        Source(DOC1, "§5.3 python code block 1", "# pos+k 的编码可以由 pos 的编码线性表示"),
    ],
    domain={"d": dims(), "m": st.integers(0, 2047), "pos": positions(), "k": offsets()},
    examples=[{"d": 512, "m": 10, "pos": 10, "k": 3}, {"d": 4096, "m": 2047, "pos": 10**6, "k": -10**6}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    pos, k = sp.symbols("pos k", real=True)
    i = sp.Symbol("i", nonnegative=True, integer=True)
    d = sp.Symbol("d", positive=True, integer=True)
    w = sp.Integer(10000) ** (-2 * i / d)
    al, be = pos * w, k * w
    pf.eq("PE(pos+k,2i) = sin(α+β)", sp.sin((pos + k) * w), sp.sin(al + be))
    pf.eq("sin(α+β) = PE(pos,2i) cos β + PE(pos,2i+1) sin β",
          sp.sin(al + be), sp.sin(al) * sp.cos(be) + sp.cos(al) * sp.sin(be))
    pf.eq("PE(pos+k,2i+1) = cos(α+β)", sp.cos((pos + k) * w), sp.cos(al + be))
    pf.eq("cos(α+β) = PE(pos,2i+1) cos β - PE(pos,2i) sin β",
          sp.cos(al + be), sp.cos(al) * sp.cos(be) - sp.sin(al) * sp.sin(be))
    R = sp.Matrix([[sp.cos(be), sp.sin(be)], [-sp.sin(be), sp.cos(be)]])
    pf.eq("matrix form (§4)", sp.Matrix([sp.sin((pos + k) * w), sp.cos((pos + k) * w)]),
          R * sp.Matrix([sp.sin(al), sp.cos(al)]))


@claim.check
def check(ctx, d, m, pos, k):
    m = m % (d // 2)
    w = inv_freq(ctx, m, d)
    a, b = ctx.num(pos) * w, ctx.num(k) * w
    s, c = ctx.sin(a), ctx.cos(a)
    cb, sb = ctx.cos(b), ctx.sin(b)
    r_even = ctx.sin(ctx.num(pos + k) * w) - (s * cb + c * sb)
    r_odd = ctx.cos(ctx.num(pos + k) * w) - (c * cb - s * sb)
    return Eq(ctx.abs(r_even) + ctx.abs(r_odd), ctx.num(0))
