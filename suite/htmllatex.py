"""A LaTeX source in the reading view (suite.htmlview): its body read into blocks (its title, sections with
their numbers, theorem-like environments, lists, quotes, tables, verbatim blocks, display math with its rows'
numbers as ``\\tag``), ``\\ref`` and ``\\eqref`` resolved, the preamble and the comments left out, each statement
highlighted through suite.htmlmarkdown's ``_Marks``; ``mathjax_macros``: the source's own macros (read by
suite.reader.macros) for MathJax."""
from __future__ import annotations

import bisect
import re

from suite.htmlmarkdown import _e, _inline, _Marks, _orphans
from suite.sources import tex_argument, tex_plain

# the theorem-like environments a source may use without declaring them (amsthm's usual names), their heads, and
# amsthm's styles: a "plain" theorem's text is set in italics, a definition's and a remark's upright
THEOREMS = {"theorem": "Theorem", "lemma": "Lemma", "proposition": "Proposition", "corollary": "Corollary",
            "definition": "Definition", "remark": "Remark", "example": "Example", "conjecture": "Conjecture",
            "claim": "Claim", "assumption": "Assumption", "fact": "Fact", "observation": "Observation",
            "note": "Note", "exercise": "Exercise", "problem": "Problem", "notation": "Notation"}
_UPRIGHT = {"definition", "remark", "example", "note", "notation", "exercise", "problem", "assumption"}
PROOFS = {"proof": "Proof"}
# the numbered display environments: one number a row (a row without \nonumber or \notag), or one for the whole
EQ_ROWS = ("align", "gather", "eqnarray", "flalign", "alignat", "xalignat")
EQ_ONE = ("equation", "multline")
MAX_DEPTH = 40  # arguments and environments read inside one another, at most (then their text is shown as it is)
_SECTIONS = {"part": 0, "chapter": 1, "section": 2, "subsection": 3, "subsubsection": 4, "paragraph": 5,
             "subparagraph": 6}
_TEX_EVENT = re.compile(r"\\(begin|end)\s*\{([^{}]*)\}|\\(part|chapter|section|subsection|subsubsection)(?![A-Za-z])"
                        r"(\*?)|\\label\s*\{([^{}]*)\}|\\(caption)(?![A-Za-z])|\\(appendix)(?![A-Za-z])")
_TEX_TOKEN = re.compile(r"\\(begin|end)\s*\{([^{}]*)\}|\\[A-Za-z@]+\*?|\\.|\n[ \t]*(?:\n[ \t]*)+|---?|``|''|[{}~&$`]",
                        re.S)
# what a text command becomes: a character, or nothing; and the commands whose arguments are not text
_TEX_SYMBOLS = {"ldots": "…", "dots": "…", "textellipsis": "…", "LaTeX": "LaTeX", "TeX": "TeX", "S": "§", "P": "¶",
                "textbackslash": "\\", "textasciitilde": "~", "textasciicircum": "^", "textless": "<",
                "textgreater": ">", "textbar": "|", "textendash": "–", "textemdash": "—", "quad": "\u2003",
                "qquad": "\u2003\u2003", "enspace": "\u2002", "copyright": "©", "dag": "†", "ddag": "‡",
                "pounds": "£", "euro": "€", "textdegree": "°", "and": ", ", "slash": "/", "ss": "ß", "o": "ø",
                "ae": "æ", "i": "ı", "space": " ", "textquotedbl": "\""}
_TEX_ESCAPES = {"%": "%", "&": "&", "#": "#", "_": "_", "{": "{", "}": "}", " ": " ", ",": "\u2009", ";": " ",
                ":": " ", "$": "\\$", "\n": " ", "\t": " "}
_TEX_HIDE = {"label": 1, "vspace": 1, "hspace": 1, "setlength": 2, "addtolength": 2, "addtocounter": 2,
             "setcounter": 2, "stepcounter": 1, "refstepcounter": 1, "pagestyle": 1, "thispagestyle": 1,
             "bibliographystyle": 1, "bibliography": 1, "usepackage": 1, "RequirePackage": 1, "documentclass": 1,
             "theoremstyle": 1, "numberwithin": 2, "color": 1, "definecolor": 3, "hypersetup": 1, "graphicspath": 1,
             "input": 1, "include": 1, "includeonly": 1, "nocite": 1, "index": 1, "phantom": 1, "hphantom": 1,
             "vphantom": 1, "title": 1, "author": 1, "date": 1, "thanks": 1, "newenvironment": 3,
             "renewenvironment": 3, "DeclareMathOperator": 2, "newtheorem": 2, "newcounter": 1, "captionsetup": 1,
             "lstset": 1, "linespread": 1, "fontsize": 2, "affil": 1, "address": 1, "email": 1, "keywords": 1,
             "footnotetext": 1, "markboth": 2, "markright": 1, "enlargethispage": 1, "hyphenation": 1,
             "tikzset": 1, "pgfplotsset": 1, "newlength": 1, "setlist": 1, "geometry": 1}
_TEX_FORMAT = {"emph": "em", "textit": "em", "textsl": "em", "textbf": "strong", "texttt": "code", "url": "code",
               "path": "code", "sout": "del", "st": "del", "underline": "em", "uline": "em"}
_TEX_DECLARE = {"em": "em", "it": "em", "itshape": "em", "sl": "em", "slshape": "em", "bf": "strong",
                "bfseries": "strong", "tt": "code", "ttfamily": "code"}
