"""Similarity of Gaussian-bump (RBF) position codes over a precision context.

(The similarity of sinusoidal codes, sum_m cos(delta w_m), is numeric.encoding.offset_dot.)
"""
from __future__ import annotations

from fractions import Fraction


def theta_truncated(ctx, sigma, half: bool, K: int):
    """Theta_K(m) = sum over the 2K+1 (m integer) or 2K+2 (m half-integer) nearest centres c of
    exp(-(c-m)^2/sigma^2), with m = 0 or 1/2.  The exact sum over all integers c exceeds it by at
    most tail_bound(ctx, sigma, K)."""
    s2 = ctx.num(sigma) ** 2
    if half:
        offs = [Fraction(2 * n + 1, 2) for n in range(K + 1)]
        return 2 * ctx.fsum(ctx.exp(-ctx.num(o * o) / s2) for o in offs)
    return 1 + 2 * ctx.fsum(ctx.exp(-ctx.num(n * n) / s2) for n in range(1, K + 1))


def tail_bound(ctx, sigma, K: int):
    """A bound on the omitted terms of theta_truncated: every omitted |c - m| is >= K + 1/2 and they
    are at least 1 apart, so the tail is <= 2 e^{-(K+1/2)^2/s^2} / (1 - e^{-2(K+1/2)/s^2})."""
    s2 = ctx.num(sigma) ** 2
    a = ctx.num(Fraction(2 * K + 1, 2))
    return 2 * ctx.exp(-a * a / s2) / (1 - ctx.exp(-2 * a / s2))


def rbf_similarity(ctx, D: int, sigma, K: int):
    """phi(i).phi(j) for |i - j| = D with centres at every integer, truncated (see theta_truncated):
    exp(-D^2/(4 sigma^2)) * Theta((i+j)/2), where (i+j)/2 is an integer iff D is even."""
    s2 = ctx.num(sigma) ** 2
    return ctx.exp(-ctx.num(D * D) / (4 * s2)) * theta_truncated(ctx, sigma, D % 2 == 1, K)
