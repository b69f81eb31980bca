"""The discrete Fourier transform over a precision context (complex numbers as (re, im) pairs)."""
from __future__ import annotations

from numeric.complex import cmul


def twiddle(ctx, r, N, sign=-1):
    """exp(sign * 2 pi i r / N) as (re, im); r is an integer reduced mod N exactly first."""
    r = r % N
    ang = 2 * ctx.pi * ctx.num(r) / ctx.num(N)
    c, s = ctx.cos(ang), ctx.sin(ang)
    return c, (s if sign > 0 else -s)


def dft(ctx, xs, sign=-1):
    """X[k] = sum_n x[n] exp(sign 2 pi i k n / N) for a list of (re, im) pairs (direct O(N^2))."""
    N = len(xs)
    table = [twiddle(ctx, r, N, sign) for r in range(N)]  # twiddle(k n) depends on k n mod N only
    out = []
    for k in range(N):
        terms = [cmul(xs[n], table[k * n % N]) for n in range(N)]
        out.append((ctx.fsum(t[0] for t in terms), ctx.fsum(t[1] for t in terms)))
    return out
