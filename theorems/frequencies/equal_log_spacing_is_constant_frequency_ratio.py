import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="Equally spaced log-frequencies are a geometric sequence of frequencies with ratio $10000^{-2/d}$",
    statement=r"$\ln f_{m+1} - \ln f_m = -(2/d) \ln 10000$ (independent of $m$) and $f_{m+1}/f_m = 10000^{-2/d} = "
              r"\exp(-(2/d) \ln 10000)$.",
    hypotheses=r"$f_m = 10000^{-2m/d}$; $d$ even $\ge 4$; $0 \le m \le d/2 - 2$",
    expect="proved",
    sources=[Source(DOC, "§6.2.6, resolution", r"对数频率轴上的等间隔对应于几何级数的频率间隔")],
    domain={"d": dims(lo=4), "k": st.integers(0, 2046)},
    examples=[{"d": 512, "k": 0}, {"d": 4, "k": 0}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    m = sp.Symbol("m", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    f = lambda j: sp.Integer(10000) ** (-2 * j / d)  # noqa: E731
    pf.eq("log step is constant", sp.expand_log(sp.log(f(m + 1)) - sp.log(f(m)), force=True), -2 * sp.log(10000) / d)
    pf.eq("ratio is constant", f(m + 1) / f(m), sp.Integer(10000) ** (-sp.Integer(2) / d))
    pf.eq("ratio = exp(log step)", sp.Integer(10000) ** (-sp.Integer(2) / d), sp.exp(-2 * sp.log(10000) / d))


@claim.check
def check(ctx, d, k):
    m = k % (d // 2 - 1)
    ratio = inv_freq(ctx, m + 1, d) / inv_freq(ctx, m, d)
    return Eq(ratio, ctx.exp(-2 * ctx.log(ctx.num(10000)) / d))