_TEX_REFS = ("ref", "eqref", "autoref", "cref", "Cref", "pageref", "vref", "nameref", "subref")
_TEX_CITES = ("cite", "citep", "citet", "citealp", "citealt", "parencite", "textcite", "autocite", "footcite",
              "citeauthor", "citeyear")
_TEX_FIGURES = {"figure": "Figure", "figure*": "Figure", "table": "Table", "table*": "Table",
                "wrapfigure": "Figure", "wraptable": "Table"}
# environments whose leading arguments are not text: how many brace arguments each takes
_TEX_ENV_ARGS = {"minipage": 1, "wrapfigure": 2, "wraptable": 2, "multicols": 1, "subfigure": 1, "tabular": 1,
                 "tabular*": 2, "tabularx": 2, "longtable": 1, "array": 1, "tabulary": 2, "thebibliography": 1,
                 "column": 1}
# drawings: their contents are drawing commands, not text (a formula in one is listed after the text)
_DRAWINGS = ("tikzpicture", "pgfpicture", "picture", "forest", "tikzcd", "circuitikz")
# beamer: a frame's title (its first argument or \frametitle) is a heading, a block's its title
_FRAMES = ("frame",)
_BLOCKS = ("block", "alertblock", "exampleblock")
_TABLES = ("tabular", "tabular*", "tabularx", "longtable", "tabulary", "array")
_LISTS = {"itemize": "ul", "enumerate": "ol", "description": "dl", "compactitem": "ul", "compactenum": "ol",
          "thebibliography": "ol"}
_QUOTES = ("quote", "quotation", "verse")


class _Theorem:
    """A theorem-like environment: its head ("Theorem"), its counter (None: not numbered), the sectioning level its
    numbers are within (None: numbered through the document), and whether its text is upright."""

    def __init__(self, head: str, counter: str | None, within: str | None = None, upright: bool = False):
        self.head, self.counter, self.within, self.upright = head, counter, within, upright


