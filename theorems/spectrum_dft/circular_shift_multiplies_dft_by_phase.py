import sympy as sp
from hypothesis import strategies as st

from numeric.complex import as_complex, cmul, l1_distance
from numeric.dft import dft, twiddle
from suite import Claim, Eq, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The DFT of the circularly shifted sequence $x[n - m]$ is $e^{-2\pi i k m/N} X[k]$; magnitudes are unchanged",
    statement=r"With $x[n]$ $N$-periodic as (6.2.5) defines it, for every integer $m$: $y[n] = x[n - m] = x[(n - m) \bmod N]$ has "
              r"$Y[k] = e^{-2\pi i k m/N} X[k]$ and $|Y[k]| = |X[k]|$ for $0 \le k < N$. Equivalently ($m \to -m$), the circular advance "
              r"$y[i] = x[i + m] = x[(i + m) \bmod N]$ of §6.2.6 has $Y[k] = e^{+2\pi i k m/N} X[k]$.",
    hypotheses=r"$N \ge 1$; integers $k$, $m$ ($m$ of either sign); $x[n]$ as (6.2.5) defines it for all integers $n$, hence $N$-periodic "
               "(the document's notation); $x$ complex (real in the check)",
    expect="proved",
    sources=[Source(DOC, "§6.2.1, periodicity duality",
                    r"平移序列$x[n−m]$的DFT为$e^{-i \frac{2\pi k m}{N}} X[k]$，频率成分不变，但每个频率成分乘以一个相位因子"),
             Source(DOC, "§6.2.1, periodicity duality", r"位置域中的平移对应于频率域中的相位偏移"),
             Source(DOC, "(6.2.5)", r"x[n] = \frac{1}{N} \sum_{k=0}^{N-1} X[k] e^{i \frac{2\pi k n}{N}} \tag{6.2.5}",
                    role="defines"),
             Source(DOC, "§6.2.6, duality paragraph",
                    r"如果对$x[i]$进行平移$x[i + m]$，则傅里叶变换变为$X[k] e^{i \frac{2\pi k m}{N}}$，频率不变，但每个频率成分乘以一个相位因子")],
    domain={"xs": st.lists(st.integers(-100, 100), min_size=1, max_size=32), "m": st.integers(-64, 64)},
    examples=[{"xs": [1, 2, 3, 4], "m": 1}, {"xs": [-5, -1, 5, 2], "m": -1},
              {"xs": [-2, 2, -3, 5, 4, 5, -3, 2, -2, -4, -4, -2, 2, -3, 5, 4, 5, -3, 2, -2, -4, -4, -2, 2], "m": 7}],
    sharp='an identity.',
    notes=r'Merged into this claim: dft_of_circular_advance_multiplies_by_positive_phase (the same theorem as §6.2.6 states '
          r'it, for the advance $x[i + m]$ with the factor $e^{+2\pi i k m/N}$; an advance by $m$ is the delay by $-m$, and the '
          r'check runs $m$ of both signs). Proof: $Y[k] = \sum_{n<N} x[(n - m) \bmod N] e^{-2\pi i k n/N}$; with $j = (n - m) \bmod N$ '
          r'(a bijection of the residues mod $N$, a general SymPy step), $n = j + m - qN$ for an integer $q$, and '
          r'$e^{-2\pi i k (j + m - qN)/N} = e^{-2\pi i k m/N} e^{-2\pi i k j/N}$ for all integers (general symbolic step); the '
          r'full matrix identity is also verified for $N \le 6$, and the advance form $Y[k] = e^{2\pi i k m/N} X[k]$ for '
          r'$N \le 5$, every $m$, $k < N$. The notation of the document decides which shift is meant: (6.2.5) defines $x[n]$ for every integer $n$, $N$-periodically (the notation table of 003), so $x[n - m]$ and $x[i + m]$ are the circular shifts and the sentences hold exactly. A zero-filled linear shift of a finite list would be another operation, for which the identity fails ($N = 4$, $x = (1, 2, 3, 4)$, $m = 1$: the delay $(0, 1, 2, 3)$ has DFT $(6, -2+2i, -2, -2-2i)$ against $e^{-2\pi i k/4} X[k] = (10, 2+2i, 2, 2-2i)$; see the evidence); the document does not use it.)',
)


