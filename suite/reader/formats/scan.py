"""What the Markdown, LaTeX and HTML readers share: the math delimiter scanner, the code-comment finder,
and the small steps that turn what they find into a ``Document`` (labels, ``where``, prose, findings).

The scanner is linear in the text (up to a logarithm): one regular-expression pass lists every delimiter
token, the positions of each closing token are kept in a sorted list, and an opener finds its closer by a
binary search in that list.  An unclosed opener therefore costs one search, not a rescan of the rest of
the text (the old finder of ``suite/triage.py`` took 124 s on 1 MB of unclosed ``\\(``)."""
from __future__ import annotations

import ast
import bisect
import functools
import re
from dataclasses import dataclass, field

from suite.reader.document import PLAIN, Document, MathSpan
from suite.reader.plain import LABEL_WORD, exact_value


@dataclass(frozen=True)
class Region:
    """A stretch ``[start, end)`` of the text that holds no delimiter (a code block, a comment, a tag).
    A ``barrier`` is also a wall: no span crosses it (a code block between two ``$``)."""
    start: int
    end: int
    barrier: bool = False


@dataclass(frozen=True)
class Delimiters:
    """The delimiters a format reads.  ``$$…$$`` and ``\\[…\\]`` are always read; ``inline_dollar``:
    ``$…$``; ``parens``: ``\\(…\\)``; ``envs``: environment name -> span kind ("display" or "inline")."""
    inline_dollar: bool = True
    parens: bool = True
    envs: dict = field(default_factory=dict)


@dataclass
class Hit:
    """One span the scanner found: offsets of the whole span and of its body, and the environment."""
    kind: str
    start: int
    end: int
    body_start: int
    body_end: int
    env: str | None = None


@dataclass
class Scan:
    """What ``find_math`` found: the spans, and the unclosed openers as (offset, token)."""
    hits: list[Hit]
    unclosed: list[tuple[int, str]]


def environments(names, kind: str = "display") -> dict:
    """``{name: kind, name*: kind}`` for each name."""
    return {n + star: kind for n in names for star in ("", "*")}


# the display environments MathJax reads bare in Markdown and in a web page (LaTeX reads a few more)
DISPLAY_ENVS = environments(("equation", "align", "gather", "multline", "eqnarray"))

# a token: an environment's \begin or \end, a two-character delimiter, any other escape (\$, \\, \%: it
# opens nothing and is consumed whole, so the parity of a run of backslashes is right), $$ or $
_TOKEN = re.compile(r"\\(begin|end)\{([A-Za-z]+\*?)\}|\\[()\[\]]|\\.|\$\$|\$", re.S)
_BLANK = re.compile(r"\n[ \t\r]*(?=\n)")  # a blank line: from its newline to (not including) the next


class _Index:
    """The sorted positions of each closing token, the blank lines and the barriers of one text."""

    def __init__(self, text: str, tokens: list[tuple[int, int, str]], regions: list[Region]):
        self.at: dict[str, list[int]] = {}
        self.dollars: list[int] = []  # positions of "$" and "$$" tokens, in order
        self.double: list[bool] = []  # ... and whether each is "$$"
        for pos, _, tok in tokens:
            self.at.setdefault(tok, []).append(pos)
            if tok in ("$", "$$"):
                self.dollars.append(pos)
                self.double.append(tok == "$$")
        self.blank_starts, self.blank_ends = [], []
        for m in _BLANK.finditer(text):
            self.blank_starts.append(m.start())
            self.blank_ends.append(m.end() + 1)
        self.walls = [r.start for r in regions if r.barrier]

    def next(self, tok: str, pos: int) -> int | None:
        """The first ``tok`` at or after ``pos``."""
        got = self.at.get(tok, ())
        k = bisect.bisect_left(got, pos)
        return got[k] if k < len(got) else None

    def next_dollar(self, pos: int) -> tuple[int, bool] | None:
        """The first ``$`` or ``$$`` at or after ``pos``, and whether it is ``$$``."""
        k = bisect.bisect_left(self.dollars, pos)
        return (self.dollars[k], self.double[k]) if k < len(self.dollars) else None

    def blank_between(self, a: int, b: int) -> bool:
        """Whether a blank line lies wholly inside ``[a, b)``."""
        k = bisect.bisect_left(self.blank_starts, a)
        return k < len(self.blank_starts) and self.blank_ends[k] <= b

    def walled(self, a: int, b: int) -> bool:
        """Whether a barrier starts strictly between ``a`` and ``b``."""
        k = bisect.bisect_right(self.walls, a)
        return k < len(self.walls) and self.walls[k] < b


def _tokens(text: str, envs: dict, regions: list[Region]) -> list[tuple[int, int, str]]:
    """(start, end, token) of every delimiter outside ``regions`` (sorted by start), in one pass.
    An environment's token is "begin:NAME" or "end:NAME"; other escapes are dropped."""
    out = []
    k, nreg = 0, len(regions)
    for m in _TOKEN.finditer(text):
        pos = m.start()
        while k < nreg and regions[k].end <= pos:
            k += 1
        if k < nreg and regions[k].start <= pos:
            continue
        if m.group(1):
            if m.group(2) in envs:
                out.append((pos, m.end(), f"{m.group(1)}:{m.group(2)}"))
            continue
        tok = m.group()
        if tok[0] == "\\" and tok[1] not in "()[]":
            continue
        out.append((pos, m.end(), tok))
    return out


_CLOSER = {"\\(": "\\)", "\\[": "\\]"}


def find_math(text: str, delims: Delimiters, regions=()) -> Scan:
    """The math spans of ``text`` outside ``regions``, in reading order, and the unclosed openers.

    An escaped dollar (``\\$``) opens nothing; ``$…$`` never crosses a blank line and is not closed by a
    ``$$``; a ``$$`` that is never closed may still open an inline ``$`` at its second character; no span
    crosses a barrier region; a span whose body is blank is skipped.  Unclosed ``\\(``, ``\\[``, ``$$`` and
    environments are listed (a lone ``$`` is too common in prose, "costs $5", to be worth a finding)."""
    regions = sorted(regions, key=lambda r: r.start)
    tokens = _tokens(text, delims.envs, regions)
    index = _Index(text, tokens, regions)
    hits: list[Hit] = []
    unclosed: list[tuple[int, str]] = []
    cursor = 0
    for pos, end, tok in tokens:
        if pos < cursor:
            continue
        hit = _open(index, delims, pos, end, tok)
        if hit is None:
            unclosed.append((pos, "\\begin{%s}" % tok[6:] if tok.startswith("begin:") else tok))
            continue
        if hit is not False:
            cursor = hit.end
            if text[hit.body_start:hit.body_end].strip():
                hits.append(hit)
    return Scan(hits, unclosed)


