import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'
PART = (r"the checkable core: a lower-frequency pair has a longer period $2\pi/f_m$ ($2\pi$ for $f_0 = 1$, up to $2\pi "
        r"\cdot 10000^{1-2/d}$), so it varies over long ranges of positions and a high-frequency pair over short ones; "
        r"'covers / captures long-distance relations' is not a defined property and is not checked")

claim = Claim(
    title=r"Pair $m$ has smallest period $2\pi w_m = 2\pi/f_m$ ($2\pi$ for $f_0 = 1$); lower frequency = longer "
          r"period",
    statement=r"$(\sin((t + 2\pi w)/w), \cos((t + 2\pi w)/w)) = (\sin(t/w), \cos(t/w))$ for all $t$, and no $P \in "
              r"(0, 2\pi w)$ is a period; $f_m = 1/w_m \le f_0 = 1$, so the highest-frequency pair has period $2\pi$ "
              r"and lower frequencies have longer periods; the longest period over the shortest is $2\pi w_{d/2-1} / "
              r"(2\pi w_0) = 10000^{1-2/d}$.",
    hypotheses="$d$ even; $w_m = 10000^{2m/d} > 0$; real positions",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.3, range paragraph", r"对于最高频率成分$f_{\max} = 1/\omega_0 = 1$"),
        Source(DOC, "after (6.2.12)", r"低频成分覆盖长距离的位置关系，高频成分覆盖短距离的位置关系", fidelity="partial",
               part=PART),
        Source(DOC, "introduction, 2nd paragraph", "低频成分捕获位置的整体结构和长距离关系，高频成分捕获位置的精细变化和短距离差异",
               fidelity="partial", part=PART),
        Source(DOC, "§6.2.7", "低频成分捕获长距离的位置关系，高频成分捕获短距离的位置变化", fidelity="partial", part=PART),
        Source(DOC, "after (6.2.12)", r"这种设计使得编码能够在多个数量级上同时捕获位置信息", fidelity="partial",
               part=r"the periods $2\pi w_m$ of the pairs span $2\pi$ to $2\pi \cdot 10000^{1-2/d}$, a factor "
                    r"$10000^{1-2/d}$ (about $10^4$ for large $d$)"),
        Source(DOC, "after (6.2.6)", r"其中，$\omega_m = 10000^{2m/d_{\text{model}}}$是第$m$个频率的周期参数", role="defines"),
    ],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64), "i": positions(hi=10**4)},
    examples=[{"d": 512, "m_frac": 0, "i": 0}],
    sharp='the period is the smallest one.',
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    w = sp.Symbol("w", positive=True)
    x = sp.Symbol("x", real=True)
    pf.eq("sin is 2 pi w periodic in t", sp.sin((t + 2 * sp.pi * w) / w), sp.sin(t / w))
    pf.eq("cos is 2 pi w periodic in t", sp.cos((t + 2 * sp.pi * w) / w), sp.cos(t / w))
    pf.true("a period P needs cos(P/w) = cos(0) = 1; no solution x = P/w in (0, 2 pi)",
            sp.Eq(sp.solveset(sp.cos(x) - 1, x, sp.Reals).intersect(sp.Interval.open(0, 2 * sp.pi)), sp.S.EmptySet))
    m, d = sp.symbols("m d", positive=True)
    pf.true("log f_m = log 10000^(-2m/d) < 0 = log f_0 for m > 0 (so f_m < f_0 = 1: log is increasing)",
            sp.Lt(sp.log(sp.Integer(10000) ** (-2 * m / d)), 0))
    pf.eq("longest over shortest period: 2 pi w_{d/2-1} / (2 pi w_0) = 10000^{2(d/2-1)/d} = 10000^{1-2/d}",
          (2 * sp.pi * sp.Integer(10000) ** (2 * (d / 2 - 1) / d)) / (2 * sp.pi), sp.Integer(10000) ** (1 - 2 / d))


@claim.check
def check(ctx, d, m_frac, i):
    m = min(d // 2 - 1, int(m_frac * (d // 2)))
    f = inv_freq(ctx, m, d)
    period = 2 * ctx.pi / f
    return Eq(ctx.sin((ctx.num(i) + period) * f), ctx.sin(ctx.num(i) * f))
