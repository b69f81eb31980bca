"""The HTML reading view: each document's own text, its Markdown rendered (headings, emphasis, lists, tables, code
in monospace), with every checked statement highlighted by what its citations find, the finding (the error with its
counterexample and correction, or the claim's proof) one click away, each claim's proof and evidence on a page of its
topic (``topics/<topic>.html``), and the math typeset by MathJax from the installed ``mathjax`` package (copied
beside the pages, so nothing is fetched at view time).  ``render_site`` is a pure function from the assembled report
and the documents' texts to {file name: HTML}; ``write_site`` writes it with MathJax.

Each document is rendered in its own format (``document_html``): Markdown, plain text and web pages by
``suite.htmlmarkdown`` (which also places the highlights on the text of every format), a notebook by
``suite.htmlnotebook``, a LaTeX source by ``suite.htmllatex`` (its own macros given to MathJax)."""
from __future__ import annotations

import re
import urllib.parse

# the renderers of the documents' formats (imported from here by the view's callers too)
from suite.htmllatex import latex_html, mathjax_macros
from suite.htmlmarkdown import COLOURS, _e, inline_html, markdown_html
from suite.htmlnotebook import notebook_html
from suite.prose import CLAIM_ID, spans
from suite.report import (CLAIM_VERDICT_TEXT, SENTENCE_CLASSES, SEVERITY, VERDICT_TEXT, claim_anchor, display_tex, doc_page, is_slip,
                          sentence_class, short_decimal, span_body, tex_punctuation, tex_words, triage_findings)
from suite.sources import document_format, whole_formulas

MATHJAX = "mathjax/tex-svg.js"
# the TeX extensions of the installed bundle (static/mathjax/es5/input/tex/extensions/) copied beside it, so that
# the packages below, and any extension MathJax's autoload fetches for a macro (\cancel, \ce, …), load offline
TEX_EXTENSIONS = "mathjax/input/tex/extensions"
# the TeX packages of the view: the bundle's own (``TEX_BUNDLED``) and those it loads at startup from the copied
# extensions (``TEX_LOADED``), for what documents about positional encoding write (\boldsymbol, cases/dcases,
# \coloneqq, \qty/\abs/\norm, \braket, \text{… $x$ …}); ``noerrors`` shows a formula MathJax cannot read as
# its TeX source (the message in its tooltip, data-mjx-error) rather than the message alone.  A package listed
# later wins a macro both define: braket's \braket{a|b} over physics' \braket{a}{b}.  physics' ``\div``
# (divergence) is kept the division sign ÷, as in plain LaTeX (physics' divergence stays ``\divergence``).
TEX_BUNDLED = ("base", "ams", "newcommand", "noundefined", "require", "autoload", "configmacros")
TEX_LOADED = ("physics", "boldsymbol", "braket", "cancel", "cases", "color", "mathtools", "noerrors",
              "textmacros", "upgreek")
TEX_PACKAGES = TEX_BUNDLED + TEX_LOADED
TEX_MACROS = {"bm": ["\\boldsymbol{#1}", 1], "div": "\\mmlToken{mo}{÷}"}  # bm.sty has no MathJax package
# a document's TeX is untrusted: MathJax's safe extension (ui/safe: no javascript: URL, only safe classes, ids and
# styles) is loaded from the copied bundle, and the html package (\href, \style, \class, \cssId) is never loaded, not
# even by autoload, so those macros are inert (shown as unknown commands)
MATHJAX_SAFE = "mathjax/ui/safe.js"
# the math delimiters of the view: those of the documents' span finder; bare display environments
# (\begin{equation}…, \begin{align}…) typeset too (processEnvironments)
TEX_INLINE = [["$", "$"], ["\\(", "\\)"]]
TEX_DISPLAY = [["$$", "$$"], ["```math", "```"], ["\\[", "\\]"]]
# the colours of the findings: suite.htmlmarkdown.COLOURS (a display's lines are tinted in them too)

# the fonts, named: Latin first, then the CJK faces of each platform (Noto/Source Han on Linux, PingFang and
# Hiragino on macOS, Microsoft YaHei on Windows), so that Chinese text never falls back to a random face
SANS = ('-apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", "Helvetica Neue", Arial, "Noto Sans CJK SC", '
        '"Source Han Sans SC", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", sans-serif')
SERIF = ('"Noto Serif", "Source Serif Pro", Georgia, "Noto Serif CJK SC", "Source Han Serif SC", "Songti SC", '
         'SimSun, serif')
MONO = ('ui-monospace, SFMono-Regular, "DejaVu Sans Mono", Menlo, Consolas, "Liberation Mono", '
        '"Noto Sans Mono CJK SC", "Noto Sans CJK SC", monospace')

