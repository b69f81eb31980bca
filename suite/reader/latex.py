"""One side of a relation written in LaTeX, read into SymPy (the reader's ``latex`` room).

``parse(tex)`` cuts the side into tokens (``_tokenize``) and reads them with a recursive-descent parser
(``_Parser``); the document's text is never given to ``eval``, ``sympify`` or ``parse_expr``.  The grammar,
loosest binding first::

    side     := expr                  (alone, a vector "(a, b)" or a matrix environment is read too)
    expr     := signs term (("+" | "-") signs (term | "\\cdots"))*
    term     := factor (("\\cdot" | "\\times" | "*" | "/") signs factor | factor)*    side by side: a product
    factor   := primary scripts ["!"]
    primary  := number | name | {group} | (bracket) | |abs| | command | \\begin{environment}

Every decimal literal becomes a ``Dummy`` bound to its digits as written (``Parsed.literals``), never a
binary float.  An integer power whose value would exceed about ``_BITS`` bits stays unevaluated, and so
does everything built on it, so ``10^{10^{10}}`` reads in milliseconds.  A construct the reader does not
read raises ``Unread`` naming it and where it starts; no other exception leaves ``parse``.
"""
from __future__ import annotations

import operator
import re
import sys
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import reduce

from sympy import (Abs, Add, And, Derivative, Dummy, E, Eq, Function, Ge, Gt, I, ImmutableMatrix, Indexed, IndexedBase, Integer,
                   Integral, Le, Limit, Lt, Max, Min, Mod, Mul, Ne, Piecewise, Pow, Product, Rational, Sum, Symbol, Tuple,
                   acos, acosh, acot, acoth, acsc, asec, asin, asinh, atan, atanh, binomial, ceiling, conjugate, cos,
                   cosh, cot, coth, csc, exp, factorial, factorial2, floor, log, oo, pi, sec, sin, sinh, tan, tanh,
                   true)
from sympy import im as imaginary_part, re as real_part
from sympy.matrices import MatrixBase
from sympy.core.function import AppliedUndef

__all__ = ["DEFAULT_FUNCTIONS", "DEFAULT_WORDS", "MAX_NESTING", "Parsed", "Unread", "parse"]

DEFAULT_WORDS = frozenset({"pos", "base", "PE", "dim", "model", "softmax", "len", "seq", "max", "min",
                           # three-letter names documents write in formulas (longer runs are names anyway: LONG_RUN)
                           "out", "std", "var", "avg", "key", "val", "emb", "ffn", "mlp", "rnn", "cnn", "idx", "ctx",
                           "enc", "dec", "tok", "cur", "new", "old", "mid", "end", "sum", "raw"})
DEFAULT_FUNCTIONS = frozenset({"f", "g", "h"})
MAX_NESTING = 200  # brackets, arguments and scripts inside one another
_BITS = 10_000  # an integer power is computed only when its value has at most about this many bits
_MAX_DIGITS = 4000  # longer integers are not read (Python's own limit on converting digits is 4300)
_LARGE = 1000  # the factorial or binomial of a larger integer stays unevaluated
_STACK = 10_000  # the recursion limit parse() needs for MAX_NESTING levels of about seven frames each


class Unread(Exception):
    """A construct the reader does not read.  ``construct``: its name as written (``"\\\\lim"``,
    ``"\\\\partial"``, ``"\\\\text{ for all }"``); ``position``: its offset in the input; ``str(e)`` is a
    sentence naming it, e.g. ``"\\\\lim is not read"``, with the reason when there is one."""

    def __init__(self, construct: str, position: int = 0, why: str = "", detail: str = ""):
        self.construct, self.position, self.why, self.detail = construct, position, why, detail
        super().__init__(f"{construct} is not read" + (f": {why}" if why else ""))


@dataclass
class Parsed:
    """A side read into SymPy.

    ``expr``: a SymPy expression, an ``ImmutableMatrix`` (a matrix environment) or a ``Tuple`` (a vector
    ``(a, b, c)``).  ``literals``: each decimal literal's ``Dummy`` -> (its digits as written, whether an
    ellipsis follows them).  ``shown``: the literals that are shown results, reachable from the root through
    sums, products, the bases of powers and the entries of a vector or matrix only (not inside a function's
    argument or an exponent).  ``names``: the symbols as the document writes them (``"\\\\theta_i"``).
    ``bold``: the base names written bold or with an arrow.  ``log_base_unstated``: a ``\\log`` without a base
    occurred (read as the natural log).  ``open_sums``: the index symbols of sums and products written
    without bounds, whose bounds are the symbols ``<index>__lo`` and ``<index>__hi``.  ``slash_ambiguous``: a
    factor follows a ``/`` in one product (``a / 2b``, ``a / b \\cdot c``), read left to right ((a/2)·b); with
    ``slash_rest`` the rest of the product is the denominator (a/(2b)), the other reading such a side has."""
    expr: object
    literals: dict
    shown: set
    names: list[str]
    bold: set[str]
    log_base_unstated: bool = False
    open_sums: set = field(default_factory=set)
    slash_ambiguous: bool = False  # "a / b c": a factor follows a division in one product (read left to right)
    argument_ambiguous: bool = False  # "\\cos (n-m)\\theta": a factor follows a function's bracketed argument
    argument_spaced: bool = False  # … and a space stands between the function and its bracket ("\\sin (\\pi) x")
    scientific: frozenset = frozenset()  # the literals written as a mantissa times a power of ten (2.1 \\times 10^9)
    measures: frozenset = frozenset()  # the literals that a unit multiplies (3 ms): a whole side times the unit's value
    digits_spaced: bool = False  # "2 4nh^2": two whole numbers apart by a space, read as TeX sets them (24); with
    #                              ``spaced_product`` as a product (2 · 4), the other reading such a side has
    percents: frozenset = frozenset()  # the literals written as a percentage (0.003\%): a side that is one of them, a
    #                                    hundredth of it, is a result shown to its digits


# a number set in bold as a result, with or without its unit: \textbf{34.3 GB}, \mathbf{4880 \text{ days}}, \bm{12.5}
# (not \mathbf{1} or \mathbf{0}: the vector of ones or zeros)
_BOLD_RESULT = re.compile(r"\\(?:textbf|mathbf|boldsymbol|bm)\s*\{\s*(-?\d[\d,]*\.\d+|-?\d[\d,]+|-?\d)((?:\s*\\[,;: ]|\s|~)*"
                          r"(?:\\text\s*\{[^{}]*\}|[A-Za-z%]+(?:/[A-Za-z]+)?)?)\s*\}")


_DOUBLE_BRACED = re.compile(r"\\(mathbf|boldsymbol|bm|mathrm|mathit|text)\s*\{\s*\{([^{}]*)\}\s*\}")
# "\#GPUs", "\#\text{GPUs}": the number of GPUs, a name
_COUNT_OF = re.compile(r"\\#\s*(?:\\(?:text|mathrm)\s*\{\s*([A-Za-z][A-Za-z ]*?)\s*\}|([A-Za-z]{2,})(?![A-Za-z]))")
# "No." abbreviating "number" inside a text name: \text{No. params}
_ABBREVIATED_NO = re.compile(r"(?<=[{ ])(No|no|Num|num|Nr|nr)\.\s+(?=[A-Za-z][^{}]*\})")


def _unbolded(m: re.Match) -> str:
    number, unit = m.group(1), m.group(2).strip()
    if len(number.lstrip("-")) == 1 and not unit:
        return m.group(0)  # \mathbf{1}: the vector of ones
    if unit and not unit.startswith("\\"):
        return number + "\\text{" + unit + "}"  # (34.3\text{GB}, 7\text{B}: as written without the bold)
    return number + (" " + unit if unit else "")


# a run of letters joined by escaped underscores outside \text (step{\_}num, warmup\_steps, as a Markdown cell
# escapes them): one name
_UNDERSCORED_NAME = re.compile(r"(?<![\\A-Za-z{])([A-Za-z]+(?:(?:\{\\_\}|\\_|\{_\})[A-Za-z0-9]+)+)(?![A-Za-z0-9}])")


def _underscored_names(tex: str) -> str:
    """``tex`` with each run of letters joined by escaped underscores (``_UNDERSCORED_NAME``) outside a text group
    (``\\text{max\\_seq + …}`` stays as written) set as one upright name."""
    if "\\_" not in tex and "{_}" not in tex:
        return tex
    inside = []
    for m in re.finditer(r"\\(?:text|mathrm|textrm|operatorname|mbox|textit|textbf|mathit|mathbf|rm)\s*\{", tex):
        depth, k = 1, m.end()
        while k < len(tex) and depth:
            depth += {"{": 1, "}": -1}.get(tex[k], 0)
            k += 1
        inside.append((m.start(), k))

    def one(m) -> str:
        if any(a <= m.start() < b for a, b in inside):
            return m.group()
        return "\\mathrm{" + re.sub(r"\{\\_\}|\\_|\{_\}", r"\\_", m.group(1)) + "}"

    return _UNDERSCORED_NAME.sub(one, tex)


_NULL_LEFT = re.compile(r"\\left\s*\.")
_BAR_RIGHT = re.compile(r"\\right\s*(?:\||\\vert(?![A-Za-z]))(\s*_)(?=\s*\{[^{}]*=)")  # (\right|_{x = a}: values)


def parse(tex: str, *, functions=(), words=(), compounds=(), complex_form: bool = False, matrices=(),
          bold_matrices=(), labelled=(), slash_rest: bool = False, macros=(), dimensions=(),
          conjugates: bool = True, valued=(), argument_rest: bool = False, spelled=(), series: bool = False,
          index_words=(), set_words=(), spaced_product: bool = False, products=()) -> Parsed:
    """Read one side of a relation (an expression without a top-level relation).

    ``functions``: names that are functions besides ``DEFAULT_FUNCTIONS`` (``f(x)`` is then an application;
    ``x(1+y)`` stays a product; ``f_m(x)`` an application of the indexed function ``f_`` to ``m, x``).
    ``words``: multi-letter names besides ``DEFAULT_WORDS`` (a run of letters that is a word is one symbol;
    any other run is a product of one-letter symbols).  ``compounds``: the names ``Delta<name>`` that are one
    name (``\\Delta\\theta`` a phase difference, not Δ times θ), as the document defines them.
    A letter ``i`` at an Euler position is the imaginary unit (``imaginary_positions``); ``complex_form``: the
    formula writes complex numbers (it has such a position), so ``a + i \\cdot b`` is one too.
    ``matrices``: the names that stand for matrices or vectors (the document transposes them): their symbols
    do not commute, and a superscript that is one of them is part of a name (``q_i^{X}``, ``W^{Q}``).
    ``bold_matrices``: the names that are vectors or matrices where they are written bold (``\\mathbf{q}``), and
    numbers where written plain (``q_0``, a scale factor ``k`` beside a bold ``\\mathbf{k}``).
    ``labelled``: the names whose number superscripts are labels (the document writes ``z^1`` and ``z^2`` for two
    permutations): ``z^2`` is the second z, not z squared.
    ``dimensions``: the names ``R^d`` of the matrices the document defines written out with a subscript and the
    superscript d, a letter it uses as a dimension (``\\mathbb{R}^d``): there ``R^d_{\\Theta,m}`` is a name (d labels
    its size), not R to the power d.
    ``macros``: the names of the macros the document defines (expanded before this, unless they expand without
    end): one left in ``tex`` is not read, where a macro nothing defines, used as a name, is read as that name.
    ``conjugates``: a superscript ``*`` is the complex conjugate (in a document that writes complex numbers);
    otherwise it labels the name (``\\theta^*``, the optimum, is ``\\theta^\\star``).  ``valued``: the words the
    document gives a value with an index (``\\text{scale}_k = 2^{-k}``): one with an index before parentheses is that
    number times them, where any other word with an index before parentheses is a function (``\\text{PE}_p(x)``).
    ``products``: the bold capitals the document writes as matrix factors (``names._bold_products``), which multiply
    parentheses of bold names after them.  ``spelled``: runs of capitals the document writes as products of its
    one-letter names (``4BTNH``: B, T, N and H
    each stand alone in its formulas), which are products of letters however long.  ``series``: a sum cut off
    with an ellipsis (``1 + z + \\frac{z^2}{2!} + \\dots``) is read as its terms plus ``tail(t_1, …, t_n)``, the part
    not written (``suite.reader.series`` decides such a relation); otherwise it is not read.  ``index_words``: the
    words the document writes as one index among others (``p_{pos,2i}``, ``PE_{pos+k}``): a subscript that is one of
    them alone (``p_{pos}``) is that index, the member at pos, not a label making the name p_pos.
    Raises ``Unread``."""
    if sys.getrecursionlimit() < _STACK:
        sys.setrecursionlimit(_STACK)  # only ever raised: MAX_NESTING levels must fit
    functions = DEFAULT_FUNCTIONS | set(functions)
    words = DEFAULT_WORDS | set(words) | {f for f in functions if len(f) > 1 and f.isalpha()}
    try:
        tex = _unicode_scripts(font_switches(tex))  # e⁻ᶻ, zᵢ, eᶻᵢ: e^{-z}, z_{i}, e^{z_{i}}; {\\rm act}: \\mathrm{act}
        tex = _UPRIGHT_EXPONENT.sub(r"\1e\2", tex)  # 312\text{e}12: 312e12, a number in E notation, not 312·e·12
        tex = _LEADING_POINT.sub(r"0.", tex)  # .5 + .25: 0.5 + 0.25
        tex = _TRANSPOSE_IN_A_FONT.sub(r"^{\\top}", _generalised_fractions(_physics_derivatives(tex)))
        tex = _PRIMED_CONJUGATE.sub("'^*", tex)  # k^{'*}_m: the conjugate of k'_m
        tex = _ROOT_SIGN.sub(r"\\sqrt{\1}", tex)  # √d_{model}: the root of d_model
        tex = _unwrap_bracketed_groups(tex)  # \left( {{x_n},n} \right): the arguments x_n, n (MathType's braces)
        tex = _UNCOMMAED_SEQUENCE.sub(_commaed, tex)
        tex = _uncoloured(tex)  # \textcolor{input}{\boldsymbol x}_i, {\color{red} x}_i: the name the colour is on
        tex = _ARG_EXTREMUM.sub(lambda m: "\\arg" + (m.group(1) or m.group(2)).lower(), tex)  # \arg\max, \mathop{\rm argmax}: \argmax
        tex = _BRACED_ONE_NAME.sub(_braced_one_name, tex)  # {\omicron}_{\tau}: the name \omicron_{\tau}
        for _ in range(3):  # {f_k}\left( …, {{x_n}}: a name with its scripts, braced alone (MathType writes them so)
            tex = _BRACED_SCRIPTED_NAME.sub(_braced_one_name, tex)
        tex = _BOLD_RESULT.sub(_unbolded, tex)  # \textbf{34.3 GB}, \mathbf{4880 \text{ days}}: a result set in bold
        tex = _DOUBLE_BRACED.sub(r"\\\1{\2}", tex)  # \mathbf{{q}}: \mathbf{q}
        tex = _COUNT_OF.sub(lambda m: "\\text{number of " + (m.group(1) or m.group(2)) + "}", tex)  # \#\text{GPUs}
        tex = _underscored_names(tex)  # step{\_}num, warmup\_steps: one name with an underscore
        tex = _ABBREVIATED_NO.sub(r"\1 ", tex)  # \text{No. params}: the number of parameters, a name
        tex = _TEXT_NOTE.sub(_drop_note, tex)  # S \times d \text{ (mean)}: a note in words on the term, not a factor
        tex = _COUNT_LABEL.sub(_drop_count_label, tex)  # 12 \text{ heads}, 8\ \text{bytes per weight}: what it counts
        tex = _mark_units(tex, frozenset(spelled))  # 2\,\text{bytes}, 3\text{ms}, 8\mu\text{s}, 16GB: units of measure, not names
        tex = _MAGNITUDE_UNIT.sub(r"\1\\text{\2 unit}", tex)  # 7\text{B}: a unit (billion? bytes?), not the name B
        tex = _PER_SECOND.sub(lambda m: m.group(1) + "/\\text{s unit}", tex)  # 2\text{ TB}/\text{s}: a rate
        tex = _MAGNITUDE_SUFFIX.sub(r"\1\\text{\2 unit}", tex)  # N = 7B, a 4K context: the same, written in italics
        percents = {m.group(1) for m in _PERCENT.finditer(tex)}  # (a percentage shows its digits: a result)
        tex = _PERCENT.sub(r"(\1/100)", tex)  # 95\%: a hundredth of 95
        if len(_NULL_LEFT.findall(tex)) == len(_BAR_RIGHT.findall(tex)) > 0:
            # \left. (a^2 + b) \right|_{a = 3}: the null delimiter and the evaluation bar it sizes
            tex = _BAR_RIGHT.sub(r"\\big|\1", _NULL_LEFT.sub(" ", tex))
        tokens, braces = _tokenize(tex, words, frozenset(spelled))
        imaginary_positions(tokens, complex_form)
        parser = _Parser(tex, tokens, braces, functions, frozenset(compounds), frozenset(matrices),
                         frozenset(bold_matrices), frozenset(labelled))
        parser.dimensions = frozenset(dimensions)
        parser.slash_rest = slash_rest
        parser.argument_rest = argument_rest
        parser.spaced_product = spaced_product
        parser.defined_macros = frozenset(macros)
        parser.conjugates = conjugates
        parser.valued = frozenset(valued)
        parser.series = series
        parser.index_words = frozenset(index_words)
        parser.set_words = frozenset(set_words)
        parser.bold_products = frozenset(products)
        expr = parser.side()
        names = sorted(parser.names, key=parser.names.get)
        mantissas = {m.group(1) for m in _SCIENTIFIC_TEX.finditer(tex)}
        return Parsed(expr, parser.literals, shown_literals(expr, parser.literals), names, parser.bold,
                      parser.log_base_unstated, parser.open_sums, parser.slash_ambiguous, parser.argument_ambiguous,
                      parser.argument_spaced, frozenset(x for x, (dg, _) in parser.literals.items() if dg in mantissas),
                      digits_spaced=parser.digits_spaced,
                      percents=frozenset(x for x, (dg, _) in parser.literals.items() if dg in percents))
    except Unread:
        raise
    except RecursionError as e:
        raise Unread("nesting", 0, "deeper than the reader's stack") from e
    except Exception as e:  # noqa: BLE001 - whatever goes wrong inside is reported as not read, with why
        if type(e).__name__ in ("ShapeError", "NonSquareMatrixError"):  # (sympy.matrices.exceptions)
            raise Unread("matrices whose sizes do not fit", 0, "a product, sum or power of written-out matrices whose "
                         "sizes do not fit as the reader reads their entries (entries that are blocks, or rows the "
                         "text elides)", detail=f"{type(e).__name__}: {str(e)[:200]}") from e
        raise Unread("(reader failure)", 0, "the reader could not build this side",
                     detail=f"{type(e).__name__}: {str(e)[:200]}") from e


# TeX's old font switches, which set the rest of their group: {\rm prefix}, x_{\rm params}, N _{ \rm act }
_FONT_SWITCH = re.compile(r"\\(rm|bf|it|sf|tt|cal)(?![A-Za-z])\s*([A-Za-z0-9][A-Za-z0-9 .,'-]*?)\s*(?=\}|$)")
# (\text{e} with the digits right after its brace, no sign, no space: 3\mathrm{e}-1 and 4\mathrm{e} 2 hold Euler's e)
_UPRIGHT_EXPONENT = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*\\(?:text|textrm)\s*\{\s*[eE]\s*\}(\d+)(?![\d.])")
# a font switch as all a box holds: \mbox{\bf f}, \text{\rm softmax}: the name in that font (\mathbf{f})
_BOXED_SWITCH = re.compile(r"\\(?:mbox|hbox|text|textrm)\s*\{\s*\\(rm|bf|it|sf|tt|cal)(?![A-Za-z])\s*"
                           r"([A-Za-z0-9][A-Za-z0-9 .,'/-]*?)\s*\}")
_BRACED_SWITCH = re.compile(r"\{\s*\\(rm|bf|it|sf|tt|cal)(?![A-Za-z])\s*([A-Za-z0-9][A-Za-z0-9 .,'/-]*?)\s*\}")
_FONT_COMMAND = {"rm": "mathrm", "bf": "mathbf", "it": "mathit", "sf": "mathsf", "tt": "mathtt", "cal": "mathcal"}


def font_switches(tex: str) -> str:
    """``tex`` with each font switch whose group holds only a word (``{\\rm params}``) written as its command
    (``{\\mathrm{params}}``); a switch before anything else is left as written."""
    if "\\" not in tex:
        return tex
    def braced(m) -> str:  # {\rm params}: \mathrm{params}, inside the braces of a script (_{\rm params}) kept braced
        cmd = "\\" + _FONT_COMMAND[m.group(1)] + "{" + m.group(2) + "}"
        return "{" + cmd + "}" if m.string[:m.start()].rstrip().endswith(("_", "^")) else cmd

    tex = _BOXED_SWITCH.sub(lambda m: "\\" + _FONT_COMMAND[m.group(1)] + "{" + m.group(2) + "}", tex)
    tex = _BRACED_SWITCH.sub(braced, tex)
    return _FONT_SWITCH.sub(lambda m: "\\" + _FONT_COMMAND[m.group(1)] + "{" + m.group(2) + "}", tex)


# q^\mathbf{T}, k^{\mathsf{T}}: a T in a font as a superscript is the transpose, as T itself is
_FONT_T = r"\\(?:mathbf|mathsf|mathrm|bm|boldsymbol|textsf|textrm|text|mathit|rm)\s*\{\s*T\s*\}"
_TRANSPOSE_IN_A_FONT = re.compile(r"\^\s*(?:\{\s*" + _FONT_T + r"\s*\}|" + _FONT_T + r")")
_OVER = re.compile(r"\\(over|atop|choose)(?![A-Za-z])")
# the root sign typed as a character, before what it takes: a name with its subscript, a number, a group
_ROOT_SIGN = re.compile(r"√\s*(\([^()]*\)|\{[^{}]*\}|\\[A-Za-z]+(?:_\{[^{}]*\}|_[A-Za-z0-9])?|"
                        r"[A-Za-z](?:_\{[^{}]*\}|_[A-Za-z0-9])?|\d+(?:\.\d+)?)")
# an i that ends a term, after a digit, a closing bracket or a letter's subscript digit (q_1 i, \theta_0 i): the unit
_UNIT_LAST = re.compile(r"(?<![\\A-Za-z_^{])i\s*(?=\)|\]|$|[+\-=&]|\\\\|\\right)")
_OPENERS = re.compile(r"(?:\\left\s*(?:\(|\[|\\\{|\\langle|\\lbrace)|\(|\[|\\langle)\s*$")
_CLOSERS = re.compile(r"\s*(?:\\right\s*(?:\)|\]|\\\}|\\rangle|\\rbrace)|\)|\]|\\rangle)")


def _unwrap_bracketed_groups(tex: str) -> str:
    """``tex`` with every brace group that is all a bracket holds (``\\left( {{x_n},n} \\right)``, ``\\left\\{ {q,k,v}
    \\right\\}``, as MathType and some blogs write them) unwrapped: in TeX a group only groups, and its commas
    separate the bracket's items."""
    for _ in range(8):  # (nested ones, outermost first; a few rounds at most)
        out, k = [], 0
        while k < len(tex):
            j = _closing_brace(tex, k) if tex[k] == "{" and (k == 0 or tex[k - 1] != "\\") \
                and _OPENERS.search(tex, 0, k) else None
            if j is not None and _CLOSERS.match(tex, j + 1) and "," in tex[k:j]:
                out.append(tex[k + 1:j])
                k = j + 1
            else:
                out.append(tex[k])
                k += 1
        if "".join(out) == tex:
            break
        tex = "".join(out)
    return tex


