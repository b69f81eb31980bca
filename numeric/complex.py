"""Complex numbers as (re, im) pairs of numbers of a precision context.

A pair of context numbers runs in every context (floats, mpmath, Arb balls) where a native complex
type would not; the operations are written once here.
"""
from __future__ import annotations


def cmul(a, b):
    """(a0 + i a1)(b0 + i b1)."""
    return (a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0])


def conj(a):
    """The complex conjugate a0 - i a1."""
    return (a[0], -a[1])


def cexp(ctx, t):
    """e^{i t} as (cos t, sin t)."""
    return (ctx.cos(t), ctx.sin(t))


def as_complex(ctx, ints):
    """Exact numbers (ints, Fractions) as complex numbers with zero imaginary part."""
    return [(ctx.num(v), ctx.num(0)) for v in ints]


def l1_distance(ctx, us, vs):
    """sum_k |Re(u_k - v_k)| + |Im(u_k - v_k)| for two lists of complex numbers."""
    return ctx.fsum(ctx.abs(u[0] - v[0]) + ctx.abs(u[1] - v[1]) for u, v in zip(us, vs))


def complex_code(ctx, pos, fr):
    """The complex code c_pos[m] = e^{-i pos f_m} = (cos(pos f_m), -sin(pos f_m)) for the frequencies ``fr``."""
    x = ctx.num(pos)
    return [(ctx.cos(x * f), -ctx.sin(x * f)) for f in fr]
