"""The HTML reading view: each document's own text, its Markdown rendered (headings, emphasis, lists, tables, code
in monospace), with every checked statement highlighted by what its citations find, the finding (the error with its
counterexample and correction, or the claim's proof) one click away, each claim's proof and evidence on a page of its
topic (``topics/<topic>.html``), and the math typeset by MathJax from the installed ``mathjax`` package (copied
beside the pages, so nothing is fetched at view time).  ``render_site`` is a pure function from the assembled report
and the documents' texts to {file name: HTML}; ``write_site`` writes it with MathJax.

The documents' Markdown is rendered here, by a small renderer that keeps every character's place in the document:
the block structure (ATX and setext headings, paragraphs, bullet and ordered lists, block quotes, GFM tables,
fenced code, ``````math`` blocks, rules) is read line by line, each block's inline text (code spans, math, emphasis,
links, escapes) is cut into pieces at the statements' ends, and a highlight is a link around its pieces, so the
highlights stay on the right text whatever the markup around them.  Math is kept as its TeX for MathJax, and no
emphasis rule reads inside it; every character of a document is HTML-escaped."""
from __future__ import annotations

import bisect
import html
import re
import urllib.parse

from suite.prose import CLAIM_ID, spans
from suite.report import (SENTENCE_CLASSES, SEVERITY, VERDICT_TEXT, claim_anchor, display_tex, doc_page,
                          sentence_class)
from suite.sources import whole_formulas

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
# the math delimiters of the view: those of the documents' span finder; bare display environments
# (\begin{equation}…, \begin{align}…) typeset too (processEnvironments)
TEX_INLINE = [["$", "$"], ["\\(", "\\)"]]
TEX_DISPLAY = [["$$", "$$"], ["```math", "```"], ["\\[", "\\]"]]
COLOURS = {"false": "#ffd7d5", "approximate": "#fff1c2", "numeric": "#dbeafe", "true": "#d3f5dc",
           "used": "#eeeeee", "undecided": "#ede0ff", "none": "#f6f6f6", "error": "#ffb4ae"}
