"""The source documents: where they are, verbatim quote lookup (whitespace folded), equation tags.
Documents are read, never executed or evaluated.

A document is identified by its file name (``.txt``, ``.md``, ``.tex``, ``.ipynb``, ``.html``), whatever it is; it lives in one of
the *sources folders* (``--sources`` given once or more, or ``PE_SOURCES``: folders separated by
``os.pathsep``, or ``../shared/sources``).  The same name in two folders is an error."""
from __future__ import annotations

import os
import re
from pathlib import Path

DOC_SUFFIXES = (".txt", ".md", ".tex", ".ipynb", ".html", ".htm")


def default_sources() -> Path:
    """``../shared/sources`` beside the project home (the checkout, else the current folder)."""
    from suite.paths import home

    return home().parent / "shared" / "sources"


def as_folders(sources) -> list[Path]:
    """``sources`` (None, a folder, or a list of folders) as a list of folders."""
    if sources is None:
        return []
    if isinstance(sources, (str, Path)):
        return [Path(sources)]
    return [Path(s) for s in sources]


def folders_from_env() -> list[Path]:
    """The sources folders of ``PE_SOURCES`` (os.pathsep-separated), else the default folder."""
    env = os.environ.get("PE_SOURCES")
    if env:
        return [Path(p) for p in env.split(os.pathsep) if p]
    return [default_sources()]


def document_files(sources) -> dict[str, list[Path]]:
    """{document name: [paths]} of the document files (``DOC_SUFFIXES``) in the folders (a name in two folders has two paths)."""
    out: dict[str, list[Path]] = {}
    for d in as_folders(sources):
        if d.is_dir():
            for p in sorted(d.iterdir()):
                if p.is_file() and p.suffix in DOC_SUFFIXES and not p.name.startswith("."):
                    out.setdefault(p.name, []).append(p)
    return out


def find_document(sources, doc: str) -> Path | None:
    """The file of document ``doc`` in the first folder that has it, or None."""
    for d in as_folders(sources):
        p = d / doc
        if p.is_file():
            return p
    return None

TAG_RE = re.compile(r"\\tag\{([^}]*)\}")
LOC_TAG_RE = re.compile(r"\((\d+\.\d+\.\d+)\)")


