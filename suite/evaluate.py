"""Run one claim's numeric check: the rigorous reference decides, the floats are measured.

For every parameter dict (the claim's examples first, then a Hypothesis search over its
domain) the check runs in the reference context (Arb balls, 128 bits, raised to 512 bits when
a ball is too wide to decide) and in every float context.

* Reference: for ``Eq`` the ball of lhs - rhs either excludes 0 (a confirmed counterexample)
  or contains it (consistent); for ``Le`` the ball of lhs - rhs is > 0 (counterexample),
  <= 0 (holds) or undecided.
* Floats, two answers per context, kept apart (``FloatStats``):
  1. *does the property still hold?*  Where the reference says it holds, an equation is lost in
     float when its two float sides differ by more than ``LOSS_FRACTION`` (1 %) of the quantity's
     natural size (computed by the float64 model, ``numeric.model``), an inequality when the float
     comparison decides the other way; ``sweep_losses`` searches a position where it is lost (a grid
     and bisection: the first loss it finds, not necessarily the first position).
  2. *is the implementation as good as the dtype allows?*  Whether the float result lies inside
     the ball of the rigorous floating-point model of the context (``numeric.model``), checked at
     the claim's examples, at the context's worst example and where the property was lost.
  Nothing here is declared by the claim: no scale, no tolerance.

Hypothesis ``target()`` steers the search toward the largest reference violation and the
largest float32 error; a counterexample is shrunk by Hypothesis and reported as the
parameter dict, which can be pasted into ``examples``.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from numeric.contexts import ArbContext, Convention, describe, float_contexts, reference_context
from numeric.model import LOSS_FRACTION, SizeModel, equation_size, model_context
from suite.relations import HOLDS, UNDECIDED, VIOLATED, Eq, Le, judge, outcome
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
    """What one float context did with one claim: the two answers of issue 11, kept apart.

    *Does the property still hold?*  At each example where the reference says it holds, the float
    result loses it when the two sides differ by more than ``LOSS_FRACTION`` x the quantity's
    natural size (an equation), or when the float comparison decides the other way (an inequality).
    ``lost_at`` is the first position (the swept parameter) where the search found it lost (see
    ``SWEEP_METHOD``), ``searched_to`` how far and how it was searched.
    *Is the implementation as good as the dtype allows?*  Whether every float result checked lies
    inside the ball of the rigorous model of the context (``numeric.model``)."""

    name: str
    u: float
    computation: str = ""
    n: int = 0
    max_abs: float = 0.0
    worst: dict | None = None
    decided: int = 0           # examples where the reference says the property holds
    lost: int = 0              # ... and the float result loses it
    first_lost: dict | None = None
    lost_at: dict | None = None
    searched_to: dict | None = None
    model_checked: int = 0
    model_outside: int = 0
    model_failed: str | None = None
    model_unbounded: int = 0   # examples where the model's ball is unbounded (overflow possible): no check
    model_exception: dict | None = None
    model_at_worst: dict | None = None
    worst_params: dict | None = None  # the worst example as values (not in the JSON)
    first_lost_params: dict | None = None

    def add(self, params, err):
        self.n += 1
        if err > self.max_abs or (math.isinf(err) and not math.isinf(self.max_abs)) or self.worst is None:
            self.max_abs, self.worst, self.worst_params = err, _jparams(params), dict(params)

    def judge(self, params, loss: dict | None):
        """Record the answer to *does the property still hold?* at one example (``loss``: None when
        it holds in float, else what was lost)."""
        self.decided += 1
        if loss is not None:
            self.lost += 1
            if self.first_lost is None:
                self.first_lost = {"example": _jparams(params), **loss}
                self.first_lost_params = dict(params)

    def model(self, params, inside: bool | None, info: dict):
        if inside is None:
            self.model_failed = self.model_failed or info.get("error")
            return
        self.model_checked += 1
        if not inside:
            self.model_outside += 1
            if self.model_exception is None:
                self.model_exception = {"example": _jparams(params), **info}

    @property
    def within_model_bound(self):
        return None if not self.model_checked else self.model_outside == 0

    def as_json(self):
        return {"context": self.name, "computation": self.computation, "unit_roundoff": self.u,
                "examples": self.n, "max_abs_err": _num(self.max_abs), "max_abs_err_finite": math.isfinite(self.max_abs),
                "worst": self.worst,
                "lost_at": self.lost_at, "searched_to": self.searched_to,
                "examples_decided": self.decided, "examples_lost": self.lost, "first_lost_example": self.first_lost,
                "within_model_bound": self.within_model_bound, "model_checked": self.model_checked,
                "model_outside": self.model_outside, "model_exception": self.model_exception,
                "model_unbounded": self.model_unbounded,
                "model_failed": self.model_failed, "model_at_worst": self.model_at_worst}


def json_value(v):
    """A parameter as a JSON value: a number as itself (a non-finite float as null), a rational that is not
    an integer as the string "p/q" (Fraction("p/q") reads it back), a tuple or list as a list, a dict as an
    object, anything else as its str."""
    from fractions import Fraction

    if v is None or isinstance(v, (bool, str)):
        return v
    if isinstance(v, int):
        return int(v)
    if isinstance(v, float):
        return v if math.isfinite(v) else None
    if isinstance(v, Fraction):
        return int(v) if v.denominator == 1 else f"{v.numerator}/{v.denominator}"
    if isinstance(v, (tuple, list)):
        return [json_value(x) for x in v]
    if isinstance(v, dict):
        return {str(k): json_value(x) for k, x in v.items()}
    if hasattr(v, "item") and callable(v.item):  # a numpy scalar
        try:
            return json_value(v.item())
        except (TypeError, ValueError):
            pass
    return str(v)


def _jparams(params: dict) -> dict:
    """Parameters as JSON values (json_value)."""
    return {k: json_value(v) for k, v in params.items()}


@dataclass
class NumericResult:
    status: str = "none"  # none | consistent | counterexample | undecided
    examples: int = 0
    undecided: int = 0
    counterexample: dict | None = None
    floats: list = field(default_factory=list)
    max_violation: float = 0.0
    ref_name: str = ""
    sizes: list = field(default_factory=list)  # [params, natural size] at the claim's explicit examples

    def as_json(self):
        return {"status": self.status, "examples": self.examples, "undecided": self.undecided,
                "reference": self.ref_name, "counterexample": self.counterexample,
                "natural_sizes": [{"example": _jparams(p), "size": _num(z) if z is not None else None}
                                  for p, z in self.sizes],
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
             convention: Convention | None = None, phases: dict | None = None):
    """Examples, then the Hypothesis search; returns NumericResult.

    ``precisions``: the float contexts by name (default: all, or the 32/64-bit ones without
    ``low_floats``); ``variant``: a ``suite.variants.Variant`` to run the check under; ``convention``:
    the convention object every context shares (its ``read`` set then says which convention keys
    the check consulted); ``phases``: a dict to which the seconds spent are added, all of them, by phase:
    ``reference`` (the reference evaluation of every example, explicit or drawn or shrunk by Hypothesis),
    ``search`` (Hypothesis's own work: drawing, targeting, shrinking), ``floats`` (the float contexts:
    float results, natural sizes, model checks, the model at the worst example, the sweeps)."""
    import time

    phases = phases if phases is not None else {}
    clock, mode = [time.perf_counter()], ["reference"]

    def lap(phase):  # the seconds since the last lap go to ``phase``
        now = time.perf_counter()
        phases[phase] = phases.get(phase, 0.0) + now - clock[0]
        clock[0] = now

    from hypothesis import given, target
    from hypothesis import strategies as st

    import numpy as np

    np.seterr(all="ignore")  # overflow/NaN in low dtypes is measured, not warned about
    convention = convention if convention is not None else Convention()
    out = NumericResult()
    fctx = float_contexts(low=low_floats, names=precisions, convention=convention) if floats else []
    stats = [FloatStats(c.name, c.u, describe(c.name)) for c in fctx]
    out.floats = stats
    lap("floats")
    check = variant.apply(claim.check_fn) if variant is not None else claim.check_fn
    found: list[Counterexample] = []
    explicit = [dict(p) for p in claim.examples]

    def run(params, with_model=False):
        lap(mode[0])  # in the search: Hypothesis's work since the last example
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
        exact = _holds_exactly(ref, res, diff, s)
        lap("reference")
        size = _size(check, params, convention) if fctx and exact and isinstance(res, Eq) else None
        if with_model and size is not None:
            out.sizes.append((params, size))
        for c, stt in zip(fctx, stats):
            fl = _float_sides(check, c, params)
            err = math.inf if fl is None else max(abs(fl[0] - lref), abs(fl[1] - rref))
            err = math.inf if err != err else err
            stt.add(params, err)
            if exact and (size is not None or not isinstance(res, Eq)):
                stt.judge(params, loss(res, fl, size, (lref, rref)))
            if with_model:
                _model_check(check, c, stt, params, fl, (lref, rref), convention)
        lap("floats")
        mid = ref.mid(diff)  # the ball's midpoint rounded to a double: the radius shown covers that rounding too
        shown = ref.rad(diff) + (abs(mid) * 2.0 ** -52 if math.isfinite(mid) else 0.0)
        info = {"params": _jparams(params), "paste": repr(dict(params)), "lhs": _fmt(lref), "rhs": _fmt(rref),
                "lhs_minus_rhs": _fmt(mid), "radius": f"{shown:.3g}",
                "reference": ref.name, "relation": res.rel}
        lap("reference")
        return violated, violation, info

    for params in explicit:
        violated, violation, info = run(params, with_model=True)
        out.max_violation = max(out.max_violation, violation)
        if violated and not found:
            found.append(Counterexample(params, info))

    n = PROFILES.get(profile, PROFILES["default"])
    if claim.domain and n > 0:
        @search(n)
        @given(st.fixed_dictionaries(claim.domain))
        def probe(params):
            violated, violation, info = run(params)
            out.max_violation = max(out.max_violation, violation)
            # the search is steered by the reference (Arb) alone: a score from this machine's floats would make
            # the examples drawn, and so every count and conclusion that follows, depend on its libm and SIMD (a
            # check that measures floats itself has a violation measured in them: not steered at all)
            if not getattr(claim, "measures_floats", False):
                target(_steer(violation), label="reference violation")
            if violated:
                raise Counterexample(dict(params), info)

        mode[0] = "search"
        try:
            probe()
        except Counterexample as e:  # Hypothesis re-raises on the shrunk example
            found.insert(0, e)
        lap("search")

    for c, stt in zip(fctx, stats):  # the model at each context's worst example
        params = stt.worst_params
        if params is not None:
            ref, res, _, _ = _decide(check, params, convention)
            fl = _float_sides(check, c, params)
            _model_check(check, c, stt, params, fl, (ref.mid(res.lhs), ref.mid(res.rhs)), convention, worst=True,
                         count=params not in explicit)  # an explicit example was counted already

    if explicit and fctx and not found:
        try:
            sweep_losses(claim, fctx, stats, check, convention)
        except Exception as e:  # noqa: BLE001 - a sweep that cannot run is reported, not fatal
            for stt in stats:
                stt.searched_to = {"error": f"sweep failed: {type(e).__name__}: {e}"}
    for c, stt in zip(fctx, stats):
        if stt.lost_at is None and stt.first_lost is not None:  # lost at an example, not on the sweep
            stt.lost_at = {"param": None, "value": None, "found_by": "example", **stt.first_lost}
        if stt.lost_at is not None and stt.lost_at.get("exact_margin") is not None:
            ex = stt.lost_at.get("example") if stt.lost_at.get("param") is None else None
            params = stt.first_lost_params if ex is not None else {**dict(claim.examples[0]),
                                                                     stt.lost_at["param"]: stt.lost_at["value"]}
            _margin_check(check, c, params, stt.lost_at, convention)
        if stt.searched_to is None:
            stt.searched_to = {"examples": stt.n, "method": "the claim's examples and the search's; no position swept"}

    lap("floats")  # the model at the worst examples, the sweeps, the margin checks
    if found:
        out.status = "counterexample"
        out.counterexample = found[0].info
    elif out.examples and out.undecided == out.examples:
        out.status = "undecided"
    elif out.examples:
        out.status = "consistent"
    return out


def _holds_exactly(ref, res, diff, s) -> bool:
    """Whether the reference says the relation holds at this example (an equation: its difference
    ball contains 0 and is narrower than 2^-64)."""
    if isinstance(res, Eq):
        return s == 0 or (s is None and ref.rad(diff) < 2.0 ** -64)
    return judge(res, s) == HOLDS


def _float_sides(check, c, params):
    """(lhs, rhs) as Python floats in context ``c``, or None when the check cannot run there."""
    try:
        r = outcome(check(c, **params))
        return float(r.lhs), float(r.rhs)
    except (OverflowError, ZeroDivisionError, ValueError, FloatingPointError, TypeError):
        return None


def _size(check, params, convention):
    """The natural size of the relation's quantity (``numeric.model.equation_size`` of its two sides'
    sizes), computed by the float64 model (``numeric.model.Rounded.size``); None if the model cannot run the check."""
    try:  # the sizes alone (numeric.model.SizeModel): the same sizes, unless the check asks a value
        m = SizeModel("float64", convention)
        r = outcome(check(m, **params))
        size = equation_size(m.num(r.lhs).size, m.num(r.rhs).size)
        if not m.asked:
            return size
    except Exception:  # noqa: BLE001 - ValueAsked, or anything else: the full model decides
        pass
    try:
        m = model_context("float64", convention)
        r = outcome(check(m, **params))
        return equation_size(m.num(r.lhs).size, m.num(r.rhs).size)
    except Exception:  # noqa: BLE001 - a check the model cannot run has no size; its loss is undecided
        return None


def loss(res, fl, size, ref_lr=None):
    """None when the float sides ``fl`` = (lhs, rhs) keep the relation, else what was lost.
    An equation is lost when |lhs - rhs| > LOSS_FRACTION x size (or a side is not finite);
    an inequality when the float comparison decides the other way."""
    if fl is None:
        return {"reason": "the check cannot run in this context"}
    lhs, rhs = fl
    if isinstance(res, Eq):
        defect, thr = abs(lhs - rhs), LOSS_FRACTION * size
        if thr != thr:
            return {"reason": "the quantity has no finite natural size here"}
        if math.isfinite(defect) and defect <= thr:
            return None
        return {"lhs": _num(lhs), "rhs": _num(rhs), "defect": _num(defect), "threshold": _num(thr), "size": _num(size)}
    ok = lhs <= rhs if isinstance(res, Le) else lhs < rhs
    if ok:
        return None
    out = {"lhs": _num(lhs), "rhs": _num(rhs), "relation": res.rel, "defect": _num(lhs - rhs), "threshold": 0.0}
    if ref_lr is not None:
        out["exact_margin"] = _num(ref_lr[1] - ref_lr[0])  # rhs - lhs in the reference: what rounding had to beat
    return out


def _model_check(check, c, stt, params, fl, ref_lr, convention, worst=False, count=True):
    """Whether the float result ``fl`` lies in the rigorous model's balls at ``params``."""
    try:
        m = model_context(c.name, convention)
        r = outcome(check(m, **params))
        L, R = m.num(r.lhs), m.num(r.rhs)
    except Exception as e:  # noqa: BLE001 - recorded: the model cannot run this check
        stt.model(params, None, {"error": f"{type(e).__name__}: {e}"})
        return
    if fl is None:
        return  # the float check raised (no float result to place in the ball)
    if not (L.ball.is_finite() and R.ball.is_finite()):
        stt.model_unbounded += count  # the model bounds nothing here (the dtype may overflow): not a check
        if worst:
            stt.model_at_worst = {"example": _jparams(params), "error": _num(stt.max_abs), "bound": None}
        return
    bound = max(m.bound(L, ref_lr[0]), m.bound(R, ref_lr[1]))
    inside = m.contains(L, fl[0]) and m.contains(R, fl[1])
    info = {"lhs": _num(fl[0]), "rhs": _num(fl[1]),
            "model_lhs": [_num(x) for x in m.interval(L)], "model_rhs": [_num(x) for x in m.interval(R)]}
    if count:
        stt.model(params, inside, info)
    if worst:
        stt.model_at_worst = {"example": _jparams(params), "error": _num(stt.max_abs), "bound": _num(bound)}


