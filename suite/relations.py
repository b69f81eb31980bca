"""What a check returns, and what it means: the relations ``Eq``, ``Le``, ``Lt`` and their one semantics.

A check returns ``Eq(lhs, rhs)`` (lhs = rhs), ``Le(lhs, rhs)`` (lhs <= rhs) or ``Lt(lhs, rhs)``
(lhs < rhs), and nothing about floats: how accurate a float result can be is computed by the
rigorous model of each float context (``numeric.model``), not declared.  ``judge(relation, sign)`` turns the sign of lhs - rhs, as a
rigorous reference decides it (+1, -1, 0 for exactly zero, None when the ball straddles 0), into
``HOLDS``, ``VIOLATED`` or ``UNDECIDED``.  This is the only place that says it (a leaf module:
it imports nothing of the project).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

HOLDS, VIOLATED, UNDECIDED = "holds", "violated", "undecided"


@dataclass(frozen=True)
class Eq:
    """The check's outcome for an equation: lhs = rhs."""

    lhs: Any
    rhs: Any
    rel: str = field(default="==", init=False)


@dataclass(frozen=True)
class Le:
    """The check's outcome for an inequality: lhs <= rhs."""

    lhs: Any
    rhs: Any
    rel: str = field(default="<=", init=False)


@dataclass(frozen=True)
class Lt:
    """The check's outcome for a strict inequality: lhs < rhs (decided when the ball of
    lhs - rhs lies strictly below 0; refuted when it is >= 0)."""

    lhs: Any
    rhs: Any
    rel: str = field(default="<", init=False)


RELATIONS = (Eq, Le, Lt)


def outcome(res):
    """``res`` if it is a well-formed relation; TypeError naming what is wrong otherwise."""
    if not isinstance(res, RELATIONS):
        raise TypeError(f"check must return Eq(lhs, rhs), Le(lhs, rhs) or Lt(lhs, rhs), got {type(res).__name__}")
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
    return type(res)(lhs, rhs)
