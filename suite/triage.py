"""Automatic arithmetic triage of a document (issue 14): every worked number checked before anyone
writes a claim.

The engine knows no document.  For any text it

1. finds the math spans: ``$$…$$``, ``\\[…\\]``, ``$…$``, ``\\(…\\)``, and the comments of fenced code
   blocks that hold a relation between plain arithmetic (``# cos(0.002) ≈ 0.9999``);
2. splits each span into rows (``\\\\`` of an alignment; a row that opens with a relation continues the
   chain of the row before it) and each row into a chain of relations ``=``, ``≈``, ``<``, ``>``,
   ``≤``, ``≥`` at the top level (not inside braces or brackets);
3. parses each side with a real parser: LaTeX with SymPy's LaTeX parser on its lark backend
   (``sympy.parsing.latex.parse_latex(..., backend="lark")``), code comments with the small
   arithmetic grammar below; document text is never given to ``eval`` or ``sympify``.  Every decimal
   literal is kept as its digits (a placeholder symbol in the parsed expression, bound to the exact
   decimal), so "0.0998337" is the rational 998337/10^7, not a binary float;
4. checks each link whose two sides are closed (no symbol but those placeholders) in Arb ball
   arithmetic, by the rule ``RULE`` stated once.

A link with a symbol is checked when the document's notation table gives the symbol a value
(``Notation.values``); otherwise it is listed as ``undecided``.  A side the parser cannot read is
``unparsed``, with the parser's reason.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

RULE = ("A link is checked in Arb ball arithmetic (256 bits). Each decimal literal of a side that is a "
        "result, not an argument of a function or an exponent, stands for every number that rounds to it: "
        "its value plus or minus half a unit of its last digit, or one unit when the document truncates it "
        "(digits followed by an ellipsis). '≈' and '=' hold when the two sides, so widened, can be equal (their "
        "balls overlap) and are inconsistent when they cannot (the balls are disjoint); '=' between sides "
        "without such a literal must hold exactly (the difference is 0, or below 2^-200 where SymPy does not "
        "reduce it). '≈' between sides without a shown decimal states no precision and is undecided. '<', '>', "
        "'≤', '≥' compare the exact values of the sides as written. A link beside a comma or a medium space (a list "
        "or a condition), a logarithm without a stated base, and '=' between exact numbers in a code comment are "
        "not checked.")

STATUSES = ("consistent", "inconsistent", "undecided", "unparsed")
PREC = 256

# relation tokens at the top level of a row, longest first; their canonical text
_RELATIONS = [(r"\approx", "≈"), (r"\simeq", "≈"), (r"\leqslant", "≤"), (r"\geqslant", "≥"), (r"\leq", "≤"),
              (r"\geq", "≥"), (r"\le", "≤"), (r"\ge", "≥"), (r"\lt", "<"), (r"\gt", ">"), ("≈", "≈"), ("≤", "≤"),
              ("≥", "≥"), ("=", "="), ("<", "<"), (">", ">")]
# tokens after which a chain does not go on: definitions, maps, limits, "not equal", a new statement
_BREAKS = (r"\neq", r"\ne", "≠", r"\to", r"\rightarrow", r"\Rightarrow", r"\implies", r"\iff", r"\equiv",
           r"\sim", r"\propto", r"\mapsto", r"\in", r"\qquad", r"\quad", ":=", "→", "⇒")
# soft breaks: a comma or \; may separate statements, list items ("sin 1, cos 1 ≈ 0.84, 0.54") or a
# condition; the links that touch one are listed as undecided, never checked
_SOFT_BREAKS = (",", r"\;", "，", "；", ";")
_SOFT = "beside a comma or \\; (a list, a condition or a second statement): the triage does not pair its items"
_SPACES = re.compile(r"\\[,!: ]")
_ELLIPSIS = (r"\ldots", r"\cdots", r"\dots", "...", "…")
_DECIMAL = re.compile(r"(?<![\w.])(\d+\.\d+)((?:\s*(?:\\ldots|\\cdots|\\dots|\.\.\.|…))?)")


@dataclass
class Span:
    """One math span of a document: its kind, where it is, its verbatim text and its body."""
    kind: str  # display | inline | code comment
    start: int
    end: int
    text: str
    body: str


@dataclass
class Link:
    """One relation of a chain: ``lhs rel rhs`` as the document writes them (TeX or code text)."""
    lhs: str
    rel: str
    rhs: str
    status: str = "undecided"
    reason: str = ""
    exact: dict | None = None  # the sides' values (decimal strings) that decided it
    should_show: str | None = None  # for an inconsistent link: the digits the shown side should have

    def as_json(self) -> dict:
        out = {"link": {"lhs": self.lhs, "relation": self.rel, "rhs": self.rhs}, "status": self.status,
               "reason": self.reason}
        if self.exact is not None:
            out["exact"] = self.exact
        if self.should_show is not None:
            out["should_show"] = self.should_show
        return out


@dataclass
class SpanResult:
    span: Span
    chains: list = field(default_factory=list)  # list of list[Link]

    def links(self) -> list[Link]:
        return [lk for ch in self.chains for lk in ch]


# --- 1. spans ----------------------------------------------------------------------------------------

_FENCE = re.compile(r"^(```|~~~)([^\n]*)\n(.*?)^\1[ \t]*$", re.S | re.M)
_SLASH_COMMENTS = {"c", "cpp", "c++", "cuda", "java", "js", "javascript", "ts", "typescript", "rust", "go", "swift",
                   "kotlin", "scala", "cs", "csharp"}  # fences whose comments open with //; elsewhere only #


def find_spans(text: str) -> list[Span]:
    """The math spans of ``text`` in reading order: display math (``$$…$$``, ``\\[…\\]``), inline math
    (``$…$``, ``\\(…\\)``), outside fenced code blocks, and the code comments inside them that state a
    relation between plain arithmetic.  An escaped dollar (``\\$``) opens nothing."""
    spans: list[Span] = []
    fences = [(m.start(), m.end(), m.group(3), m.start(3), m.group(2).strip().lower()) for m in _FENCE.finditer(text)]
    for a, b, code, at, lang in fences:
        spans += _comment_spans(code, at, "//" if lang in _SLASH_COMMENTS else "#")
    pos, n = 0, len(text)
    fence_at = {a: b for a, b, _, _, _ in fences}
    while pos < n:
        if pos in fence_at:
            pos = fence_at[pos]
            continue
        for open_, close, kind in (("$$", "$$", "display"), (r"\[", r"\]", "display"), (r"\(", r"\)", "inline"),
                                   ("$", "$", "inline")):
            if text.startswith(open_, pos) and (pos == 0 or text[pos - 1] != "\\"):
                end = _closing(text, pos + len(open_), close)
                if end is not None:
                    body = text[pos + len(open_):end]
                    if body.strip():
                        spans.append(Span(kind, pos, end + len(close), text[pos:end + len(close)], body))
                    pos = end + len(close)
                    break
        else:
            pos += 1
    spans.sort(key=lambda s: s.start)
    return spans


def _closing(text: str, i: int, close: str) -> int | None:
    """Index of the unescaped ``close`` from ``i`` on (a single ``$`` never crosses a blank line)."""
    while True:
        j = text.find(close, i)
        if j < 0:
            return None
        if close == "$" and "\n\n" in text[i:j]:
            return None
        if j > 0 and text[j - 1] == "\\" and close in ("$", "$$"):
            i = j + 1
            continue
        if close == "$" and text.startswith("$$", j):
            return None  # "$a$$b$" is two inline spans, but "$ … $$" opens nothing sensible
        return j


_REL_IN_CODE = re.compile(r"(≈|<=|>=|==|=|<|>|≤|≥)")


def _comment_spans(code: str, at: int, opener: str = "#") -> list[Span]:
    """The comments (after ``opener``: # in Python and shells, // in C-like languages) that state a
    relation and hold a digit."""
    pat = re.compile(re.escape(opener) + r"\s?(.*)$")
    out = []
    offset = at
    for line in code.splitlines(keepends=True):
        m = pat.search(line)
        if m and _REL_IN_CODE.search(m.group(1)) and re.search(r"\d", m.group(1)):
            body = m.group(1).rstrip()
            start = offset + m.start(1)
            out.append(Span("code comment", start, start + len(body), body, body))
        offset += len(line)
    return out


# --- 2. chains ---------------------------------------------------------------------------------------

_ENVS = re.compile(r"\\(begin|end)\{(aligned|align\*?|equation\*?|gathered|gather\*?|split|array|cases|"
                   r"eqnarray\*?|multline\*?)\}(\{[^}]*\})?")
_TAG = re.compile(r"\\(tag|label)\*?\{[^}]*\}|\\(nonumber|notag)\b")


def rows(body: str) -> list[str]:
    """The rows of a span: alignment markers, environments, tags and labels removed; a row that
    opens with a relation, or with its alignment point and an operator, is joined to the row before it."""
    b = _TAG.sub(" ", _ENVS.sub(" ", body))
    out: list[str] = []
    for raw in re.split(r"\\\\(?:\[[^\]]*\])?", b):
        p = _columns(raw).strip()
        if not p:
            continue
        # a row that opens with a relation continues the chain of the row before; one that opens with its
        # alignment point and then + or - (``&\quad + c``) continues its expression
        if out and _leading_relation(p):
            out[-1] = out[-1] + " " + p
        elif out and raw.lstrip().startswith("&") and _leading_operator(p):
            out[-1] = out[-1] + " " + _LEAD_SPACE.sub("", p)  # its \quad is layout, not a new statement
        else:
            out.append(p)
    return out


def _columns(row: str) -> str:
    """An alignment row with its ``&`` removed: the 1st, 3rd, … ``&`` are alignment points inside one
    statement, the 2nd, 4th, … separate two statements (``a &= b & c &= d``): a hard break there."""
    parts = _split_level0(row, "&", "{", "}") or [row]
    return " \\qquad ".join(" ".join(parts[k:k + 2]) for k in range(0, len(parts), 2))


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


def _leading_operator(s: str) -> bool:
    s = _LEAD_SPACE.sub("", s)
    return s[:1] in ("+", "-", "−") or s.startswith((r"\cdot", r"\times"))


def _leading_relation(s: str) -> bool:
    s = s.lstrip()
    return any(s.startswith(tok) for tok, _ in _RELATIONS) and not s.startswith("<=>")


def chain(row: str) -> list[tuple[str, str, str]]:
    """``[(lhs, rel, rhs), ...]``: the links of one row, split at its top-level relations.  A break token
    (``\\neq``, ``\\to``, ``\\quad``, …) ends a chain: the links on each side of it are kept, the one
    across it is not; a link that touches a soft break (a comma, ``\\;``) is kept but not checked
    (``chain_links`` says so)."""
    return [(a, r, b) for a, r, b, _ in chain_links(row)]


def chain_links(row: str) -> list[tuple[str, str, str, str | None]]:
    """``chain``'s links with a note: None, or why the link is not checked (it touches a soft break)."""
    row = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", _SPACES.sub(" ", row))  # thin spaces; 10,000
    row = re.sub(r"[,，]\s*(?=\\q?quad\b)", " ", row)  # ", \quad" separates two statements
    links = []
    for sides, rels, soft_start, soft_end in _split_top(row):
        for k, rel in enumerate(rels):
            lhs, rhs = sides[k].strip(), sides[k + 1].strip()
            if lhs and rhs:
                touches = (k == 0 and soft_start) or (k == len(rels) - 1 and soft_end)
                links.append((lhs, rel, rhs, _SOFT if touches else None))
    return links


def _split_top(row: str):
    """Split ``row`` at top-level break tokens into segments, and each segment at top-level relations:
    [(sides, rels, opened by a soft break, closed by a soft break)]."""
    segs, sides, rels, cur, depth, i, soft = [], [], [], [], 0, 0, False
    n = len(row)
    table = [(t, "hard") for t in _BREAKS] + [(t, "soft") for t in _SOFT_BREAKS]
    while i < n:
        c = row[i]
        if c in "{([":
            depth += 1
        elif c in "})]":
            depth = max(0, depth - 1)
        if depth == 0:
            brk = _match(row, i, table)
            if brk is not None:
                tok = brk[0]
                if tok.startswith("\\") and i + len(tok) < n and row[i + len(tok)].isalpha():
                    brk = None  # \int is not \in, \tog… is not \to
            if brk is not None:
                sides.append("".join(cur))
                segs.append((sides, rels, soft, brk[1] == "soft"))
                soft = brk[1] == "soft"
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
    segs.append((sides, rels, soft, False))
    return segs


def _match(s: str, i: int, table):
    for tok, canon in table:
        if s.startswith(tok, i):
            return tok, canon
    return None


# --- 3. parsing --------------------------------------------------------------------------------------

class Unparsed(Exception):
    """A side the parser cannot read (the reason is the message)."""


@dataclass
class Side:
    """A parsed side: the SymPy expression, its decimal literals (placeholder symbol -> (digits,
    truncated)) and the placeholders that are shown results (not inside a function or an exponent)."""
    expr: object
    literals: dict
    shown: set
    names: list = field(default_factory=list)  # the symbols as written (for an undecided link's reason)


_UNSUPPORTED = re.compile(r"\\(text|mathrm|operatorname|mathbf|mathit|textbf|boldsymbol|mathcal|vec|hat|bar|tilde|"
                          r"sum|prod|int|lim|max|min|sup|inf|det|arg|binom|begin|end|left\[|overline|underbrace)\b")


_FUNC_CMDS = ("sin", "cos", "tan", "exp", "ln", "log")
_GREEK = ("alpha|beta|gamma|delta|epsilon|varepsilon|zeta|eta|theta|vartheta|iota|kappa|lambda|mu|nu|xi|rho|sigma|"
          "tau|upsilon|phi|varphi|chi|psi|omega|Gamma|Delta|Theta|Lambda|Xi|Sigma|Upsilon|Phi|Psi|Omega")


def _wrap_functions(src: str) -> str:
    """``\\cos(…)`` (or ``\\cos^{2}(…)``) wrapped in parentheses: SymPy's lark grammar otherwise reads
    ``\\cos(x) + y`` two ways (as cos(x + y) too)."""
    out, i, n = [], 0, len(src)
    pat = re.compile(r"\\(" + "|".join(_FUNC_CMDS) + r")(?![A-Za-z])(\^\{[^{}]*\}|\^\d)?\s*\(")
    while i < n:
        m = pat.search(src, i)
        if not m:
            out.append(src[i:])
            break
        depth, j = 1, m.end()
        while j < n and depth:
            depth += {"(": 1, ")": -1}.get(src[j], 0)
            j += 1
        if depth:
            out.append(src[i:])
            break
        out.append(src[i:m.start()] + "(" + src[m.start():j] + ")")
        i = j
    return "".join(out)


def _plain_subscripts(tex: str) -> str:
    """``d_{\\text{model}}`` -> ``d_{model}``: text in a subscript is part of a symbol's name."""
    return re.sub(r"_\{\\(?:text|mathrm|rm)\{([A-Za-z]+)\}\}", r"_{\1}", tex)


def _symbol_names(tex: str) -> list[str]:
    """The symbols of a side as the document writes them (Greek letters and Latin names, with their
    subscripts), for the reason of an undecided link."""
    names = re.findall(r"\\(?:" + _GREEK + r")(?![A-Za-z])(?:_\{[^{}]*\}|_\w)?|(?<![\\A-Za-z])[A-Za-z]+(?:_\{[^{}]*\}|_\w)?",
                       re.sub(r"\\(?:frac|sqrt|cdot|times|left|right|" + "|".join(_FUNC_CMDS) + r")(?![A-Za-z])", " ", tex))
    return sorted(set(n for n in names if n not in ("e",)))


def _placeholder(src: str) -> str:
    """A letter whose subscripted form ``X_{`` does not occur in ``src`` (placeholders are one letter with a
    subscript: the lark grammar reads a longer name as a product of letters)."""
    for letter in "QWZKJVUYXHG":
        if f"{letter}_" not in src:
            return letter
    raise Unparsed("no free placeholder letter")


def parse_tex(tex: str, side: str = "") -> Side:
    """Parse one side of a link written in LaTeX, its decimal literals kept exact.  ``side`` tags the
    placeholders (the two sides of a link use different tags)."""
    import sympy as sp

    src = _plain_subscripts(tex.strip().rstrip(",.;:，。；：").strip())
    if not src:
        raise Unparsed("empty side")
    src = re.sub(r"\\mathrm\{e\}", " e ", src)
    m = _UNSUPPORTED.search(src)
    if m:
        raise Unparsed(f"\\{m.group(1)} is not arithmetic the triage reads")
    if re.search(r"\\log(?![A-Za-z_])", src):
        raise Unparsed("\\log without a base: natural, binary or decimal is not stated")
    letter = _placeholder(src)
    literals: dict = {}

    def lit(m):  # the lark grammar takes a subscript of letters (or one digit) only: number in letters
        k, tag = len(literals), ""
        while True:
            k, r = divmod(k, 26)
            tag = "abcdefghijklmnopqrstuvwxyz"[r] + tag
            if not k:
                break
        name = f"{letter}_{{{side}x{tag}}}"
        literals[name] = (m.group(1), bool(m.group(2).strip()))
        return " " + name + " "

    src = _DECIMAL.sub(lit, src)
    consts = {f"{letter}_{{{side}pi}}": sp.pi}
    src = re.sub(r"\\pi(?![A-Za-z])", f" {letter}_{{{side}pi}} ", src)
    src = (src.replace(r"\left", "").replace(r"\right", "").replace(r"\,", " ").replace(r"\;", " ")
           .replace(r"\!", "").replace("−", "-").replace("×", r"\times ").replace("·", r"\cdot "))
    src = _wrap_functions(src)
    try:
        from sympy.parsing.latex import parse_latex

        expr = parse_latex(src, backend="lark")
    except ImportError as e:  # pragma: no cover - lark is a declared dependency
        raise Unparsed(f"the LaTeX parser is not installed ({e})") from e
    except Exception as e:  # noqa: BLE001 - the parser's own message is the reason
        first = str(e).strip().splitlines()[0][:160] if str(e).strip() else ""
        raise Unparsed(f"LaTeX parser: {type(e).__name__}: {first}") from e
    if type(expr).__name__ == "Tree":  # lark's _ambig: several readings
        readings = [c for c in getattr(expr, "children", []) if isinstance(c, sp.Expr)]
        if readings and all(r == readings[0] for r in readings):
            expr = readings[0]
        else:
            raise Unparsed("ambiguous: the LaTeX parser reads it in more than one way")
    if not isinstance(expr, sp.Expr):
        raise Unparsed(f"not an arithmetic expression ({type(expr).__name__})")
    syms = {s.name: s for s in expr.free_symbols}
    expr = expr.subs({syms[k]: v for k, v in consts.items() if k in syms})
    if "e" in syms:  # e as the base of a power is Euler's number (e^{i theta}); a bare e stays a symbol
        expr = expr.replace(lambda x: isinstance(x, sp.Pow) and x.base == syms["e"], lambda x: sp.exp(x.exp))
    lits = {syms[k]: v for k, v in literals.items() if k in syms}
    side = Side(expr, lits, _shown(expr, set(lits)))
    side.names = _symbol_names(tex)
    return side


def _shown(expr, placeholders: set) -> set:
    """The placeholders reachable from the root through + - * / and the bases of powers only."""
    import sympy as sp

    out = set()

    def walk(e):
        if e in placeholders:
            out.add(e)
        elif isinstance(e, (sp.Add, sp.Mul)):
            for a in e.args:
                walk(a)
        elif isinstance(e, sp.Pow):
            walk(e.base)

    walk(expr)
    return out


# a small grammar for plain arithmetic in code comments: no eval, no sympify
_TOKEN = re.compile(r"\s*(?:(\d+\.\d+(?:[eE][-+]?\d+)?|\d+(?:[eE][-+]?\d+)?)|(\*\*|[-+*/^(),])|([A-Za-z_][A-Za-z_0-9.]*)|(\S))")
_FUNCS = {"sin", "cos", "tan", "exp", "log", "sqrt", "np.sin", "np.cos", "np.tan", "np.exp", "np.log", "np.sqrt",
          "math.sin", "math.cos", "math.tan", "math.exp", "math.log", "math.sqrt"}


def parse_plain(text: str, side: str = "") -> Side:
    """Parse plain arithmetic (numbers, + - * / ^ **, parentheses, sin cos tan exp log sqrt, pi, e)."""
    import sympy as sp

    toks = []
    for m in _TOKEN.finditer(text.strip().rstrip(",.;:，。；：")):
        num, op, name, bad = m.groups()
        if bad:
            raise Unparsed(f"character {bad!r} is not plain arithmetic")
        toks.append(("num", num) if num else ("op", op) if op else ("name", name))
    literals: dict = {}
    pos = [0]

    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else (None, None)

    def take():
        pos[0] += 1
        return toks[pos[0] - 1]

    def atom():
        kind, v = take() if pos[0] < len(toks) else (None, None)
        if kind == "num":
            if "." in v or "e" in v.lower():
                s = sp.Dummy(f"literal{side}{len(literals)}")
                literals[s] = (v, False)
                return s
            return sp.Integer(int(v))
        if kind == "op" and v == "(":
            e = expr()
            if take() != ("op", ")"):
                raise Unparsed("unbalanced parenthesis")
            return e
        if kind == "op" and v in "+-":
            e = power()
            return -e if v == "-" else e
        if kind == "name":
            if v in _FUNCS:
                if take() != ("op", "("):
                    raise Unparsed(f"{v} without an argument")
                arg = expr()
                if take() != ("op", ")"):
                    raise Unparsed("unbalanced parenthesis")
                return getattr(sp, v.split(".")[-1])(arg)
            if v in ("pi", "np.pi", "math.pi"):
                return sp.pi
            if v in ("e", "math.e", "np.e"):
                return sp.E
            return sp.Symbol(v)
        raise Unparsed(f"unexpected {v!r}")

    def power():
        base = atom()
        if peek() in (("op", "**"), ("op", "^")):
            take()
            return base ** unary()
        return base

    def unary():
        if peek() in (("op", "-"), ("op", "+")):
            _, v = take()
            e = unary()
            return -e if v == "-" else e
        return power()

    def term():
        e = unary()
        while peek() in (("op", "*"), ("op", "/")):
            _, v = take()
            r = unary()
            e = e * r if v == "*" else e / r
        return e

    def expr():
        e = term()
        while peek() in (("op", "+"), ("op", "-")):
            _, v = take()
            r = term()
            e = e + r if v == "+" else e - r
        return e

    if not toks:
        raise Unparsed("empty side")
    out = expr()
    if pos[0] != len(toks):
        raise Unparsed(f"unexpected {toks[pos[0]][1]!r}")
    # 1e-8 in code is an exact input; only a literal with a decimal point shows rounded digits
    return Side(out, literals, {s for s in _shown(out, set(literals)) if "." in literals[s][0]})


# --- 4. checking -------------------------------------------------------------------------------------

def _unit(digits: str) -> "Fraction":
    from fractions import Fraction

    frac = digits.split(".")[1] if "." in digits else ""
    exp = 0
    m = re.search(r"[eE]([-+]?\d+)$", digits)
    if m:
        exp = int(m.group(1))
        frac = frac[: frac.lower().find("e")] if "e" in frac.lower() else frac
    return Fraction(1, 10 ** len(frac)) * (Fraction(10) ** exp)


def _exact(digits: str) -> "Fraction":
    from fractions import Fraction

    return Fraction(digits)


def to_arb(expr, values: dict, prec: int = PREC):
    """``expr`` (SymPy) as an Arb ball at ``prec`` bits; ``values`` maps symbols to balls.  Raises
    Unparsed for a node the evaluator does not know."""
    import flint
    import sympy as sp

    flint.ctx.prec = prec
    arb = flint.arb

    def ev(e):
        if e in values:
            return values[e]
        if isinstance(e, sp.Integer):
            return arb(int(e))
        if isinstance(e, sp.Rational):
            return arb(int(e.p)) / arb(int(e.q))
        if isinstance(e, sp.Float):
            raise Unparsed("a binary float in the parsed expression (a decimal literal the triage did not keep)")
        if e is sp.pi:
            return arb.pi()
        if e is sp.E:
            return arb(1).exp()
        if isinstance(e, sp.Add):
            out = arb(0)
            for a in e.args:
                out += ev(a)
            return out
        if isinstance(e, sp.Mul):
            out = arb(1)
            for a in e.args:
                out *= ev(a)
            return out
        if isinstance(e, sp.Pow):
            b, x = e.args
            if isinstance(x, sp.Integer):
                n = int(x)
                base = ev(b)
                if n >= 0:
                    return base ** n
                if base.contains(0):
                    raise Unparsed("division by a value that may be 0")
                return 1 / base ** (-n)
            base = ev(b)
            if not base > 0:
                raise Unparsed("a power of a base that is not positive")
            return (ev(x) * base.log()).exp()
        fn = {sp.sin: "sin", sp.cos: "cos", sp.tan: "tan", sp.exp: "exp", sp.log: "log",
              sp.Abs: "__abs__"}.get(type(e))
        if fn is not None and len(e.args) == 1:
            x = ev(e.args[0])
            if fn == "log" and not x > 0:
                raise Unparsed("log of a value that is not positive")
            return getattr(x, fn)()
        if isinstance(e, sp.factorial) and isinstance(e.args[0], sp.Integer):
            return arb(int(sp.factorial(e.args[0])))
        raise Unparsed(f"{type(e).__name__} is not evaluated by the triage")

    return ev(expr)


def _ball_text(b) -> str:
    return b.mid().str(30, radius=False) if b.is_finite() else str(b)


def check_link(lhs: Side, rel: str, rhs: Side, values: dict | None = None) -> tuple[str, str, dict | None, str | None]:
    """(status, reason, exact values, digits the shown side should have) of one link."""
    import flint
    import sympy as sp

    values = dict(values or {})
    free = (lhs.expr.free_symbols | rhs.expr.free_symbols) - set(lhs.literals) - set(rhs.literals)
    free -= set(values)
    if free:
        written = sorted(set(lhs.names) | set(rhs.names)) or sorted(str(s) for s in free)
        names = ", ".join(written)
        return "undecided", f"involves {names}, to which the document's notation table gives no value", None, None
    flint.ctx.prec = PREC
    arb = flint.arb
    exact_vals, widened = dict(values), dict(values)
    for side in (lhs, rhs):
        for s, (digits, truncated) in side.literals.items():
            v = _exact(digits)
            b = arb(v.numerator) / arb(v.denominator)
            exact_vals[s] = b
            if s in side.shown:
                u = _unit(digits)
                tol = u if truncated else u / 2
                widened[s] = b + arb(0, 1) * (arb(tol.numerator) / arb(tol.denominator))
            else:
                widened[s] = b
    try:
        L, R = to_arb(lhs.expr, exact_vals), to_arb(rhs.expr, exact_vals)
        Lw, Rw = to_arb(lhs.expr, widened), to_arb(rhs.expr, widened)
    except Unparsed as e:
        return "unparsed", str(e), None, None
    except (ZeroDivisionError, ValueError) as e:
        return "unparsed", f"cannot evaluate: {e}", None, None
    exact = {"lhs": _ball_text(L), "rhs": _ball_text(R)}
    shown = bool(lhs.shown or rhs.shown)
    if rel in ("=", "≈"):
        if not shown:
            if rel == "≈":
                return "undecided", "'≈' between sides with no decimal digits shown: no precision is stated", exact, None
            d = L - R
            if not d.contains(0):
                return "inconsistent", "the two sides differ", exact, None
            if d.is_zero() or sp.simplify(lhs.expr.subs(_rationals(lhs, rhs)) - rhs.expr.subs(_rationals(lhs, rhs))) == 0:
                return "consistent", "equal exactly", exact, None
            if d.rad() < arb(2) ** -200:
                return "consistent", "equal to 2^-200 (SymPy does not reduce the difference to 0)", exact, None
            return "undecided", "the difference is not decided at 256 bits", exact, None
        # some side shows rounded digits: overlap of the widened balls
        if Lw.overlaps(Rw):
            return "consistent", "the exact value rounds to the digits shown", exact, None
        should = _should_show(lhs, L, rhs, R)
        return "inconsistent", "the exact value does not round to the digits shown", exact, should
    ok = {"<": lambda a, b: a < b, ">": lambda a, b: a > b, "≤": lambda a, b: a <= b, "≥": lambda a, b: a >= b}[rel]
    opp = {"<": lambda a, b: a >= b, ">": lambda a, b: a <= b, "≤": lambda a, b: a > b, "≥": lambda a, b: a < b}[rel]
    if (L - R).is_zero() or ((L - R).contains(0) and _exactly_equal(lhs, rhs)):  # ≤ ≥ hold, < > fail
        if rel in ("≤", "≥"):
            return "consistent", "the relation holds for the exact values (they are equal)", exact, None
        return "inconsistent", "the relation fails for the exact values (they are equal)", exact, None
    if ok(L, R):
        return "consistent", "the relation holds for the exact values", exact, None
    if opp(L, R):
        return "inconsistent", "the relation fails for the exact values", exact, None
    return "undecided", "not decided at 256 bits", exact, None


def _exactly_equal(lhs: Side, rhs: Side) -> bool:
    import sympy as sp

    rats = _rationals(lhs, rhs)
    try:
        return sp.simplify(lhs.expr.subs(rats) - rhs.expr.subs(rats)) == 0
    except Exception:  # noqa: BLE001 - undecided then
        return False


def _rationals(*sides) -> dict:
    import sympy as sp

    return {s: sp.Rational(digits) for side in sides for s, (digits, _) in side.literals.items()}


def _should_show(lhs: Side, L, rhs: Side, R) -> str | None:
    """When one side is a single shown decimal literal: the other side's exact value to that many digits."""
    for shown_side, other in ((rhs, L), (lhs, R)):
        e = shown_side.expr
        neg = False
        if hasattr(e, "could_extract_minus_sign") and e.could_extract_minus_sign() and (-e) in shown_side.literals:
            e, neg = -e, True
        if e in shown_side.literals:
            digits, _ = shown_side.literals[e]
            places = len(digits.split(".")[1]) if "." in digits else 0
            from decimal import ROUND_HALF_EVEN, Decimal

            v = Decimal(other.mid().str(40, radius=False).replace("e", "E"))
            q = v.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_EVEN)
            return format(q, "f")
    return None