def _advance_steps(pf):
    """The §6.2.6 form: the DFT of the circular advance x[(n + m) mod N] is e^{2 pi i k m/N} X[k] (symbolic x)."""
    for N in range(1, 6):
        xs = sp.symbols(f"x0:{N}")
        w = lambda e: sp.exp(-2 * sp.pi * sp.I * e / N)  # noqa: E731
        for m in range(N):
            for k in range(N):
                Y = sum(xs[(n + m) % N] * w(k * n) for n in range(N))
                X = sum(xs[n] * w(k * n) for n in range(N))
                pf.eq(f"advance: N = {N}, m = {m}, k = {k}: DFT of x[(n + m) mod N] = e^{{2 pi i k m/N}} X[k]",
                      sp.expand(Y), sp.expand(sp.exp(2 * sp.pi * sp.I * k * m / N) * X))


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
    pf.eq("(6.2.5) makes x N-periodic: e^{2 pi i k (n + N)/N} = e^{2 pi i k n/N} for integers k, n",
          sp.exp(2 * sp.pi * sp.I * k * (j + N) / N), sp.exp(2 * sp.pi * sp.I * k * j / N))
    pf.eq("n -> (n - m) mod N is a bijection of the residues mod N (every N, m): n -> (n + m) mod N undoes it",
          sp.Mod(sp.Mod(j + m, N) - m, N), sp.Mod(j, N))
    pf.eq("... on either side", sp.Mod(sp.Mod(j - m, N) + m, N), sp.Mod(j, N))
    _advance_steps(pf)
    pf.eq("|e^{2 pi i k m/N}| = 1 (magnitudes unchanged, advance form)",
          sp.Abs(sp.exp(2 * sp.pi * sp.I * sp.Symbol("t", real=True))), 1)
    # general: per-term identity, periodicity and the reindexing bijection for every N, k, m; the matrix identities
    # (N <= 6) and the advance form (N <= 5) are the same theorem written out, a cross-check


@claim.check
def check(ctx, xs, m):
    N = len(xs)
    x = as_complex(ctx, xs)
    y = [x[(n - m) % N] for n in range(N)]
    X, Y = dft(ctx, x, -1), dft(ctx, y, -1)
    PX = [cmul(twiddle(ctx, k * m, N, -1), X[k]) for k in range(N)]
    return Eq(l1_distance(ctx, Y, PX), ctx.num(0))


@claim.evidence
def evidence():
    """The condition matters: the same identities for a zero-filled (linear) delay and advance."""
    import numpy as np
    x = np.array([1.0, 2, 3, 4])
    lin = np.array([0.0, 1, 2, 3])          # zero-filled linear delay by m = 1
    X, Y = np.fft.fft(x), np.fft.fft(lin)
    ph = np.exp(-2j * np.pi * np.arange(4) * 1 / 4)
    rows = [("x", "(1, 2, 3, 4), m = 1"),
            ("DFT of zero-filled linear shift (0,1,2,3)", np.array2string(np.round(Y, 6))),
            ("e^{-2 pi i k/4} X[k]", np.array2string(np.round(ph * X, 6))),
            ("max |difference| (linear shift)", f"{np.max(np.abs(Y - ph * X)):.6g}"),
            ("max |difference| (circular shift (4,1,2,3))", f"{np.max(np.abs(np.fft.fft(np.roll(x, 1)) - ph * X)):.3g}")]
    # the §6.2.6 form (advance by m = 1, factor e^{+2 pi i k/4}), exact SymPy values
    N, m, xi = 4, 1, [1, 2, 3, 4]
    w = lambda e: sp.exp(-2 * sp.pi * sp.I * sp.Rational(e, N))  # noqa: E731
    for name, y in (("circular x[(n+1) mod 4]", [xi[(n + m) % N] for n in range(N)]),
                    ("zero-filled x[n+1]", [xi[n + m] if n + m < N else 0 for n in range(N)])):
        Yk = [sp.nsimplify(sp.expand_complex(sum(y[n] * w(k * n) for n in range(N)))) for k in range(N)]
        PX = [sp.nsimplify(sp.expand_complex(sp.exp(2 * sp.pi * sp.I * sp.Rational(k * m, N)) * sum(xi[n] * w(k * n) for n in range(N))))
              for k in range(N)]
        rows.append((f"x = (1,2,3,4), advance {name}: Y[k]", str(Yk)))
        rows.append((f"x = (1,2,3,4), advance {name}: e^(2 pi i k/4) X[k]", str(PX)))
    return rows
