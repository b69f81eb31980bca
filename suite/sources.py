"""The source documents: where they are, verbatim quote lookup (whitespace folded), equation tags.
Documents are read, never executed or evaluated.

A document is identified by its file name (``.txt``, ``.md``, ``.tex``, ``.ipynb``, ``.html``), whatever it is; it lives in one of
the *sources folders* (``--sources`` given once or more, or ``PE_SOURCES``: folders separated by
``os.pathsep``, or the folders the project remembers, ``sources = [...]`` in ``pe-verify.toml`` or in
``pyproject.toml``'s ``[tool.pe-verify]``, or ``../shared/sources``).  The same name in two folders is an error."""
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


class SourcesConfigError(ValueError):
    """A project's sources setting that cannot be read (its message names the file and what is wrong)."""


def project_sources(folder: Path | None = None) -> list[Path] | None:
    """The sources folders a project remembers, or None: ``sources = [...]`` in ``pe-verify.toml``, else in the
    ``[tool.pe-verify]`` table of ``pyproject.toml``, in the project home (``folder``); each a path relative to
    that file's folder (or absolute)."""
    import tomllib

    if folder is None:
        from suite.paths import home

        folder = home()
    for name, table in (("pe-verify.toml", ()), ("pyproject.toml", ("tool", "pe-verify"))):
        f = Path(folder) / name
        if not f.is_file():
            continue
        try:
            data = tomllib.loads(f.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
            raise SourcesConfigError(f"{f}: cannot be read as TOML ({e})") from None
        for key in table:
            data = data.get(key) if isinstance(data, dict) else None
        if not isinstance(data, dict) or "sources" not in data:
            continue
        value = data["sources"]
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not value or not all(isinstance(v, str) and v for v in value):
            where = "[tool.pe-verify] " if table else ""
            raise SourcesConfigError(f"{f}: {where}sources must be a folder or a list of folders (strings), got "
                                     f"{data['sources']!r}")
        return [(f.parent / Path(v).expanduser()) for v in value]
    return None


def folders_from_env() -> list[Path]:
    """The sources folders of ``PE_SOURCES`` (os.pathsep-separated), else those the project remembers
    (``project_sources``), else the default folder."""
    env = os.environ.get("PE_SOURCES")
    if env:
        return [Path(p) for p in env.split(os.pathsep) if p]
    return project_sources() or [default_sources()]


def is_document(p: Path) -> bool:
    """Whether the file name ``p`` is a document's: one of ``DOC_SUFFIXES`` in any case (``Notes.MD``), not hidden."""
    return p.suffix.lower() in DOC_SUFFIXES and not p.name.startswith(".")


def outside(p: Path, folder: Path) -> str | None:
    """Why the file ``p`` of ``folder`` is refused: it is a link that leads out of the folder (a document outside
    the sources folders is never read nor published); None when it is not."""
    from suite.reader.macros import leads_out

    target = leads_out(p, folder) if p.is_symlink() else None
    if target is None:
        return None
    return f"{shown(p.name)} is a link to {shown(str(target))}, outside its sources folder {shown(str(folder))}: not read"


def printable(text: str) -> str:
    """Text that may hold a file name's bytes that are not UTF-8 (as surrogates), with those bytes escaped, so that it
    can be printed; its backslashes stay as they are (a JSON text stays JSON)."""
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def shown(name: str) -> str:
    """A file name as text, whatever its bytes: a name that is not UTF-8 shows its other bytes escaped (``caf\\xe9.md``)
    and a backslash of the name doubled, so that two names are never shown alike (a file named ``caf\\xe9.md`` in so
    many characters is shown ``caf\\\\xe9.md``)."""
    return name.replace("\\", "\\\\").encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def document_files(sources, refused: dict | None = None) -> dict[str, list[Path]]:
    """{document name: [paths]} of the document files (``is_document``) in the folders (a name in two folders has two
    paths).  A link out of its folder is left out, and said in ``refused`` ({name: why}) when it is given."""
    out: dict[str, list[Path]] = {}
    for d in as_folders(sources):
        if d.is_dir():
            for p in sorted(d.iterdir()):
                if p.is_file() and is_document(p):
                    why = outside(p, d)
                    if why:
                        if refused is not None:
                            refused[shown(p.name)] = why
                        continue
                    out.setdefault(shown(p.name), []).append(p)  # (the name as text, whatever its bytes)
    return out


def find_document(sources, doc: str) -> Path | None:
    """The file of document ``doc`` in the first folder that has it (not a link out of the folder), or None."""
    for d in as_folders(sources):
        p = d / doc
        if "\\" not in doc and p.is_file() and not outside(p, d):  # (a name with a backslash is shown escaped)
            return p
        if d.is_dir() and "\\" in doc:  # a name whose bytes are not UTF-8, or with a backslash, as ``shown`` writes it
            for q in d.iterdir():
                if shown(q.name) == doc and q.is_file() and not outside(q, d):
                    return q
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


def _cut(title: str, limit: int) -> str:
    return title if len(title) <= limit else title[:limit - 1].rstrip() + "…"


def document_format(raw: str, name: str = "") -> str:
    """The format of a document for its title and its view: "ipynb", "tex", "html" or "md" (Markdown and plain text),
    from the suffix of ``name``, else from what ``raw`` holds (a notebook's JSON, a LaTeX source's
    ``\\documentclass`` or ``\\begin{document}``, a web page's ``<html>``, ``<head>`` or ``<title>``)."""
    suffix = Path(name).suffix.lower() if name else ""
    if suffix in (".ipynb", ".tex"):
        return suffix[1:]
    if suffix in (".html", ".htm"):
        return "html"
    if suffix in (".md", ".txt"):
        return "md"
    head = raw[:2000].lstrip("\ufeff \t\r\n")
    if head.startswith("{") and notebook_cells(raw) is not None:
        return "ipynb"
    if re.search(r"\\documentclass\b|\\begin\{document\}", raw[:20000]):
        return "tex"
    if re.match(r"(?:<!--.*?-->\s*)*<(?:!doctype html|html|head|body|meta|title)\b", head, re.I | re.S):
        return "html"
    return "md"


def notebook_cells(raw: str) -> list[dict] | None:
    """The cells of a Jupyter notebook (nbformat 4, or the first worksheet of nbformat 3), None when ``raw`` is not
    one."""
    import json

    try:
        nb = json.loads(raw)
    except ValueError:
        return None
    if not isinstance(nb, dict):
        return None
    cells = nb.get("cells")
    if cells is None and isinstance(nb.get("worksheets"), list) and nb["worksheets"] \
            and isinstance(nb["worksheets"][0], dict):
        cells = nb["worksheets"][0].get("cells")
    return [c for c in cells if isinstance(c, dict)] if isinstance(cells, list) else None


def cell_source(cell: dict) -> str:
    """A notebook cell's source (one string, or its lines as a list)."""
    src = cell.get("source", cell.get("input", ""))
    return "".join(s for s in src if isinstance(s, str)) if isinstance(src, list) else src if isinstance(src, str) else ""


def _notebook_title(raw: str) -> str:
    """The first heading of the notebook's first Markdown cell (a Markdown heading or an HTML ``<h1>``…``<h6>``), ""
    when it has none."""
    cells = notebook_cells(raw) or []
    first = next((cell_source(c) for c in cells if c.get("cell_type") == "markdown"), "")
    for line in _outside_fences(first.splitlines()):
        m = re.match(r" {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$", line)
        if m:
            return _plain(m.group(1))
        m = re.search(r"<h[1-6]\b[^>]*>(.*?)</h[1-6]\s*>", line, re.I)
        if m and _plain(m.group(1)):
            import html

            return html.unescape(_plain(m.group(1)))
    lines = first.splitlines()
    for k in range(1, len(lines)):  # a setext heading
        if re.match(r" {0,3}(=+|-+)[ \t]*$", lines[k]) and lines[k - 1].strip():
            return _plain(lines[k - 1])
    return ""


def _outside_fences(lines: list[str]) -> list[str]:
    """The lines that are not in a fenced code block (nor its fences): a document that opens with code is not called
    by its code."""
    out, fence = [], None
    for line in lines:
        m = re.match(r" {0,3}(`{3,}|~{3,})", line)
        if fence is None and m:
            fence = m.group(1)
        elif fence is not None:
            if re.match(r" {0,3}" + re.escape(fence[0]) + "{%d,}[ \t]*$" % len(fence), line):
                fence = None
        else:
            out.append(line)
    return out


def tex_argument(text: str, at: int, limit: int | None = None) -> tuple[int, int] | None:
    """The brace group that opens at ``text[at]`` (after blanks): (offset of its ``{``, offset of its ``}``), escapes
    (``\\{``), comments and nested groups stepped over; None when none opens there or it does not close before
    ``limit`` (the end of the text)."""
    end = len(text) if limit is None else min(limit, len(text))
    k = at
    while k < end and text[k] in " \t\n":
        k += 1
    if k >= end or text[k] != "{":
        return None
    depth, j = 0, k
    while j < end:
        c = text[j]
        if c == "\\":
            j += 2
            continue
        if c == "%":
            eol = text.find("\n", j, end)
            j = end if eol < 0 else eol
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return k, j
        j += 1
    return None


_TEX_TITLE_TOKEN = re.compile(r"\$[^$]*\$|\\\(.*?\\\)|\\(thanks|footnote)(?![A-Za-z])\s*|\\\\|\\[A-Za-z]+\*?|\\.|[{}~%]",
                              re.S)
_TEX_WORDS = {"LaTeX": "LaTeX", "TeX": "TeX", "ldots": "…", "dots": "…", "textendash": "–", "textemdash": "—", "S": "§"}


def tex_plain(tex: str) -> str:
    """A LaTeX title as plain words: its math kept between dollar signs, ``\\thanks`` and ``\\footnote`` dropped, a
    command's argument kept as its text (``\\emph{a}`` is "a"), ``\\\\`` and ``~`` a space."""
    out, k = [], 0
    while k < len(tex):
        m = _TEX_TITLE_TOKEN.search(tex, k)
        if m is None:
            out.append(tex[k:])
            break
        out.append(tex[k:m.start()])
        tok = m.group()
        if tok.startswith("$") or tok.startswith("\\("):
            out.append("$" + (tok[1:-1] if tok.startswith("$") else tok[2:-2]) + "$")
        elif m.group(1):
            arg = tex_argument(tex, m.end())
            k = arg[1] + 1 if arg else m.end()
            continue
        elif tok in ("\\\\", "~"):
            out.append(" ")
        elif tok == "%":
            eol = tex.find("\n", m.start())
            k = len(tex) if eol < 0 else eol
            continue
        elif tok[1:] in _TEX_WORDS:
            out.append(_TEX_WORDS[tok[1:]])
        elif len(tok) == 2 and not tok[1].isalpha():
            out.append(tok[1] if tok[1] in "%&#_$" else " " if tok[1] in ", ;" else "")
        k = m.end()
    return " ".join("".join(out).split())


def _tex_title(raw: str) -> str:
    """``\\title{…}``, else the first ``\\section{…}``, as plain words; "" when it has neither."""
    for pattern in (r"\\title(?![A-Za-z])\s*(?:\[[^\]]*\])?", r"\\section(?![A-Za-z])\*?\s*(?:\[[^\]]*\])?"):
        for m in re.finditer(pattern, raw):
            line_start = raw.rfind("\n", 0, m.start()) + 1
            if re.search(r"(?<!\\)%", raw[line_start:m.start()]):  # in a comment
                continue
            arg = tex_argument(raw, m.end())
            if arg:
                title = tex_plain(raw[arg[0] + 1:arg[1]])
                if title:
                    return title
    return ""


def _html_title(raw: str) -> str:
    """A web page's ``<title>``, else its first ``<h1>``, as plain words; "" when it has neither."""
    import html

    for pattern in (r"<title\b[^>]*>(.*?)</title\s*>", r"<h1\b[^>]*>(.*?)</h1\s*>"):
        m = re.search(pattern, raw, re.I | re.S)
        if m:
            title = " ".join(html.unescape(re.sub(r"<[^>]*>", "", m.group(1))).split())
            if title:
                return title
    return ""


def document_title(raw: str, limit: int = 60, name: str = "") -> str:
    """What a reader would call the document (``name``: its file name, for its format; else the format is read from
    ``raw``, ``document_format``): a notebook's first heading of its first Markdown cell; a LaTeX source's
    ``\\title``, else its first ``\\section``; a web page's ``<title>``, else its first ``<h1>``; a Markdown or text
    document's first heading (with the first sentence after it when the heading is a short one such as
    "Introduction"), a LaTeX \\title, an HTML <title>, else its first sentence; at most ``limit`` characters.  Empty
    for an empty document, or one of the first three formats without such a title (its file name is its title)."""
    fmt = document_format(raw, name)
    if fmt != "md":
        title = {"ipynb": _notebook_title, "tex": _tex_title, "html": _html_title}[fmt](raw)
        return _cut(title, limit)
    m = re.search(r"\\title\{((?:[^{}]|\{[^{}]*\})*)\}|<title>([^<]*)</title>", raw[:20000], re.I)
    lines = [ln for ln in _outside_fences(raw[:20000].splitlines()) if ln.strip()]
    if m:
        title = _plain(m.group(1) or m.group(2) or "")
    elif lines and lines[0].lstrip().startswith("#"):
        title = _plain(lines[0])
        if len(title) < 6 and len(lines) > 1 and not lines[1].lstrip().startswith("#"):
            title += " — " + re.split(r"(?<=[。.!?！？])", _plain(lines[1]), 1)[0]
    else:
        title = re.split(r"(?<=[。.!?！？])", _plain(lines[0]), 1)[0] if lines else ""
    return _cut(title, limit)


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
        self.data: dict[str, bytes] = {}  # each document's bytes, read once: what is reported and checked is these
        self.unreadable: dict[str, str] = {}  # name -> why its text could not be read (not UTF-8, binary)
        self._maps: dict[str, list[int]] = {}
        self._math: dict[str, list] = {}
        self.refused: dict[str, str] = {}  # name -> why it is not read (a link out of its sources folder)
        files = document_files(self.folders, self.refused)
        self.duplicates = {n: ps for n, ps in files.items() if len(ps) > 1}
        for name, paths in files.items():
            self.paths[name] = paths[0]
            data = self.data[name] = paths[0].read_bytes()
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



def resolved_folders() -> str:
    """The folders the commands will read, absolute and joined by os.pathsep (for make's PE_SOURCES); empty when
    the project's setting cannot be read (the command that reads it says why)."""
    try:
        return os.pathsep.join(str(p.resolve()) for p in folders_from_env())
    except ValueError:
        return ""
