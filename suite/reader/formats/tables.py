"""Worked tables: a Markdown table whose columns are headed by formulas (``| $i$ | $\\omega_i$ | $\\cos(\\omega_i)$ |``)
states, in each row, the value of every formula column at that row's values of the columns headed by a bare name
(``| 1 | 0.1 | 0.9950 |``: ω_1 ≈ 0.1 and cos(ω_1) ≈ 0.9950).  Each such cell is a relation, a span of kind "inline"
whose body is ``\\left. <header> \\right|_{i=1} \\approx <cell>`` (the row's values in an evaluation bar, so that they
hold in that relation only; '≈' because a table shows its values rounded to the digits it prints), placed at the
cell; the environment gives what the header uses (the document's ω_i, its d), and the reader decides it as any
worked value.

Read only where every part is plain: a header cell that is one formula and nothing else; a formula column only when
its header writes one of the row's bare names (the row drives its value); a table only when no column of numbers is
headed by words (such a column may set what the formula uses: "| base | $\\theta_1$ |"); a row only when it has the
header's cells and each of its bare-name cells is a number; a cell only when it is a number (a leading ~ or ≈
allowed). Anything else (words, units, ellipses, cells in a code block) is not read, and no relation is made of it."""
from __future__ import annotations

import re

from suite.reader.document import Document, MathSpan

# a row of a pipe table: "| a | b |" (its first non-blank character a pipe)
_ROW = re.compile(r"[ \t]*\|")
# the delimiter row under the header: | --- | :---: | ---: |
_DELIMITER = re.compile(r"[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*:?-{3,}:?[ \t]*\|?[ \t]*|[ \t]*\|(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*")
# a bare name heading a column of the row's values: i, pos, d, \theta, L (one name, no subscript)
_BARE_NAME = re.compile(r"\s*(?:[A-Za-z]{1,3}|\\[A-Za-z]+)\s*")
# a number a cell shows: 0.9950, -0.4016, 1e-4, 2.5E+03, 8,192, with ~ or ≈ before it (no unit, no words)
_NUMBER = re.compile(r"\s*(?:[~≈]\s*)?(?P<n>[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][-+−]?\d+)?)\s*")
# Markdown's emphasis around a cell's content (**1.64e14**)
_EMPHASIS = re.compile(r"\s*(\*\*|__|\*|_)(.*)\1\s*", re.S)


def _lines(text: str, start: int, end: int):
    pos = start
    while pos < end:
        eol = text.find("\n", pos, end)
        eol = end if eol < 0 else eol
        yield pos, eol
        pos = eol + 1


