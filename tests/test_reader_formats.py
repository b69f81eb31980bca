"""The reader's first room (suite/reader/formats): one document per format, written here in English and
Chinese, with every formula counted (kinds, environments, labels, where), the line and column of given
formulas in the original file (computed here from the source text), code comments, notebook outputs,
the LaTeX comment and verbatim rules, HTML entities, files that are not text, and the linear scan."""
import time

import pytest

from suite.reader.formats import SUFFIXES, read_file, read_text


def line_col(source: str, needle: str, nth: int = 0) -> tuple[int, int]:
    """Line and column (from 1, in characters) of the ``nth`` occurrence of ``needle`` in ``source``."""
    i = -1
    for _ in range(nth + 1):
        i = source.index(needle, i + 1)
    line = source[:i].count("\n") + 1
    return line, i - (source[:i].rfind("\n") + 1) + 1


def at(doc, offset) -> tuple[int, int]:
    p = doc.place(offset)
    return p.line, p.column


def summary(doc) -> list[tuple]:
    return [(s.kind, s.where, s.env, s.label, s.body.strip()) for s in doc.spans]


# --- Markdown ----------------------------------------------------------------------------------------

MARKDOWN = r"""# Sinusoidal positional encoding

The frequency is $\omega_m = 10000^{-2m/d}$, and a price of \$5 or \$6 is not math.
Inline \(x + 1\) and display:

$$
PE(2, 0) = \sin(2) \approx 0.9093
$$

\begin{equation}\label{eq:dot}
p_0 \cdot p_1 \approx 3.54
\end{equation}

\begin{align*}
a &= 1 \\
b &= 2
\end{align*}

## 例子 $k$

- 当 $d = 4$ 时
1. first $\cos(0) = 1$
| $i$ | $\sin(i)$ |
|---|---|
> 引用 \[ \cos(1) \approx 0.5403 \]

```python
x = math.cos(0.002)  # cos(0.002) ≈ 0.9999
y = 1  // 2 = 0 (floor division, not a comment in Python)
# no relation here 42
```

```c
int z = 3; // 3 * 2 = 6
```

~~~
$not math$ # 1 + 1 = 2
~~~

```math
\sin^2 x + \cos^2 x = 1
```

A dollar across a paragraph $a

b$ opens nothing. Unclosed \( here.

Nor does a dollar $c before a code block
```
code
```
and d$ after it.
"""


def test_markdown_every_formula_is_found_with_its_kind_environment_label_and_place():
    doc = read_text("notes.md", MARKDOWN)
    assert doc.format == "md" and doc.offsets is None
    assert summary(doc) == [
        ("inline", "prose", None, None, r"\omega_m = 10000^{-2m/d}"),
        ("inline", "prose", None, None, "x + 1"),
        ("display", "prose", None, None, r"PE(2, 0) = \sin(2) \approx 0.9093"),
        ("display", "prose", "equation", "eq:dot", "\\label{eq:dot}\np_0 \\cdot p_1 \\approx 3.54"),
        ("display", "prose", "align*", None, "a &= 1 \\\\\nb &= 2"),
        ("inline", "heading", None, None, "k"),
        ("inline", "list", None, None, "d = 4"),
        ("inline", "list", None, None, r"\cos(0) = 1"),
        ("inline", "table", None, None, "i"),
        ("inline", "table", None, None, r"\sin(i)"),
        ("display", "quote", None, None, r"\cos(1) \approx 0.5403"),
        ("code comment", "code", None, None, "cos(0.002) ≈ 0.9999"),
        ("code comment", "code", None, None, "3 * 2 = 6"),
        ("code comment", "code", None, None, "1 + 1 = 2"),
        ("display", "prose", None, None, r"\sin^2 x + \cos^2 x = 1"),
    ]
    assert doc.labels == {"eq:dot": 3}
    for s in doc.spans:
        assert doc.text[s.start:s.end] == s.text and s.text[s.body_start - s.start:].startswith(s.body)
    # places: the first inline formula is on line 3, column 18 (counted by hand), the others found in the text
    assert at(doc, doc.spans[0].start) == (3, 18)
    assert at(doc, doc.spans[3].start) == line_col(MARKDOWN, r"\begin{equation}") == (10, 1)
    assert at(doc, doc.spans[6].start) == line_col(MARKDOWN, "$d = 4$")  # after Chinese characters
    assert at(doc, doc.spans[10].body_start) == line_col(MARKDOWN, r" \cos(1)")
    assert at(doc, doc.spans[11].start) == line_col(MARKDOWN, "cos(0.002) ≈")
    assert at(doc, doc.spans[14].start) == line_col(MARKDOWN, "```math")