# --- the whole document ------------------------------------------------------------------------------

def triage_text(text: str, values: dict | None = None) -> list[SpanResult]:
    """Every span of ``text`` with its chains of checked links.  ``values``: symbol name -> exact value
    (a string SymPy's Rational reads, e.g. "8" or "1/10000"), from the document's notation table."""
    import flint
    import sympy as sp

    out = []
    for span in find_spans(text):
        res = SpanResult(span)
        parse = parse_plain if span.kind == "code comment" else parse_tex
        for row in rows(span.body) if span.kind != "code comment" else [span.body]:
            links = []
            pairs = [(*p, None) for p in _code_chain(row)] if span.kind == "code comment" else chain_links(row)
            pairs = [(*c, note) for *p, note in pairs for c in _componentwise(tuple(p))]
            for lhs_t, rel, rhs_t, note in pairs:
                lk = Link(lhs_t, rel, rhs_t)
                if note:
                    lk.status, lk.reason = "undecided", note
                    links.append(lk)
                    continue
                if span.kind != "code comment" and not values:
                    lp, rp = _plain_subscripts(lhs_t), _plain_subscripts(rhs_t)
                    bad = _UNSUPPORTED.search(lp) or _UNSUPPORTED.search(rp)
                    names = sorted(set(_symbol_names(lp)) | set(_symbol_names(rp)))
                    if names and not bad:  # a symbol without a value: undecided, whatever the parser would say
                        lk.status = "undecided"
                        lk.reason = (f"involves {', '.join(names)}, to which the document's notation table gives "
                                     "no value")
                        links.append(lk)
                        continue
                try:  # each side its own placeholders: a literal of one side never binds the other's
                    L, R = parse(lhs_t, "l"), parse(rhs_t, "r")
                except Unparsed as e:
                    lk.status, lk.reason = "unparsed", str(e)
                    links.append(lk)
                    continue
                vals = {}
                for s in (L.expr.free_symbols | R.expr.free_symbols):
                    if values and s.name in values:
                        flint.ctx.prec = PREC
                        q = sp.Rational(values[s.name])
                        vals[s] = flint.arb(int(q.p)) / flint.arb(int(q.q))
                lk.status, lk.reason, lk.exact, lk.should_show = check_link(L, rel, R, vals)
                if span.kind == "code comment" and rel == "=" and not (L.shown or R.shown) and lk.status != "unparsed":
                    lk.status, lk.exact, lk.should_show = "undecided", None, None  # "1 + 1e-8 = 1" in float32
                    lk.reason = ("'=' between exact numbers in a code comment may state what the float arithmetic "
                                 "gives: not checked")
                links.append(lk)
            if links:
                res.chains.append(links)
        out.append(res)
    return out


