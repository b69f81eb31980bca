"""Issue 14: the automatic arithmetic triage, on documents written for these tests (English and
Chinese prose, planted slips and correct values), and on the five source documents: the slips it can
see are found, no correct worked value is flagged, and what it cannot read is listed with a reason."""
import math

import pytest

from suite import triage
from suite.triage import Unparsed, chain, find_spans, parse_plain, parse_tex, rows, triage_text

ENGLISH = r"""# Worked numbers

The first pair at position 2: $\sin(2) \approx 0.9093$ and $\cos(2) \approx -0.4161$.
A planted slip: $\cos(0.002) \approx 0.9999$, and a correct one: $\cos(0.02) \approx 0.9998$.

$$
\begin{aligned}
\Delta &= \sin(0.1001) - \sin(0.1000) \approx 0.0998337 - 0.0998334 = 0.0000003 \\
S &\approx 0.54 + 1.00 + 1.00 + 1.00 = 3.54
\end{aligned}
$$

Exact arithmetic: \[ 2^{10} = 1024, \qquad \frac{1}{3} + \frac{1}{6} = \frac{1}{2} \]
and a wrong one: \( 3 \times 7 = 24 \). A bound: $e^{-1} < 0.37$, another: $\pi > 3.15$.
Truncated: $\pi = 3.14159\ldots$ and $\sqrt{2} = 1.414$.

```python
x = 1.0  # cos(0.002) ≈ 0.9999
y = 2.0  # sin(0.5) ≈ 0.4794
```

Undecided: $\omega_1 = 10000^{2/4} = 100$ (the symbol has no value), and $\text{PE}(2, 0) = \sin(2)$.
"""

CHINESE = r"""## 例子

当位置为 3 时，$\sin(3) \approx 0.1411$，$\cos(3) \approx -0.9900$（正确）。
但文中写 $\sin(0.3) \approx 0.2955$，而 $\cos(0.3) \approx 0.9553$ 是对的；这里故意写错：$\sin(1) \approx 0.8415$ 对，$\cos(1) \approx 0.5413$ 错。
$$
10000^{-2/8} = 0.1 , \quad 10000^{-4/8} = 0.001
$$
"""


def _links(text, values=None):
    return [(lk, r.span) for r in triage_text(text, values) for lk in r.links()]


def _find(links, lhs_part, rhs_part):
    hits = [lk for lk, _ in links if lhs_part in lk.lhs and rhs_part in lk.rhs]
    assert hits, (lhs_part, rhs_part, [(lk.lhs, lk.rhs) for lk, _ in links])
    return hits[0]


def test_spans_of_every_kind_are_found_in_reading_order():
    spans = find_spans(ENGLISH)
    kinds = [s.kind for s in spans]
    assert kinds.count("code comment") == 2
    assert "display" in kinds and "inline" in kinds
    assert [s.start for s in spans] == sorted(s.start for s in spans)
    for s in spans:
        assert ENGLISH[s.start:s.end] == s.text  # verbatim


def test_an_escaped_dollar_opens_no_span():
    assert find_spans(r"It costs \$5 and \$6 here.") == []


def test_alignment_rows_continue_the_chain_of_the_row_before():
    body = r"\begin{align} p &= \sum_m c \\ & \approx 0.54 + 1.00 = 1.54 \tag{1} \end{align}"
    rs = rows(body)
    assert len(rs) == 1 and "\\tag" not in rs[0]
    assert [rel for _, rel, _ in chain(rs[0])] == ["=", "≈", "="]


def test_relations_inside_braces_do_not_split_and_break_tokens_end_a_chain():
    assert chain(r"\frac{a = 1}{2} = 3") == [(r"\frac{a = 1}{2}", "=", "3")]
    assert chain(r"x \to 0, \quad y = 2") == [("y", "=", "2")]
    assert [r for _, r, _ in chain(r"a \le b \leq c \geq d")] == ["≤", "≤", "≥"]
    assert chain(r"\left( 1 \right) = 1")[0][1] == "="  # \left is not \le


