"""The report as its readers see it: every page renders on GitHub-flavoured Markdown under the size limit,
with the documents' quotes verbatim, display math in $$ blocks, no emphasis the renderer did not mean,
and links that arrive; report.json and measured.json follow the published schema."""
import json
import os
from pathlib import Path

import jsonschema
import pytest

from gfm_check import problems, read
from suite.assemble import assemble
from suite.report import (LABELS, PAGE_LIMIT, display_tex, doc_page, statements_page, render_json, render_measured_json,
                          render_pages, topic_page)
from suite.sources import Documents

ROOT = Path(__file__).resolve().parent.parent
REPORTS = ROOT / "reports"
SCHEMA = json.loads((ROOT / "docs" / "report.schema.json").read_text(encoding="utf-8"))
DOC = "009_adversarial.md"
# a document written to break a careless renderer: emphasis characters in formulas, bars, inline and
# display math, a ```math block, backticks, HTML-like text, a line that starts like a list item
TEXT = """# 标题
设 $p_i$ 与 $p_j$ 为编码，2*pi*10000 是最长周期，|p| 是范数，a_1 * b_2 * c_3 很常见。
$$
\\omega_m = 10000^{-2m/d} \\tag{1.1}
$$
```math
PE(pos, 2i) = \\sin\\left(\\frac{pos}{10000^{2i/d}}\\right)
```
1. 列表一样开头的句子 <b>不是</b> HTML，`code` 也不是代码 [链接](x) ~删除~ \\|p\\|。
高频成分（如$f_{d_{\\text{model}}/2-1}$）周期短。
"""
QUOTES = [("设 $p_i$ 与 $p_j$ 为编码，2*pi*10000 是最长周期，|p| 是范数，a_1 * b_2 * c_3 很常见", "asserts"),
          ("\\omega_m = 10000^{-2m/d} \\tag{1.1}", "defines"),
          ("PE(pos, 2i) = \\sin\\left(\\frac{pos}{10000^{2i/d}}\\right)", "defines"),
          ("1. 列表一样开头的句子 <b>不是</b> HTML，`code` 也不是代码 [链接](x) ~删除~ \\|p\\|", "asserts"),
          ("高频成分（如$f_{d_{\\text{model}}/2-1}", "asserts")]


def _claim(cid, verdict, quotes, **extra):
    return {"id": cid, "module": f"theorems/encoding/{cid}.py", "topic": "encoding", "title": "A | B_c *d* e_f",
            "statement": "||p_i - p_j||^2 = 2*sum_m (1 - cos(w_m*(i-j))) for a_1 * b_2", "hypotheses": "d_model >= 2",
            "expect": verdict, "kind": "exact", "verdict": verdict, "why": "w_m *times* x_i",
            "sources": [{"document": DOC, "locator": f"§1 <{k}>", "quote": q, "role": role}
                        for k, (q, role) in enumerate(quotes)],
            "proof": {"status": "proved" if verdict == "proved" else "refuted", "scope": "general",
                      "steps": [{"name": "x_1 * y_2 | z", "text": "a*b*c = `c`*b*a | 0", "ok": True, "method": "simplify"}],
                      "counterexample": None if verdict == "proved" else
                      {"at": {"d_m": "4"}, "lhs": "a*b", "rhs": "b_1", "difference": "a|b", "difference_approx": "0.99"}},
            "numeric": None, **extra}


def _adversarial(tmp_path):
    (tmp_path / DOC).write_text(TEXT, encoding="utf-8")
    wrong = _claim("bars_and_stars_are_wrong", "refuted", QUOTES[:1] + QUOTES[3:],
                   correction="bars_and_stars_defined", wrong="*not* the |norm| a_1", error_kind="wrong worked number",
                   survives="p_i * p_j: yes")
    right = _claim("bars_and_stars_defined", "proved", QUOTES[1:3])
    settings = {"profile": "quick", "reference": "arb_1", "float_contexts": ["float64"], "conventions_search": 12,
                "sources_checked": True, "partial": False}
    return assemble([wrong, right], Documents(tmp_path), [], [], settings)


