"""Splitting a formula into chains of relations: the rows of an alignment, each row into links
``lhs rel rhs`` at its top-level relations (not inside braces or brackets), a tuple compared entry by
entry; and the links of a code comment.  Text only: the sides are parsed by ``suite.reader.latex``
(LaTeX) or ``suite.reader.plain`` (code comments)."""
from __future__ import annotations

import contextvars
import re

# relation tokens at the top level of a row, longest first; their canonical text
# (":=" and the other definition signs are "≔" here; ``_DEFINES`` rewrites them before the split)
_RELATIONS = [(r"\approx", "≈"), (r"\simeq", "≈"), (r"\thickapprox", "≈"), (r"\leqslant", "≤"), (r"\geqslant", "≥"),
              (r"\leq", "≤"), (r"\geq", "≥"), (r"\le", "≤"), (r"\ge", "≥"), (r"\lt", "<"), (r"\gt", ">"),
              (r"\neq", "≠"), (r"\ne", "≠"), (r"\equiv", "≡"), (r"\sim", "∼"), (r"\propto", "∝"), (r"\in", "∈"),
              (r"\notin", "∉"), (r"\ll", "≪"), (r"\gg", "≫"), ("≪", "≪"), ("≫", "≫"), ("≔", "≔"), ("≈", "≈"), ("≤", "≤"), ("≥", "≥"), ("≠", "≠"), ("≡", "≡"), ("∼", "∼"),
              ("∝", "∝"), ("∈", "∈"), ("⟵", "⟵"), ("=", "="), ("<", "<"), (">", ">")]
# an algorithm's assignment, x \gets …: "⟵" here (``_ASSIGNS`` rewrites it before the split)
_ASSIGNS = re.compile(r"\\gets(?![A-Za-z])|(?<![\^_{])(?<![\^_]\{)(?<![\^_] )\\leftarrow(?![A-Za-z])(?!\s*\})|←")
# (w \leftarrow w - \eta g: an update; not h^\leftarrow, h_{T}^{\leftarrow}: a label)
# tokens after which a chain does not go on: maps, limits, implications, a new statement
_BREAKS = (r"\to", r"\rightarrow", r"\Rightarrow", r"\implies", r"\iff", r"\Leftrightarrow", r"\longrightarrow",
           r"\Longrightarrow", r"\mapsto", r"\qquad", r"\quad", "→", "⇒", "⟹", "⇔")
# the breaks that state an implication: the statements after one follow from those before it (its premises)
IMPLIES = frozenset({r"\Rightarrow", r"\implies", r"\Longrightarrow", "⇒", "⟹"})
_BRACED = r"\{(?:[^{}]|\{[^{}]*\})*\}"
# definition signs, and equals signs annotated by a derivation step: ":=", "\coloneqq", "\triangleq",
# "\stackrel{\text{def}}{=}" are "≔"; "\overset{(a)}{=}", "\xlongequal{…}" are "="
_DEFINES = re.compile(r":=|\\coloneqq(?![A-Za-z])|\\triangleq(?![A-Za-z])|\\eqqcolon(?![A-Za-z])|≜|≝|"
                      r"\\(?:stackrel|overset)\s*\{\s*(?:\\(?:text|mathrm)\s*\{\s*def\.?\s*\}|def\.?|\\triangle|"
                      r"\\Delta|:|\\mathrm\{d\})\s*\}\s*\{?\s*=\s*\}?")
_ANNOTATED_EQ = re.compile(r"\\(?:stackrel|overset|underset)\s*" + _BRACED + r"\s*(?:\{\s*=\s*\}|=)|"
                           r"\\xlongequal\s*(?:\[[^\]]*\])?\s*" + _BRACED)
# soft breaks: a comma or \; may separate statements, list items ("sin 1, cos 1 ≈ 0.84, 0.54") or a
# condition; the links that touch one are listed as undecided, never checked
_SOFT_BREAKS = (",", r"\;", "，", "；", ";", r"\land")  # (\wedge and ∧ are also min and the exterior product)
# a \; that is only spacing: at the start or end of the formula (where a trailing \checkmark is a mark, not
# mathematics), or beside a binary operator or a relation (a \;+\; b, x \;=\; y)
_OPERATOR = r"(?:[-+=<>−]|\\(?:cdot|times|odot|otimes|oplus|pm|mp|approx|equiv|le|leq|ge|geq|ne|neq)(?![A-Za-z]))"
_SPACING = re.compile(r"^\s*(?:\\;\s*)+|(?:\s*\\;)*\s*(?:\\checkmark|✓)?\s*$|(?:\s*\\;)+\s*(?=" + _OPERATOR + r")|"
                      r"(?<=[-+=<>−])(?:\s*\\;)+")
_WIDE_SPACE = re.compile(r"\\;(?:\s*\\;)+")
# \hspace{2cm}, \hspace*{5mm}, \hskip 1em: a space of a width, as wide as a \quad from 10 pt on
_HSPACE = re.compile(r"\\(?:hspace\*?\s*\{\s*(-?[\d.]+)\s*(cm|mm|em|ex|pt|in|bp|mu)\s*\}|hskip\s*(-?[\d.]+)\s*(cm|mm|em|ex|pt|in|bp|mu))")
_POINTS = {"cm": 28.45, "mm": 2.845, "em": 10.0, "ex": 4.3, "pt": 1.0, "in": 72.27, "bp": 1.004, "mu": 10 / 18}


def _hspace(m) -> str:
    """An ``_HSPACE`` match: `` \\quad `` when it is at least 10 pt wide (a gap between statements), else a space; a
    space too where an operator or a relation sign follows it or ends what comes before (``1 + 2 \\hspace{1cm} + 3``,
    ``&\\hspace{1cm} + b^2``: one expression set wide)."""
    try:
        width = float(m.group(1) or m.group(3)) * _POINTS[m.group(2) or m.group(4)]
    except ValueError:
        return " "
    before, after = m.string[:m.start()].rstrip(), m.string[m.end():].lstrip()
    if (_OPERATOR_NEXT.match(after) and not _second_statement(before, after)) or _OPERATOR_LAST.search(before) \
            or not before.strip("& \t"):
        return " "  # (cos π = -1 \quad -cos π = 1: a second statement after the gap, not one expression)
    return " \\quad " if width >= 10 else " "


# a gap that cannot end a statement: after an operator, or before one that no statement opens with (+, \cdot, …)
_QUAD_IN_EXPRESSION = re.compile(r"(?<=[-+*/−])\s*\\q?quad(?![A-Za-z])|(?<![&\s])\s*\\q?quad(?![A-Za-z])\s*"
                                 r"(?=[+*/]|\\(?:cdot|times|div)(?![A-Za-z]))")
_QUAD_BEFORE_MINUS = re.compile(r"(?<![&\s])\s*\\q?quad(?![A-Za-z])\s*(?=[-−]\s*[\w\\({])")
_GAP = re.compile(r"\\q?quad(?![A-Za-z])|\\hspace|\\\\|&")


def _second_statement(before: str, after: str) -> bool:
    """Whether a gap (\\quad, \\hspace) between ``before`` and ``after`` separates two statements although an
    operator follows it: only a minus sign can open a statement (``\\cos\\pi = -1 \\quad -\\cos\\pi = 1``), and it does
    where the parts on both sides of the gap (back to the gap, row break or column before it, on to the next) each
    hold a relation and the right one names something before its relation or is no equation; ``1 + 2 \\quad + 3 = 6``, ``-1 \\quad -1 =
    -2``, ``S = 1 + 2 \\quad + 4 = 7``, ``T = 100 - 20 \\quad - 30 = 50``: one expression."""
    if not re.match(r"[-−]", after):
        return False
    left = _GAP.split(before)[-1]
    right = _GAP.split(after, maxsplit=1)[0]
    rel = _RELATION_IN.search(right[1:])
    return bool(_RELATION_IN.search(left)) and rel is not None \
        and (rel.group() != "=" or bool(re.search(r"[A-Za-z\\]", right[1:rel.start() + 1])))  # (- 30 = 50 after
    #                                                        100 - 20: the sum's tail; -1 \le \sin x: a statement)


