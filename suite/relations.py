"""What a check returns, and what it means: the relations ``Eq``, ``Le``, ``Lt`` and their one semantics.

A check returns ``Eq(lhs, rhs, scale)`` (lhs = rhs), ``Le(lhs, rhs, scale)`` (lhs <= rhs) or
``Lt(lhs, rhs, scale)`` (lhs < rhs).  ``judge(relation, sign)`` turns the sign of lhs - rhs, as a
rigorous reference decides it (+1, -1, 0 for exactly zero, None when the ball straddles 0), into
``HOLDS``, ``VIOLATED`` or ``UNDECIDED``.  This is the only place that says it (a leaf module:
it imports nothing of the project).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

HOLDS, VIOLATED, UNDECIDED = "holds", "violated", "undecided"


@dataclass(frozen=True)
class Eq:
    """The check's outcome for an equation: lhs = rhs.  ``scale`` is the magnitude that sets
    the float tolerance (the condition of the expression); it must be a positive float."""

    lhs: Any
    rhs: Any
    scale: float = 1.0
    rel: str = "=="


@dataclass(frozen=True)
class Le:
    """The check's outcome for an inequality: lhs <= rhs."""

    lhs: Any
    rhs: Any
    scale: float = 1.0
    rel: str = "<="


@dataclass(frozen=True)
class Lt:
    """The check's outcome for a strict inequality: lhs < rhs (decided when the ball of
    lhs - rhs lies strictly below 0; refuted when it is >= 0)."""

    lhs: Any
    rhs: Any
    scale: float = 1.0
    rel: str = "<"


RELATIONS = (Eq, Le, Lt)


def outcome(res):
    """``res`` if it is a well-formed relation; TypeError naming what is wrong otherwise."""
    if not isinstance(res, RELATIONS):
        raise TypeError(f"check must return Eq(lhs, rhs, scale), Le(...) or Lt(...), got {type(res).__name__}")
    if not (isinstance(res.scale, (int, float)) and res.scale > 0 and math.isfinite(res.scale)):
        raise TypeError(f"check returned scale={res.scale!r}; it must be a positive finite number")
    return res


def judge(res, sign) -> str:
    """HOLDS / VIOLATED / UNDECIDED for relation ``res`` given the sign of lhs - rhs
    (+1, -1, 0 exactly zero, None undecided).  An equation whose difference ball contains 0 is
    UNDECIDED here; the evaluator calls it consistent when the ball is also narrow."""
    if isinstance(res, Eq):
        return VIOLATED if sign in (1, -1) else (HOLDS if sign == 0 else UNDECIDED)
    if isinstance(res, Le):
        return VIOLATED if sign == 1 else (UNDECIDED if sign is None else HOLDS)
    if isinstance(res, Lt):
        return HOLDS if sign == -1 else (UNDECIDED if sign is None else VIOLATED)
    raise TypeError(f"not a relation: {type(res).__name__}")


def shifted(res, lhs, rhs):
    """The same relation with other sides (mutation operators build wrong variants with it)."""
    return type(res)(lhs, rhs, res.scale)
