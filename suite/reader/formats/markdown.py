"""Markdown and plain text (.md, .txt; a .txt is read exactly like a .md).

Math: ``$$…$$``, ``\\[…\\]``, ``$…$`` (never across a blank line; ``\\$`` is escaped), ``\\(…\\)``, display
environments written bare (``\\begin{equation}``, ``align``, ``gather``, ``multline``, ``eqnarray`` and
their starred forms) and ```` ```math ```` fences.  Other fenced code blocks (``` and ~~~) hold no math,
but their comments that state a relation and hold a digit are spans of kind "code comment".  Headings
(``#`` lines) are the sections.  A post's YAML front matter (``---`` … ``---`` at the top) is metadata: no
heading, formula or prose.  Each pass is one walk over the lines or one scan (``scan.find_math``)."""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

from suite.reader.document import PLAIN, Document, MathSpan, Section
from suite.reader.formats.scan import (_DIFF_LINES, DISPLAY_ENVS, NOT_READ_BLOCKS, Delimiters, Hit, Region,
                                       block_relations, comment_spans, find_math, finish, gaps, to_span)

DELIMITERS = Delimiters(inline_dollar=True, parens=True, envs=DISPLAY_ENVS)

_FENCE_OPEN = re.compile(r"[ \t]*(`{3,}|~{3,})[ \t]*([^\n]*?)[ \t\r]*$")
_FENCE_CLOSE = re.compile(r"[ \t]*(`{3,}|~{3,})[ \t\r]*$")
_HEADING = re.compile(r" {0,3}(#{1,6})(?=[ \t\r]|$)(.*)$")
_CLOSING_HASHES = re.compile(r"(?:^|[ \t])#+[ \t]*$")
# the kind of line a span starts on, tried in this order
_LINE_WHERE = ((re.compile(r" {0,3}#{1,6}(?:[ \t\r]|$)"), "heading"), (re.compile(r"[ \t]*>"), "quote"),
               (re.compile(r"[ \t]*\|"), "table"), (re.compile(r"[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)"), "list"))


@dataclass
class Fence:
    """A fenced code block: ``start`` (its opening backticks or tildes) to ``end`` (the end of its closing
    line, or of the text when it is never closed), its body and its language (the info string's first
    word, lower case)."""
    line_start: int
    start: int
    end: int
    body_start: int
    body_end: int
    lang: str
    fence: str
    closed: bool = False


@dataclass
class Parsed:
    """What the Markdown scanner finds in one text; offsets in that text."""
    spans: list[MathSpan] = field(default_factory=list)
    sections: list[Section] = field(default_factory=list)
    prose: list[tuple[int, int]] = field(default_factory=list)
    unclosed: list[tuple[int, str]] = field(default_factory=list)


def _lines(text: str):
    """(start, end) of each line, the newline excluded."""
    pos, n = 0, len(text)
    while pos < n:
        eol = text.find("\n", pos)
        eol = n if eol < 0 else eol
        yield pos, eol
        pos = eol + 1


# a MyST directive's option line at the top of its body (":label: sq", ":nowrap:"): no math
_MYST_OPTION = re.compile(r"[ \t]*:[A-Za-z][\w-]*:[^\n]*\n")


def _info_lang(info: str) -> str:
    words = info.strip().strip("{}").split()
    return words[0].lstrip(".").lower() if words else ""


