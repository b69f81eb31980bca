import sympy as sp

from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC1 = '001_8a5acf2bc849a6e4.txt'

claim = Claim(
    title="The pair shift matrix [[cos β, sin β], [−sin β, cos β]] is a rotation (orthogonal, det 1) by the angle β = ω·k",
    statement="R(β) = [[cos β, sin β], [−sin β, cos β]] satisfies R Rᵀ = I and det R = 1, so it is a rotation; its angle is β "
              "(trace R = 2 cos β and R maps (sin φ, cos φ) to (sin(φ+β), cos(φ+β))). With β = k·ω, ω = 10000^(−2i/d), the "
              "offset k therefore rotates the point of pair i by the angle ω·k. The check evaluates "
              "Σ|R Rᵀ − I| + |det R − 1| = 0.",
    hypotheses="β real (β = k·ω with k the offset and ω = 10000^(-2i/d))",
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
    notes="In (x, y) = (sin, cos) coordinates the turn by β is clockwise.",
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
