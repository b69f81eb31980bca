"""Every formula the documents write typesets in the HTML view: MathJax (the installed bundle, configured as the
view configures it: suite.htmlview.mathjax_config) typesets each formula of each document in the sources folders in
the headless browser, and a formula it cannot typeset is named, with its document and line."""
import re

import pytest

from suite.htmlview import MATHJAX, TEX_EXTENSIONS, markdown_html, mathjax_file, page_name, write_site
from test_html_view import _browser, _console, _dump_dom, _typeset_check, _write

pytestmark = pytest.mark.skipif(mathjax_file() is None,
                                reason="the mathjax package (django-static-mathjax) is not installed")


# --- the formulas of a document ------------------------------------------------------------------------------------

def _formulas(path) -> list[tuple[int, str, str, bool]]:
    """(line, kind, TeX, display) of each formula of the document at ``path``, in reading order; code comments
    (arithmetic, not TeX) left out.  A bare environment is typeset whole (\\begin … \\end), any other span without
    its delimiters."""
    from suite.reader.formats import read_file

    doc = read_file(path)
    spans = [(doc.place(s.start).line, s) for s in doc.spans]
    out = []
    for line, s in spans:
        if s.kind not in ("inline", "display"):
            continue
        bare_env = getattr(s, "env", None) and s.text.lstrip().startswith("\\begin")
        out.append((line, s.kind, s.text if bare_env else s.body, s.kind == "display"))
    return out


def _failures(browser, folder, paths) -> tuple[int, list[str]]:
    """Typeset every formula of the documents at ``paths``: (how many formulas, one line for each that failed:
    ``document:line: kind formula 'TeX': MathJax's message``)."""
    formulas, places = [], []
    for path in paths:
        for line, kind, tex, display in _formulas(path):
            formulas.append((str(path), tex, display))
            places.append(f"{path}:{line}: {kind} formula {tex!r}")
    result = _typeset_check(browser, folder, formulas)
    return len(formulas), [f"{place}: {'; '.join(msgs)}" for place, msgs in zip(places, result) if msgs]


# --- the documents of the sources folders -----------------------------------------------------------------------------

def test_every_formula_of_every_document_in_the_sources_folders_typesets(tmp_path):
    from suite.sources import document_files, folders_from_env

    browser = _browser()
    folders = folders_from_env()
    docs = document_files(folders)
    if not docs:
        pytest.skip(f"no documents in the sources folders ({', '.join(map(str, folders))}: PE_SOURCES)")
    paths = [p for ps in docs.values() for p in ps]
    n, failures = _failures(browser, tmp_path / "check", paths)
    assert n > 0 or not any(re.search(r"\$|\\\[|\\\(|\\begin\{", p.read_text(encoding="utf-8")) for p in paths), \
        "no formula found in documents that write math"
    assert not failures, (f"MathJax (as the HTML view configures it) cannot typeset {len(failures)} of the {n} formulas "
                          f"of the {len(paths)} documents:\n" + "\n".join(failures[:40]))


# --- documents written here -------------------------------------------------------------------------------------------

EN = r"""# Sinusoidal positional encoding

The encoding of position $m$ is the vector $\boldsymbol{p}_m \in \mathbb{R}^d$ with
$$
p_{m,2i} = \sin\!\left(\frac{m}{10000^{2i/d}}\right), \qquad p_{m,2i+1} = \cos\!\left(\frac{m}{10000^{2i/d}}\right).
$$
With $\omega_i = 10000^{-2i/d}$ a shift by $k$ is a rotation, $\bm{p}_{m+k} = R(k)\,\bm{p}_m$, where
\begin{equation}
R_i(k) = \begin{pmatrix} \cos \omega_i k & \sin \omega_i k \\ -\sin \omega_i k & \cos \omega_i k \end{pmatrix}.
\end{equation}
Attention scores are $\operatorname{softmax}\left(\tfrac{QK^\top}{\sqrt{d}}\right)$, and
\begin{align}
\boldsymbol{p}_m^\top \boldsymbol{p}_n &= \sum_{i=0}^{d/2-1} \cos\big(\omega_i (m-n)\big) \\
  &\le \dfrac{d}{2}.
\end{align}
The sign of the slope is \(\operatorname{sgn}(k) = \begin{cases} 1 & k > 0 \\ -1 & k < 0 \end{cases}\) and
\[ \lVert \boldsymbol{p}_m \rVert^2 = \tfrac12 d \quad \text{for every } m. \]
$$\begin{aligned} f(m) &\coloneqq \abs{m - n} \\ &= \norm{\boldsymbol{p}_m - \boldsymbol{p}_n}^2 \end{aligned}$$
"""

