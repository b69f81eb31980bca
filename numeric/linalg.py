"""Linear algebra over a precision context: matrices as lists of rows."""
from __future__ import annotations

import itertools


def to_ctx(ctx, A):
    """A matrix of exact numbers as numbers of the context."""
    return [[ctx.num(x) for x in row] for row in A]


def matvec(ctx, m, v):
    """m: list of rows (exact numbers), v: list of context numbers -> m v."""
    return [ctx.fsum(ctx.num(a) * x for a, x in zip(row, v)) for row in m]


def matmul(ctx, A, B):
    """A B for matrices of context numbers."""
    return [[ctx.fsum(A[i][k] * B[k][j] for k in range(len(B))) for j in range(len(B[0]))] for i in range(len(A))]


def det(ctx, rows):
    """Determinant by Gaussian elimination, pivot chosen by the largest midpoint."""
    a = [list(r) for r in rows]
    n = len(a)
    sign = 1
    out = ctx.num(1)
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(ctx.mid(a[r][c])))
        if p != c:
            a[c], a[p] = a[p], a[c]
            sign = -sign
        piv = a[c][c]
        out = out * piv
        for r in range(c + 1, n):
            fac = a[r][c] / piv
            for k in range(c, n):
                a[r][k] = a[r][k] - fac * a[c][k]
    return out * sign


def recurrence_coeffs(ctx, fr):
    """Coefficients a_0..a_d (a_d = 1) of Q(x) = prod_m (x^2 - 2 cos(f_m) x + 1), the characteristic
    polynomial of the linear recurrence satisfied by the codes of consecutive positions."""
    poly = [ctx.num(1)]  # poly[k] = coefficient of x^k
    for f in fr:
        c = -2 * ctx.cos(f)
        new = [ctx.num(0)] * (len(poly) + 2)
        for k, a in enumerate(poly):
            new[k] = new[k] + a
            new[k + 1] = new[k + 1] + c * a
            new[k + 2] = new[k + 2] + a
        poly = new
    return poly


def squared_det_over_vandermonde(ctx, det, freqs):
    """det^2 / prod_{a<b} |z_a - z_b|^2 / 2^d for the nodes z = e^{+-i f_m} (|z_a - z_b|^2 = 4 sin^2((a - b)/2)):
    equal to 1 exactly when det^2 is the Vandermonde closed form of the d consecutive codes (so det != 0)."""
    nodes = []
    for f in freqs:
        nodes += [f, -f]
    prod = ctx.num(1)
    for x, y in itertools.combinations(nodes, 2):
        prod = prod * 4 * ctx.sin((x - y) / 2) ** 2
    return det * det / (prod / ctx.num(2 ** len(nodes)))
