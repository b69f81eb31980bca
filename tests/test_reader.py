"""Issue 22: any document a user brings, checked on arrival.  Documents written for these tests (English and
Chinese; .md, .tex, .ipynb): planted slips of each kind are found (a number wrong under a definition, a sign
error in an identity, a missing factor in an approximation, an index out of range, a missing transpose),
correct derivations pass, layout is not misread into a wrong flag, and hostile inputs end within budget."""
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from suite.reader.check import check_document
from suite.reader.formats import read_text

ROOT = Path(__file__).resolve().parent.parent

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
and a planted one: \( 3 \times 7 = 24 \). A bound: $e^{-1} < 0.37$, another: $\pi > 3.15$.
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

# a derivation with its own definitions, and one planted slip of each kind
DERIVATION_EN = r"""# Sinusoidal encoding, worked

## Setting

Let $d = 4$ and $\text{base} = 10000$. The frequencies are
$$\theta_i = \text{base}^{-2i/d}, \quad i = 0, 1, \ldots, d/2 - 1,$$
and the wavelengths $\lambda_i = 2\pi/\theta_i$.

## Numbers

The second frequency is $\theta_1 = 0.01$ and its wavelength $\lambda_1 = 200\pi \approx 628.3$.
A planted slip: $\theta_1 = 0.001$.
An index out of range: the last frequency is $\theta_{d/2} = 0.0001$.

## Identities

The angle addition $\sin(a+b) = \sin a \cos b + \cos a \sin b$ holds, and a sign error:
$\cos(a+b) = \cos a \cos b + \sin a \sin b$.

For small $x$, $1 - \cos x \approx \frac{x^2}{2}$; a missing factor: $1 - \cos x \approx x^2$.

The score $\boldsymbol{q}_m \boldsymbol{k}_n = \sum_{i=0}^{d/2-1} q_i k_i$ lacks a transpose.
"""

DERIVATION_ZH = r"""# 正弦位置编码

取$d=8$、$\text{base}=10000$，频率为 $\omega_m = 10000^{-2m/d}$，其中 $m = 0, 1, \dots, d/2-1$。

于是 $\omega_1 = 0.1$，$\omega_2 = 0.01$，而 $\omega_3 = 0.01$（故意写错）。

周期 $T_m = 2\pi/\omega_m$，所以 $T_1 = 20\pi \approx 62.83$。

旋转满足 $\cos(\alpha - \beta) = \cos\alpha\cos\beta + \sin\alpha\sin\beta$。
"""

TEX = r"""\documentclass{article}
\begin{document}
\section{Encoding}
We take $d = 128$ and define
\begin{equation}
  \theta_i = 10000^{-2i/d}, \qquad i = 0, 1, \ldots, d/2 - 1, \label{eq:theta}
\end{equation}
and the wavelength $\lambda_i = 2\pi/\theta_i$, so that
\begin{align}
  \lambda_{63} &= 2\pi \cdot 10000^{126/128} \\
               &\approx 54\,410 .
\end{align}
% a comment: $\lambda_0 = 7$ is not text
A slip: $\lambda_{0} = 2\pi \cdot 10000$, and a sign error
\begin{equation*}
  \sin(a - b) = \sin a \cos b + \cos a \sin b .
\end{equation*}
\end{document}
"""


def _notebook(cells) -> str:
    return json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {"language_info": {"name": "python"}},
                       "cells": [{"cell_type": t, "metadata": {}, "source": src,
                                  **({"outputs": [], "execution_count": None} if t == "code" else {})}
                                 for t, src in cells]}, indent=1, ensure_ascii=False)


NOTEBOOK = _notebook([
    ("markdown", ["# RoPE\n", "\n", "With $d = 64$, $\\theta_j = 10000^{-2j/d}$ for $j = 0, 1, \\ldots, d/2-1$.\n"]),
    ("code", ["import numpy as np\n", "x = np.cos(0.5)  # cos(0.5) ≈ 0.8776\n"]),
    ("markdown", ["So $\\theta_{1} \\approx 0.7499$ and a slip: $\\theta_{2} \\approx 0.5$.\n",
                  "And $\\sin^2 t + \\cos^2 t = 1$ holds, but $\\sin(2t) = \\sin t \\cos t$ does not.\n"]),
])


def _items(text: str, name: str = "doc.md") -> list[dict]:
    return check_document(read_text(name, text))["items"]


def _find(items, lhs_part, rhs_part, rel=None):
    hits = [it for it in items if lhs_part in it["link"]["lhs"] and rhs_part in it["link"]["rhs"]
            and (rel is None or it["link"]["relation"] == rel)]
    assert hits, (lhs_part, rhs_part, [(it["link"]["lhs"], it["link"]["rhs"]) for it in items])
    return hits[0]


def _status(items, lhs, rhs):
    return _find(items, lhs, rhs)["status"]


# --- worked numbers (the triage's cases, under the reader) --------------------------------------------

def test_planted_english_slips_are_found_and_correct_values_pass():
    items = _items(ENGLISH)
    slip = _find(items, r"\cos(0.002)", "0.9999")
    assert slip["status"] == "inconsistent" and slip["should_show"] == "1.0000"
    assert slip["exact"]["lhs"].startswith("0.999998")
    assert _status(items, r"\sin(0.1001)", "0.0998337") == "inconsistent"
    assert _status(items, "0.0998337 - 0.0998334", "0.0000003") == "consistent"
    assert _status(items, r"3 \times 7", "24") == "inconsistent"
    assert _status(items, r"\pi", "3.15") == "inconsistent"
    for lhs, rhs in ((r"\sin(2)", "0.9093"), (r"\cos(2)", "-0.4161"), (r"\cos(0.02)", "0.9998"),
                     ("0.54 + 1.00", "3.54"), ("2^{10}", "1024"), (r"\frac{1}{3}", r"\frac{1}{2}"),
                     ("e^{-1}", "0.37"), (r"\pi", r"3.14159"), (r"\sqrt{2}", "1.414")):
        assert _status(items, lhs, rhs) == "consistent", (lhs, rhs)


def test_code_comments_are_checked_with_the_plain_grammar():
    code = [it for it in _items(ENGLISH) if it["span"] == "code comment"]
    assert {(it["link"]["lhs"], it["status"]) for it in code} == {("cos(0.002)", "inconsistent"),
                                                                  ("sin(0.5)", "consistent")}


def test_a_member_of_a_family_the_document_does_not_define_is_given_its_value():
    items = _items(ENGLISH)  # no ω_m, no PE(pos, i) in this document: ω_1 and PE(2, 0) are named here
    assert _find(items, r"\omega_1", "10000^{2/4}")["status"] == "definition"
    assert _status(items, "10000^{2/4}", "100") == "consistent"
    assert _find(items, r"\text{PE}", r"\sin(2)")["status"] == "definition"
    # where the family is defined, the member is checked against it
    its = _items(r"Let $\omega_m = 10000^{-2m/8}$. Then $\omega_1 = 0.1$, and $\omega_2 = 0.001$.")
    assert _status(its, r"\omega_1", "0.1") in ("proved", "consistent")
    assert _status(its, r"\omega_2", "0.001") == "inconsistent"
    its = _items(r"Let $\theta_0 = 0$ and $\theta_1 = 2$. Then $\theta_1 - \theta_0 = 2$ and $\theta_1 + \theta_0 = 3$.")
    assert _status(its, r"\theta_1 - \theta_0", "2") in ("proved", "consistent")
    assert _status(its, r"\theta_1 + \theta_0", "3") == "inconsistent"


def test_chinese_prose_planted_slip_found_and_correct_values_pass():
    items = _items(CHINESE)
    assert _status(items, r"\cos(1)", "0.5413") == "inconsistent"
    for lhs, rhs in ((r"\sin(3)", "0.1411"), (r"\cos(3)", "-0.9900"), (r"\sin(0.3)", "0.2955"),
                     (r"\cos(0.3)", "0.9553"), (r"\sin(1)", "0.8415"), ("10000^{-2/8}", "0.1")):
        assert _status(items, lhs, rhs) == "consistent", (lhs, rhs)
    assert _status(items, "10000^{-4/8}", "0.001") == "inconsistent"  # 10000^{-1/2} = 0.01


def test_the_rule_is_stated_once():
    from suite.reader.decide import RULE

    assert "half a unit" in RULE and "truncated" in RULE and "test points" in RULE and "never 'proved'" in RULE


def test_a_value_followed_by_an_ellipsis_may_be_rounded_or_truncated_but_not_wrong():
    items = _items(r"$\pi = 3.1415\ldots$ and $\pi = 3.1416$ and $\pi = 3.1415$ and $\pi \approx 3.15\ldots$ "
                   r"and $\pi = 3.1415...$")
    assert [it["status"] for it in items] == ["consistent", "consistent", "inconsistent", "inconsistent",
                                              "consistent"]


def test_an_integer_result_of_approx_is_shown_to_its_last_nonzero_digit():
    items = _items(r"$2\pi \cdot 10000 \approx 62832$ and $2\pi \cdot 10000 \approx 62830$ and "
                   r"$2\pi \cdot 10000 \approx 62835$ and $e^{9.21} \approx 10000$")
    assert [it["status"] for it in items] == ["consistent", "consistent", "inconsistent", "consistent"]


# --- the document's own environment and the planted slips of each kind -------------------------------------

