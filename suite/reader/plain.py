"""Plain arithmetic of code comments (``# cos(0.002) ≈ 0.9999``): a small grammar of numbers, + - * / ^ **,
parentheses, sin cos tan exp log sqrt, pi and e; never ``eval`` or ``sympify``.  A decimal literal is kept
as its digits (a placeholder bound to the exact decimal), as in ``suite.reader.latex``."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from suite.reader.latex import shown_literals


# a word after a factor that says what it counts (2 GB × 80 layers, 32 heads × 128 dims): read as the number alone
# (here, and by the prose scanner, suite.reader.formats.scan); not a magnitude (2 thousand) nor a unit of time, length or
# information
MAGNITUDE_WORDS = r"(?:hundred|thousand|million|billion|trillion|dozen|lakh|crore|percent|bits?|ms|us|ns|sec|secs|" \
                  r"seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|mm|cm|km|kg|mg|kb|mb|gb|tb|pb|" \
                  r"kib|mib|gib|tib|kbps|mbps|gbps|hz|khz|mhz|ghz|flops|tflops|gflops|pflops)"
LABEL_WORD = re.compile(r"(?!" + MAGNITUDE_WORDS + r"\b)[a-z]{2,}+")


class Unparsed(Exception):
    """A side the grammar cannot read (the reason is the message; ``construct``: what it cannot read)."""

    construct = "plain arithmetic"


class TooLarge(Unparsed):
    """Plain arithmetic whose exact value is too large to compute (10 ** 10 ** 10): a relation, not read."""

    construct = "a power too large to compute"


@dataclass
class Side:
    """A parsed side: the SymPy expression, its decimal literals (placeholder -> (digits, truncated)) and
    the placeholders that are shown results (not inside a function or an exponent)."""
    expr: object
    literals: dict
    shown: set
    names: list = field(default_factory=list)
    bold: set = field(default_factory=set)
    log_base_unstated: bool = False
    units: set = field(default_factory=set)


def exact_value(side, digits: int = 30):
    """A parsed side's value (plain arithmetic or TeX: ``expr`` and its decimal ``literals``) to ``digits`` digits,
    its decimals exact (a closed side), or None."""
    import sympy as sp

    try:
        return sp.N(side.expr.xreplace({s: sp.Rational(d) for s, (d, _) in side.literals.items()}), digits)
    except (TypeError, ValueError):
        return None


_TOKEN = re.compile(r"\s*(?:([1-9]\d{0,2}(?:,\d{3})+(?![\d,])(?:\.\d+)?|\d+\.\d+(?:[eE][-+]?\d+)?|\d+(?:[eE][-+]?\d+)?)|(\*\*|[-+*/^(),])|([A-Za-z_][A-Za-z_0-9.]*)|(\S))")
_FUNCS = {"sin", "cos", "tan", "exp", "log", "ln", "sqrt", "np.sin", "np.cos", "np.tan", "np.exp", "np.log",
          "np.sqrt", "math.sin", "math.cos", "math.tan", "math.exp", "math.log", "math.sqrt"}
_SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺"
_SUPERSCRIPT_RUN = re.compile(f"[{_SUPERSCRIPTS}]+")
_PLAIN_SIGNS = str.maketrans({"·": "*", "×": "*", "−": "-", "–": "-", "⋅": "*"})


def normalized(text: str) -> str:
    """Unicode arithmetic written as plain arithmetic: · × ⋅ as *, − as -, π as pi (2π as 2*pi), √2 and √(…) as
    sqrt, a run of superscripts (10⁻⁴, x²) as ^(…)."""
    text = text.translate(_PLAIN_SIGNS)
    text = _SUPERSCRIPT_RUN.sub(lambda m: "^(" + m.group().translate(str.maketrans(_SUPERSCRIPTS, "0123456789-+"))
                                + ")", text)
    text = re.sub(r"(?<=[\d)])\s*π", "*pi", text).replace("π", "pi")
    text = re.sub(r"√\s*(\d+(?:\.\d+)?)", r"sqrt(\1)", text).replace("√", "sqrt")
    return text


# units of storage after a number: the power of 1000 (or of 1024) they carry, and whether they are binary
STORAGE = {"byte": (0, False), "bytes": (0, False), "kB": (1, False), "KB": (1, False), "MB": (2, False),
           "GB": (3, False), "TB": (4, False), "PB": (5, False), "KiB": (1, True), "MiB": (2, True), "GiB": (3, True),
           "TiB": (4, True), "PiB": (5, True)}


# a magnitude written right after a number (4K, 7B, 1M, 2T): its power of 1000 (or of 1024), and whether it may be
# binary; B is a billion (or bytes: ``parse_plain``'s ``b_bytes``)
MAGNITUDE = {"K": (1, True), "M": (2, True), "B": (3, False), "T": (4, True)}
_MAGNITUDE = re.compile(r"(?<=\d)([KMBT])(?![\w])")


def byte():
    """The unit a side with units of storage is a multiple of."""
    import sympy as sp

    return sp.Symbol("byte", positive=True)


def _too_large(base, e, literals: dict) -> bool:
    """Whether ``base ** e`` (decimal literals at their values) is a rational power whose exact value has more than
    100,000 bits (10 ** 10 ** 10: computing it would not end)."""
    import sympy as sp

    values = {s: sp.Rational(d) for s, (d, _) in literals.items()}
    b, x = sp.sympify(base).xreplace(values), sp.sympify(e).xreplace(values)
    if not (b.is_Rational and x.is_Rational) or b in (0, 1, -1):
        return False
    bits = max(int(b.p).bit_length(), int(b.q).bit_length(), 2)
    return abs(x) * bits > 100_000 or (not x.is_Integer and abs(x) > 100_000)


def parse_plain(text: str, side: str = "", binary=False, labels: bool = False, b_bytes: bool = False) -> Side:
    """Parse plain arithmetic (numbers, + - * / ^ **, parentheses, sin cos tan exp log sqrt, pi, e).  A number may
    carry a unit of storage (``2 GB``, ``256 MiB``, ``2 bytes``): it is then that many ``byte()``, KB, MB, GB, …
    taken as powers of 1000, or of 1024 where ``binary`` (KiB, MiB, … are always powers of 1024).  Where ``labels``
    (the prose's and blocks' arithmetic, not a program's comment), a word after a number that says what it counts
    (``80 layers``) is passed over.  A magnitude right after a number (``4K``, ``7B``) multiplies it: K, M and T by
    powers of 1000, or of 1024 where ``binary``; B by a billion, or it is bytes where ``b_bytes``."""
    import sympy as sp

    # (``binary``: True for every unit, or the set of what is read in powers of 1024: K, M, T and "storage")
    binary = {"K", "M", "T", "storage"} if binary is True else set(binary or ())
    toks = []
    for m in _TOKEN.finditer(_MAGNITUDE.sub(r" _magnitude_\1", normalized(text)).strip().rstrip(",.;:，。；：")):
        num, op, name, bad = m.groups()
        if bad:
            raise Unparsed(f"character {bad!r} is not plain arithmetic")
        toks.append(("num", num.replace(",", "")) if num else ("op", op) if op else ("name", name))
    literals: dict = {}
    units: set = set()
    pos = [0]

    def peek():
        return toks[pos[0]] if pos[0] < len(toks) else (None, None)

    def take():
        if pos[0] >= len(toks):
            raise Unparsed("the side ends too early")
        pos[0] += 1
        return toks[pos[0] - 1]

    def atom():
        kind, v = take() if pos[0] < len(toks) else (None, None)
        if kind == "num":
            if "." in v or "e" in v.lower():
                s = sp.Dummy(f"literal{side}{len(literals)}")
                literals[s] = (v, False)
                number = s
            else:
                number = sp.Integer(int(v))
            unit = peek()
            if unit[0] == "name" and unit[1].startswith("_magnitude_"):
                take()
                letter = unit[1][-1]
                units.add(letter)
                power, may_be_binary = MAGNITUDE[letter]
                number = number * (byte() if letter == "B" and b_bytes else
                                   sp.Integer(1024 if may_be_binary and letter in binary else 1000) ** power)
            elif unit[0] == "name" and unit[1] in STORAGE:
                take()
                units.add(unit[1])
                power, base2 = STORAGE[unit[1]]
                number = number * sp.Integer(1024 if base2 or "storage" in binary else 1000) ** power * byte()
            label = peek()
            if labels and label[0] == "name" and LABEL_WORD.fullmatch(label[1]) and label[1] not in _FUNCS \
                    and label[1] != "pi":
                take()  # 80 layers: what the number counts
            return number
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
            e = unary()
            if _too_large(base, e, literals):
                raise TooLarge("a power too large to compute exactly (more than 100,000 bits)")
            return base ** e
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
    return Side(out, literals, {s for s in shown_literals(out, literals) if "." in literals[s][0]}, units=units)


def without_units(L: Side, R: Side) -> tuple[Side, Side]:
    """Two sides with units of storage as plain numbers of bytes: both sides must be the same power of ``byte()``
    (2 GB × 80 = 160 GB, 172 GB / 21.5 GB = 8); else ``Unparsed``."""
    import sympy as sp

    b = byte()
    out = []
    for x in (L, R):
        coeff, unit = x.expr.as_independent(b, as_Add=False)
        if unit != 1 and not (unit == b or (unit.is_Pow and unit.base == b and unit.exp.is_Integer)):
            raise Unparsed("units of storage added to plain numbers or inside a function")
        out.append((coeff, sp.degree(unit, b) if unit != 1 else 0))
    if out[0][1] != out[1][1]:
        e = Unparsed("units of storage on one side only (a conversion the reader does not read)")
        e.powers = (out[0][1], out[1][1])  # (7B × 2 = 14 GB read with B a billion: bytes on the right only)
        raise e
    return tuple(Side(c, x.literals, x.shown, x.names, x.bold, x.log_base_unstated, x.units)
                 for (c, _), x in zip(out, (L, R)))
