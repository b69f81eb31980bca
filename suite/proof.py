"""Proofs as small named steps (in the manner of SymPy's fu.py).

Every step is decided by SymPy; a step SymPy cannot reduce is recorded as such and the proof
is then *incomplete*, never "proved".  ``pf.note`` records reasoning that SymPy does not check;
a proof containing a note is incomplete too.
"""
from __future__ import annotations

from dataclasses import dataclass

import sympy as sp
from sympy.simplify.fu import fu

from suite.reader.rewritings import CHEAP


@dataclass
class Step:
    name: str
    kind: str  # eq | true | refute | exhaust | note
    text: str
    ok: bool
    method: str

    def as_json(self):
        return {"name": self.name, "kind": self.kind, "text": self.text, "ok": self.ok, "method": self.method}


# the cheap rewritings first (suite.reader.rewritings: written once for the proofs and the reader), then simplify
REWRITINGS = (
    *CHEAP,
    ("simplify", sp.simplify),
    ("expand_trig+trigsimp", lambda e: sp.trigsimp(sp.expand_trig(e))),
    ("expand(trig)+simplify", lambda e: sp.simplify(sp.expand(sp.expand_trig(e), trig=True))),
    ("fu", fu),
    ("rewrite(exp)+expand+simplify", lambda e: sp.simplify(sp.expand(e.rewrite(sp.exp)))),
)


def _reduce_to_zero(expr, first: str | None = None) -> str | None:
    """Return the name of the first rewriting of ``REWRITINGS`` that reduces ``expr`` to 0, else None.
    ``first`` names a rewriting to try before the others (a step whose first rewritings fail slowly)."""
    expr = sp.sympify(expr)
    attempts = REWRITINGS
    if first is not None:
        if first not in dict(REWRITINGS):
            raise ValueError(f"unknown rewriting {first!r}; choose from {[n for n, _ in REWRITINGS]}")
        attempts = tuple(a for a in REWRITINGS if a[0] == first) + tuple(a for a in REWRITINGS if a[0] != first)
    for name, f in attempts:
        try:
            r = f(expr)
        except Exception:  # a rewriting that fails is just not the one that works
            continue
        if r == 0 or (getattr(r, "is_zero", None) is True):
            return name
    return None


def _as_matrix_zero(diff) -> str | None:
    methods = set()
    for e in diff:
        m = _reduce_to_zero(e)
        if m is None:
            return None
        methods.add(m)
    return "+".join(sorted(methods)) if methods else "exact"


# a step with floating-point numbers is not decided: rounding can make a false identity reduce to 0 exactly
# ((x + 1.0)(x + 1e16) - x^2 - 1e16 x - 1e16 is x, yet expand and simplify both give 0); write them as Rationals
FLOATS = "not decided: the step holds floating-point numbers, which rounding can make cancel (write them as Rationals)"


def _holds_floats(*exprs) -> bool:
    return any(getattr(e, "has", None) is not None and e.has(sp.Float) for e in exprs)