def fold(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


DISPLAY_MATH_RE = re.compile(r"\$\$(.+?)\$\$|```math\n(.+?)```", re.S)
INLINE_MATH_RE = re.compile(r"(?<![\\$])\$(?!\$)([^$\n]+?)(?<!\\)\$(?!\$)")


def fold_map(raw: str) -> list[int]:
    """For each character of ``fold(raw)``, its index in ``raw`` (a folded space: the run's first character)."""
    out: list[int] = []
    for m in re.finditer(r"\s+|\S+", raw):
        if m.group()[0].isspace():
            out.append(m.start())
        else:
            out.extend(range(m.start(), m.end()))
    if out and raw[out[0]].isspace():
        out.pop(0)
    if out and raw[out[-1]].isspace():
        out.pop()
    return out


def math_spans(raw: str) -> list[tuple[int, int, str]]:
    """The math of a Markdown document: (start, end, "display" | "inline") with the delimiters included."""
    spans = [(m.start(), m.end(), "display") for m in DISPLAY_MATH_RE.finditer(raw)]
    covered = [(a, b) for a, b, _ in spans]
    for m in INLINE_MATH_RE.finditer(raw):
        if not any(a <= m.start() < b for a, b in covered):
            spans.append((m.start(), m.end(), "inline"))
    return sorted(spans)


def _plain(line: str) -> str:
    """A line of a document as plain words: links as their text, no emphasis, tags or heading marks."""
    line = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", line)
    line = re.sub(r"\\[A-Za-z]+\{([^{}]*)\}", r"\1", line)
    line = re.sub(r"<[^>]+>|[*_`]{1,3}|^#+\s*", "", line.strip())
    return " ".join(line.split())


def document_title(raw: str, limit: int = 60) -> str:
    """What a reader would call the document: its first heading (with the first sentence after it when the heading is
    a short one such as "Introduction"), a LaTeX \\title, an HTML <title>, else its first sentence; at most
    ``limit`` characters.  Empty for an empty document."""
    m = re.search(r"\\title\{((?:[^{}]|\{[^{}]*\})*)\}|<title>([^<]*)</title>", raw[:20000], re.I)
    lines = [ln for ln in raw[:20000].splitlines() if ln.strip()]
    if m:
        title = _plain(m.group(1) or m.group(2) or "")
    elif lines and lines[0].lstrip().startswith("#"):
        title = _plain(lines[0])
        if len(title) < 6 and len(lines) > 1 and not lines[1].lstrip().startswith("#"):
            title += " — " + re.split(r"(?<=[。.!?！？])", _plain(lines[1]), 1)[0]
    else:
        title = re.split(r"(?<=[。.!?！？])", _plain(lines[0]), 1)[0] if lines else ""
    return title if len(title) <= limit else title[:limit - 1].rstrip() + "…"


def whole_formulas(title: str) -> str:
    """A title whose cut (``document_title``'s limit) left a ``$`` formula open, cut again where that formula opens
    (with "…"), so that what is shown typesets; a title with whole formulas as it is."""
    dollars = [m.start() for m in re.finditer(r"(?<!\\)\$", title or "")]
    if len(dollars) % 2:
        return title[:dollars[-1]].rstrip() + "…"
    return title


class Documents:
    """The documents of the sources folders, folded for quote lookup.  ``duplicates``: names found in
    more than one folder (an error of the run: which one a claim cites would be ambiguous)."""

    def __init__(self, sources):
        self.folders = as_folders(sources)
        self.texts: dict[str, str] = {}
        self.raw: dict[str, str] = {}
        self.paths: dict[str, Path] = {}
        self.unreadable: dict[str, str] = {}  # name -> why its text could not be read (not UTF-8, binary)
        self._maps: dict[str, list[int]] = {}
        self._math: dict[str, list] = {}
        files = document_files(self.folders)
        self.duplicates = {n: ps for n, ps in files.items() if len(ps) > 1}
        for name, paths in files.items():
            self.paths[name] = paths[0]
            data = paths[0].read_bytes()
            try:
                self.raw[name] = data.decode("utf-8-sig")
            except UnicodeDecodeError as e:
                self.unreadable[name] = f"{name} is not UTF-8 text (byte 0x{data[e.start]:02x} at offset {e.start})"
                self.raw[name] = data.decode("utf-8", errors="replace")
            self.texts[name] = fold(self.raw[name])

    def span(self, doc: str, offset: int, quote: str) -> tuple[int, int]:
        """The quote's [start, end) in the document's own text, from its offset in the folded text."""
        m = self._maps.get(doc)
        if m is None:
            m = self._maps[doc] = fold_map(self.raw[doc])
        n = len(fold(quote))
        return m[offset], m[min(offset + n, len(m)) - 1] + 1

    def place(self, doc: str, offset: int | None, quote: str) -> dict:
        """Where a quote is in its document: line and column (1-based, in characters) of its first
        character, and whether it lies in display math, inside inline math, or in the text."""
        if offset is None or doc not in self.raw:
            return {}
        raw = self.raw[doc]
        start, end = self.span(doc, offset, quote)
        spans = self._math.get(doc)
        if spans is None:
            spans = self._math[doc] = math_spans(raw)
        math = "text"
        for a, b, kind in spans:
            if a < start < b - 1 or (kind == "display" and a <= start < b):
                math = kind
                break
        line = raw.count("\n", 0, start) + 1
        return {"line": line, "column": start - (raw.rfind("\n", 0, start) + 1) + 1, "math": math,
                "start": start, "end": end}

    @property
    def available(self) -> bool:
        return bool(self.texts)

    def find(self, doc: str, quote: str) -> int | None:
        """Character offset of the folded quote in the folded document, or None."""
        text = self.texts.get(doc)
        if text is None:
            return None
        i = text.find(fold(quote))
        return i if i >= 0 else None

    def tags(self, doc: str) -> list[str]:
        return TAG_RE.findall(self.texts.get(doc, ""))


def locator_tags(where: str) -> set[str]:
    return set(LOC_TAG_RE.findall(where))