class _LaTeX:
    """A LaTeX source read for the view.  Its math is what the reader finds (``suite.reader.formats.tex``: the same
    spans, so the statements' and findings' offsets meet it); its comments and verbatim blocks are the reader's too.
    ``number()`` numbers, in order of appearance, the sections, the theorem-like environments, the figures and
    tables and the rows of the numbered display environments, and resolves every ``\\label``; ``blocks()`` reads
    the body into blocks of pieces (start, end, kind, formats, text: the Markdown renderer's, so that a highlight
    lands on its text whatever the markup), the preamble and the comments left out."""

    def __init__(self, raw: str):
        from suite.reader.document import PLAIN
        from suite.reader.formats import read_text
        from suite.reader.formats.tex import not_text

        self.raw = raw
        regions, code, _ = not_text(raw)
        self.math = {s.start: s for s in read_text("view.tex", raw).spans if s.kind not in PLAIN}
        stops = [(r.start, r.end, "skip") for r in regions] + [(s.start, s.end, "math") for s in self.math.values()]
        self.stops = sorted(stops)
        self.stop_starts = [a for a, _, _ in self.stops]
        self.verbatim = {}  # a verbatim block's start: (its body's start and end, its language)
        for body, end, lang in code:
            k = bisect.bisect_right(self.stop_starts, body) - 1
            if k >= 0:
                self.verbatim[self.stops[k][0]] = (body, end, lang)
        self.covered: list[tuple[int, int]] = []  # the stops merged: what is not text
        for a, b, _ in self.stops:
            if self.covered and a <= self.covered[-1][1]:
                self.covered[-1] = (self.covered[-1][0], max(b, self.covered[-1][1]))
            else:
                self.covered.append((a, b))
        self.covered_starts = [a for a, _ in self.covered]
        self.pairs = self._brace_pairs()
        self.begin, self.end = self._body()
        self.theorems = self._theorems()
        self.macros = mathjax_macros(raw)
        self.labels: dict[str, str] = {}
        self.numbers: dict[int, str] = {}  # offset of a \section, a theorem's \begin, a \caption: its number
        self.tags: dict[int, list[tuple[int, str]]] = {}  # a math span's start: (offset in it, tag) of each row
        self.has_chapters = False
        self.depth = 0  # how deep the reading is in arguments and environments
        self.number()

    # -- where things are
    def hidden(self, pos: int) -> bool:
        """Whether ``pos`` is in a comment, a verbatim block or a formula."""
        k = bisect.bisect_right(self.covered_starts, pos) - 1
        return k >= 0 and pos < self.covered[k][1]

    def _brace_pairs(self) -> dict[int, int]:
        """{offset of a ``{``: offset of its ``}``} outside comments and verbatim blocks, escapes stepped over: one
        pass, so that finding an argument costs nothing (an unclosed group is not searched again and again)."""
        skip = [(a, b) for a, b, what in self.stops if what == "skip"]
        pairs, stack, k = {}, [], 0
        for m in re.finditer(r"\\.|[{}]", self.raw, re.S):
            pos = m.start()
            while k < len(skip) and skip[k][1] <= pos:
                k += 1
            if k < len(skip) and skip[k][0] <= pos:
                continue
            if m.group() == "{":
                stack.append(pos)
            elif m.group() == "}" and stack:
                pairs[stack.pop()] = pos
        return pairs

    def argument(self, pos: int, limit: int | None = None) -> tuple[int, int] | None:
        """The brace group that opens at ``pos`` (after blanks): (its ``{``, its ``}``), None when none opens there or
        it does not close before ``limit``."""
        m = re.compile(r"\s*\{").match(self.raw, pos, len(self.raw) if limit is None else limit)
        close = self.pairs.get(m.end() - 1) if m else None
        return (m.end() - 1, close) if close is not None and (limit is None or close < limit) else None

    def match(self, pattern: str, pos: int, limit: int):
        """``pattern`` matched at ``pos`` of the source, not past ``limit``."""
        return re.compile(pattern).match(self.raw, pos, limit)

    def _body(self) -> tuple[int, int]:
        """The body: after ``\\begin{document}`` (the whole file without one) to ``\\end{document}``."""
        begin, end = 0, len(self.raw)
        for m in re.finditer(r"\\(begin|end)\{document\}", self.raw):
            if self.hidden(m.start()):
                continue
            if m.group(1) == "begin" and not begin:
                begin = m.end()
            elif m.group(1) == "end" and m.start() >= begin:
                end = m.start()
                break
        return begin, end

    def _theorems(self) -> dict[str, _Theorem]:
        """The theorem-like environments: amsthm's usual names, each numbered on its own, then those the source
        declares with ``\\newtheorem`` (a shared counter, numbers within a section, ``\\newtheorem*`` unnumbered;
        the ``\\theoremstyle`` in force)."""
        out = {name: _Theorem(head, name, None, name in _UPRIGHT) for name, head in THEOREMS.items()}
        out.update({name: _Theorem(head, None, None, True) for name, head in PROOFS.items()})
        style = "plain"
        for m in re.finditer(r"\\theoremstyle\s*\{(\w+)\}|\\newtheorem(\*?)\s*\{([^{}]+)\}\s*(?:\[(\w+)\])?\s*", self.raw):
            if self.hidden(m.start()):
                continue
            if m.group(1):
                style = m.group(1)
                continue
            head = self.argument(m.end())
            if head is None:
                continue
            within = self.match(r"\s*\[(\w+)\]", head[1] + 1, len(self.raw))
            shared = out.get(m.group(4)) if m.group(4) else None
            counter = None if m.group(2) else (shared.counter if shared else m.group(3))
            out[m.group(3).strip()] = _Theorem(tex_plain(self.raw[head[0] + 1:head[1]]) or m.group(3), counter,
                                               shared.within if shared else (within.group(1) if within else None),
                                               style != "plain")
        return out

    # -- numbering
    def number(self) -> None:
        """Number what LaTeX numbers, in order of appearance, and resolve the labels to those numbers."""
        raw = self.raw
        events = [(m.start(), "event", m) for m in _TEX_EVENT.finditer(raw, self.begin, self.end)
                  if not self.hidden(m.start())]
        events += [(s.start, "math", s) for s in self.math.values() if self.begin <= s.start < self.end]
        events.sort(key=lambda e: e[0])
        self.has_chapters = any(kind == "event" and m.group(3) == "chapter" for _, kind, m in events)
        sec = [0] * 7
        counters: dict[str, int] = {}
        current, envs, eq, figures, appendix = [""], [], [0], {"Figure": 0, "Table": 0}, [False]
        for pos, kind, m in events:
            if kind == "math":
                self._number_rows(m, eq, self._section_number(sec, 1, appendix[0]) if self.has_chapters else "")
                continue
            if m.group(1) == "begin":
                name = m.group(2).strip()
                envs.append(name)
                current.append(current[-1])
                th = self.theorems.get(name)
                if th is not None and th.counter is not None:
                    counters[th.counter] = counters.get(th.counter, 0) + 1
                    prefix = self._section_number(sec, _SECTIONS[th.within], appendix[0]) + "." \
                        if th.within in _SECTIONS else ""
                    self.numbers[pos] = current[-1] = f"{prefix}{counters[th.counter]}"
            elif m.group(1) == "end":
                if envs and envs[-1] == m.group(2).strip():
                    envs.pop()
                    current.pop()
            elif m.group(3):
                level = _SECTIONS[m.group(3)]
                if m.group(4):
                    continue
                sec[level] += 1
                sec[level + 1:] = [0] * (6 - level)
                for name, th in self.theorems.items():  # numbers within this level start again
                    if th.within in _SECTIONS and _SECTIONS[th.within] >= level and th.counter:
                        counters[th.counter] = 0
                if level == 1:
                    eq[0] = 0
                if level > 0:
                    self.numbers[pos] = current[-1] = self._section_number(sec, level, appendix[0])
            elif m.group(5) is not None:
                self.labels.setdefault(m.group(5).strip(), current[-1])
            elif m.group(6):
                what = next((_TEX_FIGURES[e] for e in reversed(envs) if e in _TEX_FIGURES), None)
                if what:
                    figures[what] += 1
                    current[-1] = str(figures[what])
                    self.numbers[pos] = f"{what} {figures[what]}"
            elif m.group(7):
                appendix[0] = True
                top = 1 if self.has_chapters else 2
                sec[top:] = [0] * (7 - top)

    def _section_number(self, sec: list[int], level: int, appendix: bool) -> str:
        top = 1 if self.has_chapters else 2
        parts = [str(n) for n in sec[top:level + 1]]
        if appendix and parts and sec[top]:
            parts[0] = chr(ord("A") + sec[top] - 1) if sec[top] <= 26 else parts[0]
        return ".".join(parts)

    def _number_rows(self, span, eq: list[int], chapter: str) -> None:
        """Number the rows of a display environment (each row of an align-like one without ``\\nonumber``/``\\notag``,
        the whole of an equation; a starred one, ``\\[…\\]`` and ``$$…$$`` none), resolve its labels and keep where
        each number goes (``tags``)."""
        env = (span.env or "").strip()
        base, starred = env.rstrip("*"), env.endswith("*")
        body = self.raw[span.body_start:span.end]
        close = body.rfind("\\end")
        body = body[:close] if env and close >= 0 else body
        rows = _rows(body) if base in EQ_ROWS else [(0, len(body))]
        at = span.body_start - span.start
        for k, (a, b) in enumerate(rows):
            row = body[a:b]
            if not row.strip() and k == len(rows) - 1 and k:
                continue
            tag = re.search(r"\\tag\*?\s*\{([^{}]*)\}", row)
            numbered = (base in EQ_ROWS or base in EQ_ONE) and not starred and not tag \
                and not re.search(r"\\(?:nonumber|notag)(?![A-Za-z])", row)
            text = None
            if numbered:
                eq[0] += 1
                text = f"{chapter}.{eq[0]}" if chapter else str(eq[0])
                self.tags.setdefault(span.start, []).append((at + len(row.rstrip()) + a, text))
            for label in re.findall(r"\\label\s*\{([^{}]*)\}", row):
                self.labels.setdefault(label.strip(), tag.group(1) if tag else text or "??")

    # -- the math, as MathJax is to typeset it
    def math_tex(self, span) -> str:
        """A formula's TeX for MathJax: each numbered row tagged with its number, ``\\label``, ``\\nonumber`` and
        ``\\notag`` dropped, ``\\ref``/``\\eqref`` resolved."""
        t = self.raw[span.start:span.end]
        for at, tag in sorted(self.tags.get(span.start, ()), reverse=True):
            t = t[:at] + f" \\tag{{{tag}}}" + t[at:]
        t = re.sub(r"\\(?:nonumber|notag)(?![A-Za-z])|\\label\s*\{[^{}]*\}", "", t)
        return re.sub(r"\\(eqref|ref|autoref|cref|Cref)\s*\{([^{}]*)\}",
                      lambda m: "\\text{%s}" % self.ref(m.group(1), m.group(2)), t)

    def ref(self, command: str, keys: str) -> str:
        """What ``\\ref{keys}`` (``\\eqref``: in parentheses) shows: each label's number, ?? for an unknown one."""
        nums = [self.labels.get(k.strip(), "??") for k in keys.split(",") if k.strip()]
        text = ", ".join(nums)
        return f"({text})" if command == "eqref" else text

    # -- the body, as blocks of pieces
    def next_stop(self, pos: int):
        k = bisect.bisect_left(self.stop_starts, pos)
        return self.stops[k] if k < len(self.stops) else (len(self.raw), len(self.raw), "end")

    def blocks(self, pos: int, limit: int, stop: str | None = None, mode: str = "") -> tuple[list, int]:
        """The blocks from ``pos`` to ``\\end{stop}`` (or ``limit``), and where they end.  ``mode``: "table" (``&``
        and ``\\\\`` cut cells and rows), "list" (``\\item`` starts an item).  A block: ("para", pieces), ("heading",
        level, number, pieces), ("math", start, end, tex), ("code", start, end, language), ("theorem", env, head,
        note pieces, blocks), ("list", tag, items: (label pieces, blocks)), ("quote", blocks), ("div", class, blocks),
        ("table", rows of cells of pieces), ("title",)."""
        raw, out, para = self.raw, [], []
        fmt = [()]  # the formats of each open group

        def flush():
            if any(p[2] != "hidden" and (p[2] != "text" or p[4].strip()) for p in para):
                out.append(("para", list(para)))
            elif para:
                out.append(("hidden", list(para)))
            para.clear()

        def hide(a, b):
            if b > a:
                para.append((a, b, "hidden", (), raw[a:b]))

        while pos < limit:
            a_stop, b_stop, what = self.next_stop(pos)
            m = _TEX_TOKEN.search(raw, pos, min(a_stop, limit))
            at = m.start() if m else min(a_stop, limit)
            if at > pos:
                para.append((pos, at, "text", fmt[-1], raw[pos:at]))
            if m is None:
                if at >= limit:
                    pos = limit
                    break
                pos = self._stop(a_stop, b_stop, what, para, out, flush, fmt[-1])
                continue
            tok, pos = m.group(), m.end()
            if m.group(1) == "end":
                name = m.group(2).strip()
                hide(m.start(), pos)
                if name == stop:
                    flush()
                    return out, pos
                continue
            if m.group(1) == "begin":
                if self.depth > MAX_DEPTH:  # nested too deep to read as blocks: its markers hidden, its text shown
                    hide(m.start(), pos)
                    continue
                flush()
                self.depth += 1
                try:
                    pos = self._environment(m, out, limit)
                finally:
                    self.depth -= 1
                continue
            if tok.startswith("\n"):
                flush()
            elif tok == "{":
                hide(m.start(), pos)
                fmt.append(fmt[-1])
            elif tok == "}":
                hide(m.start(), pos)
                if len(fmt) > 1:
                    fmt.pop()
            elif tok in ("~", "---", "--", "``", "''", "`", "$", "&"):
                if tok == "&" and mode == "table":
                    para.append((m.start(), pos, "cut", (), "cell"))
                else:
                    sym = {"~": "\u00a0", "---": "—", "--": "–", "``": "“", "''": "”", "`": "‘", "$": "\\$"}.get(tok, tok)
                    para.append((m.start(), pos, "sym", fmt[-1], sym))
            elif tok.startswith("\\\\"):
                pos = self.match(r"\*?[ \t]*(?:\[[^\]\n]*\])?", pos, limit).end()
                para.append((m.start(), pos, "cut", (), "row") if mode == "table" else (m.start(), pos, "gap", (), "br"))
            elif len(tok) == 2 and not tok[1].isalpha():
                ch = tok[1]
                if ch in "([":
                    pos = self._loose_math(m.start(), ch, out, para, flush, limit)
                elif ch in _TEX_ESCAPES:
                    para.append((m.start(), pos, "sym", fmt[-1], _TEX_ESCAPES[ch]))
                else:  # \- \/ \@ and the accents \' \" \^ \~ \` \= \. (the letter after them is shown)
                    hide(m.start(), pos)
            else:
                pos = self._command(m, para, out, flush, fmt, limit, mode)
        flush()
        return out, pos

    def _stop(self, a: int, b: int, what: str, para: list, out: list, flush, fmt: tuple) -> int:
        """A comment, a verbatim block or a formula at ``a``: hidden, a code block, or the formula (a display one a
        block of its own); the offset after it."""
        if what == "math":
            span = self.math[a]
            tex = self.math_tex(span)
            if span.kind == "display":
                flush()
                out.append(("math", a, b, tex))
            else:
                para.append((a, b, "math", (), tex))
        elif what == "skip" and a in self.verbatim:
            body, end, lang = self.verbatim[a]
            flush()
            out.append(("hidden", [(a, body, "hidden", (), self.raw[a:body])]))
            out.append(("code", body, end, lang))
            para.append((end, b, "hidden", (), self.raw[end:b]))
        else:
            para.append((a, b, "hidden", (), self.raw[a:b]))
        return b

    def _loose_math(self, a: int, ch: str, out: list, para: list, flush, limit: int) -> int:
        """``\\[`` or ``\\(`` the reader did not take as a formula: to its closer, as a formula all the same."""
        closer = "\\]" if ch == "[" else "\\)"
        end = self.raw.find(closer, a + 2, limit)
        end = limit if end < 0 else end + 2
        tex = self.raw[a:end]
        if ch == "[":
            flush()
            out.append(("math", a, end, tex))
        else:
            para.append((a, end, "math", (), tex))
        return end

    def _args(self, pos: int, n: int, limit: int, optional: bool = True) -> tuple[list[tuple[int, int]], int]:
        """``n`` brace arguments after ``pos`` (with ``optional``, any ``[…]`` before each, or at ``pos`` when ``n`` is
        0, skipped): their (``{``, ``}``) offsets, and the offset after the last."""
        args = []
        while True:
            opt = self.match(r"\s*\[[^\]]*\]", pos, limit) if optional and (len(args) < n or not n) else None
            if opt:
                pos = opt.end()
                continue
            if len(args) >= n:
                break
            arg = self.argument(pos, limit)
            if arg is None:
                break
            args.append(arg)
            pos = arg[1] + 1
        return args, pos

    def inline(self, a: int, b: int, fmt: tuple = ()) -> list:
        """The pieces of ``raw[a:b]`` (an argument's text) with the formats ``fmt`` added."""
        self.depth += 1
        try:
            blocks, _ = self.blocks(a, b)
        finally:
            self.depth -= 1
        out = []
        for blk in blocks:
            if blk[0] in ("para", "hidden"):
                out += [(x, y, kind, tuple(dict.fromkeys(fmt + f)), t) for x, y, kind, f, t in blk[1]]
            elif blk[0] == "math":
                out.append((blk[1], blk[2], "math", (), blk[3]))
        return out

    def _command(self, m: re.Match, para: list, out: list, flush, fmt: list, limit: int, mode: str) -> int:
        """A command at ``m``: a heading, a format, a reference, a symbol, a command whose arguments are not text
        (hidden with them), or any other (hidden, its arguments shown as text); the offset after what it took."""
        raw, a, pos = self.raw, m.start(), m.end()
        name = m.group()[1:].rstrip("*")
        if self.depth > MAX_DEPTH:  # arguments nested too deep to read: the command hidden, its groups shown as text
            para.append((a, pos, "hidden", (), raw[a:pos]))
            return pos
        overlay = self.match(r"<[-+|,\w]*>", pos, limit)  # beamer's overlay specification (\item<2->, \only<3>)
        if overlay:
            para.append((pos, overlay.end(), "hidden", (), raw[pos:overlay.end()]))
            pos = overlay.end()

        def hide(x, y):
            if y > x:
                para.append((x, y, "hidden", (), raw[x:y]))

        if name in _SECTIONS:
            args, end = self._args(pos, 1, limit)
            if not args:
                hide(a, pos)
                return pos
            flush()
            level = min(_SECTIONS[name] + (0 if self.has_chapters else -1), 5) + 1
            out.append(("heading", max(level, 2), self.numbers.get(a, ""), [(a, args[0][0] + 1, "hidden", (), "")]
                        + self.inline(args[0][0] + 1, args[0][1]) + [(args[0][1], end, "hidden", (), "")]))
            return end
        if name == "frametitle":
            args, end = self._args(pos, 1, limit)
            if args:
                flush()
                out.append(("heading", 3, "", self.inline(args[0][0] + 1, args[0][1])))
                return end
        if name == "maketitle":
            flush()
            out.append(("title", a, pos))
            return pos
        if name == "item":
            opt = self.match(r"\s*\[([^\]]*)\]", pos, limit)
            end = opt.end() if opt else pos
            flush()
            label = self.inline(opt.start(1), opt.end(1)) if opt else []
            out.append(("item", [(a, pos, "hidden", (), "")] + label))
            if mode != "list":
                para.append((a, end, "sym", (), "• "))
            return end
        if name == "par":
            flush()
            return pos
        if name in _TEX_FORMAT or name in ("footnote", "caption", "href", "textcolor", "colorbox", "hyperref",
                                           "textsuperscript", "textsubscript", "mbox", "fbox", "text", "textrm",
                                           "textsf", "textsc", "textup", "textnormal", "makebox", "framebox"):
            skip = 1 if name in ("href", "textcolor", "colorbox") else 0
            args, end = self._args(pos, skip + 1, limit)
            if len(args) < skip + 1:
                hide(a, pos)
                return pos
            x, y = args[-1]
            hide(a, x + 1)
            add = (_TEX_FORMAT[name],) if name in _TEX_FORMAT else ()
            if name == "footnote":
                para.append((x, x + 1, "sym", fmt[-1], " (footnote: "))
            if name == "caption" and a in self.numbers:
                para.append((x, x + 1, "sym", ("strong",), f"{self.numbers[a]}: "))
            para.extend(self.inline(x + 1, y, tuple(dict.fromkeys(fmt[-1] + add))))
            if name == "footnote":
                para.append((y, y + 1, "sym", fmt[-1], ")"))
            hide(y, end)
            return end
        if name in _TEX_DECLARE:
            hide(a, pos)
            fmt[-1] = tuple(dict.fromkeys(fmt[-1] + (_TEX_DECLARE[name],)))
            return pos
        if name in _TEX_REFS:
            args, end = self._args(pos, 1, limit, optional=False)
            if not args:
                hide(a, pos)
                return pos
            para.append((a, end, "sym", fmt[-1], self.ref(name, raw[args[0][0] + 1:args[0][1]])))
            return end
        if name in _TEX_CITES:
            args, end = self._args(pos, 1, limit)
            if not args:
                hide(a, pos)
                return pos
            keys = ", ".join(k.strip() for k in raw[args[0][0] + 1:args[0][1]].split(","))
            para.append((a, end, "sym", fmt[-1], f"[{keys}]"))
            return end
        if name == "includegraphics":
            args, end = self._args(pos, 1, limit)
            para.append((a, end, "label", (), f"[image: {raw[args[0][0] + 1:args[0][1]].strip()}]" if args else "[image]"))
            return end
        if name in ("newcommand", "renewcommand", "providecommand", "DeclareRobustCommand", "def", "let"):
            return self._definition(m, hide, limit)
        if name in _TEX_HIDE:
            args, end = self._args(pos, _TEX_HIDE[name], limit)
            hide(a, end)
            return end
        if name in _TEX_SYMBOLS:
            end = pos + (2 if raw.startswith("{}", pos) else 0)
            para.append((a, end, "sym", fmt[-1], _TEX_SYMBOLS[name]))
            return end
        body = self.macros.get(name)
        if isinstance(body, str) and "\\" not in body and "$" not in body and "#" not in body:
            end = pos + (2 if raw.startswith("{}", pos) else 0)
            para.append((a, end, "sym", fmt[-1], body.strip("{}")))
            return end
        hide(a, pos)  # any other command: hidden, its arguments shown as text (a group each)
        return pos

    def _definition(self, m: re.Match, hide, limit: int) -> int:
        """``\\newcommand`` (and its kin), ``\\def``, ``\\let`` in the body: hidden with what it defines."""
        pos = m.end()
        if m.group()[1:] == "let":
            t = self.match(r"\s*\\[A-Za-z@]+\s*=?\s*(?:\\[A-Za-z@]+|.)", pos, limit)
            end = t.end() if t else pos
        else:
            head = (r"\s*\\[A-Za-z@]+(?:#\d)*" if m.group()[1:] == "def"
                    else r"\s*(?:\{\s*\\[A-Za-z@]+\s*\}|\\[A-Za-z@]+)(?:\s*\[[^\]]*\]){0,2}")
            t = self.match(head, pos, limit)
            arg = self.argument(t.end() if t else pos, limit)
            end = arg[1] + 1 if arg else pos
        hide(m.start(), end)
        return end

    def _environment(self, m: re.Match, out: list, limit: int) -> int:
        """The environment ``\\begin{…}`` at ``m`` as a block (its inner blocks read to its ``\\end``); the offset
        after it."""
        a, pos = m.start(), m.end()
        name = m.group(2).strip()
        th = self.theorems.get(name)
        if th is not None:
            opt = self.match(r"\s*\[([^\]]*)\]", pos, limit)
            note = self.inline(opt.start(1), opt.end(1)) if opt else []
            pos = opt.end() if opt else pos
            inner, end = self.blocks(pos, limit, stop=name)
            head = th.head + (f" {self.numbers[a]}" if a in self.numbers else "")
            out.append(("theorem", name, head, note, inner, th.upright))
            return end
        if name in _DRAWINGS:
            close = self.raw.find("\\end{%s}" % name, pos, limit)
            end = limit if close < 0 else close + len("\\end{%s}" % name)
            out.append(("para", [(a, end, "label", (), f"[{name}]")]))
            return end
        if name in _FRAMES or name in _BLOCKS:
            args, pos = self._args(self.match(r"(?:<[^>\n]*>)?", pos, limit).end(), 1, limit)
            title = self.inline(args[0][0] + 1, args[0][1], ("strong",)) if args else []
            inner, end = self.blocks(pos, limit, stop=name)
            if name in _FRAMES:
                out.append(("div", "frame", ([("heading", 3, "", title)] if title else []) + inner))
            else:
                out.append(("div", "block", ([("para", title)] if title else []) + inner))
            return end
        _, pos = self._args(pos, _TEX_ENV_ARGS.get(name, 0), limit)
        if name in ("document", "comment"):
            return pos
        if name in _TABLES:
            inner, end = self.blocks(pos, limit, stop=name, mode="table")
            out.append(("table", _table_rows(inner)))
            return end
        if name in _LISTS:
            inner, end = self.blocks(pos, limit, stop=name, mode="list")
            out.append(("list", _LISTS[name], _list_items(inner)))
            return end
        inner, end = self.blocks(pos, limit, stop=name)
        if name in _QUOTES:
            out.append(("quote", inner))
        elif name == "abstract":
            out.append(("div", "abstract", [("para", [(a, a, "sym", ("strong",), "Abstract")])] + inner))
        else:  # figure, center, minipage, an environment the view does not know: its contents
            out.append(("div", "env-" + re.sub(r"[^A-Za-z]", "", name), inner))
        return end


