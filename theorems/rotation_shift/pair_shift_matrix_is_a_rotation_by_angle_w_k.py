import sympy as sp

from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC1 = '001_8a5acf2bc849a6e4.txt'

claim = Claim(
    title=r"The pair shift matrix $\begin{bmatrix} \cos \beta & \sin \beta \\ -\sin \beta & \cos \beta "
          r"\end{bmatrix}$ is a rotation (orthogonal, det 1) by the angle $\beta = \omega \cdot k$",
    statement=r"$R(\beta) = \begin{bmatrix} \cos \beta & \sin \beta \\ -\sin \beta & \cos \beta \end{bmatrix}$ "
              r"satisfies $R R^T = I$ and $\det R = 1$, so it is a rotation; its angle is $\beta$ "
              r"($\operatorname{trace} R = 2 \cos\beta$ and $R$ maps $(\sin\varphi, \cos\varphi)$ to "
              r"$(\sin(\varphi+\beta), \cos(\varphi+\beta))$). With $\beta = k \cdot \omega$, $\omega = "
              r"10000^{-2i/d}$, the offset $k$ therefore rotates the point of pair $i$ by the angle $\omega \cdot "
              r"k$. The check evaluates $\sum \lvert R R^T - I\rvert + \lvert\det R - 1\rvert = 0$.",
    hypotheses=r"$\beta$ real ($\beta = k \cdot \omega$ with $k$ the offset and $\omega = 10000^{-2i/d}$)",
    expect="proved",
    sources=[
        Source(DOC1, "§4 矩阵形式表示", "**这就是一个旋转矩阵！**"),
        Source(DOC1, "§6 可视化理解",
               "位置 $ pos → (sin(ω·pos), cos(ω·pos)) $，其中 $ ω = 1/10000^{2i/d} $", role="defines"),
        Source(DOC1, "§6 可视化理解", "相对距离 k 对应**旋转角度 $ω·k$**"),
    ],
    domain={"beta": small_rationals(limit=1000, den=64)},
    examples=[{"beta": 3}],
    sharp='identities.',
    notes=r"In $(x, y) = (\sin, \cos)$ coordinates the turn by $\beta$ is clockwise.",
)


@claim.proof
def proof(pf):
    b, phi = sp.symbols("beta phi", real=True)
    R = sp.Matrix([[sp.cos(b), sp.sin(b)], [-sp.sin(b), sp.cos(b)]])
    pf.eq("R Rᵀ = I (orthogonal)", R * R.T, sp.eye(2))
    pf.eq("det R = 1 (proper rotation)", R.det(), 1)
    pf.eq("trace R = 2 cos β (rotation angle β)", R.trace(), 2 * sp.cos(b))
    pf.eq("R turns (sin φ, cos φ) into (sin(φ+β), cos(φ+β))",
          R * sp.Matrix([sp.sin(phi), sp.cos(phi)]), sp.Matrix([sp.sin(phi + b), sp.cos(phi + b)]))


@claim.check
def check(ctx, beta):
    b = ctx.num(beta)
    c, s = ctx.cos(b), ctx.sin(b)
    rrt = [c * c + s * s - 1, c * (-s) + s * c, (-s) * c + c * s, s * s + c * c - 1]
    det = c * c + s * s - 1
    return Eq(ctx.fsum(ctx.abs(x) for x in rrt) + ctx.abs(det), ctx.num(0))