def test_markdown_sections_prose_and_the_unclosed_delimiter():
    doc = read_text("notes.md", MARKDOWN)
    assert [(s.level, s.title) for s in doc.sections] == [(1, "Sinusoidal positional encoding"), (2, "例子 $k$")]
    assert doc.section_at(doc.spans[6].start).title == "例子 $k$"
    prose = [doc.text[a:b] for a, b in doc.prose]
    assert any("a price of \\$5 or \\$6 is not math" in p for p in prose)
    for a, b in doc.prose:  # no prose piece holds a formula or a code block
        assert not any(a < s.start < b for s in doc.spans) and "```" not in doc.text[a:b]
    line = MARKDOWN[:MARKDOWN.index("Unclosed")].count("\n") + 1
    assert doc.findings == [f"notes.md: line {line}: \\( is never closed"]


def test_a_txt_file_is_read_exactly_like_markdown():
    md, txt = read_text("notes.md", MARKDOWN), read_text("notes.txt", MARKDOWN.encode("utf-8"))
    assert txt.format == "txt"
    assert [(s.kind, s.start, s.end, s.where, s.env) for s in txt.spans] == \
           [(s.kind, s.start, s.end, s.where, s.env) for s in md.spans]
    assert txt.sections == md.sections and txt.labels == md.labels


# --- LaTeX -------------------------------------------------------------------------------------------

TEX = r"""\documentclass{article}
\usepackage{amsmath}
\newcommand{\pe}[2]{\mathrm{PE}(#1, #2)} % $p = 1$ in the preamble
\begin{document}
\section{Sinusoidal encoding}
For $d = 4$ the first frequency is \(\omega_0 = 1\).
Costs 100\% of $x = 2$ and nothing else. % a comment with $y = 3$ and \(z = 4\)
% \begin{equation} w = 5 \end{equation}
\begin{equation}\label{eq:freq}
\omega_m = 10000^{-2m/d} % \end{equation} in a comment ends nothing
\end{equation}
\begin{equation}
\begin{align}
a &= 1
\end{align}
\end{equation}
\subsection*{数值例子 $k$}
当 $m = 1$ 时 \[ \omega_1 = 0.01 \]
\begin{align*}\label{eq:two}
x &= 1 \\ y &= 2
\end{align*}
\begin{itemize}
\item $\sin(2) \approx 0.9093$
\end{itemize}
\begin{verbatim}
x = 1  # cos(0.002) ≈ 0.9999
$not = math$
\end{verbatim}
\begin{lstlisting}[language=C]
int y = 2; // y = 2 and 3 > 1
\end{lstlisting}
Inline code \verb|$v = 1$| is not math.\\(a line break, then a parenthesis)
$$ e^{i\pi} = -1 $$
\begin{math} 1 + 1 = 2 \end{math}
\end{document}
$after = 1$
"""


