"""The documents' Markdown as HTML (a Markdown or plain-text document, a web page), and the highlighting that
every format of the reading view (suite.htmlview) shares: ``_Marks`` places the statements' highlights on the
pieces of a text (suite.htmlnotebook and suite.htmllatex render through it), ``_orphans`` lists the statements
no highlight anchors.

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

from suite.report import SENTENCE_CLASSES, SEVERITY

# the background of each class of finding, in the highlights and in a display's tinted lines
COLOURS = {"false": "#ffd7d5", "approximate": "#fff1c2", "slip": "#e3f0ee", "numeric": "#dbeafe", "true": "#d3f5dc",
           "used": "#eeeeee", "undecided": "#ede0ff", "none": "#f6f6f6", "error": "#ffb4ae"}

# math the view typesets: $$…$$, \[…\], ```math blocks and bare environments (display), $…$ and \(…\) (inline);
# a highlight never cuts one (MathJax finds no math across an HTML tag)
_MATH = re.compile(r"\$\$.+?\$\$|```math\n.+?```|(?<!\\)\\\[.+?\\\]|(?<!\\)\\\(.+?\\\)"
                   r"|\\begin\{([A-Za-z]+\*?)\}.+?\\end\{\1\}|(?<![\\$])\$(?!\$)[^$\n]+?(?<!\\)\$", re.S)


def _e(text) -> str:
    return html.escape(str(text if text is not None else ""), quote=True)


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
    found: list = [len(raw) + 1, None]  # the last search: from where, and what it found (None: no math after it)

    def math_from(pos: int):
        # the first formula starting at or after pos: the last search's answer while pos has not passed it (a
        # formula found from an earlier place starts at or after pos, so none starts between them), else searched
        # anew; one search per formula, not one per line, so a document with little math is read in linear time
        if not (found[0] <= pos and (found[1] is None or found[1].start() >= pos)):
            found[:] = [pos, _MATH.search(raw, pos, len(raw))]
        return found[1]

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
            m = math_from(pos)
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


_ROW_BREAK = re.compile(r"\n|\\\\|\\(?:begin|end)\{[A-Za-z]+\*?\}(?:\{[^{}]*\})?|\$\$|```(?:math)?|\\\[|\\\]")


def _rows(text: str) -> list[tuple[int, int]]:
    """The rows of a display formula's TeX ``text``: the stretches between its line breaks (newlines and ``\\\\``),
    delimiters and environment markers, each without its surrounding space and its equation number."""
    out, start = [], 0
    for m in list(_ROW_BREAK.finditer(text)) + [None]:
        end = m.start() if m else len(text)
        body = text[start:end]
        body = re.sub(r"(?:\s|" + _NUMBERING.pattern + r")+$", "", body)
        lead = len(body) - len(body.lstrip())
        if body.strip():
            out.append((start + lead, start + len(body)))
        start = m.end() if m else len(text)
    return out


_NUMBERING = re.compile(r"\\(?:tag\*?|label)\s*\{[^{}]*\}|\\(?:nonumber|notag)(?![A-Za-z])")

# a tinted cell that starts with a relation keeps its spacing (an empty group before it, as an alignment's & has)
_RELATION_START = re.compile(r"\s*(?:[=<>]|\\(?:approx|le|ge|leq|geq|ne|neq|equiv|sim|simeq|cong|propto|to)(?![A-Za-z]))")


def _tint_cells(text: str, x: int, y: int) -> list[tuple[int, int]] | None:
    """The stretch [x, y) of a formula's TeX ``text`` as the pieces that can each be wrapped in a group: cut at the
    alignment marks (&), the line breaks (\\\\) and the newlines, each trimmed; None where a wrap would cut a group,
    a command's name or an environment."""
    def command_cut(k: int) -> bool:  # k between two letters of one command's name, or just after its backslash
        run = len(text[:k]) - len(text[:k].rstrip("\\"))
        if 0 < k < len(text) and run % 2:  # an odd run of backslashes: k cuts a command (after \\\\ it does not)
            return True
        j = k
        while j > 0 and text[j - 1].isalpha():
            j -= 1
        return j < k < len(text) and text[k].isalpha() and j > 0 and text[j - 1] == "\\"

    if x >= y or command_cut(x) or command_cut(y):
        return None
    body = text[x:y]
    if re.search(r"\\(?:begin|end)(?![A-Za-z])", body):
        return None
    out, depth, k, start = [], 0, x, x
    while k < y:
        c = text[k]
        numbering = _NUMBERING.match(text, k, y) if c == "\\" and depth == 0 else None
        if numbering:  # an equation's number or label is left outside the tint (\tag in a group is an error)
            out.append((start, k))
            k = start = numbering.end()
            continue
        if c == "\\":
            if text[k + 1:k + 2] == "\\" and depth == 0:
                out.append((start, k))
                start = k + 2
            k += 2
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth < 0:
                return None
        elif c in "&\n" and depth == 0:
            out.append((start, k))
            start = k + 1
        k += 1
    if depth:
        return None
    out.append((start, y))
    trimmed = []
    for u, v in out:
        while u < v and text[u].isspace():
            u += 1
        while v > u and text[v - 1].isspace():
            v -= 1
        if u < v:
            trimmed.append((u, v))
    return trimmed or None


