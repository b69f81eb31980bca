from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="The Fourier coefficient integrals (6.2.2) recover the coefficients of a trigonometric polynomial",
    statement=r"For all integers $n, k \ge 0$: $\int_0^T \cos(2\pi n t/T) \cos(2\pi k t/T)\, dt = (T/2) \delta_{nk}$ ($n, k \ge 1$), "
              r"the same for $\sin \cdot \sin$, and $\int_0^T \sin(2\pi n t/T) \cos(2\pi k t/T)\, dt = 0$; hence, by linearity, for "
              r"$f(t) = a_0/2 + \sum_{n=1}^{N} [a_n \cos(2\pi n t/T) + b_n \sin(2\pi n t/T)]$ (period $T > 0$): "
              r"$(2/T) \int_0^T f(t) \cos(2\pi n t/T)\, dt = a_n$ and $(2/T) \int_0^T f(t) \sin(2\pi n t/T)\, dt = b_n$ "
              "(carried out explicitly for $N = 3$).",
    hypotheses=r"$T > 0$; integers $n, k \ge 0$ (orthogonality proved for symbolic $n$, $k$); $f$ a trigonometric polynomial "
               "(recovery by linearity; carried out explicitly for degree 3)",
    expect="numeric",
    sources=[
        Source(DOC, "(6.2.1)", r"f(t) = \frac{a_0}{2} + \sum_{n=1}^{\infty} \left[ a_n \cos\left(\frac{2\pi n t}{T}\right) + b_n \sin\left(\frac{2\pi n t}{T}\right) \right] \tag{6.2.1}", role="defines"),
        Source(DOC, "(6.2.2)", r"a_n = \frac{2}{T} \int_{0}^{T} f(t) \cos\left(\frac{2\pi n t}{T}\right) dt, \quad b_n = \frac{2}{T} \int_{0}^{T} f(t) \sin\left(\frac{2\pi n t}{T}\right) dt \tag{6.2.2}", role="defines"),
    ],
    domain={"n": st.integers(0, 40), "k": st.integers(0, 40),
            "T": st.fractions(Fraction(1, 8), 64, max_denominator=16)},
    examples=[{"n": 2, "k": 3, "T": Fraction(1)}, {"n": 5, "k": 5, "T": Fraction(7, 3)}, {"n": 0, "k": 0, "T": Fraction(2)}],
    sharp='an identity.',
    notes="(6.2.1) and (6.2.2) are cited as the definitions they are (the series and its coefficients); that an "
          "arbitrary periodic function equals its series is false "
          "(not_every_periodic_function_equals_its_fourier_series).",
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    T = sp.Symbol("T", positive=True)
    N = 3
    a = sp.symbols(f"a0:{N + 1}", real=True)
    b = sp.symbols(f"b0:{N + 1}", real=True)
    th = lambda n: 2 * sp.pi * n * t / T
    f = a[0] / 2 + sum(a[n] * sp.cos(th(n)) + b[n] * sp.sin(th(n)) for n in range(1, N + 1))
    for n in range(0, N + 1):
        an = 2 / T * sp.integrate(sp.expand(f * sp.cos(th(n))), (t, 0, T))
        pf.eq(f"a_{n} = (2/T) int_0^T f cos(2 pi {n} t/T) dt", an, a[n])
    for n in range(1, N + 1):
        bn = 2 / T * sp.integrate(sp.expand(f * sp.sin(th(n))), (t, 0, T))
        pf.eq(f"b_{n} = (2/T) int_0^T f sin(2 pi {n} t/T) dt", bn, b[n])
    # orthogonality for all integers: product-to-sum, then int_0^T of a harmonic of nonzero order is 0
    A, B = sp.symbols("A B", real=True)
    pf.eq("cos A cos B = (cos(A - B) + cos(A + B))/2", sp.cos(A) * sp.cos(B), (sp.cos(A - B) + sp.cos(A + B)) / 2)
    pf.eq("sin A sin B = (cos(A - B) - cos(A + B))/2", sp.sin(A) * sp.sin(B), (sp.cos(A - B) - sp.cos(A + B)) / 2)
    pf.eq("sin A cos B = (sin(A + B) + sin(A - B))/2", sp.sin(A) * sp.cos(B), (sp.sin(A + B) + sp.sin(A - B)) / 2)
    j = sp.Symbol("j", integer=True, nonzero=True)
    pf.eq("int_0^T cos(2 pi j t/T) dt = 0 for every integer j != 0 (so n != k gives 0 for cos*cos, sin*sin)",
          sp.integrate(sp.cos(2 * sp.pi * j * t / T), (t, 0, T)), 0)
    jj = sp.Symbol("jj", integer=True)
    pf.eq("int_0^T sin(2 pi j t/T) dt = 0 for every integer j (so sin*cos always gives 0)",
          sp.integrate(sp.sin(2 * sp.pi * jj * t / T), (t, 0, T)), 0)
    pf.eq("n = k >= 1: int_0^T (1 + cos(4 pi n t/T))/2 dt = T/2", sp.integrate((1 + sp.cos(2 * sp.pi * (2 * j) * t / T)) / 2, (t, 0, T)),
          T / 2)
    pf.scope = "orthogonality for all integers n, k; explicit recovery for trigonometric polynomials of degree 3"


@claim.check
def check(ctx, n, k, T):
    # int_0^T cos(2 pi n t/T) cos(2 pi k t/T) dt from the product-to-sum antiderivative
    Tn = ctx.num(T)
    pi = ctx.pi

    def int_cos(j):  # int_0^T cos(2 pi j t/T) dt
        if j == 0:
            return Tn
        return Tn * ctx.sin(2 * pi * ctx.num(j)) / (2 * pi * ctx.num(j))

    val = (int_cos(n - k) + int_cos(n + k)) / 2
    expected = Tn if n == k == 0 else (Tn / 2 if n == k else ctx.num(0))
    return Eq(val, expected)