_STYLE = """
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{font-family:@SANS@;margin:0;color:#1f2328;background:#fff;line-height:1.6;font-size:16px;overflow-wrap:break-word}
a{color:#0969da}
header.top{padding:10px 16px 8px;border-bottom:1px solid #d0d7de;background:#f6f8fa}
header.top nav{font-size:14px}
header.top h1{font-size:1.35em;margin:.2em 0 0;line-height:1.3}
header.top .file{font-family:@MONO@;font-size:12.5px;color:#59636e;margin:0;overflow-wrap:anywhere}
header.top .counts{margin:.3em 0 0;font-size:14px}
.legend{font-size:13px;margin:.4em 0 0;line-height:2}
.legend span{padding:1px 6px;margin-right:4px;border-radius:3px;white-space:nowrap}
.legend-note{font-size:13px;margin:.3em 0 0;color:#3d444d}
a.hl.v-part{border-bottom-style:dashed}
.page{display:grid;grid-template-columns:minmax(0,1fr);gap:8px 32px;padding:0 16px 48px;max-width:1680px;margin:0 auto}
.index{max-width:60em}
article.doc{font-family:@SERIF@;font-size:17px;line-height:1.75;max-width:48em;min-width:0;padding-top:1em}
article.doc h1,article.doc h2,article.doc h3,article.doc h4,article.doc h5,article.doc h6{font-family:@SANS@;line-height:1.35;margin:1.3em 0 .5em}
article.doc h1{font-size:1.6em;border-bottom:1px solid #d0d7de;padding-bottom:.2em}
article.doc h2{font-size:1.35em;border-bottom:1px solid #d0d7de;padding-bottom:.2em}
article.doc h3{font-size:1.15em}
article.doc h4,article.doc h5,article.doc h6{font-size:1em}
article.doc p,article.doc ul,article.doc ol,article.doc blockquote,article.doc pre,article.doc .table{margin:0 0 1em}
article.doc ul,article.doc ol{padding-left:1.6em}
article.doc li+li{margin-top:.25em}
article.doc blockquote{margin-left:0;padding:0 1em;color:#3d444d;border-left:.25em solid #d0d7de}
article.doc hr{border:0;border-top:2px solid #d0d7de;margin:1.5em 0}
.math-block{margin:0 0 1em;overflow-x:auto;overflow-y:hidden}
code,pre,kbd{font-family:@MONO@}
code{font-size:.86em;background:rgba(175,184,193,.22);padding:.1em .35em;border-radius:4px;overflow-wrap:anywhere}
pre{font-size:13.5px;line-height:1.5;background:#f6f8fa;border:1px solid #e4e8ec;border-radius:6px;padding:10px 12px;overflow-x:auto;white-space:pre;max-width:100%}
pre code{background:none;padding:0;font-size:inherit;overflow-wrap:normal;border-radius:0}
.table{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;font-size:.95em}
th,td{border:1px solid #d0d7de;padding:4px 10px;vertical-align:top}
th{background:#f6f8fa;font-family:@SANS@}
mjx-container[display="true"]{overflow-x:auto;overflow-y:hidden;max-width:100%;min-width:0!important;margin:.6em 0!important;padding:2px 0}
mjx-container.wide{display:inline-block;max-width:100%;overflow-x:auto;overflow-y:hidden;vertical-align:middle}
mjx-container mjx-assistive-mml{max-width:100%!important}
.img{color:#59636e;font-style:italic}
.orphans{font-size:14px;border-top:1px dashed #d0d7de;padding-top:.5em}
span[id^="q-"]{scroll-margin-top:16px}
span[id^="q-"]:target+a.hl,a.hl.back{outline:3px solid #0969da;outline-offset:1px}
a.hl{color:inherit;text-decoration:none;border-bottom:2px solid #8c959f;border-radius:2px}
a.hl:hover{border-bottom-color:#0969da}
span.alts{display:block;text-align:right;line-height:1.2}
sup.alt a{font-size:11px;text-decoration:none;padding:0 2px;border-radius:2px;font-family:@SANS@;color:#1f2328}
.findings{font-size:14.5px;min-width:0}
.findings h2{font-size:1.2em;margin:1em 0 .3em}
.findings .errors{margin:.2em 0 .8em;padding-left:1.2em}
section.finding{border:1px solid #d0d7de;border-left-width:5px;border-radius:6px;padding:6px 12px;margin:12px 0;scroll-margin-top:12px}
section.finding:target{outline:3px solid #0969da}
section.finding .where{margin:.2em 0;font-size:13px}
section.finding blockquote.quote{font-family:@SERIF@;margin:.4em 0;padding:.2em .8em;border-left:3px solid #d0d7de;color:#1f2328;overflow-x:auto;overflow-y:hidden}
section.finding ul.bindings{padding-left:1.2em}
.cell{margin:0 0 1.1em}
.cell .prompt{font-family:@MONO@;font-size:12px;color:#59636e;margin:0 0 2px}
.cell pre{margin:0 0 .4em}
pre.output{background:#fff;border:0;border-left:3px solid #d0d7de;border-radius:0;padding:4px 10px;color:#3d444d}
pre.output.error{border-left-color:#cf222e}
article.doc h1.title{text-align:center;border-bottom:0}
article.doc p.author{text-align:center;color:#3d444d}
article.doc .secnum{margin-right:.4em}
.thm{margin:0 0 1em}
.thm.plain>p,.thm.plain>ul,.thm.plain>ol{font-style:italic}
.thm .thm-head{font-style:normal}
.thm .qed{float:right;margin-left:1em}
.abstract{margin:0 2em 1.2em;font-size:.95em}
.env-figure,.env-table,.env-center{text-align:center;margin:0 0 1em}
.frame{border-top:1px solid #d0d7de;margin:1.2em 0 0;padding-top:.2em}
.block{border-left:3px solid #d0d7de;padding:0 .8em;margin:0 0 1em}
section.finding p,section.finding ul{margin:.35em 0}
section.finding ul.cites{list-style:none;padding-left:0}
section.finding ul.cites>li+li{border-top:1px dotted #d0d7de;padding-top:.35em;margin-top:.35em}
section.finding .more{font-size:13px}
.verdict{padding:0 4px;border-radius:3px;white-space:nowrap}
details summary{cursor:pointer}
details ol{padding-left:1.6em}
section.claim{border-top:1px solid #d0d7de;padding-top:.4em;margin-top:1.2em;scroll-margin-top:8px}
section.claim:target{outline:3px solid #0969da;outline-offset:6px}
section.claim h2{font-size:1.05em;font-family:@MONO@;overflow-wrap:anywhere;margin:.3em 0}
section.claim dl{margin:.3em 0}
section.claim dt{font-weight:600}
section.claim dd{margin:0 0 .4em 1.2em}
ul.docs{list-style:none;padding:0}
ul.docs li{border:1px solid #d0d7de;border-radius:6px;padding:8px 12px;margin:10px 0}
ul.docs .title{font-size:1.1em;font-weight:600}
.muted{color:#59636e}
@media (min-width:1000px){
 .page.document{grid-template-columns:minmax(0,1.45fr) minmax(340px,1fr)}
 .page.document .findings{position:sticky;top:0;max-height:100vh;overflow:auto;padding-right:4px}
 header.top{padding:10px 24px 8px}
 .page{padding:0 24px 48px}
}
.findings .open{display:none}
@media (max-width:999px){
 section.finding:not(:target)>ul.cites{display:none}
 section.finding:not(:target) blockquote.quote{max-height:4.6em;overflow:hidden}
 section.finding:not(:target) .open{display:inline}
}
@media (max-width:600px){
 article.doc{font-size:16px;line-height:1.7}
 pre{font-size:12.5px}
 th,td{padding:3px 6px}
}
""".replace("@SANS@", SANS).replace("@SERIF@", SERIF).replace("@MONO@", MONO) + "".join(
    f"a.hl.v-{k},a.hl.v-{k} mjx-container,sup.alt a.v-{k},.legend .v-{k},.verdict.v-{k}{{background:{c}}}"
    f"section.finding.v-{k},section.claim.v-{k} h2{{border-left-color:{c}}}"
    for k, c in COLOURS.items()) + "section.claim h2{border-left:6px solid transparent;padding-left:6px}"