_DISPLAY = re.compile(r"(\s*(?:\$\$|\\\[|```math[^\n]*\n))(.*?)((?:\$\$|\\\]|```)\s*)", re.S)


def _top_level(tex: str) -> str:
    """``tex`` with every group and environment taken out: what lies at the formula's top level."""
    out, depth, k = [], 0, 0
    env = re.compile(r"\\(begin|end)\{[^{}]*\}")
    while k < len(tex):
        m = env.match(tex, k)
        if m:
            depth += 1 if m.group(1) == "begin" else -1
            k = m.end()
            continue
        c = tex[k]
        if c == "\\":
            if depth == 0:
                out.append(tex[k:k + 2])
            k += 2
            continue
        depth += (c == "{") - (c == "}")
        if depth == 0 and c not in "{}":
            out.append(c)
        k += 1
    return "".join(out)


def _line_breaks(text: str) -> str:
    """A display formula whose top level breaks lines (``\\\\`` outside any environment, which MathJax ignores
    there, setting two formulas on one line) with its lines gathered (aligned where it has ``&``), its equation numbers
    after them; any other formula as it is."""
    m = _DISPLAY.fullmatch(text)
    if not m:
        return text
    top = _top_level(m.group(2))
    if "\\\\" not in top:
        return text
    body, tags = m.group(2), "".join(" " + t for t in _NUMBERING.findall(m.group(2)) if t.startswith("\\tag"))
    body = _NUMBERING.sub(lambda t: "" if t.group().startswith("\\tag") else t.group(), body)
    env = "aligned" if "&" in top else "gathered"
    return f"{m.group(1)}\\begin{{{env}}}{body}\\end{{{env}}}{tags}{m.group(3)}"