def test_tex_every_formula_is_found_with_its_kind_environment_label_and_place():
    doc = read_text("paper.tex", TEX)
    assert summary(doc) == [
        ("inline", "prose", None, None, "d = 4"),
        ("inline", "prose", None, None, r"\omega_0 = 1"),
        ("inline", "prose", None, None, "x = 2"),
        ("display", "prose", "equation", "eq:freq",  # its %-comment is not mathematics: blanked out
         "\\label{eq:freq}\n\\omega_m = 10000^{-2m/d}"),
        ("display", "prose", "equation", None, "\\begin{align}\na &= 1\n\\end{align}"),  # one span, the outer
        ("inline", "heading", None, None, "k"),
        ("inline", "prose", None, None, "m = 1"),
        ("display", "prose", None, None, r"\omega_1 = 0.01"),
        ("display", "prose", "align*", "eq:two", "\\label{eq:two}\nx &= 1 \\\\ y &= 2"),
        ("inline", "list", None, None, r"\sin(2) \approx 0.9093"),
        ("code comment", "code", None, None, "cos(0.002) ≈ 0.9999"),
        ("code comment", "code", None, None, "y = 2 and 3 > 1"),
        ("display", "prose", None, None, r"e^{i\pi} = -1"),
        ("inline", "prose", "math", None, "1 + 1 = 2"),
    ]
    assert doc.labels == {"eq:freq": 3, "eq:two": 8}
    assert [(s.level, s.title) for s in doc.sections] == [(1, "Sinusoidal encoding"), (2, "数值例子 $k$")]
    assert at(doc, doc.spans[0].start) == (6, 5)  # counted by hand
    assert at(doc, doc.spans[7].start) == line_col(TEX, r"\[ \omega_1")  # after Chinese characters
    assert at(doc, doc.spans[8].start) == line_col(TEX, r"\begin{align*}")
    assert at(doc, doc.spans[10].start) == line_col(TEX, "cos(0.002)")
    assert doc.findings == []


def test_tex_comments_verbatim_preamble_and_the_end_of_the_document_hold_no_formula():
    doc = read_text("paper.tex", TEX)
    bodies = " ".join(s.body for s in doc.spans)
    for absent in ("p = 1", "y = 3", "z = 4", "w = 5", "not = math", "v = 1", "after = 1"):
        assert absent not in bodies, absent
    assert "x = 2" in bodies  # \% is a percent sign, not a comment
    comment_line = TEX.index("% a comment")
    assert not any(comment_line <= s.start < TEX.index("\n", comment_line) for s in doc.spans)
    prose = "".join(doc.text[a:b] for a, b in doc.prose)
    assert "Costs 100\\% of" in prose and "a comment with" not in prose and "newcommand" not in prose


def test_tex_without_a_document_environment_is_read_from_the_start():
    doc = read_text("snippet.tex", "A formula $a = 1$ here.\n\\section{Two}\n% $b$\n\\[ c \\]\n\\( never closed\n")
    assert summary(doc) == [("inline", "prose", None, None, "a = 1"), ("display", "prose", None, None, "c")]
    assert doc.findings == ["snippet.tex: line 5: \\( is never closed"]


# --- Jupyter notebook --------------------------------------------------------------------------------

NOTEBOOK = r"""{
 "cells": [
  {
   "cell_type": "markdown",
   "metadata": {},
   "source": [
    "# 正弦位置编码\n",
    "When $d = 4$, the frequencies are $\\omega_0 = 1$ and\n",
    "$$\\omega_1 = 10000^{-2/4} = 0.01$$\n"
   ]
  },
  {
   "cell_type": "code",
   "execution_count": 1,
   "metadata": {},
   "source": "import math\nprint(math.cos(0.002))  # cos(0.002) ≈ 0.9999\n",
   "outputs": [
    {"output_type": "stream", "name": "stdout", "text": ["0.999998 # x = 1\n", "$not = 1$\n"]},
    {"output_type": "execute_result", "execution_count": 1, "metadata": {},
     "data": {"text/latex": ["$\\displaystyle \\frac{1}{2} = 0.5$"], "text/plain": ["1/2"]}},
    {"output_type": "display_data", "metadata": {}, "data": {"text/markdown": "Markdown output: $e = 2.718$"}}
   ]
  },
  {"cell_type": "markdown", "metadata": {}, "source": "中文：$\\sin(\\frac{\\pi}{2}) = 1$ \u00e9 \"q\""}
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
"""


