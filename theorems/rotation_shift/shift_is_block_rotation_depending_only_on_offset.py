import sympy as sp

from numeric.encoding import code, freqs, pair_slots
from suite import Claim, Eq, Source
from suite.domains import bases, dims, offsets, positions

D1 = "001_8a5acf2bc849a6e4.txt"

claim = Claim(
    title=r"$p_{i+k} = R(k)\, p_i$ with $R(k)$ a block-diagonal rotation depending on $k$ only",
    statement=r"For every position $i$ and offset $k$: $p_{i+k} = R(k)\, p_i$ where $R(k) = \operatorname{diag}(B(k "
              r"w_m))$, $B(b) = \begin{bmatrix} \cos b & \sin b \\ -\sin b & \cos b \end{bmatrix}$; $B(b)^T B(b) = "
              r"I$ and $\det B(b) = 1$, so $R(k)$ is orthogonal with determinant 1; $R(k)$ is independent of $i$ and "
              "$R(k) R(l) = R(k + l)$.",
    hypotheses=r"$d$ even $\ge 2$; pairs ordered $(\sin, \cos)$ as in 000 eq. (6.1.1); $i, k$ real",
    expect="proved",
    sources=[
        Source(D1, "§4 矩阵形式表示", "**这就是一个旋转矩阵！**"),
        Source(D1, "§5.1", "变换矩阵的系数 (`cosβ`, `sinβ`) 只与**相对距离 k** 有关"),
        Source(D1, "总结 2", "**变换矩阵只依赖于相对距离 k**，与绝对位置 pos 无关"),
        Source('001_8a5acf2bc849a6e4.txt', '§7', '由于 位置编码 $ _{pos+k} $ 是 位置编码 $ _{pos} $的线性函数'),
        Source('001_8a5acf2bc849a6e4.txt', '总结', '**核心洞见**：三角函数位置编码通过和角公式，使得**相对位置关系被编码为线性变换**'),
        Source('001_8a5acf2bc849a6e4.txt', '总结 1', '1. **位置 pos+k 的编码 = 线性矩阵 × 位置 pos 的编码**'),
    ],
    domain={"d": dims(), "i": positions(), "k": offsets(), "base": bases()},
    examples=[{"d": 512, "i": 10, "k": 3, "base": 10000}, {"d": 4096, "i": 10**6, "k": -10**6, "base": 10000}],
    sharp='an identity.',
)


def _B(b):
    return sp.Matrix([[sp.cos(b), sp.sin(b)], [-sp.sin(b), sp.cos(b)]])


@claim.proof
def proof(pf):
    a, b, c = sp.symbols("a b c", real=True)  # a = i w_m, b = k w_m
    pf.eq("angle sums: (sin(a+b), cos(a+b)) = B(b) (sin a, cos a)",
          sp.Matrix([sp.sin(a + b), sp.cos(a + b)]), _B(b) * sp.Matrix([sp.sin(a), sp.cos(a)]))
    pf.eq("B(b) is orthogonal: B^T B = I", _B(b).T * _B(b), sp.eye(2))
    pf.eq("det B(b) = 1", _B(b).det(), 1)
    pf.eq("B(b) B(c) = B(b + c), so R(k) R(l) = R(k + l)", _B(b) * _B(c), _B(b + c))


@claim.check
def check(ctx, d, i, k, base):
    ws = freqs(ctx, d, base)
    p, q = code(ctx, i, d, base, ws), code(ctx, i + k, d, base, ws)
    kk = ctx.num(k)
    resid = []
    for m, w in enumerate(ws):
        cb, sb = ctx.cos(kk * w), ctx.sin(kk * w)
        js, jc = pair_slots(ctx, m, d)
        s, c = p[js], p[jc]
        resid += [ctx.abs(q[js] - (cb * s + sb * c)), ctx.abs(q[jc] - (-sb * s + cb * c))]
    return Eq(ctx.fsum(resid), ctx.num(0))
