"""Worked tables: a Markdown table whose columns are headed by formulas (``| $i$ | $\\omega_i$ | $\\cos(\\omega_i)$ |``)
states, in each row, the value of every formula column at that row's values of the columns headed by a bare name
(``| 1 | 0.1 | 0.9950 |``: ω_1 ≈ 0.1 and cos(ω_1) ≈ 0.9950).  Each such cell is a relation, a span of kind "inline"
whose body is ``\\left. <header> \\right|_{i=1} \\approx <cell>`` (the row's values in an evaluation bar, so that they
hold in that relation only; '≈' because a table shows its values rounded to the digits it prints, '=' for a whole
number computed from whole row values by sums, products and powers), placed at the cell, ``MathSpan.table`` the
offset of its table's header; the environment gives what the header uses (the document's ω_i, its d), and the reader
decides it as any worked value (``check._tables_for_another_setting`` then withholds a failing cell its table does not
confirm).  A formula column's header may name its quantity before its one formula (``frequency $\\theta_i$``,
``wavelength $\\lambda_i$ (tokens)``: ``_QUANTITY_WORDS``, ``_QUANTITY_UNIT``, never a word that changes the number, an
angle or a phase), or define its column (``$\\theta_i = 10000^{-2i/d}$``: ``_column_of``).  A header in plain text
(``| i | θᵢ |``) is not read: footnote marks, ×10ⁿ, ASCII subscripts and code output look alike there (helper-219).

Read only where every part is plain (``_table``, ``_set_apart``): every header cell one formula, a bare name (words
before it allowed: 层编号 $j$) or another formula, no two alike; each formula writing every row value and no name but
row values and families at row values; every row with the header's cells, each row value a number or the name's own
equation ($j = 1$), each formula cell a number (a leading ~ or ≈ allowed; a whole number with trailing zeros is not
read); not in indented code, an HTML comment, <pre> or a notebook's output, no code block leading into it, no caption
that sets a value in math, and no words of another setting, unit, rounding or example in the paragraph before it or
the line after it (``_SETTING``).  Anything else is not read, and no relation is made of it."""
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


def _the_formula_in(a: int, b: int, spans: list[MathSpan]) -> MathSpan | None:
    """The one formula within ``text[a:b]`` when it is an inline one, else None."""
    inside = [s for s in spans if s.start >= a and s.end <= b]
    return inside[0] if len(inside) == 1 and inside[0].kind == "inline" else None


def _one_formula(doc: Document, a: int, b: int, spans: list[MathSpan]) -> MathSpan | None:
    """The one inline formula that is the whole cell ``text[a:b]`` (blanks aside), or None."""
    s = _the_formula_in(a, b, spans)
    if s is None or doc.text[a:s.start].strip() or doc.text[s.end:b].strip():
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


def _input(doc: Document, a: int, b: int, spans: list[MathSpan], name: str) -> tuple[str, int, int] | None:
    """A row's value of the name ``name`` in the cell ``text[a:b]``: a number, or ``$j = 0$`` naming the column's own
    name; None otherwise (a remark after it, "1 (NTK-scaled, s = 4)", may change the row's setting: not read)."""
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


# the words a formula column's header may carry before its one formula, naming the quantity it shows (frequency
# $\theta_i$, wavelength $\lambda_i$ (tokens)): nouns that name it, never words that change it (log, scaled, in degrees)
# nor an angle or a phase, which a table may show reduced modulo 2π or in degrees or turns (helper-219)
_QUANTITY_WORDS = re.compile(r"\s*(?:(?:frequenc(?:y|ies)|wavelengths?|periods?|频率|波长|周期|周波数|波長)"
                             r"(?:\s+|(?=[^\W\d_])|$))*\s*", re.I)
# a unit after it that leaves the number as the formula gives it: a count of tokens or positions, radians
_QUANTITY_UNIT = re.compile(r"\s*(?:\(\s*(?:tokens?|positions?|steps?|rad|radians?|rad\s*/\s*tokens?|"
                            r"radians?\s+per\s+tokens?)\s*\))?\s*", re.I)