def prose_html(text, claims: dict | None = None, root: str = "") -> str:
    """A claim's prose (suite.prose: English with its mathematics between dollar signs) as HTML: the math as
    MathJax inline math, code spans as code, the rest escaped (a stray dollar sign escaped for MathJax); with
    ``claims`` ({id: claim}), a claim named by its id links to it (``root`` as for ``_claim_link``)."""
    out = []
    for kind, piece in spans(str(text if text is not None else "")):
        if kind == "math":
            out.append(f"\\({_e(piece)}\\)")
        elif kind == "code":
            out.append(f"<code>{_e(piece)}</code>")
        else:
            for k, part in enumerate(CLAIM_ID.split(piece) if claims else [piece]):
                out.append(_claim_link(part, claims, root=root) if k % 2 and part in claims
                           else _e(part).replace("$", "\\$"))
    return "".join(out)


def _href(path: str, anchor: str | None = None) -> str:
    return _e(urllib.parse.quote(path) + (f"#{anchor}" if anchor else ""))


def page_name(doc: str) -> str:
    """The document's page: its whole file name, extension kept (``a.txt`` and ``a.md`` get two pages)."""
    from suite.report import page_file

    return page_file(doc, ".html")


def topic_name(topic: str | None) -> str:
    """The page of a topic's claims in the view (their statements, proofs and evidence)."""
    return f"topics/{topic or 'other'}.html"


def verdict_word(x: dict) -> str:
    """What a citation finds, in the words of the document pages (suite.report): an error's citation is *false*
    (or false (a part), reasoning invalid), any other a claim verdict in ``VERDICT_TEXT``'s words, or its own."""
    v = x.get("verdict")
    if x.get("group"):
        return "false" if v == "refuted" else v  # false, false (a part), reasoning invalid, notation slip
    return VERDICT_TEXT.get(v, v)


# an inline formula wider than its line scrolls by itself (display math always does: CSS), so that the page never
# scrolls sideways on a narrow screen; measured after MathJax typeset the page and again when the window is resized
_FIT = ("function peFit(){document.querySelectorAll('mjx-container:not([display=\"true\"])').forEach(function(m){"
        "m.classList.remove('wide');var p=m.parentElement;"
        "while(p&&p.parentElement&&getComputedStyle(p).display.indexOf('inline')===0)p=p.parentElement;"
        "if(!p)return;var r=p.getBoundingClientRect(),right=r.left+p.clientLeft+p.clientWidth,b=m.getBoundingClientRect();"
        "if(b.width>p.clientWidth||b.right>right+0.5)m.classList.add('wide');});}"
        "window.addEventListener('load',function(){var s=window.MathJax&&MathJax.startup;"
        "if(s&&s.promise)s.promise.then(peFit);});window.addEventListener('resize',peFit);"
        # a finding opened after the page loaded (its citations were hidden when they were measured)
        "window.addEventListener('hashchange',peFit);document.addEventListener('toggle',peFit,true);"
        # back to the text: the highlight after the anchor (several anchors may stand before one highlight, and CSS
        # reaches only the one next to it)
        "function peBack(){document.querySelectorAll('a.hl.back').forEach(function(a){a.classList.remove('back');});"
        "var t=location.hash.slice(1);if(t.indexOf('q-')!==0)return;var e=document.getElementById(t);"
        "while(e&&!(e.matches&&e.matches('a.hl')))e=e.nextElementSibling;if(e)e.classList.add('back');}"
        "window.addEventListener('hashchange',peBack);window.addEventListener('load',peBack);")


def _head(title: str, root: str = "", macros: dict | None = None) -> str:
    return ("<!doctype html><html lang=\"zh\"><head><meta charset=\"utf-8\">"
            f"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{_e(title)}</title>"
            f"<style>{_STYLE}</style>"
            f"<script>window.MathJax={mathjax_config(macros=macros)};</script>"
            f"<script defer src=\"{root}{MATHJAX}\"></script><script>{_FIT}</script></head><body>")


def mathjax_config(typeset: bool = True, macros: dict | None = None) -> str:
    """``window.MathJax`` of the view (JSON): the packages of ``TEX_LOADED`` loaded from the copied extensions,
    the macros of ``TEX_MACROS`` (and ``macros``: a LaTeX source's own, ``suite.htmllatex.mathjax_macros``), the view's delimiters;
    ``typeset=False``: nothing typeset at startup (a page that calls ``MathJax.tex2svgPromise`` itself)."""
    import json

    cfg = {"loader": {"load": ["ui/safe"] + [f"[tex]/{p}" for p in TEX_LOADED]},
           "tex": {"packages": {"[+]": list(TEX_LOADED)}, "autoload": {"html": []},
                   "require": {"allow": {"html": False}},
                   "macros": {**TEX_MACROS, **(macros or {})},
                   "inlineMath": TEX_INLINE,
                   "displayMath": TEX_DISPLAY, "processEscapes": True, "processEnvironments": True},
           "svg": {"fontCache": "global"}, "startup": {"typeset": typeset}}
    return json.dumps(cfg, ensure_ascii=False).replace("</", "<\\/")


def _legend() -> str:
    return "<p class=\"legend\">" + "".join(
        f"<span class=\"v-{k}\">{_e(SENTENCE_CLASSES[k][0])} {_e(SENTENCE_CLASSES[k][1])}</span>" for k in SEVERITY) + (
        "</p><p class=\"legend-note\">A highlight takes the colour of its most severe finding. A small raised sign after "
        "it (<sup class=\"alt\"><a class=\"v-true\">✓</a></sup>, <sup class=\"alt\"><a class=\"v-false\">✗</a></sup>, …) "
        "is another statement checked inside the same passage, with its own verdict; it opens that statement's finding. "
        "In a display of several lines, the lines a finding is about are tinted in its colour, and the display itself, "
        "underlined with dashes, is not painted; a finding that cannot be placed on its lines (its quote would cut a "
        "group or an environment) paints the whole display.</p>")


def quote_html(quote: str, math: str | None = "text") -> str:
    """A document's quote as the finding shows it: display math typeset as display math (a piece that does not
    typeset on its own as code), inline math as inline math, text with its Markdown rendered."""
    if math == "display":
        tex = display_tex(quote)
        return (f"<div class=\"math-block\">$${_e(tex)}$$</div>" if tex is not None
                else f"<pre><code>{_e(' '.join(quote.split()))}</code></pre>")
    if math == "inline":
        tex = " ".join(quote.split())
        return f"\\({_e(tex)}\\)" if display_tex(quote) == tex else f"<code>{_e(tex)}</code>"
    return inline_html(quote)


