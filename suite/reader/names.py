"""The kinds of the document's names, read before its relations are: which runs of letters are words, which names
are functions (``f(x)``, ``\\theta_m(i)``), compound names (``\\Delta\\theta``), labelled versions (``z^1``, ``z^2``), and
which are matrices or vectors, chapter by chapter; and the side reader that uses them (``parser_for``)."""
from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from suite.reader import decide as dec
from suite.reader.document import PLAIN, Document
from suite.reader.environment import SENTENCE_END
from suite.reader.latex import DEFAULT_FUNCTIONS, DEFAULT_WORDS, GREEK
from suite.reader.links import body_of, declared_together, links_of

PARSE_SECONDS = 15.0  # each side's reading


# Greek letters that name functions when written before a parenthesis (\\pi and the variant forms are constants,
# never functions; \\ell before a parenthesis is a function, a loss \\ell(\\theta): read as a product, \\ell(a + b)
# would be "proved" equal to \\ell a + \\ell b)
_GREEK = "|".join(sorted(GREEK - {"pi", "varpi", "Pi", "ell", "varrho", "varsigma"}, key=lambda g: (-len(g), g)))
_LETTER_CALL = re.compile(r"(?<![\\A-Za-z_^{])([A-Za-z])\((?!\s*\))")
_GREEK_CALL = re.compile(r"\\(" + _GREEK + r"|ell)\((?!\s*\))")  # \phi(m), \ell(\theta)
# a letter written as a factor beside another (r e^{i\theta}, r\cos\theta): not before a parenthesis, a script or an
# operator
_BARE_FACTOR = re.compile(r"(?<![\\A-Za-z_^{])([A-Za-z])(?=\s*(?:\\(?!left|right|begin|end|frac|text|mathrm)[A-Za-z]|"
                          r"[A-Za-z](?![A-Za-z])))")
# a Greek letter written as a factor beside a Latin letter (\\omega p): not before a parenthesis
_GREEK_FACTOR = re.compile(r"\\(" + _GREEK + r")(?![A-Za-z])\s*[A-Za-z](?![A-Za-z({])")  # (not \\big, \\colon, \\to)
_GREEK_DOT_FACTOR = re.compile(r"\\(" + _GREEK + r")(?![A-Za-z])\s*\\cdot\s*[A-Za-z]")  # \\omega \\cdot pos
_LETTER_VALUE = re.compile(r"(?:^|[,;]|\\q?quad)\s*([A-Za-z])\s*=\s*\d")  # "d = 128" opening a statement
# a letter compared with a number, or a Greek letter given one, opening a statement ("\\tau > 0", "0 < \\tau",
# "\\lambda = 0.5"): a number, so parentheses after it that open with a number and a sum multiply (\\tau(1-\\phi) is
# \\tau times 1 - \\phi) where the document applies it to nothing else (``_CALL_ARGUMENT``)
_ORDER = r"(?:>|<|\\geq?|\\leq?|\\gt|\\lt|\\neq?|≥|≤|≠)"
_NAME_BOUND = re.compile(r"(?:^|[,;]|\\q?quad|\\text\{[^{}]*\})\s*(?:([A-Za-z])|\\(" + _GREEK + r")(?![A-Za-z]))\s*" + _ORDER +
                         r"\s*-?\d|(?:^|[,;]|\\q?quad|\\text\{[^{}]*\})\s*-?\d+(?:\.\d+)?\s*" + _ORDER +
                         r"\s*(?:([A-Za-z])|\\(" + _GREEK + r"))(?![A-Za-z])\s*(?:$|[,;.]|\\q?quad|" + _ORDER + ")")
_GREEK_VALUE = re.compile(r"(?:^|[,;]|\\q?quad)\s*\\(" + _GREEK + r")\s*=\s*-?\d")
_OPENS = r"(?:^|[,;]|\\q?quad|\\text\{[^{}]*\})\s*"  # where a statement opens in a formula
_SUBSCRIPT = r"(?:_\{(?:[^{}]|\{[^{}]*\})*\}|_[A-Za-z0-9]|_\\[A-Za-z]+(?![A-Za-z]))"  # (one level of braces inside:
# F_{\text{attn}}(n); a command alone: F_\ell(x))
# a letter defined as a function, opening a statement: \\sigma(x) = …, f(x, y) := …
_CALL_DEF = re.compile(_OPENS + r"(?:(?<![\\A-Za-z])([A-Za-z])|\\(" + _GREEK + r"))\s*(?:\\left\s*)?\((?:[^()]|\\right\))*?"
                       r"(?:\\right\s*)?\)\s*(?:=|:=|\\coloneqq|\\equiv|\\triangleq|\\doteq|\\stackrel)")
# a letter applied to something else than a number and a sum (\\sigma(x), \\lambda(t), \\sigma(2x)): a function's
# argument, where \\tau(1-\\phi) opens with a number and a sum, as a factor does
_CALL_ARGUMENT = re.compile(r"(?:(?<![\\A-Za-z_^{])([A-Za-z])|(?<![_^])\\(" + _GREEK + r"))\s*(?:\\left\s*)?"
                            r"\((?!\s*\d+(?:\.\d+)?\s*[-+−])")
# "\Delta\theta = …", "\Delta f_m = …" opening a statement: the document defines the compound name
_COMPOUND_DEF = re.compile(_OPENS + r"\\(Delta|delta)\s*(?:\\([A-Za-z]+)|([A-Za-z]))\s*" + _SUBSCRIPT + r"?\s*=")
# "\theta_m(i) = …" opening a statement: an indexed function
_INDEXED_CALL_DEF = re.compile(_OPENS + r"(\\?([A-Za-z]+)" + _SUBSCRIPT + r")\s*\(((?=[^()]*[A-Za-z\\])[^()]*)\)\s*=")
# (an argument with a name in it, not the name itself: F_{\text{attn}}(n) = … defines F; d_{\text{model}}(2) = 1024
# and d_{\text{model}}(d_{\text{model}} + 1) = … are products)
# "\phi_\sigma(i)", "f_\theta(x)", "p_{\text{model}}(y)": a subscripted name written right before a parenthesis
# "\omega_i = …" opening a statement: a family of values (then "\omega_i(t - u)" is a product, not a call)
_FAMILY_DEF = re.compile(_OPENS + r"\\?([A-Za-z]+)" + _SUBSCRIPT + r"\s*=")
# "\hat{k}(\omega_m)", "\tilde{f}(x)": an accented letter written before a parenthesis (a transform, a modified
# function), unless the document gives that accented name a value ("\hat{y} = \sigma(z)": then \hat{y}(1 - \hat{y}) is a
# product); the parser's names for them (k_hat, f_tilde)
_ACCENTED = r"\\(hat|widehat|tilde|widetilde|bar|check|breve)\s*(?:\{\s*([A-Za-z])\s*\}|\s([A-Za-z])(?![A-Za-z]))"
_ACCENT_CALL = re.compile(_ACCENTED + r"\s*\((?!\s*\))")
_ACCENT_VALUE = re.compile(_ACCENTED + r"\s*(?:=|\\approx|≈|:=)")
# written as an operand somewhere, not before a parenthesis (1 - \hat{y}, \hat{y}^2, \hat{y})): a value, so
# \hat{y}(1 - \hat{y}) is a product
_ACCENT_BARE = re.compile(_ACCENTED + r"(?!\s*(?:[({_]|\\(?:left|big|Big|bigg|Bigg)\b))")
_ACCENT_NAME = {"hat": "hat", "widehat": "hat", "tilde": "tilde", "widetilde": "tilde", "bar": "bar", "check": "check",
                "breve": "breve"}
# a letter's subscript that is a word, in any font: s_{dynamic}, s_\text{dyn}, s_{\mathit{dyn}}, s_{\rm dyn}
_WORD_SUBSCRIPT = (r"_(?:\{\s*(?:\\(?:text|mathrm|textrm|textit|mathit|operatorname|rm|it)\s*\{?\s*)?([A-Za-z]{2,})\s*\}?"
                   r"\s*\}|\\(?:text|mathrm|textrm|textit|mathit|operatorname)\s*\{\s*([A-Za-z]{2,})\s*\})")
_ARGUMENT_NAME = r"\\?[A-Za-z]+(?:_\{?[A-Za-z0-9]+\}?)?"
# "s_{dynamic}(L) = …", "f_{\text{attn}}(x, y) := …" opening a statement, its arguments names: the letter with a word
# for its subscript names one function, whatever values the letter alone takes elsewhere (s = 2 beside it)
_WORD_CALL_DEF = re.compile(_OPENS + r"(?<![\\A-Za-z])([A-Za-z])" + _WORD_SUBSCRIPT + r"\s*\(\s*(" + _ARGUMENT_NAME
                            + r"(?:\s*,\s*" + _ARGUMENT_NAME + r")*)\s*\)\s*(?:=|:=|\\coloneqq)")
# "s_{dynamic} = 3", "d_\text{head} := 64": the same name set to a value (then d_{head}(h) is a product)
_WORD_VALUE = re.compile(r"(?<![\\A-Za-z])([A-Za-z])" + _WORD_SUBSCRIPT + r"\s*(?:=|:=|\\coloneqq|\\approx|≈)")
_INDEXED_CALL = re.compile(r"(?<![\\A-Za-z])\\?([A-Za-z]+)_(?:\{[^{}]*\}|\\[A-Za-z]+|[A-Za-z0-9])\((?!\s*\))")


