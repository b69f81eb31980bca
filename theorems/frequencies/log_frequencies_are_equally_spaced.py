from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"$\log_{10000} f_m = -2m/d$: the frequencies are equally spaced in log scale (ratio $10000^{-2/d}$)",
    statement=r"$f_m = 1/w_m = 10000^{-2m/d}$ satisfies $\log_{10000} f_m = -2m/d$ and $f_{m+1}/f_m = 10000^{-2/d}$ "
              r"for every $m$.",
    hypotheses=r"$d$ even $\ge 2$; integer $0 \le m < d/2$",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.2, before (6.2.12)", r"考虑频率$f_m = 1/\omega_m = 10000^{-2m/d_{\text{model}}}$", role="defines"),
        Source(DOC, "§6.2.2, before (6.2.12)", r"正弦余弦位置编码采用指数分布的频率"),
        Source(DOC, "(6.2.12)", r"\log_{10000}(f_m) = -\frac{2m}{d_{\text{model}}} \tag{6.2.12}"),
        Source(DOC, "after (6.2.12)", r"这意味着频率在对数域上是等间隔分布的"),
        Source(DOC, "§6.2.2, before (6.2.12)", r"各频率成分在对数尺度上是均匀分布的"),
    ],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64)},
    examples=[{"d": 512, "m_frac": Fraction(1, 2)}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    m = sp.Symbol("m", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    f = lambda k: sp.Integer(10000) ** (-2 * k / d)
    pf.eq("log_10000 f_m = -2m/d", sp.expand_log(sp.log(f(m)), force=True) / sp.log(10000), -2 * m / d)
    pf.eq("f_{m+1}/f_m = 10000^{-2/d}", f(m + 1) / f(m), sp.Integer(10000) ** (-sp.Integer(2) / d))


@claim.check
def check(ctx, d, m_frac):
    m = min(d // 2 - 1, int(m_frac * (d // 2)))
    return Eq(ctx.log(inv_freq(ctx, m, d)) / ctx.log(ctx.num(10000)), ctx.num(Fraction(-2 * m, d)))
