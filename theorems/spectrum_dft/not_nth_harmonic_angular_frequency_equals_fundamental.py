from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="The $n$-th harmonic has angular frequency $w_0$ (false: it is $n w_0$)",
    statement=r"Source: the $n$-th harmonic $\cos(2\pi n t/T)$ has angular frequency $w_0 = 2\pi/T$, i.e. equals $\cos(w_0 t)$.",
    hypotheses=r"$T > 0$; integer $n \ge 2$; real $t$",
    expect="refuted",
    wrong=r"The $n$-th harmonic $\cos(2\pi n t/T) = \cos(n w_0 t)$ has angular frequency $n w_0 = 2\pi n/T$ (period $T/n$), "
          r"not $w_0$: at $n = 2$, $T = 1$, $t = 1/4$, $\cos(2\pi n t/T) = \cos(\pi) = -1$ but $\cos(w_0 t) = \cos(\pi/2) = 0$.",
    error_kind="wrong formula or sign",
    survives=r"yes: a local slip; the series (6.2.1)-(6.2.3) are written with the correct harmonics $2\pi n/T = n w_0$.",
    correction="nth_harmonic_has_angular_frequency_n_times_fundamental",
    sources=[Source(DOC, "§6.2.1, after (6.2.2)", r"第$n$次谐波的角频率为$\omega_0$")],
    domain={"n": st.integers(2, 50), "t": st.fractions(0, 4, max_denominator=64),
            "T": st.fractions(Fraction(1, 4), 16, max_denominator=8)},
    examples=[{"n": 2, "t": Fraction(1, 4), "T": Fraction(1)}],
    sharp='exact refutation.',
)


@claim.proof
def proof(pf):
    n = sp.Symbol("n", integer=True, positive=True)
    t = sp.Symbol("t", real=True)
    T = sp.Symbol("T", positive=True)
    w0 = 2 * sp.pi / T
    pf.refute("cos(2 pi n t/T) = cos(w_0 t) fails at n = 2, T = 1, t = 1/4",
              sp.cos(2 * sp.pi * n * t / T), sp.cos(w0 * t), at={n: 2, T: 1, t: sp.Rational(1, 4)})


@claim.check
def check(ctx, n, t, T):
    pi = ctx.pi
    return Eq(ctx.cos(2 * pi * ctx.num(n) * ctx.num(t) / ctx.num(T)), ctx.cos(2 * pi * ctx.num(t) / ctx.num(T)))
