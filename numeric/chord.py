"""The change of a (sin, cos) pair between two positions, computed from the code values: the chord
between two points of the unit circle, and its readings per element."""
from __future__ import annotations

# the three readings of "the difference between adjacent positions"
STEP_READINGS = ("pair (sin, cos)", "sine element", "cosine element")


def pair_difference_norm(ctx, i, delta, f):
    """|| (sin((i+delta) f) - sin(i f), cos((i+delta) f) - cos(i f)) || computed from the code values."""
    a, b = ctx.num(i) * f, ctx.num(i + delta) * f
    ds, dc = ctx.sin(b) - ctx.sin(a), ctx.cos(b) - ctx.cos(a)
    return ctx.sqrt(ctx.abs(ds * ds + dc * dc))


def adjacent_step(ctx, reading, w, pos):
    """The change from position pos to pos + 1 of pair frequency w, under one of STEP_READINGS: the squared
    pair distance, |Δ sin| or |Δ cos|."""
    a, b = ctx.num(pos) * w, ctx.num(pos + 1) * w
    ds, dc = ctx.sin(b) - ctx.sin(a), ctx.cos(b) - ctx.cos(a)
    if reading == STEP_READINGS[0]:
        return ds * ds + dc * dc
    return ctx.abs(ds) if reading == STEP_READINGS[1] else ctx.abs(dc)