def _cells(text: str, a: int, b: int, math: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The (start, end) of each cell of the row ``text[a:b]``: split at the pipes outside formulas and not escaped,
    the outer pipes dropped."""
    cuts = []
    k = a
    m = 0
    while k < b:
        while m < len(math) and math[m][1] <= k:
            m += 1
        if m < len(math) and math[m][0] <= k < math[m][1]:
            k = math[m][1]
            continue
        if text[k] == "|" and (k == a or text[k - 1] != "\\"):
            cuts.append(k)
        k += 1
    if not cuts:
        return []
    first = text[a:cuts[0]].strip()
    last = text[cuts[-1] + 1:b].strip()
    bounds = ([a - 1] if first else []) + cuts + ([b] if last else [])
    return [(bounds[j] + 1, bounds[j + 1]) for j in range(len(bounds) - 1)]


def _one_formula(doc: Document, a: int, b: int, spans: list[MathSpan]) -> MathSpan | None:
    """The one inline formula that is the whole cell ``text[a:b]`` (blanks aside), or None."""
    inside = [s for s in spans if s.start >= a and s.end <= b]
    if len(inside) != 1 or inside[0].kind != "inline":
        return None
    s = inside[0]
    if doc.text[a:s.start].strip() or doc.text[s.end:b].strip():
        return None
    return s


def _number(doc: Document, a: int, b: int, spans: list[MathSpan]) -> tuple[str, int, int] | None:
    """The number the cell ``text[a:b]`` shows, as TeX, with its place; or None where the cell is anything else."""
    s = _one_formula(doc, a, b, spans)
    if s is not None:
        m = _NUMBER.fullmatch(s.body)
        return (m.group("n").replace("−", "-").replace(",", "{,}"), s.start, s.end) if m else None
    if any(s.start < b and s.end > a for s in spans):
        return None
    raw = doc.text[a:b]
    e = _EMPHASIS.fullmatch(raw)
    inner, shift = (e.group(2), a + raw.index(e.group(2))) if e and e.group(2) else (raw, a)
    m = _NUMBER.fullmatch(inner)
    if m is None:
        return None
    n = m.group("n")
    at = shift + m.start("n")
    tex = n.replace("−", "-").replace(",", "{,}")
    mant, _, exp = tex.lower().partition("e")
    if exp:
        tex = f"{mant} \\times 10^{{{int(exp.replace('−', '-'))}}}"
    return tex, at, at + len(n)


# the words a row-value column's header may carry around its name: letters of any script, no digit, no formula sign
_LABEL_WORDS = re.compile(r"[^\W\d_]+(?:[\s\-/][^\W\d_]+)*\s*|\s*")
# a remark after a row's value, in parentheses (half- or full-width): "0 (fastest)", "$j = 0$（底层）"
_REMARK = re.compile(r"\s*[(（][^()（）]*[)）]\s*$")


def _input(doc: Document, a: int, b: int, spans: list[MathSpan], name: str) -> tuple[str, int, int] | None:
    """A row's value of the name ``name`` in the cell ``text[a:b]``: a number, a number with a remark in parentheses
    after it, or ``$j = 0$`` naming the column's own name; None otherwise."""
    m = _REMARK.search(doc.text, a, b)
    if m is not None and m.start() > a:
        b = m.start()
    n = _number(doc, a, b, spans)
    if n is not None:
        return n
    s = _one_formula(doc, a, b, spans)
    if s is None:
        return None
    e = re.fullmatch(r"\s*(\\?[A-Za-z]+)\s*=\s*([-−]?\d+)\s*", s.body)
    if e is None or e.group(1) != name:
        return None
    return e.group(2).replace("−", "-"), s.start, s.end


def _mentions(body: str, name: str) -> bool:
    """Whether the formula ``body`` writes the name ``name`` as a token (i in \\omega_i, pos in \\sin(pos/…)); not
    as the stem of another name (w in w_b, w')."""
    before = "" if name.startswith("\\") else r"(?<![A-Za-z\\])"
    return re.search(before + re.escape(name) + r"(?![A-Za-z])(?!\s*[_'])", body) is not None


def table_spans(doc: Document) -> None:
    """Add to ``doc.spans`` the relations of its worked tables (the module's docstring)."""
    text = doc.text
    spans = sorted(doc.spans, key=lambda s: s.start)
    math = [(s.start, s.end) for s in spans]
    found: list[MathSpan] = []
    lines = list(_lines(text, 0, len(text)))
    k = 0
    while k + 1 < len(lines):
        (a, b), (c, e) = lines[k], lines[k + 1]
        if not (_ROW.match(text, a, b) and _DELIMITER.fullmatch(text, c, e)):
            k += 1
            continue
        rows = []
        j = k + 2
        while j < len(lines) and _ROW.match(text, *lines[j]) and text[lines[j][0]:lines[j][1]].strip():
            rows.append(lines[j])
            j += 1
        found += _table(doc, (a, b), rows, spans, math)
        k = j
    if found:
        doc.spans = sorted(doc.spans + found, key=lambda s: s.start)


def _table(doc: Document, header: tuple[int, int], rows: list, spans: list[MathSpan], math: list) -> list[MathSpan]:
    heads = _cells(doc.text, *header, math)
    bodies: list[str | None] = []
    for a, b in heads:
        s = _one_formula(doc, a, b, spans)
        bodies.append(s.body.strip() if s is not None and s.body.strip() else None)
    names = {j: h for j, h in enumerate(bodies) if h is not None and _BARE_NAME.fullmatch(h)}
    for j, (a, b) in enumerate(heads):  # (层编号 $j$, "pair $i$": words around the one bare name of a row's value)
        if bodies[j] is None:
            inside = [s for s in spans if s.start >= a and s.end <= b]
            if len(inside) == 1 and inside[0].kind == "inline" and _BARE_NAME.fullmatch(inside[0].body) \
                    and _LABEL_WORDS.fullmatch((doc.text[a:inside[0].start] + " " + doc.text[inside[0].end:b]).strip()):
                names[j] = inside[0].body.strip()
    formulas = {j: h for j, h in enumerate(bodies) if h is not None and j not in names
                and "=" not in h and "\\approx" not in h and any(_mentions(h, n.strip()) for n in names.values())}
    if not names or not formulas:
        return []
    table = [cells for cells in (_cells(doc.text, a, b, math) for a, b in rows) if len(cells) == len(heads)]
    if any(j not in names and j not in formulas and _number(doc, *cells[j], spans) is not None
           for cells in table for j in range(len(heads))):
        return []  # (a column of numbers headed by words, "| base | $\theta_1$ |": the row may set what the formula
        #            uses; the whole table is not read)
    out = []
    for cells in table:
        given = []
        for j, name in names.items():
            n = _input(doc, *cells[j], spans, name.strip())
            if n is None:
                break
            given.append(f"{name.strip()}={n[0]}")
        else:
            bar = ", ".join(given)
            for j, h in formulas.items():
                n = _number(doc, *cells[j], spans)
                if n is None:
                    continue
                tex, s, e = n
                body = f"\\left. {h} \\right|_{{{bar}}} \\approx {tex}"
                out.append(MathSpan("inline", s, e, s, doc.text[s:e], body, where="table"))
    return out
