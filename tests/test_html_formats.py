"""Issue 32, the HTML reading view: a notebook shown as its cells, a LaTeX source as text (its sections, theorems,
references and numbered equations as LaTeX sets them, its preamble and comments not shown), and in every format
the errors the arithmetic triage finds automatically highlighted on their text, each with its finding card, and
counted with the document's errors; a statement the rendering cannot place is listed, never dropped."""
import html as H
import json
import re

import pytest

from suite.htmlview import (automatic, latex_html, mathjax_file, notebook_html, page_name, render_site,
                            statements, write_site)
from test_html_reading import _read
from test_report_findings import MD, NOTEBOOK, TEX, build, found


def _article(page: str) -> str:
    return page[page.index("<article"):page.index("</article>")]


def _card(page: str, k: int) -> str:
    return re.search(r'<section class="finding[^"]*" id="st-%d">(.*?)</section>' % k, page, re.S).group(1)


def _statement_of(page: str, text: str) -> str:
    """The statement whose highlight shows ``text`` (exactly)."""
    p = _read(page)
    hits = [s for s, shown in p.lit.items() if H.unescape("".join(shown)) == text]
    assert hits, (text, dict(p.lit))
    return hits[0]


def _row(quote: str, raw: str, verdict: str = "proved") -> dict:
    """A claim's citation of ``quote`` (its place in the file ``raw``), as the assembler writes it."""
    a = raw.index(quote)
    return {"start": a, "end": a + len(quote), "quote": quote, "verdict": verdict, "role": "asserts",
            "claim": None, "locator": "§1", "line": 1, "column": 1, "fidelity": "exact"}


def test_a_notebook_is_shown_as_its_cells_with_its_errors_highlighted(tmp_path):
    rep = build(tmp_path, {"book.ipynb": NOTEBOOK})
    rep["documents"]["book.ipynb"]["rows"].append(_row("A sentence a claim could cite.", NOTEBOOK))
    (slip,) = found(rep, "book.ipynb")
    page = render_site(rep, {"book.ipynb": NOTEBOOK})[page_name("book.ipynb")]
    doc = _article(page)
    assert '"cell_type"' not in doc and '"nbformat"' not in doc  # not its JSON
    assert '<div class="cell md"><h1>Rotations in a notebook</h1>' in doc  # a Markdown cell rendered as Markdown
    assert re.search(r'<div class="prompt">In \[3\]:</div><pre><code class="language-python">import math\n'
                     r'print\(math\.cos\(0\.5\)\)\n</code></pre><pre class="output">0\.8775825618903728\n</pre>', doc)
    assert "<h1>Rotations in a notebook</h1>" in page.split("<main", 1)[0]  # the title: the first heading
    st = _statement_of(page, "$3 \\times 7 = 24$")  # the error found automatically, on its text in the cell
    assert _statement_of(page, "A sentence a claim could cite.")  # a claim's quote, placed through the JSON's offsets
    card = _card(page, int(st[3:]))
    assert "found automatically" in card and slip["id"] in card and "What is wrong." in card
    assert re.search(r"left side <code>21</code>, right side <code>24</code>", card)  # the digits that matter
    assert '<p class="counts">1 error (found automatically)' in page
    assert f'<a href="#{st}">{slip["id"]}</a>' in page  # in the list of the document's errors
    (a, b, it), = automatic(rep, "book.ipynb", NOTEBOOK)
    assert (a, b) != (it["start"], it["end"]) and json.loads('"' + NOTEBOOK[a:b] + '"') == "$3 \\times 7 = 24$"


def test_a_latex_source_is_shown_as_text_with_its_numbers_and_its_errors(tmp_path):
    rep = build(tmp_path, {"paper.tex": TEX})
    rep["documents"]["paper.tex"]["rows"].append(_row("A sentence of the theorem, over $\\R$.", TEX))
    (slip,) = found(rep, "paper.tex")
    page = render_site(rep, {"paper.tex": TEX})[page_name("paper.tex")]
    doc = _article(page)
    text = _read(doc).prose
    for hidden in ("documentclass", "usepackage", "newcommand", "newtheorem", "a comment the view never shows",
                   "\\label", "\\begin{theorem}", "\\begin{proof}", "\\section", "\\maketitle", "\\eqref", "\\ref"):
        assert hidden not in doc, hidden  # the preamble, the comments and the markup are not shown
    assert '<h1 class="title">Encodings in LaTeX, checked</h1>' in doc
    assert '<h2><span class="secnum">1</span> Encoding</h2>' in doc
    assert re.search(r"\\theta_i = 10000\^\{-2i/d\}\s*\\tag\{1\}\s*\\end\{equation\}", H.unescape(doc))  # its label dropped
    assert "Theorem 1." in text and "Proof." in text and "∎" in text
    assert "By (1) and Section\u00a01; see Theorem\u00a01." in text  # \eqref, \ref resolved
    assert '"R": "\\\\mathbb{R}"' in page.split("</script>", 1)[0]  # the preamble's macros given to MathJax
    st = _statement_of(page, "$3 \\times 7 = 24$")
    card = _card(page, int(st[3:]))
    assert "found automatically" in card and "the two sides differ" in card
    assert _statement_of(page, "A sentence of the theorem, over $\\R$.")  # a claim's quote inside the theorem
    assert '<p class="counts">1 error (found automatically)' in page
    assert "<h1>Encodings in LaTeX, checked</h1>" in page.split("<main", 1)[0]