def test_a_number_wrong_under_the_documents_definition_is_found_with_the_binding_it_used():
    items = _items(DERIVATION_EN)
    ok = _find(items, r"\theta_1", "0.01")
    assert ok["status"] == "consistent" and {b["name"] for b in ok["bindings"]} >= {r"\theta_i", "d"}
    bad = _find(items, r"\theta_1", "0.001")
    assert bad["status"] == "inconsistent" and bad["should_show"] == "0.010"
    assert _status(items, r"\lambda_1", r"200\pi") == "consistent"
    assert _status(items, r"200\pi", "628.3") == "consistent"


def test_an_index_outside_its_declared_range_is_ill_formed():
    it = _find(_items(DERIVATION_EN), r"\theta_{d/2}", "0.0001")
    assert it["status"] == "inconsistent" and it["method"] == "well-formedness" and "range" in it["reason"]


def test_a_sign_error_in_an_identity_is_found_at_a_test_point_and_the_identity_is_proved():
    items = _items(DERIVATION_EN)
    assert _find(items, r"\sin(a+b)", r"\cos a \sin b")["status"] == "proved"
    bad = _find(items, r"\cos(a+b)", r"\sin a \sin b")
    assert bad["status"] == "inconsistent" and bad["counterexample"] and bad["method"] == "test points"


def test_a_missing_factor_in_an_approximation_is_found_and_the_right_one_holds_in_its_regime():
    items = _items(DERIVATION_EN)
    good = _find(items, r"1 - \cos x", r"\frac{x^2}{2}")
    assert good["status"] == "consistent" and "x → 0" in good["reason"]
    bad = [it for it in items if it["link"]["rhs"] == "x^2"][0]
    assert bad["status"] == "inconsistent" and bad["method"] == "regime"


def test_a_product_of_two_vectors_set_equal_to_a_scalar_is_a_missing_transpose():
    it = _find(_items(DERIVATION_EN), r"\boldsymbol{q}_m", "q_i k_i")
    assert it["status"] == "inconsistent" and it["method"] == "well-formedness" and "transpose" in it["reason"]


def test_definitions_are_read_not_checked_and_shown_with_where_they_come_from():
    res = check_document(read_text("d.md", DERIVATION_EN))
    defs = [it for it in res["items"] if it["status"] == "definition"]
    assert {it["link"]["lhs"] for it in defs} >= {"d", r"\text{base}", r"\theta_i", r"\lambda_i"}
    env = {b["name"]: b for b in res["environment"]}
    assert env["d"]["value"] == "4" and env["d"]["where"].startswith("line 5")
    assert env["i"]["kind"] == "range" and env["i"]["range"] == ["0", "d/2 - 1"]


def test_the_chinese_derivation_slip_is_found_and_its_true_lines_pass():
    items = _items(DERIVATION_ZH, "推导.md")
    assert _find(items, r"\omega_3", "0.01")["status"] == "inconsistent"
    for lhs, rhs in ((r"\omega_1", "0.1"), (r"\omega_2", "0.01"), ("T_1", r"20\pi"), (r"20\pi", "62.83")):
        assert _status(items, lhs, rhs) == "consistent", (lhs, rhs)
    assert _find(items, r"\cos(\alpha - \beta)", r"\sin\beta")["status"] == "proved"


def test_a_worked_examples_value_shadows_the_documents_for_its_section_only():
    text = ("# A\n\n## Setting\n\nWe use $d = 128$.\n\n## Example\n\nTake $d = 4$: then $10000^{-2/d} = 0.01$.\n\n"
            "## Back\n\nAgain $10000^{-2/d} \\approx 0.866$.\n")
    items = _items(text)
    assert _find(items, "10000^{-2/d}", "0.01")["status"] == "consistent"  # d = 4 here
    assert _find(items, "10000^{-2/d}", "0.866")["status"] == "consistent"  # d = 128 again: 0.8660


def test_a_condition_is_not_a_claim_and_an_equation_in_different_unknowns_is_never_flagged():
    items = _items(r"When $m = 0$ the phase is $\phi = 0$; we need $n \le d$. Solving $x + 1 = y$ gives $x = y - 1$.")
    assert not [it for it in items if it["status"] == "inconsistent"]


def test_a_restatement_against_the_definition_in_scope_is_reported_and_what_follows_it_is_not_flagged():
    items = _items(r"Let $\omega_m = 10000^{-2m/d}$. Later: $\omega_m = 10000^{2m/d}$, so $\omega_1 = 10000^{2/d}$.")
    red = [it for it in items if it["link"]["rhs"] == "10000^{2m/d}"][0]
    assert red["status"] == "inconsistent" and "restates" in red["reason"]
    after = _find(items, r"\omega_1", "10000^{2/d}")  # true under the restatement, false under the definition
    assert after["status"] == "undecided" and "two meanings" in after["reason"]


def test_a_new_definition_announced_in_the_prose_or_in_another_section_is_adopted_without_a_flag():
    items = _items(r"Let $\theta_i = 10000^{-2i/d}$. With NTK scaling the formula becomes $\theta_i = (10000k)^{-2i/d}$, "
                   r"so $\theta_1 = (10000k)^{-2/d}$.")
    assert not [it for it in items if it["status"] == "inconsistent"]
    assert _find(items, r"\theta_1", "(10000k)")["status"] in ("proved", "consistent")
    items = _items("# A\n\n## DFT\n\n$\\omega_k = 2\\pi k/N$\n\n## PE\n\n$\\omega_m = 10000^{-2m/d}$ and "
                   "$\\omega_0 = 1$\n")
    assert [it["status"] for it in items] == ["definition", "definition", "consistent"]


def test_a_letter_written_before_a_parenthesis_is_an_application_never_a_product():
    items = _items(r"$E(\pi x) = \pi E(x)$ and $f(x) = x^2$, so $f(3) = 9$ but $f(2) = 5$; $n(n+1) = n^2 + n$; "
                   r"cases: $m = n$ and then $m = n + 1$ gives $m - n = 1$.")
    st = {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in items}
    assert st[(r"E(\pi x)", r"\pi E(x)")] == "undecided"  # not "proved" as a product
    assert st[("f(3)", "9")] == "consistent" and st[("f(2)", "5")] == "inconsistent"
    assert st[("n(n+1)", "n^2 + n")] == "undecided"
    assert st[("m - n", "1")] != "inconsistent"  # m = n was a case, not a definition


# --- layout is not misread into a wrong flag ------------------------------------------------------------------

@pytest.mark.parametrize("text, want", [
    (r"$2\,\sin(1)\cos(1) \approx 0.9093$", ["consistent"]),              # a thin space is a space
    (r"$10000^{1} = 10,000$", ["consistent"]),                            # a thousands separator
    (r"$2^{10} = 1\,024$", ["consistent"]),                               # a thin space between digit groups
    (r"$\sin 1, \cos 1 \approx 0.84, 0.54$", ["undecided"]),             # a list: its items are not paired
    ("$$\\begin{aligned} S &= \\cos(1)+\\cos(0.01) \\\\ &\\quad + \\cos(0.0001)+\\cos(0.000001) \\\\ &\\approx 3.54 "
     "\\end{aligned}$$", ["definition", "consistent"]),                  # a wrapped row continues its expression
    ("$$\\begin{align} 2^{2} &= 4 & 3^{2} &= 9 \\end{align}$$", ["consistent", "consistent"]),  # two columns
    (r"$2^{2} = 4 \; 3^{2} = 9$", ["consistent", "consistent"]),         # \; between two statements
    (r"$\log 10000 = 4$", ["undecided"]),                                 # the base of \log is not stated
    ("```python\nif pos // 2 == 1:\n    y = 1  # 1 + 1e-8 = 1\n```\n", ["undecided"]),  # // is Python's operator
    (r"$0.1 \le 0.10$ $\pi \le \pi$ $0.10 < 0.1$", ["consistent", "consistent", "inconsistent"]),
    (r"$\sin(2) \approx 0.9093, \quad \cos(2) \approx -0.4161$", ["consistent", "consistent"]),
])
def test_layout_lists_and_code_are_not_misread_into_a_wrong_flag(text, want):
    assert [it["status"] for it in _items(text)] == want


# --- hostile input ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, want", [
    (r"$1 + 10^{-100} = 1$", "inconsistent"),
    (r"$10^{10^{10}} = 1$", "inconsistent"),
    (r"$\pi \approx 3.15\ldots$", "inconsistent"),
    ("$\\pi = 3." + "1415926535897932384626433832795028841971693993751058209749445923078164062862089986" + "$",
     "consistent"),
    ("$\\pi = 3." + "1415926535897932384626433832795028841971693993751058209749445923078164062862089987" + "$",
     "inconsistent"),
    (r"$\frac{1}{3} = 0.3333333333333333333333333334$", "inconsistent"),
])
def test_hostile_numbers_are_decided_within_their_budget(text, want):
    t = time.perf_counter()
    (it,) = _items(text)
    assert it["status"] == want and time.perf_counter() - t < 10


def test_an_unclosed_delimiter_in_a_large_document_scans_in_linear_time():
    text = ("\\( x " * 100_000) + "$1 + 1 = 3$"
    t = time.perf_counter()
    doc = read_text("big.md", text)
    assert time.perf_counter() - t < 10  # quadratic scanning took 124 s
    assert doc.spans and doc.spans[-1].body == "1 + 1 = 3"