# the arguments of a bold name's definition: names, not a sum (\\mathbf{W}_q(\\mathbf{x} + \\mathbf{p}) = … expands a product)
_ARGUMENT_NAMES = re.compile(r"[^+\-−]*")
# a name in a font of its own (\\boldsymbol{R}, \\mathbf{W}): the name, for the scans of indexed calls and families
_FONT = re.compile(r"\\(?:mathbf|boldsymbol|bm|mathrm|mathit|pmb)\s*\{\s*(\\?[A-Za-z]+)\s*\}")
_TRIG_OPEN = re.compile(r"\\(?:sin|cos|tan|exp)\s*(?:\\left\s*|\\big\s*|\\Big\s*)?\(\s*$")  # \sin( right before


def _sum_of_terms(body: str, at: int) -> bool:
    """Whether the parenthesis opening at ``body[at]`` holds a sum or difference of two or more terms at its top level
    (``(pos+k)``, ``(m - n)``), not one term (``(x)``, ``(-x)``, ``(2x)``)."""
    depth, seen = 0, False
    for j in range(at, len(body)):
        c = body[j]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return False
        elif depth == 1 and c in "+-" and seen:
            return True
        elif depth == 1 and not c.isspace():
            seen = True
    return False


# a formula that opens with two or more letters of one case (or a capitalised word of three or more: Mem_{model})
# carrying a subscript or a superscript label, then "=": one name (pe^{(i)}_d, att_{ij}; not hW_q, h times W_q)
_SCRIPTED_WORD_DEF = re.compile(r"\s*([a-z]{2,}|[A-Z]{2,}|[A-Z][a-z]{2,})(?:\s*(?:\^\s*\{\s*\([^{}()]*\)\s*\}|_\s*(?:\{[^{}]*\}|[A-Za-z0-9])))+\s*=")


# a single letter defined as a family: "b_i = …", "x_{k} = …" at the start of a formula or after "let"
_LETTER_FAMILY_DEF = re.compile(r"(?:^|\blet\s+|[,;]\s*)\s*([A-Za-z])\s*_\s*(?:\{[^{}]*\}|[A-Za-z0-9])\s*=", re.I)


def _names(doc: Document) -> tuple[set, set, set]:
    """The words (multi-letter names) and function names the document uses: \\text{…}, \\mathrm{…} and
    \\operatorname{…} of one identifier; a name of two or more letters before a parenthesis; and a single
    letter written directly before a parenthesis (``E(x)``, ``\\phi(m)``, ``R(t)``) unless the document gives
    that letter a number.  Reading ``E(\\pi x)`` as a product would "prove" ``E(\\pi x) = \\pi E(x)``; read as an
    application the relation is undecided, which is the honest answer when E is not defined.  Also the
    compound names ``\\Delta x`` the document defines (``\\Delta\\theta = …``: elsewhere ``\\Delta\\theta`` is that
    name, not Δ times θ) and the names it defines as indexed functions (``\\theta_m(i) = …``) or writes as one
    (``\\phi_\\sigma(i)``, ``f_\\theta(x)``), unless it defines that name as a family of values (``\\omega_i = …``:
    then ``\\omega_i(t - u)`` is a product)."""
    words, functions, valued, compounds, calls, families = set(), set(), set(), set(), set(), set()
    word_calls, word_values = set(), set()
    accented, accent_valued, numbers, defined, applied, mixed = set(), set(), set(), set(), set(), set()
    greek_factors, single_called, scripted_words, family_words = set(), set(), set(), set()
    for sp_ in doc.spans:
        body = body_of(doc, sp_)
        accented |= {f"{m.group(2) or m.group(3)}_{_ACCENT_NAME[m.group(1)]}" for m in _ACCENT_CALL.finditer(body)}
        accent_valued |= {f"{m.group(2) or m.group(3)}_{_ACCENT_NAME[m.group(1)]}"
                          for pat in (_ACCENT_VALUE, _ACCENT_BARE) for m in pat.finditer(body)}
        for m in _COMPOUND_DEF.finditer(body):
            compounds.add(m.group(1) + (m.group(2) or m.group(3)))
        # \boldsymbol{R}_i(n) = … defines R as R_i(n) = … does, where its arguments are names (\mathbf{W}_q(\mathbf{x} +
        # \mathbf{p}) = … expands a product); a bold name before a parenthesis elsewhere, unlike W_q(x), is not a call
        plain = _FONT.sub(r"\1", body)
        for text, bold in ((body, False), (plain, True)):
            for m in _INDEXED_CALL_DEF.finditer(text):
                if m.group(2) not in ("left", "right", "big", "Big") and m.group(1).replace(" ", "") not in \
                        m.group(3).replace(" ", "") and (not bold or _ARGUMENT_NAMES.fullmatch(m.group(3))):
                    functions.add(m.group(2))
        calls |= {m.group(1) for m in _INDEXED_CALL.finditer(body)
                  if len(m.group(1)) == 1 or m.group(1) in GREEK}
        families |= {m.group(1) for m in _FAMILY_DEF.finditer(plain)}
        for m in _WORD_CALL_DEF.finditer(body):
            args = tuple(a.strip() for a in m.group(4).split(","))
            rest = body[m.end():m.end() + 400]  # (the right side uses its argument: s_{dyn}(L) = max(L, …)/L)
            uses = any(re.search(r"(?<![A-Za-z\\])" + re.escape(a) + r"(?![A-Za-z])", rest) for a in args)
            word_calls.add((f"{m.group(1)}_{m.group(2) or m.group(3)}", args, uses))
        word_values |= {f"{m.group(1)}_{m.group(2) or m.group(3)}" for m in _WORD_VALUE.finditer(body)}
        for m in re.finditer(r"\\(?:text|mathrm|operatorname|mathit|textrm)\{([A-Za-z][A-Za-z0-9]+)\}", body):
            words.add(m.group(1))
        for m in re.finditer(r"(?<![\\A-Za-z_^])([A-Za-z]{2,})\s*(?=\()", body):  # (not W_QR(iθ): W_Q R(iθ))
            functions.add(m.group(1))
            words.add(m.group(1))
        # pe^{(i)}_d = …, att_{ij} = …: a formula that opens by defining letters with scripts names one thing, unless
        # its right side writes one of those letters alone (xy_i = x_i y_i: a product of the two)
        m = _SCRIPTED_WORD_DEF.match(body)
        if m and not any(re.search(r"(?<![A-Za-z\\])" + c + r"(?![A-Za-z])", body[m.end():]) for c in set(m.group(1))):
            scripted_words.add(m.group(1))
            if re.search(r"_\s*(?:\{[^{}]*[A-Za-z][^{}]*\}|[A-Za-z])", m.group(0)[m.end(1) - m.start():]):
                family_words.add(m.group(1))  # att_{ij} = q_i k_j: a family the word names, whatever its letters are
        functions |= {m.group(1) for m in _LETTER_CALL.finditer(body)} | {m.group(1) for m in _GREEK_CALL.finditer(body)}
        valued |= {m.group(1) for m in _LETTER_VALUE.finditer(body)}
        numbers |= {m.group(1) for m in _GREEK_VALUE.finditer(body)}
        numbers |= {next(g for g in m.groups() if g) for m in _NAME_BOUND.finditer(body)}
        defined |= {m.group(1) or m.group(2) for m in _CALL_DEF.finditer(body)}
        # r e^{i\theta} = r(\cos\theta + i\sin\theta): a letter one formula also writes as a factor multiplies
        mixed |= {m.group(1) for m in _LETTER_CALL.finditer(body)} & {m.group(1) for m in _BARE_FACTOR.finditer(body)}
        # \\sin(\\omega(p+k)) = \\sin(\\omega p)\\cos(\\omega k) + …: a Greek letter one formula also writes as a factor
        mixed |= {m.group(1) for m in _GREEK_CALL.finditer(body)} & {m.group(1) for m in _GREEK_FACTOR.finditer(body)}
        greek_factors |= {m.group(1) for m in _GREEK_FACTOR.finditer(body)} | {m.group(1) for m in
                                                                             _GREEK_DOT_FACTOR.finditer(body)}
        for m in _GREEK_CALL.finditer(body):  # \sigma(x), \sigma(-x), \sigma(0): applied to one term, a function;
            # \sigma(a - b) outside a sine's argument: a function too (only \sin(\omega(p + k)) reads as a product)
            if not _sum_of_terms(body, m.end() - 1) or not _TRIG_OPEN.search(body[:m.start()]):
                single_called.add(m.group(1))
        for m in _CALL_ARGUMENT.finditer(body):  # (n(n-1), \\beta(\\beta + 1): the letter times itself shifted)
            name = m.group(1) or m.group(2)
            own = re.escape(name if m.group(1) else "\\" + name)
            if not re.match(r"\s*" + own + r"(?![A-Za-z])\s*[-+−]", body[m.end():m.end() + 24]):
                applied.add(name)
    # (\\sigma(x) = … and \\sigma > 0: the document defines the function; \\sigma(x) + \\sigma(-x) = 1 beside \\sigma > 0: it
    # applies it; only \\tau(1-\\phi), \\tau(2+x), n(n-1) beside \\tau > 0, n > 1: a number times a sum)
    valued |= numbers - defined - applied
    valued |= mixed - defined
    # \omega = 1/10000^{2i/d}, \cos(\omega k) in one formula and \sin(\omega(pos+k)) in another: a Greek letter the
    # document gives a value, writes as a factor and writes before parentheses only around a sum inside a sine's or a
    # cosine's argument (never \sigma(x), nor \sigma(a - b) on its own) is a number there
    valued |= (numbers & greek_factors) - defined - single_called
    # (ab_2 = 7 beside a = 3 and b_i = i: letters the document gives each a value or a family of its own keep the run
    # a product)
    letters = valued | {m.group(1) for sp_ in doc.spans for m in _LETTER_FAMILY_DEF.finditer(body_of(doc, sp_))}
    words |= {w for w in scripted_words if not set(w) <= letters or w in family_words}  # (att with t = 0 alone:
    #                                                                                     still one name)
    # (d_{head}(h) = 1024 beside h = 8: a product, where every argument is a letter the document gives a number and
    # the right side does not use it)
    # (s_{dyn} = 3 somewhere and s_{dyn}(L) = max(L, T)/T: the definition that uses its argument is the function)
    named = {name for name, args, uses in word_calls if uses or (not all(a in valued for a in args)
                                                                and name not in word_values)}
    return words, ((functions | (calls - families)) - valued) | (accented - accent_valued) | named, compounds