def _column_of(header: str, names) -> str | None:
    """What a formula column shows, from its header: the header itself, or where it defines a name
    (``$\\theta_i = 10000^{-2i/d}$``), the name, which the header (a formula of the document) binds or restates: one
    table is judged under one meaning of each name (helper-219: a header that contradicts the text's definition is
    itself the finding); None where neither is read."""
    if "\\approx" in header or "≈" in header:
        return None
    if "=" not in header:
        return header
    if header.count("=") != 1:
        return None
    left = header.split("=")[0].strip()
    return left if left and _only_row_names(left, names) else None


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
        after = lines[j][0] if j < len(lines) else len(text)
        if not _set_apart(text, a, after):
            found += _table(doc, (a, b), rows, spans, math)
        k = j
    if found:
        doc.spans = sorted(doc.spans + found, key=lambda s: s.start)


# words around a table that change what its cells are: another setting (a toy model, another base, a scaling), another
# unit or scale (degrees, percent, thousands, ×10^n), values cut rather than rounded, or per head/layer
_SETTING = re.compile(r"\b(?:toy|base|scal\w*|ntk|yarn|interpolat\w*|extrapolat\w*|llama|gpt|head|layer|degrees?|"
                      r"deg|percent|thousands?|millions?|billions?|multipl\w*|divid\w*|trunc\w*|chop\w*|cut|floor\w*|"
                      r"narrow\w*|revolutions?|in\s+turns|rescal\w*|slowed|"
                      r"approximat\w*|rough\w*|estimat\w*|measur\w*|observ\w*|empiric\w*|print\w*|output\w*|float\w*|"
                      r"bf16|fp16|half|precision|previous|draft|old|wrong|incorrect|typo|example|instance|illustrat\w*|"
                      r"tiny|small\w*|"
                      r"shrink\w*|two|three|four|five|six|seven|eight|nine|ten|twelve|sixteen|dozen|hundred)\b|%|°|"
                      r"×\s*10|\\times\s*10|举例|例如|比如|示例|"
                      r"\\circ|缩放|基数|底数|角度|度数|截断|近似|估计|每个头|每层|千|万|百分|插值|倍|切り捨て|切り上げ|向上取整|"
                      r"向下取整", re.I)


def _set_apart(text: str, start: int, end: int) -> bool:
    """Whether the table at ``text[start:end]`` is not the prose's own worked table: indented as code (four blanks or a
    tab), inside an HTML comment or a <pre> block, or with words in the paragraph before it or the line after it that
    change what its cells are (``_SETTING``)."""
    if text[start:start + 4] == "    " or text[start:start + 1] == "\t":
        return True
    before = text[:start]
    if before.rfind("<!--") > before.rfind("-->") or before.lower().rfind("<pre") > before.lower().rfind("</pre"):
        return True
    lead = before.rstrip()
    para = lead[max(lead.rfind("\n\n"), 0):]
    tail = text[end:end + 200].lstrip("\n").split("\n", 1)[0]
    caption = not text[end:end + 1].isspace() or re.match(r"\s*[*_]*\s*(?:table|tab\.|表)", tail, re.I)
    if "```" in para or "~~~" in para or (caption and re.search(r"\$[^$]*=[^$]*\$", tail)):
        return True  # (a program's output after its block; a caption that sets a value: "*Table 1: when $d = 8$.*")
    return _SETTING.search(para) is not None or _SETTING.search(tail) is not None