ZH = r"""# 正弦位置编码

对位置 $m$，第 $i$ 个频率为 $\omega_i = 10000^{-2i/d}$，编码向量记作 $\boldsymbol{p}_m$。
$$
\boldsymbol{p}_m = \big[\sin(\omega_0 m), \cos(\omega_0 m), \ldots\big]^\top \tag{6.1}
$$
相对位置 $k$ 的线性关系：
\begin{equation}
\begin{bmatrix} \sin \omega_i (m+k) \\ \cos \omega_i (m+k) \end{bmatrix}
= \begin{bmatrix} \cos \omega_i k & \sin \omega_i k \\ -\sin \omega_i k & \cos \omega_i k \end{bmatrix}
\begin{bmatrix} \sin \omega_i m \\ \cos \omega_i m \end{bmatrix}
\end{equation}
当 $d = 512$ 时，$\omega_{255} = 10000^{-510/512} \approx 1.0366 \times 10^{-4}$。
$$
\text{注意力} = \operatorname{softmax}\!\left(\frac{\bm{q}_m^\top \bm{k}_n}{\sqrt{d}}\right), \quad
\text{当 $m = n$ 时取最大值}
$$
"""

# planted: an unclosed brace (line 3 of BAD), an undefined macro (line 5)
BAD = "# 错误的公式\n\n坏的分式 $\\frac{1}{$ 在这里。\n\n$$\\foo(m) = \\boldsymbol{p}_m$$\n\n好的 $\\bm{x}$。\n"


# the formulas of EN: 7 inline ($…$ and one \(…\)), 5 display ($$…$$ twice, equation, align, \[…\]); of ZH:
# 7 inline, 2 $$…$$ and an equation
FORMULAS = {"encoding.md": 12, "编码.txt": 10}


def _documents(folder):
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in (("encoding.md", EN), ("编码.txt", ZH)):
        (folder / name).write_text(text, encoding="utf-8")
    return [folder / "encoding.md", folder / "编码.txt"]


def test_the_formulas_of_positional_encoding_typeset(tmp_path):
    browser = _browser()
    pieces = [r"\boldsymbol{p}_m", r"\bm{x}", r"\begin{pmatrix}a\\b\end{pmatrix}", r"\begin{bmatrix}1 & 0\\0 & 1\end{bmatrix}",
              r"\tfrac12", r"\dfrac{m}{10000^{2i/d}}", r"\operatorname{softmax}(x)", r"\text{for all } m",
              r"\begin{cases} \sin(\omega_i m) & j = 2i \\ \cos(\omega_i m) & j = 2i+1 \end{cases}",
              r"\begin{aligned} a &= b \\ &= c \end{aligned}", r"\begin{dcases} 1 & x > 0 \\ 0 & \text{otherwise} \end{dcases}",
              r"\boldsymbol{p}_m^\top \boldsymbol{p}_n \coloneqq \abs{m - n} + \norm{\bm{x}} + \braket{\phi|\psi}",
              r"\newcommand{\PE}{\mathrm{PE}} \PE(m)", r"6 \div 2 = 3", r"\text{当 $m=n$ 时}", r"\cancel{x}"]
    envs = [r"\begin{align} a &= b \\ c &= d \end{align}", r"\begin{equation} x = 1 \tag{6.2} \end{equation}",
            r"\begin{gather} a \\ b \end{gather}", r"\begin{multline} a + b \\ + c \end{multline}"]
    formulas = ([("pieces", t, d) for t in pieces for d in (False, True)]
                + [("envs", t, True) for t in envs])
    result = _typeset_check(browser, tmp_path, formulas)
    assert [(t, d, m) for (_, t, d), m in zip(formulas, result) if m] == []


def test_where_two_packages_define_a_macro_the_view_reads_it_as_documents_mean_it(tmp_path):
    """\\div is division (physics would make it a divergence), \\braket{a|b} is braket's ⟨a|b⟩ (physics would
    read ⟨a|b|a|b⟩), \\bm is \\boldsymbol."""
    browser = _browser()
    formulas = [("", r"6 \div 2", False), ("", r"\braket{a|b}", False), ("", r"\bm{x}", False)]
    (div, braket, bm) = _typeset_check(browser, tmp_path, formulas, mathml=True)
    assert div[0] == [] and "<mo>÷</mo>" in div[1] and "∇" not in div[1]
    assert braket[0] == [] and braket[1].count("<mi>a</mi>") == 1 and "⟨" in braket[1] and "⟩" in braket[1]
    assert bm[0] == [] and 'mathvariant="bold-italic"' in bm[1]


