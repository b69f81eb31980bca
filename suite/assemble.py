"""From per-claim results to the facts of the report (pure functions, no I/O).

A *citation* is one ``Source`` of one claim.  A sentence of a document gets its verdict only from
the citations that state it exactly under the document's notation (``fidelity="exact"``); a refuted
part (``fidelity="partial"``) also makes it false; a re-read citation never decides it.  Two
citations whose quoted spans overlap, one stating its sentence exactly as true (proved,
approximate or numeric) and one refuting it, are a conflict: an error of the run.  Every refuted
claim is one *error* (a flag group) carried by each quote it cites."""
from __future__ import annotations

import hashlib

from suite.results import ClaimResult
from suite.sources import Documents, fold, locator_tags

# run facts that are not results: left out of the report so that it depends only on what was verified
RUN_FACTS = ("seconds", "phases", "cached")

STATUS_OF = {"proved": "true", "numeric": "numerically confirmed", "approximate": "approximately true",
             "refuted": "false", "error": "error"}
TRUE_VERDICTS = ("proved", "approximate", "numeric")
NOT_FOUND = 1 << 30


def error_id(doc: str, quote: str) -> str:
    """The stable id of a flag group: from the document and the first quote of its claim, so it does
    not move when other flags are added or removed."""
    return "E" + doc[:3] + "-" + hashlib.sha256((doc + "\0" + fold(quote)).encode()).hexdigest()[:6]


def sentence_verdict(verdict: str, fidelity: str, aspect: str) -> str:
    """What one citation says about its sentence (the text of the per-document view)."""
    if verdict == "error":
        return "error"
    if aspect == "reasoning":
        return {"refuted": "reasoning invalid", "proved": "reasoning valid"}.get(verdict, f"reasoning: {verdict}")
    if fidelity == "reread":
        return f"not decided (only under a re-reading: {verdict})"
    if fidelity == "partial":
        return "false (a part)" if verdict == "refuted" else f"a part {STATUS_OF.get(verdict, verdict)}"
    return verdict


