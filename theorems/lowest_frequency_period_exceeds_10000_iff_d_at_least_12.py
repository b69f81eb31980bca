"""The lowest-frequency period 2 pi 10000^{1-2/d} exceeds 10000 exactly when d >= 12 (even d), and grows with d.

Statement: P(d) = 2 pi 10000^{1-2/d} is strictly increasing in d; P(10) = 2 pi 10000^{0.8} ~ 9958 < 10000 and
P(12) = 2 pi 10000^{5/6} ~ 13536 > 10000. Hence for even d: P(d) > 10000 iff d >= 12, and then every n with
10000 < n < P(d) has n below the lowest-frequency period (d = 512: P ~ 60611).
Hypotheses: d even >= 2.
References: 003_765fa61f779baf3a.txt §6.2.3 range paragraph (corrects it).
Sharp: the threshold d = 12 is exact.
"""
import sympy as sp

from numeric.encoding import wavelength
from suite import Claim, Lt, Source
from suite.domains import dims
from theorems._util_003a import DOC

claim = Claim(
    title="2 pi 10000^{1-2/d} > 10000 iff d >= 12 (even d); the period increases with d",
    statement="P(d) = 2 pi 10000^{1-2/d} increases strictly in d, P(10) < 10000 < P(12); so for even d >= 12 the lowest-frequency "
              "period exceeds 10000 (d = 512: ~60611).",
    hypotheses="d even >= 2",
    expect="proved",
    sources=[Source(DOC, "§6.2.3, range paragraph", r"当$n>10000$时，最低频率成分的周期小于序列长度", role="corrects")],
    domain={"d": dims(lo=12)},
    examples=[{"d": 12}, {"d": 512}],
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
