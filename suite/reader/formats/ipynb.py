"""A Jupyter notebook (.ipynb; nbformat 4, and the cells of nbformat 3).

``Document.text`` is the cells in order joined with a blank line ("\\n\\n"): a Markdown cell as its
source; a code cell as a fenced block in the notebook's language (``metadata.kernelspec.language``, else
``metadata.language_info.name``, else python), so its comments are read as in Markdown; after it, each
saved output: ``text/markdown`` and ``text/latex`` as Markdown text (its math is spans with where
"output"), else ``text/plain``, and ``stream`` text, as a plain fenced block (nothing read there); error
outputs and raw cells are plain blocks too.  Each piece is read on its own by the Markdown reader, so an
unclosed ``$$`` in one cell never reaches the next.

``Document.offsets`` maps each character of ``text`` to its offset in the JSON file (``source``): the
character of its string literal, an escape (``\\n``, ``\\\\``, ``\\u00e9``) mapping to the escape's first
character; the characters the reader adds (the joins, the fences) map to the cell's opening brace.
The JSON's string literals are read by a small scanner of their own for that; a file that is not JSON
is a finding."""
from __future__ import annotations

import json
import re

from suite.reader.document import Document, MathSpan, Section
from suite.reader.formats import markdown
from suite.reader.formats.scan import finish


class _Str(str):
    """A JSON string: its value, and where its literal (the quotes included) is in the file."""
    start: int
    end: int


class _Obj(dict):
    """A JSON object, and where its opening brace is in the file."""
    at: int


_JSON_TOKEN = re.compile(r'[ \t\r\n]*(?:("[^"\\]*(?:\\.[^"\\]*)*")|([{}\[\]:,])|([^\s{}\[\]:,"]+))', re.S)


def parse(src: str):
    """The JSON value of ``src`` (already known to be valid JSON), its strings ``_Str`` and its objects
    ``_Obj``, so each knows where it is.  One pass, no recursion (a deep file cannot overflow)."""
    stack: list = []  # open containers: [container, key or None, expecting a key]
    root, pos, n = None, 0, len(src)
    while pos < n:
        m = _JSON_TOKEN.match(src, pos)
        if m is None or m.end() == pos:
            break
        pos = m.end()
        if m.group(2):
            c = m.group(2)
            if c in "{[":
                node = _Obj() if c == "{" else []
                if isinstance(node, _Obj):
                    node.at = m.start(2)
                root = _attach(stack, node, root)
                stack.append([node, None, c == "{"])
            elif c in "}]":
                stack.pop()
            elif c == "," and stack and isinstance(stack[-1][0], dict):
                stack[-1][2] = True
            continue
        if m.group(1):
            s = _Str(_unescape(m.group(1)))
            s.start, s.end = m.start(1), m.end(1)
            if stack and stack[-1][2]:
                stack[-1][1], stack[-1][2] = s, False
                continue
            root = _attach(stack, s, root)
        else:
            root = _attach(stack, m.group(3), root)  # a number, true, false, null: kept as written
    return root


def _attach(stack: list, value, root):
    """Put ``value`` into the innermost open container (the root when none is open)."""
    if not stack:
        return value
    top = stack[-1]
    if isinstance(top[0], list):
        top[0].append(value)
    else:
        top[0][str(top[1])] = value
    return root


def _unescape(literal: str) -> str:
    return literal[1:-1] if "\\" not in literal else json.loads(literal)


_ESCAPE = re.compile(r'\\u([0-9a-fA-F]{4})(?:\\u([dD][c-fC-F][0-9a-fA-F]{2}))?|\\(.)|[^\\]+', re.S)
_SIMPLE = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