def test_a_file_that_is_not_utf8_is_a_finding_naming_it(tmp_path):
    from suite.reader.run import check_paths

    bad = tmp_path / "latin.md"
    bad.write_bytes("caf\xe9 $1 + 1 = 2$".encode("latin-1"))
    good = tmp_path / "good.md"
    good.write_text("$1 + 1 = 3$", encoding="utf-8")
    res = check_paths({"latin.md": bad, "good.md": good})
    assert res["latin.md"]["unreadable"] and "latin.md" in res["latin.md"]["findings"][0]
    assert res["good.md"]["summary"]["inconsistent"] == 1  # the rest is still checked


def test_a_document_over_its_budget_is_stopped_and_the_others_are_checked(tmp_path, monkeypatch):
    from suite.reader import run

    slow = tmp_path / "slow.md"
    slow.write_text("$1 = 1$", encoding="utf-8")
    good = tmp_path / "good.md"
    good.write_text("$1 + 1 = 3$", encoding="utf-8")

    def hang(path, name=None, values=None, **read):
        if Path(path).name == "slow.md":
            time.sleep(60)
        return real(path, name, values, **read)

    real = run.check_path
    monkeypatch.setattr(run, "check_path", hang)
    res = run.check_paths({"slow.md": slow, "good.md": good}, seconds=2)
    assert "budget" in res["slow.md"]["unreadable"] and res["good.md"]["summary"]["inconsistent"] == 1


# --- formats: every locator a line and column of the original file --------------------------------------------

def test_a_latex_source_is_read_with_its_environments_and_its_slips_found():
    res = check_document(read_text("paper.tex", TEX))
    items = res["items"]
    good = _find(items, r"2\pi \cdot 10000^{126/128}", "54410")
    assert good["status"] == "consistent"
    slip = _find(items, r"\lambda_{0}", r"2\pi \cdot 10000")
    assert slip["status"] == "inconsistent"
    line = TEX.splitlines().index(r"A slip: $\lambda_{0} = 2\pi \cdot 10000$, and a sign error") + 1
    assert slip["line"] == line
    assert _find(items, r"\sin(a - b)", r"\cos a \sin b")["status"] == "inconsistent"
    assert not [it for it in items if "\\lambda_0 = 7" in it["quote"]]  # a comment is not text


def test_a_notebook_is_read_cell_by_cell_with_locators_in_the_json_file():
    res = check_document(read_text("rope.ipynb", NOTEBOOK))
    items = res["items"]
    slip = _find(items, r"\theta_{2}", "0.5")
    assert slip["status"] == "inconsistent"
    lines = NOTEBOOK.splitlines()
    want = next(k for k, ln in enumerate(lines, 1) if "a slip" in ln)
    assert slip["line"] == want
    assert _find(items, r"\theta_{1}", "0.7499")["status"] == "consistent"
    assert _find(items, r"\sin^2 t + \cos^2 t", "1")["status"] == "proved"
    assert _find(items, r"\sin(2t)", r"\sin t \cos t")["status"] == "inconsistent"
    code = [it for it in items if it["span"] == "code comment"]
    assert [it["status"] for it in code] == ["consistent"]


def test_a_notation_file_beside_a_document_gives_what_the_document_leaves_implicit(tmp_path):
    from suite.reader.run import check_paths

    doc = tmp_path / "note.md"
    doc.write_text(r"The first frequency $\theta_1 = 0.1$, the second $\theta_2 = 0.1$." + "\n", encoding="utf-8")
    (tmp_path / "note.md.notation.toml").write_text(
        "[values]\nd = \"8\"\n[definitions]\n'\\theta_i' = '10000^{-2i/d}'\n", encoding="utf-8")
    res = check_paths({"note.md": doc})["note.md"]
    assert [it["status"] for it in res["items"]] == ["consistent", "inconsistent"]
    assert {b["source"] for b in res["items"][0]["bindings"]} == {"notation file"}


# --- the command and the report -------------------------------------------------------------------------------

def test_check_prints_findings_as_file_line_col_and_exits_1(tmp_path):
    doc = tmp_path / "d.md"
    doc.write_text(DERIVATION_EN, encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "suite", "check", str(doc), "--out", str(tmp_path / "pages")],
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 1, r.stderr
    line = DERIVATION_EN.splitlines().index("A planted slip: $\\theta_1 = 0.001$.") + 1
    assert f"{doc}:{line}:" in r.stdout and "0.001" in r.stdout and "theta_i" in r.stdout
    page = (tmp_path / "pages" / "d.md.md").read_text(encoding="utf-8")
    assert "## Findings" in page and "0.001" in page
    ok = tmp_path / "ok.md"
    ok.write_text(r"$2^{10} = 1024$", encoding="utf-8")
    assert subprocess.run([sys.executable, "-m", "suite", "check", str(ok), "--no-page"], cwd=ROOT,
                          capture_output=True, timeout=300).returncode == 0
    assert subprocess.run([sys.executable, "-m", "suite", "check", str(tmp_path / "missing.md")], cwd=ROOT,
                          capture_output=True, timeout=300).returncode == 2


def test_check_that_reads_nothing_says_so_and_does_not_pass(tmp_path):
    """A document with no formula (or none with a relation) is not a pass: exit 2, saying why; the count line says
    how much was decided and why the rest was not."""
    prose = tmp_path / "prose.md"
    prose.write_text("Positional encodings add order to attention. No formula here.\n", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "suite", "check", str(prose), "--no-page"], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 2 and "nothing was checked: no formula was found" in r.stderr, (r.returncode, r.stderr)
    mixed = tmp_path / "mixed.md"
    mixed.write_text("$$2^{10} = 1024$$ and $$g(3) + 1 = 4$$\n", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "suite", "check", str(mixed), str(prose), "--no-page"], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr  # one of the two documents was checked
    line = next(x for x in r.stdout.splitlines() if x.startswith(str(mixed)))
    assert "1 of 2 others decided" in line and "1 undecided: 1 undefined function or family" in line, line


def test_check_without_a_required_package_stops_with_its_name_and_exits_2(tmp_path):
    """A missing package (flint) is the installation's fault: the document is 'not checked', naming the package,
    exit 2 -- never every relation 'undecided: reader failure' and exit 0."""
    doc = tmp_path / "d.md"
    doc.write_text("$$2 + 2 = 4$$\n", encoding="utf-8")
    code = ("import runpy, sys; sys.modules['flint'] = None; "
            f"sys.argv = ['pe-verify', 'check', '--no-page', {str(doc)!r}]; runpy.run_module('suite', run_name='__main__')")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 2, (r.returncode, r.stdout, r.stderr)
    assert "not checked" in r.stdout and "flint" in r.stdout and "reader failure" not in r.stdout, r.stdout


def test_a_claim_stating_as_true_what_the_reader_finds_inconsistent_is_a_problem_naming_both():
    from suite.assemble import add_triage

    text = "Here $\\cos(0.002) \\approx 0.9999$ holds.\n"
    res = check_document(read_text("d.md", text))
    (it,) = res["items"]
    quote = "\\cos(0.002) \\approx 0.9999"
    start = text.index(quote)
    row = {"role": "asserts", "claim": "my_claim", "quote": quote, "start": start, "end": start + len(quote),
           "fidelity": "exact", "aspect": "conclusion"}

    def rep(verdict):
        return {"documents": {"d.md": {"rows": [row]}}, "claims": [{"id": "my_claim", "verdict": verdict}],
                "problems": [], "ok": True}

    r = rep("proved")
    add_triage(r, {"d.md": res})
    assert not r["ok"] and any("my_claim" in p and it["id"] in p for p in r["problems"])
    r = rep("refuted")
    add_triage(r, {"d.md": res})
    assert r["ok"] and not r["problems"]


