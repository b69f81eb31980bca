import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="The pair-$m$ point moves uniformly on the unit circle, turning by the angle $1/w_m$ per position",
    statement=r"$c_{i+1,m} = e^{-\mathrm{i}/w_m} c_{i,m}$ ($\mathrm{i}$ the imaginary unit); $(\sin((i+1)/w), \cos((i+1)/w))$ is $(\sin(i/w), \cos(i/w))$ "
              r"rotated through $1/w$; $d(i/w)/di = 1/w$; $\sin^2(i/w) + \cos^2(i/w) = 1$ (the point is on the unit "
              r"circle).",
    hypotheses="$w = w_m = 10000^{2m/d} > 0$; real $i$",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.2, after (6.2.8)", r"每个$c_{i,m}$是一个复指数序列，其频率为$\omega_m^{-1}$"),
        Source(DOC, "§6.2.3, first paragraph", r"当$i$增加1时，该点在圆周上旋转的角度为$1/\omega_m$"),
        Source(DOC, "§6.2.3, first paragraph", r"每个频率成分对应一个在单位圆上匀速运动的点"),
        Source(DOC, "§6.2.3, first paragraph", r"其角速度为$\theta_m(i) = i / \omega_m$", role="corrects"),
    ],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64), "i": positions()},
    examples=[{"d": 512, "m_frac": 0, "i": 5}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    i = sp.Symbol("i", real=True)
    w = sp.Symbol("w", positive=True)
    pf.eq("c_{i+1} = e^{-i/w} c_i", sp.exp(-sp.I * (i + 1) / w), sp.exp(-sp.I / w) * sp.exp(-sp.I * i / w))
    R = sp.Matrix([[sp.cos(1 / w), sp.sin(1 / w)], [-sp.sin(1 / w), sp.cos(1 / w)]])
    pf.eq("(sin, cos) at i+1 = rotation through 1/w of (sin, cos) at i",
          sp.Matrix([sp.sin((i + 1) / w), sp.cos((i + 1) / w)]), R * sp.Matrix([sp.sin(i / w), sp.cos(i / w)]))
    pf.eq("angular velocity d(i/w)/di = 1/w", sp.diff(i / w, i), 1 / w)
    pf.eq("the point (sin(i/w), cos(i/w)) is on the unit circle", sp.sin(i / w) ** 2 + sp.cos(i / w) ** 2, 1)


@claim.check
def check(ctx, d, m_frac, i):
    m = min(d // 2 - 1, int(m_frac * (d // 2)))
    f = inv_freq(ctx, m, d)
    t = ctx.num(i) * f
    lhs = ctx.sin(ctx.num(i + 1) * f)
    rhs = ctx.sin(t) * ctx.cos(f) + ctx.cos(t) * ctx.sin(f)
    return Eq(lhs, rhs)
