import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source
from suite.domains import positions, small_rationals

claim = Claim(
    title=r"Integer sampling cannot tell frequency $f$ from $f + 2\pi k$",
    statement=r"For all integers $n, k$ and real $f$: $\sin(n(f + 2\pi k)) = \sin(n f)$ and $\cos(n(f + 2\pi k)) = \cos(n f)$.",
    hypotheses=r"$n, k$ integers; $f$ real",
    expect="proved",
    sources=[Source("003_765fa61f779baf3a.txt", "§6.2.1 分辨率对偶", "高频端可表示的最高频率受奈奎斯特采样定理限制")],
    domain={"n": positions(hi=10**5), "k": st.integers(-5, 5), "f": small_rationals(3, 16)},
    examples=[{"n": 7, "k": 1, "f": 1}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    n = sp.Symbol("n", integer=True)
    k = sp.Symbol("k", integer=True)
    f = sp.Symbol("f", real=True)
    pf.eq("sin is 2 pi periodic and n k is an integer", sp.sin(n * f + 2 * sp.pi * n * k), sp.sin(n * f))
    pf.eq("cos is 2 pi periodic and n k is an integer", sp.cos(n * f + 2 * sp.pi * n * k), sp.cos(n * f))


@claim.check
def check(ctx, n, k, f):
    x = ctx.num(n)
    g = ctx.num(f)
    return Eq(ctx.sin(x * (g + 2 * ctx.pi * ctx.num(k))), ctx.sin(x * g))
