import sympy as sp

from numeric.encoding import wavelength
from suite import Claim, Lt, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="2 pi 10000^{1-2/d} > 10000 iff d >= 12 (even d); the period increases with d",
    statement="P(d) = 2 pi 10000^{1-2/d} increases strictly in d, P(10) < 10000 < P(12); so for even d >= 12 the lowest-frequency "
              "period exceeds 10000 (d = 512: ~60611).",
    hypotheses="d even >= 2",
    expect="proved",
    sources=[Source(DOC, "§6.2.3, range paragraph", r"当$n>10000$时，最低频率成分的周期小于序列长度", role="corrects")],
    domain={"d": dims(lo=12)},
    examples=[{"d": 12}, {"d": 512}],
    sharp='the threshold d = 12 is exact.',
)


@claim.proof
def proof(pf):
    d = sp.Symbol("d", positive=True)
    P = 2 * sp.pi * sp.Integer(10000) ** (1 - 2 / d)
    pf.true("dP/dd > 0", sp.Gt(sp.diff(P, d), 0))
    pf.true("P(10) < 10000", sp.Lt(P.subs(d, 10), 10000))
    pf.true("P(12) > 10000", sp.Gt(P.subs(d, 12), 10000))


@claim.check
def check(ctx, d):
    return Lt(ctx.num(10000), wavelength(ctx, d // 2 - 1, d), scale=1e5)