def _gaps_in_expressions(row: str) -> str:
    """``row`` with each \\quad inside an expression written as a space (``_QUAD_IN_EXPRESSION``, and before a minus
    sign unless it separates two statements, ``_second_statement``)."""
    row = _QUAD_IN_EXPRESSION.sub(" ", row)
    return _QUAD_BEFORE_MINUS.sub(lambda m: m.group() if _second_statement(m.string[:m.start()], m.string[m.end():])
                                  else " ", row)
_RELATION_IN = re.compile(r"=|<|>|\\(?:le|ge|leq|geq|ne|neq|approx|sim)(?![A-Za-z])")
_OPERATOR_NEXT = re.compile(r"[-+=<>*/&−]|\\(?:cdot|times|pm|mp|div|approx|le|ge|leq|geq|neq|ne|circ)(?![A-Za-z])")
_OPERATOR_LAST = re.compile(r"(?:[-+=<>*/&(−,]|\\(?:cdot|times|pm|mp|div|approx|le|ge|leq|geq|neq|ne|circ))$")
# a relation sign: where none follows a \; in its row, the \; opens no second statement
_RELATION_AHEAD = re.compile(r"[=<>≈≤≥≠∈∼∝≔⟵]|\\(?:approx|le|leq|ge|geq|ne|neq|in|sim|simeq|propto|equiv|lt|gt|ll|gg)(?![A-Za-z])")


def _factor_spaces(row: str) -> str:
    """``row`` with each \\; that stands between two factors (a name or a closing bracket before it, a name, a bracket
    or a command after it) and has no relation after it, or none before it, in the row written as a space: ``\\lambda
    \\; p(y)`` and ``\\lambda \\; 0.3 + … = 0.3`` are products, not two statements.  A \\; between two statements
    (``x = 1 \\; (x > 0)``, ``a = 2 \\; b = 3``) is kept."""
    out, pos = [], 0
    for m in re.finditer(r"\\;", row):
        before, after = row[:m.start()].rstrip(), row[m.end():].lstrip()
        # a factor before (a name or a closing bracket, not a number: \sin 1 \; \cos 1 ≈ 0.84, 0.54 is a list) and one
        # after (a name, a bracket, a command or a number)
        # (an equation's number is no factor: \frac{1}{8} \; (2), (2) \; x = …, \text{(3)} \; …, (1.414) \; 2^{1/2})
        label_after = re.match(r"\(\s*[\d.]+[a-z]?\s*\)|\[\s*\d+(?:\s*[,–-]\s*\d+)*\s*\]", after)  # (2), [12]
        label_before = re.search(r"(?:\(\s*[\d.]+[a-z]?\s*\)|\\text[a-z]*\s*\{\s*\(?[\d.]+[a-z]?\)?\s*\})$", before)
        factor_before = (before[-1:].isalpha() or before[-1:] in (")", "]", "}")) and not label_before
        factor_after = (after[:1].isalnum() or after[:1] in ("(", "\\", "[")) and not label_after
        one_side = not _RELATION_AHEAD.search(row, m.end()) or not _RELATION_AHEAD.search(row[:m.start()])
        if factor_before and factor_after and one_side:
            out.append(row[pos:m.start()] + " ")
            pos = m.end()
    out.append(row[pos:])
    return "".join(out)
_SPACED_FUNCTION = re.compile(r"((?<![A-Za-z])\\?(?:log|ln|exp|sin|cos|tan|det|tr))\s*\\;")
# "\text{ and }" between two statements: a conjunction, read as \land
_AND_TEXT = re.compile(r"\\(?:text|mathrm|textrm|mbox)\s*\{\s*(?:and|und|et|且|和|并且)\s*\}")
_SOFT = "beside a comma or \\; (a list, a condition or a second statement): the triage does not pair its items"
_SPACES = re.compile(r"\\[,!: ]")
_CONTROL_SPACE = re.compile(r"(?<!\\)\\\n")
_THOUSANDS = re.compile(r"(?<=\d)(?:\\,|\{,\}|,|\\ |~)(?=\d{3}(?!\d))")

_OPENERS, _CLOSERS = ("(", "[", "\\{"), (")", "]", "\\}")  # (TeX's own braces group, they list nothing)


AMBIGUOUS_COMMA = "‚"  # (U+201A: no reader knows it, so the relation is reported not read, with this construct)
AMBIGUOUS_BRACED_COMMA = "‛"  # (U+201B: {,} before three digits in a document that does not show which it means)


def _bracket_around(row: str, at: int) -> str:
    """The text of the innermost bracket ((…), […], \\{…\\}) around offset ``at`` of ``row``, without the brackets."""
    depth, start = 0, 0
    for k in range(at - 1, -1, -1):
        if row.startswith("\\}", k - 1) or row[k] in ")]":
            depth += 1
        elif row.startswith("\\{", k - 1) or row[k] in "([":
            if depth == 0:
                start = k + 1
                break
            depth -= 1
    depth = 0
    for k in range(at, len(row)):
        if row.startswith("\\{", k) or row[k] in "([":
            depth += 1
        elif row.startswith("\\}", k) or row[k] in ")]":
            if depth == 0:
                return row[start:k]
            depth -= 1
    return row[start:]


def _arithmetic_bracket(row: str, at: int) -> bool:
    """Whether the innermost round bracket around offset ``at`` groups arithmetic, not a list or a function's arguments:
    it is not written right after a name or a closing bracket (``\\max(…)``, ``f(…)``), no comma in it is followed by a
    space (a list), and it multiplies two numbers written with thousands (``2 \\times (50,257 \\times 1,600)``) or
    raises one to a power (``(1,600^2)``)."""
    depth = 0
    for k in range(at - 1, -1, -1):
        if row[k] in ")]":
            depth += 1
        elif row[k] in "([":
            if depth:
                depth -= 1
                continue
            if row[k] != "(":
                return False
            before = re.sub(r"\\(?:left|big|Big|bigg|Bigg)$", "", row[:k].rstrip()).rstrip()
            operator = re.search(r"\\(?:times|cdot|div|pm|quad|qquad)$|\\[,;:!]$", before)
            if before and not operator and (before[-1].isalnum() or before[-1] in ")]}_^'"):
                return False  # (\max(…), f(…), (a)(b): a function's arguments or a list)
            inside = _bracket_around(row, at)
            if re.search(r",\s", inside) or re.search(r"\^\s*\{?\s*\d+\s*\}?\s*,", inside):
                return False  # (a list: spaced items; (64^2,128^2): a comma after a power separates no thousands)
            commas = len(re.findall(r"(?<=\d),(?=\d{3}(?!\d))", inside))
            product = re.search(r"\\times(?![A-Za-z])|\\cdot(?![A-Za-z])|[×·*]", inside)
            power = re.search(r"\d,\d{3}\s*\^", inside)
            # two numbers with thousands multiplied (50,257 × 1,600), or one raised to a power (1,600^2); one comma
            # beside a product may be a pair ((2,128 × 32): a shape), and is left as a list
            return bool((product and commas >= 2) or power)
    return False


def _thousands_outside_brackets(row: str) -> bool:
    """Whether ``row`` writes a bare comma between digit groups outside every bracket (``= 2,500``)."""
    depth, pos = 0, 0
    for m in _THOUSANDS.finditer(row):
        between = row[pos:m.start()]
        depth += sum(between.count(c) for c in _OPENERS) - sum(between.count(c) for c in _CLOSERS)
        pos = m.start()
        if m.group() == "," and depth == 0:
            return True
    return False