# a prime and a star in one superscript (k^{'*}, k^{*'}, k^{\prime *}): the name primed, then its conjugate
_PRIMED_CONJUGATE = re.compile(r"\^\s*\{\s*(?:(?:'|\\prime)\s*\*|\*\s*(?:'|\\prime))\s*\}")


# "(x_1 \ldots x_{J})": a sequence's first and last entries of one name with the dots between, no commas (low dots
# only: "(x_1 \cdots x_n)" is a product)
_SUB = r"(?:_\s*\{[^{}]*\}|_\s*[A-Za-z0-9])"
_UNCOMMAED_SEQUENCE = re.compile(r"([(\[])\s*([A-Za-z])(" + _SUB + r")\s*\\(ldots|hdots)(?![A-Za-z])\s*"
                                 r"([A-Za-z])(" + _SUB + r")\s*([)\]])")


def _commaed(m) -> str:
    if m.group(2) != m.group(5):
        return m.group(0)
    return f"{m.group(1)}{m.group(2)}{m.group(3)}, \\{m.group(4)}, {m.group(5)}{m.group(6)}{m.group(7)}"


_PHYSICS_DERIVATIVE = re.compile(r"\\(p?dv)(?![A-Za-z*])\s*(?=\{(?!\}))")
_PHYSICS_HIGHER = re.compile(r"\\(p?dv)(?![A-Za-z*])\s*(?=\[)")  # \dv[2]{f}{x}: the order given first


def _next_group(tex: str, j: int) -> tuple[str, int] | None:
    """What the brace group opening at ``j`` (past spaces) holds, and the offset just after it; None when no group
    opens there or it does not close."""
    while j < len(tex) and tex[j] == " ":
        j += 1
    close = _closing_brace(tex, j) if j < len(tex) and tex[j] == "{" else None
    return None if close is None else (tex[j + 1:close], close + 1)


def _physics_derivatives(tex: str) -> str:
    """The physics package's derivatives written as fractions: ``\\dv{f}{x}`` as ``\\frac{\\mathrm{d} f}{\\mathrm{d} x}``,
    ``\\pdv{f}{x}`` as ``\\frac{\\partial f}{\\partial x}``, and ``\\dv{x}`` alone as the operator ``\\frac{\\mathrm{d}}{\\mathrm{d}
    x}`` applied to what follows (a document that defines \\dv itself has it expanded before: ``suite.reader.macros``).
    ``\\dv[2]{f}{x}``, ``\\pdv{f}{x}{y}`` (higher and mixed derivatives) and ``\\dv{f}{}`` are left for the reader to
    name."""
    tex = _PHYSICS_HIGHER.sub(r"\\\1{}", tex)  # (\dv[2]{f}{x}: left for the reader to name, never f·x·dv[2])
    k = 0
    for _ in range(32):
        m = _PHYSICS_DERIVATIVE.search(tex, k)
        first = _next_group(tex, m.end()) if m else None
        if first is None:
            break
        second = _next_group(tex, first[1])
        if second is not None and (not second[0].strip() or _next_group(tex, second[1]) is not None):
            k = m.end()  # \pdv{f}{x}{y}, \dv{f}{}: left for the reader to name
            continue
        d = "\\partial" if m.group(1) == "pdv" else "\\mathrm{d}"
        if second is not None:
            written, end = f"\\frac{{{d} {first[0]}}}{{{d} {second[0]}}}", second[1]
        else:
            written, end = f"\\frac{{{d}}}{{{d} {first[0]}}}", first[1]
        tex = tex[:m.start()] + written + tex[end:]
        k = m.start() + len(written)
    return tex


def _generalised_fractions(tex: str) -> str:
    """Plain TeX's ``{a \\over b}`` (and ``\\choose``) written as ``\\frac{a}{b}`` (``\\binom{a}{b}``): the group
    around the command, or the whole side, is the fraction.  ``\\atop`` is left for the reader to name."""
    for _ in range(32):
        m = _OVER.search(tex)
        if not m or m.group(1) == "atop":
            return tex
        depth, a = 0, 0
        for k in range(m.start() - 1, -1, -1):
            c = tex[k]
            if c == "}" and (k == 0 or tex[k - 1] != "\\"):
                depth += 1
            elif c == "{" and (k == 0 or tex[k - 1] != "\\"):
                if depth == 0:
                    a = k + 1
                    break
                depth -= 1
        depth, b = 0, len(tex)
        for k in range(m.end(), len(tex)):
            c = tex[k]
            if c == "{" and tex[k - 1] != "\\":
                depth += 1
            elif c == "}" and tex[k - 1] != "\\":
                if depth == 0:
                    b = k
                    break
                depth -= 1
        cmd = "\\binom" if m.group(1) == "choose" else "\\frac"
        tex = tex[:a] + f"{cmd}{{{tex[a:m.start()]}}}{{{tex[m.end():b]}}}" + tex[b:]
    return tex


# a number in scientific notation as TeX writes it: a mantissa times 10 to a power (2.1 \\times 10^9, 1.2 \\cdot 10^{-4})
_SCIENTIFIC_TEX = re.compile(r"(?<![\d.])(\d\.\d+|\d)\s*(?:\\times|\\cdot|×|·)\s*10\s*\^")


def shown_literals(expr, literals) -> set:
    """The literals reachable from ``expr`` through Add, Mul, the base of a Pow and vector or matrix entries."""
    out, stack = set(), [expr]
    while stack:
        e = stack.pop()
        if e in literals:
            out.add(e)
        elif isinstance(e, (Add, Mul, Tuple)):
            stack.extend(e.args)
        elif isinstance(e, MatrixBase):
            stack.extend(e)
        elif isinstance(e, Pow):
            stack.append(e.base)
    return out


# --- tokens ------------------------------------------------------------------------------------------

@dataclass(slots=True)
class _Token:
    """One token: its kind, its normalized value and where it is in the input.

    Kinds: num (digits, "0.5"), letter (one Latin letter), word (a known multi-letter name), greek (its
    name), roman (the text of \\text{…}, \\mathrm{…}, …), cmd (a command's name; also "sin" typed plainly),
    op (+ - * / ^ _ ! ' , . ; : & and "\\\\" between rows), rel (= < > <= >= != ≈), delim (brackets:
    ( ) [ ] | \\| \\{ \\} langle rangle lfloor rfloor lceil rceil, and "." after \\left), brace ({ }),
    ellipsis, begin and end (an environment's name), eof.  ``mark``: "open"/"close" for a delimiter sized
    by \\left/\\right (\\bigl, \\lvert, …), "truncated" for a decimal followed by an ellipsis."""
    kind: str
    value: str
    pos: int
    end: int
    mark: str = ""


_SKIP = re.compile(r"(?:\s+|~|[\u2061-\u2064\u200b]|\\[,;:! >\n]|\\(?:quad|qquad|displaystyle|textstyle|scriptstyle|scriptscriptstyle|"
                   r"limits|nolimits|mathstrut|strut|relax|displaylimits|thinspace|medspace|thickspace|enspace|tiny|scriptsize|"
                   r"footnotesize|small|normalsize|large|Large|LARGE|huge|Huge|hline|hdashline|midrule|toprule|"
                   r"bottomrule)(?![A-Za-z])|\\color\s*\{[^{}]*\}|\\[hv]?phantom\s*\{[^{}]*\}|\\[hv]space\*?\s*\{[^{}]*\})+")
# digits with thousands separators (1\,024, 10{,}000: groups of three after a first group of one to three)
_NUMBER = re.compile(r"(\d{1,3}(?:(?:\\,|\{,\})\d{3}(?!\d))+|\d+)(\.\d+)?([eE][+-]?\d+(?!\w|\.\d))?")  # 4e3, 1.5e-7
# (2e-4. ending a sentence: the number 2e-4, then the full stop; 2e-4.5 is no number in E notation)
_TRUNCATION = re.compile(r"(?:\s|~|\\[,;:! ])*(?:\.\.\.|…|\\(?:ldots|dots|cdots|hdots)(?![A-Za-z]))")
_COMMAND = re.compile(r"\\([A-Za-z]+|.)", re.S)
_ROW_SPACING = re.compile(r"\s*\[\s*-?[\d.]+\s*(?:pt|em|ex|mm|cm|in|mu|bp)\s*\]")
_IDENT = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*")
_WORDS_NAME = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:(?: |, ?)[A-Za-z][A-Za-z0-9]*){1,3}")  # (\text{layer, token})
# words that make text in a formula a sentence, not a name (\text{FFW blocks are compute bound when})
_SENTENCE_WORDS = frozenset({"is", "are", "was", "were", "be", "when", "if", "where", "then", "so", "because", "since",
                             "iff", "otherwise", "else", "we", "it", "this", "that", "which", "not"})
# text that holds arithmetic on names (a formula typed in \text{…}): names, numbers, + - * / ( ) and spaces
_ARITHMETIC_TEXT = re.compile(r"\s*[A-Za-z0-9_.\\]+(?:\s*[-+*/]\s*\(?\s*[A-Za-z0-9_.\\]+\s*\)?)+\s*\)?\s*|"
                              r"\s*\(?\s*[A-Za-z0-9_.\\]+(?:\s*[-+*/()]\s*[A-Za-z0-9_.\\]*)*\s*")


def _words_of(text: str) -> set:
    """The names of a formula typed in text: its runs of letters (joined by underscores), each one name."""
    return set(re.findall(r"[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*", text.replace("\\_", "_")))


_PROSE_LEADS = frozenset({"if", "for", "when", "where", "with", "and", "or", "is", "are", "so", "then", "since", "because",
                          "otherwise", "else", "else", "such", "all", "each", "every", "as", "the", "a", "an", "of"})
_RUN = re.compile(r"[A-Za-z]+")

GREEK = _GREEK = frozenset("alpha beta gamma delta epsilon varepsilon zeta eta theta vartheta iota kappa lambda mu nu xi pi "
                   "varpi rho varrho sigma varsigma tau upsilon phi varphi chi psi omega Gamma Delta Theta Lambda Xi "
                   "Pi Sigma Upsilon Phi Psi Omega ell omicron varkappa digamma".split())
_UNICODE_GREEK = dict(zip("αβγδεϵζηθϑικλμµνξπϖρϱσςτυφϕχψωΓΔΘΛΞΠΣΥΦΨΩ",
                          "alpha beta gamma delta epsilon epsilon zeta eta theta vartheta iota kappa lambda mu mu nu "
                          "xi pi varpi rho varrho sigma varsigma tau upsilon phi phi chi psi omega Gamma Delta Theta "
                          "Lambda Xi Pi Sigma Upsilon Phi Psi Omega".split(), strict=True))
# commands that read their argument as text: \text{base}, \mathrm{PE}, \operatorname{softmax}, …
_ROMAN = frozenset({"text", "textrm", "textit", "textnormal", "textsf", "mathrm", "mathit", "mathsf", "operatorname",
                    "mbox", "textsc", "texttt", "mathtt", "textbf"})
_COMMAND_TOKENS = {
    "cdot": ("op", "*"), "times": ("op", "*"), "ast": ("op", "*"), "div": ("op", "/"), "odot": ("op", "⊙"),
    "otimes": ("op", "⊗"),
    "le": ("rel", "<="), "leq": ("rel", "<="), "leqslant": ("rel", "<="), "ge": ("rel", ">="),
    "geq": ("rel", ">="), "geqslant": ("rel", ">="), "lt": ("rel", "<"), "gt": ("rel", ">"), "ne": ("rel", "!="),
    "neq": ("rel", "!="), "approx": ("rel", "≈"),
    **{d: ("ellipsis", "…") for d in ("ldots", "dots", "cdots", "dotsb", "dotsc", "dotsm", "dotso", "vdots", "ddots",
                                      "hdots", "mathellipsis", "dotsi")},
}
_CHARS = {
    "+": ("op", "+"), "-": ("op", "-"), "−": ("op", "-"), "*": ("op", "*"), "·": ("op", "*"), "⋅": ("op", "*"),
    "×": ("op", "*"), "/": ("op", "/"), "÷": ("op", "/"), "^": ("op", "^"), "_": ("op", "_"), "!": ("op", "!"),
    "'": ("op", "'"), "′": ("op", "'"), "’": ("op", "'"), ",": ("op", ","), ".": ("op", "."), ";": ("op", ";"), ":": ("op", ":"),
    "&": ("op", "&"), "=": ("rel", "="), "<": ("rel", "<"), ">": ("rel", ">"), "≤": ("rel", "<="),
    "≥": ("rel", ">="), "≠": ("rel", "!="), "≈": ("rel", "≈"), "{": ("brace", "{"), "}": ("brace", "}"),
    "…": ("ellipsis", "…"), "∞": ("cmd", "infty"), "∼": ("rel", "∼"), "∈": ("rel", "∈"), "∝": ("rel", "∝"), "∑": ("cmd", "sum"), "∏": ("cmd", "prod"), "∫": ("cmd", "int"),
    "⊤": ("cmd", "top"),
}
_MULTI_CHARS = {"...": ("ellipsis", "…"), "<=": ("rel", "<="), ">=": ("rel", ">="), "!=": ("rel", "!=")}
_DELIMS = {
    "(": ("(", ""), ")": (")", ""), "[": ("[", ""), "]": ("]", ""), "|": ("|", ""), "‖": ("\\|", ""),
    "⟨": ("langle", ""), "⟩": ("rangle", ""), "⌊": ("lfloor", ""), "⌋": ("rfloor", ""), "⌈": ("lceil", ""),
    "⌉": ("rceil", ""), "\\{": ("\\{", ""), "\\}": ("\\}", ""), "\\lbrace": ("\\{", ""), "\\rbrace": ("\\}", ""),
    "\\|": ("\\|", ""), "\\Vert": ("\\|", ""), "\\vert": ("|", ""), "\\lvert": ("|", "open"),
    "\\rvert": ("|", "close"), "\\lVert": ("\\|", "open"), "\\rVert": ("\\|", "close"), "\\langle": ("langle", ""),
    "\\rangle": ("rangle", ""), "\\lfloor": ("lfloor", ""), "\\rfloor": ("rfloor", ""), "\\lceil": ("lceil", ""),
    "\\rceil": ("rceil", ""), "\\mid": ("|", ""),
}
_SIZED = re.compile(r"(?:left|right|bigl|bigr|Bigl|Bigr|biggl|biggr|Biggl|Biggr|big|Big|bigg|Bigg|bigm|Bigm)")
_SCRIPT_DIGITS = {"^": "⁰¹²³⁴⁵⁶⁷⁸⁹", "_": "₀₁₂₃₄₅₆₇₈₉"}
# Unicode superscripts and subscripts beyond digits alone (a sign, a bracket, a letter): typed formulas write
# σ(z) = 1 / (1 + e⁻ᶻ), zᵢ, eᶻᵢ
_SUPERSCRIPT = dict(zip("⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁱⁿᵃᵇᶜᵈᵉᶠᵍʰʲᵏˡᵐᵒᵖʳˢᵗᵘᵛʷˣʸᶻᵀ", "0123456789+-=()inabcdefghjklmoprstuvwxyzT"))
_SUBSCRIPT = dict(zip("₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₒₓₕₖₗₘₙₚₛₜᵢⱼᵣᵤᵥ", "0123456789+-=()aeoxhklmnpstijruv"))
_SCRIPT_RUN = re.compile("([" + "".join(_SUPERSCRIPT) + "]*)([" + "".join(_SUBSCRIPT) + "]*)")
_NOT_DIGITS_ONLY = re.compile("[" + "".join(c for c in list(_SUPERSCRIPT) + list(_SUBSCRIPT)
                                            if c not in "⁰¹²³⁴⁵⁶⁷⁸⁹₀₁₂₃₄₅₆₇₈₉") + "]")


def _unicode_scripts(tex: str) -> str:
    """Runs of Unicode superscripts and subscripts with a sign, a bracket or a letter as TeX scripts; a subscript
    right after a superscript is the exponent's own (eᶻᵢ is e^{z_{i}}).  Digits alone are read by the tokenizer."""
    if not _NOT_DIGITS_ONLY.search(tex):
        return tex

    def script(m):
        sup, sub = m.group(1), m.group(2)
        if not sup and not sub:
            return ""
        up = "".join(_SUPERSCRIPT[c] for c in sup)
        down = "".join(_SUBSCRIPT[c] for c in sub)
        if sup and sub:
            return "^{" + up + "_{" + down + "}}"
        return "^{" + up + "}" if sup else "_{" + down + "}"

    return _SCRIPT_RUN.sub(script, tex)
# a plainly typed function name (sin(x) in Markdown) is the function, not a product of letters
# units written after a number whose value is exact and not in doubt (binary byte prefixes, the radian); the
# decimal ones (KB, GB, M, B) mean 10^3k or 2^10k depending on the writer and are left as names
UNITS = {"rad": 1, "KiB": 2 ** 10, "kiB": 2 ** 10, "MiB": 2 ** 20, "GiB": 2 ** 30, "TiB": 2 ** 40, "PiB": 2 ** 50}

_PLAIN_FUNCTIONS = frozenset({"sin", "cos", "tan", "exp", "log", "ln", "sinh", "cosh", "tanh", "abs", "cis", "arcsin",
                              "arccos", "arctan"})


def _tokenize(tex: str, words, spelled=frozenset()) -> tuple[list[_Token], dict[int, int]]:
    """The tokens of ``tex`` (trailing punctuation dropped, an eof token last) and the index of the brace
    closing each opening brace.  Raises ``Unread`` for a character or brace it cannot place."""
    toks: list[_Token] = []
    i, n = 0, len(tex)
    while i < n:
        skip = _SKIP.match(tex, i)
        if skip:
            i = skip.end()
        elif "0" <= tex[i] <= "9":
            i = _number(tex, i, toks)
        elif tex[i].isascii() and tex[i].isalpha():
            i = _letters(tex, i, toks, words, spelled)
        elif tex[i] == "\\":
            i = _command(tex, i, toks)
        elif tex.startswith(("{-}", "{+}"), i):  # 1{-}\\phi: an operator in braces (TeX's spacing), the operator
            toks.append(_Token("op", tex[i + 1], i, i + 3))
            i += 3
        elif tex[i] == "{" and _braced_name(tex, i):
            m = _BRACED_NAME.match(tex, i)  # {lse}_i, {out}_i^{new}: a name in braces, then its scripts
            toks.append(_Token("roman", m.group(1), i, m.end()))
            i = m.end()
        else:
            i = _character(tex, i, toks)
    while toks and ((toks[-1].kind == "op" and toks[-1].value in ",.;:")
                    or (toks[-1].kind == "roman" and toks[-1].value.strip() in ",.;:")):
        toks.pop()
    toks.append(_Token("eof", "", n, n))
    return toks, _match_braces(toks)


_BRACED_NAME = re.compile(r"\{([A-Za-z]+)\}(?=\s*[_^])")


def _braced_name(tex: str, i: int) -> bool:
    """Whether a name in braces that takes a script starts at ``i`` (``{lse}_i``), where a group is an operand: not
    a script's own braces (``x_{ij}^{k}``) nor a command's argument (``\\frac{ab}``, ``\\mathrm{d}``)."""
    if not _BRACED_NAME.match(tex, i):
        return False
    before = tex[:i].rstrip()
    return not before or before[-1] in "=+-*/(,[&{|<>" or before.endswith(("\\left(", "\\cdot", "\\times"))


_TRIG = ("sin", "cos")


def imaginary_positions(toks: list, complex_form: bool = False) -> int:
    """Mark (in place, as ``\\mathrm{i}``) each letter ``i`` that stands where a document writes the imaginary
    unit, and return how many: the first ``i`` written at the top level of an exponent of e or of ``\\exp(…)``
    (``e^{i\\omega t}``, ``e^{-2\\pi i k n/N}``, ``e^{-i \\frac{i}{\\omega}}``: only the first, and not one
    inside a fraction), a term ``± i\\sin…`` / ``± i \\cdot \\cos…``, and, when ``complex_form``, any added term
    ``± i \\cdot x`` / ``± i x`` / ``± i (…)`` and a term that ends in ``i`` after a number or a fraction
    (``0.866i``, ``\\frac{\\sqrt{3}}{2} i``; not inside a script).  Everywhere else ``i`` stays a name (a position,
    an index).  An ``i`` followed
    by a subscript, a superscript, a prime, a relation or "/" is never marked (``e^{-i/\\omega}`` may mean
    either: the relation reading it says so)."""
    def kind(k):
        return toks[k].kind if 0 <= k < len(toks) else "eof"

    def val(k):
        return toks[k].value if 0 <= k < len(toks) else ""

    def markable(k) -> bool:
        nxt = k + 1
        return not ((kind(nxt) == "op" and val(nxt) in ("_", "^", "'", "/")) or kind(nxt) == "rel")

    marked = set()
    for k, tok in enumerate(toks):
        opens = None
        if tok.kind == "brace" and tok.value == "{" and kind(k - 1) == "op" and val(k - 1) == "^" \
                and kind(k - 2) == "letter" and val(k - 2) == "e":
            opens = ("brace", "{", "}")
        elif tok.kind == "delim" and tok.value == "(" and kind(k - 1) == "cmd" and val(k - 1) == "exp":
            opens = ("delim", "(", ")")
        if opens is None:
            continue
        depth = 0
        for q in range(k + 1, len(toks)):
            t = toks[q]
            if t.kind in ("brace", "delim") and t.value in ("{", "(", "[") and t.mark != "close":
                depth += 1
            elif t.kind in ("brace", "delim") and t.value in ("}", ")", "]"):
                if depth == 0:
                    break
                depth -= 1
            elif depth == 0 and t.kind == "letter" and t.value == "i" and not (kind(q - 1) == "op" and val(q - 1) in "_^"):
                if markable(q):
                    marked.add(q)
                break
            elif depth == 0 and (t.kind == "cmd" and t.value in _FRACTIONS):
                break  # e^{\\frac{i}{\\omega}}: not read as imaginary
    for k, tok in enumerate(toks):
        if tok.kind != "letter" or tok.value != "i" or k in marked or not markable(k):
            continue
        if not (kind(k - 1) == "op" and val(k - 1) in "+-"):
            continue
        after = k + 2 if kind(k + 1) == "op" and val(k + 1) == "*" else k + 1
        if kind(after) == "cmd" and val(after) in _TRIG:
            marked.add(k)
        elif complex_form and (kind(after) in ("letter", "greek", "cmd", "word", "num", "roman") or (
                kind(after) == "delim" and val(after) in ("(", "[") and toks[after].mark != "close")) \
                and not (kind(k - 2) == "op" and val(k - 2) in ("^", "_")):
            marked.add(k)  # (x cos θ - y sin θ) + i (x sin θ + y cos θ): an added imaginary term
    if complex_form:  # 0.5 + 0.866i, \\frac{1}{2} + \\frac{\\sqrt{3}}{2} i: a term that ends in i, a number times it
        scripts, stack = set(), []
        for k, tok in enumerate(toks):  # (the tokens inside a sub- or superscript group: 10000^{-2i}, \\theta_{2i})
            if tok.kind == "brace" and tok.value == "{":
                stack.append(kind(k - 1) == "op" and val(k - 1) in "_^" or (bool(stack) and stack[-1]))
            elif tok.kind == "brace" and tok.value == "}" and stack:
                stack.pop()
            elif stack and stack[-1]:
                scripts.add(k)
        for k, tok in enumerate(toks):
            if tok.kind != "letter" or tok.value != "i" or k in marked or k in scripts:
                continue
            if not (kind(k - 1) == "num" or (kind(k - 1) == "brace" and val(k - 1) == "}") or (
                    kind(k - 1) in ("letter", "greek") and kind(k - 2) == "op" and val(k - 2) in "+-")):
                continue  # (a + bi: a letter alone after the sign, times i)
            if kind(k + 1) in ("eof", "rel") or (kind(k + 1) == "op" and val(k + 1) in "+-") or (
                    kind(k + 1) == "delim" and val(k + 1) in (")", "]")):
                marked.add(k)
        body = [k for k, t in enumerate(toks) if t.kind != "eof"]
        if len(body) in (1, 2) and toks[body[-1]].kind == "letter" and toks[body[-1]].value == "i" \
                and (len(body) == 1 or (toks[body[0]].kind == "op" and toks[body[0]].value in "+-")):
            marked.add(body[-1])  # e^{i\pi/2} = i: a side that is i alone, in a formula that writes complex numbers
    for k in marked:
        toks[k] = replace(toks[k], kind="roman")
    return len(marked)