def test_notebook_cells_code_comments_and_outputs_are_read():
    doc = read_text("analysis.ipynb", NOTEBOOK.encode("utf-8"))
    assert doc.findings == []
    assert summary(doc) == [
        ("inline", "prose", None, None, "d = 4"),
        ("inline", "prose", None, None, r"\omega_0 = 1"),
        ("display", "prose", None, None, "\\omega_1 = 10000^{-2/4} = 0.01"),
        ("code comment", "code", None, None, "cos(0.002) ≈ 0.9999"),
        ("inline", "output", None, None, r"\displaystyle \frac{1}{2} = 0.5"),
        ("inline", "output", None, None, "e = 2.718"),
        ("inline", "prose", None, None, r"\sin(\frac{\pi}{2}) = 1"),
    ]
    assert "0.999998 # x = 1" in doc.text  # the stream is read, as a plain block: no comment, no math there
    assert "```python\nimport math\n" in doc.text
    assert [(s.level, s.title) for s in doc.sections] == [(1, "正弦位置编码")]


def test_notebook_places_are_lines_and_columns_of_the_json_file():
    doc = read_text("analysis.ipynb", NOTEBOOK.encode("utf-8"))
    assert len(doc.offsets) == len(doc.text) and doc.source == NOTEBOOK
    d4, omega1, comment, latex, markdown_out, sine = (doc.spans[k] for k in (0, 2, 3, 4, 5, 6))
    assert at(doc, d4.start) == (8, 11)  # counted by hand: "When $d = 4$" on line 8
    assert at(doc, omega1.start) == line_col(NOTEBOOK, "$$\\\\omega_1")
    assert at(doc, omega1.body_start) == line_col(NOTEBOOK, "\\\\omega_1")  # an escape: its first character
    assert at(doc, comment.start) == line_col(NOTEBOOK, "cos(0.002) ≈")
    assert at(doc, latex.start) == line_col(NOTEBOOK, "$\\\\displaystyle")
    assert at(doc, markdown_out.start) == line_col(NOTEBOOK, "$e = 2.718$")
    assert at(doc, sine.end - 1) == line_col(NOTEBOOK, "$ \\u00e9")
    assert at(doc, doc.text.index("é")) == line_col(NOTEBOOK, "\\u00e9")
    assert at(doc, doc.text.index('"q"')) == line_col(NOTEBOOK, '\\"q')
    # what the reader adds (the fence of a code cell, the blank line between cells) is at the cell's brace
    assert at(doc, doc.text.index("```python")) == (12, 3)
    assert at(doc, doc.text.index("\n\n中文")) == line_col(NOTEBOOK, '{"cell_type": "markdown", "metadata": {}, "source": "中')


def test_a_broken_notebook_is_a_finding_not_an_exception():
    doc = read_text("broken.ipynb", NOTEBOOK[:200])
    assert doc.spans == [] and doc.text == ""
    assert len(doc.findings) == 1 and doc.findings[0].startswith("broken.ipynb is not valid JSON")
    assert read_text("empty.ipynb", '{"metadata": {}}').findings == ["empty.ipynb holds no notebook cells"]


def test_notebook_code_cells_use_the_notebook_language():
    nb = ('{"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "source": ["int x = 1; // 2 * 3 = 6\\n",'
          ' "# 1 + 1 = 3\\n"]}], "metadata": {"language_info": {"name": "C++"}}}')
    doc = read_text("c.ipynb", nb)
    assert "```c++\n" in doc.text
    assert summary(doc) == [("code comment", "code", None, None, "2 * 3 = 6")]


# --- saved web page ----------------------------------------------------------------------------------

HTML = r"""<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>Encoding $t = 1$</title>
<script>
window.MathJax = {tex: {inlineMath: [['$', '$'], ['\\(', '\\)']]}};
var s = "$not = math$";
</script>
<style>p::after { content: "$x = 9$"; }</style>
</head>
<body>
<h1>正弦位置编码</h1>
<p>When $a &lt; b$ and <em>\(c &amp; d\)</em> hold, $$x<br>= 1$$.</p>
<p title="$attr = 1$">Nothing in attributes.</p>
<h2>Numbers \(n\)</h2>
<ul><li>$\sin(2) \approx 0.9093$</li></ul>
<table><tr><td>\[ \cos(0) = 1 \]</td></tr></table>
<blockquote>$q &gt; 0$</blockquote>
<pre><code># $code$ = 1</code></pre>
<script type="math/tex; mode=display">e^{i\pi} + 1 = 0</script>
<script type="math/tex">k < 1</script>
<!-- $comment = 1$ -->
<p>An unpaired $ in one paragraph</p><p>and another $ in the next.</p>
<p>\begin{equation}\label{eq:html} y = 2 \end{equation}</p>
</body>
</html>
"""