def test_a_markdown_documents_errors_found_automatically_are_highlighted_and_counted(tmp_path):
    rep = build(tmp_path, {"notes.md": MD})
    auto = found(rep, "notes.md")
    site = render_site(rep, {"notes.md": MD})
    page = site[page_name("notes.md")]
    assert '<p class="counts">3 errors (3 of them found automatically)' in page
    for it in auto:
        st = _statement_of(page, MD[it["start"]:it["end"]])
        assert f'<a href="#{st}">{it["id"]}</a>' in page
    st = _statement_of(page, "$\\omega_1 = 0.02$")
    card = _card(page, int(st[3:]))
    assert "Bindings used." in card and "(definition, from the document, line 3, column 23)" in card
    assert "<code>\\omega_m</code> = <code>10000**(-2*m/d)</code>" in card
    st = _statement_of(page, "$\\sin(2t) = \\sin t \\cos t$")
    assert "Counterexample.</b> at <code>t</code> = <code>1</code>" in _card(page, int(st[3:]))
    assert "3 errors (3 found automatically; 0 quotes flagged)" in site["index.html"]


def test_a_finding_the_rendering_cannot_place_is_listed_not_dropped(tmp_path):
    """A statement in a LaTeX source's preamble, in a \\label, in a notebook's metadata: after the text, linked."""
    raw = TEX
    stmts = [{"start": raw.index("\\newcommand"), "end": raw.index("\\newtheorem"), "class": "false", "quote": "pre"},
             {"start": raw.index("sec:enc}"), "end": raw.index("sec:enc}") + 7, "class": "false", "quote": "lab"}]
    out = latex_html(raw, stmts)
    orphans = out[out.index('<p class="orphans">'):]
    assert 'href="#st-0"' in orphans and 'href="#st-1"' in orphans and 'id="q-0"' in orphans
    nb_stmt = [{"start": NOTEBOOK.index('"nbformat"'), "end": NOTEBOOK.index('"nbformat"') + 5, "class": "false",
                "quote": "meta"}]
    out = notebook_html(NOTEBOOK, nb_stmt)
    assert 'href="#st-0"' in out[out.index('<p class="orphans">'):]
    rep = build(tmp_path, {"book.ipynb": NOTEBOOK})
    changed = NOTEBOOK.replace("A slip: $3 \\\\times 7 = 24$, and ", "")  # the file changed since its report
    assert [st for st in statements(rep, "book.ipynb", changed) if st["auto"]], "its finding is kept"
    page = render_site(rep, {"book.ipynb": changed})[page_name("book.ipynb")]
    assert found(rep, "book.ipynb")[0]["id"] in page


@pytest.mark.skipif(mathjax_file() is None, reason="the mathjax package (django-static-mathjax) is not installed")
def test_in_a_browser_a_latex_source_and_a_notebook_typeset_without_an_error(tmp_path):
    from test_html_view import _browser, _console, _dump_dom, _write

    browser = _browser()
    texts = {"paper.tex": TEX, "book.ipynb": NOTEBOOK}
    rep = build(tmp_path, texts)
    write_site(tmp_path / "html", rep, texts, _write, markdown_root=None)
    for doc, formulas in (("paper.tex", 4), ("book.ipynb", 2)):
        out = _dump_dom(browser, (tmp_path / "html" / page_name(doc)).as_uri())
        dom = out.stdout
        containers = re.findall(r"<mjx-container.*?</mjx-container>", dom, re.S)
        errors = [m for c in containers for m in re.findall(r'data-mjx-error="([^"]*)"', c)]
        assert errors == [], f"{doc}: {errors}\n{_console(out.stderr)}"
        article = _article(dom)
        assert len(re.findall(r"<mjx-container", article)) == formulas, _console(out.stderr)
        assert not re.search(r"\\(?:begin|end|label|tag|newcommand)\b", re.sub(r"<mjx-container.*?</mjx-container>", "",
                                                                                 article, flags=re.S))
    tex = _article(_dump_dom(browser, (tmp_path / "html" / page_name("paper.tex")).as_uri()).stdout)
    assert "<mtext>(1)</mtext>" in tex.replace(" ", "") or ">(1)<" in tex  # the equation's number, set by MathJax