def test_a_new_document_in_a_sources_folder_is_checked_by_verify(tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes_en.md").write_text(ENGLISH, encoding="utf-8")
    (mine / "推导.md").write_text(DERIVATION_ZH, encoding="utf-8")
    (mine / "paper.tex").write_text(TEX, encoding="utf-8")
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
    assert ("推导.md", r"\omega_3", "0.01") in found
    assert ("paper.tex", r"\lambda_{0}", r"2\pi \cdot 10000") in found
    from suite.report import doc_page

    page = (out / doc_page("paper.tex")).read_text(encoding="utf-8")
    assert "Found automatically" in page and "The environment read" in page
    assert "paper.tex" in (out / "REPORT.md").read_text(encoding="utf-8")


def test_vectors_and_matrices_written_out_are_compared_entry_by_entry():
    text = (r"$$\begin{pmatrix}\cos(a+b) \\ \sin(a+b)\end{pmatrix} = \begin{pmatrix}\cos a\cos b - \sin a \sin b \\ "
            r"\sin a \cos b + \cos a \sin b\end{pmatrix}$$ but $$\begin{pmatrix}\cos(a+b) \\ \sin(a+b)\end{pmatrix} = "
            r"\begin{pmatrix}\cos a\cos b + \sin a \sin b \\ \sin a \cos b + \cos a \sin b\end{pmatrix}$$ and "
            r"$(\sin 1, \cos 1) \approx (0.8415, 0.5404)$")
    items = _items(text)
    assert [it["status"] for it in items] == ["proved", "inconsistent", "consistent", "inconsistent"]
    assert "entry 1 of 2" in items[1]["reason"]


# --- the independent review's cases: none of these may be flagged or proved ----------------------------------

@pytest.mark.parametrize("text, lhs, want", [
    (r"We use $d_k = 64$ and $d_v = 32$, so $d_k + d_v = 96$.", "d_k + d_v", "consistent"),  # values of instances
    (r"$P(A)=0.5$ and $P(B)=0.3$ so $P(A) + P(B) = 0.8$", "P(A) + P(B)", "consistent"),
    (r"$\mathbf{a} \cdot \mathbf{b} = 0$", r"\mathbf{a} \cdot \mathbf{b}", "undecided"),  # a dot product
    (r"For all $n > 3$: $n! > 2^n$.", "n!", "undecided"),            # an inequality under a hypothesis
    (r"Solving $x^2 = 2x$ gives two roots.", "x^2", "undecided"),     # introduced as an equation to solve
    (r"Here $x^3 = 4x$.", "x^3", "undecided"),                         # a polynomial equation in one unknown
    (r"$1000 \approx 1024$", "1000", "consistent"),                   # 1000 is shown to its thousands
    (r"$\pi \approx 3.14 \approx 3$", "3.14", "consistent"),
    ("```python\nx = 1  # 0.1 + 0.2 > 0.3\n```\n", "0.1 + 0.2", "undecided"),  # float behaviour in code
    (r"Let $a_i = i^2$ for every integer $i$. In the sum, $i = 1, 2, \ldots, n$. Note that $a_0 = 0$.", "a_0",
     "consistent"),                                                   # a range stated apart from the definition
    (r"Let $0 \le t \le 1$ be the time. Then $\cos(2\pi t) = 1$.", r"\cos(2\pi t)", "undecided"),  # t is real
    (r"$\mathbf{A}\mathbf{B} = \mathbf{B}\mathbf{A}$", r"\mathbf{A}\mathbf{B}", "undecided"),  # matrices
    (r"$0.1 + 0.2 = 0.4$", "0.1 + 0.2", "inconsistent"),             # the decimals of 0.1 + 0.2 are exact
    (r"Let $i = 0, 1, \ldots, 3$. Then $i + 1 \approx i$.", "i + 1", "undecided"),  # no i → ∞ in a finite range
    (r"$\sqrt[3]{-8} = -2$", r"\sqrt[3]{-8}", "consistent"),          # the real cube root
    (r"Let $i = 1, 2, \ldots, 4$. Then $\min(i, 3) = i$.", r"\min(i, 3)", "inconsistent"),  # the range's end tried
])
def test_the_reviews_cases_are_decided_as_the_document_means_them(text, lhs, want):
    it = [it for it in _items(text) if it["link"]["lhs"] == lhs]
    assert it and it[0]["status"] == want, [(x["link"], x["status"], x["reason"]) for x in _items(text)]


# --- vectors defined entrywise, Euler positions, compound names, circular definitions, "where" clauses ---------

VECTORS_EN = r"""# Inner products

The encoding of position $pos$ is the vector $PE(pos) \in \mathbb{R}^d$ with
$$PE(pos, 2i) = \sin\left(\frac{pos}{10000^{2i/d}}\right), \qquad PE(pos, 2i+1) = \cos\left(\frac{pos}{10000^{2i/d}}\right),$$
where $i$ runs from $0$ to $d/2 - 1$.

Right: $$PE(t)^\top PE(u) = \sum_{i=0}^{d/2-1} \cos\left(\frac{t-u}{10000^{2i/d}}\right)$$
Planted sign slip: $$PE(t)^\top PE(u) = \sum_{i=0}^{d/2-1} \cos\left(\frac{t+u}{10000^{2i/d}}\right)$$
The norm: $\|PE(t)\|_2^2 = d/2$.

## A worked example

Take $d = 4$. Then $PE(0) = [0, 1, 0, 1]$ and $PE(1) = [\sin(1), \cos(1), \sin(0.1), \cos(0.1)]$ (planted: the
second frequency is $10000^{-2/4} = 0.01$), and a vector of another length: $PE(2) = [\sin(2), \cos(2), \sin(0.02)]$.

## Complex form

Euler: $e^{i\theta} = \cos\theta + i\sin\theta$; planted: $e^{i\theta} = \cos\theta - i\sin\theta$.
With $i$ also a position: $e^{i \frac{i}{\omega}} = \cos\left(\frac{i}{\omega}\right) + i \sin\left(\frac{i}{\omega}\right)$.

## Differences and transforms

The phase step is $\Delta\theta = \theta_1 - \theta_0$, with $\theta_0 = 0$ and $\theta_1 = 2$; so $\Delta\theta = 2$.
The DFT $$X[k] = \sum_{n=0}^{N-1} x[n] e^{-2\pi i k n / N}$$ and its inverse
$$x[n] = \frac{1}{N} \sum_{k=0}^{N-1} X[k] e^{2\pi i k n / N}.$$

## Wavelengths

$$\lambda_0 = 2\pi/\rho_0 = 2\pi$$
where $\rho_j = 10000^{-2j/d}$.
"""


def test_entrywise_vectors_euler_positions_and_where_clauses():
    its = _items(VECTORS_EN)
    right = [it for it in its if "t-u" in it["link"]["rhs"] and "PE(t)" in it["link"]["lhs"]]
    slip = [it for it in its if "t+u" in it["link"]["rhs"] and "PE(t)" in it["link"]["lhs"]]
    assert right and right[0]["status"] in ("proved", "consistent"), right
    assert slip and slip[0]["status"] == "inconsistent", slip
    assert _status(its, r"\|PE(t)\|_2^2", "d/2") in ("proved", "consistent")
    assert _status(its, "PE(0)", "[0, 1, 0, 1]") in ("proved", "consistent")
    wrong = _find(its, "PE(1)", r"\sin(0.1)")
    assert wrong["status"] == "inconsistent" and "entry 3 of 4" in wrong["reason"]
    short = _find(its, "PE(2)", r"\sin(0.02)")
    assert short["status"] == "inconsistent" and "4 entries" in short["reason"]
    assert _status(its, r"e^{i\theta}", r"\cos\theta + i\sin\theta") == "proved"
    assert _status(its, r"e^{i\theta}", r"\cos\theta - i\sin\theta") == "inconsistent"
    assert _status(its, r"e^{i \frac{i}{\omega}}", r"i \sin") == "proved"
    assert _find(its, r"\Delta\theta", r"\theta_1 - \theta_0")["status"] == "definition"
    assert _status(its, r"\Delta\theta", "2") in ("proved", "consistent")
    assert _find(its, "X[k]", "x[n]")["status"] == "definition"
    assert _find(its, "x[n]", "X[k]")["status"] != "definition"  # the inverse: X[k] is defined through x[n]
    assert _status(its, r"2\pi/\rho_0", r"2\pi") in ("proved", "consistent")  # ρ from the "where" clause after it


def test_an_index_keeps_its_family_when_a_symbol_of_its_name_gets_a_value():
    its = _items(r"Let $k = 3$. Then $q_{pos} k_{pos} = k_{pos} q_{pos}$ and $k + 1 = 4$.")
    assert _status(its, "q_{pos} k_{pos}", "k_{pos} q_{pos}") == "proved"
    assert "involves 3" not in _find(its, "q_{pos} k_{pos}", "k_{pos} q_{pos}")["reason"]


MATRICES_MD = r"""# Attention with positions

The queries and keys: $Q = (X + P)W_Q$, $K = (X + P)W_K$. Then
$$\frac{QK^T}{\sqrt{d_k}} = \frac{(X + P)W_Q W_K^T (X + P)^T}{\sqrt{d_k}} = \frac{1}{\sqrt{d_k}}\left(XW_QW_K^TX^T + XW_QW_K^TP^T + PW_QW_K^TX^T + PW_QW_K^TP^T\right)$$
A planted slip (the transpose does not reverse the product): $$(XW_Q)^T = X^T W_Q^T$$
Only for the document's shapes: $q^\top k = k^\top q$. Products do not commute: $QK^T = K^TQ$.

Let
- `α = pos / 10000^{2i/d}`
- `β = k / 10000^{2i/d}`
- `n = 10` (program code, not read)

so that $\sin(\alpha + \beta) = \sin\left(\frac{pos + k}{10000^{2i/d}}\right)$.

```math
a_1 = 2 + 3
b_1 = 5 \cdot 1
```
"""


def test_matrices_keep_their_order_and_transposes_reverse_products():
    its = _items(MATRICES_MD)
    assert _find(its, "Q", "(X + P)W_Q")["status"] == "definition"
    assert _status(its, r"\frac{QK^T}{\sqrt{d_k}}", r"(X + P)W_Q W_K^T (X + P)^T") == "proved"
    assert _status(its, r"(X + P)W_Q W_K^T (X + P)^T", r"XW_QW_K^TX^T + XW_QW_K^TP^T") == "proved"
    slip = _find(its, r"(XW_Q)^T", r"X^T W_Q^T")
    assert slip["status"] == "undecided" and "matrices" in slip["reason"]  # never "proved" by commuting
    assert _status(its, r"q^\top k", r"k^\top q") == "undecided"
    assert _status(its, "QK^T", "K^TQ") == "undecided"  # commutative algebra would "prove" it


def test_formulas_in_inline_code_and_statements_on_separate_lines():
    its = _items(MATRICES_MD)
    assert _find(its, "α", "pos / 10000^{2i/d}")["status"] == "definition"
    assert _status(its, r"\sin(\alpha + \beta)", r"\frac{pos + k}") == "proved"
    assert not [it for it in its if it["link"]["lhs"].strip() == "n"]  # `n = 10`: code, not a formula
    assert _status(its, "a_1", "2 + 3") in ("definition", "consistent", "proved")
    assert _find(its, "b_1", r"5 \cdot 1")["link"]["lhs"].strip() == "b_1"  # its own statement, not "2 + 3 b_1"


def test_an_i_that_could_be_either_is_decided_only_when_both_readings_agree():
    its = _items(r"Positions $i = 0, 1, \ldots, n-1$. Then $e^{i/2} \cdot e^{i/2} = e^{2i/2}$, but $e^{i/2} = e^{i/3}$, "
                 r"and $|e^{i/2}| = 1$ is undecided.")
    both = _find(its, r"e^{i/2} \cdot e^{i/2}", "e^{2i/2}")
    assert both["status"] in ("proved", "consistent") and "whichever way i is read" in both["reason"]
    wrong = _find(its, "e^{i/2}", "e^{i/3}")
    assert wrong["status"] == "inconsistent" and "whichever way i is read" in wrong["reason"]
    assert _find(its, "|e^{i/2}|", "1")["status"] == "undecided"  # holds only with i the imaginary unit


CHAINS_MD = r"""# Worked chains

With $d = 8$ and $\omega_m = 10000^{-2m/d}$:
$$\sum_{m=0}^{3} \cos(2\omega_m) \approx \cos(2) + \cos(0.2) + \cos(0.02) + \cos(0.002) \approx -0.42 + 0.98 + 1.00 + 1.00 = 2.56$$
and a planted slip in the same form:
$$\sum_{m=0}^{3} \cos(2\omega_m) \approx \cos(2) + \cos(0.02) + \cos(0.0002) + \cos(0.000002) \approx -0.42 + 1.00 + 1.00 + 1.00 = 2.58$$

Let $f_m = 10000^{-2m/d}$ for $m$ from $1$ to $3$. The gap $g_m = f_m - f_{m-1} = f_{m-1} - f_m$ (a planted sign
slip inside the chain); so $g_m \approx f_{m-1} - f_m$ is judged under both readings.

Rounded coefficients: $\log_2(10000) \times s/2 \approx 6.6 \times s$, but $\log_2(10000) \times s/2 \approx 7.9 \times s$ is wrong.
"""


def test_a_worked_chain_states_its_conclusion_to_the_digits_shown():
    its = _items(CHAINS_MD)
    ends = [it for it in its if it["reason"].startswith("the chain's conclusion")]
    assert [it["link"]["rhs"].strip() for it in ends] == ["2.56", "2.58"]
    assert [it["status"] for it in ends] == ["consistent", "inconsistent"]  # Σ cos(2·10000^{-m/4}) = 2.5637…
    assert ends[1]["link"]["lhs"].strip() == r"\sum_{m=0}^{3} \cos(2\omega_m)"


def test_a_slip_inside_a_definition_chain_is_found_once():
    its = _items(CHAINS_MD)
    assert _status(its, "f_m - f_{m-1}", "f_{m-1} - f_m") == "inconsistent"  # where the slip is
    later = _find(its, "g_m", "f_{m-1} - f_m")
    assert later["status"] == "undecided" and "two meanings" in later["reason"]


def test_rounded_coefficients_are_checked_to_the_digits_shown():
    its = _items(CHAINS_MD)
    six = _find(its, r"\log_2(10000) \times s/2", r"6.6 \times s")  # s has no value: checked at test points
    assert six["status"] == "consistent" and "digits shown" in six["reason"]
    assert _find(its, r"\log_2(10000) \times s/2", r"7.9 \times s")["status"] != "consistent"


def test_the_notation_table_environment_is_read_like_a_notation_file(tmp_path):
    from suite.claim import ClaimError, Notation
    from suite.reader.run import check_path

    bad = Notation("x.md", symbols=(), environment=(("definition", ()),))
    with pytest.raises(ClaimError, match="environment"):
        bad.validate("m")
    doc = tmp_path / "n.md"
    doc.write_text(r"The pair: $p_{i,0} \cdot p_{i,0} + p_{i,1} \cdot p_{i,1} = 1$." + "\n", encoding="utf-8")
    (tmp_path / "n.md.notation.toml").write_text(
        "[definitions]\n'p_{i,2m}' = '\\sin(i)'\n'p_{i,2m+1}' = '\\cos(i)'\n", encoding="utf-8")
    (it,) = check_path(doc, values=())["items"]
    assert it["status"] == "proved" and any(b["source"] == "notation file" for b in it["bindings"])


def test_a_shipped_notation_table_gives_its_environment():
    from suite.reader.run import table_environment

    env = table_environment("003_765fa61f779baf3a.txt")
    assert set(env["definitions"]) == {"p_{i,2m}", "p_{i,2m+1}"} and "m" in env["ranges"]


ENVIRONMENT_MD = r"""# Scopes and readings

## Fourier

The fundamental frequency is $\omega_0 = 2\pi/T$.

## Encoding

Let $\omega_m = 10^{-m}$. Then $1/\omega_0 = 1$.

Positions $i = 0, 1, \ldots, n-1$; the complex code $c_i = \cos(i\theta) - i\sin(i\theta)$, so
$\text{Re}(c_i) = \cos(i\theta)$ and $\text{Im}(c_i) = -\sin(i\theta)$.

A vector by its entries: $\mathbf{x} = (x_1, x_2, \dots, x_n)$. 假设$p_i = p_j$，则 $p_i + 1 = p_j + 1$。

Phases $\theta_m = 2m$. 设 $\theta_m = 3m$; then $\theta_1 = 3$. Inner products: $\langle u, v \rangle = \langle v, u \rangle$.

Let $f_m = 10000^{-2m/d}$ for $m$ from $1$ to $d/2 - 1$. A sign slip:
$$f_{m-1} - f_m \approx -\frac{2 \ln 10000}{d} \cdot 10000^{-2(m-1)/d}$$
"""


def test_scopes_and_readings_of_the_environment():
    its = _items(ENVIRONMENT_MD)
    # a member's own value (ω_0 = 2π/T) gives way to the family defined after it
    assert _status(its, r"1/\omega_0", "1") in ("proved", "consistent")
    # Re and Im of a definition that writes the imaginary unit, with i also the position
    re_c = _find(its, r"\text{Re}(c_i)", r"\cos(i\theta)")
    assert re_c["status"] == "proved" and "whichever way" not in re_c["reason"]  # the unit comes from c_i's definition
    assert _status(its, r"\text{Im}(c_i)", r"-\sin(i\theta)") == "proved"
    assert _find(its, r"\mathbf{x}", "x_1")["status"] == "definition"  # x defined by its entries
    assert _find(its, "p_i", "p_j")["status"] == "definition"  # 假设: a condition, not a relation to check
    assert _find(its, r"\theta_m", "3m")["status"] == "definition"  # 设: a new meaning, not a restatement
    assert _status(its, r"\theta_1", "3") in ("proved", "consistent")
    assert any(it["link"]["lhs"].strip() == r"\langle u, v \rangle" for it in its)  # its comma splits nothing
    # a ranged index does not go to infinity with d: the sign slip stays wrong in every admissible regime
    assert _find(its, r"f_{m-1} - f_m", r"\ln 10000")["status"] == "inconsistent"


def test_a_dot_product_of_vectors_the_document_writes_out_is_computed():
    text = ("Let $\\bm{q} = (11, 12)$ and $\\bm{k}_1 = (1, 2)$.\n\n"
            "Then $\\bm{q} \\cdot \\bm{k}_1 = 35$ and $\\bm{q} \\cdot \\bm{k}_1 = 36$.\n")
    items = _items(text)
    found = [it for it in items if it["link"]["lhs"].startswith("\\bm{q} \\cdot")]
    assert [(it["link"]["rhs"], it["status"]) for it in found] == [("35", "consistent"), ("36", "inconsistent")]


def test_inner_products_of_declared_vectors_are_numbers_and_of_other_names_are_not():
    text = ("Let $\\mathbf{q} \\in \\mathbb{R}^d$ and $\\mathbf{k} \\in \\mathbb{R}^{d}$, and $A \\in \\mathbb{R}^{d \\times d}$.\n\n"
            "Then $\\mathbf{q}^\\top \\mathbf{k} = \\mathbf{k}^\\top \\mathbf{q}$ and "
            "$e^{\\mathbf{q}^\\top \\mathbf{k}} e^{\\mathbf{k}^\\top \\mathbf{q}} = e^{2 \\mathbf{q}^\\top \\mathbf{k}}$, "
            "but $A^\\top B = B^\\top A$ and $u^\\top v = v^\\top u$ are not known here, and "
            "$e^{\\mathbf{q}^\\top \\mathbf{k}} = e^{\\mathbf{k}^\\top \\mathbf{k}}$ is not an identity.\n")
    items = _items(text)
    assert _status(items, "\\mathbf{q}^\\top \\mathbf{k}", "\\mathbf{k}^\\top \\mathbf{q}") == "proved"
    assert "inner product" in _find(items, "\\mathbf{q}^\\top \\mathbf{k}", "\\mathbf{k}^\\top \\mathbf{q}")["reason"]
    assert _status(items, "e^{\\mathbf{q}^\\top \\mathbf{k}} e^", "e^{2") == "proved"
    assert _status(items, "A^\\top B", "B^\\top A") == "undecided"  # matrices: false in general
    assert _status(items, "u^\\top v", "v^\\top u") == "undecided"  # nothing says u, v are vectors
    assert _status(items, "e^{\\mathbf{q}^\\top \\mathbf{k}}", "e^{\\mathbf{k}^\\top \\mathbf{k}}") == "undecided"


def test_a_document_that_writes_z_to_the_first_numbers_its_zs_by_superscripts():
    text = ("Two permutations $\\text{z}^{1}$ and $\\text{z}^2$ with\n\n"
            "$$\\text{z}_{<t}^{1} = \\text{z}_{<t}^{2} = \\text{z}_{<t}$$\n\nand $x^2 = x \\cdot x$.\n")
    items = _items(text)
    assert not [it for it in items if it["status"] == "inconsistent"], items
    assert _status(items, "x^2", "x \\cdot x") == "proved"


def test_an_order_of_growth_is_not_a_definition_and_degrees_are_checked():
    items = _items("Let $\\tau = \\mathcal{O}(1)$ and $\\tau = 2$, so $\\tau^2 = 4$; "
                   "$\\cos 60^\\circ = 0.5$ but $\\sin 30^{\\circ} = 0.6$.\n")
    assert _find(items, "\\tau", "\\mathcal{O}(1)")["status"] == "undecided"
    assert _status(items, "\\tau^2", "4") == "consistent"
    assert _status(items, "\\cos 60^\\circ", "0.5") == "consistent"
    assert _status(items, "\\sin 30^{\\circ}", "0.6") == "inconsistent"


SLASHES = r"""# Ratios

The ratio is $a / 2b = a/(2b)$, the old puzzle $6 / 2 \cdot 3 = 1$ has two readings, and $x / 2 \cdot y = xy/3$ has none
that holds.
"""


def test_a_finding_needs_both_readings_of_a_slash_to_fail():
    items = check_document(read_text("slashes.md", SLASHES))["items"]
    status = {it["link"]["lhs"].strip(): it for it in items}
    for lhs in ("a / 2b", r"6 / 2 \cdot 3"):
        assert status[lhs]["status"] == "undecided" and status[lhs]["cause"] == "two readings of '/'", status[lhs]
    assert status[r"x / 2 \cdot y"]["status"] == "inconsistent", status[r"x / 2 \cdot y"]


PLAIN_TEXT = r"""# Frequencies without TeX

```python
theta = 10000 ** (-2 * 3 / 64)  # ≈ 0.4217
x = sin(0.5)  # ≈ 0.4749
```

In the prose: θ₃ = 10000^(-2·3/64) ≈ 0.4217, ln(2) ≈ 0.6931, sin(π/6) = 0.5 and 2π ≈ 6.2832, but e² ≈ 7.29.
A table of what the program prints: `sin(1) = 0.84147096` (float32).
"""


def test_worked_values_in_plain_text_and_in_code_lines_are_checked():
    items = check_document(read_text("plain.md", PLAIN_TEXT))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it for it in items}
    assert got[("10000 ** (-2 * 3 / 64)", "0.4217")]["status"] == "consistent"  # the line's value, from its comment
    slip = got[("sin(0.5)", "0.4749")]  # sin(0.5) = 0.479425…: the comment's digits are swapped
    assert slip["status"] == "inconsistent" and slip["span"] == "code comment", slip
    for lhs, rhs in (("10000^(-2·3/64)", "0.4217"), ("ln(2)", "0.6931"), ("sin(π/6)", "0.5"), ("2π", "6.2832")):
        assert got[(lhs, rhs)]["status"] == "consistent" and got[(lhs, rhs)]["span"] == "plain", got[(lhs, rhs)]
    assert not any("0.84147096" in it["link"]["rhs"] for it in items)  # code in backticks: a printed value, not read


