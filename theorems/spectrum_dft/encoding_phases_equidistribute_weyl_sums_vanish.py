from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims
from theorems._lemmas.trig import chord

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"Phases $i \cdot f_m \bmod 2\pi$ equidistribute: $|(1/n) \sum e^{i k f_m i}| \le 1/(n |\sin(k f_m/2)|) \to 0$",
    statement=r"For every $k \ge 1$ and $n \ge 1$: $|(1/n) \sum_{i<n} e^{i k f_m i}| \le 1/(n |\sin(k f_m / 2)|)$, with $\sin(k f_m/2) \ne 0$; "
              r"hence (Weyl's criterion) the phases $i f_m \bmod 2\pi$ are uniformly distributed as $n \to \infty$.",
    hypotheses=r"$d$ even; $f_m = 10000^{-2m/d}$; integers $k \ge 1$, $n \ge 1$",
    expect="approximate",
    kind="approximate",
    bound=r"Uniform distribution holds only in the limit $n \to \infty$; for finite $n$ every Weyl sum of order $k$ deviates from 0 "
          r"by at most $1/(n |\sin(k f_m/2)|)$ (checked), which is large for slow pairs ($f_m$ small) unless $n \gg 1/f_m$.",
    sources=[Source(DOC, "after (6.2.10)", r"相位均匀分布", role="corrects")],
    domain={"d": dims(hi=512), "m_frac": st.fractions(0, 1, max_denominator=64), "k": st.integers(1, 8),
            "n": st.integers(1, 1500)},
    examples=[{"d": 512, "m_frac": 0, "k": 1, "n": 1000}, {"d": 8, "m_frac": Fraction(3, 4), "k": 2, "n": 1500}],
    equivalent_mutants={
        "off-by-one": 'dropping the last term of both sums leaves |sum_{i<n-1} e^{i x i}| / n = |sin((n-1) x/2)| / (n |sin(x/2)|) <= 1/(n |sin(x/2)|): the mutated statement is true for every n',
    },

    sharp=r'the bound is not attained ($n k f/2$ is never an odd multiple of $\pi/2$: $\pi$ is transcendental, $k f$ algebraic) '
          r'but approached as $|\sin(n k f/2)|$ comes arbitrarily close to 1 (the modulus being $|\sin(n k f/2)|/(n |\sin(k f/2)|)$, '
          'a step the proof records as a note).',
)


@claim.proof
def proof(pf):
    x = sp.Symbol("x", real=True)
    n = sp.Symbol("n", integer=True, nonnegative=True)
    S = lambda k: (sp.exp(sp.I * x * k) - 1) / (sp.exp(sp.I * x) - 1)  # claimed closed form of sum_{j<k} e^{i x j}
    pf.eq("geometric sum, base: S(0) = 0 (empty sum)", S(0), 0)
    pf.eq("geometric sum, step: S(n+1) - S(n) = e^{i x n}", S(n + 1) - S(n), sp.exp(sp.I * x * n))
    chord(pf, x, 0, "|e^{i y} - 1|^2 = 4 sin^2(y/2)")
    pf.note("bound", "hence |sum| = |sin(n x/2)| / |sin(x/2)| <= 1/|sin(x/2)| with x = k f_m (|sin| <= 1)")
    pf.note("irrational", "f_m = 10000^(-2m/d) is algebraic and nonzero and pi is transcendental (Lindemann), so "
                          "k f_m / (2 pi) is irrational and sin(k f_m/2) != 0 for every k >= 1")
    pf.note("Weyl", "every Weyl sum (1/n) sum e^{i k f_m i} -> 0, so by Weyl's criterion i f_m mod 2 pi is equidistributed")


@claim.check
def check(ctx, d, m_frac, k, n):
    m = min(d // 2 - 1, int(m_frac * (d // 2)))
    x = ctx.num(k) * inv_freq(ctx, m, d)
    C = ctx.fsum(ctx.cos(ctx.num(i) * x) for i in range(n))
    S = ctx.fsum(ctx.sin(ctx.num(i) * x) for i in range(n))
    lhs = ctx.sqrt(C * C + S * S) / ctx.num(n)
    rhs = 1 / (ctx.num(n) * ctx.abs(ctx.sin(x / 2)))
    return Le(lhs, rhs)
