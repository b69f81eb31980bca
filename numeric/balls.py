"""Rigorous ball arithmetic (python-flint Arb) for finite exhaustive checks whose predicates must be
decided exactly: a ball comparison is True only when it is certain."""
from __future__ import annotations

from fractions import Fraction

import flint


def ball(x) -> "flint.arb":
    """An exact number as an Arb ball: int, Fraction, binary float or a decimal string (exact)."""
    flint.ctx.prec = 200
    if isinstance(x, Fraction):
        return flint.arb(x.numerator) / x.denominator
    if isinstance(x, float):
        return flint.arb(x)  # a binary float is an exact dyadic rational
    return flint.arb(x)


def freq_ball(m: int, d: int, base: int = 10000) -> "flint.arb":
    """w_m = base^(-2m/d) as a ball."""
    flint.ctx.prec = 200
    return flint.arb(base) ** (-flint.arb(2 * m) / d)


def within(value_float: float, exact: "flint.arb", tol) -> bool:
    """|value - exact| <= tol, decided rigorously in Arb (value is the exact binary float)."""
    return bool(abs(flint.arb(value_float) - exact) <= ball(tol))


def rounds_to(exact: "flint.arb", stated: str) -> bool:
    """The decimal string ``stated`` is ``exact`` correctly rounded to its number of decimals:
    |exact - stated| <= half a unit of the last stated place (decided in Arb)."""
    decimals = len(stated.split(".")[1]) if "." in stated else 0
    half = Fraction(1, 2 * 10**decimals)
    return bool(abs(exact - ball(stated)) <= ball(half))