def _rows(body: str) -> list[tuple[int, int]]:
    """The rows of an alignment's body: (start, end) cut at each ``\\\\`` outside braces and inner environments."""
    rows, depth, env, start = [], 0, 0, 0
    for m in re.finditer(r"\\\\|\\(begin|end)\s*\{[^{}]*\}|\\.|[{}]", body):
        tok = m.group()
        if tok == "{":
            depth += 1
        elif tok == "}":
            depth -= 1
        elif m.group(1) == "begin":
            env += 1
        elif m.group(1) == "end":
            env -= 1
        elif tok == "\\\\" and depth == 0 and env == 0:
            rows.append((start, m.start()))
            start = m.end()
    rows.append((start, len(body)))
    return rows


def _table_rows(blocks: list) -> list[list[list]]:
    """A table's rows of cells (each cell its pieces), cut at the "cut" pieces of ``blocks``."""
    rows, row, cell = [], [], []
    for blk in blocks:
        for p in blk[1] if blk[0] in ("para", "hidden") else []:
            if p[2] == "cut":
                row.append(cell)
                cell = []
                if p[4] == "row":
                    rows.append(row)
                    row = []
            elif not (p[2] == "text" and not p[4].strip()):
                cell.append(p)
    if cell or row:
        row.append(cell)
        rows.append(row)
    return [r for r in rows if any(any(p[2] != "hidden" for p in c) for c in r)]


