"""The claim API: what a module in ``theorems/`` declares, validated strictly at load."""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Callable

from suite.sources import DOC_SUFFIXES
from suite.variants import MUTATION_OPERATORS

# the address space of a claim process, in GiB (Claim(memory=...)): the default leaves room on a 2-core, 24 GiB
# machine for two claims, the precision study, the document reader and the runner itself
MEMORY_GIB = 8.0
MEMORY_MIN_GIB, MEMORY_MAX_GIB = 1.0, 1024.0
VERDICTS = ("proved", "refuted", "approximate", "numeric", "error")
KINDS = ("exact", "approximate")
ROLES = ("asserts", "defines", "corrects")
# how faithfully a citation formalises its sentence, under the document's own notation
FIDELITIES = ("exact", "partial", "reread")
# what of the sentence the claim judges: its conclusion, or the reasoning step it gives
ASPECTS = ("conclusion", "reasoning")
# the kind of error a refuted claim exposes (one flag group per refuted claim)
ERROR_KINDS = ("wrong number", "wrong formula or sign", "wrong reasoning step", "swapped labels",
               "notation slip", "false general statement")
# a document is named by its file name, whatever it is: a plain name (no folder) ending .txt or .md
DOC_RE = re.compile(r"^[^/\\\s][^/\\]*(" + "|".join(re.escape(x) for x in DOC_SUFFIXES) + ")$")


class Measured(tuple):
    """An evidence row (label, value) measured in this machine's floats (numpy's transcendental functions, BLAS,
    libm): its digits may differ on another machine, so it is reported with the platform's measurements
    (``platform/<tag>/floats.md``), not in the report that is the same on every machine."""


def measured(label, value) -> Measured:
    """The evidence row (label, value), measured in this machine's floats (see ``Measured``)."""
    return Measured((label, value))


class ClaimError(ValueError):
    """A claim module declares itself wrongly.  The message names the field and the fix."""


@dataclass(frozen=True)
class Source:
    """A statement in a source document.

    doc:   the document's file name, e.g. ``lecture-3.md``
    where: a locator: an equation tag ``(6.1.10)``, a section ``§6.1.4``, or a code block
    quote: the shortest verbatim fragment that states it (whitespace is folded when matching)
    role:  ``asserts`` (the claim formalises what this says), ``defines`` (a definition the
           claim uses; it gets no verdict of its own) or ``corrects`` (the claim states what is
           right where this sentence is wrong; no verdict of its own either)
    fidelity: how faithfully the claim states the sentence, read under the document's own
           notation (its Δ, its ω_m, its sin/cos order):
           ``exact``   the claim says what the sentence says, no more hypotheses, no narrower scope;
           ``partial`` the claim states only part of it; ``part`` says which part;
           ``reread``  the claim states it only under a re-reading; ``reading`` names it.
           A sentence gets its verdict only from exact citations (a refuted part also makes it
           false); a re-read citation never decides it.
    aspect: ``conclusion`` (what the sentence asserts) or ``reasoning`` (the inference it gives,
           "因为…所以…": the claim is the step itself, refuted when the step is invalid)
    """

    doc: str
    where: str
    quote: str
    role: str = "asserts"
    fidelity: str = "exact"
    part: str | None = None
    reading: str | None = None
    aspect: str = "conclusion"

    def as_json(self):
        out = {"document": self.doc, "locator": self.where, "quote": self.quote, "role": self.role,
               "fidelity": self.fidelity, "aspect": self.aspect}
        if self.part:
            out["part"] = self.part
        if self.reading:
            out["reading"] = self.reading
        return out


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
class Distinct:
    """Two quotes that read alike but mean different things, so they may get different verdicts (the report's
    one-meaning check otherwise requires alike sentences to agree, see ``suite.assemble.one_meaning``).
    Declared in a document module: ``DISTINCT = [Distinct(doc_a, quote_a, doc_b, quote_b, reason)]``."""

    doc_a: str
    quote_a: str
    doc_b: str
    quote_b: str
    reason: str

    def as_json(self):
        return {"a": {"document": self.doc_a, "quote": self.quote_a},
                "b": {"document": self.doc_b, "quote": self.quote_b}, "reason": self.reason}


@dataclass(frozen=True)
class Symbol:
    """One entry of a document's notation table, as the document defines it.

    name:    the symbol as the report writes it, e.g. "ω_m", "Δ", "(p_{i,2m}, p_{i,2m+1})"
    meaning: the definition in English with formulas, exactly as the document gives it
    where:   a locator; quote: the shortest verbatim fragment of the document that defines it
    """

    name: str
    meaning: str
    where: str
    quote: str

    def as_json(self):
        return {"symbol": self.name, "meaning": self.meaning, "locator": self.where, "quote": self.quote}