# ---------------------------------------------------------------- a document's page

def statements(rep: dict, doc: str, raw: str | None = None) -> list[dict]:
    """The checked statements of a document in reading order: one per quoted place (start, end, offsets in the
    document's file text ``raw``), with every citation of it (``rows``), every relation the arithmetic triage found
    inconsistent there (``auto``: errors found automatically) and the class of the most severe finding."""
    rows = [x for x in rep["documents"].get(doc, {}).get("rows", []) if x.get("start") is not None]
    by: dict = {}
    for x in rows:
        by.setdefault((x["start"], x["end"]), ([], []))[0].append(x)
    for a, b, it in automatic(rep, doc, raw):
        by.setdefault((a, b), ([], []))[1].append(it)
    stmts = []
    for (a, b), (xs, auto) in sorted(by.items()):
        cls = min([sentence_class(x["verdict"]) for x in xs] + ["false"] * bool(auto), key=SEVERITY.index)
        if xs:
            first = {"quote": xs[0]["quote"], "math": xs[0].get("math"), "locator": xs[0]["locator"],
                     "line": xs[0].get("line")}
        else:
            body, where = span_body(auto[0])
            first = {"quote": body, "math": where, "locator": f"line {auto[0]['line']}, column {auto[0]['column']}",
                     "line": None}
        stmts.append({"start": a, "end": b, "rows": xs, "auto": auto, "class": cls, **first})
    return stmts


def automatic(rep: dict, doc: str, raw: str | None = None) -> list[tuple[int, int, dict]]:
    """The errors the arithmetic triage found in ``doc`` (its inconsistent relations), each with its formula's place
    (start, end) in the file's text ``raw``: the reader's offsets are those of the file's text, except a notebook's,
    which index the text of its cells joined (``suite.reader.formats.ipynb``), mapped back here through the reader's
    own offsets."""
    found = triage_findings(rep).get(doc, [])
    if not found or raw is None or document_format(raw, doc) != "ipynb":
        return [(*_row(raw, it), it) for it in found]
    offsets = _reader_offsets(doc, raw)
    out = []
    for it in found:
        a, b = it["start"], it["end"]
        if offsets and 0 <= a < b <= len(offsets):
            out.append((offsets[a], offsets[b - 1] + 1, it))
        else:  # a place the reader's text no longer has (the file changed since the report): listed, not placed
            out.append((-1, -1, it))
    return out


def _row(raw: str | None, it: dict) -> tuple[int, int]:
    """Where a relation found inconsistent is shown: in a display of several rows, the row it stands on (between
    newlines and \\\\ breaks; a worked chain's conclusion, the row of the number it ends with), so that one wrong
    line of a worked example is marked and not the whole example; elsewhere its formula."""
    a, b = it["start"], it["end"]
    if raw is None or not it.get("line") or "\n" not in raw[a:b].strip():
        return a, b
    lines = raw.split("\n")
    if it["line"] > len(lines):
        return a, b
    at = sum(len(x) + 1 for x in lines[:it["line"] - 1]) + int(it.get("column") or 1) - 1  # the relation's place
    rhs = (it.get("link") or {}).get("rhs") or ""
    if str(it.get("reason", "")).startswith("the chain's conclusion") and rhs and raw.rfind(rhs, a, b) >= 0:
        at = raw.rfind(rhs, a, b)  # a worked chain's conclusion (a = … ≈ 2.58): the row of the number it ends with
    lo = raw.rfind("\n", 0, at) + 1  # the source line of that place, then its row between \\\\ breaks
    hi = raw.find("\n", at)
    hi = len(raw) if hi < 0 else hi
    breaks = [lo + m.start() for m in re.finditer(r"\\\\", raw[lo:hi])]
    lo = max([x + 2 for x in breaks if x < at], default=lo)
    hi = min([x for x in breaks if x >= at], default=hi)
    line = raw[lo:hi]
    body = re.sub(r"\s*(?:\\\\\s*)?$", "", line)
    u = lo + len(line) - len(line.lstrip())
    v = lo + len(body)
    if not (a <= u < v <= b) or re.search(r"\$\$|\\begin|\\end|\\\[|\\\]", raw[u:v]):
        return a, b
    return u, v


def _reader_offsets(doc: str, raw: str) -> list[int] | None:
    """For each character of the reader's text of ``raw``, its offset in ``raw`` (None when it is the same text)."""
    from suite.reader.formats import read_text

    return read_text(doc, raw).offsets


def _params(d) -> str:
    if not d:
        return "–"
    if not isinstance(d, dict):
        return str(d)
    return ", ".join(f"{k} = {v}" for k, v in d.items())


_FAILS = {"==": "the two sides differ", "<=": "the left side exceeds the right", "<": "the left side is not below the right",
          ">=": "the left side is below the right", ">": "the left side is not above the right"}


def _ce(ce) -> str:
    """A counterexample (HTML), each side named."""
    if not ce:
        return "–"
    parts = []
    if ce.get("exact"):
        e = ce["exact"]
        tex = e.get("tex") or {}
        if tex.get("lhs") is not None:  # typeset (MathJax), not Python's syntax
            at = ("at " + ", ".join(f"\\({_e(k)} = {_e(v)}\\)" for k, v in tex.get("at", {}).items()) + ", "
                  if tex.get("at") else "")
            parts.append(f"exact (SymPy): {at}the statement's left side \\({_e(tex['lhs'])}\\) and right side "
                         f"\\({_e(tex['rhs'])}\\) differ by \\({_e(tex['difference'])}\\) ≈ "
                         f"{_e(e.get('difference_approx'))}")
        else:
            at = f"at {_e(_params(e['at']))}, " if e.get("at") else ""
            parts.append(f"exact (SymPy): {at}the statement's left side <code>{_e(e.get('lhs'))}</code> and right "
                         f"side <code>{_e(e.get('rhs'))}</code> differ by <code>{_e(e.get('difference'))}</code> ≈ "
                         f"{_e(e.get('difference_approx'))}")
    if ce.get("confirmed"):
        parts.append("confirmed in ball arithmetic: " + _ce_line(ce["confirmed"]))
    return "; ".join(parts) or "–"