def _list_items(blocks: list) -> list[tuple[list, list]]:
    """A list's items: (label pieces, blocks), cut at the "item" blocks."""
    items: list = []
    for blk in blocks:
        if blk[0] == "item":
            items.append((blk[1], []))
        elif items:
            items[-1][1].append(blk)
        elif blk[0] != "hidden":
            items.append(([], [blk]))
    return items


def mathjax_macros(raw: str) -> dict:
    """The macros a LaTeX source defines, as MathJax's ``tex.macros``: {name: body} or {name: [body, number of
    arguments(, the first one's default)]}.  Read by the reader's ``suite.reader.macros.collect`` (``\\newcommand``
    and its kin, ``\\def``, ``\\DeclareMathOperator``, ``\\let``; comments left out; the view has the source's text
    only, so the files it inputs are not followed); an operator declared starred (``\\DeclareMathOperator*``: its
    limits set below it) is given to MathJax starred, which the reader's table does not record."""
    from suite.reader.macros import collect

    starred = _starred_operators(raw)
    out = {}
    for name, m in collect(raw).table.items():
        body = "\\operatorname*" + m.body[len("\\operatorname"):] if starred.get(name) == m.body else m.body
        out[name] = body if not m.arguments else [body, m.arguments] + ([m.default] if m.default is not None else [])
    return out