@dataclass(frozen=True)
class Notation:
    """A document's notation, declared once (``theorems/documents/<doc>.py``: ``NOTATION = Notation(...)``).
    Claims citing the document formalise its sentences under these definitions; a place where the
    document uses a symbol against them is a refuted claim with ``error_kind="notation slip"``."""

    doc: str
    symbols: tuple
    values: tuple = ()  # ((symbol as the document writes it, exact value), ...): what the document reader
    #                     (suite/reader/) substitutes, e.g. (("d_{model}", "8"),); a value is an exact number
    environment: tuple = ()  # what the document leaves implicit, for its reader, in the notation file's format:
    #                     (("definitions", ((pattern, right side), ...)), ("ranges", ((index, (lo, hi)), ...)), ...)
    #                     every entry LaTeX; the sections are those of a <document>.notation.toml file

    def validate(self, module: str) -> None:
        if not isinstance(self.doc, str) or not DOC_RE.match(self.doc):
            raise ClaimError(f"{module}: Notation.doc {self.doc!r} is not a document file name (a .txt or .md name)")
        names = [s.name for s in self.symbols]
        for k, s in enumerate(self.symbols):
            if not isinstance(s, Symbol):
                raise ClaimError(f"{module}: symbols[{k}] is not Symbol(name, meaning, where, quote)")
            if not all(str(getattr(s, f)).strip() for f in ("name", "meaning", "where", "quote")):
                raise ClaimError(f"{module}: symbols[{k}] ({s.name!r}) has an empty field")
        dup = sorted({n for n in names if names.count(n) > 1})
        if dup:
            raise ClaimError(f"{module}: symbols declared twice: {dup}")
        from fractions import Fraction

        from suite.reader.environment import NOTATION_SECTIONS as sections

        for k, item in enumerate(self.environment):
            if not (isinstance(item, tuple) and len(item) == 2 and item[0] in sections
                    and isinstance(item[1], tuple) and all(isinstance(e, tuple) and len(e) == 2 for e in item[1])):
                raise ClaimError(f"{module}: environment[{k}] is not (section, ((name, value), ...)) with the section "
                                 f"one of {sections}")
        for k, pair in enumerate(self.values):
            try:
                name, value = pair
                Fraction(str(value))
            except (TypeError, ValueError):
                raise ClaimError(f"{module}: values[{k}] is not (symbol, exact number), e.g. ('d', '8')") from None


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
    error_kind:  for a refuted claim: one of ERROR_KINDS
    survives:    for a refuted claim: whether the document's conclusion survives the error, and why
                 (a sentence starting "yes" or "no" or "partly")
    symbol:      for a notation slip: the symbol of the document's notation table used against
                 its definition
    bound:       for an approximate claim: the condition / bound, in English
    sharp:       whether the statement is sharp: an identity, a bound attained at ..., a threshold
                 that is exact (free text); shown in the report
    notes:       anything else the reader should know (why a statement fails, how the proof goes, a
                 related claim), in English; shown in the report.  The prose is written here once:
                 a claim module has no docstring of its own.
    domain:      Hypothesis strategies by parameter name (the check's keyword arguments)
    examples:    explicit parameter dicts always tried first (paste counterexamples here)
    budget:      seconds this claim may take before it is stopped and reported as an error (a finite number)
    memory:      GiB of address space the claim's process may use (RLIMIT_AS; default MEMORY_GIB); beyond it an
                 allocation fails with MemoryError and the claim is an error saying so
    equivalent_mutants: {operator: reason} for mutation operators (suite/mutate.py) that cannot
                 change the claim (e.g. "swap" for sin^2 + cos^2); reported, not counted
    sweep:       the parameter (a position, offset, ...) along which float losses are searched;
                 default: the first of i, pos, t, x, delta, gap, k, n in the domain
    sweep_max:   the largest value swept (default 10**6)
    measures_floats: the check itself measures a float computation against ``ctx`` (it builds its own
                 float contexts), so running it in a float context would compare floats with floats:
                 it runs in the reference only, and the report says why there is no float answer
    """

    title: str
    statement: str
    hypotheses: str
    expect: str
    sources: list = field(default_factory=list)
    kind: str = "exact"
    correction: str | None = None
    wrong: str | None = None
    error_kind: str | None = None
    survives: str | None = None
    symbol: str | None = None
    bound: str | None = None
    sharp: str | None = None
    notes: str | None = None
    domain: dict = field(default_factory=dict)
    examples: list = field(default_factory=list)
    budget: float = 120.0
    memory: float = MEMORY_GIB
    equivalent_mutants: dict = field(default_factory=dict)
    sweep: str | None = None
    sweep_max: int = 10**6
    measures_floats: bool = False
    proof_fn: Callable | None = None
    check_fn: Callable | None = None
    figure_fn: Callable | None = None
    evidence_fn: Callable | None = None
    figure_measured: bool = False
    extra_mutants: dict = field(default_factory=dict)

    # decorators -----------------------------------------------------------------------
    def proof(self, fn):
        """``fn(pf)`` builds the symbolic proof (or exact refutation) with ``pf.step``..."""
        self.proof_fn = fn
        return fn

    def check(self, fn):
        """``fn(ctx, **params)`` returns ``Eq(lhs, rhs)``, ``Le(lhs, rhs)`` or ``Lt(lhs, rhs)``."""
        self.check_fn = fn
        return fn

    def figure(self, fn):
        """``fn(path)`` draws a PNG at ``path`` (matplotlib, Agg backend)."""
        self.figure_fn = fn
        return fn

    def measured_figure(self, fn):
        """Like ``figure``, for a figure drawn from this machine's float results (numpy's sin/cos, BLAS): it goes
        with the platform's measurements (``platform/<tag>/figures/``), not into the report that is the same on
        every machine."""
        self.figure_fn, self.figure_measured = fn, True
        return fn

    def mutant(self, fn):
        """A hand-written wrong variant ``fn(ctx, **params)`` the suite must refute (mutation check),
        for statements the generic operators cannot perturb (e.g. a rounded constant)."""
        self.extra_mutants[fn.__name__] = fn
        return fn

    def evidence(self, fn):
        """``fn()`` returns a list of (label, value) rows of extra evidence; a row made with ``measured(label,
        value)`` was measured in this machine's floats and is reported with the platform's measurements."""
        self.evidence_fn = fn
        return fn

    # validation -----------------------------------------------------------------------
    def validate(self, name: str, known: set[str] | None = None, where: str | None = None) -> None:
        """Raise ClaimError naming the field that is wrong and how to fix it (``where``: the module's path)."""
        where = where or f"theorems/{name}.py"

        def bad(fieldname, msg):
            raise ClaimError(f"{where}: field '{fieldname}': {msg}")

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
            if not isinstance(s.doc, str) or not DOC_RE.match(s.doc):
                bad("sources", f"item {k}: doc {s.doc!r} is not a document file name: the name of a .txt "
                    "or .md file in a sources folder, without the folder, e.g. 'lecture-3.md'")
            if not s.where.strip() or not s.quote.strip():
                bad("sources", f"item {k}: 'where' and 'quote' must be non-empty")
            if s.role not in ROLES:
                bad("sources", f"item {k}: role must be one of {ROLES}, got {s.role!r}")
            if s.fidelity not in FIDELITIES:
                bad("sources", f"item {k}: fidelity must be one of {FIDELITIES}, got {s.fidelity!r}")
            if s.aspect not in ASPECTS:
                bad("sources", f"item {k}: aspect must be one of {ASPECTS}, got {s.aspect!r}")
            if s.fidelity == "partial" and not (s.part or "").strip():
                bad("sources", f"item {k}: a partial citation says which part it states: part=\"...\"")
            if s.fidelity == "reread" and not (s.reading or "").strip():
                bad("sources", f"item {k}: a re-read citation names the re-reading: reading=\"...\"")
            if s.fidelity != "partial" and s.part:
                bad("sources", f"item {k}: 'part' is only for fidelity='partial'")
            if s.fidelity != "reread" and s.reading:
                bad("sources", f"item {k}: 'reading' is only for fidelity='reread'")
        if self.expect == "refuted":
            if not self.correction:
                bad("correction", "a refuted claim names the module that states what is right")
            if not self.wrong:
                bad("wrong", "a refuted claim says what is wrong, in English with formulas")
            if self.error_kind not in ERROR_KINDS:
                bad("error_kind", f"a refuted claim names the kind of error, one of {ERROR_KINDS}; "
                    f"got {self.error_kind!r}")
            if not (self.survives or "").strip().lower().startswith(("yes", "no", "partly")):
                bad("survives", "a refuted claim says whether the document's conclusion survives the "
                    "error: a sentence starting with 'yes', 'no' or 'partly'")
            if self.error_kind == "notation slip" and not self.symbol:
                bad("symbol", "a notation slip names the symbol used against its definition")
        elif self.error_kind or self.survives:
            bad("error_kind", "only a refuted claim (expect='refuted') declares error_kind/survives")
        if self.correction and known is not None and self.correction not in known:
            bad("correction", f"no claim module named {self.correction!r} in theorems/")
        if self.notes is not None and not (isinstance(self.notes, str) and self.notes.strip()):
            bad("notes", "notes, when given, is a non-empty string")
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
        if not isinstance(self.equivalent_mutants, dict) or set(self.equivalent_mutants) - set(MUTATION_OPERATORS):
            bad("equivalent_mutants", f"must map operators from {sorted(MUTATION_OPERATORS)} to reasons")
        if self.sweep is not None and self.sweep not in self.domain:
            bad("sweep", f"{self.sweep!r} is not a parameter of the domain {sorted(self.domain)}")
        if isinstance(self.budget, bool) or not isinstance(self.budget, (int, float)) \
                or not math.isfinite(self.budget) or self.budget <= 0:
            bad("budget", f"must be a positive, finite number of seconds, got {self.budget!r}")
        if isinstance(self.memory, bool) or not isinstance(self.memory, (int, float)) \
                or not math.isfinite(self.memory) or not MEMORY_MIN_GIB <= self.memory <= MEMORY_MAX_GIB:
            bad("memory", f"must be the GiB of address space the claim may use, a number from {MEMORY_MIN_GIB:g} "
                f"to {MEMORY_MAX_GIB:g}, got {self.memory!r}")
