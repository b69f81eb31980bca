"""The claim API: what a module in ``theorems/`` declares, validated strictly at load."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

VERDICTS = ("proved", "refuted", "approximate", "numeric", "error")
KINDS = ("exact", "approximate")
ROLES = ("asserts", "defines")
DOC_RE = re.compile(r"^\d{3}_[0-9a-f]{16}\.txt$")


class ClaimError(ValueError):
    """A claim module declares itself wrongly.  The message names the field and the fix."""


@dataclass(frozen=True)
class Source:
    """A statement in a source document.

    doc:   the document's file name, e.g. ``000_da7a9c08a271989b.txt``
    where: a locator: an equation tag ``(6.1.10)``, a section ``§6.1.4``, or a code block
    quote: the shortest verbatim fragment that states it (whitespace is folded when matching)
    role:  ``asserts`` (the claim formalises what this says) or ``defines`` (a definition the
           claim uses; it gets no verdict of its own)
    """

    doc: str
    where: str
    quote: str
    role: str = "asserts"

    def as_json(self):
        return {"document": self.doc, "locator": self.where, "quote": self.quote, "role": self.role}


@dataclass(frozen=True)
class Uncheckable:
    """A statement that is not mathematics (history, opinion, empirical training claims)."""

    doc: str
    where: str
    quote: str
    reason: str

    def as_json(self):
        return {"document": self.doc, "locator": self.where, "quote": self.quote, "reason": self.reason}


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


@dataclass
class Claim:
    """One mathematical statement.

    title:       a sentence that states the conclusion
    statement:   the precise statement in English, with formulas
    hypotheses:  the hypotheses, e.g. "d even >= 2, integer positions, base > 1"
    expect:      the verdict the author expects: proved | refuted | approximate | numeric
    kind:        exact (an identity or inequality) | approximate (the check verifies a proven
                 bound on an approximation, or a limit statement's finite-n form)
    sources:     Source(...) entries the claim confirms or refutes
    correction:  for a refuted claim: the module name of the claim stating what is right
    wrong:       for a refuted claim: what is wrong, in English, with the formulas
    bound:       for an approximate claim: the condition / bound, in English
    sharp:       whether a bound is sharp (free text), optional
    domain:      Hypothesis strategies by parameter name (the check's keyword arguments)
    examples:    explicit parameter dicts always tried first (paste counterexamples here)
    budget:      seconds this claim may take before it is stopped and reported as an error
    equivalent_mutants: {operator: reason} for mutation operators (suite/mutate.py) that cannot
                 change the claim (e.g. "swap" for sin^2 + cos^2); reported, not counted
    sweep:       the parameter (a position, offset, ...) along which float departures are located;
                 default: the first of i, pos, t, x, delta, gap, k, n in the domain
    sweep_max:   the largest value swept (default 10**6)
    """

    title: str
    statement: str
    hypotheses: str
    expect: str
    sources: list = field(default_factory=list)
    kind: str = "exact"
    correction: str | None = None
    wrong: str | None = None
    bound: str | None = None
    sharp: str | None = None
    domain: dict = field(default_factory=dict)
    examples: list = field(default_factory=list)
    budget: float = 120.0
    equivalent_mutants: dict = field(default_factory=dict)
    sweep: str | None = None
    sweep_max: int = 10**6
    proof_fn: Callable | None = None
    check_fn: Callable | None = None
    figure_fn: Callable | None = None
    evidence_fn: Callable | None = None
    extra_mutants: dict = field(default_factory=dict)

    # decorators -----------------------------------------------------------------------
    def proof(self, fn):
        """``fn(pf)`` builds the symbolic proof (or exact refutation) with ``pf.step``..."""
        self.proof_fn = fn
        return fn

    def check(self, fn):
        """``fn(ctx, **params)`` returns ``Eq(lhs, rhs, scale)`` or ``Le(lhs, rhs, scale)``."""
        self.check_fn = fn
        return fn

    def figure(self, fn):
        """``fn(path)`` draws a PNG at ``path`` (matplotlib, Agg backend)."""
        self.figure_fn = fn
        return fn

    def mutant(self, fn):
        """A hand-written wrong variant ``fn(ctx, **params)`` the suite must refute (mutation check),
        for statements the generic operators cannot perturb (e.g. a rounded constant)."""
        self.extra_mutants[fn.__name__] = fn
        return fn

    def evidence(self, fn):
        """``fn()`` returns a list of (label, value) rows of extra measured evidence."""
        self.evidence_fn = fn
        return fn

    # validation -----------------------------------------------------------------------
    def validate(self, name: str, known: set[str] | None = None) -> None:
        """Raise ClaimError naming the field that is wrong and how to fix it."""

        def bad(fieldname, msg):
            raise ClaimError(f"theorems/{name}.py: field '{fieldname}': {msg}")

        for f in ("title", "statement", "hypotheses"):
            v = getattr(self, f)
            if not isinstance(v, str) or not v.strip():
                bad(f, "must be a non-empty string")
        if self.expect not in VERDICTS[:-1]:
            bad("expect", f"must be one of {', '.join(VERDICTS[:-1])}, got {self.expect!r}")
        if self.kind not in KINDS:
            bad("kind", f"must be one of {', '.join(KINDS)}, got {self.kind!r}")
        if (self.kind == "approximate") != (self.expect == "approximate") and self.expect != "refuted":
            bad("kind", "an approximate claim has kind='approximate' and expect='approximate'")
        if self.kind == "approximate" and not self.bound:
            bad("bound", "an approximate claim states its condition or bound in 'bound'")
        if not isinstance(self.sources, list):
            bad("sources", "must be a list of Source(doc, where, quote)")
        for k, s in enumerate(self.sources):
            if not isinstance(s, Source):
                bad("sources", f"item {k} is {type(s).__name__}, expected Source(doc, where, quote)")
            if not DOC_RE.match(s.doc):
                bad("sources", f"item {k}: doc {s.doc!r} is not a document file name like "
                    "'000_da7a9c08a271989b.txt'")
            if not s.where.strip() or not s.quote.strip():
                bad("sources", f"item {k}: 'where' and 'quote' must be non-empty")
            if s.role not in ROLES:
                bad("sources", f"item {k}: role must be one of {ROLES}, got {s.role!r}")
        if self.expect == "refuted":
            if not self.correction:
                bad("correction", "a refuted claim names the module that states what is right")
            if not self.wrong:
                bad("wrong", "a refuted claim says what is wrong, in English with formulas")
        if self.correction and known is not None and self.correction not in known:
            bad("correction", f"no claim module named {self.correction!r} in theorems/")
        if self.proof_fn is None and self.check_fn is None:
            bad("proof/check", "decorate at least one of @claim.proof or @claim.check")
        if self.check_fn is not None:
            if not isinstance(self.domain, dict) or not self.domain:
                bad("domain", "a claim with a @claim.check declares its parameters as "
                    "{name: hypothesis strategy}")
            from hypothesis.strategies import SearchStrategy

            for k, v in self.domain.items():
                if not isinstance(v, SearchStrategy):
                    bad("domain", f"parameter {k!r} must be a hypothesis strategy, got {type(v).__name__}")
        if not isinstance(self.examples, list) or any(not isinstance(e, dict) for e in self.examples):
            bad("examples", "must be a list of parameter dicts")
        for k, e in enumerate(self.examples):
            if set(e) != set(self.domain):
                bad("examples", f"example {k} has parameters {sorted(e)}, the domain has {sorted(self.domain)}")
        from suite.mutate import OPERATORS

        if not isinstance(self.equivalent_mutants, dict) or set(self.equivalent_mutants) - set(OPERATORS):
            bad("equivalent_mutants", f"must map operators from {sorted(OPERATORS)} to reasons")
        if self.sweep is not None and self.sweep not in self.domain:
            bad("sweep", f"{self.sweep!r} is not a parameter of the domain {sorted(self.domain)}")
        if not isinstance(self.budget, (int, float)) or self.budget <= 0:
            bad("budget", "must be a positive number of seconds")