_OPERATOR = re.compile(r"\\DeclareMathOperator(\*?)\s*(?:\{\s*\\([A-Za-z]+)\s*\}|\\([A-Za-z]+))")


def _starred_operators(raw: str) -> dict[str, str]:
    """{name: its body as ``collect`` writes it (``\\operatorname{…}``)} of the operators whose last
    ``\\DeclareMathOperator`` is starred (comments left out)."""
    text = re.sub(r"(?<!\\)%[^\n]*", "", raw)
    out = {}
    for m in _OPERATOR.finditer(text):
        name, arg = m.group(2) or m.group(3), tex_argument(text, m.end())
        if m.group(1) and arg is not None:
            out[name] = f"\\operatorname{{{text[arg[0] + 1:arg[1]]}}}"
        else:
            out.pop(name, None)
    return out


def latex_html(raw: str, stmts: list[dict] | None = None) -> str:
    """A LaTeX source as text: its title (``\\maketitle``), sections as headings with their numbers, theorem-like
    environments as labelled blocks ("Theorem 1.", "Proof."), lists, quotes, tables and verbatim blocks, ``\\ref``
    and ``\\eqref`` resolved to the numbers LaTeX gives, ``\\label`` dropped, display math kept for MathJax with its
    rows' numbers as ``\\tag``; the preamble and the comments not shown.  Each statement highlighted; one that cannot
    be placed (in the preamble, a comment or a label) listed after the text."""
    stmts = stmts or []
    tex = _LaTeX(raw)
    blocks, _ = tex.blocks(tex.begin, tex.end)
    marks = _Marks(stmts, raw=raw)
    return _tex_blocks(tex, blocks, marks) + _orphans(stmts, marks.anchored)


