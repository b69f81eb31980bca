"""The relations a document states: each formula's chains split into links (``suite.reader.chains``), a code
comment's and the prose's plain arithmetic kept as written, each link with where it is and how it is written."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from suite.reader import decide as dec
from suite.reader.document import PLAIN, Document
from suite.reader.latex import font_switches


@dataclass
class Link:
    """A relation as the document writes it, where it is, and its decision."""
    lhs: str
    rel: str
    rhs: str
    span_index: int
    offset: int
    first: bool  # the first link of its chain
    note: str | None = None  # why it is not decided (a soft break)
    redefines: object = None  # the definition in scope that this link's left side redefines
    redefines_loosely: bool | str = False  # … past a line of bold text alone, with no word that recalls it: maybe anew
    #                                        (a text: where else it stands, as the reason says it)
    new_meaning: bool = False  # a member given a new formula outside its family's section: that meaning ends with
    #                            the section it is given in (check._member_defined_elsewhere)
    function_value: bool = False  # a function the document defines, taken at other arguments in its section (f(M) =
    #                               1 after f(L) = …): checked, but a failure is another setting's value or a slip
    decision: dec.Decision | None = None
    complex_form: bool = False  # its formula writes complex numbers (an i at an Euler position)
    chain_end: bool = False  # the conclusion of a worked chain (first side ≈ the number it ends with)
    defines: bool = False  # written with a definition sign (":=", "\\triangleq", "≜")
    premises: list = field(default_factory=list)  # the statements it follows from by ⟹ (the links before the ⟹)
    assigns: bool = False  # an algorithm's assignment (x \\gets …): a step of the algorithm, bound nowhere
    carried: frozenset = frozenset()  # decimals the document showed before as computed results (0.408 of √0.166 ≈ 0.408)
    rounded_given: frozenset = frozenset()  # decimals it gave before with '≈' for values it does not write out (w ≈ [0.27, 0.73])
    across_ellipsis: bool = False  # stated across an elided step of its chain (a ≥ … ≥ b: a ≥ b)
    row_note: str | None = None  # a note at its row's end that may state its hypothesis ("since ab = 0 here")


def body_of(doc: Document, span) -> str:
    """A formula's body with the document's own macros expanded (``suite.reader.macros``), TeX's font switches
    written as the commands they stand for (``{\\rm params}``: ``\\mathrm{params}``), and a size command that wraps
    the whole body taken away (``\\Large{x = 2 + 2}``, ``{\\large x = 2 + 2}``)."""
    if not doc.macros:
        return font_switches(_unsized(span.body))
    from suite.reader.macros import expand

    return font_switches(_unsized(expand(span.body, doc.macros)))


_SIZES = r"\\(?:tiny|scriptsize|footnotesize|small|normalsize|large|Large|LARGE|huge|Huge)(?![A-Za-z])"
_SIZE_WRAPPED = re.compile(r"\s*(?:" + _SIZES + r"\s*\{(?P<a>.*)\}|\{\s*" + _SIZES + r"(?P<b>.*)\})\s*", re.S)


def _unsized(body: str) -> str:
    """``body`` without a size command wrapping all of it (its braces balanced inside)."""
    m = _SIZE_WRAPPED.fullmatch(body)
    if m is None:
        return body
    inner = m.group("a") if m.group("a") is not None else m.group("b")
    depth = 0
    for ch in inner:
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if depth < 0:
            return body  # (\Large{a} = {b}: the braces close before the end)
    return inner if depth == 0 else body


def links_of(doc: Document, share: bool = False) -> list[Link]:
    """Every relation of every formula, in reading order (chains split as ``suite.reader.chains`` says).  Finding
    them is a large part of reading a long document, so a caller that only reads them passes ``share``: they are
    kept on the document, and the next caller takes them (a caller without ``share`` gets links no one else holds,
    to decide)."""
    kept = getattr(doc, "_shared_links", None)
    if kept is not None:
        if not share:
            doc._shared_links = None
        return kept
    found = _links_of(doc)
    if share:
        doc._shared_links = found
    return found


def _links_of(doc: Document) -> list[Link]:
    from suite.reader.chains import BRACED_COMMA, braced_comma_convention

    token = BRACED_COMMA.set(braced_comma_convention(" ".join(  # (formulas only: "Llama 3.1" in prose is no decimal)
        body_of(doc, s) for s in doc.spans if s.kind not in PLAIN)))
    try:
        return _links_in(doc)
    finally:
        BRACED_COMMA.reset(token)


def _links_in(doc: Document) -> list[Link]:
    from suite.reader.chains import chain_links, code_links, componentwise, row_note, rows

    out: list[Link] = []
    euler = {id(doc.section_at(span.start)) for span in doc.spans
             if span.kind not in PLAIN and _EULER.search(body_of(doc, span))}
    for k, span in enumerate(doc.spans):
        if span.kind in PLAIN:
            for lhs, rel, rhs in code_links(span.body):
                labels = span.kind == "plain"  # (80 layers: a counted word, in the prose's arithmetic only)
                if _plain(lhs, labels) and _plain(rhs, labels):  # "# shape = (batch, seq)" is code, not a formula
                    out.append(Link(lhs, rel, rhs, k, span.start, False))
            continue
        body = body_of(doc, span)
        if _DIAGRAM.search(body):
            continue  # (\xymatrix@R=3pc{…}, tikz-cd, amscd: a diagram's arrows and labels, no relation)
        cx = bool(_EULER.search(body)) or (id(doc.section_at(span.start)) in euler and bool(_ADDED_I.search(body))
                                            and not _I_INDEX.search(body)) or (
            bool(_TRAILING_I.search(body)) and not _I_INDEX.search(body)
            and bool(_SAYS_COMPLEX.search(doc.text, max(0, span.start - 120), span.end + 120))
            and not _I_NAMED.search(doc.text, max(0, doc.text.rfind("\n\n", 0, span.start)),
                                    _end_of_paragraph(doc.text, span.end)))
        group: list[Link] = []  # the statements joined by commas or conjunctions since the last break
        premises: list[Link] = []  # what ``group`` follows from (the group before a ⟹)
        cursor = 0  # where in the span the last link's left side was found: the next is sought after it
        for row in rows(_unsized(span.body)):
            chain: list = []
            links = chain_links(row)
            noted, last = row_note(row), None
            if not (links and links[0][5] == "implies"):  # a row that opens with ⟹ goes on from the row before
                group, premises = [], []
            for lhs, rel, rhs, note, first, opened, elided in links + [(None, None, None, None, True, "", False)]:
                if first and chain:
                    out += _chain_end(chain, span, k, cx)
                    chain = []
                if lhs is None:
                    if last is not None and noted:  # (the row's last step, under the note at its end)
                        last.row_note = noted
                    break
                if first and opened == "implies":
                    group, premises = [], list(group)
                elif first and opened == "hard":
                    group, premises = [], []
                chain.append((lhs, rel, rhs, note))
                for a, r, b in componentwise((lhs, rel, rhs)):
                    assigns = r == "⟵" or (r == "≔" and _updates(a, b))  # (w := w - \eta g: an update)
                    r, defines = _relation(r, a, b)
                    at = _offset(span, a, b, cursor)
                    cursor = at - span.start + 1
                    lk = Link(a, r, b, k, at, first, note, complex_form=cx, defines=defines,
                              premises=premises, assigns=assigns, across_ellipsis=elided)
                    out.append(lk)
                    group.append(lk)
                    last = lk
    return out


# a list of names before a membership's left side (``\mathbf{q}, \mathbf{k} \in \mathbb{R}^d``: q is declared too)
_NAME_IN_LIST = (r"(?:(?:\\(?:mathbf|boldsymbol|bm|vec|mathit)\s*\{\s*(?:[A-Za-z]|\\[A-Za-z]+)\s*\}|"
                 r"\\(?:mathbf|boldsymbol|bm|vec)\s+[A-Za-z]|[A-Za-z]|\\(?:alpha|beta|gamma|delta|epsilon|varepsilon|"
                 r"theta|lambda|mu|sigma|tau|phi|psi|omega|xi|eta|zeta|Theta|Lambda|Sigma|Phi|Psi|Omega)(?![A-Za-z]))"
                 r"(?:\s*_\s*(?:\{\s*[A-Za-z0-9]+\s*\}|[A-Za-z0-9]))?)")  # (W_Q, W_K \in …; \alpha, \beta \in …)
_LISTED_BEFORE = re.compile(r"(?:(?<=[$\s(])|^)((?:" + _NAME_IN_LIST + r"\s*,\s*)+)$")
_AFTER_RELATION = re.compile(r"(?:[=<>+\-*/^_&|≤≥≈≠∈]|\\(?:le|leq|ge|geq|ne|neq|in|approx|cdot|times|sim|equiv|to))\s*$")


def declared_together(doc: Document, lk: Link) -> list[str]:
    """The left side of the membership ``lk`` and the names listed before it in its formula, separated by commas
    (``\\mathbf{q}, \\mathbf{k} \\in \\mathbb{R}^d``, ``A, B \\in \\mathbb{R}^{n \\times n}``, ``m, n \\in \\mathbb{N}``:
    each name of the list, not only the last)."""
    span = doc.spans[lk.span_index]
    before = doc.text[span.start:lk.offset] if span.start <= lk.offset else ""
    m = _LISTED_BEFORE.search(before)
    if m is None or _AFTER_RELATION.search(before[:m.start()]):  # (a = b, c \in X: b is the first statement's side)
        return [lk.lhs]
    return [x.strip() for x in m.group(1).split(",") if x.strip()] + [lk.lhs]


# a modulus written as a note, not the binary \bmod: \pmod{5}, (\text{mod } 5), \text{(mod 5)}, (\bmod 7), (模 7)
_MOD_NOTE = re.compile(r"\\pmod(?![A-Za-z])|\(\s*\\?(?:mod\b|bmod\b|(?:text|mathrm|textrm|operatorname)\s*\{\s*(?:mod\b|模))|"
                       r"\\(?:text|textrm|mbox)\s*\{\s*\(\s*(?:mod\b|模)", re.I)
# a modulus in any form: a note, or the operation \bmod, \mod ("a ≡ b (mod n)": a congruence)
_MOD = re.compile(_MOD_NOTE.pattern + r"|\\(?:bmod|mod)(?![A-Za-z])", re.I)


def _updates(lhs: str, rhs: str) -> bool:
    """Whether ``lhs := rhs`` writes its own name on the right (``\\mathbf{w} := \\mathbf{w} - \\eta \\mathbf{g}``):
    an update of an algorithm, not a definition."""
    name = lhs.strip()
    return bool(name) and re.search(r"(?<![A-Za-z\\])" + re.escape(name) + r"(?![A-Za-z])", rhs) is not None


def _relation(rel: str, lhs: str, rhs: str) -> tuple[str, bool]:
    """The relation a link is decided as, and whether it is written with a definition sign: "≔" is "=" (a
    definition), "≡" is "=" unless a modulus is written ("a ≡ b (mod n)": a congruence, kept as "≡")."""
    if rel in ("≔", "⟵"):
        return "=", True
    if rel == "≡" and not _MOD.search(lhs + " " + rhs):
        return "=", False
    if rel == "=" and _MOD_NOTE.search(rhs):
        return "≡", False  # 7 \cdot 8 = 56 \quad \bmod 10, = 2 \pmod{5}: an equality modulo n, a congruence
    return rel, False


_SHOWN_NUMBER = re.compile(r"\s*-?\s*\d[\d\s,\\]*(?:\.\d+)?\s*")


def _chain_end(chain: list, span, k: int, cx: bool) -> list:
    """A worked chain ``a = b ≈ c ≈ … = 3.54`` (three links or more, '=' and '≈' only, at least one '≈', ending in a
    number written out) also states its conclusion ``a ≈ 3.54``: each step may round, the conclusion must still
    hold to the digits shown.  The link is marked ``chain_end``."""
    rels = [c[1] for c in chain]
    if len(chain) < 3 or any(c[3] for c in chain) or not set(rels) <= {"=", "≈"} or "≈" not in rels \
            or not _SHOWN_NUMBER.fullmatch(chain[-1][2]):
        return []
    a, b = chain[0][0], chain[-1][2]
    if rels[0] == "=" and _LONE_NAME.fullmatch(a) and not _CONSTANT.fullmatch(a) \
            and not _SHOWN_NUMBER.fullmatch(chain[0][2]):
        a = chain[0][2]  # θ'_{32} = A = B ≈ 0.0097: the value the chain computes is A (the name may be bound elsewhere)
    return [Link(a, "≈", b, k, _offset(span, a, b), False, None, complex_form=cx, chain_end=True)]


# a constant, not a name bound elsewhere: π = C/d = 22/7 ≈ 3.143 concludes on π
_CONSTANT = re.compile(r"\s*(?:\\pi|\\infty|e|i|\\mathrm\s*\{\s*[ei]\s*\}|\\(?:mathrm|text)\s*\{\s*i\s*\})\s*")
# a name alone: a letter or a command, primes, one subscript (\theta'_{32}, m'_{\text{插值}}, x_i)
_PRIME = r"(?:'|\^\s*\{?\s*\\prime\s*\}?)*"
_LONE_NAME = re.compile(r"\s*(?:\\[A-Za-z]+|[A-Za-z])\s*" + _PRIME + r"\s*(?:_\s*(?:\{(?:[^{}]|\{[^{}]*\})*\}|[A-Za-z0-9]))?\s*"
                        + _PRIME + r"\s*")


# a commutative diagram: its arrows and labels are no relations
_DIAGRAM = re.compile(r"\\(?:xymatrix|xy|diagram)(?![A-Za-z])|\\begin\s*\{\s*(?:tikzcd|CD|tikzpicture|xy)\s*\}")
# a + bi, 3 - 2i, x + y\,i: a complex number written with its imaginary part's i after the coefficient, in a text that
# says it is one ("complex numbers", "the complex plane", 复数)
_TRAILING_I = re.compile(r"[+-]\s*(?:\d+(?:\.\d+)?|[A-Za-z])\s*(?:\\[,;:! ]\s*)?i(?![A-Za-z_^{'])")
_SAYS_COMPLEX = re.compile(r"(?<!not )(?<!n't )\bcomplex\s+(?:numbers?|plane|form|exponentials?|conjugates?|arithmetic|"
                           r"values?|scalars?|multiplication|representation|rotation)\b|复数", re.I)


def _end_of_paragraph(text: str, at: int) -> int:
    end = text.find("\n\n", at)
    return len(text) if end < 0 else end


# a text that writes i as a name of its own right there ("Block $i$", "at $i = 2$"): no imaginary unit
_I_NAMED = re.compile(r"\$\s*i\s*(?:\$|=|\\in\b|<|>|\\le|\\ge)")


# an i where documents write the imaginary unit: e^{i…}, \exp(-i…), ± i\sin, ± i \cdot \cos
# "x + i y", "u - i\\,v": an added term i times a name, which is the imaginary unit in a section that writes e^{i…}
# (the formula itself writing no i as an index: x_i, i = 1)
_ADDED_I = re.compile(r"[+-]\s*i(?:\s|\\[,;:! ])*(?:\\cdot\s*)?(?:[A-Za-z(]|\\[A-Za-z])")
_I_INDEX = re.compile(r"_\s*(?:i(?![A-Za-z])|\{[^{}]*(?<![A-Za-z\\])i(?![A-Za-z]))|(?<![A-Za-z\\])i\s*(?:=|\\in)")
_EULER = re.compile(r"e\^\{\s*-?\s*i(?![_^'/A-Za-z])|\\exp\s*(?:\\left)?\(\s*-?\s*i(?![_^'/A-Za-z])|"
                    r"[+-]\s*i(?:\s|\\[,;:! ])*(?:\\cdot)?(?:\s|\\[,;:! ])*\\(?:sin|cos)(?![A-Za-z])")


def _plain(side: str, labels: bool = False) -> bool:
    from suite.reader.plain import TooLarge, Unparsed, parse_plain

    try:
        parse_plain(side, labels=labels)
        return True
    except TooLarge:
        return True  # (arithmetic, too large to compute: a relation the reader reports as not read)
    except Unparsed:
        return False


_RELATION_CHARACTERS = frozenset("=<>≈≤≥≠∼≪≫∝∈:")


def _followed(text: str, side: str, start: int) -> int:
    """The first place from ``start`` where ``side`` stands followed (after white space) by a relation: one of
    ``_RELATION_CHARACTERS`` or a command (``\\le``); -1 when there is none.  (A search, not a pattern compiled for
    each side: a document's many sides would overflow the pattern cache and make reading quadratic.)"""
    i = text.find(side, start)
    while i >= 0:
        j = i + len(side)
        while j < len(text) and text[j].isspace():
            j += 1
        if j < len(text) and (text[j] in _RELATION_CHARACTERS or (
                text[j] == "\\" and j + 1 < len(text) and text[j + 1].isascii() and text[j + 1].isalpha())):
            return i
        i = text.find(side, i + 1)
    return -1


def _offset(span, lhs: str, rhs: str, after: int = 0) -> int:
    """Where the link ``lhs rel rhs`` stands in ``span``: its left side where a relation follows it (else anywhere,
    else its right side), sought from ``after``
    (where the link before it in the span stood: a formula that repeats a side, ``f = a e^{iθ} = q e^{iθ}`` and later
    ``f = q e^{iθ} = …``, is located at each occurrence in turn), and from the span's start when not found there."""
    for start in ((after, 0) if after else (0,)):
        k = _followed(span.text, lhs, start)
        if k >= 0:
            return span.start + k
    for start in ((after, 0) if after else (0,)):
        i = span.text.find(lhs, start)
        j = span.text.find(rhs, (i if i >= 0 else start) + (len(lhs) if i >= 0 else 0))
        k = i if i >= 0 else j
        if k >= 0:
            return span.start + k
    for side in (lhs, rhs):  # (a side whose spacing the chain rewrote: "1 \quad (\text{mod } 11)" read "1  (…)")
        words = side.split()
        if words:
            m = re.compile(r"(?:\s|\\q?quad(?![A-Za-z])|\\[,;:! ])*".join(map(re.escape, words))).search(span.text, after)
            m = m or re.compile(r"(?:\s|\\q?quad(?![A-Za-z])|\\[,;:! ])*".join(map(re.escape, words))).search(span.text)
            if m is not None:
                return span.start + m.start()
    return span.start