def test_html_every_formula_is_found_entities_decoded_tags_removed():
    doc = read_text("page.html", HTML)
    assert summary(doc) == [
        ("inline", "prose", None, None, "a < b"),
        ("inline", "prose", None, None, "c & d"),
        ("display", "prose", None, None, "x\n= 1"),
        ("inline", "heading", None, None, "n"),
        ("inline", "list", None, None, r"\sin(2) \approx 0.9093"),
        ("display", "table", None, None, r"\cos(0) = 1"),
        ("inline", "quote", None, None, "q > 0"),
        ("display", "prose", None, None, r"e^{i\pi} + 1 = 0"),
        ("inline", "prose", None, None, "k < 1"),
        ("display", "prose", "equation", "eq:html", r"\label{eq:html} y = 2"),
    ]
    assert doc.spans[0].text == "$a &lt; b$"  # the text is the file's; the body is decoded
    assert doc.labels == {"eq:html": 9}
    assert [(s.level, s.title) for s in doc.sections] == [(1, "正弦位置编码"), (2, r"Numbers \(n\)")]
    assert at(doc, doc.spans[0].start) == (14, 9)  # counted by hand
    assert at(doc, doc.spans[2].start) == line_col(HTML, "$$x<br>")
    assert at(doc, doc.spans[8].start) == line_col(HTML, '<script type="math/tex">')
    prose = [doc.text[a:b] for a, b in doc.prose]
    assert "Nothing in attributes." in prose and not any("not = math" in p or "<" in p for p in prose)


def test_html_inline_delimiters_follow_the_page_configuration():
    body = "<body><p>Dollars $a = 1$ and parentheses \\(b = 2\\).</p></body>"
    config = "<head><script>MathJax = {tex: {inlineMath: [['\\\\(', '\\\\)']]}};</script></head>"
    assert [s.body for s in read_text("plain.html", body).spans] == ["a = 1", "b = 2"]  # no configuration: both
    assert [s.body for s in read_text("conf.html", config + body).spans] == ["b = 2"]  # '$' not configured
    dollars = config.replace("['\\\\(', '\\\\)']", "['$', '$']")
    assert [s.body for s in read_text("conf.htm", dollars + body).spans] == ["a = 1"]


# --- files that are not text, and the linear scan ----------------------------------------------------

def test_a_file_that_is_not_utf8_or_is_binary_is_a_finding_naming_it(tmp_path):
    doc = read_text("latin1.md", "Prix: 5 $x$ coût".encode("latin-1"))  # "û" is the byte 0xfb, the 15th
    assert doc.spans == [] and doc.text == ""
    assert doc.findings == ["latin1.md is not UTF-8 text (byte 0xfb at offset 14)"]
    p = tmp_path / "image.tex"
    p.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR $x$")
    doc = read_file(p)
    assert doc.spans == [] and len(doc.findings) == 1 and "image.tex is binary" in doc.findings[0]
    assert doc.path == p
    missing = read_file(tmp_path / "missing.md")
    assert missing.findings and missing.findings[0].startswith("missing.md cannot be read")


def test_a_byte_order_mark_is_dropped_and_places_stay_right():
    doc = read_text("bom.md", b"\xef\xbb\xbf$x = 1$\n")
    assert doc.text == "$x = 1$\n" and at(doc, doc.spans[0].start) == (1, 1)


def test_every_suffix_has_a_reader():
    for suffix in SUFFIXES:
        doc = read_text("doc" + suffix, "")
        assert doc.format and not any("no reader" in f for f in doc.findings), suffix
    assert "no reader" in read_text("doc.pdf", "x").findings[0]