def blocks(text: str) -> tuple[list[Fence], list[Section]]:
    """The fenced code blocks and the ``#`` headings outside them, in one walk over the lines.  A fence is
    closed by a line of the same character at least as long; one never closed runs to the end."""
    fences: list[Fence] = []
    sections: list[Section] = []
    cur: Fence | None = None
    directives: list[str] = []  # the open MyST directives whose body is Markdown (```{tip} … ```): their fences
    front = _front_matter(text)
    if front is not None:
        fences.append(front)
    for start, eol in _lines(text):
        if front is not None and start < front.end:
            continue
        if cur is not None:
            m = _FENCE_CLOSE.match(text, start, eol)
            if m and m.group(1)[0] == cur.fence[0] and len(m.group(1)) >= len(cur.fence):
                cur.end, cur.body_end, cur.closed = eol, max(cur.body_start, start - 1), True
                if cur.body_end > cur.body_start and text[cur.body_end - 1] == "\r":
                    cur.body_end -= 1
                fences.append(cur)
                cur = None
            continue
        close = _FENCE_CLOSE.match(text, start, eol)
        if close and directives and close.group(1)[0] == directives[-1][0] and len(close.group(1)) >= len(directives[-1]):
            directives.pop()  # the end of a directive's Markdown body
            continue
        m = _FENCE_OPEN.match(text, start, eol)
        if m and _MARKDOWN_DIRECTIVE.match(m.group(2)):
            directives.append(m.group(1))  # ```{tip}, ```{admonition} Title: Markdown inside, read as the text around it
            continue
        if m and not (m.group(1)[0] == "`" and "`" in m.group(2)):
            body = min(eol + 1, len(text))
            cur = Fence(start, m.start(1), len(text), body, len(text), _info_lang(m.group(2)), m.group(1))
            continue
        h = _HEADING.match(text, start, eol)
        if h:
            title = _CLOSING_HASHES.sub("", h.group(2).strip()).strip()
            sections.append(Section(start, len(h.group(1)), title))
    if cur is not None:
        fences.append(cur)
    return fences, sections


# a MyST (Jupyter Book) directive whose body is Markdown: an admonition, a dropdown, a proof environment
_MARKDOWN_DIRECTIVE = re.compile(r"\{(?:admonition|attention|caution|danger|error|hint|important|note|seealso|tip|"
                                 r"warning|dropdown|margin|sidebar|topic|epigraph|card|tab-item|div|prf:[a-z]+)\}", re.I)


_FRONT_OPEN = re.compile(r"\ufeff?---[ \t\r]*\n")
_FRONT_CLOSE = re.compile(r"^(?:---|\.\.\.)[ \t\r]*$", re.M)
FRONT_MATTER = "front matter"


def _front_matter(text: str) -> Fence | None:
    """The YAML front matter of a post (``---`` on the first line to the next ``---`` or ``...`` line):
    metadata, read as a code block of language "front matter" (its ``#`` lines are YAML comments, not
    headings, and it holds no formula)."""
    m = _FRONT_OPEN.match(text)
    if not m:
        return None
    close = _FRONT_CLOSE.search(text, m.end())
    if not close:
        return None
    return Fence(0, 0, close.end(), m.end(), close.start(), FRONT_MATTER, "---", True)


def scan(text: str) -> Parsed:
    """The spans, sections and prose of a Markdown text, and its unclosed delimiters and fences."""
    fences, sections = blocks(text)
    extra = _generator_math(text, fences)
    regions = [Region(f.line_start, f.end, barrier=True) for f in fences] + [Region(h.start, h.end, barrier=True)
                                                                              for h in extra]
    found = find_math(text, DELIMITERS, sorted(regions, key=lambda r: r.start))
    spans = [to_span(text, h) for h in found.hits + extra]
    for f in fences:
        if f.lang == FRONT_MATTER:
            continue
        if f.lang == "math":
            begin = f.body_start
            for opt in _MYST_OPTION.finditer(text, f.body_start, f.body_end):  # (```{math} and its :label: lines)
                if opt.start() != begin:
                    break
                begin = opt.end()
            if text[begin:f.body_end].strip():
                spans.append(to_span(text, Hit("display", f.start, f.end, begin, f.body_end)))
        else:
            if f.lang not in NOT_READ_BLOCKS and not _DIFF_LINES.search(text, f.body_start, f.body_end):
                spans += comment_spans(text, f.body_start, f.body_end, f.lang)  # (a diff's lines are not stated)
            end = f.start  # the two paragraphs that lead into the block (a blank line between)
            while end > 0 and text[end - 1].isspace():
                end -= 1
            lead = text.rfind("\n\n", 0, end)
            lead = text.rfind("\n\n", 0, lead) if lead > 0 else lead  # (and the paragraph before it)
            spans += block_relations(text, f.body_start, f.body_end, f.lang, text[max(lead, 0):end])
    spans += _code_formulas(text, fences, spans)
    _set_line_where(text, spans)
    for s in spans:
        if s.where == "quote" and "\n" in s.body:
            s.body = _QUOTE_MARKS.sub(lambda m: "\n" + m.group(1) + " " * len(m.group(2)), s.body)
    spans.sort(key=lambda s: s.start)
    covered = [(s.start, s.end) for s in spans if s.kind not in PLAIN] + [(f.start, f.end) for f in fences]
    unclosed = [u for u in found.unclosed if not _escaped_bracket(text, *u)] + \
        [(f.start, f.fence) for f in fences if not f.closed]
    return Parsed(spans, sections, gaps(text, covered), unclosed)


