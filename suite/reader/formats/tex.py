"""LaTeX (.tex).

Math: the environments ``equation``, ``align``, ``gather``, ``multline``, ``eqnarray``, ``displaymath``,
``flalign`` (display) and ``math`` (inline) with their starred forms, ``\\[…\\]``, ``$$…$$``, ``\\(…\\)`` and
``$…$``; an environment inside another (``align`` in ``equation``) is part of the outer span.  A comment
(``%`` to the end of the line, not ``\\%``) is not text: no delimiter counts inside it.  ``verbatim``,
``Verbatim``, ``lstlisting`` and ``minted`` blocks are code (their comments that state a relation are
"code comment" spans; ``#`` opens a comment, ``//`` in a C-like language), ``\\verb|…|`` and the
``comment`` environment hold nothing.  When there is a ``\\begin{document}``, the preamble before it
(``\\newcommand`` definitions, packages) and whatever follows ``\\end{document}`` hold no span.
Sections: ``\\section`` (level 1), ``\\subsection``, ``\\subsubsection``, ``\\paragraph`` (level 4), starred too.
``where``: "heading" in a section title, "list" in itemize/enumerate/description, "table" in a tabular,
"quote" in quote/quotation/verse, "code" for a code comment, else "prose"."""
from __future__ import annotations

import bisect
import re

from suite.reader.document import PLAIN, Document, Section
from suite.reader.formats.scan import (TEX_LABEL, Delimiters, Region, comment_spans, environments, find_math, finish, gaps,
                                       set_where, to_span)

ENVS = {**environments(("equation", "align", "gather", "multline", "eqnarray", "displaymath", "flalign")),
        **environments(("math",), "inline")}
DELIMITERS = Delimiters(inline_dollar=True, parens=True, envs=ENVS)

# what is not text: a comment, a verbatim-like block, \verb; other escapes (\%, \\) are stepped over whole
_NOT_TEXT = re.compile(r"%|\\begin\{(verbatim\*?|Verbatim|lstlisting|minted|comment)\}|\\verb\*?(?![A-Za-z])|\\.",
                       re.S)
_OPTIONS = re.compile(r"[ \t]*\[([^\]\n]*)\]")
_MINTED_LANG = re.compile(r"[ \t]*\{([^}\n]*)\}")
_LST_LANG = re.compile(r"language\s*=\s*\{?(?:\[[^\]]*\])?([\w+#]+)", re.I)
_DOCUMENT = re.compile(r"\\(begin|end)\{document\}")
_SECTION = re.compile(r"\\(section|subsection|subsubsection|paragraph)\*?\s*(?:\[[^\]\n]*\])?\s*\{")
_LEVEL = {"section": 1, "subsection": 2, "subsubsection": 3, "paragraph": 4}
# a slide (beamer's frame, and environments named like it: vbframe) is a section of its own, below \paragraph: a
# slide that gives a symbol another value than an earlier slide starts a new meaning, as a new section does
_FRAME = re.compile(r"\\begin\{([A-Za-z]*frame)\}\s*(?:<[^>\n]*>\s*)?(?:\[[^\]\n]*\]\s*)?")
_FRAME_TITLE = re.compile(r"\\frametitle\s*\{")
FRAME_LEVEL = 5
_WHERE_ENVS = {"itemize": "list", "enumerate": "list", "description": "list", "tabular": "table",
               "tabular*": "table", "tabularx": "table", "longtable": "table", "quote": "quote",
               "quotation": "quote", "verse": "quote"}
_WHERE_ENV = re.compile(r"\\(begin|end)\{(%s)\}" % "|".join(re.escape(n) for n in _WHERE_ENVS))
_BRACE = re.compile(r"\\.|[{}]", re.S)
# environments of statements, by name or by the title \newtheorem gives them: a theorem, a lemma, a proof, a remark
# or an example holds what it states inside it (and a theorem in the proof that follows it); a definition, an
# assumption or a notation holds it beyond
_LOCAL_TITLES = re.compile(r"^(?:theorem|thm|lemma|lem|proposition|prop|corollary|cor|claim|clm|conjecture|conj|fact|"
                           r"observation|obs|remark|rem|rmk|example|examples|ex|exa|exercise|problem|proof|pf|note)s?\*?$",
                           re.I)
_NEWTHEOREM = re.compile(r"\\newtheorem\*?\s*\{([^{}]+)\}\s*(?:\[[^\]]*\]\s*)?\{([^{}]+)\}")
_ENV = re.compile(r"\\(begin|end)\s*\{([A-Za-z@]+\*?)\}")
_PROOF_OF = re.compile(r"\s*\[[^\]]*?\\(?:c|C|auto|)ref\s*\{([^{}]*)\}[^\]]*\]")  # [Proof of Theorem~\ref{…}]
_BETWEEN = re.compile(r"(?:\s|\\label\{[^{}]*\}|%[^\n]*|\\(?:medskip|bigskip|smallskip|noindent|par|newline|"
                      r"vspace\*?\{[^{}]*\}|vskip\s*[-\d.]+\s*\w*))*")