def _quotes(rep):
    """{page: the documents' quotes it shows}: a document's statements, a topic's sources (the index shows one line per
    error, in the words of its claim, not the quotes)."""
    out = {statements_page(d): [{"quote": x["quote"], "math": x.get("math")} for x in dv["rows"]]
           for d, dv in rep["documents"].items()}
    for d in rep["documents"]:  # a document's own page: the quotes of its errors and approximate statements
        out[doc_page(d)] = [{"quote": q["quote"], "math": q.get("math")} for g in rep["errors"] if d in g["documents"]
                            for q in g["quotes"]] + [{"quote": a["quote"], "math": a.get("math")}
                                                     for a in rep["approximate"] if a["document"] == d]
    out["REPORT.md"] = []
    for r in rep["claims"]:
        out.setdefault(topic_page(r.get("topic")), []).extend(
            {"quote": s["quote"], "math": s.get("math")} for s in r.get("sources", []))
    return out


def test_adversarial_text_renders_verbatim_on_gfm(tmp_path):
    rep = _adversarial(tmp_path)
    assert rep["ok"], rep["problems"]
    maths = {x["quote"]: x["math"] for x in rep["documents"][DOC]["rows"]}
    assert maths[QUOTES[1][0]] == maths[QUOTES[2][0]] == "display" and maths[QUOTES[0][0]] == "text"
    pages = render_pages(rep)
    assert problems(pages, set(LABELS), PAGE_LIMIT, _quotes(rep), display_tex=display_tex) == []
    _, text, _, blocks = read(pages[statements_page(DOC)])
    assert "2*pi*10000" in text and "a_1 * b_2 * c_3" in text and "|p|" in text and "<b>不是</b>" in text
    assert any("\\sin\\left(\\frac{pos}" in b for b in blocks)
    _, text, _, _ = read(pages["topics/encoding.md"])
    assert "||p_i - p_j||^2 = 2*sum_m (1 - cos(w_m*(i-j)))" in text and "a*b*c = `c`*b*a | 0" in text


def test_the_checker_finds_what_a_careless_renderer_writes(tmp_path):
    """The rendering check is not vacuous: unescaped text, raw LaTeX, a broken link and a big page fail it."""
    bad = {"REPORT.md": "a_1 * b_2 * c_3 and 2*pi*10000 and [x](documents/none.md#a)\n\n\\frac{i}{2}\n",
           "big.md": "x" * PAGE_LIMIT, "num.md": "rhs = \\0.309 (a backslash before a digit stays visible)\n"}
    found = problems(bad, set(LABELS), PAGE_LIMIT, {"REPORT.md": [{"quote": "2*pi*10000", "math": "text"},
                                                                  {"quote": "\\omega = 1", "math": "display"}]})
    text = "\n".join(found)
    assert any(f.startswith("num.md: raw LaTeX or a stray backslash") for f in found)
    for what in ("unintended emphasis", "raw LaTeX", "missing file", "over", "quote not shown verbatim",
                 "display quote not in a $$ block"):
        assert what in text, what


def test_a_partial_run_says_so(tmp_path):
    rep = _adversarial(tmp_path)
    rep["settings"]["partial"] = True
    index = render_pages(rep)["REPORT.md"]
    assert "**Partial run.**" in index and "counts of this selection, not of the corpus" in index


def test_report_json_and_measured_json_follow_the_schema(tmp_path):
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    rep = _adversarial(tmp_path)
    rep.update({"tool": {"name": "pe-verify", "version": "0"}, "libraries": {"numpy": "2"},
                "platform": {"system": "Linux", "machine": "x86_64", "python": "3.11"}, "machine": {"cpu": "x"}})
    report, meas = json.loads(render_json(rep)), json.loads(render_measured_json(rep))
    jsonschema.validate(report, SCHEMA)
    jsonschema.validate(meas, SCHEMA)
    assert report["kind"] == "report" and "machine" not in report and meas["machine"] == {"cpu": "x"}
    assert "platform" not in report  # the python patch level, the system: not the same on every machine
    flag = report["flags"][0]
    assert flag["id"].startswith(flag["group"] + "/") and flag["line"] == 2 and flag["column"] == 1