class Proof:
    def __init__(self):
        self.steps: list[Step] = []
        self.scope = "general"
        # a proof for particular cases (scope != "general") proves the claim only when those cases ARE
        # its statement (witnesses of an existential statement, a statement about d = 8, ...): say so
        self.scope_is_statement = False
        self.counterexample: dict | None = None

    # --- steps ------------------------------------------------------------------------
    def eq(self, name: str, lhs, rhs, first: str | None = None) -> bool:
        """Step: lhs = rhs, decided by SymPy (matrices compared entrywise).  ``first``: the rewriting of
        ``REWRITINGS`` to try first (the step is still proved only if a rewriting reduces it to 0)."""
        lhs, rhs = sp.sympify(lhs), sp.sympify(rhs)
        if _holds_floats(lhs, rhs):
            self.steps.append(Step(name, "eq", f"{sp.sstr(lhs)} = {sp.sstr(rhs)}", False, FLOATS))
            return False
        if isinstance(lhs, sp.MatrixBase) or isinstance(rhs, sp.MatrixBase):  # explicit entries
            method = _as_matrix_zero(sp.Matrix(lhs) - sp.Matrix(rhs))
        elif isinstance(lhs, sp.MatrixExpr) or isinstance(rhs, sp.MatrixExpr):  # symbolic-size matrices
            r = sp.expand((lhs - rhs).doit())
            method = "expand(MatrixExpr)" if (r == 0 or isinstance(r, sp.ZeroMatrix) or getattr(r, "is_ZeroMatrix", False)) else None
        else:
            method = _reduce_to_zero(lhs - rhs, first)
        ok = method is not None
        self.steps.append(Step(name, "eq", f"{sp.sstr(lhs)} = {sp.sstr(rhs)}", ok, method or "not reduced by SymPy"))
        return ok

    def true(self, name: str, relation) -> bool:
        """Step: a relation (Gt, Lt, Eq, Ne, And, ...) that SymPy decides to be True."""
        rel = sp.sympify(relation)
        if _holds_floats(rel):
            self.steps.append(Step(name, "true", sp.sstr(rel), False, FLOATS))
            return False
        method = None
        try:
            if rel is sp.true or sp.simplify(rel) is sp.true:
                method = "simplify"
        except Exception:
            method = None
        if method is None and isinstance(rel, sp.core.relational.Relational):
            diff = sp.simplify(rel.lhs - rel.rhs)
            checks = {sp.Gt: diff.is_positive, sp.Lt: diff.is_negative, sp.Ge: diff.is_nonnegative,
                      sp.Le: diff.is_nonpositive, sp.Eq: diff.is_zero, sp.Ne: diff.is_nonzero}
            if checks.get(type(rel)) is True:
                method = "sign of lhs-rhs by assumptions"
        ok = method is not None
        self.steps.append(Step(name, "true", sp.sstr(rel), ok, method or "not decided by SymPy"))
        return ok

    def sets_equal(self, name: str, a, b) -> bool:
        """Step: two SymPy sets are the same (up to the names of bound variables)."""
        a, b = sp.sympify(a), sp.sympify(b)
        ok = bool(a == b or a.dummy_eq(b))
        self.steps.append(Step(name, "eq", f"{sp.sstr(a)} = {sp.sstr(b)}", ok, "structural" if ok else "differ"))
        return ok

    def refute(self, name: str, lhs, rhs, at: dict | None = None) -> bool:
        """Exact refutation: at the substitution ``at``, lhs - rhs is a nonzero number.
        The substituted values are recorded as the counterexample."""
        at = at or {}
        lhs, rhs = sp.sympify(lhs), sp.sympify(rhs)
        diff = sp.simplify((lhs - rhs).subs(at))
        nz = True if diff.is_zero is False else None  # complex numbers too (is_nonzero is for reals)
        if nz is None and diff.is_number:
            re, im = (sp.N(part, 60) for part in diff.as_real_imag())  # evalf tracks its precision
            nz = True if max(abs(re), abs(im)) > sp.Float("1e-50") else None
        ok = nz is True
        ce = {str(k): sp.sstr(v) for k, v in at.items()}
        text = (f"{sp.sstr(lhs)} vs {sp.sstr(rhs)} at {ce}: lhs - rhs = {sp.sstr(diff)}"
                f" ~ {sp.N(diff, 12) if diff.is_number else '?'}")
        self.steps.append(Step(name, "refute", text, ok, "nonzero by SymPy" if ok else "not decided"))
        if ok:
            self.counterexample = {"at": ce, "lhs": sp.sstr(lhs.subs(at)), "rhs": sp.sstr(rhs.subs(at)),
                                   "difference": sp.sstr(diff), "difference_approx": str(sp.N(diff, 15)),
                                   # the same, typeset for the pages (the text above is for the terminal and JSON)
                                   "tex": {"at": {sp.latex(k): sp.latex(v) for k, v in at.items()},
                                           "lhs": sp.latex(lhs.subs(at)), "rhs": sp.latex(rhs.subs(at)),
                                           "difference": sp.latex(diff)}}
        return ok

    def exhaust(self, name: str, cases, predicate) -> bool:
        """Finite exhaustive check: predicate(case) must be True (exactly) for every case."""
        cases = list(cases)
        failures = [c for c in cases if not (predicate(c) is True or predicate(c) is sp.true)]
        ok = not failures
        text = f"all {len(cases)} cases" + ("" if ok else f"; fails at {failures[:3]!r}")
        self.steps.append(Step(name, "exhaust", text, ok, "exhaustive"))
        return ok

    def note(self, name: str, text: str) -> None:
        """Reasoning SymPy does not check.  Makes the proof incomplete."""
        self.steps.append(Step(name, "note", text, False, "not checked by SymPy"))

    # --- outcome ----------------------------------------------------------------------
    @property
    def status(self) -> str:
        if not self.steps:
            return "none"
        if any(s.kind == "refute" and s.ok for s in self.steps):
            return "refuted"
        if all(s.ok for s in self.steps):
            return "proved"
        return "incomplete"

    def as_json(self):
        return {"status": self.status, "scope": self.scope, "scope_is_statement": bool(self.scope_is_statement),
                "steps": [s.as_json() for s in self.steps],
                "counterexample": self.counterexample}


def warm() -> None:
    """Load what SymPy loads lazily on a first simplification, integral or sum (its rule tables and
    submodules; about 0.3 s in a fresh process), once in the process that starts the claim processes,
    so that each forked claim starts with it instead of paying for it again.  Only SymPy's own
    machinery is warmed: the expressions used here share no symbol with any claim."""
    t, k = sp.Dummy("t", real=True), sp.Dummy("k", integer=True, positive=True)
    for e in (sp.sin(t) ** 2 + sp.cos(t) ** 2 - 1, sp.sin(2 * t) - 2 * sp.sin(t) * sp.cos(t),
              sp.exp(sp.I * t) - sp.cos(t) - sp.I * sp.sin(t)):
        _reduce_to_zero(e)
    sp.integrate(sp.sin(k * t) * sp.cos(t), (t, 0, 2 * sp.pi))
    sp.summation(sp.exp(sp.I * k * t), (k, 0, 3))
    sp.Matrix([[sp.cos(t), -sp.sin(t)], [sp.sin(t), sp.cos(t)]]).det()
    sp.solve(t ** 2 - 2, t)
    sp.limit(sp.sin(t) / t, t, 0)
    sp.series(sp.cos(t), t, 0, 4)
