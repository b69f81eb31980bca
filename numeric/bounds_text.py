"""Numbers that bound something, printed so that they still bound it: a lower bound rounded down (floor), an upper
bound rounded up (ceiling), never to nearest (``f"{x:.4g}"`` of a lower bound 2.9085e-07 prints 2.909e-07, which is
not one).  Printed as ``%g`` prints, from the exact decimal value of the float (no second rounding)."""
from __future__ import annotations

import math


def plain(x, digits: int = 3) -> str:
    """``x`` to ``digits`` significant digits, to nearest (a value that bounds nothing)."""
    if x is None or not math.isfinite(x):
        return str(x)
    return f"{x:.{digits}g}"


def directed(x, digits: int = 3, direction: str = "down") -> str:
    """``x`` with ``digits`` significant digits rounded DOWN (floor: a lower bound stays a lower bound) or UP
    (ceiling: an upper bound stays one)."""
    from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

    if x is None or not math.isfinite(x) or x == 0:
        return plain(x, digits)
    dx = Decimal(float(x))  # exact
    q = Decimal(1).scaleb(dx.adjusted() - digits + 1)
    r = dx.quantize(q, rounding=ROUND_FLOOR if direction == "down" else ROUND_CEILING)
    e = r.adjusted()  # printed as %g prints, but the decimal r itself (no second rounding)
    if -4 <= e < digits:
        return format(r.normalize(), "f")
    mant = format(r.scaleb(-e).normalize(), "f")
    return f"{mant}e{'-' if e < 0 else '+'}{abs(e):02d}"


def lower(x, digits: int = 3) -> str:
    """A lower bound, printed rounded down."""
    return directed(x, digits, "down")


def upper(x, digits: int = 3) -> str:
    """An upper bound, printed rounded up."""
    return directed(x, digits, "up")