def test_decimal_literals_stay_exact_and_shown_results_are_told_from_arguments():
    side = parse_tex(r"\cos(0.002) + 0.5")
    digits = sorted(d for d, _ in side.literals.values())
    assert digits == ["0.002", "0.5"]
    shown = {side.literals[s][0] for s in side.shown}
    assert shown == {"0.5"}  # 0.002 is an argument, 0.5 a shown result


def test_planted_english_slips_are_found_and_correct_values_pass():
    links = _links(ENGLISH)
    assert _find(links, r"\cos(0.002)", "0.9999").status == "inconsistent"
    slip = _find(links, r"\cos(0.002)", "0.9999")
    assert slip.should_show == "1.0000" and slip.exact["lhs"].startswith("0.999998")
    assert _find(links, r"\sin(0.1001)", "0.0998337").status == "inconsistent"
    assert _find(links, "0.0998337 - 0.0998334", "0.0000003").status == "consistent"
    assert _find(links, r"3 \times 7", "24").status == "inconsistent"
    assert _find(links, r"\pi", "3.15").status == "inconsistent"
    for lhs, rhs in ((r"\sin(2)", "0.9093"), (r"\cos(2)", "-0.4161"), (r"\cos(0.02)", "0.9998"),
                     ("0.54 + 1.00", "3.54"), ("2^{10}", "1024"), (r"\frac{1}{3}", r"\frac{1}{2}"),
                     ("e^{-1}", "0.37"), (r"\pi", r"3.14159"), (r"\sqrt{2}", "1.414")):
        assert _find(links, lhs, rhs).status == "consistent", (lhs, rhs)


def test_code_comments_are_checked_with_the_plain_grammar():
    links = _links(ENGLISH)
    code = [(lk, s) for lk, s in links if s.kind == "code comment"]
    assert {(lk.lhs, lk.status) for lk, _ in code} == {("cos(0.002)", "inconsistent"), ("sin(0.5)", "consistent")}


def test_symbols_are_undecided_unless_the_notation_table_gives_their_value():
    links = _links(ENGLISH)
    w = _find(links, r"\omega_1", "10000^{2/4}")
    assert w.status == "undecided" and "omega" in w.reason
    assert _find(links, "10000^{2/4}", "100").status == "consistent"
    given = _links(r"$\omega_1 = 0.01$ and $d = 8$ so $10000^{-2/d} = 0.1$", values={"d": "8", "omega_1": "1/100"})
    assert _find(given, "10000^{-2/d}", "0.1").status == "consistent"


def test_unreadable_sides_are_listed_with_the_reason():
    links = _links(ENGLISH)
    pe = _find(links, r"\text{PE}", r"\sin(2)")
    assert pe.status == "unparsed" and "text" in pe.reason
    with pytest.raises(Unparsed):
        parse_plain("os.system('x')")
    with pytest.raises(Unparsed):
        parse_plain("2 +")


def test_chinese_prose_planted_slip_found_and_correct_values_pass():
    links = _links(CHINESE)
    assert _find(links, r"\cos(1)", "0.5413").status == "inconsistent"
    for lhs, rhs in ((r"\sin(3)", "0.1411"), (r"\cos(3)", "-0.9900"), (r"\sin(0.3)", "0.2955"),
                     (r"\cos(0.3)", "0.9553"), (r"\sin(1)", "0.8415"), ("10000^{-2/8}", "0.1")):
        assert _find(links, lhs, rhs).status == "consistent", (lhs, rhs)
    assert _find(links, "10000^{-4/8}", "0.001").status == "inconsistent"  # 10000^{-1/2} = 0.01


def test_the_rule_is_stated_once_and_names_half_a_unit_and_truncation():
    assert "half a unit" in triage.RULE and "truncates" in triage.RULE


