"""The sinusoidal encoding, written once against a precision context.

Convention (000_da7a9c08a271989b.txt eq. 6.1.1, interleaved):
    p_{i,2m} = sin(i * w_m),  p_{i,2m+1} = cos(i * w_m),  w_m = base^(-2m/d),  m = 0..d/2-1.
``inv_freq`` computes w_m as exp(-(2m/d) ln base), the way common implementations do.
"""
from __future__ import annotations

from fractions import Fraction


def inv_freq(ctx, m, d, base=10000):
    """w_m = base^(-2m/d) (angular frequency per position)."""
    if m == 0:
        return ctx.num(1)
    return ctx.exp(-(ctx.num(2 * m) / ctx.num(d)) * ctx.log(ctx.num(base)))


def phase(ctx, pos, m, d, base=10000):
    return ctx.num(pos) * inv_freq(ctx, m, d, base)


def wavelength(ctx, m, d, base=10000):
    """2 pi / w_m: the period, in positions, of pair m."""
    return 2 * ctx.pi() / inv_freq(ctx, m, d, base)


def code(ctx, pos, d, base=10000, freqs=None):
    """The d-vector p_pos as a list [sin, cos, sin, cos, ...]; ``freqs`` may be precomputed."""
    if freqs is None:
        freqs = [inv_freq(ctx, m, d, base) for m in range(d // 2)]
    x = ctx.num(pos)
    if getattr(ctx, "vector", False):  # float contexts: one vectorised pass in the dtype
        import numpy as np

        w = ctx.num(list(freqs))
        t = ctx.num(x * w)
        out = np.empty(2 * len(w), dtype=w.dtype)
        out[0::2], out[1::2] = ctx.sin(t), ctx.cos(t)
        return out
    out = []
    for w in freqs:
        t = x * w
        out += [ctx.sin(t), ctx.cos(t)]
    return out


def dot(ctx, u, v):
    if getattr(ctx, "vector", False):
        return ctx.fsum(ctx.num(u) * ctx.num(v))
    return ctx.fsum(a * b for a, b in zip(u, v))


def as_fraction(x) -> Fraction:
    return Fraction(x)