def _committed():
    if not (REPORTS / "report.json").is_file():
        pytest.skip("no committed report")
    return json.loads((REPORTS / "report.json").read_text(encoding="utf-8"))


def test_every_committed_page_renders_on_gfm_under_the_size_limit():
    rep = _committed()
    pages = {str(p.relative_to(REPORTS)): p.read_text(encoding="utf-8")
             for p in [REPORTS / "REPORT.md", REPORTS / "conventions.md",
                       *sorted((REPORTS / "documents").glob("*.md")), *sorted((REPORTS / "topics").glob("*.md"))]}
    assert {doc_page(d) for d in rep["documents"]} | {statements_page(d) for d in rep["documents"]} <= set(pages)
    files = {f"figures/{f}" for f in os.listdir(REPORTS / "figures")} | {"report.json"}
    found = problems(pages, set(LABELS), PAGE_LIMIT, _quotes(rep), files, display_tex=display_tex)
    assert found == [], "\n".join(found[:20])
    assert len((REPORTS / "REPORT.md").read_bytes()) < 100_000  # the index: a page a reader scrolls through


def test_committed_json_follows_the_schema():
    report = _committed()
    jsonschema.validate(report, SCHEMA)
    for measured in sorted((REPORTS / "platform").glob("*/measured.json")):  # this machine's, when verify ran here
        jsonschema.validate(json.loads(measured.read_text(encoding="utf-8")), SCHEMA)
    ids = [f["id"] for f in report["flags"]]
    assert len(ids) == len(set(ids))


def test_the_schema_admits_every_relation_the_reader_writes():
    from suite.reader.chains import _RELATIONS

    def enums(node):
        if isinstance(node, dict):
            if isinstance(node.get("relation"), dict) and "enum" in node["relation"]:
                yield set(node["relation"]["enum"])
            for v in node.values():
                yield from enums(v)
        elif isinstance(node, list):
            for v in node:
                yield from enums(v)

    written = {canon for _, canon in _RELATIONS} - {"≔"}  # (≔ is read as =, a definition)
    found = list(enums(SCHEMA))
    assert found and all(written <= e for e in found), written - set().union(*found)


def test_a_table_too_wide_for_the_page_becomes_a_list_and_a_narrow_one_stays():
    from suite.report import TABLE_WIDTH, fit_tables, table_width

    narrow = "| a | b |\n|---|---|\n| 1 | 2 |"
    assert fit_tables(narrow) == narrow
    long_code = "`" + "x" * (TABLE_WIDTH + 5) + "`"
    wide = f"text\n\n| claim | verdict | note |\n|---|---|---|\n| {long_code} | proved | a\\|b |\n| `c` | refuted | – |\n\nafter"
    fitted = fit_tables(wide)
    assert "|---|" not in fitted and fitted.startswith("text\n\n") and fitted.endswith("\n\nafter")
    assert f"- {long_code} — verdict: proved · note: a|b" in fitted and "- `c` — verdict: refuted" in fitted
    assert table_width(wide.split("\n")[2:6]) > TABLE_WIDTH
    fenced = "```\n| " + "y" * 200 + " |\n```"
    assert fit_tables(fenced) == fenced


def test_no_page_of_a_real_report_has_a_table_wider_than_the_page(tmp_path):
    from suite.report import TABLE_WIDTH, table_width

    pages = render_pages(_adversarial(tmp_path))
    for path, md in pages.items():
        rows = []
        for line in md.split("\n") + [""]:
            if line.startswith("|"):
                rows.append(line)
            elif rows:
                assert table_width(rows) <= TABLE_WIDTH, (path, rows[0])
                rows = []