def assemble(claim_results: list, docs: Documents, appendix: list, appendix_errors: list[str],
             settings: dict, notation: list | None = None) -> dict:
    """The report, built from the engine's results, which are read and never changed: each claim's
    entry is a fresh copy with the engine's verdict, and what the assembler finds about it (a quote
    that is not verbatim, a correction that is not verified, an undeclared notation symbol) is listed
    in the entry's ``integrity`` and makes the run fail; it does not overturn the verdict."""
    results = []
    for r in claim_results:
        entry = (r if isinstance(r, ClaimResult) else ClaimResult.from_json(r)).as_json()
        for k in RUN_FACTS:
            entry.pop(k, None)
        entry["integrity"] = []
        results.append(entry)
    by_id = {r["id"]: r for r in results}
    alias = settings.get("aliases") or {}  # retired claim id -> the id that replaced it
    notation = list(notation or [])
    tables = {t.doc: t for t in notation}
    problems: list[str] = list(appendix_errors)
    for name, paths in sorted(getattr(docs, "duplicates", {}).items()):
        problems.append(f"document {name!r} is in more than one sources folder: {', '.join(map(str, paths))}")
    # 1. quotes are verbatim (claims, appendix, notation tables); a notation slip names a declared symbol
    for r in results:
        for s in r.get("sources", []):
            if docs.available:
                pos = docs.find(s["document"], s["quote"])
                s["offset"] = pos
                s.update(_place(docs, s["document"], pos, s["quote"]))
                if pos is None:
                    _error(r, f"quote not found verbatim in {s['document']} ({s['locator']}): {s['quote'][:60]!r}")
        if r.get("symbol") and r.get("verdict") != "error":
            cited = {s["document"] for s in r.get("sources", []) if s.get("role") == "asserts"}
            if not any(r["symbol"] in {x.name for x in getattr(tables.get(d), "symbols", ())} for d in cited):
                _error(r, f"its notation slip names symbol {r['symbol']!r}, which no notation table of "
                          f"{', '.join(sorted(cited))} declares")
    for e in appendix:
        if docs.available and docs.find(e.doc, e.quote) is None:
            problems.append(f"appendix quote not found verbatim in {e.doc} ({e.where}): {e.quote[:60]!r}")
    for t in notation:
        for sym in t.symbols:
            if docs.available and docs.find(t.doc, sym.quote) is None:
                problems.append(f"notation quote not found verbatim in {t.doc} ({sym.where}, {sym.name}): "
                                f"{sym.quote[:60]!r}")
    # 2. verdicts against expectations, corrections are verified claims
    for r in results:
        if r["verdict"] != "error" and r.get("expect") and r["verdict"] != r["expect"]:
            r["unexpected"] = f"expected {r['expect']}, got {r['verdict']}"
        if r["verdict"] == "refuted" and r.get("correction"):
            c = by_id.get(alias.get(r["correction"], r["correction"]))
            if c is None and settings.get("partial"):
                continue  # the correction was not selected in this partial (-k) run
            if c is None or c["verdict"] not in TRUE_VERDICTS:
                _error(r, f"its correction {r['correction']!r} is not a verified claim "
                          f"(verdict {c['verdict'] if c else 'missing'})")
    # 3. citations, one per (claim, source)
    cites = []
    for r in results:
        for s in r.get("sources", []):
            if docs.available and s.get("offset") is None:
                continue  # a quote that is not verbatim speaks for no sentence (an integrity problem of r)
            cites.append({"r": r, "s": s, "doc": s["document"], "role": s.get("role", "asserts"),
                          "fidelity": s.get("fidelity", "exact"), "aspect": s.get("aspect", "conclusion"),
                          "start": s.get("offset"),
                          "end": None if s.get("offset") is None else s["offset"] + len(fold(s["quote"]))})
    # 4. one sentence, one verdict: overlapping spans with a true exact and a refuted citation conflict
    conflicts = _conflicts(cites)
    problems += conflicts
    # 5. flag groups (one per refuted claim) and one flag per quote; approximate statements
    errors, flags, approx = [], [], []
    for r in results:
        if r["verdict"] != "refuted":
            continue
        quotes = [c for c in cites if c["r"] is r and c["role"] == "asserts" and c["fidelity"] != "reread"]
        if not quotes:
            continue
        first = quotes[0]["s"]
        gid = error_id(first["document"], first["quote"])
        c = by_id.get(alias.get(r.get("correction") or "", r.get("correction") or ""), {})
        group = {"id": gid, "claim": r["id"], "kind": r.get("error_kind"), "conclusion_survives": r.get("survives"),
                 "symbol": r.get("symbol"), "reason": r.get("wrong"), "counterexample": _counterexample(r),
                 "correction": {"claim": c.get("id"), "statement": c.get("statement"), "verdict": c.get("verdict")},
                 "documents": sorted({q["doc"] for q in quotes}), "quotes": []}
        for q in quotes:
            s = q["s"]
            item = {"document": s["document"], "locator": s["locator"], "quote": s["quote"], "fidelity": q["fidelity"],
                    "aspect": q["aspect"], "offset": s.get("offset"), **_where(s)}
            group["quotes"].append(item)
            flags.append({**item, "id": flag_id(gid, s["document"], s["quote"]), "group": gid, "claim": r["id"], "kind": r.get("error_kind"), "reason": r.get("wrong"),
                          "counterexample": group["counterexample"], "correction": group["correction"]})
        group["quotes"].sort(key=_reading_order)
        errors.append(group)
    for q in cites:
        r = q["r"]
        if r["verdict"] == "approximate" and q["role"] == "asserts" and q["fidelity"] != "reread":
            s = q["s"]
            approx.append({"document": s["document"], "locator": s["locator"], "quote": s["quote"], "claim": r["id"],
                           "bound": r.get("bound"), "fidelity": q["fidelity"], "part": s.get("part"),
                           "offset": s.get("offset"), **_where(s)})
    flags.sort(key=lambda f: (*_reading_order(f), f["claim"]))
    approx.sort(key=lambda f: (*_reading_order(f), f["claim"]))
    errors.sort(key=lambda g: _reading_order(g["quotes"][0]))
    group_of = {g["claim"]: g["id"] for g in errors}
    ids = [g["id"] for g in errors]
    for g in errors:
        if ids.count(g["id"]) > 1:
            problems.append(f"two refuted claims open with the same quote, so their flag groups share the id {g['id']}: "
                            + ", ".join(x["claim"] for x in errors if x["id"] == g["id"]))
            break
    # 6. per-document views, notation tables and coverage
    documents = {}
    names = sorted(set(docs.texts) | {q["doc"] for q in cites} | {e.doc for e in appendix} | set(tables))
    for doc in names:
        rows = []
        for q in cites:
            if q["doc"] != doc:
                continue
            s, r = q["s"], q["r"]
            if q["role"] == "asserts":
                verdict = sentence_verdict(r["verdict"], q["fidelity"], q["aspect"])
            else:
                verdict = {"defines": "definition", "corrects": "correction"}[q["role"]]
            row = {"offset": s.get("offset"), **_where(s), "locator": s["locator"], "quote": s["quote"], "role": q["role"],
                   "claim": r["id"], "claim_verdict": r["verdict"], "fidelity": q["fidelity"], "aspect": q["aspect"],
                   "verdict": verdict}
            if s.get("part"):
                row["part"] = s["part"]
            if s.get("reading"):
                row["reading"] = s["reading"]
            if r["verdict"] == "refuted" and q["role"] == "asserts" and q["fidelity"] != "reread":
                row["group"] = group_of[r["id"]]
            rows.append(row)
        na = [e for e in appendix if e.doc == doc]
        for e in na:
            pos = docs.find(doc, e.quote) if docs.available else None
            rows.append({"offset": pos, **_place(docs, doc, pos, e.quote), "locator": e.where,
                         "quote": e.quote, "role": "not checkable", "claim": None, "verdict": "not checkable",
                         "reason": e.reason})
        rows.sort(key=lambda x: (x["offset"] if x["offset"] is not None else NOT_FOUND, x["claim"] or ""))
        tags = docs.tags(doc)
        cited = set()
        for x in rows:
            cited |= locator_tags(x["locator"])
        asserts = [x for x in rows if x["role"] == "asserts"]
        groups = [g for g in errors if doc in g["documents"]]
        t = tables.get(doc)
        documents[doc] = {
            "rows": rows,
            "notation": [{**sym.as_json(), **_place(docs, doc, docs.find(doc, sym.quote) if docs.available else None,
                                                     sym.quote)} for sym in t.symbols] if t else None,
            "notation_slips": [{"group": g["id"], "symbol": g["symbol"], "claim": g["claim"]}
                               for g in groups if g["kind"] == "notation slip"],
            "errors": [g["id"] for g in groups],
            "coverage": {"equations_total": len(tags), "equations_accounted": len([x for x in tags if x in cited]),
                         "equations_missing": [x for x in tags if x not in cited],
                         "statements_checked": len({(x["quote"], x["claim"]) for x in asserts}),
                         "exact": len([x for x in asserts if x["fidelity"] == "exact"]),
                         "partial": len([x for x in asserts if x["fidelity"] == "partial"]),
                         "reread": len([x for x in asserts if x["fidelity"] == "reread"]),
                         "error_groups": len(groups),
                         "flagged": len([x for x in asserts if x.get("group")]),
                         "approximate": len([x for x in asserts if x["claim_verdict"] == "approximate"
                                             and x["fidelity"] != "reread"]),
                         "proved": len([x for x in asserts if x["claim_verdict"] == "proved" and x["fidelity"] == "exact"
                                        and x["aspect"] == "conclusion"]),
                         "definitions": len([x for x in rows if x["role"] == "defines"]),
                         "not_checkable": len(na)}}
    for r in results:
        r["status_of_statement"] = STATUS_OF.get(r["verdict"], r["verdict"])
    failing = [r["id"] for r in results if r["verdict"] == "error" or r.get("unexpected") or r["integrity"]]
    return {"settings": settings, "claims": results, "errors": errors, "flags": flags, "approximate": approx,
            "documents": documents,
            "not_checkable": [{**e.as_json(), **_place(docs, e.doc, docs.find(e.doc, e.quote) if docs.available else None,
                                                        e.quote)} for e in appendix],
            "triage": [],  # the arithmetic triage's links (add_triage)
            "problems": problems, "failing": failing, "ok": not failing and not problems}