def test_a_relation_that_holds_only_with_a_rounded_input_inside_a_function_is_undecided():
    """A worked step '10000^{-2/256} = 10000^{-0.0078}' (or '10000^{-0.0078} ≈ 0.9306') rounds the exponent
    -0.0078125 for display: it holds only with that decimal read as rounded, so it is neither a finding nor
    consistent.  A decimal written coarsely (0.1, 0.07, 0.5: an exact rate or factor) is exact, and a wrong rounding
    (-0.0079) or a rounding that would move the value by more than 1 % (1.05^{10}) still fails."""
    text = ("# w\n\nA: $10000^{-2 \\times 1/256} = 10000^{-0.0078}$. B: $10000^{-2/256} = 10000^{-0.0079}$. "
            "C: $e^{1/2} = e^{0.6}$. D: $\\sin(1/3) = \\sin(0.333)$. E: $2^{-1/4} = 2^{-0.2}$. "
            "F: $0.1 + 0.2 = 0.30000000000000004$. G: $0.1 \\times 1000 = 140$. H: $100 \\times 1.05^{10} = 170$. "
            "I: $\\sin(\\pi/6) = \\sin(0.5)$. J: $e^{0.7} = 2$. K: $10000^{-0.0078} \\approx 0.9306$. "
            "L: $10000^{-0.0078} \\approx 0.982$.\n")
    items = check_document(read_text("w.md", text))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in items}
    assert got == {("10000^{-2 \\times 1/256}", "10000^{-0.0078}"): "undecided",
                   ("10000^{-2/256}", "10000^{-0.0079}"): "inconsistent",
                   ("e^{1/2}", "e^{0.6}"): "inconsistent", ("\\sin(1/3)", "\\sin(0.333)"): "undecided",
                   ("2^{-1/4}", "2^{-0.2}"): "inconsistent",  # 0.2 is written to 25 %: exact
                   ("0.1 + 0.2", "0.30000000000000004"): "inconsistent",
                   ("0.1 \\times 1000", "140"): "inconsistent", ("100 \\times 1.05^{10}", "170"): "inconsistent",
                   ("\\sin(\\pi/6)", "\\sin(0.5)"): "inconsistent", ("e^{0.7}", "2"): "inconsistent",
                   ("10000^{-0.0078}", "0.9306"): "undecided",  # 10000^{-0.0078125} = 0.930572
                   ("10000^{-0.0078}", "0.982"): "inconsistent"}, got


