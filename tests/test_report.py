"""Assembly and rendering: pure functions, quotes checked, flags complete, deterministic."""
import json

from suite.assemble import assemble
from suite.report import render_json, render_markdown
from suite.sources import Documents

DOC = "000_da7a9c08a271989b.txt"
TEXT = "前言。\n对于低维度（小的$m$），$\\omega_m$较小，对应长周期。\n$$ x \\tag{6.1.1} $$ 结束 \\tag{6.1.2}"


def _docs(tmp_path):
    (tmp_path / DOC).write_text(TEXT, encoding="utf-8")
    return Documents(tmp_path)


def _results():
    wrong = {"id": "low_is_low", "module": "theorems/low_is_low.py", "title": "T", "statement": "S", "hypotheses": "H",
             "expect": "refuted", "kind": "exact", "correction": "low_is_high", "wrong": "swapped labels",
             "error_kind": "swapped labels", "survives": "yes: only the labels",
             "verdict": "refuted", "why": "w",
             "sources": [{"document": DOC, "locator": "§6.1.1", "quote": "前言。   对于低维度（小的$m$），$\\omega_m$较小", "role": "asserts"}],
             "proof": {"status": "refuted", "scope": "general", "steps": [], "counterexample":
                       {"at": {"d": "4"}, "lhs": "1", "rhs": "1/100", "difference": "99/100", "difference_approx": "0.99"}},
             "numeric": None}
    right = {"id": "low_is_high", "module": "theorems/low_is_high.py", "title": "T2", "statement": "w_m decreases",
             "hypotheses": "H", "expect": "proved", "kind": "exact", "verdict": "proved", "why": "w",
             "sources": [{"document": DOC, "locator": "(6.1.1)", "quote": "x \\tag{6.1.1}", "role": "defines"}],
             "proof": {"status": "proved", "scope": "general", "steps": [], "counterexample": None}, "numeric": None}
    return [wrong, right]


SETTINGS = {"profile": "quick", "reference": "arb", "float_contexts": ["float64"], "conventions_search": 12,
            "sources_checked": True}


def test_flag_carries_verbatim_quote_counterexample_and_correction(tmp_path):
    rep = assemble(_results(), _docs(tmp_path), [], [], SETTINGS)
    assert rep["ok"], rep["problems"]
    (f,) = rep["flags"]
    assert f["document"] == DOC and f["claim"] == "low_is_low" and f["reason"] == "swapped labels"
    assert f["counterexample"]["exact"]["at"] == {"d": "4"}
    assert f["correction"] == {"claim": "low_is_high", "statement": "w_m decreases", "verdict": "proved"}
    cov = rep["documents"][DOC]["coverage"]
    assert (cov["equations_accounted"], cov["equations_total"]) == (1, 2) and cov["equations_missing"] == ["6.1.2"]
    md = render_markdown(rep)
    assert "## Errors by document" in md and "swapped labels" in md
    index = md.split("<!-- REPORT.md -->", 1)[1].split("<!-- ", 1)[0]
    g = rep["errors"][0]
    assert index.count(f"[{g['id']}]") == 1, "one line per error on the index, not one per quote"
    assert index.index("## Documents") < index.index("## Errors by document")
    assert f"### {f['group']}: swapped labels" in md and f["group"] == rep["errors"][0]["id"]
    assert f["id"].startswith(f["group"] + "/") and f["line"] >= 1 and f["column"] >= 1
    assert "numbered equations accounted for: 1/2" in md


def test_a_document_in_no_sources_folder_is_named_as_the_cause_not_the_quote(tmp_path):
    res = _results()
    res[0]["sources"][0]["document"] = "elsewhere.md"
    rep = assemble(res, _docs(tmp_path), [], [], SETTINGS)
    (problem,) = rep["claims"][0]["integrity"]
    assert "'elsewhere.md' is in none of the sources folders" in problem and "--sources" in problem
    assert "quote not found" not in problem


def test_quote_not_found_is_an_error(tmp_path):
    """The run fails and the claim's entry says why; the engine's verdict is not overturned, the input is
    not changed, and the quote flags nothing."""
    import copy

    res = _results()
    res[0]["sources"][0]["quote"] = "这句话不在文档里"
    given = copy.deepcopy(res)
    rep = assemble(res, _docs(tmp_path), [], [], SETTINGS)
    entry = rep["claims"][0]
    assert entry["verdict"] == "refuted" and "quote not found verbatim" in entry["integrity"][0]
    assert not rep["ok"] and entry["id"] in rep["failing"] and res == given
    assert not [f for f in rep["flags"] if f["quote"] == "这句话不在文档里"]
    assert "citation problem (the run fails): quote not found verbatim" in render_markdown(rep)


def test_refuted_claim_needs_a_verified_correction(tmp_path):
    res = _results()
    res[1]["verdict"] = "error"
    rep = assemble(res, _docs(tmp_path), [], [], SETTINGS)
    assert "correction" in rep["claims"][0]["integrity"][0] and not rep["ok"]