def _open(index: _Index, delims: Delimiters, pos: int, end: int, tok: str):
    """The span that the token at ``pos`` opens; None when it is an opener never closed; False when it
    opens nothing by rule (a closer, a ``$`` closed by ``$$`` or across a blank line)."""
    if tok == "$":
        return _inline_dollar(index, pos, end) if delims.inline_dollar else False
    if tok == "$$":
        q = index.next("$$", end)
        if q is not None and not index.walled(pos, q):
            return Hit("display", pos, q + 2, end, q)
        if delims.inline_dollar:  # "$a$$b$": the second character may open an inline span
            inline = _inline_dollar(index, pos + 1, end)
            if inline:
                return inline
        return None
    if tok in ("\\(", "\\["):
        if tok == "\\(" and not delims.parens:
            return False
        q = index.next(_CLOSER[tok], end)
        if q is None or index.walled(pos, q):
            return None
        return Hit("inline" if tok == "\\(" else "display", pos, q + 2, end, q)
    if tok.startswith("begin:"):
        name = tok[6:]
        closer = "\\end{%s}" % name
        q = index.next("end:" + name, end)
        if q is None or index.walled(pos, q):
            return None
        return Hit(delims.envs[name], pos, q + len(closer), end, q, env=name)
    return False


def _inline_dollar(index: _Index, pos: int, body: int):
    """The inline span of the ``$`` at ``pos`` (its body from ``body``), or False."""
    got = index.next_dollar(body)
    if got is None or got[1]:
        return False
    q = got[0]
    if index.blank_between(body, q) or index.walled(pos, q):
        return False
    return Hit("inline", pos, q + 1, body, q)


# --- code comments ----------------------------------------------------------------------------------

SLASH_COMMENTS = {"c", "cpp", "c++", "cuda", "java", "js", "javascript", "ts", "typescript", "rust", "go", "swift",
                  "kotlin", "scala", "cs", "csharp"}  # languages whose comments open with //; elsewhere only #
NO_COMMENTS = {"text", "plain", "plaintext", "txt", "output", "math", "latex", "tex"}  # blocks whose lines hold no comment
_REL_IN_CODE = re.compile(r"(≈|<=|>=|==|=|<|>|≤|≥)")
_DIGIT = re.compile(r"\d")
_COMMENT = {op: re.compile(re.escape(op) + r"\s?(.*)$") for op in ("#", "//")}


def comment_spans(text: str, start: int, end: int, lang: str, values_only: bool = False) -> list[MathSpan]:
    """The comments of the code ``text[start:end]`` that state a relation and hold a digit, as spans of
    kind "code comment" (where "code").  ``lang``: the block's language; ``//`` opens a comment in
    C-like languages, ``#`` elsewhere; a plain-text block ("text", "output") holds none.  ``values_only``: only
    the comments that give the value of the line's code (``x = 2 ** 0.5  # ≈ 1.414``).  In Python, such a line's
    span carries the values its block gives before it (``code_values``: ``theta = base ** (-6 / d)  # ≈ 0.4217``
    after ``d = 64`` and ``base = 10000``).  A comment that is only a number gives the value of a Python line that
    computes one by plain arithmetic (``print(2 * math.pi / theta)  # 14.9``; not a lone number or name, ``hidden =
    768  # 1024``): a span marked ``printed``, whose number may be what float64 prints (``math.sqrt(2) ** 2  #
    2.0000000000000004``: helper-111), decided as such (``suite.reader.check``)."""
    if lang in NO_COMMENTS:
        return []
    pat = _COMMENT["//" if lang in SLASH_COMMENTS else "#"]
    values, strings, shadowed = code_values(text, start, end) if lang in PYTHON else ({}, frozenset(), frozenset())
    if lang not in PYTHON or not lang:
        values = {}  # (a block with no language may be Ruby or Python 2, whose 4096 / 6 is 682: no values for it)
    out = []
    pos = start
    line = 0
    while pos < end:
        line += 1
        eol = text.find("\n", pos, end)
        eol = end if eol < 0 else eol
        m = pat.search(text, pos, eol)
        bare = _BARE_VALUE.fullmatch(m.group(1)) if m and lang in PYTHON else None
        if m and (_REL_IN_CODE.search(m.group(1)) or bare) and _DIGIT.search(m.group(1)):
            body = m.group(1).rstrip()
            at = m.start(1)
            value = _VALUE_COMMENT.match(body) if not bare else None
            code = (_CODE_VALUE if lang in SLASH_COMMENTS else _CODE_VALUE_HASH).match(text, pos, m.end())
            part = ("expr" if code.group("expr") is not None else "printed") if code else None
            before = {n: v for n, v in values.items() if v[2] < line}
            if bare and not (code and line not in strings and _computes(code.group(part), before) and isinstance(
                    float64_value(code.group(part), tuple((n, v[0], v[3]) for n, v in before.items()
                                                          if n in _names_used(code.group(part), before))),
                    (int, float))):
                bare = None  # (a lone number or name, code that is not plain arithmetic or too large: no value stated)
            if value and code and lang in PYTHON and lang and _other_python(code.group(part)):
                value = None  # (2 ^ 3  # ≈ 1, j << 2  # ≈ 28: Python's xor and shifts, no arithmetic the reader reads)
            if (value or bare) and code:  # theta = 10000 ** (-6 / 64)  # ≈ 0.4217: the comment gives the line's value
                a = code.start(part)
                rel = "≈" if bare or value.group(1) in ("≈", "~", "~=") else "="
                used = _names_used(code.group(part), before)
                given = tuple((n, v[0], v[3]) for n, v in before.items() if n in used)
                arithmetic = lang in PYTHON and line not in strings and _computes(code.group(part), before, lone=True)
                real = arithmetic and isinstance(float64_value(code.group(part), given), (int, float))
                own = lang in PYTHON and ("*" in shadowed or bool(
                    shadowed & set(re.findall(r"(?<![\w.])[A-Za-z_]\w*", code.group(part)))))
                out.append(MathSpan("code comment", a, at + len(body), a, text[a:at + len(body)],
                                    f"{code.group(part).strip()} {rel} {(bare or value).group(1 if bare else 2)}",
                                    where="code", values=given if real and not own else (),
                                    printed="only" if bare else "stated" if real and not own else
                                    "no real value" if (arithmetic and lang) or own else ""))
            elif not values_only and not bare:
                out.append(MathSpan("code comment", at, at + len(body), at, body, body, where="code"))
        pos = eol + 1
    return out


PYTHON = {"python", "py", "python3", "py3", "ipython", "ipython3", "pycon", ""}  # (a block with no language: often Python)
_BARE_VALUE = re.compile(r"\s*([-+]?(?:\d+\.\d*|\d+)(?:[eE][-+]?\d+)?)\s*")  # a comment that is only a number


def _computes(code: str, names, lone: bool = False) -> bool:
    """Whether ``code`` (a line's expression) computes a number by plain arithmetic (``_arithmetic``) from numbers and
    ``names``: not a lone number or name (``hidden = 768  # 1024`` may name another setting) unless ``lone``."""
    try:
        node = ast.parse(code.strip(), mode="eval").body
        return (lone or not isinstance(node, (ast.Constant, ast.Name))) and _arithmetic(node, names)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False


class _AnyName:
    """Every name (``_arithmetic`` asked whether code is plain arithmetic whatever its names are)."""

    def __contains__(self, name) -> bool:
        return True


