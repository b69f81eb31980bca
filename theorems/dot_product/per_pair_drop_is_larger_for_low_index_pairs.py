from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import bases, dims

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"For $0 \le \Delta \le \pi$ the term drop $1 - \cos(\Delta w_m)$ decreases with the pair index $m$",
    statement=r"$1 - \cos(\Delta w_{m+1}) \le 1 - \cos(\Delta w_m)$ for $0 \le \Delta \le \pi$: the dot product's decrease comes mostly "
              "from the low-index, high-frequency pairs.",
    hypotheses=r"$d$ even $\ge 4$; $\text{base} \in \{2, 100, 10000, 500000\}$; $0 \le \Delta \le \pi$",
    expect="proved",
    sources=[Source(DOC, "§6.1.4, after (6.1.19)", r"这种下降在低维度（高频成分）中更为明显，在高维度（低频成分）中较为平缓")],
    domain={"d": dims(lo=4), "base": bases(), "a": st.integers(0, 314), "k": st.integers(0, 4095)},
    examples=[{"d": 8, "base": 10000, "a": 200, "k": 0}],
    sharp=r'exact ordering on $[0, \pi]$.',
    notes=r"Beyond $\Delta = \pi$ this ordering can fail, e.g. $\Delta = 2\pi$ gives drop 0 for $m = 0$.",
)


@claim.proof
def proof(pf):
    x = sp.Symbol("x", real=True)
    dd, t = sp.symbols("dd t", positive=True)
    pf.true("ln(w_{m+1}/w_m) = -(2/d) ln b < 0 (b in {2, 100, 10000, 500000})",
            sp.And(*[sp.Lt(-2 / dd * sp.log(b), 0) for b in (2, 100, 10000, 500000)]))
    tn = sp.Symbol("tn", nonnegative=True)
    pf.true("w_m = b^(-2m/d) <= 1, so Delta w_m <= Delta <= pi",
            sp.And(*[sp.Le(-tn * sp.log(b), 0) for b in (2, 100, 10000, 500000)]))
    pf.eq("max over [0, pi] of (cos x)' = -sin x is 0: cos is non-increasing on [0, pi]",
          sp.maximum(sp.diff(sp.cos(x), x), x, sp.Interval(0, sp.pi)), 0)


@claim.check
def check(ctx, d, base, a, k):
    m = k % (d // 2 - 1)
    delta = ctx.num(Fraction(a, 100))
    hi = 1 - ctx.cos(delta * inv_freq(ctx, m, d, base))
    lo = 1 - ctx.cos(delta * inv_freq(ctx, m + 1, d, base))
    return Le(lo, hi)
