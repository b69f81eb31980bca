"""The coefficient integrals (6.2.2) return the coefficients of a trigonometric polynomial (6.2.1).

Statement: for f(t) = a_0/2 + sum_{n=1}^{3} [a_n cos(2 pi n t/T) + b_n sin(2 pi n t/T)] with
arbitrary coefficients and period T > 0, (2/T) int_0^T f cos(2 pi n t/T) dt = a_n (n = 0..3) and
(2/T) int_0^T f sin(2 pi n t/T) dt = b_n (n = 1..3); underlying this are the orthogonality relations
int_0^T cos(2 pi n t/T) cos(2 pi k t/T) dt = (T/2) delta_{nk} (n, k >= 1).
Hypotheses: f a trigonometric polynomial (degree <= 3 in the SymPy proof; the check tests the
orthogonality relations for n, k <= 40). For general periodic f the series need not converge to f
(see the appendix entry on "任意周期函数").
References: 003_765fa61f779baf3a.txt (6.2.1), (6.2.2).
Sharp: an identity.
"""
from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source
from theorems._util_003a import DOC

claim = Claim(
    title="The Fourier coefficient integrals (6.2.2) recover the coefficients of a trigonometric polynomial",
    statement="For f(t) = a_0/2 + sum_{n=1}^{N} [a_n cos(2 pi n t/T) + b_n sin(2 pi n t/T)] (period T > 0): "
              "(2/T) int_0^T f(t) cos(2 pi n t/T) dt = a_n and (2/T) int_0^T f(t) sin(2 pi n t/T) dt = b_n, "
              "because int_0^T cos(2 pi n t/T) cos(2 pi k t/T) dt = (T/2) delta_{nk} for n, k >= 1 (and = T for n = k = 0), "
              "and similarly for sin*sin, while sin*cos integrates to 0.",
    hypotheses="T > 0; f a trigonometric polynomial (proof: degree N <= 3, symbolic coefficients and T); "
               "orthogonality checked numerically for 0 <= n, k <= 40",
    expect="proved",
    sources=[
        Source(DOC, "(6.2.1)", r"f(t) = \frac{a_0}{2} + \sum_{n=1}^{\infty} \left[ a_n \cos\left(\frac{2\pi n t}{T}\right) + b_n \sin\left(\frac{2\pi n t}{T}\right) \right] \tag{6.2.1}", role="defines"),
        Source(DOC, "(6.2.2)", r"a_n = \frac{2}{T} \int_{0}^{T} f(t) \cos\left(\frac{2\pi n t}{T}\right) dt, \quad b_n = \frac{2}{T} \int_{0}^{T} f(t) \sin\left(\frac{2\pi n t}{T}\right) dt \tag{6.2.2}"),
    ],
    domain={"n": st.integers(0, 40), "k": st.integers(0, 40),
            "T": st.fractions(Fraction(1, 8), 64, max_denominator=16)},
    examples=[{"n": 2, "k": 3, "T": Fraction(1)}, {"n": 5, "k": 5, "T": Fraction(7, 3)}, {"n": 0, "k": 0, "T": Fraction(2)}],
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
    pf.scope = "trigonometric polynomials of degree <= 3 (symbolic coefficients and period T)"


@claim.check
def check(ctx, n, k, T):
    # int_0^T cos(2 pi n t/T) cos(2 pi k t/T) dt from the product-to-sum antiderivative
    Tn = ctx.num(T)
    pi = ctx.pi()

    def int_cos(j):  # int_0^T cos(2 pi j t/T) dt
        if j == 0:
            return Tn
        return Tn * ctx.sin(2 * pi * ctx.num(j)) / (2 * pi * ctx.num(j))

    val = (int_cos(n - k) + int_cos(n + k)) / 2
    expected = Tn if n == k == 0 else (Tn / 2 if n == k else ctx.num(0))
    return Eq(val, expected, scale=float(T) * 100)
