"""Helpers shared by the 003a claims (doc 003, from its start through §6.2.3); not a claim module.

Complex numbers are handled as (re, im) pairs so that every check runs in every precision context.
Doc 003 writes ω_m = 10000^(2m/d_model) for the PERIOD parameter and f_m = 1/ω_m = 10000^(-2m/d_model) for the
(angular) frequency (theorems/_notation_003.py); numeric.encoding.inv_freq(ctx, m, d) computes f_m = 1/ω_m.
The claims of doc 003 write w_m for ω_m (the period parameter) and never for the frequency.
"""
from __future__ import annotations

import sympy as sp

DOC = "003_765fa61f779baf3a.txt"


def twiddle(ctx, r, N, sign=-1):
    """exp(sign * 2 pi i r / N) as (re, im); r is an integer reduced mod N exactly first."""
    r = r % N
    ang = 2 * ctx.pi * ctx.num(r) / ctx.num(N)
    c, s = ctx.cos(ang), ctx.sin(ang)
    return c, (s if sign > 0 else -s)


def cmul(a, b):
    return a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]


def dft(ctx, xs, sign=-1):
    """X[k] = sum_n x[n] exp(sign 2 pi i k n / N) for a list of (re, im) pairs (direct O(N^2))."""
    N = len(xs)
    out = []
    for k in range(N):
        terms = [cmul(xs[n], twiddle(ctx, k * n, N, sign)) for n in range(N)]
        out.append((ctx.fsum(t[0] for t in terms), ctx.fsum(t[1] for t in terms)))
    return out


def as_complex(ctx, ints):
    return [(ctx.num(v), ctx.num(0)) for v in ints]


def l1_distance(ctx, us, vs):
    return ctx.fsum(ctx.abs(u[0] - v[0]) + ctx.abs(u[1] - v[1]) for u, v in zip(us, vs))


def dft_matrix(N, sign=-1):
    """The N x N SymPy matrix exp(sign 2 pi i k n / N)."""
    return sp.Matrix(N, N, lambda k, n: sp.exp(sign * 2 * sp.pi * sp.I * k * n / N))


def freq_sym(m, d, base=10000):
    """f_m = base^(-2m/d) as a SymPy expression."""
    return sp.Integer(base) ** (-sp.Integer(2) * m / d)


def pair_difference_norm(ctx, i, delta, f):
    """|| (sin((i+delta) f) - sin(i f), cos((i+delta) f) - cos(i f)) || computed from the code values."""
    a, b = ctx.num(i) * f, ctx.num(i + delta) * f
    ds, dc = ctx.sin(b) - ctx.sin(a), ctx.cos(b) - ctx.cos(a)
    return ctx.sqrt(ctx.abs(ds * ds + dc * dc))


def pair_index(d, frac):
    """Map a fraction in [0, 1] to a pair index 0 <= m < d/2."""
    return min(d // 2 - 1, int(frac * (d // 2)))


def square_wave_coefficients(n):
    """For the 2 pi-periodic square wave f = 1 on [0, pi), -1 on [pi, 2 pi): (a_0, a_n, b_n, c_n, c_{-n}) from the
    integrals (6.2.2) and (6.2.3) with T = 2 pi, n a positive integer symbol."""
    t = sp.Symbol("t", real=True)
    pi = sp.pi

    def integral(g):  # (1/pi) int_0^{2 pi} f(t) g(t) dt
        return (sp.integrate(g, (t, 0, pi)) - sp.integrate(g, (t, pi, 2 * pi))) / pi

    a0 = integral(sp.Integer(1))
    an = sp.simplify(integral(sp.cos(n * t)))
    bn = sp.simplify(integral(sp.sin(n * t)))
    cn = sp.simplify(integral(sp.exp(-sp.I * n * t)) / 2)   # (1/T) int_0^T f e^{-i n t} dt, T = 2 pi
    cmn = sp.simplify(integral(sp.exp(sp.I * n * t)) / 2)
    return a0, an, bn, cn, cmn
