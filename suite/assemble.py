"""From per-claim results to the facts of the report (pure functions, no I/O)."""
from __future__ import annotations

from suite.sources import Documents, locator_tags

STATUS_OF = {"proved": "true", "numeric": "numerically confirmed", "approximate": "approximately true",
             "refuted": "false", "error": "error"}


def assemble(results: list[dict], docs: Documents, appendix: list, appendix_errors: list[str],
             settings: dict) -> dict:
    by_id = {r["id"]: r for r in results}
    problems: list[str] = list(appendix_errors)
    # 1. quotes are verbatim
    for r in results:
        for s in r.get("sources", []):
            if docs.available:
                pos = docs.find(s["document"], s["quote"])
                s["offset"] = pos
                if pos is None:
                    msg = (f"quote not found verbatim in {s['document']} "
                           f"({s['locator']}): {s['quote'][:60]!r}")
                    _error(r, msg)
    for e in appendix:
        if docs.available and docs.find(e.doc, e.quote) is None:
            problems.append(f"appendix quote not found verbatim in {e.doc} ({e.where}): {e.quote[:60]!r}")
    # 2. verdicts against expectations, corrections are verified claims
    for r in results:
        if r["verdict"] != "error" and r.get("expect") and r["verdict"] != r["expect"]:
            r["unexpected"] = f"expected {r['expect']}, got {r['verdict']}"
        if r["verdict"] == "refuted" and r.get("correction"):
            c = by_id.get(r["correction"])
            if c is None and settings.get("partial"):
                continue  # the correction was not selected in this partial (-k) run
            if c is None or c["verdict"] not in ("proved", "approximate", "numeric"):
                _error(r, f"its correction {r['correction']!r} is not a verified claim "
                          f"(verdict {c['verdict'] if c else 'missing'})")
    # 3. flags and approximate statements
    flags, approx = [], []
    for r in results:
        for s in r.get("sources", []):
            if s.get("role") != "asserts":
                continue
            if r["verdict"] == "refuted":
                c = by_id.get(r.get("correction") or "", {})
                flags.append({"document": s["document"], "locator": s["locator"], "quote": s["quote"],
                              "claim": r["id"], "reason": r.get("wrong"),
                              "counterexample": _counterexample(r),
                              "correction": {"claim": c.get("id"), "statement": c.get("statement"),
                                             "verdict": c.get("verdict")},
                              "offset": s.get("offset")})
            elif r["verdict"] == "approximate":
                approx.append({"document": s["document"], "locator": s["locator"], "quote": s["quote"],
                               "claim": r["id"], "bound": r.get("bound"), "offset": s.get("offset")})
    flags.sort(key=lambda f: (f["document"], f["offset"] if f["offset"] is not None else 1 << 30, f["claim"]))
    approx.sort(key=lambda f: (f["document"], f["offset"] if f["offset"] is not None else 1 << 30, f["claim"]))
    # 4. per-document views and coverage
    documents = {}
    names = sorted(set(docs.texts) | {s["document"] for r in results for s in r.get("sources", [])}
                   | {e.doc for e in appendix})
    for doc in names:
        rows = []
        for r in results:
            for s in r.get("sources", []):
                if s["document"] == doc:
                    rows.append({"offset": s.get("offset"), "locator": s["locator"], "quote": s["quote"],
                                 "role": s.get("role", "asserts"), "claim": r["id"],
                                 "verdict": r["verdict"] if s.get("role") == "asserts" else "definition"})
        na = [e for e in appendix if e.doc == doc]
        for e in na:
            rows.append({"offset": docs.find(doc, e.quote) if docs.available else None, "locator": e.where,
                         "quote": e.quote, "role": "not checkable", "claim": None, "verdict": "not checkable",
                         "reason": e.reason})
        rows.sort(key=lambda x: (x["offset"] if x["offset"] is not None else 1 << 30, x["claim"] or ""))
        tags = docs.tags(doc)
        cited = set()
        for x in rows:
            cited |= locator_tags(x["locator"])
        accounted = [t for t in tags if t in cited]
        asserts = [x for x in rows if x["role"] == "asserts"]
        documents[doc] = {
            "rows": rows,
            "coverage": {"equations_total": len(tags), "equations_accounted": len(accounted),
                         "equations_missing": [t for t in tags if t not in cited],
                         "statements_checked": len({(x["quote"], x["claim"]) for x in asserts}),
                         "flagged": len({(x["quote"], x["claim"]) for x in asserts if x["verdict"] == "refuted"}),
                         "approximate": len({(x["quote"], x["claim"]) for x in asserts if x["verdict"] == "approximate"}),
                         "definitions": len([x for x in rows if x["role"] == "defines"]),
                         "not_checkable": len(na)}}
    for r in results:
        r["status_of_statement"] = STATUS_OF.get(r["verdict"], r["verdict"])
    failing = [r["id"] for r in results if r["verdict"] == "error" or r.get("unexpected")]
    return {"settings": settings, "claims": results, "flags": flags, "approximate": approx,
            "documents": documents, "not_checkable": [e.as_json() for e in appendix],
            "problems": problems, "failing": failing, "ok": not failing and not problems}


def _error(r: dict, msg: str) -> None:
    before = f" (before this check: {r.get('verdict')}; {r.get('why', '')})" if r.get("verdict") != "error" else ""
    r["why"] = f"theorems/{r['id']}.py: {msg}{before}" if r.get("verdict") != "error" else f"{r.get('why')}; {msg}"
    r["verdict"] = "error"


def _counterexample(r: dict):
    num = r.get("numeric") or {}
    proof = r.get("proof") or {}
    out = {}
    if proof.get("counterexample"):
        out["exact"] = proof["counterexample"]
    if num.get("counterexample"):
        out["confirmed"] = num["counterexample"]
    return out or None
