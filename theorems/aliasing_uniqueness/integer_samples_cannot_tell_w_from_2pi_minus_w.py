from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"Integer-sampled sinusoids at $w$ and $2\pi - w$ coincide (up to phase sign): frequencies above $\pi$ alias",
    statement=r"For integer $n$: $\cos((2\pi - w) n) = \cos(w n)$, $\sin((2\pi - w) n) = -\sin(w n)$; so "
              r"$A \cos((2\pi - w) n + \phi) = A \cos(w n - \phi)$: on integer positions only frequencies in $[0, \pi]$ are distinguishable.",
    hypotheses=r"$n$ integer; $w, \phi$ real",
    expect="proved",
    sources=[Source(DOC, "§6.2.1, resolution duality", r"高频端可表示的最高频率受奈奎斯特采样定理限制")],
    domain={"n": st.integers(-10000, 10000), "w": small_rationals(limit=7, den=64), "phi": small_rationals(limit=4)},
    examples=[{"n": 3, "w": Fraction(4), "phi": Fraction(1, 2)}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    n = sp.Symbol("n", integer=True)
    w, phi = sp.symbols("w phi", real=True)
    pf.eq("cos((2 pi - w) n) = cos(w n)", sp.cos((2 * sp.pi - w) * n), sp.cos(w * n))
    pf.eq("sin((2 pi - w) n) = -sin(w n)", sp.sin((2 * sp.pi - w) * n), -sp.sin(w * n))
    pf.eq("cos((2 pi - w) n + phi) = cos(w n - phi)", sp.cos((2 * sp.pi - w) * n + phi), sp.cos(w * n - phi))


@claim.check
def check(ctx, n, w, phi):
    N, W, P = ctx.num(n), ctx.num(w), ctx.num(phi)
    return Eq(ctx.cos((2 * ctx.pi - W) * N + P), ctx.cos(W * N - P))