# how the document writes a comma between digits in TeX's {,}: "decimal" (3{,}142 = 3.142, German and French
# documents), "thousands" (10{,}000), or None where it gives no evidence (then {,} before three digits is left unread)
BRACED_COMMA: contextvars.ContextVar = contextvars.ContextVar("braced_comma", default="thousands")
_DECIMAL_EVIDENCE = re.compile(r"(?<![\d{,])\d\{,\}(?:\d{1,2}|\d{4,})(?!\d)|(?<!\d)0\{,\}\d")
_THOUSANDS_EVIDENCE = re.compile(r"\d\{,\}\d{3}\{,\}\d{3}|\d{4,}\{,\}\d{3}(?!\d)|(?<!\d)\d\.\d")


def braced_comma_convention(text: str) -> str | None:
    """How ``text`` (a whole document) writes {,} between digits: "decimal" where it writes a decimal comma so
    (0{,}5, 3{,}14), "thousands" where it writes a digit group so (1{,}000{,}000) or writes decimals with a point
    (0.5), else None."""
    decimal, thousands = _DECIMAL_EVIDENCE.search(text), _THOUSANDS_EVIDENCE.search(text)
    if decimal and not thousands:
        return "decimal"
    if thousands and not decimal:
        return "thousands"
    return None


def join_thousands(row: str) -> str:
    """``row`` with the separators between digit groups taken out (``1\\,024``, ``10{,}000``, ``10,000``: one
    number), except a bare comma inside brackets, which separates items (``\\min(256,512)``, ``\\{64,128\\}``),
    unless the group after it starts with 0 (``(1,024 + 1,024)``, ``\\max(1,000, 2,000)``); one among items spaced
    apart (``\\max(1,500, 2,500)``) may be either, and is left unread (``AMBIGUOUS_COMMA``).  (TeX's group braces are no brackets: ``\\frac{1,000}{2}``.)"""
    convention = BRACED_COMMA.get()
    if convention == "decimal":  # 0{,}5, 3{,}14159: decimal commas, written as points
        row = re.sub(r"(?<=\d)\{,\}(?=\d)", ".", row)
    out, pos, depth = [], 0, 0
    outside = _thousands_outside_brackets(row)
    for m in _THOUSANDS.finditer(row):
        between = row[pos:m.start()]
        depth += sum(between.count(c) for c in _OPENERS) - sum(between.count(c) for c in _CLOSERS)
        out.append(between)
        if m.group() == "{,}" and convention != "thousands":  # 3{,}142: a decimal comma, or unread without evidence
            out.append("." if convention == "decimal" else AMBIGUOUS_BRACED_COMMA)
            pos = m.end()
            continue
        group = row[m.end():m.end() + 3]
        # inside brackets a bare comma separates items, unless the group after it starts with 0 (no item is written
        # 024: 1,024) or the bracket's items are spaced apart (\max(1,000, 2,000))
        bare_in_brackets = m.group() == "," and depth > 0 and not group.startswith("0") \
            and not _arithmetic_bracket(row, m.start())
        spaced = bare_in_brackets and (re.search(r",\s", _bracket_around(row, m.start())) is not None
                                       or outside)  # (\max(1,500,2,500) = 2,500: the row writes thousands so)
        # (a bare comma among spaced items, \max(1,500, 2,500) or \min(128,256, 64): a thousands separator or a
        # list, which the text does not settle: left unread, named)
        out.append(AMBIGUOUS_COMMA if spaced else m.group() if bare_in_brackets else "")
        pos = m.end()
    out.append(row[pos:])
    return "".join(out)


_ENVS = re.compile(r"\\(begin|end)\{(aligned|align\*?|alignat\*?|equation\*?|gathered|gather\*?|split|"
                   r"eqnarray\*?|multline\*?|flalign\*?|displaymath|math)\}(\{[^}]*\})?")
TAG = re.compile(r"\\(tag|label)\*?\{[^}]*\}|\\tag\*?\s*[\w.]+|\\(nonumber|notag)\b")  # (\tag4: one token)


_NESTED = ("cases", "dcases", "pmatrix", "bmatrix", "Bmatrix", "vmatrix", "Vmatrix", "matrix", "smallmatrix", "array",
           "subarray")
_NESTED_RE = re.compile(r"\\(begin|end)\{(" + "|".join(_NESTED) + r")\*?\}")
_HOLD = "\x00"


def protect(text: str) -> tuple[str, list[str]]:
    """``text`` with every outermost matrix-like environment (cases, pmatrix, array, …) replaced by a
    placeholder, so that its rows, columns and relations are not taken for the formula's own; and the
    environments, to ``restore``."""
    out, held, depth, start, pos = [], [], 0, 0, 0
    for m in _NESTED_RE.finditer(text):
        if m.group(1) == "begin":
            if depth == 0:
                out.append(text[pos:m.start()])
                start = m.start()
            depth += 1
        elif depth:
            depth -= 1
            if depth == 0:
                held.append(text[start:m.end()])
                out.append(f"{_HOLD}{len(held) - 1}{_HOLD}")
                pos = m.end()
    out.append(text[pos:] if depth == 0 else text[start:] if not out else text[start:])
    if depth:  # an unclosed environment: hold nothing
        return text, []
    return _hold_substacks("".join(out), held), held


def _hold_substacks(text: str, held: list[str]) -> str:
    """``text`` with each ``\\substack{…}`` (an index's conditions stacked under a sum: ``i \\in \\{-c \\ldots c\\}
    \\\\ i \\neq 0``) replaced by a placeholder added to ``held``: its rows and relations are the index's, not the
    formula's."""
    out, pos = [], 0
    for m in re.finditer(r"\\substack\s*\{", text):
        if m.start() < pos:
            continue
        depth, k = 1, m.end()
        while k < len(text) and depth:
            if text[k] == "\\":
                k += 2
                continue
            depth += {"{": 1, "}": -1}.get(text[k], 0)
            k += 1
        if depth:
            break  # unbalanced: left as written
        out.append(text[pos:m.start()])
        held.append(text[m.start():k])
        out.append(f"{_HOLD}{len(held) - 1}{_HOLD}")
        pos = k
    out.append(text[pos:])
    return "".join(out)


def restore(text: str, held: list[str]) -> str:
    return re.sub(_HOLD + r"(\d+)" + _HOLD, lambda m: held[int(m.group(1))], text) if held else text


# beamer's overlays inside a formula (\onslide<2->{…}, \only<3>{…}, \pause): layout, not mathematics
_OVERLAY = re.compile(r"\\(?:onslide|only|uncover|visible|invisible|alert|temporal|alt|action)\s*<[^<>]*>|\\pause(?![A-Za-z])")


_LEFT_BRACE = re.compile(r"\\left\s*\\\{")
_CASE_SEP = re.compile(r"\\qquad|\\quad|&|,\s*(?=\\text|\()")


_ALIGNED_RELATION = re.compile(r"[^&]*&\s*(?:=|:=|\\approx|\\equiv|\\le(?:q)?(?![a-z])|\\ge(?:q)?(?![a-z])|<|>|≈|≤|≥)")


_WHOLE_CASES = re.compile(r"\s*\\begin\{cases\}(.*)\\end\{cases\}[\s.,;]*", re.S)
_EQUATION_ROW = re.compile(r"[^&]*&?\s*(?:=|\\approx|≈)")