_HEX = re.compile(r"0[xX]([0-9A-Fa-f]+)(?![0-9A-Za-z])")


def _number(tex: str, i: int, toks: list) -> int:
    """A number: digits (thousands separators removed), a decimal part, a truncating ellipsis; ``0x2F7`` in
    hexadecimal."""
    h = _HEX.match(tex, i)
    if h:
        toks.append(_Token("num", str(int(h.group(1), 16)), i, h.end()))
        return h.end()
    m = _NUMBER.match(tex, i)
    digits = re.sub(r"\\,|\{,\}", "", m.group(1)) + (m.group(2) or "") + (m.group(3) or "").lower()
    end, mark = m.end(), ""
    if m.group(2) and not m.group(3):
        t = _TRUNCATION.match(tex, end)
        if t:
            end, mark = t.end(), "truncated"
    toks.append(_Token("num", digits, i, end, mark))
    return end


_ESCAPED_NAME = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:\\_[A-Za-z0-9]+)+")  # step\_num, warmup\_steps: one name
LONG_RUN = 4  # a run of this many letters or more is a name (lrate, warmup, score), not a product of letters


def _letters(tex: str, i: int, toks: list, words, spelled=frozenset()) -> int:
    """A run of Latin letters: one word (a known one, one of ``LONG_RUN`` letters or more that does not start with a
    plainly typed function, or one joined by escaped underscores), a plainly typed function, or one token per
    letter."""
    m = _ESCAPED_NAME.match(tex, i)
    if m:
        toks.append(_Token("word", m.group().replace("\\_", "_"), i, m.end()))
        return m.end()
    m = _RUN.match(tex, i)
    run = m.group()
    if run in _PLAIN_FUNCTIONS:  # sin, cos, ln typed without a backslash: the functions, even where written f(x)
        toks.append(_Token("cmd", run, i, m.end()))
    elif run in words:
        toks.append(_Token("word", run, i, m.end()))
    elif run in spelled:
        toks.extend(_Token("letter", c, i + k, i + k + 1) for k, c in enumerate(run))
    elif len(run) >= LONG_RUN and not any(run.startswith(f) for f in _PLAIN_FUNCTIONS | {"arc"}):
        toks.append(_Token("word", run, i, m.end()))
    else:
        toks.extend(_Token("letter", c, i + k, i + k + 1) for k, c in enumerate(run))
    return m.end()


def _command(tex: str, i: int, toks: list) -> int:
    """A backslash command: a row break, text, an environment, a delimiter, a Greek letter, an operator,
    a relation, an ellipsis or any other command (left for the parser to read or name)."""
    m = _COMMAND.match(tex, i)
    if not m:
        raise Unread("\\", i, "a backslash ends the side")
    name, end = m.group(1), m.end()
    if name == "\\":
        spacing = _ROW_SPACING.match(tex, end)
        toks.append(_Token("op", "\\\\", i, end))
        return spacing.end() if spacing else end
    if name == "operatorname" and tex.startswith("*", end):
        end += 1
    if name in ("bmod", "mod"):
        toks.append(_Token("op", "mod", i, end))  # x \bmod \beta: the remainder
        return end
    if name in _ROMAN and re.match(r"\{\s*mod\s*\}", tex[end:end + 12]):
        close = tex.index("}", end) + 1
        toks.append(_Token("op", "mod", i, close))  # x \text{ mod } \beta
        return close
    if name == "dot" and re.match(r"\s*[0-9]", tex[end:end + 4]):
        toks.append(_Token("op", "*", i, end))  # 5 \dot 0.7499: the accent typed for \cdot (it never dots a number)
        return end
    if name in _ROMAN or name in ("begin", "end"):
        text, end = _braced_text(tex, end, i, name)
        kind = "roman" if name in _ROMAN else name
        if kind == "roman":
            text = text.replace("\\_", "_")  # \text{div\_term}: an escaped underscore is part of the name
        if kind == "roman" and text.strip() in UNITS:
            text = text.strip()  # \text{ rad}, \,\mathrm{GiB}: the unit's name
        toks.append(_Token(kind, text if kind == "roman" else text.strip(), i, end))
    elif _SIZED.fullmatch(name):
        end = _sized_delimiter(tex, end, i, name, toks)
    elif "\\" + name in _DELIMS:
        value, mark = _DELIMS["\\" + name]
        toks.append(_Token("delim", value, i, end, mark))
    elif name in _GREEK:
        toks.append(_Token("greek", name, i, end))
    elif name in _COMMAND_TOKENS:
        toks.append(_Token(*_COMMAND_TOKENS[name], i, end))
    else:
        toks.append(_Token("cmd", name, i, end))
    return end


def _braced_text(tex: str, j: int, start: int, name: str) -> tuple[str, int]:
    """The raw text of a command's argument from ``j``: a balanced {…} or one character."""
    while j < len(tex) and tex[j].isspace():
        j += 1
    if j >= len(tex):
        raise Unread(f"\\{name}", start, "its argument is missing")
    if tex[j] != "{":
        return tex[j], j + 1
    k = _closing_brace(tex, j)
    if k is None:
        raise Unread(f"\\{name}", start, "unbalanced braces")
    return tex[j + 1:k], k + 1


def _closing_brace(tex: str, j: int) -> int | None:
    """Where the brace opened at ``j`` closes (escaped braces skipped), or None when it does not."""
    depth, k = 0, j
    while k < len(tex):
        if tex[k] == "\\":
            k += 2
            continue
        depth += {"{": 1, "}": -1}.get(tex[k], 0)
        if depth == 0:
            return k
        k += 1
    return None


def _sized_delimiter(tex: str, j: int, start: int, name: str, toks: list) -> int:
    """The delimiter after \\left, \\right, \\bigl, \\big, …: a delim token marked open or close."""
    skip = _SKIP.match(tex, j)
    j = skip.end() if skip else j
    m = _COMMAND.match(tex, j)
    key = m.group() if m else tex[j:j + 1]
    if key == "." and name in ("left", "right"):
        value, mark = ".", ""
    elif key in _DELIMS:
        value, mark = _DELIMS[key]
    else:
        raise Unread(f"\\{name}", start, "it is not followed by a delimiter")
    side = "open" if name == "left" or name.endswith("l") else "close" if name == "right" or name.endswith("r") else ""
    toks.append(_Token("delim", value, start, j + len(key), side or mark))
    return j + len(key)


def _character(tex: str, i: int, toks: list) -> int:
    """A character that is neither a digit, a letter nor a command."""
    c = tex[i]
    for chars, (kind, value) in _MULTI_CHARS.items() if c in ".<>!" else ():
        if tex.startswith(chars, i):
            toks.append(_Token(kind, value, i, i + len(chars)))
            return i + len(chars)
    if c in _CHARS:
        toks.append(_Token(*_CHARS[c], i, i + 1))
    elif c in _DELIMS:
        value, mark = _DELIMS[c]
        toks.append(_Token("delim", value, i, i + 1, mark))
    elif c in _UNICODE_GREEK:
        toks.append(_Token("greek", _UNICODE_GREEK[c], i, i + 1))
    else:
        for script, digits in _SCRIPT_DIGITS.items():
            if c in digits:
                return _script_digits(tex, i, script, digits, toks)
        if c == "‛":  # (chains.AMBIGUOUS_BRACED_COMMA)
            raise Unread("{,} between digits", i, "a decimal comma (3{,}142 = 3.142) or a thousands separator (1{,}024 "
                         "= 1024): the document writes no other number that shows which")
        if c == "‚":  # (chains.AMBIGUOUS_COMMA)
            raise Unread("a comma between digits among spaced items", i, "it may separate thousands (1,500) or two "
                         "items (1, 500), and the formula does not settle which")
        raise Unread(c, i, "a character the reader does not know")
    return i + 1


def _script_digits(tex: str, i: int, script: str, digits: str, toks: list) -> int:
    """A run of superscript (²) or subscript (₂) digits: ``^{…}`` or ``_{…}`` of those digits."""
    j = i
    while j < len(tex) and tex[j] in digits:
        j += 1
    value = "".join(str(digits.index(c)) for c in tex[i:j])
    toks.extend([_Token("op", script, i, i), _Token("brace", "{", i, i), _Token("num", value, i, j),
                 _Token("brace", "}", j, j)])
    return j


def _match_braces(toks: list[_Token]) -> dict[int, int]:
    """{index of an opening brace: index of its closing brace}; ``Unread`` when they do not balance."""
    match, stack = {}, []
    for k, t in enumerate(toks):
        if t.kind == "brace" and t.value == "{":
            stack.append(k)
        elif t.kind == "brace":
            if not stack:
                raise Unread("}", t.pos, "unbalanced braces: no { opens it")
            match[stack.pop()] = k
    if stack:
        raise Unread("{", toks[stack[-1]].pos, "unbalanced braces: no } closes it")
    return match


# --- the parser --------------------------------------------------------------------------------------

_FUNCTIONS = {"sin": (sin, asin), "cos": (cos, acos), "tan": (tan, atan), "cot": (cot, acot), "sec": (sec, asec),
              "csc": (csc, acsc), "sinh": (sinh, asinh), "cosh": (cosh, acosh), "tanh": (tanh, atanh),
              "coth": (coth, acoth), "arcsin": (asin, None), "arccos": (acos, None), "arctan": (atan, None),
              "exp": (exp, None), "ln": (log, None), "log": (log, None), "Re": (real_part, None),
              "abs": (Abs, None), "cis": (lambda x: exp(I * x), None),
              "Im": (imaginary_part, None), "arcsinh": (asinh, None), "arccosh": (acosh, None),
              "arctanh": (atanh, None), "arsinh": (asinh, None), "arcosh": (acosh, None), "artanh": (atanh, None),
              "asinh": (asinh, None), "acosh": (acosh, None), "atanh": (atanh, None)}
_BIG = frozenset({"sum", "prod", "int", "max", "min"})  # with _FUNCTIONS: what ends an unbracketed argument
_FRACTIONS = frozenset({"frac", "tfrac", "dfrac", "cfrac"})
_DECORATIONS = {"hat": "_hat", "widehat": "_hat", "tilde": "_tilde", "widetilde": "_tilde", "bar": "_bar",
                "mathcal": "_cal", "mathbb": "_bb", "mathfrak": "_frak", "mathscr": "_scr", "check": "_check",
                "breve": "_breve", "dot": "_dot", "ddot": "_ddot"}
# bold names; mathbi, mathbit, bfit and mathbold are the bold italic that books define in their style files
_BOLD = frozenset({"mathbf", "boldsymbol", "bm", "vec", "bold", "pmb", "mathbfit", "boldsymbol", "overrightarrow",
                   "mathbi", "mathbit", "bfit", "mathbold"})
_CONSTANTS = {"infty": oo, "imath": I, "jmath": I}
_ALPHABETS = frozenset({"mathbb", "mathcal", "mathfrak", "mathscr"})
_BRACES_ANNOTATED = frozenset({"underbrace", "overbrace", "underline"})
# commands that show their last argument as it is (the arguments before it are colours and the like)
_TRANSPARENT = {"boxed": 1, "textcolor": 2, "colorbox": 2, "mathop": 1, "mathrel": 1, "mathbin": 1, "mathord": 1,
                "smash": 1, "cancel": 1, "bcancel": 1, "xcancel": 1,
                # KaTeX's and MathJax's HTML commands: a class, an id, a style or a link around what is shown
                "htmlClass": 2, "htmlId": 2, "htmlStyle": 2, "htmlData": 2, "href": 2, "class": 2, "cssId": 2,
                "style": 2}
_NAMED_OPERATORS = frozenset({"Pr", "det", "dim", "ker", "deg", "gcd", "arg", "sgn", "tr", "rank", "diag", "Var", "Cov",
                              "E", "softmax", "argmax", "argmin"})
# the named operators whose value is a number even of a matrix (det W, tr W, rank W): they commute with everything
SCALAR_VALUED = frozenset({"det", "tr", "trace", "rank", "dim", "Tr"})
_MATRICES = frozenset({"pmatrix", "bmatrix", "Bmatrix", "vmatrix", "matrix", "smallmatrix", "array"})
_CLOSER = {"(": ")", "[": "]", "\\{": "\\}", "langle": "rangle", "|": "|", "\\|": "\\|", "lfloor": "rfloor",
           "lceil": "rceil"}
_ENCLOSED = {"|": Abs, "\\|": Function("norm"), "lfloor": floor, "lceil": ceiling}
_RELATIONAL = {"=": Eq, "<": Lt, ">": Gt, "<=": Le, ">=": Ge, "!=": Ne}
_TRANSPOSE = frozenset({("letter", "T"), ("cmd", "top"), ("cmd", "intercal"), ("roman", "T")})
_CONDITION_LEADS = frozenset({"if", "for", "when", "where"})
_ELLIPSIS = Symbol("…")
_TRIG_NAME = re.compile(r"sin|cos|tan|cot|sec|csc|sinh|cosh|tanh")
_INNER = Function("inner")
_PARTIAL = Function("partial")  # ∂target/∂variable of a target the formula does not write out
_GRADIENT = Function("nabla")  # ∇_variable target: a gradient, kept as written
_TOTAL = Function("total")  # d target / d variable of a target the formula does not write out (a total derivative)
_SET = Function("set")  # {a, b, …}
# a relation as an argument (P(X = x), p(y = k | x)): an event, kept as written (an Eq there would become True or
# False once values are substituted, which no function takes)
EVENTS = {Eq: "equals", Ne: "differs", Lt: "below", Le: "at_most", Gt: "above", Ge: "at_least"}
MEMBER = "member"  # x \in S written inside a set or an argument list
INDICATOR = "indicator"  # \mathbf{1}(condition): 1 where it holds, 0 elsewhere


def _is_event(e) -> bool:
    return isinstance(e, AppliedUndef) and e.func.__name__ in set(EVENTS.values()) | {MEMBER, "all_of"}


# units of measure written after a number, each read as the name <unit>_unit (suite.reader.units says what it is
# worth): the unit words and what each is read as (\text{ bytes}, \mathrm{ms}, FLOPs)
UNIT_WORDS = {"byte": "byte", "bytes": "byte", "Byte": "byte", "Bytes": "byte", "s": "s", "sec": "s", "secs": "s",
         "second": "s", "seconds": "s", "ms": "ms", "us": "us", "µs": "us", "μs": "us", "ns": "ns", "FLOP": "FLOP",
         "FLOPs": "FLOP", "flop": "FLOP", "flops": "FLOP"}
# a unit word after a number (optionally spaced: 8\,\text{ms}, 2~\mathrm{bytes}), written in text mode; after a
# closing brace too for a word longer than one letter (10^{9}\text{ bytes})
_UNIT_SPACE = r"(?:\\[,;:! ]\s*|~\s*|\\quad\s*)*"
_UNIT_TEXT = r"\\(?:text|mathrm|textrm|rm|mbox|operatorname)\s*\{\s*"
_MEASURE_WORD = re.compile(r"(\d\s*" + _UNIT_SPACE + r"|\}\s*" + _UNIT_SPACE + r"(?=" + _UNIT_TEXT + r"(?!s\s*\})))"
                           + _UNIT_TEXT + r"(" + "|".join(sorted((re.escape(w) for w in UNIT_WORDS), key=len, reverse=True))
                           + r")\s*\}")
# µs written with a Greek mu before an upright s (8\mu\text{s}, 8\,\mu\mathrm{s})
_MICRO_SECOND = re.compile(r"(\d\s*" + _UNIT_SPACE + r")\\(?:mu|upmu)\s*" + _UNIT_TEXT + r"s\s*\}")
# a unit of storage written in italics right after a number (16GB, 0.002 GB)
ITALIC_STORAGE = re.compile(r"(?<![\w.^_{\\])(\d+(?:\.\d+)?)\s*(KB|MB|GB|TB|PB|kB)(?![\w{(^_'.\\\[])")


# a rate: a unit of storage or of work per second (2\text{ TB/s}, 2\text{ TB}/\text{s}, 2 TB/s, 312\text{ FLOPs/s})
_RATE_IN_ONE = re.compile(r"(\d\s*" + _UNIT_SPACE + r")" + _UNIT_TEXT + r"(KB|MB|GB|TB|PB|bytes?|Bytes?|FLOPs?|flops?)\s*/\s*s\s*\}")
_PER_SECOND = re.compile(r"(\\text\{[A-Za-z]+ unit\})\s*/\s*(?:" + _UNIT_TEXT + r"s\s*\}|s(?![A-Za-z]))")


def _mark_units(tex: str, spelled=frozenset()) -> str:
    """``tex`` with every unit written after a number as ``\\text{<unit> unit}`` (the parser's name for it); a unit
    of storage in italics only where the document does not write its letters as names that stand alone (``spelled``:
    2GB is then 2·G·B)."""
    tex = _RATE_IN_ONE.sub(lambda m: m.group(1) + "\\text{" + UNIT_WORDS.get(m.group(2), m.group(2)) + " unit}/\\text{s}",
                           tex)
    tex = _MEASURE_WORD.sub(lambda m: m.group(1) + "\\text{" + UNIT_WORDS[m.group(2)] + " unit}", tex)
    tex = _MICRO_SECOND.sub(lambda m: m.group(1) + "\\text{us unit}", tex)
    tex = ITALIC_STORAGE.sub(lambda m: m.group() if m.group(2) in spelled
                             else m.group(1) + "\\text{" + m.group(2) + " unit}", tex)
    return _PER_SECOND.sub(lambda m: m.group(1) + "/\\text{s unit}", tex)


_CONCAT = Function("concat", commutative=False)  # [a; b]
# one name in braces, then its script (``{\omicron}_{\tau}^n``, ``{o}_{t,i}``), the braces not an argument's
_BRACED_ONE_NAME = re.compile(r"(?<![\^_A-Za-z}\]\\])\{((?:\s*\\(?:[A-Za-z]+)|\s*[A-Za-z]|"
                              r"\s*\\(?:boldsymbol|mathbf|bm|pmb|mathit|mathrm|mathsf|vec|bold)\s*(?:\{\s*\\?[A-Za-z]+\s*\}|"
                              r"\\[A-Za-z]+|[A-Za-z]))\s*)\}(?=\s*[_^])")  # ({\boldsymbol x}_i: \boldsymbol x_i)
_BRACED_SCRIPTED_NAME = re.compile(r"(?<![\^_A-Za-z}\]\\])\{((?:\s*\\[A-Za-z]+|\s*[A-Za-z])(?:\s*[_^]\s*(?:\{[^{}]*\}|"
                                   r"[A-Za-z0-9]))+\s*)\}(?!\s*[_^'])")  # ({W^{UK}}^T: the braces carry the next script)
# a number followed by a magnitude or size written as text (7\text{B}, 128\mathrm{K}, 14\text{ GB}): a unit whose
# value the text leaves open (a thousand or 1024, a billion or bytes), never the document's variable of that letter
_MAGNITUDE_UNIT = re.compile(r"(\d\s*(?:\\[,;:! ]\s*|~\s*)*)\\(?:text|mathrm|textrm|rm|mbox)\s*\{\s*(K|M|B|G|T|k|KB|MB|GB|TB|PB|kB)\s*\}")
# a number written with a capital K, M, B, G or T right after it and nothing after that letter but an operator, a
# space or the end (7B parameters, a 4K context, 1.5T tokens): the same open unit (4BT, 2B^2, 2T D^2 are products)
_MAGNITUDE_SUFFIX = re.compile(r"(?<![\w.^_{\\])(\d+(?:\.\d+)?)([KMBGT])(?![\w{(^_'.\\\[])(?!\s+[A-Za-z])")  # (2T D^2: a product)
# (not 130 \% 128 nor 256 \% \text{heads}: a remainder; 50\% \times 4 and 10\% \, 200 are percentages)
# a parenthesised note in words set as text after a term (``S \times d \text{ (mean)}``, ``\quad\text{(add epsilon)}``)
_TEXT_NOTE = re.compile(r"\\(?:text|textrm|mbox|mathrm)\s*\{\s*[(（]([^(){}（）$\\]*)[)）]\s*\}")
# what a note says that changes the number it follows: a scale (billions, 万), a factor (doubled, ×2, for K and V), a
# number, a unit of count per something: such a note is kept (and the relation not read)
_NOTE_SCALES = re.compile(r"\b(?:hundreds?|thousands?|millions?|billions?|trillions?|bn|doubl\w*|halv\w*|half|twice|"
                          r"thrice|triple\w*|quadrupl\w*|times|per|each|both|scal\w*|factor|percent)\b|[×%]|"
                          r"\u4e07|\u4ebf|\u5343|\u767e|\u500d|\u534a|\u53cc|\u4e24",  # (ten thousand, 10^8, thousand, hundred, times, half, pair, two)
                          re.I)
# what keeps such a note in the formula: a condition (``\text{ (if i is even)}``) or a unit (``\text{ (GB)}``)
_NOTE_KEPT = re.compile(r"\s*(?:if|iff|when|whenever|for|where|with|unless|otherwise|else|s\.t\.|such that|当|若|如果|其中|对于)"
                        r"(?:\W|$)", re.I)


# what a number counts, in words after it at the end of a side or before an operator ("= 12 \text{ heads}", "4
# \text{ tokens per step}", "8\ \text{bytes per weight}."): a label, not a factor (a unit the reader converts stays)
_COUNT_LABEL = re.compile(r"(?P<n>\d(?:[\d.]*\d)?)(?P<gap>\s*(?:\\[,;:! ]\s*|~\s*)*)\\(?:text|textrm|mbox|mathrm)\s*\{\s*"
                          r"(?P<w>[a-z][a-z-]+(?:\s+[a-z][a-z-]*){0,4})\s*\}"  # (lower case: 175\text{B} is a scale)
                          r"(?=\s*(?:[.,;]?\s*$|[=+\-*/)]|\\(?:times|cdot|quad|qquad)(?![A-Za-z])))")
_NOT_A_COUNT = re.compile(r"(?:and|or|if|iff|for|when|where|with|so|then|thus|hence|since|because|otherwise|else|"
                          r"unit|units|hundreds?|thousands?|millions?|billions?|trillions?|quadrillions?|dozens?|lakhs?|"
                          r"crores?|percent|per\s*cent|times|fold|half|quarter)\b", re.I)  # (a number word scales it)


def _drop_count_label(m) -> str:
    words = m.group("w")
    first = words.split()[0]
    if _NOT_A_COUNT.match(words) or ((first in UNIT_WORDS or first in UNITS) and " per " not in f" {words} ") \
            or re.fullmatch(r"[KMGTP]i?B|[KMGT]|TFLOPs?|GFLOPs?", first):
        return m.group()  # (8 \text{ bytes}: a unit, converted where the other side has one; "and": a connective)
    return m.group("n") + " "


def _drop_note(m) -> str:
    inner = m.group(1).strip()
    if not re.search(r"[A-Za-z\u4e00-\u9fff]{2}", inner) or _NOTE_KEPT.match(inner) or inner in UNIT_WORDS \
            or _NOTE_SCALES.search(inner) or re.search(r"\d", inner) \
            or re.fullmatch(r"[KMGTP]i?B|[KMGT]|TFLOPs?|GFLOPs?", inner):
        return m.group()
    return " "