def _tex_title(tex: _LaTeX) -> list:
    """The pieces of ``\\title`` and ``\\author`` (wherever they are, the preamble included), for ``\\maketitle``."""
    out = {}
    for name in ("title", "author"):
        for m in re.finditer(r"\\%s(?![A-Za-z])\s*(?:\[[^\]]*\])?" % name, tex.raw):
            if tex.hidden(m.start()):
                continue
            arg = tex.argument(m.end())
            if arg:
                out[name] = tex.inline(arg[0] + 1, arg[1])
                break
    return [out.get("title") or [], out.get("author") or []]


def _tex_blocks(tex: _LaTeX, blocks: list, marks: _Marks) -> str:
    out = []
    for blk in blocks:
        kind = blk[0]
        if kind == "para":
            out.append(f"<p>{marks.emit(marks.split(blk[1]))}</p>")
        elif kind == "hidden":
            marks.split(blk[1])
        elif kind == "heading":
            num = f"<span class=\"secnum\">{_e(blk[2])}</span> " if blk[2] else ""
            out.append(f"<h{blk[1]}>{num}{marks.emit(marks.split(blk[3]))}</h{blk[1]}>")
        elif kind == "title":
            title, author = _tex_title(tex)
            if title:
                out.append(f"<h1 class=\"title\">{marks.emit(marks.split(title))}</h1>")
            if author:
                out.append(f"<p class=\"author\">{marks.emit(marks.split(author))}</p>")
        elif kind == "math":
            out.append(f"<div class=\"math-block\">{marks.emit(marks.split([(blk[1], blk[2], 'math', (), blk[3])]))}</div>")
        elif kind == "code":
            a, b = blk[1], blk[2]
            body = marks.emit(marks.split(_inline(tex.raw, [(a, b, False)], plain=True))) if b > a else ""
            lang = f" class=\"language-{_e(blk[3])}\"" if blk[3] else ""
            out.append(f"<pre><code{lang}>{body.strip(chr(10))}</code></pre>")
        elif kind == "theorem":
            out.append(_tex_theorem(tex, blk, marks))
        elif kind == "list":
            out.append(_tex_list(tex, blk, marks))
        elif kind == "quote":
            out.append(f"<blockquote>{_tex_blocks(tex, blk[1], marks)}</blockquote>")
        elif kind == "div":
            out.append(f"<div class=\"{_e(blk[1])}\">{_tex_blocks(tex, blk[2], marks)}</div>")
        elif kind == "table":
            rows = "".join("<tr>" + "".join(f"<td>{marks.emit(marks.split(c))}</td>" for c in r) + "</tr>" for r in blk[1])
            out.append(f"<div class=\"table\"><table><tbody>{rows}</tbody></table></div>")
    return "\n".join(out)