def flag_id(group: str, doc: str, quote: str) -> str:
    """The stable id of one flagged quote: its error's id and the quote's own digest."""
    return group + "/" + hashlib.sha256((doc + "\0" + fold(quote)).encode()).hexdigest()[:6]


def _place(docs, doc: str, offset, quote: str) -> dict:
    """Line, column and math context of a quote in its document ({} when it was not found)."""
    place = getattr(docs, "place", None)
    return place(doc, offset, quote) if place and offset is not None else {}


def _where(s: dict) -> dict:
    return {k: s[k] for k in ("line", "column", "math", "start", "end") if k in s}


def _reading_order(x: dict):
    return (x["document"], x["offset"] if x.get("offset") is not None else NOT_FOUND)


def _conflicts(cites: list[dict]) -> list[str]:
    """Overlapping quoted spans of one document, of the same aspect, where one citation states its
    sentence exactly as true and another refutes it (all of it, or a part)."""
    out = []
    asserts = [c for c in cites if c["role"] == "asserts" and c["start"] is not None and c["r"]["verdict"] != "error"]
    trues = [c for c in asserts if c["fidelity"] == "exact" and c["r"]["verdict"] in TRUE_VERDICTS]
    falses = [c for c in asserts if c["fidelity"] in ("exact", "partial") and c["r"]["verdict"] == "refuted"]
    seen = set()
    for t in trues:
        for f in falses:
            if t["doc"] != f["doc"] or t["aspect"] != f["aspect"] or t["r"] is f["r"]:
                continue
            if t["start"] < f["end"] and f["start"] < t["end"]:
                key = (t["r"]["id"], f["r"]["id"], t["doc"], t["s"]["quote"], f["s"]["quote"])
                if key in seen:
                    continue
                seen.add(key)
                out.append(f"conflicting verdicts on one sentence of {t['doc']} ({t['s']['locator']}): "
                           f"{t['r']['id']} ({t['r']['verdict']}, quote {t['s']['quote'][:50]!r}) and "
                           f"{f['r']['id']} (refuted, quote {f['s']['quote'][:50]!r}); a claim that states the "
                           "corrected sentence cites it with role='corrects'")
    return sorted(out)