_PERCENT = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)\s*\\%(?!\s*(?:[\w({]|\\(?!(?:times|cdot|,|;|quad|qquad|!)(?![A-Za-z]))))")
# a decimal written without its leading zero (.5, -.25, (.7)): not after a digit, a letter, a closing bracket or a dot
_LEADING_POINT = re.compile(r"(?<![\w.)}\]\\|])\.(?=\d)")
_AFTER_COMMAND = re.compile(r"(?<!\\)\\(?:sin|cos|tan|cot|sec|csc|ln|log|lg|exp|sinh|cosh|tanh|arcsin|arccos|arctan|"
                            r"det|sqrt|mathbf|mathrm|mathit|mathsf|mathcal|mathbb|text|textrm|textbf|textit|bm|"
                            r"boldsymbol|vec|hat|tilde|bar|overline|widehat|widetilde|dot|ddot|operatorname|frac|dfrac|tfrac|"
                            r"cfrac|binom|dbinom|tbinom|underline|boxed|underbrace|overbrace|underset|overset|stackrel)\s+$")


# an argmax or argmin however it is typeset: \arg\max, \arg \min, \operatorname*{argmax}, \mathop{\rm arg\,min},
# \mathop{\mathrm{argmax}}, \text{argmax}
_ARG_EXTREMUM = re.compile(r"\\arg\s*\\(max|min)(?![A-Za-z])|(?:\\mathop\s*)?(?:\\operatorname\*?|\\mathop|\\text|\\mathrm|\\textrm)\s*\{\s*"
                           r"(?:\\(?:rm|mathrm|operatorname)\s*)?\{?\s*arg\s*(?:\\[,;!: ]\s*)?(max|min)\s*\}?\s*\}", re.I)
# what makes a colour's braces an argument's or a script's group: 2^\textcolor{r}{1+2}, \frac\textcolor{r}{a}{b},
# \mathbf{\color{g}{A}}, \cos\textcolor{r}{m\theta}: a script, an opening brace, or a command that takes an argument
# (not an operator nor a symbol: 2 \cdot {\color{r} 3+4} is 2·3 + 4, \lambda \textcolor{r}{x + 1} is λx + 1)
_ARGUMENT_BEFORE = re.compile(r"(?:[_^]|\\(?:[dtc]?frac|binom|sqrt|math(?:bf|rm|it|sf|tt|cal|bb|frak)|boldsymbol|bm|pmb|vec|"
                              r"(?:wide)?hat|(?:wide)?tilde|bar|overline|underline|dot|ddot|check|breve|acute|grave|"
                              r"text(?:bf|it|rm|sf|tt)?|operatorname|over(?:brace|set)|under(?:brace|set)|stackrel|"
                              r"arc(?:sin|cos|tan)|sinh|cosh|tanh|sin|cos|tan|cot|sec|csc|log|ln|lg|exp|det)"
                              r"(?![A-Za-z])|\\sqrt\s*\[[^\[\]{}]*\]|\{)\s*$")  # (\sqrt[3]{…}: its index, then its group)
_TEXTCOLOR = re.compile(r"\\textcolor\s*\{[^{}]*\}\s*\{")
_COLOR_SWITCH = re.compile(r"\{\s*\\color\s*\{[^{}]*\}")


def _uncoloured(tex: str) -> str:
    """``tex`` with each ``\\textcolor{c}{X}`` written as X (as ``{X}`` where a script follows: the script is X's,
    ``\\textcolor{input}{\\boldsymbol x}_i``, a macro of a blog's page, is x_i; TeX's braces add no parentheses, so
    ``a\\textcolor{red}{b + c}`` is ab + c) and each ``{\\color{c} X}`` as ``{X}``."""
    if "color" not in tex:
        return tex
    return _unwrapped(_unwrapped(tex, _COLOR_SWITCH), _TEXTCOLOR)


def _unwrapped(tex: str, opening) -> str:
    """``tex`` with each group that ``opening`` opens (up to its closing brace) written as its content: braced where a
    script follows or an argument-taking command or a script comes before (``_ARGUMENT_BEFORE``), else bare (TeX's
    braces add no parentheses).  An unclosed group stops the rewriting there."""
    out, i = [], 0
    for m in opening.finditer(tex):
        if m.start() < i:
            continue
        depth, j = 1, m.end()
        while j < len(tex) and depth:
            depth += {"{": 1, "}": -1}.get(tex[j], 0) if tex[j - 1] != "\\" else 0
            j += 1
        if depth:
            break  # (an unclosed group: left as written)
        inner = tex[m.end():j - 1]
        grouped = re.match(r"\s*[_^]", tex[j:]) or _ARGUMENT_BEFORE.search(tex[:m.start()])
        out.append(tex[i:m.start()] + ("{" + inner + "}" if grouped else " " + inner + " "))
        i = j
    return "".join(out) + tex[i:]


def _braced_one_name(m) -> str:
    """A ``_BRACED_ONE_NAME`` match as the name alone, unless a function or a font stands before it with only spaces
    between (``\\cos {x}^2`` reads as ``\\cos{x}^2``: not read, cos(x²) or (cos x)²; ``\\mathbf {x}_1`` as
    ``\\mathbf{x}_1``); after any other command the braces only group (``\\alpha {x}_1`` is ``\\alpha x_1``)."""
    if _AFTER_COMMAND.search(m.string, 0, m.start()) or m.string[:m.start()].rstrip().endswith(("}", "]")):
        return m.group(0)  # (\frac{a} {y^{2}}: the braces hold the second argument, a/y², not (a/y)²)
    return " " + m.group(1) + " "


_TAIL = Function("tail")  # what a sum cut off with an ellipsis leaves out, after the terms it holds
_HADAMARD = Function("hadamard", commutative=False)  # a ⊙ b
_CIRC = Function("circ", commutative=False)  # a ∘ b: composed or concatenated, as the document means
_OTIMES = Function("otimes", commutative=False)  # a ⊗ b
_TRANSPOSED = Function("transpose")
_NAME_KINDS = frozenset({"letter", "word", "greek"})


_BOUND_INDEX = 7168864  # the dummy index of the index a maximum or a minimum runs over ("max")


def _has_circ(e) -> bool:
    return hasattr(e, "atoms") and any(a.func.__name__ == "circ" for a in e.atoms(AppliedUndef))


class _Several(list):
    """The arguments of a known function's name applied to several (``\\mathrm{cos}(u, v)``)."""


@dataclass
class _Head:
    """A name before its scripts: the symbol's name so far ("theta", "x_hat"), as the document writes it,
    whether it is a multi-letter name (applied to parentheses that follow it), whether it is one plain
    Latin letter (so that ``e^{x}`` is exp), and the indices written inside a decoration (``\\hat{x_i}``)."""
    name: str
    written: str
    multi: bool
    letter: bool
    indices: tuple = ()
    bold: bool = False  # written bold (\\mathbf, \\bm, \\vec, …)


class _Parser:
    """Recursive descent over the tokens of one side.  ``stops`` (a frozenset passed down) ends a product
    early: "argument" in an unbracketed function argument (at \\cdot, \\times and the next function),
    "differential" in an integrand (at d<variable>); a bracket or group starts afresh."""

    def __init__(self, tex: str, tokens: list[_Token], braces: dict[int, int], functions, compounds=frozenset(),
                 matrices=frozenset(), bold_matrices=frozenset(), labelled=frozenset()):
        self.tex, self.toks, self.braces, self.functions = tex, tokens, braces, functions
        self.compounds, self.matrices, self.bold_matrices = compounds, matrices, bold_matrices
        self.labelled = labelled
        self.index_words: frozenset = frozenset()
        self.set_words: frozenset = frozenset()  # words the document sets alone (\\text{step} = 2): quantities
        self.i = 0
        self.literals: dict = {}
        self.names: dict[str, int] = {}  # each name as written -> where it first occurs
        self.bold: set[str] = set()
        self.log_base_unstated = False
        self.slash_ambiguous = False
        self.slash_rest = False
        self.argument_ambiguous = False
        self.argument_spaced = False
        self.argument_rest = False
        self.spaced_product = False
        self.digits_spaced = False
        self.defined_macros: frozenset = frozenset()
        self.open_sums: set = set()
        self.bound: list = []  # the indices of the sums and products whose summand is being read, innermost last
        self.dimensions: frozenset = frozenset()
        self.conjugates = True  # a superscript * is the complex conjugate (else a label: θ^* is θ^⋆)
        self.valued: frozenset = frozenset()  # words the document gives a value with an index (\\text{scale}_k = …),
        # and the letters f, g, h where it defines them as families of values (h_i = q_i k_i)
        self.in_sets: dict = {}  # a big operator's index over a set (\\sum_{j \\in S}) -> the ends standing for S
        self.opaque: set = set()  # values whatever is built on stays unevaluated (see ``mark``)
        self.depth = 0
        self.recording = True  # names inside an index or a bound variable are not listed
        self.brackets: list[str] = []  # the open brackets, innermost last: a bare "|" closes an open "|"
        self.stacked = False  # whether the last bracket_items were separated by semicolons
        self.series = False  # a sum cut off with an ellipsis is read (its terms and a tail), not refused

    # tokens ---------------------------------------------------------------------------------------
    def peek(self, k: int = 0) -> _Token:
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def take(self) -> _Token:
        tok = self.peek()
        self.i = min(self.i + 1, len(self.toks) - 1)
        return tok

    def at(self, kind: str, value: str | None = None) -> bool:
        tok = self.peek()
        return tok.kind == kind and (value is None or tok.value == value)

    def text(self, tok: _Token) -> str:
        return self.tex[tok.pos:tok.end]

    def last_end(self) -> int:
        return self.toks[self.i - 1].end if self.i else 0

    def unexpected(self, tok: _Token) -> Unread:
        """The Unread for a token that cannot stand where it is."""
        if tok.kind == "eof":
            return Unread("an incomplete expression", tok.pos, "the side ends where an operand is expected")
        why = {"rel": "a relation inside a side", "brace": "unbalanced braces", "op": "it stands where an operand "
               "or an operator is expected", "delim": "a delimiter without its partner"}.get(tok.kind, "")
        return Unread(self.text(tok), tok.pos, why)

    @contextmanager
    def descend(self, tok: _Token):
        """One level deeper; Unread past MAX_NESTING."""
        self.depth += 1
        try:
            if self.depth > MAX_NESTING + 1:
                raise Unread("nesting", tok.pos, f"deeper than {MAX_NESTING} levels")
            yield
        finally:
            self.depth -= 1

    def record(self, written: str, position: int) -> None:
        if self.recording:
            self.names.setdefault(written, position)

    # sums and products ----------------------------------------------------------------------------
    def side(self):
        """The whole side: one expression and nothing after it."""
        if self.at("eof"):
            raise Unread("an empty side", 0, "there is nothing to read")
        tok = self.peek()
        if tok.kind == "roman" and self.peek(1).kind == "eof" and not _is_roman_name(tok) and tok.value.strip() \
                and tok.value.split()[0].lower() not in _PROSE_LEADS and not _ARITHMETIC_TEXT.fullmatch(tok.value):
            self.take()
            return Symbol(f"“{tok.value.strip()}”")  # x_0 = \\text{<eos>}: a token named in text, as written
        value = self.expr(frozenset())
        while self.evaluation_bar(self.peek()):
            bar = self.take()
            self.take()
            points = self.bar_points(bar)
            if any(point is None for _, point in points):
                raise Unread("|_{…}", bar.pos, "an evaluation bar is read with a value: |_{x = a}")
            value = value.subs(points, simultaneous=True)  # 2\\pi b^{2d/D} |_{d = D/2 - 1}: the expression at d = D/2 - 1
        tok = self.peek()
        if tok.kind == "roman" and self.peek(1).kind == "eof" and tok.value.strip().startswith("(") \
                and tok.value.strip().endswith(")") and not _NOTE_SCALES.search(tok.value):  # (not "(billions)")
            self.take()  # 10^{-4} \\text{(for dims 126, 127)}: a remark in parentheses after the value
        if not self.at("eof"):
            raise self.unexpected(self.peek())
        return value

    def signs(self) -> bool:
        """Consume a run of + and - signs; True when they make a minus."""
        negative = False
        while self.peek().kind == "op" and self.peek().value in "+-":
            negative ^= self.take().value == "-"
        return negative

    def expr(self, stops: frozenset):
        """Signed terms added up; ``+ \\cdots +`` between them makes a ``Sum`` (``ellipsis_sum``)."""
        terms, dots = [(self.signs(), self.term(stops))], None
        while self.peek().kind == "op" and self.peek().value in "+-":
            negative = self.signs()
            if self.at("ellipsis"):
                tok = self.take()
                if dots is None and not (self.peek().kind == "op" and self.peek().value in "+-"):
                    return self.cut_off(terms, tok)  # 1 + z + … : cut off
                if dots is not None or negative:
                    raise Unread("\\cdots in a sum", tok.pos, "one ellipsis between added terms is read")
                dots = (len(terms), tok)
                continue
            terms.append((negative, self.term(stops)))
        if dots is not None:
            return self.ellipsis_sum(terms, *dots)
        return self.add([self.neg(t) if negative else t for negative, t in terms])

    def term(self, stops: frozenset):
        """Factors multiplied (side by side, or with \\cdot, \\times, *) and divided (/), left to right."""
        start = self.i
        factors = [self.factor(stops)]
        bare_number = self.i == start + 1 and self.toks[start].kind == "num"
        divided = False  # a "/" has been read in this product
        while True:
            tok = self.peek()
            if divided and (tok.kind == "op" and tok.value in "*/⊙⊗" or self.starts_factor(tok, stops)) \
                    and not (tok.kind == "op" and self.ends_argument(tok, stops)):
                self.slash_ambiguous = True  # a / b c, a / b \cdot c: (a/b) c as read, or a/(b c)
            if tok.kind == "op" and tok.value in ("⊙", "⊗"):
                if self.ends_argument(tok, stops):
                    break
                self.take()  # an entrywise (⊙) or a tensor (⊗) product: kept as what it is, of the product so far
                right = self.factor(stops)
                factors = [self.apply(_HADAMARD if tok.value == "⊙" else _OTIMES, self.product(factors), right,
                                      vectors=True)]
                bare_number = False
            elif tok.kind == "cmd" and tok.value == "circ":
                self.take()  # f \circ g, [a \circ b]: a composition or a concatenation, kept as written (never evaluated)
                right = self.factor(stops)
                factors = [self.apply(_CIRC, self.product(factors), right, vectors=True)]
                bare_number = False
            elif tok.kind == "op" and tok.value == "mod":
                self.take()  # x \bmod 2\pi: the remainder of the product so far by the product that follows
                return Mod(self.product(factors), self.term(stops))
            elif tok.kind == "op" and tok.value in "*/":
                if self.ends_argument(tok, stops):
                    break
                self.take()
                negative = self.signs()
                if tok.value == "/" and self.slash_rest:
                    right = self.term(stops)  # the other reading: the rest of the product is the denominator
                else:
                    r_start = self.i
                    right = self.factor(stops)
                    if self.i == r_start + 1 and self.toks[r_start].kind == "num":
                        right = self.spaced_digits(r_start, right)  # \times 1 000, / 10 000: one number
                right = self.neg(right) if negative else right
                divided = divided or tok.value == "/"
                if self.tex[tok.pos:tok.end] == "*" and isinstance(right, Tuple) and factors and isinstance(
                        factors[-1], Tuple) and not all(x.is_number for t in (right, factors[-1]) for x in t):
                    # (n, d) * (d, n): how documents write the shapes of a matrix product, not an inner product
                    raise Unread("(…) * (…)", tok.pos, "two vectors of names multiplied with *")
                if self.dot_of_bold_vectors(tok, factors, right, negative):
                    factors[-1] = self.apply(_INNER, factors[-1], right, vectors=True)  # \\mathbf{q} \\cdot \\mathbf{k}
                else:
                    factors.append(right if tok.value == "*" else self.power(right, Integer(-1)))
                bare_number = False
            elif tok.kind == "ellipsis" and self.elided_product(factors, stops):
                bare_number = False
            elif self.starts_factor(tok, stops):
                if bare_number and tok.kind == "num":
                    prev = self.toks[start]
                    whole = prev.value.isdigit() and tok.value.isdigit() and not self.tex[prev.end:tok.pos].strip()
                    if not whole:
                        raise Unread(self.text(tok), tok.pos, "two numbers side by side")
                    # "2 4nh^2": TeX sets the digits as one number, 24, and the writer may have meant 2 · 4 (a
                    # thousands group, "10 000", is one number only)
                    grouped = len(tok.value) == 3 and prev.value[0] != "0" \
                        and re.fullmatch(r"\d{1,3}(?:\s+\d{3})*", self.tex[prev.pos:prev.end]) is not None
                    if grouped or not self.spaced_product:
                        self.digits_spaced = self.digits_spaced or not grouped
                        self.toks[self.i] = _Token("num", prev.value + tok.value, prev.pos, tok.end, tok.mark)
                        factors.pop()
                if tok.kind == "delim" and tok.value == "(" and factors and _has_circ(factors[-1]):
                    # (f \circ g)(x): the composition applied to x, f(g(x)), not a product (which would make
                    # (f∘g)(1) + (f∘g)(1) equal (f∘g)(2))
                    raise Unread("\\circ", tok.pos, "a composition applied to an argument")
                start = self.i
                factors.append(self.factor(stops))
                bare_number = self.i == start + 1 and self.toks[start].kind == "num"
            else:
                break
        return self.product(factors)

    def elided_product(self, factors: list, stops: frozenset) -> bool:
        """``\\beta_1 \\beta_2 \\cdots \\beta_i`` side by side: the product of the members from the first to the last
        (a ``Product``), in place of the members written before the ellipsis.  False, with nothing taken, unless at
        least two members with consecutive integer indices come before it and one of the same family after it."""
        run = 0
        while run < len(factors) and isinstance(factors[-1 - run], Indexed) and len(factors[-1 - run].indices) == 1:
            if run and (factors[-run].base != factors[-1 - run].base
                        or factors[-run].indices[0] - factors[-1 - run].indices[0] != 1):
                break
            run += 1
        if run < 2:
            return False
        start = self.i
        self.take()
        if self.at("op", "*"):
            self.take()
        try:
            last = self.factor(stops)
        except Unread:
            self.i = start
            return False
        first = factors[-run]
        if not (isinstance(last, Indexed) and last.base == first.base and len(last.indices) == 1):
            self.i = start
            return False
        k = Symbol("_k", integer=True)  # (one name for every elided product: the same formula reads the same)
        del factors[-run:]
        factors.append(Product(first.base[k], (k, first.indices[0], last.indices[0])))
        return True

    def dot_of_bold_vectors(self, tok: _Token, factors: list, right, negative: bool) -> bool:
        """Whether ``tok`` is a \\cdot between two names written bold in lower case (``\\bm{q} \\cdot \\bm{k}_1``):
        vectors, so the dot is their inner product (a bold capital is a matrix: ``\\mathbf{W} \\cdot \\mathbf{x}`` stays
        a product)."""
        if negative or self.tex[tok.pos:tok.end] != "\\cdot" or not factors:
            return False
        return all(self.bold_vector_name(v) for v in (factors[-1], right))

    def bold_vector_name(self, value) -> bool:
        name = value.name if isinstance(value, Symbol) else str(value.base) if isinstance(value, Indexed) else None
        return name is not None and name in self.bold and name[:1].islower()

    def ends_argument(self, tok: _Token, stops: frozenset) -> bool:
        """In an unbracketed argument, \\cdot, \\times and * end it, and so does / before a function."""
        if "argument" not in stops:
            return False
        return tok.value == "*" or self.starts_function(self.peek(1))

    def unit_after_argument(self, tok: _Token) -> bool:
        """Whether the letter i at ``tok`` ends its term (what follows is +, -, a closing bracket, a relation or the
        end) in a side that writes another term ending in i the same way (``q_0 + q_1 i``): a + bi, complex
        numbers written with the unit last."""
        nxt = self.peek(1) if self.toks[self.i] is tok else None
        if nxt is None or not (nxt.kind in ("eof", "rel") or (nxt.kind == "op" and nxt.value in ("+", "-", "&"))
                               or (nxt.kind == "delim" and (nxt.mark == "close" or nxt.value in (")", "]", "\\}")))):
            return False
        return len(_UNIT_LAST.findall(self.tex)) >= 2

    def starts_factor(self, tok: _Token, stops: frozenset) -> bool:
        """Whether ``tok`` opens a factor that multiplies the one before it."""
        if "differential" in stops and self.at_differential():
            return False
        if "argument" in stops and self.starts_function(tok):
            return False
        if "argument" in stops and tok.kind == "roman" and tok.value in ("i", "j"):
            return False  # r \sin\theta \mathrm{j}: the imaginary unit multiplies the sine, it is not its argument
        if "argument" in stops and tok.kind == "letter" and tok.value == "i" and self.unit_after_argument(tok):
            # (q_0 + q_1 i)(\cos m\theta + \sin m\theta i): written a + bi, the i after the sine's argument is the
            # unit that multiplies it, or, read left to right, a factor of the argument (the other reading)
            self.argument_ambiguous = True
            return self.argument_rest
        if tok.kind == "cmd" and tok.value in ("in", "notin"):
            return False  # a ∈ S: a membership ends the side (an argument list or a set reads it as one)
        if tok.kind in ("num", "letter", "word", "greek", "cmd", "begin"):
            return True
        if tok.kind == "brace":
            return tok.value == "{"
        if tok.kind == "roman":
            return _is_roman_name(tok)  # prose ("\text{ even}") ends the product
        if tok.kind == "delim" and tok.value in _CLOSER and tok.mark != "close":
            bare_bar = tok.value in ("|", "\\|") and not tok.mark
            if self.evaluation_bar(tok):
                return False  # f(x) |_{x = 0}: the bar evaluates what is before it
            return not (bare_bar and self.brackets and self.brackets[-1] == tok.value)
        return False

    def evaluation_bar(self, tok: _Token) -> bool:
        """Whether ``tok`` (the next token) is a bar ``|`` followed by a subscript: ``f(x) \\Big|_{x = a}``."""
        return tok is self.peek() and tok.kind == "delim" and tok.value == "|" and tok.mark != "open" \
            and self.peek(1).kind == "op" and self.peek(1).value == "_" and not (self.brackets and
                                                                                  self.brackets[-1] == "|")

    @staticmethod
    def starts_function(tok: _Token) -> bool:
        if tok.kind in ("cmd", "roman"):
            return tok.value in _FUNCTIONS or tok.value in _BIG
        return tok.kind == "word" and tok.value in ("max", "min")

    def factor(self, stops: frozenset):
        """A primary with its superscript and factorial."""
        tok = self.peek()
        with self.descend(tok):
            return self.postfix(self.primary(stops))

    def postfix(self, value):
        """A superscript (power, transpose, conjugate) and ``!`` after a value; a subscript or a prime there
        (after a bracket or a number) is not read."""
        powered, factorials = False, 0
        while self.peek().kind == "op" and self.peek().value in "^!_'":
            tok = self.take()
            if tok.value == "!":
                double = self.at("op", "!") and self.peek().pos == tok.end
                self.i += double
                factorials += 1
                if factorials > MAX_NESTING:
                    raise Unread("nesting", tok.pos, f"more than {MAX_NESTING} factorials of factorials")
                value = self.factorial(value, double)
            elif tok.value == "^" and not powered:
                value, powered = self.raise_to(value, self.superscript(), tok), True
            elif tok.value == "_" and not powered and self.euclidean(value):
                pass  # \\|x\\|_2: the Euclidean norm, as \\|x\\|
            elif tok.value == "_" and not powered and isinstance(value, Abs) and self.i >= 3 and all(
                    self.toks[k].kind == "delim" and self.toks[k].value == "|" for k in (self.i - 2, self.i - 3)) \
                    and self.euclidean(self.apply(_ENCLOSED["\\|"], value.args[0], vectors=True)):
                value = self.apply(_ENCLOSED["\\|"], value.args[0], vectors=True)  # ||x||_2, typed with bars
            elif tok.value == "_" and not powered and self.toks[self.i - 2].kind == "num" and \
                    (self.i < 2 or self.toks[self.i - 2].end == tok.pos):
                self.single_argument_or_text()  # 0.0041_{21}, 1_{852}: a number marked with its position
            else:
                what = {"^": "a double superscript", "_": "a subscript", "'": "a prime"}[tok.value]
                raise Unread(f"{what} on an expression", tok.pos,
                             "only a name takes a subscript or a prime, and only one superscript")
        return value

    def euclidean(self, value) -> bool:
        """After ``\\|x\\|`` and its "_": a subscript 2 (taken), the Euclidean norm."""
        if not (isinstance(value, AppliedUndef) and value.func == _ENCLOSED["\\|"]):
            return False
        if self.at("num", "2"):
            self.take()
            return True
        if self.at("brace", "{") and self.braces[self.i] == self.i + 2 and self.peek(1).kind == "num" \
                and self.peek(1).value == "2":
            self.i += 3
            return True
        return False

    # primaries ------------------------------------------------------------------------------------
    def primary(self, stops: frozenset):
        """A number, a name, a group, a bracket, an environment or a command."""
        tok = self.peek()
        if tok.kind == "num":
            return self.indicator(self.number(self.take()))
        if tok.kind == "greek" and tok.value == "pi" and not (self.peek(1).kind == "op" and self.peek(1).value == "_"):
            self.take()
            return pi  # (\pi_0, \pi_\theta: a name, a probability or a policy, never the constant with an index)
        if tok.kind == "word" and tok.value in ("max", "min") and self.peek(1).kind == "delim":
            return self.extremum(self.take())
        if tok.kind in _NAME_KINDS:
            return self.name_factor()
        if tok.kind == "roman":
            return self.roman(tok, stops)
        if tok.kind == "brace" and tok.value == "{":
            return self.group()
        if tok.kind == "delim" and tok.value in _CLOSER and tok.mark != "close":
            return self.delimited()
        if tok.kind == "begin":
            return self.environment()
        if tok.kind == "cmd":
            return self.command(tok, stops)
        raise self.unexpected(tok)

    def indicator(self, value):
        """``\\mathbf{1}((w, c) \\in D)``, ``1(y = k)``, ``1_{i = j}``: the indicator of the condition written right after
        a 1 (in parentheses or as its subscript), kept as written; any other number is itself."""
        if value != 1:
            return value
        start = self.i
        if self.adjacent("("):
            try:
                _, items = self.bracket_items(relations=True)
            except Unread:
                self.i = start
                return value
            if len(items) == 1 and _is_event(items[0]):
                return Function(INDICATOR)(items[0])
            self.i = start
            return value
        if self.at("op", "_") and self.peek(1).kind == "brace" and self.peek(1).value == "{":
            close = self.braces[self.i + 1]
            self.i += 2
            try:
                inner = self.entry(False, relations=True)
            except Unread:
                self.i = start
                return value
            if self.i == close and _is_event(inner):
                self.i = close + 1
                return Function(INDICATOR)(inner)
            self.i = start
        return value

    def spaced_digits(self, k: int, value):
        """The number that starts at token ``k`` (read as ``value``) with the whole numbers written after it apart by
        spaces only: a thousands group (``1 000``) is always part of it; other digits (``2 4``) are too as TeX sets
        them (``digits_spaced`` is then set), and not with ``spaced_product`` (the other reading, a product)."""
        prev = self.toks[k]
        while self.peek().kind == "num" and prev.value.isdigit() and self.peek().value.isdigit() \
                and not self.tex[prev.end:self.peek().pos].strip():
            nxt = self.peek()
            grouped = len(nxt.value) == 3 and prev.value[0] != "0" \
                and re.fullmatch(r"\d{1,3}(?:\s+\d{3})*", self.tex[prev.pos:prev.end]) is not None
            if not grouped and self.spaced_product:
                break
            self.digits_spaced = self.digits_spaced or not grouped
            self.take()
            prev = _Token("num", prev.value + nxt.value, prev.pos, nxt.end)
            if len(prev.value) > _MAX_DIGITS:
                raise Unread(f"a number of {len(prev.value)} digits", prev.pos, f"more than {_MAX_DIGITS} digits")
            value = Integer(prev.value)
        return value

    def number(self, tok: _Token):
        """An integer, or a decimal literal (``0.25``, ``4e3``: shown digits) as a Dummy bound to its digits."""
        if "." in tok.value or "e" in tok.value:
            literal = Dummy(tok.value)
            self.literals[literal] = (tok.value, tok.mark == "truncated")
            return literal
        if len(tok.value) > _MAX_DIGITS:
            raise Unread(f"a number of {len(tok.value)} digits", tok.pos, f"more than {_MAX_DIGITS} digits")
        return Integer(tok.value)

    def roman(self, tok: _Token, stops: frozenset):
        """\\mathrm{…}, \\text{…}, \\operatorname{…}: a function, e, i, a name; prose is not read."""
        value = tok.value
        if value in _FUNCTIONS:
            self.take()
            return self.function_call(tok, value, stops)
        if value in ("max", "min"):
            return self.extremum(self.take())
        if value == "e":
            self.take()
            return E
        if value in ("i", "j"):
            self.take()
            return I
        if value in ("det", "tr") and (self.peek(1).kind in ("letter", "greek") or (
                self.peek(1).kind == "cmd" and self.peek(1).value in _ALPHABETS | {"mathbf", "boldsymbol", "bm"})):
            self.take()
            return self.apply(self.function(value), self.name_factor())  # \\operatorname{tr} U: of one name
        if _is_roman_name(tok):
            return self.name_factor()
        if _ARITHMETIC_TEXT.fullmatch(value):  # \\text{max\\_seq + scale * (seq - max\\_seq)}: a formula set as text
            self.take()
            inner = parse(value.replace("\\_", "_"), functions=self.functions, words=_words_of(value))
            self.literals.update(inner.literals)
            return inner.expr
        raise Unread(self.text(tok), tok.pos, "text that is not a name")

    def command(self, tok: _Token, stops: frozenset):
        """A command: a function, a fraction, a root, a binomial, a big operator, a constant, a bar, a
        decorated or bold name; any other is not read."""
        name = tok.value
        if name in _FUNCTIONS:
            self.take()
            return self.function_call(tok, name, stops)
        if name == "nabla":
            return self.gradient(tok, stops)
        if name in _BOLD and self.holds_number():
            k = self.i + 1 + (self.toks[self.i + 1].kind == "brace")
            if self.toks[k].value in self.bold_matrices:  # \mathbf{1} \in \mathbb{R}^n: a vector, not the number
                raise Unread(f"\\{name}{{{self.toks[k].value}}}", tok.pos, "the document declares it a vector (all "
                             "ones or zeros), which the reader does not write out")
            one = self.bold_number()
            found = self.indicator(one)
            if found is one and one in (0, 1) and self.at("op") and self.peek().value in "^_" and not (
                    self.peek(1).kind == "num" or (self.peek(1).kind == "brace" and self.peek(1).value == "{"
                                                   and self.braces[self.i + 1] == self.i + 3
                                                   and self.peek(2).kind == "num")):
                # \bm{1}^m, \mathbf{1}_n, \mathbf{1}^\top: the vector of all ones (its length or its transpose)
                raise Unread(self.tex[tok.pos:self.peek(1).end], tok.pos, "a bold digit with a script: the vector of all "
                             "ones or zeros, which the reader does not write out")
            return found
        if name in ("mathbb", "mathds", "mathbbm") and self.holds_number():  # \\mathbb{1}_{i = j}: an indicator
            one = self.bold_number()
            found = self.indicator(one)
            if found is one:
                raise Unread(f"\\{name}{{{one}}}", tok.pos, "a blackboard number that is not an indicator")
            return found
        if name in _DECORATIONS or name in _BOLD:
            if name in _BOLD and self.peek(1).kind == "brace" and self.peek(1).value == "{":
                return self.bold_expression()
            return self.name_factor()
        if name in _FRACTIONS:
            derivative = self.derivative(tok, stops)
            if derivative is not None:
                return derivative
            self.not_a_derivative(tok)
            self.take()
            numerator = self.argument(tok)
            return self.product([numerator, self.power(self.argument(tok), Integer(-1))])
        if name in _ALPHABETS:
            return self.name_factor()  # \\mathcal{L}, \\mathbb{E}: a name of its own (L_cal, E_bb)
        if name in ("underset", "overset") and self.peek(1).kind == "brace" and self.peek(1).value == "{" \
                and self.braces[self.i + 1] + 1 < len(self.toks) \
                and self.toks[self.braces[self.i + 1] + 1].kind == "brace" \
                and self.toks[self.braces[self.i + 1] + 1].value == "{" \
                and self.toks[self.braces[self.i + 1] + 2].kind != "rel":
            self.take()  # \\underset{\\text{A}}{Q_i^\\top K_j}: the expression, its label set under it (not read)
            label = self.toks[self.i + 1:self.braces[self.i]]
            if not any(t.kind in ("letter", "greek", "word", "roman", "num") for t in label):
                # \\overset{\\sim}{x}, \\overset{.}{p}: a sign over a name makes another name (x̃, ṗ), not a label
                raise Unread(f"\\{name} with a sign", tok.pos,
                             "a sign set over or under a name names another quantity than the name")
            self.i = self.braces[self.i] + 1
            return self.argument(tok)
        if name in _BRACES_ANNOTATED:
            self.take()
            value = self.argument(tok)  # \\underbrace{x}_{\\text{note}}: x
            if self.peek().kind == "op" and self.peek().value in "_^":
                self.take()
                self.single_argument_or_text()
            return value
        if name in _NAMED_OPERATORS and self.adjacent_bracket():
            self.take()
            return self.application(name)  # \\Pr(X \\le x), \\det(A), \\operatorname{diag}(…)
        if name in ("det", "tr") and (self.peek(1).kind in ("letter", "greek") or (
                self.peek(1).kind == "cmd" and self.peek(1).value in _ALPHABETS | {"mathbf", "boldsymbol", "bm"})):
            self.take()
            return self.apply(self.function(name), self.name_factor())  # \\det R_m, \\det \\mathbf{A}: of one name
        self.take()
        if name in _CONSTANTS:
            return _CONSTANTS[name]
        if name in ("sum", "prod"):
            return self.big_operator(tok, stops)
        if name == "int":
            return self.integral(tok, stops)
        if name == "lim":
            return self.limit(tok, stops)
        if name in ("max", "min", "argmax", "argmin"):
            return self.extremum(tok, stops)
        if name == "sqrt":
            return self.square_root(tok)
        if name in ("binom", "tbinom", "dbinom"):
            return self.binomial(tok)
        if name == "overline":
            return self.apply(conjugate, self.argument(tok))
        if name in ("norm", "abs") and name not in self.defined_macros and self.at("brace", "{"):
            # \\norm{x}, \\abs{x}: the paired delimiters of the common packages (mathtools, physics, commath), where
            # the document's own definition is not in the files the reader has
            return self.apply(_ENCLOSED["\\|"] if name == "norm" else Abs, self.argument(tok), vectors=name == "norm")
        if name in _TRANSPARENT:  # \\boxed{x}, \\textcolor{red}{x}, \\mathop{x}: x
            for _ in range(_TRANSPARENT[name] - 1):
                self.single_argument_or_text()
            return self.argument(tok)
        if _macro_name(name) and name not in self.defined_macros and (
                self.peek().kind == "delim" and self.peek().value in ("(", "[")
                or self.peek().kind == "op" and self.peek().value == "_"):
            # \\softmax(…), \\rnn_f(…), \\rmA_{i,j}: a macro of the document whose definition the reader does not
            # have (a file it inputs is missing), applied or indexed as a name (a space after it is TeX's, not a gap): read as that name, like
            # \\operatorname{softmax}.  Not a macro alone (\\R, \\eps: it may stand for anything) nor one with a
            # braced argument (\\blu{x}: what it does with its argument is unknown).
            self.i -= 1
            named = _Token("roman", name, tok.pos, tok.end)
            self.toks[self.i] = named
            return self.roman(named, stops)
        raise Unread(self.text(tok), tok.pos)

    def argument(self, cmd: _Token):
        """A command's argument: {a group} or one token."""
        if self.at("eof"):
            raise Unread(self.text(cmd), cmd.pos, "its argument is missing")
        return self.single_argument()

    def single_argument(self):
        """A {group}, or one token: one digit of a number, one letter, a word, a command."""
        tok = self.peek()
        if tok.kind == "brace" and tok.value == "{":
            return self.group()
        with self.descend(tok):
            if tok.kind == "num":
                return self.first_digit(tok)
            if tok.kind in _NAME_KINDS:
                self.take()
                if tok.kind == "greek" and tok.value == "pi":
                    return pi
                self.record(self.text(tok), tok.pos)
                return Symbol(tok.value)
            if tok.kind in ("roman", "cmd"):
                return self.primary(frozenset())
            if tok.kind == "eof":
                raise self.unexpected(tok)
            raise Unread(self.text(tok), tok.pos, "an argument without braces is one digit, letter or command")

    def first_digit(self, tok: _Token):
        """The first digit of a number token as a one-token argument (``\\frac12``, ``x^23``); the rest stays."""
        if "." in tok.value:
            raise Unread(self.text(tok), tok.pos, "a decimal as an argument without braces")
        if len(tok.value) == 1:
            self.take()
        else:
            self.toks[self.i] = replace(tok, value=tok.value[1:], pos=tok.pos + 1)
        return Integer(tok.value[0])

    def group(self):
        """{expression}."""
        open_ = self.take()
        if self.braces[self.i - 1] == self.i:
            raise Unread("{}", open_.pos, "an empty group")
        self.brackets.append("{")
        try:
            value = self.expr(frozenset())
        finally:
            self.brackets.pop()
        if not self.at("brace", "}"):
            raise self.unexpected(self.peek())
        self.take()
        return value

    def bracket_items(self, dots: bool = False, relations: bool = False, stacked: bool = False) -> tuple[_Token, list]:
        """An opening delimiter, its comma-separated entries (an entry may be an ellipsis when ``dots``),
        its closing delimiter.  When ``stacked``, entries may be separated by semicolons instead (``[a; b]``):
        ``self.stacked`` then says they were."""
        open_ = self.take()
        closer = _CLOSER.get(open_.value)
        if closer is None:
            raise Unread(self.text(open_), open_.pos, "a delimiter the reader does not pair")
        self.brackets.append(open_.value)
        self.stacked = False
        try:
            items = [self.entry(dots, relations)]
            separator = None
            while self.at("op", ",") or ((relations or stacked) and self.at("op", ";")):  # P(y | x; \\theta)
                tok = self.take()
                if stacked:
                    if separator not in (None, tok.value):
                        raise Unread(self.text(open_), open_.pos, "a list separated by both commas and semicolons")
                    separator = tok.value
                items.append(self.entry(dots, relations))
            self.stacked = separator == ";"
        finally:
            self.brackets.pop()
        tok = self.peek()
        if tok.kind == "delim" and tok.value == closer and tok.mark != "open":
            self.take()
            return open_, items
        if tok.kind in ("eof", "delim"):
            raise Unread(self.text(open_), open_.pos, f"no matching {closer}")
        raise self.unexpected(tok)

    def entry(self, dots: bool, relations: bool = False):
        """One entry of a vector, matrix or argument list (in an argument list, a relation: ``\\Pr(X \\le x)``)."""
        if dots and self.at("ellipsis"):
            self.take()
            return _ELLIPSIS
        value = self.expr(frozenset())
        if relations and self.at("rel") and self.peek().value in _RELATIONAL:
            return self.event(value)
        if relations and (self.at("cmd", "in") or self.at("rel", "∈")):
            # \{W^{(q)} \in \mathbb{R}^{d \times d_q}, …\}, \mathbf{1}(x \in D): a membership, kept as written
            self.take()
            return Function(MEMBER)(value, self.expr(frozenset()))
        return value

    def event(self, left):
        """``X = x``, ``0 < X \\le 1`` as an argument (``P(X = x)``): an event, kept as written (an Eq there would
        become True or False once values are substituted, which no function takes, and a comparison of names the
        document makes matrices or complex would not even be built)."""
        parts = []
        while self.at("rel"):
            rel = self.take()
            if rel.value not in _RELATIONAL:
                raise Unread(self.text(rel), rel.pos, "this relation in a condition")
            right = self.expr(frozenset())
            parts.append(Function(EVENTS[_RELATIONAL[rel.value]])(left, right))
            left = right
        return parts[0] if len(parts) == 1 else Function("all_of")(*parts)

    def delimited(self):
        """(x), a vector (a, b), [x], |x|, \\|x\\|, \\langle a, b\\rangle, floor, ceiling, \\{x\\}."""
        kind = self.peek().value
        open_, items = self.bracket_items(dots=kind in ("(", "[", "\\{"), stacked=kind in ("(", "[", "\\{"),
                                          relations=kind == "\\{")
        if self.stacked and kind in ("(", "["):
            # [a; b], (W; b): the entries stacked into one vector (or joined side by side: documents use both), kept
            # as written
            return self.mark(_CONCAT(*items, evaluate=False))
        if kind in ("(", "["):
            if len(items) > 1:
                return Tuple(*items)
            if items[0] is _ELLIPSIS:
                raise Unread(self.tex[open_.pos:self.last_end()], open_.pos, "an ellipsis alone")
            return items[0]
        if kind == "langle":
            if len(items) != 2:
                raise Unread("\\langle…\\rangle", open_.pos, "an inner product of two vectors is read")
            return self.apply(_INNER, *items, vectors=True)
        if len(items) != 1 and kind == "\\{":
            return self.mark(_SET(*items))  # \\{h_1, h_2, \\dots, h_T\\}: a set, kept as written
        if len(items) != 1:
            raise Unread(f"{self.text(open_)}…, …", open_.pos, "a list in these delimiters (a set?)")
        if kind == "\\{":
            return items[0]
        return self.apply(_ENCLOSED[kind], items[0], vectors=kind == "\\|")

    # names ----------------------------------------------------------------------------------------
    def name_factor(self):
        """A name with its primes, subscript and superscript: a Symbol, an Indexed, a function applied
        (``PE_{(pos,2i)}``, ``f(x)``), or exp for ``e^{…}``."""
        start = self.peek().pos
        head = self.head()
        primes, sub, sub_text, sup = 0, None, "", None
        while self.peek().kind == "op" and self.peek().value in "'_^":
            tok = self.take()
            if tok.value == "'":
                primes += 1
            elif tok.value == "_":
                if sub is not None or head.indices:
                    raise Unread(f"a double subscript on {head.written}", tok.pos)
                sub = self.subscript()
                sub_text = self.tex[tok.pos:self.last_end()]
            elif sup is not None:
                raise Unread(f"a double superscript on {head.written}", tok.pos)
            else:
                sup = self.word_label(head) or self.family_superscript() or self.superscript()
                if sup[0] == "prime":
                    primes, sup = primes + 1, None
                elif sup[0] == "primed power":
                    primes, sup = primes + 1, ("power", sup[1])
        if head.letter and head.name == "e" and not primes and sub is None and sup and sup[0] == "power":
            return self.apply(exp, sup[1])
        name = head.name + "_prime" * primes
        if sup is not None and sup[0] == "power" and isinstance(sup[1], Symbol) and (
                sup[1].name in self.matrices or (head.name[:1].isupper() and len(sup[1].name) == 1
                                                 and sup[1].name.isupper())
                or (len(sup[1].name) > 1 and sup[1].name.isalpha() and sup[1].name not in GREEK
                    and sup[1].name not in self.set_words)
                or (head.bold and (len(sup[1].name) == 1 or sup[1].name in GREEK))
                or (f"{head.name}^{sup[1].name}" in self.dimensions and sub is not None)):
            # q_i^{X}, W^{Q}, W^O, m_i^{new}, \\mathbf{W}^h (a bold name: a vector or matrix, not raised to a power
            # by a letter), R^d_{\\Theta,m} (a matrix labelled by the document's dimension d): a label, not a power
            name, sup = f"{name}^{sup[1].name}", None
        elif sup is not None and sup[0] == "power" and sup[1].is_Integer and sup[1] >= 0 and head.name in self.labelled:
            name, sup = f"{name}^{sup[1]}", None  # z^1, z^2: the document's first and second z
        elif sup is not None and sup[0] == "label":
            name, sup = f"{name}^{sup[1]}", None  # w^\star, h^\rightarrow: a label
        elif sup is not None and sup[0] == "family":
            (member, transposed), sup = sup[1], None  # x^{(i)}: member i of the family x^()
            inner = self.named(head, name + "^()", sub)
            self.scalars((member,), "an index")
            value = Indexed(inner.base, *inner.indices, member) if isinstance(inner, Indexed) else \
                Indexed(self.base(name + "^()", head.bold), member)
            self.record(self.tex[start:self.last_end()], start)
            return self.apply(_TRANSPOSED, value, vectors=True) if transposed else value
        value = self.named(head, name, sub)
        if sup is not None and sup[0] in ("transpose", "conjugate") and head.name in self.functions \
                and isinstance(value, Symbol) and self.applies(head, value):
            # R^T(\\alpha), f^*(k, n): a function the document defines, applied, then transposed or conjugated (not
            # the transposed name times its argument)
            return self.raise_to(self.entry_subscript(self.application(value.name)), sup, self.peek())
        if sup is None and self.applies(head, value):
            if isinstance(value, Indexed):  # f_m(x): the indexed function f_ applied to (m, x); p_\\theta(y | x)
                return self.entry_subscript(self.application(head.name + "_", value.indices))
            return self.entry_subscript(self.application(value.name))
        if sup is None and isinstance(value, (Symbol, Indexed)) and self.adjacent("["):
            # x[n], c_i[m]: an index in brackets written right after the name (entry m of c_i is c_{i,m})
            saved, self.recording = self.recording, False
            open_at = self.i
            try:
                _, items = self.bracket_items()
            except Unread:
                if not self.slice_brackets(open_at):
                    raise
                self.recording = saved  # P[1, :]: a slice, a name as written
                return self.symbol(f"{value}[{self.tex[self.toks[open_at].end:self.toks[self.i - 1].pos].strip()}]")
            finally:
                self.recording = saved
            self.scalars(tuple(items), "an index")
            old = value.indices if isinstance(value, Indexed) else ()
            value = Indexed(self.base(name), *old, *items)
            self.record(self.tex[start:self.last_end()], start)
            return value
        if isinstance(value, (Symbol, Indexed)):
            self.record(head.written + "'" * primes + sub_text, start)
        return self.raise_to(value, sup, self.peek()) if sup else value

    def slice_brackets(self, open_at: int) -> bool:
        """Whether the brackets opening at token ``open_at`` hold a slice (a ':' at their top level); if so, step
        past them."""
        close, _ = self.paren_span(open_at)
        if close is None or not any(self.toks[k].kind == "op" and self.toks[k].value == ":"
                                    for k in range(open_at + 1, close)):
            return False
        self.i = close + 1
        return True

    def adjacent_bracket(self) -> bool:
        """Whether the token after this command opens parentheses or brackets."""
        nxt = self.peek(1)
        return nxt.kind == "delim" and nxt.value in ("(", "[") and nxt.mark != "close"

    def single_argument_or_text(self):
        """A script's argument that may be text (``\\underbrace{…}_{\\text{…}}``): skipped whole."""
        if self.at("brace", "{"):
            self.i = self.braces[self.i] + 1
        else:
            self.take()

    def adjacent(self, delim: str) -> bool:
        """An opening ``delim`` written right after the previous token (no space)."""
        tok = self.peek()
        return tok.kind == "delim" and tok.value == delim and tok.mark != "close" and tok.pos == self.last_end()

    def entry_subscript(self, value):
        """``PE(t)_{2i}``: entry 2i of PE(t), read as PE(t, 2i) (the form ``PE(pos, 2i)`` documents also use)."""
        if not (self.at("op", "_") and isinstance(value, AppliedUndef)):
            return value
        self.take()
        kind, payload = self.subscript()
        if kind not in ("indices", "entries"):
            raise Unread(f"_{payload}", self.peek().pos, "a subscript on a function's value that is not an index")
        self.scalars(tuple(payload), "an index")
        return value.func(*value.args, *payload)

    def head(self) -> _Head:
        """The name itself: a letter, a word, a Greek letter, \\text{name}, a decorated or bold name."""
        tok = self.peek()
        nxt = self.peek(1)
        if (tok.kind == "greek" and tok.value in ("Delta", "delta") and nxt.kind in ("letter", "greek")
                and tok.value + nxt.value in self.compounds):
            self.i += 2  # \\Delta\\theta, \\Delta f: one name, as the document defines it
            return _Head(tok.value + nxt.value, self.tex[tok.pos:nxt.end], True, False)
        if tok.kind == "greek" and nxt.kind == "brace" and nxt.value == "{" and nxt.pos == tok.end:
            close = self.braces[self.i + 1]
            inner = self.toks[self.i + 2:close]
            word = "".join(t.value for t in inner)
            if inner and all(t.kind in ("letter", "word") for t in inner) and len(word) >= 2 \
                    and all(a.end == b.pos for a, b in zip(inner, inner[1:])) and word not in _FUNCTIONS:
                self.i = close + 1  # \lambda{max}: the name λ_max, as a Markdown writer types it
                return _Head(f"{tok.value}_{word}", self.tex[tok.pos:self.toks[close].end], True, False)
        if tok.kind in _NAME_KINDS or _is_roman_name(tok):
            self.take()
            multi = tok.kind == "word" or (tok.kind == "roman" and len(tok.value) > 1)
            return _Head("_".join(tok.value.replace(",", " ").split()), self.text(tok), multi, tok.kind == "letter")
        if tok.kind == "cmd" and (tok.value in _DECORATIONS or tok.value in _BOLD):
            self.take()
            with self.descend(tok):
                inner = self.inner_name(tok)
            written = self.tex[tok.pos:self.last_end()]
            if tok.value in _BOLD:
                self.bold.add(inner.name)
                return _Head(inner.name, written, inner.multi, False, inner.indices, True)
            return _Head(inner.name + _DECORATIONS[tok.value], written, False, False, inner.indices)
        raise Unread(self.text(tok), tok.pos, "a name is expected here")

    def bold_expression(self):
        """``\\bm{…}`` of a name (a bold name), or of more than a name (``\\bm{\\hat{y}, \\bm{y}}``, ``\\bm{W^s}``): its
        contents read as they are, every name in them bold."""
        start, names = self.i, dict(self.names)
        try:
            return self.name_factor()
        except Unread as e:
            if "other than a name" not in e.why:
                raise
        self.i, self.names = start, names
        self.take()
        value = self.postfix(self.group())
        self.bold |= {x.name for x in getattr(value, "free_symbols", ()) if isinstance(x, Symbol)}
        self.bold |= {str(x.base) for x in (value.atoms(Indexed) if hasattr(value, "atoms") else ())}
        return value

    def inner_name(self, cmd: _Token) -> _Head:
        """The name a decoration or a bold command holds: ``x``, ``{x}``, ``{x_i}``, ``{d_{model}}``."""
        if not self.at("brace", "{"):
            return self.head()
        close = self.braces[self.i]
        construct = self.tex[cmd.pos:self.toks[close].end]
        self.take()
        if not _starts_name(self.peek()):
            raise Unread(construct, cmd.pos, f"\\{cmd.value} of something other than a name")
        inner = self.head()
        if self.at("op", "_"):
            self.take()
            kind, payload = self.subscript()
            if kind == "args":
                raise Unread(construct, cmd.pos, "a function inside a decoration")
            if kind == "name":
                inner = replace(inner, name=f"{inner.name}_{payload}")
            else:
                inner = replace(inner, indices=payload)
        if self.i != close:
            raise Unread(construct, cmd.pos, f"\\{cmd.value} of something other than a name")
        self.take()
        return inner

    def named(self, head: _Head, name: str, sub):
        """The Symbol, Indexed or application a name and its subscript make."""
        bold = head.bold
        if sub is None:
            return self.indexed(name, head.indices, bold) if head.indices else self.symbol(name, bold)
        kind, payload = sub
        if kind == "name":
            return self.symbol(f"{name}_{payload}", bold)
        if kind == "indices":
            return self.indexed(name, payload, bold)
        if kind == "labelled":  # q_{\\text{rotated}_j}: member j of the family q_rotated
            return self.indexed(f"{name}_{payload[0]}", payload[1], bold)
        if kind == "entries":  # u_{[i]}: an entry of the vector u, a number even where u is a matrix or vector
            self.scalars(payload, "an index")
            return Indexed(IndexedBase(name), *payload)
        return self.apply(self.function(name, bold), *payload)

    def is_matrix(self, name: str, bold: bool = False) -> bool:
        return name in self.matrices or (bold and name in self.bold_matrices)

    def symbol(self, name: str, bold: bool = False):
        return Symbol(name, commutative=False) if self.is_matrix(name, bold) else Symbol(name)

    def base(self, name: str, bold: bool = False):
        return IndexedBase(name, commutative=False) if self.is_matrix(name, bold) else IndexedBase(name)

    def function(self, name: str, bold: bool = False):
        if name in SCALAR_VALUED:
            return Function(name, commutative=True)  # det(W) is a number, whatever W is
        return Function(name, commutative=False) if self.is_matrix(name, bold) else Function(name)

    def indexed(self, name: str, indices: tuple, bold: bool = False):
        self.scalars(indices, "an index")
        return Indexed(self.base(name, bold), *indices)

    def applies(self, head: _Head, value) -> bool:
        """Whether parentheses after the name hold its arguments (rather than multiply it): a known
        function, a multi-letter name, or a comma inside them."""
        tok = self.peek()
        if not (tok.kind == "delim" and tok.value == "(" and tok.mark != "close"):
            return False
        if isinstance(value, Indexed) and ((head.name in self.functions and not (
                head.name in DEFAULT_FUNCTIONS and head.name in self.valued and self.holds_a_sum())) or (
                head.multi and head.name not in self.valued)):
            # f_m(x) where the document applies f, \\text{PE}_p(x), \\text{softmax}_t(…): a function with an index (not
            # \\text{scale}_1 (4 + 2) where the document writes \\text{scale}_k = 2^{-k}: a number times a parenthesis)
            return True
        if isinstance(value, Symbol) and value.name.endswith(("_cal", "_bb", "_scr", "_frak")):
            return True  # \\mathcal{L}(\\theta), \\mathcal{N}(0, 1): a script letter applied is a function
        if not isinstance(value, Symbol):
            return False
        return (head.name in self.functions or value.name in self.functions or head.multi or self.paren_span(self.i)[1]
                or self.conditional_bar() is not None  # p(c | w): a conditional
                or (head.bold and not self.multiplies_a_sum(head)))  # \\mathbf{h}(\\mathbf{x}), \\mathbf{z}^h(\\mathbf{x}): a
        # vector-valued function (read as a product, f(a + b) would be "proved" equal to f a + f b; as an application it
        # is only what it says)

    def holds_a_sum(self) -> bool:
        """Whether the parentheses at hand hold a sum or a difference at their top level (``(S_{i+1} - S_i)``), not
        one term (``(0)``, ``(x)``: an argument)."""
        close, _ = self.paren_span(self.i)
        if close is None:
            return False
        depth = 0
        for j in range(self.i + 1, close):
            tok = self.toks[j]
            if tok.kind == "brace" or (tok.kind == "delim" and tok.value not in ("|", "\\|")):
                depth += 1 if tok.value in _CLOSER or tok.value == "{" else -1
            elif depth == 0 and tok.kind == "op" and tok.value in ("+", "-", "−") and j > self.i + 1:
                return True
        return False

    def multiplies_a_sum(self, head: _Head) -> bool:
        """Whether the bold name before the parentheses at hand is a matrix that multiplies what they hold: a capital
        the document writes as a matrix (``products``: transposed, or a factor on the right of a bold name) and never
        applies to a name, before a sum or a product of bold names and parenthesised groups and nothing else
        (``\\mathbf{W}^q((\\mathbf{x}_j + \\mathbf{p}_j)\\mathbf{W}^k)^\\top``); not ``\\mathbf{R}(\\alpha + \\beta)``, a
        matrix of a sum of numbers, nor ``\\mathbf{F}(\\mathbf{x} + \\mathbf{y})`` where the document writes
        ``\\mathbf{F}(\\mathbf{x})``, or names F in words only (the MLP, LayerNorm): a function."""
        if head.name not in getattr(self, "bold_products", ()):
            return False  # (a capital the document transposes or writes as a right factor, never applies to a name)
        close, comma = self.paren_span(self.i)
        if close is None or comma:
            return False
        k, items, bold = self.i + 1, 0, 0
        while k < close:
            tok = self.toks[k]
            if tok.kind == "op" and tok.value in ("_", "^"):  # a script: skip it
                k += 1
                if k < close and self.toks[k].kind == "brace" and self.toks[k].value == "{":
                    k = self.braces[k]
            elif tok.kind == "brace" and tok.value == "{":
                k = self.braces[k]
            elif tok.kind == "delim" and tok.value in ("(", "[") and tok.mark != "close":
                end, _ = self.paren_span(k)
                if end is None or end > close:
                    return False
                items, k = items + 1, end
            elif tok.kind == "cmd" and tok.value in _BOLD:
                items, bold = items + 1, bold + 1
            elif not (tok.kind == "op" and tok.value in ("+", "-", "'")) and not (
                    tok.kind == "cmd" and tok.value in ("top", "intercal", "mathsf", "mathrm", "cdot")):
                return False  # (a plain letter, a number, a function: not bold names alone)
            k += 1
        return bold > 0 and items > 1

    def application(self, name: str, leading: tuple = ()):
        """``name(a, b, …)``: an undefined function applied; max and min are Max and Min.  An argument list may hold
        an ellipsis (``\\mathrm{Concat}(h_1, \\dots, h_h)``: the value is kept unevaluated) and one bar at its top
        level (``p(T | C_1, Q)``: a conditional, read as the function ``p|1`` of the arguments before and after it)."""
        given = self.conditional_bar()
        if given is not None:
            self.toks[given] = replace(self.toks[given], kind="op", value=",")
        _, items = self.bracket_items(dots=True, relations=True)
        items = [*leading, *items]  # an indexed function's indices come first
        if given is not None:
            name = f"{name}|{self.bar_position + len(leading)}"
        func = ({"max": Max, "min": Min}.get(name) if not leading else None) or self.function(name)
        # (a column or row written out, softmax of a bmatrix: a vector, kept as written like a list)
        items = [ImmutableMatrix(x) if isinstance(x, MatrixBase) and 1 in x.shape else x
                 for x in items]
        if any(x is _ELLIPSIS or isinstance(x, Tuple) or (isinstance(x, MatrixBase) and 1 in x.shape)
               for x in items):
            if func in (Max, Min):
                raise Unread(f"\\{name} of a list with an ellipsis or a vector", self.peek().pos)
            return self.mark(func(*items, evaluate=False))  # f(q, (k_1, v_1), …, (k_m, v_m)): kept as written
        return self.apply(func, *items)

    def conditional_bar(self) -> int | None:
        """The index of a bar standing alone at the top level of the parentheses that start here (``p(T | Q)``), or
        None; ``bar_position`` is then the number of arguments before it."""
        close, _ = self.paren_span(self.i)
        if close is None:
            return None
        depth, bars, commas = 0, [], 0
        for k in range(self.i + 1, close):
            tok = self.toks[k]
            if tok.kind == "brace" or (tok.kind == "delim" and tok.value not in ("|", "\\|")):
                depth += 1 if tok.value in _CLOSER or tok.value == "{" else -1
            elif depth == 0 and tok.kind == "delim" and tok.value == "|" and not tok.mark:
                bars.append((k, commas))
            elif depth == 0 and tok.kind == "op" and tok.value == ",":
                commas += 1
        if len(bars) != 1:
            return None
        self.bar_position = bars[0][1] + 1
        return bars[0][0]

    def paren_span(self, i: int) -> tuple[int | None, bool]:
        """(the index of the delimiter closing the one at ``i`` or None, whether a comma stands at its top
        level).  Bars are not counted: inside parentheses they cannot be told apart."""
        depth, comma = 0, False
        for j in range(i, len(self.toks)):
            tok = self.toks[j]
            if tok.kind == "brace" or (tok.kind == "delim" and tok.value not in ("|", "\\|")):
                depth += 1 if tok.value in _CLOSER or tok.value == "{" else -1
                if depth == 0:
                    return j, comma
            elif depth == 1 and tok.kind == "op" and tok.value in (",", ";"):
                comma = True  # f(a, b), p(c | w; \\theta)
        return None, comma

    # scripts --------------------------------------------------------------------------------------
    def subscript(self):
        """What follows a name's "_": ("name", text) for a word, a run of three or more letters, \\text{…},
        \\max; ("args", values) for parentheses holding a comma; ("entries", values) for brackets (``u_{[i]}``, an
        entry); else ("indices", values)."""
        saved, self.recording = self.recording, False
        try:
            if not self.at("brace", "{"):
                return self.one_token_subscript()
            close = self.braces[self.i]
            inner = self.toks[self.i + 1:close]
            if not inner:
                raise Unread("_{}", self.peek().pos, "an empty subscript")
            if all(t.kind == "letter" for t in inner) and len(inner) <= 2:
                self.i = close + 1
                return "indices", tuple(Symbol(t.value) for t in inner)
            if len(inner) >= 3 and (inner[0].kind == "word" or _is_roman_name(inner[0])) \
                    and inner[1].kind == "op" and inner[1].value == "_":
                start = self.i
                self.i = start + 3  # q_{\\text{rotated}_j}: the family q_rotated, member j
                try:
                    kind, payload = self.subscript()
                except Unread:
                    kind, payload = None, None
                if kind == "indices" and self.i == close:
                    self.i = close + 1
                    return "labelled", (inner[0].value, payload)
                self.i = start
            name = _subscript_name(inner)
            if name is not None and len(inner) == 1 and inner[0].kind == "word" and name in self.index_words:
                name = None  # p_{pos} beside p_{pos,2i}: the member at pos (read below, as any index)
            if name is None and any((t.kind == "op" and t.value == ":") or t.kind == "rel" for t in inner):
                name = "".join(self.tex[t.pos:t.end] for t in inner)  # x_{1:n}, y_{<t}: a slice, as written
            if name is not None:
                self.i = close + 1
                upright = any(t.kind == "roman" or (t.kind == "cmd" and t.value in _UPRIGHT) for t in inner)
                index = None if upright else next((v for v in reversed(self.bound) if v.name == name), None)
                if index is not None:  # \sum_{pos} \theta_{pos}: the sum's index (b_{\text{i}} stays a label)
                    return "indices", (index,)
                return "name", name
            if inner[0].kind == "delim" and inner[0].value == "[" and inner[-1].kind == "delim" \
                    and inner[-1].value == "]" and self.paren_span(self.i + 1)[0] == close - 1:
                self.take()  # u_{[i]}, E_{[i, j]}: entries of a vector or matrix, numbers
                self.take()
                indices = [self.expr(frozenset())]
                while self.at("op", ","):
                    self.take()
                    indices.append(self.expr(frozenset()))
                if self.i != close - 1:
                    raise self.unexpected(self.peek())
                self.i = close + 1
                return "entries", tuple(indices)
            if inner[0].kind == "delim" and inner[0].value == "(" and self.paren_span(self.i + 1) == (close - 1, True):
                self.take()
                self.recording = saved  # arguments, not indices
                _, items = self.bracket_items()
                self.take()
                return "args", tuple(items)
            self.take()
            indices = [self.expr(frozenset())]
            while self.at("op", ","):
                self.take()
                indices.append(self.expr(frozenset()))
            if self.i != close:
                raise self.unexpected(self.peek())
            self.take()
            return "indices", tuple(indices)
        finally:
            self.recording = saved

    def one_token_subscript(self):
        """``_i``, ``_1`` (one digit), ``_pos`` (a word), ``_\\text{model}``, ``_\\max``."""
        tok = self.peek()
        if tok.kind == "word" or _is_roman_name(tok) or (tok.kind == "cmd" and tok.value in ("max", "min")):
            self.take()
            return "name", tok.value
        if tok.kind == "op" and tok.value in "+-":  # \\omega_-, \\omega_+: a label
            self.take()
            return "name", "minus" if tok.value == "-" else "plus"
        if tok.kind == "delim" and tok.value == "(" and tok.mark != "close" and self.paren_span(self.i)[1]:
            saved, self.recording = self.recording, True
            try:
                _, items = self.bracket_items()  # PE_(pos, 2i), as Markdown writers type PE_{(pos, 2i)}
            finally:
                self.recording = saved
            return "args", tuple(items)
        return "indices", (self.single_argument(),)

    def word_label(self, head) -> tuple | None:
        """``A^{\\text{abs}}``, ``A^\\text{abs}``, ``x^{\\mathrm{max}}``: a word in upright type, alone in a name's
        superscript, labels the name (as ``m_i^{new}`` does), even when the word is also a function's name (abs,
        max); on e it stays a power (``e^{\\text{lse}}``), read as any superscript is."""
        if head.letter and head.name == "e":
            return None
        k = self.i + 1 if self.at("brace", "{") else self.i
        tok = self.toks[k] if k < len(self.toks) else None
        if tok is None or tok.kind != "roman" or _IDENT.fullmatch(tok.value) is None or len(tok.value) < 2 \
                or tok.value in self.set_words:  # (\\gamma^{\\text{step}} where \\text{step} = 2: a power)
            return None
        if k != self.i and self.braces[self.i] != k + 1:
            return None  # ^{\\text{lse}_i}: more than the word
        self.i = k + 1 + (k != self.i)
        return "label", tok.value

    def superscript(self):
        """What follows a "^": ("power", exponent), ("transpose", None) for T, \\top, \\intercal,
        \\mathsf{T}; ("conjugate", None) for *; ("prime", None) for \\prime."""
        tok = self.peek()
        if tok.kind == "brace" and tok.value == "{" and self.braces[self.i] > self.i + 2 \
                and _script_mark(self.peek(1)) == "prime":
            # b^{\prime \frac{2d}{D}}: the prime of b, then its power (as writers type (b')^{2d/D})
            close = self.braces[self.i]
            self.i += 2
            value = self.expr(frozenset())
            if self.i != close:
                raise Unread("^{\\prime …}", tok.pos, "a prime and a power in one superscript, not read to its end")
            self.i = close + 1
            return "primed power", value
        if tok.kind == "brace" and tok.value == "{" and self.braces[self.i] == self.i + 2:
            mark = _script_mark(self.peek(1))
            if mark:
                self.i += 3
                return self.script_mark(mark)
        mark = _script_mark(tok)
        if mark:
            self.take()
            return self.script_mark(mark)
        upper = self.upper_indices()
        if upper is not None:
            return "indices", upper
        if tok.kind == "op" and tok.value in "+-":  # 10^-3, as Markdown writers type it
            negative = self.signs()
            value = self.single_argument()
            return "power", self.neg(value) if negative else value
        if tok.kind == "delim":
            raise Unread(f"^{self.text(tok)}", tok.pos, "a superscript that opens a bracket needs braces")
        return "power", self.single_argument()

    def upper_indices(self):
        """``^{a,b}``, ``^{[m],[p]}``: a superscript that lists items at its top level is no power (a power is one
        value): the indices of a tensor written above the name, as their texts; None for any other superscript."""
        if not self.at("brace", "{"):
            return None
        close = self.braces[self.i]
        depth, commas = 0, []
        for k in range(self.i + 1, close):
            t = self.toks[k]
            if (t.kind == "brace" and t.value == "{") or (t.kind == "delim" and t.value in "([" and t.mark != "close"):
                depth += 1
            elif (t.kind == "brace" and t.value == "}") or (t.kind == "delim" and t.value in ")]"):
                depth -= 1
            elif depth == 0 and t.kind == "op" and t.value == ",":
                commas.append(k)
        if not commas:
            return None
        bounds = [self.i + 1] + [c + 1 for c in commas]
        ends = commas + [close]
        items = tuple("".join(self.tex[self.toks[a].pos:self.toks[b - 1].end].split()) for a, b in zip(bounds, ends)
                      if b > a)
        if len(items) != len(commas) + 1:
            return None
        self.i = close + 1
        return items

    def script_mark(self, mark: str) -> tuple:
        """A superscript that a token makes by itself (``_script_mark``), as ``superscript`` returns it: a ``*``
        outside a document about complex numbers is the label ⋆ (the optimum θ^*), not the conjugate."""
        if mark == "conjugate" and not self.conjugates:
            return "label", "star"
        return ("label", mark[6:]) if mark.startswith("label:") else (mark, None)

    def family_superscript(self):
        r"""``^{(k)}``, ``^{(q)T}``, ``^{(2)	op}``: a parenthesised superscript is a label that counts members of a
        family (the k-th example, the layer, the head), not a power: ("family", (index, transposed)); else None."""
        if not self.at("brace", "{"):
            return None
        close = self.braces[self.i]
        if not (self.peek(1).kind == "delim" and self.peek(1).value == "(" and self.peek(1).mark != "close"):
            return None
        end, _ = self.paren_span(self.i + 1)
        if end is None or end not in (close - 1, close - 2):
            return None
        transposed = end == close - 2
        if transposed and _script_mark(self.toks[close - 1]) != "transpose":
            return None
        start = self.i
        self.i += 2
        try:
            index = self.expr(frozenset())
        except Unread:
            self.i = start
            return None
        if self.i != end:
            self.i = start
            return None
        self.i = close + 1
        return "family", (index, transposed)

    def raise_to(self, value, sup, tok: _Token):
        """``value`` with a superscript: a power (e to a power is exp), a transpose, a conjugate; upper indices
        (``Z^{a,b}``) on a name make a member of the family of that name written above."""
        kind, exponent = sup
        if kind == "indices":
            if not isinstance(value, Symbol):
                raise Unread(self.tex[tok.pos:self.last_end()], tok.pos, "upper indices on an expression")
            return Indexed(IndexedBase(f"{value.name}^", commutative=value.is_commutative),
                           *[Symbol(x) for x in exponent])
        if kind == "label" and exponent == "circ" and not isinstance(value, (Tuple, MatrixBase)):
            return self.product([value, pi / 180])  # 30^\\circ: degrees, in radians
        if kind == "label" and exponent == "star" and tok.value == "^" \
                and "".join(self.tex[tok.pos:self.peek().pos].split()) in ("^*", "^{*}") \
                and hasattr(value, "free_symbols") and not value.has(I) \
                and not any(str(x) in ("i", "j") for x in value.free_symbols):
            return value  # 3.5^*, \frac{h}{8}^*: a footnote's mark on a number or a quotient (not a label: no name)
        if kind == "label":
            raise Unread(f"^\\{exponent} on an expression", tok.pos, "a label superscript is read on a name")
        if kind == "family":
            raise Unread("^{(…)} on an expression", tok.pos, "a parenthesised superscript is read on a name")
        if kind == "transpose":
            return value.T if isinstance(value, MatrixBase) else self.apply(_TRANSPOSED, value, vectors=True)
        if kind == "conjugate":
            return self.apply(conjugate, value)
        if kind in ("prime", "primed power"):
            raise Unread("a prime on an expression", tok.pos)
        if value is E:
            return self.apply(exp, exponent)
        return self.power(value, exponent)

    # functions ------------------------------------------------------------------------------------
    def function_call(self, tok: _Token, name: str, stops: frozenset):
        """\\sin x, \\sin^2 x, \\sin^{-1} x, \\log_b x, \\exp(x), \\mathrm{Re}(z)."""
        func, inverse = _FUNCTIONS[name]
        sup = base = None
        while self.peek().kind == "op" and self.peek().value in "^_":
            op = self.take()
            if op.value == "^" and sup is None:
                sup = self.superscript()
                if sup[0] != "power":
                    raise Unread(self.tex[tok.pos:self.last_end()], tok.pos, "a function with this superscript")
            elif op.value == "_" and name == "log" and base is None:
                base = self.single_argument()
            else:
                raise Unread(self.tex[tok.pos:op.end], tok.pos, "a function with this script")
        if sup is None and base is None and not self.tex.startswith("\\", tok.pos) and \
                not self.starts_factor(self.peek(), stops - {"argument"}) and not self.at("delim", "("):
            return Symbol(name)  # "abs \\cdot \\cos(angle)": a name typed plainly, not applied to anything
        arg = self.function_argument(tok, stops)
        if isinstance(arg, _Several):
            if sup is not None or base is not None:
                raise Unread(self.text(tok), tok.pos, "a function of several arguments with a script")
            return self.mark(Function(name, commutative=all(getattr(x, "is_commutative", True) for x in arg))(*arg))
        if sup is not None and sup[1] == -1:
            if inverse is None:
                raise Unread(f"{self.text(tok)}^{{-1}}", tok.pos, "an inverse the reader does not know")
            return self.apply(inverse, arg)
        if name == "log" and base is None:
            self.log_base_unstated = True
        value = self.apply(log, arg, base) if base is not None else self.apply(func, arg)
        return self.power(value, sup[1]) if sup is not None else value

    def function_argument(self, tok: _Token, stops: frozenset):
        """A bracketed argument (exactly the brackets), or the product that follows, which ends at + - \\cdot
        \\times, a relation, a comma or another function."""
        nxt = self.peek()
        if nxt.kind == "brace" and nxt.value == "{":
            value = self.group()
            if self.at("op", "^"):  # \\cos{x}^2, typeset "cos x²": cos(x²) or (cos x)², which the text does not settle
                raise Unread(self.text(tok), tok.pos, "a braced argument with a superscript after it: the "
                             "function of the power, or the power of the function")
            return value
        if nxt.kind == "delim" and nxt.value in ("(", "[", "\\{") and nxt.mark != "close":
            start = self.i
            _, items = self.bracket_items()
            if len(items) != 1:
                return _Several(items)  # \\mathrm{cos}(u, v): another function of that name (a similarity)
            if _TRIG_NAME.fullmatch(tok.value) and (self.peek().kind in ("letter", "greek", "num") or (
                    self.peek().kind == "cmd" and self.peek().value in ("frac", "dfrac", "tfrac"))) \
                    and self.starts_factor(self.peek(), stops - {"argument"}):
                # \\cos (n-m)\\theta: cos((n-m)θ), as texts on RoPE mean it, or cos(n-m)·θ, as read left to
                # right; the one read here is the second, and with argument_rest the first
                self.argument_ambiguous = True
                self.argument_spaced = self.argument_spaced or nxt.pos > tok.end
                if self.argument_rest:
                    self.i = start
                    value = self.term(stops | {"argument"})
                    return value
            return items[0]
        negative = self.signs()
        if not self.starts_factor(self.peek(), stops - {"argument"}):
            raise Unread(self.text(tok), tok.pos, "its argument is missing")
        value = self.term(stops | {"argument"})
        return self.neg(value) if negative else value

    def extremum(self, tok: _Token, stops: frozenset = frozenset()):
        """\\max(a, b), \\max\\{a, b\\}, \\min(…); ``\\max_j body`` over one index named alone (its range not
        written): the opaque ``max_over(body, j)``, j bound in it (never evaluated, never given a value)."""
        name = tok.value
        if name in ("argmax", "argmin") and not self.at("op", "_"):
            raise Unread(self.text(tok), tok.pos, f"\\{name} is read over one index named below it")
        if self.at("op", "_"):
            start = self.i
            self.take()
            close = self.braces[self.i] if self.at("brace", "{") else None
            if close is not None:
                self.take()
            var = self.index_variable(tok, close) if (close is None or close == self.i + 1) else None
            if var is None:
                self.i = start
                raise Unread(f"\\{name} over a range", tok.pos, "only an index named alone is read")
            if close is not None:
                self.i = close + 1
            if not self.starts_factor(self.peek(), stops - {"argument"}):
                raise Unread(self.text(tok), tok.pos, "its expression is missing")
            self.bound.append(var)
            try:
                body = self.term(stops - {"argument"})
            finally:
                self.bound.pop()
            self.scalars([body], self.text(tok))
            # j bound: a name of its own, which no value the document gives j reaches (j = 2 elsewhere is not the j
            # that \max_j runs over), the same in every maximum over j (so that one maximum written twice is equal)
            own = Dummy(var.name, dummy_index=_BOUND_INDEX, **var.assumptions0) if isinstance(var, Symbol) else var
            return Function(f"{name}_over")(body.xreplace({var: own}), own)
        nxt = self.peek()
        if not (nxt.kind == "delim" and nxt.value in ("(", "\\{", "[") and nxt.mark != "close"):
            raise Unread(self.text(tok), tok.pos, "its arguments in brackets are expected")
        _, items = self.bracket_items()
        try:
            return self.apply(Max if name == "max" else Min, *items)
        except (ValueError, TypeError):  # "The argument … is not comparable": of vectors or matrices, kept unevaluated
            return self.mark(Function(name, commutative=all(getattr(x, "is_commutative", True) for x in items))(
                *items))

    def square_root(self, tok: _Token):
        """\\sqrt{x}, \\sqrt[n]{x}."""
        index = None
        if self.at("delim", "["):
            _, items = self.bracket_items()
            if len(items) != 1:
                raise Unread(self.tex[tok.pos:self.last_end()], tok.pos, "a root with several indices")
            index = items[0]
        radicand = self.argument(tok)
        exponent = Rational(1, 2) if index is None else self.power(index, Integer(-1))
        return self.power(radicand, exponent)

    def binomial(self, tok: _Token):
        """\\binom{n}{k} (left unevaluated for a large n)."""
        n, k = self.argument(tok), self.argument(tok)
        if getattr(n, "is_Integer", False) and n > _LARGE:
            return self.mark(binomial(n, k, evaluate=False))
        return self.apply(binomial, n, k)

    def factorial(self, value, double: bool):
        """n! (n!! the double factorial), left unevaluated for a large n."""
        func = factorial2 if double else factorial
        if value in self.opaque or (getattr(value, "is_Integer", False) and value > _LARGE):
            return self.mark(func(value, evaluate=False))
        return self.apply(func, value)

    def derivative(self, tok: _Token, stops: frozenset):
        """``\\frac{\\partial f}{\\partial x}``, ``\\frac{d y}{d x}``, ``\\frac{\\partial}{\\partial x} g``: the derivative of
        the numerator (or of the factor that follows) with respect to one name; None when the fraction is not one."""
        k = self.i + 1
        if not (self.toks[k].kind == "brace" and self.toks[k].value == "{"):
            return None
        first_close = self.braces[k]
        second = first_close + 1
        if not (second < len(self.toks) and self.toks[second].kind == "brace" and self.toks[second].value == "{"):
            return None
        partial = self.toks[k + 1].kind == "cmd" and self.toks[k + 1].value == "partial"
        if not (partial or _is_d(self.toks[k + 1])):
            return None
        below = self.toks[second + 1]
        if not ((partial and below.kind == "cmd" and below.value == "partial") or (not partial and _is_d(below))):
            return None
        start = self.i
        self.i = second + 2
        try:
            var = self.factor(frozenset())
        except Unread:
            self.i = start
            return None
        if self.i != self.braces[second] or not isinstance(var, (Symbol, Indexed)) or not var.is_commutative:
            self.i = start
            return None  # \\frac{\\partial^2 f}{\\partial x^2}, a derivative with respect to a vector: not read here
        after = self.braces[second] + 1
        if k + 2 == first_close:  # \\frac{\\partial}{\\partial x} g: the operator, applied to what follows
            self.i = after
            if not self.starts_factor(self.peek(), stops - {"argument"}):
                raise Unread(self.tex[tok.pos:self.toks[after - 1].end], tok.pos, "a derivative applied to nothing")
            target = self.factor(stops)
        else:
            self.i = k + 2
            target = self.expr(frozenset())
            if self.i != first_close:
                self.i = start
                return None
            self.i = after
        self.scalars([target], "a derivative")
        if target.free_symbols <= {var} and not isinstance(target, AppliedUndef) and not self.any_opaque([target]):
            return Derivative(target, var).doit()  # an expression in the variable alone, written out: differentiated
        # \\frac{\\partial L}{\\partial W}, or a target with other names (which the document may define in terms of
        # the variable elsewhere): kept as written, never differentiated on a guess that the other names are constants
        return self.mark((_PARTIAL if partial else _TOTAL)(target, var))

    def gradient(self, tok: _Token, stops: frozenset):
        """``\\nabla_{\\theta} L(\\theta)``, ``\\nabla f``: the gradient of the factor that follows (with respect to the
        subscript's variable, or to what the document leaves implicit), kept as written: never computed."""
        self.take()
        var = None
        if self.at("op", "_"):
            self.take()
            if self.at("brace", "{"):
                close = self.braces[self.i]
                self.i += 1
                var = self.expr(frozenset())
                if self.i != close:
                    raise Unread(self.tex[tok.pos:self.toks[close].end], tok.pos, "a gradient's variable is read as "
                                 "one expression")
                self.i = close + 1
            else:
                var = self.factor(frozenset({"argument"}))
        if not self.starts_factor(self.peek(), stops - {"argument"}):
            raise Unread(self.tex[tok.pos:self.last_end()], tok.pos, "a gradient of nothing")
        target = self.factor(stops)
        return self.mark(_GRADIENT(target) if var is None else _GRADIENT(target, var))

    def not_a_derivative(self, tok: _Token) -> None:
        """Unread for \\frac{d}{dx} and \\frac{dy}{dx}: a derivative, not a quotient."""
        k = self.i + 1
        if not (self.toks[k].kind == "brace" and self.toks[k].value == "{"):
            return
        second = self.braces[k] + 1
        if not (self.toks[second].kind == "brace" and self.toks[second].value == "{"):
            return
        if _is_d(self.toks[k + 1]) and _is_d(self.toks[second + 1]) and self.toks[second + 2].kind in _NAME_KINDS:
            raise Unread(self.tex[tok.pos:self.toks[self.braces[second]].end], tok.pos, "a derivative")

    def holds_number(self) -> bool:
        """After a bold command: whether its argument is a number (\\mathbf{0})."""
        k = self.i + 1
        if self.toks[k].kind == "brace" and self.toks[k].value == "{":
            return self.braces[k] == k + 2 and self.toks[k + 1].kind == "num"
        return self.toks[k].kind == "num"

    def bold_number(self):
        """\\mathbf{0}: the number itself."""
        return self.argument(self.take())

    # sums, products, integrals ------------------------------------------------------------------------
    def big_operator(self, tok: _Token, stops: frozenset):
        """\\sum_{i=a}^{b} body, \\prod…; without bounds (\\sum_i) the bounds are i__lo and i__hi and i is
        listed in ``open_sums``.  The body is the product that follows (it ends at + or -)."""
        lower = upper = None
        while self.peek().kind == "op" and self.peek().value in "_^":
            op = self.take()
            if op.value == "_" and lower is None:
                lower = self.sum_index(tok)
            elif op.value == "^" and upper is None:
                upper = self.single_argument()
            else:
                raise Unread(self.tex[tok.pos:op.end], tok.pos, "a double script")
        if lower is None and upper is None:
            implicit = self.implicit_index()
            if implicit is not None:  # \\sum x_i: over the one index its summand's subscripts write, as \\sum_i
                lower = (implicit, None)
        if lower is None:
            raise Unread(self.text(tok), tok.pos, "without an index")
        var, lo = lower
        if var in self.in_sets:
            if upper is not None:
                raise Unread(self.text(tok), tok.pos, "an index over a set with an upper bound")
            self.open_sums.add(var)
            lo, upper = self.in_sets.pop(var)
        elif lo is None or upper is None:
            self.open_sums.add(var)
            lo = Symbol(f"{var.name}__lo") if lo is None else lo
            upper = Symbol(f"{var.name}__hi") if upper is None else upper
        negative = self.signs()
        if not self.starts_factor(self.peek(), stops - {"argument"}):
            raise Unread(self.text(tok), tok.pos, "its summand is missing")
        self.bound.append(var)
        try:
            body = self.term(stops - {"argument"})
        finally:
            self.bound.pop()
        body = self.neg(body) if negative else body
        self.scalars([body, lo, upper], self.text(tok))
        return self.closed((Sum if tok.value == "sum" else Product)(body, (var, lo, upper)))

    def implicit_index(self) -> Symbol | None:
        """After a bare ``\\sum`` (no script): the index of ``\\sum x_i``, ``\\sum \\alpha_i v_i``, the one letter
        that the subscripts of its summand write (the summand: what follows, up to a + or - or a relation at its own
        depth), when they write exactly one and it is not a bound index already; else None."""
        depth, letters, k, words = 0, set(), self.i, False
        while k < len(self.toks):
            t = self.toks[k]
            if t.kind == "eof" or (depth == 0 and (t.kind == "rel" or (t.kind == "op" and t.value in "+-,;&")
                                                   and k > self.i)):
                break
            if t.kind == "brace" or t.kind == "delim":
                opening = t.value == "{" if t.kind == "brace" else (t.value in _CLOSER and t.mark != "close"
                                                                   and t.value not in ("|", "\\|"))
                closing = t.value == "}" if t.kind == "brace" else (t.value in _CLOSER.values() and t.mark != "open"
                                                                   and t.value not in ("|", "\\|"))
                depth += 1 if opening else -1 if closing else 0
                if depth < 0:
                    break
            if t.kind in ("begin", "end") or (t.kind == "cmd" and t.value in ("sum", "prod", "int")):
                return None  # a matrix, a second big operator: not guessed
            if t.kind == "op" and t.value == "_":
                nxt = self.toks[k + 1]
                if nxt.kind == "brace" and nxt.value == "{":
                    inner = self.toks[k + 2:self.braces[k + 1]]
                else:
                    inner = [nxt]
                letters |= {s.value for s in inner if s.kind == "letter"}
                words = words or any(s.kind in ("greek", "cmd") for s in inner)
            k += 1
        if len(letters) != 1 or words:
            return None
        name = letters.pop()
        if any(v.name == name for v in self.bound):
            return None
        return Symbol(name)

    def limit(self, tok: _Token, stops: frozenset):
        """``\\lim_{x \\to a} body`` (``\\rightarrow`` too; a one-sided ``a^+``, ``a^-``): a SymPy Limit, unevaluated
        (the decision evaluates it).  The body is the product that follows."""
        if not self.at("op", "_"):
            raise Unread(self.text(tok), tok.pos, "a limit without its variable")
        self.take()
        if not self.at("brace", "{"):
            raise Unread(self.text(tok), tok.pos, "a limit's subscript is read from {x \\to a}")
        close = self.braces[self.i]
        self.take()
        var = self.index_variable(tok, close)
        if not (self.at("cmd", "to") or self.at("cmd", "rightarrow") or self.at("rel", "→")):
            raise Unread(self.tex[tok.pos:self.toks[close].end], tok.pos, "a limit's subscript is read from {x \\to a}")
        self.take()
        sided = close - self.i >= 3 and self.toks[close - 2].kind == "op" and self.toks[close - 2].value == "^" \
            and self.toks[close - 1].kind == "op" and self.toks[close - 1].value in "+-"
        side = self.toks[close - 1].value if sided else "+-"
        end = close - 2 if sided else close
        if end <= self.i:
            raise Unread(self.tex[tok.pos:self.toks[close].end], tok.pos, "a limit's subscript is read from {x \\to a}")
        point = parse(self.tex[self.peek().pos:self.toks[end].pos], functions=self.functions).expr
        self.i = close + 1
        if not self.starts_factor(self.peek(), stops - {"argument"}):
            raise Unread(self.text(tok), tok.pos, "the limit's expression is missing")
        body = self.term(stops - {"argument"})
        self.scalars([body, point], self.text(tok))
        if point in (oo, -oo):
            side = "-" if point == oo else "+"
        return Limit(body, var, point, side)

    def bar_points(self, bar: _Token) -> list:
        """An evaluation bar's subscript: [(name, value)] from ``{x = a}`` or ``{E = 4, p = 2}`` (every name given its
        value at once)."""
        if not self.at("brace", "{") or not any(
                t.kind == "op" and t.value == "," for t in self.toks[self.i + 1:self.braces[self.i]]):
            return [self.sum_index(bar)]
        close = self.braces[self.i]
        self.take()
        points = []
        while True:
            var = self.index_variable(bar, close)
            if not self.at("rel", "="):
                raise Unread(self.tex[bar.pos:self.toks[close].end], bar.pos, "an evaluation bar is read with values: "
                             "|_{x = a, y = b}")
            self.take()
            points.append((var, self.expr(frozenset())))
            if self.i == close:
                self.take()
                return points
            if not self.at("op", ","):
                raise self.unexpected(self.peek())
            self.take()

    def sum_index(self, tok: _Token):
        """A big operator's subscript: (index Symbol, lower bound or None) from ``{i=a}``, ``{i}`` or ``i``."""
        saved, self.recording = self.recording, False
        try:
            if not self.at("brace", "{"):
                return self.index_variable(tok), None
            close = self.braces[self.i]
            self.take()
            var, lo = self.index_variable(tok, close), None
            if self.at("rel", "="):
                self.take()
                self.recording = saved
                lo = self.expr(frozenset())
            elif (self.at("cmd", "in") or self.at("rel", "∈")) and self.i + 1 < close:
                # \\sum_{j \\in S}: over the members of a set S, read as a range of its own whose ends are unknown
                # (j from S's first to S's last), kept apart from every other set's
                self.take()
                members = self.tex[self.toks[self.i].pos:self.toks[close].pos].strip()
                self.i = close
                self.take()
                tag = re.sub(r"\s+", "", members)
                self.in_sets[var] = (Symbol(f"∈{tag}__lo"), Symbol(f"∈{tag}__hi"))  # the same set, the same ends
                return var, None
            if self.i != close:
                raise Unread(self.tex[tok.pos:self.toks[close].end], tok.pos, "an index is read from i=a or i")
            self.take()
            return var, lo
        finally:
            self.recording = saved

    def index_variable(self, tok: _Token, close: int | None = None) -> Symbol:
        """The index of a sum or product: one name."""
        var = self.peek()
        if var.kind in _NAME_KINDS or _is_roman_name(var):
            self.take()
            primes = 0
            while self.at("op", "'") or self.prime_superscript():
                if self.at("op", "'"):
                    self.take()
                primes += 1
            return Symbol(var.value + "_prime" * primes)  # j' (and x^{'}, x^\\prime) is the j_prime of e_{j'}
        end = self.toks[close].end if close is not None else var.end
        raise Unread(self.tex[tok.pos:end], tok.pos, "an index is read from i=a or i")

    def prime_superscript(self) -> bool:
        """Take ``^{'}``, ``^\\prime`` or ``^{\\prime}`` (a prime written as a superscript) if it stands here."""
        if not self.at("op", "^"):
            return False
        k = self.i + 1
        if self.toks[k].kind == "cmd" and self.toks[k].value == "prime":
            self.i = k + 1
            return True
        if self.toks[k].kind == "brace" and self.toks[k].value == "{" and self.braces.get(k) == k + 2 and (
                (self.toks[k + 1].kind == "op" and self.toks[k + 1].value == "'")
                or (self.toks[k + 1].kind == "cmd" and self.toks[k + 1].value == "prime")):
            self.i = k + 3
            return True
        return False

    def integral(self, tok: _Token, stops: frozenset):
        """\\int_a^b f(x)\\,dx (also \\mathrm{d}x, d x, and the differential first)."""
        bounds = {}
        while self.peek().kind == "op" and self.peek().value in "_^":
            op = self.take()
            if op.value in bounds:
                raise Unread(self.tex[tok.pos:op.end], tok.pos, "a double script")
            bounds[op.value] = self.single_argument()
        if len(bounds) != 2:
            raise Unread(f"an indefinite {self.text(tok)}", tok.pos, "an integral is read with both bounds")
        inner = (stops - {"argument"}) | {"differential"}
        if self.at_differential():
            var = self.differential()
            body = self.term(inner)
        else:
            body = self.expr(inner)
            if not self.at_differential():
                raise Unread(self.text(tok), tok.pos, "its differential d<variable> is missing")
            var = self.differential()
        self.scalars([body, bounds["_"], bounds["^"]], self.text(tok))
        return self.closed(Integral(body, (var, bounds["_"], bounds["^"])))

    def at_differential(self) -> bool:
        """Whether a differential starts here: d or \\mathrm{d} before a name, or \\mathrm{dx}."""
        tok = self.peek()
        if _is_d(tok):
            return self.peek(1).kind in ("letter", "greek")
        return tok.kind == "roman" and re.fullmatch(r"d[A-Za-z]", tok.value) is not None

    def differential(self) -> Symbol:
        tok = self.take()
        if tok.kind == "roman" and len(tok.value) == 2:
            return Symbol(tok.value[1])
        return Symbol(self.take().value)

    def cut_off(self, terms: list, dots: _Token):
        """``1 + z + \\frac{z^2}{2!} + \\dots``: a sum whose terms after the last written are left out.  With
        ``series``, the terms written plus ``tail(t_1, …, t_n)`` (the part not written, which a series reading
        compares only up to the order written); else Unread."""
        if not self.series or len(terms) < 2:
            raise Unread("a sum cut off with …", dots.pos, "a sum that ends with an ellipsis: what it leaves out is "
                         "not written")
        values = [self.neg(t) if negative else t for negative, t in terms]
        return Add(self.add(values), _TAIL(*values))

    def ellipsis_sum(self, terms: list, k: int, dots: _Token):
        """``a_0 + a_1 + \\cdots + a_{n-1}``: a Sum over the one integer index in which the first and the
        last term differ, when the terms written agree with it; else Unread."""
        fail = Unread("\\cdots in a sum", dots.pos, "its first and last terms do not differ in one integer index")
        values = [t for _, t in terms]
        if k == len(values) or any(negative for negative, _ in terms) or self.any_opaque(values) or any(
                isinstance(v, (Tuple, MatrixBase)) for v in values):
            raise fail
        before, after = values[:k], values[k:]
        first, last = before[0], after[-1]
        taken = {s.name for v in (first, last) for s in v.atoms(Symbol)}
        var = next((Symbol(c) for c in "ijklmnpqrst" if c not in taken), None)
        integers = sorted({i for x in first.atoms(Indexed) for i in x.indices if i.is_Integer})
        for k0 in integers if var is not None else ():
            template = first.xreplace({x: x.func(x.base, *[var if i == k0 else i for i in x.indices])
                                       for x in first.atoms(Indexed)})
            top = _last_index(template, var, last)
            if top is not None and all(template.xreplace({var: k0 + j}) == t for j, t in enumerate(before)) \
                    and all(template.xreplace({var: top - j}) == t for j, t in enumerate(reversed(after))):
                return Sum(template, (var, k0, top))
        raise fail

    # environments ---------------------------------------------------------------------------------
    def environment(self):
        """pmatrix, bmatrix, matrix, array (a matrix), vmatrix (its determinant), cases (a Piecewise)."""
        begin = self.take()
        if begin.value in _MATRICES:
            return self.matrix(begin)
        if begin.value == "cases":
            return self.cases(begin)
        raise Unread(self.text(begin), begin.pos)

    def rows(self, begin: _Token, cell) -> list[list]:
        """The rows of an environment up to its \\end, each a list of cells read by ``cell(column)``."""
        rows = []
        while True:
            row = [cell(0)]
            while self.at("op", "&"):
                self.take()
                row.append(cell(len(row)))
            rows.append(row)
            if not self.at("op", "\\\\"):
                break
            self.take()
            while self.at("op", "\\\\"):  # \\\\ (a row break Markdown escapes as \\\\): one row break, no empty row
                self.take()
            if self.at("end"):
                break
        end = self.peek()
        if end.kind == "end" and end.value == begin.value:
            self.take()
            return rows
        if end.kind in ("eof", "end"):
            raise Unread(self.text(begin), begin.pos, f"no matching \\end{{{begin.value}}}")
        raise self.unexpected(end)

    def matrix(self, begin: _Token):
        """A matrix environment as an ImmutableMatrix; vmatrix as its determinant (up to 4 by 4)."""
        if begin.value == "array" and self.at("brace", "{"):
            spec = self.tex[self.peek().end:self.toks[self.braces[self.i]].pos].strip()
            self.i = self.braces[self.i] + 1  # the column specification
            if len(spec) == 1:
                listed = self.comma_list(begin)
                if listed is not None:
                    return listed
        rows = self.rows(begin, lambda column: None if self.at("op", "&") or self.at("op", "\\\\") or self.at("end")
                         else self.entry(dots=True))
        rows = _empty_cells(rows, lambda why: Unread(self.text(begin), begin.pos, why))
        cells = [c for row in rows for c in row]
        if len({len(row) for row in rows}) != 1:
            raise Unread(self.text(begin), begin.pos, "rows of different lengths")
        if any(isinstance(c, (Tuple, MatrixBase)) for c in cells):
            raise Unread(self.text(begin), begin.pos, "a vector or matrix as an entry")
        matrix = ImmutableMatrix(rows)
        if begin.value != "vmatrix":
            return matrix
        if not matrix.is_square or matrix.rows > 4 or _ELLIPSIS in cells or self.any_opaque(cells):
            raise Unread(self.text(begin), begin.pos, "a determinant of a matrix that is not small, square and "
                         "written out")
        return matrix.det()

    def comma_list(self, begin: _Token):
        """A one-column array that lists entries separated by commas, over several lines (``\\left\\lbrace
        \\begin{array}{l} \\sin(…), \\cos(…), \\dots, \\\\ \\sin(…) \\end{array} \\right\\rbrace``): the entries in
        order, as a vector written out (Tuple); None, with nothing taken, when it is not such a list."""
        start, items, commas = self.i, [], 0
        try:
            while True:
                while self.at("op", "\\\\"):
                    self.take()
                if self.at("end"):
                    break
                items.append(self.entry(dots=True))
                if self.at("op", ","):
                    self.take()
                    commas += 1
                elif not (self.at("op", "\\\\") or self.at("end")):
                    raise self.unexpected(self.peek())
        except Unread:
            self.i = start
            return None
        end = self.peek()
        if commas == 0 or end.value != begin.value:
            self.i = start
            return None
        self.take()
        return Tuple(*items)

    def cases(self, begin: _Token):
        """\\begin{cases} value & condition \\\\ … \\end{cases} as a Piecewise."""
        rows = self.rows(begin, self.case_cell)
        if any(len(row) != 2 for row in rows):
            raise Unread(self.text(begin), begin.pos, "a row that is not a value & a condition")
        self.scalars([c for row in rows for c in row], "cases")
        pieces = [tuple(row) for row in rows]
        if self.any_opaque([c for row in rows for c in row]):
            return self.mark(Piecewise(*pieces, evaluate=False))
        return Piecewise(*pieces)

    def case_cell(self, column: int):
        """A value (column 0) or a condition (column 1) of cases, a trailing comma or period dropped."""
        value = self.expr(frozenset()) if column == 0 else self.condition()
        if self.peek().kind == "op" and self.peek().value in ",.":
            self.take()
        return value

    def condition(self):
        """``\\text{if } k = 2i``, ``0 \\le x < 1``, ``k \\text{ even}``/``odd``, ``\\text{otherwise}``."""
        start = self.peek()
        while self.at("roman") and _words(self.peek().value) in _CONDITION_LEADS:
            self.take()
        tok = self.peek()
        if tok.kind == "roman" and _words(tok.value) in ("otherwise", "else", "elsewhere"):
            self.take()
            return true
        left = self.expr(frozenset())
        tok = self.peek()
        if tok.kind == "roman" and _words(tok.value) in ("even", "is even", "odd", "is odd"):
            self.take()
            return self.relation(Eq, self.apply(Mod, left, Integer(2)), Integer(int("odd" in tok.value)))
        if tok.kind == "rel":
            listed = self.progression(left) if tok.value == "=" else None
            return listed if listed is not None else self.comparison(left)
        if tok.kind == "cmd" and tok.value in ("in", "notin"):
            raise Unread(self.text(tok), tok.pos, "a membership as a case's condition is not read")
        construct = self.tex[start.pos:tok.end].strip() if tok.kind != "eof" else self.tex[start.pos:].strip()
        raise Unread(construct or self.text(tok), start.pos, "a condition is read from relations, 'even', 'odd' "
                     "or 'otherwise'")

    def progression(self, left):
        """``d = 0, 2, 4, \\cdots`` (``d = 1, 3, 5, \\dots``) as a case's condition: the integers of the progression
        the listed ones start, d ≡ a (mod k) and d ≥ a (0, 2, 4: even and not negative); None, with
        nothing taken, when the right side is not at least two integers in steps of one positive k, a comma and an
        ellipsis."""
        start = self.i
        self.take()  # =
        numbers = []
        while self.at("num") and self.peek().value.isdigit():
            numbers.append(int(self.take().value))
            if not self.at("op", ","):
                break
            self.take()
        if len(numbers) >= 2 and self.at("ellipsis"):
            steps = {b - a for a, b in zip(numbers, numbers[1:])}
            if len(steps) == 1 and (k := steps.pop()) > 0:
                self.take()
                a = numbers[0]
                cong = self.relation(Eq, self.apply(Mod, left, Integer(k)), Integer(a % k))
                return And(cong, self.relation(Ge, left, Integer(a)))  # (from the first listed on: k = -2 is not in it)
        self.i = start
        return None

    def comparison(self, left):
        """``a = b``, ``a < b \\le c``: the relations of a chain, joined by And."""
        parts = []
        while self.at("rel"):
            rel = self.take()
            if rel.value not in _RELATIONAL:
                raise Unread(self.text(rel), rel.pos, "this relation in a condition")
            right = self.expr(frozenset())
            parts.append(self.relation(_RELATIONAL[rel.value], left, right))
            left = right
        return parts[0] if len(parts) == 1 else And(*parts)

    # arithmetic that never computes a huge power ------------------------------------------------------
    def mark(self, value):
        """Keep ``value`` opaque: whatever is built on it stays unevaluated.  Opaque: a power too large to
        compute, a sum, product or integral without symbols (SymPy would evaluate it numerically while
        building on it), a function of a vector or matrix."""
        self.opaque.add(value)
        return value

    def any_opaque(self, values) -> bool:
        return any(v in self.opaque for v in values)

    def no_vectors(self, values, what: str = "arithmetic", matrices: bool = True) -> None:
        """Unread for a vector or an ellipsis among ``values`` (and for a matrix unless ``matrices``)."""
        for v in values:
            if isinstance(v, Tuple) or (not matrices and isinstance(v, MatrixBase)):
                kind = "vector" if isinstance(v, Tuple) else "matrix"
                raise Unread(f"a {kind} in {what}", self.peek().pos, f"a {kind} stands where a number is read")
            if v is _ELLIPSIS:
                raise Unread(f"an ellipsis in {what}", self.peek().pos, "an ellipsis is read between terms or "
                             "as an entry")

    def scalars(self, values, what: str) -> None:
        """Unread for a vector, a matrix or an ellipsis among ``values``."""
        self.no_vectors(values, what, matrices=False)

    def add(self, terms: list):
        if len(terms) == 1:
            return terms[0]
        tuples = [t for t in terms if isinstance(t, Tuple)]
        if tuples and len(tuples) == len(terms) and len({len(t) for t in tuples}) == 1 and self.plain(tuples):
            return Tuple(*[self.add(list(col)) for col in zip(*tuples)])  # (1, 2) + (3, 4): entry by entry
        self.no_vectors(terms)
        matrices = sum(isinstance(t, MatrixBase) for t in terms)
        if matrices:
            if matrices != len(terms) or self.any_opaque(terms):
                raise Unread("a sum of a matrix and a number", self.peek().pos)
            return reduce(operator.add, terms)
        if self.any_opaque(terms):
            return self.mark(Add(*terms, evaluate=False))
        return Add(*terms)

    def product(self, factors: list):
        if len(factors) == 1:
            return factors[0]
        tuples = [f for f in factors if isinstance(f, Tuple)]
        scalars = [f for f in factors if not isinstance(f, (Tuple, MatrixBase))]
        if tuples and any(not getattr(f, "is_commutative", True) for f in scalars) \
                and all(getattr(x, "is_number", False) for t in tuples for x in t):  # (A[i, j]: indices, not a vector)
            raise Unread("a vector beside a matrix", self.peek().pos, "a vector written as its entries, multiplied by a "
                         "name that is a matrix: not read entry by entry as numbers")
        if tuples and len(tuples) + len(scalars) == len(factors) and self.plain(tuples) and self.plain([scalars]):
            if len(tuples) == 1:  # 2 (1, 2): a number times a vector
                return Tuple(*[self.product(scalars + [x]) for x in tuples[0]])
            if len(tuples) == 2 and len(tuples[0]) == len(tuples[1]):  # (11, 12) \cdot (1, 2): the inner product
                return self.product(scalars + [self.add([self.product([x, y]) for x, y in zip(*tuples)])])
        rowed = self.row_times_matrix(factors)
        if rowed is not None:
            return rowed
        self.no_vectors(factors)
        if any(isinstance(f, MatrixBase) for f in factors):
            if self.any_opaque(factors):
                raise Unread("a product of a matrix and a value kept unevaluated", self.peek().pos)
            if any(not isinstance(f, MatrixBase) and not f.is_commutative for f in factors):
                # q^T R k: a written matrix beside names the document treats as vectors or matrices (SymPy would
                # multiply them into every entry as numbers): the ordered product, worked out at their shapes
                return Function("matmul", commutative=False)(*factors)
            return reduce(operator.mul, factors)
        if self.any_opaque(factors):
            return self.mark(Mul(*factors, evaluate=False))
        return Mul(*factors)

    def row_times_matrix(self, factors: list):
        """``[1, 2] \\times M`` (a vector written as its entries, then a matrix with as many rows): the row vector
        times the matrix, as its entries; ``M [1, 2]`` (as many columns): the matrix times the column.  Numbers may
        stand beside them; None for anything else."""
        tuples = [k for k, f in enumerate(factors) if isinstance(f, Tuple)]
        mats = [k for k, f in enumerate(factors) if isinstance(f, MatrixBase)]
        if len(tuples) != 1 or len(mats) != 1 or not self.plain([factors[tuples[0]]]) or self.any_opaque(factors):
            return None
        t, m = factors[tuples[0]], factors[mats[0]]
        scalars = [f for k, f in enumerate(factors) if k not in (tuples[0], mats[0])]
        if any(not getattr(f, "is_commutative", False) for f in scalars):
            return None
        from sympy import Matrix

        if tuples[0] < mats[0] and m.rows == len(t):
            out = Matrix([list(t)]) * m
        elif mats[0] < tuples[0] and m.cols == len(t):
            out = m * Matrix(list(t))
        else:
            return None
        return Tuple(*[self.product(scalars + [x]) for x in out])

    @staticmethod
    def plain(groups) -> bool:
        """Whether every entry of ``groups`` is a number or an expression (no ellipsis, vector or matrix)."""
        return all(not isinstance(x, (Tuple, MatrixBase)) and x is not _ELLIPSIS for g in groups for x in g)

    def neg(self, value):
        return self.product([Integer(-1), value])

    def power(self, base, exponent):
        """``base**exponent``, unevaluated when its value would exceed about _BITS bits."""
        self.no_vectors([base, exponent])
        if isinstance(exponent, MatrixBase):
            raise Unread("a matrix as an exponent", self.peek().pos)
        if isinstance(base, MatrixBase):
            if exponent.is_Integer and 0 <= exponent <= 64 and base.is_square and not self.any_opaque([base]):
                return base ** int(exponent)
            raise Unread("a power of a matrix", self.peek().pos, "a small non-negative integer power of a square "
                         "matrix is read")
        numeric = _numeric_bits(base)
        if self.any_opaque([base, exponent]) or _too_big(numeric, exponent):
            value = Pow(base, exponent, evaluate=False)
            return self.mark(value) if numeric or self.any_opaque([base, exponent]) else value
        return Pow(base, exponent)

    def apply(self, func, *args, vectors: bool = False):
        """``func(*args)``, unevaluated on an opaque argument.  A vector or matrix argument is read only where
        ``vectors`` says so (norm, inner product, transpose), and keeps the result opaque."""
        tensors = any(isinstance(a, (Tuple, MatrixBase)) for a in args)
        if not vectors or not tensors:
            self.scalars(args, f"the argument of {getattr(func, '__name__', func)}")
        if tensors or self.any_opaque(args):
            return self.mark(func(*args, evaluate=False))
        return func(*args)

    def relation(self, kind, left, right):
        self.scalars([left, right], "a condition")
        if self.any_opaque([left, right]):
            return self.mark(kind(left, right, evaluate=False))
        return kind(left, right)

    def closed(self, value):
        """A sum, product or integral: opaque when it holds no symbol (see ``mark``)."""
        return value if value.free_symbols else self.mark(value)


_LABELS = frozenset({"star", "rightarrow", "leftarrow", "to", "gets", "dagger", "ddagger", "circ", "bullet",
                     "natural", "sharp", "flat", "diamond"})


def _script_mark(tok: _Token) -> str | None:
    """The superscript a token makes by itself: transpose, conjugate, prime, a label (``w^\\star``, ``h^\\rightarrow``),
    or None (a power)."""
    if (tok.kind, tok.value) in _TRANSPOSE:
        return "transpose"
    if tok.kind == "cmd" and tok.value in _LABELS:
        return "label:" + tok.value
    if tok.kind == "op" and tok.value == "*":
        return "conjugate"
    if (tok.kind == "cmd" and tok.value == "prime") or (tok.kind == "op" and tok.value == "'"):
        return "prime"  # x^\\prime, x^{'}
    return None


_UPRIGHT = ("text", "mathrm", "textrm", "rm", "operatorname", "textnormal", "mathsf", "textsf")


def _subscript_name(inner: list[_Token]) -> str | None:
    """The name a braced subscript adds to a symbol's name (``{model}``, ``{\\text{model}}``, ``{\\max}``,
    ``{abc}``), or None when it holds indices."""
    if len(inner) == 1:
        tok = inner[0]
        if tok.kind == "word" or _is_roman_name(tok):
            return tok.value
        if tok.kind == "cmd" and tok.value in ("max", "min"):
            return tok.value
    if len(inner) >= 3 and all(t.kind == "letter" for t in inner):
        return "".join(t.value for t in inner)
    if len(inner) >= 2 and inner[-1].kind == "num" and inner[-1].value.isdigit() \
            and all(t.kind in ("letter", "word") for t in inner[:-1]) \
            and sum(len(t.value) for t in inner[:-1]) >= 2 \
            and all(a.end == b.pos for a, b in zip(inner, inner[1:])):
        return "".join(t.value for t in inner)  # PE_{pos0}: a label with its number (not pos × 0)
    return None


# standard TeX and LaTeX math commands the reader does not read: reported by name, never taken for a document's macro
_TEX_STANDARD = frozenset("""
partial nabla ll gg lll ggg cup cap bigcup bigcap sqcup sqcap uplus biguplus circ ldots hdots vdots ddots dots cdots
dotsc dotsb dotsm dotsi dotso underset overset stackrel substack mid nmid land lor lnot neg forall exists nexists
infty to mapsto times div pm mp setminus smallsetminus subset subseteq subsetneq supset supseteq supsetneq emptyset
varnothing prime dagger ddagger dag ddag star ast bullet oplus ominus otimes oslash odot bigoplus bigotimes bigodot
wedge vee bigwedge bigvee top bot perp parallel angle measuredangle triangle square Box blacksquare lceil rceil lfloor
rfloor langle rangle quad qquad limits nolimits displaystyle textstyle scriptstyle scriptscriptstyle big Big bigg Bigg
bigl bigr Bigl Bigr biggl biggr Biggl Biggr left right middle not ne neq le leq leqslant ge geq geqslant approx
approxeq sim simeq cong equiv propto iff implies impliedby Rightarrow Leftarrow rightarrow leftarrow leftrightarrow
Leftrightarrow longrightarrow longleftarrow Longrightarrow Longleftarrow longleftrightarrow Longleftrightarrow
longmapsto uparrow downarrow Uparrow Downarrow updownarrow nearrow searrow swarrow nwarrow hookrightarrow
hookleftarrow rightharpoonup leftharpoonup rightleftharpoons hbar hslash ell Re Im wp aleph beth gimel iint iiint
oint coprod lim liminf limsup sup inf argmax argmin arg det gcd lcm bmod pmod mod color hspace vspace label tag
nonumber notag phantom hphantom vphantom smash mathstrut strut displaylimits cdot cdotp ldotp colon vdash dashv
models checkmark xrightarrow xleftarrow xlongequal xLeftarrow xRightarrow overleftarrow overleftrightarrow
underleftarrow underrightarrow hat widehat check widecheck breve acute grave dot ddot dddot mathring sqrt frac binom
choose over atop ref eqref cite hline cline multicolumn raisebox mbox hbox fbox rule kern mkern mskip hskip enspace
thinspace negthinspace medspace negmedspace thickspace negthickspace llbracket rrbracket lbrace rbrace lbrack rbrack
vert Vert lvert rvert lVert rVert backslash dots ni notin in owns prec succ preceq succeq lesssim gtrsim ll gg
triangleq doteq circeq coloneqq eqqcolon lhd rhd unlhd unrhd wr amalg diamond Diamond lozenge clubsuit heartsuit
spadesuit diamondsuit flat natural sharp surd ast imath jmath partialup varpartial degree celsius ohm micro
leadsto therefore because between complement sphericalangle varpropto intercal bigstar blacktriangle
vartriangle triangledown blacktriangledown circledast circledcirc boxplus boxminus boxtimes boxdot ltimes rtimes
bowtie Join smile frown asymp nsim ncong nequiv napprox nleq ngeq nless ngtr nsubseteq nsupseteq varepsilon
""".split())
_MACRO_NAME = re.compile(r"[A-Za-z]{2,}")


def _macro_name(name: str) -> bool:
    """Whether ``\\name`` is a macro of the document rather than a command of TeX or LaTeX: a name of letters that is
    not one of TeX's and LaTeX's standard math commands (``_TEX_STANDARD``) nor a Greek letter."""
    return bool(_MACRO_NAME.fullmatch(name)) and name not in _TEX_STANDARD and name not in _GREEK


def _is_roman_name(tok: _Token) -> bool:
    """\\text{…} or \\mathrm{…} holding one identifier, or a few words naming one quantity (\\text{Attention
    Weights}: the name Attention_Weights)."""
    return tok.kind == "roman" and (_IDENT.fullmatch(tok.value) is not None or _WORDS_NAME.fullmatch(tok.value)
                                     is not None and tok.value.split()[0].lower() not in _PROSE_LEADS
                                     and not {w.lower() for w in re.findall(r"[A-Za-z]+", tok.value)} & _SENTENCE_WORDS)


def _starts_name(tok: _Token) -> bool:
    """Whether a name (with its decorations) starts at ``tok``."""
    return tok.kind in _NAME_KINDS or _is_roman_name(tok) or (
        tok.kind == "cmd" and (tok.value in _DECORATIONS or tok.value in _BOLD))


def _is_d(tok: _Token) -> bool:
    """d or \\mathrm{d}: the letter of a differential."""
    return tok.kind in ("letter", "roman") and tok.value == "d"


def _words(text: str) -> str:
    """Text of \\text{…} as words: spaces collapsed, trailing punctuation and case dropped."""
    return " ".join(text.split()).strip(",.;:").lower()


def _last_index(template, var: Symbol, last):
    """The value of ``var`` that turns ``template`` into ``last``, read from ``last``'s indices, or None."""
    for x in template.atoms(Indexed):
        if var not in x.indices:
            continue
        p = x.indices.index(var)
        for y in last.atoms(Indexed):
            if y.base == x.base and len(y.indices) == len(x.indices) and \
                    template.xreplace({var: y.indices[p]}) == last:
                return y.indices[p]
    return None


def _numeric_bits(base) -> int:
    """The bit length of the largest rational number in ``base`` (0 when it holds none but 0, 1 and -1):
    what a power of ``base`` has to compute."""
    if isinstance(base, Rational):
        numbers = [base]
    elif hasattr(base, "atoms"):
        numbers = base.atoms(Rational)
    else:
        return 0
    return max((max(abs(r.p).bit_length(), abs(r.q).bit_length()) for r in numbers if abs(r.p) != 1 or r.q != 1),
               default=0)


def _too_big(numeric_bits: int, exponent) -> bool:
    """Whether a power with this rational exponent of a base whose numbers have ``numeric_bits`` bits is
    left unevaluated: its value would exceed about _BITS bits (a symbolic base: an exponent above _BITS)."""
    if not isinstance(exponent, Rational):
        return False
    return abs(exponent.p) * max(numeric_bits, 1) > _BITS * exponent.q


def _empty_cells(rows: list[list], fail) -> list[list]:
    """The rows of a matrix with its empty cells (None) read as a reader of mathematics reads them: a column empty in
    every row (``… & \\vdots & \\``) is no column; where some cell is left blank before a written one (``& &
    \\cos m\\theta_1``), a row shorter than the others ends in empty cells (else rows of different lengths are
    not read); an empty cell
    in a row or a column whose written cells are all elision dots (``\\vdots & & \\vdots``, ``& & & \\ddots``) is
    elided with them; every other empty cell is 0 (a block-diagonal matrix written with its zeros left blank), unless
    it is the only one (one entry left out is more likely a slip).  What is not read raises ``fail(why)``."""
    blank = any(c is None and any(x is not None for x in r[j + 1:]) for r in rows for j, c in enumerate(r))
    width = max(len(r) for r in rows)
    rows = [r + [None] * (width - len(r)) for r in rows]
    keep = [j for j in range(width) if any(r[j] is not None for r in rows)]
    rows = [[r[j] for j in keep] for r in rows]
    if not any(c is None for r in rows for c in r):
        return rows
    if not blank:  # (a & b \\ c: a row cut short, no cell left blank between written ones: not read as zeros)
        raise fail("rows of different lengths")
    if any(all(c is None for c in r) for r in rows):
        raise fail("an empty row")

    def dots_only(cells) -> bool:
        written = [c for c in cells if c is not None]
        return bool(written) and all(c is _ELLIPSIS for c in written)

    elided_rows = {i for i, r in enumerate(rows) if dots_only(r)}
    elided_cols = {j for j in range(len(rows[0])) if dots_only([r[j] for r in rows])}
    if not any(c is not None and c is not _ELLIPSIS for r in rows for c in r):
        raise fail("an empty cell inside a row")
    zeros = sum(1 for i, r in enumerate(rows) for j, c in enumerate(r)
                if c is None and i not in elided_rows and j not in elided_cols)
    if zeros == 1:  # (a & & b among written rows: one entry left out, more likely a slip than a zero)
        raise fail("an empty cell inside a row")
    return [[c if c is not None else (_ELLIPSIS if (i in elided_rows or j in elided_cols) else Integer(0))
             for j, c in enumerate(r)] for i, r in enumerate(rows)]
