"""From per-claim results to the facts of the report (pure functions, no I/O).

A *citation* is one ``Source`` of one claim.  A sentence of a document gets its verdict only from
the citations that state it exactly under the document's notation (``fidelity="exact"``); a refuted
part (``fidelity="partial"``) also makes it false; a re-read citation never decides it.  Two
citations whose quoted spans overlap, one stating its sentence exactly as true (proved,
approximate or numeric) and one refuting it, are a conflict: an error of the run.  Every refuted
claim is one *error* (a flag group) carried by each quote it cites."""
from __future__ import annotations

import difflib
import hashlib
import re

from suite.results import ClaimResult
from suite.sources import Documents, document_title, fold, locator_tags

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


SLIP = "notation slip"  # the error kind whose sentence is written against the document's notation, not false


def sentence_verdict(verdict: str, fidelity: str, aspect: str, error_kind: str | None = None) -> str:
    """What one citation says about its sentence (the text of the per-document view).  A refuted claim of kind
    notation slip says that the sentence is written against the document's own notation (what is meant is
    judged by its correction): a notation slip, not a falsehood."""
    if verdict == "error":
        return "error"
    if verdict == "refuted" and error_kind == SLIP and fidelity != "reread" and aspect != "reasoning":
        # (a step that does not follow is judged as reasoning, even when a notation slip is what made it fail)
        return SLIP if fidelity == "exact" else f"{SLIP} (a part)"
    if aspect == "reasoning":
        return {"refuted": "reasoning invalid", "proved": "reasoning valid"}.get(verdict, f"reasoning: {verdict}")
    if fidelity == "reread":
        return f"not decided (only under a re-reading: {verdict})"
    if fidelity == "partial":
        return "false (a part)" if verdict == "refuted" else f"a part {STATUS_OF.get(verdict, verdict)}"
    return verdict


def sentence_class(verdict: str) -> str:
    """The class of a citation's finding (a key of SENTENCE_CLASSES)."""
    v = verdict or ""
    if v.startswith(SLIP):
        return "slip"
    if v in ("refuted", "false (a part)", "reasoning invalid"):
        return "false"
    if v == "error":
        return "error"
    if v.startswith("not decided"):
        return "undecided"
    if v in ("definition", "correction"):
        return "used"
    if v == "not checkable":
        return "none"
    if "approx" in v:
        return "approximate"
    if "numeric" in v:
        return "numeric"
    return "true"