def test_an_equality_whose_input_was_rounded_in_an_earlier_step_is_read_to_the_digits_shown():
    """z = (1.5 - 2.0)/0.408 = -1.22 after the document showed √0.166 ≈ 0.408: -0.5/0.408 = -1.2255 misses -1.22, but
    -0.5/0.40825 = -1.2247 rounds to it: consistent, saying so.  A value the document gives (σ = 2.50), a price
    (1.99) or data (1.50) stays exact, and a result no rounding of a carried input reaches is still a finding."""
    text = ("# z\n\nThe deviation is $\\sqrt{0.166} \\approx 0.408$ and the other $\\approx 0.748$.\n\n"
            "- $\\frac{1.5 - 2.0}{0.408} = -1.22$\n- $\\frac{6.0 - 5.0}{0.748} = +1.33$\n"
            "- $\\frac{1.5 - 2.0}{0.408} = -1.21$\n- $0.1 + 0.2 = 0.30000000000000004$\n- $0.5/3 \\approx 0.167$\n\n"
            "With $\\sigma = 2.50$: $(7.00 - 5.00)/2.50 = 0.81$, and $1.99 \\times 12 = 23.90$, and "
            "$\\frac{(1.50-2.00)^2 + (2.50-2.00)^2}{2} = 0.26$.\n")
    items = check_document(read_text("z.md", text))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it for it in items}
    held = got[("\\frac{1.5 - 2.0}{0.408}", "-1.22")]
    assert held["status"] == "consistent" and "0.408 read as the rounded result" in held["reason"], held
    assert got[("\\frac{6.0 - 5.0}{0.748}", "+1.33")]["status"] == "inconsistent"  # 1/0.7483 = 1.3363: 1.34
    assert got[("\\frac{1.5 - 2.0}{0.408}", "-1.21")]["status"] == "inconsistent"
    assert got[("0.1 + 0.2", "0.30000000000000004")]["status"] == "inconsistent"
    assert got[("0.5/3", "0.167")]["reason"].startswith("the exact value rounds")
    for lhs, rhs in (("(7.00 - 5.00)/2.50", "0.81"), ("1.99 \\times 12", "23.90"),
                     ("\\frac{(1.50-2.00)^2 + (2.50-2.00)^2}{2}", "0.26")):
        assert got[(lhs, rhs)]["status"] == "inconsistent", got[(lhs, rhs)]


WORKED_BLOCKS = """# Frequencies

With d = 256:

```python
d = 256
theta = 10000 ** (-2 * 1 / 256)
θ₁ = 10000^(-2×1/256) = 10000^(-0.0078) ≈ 0.982
θ₆₄ = 10000^(-2×64/256) = 10000^(-0.5) = 0.01   # the middle pair
```

Position interpolation, for example:

```
m  = 500 * 2048/1024 = 250
cos(0.1) = 0.99995
sin(0.1) = 0.00999983
1/3 ≈ 0.33333334
sin(π/2)=1, cos(π/2)=0 (a quarter turn)
```

What float16 gives:

```
1 + 2^-11 = 1
```

Modulo 7, and an 8-bit counter:

```
3 × 5 = 1
255 + 1 = 0
```

```diff
- sin(1) = 0.5
```
"""


