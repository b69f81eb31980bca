"""A Jupyter notebook in the reading view (suite.htmlview): its cells, each rendered from its own text by the
Markdown renderer (suite.htmlmarkdown), its code cells with their saved outputs; the statements (offsets in
the notebook's JSON file) placed through the offsets of the cells' characters in the file."""
from __future__ import annotations

import bisect

from suite.htmlmarkdown import _e, _inline, _markdown, _Marks, _orphans, markdown_html


def notebook_html(raw: str, stmts: list[dict] | None = None) -> str:
    """A Jupyter notebook as its cells: a Markdown cell rendered as Markdown, a code cell as a code block (its prompt
    before it) with its saved outputs after it (text as plain preformatted text, Markdown and LaTeX outputs as
    Markdown, a picture named), a raw cell as plain text.  Each cell is rendered from its own text, the statements
    (offsets in the notebook's JSON file ``raw``) placed through the offsets of the cell's characters in the file; a
    statement no cell holds is listed after them.  A file that is not a notebook is rendered as Markdown."""
    from suite.sources import notebook_cells

    stmts = stmts or []
    if notebook_cells(raw) is None:
        return markdown_html(raw, stmts)
    from suite.reader.formats.ipynb import parse

    nb = parse(raw)
    lang = _notebook_language(nb)
    anchored: set[int] = set()
    out = []
    for cell in _notebook_cells(nb):
        kind = cell.get("cell_type")
        src = _located(raw, cell.get("source", cell.get("input", "")))
        if kind == "markdown":
            out.append(f"<div class=\"cell md\">{_cell_html(src, stmts, anchored, 'md')}</div>")
        elif kind == "code":
            n = cell.get("execution_count", cell.get("prompt_number"))
            n = n if isinstance(n, str) and n.isdigit() else " "
            code_lang = cell["language"] if isinstance(cell.get("language"), str) else lang
            outputs = "".join(_output_html(raw, o, stmts, anchored) for o in cell.get("outputs") or ()
                              if isinstance(o, dict))
            out.append(f"<div class=\"cell code\"><div class=\"prompt\">In [{_e(n)}]:</div>"
                       f"{_cell_html(src, stmts, anchored, 'code', code_lang)}{outputs}</div>")
        elif kind == "heading":  # nbformat 3: a heading cell, its level apart from its text
            level = cell.get("level")
            level = int(level) if isinstance(level, str) and level.isdigit() and 1 <= int(level) <= 6 else 2
            out.append(f"<div class=\"cell md\"><h{level}>{_cell_html(src, stmts, anchored, 'inline')}</h{level}></div>")
        elif src[0].strip():
            out.append(f"<div class=\"cell raw\">{_cell_html(src, stmts, anchored, 'code')}</div>")
    return "".join(out) + _orphans(stmts, anchored)


def _notebook_cells(nb) -> list[dict]:
    """The cells of a parsed notebook (nbformat 4; nbformat 3 keeps them in its first worksheet)."""
    if not isinstance(nb, dict):
        return []
    cells = nb.get("cells")
    if not isinstance(cells, list):
        sheets = nb.get("worksheets")
        cells = sheets[0].get("cells") if isinstance(sheets, list) and sheets and isinstance(sheets[0], dict) else []
    return [c for c in cells or () if isinstance(c, dict)]


def _notebook_language(nb) -> str:
    """The notebook's language: ``metadata.kernelspec.language``, ``metadata.language_info.name``, python."""
    meta = nb.get("metadata") if isinstance(nb, dict) and isinstance(nb.get("metadata"), dict) else {}
    for key, name in (("kernelspec", "language"), ("language_info", "name")):
        sub = meta.get(key)
        if isinstance(sub, dict) and isinstance(sub.get(name), str) and sub[name].strip():
            return sub[name].strip().lower().split()[0]
    return "python"


def _located(raw: str, value) -> tuple[str, list[int]]:
    """A cell's text field (one string, or its lines) and, for each character, its offset in the file ``raw``."""
    from suite.reader.formats.ipynb import located

    text, offsets = [], []
    for part in value if isinstance(value, list) else [value]:
        if isinstance(part, str) and hasattr(part, "start"):
            t, o = located(raw, part)
            text.append(t)
            offsets += o
    return "".join(text), offsets


def _cell_html(src: tuple[str, list[int]], stmts: list[dict], anchored: set[int], how: str, lang: str = "",
               cls: str = "output") -> str:
    """One cell's (or output's) text ``src`` (its characters' offsets in the file) as HTML: ``how`` "md" (Markdown),
    "inline" (one line of Markdown), "code" (a code block in ``lang``) or "output" (plain preformatted text of the
    class ``cls``), the statements it holds highlighted."""
    text, offsets = src
    local = []
    for st in stmts:
        a, b = bisect.bisect_left(offsets, st["start"]), bisect.bisect_left(offsets, st["end"])
        local.append({**st, "start": a, "end": b} if st["start"] >= 0 and a < b else {**st, "start": 0, "end": 0})
    marks = _Marks(local, anchored, raw=text)
    if how == "md":
        return _markdown(text, marks)
    body = marks.emit(marks.split(_inline(text, [(0, len(text), False)], plain=how != "inline"))) if text else ""
    if how == "inline":
        return body
    if how == "output":
        return f"<pre class=\"{_e(cls)}\">{body}</pre>"
    attr = f" class=\"language-{_e(lang)}\"" if lang else ""
    return f"<pre><code{attr}>{body}</code></pre>"


def _output_html(raw: str, out: dict, stmts: list[dict], anchored: set[int]) -> str:
    """One saved output of a code cell: Markdown and LaTeX as Markdown, text and errors as plain preformatted text, a
    picture named (as the reader reads them: ``suite.reader.formats.ipynb``)."""
    data = out.get("data") if isinstance(out.get("data"), dict) else out  # nbformat 3: the mime keys inline
    rich = [data[k] for k in ("text/markdown", "markdown", "text/latex", "latex") if k in data]
    if rich:
        return "".join(f"<div class=\"output md\">{_cell_html(_located(raw, v), stmts, anchored, 'md')}</div>"
                       for v in rich)
    kind = out.get("output_type")
    if kind == "stream":
        plain = out.get("text")
    elif kind in ("error", "pyerr"):  # its name and value (the traceback is the kernel's, with terminal colours)
        text, offsets = _located(raw, out.get("evalue"))
        name = str(out.get("ename") or "Error")
        return _cell_html((f"{name}: {text}", [-1] * (len(name) + 2) + offsets), stmts, anchored, "output",
                          cls="output error")
    else:
        plain = data.get("text/plain", data.get("text"))
    if plain is not None:
        return _cell_html(_located(raw, plain), stmts, anchored, "output")
    pictures = [k for k in data if isinstance(k, str) and (k.startswith("image/") or k in ("png", "jpeg", "svg"))]
    return f"<p class=\"img\">[{_e(pictures[0])} output]</p>" if pictures else ""