def _escaped_bracket(text: str, at: int, token: str) -> bool:
    """Whether an opener ``\\[`` never closed is Markdown's escaped bracket (``\\[0.3, 0.2]``, a list written in a
    table cell): a plain ``]`` closes it on its own line, its brackets balanced, with no TeX command before it.  Not a
    display, and not a finding."""
    if token != "\\[":
        return False
    depth = 0
    for ch in text[at + 2:]:
        if ch in "\n\\":
            return False  # (a line's end or a TeX command before the bracket closes: a display never closed)
        depth += {"[": 1, "]": -1}.get(ch, 0)
        if depth < 0:
            return True
    return False


# math written for a site generator's Markdown, which eats one backslash: \\( … \\) and \\[ … \\] (the source of
# \( … \) and \[ … \]), and Zola's and Hugo's shortcodes ({% katex(block=true) %} … {% end %}, {{< katex >}} …
# {{< /katex >}}, {{ katex(body="…") }})
_GENERATOR_MATH = (
    (re.compile(r"\\\\\((.+?)\\\\\)"), "inline"),
    (re.compile(r"\\\\\[(.+?)\\\\\]", re.S), "display"),
    (re.compile(r"\{%-?\s*katex\s*\(\s*block\s*=\s*true\s*\)\s*-?%\}(.+?)\{%-?\s*end\s*-?%\}", re.S), "display"),
    (re.compile(r"\{%-?\s*katex\s*(?:\(\s*\))?\s*-?%\}(.+?)\{%-?\s*end\s*-?%\}", re.S), "inline"),
    (re.compile(r"\{\{<\s*(?:katex|math)(?:\s+display)?\s*>\}\}(.+?)\{\{<\s*/\s*(?:katex|math)\s*>\}\}", re.S), "display"),
    (re.compile(r"\{\{\s*katex\s*\(\s*body\s*=\s*\"((?:[^\"\\]|\\.)+)\"[^)]*\)\s*\}\}"), "inline"),
)


def _generator_math(text: str, fences) -> list[Hit]:
    """The spans of math written for a site generator (``_GENERATOR_MATH``), outside code blocks, none crossing a blank
    line unless it is a block."""
    out: list[Hit] = []
    taken: list[tuple[int, int]] = [(f.line_start, f.end) for f in fences]
    code = [(m.start(), m.end()) for m in _INLINE_CODE.finditer(text)]  # `{{< katex >}}` shown as syntax
    for pattern, kind in _GENERATOR_MATH:
        for m in pattern.finditer(text):
            line = text[text.rfind("\n", 0, m.start()) + 1:m.start()]
            if any(a < m.end() and m.start() < b for a, b in taken) or not m.group(1).strip() \
                    or any(a <= m.start() < b or a < m.end() <= b for a, b in code) \
                    or (not line.strip() and line.expandtabs(4).startswith("    ")):  # (an indented code block)
                continue
            if kind == "inline" and "\n\n" in m.group(1):
                continue
            out.append(Hit(kind, m.start(), m.end(), m.start(1), m.end(1)))
            taken.append((m.start(), m.end()))
    return out


