import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims

DOC1 = '001_8a5acf2bc849a6e4.txt'

claim = Claim(
    title=r"Position 13's code is position 10's code rotated pair by pair by $\beta_i = 3/10000^{2i/d}$",
    statement=r"For every even $d$ and pair $i$: $k = 13 - 10 = 3$, and with $\beta_i = 3 \cdot 10000^{-2i/d}$, "
              r"$[\mathrm{PE}(13,2i), \mathrm{PE}(13,2i+1)]^T = \begin{bmatrix} \cos\beta_i  & \sin\beta_i  \\ "
              r"-\sin\beta_i  & \cos\beta_i  \end{bmatrix} \cdot [\mathrm{PE}(10,2i), \mathrm{PE}(10,2i+1)]^T$. The "
              "check evaluates the absolute residuals of both components.",
    hypotheses=r"$d$ even $\ge 2$; $0 \le i \le d/2-1$; base 10000",
    expect="proved",
    sources=[
        Source(DOC1, "§5.2 实际例子", "假设我们想计算位置 10 和位置 13 之间的关系", role="defines"),
        Source(DOC1, "§5.2 实际例子", "相对距离 k = 3"),
        Source(DOC1, "§5.2 实际例子", "对于每个维度 i，都有一个旋转角度 $ β_i = 3 / 10000^{2i/d} $"),
        Source(DOC1, "§5.2 实际例子", "位置 13 的编码 = 旋转矩阵 $ β_i $ × 位置 10 的编码"),
    ],
    domain={"d": dims(), "m": st.integers(0, 2047)},
    examples=[{"d": 512, "m": 0}, {"d": 512, "m": 255}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    i = sp.Symbol("i", nonnegative=True, integer=True)
    d = sp.Symbol("d", positive=True, integer=True)
    w = sp.Integer(10000) ** (-2 * i / d)
    pf.eq("k = 13 − 10 = 3", sp.Integer(13) - 10, 3)
    b = 3 * w
    R = sp.Matrix([[sp.cos(b), sp.sin(b)], [-sp.sin(b), sp.cos(b)]])
    pf.eq("pair at 13 = R(β_i) · pair at 10", sp.Matrix([sp.sin(13 * w), sp.cos(13 * w)]),
          R * sp.Matrix([sp.sin(10 * w), sp.cos(10 * w)]))


@claim.check
def check(ctx, d, m):
    m = m % (d // 2)
    w = inv_freq(ctx, m, d)
    b = ctx.num(3) * w
    s10, c10 = ctx.sin(ctx.num(10) * w), ctx.cos(ctx.num(10) * w)
    r1 = ctx.sin(ctx.num(13) * w) - (ctx.cos(b) * s10 + ctx.sin(b) * c10)
    r2 = ctx.cos(ctx.num(13) * w) - (-ctx.sin(b) * s10 + ctx.cos(b) * c10)
    return Eq(ctx.abs(r1) + ctx.abs(r2), ctx.num(0))
