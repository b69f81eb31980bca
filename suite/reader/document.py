"""The types that pass between the reader's rooms: a document's text and spans, with the map from an
offset of its text to the line and column of the original file."""
from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Place:
    """A line and column (both from 1) of the original file."""
    line: int
    column: int


PLAIN = ("code comment", "plain")  # the kinds of span read as plain arithmetic (suite.reader.plain), not as TeX


@dataclass
class MathSpan:
    """One formula of a document.

    ``kind``: "inline" (``$…$``, ``\\(…\\)``), "display" (``$$…$$``, ``\\[…\\]``, a display environment)
    or "code comment" (a comment of a code block that states a relation, or a code line whose comment gives its
    value, read as plain arithmetic) or "plain" (arithmetic written in the prose without TeX: ``ln(2) ≈ 0.6931``,
    ``10000^(-2·3/64) ≈ 0.4217``, read the same way); ``PLAIN`` holds those two kinds.
    ``start``/``end``: offsets of the whole span (delimiters included) in ``Document.text``;
    ``body_start``: the offset of ``body``'s first character in ``Document.text``.
    ``text``: ``Document.text[start:end]``; ``body``: the mathematics inside the delimiters (for an
    environment, its contents; HTML entities already decoded).  ``env``: the environment's name
    ("equation", "align*", …) or None; ``label``: its ``\\label{…}`` or None.  ``where``: "prose",
    "list", "table", "heading", "quote", "code" or "output" (a saved notebook output)."""
    kind: str
    start: int
    end: int
    body_start: int
    text: str
    body: str
    env: str | None = None
    label: str | None = None
    where: str = "prose"
    table: int | None = None  # a worked table's cell (suite.reader.formats.tables): the offset of its table's header
    values: tuple = ()  # a code line's comment (suite.reader.formats.scan.code_values): the (name, value as written,
    #                     line) its block gives before it, each assigned once, to arithmetic
    printed: str = ""  # a Python code line's comment giving its value: "only" (only a number: what Python prints, float64
    #                    where a float enters), "stated" (with ≈ or =: it may also be what Python prints), "no real
    #                    value" (Python computes none, (-8) ** (1/3), or the block gives e or pi a value), "" otherwise


@dataclass
class Section:
    """A heading: where it starts in ``Document.text``, its level (1 = top) and its title."""
    start: int
    level: int
    title: str
    slide: bool = False  # a slide (beamer's frame): a scope, not a chapter of the document


@dataclass
class Document:
    """A document as the reader sees it.

    ``text``: the text the reader works on: the file's own text for .md/.txt/.tex/.html (decoded),
    the cells joined for a notebook.  ``offsets``: None when ``text`` is the file's text, else for
    each character of ``text`` its offset in the decoded file text (``source``).  ``spans``: every
    formula in reading order.  ``prose``: the pieces of running text outside formulas and code, as
    (start, end) offsets in ``text`` (what the environment reads for "取 d=4" and "where …").
    ``findings``: problems of the file itself (not UTF-8, an unclosed delimiter, …), each a sentence
    naming the file."""
    name: str
    format: str
    text: str
    source: str
    spans: list[MathSpan] = field(default_factory=list)
    prose: list[tuple[int, int]] = field(default_factory=list)
    sections: list[Section] = field(default_factory=list)
    labels: dict[str, int] = field(default_factory=dict)  # \label name -> index into spans
    # environments whose statements hold inside them only, as (start, end, whole) offsets in ``text``: a proof, a
    # remark, an example (whole: everything it states), a theorem with its proof (its values: the "let τ = …" of one
    # theorem is not the τ of the next; the function it names is the document's)
    scopes: list[tuple[int, int, bool]] = field(default_factory=list)
    # a proof set apart that names its theorem (``\begin{proof}[Proof of Theorem~\ref{…}]``): (proof start, proof
    # end, theorem start, theorem end); the theorem's values hold in it
    proofs_of: list[tuple[int, int, int, int]] = field(default_factory=list)
    findings: list[str] = field(default_factory=list)
    macros: object = None  # the document's own LaTeX macros (suite.reader.macros.Macros), or None
    offsets: list[int] | None = None
    path: Path | None = None
    _lines: list[int] | None = field(default=None, repr=False)

    def place(self, offset: int) -> Place:
        """The line and column in the original file of ``text[offset]``."""
        if self.offsets is not None:
            offset = self.offsets[min(max(offset, 0), len(self.offsets) - 1)] if self.offsets else 0
        if self._lines is None:
            self._lines = [0] + [i + 1 for i, c in enumerate(self.source) if c == "\n"]
        k = bisect.bisect_right(self._lines, offset) - 1
        return Place(k + 1, offset - self._lines[k] + 1)

    def section_at(self, offset: int) -> Section | None:
        """The innermost heading before ``offset``, or None."""
        best = None
        for s in self.sections:
            if s.start <= offset:
                best = s
            else:
                break
        return best
