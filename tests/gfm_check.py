"""Render report pages as GitHub does and list what a reader would see wrong.

GitHub renders Markdown with cmark-gfm and typesets ``$$ … $$`` blocks and ``$`…`$`` spans as math
before Markdown can touch them; ``render`` does the same (math blocks are set aside, then restored).
``problems`` returns one line per defect: a page over the size limit, emphasis that is not one of the
renderer's labels, raw LaTeX or a stray backslash in the text, a quote that does not come out verbatim,
a display quote outside ``$$``, a link to a page or anchor that does not exist."""
from __future__ import annotations

import html
import posixpath
import re
import urllib.parse
from html.parser import HTMLParser

import cmarkgfm
from cmarkgfm.cmark import Options

MATH_BLOCK = re.compile(r"^( *)\$\$\n *(.*?)\n *\$\$$", re.M | re.S)


def fold(text: str) -> str:
    """Whitespace folded, and none next to a math delimiter ``$`` (padding, not content)."""
    return re.sub(r"\s*\$\s*", "$", " ".join(text.split()))


def slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens."""
    s = heading.strip().lower()
    s = re.sub(r"[^\w\- ]", "", s)
    return s.replace(" ", "-")


class _Reader(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.text: list[str] = []  # every character a reader sees (code included)
        self.prose: list[str] = []  # outside code spans and blocks
        self.emphasis: list[str] = []
        self.links: list[str] = []
        self.images: list[str] = []
        self.ids: set[str] = set()
        self._code = 0
        self._em: list[list[str]] = []
        self._heading: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(a["id"])
        if tag == "code":
            self._code += 1
        elif tag in ("em", "strong"):
            self._em.append([])
        elif tag == "a" and a.get("href"):
            self.links.append(a["href"])
        elif tag == "img":
            self.images.append(a.get("src", ""))
        elif tag in ("h1", "h2", "h3", "h4"):
            self._heading = []
        elif tag in ("p", "li", "td", "th", "tr", "br", "blockquote"):
            self.text.append(" ")
            self.prose.append(" ")

    def handle_endtag(self, tag):
        if tag == "code":
            self._code -= 1
        elif tag in ("em", "strong") and self._em:
            self.emphasis.append(fold("".join(self._em.pop())))
        elif tag in ("h1", "h2", "h3", "h4") and self._heading is not None:
            self.ids.add(slug("".join(self._heading)))
            self._heading = None
        elif tag in ("p", "li", "td", "th"):
            self.text.append(" ")
            self.prose.append(" ")

    def handle_data(self, data):
        self.text.append(data)
        if not self._code:
            self.prose.append(data)
        for e in self._em:
            e.append(data)
        if self._heading is not None:
            self._heading.append(data)


def render(md: str) -> tuple[str, list[str]]:
    """(HTML, the math blocks in order): each ``$$`` block is replaced by a placeholder paragraph."""
    blocks: list[str] = []

    def keep(m):
        blocks.append(m.group(2))
        return f"{m.group(1)}MATHBLOCK{len(blocks) - 1}X"

    body = MATH_BLOCK.sub(keep, md)
    out = cmarkgfm.github_flavored_markdown_to_html(body, options=Options.CMARK_OPT_UNSAFE)
    return out, blocks


def read(md: str):
    out, blocks = render(md)
    r = _Reader()
    r.feed(out)
    text = "".join(r.text)
    text = re.sub(r"MATHBLOCK(\d+)X", lambda m: " " + blocks[int(m.group(1))] + " ", text)
    prose = re.sub(r"MATHBLOCK(\d+)X", " ", "".join(r.prose))
    return r, fold(html.unescape(text)), prose, blocks


def problems(pages: dict[str, str], labels, limit: int, quotes: dict[str, list[dict]] | None = None,
             files: set[str] = frozenset(), display_tex=None) -> list[str]:
    """``pages``: {path: Markdown}; ``quotes``: {path: [{"quote", "math"}]} that must come out verbatim
    (a display quote: as ``display_tex(quote)`` in a $$ block, or verbatim in a code block when that is
    None); ``files``: other files the pages may link to (figures, JSON)."""
    display_tex = display_tex or (lambda q: q)
    found: list[str] = []
    seen = {}
    for path, md in pages.items():
        if len(md.encode("utf-8")) >= limit:
            found.append(f"{path}: {len(md.encode('utf-8'))} bytes, over {limit}")
        seen[path] = read(md)
    for path, (r, text, prose, blocks) in seen.items():
        for e in r.emphasis:
            if e not in labels:
                found.append(f"{path}: unintended emphasis {e[:60]!r}")
        own = fold(html.unescape(prose))
        for q in sorted((quotes or {}).get(path, []), key=lambda q: -len(q["quote"])):
            own = own.replace(fold(q["quote"]), " ")  # a document's own backslashes are quoted verbatim
        for m in re.finditer(r"\\[A-Za-z]{2,}|\\[^A-Za-z\s]", own):
            found.append(f"{path}: raw LaTeX or a stray backslash in the text: {own[max(0, m.start() - 30):m.end() + 30]!r}")
            break
        for q in (quotes or {}).get(path, []):
            tex = display_tex(q["quote"]) if q.get("math") == "display" else None
            if q.get("math") == "display" and tex is not None:
                if not any(fold(tex) == fold(b) for b in blocks):
                    found.append(f"{path}: display quote not in a $$ block: {q['quote'][:60]!r}")
            elif fold(q["quote"]) not in text:
                found.append(f"{path}: quote not shown verbatim: {q['quote'][:60]!r}")
        for link in r.links + r.images:
            if re.match(r"^[a-z]+:", link):
                continue
            target, _, anchor = link.partition("#")
            target = urllib.parse.unquote(target)  # as a browser resolves it (a document name with a space)
            page = posixpath.normpath(posixpath.join(posixpath.dirname(path), target)) if target else path
            if page not in seen and page not in files:
                found.append(f"{path}: link to a missing file {link!r}")
            elif anchor and page in seen and anchor not in seen[page][0].ids:
                found.append(f"{path}: link to a missing anchor {link!r}")
    return found
