"""The mean power of a pair component over the first n positions, over a precision context."""
from __future__ import annotations


def mean_cos2(ctx, n, t):
    """(1/n) sum_{i<n} cos^2(i t)."""
    return ctx.fsum(ctx.cos(ctx.num(i) * t) ** 2 for i in range(n)) / ctx.num(n)
