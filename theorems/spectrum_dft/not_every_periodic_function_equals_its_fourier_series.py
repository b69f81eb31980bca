import sympy as sp

from suite import Claim, Source
from theorems._lemmas.fourier import square_wave_coefficients

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="Every periodic function equals its Fourier series (false: the square wave's series gives 0 at $t = 0$ where $f = 1$)",
    statement=r"Source: for every $T$-periodic $f$, $f(t) = a_0/2 + \sum_{n \ge 1} [a_n \cos(2\pi n t/T) + b_n \sin(2\pi n t/T)]$ "
              r"(equivalently $\sum_n c_n e^{2\pi i n t/T}$) for all $t$, with $a_n$, $b_n$, $c_n$ from (6.2.2), (6.2.3). "
              r"Checked on the square wave $f = 1$ on $[0, \pi)$, $-1$ on $[\pi, 2\pi)$, $T = 2\pi$, at $t = 0$.",
    hypotheses=r"$T = 2\pi$; $f$ the square wave; the series read pointwise as (6.2.1) writes it",
    expect="refuted",
    wrong=r"For the square wave (period $2\pi$, $f = 1$ on $[0, \pi)$, $-1$ on $[\pi, 2\pi)$) the integrals (6.2.2) give $a_n = 0$ and "
          r"$b_n = 2(1 - (-1)^n)/(\pi n)$; at $t = 0$ every term $a_n \cos 0 + b_n \sin 0$ is 0, so the series (6.2.1) (and the "
          "complex series (6.2.3), whose $c_n + c_{-n} = 0$) equals 0 at $t = 0$, whereas $f(0) = 1$. Fourier theory does not "
          "prove that every periodic function is its Fourier series: it converges to $f$ in the $L^2$ norm for "
          "square-integrable $f$ and pointwise to $(f(t+) + f(t-))/2$ for piecewise smooth $f$; continuous functions with a "
          "divergent Fourier series exist, and non-integrable periodic functions have no coefficients (6.2.2).",
    error_kind="false general statement",
    survives="yes: the document applies Fourier analysis only to finite sums of sinusoids (the encoding's components), "
             "which are their own Fourier series; it needs no expansion of an arbitrary periodic function.",
    correction="square_wave_fourier_series_gives_the_midpoint_at_its_jump",
    sources=[
        Source(DOC, "§6.2.1 ¶1", r"它将任意周期函数表示为不同频率正弦和余弦函数的叠加"),
        Source(DOC, "§6.2.1, after (6.2.2)", r"它证明了任意周期函数都可以分解为不同频率正弦和余弦函数的线性组合"),
        Source(DOC, "§6.2.1, before (6.2.3)", r"周期函数可以展开为"),
    ],
    sharp='exact refutation.',
    notes=r'Statement (as written, three times in §6.2.1): Fourier series represent ANY periodic function as a superposition of sines and cosines of different frequencies, $f(t) =$ (6.2.1) with the coefficients (6.2.2) (and the complex form (6.2.3)); Fourier theory "proves" that every periodic function decomposes this way. False as stated: for the $2\pi$-periodic square wave $f = 1$ on $[0, \pi)$, $-1$ on $[\pi, 2\pi)$, the coefficients (6.2.2) are $a_n = 0$ and $b_n = 2(1 - (-1)^n)/(\pi n)$, so every term of (6.2.1) vanishes at $t = 0$ and the series gives 0 there, while $f(0) = 1$ (computed by SymPy below). Worse cases exist (a continuous $f$ whose series diverges at a point, du Bois-Reymond; a non-integrable periodic $f$ has no coefficients (6.2.2) at all).',
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    n = sp.Symbol("n", integer=True, positive=True)
    a0, an, bn, cn, cmn = square_wave_coefficients(n)
    pf.eq("(6.2.2) for the square wave: a_n = 0", an, 0)
    pf.eq("(6.2.2) for the square wave: b_n = 2(1 - (-1)^n)/(pi n)", bn, 2 * (1 - (-1) ** n) / (sp.pi * n))
    series_at_0 = a0 / 2 + sp.Sum(sp.simplify((an * sp.cos(n * t) + bn * sp.sin(n * t)).subs(t, 0)), (n, 1, sp.oo)).doit()
    pf.refute("(6.2.1) at t = 0: the series value equals f(0) = 1", series_at_0, sp.Integer(1))
    pf.eq("(6.2.3) at t = 0: c_n + c_{-n} = 0 for every n >= 1 and c_0 = a_0/2 = 0, so it also gives 0 != f(0)",
          cn + cmn, 0)