@pytest.mark.parametrize("name", ["big.md", "big.tex", "big.html"])
def test_unclosed_openers_scan_in_linear_time(name):
    text = "x \\( y z.\n" * 100_000  # 1 MB, 100 000 \( never closed
    t0 = time.perf_counter()
    doc = read_text(name, text)
    elapsed = time.perf_counter() - t0
    assert elapsed < 10.0, f"{name}: {elapsed:.2f} s"  # quadratic scanning took 124 s; linear is about 0.5 s
    assert doc.spans == [] and doc.findings[0] == f"{name}: line 1: \\( is never closed"
    assert doc.findings[-1] == f"{name}: 99990 more unclosed delimiters"


def test_a_slide_deck_page_is_read_from_its_markdown_source():
    """remark.js and reveal.js pages hold their slides as Markdown in a <textarea> (or a template script) that the
    browser renders: that source is read as Markdown, at its place in the file."""
    from suite.reader.formats import read_text

    page = ("<html><head><title>Deck</title></head><body>\n<textarea id=\"source\">\n# Softmax\n\n"
            "The first weight is $$\\frac{e^{1}}{e^{1} + e^{2}} \\approx 0.2689$$ and a slip "
            "$$2^{10} = 1000$$\n</textarea>\n<script src=\"remark.js\"></script></body></html>\n")
    doc = read_text("deck.html", page)
    assert [s.body.strip() for s in doc.spans] == ["\\frac{e^{1}}{e^{1} + e^{2}} \\approx 0.2689", "2^{10} = 1000"]
    s = doc.spans[1]
    assert page[s.start:s.end] == "$$2^{10} = 1000$$" and doc.place(s.start).line == 5
    assert [x.title for x in doc.sections] == ["Softmax"]
    plain = read_text("page.html", page.replace('id="source"', 'id="notes"'))
    assert plain.spans == []  # any other textarea holds no math


def test_a_slide_decks_markdown_escapes_in_math_are_undone_as_its_renderer_undoes_them():
    """In a deck's Markdown source, m\\_t, a row break \\\\\\\\ and p(c\\|w) reach the math renderer as m_t, \\\\ and p(c|w)."""
    from suite.reader.formats import read_text

    page = ("<html><body>\n<textarea id=\"source\">\n"
            "$$m\\_t = \\gamma m\\_{t-1} \\\\\\\\ p(c\\|w) = 1$$\n</textarea>\n<script src=\"remark.js\"></script>"
            "</body></html>\n")
    doc = read_text("deck.html", page)
    assert [s.body.strip() for s in doc.spans] == ["m_t = \\gamma m_{t-1} \\\\ p(c|w) = 1"]
    plain = read_text("page.html", "<html><body><p>$$m\\_t = 1$$</p></body></html>\n")
    assert [s.body.strip() for s in plain.spans] == ["m\\_t = 1"]  # outside a deck, the TeX is as written


def test_printed_numbers_in_the_prose_are_passed_over_without_trying_every_split_of_their_digits():
    # a numpy array printed as text: the plain-arithmetic pattern once tried every split of each run of digits and
    # spaces (a 4-row array took minutes); the guard is a hang guard, far above the milliseconds it takes
    import signal

    rows = "\n".join(f"pos  {k}   [ 0.84147098  0.54030231  0.00999983  0.99995   -0.41614684  0.01999867 ]"
                     for k in range(8))

    def hang(*_):
        raise TimeoutError("the plain-arithmetic scan of a block of numbers did not end")

    old = signal.signal(signal.SIGALRM, hang)
    signal.alarm(20)
    try:
        doc = read_text("notes.md", f"# Array\n\n{rows}\n\nand {rows}\n")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    assert [s for s in doc.spans if s.kind == "plain"] == []


NUMBERS_IN_PROSE = """# Prose arithmetic

The last one is 10000^(-62/64) ≈ 1.33e-4, and 10000^(-62/64) ≈ 1.33 × 10^-4.

We have 50,000 × 512 = 25,600,000 and 2^10 = 1,024 and 4,096 / 64 = 64.

So 1/4 = 25% and 64/512 = 12.5%. Heads 0-7 = 8 heads. And 3 * 5 = 1 (mod 7).

But ln(2) ≈ 0.6931 and 2 * 3 = 7.
"""


