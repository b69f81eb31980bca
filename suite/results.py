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
    figure: str | None = None
    seconds: float | None = None
    phases: dict = field(default_factory=dict)  # {phase: seconds} within ``seconds`` (runner.PHASES); a run fact
    cached: bool = False

    @classmethod
    def well_formed(cls, d) -> bool:
        """Whether ``d`` has the shape ``as_json`` writes, field by field (a stored result whose checksum is right but
        whose fields have the wrong types is computed again, never a traceback later)."""
        import typing

        if not isinstance(d, dict) or not isinstance(d.get("id"), str) or not isinstance(d.get("verdict"), str):
            return False
        hints = typing.get_type_hints(cls)
        for f in fields(cls):
            if f.name not in d:
                continue
            v, hint = d[f.name], hints[f.name]
            want = {str: (str,), "str|None": (str, type(None)), tuple: (list, tuple), dict: (dict,),
                    "dict|None": (dict, type(None)), "float|None": (int, float, type(None)), bool: (bool,)}
            key = hint if hint in want else ("str|None" if hint == (str | None) else "dict|None"
                                             if hint == (dict | None) else "float|None" if hint == (float | None)
                                             else None)
            if key is None or not isinstance(v, want[key]) or (isinstance(v, bool) and key == "float|None"):
                return False
        for name in ("proof", "numeric"):
            if isinstance(d.get(name), dict) and not isinstance(d[name].get("status", ""), str):
                return False
        rows_ok = all(isinstance(e, (list, tuple)) and len(e) == 2 for e in d.get("evidence") or ())
        sources_ok = all(isinstance(x, dict) for x in d.get("sources") or ())
        conventions_ok = all(isinstance(x, dict) for x in (d.get("conventions") or {}).values())
        phases_ok = all(isinstance(x, (int, float)) for x in (d.get("phases") or {}).values())
        from suite.shapes import CLAIM_RESULT, conforms

        return rows_ok and sources_ok and conventions_ok and phases_ok and conforms(d, CLAIM_RESULT)

    @classmethod
    def from_json(cls, d: dict) -> "ClaimResult":
        known = {f.name for f in fields(cls)}
        kw = {k: v for k, v in d.items() if k in known}
        for k in ("sources", "convention_read", "evidence"):
            if k in kw and kw[k] is not None:
                kw[k] = tuple(tuple(x) if k == "evidence" else x for x in kw[k])
        kw.setdefault("title", d.get("id", ""))
        kw["conventions"] = kw.get("conventions") or {}
        kw["phases"] = dict(kw.get("phases") or {})
        return cls(**kw)

    def as_json(self) -> dict:
        d = asdict(self)
        d["sources"] = [dict(s) for s in self.sources]
        d["convention_read"] = list(self.convention_read)
        d["evidence"] = [list(e) for e in self.evidence]
        return d
