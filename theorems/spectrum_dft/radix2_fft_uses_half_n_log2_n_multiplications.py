import sympy as sp
from hypothesis import strategies as st

from numeric.complex import as_complex, cmul, l1_distance
from numeric.dft import dft, twiddle
from suite import Claim, Eq, Source
from theorems._lemmas.fourier import dft_matrix

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"Radix-2 FFT: the $N$-point DFT with $(N/2) \log_2 N$ twiddle multiplications ($O(N \log N)$ instead of $O(N^2)$)",
    statement=r"For $N = 2^s$ the recursive even/odd split computes exactly the DFT (6.2.4) and uses $C(N) = (N/2) \log_2 N$ "
              "twiddle multiplications ($C(N) = 2 C(N/2) + N/2$, $C(1) = 0$), versus $N^2$ products for the direct sum.",
    hypotheses=r"$N = 2^s$, $s \ge 0$",
    expect="numeric",
    sources=[Source(DOC, "§6.2.1, FFT paragraph", r"将复杂度从$O(N^2)$降低到$O(N \log N)$", fidelity="partial",
                    part="for $N$ a power of two (radix-2 FFT), counting twiddle multiplications; other $N$ "
                         "(mixed-radix, Bluestein) are not checked")],
    domain={"s": st.integers(0, 6), "seed": st.lists(st.integers(-50, 50), min_size=64, max_size=64)},
    examples=[{"s": 3, "seed": list(range(64))}],
    sharp='the count is exact for this algorithm.',
)


def fft_sym(x):
    """Symbolic radix-2 FFT; returns (X, number of twiddle multiplications)."""
    N = len(x)
    if N == 1:
        return list(x), 0
    E, ce = fft_sym(x[0::2])
    O, co = fft_sym(x[1::2])
    X = [None] * N
    for k in range(N // 2):
        t = sp.exp(-2 * sp.pi * sp.I * k / N) * O[k]
        X[k], X[k + N // 2] = E[k] + t, E[k] - t
    return X, ce + co + N // 2


@claim.proof
def proof(pf):
    k = sp.Symbol("k", integer=True)
    N = sp.Symbol("N", integer=True, positive=True)
    pf.eq("twiddle sign: z^{k + N/2} = -z^k", sp.exp(-2 * sp.pi * sp.I * (k + N / 2) / N), -sp.exp(-2 * sp.pi * sp.I * k / N))
    s = sp.Symbol("s", integer=True, nonnegative=True)
    c = sp.Function("c")
    sol = sp.rsolve(c(s) - 2 * c(s - 1) - 2 ** (s - 1), c(s), {c(0): 0})
    pf.eq("C(2^s) = 2 C(2^{s-1}) + 2^{s-1}, C(1) = 0 solves to s 2^{s-1}", sol, s * 2 ** (s - 1))
    for S in range(0, 4):
        n = 2 ** S
        x = sp.symbols(f"x0:{n}")
        X, cnt = fft_sym(x)
        J = sp.Matrix([[sp.diff(Xk, xj) for xj in x] for Xk in X])
        pf.eq(f"N = {n}: the FFT is the DFT matrix", J.applyfunc(sp.expand_complex), dft_matrix(n, -1).applyfunc(sp.expand_complex))
        pf.true(f"N = {n}: {cnt} twiddle multiplications = (N/2) log2 N", sp.Eq(cnt, sp.Rational(n, 2) * S))
    pf.scope = "recurrence solved for all N = 2^s; FFT = DFT verified symbolically for N <= 8"


def fft_ctx(ctx, x):
    N = len(x)
    if N == 1:
        return list(x), 0
    E, ce = fft_ctx(ctx, x[0::2])
    O, co = fft_ctx(ctx, x[1::2])
    X = [None] * N
    for k in range(N // 2):
        t = cmul(twiddle(ctx, k, N, -1), O[k])
        X[k] = (E[k][0] + t[0], E[k][1] + t[1])
        X[k + N // 2] = (E[k][0] - t[0], E[k][1] - t[1])
    return X, ce + co + N // 2


@claim.check
def check(ctx, s, seed):
    N = 2 ** s
    x = as_complex(ctx, seed[:N])
    X, cnt = fft_ctx(ctx, x)
    err = l1_distance(ctx, X, dft(ctx, x, -1)) + ctx.abs(ctx.num(cnt - s * N // 2))
    return Eq(err, ctx.num(0))