# a name written with the superscript 1 (z^1, \\text{z}_{<t}^{1}, \\bm{X}^1): nobody raises to the power 1, so the
# document numbers that name's versions by superscripts
_SUPERSCRIPT_ONE = re.compile(r"(?:\\(?:text|mathrm|mathbf|bm|boldsymbol|vec|mathit)\{([A-Za-z]+)\}|(?<![\\A-Za-z])([A-Za-z]))"
                              r"(?:_\{[^{}]*\}|_[A-Za-z0-9])?\^(?:\{\s*1\s*\}|1(?![0-9.]))")


def _labelled(doc: Document) -> frozenset:
    """The names the document writes with the superscript 1: their number superscripts are labels."""
    out = set()
    for sp_ in doc.spans:
        for m in _SUPERSCRIPT_ONE.finditer(body_of(doc, sp_)):
            out.add(m.group(1) or m.group(2))
    return frozenset(out)


# a letter the document uses as a dimension: the exponent of \mathbb{R} (\mathbb{R}^d, \mathbb{R}^{d \times n}), or a
# letter it halves (d/2, \frac{d}{2}: the pairs of a dimension)
_REAL_SPACE = re.compile(r"\\mathbb\s*(?:\{\s*R\s*\}|R)\s*\^\s*(\{[^{}]*\}|[A-Za-z])")
_HALVED = re.compile(r"(?<![A-Za-z\\])([A-Za-z])\s*/\s*2(?![0-9.])|\\frac\s*\{\s*([A-Za-z])\s*\}\s*\{\s*2\s*\}|"
                     r"\\frac\s*([A-Za-z])\s*2(?![0-9])")
# a capital (bold or not) with a one-letter superscript and a subscript, in either order, defined as a matrix written
# out: R^d_{\Theta,m} = \begin{pmatrix} …
_LABELLED_MATRIX = re.compile(
    r"(?:\\(?:mathbf|boldsymbol|bm)\s*\{\s*([A-Z])\s*\}|(?<![\\A-Za-z])([A-Z]))\s*"
    r"(?:\^\s*\{?\s*([a-z])\s*\}?\s*_\s*(?:\{[^{}]*\}|\S)|_\s*(?:\{[^{}]*\}|\S)\s*\^\s*\{?\s*([a-z])\s*\}?)"
    r"\s*=\s*(?:\\left\s*)?[(\[]?\s*\\begin\s*\{[pbBvV]?matrix\}")


ROTATION_WORDS = r"(?:rotation\s+matri(?:x|ces)|旋转矩阵|回転行列)"
# what may stand between the article and the words: kinds of layout, never a scale, a decay or chance
_LAYOUT = r"(?:block[- ]?diagonal|diagonal|block|2-?d|two-dimensional|2\s*[×x]\s*2|d-dimensional|sparse|full|orthogonal|" \
          r"corresponding|standard)"
# the words, then the name: "a rotation matrix $R(t)$", "一个旋转矩阵 $R_m$" (a link's target may follow the words)
WORDS_THEN_NAME = re.compile(ROTATION_WORDS + r"(?:\]\([^)\n]*\))?\s*$", re.I)
# the name, then the words: "$R_t$ is a block-diagonal rotation matrix", "$R_{\Theta,m}$ は位置 $m$ に対応する回転行列",
# "$R_m$ 是旋转矩阵"
NAME_THEN_WORDS = re.compile(r"^\s*(?:(?:is|denotes|be)\s+(?:an?|the)\s+(?:" + _LAYOUT + r"\s+){0,3}rotation\s+matri(?:x|ces)"
                             r"|(?:are|denote)\s+(?:(?:both|the)\s+)?(?:" + _LAYOUT + r"\s+){0,3}rotation\s+matrices"
                             r"|(?:都)?(?:是|为|表示)\s*(?:一个|一)?\s*(?:(?:块对角|分块|二维|2\s*[×x]\s*2)的?)?\s*旋转矩阵"
                             r"|は\s*(?:(?:位置\s*(?:\$[^$]{1,12}\$)?\s*(?:に対応する|の)|ブロック対角の|2\s*次元の|二次元の)\s*)*回転行列"
                             r"(?=である|です|\s*$|\s*[。、，,\n]))", re.I)
# other names in the list the words describe: "$R_m$ and $R_n$ are rotation matrices", "$R_m$ 和 $R_n$ 是旋转矩阵"
_MORE_NAMES = re.compile(r"^(?:\s*(?:,|，|、|和|与|及|以及|and|,\s*and)\s*(?:\$[^$\n]{1,40}\$|\\\([^\n]{1,40}?\\\)))+")
# a clause that describes the display before it: "where …", "其中 …" (its cue may be in the sentence that leads to it)
_WHERE_OPENS = re.compile(r"^\s*(?:where|here|with|其中|这里|此处|式中|ここで)\b", re.I)
# what makes the words not a plain rotation: a negation before them, a factor or a scale after them, chance, decay, an
# axis (two rotations about different axes do not compose as one family), a parameter that numbers a frequency pair
# (the rotation of pair t is not a rotation by t)
_NOT_BEFORE = re.compile(r"(?:(?:^|\W)(?:not|no longer|never|instead of|rather than|isn'?t)|不是|并非|并不|不再|而非|ではなく)"
                         r"[^.。!?！？]{0,40}$", re.I)
_QUALIFIED_AFTER = re.compile(r"^\s*(?:times|multiplied|scaled|plus|with\s+(?:a\s+)?(?:decay|scal)|乘以|乘上|×|\\times|\*|·|"
                              r"\\cdot)", re.I)
_NOT_PLAIN = re.compile(r"random|sampled|decay|scaled|axis|learn|arbitrary|camera|pose|orientation|euler|3-?d\b|"
                        r"pair\s+(?:number|index|no\.)|of\s+(?:the\s+)?frequency\s+pair\s+(?:number|index|\$)|"
                        r"three-dimensional|随机|衰减|缩放|轴|学习|可学习|任意|相机|姿态|欧拉|三维|ランダム|減衰|スケール|軸|学習|任意|"
                        r"カメラ|姿勢|オイラー|三次元", re.I)
# a cue that the rotation turns with the position (RoPE's): a position, a frequency, an angle, θ or Θ
_TURNS_WITH_POSITION = re.compile(r"RoPE|rotary|position|frequenc|angle|位置|频率|角度|周波数|回転角|\\theta|\\Theta|θ|Θ", re.I)
_ENDS = SENTENCE_END  # (the environment's rule for where a sentence ends, written once)


# a capital with a one-letter superscript and a subscript, in either order, alone in a formula: R^d_{\Theta,m}
_LABELLED_NAME = re.compile(
    r"^\s*(?:\\(?:mathbf|boldsymbol|bm)\s*\{\s*([A-Z])\s*\}|([A-Z]))\s*"
    r"(?:\^\s*\{?\s*([a-z])\s*\}?\s*_\s*(?:\{[^{}]*\}|\S)|_\s*(?:\{[^{}]*\}|\S)\s*\^\s*\{?\s*([a-z])\s*\}?)\s*$")


def _sentence_around(text: str, start: int, end: int) -> tuple[str, str]:
    """The text of the sentence before ``start`` and after ``end``."""
    before = text[max(0, start - 240):start]
    ends = list(_ENDS.finditer(before))
    before = before[ends[-1].end():] if ends else before
    after = text[end:end + 240]
    m = _ENDS.search(after)
    return before, after[:m.start()] if m else after


def _next_sentence(text: str, end: int) -> str:
    """The sentence after the one that holds ``end``."""
    after = text[end:end + 480]
    m = _ENDS.search(after)
    if m is None:
        return ""
    rest = after[m.end():]
    n = _ENDS.search(rest)
    return rest[:n.start()] if n else rest


# what sets a qualifier aside: "Unlike learned absolute embeddings, RoPE …", "instead of random rotations"
_CONTRASTED = re.compile(r"(?:^|\W)(?:unlike|not|no|instead of|rather than|without|in contrast to|compared (?:to|with)|"
                         r"as opposed to)\W|不同于|不像|不是|并非|而非|不用|与.{0,12}不同|ではなく", re.I)


def _lead_in(doc: Document, opened: int) -> str:
    """The display just before ``opened`` (where a "where" clause opens) and the paragraph that leads to it, within
    their section: what the clause describes."""
    sec = doc.section_at(opened)
    text = doc.text[max(0, opened - 600, sec.start if sec is not None else 0):opened].rstrip()
    parts = re.split(r"\n[ \t]*\n", text)
    return "\n\n".join(parts[-2:])