def test_the_check_names_a_bad_formula_with_its_document_and_line(tmp_path):
    browser = _browser()
    paths = _documents(tmp_path / "docs")
    (tmp_path / "docs" / "bad.md").write_text(BAD, encoding="utf-8")
    n, failures = _failures(browser, tmp_path / "check", [*paths, tmp_path / "docs" / "bad.md"])
    assert n >= 20
    bad = tmp_path / "docs" / "bad.md"
    assert len(failures) == 2, failures
    assert failures[0].startswith(f"{bad}:3: inline formula '\\\\frac{{1}}{{': ") and "Missing close brace" in failures[0]
    assert failures[1].startswith(f"{bad}:5: display formula '\\\\foo(m) = \\\\boldsymbol{{p}}_m': ")
    assert "\\foo" in failures[1]


def test_the_view_of_a_document_typesets_every_formula_offline(tmp_path):
    """The page the view writes (not one formula at a time): \\boldsymbol and the other packages loaded from the
    extensions copied beside it, bare environments, \\[…\\] and \\(…\\) typeset; no TeX left as text."""
    browser = _browser()
    paths = _documents(tmp_path / "docs")
    raws = {p.name: p.read_text(encoding="utf-8") for p in paths}
    cov = {"statements_checked": 0, "error_groups": 0, "flagged": 0}
    rep = {"documents": {d: {"rows": [], "coverage": cov} for d in raws}, "claims": [], "errors": []}
    site = tmp_path / "html"
    write_site(site, rep, raws, _write)
    assert (site / MATHJAX).is_file() and (site / TEX_EXTENSIONS / "boldsymbol.js").is_file()
    for doc in raws:
        out = _dump_dom(browser, (site / page_name(doc)).as_uri())
        dom = out.stdout
        assert "<mjx-container" in dom, f"{doc}: nothing typeset\n{_console(out.stderr)}"
        containers = re.findall(r"<mjx-container.*?</mjx-container>", dom, re.S)
        errors = [m for c in containers for m in re.findall(r'data-mjx-error="([^"]*)"', c)]
        assert errors == [], f"{doc}: {errors}\n{_console(out.stderr)}"
        assert len(containers) == FORMULAS[doc], \
            f"{doc}: {len(containers)} formulas typeset, {FORMULAS[doc]} in the text\n{_console(out.stderr)}"
        rest = re.sub(r"<mjx-container.*?</mjx-container>", "", dom.split("<body", 1)[-1], flags=re.S)
        left = re.findall(r"\\(?:boldsymbol|bm|begin|frac|operatorname|omega|sin)\b.{0,40}", rest)
        assert left == [], f"{doc}: TeX left untypeset: {left}"


def test_a_highlight_never_cuts_a_formula():
    """A statement that starts or ends inside a formula highlights the formula whole: its TeX stays one piece of
    text between its delimiters (MathJax finds no math across an HTML tag), inside the highlight."""
    import html as H

    raw = ("Before \\begin{align} a &= b \\\\ c &= d \\end{align} between \\[ x = 1 \\] and \\( y \\) "
           "and $$z$$ after, $a_1 * b_2$ too.")
    math = [raw[raw.index("\\begin"):raw.index("\\end{align}") + len("\\end{align}")],
            raw[raw.index("\\["):raw.index("\\]") + 2], raw[raw.index("\\("):raw.index("\\)") + 2],
            raw[raw.index("$$"):raw.rindex("$$") + 2], "$a_1 * b_2$"]
    inside = [raw.index("a &="), raw.index("x = 1"), raw.index(" y "), raw.index("z$$"), raw.index("_1 *")]
    # in a display of several rows (the align), a statement about part of one row is tinted inside the TeX (\\bbox)
    # and the display's highlight, whole, is not painted (v-part)
    tinted = math[0].replace("a &=", "\\bbox[#ffd7d5]{a} &=", 1)
    for k, (at, tex) in enumerate(zip(inside, math)):
        page = markdown_html(raw, [{"start": at, "end": at + 1, "class": "false", "quote": "x"}])
        hl = re.findall(r'<a class="hl v-(?:false|part)"[^>]*>(.*?)</a>', page, re.S)
        assert [H.unescape(h) for h in hl] == [tinted if k == 0 else tex], (tex, page)
        for t in math:
            assert H.escape(tinted if k == 0 and t == math[0] else t, quote=True) in page, (t, page)