def test_a_truncated_value_is_allowed_one_unit():
    links = _links(r"$\pi = 3.1415\ldots$ and $\pi = 3.1416$ and $\pi = 3.1415$")
    st = [lk.status for lk, _ in links]
    assert st == ["consistent", "consistent", "inconsistent"]


def test_approx_without_shown_digits_is_undecided_not_flagged():
    links = _links(r"$e^{9.21} \approx 10000$")
    assert links[0][0].status == "undecided"


# --- in the report ------------------------------------------------------------------------------------

import json
import subprocess
import sys
from pathlib import Path

from suite.assemble import add_triage
from suite.triage import run_documents

ROOT = Path(__file__).resolve().parent.parent


def _rep(doc, rows=(), claims=()):
    return {"documents": {doc: {"rows": list(rows)}}, "claims": list(claims), "problems": [], "ok": True}


def test_the_report_lists_every_attempted_link_with_the_required_fields():
    data = run_documents({"mine.md": ENGLISH})
    rep = _rep("mine.md")
    add_triage(rep, data)
    items = rep["triage"]
    assert items and all({"document", "quote", "link", "status", "reason", "line", "column", "id"} <= set(it)
                         for it in items)
    assert all(ENGLISH[it["start"]:it["end"]] == it["quote"] for it in items)  # the verbatim span
    bad = [it for it in items if it["status"] == "inconsistent"]
    assert all(it.get("exact") and it["reason"] for it in bad)
    assert rep["documents"]["mine.md"]["triage"]["found_automatically"] == [it["id"] for it in bad]
    assert len({it["id"] for it in items}) == len(items)
    summary = rep["documents"]["mine.md"]["triage"]
    assert summary["links"] == len(items) and summary["inconsistent"] == len(bad) >= 4
    assert rep["ok"] and not rep["problems"]


def test_a_claim_stating_as_true_what_the_triage_finds_inconsistent_is_a_problem_naming_both():
    text = "Here $\\cos(0.002) \\approx 0.9999$ holds.\n"
    data = run_documents({"d.md": text})
    (it,) = data["d.md"]["items"]
    quote = "\\cos(0.002) \\approx 0.9999"
    start = text.index(quote)
    row = {"role": "asserts", "claim": "my_claim", "quote": quote, "start": start, "end": start + len(quote),
           "fidelity": "exact", "aspect": "conclusion"}
    rep = _rep("d.md", [row], [{"id": "my_claim", "verdict": "proved"}])
    add_triage(rep, data)
    assert not rep["ok"] and any("my_claim" in p and it["id"] in p for p in rep["problems"])
    rep = _rep("d.md", [row], [{"id": "my_claim", "verdict": "refuted"}])  # they agree: no problem
    add_triage(rep, data)
    assert rep["ok"] and not rep["problems"]