def described_as_rotation(doc: Document, span) -> bool:
    """Whether the prose right beside the formula ``span`` calls it a rotation matrix that turns with the position:
    ``WORDS_THEN_NAME`` before it on its line (no negation before the words), or ``NAME_THEN_WORDS`` after it; nothing
    after the words or the name that multiplies or scales it; in a sentence that names a position, a frequency, an
    angle, θ or RoPE (or the name holds Θ), and no chance, decay, scale or axis."""
    line = doc.text[max(0, span.start - 80):span.start]
    line = line[line.rfind("\n") + 1:]
    words = WORDS_THEN_NAME.search(line)
    tail = None
    if words and not _NOT_BEFORE.search(line[:words.start()]):
        tail = doc.text[span.end:span.end + 40]
    else:
        more = _MORE_NAMES.match(doc.text[span.end:span.end + 200])
        at = span.end + (more.end() if more else 0)
        m = NAME_THEN_WORDS.match(doc.text[at:at + 80])
        if m:
            tail = doc.text[at + m.end():at + m.end() + 40]
    if tail is None or _QUALIFIED_AFTER.match(tail):
        return False
    before, after = _sentence_around(doc.text, span.start, span.end)
    sentence = before + doc.text[span.start:span.end] + after
    if _NOT_PLAIN.search(sentence + " " + _next_sentence(doc.text, span.end)):
        return False  # ("… 回転行列である。その角度は学習される")
    if not _WHERE_OPENS.match(before):
        return bool(_TURNS_WITH_POSITION.search(sentence))
    # "其中 $R_m$ 和 $R_n$ 是旋转矩阵": the display it describes and the paragraph that leads to it give the cue, and no
    # earlier sentence of its section qualifies the matrices (random, learned, …), unless it sets them aside
    # ("Unlike learned absolute embeddings, RoPE …")
    opened = span.start - len(before)
    if not _TURNS_WITH_POSITION.search(_lead_in(doc, opened) + " " + sentence):
        return False
    sec = doc.section_at(opened)
    earlier = doc.text[max(0, opened - 1500, sec.start if sec is not None else 0):opened]
    for q in _NOT_PLAIN.finditer(earlier):
        clause = re.split(r"[.。!?！？;；\n]", earlier[:q.start()])[-1]
        if not _CONTRASTED.search(clause):
            return False
    return True


def _dimension_labels(doc: Document) -> frozenset:
    """``R^d`` for each matrix the document defines written out with a subscript and the superscript d, or calls a
    rotation matrix (``described_as_rotation``), where d is a letter it uses as a dimension (the exponent of a real
    space, or halved): there ``R^d_{\\Theta,m}`` names the matrix, d labels its size (it is not R to the power d)."""
    dims, pairs = set(), set()
    for sp_ in doc.spans:
        body = body_of(doc, sp_)
        for m in _REAL_SPACE.finditer(body):
            dims |= set(re.findall(r"(?<![A-Za-z\\])[A-Za-z](?![A-Za-z])", m.group(1)))
        for m in _HALVED.finditer(body):
            dims.add(m.group(1) or m.group(2) or m.group(3))
        for m in _LABELLED_MATRIX.finditer(body):
            pairs.add((m.group(1) or m.group(2), m.group(3) or m.group(4)))
        m = _LABELLED_NAME.match(body)
        if m and sp_.kind != "display" and described_as_rotation(doc, sp_):
            pairs.add((m.group(1) or m.group(2), m.group(3) or m.group(4)))
    return frozenset(f"{h}^{x}" for h, x in pairs if x in dims)


# a document that writes complex numbers: e^{i…}, e^{\mathrm{i}…}, Re/Im, ℂ, "complex numbers", "复数", "复共轭"
# ("a complex problem" or "a conjugate prior" is not one)
# (there x^* is the conjugate of x; elsewhere a label: θ^*, the optimum)
COMPLEX_NUMBERS = re.compile(r"e\^\{?\s*-?\s*(?:\\mathrm\{i\}|\\mathrm\{j\}|i\b|i\s*\\|j\s*\\omega|i[a-zA-Z(]|\\imath)|"
                             r"\\(?:mathrm|operatorname|text)\{(?:Re|Im)\}|\\(?:Re|Im)\b|\\mathbb\{C\}|ℂ|"
                             r"\bcomplex[ -](?:numbers?|plane|form|exponentials?|representation|multiplication|"
                             r"conjugates?|conjugation|vectors?|valued|arithmetic|rotation)\b|complex-valued|"
                             r"复数|复共轭|共轭复数|複素数",
                             re.I)


# a word with an index given a value, no argument list between (\\text{scale}_k = 2^{-k}, \\mathrm{lr}_t = 0.1)
_VALUED_WORD = re.compile(r"\\(?:text|mathrm|textrm|operatorname|mathit|rm)\s*\{\s*([A-Za-z]{2,})\s*\}\s*_\s*"
                          r"(\{[^{}]*\}|\\?\w+)\s*(?:=|:=|\\coloneqq)")
_NUMERIC_COMMANDS = re.compile(r"\\(?:frac|dfrac|tfrac|cdot|times|sqrt|left|right|,|;|!| )")


def _valued_words(body: str) -> list[str]:
    """The words ``body`` gives a number with an index, the number written in the index alone (``\\text{scale}_k =
    2^{-k}``, ``\\mathrm{lr}_t = 0.1``): there a parenthesis after the word multiplies it.  A word given a formula in
    other names (``\\text{softmax}_i = e^{z_i} / …``, ``\\text{PE}_{(pos, 2i)} = \\sin(…)``) is a function."""
    out = []
    for m in _VALUED_WORD.finditer(body):
        index = set(re.sub(r"\\[A-Za-z]+", "", m.group(2))) & set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        rest = re.split(r"[,;]|\\quad|\\\\|\$|\n", body[m.end():], maxsplit=1)[0]
        letters = set(re.findall(r"[A-Za-z]", _NUMERIC_COMMANDS.sub(" ", rest)))
        if letters <= index:
            out.append(m.group(1))
    return out


_LONE_BOLD_CAPITAL = re.compile(r"\\(?:mathbf|bm|boldsymbol|pmb)\s*\{\s*([A-Z])\s*\}|\\(?:mathbf|bm|boldsymbol)\s+([A-Z])(?![A-Za-z])")


_BOLD_CAPITAL_NAME = r"\\(?:mathbf|bm|boldsymbol)\s*\{\s*([A-Z])\s*\}"
_ONE_SCRIPT = r"(?:\s*[_^]\s*(?:\{[^{}]*\}|\\[A-Za-z]+|[A-Za-z0-9]))"
# \mathbf{W}^\top, \mathbf{W}_1^T, {\mathbf{W}^k}^\top: a bold capital transposed
_BOLD_TRANSPOSED = re.compile(_BOLD_CAPITAL_NAME + r"(?:\s*_\s*(?:\{[^{}]*\}|[A-Za-z0-9]))?(?:\s*\^\s*(?:\{[^{}]*\}|[A-Za-z]))?"
                              r"\s*\}?\s*\^\s*\{?\s*(?:\\top|T(?![A-Za-z])|\\intercal|\\mathsf\s*\{\s*T\s*\})")
# \mathbf{x}_i\mathbf{W}^q, (…)\mathbf{W}^k: a bold capital right after a bold name or a parenthesis, a factor on the right
_BOLD_RIGHT_FACTOR = re.compile(r"(?:\\(?:mathbf|bm|boldsymbol)\s*\{[^{}]+\}" + _ONE_SCRIPT + r"*|\))\s*" + _BOLD_CAPITAL_NAME)
# \mathbf{F}(\mathbf{x}): a bold capital applied to one bold name, a function
_BOLD_APPLIED = re.compile(_BOLD_CAPITAL_NAME + _ONE_SCRIPT + r"*\s*(?:\\left\s*)?\(\s*\\(?:mathbf|bm|boldsymbol)\s*\{[^{}]+\}"
                           + _ONE_SCRIPT + r"*(?:\s*[;,|][^()+\-]*)?\s*(?:\\right\s*)?\)")  # (and \mathbf{F}(\mathbf{x}; \theta))


def _bold_products(doc: Document) -> frozenset:
    """The bold capitals the document writes as matrices, transposed or as a factor on the right of a bold name
    (``\\mathbf{W}^\\top``, ``\\mathbf{x}_i\\mathbf{W}^q``), and never applies to one bold name as a function
    (``\\mathbf{F}(\\mathbf{x})``): such a capital before parentheses of bold names multiplies them
    (``latex._Parser.multiplies_a_sum``)."""
    seen, applied = set(), set()
    for s_ in doc.spans:
        if s_.kind in PLAIN:
            continue
        body = body_of(doc, s_)
        seen |= {m.group(1) for pat in (_BOLD_TRANSPOSED, _BOLD_RIGHT_FACTOR) for m in pat.finditer(body)}
        applied |= {m.group(1) for m in _BOLD_APPLIED.finditer(body)}
    return frozenset(seen - applied)


# the size of a set written as a number, |V| = 50000 (|V| = 50{,}257), standing alone at the start of a formula or
# after a separator (not the tail of a sum, |x| + |y| = 6): a name, V's size
_SIZE_GIVEN = re.compile(r"(?:^|[,;]|\\q?quad\b|\\\\)\s*\|\s*([A-Za-z])\s*\|\s*=\s*\d[\d,{}.]*\s*(?:$|[,;.]|\\[,;]|\\q?quad)")