def not_text(text: str) -> tuple[list[Region], list[tuple[int, int, str]], list[tuple[int, str]]]:
    """One walk over ``text``: the regions that are not text (comments, verbatim blocks: barriers,
    ``\\verb``), the code blocks (body start, body end, language) and the blocks never closed."""
    regions, code, unclosed = [], [], []
    pos, n = 0, len(text)
    while True:
        m = _NOT_TEXT.search(text, pos)
        if m is None:
            break
        tok = m.group()
        if tok == "%":
            eol = text.find("\n", m.start())
            pos = n if eol < 0 else eol
            regions.append(Region(m.start(), pos))
        elif m.group(1):
            pos = _verbatim(text, m, regions, code, unclosed)
        elif tok.startswith("\\verb"):
            pos = _verb(text, m.start(), m.end(), regions)
        else:
            pos = m.end()
    return regions, code, unclosed


def _verbatim(text: str, m: re.Match, regions: list, code: list, unclosed: list) -> int:
    """Record the verbatim-like block that ``m`` opens; the offset after it."""
    name = m.group(1)
    closer = "\\end{%s}" % name
    body, lang = m.end(), ""
    opts = _OPTIONS.match(text, body)
    if opts:
        body = opts.end()
        lst = _LST_LANG.search(opts.group(1))
        lang = lst.group(1).lower() if lst else ""
    if name == "minted":
        arg = _MINTED_LANG.match(text, body)
        if arg:
            body, lang = arg.end(), arg.group(1).strip().lower()
    q = text.find(closer, body)
    if q < 0:
        unclosed.append((m.start(), "\\begin{%s}" % name))
        q = end = len(text)
    else:
        end = q + len(closer)
    regions.append(Region(m.start(), end, barrier=True))
    if name != "comment":
        code.append((body, q, lang))
    return end


def _verb(text: str, start: int, after: int, regions: list) -> int:
    """Record ``\\verb|…|`` (its delimiter is the character after it, closed on the same line)."""
    if after >= len(text) or text[after] in " \t\n":
        return after
    eol = text.find("\n", after)
    close = text.find(text[after], after + 1, len(text) if eol < 0 else eol)
    if close < 0:
        return after + 1
    regions.append(Region(start, close + 1))
    return close + 1


def _inside(regions: list[Region], starts: list[int], pos: int) -> bool:
    """Whether ``pos`` is inside one of ``regions`` (disjoint, sorted; ``starts`` their starts)."""
    k = bisect.bisect_right(starts, pos) - 1
    return k >= 0 and pos < regions[k].end


def _body(text: str, regions: list[Region], starts: list[int]) -> tuple[int, int]:
    """The document's body: after ``\\begin{document}`` (0 without one) to ``\\end{document}``."""
    begin, end = 0, len(text)
    for m in _DOCUMENT.finditer(text):
        if _inside(regions, starts, m.start()):
            continue
        if m.group(1) == "begin" and begin == 0:
            begin = m.end()
        elif m.group(1) == "end" and m.start() >= begin:
            end = m.start()
            break
    return begin, end


def _brace_pairs(text: str, regions: list[Region], starts: list[int], begin: int, end: int) -> dict[int, int]:
    """{offset of a ``{``: offset of its ``}``} for the body's brace groups outside ``regions``, in one pass."""
    pairs, stack = {}, []
    for m in _BRACE.finditer(text, begin, end):
        c = m.group()
        if c in "{}" and not _inside(regions, starts, m.start()):
            if c == "{":
                stack.append(m.start())
            elif stack:
                pairs[stack.pop()] = m.start()
    return pairs


def _sections(text, regions, starts, begin, end) -> tuple[list[Section], list[tuple[int, int, str]]]:
    """The sections of the body, and the spans of their titles (where "heading")."""
    sections, titles = [], []
    pairs = None
    for m in _SECTION.finditer(text, begin, end):
        if _inside(regions, starts, m.start()):
            continue
        pairs = _brace_pairs(text, regions, starts, begin, end) if pairs is None else pairs
        close = pairs.get(m.end() - 1)
        if close is None:  # never closed
            continue
        sections.append(Section(m.start(), _LEVEL[m.group(1)], " ".join(text[m.end():close].split())))
        titles.append((m.end(), close, "heading"))
    for m in _FRAME.finditer(text, begin, end):
        if _inside(regions, starts, m.start()):
            continue
        pairs = _brace_pairs(text, regions, starts, begin, end) if pairs is None else pairs
        stop = text.find("\\end{" + m.group(1) + "}", m.end())
        stop = end if stop < 0 else stop
        t = _FRAME_TITLE.search(text, m.end(), stop)
        opening = m.end() if text.startswith("{", m.end()) else t.end() - 1 if t else None
        close = pairs.get(opening) if opening is not None else None
        title = " ".join(text[opening + 1:close].split()) if close is not None else ""
        sections.append(Section(m.start(), FRAME_LEVEL, title or "slide", slide=True))
        if close is not None:
            titles.append((opening + 1, close, "heading"))
    sections.sort(key=lambda x: x.start)
    titles.sort()
    return sections, titles