def _other_python(code: str) -> bool:
    """Whether ``code`` parses as a Python expression that is not plain arithmetic whatever its names (an xor, a shift,
    a floor division, a call the reader does not read)."""
    try:
        node = ast.parse(code.strip(), mode="eval").body
        return not _arithmetic(node, _AnyName())
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False


def _python_value(node, env: dict):
    """What Python computes for the plain arithmetic ``node`` (``_arithmetic``), its names' values in ``env``: IEEE
    float64 where a float enters, exact where only integers do (node by node with Python's own operators, never
    ``eval``); raises where Python would, and OverflowError where a power of integers would have more than 4,096
    bits."""
    import math

    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        return env[node.id]
    if isinstance(node, ast.UnaryOp):
        x = _python_value(node.operand, env)
        return -x if isinstance(node.op, ast.USub) else +x
    if isinstance(node, ast.Attribute):
        return math.pi if node.attr == "pi" else math.e
    if isinstance(node, ast.Call):
        f = node.func
        return getattr(math, f.attr if isinstance(f, ast.Attribute) else f.id)(_python_value(node.args[0], env))
    a, b = _python_value(node.left, env), _python_value(node.right, env)
    op = type(node.op)
    if op is ast.Pow:
        if isinstance(a, int) and isinstance(b, int) and b > 0 and abs(a) > 1 and b * math.log2(abs(a)) > 4096:
            raise OverflowError("too large")
        return a ** b
    if op is ast.Add:
        return a + b
    if op is ast.Sub:
        return a - b
    if op is ast.Mult and isinstance(a, int) and isinstance(b, int) and a.bit_length() + b.bit_length() > 65536:
        raise OverflowError("too large")  # (2 ** 4000 squared again and again: no end in sight)
    return a * b if op is ast.Mult else a / b


def _real(x):
    """``x`` where it is a real finite number Python computed (an int, or a finite float), else None (complex, inf)."""
    import math

    if isinstance(x, bool) or not isinstance(x, (int, float)):
        return None
    return None if isinstance(x, float) and not math.isfinite(x) else x


def float64_value(code: str, values: tuple) -> float | int | None:
    """What Python computes for the plain arithmetic ``code`` (``_python_value``), the names in it given by ``values``
    ((name, value as written, where), in order); None where it raises, is complex or not finite (1e308 * 10)."""
    env: dict = {}
    try:
        for name, text, _ in values:
            node = ast.parse(text.strip(), mode="eval").body
            if not _arithmetic(node, env):
                return None
            env[name] = _python_value(node, env)
        node = ast.parse(code.strip(), mode="eval").body
        return _real(_python_value(node, env)) if _arithmetic(node, env) else None
    except (ArithmeticError, ValueError, TypeError, KeyError, SyntaxError, RecursionError, MemoryError):
        return None


_CALLS = {"sqrt", "exp", "log", "sin", "cos", "tan"}  # math.sqrt, np.exp, …: what suite.reader.plain reads
_MODULES = {"math", "np"}


def _arithmetic(node, names) -> bool:
    """Whether the Python expression ``node`` is plain arithmetic: numbers, ``names``, + - * / ** and signs, math.pi,
    math.e, and math.sqrt/exp/log/sin/cos/tan of one argument (or np.…, or the function's bare name, imported from
    math: sin(0.5)): what suite.reader.plain reads alike."""
    if isinstance(node, ast.Constant):
        return type(node.value) in (int, float)
    if isinstance(node, ast.Name):
        return node.id in names
    if isinstance(node, ast.BinOp):
        return isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.Pow)) \
            and _arithmetic(node.left, names) and _arithmetic(node.right, names)
    if isinstance(node, ast.UnaryOp):
        return isinstance(node.op, (ast.UAdd, ast.USub)) and _arithmetic(node.operand, names)
    if isinstance(node, ast.Attribute):
        return node.attr in ("pi", "e") and isinstance(node.value, ast.Name) and node.value.id in _MODULES
    if isinstance(node, ast.Call):
        f = node.func
        return ((isinstance(f, ast.Attribute) and f.attr in _CALLS and isinstance(f.value, ast.Name)
                 and f.value.id in _MODULES) or (isinstance(f, ast.Name) and f.id in _CALLS)) \
            and len(node.args) == 1 and not node.keywords and _arithmetic(node.args[0], names)
    return False


def _names_used(code: str, values: dict) -> set:
    """The names of ``values`` that ``code`` uses, itself or through the values of the names it uses."""
    todo = [n for n in re.findall(r"(?<![\w.])[A-Za-z_]\w*", code) if n in values]
    seen: set = set()
    while todo:
        n = todo.pop()
        if n not in seen:
            seen.add(n)
            todo += [m for m in values[n][4] if m in values]
    return seen


# names that plain arithmetic reads as constants or functions (e, pi, sin): a block's own e = 8 is not given
_SPECIAL = {"e", "pi", "inf", "nan", "sin", "cos", "tan", "exp", "log", "ln", "sqrt"}
_SPECIAL_ASSIGNED = re.compile(r"(?m)^[ \t]*(e|pi|inf|nan|sin|cos|tan|exp|log|ln|sqrt)[ \t]*(?::[^=\n]*)?=(?!=)")
# calls that cannot rebind a name of the block: builtins and what plain arithmetic reads
_SAFE_CALLS = {"print", "len", "range", "int", "float", "round", "abs", "min", "max", "sum", "str", "list", "tuple",
               "dict", "set", "enumerate", "zip", "sorted", "isinstance", "type", "repr", "format", "bool", "reversed",
               "pow", "divmod", "hex", "bin", "ord", "chr", "sqrt", "exp", "log", "sin", "cos", "tan"}


