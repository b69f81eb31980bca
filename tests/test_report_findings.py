"""Issue 32, the Markdown report: the errors the arithmetic triage finds automatically are errors like any other
(counted in the index's per-document table and summary, listed in the document page's Errors section with the
relation typeset, both sides, the reason, the counterexample and the bindings with where each came from), the
reader's internal ``detail`` is never shown, and every format's document has a title a reader would give it."""
import json
import re

from gfm_check import problems
from suite.assemble import add_triage, assemble
from suite.reader.check import check_document
from suite.reader.formats import read_text
from suite.report import LABELS, PAGE_LIMIT, display_tex, doc_page, render_pages, triage_anchor
from suite.sources import Documents, document_title

SETTINGS = {"profile": "quick", "reference": "arb", "float_contexts": ["float64"], "conventions_search": 12,
            "sources_checked": True, "partial": False}
DETAIL = "INTERNAL-DETAIL: Traceback (most recent call last)"  # what the reader keeps for its developers only

MD = r"""# Worked numbers

With $d = 4$ we take $\omega_m = 10000^{-2m/d}$ for $m = 0, 1$, so $\omega_1 = 0.02$.

A slip: $3 \times 7 = 24$, a right one: $2^{10} = 1024$, and $\sin(2t) = \sin t \cos t$ for every $t$.
"""


def notebook(cells) -> str:
    """A notebook of ``cells`` ((type, source lines, outputs)) as its file's JSON."""
    return json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {"language_info": {"name": "python"}},
                       "cells": [{"cell_type": t, "metadata": {}, "source": src,
                                  **({"outputs": outs or [], "execution_count": 3} if t == "code" else {})}
                                 for t, src, outs in cells]}, indent=1, ensure_ascii=False)


NOTEBOOK = notebook([
    ("markdown", ["# Rotations in a notebook\n", "\n", "A sentence a claim could cite.\n"], None),
    ("code", ["import math\n", "print(math.cos(0.5))\n"],
     [{"output_type": "stream", "name": "stdout", "text": ["0.8775825618903728\n"]}]),
    ("markdown", ["A slip: $3 \\times 7 = 24$, and $2^{10} = 1024$ holds.\n"], None),
])

TEX = r"""\documentclass{article}
\usepackage{amsmath}
\newcommand{\R}{\mathbb{R}}
\newtheorem{theorem}{Theorem}
\title{Encodings in \LaTeX{}, checked}
\begin{document}
\maketitle
% a comment the view never shows
\section{Encoding}\label{sec:enc}
We take $d = 128$ and define
\begin{equation}
  \theta_i = 10000^{-2i/d} \label{eq:theta}
\end{equation}
\begin{theorem}\label{thm:one}
A sentence of the theorem, over $\R$. A slip: $3 \times 7 = 24$.
\end{theorem}
\begin{proof}
By \eqref{eq:theta} and Section~\ref{sec:enc}; see Theorem~\ref{thm:one}.
\end{proof}
\end{document}
"""


def build(tmp_path, texts: dict) -> dict:
    """The report of the documents ``texts`` ({name: text}) with no claim, and their arithmetic triage (the reader run
    in this process, as ``verify`` runs it beside the claims)."""
    folder = tmp_path / "docs"
    folder.mkdir(exist_ok=True)
    for name, text in texts.items():
        (folder / name).write_text(text, encoding="utf-8")
    rep = assemble([], Documents(folder), [], [], dict(SETTINGS))
    add_triage(rep, {name: check_document(read_text(name, text)) for name, text in texts.items()})
    return rep


def found(rep: dict, doc: str) -> list[dict]:
    return [it for it in rep["triage"] if it["document"] == doc and it["status"] == "inconsistent"]


def test_the_index_counts_the_errors_found_automatically(tmp_path):
    rep = build(tmp_path, {"notes.md": MD})
    auto = found(rep, "notes.md")
    assert {it["link"]["lhs"] for it in auto} == {r"\omega_1", r"3 \times 7", r"\sin(2t)"}
    index = render_pages(rep)["REPORT.md"]
    (row,) = [ln for ln in index.splitlines() if ln.startswith("| [") and "(`notes.md`)" in ln]
    assert row.split(" | ")[1] == "3", row  # the errors column counts the three found automatically
    legend = index[index.index("## Documents"):index.index("| document |")]
    assert "found inconsistent automatically" in legend
    assert "Errors in the sources: 3 errors (3 of them found automatically by the arithmetic triage)" in index
    assert "3 errors (3 of them found automatically by the arithmetic triage); 0 quotes flagged" in index