def _sizes(doc: Document) -> frozenset:
    """The names whose size the document gives as a number (``|V| = 50000``) and that its formulas write nowhere but
    between bars (not ``(x, y) = (-4, 2)``, ``x, y = …``, ``V_i``, ``v \\in V``): their ``|V|`` is read as one name (a
    number the document binds where it states it, with that statement's scope), not as the absolute value of a V it
    never gives."""
    bodies = [body_of(doc, s_) for s_ in doc.spans if s_.kind not in PLAIN]
    given = {m.group(1) for body in bodies for m in _SIZE_GIVEN.finditer(body)}
    out = set()
    for x in given:
        token = re.compile(r"(?<![A-Za-z\\])" + x + r"(?![A-Za-z])")
        barred = re.compile(r"\|\s*" + x + r"\s*\|")
        if all(len(token.findall(body)) == len(barred.findall(body)) for body in bodies):
            out.add(x)
    return frozenset(out)


def _value_families(doc: Document) -> frozenset:
    """The letters that are functions by default (f, g, h) which the document defines as families of values
    (``h_i = q_i k_i``) and never as functions (``h_i(x) = …``, ``h(x) = …``): there ``h_i (S_{i+1} - S_i)`` is a
    product, not h_i applied."""
    families, calls = set(), set()
    for s_ in doc.spans:
        if s_.kind in PLAIN:
            continue
        body = body_of(doc, s_)
        families |= {m.group(1) for m in _FAMILY_DEF.finditer(body)}
        calls |= {m.group(2) for m in _INDEXED_CALL_DEF.finditer(body)}
        calls |= {m.group(1) for m in _CALL_DEF.finditer(body) if m.group(1)}
    return frozenset((families & DEFAULT_FUNCTIONS) - calls)


_LAST_PARSER: list = []  # [(the document, its text, spans and macros, its side reader)]: built once a document


def parser_for(doc: Document):
    """The side reader for ``doc``: ``parse(tex) -> Parsed`` with the document's words, functions and compound
    names (``_names``) and its matrices (``_matrices``: a name any chapter uses as a matrix is read as one
    everywhere, so that a definition's symbols are the symbols of the relations it is substituted in; which
    chapters use it so is ``parse.kinds``, for the decision), cached, within ``PARSE_SECONDS`` a side.  The reader
    of the document last asked for is kept (the run reads a notation table with it, then the document)."""
    key = (doc.text, tuple(doc.spans), doc.macros)
    if _LAST_PARSER and _LAST_PARSER[0][0] is doc and _LAST_PARSER[0][1] == key:
        return _LAST_PARSER[0][2]
    parse = _parser_for(doc)
    _LAST_PARSER[:] = [(doc, key, parse)]
    return parse


def _parser_for(doc: Document):
    words, functions, compounds = _names(doc)
    labelled, dimensions = _labelled(doc), _dimension_labels(doc)
    conjugates = bool(COMPLEX_NUMBERS.search(doc.text))
    valued = frozenset(word for s in doc.spans if s.kind not in PLAIN for word in _valued_words(body_of(doc, s)))
    valued |= _value_families(doc)
    spelled = _spelled_products(doc)
    words, functions = words - spelled, functions - spelled  # (12BTD(N+K): B T D times N + K, no function BTD)
    index_words, set_words = _index_words(doc), _set_words(doc)
    first = _parser(words, functions, compounds, macros=doc.macros, labelled=labelled, dimensions=dimensions,
                    conjugates=conjugates, valued=valued, spelled=spelled, index_words=index_words,
                    set_words=set_words)
    kinds = _matrices(doc, first)
    always, bold = kinds.at(None)
    # a capital the document writes bold alone (\mathbf{J}, not the emphasis of a result, \mathbf{4TDF}) is a matrix
    # written plain too (J): read as one everywhere, and as a number where its chapter neither writes it bold nor uses
    # it as a matrix (check._numbers_here); by chapter, prose included ("Let $\mathbf{J}$ denote …")
    by_chapter: dict = {}
    for s_ in doc.spans:
        if s_.kind not in PLAIN:
            found = {m.group(1) or m.group(2) for m in _LONE_BOLD_CAPITAL.finditer(body_of(doc, s_))}
            if found:
                by_chapter.setdefault(kinds.chapter_of(s_.start), set()).update(found)
    capitals = frozenset().union(*by_chapter.values())
    always = always | capitals
    parse = _parser(words, functions, compounds, always, doc.macros, bold, labelled, dimensions, conjugates, valued,
                    spelled, index_words, set_words, _bold_products(doc), _sizes(doc))
    parse.kinds = kinds
    parse.standalone = standalone_letters(doc)  # (2B, 3\\mathrm{s}: a unit, or the document's B, s)
    parse.bold_capitals = capitals
    parse.bold_capitals_in = by_chapter
    return parse


# a subscript with more than one index or with arithmetic in it (p_{pos,2i}, PE_{pos+k}, x_{t-1})
_INDEX_SUBSCRIPT = re.compile(r"_\{([^{}]*[,+\-][^{}]*)\}")
_BARE_WORD = re.compile(r"(?<![A-Za-z\\])[A-Za-z]{2,}(?![A-Za-z])")


# an upright word alone on the left of "=" (\text{step} = 2, \mathrm{lr} = 0.1): the document sets it as a quantity
_SET_WORD = re.compile(r"(?:^|[,;$]|\\q?quad|\\\\|\b(?:and|with|where|for)\b)\s*\\(?:text|mathrm|operatorname|textrm)\s*\{\s*"
                       r"([A-Za-z]{2,})\s*\}\s*=(?!=)")


def _set_words(doc: Document) -> frozenset:
    """The words a formula of the document sets alone on the left of '=' (``\\text{step} = 2``): quantities, so
    ``\\gamma^{\\text{step}}`` is a power there, not a label of γ."""
    return frozenset(m.group(1) for sp_ in doc.spans if sp_.kind not in PLAIN
                     for m in _SET_WORD.finditer(body_of(doc, sp_)))


def _index_words(doc: Document) -> frozenset:
    """The multi-letter words the document writes as one index among others or in arithmetic inside a subscript
    (``p_{pos,2i}``, ``PE_{pos+k}``): where such a word is a name's whole subscript (``p_{pos}``), it is that index."""
    out = set()
    for sp_ in doc.spans:
        if sp_.kind in PLAIN:
            continue
        for m in _INDEX_SUBSCRIPT.finditer(body_of(doc, sp_)):
            out |= set(_BARE_WORD.findall(m.group(1)))
    return frozenset(out)


# a run of three or more capitals in a formula, one written after a number, and a capital standing alone there (not beside a letter, not a
# command's)
_CAPITAL_RUN = re.compile(r"(?<![A-Za-z\\])[A-Z]{3,}(?![A-Za-z])")
_COUNTED_RUN = re.compile(r"(?<=\d)[A-Z]{3,}(?![A-Za-z])")  # 4BTNH: a run after a number, which multiplies it
_LONE_CAPITAL = re.compile(r"(?<![A-Za-z\\])[A-Z](?![A-Za-z])")
_COUNTED_MIXED_RUN = re.compile(r"(?<=\d)[A-Za-z]{3,}(?![A-Za-z])")  # 4sLhd_h, 8bsd: after a number, multiplying it
_LONE_LETTER = re.compile(r"(?<![A-Za-z\\])[A-Za-z](?![A-Za-z])")
# words a run after a number may be that are not products of letters (2exp, 3max, 10log, 2pi, 5min)
_KNOWN_WORDS = frozenset(w.lower() for w in DEFAULT_WORDS) | frozenset({
    "exp", "log", "ln", "sin", "cos", "tan", "sqrt", "pi", "det", "tr", "deg", "mod", "arg", "sup", "inf", "lim", "sec",
    "ms", "hrs", "gb", "mb", "kb", "tb", "gib", "mib", "kib", "tib", "flops", "flop", "bit", "bits", "byte", "bytes",
    "params", "param", "para", "tokens", "token", "steps", "step", "epochs", "layers", "heads", "gpus", "gpu", "days",
    "hours", "mins", "secs", "bsz", "hidden", "vocab"})
_ROMAN_WORD = re.compile(r"\\(?:text|mathrm|operatorname|textrm|mathit|mathsf|texttt)\s*\{([^{}]*)\}")


# a capital or an s standing alone as a name in a formula: not a word's letter, not right after a number (2B), not a
# subscript's or superscript's label (W_K), not the head of a subscripted name (B_{max})
_STANDALONE_LETTER = re.compile(r"(?<![A-Za-z\\\d.])(?<![_^])(?<![_^]\{)([A-Z]|s)(?![A-Za-z_])")
_UPRIGHT_S = re.compile(r"\\(?:mathrm|text|textrm|rm)\s*\{\s*s\s*\}")


def standalone_letters(doc: Document) -> frozenset:
    """The capitals, and s, that the document's formulas use as names standing alone (``$B = 8$``, ``\\mathrm{s} =
    2``): after a number such a letter may be a unit (2B, 3\\mathrm{s}) or that name."""
    out = set()
    for sp_ in doc.spans:
        if sp_.kind in PLAIN:
            continue
        body = body_of(doc, sp_)
        for m in _UPRIGHT_S.finditer(body):
            before = re.sub(r"(?:\\[,;:! ]|~|\s)+$", "", body[:m.start()])
            if not before or not (before[-1].isdigit() or before[-1] in "}/"):
                out.add("s")  # (\mathrm{s} = 2: a name; 3\mathrm{s}, 2\text{ TB}/\text{s}: a unit)
        out |= set(_STANDALONE_LETTER.findall(_ROMAN_WORD.sub(" ", body)))
    prose = " ".join(doc.text[a:b] for a, b in doc.prose)  # "top-K with K = 8", "a batch of B = 8" in plain text
    out |= set(_ASSIGNED_IN_PROSE.findall(prose))
    return frozenset(out)