def test_worked_values_written_out_in_a_block_are_checked_and_a_printout_s_rounding_is_no_finding():
    """Lines of a block that no program writes (Unicode mathematics, an expression set equal to another) are read
    as plain arithmetic, '=' only with a function, π, a root or a fractional power (integer arithmetic there may be
    modular, binary or overflowing); a miss within 1 % (a printed float's rounding) is undecided; a block about
    floating-point behaviour and a diff are not read; program lines never are."""
    items = check_document(read_text("blocks.md", WORKED_BLOCKS))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it for it in items if it["span"] == "plain"}
    assert got[("10000^(-0.0078)", "0.982")]["status"] == "inconsistent"  # 10000^(-0.0078) = 0.9307
    assert got[("10000^(-0.5)", "0.01")]["status"] == "consistent"
    assert ("500 * 2048/1024", "250") not in got and ("3 × 5", "1") not in got and ("255 + 1", "0") not in got
    assert got[("sin(0.1)", "0.00999983")]["status"] == "inconsistent"  # sin(0.1) = 0.0998: that is sin(0.01)
    assert ("sin(1)", "0.5") not in got  # a diff's removed line
    miss = got[("cos(0.1)", "0.99995")]  # cos(0.1) = 0.995004: 0.49 % off, but 0.99995 is no bfloat16 or float16 value
    # (it is cos(0.01), as 0.00999983 is sin(0.01)): no dtype prints it, so a finding (helper-195)
    assert miss["status"] == "inconsistent" and "no value of a bfloat16" in miss["reason"], miss
    third = got[("1/3", "0.33333334")]  # a float32 printout: consistent, said so
    assert third["status"] == "consistent" and "float32" in third["reason"], third
    assert got[("sin(π/2)", "1")]["status"] == "consistent" and got[("cos(π/2)", "0")]["status"] == "consistent"
    assert not any("2^-11" in lhs or "10000 ** " in lhs for lhs, _ in got), sorted(got)


TIMES_BLOCKS = """# Memory

Per token:

```
64 × 128 + 64 × 128 = 16384
8 × 128 + 8 × 128 = 2000
```

Modulo 7:

```
3 × 5 = 1
```

A program:

```python
x = 64 * 128
```
"""


def test_a_block_line_that_multiplies_with_the_times_sign_states_arithmetic_unless_the_block_is_modular():
    items = check_document(read_text("times.md", TIMES_BLOCKS))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in items if it["span"] == "plain"}
    assert got == {("64 × 128 + 64 × 128", "16384"): "consistent", ("8 × 128 + 8 × 128", "2000"): "inconsistent"}, got


SEPARATED = """# Memory

The cache holds 64 × 128 + 64 × 128 = 16,384 values per token, and 1,000 + 25 = 1,024 is a slip.

```
2,048 × 16 × 4,096 = 134,217,728 entries
8 × 128 + 8 × 128 = 2,000 dimensions
```

Points (1,000, 2,000) and a list 1,2,3 = 6 are no arithmetic.
"""


def test_a_block_line_with_thousands_separators_states_arithmetic_and_a_bullet_below_does_not_continue_it():
    text = ("# Flops\n\n* for a 52b model the flops are\n\t- 2 * 2 * 64 * 8192 * 8192 = 17,179,869,184\n\n"
            "* for an A100 the rest\n\n```\n2 * 64 * 8192 = 1,048,576\n2 * 64 * 8192 = 1,048,000\nx = 2 * 64\n```\n")
    items = check_document(read_text("flops.md", text))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in items if it["span"] == "plain"}
    assert got == {("2 * 2 * 64 * 8192 * 8192", "17,179,869,184"): "consistent",
                   ("2 * 64 * 8192", "1,048,576"): "consistent",
                   ("2 * 64 * 8192", "1,048,000"): "undecided"}, got  # (a miss under 1 % in a block)


def test_numbers_with_thousands_separators_are_read_in_plain_arithmetic_as_in_latex():
    items = check_document(read_text("separated.md", SEPARATED))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in items if it["span"] == "plain"}
    assert got == {("64 × 128 + 64 × 128", "16,384"): "consistent", ("1,000 + 25", "1,024"): "inconsistent",
                   ("2,048 × 16 × 4,096", "134,217,728"): "consistent",
                   ("8 × 128 + 8 × 128", "2,000"): "inconsistent"}, got


SIZES = """# Memory

Per layer the cache takes 2 GB × 80 = 160 GB, and 268 MB × 80 = 21.5 GB, as 268 MB was rounded.
A ratio: 172 GB / 21.5 GB = 8, and 256 MB × 80 = 20 GB. A slip: 2 GB × 80 = 170 GB. A sum: 2 GB + 512 MB = 2.5 GB.
In bytes: 2 bytes × 4,096 × 32 = 256 KB. Not read: 2 × 1024 = 2 KB and 3 GB + 2 = 5 GB.

```
8.4 MB × 80 = 672 MB
8.4 MB × 80 = 700 MB
Per layer: 2 GB / 8 = 256 MB
Total: 2 GB × 80 layers = 170 GB KV cache
32 heads × 128 dims = 4096 dims
1 day × 24 = 24 hours
2 thousand × 3 = 6
64 pairs × 2 = 128 dims
```
"""


def test_units_of_storage_and_counted_words_are_read_with_their_numbers_a_finding_fails_in_1000s_and_1024s():
    items = check_document(read_text("sizes.md", SIZES))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it for it in items if it["span"] == "plain"}
    status = {k: it["status"] for k, it in got.items()}
    assert status == {("2 GB × 80", "160 GB"): "consistent", ("268 MB × 80", "21.5 GB"): "undecided",
                      ("172 GB / 21.5 GB", "8"): "consistent", ("256 MB × 80", "20 GB"): "consistent",
                      ("2 GB × 80", "170 GB"): "inconsistent", ("2 bytes × 4,096 × 32", "256 KB"): "consistent",
                      ("3 GB + 2", "5 GB"): "unparsed", ("8.4 MB × 80", "672 MB"): "consistent",
                      ("8.4 MB × 80", "700 MB"): "inconsistent", ("2 GB / 8", "256 MB"): "consistent",
                      ("2 GB × 80 layers", "170 GB"): "inconsistent", ("32 heads × 128 dims", "4096"): "consistent",
                      ("2 GB + 512 MB", "2.5 GB"): "consistent"}, status  # (in 1024s exactly; near in 1000s)
    assert "powers of 1024" in got[("256 MB × 80", "20 GB")]["reason"]  # 20 GiB
    assert "fails in the other readings of its units too" in got[("2 GB × 80", "170 GB")]["reason"]
    assert got[("268 MB × 80", "21.5 GB")]["cause"] == "rounded size"


MAGNITUDES = """# Sizes

The weights take 70B × 2 bytes = 140 GB, and 7B parameters × 2 bytes = 14 GB; a slip: 7B × 2 bytes = 16 GB.
Context: 4 × 1024 = 4K and 8K × 8K = 64M, 4 × 1000 = 5K. Cache lines: 1,024 × 64B = 64 KB; 32 × 2 = 64B.
"""


def test_a_magnitude_after_a_number_is_read_in_its_readings_unless_the_document_makes_the_letter_a_variable():
    items = check_document(read_text("magnitudes.md", MAGNITUDES))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in items if it["span"] == "plain"}
    assert got == {("70B × 2 bytes", "140 GB"): "consistent", ("7B parameters × 2 bytes", "14 GB"): "consistent",
                   ("7B × 2 bytes", "16 GB"): "inconsistent", ("4 × 1024", "4K"): "consistent",
                   ("8K × 8K", "64M"): "consistent", ("4 × 1000", "5K"): "undecided",  # (K on one side: 4K a name?)
                   ("1,024 × 64B", "64 KB"): "consistent"}, got  # (32 × 2 = 64B: bytes on one side only)
    batch = MAGNITUDES + "\nWith a batch of B = 1 the count is 2B + 1 = 3, and 2T^2 × 3 = 6T^2 is a square.\n"
    items = check_document(read_text("batch.md", batch))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]) for it in items if it["span"] == "plain"}
    assert got == {("4 × 1024", "4K"), ("8K × 8K", "64M"), ("4 × 1000", "5K")}, got


def test_a_definition_that_cannot_stand_in_a_product_leaves_that_relation_undecided_not_the_document():
    text = ("$$\\mathbf{q} = [q_1, q_2]$$\n\n$$\\mathbf{R}(\\theta) = \\begin{bmatrix} \\cos\\theta & -\\sin\\theta \\\\ "
            "\\sin\\theta & \\cos\\theta \\end{bmatrix}$$\n\n$$\\mathbf{q}' = \\mathbf{R}(\\theta)\\mathbf{q}$$\n\n"
            "and $2 + 2 = 4$.\n")
    result = check_document(read_text("vector.md", text))
    assert not result.get("unreadable"), result
    assert any(it["link"]["lhs"] == "2 + 2" and it["status"] == "consistent" for it in result["items"])


def test_a_placeholder_pair_given_new_values_in_the_next_item_is_a_new_scope():
    text = ("Assume, for illustration:\n\n- Original $q$ pair: $(x, y) = (0.5, -1.0)$\n"
            "- Original $k$ pair: $(x, y) = (1.2, 0.3)$\n")
    items = check_document(read_text("pairs.md", text))["items"]
    assert [it["status"] for it in items] == ["definition"] * 4, [(it["link"], it["status"]) for it in items]


