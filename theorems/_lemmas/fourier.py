"""Fourier series and the DFT in exact SymPy form."""
from __future__ import annotations

import sympy as sp


def dft_matrix(N, sign=-1):
    """The N x N SymPy matrix exp(sign 2 pi i k n / N)."""
    return sp.Matrix(N, N, lambda k, n: sp.exp(sign * 2 * sp.pi * sp.I * k * n / N))


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
