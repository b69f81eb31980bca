"""Run one claim's numeric check: the rigorous reference decides, the floats are measured.

For every parameter dict (the claim's examples first, then a Hypothesis search over its
domain) the check runs in the reference context (Arb balls, 128 bits, raised to 512 bits when
a ball is too wide to decide) and in every float context.

* Reference: for ``Eq`` the ball of lhs - rhs either excludes 0 (a confirmed counterexample)
  or contains it (consistent); for ``Le`` the ball of lhs - rhs is > 0 (counterexample),
  <= 0 (holds) or undecided.
* Floats: the error of each side against the reference midpoint, in absolute terms and in
  units of ``u * scale`` (u = unit roundoff of the dtype); the tolerance is
  ``TOL_ULPS * u * scale`` (numeric/contexts.py).

Hypothesis ``target()`` steers the search toward the largest reference violation and the
largest float32 error; a counterexample is shrunk by Hypothesis and reported as the
parameter dict, which can be pasted into ``examples``.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from numeric.contexts import TOL_ULPS, ArbContext, Convention, float_contexts, reference_context
from suite.relations import UNDECIDED, VIOLATED, Eq, judge, outcome
from suite.search import search

PROFILES = {"examples": 0, "mutants": 8, "conventions": 12, "quick": 30, "default": 60, "thorough": 400}
REF_PRECS = (128, 256, 512)


def _steer(x) -> float:
    """A finite score for Hypothesis ``target()``: clipped to +-1e300; NaN (an undecidable 0/0, say)
    carries no information and gets the lowest score instead of crashing the search."""
    x = float(x)
    return -1e300 if x != x else min(max(x, -1e300), 1e300)


class Counterexample(Exception):
    def __init__(self, params, info):
        super().__init__(params)
        self.params = params
        self.info = info


@dataclass
class FloatStats:
    name: str
    u: float
    n: int = 0
    max_abs: float = 0.0
    max_units: float = 0.0
    worst: dict | None = None
    exceed: int = 0
    first_exceed: dict | None = None
    max_ulps: float = 0.0
    departure: dict | None = None

    def add(self, params, err, scale, magnitude=1.0):
        self.n += 1
        units = err / (self.u * scale) if math.isfinite(err) else math.inf
        if err > self.max_abs or (math.isinf(err) and not math.isinf(self.max_abs)):
            self.max_abs, self.max_units, self.worst = err, units, _jparams(params)
        ulp = 2 * self.u * max(magnitude, 2.0 ** -126)
        self.max_ulps = max(self.max_ulps, err / ulp if math.isfinite(err) else math.inf)
        if not units <= TOL_ULPS:
            self.exceed += 1
            if self.first_exceed is None:
                self.first_exceed = _jparams(params)

    def as_json(self):
        return {"context": self.name, "unit_roundoff": self.u, "examples": self.n,
                "max_abs_err": _jsonable(self.max_abs), "max_err_units": _jsonable(self.max_units),
                "tolerance_units": TOL_ULPS, "exceed_tolerance": self.exceed,
                "max_err_ulps": _jsonable(self.max_ulps),
                "worst": self.worst, "first_exceeding": self.first_exceed, "departure": self.departure}


def _jparams(params: dict) -> dict:
    """Parameters as JSON values: ints/floats as they are, anything else (Fraction, ...) as its repr."""
    return {k: (v if isinstance(v, (int, float, str, bool)) else repr(v)) for k, v in params.items()}


def _jsonable(x):
    if isinstance(x, float) and not math.isfinite(x):
        return "inf" if x > 0 else ("nan" if x != x else "-inf")
    return x


@dataclass
class NumericResult:
    status: str = "none"  # none | consistent | counterexample | undecided
    examples: int = 0
    undecided: int = 0
    counterexample: dict | None = None
    floats: list = field(default_factory=list)
    max_violation: float = 0.0
    ref_name: str = ""

    def as_json(self):
        return {"status": self.status, "examples": self.examples, "undecided": self.undecided,
                "reference": self.ref_name, "counterexample": self.counterexample,
                "floats": [f.as_json() for f in self.floats]}


def _decide(check, params, convention: Convention | None = None):
    """Evaluate in the reference at increasing precision until the relation is decided."""
    last = None
    for prec in REF_PRECS:
        ref = reference_context(prec, convention).activate()
        res = outcome(check(ref, **params))
        diff = ref.num(res.lhs) - ref.num(res.rhs)
        if isinstance(ref, ArbContext):
            s = ref.sign(diff)
        else:  # mpmath fallback: decide with a tolerance of 2^-(prec/2)
            v = ref.mid(diff)
            s = 0 if abs(v) < 2.0 ** (-prec / 2) else (1 if v > 0 else -1)
        last = (ref, res, diff, s)
        verdict = judge(res, s)
        if verdict == VIOLATED or (not isinstance(res, Eq) and verdict != UNDECIDED):
            return last
        if isinstance(res, Eq) and s in (0, None) and ref.rad(diff) < 2.0 ** (-prec // 2):
            return last  # consistent: |lhs - rhs| < 2^-64 rigorously, the ball contains 0
    return last


def evaluate(claim, profile="default", low_floats=True, floats=True, precisions=None, variant=None,
             convention: Convention | None = None):
    """Examples, then the Hypothesis search; returns NumericResult.

    ``precisions``: the float contexts by name (default: all, or the 32/64-bit ones without
    ``low_floats``); ``variant``: a ``suite.variants.Variant`` to run the check under; ``convention``:
    the convention object every context shares (its ``read`` set then says which convention keys
    the check consulted)."""
    from hypothesis import given, target
    from hypothesis import strategies as st

    import numpy as np

    np.seterr(all="ignore")  # overflow/NaN in low dtypes is measured, not warned about
    convention = convention if convention is not None else Convention()
    out = NumericResult()
    fctx = float_contexts(low=low_floats, names=precisions, convention=convention) if floats else []
    stats = [FloatStats(c.name, c.u) for c in fctx]
    out.floats = stats
    check = variant.apply(claim.check_fn) if variant is not None else claim.check_fn
    found: list[Counterexample] = []

    def run(params):
        ref, res, diff, s = _decide(check, params, convention)
        out.ref_name = ref.name
        out.examples += 1
        violated = judge(res, s) == VIOLATED
        if isinstance(res, Eq):
            violation = abs(ref.mid(diff))
        else:
            violation = ref.mid(diff)
            if s is None:
                out.undecided += 1
        if isinstance(res, Eq) and s is None and not ref.rad(diff) < 2.0 ** -64:
            out.undecided += 1  # the ball contains 0 but is too wide to call the example consistent
        lref, rref = ref.mid(res.lhs), ref.mid(res.rhs)
        f32_units = 0.0
        for c, stt in zip(fctx, stats):
            try:
                r = outcome(check(c, **params))
                lf, rf = float(r.lhs), float(r.rhs)
                err = max(abs(lf - lref), abs(rf - rref))
                if err != err:
                    err = math.inf
            except (OverflowError, ZeroDivisionError, ValueError, FloatingPointError):
                err = math.inf
            stt.add(params, err, res.scale, max(abs(lref), abs(rref)))
            if c.name == "float32":
                f32_units = err / (c.u * res.scale) if math.isfinite(err) else 1e300
        info = {"params": _jparams(params), "paste": repr(dict(params)), "lhs": _fmt(lref), "rhs": _fmt(rref),
                "lhs_minus_rhs": _fmt(ref.mid(diff)), "radius": f"{ref.rad(diff):.3g}",
                "reference": ref.name, "relation": res.rel}
        return violated, violation, f32_units, info

    for params in claim.examples:
        violated, violation, _, info = run(params)
        out.max_violation = max(out.max_violation, violation)
        if violated and not found:
            found.append(Counterexample(params, info))

    n = PROFILES.get(profile, PROFILES["default"])
    if claim.domain and n > 0:
        @search(n)
        @given(st.fixed_dictionaries(claim.domain))
        def probe(params):
            violated, violation, f32_units, info = run(params)
            out.max_violation = max(out.max_violation, violation)
            target(_steer(violation), label="reference violation")
            target(_steer(f32_units), label="float32 error / (u*scale)")
            if violated:
                raise Counterexample(dict(params), info)

        try:
            probe()
        except Counterexample as e:  # Hypothesis re-raises on the shrunk example
            found.insert(0, e)

    if claim.examples and fctx:
        try:
            sweep_departures(claim, fctx, stats, check, convention)
        except Exception as e:  # noqa: BLE001 - a sweep that cannot run is reported, not fatal
            for stt in stats:
                stt.departure = {"error": f"sweep failed: {type(e).__name__}: {e}"}

    if found:
        out.status = "counterexample"
        out.counterexample = found[0].info
    elif out.examples and out.undecided == out.examples:
        out.status = "undecided"
    elif out.examples:
        out.status = "consistent"
    return out


def _fmt(x: float) -> str:
    return f"{x:.17g}"


SWEEP_PARAMS = ("i", "pos", "t", "x", "delta", "gap")
SWEEP_SECONDS = 20.0  # a sweep that takes longer stops and reports how far it got


def sweep_grid(hi: int) -> list[int]:
    vals, v = {1, 2, 3, 4, 6, 8}, 8.0
    while v < hi:
        v *= 1.5
        vals.add(min(hi, int(v)))
    return sorted(vals | {hi})


def _float_units(check, c, params, ref_lr, scale):
    try:
        r = outcome(check(c, **params))
        err = max(abs(float(r.lhs) - ref_lr[0]), abs(float(r.rhs) - ref_lr[1]))
        return err / (c.u * scale) if err == err else math.inf, err
    except (OverflowError, ZeroDivisionError, ValueError, FloatingPointError):
        return math.inf, math.inf


def sweep_departures(claim, fctx, stats, check=None, convention=None):
    """Locate, per float context, the first value of the sweep parameter (others fixed at the
    claim's first example) at which the float result departs from the reference by more than the
    tolerance: a geometric sweep, then bisection between the last value that passed and the first
    that failed; the value reported was evaluated (confirmed) against the reference. The error is
    not monotone in the parameter, so isolated earlier departures are possible."""
    param = claim.sweep or next((p for p in SWEEP_PARAMS if p in claim.domain), None)
    base = dict(claim.examples[0])
    if param is None or not isinstance(base.get(param), int):
        return
    check = check or claim.check_fn
    cache: dict = {}

    def ref_at(v):
        if v not in cache:
            ref, res, _, _ = _decide(check, {**base, param: v}, convention)
            cache[v] = ((ref.mid(res.lhs), ref.mid(res.rhs)), res.scale)
        return cache[v]

    import time

    t_end = time.monotonic() + SWEEP_SECONDS
    grid = [v for v in sweep_grid(claim.sweep_max) if v >= 0]
    for c, stt in zip(fctx, stats):
        prev, first = None, None
        for v in grid:
            if time.monotonic() > t_end:
                break
            lr, scale = ref_at(v)
            units, err = _float_units(check, c, {**base, param: v}, lr, scale)
            if not units <= TOL_ULPS:
                first = (v, units, err)
                break
            prev = v
        if first is None:
            stt.departure = {"param": param, "value": None, "up_to": prev if prev is not None else 0,
                             "others": _jparams(base)}
            continue
        lo, hi = (prev if prev is not None else -1), first[0]
        while hi - lo > 1:
            mid = (lo + hi) // 2
            lr, scale = ref_at(mid)
            units, err = _float_units(check, c, {**base, param: mid}, lr, scale)
            if units <= TOL_ULPS:
                lo = mid
            else:
                hi, first = mid, (mid, units, err)
        stt.departure = {"param": param, "value": first[0], "err_units": _jsonable(first[1]),
                         "abs_err": _jsonable(first[2]), "others": _jparams(base)}
