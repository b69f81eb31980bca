import sympy as sp
from hypothesis import strategies as st

from numeric.complex import cexp, cmul
from suite import Claim, Eq, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="A circular advance x[n+m] multiplies the DFT by e^{2 pi i k m/N}, leaving the magnitudes unchanged",
    statement="For y[n] = x[(n+m) mod N]: Y[k] = e^{2 pi i k m/N} X[k] and |Y[k]| = |X[k]| for 0 <= k < N.",
    hypotheses="N >= 1; integers k, m; the shift is circular (indices mod N); x complex (real in the check)",
    expect="approximate",
    kind="approximate",
    bound="Exact (error 0) under the condition that the shift is circular, x[(i + m) mod N] (equivalently x N-periodic, "
          "the DFT's implicit extension); without it (a zero-filled shift of a finite sequence) the identity fails: "
          "N = 4, x = (1, 2, 3, 4), m = 1 gives Y = (9, -2-3i, 3, -2+3i) but e^{2 pi i k/4} X[k] = (10, -2-2i, 2, -2+2i).",
    sources=[
        Source(DOC, "§6.2.6, duality paragraph",
               r"如果对$x[i]$进行平移$x[i + m]$，则傅里叶变换变为$X[k] e^{i \frac{2\pi k m}{N}}$，频率不变，但每个频率成分乘以一个相位因子"),
    ],
    domain={"N": st.integers(1, 24), "k": st.integers(0, 23), "m": st.integers(-30, 30), "seed": st.integers(0, 1000)},
    examples=[{"N": 4, "k": 1, "m": 1, "seed": 0}, {"N": 24, "k": 5, "m": -7, "seed": 3}],
    sharp='an identity under the condition; fails (error of the size of x) without it.',
)


def _x(n, seed):
    return ((n * n + 3 * n + seed) % 11) - 5  # integer-valued test sequence


@claim.proof
def proof(pf):
    pf.scope = "N = 1..5, exhaustively over k = 0..N-1 and m = 0..N-1, with symbolic complex x[0..N-1]"
    for N in range(1, 6):
        xs = sp.symbols(f"x0:{N}")
        w = lambda e: sp.exp(-2 * sp.pi * sp.I * e / N)  # noqa: E731
        for m in range(N):
            for k in range(N):
                Y = sum(xs[(n + m) % N] * w(k * n) for n in range(N))
                X = sum(xs[n] * w(k * n) for n in range(N))
                pf.eq(f"N = {N}, m = {m}, k = {k}", sp.expand(Y), sp.expand(sp.exp(2 * sp.pi * sp.I * k * m / N) * X))
    pf.eq("|e^{2 pi i k m/N}| = 1 (magnitudes unchanged)",
          sp.Abs(sp.exp(2 * sp.pi * sp.I * sp.Symbol("t", real=True))), 1)


@claim.check
def check(ctx, N, k, m, seed):
    k = k % N
    two_pi = 2 * ctx.pi
    tw = lambda e: cexp(ctx, -two_pi * ctx.num(e % N) / N)  # noqa: E731
    Y = [ctx.fsum(ctx.num(_x((n + m) % N, seed)) * tw(k * n)[r] for n in range(N)) for r in (0, 1)]
    X = (ctx.fsum(ctx.num(_x(n, seed)) * tw(k * n)[0] for n in range(N)),
         ctx.fsum(ctx.num(_x(n, seed)) * tw(k * n)[1] for n in range(N)))
    rhs = cmul(cexp(ctx, two_pi * ctx.num((k * m) % N) / N), X)
    return Eq(Y[0], rhs[0], scale=5.0 * N)


@claim.evidence
def evidence():
    """The condition matters: the same identity for a zero-filled shift (exact SymPy values)."""
    N, m = 4, 1
    x = [1, 2, 3, 4]
    w = lambda e: sp.exp(-2 * sp.pi * sp.I * sp.Rational(e, N))  # noqa: E731
    rows = []
    for name, y in (("circular x[(n+1) mod 4]", [x[(n + m) % N] for n in range(N)]),
                    ("zero-filled x[n+1]", [x[n + m] if n + m < N else 0 for n in range(N)])):
        Y = [sp.nsimplify(sp.expand_complex(sum(y[n] * w(k * n) for n in range(N)))) for k in range(N)]
        PX = [sp.nsimplify(sp.expand_complex(sp.exp(2 * sp.pi * sp.I * sp.Rational(k * m, N)) * sum(x[n] * w(k * n) for n in range(N))))
              for k in range(N)]
        rows.append((f"x = (1,2,3,4), {name}: Y[k]", str(Y)))
        rows.append((f"x = (1,2,3,4), {name}: e^(2 pi i k/4) X[k]", str(PX)))
    return rows