def _ce_line(c: dict) -> str:
    at = f"at {_e(_params(c.get('params')))}: " if c.get("params") else ""
    rel = c.get("relation") or "=="
    return (f"{at}the claim's check states left <code>{_e(rel)}</code> right, with left side = {_e(c.get('lhs'))} and "
            f"right side = {_e(c.get('rhs'))}; left − right = {_e(c.get('lhs_minus_rhs'))} ± {_e(c.get('radius'))} "
            f"({_e(c.get('reference'))}), so {_e(_FAILS.get(rel, 'the relation fails'))}; to paste back as an example: "
            f"<code>{_e(c.get('paste'))}</code>")


def _claim_link(cid: str | None, claims: dict, text: str | None = None, root: str = "") -> str:
    """A link to a claim's section on its topic's page; ``root``: the way from the page it goes on to the view's
    top folder ("../" from a topic page)."""
    c = claims.get(cid) or {}
    return (f"<a href=\"{_href(root + topic_name(c.get('topic')), claim_anchor(cid))}\"><code>{_e(text or cid)}</code></a>"
            if c else f"<code>{_e(text or cid)}</code>")


def _reason_html(reason: str) -> str:
    """A reason of the arithmetic triage: its TeX (a symbol, a parser's message naming a command) as code."""
    m = re.match(r"^involves (.*), to which (.*)$", reason or "")
    if m:
        names = ", ".join(f"<code>{_e(n.strip())}</code>" for n in m.group(1).split(", "))
        return f"involves {names}, to which {_e(m.group(2))}"
    out = []
    for piece, tex in tex_words(reason or ""):
        if tex:
            lead, piece, tail = tex_punctuation(piece)
            out.append(f"{_e(lead)}<code>{_e(piece)}</code>{_e(tail)}")
        else:
            out.append(_e(piece))
    return "".join(out)


def _automatic_finding(it: dict) -> str:
    """One error found automatically, as a citation of the finding's card: the relation typeset, what is wrong, both
    sides' exact values, the counterexample and the bindings it used with where each came from (never the reader's
    internal ``detail``)."""
    lk = it["link"]
    rel = f"{lk['lhs']} {lk['relation']} {lk['rhs']}"
    shown = f"\\({_e(rel)}\\)" if display_tex(rel) == " ".join(rel.split()) else f"<code>{_e(rel)}</code>"
    alone = "".join(span_body(it)[0].split()) == "".join(f"{lk['lhs']}{lk['relation']}{lk['rhs']}".split())
    out = [f"<li class=\"auto\"><b class=\"verdict v-false\">{_e(SENTENCE_CLASSES['false'][0])} false</b> — found "
           f"automatically by the arithmetic triage (<code>{_e(it['id'])}</code>, line {_e(it['line'])}, column "
           f"{_e(it['column'])})" + ("" if alone else f"; the relation decided: {shown}"),
           f"<p><b>What is wrong.</b> {_reason_html(it.get('reason'))}.</p>"]
    ex = it.get("exact") or {}
    sides = []
    if ex.get("lhs") is not None and ex.get("rhs") is not None:
        sides.append(f"left side <code>{_e(short_decimal(ex['lhs']))}</code>, right side "
                     f"<code>{_e(short_decimal(ex['rhs']))}</code> (exact values to 16 digits)")
    if it.get("should_show"):
        sides.append(f"to the digits shown the value is <code>{_e(it['should_show'])}</code>")
    if sides:
        out.append(f"<p><b>Left and right sides.</b> {'; '.join(sides)}.</p>")
    if it.get("counterexample"):
        at = ", ".join(f"<code>{_e(k)}</code> = <code>{_e(v)}</code>" for k, v in it["counterexample"].items())
        out.append(f"<p><b>Counterexample.</b> at {at} (a test point).</p>")
    bs = it.get("bindings") or []
    if bs:
        out.append("<p><b>Bindings used.</b></p><ul class=\"bindings\">" + "".join(
            f"<li><code>{_e(b.get('name'))}</code>" + (f" = <code>{_e(b['value'])}</code>" if b.get("value") else "")
            + f" ({_e(b.get('kind'))}, from the {_e(b.get('source'))}, {_e(b.get('where'))})</li>" for b in bs) + "</ul>")
    out.append("</li>")
    return "".join(out)


