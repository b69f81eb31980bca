import sympy as sp
from hypothesis import strategies as st

from numeric.complex import as_complex, l1_distance
from numeric.dft import dft
from suite import Claim, Eq, Source
from theorems._lemmas.fourier import dft_matrix

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="The inverse DFT (6.2.5) of the DFT (6.2.4) of $x$ is $x$",
    statement=r"$(1/N) \sum_{k=0}^{N-1} (\sum_{j=0}^{N-1} x[j] e^{-2\pi i k j/N}) e^{2\pi i k n/N} = x[n]$ for $0 \le n < N$, "
              r"i.e. $(1/N) \overline{F} F = I_N$ for $F_{kn} = e^{-2\pi i k n/N}$.",
    hypotheses=r"$N \ge 1$; $x$ complex (checked on integer sequences)",
    expect="numeric",
    sources=[
        Source(DOC, "(6.2.4)", r"X[k] = \sum_{n=0}^{N-1} x[n] e^{-i \frac{2\pi k n}{N}}, \quad k = 0, 1, \ldots, N-1 \tag{6.2.4}", role="defines"),
        Source(DOC, "(6.2.5)", r"x[n] = \frac{1}{N} \sum_{k=0}^{N-1} X[k] e^{i \frac{2\pi k n}{N}} \tag{6.2.5}"),
        Source(DOC, "§6.2.1, after (6.2.5)", r"输出$X[k]$表示第$k$个频率成分的复振幅", role="defines"),
    ],
    domain={"xs": st.lists(st.integers(-100, 100), min_size=1, max_size=40)},
    examples=[{"xs": [1, 2, 3, 4, 5]}, {"xs": [7]}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    for N in range(1, 7):
        F = dft_matrix(N, -1)
        Finv = dft_matrix(N, +1) / N
        pf.eq(f"N = {N}: (1/N) conj(F) F = I", (Finv * F).applyfunc(sp.expand_complex), sp.eye(N))
    pf.scope = "N <= 6 (exhaustive over N; symbolic entries x)"


@claim.check
def check(ctx, xs):
    N = len(xs)
    x = as_complex(ctx, xs)
    X = dft(ctx, x, -1)
    back = [(v[0] / ctx.num(N), v[1] / ctx.num(N)) for v in dft(ctx, X, +1)]
    return Eq(l1_distance(ctx, back, x), ctx.num(0))