def test_the_document_page_lists_them_in_its_errors_section(tmp_path):
    rep = build(tmp_path, {"notes.md": MD})
    pages = render_pages(rep)
    page = pages[doc_page("notes.md")]
    errors = page[page.index("## Errors"):page.index("## Notation slips")]
    assert "None." not in errors and "3 errors" in errors
    by = {it["link"]["lhs"]: it for it in found(rep, "notes.md")}
    for it in by.values():  # each one an entry of the section, at the anchor the index links to
        assert f'<a id="{triage_anchor(it["id"])}"></a>\n### {it["id"]}: found automatically' in errors
    entry = lambda lhs: errors.split(f"### {by[lhs]['id']}:")[1].split("###")[0]  # noqa: E731
    slip = entry(r"3 \times 7")
    assert "$$\n3 \\times 7 = 24\n$$" in slip  # the relation as written, typeset
    assert "**What is wrong.** the two sides differ" in slip
    assert re.search(r"\*\*Left and right sides\.\*\* left side `21`, right side `24`", slip), slip  # digits that matter
    assert "**Counterexample.** at `t` = `1`" in entry(r"\sin(2t)")
    used = entry(r"\omega_1")
    assert "**Bindings used.**" in used
    assert "- `\\omega_m` = `10000**(-2*m/d)` (definition, from the document, line 3, column 23)" in used
    assert "- `d` = `4` (value, from the document, line 3, column 7)" in used
    assert problems(pages, set(LABELS), PAGE_LIMIT, display_tex=display_tex) == []


def test_a_page_says_none_only_when_there_is_none(tmp_path):
    rep = build(tmp_path, {"fine.md": "# Fine\n\nHere $2^{10} = 1024$ holds.\n"})
    page = render_pages(rep)[doc_page("fine.md")]
    errors = page[page.index("## Errors"):page.index("## Notation slips")]
    assert "None." in errors and "found automatically" not in errors


def test_the_readers_internal_detail_is_never_shown(tmp_path):
    from suite.htmlview import render_site

    texts = {"notes.md": MD, "book.ipynb": NOTEBOOK, "paper.tex": TEX}
    rep = build(tmp_path, texts)
    for it in rep["triage"]:
        it["detail"] = DETAIL
    assert found(rep, "book.ipynb") and found(rep, "paper.tex")
    shown = list(render_pages(rep).values()) + list(render_site(rep, texts).values())
    assert not [p for p in shown if "INTERNAL-DETAIL" in p]


def test_every_format_has_the_title_a_reader_would_give_it(tmp_path):
    assert document_title(NOTEBOOK, name="book.ipynb") == "Rotations in a notebook"
    assert document_title(NOTEBOOK) == "Rotations in a notebook"  # the format read from the text itself
    no_heading = notebook([("markdown", ["Just text.\n"], None), ("markdown", ["# A later heading\n"], None)])
    assert document_title(no_heading, name="x.ipynb") == ""  # the file name, then
    assert document_title(TEX, name="paper.tex") == "Encodings in LaTeX, checked"
    assert document_title(TEX.replace(r"\title{Encodings in \LaTeX{}, checked}", ""), name="p.tex") == "Encoding"
    assert document_title("\\documentclass{article}\n\\begin{document}\nText.\n\\end{document}\n", name="p.tex") == ""
    page = "<!doctype html><html><head><title>A &amp; B</title></head><body><h1>Heading</h1></body></html>"
    assert document_title(page, name="p.html") == "A & B"
    assert document_title(page.replace("<title>A &amp; B</title>", ""), name="p.html") == "Heading"
    rep = build(tmp_path, {"book.ipynb": NOTEBOOK, "x.ipynb": no_heading, "paper.tex": TEX})
    pages = render_pages(rep)
    assert pages[doc_page("book.ipynb")].startswith("# Rotations in a notebook (`book.ipynb`)\n")
    assert pages[doc_page("x.ipynb")].startswith("# x.ipynb\n")
    assert pages[doc_page("paper.tex")].startswith("# Encodings in LaTeX, checked (`paper.tex`)\n")
