from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"DFT bin $k$ has angular frequency $2\pi k/N$ and period $N/k$; adjacent bins are $2\pi/N$ apart",
    statement=r"$e^{2\pi i k n/N} = e^{i w_k n}$ with $w_k = 2\pi k/N$; $e^{i w_k (n + N/k)} = e^{i w_k n}$; $w_{k+1} - w_k = 2\pi/N$.",
    hypotheses=r"$N \ge 1$; integer $1 \le k < N$; real $n$",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.1, after (6.2.5)", r"频率$k$对应的角频率为$\omega_k = 2\pi k/N$，周期为$T_k = N/k$（当$k \neq 0$时）"),
        Source(DOC, "§6.2.1, resolution duality", r"低频端可分辨的最小频率间隔为$2\pi/N$"),
        Source(DOC, "§6.2.1, resolution duality", r"给定的序列长度$N$限制了可分析的频率范围和频率分辨率",
               fidelity="partial",
               part=r"$N$ fixes the DFT frequency grid: bins at $2\pi k/N$ ($k = 0, \dots, N-1$), spacing $2\pi/N$, "
                    r"lowest nonzero frequency $2\pi/N$ (the Nyquist limit $\pi$ is "
                    r"integer_samples_cannot_tell_w_from_2pi_minus_w)"),
    ],
    domain={"N": st.integers(2, 4096), "k_frac": st.fractions(0, 1, max_denominator=256),
            "n": st.fractions(-100, 100, max_denominator=16)},
    examples=[{"N": 8, "k_frac": Fraction(3, 8), "n": Fraction(5, 2)}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    k = sp.Symbol("k", integer=True, positive=True)
    N = sp.Symbol("N", integer=True, positive=True)
    n = sp.Symbol("n", real=True)
    wk = 2 * sp.pi * k / N
    pf.eq("e^{2 pi i k n/N} = e^{i w_k n}", sp.exp(2 * sp.pi * sp.I * k * n / N), sp.exp(sp.I * wk * n))
    pf.eq("period N/k", sp.exp(sp.I * wk * (n + N / k)), sp.exp(sp.I * wk * n))
    pf.eq("bin spacing", 2 * sp.pi * (k + 1) / N - wk, 2 * sp.pi / N)


@claim.check
def check(ctx, N, k_frac, n):
    k = max(1, min(N - 1, int(k_frac * N)))
    wk = 2 * ctx.pi * ctx.num(k) / ctx.num(N)
    x = ctx.num(n)
    lhs = ctx.cos(wk * (x + ctx.num(N) / ctx.num(k))) + ctx.sin(wk * (x + ctx.num(N) / ctx.num(k)))
    rhs = ctx.cos(wk * x) + ctx.sin(wk * x)
    return Eq(lhs, rhs)