_ASSIGNED_IN_PROSE = re.compile(r"(?<![\w.])([KMGTB]|s)\s*(?::=|=|＝)\s*")


def _spelled_products(doc: Document) -> frozenset:
    """The runs of three or more capitals (``4BTNH``, ``12BTD(N+K)``) that the document writes as products of its
    letters (and a unit of storage, GB, whose two letters both stand alone in its formulas): every letter of the run stands alone in its formulas (``$B$``, ``N = KG``) and in a run it writes after
    a number (``4BTNH``: a product with a coefficient), the run is no word it names (``\\text{GELU}``, ``NLL(\\theta)``
    after no number) and, unless a formula writes it after a number itself (``12BTD(N+K)``), its prose never writes it
    but after a number (an acronym, "GELU activation", is a word; a table's "18BTDF" is the product again)."""
    runs, counted, lone, named = set(), set(), set(), set()
    counted_mixed, lone_any = set(), set()
    for sp_ in doc.spans:
        if sp_.kind in PLAIN:
            continue
        body = body_of(doc, sp_)
        named |= {w.strip() for w in _ROMAN_WORD.findall(body)}
        body = _ROMAN_WORD.sub(" ", body)
        runs |= set(_CAPITAL_RUN.findall(body))
        counted |= set(_COUNTED_RUN.findall(body))
        lone |= set(_LONE_CAPITAL.findall(body))
        counted_mixed |= {r for r in _COUNTED_MIXED_RUN.findall(body) if not r.isupper()}
        lone_any |= set(_LONE_LETTER.findall(body))
    prose = " ".join(doc.text[a:b] for a, b in doc.prose)
    storage = {r for r in ("KB", "MB", "GB", "TB", "PB") if set(r) <= lone}  # (2GB where B and G are sizes: 2·G·B)
    # 4sLhd_h, 8bsd: a run of letters of both cases or small ones after a number, each letter alone in the formulas
    # (s \times 2 \times L \times h \times d_h), no word the reader knows (exp, max) and never in the prose
    mixed = {r for r in counted_mixed if set(r) <= lone_any and r not in named and r.lower() not in _KNOWN_WORDS
             and not re.search(r"(?<![A-Za-z])" + r + r"(?![A-Za-z])", prose)}
    return frozenset(r for r in runs if set(r) <= lone and r not in named and set(r) <= set("".join(counted))
                     and (r in counted or not re.search(r"(?<![A-Za-z\d])" + r + r"(?![A-Za-z])", prose))) | storage | mixed


# a name the prose calls a matrix: "$R$ be a $2\times 2$ rotation matrix", "$W$ is the weight matrix", "the matrix $W$"
# (not "is not a matrix", nor a matrix's entry: "$a_{ij}$ is an entry of the matrix")
_CALLED_MATRIX_AFTER = re.compile(r"\s*(?:be|is|denotes?|stands\s+for)\s+(?:a|an|the|some|any)\s+(?:\$[^$\n]{1,24}\$\s*)?"
                                  r"(?:(?!(?:of|for|in|from|to|with|by|on|at)\b)[A-Za-z-]+\s+){0,3}?matri(?:x|ces)\b", re.I)
_CALLED_MATRIX_BEFORE = re.compile(r"\bmatri(?:x|ces)\s*$", re.I)
# a list of names the prose calls matrices: "Let $A$ and $B$ be $n \times n$ matrices", "$A$, $B$ are square matrices",
# "The projections $W_Q$ and $W_K$ are learned $d \times d$ matrices", "设 $A$ 和 $B$ 是 $n$ 阶方阵", "$W$ 是权重矩阵"
# (from any name of the list: the names after it up to the verb, then up to four words or formulas before "matrices")
_LISTED = r"(?:\s*(?:,|，|、|\band\b|,\s*and\b|和|与|及|以及)\s*\$[^$\n]{1,40}\$)*"
_CALLED_MATRICES_AFTER = re.compile(_LISTED + r"\s*(?:(?:be|are|is|denotes?|stand\s+for)\s+(?:(?:a|an|the|some|any|two|"
                                    r"three|both|all)\s+)?(?:\$[^$\n]{1,40}\$\s*|(?!(?:not|of|for|in|from|to|with|by|on|"
                                    r"at|entries|entry|elements?|columns?|rows?|size|rank|norm)\b)[A-Za-z-]+\s+){0,4}?"
                                    r"matri(?:x|ces)\b|(?:都)?(?:是|为|表示)[^。；;，,$\n]{0,10}?(?:\$[^$\n]{1,40}\$[^。；;，,$\n]{0,8}?)?"
                                    r"(?:矩阵|方阵)(?=\s*(?:[。；;，,.!?！？、)）]|$|\n|（|\()))", re.I)
# (not "$q_m$ 表示矩阵 $Q$ 中的第 $m$ 个向量": the word goes on to what the name is in the matrix)


def chapters(doc: Document) -> list[int]:
    """Where the document's chapters start: its headings of the highest level it uses more than once (a single
    heading above them is the title), and any heading above that level after the first of them.  The text
    before the first chapter is the preamble; a document with no such headings is one chapter."""
    headings = [s for s in doc.sections if not s.slide]  # (a slide is not a chapter)
    for level in sorted({s.level for s in headings}):
        if sum(1 for s in headings if s.level == level) >= 2:
            first = next(s.start for s in headings if s.level == level)
            return [s.start for s in headings if s.level <= level and s.start >= first]
    return []


@dataclass(frozen=True)
class Kinds:
    """The names the document uses as matrices (``found``) and as bold vectors (``bold``), by chapter: chapter
    -1 is the preamble, whose names hold in every chapter."""
    starts: tuple
    found: dict
    bold: dict

    def chapter_of(self, at: int) -> int:
        return bisect.bisect_right(self.starts, at) - 1

    def at(self, chapter: int | None) -> tuple[frozenset, frozenset]:
        """(matrices, bold vectors) in ``chapter`` (None: in any chapter)."""
        def names(table):
            return {n for n, cs in table.items() if chapter is None or chapter in cs or -1 in cs}
        found = names(self.found)
        return frozenset(found), frozenset(names(self.bold) - found)


