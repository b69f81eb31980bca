"""Shifting a sequence CIRCULARLY by m multiplies its DFT by e^{-2 pi i k m/N} (magnitudes unchanged).

Statement: for y[n] = x[(n - m) mod N], Y[k] = e^{-2 pi i k m/N} X[k] for every k, so |Y[k]| = |X[k]|.
Condition: the identity holds exactly when the shift is circular (indices mod N), which is the
DFT's implicit periodic extension. For the zero-filled linear shift of a finite sequence
(y[n] = x[n-m] for n >= m, 0 otherwise) it fails: x = (1, 2, 3, 4), m = 1 gives Y = (6, -2+2i, -2, -2-2i)
but e^{-2 pi i k/4} X[k] = (10, 2+2i, 2, 2-2i) (see evidence).
References: 003_765fa61f779baf3a.txt §6.2.1 (duality paragraph, shift theorem).
Sharp: exact under the condition.
"""
import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source
from theorems._util_003a import DOC, as_complex, cmul, dft, l1_distance, twiddle

claim = Claim(
    title="A circular shift by m multiplies the DFT by e^{-2 pi i k m/N}; magnitudes are unchanged",
    statement="For y[n] = x[(n - m) mod N]: Y[k] = e^{-2 pi i k m/N} X[k] and |Y[k]| = |X[k]| for 0 <= k < N.",
    hypotheses="N >= 1; integer m; the shift is circular (indices mod N)",
    expect="approximate",
    kind="approximate",
    bound="Exact (error 0) under the condition that x[n-m] is read circularly, n - m mod N; for a zero-filled "
          "linear shift of a finite sequence the identity fails (error of order |x|, e.g. x = (1,2,3,4), m = 1).",
    sources=[Source(DOC, "§6.2.1, periodicity duality",
                    r"平移序列$x[n−m]$的DFT为$e^{-i \frac{2\pi k m}{N}} X[k]$，频率成分不变，但每个频率成分乘以一个相位因子")],
    domain={"xs": st.lists(st.integers(-100, 100), min_size=1, max_size=32), "m": st.integers(-64, 64)},
    examples=[{"xs": [1, 2, 3, 4], "m": 1}],
)


@claim.proof
def proof(pf):
    k, j, m, q = sp.symbols("k j m q", integer=True)
    N = sp.Symbol("N", integer=True, positive=True)
    # coefficient of x_j in Y[k]: index n with n - m = j + q N, i.e. n = j + m - q N (reduction mod N)
    pf.eq("per term: e^{-2 pi i k (j + m - qN)/N} = e^{-2 pi i k m/N} e^{-2 pi i k j/N} for integers k, j, m, q",
          sp.exp(-2 * sp.pi * sp.I * k * (j + m - q * N) / N),
          sp.exp(-2 * sp.pi * sp.I * k * m / N) * sp.exp(-2 * sp.pi * sp.I * k * j / N))
    phi = sp.Symbol("phi", real=True)
    pf.eq("the phase factor has modulus 1", sp.Abs(sp.exp(-sp.I * phi)), 1)
    for Nn in range(1, 7):
        for mm in range(Nn):
            A = sp.Matrix(Nn, Nn, lambda kk, jj: sp.exp(-2 * sp.pi * sp.I * kk * ((jj + mm) % Nn) / Nn))
            B = sp.Matrix(Nn, Nn, lambda kk, jj: sp.exp(-2 * sp.pi * sp.I * kk * mm / Nn) * sp.exp(-2 * sp.pi * sp.I * kk * jj / Nn))
            pf.eq(f"N = {Nn}, m = {mm}: DFT of the circular shift = phase * DFT (all k, symbolic x)",
                  A.applyfunc(sp.expand_complex), B.applyfunc(sp.expand_complex))
    pf.scope = "per-term identity general; full DFT identity exhaustive for N <= 6, all shifts"


@claim.check
def check(ctx, xs, m):
    N = len(xs)
    x = as_complex(ctx, xs)
    y = [x[(n - m) % N] for n in range(N)]
    X, Y = dft(ctx, x, -1), dft(ctx, y, -1)
    PX = [cmul(twiddle(ctx, k * m, N, -1), X[k]) for k in range(N)]
    return Eq(l1_distance(ctx, Y, PX), ctx.num(0), scale=float(N * N * max(1, max(abs(v) for v in xs))))


@claim.evidence
def evidence():
    import numpy as np
    x = np.array([1.0, 2, 3, 4])
    lin = np.array([0.0, 1, 2, 3])          # zero-filled linear shift by m = 1
    X, Y = np.fft.fft(x), np.fft.fft(lin)
    ph = np.exp(-2j * np.pi * np.arange(4) * 1 / 4)
    return [("x", "(1, 2, 3, 4), m = 1"),
            ("DFT of zero-filled linear shift (0,1,2,3)", np.array2string(np.round(Y, 6))),
            ("e^{-2 pi i k/4} X[k]", np.array2string(np.round(ph * X, 6))),
            ("max |difference| (linear shift)", f"{np.max(np.abs(Y - ph * X)):.6g}"),
            ("max |difference| (circular shift (4,1,2,3))", f"{np.max(np.abs(np.fft.fft(np.roll(x, 1)) - ph * X)):.3g}")]
