import sympy as sp

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import bases, dims, positions
from hypothesis import strategies as st

D3 = "003_765fa61f779baf3a.txt"

claim = Claim(
    title=r"Every $\sin$/$\cos$ pair has energy $\sin^2 + \cos^2 = 1$ at every position",
    statement=r"For every $m \in \{0, \ldots, d/2-1\}$ and every position $i$, with the frequency $f_m = "
              r"\text{base}^{-2m/d}$ ($= 1/w_m$ in doc 003): $\sin^2(i f_m) + \cos^2(i f_m) = 1 = \lvert e^{-i\, i "
              r"f_m}\rvert^2$.",
    hypotheses=r"$d$ even $\ge 2$, $\text{base} > 1$, $i$ real",
    expect="proved",
    sources=[
        Source(D3, "§6.2.2 energy", "由于这是一个单位复指数，其模为1"),
        Source(D3, "§6.2.7", "每个频率成分具有相同的能量，但提供不同尺度的位置分辨率", fidelity="partial",
               part=r"equal energy: each pair has $\sin^2 + \cos^2 = 1$ at every position; the second clause "
                    r"'但提供不同尺度的位置分辨率' is pairs_resolve_position_offsets_at_different_scales"),
        Source('001_8a5acf2bc849a6e4.txt', '§6', '每个位置编码是**单位圆上的一个点**'),
        Source('001_8a5acf2bc849a6e4.txt', '§6', '所有位置都在同一个圆上，只是角度不同', fidelity="partial",
               part="all positions lie on the same circle (radius 1); the distinct angles are "
                    "positions_of_a_pair_lie_on_one_circle_at_distinct_angles"),
        Source('003_765fa61f779baf3a.txt', '§6.2.2, after (6.2.10)', '这表明每个频率成分具有相同的能量，振幅为1'),
    ],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64), "i": positions(), "base": bases()},
    examples=[{"d": 512, "m_frac": 1, "i": 10**6, "base": 10000}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    pf.eq("sin^2 t + cos^2 t = 1", sp.sin(t) ** 2 + sp.cos(t) ** 2, 1)
    pf.eq("|e^{-i t}|^2 = 1 for real t", sp.Abs(sp.exp(-sp.I * t)) ** 2, 1)


@claim.check
def check(ctx, d, m_frac, i, base):
    m = min(d // 2 - 1, int(m_frac * (d // 2)))
    t = ctx.num(i) * inv_freq(ctx, m, d, base)
    return Eq(ctx.sin(t) ** 2 + ctx.cos(t) ** 2, ctx.num(1))