def _finding(k: int, st: dict, claims: dict, errors: dict) -> str:
    cls = st["class"]
    where = _e(st["locator"]) + (f", line {st['line']}" if st.get("line") else "")
    out = [f"<section class=\"finding v-{cls}\" id=\"st-{k}\"><p class=\"where\"><a href=\"#q-{k}\" "
           f"title=\"back to the text\">↑ {where}</a> · <span class=\"verdict v-{cls}\">"
           f"{_e(SENTENCE_CLASSES[cls][0])} {_e(SENTENCE_CLASSES[cls][1])}</span>"
           f"<span class=\"open\"> · <a href=\"#st-{k}\">show the finding</a></span></p>"
           f"<blockquote class=\"quote\">{quote_html(st['quote'], st.get('math'))}</blockquote><ul class=\"cites\">"]
    out += [_automatic_finding(it) for it in st.get("auto") or ()]
    for x in st["rows"]:
        c = claims.get(x.get("claim")) or {}
        xc = sentence_class(x["verdict"])
        word = verdict_word(x)
        out.append(f"<li><b class=\"verdict v-{xc}\">{_e(SENTENCE_CLASSES[xc][0])} {_e(word)}</b>")
        if x.get("group"):
            out.append(f" ({_e(x['group'])})")
        if x.get("role") == "not checkable" or not x.get("claim"):
            if x.get("reason"):
                out.append(f": {prose_html(x['reason'])}")
        else:
            how = x.get("fidelity", "") if x.get("role") == "asserts" else x.get("role", "")
            how += f": {x['part']}" if x.get("part") and x.get("role") == "asserts" else ""
            how += f": {x['reading']}" if x.get("reading") and x.get("role") == "asserts" else ""
            asp = ", the reasoning step" if x.get("aspect") == "reasoning" else ""
            out.append(f" — {prose_html(how)}{asp} — claim {_claim_link(x['claim'], claims)}"
                       + (f" ({_e(CLAIM_VERDICT_TEXT.get(c.get('verdict'), c.get('verdict')))})" if c else ""))
        g = errors.get(x.get("group"))
        if g and is_slip(g):  # what is written, what is meant, then the literal reading
            cor = g.get("correction") or {}
            out.append(f"<p><b>{_e(g['id'])}: notation slip</b> (written against the document's own notation; what is "
                       "meant is judged below).</p>"
                       + (f"<p><b>Symbol used against its definition.</b> {_e(g['symbol'])}</p>" if g.get("symbol") else "")
                       + f"<p><b>What is meant</b> ({_claim_link(cor.get('claim'), claims)}, "
                       f"{_e(VERDICT_TEXT.get(cor.get('verdict'), cor.get('verdict') or '–'))}): "
                       f"{prose_html(cor.get('statement') or '', claims)}</p>"
                       f"<p><b>Conclusion survives.</b> {prose_html(g.get('conclusion_survives'), claims)}</p>"
                       f"<p><b>Read literally.</b> {prose_html(g.get('reason'), claims)} The literal reading fails: "
                       f"{_ce(g.get('counterexample'))}</p>")
        elif g:
            cor = g.get("correction") or {}
            out.append(f"<p><b>{_e(g['id'])}: {_e(g.get('kind'))}.</b></p>"
                       f"<p><b>What is wrong.</b> {prose_html(g.get('reason'), claims)}</p>"
                       f"<p><b>Conclusion survives.</b> {prose_html(g.get('conclusion_survives'), claims)}</p>"
                       f"<p><b>Counterexample.</b> {_ce(g.get('counterexample'))}</p>")
            if cor.get("statement"):
                out.append(f"<p><b>Correct statement</b> ({_claim_link(cor.get('claim'), claims)}, "
                           f"{_e(VERDICT_TEXT.get(cor.get('verdict'), cor.get('verdict') or '–'))}): "
                           f"{prose_html(cor['statement'], claims)}</p>")
            else:
                out.append(f"<p><b>Correct statement</b>: {_e(cor.get('claim') or '–')} (not in this run)</p>")
        elif c and x.get("role") == "asserts":
            if c.get("statement"):
                out.append(f"<p>Statement: {prose_html(c['statement'], claims)}</p>")
            if c.get("bound"):
                out.append(f"<p>Bound / condition: {prose_html(c['bound'], claims)}</p>")
            p = c.get("proof") or {}
            if p.get("steps"):
                out.append("<details><summary>Proof ({})</summary><ol>".format(_e(p.get("status")))
                           + "".join(f"<li>{'✓' if s['ok'] else '✗'} {_e(s['name'])}: <code>{_e(s['text'])}</code></li>"
                                     for s in p["steps"]) + "</ol></details>")
        if c:
            out.append(f"<p class=\"more\"><a href=\"{_href(topic_name(c.get('topic')), claim_anchor(c['id']))}\">"
                       "Proof and evidence of the claim →</a></p>")
        out.append("</li>")
    out.append("</ul></section>")
    return "".join(out)


def document_title(doc: str, raw: str, rep: dict) -> str:
    """The document's title: the report's (suite.sources.document_title), else the one its text gives (a notebook's
    first heading, a LaTeX \\title, a web page's <title>: ``suite.sources.document_title``), else its file name; a
    formula the title's cut left open is dropped from where it opens."""
    from suite.sources import document_title as title_of

    title = (rep["documents"].get(doc) or {}).get("title") or title_of(raw, name=doc)
    return whole_formulas(title) or doc