def located(src: str, s: _Str) -> tuple[str, list[int]]:
    """The value of the string ``s`` of the file ``src`` and, for each of its characters, its offset in
    ``src``: the offset of its character in the literal, or of the first character of its escape (a
    surrogate pair ``\\ud83d\\ude00`` is one character, at its first escape)."""
    if "\\" not in src[s.start:s.end]:
        return str(s), list(range(s.start + 1, s.end - 1))
    chars: list[str] = []
    offsets: list[int] = []
    for m in _ESCAPE.finditer(src, s.start + 1, s.end - 1):
        if m.group(1):
            code = int(m.group(1), 16)
            low = int(m.group(2), 16) if m.group(2) else None
            if low is not None and 0xD800 <= code < 0xDC00:
                chars.append(chr(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)))
                offsets.append(m.start())
                continue
            chars.append(chr(code))
            offsets.append(m.start())
            if low is not None:  # a low surrogate after a character that is not a high one
                chars.append(chr(low))
                offsets.append(m.start(2) - 2)
        elif m.group(3):
            chars.append(_SIMPLE.get(m.group(3), m.group(3)))
            offsets.append(m.start())
        else:
            chars.append(m.group())
            offsets.extend(range(m.start(), m.end()))
    return "".join(chars), offsets


class _Builder:
    """``Document.text`` and its ``offsets`` as the pieces are added, and where each piece is read."""

    def __init__(self):
        self.parts: list[str] = []
        self.offsets: list[int] = []
        self.size = 0
        self.pieces: list[tuple[int, int, str | None]] = []  # (start, end, where; None: the Markdown's)

    def add(self, text: str, offsets: list[int] | None, at: int) -> None:
        """Add ``text`` (its characters at ``offsets``, or all at ``at`` when the reader made it)."""
        self.parts.append(text)
        self.offsets += offsets if offsets is not None else [at] * len(text)
        self.size += len(text)

    def piece(self, parts: list[tuple[str, list[int] | None]], at: int, where: str | None) -> None:
        """Add one piece (a cell or an output; after a blank line when it is not the first), made of
        parts (text, offsets or None); ``at``: the offset of its cell's brace."""
        if self.size:
            self.add("\n\n", None, at)
        start = self.size
        for text, offsets in parts:
            self.add(text, offsets, at)
        self.pieces.append((start, self.size, where))


def _fenced(body: tuple[str, list[int]], lang: str) -> list[tuple[str, list[int] | None]]:
    """A fenced block around ``body``: a fence longer than any run of backticks inside it."""
    runs = re.findall(r"`+", body[0])
    fence = "`" * max(3, 1 + max((len(r) for r in runs), default=0))
    return [(f"{fence}{lang}\n", None), body, (f"\n{fence}", None)]


def _language(nb: dict) -> str:
    """The notebook's language: ``metadata.kernelspec.language``, ``metadata.language_info.name``, python."""
    meta = nb.get("metadata") if isinstance(nb.get("metadata"), dict) else {}
    for key, name in (("kernelspec", "language"), ("language_info", "name")):
        sub = meta.get(key)
        if isinstance(sub, dict) and isinstance(sub.get(name), str) and sub[name].strip():
            return sub[name].strip().lower().split()[0]
    return "python"


def _cells(nb) -> list:
    """The cells (nbformat 4; nbformat 3 keeps them in its first worksheet)."""
    if not isinstance(nb, dict):
        return []
    if isinstance(nb.get("cells"), list):
        return nb["cells"]
    sheets = nb.get("worksheets")
    if isinstance(sheets, list) and sheets and isinstance(sheets[0], dict):
        return sheets[0].get("cells") or []
    return []


def _malformed(cell) -> str | None:
    """Why a cell cannot be read (not an object, a cell type that is not a string, a source that is neither a string
    nor a list of strings), or None."""
    if not isinstance(cell, _Obj):
        return "is not a JSON object"
    kind = cell.get("cell_type")  # (a number, true, false or null is kept as written, a str that is no _Str)
    if not isinstance(kind, _Str):
        return f"has a cell_type that is not a string ({kind})"
    if kind not in ("markdown", "code", "raw", "heading"):
        return f"has the cell_type {kind!r}, which notebooks do not have"
    src = cell.get("source", cell.get("input", _Str("")))
    if not (isinstance(src, _Str) or (isinstance(src, list) and all(isinstance(x, _Str) for x in src))):
        return "has a source that is neither a string nor a list of strings"
    return None


