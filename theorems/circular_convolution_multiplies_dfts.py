"""The DFT of a CIRCULAR convolution is the product of the DFTs.

Statement: for y[n] = sum_{m=0}^{N-1} x[m] h[(n - m) mod N], Y[k] = X[k] H[k] for every k.
Condition: exact when the convolution is circular (indices mod N). For the linear convolution of two
length-N sequences (length 2N - 1) the N-point DFT product does not give its DFT unless both are
zero-padded to length >= 2N - 1 (e.g. x = h = (1, 1): linear y = (1, 2, 1), circular y = (2, 2)).
References: 003_765fa61f779baf3a.txt §6.2.1 (convolution duality).
Sharp: exact under the condition.
"""
import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source
from theorems._util_003a import DOC, as_complex, cmul, dft, l1_distance

claim = Claim(
    title="The DFT of a circular convolution is the product of the DFTs",
    statement="For y[n] = sum_m x[m] h[(n - m) mod N]: Y[k] = X[k] H[k], 0 <= k < N.",
    hypotheses="N >= 1; the convolution index n - m is taken mod N (circular convolution)",
    expect="approximate",
    kind="approximate",
    bound="Exact (error 0) under the condition that the convolution is circular (indices mod N, the DFT's periodic "
          "extension); for the linear convolution of length-N sequences the N-point identity fails unless the sequences "
          "are zero-padded to length >= 2N - 1 (x = h = (1, 1): linear (1, 2, 1), circular (2, 2)).",
    sources=[Source(DOC, "§6.2.1, convolution duality",
                    r"设$y[n] = (x * h)[n] = \sum_{m} x[m] h[n - m]$，则$Y[k] = X[k] \cdot H[k]$")],
    domain={"xs": st.lists(st.integers(-20, 20), min_size=1, max_size=20),
            "hs": st.lists(st.integers(-20, 20), min_size=20, max_size=20)},
    examples=[{"xs": [1, 1], "hs": [1, 1] + [0] * 18}],
)


@claim.proof
def proof(pf):
    for N in range(1, 6):
        # coefficient of x_a h_b in Y[k] is e^{-2 pi i k ((a + b) mod N)/N}; in X[k] H[k] it is e^{-2 pi i k a/N} e^{-2 pi i k b/N}
        A = sp.Matrix(N, N * N, lambda k, ab: sp.exp(-2 * sp.pi * sp.I * k * ((ab // N + ab % N) % N) / N))
        B = sp.Matrix(N, N * N, lambda k, ab: sp.exp(-2 * sp.pi * sp.I * k * (ab // N) / N) * sp.exp(-2 * sp.pi * sp.I * k * (ab % N) / N))
        pf.eq(f"N = {N}: DFT of circular convolution = X H (coefficient of every x_a h_b)",
              A.applyfunc(sp.expand_complex), B.applyfunc(sp.expand_complex))
    pf.scope = "N <= 5 (exhaustive over N; symbolic x, h)"


@claim.check
def check(ctx, xs, hs):
    N = len(xs)
    x = as_complex(ctx, xs)
    h = as_complex(ctx, hs[:N])
    y = [(ctx.fsum(x[m][0] * h[(n - m) % N][0] for m in range(N)), ctx.num(0)) for n in range(N)]
    X, H, Y = dft(ctx, x, -1), dft(ctx, h, -1), dft(ctx, y, -1)
    XH = [cmul(X[k], H[k]) for k in range(N)]
    return Eq(l1_distance(ctx, Y, XH), ctx.num(0), scale=float(N ** 3 * 400))