def test_a_new_document_in_a_sources_folder_is_triaged_by_verify(tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes_en.md").write_text(ENGLISH, encoding="utf-8")
    (mine / "notes_zh.md").write_text(CHINESE, encoding="utf-8")
    from suite.sources import folders_from_env

    out = tmp_path / "out"
    args = [a for f in [*folders_from_env(), mine] for a in ("--sources", str(f))]
    r = subprocess.run([sys.executable, "-m", "suite", "verify", "-k", "norm_is_half_dimension", "--no-study",
                        *args, "--out", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    rep = json.loads((out / "report.json").read_text(encoding="utf-8"))
    found = {(it["document"], it["link"]["lhs"], it["link"]["rhs"]) for it in rep["triage"]
             if it["status"] == "inconsistent"}
    assert ("notes_en.md", r"\cos(0.002)", "0.9999") in found
    assert ("notes_zh.md", r"\cos(1)", "0.5413") in found
    assert not any(doc == "notes_zh.md" and lhs in (r"\sin(3)", r"\cos(3)") for doc, lhs, _ in found)
    page = (out / "documents" / "notes_en.md").read_text(encoding="utf-8")
    assert "Found automatically by the arithmetic triage" in page and "0.9999" in page
    assert "notes_zh.md" in (out / "REPORT.md").read_text(encoding="utf-8")


def test_on_the_five_documents_the_slips_it_can_see_are_found_and_no_correct_value_is_flagged():
    from suite.sources import Documents, folders_from_env

    docs = Documents(folders_from_env())
    if not docs.available:
        pytest.skip("the source documents are not available")
    data = run_documents(dict(docs.raw))
    bad = sorted((doc, it["link"]["lhs"], it["link"]["rhs"]) for doc, d in data.items() for it in d["items"]
                 if it["status"] == "inconsistent")
    assert bad == [("002_3d0c6d33c4aad084.txt", r"\cos(0.002)", "0.9999"),
                   ("002_3d0c6d33c4aad084.txt", r"\sin(0.1001) - \sin(0.1000)", "0.0998337 - 0.0998334")]
    consistent = {(it["link"]["lhs"], it["link"]["rhs"]) for d in data.values() for it in d["items"]
                  if it["status"] == "consistent"}
    assert (r"\cos(0.02)", "0.9998") in consistent and ("-0.42 + 1.00 + 1.00 + 1.00", "2.58") in consistent


def test_notation_values_are_keyed_as_the_parser_names_the_symbol():
    from suite.claim import ClaimError, Notation
    from suite.triage import _sympy_name

    assert _sympy_name("d_{model}") == "d_{model}" and _sympy_name(r"\omega_1") == "omega_{1}"
    values = {_sympy_name("d_{model}"): "8"}
    links = _links(r"$10000^{-2/d_{model}} \approx 0.1$ and $10000^{-4/d_{model}} \approx 0.001$", values=values)
    assert [lk.status for lk, _ in links] == ["consistent", "inconsistent"]
    Notation("x.md", symbols=(), values=(("d_{model}", "8"),)).validate("m")
    with pytest.raises(ClaimError):
        Notation("x.md", symbols=(), values=(("d_{model}", "eight"),)).validate("m")


# the review's cases: none of these may be flagged
@pytest.mark.parametrize("text, want", [
    (r"$2\,\sin(1)\cos(1) \approx 0.9093$", [("consistent")]),           # a thin space is a space
    (r"$10000^{1} = 10,000$", ["consistent"]),                            # a thousands separator
    (r"$\sin 1, \cos 1 \approx 0.84, 0.54$", ["undecided"]),             # a list: its items are not paired
    ("$$\\begin{aligned} S &= \\cos(1)+\\cos(0.01) \\\\ &\\quad + \\cos(0.0001)+\\cos(0.000001) \\\\ &\\approx 3.54 "
     "\\end{aligned}$$", ["undecided", "consistent"]),                    # a wrapped row continues its expression
    ("$$\\begin{align} 2^{2} &= 4 & 3^{2} &= 9 \\end{align}$$", ["consistent", "consistent"]),  # two columns
    (r"$2^{2} = 4 \; 3^{2} = 9$", ["undecided", "undecided"]),
    (r"$\log 10000 = 4$", ["unparsed"]),                                  # the base of \log is not stated
    ("```python\nif pos // 2 == 1:\n    y = 1  # 1 + 1e-8 = 1\n```\n", ["undecided"]),  # // is Python's operator
    (r"$0.1 \le 0.10$ $\pi \le \pi$ $0.10 < 0.1$", ["consistent", "consistent", "inconsistent"]),
    (r"$\sin(2) \approx 0.9093, \quad \cos(2) \approx -0.4161$", ["consistent", "consistent"]),
    ("$$\\begin{aligned} a &= 1 \\\\ -0.42 + 1.00 &= 0.58 \\end{aligned}$$", ["undecided", "consistent"]),
])
def test_layout_lists_and_code_are_not_misread_into_a_wrong_flag(text, want):
    assert [lk.status for lk, _ in _links(text)] == want
