"""The engine's typed results: what a claim's run produced, read (never changed) by the assembler.

``ClaimResult`` is produced by ``suite.runner`` (and restored from the cache); ``suite.assemble``
reads it and builds the report (a JSON-able dict, the renderer's only input).  The verdict is the
engine's: the assembler adds what it finds about the citations (``integrity`` problems such as a
quote that is not verbatim) beside it, and never overturns it.  A leaf module."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields


@dataclass(frozen=True)
class ClaimResult:
    id: str
    verdict: str
    why: str = ""
    module: str = ""
    topic: str = ""
    title: str = ""
    statement: str | None = None
    hypotheses: str | None = None
    expect: str | None = None
    kind: str | None = None
    correction: str | None = None
    wrong: str | None = None
    error_kind: str | None = None
    survives: str | None = None
    symbol: str | None = None
    bound: str | None = None
    sharp: str | None = None
    notes: str | None = None
    sources: tuple = ()            # Source.as_json() dicts, in the claim's order
    proof: dict | None = None      # suite.proof.Proof.as_json(): status, scope, steps, counterexample
    numeric: dict | None = None    # suite.evaluate.NumericResult.as_json(): status, floats, counterexample
    conventions: dict = field(default_factory=dict)  # variant key -> {label, status, changed, counterexample}
    convention_read: tuple = ()    # the convention keys the check read
    evidence: tuple = ()           # (label, value) rows
    measured_evidence: tuple = ()  # (label, value) rows measured in this machine's floats (suite.claim.Measured)
    figure: str | None = None
    seconds: float | None = None
    phases: dict = field(default_factory=dict)  # {phase: seconds} within ``seconds`` (runner.PHASES); a run fact
    cached: bool = False

    @classmethod
    def well_formed(cls, d) -> bool:
        """Whether ``d`` has the shape ``as_json`` writes, field by field and all the way down (``suite.shapes``), its
        evidence rows pairs: a stored result whose checksum is right but whose fields have the wrong types is
        computed again, never a traceback later."""
        from suite.shapes import CLAIM_RESULT, conforms

        return conforms(d, CLAIM_RESULT) and all(len(row) == 2 for k in ("evidence", "measured_evidence")
                                                 for row in d.get(k) or ())

    @classmethod
    def from_json(cls, d: dict) -> "ClaimResult":
        known = {f.name for f in fields(cls)}
        kw = {k: v for k, v in d.items() if k in known}
        for k in ("sources", "convention_read", "evidence", "measured_evidence"):
            if k in kw and kw[k] is not None:
                kw[k] = tuple(tuple(x) if k.endswith("evidence") else x for x in kw[k])
        kw.setdefault("title", d.get("id", ""))
        kw["conventions"] = kw.get("conventions") or {}
        kw["phases"] = dict(kw.get("phases") or {})
        return cls(**kw)

    def as_json(self) -> dict:
        d = asdict(self)
        d["sources"] = [dict(s) for s in self.sources]
        d["convention_read"] = list(self.convention_read)
        d["evidence"] = [list(e) for e in self.evidence]
        d["measured_evidence"] = [list(e) for e in self.measured_evidence]
        return d
