"""A saved web page (.html, .htm) whose math MathJax (or KaTeX's auto-render) typesets.

Math: in the text (outside tags) the delimiters ``$$…$$``, ``\\[…\\]``, the bare display environments
(``\\begin{equation}`` …, as MathJax reads them), ``\\(…\\)`` and ``$…$``, the elements
``<script type="math/tex">`` (inline) and ``<script type="math/tex; mode=display">`` (display), and the TeX a page
rendered by KaTeX keeps in ``<annotation encoding="application/x-tex">`` (display inside ``<math display="block">``;
KaTeX's glyphs, ``<span class="katex-html">``, are not read as text).

Which inline delimiters: when a script of the page configures them (it names ``inlineMath`` or calls
``renderMathInElement``), ``$…$`` is read only if that script lists the string ``'$'`` and ``\\(…\\)`` only
if it lists ``'\\\\('``.  When no script configures them (the configuration may sit in a file the saved
page does not hold) both are read: MathJax's own default omits ``$``, but pages that show ``$…$`` math
configure it, and reading a stray ``$`` is the smaller harm (it pairs only within a paragraph).

Nothing is read in ``<head>``, ``<script>``, ``<style>``, ``<textarea>``, ``<pre>``, ``<code>``, ``<noscript>``,
comments, or inside a tag (an attribute), but the comments of a ``<pre>`` block that give the value of their line's
code (``x = 10000 ** (-6/64)  # ≈ 0.4217``), read as in a Markdown code block, where its text has no
markup.  A span may hold inline tags (``<em>``, ``<br>``) but never
crosses a block tag (``<p>``, ``<div>``, ``<li>``, …).  ``start``/``end`` are offsets in the file's text;
a span's ``body`` has its tags removed (``<br>`` as a newline) and its entities decoded (``&lt;`` -> ``<``).
Sections: ``<h1>``–``<h6>``.  ``where``: "heading" (in an ``<hN>``), "list" (``<ul>``, ``<ol>``, ``<dl>``),
"table", "quote" (``<blockquote>``), else "prose"."""
from __future__ import annotations

import html as _html
import re
from dataclasses import dataclass, field

from suite.reader.document import PLAIN, Document, MathSpan, Section
from suite.reader.formats import markdown
from suite.reader.formats.scan import (DISPLAY_ENVS, Delimiters, Hit, Region, comment_spans, find_math, finish,
                                       gaps, set_where, to_span)