def _system(body: str) -> str | None:
    """The rows of a display that is one ``cases`` environment whose every row is an equation with no condition
    (``\\begin{cases} \\text{Re}(z) = a \\\\ \\text{Im}(z) = b \\end{cases}``): a system of equations, one a
    row; None for anything else (a definition by cases has a value and a condition in each row)."""
    m = _WHOLE_CASES.fullmatch(body)
    if not m:
        return None
    statements = [r for r in re.split(r"\\\\", m.group(1)) if r.strip()]
    if len(statements) < 2 or not all(_EQUATION_ROW.match(r) and r.count("&") <= 1 and _has_relation(r.replace("&", ""))
                                      and not re.search(r"&\s*(?:\\text|\\mathrm|if\b|\\quad|\\qquad)", r)
                                      for r in statements):
        return None
    return " \\\\ ".join(r.replace("&", " ") for r in statements)


def piecewise(body: str) -> str:
    """``\\left\\{ a \\qquad (cond) \\\\ b \\qquad (cond) \\right.``, a piecewise definition written without
    ``cases``, as ``\\begin{cases} a & cond \\\\ b & cond \\end{cases}``; a display that is one ``cases`` of
    equations (``_system``) as its rows."""
    system = _system(body)
    if system is not None:
        return system
    out, pos = [], 0
    for m in _LEFT_BRACE.finditer(body):
        if m.start() < pos:
            continue
        depth, end = 1, None
        for t in re.finditer(r"\\left(?![A-Za-z])|\\right\s*(\.|\\\}|\)|\]|\\rangle|\||\\\|)", body[m.end():]):
            depth += 1 if t.group().startswith("\\left") else -1
            if depth == 0:
                end = (m.end() + t.start(), m.end() + t.end(), t.group(1))
                break
        if end is None or end[2] != ".":
            continue
        inner = body[m.end():end[0]]
        statements = [r for r in re.split(r"\\\\", _ENVS.sub(" ", inner)) if r.strip()]
        if statements and all(_ALIGNED_RELATION.match(r) for r in statements):
            # \left\{ \begin{aligned} q_i &= … \\ k_j &= … \end{aligned} \right.: a system of equations, one a row
            out.append(body[pos:m.start()] + inner)
            pos = end[1]
            continue
        cells = []
        for row in re.split(r"\\\\", body[m.end():end[0]]):
            if not row.strip():
                continue
            parts = _CASE_SEP.split(row, maxsplit=1)
            if len(parts) != 2:
                break
            value, cond = parts[0].strip(), parts[1].strip()
            if cond.startswith("(") and cond.endswith(")"):
                cond = cond[1:-1]
            cells.append(f"{value} & {cond}")
        else:
            if len(cells) >= 2:
                out.append(body[pos:m.start()] + "\\begin{cases} " + " \\\\ ".join(cells) + " \\end{cases}")
                pos = end[1]
    return "".join(out) + body[pos:]


def rows(body: str) -> list[str]:
    """The rows of a span: alignment markers, environments, tags, labels and beamer overlays removed; a row that
    opens with a relation, or with its alignment point and an operator, is joined to the row before it.
    Matrix-like environments (cases, pmatrix, array, …) are kept whole, rows and all."""
    if _ALIGNMENT.search(body) and not re.search(r"\\\\", _LOST_BREAK.sub("", body)) and _LOST_BREAK.search(body):
        body = _LOST_BREAK.sub(r"\\\\ ", body)  # F &= a \ &+ b \ &+ c: rows whose breaks a Markdown copy lost
    b, held = protect(TAG.sub(" ", _ENVS.sub(" ", piecewise(_OVERLAY.sub(" ", body)))))
    for _ in range(8):  # braces around statements written over several rows
        new = _statement_braces(b)
        if new == b:
            break
        b = new
    return [restore(r, held) for r in _rows(b, held)]


def _rows(b: str, held: list[str] = ()) -> list[str]:
    out: list[str] = []
    for raw in (line for row in re.split(r"\\\\(?:\[[^\]]*\])?", b) for line in _statement_lines(row, held)):
        raw = _ESCAPED_BREAK_REST.sub("", raw)  # s &= … \\\ ⏎ &= …: a Markdown escape's third backslash, a control
        #                                          space, opens the row before its alignment point
        p = _columns(raw).strip()
        if not p:
            continue
        if out and _OPERATOR_END.search(_without_note(out[-1])) and not _leading_relation(p) \
                and not _NOTE_ROW.match(out[-1]):
            out[-1] = out[-1] + " " + _LEAD_SPACE.sub("", p)  # 1 + 2 + \\ &\qquad 3 = 6: the sum goes on
            continue
        if out and _NOTE_ROW.match(out[-1]) and _leading_relation(p):
            # u &= a + b \\ \text{where } a &= 2, b = 3 \\ &= 5: the chain goes on from the row before the note
            k = max((j for j in range(len(out)) if not _NOTE_ROW.match(out[j])), default=None)
            if k is not None:
                out[k] = _without_note(out[k]) + " " + p
                continue
        # a row that opens with a relation continues the chain of the row before; one that opens with its
        # alignment point and then + or - (``&\quad + c``) continues its expression
        if out and _leading_relation(p):
            out[-1] = _without_note(out[-1]) + " " + p
        elif out and _ELLIPSIS_LEAD.match(p) and _ELLIPSIS_END.search(out[-1]):
            out[-1] = out[-1] + " " + p  # a = … \\ … = b: one chain, its middle elided across the rows
        elif out and raw.lstrip().startswith("&") and _leading_operator(p):
            out[-1] = _without_note(out[-1]) + " " + _LEAD_SPACE.sub("", p)  # its \quad is layout, not a new statement
        elif out and re.match(r"\s*&\s*&", raw) and _OPEN_END.search(out[-1]):
            out[-1] = out[-1] + " " + p  # eqnarray: a row ending "+ \nonumber \\" goes on in "& & …"
        else:
            out.append(p)
    return out


# \quad \bmod 10 after a relation: the modulus of a congruence (a note), not the binary operation of \bmod
_QUAD_BMOD = re.compile(r"\\q?quad(?![A-Za-z])\s*\\bmod\s*(?:\{([^{}]*)\}|([A-Za-z0-9]+))")
# a modulus written after a gap ("\\equiv 1 \\quad (\\text{mod } 11)", "\\qquad \\pmod{5}"): part of the congruence
_MOD_AFTER_GAP = re.compile(r"\\q?quad(?![A-Za-z])\s*(?=\(\s*\\?(?:(?:text|mathrm|textrm|operatorname)\s*\{\s*)?(?:b?mod\b|模)|"
                            r"\\(?:pmod|bmod|mod)\b|\\(?:text|textrm|mbox)\s*\{\s*\(\s*(?:mod\b|模))")
# a note set after a wide gap at a row's end (``&= a^2 + b^2 + 2ab \quad (\text{expand})``, ``\qquad \text{(1)}``,
# ``\qquad \text{by (3)}``, ``\quad (\text{in fp16})``): in parentheses, or opening with "by", "since", "because",
# "from", "via" (which of them is a reason, ``_without_note`` decides)
_TRAILING_NOTE = re.compile(r"(?:\\q?quad(?![A-Za-z])|\\hspace\*?\{[^{}]*\})\s*(?:\(\s*\\(?:text|textrm|mbox|textit)\s*"
                            r"\{(?P<a>[^{}$]*)\}\s*\)|\\(?:text|textrm|mbox|textit)\s*\{\s*\((?P<b>[^{}$]*)\)\s*\}|"
                            r"\\(?:text|textrm|mbox|textit)\s*\{\s*(?P<c>(?:by|since|because|from|via)\b[^{}$]*)\})\s*$", re.I)
