"""The reader's first room: the bytes of one file to a ``Document``.

``read_file(path)`` and ``read_text(name, data, format=None)`` pick the reader by the suffix (or by
``format``): Markdown and plain text (``markdown``), LaTeX (``tex``), Jupyter notebooks (``ipynb``) and
saved web pages (``html``).  The Markdown, LaTeX and HTML readers share one delimiter scanner
(``scan.find_math``), linear in the size of the text.

Nothing raises for a bad file: a file that cannot be read, is not UTF-8 or is binary, a notebook that is
not JSON, an unclosed delimiter, each gives a sentence naming the file in ``Document.findings``."""
from __future__ import annotations

from pathlib import Path

from suite.reader.document import Document
from suite.reader.formats import html, ipynb, markdown, tex
from suite.reader.formats.scan import plain_spans
from suite.reader.formats.tables import table_spans

SUFFIXES = (".md", ".txt", ".tex", ".ipynb", ".html", ".htm")
# the format of each suffix, and the names ``read_text`` accepts for it
_BY_SUFFIX = {".md": "md", ".txt": "txt", ".tex": "tex", ".ipynb": "ipynb", ".html": "html", ".htm": "html"}
_ALIASES = {"markdown": "md", "text": "txt", "latex": "tex", "notebook": "ipynb", "htm": "html"}
_READERS = {"md": markdown.read, "txt": markdown.read, "tex": tex.read, "ipynb": ipynb.read, "html": html.read}


def read_file(path: Path) -> Document:
    """The document of the file at ``path``, its format from the suffix."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as e:
        doc = Document(path.name, _format(path.name, None) or "", "", "", path=path)
        doc.findings.append(f"{path.name} cannot be read ({e.strerror or e})")
        return doc
    return read_text(path.name, data, path=path)


def read_text(name: str, data: bytes | str, format: str | None = None, path: Path | None = None) -> Document:
    """The document named ``name`` whose content is ``data``; ``format`` ("md", "txt", "tex", "ipynb",
    "html", a suffix, or None for the suffix of ``name``); ``path``: where it is (a LaTeX source's \\input files
    are read beside it)."""
    fmt = _format(name, format)
    text, problem = decode(name, data)
    doc = Document(name, fmt or "", text, text, path=Path(path) if path is not None else None)
    if problem:
        doc.text = doc.source = ""
        doc.findings.append(problem)
        return doc
    if fmt is None:
        doc.findings.append(f"{name}: no reader for this format (the readers know {', '.join(SUFFIXES)})")
        return doc
    try:
        _READERS[fmt](doc)
        if fmt in ("md", "txt", "ipynb", "tex"):
            plain_spans(doc)  # arithmetic written without TeX in the prose
        if fmt in ("md", "txt", "ipynb"):
            table_spans(doc)  # the worked values of a table whose columns are headed by formulas
    except (RecursionError, ValueError) as e:  # a file too deep or too odd for a reader: a finding, as promised
        doc.spans, doc.findings = [], doc.findings + [f"{name} could not be read: {type(e).__name__}: {e}"]
    return doc


def _format(name: str, format: str | None) -> str | None:
    if format is None:
        return _BY_SUFFIX.get(Path(name).suffix.lower())
    f = format.lower().lstrip(".")
    f = _ALIASES.get(f, f)
    return f if f in _READERS else None


def decode(name: str, data: bytes | str) -> tuple[str, str | None]:
    """``data`` as text (UTF-8, a byte-order mark dropped), or ("", the finding) when it is binary (a NUL)
    or not UTF-8."""
    if isinstance(data, str):
        text = data[1:] if data.startswith("\ufeff") else data
        nul = text.find("\0")
        return (text, None) if nul < 0 else ("", f"{name} is binary, not text (a NUL character at offset {nul})")
    nul = data.find(b"\0")
    if nul >= 0:
        return "", f"{name} is binary, not UTF-8 text (a NUL byte at offset {nul})"
    try:
        return data.decode("utf-8-sig"), None
    except UnicodeDecodeError as e:
        return "", f"{name} is not UTF-8 text (byte 0x{data[e.start]:02x} at offset {e.start})"