def _margin_check(check, c, params, lost: dict, convention) -> None:
    """An inequality lost where its exact margin is smaller than the model's rigorous bound on the
    rounding error of lhs - rhs: no implementation in that dtype can be relied on to decide it there.
    Marks ``lost`` with ``margin_below_rounding`` and the bound."""
    try:
        m = model_context(c.name, convention)
        r = outcome(check(m, **params))
        L, R = m.num(r.lhs), m.num(r.rhs)
    except Exception:  # noqa: BLE001 - without the model the loss stays as measured
        return
    lo_l, hi_l = m.interval(L)
    lo_r, hi_r = m.interval(R)
    width = (hi_l - lo_l) + (hi_r - lo_r)  # every float lhs - rhs lies within this of the exact one
    margin = lost.get("exact_margin")
    lost["rounding_bound"] = _num(width)
    if math.isfinite(width) and margin is not None:  # an unbounded model decides nothing: no mark
        lost["margin_below_rounding"] = not abs(margin) > width


def _num(x):
    """A JSON number, or None for inf/nan."""
    x = float(x)
    return x if math.isfinite(x) else None


def _fmt(x: float) -> str:
    return f"{x:.17g}"


SWEEP_PARAMS = ("i", "pos", "t", "x", "delta", "gap")
# a sweep is bounded by work, not time, so that what it reports does not depend on the machine or its load:
# at most this many evaluations per float context (the grid to 10^6 has 88 points, a bisection at most 20)
SWEEP_EVALUATIONS = 160
SWEEP_METHOD = ("grid (1..8, then x1.5, and 2^k - 1, 2^k, 2^k + 1) to the sweep limit, then bisection between the last value "
                "that kept the property and the first that lost it: the first loss this search finds, not necessarily "
                "the first position (losses between grid points, or below the bracket, can be missed)")