def assemble(claim_results: list, docs: Documents, appendix: list, appendix_errors: list[str],
             settings: dict, notation: list | None = None) -> dict:
    """The report, built from the engine's results, which are read and never changed: each claim's
    entry is a fresh copy with the engine's verdict, and what the assembler finds about it (a quote
    that is not verbatim, a correction that is not verified, an undeclared notation symbol) is listed
    in the entry's ``integrity`` and makes the run fail; it does not overturn the verdict."""
    distinct = [e for e in appendix if hasattr(e, "doc_a")]  # Distinct declarations travel with the appendix
    appendix = [e for e in appendix if not hasattr(e, "doc_a")]
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
    for name, why in sorted(getattr(docs, "refused", {}).items()):
        problems.append(f"document {name!r} refused: {why}")
    for name, paths in sorted(getattr(docs, "duplicates", {}).items()):
        problems.append(f"document {name!r} is in more than one sources folder: {', '.join(map(str, paths))}")
    # 1. quotes are verbatim (claims, appendix, notation tables); a notation slip names a declared symbol
    for r in results:
        for s in r.get("sources", []):
            if docs.available:
                pos = docs.find(s["document"], s["quote"])
                s["offset"] = pos
                s.update(_place(docs, s["document"], pos, s["quote"]))
                if pos is None and s["document"] not in docs.texts:
                    # not a quote problem: the document is not there to look in
                    _error(r, f"document {s['document']!r} is in none of the sources folders "
                              f"({', '.join(map(str, docs.folders)) or 'none'}), so its quote cannot be looked up: "
                              "give its folder with --sources (make: SOURCES=...), or remember it in the project's "
                              "pe-verify.toml (sources = [...])")
                elif pos is None:
                    _error(r, f"quote not found verbatim in {s['document']} ({s['locator']}): {s['quote'][:60]!r}")
        if r.get("symbol") and r.get("verdict") != "error":
            cited = {s["document"] for s in r.get("sources", []) if s.get("role") == "asserts"}
            if not any(r["symbol"] in {x.name for x in getattr(tables.get(d), "symbols", ())} for d in cited):
                _error(r, f"its notation slip names symbol {r['symbol']!r}, which no notation table of "
                          f"{', '.join(sorted(cited))} declares")
    for e in appendix:
        if docs.available and docs.find(e.doc, e.quote) is None:
            problems.append(f"appendix quote not found verbatim in {e.doc} ({e.where}): {e.quote[:60]!r}")
    for d in distinct:
        for doc, quote in ((d.doc_a, d.quote_a), (d.doc_b, d.quote_b)):
            if docs.available and docs.find(doc, quote) is None:
                problems.append(f"Distinct quote not found verbatim in {doc}: {quote[:60]!r}")
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
                verdict = sentence_verdict(r["verdict"], q["fidelity"], q["aspect"], r.get("error_kind"))
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
                if verdict.startswith(SLIP):  # what is meant, and what its correction finds
                    c = by_id.get(alias.get(r.get("correction") or "", r.get("correction") or ""), {})
                    row["meant"] = {"claim": c.get("id"), "verdict": c.get("verdict")}
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
        cited_once = list({(x["quote"], x["claim"]): x for x in reversed(asserts)}.values())
        groups = [g for g in errors if doc in g["documents"]]
        t = tables.get(doc)
        documents[doc] = {
            "title": document_title(docs.raw.get(doc, ""), name=doc),
            "rows": rows,
            "notation": [{**sym.as_json(), **_place(docs, doc, docs.find(doc, sym.quote) if docs.available else None,
                                                     sym.quote)} for sym in t.symbols] if t else None,
            "notation_slips": [{"group": g["id"], "symbol": g["symbol"], "claim": g["claim"]}
                               for g in groups if g["kind"] == "notation slip"],
            "errors": [g["id"] for g in groups],
            "coverage": {"equations_total": len(tags), "equations_accounted": len([x for x in tags if x in cited]),
                         "equations_missing": [x for x in tags if x not in cited],
                         # one citation per (quote, claim), and its parts by fidelity over the same citations, so
                         # that they add up (a claim quoting one sentence twice cites it once)
                         "statements_checked": len(cited_once),
                         "exact": len([x for x in cited_once if x["fidelity"] == "exact"]),
                         "partial": len([x for x in cited_once if x["fidelity"] == "partial"]),
                         "reread": len([x for x in cited_once if x["fidelity"] == "reread"]),
                         "error_groups": len([g for g in groups if g["kind"] != SLIP]),
                         "flagged": len([x for x in asserts if x.get("group") and "meant" not in x]),
                         "notation_slips": len([g for g in groups if g["kind"] == SLIP]),
                         "slip_quotes": len([x for x in asserts if x.get("group") and "meant" in x]),
                         "approximate": len([x for x in asserts if x["claim_verdict"] == "approximate"
                                             and x["fidelity"] != "reread"]),
                         "proved": len([x for x in asserts if x["claim_verdict"] == "proved" and x["fidelity"] == "exact"
                                        and x["aspect"] == "conclusion"]),
                         "definitions": len([x for x in rows if x["role"] == "defines"]),
                         "not_checkable": len(na)}}
    problems += one_meaning(documents, distinct)
    for r in results:
        r["status_of_statement"] = STATUS_OF.get(r["verdict"], r["verdict"])
    failing = [r["id"] for r in results if r["verdict"] == "error" or r.get("unexpected") or r["integrity"]]
    return {"settings": settings, "claims": results, "errors": errors, "flags": flags, "approximate": approx,
            "documents": documents,
            "not_checkable": [{**e.as_json(), **_place(docs, e.doc, docs.find(e.doc, e.quote) if docs.available else None,
                                                        e.quote)} for e in appendix],
            "triage": [],  # the arithmetic triage's links (add_triage)
            "distinct": [e.as_json() for e in distinct],
            "problems": problems, "failing": failing, "ok": not failing and not problems}