class _Pieces:
    """The pieces of one notebook's text, each with the offsets of its characters in the file."""

    def __init__(self, src: str, nb: dict):
        self.src = src
        self.lang = _language(nb)
        self.build = _Builder()
        self.problems: list[str] = []  # cells not read, each said (never an empty reading without a word)
        for k, cell in enumerate(_cells(nb)):
            why = _malformed(cell)
            if why:
                self.problems.append(f"cell {k} {why}: not read")
            else:
                self.cell(cell)

    def value(self, value) -> tuple[str, list[int]]:
        """A source or text field (one string, or a list of strings: its lines) and its offsets."""
        parts = value if isinstance(value, list) else [value]
        text, offsets = [], []
        for p in parts:
            if isinstance(p, _Str):
                t, o = located(self.src, p)
                text.append(t)
                offsets += o
        return "".join(text), offsets

    def cell(self, cell: _Obj) -> None:
        """A Markdown cell as it is, a code cell fenced in its language and then its outputs, a raw
        cell as a plain block."""
        kind, at = cell.get("cell_type"), cell.at
        src = self.value(cell.get("source", cell.get("input", "")))
        if kind == "markdown":
            self.build.piece([src], at, None)
        elif kind == "code":
            lang = cell["language"] if isinstance(cell.get("language"), str) else self.lang  # nbformat 3
            self.build.piece(_fenced(src, lang), at, "code")
            for out in cell.get("outputs") or ():
                if isinstance(out, dict):
                    self.output(out, at)
        elif src[0]:
            self.build.piece(_fenced(src, "text"), at, None)

    def output(self, out: dict, at: int) -> None:
        """One saved output: Markdown and LaTeX read as Markdown, else its plain text as a plain block."""
        data = out.get("data") if isinstance(out.get("data"), dict) else out  # nbformat 3: the mime keys inline
        rich = [data[k] for k in ("text/markdown", "markdown", "text/latex", "latex") if k in data]
        for value in rich:
            self.build.piece([self.value(value)], at, "output")
        if rich:
            return
        if out.get("output_type") == "stream":
            plain = out.get("text")
        elif out.get("output_type") in ("error", "pyerr"):
            plain = out.get("evalue")
        else:
            plain = data.get("text/plain", data.get("text"))
        if plain is not None:
            self.build.piece(_fenced(self.value(plain), "output"), at, "output")


def read(doc: Document) -> None:
    """Fill ``doc`` (its ``source`` the file's text) with the cells' text, offsets, spans, sections,
    prose, labels and findings."""
    doc.text, doc.offsets = "", []
    try:
        json.loads(doc.source)
    except ValueError as e:
        doc.findings.append(f"{doc.name} is not valid JSON ({e})")
        return
    nb = parse(doc.source)
    if not _cells(nb):
        doc.findings.append(f"{doc.name} holds no notebook cells")
        return
    pieces = _Pieces(doc.source, nb)
    doc.findings += [f"{doc.name}: {p}" for p in pieces.problems]
    build = pieces.build
    doc.text, doc.offsets = "".join(build.parts), build.offsets
    spans: list[MathSpan] = []
    unclosed: list[tuple[int, str]] = []
    for start, end, where in build.pieces:
        parsed = markdown.scan(doc.text[start:end])
        if where in ("code", "output"):  # a code cell is a program, an output what it printed: no worked values
            parsed.spans = [s for s in parsed.spans if s.where != "code block"]
        for s in parsed.spans:
            s.start, s.end, s.body_start = s.start + start, s.end + start, s.body_start + start
            s.where = "output" if where == "output" else s.where
        spans += parsed.spans
        if where is None:  # a Markdown cell's headings are the notebook's sections
            doc.sections += [Section(sec.start + start, sec.level, sec.title) for sec in parsed.sections]
        doc.prose += [(a + start, b + start) for a, b in parsed.prose]
        unclosed += [(p + start, tok) for p, tok in parsed.unclosed]
    finish(doc, spans, unclosed)