def sweep_grid(hi: int) -> list[int]:
    """1..8, a geometric grid (x1.5), and 2^k - 1, 2^k, 2^k + 1: where integers stop being numbers of a
    binary format (257 in bfloat16, 2049 in float16, 2^24 + 1 in float32)."""
    vals, v = {1, 2, 3, 4, 5, 6, 7, 8}, 8.0
    while v < hi:
        v *= 1.5
        vals.add(min(hi, int(v)))
    k = 3
    while 2 ** k - 1 <= hi:
        vals |= {2 ** k - 1, 2 ** k, 2 ** k + 1}
        k += 1
    return sorted(x for x in vals | {hi} if 1 <= x <= hi)


def sweep_losses(claim, fctx, stats, check=None, convention=None):
    """Per float context, a value of the sweep parameter (the others fixed at the claim's first
    example) at which the float result loses the property (``loss``): the geometric grid, then
    bisection; the first loss this search finds (not necessarily the first position: the error is
    not monotone).  The value reported was evaluated, and the model is checked at it."""
    param = claim.sweep or next((p for p in SWEEP_PARAMS if p in claim.domain), None)
    base = dict(claim.examples[0])
    if param is None or not isinstance(base.get(param), int):
        return
    check = check or claim.check_fn
    cache: dict = {}

    def ref_at(v):
        if v not in cache:
            params = {**base, param: v}
            ref, res, diff, s = _decide(check, params, convention)
            exact = _holds_exactly(ref, res, diff, s)
            size = _size(check, params, convention) if exact and isinstance(res, Eq) else None
            cache[v] = (res, exact, size, (ref.mid(res.lhs), ref.mid(res.rhs)))
        return cache[v]

    def lost(c, v):
        res, exact, size, ref_lr = ref_at(v)
        if not exact or (isinstance(res, Eq) and size is None):
            return None  # not a float question here (the relation fails exactly, or has no size)
        return loss(res, _float_sides(check, c, {**base, param: v}), size, ref_lr)

    grid = sweep_grid(claim.sweep_max)
    for c, stt in zip(fctx, stats):
        prev, first, last = None, None, None
        for n, v in enumerate(grid):
            if n >= SWEEP_EVALUATIONS:
                break
            last = v
            what = lost(c, v)
            if what is not None:
                first = (v, what)
                break
            prev = v
        done = {"param": param, "from": grid[0] if grid else None, "to": last, "method": SWEEP_METHOD,
                "others": _jparams({k: x for k, x in base.items() if k != param})}
        if first is None and (last is None or last < grid[-1]):
            done["stopped"] = f"evaluation budget of {SWEEP_EVALUATIONS} points for this context's sweep"
        stt.searched_to = done
        if first is None:
            continue
        lo, hi = (prev if prev is not None else grid[0] - 1), first[0]
        spent = grid.index(first[0]) + 1
        while hi - lo > 1 and spent < SWEEP_EVALUATIONS:
            spent += 1
            mid = (lo + hi) // 2
            what = lost(c, mid)
            if what is None:
                lo = mid
            else:
                hi, first = mid, (mid, what)
        v, what = first
        stt.lost_at = {"param": param, "value": v, "found_by": "sweep", **what}
        params = {**base, param: v}
        _model_check(check, c, stt, params, _float_sides(check, c, params), ref_at(v)[3], convention)