_REASON_WORDS = re.compile(r"\b(?:by|since|because|via|def(?:inition|\.)?|expand(?:ed|ing)?|simplif\w*|multipl\w*|"
                           r"substitut\w*|factor\w*|rearrang\w*|reorder\w*|re-?index\w*|cancel\w*|combin\w*|"
                           r"inequality|identity|lemma|theorem|eqs?\.?|equation|cf\.?|linearity|symmetry|orthogonality|"
                           r"law|rule|formula|commut\w*|distribut\w*|associat\w*|telescop\w*)\b|"
                           r"由|根据|因为|代入|展开|化简|整理|合并|重新索引|索引|不等式|定义|交换|恒等|公式|性质|引理|定理|换元|"
                           r"分部|裂项|提取|配方", re.I)
# an equation's label: (1), (2a), (3.1), (i), (iv) (not (C), (V), (GB): units; not (a), (b): cases)
_LABEL_NOTE = re.compile(r"\s*(?:\d+[a-z]?|\d+\.\d+|(?:i|ii|iii|iv|vi|vii|viii|ix))\s*")
# what makes a note a case or a setting of the step after it, not its reason (for even n, if x > 0, 当, 若)
_CASE_WORDS = re.compile(r"\b(?:if|for|when|where|unless|otherwise|in|using|with|without|case)\b|当|若|如果|时|否则|情况|情形",
                         re.I)
# the note a link is stated across (``chain_links``)
ACROSS_NOTE = "stated across a note at the end of the row before it"


def _without_note(row: str) -> str:
    """``row`` without a note at its end (``_TRAILING_NOTE``) that gives the step's reason (by, expand, 展开,
    三角不等式) or an equation's label ((1), (i)); a note that may give the next step's case, a unit or
    setting ((\text{in fp16}), (\text{for even } n)) or is anything else stays (``chain_links`` states the next step
    across it, undecided)."""
    m = _TRAILING_NOTE.search(row)
    if m is None:
        return row
    note = m.group("a") or m.group("b") or m.group("c") or ""
    if _LABEL_NOTE.fullmatch(note) or (not _CASE_WORDS.search(note) and _REASON_WORDS.search(note)):
        return row[:m.start()]
    return row


# a note at a row's end, after a gap, in words (with maths or not): "\quad (\text{since } ab = 0 \text{ here})"
_ROW_NOTE = re.compile(r"(?:\\q?quad(?![A-Za-z])|\\hspace\*?\{[^{}]*\})\s*((?:\((?:[^()]|\([^()]*\))*\)|\\text\s*\{[^{}]*\}"
                       r"(?:[^\\]|\\(?!q?quad(?![A-Za-z])))*))\s*$")
# what makes a note a hypothesis of its step: since ab = 0, using ab = 0, as x > 0, given, assuming, 因为, 假设
_HYPOTHESIS_WORDS = re.compile(r"\b(?:since|because|as|given|using|with|where|if|when|for|assum\w*|provided|here)\b|=|<|>|"
                               r"\\[lg]eq?\b|假设|因为|由于|其中|当|若|如果|时", re.I)


def row_note(row: str) -> str | None:
    """The note in words at the end of ``row`` after a gap, when it may state a hypothesis of the row's last step
    (``&= a^2 + b^2 \\quad (\\text{since } ab = 0 \\text{ here})``): the note's text, else None."""
    m = _ROW_NOTE.search(row)
    if m is None or "\\text" not in m.group(1):
        return None
    words = " ".join(re.sub(r"\\(?:text|mathrm|textrm|mbox)\s*|[{}]", " ", m.group(1)).split())
    if re.search(r"\bfor\s+(?:all|every|any|each)\b|对所有|对任意|对于任意|对一切", words, re.I):
        return None  # (\quad \text{for all real } x: the step is claimed in general, not under a hypothesis)
    return words if _HYPOTHESIS_WORDS.search(m.group(1)) else None


# a side that is a note alone (what a kept note leaves where the next row's relation goes on)
_NOTE_SIDE = re.compile(r"\s*(?:\((?=(?:[^()]|\([^()]*\))*\\(?:text|textrm|mbox|textit)\b)(?:[^()]|\([^()]*\))*\)|"
                        r"\\(?:text|textrm|mbox|textit)\s*\{\s*(?:\([^{}$]*\)|(?:by|since|because|from|via)\b[^{}$]*)\s*\})\s*",
                        re.I)


def _statement_lines(row: str, held: list[str] = ()) -> list[str]:
    """A row written over several lines without ``\\\\``: a line that holds a relation and opens with neither a
    relation nor an operator starts a new statement when the lines before it already hold one
    (``q_{pos} = q e^{…}`` newline ``k_{pos} = k e^{…}``); every other line continues the one before."""
    lines = row.split("\n")
    if len(lines) < 2:
        return [row]
    out: list[str] = []
    for line in lines:
        t = line.strip()
        starts = bool(t) and not _leading_relation(t) and not _leading_operator(t) and not t.startswith("&")
        # a matrix written at the end of one line, and the next line a matrix whose relation ends the line
        # (``= \begin{pmatrix}10 \\ 20\end{pmatrix}`` newline ``\begin{pmatrix}1 & 1\end{pmatrix} =``): their product
        product = bool(out and _OPEN_END.search(t) and _held_matrix(_HELD_END.search(out[-1]), held)
                       and _held_matrix(_HELD_START.match(t), held))
        if out and starts and not product and _has_relation(out[-1]) and _has_relation(t) \
                and not _OPEN_END.search(out[-1]):
            out.append(line)
        elif out:
            out[-1] += "\n" + line
        else:
            out.append(line)
    return out


_OPERATOR_END = re.compile(r"(?:[+\-−]|\\cdot|\\times)\s*$")  # (a row ending with + - · ×: the expression goes on)
_ESCAPED_BREAK_REST = re.compile(r"^[ \t]*\\(?=\s)")
# a row that states the values of the chain's names ("\text{where } a = 2, b = 3", "with …"), not a step of it
_NOTE_ROW = re.compile(r"\s*(?:\\(?:text|textrm|mathrm|mbox)\s*\{\s*(?:where|with|for)\b[^{}]*\}|\\where\b)"
                       r"(?=[^=]*=[^=]*(?:,|\\text\s*\{\s*and\s*\})[^=]*=)", re.I)  # (two values or more: not "and b =
#                                                                       2a", nor "with θ = …", a step of the chain)


def _held_matrix(m, held) -> bool:
    """Whether the placeholder ``m`` matched holds a matrix environment (not cases, an array or a substack)."""
    if m is None:
        return False
    k = int(re.search(r"\d+", m.group()).group())
    return k < len(held) and bool(re.match(r"\\begin\{(?:p|b|B|v|V|small)?matrix\*?\}", held[k]))


_HELD_END = re.compile(_HOLD + r"\d+" + _HOLD + r"\s*$")
_HELD_START = re.compile(r"\s*" + _HOLD + r"\d+" + _HOLD)
_OPEN_END = re.compile(r"(?:[+\-−/=(\[{,&<>≈≤≥≪≫∝]|(?<![\^{])\*|\\cdot|\\times|\\left.|\\(?:approx|simeq|sim|leq?|geq?|ll|gg|neq?|"
                       r"propto|equiv|lesssim|gtrsim)(?![A-Za-z]))\s*$")  # (a line that ends with a relation goes on; not q^*, a conjugate)


def _has_relation(s: str) -> bool:
    return any(len(sides) > 1 for sides, *_ in _split_top(s))


def _columns(row: str) -> str:
    """An alignment row with its ``&`` removed: the 1st, 3rd, … ``&`` are alignment points inside one
    statement, the 2nd, 4th, … separate two statements (``a &= b & c &= d``): a hard break there."""
    parts = _split_level0(row, "&", "{", "}") or [row]
    while len(parts) >= 4 and not parts[-2].strip() and _NOTE_COLUMN.fullmatch(parts[-1]):
        parts = parts[:-2]  # (a note in its own column: && \text{attention})
    if len(parts) >= 3 and (_RELATION_CELL.fullmatch(parts[1]) or (not parts[0].strip() and not parts[1].strip())):
        # eqnarray's three columns, lhs & = & rhs (or & & + … continuing the row before): one statement a row
        return " \\qquad ".join(" ".join(parts[k:k + 3]) for k in range(0, len(parts), 3))
    return " \\qquad ".join(" ".join(parts[k:k + 2]) for k in range(0, len(parts), 2))


