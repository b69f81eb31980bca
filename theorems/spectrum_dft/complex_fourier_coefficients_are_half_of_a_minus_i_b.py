from fractions import Fraction

import sympy as sp

from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"Complex Fourier coefficients are $c_{\pm n} = (a_n \mp i b_n)/2$, so (6.2.3) equals (6.2.1) term by term",
    statement=r"$e^{i w t} = \cos(w t) + i \sin(w t)$; $c_n = (1/T) \int_0^T f e^{-2\pi i n t/T}\, dt = (a_n - i b_n)/2$ ($n \ge 1$), "
              r"$c_{-n} = (a_n + i b_n)/2$, $c_0 = a_0/2$; and $c_n e^{i \theta} + c_{-n} e^{-i \theta} = a_n \cos \theta + b_n \sin \theta$.",
    hypotheses="$T > 0$; $f$ integrable on $[0, T]$; real $a_n$, $b_n$",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.1, before (6.2.3)", r"e^{i\omega t} = \cos(\omega t) + i\sin(\omega t)"),
        Source(DOC, "(6.2.3)", r"f(t) = \sum_{n=-\infty}^{\infty} c_n e^{i \frac{2\pi n t}{T}} \tag{6.2.3}", role="defines"),
        Source(DOC, "(6.2.3)", r"c_n = \frac{1}{T} \int_{0}^{T} f(t) e^{-i \frac{2\pi n t}{T}} dt"),
    ],
    domain={"a": small_rationals(), "b": small_rationals(), "theta": small_rationals(limit=50)},
    examples=[{"a": Fraction(1), "b": Fraction(-2), "theta": Fraction(3, 7)}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    t, w, th = sp.symbols("t omega theta", real=True)
    T = sp.Symbol("T", positive=True)
    a, b = sp.symbols("a b", real=True)
    pf.eq("Euler: e^{i w t} = cos(w t) + i sin(w t)", sp.exp(sp.I * w * t), sp.cos(w * t) + sp.I * sp.sin(w * t))
    cp, cm = (a - sp.I * b) / 2, (a + sp.I * b) / 2
    pf.eq("c_n e^{i th} + c_{-n} e^{-i th} = a cos th + b sin th",
          cp * sp.exp(sp.I * th) + cm * sp.exp(-sp.I * th), a * sp.cos(th) + b * sp.sin(th),
          first="rewrite(exp)+expand+simplify")
    F = sp.Symbol("F", real=True)  # the value f(t) at one t: the integrands agree pointwise
    x = 2 * sp.pi * t / T
    pf.eq("integrand: (1/T) f e^{-i x} = (1/2)[(2/T) f cos x - i (2/T) f sin x] (then integrate: linearity)",
          F * sp.exp(-sp.I * x) / T, ((2 / T) * F * sp.cos(x) - sp.I * (2 / T) * F * sp.sin(x)) / 2,
          first="rewrite(exp)+expand+simplify")
    N = 2
    A = sp.symbols(f"A0:{N + 1}", real=True)
    B = sp.symbols(f"B0:{N + 1}", real=True)
    f = A[0] / 2 + sum(A[n] * sp.cos(n * x) + B[n] * sp.sin(n * x) for n in range(1, N + 1))
    for n in range(-N, N + 1):
        cn = sp.integrate(sp.expand(f * sp.exp(-sp.I * n * x), complex=True), (t, 0, T)) / T
        want = A[0] / 2 if n == 0 else ((A[n] - sp.I * B[n]) / 2 if n > 0 else (A[-n] + sp.I * B[-n]) / 2)
        pf.eq(f"degree-2 trigonometric polynomial: c_{n}", cn, want)


@claim.check
def check(ctx, a, b, theta):
    th = ctx.num(theta)
    A, B = ctx.num(a), ctx.num(b)
    c, s = ctx.cos(th), ctx.sin(th)
    # (A - iB)/2 * (c + i s) + (A + iB)/2 * (c - i s): real part (imaginary part cancels identically)
    re = ((A * c + B * s) + (A * c + B * s)) / 2
    im = ((A * s - B * c) + (-A * s + B * c)) / 2
    return Eq(re + ctx.abs(im), A * c + B * s)