def _components(side: str) -> list[str] | None:
    """The entries of a tuple or vector side ``(a, b, …)`` / ``[a, b, …]`` (brackets enclosing the whole
    side, entries split at its top-level commas), or None."""
    t = side.strip()
    if len(t) < 2 or (t[0], t[-1]) not in (("(", ")"), ("[", "]")):
        return None
    parts = _split_level0(t[1:-1], ",", "([{", ")]}")  # None: "(a)(b)", the brackets do not enclose it all
    return [p.strip() for p in parts] if parts and len(parts) > 1 and all(p.strip() for p in parts) else None


def _componentwise(link: tuple[str, str, str]) -> list[tuple[str, str, str]]:
    """A link between two tuples of the same length, entry by entry (``(\\sin 1, \\cos 1) ≈ (0.84, 0.54)``)."""
    lhs, rel, rhs = link
    a, b = _components(lhs), _components(rhs)
    if a and b and len(a) == len(b):
        return list(zip(a, [rel] * len(a), b))
    return [link]


def _code_chain(row: str) -> list[tuple[str, str, str]]:
    """Links of a code comment: split at ≈ ≤ ≥ <= >= == = < > (an assignment ``x = …`` is a link too)."""
    parts = re.split(r"(≈|<=|>=|==|≤|≥|=|<|>)", row)
    canon = {"<=": "≤", ">=": "≥", "==": "="}
    out = []
    for k in range(1, len(parts) - 1, 2):
        lhs, rhs = parts[k - 1].strip(), parts[k + 1].strip()
        if lhs and rhs:
            out.append((lhs, canon.get(parts[k], parts[k]), rhs))
    return out