def _tex_theorem(tex: _LaTeX, blk: tuple, marks: _Marks) -> str:
    """A theorem-like environment: its head ("Theorem 2 (note).", "Proof.") run into its first paragraph, its text
    (in italics for a plain-style theorem), a proof's end marked ∎."""
    _, name, head, note, inner, upright = blk
    if name in PROOFS:  # a proof's note is its head: \begin{proof}[Proof of Lemma 2]
        shown = marks.emit(marks.split(note)) if note else _e(head)
        head_html = f"<span class=\"thm-head\"><i>{shown}</i>.</span> "
    else:
        note_html = f" ({marks.emit(marks.split(note))})" if note else ""
        head_html = f"<span class=\"thm-head\"><b>{_e(head)}</b>{note_html}.</span> "
    body = _tex_blocks(tex, inner, marks)
    body = "<p>" + head_html + body[3:] if body.startswith("<p>") else f"<p>{head_html}</p>" + body
    qed = "<span class=\"qed\">∎</span>" if name in PROOFS else ""
    if qed and body.endswith("</p>"):
        body, qed = body[:-4] + qed + "</p>", ""
    style = "upright" if upright else "plain"
    return f"<div class=\"thm thm-{_e(re.sub(r'[^A-Za-z]', '', name))} {style}\">{body}{qed}</div>"


def _tex_list(tex: _LaTeX, blk: tuple, marks: _Marks) -> str:
    tag, items = blk[1], blk[2]
    if tag == "dl":
        return "<dl>" + "".join(f"<dt>{marks.emit(marks.split(label))}</dt><dd>{_tex_blocks(tex, body, marks)}</dd>"
                                for label, body in items) + "</dl>"
    lis = []
    for label, body in items:
        inner = _tex_blocks(tex, body, marks)
        shown = marks.emit(marks.split(label))
        if shown:
            inner = f"<b>{shown}</b> " + inner
        lis.append(f"<li>{inner}</li>")
    return f"<{tag}>{''.join(lis)}</{tag}>"