def _table(doc: Document, header: tuple[int, int], rows: list, spans: list[MathSpan], math: list) -> list[MathSpan]:
    heads = _cells(doc.text, *header, math)
    bodies: list[str | None] = []
    for a, b in heads:
        s = _one_formula(doc, a, b, spans)
        if s is not None and s.where != "table":
            return []  # (a table in a notebook's output, a quote, a list: not the prose's own table)
        bodies.append(s.body.strip() if s is not None and s.body.strip() else None)
    names = {j: h.strip() for j, h in enumerate(bodies) if h is not None and _BARE_NAME.fullmatch(h)}
    for j, (a, b) in enumerate(heads):  # (层编号 $j$, "pair $i$": words before the one bare name of a row's value)
        if bodies[j] is None:
            s = _the_formula_in(a, b, spans)
            if s is not None and s.where == "table" and _BARE_NAME.fullmatch(s.body) \
                    and not doc.text[s.end:b].strip() and _LABEL_WORDS.fullmatch(doc.text[a:s.start].strip()):
                names[j] = s.body.strip()
            elif s is not None and s.where == "table" and s.body.strip() \
                    and _QUANTITY_WORDS.fullmatch(doc.text[a:s.start]) and _QUANTITY_UNIT.fullmatch(doc.text[s.end:b]):
                bodies[j] = s.body.strip()  # (frequency $\theta_i$, wavelength $\lambda_i$ (tokens))
    formulas = {j: h for j, h in enumerate(bodies) if h is not None and j not in names}
    if not names or not formulas or len(names) + len(formulas) != len(heads):
        return []  # (a column headed by words or by nothing may set what the formulas use: "| model | $i$ | $\theta_i$ |")
    formulas = {j: _column_of(h, names.values()) for j, h in formulas.items()}
    if len(set(formulas.values())) != len(formulas) or len(set(names.values())) != len(names) \
            or any(h is None or not all(_mentions(h, n) for n in names.values())
                   or not _only_row_names(h, names.values()) for h in formulas.values()):
        return []  # (two columns with one header; a formula that does not write every row value: | $s$ | $i$ | $\theta_i$ |;
        #            a formula with a name that is no row value, sin(p/10000^{2i/d}): the table's p may not be the text's)
    table = [_cells(doc.text, a, b, math) for a, b in rows]
    if any(len(cells) != len(heads) for cells in table):
        return []
    out = []
    for cells in table:
        given = []
        for j, name in names.items():
            n = _input(doc, *cells[j], spans, name)
            if n is None:
                return []  # (a row of labels, "| | base 10k | base 500k |", or a row value not a number: not read)
            given.append(f"{name}={n[0]}")
        bar = ", ".join(given)
        for j, h in formulas.items():
            n = _number(doc, *cells[j], spans)
            if n is None:
                if doc.text[cells[j][0]:cells[j][1]].strip():
                    return []  # (a cell that is not a number: words, units, a formula: the table is not read)
                continue
            tex, s, e = n
            whole = all(re.fullmatch(r"-?\d+", g.split("=", 1)[1]) for g in given) and _whole(h, names.values())
            if whole and re.fullmatch(r"-?\d+(?:\{,\}\d{3})*", tex) and tex.endswith("00"):
                continue  # (4,295,000,000 for 2^32, 500000 for 700^2: rounded, or wrong? not read)
            rel = "=" if whole and re.fullmatch(r"-?\d+(?:\{,\}\d{3})*", tex) else "\\approx"
            body = f"\\left. {h} \\right|_{{{bar}}} {rel} {tex}"
            out.append(MathSpan("inline", s, e, s, doc.text[s:e], body, where="table", table=header[0]))
    return out


# TeX commands that are functions, operators or layout in a header (not names): \sin, \frac, \left, \cdot, …
_NOT_A_NAME = frozenset("sin cos tan exp log ln sqrt frac dfrac tfrac left right cdot times pi mathrm text operatorname "
                        "big Big bigl bigr Bigl Bigr quad qquad".split())


def _only_row_names(header: str, names) -> bool:
    """Whether every name ``header`` writes is a row value (i, pos) or a family written with row values as its
    subscript (\\omega_i, PE_{(pos, 2i)}): a name that is neither (d, p, b) takes its value from outside the table,
    which the table's own setting may not share."""
    rows = {n.lstrip("\\") for n in names}
    k = 0
    while k < len(header):
        m = re.match(r"\\([A-Za-z]+)|([A-Za-z]+)", header[k:])
        if m is None:
            k += 1
            continue
        word = m.group(1) or m.group(2)
        k += m.end()
        if (m.group(1) and word in _NOT_A_NAME) or (word == "e" and header[k:].lstrip().startswith("^")):
            continue  # (a function, an operator; e^{…}: Euler's number raised)
        sub = re.match(r"\s*_\s*(\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|\\?[A-Za-z0-9])", header[k:])
        if sub is not None:
            k += sub.end()
            inner = [t for t in re.findall(r"\\?[A-Za-z]+", sub.group(1)) if t.lstrip("\\") not in _NOT_A_NAME]
            if all(t.lstrip("\\") in rows for t in inner):
                continue
            return False
        if word not in rows:
            return False
    return True


def _whole(header: str, names) -> bool:
    """Whether ``header`` computes a whole number from whole row values: only its row values, digits, sums, products
    and powers (n^2, 2n - 1, 2^k); its cells are then exact, not rounded (500000 for 700^2 is wrong, not rounded)."""
    rest = header
    for n in sorted(names, key=len, reverse=True):
        rest = re.sub(r"(?<![A-Za-z\\])" + re.escape(n) + r"(?![A-Za-z])", " ", rest)
    rest = re.sub(r"\\(?:cdot|times|left|right)(?![A-Za-z])", " ", rest)
    if re.search(r"\^\s*\{?\s*-", rest):
        return False  # (2^{-k}: a fraction)
    return re.fullmatch(r"[\d\s+\-*^(){}]*", rest) is not None
