from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The $n$-th harmonic has angular frequency $n w_0 = 2\pi n/T$ and period $T/n$",
    statement=r"With $w_0 = 2\pi/T$: $\cos(2\pi n t/T) = \cos(n w_0 t)$, $\sin(2\pi n t/T) = \sin(n w_0 t)$, and "
              r"$\cos(n w_0 (t + T/n)) = \cos(n w_0 t)$, $\sin(n w_0 (t + T/n)) = \sin(n w_0 t)$.",
    hypotheses=r"$T > 0$; integer $n \ge 1$; real $t$",
    expect="proved",
    sources=[Source(DOC, "§6.2.1, after (6.2.2)", r"基频为$\omega_0 = 2\pi/T$")],
    domain={"n": st.integers(1, 50), "t": st.fractions(0, 4, max_denominator=64),
            "T": st.fractions(Fraction(1, 4), 16, max_denominator=8)},
    examples=[{"n": 2, "t": Fraction(1, 4), "T": Fraction(1)}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    n = sp.Symbol("n", integer=True, positive=True)
    t = sp.Symbol("t", real=True)
    T = sp.Symbol("T", positive=True)
    w0 = 2 * sp.pi / T
    pf.eq("cos(2 pi n t/T) = cos(n w_0 t)", sp.cos(2 * sp.pi * n * t / T), sp.cos(n * w0 * t))
    pf.eq("sin(2 pi n t/T) = sin(n w_0 t)", sp.sin(2 * sp.pi * n * t / T), sp.sin(n * w0 * t))
    pf.eq("period T/n (cos)", sp.cos(n * w0 * (t + T / n)), sp.cos(n * w0 * t))
    pf.eq("period T/n (sin)", sp.sin(n * w0 * (t + T / n)), sp.sin(n * w0 * t))


@claim.check
def check(ctx, n, t, T):
    w0 = 2 * ctx.pi / ctx.num(T)
    nn = ctx.num(n)
    return Eq(ctx.cos(nn * w0 * (ctx.num(t) + ctx.num(T) / nn)), ctx.cos(2 * ctx.pi * nn * ctx.num(t) / ctx.num(T)))