@functools.lru_cache(maxsize=64)
def code_values(text: str, start: int, end: int) -> tuple[dict, frozenset, frozenset]:
    """({name: (its value as written, the line of the block it is given on, its line in the block, the offset of its
    value)}, the lines of the block inside a string, the names plain arithmetic reads as constants or functions that
    the block gives a value of its own: e = 8) of the Python code ``text[start:end]``: the names assigned once in
    the whole block (no other assignment, argument, import, loop, match pattern or ``del`` of it anywhere), at its top
    level, to plain arithmetic of numbers and names given before (``_arithmetic``) whose value Python computes as a
    real number (``float64_value``).  Read with ``ast.parse``, never run; a block Python cannot parse, a star import,
    a store into a module's attribute or a call to a function it does not define (``_SAFE_CALLS`` aside: globals(),
    exec, setattr or one with ``global`` elsewhere may rebind names) gives none."""
    code = text[start:end]
    try:
        tree = ast.parse(code)
        nodes = list(ast.walk(tree))
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return {}, frozenset(), frozenset()
    strings = frozenset(k for n in nodes if isinstance(n, ast.Constant) and isinstance(n.value, (str, bytes))
                        for k in range(n.lineno, (n.end_lineno or n.lineno) + 1))
    # e, pi, sin given a value anywhere in the document (another block, another cell): not the constants
    elsewhere = frozenset(m.group(1) for m in _SPECIAL_ASSIGNED.finditer(text))
    defined = {n.name for n in nodes if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))}
    foreign_call = any(isinstance(n, ast.Call) and not (isinstance(n.func, ast.Name) and (
        n.func.id in _SAFE_CALLS or n.func.id in defined)) and not (isinstance(n.func, ast.Attribute) and isinstance(
        n.func.value, ast.Name) and n.func.value.id in _MODULES) for n in nodes)
    if any(isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store) for n in nodes):
        # (math.pi = 3, sys.modules[__name__].d = 128, __main__.h = 16: a module's names changed; no line is read as its
        # arithmetic says)
        return {}, strings, frozenset({"*"})
    if any((isinstance(n, ast.ImportFrom) and any(a.name == "*" for a in n.names))
           or (isinstance(n, ast.Attribute) and n.attr == "__dict__") for n in nodes) or foreign_call:
        # (a call to a function the block does not define may rebind a name: globals()["base"] = …, exec, setattr, or
        # one with `global` in another block or cell)
        return {}, strings, elsewhere
    stores: dict = {}

    def store(name: str, n: int = 1) -> None:
        stores[name] = stores.get(name, 0) + n

    for node in nodes:
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            store(node.id)
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            store(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            store(node.rest)
        elif isinstance(node, ast.arg):
            store(node.arg)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for a in node.names:
                store((a.asname or a.name).split(".")[0])
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            store(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            for n in node.names:
                store(n, 2)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            store(node.name)
    first_line = text.count("\n", 0, start) + 1
    lines = [0] + [k + 1 for k, c in enumerate(code) if c == "\n"]
    out: dict = {}
    env: dict = {}  # name -> what Python computes for it (evaluated once, in order)
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
            name = stmt.targets[0].id
            try:
                v = stmt.value  # (its text by its offsets: ast.get_source_segment splits the block at every call)
                first_at = lines[v.lineno - 1] + len(code[lines[v.lineno - 1]:].encode("utf-8")[:v.col_offset]
                                                     .decode("utf-8", "ignore"))
                last_at = lines[v.end_lineno - 1] + len(code[lines[v.end_lineno - 1]:].encode("utf-8")[:v.end_col_offset]
                                                        .decode("utf-8", "ignore"))
                text_ = code[first_at:last_at]
                ok = name not in _SPECIAL and stores.get(name) == 1 and _arithmetic(stmt.value, out)
                if ok:
                    env[name] = _real(_python_value(stmt.value, env))
                    ok = env[name] is not None
            except (ArithmeticError, ValueError, TypeError, KeyError, RecursionError, MemoryError):
                ok = False
            if ok:  # (10 ** 10 ** 10, (-8) ** (1/3): none)
                offset = start + first_at
                out[name] = (text_, first_line + stmt.lineno - 1, stmt.lineno, offset,
                             frozenset(n.id for n in ast.walk(stmt.value) if isinstance(n, ast.Name)))
    return out, strings, frozenset(n for n in stores if n in _SPECIAL) | elsewhere


# a comment that is only a value: "# ≈ 0.4217", "# = 35", "# -> 0.5", "# → 0.5"
_VALUE_COMMENT = re.compile(r"\s*(≈|~=|~|==|=|->|→)\s*([-+]?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\s*$")
# the code before such a comment: an assignment or a print of one expression
_CODE_VALUE = re.compile(r"[ \t]*(?:[A-Za-z_][A-Za-z_0-9.]*(?:\[[^\]\n]*\])?\s*=(?!=)\s*(?P<expr>[^#\n=]*?)|"
                         r"print\((?P<printed>[^#\n=]*?)\))[ \t]*(?=#|//)")
# (in a language whose comments open with #, // is code: Python's floor division, d_model // n_heads  # ≈ 128)
_CODE_VALUE_HASH = re.compile(_CODE_VALUE.pattern.replace("(?=#|//)", "(?=#)"))


# --- arithmetic in the prose -------------------------------------------------------------------------

_FUNCTION = r"(?:sin|cos|tan|exp|ln|log|sqrt)\s*\("
# (digits with thousands separators, 16,384: groups of three after a first group of one to three, as in LaTeX)
_NUMBER = r"(?:[1-9]\d{0,2}(?:,\d{3})++(?![\d,])(?:\.\d++)?|\d++(?![,]\d)(?:\.\d++)?(?:[eE][-+]?\d++(?![A-Za-z_]))?|π)"
# (atomic, possessive: a long run of digits and spaces with no relation after it is passed over in linear time, not
# tried in every split of its digits)
# a unit of storage after a number (2 GB, 256 MiB, 2 bytes), or a magnitude right after it (4K, 7B, 1M, 2T): read
# with the number (``suite.reader.plain``)
STORAGE_UNIT = r"(?:[KMGTP]i?B|kB|bytes?)"
_UNIT = r"(?:\s?" + STORAGE_UNIT + r"(?!\w)|[KMBT](?![\w^]|\*\*))"


@functools.lru_cache(maxsize=8)
def _variables(text: str) -> frozenset:
    """The letters K, M, B, T and e that ``text`` uses as variables (``B = 32``, ``$B$``, ``B ∈``, ``e = 4``): after a
    number there they are no magnitude (2B may be twice the batch), and e^2 may be that e squared."""
    return frozenset(re.findall(r"(?<![A-Za-z0-9\\])(e)(?![A-Za-z0-9])\s*(?:=|:=|\\in\b|∈|\$)", text)
                     + re.findall(r"\$\s*(e)\s*[$_^]", text)
                     # K, M, B, T standing alone anywhere (a batch B, keys K, "| B | batch size | 16 |")
                     + re.findall(r"(?<![A-Za-z0-9\\.,])([KMBT])(?![A-Za-z0-9'’])", text))
LABEL = r"(?:\s" + LABEL_WORD.pattern + r"(?=\s*[-+*/×·⋅=≈]))"
_E_POWER = r"(?<![A-Za-z])e(?=\s*\^\s*[-−(]?\s*\d)"  # e^0.577, e^(-1): Euler's number to a power
_PLAIN_EXPR = (r"(?>(?:" + _FUNCTION + r"|" + _E_POWER + r"|" + _NUMBER + _UNIT + r"?" + LABEL + r"?|"
               r"[-+*/^·×−()√⋅⁰¹²³⁴⁵⁶⁷⁸⁹⁻ ])++)")
# arithmetic without TeX in running text (after a Latin letter or a digit, never begun: after a Chinese character, as
# Chinese prose writes it), then = or ≈ and a number: "ln(2) ≈ 0.6931", "10000^(-2·3/64) ≈ 0.4217"
# (the right side a whole number: not 1.33 of 1.33e-4 or 1.33 × 10^-4, not 25 of 25%, not 1 of 1,024 or of
# "1 (mod 7)"; the left side not begun inside a number, 000 × 512 of 50,000 × 512; the right side not the start of
# an expression that goes on: not 10000 of "= 10000^(-0.0078)", 10 of "= 10 + 2", 2 of "= 2π")
# (the right side goes on: on its line, or on the next one unless that is blank or a list's bullet, "* for A100 …")
_ON = r"(?:\^|\*\*|\(\s*[\d(π√.+\-−]|[/*×·⋅√!π⁰¹²³⁴⁵⁶⁷⁸⁹⁻]|[-+−]\s*[\d(π√]|x\s*\d)"
_GOES_ON = r"(?![ \t]*" + _ON + r")(?![ \t]*\n[ \t]*(?![-*+][ \t])" + _ON + r")"
_PLAIN_RELATION = re.compile(r"(?<![A-Za-z0-9_$\\.])(?<!\d,)(?P<lhs>" + _PLAIN_EXPR + r")(?P<rel>≈|~=|=~(?=\s)|=)\s*"
                             r"(?P<rhs>[-−]?(?:[1-9]\d{0,2}(?:,\d{3})+(?![\d,])|\d+(?!,\d))(?:\.\d+)?"
                             r"(?:[eE][-+−]?\d+(?!\w|\.\d))?(?![\w.]*\d)(?!\.\d)(?![eE][-+−]?\d)"  # (= 2e-4. ends a sentence)
                             # a unit of storage (= 160 GB, whatever words follow), or the number alone
                             r"(?:" + _UNIT + _GOES_ON + r"|"
                             r"(?!\s*(?:[×x*·⋅]\s*10|%|,\d{3}|\(?\s*mod(?:ulo)?\b))(?! \d{3}\b)" + _GOES_ON +
                             # nor a number with a magnitude or a fraction after it: "= 4K", "= 1 GiB", "= 2 million",
                             # "= 3x" (a ratio), "= 2½", "= 3 1/2"
                             r"(?!\s*(?:[KMGTPk](?:i?B)?\b|[KMGTP]i\b|B\b|thousand|million|billion|trillion|千|万|亿|兆|"
                             r"x\b|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|\d+\s*/\s*\d|"
                             # or a unit with a prefix, a percentage or a per mille: "1/60 ≈ 16.7 ms", "1/8 = 12.5
                             # percent", "= 14 gigabytes" (the number is in other units than the left side)
                             r"[mµμunpkKMGT](?:s|m|g|B|b|Hz|W|V|A|L|l)\b|[mµμ]?sec|percent|per\s*cent|pct\b|‰|‱|"
                             r"(?:kilo|mega|giga|tera|milli|micro|nano|centi)[a-z]*|百分|毫|微|纳|"
                             # or a unit of time: "12/25 - 12/20 = 5 days" (dates, durations: no arithmetic here)
                             r"(?:days?|weeks?|months?|years?|hours?|minutes?|mins?|seconds?|secs?|天|小时|分钟|秒|个月|月|日|年|周|星期|号)(?:\b|(?=[\u4e00-\u9fff]|$)|(?<=[\u4e00-\u9fff]))))))")
# a date or a time of day in a left side (2023-12-25 - 2023-12-20, 12:30 + 45): no arithmetic
_DATE = re.compile(r"\d{4}-\d{1,2}-\d{1,2}|\d{1,2}:\d{2}")
_INTEGER_RANGE = re.compile(r"\d+[-–]\d+")
_PLAIN_OPERATION = re.compile(_FUNCTION + r"|" + _E_POWER + r"|\d" + _UNIT + r"?" + LABEL + r"?\s*[-+*/^·×−⋅]\s*[\d(π]|[√⁰¹²³⁴⁵⁶⁷⁸⁹]|\)\s*[\^/*·×]|π")


_INLINE_CODE = re.compile(r"(`+)(?!`).*?(?<!`)\1(?!`)", re.S)


def plain_spans(doc: Document) -> None:
    """Arithmetic written without TeX in the document's prose (``ln(2) ≈ 0.6931``, ``sin(π/6) = 0.5``,
    ``θ₃ = 10000^(-2·3/64) ≈ 0.4217``): spans of kind "plain", read as plain arithmetic like a code comment.
    Only an expression with an operation or a function (not a bare number: "d = 512" is a value, read by the
    environment) and balanced parentheses."""
    found = []
    for a, b in doc.prose:
        # `cos(1) = 0.5403023` in backticks may be code (a program's printed value), not the prose's claim: read only
        # as worked arithmetic (``_worked_in_code``), a miss under 1 % no finding
        code = [(m.start(), m.end()) for m in _INLINE_CODE.finditer(doc.text, a, b)]
        starts = [c[0] for c in code]
        for span in plain_relations(doc.text, a, b, "prose"):
            k = bisect.bisect_right(starts, span.start) - 1
            if k >= 0 and code[k][1] > span.start:
                if not _worked_in_code(span.body, doc.text[max(a, code[k][0] - 300):code[k][0]]):
                    continue
                span.where = "code block"
            found.append(span)
        for span in softmax_relations(doc.text, a, b, "prose"):
            k = bisect.bisect_right(starts, span.start) - 1
            if k >= 0 and code[k][1] > span.start:
                if _FLOAT_TALK.search(doc.text, max(a, code[k][0] - 300), code[k][1]):
                    continue
                span.where = "code block"  # (in backticks: what a program may print, a miss under 1 % no finding)
            found.append(span)
    if found:
        doc.spans = sorted(doc.spans + found, key=lambda s: s.start)


# softmax of numbers written out, set equal to the weights (``softmax([2.0, 1.0, 0.1]) ≈ [0.659, 0.242, 0.099]``,
# ``softmax(1, 2, 3) → (0.09, 0.24, 0.67)``): in plain text, a worked value of a vector, which the TeX reader reads
_LIST_NUMBER = r"[-−]?\d+(?:\.\d+)?(?:[eE][-+−]?\d+)?"
_NUMBER_LIST = r"(?:\[\s*{0}(?:\s*,\s*{0})+\s*\]|\(\s*{0}(?:\s*,\s*{0})+\s*\))".format(_LIST_NUMBER)
_SOFTMAX_OF_NUMBERS = re.compile(r"(?<![\w\\.$\-−])(?:softmax|Softmax|SoftMax)\s*\(\s*(?:" + _NUMBER_LIST + r"|"
                                 + _LIST_NUMBER + r"(?:\s*,\s*" + _LIST_NUMBER + r")+)\s*\)\s*(?P<rel>=(?!=)|≈|~=|→|->)\s*"
                                 + _NUMBER_LIST + r"(?!\w)")


_SOFTMAX_QUALIFIED = re.compile(r"(?:\b(?:log|masked|top-?\w+|gumbel|sparse|hard|causal|scaled|tempered|sampled|"
                                r"hierarchical|adaptive|stable|safe|online|partial)|[-−])\s*$", re.I)


def softmax_relations(text: str, a: int, b: int, where: str) -> list[MathSpan]:
    """The worked softmax values written in plain text between ``a`` and ``b`` (``_SOFTMAX_OF_NUMBERS``), as spans
    of kind "inline" read by the TeX reader (their body the text itself, the relation '≈' where it is an arrow or
    '~='), ``where`` as given ("code block": a miss of under 1 % is no finding)."""
    out = []
    for m in _SOFTMAX_OF_NUMBERS.finditer(text, a, b):
        if _SOFTMAX_QUALIFIED.search(text, max(a, m.start() - 24), m.start()):
            continue  # ("masked softmax(…)", "top-2 softmax(…)", "−log softmax(…)": another function of the numbers)
        body = "softmax" + m.group()[7:]
        rel = m.group("rel")
        if rel != "=":
            k = m.start("rel") - m.start()
            body = body[:k] + "≈" + " " * (len(rel) - 1) + body[k + len(rel):]
        out.append(MathSpan("inline", m.start(), m.end(), m.start(), m.group(), body, where=where))
    return out


_DECIMAL = re.compile(r"(?<![\d,])\d+\.\d+")


def _worked_in_code(body: str, before: str) -> bool:
    """Whether arithmetic in backticks is the text's worked arithmetic, not a program's: with '≈', or with '=' where
    the left side computes with a decimal, '×' or '÷', a function, π, a root or a power (`1.78 / 4.56 = 0.39`,
    `e^0.577 = 1.78`), the right side not a float's long printout (at most 8 significant digits), and the paragraph
    before it not about floating-point behaviour."""
    if _FLOAT_TALK.search(before) or _FLOAT_TALK.search(body):
        return False
    lhs, _, rhs = body.partition("=") if "≈" not in body else body.partition("≈")
    if len(re.sub(r"\D", "", rhs).lstrip("0")) > 8:
        return False  # 0.30000000000000004: what a program printed
    return "≈" in body or bool(_DECIMAL.search(lhs) or _TIMES.search(lhs) or _WORKED.search(lhs) or "^" in lhs)


def plain_relations(text: str, a: int, b: int, where: str) -> list[MathSpan]:
    """The relations in plain arithmetic between ``a`` and ``b`` (``plain_spans``), as spans of kind "plain".  (Not
    in a fenced block without a language: what a program printed there, ``0.1 + 0.2 = 0.30000000000000004``, is
    not the text's claim.)"""
    out = []
    for m in _PLAIN_RELATION.finditer(text, a, b):
        lhs = m.group("lhs").strip()
        start = m.start("lhs") + (len(m.group("lhs")) - len(m.group("lhs").lstrip()))
        if not _PLAIN_OPERATION.search(lhs) or lhs.count("(") != lhs.count(")") or not re.search(r"\d|π", lhs):
            continue
        end = m.end()
        labels = {w.strip().rstrip("s") for w in re.findall(LABEL, m.group("lhs") + "=")}
        said = re.match(r"\s*([A-Za-z]{2,})", text[m.end():b])
        if labels and said and said.group(1).lower().rstrip("s") not in labels and not re.search(_UNIT + "$", m.group("rhs")):
            continue  # "1 day × 24 = 24 hours": the right side counts something else
        if (set(re.findall(r"\d([KMBT])(?![\w^]|\*\*)", m.group())) | set(re.findall(_E_POWER, lhs))) \
                & _variables(text):
            continue  # "2B + 1 = 3" where B is the batch size, "e^2 = 16" where e = 4: not Euler's number nor a
            # magnitude, and the prose's arithmetic reads no names
        unit = re.search(_UNIT + "$", m.group("rhs"))
        if unit and not re.search(_UNIT, lhs) and unit.group() not in ("K", "M", "T"):
            if not unit.group().strip().startswith("byte"):
                continue  # "2 × 1024 = 2 KB", "32 × 2 = 64B": a unit on the right side only (a conversion the
                # reader does not read); 4 × 1024 = 4K is a number
            end = m.start("rhs") + unit.start()  # "16 × 2 = 32 bytes": the count of bytes
        if _INTEGER_RANGE.fullmatch(lhs) or _DATE.search(lhs):
            continue  # "heads 0-7 = 8 heads": a range of integers, not a difference; dates and times are no numbers
        line_start = text.rfind("\n", 0, start) + 1  # (from the text's start: a formula may stand before, $d$ - 2 …)
        bullet = re.match(r"[-−+*]\s+", lhs)
        if bullet and not text[line_start:start].strip():
            start += bullet.end()  # "- 2 × 64 = 128 dimensions": a list's bullet, not a minus
            lhs = lhs[bullet.end():]
            if not _PLAIN_OPERATION.search(lhs):
                continue
        else:
            k = start - 1
            while k >= 0 and text[k] in " \t":
                k -= 1
            if k >= 0 and (text[k] in "+-−*/^×·⋅_{" or (lhs[:1] in "-−+" and (text[k].isalnum() or text[k] in ")$"))):
                continue  # "d/2 + 1 = 33", "L - 2 × 64 = 384", "$d$ - 2 × 64 = 384": the left side goes on before
            if re.search(r"\\[A-Za-z]+\s*$", text[line_start:start]):
                continue  # "2 \\cdot 64 \\cdot 8192^2 = …" in math the reader does not see delimited: it goes on before
        counted = re.fullmatch(r"(\d+)\s*[-–−]\s*(\d+)", lhs)
        if counted and m.group("rhs").isdigit() and int(m.group("rhs")) == int(counted[2]) - int(counted[1]) + 1:
            continue  # "dimensions 0 - 63 = 64 values", "- 0 - 63 = 64 positions": a range and how many it holds
        body = text[start:end]
        if m.group("rel") in ("~=", "=~"):
            if where != "prose":
                continue  # (in code, ~= may be "not equal")
            # "6 * 0.000055 ~= 0.69": plain text's "approximately equal", as '≈' (of the same length: the offsets hold)
            k = m.start("rel") - start
            body = body[:k] + "≈ " + body[k + 2:]
        out.append(MathSpan("plain", start, end, start, body, body, where=where))
    return out


# a block about floating-point behaviour: what it shows is what a dtype prints or overflows to (1 + 1e-8 = 1,
# 127 + 1 = -128), not the mathematics
_FLOAT_TALK = re.compile(r"float|\bf(?:p|)(?:8|16|32|64)\b|\bbf16\b|bfloat|\bhalf\b|\bdtype|int(?:4|8|16|32|64)|overflow|"
                         r"underflow|round(?:ing|-?off)\s+error|machine epsilon|\bulp\b|printed|prints?\b|outputs?\b|"
                         r"\d+-bit|single precision|double precision|ieee|cancell?ation|truncat|"
                         r"精度|溢出|舍入|浮点|打印|输出|截断", re.I)
# the lines that may state a worked value with '=' in a block: a function, π, a root or a fractional or negative
# power (10000^(-2/256)); integer arithmetic there may be another number system (overflow, integer division,
# modulo, binary, a clock, XOR), and is read only with '≈'
_WORKED = re.compile(r"(?:sin|cos|tan|exp|ln|log|sqrt)\s*\(|π|√|\^\s*[(\-−]|⁻")
# a number with thousands separators (17,179,869,184), which no program prints: a line with one states arithmetic
_SEPARATED = re.compile(r"\d,\d{3}(?![\d,])")
# '×' and '÷', which no program writes: a line computing with them states arithmetic (64 × 128 + 64 × 128 = 16,384)
_TIMES = re.compile(r"[×÷]")
# … unless the block or its lead-in speaks of modular arithmetic ("modulo 7: 3 × 5 = 1")
_MODULAR = re.compile(r"\bmod(?:ulo|ular|ulus)?\b|\(mod|余数|取模|同余|模\s*\d", re.I)
NOT_READ_BLOCKS = frozenset({"diff", "patch", "udiff"})  # a diff's lines are removed or added, not stated
_DIFF_LINES = re.compile(r"^(?:---|\+\+\+|@@)", re.M)  # a diff in a block with no language
# a block that speaks of degrees: its trigonometry may be in degrees ("The standard angles, in degrees: sin(30) = 0.5")
_DEGREE_TALK = re.compile(r"degree|\bdeg\b|°|\^\s*\{?\s*\\circ|\d\s*度|度数|calculator", re.I)  # (not 维度, 角度)
# a line the document disowns: "✗ sqrt(2) ≈ 1.5", "WRONG: exp(1) = 2.17", "(old, wrong)"
_DISOWNED = re.compile(r"[✗✘❌]|\b(?:wrong|incorrect|not|never|bug(?:gy)?|false|old|typo|mistake|error)\b|错|误|不对|不是",
                       re.I)
# a line that is no program: an expression set equal to another (only a name can stand left of a program's '='),
# or Unicode mathematics
_NOTATION = re.compile(r"[≈×·−⋅√π⁰¹²³⁴⁵⁶⁷⁸⁹⁻₀₁₂₃₄₅₆₇₈₉\u0391-\u03c9]|[-+*/^)]\s*[\w.()]*\s*=(?!=)")


def block_relations(text: str, start: int, end: int, lang: str, before: str) -> list[MathSpan]:
    """Worked values written out line by line in a block of code or text (``θ₁ = 10000^(-2×1/256) ≈ 0.9306``,
    ``m = 500 * 2048/1024 = 250``): the relations in plain arithmetic (``plain_relations``) of its lines that no
    program writes (a line with Unicode mathematics, or an expression set equal to another), outside the line's
    comment (read as a comment), as spans of kind "plain" where "code block": with '≈', or with '=' where the left
    side has a function, π, a root or a fractional or negative power, a unit of storage (2 GB / 8 = 256 MB), a number
    with thousands separators (2 * 64 * 8192 = 1,048,576), or multiplies or divides with '×' or '÷'; not
    a line the document disowns ("✗",
    "wrong", "old").  None in a diff (tagged, or with ---/+++/@@ lines), nor in a block about floating-point
    behaviour (the block or the paragraphs ``before`` it speak of float, dtype, overflow, bits, truncation, what is
    printed: its numbers are what a program gives) or about degrees (its sines may take degrees)."""
    if lang in NOT_READ_BLOCKS or _DIFF_LINES.search(text, start, end) or _DEGREE_TALK.search(text, start, end) \
            or _DEGREE_TALK.search(before):
        return []
    # in a block about floating point only storage arithmetic is read (7B × 2 bytes (FP16) = 14 GB: a dtype's size
    # in bytes, which no rounding changes)
    storage_only = bool(_FLOAT_TALK.search(text, start, end) or _FLOAT_TALK.search(before))
    modular = bool(_MODULAR.search(text, start, end) or _MODULAR.search(before))
    marker = None if lang in NO_COMMENTS else ("//" if lang in SLASH_COMMENTS else "#")
    out, pos = [], start
    while pos < end:
        eol = text.find("\n", pos, end)
        eol = end if eol < 0 else eol
        stop = eol
        if marker is not None:
            k = text.find(marker, pos, eol)
            stop = eol if k < 0 else k
        if not _DISOWNED.search(text, pos, eol) and not storage_only:
            out += softmax_relations(text, pos, stop, "code block")  # (softmax(…) = […] is no program's line)
        if _NOTATION.search(text, pos, stop) and not _DISOWNED.search(text, pos, eol):
            found = [x for x in plain_relations(text, pos, stop, "code block")
                     if "≈" in x.body or _WORKED.search(x.body.split("=")[0])
                     or (_TIMES.search(x.body.split("=")[0]) and not modular) or re.search(_UNIT, x.body.split("=")[0])
                     or _SEPARATED.search(x.body)]
            chain = None if modular else plain_chain(text, pos, stop, "code block")
            if chain is not None:  # (its last step among its links: one span for the chain)
                found = [x for x in found if not chain.start <= x.start < chain.end] + [chain]
            out += found
        pos = eol + 1
    if storage_only:
        out = [x for x in out if _STORAGE_COUNT.search(re.split(r"=|≈", x.body)[0])]
    return out


_CHAIN_RELATION = re.compile(r"(?<![=!<>~])(=|≈)(?![=>])")
_ASSIGNED = re.compile(r"\s*[A-Za-z_][\w.]*(?:\[[^\]\n]*\])?\s*")


def plain_chain(text: str, a: int, b: int, where: str) -> MathSpan | None:
    """A chain of plain arithmetic between ``a`` and ``b`` (a line of a block: ``f = 3 / 9^((2*1)/8) = 3 / 9^(1/8) = 3
    / 1.316 = 2.28``), after the name it may assign: at least three parts joined by '=' or '≈', each plain arithmetic
    with a digit and no name, the first computing something, and a part that computes with a decimal, a function or
    a power, or the chain with '≈' (no program writes such a line; integer arithmetic alone may be another number
    system, × alone may write shapes); not a running computation nor two different bare numbers in a row; as one span
    of kind "plain" whose links are its steps, or None."""
    from suite.reader.plain import Unparsed, parse_plain

    pieces = _CHAIN_RELATION.split(text[a:b])
    parts, at = [], a
    for k, piece in enumerate(pieces):
        if k % 2 == 0:
            lead = len(piece) - len(piece.lstrip())
            parts.append((at + lead, at + len(piece.rstrip()), piece.strip()))
        at += len(piece)
    if len(parts) >= 2 and _ASSIGNED.fullmatch(parts[0][2] + " ") and not re.search(r"\d", parts[0][2]):
        parts = parts[1:]  # (the name a line assigns)
    if len(parts) < 3 or not _PLAIN_OPERATION.search(parts[0][2]):
        return None
    for _, _, part in parts:
        if not part or not re.search(r"\d|π", part):
            return None
        try:
            side = parse_plain(part, labels=True)
        except Unparsed:
            return None
        if getattr(side.expr, "free_symbols", set()) - set(side.literals):
            return None  # (a name: the chain computes with what the code defines)
    body_text = text[parts[0][0]:parts[-1][1]]
    if not ("≈" in body_text or any(_WORKED.search(p) or (_DECIMAL.search(p) and _PLAIN_OPERATION.search(p))
                                    for _, _, p in parts)):
        return None  # (× alone may write shapes, (128 × 64) × (64 × 128) = 128 × 128; 7 / 2 = 3 = 3.0 integer division)
    for (_, _, before), (_, _, part) in zip(parts, parts[1:-1]):
        lead = re.match(r"([-−]?\d+(?:\.\d+)?(?:[eE][-+−]?\d+)?)\s*[-+−*/×·]", part)
        if lead and _near(parse_plain(before, labels=True), float(lead.group(1).replace("−", "-"))):
            return None  # (0.5 - 0.1 × 2.0 = 0.3 - 0.1 × 1.2, 6e-4 * 0.5 = 3e-4 * 0.5: a running computation)
    bare = [re.fullmatch(r"[-−]?\d+(?:\.\d+)?(?:[eE][-+−]?\d+)?", p) is not None for _, _, p in parts]
    if any(x and y and parts[k][2] != parts[k + 1][2] for k, (x, y) in enumerate(zip(bare, bare[1:]))):
        return None  # (0.385 = 38.5: a number in other units, a percentage, not an equality)
    return MathSpan("plain", parts[0][0], parts[-1][1], parts[0][0], body_text, body_text, where=where)


def _near(side, value: float) -> bool:
    """Whether a parsed plain side is, within 1 %, the number ``value`` (the result the next step goes on from)."""
    try:
        x = float(exact_value(side))
    except (TypeError, ValueError, OverflowError):
        return False
    return abs(x - value) <= 0.01 * max(abs(x), abs(value), 1e-300)


# a count of bytes on a relation's left side (2 bytes, 32 bytes, 1.5 GB): storage arithmetic
_STORAGE_COUNT = re.compile(r"\d\s?" + STORAGE_UNIT + r"(?!\w)")


# --- from hits to a document -------------------------------------------------------------------------

TEX_LABEL = re.compile(r"\\label\s*\{([^{}]*)\}")  # \label{eq:x} (its key)
_WRAPPED_ENV = re.compile(r"\s*\\begin\{([A-Za-z]+\*?)\}.*\\end\{\1\}\s*", re.S)


def to_span(text: str, hit: Hit, body: str | None = None, where: str = "prose") -> MathSpan:
    """The ``MathSpan`` of a hit (``body``: the body when the format rewrites it, e.g. HTML entities).
    A display span whose whole body is one environment (``$$\\begin{align}…\\end{align}$$``) takes its
    name as ``env``; ``label`` is its first ``\\label{…}``."""
    raw = text[hit.body_start:hit.body_end]
    body = raw if body is None else body
    body_start = hit.body_start
    if len(body) > 2 and body[0] == "`" and body[-1] == "`" and "`" not in body[1:-1]:
        body, body_start = body[1:-1], body_start + 1  # GitLab's and GitHub's $`…`$: the backticks delimit the math
    env = hit.env
    if env is None:
        m = _WRAPPED_ENV.fullmatch(raw)
        env = m.group(1) if m else None
    label = TEX_LABEL.search(raw)
    return MathSpan(hit.kind, hit.start, hit.end, body_start, text[hit.start:hit.end], body, env=env,
                    label=label.group(1) if label else None, where=where)


def set_where(spans: list[MathSpan], intervals: list[tuple[int, int, str]]) -> None:
    """Give each span the ``where`` of the innermost interval (start, end, where) that holds its start
    (intervals nest or are disjoint).  One sweep: both lists in order."""
    intervals = sorted(intervals, key=lambda iv: iv[0])
    stack: list[tuple[int, int, str]] = []
    k = 0
    for s in sorted(spans, key=lambda s: s.start):
        while k < len(intervals) and intervals[k][0] <= s.start:
            stack.append(intervals[k])
            k += 1
        while stack and stack[-1][1] <= s.start:
            stack.pop()
        if stack and s.where == "prose":
            s.where = stack[-1][2]


def gaps(text: str, covered, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """The pieces of ``text[start:end]`` outside the ``covered`` (start, end) ranges that hold more than
    white space: the prose."""
    end = len(text) if end is None else end
    out, pos = [], start
    for a, b in sorted(covered) + [(end, end)]:
        if a > pos and text[pos:a].strip():
            out.append((pos, a))
        pos = max(pos, b)
    return out


# text inside math, where \_ is how TeX writes an underscore (\text{div\_term}): kept as written
_TEXT_ARGUMENT = re.compile(r"\\(?:text|textrm|textit|textbf|texttt|mathrm|operatorname|mbox)\s*\{[^{}]*\}")


# a doubled backslash right before a command's name (\\left, \\frac): Markdown's escape of that command's backslash
_ESCAPED_COMMAND = re.compile(r"\\\\(?=(?:left|right|frac|dfrac|tfrac|sqrt|sum|prod|int|cdot|times|mathbf|mathrm|"
                              r"mathcal|boldsymbol|text|operatorname|ldots|cdots|top)(?![A-Za-z]))")


def markdown_unescaped(body: str) -> str:
    r"""``body`` with Markdown's escapes \_ and \* turned into _ and *, except inside \text{…} and its kin."""
    out, pos = [], 0
    for m in _TEXT_ARGUMENT.finditer(body):
        out.append(body[pos:m.start()].replace("\\_", "_").replace("\\*", "*"))
        out.append(m.group())
        pos = m.end()
    out.append(body[pos:].replace("\\_", "_").replace("\\*", "*"))
    return "".join(out)


def finish(doc: Document, spans: list[MathSpan], unclosed=()) -> None:
    """Put the spans into ``doc`` in reading order, its labels (a label given twice is a finding; the
    first wins) and a finding for each unclosed opener (the first ten, then a count)."""
    doc.spans = sorted(spans, key=lambda s: s.start)
    if doc.format in ("md", "txt", "ipynb"):
        for s in doc.spans:  # Markdown's escapes inside math ($Z\_i = \sum\_{j}$): the math has _ and *
            if s.kind not in PLAIN and ("\\_" in s.body or "\\*" in s.body):
                s.body = markdown_unescaped(s.body)
            if s.kind not in PLAIN:  # \\left( written for GitHub's escapes: a row break before "left(" means nothing
                s.body = _ESCAPED_COMMAND.sub(r"\\", s.body)
    for k, s in enumerate(doc.spans):
        for name in TEX_LABEL.findall(s.text):
            if name in doc.labels:
                doc.findings.append(f"{doc.name}: line {doc.place(s.start).line}: \\label{{{name}}} was "
                                    f"already given at line {doc.place(doc.spans[doc.labels[name]].start).line}")
            else:
                doc.labels[name] = k
    _macros(doc)
    unclosed = sorted(unclosed)
    for pos, tok in unclosed[:10]:
        doc.findings.append(f"{doc.name}: line {doc.place(pos).line}: {tok} is never closed")
    if len(unclosed) > 10:
        doc.findings.append(f"{doc.name}: {len(unclosed) - 10} more unclosed delimiters")


def _macros(doc: Document) -> None:
    """The document's LaTeX macros: for a LaTeX source, from its whole text and the files it inputs beside it; for
    the other formats, from the formulas that define them (``$\\newcommand{\\R}{\\mathbb{R}}$``).  A file it inputs
    that is not there is a finding."""
    from suite.reader.macros import collect

    folder = doc.path.parent if doc.path is not None else None
    if doc.format == "tex":
        doc.macros = collect(doc.text, folder)
        for m in doc.macros.missing:
            doc.findings.append(f"{doc.name}: the input file {m}: its macros are not known")
    else:
        defining = [s.body for s in doc.spans if "\\newcommand" in s.body or "\\def" in s.body
                    or "\\DeclareMathOperator" in s.body or "\\renewcommand" in s.body]
        doc.macros = collect("\n".join(defining)) if defining else None