# --- what verify records -----------------------------------------------------------------------------

def _place(raw: str, start: int) -> dict:
    line = raw.count("\n", 0, start) + 1
    return {"line": line, "column": start - (raw.rfind("\n", 0, start) + 1) + 1}


def _link_offset(span: Span, lk: Link) -> int:
    """Where the link is in the document: its right side's first occurrence after its left side in the
    span's text (the span's start when a side was rewritten, e.g. an alignment marker removed)."""
    i = span.text.find(lk.lhs)
    j = span.text.find(lk.rhs, max(i, 0) + (len(lk.lhs) if i >= 0 else 0))
    k = i if i >= 0 else j
    return span.start + (k if k >= 0 else 0)


def item_id(doc: str, span: Span, lk: Link) -> str:
    import hashlib

    key = "\0".join((doc, span.text, lk.lhs, lk.rel, lk.rhs))
    return "T-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:10]


def document_triage(doc: str, raw: str, values: dict | None = None) -> dict:
    """{"summary": counts, "items": one per attempted link} for one document (its raw text)."""
    results = triage_text(raw, values)
    items, seen = [], {}
    for r in results:
        for lk in r.links():
            at = _link_offset(r.span, lk)
            it = {"id": item_id(doc, r.span, lk), "document": doc, "quote": r.span.text, "span": r.span.kind,
                  "start": r.span.start, "end": r.span.end, **_place(raw, at), **lk.as_json()}
            n = seen.get(it["id"], 0)
            seen[it["id"]] = n + 1
            if n:  # the same link twice in one span: keep the ids apart
                it["id"] += f"-{n + 1}"
            items.append(it)
    counts = {s: sum(1 for it in items if it["status"] == s) for s in STATUSES}
    summary = {"spans": len(results), "spans_with_relations": sum(1 for r in results if r.chains),
               # spans with relations none of whose links is unparsed (a link with a symbol is undecided
               # without being parsed: this counts what was not refused by the parser, not what it read)
               "spans_without_unparsed": sum(1 for r in results
                                             if r.chains and all(lk.status != "unparsed" for lk in r.links())),
               "chains": sum(len(r.chains) for r in results), "links": len(items),
               "checked": counts["consistent"] + counts["inconsistent"], **counts}
    return {"summary": summary, "items": items}


def _sympy_name(tex: str) -> str:
    """The name the LaTeX parser gives the symbol ``tex`` (``d_{model}`` -> ``d_{model}``; ``\\omega_1``
    -> ``omega_{1}``)."""
    try:
        side = parse_tex(tex)
        syms = list(side.expr.free_symbols)
        return syms[0].name if len(syms) == 1 else tex
    except Unparsed:
        return tex


def run_documents(raw_by_doc: dict) -> dict:
    """The triage of each document ({name: raw text}), the values of each document's notation table
    (``Notation.values``, from its module in theorems/documents/) bound to its symbols."""
    values: dict = {}
    try:
        from suite import runner

        notation, _, _ = runner.load_documents()
        values = {t.doc: {_sympy_name(k): v for k, v in (getattr(t, "values", None) or ())} for t in notation}
    except Exception:  # noqa: BLE001 - a broken document module is reported by verify itself
        values = {}
    return {doc: document_triage(doc, raw, values.get(doc)) for doc, raw in sorted(raw_by_doc.items())}