# a note set in its own column at a row's end (``P &= 4 \times 4096^2 && \text{attention}``): not a statement
_NOTE_COLUMN = re.compile(r"\s*(?:\\q?quad\s*)*(?:\\(?:text|textrm|mbox|mathrm)\s*\{[^{}]*\}\s*)+")
# a row break that a Markdown copy turned into TeX's control space (``F &= a \ &+ b``): where an alignment writes no
# row break at all, a backslash and a space before the next alignment point of its row
_LOST_BREAK = re.compile(r"(?<!\\)\\ (?=[^&\\]*&)")
_ALIGNMENT = re.compile(r"\\begin\{(?:aligned|align\*?|alignat\*?|split|eqnarray\*?|flalign\*?)\}")


_RELATION_CELL = re.compile(r"\s*(?:=|<|>|\\approx|\\simeq|\\sim|\\le(?:q)?|\\ge(?:q)?|\\ne(?:q)?|\\equiv|\\propto|\\triangleq|"
                            r":=|≈|≤|≥|≠)\s*")


def _split_level0(text: str, sep: str, opens: str, closes: str) -> list[str] | None:
    """``text`` split at the ``sep`` characters outside brackets (``opens``/``closes``); None when a
    closing bracket has no opening one."""
    parts, depth, cur = [], 0, []
    for c in text:
        depth += (c in opens) - (c in closes)
        if depth < 0:
            return None
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    parts.append("".join(cur))
    return parts


_LEAD_SPACE = re.compile(r"^(\s|\\q?quad\b|\\[,;!: ])+")
_PROSE_PIECE = re.compile(r"\\(?:text|mbox|textrm)\s*\{\s*(?:is|are|denotes|means|stands|being|the|是|为|表示)(?:\W|$)", re.I)
_ELLIPSIS_ONLY = re.compile(r"\s*(?:\\[lcv]?dots|\\ldots|…|\.\.\.)?\s*(?:\\\\)?\s*")  # "\dots," in a list of statements


def _leading_operator(s: str) -> bool:
    s = _LEAD_SPACE.sub("", s)
    return s[:1] in ("+", "-", "−") or s.startswith((r"\cdot", r"\times", r"\pm", r"\mp"))


def _leading_relation(s: str) -> bool:
    s = s.lstrip()
    return any(s.startswith(tok) for tok, _ in _RELATIONS) and not s.startswith("<=>")


def chain_links(row: str) -> list[tuple[str, str, str, str | None, bool, str, bool]]:
    """The links ``(lhs, rel, rhs)`` of one row, split at its top-level relations (a break token such as
    ``\\neq``, ``\\to``, ``\\quad`` ends a chain: the links on each side of it are kept, the one across it is not),
    each with a note (None, or why the link is not checked: it touches a soft break),
    whether the link opens its statement (the first link after the row's start or a break), and how its statement
    is opened: "" (the row's start), "soft" (a comma, \\; or a conjunction), "implies" (⟹, \\Rightarrow: it follows
    from the statements before) or "hard" (any other break), and whether it spans an elided step (a ≥ … ≥ b: a ≥ b)."""
    row, held = protect(row)
    row = _statement_braces(row)
    row = _ANNOTATED_EQ.sub("=", _DEFINES.sub("≔", _ASSIGNS.sub("⟵", row)))
    row = _AND_TEXT.sub(r" \\land ", row)
    row = _SPACED_FUNCTION.sub(r"\1 ", row)  # log\;p(x): a space after a function's name, not a second statement
    row = _SPACING.sub(" ", row)  # \;x = …, a \;+\; b, … \;\checkmark: spacing, not a second statement
    row = _HSPACE.sub(_hspace, row)  # \hspace{5mm}: a \quad between two statements; \hspace{0.2cm}= : spacing
    row = _gaps_in_expressions(row)  # 1 + 2 \quad + 3: one expression set wide, not two statements
    row = _WIDE_SPACE.sub(r" \\quad ", row)  # a = b \;\;\; (note): a run of \; is as wide as a \quad, and breaks alike
    row = _QUAD_BMOD.sub(lambda m: " \\pmod{" + (m.group(1) or m.group(2)) + "}", row)  # 56 \quad \bmod 10: a note
    row = _MOD_AFTER_GAP.sub(" ", row)  # 1024 \equiv 1 \quad (\text{mod } 11): the modulus of the congruence before it
    row = _factor_spaces(row)  # \lambda \; p_\text{kNN}(y) + (1 - \lambda) \; p_\text{LM}(y): spacing between factors
    row = _CONDITION_TEXT.sub(r" \\qquad ", row)
    row = join_thousands(row)  # 1\,024, 10{,}000, 10,000: one number (not \min(256,512), {64,128})
    row = _SPACES.sub(" ", row)  # thin spaces
    row = _CONTROL_SPACE.sub(" ", row)  # a backslash ending a line: TeX's control space (\\\ ⏎ in Markdown)
    row = re.sub(r"[,，]\s*(?=\\q?quad\b)", " ", row)  # ", \quad" separates two statements
    links = []
    segs = _split_top(row)
    parallel = _parallel_assignment(segs)
    if parallel is not None:
        return [(restore(a, held), "=", restore(b, held), None, True, "" if k == 0 else "soft", False)
                for k, (a, b) in enumerate(parallel)]
    # commas between statements (every piece holds a relation: "a = 1, b = 2") separate them; a piece with no
    # relation makes the commas a list ("sin 1, cos 1 ≈ 0.84, 0.54"), whose items are not paired
    ranged = _range_items(segs)
    statements = all(rels for n, (sides, rels, ss, se, _) in enumerate(segs) if (ss or se) and "".join(sides).strip()
                     and not _ELLIPSIS_ONLY.fullmatch("".join(sides)) and not _PROSE_PIECE.search("".join(sides))
                     and n not in ranged)
    for sides, rels, soft_start, soft_end, opened in segs:
        if sides:
            sides = [_LEAD_WORDS.sub("", sides[0])] + sides[1:]
        sides, rels, across = _across_ellipses(sides, rels)
        for k, rel in enumerate(rels):
            lhs, rhs = sides[k].strip(), sides[k + 1].strip()
            if lhs and rhs:
                touches = not statements and ((k == 0 and soft_start) or (k == len(rels) - 1 and soft_end))
                links.append((restore(lhs, held), rel, restore(rhs, held), _SOFT if touches else None, k == 0, opened,
                              across[k]))
    # "x = 2 and x = 3", "x = 2, x = 3", "… ⟹ x = 2 and x = 3": one name given two values beside each other,
    # alternatives (an equation's roots), not two bindings one after the other: neither is paired
    side_by_side = ("", "soft", "implies")
    firsts = [n for n, lk in enumerate(links) if lk[4] and lk[1] == "=" and _BARE_NAME.fullmatch(lk[0])
              and lk[5] in side_by_side]
    again = {links[n][0].strip() for n in firsts if sum(links[m][0].strip() == links[n][0].strip() for m in firsts) > 1}
    out = [(a, r, b, _SOFT if a.strip() in again and first and r == "=" and opened in side_by_side else note, first,
            opened, elided)
           for a, r, b, note, first, opened, elided in links]
    for k in range(1, len(out)):  # b &= 2 \quad (\text{in fp16}) \\ &= 4: the step after a kept note goes on from the
        a, r, b, note, first, opened, elided = out[k]  # expression before it, and is not judged (another case?)
        if _NOTE_SIDE.fullmatch(a) and opened == "hard":
            text = " ".join(re.sub(r"\\[A-Za-z]+|[{}()]", " ", a).split())
            out[k] = (out[k - 1][2], r, b, f"{ACROSS_NOTE} ({text}): it may set the case or the setting of this step, "
                      "not give its reason", False, "", elided)
    return out


