import sympy as sp

from numeric.encoding import wavelength
from suite import Claim, Eq, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"$f_{d/2-1} = 10000^{-1+2/d}$ and its period is $2\pi \cdot 10000^{1-2/d}$ ($d = 512$: $1.0366 \cdot "
          r"10^{-4}$ and $\approx 60611$)",
    statement=r"$f_{d/2-1} = 10000^{-1} \cdot 10000^{2/d}$; period $2\pi \cdot 10000^{1-2/d}$; $10000 \, f_{d/2-1} = "
              r"10000^{2/d} \to 1$ ($d \to \infty$).",
    hypotheses=r"$d$ even $\ge 2$; $f_m = 10000^{-2m/d}$",
    expect="proved",
    sources=[Source(DOC, "§6.2.3, range paragraph", r"对于最低频率成分$f_{\min} = 1/\omega_{d_{\text{model}}/2-1}", role="defines")],
    domain={"d": dims()},
    examples=[{"d": 512}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    d = sp.Symbol("d", positive=True)
    f = sp.Integer(10000) ** (-2 * (d / 2 - 1) / d)
    pf.eq("f_{d/2-1} = 10000^{-1} 10000^{2/d}", f, sp.Rational(1, 10000) * sp.Integer(10000) ** (2 / d))
    pf.eq("period 2 pi / f_{d/2-1} = 2 pi 10000^{1 - 2/d}", 2 * sp.pi / f, 2 * sp.pi * sp.Integer(10000) ** (1 - 2 / d))
    pf.eq("10000 f_{d/2-1} -> 1 as d -> infinity", sp.limit(10000 * f, d, sp.oo), 1)
    pf.true("d = 512: period 2 pi 10000^{510/512} lies in (60610, 60612)",
            sp.And(sp.Gt(2 * sp.pi * sp.Integer(10000) ** sp.Rational(510, 512), 60610),
                   sp.Lt(2 * sp.pi * sp.Integer(10000) ** sp.Rational(510, 512), 60612)))


@claim.check
def check(ctx, d):
    lam = wavelength(ctx, d // 2 - 1, d)
    return Eq(lam, 2 * ctx.pi * ctx.exp((1 - ctx.num(2) / ctx.num(d)) * ctx.log(ctx.num(10000))))