def _error(r: dict, msg: str) -> None:
    """Record an integrity problem of claim entry ``r`` (an entry the assembler built, not an engine result)."""
    r["integrity"].append(msg)


def _counterexample(r: dict):
    num = r.get("numeric") or {}
    proof = r.get("proof") or {}
    out = {}
    if proof.get("counterexample"):
        out["exact"] = proof["counterexample"]
    if num.get("counterexample"):
        out["confirmed"] = num["counterexample"]
    return out or None


def add_triage(rep: dict, by_doc: dict) -> None:
    """Put the arithmetic triage (``suite.triage.run_documents``: {doc: {summary, items}}) into the report:
    ``rep["triage"]`` (every attempted link, in reading order), each document's ``triage`` summary and the
    ids of its inconsistent links (``found_automatically``: findings with the standing of a flag), and a
    problem for every disagreement with a claim citing the same sentence (an inconsistent link inside a
    quote that a claim states exactly as true, or a consistent link that is the whole of a quote a
    claim refutes)."""
    items = []
    for doc in sorted(by_doc):
        items += by_doc[doc]["items"]
    rep["triage"] = items
    for doc, data in by_doc.items():
        view = rep["documents"].get(doc)
        if view is None:
            continue
        view["triage"] = {**data["summary"], "findings": data.get("findings", []),
                          "found_automatically": [it["id"] for it in data["items"] if it["status"] == "inconsistent"]}
        view["environment"] = data.get("environment", [])
        if data.get("unreadable"):  # a document that could not be read or finished: bad input, the run fails
            rep["problems"].append(f"the document {doc} was not checked: {data['unreadable']}")
            rep["ok"] = False
    by_id = {r["id"]: r for r in rep["claims"]}
    for doc in by_doc:
        for row in rep["documents"].get(doc, {}).get("rows", []):
            if row.get("role") != "asserts" or row.get("start") is None:
                continue
            r = by_id.get(row["claim"])
            if r is None:
                continue
            for it in by_doc[doc]["items"]:
                if not (row["start"] < it["end"] and it["start"] < row["end"]):
                    continue
                body = _squash(row["quote"])
                inside = _squash(it["link"]["lhs"]) in body and _squash(it["link"]["rhs"]) in body
                whole = _squash(it["link"]["lhs"] + it["link"]["relation"] + it["link"]["rhs"]) == body or (
                    body.startswith(_squash(it["link"]["relation"])) and _squash(it["link"]["rhs"]) == body[1:])
                if (it["status"] == "inconsistent" and inside and r["verdict"] in TRUE_VERDICTS
                        and row.get("fidelity") == "exact" and row.get("aspect") == "conclusion"):
                    rep["problems"].append(
                        f"the arithmetic triage finds {it['link']['lhs']} {it['link']['relation']} {it['link']['rhs']} "
                        f"inconsistent ({it['id']}, {doc} line {it['line']}), but claim {r['id']} states that sentence "
                        f"as {r['verdict']}")
                elif it["status"] in ("consistent", "proved") and whole and r["verdict"] == "refuted" and row.get("group"):
                    rep["problems"].append(
                        f"the arithmetic triage finds {it['link']['lhs']} {it['link']['relation']} {it['link']['rhs']} "
                        f"consistent ({it['id']}, {doc} line {it['line']}), but claim {r['id']} refutes exactly that "
                        "quote")
    if any("arithmetic triage finds" in p for p in rep["problems"]):
        rep["ok"] = False


def _squash(tex: str) -> str:
    import re

    t = tex.replace("\\approx", "≈").replace("&", "")
    return re.sub(r"\s+", "", t)
