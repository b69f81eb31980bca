import sympy as sp
from hypothesis import strategies as st

from numeric.complex import as_complex, cmul, l1_distance
from numeric.dft import dft
from suite import Claim, Eq, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The DFT of the circular convolution $y[n] = \sum_m x[m] h[n - m]$ is $X[k] H[k]$",
    statement=r"With $x$, $h$ $N$-periodic as (6.2.5) defines them and $y[n] = \sum_{m=0}^{N-1} x[m] h[n - m] = "
              r"\sum_m x[m] h[(n - m) \bmod N]$: $Y[k] = X[k] H[k]$, $0 \le k < N$.",
    hypotheses=r"$N \ge 1$; $x$, $h$ as (6.2.5) defines them for all integers ($N$-periodic, the document's notation); the sum "
               "over one period",
    expect="proved",
    sources=[Source(DOC, "§6.2.1, convolution duality",
                    r"设$y[n] = (x * h)[n] = \sum_{m} x[m] h[n - m]$，则$Y[k] = X[k] \cdot H[k]$"),
             Source(DOC, "§6.2.1, convolution duality", r"位置域中的卷积对应于频率域中的乘积")],
    domain={"xs": st.lists(st.integers(-20, 20), min_size=1, max_size=20),
            "hs": st.lists(st.integers(-20, 20), min_size=20, max_size=20)},
    examples=[{"xs": [1, 1], "hs": [1, 1] + [0] * 18}],
    sharp='an identity.',
    notes=r'Proof: the coefficient of $x_a h_b$ in $Y[k]$ is $e^{-2\pi i k ((a + b) \bmod N)/N} = e^{-2\pi i k (a + b - qN)/N} = e^{-2\pi i k a/N} e^{-2\pi i k b/N}$ (general symbolic step, $q$ integer), which is its coefficient in $X[k] H[k]$; the full identity is also verified symbolically for $N \le 5$. (The linear convolution of two finite lists, length $2N - 1$, is another operation: $x = h = (1, 1)$ gives linear $(1, 2, 1)$ but circular $(2, 2)$; its $N$-point DFT is not $X H$ unless the lists are zero-padded to length $\ge 2N - 1$.) The notation of the document decides which convolution is meant: (6.2.5) makes $x$ and $h$ $N$-periodic (the notation table of 003), so the sum over $m$, which the document writes without a range, is over one period (over all integers it would diverge), the circular convolution, and the sentence holds exactly. For the linear convolution cut to $N$ points it would fail ($N = 2$, $x = h = (1, 1)$: $(1, 2)$ has DFT $(3, -1)$ against $X H = (4, 0)$); the document does not use it.',
)


@claim.proof
def proof(pf):
    k, a, b, q = sp.symbols("k a b q", integer=True)
    Ns = sp.Symbol("N", integer=True, positive=True)
    pf.eq("coefficient of x_a h_b, all integers: e^{-2 pi i k (a + b - qN)/N} = e^{-2 pi i k a/N} e^{-2 pi i k b/N}",
          sp.exp(-2 * sp.pi * sp.I * k * (a + b - q * Ns) / Ns),
          sp.exp(-2 * sp.pi * sp.I * k * a / Ns) * sp.exp(-2 * sp.pi * sp.I * k * b / Ns))
    for N in range(1, 6):
        # coefficient of x_a h_b in Y[k] is e^{-2 pi i k ((a + b) mod N)/N}; in X[k] H[k] it is e^{-2 pi i k a/N} e^{-2 pi i k b/N}
        A = sp.Matrix(N, N * N, lambda k, ab: sp.exp(-2 * sp.pi * sp.I * k * ((ab // N + ab % N) % N) / N))
        B = sp.Matrix(N, N * N, lambda k, ab: sp.exp(-2 * sp.pi * sp.I * k * (ab // N) / N) * sp.exp(-2 * sp.pi * sp.I * k * (ab % N) / N))
        pf.eq(f"N = {N}: DFT of circular convolution = X H (coefficient of every x_a h_b)",
              A.applyfunc(sp.expand_complex), B.applyfunc(sp.expand_complex))
    n, m = sp.symbols("n m", integer=True)
    pf.eq("(m, n) -> (a, b) = (m, (n - m) mod N) is a bijection of pairs of residues: n = (a + b) mod N undoes it",
          sp.Mod(sp.Mod(n - m, Ns) + m, Ns), sp.Mod(n, Ns))
    pf.eq("(6.2.5) makes x, h N-periodic: e^{2 pi i k (n + N)/N} = e^{2 pi i k n/N} for integers k, n",
          sp.exp(2 * sp.pi * sp.I * k * (n + Ns) / Ns), sp.exp(2 * sp.pi * sp.I * k * n / Ns))
    # general: the coefficient identity and the reindexing for every N, k, a, b; the full identity for N <= 5 is a
    # cross-check


@claim.check
def check(ctx, xs, hs):
    N = len(xs)
    x = as_complex(ctx, xs)
    h = as_complex(ctx, hs[:N])
    y = [(ctx.fsum(x[m][0] * h[(n - m) % N][0] for m in range(N)), ctx.num(0)) for n in range(N)]
    X, H, Y = dft(ctx, x, -1), dft(ctx, h, -1), dft(ctx, y, -1)
    XH = [cmul(X[k], H[k]) for k in range(N)]
    return Eq(l1_distance(ctx, Y, XH), ctx.num(0))