# the markers of a block quote at the start of a formula's later lines (``> h_t = …`` inside ``> $$ … > $$``), which
# are blanked (the same length) so that they are not read as the relation ">"
_QUOTE_MARKS = re.compile(r"\n([ \t]*)((?:>[ \t]?)+)")
_INLINE_CODE = re.compile(r"(?<!`)`([^`\n]+)`(?!`)")
_RELATION = re.compile(r"(?<![=!<>:+\-*/])(?:=|≈|≤|≥|≠|\\approx|\\le(?:q)?|\\ge(?:q)?)(?![=>])")
# written only in mathematics, never in program code: a Greek letter, a LaTeX command, a braced superscript
_MATH_ONLY = re.compile(r"[\u0391-\u03c9]|\\[A-Za-z]+|\^\{|(?<=\w)\^\((?![^()]*\)\s*\()")  # (c^(-4j/d): a power typed)
_CODE_ONLY = re.compile(r"['\";#]|==|!=|\w\.\w|\w\[")


def _code_formulas(text: str, fences: list[Fence], spans: list[MathSpan]) -> list[MathSpan]:
    """Inline code that is a formula (``α = pos / 10000^{2i/d}`` in backticks): it states a relation and is
    written in mathematics only (a Greek letter, a LaTeX command or a braced superscript; no quote, comment,
    ``==`` or attribute access of program code).  A span of kind "inline"."""
    taken = sorted([(f.start, f.end) for f in fences] + [(x.start, x.end) for x in spans])
    starts = [a for a, _ in taken]
    out = []
    for m in _INLINE_CODE.finditer(text):
        k = bisect.bisect_right(starts, m.start()) - 1
        if k >= 0 and taken[k][1] > m.start():
            continue  # inside a fence or a formula
        body = m.group(1)
        if _RELATION.search(body) and _MATH_ONLY.search(body) and not _CODE_ONLY.search(body):
            out.append(to_span(text, Hit("inline", m.start(), m.end(), m.start(1), m.end(1)), _typed_powers(body)))
    return out


def _typed_powers(body: str) -> str:
    """A formula typed in backticks writes a power of a bracket as ``10000^(2i / d)``, which TeX would read as the
    bracket alone raised: the exponent is braced (``10000^{2i / d}``; a lone name or number keeps its brackets,
    ``W^(q)`` as ``W^{(q)}``, a label)."""
    out, i = [], 0
    while True:
        k = body.find("^(", i)
        if k < 0:
            return "".join(out) + body[i:]
        depth, j = 0, k + 1
        while j < len(body):
            depth += {"(": 1, ")": -1}.get(body[j], 0)
            if depth == 0:
                break
            j += 1
        if depth:
            return "".join(out) + body[i:]  # (unbalanced: left as written, and not read)
        inner = _typed_powers(body[k + 2:j])
        # (a whole exponent braced without its brackets, c^(4j/d) as c^{4j/d}: ^{(…)} would read as a label, W^{(q)};
        # a lone name or number in them stays one, W^(q))
        out.append(body[i:k] + ("^{(" + inner + ")}" if re.fullmatch(r"\s*\w+\s*", inner) else "^{" + inner + "}"))
        i = j + 1


def _set_line_where(text: str, spans: list[MathSpan]) -> None:
    """The ``where`` of each span outside code: the kind of the line it starts on."""
    starts = [0] + [m.end() for m in re.finditer("\n", text)]
    kinds: dict[int, str] = {}
    for s in spans:
        if s.where != "prose":
            continue
        k = bisect.bisect_right(starts, s.start) - 1
        if k not in kinds:
            a = starts[k]
            b = starts[k + 1] - 1 if k + 1 < len(starts) else len(text)
            kinds[k] = next((w for pat, w in _LINE_WHERE if pat.match(text, a, b)), "prose")
        s.where = kinds[k]


def find_spans(text: str) -> list[MathSpan]:
    """Every span of a Markdown text in reading order (what ``suite.triage`` checks)."""
    return scan(text).spans


def read(doc: Document) -> None:
    """Fill ``doc`` (its ``text`` set) with the spans, sections, prose, labels and findings."""
    parsed = scan(doc.text)
    doc.sections = parsed.sections
    doc.prose = parsed.prose
    finish(doc, parsed.spans, parsed.unclosed)
