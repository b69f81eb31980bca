from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims, positions

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"The left side of (6.1.7) stays above $(i+j)/10000$, and (6.1.7) cannot hold for every $m$",
    statement=r"$s \cdot 10000^{-2m/d} > s/10000$ for all $m \le d/2-1$ ($s = i+j \ge 1$); the $s \cdot w_m$ are distinct, so "
              r"$s \cdot w_m = \pi$ for at most one $m$, and never for $m = 0$ when $i, j$ are integers. (The first case of (6.1.6), "
              r"$i w_m = j w_m$, gives $i = j$ since $w_m > 0$.)",
    hypotheses=r"$i, j$ integers $\ge 0$, $s = i + j \ge 1$; $d$ even $\ge 2$; base 10000",
    expect="proved",
    sources=[
        Source(DOC, "(6.1.7)", r"\frac{i + j}{10000^{2m/d_{\text{model}}}} = \pi \tag{6.1.7}", role="defines"),
        Source(DOC, "(6.1.7), sentence after it", r"因此，等式不可能对所有$m$同时成立"),
        Source(DOC, "(6.1.7), sentence after it", r"因此，等式不可能对所有$m$同时成立", aspect="reasoning"),
        Source(DOC, "(6.1.7), sentence before it", r"第一种情况直接给出$i=j$"),
    ],
    domain={"d": dims(), "s": positions(lo=1), "k": st.integers(0, 4095)},
    examples=[{"d": 8, "s": 3, "k": 3}, {"d": 512, "s": 1, "k": 255}],  # tight: w_255 = 1.0366e-4 vs 1e-4
    sharp=r'the bound $s/10000$ is the infimum over all $d$.',
)


@claim.proof
def proof(pf):
    h, r, dd = sp.symbols("h r dd", positive=True)
    # d = 2h, m = h - 1 - r' with r' >= 0: ln(w_m * 10000) = (1 - 2m/d) ln 10000 = ((1 + r')/h) ln 10000 > 0
    rp = sp.Symbol("rp", nonnegative=True)
    pf.true("ln(10000 w_m) = ((1 + r')/h) ln 10000 > 0, i.e. w_m > 1/10000",
            sp.Gt((1 + rp) / h * sp.log(10000), 0))
    pf.true("ln(w_{m+1}/w_m) = -(2/d) ln 10000 != 0: the w_m are distinct", sp.Ne(-2 / dd * sp.log(10000), 0))
    i, j = sp.symbols("i j", integer=True)
    pf.true("m = 0: i + j != pi for integers", sp.Ne(i + j, sp.pi))
    ww = sp.Symbol("w", positive=True)
    pf.exhaust("first case of (6.1.6): i w_m = j w_m with w_m > 0 forces i = j", [ww],
               lambda v: sp.solve(sp.Eq(i * v, j * v), i) == [j])


@claim.check
def check(ctx, d, s, k):
    m = k % (d // 2)
    return Le(ctx.num(Fraction(s, 10000)), ctx.num(s) * inv_freq(ctx, m, d, 10000))