def test_unexpected_verdict_makes_the_run_fail(tmp_path):
    res = _results()
    res[1]["expect"] = "refuted"
    rep = assemble(res, _docs(tmp_path), [], [], SETTINGS)
    assert rep["failing"] == ["low_is_high"] and not rep["ok"]


def test_renderers_are_pure_and_deterministic(tmp_path):
    a = assemble(_results(), _docs(tmp_path), [], [], SETTINGS)
    b = assemble(_results(), _docs(tmp_path), [], [], SETTINGS)
    assert render_markdown(a) == render_markdown(b)
    assert render_json(a) == render_json(b)
    j = json.loads(render_json(a))
    assert {"id", "title", "verdict", "sources"} <= set(j["claims"][0])
    assert {"document", "locator", "quote", "claim", "reason", "counterexample", "correction"} <= set(j["flags"][0])


def test_a_topic_readme_lists_its_claims_with_verdicts_and_links():
    from suite.report import render_topic_readme

    text = render_topic_readme("dot_product", "The dot product of two codes.",
                               [{"id": "b_claim", "verdict": "refuted", "title": "B | is false"},
                                {"id": "a_claim", "verdict": "proved", "title": "A holds"}])
    lines = text.splitlines()
    assert lines[0] == "# dot_product" and "The dot product of two codes." in text
    rows = [ln for ln in lines if ln.startswith("| [`")]
    assert rows == ["| [`a_claim`](a_claim.py) | proved | A holds |",
                    "| [`b_claim`](b_claim.py) | refuted: its statement is false | B \\| is false |"]


def test_a_correction_named_by_a_retired_id_resolves_through_the_alias_table(tmp_path):
    res = _results()
    old = res[0]["correction"]
    res[0]["correction"] = "retired_id"
    rep = assemble(res, _docs(tmp_path), [], [], {**SETTINGS, "aliases": {"retired_id": old}})
    assert rep["ok"], rep["problems"] + rep["claims"][0]["integrity"]
    assert rep["errors"][0]["correction"]["claim"] == old
    rep = assemble(res, _docs(tmp_path), [], [], SETTINGS)
    assert not rep["ok"] and "correction" in rep["claims"][0]["integrity"][0]


def test_tex_in_a_reason_is_code_whole_and_the_prose_punctuation_stays_outside():
    from suite.report import _reason_text

    assert _reason_text({"reason": r"binds \text{PE}_{(pos, 2i)} (definition)"}) == \
        r"binds `\text{PE}_{(pos, 2i)}` (definition)"
    assert _reason_text({"reason": r"restates \theta_{i,m}, defined at line 148"}) == \
        r"restates `\theta_{i,m}`, defined at line 148"
    assert _reason_text({"reason": r"not read (\ll is not read)"}) == r"not read (`\ll` is not read)"


def test_an_escaped_brace_in_a_reason_opens_no_group():
    from suite.report import _reason_text

    assert _reason_text({"reason": r"\left\{ is not read: a system"}) == r"`\left\{` is not read: a system"


def test_a_notation_slip_has_its_own_mark_section_and_count_not_an_errors(tmp_path):
    from suite.report import render_pages
    from suite.report import doc_page, statements_page

    res = _results()
    res[0].update(error_kind="notation slip", symbol="ω_m", wrong="ω_m is written where its reciprocal is meant")
    rep = assemble(res, _docs(tmp_path), [], [], SETTINGS)
    cov = rep["documents"][DOC]["coverage"]
    assert (cov["error_groups"], cov["notation_slips"], cov["flagged"], cov["slip_quotes"]) == (0, 1, 0, 1)
    (row,) = [x for x in rep["documents"][DOC]["rows"] if x["claim"] == "low_is_low"]
    assert row["verdict"] == "notation slip" and row["meant"] == {"claim": "low_is_high", "verdict": "proved"}
    pages = render_pages(rep)
    page = pages[doc_page(DOC)]
    errors = page[page.index("## Errors"):page.index("## Notation slips")]
    slips = page[page.index("## Notation slips"):page.index("## Statements that hold only approximately")]
    assert "notation slip" not in errors and "None." in errors
    g = rep["errors"][0]["id"]
    assert f"### {g}: notation slip" in slips and "**What is meant** (" in slips and "**Read literally.**" in slips
    assert slips.index("**What is meant**") < slips.index("**Read literally.**")  # the literal reading last
    assert "- ✎ **notation slip**" in pages[statements_page(DOC)] and "- ✗" not in pages[statements_page(DOC)]
    index = render_markdown(rep).split("<!-- REPORT.md -->", 1)[1]
    assert "notation slips (counted apart from the errors): 1" in index
    # a reasoning step that fails is judged as reasoning, even when a slip made it fail
    res[0]["sources"][0]["aspect"] = "reasoning"
    rep = assemble(res, _docs(tmp_path), [], [], SETTINGS)
    (row,) = [x for x in rep["documents"][DOC]["rows"] if x["claim"] == "low_is_low"]
    assert row["verdict"] == "reasoning invalid" and "meant" not in row