_MARKUP = re.compile(r"<(?:!--|[!?]|/?[A-Za-z])")
_TAG = re.compile(r"""<(/?)([A-Za-z][\w:-]*)((?:[^>"']++|"[^"]*+"|'[^']*+')*+)>""")
_TAG_LOOSE = re.compile(r"<(/?)([A-Za-z][\w:-]*)([^>]*)>")  # an attribute with an unpaired quote
_SKIPPED = {"script", "style", "textarea", "pre", "code", "noscript", "title"}  # contents never read
_BLOCK = {"address", "article", "aside", "blockquote", "body", "dd", "div", "dl", "dt", "figcaption", "figure",
          "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr", "html", "li", "main",
          "nav", "ol", "p", "section", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul"}
_WHERE = {**{f"h{k}": "heading" for k in range(1, 7)}, "ul": "list", "ol": "list", "dl": "list",
          "table": "table", "blockquote": "quote"}
_MATH_TYPE = re.compile(r"""type\s*=\s*["']?math/tex(;\s*mode\s*=\s*display)?""", re.I)
_INNER_TAG = re.compile(r"<!--.*?-->|<(br)\b[^>]*>|<[^>]*>", re.S | re.I)


@dataclass
class _Page:
    """What one walk over the markup finds."""
    regions: list[Region] = field(default_factory=list)  # tags, comments, skipped contents
    scripts: list[tuple[Hit, bool]] = field(default_factory=list)  # math/tex scripts, and whether in <head>
    configs: list[str] = field(default_factory=list)  # the contents of the other scripts
    sections: list[Section] = field(default_factory=list)
    where: list[tuple[int, int, str]] = field(default_factory=list)
    markdown: list[tuple[int, int]] = field(default_factory=list)  # a slide deck's Markdown source (remark, reveal)
    code: list[tuple[int, int, str]] = field(default_factory=list)  # a <pre> block's text, and its language
    annotations: list[Hit] = field(default_factory=list)  # the TeX a KaTeX or MathJax rendering keeps in <annotation>


def inner_text(text: str, a: int, b: int) -> str:
    """``text[a:b]`` without its tags and comments (``<br>`` a newline), its entities decoded."""
    return _html.unescape(_INNER_TAG.sub(lambda m: "\n" if m.group(1) else "", text[a:b]))


# an emphasis tag inside a formula that its formula does not close (or close one it did not open): a Markdown renderer
# took the formula's _ or * for emphasis (``$\text{RF}_0 … \text{RF}_{32}$`` became ``\text{RF}<em 32="32">0 …``)
_EMPHASIS = re.compile(r"<(/?)(em|strong|i|b)\b[^>]*>", re.I)


def _math_text(text: str, a: int, b: int) -> str:
    """A formula's text (``inner_text``); where an emphasis tag in it is unpaired, the formula as the renderer left
    it, marked so that it is reported unread (``\\htmlemphasis``), never read without its lost _ or *."""
    depth: dict = {}
    for m in _EMPHASIS.finditer(text, a, b):
        depth[m.group(2).lower()] = depth.get(m.group(2).lower(), 0) + (-1 if m.group(1) else 1)
        if depth[m.group(2).lower()] < 0:
            break
    if any(v != 0 for v in depth.values()):
        return "\\htmlemphasis{} " + inner_text(text, a, b)
    return inner_text(text, a, b)


def _walk(text: str) -> _Page:
    """One walk over the tags: the regions that are not text, the math scripts, the configuration
    scripts, the headings and the list, table and quote elements."""
    page, stack, n, pos = _Page(), [], len(text), 0
    head, display = None, False
    katex = None  # (start, end) of the <span class="katex"> (or katex-display) being walked: a formula's extent
    quoted = True  # read quoted attribute values (a '>' inside one); off after a tag whose quote is unpaired
    while (m := _MARKUP.search(text, pos)) is not None:
        a = m.start()
        if text.startswith("<!--", a) or text[a + 1] in "!?":  # a comment, a doctype, CDATA
            close = "-->" if text.startswith("<!--", a) else ">"
            e = text.find(close, a + 2)
            pos = n if e < 0 else e + len(close)
            page.regions.append(Region(a, pos))
            continue
        t = _TAG.match(text, a) if quoted else None
        if t is None:
            quoted = False  # the failed match ran to the end of the text: never again (the walk stays linear)
            t = _TAG_LOOSE.match(text, a)
        if t is None:
            if text.find(">", a) < 0:  # no tag can close: the rest is text
                break
            pos = a + 1
            continue
        name, closing = t.group(2).lower(), t.group(1) == "/"
        page.regions.append(Region(a, t.end(), barrier=name in _BLOCK))
        pos = t.end()
        if not closing and name == "math":
            display = bool(_BLOCK_MATH.search(t.group(3)))
        if not closing and name == "span" and _KATEX.search(t.group(3)) and not (katex and katex[0] <= a < katex[1]):
            katex = (a, _element_end(text, pos, "span"))  # the whole rendering: its sentence is around it
        if not closing and name == "annotation" and _TEX_ANNOTATION.search(t.group(3)):
            close = re.compile(r"</annotation\s*>", re.I).search(text, pos)
            c_start, c_end = (close.start(), close.end()) if close else (n, n)
            whole = katex if katex and katex[0] <= a < katex[1] and c_end <= katex[1] else (a, c_end)
            page.annotations.append(Hit("display" if display else "inline", whole[0], whole[1], pos, c_start))
            page.regions.append(Region(pos, c_end, barrier=True))
            pos = c_end
            continue
        if not closing and name == "span" and _RENDERED.search(t.group(3)):
            pos = _element_end(text, pos, "span")  # KaTeX's glyphs: the TeX is read from its annotation
            page.regions.append(Region(t.end(), pos, barrier=True))
            continue
        if closing:
            _close(text, page, stack, name, a, t.end())
            if name == "head" and head is not None:
                page.regions.append(Region(head, a, barrier=True))
                head = None
        elif name in _SKIPPED:
            pos = _skip(text, page, name, t, head is not None)
        elif name == "head":
            head = t.end()
        elif name == "body" and head is not None:  # a <head> never closed ends where <body> opens
            page.regions.append(Region(head, a, barrier=True))
            head = None
        elif name in _WHERE:
            if _WHERE[name] == "heading" and stack and _WHERE[stack[-1][0]] == "heading":
                _close(text, page, stack, stack[-1][0], a, a)  # a heading opened in a heading closes it
            stack.append((name, a, t.end()))
    for name, a, _ in stack:  # never closed: to the end
        page.where.append((a, n, _WHERE[name]))
    return page


def _skip(text: str, page: _Page, name: str, tag: re.Match, in_head: bool) -> int:
    """Step over the contents of a skipped element (a math script is a span); the offset after it."""
    inner = tag.end()
    close = re.compile(r"</%s\s*>" % name, re.I).search(text, inner)
    c_start, c_end = (close.start(), close.end()) if close else (len(text), len(text))
    math = _MATH_TYPE.search(tag.group(3)) if name == "script" else None
    if math:
        kind = "display" if math.group(1) else "inline"
        page.scripts.append((Hit(kind, tag.start(), c_end, inner, c_start), in_head))
    elif name == "script":
        page.configs.append(text[inner:c_start])
        if _DECK_SCRIPT.search(tag.group(3)):
            page.markdown.append((inner, c_start))
    elif name == "textarea" and _DECK_SOURCE.search(tag.group(3)):
        page.markdown.append((inner, c_start))
    elif name == "pre":
        body = text[inner:c_start]
        code = _CODE_OPEN.match(body)  # <pre><code class="language-python">…</code></pre>
        lang = _LANGUAGE.search(tag.group(3) + (code.group(1) if code else ""))
        a, b = inner + (code.end() if code else 0), c_start
        if code and (k := text.rfind("</code>", a, b)) >= 0:
            b = k
        page.code.append((a, b, lang.group(1).lower() if lang else ""))
    page.regions.append(Region(inner, c_end, barrier=True))
    return c_end


# the Markdown source of a slide deck that a script renders in the browser: remark.js's <textarea id="source">,
# reveal.js's <textarea data-template> and <script type="text/template">
_DECK_SOURCE = re.compile(r"""\bid\s*=\s*["']?source\b|\bdata-template\b""", re.I)
_DECK_SCRIPT = re.compile(r"""type\s*=\s*["']?text/(?:template|markdown)""", re.I)
_TEX_ANNOTATION = re.compile(r"""encoding\s*=\s*["']?application/x-tex""", re.I)
_BLOCK_MATH = re.compile(r"""\bdisplay\s*=\s*["']?block""", re.I)
_KATEX = re.compile(r"""\bclass\s*=\s*["']?(?:[^"'>]*\s)?katex(?:-display)?(?![\w-])""", re.I)  # a KaTeX formula
_RENDERED = re.compile(r"""\bclass\s*=\s*["'][^"']*\bkatex-html\b""", re.I)  # KaTeX's rendering, aria-hidden
_NESTED_SPAN = re.compile(r"<(/?)span\b[^>]*>", re.I)


def _element_end(text: str, pos: int, name: str) -> int:
    """The offset after the tag that closes the element opened just before ``pos`` (its own nested elements of that
    name counted), or the end of the text."""
    depth = 1
    for m in _NESTED_SPAN.finditer(text, pos):
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return m.end()
    return len(text)


_CODE_OPEN = re.compile(r"""\s*<code\b([^>]*)>""", re.I)
_LANGUAGE = re.compile(r"""\b(?:language|lang)-([A-Za-z0-9+#]+)""", re.I)


def _close(text: str, page: _Page, stack: list, name: str, a: int, end: int) -> None:
    """A closing tag: the element it closes (the innermost open one of that name, among the few innermost:
    the walk stays linear) gives its interval, and a heading its section."""
    for k in range(len(stack) - 1, max(-1, len(stack) - 9), -1):
        if stack[k][0] == name:
            _, start, inner = stack[k]
            page.where.append((start, end, _WHERE[name]))
            if _WHERE[name] == "heading":
                page.sections.append(Section(start, int(name[1]), " ".join(inner_text(text, inner, a).split())))
            del stack[k:]
            return


def delimiters(configs: list[str]) -> Delimiters:
    """The inline delimiters the page's configuration scripts name (both when none configures them)."""
    conf = "\n".join(c for c in configs if "inlineMath" in c or "renderMathInElement" in c)
    if not conf:
        return Delimiters(inline_dollar=True, parens=True, envs=DISPLAY_ENVS)
    dollar = re.search(r"""(['"])\$\1""", conf) is not None
    parens = re.search(r"""['"]\\\\?\(""", conf) is not None
    return Delimiters(inline_dollar=dollar, parens=parens, envs=DISPLAY_ENVS)


# Markdown's backslash escapes that slide decks write inside math (m\_t, \\\\ for a row break, a\*b, p(c\|w)):
# turns them into _, \\, * and | before the math renderer sees the formula
_DECK_ESCAPE = re.compile(r"\\([\\_*|])")


def read(doc: Document) -> None:
    """Fill ``doc`` (its ``text`` the file's text) with the spans, sections, prose and findings."""
    text = doc.text
    page = _walk(text)
    found = find_math(text, delimiters(page.configs), page.regions)
    spans: list[MathSpan] = [to_span(text, h, _math_text(text, h.body_start, h.body_end)) for h in found.hits]
    spans += [to_span(text, h, text[h.body_start:h.body_end]) for h, in_head in page.scripts
              if not in_head and text[h.body_start:h.body_end].strip()]
    spans += [to_span(text, h, _html.unescape(text[h.body_start:h.body_end])) for h in page.annotations
              if text[h.body_start:h.body_end].strip()]  # (KaTeX: <annotation encoding="application/x-tex">)
    for a, b, lang in page.code:  # a code block's comments that state a value, where its text is plain (no markup
        #                               of a highlighter, no entity: offsets in the file are offsets in the code)
        if "<" not in text[a:b] and "&" not in text[a:b]:
            spans += comment_spans(text, a, b, lang, values_only=True)  # (a <pre> may be a shell's output)
    set_where(spans, page.where)
    sections, prose, unclosed = list(page.sections), [], list(found.unclosed)
    for a, b in page.markdown:  # a slide deck: its Markdown source, read as Markdown, at its place in the file
        deck = markdown.scan(text[a:b])
        for sp in deck.spans:
            sp.start, sp.end, sp.body_start = sp.start + a, sp.end + a, sp.body_start + a
            if sp.kind not in PLAIN:  # the deck's Markdown escapes, undone as its renderer undoes them
                sp.body = _DECK_ESCAPE.sub(r"\1", sp.body)
        spans += deck.spans
        sections += [Section(x.start + a, x.level, x.title) for x in deck.sections]
        prose += [(x + a, y + a) for x, y in deck.prose]
        unclosed += [(x + a, tok) for x, tok in deck.unclosed]
    doc.sections = sorted(sections, key=lambda s: s.start)
    covered = [(r.start, r.end) for r in page.regions] + [(s.start, s.end) for s in spans]
    doc.prose = sorted(gaps(text, covered) + prose)
    finish(doc, spans, unclosed)
