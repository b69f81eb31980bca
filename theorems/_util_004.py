"""Helpers shared by the doc-004 claims (not a claim module).

Everything numeric is written against a precision context ``ctx`` (numeric/contexts.py);
constants are ints/Fractions, never Python floats.
"""
from __future__ import annotations

import random
from fractions import Fraction

DOC = "004_fe5e934775abaf66.txt"


def rational_weights(seed: int, n: int, lim: int = 6, den: int = 4) -> list:
    """n deterministic small rationals from ``seed`` (exact Fractions)."""
    r = random.Random(seed)
    return [Fraction(r.randint(-lim * den, lim * den), den) for _ in range(n)]


def matvec(ctx, m, v):
    """m: list of rows (numbers), v: list -> list, in ctx."""
    return [ctx.fsum(ctx.num(a) * x for a, x in zip(row, v)) for row in m]


def dotv(ctx, u, v):
    return ctx.fsum(a * b for a, b in zip(u, v))


def softmax(ctx, logits, keep=None):
    """Softmax of a list of ctx numbers, max-subtracted; ``keep[j] = False`` drops key j
    (a key-padding mask with value -inf: its weight is exactly 0)."""
    keep = keep if keep is not None else [True] * len(logits)
    kept = [s for s, k in zip(logits, keep) if k]
    m = kept[0]
    for s in kept[1:]:
        if ctx.mid(s) > ctx.mid(m):
            m = s
    e = [ctx.exp(s - m) if k else ctx.num(0) for s, k in zip(logits, keep)]
    z = ctx.fsum(e)
    return [x / z for x in e]


def relu(ctx, x):
    return (x + ctx.abs(x)) / 2


def sinusoid_similarity(ctx, delta, d, base=10000):
    """s(delta) = sum_{m<d/2} cos(w_m delta), w_m = base^(-2m/d): the dot product p_t . p_{t+delta}."""
    from numeric.encoding import offset_dot

    return offset_dot(ctx, delta, d, base)


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