def _matrices(doc: Document, parse) -> Kinds:
    """The names the document uses as matrices or vectors, chapter by chapter (``chapters``): what it transposes
    (``W_K^T``, ``(X + P)^T``, ``R(t)^\\top``) or writes bold; then, three times over, what it defines as an
    expression in them (``Q = (X + P) W_Q``) and every factor of a product that holds one (``R(u) \\tilde{k}_u``).
    A name is a matrix in the chapter where it is used as one (and everywhere when that is the preamble): the B
    of a backward pass's ``A^T B`` may be a batch size two sections later.  Marking a scalar as a matrix withholds
    a decision (the order of its products is kept, and ``\\lambda q^T k``'s λ would make ``\\log n - 0.24 \\lambda d``
    a matrix relation); not marking a matrix would let commutative algebra prove ``AB = BA``.  So a name the
    chapter uses as a number (under a root, in a logarithm, in a number's exponent, given a number, or defined by
    such names alone: ``\\lambda = 1/\\sqrt{d_h}``) is not made a matrix by a product, only by its own use."""
    import sympy as sp

    def heads(e) -> set:
        """The names whose value ``e`` is built from by sums and products (not an index, a function's argument,
        an exponent)."""
        if isinstance(e, sp.Symbol):
            return {e.name}
        if isinstance(e, sp.Indexed):
            return {str(e.base)}
        if isinstance(e, sp.core.function.AppliedUndef):
            if e.func.__name__ in _OPS:
                return set().union(*(heads(a) for a in e.args))
            return {e.func.__name__}
        if isinstance(e, sp.Pow):
            return heads(e.base) if e.exp.is_Integer else set()  # \\sqrt{d_k}: a scalar
        if isinstance(e, (sp.Add, sp.Mul)):
            return set().union(*(heads(a) for a in e.args))
        return set()

    def products(e) -> list:
        """The products in ``e`` reached through sums, products, integer powers and transposes."""
        if isinstance(e, sp.Mul):
            return [e] + [m for a in e.args for m in products(a)]
        if isinstance(e, sp.Add) or (isinstance(e, sp.core.function.AppliedUndef) and e.func.__name__ in _OPS):
            return [m for a in e.args for m in products(a)]
        if isinstance(e, sp.Pow) and e.exp.is_Integer:
            return products(e.base)
        return []

    def lone(e) -> tuple | None:
        """The one name ``e`` is, up to a numeric factor (``n``, ``2d``, ``d_k``), with how it is written (a symbol
        or a family's member: ``k`` and ``k_j`` are one name written two ways), or None."""
        if isinstance(e, sp.Mul):
            rest = [a for a in e.args if not a.is_number]
            e = rest[0] if len(rest) == 1 else None
        if isinstance(e, sp.Symbol):
            return e.name, "symbol"
        if isinstance(e, sp.Indexed):
            return str(e.base), "member"
        return None

    def written(e, out: set) -> set:
        """Every name of ``e`` with how it is written (a symbol, or a family's member)."""
        if isinstance(e, sp.Indexed):
            out.add((str(e.base), "member"))
            for i in e.indices:
                written(i, out)
        elif isinstance(e, sp.Symbol):
            out.add((e.name, "symbol"))
        elif isinstance(e, sp.Basic):
            for a in e.args:
                written(a, out)
        return out

    def used_as_scalar(e, trigonometric_only: bool = False) -> set:
        """The names ``e`` uses where only a number can stand: a lone name under a root or a fractional power
        (``\\sqrt{d_k}``), as the argument of log, exp or a trigonometric function (``\\log n``), or in the exponent of a
        number (``10000^{2i/d}``); with ``trigonometric_only`` (a matrix's written entries, where block matrices write
        e^{X} or \\sqrt{\\Sigma} of matrices), as the argument of a trigonometric function only."""
        out = set()
        for a in sp.preorder_traversal(e):
            if trigonometric_only:
                if isinstance(a, (sp.sin, sp.cos, sp.tan)) and lone(a.args[0]):
                    out.add(lone(a.args[0]))
            elif isinstance(a, sp.Pow):
                if not a.exp.is_Integer and lone(a.base):
                    out.add(lone(a.base))
                if a.base.is_number and a.base != sp.E:
                    out |= written(a.exp, set())
            elif isinstance(a, (sp.log, sp.exp, sp.sin, sp.cos, sp.tan)) and lone(a.args[0]):
                out.add(lone(a.args[0]))
        return out

    starts = tuple(chapters(doc))
    kinds = Kinds(starts, {}, {})
    found_in: dict = {}  # chapter -> names found there
    bold_in: dict = {}
    scalar_in: dict = {}  # chapter -> (name, how written) used as numbers there: a product does not make them matrices
    forms_in: dict = {}  # chapter -> every (name, how written) there
    sides = []
    after_matrix = _multiplied_by_a_matrix(doc, parse)
    declared: dict = {}  # name -> (chapter, offset) of its first declaration as a matrix (∈ a space of them, or in words)
    for lk in links_of(doc, share=True):  # (read only: the reading that decides them takes the same list)
        if doc.spans[lk.span_index].kind in PLAIN or not (_names_in(lk.lhs) or _names_in(lk.rhs)):
            continue  # (3 + 1 = 4, \sin(0.5) \approx 0.4794: no name to find a matrix in, and no parse of it)
        digit = _BOLD_DIGIT.fullmatch(lk.lhs)
        if lk.rel == "∈" and digit and _SPACE.match(lk.rhs):  # \mathbf{1} \in \mathbb{R}^n: the all-ones vector
            bold_in.setdefault(kinds.chapter_of(lk.offset), set()).add(digit.group(1))
            continue
        if lk.rel == "∈" and _matrix_space(doc, lk.rhs):
            c = kinds.chapter_of(lk.offset)
            for side in declared_together(doc, lk):  # (A, B \in \mathbb{R}^{n \times n}: both)
                try:  # A \in \mathbb{R}^{n \times n}: a matrix, declared (its products keep their order)
                    L = parse(side)
                except Exception:  # noqa: BLE001 - an unread side declares nothing
                    continue
                names = {h for e in (L.expr.args if isinstance(L.expr, sp.Tuple) else (L.expr,)) for h in heads(e)}
                (bold_in if L.bold else found_in).setdefault(c, set()).update(names)
                if not L.bold:
                    declared.update({n: declared.get(n, (c, lk.offset)) for n in names})
            continue
        try:
            L, R = parse(lk.lhs), parse(lk.rhs)
        except Exception:  # noqa: BLE001 - an unread side marks nothing
            continue
        c = kinds.chapter_of(lk.offset)
        found, bold = found_in.setdefault(c, set()), bold_in.setdefault(c, set())
        sides.append((c, lk, L.expr, R.expr, set(L.bold) | set(R.bold)))
        scalar = scalar_in.setdefault(c, set())
        for x in (L.expr, R.expr):
            if isinstance(x, sp.MatrixBase):  # the entries a matrix writes out: cos α there makes α a number
                for entry in x:
                    scalar |= used_as_scalar(entry, trigonometric_only=True)
            elif isinstance(x, sp.Basic):
                scalar |= used_as_scalar(x)
            written(x, forms_in.setdefault(c, set()))
        if lk.first and lk.rel == "=" and lone(L.expr) and isinstance(R.expr, sp.Basic) and R.expr.is_number:
            scalar.add(lone(L.expr))  # d = 512: a number
        if lk.first and lk.rel in ("=", "≈") and isinstance(R.expr, sp.MatrixBase) and min(R.expr.shape) >= 2 \
                and isinstance(L.expr, (sp.Symbol, sp.Indexed, sp.core.function.AppliedUndef)):
            found |= heads(L.expr)  # R_m = \\begin{pmatrix}…\\end{pmatrix}, R_3 \\approx …: a matrix the document writes out
        if lk.first and lk.rel == "=" and isinstance(L.expr, (sp.Symbol, sp.Indexed)) and _written_vector(R.expr) \
                and heads(L.expr) & after_matrix:
            found |= heads(L.expr)  # p_i = [\\sin i, \\cos i], then M \\cdot p_i: a vector a written matrix multiplies
        for x, tex in ((L, lk.lhs), (R, lk.rhs)):
            bold |= set(x.bold)
            if isinstance(x.expr, sp.Basic):
                for a in x.expr.atoms(sp.core.function.AppliedUndef):
                    if a.func.__name__ == "transpose":  # a letter of a word read letter by letter is not a name
                        named = {h for h in heads(a.args[0]) if len(h) > 1 or _standalone(h, tex)}
                        bold |= named & set(x.bold)  # \\mathbf{q}^\\top: the bold q (q_0 stays a number)
                        found |= named - set(x.bold)
    for sp_ in doc.spans:  # "$R(t)$ is the block-diagonal rotation matrix for position $t$": a matrix
        if sp_.kind in PLAIN or sp_.kind == "display" or not described_as_rotation(doc, sp_):
            continue
        try:
            e = parse(body_of(doc, sp_)).expr
        except Exception:  # noqa: BLE001 - a name the reader does not read marks nothing
            continue
        if isinstance(e, (sp.Symbol, sp.Indexed, sp.core.function.AppliedUndef)):
            found_in.setdefault(kinds.chapter_of(sp_.start), set()).update(heads(e))
            bold_in.setdefault(kinds.chapter_of(sp_.start), set())

    for sp_ in doc.spans:  # "Let $R$ be a $2\times 2$ rotation matrix", "the matrix $W$": called a matrix in words
        if sp_.kind in PLAIN or sp_.kind == "display" or not (
                _CALLED_MATRIX_AFTER.match(doc.text, sp_.end) or _CALLED_MATRICES_AFTER.match(doc.text, sp_.end)
                or _CALLED_MATRIX_BEFORE.search(doc.text, max(0, sp_.start - 40), sp_.start)):
            continue
        try:
            e = parse(body_of(doc, sp_)).expr
        except Exception:  # noqa: BLE001 - a name the reader does not read marks nothing
            continue
        names = {h for x in (e.args if isinstance(e, sp.Tuple) else (e,)) if isinstance(x, (sp.Symbol, sp.Indexed))
                 for h in heads(x)}  # ("$A, B$ are square matrices": each name of the formula's list)
        if names:
            c = kinds.chapter_of(sp_.start)
            found_in.setdefault(c, set()).update(names)
            bold_in.setdefault(c, set())
            declared.update({n: declared.get(n, (c, sp_.start)) for n in names})

    def known(c) -> tuple[set, set]:
        return found_in[c] | found_in.get(-1, set()), bold_in[c] | bold_in.get(-1, set())

    def scalars(c) -> set:
        """The names used as numbers in chapter ``c`` (or the preamble), and those it defines by them alone
        (``\\lambda = 1/\\sqrt{d_h}``), none of them used there as a matrix in its own right (transposed, bold, written
        out)."""
        out = scalar_in.get(c, set()) | scalar_in.get(-1, set())
        for _ in range(3):
            for c2, lk, L, R, _bold in sides:
                if c2 == c and lk.first and lk.rel == "=" and lone(L) and isinstance(R, sp.Basic) and R.is_commutative \
                        and not isinstance(R, sp.MatrixBase) and R.free_symbols and written(R, set()) <= out:
                    out = out | {lone(L)}
        # a name counts as a number only where every way the chapter writes it is used as one: the k of
        # k = \sqrt{d}/\log L is not the key k_j
        forms = forms_in.get(c, set()) | forms_in.get(-1, set())
        names = {n for n, _ in out if all(f in out for f in forms if f[0] == n)}
        return names - direct_in.get(c, set()) - direct_in.get(-1, set())

    direct_in = {c: set(names) for c, names in found_in.items()}  # matrices by their own use, before any spreading
    scalar_of = {c: scalars(c) for c in set(found_in) | set(scalar_in)}
    for _ in range(3):
        for c, lk, L, R, written_bold in sides:
            found, bold = known(c)
            numbers = scalar_of.get(c, set())
            if lk.first and lk.rel == "=" and isinstance(L, (sp.Symbol, sp.Indexed)) and isinstance(R, sp.Basic) \
                    and not isinstance(R, sp.MatrixBase) and heads(R) & (found | (bold & written_bold)):
                found_in[c] |= heads(L) - written_bold - numbers
                bold_in[c] |= heads(L) & written_bold
            for e in (L, R):  # a factor multiplied with a matrix may be one too: its place in the product is kept
                if isinstance(e, sp.Basic) and not isinstance(e, sp.MatrixBase):
                    for m in products(e):
                        hs = heads(m)
                        found, bold = known(c)
                        if hs & (found | (bold & written_bold)):  # a bold name is a vector where written bold
                            found_in[c] |= hs - written_bold - bold - numbers
                            bold_in[c] |= hs & written_bold
    from suite.reader.units import UNIT_NAMES

    for n, (c, at) in declared.items():  # a declaration in a chapter on notation, or one said to hold throughout,
        if c < 0 or not _DECLARES_THROUGHOUT.search(_chapter_title(doc, starts[c]) + " " + doc.text[max(0, at - 200):at]):
            continue  # holds on in the chapters after its own ("Notation", then "Results"); any other stays in its own
        for later in range(c, len(starts)):  # (a letter a later chapter reuses: A of "A ∈ ℝ^{n×m}" in a FLOPs aside)
            found_in.setdefault(later, set()).add(n)
    for c, names in found_in.items():
        for n in names - UNIT_NAMES:  # (8\mu\text{s} beside a matrix: a unit, a number)
            kinds.found.setdefault(n, set()).add(c)
    for c, names in bold_in.items():
        for n in names:
            kinds.bold.setdefault(n, set()).add(c)
    return kinds