def _n(n, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _counts(stmts: list[dict]) -> str:
    counts = {c: sum(1 for s in stmts if s["class"] == c) for c in SEVERITY}
    # statements, not quotes: "proved" here counts a statement proved in whole or in part (the Markdown index counts
    # quotes proved exactly), so the count says so
    words = {**{c: w for c, (_, w) in SENTENCE_CLASSES.items()}, "true": "proved (in whole or in part)"}
    # named as what they count: places highlighted in the text, each by its most severe finding (errors and quotes,
    # the Markdown report's counts, are counted before them)
    shown = " ".join(f"<span class=\"verdict v-{c}\">{_e(SENTENCE_CLASSES[c][0])} {n} {_e(words[c])}</span>"
                     for c, n in counts.items() if n)
    return f"<span class=\"what\">places highlighted in the text:</span> {shown}" if shown else ""


def document_html(doc: str, raw: str, stmts: list[dict]) -> str:
    """The document's text as HTML in its own format (``suite.sources.document_format``): a notebook as its cells, a
    LaTeX source as text with its math for MathJax, Markdown, plain text and web pages through the Markdown
    renderer; each statement highlighted, and one that cannot be placed in the rendering listed after it."""
    fmt = document_format(raw, doc)
    if fmt == "ipynb":
        return notebook_html(raw, stmts)
    if fmt == "tex":
        return latex_html(raw, stmts)
    return markdown_html(raw, stmts)


def render_document(doc: str, raw: str, rep: dict, markdown_root: str | None = None) -> str:
    """One document's page: the document rendered with its statements highlighted, the findings beside it (below it
    on a narrow screen)."""
    stmts = statements(rep, doc, raw)
    claims = {c["id"]: c for c in rep["claims"]}
    errors = {g["id"]: g for g in rep["errors"]}
    text = document_html(doc, raw, stmts)
    findings = "".join(_finding(k, st, claims, errors) for k, st in enumerate(stmts))
    first_of, slip_of = {}, {}
    for k, st in enumerate(stmts):
        for x in st["rows"]:
            if x.get("group"):
                ((slip_of if is_slip(errors.get(x["group"]) or {}) else first_of)
                 .setdefault(x["group"], k))
    errs = "".join(f"<li><a href=\"#st-{k}\">{_e(g)}</a>: {_e((errors.get(g) or {}).get('kind'))}</li>"
                   for g, k in first_of.items())
    slips = "".join(f"<li><a href=\"#st-{k}\">{_e(g)}</a>: notation slip</li>" for g, k in slip_of.items())
    auto = [(k, it) for k, st in enumerate(stmts) for it in st.get("auto") or ()]
    errs += "".join(f"<li><a href=\"#st-{k}\">{_e(it['id'])}</a>: found automatically (arithmetic), line "
                    f"{_e(it['line'])}</li>" for k, it in auto)
    title = document_title(doc, raw, rep)
    md = (f" · <a href=\"{_href(markdown_root + doc_page(doc))}\">Markdown page</a>"
          if markdown_root is not None else "")
    n_auto = ("" if not auto else " (found automatically)" if len(auto) == 1 and not first_of
              else f" ({len(auto)} of them found automatically)")
    macros = mathjax_macros(raw) if document_format(raw, doc) == "tex" else None
    return (_head(title, macros=macros) + f"<header class=\"top\"><nav><a href=\"index.html\">← All documents</a> · "
            f"<a href=\"#findings\">Findings</a>{md}</nav><h1>{_e(title)}</h1><p class=\"file\">{_e(doc)}</p>"
            f"<p class=\"counts\">{_n(len(first_of) + len(auto), 'error')}{n_auto}"
            + (f" · {_n(len(slip_of), 'notation slip')}" if slip_of else "") + f" · {_counts(stmts)}</p>"
            f"<details class=\"key\"><summary>What the colours mean</summary>{_legend()}</details></header>"
            f"<main class=\"page document\"><article class=\"doc\" lang=\"zh\">{text}</article>"
            f"<aside class=\"findings\" id=\"findings\"><h2>Findings</h2>"
            + (f"<p>Errors (each links to the finding of its first quote):</p><ul class=\"errors\">{errs}</ul>" if errs else "")
            + (f"<p>Notation slips, counted apart from the errors (written against the document's own notation):</p>"
               f"<ul class=\"errors\">{slips}</ul>" if slips else "")
            + f"{findings}<p><a href=\"index.html\">← All documents</a></p></aside></main></body></html>")


# ---------------------------------------------------------------- the topics' pages: the claims' proofs and evidence

def _claim_section(r: dict, claims: dict, places: dict) -> str:
    cls = sentence_class(r.get("verdict") or "")
    v = CLAIM_VERDICT_TEXT.get(r.get("verdict"), r.get("verdict"))
    out = [f"<section class=\"claim v-{cls}\" id=\"{_e(claim_anchor(r['id']))}\"><h2>{_e(r['id'])}</h2>"]
    if r.get("title"):
        out.append(f"<p>{prose_html(r['title'], claims, '../')}</p>")
    out.append(f"<p>Verdict: <b class=\"verdict v-{cls}\">{_e(v)}</b> — {_e(r.get('why', ''))}</p><dl>")

    def row(label, value, raw_html=False):
        if value:
            out.append(f"<dt>{_e(label)}</dt><dd>{value if raw_html else prose_html(value, claims, '../')}</dd>")

    if r.get("unexpected"):
        row("⚠", r["unexpected"])
    for problem in r.get("integrity") or []:
        row("⚠ citation problem (the run fails)", problem)
    row("Statement", r.get("statement"))
    row("Hypotheses", r.get("hypotheses"))
    for key, label in (("bound", "Bound / condition"), ("sharp", "Sharpness"), ("notes", "Notes")):
        row(label, r.get(key))
    if r.get("wrong"):
        row(f"What is wrong ({r.get('error_kind') or ''})", r["wrong"])
        row("Conclusion survives", r.get("survives") or "–")
    if r.get("correction"):
        row("Correct statement", _claim_link(r["correction"], claims, root="../"), True)
    if r.get("module"):
        row("Module", f"<code>{_e(r['module'])}</code>", True)
    out.append("</dl>")
    p = r.get("proof")
    if p:
        out.append(f"<p><b>Proof</b> ({_e(p.get('status'))}, {_e(p.get('scope'))}):</p><ol>" + "".join(
            f"<li>{'✓' if s.get('ok') else '✗'} {_e(s.get('name'))} — <code>{_e(s.get('text'))}</code> "
            f"({_e(s.get('method'))})</li>" for s in p.get("steps") or []) + "</ol>")
        if p.get("counterexample"):
            out.append(f"<p>Counterexample: {_ce({'exact': p['counterexample']})}</p>")
    n = r.get("numeric")
    if n:
        out.append(f"<p><b>Numeric evidence</b>: {_e(n.get('examples'))} examples in {_e(n.get('reference'))}"
                   + (f", {_e(n['undecided'])} undecided at 512 bits" if n.get("undecided") else "")
                   + f"; reference status: {_e(n.get('status'))}.</p>")
        if n.get("counterexample"):
            out.append(f"<p>Counterexample (confirmed): {_ce_line(n['counterexample'])}</p>")
        if n.get("floats_skipped"):
            out.append(f"<p>Float contexts: none — {_e(n['floats_skipped'])}.</p>")
        fls = n.get("floats") or []
        if fls:
            cells = []
            for f in fls:
                lost = f.get("lost_at")
                if lost:
                    at = f"{lost['param']} = {lost['value']}" if lost.get("param") else "an example"
                    cells.append(f"<li><code>{_e(f.get('context'))}</code>: ✗ lost at {_e(at)}</li>")
                else:
                    to = (f.get("searched_to") or {}).get("to")
                    kept = f"up to {to}" if to is not None else f"at the {f.get('examples_decided')} examples checked"
                    cells.append(f"<li><code>{_e(f.get('context'))}</code>: ✓ kept {_e(kept)}</li>")
            out.append("<p>Does the property still hold in float? (measured on this machine)</p><ul>" + "".join(cells)
                       + "</ul>")
    for key, head in (("evidence", "measured"), ("measured_evidence", "measured on this machine")):
        if r.get(key):
            out.append(f"<div class=\"table\"><table><thead><tr><th>{head}</th><th>value</th></tr></thead><tbody>"
                       + "".join(f"<tr><td>{_e(a)}</td><td>{_e(b)}</td></tr>" for a, b in r[key]) + "</tbody></table></div>")
    if r.get("sources"):
        items = []
        for s in r["sources"]:
            how = s.get("role") if s.get("role") != "asserts" else (
                s.get("fidelity", "exact") + (f" — {s['part']}" if s.get("part") else "")
                + (f" — {s['reading']}" if s.get("reading") else "")
                + (", the reasoning step" if s.get("aspect") == "reasoning" else ""))
            where = _e(s.get("locator")) + (f", line {s['line']}" if s.get("line") else "")
            k = places.get((s.get("document"), s.get("start"), s.get("end")))
            head = (f"<a href=\"../{_href(page_name(s['document']), f'st-{k}')}\">{_e(s['document'])}, {where}</a>"
                    if k is not None else f"{_e(s.get('document'))}, {where}")
            items.append(f"<li>{head} ({prose_html(how)}): <blockquote class=\"quote\">{quote_html(s['quote'], s.get('math'))}"
                         "</blockquote></li>")
        out.append("<p>Quoted by:</p><ul>" + "".join(items) + "</ul>")
    out.append("</section>")
    return "".join(out)


def render_topic(rep: dict, topic: str, places: dict, markdown_root: str | None = None) -> str:
    """A topic's page (``topics/<topic>.html``): its claims, each with its verdict, statement, proof and evidence,
    and the quotes it decides (links to their findings)."""
    claims = {c["id"]: c for c in rep["claims"]}
    mine = [r for r in rep["claims"] if (r.get("topic") or "other") == topic]
    md = (f" · <a href=\"{_href(f'../{markdown_root}topics/{topic}.md')}\">Markdown page</a>"
          if markdown_root is not None else "")
    toc = "".join(f"<li><a href=\"#{_e(claim_anchor(r['id']))}\"><code>{_e(r['id'])}</code></a> "
                  f"<span class=\"verdict v-{sentence_class(r.get('verdict') or '')}\">"
                  f"{_e(CLAIM_VERDICT_TEXT.get(r.get('verdict'), r.get('verdict')))}</span></li>" for r in mine)
    return (_head(f"Topic: {topic}", "../") + f"<header class=\"top\"><nav><a href=\"../index.html\">← All documents</a>{md}"
            f"</nav><h1>Topic: {_e(topic)}</h1><p class=\"file\">theorems/{_e(topic)}/</p></header>"
            f"<main class=\"page index\"><div><ul>{toc}</ul>"
            + "".join(_claim_section(r, claims, places) for r in mine)
            + "<p><a href=\"../index.html\">← All documents</a></p></div></main></body></html>")


# ---------------------------------------------------------------- the site

def render_site(rep: dict, raws: dict[str, str], markdown_root: str | None = None) -> dict[str, str]:
    """{file name: HTML} for every document whose text is given, a page per topic of claims and the index.
    ``markdown_root``: where the Markdown report (REPORT.md) is, relative to the view's folder (linked when given)."""
    docs = [doc for doc in rep["documents"] if doc in raws]
    pages = {page_name(doc): render_document(doc, raws[doc], rep, markdown_root) for doc in docs}
    places = {}
    for doc in docs:
        for k, st in enumerate(statements(rep, doc, raws[doc])):
            places[(doc, st["start"], st["end"])] = k
    topics = list(dict.fromkeys((r.get("topic") or "other") for r in rep["claims"]))
    for t in topics:
        pages[topic_name(t)] = render_topic(rep, t, places, markdown_root)
    items = []
    for doc in docs:
        dv = rep["documents"][doc]
        cov = dv.get("coverage") or {}
        stmts = statements(rep, doc, raws[doc])
        auto = len(triage_findings(rep).get(doc, []))
        items.append(f"<li><a class=\"title\" href=\"{_href(page_name(doc))}\">{_e(document_title(doc, raws[doc], rep))}</a>"
                     f"<div class=\"file\"><code>{_e(doc)}</code></div><div>{_n(cov.get('error_groups', 0) + auto, 'error')} "
                     + (f"({auto} found automatically; {_n(cov.get('flagged', 0), 'quote')} flagged)" if auto else
                        f"({_n(cov.get('flagged', 0), 'quote')} flagged)")
                     + (f" · {_n(cov['notation_slips'], 'notation slip')}" if cov.get("notation_slips") else "")
                     + f" · {_n(cov.get('statements_checked', 0), 'asserting citation')}</div>"
                     f"<div class=\"legend\">{_counts(stmts)}</div></li>")
    tops = []
    for t in topics:
        mine = [r for r in rep["claims"] if (r.get("topic") or "other") == t]
        by = {}
        for r in mine:
            by[r.get("verdict")] = by.get(r.get("verdict"), 0) + 1
        tops.append(f"<li><a href=\"{_href(topic_name(t))}\">{_e(t)}</a>: {len(mine)} claims ("
                    + ", ".join(f"{_e(VERDICT_TEXT.get(v, v))}: {n}" for v, n in by.items()) + ")</li>")
    md = (f"<p>The full report: <a href=\"{_href(markdown_root + 'REPORT.md')}\">REPORT.md</a> (Markdown).</p>"
          if markdown_root is not None else "")
    pages["index.html"] = (
        _head("pe-verify: the documents") + "<header class=\"top\"><h1>The documents, statement by statement</h1>"
        "<p class=\"counts\">Each document as written, every checked statement highlighted by what its claims find; "
        "a highlight opens its finding, and each finding links to its claim's proof and evidence.</p></header>"
        f"<main class=\"page index\"><div><h2>Documents</h2><ul class=\"docs\">{''.join(items)}</ul>"
        f"<h2>What the colours mean</h2>{_legend()}"
        f"<h2>Claims by topic</h2><ul>{''.join(tops)}</ul>{md}</div></main></body></html>")
    return pages


def mathjax_file():
    """The installed MathJax bundle (the ``mathjax`` package of django-static-mathjax), or None."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.find_spec("mathjax")
    if spec is None or not spec.submodule_search_locations:
        return None
    f = Path(list(spec.submodule_search_locations)[0]) / "static" / "mathjax" / "es5" / "tex-svg.js"
    return f if f.is_file() else None


def copy_mathjax(folder) -> list:
    """Copy the installed MathJax bundle and its TeX extensions into ``folder`` (at ``MATHJAX`` and
    ``TEX_EXTENSIONS``), a file only when it is new or changed in size; the files copied.  Nothing when the
    ``mathjax`` package is not installed."""
    import shutil
    from pathlib import Path

    src = mathjax_file()
    if src is None:
        return []
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    pairs = [(src, folder / MATHJAX)]
    if (src.parent / "ui" / "safe.js").is_file():
        pairs.append((src.parent / "ui" / "safe.js", folder / MATHJAX_SAFE))
    ext = src.parent / "input" / "tex" / "extensions"
    if ext.is_dir():
        pairs += [(f, folder / TEX_EXTENSIONS / f.name) for f in sorted(ext.glob("*.js"))]
    copied = []
    for a, b in pairs:
        if not b.is_file() or b.stat().st_size != a.stat().st_size:
            for d in reversed(b.relative_to(folder).parents[:-1]):
                (folder / d).mkdir(exist_ok=True)
                (folder / d).chmod(0o755)
            shutil.copyfile(a, b)
            b.chmod(0o644)
            copied.append(b)
    return copied


def write_site(folder, rep: dict, raws: dict[str, str], write, markdown_root: str | None = "../") -> list[str]:
    """Write the view into ``folder`` with ``write(path, text)``, and MathJax beside it (``copy_mathjax``);
    the pages written.  ``markdown_root``: the Markdown report's folder relative to ``folder`` (the default: the
    view is the report's ``html/``), None for none."""
    from pathlib import Path

    folder = Path(folder)
    pages = render_site(rep, raws, markdown_root)
    for name, text in pages.items():
        write(folder / name, text)
    copy_mathjax(folder)
    return sorted(pages)