def test_prose_arithmetic_takes_a_whole_number_on_each_side_and_no_range_or_modulus():
    doc = read_text("notes.md", NUMBERS_IN_PROSE)
    # (numbers with thousands separators are whole numbers: 25,600,000 is read whole, never its 25 or its 000)
    # (e-notation is read whole: 1.33e-4, never its 1.33; 1.33 × 10^-4 is not read)
    assert [s.body for s in doc.spans if s.kind == "plain"] == ["10000^(-62/64) ≈ 1.33e-4",
                                                                "50,000 × 512 = 25,600,000", "2^10 = 1,024",
                                                                "4,096 / 64 = 64", "ln(2) ≈ 0.6931", "2 * 3 = 7"]


MORE_PROSE = """# More prose

So d/2 + 1 = 33 and x^2 + 1 = 5 for x = 2, and L - 2 × 64 = 384 for L = 512.

Also 3 × 5 = 1 modulo 7, and 2/15000 ≈ 1.33 ⋅ 10^-4, and 512 × 2 = 1 024.

But 2 - 1 = 1 and 512 - 64 = 446.
"""


def test_prose_arithmetic_never_takes_the_tail_of_a_longer_expression():
    doc = read_text("notes.md", MORE_PROSE)
    assert [s.body for s in doc.spans if s.kind == "plain"] == ["2 - 1 = 1", "512 - 64 = 446"]


def test_prose_arithmetic_never_takes_the_head_of_a_right_side_that_goes_on():
    """'10000^(-2×1/256) = 10000^(-0.0078)' is no claim that the power equals 10000: a right side read only up to
    its first number would flag it (and '3 × 4 = 10 + 2', '1 + 1 = 2π')."""
    doc = read_text("notes.md", "# R\n\nSo 10000^(-2×1/256) = 10000^(-0.0078) ≈ 0.9307, then 3 × 4 = 10 + 2 = 12, "
                                "and 4 × 3 = 2(6), 1 + 1 = 2π, 6 / 3 = 2 ** 1, 2 + 2 = 4 x 1 and 7 - 3 = 4 here.\n")
    assert [s.body for s in doc.spans if s.kind == "plain"] == ["10000^(-0.0078) ≈ 0.9307", "10 + 2 = 12",
                                                                "7 - 3 = 4"]


def test_prose_arithmetic_takes_no_number_with_a_magnitude_word_a_unit_of_its_own_or_a_fraction_and_no_date():
    doc = read_text("notes.md", "# U\n\nWe have 4 × 1024 = 4K and 2^10 = 1K and 2^30 = 1 GiB and 1000 × 1000 = 1 "
                                "million and 12.6 / 4.1 = 3x and 5 × 0.5 = 2½ and 7 / 2 = 3 1/2, and "
                                "2023-12-25 - 2023-12-20 = 5 days, but 2 × 3 = 6 items.\n")
    # (4K and 1K are magnitudes read with the number; 1 GiB is a unit on the right side only, a conversion)
    assert [s.body for s in doc.spans if s.kind == "plain"] == ["4 × 1024 = 4K", "2^10 = 1K", "2 × 3 = 6"]


def test_a_list_bullet_is_no_minus_and_a_range_with_its_count_is_no_difference():
    doc = read_text("notes.md", "# L\n\nDimensions 0 - 63 = 64 values per head.\n\n- 2 × 64 = 128 dimensions\n"
                                "- 0 - 63 = 64 positions\n\nWith $d = 512$, $d$ - 2 × 64 = 384 dimensions remain.\n")
    assert [s.body for s in doc.spans if s.kind == "plain"] == ["2 × 64 = 128"]  # ($d$ - 2 × 64: a longer expression)