# --- one meaning, one verdict ---------------------------------------------------------------------------------
ALIKE = 0.55  # token similarity from which two prose quotes count as saying the same thing
MIN_TOKENS = 8


def prose_tokens(quote: str) -> tuple[list[str], list[str]]:
    """(words, values) of a quote: the words are its prose (each CJK character a token, each Latin word one), the
    values what its inline math and numbers say (the names, commands and numbers in ``$...$``, and every number),
    sorted.  Punctuation, spacing and markup are neither."""
    values, words = [], []
    for k, part in enumerate(re.split(r"\$", quote)):
        toks = re.findall(r"[\u3400-\u4dbf\u4e00-\u9fff]|[a-z]+|[0-9]+(?:\.[0-9]+)?", part.lower())
        for t in toks:
            (values if k % 2 == 1 or t[0].isdigit() else words).append(t)
    return words, sorted(values)


def one_meaning(documents: dict, distinct: list) -> list[str]:
    """Problems where one meaning gets two verdicts.  The units are the quotes in prose (not display math) with at
    least MIN_TOKENS words, each with what its citations find (``sentence_class``), for the conclusion and for the
    reasoning apart.  Units whose values (inline math and numbers) differ state different things and are not
    compared.  Two units at different places with the same words and values must agree exactly (class, fidelity
    and aspect); two with the same values and alike words (similarity >= ALIKE) must find the same classes, for
    the conclusion when both judge it and for the reasoning when both judge it.  Quotes of one sentence that overlap are parts
    of it, not repetitions, and a declared ``Distinct`` pair may differ."""
    units: dict = {}
    for doc, view in documents.items():
        for x in view["rows"]:
            if x["role"] not in ("asserts", "not checkable") or x.get("math", "text") != "text":
                continue
            cls = sentence_class(x["verdict"])
            if cls in ("used", "error"):
                continue
            key = (doc, x.get("start"), x["quote"])
            u = units.setdefault(key, {"doc": doc, "line": x.get("line"), "start": x.get("start"),
                                       "end": x.get("end"), "quote": x["quote"],
                                       **dict(zip(("tokens", "values"), prose_tokens(x["quote"]))),
                                       "conclusion": set(), "reasoning": set(), "full": set()})
            u["reasoning" if x.get("aspect") == "reasoning" else "conclusion"].add(cls)
            u["full"].add((cls, x.get("fidelity"), x.get("aspect")))
    items = [u for u in units.values() if len(u["tokens"]) >= MIN_TOKENS]
    declared = {frozenset({(d.doc_a, fold(d.quote_a)), (d.doc_b, fold(d.quote_b))}) for d in distinct}
    out = []
    for i, a in enumerate(items):
        for b in items[i + 1:]:
            if a["doc"] == b["doc"] and a["start"] is not None and b["start"] is not None \
                    and a["start"] < b["end"] and b["start"] < a["end"]:
                continue  # parts of one sentence
            if a["values"] != b["values"]:
                continue  # other numbers or other math: another statement
            sm = difflib.SequenceMatcher(None, a["tokens"], b["tokens"], autojunk=False)
            if sm.real_quick_ratio() < ALIKE or sm.quick_ratio() < ALIKE:
                continue
            ratio = sm.ratio()
            if ratio < ALIKE:
                continue
            if frozenset({(a["doc"], fold(a["quote"])), (b["doc"], fold(b["quote"]))}) in declared:
                continue
            same = a["tokens"] == b["tokens"]
            if same and a["full"] == b["full"]:
                continue
            if not same and all(not a[k] or not b[k] or a[k] == b[k] for k in ("conclusion", "reasoning")):
                continue
            show = lambda u: (f"{u['doc']} line {u['line']} ({', '.join(sorted(c + '/' + str(f) for c, f, _ in u['full']))}) "  # noqa: E731
                              f"{u['quote'][:40]!r}")
            out.append(f"one meaning, two verdicts: {show(a)} and {show(b)} "
                       + ("are the same sentence" if same else f"read alike (similarity {ratio:.2f})")
                       + "; give them one verdict, or declare them Distinct(doc_a, quote_a, doc_b, quote_b, reason) in "
                         "a document module if they mean different things")
    return out


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