def _where_intervals(text, regions, starts, begin, end) -> list[tuple[int, int, str]]:
    """(start, end, where) of the list, table and quote environments of the body."""
    out, stack = [], []
    for m in _WHERE_ENV.finditer(text, begin, end):
        if _inside(regions, starts, m.start()):
            continue
        name = m.group(2)
        if m.group(1) == "begin":
            stack.append((m.start(), name))
            continue
        if stack and stack[-1][1] == name:  # an \end closes the innermost environment, or nothing
            out.append((stack.pop()[0], m.end(), _WHERE_ENVS[name]))
    out += [(a, end, _WHERE_ENVS[name]) for a, name in stack]
    return out


def _scopes(text, regions, starts, begin, end) -> tuple[list[tuple[int, int, bool]], list[tuple[int, int, int, int]]]:
    """(start, end, whole) of the environments of statements that hold what they state inside them
    (``_LOCAL_TITLES``, by name or by the title the document's ``\\newtheorem`` gives the name), a theorem joined with
    the proof that directly follows it.  ``whole``: everything stated there is local (a proof, a remark, an example);
    else only values (a theorem's "let τ = …"; the function it names is the document's).  Also (proof start, proof
    end, theorem start, theorem end) for each proof set apart that names its theorem by ``\\ref``."""
    titles = {m.group(1).strip(): m.group(2).strip() for m in _NEWTHEOREM.finditer(text)}
    found, stack = [], []
    for m in _ENV.finditer(text, begin, end):
        if _inside(regions, starts, m.start()):
            continue
        name = m.group(2)
        title = titles.get(name, name)
        words = [w for w in re.split(r"[\s\-]+", title) if _LOCAL_TITLES.match(w)]  # ("Main Theorem", "Key Fact")
        if not words:
            continue
        title = words[-1]
        if m.group(1) == "begin":
            stack.append((m.start(), name, title))
        elif stack and stack[-1][1] == name:
            a, _, title = stack.pop()
            if not stack:
                found.append((a, m.end(), title.split()[0].rstrip("*s").lower()))
    statements = ("theorem", "thm", "lemma", "lem", "proposition", "prop", "corollary", "cor", "claim", "clm",
                  "conjecture", "conj", "fact", "observation", "obs")
    labels = {}  # \label inside a statement -> (its start, its end)
    for a, z, kind in found:
        if kind in statements:
            for lab in TEX_LABEL.finditer(text, a, z):
                labels.setdefault(lab.group(1).strip(), (a, z))
    out, proofs = [], []
    for k, (a, z, kind) in enumerate(found):
        if kind in statements:
            nxt = found[k + 1] if k + 1 < len(found) else None
            if nxt is not None and nxt[2] in ("proof", "pf") and _BETWEEN.fullmatch(text, z, nxt[0]):
                z = nxt[1]  # a theorem and its proof: one scope for its values
            out.append((a, z, False))
        else:
            out.append((a, z, True))
            ref = _PROOF_OF.match(text, text.find("}", a) + 1) if kind in ("proof", "pf") else None
            if ref and ref.group(1).strip() in labels:  # \begin{proof}[Proof of Theorem~\ref{thm:big}], far away
                proofs.append((a, z) + labels[ref.group(1).strip()])
    return out, proofs


_COMMENT_IN_MATH = re.compile(r"(?<!\\)%[^\n]*")


def read(doc: Document) -> None:
    """Fill ``doc`` (its ``text`` set) with the spans, sections, prose, labels and findings."""
    text = doc.text
    regions, code, unclosed = not_text(text)
    starts = [r.start for r in regions]
    begin, end = _body(text, regions, starts)
    outside = [Region(0, begin)] * (begin > 0) + [Region(end, len(text))] * (end < len(text))
    found = find_math(text, DELIMITERS, regions + outside)
    spans = [to_span(text, h) for h in found.hits]
    for s in spans:  # a comment inside a formula (a line commented out of an eqnarray) is not mathematics
        s.body = _COMMENT_IN_MATH.sub(lambda m: " " * len(m.group()), s.body)
    for a, b, lang in code:
        if begin <= a < end:
            spans += comment_spans(text, a, b, lang)
    sections, titles = _sections(text, regions, starts, begin, end)
    set_where(spans, titles + _where_intervals(text, regions, starts, begin, end))
    doc.sections = sections
    doc.scopes, doc.proofs_of = _scopes(text, regions, starts, begin, end)
    covered = [(s.start, s.end) for s in spans if s.kind not in PLAIN] + [(r.start, r.end) for r in regions]
    doc.prose = gaps(text, covered, begin, end)
    finish(doc, spans, unclosed + found.unclosed)
