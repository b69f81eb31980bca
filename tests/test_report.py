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


SETTINGS = {"profile": "quick", "reference": "arb", "float_contexts": ["float64"], "tol_ulps": 16, "conventions_search": 12,
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
    assert "## Statements in the sources that fail" in md and "swapped labels" in md
    assert f"### {f['group']}: swapped labels" in md and f["group"] == rep["errors"][0]["id"]
    assert "numbered equations accounted for: 1/2" in md


def test_quote_not_found_is_an_error(tmp_path):
    res = _results()
    res[0]["sources"][0]["quote"] = "这句话不在文档里"
    rep = assemble(res, _docs(tmp_path), [], [], SETTINGS)
    assert res[0]["verdict"] == "error" and "quote not found verbatim" in res[0]["why"]
    assert not rep["ok"]


def test_refuted_claim_needs_a_verified_correction(tmp_path):
    res = _results()
    res[1]["verdict"] = "error"
    assemble(res, _docs(tmp_path), [], [], SETTINGS)
    assert res[0]["verdict"] == "error" and "correction" in res[0]["why"]


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
