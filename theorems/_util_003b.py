"""Helpers shared by the claims on 003_765fa61f779baf3a.txt §6.2.4-§6.2.7 (suffix 003b).

Everything is written against a precision context ``ctx`` (numeric/contexts.py); complex
numbers are plain (re, im) pairs of context numbers.  Frequencies follow doc 003:
f_m = 1/omega_m = 10000^(-2m/d), computed by numeric.encoding.inv_freq.
"""
from __future__ import annotations

from numeric.encoding import inv_freq

DOC = "003_765fa61f779baf3a.txt"


from numeric.encoding import freqs, offset_dot  # noqa: E402,F401  (freqs re-exported for the doc-003 claims)


def pair_index(d, k):
    """Map an unconstrained integer k >= 0 to a pair index m in 0..d/2-1."""
    return k % (d // 2)


def cos_sum(ctx, x, fr):
    """sum_m cos(x f_m) (numeric.encoding.offset_dot with the frequencies given)."""
    return offset_dot(ctx, x, len(fr) * 2, ws=fr)


# --- complex numbers as pairs -------------------------------------------------------------
def cexp(ctx, t):
    """e^{i t} as (cos t, sin t)."""
    return (ctx.cos(t), ctx.sin(t))


def cmul(a, b):
    return (a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0])


def csub(a, b):
    return (a[0] - b[0], a[1] - b[1])


def cabs2(a):
    return a[0] * a[0] + a[1] * a[1]


def complex_code(ctx, pos, fr):
    """c_pos[m] = e^{-i pos f_m} = (cos(pos f_m), -sin(pos f_m)), doc 003 eq. (6.2.22)-(6.2.23)."""
    x = ctx.num(pos)
    return [(ctx.cos(x * f), -ctx.sin(x * f)) for f in fr]


# --- linear algebra ----------------------------------------------------------------------
def recurrence_coeffs(ctx, fr):
    """Coefficients a_0..a_d (a_d = 1) of Q(x) = prod_m (x^2 - 2 cos(f_m) x + 1)."""
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