class _Marks:
    """The statements of a document page and what is highlighted where: a text piece is covered by the
    statements whose quote contains it, a formula by every statement that reaches into it (a highlight never cuts
    one); ``anchored``: the statements whose place in the text is written already."""

    def __init__(self, stmts: list[dict], anchored: set[int] | None = None, raw: str | None = None):
        self.stmts = stmts
        self.raw = raw  # the text the offsets index: a formula that is its own slice of it can have its lines tinted
        self.cuts = sorted({s["start"] for s in stmts} | {s["end"] for s in stmts})
        # shared by the marks of one page's parts (a notebook's cells), so that each statement is anchored once
        self.anchored: set[int] = set() if anchored is None else anchored
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
            if kind in ("math", "label", "sym") or (kind == "gap" and a == b):  # a formula with its place (tinting)
                out.append((kind, fmt, text, self.covering(a, max(b, a + 1), True))
                           + ((a,) if kind == "math" and self.raw is not None and self.raw[a:b] == text else ()))
                continue
            cut = [a] + self.cuts[bisect.bisect_right(self.cuts, a):bisect.bisect_left(self.cuts, b)] + [b]
            for x, y in zip(cut, cut[1:]):
                if x < y:
                    out.append((kind, fmt, text if kind == "gap" else _slice(text, a, x, y), self.covering(x, y, False)))
        return out

    def tinted(self, a: int, b: int, text: str, cover) -> tuple[str, tuple[int, ...]]:
        """A display formula of several lines [a, b) (``text``) that statements cover only in part (a line of a worked
        example): each such statement's stretch tinted in its class's colour inside the TeX (``\\bbox``, cell by cell,
        so that no alignment or group is cut), and the statements that cover the whole formula. A statement whose
        stretch cannot be tinted without cutting a group counts as covering the whole formula."""
        rows = _rows(text)
        if len(rows) < 2:  # a formula of one row is painted whole
            return text, cover
        st = self.stmts
        # a statement about every row (its delimiters, environment and equation numbers aside) is about the whole
        whole = [i for i in cover if st[i]["start"] - a <= rows[0][0] and st[i]["end"] - a >= rows[-1][1]]
        best: list = [None] * len(text)
        for i in sorted(set(cover) - set(whole), key=lambda i: -SEVERITY.index(st[i]["class"])):
            x, y = max(st[i]["start"], a) - a, min(st[i]["end"], b) - a
            while y > x and (text[y - 1].isspace() or text[y - 2:y] == "\\\\"):  # a quote ending at a row's break
                y -= 2 if text[y - 2:y] == "\\\\" else 1
            cells = _tint_cells(text, x, y)
            if cells is None:
                whole.append(i)
                continue
            for u, v in cells:
                best[u:v] = [st[i]["class"]] * (v - u)
        out, k = [], 0
        while k < len(text):
            j = k + 1
            while j < len(text) and best[j] == best[k]:
                j += 1
            piece = text[k:j]
            if best[k] is None:
                out.append(piece)
            else:
                lead = "{}" if _RELATION_START.match(piece) else ""
                out.append(f"\\bbox[{COLOURS[best[k]]}]{{{lead}{piece}}}")
            k = j
        return "".join(out), tuple(sorted(whole))

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
            whole = cover
            if j == k + 1 and pieces[k][0] == "math" and len(pieces[k]) == 5 and cover:  # lines a finding is about
                kind, fmt, text, _, a = pieces[k]
                tinted, whole = self.tinted(a, a + len(text), text, cover)
                pieces = pieces[:k] + [(kind, fmt, tinted, cover)] + pieces[k + 1:]
            inner = _formats([(p[0], p[1], _line_breaks(p[2]), p[3]) if p[0] == "math" else p for p in pieces[k:j]])
            if cover:
                st = self.stmts
                main = min(cover, key=lambda i: (SEVERITY.index(st[i]["class"]), st[i]["end"] - st[i]["start"]))
                first = [i for i in cover if i not in self.anchored]
                out += [f"<span id=\"q-{i}\"></span>" for i in first]
                self.anchored |= set(cover)
                ids = " ".join(f"st-{i}" for i in cover)
                word = SENTENCE_CLASSES[st[main]["class"]]
                more = f" (and {len(cover) - 1} more checked inside it)" if len(cover) > 1 else ""
                # a display whose findings are all about some of its lines is not painted whole: its lines are tinted
                cls = min((st[i]["class"] for i in whole), key=SEVERITY.index) if whole else "part"
                if cls == "part":
                    more = f"; the lines each finding is about are tinted{more}"
                out.append(f"<a class=\"hl v-{cls}\" href=\"#st-{main}\" data-statements=\"{ids}\" "
                           f"title=\"{_e(word[0])} {_e(word[1])}{more}: open the finding\">{inner}</a>")
                # a statement nested in the highlight: a mark with its own verdict's sign, linking to its finding (after
                # a display, on a line of their own at its right, not at the start of the text that follows)
                display = j == k + 1 and pieces[k][0] == "math" and re.match(r"\s*(?:\$\$|\\\[|```|\\begin)", pieces[k][2])
                alts = [f"<sup class=\"alt\"><a class=\"v-{st[i]['class']}\" href=\"#st-{i}\" "
                        f"title=\"also checked here: {_e(SENTENCE_CLASSES[st[i]['class']][1])}{_e(_which(st[i]))}: open its "
                        f"finding\" aria-label=\"also checked here: {_e(SENTENCE_CLASSES[st[i]['class']][1])}"
                        f"{_e(_which(st[i]))}\">{_e(SENTENCE_CLASSES[st[i]['class']][0])}</a></sup>"
                        for i in first if i != main]
                out += ([f"<span class=\"alts\">{''.join(alts)}</span>"] if display and alts else alts)
            else:
                out.append(inner)
            k = j
        return "".join(out)


def _which(st: dict) -> str:
    """What a nested statement is about, for its mark's title: the start of its quote (several marks after one
    worked example are told apart by it), or nothing when the statement has none."""
    q = " ".join(str(st.get("quote") or "").split())
    return f" — “{q[:48]}…”" if len(q) > 48 else f" — “{q}”" if q else ""


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
        for kind, _, text, *_ in pieces[k:j]:
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
    marks = _Marks(stmts or [], raw=raw)
    return _markdown(raw, marks) + _orphans(marks.stmts, marks.anchored)


def _markdown(raw: str, marks: _Marks) -> str:
    return _render_blocks(raw, _parse(raw, _logical_lines(raw)), marks)


def _orphans(stmts: list[dict], anchored: set[int]) -> str:
    """The statements no highlight of the text anchors (one in the markup of the text, a LaTeX source's preamble or
    label, a notebook's metadata): their links after the text, so that none is dropped."""
    missing = [k for k in range(len(stmts)) if k not in anchored]
    if not missing:
        return ""
    return "<p class=\"orphans\">Statements in the markup of the text: " + " · ".join(
        f"<span id=\"q-{k}\"></span><a class=\"hl v-{stmts[k]['class']}\" href=\"#st-{k}\" "
        f"data-statements=\"st-{k}\">{_e(stmts[k].get('quote') or k)}</a>" for k in missing) + "</p>"


def inline_html(text: str) -> str:
    """One line of a document's Markdown (a quote) as HTML: code spans, emphasis and math as in the document."""
    if not text:
        return ""
    return _Marks([]).emit(_Marks([]).split(_inline(text, [(0, len(text), False)])))