# math the view typesets: $$…$$, \[…\], ```math blocks and bare environments (display), $…$ and \(…\) (inline);
# a highlight never cuts one (MathJax finds no math across an HTML tag)
_MATH = re.compile(r"\$\$.+?\$\$|```math\n.+?```|(?<!\\)\\\[.+?\\\]|(?<!\\)\\\(.+?\\\)"
                   r"|\\begin\{([A-Za-z]+\*?)\}.+?\\end\{\1\}|(?<![\\$])\$(?!\$)[^$\n]+?(?<!\\)\$", re.S)

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
.img{color:#59636e;font-style:italic}
.orphans{font-size:14px;border-top:1px dashed #d0d7de;padding-top:.5em}
span[id^="q-"]{scroll-margin-top:16px}
span[id^="q-"]:target+a.hl{outline:3px solid #0969da;outline-offset:1px}
a.hl{color:inherit;text-decoration:none;border-bottom:2px solid #8c959f;border-radius:2px}
a.hl:hover{border-bottom-color:#0969da}
sup.alt a{font-size:11px;text-decoration:none;padding:0 2px;border-radius:2px;font-family:@SANS@;color:#1f2328}
.findings{font-size:14.5px;min-width:0}
.findings h2{font-size:1.2em;margin:1em 0 .3em}
.findings .errors{margin:.2em 0 .8em;padding-left:1.2em}
section.finding{border:1px solid #d0d7de;border-left-width:5px;border-radius:6px;padding:6px 12px;margin:12px 0;scroll-margin-top:12px}
section.finding:target{outline:3px solid #0969da}
section.finding .where{margin:.2em 0;font-size:13px}
section.finding blockquote.quote{font-family:@SERIF@;margin:.4em 0;padding:.2em .8em;border-left:3px solid #d0d7de;color:#1f2328;overflow-x:auto}
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
@media (max-width:600px){
 article.doc{font-size:16px;line-height:1.7}
 pre{font-size:12.5px}
 th,td{padding:3px 6px}
}
""".replace("@SANS@", SANS).replace("@SERIF@", SERIF).replace("@MONO@", MONO) + "".join(
    f"a.hl.v-{k},a.hl.v-{k} mjx-container,sup.alt a.v-{k},.legend .v-{k},.verdict.v-{k}{{background:{c}}}"
    f"section.finding.v-{k},section.claim.v-{k} h2{{border-left-color:{c}}}"
    for k, c in COLOURS.items()) + "section.claim h2{border-left:6px solid transparent;padding-left:6px}"


def _e(text) -> str:
    return html.escape(str(text if text is not None else ""), quote=True)


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
        return "false" if v == "refuted" else v
    return VERDICT_TEXT.get(v, v)


# an inline formula wider than its line scrolls by itself (display math always does: CSS), so that the page never
# scrolls sideways on a narrow screen; measured after MathJax typeset the page and again when the window is resized
_FIT = ("function peFit(){document.querySelectorAll('mjx-container:not([display=\"true\"])').forEach(function(m){"
        "m.classList.remove('wide');var p=m.parentElement&&m.parentElement.closest('p,li,td,th,h1,h2,h3,h4,h5,h6,"
        "blockquote,div,section');if(p&&m.getBoundingClientRect().width>p.clientWidth)m.classList.add('wide');});}"
        "window.addEventListener('load',function(){var s=window.MathJax&&MathJax.startup;"
        "if(s&&s.promise)s.promise.then(peFit);});window.addEventListener('resize',peFit);")


def _head(title: str, root: str = "") -> str:
    return ("<!doctype html><html lang=\"zh\"><head><meta charset=\"utf-8\">"
            f"<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{_e(title)}</title>"
            f"<style>{_STYLE}</style>"
            f"<script>window.MathJax={mathjax_config()};</script>"
            f"<script defer src=\"{root}{MATHJAX}\"></script><script>{_FIT}</script></head><body>")


def mathjax_config(typeset: bool = True) -> str:
    """``window.MathJax`` of the view (JSON): the packages of ``TEX_LOADED`` loaded from the copied extensions,
    the macros of ``TEX_MACROS``, the view's delimiters; ``typeset=False``: nothing typeset at startup (a page
    that calls ``MathJax.tex2svgPromise`` itself)."""
    import json

    cfg = {"loader": {"load": [f"[tex]/{p}" for p in TEX_LOADED]},
           "tex": {"packages": {"[+]": list(TEX_LOADED)}, "macros": TEX_MACROS, "inlineMath": TEX_INLINE,
                   "displayMath": TEX_DISPLAY, "processEscapes": True, "processEnvironments": True},
           "svg": {"fontCache": "global"}, "startup": {"typeset": typeset}}
    return json.dumps(cfg, ensure_ascii=False).replace("</", "<\\/")


def _legend() -> str:
    return "<p class=\"legend\">" + "".join(
        f"<span class=\"v-{k}\">{_e(SENTENCE_CLASSES[k][0])} {_e(SENTENCE_CLASSES[k][1])}</span>" for k in SEVERITY) + "</p>"


# ---------------------------------------------------------------- the documents' Markdown: blocks

_ATX = re.compile(r" {0,3}(#{1,6})(?=[ \t]|$)[ \t]*")
_FENCE = re.compile(r"( {0,3})(`{3,}|~{3,})[ \t]*([^`\s]*)[^`]*$")
_HR = re.compile(r" {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$")
_ITEM = re.compile(r"( {0,3})(?:([-+*])|(\d{1,9})([.)]))(?=[ \t]|$)([ \t]*)")
_QUOTE = re.compile(r" {0,3}> ?")
_DELIM = re.compile(r" {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$")
_SETEXT = re.compile(r" {0,3}(=+|-+)[ \t]*$")
_ANY_FENCE = re.compile(r"[ \t]*(`{3,}|~{3,})(.*)$")


def _logical_lines(raw: str) -> list[tuple[int, int]]:
    """The document's lines as (start, end) offsets (the newline left out), a line whose math goes on over the
    next lines ($$ … $$, ```math … ```, \\begin … \\end, \\[ … \\]) joined with them into one; the lines of a
    fenced code block are left as they are."""
    starts = [0] + [m.end() for m in re.finditer(r"\n", raw)]
    ends = [s - 1 for s in starts[1:]] + [len(raw)]
    out, k, fence = [], 0, None
    while k < len(starts):
        a, b = starts[k], ends[k]
        line = raw[a:b]
        if fence:
            out.append((a, b))
            if re.match(r"[ \t]*" + re.escape(fence[0]) + "{%d,}[ \t]*$" % len(fence), line):
                fence = None
            k += 1
            continue
        m = _ANY_FENCE.match(line)
        if m and not (m.group(1)[0] == "`" and "`" in m.group(2)) and m.group(2).strip() != "math":
            fence = m.group(1)
            out.append((a, b))
            k += 1
            continue
        pos, end = a, b
        while True:
            m = _MATH.search(raw, pos, len(raw))
            if m is None or m.start() >= end:
                break
            if m.end() > end:
                while k + 1 < len(starts) and ends[k] < m.end():
                    k += 1
                end = ends[k]
            pos = m.end()
        out.append((a, end))
        k += 1
    return out


def _first(raw: str, line: tuple[int, int]) -> str:
    return raw[line[0]:line[1]].split("\n", 1)[0]


def _blank(raw: str, line: tuple[int, int]) -> bool:
    return not raw[line[0]:line[1]].strip()


def _indent(text: str) -> int:
    return len(text) - len(text.lstrip(" "))


def _table_start(raw: str, lines, i: int) -> bool:
    if i + 1 >= len(lines) or "|" not in _first(raw, lines[i]) or "\n" in raw[lines[i][0]:lines[i][1]]:
        return False
    delim = raw[lines[i + 1][0]:lines[i + 1][1]]
    if not _DELIM.match(delim) or ("|" not in delim and "|" not in _first(raw, lines[i]).strip()[1:-1]):
        return False
    return len(_cells(raw, lines[i])) == len(_cells(raw, lines[i + 1]))


def _interrupts(raw: str, lines, i: int) -> bool:
    """Does line ``i`` start a block that ends a paragraph?"""
    t = _first(raw, lines[i])
    if _ATX.match(t) or _FENCE.match(t) or _HR.match(t) or _QUOTE.match(t) or _table_start(raw, lines, i):
        return True
    m = _ITEM.match(t)
    return bool(m and t[m.end():].strip() and (m.group(3) is None or m.group(3) == "1"))


def _cells(raw: str, line: tuple[int, int]) -> list[tuple[int, int]]:
    """The cells of a table row: (start, end) of each, trimmed; a | inside math or a code span, or escaped, does
    not split."""
    a, b = line
    text = raw[a:b]
    skip = [(m.start(), m.end()) for m in _MATH.finditer(text)]
    skip += [(m.start(), m.end()) for m in re.finditer(r"(`+)[^`].*?(?<!`)\1(?!`)", text)]
    cuts, k = [], 0
    while k < len(text):
        inside = next((y for x, y in skip if x <= k < y), None)
        if inside is not None:
            k = inside
            continue
        if text[k] == "\\":
            k += 2
            continue
        if text[k] == "|":
            cuts.append(k)
        k += 1
    lead = len(text) - len(text.lstrip())
    bounds = [-1] + cuts + [len(text)]
    cells = []
    for x, y in zip(bounds, bounds[1:]):
        cells.append((x + 1, y))
    if cuts and cuts[0] == lead:
        cells = cells[1:]
    if cuts and not text[cuts[-1] + 1:].strip():
        cells = cells[:-1]
    out = []
    for x, y in cells:
        seg = text[x:y]
        x += len(seg) - len(seg.lstrip())
        y -= len(seg) - len(seg.rstrip())
        out.append((a + x, a + max(x, y)))
    return out


def _segs(raw: str, lines) -> list[tuple[int, int, bool]]:
    """The inline text of a paragraph's lines: (start, end, a hard break after it), each line's indentation and
    trailing blanks left out."""
    out = []
    for k, (a, b) in enumerate(lines):
        t = raw[a:b]
        a += len(t) - len(t.lstrip(" \t"))
        t = raw[a:b]
        stripped = t.rstrip(" \t")
        hard = k < len(lines) - 1 and (len(t) - len(stripped) >= 2 or stripped.endswith("\\"))
        b = a + len(stripped) - (1 if k < len(lines) - 1 and stripped.endswith("\\") and not stripped.endswith("\\\\")
                                 else 0)
        out.append((a, b, hard))
    return out


def _parse(raw: str, lines: list[tuple[int, int]]) -> list[tuple]:
    """The blocks of ``lines`` (logical lines, their container's indentation and markers left out):
    ("heading", level, segs), ("para", segs), ("code", info, lines), ("math", (start, end)), ("hr",),
    ("table", aligns, header cells, rows of cells), ("list", ordered, start, loose, items of blocks),
    ("quote", blocks)."""
    blocks, i = [], 0
    while i < len(lines):
        a, b = lines[i]
        t = raw[a:b]
        first = t.split("\n", 1)[0]
        if not t.strip():
            i += 1
            continue
        m = _FENCE.match(first)
        if m and not (m.group(2)[0] == "`" and "`" in first[m.end(2):]):
            fence, info = m.group(2), m.group(3)
            if info == "math" and "\n" in t and t.rstrip().endswith("```"):
                blocks.append(("math", (a + len(m.group(1)), a + len(t.rstrip()))))
                i += 1
                continue
            j, body = i + 1, []
            close = re.compile(r" {0,3}" + re.escape(fence[0]) + "{%d,}[ \t]*$" % len(fence))
            while j < len(lines) and not close.match(raw[lines[j][0]:lines[j][1]]):
                x, y = lines[j]
                body.append((x + min(len(m.group(1)), _indent(raw[x:y])), y))
                j += 1
            blocks.append(("code", info, body))
            i = j + 1
            continue
        m = _ATX.match(first)
        if m and "\n" not in t:
            x, y = a + m.end(), b
            head = raw[x:y]
            close = re.search(r"(?:^|[ \t]+)#+[ \t]*$", head)
            if close:
                y = x + close.start()
            y = x + len(raw[x:y].rstrip())
            blocks.append(("heading", len(m.group(1)), [(x, y, False)]))
            i += 1
            continue
        if _HR.match(first) and "\n" not in t:
            blocks.append(("hr",))
            i += 1
            continue
        if _QUOTE.match(first):
            sub = []
            while i < len(lines) and (q := _QUOTE.match(_first(raw, lines[i]))):
                sub.append((lines[i][0] + q.end(), lines[i][1]))
                i += 1
            blocks.append(("quote", _parse(raw, sub)))
            continue
        m = _ITEM.match(first)
        if m:
            block, i = _list(raw, lines, i)
            blocks.append(block)
            continue
        if _table_start(raw, lines, i):
            delim = _cells(raw, lines[i + 1])
            aligns = []
            for x, y in delim:
                c = raw[x:y].strip()
                aligns.append("center" if c.startswith(":") and c.endswith(":") else "right" if c.endswith(":")
                              else "left" if c.startswith(":") else None)
            header = _cells(raw, lines[i])
            rows, j = [], i + 2
            while j < len(lines) and not _blank(raw, lines[j]) and "\n" not in raw[lines[j][0]:lines[j][1]] \
                    and not (_interrupts(raw, lines, j) and not _first(raw, lines[j]).lstrip().startswith("|")):
                rows.append(_cells(raw, lines[j]))
                j += 1
            blocks.append(("table", aligns, header, rows))
            i = j
            continue
        para, j = [lines[i]], i + 1
        level = 0
        while j < len(lines) and not _blank(raw, lines[j]):
            s = _SETEXT.match(_first(raw, lines[j]))
            if s and "\n" not in raw[lines[j][0]:lines[j][1]]:
                level = 1 if s.group(1)[0] == "=" else 2
                j += 1
                break
            if _interrupts(raw, lines, j):
                break
            para.append(lines[j])
            j += 1
        blocks.append(("heading", level, _segs(raw, para)) if level else ("para", _segs(raw, para)))
        i = j
    return blocks


def _list(raw: str, lines, i: int) -> tuple[tuple, int]:
    """The list that starts at line ``i``, and the line after it."""
    m0 = _ITEM.match(_first(raw, lines[i]))
    ordered = m0.group(3) is not None
    kind = m0.group(4) if ordered else m0.group(2)
    start = int(m0.group(3)) if ordered else None
    items, loose = [], False
    while i < len(lines):
        first = _first(raw, lines[i])
        m = _ITEM.match(first)
        if not m or _HR.match(first) or (m.group(4) if m.group(3) is not None else m.group(2)) != kind:
            break
        a, b = lines[i]
        spaces = len(m.group(5).expandtabs(4))
        rest = first[m.end():]
        width = m.end(4 if ordered else 2) + (1 if not rest.strip() or spaces > 4 else spaces)
        sub = [(min(a + width, a + len(first)) if rest.strip() else a + len(first), b)]
        j, blanks = i + 1, 0
        while j < len(lines):
            x, y = lines[j]
            t = _first(raw, lines[j])
            if not t.strip() and "\n" not in raw[x:y]:
                blanks += 1
                sub.append((x, x))
                j += 1
                continue
            if _indent(t) >= width:
                if blanks and any(not _blank(raw, s) for s in sub[1:]):
                    loose = True
                sub.append((x + width, y))
                blanks = 0
                j += 1
                continue
            if blanks or _interrupts(raw, lines, j) or _ITEM.match(t) or _blank(raw, sub[-1]):
                break
            sub.append((x + _indent(t), y))  # a lazy continuation line
            j += 1
        while sub and _blank(raw, sub[-1]):
            sub.pop()
        items.append(_parse(raw, sub))
        i = j
        if blanks and i < len(lines):
            nm = _ITEM.match(_first(raw, lines[i]))
            if nm and (nm.group(4) if nm.group(3) is not None else nm.group(2)) == kind:
                loose = True
    return ("list", ordered, start, loose, items), i


# ---------------------------------------------------------------- the documents' Markdown: inline text

_PUNCT = set("!\"#%&'*+,-./:;<=>?@^_`{|}~")  # escapable; $ \ ( ) [ ] stay as written (TeX reads them)
_LINK = re.compile(r"(!?)\[([^\]\n]*)\]\(([^()\s]*)(?:[ \t]+\"[^\"\n]*\")?\)")
_EMPHASIS = (("strong", re.compile(r"(?<![*\\])\*\*(?=[^\s*])(.+?)(?<=[^\s*])\*\*")),
             ("strong", re.compile(r"(?<![\w_\\])__(?=[^\s_])(.+?)(?<=[^\s_])__(?![\w_])")),
             ("del", re.compile(r"(?<![~\\])~~(?=[^\s~])(.+?)(?<=[^\s~])~~")),
             ("em", re.compile(r"(?<![*A-Za-z0-9\\])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![*A-Za-z0-9])")),
             ("em", re.compile(r"(?<![\w_\\])_(?=[^\s_])(.+?)(?<=[^\s_])_(?![\w_])")))
_TAGS = ("strong", "em", "del", "code")


def _inline(raw: str, segs, plain: bool = False) -> list[tuple]:
    """The pieces of the inline text ``segs`` ((start, end, hard break after) of each line): (start, end, kind,
    formats, text) with kind text, math (a formula whole, its TeX as written), hidden (markup: emphasis
    delimiters, backticks, a link's target), gap (the line break between two lines: ``br`` or ``nl``) or label (a
    picture's text, in place of its markup).  ``plain``: the text as it is (a code block's lines)."""
    if not segs:
        return []
    s0, s1 = segs[0][0], segs[-1][1]
    n = s1 - s0
    kind = ["gap"] * n
    for a, b, _ in segs:
        kind[a - s0:b - s0] = ["text"] * (b - a)
    gaps = {}
    for (_, b, hard), (a2, _, _) in zip(segs, segs[1:]):
        gaps[b] = "br" if hard else "nl"
    chars = [raw[s0 + k] if kind[k] != "gap" else "\n" for k in range(n)]
    text = "".join(chars)
    fmt: list[tuple] = [()] * n
    label: dict[int, str] = {}
    token = [0] * n
    if not plain:
        free = [kind[k] == "text" for k in range(n)]
        k, tid = 0, 0
        while k < n:
            c = text[k]
            if kind[k] == "gap" or c not in "$\\`":
                k += 1
                continue
            if c in "$\\":
                m = _MATH.match(text, k)
                if m and not m.group(0).startswith("```"):
                    tid += 1
                    for p in range(m.start(), m.end()):
                        if kind[p] != "gap":
                            kind[p] = "math"
                        free[p], token[p] = False, tid
                    k = m.end()
                    continue
                if c == "\\" and k + 1 < n and text[k + 1] in _PUNCT and kind[k + 1] == "text":
                    kind[k], free[k], free[k + 1] = "hidden", False, False
                    k += 2
                    continue
                k += 1
                continue
            run = len(text[k:]) - len(text[k:].lstrip("`"))
            close = re.compile(r"(?<!`)" + "`" * run + r"(?!`)").search(text, k + run)
            if close is None:
                for p in range(k, k + run):
                    free[p] = False
                k += run
                continue
            x, y = k + run, close.start()
            body = text[x:y]
            if len(body) > 2 and body[0] == " " and body[-1] == " " and body.strip():
                kind[x] = kind[y - 1] = "hidden"
            tid += 1
            for p in range(k, close.end()):
                free[p] = False
                token[p] = tid
                if k + run <= p < y:
                    fmt[p] = fmt[p] + ("code",)
                elif kind[p] != "gap":
                    kind[p] = "hidden"
            k = close.end()
        masked = "".join(ch if free[p] else ("\n" if kind[p] == "gap" else "\x00") for p, ch in enumerate(text))
        for m in _LINK.finditer(masked):
            if m.group(1):
                for p in range(m.start(), m.end()):
                    kind[p], free[p] = "hidden", False
                kind[m.start()] = "label"
                label[m.start()] = f"[image: {m.group(2) or m.group(3)}]"
            else:
                for p in list(range(m.start(), m.start(2))) + list(range(m.end(2), m.end())):
                    kind[p], free[p] = "hidden", False
        for tag, pattern in _EMPHASIS:
            masked = "".join(ch if free[p] else ("\n" if kind[p] == "gap" else "\x00") for p, ch in enumerate(text))
            for m in pattern.finditer(masked):
                for p in list(range(m.start(), m.start(1))) + list(range(m.end(1), m.end())):
                    kind[p], free[p] = "hidden", False
                for p in range(m.start(1), m.end(1)):
                    if tag not in fmt[p]:
                        fmt[p] = fmt[p] + (tag,)
    out, k = [], 0
    while k < n:
        j = k + 1
        if kind[k] == "gap":
            while j < n and kind[j] == "gap":
                j += 1
            out.append((s0 + k, s0 + j, "gap", (), gaps.get(s0 + k, "nl")))
        elif kind[k] == "label":
            out.append((s0 + k, s0 + j, "label", fmt[k], label[k]))
        else:
            while j < n and kind[j] == kind[k] and fmt[j] == fmt[k] and token[j] == token[k]:
                j += 1
            out.append((s0 + k, s0 + j, kind[k], fmt[k], raw[s0 + k:s0 + j]))
        k = j
    return out


class _Marks:
    """The statements of a document page and what is highlighted where: a text piece is covered by the
    statements whose quote contains it, a formula by every statement that reaches into it (a highlight never cuts
    one); ``anchored``: the statements whose place in the text is written already."""

    def __init__(self, stmts: list[dict]):
        self.stmts = stmts
        self.cuts = sorted({s["start"] for s in stmts} | {s["end"] for s in stmts})
        self.anchored: set[int] = set()
        # the statements covering each stretch between two consecutive cuts (a sweep over the cuts)
        starts: dict = {}
        for k, s in enumerate(stmts):
            if s["start"] < s["end"]:
                starts.setdefault(s["start"], []).append(k)
        live: set[int] = set()
        self.between: list[tuple[int, ...]] = []
        for c in self.cuts[:-1]:
            live = {k for k in live if stmts[k]["end"] > c} | set(starts.get(c, ()))
            self.between.append(tuple(sorted(live)))

    def covering(self, a: int, b: int, whole: bool) -> tuple[int, ...]:
        """The statements covering [a, b) (no cut inside it), or, ``whole``, reaching into it."""
        if not self.between:
            return ()
        lo = max(bisect.bisect_right(self.cuts, a) - 1, 0)
        if not whole:
            return self.between[lo] if lo < len(self.between) and self.cuts[lo] <= a else ()
        hi = min(bisect.bisect_left(self.cuts, b), len(self.between))
        return tuple(sorted({k for i in range(lo, hi) if self.cuts[i] < b and self.cuts[i + 1] > a
                             for k in self.between[i]}))

    def split(self, pieces) -> list[tuple]:
        """The pieces cut at the statements' ends (a formula whole), each with the statements covering it."""
        out = []
        for a, b, kind, fmt, text in pieces:
            if kind in ("math", "label") or (kind == "gap" and a == b):
                out.append((kind, fmt, text, self.covering(a, max(b, a + 1), True)))
                continue
            cut = [a] + self.cuts[bisect.bisect_right(self.cuts, a):bisect.bisect_left(self.cuts, b)] + [b]
            for x, y in zip(cut, cut[1:]):
                if x < y:
                    out.append((kind, fmt, text if kind == "gap" else _slice(text, a, x, y), self.covering(x, y, False)))
        return out

    def emit(self, pieces) -> str:
        """The HTML of the pieces: each run of pieces the same statements cover inside one highlight (a link to the
        finding of the most severe, its nested statements' own links after it), formats inside the highlight."""
        out, k = [], 0
        pieces = [p for p in pieces if p[0] != "hidden"]
        while k < len(pieces):
            cover = pieces[k][3]
            j = k + 1
            while j < len(pieces) and pieces[j][3] == cover:
                j += 1
            inner = _formats(pieces[k:j])
            if cover:
                st = self.stmts
                main = min(cover, key=lambda i: (SEVERITY.index(st[i]["class"]), st[i]["end"] - st[i]["start"]))
                first = [i for i in cover if i not in self.anchored]
                out += [f"<span id=\"q-{i}\"></span>" for i in first]
                self.anchored |= set(cover)
                ids = " ".join(f"st-{i}" for i in cover)
                out.append(f"<a class=\"hl v-{st[main]['class']}\" href=\"#st-{main}\" data-statements=\"{ids}\">"
                           f"{inner}</a>")
                out += [f"<sup class=\"alt\"><a class=\"v-{st[i]['class']}\" href=\"#st-{i}\" "
                        f"title=\"{_e(SENTENCE_CLASSES[st[i]['class']][1])}\">{i}</a></sup>" for i in first if i != main]
            else:
                out.append(inner)
            k = j
        return "".join(out)


def _slice(text: str, a: int, x: int, y: int) -> str:
    """The part [x, y) of a piece's ``text`` that starts at offset ``a``."""
    return text[x - a:y - a]


def _formats(pieces) -> str:
    out, k = [], 0
    while k < len(pieces):
        fmt = pieces[k][1]
        j = k + 1
        while j < len(pieces) and pieces[j][1] == fmt:
            j += 1
        body = []
        for kind, _, text, _ in pieces[k:j]:
            if kind == "gap":
                body.append("<br>\n" if text == "br" else "\n")
            elif kind == "label":
                body.append(f"<span class=\"img\">{_e(text)}</span>")
            else:
                body.append(_e(text))
        tags = [t for t in _TAGS if t in fmt]
        out.append("".join(f"<{t}>" for t in tags) + "".join(body) + "".join(f"</{t}>" for t in reversed(tags)))
        k = j
    return "".join(out)


def _render_blocks(raw: str, blocks, marks: _Marks, tight: bool = False) -> str:
    out = []
    for blk in blocks:
        kind = blk[0]
        if kind == "heading":
            inner = marks.emit(marks.split(_inline(raw, blk[2])))
            out.append(f"<h{blk[1]}>{inner}</h{blk[1]}>")
        elif kind == "para":
            inner = marks.emit(marks.split(_inline(raw, blk[1])))
            out.append(inner if tight else f"<p>{inner}</p>")
        elif kind == "math":
            a, b = blk[1]
            out.append(f"<div class=\"math-block\">{marks.emit(marks.split([(a, b, 'math', (), raw[a:b])]))}</div>")
        elif kind == "code":
            info = blk[1]
            segs = [(a, b, False) for a, b in blk[2]]
            body = marks.emit(marks.split(_inline(raw, segs, plain=True))) if segs else ""
            lang = f" class=\"language-{_e(info)}\"" if info else ""
            out.append(f"<pre><code{lang}>{body}</code></pre>")
        elif kind == "hr":
            out.append("<hr>")
        elif kind == "table":
            aligns, header, rows = blk[1], blk[2], blk[3]

            def cell(tag, k, c):
                al = aligns[k] if k < len(aligns) else None
                style = f" style=\"text-align:{al}\"" if al else ""
                return f"<{tag}{style}>{marks.emit(marks.split(_inline(raw, [(c[0], c[1], False)])))}</{tag}>"

            head = "".join(cell("th", k, c) for k, c in enumerate(header))
            body = "".join("<tr>" + "".join(cell("td", k, c) for k, c in enumerate(r)) + "</tr>" for r in rows)
            out.append(f"<div class=\"table\"><table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></div>")
        elif kind == "quote":
            out.append(f"<blockquote>{_render_blocks(raw, blk[1], marks)}</blockquote>")
        elif kind == "list":
            ordered, start, loose, items = blk[1], blk[2], blk[3], blk[4]
            tag = "ol" if ordered else "ul"
            attr = f" start=\"{start}\"" if ordered and start != 1 else ""
            lis = "".join(f"<li>{_render_blocks(raw, item, marks, tight=not loose)}</li>" for item in items)
            out.append(f"<{tag}{attr}>{lis}</{tag}>")
    return "\n".join(out)


def markdown_html(raw: str, stmts: list[dict] | None = None) -> str:
    """The document ``raw`` as HTML: its Markdown rendered, its math left as TeX for MathJax, every character
    escaped; with ``stmts`` (dicts with start, end and class, in order), each statement highlighted (a link to
    ``#st-<k>``, ``<span id="q-<k>">`` where it starts), a statement hidden by markup listed after the text."""
    marks = _Marks(stmts or [])
    text = _render_blocks(raw, _parse(raw, _logical_lines(raw)), marks)
    missing = [k for k in range(len(marks.stmts)) if k not in marks.anchored]
    if missing:  # a statement that is all markup (a list marker, a table's pipes): its link, at least
        text += "<p class=\"orphans\">Statements in the markup of the text: " + " · ".join(
            f"<span id=\"q-{k}\"></span><a class=\"hl v-{marks.stmts[k]['class']}\" href=\"#st-{k}\" "
            f"data-statements=\"st-{k}\">{_e(marks.stmts[k].get('quote') or k)}</a>" for k in missing) + "</p>"
    return text


def inline_html(text: str) -> str:
    """One line of a document's Markdown (a quote) as HTML: code spans, emphasis and math as in the document."""
    if not text:
        return ""
    return _Marks([]).emit(_Marks([]).split(_inline(text, [(0, len(text), False)])))


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

def statements(rep: dict, doc: str) -> list[dict]:
    """The checked statements of a document in reading order: one per quoted place (start, end), with every
    citation of it (``rows``) and the class of the most severe finding."""
    rows = [x for x in rep["documents"].get(doc, {}).get("rows", []) if x.get("start") is not None]
    by: dict = {}
    for x in rows:
        by.setdefault((x["start"], x["end"]), []).append(x)
    stmts = []
    for (a, b), xs in sorted(by.items()):
        cls = min((sentence_class(x["verdict"]) for x in xs), key=SEVERITY.index)
        stmts.append({"start": a, "end": b, "rows": xs, "class": cls, "quote": xs[0]["quote"],
                      "math": xs[0].get("math"), "locator": xs[0]["locator"], "line": xs[0].get("line")})
    return stmts


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
        at = f"at {_e(_params(e['at']))}, " if e.get("at") else ""
        parts.append(f"exact (SymPy): {at}the statement's left side <code>{_e(e.get('lhs'))}</code> and right side "
                     f"<code>{_e(e.get('rhs'))}</code> differ by <code>{_e(e.get('difference'))}</code> ≈ "
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


def _finding(k: int, st: dict, claims: dict, errors: dict) -> str:
    cls = st["class"]
    where = _e(st["locator"]) + (f", line {st['line']}" if st.get("line") else "")
    out = [f"<section class=\"finding v-{cls}\" id=\"st-{k}\"><p class=\"where\"><a href=\"#q-{k}\" "
           f"title=\"back to the text\">↑ {where}</a> · <span class=\"verdict v-{cls}\">"
           f"{_e(SENTENCE_CLASSES[cls][0])} {_e(SENTENCE_CLASSES[cls][1])}</span></p>"
           f"<blockquote class=\"quote\">{quote_html(st['quote'], st.get('math'))}</blockquote><ul class=\"cites\">"]
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
                       + (f" ({_e(VERDICT_TEXT.get(c.get('verdict'), c.get('verdict')))})" if c else ""))
        g = errors.get(x.get("group"))
        if g:
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
    """The document's title: the report's (suite.sources.document_title), else its first line as plain words; a
    formula the title's cut left open is dropped from where it opens."""
    title = (rep["documents"].get(doc) or {}).get("title")
    if not title:
        try:
            from suite.sources import document_title as title_of

            title = title_of(raw)
        except ImportError:  # an older suite.sources
            line = next((ln for ln in raw.splitlines() if ln.strip()), "")
            line = re.sub(r"^#+\s*|[*_`]{1,3}", "", line.strip())
            title = line[:59] + "…" if len(line) > 60 else line
    return whole_formulas(title) or doc


def _n(n, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _counts(stmts: list[dict]) -> str:
    counts = {c: sum(1 for s in stmts if s["class"] == c) for c in SEVERITY}
    # statements, not quotes: "proved" here counts a statement proved in whole or in part (the Markdown index counts
    # quotes proved exactly), so the count says so
    words = {**{c: w for c, (_, w) in SENTENCE_CLASSES.items()}, "true": "proved (in whole or in part)"}
    return " ".join(f"<span class=\"verdict v-{c}\">{_e(SENTENCE_CLASSES[c][0])} {n} {_e(words[c])}</span>"
                      for c, n in counts.items() if n)


def render_document(doc: str, raw: str, rep: dict, markdown_root: str | None = None) -> str:
    """One document's page: the document rendered with its statements highlighted, the findings beside it (below it
    on a narrow screen)."""
    stmts = statements(rep, doc)
    claims = {c["id"]: c for c in rep["claims"]}
    errors = {g["id"]: g for g in rep["errors"]}
    text = markdown_html(raw, stmts)
    findings = "".join(_finding(k, st, claims, errors) for k, st in enumerate(stmts))
    first_of = {}
    for k, st in enumerate(stmts):
        for x in st["rows"]:
            if x.get("group"):
                first_of.setdefault(x["group"], k)
    errs = "".join(f"<li><a href=\"#st-{k}\">{_e(g)}</a>: {_e((errors.get(g) or {}).get('kind'))}</li>"
                   for g, k in first_of.items())
    title = document_title(doc, raw, rep)
    md = (f" · <a href=\"{_href(markdown_root + doc_page(doc))}\">Markdown page</a>"
          if markdown_root is not None else "")
    return (_head(title) + f"<header class=\"top\"><nav><a href=\"index.html\">← All documents</a> · "
            f"<a href=\"#findings\">Findings</a>{md}</nav><h1>{_e(title)}</h1><p class=\"file\">{_e(doc)}</p>"
            f"<p class=\"counts\">{_n(len(first_of), 'error')} · {_counts(stmts)}</p>"
            f"<details class=\"key\"><summary>What the colours mean</summary>{_legend()}</details></header>"
            f"<main class=\"page document\"><article class=\"doc\" lang=\"zh\">{text}</article>"
            f"<aside class=\"findings\" id=\"findings\"><h2>Findings</h2>"
            + (f"<p>Errors (each links to the finding of its first quote):</p><ul class=\"errors\">{errs}</ul>" if errs else "")
            + f"{findings}<p><a href=\"index.html\">← All documents</a></p></aside></main></body></html>")


# ---------------------------------------------------------------- the topics' pages: the claims' proofs and evidence

def _claim_section(r: dict, claims: dict, places: dict) -> str:
    cls = sentence_class(r.get("verdict") or "")
    v = VERDICT_TEXT.get(r.get("verdict"), r.get("verdict"))
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
            out.append("<p>Does the property still hold in float?</p><ul>" + "".join(cells) + "</ul>")
    if r.get("evidence"):
        out.append("<div class=\"table\"><table><thead><tr><th>measured</th><th>value</th></tr></thead><tbody>" + "".join(
            f"<tr><td>{_e(a)}</td><td>{_e(b)}</td></tr>" for a, b in r["evidence"]) + "</tbody></table></div>")
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
                  f"{_e(VERDICT_TEXT.get(r.get('verdict'), r.get('verdict')))}</span></li>" for r in mine)
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
        for k, st in enumerate(statements(rep, doc)):
            places[(doc, st["start"], st["end"])] = k
    topics = list(dict.fromkeys((r.get("topic") or "other") for r in rep["claims"]))
    for t in topics:
        pages[topic_name(t)] = render_topic(rep, t, places, markdown_root)
    items = []
    for doc in docs:
        dv = rep["documents"][doc]
        cov = dv.get("coverage") or {}
        stmts = statements(rep, doc)
        items.append(f"<li><a class=\"title\" href=\"{_href(page_name(doc))}\">{_e(document_title(doc, raws[doc], rep))}</a>"
                     f"<div class=\"file\"><code>{_e(doc)}</code></div><div>{_n(cov.get('error_groups', 0), 'error')} "
                     f"({_n(cov.get('flagged', 0), 'quote')} flagged) · {_n(cov.get('statements_checked', 0), 'asserting citation')}"
                     "</div>"
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