def _written_vector(e) -> bool:
    """A vector written out entry by entry (``[\\sin i, \\cos i]``, a column or a row of two or more numbers or
    expressions, none of them a vector)."""
    import sympy as sp

    if isinstance(e, sp.Tuple):
        entries = list(e.args)
    elif isinstance(e, sp.MatrixBase) and 1 in e.shape:
        entries = list(e)
    else:
        return False
    return len(entries) >= 2 and all(isinstance(x, sp.Expr) and not isinstance(x, sp.MatrixBase) for x in entries)


# a name written right after a matrix written out, multiplied by it (\end{bmatrix} \cdot p_i, \end{pmatrix} x_{m})
_AFTER_MATRIX = re.compile(r"\\end\s*\{[pbBvV]?matrix\}\s*(?:\\right\s*[\])]\s*)?(?:\\cdot|\*)?\s*"
                           r"((?:\\(?:vec|mathbf|bm|boldsymbol|overrightarrow)\s*\{[^{}]*\}|[A-Za-z])"
                           r"(?:\s*_\s*(?:\{[^{}]*\}|[A-Za-z0-9]))?(?:\s*\^\s*\{\([^{}()]*\)\})?)(?![A-Za-z0-9^{(])")


def _multiplied_by_a_matrix(doc: Document, parse) -> set:
    """The names (their heads) a formula of ``doc`` multiplies on the left by a matrix it writes out
    (``\\end{bmatrix} \\cdot p_i``): vectors there, when the document writes them out."""
    import sympy as sp

    out = set()
    for s in doc.spans:
        if s.kind in PLAIN:
            continue
        for m in _AFTER_MATRIX.finditer(body_of(doc, s)):
            try:
                e = parse(m.group(1)).expr
            except Exception:  # noqa: BLE001 - a name the reader does not read
                continue
            if isinstance(e, sp.Symbol):
                out.add(e.name)
            elif isinstance(e, sp.Indexed):
                out.add(str(e.base))
    return out


_OPS = {"transpose", "conjugate", "hadamard", "otimes"}

# TeX commands that write no name: functions, operators, relations, spacing and layout, not followed by a subscript
# (\\alpha, \\theta are names; so are \\pi and \\pi_1, a family's member where a document writes one)
_NAMELESS_COMMANDS = re.compile(r"\\(?:sin|cos|tan|exp|log|ln|sqrt|frac|dfrac|tfrac|left|right|cdot|times|div|pm|approx|"
                                r"le|ge|leq|geq|lt|gt|ne|neq|quad|qquad|big|Big|bigl|bigr|Bigl|Bigr)(?![A-Za-z])(?!\s*_)|"
                                r"\\[,;:! ]")


def _names_in(tex: str) -> bool:
    """Whether the side ``tex`` may write a name: a letter (of any script) outside the commands that write none, or any
    other command (``\\1`` that a macro makes a matrix's name)."""
    rest = _NAMELESS_COMMANDS.sub(" ", tex)
    return "\\" in rest or any(c.isalpha() for c in rest)


# a real or complex space: \mathbb{R}^n, ℝ^{d}; a bold digit (the vector of all ones or zeros)
_SPACE = re.compile(r"\s*(?:\\mathbb\s*\{?\s*[RC]\s*\}?|\\R(?![A-Za-z])|ℝ|ℂ)\s*\^")
_BOLD_DIGIT = re.compile(r"\s*\\(?:mathbf|bm|boldsymbol)\s*\{?\s*([01])\s*\}?\s*")
# a real or complex space of matrices: \mathbb{R}^{n \times d}, \R^{m\times n}, ℝ^{n×n}
_MATRIX_SPACE = re.compile(r"\s*(?:\\mathbb\s*\{?\s*[RC]\s*\}?|\\R(?![A-Za-z])|ℝ|ℂ)\s*\^\s*\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*"
                           r"(?:\\times|×)(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}\s*$")
# a group or set of matrices: M_n(\mathbb{R}), \mathrm{SO}(3), GL(n, ℝ), O(d), \mathcal{M}_{n}
_MATRIX_GROUP = re.compile(r"\s*(?:M_\s*\{?[^{}()]{1,12}\}?\s*\(|\\mathcal\s*\{?\s*M\s*\}?\s*_|"
                           r"\\(?:mathrm|operatorname|text|mathit)\s*\{\s*(?:S?O|S?U|S?L|GL|Sp|SE)\s*\}"
                           r"\s*(?:_\s*\{?[^{}()]{1,12}\}?\s*)?\(|(?:S?O|S?U|S?L|GL|Sp|SE)\s*(?:_\s*\{?[^{}()]{1,12}\}?\s*)?\()")


# a chapter on notation, or a declaration said to hold throughout ("Throughout, $A, B \in …$", "下文中")
_DECLARES_THROUGHOUT = re.compile(r"\b(?:notations?|preliminar(?:y|ies)|setup|set-up|definitions?|conventions?|"
                                  r"throughout|in (?:the )?(?:rest|remainder) of)\b|符号|记号|约定|预备|全文|下文|本文中|以下",
                                  re.I)


def _chapter_title(doc: Document, start: int) -> str:
    return next((s.title for s in doc.sections if s.start == start), "")


def _matrix_space(doc: Document, rhs: str) -> bool:
    """Whether a membership's right side is a space or group of matrices (with the document's macros expanded:
    ``\\reals^{n \\times n}``)."""
    if doc.macros:
        from suite.reader.macros import expand

        rhs = expand(rhs, doc.macros)
    return bool(_MATRIX_SPACE.match(rhs) or _MATRIX_GROUP.match(rhs))


def _standalone(letter: str, tex: str) -> bool:
    return re.search(r"(?<![A-Za-z\\])" + re.escape(letter) + r"(?![A-Za-z])", tex) is not None


def _untagged(tex: str) -> str:
    """``tex`` without the \\nonumber, \\notag, \\tag{…} and \\label{…} that a document's own macro expanded into
    (``\\newcommand{\\nn}{\\nonumber}``: the rows drop those written out, not those a macro stands for)."""
    from suite.reader.chains import TAG

    return TAG.sub(" ", tex)


def _parser(words, functions, compounds=frozenset(), matrices=frozenset(), macros=None, bold=frozenset(),
            labelled=frozenset(), dimensions=frozenset(), conjugates: bool = True,
            valued=frozenset(), spelled=frozenset(), index_words=frozenset(), set_words=frozenset(),
            products=frozenset(), sizes=frozenset()):
    from suite.reader.latex import parse
    from suite.reader.macros import expand

    cache: dict = {}

    def p(tex: str, complex_form: bool = False, slash_rest: bool = False, argument_rest: bool = False,
          series: bool = False, spaced_product: bool = False):
        key = (tex, complex_form, slash_rest, argument_rest, series, spaced_product)
        if key not in cache:
            try:
                with dec.budget(PARSE_SECONDS):
                    cache[key] = parse(_untagged(expand(tex, macros)) if macros else tex, functions=functions, words=words, compounds=compounds,
                                       complex_form=complex_form, matrices=matrices, bold_matrices=bold,
                                       labelled=labelled, slash_rest=slash_rest, dimensions=dimensions,
                                       macros=frozenset(macros.table) if macros else (), conjugates=conjugates,
                                       valued=valued, argument_rest=argument_rest, spelled=spelled, series=series,
                                       index_words=index_words, set_words=set_words, spaced_product=spaced_product,
                                       products=products)
            except dec.Budget:  # not cached: an outer budget may have ended it, not the side itself
                raise TimeoutError(f"reading the side took more than its budget of {PARSE_SECONDS:g} s") from None
            except Exception as e:  # noqa: BLE001 - cached as the failure it is
                cache[key] = e
        r = cache[key]
        if isinstance(r, Exception):
            raise r
        return r

    if not sizes:
        return p

    def sized(tex: str, *args, **kw):  # (|V| where the document gives V's size: the name |V|, not Abs(V))
        r = p(tex, *args, **kw)
        import sympy as sp

        rep = {a: sp.Symbol(f"|{a.args[0].name}|") for a in getattr(r.expr, "atoms", lambda *_: ())(sp.Abs)
               if isinstance(a.args[0], sp.Symbol) and a.args[0].name in sizes}
        if not rep:
            return r
        from dataclasses import replace

        return replace(r, expr=r.expr.xreplace(rep))

    return sized