EQNARRAY = r"""\documentclass{article}
\begin{document}
\begin{eqnarray}
\textrm{PE}(\textrm{pos},2i) & = & \sin (\frac{\textrm{pos}}{10000^{2i/d}}) \label{eq:a} \\
\textrm{PE}(\textrm{pos},2i+1) & = & \cos (\frac{\textrm{pos}}{10000^{2i/d}}) \label{eq:b}
\end{eqnarray}
Then
\begin{eqnarray}
\textrm{PE}(\textrm{pos}+k,2i) &=& \textrm{PE}(\textrm{pos},2i) \cdot \textrm{PE}(k,2i+1) + \nonumber \\
                      & & \textrm{PE}(\textrm{pos},2i+1) \cdot \textrm{PE}(k,2i) \\
%x_{l+1} & = & x_l + 2 \\
y & = & 50\%
\end{eqnarray}
\end{document}
"""


def test_eqnarray_rows_are_relations_and_a_commented_line_is_not():
    items = check_document(read_text("eqn.tex", EQNARRAY))["items"]
    assert [it["status"] for it in items if "PE" in it["link"]["lhs"]] == ["definition", "definition", "proved"], items
    assert not any("x_{l+1}" in it["link"]["lhs"] for it in items)  # commented out with %


def test_a_command_escaped_for_github_is_the_command():
    text = "$$a = \\text{softmax}\\\\left( 2 x \\right) = \\text{softmax}\\left( x + x \\right)$$\n"
    items = check_document(read_text("gh.md", text))["items"]
    assert [it["status"] for it in items] == ["definition", "proved"], [(it["link"], it["status"]) for it in items]


def test_exact_units_after_numbers_are_their_values_and_decimal_ones_are_not_guessed():
    text = ("The cache is $2 \\cdot 8192 \\cdot 64 \\cdot 8192 = 8\\text{GiB}$, a step turns $2 \\times 0.1 = 0.2 "
            "\\text{ rad}$, a slip says $3 \\cdot 1024 = 4\\text{ KiB}$, and $2 \\cdot 10^9 = 2\\text{GB}$.\n")
    items = {it["link"]["rhs"]: it for it in check_document(read_text("units.md", text))["items"]}
    assert items["8\\text{GiB}"]["status"] == "consistent"
    assert any(b["where"] == "the unit GiB = 2^30" for b in items["8\\text{GiB}"]["bindings"])
    assert items["0.2 \\text{ rad}"]["status"] == "consistent"
    assert items["4\\text{ KiB}"]["status"] == "inconsistent"
    assert items["2\\text{GB}"]["status"] != "inconsistent"  # 10^9 or 2^30: the writer's, not the reader's, to say


def test_a_brace_around_aligned_equations_is_a_system_not_cases():
    text = ("$$\n\\left\\{\\begin{aligned} q & = 2 \\alpha \\\\ k & = 3 \\alpha \\end{aligned}\\right.\n$$\n\n"
            "so $q + k = 5 \\alpha$ and $q k = 5 \\alpha^2$.\n")
    items = check_document(read_text("system.md", text))["items"]
    got = {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it["status"] for it in items}
    assert got[("q", "2 \\alpha")] == "definition" and got[("k", "3 \\alpha")] == "definition", got
    assert got[("q + k", "5 \\alpha")] == "proved" and got[("q k", "5 \\alpha^2")] != "proved", got


def test_plain_arithmetic_with_a_second_reading_that_holds_is_undecided():
    """log(1024) = 10 holds in base 2 (the text states no base); 1/2π ≈ 0.159 holds as 1/(2π): not findings.
    log(1000) = 4 fails in every base, 1/2π ≈ 0.5 in both groupings: findings."""
    text = "# b\n\nSo log(1024) = 10, and 1/2π ≈ 0.159 and 1/√2π ≈ 0.399; but log(1000) = 4 and 1/2π ≈ 0.5 here.\n"
    items = check_document(read_text("b.md", text))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in items}
    assert got == {("log(1024)", "10"): "undecided", ("1/2π", "0.159"): "undecided", ("1/√2π", "0.399"): "undecided",
                   ("log(1000)", "4"): "inconsistent", ("1/2π", "0.5"): "inconsistent"}, got


def test_a_block_about_degrees_a_disowned_line_and_an_untagged_diff_are_not_read():
    """'The standard angles, in degrees: sin(30) = 0.5' is true in degrees; '✗ sqrt(2) ≈ 1.5' is the document's own
    counter-example; a diff's removed line is not stated; a value in milliseconds or percent is in other units."""
    text = ("# b\n\nThe standard angles, in degrees:\n\n```\nsin(30) = 0.5\nsin(60) ≈ 0.866\n```\n\n"
            "Mistakes seen:\n\n```\n✗ sqrt(2) ≈ 1.5\nWRONG: exp(1) = 2.17\nsqrt(2) ≈ 1.414\n```\n\n"
            "The patch:\n\n```\n--- a/x.py\n+++ b/x.py\n- theta_1 = 10000^(-2/64) ≈ 0.70\n```\n\n"
            "Timing: 1/60 ≈ 16.7 ms and 1/8 = 12.5 percent, but 2 + 2 = 4 apples.\n")
    items = check_document(read_text("b.md", text))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in items}
    assert got == {("sqrt(2)", "1.414"): "consistent", ("2 + 2", "4"): "consistent"}, got


def test_a_rounded_input_is_one_the_document_rounded_before_and_radians_stated_keep_a_finding():
    """After 1/\\sqrt{64} = 0.125 (exact) and a given lr = 0.125, 8 × 0.125 = 1.004 is a finding; after
    1/\\sqrt{2} ≈ 0.707, 0.707 × 1000 = 707.5 claims a digit its input does not carry: a finding.  sin(30) = 0.5 in
    a paragraph that speaks of radians is a finding; 10000^-2/256 ≈ 0.9306 holds as 10000^(-2/256): undecided."""
    text = ("# r\n\nThe scale is $1/\\sqrt{64} = 0.125$ and $\\mathrm{lr} = 0.125$; so $8 \\times 0.125 = 1.004$.\n\n"
            "Also $1/\\sqrt{2} \\approx 0.707$ and $0.707 \\times 1000 = 707.5$.\n\n"
            "RoPE angles are in radians: $\\sin(30) = 0.5$.\n\nPlain: 10000^-2/256 ≈ 0.9306 here.\n")
    items = check_document(read_text("r.md", text))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in items}
    assert got[("8 \\times 0.125", "1.004")] == "inconsistent", got
    assert got[("0.707 \\times 1000", "707.5")] == "inconsistent", got
    assert got[("\\sin(30)", "0.5")] == "inconsistent", got
    assert got[("10000^-2/256", "0.9306")] == "undecided", got


def test_a_strict_inequality_that_is_an_equality_at_a_test_point_is_not_consistent():
    """θ_i = 10000^{-2i/d} with d = 8: θ_3 = 10^{-3} exactly, so θ_i > 10^{-3} over i = 0 … d/2 - 1 fails at i = 3
    (Arb cannot tell equal sides apart; SymPy can): never 'consistent at N test points'."""
    text = ("# f\n\nThe frequencies are $\\theta_i = 10000^{-2i/d}$ with $d = 8$.\n\n"
            "Again: $\\theta_i > 10^{-3}, i = 0, 1, \\dots, d/2 - 1$. And $\\theta_i > 10^{-4}, i = 0, 1, \\dots, d/2 - 1$.\n")
    items = check_document(read_text("f.md", text))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in items}
    assert got[("\\theta_i", "10^{-3}")] == "undecided", got
    assert got[("\\theta_i", "10^{-4}")] == "consistent", got


def test_two_cases_of_a_value_in_one_sentence_and_an_inverse_sine_in_degrees():
    """'for $d_k = 64$ it is $1/\\sqrt{d_k} = 0.125$ and for $d_k = 16$ it is $1/\\sqrt{d_k} = 0.25$': two cases, no
    finding; \\arctan(1) = 45 is 45° (undecided, as \\tan(45) = 1 is), while \\arctan(1) = 50 fails either way."""
    text = ("# s\n\nThe scale for $d_k = 64$ is $1/\\sqrt{d_k} = 0.125$ and for $d_k = 16$ it is $1/\\sqrt{d_k} = 0.25$.\n\n"
            "So $\\arctan(1) = 45$ and $\\tan(45) = 1$, but $\\arctan(1) = 50$.\n")
    items = check_document(read_text("s.md", text))["items"]
    got = {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in items}
    assert got[("d_k", "16")] == "definition" and got[("1/\\sqrt{d_k}", "0.25")] == "consistent", got
    assert got[("\\arctan(1)", "45")] == "undecided" and got[("\\tan(45)", "1")] == "undecided", got
    assert got[("\\arctan(1)", "50")] == "inconsistent", got


def test_a_value_the_reader_cannot_know_is_shown_as_its_ball_never_as_a_midpoint():
    """Issue 33, probe 15: sin(10^{10^{10}}) is no number the reader can compute; its report shows the ball
    ([+/- 1.01]), not "lhs = 0"."""
    (it,) = check_document(read_text("big.md", "Big: $\\sin(10^{10^{10}}) = 0.5$.\n"))["items"]
    assert it["status"] == "undecided" and it["exact"]["lhs"].startswith("[+/-") and it["exact"]["lhs"] != "0"