# two relations on either side of an elided step, and the one the chain states across it (a ≥ … ≥ b: a ≥ b)
_ACROSS = {("=", "="): "=", ("≥", "≥"): "≥", ("≥", ">"): ">", (">", "≥"): ">", (">", ">"): ">", ("≤", "≤"): "≤",
           ("≤", "<"): "<", ("<", "≤"): "<", ("<", "<"): "<"}


def _across_ellipses(sides: list, rels: list) -> tuple[list, list]:
    """``sides`` and ``rels`` of a chain with each side that is an ellipsis alone between two relations taken out:
    ``λ_1 ≥ λ_2 ≥ … ≥ λ_{d/2}`` states λ_2 ≥ λ_{d/2}, and ``a = … = b`` states a = b (the steps elided between them
    hold, so the relation across them does).  Relations whose directions differ (a ≤ … ≥ b) state nothing across
    the gap, and an ellipsis ending the chain (θ_1 < ⋯) is kept as written (not read)."""
    rels = list(rels)
    out_sides, out_rels, across, joined = list(sides[:1]), [], [], False
    for k, rel in enumerate(rels):
        side = sides[k + 1]
        if k + 1 < len(rels) and _ELLIPSIS_SIDE.fullmatch(side) and not _ELLIPSIS_SIDE.fullmatch(out_sides[-1]) \
                and out_sides[-1].strip() and sides[k + 2].strip() and (rel, rels[k + 1]) in _ACROSS:
            rels[k + 1] = _ACROSS[(rel, rels[k + 1])]  # the next relation now starts from the side before the ellipsis
            joined = True
            continue
        out_rels.append(rel)
        out_sides.append(side)
        across.append(joined)
        joined = False
    return out_sides, out_rels, across


_ELLIPSIS = r"(?:\\(?:[lcv]dots|dots[cbmoi]?)(?![A-Za-z])|…|\.\.\.)"
_ELLIPSIS_SIDE = re.compile(r"\s*(?:" + _ELLIPSIS + r"\s*)+")
_ELLIPSIS_LEAD = re.compile(r"\s*" + _ELLIPSIS + r"\s*(?:=|\\approx(?![A-Za-z])|\\[lg]eq?(?![A-Za-z])|[<>≤≥≈])")
_ELLIPSIS_END = re.compile(r"(?:=|\\[lg]eq?(?![A-Za-z])|[<>≤≥])\s*" + _ELLIPSIS + r"\s*$")


_BARE_NAME = re.compile(r"\s*(?:[A-Za-z]|\\[A-Za-z]+)(?:_\{?[A-Za-z0-9]+\}?)?\s*")


# prose opening a statement inside a formula ("\text{where } head_i = …", "\text{and}~x = …"): not part of its side
_LEAD_WORDS = re.compile(r"^(?:\s|~|\{\s*\}|\\(?:displaystyle|textstyle|tiny|scriptsize|footnotesize|small|normalsize|large|"
                         r"Large|LARGE|huge|Huge)(?![A-Za-z])|\\[,;:! ]|\\q?quad(?![A-Za-z])|\\(?:text|mathrm|textrm|mbox|textit|"
                         r"textbf)\s*\{\s*(?:where|with|and|for|so|then|thus|hence|i\.\s?e\.?|e\.\s?g\.?|s\.t\.|since|"
                         r"because|let|here|note|其中|这里|则|且|即|所以|因此)?\s*[,.:，：]?\s*\}|\\(?:text|mathrm|textrm|mbox|"
                         r"textit|textbf)\s*\{[^{}]*[:：]\s*\})+")
# prose that opens a condition after a statement ("… \text{ if } j \neq j'", "\text{for all } i"): a hard break
_CONDITION_TEXT = re.compile(r"\\(?:text|mathrm|textrm|mbox|textit)\s*\{\s*[,;，]?\s*(?:if|iff|for|for all|for every|for each|when|"
                             r"whenever|where|with|unless|otherwise|s\.t\.|such that|当|若|其中|对于)\b[^{}]*\}|"
                             r"\\(?:forall|exists)(?![A-Za-z])(?:_\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|_\S)?")


_BRACE_OPEN = re.compile(r"(?:(?P<name>[^=,]*?)\s*(?<![<>≤≥!])=\s*)?(?:\\left\s*(?:\\lbrace|\\\{)|\\lbrace|(?<!\\left)\\\{)")
_BRACE_CLOSE = re.compile(r"\\right\s*(?:\\rbrace|\\\})|\\rbrace|\\\}")


# a set written by its condition: "\{j: …\}", "\{x \mid …\}" (the condition's relations are the set's)
SET_BUILDER = re.compile(r"\s*[^=:{}|]{1,40}?(?::(?!=)|\\mid(?![A-Za-z])|\|)")


def _statement_braces(row: str) -> str:
    """``\\Theta = \\left\\lbrace \\theta_1 = a, \\theta_2 = b, \\dots \\right\\rbrace``: braces that hold statements (a
    relation in each item) are not a set of values; the statements are read one by one, and the name given to them
    (\\Theta) stands apart.  Not a set written by its condition (``\\{j: … = …\\}``, ``\\{x \\mid …\\}``)."""
    m = _BRACE_OPEN.search(row)
    if m is None:
        return row
    close = _BRACE_CLOSE.search(row, m.end())
    if close is None:
        return row
    inner = row[m.end():close.start()]
    if not any(tok in inner for tok in ("=", r"\approx", "≈")) or SET_BUILDER.match(inner):
        return row  # (\{j: \lfloor j/\ell \rfloor = \lfloor i/\ell \rfloor\}: a set, its condition no statement)
    if "left" not in m.group() and "lbrace" not in m.group():
        first = re.split(r",|\\[,;]|\\q?quad", inner, maxsplit=1)[0]
        indices = set(re.findall(r"[A-Za-z]", "".join(re.findall(r"_\s*(\{[^{}]*\}|\\?[A-Za-z0-9])",
                                                                   first.split("=", 1)[0]))))
        ranged = re.match(r"\s*_\s*\{?\s*([A-Za-z])", row[close.end():])
        family = ranged is not None and ranged.group(1) in indices  # (\{\theta_i = …\}_{i=0}^{d/2-1}, not \{X = k\}_{k})
        members = [v for v in re.findall(r"([A-Za-z])\s*\\in(?![A-Za-z])", inner) if v in indices]
        if not family and (not re.search(r"(?<![<>≤≥!=])=(?!=)", first) or len(
                re.findall(r"(?<![<>≤≥!=])=(?!=)", inner)) + len(members) < 2):
            return row  # (A = \{X = 2\}, P(\{X = 1\}), \{X = k\}_{k=0}^3: events; \{(m, n) \in \mathbb{Z}^2, m = n\},
            #            \{m = n, m \in \mathbb{N}\}: sets by their condition; none a list of statements (the index
            #            of a family, θ_i's i, ranges in \{θ_i = …, i \in …\})
    head = (m.group("name") or "").strip()
    return row[:m.start()] + (f"{head} \\qquad " if head else "") + inner + " \\qquad " + row[close.end():]


