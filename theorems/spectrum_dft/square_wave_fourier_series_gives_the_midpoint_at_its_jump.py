import sympy as sp

from suite import Claim, Source
from theorems._lemmas.fourier import square_wave_coefficients

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The square wave's Fourier series gives the midpoint 0 at its jump $t = 0$ (where $f = 1$) and $f = 1$ at $t = \pi/2$",
    statement=r"For $f = 1$ on $[0, \pi)$, $-1$ on $[\pi, 2\pi)$ (period $2\pi$): $a_n = 0$, $b_n = 2(1 - (-1)^n)/(\pi n)$, $c_n + c_{-n} = 0$; "
              r"the series (6.2.1) sums to $0 = (f(0+) + f(0-))/2$ at $t = 0$ and to $1 = f(\pi/2)$ at $t = \pi/2$.",
    hypotheses=r"$T = 2\pi$; $f$ the square wave (piecewise constant, integrable)",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.1 ¶1", r"它将任意周期函数表示为不同频率正弦和余弦函数的叠加", role="corrects"),
        Source(DOC, "§6.2.1, after (6.2.2)", r"它证明了任意周期函数都可以分解为不同频率正弦和余弦函数的线性组合",
               role="corrects"),
        Source(DOC, "§6.2.1, before (6.2.3)", r"周期函数可以展开为", role="corrects"),
    ],
    sharp='exact values.',
    notes="This is the correct form of 'a periodic function is its Fourier series' "
          "(not_every_periodic_function_equals_its_fourier_series): for piecewise smooth $f$ the series converges "
          "to $(f(t+) + f(t-))/2$ (Dirichlet), for square-integrable $f$ to $f$ in the $L^2$ norm; pointwise equality "
          "everywhere needs more (continuity and bounded variation, say), and for a non-integrable periodic $f$ "
          "the integrals (6.2.2) do not exist.",
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    n = sp.Symbol("n", integer=True, positive=True)
    k = sp.Symbol("k", integer=True, nonnegative=True)
    a0, an, bn, cn, cmn = square_wave_coefficients(n)
    pf.eq("a_0 = (1/pi) int_0^{2 pi} f dt = 0", a0, 0)
    pf.eq("a_n = (1/pi) int_0^{2 pi} f(t) cos(n t) dt = 0", an, 0)
    pf.eq("b_n = (1/pi) int_0^{2 pi} f(t) sin(n t) dt = 2(1 - (-1)^n)/(pi n)", bn, 2 * (1 - (-1) ** n) / (sp.pi * n))
    pf.eq("complex form (6.2.3): c_n + c_{-n} = 0 (so every symmetric partial sum at t = 0 is c_0 = 0)", cn + cmn, 0)
    term0 = (an * sp.cos(n * t) + bn * sp.sin(n * t)).subs(t, 0)
    pf.eq("at the jump t = 0 every term a_n cos 0 + b_n sin 0 is 0, so the series sums to a_0/2 = 0",
          a0 / 2 + sp.Sum(sp.simplify(term0), (n, 1, sp.oo)).doit(), 0)
    pf.eq("the midpoint (f(0+) + f(0-))/2 = (1 + (-1))/2 = 0", (sp.Integer(1) + sp.Integer(-1)) / 2, 0)
    pf.eq("b_{2k} = 0 (even harmonics vanish)", bn.subs(n, 2 * k + 2), 0)
    pf.eq("b_{2k+1} sin((2k+1) pi/2) = (4/pi) (-1)^k/(2k+1)",
          sp.simplify(bn.subs(n, 2 * k + 1) * sp.sin((2 * k + 1) * sp.pi / 2)), 4 * (-1) ** k / (sp.pi * (2 * k + 1)))
    pf.eq("at t = pi/2 the series sums to (4/pi)(pi/4) = 1 = f(pi/2)",
          sp.summation(4 * (-1) ** k / (sp.pi * (2 * k + 1)), (k, 0, sp.oo)), 1)
