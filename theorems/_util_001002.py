"""Helpers shared by the claims on documents 001 and 002 (not a claim module).

* ``DOC1``/``DOC2``: the document file names.
* ``run_json``: run a document code block in the sandbox of ``suite.codeblocks`` with a fixed
  epilogue (written here, not taken from the document) that prints one JSON line after a
  marker; returns (BlockRun, parsed JSON or None).
* ``arb``-based helpers: rigorous ball arithmetic (python-flint) for finite exhaustive checks
  whose predicates must be decided exactly (a ball comparison is True only when certain).
"""
from __future__ import annotations

import json
from fractions import Fraction

import flint
import sympy as sp

DOC1 = "001_8a5acf2bc849a6e4.txt"
DOC2 = "002_3d0c6d33c4aad084.txt"

MARK = "@@PE-JSON@@"

# An epilogue line that dumps ``expr`` (a Python expression in the block's namespace, written by
# us) as JSON after the marker.
def json_epilogue(expr: str) -> str:
    return f"import json as _json\nprint({MARK!r} + _json.dumps({expr}))"


def run_json(doc: str, k: int, expr: str, prelude: str = ""):
    from suite.codeblocks import run_block

    run = run_block(doc, k, prelude=prelude, epilogue=json_epilogue(expr))
    payload = None
    for line in run.stdout.splitlines():
        if line.startswith(MARK):
            payload = json.loads(line[len(MARK):])
    return run, payload


def visible_stdout(run) -> str:
    """The block's own output (the epilogue's marker line removed)."""
    return "\n".join(l for l in run.stdout.splitlines() if not l.startswith(MARK))


# --- rigorous balls -------------------------------------------------------------------------
def ball(x) -> "flint.arb":
    """An exact number as an Arb ball: int, Fraction, or a decimal string (exact)."""
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


# --- sympy symbols used by several proofs ----------------------------------------------------
def sym_freq(m, d, base=10000):
    """w_m = base^(-2m/d) as a SymPy expression."""
    return sp.Integer(base) ** (-sp.Integer(2) * m / d)


# the three readings of "the difference between adjacent positions" in document 002
STEP_READINGS = ("pair (sin, cos)", "sine element", "cosine element")


def adjacent_step(ctx, reading, w, pos):
    """The change from position pos to pos + 1 of pair frequency w, under one of STEP_READINGS: the squared
    pair distance, |Δ sin| or |Δ cos|."""
    a, b = ctx.num(pos) * w, ctx.num(pos + 1) * w
    ds, dc = ctx.sin(b) - ctx.sin(a), ctx.cos(b) - ctx.cos(a)
    if reading == STEP_READINGS[0]:
        return ds * ds + dc * dc
    return ctx.abs(ds) if reading == STEP_READINGS[1] else ctx.abs(dc)