# a name as a left side of a parallel assignment: a letter or a command (with its argument, braced or not: \pmb a),
# with its scripts
ASSIGNED_NAME = re.compile(r"\s*(?:\\[A-Za-z]+\s*\{[^{}]*\}|\\(?:pmb|bm|boldsymbol|mathbf|vec|hat|tilde|bar)\s+"
                           r"(?:\\[A-Za-z]+|[A-Za-z])|\\[A-Za-z]+|[A-Za-z])"
                            r"(?:\s*[_^]\s*(?:\{(?:[^{}]|\{[^{}]*\})*\}|\\?[A-Za-z0-9]))*\s*")


def _parallel_assignment(segs) -> list[tuple[str, str]] | None:
    """``q, k, v = x W_q, x W_k, x W_v``: names listed with commas, one "=", as many values listed after it: the
    pairs (name, value), each a statement of its own; None for any other row (a hard break, a second relation,
    counts that differ, an item before the "=" that is not a name)."""
    if any(opened not in ("", "soft") for *_, opened in segs):
        return None
    with_rel = [k for k, seg in enumerate(segs) if seg[1]]
    if len(with_rel) != 1 or segs[with_rel[0]][1] != ["="]:
        return None
    k = with_rel[0]
    lhs, rhs = segs[k][0]
    before = [("".join(seg[0])) for seg in segs[:k]] + [lhs]
    after = [rhs] + [("".join(seg[0])) for seg in segs[k + 1:]]
    before, after = [x for x in before if x.strip()], [x for x in after if x.strip()]
    if len(before) < 2 or len(before) != len(after) or not all(ASSIGNED_NAME.fullmatch(x) for x in before):
        return None
    if all(x.strip() in "ijkl" for x in before) and all(re.fullmatch(r"\s*(?:\d+|[A-Za-z])\s*", x) for x in after):
        return None  # "for i, j = 1, 2", "i, j = 1, n": the indices' ranges, not one value each
    names = [re.sub(r"\s+", "", x) for x in before]
    if sorted(names) == sorted(re.sub(r"\s+", "", x) for x in after):
        return None  # "m, n = n, m": a swap (as Python writes it), not two equations
    if any(len(n) == 1 and any(re.search(r"_\{?[^}]*(?<![A-Za-z\\])" + n + r"(?![A-Za-z])", o) for o in names if o != n)
           for n in names):
        return None  # "h_t, t = 1, T": a family and the range of its index, not one value each
    counted = [x.strip() for x in after]
    if all(x.isdigit() for x in counted) and [int(x) for x in counted] in (
            list(range(0, len(counted))), list(range(1, len(counted) + 1))):
        return None  # "positions m, n = 1, 2": as often the values they range over as one value each
    if len(counted) == 2 and counted[0] in ("0", "1") and counted[1].isdigit() and int(counted[1]) >= 16:
        return None  # "positions $p, q = 1, 4096$": as often the range they run over as one value each
    return [(a.strip(), b.strip()) for a, b in zip(before, after)]


def _range_items(segs) -> set:
    """The pieces (indices into ``segs``) that continue an index range after a comma, ``i = 0, 1, \\dots, d/2 - 1``:
    the items after ``i = 0`` with no relation, up to the one after the ellipsis.  (They are the range's, not a
    list beside the statement: ``\\lambda_i = 2\\pi/\\theta_i, i = 0, \\dots, (d-2)/2`` states \\lambda_i for that range.)"""
    out: set = set()
    for n, (sides, rels, *_rest) in enumerate(segs):
        if rels != ["="] or not _BARE_NAME.fullmatch(_LEAD_WORDS.sub("", sides[0])):
            continue
        items, seen = [], False
        for m in range(n + 1, len(segs)):
            if segs[m][1]:
                break
            items.append(m)
            if _ELLIPSIS_ONLY.fullmatch("".join(segs[m][0])) and "".join(segs[m][0]).strip():
                seen = True
            elif seen:
                break
        if seen and items and not _ELLIPSIS_ONLY.fullmatch("".join(segs[items[-1]][0])):
            out.update(items)
    return out


def _split_top(row: str):
    """Split ``row`` at top-level break tokens into segments, and each segment at top-level relations:
    [(sides, rels, opened by a soft break, closed by a soft break, how it is opened: "", "soft", "implies" or
    "hard")]."""
    segs, sides, rels, cur, depth, i, soft, opened = [], [], [], [], 0, 0, False, ""
    n = len(row)
    table = [(t, "hard") for t in _BREAKS] + [(t, "soft") for t in _SOFT_BREAKS]
    while i < n:
        c = row[i]
        if c in "{([" or row.startswith("\\langle", i):
            depth += 1
        elif c in "})]" or row.startswith("\\rangle", i):
            depth = max(0, depth - 1)
        if depth == 0:
            brk = _match(row, i, table)
            if brk is not None:
                tok = brk[0]
                if tok[1:2].isalpha() and tok.startswith("\\") and i + len(tok) < n and row[i + len(tok)].isalpha():
                    brk = None  # \int is not \in, \tog… is not \to (but \;x is \; before x)
                elif tok == "," and "".join(cur).rstrip().endswith(")") and not "".join(cur)[-1:].isspace() \
                        and i + 1 < n and row[i + 1].isalpha():
                    brk = None  # (q+1),p: a thin space \, that lost its backslash, not a second statement (left unread)
            if brk is not None:
                sides.append("".join(cur))
                segs.append((sides, rels, soft, brk[1] == "soft", opened))
                soft = brk[1] == "soft"
                opened = "implies" if brk[0] in IMPLIES else brk[1]
                sides, rels, cur = [], [], []
                i += len(brk[0])
                continue
            rel = _match(row, i, _RELATIONS)
            if rel is not None:
                tok = rel[0]
                if tok.startswith("\\") and i + len(tok) < n and row[i + len(tok)].isalpha():
                    rel = None  # \left is not \le, \geqq … are not relations we read
            if rel is not None:
                sides.append("".join(cur))
                rels.append(rel[1])
                cur = []
                i += len(rel[0])
                continue
        cur.append(c)
        i += 1
    sides.append("".join(cur))
    segs.append((sides, rels, soft, False, opened))
    return segs


def _match(s: str, i: int, table):
    for tok, canon in table:
        if s.startswith(tok, i):
            return tok, canon
    return None


def _components(side: str) -> list[str] | None:
    """The entries of a tuple or vector side ``(a, b, …)`` / ``[a, b, …]`` (brackets enclosing the whole
    side, entries split at its top-level commas), or None."""
    t = side.strip()
    if len(t) < 2 or (t[0], t[-1]) not in (("(", ")"), ("[", "]")):
        return None
    parts = _split_level0(t[1:-1], ",", "([{", ")]}")  # None: "(a)(b)", the brackets do not enclose it all
    return [p.strip() for p in parts] if parts and len(parts) > 1 and all(p.strip() for p in parts) else None


def componentwise(link: tuple[str, str, str]) -> list[tuple[str, str, str]]:
    """A link between two tuples of the same length, entry by entry (``(\\sin 1, \\cos 1) ≈ (0.84, 0.54)``)."""
    lhs, rel, rhs = link
    a, b = _components(lhs), _components(rhs)
    if a and b and len(a) == len(b):
        return list(zip(a, [rel] * len(a), b))
    return [link]


def code_links(row: str) -> list[tuple[str, str, str]]:
    """Links of a code comment: split at ≈ ≤ ≥ <= >= == = < > (an assignment ``x = …`` is a link too)."""
    parts = re.split(r"(≈|<=|>=|==|≤|≥|=|<|>)", row)
    canon = {"<=": "≤", ">=": "≥", "==": "="}
    out = []
    for k in range(1, len(parts) - 1, 2):
        lhs, rhs = parts[k - 1].strip(), parts[k + 1].strip()
        if lhs and rhs:
            out.append((lhs, canon.get(parts[k], parts[k]), rhs))
    return out