def test_worked_arithmetic_in_backticks_is_read_but_not_a_programs_printout():
    """`1.78 / 4.56 = 0.39` and `e^0.577 = 1.78` in backticks are the text's arithmetic (read as in a block: a miss under
    1 % is no finding); `0.1 + 0.2 = 0.30000000000000004` and `7 / 2 = 3` are what a program prints; e^2 where the
    document makes e a variable is not Euler's number."""
    doc = read_text("notes.md", "# A\n\nWe get `1 / 1.732 = 0.577`, `e^0.577 = 1.78` and `1.78 / 4.56 = 0.49`.\n\n"
                                "In Python, `0.1 + 0.2 = 0.30000000000000004`, and `7 / 2 = 3` in C.\n")
    spans = [s for s in doc.spans if s.kind == "plain"]
    assert [s.body for s in spans] == ["1 / 1.732 = 0.577", "e^0.577 = 1.78", "1.78 / 4.56 = 0.49"]
    assert {s.where for s in spans} == {"code block"}
    doc = read_text("notes.md", "# E\n\nLet e = 4 be the edge. Then `e^2 = 16` and e^2 = 16, but 2^4 = 16.\n")
    assert [s.body for s in doc.spans if s.kind == "plain"] == ["2^4 = 16"]


def test_a_power_of_a_bracket_typed_in_backticks_is_read_as_the_power():
    """`θ = m / (10000^(2i / d))` in backticks: ^( … ) is the power of the bracket (TeX would raise the bracket alone)."""
    doc = read_text("notes.md", "# R\n\nThe angle is `θ_{m,i} = m / (10000^(2i / d))` and `α = 2^(2^(1))`.\n")
    # (the exponent braced without its brackets, which would read as a label, c^{(k)}; a lone number keeps them)
    assert [s.body for s in doc.spans if s.kind == "inline"] == ["θ_{m,i} = m / (10000^{2i / d})", "α = 2^{2^{(1)}}"]


def test_a_notebooks_malformed_cells_are_findings_never_an_empty_reading_without_a_word():
    raw = ('{"cells": [{"cell_type": 5, "source": 7}, {"cell_type": "markdown", "source": {"a": 1}}, "x", '
           '{"cell_type": "slide", "source": "$1 = 2$"}, {"cell_type": "markdown", "source": ["Sum $2 + 2 = 5$"]}], '
           '"nbformat": 4}')
    doc = read_text("cells.ipynb", raw)
    assert [f.split(": ", 1)[1] for f in doc.findings] == [
        "cell 0 has a cell_type that is not a string (5): not read",
        "cell 1 has a source that is neither a string nor a list of strings: not read",
        "cell 2 is not a JSON object: not read",
        "cell 3 has the cell_type 'slide', which notebooks do not have: not read"]
    assert [s.body.strip() for s in doc.spans] == ["2 + 2 = 5"]


KATEX = ('<html><body><p>The angle is <span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/'
         '1998/Math/MathML"><semantics><mrow><mi>θ</mi></mrow><annotation encoding="application/x-tex">\\theta_1 = '
         '10000^{-2/4} = 0.01</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span '
         'class="base"><span class="mord mathnormal">θ</span><span class="mord">1 = 0.02</span></span></span></span>'
         '.</p><p><span class="katex-display"><span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3'
         '.org/1998/Math/MathML" display="block"><semantics><mrow></mrow><annotation encoding="application/x-tex">a '
         '&lt; b + 1</annotation></semantics></math></span><span class="katex-html" aria-hidden="true">a&lt;b</span>'
         '</span></span></p></body></html>\n')


def test_html_rendered_by_katex_is_read_from_its_tex_annotations_not_its_glyphs():
    # a page KaTeX rendered keeps no $…$: its TeX is in <annotation encoding="application/x-tex"> (display inside
    # <math display="block">), entities decoded; the glyphs of katex-html ("1 = 0.02") are not read as text
    doc = read_text("page.html", KATEX)
    spans = [(s.kind, s.body) for s in doc.spans]
    assert spans == [("inline", "\\theta_1 = 10000^{-2/4} = 0.01"), ("display", "a < b + 1")], spans
    assert "0.02" not in " ".join(doc.text[a:b] for a, b in doc.prose)
