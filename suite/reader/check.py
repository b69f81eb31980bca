"""One document, read and checked: every formula found, every relation parsed and decided under the
document's own environment.  ``check_document`` is the whole line from a ``Document`` to report items;
``check_file`` starts from a file."""
from __future__ import annotations

import bisect
import copy
import functools
import hashlib
import re
import time
import warnings
from dataclasses import dataclass, field
from fractions import Fraction

from suite.reader import decide as dec
from suite.reader import elision
from suite.reader import vectors
from suite.reader import series
from suite.reader.units import STORAGE
from suite.reader.document import PLAIN, Document
from suite.reader.formats.scan import _MODULAR
from suite.reader.chains import ACROSS_NOTE, ASSIGNED_NAME, SET_BUILDER
from suite.reader.latex import GREEK
from suite.reader.links import Link, body_of, declared_together, links_of
from suite.reader.names import _OPS, COMPLEX_NUMBERS, _sentence_around, described_as_rotation, parser_for
from suite.reader.objects import is_identity
from suite.reader.standard import euler_constant, one_meaning, standard_bindings
from suite.reader.environment import (GENERAL_CASE, HTML_LIST_OPEN, OPERATIONS, LIST_MARK, html_list_end, LIST_OPENER, SENTENCE_END, Binding, Env, NotSubstituted, TooLarge, _key, _SENTENCE_ONLY_END, _sentence_so_far, approximately_before, condition_before, covers, names_a_case,
                                      example_end,
                                      function_pattern, head, is_pattern, match_pattern, pattern_params, pattern_shape,
                                      read_ranges,
                                      requirement_before, sentence_end, given_in_sentence)

STATUSES = ("proved", "consistent", "inconsistent", "undecided", "unparsed", "definition")
DECIDED = ("proved", "consistent", "inconsistent")
# budgets are safety nets against a relation that would never end (a run's verdicts must not depend on the machine's
# load: what is tried is decided by sizes, see decide.PROOF_STEPS); one that is hit is reported as "budget"
RELATION_SECONDS = 60.0  # each relation's budget (CPU seconds: three times the most the shipped documents use)
DOCUMENT_SECONDS = 360.0  # a document's whole budget: the relations after it are "undecided: budget"
# a document's budget of work, which does not depend on the machine: the relations after the first
# DOCUMENT_RELATIONS are "undecided: budget" (the seconds above are a safety net; a result they cut is not cached)
DOCUMENT_RELATIONS = 3000


@dataclass
class Reading:
    """What the reader made of one document."""
    doc: Document
    env: Env = field(default_factory=Env)
    links: list = field(default_factory=list)
    problems: list = field(default_factory=list)
    solved: dict = field(default_factory=dict)  # id(link) -> the symbols the text solves for around it (_solved)
    vectors: frozenset = frozenset()  # the names declared vectors: x \\in \\mathbb{R}^d (_declared_vectors)
    spaces: dict = field(default_factory=dict)  # name -> (field, dimension) as declared (_declared_spaces)
    kinds: object = None  # the names used as matrices, by chapter (_matrices)
    implicit: dict = field(default_factory=dict)  # name -> (where, lhs, rhs) of its definition (_implicit_definition)
    complex_forms: list = field(default_factory=list)  # (start, end, where) of each pair read as a + ib (_complex_form)
    complex_talk: bool | None = None  # whether the document speaks of complex numbers anywhere (_complex_form)
    carried_scan: list | None = None  # _carried's running scan: [next index into links, {decimal: first offset} of
    #                                   results shown rounded, the same of numbers given rounded with '≈' in links,
    #                                   and [(offset, decimal)] of the formulas that are '≈' and numbers alone]
    left_sides: dict = field(default_factory=dict)  # id(link) -> its left side read, or None (_left_side)
    written_numbers: set = field(default_factory=set)  # id(binding) of the values written as numbers (_another_number)
    rounded_values: dict = field(default_factory=dict)  # id(binding) -> the decimal its sentence gives rounded
    rounded_to_digits: set = field(default_factory=set)  # id(binding): rounded, the text says, to the digits shown
    approximations: list = field(default_factory=list)  # (binding, link): a chain's '≈' side after a definition
    #                                                      (N = (d^2 + d) × 4 ≈ 4d^2), see _under_derived_values


def _prose_before(reading: Reading, lk: Link) -> str:
    """The 80 characters of text before the formula of ``lk``: the prose a decision reads its cues in."""
    start = reading.doc.spans[lk.span_index].start
    return reading.doc.text[max(0, start - 80):start]


def _sentence_ends(doc: Document) -> list:
    """Where the sentences of ``doc`` end, in order (bisect an offset into it for its sentence's number)."""
    return [m.start() for m in _SENTENCE.finditer(doc.text)]


def _left_side(reading: Reading, lk: Link):
    """The left side of ``lk`` read (as the link reads it), or None where the reader does not read it; read once per
    link for the scans that ask which links define or set a name."""
    key = id(lk)
    if key not in reading.left_sides:
        try:
            reading.left_sides[key] = reading.parse(lk.lhs, lk.complex_form).expr
        except Exception:  # noqa: BLE001 - an unread side defines nothing
            reading.left_sides[key] = None
    return reading.left_sides[key]


def _member_written_before(reading: Reading, lk: Link, bad) -> bool:
    """Whether the member that ``bad`` (an index outside a family's range) names is set alone on the left of an earlier
    relation with an expression in names on the right (``x_0 = W e_0``, then ``x_0 = 6``): the document defines that
    member itself, whatever the family's range."""
    import sympy as sp

    m = re.match(r"index (\S+) of (\S+) is outside", bad.reason)
    if m is None:
        return False
    for other in reading.links:
        if other.offset >= lk.offset or other.rel != "=" or not other.first:
            continue
        left = _left_side(reading, other)
        if isinstance(left, sp.Indexed) and str(left.base) == m.group(2) and len(left.indices) == 1 \
                and str(left.indices[0]) == m.group(1):
            try:
                right = reading.parse(other.rhs, other.complex_form).expr
            except Exception:  # noqa: BLE001
                continue
            if isinstance(right, sp.Basic) and any(not isinstance(x, sp.Dummy) for x in right.free_symbols):
                return True
    return False


def _whole_shown_after(reading: Reading, lk: Link, v):
    """The whole number (of two digits or more) that the link after ``lk`` in its chain sets the value ``v`` equal to,
    where ``v`` is not whole and lies within half a unit of it (``n = 2 \\times 28672 / 2550 = 22``); else None."""
    import sympy as sp

    try:
        k = reading.links.index(lk)
    except ValueError:
        return None
    if k + 1 >= len(reading.links) or not isinstance(v, sp.Expr) or not v.is_number or not v.is_real:
        return None
    nxt = reading.links[k + 1]
    m = re.fullmatch(r"\s*(\d{2,})\s*[.,;]?\s*", nxt.rhs)
    if nxt.first or nxt.span_index != lk.span_index or nxt.rel != "=" or m is None:
        return None
    w = sp.Integer(m.group(1))
    try:
        near = abs(float(v - w)) <= 0.5 and v != w
    except TypeError:
        return None
    return w if near else None


# a line that is nothing but bold text, a paragraph of its own: a heading in all but markup ("**推导7.3：内插与外推**")
_BOLD_HEADING = re.compile(r"(?:^|\n)[ \t]*\n[ \t]*(?:\*\*|__)[^*_\n]{2,80}(?<![.。!?！？])(?:\*\*|__)[ \t]*[:：]?[ \t]*\n"
                           # (in a page: a paragraph of bold text alone, <p><strong>Step 3: …</strong></p>)
                           r"|<p>[ \t]*<(?P<strong_or_b>strong|b)>[^<\n]{2,80}(?<![.。!?！？])</(?P=strong_or_b)>[ \t]*[:：]?[ \t]*</p>")


def _only_bold_between(doc: Document, a: int, b: int) -> bool:
    """Whether offsets ``a`` and ``b`` lie in one section with a line of bold text alone between them (a heading in
    all but markup: another part, or a label on a step of the same derivation)."""
    return doc.section_at(a) is doc.section_at(b) and bool(_BOLD_HEADING.search(doc.text, a, b))


# prose that presents a formula as the one defined before, written again ("recall that", "as defined above", "hence")
_RECALLED = re.compile(r"(?:^|\W)(?:recall\w*|as (?:defined|given|introduced|stated|before|above)|remember|"
                       r"(?:defined|given) (?:above|earlier|before))(?:\W|$)|回顾|回忆|如前所述|如上所述|"
                       r"(?:上面|前面|上文)(?:定义|给出)的", re.I)
# … but not where the sentence sets the formula against the other ("unlike NTK", "与上面的 NTK 方法不同": helper-166)
_CONTRASTED = re.compile(r"(?:^|\W)(?:unlike|instead|differ\w*|rather than|whereas|in contrast|compared (?:with|to))"
                         r"(?:\W|$)|不同|而是|相反|相比|区别于", re.I)


def _new_meaning_elsewhere(reading: Reading, lk: Link, t, v, prev: Binding, literals=()) -> bool:
    """Whether ``t`` = ``v`` gives a name a new meaning rather than restating ``prev``, the definition of its family
    (or function) in force: ``v`` is no number, it stands outside the section of ``prev`` (its subsections are inside)
    and its sentence neither derives nor restates it ("so", "hence", "i.e.", "recall", "in particular"), nor takes the
    function at a value (g(a + 1))."""
    import sympy as sp

    doc = reading.doc
    at = doc.spans[lk.span_index].start
    if getattr(v, "is_number", False) or (hasattr(v, "free_symbols") and v.free_symbols <= set(literals)):
        return False  # (ω_256 = 0.1, θ_0 = 2 · 1.0 of ω_m = …: a value of the member, checked, wherever it stands)
    if _in_section_of(doc, prev.start, at) or not _names_of(v) - _names_of(prev.value) - {str(p) for p in prev.params}:
        return False  # (θ_1 = b^{-1/d} after θ_i = b^{-2i/d}: written in the family's own names, a restatement)
    if _set_against(reading, lk):
        return True  # ("The residual layer instead computes y_1 = x_1 + F(x_2)": set against the other)
    if _derives_or_restates(reading, lk):
        return False
    return not (isinstance(t, sp.core.function.AppliedUndef) and _value_of_function(t, reading, lk))


# how a sentence presents its formula as one stated before, or as following from it ("So", "As shown above", "In
# particular", "To summarise", "Note again that", "所以", "总结"): a restatement to check, wherever it stands
_RESTATING_LEAD = re.compile(r"^\s*(?:and\s+)?so\b(?![- ](?:called|that))|(?:^|\W)(?:as (?:shown|seen|computed|derived|"
                             r"noted|discussed)|in particular|to summari[sz]e|in summary|summing up|note (?:again )?that|"
                             r"once more|as a reminder)(?:\W|$)|总结|综上|特别地|再次", re.I)


# what ends a part of a section: a rule (---, ***, <hr>) or a paragraph that opens with bold text ("**Numerical
# check.** …", <p><strong>…)
_PART_BREAK = re.compile(r"\n[ \t]*(?:[-*_][ \t]*){3,}\n|\n[ \t]*\n[ \t]*(?:\*\*|__)[^*_\n]{2,80}(?:\*\*|__)|<hr\b|"
                         r"<p>[ \t]*<(?:strong|b)>", re.I)


def _part_end(doc: Document, at: int) -> int:
    """Where the part of the document holding ``at`` ends: the next heading of its section's level or above, a rule,
    or a paragraph that opens with bold text, whichever comes first."""
    m = _PART_BREAK.search(doc.text, at)
    return min(_section_end(doc, at), m.start() if m else len(doc.text))


def _names_of(e) -> set:
    """The names ``e`` writes: its symbols' and its families' and functions' names."""
    import sympy as sp

    if not isinstance(e, sp.Basic):
        return set()
    return {str(x) for x in e.free_symbols if not isinstance(x, sp.Indexed)} | {
        str(x.base) for x in e.atoms(sp.Indexed)} | {x.func.__name__ for x in e.atoms(sp.core.function.AppliedUndef)}


def _in_section_of(doc: Document, a: int, b: int) -> bool:
    """Whether offset ``b`` lies in the section that holds offset ``a``, its subsections included: no heading of that
    section's level or above stands between them (what precedes the first heading holds throughout; slides are not
    sections here)."""
    chapters = [s for s in doc.sections if not s.slide]  # (a slide is a scope of values, not a chapter)
    own = next((s for s in reversed(chapters) if s.start <= a), None)
    if own is None:
        return True  # (stated before the first heading: the document's opening, whose definitions hold throughout)
    return not any(a < s.start <= b and s.level <= own.level for s in chapters)


def _same_part(doc: Document, a: int, b: int) -> bool:
    """Whether offsets ``a`` and ``b`` lie in one section and no line of bold text alone (a heading in all but markup)
    stands between them: where a name defined again is a restatement to check, not a new meaning."""
    return doc.section_at(a) is doc.section_at(b) and not _BOLD_HEADING.search(doc.text, a, b)


def _item_start(text: str, at: int):
    """The match of the list marker that opens the item holding offset ``at`` (its line, or a line above it in the
    same item), or None when ``at`` is not in an item of a list."""
    line = text.rfind("\n", 0, at) + 1
    while True:
        m = _LIST_LINE.match(text, line)
        if m is not None:
            return m
        if line == 0 or text[line:line + 1] not in (" ", "\t"):
            return None  # (only an indented line continues an item)
        line = text.rfind("\n", 0, line - 1) + 1


def _item_end(text: str, at: int) -> int:
    """Where the item of a list holding offset ``at`` ends: the next item's line or a blank line."""
    m = re.compile(r"\n" + LIST_MARK + r"|\n[ \t]*\n|\\end\s*\{\s*(?:itemize|enumerate|description)\s*\}|</li>").search(text, at)
    return m.start() if m else len(text)


# how a sentence opens when it names the case its formula is for ("Without bias, …", "With bias, …", "在不考虑 bias 的情况下")
_CASE_LEAD = re.compile(r"\s*(?:[-*+]\s+)?(?:\*\*)?(?:with|without|in the case (?:of|where)|for the case|in case of|"
                        r"不考虑|考虑|对于|在[^，,。]{0,16}(?:情况|时))", re.I)
# what presents a formula as the one before written again ("Expanding", "In short", "Plugging in", "也就是说")
_RESTATED = re.compile(r"(?:^|\W)(?:expanding|expanded|in short|plugging|substituting|simplifying|so|in one line|"
                       r"(?:as (?:a |the )?)?one-liner)(?:\W|$)|展开|代入|化简|一行", re.I)
# (with _RESTATEMENT_CUE and _DERIVED_CUE, which _cases reads too: hence, thus, that is)
# words that sum up what the items before said ("overall", "in total", "as a one-liner", "综上"): a third item or a
# value after a list of cases that opens so restates them (a second item may be a case of its own: "in total, with
# gradients: M = 16P" beside "weights only: M = 2P")
_SUMMED_UP = re.compile(r"(?:^|\W)(?:overall|in total|altogether|combined|combining|putting (?:it|this|these|them|"
                        r"everything) together|as a whole|in sum|all together)(?:\W|$)|总之|综上|合起来", re.I)


def _lead_of(text: str, at: int) -> str:
    """The sentence before offset ``at``, from the start of its list item if it is in one (a LaTeX list's items do not
    end the sentence that opens the list)."""
    lead = _sentence_so_far(text, at, 200)
    item = _item_start(text, at)
    return text[item.end():at] if item is not None and item.end() > at - len(lead) else lead


def _cases(text: str, a: int, b: int, section_of) -> bool:
    """Whether the definitions at offsets ``a`` < ``b`` of one name are two cases, neither a statement about the other:
    in two items of one list that each open with words of their own before the formula (``_cases_of_one_list``), or in
    two sentences of one section that each open by naming a case ("Without bias, …" and "With bias, …"); never where
    the second presents itself as the first written again ("that is", "expanding", "也就是说")."""
    lead = _lead_of(text, b)
    if _RESTATEMENT_CUE.search(lead) or _DERIVED_CUE.search(lead) or _RESTATED.search(lead):
        return False
    if _cases_of_one_list(text, a, b) or _rows_of_one_table(text, a, b):
        return True
    first = _sentence_so_far(text, a, 200)
    return (section_of(a) is section_of(b) and b - a < 1200 and _CASE_LEAD.match(first) is not None
            and _CASE_LEAD.match(lead) is not None and " ".join(first.split()) != " ".join(lead.split()))


def _row_span(text: str, at: int) -> tuple | None:
    """(start, end) of the table row holding offset ``at``: an HTML ``<tr>…</tr>`` or a Markdown line ``| … |`` of a
    table (a line that opens with ``|``); None when ``at`` is in no row."""
    open_ = text.rfind("<tr", 0, at)
    if open_ >= 0 and text.rfind("</tr>", 0, at) < open_:
        close = text.find("</tr>", at)
        return (open_, close if close >= 0 else len(text))
    line_start = text.rfind("\n", 0, at) + 1
    line_end = text.find("\n", at)
    line_end = len(text) if line_end < 0 else line_end
    if text[line_start:line_end].lstrip().startswith("|") and text[line_start:line_end].rstrip().endswith("|"):
        return (line_start, line_end)
    return None


def _rows_of_one_table(text: str, a: int, b: int) -> bool:
    """Whether offsets ``a`` < ``b`` lie in two rows of one table, each row with words of its own before the formula
    (a table of variants: "General | score = s^T W h", "Dot-Product | score = s^T h"): each row a case."""
    ra, rb = _row_span(text, a), _row_span(text, b)
    if ra is None or rb is None or ra == rb or not ra[1] <= rb[0]:
        return False
    between = text[ra[1]:rb[0]]
    if "<table" in between or "</table>" in between:
        return False
    if not ra[0] >= 0 or ("<tr" not in text[ra[0]:ra[0] + 3]
                          and any(not ln.strip().startswith("|") for ln in between.split("\n")[1:-1] if ln.strip())):
        return False  # (Markdown rows: only rows of the table between them)
    leads = [re.sub(r"<[^>]*>|\$[^$]*\$|\\\([^)]*\\\)|`[^`]*`", " ", text[r[0]:x]) for r, x in ((ra, a), (rb, b))]
    words = [re.findall(r"[A-Za-z][A-Za-z0-9-]+|[\u4e00-\u9fff]", w) for w in leads]
    return all(words) and words[0] != words[1]


def _case_end(text: str, at: int) -> int:
    """Where the case holding offset ``at`` ends: its table row, else its list item (``_item_end``)."""
    row = _row_span(text, at)
    return row[1] if row is not None else _item_end(text, at)


_LATEX_LIST = re.compile(r"\\(?:begin|end)\s*\{\s*(?:itemize|enumerate|description)\s*\}")


def _another_case(reading: Reading, t, at: int) -> bool:
    """Whether the definition of ``t`` at offset ``at`` is one more case of a list whose earlier items each defined it
    as a case of their own: every earlier definition of it in that list is a case beside this one (``_cases``: items
    opening with words of their own, which differ from this item's, none presenting it as a restatement), the item
    just before it among them."""
    doc = reading.doc
    earlier = [x for x in reading.env.bindings if x.source == "document" and x.kind == "definition"
               and x.target is not None and head(x.target) == head(t) and x.start < at]
    group = [x for x in earlier if _cases_of_one_list(doc.text, x.start, at)]
    if not group or max(earlier, key=lambda x: x.start) not in group:
        return False
    return not _SUMMED_UP.search(_lead_of(doc.text, at)) and all(
        _cases(doc.text, x.start, at, doc.section_at) for x in group)


def _cases_of_one_list(text: str, a: int, b: int) -> bool:
    """Whether offsets ``a`` < ``b`` lie in two items of one list, each item opening with words of its own before its
    formula ("- 不考虑 bias，…", "- 考虑 bias，…"; "- without bias: …", "- with bias: …"): the items are cases."""
    ma, mb = _item_start(text, a), _item_start(text, b)
    if ma is None or mb is None or ma.start() == mb.start() or not ma.start() < mb.start():
        return False
    between = text[ma.start():mb.start()]
    if "\\item" in ma.group() and "\\item" in mb.group():
        if _LATEX_LIST.search(between):
            return False  # (an item of a list nested in another, or of another list)
    elif len(ma.group()) - len(ma.group().lstrip()) != len(mb.group()) - len(mb.group().lstrip()):
        return False  # (an item nested in another)
    if re.search(r"\n[ \t]*\n(?![ \t]*\n)(?!" + LIST_MARK + r"|[ \t])", between):
        return False  # a paragraph between them that is not the list's
    leads = [re.sub(r"<[^>]*>|\$[^$]*\$|`[^`]*`", " ", re.sub(r"^\s*\\item", "", m.group()) + text[m.end():x]).strip()
             for m, x in ((ma, a), (mb, b))]  # (\item[fp32]: its label opens the item's words)
    words = [re.findall(r"[A-Za-z][A-Za-z0-9]+|[\u4e00-\u9fff]", w) for w in leads]  # ("In fp32," and "In fp16,")
    if not any(words):  # "- $E = 0$: all the mass on one key", "- $E = \ln k$: spread evenly": the words after it
        words = [re.findall(r"[A-Za-z][A-Za-z0-9]+|[\u4e00-\u9fff]", re.sub(r"<[^>]*>|\$[^$]*\$|`[^`]*`", " ",
                                                                          text[x:_item_end(text, x)]))
                 for x in (a, b)]
    return all(words) and words[0] != words[1]


def _paragraph_end(doc: Document, at: int) -> int:
    """Where the paragraph holding offset ``at`` ends (a blank line, or in a page's text the end of its HTML block:
    ``</p>``, the next ``<p>``), or the end of the text."""
    m = (_PARAGRAPH_BREAK if _is_page(doc) else _BLANK_LINE).search(doc.text, at)
    return m.start() if m is not None else len(doc.text)


def _complex_form(reading: Reading, lk: Link, parse) -> bool:
    """``[a, b] = a + ib`` (or ``[a + ib]``) in a document that speaks of complex numbers: the document reads the pair
    as a complex number (RoPE's ``q = [q^{(1)}, q^{(2)}] = q^{(1)} + i q^{(2)}``, torch.view_as_complex).  The link is
    that identification, not a claim; the name the chain's first link gives the pair (``q``) is the complex number
    from here to the end of its section, and there a complex side set equal to a pair is compared by its real and
    imaginary parts (``_as_complex_pair``).  True when the link is one."""
    from dataclasses import replace

    import sympy as sp

    if reading.complex_talk is None:  # (once a document: searching its whole text per link would be quadratic)
        reading.complex_talk = bool(_COMPLEX_TALK.search(reading.doc.text))
    if lk.rel != "=" or not reading.complex_talk:
        return False
    try:
        L, R = parse(lk.lhs).expr, parse(lk.rhs).expr
    except Exception:  # noqa: BLE001 - not one the reader reads
        return False
    if isinstance(L, sp.Tuple) and len(L) == 2 and isinstance(R, sp.Expr) and not isinstance(R, (sp.Tuple,
                                                                                                   sp.MatrixBase)):
        pair, z = L, R
    elif isinstance(R, sp.Tuple) and len(R) == 2 and isinstance(L, sp.Expr) and not isinstance(L, (sp.Tuple,
                                                                                                     sp.MatrixBase)):
        pair, z = R, L
    else:
        return False
    z = z.xreplace({sp.Symbol("i"): sp.I})
    if not z.has(sp.I) or sp.expand(z - (pair[0] + sp.I * pair[1])) != 0:
        return False
    where = _where(reading.doc, lk.offset)
    stop = _section_end(reading.doc, lk.offset)
    reading.complex_forms.append((lk.offset, stop, where))
    named = []
    for b in list(reading.env.bindings):  # q_m = [q^{(1)}, q^{(2)}], stated before in the chain: q_m is q^{(1)} + iq^{(2)}
        if b.kind == "definition" and b.value == pair and b.start <= lk.offset and b.covers(lk.offset):
            reading.env.add(replace(b, value=pair[0] + sp.I * pair[1], where=f"{b.where}, read as a complex number at "
                                    f"{where}", start=lk.offset, end=stop if b.end is None else min(b.end, stop)))
            named.append(b.name)
    lk.decision = dec.Decision("definition", "environment", "reads the pair as the complex number of its two entries "
                               "(a + ib)" + (f": {', '.join(named)} is that complex number to the end of the section"
                                             if named else "") + ", an identification, not a claim")
    return True


def _as_complex_pair(reading: Reading, lk: Link, lhs, rhs, declared: bool = True):
    """Where the document reads pairs as complex numbers (``_complex_form``; with ``declared`` False, anywhere) and one
    side of ``lk`` is a pair (two entries, or a column or row of two) and the other a complex number (the imaginary
    unit written): the complex side as the pair of its real and imaginary parts (every name taken real), with the
    sides in their order; else None."""
    from dataclasses import replace as dc_replace

    import sympy as sp

    if declared and not any(a <= lk.offset < b for a, b, _ in reading.complex_forms):
        return None
    if not declared:
        two = [isinstance(x.expr, sp.MatrixBase) and sorted(x.expr.shape) == [1, 2] for x in (lhs, rhs)]
        if sum(two) == 1:  # (a column of two: as the pair of its entries)
            k2 = two.index(True)
            sides2 = [lhs, rhs]
            sides2[k2] = dc_replace(sides2[k2], expr=sp.Tuple(*list(sides2[k2].expr)))
            lhs, rhs = sides2
    pairs = [isinstance(x.expr, sp.Tuple) and len(x.expr) == 2 for x in (lhs, rhs)]
    if sum(pairs) != 1:
        return None
    k = pairs.index(False)
    side = (lhs, rhs)[k]
    if not isinstance(side.expr, sp.Expr) or isinstance(side.expr, sp.MatrixBase):
        return None
    try:
        z, used = reading.env.expand(side.expr, lk.offset)
    except TooLarge:
        return None
    z = sp.sympify(z).xreplace({sp.Symbol("i"): sp.I}) if declared else sp.sympify(z)
    if not z.has(sp.I) or any(isinstance(a, (sp.Tuple, sp.MatrixBase)) for a in sp.preorder_traversal(z)):
        return None
    real = {x: sp.Dummy(x.name if isinstance(x, sp.Symbol) else str(x), real=True) for x in z.free_symbols}
    back = {v: k_ for k_, v in real.items()}
    w = sp.expand_complex(z.xreplace(real))
    parts = sp.Tuple(sp.re(w).xreplace(back), sp.im(w).xreplace(back))
    where = next((w_ for a, b, w_ in reading.complex_forms if a <= lk.offset < b), None)
    sides = [lhs, rhs]
    sides[k] = dc_replace(side, expr=parts)
    return sides[0], sides[1], used, where


def _chapter_end(doc: Document, at: int) -> int:
    """Where the top-level section (the highest level the document uses) that holds ``at`` ends."""
    top = min((s.level for s in doc.sections if not s.slide), default=None)
    for s in doc.sections:
        if s.start > at and not s.slide and s.level == top:
            return s.start
    return len(doc.text)


def _section_start(doc: Document, at: int) -> int:
    sec = doc.section_at(at)
    return 0 if sec is None else sec.start


def _section_end(doc: Document, at: int) -> int:
    sec = doc.section_at(at)
    if sec is None:
        return len(doc.text)
    for s in doc.sections:
        if s.start > sec.start and s.level <= sec.level:
            return s.start
    return len(doc.text)


def read(doc: Document, extra: list[Binding] | None = None) -> Reading:
    """The document's environment and its links (not yet decided)."""
    parse = parser_for(doc)
    reading = Reading(doc)
    formulas = [(s_.start, body_of(doc, s_)) for s_ in doc.spans if s_.kind not in PLAIN]
    for b in _units(doc, parse) + standard_bindings([body for _, body in formulas], text=doc.text) \
            + euler_constant(doc.text, formulas, lambda at: (_section_start(doc, at), _section_end(doc, at))) \
            + list(extra or []):
        reading.env.add(b)
    reading.parse = parse
    reading.kinds = parse.kinds
    links = links_of(doc)
    reading.links = links
    ranged: dict = {}  # span index -> [(symbol, (start, end) in the body)]
    for k, span in enumerate(doc.spans):
        if span.kind in PLAIN:
            continue
        body = re.sub(r"\\(?:label|tag)\*?\{[^{}]*\}", lambda m: " " * len(m.group()), body_of(doc, span))
        for sym, lo, hi, where, kind, strict in read_ranges(body, parse):
            reading.env.add(Binding("range", sym.name, sym, lo=lo, hi=hi, domain=kind, strict=strict,
                                    where=_where(doc, span.body_start + where[0]), start=span.start))
            ranged.setdefault(k, []).append((sym, where))
    for b in _prose_ranges(doc, parse):  # before the definitions: a vector's length comes from its index range
        reading.env.add(b)
    reading.env.identity = bool(_IDENTITY_NAMED.search(doc.text))
    reading.env.odd_talk = bool(_ODD_DIMENSION.search(doc.text))
    reading.env.written_functions = {}  # a letter written as a function on the left of '=' (g(q, k, m - n) = …)
    for lk in links:
        m = re.match(r"\s*([A-Za-z])\s*(?:\\left)?\(", lk.lhs)
        if m and lk.rel == "=":
            reading.env.written_functions.setdefault(m.group(1), set()).add(lk.offset)
    seen: dict = {}
    worked: list = []  # the links that may be worked steps putting numbers in for names (``_substitution``)
    chained = None  # the definition that opens the current chain (A = B = C: A is also C, per the document)
    for n, lk in enumerate(links):
        if doc.spans[lk.span_index].kind in PLAIN:
            continue  # plain arithmetic (a code comment, ln(2) ≈ 0.6931 in the prose) binds nothing
        if lk.assigns:
            lk.decision = dec.Decision("definition", "environment", "an assignment of an algorithm (←): a step of the "
                                       "algorithm, not a claim, and not used to evaluate what follows")
            _assigned_anew(reading, lk, parse)
            continue
        if lk.first and lk.decision is None and _product_setting(reading, links, n, parse):
            continue
        if lk.rel in ("=", "≈") and n + 1 < len(links) and _tilde_range(reading, lk, links[n + 1], parse):
            continue
        if lk.rel in ("<", ">", "≤", "≥"):
            bound = _one_sided_bound(reading, lk, parse)
            if bound is not None:
                reading.env.add(bound)  # (the link itself is decided as a condition on the symbol)
        if n and not lk.first and links[n - 1].first and links[n - 1].span_index == lk.span_index:
            if _setting_chain(reading, links[n - 1], lk, parse):
                continue
        if lk.first or lk.chain_end:
            chained = None
        elif chained is not None and lk.rel == "=" and lk.span_index == chained[1]:
            _chain_alternative(reading, chained[0], lk, parse)
        elif chained is not None and lk.rel == "≈" and lk.span_index == chained[1]:
            _chain_alternative(reading, chained[0], lk, parse, approximate=True)
        try:
            if _complex_form(reading, lk, parse):
                continue
            if _in_range_declaration(lk, ranged.get(lk.span_index), parse):
                lk.decision = dec.Decision("definition", "environment", "declares an index range")
                continue
            integers = _integer_domain(reading, lk, parse) or _complex_domain(reading, lk, parse)
            if integers:
                for b in integers:
                    reading.env.add(b)
                lk.decision = dec.Decision("definition", "environment", f"declares "
                                           f"{', '.join(b.name for b in integers)} {integers[0].domain} (to the end of "
                                           "its section)")
                continue
            approx = _approximate_matrix(reading, lk, parse)
            if approx is not None:
                reading.env.add(approx)
                lk.decision = dec.Decision("definition", "environment", f"gives {approx.name} only as the matrix it "
                                           "writes with '≈', its decimal entries rounded to the digits shown (nothing "
                                           f"before it defines {approx.name}, so this is not checked)")
                continue
            again = _restated_approximation(reading, lk, parse)
            if again is not None:
                lk.decision = dec.Decision("definition", "environment", f"restates {again.name} ≈ … ({again.where}) "
                                           "as written: an approximation the document states, not a claim checked "
                                           "against itself")
                continue
            approx = _approximate_definition(reading, lk, parse)
            if approx is not None:
                reading.env.add(approx)
                lk.decision = dec.Decision("definition", "environment", f"gives {approx.name} only approximately, with "
                                           "'≈' and a formula (nothing before it defines it): a relation that uses it "
                                           "may agree with it, and is never found wrong by it")
                continue
            b = _definition(reading, lk, parse, seen)
        except Exception:  # noqa: BLE001 - one relation the reader fails on does not stop the document
            lk.decision = dec.Decision("undecided", "", "the reader failed on this relation while reading it as a "
                                       "definition (a fault of the reader, not of the document)", cause="reader failure")
            continue
        if b is None and lk.decision is None:
            b = _named_result(reading, links, n, parse, seen)
        if b is None and lk.decision is None and lk.rel == "=":
            worked.append(lk)  # (2 \times (V \times D) = 2 \times (50257 \times 1600): once the prose's values are in)
        if b is None and lk.decision is None and lk.first and lk.rel == "=" and not lk.note:
            _own_components(reading, lk)  # y = (y(1), \dots, y(m)), where it binds nothing: a declaration
        if b is not None and b.kind == "domain" and b.domain == "imaginary unit":
            for x in reading.env.in_scope(b.start):  # ("Now $i$ denotes the imaginary unit, $i^2 = -1$": the value an
                if x.source == "document" and x.kind in ("value", "definition") and x.start < b.start \
                        and x.target == b.target:  # example gave i before, i = 2, no longer holds)
                    x.end = b.start if x.end is None else min(x.end, b.start)
        if b is not None:
            if lk.new_meaning:  # (y_1 = x_1 + F(x_2) in "Reversible layers": not the y_1 of the parts after it, where
                stop = _part_end(doc, doc.spans[lk.span_index].end)  # a relation that holds under it and fails under
                b.end = min(b.end, stop) if b.end is not None else stop  # the family's is undecided, not a finding)
                alt = Binding(b.kind, b.name, b.target, b.value, b.params, where=b.where, start=b.start)
                alt.loosely = True
                reading.env.alternatives.append(alt)
            reading.env.add(b)
            if b.kind == "value" and _WRITTEN_NUMBER.fullmatch(lk.rhs):
                reading.written_numbers.add(id(b))  # (π_1 = 22/7: a number written, not a formula computed)
            how_rounded = _given_rounded(doc, doc.spans[lk.span_index]) if b.kind == "value" and re.search(
                r"\d\.\d", lk.rhs) else None
            if how_rounded:
                reading.rounded_values[id(b)] = lk.rhs.strip()  # ("Rounded, $\tau_2 = 0.13$": a rounded value)
                if how_rounded == "rounded":
                    reading.rounded_to_digits.add(id(b))
            for part in _cartesian_parts(b, _declared_unit_in(reading, b.value, b.start)):
                # z = x + i y: x and y are its real and imaginary parts
                reading.env.add(Binding("domain", part.name, part, domain="real", where=b.where, start=b.start,
                                        end=b.end))
            if lk.redefines is None and not getattr(b, "keeps_decision", False):
                what = b.domain if b.kind == "domain" else b.kind
                lk.decision = dec.Decision("definition", "environment", f"binds {b.name} ({what}"
                                           + (f": {b.note}" if getattr(b, "note", None)
                                              else "") + ")")
                if b.kind == "definition":
                    chained = (b, lk.span_index)
    for b in _prose_values(doc, parse) + _math_name_values(doc, parse) + _prose_bounds(doc, parse) + _table_values(
            doc, parse) + _prose_complex(doc, parse):
        reading.env.add(b)
    for b in _ambiguous_lists(reading) + _or_alternatives(reading) + _values_of_one_paragraph(reading):
        reading.env.add(b)
    for b in _named_in_code(doc, parse, reading.env):
        reading.env.add(b)
    swapped: list = []  # the steps whose numbers could go with the names either way (V × D = 50,257 × 1,600)
    for rnd in range(2):
        for lk in (worked if rnd == 0 else swapped):
            hints, settled = ({} if rnd == 0 else _section_hints(reading, lk)), []
            given = _substitution(reading, lk, parse, hints, settled)
            if given is None:
                if rnd == 0:
                    swapped.append(lk)
                continue
            if given:  # 2 \times (V \times D) = 2 \times (50257 \times 1600): the values the worked step puts in
                for x in given:
                    reading.env.add(x)
                lk.decision = dec.Decision("definition", "environment", "a worked step that puts numbers in for the "
                                           "names of its left side, written the same way: it gives "
                                           + ", ".join(f"{x.name} = {_value_text(x.value)}" for x in given)
                                           + (f" (which number goes with which name, as the worked step at "
                                              f"{settled[0].where} of its section settles)" if settled else ""))
    described = _described_rotations(doc, parse, reading.env)
    for b in described:
        reading.env.add(b)
    turned = {head(b.target)[1] for b in described}
    for lk in links:  # "R_\pi x = x" of a rotation the prose describes: a statement about it, not how R acts
        d = lk.decision
        if d is not None and d.status == "definition" and any(d.reason.startswith(f"defines how {h} acts ")
                                                              for h in turned):
            lk.decision = None
    reading.vectors = _declared_vectors(links, parse, doc)
    reading.spaces = _declared_spaces(links, parse, doc)
    reading.env.lengths = {name: dims for name, (_, dims) in reading.spaces.items() if dims and ("," not in dims)}
    reading.env.even = _halved(doc, parse)
    reading.env.i_indexes = any(_I_AS_INDEX.search(body_of(doc, s)) for s in doc.spans if s.kind not in PLAIN)
    reading.solved = _solved(reading, parse)
    ends = _sentence_ends(doc)
    _parallel_sections_apart(reading)
    _described_anew(reading, parse)
    for b in list(reading.env.bindings):
        if b.source == "document":
            b.sentence = bisect.bisect_left(ends, b.start)
            _keep_in_its_statement(doc, reading.env, b)
    return reading


# a heading's label: "Model A", "Case 2: long inputs", "Example 3", "Option (b)", "方案一", "例 2", "Setting II"
_TITLE_LABEL = re.compile(r"^(?P<stem>.*?\S)\s*(?P<label>\(?(?:[A-Z]|[a-z]|\d+|[IVX]+|[一二三四五六七八九十]+)\)?)"
                          r"(?=\s*(?:[:：.\-–—(]|$))(?P<rest>.*)$")


# what parallel headings name: cases, models, examples, exercises (each with its own values), not steps or parts
_PARALLEL_STEM = re.compile(r"(?:\b(?:case|model|example|option|scenario|setting|variant|approach|method|config|"
                            r"configuration|experiment|problem|exercise|question|setup)s?|例|例子|方案|情况|情形|模型|问题|习题|练习)$",
                            re.I)


def _title_stem(title: str) -> tuple[str, str] | None:
    """(stem, label) of a heading that names one of several cases: "Model A" (model, A), "Case 2: long" (case, 2),
    "Example: LLaMA-7B" (example, LLaMA-7B); None for another heading."""
    title = title.strip().strip("#*_ ").strip()
    named = re.match(r"^(?P<stem>[^:：]{2,30}?)\s*[:：]\s*(?P<label>\S.*)$", title)
    if named is not None and _PARALLEL_STEM.search(named.group("stem").strip()):
        return named.group("stem").strip().lower(), named.group("label").strip()
    m = _TITLE_LABEL.match(title)
    return None if m is None else (m.group("stem").strip().lower(), m.group("label"))


def _parallel_sections_apart(reading: Reading) -> None:
    """Values and definitions given in a section whose next sibling heading is a parallel one ("Model A", then "Model
    B"; "Case 1: …", then "Case 2: …"; "例 1", then "例 2"; not "Step 1", then "Step 2") end with their section: the
    sibling describes another case,
    whose d and h the first one does not give ("Model B is twice as wide": d/h = 16 there is no slip)."""
    doc = reading.doc
    heads = [x for x in doc.sections if not x.slide]
    parallel = []
    for k, sec in enumerate(heads):
        nxt = next((x for x in heads[k + 1:] if x.level <= sec.level), None)
        if nxt is None or nxt.level != sec.level:
            continue
        a, b = _title_stem(sec.title), _title_stem(nxt.title)
        if a is not None and b is not None and a[0] == b[0] and a[1] != b[1] and _PARALLEL_STEM.search(a[0]):
            parallel.append((sec.start, nxt.start))  # (not "Step 1", "Step 2": steps of one computation)
    for start, stop in parallel:
        for b in reading.env.bindings:
            if b.source == "document" and b.kind in ("value", "definition") and start <= b.start < stop:
                b.end = stop if b.end is None else min(b.end, stop)


# prose that gives a name a new meaning from here on: "In this section $f$ denotes the logistic sigmoid", "From now on
# $d$ is the head dimension", "本节中 $f$ 表示 sigmoid 函数"
_ANEW = re.compile(r"(?:\b(?:in this (?:section|part|chapter|subsection|example)|from now on|henceforth|hereafter|"
                   r"in what follows|in the rest of (?:this|the) (?:section|note|post))|本节中?|这一节|此处|下面|下文|以下)"
                   r"[^.。;；$]{0,30}\$(?P<name>[^$\n]{1,30})\$\s*(?:now\s+)?(?:denotes|stands\s+for|refers\s+to|represents|is|"
                   r"means|表示|代表|指|是)\s*(?!\$)", re.I)


def _described_anew(reading: Reading, parse) -> None:
    """A name the prose gives a new meaning from some point on (``_ANEW``): the values and definitions the document gave
    it before end there (f(x) = x² of another section is not the sigmoid that f denotes now)."""
    import sympy as sp

    from suite.reader.environment import head

    doc = reading.doc
    for m in _ANEW.finditer(doc.text):
        try:
            e = parse(m.group("name")).expr
        except Exception:  # noqa: BLE001 - not a name the reader reads: nothing ends
            continue
        if not isinstance(e, (sp.Symbol, sp.Indexed, sp.core.function.AppliedUndef)):
            continue
        h = head(e)
        if h is None:
            continue
        for b in reading.env.bindings:  # (by its name: $f$ ends f(x) = x^2)
            if b.source == "document" and b.kind in ("value", "definition") and b.start < m.start() \
                    and b.target is not None and (head(b.target) or (None, None))[1] == h[1]:
                b.end = m.start() if b.end is None else min(b.end, m.start())


# the pieces of a side as written, to compare a worked step with the expression it fills in: a number (50,257, 1{,}600,
# 0.5), a name (a letter or a Greek letter with its index, a word in \text or \mathrm), or one other character or command
_SUBST_TOKEN = re.compile(r"(?P<num>\d{1,3}(?:(?:,|\{,\}|\\,)\d{3})+(?:\.\d+)?(?!\d)|\d+(?:\.\d+)?)|"
                          r"(?P<name>(?:\\(?:text|mathrm|operatorname|mathit)\s*\{[^{}]*\}|\\(?:" + "|".join(sorted(GREEK))
                          + r")(?![A-Za-z])|[A-Za-z])(?:\s*_\s*(?:\{[^{}]*\}|[A-Za-z0-9]))?)|"
                          r"(?P<other>\\[A-Za-z]+|\S)")
_SUBST_SPACE = re.compile(r"\\[,;:! ]|~|\\q?quad(?![A-Za-z])")


def _section_hints(reading: Reading, lk: Link) -> dict:
    """{symbol: Binding} of the values that unambiguous worked steps (``_substitution``) of ``lk``'s section give,
    wherever in the section they stand: they settle which number goes with which name in a step that could be read
    either way."""
    doc = reading.doc
    start = doc.spans[lk.span_index].start
    end = _next_heading(doc, start)
    out: dict = {}
    for b in reading.env.bindings:
        if getattr(b, "worked_step", False) and _next_heading(doc, b.start) == end and b.start <= end:
            out.setdefault(b.target, b)
    return out


def _substitution(reading: Reading, lk: Link, parse, hints: dict | None = None,
                  settled: list | None = None) -> list[Binding] | None:
    """A worked step ``2 \\times (V \\times D) = 2 \\times (50,257 \\times 1,600)``: the right side is the left
    written again with a number in place of each name, and a name of the left has no value where it stands (the others
    have the values the step writes).  The step gives the missing values (kind "value", scoped as a value its sentence
    gives); [] for any other relation (a name written twice with two numbers, a right side with a name, a step that
    does not hold exactly).  Where two names could take each other's numbers (V × D = 50,257 × 1,600 holds either
    way): None, unless ``hints`` (``_section_hints``: the values other worked steps of its section give, wherever they
    stand) give one of them the number the step writes for it (then the step is read as written, and that hint is
    appended to ``settled``); [] when the hints give neither or another number."""
    import sympy as sp

    def pieces(tex: str) -> list:
        return [(m.lastgroup, m.group().replace(" ", "")) for m in _SUBST_TOKEN.finditer(_SUBST_SPACE.sub(" ", tex))]

    left, right = pieces(lk.lhs), pieces(lk.rhs)
    if len(left) != len(right) or len(left) < 2:
        return []  # (a name alone set to a number is a value, or a statement where it is not one: not a worked step)
    given: dict = {}
    for (k1, t1), (k2, t2) in zip(left, right):
        if k1 == "name" and k2 == "num":
            if given.setdefault(t1, t2) != t2:
                return []  # (one name, two numbers)
        elif (k1, t1) != (k2, t2) or k1 == "name":
            return []  # (a name on the right, or the two sides written differently)
    if not given:
        return []
    try:
        L, R = parse(lk.lhs).expr, parse(lk.rhs).expr
        values = {}
        for name, number in given.items():
            sym, val = parse(name).expr, parse(number.replace("{,}", "").replace("\\,", "").replace(",", "")).expr
            if not isinstance(sym, (sp.Symbol, sp.Indexed)) or not isinstance(val, sp.Expr) or not val.is_number:
                return []
            values[sym] = val
    except Exception:  # noqa: BLE001 - a side or a name not read: no values from it
        return []
    if not isinstance(L, sp.Expr) or not isinstance(R, sp.Expr) or R.free_symbols or not L.free_symbols \
            or L.free_symbols != set().union(*(v.free_symbols if isinstance(v, sp.Indexed) else {v} for v in values)):
        return []
    doc = reading.doc
    span = doc.spans[lk.span_index]
    known = {sym: reading.env.knows(sym, span.start) for sym in values}
    known = {sym: (None if b is not None and getattr(b, "worked_step", False) and b.value != values[sym] else b)
             for sym, b in known.items()}  # (another worked step's value: a case of its own, not a value to check)
    if all(b is not None for b in known.values()) or any(
            b is not None and (b.kind != "value" or b.value != values[sym]) for sym, b in known.items()):
        return []  # (every name with a value in scope, or one with another value or a definition: checked with them)
    free = [sym for sym in values if known[sym] is None]
    for a, b_ in ((a, b_) for k, a in enumerate(free) for b_ in free[k + 1:]):
        if values[a] != values[b_]:
            swapped = {**values, a: values[b_], b_: values[a]}
            try:
                if sp.simplify(L.xreplace(swapped) - R) == 0:
                    fixed = [x for x in (a, b_) if x in (hints or {})]
                    if fixed and all(hints[x].value == values[x] for x in fixed):
                        if settled is not None:
                            settled.append(hints[fixed[0]])
                        continue  # (the section's other step gives D = 1,600: V × D = 50,257 × 1,600 as written)
                    # (V × D = 1,600 × 50,257: which number is which name the step does not say; None: another
                    # step of its section may say it)
                    return None if hints is None or not hints else []
            except Exception:  # noqa: BLE001
                return []
    try:
        holds = sp.simplify(L.xreplace(values) - R) == 0
    except Exception:  # noqa: BLE001
        return []
    if not holds:
        return []
    how = _cue(doc, lk.span_index)
    out = []
    for name, sym in zip(given, values):
        if known[sym] is not None:
            continue  # (D = 1600 already, as the step writes it: only the names without a value are given)
        b = Binding("value", name, sym, values[sym], where=_where(doc, lk.offset), start=span.start)
        b.end, b.cue = _scope_end(doc, how, span.start, span.end, "value", False), how
        heading = _next_heading(doc, span.start)  # (a worked step's values hold in its part of the text)
        b.end = heading if b.end is None else min(b.end, heading)
        b.worked_step = True
        out.append(b)
    return out


def _keep_in_its_statement(doc: Document, env: Env, b: Binding) -> None:
    """A binding stated inside a proof, a remark or an example, or a value or a symbol's definition stated inside a
    theorem (``Document.scopes``), holds to its end at most: the "$\\tau = \\sqrt{\\beta/\\alpha}$" of one theorem is
    not the τ of the next, nor the general solution a proof writes the ρ of the next theorem.  A function or a family a
    theorem defines (``\\phi(u;\\tau) = …``) is the document's.  Where a theorem's value shadows an earlier one of the
    same name, neither holds from the theorem to the end of its top-level section: a proof set apart from it ("We now
    prove Theorem 2.", a subsection "Proof of the theorem") may use its value, and the earlier value is not known to
    be meant again there."""
    from dataclasses import replace

    for a, z, whole in doc.scopes:
        if a <= b.start < z and (whole or (not b.params and b.kind in ("value", "definition", "bound"))):
            b.end = z if b.end is None else min(b.end, z)
            if whole or b.kind == "bound":
                return
            _suspend(env, b, a, a, _chapter_end(doc, z))  # (the earlier value again after the section)
            for p0, p1, t0, t1 in doc.proofs_of:  # its proof far away, naming it: its value there, and no other
                if t0 == a and p0 >= z:
                    _suspend(env, b, p0, p0, p1)
                    env.add(replace(b, start=p0, end=p1))
            return


def _suspend(env: Env, b: Binding, before: int, start: int, stop: int) -> None:
    """The document's other values or definitions of ``b``'s name that hold at ``before``: none of them holds from
    ``start`` to ``stop``; each holds again after ``stop`` as far as it did."""
    from dataclasses import replace

    for o in [o for o in env.bindings if o is not b and o.source == "document" and o.target == b.target
              and not o.params and o.kind in ("value", "definition") and o.start < before and o.covers(before)]:
        if o.end is None or o.end > stop:
            env.add(replace(o, start=stop))
        o.end = start


def _units(doc: Document, parse) -> list[Binding]:
    """The exact units the document writes after numbers (``8\\text{GiB}``, ``0.2\\text{ rad}``): their values
    (``latex.UNITS``), bound in the whole document unless it binds the name itself."""
    import sympy as sp

    from suite.reader.latex import UNITS

    used = {u for u in UNITS if any(re.search(r"\\(?:text|mathrm)\s*\{\s*" + u + r"\s*\}", body_of(doc, s_))
                                   for s_ in doc.spans if s_.kind not in PLAIN)}
    return [Binding("value", u, sp.Symbol(u), sp.Integer(UNITS[u]), source="units",
                    where=f"the unit {u} = {UNITS[u] if UNITS[u] < 1024 else '2^' + str(UNITS[u].bit_length() - 1)}")
            for u in sorted(used)]


# a space of vectors: \\mathbb{R}^d, \\mathbb{R}^{d_{model}}, ℝ^n (one dimension: no \\times, ×, comma or star)
_SPACE = re.compile(r"^\s*(?:\\mathbb\s*\{?\s*[RC]\s*\}?|\\R|ℝ|\\Bbb\s*\{?[RC]\}?)\s*\^\s*")


_INTEGERS = re.compile(r"^\s*(?:\\mathbb\s*\{?\s*[ZN]\s*\}?|ℤ|ℕ)(?:\s*(?:\^|_)\s*\{?\s*(?:\+|\*|0|>\s*0|\\geq?\s*0)\s*\}?)?\s*$")


_COMPLEX_NUMBERS = re.compile(r"^\s*(?:\\mathbb\s*\{?\s*C\s*\}?|ℂ|\\C(?![A-Za-z])|\\Bbb\s*\{?\s*C\s*\}?)\s*$")


def _complex_domain(reading: Reading, lk: Link, parse) -> list[Binding]:
    """``z \\in \\mathbb{C}``, ``z, w \\in ℂ``: the symbols declared complex numbers, to the end of the section (no
    real assumption in a proof, and no verdict from real test points); [] for any other membership."""
    if lk.rel != "∈" or not _COMPLEX_NUMBERS.match(lk.rhs):
        return []
    return _declared_domain(reading, lk, parse, "complex")


def _prose_complex(doc: Document, parse) -> list[Binding]:
    """"Let $z$ be a complex number", "for complex numbers $z$ and $w$", "设 $z$ 为复数", "复数 $z$": the names the prose
    declares complex, to the end of their section (as ``_complex_domain``)."""
    import sympy as sp

    out = []
    spans = [x for x in doc.spans if x.kind == "inline"]
    for x in spans:
        after, before = doc.text[x.end:x.end + 80], doc.text[max(0, x.start - 40):x.start]
        if not (_COMPLEX_AFTER.match(after) or _COMPLEX_BEFORE.search(before)):
            continue
        try:
            e = parse(x.body).expr
        except Exception:  # noqa: BLE001
            continue
        for name in (e.args if isinstance(e, sp.Tuple) else (e,)):
            if isinstance(name, sp.Symbol):
                out.append(Binding("domain", str(name), name, domain="complex", where=_where(doc, x.start),
                                   start=x.start, end=_section_end(doc, x.start)))
    return out


# "$z$ be a complex number", "$z$ and $w$ are complex", "$z$ 为复数", "$z$ 是复数"; "complex numbers $z$, $w$", "复数 $z$"
_COMPLEX_AFTER = re.compile(r"(?:\s*(?:,|，|、|\band\b|和|与)\s*\$[^$\n]{1,30}\$)*\s*(?:(?:be|are|is|denotes?)\s+(?:a\s+|an\s+|"
                            r"arbitrary\s+|any\s+|two\s+)?complex(?:\s+numbers?|\s+scalars?|\s*[.,;]|\s*$)|(?:为|是)(?:任意)?(?:一个|两个)?"
                            r"复数)", re.I)
_COMPLEX_BEFORE = re.compile(r"(?:\bcomplex\s+(?:numbers?|scalars?)|复数)\s*(?:\$[^$\n]{1,30}\$\s*(?:,|，|、|\band\b|和|与)\s*)*$",
                             re.I)


def _integer_domain(reading: Reading, lk: Link, parse) -> list[Binding]:
    """``k \\in \\mathbb{Z}``, ``m, n \\in \\mathbb{N}``, ``\\forall k \\in ℤ``: the symbols declared integers, from
    there to the end of the section (a domain: their test points are integers); [] for any other membership."""
    if lk.rel != "∈" or not _INTEGERS.match(lk.rhs) or any(
            x.rel == "=" and x.lhs.strip() == lk.rhs.strip() for x in reading.links):
        return []  # (a document that defines its own \mathbb{Z}, a set of permutations: not the integers)
    return _declared_domain(reading, lk, parse, "integer")


def _declared_domain(reading: Reading, lk: Link, parse, domain: str) -> list[Binding]:
    """A domain binding for each name the membership ``lk`` declares (the names listed with it: m, n \\in \\mathbb{N};
    a leading \\forall dropped), from its formula to the end of the section; [] unless every one is a name."""
    import sympy as sp

    doc = reading.doc
    start = doc.spans[lk.span_index].start
    out = []
    for part in (p for side in declared_together(doc, lk) for p in re.sub(r"^\s*\\forall\s*", "", side).split(",")):
        try:
            e = parse(part.strip()).expr
        except Exception:  # noqa: BLE001 - not a name: not declared
            return []
        if not isinstance(e, sp.Symbol):
            return []
        out.append(Binding("domain", part.strip(), e, domain=domain, where=_where(doc, lk.offset), start=start,
                           end=_section_end(doc, start)))
    return out


def _vector_space_dims(tex: str) -> str | None:
    """The exponent of a real or complex space ``\\mathbb{R}^{…}`` that is all of ``tex``, or None."""
    m = _SPACE.match(tex)
    if not m:
        return None
    from suite.reader.macros import group

    rest = tex[m.end():].strip()
    if not rest.startswith("{"):
        return rest if re.fullmatch(r"\\?[A-Za-z0-9]+", rest) else None
    found = group(rest, 0)
    return found[0] if found is not None and not rest[found[1]:].strip() else None


def _assigned_anew(reading: Reading, lk: Link, parse) -> None:
    """``w \\leftarrow w - \\eta g``: from the assignment on, the values and definitions the name had before no longer
    hold (its new value is the algorithm's, which the reader does not bind)."""
    import sympy as sp

    try:
        t = parse(lk.lhs).expr
    except Exception:  # noqa: BLE001 - an unread target ends nothing
        return
    if not isinstance(t, (sp.Symbol, sp.Indexed)):
        return
    at = reading.doc.spans[lk.span_index].start
    for b in reading.env.in_scope(at):
        if b.source == "document" and b.kind in ("value", "definition") and b.start < at and (
                b.target == t or str(b.target) == str(t)):
            b.end = at if b.end is None else min(b.end, at)


def _declared_spaces(links: list, parse, doc: Document) -> dict:
    """{name: (field letter, its dimension as written or None)} for each ``x \\in \\mathbb{R}^d``, ``u \\in
    \\mathbb{C}^n``, ``a \\in \\mathbb{R}`` (a number: dimension None) the document writes."""
    import sympy as sp

    out: dict = {}
    for lk in links:
        if lk.rel != "∈":
            continue
        m = re.match(r"\s*\\mathbb\s*\{?\s*([A-Z])\s*\}?\s*$", lk.rhs)
        field_, dims = (m.group(1), None) if m else (None, _vector_space_dims(lk.rhs))
        if field_ is None:
            if dims is None:
                continue
            letter = re.match(r"\s*(?:\\mathbb\s*\{?\s*|\\Bbb\s*\{?\s*|\\)?([A-Z]|ℝ|ℂ)", lk.rhs)
            if letter is None:
                continue
            field_ = {"ℝ": "R", "ℂ": "C"}.get(letter.group(1), letter.group(1))  # (\R^d, ℝ^d, \Bbb{R}^d)
        for side in declared_together(doc, lk):
            try:
                e = parse(side).expr
            except Exception:  # noqa: BLE001
                continue
            name = e.name if isinstance(e, sp.Symbol) else str(e.base.label) if isinstance(e, sp.Indexed) else None
            if name is not None:
                out[name] = (field_, dims)
    return out


def _described_rotations(doc: Document, parse, env: Env) -> list[Binding]:
    """The families of matrices the prose calls rotation matrices, right beside their name
    (``names.described_as_rotation``): ``suite.reader.rotations.described``, from where the name is described (from
    the display before a "where" clause that describes it) to where the prose says it is something else
    (``_REDESCRIBED``) or the end of the document.  A name the document also defines written out (in ``env``) is
    read by that definition only."""
    import sympy as sp

    from suite.reader import rotations

    written = {head(b.target) for b in env.bindings if b.kind == "definition" and isinstance(b.value, sp.MatrixBase)}
    named = []  # (span, its head) of every inline name read
    out = []
    for k, span in enumerate(doc.spans):
        if span.kind in PLAIN or span.kind == "display":
            continue
        try:
            e = parse(body_of(doc, span)).expr
        except Exception:  # noqa: BLE001 - a name the reader does not read describes nothing
            continue
        h = head(e) if isinstance(e, sp.Basic) else None
        if h is not None:
            named.append((span, h))
        if h is None or h in written or not described_as_rotation(doc, span):
            continue
        b = rotations.described(e, _where(doc, span.start), _where_clause(doc, k, span.start),
                                body_of(doc, span).strip())
        angle = _angle_of(doc, parse, span, b.params[0]) if b is not None else "free"
        if b is not None and h[1][:1].isupper() and angle != "nonlinear":
            b.angle = angle  # (given: the witness may not choose the frequency)
            out.append((b, span.start))  # (a matrix's name: R, Θ; q_t is a vector)
    for b, at in out:
        b.end = next((x.start for x, h in named if h == head(b.target) and x.start > at
                      and _REDESCRIBED.match(doc.text[x.end:x.end + 80])), None)
    return [b for b, _ in out]


# the prose gives the turning rate in words: a number of degrees, a half, a double
_RATE_IN_WORDS = re.compile(r"degree|°|half|twice|double|quarter|third|\bper\s+(?:token|step|position)|度|一半|两倍|二倍|倍|"
                            r"四分之|每(?:个|一个)?(?:位置|步|token)|半分|ずつ", re.I)


def _angle_of(doc: Document, parse, span, p) -> str:
    """How the sentence that describes ``span``, and the next one, give its angle as a function of the parameter
    ``p``: "nonlinear" (a formula in p that is not linear, "the angle $\\log(1+t)$", "$\\phi_t = \\theta t^2$": the
    family does not compose as R_a R_b = R_{a+b}), "given" (a formula in p and other symbols or numbers, "$2\\pi t/n$",
    or a rate in words, "ninety degrees per token": the frequency is the document's), or "free".  Indices (q_t,
    θ_i(t)) do not count, nor p written alone ("位置 $m$")."""
    import sympy as sp

    ends = [m.start() for m in SENTENCE_END.finditer(doc.text)]
    k = bisect.bisect_left(ends, span.start)
    lo = ends[k - 1] if k else 0
    hi = ends[k + 1] if k + 1 < len(ends) else len(doc.text)  # (this sentence and the next)
    found = "given" if _RATE_IN_WORDS.search(doc.text[lo:hi]) else "free"
    for x in doc.spans:
        if x is span or x.kind in PLAIN or not (lo <= x.start and x.end <= hi):
            continue
        for side in body_of(doc, x).split("=")[:4]:
            try:
                e = parse(side).expr
            except Exception:  # noqa: BLE001 - a formula the reader does not read says nothing here
                continue
            if not isinstance(e, sp.Expr):
                continue
            if any(str(a.base) in _FREQUENCY_NAMES and p in a.free_symbols for a in e.atoms(sp.Indexed)):
                return "nonlinear"  # θ_m: an angle of each position's own, not the position times a rate
            e = e.xreplace({a: sp.Integer(1) for a in e.atoms(sp.Indexed, sp.core.function.AppliedUndef)})
            if p not in e.free_symbols or e == p:
                continue
            if not (e.is_polynomial(p) and sp.degree(e, p) <= 1):
                return "nonlinear"
            found = "given"
    return found


# the prose says a name is something else than a rotation: "$R_t$ denotes the covariance matrix", "$R_t$ is not a …",
# "$R_m$ stands for the symmetric bias"
_REDESCRIBED = re.compile(r"^\s*(?:(?:stands?\s+for|represents|refers\s+to|now\s+(?:denotes|is))(?![^.。\n]{0,60}rotation)|(?:denotes|is|are|表示|是|为|は)\s*(?:not\b|不是|并非|ではな)|(?:denotes|is|be|表示|是|为|は)\s*"
                          r"(?:(?:an?|the)\s+)?(?:(?!rotation)[\w-]+\s+){0,3}(?:matrix|matrices|vectors?|scalars?|"
                          r"numbers?|functions?|tensors?)(?!\w)|(?:denotes|is|表示|是|为|は)(?:(?!旋转|回転)[^。.!?！？\n$]){0,12}"
                          r"(?:矩阵|向量|行列|ベクトル|函数|関数))", re.I)


def _declared_vectors(links: list, parse, doc: Document) -> frozenset:
    """The names the document declares vectors: ``x \\in \\mathbb{R}^d`` (a space of one dimension, not
    ``\\mathbb{R}^{n \\times d}``)."""
    import sympy as sp

    out = set()
    for lk in links:
        if lk.rel != "∈":
            continue
        dims = _vector_space_dims(lk.rhs)
        if dims is None or re.search(r"\\times|×|,|\*|\\cdot", dims):
            continue
        for side in declared_together(doc, lk):
            try:
                e = parse(side).expr
            except Exception:  # noqa: BLE001
                continue
            if isinstance(e, sp.Symbol):
                out.add(e.name)
            elif isinstance(e, sp.Indexed):
                out.add(str(e.base.label))
    return frozenset(out)


_SENTENCE = SENTENCE_END  # where sentences end (the environment's rule, written once)
SOLVING_REACH = 600  # characters before a relation that isolates a symbol, in its section: the derivation it ends


def _solved(reading: Reading, parse) -> dict:
    """{id(link): symbols}: a relation that isolates a symbol the document gives a value elsewhere (``b \\ge (L/2\\pi)^
    {d/(d-2)}``, ``b = …`` with ``b = 10000`` stated before) shows that the text is solving for it; the relations of
    that derivation (in its section, up to ``SOLVING_REACH`` characters before it, and the chain it ends) are about
    the symbol in general, not about the value."""
    import sympy as sp

    doc = reading.doc
    valued = {b.target for b in reading.env.bindings if b.kind == "value" and b.source == "document"
              and isinstance(b.target, sp.Symbol)}
    out: dict = {}
    for k, lk in enumerate(reading.links):
        if doc.spans[lk.span_index].kind in PLAIN or lk.rel not in ("=", "<", ">", "≤", "≥"):
            continue
        try:
            sides = [parse(lk.lhs, lk.complex_form).expr, parse(lk.rhs, lk.complex_form).expr]
        except Exception:  # noqa: BLE001 - an unread side isolates nothing
            continue
        for a, other in (sides, sides[::-1]):
            if not (isinstance(a, sp.Symbol) and a in valued and isinstance(other, sp.Basic) and other.free_symbols
                    and a not in other.free_symbols):
                continue
            section = doc.section_at(lk.offset)
            for before in reading.links[:k + 1]:
                if lk.offset - before.offset <= SOLVING_REACH and doc.section_at(before.offset) is section:
                    out.setdefault(id(before), set()).add(a)
    return out


# i written as an index or a bound variable somewhere (x_i, p_{i,2m}, \sum_{i=…}, i = 0, 1, …): then an i is not
# blindly the imaginary unit even where the document declares one (i = \sqrt{-1})
_I_AS_INDEX = re.compile(r"_\{?[^{}$]*?(?<![A-Za-z\\])i(?![A-Za-z])|(?<![A-Za-z\\])i\s*=\s*[0-9]|(?<![A-Za-z\\])i\s*\\in")
_HALVED = re.compile(r"((?:\\[A-Za-z]+|[A-Za-z])(?:_\{[^{}]*(?:\{[^{}]*\}[^{}]*)?\}|_[A-Za-z0-9])?)\s*/\s*2(?!\d)")


def _halved(doc: Document, parse) -> set:
    """The symbols the document halves somewhere (``d/2``, ``d_{\\text{model}}/2``): dimensions, even; their test
    points are even."""
    import sympy as sp

    out = set()
    for span in doc.spans:
        for m in _HALVED.finditer(body_of(doc, span)):
            try:
                e = parse(m.group(1)).expr
            except Exception:  # noqa: BLE001
                continue
            if isinstance(e, sp.Symbol):
                out.add(e)
    return out


_RELATION_DEF = ("=",)
_WORD_AFTER_NAME = r"\s*\(\s*\\(?:text|mathrm|textrm|textit|operatorname)\s*\{\s*([A-Za-z]{2,})\s*\}"
_WORD_FIRST = re.compile(r"(\\?[A-Za-z]+)" + _WORD_AFTER_NAME)  # p(\text{left}|…): the name and its first word


def _in_range_declaration(lk: Link, ranges, parse) -> bool:
    """The link is part of an index range's declaration (``i = 0`` of ``i = 0, 1, …, n-1``; ``0 ≤ i``, ``i < n``)."""
    if not ranges:
        return False
    for sym, _ in ranges:
        for side in (lk.lhs, lk.rhs):
            try:
                if parse(side).expr == sym:
                    return True
            except Exception:  # noqa: BLE001
                continue
    return False


def _order_of_growth(f) -> bool:
    """``\\mathcal{O}(1)``, ``O(n^2)``, ``O(n \\log n)``: O applied to a number or an expression in plain names (not
    ``O(\\bm{s}_i)``, a function O of a vector, as an output layer is written)."""
    import sympy as sp

    if f.func.__name__ not in ("O", "O_cal") or len(f.args) != 1:
        return False
    a = f.args[0]
    return a.is_commutative and not a.atoms(sp.Indexed, sp.core.function.AppliedUndef)


# the document speaks of an odd dimension ("for odd $d$", "odd widths", "d 为奇数"): a width it leaves free need not be even
_ODD_DIMENSION = re.compile(r"\bodd\s+(?:\$\s*d(?:_\{?\\?\w*\}?)?\s*\$|d|widths?|d_\{?model\}?)(?![\w-])|"
                            r"(?:\$\s*[dD]\s*\$|\b(?:[dD]|width))\s+(?:is|are)\s+odd\b|[dD]\s*\$?\s*为奇数|维度为奇数", re.I)


# the document speaks of the identity matrix: then its I (among matrices) is that matrix
_IDENTITY_NAMED = re.compile(r"\bidentity\s+(?:matrix|matrices)\b|\bI(?:_\{?[dnDN0-9]\}?)?\$?[^.\n]{0,40}\bidentity\b|单位矩阵|"
                             r"单位阵|恒等矩阵|单位方阵|"
                             # an orthogonal (unitary) matrix is one with Q^T Q = I, I the identity
                             r"\b(?:orthogonal|orthonormal|unitary)\s+(?:matrix|matrices)\b|正交矩阵|正交阵|直交行列|ユニタリ行列|"
                             # … and so is a block or a matrix the text calls orthogonal, or a rotation matrix
                             r"\b(?:is|are|each|block|blocks)\s+(?:\w+\s+)?(?:orthogonal|orthonormal|unitary)\b|"
                             r"\brotation\s+(?:matrix|matrices)\b|旋转矩阵|是正交的")


# the spellings of the identity's name: I, \mathbf{I}, \boldsymbol{I}, \bm{I}, I_d, \mathbf{I}_{n}, I_2
_I_SCRIPT = r"(?:\s*_\s*(?:\{([^{}]*)\}|([A-Za-z0-9])))?"
_I_BOLD = r"\\(?:mathbf|boldsymbol|bm|mathrm|mathbb)\s*\{\s*I\s*\}"
_I_TOKEN = r"(?:" + _I_BOLD + r"|(?<![A-Za-z\\])I(?![A-Za-z]))" + _I_SCRIPT  # inside a formula
# in the prose around a formula: a bold I, or a plain I that is the whole formula ($I$, $I_d$, \(I\)): not the pronoun;
# the formula's closing $ taken with it
_I_NAMED = (r"(?:\$\s*)?(?:" + _I_BOLD + _I_SCRIPT + r"|(?:(?<=\$)|(?<=\\\())\s*I" + _I_SCRIPT + r"\s*(?=\$|\\\)))"
            r"\s*(?:\$|\\\))?")
_IDENTITY_WORDS = r"(?:identity\s+matri(?:x|ces)|单位矩阵|单位阵|恒等矩阵|单位方阵)"
_ORTHOGONAL_WORDS = r"(?:orthogonal|orthonormal|unitary|正交|直交|ユニタリ)"
# the naming, as a copula says it and the clause ends there: "$\mathbf{I}$ is the identity matrix.", "Let $I$ be the
# $d \times d$ identity matrix,", "$I_d$ denotes the identity matrix and …", "$I$ 为单位矩阵。", "the identity matrix
# $I_d$" (nothing else between the name and the words, nor after them in the clause)
_SIZE = r"(?:\$[^$]{0,15}(?:\\times|×)[^$]{0,15}\$\s*|[a-zA-Z0-9]+\s*(?:\\times|×)\s*[a-zA-Z0-9]+\s*)?"
_NAMING_END = (r"\s*(?:[.;:)。；：）]|\\\]|\$|\\\)|$|,?\s*(?:and|where|here)\s+(?:\$|\\\()|，?\s*其中\s*(?:\$|\\\())")
# (a clause that goes on to another formula, "… identity matrix and $\mathbf{1}$ …", ends the naming; one that goes on
# to say more of I, "… and zero out its first row", "，其中第一行置零", does not)
_I_NAMED_BEFORE = re.compile(_I_NAMED + r"\s*(?:(?:is|be|denotes?|stands\s+for|represents?)\s+(?:the\s+|an?\s+)?|"
                             r"(?:为|是|表示|记为)\s*)" + _SIZE + _IDENTITY_WORDS + _NAMING_END, re.I)
_I_NAMED_AFTER = re.compile(r"(?:(?:the\s+|an?\s+)" + _SIZE + r"identity\s+matrix\s*,?\s*|单位矩阵\s*)(?:\$|\\\()\s*"
                            + _I_TOKEN + r"\s*(?:\$|\\\))" + _NAMING_END, re.I)
_I_ORTHOGONAL = re.compile(_ORTHOGONAL_WORDS + r"[^.。;；\n]{0,40}?(?:\^\s*(?:\{\s*)?(?:T|\\top|\\intercal|\*|H|\\dagger)"
                           r"(?:\s*\})?)[^=.。;；\n]{0,60}=\s*" + _I_TOKEN + r"\s*(?:\$|\\\)|[.,;，。；]|$)", re.I)
# words that deny, contrast, qualify or suppose the naming anywhere in its sentence ("$I$ is not the identity matrix",
# "Unlike the identity matrix, $I$ …", "If $I$ were …", "initialised as", "learned", "若 …")
_I_DENIED = re.compile(r"(?:^|[^\w\\])(?:not|no|never|rarely|seldom|unlike|rather than|instead of|other than|compared?|"
                       r"versus|vs|if|suppose|assume|when|whether|may|might|could|would|were|initiali[sz]ed|"
                       r"initially|start\w*|learn\w*|train\w*|updated?|close|closer|near|nearly|approximately|"
                       r"approximates?|approach\w*|converg\w*|tends?|reduces?|becomes?|almost|like|similar|differs?|"
                       r"different|deviates?|perturb\w*|plus|minus|times|twice|half|scaled|multiple|added|except|"
                       r"only|n't)(?:\W|$)|不是|并非|而非|非|不同|不像|不等于|相比|接近|近似|初始化|加上|若|如果|假设|不一定|"
                       r"不再|未必|倍|但|却|ではない", re.I)
# the document gives that I a type, entries or a value of its own (I ∈ ℝ^{H×W}, I_{ij} = …, I = X W), or says in
# words what else it stands for ("$I$ now denotes the importance weights", "the importance matrix $I$"): not (only)
# the identity there
_I_OTHERWISE = r"\s*(?:\\in(?![A-Za-z])|∈|_\s*\{\s*[a-z]\s*,?\s*[a-z]\s*\}\s*=|_\s*\{\s*[a-z]\s*,\s*[a-z]\s*\}|=(?!=))"
_I_BARE = r"(?:" + _I_BOLD + r"|(?<![A-Za-z\\])I(?![A-Za-z]))"
_I_SAID_OTHERWISE = re.compile(_I_NAMED + r"\s*(?:now\s+|here\s+)?(?:denotes?|stands\s+for|represents?|is|be|为|表示|是)\s*"
                               r"(?:the\s+|a\s+|an\s+)?(?![^.。;；\n]{0,30}" + _IDENTITY_WORDS + r")", re.I)
_I_DESCRIBED = re.compile(r"(?:the|a|an|our|this)\s+(?!identity)(?:[\w-]+\s+){0,3}?(?:matrix|matrices|map|mask|weights?|"
                          r"tensor|image|operator)\s*,?\s*(?:\$|\\\()\s*" + _I_TOKEN + r"\s*(?:\$|\\\))|"
                          # (an appositive: "$I$, the importance matrix of the scores, …")
                          r"(?:\$|\\\()\s*" + _I_TOKEN + r"\s*(?:\$|\\\))\s*,\s*(?:the|a|an|our)\s+(?!identity)"
                          r"(?:[\w-]+\s+){0,3}?(?:matrix|matrices|map|mask|weights?|tensor|image|operator)\b", re.I)


def _i_key(m) -> str:
    """``I`` or ``I_<subscript>`` for a match of ``_I_TOKEN`` or ``_I_NAMED``, its subscript as written (spaces out)."""
    subs = [g for g in m.groups() if g]
    return "I" if not subs else "I_" + re.sub(r"\s+", "", subs[-1])


def _sentence_start(text: str, at: int) -> int:
    ends = list(_SENTENCE_ONLY_END.finditer(text, max(0, at - 160), at))
    return ends[-1].end() if ends else max(0, at - 160)


@functools.lru_cache(maxsize=8)
def identity_names(text: str) -> tuple:
    """((name, offset), …) for each place the document states a name of the identity matrix (``I``, ``I_d``,
    ``I_2``): named with the words "identity matrix" (单位矩阵) beside it, or written as the right side of ``Q^T Q = I``
    right after a word saying the matrix is orthogonal, with nothing in its sentence denying or qualifying it ("not",
    "unlike", "close to", "initialised as", "plus", "不是"); never a name the document also declares, defines or
    describes otherwise (``I ∈ ℝ^{H×W}``, ``I_{ij} = …``, ``I = X W``, "$I$ denotes the importance weights")."""
    found = []
    for rx in (_I_NAMED_BEFORE, _I_NAMED_AFTER, _I_ORTHOGONAL):
        for m in rx.finditer(text):
            if _I_DENIED.search(text[_sentence_start(text, m.start()):sentence_end(text, m.end())]):
                continue
            found.append((_i_key(m), m.start()))
    other = {_i_key(m) for m in re.finditer(_I_TOKEN + _I_OTHERWISE, text)}
    other |= {"I" for m in re.finditer(_I_BARE + _I_OTHERWISE, text)}  # (I_{ij} = …: the entries of I itself)
    other |= {_i_key(m) for m in _I_SAID_OTHERWISE.finditer(text)}
    other |= {_i_key(m) for m in _I_DESCRIBED.finditer(text)}
    return tuple((k, at) for k, at in found if k not in other)


def _identity_here(doc: Document, at: int) -> frozenset:
    """The names of the identity matrix stated in the section of offset ``at`` (``identity_names``; not in a section
    that holds it: a subsection may name its I otherwise)."""
    section = doc.section_at(at)
    return frozenset(k for k, where in identity_names(doc.text) if doc.section_at(where) is section)


def _identity_key(x) -> str | None:
    """``I`` or ``I_d`` for a name of the identity's spelling (``objects.is_identity``), else None."""
    import sympy as sp

    if not is_identity(x):
        return None
    return "I" if isinstance(x, sp.Symbol) else f"I_{x.indices[0]}"


def _identity_factors(e, names: frozenset):
    """``e`` with each identity the document names (``identity_names``) dropped where it is a factor of a product of
    matrices beside another matrix (a^T I b = a^T b, whatever the size); left where it stands alone, in a sum, or
    inside a function (I_d = I_n, A + I, A ⊙ I are not products with it)."""
    import sympy as sp

    def drop(m):
        nc = [f for f in m.args if not f.is_commutative]
        keep = [f for f in m.args if f.is_commutative or _identity_key(f) not in names]
        if len(nc) < 2 or len(keep) == len(m.args) or not [f for f in keep if not f.is_commutative]:
            return m
        return sp.Mul(*keep)

    return e.replace(lambda x: isinstance(x, sp.Mul) and not x.is_commutative, drop)


def _bare_name(e) -> bool:
    """A name alone: a symbol, or a family's member with letters as its subscripts (``d_k``, ``d_v``)."""
    import sympy as sp

    return isinstance(e, sp.Symbol) or (isinstance(e, sp.Indexed) and all(isinstance(i, sp.Symbol) for i in e.indices))


def _setting_chain(reading: Reading, first: Link, lk: Link, parse) -> bool:
    """``d_k = d_v = d_{model}/h = 64``: a chain that opens with two names nothing has given a value (``d_k = d_v``) and
    then gives the second an expression sets both: the opening link and ``d_v = d_{model}/h`` are its definitions
    (the rest of the chain is checked).  True when it is one (bindings added, decisions set)."""
    import sympy as sp

    if first.rel != "=" or lk.rel != "=" or first.note or lk.note:
        return False
    try:
        P, N = parse(first.lhs, first.complex_form).expr, parse(first.rhs, first.complex_form).expr
        V = parse(lk.rhs, lk.complex_form).expr
    except Exception:  # noqa: BLE001
        return False
    at = reading.doc.spans[lk.span_index].start
    if not (_bare_name(P) and _bare_name(N)) or P == N or not isinstance(V, sp.Expr) \
            or (_bare_name(V) and not (is_identity(V) and reading.env.identity)) \
            or isinstance(V, sp.MatrixBase) or V.has(P) or V.has(N):
        return False
    if reading.env.knows(N, at) is not None:
        return False
    opened = first.decision is not None and first.decision.status == "definition" and first.redefines is None
    if not opened and (first.decision is not None or reading.env.knows(P, at) is not None):
        return False
    doc, span = reading.doc, reading.doc.spans[lk.span_index]
    paragraph = doc.text[max(0, span.start - 300):span.start].split("\n\n")[-1]
    if _unknowns_before(reading, first, {P, N}, parse) or _UNKNOWNS_CUE.search(paragraph):
        return False  # x + y = 10, x - y = 2, then x = y = 10/2 = 5; "p, q the roots of …": unknowns, not settings
    how = _cue(doc, lk.span_index)
    stop = sentence_end(doc.text, span.end)
    opening = max(doc.text.rfind(c, 0, span.start) for c in ".!?。！？\n")
    aside = doc.text.count("(", opening + 1, span.start) + doc.text.count("（", opening + 1, span.start) > \
        doc.text.count(")", opening + 1, span.start) + doc.text.count("）", opening + 1, span.start)
    opening_binding = next((b for b in reversed(reading.env.bindings) if b.target == P), None) if opened else None
    if aside:
        end = stop  # "(some transformers use m = β = 0)": an aside holds in its sentence, and so does m = β
        if opening_binding is not None:
            opening_binding.end = stop if opening_binding.end is None else min(opening_binding.end, stop)
    elif opening_binding is not None:
        end = opening_binding.end  # the two names hold as far as each other
    else:
        end = _scope_end(doc, how, span.start, span.end, "value" if V.is_number else "definition", False)
    params = tuple(sorted(set(N.indices) & V.free_symbols, key=str)) if isinstance(N, sp.Indexed) else ()
    reading.env.add(Binding("definition" if params or not V.is_number else "value", lk.lhs.strip(), N, V, params,
                            where=_where(doc, lk.offset), start=at, end=end, cue=how))
    if not opened:
        reading.env.add(Binding("definition", first.lhs.strip(), P, N, where=_where(doc, first.offset), start=at,
                                end=end, cue=how))
        first.decision = dec.Decision("definition", "environment", f"the chain sets {first.lhs.strip()} and "
                                      f"{first.rhs.strip()} to {lk.rhs.strip()} (a setting, not checked)")
    lk.decision = dec.Decision("definition", "environment", f"the chain sets {first.lhs.strip()} and "
                               f"{lk.lhs.strip()} to {lk.rhs.strip()} (a setting, not checked)")
    return True


def _one_sided_bound(reading: Reading, lk: Link, parse) -> Binding | None:
    """``n \\ge 1``, ``0 < x``: a symbol bounded on one side by a number, as a hypothesis ("let n ≥ 1 be an
    integer", "for n ≥ 2, …") that holds where the document's cue says (its sentence after "for", "if"; else to the
    end of its section).  A test point outside it is then no counterexample (``decide.outside_bounds``); the test
    points are not moved into it.  None for anything else."""
    import sympy as sp

    if lk.note or reading.doc.spans[lk.span_index].kind in PLAIN:
        return None
    try:
        a, b = parse(lk.lhs, lk.complex_form), parse(lk.rhs, lk.complex_form)
    except Exception:  # noqa: BLE001
        return None
    rel, written = lk.rel, lk.lhs.strip()
    if isinstance(b.expr, sp.Symbol) and not b.literals and isinstance(a.expr, sp.Number):
        a, b, rel, written = b, a, {"<": ">", ">": "<", "≤": "≥", "≥": "≤"}[rel], lk.rhs.strip()  # 1 ≤ n: n ≥ 1
    x, c = a.expr, b.expr
    if not (isinstance(x, sp.Symbol) and isinstance(c, sp.Number) and c.is_finite) or a.literals:
        return None
    c = sp.Rational(str(b.literals[next(iter(b.literals))][0])) if b.literals else sp.nsimplify(c)
    doc, span = reading.doc, reading.doc.spans[lk.span_index]
    lower = rel in (">", "≥")
    bnd = Binding("bound", written, x,
                  lo=c if lower else None, hi=None if lower else c, domain="strict" if rel in ("<", ">") else None,
                  where=_where(doc, lk.offset), start=span.start)
    bnd.cue = _cue(doc, lk.span_index)
    bnd.end = _scope_end(doc, bnd.cue, span.start, span.end, "value", False)
    if bnd.end is None:
        bnd.end = _section_end(doc, span.start)  # a hypothesis holds in its section at most
    display = _display_its_where_clause_follows(doc, span.start, written.lstrip("\\"))
    if display is not None:  # ($$ max(0, x - 3) = x - 3 $$ where $x > 3$ is the threshold: the display's x)
        bnd.start = display.start
    return bnd


# a sentence that says what the symbols of the display just before it are: "where …", "here …", "其中 …"
_WHERE_CLAUSE = re.compile(r"\s*(?:(?i:where|here)|其中|这里|式中|"
                           r"for|if|when|whenever|provided|as long as|当|若)(?![A-Za-z])")  # (in lower case: the
#                            display's sentence goes on, "$$…$$ for $x > 3$."; "For $x > 3$, …" opens another)


def _display_its_where_clause_follows(doc: Document, at: int, name: str | None = None):
    """The display formula right before the sentence that holds offset ``at``, when that sentence opens with "where",
    "here" or "其中", or goes on the display's sentence with a condition ("for", "if", "when", "当", in lower case)
    (nothing but white space and punctuation between the display and it): the formula whose symbols the sentence
    describes; None otherwise."""
    so_far = _sentence_so_far(doc.text, at, 300)
    if not _WHERE_CLAUSE.match(so_far):
        return None
    start = at - len(so_far)
    before = doc.text[:start].rstrip(" \t\n,.;:，。；：")
    for sp_ in doc.spans:
        if sp_.kind == "display" and sp_.end <= start and doc.text[:sp_.end].rstrip(" \t\n,.;:，。；：") == before:
            if name is None or re.search("(?:" + _FOR_ALL.pattern + r")[^$]{0,24}?(?<![A-Za-z\\])" + re.escape(name) + r"(?![A-Za-z])",
                                         doc.text[sp_.start:sp_.end], re.I):
                return None  # (the display says for which values of the bound's name it holds: "for all real x")
            return sp_
    return None


_FOR_ALL = re.compile(r"\\forall|for\s+(?:all|every|any)\b|对(?:任意|所有|一切)", re.I)


def _tilde_range(reading: Reading, lk: Link, nxt: Link, parse) -> bool:
    """``pos = 0 \\sim 63``: a name set equal to the first number of a range written with ∼ takes the range, not that
    number (a range binding, integer when both ends are).  True when the link is one (binding added, decision set)."""
    import sympy as sp

    ends = _number_range(nxt)
    if nxt.rel != "∼" or nxt.first or nxt.span_index != lk.span_index or nxt.lhs.strip() != lk.rhs.strip() or (
            ends is None and lk.rel != "≈"):
        return False
    try:
        x = parse(lk.lhs, lk.complex_form).expr
    except Exception:  # noqa: BLE001
        return False
    if not isinstance(x, sp.Symbol):
        return False
    if ends is None:  # q ≈ 4 ∼ 8 ms, k ≈ 10^{-3} ∼ 10^{-2}: a range, whose ends the reader does not read as two numbers
        lk.decision = dec.Decision("undecided", "", f"{lk.lhs.strip()} is said to be roughly {nxt.lhs.strip()} to "
                                   f"{nxt.rhs.strip()} (a range written with ∼), whose ends the reader does not read as "
                                   "two numbers: not compared with its first end alone", cause="range written with ∼")
        return True
    lo, hi = ends
    doc, span = reading.doc, reading.doc.spans[lk.span_index]
    if lk.rel == "≈":  # k ≈ 4 ∼ 8: roughly that range, a value the document reports (for a name it computes nothing
        if reading.env.knows(x, lk.offset) is not None:  # for); a name with a value here: whether it lies in the range
            lk.decision = _in_tilde_range(reading, lk, x, lo, hi, nxt)
            return True
        lk.decision = dec.Decision("definition", "environment", f"states that {lk.lhs.strip()} is roughly "
                                   f"{nxt.lhs.strip()} to {nxt.rhs.strip()} (a range written with ∼), a value the "
                                   "document gives it: not a relation to check")
        return True
    kind = "integer" if lo.is_integer and hi.is_integer and hi - lo >= 2 else "real"  # (p = 0 ∼ 1: a real interval)
    b = Binding("range", lk.lhs.strip(), x, lo=lo, hi=hi, domain=kind, where=_where(doc, lk.offset), start=span.start)
    b.end = _scope_end(doc, _cue(doc, lk.span_index), span.start, span.end, "value", False)
    reading.env.add(b)
    lk.decision = dec.Decision("definition", "environment", f"declares the range of {lk.lhs.strip()}: "
                               f"{nxt.lhs.strip()} to {nxt.rhs.strip()} (written with ∼)")
    return True


def _in_tilde_range(reading: Reading, lk: Link, x, lo, hi, nxt: Link) -> dec.Decision:
    """``λ ≈ 5 ∼ 7`` for a λ the document gives a value (λ = 2π): consistent when that value lies in the range, else
    undecided (how far outside '≈' lets a value lie is not written)."""
    import sympy as sp

    written = f"{nxt.lhs.strip()} to {nxt.rhs.strip()}"
    try:
        value, used = _expand(x, reading.env, lk.offset)
        number = sp.N(value, 30) if isinstance(value, sp.Basic) and value.is_number else None
    except Exception:  # noqa: BLE001 - a value that does not come out as a number: not decided
        number, used = None, []
    if number is None or not number.is_real:
        return dec.Decision("undecided", "", f"{lk.lhs.strip()} is said to be roughly {written} (a range written with "
                            "∼), and its value here does not come out as a number", used=used,
                            cause="value of free parameters")
    if lo <= number <= hi:
        return dec.Decision("consistent", "arithmetic", f"{lk.lhs.strip()} = {sp.N(number, 6)} lies in the range "
                            f"{written} (written with ∼)", used=used)
    return dec.Decision("undecided", "arithmetic", f"{lk.lhs.strip()} = {sp.N(number, 6)} lies outside the range "
                        f"{written} (written with ∼); how far outside '≈' lets a value lie is not written", used=used,
                        cause="outside a range given with ≈")


def _product_setting(reading: Reading, links: list, n: int, parse) -> bool:
    """``KH = NH = D = 8192`` ("a model with 64 layers and KH = NH = D = 8192"): a chain of '=' whose terms are names
    and products of names, none of which has a value or a definition where it stands, that ends in a number, sets
    them all to that number.  Its links are definitions (a setting, not checked) and each name written alone takes
    the value.  False (nothing set) otherwise, or where the paragraph is about solving for unknowns."""
    import sympy as sp

    chain = [links[n]]
    for lk in links[n + 1:]:
        if lk.first or lk.chain_end or lk.span_index != chain[0].span_index or lk.lhs.strip() != chain[-1].rhs.strip():
            break
        chain.append(lk)
    if len(chain) < 2 or any(lk.rel != "=" or lk.note or lk.decision is not None for lk in chain):
        return False
    try:
        terms = [parse(chain[0].lhs, chain[0].complex_form)] + [parse(lk.rhs, lk.complex_form) for lk in chain]
    except Exception:  # noqa: BLE001 - an unread term: no setting
        return False
    *names, last = [t.expr for t in terms]
    if not (isinstance(last, sp.Number) and last.is_positive) or terms[-1].literals:
        return False
    if not all(isinstance(t, (sp.Symbol, sp.Mul)) and all(isinstance(f, sp.Symbol) for f in sp.Mul.make_args(t))
               for t in names) or not any(isinstance(t, sp.Mul) for t in names) or len(set(names)) != len(names):
        return False  # (bare names alone: _setting_chain; a coefficient or a power: an equation, not a setting)
    doc, span = reading.doc, reading.doc.spans[chain[0].span_index]
    symbols = set().union(*[t.free_symbols for t in names])
    if any(reading.env.knows(x, span.start) is not None for x in symbols):
        return False
    alone = {t for t in names if isinstance(t, sp.Symbol)}
    if any(isinstance(t, sp.Mul) and set(t.args) <= alone for t in names):
        return False  # ab = a = b = 6: the names alone fix the product, which the chain then contradicts
    paragraph_end = doc.text.find("\n\n", span.end)
    paragraph_end = len(doc.text) if paragraph_end < 0 else paragraph_end
    for other in links:
        o = doc.spans[other.span_index]
        if other in chain or o.start < span.start or o.start > paragraph_end or other.rel not in ("=", "≔"):
            continue
        try:
            given = parse(other.lhs, other.complex_form).expr
        except Exception:  # noqa: BLE001
            continue
        if given in symbols:
            return False  # "KH = D = 8192, where K = 64": the names get values of their own, checked, not set
    paragraph = doc.text[max(0, span.start - 300):span.start].split("\n\n")[-1]
    if _unknowns_before(reading, chain[0], symbols, parse) or _UNKNOWNS_CUE.search(paragraph):
        return False
    how = _cue(doc, chain[0].span_index)
    end = _scope_end(doc, how, span.start, span.end, "value", False)
    for t, lk in zip(names, [chain[0]] + chain[:-1]):
        if isinstance(t, sp.Symbol):
            written = lk.lhs.strip() if lk is chain[0] and t == names[0] else lk.rhs.strip()
            reading.env.add(Binding("value", written, t, last, where=_where(doc, lk.offset), start=span.start,
                                    end=end, cue=how))
    what = ", ".join(lk.lhs.strip() for lk in chain)
    for lk in chain:
        lk.decision = dec.Decision("definition", "environment", f"the chain sets {what} to {chain[-1].rhs.strip()} "
                                   "(a setting, not checked)")
    return True


# a paragraph about solving: its names are unknowns ("p and q, the roots of …", "解方程")
_UNKNOWNS_CUE = re.compile(r"\b(?:roots?|solv\w*|solutions?|equations?|unknowns?|satisf\w*)\b|根|解|方程|求|满足", re.I)


_NEAR = 600  # characters: "a few lines before"


def _unknowns_before(reading: Reading, lk: Link, names: set, parse) -> bool:
    """Whether a relation just before ``lk`` (in its section, within a few lines: not a definition or a declaration
    ∈) writes one of ``names``: they are then the unknowns of what the text states about them, not free to be set."""
    import sympy as sp

    doc = reading.doc
    section = doc.section_at(lk.offset)
    for other in reading.links:
        if other.offset >= lk.offset:
            break
        if other.offset < lk.offset - _NEAR or other.rel == "∈" or doc.section_at(other.offset) is not section \
                or doc.spans[other.span_index].kind in PLAIN \
                or (other.decision is not None and other.decision.status == "definition"):
            continue
        for e in _side_exprs(parse, other):
            if isinstance(e, sp.Basic) and not isinstance(e, sp.MatrixBase) and any(e.has(x) for x in names):
                return True
    return False


def _side_exprs(parse, link: Link) -> list:
    """The parsed sides of ``link`` that the reader reads (an unread side is left out)."""
    out = []
    for side in (link.lhs, link.rhs):
        try:
            out.append(parse(side, link.complex_form).expr)
        except Exception:  # noqa: BLE001 - an unread side gives nothing
            continue
    return out


def _cartesian_parts(b: Binding, declared_unit: bool = False) -> list:
    """The two names of a definition ``z = x + i y`` (``u - i v``) of a symbol: a complex number written in Cartesian
    form, whose parts are real by the form's convention; else none.  The unit is read as such, or is the name i
    where the document declares it the unit (``declared_unit``: ``i = \\sqrt{-1}``, no i an index)."""
    import sympy as sp

    v = b.value
    if declared_unit and isinstance(v, sp.Basic):
        v = v.xreplace({sp.Symbol("i"): sp.I})
    if b.kind != "definition" or b.params or not isinstance(b.target, sp.Symbol) or not isinstance(v, sp.Add) \
            or len(v.args) != 2:
        return []
    real = [a for a in v.args if isinstance(a, sp.Symbol)]
    imag = [a for a in v.args if isinstance(a, sp.Mul) and len(a.args) == 2 and a.args[0] in (sp.I, -sp.I)
            and isinstance(a.args[1], sp.Symbol)]
    if len(real) != 1 or len(imag) != 1:
        return []
    return [real[0], imag[0].args[1]]


def _read_sides(lk: Link, parse):
    """``lk``'s two sides read (in its complex form), or None where one is not read: an unread side binds nothing."""
    try:
        return parse(lk.lhs, lk.complex_form), parse(lk.rhs, lk.complex_form)
    except Exception:  # noqa: BLE001 - an unread side binds nothing
        return None


# a side written as a computation (a fraction, a root, a product sign), whatever SymPy makes of it
_COMPUTED_SIDE = re.compile(r"\\(?:[dt]?frac|sqrt|cdot|times)(?![A-Za-z])")


def _computed_side(tex: str) -> bool:
    """Whether ``tex`` is written as a computation: a fraction, a root or a product sign anywhere, or a + or / outside
    braces (``x_{k+1}`` and ``\\theta^*`` are names)."""
    if _COMPUTED_SIDE.search(tex):
        return True
    top, prev = tex, None
    while top != prev:
        top, prev = re.sub(r"\{[^{}]*\}", "", top), top
    return bool(re.search(r"[+/]", top))


# what is usual, not what is so: "in practice", "typically", "usually", "in most networks", "通常", "一般"
_HEDGE = re.compile(r"\b(?:in\s+practice|typically|usually|often|commonly|normally|by\s+convention|"
                    r"in\s+most\s+\w+|most\s+often|as\s+a\s+rule)\b|通常|一般来说|一般而言|常常|往往|实践中", re.I)


# the text sets the names it writes next: "we set $d_k = 64$ and $d_v = d_k$", "put $m = n$", "取 $k = K$"
_SET_ANEW = re.compile(r"\b(?:we\s+)?(?:set|sets|take|takes|put|puts|let|choose|chooses|fix|fixes)\s+"
                       r"(?:\$[^$]{1,60}\$\s*(?:,|and)\s*)*$|(?:取|令|设)\s*(?:\$[^$]{1,60}\$\s*[,，、和]\s*)*$", re.I)


def _hedged(text: str, span) -> bool:
    """Whether the formula's sentence says it is what is usual: a hedge in its own clause before it, right before it
    ("in practice, $\\omega = m$"), or right after it ("$\\omega = m$ in most networks"); not one that speaks of
    something else earlier in the sentence ("Long-context models usually raise the base, so here $b = B$")."""
    lead = _sentence_so_far(text, span.start, 100)
    if re.search(r"\b(?:take|takes|set|sets|put|puts|let|choose|chooses|pick|picks|fix|fixes)\s*$|(?:取|令|设)\s*$", lead,
                 re.I):
        return False  # ("… is usually tied to it, so we take $m = n$": the text sets it here)
    clause = re.split(r"[,;:，；：]|\b(?:and|but|so|then|hence|thus)\b|而|但|所以|因此|这里|此处", lead)[-1]
    after = re.split(r"[.!?。！？;；\n]", text[span.end:span.end + 40], maxsplit=1)[0]
    return bool(_HEDGE.search(clause) or re.search("(?:" + _HEDGE.pattern + r")\s*[,，]?\s*$", lead, re.I)
                or re.match(r"\s*(?:in\s+most\s+\w+|typically|usually|in\s+practice)\b", after, re.I))


def _definition(reading: Reading, lk: Link, parse, seen: dict) -> Binding | None:
    """A binding when the link defines its left side: the first link of its chain, '=', a left side that is
    a symbol or a pattern, not yet bound to the same thing, and a right side that does not use it."""
    import sympy as sp

    from suite.reader.units import measures_a_unit

    if lk.rel not in _RELATION_DEF or lk.note:
        return None
    sides = _read_sides(lk, parse)
    if sides is None:
        return None
    (L, R), (t, v) = sides, (sides[0].expr, sides[1].expr)
    if isinstance(t, (sp.Symbol, sp.Indexed)) and _computed_side(lk.lhs):
        return None  # \frac{y^2}{y} = 4: SymPy's y, but written as a computation, which the relation states the value of
    if lk.first and _entries_defined(reading, lk, t, v):
        return None
    if re.match(r"\s*\d", lk.lhs) and measures_a_unit(t):
        return None  # 1\text{ GiB} = 1000\text{ MB}: a statement about units, never a definition of GiB
    span = reading.doc.spans[lk.span_index]
    if isinstance(t, sp.Symbol) and isinstance(v, sp.Symbol) and t != v and _hedged(reading.doc.text, span):
        # "separate settings, but in practice $\omega = m$ in most networks", "typically $m = \omega$": what is
        # usual, not a definition of one by the other (nor, said again, a tautology) nor a claim
        lk.decision = dec.Decision("definition", "environment", "a usual choice ('in practice', 'typically', "
                                   "'usually', 'in most …'), not a definition nor a claim: read, not checked")
        return None
    lead = _sentence_so_far(reading.doc.text, span.start, 120)
    if isinstance(t, (sp.Symbol, sp.Indexed)) and isinstance(v, sp.Expr) and v.free_symbols \
            and t not in v.free_symbols and t not in v.atoms(sp.Indexed) and lk.first and _SET_ANEW.search(lead) \
            and not re.search(r"\b(?:if|when|whenever|suppose|assume|unless)\b|如果|若|假设", lead, re.I):
        current = next((b for b in reading.env.definitions(span.start) if b.target == t), None)
        if current is not None and current.kind == "value" and current.end is None \
                and not _cases_of_one_list(reading.doc.text, current.start, span.start):
            # "In the toy example $d_v = 2$. … For the real model we set $d_k = 64$ and $d_v = d_k$": set anew from
            # here, not a statement about the toy value
            return Binding("definition", lk.lhs.strip(), t, v, (), where=_where(reading.doc, lk.offset),
                           start=span.start)
    if lk.first and span.kind not in PLAIN and names_a_case(reading.doc.text, span.start, span.end):
        lk.decision = dec.Decision("definition", "environment", "names a case of the text between an article and a "
                                   "noun ('the $\\tau = 0$ limit'): not a value the text gives, not checked")
        return None
    if isinstance(t, (sp.Symbol, sp.Indexed)) and isinstance(v, sp.core.function.AppliedUndef) \
            and v.func.__name__ == "set" and v.args and all(a.is_number for a in v.args) \
            and _given_otherwise(reading, t, lk, set(v.args)):
        # y = \{0; 1\} for a y the document computes elsewhere: the values it takes, written with '=' (y ∈ {0, 1})
        lk.decision = dec.Decision("definition", "environment", f"the values {lk.lhs.strip()} takes, written with "
                                   f"'=' (read as {lk.lhs.strip()} ∈ {lk.rhs.strip()}: a declaration, not checked)")
        return None
    angle = _angle_between(t, v) or _angle_between(v, t)
    if angle is not None and lk.first and reading.env.knows(angle[2], reading.doc.spans[lk.span_index].start) is None \
            and not _given_anywhere(reading, angle[2]):
        a, b, g = angle
        lk.decision = dec.Decision("definition", "environment", f"defines {g}, which nothing defines before, as the "
                                   f"angle between {a} and {b} (the inner product is ‖{a}‖ ‖{b}‖ cos {g})")
        return None
    if not (lk.first or lk.defines or _new_function(reading, lk, t)):
        return None  # (e = a(q, k) = q^T k / \sqrt{d}: a chain's middle term may define the function it applies)
    if isinstance(t, sp.core.function.AppliedUndef) and t.func.__name__ in ("det", "tr", "trace", "Tr"):
        return None  # \\det U = 24: the determinant of a matrix, stated (checked), never a definition of det
    if isinstance(t, sp.core.function.AppliedUndef) and t.func.__name__ in _SOFTMAX_NAMES and len(t.args) == 1 \
            and not lk.defines and not _own_softmax(reading.env, reading.doc.spans[lk.span_index].start):
        arg = t.args[0]
        b = reading.env.knows(arg, reading.doc.spans[lk.span_index].start) if isinstance(arg, sp.Symbol) else None
        if _numbers_of(arg) is not None or (b is not None and _numbers_of(b.value) is not None):
            return None  # softmax(s) = (0.659, …) for s = (2.0, 1.0, 0.1): the standard softmax's value, stated
    primed = _primed_base(t)
    if primed is not None and not lk.defines and _speaks_of_derivatives(reading.doc, lk) \
            and not _rescaled_copy(t, v, primed[0]):
        import sympy as sp

        b = reading.env.knows(sp.Function(primed[0])(sp.Dummy()), reading.doc.spans[lk.span_index].start)
        if b is not None and b.kind == "definition" and len(b.params) == 1:
            return None  # f'(x) = 3x^2 where the document defines f(x) = x^3: its derivative, stated (checked)
    if not isinstance(t, sp.Basic) or not isinstance(v, sp.Basic) or L.literals:
        return None
    if any(_order_of_growth(f) for f in v.atoms(sp.core.function.AppliedUndef)):
        return None  # \\tau = \\mathcal{O}(1): an order of growth, not a value to substitute
    instance = isinstance(t, (sp.Indexed, sp.core.function.AppliedUndef)) and all(
        a.is_Integer for a in (t.indices if isinstance(t, sp.Indexed) else t.args)) and not (
        isinstance(t, sp.core.function.AppliedUndef) and t.func.__name__ in OPERATIONS)  # (‖1‖ = …: a statement)
    member = instance and _member_defined(reading.env, t, reading.doc.spans[lk.span_index].start)
    elsewhere = member and _member_defined_elsewhere(reading, lk, t, v, R.literals)
    lk.new_meaning = bool(elsewhere)
    if instance and not elsewhere and _CONTRASTED.search(_sentence_so_far(reading.doc.text,
                                                                          reading.doc.spans[lk.span_index].start)):
        lk.function_value = True  # ("Unlike the standard scheme, the variant uses θ_1 = b^{-4/d}": a failure is
        #                          another setting's value, withheld)
    if member and not elsewhere:
        current = reading.env.same(Binding("definition", "", t, v), reading.doc.spans[lk.span_index].start)
        if current is not None and not current.params and _same_entries(current.value, v):
            lk.decision = dec.Decision("definition", "environment",  # k_1 = (1, 2) again, on a later slide
                                       f"restates the value of {lk.lhs.strip()} ({current.where})")
        at = reading.doc.spans[lk.span_index].start
        second = _another_number(reading, lk, t, v, R.literals, current, at)
        if second is None:
            return None  # ω_1 = 10000^{2/4} where ω_m is defined: a statement about one member, checked
        if isinstance(second, tuple):  # the text rounds the first value, and the new number is not its rounding
            places = len(lk.rhs.strip().split(".")[1])
            lk.decision = dec.Decision("inconsistent", "arithmetic", f"the text gives {lk.lhs.strip()} rounded, but "
                                       f"{_value_text(current.value)} ({current.where}) rounds to "
                                       f"{float(current.value):.{places}f} at {places} decimals, not {lk.rhs.strip()}",
                                       used=[current])
            return None
        # π_1 = 22/7, then π_1 = 355/113: a new value or a slip, which the text does not say; either may be meant after it
        lk.decision = dec.Decision("undecided", "", f"gives {lk.lhs.strip()} a second number ({current.where} gives "
                                   f"{_value_text(current.value)}): a new value or a slip, which the text does not say; "
                                   f"a relation after it that uses {lk.lhs.strip()} is decided with both",
                                   cause="second value")
        b = Binding("ambiguous", lk.lhs.strip(), t, (current.value, second), where=_where(reading.doc, lk.offset),
                    start=at, end=_section_end(reading.doc, at))
        b.keeps_decision = True
        return b
    if not any(x.target is not None and head(x.target) == head(t)
               for x in reading.env.definitions(reading.doc.spans[lk.span_index].start)):
        t, v = _subscripted_variables(t, v)  # (a family already defined: R_{m_1} is a member of it, checked)
    named = None
    if t == sp.Symbol("i") ** 2 and v == -1:  # "i^2 = -1": the document names the imaginary unit i
        lk.decision = dec.Decision("definition", "environment", "declares i the imaginary unit")
        return Binding("domain", "i", sp.Symbol("i"), domain="imaginary unit",
                       where=_where(reading.doc, lk.offset), start=reading.doc.spans[lk.span_index].start)
    if isinstance(t, sp.core.function.AppliedUndef) and not instance and _value_of_function(t, reading, lk):
        return None  # sinc(2x) = …, σ(-x) = …, g(a + 1) = …, B(a, a) = …: a value of a function, a statement
    if not (is_pattern(t) or instance):
        named = function_pattern(t, v)  # softmax(x_i) = …: a function of a named argument
        if named is None:
            if lk.first or (_new_function(reading, lk, t) and _after_definition(reading, lk)):
                _implicit_definition(reading, lk, t, v, R.literals)  # (l = nll(x^s, y^s; θ) = -log f(…): nll's
                #                                                      definition)
            return None
        t, v = named
    if _uses(v, t):
        b = _update(reading, lk, t, v)  # X = X + F(X) after X is defined: an assignment, or a statement to check
        if b is None and lk.defines and lk.first and v != t:
            lk.decision = dec.Decision("definition", "environment", f"an assignment written with a definition sign "
                                       f"(:=): {lk.lhs.strip()} is set from its own value; read as an assignment, not "
                                       "an equation, and not used to evaluate")
        return b
    # p(\text{left}|l, j) = σ(θ_l v_j) beside p(\text{right}|l, j): a word its value does not use, where the document
    # writes the function with another word there too, is an outcome, a label, not a variable (the \textrm{pos} of
    # PE(\textrm{pos}, 2i) = sin(\textrm{pos}/…) is one; so is the pos of h(\text{pos}, x) = x^2 written alone)
    words = _outcome_words(reading, lk, t) - {str(x) for x in v.free_symbols}
    siblings = _defined_from_siblings_here(reading, lk, t, v)
    lk.new_meaning = lk.new_meaning or siblings
    if head(t) in {head(a) for a in v.atoms(sp.Indexed, sp.core.function.AppliedUndef)} \
            and not _other_outcome(t, v, words) and not siblings:
        if isinstance(t, sp.Indexed) and lk.first and head(v) != head(t) \
                and not all(k.is_Integer for k in t.indices) \
                and reading.env.knows(t, reading.doc.spans[lk.span_index].start) is None:
            lk.decision = dec.Decision("definition", "environment", f"defines {lk.lhs.strip()} by a recurrence (read, "
                                       "not used to evaluate)")
        return None  # p_i = p_j: an equation between two members of a family, not a definition
    computed = None
    if isinstance(t, sp.Symbol):  # q' = R(θ) q with R(θ) and q written out: the vector it is
        from suite.reader.objects import written_value

        computed = written_value(v, reading.env, reading.doc.spans[lk.span_index].start, lk.rhs)
        if computed is not None:
            v = computed[0]
    if _circular(reading, t, v, reading.doc.spans[lk.span_index].start):
        return None  # x[n] = (1/N) Σ X[k] …, X[k] defined through x[n]: a statement (the inverse), not a definition
    if _constrained_before(reading, lk, t):
        return None  # a_m = ⌊n/β^m⌋ mod β after 0 ≤ a_i < β: a statement about the digits, not their definition
    if _value_of_family(reading, lk, t, v):
        return None  # PE_{pos0} = {…} where PE_{(pos, 2i)} is defined: values of the family, a statement
    params = tuple(sorted({p for p in pattern_params(t) - _labels(reading, lk, t) if str(p) not in words}, key=str))
    both = [x for e in (t, v) if isinstance(e, sp.Basic) for x in e.free_symbols if isinstance(x, sp.Symbol)]
    mixed = {p.name for p in params if isinstance(p, sp.Symbol)
             and len({x.is_commutative for x in both if x.name == p.name}) == 2}
    plain = {x: sp.Symbol(x.name) for x in both if x.name in mixed and not x.is_commutative}
    if plain:
        # m_k = 2^{-8k/n} where k_j is a matrix elsewhere: the index and the k of the body are one number
        t, v = t.xreplace(plain), v.xreplace(plain)
        params = tuple(sorted((plain.get(p, p) for p in params), key=str))
    h = head(t)
    if h[0] != "symbol":  # a family's piece: PE(pos, 2i) and PE(pos, 2i+1) are two definitions, omega_k and omega_m one
        h = (h, pattern_shape(t, params))
    if params and not {str(p) for p in params} & {str(x) for x in v.free_symbols} and named is None:
        # (by name: the k of m_k = 2^{-8k/n} is one name, though k_j is a matrix elsewhere and reads noncommutative)
        if isinstance(t, sp.core.function.AppliedUndef) and _set_equal_before(reading, lk, params, v):
            return None  # \phi(m) = \Theta_k(x_n, n) - \theta_k, stated where m = n: its body holds another
            #              variable, not its own: a statement of that case, not the function's definition
        if isinstance(t, sp.core.function.AppliedUndef) and _set_against(reading, lk) \
                and _defined_here(reading, lk, t, anywhere=True):
            # "Unlike dynamic scaling, YaRN instead keeps s(M) = 2": another setting's value, bound nowhere
            lk.decision = dec.Decision("definition", "environment", "the value of another setting, set against the "
                                       "function the document defines or announced as new ('instead', 'unlike', "
                                       "'becomes'): not checked, and not used for what follows")
            return None
        if isinstance(t, sp.core.function.AppliedUndef) and _defined_here(reading, lk, t):
            lk.function_value = True
            return None  # f(M) = 1 after f(L) = max(L, M)/M: its value at M, a statement to check
        params, h = (), (head(t), str(t))  # d_k = 64, P(A) = 0.5: that one instance's value, not the family's
    doc = reading.doc
    span = doc.spans[lk.span_index]
    prev = seen.get(h)
    if prev is None and params and isinstance(t, sp.core.function.AppliedUndef) and _defined_here(reading, lk, t):
        return None  # GELU(-x) = … after GELU(x) = …, U(x_i, x_i) after U(x_i, x_j): a value of it, a statement
    how = _cue(doc, lk.span_index)
    if R.literals:  # a definition's decimals are exact inputs (b = 0.1), not rounded results
        v = v.xreplace({x: sp.Rational(digits) for x, (digits, _) in R.literals.items()})
    given = isinstance(t, sp.Symbol) and given_in_sentence(doc.text, span.start, lk.lhs, [
        (x.start, x.end, body_of(doc, x)) for x in doc.spans if x.kind not in PLAIN and x.end <= span.start])
    # "for $d_k = 64$ it is …, and for $d_k = 16$ it is …": a second case of the sentence, not a statement about d_k
    second_case = how in ("condition", "weak condition") and v.is_number and not params \
        and _valued_before_in_sentence(doc, lk.span_index, lk.lhs)
    if given and not second_case:
        return None  # "给定正整数 n …，满足 n = Σ a_i β^i": a statement about the given n, not its definition
    its_case = v.is_number and (isinstance(t, sp.Symbol) or (isinstance(t, sp.Indexed) and not params)) \
        and _case_of_the_relation_before(reading, lk)
    if its_case:
        prev = None  # "√d_k = 8 in all heads, where d_k = 64": the case of that relation, whatever d_k is elsewhere
    if ((isinstance(t, sp.Symbol) or (isinstance(t, sp.Indexed) and not params))
            and ((how in ("condition", "negated") and (v.is_number or v.has(sp.I)))
                                      or (how == "weak condition" and v.has(sp.I)))) or second_case:
        prev = None  # "当 s = 8 时", "for z = x + iy:", "and for $d_k = 16$ it is …": the condition sets it for its
        #              sentence, whatever it is elsewhere
    choice, list_case = None, False
    if prev is not None:
        current = reading.env.same(Binding("definition", "", t, v, params), span.start)
        if current is not None and current.kind == "definition" and not _is_written_out(v) \
                and how not in ("condition", "weak condition", "negated", "hypothesis") \
                and not _DERIVED_CUE.search(_sentence_so_far(doc.text, span.start)) \
                and not _RESTATEMENT_CUE.search(_sentence_so_far(doc.text, span.start)):
            chosen = getattr(current, "chosen", None)
            if chosen is not None and not v.is_number and not v.has(chosen[1].func):
                choice, applied = chosen  # a = tanh(u) chosen for a = g(u), then "another choice is" a = e^z
            else:
                choice = _chosen_function(reading, current.value, v, lk.offset)
                applied = current.value
        if choice is not None:
            pass  # q_m = f_q(x_m, m) with f_q given nowhere, then q_m = W_q(x_m + p_m): a choice of f_q (below)
        elif (isinstance(t, sp.Symbol) or (isinstance(t, sp.Indexed) and not params)) and v.is_number:
            # (d_k = 16, then d_k = 64 for the large model: a name written with a subscript is a name all the same)
            if current is not None and current.kind == "value" and current.value == v:
                lk.decision = dec.Decision("definition", "environment",
                                           f"restates the value of {lk.lhs.strip()} ({current.where})")
                return None
            if current is not None and current.kind == "definition" and not _announced(doc.text, span.start):
                return None  # Δθ = θ_1 - θ_0, then Δθ = 2: the value it works out, checked against the definition
            lead = _lead_of(doc.text, span.start)
            if current is None and prev.kind == "definition" and (
                    _DERIVED_CUE.search(lead) or _RESTATEMENT_CUE.search(lead) or _RESTATED.search(lead)
                    or _SUMMED_UP.search(lead)):
                return None  # "so for N = 7·10^9, Mem = 15·10^9" after the cases of Mem: a result, not a new value
        elif current is not None and _same_entries(current.value, v):
            lk.decision = dec.Decision("definition", "environment",
                                       f"restates the value of {lk.lhs.strip()} ({current.where})")
            return None
        elif current is not None and _sequence_of(current.value) is not None \
                and _sequence_of(current.value) == _sequence_of(v) and _names_a_sequence(reading, lk, v, span.start):
            pass  # x = (x_1, …, x_n), then x = [x_1, x_3, x_2]: a sequence of the same entries written again, a scope
        elif current is not None and _example_input(reading, lk, t, v, current, span.start):
            return _example_vector(reading, lk, t, v, span)
        elif current is not None and current.kind == "definition" and current.target == t and current.value == v:
            lk.decision = dec.Decision("definition", "environment",  # a recap slide: the same formula again
                                       f"restates the definition of {lk.lhs.strip()} ({current.where}) as written")
            return None
        elif _case(t, v):
            pass  # another case (m = n, then m = n + 1): its own sentence
        elif current is not None and current.kind == "value" and v != current.value \
                and _cases_of_one_list(doc.text, current.start, span.start):
            # "- $E = 0$: all the mass on one key", "- $E = \ln k$: spread evenly": two cases, each its own item's
            current.end = _case_end(doc.text, current.start) if current.end is None \
                else min(current.end, _case_end(doc.text, current.start))
            list_case = True
        elif current is not None and current.kind == "definition" and v != current.value \
                and _cases(doc.text, current.start, span.start, doc.section_at):
            # "- 不考虑 bias，FLOPs = …" then "- 考虑 bias，FLOPs = … + O": each item of the list a case, its own
            # definition, neither a statement about the other; past the list, neither holds
            current.end = _case_end(doc.text, current.start) if current.end is None \
                else min(current.end, _case_end(doc.text, current.start))
            list_case = True
        elif current is not None and current.kind == "definition" and not params and not _is_written_out(v) \
                and v != current.value and (not _same_part(doc, current.start, span.start)
                                            or _announced(doc.text, span.start)) \
                and not _same_expanded(reading.env, span.start, v, current.value):
            pass  # \text{Output} = … in another section, another value: a new meaning from here on
        elif current is not None and current.kind == "definition" and params \
                and _OTHER_SETTING_REFERENCE.search(_sentence_so_far(doc.text, span.start, 80)):
            # "Compared with the original θ_i = 1/10000^{2i/128}", "相比原来的 …": another setting's formula, named for
            # comparison: read, not checked against the one in force, which stays
            lk.decision = dec.Decision("definition", "environment", f"another setting of {lk.lhs.strip()}, named for "
                                       f"comparison ('original', 'compared with', '原来的'): read, not checked against "
                                       f"the one in force ({current.where})")
            return None
        elif current is not None and current.kind == "definition" and params and _offered_instead(doc, current, span):
            # "(e.g., the logistic $$g(u) = …$$ or the more recent leaky unit $$g(u) = …$$)": two choices of g, neither
            # a statement about the other; what follows holds under either or is undecided
            alt = Binding("definition", lk.lhs.strip(), t, v, params, where=_where(doc, lk.offset), start=span.start)
            alt.loosely = "offered as an alternative ('… or …')"
            reading.env.alternatives.append(alt)
            lk.decision = dec.Decision("definition", "environment", f"another definition of {lk.lhs.strip()}, offered "
                                       f"as an alternative to the one at {current.where} ('… or …'): read, not checked "
                                       "against it")
            return None
        elif current is not None and current.kind == "definition" and params:
            bold = _only_bold_between(doc, current.start, span.start)
            lead = _sentence_so_far(doc.text, span.start, 120)
            loose = bold and not (_RECALLED.search(lead) and not _CONTRASTED.search(lead))
            # ("hence", "gives", "即", "等价于…": the words that introduce another method's formula as readily as a
            # restatement; only "recall", "as defined above", "回顾" say it is the same one: helper-165)
            if (_same_part(doc, current.start, span.start) or bold) and not _announced(doc.text, span.start):
                lk.redefines, lk.redefines_loosely = current, loose  # a restatement: checked against the definition,
                # which stays in force (past a line of bold text alone, without "recall", "as defined", "hence": a new
                # definition or a restatement, not told apart, so that a failure is undecided, never a finding);
                alt = Binding("definition", lk.lhs.strip(), t, v, params, where=_where(doc, lk.offset), start=span.start)
                alt.loosely = loose  # (then a relation that holds under the first and fails under it is undecided too)
                reading.env.alternatives.append(alt)  # its own meaning is kept as the other reading of what follows
                return None
            renamed = v.xreplace(_renaming(t, current))
            if renamed == current.value:
                lk.decision = dec.Decision("definition", "environment",  # a recap slide: the same formula again
                                           f"restates the definition of {lk.lhs.strip()} ({current.where}) as written")
                return None
            if _same_expanded(reading.env, span.start, renamed, current.value):
                return None  # the same formula on a later slide, written another way: a statement to check
            standard = {str(b.target) for b in reading.env.in_scope(span.start) if b.source == "standard"}
            if isinstance(t, sp.core.function.AppliedUndef) and one_meaning(t.func.__name__) and any(
                    b.source == "standard" and isinstance(b.target, sp.core.function.AppliedUndef)
                    and b.target.func.__name__ == t.func.__name__ for b in reading.env.bindings) \
                    and not _announced(doc.text, span.start) and not _set_against(reading, lk) \
                    and not (_names_of(v) - _names_of(current.value) - standard - {str(p) for p in params}):
                # a standard function written again in another section in its own names and the standard ones
                # (Ci(x) = γ + ln x + Σ_n … after Ci(x) = -∫_x^∞ cos t/t dt, γ Euler's constant): a restatement, or a
                # definition in other terms; checked against the first (a failure undecided), and kept as the other
                # reading of what follows
                lk.redefines, lk.redefines_loosely = current, "in another part of the document (of a standard function)"
                alt = Binding("definition", lk.lhs.strip(), t, v, params, where=_where(doc, lk.offset), start=span.start)
                alt.loosely = True
                alt.why = (f"{current.name} as first defined at {current.where}",
                           f"its formula at {alt.where}, in another part of the document (of a standard function, "
                           "which the document may restate in other terms or slip in): the two do not agree here")
                reading.env.alternatives.append(alt)
                return None
            # in another section, or announced ("becomes", "变成", "instead"): a new meaning from here on
        elif current is None and prev.kind == "definition" and _new_meaning_elsewhere(reading, lk, t, v, prev,
                                                                                      R.literals):
            lk.new_meaning = True  # y_1 = x_1 + F(x_2) in a later section than y_i = Σ_r a_{ir} v_r: a new meaning from here on
        elif current is None and prev.kind == "definition" and prev.end is not None and prev.end <= span.start \
                and _rows_of_one_table(doc.text, prev.start, span.start):
            list_case = True  # a third row of a table of variants: the row before ended its own case
        elif current is None and prev.kind == "definition" and prev.end is not None and prev.end <= span.start \
                and _another_case(reading, t, span.start):
            list_case = True  # a third item of a list of cases: the one before ended its own case
        else:
            return None  # already defined: a statement to check
    if isinstance(t, sp.Symbol) and v in (sp.I, -sp.I):
        # "i = \\sqrt{-1}": i names the imaginary unit where it is not an index (never substituted blindly: the
        # same document may also use i as a position, see _imaginary_unit)
        return Binding("domain", lk.lhs.strip(), t, domain="imaginary unit", where=_where(doc, lk.offset),
                       start=span.start)
    if params and isinstance(v, sp.Basic) and any(a.func.__name__ in ("partial", "total")
                                                  for a in v.atoms(sp.core.function.AppliedUndef)):
        taken, _ = _derivatives_taken(v, reading.env, span.start, frozenset(), reading.doc)  # v(t) = ds(t)/dt: 10t,
        #                                                                                      before v(2) is asked
        if not any(a.func.__name__ in ("partial", "total") for a in taken.atoms(sp.core.function.AppliedUndef)):
            v = taken
    declared = _case(t, v) and _declared_unit_in(reading, v, span.start)
    if declared and not v.free_symbols - {sp.Symbol("i")}:
        v = v.xreplace({sp.Symbol("i"): sp.I})  # z = 3 + 4i, i declared the unit: a complex value
    kind = "value" if v.is_number and (isinstance(t, sp.Symbol) or not params) else "definition"
    b = Binding(kind, lk.lhs.strip(), t, v, params, where=_where(doc, lk.offset), start=span.start)
    case = _case(t, v) and not declared  # (z = 3 + 4i, i declared the unit: a complex value, not a case of letters)
    b.end, b.cue = _scope_end(doc, how, span.start, span.end, kind, prev is not None, case), how
    if kind == "value" and b.end is not None and b.end == _posed_question_end(doc, span.start):
        # a posed problem's value ("**Question 1:** if the model had $L = 48$ layers, …?") holds for its answer, where
        # the text may also return to the value before it ("而原模型 … 2L = 64"): both are named, neither chosen
        before = reading.env.knows(t, span.start)
        asked = sentence_end(doc.text, span.end)
        if before is not None and before.kind == "value" and before.value != v and asked < b.end:
            reading.env.add(Binding("ambiguous", lk.lhs.strip(), t, (before.value, v), where=_where(doc, lk.offset),
                                    start=asked, end=b.end))
    if declared and v.free_symbols - {sp.Symbol("i")}:  # z = x + i y: the complex number it names, to the next heading
        b.end = _next_heading(doc, span.start)
    if its_case:  # its sentence; then, to its paragraph's end, it or the value before ("‖x‖^2 = d with d = 16. Then
        #            √d = 4" may go on with it, "… with d = 4 in the toy figure. For the real model √d = 8" not)
        scoped = b.end  # (what the cue gives: "When $d = 4$:" and its display, where no sentence end follows)
        stop = _paragraph_end(doc, span.end)
        b.end = sentence_end(doc.text, span.end)
        before = reading.env.knows(t, span.start)
        if before is None or before.kind != "value":
            b.end = stop
        elif before.value != v and b.end < stop:
            reading.env.add(Binding("ambiguous", lk.lhs.strip(), t, (before.value, v), where=_where(doc, lk.offset),
                                    start=b.end, end=stop))
        if scoped is not None and scoped < b.end and b.cue in ("condition", "weak condition"):
            b.end = scoped
    if case and not its_case and b.end is not None:  # "Earlier $m = 4$ … put $m = n$; the MLP has $64 m$ …": past the
        #   case's clause, to its paragraph's end, m may be either (the case, or the value before it): named, not chosen
        before = reading.env.knows(t, span.start)
        stop = _paragraph_end(doc, span.end)
        if before is not None and before.kind == "value" and before.value != v and b.end < stop:
            reading.env.add(Binding("ambiguous", lk.lhs.strip(), t, (before.value, v), where=_where(doc, lk.offset),
                                    start=b.end, end=stop))
    if list_case:
        b.end = _case_end(doc.text, span.start) if b.end is None else min(b.end, _case_end(doc.text, span.start))
    if choice is not None:  # the choice holds to the next heading, and until the document defines f_q itself (a
        #                          case's sentence, s = u^3, does not end it: the choice is for what follows)
        b.end = min(_next_heading(doc, span.start), _function_defined_after(reading, applied, span.end))
        b.chosen = (choice, applied)
        b.note = f"a choice of {choice}, which the document writes without defining it, to the next heading"
    if kind == "value" and how is None and _case_before_in_sentence(doc, lk.span_index) \
            and not (_in_worked_example(doc, span.start) and not _RESULT_BETWEEN.search(
                doc.text, doc.spans[lk.span_index - 1].end if lk.span_index else 0, span.start)
                and not any(b.kind == "definition" and covers(b, t) for b in reading.env.definitions(span.start))):
        # (a worked example's settings listed one after another are not cases of one another; "For s = 1 we get
        # t = 1" still is, and so is "对于 s = 1，t = 1" where t has a definition: a value it takes in that case)
        b.end = sentence_end(doc.text, span.end)  # "For s = 1 this gives t = 1.": t's value in that case only
    near = re.search(r"(?:^|\W)(?:near|around|close to)\s*\$*\s*$", doc.text[max(0, span.start - 16):span.start], re.I)
    moved_to = kind == "value" and re.search(r"(?:^|\W)(?:to|into|finally|becomes?|→)\s*\$*\s*$",
                                             doc.text[max(0, span.start - 16):span.start], re.I) \
        and _CHANGE_VERB.search(_sentence_so_far(doc.text, span.start)) \
        and not _valued_again_in_sentence(doc, lk.span_index, lk.lhs, steps=(1,))
    if kind == "value" and isinstance(t, sp.Symbol) and (near or (
            _valued_again_in_sentence(doc, lk.span_index, lk.lhs)  # (not "two sizes, $d = 4$ and $d = 8$:" before a
            and not re.search(r"[:：]\s*$", doc.text[span.end:sentence_end(doc.text, span.end)]))):  # list: either
        if not moved_to:  # ("from $d = 64$ to $d = 128$", "finally to $L = 8192$": the last value holds on)
            b.end = sentence_end(doc.text, span.end)  # "φ = 0 gives the highest frequency and φ = 1 the lowest": two
            #                                            cases of one sentence, neither the value of φ beyond it
        for x in reading.env.in_scope(span.start):  # ("first to L = 4096 and finally to L = 8192", "a base near
            if x.source == "document" and x.kind == "value" and x.target == t and x.start < span.start:  # b = 10000":
                x.end = span.start if x.end is None else min(x.end, span.start)  # no earlier value holds after it
    if computed is not None:  # computed from an example's q: it holds no further than q does
        ends = [x for x in [b.end] + [u.end for u in computed[1]] if x is not None]
        b.end = min(ends) if ends else None
        b.formula, b.computed_from = (R.expr, lk.rhs), computed[1]
    if prev is None:
        seen[h] = b
    b.start = _where_clause(doc, lk.span_index, b.start, lk.lhs.strip())
    shown = _whole_shown_after(reading, lk, v) if kind == "value" else None
    if shown is not None:  # n = 2 \times 28672 / 2550 = 22: what follows may use n as 22.49 or as the 22 shown
        either = Binding("ambiguous", b.name, t, (v, shown), where=b.where, start=span.end, end=b.end)
        either.shown_rounded = True  # (the value and its rounding, whichever the sentence goes on with)
        reading.env.add(either)
    if kind == "value" and _inline_where(doc, lk.span_index):
        # "…, where $d = 128$." with another d in scope: that sentence's d; after it either may be meant
        stop = SENTENCE_END.search(doc.text, span.end)
        stop = stop.start() if stop else len(doc.text)
        earlier = [x for x in reading.env.in_scope(stop) if x.kind == "value" and x.target == t and x.value != v]
        if earlier:
            ends = [x for x in (b.end, earlier[0].end) if x is not None]
            reading.env.add(Binding("ambiguous", b.name, t, (earlier[0].value, v), where=b.where, start=stop,
                                    end=min(ends) if ends else _section_end(doc, stop)))
        b.end = stop if b.end is None else min(b.end, stop)
    row = _row_span(doc.text, span.start) if kind == "value" else None
    if row is not None:  # | Base | $d = 512$ | … |: a table's row is a setting of its own; its values hold in it only
        b.end = row[1] if b.end is None else min(b.end, row[1])
        before = next((x for x in reading.env.in_scope(span.start) if x.kind == "value" and x.target == t
                       and x.start < span.start and _row_span(doc.text, x.start) is None), None)
        if before is not None and before.value != v:
            # "n = 3 for the toy model", then | Full | $n = 12$ |, then "for the full model, 2n = 24": after the
            # table either may be meant
            reading.env.add(Binding("ambiguous", lk.lhs.strip(), t, (before.value, v), where=b.where, start=row[1],
                                    end=_section_end(doc, row[1])))
    return b


def _own_components(reading: Reading, lk: Link) -> None:
    """``y = (y_1, \\ldots, y_n)`` (a tuple, a column or a row of the name's own components in order, with an
    ellipsis) that binds nothing: it names the vector of its components, a declaration (not a claim)."""
    import sympy as sp

    try:
        t, v = reading.parse(lk.lhs, lk.complex_form).expr, reading.parse(lk.rhs, lk.complex_form).expr
    except Exception:  # noqa: BLE001
        return
    if _components_of(t, v) and sp.Symbol("…") in (list(v) if isinstance(v, sp.MatrixBase) else v.args):
        lk.decision = dec.Decision("definition", "environment", f"names the vector of the components of "
                                   f"{lk.lhs.strip()} ({lk.rhs.strip()}): a declaration, not checked")


def _components_of(t, v) -> bool:
    """Whether ``v`` is a tuple, a column or a row of ``t``'s own components (``t`` a name; every entry but an
    ellipsis ``t_k`` or ``t(k)``, two at least, none the same twice)."""
    import sympy as sp

    if isinstance(v, sp.MatrixBase) and 1 in v.shape:  # a column [e_1; \vdots; e_J] or a row
        v = sp.Tuple(*list(v))
    if not isinstance(t, sp.Symbol) or not isinstance(v, sp.Tuple):
        return False
    entries = [a for a in v.args if a != sp.Symbol("…")]
    name = t.name

    def component(a) -> bool:
        if isinstance(a, sp.Indexed):
            return str(a.base) == name and len(a.indices) == 1
        return isinstance(a, sp.core.function.AppliedUndef) and a.func.__name__ == name and len(a.args) == 1

    if not (len(entries) >= 2 and len(set(entries)) == len(entries) and all(component(a) for a in entries)):
        return False
    # in order: t_1, t_2, …, t_n (or from 0; one index written as a name, the last): not (x_2, …, x_n, x_1)
    at = [a.indices[0] if isinstance(a, sp.Indexed) else a.args[0] for a in entries]
    numbers = [k for k in at if k.is_Integer]
    return bool(numbers) and numbers[0] in (0, 1) and numbers == list(range(int(numbers[0]), int(numbers[0]) + len(numbers))) \
        and at[:len(numbers)] == numbers and len(at) - len(numbers) <= 1


def _named_result(reading: Reading, links: list, n: int, parse, seen: dict) -> Binding | None:
    """The last link of a chain that names what it computed on its right (``f_q(x_m, m) = R_{θ,m} W_q x_m = q_m``): a
    definition of that name, written right to left, when nothing defines the name before, no other formula gives it
    (as a side alone, before or after), and the chain's other sides do not write it.  None otherwise."""
    import dataclasses

    import sympy as sp

    lk = links[n]
    if lk.first or lk.rel != "=" or lk.note or lk.chain_end:
        return None
    if n + 1 < len(links) and not links[n + 1].first and links[n + 1].span_index == lk.span_index:
        return None  # not the chain's last link
    if not (n and links[n - 1].first and links[n - 1].span_index == lk.span_index and links[n - 1].decision is not None
            and links[n - 1].decision.status == "definition" and links[n - 1].decision.reason.startswith("binds")):
        return None  # ∫_0^a x^2 dx = a^3/2 = I: a claim's value named, which may be wrong; only f(x) = … = y names
    try:
        L, R = parse(lk.lhs, lk.complex_form), parse(lk.rhs, lk.complex_form)
    except Exception:  # noqa: BLE001 - an unread side names nothing
        return None
    t, v = R.expr, L.expr
    if not isinstance(t, (sp.Symbol, sp.Indexed)) or not isinstance(v, sp.Basic) or R.literals or v.is_number \
            or isinstance(v, (sp.Symbol, sp.Indexed, sp.core.function.AppliedUndef)) \
            or not re.fullmatch(r"[^\W\d_]\w*", head(t)[1]):
        return None  # (v_48 = E_{[48,:]}: one name for another, not a computation named)
    if isinstance(t, sp.Indexed) and not all(isinstance(i, sp.Symbol) for i in t.indices):
        return None
    at = reading.doc.spans[lk.span_index].start
    name = head(t)[1]
    if reading.env.knows(t, at) is not None or any(
            isinstance(b.target, sp.Basic) and name in _unlabelled_names(b.target)
            for b in reading.env.definitions(at)):
        return None
    chain = [x for x in links[:n] if x.span_index == lk.span_index]
    start = max((k for k, x in enumerate(chain) if x.first), default=None)
    if start is None:
        return None
    for x in chain[start:]:
        for side in (x.lhs, x.rhs):
            try:
                if name in _unlabelled_names(parse(side, x.complex_form).expr):
                    return None  # the chain writes the name elsewhere: a statement about it
            except Exception:  # noqa: BLE001
                return None
    for other in reading.links:
        if other is lk or other.rel not in ("=", "≔"):
            continue
        for e in _side_exprs(parse, other):
            if isinstance(e, (sp.Symbol, sp.Indexed)) and head(e)[1] == name:
                return None  # the name is given elsewhere on its own: then this relation states something about it
    reversed_ = dataclasses.replace(lk, lhs=lk.rhs, rhs=lk.lhs, first=True, decision=None)
    b = _definition(reading, reversed_, parse, seen)
    if b is None or reversed_.decision is not None:
        return None
    lk.decision = dec.Decision("definition", "environment", f"names the chain's result {lk.rhs.strip()} (written on "
                               f"the right, read as {lk.rhs.strip()} = {lk.lhs.strip()})")
    b.keeps_decision = True
    return b


def _unlabelled_names(e) -> set:
    """``_names_in`` without the labels of indexed functions (the g of ``R_g(q, k, m - n)``, the q of ``f_q(x_m, m)``:
    they name which R or f, not the function g or the vector q)."""
    import sympy as sp

    if not isinstance(e, sp.Basic):
        return set()
    labels = _function_labels(e)
    return _names_in(e.xreplace({x: sp.Dummy() for x in labels}) if labels else e)


def _function_labels(e) -> set:
    """The labels of the indexed functions ``e`` applies: the symbol first among their arguments (f_q(x_m, m) is
    the function ``f_`` at (q, x_m, m))."""
    import sympy as sp

    return {a.args[0] for a in e.atoms(sp.core.function.AppliedUndef)
            if a.func.__name__.endswith("_") and a.args and isinstance(a.args[0], sp.Symbol)}


def _given_otherwise(reading: Reading, x, lk: Link, members: set) -> bool:
    """Whether other '='s of the document give ``x`` (a side alone) values that are not a set written out — an
    expression, or numbers among ``members`` — and none outside them (y = σ(z) or y = 1 and y = 0 elsewhere make
    y = {0; 1} the values y takes; D = {d_1, d_2} or y = 5 elsewhere make it a claim)."""
    import sympy as sp

    found = False
    for other in reading.links:
        if other is lk or other.rel not in ("=", "≔"):
            continue
        sides = _side_exprs(reading.parse, other)
        if len(sides) != 2:
            continue  # (an unread side: the link gives nothing)
        for a, b in (sides, sides[::-1]):
            if a != x or not isinstance(b, sp.Basic) or isinstance(b, (sp.Symbol, sp.Indexed)):
                continue  # (T = S: a name for another, which says nothing of the values)
            if isinstance(b, sp.core.function.AppliedUndef) and b.func.__name__ == "set":
                if set(b.args) == members:
                    continue  # the same declaration again (a later slide)
                return False  # another set elsewhere: then this is a statement about that set
            if b.is_number and b not in members:
                return False  # y = 5 elsewhere: y = {0; 1} is not the values it takes
            found = True
    return found


def _given_anywhere(reading: Reading, x, but: Link | None = None) -> bool:
    """Whether some formula of the document (other than ``but``) gives the symbol ``x`` a value or a definition
    (``x = …`` or ``… = x`` as a link whose side is x alone), before or after: then a relation that uses it is a
    statement about it."""

    for other in reading.links:
        if other.rel not in ("=", "≔") or other is but:
            continue
        if any(e == x for e in _side_exprs(reading.parse, other)):
            return True
    return False


def _angle_between(p, q):
    """(a, b, γ) when ``p`` is the inner product of a and b (⟨a, b⟩, a · b, aᵀb) and ``q`` is ‖a‖ ‖b‖ cos γ with γ a
    bare name: the relation that defines the angle γ between two vectors; None otherwise."""
    import sympy as sp

    if isinstance(p, sp.core.function.AppliedUndef) and p.func.__name__ == "inner" and len(p.args) == 2:
        a, b = p.args
    elif isinstance(p, sp.Mul) and len(p.args) == 2:
        tr = [x for x in p.args if isinstance(x, sp.Function) and x.func.__name__ == "transpose" and len(x.args) == 1]
        if len(tr) != 1:
            return None
        a, b = tr[0].args[0], next(x for x in p.args if x is not tr[0])
        if not p.is_commutative and p.args[0] is not tr[0]:
            return None  # b aᵀ: an outer product
    else:
        return None
    if not (isinstance(a, sp.Symbol) and isinstance(b, sp.Symbol)) or a == b or not isinstance(q, sp.Mul):
        return None
    cos = [x for x in q.args if isinstance(x, sp.cos) and isinstance(x.args[0], sp.Symbol)]
    norms = sorted(str(x.args[0]) for x in q.args if isinstance(x, (sp.Abs, sp.Function)) and not isinstance(x, sp.cos)
                   and (isinstance(x, sp.Abs) or x.func.__name__ == "norm") and len(x.args) == 1)
    if len(cos) != 1 or len(q.args) != 3 or norms != sorted([str(a), str(b)]):
        return None
    return a, b, cos[0].args[0]


def _outcome_words(reading: Reading, lk: Link, t) -> set:
    """The word written as the first argument of ``t`` (``p(\\text{left}|l, j)``: {"left"}) when some formula of the
    document writes the same function with another word first (``p(\\text{right}|l, j)``); empty otherwise."""
    import sympy as sp

    m = _WORD_FIRST.match(lk.lhs.strip())
    if not (m and isinstance(t, sp.core.function.AppliedUndef)):
        return set()
    again = re.compile(r"(?<![A-Za-z\\])" + re.escape(m.group(1)) + _WORD_AFTER_NAME)
    others = {x.group(1) for other in reading.links for x in again.finditer(other.lhs + " " + other.rhs)}
    return {m.group(2)} if others - {m.group(2)} else set()


def _other_outcome(t, v, words: set) -> bool:
    """``p(\\text{right}|l, j) = 1 - p(\\text{left}|l, j)``: every member of t's family on the right differs from t in
    an argument written as a word (an outcome, a label), so the relation defines t from another member."""
    import sympy as sp

    if not (words and isinstance(t, sp.core.function.AppliedUndef)):
        return False
    at = [k for k, x in enumerate(t.args) if isinstance(x, sp.Symbol) and x.name in words]
    same = [a for a in v.atoms(sp.core.function.AppliedUndef) if head(a) == head(t)]
    return bool(at) and all(
        len(a.args) == len(t.args) and any(isinstance(a.args[k], sp.Symbol) and a.args[k] != t.args[k] for k in at)
        for a in same)


_JOINED = re.compile(r"\s*(?:[,，、]|and|以及|和|与|及)\s*")


def _sequence_of(v) -> str | None:
    """The name whose entries the tuple ``v`` lists, nothing else (``(x_1, x_2, \\ldots, x_n)``, ``[x_1, x_3, x_2]``:
    "x"), or None: such a value only names a sequence's entries, so a second one is a new sequence, not a claim."""
    import sympy as sp

    if not isinstance(v, sp.Tuple) or len(v.args) < 2:
        return None
    bases = {str(a.base) for a in v.args if isinstance(a, sp.Indexed) and len(a.indices) == 1}
    rest = [a for a in v.args if not (isinstance(a, sp.Indexed) and len(a.indices) == 1)
            and not (isinstance(a, sp.Symbol) and a.name == "…")]
    return next(iter(bases)) if len(bases) == 1 and not rest else None


# the prose asserts that a rewritten sequence is the same ("leaves it unchanged", "不改变", "変わらない")
_SAME = re.compile(r"(?:^|\W)(?:unchanged|same|equal|equals|identical|invariant|still|remains?)(?:\W|$)|不变|不改变|相同|"
                   r"等于|一样|変わらない|同じ|等しい", re.I)


def _names_a_sequence(reading: Reading, lk: Link, v, at: int) -> bool:
    """Whether the tuple ``v`` (of one name's entries, written again) only names a sequence: no entry has a value in
    scope (then it is a vector to check), and the sentence leading in neither derives it ("therefore", "したがって")
    nor says it is the same as before ("leaves the vector unchanged", "不改变")."""
    import sympy as sp

    if any(reading.env.knows(a, at) is not None for a in v.atoms(sp.Indexed)):
        return False
    lead = _sentence_so_far(reading.doc.text, at)
    return not (_DERIVED_BEFORE.search(lead) or _SAME.search(lead))


def _constrained_before(reading: Reading, lk: Link, t) -> bool:
    """Whether inequalities earlier in the document bound a member of the family ``t`` from below and from above
    (``0 \\le a_i < \\beta``, the digits of ``n = \\sum a_i \\beta^i``): the family is already introduced as unknowns, so
    a later ``a_m = …`` states something about it (how to compute it), it does not define it.  (A bound alone, the
    ``\\beta_{i+1}`` of ``a_i < \\beta_{i+1}``, does not make a family unknowns.)"""
    import sympy as sp

    if not isinstance(t, sp.Indexed):
        return False
    name = head(t)[1]
    below = above = False
    for x in reading.links:
        if x.offset >= lk.offset:
            break
        if x.rel not in ("<", ">", "≤", "≥"):
            continue
        for k, side in enumerate((x.lhs, x.rhs)):
            try:
                e = reading.parse(side, x.complex_form).expr
            except Exception:  # noqa: BLE001 - an unread side bounds nothing
                continue
            if isinstance(e, sp.Indexed) and str(e.base) == name:  # a side that is a member itself: 0 ≤ a_i
                larger = (k == 1) == (x.rel in ("<", "≤"))
                below, above = below or larger, above or not larger
    return below and above


def _value_of_family(reading: Reading, lk: Link, t, v) -> bool:
    """Whether ``t = [\\ldots]`` lists values of a family the document defines, under a name that writes none of the
    family's variables (``PE_{pos0} = \\{…\\}`` or ``PE = \\{…\\}`` where ``PE_{(pos, 2i)}`` is defined): a worked
    evaluation of the family, a statement, not a new name."""
    import sympy as sp

    if not isinstance(t, (sp.Symbol, sp.Indexed)) or not isinstance(v, (sp.Tuple, sp.MatrixBase)):
        return False
    name = head(t)[1]
    at = reading.doc.spans[lk.span_index].start
    for b in reading.env.definitions(at):
        kind, family = (head(b.target) or (None, None))[:2]
        if b.params and kind in ("indexed", "function") and (family == name or name.startswith(family + "_")) and (
                not isinstance(t, sp.Indexed) or not (t.free_symbols & (set(b.params) | v.free_symbols))):
            return True  # (p_i = [\sin(\omega_0 i), …] writes the family's own variable i: a definition of p_i)
    return False


def _renaming(t, current: Binding) -> dict:
    """The variables of the pattern ``t`` renamed to those of ``current``'s pattern (``e_{a,b}`` to ``e_{j,j'}``)."""
    import sympy as sp

    mine = t.indices if isinstance(t, sp.Indexed) else getattr(t, "args", ())
    theirs = current.target.indices if isinstance(current.target, sp.Indexed) else getattr(current.target, "args", ())
    if len(mine) != len(theirs):
        return {}
    return {a: b for a, b in zip(mine, theirs) if isinstance(a, sp.Symbol) and isinstance(b, sp.Symbol)}


def _same_expanded(env, at: int, a, b) -> bool:
    """Whether two right sides are one value written two ways once the environment is substituted (``a(q_j, k_{j'})``
    with a(q, k) = q^T k / \\sqrt{d}, and ``\\frac{1}{\\sqrt{d}} q_j^T k_{j'}``): a restatement to check, not a new
    meaning."""
    import sympy as sp

    try:
        a, b = env.expand(a, at)[0], env.expand(b, at)[0]
        return sp.count_ops(a) + sp.count_ops(b) <= 200 and sp.expand(a - b) == 0
    except Exception:  # noqa: BLE001 - not compared: another value
        return False


def _cue(doc: Document, k: int) -> str | None:
    """How the prose introduces formula ``k`` (``condition_before``); a formula joined to the one before it by a comma
    or "and" alone ("对于 $L_{\\max} = 2048$，$d = 64$：", "for $m = 1$ and $n = 2$") shares that one's cue."""
    span = doc.spans[k]
    how = condition_before(doc.text, span.start, span.end)
    seen = 0
    while how is None and k > 0 and seen < 8:
        prev = doc.spans[k - 1]
        if prev.kind in PLAIN or not _JOINED.fullmatch(doc.text[prev.end:span.start]):
            break
        k, span, seen = k - 1, prev, seen + 1
        how = condition_before(doc.text, span.start, span.end)
    return how


# a choice the text permits rather than makes ("you can set", "we may take", "不妨设", "可以取")
_PERMITTED_CHOICE = re.compile(r"\b(?:can|could|may|might)\s+(?:\w+\s+)?(?:set|take|assume|choose|put|let)\s*$|"
                               r"(?:不妨|可以)(?:设|取|令)\s*$", re.I)


def _scope_end(doc: Document, how: str | None, start: int, end: int, kind: str, again: bool, case: bool = False):
    """Where a binding stated by the formula at ``start``…``end`` stops holding (None: the end of the document), by
    how the prose introduces it (``condition_before``): a condition ("when m = 0", a value "for $d = 512$"), an aside ("(m =
    0)", "such as d = 512") holds to the end of its sentence, and so does a definition stated as a supposition
    ("suppose f(x) = x^2"), and so does a case (m = n + 1, i = j), with the display it introduces when it ends in a
    colon ("for z = x + iy:"); a value stated for a worked example or a supposition ("the simplest case,
    d = 2", "取 d=4", "假设 d=8") holds to the next heading, and a second value of a name already bound to the end of
    its section.
    (Within that scope, a relation that writes the symbol itself away from the example's paragraph is also decided
    without the value: ``_without_remote_values``.)"""
    stop = sentence_end(doc.text, end)
    if kind == "value" and _PERMITTED_CHOICE.search(_sentence_so_far(doc.text, start)):
        return _through_displays(doc, end, stop)  # "without loss of generality you can set $b = 0$": a choice the
        #                                           reader may make for that step, its sentence, not a value onward
    if (case or how in ("condition", "negated", "weak condition")) and re.match(r"\s*[:：]\s*$", doc.text[end:stop]) \
            and _display_at(doc, stop):
        return _display_at(doc, stop)  # "for z = x + iy:", "when m = 0:" and the display it introduces
    aside = _parenthesised(doc.text, start, end) or _in_parentheses(doc.text, start, end, stop)
    line_start = doc.text.rfind("\n", 0, start) + 1
    if aside and kind == "value" and _SETTINGS_LABEL.fullmatch(doc.text, line_start, _line_end(doc.text, end)):
        return _next_heading(doc, start)  # "**MiniMind settings** (head_dim=64):": a label, read as a heading
    if kind == "value" and (aside or how in ("condition", "weak condition")) \
            and re.match(r"[ \t]*#{1,6}[ \t]", doc.text[line_start:start]) \
            and _heading_sets(doc.text, line_start, start, end, _line_end(doc.text, end), bool(aside)):
        return _next_heading(doc, start)  # "### 示例（假设 ω = 1, m = 1, n = 2）", "## Scaling up ($L = 80$)", "### For
        #                                   $d = 8$": a heading's own values hold in its section
    if how in ("condition", "weak condition") and kind == "value" and not aside \
            and (re.search(r"[:：]\W{0,4}$", _before_list(doc.text[end:stop])) or LIST_OPENER.search(doc.text[end:stop])):
        # ("For $d_k = 64$ the scale factors are" and the LaTeX list it opens, with or without its colon)
        block = _colon_block_end(doc.text, stop, _is_page(doc))  # "for $d = 512$ we have:" and the list or display
        if block is not None:
            return block
    if how in ("condition", "weak condition") and kind == "value" and not aside:
        block = _block_after_colon(doc, end, stop, r"[^.。!?！？;；:：$\n]{0,30}", stop)  # "当$m = 0$时：" and its
        if block is not None:  # display, which its sentence runs through
            return block
    lead = _LEAD_PARENTHESIS_END.match(doc.text[end:stop + 1]) if aside and kind == "value" \
        and how not in ("condition", "negated") else None
    if lead is not None:  # "For the default base ($b = 10000, d = 128$):" and the list after it: the values in
        block = _colon_block_end(doc.text, end + lead.end(), _is_page(doc))  # parentheses that end the sentence's
        if block is not None:  # lead are the setting of the block the colon introduces (never further)
            return block
    if kind == "value" and how == "weak condition" and not aside and _in_worked_example(doc, start):
        return _example_section_end(doc, start)  # "## Worked Example: …" then "trained at $L = 4096$": its setting
    posed = _posed_question_end(doc, start) if kind in ("value", "definition") and not aside \
        and how not in ("condition", "negated") else None
    if posed is not None and doc.text[stop:stop + 1] in ("?", "？"):
        return posed  # "**Question 1:** How many parameters does a model with $D=4096$ have?": its answer's values
    if how in ("condition", "negated") or aside or (
            how == "hypothesis" and kind != "value") or (how == "weak condition" and kind == "value") or (
            doc.text[stop:stop + 1] in ("?", "？")):
        out = _through_displays(doc, end, stop)  # "when m = 0", "(m = 0)", "such as d = 512", "why d = 64 or d =
        #                                          128?": this sentence
        return _with_its_display(doc, end, stop, out) if how == "hypothesis" and not aside else out  # ("assume
        #                                          $F = 4D$:" and its display; not an aside, "Unlike the toy ($d = 4$):")
    if case:
        return _with_its_display(doc, end, stop, stop)  # m = n + 1, i = j: a case holds in its sentence (the next case
        #                                                 is another)
    if how == "example" and (kind == "value" or again):  # (a definition given again too: "Suppose only the first
        return _example_section_end(doc, start)  # d/4 pairs rotate: θ_i = …" holds in its section, not for the θ_i
        #                                          of the sections after it; "考虑频率 f_m = 1/ω_m" defines f_m on)
    if kind == "value" and how == "hypothesis":
        return _next_heading(doc, start)
    if kind == "value" and again:
        return _section_end(doc, start)  # a worked example's d = 4: its section
    if _THIS_SECTION.search(_sentence_so_far(doc.text, start) + doc.text[end:stop]):
        return _section_end(doc, start)  # "throughout this section we use d = 64": to its section's end
    return _special_case_end(doc, start)


# a heading that names a special case ("### 二维情况", "The simplest case: d = 2", "A 2-D toy"): what its
# section (and its subsections) defines is that case's, not the general setting's of the sections after it
_SPECIAL_CASE_HEADING = re.compile(r"二维|一维|最简单|特例|特殊情况|(?i:(?<![\w.])[12]-?d(?![\w-])|\b(?:two|one)[- ]dimensional\b|"
                                   r"simplest|special\s+case|\btoy\b)")
# … unless it names the step beyond it ("From 2D to d dimensions", "Beyond the simplest case", "二维推广到高维"; not "in
# general form", "extending complex multiplication", "一般写法", "任意角度": helper-166)
_GENERAL_HEADING = re.compile(r"(?i:\bto\s+(?:d|n|higher|many|any)\b|\bgeneral\s+case\b|\bgenerali[sz]\w*|\bbeyond\b)|→|"
                              r"推广到|一般情形|一般情况|高维")


def _special_case_end(doc: Document, at: int) -> int | None:
    """Where the section that holds ``at``, or a section it lies in, titled as a special case (``_SPECIAL_CASE_HEADING``)
    ends: the next heading of that section's level or above; None when no enclosing section is one."""
    enclosing: list = []  # the sections that hold ``at``, outermost first
    for sec in doc.sections:
        if sec.start > at:
            break
        while enclosing and enclosing[-1].level >= sec.level:
            enclosing.pop()
        enclosing.append(sec)
    for sec in enclosing:
        if _SPECIAL_CASE_HEADING.search(sec.title) and not _GENERAL_HEADING.search(sec.title):
            return next((x.start for x in doc.sections if x.start > at and x.level <= sec.level), len(doc.text))
    return None


# words between two formulas that make the second a result of the first: "For $s = 1$ we get $t = 1$"
_RESULT_BETWEEN = re.compile(r"\b(?:we get|gets?|gives?|giving|yields?|then|so|thus|hence|is|becomes?)\b|得|则|即|有", re.I)


def _in_worked_example(doc: Document, at: int) -> bool:
    """Whether the section holding ``at`` is titled as a worked example ("## Worked Example: Computing the NTK Base",
    "### 示例", "\\subsection{Example}"): there a value given "at" or "for" ("trained at $L = 4096$") is the example's
    setting, not a condition of its sentence."""
    sec = doc.section_at(at)
    return sec is not None and bool(_EXAMPLE_HEADING.search(sec.title)) and not _OTHER_SETTING_HEADING.search(sec.title)


# a sentence that limits what it states to its section ("throughout this section", "in this chapter", "本节")
_THIS_SECTION = re.compile(r"(?:^|\W)(?:this|the present|the current)\s+(?:sub)?(?:section|chapter|part)(?:\W|$)|"
                           r"本节|这一节|本章|本部分", re.I)


# a line that is a bold label with values in parentheses, introducing what follows: "**MiniMind settings**
# (head_dim=64):"
_SETTINGS_LABEL = re.compile(r"[ \t]*\*\*[^*\n]{1,60}\*\*[ \t]*\([^()\n]{1,60}\)[ \t]*[:：][ \t]*")


def _line_end(text: str, at: int) -> int:
    k = text.find("\n", at)
    return len(text) if k < 0 else k


def _before_list(text: str) -> str:
    """``text`` (a sentence's rest) without the LaTeX list opening that ends it (``\\begin{itemize}``), right-stripped:
    what a colon test reads."""
    m = LIST_OPENER.search(text)
    return (text[:m.start()] if m else text).rstrip()


def _block_after_colon(doc: Document, end: int, stop: int, lead: str, bound: int) -> int | None:
    """The end of the display or list that a colon after the formula ending at ``end`` introduces (the colon before
    ``stop``, after text that ``lead`` matches), when that block ends by ``bound``; else None."""
    colon = re.match(lead + r"[:：]", _before_list(doc.text[end:stop]))
    if colon is None:
        return None
    block = _colon_block_end(doc.text, end + colon.end(), _is_page(doc))
    opens_list = LIST_OPENER.match(doc.text[end + colon.end():stop] + "\n") is not None  # (its items end sentences)
    return block if block is not None and (block <= bound or opens_list) else None


def _with_its_display(doc: Document, end: int, stop: int, out: int) -> int:
    """``out``, the end of a binding's sentence at ``stop``; or, where the sentence ends in a colon that introduces a
    display or a list ("assume $F = 4D$, $D = NH$ and $N = K$:" and the display after it), the end of that block,
    which completes the sentence."""
    block = _block_after_colon(doc, end, stop, r"[ \t]*", out)  # "Assume $F = 4D$:" and its display, where no
    if block is not None:  # full stop ends the sentence after it
        return block
    if out == stop and re.search(r"[:：]\W{0,4}$", _before_list(doc.text[end:stop])):
        return _colon_block_end(doc.text, stop, _is_page(doc)) or stop
    return out


def _through_displays(doc: Document, end: int, stop: int) -> int:
    """``stop``, or, where a display formula ends at ``end`` with its sentence (nothing but space before ``stop``) and
    more displays follow it directly, the end of the last of them: a sentence that runs on through a displayed
    derivation ("since e.g. $$f(x) = e^{g(x)}$$ $$f'(x) = e^{g(x)} g'(x)$$ so …") holds what it states in all of
    them."""
    if doc.text[end:stop].strip():
        return stop
    displays = _displays(doc)
    if not any(b == end for _, b in displays):
        return stop
    out = stop
    while True:
        nxt = out + len(doc.text[out:]) - len(doc.text[out:].lstrip())
        d = next((x for x in displays if x[0] == nxt), None)
        if d is None:
            return out
        out = d[1]


def _in_parentheses(text: str, start: int, end: int, stop: int) -> bool:
    """The formula stands inside parentheses that open earlier in its sentence and close before it ends ("(e.g., $d =
    512$ or $d = 768$)"): an aside, unless the sentence says the value holds throughout ("for all computations").
    Brackets inside formulas (an interval ``(0, 1]``) are not counted."""
    window = text[max(0, start - 400):start]
    ends = list(_STRONG_END.finditer(window))
    opening = max(0, start - 400) + (ends[-1].end() if ends else 0)
    m = _STRONG_END.search(text, end)
    stop = max(stop, m.start() if m else len(text))

    def prose(x: str) -> str:
        return re.sub(r"\$\$.*?\$\$|\$[^$]*\$|\\\(.*?\\\)|\\\[.*?\\\]", " ", x, flags=re.S)

    if _GLOBAL_ASIDE.search(prose(text[opening:stop])):
        return False
    before, after = prose(text[opening:start]), prose(text[end:stop])
    depth = before.count("(") + before.count("（") - before.count(")") - before.count("）")
    if not (depth > 0 and (")" in after or "）" in after)):
        return False
    k = max(before.rfind("("), before.rfind("（"))
    m = re.search(r"[)）]", after)
    inside = before[k + 1:] + " " + after[:m.start()]
    return not _GLOBAL_INSIDE.search(inside)  # "(we use $d = 512$ throughout)": not an aside


_GLOBAL_ASIDE = re.compile(r"\b(?:for all (?:the )?(?:computations|calculations|examples|experiments|figures|the rest)|"
                           r"throughout (?:this|the) (?:note|post|paper|article|document|tutorial|chapter)|"
                           r"in all (?:the )?(?:computations|examples|experiments))\b|全文|本文(?:中|均|都)|下文(?:均|都)|以下(?:均|都)",
                           re.I)
# said inside the parentheses that hold the value: it holds beyond its sentence
_GLOBAL_INSIDE = re.compile(r"\b(?:throughout|always|everywhere|in (?:every|all)|for (?:all|every))\b|所有|全部|始终|一律|全文|均",
                            re.I)
_STRONG_END = re.compile(r"[。！？!?]|(?<!\be\.g)(?<!\bi\.e)(?<!\bcf)(?<!\bvs)(?<!\betc)(?<!\bal)(?<!\bEq)(?<!\bFig)"
                         r"(?<!\bSec)\.\s|\n\s*\n")  # a sentence's end for an aside (";" and "et al." inside one do not end it)
_LIST_LINE = re.compile(LIST_MARK)


def _ambiguous_lists(reading: Reading) -> list[Binding]:
    """"We compare two sizes, $d = 4$ and $d = 8$:" and a list or display: there, and to the end of the section, d may
    be either value (kind "ambiguous", naming the values; a value the document restates counts too)."""
    import sympy as sp

    doc = reading.doc
    groups: dict = {}
    for lk in reading.links:
        if lk.rel != "=" or not lk.first or doc.spans[lk.span_index].kind in PLAIN:
            continue
        try:
            t, v = reading.parse(lk.lhs).expr, reading.parse(lk.rhs).expr
        except Exception:  # noqa: BLE001
            continue
        if isinstance(t, sp.Symbol) and isinstance(v, sp.Expr) and v.is_number:
            stop = sentence_end(doc.text, doc.spans[lk.span_index].end)
            groups.setdefault((stop, t), []).append((lk, v))
    out = []
    for (stop, t), found in groups.items():
        values = list(dict.fromkeys(v for _, v in found))
        last = doc.spans[found[-1][0].span_index].end
        if len(values) < 2 or not re.search(r"[:：]\W{0,4}$", _before_list(doc.text[last:stop])):
            continue
        if _colon_block_end(doc.text, stop, _is_page(doc)) is None:
            continue
        lk = found[0][0]
        out.append(Binding("ambiguous", lk.lhs.strip(), t, tuple(values), where=_where(doc, lk.offset), start=stop,
                           end=_section_end(doc, stop)))
    return out


def _values_of_one_paragraph(reading: Reading) -> list[Binding]:
    """A name one paragraph or table gives two different numbers that both hold past it ("$d_k = 64$ for the base
    model; $d_k = 128$ for the big one", a table's rows, a value restated beside a new one): after that paragraph, as
    long as the longest of those values holds, it may be either (kind "ambiguous", naming the values), until the
    document gives it a value again.  Not a value that holds only in its sentence (an aside, "e.g. $d = 1024$"), and not a change of
    setting ("we change d from 64 to 128": the last holds)."""
    import sympy as sp

    doc, out = reading.doc, []

    def paragraph(at: int) -> tuple[int, int]:
        return doc.text.rfind("\n\n", 0, at), _paragraph_end(doc, at)

    groups: dict = {}
    ends: dict = {}  # the scopes' ends of the values: the ambiguity lasts as long as the longest of them
    for b in reading.env.bindings:
        if b.kind != "value" or b.source != "document" or not isinstance(b.target, (sp.Symbol, sp.Indexed)) \
                or not isinstance(b.value, sp.Expr) or not b.value.is_number:
            continue
        begin, stop = paragraph(b.start)
        if b.end is not None and b.end <= stop:
            continue  # (an aside's or a condition's value: its sentence only)
        groups.setdefault((begin, stop, b.target), []).append((b.start, b.value))
        ends.setdefault((begin, stop, b.target), []).append(b.end)
    for lk in reading.links:  # a value restated in the paragraph ("| base | $d_k = 64$ |" under a new row)
        if lk.decision is None or not lk.decision.reason.startswith("restates the value of") \
                or doc.spans[lk.span_index].kind in PLAIN:
            continue
        try:
            t, v = reading.parse(lk.lhs).expr, reading.parse(lk.rhs).expr
        except Exception:  # noqa: BLE001
            continue
        at = doc.spans[lk.span_index].start
        key = (*paragraph(at), t)
        if key in groups and isinstance(v, sp.Expr):
            groups[key].append((at, v))
    for (begin, stop, t), found in groups.items():
        found.sort(key=lambda x: x[0])
        values = list(dict.fromkeys(v for _, v in found))
        if len(values) < 2 or _CHANGE_VERB.search(_sentence_so_far(doc.text, found[-1][0], limit=400)):
            continue
        first = next((b for b in reading.env.bindings if b.kind == "value" and b.target == t
                      and b.start >= found[0][0]), None)
        if first is None:
            continue
        scopes = ends[(begin, stop, t)]
        out.append(Binding("ambiguous", first.name, t, tuple(values), where=first.where, start=stop,
                           end=None if None in scopes else max(scopes)))
        # (as long as the values hold: either may be meant until the document gives the name a value again)
    return out


# what may stand between a value and the alternative the prose offers for it: a short aside in brackets, a comma,
# then "or" ("$\text{base} = 10000$ (the paper's) or $500000$ (a long-context model's)", "$d = 64$ 或 $d = 128$")
_OR_BETWEEN = re.compile(r"\s*(?:[(（][^()（）$\n]{0,40}[)）])?\s*[,，]?\s*(?:or|或者?|oder|ou)\s*(?:else\s+)?$", re.I)


def _or_alternatives(reading: Reading) -> list[Binding]:
    """"$\\text{base} = 10000$ (the paper's) or $500000$", "$k = 2$ or $k = 3$": a name given a value and, in
    the next formula after "or", another (written alone or as the same name's value): from there to the end of the
    section it may be either (kind "ambiguous", naming the values), so an item that holds with one and fails with
    the other is undecided, never judged with the first alone nor with the last."""
    import sympy as sp

    doc = reading.doc
    spans = doc.spans
    out = []
    for lk in reading.links:
        if lk.rel != "=" or not lk.first or spans[lk.span_index].kind in PLAIN or lk.span_index + 1 >= len(spans):
            continue
        span, nxt = spans[lk.span_index], spans[lk.span_index + 1]
        if nxt.kind in PLAIN or not _OR_BETWEEN.fullmatch(doc.text[span.end:nxt.start]):
            continue
        try:
            t, v = reading.parse(lk.lhs).expr, reading.parse(lk.rhs).expr
        except Exception:  # noqa: BLE001
            continue
        if not (isinstance(t, sp.Symbol) and isinstance(v, sp.Expr) and v.is_number):
            continue
        body = body_of(doc, nxt).strip()
        own = [x for x in reading.links if x.span_index == lk.span_index + 1]
        try:
            if own and len(own) == 1 and own[0].rel == "=" and reading.parse(own[0].lhs).expr == t:
                other = reading.parse(own[0].rhs).expr  # k = 2 or k = 3
            elif not own:
                other = reading.parse(body).expr  # base = 10000 or 500000
            else:
                continue
        except Exception:  # noqa: BLE001
            continue
        if not (isinstance(other, sp.Expr) and other.is_number) or other == v:
            continue
        where = _where(doc, lk.offset)
        own_value = [b for b in reading.env.bindings if b.kind == "value" and b.target == t and b.where == where]
        if not own_value:
            continue  # (a value the reader did not take: a condition, a list's item)
        end = own_value[-1].end  # (an aside's values hold in its sentence only, "(e.g., d = 1024 or d = 4096)")
        end = _section_end(doc, nxt.end) if end is None else end
        # until the document gives the name a value again ("we take $\text{base} = 10000$ throughout")
        later = [spans[x.span_index].start for x in reading.links if x.first and x.rel == "="
                 and x.span_index > lk.span_index + 1 and nxt.end < spans[x.span_index].start < end
                 and spans[x.span_index].kind not in PLAIN and _parses_to(reading, x.lhs, t)]
        out.append(Binding("ambiguous", lk.lhs.strip(), t, (v, other), where=where, start=nxt.end,
                           end=min(later) if later else end))
    return out


def _parses_to(reading: Reading, tex: str, target) -> bool:
    try:
        return reading.parse(tex).expr == target
    except Exception:  # noqa: BLE001
        return False


# where a paragraph ends: a blank line, or in a page (HTML) an HTML block's end or start (a page's text keeps its
# tags: <p>…</p>, and has no blank lines)
_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n|</(?:p|li|div|ul|ol|blockquote|section)>|<(?:p|h[1-6]|li|div)(?=[\s>])", re.I)
_LEADING_TAGS = re.compile(r"(?:\s|</?(?:p|div|li|ul|ol|span|br)\b[^>]*>)*", re.I)


def _is_page(doc: Document) -> bool:
    return doc.name.lower().endswith((".html", ".htm", ".xhtml"))


_LATEX_LIST_TAG = re.compile(r"\\(begin|end)\s*\{\s*(?:itemize|enumerate|description)\s*\}")


def _latex_list_end(text: str, at: int) -> int | None:
    """The end of the ``\\end{itemize}`` (enumerate, description) that closes the LaTeX list holding or opening at
    ``at`` (nested lists counted), or None when none closes it."""
    depth = 0 if re.match(r"\s*\\begin\s*\{\s*(?:itemize|enumerate|description)\s*\}", text[at:at + 60]) else 1
    for m in _LATEX_LIST_TAG.finditer(text, at):
        depth += 1 if m.group(1) == "begin" else -1
        if depth == 0:
            return m.end()
    return None


def _colon_block_end(text: str, at: int, page: bool = False) -> int | None:
    """The end of the list or display that a sentence ending in a colon introduces right after it (from ``at``), or
    None when something else follows."""
    if page:
        html_list = HTML_LIST_OPEN.match(text, at)
        if html_list is not None:  # "…we get:</p>\n<ul>\n<li>$\sqrt{d} = 2$</li>…</ul>": to the list's end
            return html_list_end(text, html_list.end(), html_list.group(1).lower())
    begin = (_LEADING_TAGS if page else re.compile(r"\s*")).match(text, at).end()  # (in a page, "…:</p><p>$$…")
    if begin >= len(text):
        return None
    nxt = (_PARAGRAPH_BREAK if page else _BLANK_LINE).search(text, begin)
    para_end = nxt.start() if nxt else len(text)
    para = text[begin:para_end]
    lines = [x for x in para.split("\n") if x.strip()]
    if text.startswith("\\item", begin) or LIST_OPENER.match(text[begin:begin + 40] + "\n") is not None \
            or re.match(r"\\begin\s*\{\s*(?:itemize|enumerate|description)\s*\}", text[begin:]):
        close = _latex_list_end(text, begin)  # (a LaTeX list, blank lines or not: to its \end{itemize})
        if close is not None:
            return close
    if lines and _LIST_LINE.match(lines[0]) and all(_LIST_LINE.match(x) or x.startswith((" ", "\t")) for x in lines):
        return para_end
    if para.lstrip().startswith(("$$", "\\[", "\\begin")):
        return _displays_end(text, begin, para_end)
    return None


# a consequence between two displays, and the display after it: "and therefore $$…$$", "so $$…$$", "which gives"
_THEN_DISPLAY = re.compile(r"[,.]?\s*(?:and\s+)?(?:therefore|thus|hence|so|then|which\s+gives|giving|we\s+get|it\s+follows"
                           r"(?:\s+that)?)[,:]?\s*(?=\$\$|\\\[|\\begin\{)", re.I)


def _displays_end(text: str, begin: int, para_end: int) -> int:
    """The end of the displays that open at ``begin`` one after another (white space between): where the prose after
    them starts in the same paragraph ("Assume $F = 4D$:" ``$$2DF = 8D^2$$`` "For the SwiGLU variant, …": the
    assumption's display, not the sentence after it), else ``para_end``."""
    at = begin
    while True:
        k = at + len(text[at:para_end]) - len(text[at:para_end].lstrip())
        m = re.match(r"\$\$.*?\$\$|\\\[.*?\\\]|\\begin\{([A-Za-z*]+)\}.*?\\end\{\1\}", text[k:para_end], re.S)
        if m is None:
            then = _THEN_DISPLAY.match(text, k, para_end) if at != begin else None
            if then is not None:  # ("… and therefore $$4DF = 16D^2$$": the assumption's consequence goes on)
                at = then.end()
                continue
            return para_end if k >= para_end or at == begin else at
        at = k + m.end()


def _example_section_end(doc: Document, at: int) -> int:
    """Where a worked example stated at ``at`` ends: the next heading, or, when its section goes on in subsections
    ("## A worked example", then "### Step 1"), the next heading of its section's level or above; a section whose
    level the document uses once (its title) does not hold its subsections' examples."""
    sec = doc.section_at(at)
    later = [x for x in doc.sections if x.start > at]
    if sec is None or not later or later[0].level <= sec.level \
            or sum(1 for x in doc.sections if x.level == sec.level) < 2:
        return _next_heading(doc, at)
    return next((x.start for x in later if x.level <= sec.level), len(doc.text))


def _next_heading(doc: Document, at: int) -> int:
    """Where the next heading after ``at`` starts (the end of the document when none does): a worked example's end."""
    return next((x.start for x in doc.sections if x.start > at), len(doc.text))


def _display_at(doc: Document, at: int) -> int | None:
    """The end of the display formula that starts right after ``at`` (blank space between), or None."""
    rest = doc.text[at:at + 400]
    nxt = at + len(rest) - len(rest.lstrip())
    return next((x.end for x in doc.spans if x.kind == "display" and x.start == nxt), None)


def local_end(doc: Document, b: Binding) -> int:
    """The end of the paragraph (and of the derivation displayed right after it) in which ``b`` is stated: the part of
    the document that is about that value (``example_end``)."""
    if getattr(b, "_local_end", None) is None:
        b._local_end = example_end(doc.text, b.start, _displays(doc), [x.start for x in doc.sections])
    return b._local_end


def _displays(doc: Document) -> list[tuple[int, int]]:
    return [(x.start, x.end) for x in doc.spans if x.kind == "display"]


_WHERE = re.compile(r"^\s*(?:其中|这里|此处|式中|ここで|(?:where|here)\b)\s*[,，:：]?\s*(?:\n" + LIST_MARK + r")?\s*$", re.I)


def _new_function(reading: Reading, lk: Link, t) -> bool:
    """Whether ``t`` applies a function (to named arguments) that nothing in scope defines yet."""
    import sympy as sp

    if not isinstance(t, sp.core.function.AppliedUndef) or t.func.__name__ in _OPS:
        return False
    return reading.env.knows(t, reading.doc.spans[lk.span_index].start) is None


def _names_in(e) -> set:
    """The names ``e`` is built from: its symbols (not indices or bound variables), indexed families and functions
    (not the operations the reader writes: transpose, norm, …)."""
    import sympy as sp

    from suite.reader.environment import OPERATIONS

    if not isinstance(e, sp.Basic):
        return set()
    out = {str(a.base) for a in e.atoms(sp.Indexed)}
    out |= {a.func.__name__ for a in e.atoms(sp.core.function.AppliedUndef) if a.func.__name__ not in OPERATIONS}
    bare = e.xreplace({a: sp.Dummy() for a in e.atoms(sp.Indexed)})
    bound = {lim[0] for s_ in e.atoms(sp.Sum, sp.Product, sp.Integral) for lim in s_.limits}
    out |= {x.name for x in bare.free_symbols - bound if isinstance(x, sp.Symbol) and not isinstance(x, sp.Dummy)}
    return out


# words before a formula that state it as a consequence or a fact (then it is a claim, not a step of an algorithm)
_CLAIM_BEFORE = re.compile(
    r"\b(?:hence|thus|therefore|so|then|consequently|accordingly|equivalently|clearly|obviously|note|notice|since|because|"
    r"implies|means|shows?|proves?|follows?|gives|yields|becomes|substitut\w*|rearrang\w*|simplif\w*|expand\w*|"
    r"we\s+(?:have|get|obtain|find|see|know|can\s+write)|one\s+(?:has|gets|obtains|finds)|this\s+(?:is|gives|yields|means)|"
    r"that\s+is|in\s+other\s+words|i\.e\.|which\s+(?:is|gives|means|yields))\b|"
    r"所以|因此|故|于是|即|则|得到|可得|可知|显然|注意|因为|由于|由此|可见|看出|表明|从而|推出|等价|也就是|换句话说|代入|化简|展开", re.I)


# the prose right before a formula that gives a worked example its input ("take", "let", "for example,", "取", "设"),
# with at most a few words between ("now take the query $q = …$"); never a result ("gives", "we get")
_INPUT_CUE = re.compile(r"(?:\b(?:take|let|set|choose|pick|suppose|assume|consider|say|with)\b|"
                        r"\bfor\s+(?:example|instance)\b,?|\be\.g\.,?|取|设|令|假设|例如|比如|对于)"
                        r"[^.,;:!?$。，；：！？]{0,25}$", re.I)


def _input_before(doc: Document, k: int) -> bool:
    """Whether the prose before formula ``k`` gives it as a worked example's input (``_INPUT_CUE``); a formula joined
    to the one before it by a comma or "and" shares that one's cue (``take θ = π/2 and q = (1, 0)``)."""
    seen = 0
    while True:
        span = doc.spans[k]
        before = doc.text[max(0, span.start - 60):span.start]
        if _INPUT_CUE.search(before):
            return True
        if k == 0 or seen >= 8:
            return False
        prev = doc.spans[k - 1]
        if prev.kind in PLAIN or not _JOINED.fullmatch(doc.text[prev.end:span.start]):
            return False
        k, seen = k - 1, seen + 1


def _free_components(reading: Reading, t, at: int) -> Binding | None:
    """The definition in scope at ``at`` that writes the vector ``t`` as its free entries (``\\mathbf{q} = (q_1,
    q_2)``), stated before any worked example's value of it."""
    import sympy as sp

    for b in reversed(reading.env.bindings):
        if b.target != t or b.source != "document" or b.kind != "definition" or b.start > at \
                or (b.end is not None and b.end <= at) or not isinstance(b.value, sp.Tuple):
            continue
        if b.cue == "example":
            continue  # an example's value: look past it
        entries = b.value.args
        if all(isinstance(x, (sp.Symbol, sp.Indexed)) for x in entries) and len(set(entries)) == len(entries) \
                and all(reading.env.knows(x, b.start) is None for x in entries):
            return b
        return None
    return None


def _example_input(reading: Reading, lk: Link, t, v, current: Binding, at: int) -> bool:
    """Whether ``t = v`` gives a worked example its input: ``v`` a written vector of numbers, introduced as an input
    ("take", "for example,", "取"), where the document wrote ``t`` as its free entries or gave it another value of the
    same length before (another example): not a statement about ``t``."""
    import sympy as sp

    if not (isinstance(v, sp.Tuple) and all(isinstance(x, sp.Expr) and x.is_number for x in v.args)):
        return False
    if not _input_before(reading.doc, lk.span_index):
        return False
    old = current.value
    if not isinstance(old, (sp.Tuple, sp.MatrixBase)) or len(old) != len(v.args):
        return False
    free = _free_components(reading, t, at)
    return free is not None or all(isinstance(x, sp.Expr) and x.is_number for x in (
        old.args if isinstance(old, sp.Tuple) else list(old)))


def _example_vector(reading: Reading, lk: Link, t, v, span) -> Binding:
    """The worked example's vector, and its components where the document wrote it as free entries (``q = (1, 2)``:
    q_1 = 1, q_2 = 2), to the next heading."""
    doc = reading.doc
    end = _next_heading(doc, span.start)
    where = _where(doc, lk.offset)
    free = _free_components(reading, t, span.start)
    if free is not None:
        for name, value in zip(free.value.args, v.args):
            reading.env.add(Binding("value", str(name), name, value, where=where, start=span.start, end=end,
                                    cue="example"))
    entries = f" (its entries, defined at {free.where}, are {', '.join(map(str, free.value.args))})" if free else ""
    lk.decision = dec.Decision("definition", "environment", f"a worked example's input: {lk.lhs.strip()} = "
                               f"{lk.rhs.strip()}{entries}, to the next heading")
    b = Binding("definition", lk.lhs.strip(), t, v, where=where, start=span.start, end=end, cue="example")
    reading.env.add(b)
    _recompute_derived(reading, t, span.start, end)
    return None  # (bound here, with the vectors computed from it)


def _recompute_derived(reading: Reading, t, at: int, end: int) -> None:
    """The vectors computed from ``t`` (``q' = R(\\theta) q``) follow its new value from ``at``: computed again with it
    there (to ``end`` at most), or no longer bound where they cannot be."""
    from suite.reader.objects import written_value

    for cb in list(reading.env.bindings):
        formula = getattr(cb, "formula", None)
        if formula is None or not cb.covers(at) or not any(u.target == t for u in cb.computed_from):
            continue
        cb.end = at
        new = written_value(formula[0], reading.env, at, formula[1])
        if new is None:
            continue
        ends = [x for x in [end] + [u.end for u in new[1]] if x is not None and x > at]
        nb = Binding(cb.kind, cb.name, cb.target, new[0], cb.params, where=cb.where, start=at, end=min(ends, default=None))
        nb.formula, nb.computed_from = formula, new[1]
        reading.env.add(nb)


def _update(reading: Reading, lk: Link, t, v) -> Binding | None:
    """``X_{att} = X + X_{att}``, ``X_{att} = LayerNorm(X_{att})``: a name the document has defined (as a formula,
    not a number), set again, alone in its formula, from its own value — an assignment, as the steps of an algorithm
    are written, not an equation (which would say X = 0).  Its new value is the right side with the name's value in
    force before it; that holds from here.  None (a statement to check) when the relation is part of a longer chain,
    stated as a condition, an equation to solve or a recurrence over an index, or when the name is not defined."""
    import sympy as sp

    doc = reading.doc
    span = doc.spans[lk.span_index]
    if not isinstance(t, (sp.Symbol, sp.Indexed)) or not lk.first or lk.rel != "=" or lk.defines:
        return None
    if span.kind != "display" or sum(1 for x in reading.links if x.span_index == lk.span_index) != 1:
        return None  # an inline formula, or X = X + Y = …: a step of a derivation
    hole = sp.Dummy()
    if not (v.xreplace({t: hole}).atoms(sp.Symbol, sp.Indexed) - {hole}) and not any(
            isinstance(f, sp.core.function.AppliedUndef) and f.func.__name__ not in _OPS for f in v.atoms(sp.Function)):
        return None  # c = 2c^2 - 1, S = S^T: an equation in the name alone (a claim or one to solve), not an assignment
    if _CLAIM_BEFORE.search(_sentence_so_far(doc.text, len(doc.text[:span.start].rstrip()))):
        return None  # "hence X = X + Y", "we have …": a statement
    current = reading.env.knows(t, span.start)
    if current is None or current.kind != "definition" or current.params or current.target != t \
            or current.source != "document" \
            or not isinstance(current.value, sp.Basic) or current.value.is_number \
            or isinstance(current.value, sp.MatrixBase) or _uses(current.value, t):
        return None
    paragraph = doc.text[max(0, span.start - 300):span.start].split("\n\n")[-1]
    if _cue(doc, lk.span_index) in ("condition", "negated", "weak condition") or _UNKNOWNS_CUE.search(paragraph):
        return None
    if v == t or (v - t).is_zero:
        return None  # X = X: not an assignment
    new = v.xreplace({t: current.value})
    b = Binding("definition", lk.lhs.strip(), t, new, (), where=_where(doc, lk.offset), start=span.start,
                end=current.end)  # (it holds as far as the value it updates did)
    b.keeps_decision = True
    lk.decision = dec.Decision("definition", "environment", f"an update (an assignment, as an algorithm's steps are "
                               f"written): {lk.lhs.strip()} is set from its own value as defined at {current.where}; "
                               "read as its new definition from here, not as an equation")
    return b


# functions whose meaning is standard (a variance, a probability, a softmax, a trace, an entropy, …): a relation that
# applies one to an expression states something about it; it does not define it
_STANDARD_FUNCTIONS = frozenset({
    "partial", "total", "nabla", "Var", "var", "Cov", "cov", "Corr", "corr", "E", "P", "p", "Pr", "Prob", "std", "mean", "sigma",
    "softmax", "Softmax", "sigmoid", "Sigmoid", "logistic", "exp", "log", "ln", "lg", "sin", "cos", "tan", "cot", "sec",
    "csc", "tanh", "sinh", "cosh", "arcsin", "arccos", "arctan", "relu", "ReLU", "GELU", "gelu", "SiLU", "silu", "Swish",
    "swish", "softplus", "Softplus", "max", "min", "sup", "inf", "argmax", "argmin", "det", "tr", "Tr", "trace",
    "rank", "diag", "sgn", "sign", "abs", "floor", "ceil", "round", "mod", "gcd", "lcm", "LayerNorm", "RMSNorm",
    "BatchNorm", "erf", "erfc", "Gamma", "Beta", "B", "N", "Normal", "Ci", "Si", "sinc", "KL", "D_KL", "H", "I", "CE",
    "MSE", "Re", "Im", "arg", "binom", "dim", "span", "vec"})


# the words that present a formula as derived from what came before, strictly ("gives", "we have", "that is" also
# introduce another scheme's formula: "The NTK-by-parts scheme gives s(M) = 2")
_STRICTLY_DERIVED = re.compile(r"(?:^|\W)(?:hence|thus|therefore|consequently|it follows|i\.e\.|equivalently)(?:\W|$)|"
                               r"因此|所以|于是|故而|由此可得", re.I)


def _set_against(reading: Reading, lk: Link) -> bool:
    """Whether the sentence of ``lk`` sets its formula against another ("instead", "unlike", "whereas") or announces
    a new definition ("becomes")."""
    at = reading.doc.spans[lk.span_index].start
    return bool(_CONTRASTED.search(_sentence_so_far(reading.doc.text, at)) or _announced(reading.doc.text, at))


def _derives_or_restates(reading: Reading, lk: Link) -> bool:
    """Whether the sentence of ``lk`` presents its formula as following from what came before or as restating it
    ("hence", "so" opening it, "i.e.", "recall", "in particular")."""
    lead = _sentence_so_far(reading.doc.text, reading.doc.spans[lk.span_index].start)
    return bool(_STRICTLY_DERIVED.search(lead) or _RECALLED.search(lead) or _RESTATING_LEAD.search(lead))


def _defined_here(reading: Reading, lk: Link, t, anywhere: bool = False) -> bool:
    """Whether the application ``t`` is, at other arguments, a function the document defines with a pattern in the
    section where ``lk`` stands, or ``anywhere`` in scope (``GELU(-x)`` after ``GELU(x) = …``; ``f(M)`` after ``f(L) =
    …``)."""
    doc = reading.doc
    at = doc.spans[lk.span_index].start
    return any(b.params and b.target is not None and head(b.target) == head(t) and b.target != t
               and (anywhere or doc.section_at(b.start) is doc.section_at(at)) and _instance_of(b, t)
               for b in reading.env.definitions(at))


def _instance_of(b: Binding, t) -> bool:
    """Whether ``t`` is the function ``b`` defines taken at other arguments that are values, not events
    (``GELU(-x)`` of ``GELU(x)``; not ``p(y = k | x)`` of ``p(y | x)``, another notation)."""
    from suite.reader.environment import _event_of_names

    sol = match_pattern(b.target, b.params, t)
    return sol is not None and not any(_event_of_names(v) for v in sol.values())


def _value_of_function(t, reading: Reading | None = None, lk: Link | None = None) -> bool:
    """Whether the application ``t`` states a value of a function rather than defining it: a standard function
    (``_STANDARD_FUNCTIONS``) applied to anything but names, an argument shifted or negated (``g(a + 1)``,
    ``σ(-x)``, ``logit(1 - p)``), a name repeated (``B(a, a)``), or a multiple (``g(2x)``) with no other piece
    of the function beside it (``PE(pos, 2i)`` and ``PE(pos, 2i + 1)`` define it piece by piece) after a claim word
    or where the prose introduced the function before."""
    import sympy as sp

    from suite.reader.environment import _event_of_names

    args = t.args
    names = [a for a in args if isinstance(a, sp.Symbol)]
    if len(set(names)) != len(names):
        return True
    named = [a for a in args if isinstance(a, sp.Symbol) or _event_of_names(a) or (
        isinstance(a, sp.Indexed) and all(isinstance(i, sp.Symbol) for i in a.indices))]
    if t.func.__name__ in _STANDARD_FUNCTIONS and len(named) != len(args) and not (
            reading is not None and lk is not None and _pieces(reading, lk, t)):
        return True  # (softmax(x_i) = …, p(y = k | x) = … define; sinc(2x) = … states; P(k, 2i) = … beside
        #             P(k, 2i + 1) = … defines a P that is no probability, piece by piece)
    for a in args:
        if isinstance(a, sp.Symbol) or not isinstance(a, sp.Expr) or not a.is_commutative or len(a.free_symbols) != 1:
            continue  # (R(\\pi)q, a matrix times a vector: no shifted or scaled argument)
        x = next(iter(a.free_symbols))
        c = a.coeff(x, 1)
        if not (a.is_polynomial(x) and sp.degree(a, x) == 1) or a == x:
            continue
        if c in (1, -1):
            return True
        if reading is not None and lk is not None and c.is_Integer \
                and not _other_piece(reading, lk, t, list(args).index(a), c) and (
                    _CLAIM_BEFORE.search(_sentence_so_far(reading.doc.text, reading.doc.spans[lk.span_index].start))
                    or _function_given_elsewhere(reading, lk, t.func.__name__)):
            return True  # "Let g be the squaring function. Then g(2x) = 2x^2": a statement, not g's definition
    return False


def _pieces(reading: Reading, lk: Link, t) -> bool:
    """Whether an argument of ``t`` is c·x + b (c an integer ≥ 2) and another '=' gives the function at another residue
    (P(k, 2i) and P(k, 2i + 1)): the function is defined piece by piece."""
    import sympy as sp

    for k, a in enumerate(t.args):
        if isinstance(a, sp.Expr) and a.is_commutative and len(a.free_symbols) == 1:
            x = next(iter(a.free_symbols))
            if not x.is_commutative or not a.is_polynomial(x) or sp.degree(a, x) != 1:
                continue  # (∇_{z(x)} l: a bold, non-commuting name is no index)
            c = a.coeff(x, 1)
            if c.is_Integer and abs(c) >= 2 and _other_piece(reading, lk, t, k, c):
                return True
    return False


def _other_piece(reading: Reading, lk: Link | None, t, k: int, c) -> bool:
    """Whether another '=' of the document defines the function of ``t`` at argument ``k`` as c·x + b with another
    residue b (PE(pos, 2i + 1) beside PE(pos, 2i))."""
    import sympy as sp

    mine = t.args[k]
    for other in reading.links:
        if other is lk or other.rel not in ("=", "≔", ":="):
            continue
        try:
            e = reading.parse(other.lhs, other.complex_form).expr
        except Exception:  # noqa: BLE001 - an unread side defines nothing
            continue
        if not isinstance(e, sp.core.function.AppliedUndef) or e.func != t.func or len(e.args) != len(t.args):
            continue
        a = e.args[k]
        if isinstance(a, sp.Expr) and len(a.free_symbols) == 1:
            x = next(iter(a.free_symbols))
            if a.is_polynomial(x) and sp.degree(a, x) == 1 and a.coeff(x, 1) == c \
                    and (a.coeff(x, 0) - mine.coeff(next(iter(mine.free_symbols)), 0)) % c != 0:
                return True
    return False


# operations whose result a relation states (the name they apply to is defined elsewhere, not by that relation)
_STATED_OPERATIONS = frozenset({"nabla", "partial", "total", "norm", "inner", "indicator", "member", "set"})


def _after_definition(reading: Reading, lk: Link) -> bool:
    """Whether the link before ``lk`` in its chain is a definition (l(f(x^s), y^s) = nll(x^s, y^s) = …: the chain
    defines as it goes; after a claim, (a + b)^2 = G(a + b) = a^2 + b^2, it states)."""
    k = next((n for n, x in enumerate(reading.links) if x is lk), None)
    if not k:
        return False
    before = reading.links[k - 1]
    return before.span_index == lk.span_index and before.decision is not None \
        and before.decision.status == "definition"


# words that announce a definition just before a formula
_DEFINITION_CUE = re.compile(r"(?:\bdefinitions?\b|\bdefined?\b|\bdefines\b|\bwe\s+define\b|\bas\s+follows\b|定义|记为|记作)",
                             re.I)


def _function_given_elsewhere(reading: Reading, lk: Link, name: str) -> bool:
    """Whether the document gives the function ``name`` anywhere else: another '=' that defines it on its left side
    (``where f(t) = t^2``; a restatement written as ``lk`` is not), or the name alone in a formula before ("Let $f$
    denote the squaring function")."""
    import sympy as sp

    written = (" ".join(lk.lhs.split()), " ".join(lk.rhs.split()))
    for other in reading.links:
        if other is lk or other.rel not in ("=", "≔"):
            continue
        if (" ".join(other.lhs.split()), " ".join(other.rhs.split())) == written:
            continue
        try:
            e = reading.parse(other.lhs, other.complex_form).expr
        except Exception:  # noqa: BLE001 - an unread side gives nothing
            continue
        if isinstance(e, sp.core.function.AppliedUndef) and e.func.__name__ == name and is_pattern(e):
            return True  # (f(t) = t^2 defines f; ⟨f(q, m), f(k, n)⟩ = g(q, k, m - n) only asks for a g)
    at = reading.doc.spans[lk.span_index].start
    if _DEFINITION_CUE.search(reading.doc.text[max(0, at - 200):at]):
        return False  # "the following definitions of f_q, f_k and g:": the name in words before, defined here
    for span in reading.doc.spans:
        if span.start >= at or span.kind in PLAIN:
            continue
        try:
            e = reading.parse(body_of(reading.doc, span), False).expr
        except Exception:  # noqa: BLE001
            continue
        if isinstance(e, sp.Symbol) and e.name == name:
            return True
    return False


def _implicit_definition(reading: Reading, lk: Link, t, v, literals: dict | None = None) -> None:
    """A first '=' whose left side is built on one name that nothing defines yet, written as more than a name
    (``\\sigma^2 = \\frac{1}{d} \\sum_j (x_j - \\mu)^2``, ``\\mathbf{o}^\\top = \\mathrm{softmax}(…) V``,
    ``f(\\mathbf{q}, (\\mathbf{k}_1, \\mathbf{v}_1), \\ldots) = …``), and whose right side does not use it but uses
    other names: the document defines that name there.  The link is marked a definition; nothing is bound (the
    reader does not solve for the name)."""
    import sympy as sp

    from suite.reader.environment import OPERATIONS
    from suite.reader.units import unit_symbols

    if lk.rel != "=" or lk.note or not isinstance(v, sp.Basic) or not isinstance(t, sp.Basic):
        return
    if unit_symbols(t):
        return  # 7\text{B} \times 2 = 14\text{ GB}: a number with its unit, not a name defined
    if not _DERIVED_CUE.search(_sentence_so_far(reading.doc.text, reading.doc.spans[lk.span_index].start)) \
            and _of_an_angle(reading, lk, t, v):
        return  # ("which is just multiplication by R(mθ) = …": R, which nothing else defines, defined in passing; not
        #          "hence R(mθ) = …", a claim)
    if _CLAIM_BEFORE.search(_sentence_so_far(reading.doc.text, reading.doc.spans[lk.span_index].start)):
        return  # "so 2I = a^3", "hence …": a statement
    if any(a.func.__name__ in _STATED_OPERATIONS for a in t.atoms(sp.core.function.AppliedUndef)):
        return  # ∇L = X^T (Xw - y), ‖x‖^2 = x^T x: a statement about an operation on the name, not its definition
    heads_ = _names_in(t) - _index_names(t)
    at = reading.doc.spans[lk.span_index].start
    if len(heads_) == 2 and isinstance(t, sp.Mul) and not t.is_commutative:
        if any(_occurrences(t, h) > 1 for h in heads_):
            return  # (X W)^{-1} X = W^{-1}: a name met twice is constrained, not defined
        # R^d_{Θ,m} x = (x_1, …) ⊗ (cos mθ_1, …) + …: how an operator nothing defines acts on the vector it is applied to
        right = _names_in(v)
        bases = _names_in(t.replace(lambda e: isinstance(e, sp.Pow), lambda e: e.base))  # (not an exponent: R_1^n)
        op = [h for h in heads_ if h not in right and h in bases]
        arg = [h for h in heads_ if h in right]
        if _unread_elision(v):
            return  # its right side writes elided entries that follow no pattern: not read as a definition
        if len(op) == 1 and len(arg) == 1 and not any(
                isinstance(b.target, sp.Basic) and op[0] in _names_in(b.target) for b in reading.env.definitions(at)) \
                and not _written_alone(reading, op[0]):
            lk.decision = dec.Decision("definition", "environment", f"defines how {op[0]} acts on {arg[0]} (its left "
                                       f"side, {lk.lhs.strip()}, applies {op[0]}, which nothing else defines: read, not "
                                       "used to evaluate)")
        return
    if len(heads_) != 1 and isinstance(t, sp.core.function.AppliedUndef) and t.func.__name__ not in OPERATIONS \
            and re.fullmatch(r"[^\W\d_]\w*", t.func.__name__) and t.func.__name__ not in _STANDARD_FUNCTIONS \
            and not any(a.is_number for a in t.args) \
            and t.func.__name__ not in set().union(*(_names_in(a) for a in t.args)) \
            and not _function_given_elsewhere(reading, lk, t.func.__name__) \
            and not _CLAIM_BEFORE.search(_sentence_so_far(reading.doc.text, reading.doc.spans[lk.span_index].start)):
        # nll(\mathbf{x}^s, y^s; \theta) = -\log f(\mathbf{x}^s; \theta)_{y^s}: a function applied to arguments that
        # are not plain names, which nothing defines yet; its arguments' names may appear on the right
        heads_ = {t.func.__name__}
    if isinstance(t, sp.Pow) and isinstance(t.base, (sp.Symbol, sp.Indexed)) and not t.exp.is_number:
        # q_{\tau+1}^{n} = h_{\tau+1}^{n-1} W_q^T: a superscript the right side also writes as a superscript (a layer's
        # label, not a power): the name it is written on
        labels = {str(x) for p in v.atoms(sp.Pow) if not p.exp.is_number
                  and (p.exp - t.exp).is_Integer for x in p.exp.free_symbols}  # (h^{n-1} beside q^n: layers)
        if isinstance(t.base, sp.Indexed) and {str(x) for x in t.exp.free_symbols} <= labels \
                and len(_names_in(t.base) - _index_names(t.base)) == 1 \
                and not _given_anywhere(reading, t.base.base.label if isinstance(t.base, sp.Indexed) else t.base):
            heads_ = _names_in(t.base) - _index_names(t.base)
    if len(heads_) != 1:
        return
    name = next(iter(heads_))
    if _occurrences(t, name) > 1:
        return  # A^T A = I, X (X^T X)^{-1} X^T = I: a name met twice is constrained, not defined
    if name in _unlabelled_names(v) or not _names_in(v):
        return
    anew = any((isinstance(b.target, sp.Basic) and name in _names_in(b.target)) for b in reading.env.definitions(at))
    if anew and not _ANOTHER_SETTING.search(_sentence_so_far(reading.doc.text, reading.doc.spans[lk.span_index].start)):
        return  # (defined before: checked against it, unless the sentence sets it anew, "Model B instead sets …")
    written = (" ".join(lk.lhs.split()), " ".join(lk.rhs.split()))
    first = reading.implicit.setdefault(name, (_where(reading.doc, lk.offset), *written))
    if first[0] != _where(reading.doc, lk.offset) and first[1:] == written:
        lk.decision = dec.Decision("definition", "environment", f"restates the definition of {name} ({first[0]}) as "
                                   "written")
        return
    if first[0] != _where(reading.doc, lk.offset) and isinstance(t, sp.core.function.AppliedUndef) \
            and t.func.__name__ == name:
        return  # F(a + b) = (a + b)^2, then F(c + d) = c^2 + d^2: a statement about the F it defined
    exact = v.xreplace({x: sp.Rational(digits) for x, (digits, _) in (literals or {}).items()})  # (b = 0.1: exact)
    solved = _solved_for(t, exact, name)
    if solved is not None:  # \sqrt{1/t} = 0.1 \ln s + 1: t = 1/(0.1 ln s + 1)^2, the one solution
        doc, span = reading.doc, reading.doc.spans[lk.span_index]
        sym, value = solved
        how = _cue(doc, lk.span_index)
        kind = "value" if value.is_number else "definition"
        b = Binding(kind, _shown_name(name), sym, value, where=_where(doc, lk.offset), start=span.start)
        b.end, b.cue = _scope_end(doc, how, span.start, span.end, kind, False), how
        if anew:  # another model's setting ("Model B instead sets …"): its paragraph, then the first holds again,
            stop = _paragraph_end(doc, span.end)  # with this one the other reading of what fails under it
            b.end = stop if b.end is None else min(b.end, stop)
            reading.env.alternatives.append(Binding(kind, _shown_name(name), sym, value, where=b.where,
                                                    start=span.start))
        reading.env.add(b)
        lk.decision = dec.Decision("definition", "environment", f"defines {name.rstrip('_')} (its left side, "
                                   f"{lk.lhs.strip()}, solved for it: {name.rstrip('_')} = {_value_text(value)}, the "
                                   "one solution, checked by substituting it back)")
        return
    lk.decision = dec.Decision("definition", "environment", f"defines {name.rstrip('_')} (its left side, {lk.lhs.strip()}, "
                               "is not a plain name: read, not used to evaluate)")


# a sentence that gives another setting of what the document defined before ("Model B instead sets $\sqrt{t} = …$",
# "alternatively", "改为"): a new definition from there on, not a claim checked against the old one
_ANOTHER_SETTING = re.compile(r"\b(?:instead|in contrast|by contrast|compared? (?:to|with)|"
                              r"(?:sets|uses|chooses|adopts|picks)\s*$)|改为|改用|相比|对比|采用\s*$", re.I)


def _entries_defined(reading: Reading, lk: Link, t, v) -> bool:
    """``\\begin{pmatrix} x_0' \\\\ x_1' \\end{pmatrix} = R \\begin{pmatrix} x_0 \\\\ x_1 \\end{pmatrix}``: a vector written out
    in names that nothing defines or writes before, set equal to a vector the right side computes entry by entry (of
    the same shape, none of those names in it), defines each of them as its entry; they are then bound (x_0'^2 +
    x_1'^2 = x_0^2 + x_1^2 is checked with them).  False (nothing bound) otherwise."""
    import sympy as sp

    if lk.rel != "=" or lk.note or not isinstance(t, sp.MatrixBase) or not isinstance(v, sp.MatrixBase) \
            or t.shape != v.shape or 1 not in t.shape or len(t) < 2:
        return False
    names = list(t)
    if not all(isinstance(x, (sp.Symbol, sp.Indexed)) and x.is_commutative for x in names) \
            or len(set(names)) != len(names) or any(v.has(x) for x in names):
        return False
    doc, span = reading.doc, reading.doc.spans[lk.span_index]
    if any(reading.env.knows(x, span.start) is not None for x in names):
        return False  # (a vector whose entries have values: a statement, checked entry by entry)
    for other in reading.links:  # written before: then unknowns, not names this defines
        if other.span_index >= lk.span_index:
            break
        for side in (other.lhs, other.rhs):
            try:
                e = reading.parse(side, other.complex_form).expr
            except Exception:  # noqa: BLE001
                continue
            if isinstance(e, sp.Basic) and any(e.has(x) for x in names):
                return False
    how = _cue(doc, lk.span_index)
    end = _scope_end(doc, how, span.start, span.end, "definition", False)
    for x, value in zip(names, v):
        b = Binding("definition", sp.sstr(x), x, value, where=_where(doc, lk.offset), start=span.start, end=end,
                    cue=how)
        b.vector_entry = True  # (an entry name the document may write again on its own: _entry_written_again)
        reading.env.add(b)
    lk.decision = dec.Decision("definition", "environment", f"defines the entries {', '.join(sp.sstr(x) for x in names)}"
                               " of the vector on its left, which nothing defines before, as the entries of its right"
                               " side")
    return True


def _under_an_earlier_choice(reading: Reading, lk: Link, lhs, rhs, prose: str, d: dec.Decision,
                             used: list) -> dec.Decision:
    """A failure through a choice of a function (``_chosen_function``: y = 2x + 1, "another choice") that holds under
    an earlier choice of the same name in its section ("with the first choice again, y = 9 at x = 3"): either may be
    meant, so it is undecided, naming both; otherwise the failure stands."""
    here = reading.doc.spans[lk.span_index].start
    sentence = _sentence_so_far(reading.doc.text, here, limit=300)
    if any(here - len(sentence) <= b.start <= here for b in used if getattr(b, "chosen", None)) or re.search(
            r"(?:^|\W)(?:this|that|the)\s+(?:second|new|other|last|latter)?\s*choice|second choice|这种选择|该选择",
            sentence, re.I):
        return d  # (the sentence makes or names the choice in force: "a second choice is q = 2x + 1, … it gives q = 9")
    for b in [b for b in used if getattr(b, "chosen", None)]:
        earlier = [e for e in reading.env.bindings if getattr(e, "chosen", None) and e.target == b.target
                   and e.start < b.start and e is not b and reading.doc.section_at(e.start) is
                   reading.doc.section_at(here)]
        for e in earlier:
            other = _decide_under(reading, reading.env.without([b]).with_binding(
                Binding(e.kind, e.name, e.target, e.value, e.params, where=e.where, start=b.start, end=b.end)),
                lk, lhs, rhs, prose)
            if other.status in ("proved", "consistent"):
                return _withheld(d, f"{d.reason}, with {b.name} = {_value_text(b.value)}, the "
                                 f"choice at {b.where}; but it holds with the earlier choice {b.name} = "
                                 f"{_value_text(e.value)} ({e.where}), which the sentence may mean: not decided",
                                 "more than one value")
    return d


def _withheld(d: dec.Decision, reason: str, cause: str) -> dec.Decision:
    """``d`` (a failure) made undecided for ``reason``, its evidence kept (the exact values, the points, the
    counterexample, the bindings it used)."""
    return dec.Decision("undecided", d.method, reason, d.exact, d.should_show, d.points, d.counterexample, d.used,
                        cause=cause)


def _entry_written_again(reading: Reading, lk: Link, d: dec.Decision, used: list) -> dec.Decision:
    """A failure that uses an entry a vector defined (``_entries_defined``: x_0' of (x_0', x_1') = R (x_0, x_1)) where the
    document, after that vector and before the relation, sets that entry on its own (``x_0' = x_0``, a reflection
    "instead"): the later '=' may be a new map as well as a consequence of the first, so the relation is undecided,
    naming both; otherwise the failure stands."""
    import sympy as sp

    here = reading.doc.spans[lk.span_index].start
    entries = [b for b in list(used) + list(d.used or []) if getattr(b, "vector_entry", False)]
    for b in entries:
        for other in reading.links:
            at = reading.doc.spans[other.span_index].start
            if other is lk or other.rel != "=" or not (b.start < at <= here) or other.span_index == lk.span_index:
                continue
            t = _left_side(reading, other)
            if isinstance(t, sp.Basic) and t == b.target:
                return _withheld(d, f"{d.reason}, with {b.name} the entry of the vector at "
                                 f"{b.where}; but the document sets {other.lhs.strip()} = {other.rhs.strip()} on its "
                                 f"own at {_where(reading.doc, other.offset)}, which may be another map: not decided",
                                 "value from another part of the document")
    return d


def _of_an_angle(reading: Reading, lk: Link, t, v) -> bool:
    """``R(m\\theta) = \\begin{bmatrix} \\cos m\\theta & … \\end{bmatrix}``: a function nothing defines yet, applied
    to a product of names, whose right side depends on those names only through that product, is a function of the
    product: it is bound as ``R(φ)`` with the product replaced by φ, so that ``R(n\\theta)`` and ``R((n-m)\\theta)``
    are its values.  False (nothing bound) otherwise."""
    import sympy as sp

    if not (isinstance(t, sp.core.function.AppliedUndef) and len(t.args) == 1 and isinstance(t.args[0], sp.Mul)):
        return False
    u = t.args[0]
    names = [f for f in u.args if isinstance(f, sp.Symbol)]
    if len(names) != len(u.args) or len(names) < 2 or not u.is_commutative or t.func.__name__ in _STANDARD_FUNCTIONS \
            or not v.free_symbols or not v.free_symbols <= set(names) or v.has(t.func):
        return False
    at = reading.doc.spans[lk.span_index].start
    if any(isinstance(b.target, sp.core.function.AppliedUndef) and b.target.func == t.func
           for b in reading.env.definitions(at)):
        return False
    for other in reading.links:  # defined again elsewhere (a 3×3 one in another section, a typo then the right one):
        if other is lk or not other.first or other.rel != "=":  # which one holds where is not read: none is bound
            continue
        o = _left_side(reading, other)
        if isinstance(o, sp.core.function.AppliedUndef) and o.func == t.func and len(o.args) == 1 \
                and not isinstance(o.args[0], sp.Symbol):
            return False
    phi = sp.Dummy("φ")
    first, rest = names[0], sp.Mul(*names[1:])
    body = v.xreplace({first: phi / rest})
    body = body.applyfunc(sp.simplify) if isinstance(body, sp.MatrixBase) else sp.simplify(body)
    if body.free_symbols != {phi}:
        return False  # (R(m\\theta) = m\\theta I: the names apart from their product)
    doc, span = reading.doc, reading.doc.spans[lk.span_index]
    how = _cue(doc, lk.span_index)
    b = Binding("definition", lk.lhs.strip(), t.func(phi), body, (phi,), where=_where(doc, lk.offset),
                start=span.start)
    b.end, b.cue = _scope_end(doc, how, span.start, span.end, "definition", False), how
    reading.env.add(b)
    lk.decision = dec.Decision("definition", "environment", f"defines {t.func.__name__} as a function of "
                               f"{lk.lhs.strip()[len(t.func.__name__):].strip()} (its right side depends on its "
                               "names only through their product)")
    return True


_SOLVE_NODES = 16  # the largest left side solved for its name


def _solved_for(t, v, name: str):  # noqa: C901
    """(the symbol, its value) when ``t = v`` has ``t`` written in one plain symbol named ``name`` and numbers (a power,
    a root, a quotient: ``\\sqrt{1/t}``, ``1/\\lambda``, ``2^{k}``), ``v`` does not use it, and SymPy finds exactly one
    solution, which substituted back makes the two sides agree at the test points (the integers 1 to 4, 0.37 and
    1.9 for every other name); None otherwise."""
    import sympy as sp

    from suite.reader.environment import _nodes

    sym = sp.Symbol(name)
    if not isinstance(t, sp.Expr) or not isinstance(v, sp.Expr) or t.free_symbols != {sym} or sym in v.free_symbols \
            or isinstance(t, sp.Symbol) or _nodes(t) > _SOLVE_NODES or t.atoms(sp.Function) \
            or v.atoms(sp.core.function.AppliedUndef, sp.Indexed) or not t.is_commutative or not v.is_commutative:
        return None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            sols = sp.solve(sp.Eq(t, v), sym, dict=False)
    except Exception:  # noqa: BLE001 - SymPy does not solve it: not bound
        return None
    if len(sols) != 1 or not isinstance(sols[0], sp.Expr) or sols[0].has(sp.I) or sym in sols[0].free_symbols:
        return None
    if t.is_polynomial(sym) and sp.degree(t, sym) <= 1:
        return None  # 2D = T: a relation between two names (a condition the text may solve), not D's definition
    sol = sols[0]
    others = sorted(v.free_symbols, key=str)
    for k, x in enumerate((1, 2, 3, 4, sp.Rational(37, 100), sp.Rational(19, 10))):
        at = {o: sp.Integer(x) if isinstance(x, int) else x for o in others}
        try:
            lhs = sp.N(t.xreplace({sym: sol.xreplace(at)}), 30)
            rhs = sp.N(v.xreplace(at), 30)
        except Exception:  # noqa: BLE001
            return None
        if not (lhs.is_real and rhs.is_real) or abs(lhs - rhs) > sp.Float(10) ** -20 * (1 + abs(rhs)):
            return None
        if not others:
            break
    return sym, sol


def _occurrences(e, name: str) -> int:
    """How many times ``e`` writes the name (a symbol, a family's member, a function applied)."""
    import sympy as sp

    n = 0
    for a in sp.preorder_traversal(e):
        if isinstance(a, sp.Indexed) and str(a.base) == name:
            n += 1
        elif isinstance(a, sp.core.function.AppliedUndef) and a.func.__name__ == name:
            n += 1
        elif isinstance(a, sp.Symbol) and a.name == name:
            n += 1
    return n - sum(1 for a in sp.preorder_traversal(e) if isinstance(a, sp.Indexed) and str(a.base) == name)


def _unread_elision(v) -> bool:
    """Whether ``v`` writes a vector or matrix with elided entries that follow no pattern (``suite.reader.elision``)."""
    import sympy as sp

    from suite.reader import elision

    mats = [m for m in sp.preorder_traversal(v) if isinstance(m, sp.MatrixBase)] if isinstance(v, sp.Basic) else []
    return any(elision.has_elision(m) and elision.family(m) is None for m in mats)


def _written_alone(reading: Reading, name: str) -> bool:
    """Whether some '=' of the document has ``name`` alone on its left (``R^d_{Θ,m} = \\begin{pmatrix}…``), read or
    not: then the document defines it, even where the reader does not read the definition."""
    import sympy as sp

    for lk in reading.links:
        if lk.rel != "=":
            continue
        try:
            e = reading.parse(lk.lhs, lk.complex_form).expr
        except Exception:  # noqa: BLE001 - an unread left side names nothing
            continue
        if isinstance(e, sp.Basic) and _names_in(e) - _index_names(e) == {name}:
            return True
    return False


def _index_names(e) -> set:
    import sympy as sp

    if not isinstance(e, sp.Basic):
        return set()
    return {x.name for a in e.atoms(sp.Indexed) for i in a.indices for x in i.free_symbols}


def _is_written_out(v) -> bool:
    import sympy as sp

    return isinstance(v, (sp.MatrixBase, sp.Tuple))


def _labels(reading: Reading, lk: Link, t) -> set:
    """The subscript of an indexed function that is a label, not a variable: ``f_q(x_m, m) = …, f_k(x_n, n) = …``
    defined side by side in one formula with different letters there (f_q and f_k are two functions).  Empty for
    ``\\theta_m(i) = …``, whose m is a variable."""
    import sympy as sp

    if not (isinstance(t, sp.core.function.AppliedUndef) and t.func.__name__.endswith("_") and t.args
            and isinstance(t.args[0], sp.Symbol)):
        return set()
    for other in reading.links:
        if other is lk or other.span_index != lk.span_index or other.rel not in _RELATION_DEF:
            continue
        try:
            o = reading.parse(other.lhs, other.complex_form).expr
        except Exception:  # noqa: BLE001 - an unread side is no evidence
            continue
        if isinstance(o, sp.core.function.AppliedUndef) and o.func == t.func and len(o.args) == len(t.args) \
                and isinstance(o.args[0], sp.Symbol) and o.args[0] != t.args[0]:
            return {t.args[0]}
    return set()


def _subscripted_variables(t, v):
    """``R_{m_1, m_2} = …``: a left side whose arguments are subscripted names (m_1, read as the member m[1] of a
    family m) defines a pattern in them; they become plain variables in the pattern and its value, so that
    ``R_{n_1 - m_1, n_2 - m_2}`` matches it.  Any other left side is returned as it is."""
    import sympy as sp

    if not isinstance(t, (sp.Indexed, sp.core.function.AppliedUndef)) or not isinstance(v, sp.Basic):
        return t, v
    args = t.indices if isinstance(t, sp.Indexed) else t.args
    members = [a for a in args if isinstance(a, sp.Indexed) and all(i.is_Integer for i in a.indices)]
    if not members or not all(isinstance(a, sp.Symbol) or a in members for a in args):
        return t, v
    bases = {a.base for a in members}
    if any(x.base in bases and x not in members for x in v.atoms(sp.Indexed)):
        return t, v  # softmax(x_2) = e^{x_1} / Σ_j e^{x_j}: a statement about the family x, not a pattern in x_2
    taken = {x.name for x in t.free_symbols | v.free_symbols if isinstance(x, sp.Symbol)}
    rename = {}
    for a in members:
        name = f"{a.base.label}_{'_'.join(str(i) for i in a.indices)}"
        if name in taken:
            return t, v
        rename[a] = sp.Symbol(name)
    return t.xreplace(rename), v.xreplace(rename)


def _same_entries(a, b) -> bool:
    """Whether two values are the same vector or matrix written out (a row, a column or a tuple of the same entries)."""
    import sympy as sp

    if not (_is_written_out(a) and _is_written_out(b)):
        return False
    ea, eb = list(a), list(b)
    if isinstance(a, sp.MatrixBase) and isinstance(b, sp.MatrixBase) and a.shape != b.shape and 1 not in a.shape:
        return False
    return len(ea) == len(eb) and all(sp.simplify(x - y) == 0 if x != y else True for x, y in zip(ea, eb))


# "…, where" between two formulas of one sentence
_INLINE_WHERE = re.compile(r"^\s*(?:[^\W\d_]+[\s,，]+){0,5}?[,，]?\s*(?:其中|这里|此处|式中|ここで|(?:where|here)\b)\s*[,，:：]?\s*$",
                           re.I)  # (a few words between: "$d/2 = 64$ pairs per head, where $d = 128$")


# what makes a "where" clause a supposition, not a definition: "where d = 128 would give 0.8660 instead"
_COUNTERFACTUAL = re.compile(r"\b(?:would|could|might|instead|otherwise)\b|会|则|否则", re.I)


_AND_BETWEEN = re.compile(r"^\s*(?:,|，|、|and|as well as|以及|和|及)\s*$", re.I)


def _case_before_in_sentence(doc: Document, k: int) -> bool:
    """Whether a formula before span ``k`` in its sentence sets a case ("For $s = 1$ this gives $t = 1$"): a name given
    a number right after "for", "when", "if", "当"."""
    gives = re.compile(r"^\s*[A-Za-z\\][\w\\{}]*\s*=\s*[-−]?\d[\d.]*\s*$")
    j = k
    while j > 0 and not SENTENCE_END.search(doc.text, doc.spans[j - 1].end, doc.spans[j].start):
        j -= 1
        if doc.spans[j].kind not in PLAIN and gives.search(body_of(doc, doc.spans[j])) \
                and condition_before(doc.text, doc.spans[j].start) in ("condition", "weak condition"):
            return True
    return False


def _gives_a_number(lhs: str):
    """A formula's body that ends by giving ``lhs`` a number ("… $d_k = 64$", "x = 1, \\quad y = -2")."""
    return re.compile(r"(?:^|[,;]|\\q?quad)\s*" + re.escape(lhs.strip()) + r"\s*=\s*[-−]?\d[\d.]*\s*$")


def _valued_before_in_sentence(doc: Document, k: int, lhs: str) -> bool:
    """Whether a formula before span ``k`` in its sentence gives ``lhs`` a number ("for $d_k = 64$ … and for $d_k =
    16$")."""
    gives = _gives_a_number(lhs)
    j = k
    while j > 0 and not SENTENCE_END.search(doc.text, doc.spans[j - 1].end, doc.spans[j].start):
        j -= 1
        if doc.spans[j].kind not in PLAIN and gives.search(body_of(doc, doc.spans[j])):
            return True
    return False


# a sentence that changes a setting ("we then change the head size from d = 64 to d = 128", "extend … finally to
# L = 8192"): its last value holds on (not "integrate from x = 0 to x = 1", "compare d = 4 to d = 8")
_CHANGE_VERB = re.compile(r"(?:^|\W)(?:chang|increas|rais|extend|grow|reduc|decreas|switch|updat|expand|enlarg|shrink|"
                          r"bump|scal(?:e|ed|ing) up|mov(?:e|ed|ing) (?:up|on))|提高|增加|扩展|扩大|改为|变为|调整|增大|减小",
                          re.I)


def _valued_again_in_sentence(doc: Document, k: int, lhs: str, steps=(-1, 1)) -> bool:
    """Whether another formula of span ``k``'s sentence gives ``lhs`` a number, not as an alternative ("$\\phi = 0$
    … and $\\phi = 1$ …"; not "$k = 2$ or $k = 3$")."""
    gives = _gives_a_number(lhs)
    for step in steps:
        j = k
        while 0 <= j + step < len(doc.spans):
            a, b = (doc.spans[j], doc.spans[j + step]) if step > 0 else (doc.spans[j + step], doc.spans[j])
            if SENTENCE_END.search(doc.text, a.end, b.start):
                break
            j += step
            if doc.spans[j].kind not in PLAIN and gives.search(body_of(doc, doc.spans[j])):
                lo, hi = sorted((doc.spans[j].end, doc.spans[k].start)) if step < 0 else (doc.spans[k].end,
                                                                                          doc.spans[j].start)
                if not re.search(r"\bor\b|或|还是|または", doc.text[lo:hi], re.I):
                    return True
    return False


# a member with a number index written alone (\theta_0, \omega_{12}, p_1), and numbers multiplied (2 \cdot 1.0)
_PRODUCT_OF_NUMBERS = re.compile(r"\s*\d+(?:\.\d+)?(?:\s*(?:\\cdot|\\times|\*|×|·)\s*\d+(?:\.\d+)?)+\s*")
_MEMBER_ALONE = re.compile(r"\s*\\?[A-Za-z]+\s*_\s*(?:\{\s*\d+\s*\}|\d)\s*")


def _remote_finding(reading: Reading, lk: Link, d: dec.Decision) -> dec.Decision:
    """A finding that rests on a letter's definition by a formula in a sibling section (one that does not hold the
    relation) is undecided: there the document may give the letter another meaning (the α = L/L₀ of an NTK section
    is not the α of a later section's fit b = aL^α), and so is one that rests on a value the prose states with a
    subscript in such a section ("In the small model, d_k = 16."); a value a formula states (d = 4 in a setting section), a family
    (θ_i = …) or a function is kept."""
    import sympy as sp

    if d.status != "inconsistent":
        return d
    doc = reading.doc
    here = doc.section_at(lk.offset)
    member = lk.first and _MEMBER_ALONE.fullmatch(lk.lhs) and _PRODUCT_OF_NUMBERS.fullmatch(lk.rhs)
    # (θ_0 = 2 · 1.0: the member alone, set to a product of numbers here; not ω_3 = 10000^{6/4}, nor p_2 = [\sin(2), …],
    # the family's own formula worked out)
    remote = [b for b in d.used if getattr(b, "source", "") == "document" and (
        (b.kind == "definition" and not b.params and isinstance(b.target, sp.Symbol))
        or (b.kind == "definition" and b.params and member)  # (θ_i = ω^{-i/d} two sections before: θ_0 may be an angle)
        or (b.kind == "value" and getattr(b, "in_prose", False)))  # ("In the small model, d_k = 16." in its section)
        and not _encloses(doc, doc.section_at(b.start), here) and not _restated_here(reading, b, lk)]
    if not remote:
        return d
    names = ", ".join(f"{b.name} ({b.where})" for b in remote)
    return dec.Decision("undecided", d.method, f"{d.reason}, but with {names} from another section of the document, "
                        "where the letter may mean something else: not a finding", d.exact, used=d.used,
                        cause="value from another section")


_NEGATION = re.compile(r"(?:^|\W)(?:not|no|never|isn't|aren't|doesn't|don't|instead of|rather than)(?:\W|$)|不再|不是|并非|"
                       r"不|非", re.I)


def _restated_here(reading: Reading, b, lk: Link) -> bool:
    """Whether the section of ``lk`` writes ``b``'s definition again before it, with the same value ("为什么选择
    $\\beta = 10000^{2/d}$？" in the section of the relation): there the letter means what ``b`` says."""
    import sympy as sp

    doc = reading.doc
    here = doc.section_at(lk.offset)
    for other in reading.links:
        if other.offset >= lk.offset:
            break
        if other.rel != "=" or other.lhs.strip() != b.name or doc.section_at(other.offset) is not here:
            continue
        if _NEGATION.search(_sentence_so_far(doc.text, other.offset, 200)):
            continue  # "In this section α is not α = L'/L", "Why not reuse α = L'/L here?": not restated
        try:
            value = reading.parse(other.rhs, other.complex_form).expr
            if isinstance(value, sp.Basic) and isinstance(b.value, sp.Basic) and sp.simplify(value - b.value) == 0:
                return True
        except Exception:  # noqa: BLE001 - a side not read restates nothing
            continue
    return False


def _encloses(doc: Document, outer, inner) -> bool:
    """Whether section ``outer`` (None: the document before its first heading) holds section ``inner``."""
    if outer is None or outer is inner:
        return True
    if inner is None:
        return False
    after = [s for s in doc.sections if s.start > outer.start and s.level <= outer.level]
    end = after[0].start if after else len(doc.text)
    return outer.start <= inner.start < end


def _inline_where(doc: Document, k: int) -> bool:
    """Whether span ``k`` follows a formula of its sentence after "where" ("$d/h = 16$, where $d = 128$"), or after
    "and" in such a clause ("where $d = 512$ and $h = 8$")."""
    while k > 0:
        prev = doc.spans[k - 1]
        if prev.kind == "display" or prev.kind in PLAIN:
            return False
        gap = doc.text[prev.end:doc.spans[k].start]
        if _INLINE_WHERE.match(gap):
            return True
        if not _AND_BETWEEN.match(gap):
            return False
        k -= 1
    return False


def _where_clause(doc: Document, k: int, start: int, name: str | None = None) -> int:
    """A definition stated in a "where" clause right after a display formula ("$$…$$ 其中 $\\omega_i = …$",
    "where $d$ is …") holds from that display on; one after a formula of its own sentence holds from the nearest
    formula before it in the sentence that writes its name ("$\\hat k(\\omega_m) \\geq 0$ for all $m = 0, …$, where
    $\\omega_m = 2\\pi m/T$": from the inequality; "… $d/h = 64$, and … $d/h = 16$, where $d = 128$": from
    $d/h = 16$ only); never where the clause is a supposition ("where $d = 128$ would give …")."""
    if k == 0:
        return start
    prev = doc.spans[k - 1]
    gap = doc.text[prev.end:doc.spans[k].start]
    if prev.kind == "display":
        return prev.start if _WHERE.match(gap) else start
    if prev.kind in PLAIN or not name or not _inline_where(doc, k):
        return start
    while not _INLINE_WHERE.match(gap):  # "where $d = 512$ and $h = 8$": h's clause begins where d's does
        k -= 1
        gap = doc.text[doc.spans[k - 1].end:doc.spans[k].start]
    after = SENTENCE_END.search(doc.text, doc.spans[k].end)
    if _COUNTERFACTUAL.search(doc.text, doc.spans[k].end, after.start() if after else len(doc.text)):
        return start
    base = re.match(r"\s*(\\?[A-Za-z]+)", name)
    if base is None:
        return start
    writes = re.compile(r"(?<![A-Za-z\\])" + re.escape(base.group(1)) + r"(?![A-Za-z])")
    gives = re.compile(r"(?:^|[,;(]|\\q?quad|\\text\{[^{}]*\})\s*" + re.escape(name) + r"\s*=")
    j = k - 1
    while j >= 0:
        sp_ = doc.spans[j]
        if sp_.kind in PLAIN or sp_.kind == "display":
            return start
        if writes.search(body_of(doc, sp_)):  # (not one that gives the name its own value: "for $d = 256$")
            return start if gives.search(body_of(doc, sp_)) else min(start, sp_.start)
        if j == 0 or SENTENCE_END.search(doc.text, doc.spans[j - 1].end, sp_.start):
            return start
        j -= 1
    return start


def _uses(v, t) -> bool:
    """Whether ``v`` uses the name ``t`` that a relation would define: ``t`` free in it, except as the whole subscript
    of another name (``Q = X W_Q``: the ``Q`` of ``W_Q`` labels the matrix that defines Q, it is not Q's value)."""
    import sympy as sp

    if not isinstance(v, sp.Basic):
        return False
    if t in v.atoms(sp.Indexed):
        return True
    if isinstance(t, sp.Symbol):
        labelled = {a: sp.Dummy() for a in v.atoms(sp.Indexed) if t in a.indices and t != a.base.label}
        v = v.xreplace(labelled)
    return t in _free_names(v)


def _free_names(v) -> set:
    """The free symbols of ``v`` other than the names of indexed families (``x`` of ``x_1``): ``\\mathbf{x} =
    (x_1, x_2, \\dots, x_n)`` defines x by its entries, it does not use x."""
    import sympy as sp

    if not isinstance(v, sp.Basic):
        return set()
    labels = {a.base.label for a in v.atoms(sp.Indexed)}
    bare = v.xreplace({a: sp.Dummy() for a in v.atoms(sp.Indexed)}).free_symbols
    return (v.free_symbols - labels) | (bare & labels)


def _another_number(reading: Reading, lk: Link, t, v, literals: dict, current, at: int):
    """The second number ``t = v`` writes for the member ``t`` where the document wrote it as a number before
    (``π_1 = 22/7``, then ``π_1 = 355/113``) and no family's definition covers it, or None (then the relation is
    checked against the first).  None where either is a formula (``θ_1 = 10000^{-2/8}``, then ``θ_1 = 0.01``: a worked
    value, checked; ``θ_1 = 0.1``, then ``θ_1 = 10000^{-1/8}``: a closed form, checked), and where the sentence says it
    rounds and the new number is the first rounded to the digits it shows (``w_1 = 1/3``, then "as decimals,
    ``w_1 = 0.333``": a restatement, checked, and ``w_1`` stays 1/3)."""
    import sympy as sp

    if current is None or current.params or id(current) not in reading.written_numbers \
            or not isinstance(current.value, sp.Number) or not _WRITTEN_NUMBER.fullmatch(lk.rhs):
        return None
    exact = sp.sympify(v).xreplace({x: sp.Rational(digits) for x, (digits, _) in literals.items()})
    if not exact.is_number or exact == current.value:
        return None
    if not all(b is current for b in reading.env.definitions(at) if covers(b, t)):
        return None
    if _says_rounded(_sentence_so_far(reading.doc.text, at)):
        try:
            ends = []
            for sign in (-1, 1):
                shifted = {x: sp.Rational(digits) + sign * _half_unit(digits) for x, (digits, _) in literals.items()}
                ends.append(sp.sympify(v).xreplace(shifted) if literals else sp.sympify(v))
            lo, hi = sorted(float(e) for e in ends)
            if lo <= float(current.value) <= hi:
                return None  # (the first value, rounded to the digits the new one shows)
            if len(literals) == 1 and _WRITTEN_NUMBER.fullmatch(lk.rhs) and re.fullmatch(r"\s*-?\d+\.\d+\s*", lk.rhs) \
                    and not _DIRECTED.search(_sentence_so_far(reading.doc.text, at)):
                return ("misrounded", exact)  # "w_1 = 1/3 … Rounded to three decimals, w_1 = 0.334": not its rounding
        except (TypeError, ValueError):
            return None
    return exact


def _half_unit(digits: str):
    """Half a unit of the last digit of the decimal ``digits`` (``0.333``: 0.0005; ``4096``: 0)."""
    import sympy as sp

    if "." not in digits:
        return sp.Integer(0)
    return sp.Rational(1, 2 * 10 ** len(digits.split(".")[1]))


# a number written as such, not computed: 3, 0.333, 22/7, \frac{22}{7}, 4.1 \times 10^3
_WRITTEN_NUMBER = re.compile(r"\s*-?\s*(?:\d[\d,]*(?:\.\d+)?(?:\s*/\s*\d+)?|\\[dt]?frac\s*\{\s*\d+\s*\}\s*\{\s*\d+\s*\})"
                             r"(?:\s*(?:\\times|\\cdot)\s*10\s*\^\s*(?:\{\s*-?\d+\s*\}|\d))?\s*[.,;]?\s*")


def _member_defined_elsewhere(reading: Reading, lk: Link, t, v, literals=()) -> bool:
    """Whether the member ``t`` = ``v`` (``y_1 = x_1 + F(x_2)``), not a number, stands in another section than every
    definition in scope that covers it (``y_i = Σ_r a_{ir} v_r``), in a sentence that neither derives nor restates it:
    a new meaning from here on, not a statement about the old one."""
    doc = reading.doc
    at = doc.spans[lk.span_index].start
    covering = [b for b in reading.env.definitions(at) if covers(b, t)]
    return bool(covering) and all(_new_meaning_elsewhere(reading, lk, t, v, b, literals) for b in covering)


def _defined_from_siblings_here(reading: Reading, lk: Link, t, v) -> bool:
    """``y_2 = x_2 + G(y_1)`` right after ``y_1 = x_1 + F(x_2)``, in a section past the family's definition in force
    (``y_i = Σ_r a_{ir} v_r``): a new meaning of the member built from its siblings as this part of the document
    defines them (each one it uses bound here), not an equation between members of the old family."""
    import sympy as sp

    if not isinstance(t, sp.Indexed) or not _member_defined_elsewhere(reading, lk, t, v):
        return False
    doc = reading.doc
    at = doc.spans[lk.span_index].start
    siblings = [a for a in v.atoms(sp.Indexed) if head(a) == head(t) and a != t]
    for a in siblings:
        own = [b for b in reading.env.definitions(at) if b.target == a and not b.params]
        if not own or not _same_part(doc, own[-1].start, at):
            return False
    return bool(siblings)


def _member_defined(env: Env, t, at: int) -> bool:
    """Whether a definition in scope at ``at`` covers the member ``t`` (``ω_1`` of ``ω_m``, ``θ_1`` of ``θ_1``), or
    ``t`` is a vector the document defines entry by entry (``PE(0)`` of ``PE(pos, 2i)``)."""
    return any(covers(b, t) for b in env.definitions(at)) or vectors.pieces(t, env, at) is not None


def _approximate_matrix(reading: Reading, lk: Link, parse) -> Binding | None:
    """``R_3 \\approx \\begin{bmatrix} 0.9996 & -0.0300 & … \\end{bmatrix}`` opening its formula, for a name nothing defines
    (not a member of a family the document defines): the document gives R_3 only as that matrix, rounded.  The binding
    keeps the entries' decimals as placeholders, read as rounded to the digits shown where a relation uses R_3
    (``k_3 = R_3 v = (0.1759, …)``: a finding only if it fails with every entry anywhere in its rounding interval);
    nothing computed from it is bound (``suite.reader.objects._defined``)."""
    import sympy as sp

    from suite.reader import objects

    if lk.rel != "≈" or not lk.first or lk.note:
        return None
    try:
        L, R = parse(lk.lhs), parse(lk.rhs)
    except Exception:  # noqa: BLE001 - an unread side binds nothing
        return None
    t, m = L.expr, R.expr
    if not (isinstance(t, sp.Symbol) or (isinstance(t, sp.Indexed) and all(i.is_Integer for i in t.indices))):
        return None
    if not isinstance(m, sp.MatrixBase) or m.rows < 2 or m.cols < 2 or not R.literals \
            or not all(isinstance(x, sp.Expr) and x.free_symbols <= set(R.literals) for x in m):
        return None
    at = reading.doc.spans[lk.span_index].start
    if any(covers(b, t) for b in reading.env.definitions(at)) \
            or objects._defined(t, reading.env, at, rounded=True)[0] is not None:
        return None  # defined (R_3, or the family R_m): the relation is checked against that definition
    return Binding("definition", lk.lhs.strip(), t, sp.ImmutableMatrix(m), where=_where(reading.doc, lk.offset),
                   start=at, rounded=dict(R.literals))


def _restated_approximation(reading: Reading, lk: Link, parse) -> Binding | None:
    """The approximate definition (``_approximate_definition``) in scope that ``lk`` writes again, the same name '≈' the
    same formula (``K \\approx \\alpha I + \\beta A^{-1}``, then in a sentence "the step $K \\approx \\alpha I + \\beta
    A^{-1}$ is the only approximation"): a restatement, which its own binding would otherwise find equal to itself."""
    if lk.rel != "≈" or not lk.first:
        return None
    sides = _read_sides(lk, parse)
    if sides is None:
        return None
    t, v = sides[0].expr, sides[1].expr
    at = reading.doc.spans[lk.span_index].start
    b = reading.env.knows(t, at)
    if b is None or not getattr(b, "approximate", False) or b.target != t or b.value != v:
        return None
    return b


def _approximate_definition(reading: Reading, lk: Link, parse) -> Binding | None:
    """``N_{params} \\approx 2VD + TD + L(12D^2 + 2D) + D`` opening its formula, for a name nothing defines before it: the
    document gives N only as that formula, approximately (it leaves out biases, rounds a count).  A relation that
    uses N may agree with it (``N_{params} \\approx 1.637 \\times 10^9`` with the document's L, D, T, V); one that
    fails with it is undecided (``_approximately_defined``): how far the formula is from N is not written."""
    import sympy as sp

    from suite.reader.units import measures_a_unit

    if lk.rel != "≈" or not lk.first or lk.note:
        return None
    sides = _read_sides(lk, parse)
    if sides is None:
        return None
    (L, R), (t, v) = sides, (sides[0].expr, sides[1].expr)
    if re.match(r"\s*\d", lk.lhs) or measures_a_unit(t) or measures_a_unit(v):
        return None  # (1 \text{GB} \approx 1.07 \times 10^9 \text{ bytes}: a statement about units)
    if not isinstance(t, sp.Symbol) or L.literals or not isinstance(v, sp.Expr) or isinstance(v, sp.MatrixBase) \
            or not (v.free_symbols - set(R.literals)) or t in v.free_symbols or R.literals or isinstance(v, sp.Symbol):
        return None  # (a name and a formula in other names, no decimals: not N ≈ 1.637 \times 10^9, a result, nor x ≈ y)
    if v.atoms(sp.core.function.AppliedUndef) or not v.is_commutative:
        return None  # (an undefined function, a product of matrices: not a number's formula)
    if not _counting_formula(v) or _REGIME_WORDS.search(" ".join(_sentence_around(reading.doc.text, *(
            lambda sp_: (sp_.start, sp_.end))(reading.doc.spans[lk.span_index])))):
        return None  # (s ≈ 1/2 + x/4 for small x, H ≈ log n when nearly uniform: an approximation in a regime)
    at = reading.doc.spans[lk.span_index].start
    if reading.env.knows(t, at) is not None or any(covers(b, t) for b in reading.env.definitions(at)):
        return None  # defined before: the relation is checked against that definition
    return Binding("definition", lk.lhs.strip(), t, v, where=_where(reading.doc, lk.offset), start=at,
                   approximate=True)


# words that return to an earlier setting: "Going back to the first run", "Returning to the base case", "回到"
_BACK_TO = re.compile(r"\b(?:going back|back to|returning to|return to|reverting to|revert to|as before|once more for|"
                      r"switch(?:ing)? back|for the original|"
                      r"in the (?:first|original|earlier|previous) (?:run|case|setting|example|model|configuration))\b|"
                      r"回到|再回到|回头看|回顾|原来的|原先的", re.I)


def _back_to_an_earlier_value(reading: Reading, lk: Link, d: dec.Decision) -> dec.Decision:
    """A failure whose sentence goes back to an earlier setting ("Going back to the first run, $2\\alpha_1 = 1$"), with
    a value that shadows an earlier one of the same name: which of the two the relation means is not read, so
    undecided, naming both."""
    import sympy as sp

    if d.status != "inconsistent":
        return d
    span = reading.doc.spans[lk.span_index]
    if not _BACK_TO.search(_sentence_so_far(reading.doc.text, span.start)):
        return d
    from suite.reader.environment import _key

    begin = span.start - len(_sentence_so_far(reading.doc.text, span.start, 400))
    for b in d.used:
        if b.kind != "value" or not isinstance(b.value, sp.Number) or (b.start is not None and b.start >= begin):
            continue  # (a value its own sentence gives: "for the original model with $d = 512$, …" means that one)
        earlier = [x for x in reading.env.bindings if x is not b and x.kind == "value" and x.start < b.start
                   and _key(x) == _key(b) and x.value != b.value]
        if earlier:
            return _withheld(d, f"its sentence goes back to an earlier setting, and {b.name} has two values: "
                             f"{_value_text(earlier[-1].value)} ({earlier[-1].where}) and {_value_text(b.value)} "
                             f"({b.where}); with the later one, {d.reason}", "value from another part of the document")
    return d


# words that state a regime an approximation holds in: "for small x", "when Δ is large", "nearly uniform", "当…时"
_REGIME_WORDS = re.compile(r"\b(?:when|whenever|if|for (?:small|large|big|tiny)|small|large|near|nearly|close to|tends?|"
                           r"regime|short|long|dominat\w*|"
                           r"limit|asymptotic\w*|leading order|first order|taylor|expan\w+)\b|当|时|若|如果|接近|趋于|近似于",
                           re.I)


def _counting_formula(v) -> bool:
    """Whether ``v`` is a count built of names by sums, products and whole powers with positive whole coefficients
    (``2VD + TD + L(12D^2 + 2D) + D``, ``6ND``, ``\\frac{M}{S}``): the shape of a parameter, FLOP or memory count."""
    import sympy as sp

    for a in sp.preorder_traversal(v):
        if (isinstance(a, sp.Number) and not (a.is_Integer and (a > 0 or a == -1))  # (-1: M/S is M·S^-1)
                or (isinstance(a, sp.Pow) and not a.exp.is_Integer) or isinstance(a, sp.Function)):
            return False
    return not any(isinstance(t, sp.Mul) and t.could_extract_minus_sign() for t in sp.Add.make_args(sp.expand(v)))


def _approximately_defined(reading: Reading, d: dec.Decision, lk: Link | None = None, lhs=None,
                           rhs=None) -> dec.Decision:
    """A failure that uses a name the document gives only with '≈' (``_approximate_definition``), or a value its
    sentence gives rounded ("Rounded, $\\tau_2 = 0.13$", "To three decimals, $w_1 = 0.333$"): undecided, naming it."""
    loose = [b for b in d.used if getattr(b, "approximate", False)]
    if loose and d.status == "proved":  # (equal with the formula, which is itself only approximately the name)
        named = "; ".join(f"{b.name} ≈ {_value_text(b.value)} ({b.where})" for b in loose)
        return dec.Decision("consistent", d.method, f"{d.reason}, with {named}, which the document gives only "
                            "approximately ('≈')", d.exact, d.should_show, d.points, d.counterexample, d.used)
    if d.status != "inconsistent":
        return d
    if loose:
        named = "; ".join(f"{b.name} ≈ {_value_text(b.value)} ({b.where})" for b in loose)
        return _withheld(d, f"fails with {named}, which the document gives only approximately ('≈'): how far its "
                         f"formula is from the value is not written ({d.reason})", "approximate definition")
    rounded = [b for b in d.used if id(b) in reading.rounded_values]
    if rounded:
        named = "; ".join(f"{b.name} = {lk_rhs} ({b.where})" for b, lk_rhs in
                          ((b, reading.rounded_values[id(b)]) for b in rounded))
        if lk is not None and all(id(b) in reading.rounded_to_digits for b in rounded):
            within = _fails_within_rounding(reading, lk, lhs, rhs, rounded)
            if within:
                d.reason = (f"{d.reason}, and with {named}, a value the text gives rounded, it fails for every value "
                            f"that rounds to it ({within}): no rounding explains it")
                return d
        return _withheld(d, f"fails with {named}, a value its sentence gives rounded: with the unrounded value it may "
                         f"hold ({d.reason})", "rounded input")
    return d


def _fails_within_rounding(reading: Reading, lk: Link, lhs, rhs, rounded: list) -> str | None:
    """Whether the relation fails for every value of the bindings ``rounded`` within half a unit of their last digit
    shown (p_1 = 0.33, rounded: any p_1 in [0.325, 0.335]): both sides in Arb with those intervals, and the sides'
    enclosures apart; the intervals as text, or None (they overlap, or the sides are not numbers then)."""
    from dataclasses import replace as dc_replace
    from fractions import Fraction

    import flint
    import sympy as sp

    from suite.reader.arb import NotEvaluated, evaluate

    env, at = reading.env, lk.offset
    fresh = {id(b): sp.Dummy(f"rounded{k}", real=True) for k, b in enumerate(rounded)}
    other = env.replacing({id(b): dc_replace(b, value=fresh[id(b)]) for b in rounded})
    try:
        L, _ = other.expand(lhs.expr, at)
        R, _ = other.expand(rhs.expr, at)
    except Exception:  # noqa: BLE001 - not substituted: not decided so
        return None
    own = set(lhs.literals) | set(rhs.literals)
    if not all(isinstance(e, sp.Expr) for e in (L, R)) or (L.free_symbols | R.free_symbols) - own - set(fresh.values()):
        return None
    flint.ctx.prec = 256
    values = dec._literal_values((lhs, rhs), 256, widen=True)
    shown = []
    for b in rounded:
        digits = reading.rounded_values[id(b)]
        if not re.fullmatch(r"-?\d+\.\d+", digits):
            return None
        v, half = Fraction(digits), Fraction(1, 2 * 10 ** len(digits.split(".")[1]))
        values[fresh[id(b)]] = flint.acb(flint.arb(flint.fmpq(v.numerator, v.denominator),
                                                   flint.arb(flint.fmpq(half.numerator, half.denominator))))
        shown.append(f"{b.name} anywhere in [{float(v - half):g}, {float(v + half):g}]")
    try:
        Lb, Rb = evaluate(L, values, 256), evaluate(R, values, 256)
    except NotEvaluated:
        return None
    if not (Lb.is_finite() and Rb.is_finite()) or Lb.overlaps(Rb):
        return None
    return "; ".join(shown)


# a sentence that gives a value rounded: "Rounded, τ_2 = 0.13", "To three decimals, w_1 = 0.333", "In round numbers"
_ROUNDED_CUE = re.compile(r"\b(?:rounded|rounding|round numbers|as decimals|in decimals|written as decimals|to (?:one|two|"
                          r"three|four|five|\d+) (?:decimal|significant|digit|place)s?|(?:one|two|three|four|five|\d+)\s*"
                          r"(?:decimals|decimal places|d\.p\.|dp|s\.f\.|sf|significant (?:figures|digits)))(?!\w)|"
                          r"四舍五入|保留\S{0,4}位|精确到", re.I)
# … unless the words deny it: "before rounding", "to avoid rounding", "without rounding", "unrounded", "exact"
_NOT_ROUNDED = re.compile(r"\b(?:before|prior to|avoid(?:ing)?|without)\s+(?:any\s+|it\s+is\s+|being\s+)?round(?:ing|ed)?\b|"
                          r"\bno\s+rounding\b|\bunrounded\b|\bnot\s+rounded\b|未经?四舍五入|不四舍五入|没有四舍五入",
                          re.I)  # (not "Now rounded", "noting the rounding", "as before we round", "the exact value")
# what a value's own parenthesis or clause right after it says ("$p_1 = 0.33$ (rounded to two decimals)", "（保留两位小数）",
# ", rounded to …", "（约）")
_ROUNDED_AFTER = re.compile(r"[ \t]*(?:[（(]([^()（）\n]{1,60})[)）]|[,，][ \t]*((?:rounded|四舍五入|保留)[^.,;。，；\n]{0,40})|"
                            r"((?:to|at)\s+(?:one|two|three|four|five|\d+)\s+(?:decimal|significant|digit|place)s?"
                            r"[^.,;。，；\n]{0,20}))")
_ABOUT_AFTER = re.compile(r"\s*(?:(?:roughly|approximately|approx\.?|about|around)\b|约|大约|≈|~)|.*左右\s*$", re.I)
def _heading_sets(text: str, line_start: int, start: int, end: int, line_end: int, aside: bool) -> bool:
    """Whether the values a heading states at ``start``…``end`` are its section's setting: in parentheses that hold
    nothing but values and words that set them ("($L = 80$, $d = 8192$)", "（设 $d = 4$）") or that name an example
    or a supposition ("（假设 $\\omega = 1$）", "(e.g. $d = 8$)"), or, without parentheses, a heading that is nothing but
    its values and such words ("### For $d = 8$", "## 当 $d = 8$ 时"); and never in a heading that names a comparison or
    a mistake.  Not values in parentheses that say more ("(for a 1B model, $N = 10^9$)", "(fp32 would need $b =
    4$)", "(relative to full MHA, where $g = 32$)", "(at $n = 32768$ attention dominates)"): another setting's."""
    line = text[line_start:line_end]
    if _OTHER_SETTING_HEADING.search(line):
        return False
    if aside:
        opened = max(text.rfind("(", line_start, start), text.rfind("（", line_start, start))
        closes = [k for k in (text.find(")", end, line_end), text.find("）", end, line_end)) if k >= 0]
        if opened < 0 or not closes:
            return False
        said = text[opened + 1:min(closes)]
        if _EXAMPLE_HEADING.search(said):
            return True
    else:
        said = re.sub(r"^[ \t]*#{1,6}[ \t]*", "", line)
    words = re.sub(r"\$[^$]*\$|\\\(.*?\\\)", " ", said)
    return not re.sub(_SETTING_WORDS, " ", words).strip(" \t,，、;；:：.。")


# the words a heading may set its values with: "For", "When", "with", "and", "设", "取", "当 … 时", "的情形"
_SETTING_WORDS = re.compile(r"\b(?:for|when|with|and|let|setting|set|take|taking|case|the|a|of|at|in|if)\b|设|取|令|当|时|"
                            r"和|与|及|的|情形|情况|[,，、;；:：]", re.I)
# a heading that names a worked example or a supposition ("示例（假设 ω = 1）", "(e.g. d = 8)"): its values are its section's
_EXAMPLE_HEADING = re.compile(r"示例|例子|举例|例如|假设|\b(?:example|e\.g\.|suppose|assume|assuming|toy|worked)\b", re.I)


# a heading whose values are another setting's, named for a comparison or a mistake ("(GPT-3 used B = 1536)", "(using
# d = 64 by mistake)", "how GPT-3 compares (L = 96)"): they do not hold in its section, as other headings' values do
_OTHER_SETTING_HEADING = re.compile(r"\b(?:compar\w*|vs\.?|versus|used|mistaken(?:ly)?|mistakes?|wrong(?:ly)?|"
                                    r"erroneous(?:ly)?|instead|unlike|rather than|whereas)\b|对比|相比|比较|错误|误用|而不是|"
                                    r"不同于", re.I)


def _says_rounded(text: str) -> bool:
    """Whether ``text`` (a sentence so far) says the value it gives is rounded, outside the words that deny rounding
    ("Shown rounded (the code does no rounding)": rounded; "Before rounding": not)."""
    return bool(_ROUNDED_CUE.search(_NOT_ROUNDED.sub(" ", text)))


# rounding in one direction: "rounded down", "truncated", "向下取整" (the value is not within half a unit either way)
_DIRECTED = re.compile(r"\bround(?:ed|ing)?\s+(?:down|up)\b|\btruncat\w*|\bfloor(?:ed)?\b|\bceil\w*|向下|向上|截断|舍去",
                       re.I)


# "about" as "concerning", right before a formula: "think about $\tau = 0.5$", "a note about …"
_ABOUT_A_TOPIC = re.compile(r"\b(?:think|thinking|talk|talking|know|care|learn|read|write|wrote|more|all|question|"
                            r"questions|note|notes|something|nothing)\s+about\s*\$*\s*$", re.I)


def _given_rounded(doc, span) -> str | None:
    """Whether the document gives the value of ``span`` rounded or approximately: its sentence so far says it rounds
    ("Rounded, $\\tau_2 = 0.13$"), the words right before it say "about" or "约为" ("each about $p_1 = 0.33$"), or its
    own parenthesis or clause right after it does ("$p_1 = 0.33$ (rounded to two decimals)", "（保留两位小数）")."""
    so_far = _sentence_so_far(doc.text, span.start)
    if _says_rounded(so_far):
        return "about" if _DIRECTED.search(so_far) else "rounded"
    m = _ROUNDED_AFTER.match(doc.text, span.end)
    said = (m.group(1) or m.group(2) or m.group(3)) if m else ""
    if said and _says_rounded(said):
        return "about" if _DIRECTED.search(said) else "rounded"
    if (approximately_before(doc.text, span.start) and not _ABOUT_A_TOPIC.search(doc.text, max(0, span.start - 30),
                                                                                   span.start)) \
            or (m and m.group(1) and _ABOUT_AFTER.match(said)):
        return "about"
    return None


def _chain_alternative(reading: Reading, b: Binding, lk: Link, parse, approximate: bool = False) -> None:
    """A later side of a chain that opens with a definition (``\\Delta f_m = f_m - f_{m-1} = …``) is what the
    document takes the defined name to be too: kept as its other reading (``_other_reading``), so that a slip
    inside the chain is found where it is, and not again in every relation that uses the name.  Not a side of a
    function's chain that holds none of its variables but another one (``\\phi(m) = … = \\Theta_k(x_n, n)``, stated
    where m = n).  A side after '≈' (``approximate``: N = (d^2 + d) × 4 ≈ 4d^2) is kept apart, as the approximation
    the document derives for the name (``Reading.approximations``)."""

    try:
        v = parse(lk.rhs, lk.complex_form).expr
    except Exception:  # noqa: BLE001 - an unread side gives no reading
        return
    if b.params and hasattr(v, "free_symbols") and not set(b.params) & v.free_symbols \
            and _set_equal_before(reading, lk, b.params, v):
        return  # (that side holds another variable, not the function's own)
    if hasattr(v, "free_symbols"):  # a SymPy value (not a relation the side could not hold)
        alt = Binding("definition", b.name, b.target, v, b.params, where=_where(reading.doc, lk.offset), start=b.start)
        if approximate:
            alt.written = " ".join(lk.rhs.split())  # (as the document writes it, for the reason that uses it)
            reading.approximations.append((alt, lk))
        else:
            reading.env.alternatives.append(alt)


def _set_equal_before(reading: Reading, lk: Link, params, v) -> bool:
    """Whether the text of ``lk``'s section before it sets one of ``params`` equal to another single-letter variable
    that ``v`` holds ("setting $m=n$" before ``\\phi(m) = \\Theta_k(x_n, n) - \\theta_k``): ``v`` is then that case's
    statement, in the other variable, not the function's definition."""
    import sympy as sp

    text = reading.doc.text
    sec = reading.doc.section_at(lk.offset)
    before = text[max(sec.start if sec is not None else 0, lk.offset - 800):lk.offset]
    others = [x.name for x in v.free_symbols if isinstance(x, sp.Symbol) and len(x.name) == 1]
    for p in params:
        for o in others:
            if o != str(p) and re.search(rf"(?<![\\\w]){re.escape(str(p))}\s*=\s*{re.escape(o)}(?!\w)|(?<![\\\w])"
                                         rf"{re.escape(o)}\s*=\s*{re.escape(str(p))}(?!\w)", before):
                return True
    return False


def _circular(reading: Reading, t, v, at: int) -> bool:
    """Whether ``v``, with the definitions in scope at ``at`` substituted, refers to ``t``'s name again (or grows
    past the expansion bound): ``t = v`` would then define ``t`` through itself."""
    import sympy as sp

    try:
        ex, _ = reading.env.expand(v, at)
    except TooLarge:
        return True
    if isinstance(t, sp.Symbol):
        return _uses(ex, t)
    return head(t) in {head(a) for a in ex.atoms(sp.Indexed, sp.core.function.AppliedUndef)}


def _case(t, v) -> bool:
    """``m = n``, ``m = n + 1``, ``i = j``: a single Latin letter set equal to an expression in other single
    letters is a case or a substitution (its sentence), not a definition for the rest of the document."""
    import sympy as sp

    if not (isinstance(t, sp.Symbol) and len(t.name) == 1 and bool(v.free_symbols)
            and all(isinstance(x, sp.Symbol) and len(x.name) == 1 for x in v.free_symbols)):
        return False
    # t = 1/(0.1 ln s + 1)^2 defines t (a function of s), and z = x + iy (with i the imaginary unit) names a complex
    # number's parts, where m = n + 1, D = NH, z = x + iy (with i a letter) are cases
    return not (isinstance(v, sp.Basic) and (v.atoms(sp.Function) or v.has(sp.I)))


# a sentence that restates what came before ("equivalently", "that is", "i.e.", "即", "等价于"): the same object
# written again (checked against it), not another choice
_RESTATEMENT_CUE = re.compile(r"(?:^|\W)(?:equivalently|i\.e\.|that is|in other words|namely|which is|can be (?:re)?written|"
                              r"also written|rewritten|same as)(?:\W|$)|即(?!使|便)|也就是|等价|换言之|也可(?:以)?写", re.I)
# (即使, 即便: "even if", no restatement)
# prose that presents a formula as following from what came before ("hence y = …", "因此 …"): a statement, not a choice
_DERIVED_CUE = re.compile(r"(?:^|\W)(?:hence|thus|therefore|so that|it follows|we (?:get|obtain|have)|gives?|yields?)"
                          r"(?:\W|$)|因此|所以|于是|故|可得|得到|推出", re.I)


def _same_function(current, e) -> bool:
    """Whether ``e`` applies the function ``current`` applies (a family's member is its own function: f_q is not
    f_k)."""
    import sympy as sp

    if not isinstance(e, sp.core.function.AppliedUndef) or e.func.__name__ != current.func.__name__:
        return False
    return not current.func.__name__.endswith("_") or (e.args[:1] == current.args[:1])


def _function_defined_after(reading: Reading, current, at: int) -> int:
    """Where the document first defines, after ``at``, the function ``current`` applies (an '=' with it on the left
    side), or the end of the text."""
    for other in reading.links:
        if other.rel in ("=", "≔", ":=") and other.offset >= at and _same_function(current, _left_side(reading, other)):
            return reading.doc.spans[other.span_index].start
    return len(reading.doc.text)


def _elided_range_empty_at(lhs, rhs, d: dec.Decision) -> bool:
    """Whether the two sides are one function or family at two arguments (h(1), h(p - 1); x_1, x_{n-1}) whose gap,
    the second minus the first, is less than 1 at the counterexample of ``d``: there the elided terms between them
    would run backwards."""
    import sympy as sp

    a, b = getattr(lhs, "expr", None), getattr(rhs, "expr", None)
    if not d.counterexample or not isinstance(a, sp.Basic) or not isinstance(b, sp.Basic):
        return False
    if isinstance(a, sp.core.function.AppliedUndef) and isinstance(b, sp.core.function.AppliedUndef) \
            and a.func == b.func and len(a.args) == len(b.args) == 1:
        x, y = a.args[0], b.args[0]
    elif isinstance(a, sp.Indexed) and isinstance(b, sp.Indexed) and a.base == b.base and len(a.indices) == 1 \
            and len(b.indices) == 1:
        x, y = a.indices[0], b.indices[0]
    else:
        return False
    gap = y - x
    if not gap.free_symbols:
        return False
    point = {s: sp.sympify(v) for s in gap.free_symbols for k, v in d.counterexample.items() if str(s) == k}
    if set(point) != gap.free_symbols:
        return False
    try:
        return bool(gap.xreplace(point) < 1)
    except TypeError:
        return False


def _case_of_the_relation_before(reading: Reading, lk: Link) -> bool:
    """Whether the formula of ``lk`` gives a value right after "where", "with", "when", "for", "at" (取, 当, 其中) to a
    statement before it in its sentence (``\\sqrt{d_k} = 8 in all heads, where d_k = 64``): the case that statement
    is made for (``_with_values_after``), holding in that sentence.  Not after a definition (``\\theta_i =
    10000^{-2i/d}`` with ``d = 8``), which it sets for what follows."""
    doc = reading.doc
    span = doc.spans[lk.span_index]
    if not re.search(r"(?:(?:^|\W)(?:where|with|when|for|at)|取|当|其中)\s*$", doc.text[max(0, span.start - 12):span.start],
                     re.I):
        return False
    begin = span.start - len(_sentence_so_far(doc.text, span.start, limit=400))
    return any(begin <= doc.spans[o.span_index].start < span.start and o.span_index != lk.span_index
               and not _bare_value(reading, o) and o.rel in ("=", "≈", "<", ">", "≤", "≥")
               and (o.decision is None or o.decision.status != "definition")  # (θ_i = 10000^{-2i/d} with d = 8: a
               for o in reading.links)  # definition's setting, for what follows too)


def _chosen_function(reading: Reading, current, v, at: int) -> str | None:
    """The name of the function ``current`` applies when ``current`` (a definition's value) is one application of a
    function that no '=' before ``at`` defines (``f_q(\\mathbf{x}_m, m)``, not a standard function or a matrix
    operation) and ``v``, the same name's new value at ``at``, does not use it: ``v`` is then a choice of that function
    (Eq. 1 ``q_m = f_q(x_m, m)``, then "a typical choice for Eq. (1) is" ``q_m = W_q(x_m + p_m)``), not a statement to
    judge against a definition that says nothing.  Else None.  (A family's member is its own function: f_q is not
    f_k, which the document may define.)"""
    import sympy as sp

    if not isinstance(current, sp.core.function.AppliedUndef) or not isinstance(v, sp.Basic):
        return None
    name = current.func.__name__
    if name in _OPS or name.rstrip("_") in _STANDARD_FUNCTIONS \
            or any(_same_function(current, a) for a in v.atoms(sp.Function)):
        return None
    if any(o.rel in ("=", "≔", ":=") and o.offset < at and _same_function(current, _left_side(reading, o))
           for o in reading.links):
        return None  # (f_q(x_m, m) = R_m W_q x_m before: the document has defined it)
    return f"{name}{current.args[0]}" if name.endswith("_") else name


def _declared_unit_in(reading: Reading, v, at: int) -> bool:
    """Whether ``v`` writes the name ``i`` where the document has declared it the imaginary unit (``i = \\sqrt{-1}``)
    and uses no ``i`` as an index: then ``z = x + i y`` names a complex number (a definition), not a case."""
    import sympy as sp

    i = sp.Symbol("i")
    return isinstance(v, sp.Basic) and i in v.free_symbols and reading.env.domains(at).get(i) == "imaginary unit" \
        and not reading.env.i_indexes and i not in reading.env.ranges(at)


_ANNOUNCE = re.compile(r"(变成|变为|改为|改成|换成|替换为|重新定义|新的|改进|提出|修正|(?<!假)设|令|下面的函数|以下函数|\blet\b|\btake\b|"
                       r"调整后|\badjusted\b|"
                       r"becomes?|instead|now|redefin\w*|replac\w*|modif\w*|new|propos\w*|improv\w*|variant|alternative|"
                       r"(?:an?|one)\s+(?:additional|extra)\s+term|generali[sz]\w*|额外|多了一项|增加一项|"
                       r"(?:the\s+)?following\s+(?:function|map|mapping)|another\s+function\b)[^。.!?！？]{0,40}$", re.I)


# words that name another setting for comparison, right before a formula ("Compared with the original θ_i = …", "相比原来的")
_OTHER_SETTING_REFERENCE = re.compile(r"(?:\b(?:compared?\s+(?:to|with)|versus|vs\.?|for)\s+(?:the\s+)?original|"
                                      r"(?:相比|相较|对比|对于)(?:于)?\s*(?:原来|原始|原先)的?)[^。.!?！？$,，]{0,20}$", re.I)


def _announced(text: str, start: int) -> bool:
    """The prose just before a formula announces a new definition ("公式变成", "θ_i becomes", "instead")."""
    return bool(_ANNOUNCE.search(text[max(0, start - 80):start]))


def _parenthesised(text: str, start: int, end: int) -> bool:
    """The formula stands alone inside parentheses, or after "such as" / "如" (an aside)."""
    before, after = text[max(0, start - 3):start], text[end:end + 3]
    if re.search(r"[（(]\s*$", before) and re.match(r"^\s*[）)]", after):
        return True
    return bool(re.search(r"(如|例如|比如|such as|e\.g\.,?)\s*$", text[max(0, start - 10):start], re.I))


_PROSE_VALUE = re.compile(r"(?<![\w$\\])([A-Za-z](?:_\{?[A-Za-z0-9]+\}?|\d{1,2}|[ₐₑₒₓₕₖₗₘₙₚₛₜᵢⱼ₀-₉]{1,3})?|"
                          r"[A-Za-z]{2,12}(?:_[A-Za-z]+)?)\s*=\s*(\d+(?:\.\d+)?)(?![\d.]*\w)")
_UNICODE_SUBSCRIPT = str.maketrans("ₐₑₒₓₕₖₗₘₙₚₛₜᵢⱼ₀₁₂₃₄₅₆₇₈₉", "aeoxhklmnpstij0123456789")


# a section that sets things up for what follows: its prose values hold on in the sections after it
_SETUP_TITLE = re.compile(r"set-?up|setting|notation|configuration|config\b|parameters|assumption|example|toy|"
                          r"preliminar|given|设置|符号|记号|参数|配置|约定|例|準備|設定|記号", re.I)


def _prose_values(doc: Document, parse=None) -> list[Binding]:
    """``where d = 128``, ``d_model=512`` written in the prose (outside math and code); ``w1 = 0.5`` gives w_1 its
    value; ``d_k = 16`` and ``dₖ = 64`` (Unicode subscripts) the d_k of the formulas (read as the formulas read it)."""
    import sympy as sp

    out = []
    seen = set()
    for a, b in doc.prose:
        for m in _PROSE_VALUE.finditer(doc.text, a, b):
            if _in_address(doc.text, m.start()) or _in_tag(doc.text, m.start()):
                continue  # "…/video/BV1?p=38&t=3413": a query of a link's address, not a value; nor an HTML
                #           tag's attribute (<h3 markdown=1>)
            name, value = m.group(1), m.group(2)
            if re.search(r"(?:\d|\)|\b[A-Za-z]\w*_\w+|(?<![A-Za-z])[A-Za-z])[ \t]*[/×*·÷^+\-−][ \t]*$",
                         doc.text[max(a, m.start() - 16):m.start()]) or \
                    re.match(r"[ \t]*[/×*·÷^+\-−][ \t]*(?:\d|\(|[A-Za-z](?![A-Za-z]))", doc.text[m.end():m.end() + 6]):
                continue  # "the ratio d_model / d_k = 8", "2 × d_k = 128", "d = 64 / 8": part of a longer expression
                #           (not a list's "- w1 = 0.5", nor "d_k = 32 - and …", "Large model - d_k = 64")
            sym = sp.Symbol(name.replace("{", "").replace("}", ""))
            sub = re.fullmatch(r"([A-Za-z])(?:_\{?([A-Za-z0-9]+)\}?|([ₐₑₒₓₕₖₗₘₙₚₛₜᵢⱼ₀-₉]+))", name)
            if sub and parse is not None:  # d_k: as the formulas read it (d[k], d_model)
                written = f"{sub.group(1)}_{{{sub.group(2) or sub.group(3).translate(_UNICODE_SUBSCRIPT)}}}"
                try:
                    e = parse(written).expr
                except Exception:  # noqa: BLE001 - a name the formulas would not read: as written
                    e = None
                if isinstance(e, (sp.Symbol, sp.Indexed)):
                    sym = e
            typed = re.fullmatch(r"([A-Za-z])(\d{1,2})", name)
            if typed:  # `w1 = 0.5`: the w_1 of the formulas, as code and prose type it (not where they give w_1 a value)
                if re.search(r"(?<![A-Za-z\\])" + re.escape(typed.group(1)) + r"_(?:\{" + typed.group(2) + r"\}|"
                             + typed.group(2) + r"(?![\d}]))\s*=\s*-?\d", doc.text):
                    continue
                sym = sp.Indexed(sp.IndexedBase(typed.group(1)), int(typed.group(2)))
            v = sp.Rational(value)
            bnd = Binding("value", name, sym, v, where=_where(doc, m.start()), start=m.start())
            sec = doc.section_at(m.start())  # (d_k = 16, "In the small model, d = 16.": a finding that rests on it
            bnd.in_prose = sub is not None or not (sec is not None and _SETUP_TITLE.search(sec.title))  # from another
            #   section is no finding, _remote_finding; a "Setup" section's x = 1.0 holds on)
            bnd.cue = condition_before(doc.text, m.start(), m.end())
            bnd.end = _scope_end(doc, bnd.cue, m.start(), m.end(), "value", name in seen)
            seen.add(name)
            out.append(bnd)
    return out


# a Markdown table row of two cells, and a number as a table writes one (thousands grouped by commas: 8,192)
_TABLE_ROW = re.compile(r"^[ \t]*\|(?P<name>[^|\n]*)\|(?P<value>[^|\n]*)\|[ \t]*$", re.M)
_TABLE_NUMBER = re.compile(r"\s*(?:\*\*)?(-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?:\*\*)?\s*")
_TABLE_VALUE_HEADER = re.compile(r"^\W*(?:values?|settings?|取值|数值|值)\W*$", re.I)
_ALIAS = re.compile(r"\(\s*([A-Za-z])\s*\)\s*$")


def _table_values(doc: Document, parse) -> list[Binding]:
    """The values a two-column Markdown table gives its names (``| $$n_\\text{layers}$$ (L) | 80 |`` under a header
    whose second column is "value"): each name the first cell writes (in a formula, or a single letter in parentheses
    after it) takes the number in the second, to the end of the table's section."""
    import sympy as sp

    out = []
    rows = list(_TABLE_ROW.finditer(doc.text))
    header = None
    for k, m in enumerate(rows):
        line_start = doc.text.rfind("\n", 0, m.start()) + 1
        previous = rows[k - 1] if k else None
        starts_table = previous is None or doc.text.count("\n", previous.end(), m.start()) > 1
        if starts_table:
            header = m if _TABLE_VALUE_HEADER.match(m.group("value").replace("*", "").strip()) else None
            continue
        if header is None or re.fullmatch(r"[\s:-]*", m.group("value")):
            continue  # (the rule under the header)
        number = _TABLE_NUMBER.fullmatch(m.group("value"))
        if number is None:
            continue
        value = sp.Rational(number.group(1).replace(",", ""))
        cell = m.group("name")
        names = []
        for f in re.finditer(r"\$\$?([^$]+)\$\$?", cell):
            try:
                e = parse(f.group(1)).expr
            except Exception:  # noqa: BLE001 - a name the reader does not read gets no value
                continue
            if isinstance(e, (sp.Symbol, sp.Indexed)) and not e.is_number:
                names.append((f.group(1).strip(), e))
        alias = _ALIAS.search(cell)
        if alias:
            names.append((alias.group(1), sp.Symbol(alias.group(1))))
        for name, e in names:
            b = Binding("value", name, e, value, where=_where(doc, m.start("value")) + " (a table's value)",
                        start=line_start)
            b.end = _section_end(doc, line_start)
            out.append(b)
    return out


# "- $d$: head dimension (head_dim)", "$L$ — the context length (`max_seq_len`)": a symbol described, with the name
# the code gives it in parentheses at the end (an identifier with an underscore, or a lower-case word of 3 letters or
# more)
_CODE_NAME = re.compile(r"\$([^$\n]{1,24})\$\s*[:：—–]\s*[^\n$()]{2,60}?\(\s*`?([A-Za-z]\w*_\w*|[a-z]{3,})`?\s*\)\s*$", re.M)


def _named_in_code(doc: Document, parse, env: Env) -> list[Binding]:
    """A symbol a line describes with the code's name for it in parentheses ("$d$: head dimension (head_dim)") takes
    the values the document gives that name ("MiniMind settings (head_dim=64)"), where both hold, to the end of the
    describing line's section at most."""
    import sympy as sp

    out = []
    for m in _CODE_NAME.finditer(doc.text):
        try:
            x = parse(m.group(1)).expr
        except Exception:  # noqa: BLE001 - a symbol the reader does not read takes nothing
            continue
        if not isinstance(x, (sp.Symbol, sp.Indexed)) or str(x) == m.group(2):
            continue
        stop = _section_end(doc, m.start())
        for b in env.bindings:
            if b.kind == "value" and b.name == m.group(2) and b.source == "document" and b.start < stop:
                out.append(Binding("value", m.group(1).strip(), x, b.value, where=f"{b.where}, as {m.group(2)}, which "
                                   f"{_where(doc, m.start())} names {m.group(1).strip()}", start=max(b.start, m.end()),
                                   end=stop if b.end is None else min(b.end, stop)))
    return out


_ADDRESS = re.compile(r"(?:[a-z][a-z0-9+.-]*://|www\.)[^\s<>()\[\]\"'`\u3000-\u303f\uff00-\uffef]*$", re.I)


def _in_address(text: str, at: int) -> bool:
    """Whether position ``at`` lies inside a web address (``https://…?p=38&amp;t=3413``, ``…/page;n=7``), which ends at
    a space, a bracket, a quote or full-width punctuation (``[paper](https://…),d=128``: d is outside)."""
    return _ADDRESS.search(text, max(0, at - 400), at) is not None


# inside an HTML tag that a Markdown document writes (``<h3 markdown=1 class="…">``): its attributes are no values
_IN_TAG = re.compile(r"<[A-Za-z][\w-]*(?:\s+[\w:-]+(?:\s*=\s*(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s>\"']*))?)*\s+$")


def _in_tag(text: str, at: int) -> bool:
    """Whether position ``at`` is where an attribute of an HTML tag stands (the tag opened before it, not closed)."""
    return _IN_TAG.search(text, max(0, at - 300), at) is not None


_SIGN_WORD = r"(positive|non-?negative|nonnegative|正|非负)"
_KIND_WORD = r"(integers?|reals?|real numbers?|numbers?|整数|实数|数)"
_PROSE_BOUND = (
    re.compile(r"\$([^$]{1,40})\$\s*(?:be|is|are|denotes?|为|是)\s+(?:a|an|any|some)?\s*" + _SIGN_WORD + r"\s*" + _KIND_WORD,
               re.I),
    re.compile(r"(?<![\w-])" + _SIGN_WORD + r"\s*" + _KIND_WORD + r"\s*\$([^$]{1,40})\$", re.I),
)


def _prose_bounds(doc: Document, parse) -> list[Binding]:
    """"Let $n$ be a positive integer", "正整数 $n$", "$x$ is a non-negative real": the sign the prose gives a name,
    as a one-sided bound (n ≥ 1 for a positive integer, x > 0 for a positive number, ≥ 0 for a non-negative one)
    from there to the end of its section: a test point outside it is no counterexample."""
    import sympy as sp

    out = []
    displays = [(x.start, x.end) for x in doc.spans if x.kind not in PLAIN and x.kind != "inline"]
    for k, pattern in enumerate(_PROSE_BOUND):
        for m in pattern.finditer(doc.text):
            if any(a <= m.start() < b for a, b in displays):
                continue  # (inside a displayed formula: no prose)
            name, sign, kind = (m.group(1), m.group(2), m.group(3)) if k == 0 else \
                (m.group(3), m.group(1), m.group(2))
            try:
                x = parse(name).expr
            except Exception:  # noqa: BLE001
                continue
            if not isinstance(x, sp.Symbol):
                continue
            integer = kind.lower().startswith("integer") or kind == "整数"
            positive = sign.lower() in ("positive", "正")
            lo, strict = (1, False) if positive and integer else (0, positive)
            bnd = Binding("bound", name.strip(), x, lo=sp.Integer(lo), domain="strict" if strict else None,
                          where=_where(doc, m.start()), start=m.start())
            bnd.end = _section_end(doc, m.start())  # ("let n be a positive integer": to the end of its section)
            out.append(bnd)
    return out


_FROM = re.compile(r"(?:从|自|(?:^|\W)(?:from|between))\s*$", re.I)
_TO = re.compile(r"^\s*(?:到|至|(?:to|through|and)(?:\W|$))\s*$", re.I)


def _prose_ranges(doc: Document, parse) -> list[Binding]:
    """"$i$ 是维度索引，从 $0$ 到 $d/2 - 1$", "$i$ runs from $0$ to $d/2-1$": an integer index range stated in
    prose (three formulas: the index alone, then its first and its last value)."""
    import sympy as sp

    out = []
    spans = [s for s in doc.spans if s.kind not in PLAIN]
    for a, b, c in zip(spans, spans[1:], spans[2:]):
        gap1, gap2 = doc.text[a.end:b.start], doc.text[b.end:c.start]
        if len(gap1) > 40 or re.search(r"[。！？!?；;\n]|\.\s", gap1) or not _FROM.search(gap1) or not _TO.match(gap2):
            continue
        try:
            sym, lo, hi = (parse(x.body).expr for x in (a, b, c))
        except Exception:  # noqa: BLE001 - not a range the reader reads
            continue
        if isinstance(sym, sp.Symbol) and isinstance(lo, sp.Expr) and isinstance(hi, sp.Expr) \
                and sym not in lo.free_symbols | hi.free_symbols:
            out.append(Binding("range", a.body.strip(), sym, lo=lo, hi=hi, domain="integer",
                               where=_where(doc, a.start), start=a.start))
    return out


_AFTER_NAME = re.compile(r"\s*(?:=|＝)\s*(\d+(?:\.\d+)?)(?![\d.]*\w)")


def _math_name_values(doc: Document, parse) -> list[Binding]:
    """``假设$d_{model}$=8``: an inline formula that is one name, followed in the text by ``= number``."""
    import sympy as sp

    out, seen = [], set()
    for span in doc.spans:
        if span.kind != "inline":
            continue
        m = _AFTER_NAME.match(doc.text, span.end)
        if not m:
            continue
        try:
            sym = parse(span.body.strip()).expr
        except Exception:  # noqa: BLE001 - not a name
            continue
        if isinstance(sym, sp.Symbol):
            b = Binding("value", span.body.strip(), sym, sp.Rational(m.group(1)), where=_where(doc, span.start),
                        start=span.start)
            b.cue = condition_before(doc.text, span.start, m.end())
            b.end = _scope_end(doc, b.cue, span.start, m.end(), "value", sym in seen)
            seen.add(sym)
            out.append(b)
    return out


def _where(doc: Document, offset: int) -> str:
    p = doc.place(offset)
    return f"line {p.line}, column {p.column}"


# --- deciding ----------------------------------------------------------------------------------------

def decide_all(reading: Reading, seconds: float = DOCUMENT_SECONDS, relations: int = DOCUMENT_RELATIONS) -> None:
    t0 = time.process_time()  # (CPU time, as every budget of the reader: another load does not cut it short)
    tried = 0
    for lk in reading.links:
        if lk.decision is not None:
            continue
        if tried >= relations:
            lk.decision = dec.Decision("undecided", "budget", f"the document's budget of {relations} relations is used "
                                       "up (the ones before this are decided)", cause="budget")
            continue
        if time.process_time() - t0 > seconds:
            dec.FIRED[0] += 1
            lk.decision = dec.Decision("undecided", "budget", f"the document's budget of {seconds:g} s ran out", cause="budget")
            continue
        tried += 1
        try:
            with dec.budget(RELATION_SECONDS), warnings.catch_warnings():
                warnings.simplefilter("ignore")  # (SymPy's deprecation notes are not the user's to read)
                lk.decision = decide_link(reading, lk)
            _kept_as_another_meaning(reading, lk)
        except dec.Budget:
            lk.decision = dec.Decision("undecided", "budget", f"the relation's budget of {RELATION_SECONDS:g} s ran out",
                                         cause="budget")
        except RecursionError:
            lk.decision = dec.Decision("undecided", "budget", "nested too deeply", cause="budget")
        except ImportError:
            raise  # a missing package is the installation's failure, not this relation's
        except Exception as e:  # noqa: BLE001 - SymPy's own failure on this relation: it is not decided
            lk.decision = dec.Decision("undecided", "", "not decided: the reader could not complete the computation "
                                       "this relation needs", cause="reader failure",
                                       detail=f"{type(e).__name__}: {_first_line(e)}")
    reading.carried_scan = None  # (decisions change from here on: _carried scans again)
    _tables_for_another_setting(reading)
    _implications(reading)
    _under_stated_conditions(reading)
    _outside_stated_domains(reading)
    _under_suppositions(reading)
    _under_stated_equations(reading)


def _where_again(lk: Link) -> str:
    """Where a definition given again stands, as its reason says it: past a line of bold text alone, unless the reader
    said otherwise (``Link.redefines_loosely`` a text)."""
    if isinstance(lk.redefines_loosely, str):
        return lk.redefines_loosely
    return "after a line of bold text alone (a heading in all but markup)"


# a sentence that derives what it states from a fact or a case: "Since the inputs are tied, …", "因为", "由于", "当 …"
_SINCE_OR_WHEN = re.compile(r"(?:^|\W)(?:since|because|when|whenever|if)(?:\W|$)|因为|由于|既然|当|若", re.I)


def _kept_as_another_meaning(reading: Reading, lk: Link) -> None:
    """A member of a family given a formula that the family's definition does not decide (``y_1 = x_1 + x_2`` under
    ``y_i = 2x_i``, undecided: its sides have other unknowns), outside the family's section and in a sentence that
    neither derives it ("hence", "since") nor states a case with it ("when $x_2 = x_1$"), may be a restatement or a new
    meaning of that member (a later layer's, written in the family's names).  It is kept as the member's other reading
    to the end of its section: a relation after it that one reading decides and the other contradicts is undecided,
    with both (``_other_reading``), never a finding, nor a pass, made on the family's definition alone."""
    import sympy as sp

    d = lk.decision
    if d is None or d.status != "undecided" or lk.rel != "=" or d.cause in ("budget", "reader failure"):
        return
    families = [b for b in d.used or [] if b.kind == "definition" and b.params and b.source == "document"]
    if not families:
        return
    try:
        L, R = reading.parse(lk.lhs, lk.complex_form), reading.parse(lk.rhs, lk.complex_form)
    except Exception:  # noqa: BLE001 - not read: nothing kept
        return
    t, v = L.expr, R.expr
    if not isinstance(t, sp.Indexed) or not isinstance(v, sp.Expr) or not v.free_symbols - set(R.literals) \
            or any(i.free_symbols for i in t.indices):
        return  # (a worked number, y_1 = 4, is a claim about the member, not another meaning of it)
    family = next((b for b in families if covers(b, t)), None)
    if family is None:
        return
    doc = reading.doc
    start = doc.spans[lk.span_index].start
    if _in_section_of(doc, family.start, start) or _derives_or_restates(reading, lk) \
            or _SINCE_OR_WHEN.search(_sentence_so_far(doc.text, start)):
        return  # (in the family's own section, or derived: "hence, in particular, y_1 = 2x_2", "since …, we have")
    stop = sentence_end(doc.text, doc.spans[lk.span_index].end)
    if any(other.span_index != lk.span_index and start <= doc.spans[other.span_index].start < stop
           for other in reading.links):
        return  # (a case of its sentence, "y_1 = x_1 + x_2 when x_2 = x_1", "… with c = 0 here": not a meaning)
    alt = Binding("definition", lk.lhs.strip(), t, v, where=_where(doc, lk.offset), start=start,
                  end=_section_end(doc, start))
    alt.loosely, alt.family = True, _key(family)
    alt.why = (f"{family.name} as defined at {family.where}", f"{lk.lhs.strip()} = {lk.rhs.strip()} as stated at {alt.where} "
               "(which that definition does not decide): the document may give it two meanings")
    reading.env.alternatives.append(alt)


def _implications(reading: Reading) -> None:
    """``A ⟹ B``: B is a step that follows from A.  The chain's first statement A, undecided alone because its
    sides have different unknowns (``x^{(1)}_j = x^{(2)}_{g_j}``: a condition, not an identity), is its premise:
    assumed, not checked.  A step B, undecided alone, is decided again with the statements before its ⟹ substituted
    (left sides by right sides, or the other way), using only those that are premises or proved steps: when that
    proves it, B follows, and the decision says from what.  Anything else keeps its own decision (a step not shown
    to follow is no finding; a step found failing alone keeps its finding)."""
    heads = []
    for lk in reading.links:
        heads += [p for p in lk.premises if not p.premises and p not in heads and _assumed(reading, p)]
    for p in heads:
        d = p.decision
        p.decision = dec.Decision("definition", "environment", "the premise of an implication (⟹): assumed, not "
                                  f"checked (alone: {d.reason})", used=d.used)
    for lk in reading.links:
        d = lk.decision
        if not lk.premises or d is None or d.status != "undecided" or d.cause in ("budget", "reader failure"):
            continue
        usable = [p for p in lk.premises if p in heads or (p.decision is not None and p.decision.status == "proved")]
        if not usable:
            continue
        try:
            with dec.budget(RELATION_SECONDS), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                step = _follows_from(reading, lk, usable)
        except (Exception, dec.Budget):  # noqa: BLE001 - (a budget, SymPy's failure): the step keeps its own decision
            step = None
        if step is not None:
            lk.decision = step


def _assumed(reading: Reading, p: Link) -> bool:
    """Whether ``p``, the first statement of an implication, reads as its assumption: '=', undecided alone for the
    one reason that its sides name different unknowns (``x_1 = x_2``, ``x^{(1)}_j = x^{(2)}_{g_j}``), not a
    restatement of a definition.  A relation between the same names (``(AB)^T = A^T B^T``) or with a function the
    document leaves undefined (``E[X + Y] = E[X] E[Y]``) is a claim, and stays one."""
    import sympy as sp

    d = p.decision
    if d is None or d.status != "undecided" or p.rel != "=" or p.redefines is not None \
            or d.cause not in ("not an identity", "matrix identity beyond arbitrary shapes"):
        return False
    try:
        L, R = reading.parse(p.lhs, p.complex_form).expr, reading.parse(p.rhs, p.complex_form).expr
    except Exception:  # noqa: BLE001
        return False
    if not (isinstance(L, sp.Expr) and isinstance(R, sp.Expr)) or L.atoms(sp.core.function.AppliedUndef) \
            or R.atoms(sp.core.function.AppliedUndef) or L.atoms(sp.Integral, sp.Sum, sp.Product, sp.Limit) \
            or R.atoms(sp.Integral, sp.Sum, sp.Product, sp.Limit):
        return False

    def names(e) -> set:
        return e.free_symbols | e.atoms(sp.Indexed, sp.MatrixSymbol)

    return names(L) != names(R) and not (names(L) <= names(R) or names(R) <= names(L))


def _follows_from(reading: Reading, lk: Link, premises: list) -> dec.Decision | None:
    """``lk`` decided with ``premises`` substituted (left sides by right sides, then right by left), when that
    proves it; None otherwise (a pass at test points is not a step shown to follow)."""
    import sympy as sp
    from dataclasses import replace

    if lk.rel not in ("=", "≈", "<", ">", "≤", "≥"):
        return None
    try:
        lhs, rhs = reading.parse(lk.lhs, lk.complex_form), reading.parse(lk.rhs, lk.complex_form)
    except Exception:  # noqa: BLE001
        return None
    pairs = []
    for p in premises:
        if p.rel != "=" or p.note:
            continue
        try:
            a, b = reading.parse(p.lhs, p.complex_form).expr, reading.parse(p.rhs, p.complex_form).expr
        except Exception:  # noqa: BLE001 - an unread premise gives nothing to substitute
            continue
        if isinstance(a, sp.Expr) and isinstance(b, sp.Expr):
            pairs.append((p, a, b))
    prose = _prose_before(reading, lk)
    for forward in (True, False):
        mapping = {(a if forward else b): (b if forward else a) for _, a, b in pairs}
        mapping = {k: v for k, v in mapping.items() if k.free_symbols and not k.is_number}
        if not mapping:
            continue
        L, R = lhs.expr.subs(mapping, simultaneous=True), rhs.expr.subs(mapping, simultaneous=True)
        if L == lhs.expr and R == rhs.expr:
            continue
        d = _decide_under(reading, reading.env, lk, replace(lhs, expr=L), replace(rhs, expr=R), prose)
        if d.status == "proved":
            used = "; ".join(f"{p.lhs.strip()} = {p.rhs.strip()}" for p, _, _ in pairs)
            d.reason = (f"follows from the statement before the ⟹ ({used}, {_where(reading.doc, pairs[0][0].offset)}) "
                        f"by substituting it: {d.reason}")
            return d
    return None


# words that give a member outside its family a value of its own, right before it: "the [CLS] token gets $p_0 = 0$",
# "we set $x_0 = 1$", "is assigned $\theta_0 = 0$" (not "the last frequency is $\theta_{d/2} = 0.0001$")
_GIVES_BEFORE = re.compile(r"(?:\b(?:gets?|getting|is\s+(?:given|assigned|set\s+to)|we\s+(?:set|assign|define|add|prepend|"
                           r"append)|(?:set|assign|define)\s+(?:it\s+)?(?:as|to)?|let)|另设|设定|令)\s*\$*\s*$", re.I)


# a member named by its place in its family ("the last frequency gets θ_{d/2} = …"): the family's member, not another
_PLACE_IN_FAMILY = re.compile(r"\b(?:last|first|final|highest|lowest|smallest|largest|top|bottom)\b|最后|第一|最高|最低", re.I)


# a relation stated for the case its sentence's condition leaves out: "otherwise $…$", "否则 $…$"
_OTHERWISE = re.compile(r"(?:(?:^|\W)(?:otherwise|else)|否则)\s*[,，:：]?\s*\$*\s*$", re.I)


def _under_stated_conditions(reading: Reading) -> None:
    """A relation stated in the sentence of a condition on a symbol it uses ("r < α: γ = 0 → h(θ_i) = θ_i/s") holds
    under that condition, which the test points do not honour: its consistency or failure there is not a verdict on
    the sentence, so it is undecided, naming the condition (a proof, which holds for every value, stands)."""
    import sympy as sp

    doc = reading.doc
    ends = _sentence_ends(doc)
    conditions: dict = {}
    for lk in reading.links:
        d = lk.decision
        case = d is not None and d.status == "undecided" and lk.rel in ("=", "<", ">", "≤", "≥") and re.search(
            r"(?:(?:^|\W)(?:with|for|at|when|where)|取|当)\s*\$*\s*$",
            doc.text[max(0, doc.spans[lk.span_index].start - 12):doc.spans[lk.span_index].start], re.I)
        # ("A pair with λ_i = 4096 has …": a case the sentence selects, an equation in i the reader does not solve;
        #  "… where $|x| \le 1$": a condition on an expression of a name)
        if d is not None and (case or (d.status == "definition" and d.reason.startswith("a condition on a symbol"))):
            try:
                names = {x.name for side in (lk.lhs, lk.rhs) for x in reading.parse(side).expr.free_symbols
                         if isinstance(x, sp.Symbol)}
            except Exception:  # noqa: BLE001 - an unread condition restricts nothing we can name
                continue
            conditions.setdefault(bisect.bisect_left(ends, lk.offset), []).append((lk, names))
    for lk in reading.links:
        d = lk.decision
        if d is None or not (d.status == "inconsistent" or (d.status == "consistent" and d.method == "test points")):
            continue
        k = bisect.bisect_left(ends, lk.offset)
        start = doc.spans[lk.span_index].start
        otherwise = _OTHERWISE.search(doc.text, max(0, start - 24), start) is not None
        here = conditions.get(k, []) + (conditions.get(k - 1, []) if otherwise else [])  # ("…; otherwise": the
        #                                                                                 condition before the ';')
        if not here:
            continue
        try:
            written = {x.name for side in (lk.lhs, lk.rhs) for x in reading.parse(side, lk.complex_form).expr.free_symbols
                       if isinstance(x, sp.Symbol)}
        except Exception:  # noqa: BLE001
            continue
        uses = written | {b.name for b in d.used}
        hit = [c for c, names in here if names & uses and c is not lk]
        shown = [d.counterexample] if d.status == "inconsistent" else d.points
        if hit and otherwise:  # ("if $x \ge 2$; otherwise $|x - 2| = 2 - x$": stated where the condition fails)
            if shown and not any(_honours(reading, c, p) for c in hit for p in shown):
                d.reason += (" (stated for the case that the condition "
                             + "; ".join(f"{c.lhs.strip()} {c.rel} {c.rhs.strip()}" for c in hit)
                             + " leaves out ('otherwise'), where the failing point lies)")
                continue
            shown = []
        if hit and shown and all(_honours(reading, c, p) for c in hit for p in shown):
            cond = "; ".join(f"{c.lhs.strip()} {c.rel} {c.rhs.strip()}" for c in hit)
            d.reason += (f" (stated under the condition {cond} in its sentence, which "
                         + ("the failing point satisfies)" if d.status == "inconsistent" else "every test point satisfies)"))
            continue
        if hit:
            cond = "; ".join(f"{c.lhs.strip()} {c.rel} {c.rhs.strip()}" for c in hit)
            said = f"stated for the case that the condition {cond} leaves out ('otherwise')" if otherwise else \
                f"stated under the condition {cond} in its sentence"
            lk.decision = dec.Decision("undecided", d.method, f"{said}, "
                                       f"which the test points do not honour ({d.status}: {d.reason})", d.exact,
                                       points=d.points, counterexample=d.counterexample, used=d.used,
                                       cause="stated under a condition")


def _series_link(reading: Reading, lk: Link) -> dec.Decision | None:
    """The decision on a relation a side of which is a sum cut off with an ellipsis, read as power series
    (``suite.reader.series``), or None."""
    import sympy as sp

    try:
        L = reading.parse(lk.lhs, lk.complex_form, series=True).expr
        R = reading.parse(lk.rhs, lk.complex_form, series=True).expr
    except Exception:  # noqa: BLE001 - still not read: the caller reports why
        return None
    if not all(isinstance(e, sp.Expr) for e in (L, R)):
        return None
    i = sp.Symbol("i")
    readings = [("", L, R)]
    if i in _bare_symbols(L) | _bare_symbols(R):  # 1 + iz + \frac{(iz)^2}{2!}: i the unit, or a name?
        unit = ("with i the imaginary unit", L.xreplace({i: sp.I}), R.xreplace({i: sp.I}))
        indexes = any(i in x.indices for e in (L, R) for x in e.atoms(sp.Indexed))
        # a side that writes the unit at an Euler position (e^{iz}) reads every i so, unless i indexes or ranges
        readings = [unit] if (L.has(sp.I) or R.has(sp.I)) and not indexes and i not in reading.env.ranges(lk.offset) \
            else [unit, ("with i a name", L, R)]
    found = [(how, series.decide(a, b, lk.rel)) for how, a, b in readings]
    if any(d is None for _, d in found):
        return None
    if len({d.status for _, d in found}) > 1:
        return dec.Decision("undecided", "series", "; ".join(f"{how}: {d.status} ({d.reason})" for how, d in found),
                            cause="i as unit or index")
    how, d = found[0]
    if how:
        d.reason += f" ({how})"
    return d


# a paragraph that poses a problem: "**Question 1:**", "Exercise 3.", "**问题 2**：", "例题："
_PROBLEM_LABEL = (r"(?:\*\*|__)?[ \t]*(?:question|problem|exercise|问题|习题|例题|练习|問題|演習)[ \t]*\d*[ \t]*"
                  r"(?:\*\*|__)?[ \t]*[:：.]")
_PROBLEM_OPENS = re.compile(r"[ \t]*" + _PROBLEM_LABEL, re.I)
_NEXT_PROBLEM = re.compile(r"\n[ \t]*\n[ \t]*" + _PROBLEM_LABEL, re.I)


def _posed_question_end(doc: Document, start: int) -> int | None:
    """Where the problem whose paragraph holds ``start`` ends, its answer with it: the next paragraph that poses one
    ("**Question 2:**") or the next heading; None when that paragraph poses no problem (it opens with no label such
    as "**Question 1:**", "Exercise 3.", "**问题 2**：")."""
    para = max(doc.text.rfind("\n\n", 0, start), doc.text.rfind("\n \n", 0, start))
    para = 0 if para < 0 else para + 2
    if not _PROBLEM_OPENS.match(doc.text, para):
        return None
    end = _next_heading(doc, start)
    m = _NEXT_PROBLEM.search(doc.text, start, end)
    return m.start() if m else end


def _under_suppositions(reading: Reading) -> None:
    """A relation left undecided for want of values (``4DNH / (4DNH + 3DF) = 4D^2 / (4D^2 + 12D^2)``) after an equation
    between names that a posed problem asks to assume ("**Question 1:** … You can assume $N \\cdot H = D$"), decided
    again with that equation solved for one of its names that the relation writes (N = D/H), to the end of the problem:
    where it holds so, it holds under the supposition, which the decision names.  Only the problem's latest
    supposition counts, not one its clause or verb denies ("We do not assume", "不再假设"), not past a relation that
    gives its names another relation ("Here, however, H = 2D/N"), and not for a claim "for arbitrary/any/every/all".
    A failure there changes nothing (the relation stays undecided): the supposition may not be meant for it."""
    import sympy as sp

    doc = reading.doc
    suppositions = []
    for lk in reading.links:
        d = lk.decision
        if d is not None and d.status == "definition" and lk.rel == "=" and d.reason.startswith("stated as a supposition"):
            start = doc.spans[lk.span_index].start
            end = _posed_question_end(doc, start)
            if end is None:
                continue  # (only a posed problem's own supposition)
            span = doc.spans[lk.span_index]
            lead = doc.text[max(0, start - 40):start]
            lead = lead[max([lead.rfind(p) for p in _CLAUSE_MARKS] + [-1]) + 1:]
            after = doc.text[span.end:span.end + 40]
            after = after[:min([i for i in (after.find(p) for p in _CLAUSE_MARKS) if i >= 0] + [len(after)])]
            try:
                L, R = reading.parse(lk.lhs, lk.complex_form).expr, reading.parse(lk.rhs, lk.complex_form).expr
                eq = L - R
            except Exception:  # noqa: BLE001 - an unread supposition gives no equation
                eq = None
            denied = bool(_NOT_SUPPOSED.search(lead) or _NOT_SUPPOSED.search(after)  # ("We do not assume $…$",
                          or _DENIED_SUPPOSITION.search(_sentence_so_far(doc.text, start)))  # "假设 $…$ 不成立",
            #                                              "We do not, in this question, assume", "这里我们不再假设")
            usable = not denied and isinstance(eq, sp.Expr) and eq.is_commutative and len(eq.free_symbols) >= 2
            suppositions.append((lk, eq if usable else None, start, end, (L, R) if usable else ()))
    if not suppositions:
        return
    for lk in reading.links:
        d = lk.decision
        if d is None or d.status != "undecided" or d.cause not in ("value of free parameters", "not an identity"):
            continue
        at = doc.spans[lk.span_index].start
        here = [x for x in suppositions if x[2] < at < x[3]]
        if not here:
            continue
        sup, eq, start, end, sides = max(here, key=lambda x: x[2])  # (the last one: a later supposition replaces it,
        if eq is None:  #                                                even one the reader does not use)
            continue
        if _GENERAL_CLAIM.search(_sentence_so_far(doc.text, at)):
            continue  # ("For arbitrary $a, b, c$, on the other hand, one has …": not under the supposition)
        if _set_again_between(reading, eq, start, at, sides):
            continue  # ("Here, however, H = 2D/N": a name of the supposition given another relation since)
        try:
            with dec.budget(RELATION_SECONDS), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                again = _under_supposition(reading, lk, sup, eq)
        except (Exception, dec.Budget):  # noqa: BLE001 - not decided under it: as it was
            again = None
        if again is not None:
            lk.decision = again


def _under_stated_equations(reading: Reading) -> None:
    """A finding on a relation with unknowns, made at test points, after an equation between two or more of its
    names that the document states earlier in the section without it being checked (a supposition, a condition, a
    stipulation, a "Let": "Suppose $x + y = 1$. Then $x^2 - y^2 = x - y$.", "If $p + q = 2$, then …", or a claim the
    reader leaves undecided; not a definition that binds a name, which the environment holds already): the test points
    need not satisfy that equation, so the failure may not be one of the sentence as the document means it.  The
    relation is decided again with the latest such equation (a later one replaces an earlier: "Now suppose instead")
    solved for each of its names that the relation writes (linear in it, with a number for its coefficient), unless
    the text denies it ("without assuming") or the relation's sentence drops it ("Dropping that condition"):
    - where that makes it hold, the finding is withdrawn.  It is proved (or consistent) under the equation when the
      equation is a supposition or a condition ("suppose", "assume", "if", "let") in the relation's paragraph; else
      undecided, naming the equation (the document may or may not still mean it there);
    - where it still fails, at a point that satisfies the equation, the finding stands, with that point, and says so;
    - where the equation cannot be solved for such a name, or the relation is not decided with it, the finding is
      withdrawn (undecided, naming it), unless the equations are only claims left undecided: a claim is not known to
      hold (it may be the document's slip), so only a claim that makes the relation hold withdraws the finding."""
    import sympy as sp

    doc = reading.doc
    stated = []
    for lk in reading.links:
        d = lk.decision
        if d is None or lk.rel != "=" or d.status not in ("definition", "undecided") or (
                d.status == "definition" and not d.reason.startswith(_STATED_NOT_BOUND)):
            continue  # (a definition that binds a name is in the environment already: θ_i = 1/base^{2i/d})
        try:
            L, R = reading.parse(lk.lhs, lk.complex_form), reading.parse(lk.rhs, lk.complex_form)
            eq = L.expr - R.expr
        except Exception:  # noqa: BLE001 - an unread equation constrains nothing we can apply
            continue
        if not isinstance(eq, sp.Expr) or not eq.is_commutative or eq.has(sp.core.function.AppliedUndef) \
                or len([x for x in eq.free_symbols if isinstance(x, sp.Symbol)]) < 2:
            continue
        start = doc.spans[lk.span_index].start
        lead = _sentence_so_far(doc.text, start)
        if _NOT_SUPPOSED.search(lead[-40:]) or _DENIED_SUPPOSITION.search(lead) or _WITHOUT.search(lead[-40:]):
            continue  # ("Even without assuming $x + y = 1$, …", "We do not assume $…$": no equation to apply)
        let = bool(_LET_BEFORE.search(doc.text, max(0, start - 24), start))
        supposed = let or d.reason.startswith(("stated as a supposition", "stated as a condition"))
        stated.append((lk, eq, start, supposed, d.status == "undecided" and not let))
    if not stated:
        return
    for lk in reading.links:
        d = lk.decision
        if d is None or d.status != "inconsistent" or d.method not in ("test points", "exact refutation"):
            continue  # (a worked number, or a value found with the values the text gives: no unknown left free)
        at = doc.spans[lk.span_index].start
        try:
            written = {x for side in (lk.lhs, lk.rhs) for x in reading.parse(side, lk.complex_form).expr.free_symbols
                       if isinstance(x, sp.Symbol)}
        except Exception:  # noqa: BLE001
            continue
        before = [x for x in stated if x[0] is not lk and x[2] <= at and _in_section_of(doc, x[2], at)
                  and x[1].free_symbols & written]
        if not before or _WITHOUT.search(_sentence_so_far(doc.text, at)):
            continue  # ("Dropping that condition, … no longer follows": stated without the equation)
        latest = next((x for x in sorted(before, key=lambda x: -x[2])
                       if _solvable_for(reading, x[1], written, lk.offset)), None)
        if latest is None:
            continue  # (no equation the relation could be decided under: the finding is as it was)
        before = [latest]  # (the latest that gives a name's value: "Now suppose instead $x + y = 2$" replaces the first;
        #                   "a v + b v = v" between "Suppose $a + b = 1$" and the relation gives none, and is passed)
        try:
            with dec.budget(RELATION_SECONDS), warnings.catch_warnings():
                warnings.simplefilter("ignore")
                again = _decided_with_equations(reading, lk, before, written)
        except (Exception, dec.Budget):  # noqa: BLE001 - not decided under them: the finding is not kept either
            again = None
        names = "; ".join(f"{x[0].lhs.strip()} = {x[0].rhs.strip()} ({_where(doc, x[0].offset)})" for x in before)
        if all(x[4] for x in before) and (again is None or again[3].status not in ("proved", "consistent")):
            continue  # (after claims the reader leaves undecided only: withdrawn only where one makes it hold)
        if again is None:
            lk.decision = dec.Decision("undecided", d.method, f"stated after the equation {names}, which the test "
                                       f"points do not satisfy and the reader does not solve for a name the relation "
                                       f"writes ({d.status}: {d.reason})", d.exact, points=d.points,
                                       counterexample=d.counterexample, used=d.used, cause="stated under a condition")
            continue
        (sup, eq, start, supposed, _), root, name, new = again
        said = f"{sup.lhs.strip()} = {sup.rhs.strip()} ({_where(doc, sup.offset)}), solved for {name} = {_value_text(root)}"
        if new.status == "inconsistent":
            new.reason += f" (with the equation {said} applied: it fails where that equation holds)"
            lk.decision = new
        elif new.status not in ("proved", "consistent"):
            lk.decision = dec.Decision("undecided", d.method, f"stated after the equation {said}, which the test points "
                                       f"do not satisfy; with it applied the reader does not decide it ({new.reason}); "
                                       f"without it: {d.reason}", d.exact, points=d.points,
                                       counterexample=d.counterexample, used=d.used, cause="stated under a condition")
        elif supposed and _in_paragraph_of(doc, start, at):
            new.reason = f"under the supposition {said}: {new.reason}"
            lk.decision = new
        else:
            lk.decision = dec.Decision("undecided", d.method, f"holds with the equation {said} stated before it "
                                       f"({new.status}: {new.reason}), and fails without it ({d.reason}): the document "
                                       "may state it under that equation", d.exact, points=d.points,
                                       counterexample=d.counterexample, used=d.used, cause="stated under a condition")


# how a definition item says it states an equation without binding a name by it (a supposition, a condition, a
# stipulation of a value for an expression), see _decide_link
_STATED_NOT_BOUND = ("stated as a supposition", "stated as a condition", "gives ")


def _linear_root(eq, s):
    """The value of ``s`` that ``eq`` = 0 gives where ``eq`` is linear in ``s`` with a number for its coefficient, or
    None (x y = x solved for y would drop x = 0)."""
    import sympy as sp

    coeff = sp.expand(eq).coeff(s, 1)
    rest = sp.expand(eq - coeff * s)
    if not rest.free_symbols.isdisjoint({s}) or not coeff.is_number or coeff == 0:
        return None
    return sp.expand(-rest / coeff)


def _solvable_for(reading: Reading, eq, written: set, at: int) -> bool:
    """Whether the equation ``eq`` = 0 gives a name of ``written`` that no binding in scope gives a value
    (``_linear_root``, as ``_decided_with_equations`` solves it)."""
    import sympy as sp

    return any(isinstance(s, sp.Symbol) and reading.env.knows(s, at) is None and _linear_root(eq, s) is not None
               for s in eq.free_symbols & written)


def _decided_with_equations(reading: Reading, lk: Link, stated: list, written: set):
    """``lk`` decided again with each equation of ``stated`` (latest first) solved for each of its names that the
    relation writes and no binding in scope gives a value (only where the equation is linear in the name with a number
    for its coefficient): ((equation's link, equation, start, supposed, a claim left undecided), root, name, decision)
    for the first that proves the relation or finds it consistent, else for the first that finds it failing, else for
    the first decided at all; None where no equation is solved so."""
    import sympy as sp

    lhs, rhs = reading.parse(lk.lhs, lk.complex_form), reading.parse(lk.rhs, lk.complex_form)
    prose = _prose_before(reading, lk)
    failing = None
    for item in sorted(stated, key=lambda x: -x[2]):
        sup, eq = item[0], item[1]
        for s in sorted(eq.free_symbols & written, key=str):
            if not isinstance(s, sp.Symbol) or reading.env.knows(s, lk.offset) is not None:
                continue
            root = _linear_root(eq, s)
            if root is None:
                continue
            b = Binding("definition", str(s), s, root, where=_where(reading.doc, sup.offset),
                        start=reading.doc.spans[sup.span_index].start)
            d = _decide_under(reading, reading.env.with_binding(b), lk, lhs, rhs, prose)
            if d.status in ("proved", "consistent"):
                return item, root, s, d
            if failing is None or (d.status == "inconsistent" and failing[3].status != "inconsistent"):
                failing = (item, root, s, d)
    return failing


def _in_paragraph_of(doc: Document, a: int, b: int) -> bool:
    """Whether offset ``b`` lies in the paragraph of offset ``a``, or in a display that the paragraph runs on into (its
    text ends without a full stop: "Suppose $a + b = 1$. Then" and the display after it)."""
    end = _paragraph_end(doc, a)
    if end >= b:
        return True
    span = next((s for s in doc.spans if s.start <= b < max(s.end, s.start + 1)), None)
    if span is None or span.kind != "display" or doc.text[end:span.start].strip(" \t\n$\\[") != "":
        return False
    return not re.search(r"[.。!?！？]\s*$", doc.text[a:end])


# a claim made without an equation stated before it: "Even without assuming …", "Dropping that condition, …"
_WITHOUT = re.compile(r"\b(?:without|dropping|drop(?:ped)?|regardless|irrespective|no longer|instead of|rather than)\b|"
                      r"不需要|无需|去掉|不再", re.I)


# a sentence that does not suppose what it writes: "We do not assume …", "if one were to assume", "… fails",
# "不成立", "并非"
_NOT_SUPPOSED = re.compile(r"\b(?:not|never|no longer|fails?|false|were|would|contradict\w*)\b|n't|不成立|不假设|不设|"
                           r"没有假设|并非|并不|不是|矛盾", re.I)
# a negation bound to the verb that introduces the supposition: "We do not, in this question, assume $…$", "不再假设"
_DENIED_SUPPOSITION = re.compile(r"(?:\b(?:not|never|no longer)\b|n't)[^.;:!?。；：！？$]{0,40}?\b(?:assum|suppos)\w*"
                                 r"\s*(?:that\s*)?$|(?:不再|不要|不能|无需|不必|别|不|并不|没有|未)\s*(?:假设|假定|设)\s*$", re.I)
# a claim made in general, not under the problem's supposition: "for arbitrary a", "for every head", "对任意"
_GENERAL_CLAIM = re.compile(r"\b(?:arbitrary|for (?:any|every|all))\b|任意|对所有|对于所有|对一切|对于一切", re.I)
# (not "in general": "The ratio … in general is …" states the problem's answer as a formula, under its supposition)


def _set_again_between(reading: Reading, eq, start: int, at: int, sides: tuple = ()) -> bool:
    """Whether a relation between ``start`` and ``at`` writes a name of the supposition ``eq`` alone on one side
    ("$H = 2D/N$"), or one of the supposition's ``sides`` ("$a b = 2c$" after "$a b = c$"), giving it another relation
    than the supposition."""
    import sympy as sp

    doc = reading.doc
    names = eq.free_symbols
    for other in reading.links:
        o_at = doc.spans[other.span_index].start
        if not start < o_at < at or other.rel != "=":
            continue
        try:
            a, b = reading.parse(other.lhs).expr, reading.parse(other.rhs).expr
        except Exception:  # noqa: BLE001
            continue
        if any(isinstance(x, sp.Symbol) and x in names for x in (a, b)):
            return True
        if any(isinstance(x, sp.Expr) and x in sides for x in (a, b)) and sp.expand(a - b - eq) != 0 \
                and sp.expand(a - b + eq) != 0:
            return True  # ("Now suppose instead $a b = 2c$" after "Suppose $a b = c$": its side given another value)
        diff = a - b if isinstance(a, sp.Expr) and isinstance(b, sp.Expr) else None
        if diff is not None and diff.is_commutative and len(diff.free_symbols) >= 2 and diff.free_symbols <= names:
            s_ = sorted(names, key=str)[0]
            roots = sp.solve(eq, s_)
            if len(roots) == 1 and sp.simplify(diff.xreplace({s_: roots[0]})) != 0:
                return True  # ("Now suppose instead that $2ab = 4c$": another relation between its names, not one
                #             that follows from it)
    return False


def _under_supposition(reading: Reading, lk: Link, sup: Link, eq) -> dec.Decision | None:
    """``lk`` decided with the supposition ``eq`` = 0 solved for each of its names the relation writes, in turn (the
    one solution, none of them bound in scope): the first decision that proves it, or finds it consistent, naming the
    supposition; None where none does."""
    import sympy as sp

    lhs, rhs = reading.parse(lk.lhs, lk.complex_form), reading.parse(lk.rhs, lk.complex_form)
    written = {x for side in (lhs, rhs) if isinstance(side.expr, sp.Basic) for x in side.expr.free_symbols}
    prose = _prose_before(reading, lk)
    for s in sorted(eq.free_symbols & written, key=str):
        if not isinstance(s, sp.Symbol) or reading.env.knows(s, lk.offset) is not None:
            continue
        roots = sp.solve(eq, s, dict=False)
        if len(roots) != 1 or s in getattr(roots[0], "free_symbols", {s}):
            continue
        b = Binding("definition", str(s), s, roots[0], where=_where(reading.doc, sup.offset),
                    start=reading.doc.spans[sup.span_index].start)
        d = _decide_under(reading, reading.env.with_binding(b), lk, lhs, rhs, prose)
        if d.status in ("proved", "consistent"):
            d.reason = (f"under the supposition {sup.lhs.strip()} = {sup.rhs.strip()} that the text asks to assume "
                        f"({b.where}), solved for {s} = {_value_text(roots[0])}: {d.reason}")
            return d
    return None


# "otherwise" right after a formula: "$s(L) = 1$ otherwise", "$s(L) = 1$，否则"
_OTHERWISE_AFTER = re.compile(r"^\$*\s*[,，]?\s*(?:(?:otherwise|else)\b|否则)(?!\s*[,，:：]?\s*(?:\$|\\\(|\\\[))", re.I)
# (not "$s(L) = L/M$, otherwise $s(L) = 1$": there "otherwise" introduces the next formula, the case it leaves out)


def _domain_conditions(reading: Reading) -> dict:
    """{id(binding): (conditions, negated, sentence)} for each function the document defines in the sentence of a condition on
    its parameter that belongs to that definition ("$s(L) = L/M$ when $L > M$", "当 $L > M$ 时 $s(L) = L/M$", "For $L
    > M$, $s(L) = L/M$"): the conditions (links read as conditions on a symbol, see ``_decide_link``) that name a
    parameter and stand right after the formula, introduced by "for", "when", "if", "仅当" …, or right before it, ending
    in "时" or opening the sentence; ``negated`` where the definition is the case they leave out ("$s(L) = 1$
    otherwise", "否则 $s(L) = 1$": the conditions of the other pieces of that function in the sentence).  What a
    sentence defines holds where its condition holds, not elsewhere; a condition on something else the sentence says
    ("$f(x) = x^2$ is increasing for $x > 0$") restricts nothing."""
    import sympy as sp

    doc = reading.doc
    ends = _sentence_ends(doc)
    conditions: dict = {}
    for lk in reading.links:
        d = lk.decision
        if d is not None and d.status == "definition" and d.reason.startswith("a condition on a symbol") \
                and lk.rel in ("<", ">", "≤", "≥"):
            conditions.setdefault(bisect.bisect_left(ends, lk.offset), []).append(lk)
    if not conditions:
        return {}
    spans = {sp_.start: sp_ for sp_ in doc.spans}
    pieces: dict = {}  # sentence -> [(binding, span)] of the functions it defines
    for b in reading.env.bindings:
        if b.source == "document" and b.kind in ("value", "definition") and _piece_params(b) and b.start in spans \
                and isinstance(b.target, sp.core.function.AppliedUndef):
            k = bisect.bisect_left(ends, b.start)
            if k in conditions:
                pieces.setdefault(k, []).append((b, spans[b.start]))
    owned: dict = {}
    joined = set()
    for k, here in pieces.items():
        piece_starts = {s_.start for _, s_ in here}
        if any(_joined_by_or(doc.text, doc.spans[c.span_index].end, piece_starts) for c in conditions[k]):
            joined.add(k)  # ("for $x < 0$ or $x > 1$", "或 $x$ 大于 $1$ 时": a union the reader does not form; not
            continue  #     "$s(L) = L/M$ for $L > M$, or $s(L) = 1$ …", where "or" gives the next piece)
        for c in conditions[k]:
            span = doc.spans[c.span_index]
            before = [(b, s_) for b, s_ in here if s_.end <= span.start]
            after = [(b, s_) for b, s_ in here if s_.start >= span.end]
            prev = max(before, key=lambda x: x[1].end) if before else None
            nxt = min(after, key=lambda x: x[1].start) if after else None
            if nxt is not None and _ENDS_A_CONDITION.match(doc.text, span.end):
                owner = nxt  # ("当 $L > M$ 时 $s(L) = L/M$", "在 $L > M$ 时为 …")
            elif prev is not None and _INTRODUCES_A_CONDITION.fullmatch(doc.text, prev[1].end, span.start):
                owner = prev  # ("$s(L) = L/M$ when $L > M$", "…（仅当 $L > M$ 时）")
            elif nxt is not None and prev is None:
                owner = nxt  # ("For $L > M$ the factor is $s(L) = L/M$")
            else:
                continue
            try:
                names = {str(x) for side in (c.lhs, c.rhs) for x in reading.parse(side).expr.free_symbols}
            except Exception:  # noqa: BLE001 - an unread condition restricts nothing we can name
                continue
            if names & {str(p) for p in _piece_params(owner[0])}:
                owned.setdefault(id(owner[0]), []).append(c)
    out = {}
    for k, here in pieces.items():
        for b, span in here:
            if k in joined:
                out[id(b)] = (None, False, k)  # (defined by cases joined with "or": no verdict through it)
                continue
            negated = bool(_OTHERWISE_AFTER.match(doc.text[span.end:span.end + 16])
                           or _OTHERWISE.search(doc.text, max(0, b.start - 24), b.start))
            if negated:  # the case the other pieces of this function leave out
                conds = [c for o, _ in here if o is not b and o.target.func == b.target.func for c in owned.get(id(o), [])]
            else:
                conds = owned.get(id(b), [])
            if conds:
                out[id(b)] = (conds, negated, k)
    return out


def _piece_params(b: Binding) -> tuple:
    """The parameters of a function's definition ``b``: its own, or, for a constant piece (``s(L) = 1``, read as a
    value of s(L)), the plain names it is applied to."""
    import sympy as sp

    if b.params:
        return tuple(b.params)
    if isinstance(b.target, sp.core.function.AppliedUndef) and b.target.args \
            and all(isinstance(a, sp.Symbol) for a in b.target.args):
        return tuple(b.target.args)
    return ()


def _joined_by_or(text: str, end: int, piece_starts: set) -> bool:
    """Whether the condition ending at ``end`` is joined by "or" to something that is not the next piece of the
    function (a formula starting at one of ``piece_starts``): another condition, or words ("or if $x$ exceeds 1")."""
    m = _OR_AFTER.match(text, end)
    if m is None:
        return False
    nxt = _NEXT_PIECE_AFTER.match(text, m.end())
    return nxt is None or not ({nxt.end() - 1, nxt.end()} & piece_starts)


# "or" right after a condition: "$x < 0$ or …", "$x > 1$ 或 …" …
_OR_AFTER = re.compile(r"\$*\s*[,，]?\s*(?:or\b|或者?)", re.I)
# … and what follows it when it introduces the next formula directly: "or $s(L) = 1$", "or if $…", "或 $…"
_NEXT_PIECE_AFTER = re.compile(r"\s*(?:(?:if|when|for|else|otherwise)\s+)?\$", re.I)


# what follows a condition that opens the formula after it: "当 $L > M$ 时 $s(L) = …$", "在 $L > M$ 时为 …"
_ENDS_A_CONDITION = re.compile(r"\$*\s*(?:时|的时候|之时)")
# what stands between a formula and the condition on it: "$s(L) = L/M$ when $L > M$", "$…$ for $L > M$", "…（仅当 $L>M$"
_INTRODUCES_A_CONDITION = re.compile(r"\$*\s*[,，(（]?\s*(?:for|when|whenever|if|where|provided(?:\s+that)?|only\s+(?:when|if|for)"
                                     r"|on|当|若|在|对于|仅当|只有当|只在)\s*\$*", re.I)


def _outside_stated_domains(reading: Reading) -> None:
    """A verdict reached through a function the document defines only under a condition on its parameter ("$s(L) =
    L/M$ when $L > M$") stands only where each application of that function in the relation satisfies it (s(8) with
    M = 4).  An application where the condition fails (s(2)), or is not known to hold, is outside the case the
    definition covers: the relation is undecided, naming the condition (a proof, which holds for every argument,
    stands)."""
    import sympy as sp

    domains = _domain_conditions(reading)
    if not domains:
        return
    for lk in reading.links:
        d = lk.decision
        if d is None or d.status not in ("consistent", "inconsistent"):
            continue
        bound = [b for b in d.used or [] if id(b) in domains]
        if not bound:
            continue
        try:
            sides = [reading.parse(x, lk.complex_form).expr for x in (lk.lhs, lk.rhs)]
        except Exception:  # noqa: BLE001
            continue
        unread = next((b for b in bound if domains[id(b)][0] is None), None)
        if unread is not None:
            lk.decision = dec.Decision("undecided", d.method, f"{unread.name} is defined by cases whose conditions are "
                                       f"joined with 'or' ({unread.where}), which the reader does not combine; with "
                                       f"{unread.name} = {_value_text(unread.value)}: {d.status}, {d.reason}", d.exact,
                                       used=d.used, cause="outside a function's stated domain")
            continue
        outside, unknown = [], []
        for b in bound:
            conds, negated, _ = domains[id(b)]
            f = b.target.func
            params = _piece_params(b)
            apps = {a for e in sides if isinstance(e, sp.Basic) for a in e.atoms(sp.core.function.AppliedUndef)
                    if a.func == f and len(a.args) == len(params)}
            for app in apps:
                for c in conds:
                    held = _condition_at(reading, lk, c, dict(zip(params, app.args)))
                    if held is None:
                        unknown.append((app, c, b, negated))
                    elif held == negated:
                        outside.append((app, c, b, negated))
        if not outside and not (unknown and d.status == "inconsistent"):
            continue
        if outside and not unknown and len({id(x[2]) for x in outside}) == 1:
            piece = _piece_whose_case_holds(reading, lk, sides, outside[0][2], domains)
            if piece is not None:  # (s(2) under "s(L) = 1 otherwise": the piece whose case it is)
                lk.decision = piece
                continue
        app, c, b, negated = (outside or unknown)[0]
        case = f"the case that {c.lhs.strip()} {c.rel} {c.rhs.strip()} leaves out ('otherwise')" if negated else \
            f"the case {c.lhs.strip()} {c.rel} {c.rhs.strip()}"
        how = "lies outside" if outside else "is not known to lie in"
        lk.decision = dec.Decision("undecided", d.method, f"{_value_text(app)} {how} {case}, for which the document "
                                   f"defines {b.name} = {_value_text(b.value)} ({b.where}); under that definition: "
                                   f"{d.status}, {d.reason}", d.exact, used=d.used,
                                   cause="outside a function's stated domain")


def _piece_whose_case_holds(reading: Reading, lk: Link, sides: list, b: Binding, domains: dict) -> dec.Decision | None:
    """``lk`` decided with the other piece of the function ``b`` defines in its sentence ("$s(L) = L/M$ when $L > M$,
    and $s(L) = 1$ otherwise") whose case every application of that function in ``lk`` is known to satisfy, where
    there is exactly one such piece and the decision uses it; None otherwise."""
    import sympy as sp
    from dataclasses import replace

    f = b.target.func
    params = _piece_params(b)
    apps = {a for e in sides if isinstance(e, sp.Basic) for a in e.atoms(sp.core.function.AppliedUndef)
            if a.func == f and len(a.args) == len(params)}
    sentence = domains[id(b)][2]
    fits = []
    for o in reading.env.bindings:
        if o is b or id(o) not in domains or domains[id(o)][2] != sentence or o.target.func != f \
                or len(_piece_params(o)) != len(params):
            continue
        conds, negated, _ = domains[id(o)]
        if conds is None:
            continue
        held = [_condition_at(reading, lk, c, dict(zip(_piece_params(o), app.args))) for app in apps for c in conds]
        if held and all(h is not None and h != negated for h in held):
            fits.append(o)
    if len(fits) != 1:
        return None
    o = fits[0]
    at = reading.doc.spans[lk.span_index].start
    piece = replace(o, kind="definition", params=_piece_params(o), start=at, end=None)
    try:
        lhs, rhs = reading.parse(lk.lhs, lk.complex_form), reading.parse(lk.rhs, lk.complex_form)
        d = _decide_under(reading, reading.env.with_binding(piece), lk, lhs, rhs, _prose_before(reading, lk))
    except Exception:  # noqa: BLE001 - not decided with that piece: the relation stays as it was judged
        return None
    if d.status not in DECIDED or not any(u is piece for u in d.used):
        return None
    conds, negated, _ = domains[id(o)]
    case = "; ".join(f"{c.lhs.strip()} {c.rel} {c.rhs.strip()}" for c in conds)
    d.reason = (f"with {o.name} = {_value_text(o.value)} ({o.where}), the piece for the case "
                + (f"that {case} leaves out ('otherwise')" if negated else case) + ", which its argument satisfies: "
                + d.reason)
    d.used = [o if u is piece else u for u in d.used]
    return d


def _condition_at(reading: Reading, lk: Link, cond: Link, args: dict) -> bool | None:
    """Whether the condition ``cond`` on a function's parameters holds with ``args`` ({parameter: argument}) and the
    values in scope at ``lk``: True, False, or None where that is not known."""
    import sympy as sp

    try:
        a, b = (reading.parse(x).expr.xreplace(args) for x in (cond.lhs, cond.rhs))
        a, _ = reading.env.expand(a, lk.offset)
        b, _ = reading.env.expand(b, lk.offset)
        a, b = sp.N(a, 30), sp.N(b, 30)
        if not (a.is_real and b.is_real and a.is_number and b.is_number):
            return None
        return bool({"<": a < b, ">": a > b, "≤": a <= b, "≥": a >= b}[cond.rel])
    except Exception:  # noqa: BLE001 - a condition the reader cannot evaluate there is not known to hold
        return None


def _honours(reading: Reading, cond: Link, point: dict | None) -> bool:
    """Whether the test ``point`` ({name: value as text}) satisfies the condition ``cond`` (``-\\pi \\le \\theta``): both
    sides numbers there and the relation true; False where that is not known."""
    import sympy as sp

    if not point or cond.rel not in ("<", ">", "≤", "≥", "≠"):
        return False
    try:
        a, b = (reading.parse(x).expr for x in (cond.lhs, cond.rhs))
        values = {x: sp.sympify(point[x.name]) for e in (a, b) for x in e.free_symbols
                  if isinstance(x, sp.Symbol) and x.name in point}
        a, b = sp.N(a.xreplace(values), 30), sp.N(b.xreplace(values), 30)
        if not (a.is_real and b.is_real and a.is_number and b.is_number):
            return False
        return bool({"<": a < b, ">": a > b, "≤": a <= b, "≥": a >= b, "≠": a != b}[cond.rel])
    except Exception:  # noqa: BLE001 - a condition the reader cannot evaluate there is not known to hold
        return False


def unparsed(e: Exception) -> dec.Decision:
    """The decision on a relation a side of which the reader cannot read: the construct it names, in the user's words
    (an exception of the reader itself is named as such, its text kept apart as the detail)."""
    construct = getattr(e, "construct", "")
    detail = getattr(e, "detail", "")
    if isinstance(e, TimeoutError):
        return dec.Decision("unparsed", "", str(e), cause="budget", construct="reading budget")
    if not construct:
        return dec.Decision("unparsed", "", "the reader could not read this relation", cause="reader failure",
                            detail=f"{type(e).__name__}: {_first_line(e)}", construct="(reader failure)")
    return dec.Decision("unparsed", "", str(e), cause="construct not read", construct=construct, detail=detail)


def _first_line(e: Exception) -> str:
    t = str(e).strip()
    return (t.splitlines()[0][:120] if t else "no message")


_NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?")


# the letter e raised to a number (e^2, e^{-1}): Euler's number, or a name the document gives a value
_E_NUMBER_POWER = re.compile(r"(?<![\\\w])e\s*\^\s*(?:\{\s*-?\s*\d|-?\s*\d)")


def _stipulated_size(reading: Reading, lk: Link, lhs, rhs) -> dec.Decision | None:
    """``|V| = 10^6``, ``BS = 32``: the size of a set or a product of names given a number, where the document gives
    none of those names a value or a definition anywhere: a stipulation (a definition the reader does not
    substitute), not a claim with nothing to check it against; None otherwise.  A power (x^2 = 4: an equation to
    solve) or a name bound somewhere is never one."""
    import sympy as sp

    if lk.rel != "=" or not lk.first or lk.note or not rhs.expr.is_number or rhs.expr.free_symbols:
        return None
    e = lhs.expr
    if isinstance(e, sp.Abs) or (isinstance(e, sp.core.function.AppliedUndef) and e.func.__name__ == "norm"
                                  and len(e.args) == 1):
        names = [e.args[0]]
    elif isinstance(e, sp.Mul) and len(e.args) >= 2:
        names = list(e.args)
    else:
        return None
    if not all(isinstance(x, sp.Symbol) and x not in lhs.literals for x in names) or len(set(names)) != len(names):
        return None
    bound = {b.target for b in reading.env.bindings if isinstance(b.target, sp.Symbol)}
    if any(x in bound for x in names):
        return None
    start = reading.doc.spans[lk.span_index].start
    if _introduced_as_equation(reading.doc.text[max(0, start - 80):start], _present_names(lhs.expr, rhs.expr)):
        return None  # "solve ab = 6": an equation
    return dec.Decision("definition", "environment", f"gives {lk.lhs.strip()} the value {lk.rhs.strip()}, where the "
                        f"document gives {', '.join(sorted(str(x) for x in names))} no value anywhere: a stipulation, "
                        "read, not checked")


# a left side's name as written, up to its first subscript, superscript or argument list; and a font around a name
_NAME_CORE = re.compile(r"(?:\\[A-Za-z]+\s*\{[^{}]*\}|\{[^{}]*\}|\\[A-Za-z]+|[A-Za-z]+|[ \t])+")
_FONT_WRAPPER = re.compile(r"\\(?:bm|mathbf|boldsymbol|vec|bold|text|mathrm|operatorname|mathit|textrm|textit|mathsf|"
                           r"hat|tilde|bar|overline|widehat|widetilde|mathcal|mathbb)\s*\{([^{}]*)\}")


def _fresh_name(reading: Reading, lk: Link) -> str | None:
    """The name that ``lk`` defines when its left side alone is read as a name or a pattern (σ, A_{i,j},
    score(q, k)) that no formula of the document writes before it, in a chain's first link, and its right side does
    not write it: the name, as written, or None.  (Its right side, not read, is then a definition the reader cannot
    use, not a claim it leaves unread.)"""
    import sympy as sp

    if lk.rel != "=" or not lk.first or lk.note:
        return None
    try:
        t = reading.parse(lk.lhs, lk.complex_form).expr
    except Exception:  # noqa: BLE001 - the left side is not read either
        return None
    if not isinstance(t, (sp.Symbol, sp.Indexed, sp.core.function.AppliedUndef)) or not is_pattern(t):
        return None
    doc = reading.doc
    span = doc.spans[lk.span_index]
    if reading.env.knows(t, span.start) is not None:
        return None
    core = _NAME_CORE.match(lk.lhs.strip())
    core = _FONT_WRAPPER.sub(r"\1", core.group(0) if core else "").replace("{", "").replace("}", "").strip()
    words = [w for w in re.split(r"(?=\\)|\s+", core) if w]
    if not words:
        return None
    # the name as the document writes it, in any font (\bm{Z} is written Z, \mathbf{Z} or \bm{Z} before)
    written = re.compile(r"(?<![A-Za-z])" + r"\s*".join(re.escape(w) for w in words) + r"(?![A-Za-z])")
    rhs = lk.rhs
    if written.search(rhs):
        return None  # x = f(x) …: the name on both sides, an equation or an update
    for other in doc.spans[:lk.span_index]:
        if other.kind not in PLAIN and written.search(body_of(doc, other)):
            return None  # written before: perhaps defined there in a form the reader does not read
    before = doc.text[:span.start]
    from suite.reader.latex import _UNICODE_GREEK

    unicode = [u for u, name in _UNICODE_GREEK.items() if len(words) == 1 and words[0] == "\\" + name]
    if written.search(before) or any(u in before for u in unicode):
        return None  # named before in the prose ("the mean squared norm M", "σ² is …"): perhaps a claim about it
    return lk.lhs.strip()


def _number_range(lk: Link):
    """(lo, hi), exact, for ``0 \\sim 63``, ``-1.0 \\sim +1.0``: two numbers joined by ∼, the first the smaller (a
    range, as Chinese and Japanese text writes one); None otherwise."""
    import sympy as sp

    a, b = lk.lhs.strip(), lk.rhs.strip()
    if lk.rel != "∼" or not (_NUMBER.fullmatch(a) and _NUMBER.fullmatch(b)):
        return None
    lo, hi = (sp.Rational(t.lstrip("+")) for t in (a, b))
    return (lo, hi) if lo < hi else None


_DECIMAL_RESULT = re.compile(r"\s*[-−]?\s*(\d+\.\d+)\s*")
_NAME_ONLY = re.compile(r"\s*(?:[A-Za-z]|\\[A-Za-z]+)(?:_\{?[A-Za-z0-9]+\}?)?\s*")  # σ = 2.50: a value given


# a number or a list of numbers written out (``[0.26894, 0.73106]``, ``(0.5, 0.25)``, ``0.731``, ``[0.1,\,0.2]``,
# ``[0.1,,0.2]``: a thin space that lost its backslash)
_LIST_SEPARATOR = r"\s*,(?:\s*\\[,;: ]|\s*,)?\s*"
_DECIMAL_LIST = re.compile(r"\s*(?:\\left\s*)?[\[(]?\s*-?\d+(?:\.\d+)?(?:" + _LIST_SEPARATOR + r"-?\d+(?:\.\d+)?)*\s*"
                           r"(?:\\right\s*)?[\])]?\s*[.,]?\s*")
_APPROX_NUMBERS = re.compile(r"\s*(?:\\approx|≈)\s*(" + _DECIMAL_LIST.pattern + r")")


def _carried(reading: Reading, lk: Link) -> frozenset:
    """The decimals the document shows before ``lk`` as rounded results of a computation: the whole right side of a
    relation decided consistent to the digits shown whose exact value differs (``\\sqrt{0.166} \\approx 0.408``; not
    ``1/\\sqrt{64} = 0.125``, exact, nor ``\\sigma = 2.50``, a value the document gives)."""
    # The links are decided in their order, so the scan goes on from where it stopped (linear in the document, not
    # quadratic): it takes the decided links in order and stops at the first one not decided yet.
    if reading.carried_scan is None:
        reading.carried_scan = [0, {}, {}]
    scan = reading.carried_scan
    links, first, given = reading.links, scan[1], scan[2]
    while scan[0] < len(links) and links[scan[0]].decision is not None:
        other = links[scan[0]]
        scan[0] += 1
        m = _DECIMAL_RESULT.fullmatch(other.rhs)
        d = other.decision
        if m and d.status == "consistent" and d.method == "digits shown" and d.exact \
                and d.exact.get("lhs") != d.exact.get("rhs") and not _NAME_ONLY.fullmatch(other.lhs):
            # a rounded result: 1/\sqrt{64} = 0.125 is exact, \mathrm{lr} = 0.125 is given
            first[m.group(1)] = min(first.get(m.group(1), other.offset), other.offset)
        elif other.rel == "≈" and _DECIMAL_LIST.fullmatch(other.rhs) and not (
                m and d.status == "consistent" and d.method == "digits shown"):
            # w \approx [0.26894, 0.73106]: numbers the document gives as rounded, of values it does not write out
            for x in re.findall(r"\d+\.\d+", other.rhs):
                given[x] = min(given.get(x, other.offset), other.offset)
    if len(scan) < 4:  # "the weights are $\approx [0.1,,0.2]$": a formula that is '≈' and numbers, its subject in words
        scan.append([(sp_.start, x) for sp_ in reading.doc.spans if sp_.kind not in PLAIN
                     for m in [_APPROX_NUMBERS.fullmatch(body_of(reading.doc, sp_))] if m
                     for x in re.findall(r"\d+\.\d+", m.group(1))])
    for at, x in scan[3]:
        given[x] = min(given.get(x, at), at)
    # (a link past the scan's stop is not decided yet, or decided while reading: a definition, never a result)
    lk.rounded_given = frozenset(v for v, at in given.items() if at < lk.offset)
    return frozenset(v for v, at in first.items() if at < lk.offset)


# a number, then an operation with another number: "7 × 2" in "2 × 3.3 ≈ 7 × 2 = 14"
_NUMBER_THEN_OPERATION = re.compile(r"\s*(\d+(?:\.\d+)?)\s*(?:\\times|\\cdot|\*|×|/|\+|-|−)\s*\d+(?:\.\d+)?\s*")


def _running_computation(reading: Reading, lk: Link, d: dec.Decision) -> dec.Decision:
    """A finding on a link of a numeric chain whose right side is a number followed by an operation, where the chain
    goes on from that side (``d \approx 2 \times 3.3 \approx 7 \times 2 = 14``): written as on a calculator, the first
    number closes the step (2 × 3.3 ≈ 7) and the operation opens the next (7 × 2 = 14).  Where the step holds so
    read, the link is undecided, naming both readings; otherwise the finding stands."""
    from dataclasses import replace

    m = _NUMBER_THEN_OPERATION.fullmatch(lk.rhs)
    if m is None:
        return d
    k = next((n for n, x in enumerate(reading.links) if x is lk), None)
    nxt = reading.links[k + 1] if k is not None and k + 1 < len(reading.links) else None
    if nxt is None or nxt.span_index != lk.span_index or nxt.first or nxt.lhs.strip() != lk.rhs.strip():
        return d
    step = _decide_link(reading, replace(lk, rhs=m.group(1)))
    if step.status not in ("proved", "consistent"):
        return d
    return dec.Decision("undecided", step.method, f"read as written, {d.reason}; read as a running computation, "
                        f"where the chain goes on from {lk.rhs.strip()} (the step ends at {m.group(1)} and the operation "
                        f"opens the next), it holds ({step.reason}): the reader does not decide which is meant",
                        used=d.used, cause="running computation")


_LEAD_PARENTHESIS_END = re.compile(r"[^()（）\n]{0,60}[)）](?:[ \t]*[,，]?[ \t]*[^()（）$.。!?！？:：\n]{0,30})?[:：]")
# (… ($b = 10000, d = 128$): and its list; … ($L = 4096, b = 10000$), three cases: and its list)


def _item_with_its_own_numbers(reading: Reading, lk: Link, d: dec.Decision) -> dec.Decision:
    """A failure that uses a value from the parentheses of a list's lead ("Typical settings ($b = 10000$, $d = 128$):")
    in an item whose words hold numbers of their own ("Llama 3 raises the base to 500000, giving λ_63 ≈ 2.6·10^6"): the
    item may state its own setting, so it is undecided, naming the lead's values (helper-165)."""
    text = reading.doc.text
    lead = []
    for b in d.used:
        if getattr(b, "kind", None) != "value" or getattr(b, "end", None) is None or b.start is None:
            continue
        span = next((x for x in reading.doc.spans if x.start == b.start), None)
        if span is not None and _LEAD_PARENTHESIS_END.match(text, span.end) and span.end < lk.offset <= b.end:
            lead.append(b)
    if not lead:
        return d
    at = reading.doc.spans[lk.span_index].start
    line = text[text.rfind("\n", 0, at) + 1:_line_end(text, at)]
    words = re.sub(r"\$[^$]*\$|\\\(.*?\\\)|<[^>]*>|^\s*(?:[-*+]|\d+[.)])\s", "", line)
    label = re.match(r"^\s*(?:\*\*)?[A-Za-z\u4e00-\u9fff]+\s*(\d+)(?:\*\*)?\s*[:：]", words)
    if label and label.group(1) in re.findall(r"_\{?\s*(\d+)", reading.doc.spans[lk.span_index].body):
        words = words[label.end():]  # ("Pair 2: $\\theta_2 = …$": the item's label; not "Base 500000:", its setting)
    line_start = text.rfind("\n", 0, at) + 1
    own = {str(b.value) for b in d.used if getattr(b, "kind", None) == "value" and b.start is not None
           and line_start <= b.start < at}  # ("(d=31)", read as the item's value, and used: the setting it states)
    if not [n for n in re.findall(r"\d+(?:\.\d+)?", words) if n not in own]:
        return d
    named = ", ".join(f"{b.name} = {_value_text(b.value)} ({b.where})" for b in lead)
    return dec.Decision("undecided", d.method, f"fails with {named} from the parentheses of the list's lead, but this "
                        f"item writes numbers of its own in words, which may be its own setting: not decided "
                        f"({d.reason})", d.exact, points=d.points, used=d.used, cause="value from a list's lead")


def _value_from_an_earlier_item(reading: Reading, lk: Link, d: dec.Decision) -> dec.Decision:
    """A failure in an item of a list where a value set in an earlier item of that list ("when $h = 16$, the head size
    is $d/h = 32$", its scope ended with its item) makes the relation hold: the items may go on with that value (the
    list describes one variant), so it is undecided, naming the value."""
    text = reading.doc.text
    at = reading.doc.spans[lk.span_index].start
    if _item_start(text, at) is None:
        return d
    written = lk.lhs + " " + lk.rhs
    earlier = [b for b in reading.env.bindings
               if b.source == "document" and b.kind == "value" and b.end is not None and b.start < at and b.end <= at
               and _item_start(text, b.start) is not None
               and not re.search(r"\n[ \t]*\n|\\end\s*\{\s*(?:itemize|enumerate|description)\s*\}", text[b.start:at])
               and re.search(r"(?<![A-Za-z\\])" + re.escape(b.name.strip()) + r"(?![A-Za-z])", written)]
    if not earlier:
        return d
    saved = [(b, b.end) for b in earlier]
    decision = lk.decision
    try:
        for b in earlier:
            b.end = None
        again = _decide_link(reading, lk)
    finally:
        for b, end in saved:
            b.end = end
        lk.decision = decision
    if again.status not in ("proved", "consistent"):
        return d
    named = ", ".join(f"{b.name} = {_value_text(b.value)} ({b.where})" for b in earlier)
    return dec.Decision("undecided", d.method, f"fails with the values in scope ({d.reason}), but holds with {named}, set "
                        "in an earlier item of its list, with which the list may go on: which one is meant is not "
                        "written", d.exact, points=d.points, used=d.used, cause="value from an earlier item")


def decide_link(reading: Reading, lk: Link) -> dec.Decision:
    """The decision on one link; a numeric relation with a sine or cosine, where the text around it gives an angle in
    degrees ("a rotation of 90 degrees … cos(90) = 0"), is decided only where radians and degrees agree (undecided
    where one reading holds and the other fails)."""
    lk.carried = _carried(reading, lk)
    d = _without_values(reading, lk, _remote_finding(reading, lk, _decide_link(reading, lk)))
    if d.status == "inconsistent":
        d = _running_computation(reading, lk, d)
    if d.status == "inconsistent":
        d = _item_with_its_own_numbers(reading, lk, d)
    if d.status == "inconsistent":
        d = _value_from_an_earlier_item(reading, lk, d)
    if d.status == "inconsistent" and "softmax" in (lk.lhs + lk.rhs).lower():
        d = _softmax_variant(reading, lk, d)
    if d.status in ("proved", "consistent"):
        d = _beside_its_family(reading, lk, d)
    cell = _TABLE_CELL.fullmatch(lk.lhs) if reading.doc.spans[lk.span_index].table is not None else None
    if cell is not None and d.status in ("proved", "consistent", "inconsistent", "undecided"):
        d.reason = f"a worked table's cell (its row: {cell.group(2)}; its column: ${cell.group(1).strip()}$): {d.reason}"
    if d.status not in ("inconsistent", "proved", "consistent"):
        return d
    alt = _in_degrees(reading, lk)
    if alt is None:
        if d.status == "inconsistent" and not _says_radians(reading, lk):  # sin(30) = 0.5: the values of degrees
            alt = _in_degrees(reading, lk, anyway=True)
            if alt is not None and alt.status in ("proved", "consistent"):
                return dec.Decision("undecided", alt.method, f"fails with the angles in radians and holds in degrees "
                                    f"({alt.reason}): the text does not say degrees, but these are the values in "
                                    "degrees, so the reader does not decide which is meant",
                                    cause="angle in degrees or radians")
        return d
    held = (d.status != "inconsistent", alt.status in ("proved", "consistent"))
    if held == (False, False):
        d.reason += f" (read in degrees, as the text gives angles, it fails too: {alt.reason})"
        return d
    if held == (True, True):
        return d
    if held == (False, True) and _angles_given_in_degrees(reading, lk):  # "90 degrees apart, cos(90) = 0"
        alt.reason += " with the angles in degrees, as the sentence gives them (it fails with them in radians)"
        return alt
    return dec.Decision("undecided", alt.method, f"{'holds' if held[0] else 'fails'} with the angles in radians and "
                        f"{'holds' if held[1] else 'fails'} in degrees ({alt.reason}), and the text gives angles in "
                        "degrees: the reader does not decide which is meant", cause="angle in degrees or radians")


# a worked table's cell as the table reader writes it (suite.reader.formats.tables): its column's header, its row
_TABLE_CELL = re.compile(r"\s*\\left\.\s*(.*?)\s*\\right\|_\{([^{}]*)\}\s*", re.S)


def _tables_for_another_setting(reading: Reading) -> None:
    """A worked table's failing cell (``suite.reader.formats.tables``) that uses one of the document's values or
    definitions (its d, its base, its θ_i = 10000^{-i/32}) is a finding only where the table confirms them: at least
    two of its cells that use every value and definition the failing cell uses hold, showing a value that is not 0, and
    the failing cells that use them are at most half as many.  Otherwise the table is more likely for another setting
    (another d, another base, a scaling, another unit or rounding, stated in words: helper-222's probes) than a table of
    errors: the failing cell is undecided, saying so.  A cell that uses nothing of the document (2^k) is judged as it
    stands."""
    tables: dict = {}
    for lk in reading.links:
        span = reading.doc.spans[lk.span_index]
        if span.table is not None and lk.decision is not None:
            tables.setdefault(span.table, []).append(lk)

    def values(lk):
        return {id(b) for b in lk.decision.used if b.kind in ("value", "definition") and b.source == "document"}

    def shows_zero(lk):
        return not re.search(r"[1-9]", lk.rhs)

    for cells in tables.values():
        status = {id(c): c.decision.status for c in cells}  # (as decided, before any is withheld here)
        for lk in [c for c in cells if status[id(c)] == "inconsistent"]:
            needed = values(lk)
            if not needed:
                continue
            held = sum(status[id(c)] in ("proved", "consistent") and needed <= values(c) and not shows_zero(c)
                       for c in cells)
            failed = sum(status[id(c)] == "inconsistent" and needed <= values(c) for c in cells)
            if held >= 2 and 2 * failed <= held:
                continue
            d = lk.decision
            lk.decision = dec.Decision("undecided", d.method, f"{d.reason}; but of the table's cells that use the same "
                                       f"values and definitions of the document, {held} hold (a 0 shown aside) and "
                                       f"{failed} fail: the table may be for another setting (another d or base, a "
                                       "scaling, another unit or rounding, stated in words), so its cells are not "
                                       "findings", d.exact, cause="value from another part of the document", used=d.used)


def _beside_its_family(reading: Reading, lk: Link, d: dec.Decision) -> dec.Decision:
    """A member (``u_1(x) = w_1 x + c_1``) that holds only by the family definition its own formula writes after it
    (``\\qquad u_k(x) = w_k x + c_k``), the same name with another subscript: definitions written side by side, the
    member one case of the family; a definition that agrees with it, not a claim proved from it.  (A member that
    disagrees is not passed as one: it keeps the decision it had.)"""
    def subscripted(name: str):  # the name before its subscript (u in u_1(x)), or None where it has no subscript
        m = _NAME_CORE.match(name)
        return m.group().strip() if m and name[m.end():].lstrip().startswith("_") else None

    core = subscripted(lk.lhs.strip())
    if not lk.first or lk.rel != "=" or core is None:
        return d
    later = {_where(reading.doc, o.offset): o for o in reading.links
             if o.span_index == lk.span_index and o.offset > lk.offset and o.first}
    family = [b for b in d.used if b.kind == "definition" and b.source == "document" and b.where in later
              and b.name != lk.lhs.strip() and subscripted(b.name) == core]
    if not family:
        return d
    b = family[0]
    return dec.Decision("definition", "environment", f"written beside {b.name} = … ({b.where}) in the same formula, of "
                        f"which it is one member, and agrees with it: definitions side by side, not a claim proved from "
                        "one another", used=d.used)


# what makes a softmax of numbers another function than the standard one, in its paragraph: a temperature, another
# base, a mask, a top-k, a sample, a log, a low precision, percentages
_SOFTMAX_VARIANT = re.compile(r"temperature|\\tau\b|τ|\\beta\b|β|\b[Tt]\s*=\s*\d|\bbase[-\s]*(?:of\s*)?\d|exp2|"
                              r"powers?\s+of\s+(?:two|2)|mask|top-?\s*\w|gumbel|sampl|\blog\b|log-|float16|fp16|bf16|"
                              r"bfloat|half[- ]precision|percent|%|off-by-one|sink|inverse|scal|bias|divid|sqrt|√|"
                              r"温度|掩码|对数|为底|偏置|缩放", re.I)
# a softmax the document's code defines with more than its vector (def softmax(x, t=1.0)): its own function
_OWN_CODE_SOFTMAX = re.compile(r"def\s+softmax\s*\(\s*\w+\s*,")


def _softmax_variant(reading: Reading, lk: Link, d: dec.Decision) -> dec.Decision:
    """A failing relation with a softmax of numbers is no finding where its paragraph names what makes it another
    function (a temperature, a base, a mask, top-k, a sample, a log, float16, percentages), where the document's code
    defines softmax with a parameter of its own, or where the failing weight is written as a whole number it rounds
    to (softmax([100, 0]) = [1, 0]): undecided, saying which."""
    doc = reading.doc
    span = doc.spans[lk.span_index]
    first = doc.text.rfind("\n\n", 0, span.start)
    last = doc.text.find("\n\n", span.end)
    paragraph = doc.text[max(first, 0):last if last >= 0 else len(doc.text)]
    named = _SOFTMAX_VARIANT.search(paragraph)
    why = (f"its paragraph names '{named.group()}', which may make it another softmax than the standard one"
           if named else "the document's code defines softmax with a parameter of its own"
           if _OWN_CODE_SOFTMAX.search(doc.text) else None)
    if why is None and isinstance(d.exact, dict):
        try:
            a, b = float(d.exact.get("lhs")), float(d.exact.get("rhs"))
            if b == int(b) and abs(a - b) < 0.005:
                why = f"the weight {int(b)} is written as the whole number it rounds to ({a:.6g})"
        except (TypeError, ValueError):
            pass
    if why is None:
        return d
    return dec.Decision("undecided", d.method, f"{d.reason}; but {why}: not decided", d.exact,
                        cause="softmax variant or rounding")


GENERIC_SECONDS = 12.0  # the second reading of a proved relation, without the document's values


def _without_values(reading: Reading, lk: Link, d: dec.Decision) -> dec.Decision:
    """A relation proved with values or definitions of the document substituted is decided again without them: when
    it holds whatever its names are, it is proved so, naming none of them (a value in scope from another part of the
    document, the n of a digit expansion in a theorem on any n, does not make it true).  A proof that needs them
    stands, with them named."""
    if d.status != "proved" or not any(b.kind in ("value", "definition") for b in d.used):
        return d
    env = reading.env.without([b for b in reading.env.bindings if b.kind in ("value", "definition")])
    try:
        with dec.budget(GENERIC_SECONDS):
            other = copy.copy(reading)  # (a Reading carries its parser as an attribute set after it is made)
            other.env = env
            bare = _decide_link(other, lk)
    except dec.Budget:
        return d
    except Exception:  # noqa: BLE001 - the second reading failing leaves the first
        return d
    if bare.status != "proved" or any(b.kind in ("value", "definition") for b in bare.used) \
            or "does not define" in bare.reason:  # (taking the document's own family as undefined would say so)
        return d
    bare.reason += " (an identity whatever values its names take: none of the document's values is used)"
    return bare


# an angle given in degrees: a number with its unit ("90 degrees", "30°", "60^\circ", "45 度"); radians named nearby
_DEGREES = re.compile(r"\d\s*(?:degrees?\b|deg\b|°|\^\s*\{?\s*\\circ\b(?!\s*[A-Za-z])|度(?![量]))|in degrees\b|degree mode|"
                      r"\(deg\)|角度制|度数", re.I)


_RADIANS = re.compile(r"radian|\brad\b|弧度", re.I)


def _says_radians(reading: Reading, lk: Link) -> bool:
    """Whether the relation's paragraph or the one before speaks of radians."""
    doc = reading.doc
    span = doc.spans[lk.span_index]
    first = doc.text.rfind("\n\n", 0, span.start)
    first = doc.text.rfind("\n\n", 0, first) + 1 if first > 0 else 0
    last = doc.text.find("\n\n", span.end)
    return bool(_RADIANS.search(doc.text, first, last if last >= 0 else len(doc.text)))


_INVERSE_TRIG = re.compile(r"\s*(?:\\(?:arc(?:sin|cos|tan|cot)|operatorname\{arc(?:sin|cos|tan)\})|arc(?:sin|cos|tan)|a(?:sin|cos|tan))"
                           r"\s*(?:\(.*\)|\\left\(.*\\right\)|\{.*\}|\s*[\w.]+)\s*")


_TRIG_ARGUMENT = re.compile(r"(?<![A-Za-z])(?:sin|cos|tan|cot|sec|csc)\s*(?:\\left)?\s*[({]?\s*(\d+(?:\.\d+)?)(?![\d.])")


def _angles_given_in_degrees(reading: Reading, lk: Link) -> bool:
    """Whether every number a sine, cosine, … of the relation takes is given as a number of degrees earlier in the
    relation's own sentence ("If the arrows are 90 degrees apart, cos(90) = 0")."""
    numbers = _TRIG_ARGUMENT.findall(lk.lhs + " " + lk.rhs)
    lead = _sentence_so_far(reading.doc.text, reading.doc.spans[lk.span_index].start, 160)
    if _RADIANS.search(lead) or re.search(r"\b(?:unlike|rather\s+than|instead\s+of|as\s+opposed\s+to|versus|vs\.?|than|"
                                          r"not)\b|不同于|而不是", lead, re.I):
        return False  # ("30 radians, far more than 30 degrees", "Unlike a rotation by 30 degrees": another angle)
    # (an angle: not "30 degrees Celsius", "2 degrees of freedom", 30 °C)
    unit = r"\s*(?:degrees?\b(?!\s+(?:of\s+freedom|celsius|fahrenheit|kelvin|[CFK]\b))|deg\b|°(?!\s*[CFK]\b)|\^\s*\{?\s*\\circ|度)"
    return bool(numbers) and all(re.search(r"(?<![\d.])" + re.escape(n) + unit, lead, re.I) for n in numbers)


def _in_degrees(reading: Reading, lk: Link, anyway: bool = False) -> dec.Decision | None:
    """The decision on a relation between numbers (``cos(90) = 0``) with its trigonometric functions' arguments read
    in degrees, when its paragraph or the one before gives an angle in degrees ("90 degrees", "30°"); None
    otherwise."""
    import sympy as sp

    from suite.reader.plain import parse_plain

    doc = reading.doc
    span = doc.spans[lk.span_index]
    first = doc.text.rfind("\n\n", 0, span.start)
    first = doc.text.rfind("\n\n", 0, first) + 1 if first > 0 else 0  # (and the paragraph before: a display's lead)
    last = doc.text.find("\n\n", span.end)
    if not anyway and not _DEGREES.search(doc.text[first:last if last >= 0 else len(doc.text)]):
        return None
    try:
        if span.kind in PLAIN:
            lhs, rhs = parse_plain(lk.lhs), parse_plain(lk.rhs)
        else:
            lhs, rhs = reading.parse(lk.lhs, lk.complex_form), reading.parse(lk.rhs, lk.complex_form)
    except Exception:  # noqa: BLE001
        return None
    L, R = lhs.expr, rhs.expr
    if not all(isinstance(x, sp.Expr) for x in (L, R)) or (L.free_symbols - set(lhs.literals)) \
            or (R.free_symbols - set(rhs.literals)):
        return None
    trig = (sp.sin, sp.cos, sp.tan, sp.cot, sp.sec, sp.csc)

    def degrees(e, text):  # the arguments of sin, cos, … in degrees, and a side that is one arcsin, arctan, … too
        if _INVERSE_TRIG.fullmatch(text):
            return e * 180 / sp.pi  # (SymPy has evaluated \arctan(1) to pi/4 already)
        return e.replace(lambda x: isinstance(x, trig), lambda x: x.func(x.args[0] * sp.pi / 180))

    if not any(isinstance(a, trig) for x in (L, R) for a in sp.preorder_traversal(x)) \
            and not any(_INVERSE_TRIG.fullmatch(x) for x in (lk.lhs, lk.rhs)):
        return None
    try:
        return dec.closed(lhs, lk.rel, rhs, degrees(L, lk.lhs), degrees(R, lk.rhs), (lk.lhs, lk.rhs))
    except dec.NotEvaluated:
        return None


# a magnitude written in words right after a formula that ends in a number ("$2^{31} \\approx 2.1$ billion")
_MAGNITUDE_AFTER = re.compile(r"[ \t]*(?:\\,|~)?[ \t]*(thousand|million|billion|trillion|万|亿)(?![A-Za-z])", re.I)
_MAGNITUDE_POWER = {"thousand": 3, "million": 6, "billion": 9, "trillion": 12, "万": 4, "亿": 8}
_BARE_NUMBER = re.compile(r"\s*\d+(?:\.\d+)?\s*[.,;]?\s*")


def _word_after(reading: Reading, lk: Link, word, number):
    """The match of ``word`` right after ``lk``'s formula, where its right side is a ``number`` that ends the formula
    ("$2^{31} \\approx 2.1$ billion", "= 140$ GB"); else None."""
    span = reading.doc.spans[lk.span_index]
    if not number.fullmatch(lk.rhs) or not span.body.rstrip().rstrip(".,;").endswith(lk.rhs.strip().rstrip(".,;")):
        return None
    return word.match(reading.doc.text, span.end)


def _magnitude_after(reading: Reading, lk: Link) -> dec.Decision | None:
    """The decision on a relation whose right side is the number that ends its formula, with the magnitude the text
    writes right after the formula ("$2^{31} \\approx 2.1$ billion": 2.1 × 10^9, its digits shown as written);
    None where there is no such word."""
    from dataclasses import replace

    m = _word_after(reading, lk, _MAGNITUDE_AFTER, _BARE_NUMBER)
    if m is None:
        return None
    word = m.group(1).lower() if m.group(1).isascii() else m.group(1)
    k = _MAGNITUDE_POWER[word]
    digits = lk.rhs.strip().rstrip(".,;")
    if "." in digits:  # 2.1 billion: 2.1 × 10^9, shown to its digits (a mantissa in scientific notation)
        whole, frac = digits.split(".")
        lead = whole.lstrip("0")
        sig = (lead + frac) if lead else frac.lstrip("0")
        power = (len(lead) - 1 if lead else -(len(frac) - len(frac.lstrip("0"))) - 1) + k
        scaled = f"{sig[0]}.{sig[1:]} \\times 10^{{{power}}}" if len(sig) > 1 else None
    else:  # 67 million: 67000000, shown to its last nonzero digit
        scaled = digits + "0" * k
    if scaled is None:  # 0.5 billion: one significant digit, 500000000 (shown to it, as an integer is)
        from fractions import Fraction

        value = Fraction(digits) * 10 ** k
        if value.denominator != 1:
            return dec.Decision("undecided", "", f"a number followed by '{m.group(1)}' that the reader does not "
                                "scale", cause="magnitude in words")
        scaled = str(value.numerator)
    integer = " " not in scaled
    d = _decide_link(reading, replace(lk, rhs=scaled))
    if d.status not in ("proved", "consistent") and lk.rel in ("=", "≈"):
        unit = _decide_link(reading, lk, magnitude=False)  # "3 × 0.5 = 1.5 million tokens": the word is the unit
        if unit.status in ("proved", "consistent"):  # of both sides, and the sides agree in it
            if _numbers_only(reading, lk.lhs):
                return replace(unit, reason=f"{unit.reason} (with '{m.group(1)}' after the formula read as the unit "
                               f"of both sides; read as × 10^{k} of the right side alone: {d.status})")
            return dec.Decision("undecided", d.method, f"{d.reason} with '{m.group(1)}' read as × 10^{k}; it holds "
                                f"with the word the unit of both sides, which the names on the left may carry: not "
                                "decided", d.exact, cause="magnitude in words")
    if d.status == "inconsistent" and integer and lk.rel == "=":
        return dec.Decision("undecided", d.method, f"{d.reason}, with '{m.group(1)}' after the formula read as exact "
                            f"(× 10^{k}); a number in words may be rounded: not decided", d.exact,
                            cause="magnitude in words")
    return replace(d, reason=f"{d.reason} (read with '{m.group(1)}' written after the formula: × 10^{k})")


# a unit written right after a formula that ends in a number ("$2 \\times 70 \\times 10^9 = 140$ GB", "$140 / 2000 = 70$
# ms"): the unit of that number
_UNIT_AFTER = re.compile(r"[ \t]*(?:\\,|~)?[ \t]*(KB|MB|GB|TB|PB|KiB|MiB|GiB|TiB|bytes|ms|µs|μs|ns|FLOPs|flops)"
                         r"(?:/s(?![A-Za-z]))?(?![A-Za-z/])")
_SCIENTIFIC_NUMBER = re.compile(r"\s*\d+(?:\.\d+)?\s*(?:(?:\\times|\\cdot|×|·)\s*10\s*\^\s*\{?\s*-?\d+\s*\}?\s*)?[.,;]?\s*")


def _unit_after(reading: Reading, lk: Link) -> dec.Decision | None:
    """The decision on a relation whose right side is the number that ends its formula, with the unit the text writes
    right after the formula, read as written inside it (``suite.reader.units``); None where there is no such unit."""
    from dataclasses import replace

    from suite.reader.latex import UNIT_WORDS

    m = _word_after(reading, lk, _UNIT_AFTER, _SCIENTIFIC_NUMBER)
    if m is None:
        return None
    word = m.group(1)
    name = {"µs": "us", "μs": "us"}.get(word, UNIT_WORDS.get(word, word))
    rate = "/\\text{s unit}" if m.group().rstrip().endswith("/s") else ""
    number = lk.rhs.strip().rstrip(".,;")
    d = _decide_link(reading, replace(lk, rhs=f"{number}\\,\\text{{{name} unit}}{rate}"), magnitude=False)
    return replace(d, reason=f"{d.reason} (read with '{m.group().strip()}' written after the formula as the unit of "
                             f"its last number)")


def _numbers_only(reading: Reading, tex: str) -> bool:
    """Whether the side ``tex`` is numbers only (no name, read or not)."""
    import sympy as sp

    try:
        side = reading.parse(tex)
    except Exception:  # noqa: BLE001
        return False
    e = side.expr  # (a decimal is a placeholder for its rounding: a number)
    return isinstance(e, sp.Expr) and not (e.free_symbols - set(side.literals))


_WHOLE_IN_PLAIN = re.compile(r"(?<![\d.,])\d{2,4}(?![\d.,])")


def _lost_superscript(lk: Link) -> str | None:
    """For plain arithmetic that fails (``163−1 = 4095``): the reading of one whole number of its left side as a
    power whose exponent lost its superscript (``16^3``) with which the relation holds exactly, as "163 as 16^3";
    else None."""
    import sympy as sp

    from suite.reader.plain import Unparsed, exact_value, normalized, parse_plain

    try:
        right = exact_value(parse_plain(normalized(lk.rhs), "right"))
    except (Unparsed, ValueError, TypeError):
        return None
    if right is None:
        return None
    for m in _WHOLE_IN_PLAIN.finditer(lk.lhs):
        digits = m.group()
        for k in range(1, len(digits)):
            base, power = digits[:k], digits[k:]
            if base in ("0", "1") or power.startswith("0"):
                continue
            text = lk.lhs[:m.start()] + f"({base}^{power})" + lk.lhs[m.end():]
            try:
                left = exact_value(parse_plain(normalized(text), "left"))
            except (Unparsed, ValueError, TypeError):
                continue
            if left is not None and abs(left - right) <= sp.Float(10) ** -20 * max(1, abs(right)):
                return f"{digits} as {base}^{power}"
    return None


def _decide_link(reading: Reading, lk: Link, magnitude: bool = True) -> dec.Decision:
    """The decision on one link, as written (``magnitude``: with a magnitude word after the formula read)."""
    import sympy as sp

    from suite.reader.units import measures_a_unit

    if lk.rel == "∈":
        return dec.Decision("definition", "environment", "a membership (∈): read as a declaration of what the symbol "
                            "is, not checked")
    if lk.note:
        try:
            bare = any(isinstance(reading.parse(x).expr, sp.Symbol) for x in (lk.lhs, lk.rhs))
        except Exception:  # noqa: BLE001
            bare = False
        if bare and lk.rel == "=":
            return dec.Decision("definition", "environment", "a symbol given a value in a list (m = 2, 3): read, not "
                                "checked")
        return dec.Decision("undecided", "", lk.note, cause="across a note" if lk.note.startswith(ACROSS_NOTE)
                            else "list or second statement")
    doc = reading.doc
    span = doc.spans[lk.span_index]
    if span.kind in PLAIN:
        if span.where == "prose" and _disowned_plain(doc, span):
            return _denied_decision()  # ("注意32×2=18是错误的", "不要写成…", "It is wrong to write …"): not asserted
        eol = doc.text.find("\n", span.end)
        d = _code_comment(lk, span.kind, span.where, _units_convention(doc.text),
                          modular=bool(_MODULAR.search(doc.text, max(0, span.start - 400), span.end)),
                          annotated=bool(doc.text[span.end:eol if eol >= 0 else len(doc.text)].strip(" \t.,;")),
                          values=tuple((n, t, _where(doc, at)) for n, t, at in span.values))
        if span.printed:
            d = _as_printed(lk, span, d)
        if d.status == "inconsistent":
            try:
                lost = _lost_superscript(lk)
            except Exception:  # noqa: BLE001 - (units, a complex value: no such reading is offered)
                lost = None
            if lost:
                d.reason += (f"; read with {lost}, a superscript the text lost (as copied prose writes 16³ as 163), "
                             "it holds: false as written, a notation slip if that is what is meant")
        return d
    scaled = _magnitude_after(reading, lk) if magnitude else None
    if scaled is not None:
        return scaled
    after = _unit_after(reading, lk) if magnitude else None
    if after is not None:
        return after
    if lk.rel == "∼" and _DISTRIBUTION.match(lk.rhs):
        return dec.Decision("definition", "environment", f"a statement that a random quantity is distributed as "
                            f"{lk.rhs.strip()}: an assumption of the model, not a relation to check")
    if _number_range(lk) is not None:
        return dec.Decision("definition", "environment", f"a range written with ∼ (from {lk.lhs.strip()} to "
                            f"{lk.rhs.strip()}), not a relation")
    if "|" in lk.lhs and _conditions_a_distribution(reading, lk):
        return dec.Decision("definition", "environment", "the condition of a distribution statement (Y | X = x ∼ …): "
                            "read with it, not checked")
    if lk.rel in ("≪", "≫") and (
            re.search(_CONDITION_BEFORE + re.escape(lk.lhs.strip()) + r"\s*(?:\\ll|\\gg|≪|≫)", body_of(doc, span), re.I)
            or condition_before(doc.text, span.start) in ("condition", "hypothesis", "weak condition")
            or _REGIME_ASIDE.search(doc.text, max(0, span.start - 40), span.start)):
        return dec.Decision("definition", "environment", "the condition the formula is stated under ('if', 'when', "
                            "'for', '当 … 时'): read, not checked")
    if lk.rel in _NOT_DECIDED:
        return dec.Decision("undecided", "", _NOT_DECIDED[lk.rel], cause=f"relation {lk.rel}")
    ones = _ONES_VECTOR.fullmatch(lk.lhs)
    if lk.rel == "=" and ones and _ONES_ENTRIES.fullmatch(lk.rhs) and set(re.findall(r"\d", lk.rhs)) <= {ones.group(1)}:
        return dec.Decision("definition", "environment", f"names the vector whose entries are all {ones.group(1)} "
                            f"({lk.lhs.strip()} = {lk.rhs.strip()}): a declaration, not checked")
    try:
        lhs, rhs = reading.parse(lk.lhs, lk.complex_form), reading.parse(lk.rhs, lk.complex_form)
    except Exception as e:  # noqa: BLE001 - the reader's own reason
        d = unparsed(e)
        if d.construct == "a sum cut off with …":  # e^{iz} = 1 + iz + \frac{(iz)^2}{2!} + \dots: power series
            cut = _series_link(reading, lk)
            if cut is not None:
                return cut
        if lk.defines and lk.first:  # L(ŷ, y) := -Σ …: a definition by its sign, even where it is not read
            return dec.Decision("definition", "environment", "written with a definition sign (:=): a definition, "
                                f"not a claim; its sides are not read ({d.reason})", construct=d.construct)
        if lk.rel == "=" and lk.first and _set_by_condition(lk.lhs, lk.rhs):
            return dec.Decision("definition", "environment", f"defines {lk.lhs.strip()} as the set of what meets a "
                                "condition ({j: …}): a definition, not a claim; the set-builder is not read",
                                construct="a set written by its condition")
        fresh = _fresh_name(reading, lk)
        if fresh is not None:
            return dec.Decision("definition", "environment", f"a definition of {fresh}, a name nothing before "
                                f"defines or writes; not a claim. Its right side is not read: {d.reason}",
                                construct=d.construct)
        return d
    if _E_NUMBER_POWER.search(lk.lhs + " " + lk.rhs) and any(
            isinstance(a, sp.exp) for x in (lhs.expr, rhs.expr) if isinstance(x, sp.Basic) for a in x.atoms(sp.exp)):
        given = [b for b in reading.env.bindings if b.kind in ("value", "definition") and b.source == "document"
                 and b.target == sp.Symbol("e")]
        if given:  # (anywhere in the document, before or after: "where e = 4 is the embedding size", "e = 2.72")
            return dec.Decision("undecided", "", f"e to a number: Euler's number, or the document's e = "
                                f"{_value_text(given[0].value)} ({given[0].where}); the reader does not decide which "
                                "is meant", cause="e as a name or Euler's number")
    stipulated = _stipulated_size(reading, lk, lhs, rhs)
    if stipulated is not None:
        return stipulated
    if lk.rel == "≠":
        return _not_equal(reading, lk, lhs, rhs)
    if any(isinstance(x.expr, (sp.MatrixBase, sp.Tuple)) or not isinstance(x.expr, sp.Expr) for x in (lhs, rhs)):
        if _denied(doc, span):  # ("softmax([1, 2, 3]) = [0.1, 0.2, 0.7] is wrong")
            return _denied_decision()
        return _entrywise(reading, lk, lhs, rhs)  # (an ImmutableMatrix is an Expr to SymPy)
    if lk.rel in ("<", ">", "≤", "≥") and any(isinstance(x.expr, sp.Symbol) and x.expr not in x.literals
                                              and not measures_a_unit(x.expr) for x in (lhs, rhs)):
        return dec.Decision("definition", "environment", "a condition on a symbol (read as a hypothesis, not checked)")
    if lk.rel == "=" and isinstance(lhs.expr, sp.Mod) and isinstance(lhs.expr.args[0], sp.Symbol) \
            and lhs.expr.args[1].is_Integer and rhs.expr.is_Integer \
            and reading.env.knows(lhs.expr.args[0], lk.offset) is None:
        return dec.Decision("definition", "environment", "a condition on a symbol (i mod 2 = 0: its parity; read as a "
                            "hypothesis, not checked)")
    free = lhs.expr.free_symbols | rhs.expr.free_symbols
    if lk.rel == "=" and isinstance(lhs.expr, (sp.Symbol, sp.Indexed)) and isinstance(rhs.expr, sp.Basic) \
            and lhs.expr in rhs.expr.free_symbols and _LET_BEFORE.search(doc.text, max(0, span.start - 24), span.start):
        return dec.Decision("definition", "environment", "an assignment ('let m = m - n', '令 m = m - n'): the name "
                            "is replaced by the right side from here on, not a statement to check")
    how = condition_before(doc.text, span.start)
    if how is None and names_a_case(doc.text, span.start, span.end):  # "the $\tau = 0$ limit": a case named
        how = "condition"
    if how in (None, "example", "weak condition") and re.match(r"\s*(?:时|的时候|之时)", doc.text[span.end:span.end + 6]) \
            and lk.first \
            and not lk.chain_end:  # "相对距离 $m - n = 10$ 时": a condition that ends with its formula
        how = "condition"
    if free and (how in ("condition", "hypothesis") or (how == "weak condition" and (
            _binds_symbol(lk, lhs, rhs) or _chain_binds_symbol(reading, lk)))):
        if how == "hypothesis":
            return dec.Decision("definition", "environment", "stated as a supposition or a condition it is subject to "
                                "('suppose', 'assume', 'subject to the conditions', '假设'): not checked")
        return dec.Decision("definition", "environment", "stated as a condition ('if', 'when', '当'): not checked")
    if _introduced_by_assumption(doc, span) and lk.rel in (
            "<", ">", "≤", "≥", "=") and (lhs.expr.atoms(sp.core.function.AppliedUndef)
                                           | rhs.expr.atoms(sp.core.function.AppliedUndef)):
        # "Let $\rho(\phi) \ge 0$ be a density on [0, 1] with $\int_0^1 \rho = 1$": what a function is assumed to meet
        return dec.Decision("definition", "environment", "a hypothesis on a function the sentence introduces ('Let … "
                            "be …'): assumed, not checked")
    prev = _OR_AFTER_FORMULA.search(doc.text, max(0, span.start - 80), span.start)
    if lk.rel == "=" and lk.first and prev is not None and re.match(
            r"\$\s*" + re.escape(lk.lhs.strip()) + r"\s*=", prev.group()):
        return dec.Decision("definition", "environment", f"another value of {lk.lhs.strip()}, given as an alternative "
                            "to the one before it ('… or …'): read, not checked")
    if how == "negated" or _denied(doc, span):
        return _denied_decision()
    if free and requirement_before(doc.text, span.start):
        return dec.Decision("definition", "environment", "stated as a requirement ('we need', 'must', 'such that', "
                            "'需要', '使得'): a condition to meet, not checked")
    from suite.reader.units import unit_symbols

    units = unit_symbols(lhs.expr, rhs.expr)
    carried = _unit_bindings(reading, lk, lhs, rhs)  # N = 7\text{B}, then 6ND ≈ 8.4 \times 10^{22}
    units |= unit_symbols(*(b.value for b in carried))
    if units:  # 104\text{e}12\text{ bytes} \approx 104\text{ GB}: decided in each reading of its units
        d = _decide_in_units(reading, lk, lhs, rhs, units, carried)
    else:
        d = _decide_statement(reading, lk, lhs, rhs)
    both = _unit_or_name(reading, lk, units)  # (N = 7B after B = 32: 7B is the definition's, read here)
    if both is not None and d.status != "proved":  # 2B · 1024 = 16384 after B = 8: two billion, or 2·B?
        d = dec.Decision("undecided", "", f"{both} after a number: a unit, or the document's name of those letters "
                         f"(which it writes standing alone); the reader does not decide which ({d.status} as read: "
                         f"{d.reason})", cause="unit or name")
    if units:  # (the parser's names for units, as a reader writes them)
        d.reason = re.sub(r"\b([A-Za-z]+)_unit\b", lambda m: "µs" if m.group(1) == "us" else m.group(1), d.reason)
    return d


def _unit_bindings(reading: Reading, lk: Link, lhs, rhs) -> list:
    """The bindings in scope of the names ``lk``'s sides write whose values write units (N = 7\\text{B}, M = 70
    \\times 10^9 \\times 2\\text{ bytes}): their units are read with the relation's own."""
    import sympy as sp

    from suite.reader.units import unit_symbols

    at, out = reading.doc.spans[lk.span_index].start, []
    for x in (lhs.expr, rhs.expr):
        if not isinstance(x, sp.Basic):
            continue
        for name in x.free_symbols:
            b = reading.env.knows(name, at)
            if b is not None and not b.params and isinstance(b.value, sp.Basic) and unit_symbols(b.value) \
                    and all(b is not o for o in out):
                out.append(b)
    return out


# TeX's spacing between a number and its unit (\, \; \! \  ~), any number of times
_TEX_SPACE = r"(?:\\[,;:! ]\s*|~\s*)*"
# after a number: an upright s (3\mathrm{s}); a unit of storage in italics is latex.ITALIC_STORAGE (2GB: 2·G·B where G
# and B stand alone)
_S_AFTER_NUMBER = re.compile(r"\d\s*" + _TEX_SPACE + r"\\(?:text|mathrm|textrm|rm|mbox)\s*\{\s*s\s*\}")


def _unit_or_name(reading: Reading, lk: Link, units: set) -> str | None:
    """The letters written after a number in ``lk`` that may be a unit or the document's own names, or None: a
    magnitude read as a unit (``units``: 2B where the document writes ``B = 8``), a unit of storage in italics read
    as a product (2GB where G and B stand alone), an upright s after a number (3\\mathrm{s} where the document writes
    ``\\mathrm{s} = 2``)."""
    from suite.reader.latex import ITALIC_STORAGE
    from suite.reader.units import MAGNITUDE

    standalone = getattr(reading.parse, "standalone", frozenset())
    for x in sorted(units, key=str):
        letter = x.name[:-len("_unit")]
        if (letter in MAGNITUDE or letter == "B") and letter in standalone:
            return letter
    text = lk.lhs + " \\quad " + lk.rhs
    for m in ITALIC_STORAGE.finditer(text):
        if set(m.group(2)) <= standalone:
            return m.group(2)
    if "s" in standalone and _S_AFTER_NUMBER.search(text):
        return "s"
    return None


# a side written as a whole mantissa times a power of ten and its unit (2 \times 10^{20}\,\text{FLOPs})
_SCIENTIFIC_MEASURE = re.compile(r"\s*(\d+)\s*(?:\\times|\\cdot|×|·)\s*10\s*\^\s*\{?\s*(-?\d+)\s*\}?\s*"
                                 + _TEX_SPACE + r"(?:\\(?:text|mathrm|textrm|rm|mbox)\s*\{\s*[A-Za-zµμ/]+(?: unit)?\s*\})?"
                                 r"(?:/\\text\{s unit\})?\s*[.,;]?\s*")
# a side written as one number, in scientific notation or not, with or without its unit: a result shown
_SHOWN_NUMBER = re.compile(r"\s*\d+(?:\.\d+)?\s*(?:(?:\\times|\\cdot|×|·)\s*10\s*\^\s*\{?\s*-?\d+\s*\}?\s*)?"
                           + _TEX_SPACE + r"(?:\\(?:text|mathrm|textrm|rm|mbox)\s*\{[^{}]*\}|[KMGTP]?B)?\s*[.,;]?\s*")
# a side written as one number and its unit, nothing else (3\text{ms}, 1.4\,\text{GB}, 2560\mu\text{s}): the result shown
_ONE_MEASURE = re.compile(r"\s*\d+(?:\.\d+)?\s*" + _TEX_SPACE + r"(?:\\(?:mu|upmu)\s*)?"
                          r"(?:\\(?:text|mathrm|textrm|rm|mbox)\s*\{\s*[A-Za-zµμ]+(?: unit)?\s*\}|[KMGTP]?B|[KMGT])"
                          r"(?:/\\text\{s unit\})?\s*[.,;]?\s*")


_BOLD_WRAP = re.compile(r"^\s*\\(?:textbf|mathbf|boldsymbol|bm)\s*\{([^{}]*)\}\s*$")
_BOLD_NUMBER = re.compile(r"\\(?:textbf|mathbf|boldsymbol|bm)\s*\{\s*(\d+(?:\.\d+)?)\s*\}")


def _decide_in_units(reading: Reading, lk: Link, lhs, rhs, units: set, carried: list = ()) -> dec.Decision:
    """The decision on a relation that writes units after its numbers (``suite.reader.units``), in each reading of
    them: the value each open unit may have (GB as 10^9 or 2^30 bytes, B as a billion or as bytes), and, where one side
    writes no unit, that side counted in the base unit (bytes, seconds) or in the one unit the other side writes
    alone.  A reading whose sides are quantities of different kinds (bytes against seconds, bytes added to a plain
    number) is not decided.  The verdict: proved when it holds whatever the units are worth; else, for '=' and '≈',
    the first reading that holds, otherwise one that is undecided, and a finding only when every reading fails; for
    an inequality, or where the document declares both ways of counting KB, MB, GB, only a verdict every reading
    gives (a billion read as bytes makes 70B × 2 < 80 GB hold)."""
    from dataclasses import replace as dc_replace

    import sympy as sp

    from suite.reader import units as u

    as_names = _decide_statement(reading, lk, lhs, rhs)
    if as_names.status == "proved":
        return as_names  # 2 \times 7\text{B} = 14\text{B}: an identity whatever the units are worth
    base_name = {"byte": "bytes", "second": "seconds", "flop": "floating-point operations"}
    science = _SCIENTIFIC_MEASURE.fullmatch(lk.rhs)
    shown_rhs = _BOLD_NUMBER.sub(r"\1", _BOLD_WRAP.sub(r"\1", lk.rhs))  # (\textbf{2.1 GB}, \mathbf{4.3}\,\text{GB})
    if (lk.rel == "≈" or (lk.rel == "=" and re.search(r"\d\.\d", shown_rhs))) and _ONE_MEASURE.fullmatch(shown_rhs):
        rhs = u.measured(rhs, units)  # … ≈ 3 ms: a whole number shown to its last nonzero digit; = 4.3 GB: a decimal
    elif lk.rel == "≈" and science:  # … ≈ 2 \times 10^{20} FLOPs: its mantissa shown
        rhs = u.measured(rhs, units, (int(science.group(1)), int(science.group(2))))
    elif lk.rel == "≈" and _ONE_MEASURE.fullmatch(lk.lhs) and not _SHOWN_NUMBER.fullmatch(lk.rhs):
        lhs = u.measured(lhs, units)  # 42 ms ≈ 140 GB / 3.35 TB/s: the result on the left, the right computed
        #                               (never 40 GB ≈ 4.6 \times 10^{10} bytes, where the right is the result shown)
    literals = set(lhs.literals) | set(rhs.literals)
    convention = _units_convention(reading.doc.text, contested=True)
    magnitudes = _magnitude_convention(reading.doc.text)
    agree = lk.rel in ("<", ">", "≤", "≥") or (convention == "contested" and any(
        x.name[:-len("_unit")] in u.STORAGE for x in units))
    found, kinds = [], False
    for said, sub in u.readings(units, None if convention == "contested" else convention, magnitudes):
        L, R = sp.sympify(lhs.expr.xreplace(sub)), sp.sympify(rhs.expr.xreplace(sub))
        dl, dr = u.dimension(L), u.dimension(R)
        if dl is None or dr is None:
            continue
        ways = []
        if dl == dr:
            ways.append(("", L, R))
        elif (not any(dl) or not any(dr)) and (dr if not any(dl) else dl) in _ONE_KIND:
            # one side writes no unit: 0.0217 ≈ 22 ms, 2 · 32 = 64 GB (never against ms · bytes, no one unit)
            quantity = R if not any(dl) else L
            base = [b for b in u.bases().values() if b in quantity.free_symbols]
            ways.append((f"the side without a unit counted in {' and '.join(base_name[b.name] for b in base)}", L, R))
            written = rhs.expr if not any(dl) else lhs.expr
            alone = u.unit_alone(written, units, literals)
            if alone is not None:
                once = {k: (sp.Integer(1) if k in alone else v) for k, v in sub.items()}
                shown = "/".join(x.name[:-len("_unit")].replace("us", "µs") for x in sorted(
                    alone, key=lambda x: x.name == "s_unit"))
                ways.append((f"the side without a unit counted in {shown}, the unit written once for both",
                             sp.sympify(lhs.expr.xreplace(once)), sp.sympify(rhs.expr.xreplace(once))))
        else:
            kinds = True
            continue
        here = reading
        if carried:  # the bindings whose values write units, with this reading's values
            import copy

            here = copy.copy(reading)
            here.env = reading.env.replacing(
                {id(b): dc_replace(b, value=u.without_bases(b.value.xreplace(sub))) for b in carried})
        for how, L2, R2 in ways:
            d = _decide_statement(here, lk, dc_replace(lhs, expr=u.without_bases(L2)),
                                  dc_replace(rhs, expr=u.without_bases(R2)))
            text = "; ".join(x for x in (said, how) if x)
            if text:
                d.reason = f"{d.reason} (with {text})"
            found.append(d)
    if not found:
        return dec.Decision("undecided", "", "its sides are quantities of different kinds in every reading of their "
                            "units (bytes against seconds, or a unit added to a plain number)"
                            if kinds else "a unit added to a plain number or inside a function: not read as a quantity",
                            cause="units of different kinds")
    statuses = {"consistent" if d.status == "proved" else d.status for d in found}
    if agree and len(statuses) > 1:
        why = ("an inequality" if lk.rel in ("<", ">", "≤", "≥") else
               "the document declares both ways of counting KB, MB, GB")
        held = next((d for d in found if d.status in ("proved", "consistent")), None)
        failed = next((d for d in found if d.status == "inconsistent"), None)
        return dec.Decision("undecided", "", f"{why}: its verdict must not depend on how its units are read, and it "
                            "does" + (f": {held.reason}; but {failed.reason}" if held and failed else ""),
                            cause="units read more than one way")
    for wanted in (("proved", "consistent"), ("undecided", "unparsed")):  # (a reading that holds, before one undecided)
        held = next((d for d in found if d.status in wanted), None)
        if held is not None:
            return held
    given = _factor_with_unit(reading, lk) if not u.unit_symbols(lhs.expr) else None
    if given is not None:  # "at 0.5 MB per token, 4096 × 0.5 = 2 GB": the left side's 0.5 is 0.5 MB
        return dec.Decision("undecided", "", f"the text gives the left side's {given} its unit before the formula; "
                            f"read without it, {found[0].reason}", cause="units not written")
    if len(_B_AFTER_NUMBER.findall(lk.lhs + " " + lk.rhs)) > 1:  # 7B × 2 B = 14 GB: a billion, then bytes
        return dec.Decision("undecided", "", f"B written after two numbers, each a billion or bytes, and the reader "
                            f"reads both one way ({found[0].reason})", cause="units read more than one way")
    scale = _scaled_by_a_prefix(found, _counts_in(reading, lk))
    if scale is not None:  # 70 * 4 bytes / 2 * 1.2 = 168 GB, the 70 being 70 billion parameters: a counting convention
        return dec.Decision("undecided", "", f"the sides differ by a factor of exactly {scale} in a reading of its "
                            "units: the text may count its numbers in thousands, millions or billions (70 for 70 "
                            f"billion), which the reader does not read ({found[0].reason})", found[0].exact,
                            used=found[0].used, cause="units not written")
    if len(found) > 1:
        found[0].reason += "; it fails in the other readings of its units too"
    return found[0]


def _counts_in(reading: Reading, lk: Link) -> set:
    """The powers of 1000 (1, 2, 3) whose words the text writes in the formula's paragraph or the sentence before it,
    after a number the formula's left side writes ("The model has 70 billion parameters", "70 (in billions)")."""
    doc = reading.doc
    span = doc.spans[lk.span_index]
    start = doc.text.rfind("\n\n", 0, span.start)
    near = doc.text[max(0, start - 400):span.start]  # (before the formula: not a magnitude it writes itself, 7B)
    numbers = set(re.findall(r"(?<![\d.])\d+(?:\.\d+)?(?![\d.])" + _NOT_SCALED, lk.lhs))
    out = set()
    for k, word, letter in ((1, "thousand", "[Kk]"), (2, "million", "M"), (3, "billion", "B")):
        if any(re.search(r"(?<![\d.])" + re.escape(n) + r"(?:\s*(?:" + word + r"|\(in " + word + r"s?\))|" + letter
                         + r"(?![A-Za-z]))", near, re.I if letter != "M" else 0) for n in numbers):
            out.add(k)
    return out


# not a number the left side writes with its magnitude or power of ten (7B, 125 \\times 10^6, 4e3): that number is not
# counted in billions (but in 6 \\times 70 \\times 1.4 \\times 10^{12}, the 70 of "70 billion parameters" may be)
_NOT_SCALED = (r"(?!\s*(?:\\times|\\cdot|×|·|\*)\s*10\s*\^|\s*(?:\\[,;: ]|~)?\s*(?:\\(?:text|mathrm)\s*\{\s*)?[KMBT](?![A-Za-z])"
               r"|e\d)")
# a decimal magnitude right after a formula's closing $ (= 26,000$ MB, 140,000 gigabytes): the power of 1000 it counts in
_DECIMAL_UNIT_AFTER = re.compile(r"\$*[ \t]*(KB|kB|MB|GB|TB|PB|kilobytes?|megabytes?|gigabytes?|terabytes?|thousand|million|"
                              r"billion|trillion)(?![A-Za-z])", re.I)
_MAGNITUDES = {**{k.lower(): v for k, v in STORAGE.items()},
               **{w + end: k for k, w in ((1, "kilobyte"), (2, "megabyte"), (3, "gigabyte"), (4, "terabyte"))
                  for end in ("", "s")},
               "thousand": 1, "million": 2, "billion": 3, "trillion": 4}
# a word right after a formula's closing $ (= 26,000$ MB): a unit the relation's last number may carry
_WORD_AFTER_FORMULA = re.compile(r"\$*[ \t]*[A-Za-z\u4e00-\u9fff]")


def _scaled_by_a_prefix(found: list, counts: set, after: bool = False, unit: int | None = None) -> str | None:
    """Where a reading's sides differ by exactly the factor of a power of 1000 that the text counts the left side's
    numbers in (``counts``: 3 for "70 billion parameters"), to 0.5 %, that factor as text; with ``after`` (a word
    follows the formula, a unit the reader may not have read: 26,000$ MB), any smaller power of 1000 too, or where
    that word is a decimal magnitude (``unit``: 2 for MB, 3 for GB), only the factor it leaves (13 × 2 = 26,000 MB
    counts 26 billion bytes: 1000; 7 × 2 = 14,000 GB would be 14 GB: none)."""
    if after and unit is not None:
        counts, after = {k - unit for k in counts if k > unit}, False
    for d in found:
        try:
            a, b = float(d.exact["lhs"]), float(d.exact["rhs"])
        except (TypeError, KeyError, ValueError, OverflowError):
            continue
        if not a or not b:
            continue
        r = max(abs(a), abs(b)) / min(abs(a), abs(b))
        for k, text in ((1, "1000"), (2, "10^6"), (3, "10^9")):
            if (k in counts or (after and counts and k < max(counts))) and abs(r / 1000 ** k - 1) <= 0.005:
                return text
    return None


_UNIT_WORD_AFTER = (r"(?:\\[,;:! ]|~|\s)*(?:\\(?:text|mathrm)\s*\{\s*)?(?:[KMGTP]i?B|bytes?|Bytes?|ms|µs|μs|us|ns|s|"
                    r"seconds?|FLOPs|flops)(?![A-Za-z])")


def _factor_with_unit(reading: Reading, lk: Link) -> str | None:
    """A number of ``lk``'s left side (written without a unit) that its sentence, before the formula, writes with a
    unit ("at 0.5 MB per token, $4096 \\times 0.5 = 2\\text{ GB}$"), as written there; else None."""
    doc = reading.doc
    span = doc.spans[lk.span_index]
    ends = [m.end() for m in re.finditer(r"[.!?](?=\s)|[。！？\n]", doc.text[max(0, span.start - 400):span.start])]
    before = doc.text[max(0, span.start - 400) + (ends[-1] if ends else 0):span.start]  # (0.5 MB: no sentence end)
    plain = re.findall(r"(?<![\d.^{_])(\d+(?:\.\d+)?)(?![\d.])(?!\s*(?:\\times|\\cdot|×|·)\s*10\s*\^)", lk.lhs)
    for number in dict.fromkeys(plain):  # (not 200 \times 10^{9}: that is the number in full, not 200 GB)
        m = re.search(r"(?<![\d.,])" + re.escape(number) + r"(?![\d.])" + _UNIT_WORD_AFTER, before)
        if m:
            return " ".join(m.group().split())
    return None


# the quantities a side written without a unit may count: bytes, seconds, FLOPs, bytes or FLOPs per second, a count
# per second (1 / 19 ms ≈ 53 steps a second)
_ONE_KIND = {(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, -1, 0), (0, -1, 1), (0, -1, 0)}
_B_AFTER_NUMBER = re.compile(r"\d\s*" + _TEX_SPACE + r"(?:\\(?:text|mathrm|textrm|rm|mbox)\s*\{\s*B\s*\}|B(?![A-Za-z]))")


def _bold_scalars(reading: Reading, lk: Link, lhs, rhs) -> bool:
    """Whether every bold name of the relation has a number for its value in scope (``\\pmb a, \\pmb b = 2, 5``: two
    scalar gains set in bold): their product is a product of numbers, not of vectors."""
    import sympy as sp

    names = set(lhs.bold) | set(rhs.bold)
    if not names:
        return False
    here = reading.doc.spans[lk.span_index].start
    if re.search(r"vector|matri|向量|矩阵|\\in\s*\\mathbb", _sentence_so_far(reading.doc.text, here, 300), re.I):
        return False  # ("For vectors $\\mathbf{q}, \\mathbf{k} \\in \\mathbb{R}^d$ …": not the scalars of a warm-up)
    symbols = {str(x): x for e in (lhs.expr, rhs.expr) if isinstance(e, sp.Basic) for x in e.free_symbols}
    for n in names:
        x = symbols.get(n)
        b = reading.env.knows(x, lk.offset) if x is not None else None
        if b is None or b.kind != "value" or not isinstance(b.value, sp.Number) or b.start is None \
                or re.search(r"\n[ \t]*\n", reading.doc.text[b.start:here]):
            return False  # (a number given in this paragraph)
    return True


def _decide_statement(reading: Reading, lk: Link, lhs, rhs) -> dec.Decision:
    """The decision on the parsed sides of ``lk``, a relation to check (``_decide_link`` has set aside what is not
    one): under the environment, then with the readings a verdict needs."""
    doc = reading.doc
    span = doc.spans[lk.span_index]
    env = reading.env
    bad = dec.missing_transpose(lhs, rhs, (lk.lhs, lk.rhs)) if lk.rel in ("=", "≈") else None
    if bad is not None and not _bold_scalars(reading, lk, lhs, rhs):
        return bad
    prose = _prose_before(reading, lk)
    if lk.rel == "=" and approximately_before(doc.text, span.start):
        from dataclasses import replace

        lk = replace(lk, rel="≈")  # "this gives us roughly $Y = 57344/2550 = 22$": the '=' of a rounded result
        d = _decide_under(reading, env, lk, lhs, rhs, prose)
        d.reason = "read as '≈' (the text says 'roughly'): " + d.reason
    else:
        d = _decide_under(reading, env, lk, lhs, rhs, prose)
    d = _without_remote_values(reading, lk, lhs, rhs, prose, d)
    d = _under_an_expired_example(reading, lk, lhs, rhs, prose, d)
    d = _approximately_defined(reading, d, lk, lhs, rhs)
    d = _back_to_an_earlier_value(reading, lk, d)
    d = _under_a_definitions_value(reading, lk, lhs, rhs, prose, d)
    d = _under_a_headings_values(reading, lk, lhs, rhs, prose, d)
    d = _under_another_settings_value(reading, lk, lhs, rhs, prose, d)
    d = _under_a_formula_given_since(reading, lk, lhs, rhs, prose, d)
    d = _under_another_sections_redefinition(reading, lk, lhs, rhs, prose, d)
    d = _under_an_items_label(reading, lk, d)
    if d.status == "inconsistent" and lk.function_value and not _derives_or_restates(reading, lk):
        # "Under YaRN, s(M) = 2" after s(L) = max(L, M)/M: the value of another scheme, or a slip; the text does not
        # say which
        d = _withheld(d, f"{lk.lhs.strip()} is what the document defines, taken at other arguments or set against "
                      f"its definition, but with another value ({d.reason}); its sentence neither derives nor restates "
                      "it, and may give the value of another setting (a scheme, a variant) as a new one",
                      "value of a defined function")
    if d.status == "inconsistent" and _SOLVE.search(_sentence_so_far(reading.doc.text, reading.doc.spans[lk.span_index].start, 160)):
        d = dec.Decision("undecided", d.method, "an equation its sentence sets out to solve: its unknowns take no value "
                         f"from elsewhere (as the values in scope give it: {d.reason})", d.exact, cause="equation to solve")
    if d.status == "inconsistent" and lk.across_ellipsis and lk.rel in ("<", ">", "≤", "≥"):
        # θ_0 > θ_1 > … > θ_{d/2-1} at d = 4 says only θ_0 > θ_1: across the elided step the chain may be empty (or
        # run back), so θ_1 > θ_{d/2-1} failing is no finding
        d = dec.Decision("undecided", d.method, "stated across an elided step of its chain (… between the two "
                         "relations), which may stand for no step at all: the order it gives across the gap holds only "
                         f"where the chain goes on past its written terms ({d.reason})", d.exact,
                         cause="across an elided step")
    if d.status == "inconsistent" and lk.row_note:
        # &= a^2 + b^2 \quad (\text{since } ab = 0 \text{ here}): the step is stated under what its note says
        d = _withheld(d, f"fails as written ({d.reason}), but the note at its row's end ({lk.row_note}) may state a "
                      "hypothesis of the step, which the reader does not use", "stated with a note")
    if d.status == "inconsistent" and lk.across_ellipsis and lk.rel == "=" and _elided_range_empty_at(lhs, rhs, d):
        # 0 = h(0) = h(1) = \cdots = h(p-1) with h(j) = ⌊j/p⌋: at p = 1 the elided range runs back past h(1); the
        # chain speaks of a range at least as long as the terms it writes
        d = dec.Decision("undecided", d.method, "stated across an elided step of its chain, and fails only where the "
                         "elided range is shorter than the terms written before it (" + ", ".join(
                             f"{k} = {v}" for k, v in d.counterexample.items()) + f"): {d.reason}", d.exact,
                         cause="across an elided step")
    if (d.status == "undecided" and d.cause in ("value of free parameters", "value from another part of the document",
                                                 "undefined function or family")) \
            or d.status == "inconsistent":  # (y = 2x = 10 for x = 5, after "y = 2x = 6 for x = 3" in its sentence)
        d = _with_values_after(reading, lk, lhs, rhs, prose, d)
    if d.status == "undecided" and d.cause in _FORWARD_CAUSES:
        d = _with_later_definitions(reading, lk, lhs, rhs, prose, d)
    if d.status == "undecided" and d.cause == "not an identity":
        d = _solved_after(reading, lk, lhs, rhs, prose, d)
    decided = ("inconsistent", "proved", "consistent")  # (each verdict needs both readings of an ambiguous side)
    if d.status in decided and (lhs.slash_ambiguous or rhs.slash_ambiguous):
        d = _slash_readings(reading, lk, prose, d)
    if (d.status == "inconsistent" and (getattr(lhs, "argument_ambiguous", False)
                                        or getattr(rhs, "argument_ambiguous", False))) or (
            d.status in decided and (getattr(lhs, "argument_spaced", False) or getattr(rhs, "argument_spaced", False))):
        d = _argument_readings(reading, lk, prose, d)  # (a verdict that holds needs the other reading only where a
        # space sets the bracket apart from its function, \sin (\pi) x: \sin(x) x is sin(x)·x)
    if d.status in decided and (getattr(lhs, "digits_spaced", False) or getattr(rhs, "digits_spaced", False)):
        d = _two_readings(reading, lk, prose, d, "spaced_product", "two numbers apart by a space",
                          "as TeX sets them, one number", "as a product of the numbers",
                          "also with the numbers apart by a space multiplied", "two readings of numbers apart by a space")
    step = _from_previous_statement(reading, lk, lhs, rhs, prose) if lk.redefines is not None \
        and d.status == "undecided" else None
    if step is not None:
        d = step
    elif lk.redefines is not None and lk.redefines_loosely and d.status == "inconsistent":
        d = dec.Decision("undecided", d.method, f"defines {lk.redefines.name} again {_where_again(lk)}: another "
                         f"definition for what follows, or a slip in the one at {lk.redefines.where}, which the text "
                         "does not tell apart; against that definition: " + d.reason, d.exact, points=d.points,
                         used=d.used, cause="definition given again")
    elif lk.redefines is not None and lk.redefines_loosely:
        d.reason = (f"defines {lk.redefines.name} again {_where_again(lk)}, maybe anew; against the one at "
                    f"{lk.redefines.where}: " + d.reason)
    elif lk.redefines is not None:
        d.reason = f"restates {lk.redefines.name}, defined at {lk.redefines.where}; against that definition: " + d.reason
    if lk.chain_end:
        d.reason = "the chain's conclusion (the value it computes ≈ the number it ends with): " + d.reason
    if d.status == "inconsistent":
        word = _word_after(reading, lk, _UNREAD_UNIT_AFTER, _BARE_NUMBER)
        if word is not None:  # "$2 \times 7\text{B} = 14$ GFLOPs": 14 of a unit the reader does not read
            return dec.Decision("undecided", d.method, f"'{word.group(1)}' follows the formula, a unit of its last "
                                f"number that the reader does not read; without it, {d.reason}", d.exact,
                                cause="units not written")
    if d.status == "inconsistent" and lk.rel in ("=", "≈"):
        magnitude = _DECIMAL_UNIT_AFTER.match(doc.text, span.end)
        scale = _scaled_by_a_prefix([d], _counts_in(reading, lk), after=_WORD_AFTER_FORMULA.match(
            doc.text, span.end) is not None, unit=_MAGNITUDES[magnitude.group(1).lower()] if magnitude else None)
        if scale is not None:  # "70 billion parameters, so $70 \times 2 = 140,000,000,000$ bytes"
            return dec.Decision("undecided", d.method, f"the sides differ by a factor of exactly {scale}: the text counts "
                                "the left side's numbers in thousands, millions or billions (70 for 70 billion), which "
                                f"the reader does not read ({d.reason})", d.exact, used=d.used, cause="units not written")
    if d.status == "inconsistent" and _DIFFERENTIAL_START.match(lk.lhs) and _DIFFERENTIAL_END.search(lk.rhs):
        return dec.Decision("undecided", d.method, "a relation between differentials (a d before a letter on each side, "
                            f"as a change of variable writes them), which the reader reads as products; so "
                            f"read, {d.reason}", d.exact, used=d.used, cause="differentials")
    if d.status == "inconsistent" and lk.first and _FACTOR_BEFORE.search(doc.text[max(0, span.start - 40):span.start]):
        line = doc.text[doc.text.rfind("\n", 0, span.start) + 1:span.start].strip(" \t$")
        factor = line[-30:].split(None, 1)[-1] if len(line) > 30 else line
        return dec.Decision("undecided", d.method, "the text right before the formula writes a factor or a term of its "
                            f"left side ('{factor}'): the left side goes on before the formula; read without it, "
                            f"{d.reason}", d.exact, used=d.used, cause="side begun in the prose")
    rough = lk.rel == "≈" or (lk.rel == "=" and approximately_before(doc.text, span.start))
    if d.status == "inconsistent" and rough and isinstance(d.exact, dict):
        whole = _whole_part(d.exact, lk, least=10)
        if whole is not None:  # "roughly 2 × 28672 / 2550 = 23 shards": a whole count within one of the value
            return dec.Decision("undecided", d.method, f"{whole}: an approximate whole count ('≈', 'roughly') one "
                                "away from the value's rounding, which may be meant as rounded up or down", d.exact,
                                used=d.used, cause=dec.ROUNDED_WHOLE)
    if d.status == "inconsistent" and lk.rel == "=" and isinstance(d.exact, dict):
        whole = _whole_part(d.exact, lk)
        if whole is not None and _WHOLE_COUNT.search(" ".join(_sentence_around(doc.text, span.start, span.end))
                                                     + doc.text[max(0, span.start - 200):span.start]):
            return dec.Decision("undecided", d.method, f"{whole}: the text counts whole things ('full', 'rounded "
                                "down', '取整'), so '=' may give the whole part, not the exact value", d.exact,
                                used=d.used, cause=dec.ROUNDED_WHOLE)
    if d.status == "undecided" and d.cause == dec.ROUNDED_WHOLE:
        after = doc.text[span.end:span.end + 80]
        # (words that qualify the result itself, right after the formula: "= 200$ exactly", "= 6282$, it divides
        # evenly"; not "exactly one shard gets an extra token", "the exact value is 6282.125", "exact attention")
        whole = " ".join(_sentence_around(doc.text, span.start, span.end)) + doc.text[span.end:span.end + 160]
        if _EXACT_AFTER.match(after) and not _remainder_said(whole) and not _WHOLE_COUNT.search(whole) and not any(
                getattr(b, "approximate", False) or id(b) in reading.rounded_values for b in d.used):
            # "50257 / 8 = 6282: it divides evenly": the exact reading is the text's (not "…, exactly, and the remainder
            # is 1", nor with a value the document gives only approximately)
            return dec.Decision("inconsistent", "arithmetic", "the two sides differ (the text says the result is "
                                "exact, so '=' is no rounding here)", d.exact, used=d.used)
    if d.status == "consistent" and lk.rel == "=" and d.reason.startswith("the exact value rounds to the result shown") \
            and re.search(r"\d\.\d", lk.rhs) and not re.search(r"\\[lc]?dots|\\ldots|…|\.\.\.", lk.rhs) \
            and _EXACT_AFTER.match(doc.text[span.end:span.end + 80]) \
            and not approximately_before(doc.text, span.start) and not any(
                getattr(b, "approximate", False) or id(b) in reading.rounded_values for b in d.used) \
            and _exactly_equal(reading, lk, lhs, rhs) is False:
        # "10^9 / 2^{30} = 0.93$ exactly": the text says the decimal is the exact value, which it only rounds
        shown = f" ({d.exact.get('lhs', '')[:14]}…)" if isinstance(d.exact, dict) and d.exact.get("lhs") else ""
        return dec.Decision("inconsistent", "arithmetic", f"the exact value{shown} only rounds to the result shown, and "
                            "the text says the result is exact", d.exact, used=d.used)
    return d


def _exact_literals(*sides) -> dict:
    """Each decimal literal of the parsed sides as the exact number it writes (0.93: 93/100)."""
    import sympy as sp

    return {x: sp.Rational(digits) for side in sides for x, (digits, _) in side.literals.items()}


def _exactly_equal(reading: Reading, lk: Link, lhs, rhs) -> bool | None:
    """Whether the sides, their decimals read as exact, are equal (2^{30}/10^9 = 1.073741824): True, False, or None
    where SymPy cannot tell or the sides do not reduce to numbers."""
    try:
        L, _ = reading.env.expand(lhs.expr, lk.offset)
        R, _ = reading.env.expand(rhs.expr, lk.offset)
        exact = _exact_literals(lhs, rhs)
        diff = (L - R).xreplace(exact)
        if not diff.is_number:
            return None
        return None if diff.is_zero is None else bool(diff.is_zero)
    except Exception:  # noqa: BLE001 - not told
        return None


# dt = … ds, \mathrm{d}t = … \,\mathrm{d}s: differentials on both sides of a change of variable
_DIFFERENTIAL_START = re.compile(r"\s*(?:d|\\mathrm\s*\{\s*d\s*\}|\\text\s*\{\s*d\s*\})\s*(?:[A-Za-z]|\\[a-z]+)(?![A-Za-z])")
_DIFFERENTIAL_END = re.compile(r"(?:\s|\\cdot|\\,|\\;|\*|\))(?:d|\\mathrm\s*\{\s*d\s*\}|\\text\s*\{\s*d\s*\})\s*"
                               r"(?:[A-Za-z]|\\[a-z]+)\s*[.,;]?\s*$")
# a number or a word and an operator right before a formula's opening (16 bytes/param × $1.637 × 10^9 ≈ …$)
_FACTOR_BEFORE = re.compile(r"(?:\d|[A-Za-z)])[ \t]*(?:×|\*|·|⋅|\\times|\\cdot|\+|−)[ \t]*\$*[ \t]*$")
# words that count whole things, so that '=' may give a whole part: "only full micro-batches", "rounded down", "取整"
_WHOLE_COUNT = re.compile(r"\b(?:full|complete|whole|floor|ceil(?:ing)?|round(?:ed|ing)? (?:up|down)|truncat\w*|at most|"
                          r"at least|integer part)\b|取整|向下|向上|整数部分", re.I)


def _whole_part(exact: dict, lk: Link, least: int = 0) -> str | None:
    """Where one side of ``lk`` is written as a whole number and the other's exact value (``exact``, as decided) is not
    whole, with that number its floor or its ceiling: the reason saying so; else None."""
    import math

    for mine, other in (("rhs", "lhs"), ("lhs", "rhs")):
        written = getattr(lk, mine)
        if not re.fullmatch(r"\s*[-−]?\s*\d+\s*[.,;]?\s*", written):  # (-23 for -22.4: its floor)
            continue
        try:
            n, x = int(re.sub(r"[-−]\s*", "-", written.strip().rstrip(".,;"))), float(exact[other])
        except (KeyError, ValueError, TypeError, OverflowError):
            continue
        if math.isfinite(x) and x != int(x) and abs(n) >= least and n in (math.floor(x), math.ceil(x)):
            return f"{exact[other][:12]} is not whole, and {n} is its {'floor' if n == math.floor(x) else 'ceiling'}"
    return None


# a sentence that goes on to say what the division leaves: then its "exactly" is the integer quotient's
_REMAINDER = re.compile(r"\b(?:remainder|remaining|left over|leftover|dropped|drop|partial|rest|integer division|"
                        r"quotient|floor|discard(?:s|ed)?|skip(?:s|ped)?|unused|wasted|ignored|trailing)\b|"
                        r"余数|余下|剩下|剩余|丢弃|整数除法|取整|舍弃|舍去|扔掉|丢掉|不足一批", re.I)
def _remainder_said(text: str) -> bool:
    """Whether ``text`` speaks of what a division leaves (``_REMAINDER``), not to deny it ("so no samples are
    discarded", "nothing is dropped", "没有余数")."""
    return any(not re.search(r"\b(?:no|not|none|nothing|never|without)\b(?:\s+\w+){0,2}\s*$|没有|无|不\s*$",
                             text[max(0, m.start() - 30):m.start()], re.I)
               for m in _REMAINDER.finditer(text))


# words right after a formula that say its result is exact, not rounded: "= 200$ exactly", "= 6282$, it divides
# evenly", "= 200$ with no remainder", "= 6282$，正好整除" (the words end there: a comma, a full stop, the line)
_EXACT_AFTER = re.compile(r"\s*(?:[,，:;；]\s*)?(?:(?:it|this|that|which)\s+)?(?:(?:is\s+)?exact(?:ly)?|divides\s+(?:evenly|"
                          r"exactly)|(?:with\s+)?(?:no|without\s+(?:a\s+)?)remainder|(?:正好|恰好|刚好)?整除|恰好|正好|刚好)"
                          r"\s*(?:[.,，。;；:)]|$)", re.I)


# a unit word the reader does not read, right after a formula that ends in a number (14$ GFLOPs, 3$ B, 2$ h)
# (a word that scales it: a prefix, B or b, a unit of time other than the second; not a count, 262000$ parameters)
_UNREAD_UNIT_AFTER = re.compile(r"[ \t]*(?:\\,|~)?[ \t]*((?:[kKMGTP]i?(?:FLOPS?|FLOPs|flops|B|bytes?|tokens?|params?|"
                                r"parameters?|bits?|b)|B|b|hours?|h|min|minutes?|days?)(?:/s)?)(?![A-Za-z])")


# \bm{1}^{m} = (1, 1, \ldots, 1_m): the vector of all ones named, its entries written out with an ellipsis
_ONES_VECTOR = re.compile(r"\s*\\(?:mathbf|bm|boldsymbol)\s*\{\s*([01])\s*\}\s*[_^]\s*(?:\{\s*[A-Za-z]\s*\}|[A-Za-z])\s*")
_ONES_ENTRIES = re.compile(r"\s*[(\[]\s*(?:[01](?:\s*_\s*(?:\{\s*[A-Za-z]\s*\}|[A-Za-z]))?|\\[lc]?dots|\\ldots|…)"
                           r"(?:\s*,\s*(?:[01](?:\s*_\s*(?:\{\s*[A-Za-z]\s*\}|[A-Za-z]))?|\\[lc]?dots|\\ldots|…))+\s*[)\]]\s*")
# "x ∼ \\mathcal{N}(0, 1)", "Y | X = x ∼ Bernoulli(b = f(x))": '∼' before a named distribution means "distributed as"
_DISTRIBUTION = re.compile(r"^\s*(?:\\(?:mathcal|mathbb|mathrm|text|operatorname|textrm|mathsf)\s*\{\s*)?(?:"
                           r"Bernoulli|Multinoulli|Categorical|Cat|Multinomial|Binomial|Poisson|Uniform|Unif|Normal|"
                           r"Gaussian|Beta|Gamma|Dirichlet|Laplace|Exponential|Geometric|GMM|N|U)(?![A-Za-z])", re.I)


def _conditions_a_distribution(reading: Reading, lk: Link) -> bool:
    """Whether ``lk`` (``Y|X = \\mathbf{x}``) is the conditioning part of a chain that goes on with '∼' and a named
    distribution in the same formula."""
    k = next((j for j, x in enumerate(reading.links) if x is lk), None)
    if k is None or k + 1 >= len(reading.links):
        return False
    nxt = reading.links[k + 1]
    return nxt.span_index == lk.span_index and nxt.rel == "∼" and bool(_DISTRIBUTION.match(nxt.rhs))


# a condition opened in words right before a relation inside a formula: "\text{当 } \delta \ll \omega_m \text{ 时}"
_CONDITION_BEFORE = (r"\\(?:text|mathrm|textrm|mbox|textit)\s*\{\s*(?:if|when|whenever|for|as|where|provided|当|若|如果|在)"
                     r"\s*\}\s*")

# "for small angles ($… \ll 1$)", "对于小的旋转角度（$…$）": the regime a statement is made in, opened in words
_REGIME_ASIDE = re.compile(r"(?:\bfor|\bwhen|\bif|对于|当|若|在)[^。.!?！？$\n]{0,30}[（(]\s*\$*\s*$", re.I)

_NOT_DECIDED = {
    "∼": "'\\sim' (asymptotically equal, of the order of, or distributed as) is not decided",
    "∝": "'\\propto' (proportional to) is not decided",
    "≡": "a congruence (≡ … mod …) is not decided",
    "∉": "a non-membership (∉) is not decided",
    "≪": "'\\ll' (much less than) is not decided: how much smaller is 'much' is not stated",
    "≫": "'\\gg' (much greater than) is not decided: how much larger is 'much' is not stated",
}


# "let", "set", "replace … by", "令", "将": what introduces an assignment m = m - n right before it (not "设 x = 2x - 3",
# an equation to solve)
_LET_BEFORE = re.compile(r"(?:(?:^|\W)(?:let|set|put|replace|substitute|update|redefine)|令|将|把)\s*\$?\s*$", re.I)


def _not_equal(reading: Reading, lk: Link, lhs, rhs) -> dec.Decision:
    """'≠': between sides with symbols, a condition (not checked); between numbers, consistent when the sides are
    not equal, inconsistent when they are exactly equal."""
    from dataclasses import replace

    import sympy as sp

    try:
        L, _ = _expand(lhs.expr, reading.env, lk.offset)
        R, _ = _expand(rhs.expr, reading.env, lk.offset)
    except TooLarge as e:
        return dec.Decision("undecided", "", str(e), cause="definitions expand too far")
    if (L.free_symbols - set(lhs.literals)) or (R.free_symbols - set(rhs.literals)):
        return dec.Decision("definition", "environment", "a condition (≠) on symbols: not checked")
    eq = _decide_under(reading, reading.env, replace(lk, rel="="), lhs, rhs, "")
    if (eq.status == "inconsistent" and eq.method == "arithmetic") or eq.cause == dec.ROUNDED_WHOLE:
        # (57344/2550 ≠ 22: different exactly, whatever a rounding would make of them)
        return dec.Decision("consistent", "arithmetic", "the two sides differ", eq.exact, used=eq.used)
    if eq.status == "consistent" and eq.reason.startswith("equal exactly"):
        lone = any(isinstance(x.expr, (sp.Symbol, sp.Indexed)) and x.expr not in x.literals for x in (lhs, rhs))
        if lone:  # "the $s = -1$ index values" … "the other components ($s \\neq -1$)", "$d \\neq 64$ falls back to …":
            # '≠' on the name itself sets apart the other cases; it states no fact to refute with the name's value
            return dec.Decision("undecided", "arithmetic", "the two sides are equal with "
                                + ", ".join(f"{b.name} = {_value_text(b.value)} ({b.where})" for b in eq.used)
                                + ", but '≠' on the name itself may set apart the cases other than that value",
                                eq.exact, used=eq.used, cause="≠ on a name")
        return dec.Decision("inconsistent", "arithmetic", "the two sides are equal exactly", eq.exact, used=eq.used)
    return dec.Decision("undecided", eq.method, f"not decided: {eq.reason}", eq.exact, used=eq.used,
                        cause=eq.cause or "≠ not decided")


_DEFINED_AS = re.compile(r"(?:defined|defines|define|definition|denote[sd]?|we (?:write|let|set)|let|where|定义|记为|记作|"
                         r"表示为|其中|设|令)[^。.!?！？]{0,60}$", re.I)
# the causes for which a relation is decided again with the values the document derives or restates for its names
_DERIVED_CAUSES = ("not an identity", "undefined function or family", "matrix identity beyond arbitrary shapes")
_FORWARD_CAUSES = ("matrix identity beyond arbitrary shapes", "undefined function or family",
                   "vector or matrix side not written out")


# what introduces the values a relation is stated for, right after it in its sentence: "≈ 0.1 for $i = 1$ and $d =
# 4$", "with $x = 3$", "where $d = 512$", "取 $d = 4$"
_SOLVE = re.compile(r"\b(?:solve|solving|solved)\b|求解|解方程|解得|解出", re.I)  # "Solve 2x + y = 5 …": unknowns
_VALUES_CUE = re.compile(r"(?:\b(?:for|with|where|when|at|taking|if)\b|取|当|其中|令|若|设)[^.;:!?。；：！？$]{0,24}$", re.I)
# the sentence after a relation sets its values apart from it ("if instead", "compared with", "whereas"), or says it
# fails there ("does not hold when", "fails for", "不成立"): those values are not the case it is stated for
_NOT_ITS_CASE = re.compile(r"\b(?:instead|compared|versus|vs\.?|whereas|while|unlike|rather|otherwise|not|never|"
                           r"fails?|failing|doesn't|don't|isn't|wrong|false|incorrect)\b|相比|而是|不成立|不等|不对|错",
                           re.I)


# between a relation and the cue of the values after it, another clause of the sentence: words after a comma ("for the
# base model, or 4 when d_k = 16", "（基础模型），小模型中取"), or a number right before the cue ("… about 0.1 at
# d = 8"): the values after it are that clause's, not the relation's (an aside, "(the widest), where", or "in all 12
# heads and 3 layers, where" is not one)
_ANOTHER_CASE_BEFORE = re.compile(r"[,，;；]\s*[^\s,，;；]|\d\s*$")


def _bare_value(reading: Reading, lk: Link) -> bool:
    """Whether the link gives a name a number (``x = 5``), not a relation to check."""
    import sympy as sp

    if lk.rel != "=":
        return False
    try:
        t, v = reading.parse(lk.lhs).expr, reading.parse(lk.rhs).expr
    except Exception:  # noqa: BLE001
        return False
    return (isinstance(t, sp.Symbol) or (isinstance(t, sp.Indexed) and t.is_commutative)) and isinstance(v, sp.Basic) \
        and (v.is_number or not v.free_symbols - set(reading.parse(lk.rhs).literals))


def _with_values_after(reading: Reading, lk: Link, lhs, rhs, prose: str, d: dec.Decision) -> dec.Decision:
    """A relation left undecided for want of values, decided with the values its own sentence gives right after it
    ("$\\omega = 10000^{-2i/d} \\approx 0.1$ for $i = 1$ and $d = 4$", "$x^2 + y^2 = 25$ with $x = 3$, $y = 4$"):
    each a plain name the relation writes, bound by a formula after the relation's and before its sentence ends,
    the first of them introduced by "for", "with", "where", "when", "at", "取", "当", "其中".  Those values are the
    case the sentence states it for: decided with them, a failure is a finding."""
    import sympy as sp
    from dataclasses import replace

    doc, env = reading.doc, reading.env
    span = doc.spans[lk.span_index]
    stop = sentence_end(doc.text, span.end)
    names = set()
    for e in (lhs.expr, rhs.expr):
        if isinstance(e, sp.Basic):
            names |= {x for x in e.free_symbols if isinstance(x, sp.Symbol)}
            names |= {x for x in e.atoms(sp.Indexed) if x.is_commutative}  # (\\sqrt{d_k} = 8 when d_k = 64)
    for b in d.used or []:  # (t ≈ 0.55 for s = 32, t solved from √(1/t) = 0.1 ln s + 1: s is its name too)
        if b.source == "document" and isinstance(b.value, sp.Basic) and b.target in names:
            names |= {x for x in b.value.free_symbols if isinstance(x, sp.Symbol)}
    after, shown = [], {}
    for other in reading.links:  # (the next relation of the sentence that is no value starts the next case)
        at = doc.spans[other.span_index].start
        if other.span_index != lk.span_index and span.end <= at < stop and not _bare_value(reading, other):
            stop = at
    for other in reading.links:  # (a value restated there binds nothing new, but it is the sentence's case too)
        at = doc.spans[other.span_index].start
        if other is lk or not (span.end <= at < stop) or other.rel != "=" or not other.first:
            continue
        try:
            t, R = reading.parse(other.lhs).expr, reading.parse(other.rhs)
        except Exception:  # noqa: BLE001 - not a value the reader reads
            continue
        v = R.expr.xreplace({x: sp.Rational(digits) for x, (digits, _) in R.literals.items()}) \
            if isinstance(R.expr, sp.Basic) else R.expr  # (p = 0.1: an exact input)
        if isinstance(t, (sp.Symbol, sp.Indexed)) and t in names and isinstance(v, sp.Expr) and v.is_number \
                and v.is_real:
            after.append(Binding("value", other.lhs.strip(), t, v, where=_where(doc, other.offset), start=at))
            shown[after[-1].where] = other.rhs.strip()
    if not after or len({b.target for b in after}) != len(after):
        return d
    first = min(b.start for b in after)
    cue = _VALUES_CUE.search(doc.text[span.end:first])
    if not cue or _NOT_ITS_CASE.search(doc.text[span.end:stop]) \
            or _ANOTHER_CASE_BEFORE.search(doc.text[span.end:span.end + cue.start()]):
        return d
    # only the sentence's own values: a value of another of its names stated elsewhere (T = 1 for generation, where
    # "2D = T, so e.g. for D = 4096" gives D) is not this case's
    env = env.without([b for b in env.bindings if b.kind == "value" and b.target in names])
    moved = env
    for b in after:
        moved = moved.with_binding(replace(b, start=lk.offset, end=stop))
    again = _decide_under(reading, moved, lk, lhs, rhs, prose)
    if again.status not in DECIDED or not any(u.where == b.where and u.name == b.name for u in again.used
                                              for b in after):
        return d
    named = ", ".join(f"{b.name} = {shown[b.where]}" for b in sorted(after, key=lambda b: b.start))
    if again.status == "inconsistent" and lk.rel == "=" and any("." in shown[b.where] for b in after):
        near = _decide_under(reading, moved, replace(lk, rel="≈"), lhs, rhs, prose)
        if near.status != "inconsistent":  # x^2 = 2 for x = 1.414: √2 rounded, not a slip
            return dec.Decision("undecided", again.method, f"with the values its sentence gives after it ({named}): "
                                f"{again.reason}, but it holds to the digits shown with {named} read as a rounded "
                                "value", again.exact, cause="rounded input")
    again.reason = f"with the values its sentence gives after it ({named}): {again.reason}"
    return again


def _with_later_definitions(reading: Reading, lk: Link, lhs, rhs, prose: str, d: dec.Decision) -> dec.Decision:
    """A relation left undecided because a name in it is not yet defined, decided again with the definitions the
    same section states after it ("where R_{θ,n-m} = R_{θ,m}^T R_{θ,n}", then "R_{θ,t} is defined as …"): a
    proof or a consistency found that way is kept, naming the later definition; a failure is not a finding (the
    definition may not be meant there), so the relation stays undecided."""
    import sympy as sp
    from dataclasses import replace

    doc, env, at = reading.doc, reading.env, lk.offset
    section = doc.section_at(at)
    names = set()
    for e in (lhs.expr, rhs.expr):
        if isinstance(e, sp.Basic):
            names |= {head(a) for a in e.atoms(sp.Symbol, sp.Indexed, sp.core.function.AppliedUndef)}
    later = [b for b in env.bindings if b.source == "document" and b.kind == "definition" and b.start > at
             and doc.section_at(b.start) is section and b.cue not in ("example", "hypothesis", "condition", "negated")
             and b.target is not None and head(b.target) in names and env.same(b, at) is None
             and (b.params or isinstance(b.value, sp.MatrixBase))  # a family, a function or a matrix written out;
             and (_DEFINED_AS.search(doc.text[max(0, b.start - 120):b.start])  # never a symbol (i = j) nor a
                  or _next_formula(doc, lk, b))]  # result the text derives ("化简可得 … R_f(q, m) = ‖q‖"): the text
    #                                              says "defined", or states it in the very next formula
    if not later:
        return d
    moved = env
    for b in later:
        moved = moved.with_binding(replace(b, start=at))
    again, used = _holds_with(reading, moved, lk, lhs, rhs, prose, later)
    if again is None:
        return d
    named = "; ".join(f"{b.name} ({b.where})" for b in used)
    again.reason = f"with the definition stated after it in the same section, {named}: {again.reason}"
    return again


# the text introduces a formula as the result of a derivation ("化简可得：", "thus we get"): what follows it is a
# further consequence, not a definition
_DERIVED_BEFORE = re.compile(r"可得|得到|推出|推得|因此|所以|于是|从而|化简|则|即|故|也就是|代入|带入|よって|したがって|従って|ゆえに|"
                             r"つまり|すなわち|整理|(?:^|\W)(?:so|thus|hence|therefore|then|we (?:get|obtain|find|have)|gives?|"
                             r"yields?|implies|it follows|simplif\w*|solving|substitut\w*|collecting)(?:\W|$)", re.I)
# a claim for every value ("every", "any", "所有"): a formula after it may be an instance, not a definition
_UNIVERSAL = re.compile(r"(?:^|\W)(?:every|any|all|always|each|arbitrary|regardless|whatever|no matter|consequently)"
                        r"(?:\W|$)|所有|任意|任何|一切|总是|不论|无论|不管|由此|すべて|任意の|常に|どのような|どんな|かかわらず|"
                        r"に対しても", re.I)


def _next_formula(doc: Document, lk: Link, b: Binding) -> bool:
    """Whether ``b`` is stated in the formula right after the relation's, with nothing but blank space (or a comma)
    between: "$p_{ij} = \\exp(x_{ij} - \\text{lse}_i)$ ⏎⏎ $\\text{lse}_i = \\log \\sum_j e^{x_{ij}}$"; never after a
    relation the text derives ("化简可得：$…= \\|q\\|\\|k\\|$ ⏎ $R_f(q, m) = \\|q\\|$": the next formula is its consequence)."""
    start = doc.spans[lk.span_index].start
    lead = doc.text[max(0, start - 300):start]  # the sentence leading in to the relation and the one before it
    if _DERIVED_BEFORE.search(lead[-240:]) or _UNIVERSAL.search(lead[-240:]):
        return False
    end = doc.spans[lk.span_index].end
    nxt = next((x for x in doc.spans if x.start >= end and x.kind not in PLAIN), None)
    return nxt is not None and nxt.start <= b.start < nxt.end and not doc.text[end:nxt.start].strip(" \t\n,，;；")


def _identification(v) -> bool:
    """``j``, ``n + 1``: a symbol set equal to another (a case, "the first case gives i = j"), not a value solved for."""
    import sympy as sp

    return isinstance(v, sp.Basic) and any((v - x).is_number for x in v.free_symbols)


def _holds_with(reading: Reading, env: Env, lk: Link, lhs, rhs, prose: str, wanted: list) -> tuple:
    """The relation decided again under ``env`` (which adds ``wanted``: a later definition, a solved value, an earlier
    statement): (the decision, the bindings of ``wanted`` it used) when it is proved or consistent and uses one of
    them; (None, []) otherwise (a failure under other bindings is never a finding)."""
    again = _decide_under(reading, env, lk, lhs, rhs, prose)
    if again.status not in ("proved", "consistent"):
        return None, []
    used = [b for b in wanted if any(u is b or (u.name == b.name and u.where == b.where) for u in again.used)]
    return (again, used) if used else (None, [])


def _solved_after(reading: Reading, lk: Link, lhs, rhs, prose: str, d: dec.Decision) -> dec.Decision:
    """An equation in a symbol not yet given a value (``2\\pi s b^{(D-2)/D} = 2\\pi b'^{(D-2)/D}``) followed, in the
    same section and within ``SOLVING_REACH`` characters, by the value the text solves it for ("therefore b' = b
    s^{D/(D-2)}"): that the value satisfies the equation is proved (or found consistent), naming it.  A failure is
    not a finding (the value may answer another equation), so the relation stays undecided."""
    import sympy as sp
    from dataclasses import replace

    doc, env, at = reading.doc, reading.env, lk.offset
    section = doc.section_at(at)
    written = set()
    for e in (lhs.expr, rhs.expr):
        if isinstance(e, sp.Basic):
            written |= {x for x in e.free_symbols if isinstance(x, sp.Symbol)}
            written |= {x for x in e.atoms(sp.Indexed) if all(i.is_Integer for i in x.indices)}  # (u_1, v_1)
    after = [b for b in env.bindings if b.source == "document" and b.kind == "definition" and not b.params
             and isinstance(b.target, (sp.Symbol, sp.Indexed)) and b.target in written
             and at < b.start <= at + SOLVING_REACH
             and doc.section_at(b.start) is section and env.same(b, at) is None
             and b.cue not in ("example", "hypothesis", "condition", "negated") and not _identification(b.value)]
    if not after:
        return d
    solved: dict = {}  # the first value the text gives each unknown (u_1 = cos ωk, v_1 = sin ωk: all of them)
    for b in sorted(after, key=lambda b: b.start):
        solved.setdefault(b.target, b)
    firsts = list(solved.values())
    solving = env
    for b in firsts:
        solving = solving.with_binding(replace(b, start=at))
    again, _ = _holds_with(reading, solving, lk, lhs, rhs, prose, firsts)
    if again is None:
        return d
    values = ", ".join(f"{b.name} = {_value_text(b.value)}, {b.where}" for b in firsts)
    names = ", ".join(b.name for b in firsts)
    again.reason = (f"an equation for {names}, which the text then solves ({values}): "
                    f"{'that value satisfies' if len(firsts) == 1 else 'those values satisfy'} it: {again.reason}")
    return again


def _from_previous_statement(reading: Reading, lk: Link, lhs, rhs, prose: str) -> dec.Decision | None:
    """A restatement left undecided against the definition (``lse_i^{new} = \\log(e^{lse_i} + e^{\\tilde{lse}_{ij}})``
    against a first definition in names the document never defines) decided against the statement of the same
    name just before it in the same section, the previous step of the derivation (``lse_i^{new} = lse_i + \\log(1 +
    e^{\\tilde{lse}_{ij} - lse_i})``): that the step follows is proved (or found consistent), naming that statement.
    A failure is not a finding (the earlier statement may itself be the slip): None, the relation stays undecided."""
    from dataclasses import replace

    doc, env = reading.doc, reading.env
    start = doc.spans[lk.span_index].start
    section = doc.section_at(start)
    key = _key(lk.redefines)
    earlier = [alt for alt in env.alternatives if _key(alt) == key and alt.start < start
               and doc.section_at(alt.start) is section]
    if not earlier:
        return None
    alt = max(earlier, key=lambda b: b.start)
    if alt.target == lhs.expr and alt.value == rhs.expr:
        return dec.Decision("definition", "environment", f"restates {alt.name} as stated at {alt.where}, as written")
    again, _ = _holds_with(reading, env.with_binding(replace(alt, end=None)), lk, lhs, rhs, prose, [alt])
    if again is None:
        return None
    again.reason = (f"a step of a derivation: restates {lk.redefines.name} (defined at {lk.redefines.where}, which "
                    f"does not decide it) and follows from its statement at {alt.where}: {again.reason}")
    return again


def _two_readings(reading: Reading, lk: Link, prose: str, d: dec.Decision, option: str, construct: str,
                  read: str, other_read: str, also: str, cause: str) -> dec.Decision:
    """A finding ``d`` on a side with two readings (``option``, a keyword of the parser, gives the other one): it
    stands only if the other reading fails too; otherwise the relation is undecided, with both.  ``construct``
    names what is written, ``read`` and ``other_read`` the two readings, ``also`` what is added to a finding that
    stands."""
    try:
        lhs = reading.parse(lk.lhs, lk.complex_form, **{option: True})
        rhs = reading.parse(lk.rhs, lk.complex_form, **{option: True})
    except Exception:  # noqa: BLE001 - the other reading unread: the finding is not made on one reading alone
        return dec.Decision("undecided", d.method, f"{construct}: {read}, {d.reason}; the other reading ({other_read}) "
                            "is not read", d.exact, points=d.points, counterexample=d.counterexample, used=d.used,
                            cause=cause)
    other = _decide_under(reading, reading.env, lk, lhs, rhs, prose)
    if d.status in ("proved", "consistent"):  # (it holds as read: a verdict only if it holds the other way too)
        if other.status in ("proved", "consistent"):
            return d
        return dec.Decision("undecided", d.method, f"{construct}, and the two readings differ: {read} it holds "
                            f"({d.reason}); {other_read}: {other.status}, {other.reason}", d.exact,
                            used=_unique(d.used + other.used), cause=cause)
    if other.status == "inconsistent":
        d.reason += f" ({also})"
        return d
    return dec.Decision("undecided", d.method, f"{construct}, and the two readings differ: {read} it fails "
                        f"({d.reason}); {other_read}: {other.status}, {other.reason}", d.exact, points=d.points,
                        counterexample=d.counterexample, used=_unique(d.used + other.used), cause=cause)


def _slash_readings(reading: Reading, lk: Link, prose: str, d: dec.Decision) -> dec.Decision:
    """A finding on a side that writes a factor after a division (``4BT^2KGH / 4BHKT \\cdot (G+1)``): read left to
    right it fails; with the rest of the product as the denominator, the reading many writers mean, it is decided
    again (``_two_readings``)."""
    return _two_readings(reading, lk, prose, d, "slash_rest", "a factor follows a '/'", "read left to right ((a / b) c)",
                          "with the rest of the product in the denominator (a / (b c))",
                          "also with the rest of each product after '/' in the denominator", "two readings of '/'")


def _complex_beside_matrices(L, R) -> bool:
    """Whether the sides, as substituted, hold the imaginary unit and a vector or matrix (a written one, or a name
    that does not commute)."""
    import sympy as sp

    def parts(e):
        if isinstance(e, sp.MatrixBase):
            return list(e), True
        return ([e], not e.is_commutative or e.has(sp.MatrixBase)) if isinstance(e, sp.Basic) else ([], False)

    (lp, lm), (rp, rm) = parts(L), parts(R)
    return (lm or rm) and any(isinstance(x, sp.Basic) and x.has(sp.I) for x in lp + rp)


def _argument_readings(reading: Reading, lk: Link, prose: str, d: dec.Decision) -> dec.Decision:
    """A finding on a side that writes a factor right after a function's bracketed argument (``\\cos (n-m)\\theta``):
    read left to right it is cos(n - m)·θ; with the factor inside the argument, cos((n - m)θ), the reading texts on
    rotations mean, it is decided again (``_two_readings``)."""
    return _two_readings(reading, lk, prose, d, "argument_rest", "a factor follows a function's bracketed argument",
                          "as a product (\\cos(a)·b)", "with the factor inside the argument (\\cos(a b))",
                          "also with the factor after the bracket inside the function's argument",
                          "two readings of a function's argument")


def _left_unit(doc: Document, lk: Link) -> str | None:
    """The unit (``latex.UNITS``) the text gives the numbers of ``lk``'s left side, or None: for a sum or difference
    ("$1.12\\,\\text{GiB}$ … $40 - 1.12 - 1.4 \\approx 37.48\\,\\text{GiB}$"), a term of two digits or more written with
    that unit before it in its section (or every term, however short); for a product ("each layer caches $64\\,
    \\text{KiB}$ per token, so $32 \times 64 = 2\\,\\text{MiB}$"), a factor of two digits or more written with it in the
    relation's own sentence (a block size of 128 KiB two sentences before 2·32·8·128·2 bytes is no evidence)."""
    from suite.reader.latex import UNITS

    span = doc.spans[lk.span_index]
    product = re.search(r"\\times|\\cdot|[*×·]", lk.lhs) is not None
    if product == bool(re.search(r"(?<!^)[-+−]", lk.lhs.strip())):
        return None  # (both, or neither: no evidence read)
    sec = doc.section_at(span.start)
    if product:
        sentence_start = max(doc.text.rfind(c, 0, span.start) for c in ".!?。！？\n") + 1
        text = doc.text[sentence_start:span.start]
    else:
        text = doc.text[sec.start if sec is not None else 0:span.start]
    names = "|".join(sorted(UNITS, key=len, reverse=True))
    numbers = list(dict.fromkeys(re.findall(r"\d+(?:\.\d+)?", lk.lhs)))
    found: dict = {}
    for number in numbers:
        m = re.search(r"(?<![\d.,])" + re.escape(number) + r"(?![\d.])\s*(?:\\[,;! ]|~|-)?\s*(?:\\(?:text|mathrm)\s*\{\s*)?"
                      r"(" + names + r")(?![A-Za-z])", text)
        if m:
            found[number] = m.group(1)
    units = set(found.values())
    if len(units) != 1:
        return None
    if not product and len(found) == len(numbers):
        return units.pop()  # every term written with the unit (8 - 3 - 1 = 4 GiB after 8 GiB, 3 GiB, 1 GiB)
    if any(len(n.replace(".", "").lstrip("0")) >= 2 for n in found):
        return units.pop()
    return None


def _unit_of_both(a, b, literals: set = frozenset()):
    """The unit symbol (GiB, MiB, rad: ``latex.UNITS``) when one side is a number times that unit alone and the other
    a number with no unit (``40 - 1.12 - 1.4 ≈ 37.48\\,\\text{GiB}``): the unit the text writes once for the
    relation.  None otherwise (``8 \\text{GiB} = 2^{33}`` converts, and is read as written)."""
    import sympy as sp

    from suite.reader.latex import UNITS

    for x, y in ((a, b), (b, a)):  # (``literals``: the placeholders of written decimals, numbers)
        if not (isinstance(x, sp.Expr) and isinstance(y, sp.Expr)) or y.free_symbols - literals:
            continue
        units = [s for s in x.free_symbols if s.name in UNITS]
        if len(units) == 1 and x.free_symbols - literals == set(units) and isinstance(x, sp.Mul) \
                and units[0] in x.args and x.as_independent(units[0])[1] == units[0]:
            return units[0]
    return None


def _decide_under(reading: Reading, env: Env, lk: Link, lhs, rhs, prose: str, units: bool = True) -> dec.Decision:
    """The decision on the parsed sides under ``env``: well-formedness of the indices, then the environment
    substituted and the sides decided; the bindings used are on the decision."""
    at = lk.offset
    bad = dec.index_out_of_range((lhs.expr, rhs.expr), env, at)  # never lhs - rhs: SymPy would expand 10^{10^10}
    if bad is not None:
        if _member_written_before(reading, lk, bad):  # (x_0 = W e_0, then x_0 = 6: not the family's x_t extended)
            return dec.Decision("undecided", "", f"{bad.reason}, but the document writes that member itself before: "
                                "not checked against the family, nor found outside its range", cause="numbering of a family")
        import sympy as sp

        so_far = _sentence_so_far(reading.doc.text, reading.doc.spans[lk.span_index].start, 120)
        if bad.status == "inconsistent" and isinstance(lhs.expr, sp.Indexed) and rhs.expr.is_number \
                and _GIVES_BEFORE.search(so_far) and not _PLACE_IN_FAMILY.search(so_far):
            return dec.Decision("definition", "environment", f"gives {lk.lhs.strip()} its own value ('gets', 'we set', "
                                f"'is assigned'), a member outside the family's range: {bad.reason}; read, not checked")
        return bad
    implicit = _implicit_arguments(env, at, lhs.expr, rhs.expr, doc=reading.doc)
    general = _differentiated_in_general(env, at, lhs.expr, rhs.expr, text=reading.doc.text)
    if general:  # d f(x)/dx = 3x after "x = 1": the derivative as a function of x, not at the value given to x
        env = env.without(general)
    unit = _unit_of_both(lhs.expr, rhs.expr, set(lhs.literals) | set(rhs.literals)) \
        if units and lk.rel in ("=", "≈") else None
    if unit is not None:  # 40 - 1.12 - 1.4 ≈ 37.48 GiB: the left side's numbers may already be in a unit
        from dataclasses import replace as dc_replace

        import sympy as sp

        from suite.reader.latex import UNITS

        as_written = _decide_under(reading, env, lk, lhs, rhs, prose, units=False)
        left = _left_unit(reading.doc, lk) if as_written.status == "inconsistent" else None
        if left is None:
            return as_written  # (2·8·128·80 = 160 KiB: bytes converted, as written)
        scale = sp.Rational(UNITS[unit.name], UNITS[left])
        other = _decide_under(reading, env, lk, lhs, dc_replace(rhs, expr=rhs.expr.xreplace({unit: scale})), prose,
                              units=False)
        if other.status in ("proved", "consistent"):
            other.reason += (f" (the left side in {left}, the unit the text gives its numbers: read as bytes converted "
                             f"into {unit.name} it would fail)")
            return other
        return as_written
    pairs = vectors.pairwise(lhs.expr, rhs.expr, (lk.lhs, lk.rhs), env, at) if lk.rel == "=" else None
    if pairs is not None:  # PE(t + k) = R(k) PE(t): pair by pair, with R(k) the block-diagonal matrix of the R_i(k)
        total, used, how = pairs
        try:
            L, used_l = _expand(total, env, at)
        except TooLarge as e:
            return dec.Decision("undecided", "", str(e), cause="definitions expand too far")
        from dataclasses import replace as dc_replace

        import sympy as sp

        d = _pairs_decided(lk, dc_replace(lhs, expr=total), dc_replace(rhs, expr=sp.Integer(0)), L, env, at)
        d.used = used + [b for b in used_l if b not in used]
        d.reason = (f"read pair by pair ({how}): the sum over the pairs of the squared differences of their entries "
                    f"is 0 exactly when the relation holds; {d.reason}")
        return d
    try:
        sides = [e.xreplace(implicit) if implicit else e for e in (lhs.expr, rhs.expr)]
        generic = _generic_functions(*sides)
        cue = _speaks_of_derivatives(reading.doc, lk) and not any(
            _primed_base(x) is not None and _rescaled_copy(x, y, _primed_base(x)[0])
            for x, y in (sides, sides[::-1]))
        primed = [_primes_as_derivatives(e, env, at, generic, cue) for e in sides]
        derived = [_derivatives_taken(e, env, at, generic, reading.doc) for e, _ in primed]
        derived = [(e, u + p[1]) for (e, u), p in zip(derived, primed)]
        taken = [e for e, _ in derived] != sides
        L, used = _expand(derived[0][0], env, at)
        R, used_r = _expand(derived[1][0], env, at)
    except TooLarge as e:
        stuck = dec.Decision("undecided", "", str(e), cause="definition not substituted" if isinstance(
            e, NotSubstituted) else "definitions expand too far")
        if isinstance(e, NotSubstituted) and lk.rel in ("=", "≈"):
            # \vec{q}\,\vec{k}^T = 1 with \vec{q} = [1, 2, 0]: a list in a product, taken at the shapes it fits
            return _as_objects(reading, lk, lhs, rhs, lhs.expr, rhs.expr, stuck, listed=_orientation(reading.doc))
        return stuck
    used += [b for b in used_r + derived[0][1] + derived[1][1] if b not in used]
    dots = _dots_as_sums(L, R, reading, env, at, lk.complex_form) if lk.rel == "=" else {}
    if dots:
        L, R = L.xreplace(dots), R.xreplace(dots)
    saved, reading.env = reading.env, env
    L, R = _indices_are_numbers(L), _indices_are_numbers(R)
    try:
        d = _decide_sides(reading, lk, lhs, rhs, L, R, used, prose)
        if d.status in ("inconsistent", "proved", "consistent") and _conjugated_i(lk.lhs + " " + lk.rhs) \
                and _conjugate_of_letter_i(L, R):
            # (1 + 2i)^* = 1 + 2i holds with i a real name, and the conjugate was taken so: with i the imaginary unit
            # it changes sign; which i is meant is not settled by the reading
            d = dec.Decision("undecided", d.method, "a conjugate of a side that writes i: read with i a real name, "
                             f"{d.reason}; with i the imaginary unit the conjugate turns i into -i, which the reader does "
                             "not take here: not decided", d.exact, used=d.used, cause="i as unit or index")
        if d.status == "inconsistent":
            d = _with_imaginary_i(reading, lk, L, R, d)
        if d.status == "inconsistent" and _complex_beside_matrices(L, R):
            d = dec.Decision("undecided", d.method, "a complex number beside vectors and matrices: texts on rotations "
                             "write e^{iθ} for the rotation by θ (a 2×2 matrix) and q for a pair as one complex number, "
                             f"which the reader does not follow; read literally, {d.reason}", d.exact, points=d.points,
                             counterexample=d.counterexample, used=d.used, cause="complex number as a rotation")
        ends = _open_sum_ends(L, R, env.ranges(at), reading.doc.text) if d.status not in ("proved", "consistent") else {}
        if ends:  # Σ_j α_j = 1 where α_j = e^{x_j} / Σ_{j'=1}^{J} e^{x_{j'}}: Σ_j runs over the range the document writes
            over = _decide_sides(reading, lk, lhs, rhs, L.xreplace(ends), R.xreplace(ends), used, prose)
            if over.status in ("proved", "consistent"):  # (only a pass is taken: the reading is the reader's)
                lo = next(v for k, v in ends.items() if k.name.endswith("__lo"))
                hi = next(v for k, v in ends.items() if k.name.endswith("__hi"))
                over.reason += (f" (the sum written without bounds read over {_value_text(lo)} to {_value_text(hi)}, "
                                "the range over which its summand is normalised)")
                d = over
    finally:
        reading.env = saved
    d.used = _unique(used + d.used)
    if d.status in DECIDED:
        either = [a for a in env.ambiguous(at) if any(b.target == a.target and b.kind == "value" and b.start < a.start
                                                      for b in d.used) and (getattr(a, "shown_rounded", False)
                                                                            or not _states_own_value(reading, lk, a.target))]
        if either:
            return _for_each_value(reading, env, lk, lhs, rhs, prose, d, either[0])
    if dots and d.status in DECIDED:
        d.reason += " (" + "; ".join(sorted(f"{_value_text(k)} read as {_value_text(v)}" for k, v in dots.items())) + \
            ": the dot product and the Euclidean norm over the components the relation writes)"
    if implicit and d.status in DECIDED:
        d.reason += " (" + "; ".join(f"{k} read as {_value_text(v)}" for k, v in implicit.items()) + \
            ": the function the document defines, at the arguments the relation writes)"
    span = reading.doc.spans[lk.span_index]
    after = reading.doc.text[span.end:sentence_end(reading.doc.text, span.end)]
    if taken and d.status == "undecided" and d.cause == "not an identity" and lk.rel == "=" \
            and not _introduced_as_equation(prose, _present_names(L, R)) \
            and not _WHERE_IT_HOLDS.search(prose) \
            and not re.search(r"\$\s*[A-Za-z]\w*\s*=\s*-?\d", after):  # (…, namely $x = 0$ and $x = 2$: solved)
        m = re.match(r"fails at a test point, but a polynomial equation in one unknown[^(]*\((.*)\)$", d.reason, re.S)
        if m:  # ∂f/∂y = 3x for f(x, y) = x^2 y: the derivative is a function of f's variables, the relation an identity
            d.status, d.cause = "inconsistent", ""
            d.reason = f"{m.group(1)} (a derivative of the document's function: an identity in its variables)"
    if taken and d.status in DECIDED:
        d.reason += " (each derivative taken of the definition substituted, the other variables held fixed)"
    import sympy as sp

    primes = sorted({(_shown_name(a.func.__name__), _shown_name(_primed_base(a)[0])) for e in sides
                     if isinstance(e, sp.Basic) for a in e.atoms(sp.core.function.AppliedUndef)
                     if _primed_base(a) is not None}) if taken else []
    if primes and d.status in DECIDED:
        d.reason += " (" + "; ".join(f"{p} read as a derivative of {f}" for p, f in primes) + ")"
    return d


_AT_POINT = re.compile(r"\b(?:at|for)\s+(?:the\s+)?(?:point|position|value)s?\s*\$?\s*$", re.I)


_COMPLEX_TALK = re.compile(r"complex|imaginary|\\mathbb\s*\{?\s*C\b|ℂ|复数|虚数|虚部|i\s*\^\s*\{?\s*2\s*\}?\s*=\s*-\s*1", re.I)


# a conjugate written of a group that holds a letter i or j as a factor (``(1 + 2i)^*``, ``\overline{a + bi}``,
# ``(\frac{1}{i})^*``; not the index of c_j[m], nor the i of \pi), found in the text with its commands set aside
_CONJUGATED_I = re.compile(r"\((?:[^()]|\([^()]*\))*(?<![_^])(?<![A-Za-z][A-Za-z])[ij](?![A-Za-z])(?:[^()]|\([^()]*\))*\)\s*"
                           r"\^\s*\{?\s*\*|§\s*\{[^{}]*(?<![_^])[ij](?![A-Za-z])[^{}]*\}")


def _conjugated_i(tex: str) -> bool:
    """Whether ``tex`` conjugates a group that writes a letter i or j as a factor (``_CONJUGATED_I``)."""
    tex = re.sub(r"\\(?:overline|bar)(?![A-Za-z])", "§", tex)
    tex = re.sub(r"\\(?:left|right|big|Big|bigg|Bigg)(?![A-Za-z])|\\ast(?![A-Za-z])", lambda m: "*" if m.group() == "\\ast" else "", tex)
    return bool(_CONJUGATED_I.search(re.sub(r"\\[A-Za-z]+", " ", tex)))


def _indices_are_numbers(e):
    """``e`` with every name inside an index read as a number: R_{n-m} where n multiplies a matrix elsewhere in the
    chapter (and reads as one there) is the member at the number n - m, the same n as in cos(n θ) (two readings of one
    name in one relation make its sides disagree at every test point)."""
    import sympy as sp

    if not isinstance(e, sp.Basic):
        return e
    swap = {}
    for x in e.atoms(sp.Indexed):
        plain = {s: sp.Symbol(s.name) for i in x.indices if isinstance(i, sp.Basic) for s in i.free_symbols
                 if isinstance(s, sp.Symbol) and not s.is_commutative}
        if plain:
            swap[x] = x.func(x.base, *[i.xreplace(plain) if isinstance(i, sp.Basic) else i for i in x.indices])
    return e.xreplace(swap) if swap else e


def _conjugate_of_letter_i(*sides) -> bool:
    """Whether a side takes the complex conjugate of something that holds a letter i or j read as a name, not as the
    imaginary unit (``(1 + 2i)^*``): how the conjugate acts depends on which i is meant."""
    import sympy as sp

    for e in sides:
        if isinstance(e, sp.Basic):
            for c in e.atoms(sp.conjugate):  # (where the imaginary unit is read inside it, i is an index there)
                bare = c.xreplace({x: sp.Dummy() for x in c.atoms(sp.Indexed)})  # (c_j[m]: j an index, not a unit)
                if not c.has(sp.I) and any(x.name in ("i", "j") for x in bare.free_symbols if isinstance(x, sp.Symbol)):
                    return True
    return False


def _with_imaginary_i(reading: Reading, lk: Link, L, R, d: dec.Decision) -> dec.Decision:
    """A finding on a relation that writes a name i and holds exactly with i the imaginary unit (``(1 + i)(1 - i) =
    2``): no finding.  Consistent, with that reading said, where the document speaks of complex numbers (its
    section, or i^2 = -1 anywhere); else undecided, naming both readings."""
    import sympy as sp

    i = sp.Symbol("i")
    if not all(isinstance(x, sp.Expr) for x in (L, R)) or i not in (L.free_symbols | R.free_symbols):
        return d
    try:
        with dec.budget(dec.PROOF_SECONDS):
            holds = sp.simplify(sp.expand((L - R).xreplace({i: sp.I}))) == 0
    except dec.Budget:  # SymPy too slow here: the finding stands as it was made
        return d
    except Exception:  # noqa: BLE001 - SymPy failing: the finding stands
        return d
    if not holds:
        return d
    section = reading.doc.section_at(lk.offset)
    lo = section.start if section is not None else 0
    talk = _COMPLEX_TALK.search(reading.doc.text, lo, reading.doc.spans[lk.span_index].end + 200) \
        or re.search(r"i\s*\^\s*\{?\s*2\s*\}?\s*=\s*-\s*1", reading.doc.text)
    if talk:
        return dec.Decision("consistent", "arithmetic", "holds exactly with i the imaginary unit (the document speaks of "
                            "complex numbers); read with i a real number it would fail", used=d.used)
    return dec.Decision("undecided", "", f"with i a real number: {d.reason}; with i the imaginary unit it holds "
                        "exactly: which the document means is not written", used=d.used, cause="i as unit or index")


def _differentiated_in_general(env: Env, at: int, *sides, text: str | None = None) -> list:
    """The value bindings of the variables that a derivative in the relation takes, where the relation also writes
    that variable outside the derivative (``\\frac{d f(x)}{dx} = 3x``): the relation states the derivative as a
    function of it, so the value the document gives it elsewhere does not apply."""
    import sympy as sp

    out = []
    for e in sides:
        if not isinstance(e, sp.Basic):
            continue
        derivs = [a for a in e.atoms(sp.core.function.AppliedUndef) if a.func.__name__ in ("partial", "total")
                  and len(a.args) == 2 and isinstance(a.args[1], sp.Symbol)]
        for d in derivs:
            var = d.args[1]
            outside = set().union(*(x.xreplace({a: sp.Dummy() for a in derivs}).free_symbols
                                    for x in sides if isinstance(x, sp.Basic)))
            b = env.knows(var, at)
            if var in outside and b is not None and b.kind == "value" and b not in out \
                    and getattr(b, "cue", None) not in ("condition", "weak condition", "negated", "hypothesis") \
                    and not (text is not None and _AT_POINT.search(text, max(0, b.start - 40), b.start)):
                out.append(b)  # ("At $x = 2$, f'(x) = f(x)": the value the sentence sets for it stays)
    return out


def _top_applications(e) -> set:
    """The applied functions of ``e`` reached through sums, products and powers (not inside another application)."""
    import sympy as sp

    if isinstance(e, sp.core.function.AppliedUndef):
        return {e}
    if isinstance(e, (sp.Add, sp.Mul, sp.Pow)):
        return set().union(*(_top_applications(a) for a in e.args))
    return set()


def _elementary():
    import sympy as sp

    return (sp.sin, sp.cos, sp.tan, sp.exp, sp.log, sp.sinh, sp.cosh, sp.tanh, sp.atan)


_ELEMENTARY = _elementary()


_PRIMED = re.compile(r"(.+?)((?:_prime)+)")
_DERIVATIVE_WORDS = re.compile(r"derivative|differentiat|导数|求导|微分|微商", re.I)


def _speaks_of_derivatives(doc: Document, lk: Link) -> bool:
    """Whether the text around the link's formula (its section before it, up to 2000 characters, and its sentence
    after) speaks of derivatives: only then is f'(x) of a function the document defines read as f's derivative (a
    prime also names a modified function: PE'(pos) = PE(pos/s))."""
    span = doc.spans[lk.span_index]
    section = max([x.start for x in doc.sections if x.start <= span.start], default=0)
    before = doc.text[max(section, span.start - 2000):span.start]
    return bool(_DERIVATIVE_WORDS.search(before) or _DERIVATIVE_WORDS.search(
        doc.text[span.end:sentence_end(doc.text, span.end)]))


def _primed_base(a):
    """(the function's name, the number of primes) of an application written f'(x), f''(x) (``f_prime``), or None."""
    import sympy as sp

    if not isinstance(a, sp.core.function.AppliedUndef) or len(a.args) != 1:
        return None
    m = _PRIMED.fullmatch(a.func.__name__)
    return (m.group(1), m.group(2).count("_prime")) if m else None


def _generic_functions(*sides) -> set:
    """The names of the functions of one scalar argument that the relation applies (g(x), h(2t)) as written: the
    functions a derivative may treat as arbitrary (differentiable) ones when the document does not define them; the
    reader's own operations and the names of vector functions are not among them."""
    import sympy as sp

    out = set()
    for e in sides:
        if not isinstance(e, sp.Basic) or isinstance(e, sp.MatrixBase):
            continue
        for a in e.atoms(sp.core.function.AppliedUndef):
            name = a.func.__name__
            if len(a.args) == 1 and re.fullmatch(r"[A-Za-z](?:_[A-Za-z0-9]+)?", name) \
                    and name not in OPERATIONS and a.args[0].is_commutative \
                    and not isinstance(a.args[0], sp.MatrixBase):
                out.add(name)
    return out


def _rescaled_copy(t, v, name: str) -> bool:
    """``g'(m) = g(m/4)``: a primed function set equal to the function itself at another argument, the way scaled
    encodings are named (position interpolation), not a derivative."""
    import sympy as sp

    return isinstance(v, sp.core.function.AppliedUndef) and v.func.__name__ == name and v.args != t.args


def _primes_as_derivatives(e, env: Env, at: int, generic: set, derivatives: bool = True):
    """``e`` with each f'(x), f''(x) of a function the document defines of one variable replaced by the derivative of
    that definition at x, and each g'(x) of a function it applies without defining (``generic``: g(x) written in the
    relation) by the derivative of an arbitrary g; and the bindings used."""
    import sympy as sp

    used: list = []
    if not isinstance(e, sp.Basic) or isinstance(e, sp.MatrixBase):
        return e, used

    def primed(a):
        got = _primed_base(a)
        if got is None:
            return a
        name, k = got
        t = sp.Dummy("t")
        if env.knows(a.func(t), at) is not None:
            return a  # g'(m) = g(m/4) is the document's own g': its definition applies
        b = env.knows(sp.Function(name)(t), at)
        if b is not None and b.kind == "definition" and len(b.params) == 1 and derivatives \
                and isinstance(b.params[0], sp.Symbol) and isinstance(b.value, sp.Expr):
            p = b.params[0]
            if any(isinstance(x.target, sp.Symbol) and x.target in b.value.free_symbols and x.target != p
                   and isinstance(x.value, sp.Basic) and p in x.value.free_symbols for x in env.definitions(at)):
                return a  # (k = 3x in the document and f(x) = k x: whether f' moves k with x is not written)
            try:
                value = sp.diff(b.value, p, k)
            except Exception:  # noqa: BLE001 - a definition SymPy does not differentiate: left as written
                return a
            if value.atoms(sp.core.function.AppliedUndef) and value.has(sp.Derivative):
                return a
            if b not in used:
                used.append(b)
            return value.xreplace({p: a.args[0]})
        if b is None and name in generic and env.knows(sp.Function(a.func.__name__)(t), at) is None:
            return sp.Function(name)(t).diff(t, k).subs(t, a.args[0])
        return a

    return e.replace(lambda x: _primed_base(x) is not None, primed), used


def _function_definitions(env: Env, at: int, name: str) -> list[Binding]:
    """The definitions in scope at ``at`` of the function ``name`` (``σ(t) = …``: a pattern applied to arguments)."""
    import sympy as sp

    return [b for b in env.definitions(at) if b.kind == "definition"
            and isinstance(b.target, sp.core.function.AppliedUndef) and b.target.func.__name__ == name]


def _defined_function(name: str, env: Env, at: int, doc: Document):
    """The pattern (``f(x)``) of the one function named ``name`` that the document defines in scope at ``at``, in the
    section that holds ``at`` or one around it (``doc``'s; an f of another section may be another thing), or None
    (none, or more than one written differently)."""
    found = {b.target for b in _function_definitions(env, at, name) if b.params and _in_section_of(doc, b.start, at)}
    return next(iter(found)) if len(found) == 1 else None


def _derivatives_taken(e, env: Env, at: int, generic: set, doc: Document):
    """``e`` with each derivative ∂T/∂x that the reader kept as written (``latex._PARTIAL``) taken, with the document's
    definitions substituted into T but not a value of x (∂h/∂x at x = 2 is h'(2), not the derivative of a number);
    and the bindings used.  Taken only when x is a name, T comes out written in names and known functions, and no
    definition substituted gives a name in terms of x (then ∂ would hold fixed what the document makes depend on x,
    or not: left as written)."""
    import sympy as sp

    used: list = []
    if not isinstance(e, sp.Basic) or isinstance(e, sp.MatrixBase):
        return e, used

    def kept(p):  # left as written, its variable kept from the values substituted next (∂/∂φ, not ∂/∂0)
        if len(p.args) == 2 and isinstance(p.args[1], (sp.Symbol, sp.Indexed)) and not isinstance(p.args[1], sp.Dummy):
            return p.func(p.args[0], sp.Dummy(str(p.args[1])))
        return p

    def named(target, var) -> bool:  # dL/da_2 of an L the document defines (in terms of a_2, directly or not)
        return isinstance(target, (sp.Symbol, sp.Indexed)) and isinstance(var, (sp.Symbol, sp.Indexed)) \
            and target != var and env.knows(target, at) is not None

    def take(p):
        bare = False  # ∂f/∂b of a bare f the document defines as f(x) = w x + b: f(x) at its own argument, its
        #               parameter b varied and x held (a partial derivative only: d/db may move x with b)
        if p.func.__name__ == "partial" and len(p.args) == 2 and isinstance(p.args[0], sp.Symbol) \
                and isinstance(p.args[1], sp.Symbol) and env.knows(p.args[0], at) is None:
            pattern = _defined_function(p.args[0].name, env, at, doc)
            if pattern is not None:
                p, bare = p.func(pattern, p.args[1]), True
        if len(p.args) == 2 and isinstance(p.args[0], sp.Symbol) and isinstance(p.args[1], sp.Symbol) \
                and p.args[0] != p.args[1] and p.args[0].name in generic and env.knows(p.args[0], at) is None \
                and env.knows(sp.Function(p.args[0].name)(p.args[1]), at) is None:
            p = p.func(sp.Function(p.args[0].name)(p.args[1]), p.args[1])  # dg/dx where the relation writes g(x)
        if len(p.args) != 2 or not (bare or (isinstance(p.args[1], sp.Symbol) and p.args[1] in p.args[0].free_symbols)
                                    or named(*p.args)):
            return kept(p)  # (∂/∂φ G(1, ψ): G's derivative taken at φ = 1, not the derivative of the number G(1, ψ))
        target, var = p.args
        own = env.knows(var, at)
        # (every value and definition of the variable itself set aside: a_2 = σ(z_2) and the a_2 ≈ 0.562 its chain
        # derives, not a_1 of the same family; a pattern a_i that would give a_2 too)
        drops = [b for b in env.bindings if b.target is not None and (b.target == var or (
            isinstance(var, sp.Indexed) and isinstance(b.target, sp.Indexed) and b.target.base == var.base
            and not all(i.is_number for i in b.target.indices)))]
        if isinstance(var, sp.Symbol) and own is not None:
            drops.append(own)
        try:
            T, u = _expand(target, env.without(drops) if drops else env, at)
        except TooLarge:
            return p
        if not isinstance(T, sp.Basic) or var not in T.free_symbols:
            return kept(p)  # (dL/dx of an L that does not come out in x: left as written)
        if named(target, var) and isinstance(var, sp.Indexed) and any(
                x.base == var.base and x != var for x in T.atoms(sp.Indexed)):
            return kept(p)  # (L = a_1 + a_2 with a_2 = 2 a_1 written as an equation: a sibling may depend on a_1)
        if named(target, var) and p.func.__name__ == "partial" and any(
                b.target == target and isinstance(b.value, sp.Basic) and var in b.value.free_symbols for b in u) and any(
                b.target is not None and b.target != target and isinstance(b.value, sp.Basic)
                and var in b.value.free_symbols for b in u):
            return kept(p)  # ∂z/∂x of z = y + x with y = x²: x directly and through y, and ∂ may hold y fixed or not
            # (d/dx takes it through; ∂L/∂z of an L that reaches z only through ŷ = σ(z) is the chain rule's)
        heads_ = {head(a) for a in target.atoms(sp.core.function.AppliedUndef) if a in _top_applications(target)}
        moved = set() if named(target, var) else {
            v for b in u if b.target is not None and head(b.target) not in heads_ and isinstance(b.value, sp.Basic)
            for v in b.value.free_symbols}  # (y(x) = x^2 inside ∂F(x, y)/∂x: y is held fixed, not x^2; dL/dz of a
        # named L is taken through the definitions it is made of, as backpropagation takes it)
        arguments = {x for a in target.atoms(sp.core.function.AppliedUndef) for x in a.free_symbols}
        unknown = (target.free_symbols - arguments - {var}) & T.free_symbols  # ∂L/∂W of an L nothing defines
        if unknown and p.func.__name__ == "partial" and var in target.free_symbols and not (
                unknown & T.xreplace({a: sp.Dummy() for a in T.atoms(*_ELEMENTARY)}).free_symbols):
            unknown = set()  # ∂/∂x sin(ωx): a partial derivative holds every other name fixed, defined or not; only
            # where they stand inside sin, cos, exp, log (as numbers), not in products (∂/∂W of (y - Wx)^2 is a
            # matrix identity if W is a matrix)
        depends, grew = {var}, True  # the names whose definitions involve var, directly or through other names
        while grew:
            grew = False
            for b in env.bindings:
                if isinstance(b.target, (sp.Symbol, sp.Indexed)) and b.target not in depends \
                        and isinstance(b.value, sp.Basic) and b.value.free_symbols & depends:
                    depends.add(b.target)
                    grew = True
        if (depends - {var}) & T.free_symbols:
            moved.add(var)  # (v = x^2, u = 2v: ∂/∂x of sin(u x) holds no u fixed, whatever it is)
        # (k = 3t anywhere in the document: g(t) = k t^2 is not 2kt under d/dt)
        arbitrary = {a for a in T.atoms(sp.core.function.AppliedUndef) if a.func.__name__ in generic
                     and env.knows(a, at) is None and a.args[0].free_symbols <= {var}}
        # (g(x), h(2x) of functions the document applies without defining: arbitrary differentiable functions of
        # the variable; an identity proved with them holds whatever they are)
        if not isinstance(T, sp.Expr) or var in moved or unknown \
                or T.atoms(sp.core.function.AppliedUndef) - arbitrary \
                or not T.is_commutative or T.has(sp.Sum, sp.Product, sp.Integral, sp.Piecewise):
            return kept(p)
        if p.func.__name__ == "total" and (arguments - {var}) & T.free_symbols:
            return kept(p)  # d E(x, t)/dt: x may depend on t (a total derivative); ∂/∂t holds it fixed
        used.extend(b for b in u if b not in used)
        return sp.diff(T, var)

    out = e.replace(lambda x: isinstance(x, sp.core.function.AppliedUndef) and x.func.__name__ in ("partial", "total"),
                    take)
    return out, used


def _open_sum_ends(L, R, ranges: dict, text: str = "") -> dict:
    """{j__lo: a, j__hi: b} for a sum written without bounds (``\\sum_j``, ends j__lo and j__hi) whose summand holds a
    sum with bounds over the same family at the same place (Σ_j e^{x_j} / Σ_{k=1}^{J} e^{x_k}: the weights a
    document normalises over k = 1 … J), every such sum over one range a … b that does not mention j, and that range
    the one the document declares for j, if it declares one; {} otherwise (Σ_j 1 = Σ_{i=1}^{n} 1 borrows nothing)."""
    import sympy as sp

    out = {}
    for e in (L, R):
        if not isinstance(e, sp.Basic):
            continue
        for x in e.atoms(sp.Sum):
            if len(x.limits) != 1 or len(x.limits[0]) != 3:
                continue
            j, lo, hi = x.limits[0]
            if not (isinstance(lo, sp.Symbol) and lo.name == f"{j.name}__lo" and isinstance(hi, sp.Symbol)
                    and hi.name == f"{j.name}__hi"):
                continue
            found = set()
            for inner in x.function.atoms(sp.Sum):
                if len(inner.limits) != 1 or len(inner.limits[0]) != 3:
                    continue
                k, a, b = inner.limits[0]
                if j in a.free_symbols | b.free_symbols or any(s.name.endswith(("__lo", "__hi"))
                                                                for s in a.free_symbols | b.free_symbols):
                    continue
                outside = x.function.xreplace({inner: sp.Dummy()})
                if any(m.base == n.base and len(m.indices) == len(n.indices)
                       and any(p == j and q == k for p, q in zip(m.indices, n.indices))
                       and all(p == q for p, q in zip(m.indices, n.indices) if p != j)
                       for m in outside.atoms(sp.Indexed) for n in inner.function.atoms(sp.Indexed)):
                    found.add((a, b))
            if len(found) != 1:
                return {}
            a, b = found.pop()
            declared = ranges.get(j)
            if declared is not None and (sp.sympify(declared.lo) != a or sp.sympify(declared.hi) != b):
                return {}  # the document says j runs over another range: the weights are normalised over the wrong one
            if declared is None and _other_range(text, j.name, a, b):
                return {}  # "j \in [m]", "j = 1 \sim m": a range the reader does not read may say otherwise
            if out.get(lo, a) != a or out.get(hi, b) != b:
                return {}
            out[lo], out[hi] = a, b
    return out


def _other_range(text: str, j: str, a, b) -> bool:
    """Whether ``text`` gives the index ``j`` a range ("j \\in [m]", "j = 1 \\sim m", "j=0") other than a sum's own
    bounds a … b written out (``\\sum_{j=1}^{J}`` elsewhere, over the same range, says nothing else)."""
    for m in re.finditer(r"(?<![A-Za-z_\\])" + re.escape(j) + r"\s*(?:\\in\b|∈|=\s*[0-9])", text):
        own = re.search(r"\\(?:sum|prod)\s*_\s*\{\s*$", text[max(0, m.start() - 12):m.start()])
        bounds = re.match(re.escape(j) + r"\s*=\s*([0-9]+)\s*\}\s*\^\s*(?:\{\s*([A-Za-z0-9]+)\s*\}|([A-Za-z0-9]))",
                          text[m.start():m.start() + 40])
        if own and bounds and bounds.group(1) == str(a) and (bounds.group(2) or bounds.group(3)) == str(b):
            continue  # Σ_{j=1}^{J} over the same range
        return True
    return False


def _dots_as_sums(L, R, reading: Reading, env: Env, at: int, complex_form: bool) -> dict:
    """{u·v: Σ_{i=a}^{b} u_i v_i} where the relation writes a sum over i from a to b of a product of components u_i,
    v_i (``q \\cdot k = \\sum_{i=1}^{d_k} q_i k_i``, ``\\sum_i u_{[i]} u_{[i]} + … = \\mathbf{u} \\cdot \\mathbf{u} + …``):
    the components it writes say what the vectors are, and their dot product is that sum.  Both an inner product of
    two names and a product of two plain names written beside their components are read so; nothing where the
    relation writes the components over two different ranges, over a range that is not as many components as the
    document declares (``q \\in \\mathbb{R}^d`` and a sum to d/2), over a range whose count is not one name or number, for
    complex vectors (a section that writes complex numbers, a name in ℂ^n: the inner product conjugates), for names
    the document declares numbers (``a \\in \\mathbb{R}``), or where the document defines the product itself."""
    import sympy as sp

    if complex_form:
        return {}
    spaces = reading.spaces
    domains = env.domains(at)
    defined = [b.target for b in env.definitions(at) if isinstance(b.target, sp.Basic)]

    sides = [e for e in (L, R) if isinstance(e, sp.Basic) and not isinstance(e, sp.MatrixBase)]
    ranges: dict = {}
    for e in sides:
        for s_ in e.atoms(sp.Sum):
            if len(s_.limits) != 1 or len(s_.limits[0]) != 3:
                continue
            i, lo, hi = s_.limits[0]
            for term in sp.Add.make_args(sp.expand(s_.function)):
                comps = [a for a in term.atoms(sp.Indexed) if a.indices == (i,)]
                if len({str(a.base) for a in comps}) <= 2 and comps:
                    for a in comps:
                        ranges.setdefault(str(a.base), set()).add((i, lo, hi))

    def fits(names, rng) -> bool:
        i, lo, hi = rng
        count = sp.simplify(hi - lo + 1)
        if not (isinstance(count, sp.Symbol) or (count.is_Integer and count > 0) or isinstance(count, sp.Indexed)):
            return False  # a sum from 0 to d, or to d/2: not the vector's own components
        for n in names:
            field_, dims = spaces.get(n, (None, None))
            if field_ is not None and (field_ != "R" or dims is None):
                return False  # a complex vector, or a name declared a number
            if dims is not None:
                try:
                    if sp.simplify(reading.parse(dims).expr - count) != 0:
                        return False
                except Exception:  # noqa: BLE001 - a dimension not read: no reading
                    return False
            if any(str(s_) == n and dom in ("real", "integer", "positive") for s_, dom in domains.items()):
                return False
        return True

    def as_sum(a, b):
        ra, rb = ranges.get(_name_of(a), set()), ranges.get(_name_of(b), set())
        if len(ra) != 1 or ra != rb or not fits({_name_of(a), _name_of(b)}, next(iter(ra))):
            return None
        if any(t_.has(a) and t_.has(b) for t_ in defined) or _defines_product(reading, a, b):
            return None  # the document defines this product itself
        i, lo, hi = next(iter(ra))
        base_a = next(x.base for e in sides for x in e.atoms(sp.Indexed) if str(x.base) == _name_of(a))
        base_b = next(x.base for e in sides for x in e.atoms(sp.Indexed) if str(x.base) == _name_of(b))
        return sp.Sum(base_a[i] * base_b[i], (i, lo, hi))

    def as_norm(arg):
        terms = [t.as_coeff_Mul() for t in sp.Add.make_args(arg)]
        if not all(isinstance(name, sp.Symbol) for _, name in terms):
            return None
        rs = {frozenset(ranges.get(_name_of(name), set())) for _, name in terms}
        if len(rs) != 1 or len(next(iter(rs))) != 1 \
                or not fits({_name_of(name) for _, name in terms}, next(iter(next(iter(rs))))):
            return None
        i, lo, hi = next(iter(next(iter(rs))))
        bases = {str(x.base): x.base for e in sides for x in e.atoms(sp.Indexed)}
        entry = sp.Add(*[c * bases[_name_of(name)][i] for c, name in terms])
        return sp.sqrt(sp.Sum(entry ** 2, (i, lo, hi)))

    out: dict = {}
    for e in sides:
        for x in e.atoms(sp.core.function.AppliedUndef):
            if x.func.__name__ == "inner" and len(x.args) == 2 and all(isinstance(a, sp.Symbol) for a in x.args):
                v = as_sum(*x.args)
                if v is not None:
                    out[x] = v
            if x.func.__name__ == "norm" and len(x.args) == 1:
                v = as_norm(x.args[0])  # ‖u − v‖ beside Σ_i (u_i − v_i)²: the Euclidean norm over those components
                if v is not None:
                    out[x] = v
        for m in e.atoms(sp.Mul):
            names = [f for f in m.args if isinstance(f, sp.Symbol) and f.is_commutative and _name_of(f) in ranges]
            if len(names) == 2 and len(m.args) == 2:
                v = as_sum(*names)
                if v is not None:
                    out[m] = v
    return out


def _defines_product(reading: Reading, a, b) -> bool:
    """Whether the document states a definition of the product of ``a`` and ``b`` (``q \\cdot k := …``, or "we define
    … q·k = …"): then its own definition, not the dot product, says what the product is."""
    import sympy as sp

    text = reading.doc.text
    for lk in reading.links:
        if not (lk.defines or re.search(r"defin|denot|定义|记为|记作", text[max(0, lk.offset - 120):lk.offset], re.I)):
            continue
        try:
            e = reading.parse(lk.lhs, lk.complex_form).expr
        except Exception:  # noqa: BLE001
            continue
        if isinstance(e, sp.Basic) and {_name_of(a), _name_of(b)} <= {_name_of(x) for x in e.free_symbols}:
            return True
    return False


def _name_of(x) -> str:
    return getattr(x, "name", None) or str(x)


def _states_own_value(reading: Reading, lk: Link, t, after: bool = False) -> bool:
    """Whether the sentence of ``lk`` gives ``t`` a value before it ("- for $d = 8$, … $\\omega_4 = 0.01$"), or, with
    ``after``, anywhere in it ("… $d/2 = 256$ pairs when $d = 512$")."""
    doc = reading.doc
    span = doc.spans[lk.span_index]
    stop = sentence_end(doc.text, span.end)
    for x in reading.links:
        s_ = doc.spans[x.span_index]
        if x is lk or (s_.start > span.start and not after) or x.rel != "=" or sentence_end(doc.text, s_.end) != stop:
            continue
        try:
            if reading.parse(x.lhs).expr == t and reading.parse(x.rhs).expr.is_number:
                return True
        except Exception:  # noqa: BLE001
            continue
    return False


def _for_each_value(reading: Reading, env: Env, lk: Link, lhs, rhs, prose: str, d: dec.Decision,
                    a: Binding) -> dec.Decision:
    """The relation decided with each value of ``a``'s name that the sentence before gives (``Env.ambiguous``): the
    verdict they all give, or undecided naming them."""
    outs = []
    for v in a.value:
        one = env.with_binding(Binding("value", a.name, a.target, v, where=a.where, start=a.start, end=a.end))
        outs.append(_decide_under(reading, one, lk, lhs, rhs, prose))
    values = ", ".join(_value_text(v) for v in a.value)
    if len({o.status for o in outs}) == 1 and outs[0].status in DECIDED \
            and not (outs[0].status == "inconsistent" and not getattr(a, "shown_rounded", False)
                     and _states_own_value(reading, lk, a.target, after=True)):
        o = outs[0]  # (an item that names its own value after the relation, "… when $d = 512$", is not judged so)
        shown = [x.exact for x in outs]
        if o.status == "inconsistent" and all(shown) and len({str(x) for x in shown}) > 1:
            # (θ_15 = 0.001 with base 10000 or 1000000: each value's sides, not the first one's only)
            o.reason = f"with each value of {a.name} the text gives before it ({a.where}): " + "; ".join(
                f"{a.name} = {_value_text(v)}: {x.reason} ({_digits(x.exact['lhs'])} against {_digits(x.exact['rhs'])})"
                if isinstance(x.exact, dict) and {"lhs", "rhs"} <= set(x.exact) else
                f"{a.name} = {_value_text(v)}: {x.reason}" for v, x in zip(a.value, outs))
            if len({x.should_show for x in outs}) > 1:
                o.should_show = None
            o.used = _unique([b for x in outs for b in x.used])  # (each value's binding, not the first one's only)
            return o
        o.reason = f"with each value of {a.name} the text gives before it ({values}, {a.where}): {o.reason}"
        return o
    return dec.Decision("undecided", d.method, f"the text before it gives {a.name} the values {values} ({a.where}), and "
                        "the item may be about any of them: " + "; ".join(
                            f"{a.name} = {_value_text(v)}: {o.status}" for v, o in zip(a.value, outs)),
                        used=d.used, cause="more than one value")


def _digits(text: str) -> str:
    """A decimal of the evidence shown to 6 significant digits (``0.00153992652605949…`` → ``0.00153993``)."""
    try:
        return f"{float(text):.6g}"
    except ValueError:
        return text


def _implicit_arguments(env: Env, at: int, *sides, doc: Document) -> dict:
    """{name: name(args)} for a bare name that the document defines only as a function of named arguments, all of
    which the relation writes (``softmax(\\mathbf{z}^o) = softmax(\\mathbf{W}^o \\mathbf{h}(\\mathbf{x}) + …)``
    with ``\\mathbf{z}^o(\\mathbf{x}) = …``): the name stands for the function at those arguments, as the writer
    abbreviates it."""
    import sympy as sp

    written, labels = set(), set()
    for e in sides:
        if isinstance(e, sp.Basic):
            written |= e.atoms(sp.Symbol)
            labels |= {a.base.label for a in e.atoms(sp.Indexed)}
            labels |= _function_labels(e)
    written -= labels  # (ω of ω_k names a family, not the function ω(φ); f of R_f(q, m) labels R, it is not f(q, m))
    derived = {a.args[0] for e in sides if isinstance(e, sp.Basic) for a in e.atoms(sp.core.function.AppliedUndef)
               if a.func.__name__ in ("partial", "total") and a.args}  # (dσ/dt: σ differentiated)
    out = {}
    for s in written:
        if not isinstance(s, sp.Symbol) or env.knows(s, at) is not None:
            continue
        fns = [b for b in _function_definitions(env, at, s.name)
               if s not in derived or _in_section_of(doc, b.start, at)]  # (σ(t) of "Gating" is not
        #   the σ, a standard deviation, that a later section differentiates)
        if len(fns) == 1 and fns[0].target.args and all(
                isinstance(a, sp.Symbol) and a in written for a in fns[0].target.args):
            out[s] = fns[0].target
    return out


def _binds_symbol(lk: Link, lhs, rhs) -> bool:
    """A bare symbol on one side (``d = 512``, ``x > 0``): what a weak cue ("for", "at") makes a condition."""
    import sympy as sp

    return any(isinstance(x.expr, sp.Symbol) and x.expr not in x.literals for x in (lhs, rhs))


def _chain_binds_symbol(reading: Reading, lk: Link) -> bool:
    """A later link of a chain that opens on a bare symbol ("for relative positions $t = n - m = 0$": the link
    ``n - m = 0``): the chain as a whole sets that symbol, as a weak cue's condition does."""
    import sympy as sp

    if lk.first:
        return False
    k = next((j for j, x in enumerate(reading.links) if x is lk), None)
    while k is not None and k > 0 and not reading.links[k].first:
        k -= 1
    head_ = reading.links[k] if k is not None else None
    if head_ is None or head_.span_index != lk.span_index:
        return False
    try:
        return isinstance(reading.parse(head_.lhs, head_.complex_form).expr, sp.Symbol)
    except Exception:  # noqa: BLE001 - an unread side sets nothing
        return False


def _quantified_after(reading: Reading, b: Binding, lk: Link) -> bool:
    """Whether the text between the value ``b`` and the relation ``lk`` (at most 300 characters before it) says the
    relation holds for every value of ``b``'s name ("for every positive integer $n$", "对任意 $n$")."""
    start = reading.doc.spans[lk.span_index].start
    between = reading.doc.text[max(b.start, start - 300):start]
    m = re.search(r"(?:\bfor\s+(?:every|all|any|each|(?:an?\s+)?arbitrary|(?:a\s+)?general)\b|对(?:于)?(?:任意|所有|一切)|任意)"
                  r"[^.;:。；$]{0,40}\$\s*"
                  + re.escape(b.name.strip()) + r"\s*\$", between, re.I) if b.start < start else None
    # (in the relation's sentence, or in the lead-in of the list it stands in: no new paragraph between)
    return m is not None and not re.search(r"\n[ \t]*\n(?![ \t]*(?:[-*+]|\d+[.)])\s)|<p\b", between[m.end():], re.I)


def far_value(reading: Reading, b: Binding, lk: Link) -> bool:
    """Whether the value ``b`` (a number the document states) may not be what the relation ``lk``, which writes its
    symbol, means: a value stated for a worked example or a supposition, used outside that example's paragraph and
    derivation (``local_end``); or a value of a symbol that the text solves for around ``lk`` (``solved``) stated
    elsewhere."""
    import sympy as sp

    numbers = isinstance(b.value, sp.Number) or (  # (or a vector of numbers: \vec{q} = [1, 2, 0] in an example)
        b.kind == "definition" and isinstance(b.value, (sp.Tuple, sp.MatrixBase)) and len(b.value) > 0
        and all(isinstance(x, sp.Expr) and x.is_number for x in b.value))
    if b.source != "document" or b.kind not in ("value", "definition") or not numbers:
        return False
    if b.cue in ("example", "hypothesis") and not (b.start <= lk.offset < local_end(reading.doc, b)):
        return True
    if not (b.start <= lk.offset < local_end(reading.doc, b)) and GENERAL_CASE.match(re.sub(
            r"^\W+", "", _sentence_so_far(reading.doc.text, reading.doc.spans[lk.span_index].start, 200))):
        return True  # "一般地，对单位向量有 $q^T q = 1$", "In general, …": not the value the text set before
    if _quantified_after(reading, b, lk):
        return True  # "take $n = 2$. The rules below hold for every positive integer $n$:": n there is any n
    return b.target in reading.solved.get(id(lk), ()) and not (b.start <= lk.offset < local_end(reading.doc, b))


def _without_remote_values(reading: Reading, lk: Link, lhs, rhs, prose: str, d: dec.Decision) -> dec.Decision:
    """The decision again without the values that may not be the ones the relation means (``far_value``) of the
    symbols it writes itself: a general formula is not judged with a worked example's value, nor a relation the text
    solves for a symbol with that symbol's value from elsewhere.  A finding
    that depends on such a value is undecided, naming it; one that holds in general too is kept; a proof or a
    consistency found in general replaces the one found with the value."""
    import sympy as sp

    written = lhs.expr.free_symbols | rhs.expr.free_symbols
    names = {str(x) for x in written}  # (\vec{q} = [1, 2, 0] binds q; the relation's q is a vector: one name)
    far = [b for b in d.used if isinstance(b.target, (sp.Symbol, sp.Indexed))
           and (b.target in written or (isinstance(b.target, sp.Symbol) and b.target.name in names))
           and far_value(reading, b, lk)]  # (p_1 as p: a member given a supposed value, π_1 = 22/7 then 355/113)
    if d.status not in DECIDED:
        # undecided with such a value: decided (or left undecided, for its own reason) in general, never with a
        # value that names another example as what the relation used
        if far and d.status == "undecided":  # (only a proof or an agreement: never a failure against another value)
            general = _decide_under(reading, reading.env.without(far), lk, lhs, rhs, prose)
            return general if general.status in ("proved", "consistent") else d
        return d
    if not far:
        return _without_remote_example(reading, lk, lhs, rhs, prose, d, written)
    general = _decide_under(reading, reading.env.without(far), lk, lhs, rhs, prose)
    if general.status == d.status or (d.status != "inconsistent" and general.status in ("proved", "consistent")):
        return general
    if d.status != "inconsistent" and general.status == "inconsistent":
        # holds with the example's value, fails with the document's other one: either may be meant, no finding
        named = "; ".join(f"{b.name} = {_value_text(b.value)} ({b.where})" for b in far)
        return dec.Decision("undecided", general.method, f"holds with {named}, a value stated in another part of the "
                            f"document, and fails without it ({general.reason}): which one the relation means is not "
                            "written", general.exact, general.should_show, general.points, general.counterexample,
                            d.used, cause="value from another part of the document")
    if d.status != "inconsistent" and any(_quantified_after(reading, b, lk) for b in far):
        # "the rules below hold for every positive integer $n$: … $n^2 = 2n$" after "take $n = 2$": claimed for
        # every n, so the example's n decides nothing
        named = "; ".join(f"{b.name} = {_value_text(b.value)} ({b.where})" for b in far)
        return dec.Decision("undecided", general.method, f"{d.status} with {named}, but the text states it for every "
                            f"value of the name; in general: {general.status}, {general.reason}", general.exact,
                            general.should_show, general.points, general.counterexample, d.used,
                            cause="value from another part of the document")
    if d.status != "inconsistent":
        return d
    named = "; ".join(f"{b.name} = {_value_text(b.value)} ({b.where})" for b in far)
    return _withheld(d, f"fails with {named}, a value stated in another part of the document, "
                     f"but the relation writes the symbol itself and may mean it in general; without that value: "
                     f"{general.status}, {general.reason} (with it: {d.reason})",
                     "value from another part of the document")


# a value set for what follows: "from here on", "for the rest of this post", "henceforth", "此后", "以下"
_FROM_NOW_ON = re.compile(r"\b(?:from (?:here|now) on|for the rest of|henceforth|hereafter|from this point)\b|此后|以下均|今后|下文",
                          re.I)


# a list item labelled with another setting than the one in force: "- After NTK: $\theta_{63} = 1/83600^{126/128}$",
# "- Scaled:", "- 调整后："
_SETTING_LABEL_ITEM = re.compile(r"[ \t]*[-*+][ \t]+(?:\*\*)?(?P<label>[^:：\n$]{1,40}?)(?:\*\*)?[ \t]*[:：]")
_OTHER_SETTING_WORDS = re.compile(r"\bafter\s+(?:ntk|yarn|pi|scaling|interpolation|extension|adjustment)\b|"
                                  r"\b(?:scaled|rescaled|extended|interpolated|adjusted|ntk|yarn)\b|调整后|扩展后|插值后|缩放后",
                                  re.I)


def _under_an_items_label(reading: Reading, lk: Link, d: dec.Decision) -> dec.Decision:
    """A finding in a list item whose label names another setting than the one in force ("- After NTK: $\\theta_{63} =
    1/83600^{126/128}$" beside "- Original: …"): the item states that setting's value, which the definitions in force
    (base = 10000) do not describe; undecided, naming the label."""
    if d.status != "inconsistent" or not any(getattr(b, "source", "document") == "document" and b.kind in (
            "value", "definition") for b in d.used):
        return d  # (arithmetic in numbers alone is the item's own, whatever its label)
    text = reading.doc.text
    at = reading.doc.spans[lk.span_index].start
    line_start = text.rfind("\n", 0, at) + 1
    m = _SETTING_LABEL_ITEM.match(text, line_start)
    if m is None or m.end() > at or not _OTHER_SETTING_WORDS.search(m.group("label")):
        return d
    return _withheld(d, f"its list item is labelled '{m.group('label').strip()}', another setting than the definitions "
                     f"in force describe; with them, {d.reason}", "value from another part of the document")


_THIS_ONE = re.compile(r"\b(?:this|these)\s+(?:\w+\s+){0,2}(?:model|setting|case|example|configuration|head|layer)s?\b|"
                       r"这个|该模型|此模型|本例", re.I)


def _decided_with(reading: Reading, drop: list, binding, lk: Link, lhs, rhs, prose: str) -> dec.Decision | None:
    """The decision on ``lk`` under the environment with ``binding`` in place of the bindings ``drop`` (another value
    of a name, another constant of a definition), or None where it cannot be made."""
    try:
        return _decide_under(reading, reading.env.without(drop).with_binding(binding), lk, lhs, rhs, prose)
    except Exception:  # noqa: BLE001 - not decided with it
        return None


def _decided_without(reading: Reading, drop: list, lk: Link, lhs, rhs, prose: str) -> dec.Decision | None:
    """The decision on ``lk`` under the environment without the bindings ``drop`` (the setting before a heading's or
    a later value), or None where it cannot be made: then the decision with them stands."""
    try:
        return _decide_under(reading, reading.env.without(drop), lk, lhs, rhs, prose)
    except Exception:  # noqa: BLE001 - not decided without them
        return None


def _under_a_headings_values(reading: Reading, lk: Link, lhs, rhs, prose: str, d: dec.Decision) -> dec.Decision:
    """A finding that uses values a heading states ("## Llama 2 70B ($L = 80$, $d = 8192$)", "## A common bug ($d =
    64$)") where the relation holds with the values before the heading ("Our 7B model needs $2Ldb = 524288$"): which
    setting the sentence means is not written, so undecided, naming both."""
    if d.status != "inconsistent":
        return d
    text = reading.doc.text
    headed = [b for b in d.used if b.kind == "value" and b.start is not None and re.match(
        r"[ \t]*#{1,6}[ \t]", text[text.rfind("\n", 0, b.start) + 1:b.start])]
    if not headed or _THIS_ONE.search(_sentence_so_far(text, reading.doc.spans[lk.span_index].start)):
        return d  # ("For this 70B model, …", "对这个 70B 模型": the heading's setting)
    other = _decided_without(reading, headed, lk, lhs, rhs, prose)
    if other is not None and other.status in ("proved", "consistent"):
        named = "; ".join(f"{b.name} = {_value_text(b.value)} ({b.where})" for b in headed)
        return _withheld(d, f"fails with {named}, values its section's heading states, but holds with the values "
                         f"before the heading ({other.reason}); which setting the sentence means is not written "
                         f"({d.reason})", "value from another part of the document")
    return d


_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
                 "eleven": 11, "twelve": 12, "sixteen": 16, "twenty": 20, "thirty-two": 32, "sixty-four": 64}
_PROSE_NUMBER = re.compile(r"(?<![\w.,/:-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s*([kKM])(?![A-Za-z]))?"
                           r"(?![\w.,/:-]\d)|"
                           r"\b(" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")\b", re.I)


# words that name a setting's quantity, near a number in the prose ("eight dimensions", "the base to 500,000", "a
# context of 32K"): not a count of GPUs, a figure's number, a batch size
_SETTING_QUANTITY = re.compile(r"dimension\w*|\bdims?\b|d_?model|width|hidden size|head size|\bbase\b|\btheta\b|θ|"
                               r"\bcontext\b|\bwindow\b|维(?![护持修])|基数|底数|长度|上下文|窗口", re.I)
# the relation's sentence names the setting it is about ("our model", "this setting"): not another one
_OUR_SETTING = re.compile(r"\b(?:our|this|these|the same)\s+(?:\w+\s+){0,2}(?:model|setting|configuration|baseline|"
                          r"network|experiment|run)s?\b|"
                          r"我们的模型|本模型|该模型|这个模型", re.I)


def _beside(pattern, text: str, start: int, end: int) -> bool:
    """Whether the number ``text[start:end]`` is a setting's by a match of ``pattern``: the word right after it
    ("eight dimensions"), or, where no word follows it (a full stop, a comma, the end: "the base to 500,000", "the head
    dimension is reduced down to 8."), a match in its clause before it; not a number that counts another noun ("8
    GPUs with a context of 4096", "8 layers")."""
    nxt = re.match(r"\s*([A-Za-z]+|[\u4e00-\u9fff]+)", text[end:end + 40])
    if nxt is not None:
        return bool(pattern.match(nxt.group(1)))
    before = re.split(r"[;,.，；。:：!?！？]", text[max(0, start - 120):start])[-1]
    return bool(pattern.search(before))


def _prose_numbers(reading: Reading, start: int, end: int, near=None) -> list:
    """The numbers the prose writes between ``start`` and ``end`` outside every formula: digits (``500,000``,
    ``128K``, ``1M``) and small number words ("eight dimensions"), each once, in order; with ``near`` (a pattern),
    only those it names (``_beside``: the word right after the number, or, where none follows, earlier in its clause)."""
    from fractions import Fraction

    import sympy as sp

    pieces, at = [], start
    for s in reading.doc.spans:
        if s.end <= at or s.start >= end:
            continue
        pieces.append(reading.doc.text[at:max(at, s.start)])
        at = max(at, s.end)
    pieces.append(reading.doc.text[at:end])
    out = []
    prose = " ".join(pieces)
    for m in _PROSE_NUMBER.finditer(prose):
        if near is not None and not _beside(near, prose, m.start(), m.end()):
            continue
        if m.group(3):
            v = sp.Integer(_NUMBER_WORDS[m.group(3).lower()])
        else:
            v = sp.Rational(Fraction(m.group(1).replace(",", "")))  # (05 of a date: 5)
            v *= {"k": 1000, "K": 1000, "M": 10 ** 6}.get(m.group(2) or "", 1)
        if v not in out:
            out.append(v)
    return out


def _under_another_settings_value(reading: Reading, lk: Link, lhs, rhs, prose: str, d: dec.Decision) -> dec.Decision:
    """A finding that rests on a value the document states before (``d = 512``) of a name the relation does not write
    itself, or on a constant above 100 of a definition it uses (the base 10000 of ``\\theta_i = 10000^{-2i/d}``),
    stated before the relation's section, where the prose of that section before the relation writes a number that a
    setting word names (``_SETTING_QUANTITY``, ``_beside``) with which it holds (θ_1 = 0.1 after "a toy model with eight
    dimensions": 10000^{-2/8} = 0.1; θ_1 ≈ 0.9500 after "Llama 3 raises the base to 500,000": 500000^{-2/512} ≈
    0.9500): the number may be another setting's, stated in words, so which one the relation means is not written, and
    it is undecided, naming both.  Not where the relation's sentence names the document's setting ("our model")."""
    import sympy as sp
    from dataclasses import replace as dc_replace

    if d.status != "inconsistent":
        return d
    here = reading.doc.spans[lk.span_index].start
    written = lhs.expr.free_symbols | rhs.expr.free_symbols
    trials = []  # (the binding, its value with the prose's number, what the reason calls it)
    section = reading.doc.section_at(here)
    if section is None or _OUR_SETTING.search(_sentence_so_far(reading.doc.text, here, 300)):
        return d  # ("The first frequency of our model is …": the setting the document stated)
    for b in d.used:
        if b.source != "document" or b.start is None or b.start >= section.start:
            continue  # (another setting comes with a section of its own: the numbers of that section, after the value)
        numbers = [v for v in _prose_numbers(reading, section.start, here, near=_SETTING_QUANTITY)[-12:]]
        if b.kind == "value" and isinstance(b.value, sp.Number) and isinstance(b.target, sp.Symbol) \
                and b.target not in written:
            trials += [(b, v, f"{b.name} = {_value_text(v)}", f"{b.name} = {_value_text(b.value)}")
                       for v in numbers if v != b.value]
        elif b.kind == "definition" and isinstance(b.value, sp.Basic):
            constants = {c for c in b.value.atoms(sp.Integer) if c > 100}  # (a base, a context length: not the 2 of 2i)
            trials += [(b, b.value.xreplace({c: v}), f"{_value_text(v)} for the constant {_value_text(c)} of "
                        f"{b.name}", f"the definition of {b.name}")
                       for c in sorted(constants) for v in numbers if v != c and v > 100]
    for b, value, instead, stated in trials[:24]:
        other = _decided_with(reading, [b], dc_replace(b, value=value), lk, lhs, rhs, prose)
        if other is not None and other.status in ("proved", "consistent"):
            return _withheld(d, f"fails with {stated} ({b.where}), but holds with {instead}, a number the text "
                             f"writes in the relation's section before it, which may state another setting in words "
                             f"({other.reason}); which setting the relation means is not written ({d.reason})",
                             "value from another part of the document")
    return d


def _under_another_sections_redefinition(reading: Reading, lk: Link, lhs, rhs, prose: str,
                                         d: dec.Decision) -> dec.Decision:
    """A finding that rests on a value or definition (θ_i = 10000^{-i/8}) stated in an earlier section than the
    relation's, which shadows one of the same name stated before that section (θ_i = 10000^{-i/32}), where the relation
    holds with the earlier one: that section may have stated another setting ("## A 16-dimensional model"), and the
    relation's section may be back in the first ("For our 64-dimensional model, θ_2 = 10000^{-1/16}"); which one it
    means is not written, so it is undecided, naming both (helper-222).  A redefinition in the relation's own section
    holds there.  (Not the other way: a relation that holds with the later definition is left as decided, as documents
    that redefine a name go on with the new one more often than they go back.)"""
    from dataclasses import replace as dc_replace

    from suite.reader.environment import _key

    if d.status != "inconsistent":
        return d
    doc = reading.doc
    here = doc.spans[lk.span_index].start
    for b in d.used:
        if b.source != "document" or b.kind not in ("value", "definition") or b.start is None:
            continue
        stated_in = doc.section_at(b.start)
        if stated_in is None or _in_section_of(doc, b.start, here):
            continue  # (a redefinition holds in its own section and its subsections)
        sentence = _sentence_so_far(doc.text, b.start, 300) + doc.text[b.start:sentence_end(doc.text, b.start)]
        paragraph = doc.text[max(doc.text.rfind("\n\n", 0, b.start), 0):sentence_end(doc.text, b.start) + 400]
        if _FOR_GOOD.search(sentence) or _FOR_GOOD.search(paragraph):
            continue  # ("From now on every frequency uses this rule", "下文统一取": it holds from there on)
        earlier = [x for x in reading.env.bindings if x is not b and x.kind == b.kind and x.source == "document"
                   and x.start is not None and x.start < stated_in.start and _key(x) == _key(b) and x.value != b.value]
        for x in reversed(earlier[-3:]):  # (each earlier one, the latest first: three settings in a row)
            other = _decided_with(reading, [b] + [y for y in earlier if y is not x], dc_replace(x, end=None), lk, lhs,
                                  rhs, prose)
            if other is not None and other.status in ("proved", "consistent"):
                return _withheld(d, f"fails with {b.name} as the section \"{stated_in.title.strip()}\" states it "
                                 f"({b.where}), but holds with {x.name} as the document states it before that section "
                                 f"({x.where}; {other.reason}); which one the relation means is not written "
                                 f"({d.reason})", "value from another part of the document")
    return d


# words with which a redefinition says it holds from there on ("From now on …", "Hereafter", "下文统一取")
_FOR_GOOD = re.compile(r"\b(?:from now on|from here on|hereafter|henceforth|for the rest of|in what follows|"
                       r"throughout|in the rest of|from this point)\b|下文|以下|此后|今后|从现在起|从此|以降|以後|"
                       r"これ以降|ここから先", re.I)



def _under_a_formula_given_since(reading: Reading, lk: Link, lhs, rhs, prose: str, d: dec.Decision) -> dec.Decision:
    """A finding on the name's own worked value (``d \\approx 2 \\times 3.6``: the name alone against a number) that rests
    on a value stated before (``d = 128``), where the document,
    after that value and before the relation, gives the name alone on the left of a formula in other names (a rule of
    thumb, ``d \\approx 2 \\log_{10} L``) whose value here (with ``L = 4096`` given since) makes the relation hold
    (``d \\approx 2 \\times 3.6``), or whose value here the reader cannot tell: the relation may follow the formula
    rather than the value, so it is undecided, naming both (and saying where the formula's value makes it hold).  A
    formula whose value here is the value itself (``d = h d_k = 128``) restates it; one whose sentence denies it ("a
    common mistake is to write …") gives nothing; where the formula's value fails too, no reading makes the relation
    hold, and the finding stands, naming both."""
    import sympy as sp
    from dataclasses import replace as dc_replace

    if d.status != "inconsistent":
        return d
    here = reading.doc.spans[lk.span_index].start
    written = lhs.expr.free_symbols | rhs.expr.free_symbols
    for b in d.used:
        if b.kind != "value" or b.source != "document" or not isinstance(b.target, sp.Symbol) \
                or b.target not in written or b.start is None or b.start >= here:
            continue
        if not any(x.expr == b.target and isinstance(y.expr, sp.Expr) and y.expr.free_symbols <= set(y.literals)
                   for x, y in ((lhs, rhs), (rhs, lhs))):
            continue  # (only the name's own value worked out, d ≈ 2 × 3.6: not a relation that merely uses it)
        for other in reading.links:
            at = reading.doc.spans[other.span_index].start
            if other is lk or not (b.start < at < here) or other.rel not in ("=", "≈") \
                    or _left_side(reading, other) != b.target or _rejected(reading, other):
                continue
            try:
                formula = reading.parse(other.rhs, other.complex_form).expr
            except Exception:  # noqa: BLE001 - an unread formula gives it nothing
                continue
            if not isinstance(formula, sp.Expr) or formula.free_symbols <= {b.target} \
                    or b.target in formula.free_symbols:
                continue
            given_at = _where(reading.doc, other.offset)
            holds, fails = "", ""
            try:
                same = [x for x in list(d.used) + list(reading.env.bindings) if x.target == b.target] + [b]
                # (every value the name has: a formula that goes through it, β = 10000^{2/d}, gives no value here)
                value, _ = reading.env.without(same).expand(formula, lk.offset)
                if isinstance(value, sp.Expr) and value.is_number and value.is_real:
                    if abs(sp.N(value - b.value, 30)) <= abs(sp.N(b.value, 30)) * sp.Rational(1, 10 ** 6):
                        continue  # (d = h d_k = 128 restates the value: nothing new to follow)
                    again = _decided_with(reading, same, dc_replace(b, value=value, where=given_at), lk, lhs, rhs,
                                          prose)
                    status = again.status if again is not None else None
                    if status in ("proved", "consistent"):
                        holds = f", and with its value here the relation holds ({again.reason})"
                    elif status == "inconsistent":
                        fails = f"{_value_text(sp.N(value, 6))} here: {again.reason}"
            except Exception:  # noqa: BLE001 - the formula gives no value here
                pass
            if fails:  # (it fails with the value and with the formula: no reading makes it hold)
                d.reason += (f"; it fails too with {b.name} {other.rel} {other.rhs.strip()}, which the document gives "
                             f"since ({given_at}): {fails}")
                return d
            return _withheld(d, f"fails with {b.name} = {_value_text(b.value)} ({b.where}), but the document gives "
                             f"{b.name} {other.rel} {other.rhs.strip()} since ({given_at}){holds}: the relation may "
                             f"follow that formula rather than the value, and which one is not written ({d.reason})",
                             "value from another part of the document")
    return d


def _under_a_definitions_value(reading: Reading, lk: Link, lhs, rhs, prose: str, d: dec.Decision) -> dec.Decision:
    """A finding that uses a definition (``\\lambda_{127} = 2\\pi/\\theta_{127}``) stated while a name had another value
    than it has now (D = 256 then, D = 128 since, "out of $D=128$ dimension pairs"), where the relation does not write
    the name itself: which value the relation means, the one under which the definition was stated or the later one,
    is not written.  When it holds with the earlier value it is undecided, naming both."""
    import sympy as sp

    if d.status != "inconsistent":
        return d
    from suite.reader.environment import _key

    written = lhs.expr.free_symbols | rhs.expr.free_symbols
    defined = [b for b in d.used if b.kind == "definition" and b.start is not None]
    for v in d.used:
        if v.kind != "value" or not isinstance(v.value, sp.Number) or v.target in written or v.start is None:
            continue
        earlier = sorted((e for e in reading.env.bindings if e is not v and e.kind == "value" and e.start is not None
                          and e.start < v.start and _key(e) == _key(v) and e.value != v.value), key=lambda e: e.start)
        if not earlier:
            continue
        e = earlier[-1]
        stated = [b for b in defined if e.start < b.start < v.start]
        if not defined or any(b.start > v.start for b in defined) \
                or _FROM_NOW_ON.search(" ".join(_sentence_around(reading.doc.text, v.start, v.start))):
            continue  # (a definition stated again under the new value, or a value set "from here on": that one)
        other = _decided_without(reading, [v], lk, lhs, rhs, prose)
        if other is None:
            continue
        if other.status in ("proved", "consistent"):
            when = (f"the value when {stated[0].name} was defined ({stated[0].where})" if stated else
                    "the value before it")
            return _withheld(d, f"fails with {v.name} = {_value_text(v.value)} ({v.where}), but holds with "
                             f"{e.name} = {_value_text(e.value)} ({e.where}), {when}; which one the relation means "
                             f"is not written ({d.reason})", "value from another part of the document")
        if other.status == "inconsistent":  # (wrong whichever value is meant: the finding says so for both)
            d.reason += (f"; with {e.name} = {_value_text(e.value)} ({e.where}), the value before it, it fails too: "
                         f"{other.reason}")
            return d
    return d


def _under_an_expired_example(reading: Reading, lk: Link, lhs, rhs, prose: str, d: dec.Decision) -> dec.Decision:
    """A finding that rests on one of two settings of a name that both may be meant where the relation stands: a
    value (d = 512) that a later setting shadowed until a heading or its section's end (a worked example's d = 4 whose
    text goes on under "## Step 1", "our models use d = 128" in a setup section; not a condition of one sentence,
    "when h = 1"), or a worked example's value (d = 128) stated after the document's own (d = 64: "We use d = 64. An
    example of a larger head would be d = 128. The scale is 1/√d = 0.125"), where the relation is not in the
    example's own sentence.  The other setting is tried whole (every value its sentence gives: d = 8 and h = 2 of a
    toy model together); when the relation holds with it, it is undecided, naming both."""
    from dataclasses import replace as dc_replace

    import sympy as sp

    if d.status != "inconsistent":
        return d
    doc = reading.doc
    at = doc.spans[lk.span_index].start
    here = sentence_end(doc.text, at)

    def lasting(e) -> bool:  # a setting, not a condition of its sentence
        return e.cue not in ("condition", "weak condition", "negated", "hypothesis") and (
            e.end is None or e.end > sentence_end(doc.text, e.start))

    values = [e for e in reading.env.bindings if e.kind == "value" and e.source == "document"
              and isinstance(e.target, sp.Symbol) and e.start < at]
    for b in d.used:
        if b.kind != "value" or not isinstance(b.target, sp.Symbol):
            continue
        same = [e for e in values if e.target == b.target and e is not b]
        # (an example that ended with its section holds on only in that section's subsections: "## A toy model",
        # then "## Back to our model" is the document's own setting again)
        others = [e for e in same if b.start < e.start and e.end is not None and e.end <= at and lasting(e)
                  and (e.cue != "example" or _encloses(doc, doc.section_at(e.start), doc.section_at(at)))]
        if b.cue == "example" and sentence_end(doc.text, b.start) != here:  # (not the example's own sentence)
            others += [e for e in same if e.start < b.start and e.cue not in ("example", "condition", "weak condition",
                                                                               "negated", "hypothesis")]
        for e in reversed(others):
            stop = sentence_end(doc.text, e.start)
            group = [x for x in values if sentence_end(doc.text, x.start) == stop and lasting(x)]  # its sentence's
            env = reading.env
            for x in group or [e]:
                env = env.with_binding(dc_replace(x, start=at - 1, end=None))
            other = _decide_under(reading, env, lk, lhs, rhs, prose)
            if other.status in ("proved", "consistent"):
                what = "a worked example's value" if b.cue == "example" else "a value"
                given = ", ".join(f"{x.name} = {_value_text(x.value)}" for x in group or [e])
                return _withheld(d, f"fails with {b.name} = {_value_text(b.value)} ({b.where}), "
                                 f"{what}, but holds with {given} ({e.where}), which may be the setting meant here "
                                 f"(with {_value_text(b.value)}: {d.reason})",
                                 "value from another part of the document")
    return d


def _without_remote_example(reading: Reading, lk: Link, lhs, rhs, prose: str, d: dec.Decision, written) -> dec.Decision:
    """A finding that rests on a worked example's value of a name the relation does not write (``\\omega_{256} =
    0.01`` after "for example, take $d = 4$: …", in the same section but past the example's paragraph): when the
    relation holds with the value the document gives otherwise (d = 512), the text may have moved on to the general
    case, so it is undecided, naming both."""
    import sympy as sp

    if d.status != "inconsistent":
        return d
    deps = set()
    for b in d.used:  # (the names the bindings it used depend on: the d of a range 1…d/2, of 100^{-2j/d})
        for part in (b.value, b.lo, b.hi):
            if isinstance(part, sp.Basic):
                deps |= part.free_symbols
    far = [b for b in d.used if isinstance(b.target, sp.Symbol) and b.target not in written and b.cue == "example"
           and far_value(reading, b, lk)]
    far += [b for b in reading.env.definitions(lk.offset) if b.kind == "value" and b.cue == "example" and b not in far
            and isinstance(b.target, sp.Symbol) and b.target in deps and b.target not in written
            and far_value(reading, b, lk)]
    if not far:
        return d
    general = _decide_under(reading, reading.env.without(far), lk, lhs, rhs, prose)
    if general.status not in ("proved", "consistent"):
        return d  # fails without it too, or nothing else the document gives decides it: the example's value stands
    named = "; ".join(f"{b.name} = {_value_text(b.value)} ({b.where})" for b in far)
    return _withheld(d, f"fails with {named}, a worked example's value, but the relation stands "
                     f"past that example's paragraph and may be about the general case; without that value: "
                     f"{general.status}, {general.reason} (with it: {d.reason})",
                     "value from another part of the document")


_TIMES = re.compile(r"\\times(?![A-Za-z])|×")


def _crossed_vectors(reading: Reading, lk: Link, L, R) -> list[str]:
    """The names the document declares vectors (``u, v \\in \\mathbb{R}^3``) that a relation written with ``\\times``
    holds: there × between them is the cross product."""
    import sympy as sp

    if not reading.vectors or not _TIMES.search(lk.lhs + lk.rhs):
        return []
    names = {str(x) for e in (L, R) if isinstance(e, sp.Basic) for x in e.free_symbols} | {
        str(x.base) for e in (L, R) if isinstance(e, sp.Basic) for x in e.atoms(sp.Indexed)}
    return sorted(names & set(reading.vectors))


def _value_text(v) -> str:
    import sympy as sp

    try:
        return sp.sstr(v)
    except Exception:  # noqa: BLE001
        return str(v)


def _decide_sides(reading: Reading, lk: Link, lhs, rhs, L, R, used: list, prose: str) -> dec.Decision:
    """The decision on the sides once the environment is substituted: as matrices, under both readings of an
    ambiguous i, or as numbers (with the log bases and the other readings of a restated definition)."""
    import sympy as sp

    env, at = reading.env, lk.offset
    crossed = _crossed_vectors(reading, lk, L, R)
    if crossed:  # u \times v for u, v \in \mathbb{R}^3: the cross product (anticommutative), not a product of numbers
        return dec.Decision("undecided", "", f"writes × beside {', '.join(crossed)}, which the document declares "
                            "vectors: the cross product, which the reader does not compute", cause="cross product")
    limits = _limits_taken(L, R)
    if limits:
        L, R = L.xreplace(limits), R.xreplace(limits)
    if L.has(sp.Limit) or R.has(sp.Limit):
        return dec.Decision("undecided", "", "a limit SymPy does not take (with the values in scope)",
                            cause="limit not taken")
    if not (getattr(L, "is_commutative", True) and getattr(R, "is_commutative", True)):
        numbers = _numbers_here(reading, lk, lhs, rhs, L, R, used)
        if numbers:
            L, R = L.xreplace(numbers), R.xreplace(numbers)
    if not (getattr(L, "is_commutative", True) and getattr(R, "is_commutative", True)):
        L2, R2 = _multiplied_out(L), _multiplied_out(R)  # p_{i+k} = M \\cdot p_i, p a list the matrix multiplies
        if (L2, R2) != (L, R) and all(isinstance(x, (sp.Tuple, sp.MatrixBase)) for x in (L2, R2)):
            from dataclasses import replace as dc_replace
            d = _entrywise(reading, lk, dc_replace(lhs, expr=L2), dc_replace(rhs, expr=R2))
            d.used = _unique(used + d.used)
            return d
        named = _entries_named(reading, lk, lhs, rhs)  # (q = (q_0, q_1)^T: the entries of a column named)
        if named is not None:
            return named
        names = _identity_here(reading.doc, lk.offset) if not _BOLD_ONE.search(lk.lhs + lk.rhs) else frozenset()
        d = _noncommutative(lk, L, R, names)
        if d.status == "proved" and names and _noncommutative(lk, L, R).status != "proved":
            d.reason += f"; {', '.join(sorted(names))}: the identity matrix, as the document names it"
        if d.status == "proved":
            return d
        exists = _function_of_arguments(env, at, lk, lhs, rhs, L, R, _index_symbols(L) | _index_symbols(R),
                                        bool(COMPLEX_NUMBERS.search(reading.doc.text)), reading.vectors)
        if exists is not None:
            exists.used = _unique(used + exists.used)
            return exists
        turned = _with_rotations(reading, lk, L, R)  # (before the shapes: a proof for every size, and quick)
        if turned is not None:
            return turned
        d = _as_objects(reading, lk, lhs, rhs, L, R, d)
        d = _as_inner_products(reading, lk, lhs, rhs, L, R, d) if d.status == "undecided" else d
        return _as_generic_vectors(reading, lk, lhs, rhs, L, R, d) if d.status == "undecided" else d
    riemann = _riemann_sum(reading, lk, lhs, rhs, prose) if lk.rel == "≈" else None
    if riemann is not None:
        riemann.used = _unique(used + riemann.used)
        return riemann
    try:
        L, R = _imaginary_unit(L, R, env, at, _writes_unit(used))
    except Ambiguous as e:
        return _both_readings(lk, lhs, rhs, env, at, e, used)
    sizes = _norms_as_names(L, R)
    if sizes:
        L, R = L.xreplace(sizes), R.xreplace(sizes)
    plane = bool(lhs.bold or rhs.bold) and _in_the_complex_plane(reading, lk)
    if plane:  # "Working in the complex plane, … Re[(\mathbf{q}e^{imθ})(\mathbf{k}e^{inθ})^*]": numbers there
        from dataclasses import replace as dc_replace
        bold = set(lhs.bold) | set(rhs.bold)
        numbers = {a: sp.Symbol(a.name) for e in (L, R) if isinstance(e, sp.Basic) for a in e.atoms(sp.Symbol)
                   if not a.is_commutative and a.name in bold}
        L, R = L.xreplace(numbers), R.xreplace(numbers)
        lhs, rhs = dc_replace(lhs, bold=set()), dc_replace(rhs, bold=set())
    d = _decide_expanded(lk, lhs, rhs, L, R, env, at, prose)
    if d.status == "consistent" and d.method == "test points":
        d = _below_zero(reading, lk, lhs, rhs, L, R, d)
    if plane and d.status in DECIDED:
        d.reason += " (its bold names read as complex numbers: the paragraph works in the complex plane)"
    if sizes:
        d.reason += (f" ({', '.join(sorted(str(v) for v in sizes.values()))}: read as one positive number each, its "
                     "symbol appearing nowhere else)")
    if limits:
        d.reason += " (limits SymPy takes: " + "; ".join(f"lim {_value_text(a.args[0])} as {a.args[1]} → {a.args[2]} is "
                                                         f"{_value_text(v)}" for a, v in limits.items()) + ")"
    if d.method == "exact refutation":
        d = _other_numbering(reading, lk, lhs, rhs, d)
    if lhs.log_base_unstated or rhs.log_base_unstated:
        stated = _stated_log_base(reading.doc, at)
        d = _log_bases(lk, lhs, rhs, L, R, env, at, d) if stated is None else \
            _log_in_base(reading.doc, lk, lhs, rhs, L, R, env, at, stated)
    if d.status in DECIDED and lk.redefines is None:
        d = _other_reading(reading, lk, lhs, rhs, used, d)
    if d.status == "undecided" and d.cause == "value of free parameters" and lk.redefines is None:
        d = _valued_by_restatement(reading, lk, lhs, rhs, used, d)
    if d.status == "inconsistent":
        d = _entry_written_again(reading, lk, d, used)
    if d.status == "inconsistent":
        d = _under_an_earlier_choice(reading, lk, lhs, rhs, prose, d, used)
        if d.status == "inconsistent":  # (N_a + N_f = 4d^2 + 8d^2 after N_a = (d^2 + d) × 4 ≈ 4d^2, "omitting biases")
            d = _under_derived_approximations(reading, lk, lhs, rhs, used, d)
    elif d.status == "undecided" and d.cause in _DERIVED_CAUSES:
        d = _under_derived_values(reading, lk, lhs, rhs, used, d)
    return d


# the sentence says its symbols are positive: "for positive $x$", "non-negative", "正数", "非负" (not "non-positive")
_POSITIVE_WORDS = re.compile(r"(?<!non-)(?<!non)\bpositive\b|non-?negative|(?<!非)正数|正实数|非负|正の", re.I)
_NEGATED_WORD = re.compile(r"(?:\bnot|n't|\bnon-?|不是|并非|非|不)\s*$", re.I)
# … or that it holds for every real value: "for every real $x$", "for any real", "对任意实数"
# the names a sentence says a statement holds for at every real value: "for every real $x$", "for all real numbers $x$,
# $y$", "对任意实数 $x$", "$x \in \mathbb{R}$," (said explicitly, not "in general")
_FOR_EVERY_REAL = re.compile(r"(?:\b(?:every|any|all)\s+real(?:\s+numbers?)?|任意实数|所有实数|一切实数)\s*"
                             r"((?:\$[^$]{1,20}\$\s*(?:,|，|、|and|和)?\s*)+)|\$([^$]{1,20}?)\\in\s*\\mathbb\s*\{?\s*R\s*\}?\s*\$",
                             re.I)


# what narrows "for every real $x$" in its sentence: an interval, a sign, a condition, a kind ("in $[0, 1]$", "when $x
# \ge 0$", "that are nonnegative", "that is a probability")
_NARROWED = re.compile(r"\b(?:in|on|within|inside|from|between|when|whenever|if|provided|such|that|which|where|with|"
                       r"satisfying|except|nonnegative|non-negative|positive|negative|nonzero|non-zero|bounded|of|out|"
                       r"coming|produced|given|output|outputs|after|sampled|drawn|chosen|like)\b|"
                       r"\\(?:ge|geq|le|leq|gt|lt|neq|ne)(?![A-Za-z])|[<>≥≤≠]|\\in\s*[\[(]|在|当|若|满足|非负|正", re.I)


def _said_every_real(sentence: str) -> set:
    """The names ``_FOR_EVERY_REAL`` finds in ``sentence``; none where the sentence narrows them (``_NARROWED``, besides
    the "x \\in \\mathbb{R}" that states the quantifier)."""
    if _NARROWED.search(re.sub(r"\\in\s*\\mathbb\s*\{?\s*R\s*\}?", " ", sentence)):
        return set()
    out = set()
    for m in _FOR_EVERY_REAL.finditer(sentence):
        listed = m.group(1) if m.group(1) is not None else m.group(2)
        for name in re.split(r"[$,，、]|\band\b|和", listed):
            name = name.strip().strip("\\").strip()
            if re.fullmatch(r"[A-Za-z]", name):
                out.add(name)
    return out
_EVERY_REAL = re.compile(r"\b(?:every|any|all)\s+real\b|\bin general\b|任意实数|所有实数|一切实数", re.I)
_POSITIVE_SET = re.compile(r"\\mathbb\s*\{?\s*R\s*\}?\s*(?:\^\s*\{?\s*\+|_\s*\{?\s*(?:\+|>|\\geq?|\\ge))|"
                           r"\(\s*0\s*,\s*\\infty\s*\)|\[\s*0\s*,\s*\\infty\s*\)|ℝ\s*[⁺+]")


def _below_zero(reading: Reading, lk: Link, lhs, rhs, L, R, d: dec.Decision) -> dec.Decision:
    """A relation consistent at the test points (all positive), whose sides tell the signs apart (|x|, max, min, a
    case), tried at negative values of its real symbols that its sentence does not bound below ("x > 0", "x ≥ -1",
    x ∈ ℝ^+ or (0, ∞), "positive", or a bound the environment holds), unless the sentence says it holds for every
    real value:
    undecided where it fails there (relu(x) = |x|), else ``d``."""
    import sympy as sp

    doc, env, at = reading.doc, reading.env, lk.offset
    span = doc.spans[lk.span_index]
    stop = sentence_end(doc.text, span.end)
    sentence = _sentence_so_far(doc.text, span.start) + doc.text[span.start:stop]
    general = bool(_EVERY_REAL.search(sentence))  # ("for every real x": no bound stated elsewhere holds here)
    if not general and any(not _NEGATED_WORD.search(sentence[max(0, m.start() - 10):m.start()])
                           for m in _POSITIVE_WORDS.finditer(sentence)):  # ("For positive $x$, …", "对非负的 $x$";
        return d  #                                                        not "not positive", "不是正数")
    keep, floors = set(), {}
    lo = span.start - len(_sentence_so_far(doc.text, span.start))  # (the relation's own sentence)
    section = doc.section_at(span.start)
    declared_from = section.start if section is not None else 0  # (a declaration x ∈ ℝ^+ holds in its section)
    for other in reading.links if not general else ():
        o_at = doc.spans[other.span_index].start
        if other is lk or not declared_from <= o_at < stop or (o_at < lo and other.rel != "∈"):
            continue
        if other.rel == "∈" and _POSITIVE_SET.search(other.rhs):
            for side in declared_together(doc, other):  # (x, y \in \mathbb{R}^+: both)
                try:
                    a = reading.parse(side).expr
                except Exception:  # noqa: BLE001 - an unread name bounds nothing
                    continue
                if isinstance(a, sp.Symbol):
                    keep.add(a)
            continue
        try:
            a, b = reading.parse(other.lhs).expr, reading.parse(other.rhs).expr
        except Exception:  # noqa: BLE001 - an unread relation bounds nothing
            continue
        bound = (a, b) if other.rel in (">", "≥") else (b, a) if other.rel in ("<", "≤") else None
        if bound is not None and isinstance(bound[0], sp.Symbol) and getattr(bound[1], "is_number", False) \
                and bound[1].is_real:
            floors[bound[0]] = max(floors.get(bound[0], bound[1]), bound[1])  # (x ≥ -1: no point below -1)
        elif bound is not None and isinstance(bound[0], sp.Symbol):
            keep.add(bound[0])  # (a bound by another name, p > q: not moved)
    for s_, bounds in env.bounds(at).items() if not general else ():
        for b_ in bounds:
            if b_.lo is not None and getattr(b_.lo, "is_number", False) and b_.lo.is_real:
                floors[s_] = max(floors.get(s_, b_.lo), b_.lo)
            elif b_.lo is not None:
                keep.add(s_)
    keep |= {x for x, v in floors.items() if v >= 0}
    floors = {x: v for x, v in floors.items() if v < 0}
    every = _said_every_real(sentence)
    if every:  # ("For every real $x$, …": a range stated for x elsewhere does not hold here)
        env = env.without([b for b in env.in_scope(at) if b.kind == "range" and str(b.target) in every])
    try:
        found = dec.fails_below_zero(L, R, lk.rel, lhs, rhs, env, at, _index_symbols(L) | _index_symbols(R),
                                     env.even, {sp.Symbol(x.name) for x in keep} | keep,
                                     {sp.Symbol(x.name): v for x, v in floors.items()} | floors)
    except Exception:  # noqa: BLE001 - not evaluated there: the verdict at the test points stands
        return d
    if found is None:
        try:
            far = dec.fails_far(L, R, lk.rel, lhs, rhs, env, at, _index_symbols(L) | _index_symbols(R), env.even)
        except Exception:  # noqa: BLE001 - not evaluated there: the verdict at the test points stands
            return d
        if far is None:
            return d
        shown, vals = far
        return dec.Decision("undecided", "test points", f"holds at the {len(d.points or [])} small test points tried, "
                            "but fails at a larger value (the sides hold a kink or a jump: min, max, floor, a case), "
                            "which the document may or may not exclude", vals, points=d.points,
                            counterexample=shown, used=d.used, cause="fails only at a large point")
    shown, vals = found
    moved = {k for k, v in shown.items() if v.startswith("-")}
    if moved and moved <= _said_every_real(sentence):  # ("We have √(x²) = x for every real x": said to hold there)
        at_ = ", ".join(f"{k} = {v}" for k, v in shown.items())
        return dec.Decision("inconsistent", "test points", f"fails at {at_}, a negative value, where the sentence says "
                            "it holds for every real value (re-checked at 512 bits)", vals, points=d.points,
                            counterexample=shown, used=d.used)
    return dec.Decision("undecided", "test points", f"holds at the {len(d.points or [])} test points tried, where "
                        "every symbol is positive, but fails at a negative value of a symbol the document does not "
                        "bound below by 0 (the sides hold |x|, max, min or a case that tells the signs apart)", vals,
                        points=d.points, counterexample=shown, used=d.used, cause="fails only at a negative point")


def _limits_taken(L, R) -> dict:
    """{Limit: its value} for the limits SymPy takes (``\\lim_{\\beta \\to \\beta'} \\cos(n/\\beta^m)``); a limit it
    cannot take is left as it is (and the relation is not decided through it)."""
    import sympy as sp

    out = {}
    for lim in (L.atoms(sp.Limit) | R.atoms(sp.Limit)):
        try:
            with dec.budget(dec.PROOF_SECONDS):
                v = lim.doit()
        except dec.Budget:
            continue
        except Exception:  # noqa: BLE001 - a limit SymPy cannot take
            continue
        if not v.has(sp.Limit) and not v.has(sp.AccumBounds) and v not in (sp.nan, sp.zoo):
            out[lim] = v
    return out


def _norms_as_names(L, R) -> dict:
    """``\\|D\\|`` of a symbol that appears nowhere else in the relation (the number of dimensions ``\\|D\\|`` of
    a RoPE derivation): {norm(D): one positive number named ‖D‖}, the way the document uses it."""
    import sympy as sp

    out = {}
    for n in (L.atoms(sp.Function("norm")) | R.atoms(sp.Function("norm"))):
        if len(n.args) != 1 or not isinstance(n.args[0], sp.Symbol) or not n.args[0].is_commutative:
            continue
        s = n.args[0]
        rest = L.xreplace({n: sp.Integer(1)}), R.xreplace({n: sp.Integer(1)})
        if not any(s in e.free_symbols for e in rest):
            out[n] = sp.Symbol(f"‖{s.name}‖", positive=True)
    return out


def _other_numbering(reading: Reading, lk: Link, lhs, rhs, d: dec.Decision) -> dec.Decision:
    """A worked value refuted for every value of its unknown (``\\theta_1 = 10000^{-0/128} = 1`` under
    ``\\theta_i = 10000^{-2i/d}``) that holds for the member one index away (``\\theta_0``), where the document's
    range for that index allows it: the text may number the family from another origin than its definition (a
    notation slip, not a false value), so it stays undecided, naming both.  Where the range excludes that member
    (``f_{d/2}`` with m = 0 … d/2 − 1), or the text gives the definition's own index that value right there ("(i =
    d/2 − 1): ω_{d/2-1} = …"), the refutation stands."""
    import sympy as sp

    env, at = reading.env, lk.offset
    ranges = env.ranges(at)
    for a in sorted(lhs.expr.atoms(sp.Indexed) | rhs.expr.atoms(sp.Indexed), key=sp.default_sort_key):
        b = env.knows(a, at)
        if b is None or b.kind != "definition" or len(b.params) != 1 or len(a.indices) != 1:
            continue
        r = ranges.get(b.params[0])
        named = env.knows(b.params[0], at)
        if named is not None and named.value == a.indices[0]:
            continue  # "the lowest frequency (i = d/2 - 1): ω_{d/2-1} = …": the text names the index in the definition's
            #           own variable, so it numbers the family as the definition does
        for step in (-1, 1):
            k = a.indices[0] + step
            if r is not None and ((r.lo - k).is_positive or (k - r.hi).is_positive):
                continue  # no such member in the document's numbering
            other = {a: a.base[k]}
            try:
                L, _ = env.expand(lhs.expr.xreplace(other), at)
                R, _ = env.expand(rhs.expr.xreplace(other), at)
            except (TooLarge, Ambiguous):
                continue
            d2 = _decide_expanded(lk, lhs, rhs, L, R, env, at, "")
            if d2.status in ("proved", "consistent"):
                return _withheld(d, f"fails for {sp.sstr(a)} as defined ({d.reason}), but holds "
                                 f"for {sp.sstr(a.base[k])} ({d2.reason}): the text may number {sp.sstr(a.base)} "
                                 "from another origin than its definition",
                                 "numbering of a family")
    return d


def _under_derived_values(reading: Reading, lk: Link, lhs, rhs, used: list, d: dec.Decision) -> dec.Decision:
    """A relation whose sides keep different unknowns under a definition it uses (``N_{Encoder} = N_{attention} +
    …`` with N_{attention} defined through d_{qkv} and n_{heads}) decided again with the value the document itself
    derives for that name (the last side of its defining chain, ``N_{attention} = … = (d_{model}^2 + d_{model})
    \times 4``): proved or consistent there, the relation follows from the document's own result, which the
    decision names.  Failing that, with the approximations the document derives (the chain's side after '≈',
    ``… ≈ 4 d_{model}^2``, itself found to hold): where the relation holds with them, it is consistent, as an
    approximation (N_{attention} + N_{FFN} = 4d^2 + 8d^2 "omitting the bias terms").  Otherwise it stays as it was
    (a failure there is no finding)."""
    keys = {_key(b) for b in used} - ({_key(lk.redefines)} if lk.redefines is not None else set())
    here = reading.doc.spans[lk.span_index].start
    latest = _latest_before(reading.env.alternatives, keys, here)
    if latest:
        d2 = _with_derived(reading, lk, lhs, rhs, used, latest)
        if d2 is not None:
            return d2
    return _under_derived_approximations(reading, lk, lhs, rhs, used, d)


# the text says it approximates ("we can approximate it by omitting the bias terms", "忽略偏置项", "近似地") …
_APPROXIMATING = re.compile(r"approximat|\bomit|\bignor|\bneglect|\broughly|\bdropping\b|近似|忽略|省略|略去|大约|"
                            r"概算|無視", re.I)
# … and not that it is exact ("exactly", "精确地")
_EXACTLY = re.compile(r"\bexact(?:ly)?\b|精确|精確|恰好|严格|厳密|正確", re.I)


def _approximates(text: str) -> bool:
    """Whether ``text`` says it approximates (``_APPROXIMATING``), in a clause that no negation denies ("do not
    approximate", "Nothing is neglected", "Approximations are not allowed here", "这里的近似并不适用")."""
    for m in _APPROXIMATING.finditer(text):
        lo = max([text.rfind(p, 0, m.start()) for p in _CLAUSE_MARKS] + [-1]) + 1
        if not _DENIED_IN_CLAUSE.search(text[lo:m.start()]) and not _APPROXIMATION_DENIED_AFTER.match(text, m.end()):
            return True  # ("Ignoring the bias terms that do not matter", "忽略不计": the negation is what it drops)
    return False


_CLAUSE_MARKS = (".", ";", ":", ",", "。", "；", "：", "，", "\n\n")
_DENIED_IN_CLAUSE = re.compile(r"\b(?:not|no|nothing|none|without|before|never)\b|n't|不|没有|未|无", re.I)
# a negation right after the cue that denies it: "Approximations are not allowed", "Dropping nothing", "近似并不适用"
_APPROXIMATION_DENIED_AFTER = re.compile(r"\w*\s+(?:(?:is|are|was|were|be|is\s+being)\s+)?(?:not|never|nothing|none)\b|\w*n't\b|"
                           r"\s*(?:并不|不|无法|没有)(?:适用|成立|需要|允许|可用|能用|采用|使用)", re.I)


def _under_derived_approximations(reading: Reading, lk: Link, lhs, rhs, used: list, d: dec.Decision) -> dec.Decision:
    """``d`` (undecided, or a failure with the exact values) decided again with the approximations the document
    derives for the names the relation uses (a chain's side after '≈', itself found to hold), where the text before
    the relation in its section, or its sentence, says it approximates ("we can approximate it by omitting the bias
    terms") and its sentence does not say "exactly": consistent, as an approximation, where SymPy proves it with them
    and no value of a name (an approximation for large d says nothing at d = 1); else ``d``."""
    doc = reading.doc
    span = doc.spans[lk.span_index]
    lead = doc.text[max(doc.section_at(span.start).start if doc.section_at(span.start) is not None else 0,
                        span.start - 400):span.start]
    sentence = _sentence_so_far(doc.text, span.start) + doc.text[span.end:sentence_end(doc.text, span.end)]
    if not (_approximates(lead) or _approximates(sentence)) or _EXACTLY.search(sentence):
        return d
    keys = {_key(b) for b in used} - ({_key(lk.redefines)} if lk.redefines is not None else set())
    approximations = [alt for alt, link in reading.approximations
                      if link.decision is not None and link.decision.status in ("proved", "consistent")]
    latest = _latest_before(approximations, keys, reading.doc.spans[lk.span_index].start)
    if not latest:
        return d
    d2 = _with_derived(reading, lk, lhs, rhs, used, latest, approximate=True)
    if d2 is None or d2.method != "proof" or any(b.kind == "value" for b in d2.used):
        return d
    return d2


def _latest_before(alternatives: list, keys: set, here: int) -> dict:
    """{key: the last of ``alternatives`` stated before ``here`` for that key}, for the ``keys`` asked."""
    latest: dict = {}
    for alt in alternatives:  # the last statement of each name before the relation (not the name it restates)
        if alt.start < here and _key(alt) in keys and (_key(alt) not in latest or alt.start >= latest[_key(alt)].start):
            latest[_key(alt)] = alt
    return latest


def _with_derived(reading: Reading, lk: Link, lhs, rhs, used: list, latest: dict,
                  approximate: bool = False) -> dec.Decision | None:
    """The relation decided with the document's derived values ``latest`` ({key: binding}) in force: the decision,
    naming them, where it holds (consistent only, for ``approximate`` values); None otherwise."""
    env, at = reading.env, lk.offset
    other = env
    for alt in latest.values():
        other = other.with_binding(alt)
    try:
        L, used2 = other.expand(lhs.expr, at)
        R, used_r = other.expand(rhs.expr, at)
        L, R = _imaginary_unit(L, R, other, at, _writes_unit(used))
    except (TooLarge, Ambiguous):
        return None
    d2 = _decide_expanded(lk, lhs, rhs, L, R, other, at, "")
    named = [alt for alt in latest.values() if alt in used2 or alt in used_r]
    if d2.status not in ("proved", "consistent") or not named:
        return None
    same = next((a for a in named if {a.target, a.value} == {lhs.expr, rhs.expr}), None)
    if same is not None:  # s_0 = z after "z = … = s_0": the document's own statement again, not a consequence of it
        return dec.Decision("definition", "environment", f"restates {same.name} = {_value_text(same.value)} as the "
                            f"document states it at {same.where}", used=_unique(used + [same]))
    if approximate:
        return dec.Decision("consistent", d2.method, "holds with the approximations the document derives for "
                            + "; ".join(f"{a.name} ≈ {a.written} (its chain, {a.where})" for a in named)
                            + f", not with their exact values: {d2.reason}", d2.exact,
                            used=_unique(used + used2 + used_r))
    d2.reason = ("with the value the document derives for " + "; ".join(f"{a.name} (its chain, {a.where})"
                                                                         for a in named) + f": {d2.reason}")
    d2.used = _unique(used + used2 + used_r)
    return d2


# the paragraph says its objects are complex numbers: "working in the complex plane", "as a complex number", "复平面"
_COMPLEX_PLANE = re.compile(r"complex plane|\bas (?:a )?(?:single )?complex number\b|复平面|看作(?:一个)?复数", re.I)
# … unless it speaks of vectors of them: "a vector of complex numbers", \mathbb{C}^{d/2}
_COMPLEX_VECTORS = re.compile(r"complex vector|vectors? of complex|\\mathbb\s*\{?\s*C\s*\}?\s*\^|ℂ\s*\^|复向量", re.I)


def _in_the_complex_plane(reading: Reading, lk: Link) -> bool:
    """Whether the paragraph of ``lk``, up to it, says it works with complex numbers and not with vectors of them:
    its bold names are then complex numbers (commuting), not vectors."""
    text = reading.doc.text
    span = reading.doc.spans[lk.span_index]
    start = text.rfind("\n\n", 0, span.start)
    before = text[start + 2 if start >= 0 else 0:span.start]
    return bool(_COMPLEX_PLANE.search(before)) and not _COMPLEX_VECTORS.search(before)


def _numbers_here(reading: Reading, lk: Link, lhs, rhs, L, R, used: list) -> dict:
    """The matrices of ``L`` and ``R`` read as numbers where ``lk`` is, when none of them is a matrix there: the
    names the document uses as matrices only in other chapters (the B of a backward pass's ``A^T B`` is a batch
    size two sections later), not written bold in this relation, not brought in by a definition it uses, and no
    transpose or other matrix operation written.  All or nothing: {} when any of them may be a matrix here."""
    import sympy as sp

    kinds = reading.kinds
    if kinds is None:
        return {}
    here, bold_here = kinds.at(kinds.chapter_of(lk.offset))
    brought = set()
    for b in used:
        for x in (b.value,):
            if isinstance(x, sp.Basic):
                brought |= {str(a.base.label) if isinstance(a, sp.Indexed) else
                            a.func.__name__ if isinstance(a, sp.core.function.AppliedUndef) else str(a)
                            for a in x.atoms(sp.Symbol, sp.Indexed, sp.core.function.AppliedUndef)}
    # a name the document declares a number where lk stands (the real part x of z = x + iy, "x is a real number")
    # is one here, whatever the chapter or a definition used makes of it elsewhere; written bold here it is not.
    # A lower-case name this chapter writes bold elsewhere (\vec{a}) but this relation writes plain (a) is read as
    # the chapter alone would read it, a number: \vec{a} is a vector and a a number (the real part of a + ib); a
    # capital written bold elsewhere (\mathbf{Q}) is a matrix however it is written
    numbers_here = {str(s) for s, d in reading.env.domains(lk.offset).items() if d in ("real", "integer", "positive")}
    chapter_capitals = getattr(reading.parse, "bold_capitals_in", {})
    capitals = (set(bold_here) & set(getattr(reading.parse, "bold_capitals", ()))) | set(
        chapter_capitals.get(kinds.chapter_of(lk.offset), ()))
    blocked = ((here | capitals | brought) - numbers_here) | set(lhs.bold) | set(rhs.bold)
    out: dict = {}
    for e in (L, R):
        if isinstance(e, sp.MatrixBase):  # a matrix written out: the names in its entries (sin(\omega(pos + k)))
            e = sp.ImmutableMatrix(e)
        if not isinstance(e, sp.Basic):
            return {}
        for a in e.atoms(sp.Symbol, sp.Indexed, sp.core.function.AppliedUndef):
            if a.is_commutative:
                continue
            if isinstance(a, sp.Symbol):
                name, number = a.name, sp.Symbol(a.name, **{k: v for k, v in a.assumptions0.items()
                                                             if k != "commutative"})
            elif isinstance(a, sp.Indexed):
                name = str(a.base.label)
                number = sp.IndexedBase(name)[a.indices]
            else:
                name = a.func.__name__
                if name in _OPS:
                    return {}  # a transpose or another matrix operation: matrices here
                number = sp.Function(name)(*a.args)
            if name in blocked:
                return {}
            out[a] = number
    return out


def _expand(expr, env, at: int, literals=frozenset()):
    """``expr`` under the environment: vector operations written out (``vectors.rewrite``) and the definitions
    substituted, twice (a definition may bring an inner product: s = PE(t)^T PE(u)); and the bindings used.
    (``literals``: the placeholders of the side's written decimals.)"""
    used: list = []
    expr, u0 = _standard_softmax(expr, env, at)
    used += u0
    for _ in range(2):
        expr, u1 = vectors.rewrite(expr, env, at)
        expr, u2 = env.expand(expr, at)
        used += [b for b in u1 + u2 if b not in used]
    expr, u3 = _written_arguments(expr, env, at)
    used += [b for b in u3 if b not in used]
    expr, u4 = _written_entries(expr, env, at)
    used += [b for b in u4 if b not in used]
    expr, u5 = _softmax_of_numbers(expr, env, at, literals)
    used += [b for b in u5 if b not in used]
    return _written_determinants(_written_inner_products(expr)), used


def _written_determinants(expr):
    """``expr`` with the determinant and the trace of each matrix written out (or bound to one written out: ``\\det
    U`` for the U the document writes) computed: a square matrix of at most 4 rows for det, any square one for tr."""
    import sympy as sp

    if not isinstance(expr, sp.Basic) or isinstance(expr, sp.MatrixBase):
        return expr

    def value(a):
        m = a.args[0] if len(a.args) == 1 else None
        if not isinstance(m, sp.MatrixBase) or not m.is_square or any(elision.is_elided(x) for x in m):
            return a
        if a.func.__name__ == "det":
            return m.det() if m.rows <= 4 else a
        return m.trace()

    return expr.replace(lambda a: isinstance(a, sp.core.function.AppliedUndef) and a.func.__name__ in ("det", "tr")
                        and len(a.args) == 1, value)


_SOFTMAX_NAMES = ("softmax", "Softmax")


def _own_softmax(env, at: int) -> bool:
    """Whether the document defines softmax itself (in scope at ``at``)."""
    import sympy as sp

    x = sp.Dummy("a")
    return any(env.knows(sp.Function(n)(x), at) is not None or env.knows(sp.Function(n)(x, x), at) is not None
               or env.knows(sp.Symbol(n), at) is not None for n in _SOFTMAX_NAMES + ("softmax_", "Softmax_"))


def _numbers_of(v, literals=frozenset()):
    """The entries of a vector written out in numbers (a tuple, a row or a column), or None; a written decimal (a
    placeholder among ``literals``) is an exact number there (softmax([0.5, 1.0]): an input, not a rounded result)."""
    import sympy as sp

    entries = list(v.args) if isinstance(v, sp.Tuple) else (
        list(v) if isinstance(v, sp.MatrixBase) and 1 in v.shape else None)
    if entries and len(entries) >= 2 and all(isinstance(e, sp.Expr) and (
            (e.is_number and e.is_real) or (e.free_symbols and e.free_symbols <= set(literals))) for e in entries):
        return entries
    return None


def _softmax_of_numbers(expr, env, at: int, literals=frozenset()):
    """``expr`` with softmax of a vector written out in numbers (``\\mathrm{softmax}([1, 2, 3])``, ``softmax(s)`` for
    ``s = (2.0, 1.0, 0.1)``, ``\\text{softmax}(1, 2, 3)``; its decimals the placeholders ``literals``, exact) computed
    as the vector e^{v_i} / Σ_j e^{v_j}, where the document does not define softmax; and the binding that says so."""
    import sympy as sp

    if not isinstance(expr, sp.Basic) or isinstance(expr, sp.MatrixBase):
        return expr, []
    apps = [a for a in expr.atoms(sp.core.function.AppliedUndef) if a.func.__name__ in _SOFTMAX_NAMES and a == expr]
    if not apps or _own_softmax(env, at):
        return expr, []  # (a softmax inside another function, \log \mathrm{softmax}(…), is not a vector there)
    rep = {}
    for a in apps:
        v = a.args[0] if len(a.args) == 1 else sp.Tuple(*a.args)
        entries = _numbers_of(v, literals)
        if entries is None:
            continue
        total = sp.Add(*[sp.exp(e) for e in entries])
        out = [sp.exp(e) / total for e in entries]
        rep[a] = sp.ImmutableMatrix(v.shape[0], v.shape[1], out) if isinstance(v, sp.MatrixBase) else sp.Tuple(*out)
    if not rep:
        return expr, []
    x = sp.IndexedBase("v")
    j, i = sp.Symbol("j"), sp.Symbol("i")
    b = Binding("definition", "softmax", sp.Function("softmax")(x), sp.exp(x[i]) / sp.Sum(sp.exp(x[j]), (j, 1, sp.Symbol("n"))),
                (x,), source="standard", where="the standard softmax of a vector: entry i is e^{v_i} / Σ_j e^{v_j} (the "
                "document does not define softmax)")
    return expr.xreplace(rep), [b]


def _whole_range(arg, lo, hi, env, at: int) -> bool:
    """Whether a sum from ``lo`` to ``hi`` of softmax(``arg``) runs over all the weights softmax normalises: from 0 or 1
    to a bound in symbols (n, T), or to the length of the vector the document writes out for ``arg``'s family."""
    import sympy as sp

    if lo not in (0, 1):
        return False
    if not hi.is_number:
        return True
    bases = {x.base for x in arg.atoms(sp.Indexed)}
    for base in bases:
        b = env.knows(sp.Symbol(str(base.label)), at)
        v = b.value if b is not None else None
        n = len(v) if isinstance(v, (sp.MatrixBase, sp.Tuple)) else None
        if n is None or hi - lo + 1 != n:
            return False
    return bool(bases)


def _standard_softmax(expr, env, at: int):
    """``expr`` with each softmax inside a sum over k, taken over k, written as what softmax means where the document
    does not define it: ``\\text{softmax}_k(a_k)``, and ``\\mathrm{softmax}(a_k)`` whose argument depends on k and on no
    other index (of the sums around it, or a free one: softmax(a_{ij}) in Σ_i may run over j), is
    e^{a_k} / Σ_{k'} e^{a_{k'}} over the sum's own range; and the binding that
    says so.  A softmax outside such a sum, or of a vector (softmax(z)_i), is left as written."""
    import sympy as sp

    if not isinstance(expr, sp.Basic) or isinstance(expr, sp.MatrixBase) or not expr.has(sp.Sum):
        return expr, []
    names = {"softmax", "softmax_", "Softmax", "Softmax_"}
    if not any(a.func.__name__ in names for a in expr.atoms(sp.core.function.AppliedUndef)):
        return expr, []
    x = sp.Dummy("a")
    if any(env.knows(sp.Function(n)(x), at) is not None or env.knows(sp.Function(n)(x, x), at) is not None
           or env.knows(sp.Symbol(n), at) is not None for n in names):
        return expr, []  # the document's own softmax
    done, scalars = [], {}

    def scalar(arg):
        """The value of a function of vectors or matrices that softmax_k weighs (score(Q_s, K_t)): a number, as one
        function of the plain names it involves, the same for the same value."""
        if arg not in scalars:
            names = sorted((x for x in arg.free_symbols if isinstance(x, sp.Symbol) and x.is_commutative
                            and not any(x == b.label for b in arg.atoms(sp.IndexedBase))), key=str)
            taken = {f.func.__name__ for f in scalars.values()}
            name = arg.func.__name__ if arg.func.__name__ not in taken else f"{arg.func.__name__}_{len(scalars)}"
            scalars[arg] = sp.Function(name)(*names)
        return scalars[arg]

    def rewrite(e, outer: frozenset):
        if isinstance(e, sp.Sum) and len(e.limits) == 1 and len(e.limits[0]) == 3:
            k, lo, hi = e.limits[0]
            inside = outer | {k}
            body = rewrite(e.function, inside)

            def weight(a):
                if a.func.__name__ in ("softmax_", "Softmax_") and len(a.args) == 2 and a.args[0] == k:
                    arg = a.args[1]
                    if not arg.is_commutative and isinstance(arg, sp.core.function.AppliedUndef):
                        arg = scalar(arg)  # (softmax_t(score(Q_s, K_t)): the t-th weight of numbers, score a number)
                elif a.func.__name__ in ("softmax", "Softmax") and len(a.args) == 1 and k in a.args[0].free_symbols \
                        and all(set().union(*(i.free_symbols for i in x.indices)) <= {k}
                                for x in a.args[0].atoms(sp.Indexed)):
                    arg = a.args[0]  # (softmax(a_{ij}) in a sum over i: over i or over j, the text does not say)
                else:
                    return a
                if (arg.free_symbols & inside) != {k} or not isinstance(arg, sp.Expr) or not arg.is_commutative:
                    return a
                if not _whole_range(arg, lo, hi, env, at):
                    return a  # (Σ_{i=1}^{2} softmax(x_i) of three weights, Σ_{j=2}^{n}: part of the weights, not 1)
                other = sp.Dummy(k.name)
                done.append((k, lo, hi))
                return sp.exp(arg) / sp.Sum(sp.exp(arg.xreplace({k: other})), (other, lo, hi))

            body = body.replace(lambda a: isinstance(a, sp.core.function.AppliedUndef) and a.func.__name__ in names,
                                weight)
            return sp.Sum(body, (k, lo, hi))
        if not e.args or isinstance(e, (sp.Indexed, sp.MatrixBase)):
            return e
        args = [rewrite(a, outer) for a in e.args]
        return e.func(*args) if args != list(e.args) else e

    try:
        out = rewrite(expr, frozenset())
    except Exception:  # noqa: BLE001 - an expression SymPy does not rebuild: left as written
        return expr, []
    if not done:
        return expr, []
    k, lo, hi = done[0]
    a, j = sp.IndexedBase("a"), sp.Symbol(k.name + "'")
    b = Binding("definition", "softmax", sp.Function("softmax_")(k, a[k]),
                sp.exp(a[k]) / sp.Sum(sp.exp(a[j]), (j, lo, hi)), (k,), source="standard",
                where="the standard softmax over a sum's index k: softmax_k(a_k) = e^{a_k} / Σ_{k'} e^{a_{k'}} over the "
                      "sum's range (the document does not define softmax)")
    return out, [b]


_ENTRY_SUM = 64  # the longest sum over a written vector's entries written out term by term


def _written_entries(expr, env, at: int):
    """``expr`` with each entry x_k of a vector the document binds to numbers it writes out (``x = (1, 2, 3)``)
    replaced by that number, where the relation itself shows where the vector's indices start: it writes x_0 (from
    0), or x_n for its length n (from 1), or sums over x_j from a to a + n - 1 (from a; the document's declared
    dimension of x, ``x \\in \\mathbb{R}^n``, is n there).  A sum with numbers for
    bounds over such entries is written out first.  Where the relation shows no start (x_1 + x_2 with three entries),
    or shows both, the entries are left as written; and the bindings used."""
    import sympy as sp

    if not isinstance(expr, sp.Basic) or isinstance(expr, sp.MatrixBase) or not expr.has(sp.Indexed):
        return expr, []
    vectors_ = {}
    for x in expr.atoms(sp.Indexed):
        name = str(x.base.label)
        if name in vectors_ or len(x.indices) != 1:
            continue
        b = env.knows(sp.Symbol(name), at)
        v = b.value if b is not None else None
        entries = list(v.args) if isinstance(v, sp.Tuple) else (
            list(v) if isinstance(v, sp.MatrixBase) and 1 in v.shape else None)
        if entries and all(isinstance(e, sp.Expr) and e.is_number for e in entries) and not b.params:
            vectors_[name] = (b, entries)
    if not vectors_:
        return expr, []
    used: list = []
    out = expr
    for name, (b, entries) in vectors_.items():
        n = len(entries)
        starts = set()
        for x in out.atoms(sp.Indexed):
            if str(x.base.label) == name and x.indices[0].is_Integer:
                k = int(x.indices[0])
                if k == 0:
                    starts.add(0)
                elif k == n:
                    starts.add(1)
        dim = env.lengths.get(name)  # x ∈ R^n declared: its sums over j = 1 … n run over its n written entries
        size = {sp.Symbol(dim): sp.Integer(n)} if dim and re.fullmatch(r"[A-Za-z]\w*", dim) else {}
        for sm in out.atoms(sp.Sum):
            for (j, lo, hi) in sm.limits:
                if lo.is_Integer and (hi - lo + 1).xreplace(size) == n and any(
                        str(x.base.label) == name and x.indices[0] == j for x in sm.function.atoms(sp.Indexed)):
                    starts.add(int(lo))
        if len(starts) != 1:
            continue
        start = starts.pop()
        if size and any((hi - lo + 1).free_symbols & set(size) for sm in out.atoms(sp.Sum) for (_, lo, hi) in sm.limits
                        if any(str(x.base.label) == name for x in sm.function.atoms(sp.Indexed))):
            out = out.xreplace(size)  # (n, the declared length of the x written with n numbers)

        def finite(sm):
            if all(lo.is_Integer and hi.is_Integer and 0 <= hi - lo < _ENTRY_SUM for _, lo, hi in sm.limits) \
                    and any(str(x.base.label) == name for x in sm.function.atoms(sp.Indexed)):
                return sm.doit()
            return sm

        new = out.replace(lambda e: isinstance(e, sp.Sum), finite)
        rep = {}
        for x in new.atoms(sp.Indexed):
            if str(x.base.label) == name and x.indices[0].is_Integer and 0 <= int(x.indices[0]) - start < n:
                rep[x] = entries[int(x.indices[0]) - start]
        if any(str(x.base.label) == name and x not in rep for x in new.atoms(sp.Indexed)):
            continue  # (an entry past the written ones, or at a symbolic place: left as written)
        out = new.xreplace(rep)
        used.append(b)
    return out, used


def _written_arguments(expr, env, at: int):
    """``expr`` with each name inside a norm or an inner product that the document binds to a vector it writes out
    (or computes: ``q' = R(\\theta) q``) replaced by that vector; and the bindings used."""
    import sympy as sp

    if not isinstance(expr, sp.Basic) or isinstance(expr, sp.MatrixBase):
        return expr, []
    used: list = []
    rep = {}
    for x in expr.atoms(sp.core.function.AppliedUndef):
        if x.func.__name__ not in ("norm", "inner", "det", "tr"):
            continue
        args = []
        for a in x.args:
            w = _written_out(a, env, at)
            if isinstance(w, tuple) and (1 in w[0].shape or x.func.__name__ in ("det", "tr")):
                args.append(w[0])
                used.append(w[1])
            else:
                args.append(a)
        if args != list(x.args):
            rep[x] = x.func(*args)
    return (expr.xreplace(rep) if rep else expr), used


def _written_inner_products(expr):
    """``expr`` with each inner product of two vectors written out entry by entry (a definition substituted
    ``q = (11, 12)`` and ``k = (1, 2)`` into ``inner(q, k)``) computed: the sum of the products of their entries.  Vectors
    of different lengths are left as they are."""
    import sympy as sp

    if not isinstance(expr, sp.Basic) or isinstance(expr, sp.MatrixBase):
        return expr

    def entries(v):
        if isinstance(v, sp.Tuple):
            return list(v.args)
        if isinstance(v, sp.MatrixBase) and 1 in v.shape:
            return list(v)
        return None

    def written(e):
        if isinstance(e, sp.core.function.AppliedUndef) and e.func.__name__ == "inner" and len(e.args) == 2:
            a, b = (entries(x) for x in e.args)
            if a is not None and b is not None and len(a) == len(b) and all(
                    isinstance(x, sp.Expr) and not isinstance(x, sp.MatrixBase) for x in a + b):
                return sp.Add(*[x * y for x, y in zip(a, b)])
        if isinstance(e, sp.core.function.AppliedUndef) and e.func.__name__ == "norm" and len(e.args) == 1:
            a = entries(e.args[0])  # ‖(3, 4)‖: the Euclidean length of the vector written out
            if a is not None and all(isinstance(x, sp.Expr) and not isinstance(x, sp.MatrixBase) for x in a):
                return sp.sqrt(sp.Add(*[x * sp.conjugate(x) for x in a]))
        return e

    return expr.replace(lambda e: isinstance(e, sp.core.function.AppliedUndef) and e.func.__name__ in ("inner", "norm"),
                        written)


_SCALAR_VALUED = {}


def _scalar_valued(e):
    """``e`` with each inner product and norm (``inner(q_m, k_j)``, ``norm(x)``) a function that commutes: a number,
    whatever its arguments, so that a sum's factor that is one of them and does not depend on the index leaves the
    sum (Σ_j e^{⟨q, k_j⟩} / Σ_{j'} e^{⟨q, k_{j'}⟩}: one sum over another), unless it stands in a product beside a
    matrix or vector."""
    import sympy as sp

    def scalar(x):
        name = x.func.__name__
        if name not in _SCALAR_VALUED:
            _SCALAR_VALUED[name] = sp.Function(name, commutative=True)
        return _SCALAR_VALUED[name](*x.args)

    def reads(x):
        return isinstance(x, sp.core.function.AppliedUndef) and x.func.__name__ in ("inner", "norm") \
            and not x.is_commutative

    # one written beside a matrix in a product is left as it is: W q·k is read W (q·k), where it may mean (W q)·k,
    # and a · between vectors may be an entrywise product there; so it never moves past the matrix
    beside = {f for m in e.atoms(sp.Mul) if not m.is_commutative for f in m.args
              if reads(f) and sum(1 for g in m.args if not g.is_commutative) > 1}
    return e.replace(lambda x: reads(x) and x not in beside, scalar)


def _tuple_in_product(e: AttributeError) -> bool:
    """Whether SymPy's error ``e`` is its refusal to multiply a tuple (a vector written as its entries, transposed
    into a product: ``Mul`` asks it for a base and an exponent)."""
    return "'Tuple' object has no attribute" in str(e)


_BOLD_ONE = re.compile(r"\\(?:mathbf|boldsymbol|bm|mathbb)\s*\{\s*1\s*\}")  # the vector or matrix of ones


def _noncommutative(lk: Link, L, R, identity: frozenset = frozenset()) -> dec.Decision:
    """A relation between matrices (``_matrices``): '=' is proved when lhs - rhs expands to 0 in the algebra of
    matrices of any shapes (products keep their order; a transpose reverses a product and is pushed down to the
    names: (AB)^T = B^T A^T, (A^T)^T = A, a scalar is its own transpose).  That holds for every choice of matrices
    with compatible shapes.  Otherwise undecided: it may hold only for the document's shapes (q^T k = k^T q for
    vectors) or under its definitions of the matrices."""
    import sympy as sp

    if lk.rel != "=":
        return dec.Decision("undecided", "", f"'{lk.rel}' between matrices is not decided", cause="matrix inequality")
    if identity:  # a^T I b = a^T b where the document names I the identity matrix: the unit of a product
        L, R = _identity_factors(L, identity), _identity_factors(R, identity)
    try:
        with dec.budget(dec.PROOF_SECONDS):
            diff = sp.expand(_transposed_down(L) - _transposed_down(R))
    except dec.Budget:
        return dec.Decision("undecided", "budget", "expanding the matrix products took more than its budget",
                            cause="budget")
    except AttributeError as e:
        if not _tuple_in_product(e):
            raise
        # (q = (q_0, q_1)^T of an example, transposed in a product: a tuple is no column of the matrix algebra)
        return dec.Decision("undecided", "", "a vector written as a tuple of its entries stands in a product of "
                            "matrices, which the reader does not read as a column", cause="tuple in a matrix product")
    if diff == 0:
        return dec.Decision("proved", "proof", "SymPy reduces lhs - rhs to 0 as matrices (products kept in order, "
                            "transposes pushed to the names: (AB)^T = B^T A^T)")
    if diff.has(sp.exp):  # z e^{i\theta} = (x + iy)(\cos\theta + i\sin\theta): a scalar exponential in Euler's form
        try:
            with dec.budget(dec.PROOF_SECONDS):
                euler = sp.expand(diff.replace(lambda e: isinstance(e, sp.exp), lambda e: e.rewrite(sp.cos)))
        except (dec.Budget, RecursionError):  # (SymPy's rewrite recurses without end on some noncommutative terms)
            euler = diff
        if euler == 0:
            return dec.Decision("proved", "proof", "SymPy reduces lhs - rhs to 0 as matrices (products kept in order, "
                                "transposes pushed to the names; e^{ix} written as cos x + i sin x)")
    if diff.has(sp.Sum, sp.Product):
        try:
            with dec.budget(dec.PROOF_SECONDS):
                renamed = sp.expand(dec.normalised_sums(_scalar_valued(diff)))
        except dec.Budget:
            renamed = diff
        if renamed == 0:
            return dec.Decision("proved", "proof", "SymPy reduces lhs - rhs to 0 as matrices (products kept in order, "
                                "transposes pushed to the names: (AB)^T = B^T A^T; sums normalised: one sum written "
                                "with two index names is one sum, and an inner product or a norm is a number)")
    return dec.Decision("undecided", "", "not an identity of matrices of arbitrary shapes (lhs - rhs expands to "
                        f"{_short(diff)}); it may hold for the document's shapes or definitions, which the reader "
                        "does not read", cause="matrix identity beyond arbitrary shapes")


def _with_rotations(reading: Reading, lk: Link, L, R) -> dec.Decision | None:
    """'=' between matrices proved with the document's rotation families (``suite.reader.rotations``): lhs - rhs
    expands to 0 once R_a^T = R_{-a}, R_a R_b = R_{a+b} and R_0 = I, proved from the definition, rewrite it.  None
    when no family applies or the rewritten difference is not 0 (the relation goes on to the other readings)."""
    import sympy as sp

    from suite.reader import rotations

    if lk.rel != "=":
        return None
    if not COMPLEX_NUMBERS.search(reading.doc.text):
        L, R = _inner_as_product(*_acted_on_as_vectors(L, R))
    atoms = set()
    for e in (L, R):
        if isinstance(e, sp.Basic) and not isinstance(e, sp.MatrixBase):
            atoms |= {a for a in e.atoms(sp.Indexed, sp.core.function.AppliedUndef) if not a.is_commutative}
    try:
        with dec.budget(dec.PROOF_SECONDS):
            fams = rotations.families(reading.env, lk.offset, atoms)
            if not fams:
                return None
            diff = rotations.reduced(_transposed_down(L) - _transposed_down(R), fams)
    except dec.Budget:
        return None
    names = ", ".join(f"{f.binding.name} ({f.binding.where}" + (", described in words as rotation matrices: read as "
                                                                  + f.binding.as_json()["value"].split(" (")[0] + ")"
                                                                  if f.binding.kind == "rotation" else ")")
                      for f in fams)
    if diff != 0:
        return _rotation_counterexample(reading, lk, L, R, fams, diff, names)
    return dec.Decision("proved", "proof", f"with the document's {names}: SymPy proves R_a^T = R_{{-a}}, R_a R_b = "
                        "R_{a+b} and R_0 = I from its definition (block by block where it is written with elided "
                        "entries; on the 2×2 block with a symbolic frequency where it is described in words), and with "
                        "them lhs - rhs reduces to 0 as matrices (products kept in order, transposes pushed to the "
                        "names" + ("; R_a^{-1} = R_{-a}, since R_a R_{-a} = R_0 = I" if _inverts(L, R) else "") +
                        "): for every other vector and matrix of compatible shapes", used=[f.binding for f in fams])


# a plain name that reads as a fixed parameter of the model, not a variable: a frequency's letter (θ, θ_0, Θ, ω)
_PARAMETER_NAME = re.compile(r"(?:[Tt]heta|vartheta|[Oo]mega)(?:_?\w+)?")
_ANY_FUNCTION = re.compile(r"[A-Za-z]")  # g, h, G: a letter alone names "some function" (not δ, sinc, LN, Γ, sgn)


def _family_of_subscripts_used(env, at: int, lhs, rhs) -> bool:
    """Whether expanding the relation's sides uses a definition that the reader holds as one family of its subscript
    (f_q(x, m) and f_k(x, n) as f_(q, x, m) and f_(k, x, n), directly, through another definition or an alias): then
    which of the document's definitions each member took is not sure.  True too when the sides do not expand."""
    import sympy as sp

    families = [b for b in env.definitions(at) if isinstance(b.target, sp.core.function.AppliedUndef)
                and b.target.func.__name__.endswith("_") and b.target.args and b.target.args[0] in b.params]
    if not families:
        return False
    used = []
    try:
        for side in (lhs.expr, rhs.expr):
            used += env.expand(side, at)[1]
    except Exception:  # noqa: BLE001 - sides the environment cannot expand: not shown free of such a family
        return True
    return any(u is f for u in used for f in families)


def _function_of_arguments(env, at: int, lk: Link, lhs, rhs, L, R, index_symbols, complex_doc: bool,
                           vectors=frozenset()) -> dec.Decision | None:
    """``X = g(a_1, …, a_k)`` with ``g`` a function the document nowhere defines and some argument not a bare name
    (``\\langle f(q, m), f(k, n)\\rangle = g(q, k, m - n)``): the relation says that X depends on its variables only
    through those arguments, i.e. that such a g exists.  Proved when X, with the arguments that are bare names held
    fixed, is unchanged by every shift of the other arguments' variables that leaves each argument as it is
    (m → m + s and n → n + s for m - n): SymPy reduces X(shifted) - X to 0 (as matrices, with the document's
    rotation families where it defines them), or it holds at test points (consistent).  g is a letter alone (g, h,
    G), never a named function (δ, sinc, softmax, LN, Γ, sgn), and the document defines nothing of that name.  The
    other names of X are taken as fixed parameters of g only where they read as such: a name the document gives a
    value or definition, a frequency's letter (θ, Θ, ω) that is not a declared vector, a weight (W_Q: a capital with
    capital indices); any other name in X that is not among the arguments (``= g(q, m - n)`` when X involves k or K,
    a family α_j inside a sum) leaves it undecided.  None when the relation has not this shape or the shift changes
    X (the text may state a requirement, not a fact): it goes on to the other readings."""
    import sympy as sp

    if lk.rel != "=":
        return None
    for X, G in ((L, R), (R, L)):
        if not isinstance(G, sp.core.function.AppliedUndef) or not isinstance(X, sp.Expr):
            continue
        name = G.func.__name__
        if getattr(env, "written_functions", {}).get(name, set()) - {lk.offset}:
            continue  # (the document writes g(…) = … elsewhere: its g, not any function)
        if _family_of_subscripts_used(env, at, lhs, rhs):
            continue  # (f_q and f_k read as one family f_ of its subscript: which definition X used is not sure)
        if not _ANY_FUNCTION.fullmatch(name) or X.has(G.func) or name in {str(x) for x in X.free_symbols} or any(
                b.kind in ("value", "definition") and (head(b.target) or ())[:2] == ("function", name)
                for b in env.bindings):
            continue
        if any(a.func.__name__ not in OPERATIONS and len(a.args) >= len(G.args) and a.args[-len(G.args):] == G.args
               for a in X.atoms(sp.core.function.AppliedUndef)):
            continue  # g(x, m - n) = r_g(x, m - n) e^{i θ_g(x, m - n)}: g written through functions of its own arguments
        atomic = [a for a in G.args if isinstance(a, (sp.Symbol, sp.Indexed))]
        compound = [a for a in G.args if a not in atomic]
        if not compound or not all(isinstance(a, sp.Expr) and a.is_commutative for a in compound):
            continue
        positions = sorted(set().union(*(a.free_symbols for a in compound)), key=str)
        if not positions or any(not p.is_commutative for p in positions):
            continue
        jac = sp.Matrix([[sp.diff(a, p) for p in positions] for a in compound])
        if jac.free_symbols:
            continue  # an argument not linear in its variables (g(m^2)): no shift to try
        shifts = jac.nullspace()
        if not shifts:
            continue
        frozen = {a: sp.Dummy(str(a), commutative=a.is_commutative) for a in atomic}
        Xf = X.xreplace(frozen)
        bases = {a.base.label for a in Xf.atoms(sp.Indexed)}
        outside = Xf.xreplace({a: sp.Dummy(commutative=a.is_commutative) for a in Xf.atoms(sp.Indexed)}).free_symbols
        held = {x for x in outside if type(x) is sp.Symbol} - set(positions) - set(frozen.values()) - bases
        bound = {head(b.target) for b in env.definitions(at)}
        vectors = {str(x) for x in vectors}
        loose = sorted(str(x) for x in held if head(x) not in bound
                       and (not _PARAMETER_NAME.fullmatch(str(x)) or str(x) in vectors))
        # a family outside the arguments: a weight named by a letter (W_Q, W_K: a capital, its index no position) is a
        # parameter of g; any other (k_j, α_j, Λ_j inside a sum) is a variable the relation leaves out
        loose += [str(a) for a in Xf.atoms(sp.Indexed) if head(a) not in bound and not set(a.indices) & set(positions)
                  and not (str(a.base)[:1].isupper() and all(i.is_Symbol and i.name[:1].isupper() for i in a.indices))]
        # (R_m, R_n: moved by the shift itself, so what they are is tested, not assumed)
        if loose or not (Xf.free_symbols & set(positions)):
            continue  # (X_i W (X_j W)^T = g(X_i, X_j, i - j), with i - j nowhere in X: a wish that it were, not a fact)
        taken = {str(x) for x in X.free_symbols | G.free_symbols}
        letter = next(x for x in ("s", "t", "u", "σ", "τ", "δ", "s′") if x not in taken)
        s = sp.Dummy(letter, integer=True) if set(positions) & set(index_symbols) else sp.Dummy(letter)
        steps, used = [], []
        for v in shifts:
            moved = Xf.xreplace({p: p + s * c for p, c in zip(positions, v)})
            step = _unchanged(env, at, lk, lhs, rhs, moved, Xf, set(index_symbols) | ({s} if s.is_integer else set()),
                              complex_doc, used)
            if step is None:
                return None
            steps.append(step)
        status = "consistent" if "test points" in steps else "proved"
        shift = " and ".join(", ".join(f"{p} → {p} + {sp.sstr(c)}·{letter}" if c != 1 else f"{p} → {p} + {letter}"
                                       for p, c in zip(positions, v) if c != 0) for v in shifts)
        side = "the left side" if X is L else "the right side"
        how = "; ".join(dict.fromkeys(x for x in steps if x != "test points"))
        kept = ([f"{', '.join(sp.sstr(a) for a in atomic)} (arguments of {name})"] if atomic else []) + \
            ([f"{', '.join(sorted(str(x) for x in held))} (read as parameters of {name})"] if held else [])
        return dec.Decision(
            status, "proof" if status == "proved" else "test points",
            f"read as: {side} depends on {', '.join(map(str, positions))} only through "
            f"{', '.join(sp.sstr(a) for a in compound)}, so that a function {name} of the arguments exists ({name} is "
            f"defined nowhere in the document); " + (f"SymPy reduces its change under the shift {shift} to 0 ({how})"
                                                     if status == "proved" else
                                                     f"its change under the shift {shift} is 0 at test points")
            + (f"; held fixed: {'; '.join(kept)}" if kept else ""), used=used)
    return None


def _unchanged(env, at, lk, lhs, rhs, moved, X, index_symbols, complex_doc: bool, used: list) -> str | None:
    """How SymPy reduces ``moved - X`` to 0 (as matrices, with the document's rotation families; or as numbers),
    "test points" when only test points agree, None when neither shows it."""
    import sympy as sp

    from suite.reader import rotations

    if moved == X:
        return "the shift leaves it as written"
    if not (moved.is_commutative and X.is_commutative):
        if not complex_doc:
            try:
                moved, X = _inner_as_product(*_acted_on_as_vectors(moved, X))
            except ValueError:
                return None
        try:
            with dec.budget(dec.PROOF_SECONDS):
                diff = sp.expand(_transposed_down(moved) - _transposed_down(X))
                if diff == 0:
                    return "as matrices, products kept in order"
                atoms = {a for e in (moved, X) for a in e.atoms(sp.Indexed, sp.core.function.AppliedUndef)
                         if not a.is_commutative}
                fams = rotations.families(env, at, atoms)
                if fams and rotations.reduced(diff, fams) == 0:
                    used += [f.binding for f in fams]
                    return ("with " + ", ".join(f"{f.binding.name} ({f.binding.where})" for f in fams)
                            + ": R_a^T = R_{-a} and R_a R_b = R_{a+b}, proved from its definition")
        except (dec.Budget, RecursionError):
            return None
        return None
    step = dec.prove(moved, X, "=", env, at, index_symbols)
    if step:
        return step
    d = dec.test_points(moved, X, "=", lhs, rhs, env, at, index_symbols, set())
    return "test points" if d.status == "consistent" else None


# the text scales the approximation itself: only proportional, or equal up to a constant factor
_UP_TO_A_FACTOR = re.compile(r"up to (?:a )?(?:constant|factor|scal\w*)|proportional|\\propto|∝|正比|常数倍|相差一个常数", re.I)
_RIEMANN_TRIALS = (2, 10, 50)
# (a name with a stated regime, "small m": tried small and large too, and at a point off every simple grid)
_RIEMANN_EXTREMES = (Fraction(1, 70), Fraction(22, 7), Fraction(7001, 7))
# the sentence itself says the approximation is coarse: roughly, an order of magnitude, 粗略, 量级, 大致
_ROUGHLY = re.compile(r"rough\w*|order[- ]of[- ]magnitude|crude\w*|ballpark|粗略|量级|大致|大概|数量级", re.I)


def _riemann_sum(reading: Reading, lk: Link, lhs, rhs, prose: str) -> dec.Decision | None:
    """``Σ_{i=a}^{b} g(i) ≈ T`` where the number of terms N = b - a + 1 grows with one symbol (d/2 for i = 0 … d/2 -
    1; the sum written out or a name the document defines as one): read as the sum's Riemann approximation.  With the
    nodes s_i = α + (i - a)(β - α)/N (over [α, β] of T's integral, else [0, 1]) the summand is φ(s_i) for
    φ(s) = g(a + N(s - α)/(β - α)), when that no longer involves the symbol; the sum is then a left Riemann sum,
    Σ = (N/(β - α)) ∫_α^β φ(s) ds (1 + o(1)) as the symbol → ∞ (φ continuous, ∫ φ ≠ 0).  T is ``c ∫_α^β h(s) ds``
    or a closed form (an improper integral of cos(cx)/x or sin(cx)/x read as Ci or Si).  Consistent when T is that
    integral (SymPy reduces c - N/(β - α) and h - φ to 0, or, for a closed form, T/Σ tends to 1 at every test point
    to 12 digits).  Inconsistent when, in that limit, T over the sum tends to a number more than 5 % away from 1 at a
    test point (the document's values; each other name at 2, 10 or 50), computed by mpmath at 30 and again at 60
    digits.  None otherwise (not this shape, a constant factor the text allows, or no test point decides)."""
    import sympy as sp

    here = _sentence_so_far(reading.doc.text, reading.doc.spans[lk.span_index].start, 300, clauses=True)
    if lk.rel != "≈":
        return None
    coarse = _UP_TO_A_FACTOR.search(prose + here) or _ROUGHLY.search(here)
    env, at = reading.env, lk.offset
    formulas = env.without([x for x in env.definitions(at) if x.kind == "value"])
    exact = _exact_literals(lhs, rhs)  # (0.5, 1.03: the numbers they write, not names)
    for A, B in ((lhs.expr.xreplace(exact), rhs.expr.xreplace(exact)), (rhs.expr.xreplace(exact),
                                                                        lhs.expr.xreplace(exact))):
        try:
            S0 = formulas.expand(A, at)[0]
        except (TooLarge, NotSubstituted):
            return None
        if not isinstance(S0, sp.Sum) or len(S0.limits) != 1 or not isinstance(B, sp.Expr):
            continue
        i, a, b = S0.limits[0]
        N = sp.simplify(b - a + 1)
        if len(N.free_symbols) != 1:
            continue
        (v,) = N.free_symbols
        keep = [x for x in env.definitions(at) if head(x.target) == ("symbol", v.name)]
        try:
            S1, used1 = env.without(keep).expand(A, at)
            T1, used2 = env.without(keep).expand(B, at)
        except (TooLarge, NotSubstituted):
            return None
        if not isinstance(S1, sp.Sum) or S1.limits != S0.limits or not isinstance(T1, sp.Expr):
            continue
        T1 = T1.replace(lambda e: isinstance(e, sp.Integral) and _tail_of(e) is not None, _tail_of)
        integrals = T1.atoms(sp.Integral)
        if len(integrals) > 1:
            return None
        if integrals:
            (I,) = integrals
            if len(I.limits) != 1 or len(I.limits[0]) != 3:
                return None
            s, alpha, beta = I.limits[0]
            c = sp.simplify(T1 / I)
            if c.has(sp.Integral) or s in c.free_symbols or not (alpha.is_number and beta.is_number) \
                    or not (beta - alpha).is_positive:
                return None
        else:
            s, alpha, beta, I, c = sp.Dummy("s"), sp.Integer(0), sp.Integer(1), None, None
        phi = sp.simplify(sp.powsimp(S1.function.subs(i, a + N * (s - alpha) / (beta - alpha)), force=True))
        if v in phi.free_symbols or (I is not None and v in I.function.free_symbols):
            return None  # the summand is no function of the node alone: no Riemann sum in this limit
        scale = N / (beta - alpha)

        def withheld(why: str) -> dec.Decision:  # (a Riemann sum: its regime is d → ∞, no other regime saves it)
            return dec.Decision("undecided", "", f"read as a Riemann sum (nodes s = 2i/d and the like, as d → ∞): {why}",
                                cause="approximation in no regime")

        if coarse:
            return withheld(f"the text asks for no more than a coarse agreement ('{coarse.group()}')")
        others = (phi.free_symbols | T1.free_symbols) - {s, v} - (set(I.limits[0][:1]) if I is not None else set())
        trials = {x: _riemann_trials(x, env, at) for x in others}
        regimes = _regime_names(_paragraphs_around(reading.doc.text, reading.doc.spans[lk.span_index].start))
        if any(t is None for t in trials.values()):
            return None  # (0 < m < 0.01: the test points would leave the stated range)
        stated = sorted((x for x in others if str(x) in regimes), key=str)
        for x in stated:  # ("for small m", "as m → 0", m ≪ d: decided only where small and large m agree)
            trials[x] = _riemann_trials(x, env, at, _RIEMANN_TRIALS + _RIEMANN_EXTREMES)
            if trials[x] is None or not set(_RIEMANN_EXTREMES) <= set(trials[x]):
                return None
        try:
            with dec.budget(dec.PROOF_SECONDS):
                if I is not None:
                    same = sp.simplify(c - scale) == 0 and sp.simplify(I.function - phi) == 0
                    limit = sp.limit(c / scale, v, sp.oo) * I
                else:
                    same = False
                    rest, grows = T1.as_independent(v, as_Add=False)
                    limit = rest * sp.limit(grows / scale, v, sp.oo) * (beta - alpha)
        except (dec.Budget, NotImplementedError, ValueError, TypeError):
            return None
        where = (f"read as a Riemann sum: with the nodes s = {sp.sstr(sp.expand(alpha + (i - a) * (beta - alpha) / N))} "
                 f"({N} of them) the summand is φ(s) = {sp.sstr(phi.subs(s, sp.Symbol('s')))}, so the sum is "
                 f"({sp.sstr(scale)}) ∫_{alpha}^{beta} φ(s) ds (1 + o(1)) as {v} → ∞ (a left Riemann sum of a φ "
                 "finite at 33 points across the interval, ends included, ∫ φ not 0 at the test points)")
        used = _unique(used1 + used2)
        if limit.has(v) or limit.has(sp.oo, sp.zoo, sp.nan, sp.Limit):
            return None
        singular = []
        found = _riemann_point(s, alpha, beta, phi, sp.Integral(phi, (s, alpha, beta)) if same else limit, v, trials,
                               singular, uniform=bool(stated))
        if stated:
            if found is None:
                return None  # (the stated regime and the other test points disagree: the regime may save it)
            where += (f"; the text states a regime for {', '.join(str(x) for x in stated)}, and the verdict is the same "
                      "at every test point, small and large alike (" + "; ".join(
                          f"{x} = {', '.join(sp.sstr(sp.nsimplify(t)) for t in sorted(trials[x]))}" for x in stated)
                      + ")")
        if singular:
            where = where.replace("finite at 33 points across the interval, ends included", "finite at 32 points "
                                  f"across the interval from its left end, with an integrable singularity at s = {beta} "
                                  f"(ε |φ({beta} - ε)| falls faster than ε^0.3 there; a left sum never takes that node)")
        if found is None:  # (φ not finite at a node, ∫ φ = 0, a complex summand, or no test point computed)
            return withheld("its limit could not be compared at any test point (a first or last term that is not a "
                            "number, a pole inside the interval, an integral of 0, or values that are not real)")
        point, r, other, own = found
        shown = f"{', '.join(f'{k} = {x}' for k, x in point.items())}" if point else "the only point (no other names)"
        fixed = _riemann_at_document(env, at, v, S1, T1, point)  # (the document's own d: the sides there)
        if fixed is None and any(head(x.target) == ("symbol", v.name) for x in keep):
            return withheld(f"the document gives {v} a value, where the sides were not computed")
        if fixed is not None and (fixed[2] > 0.05) == (r is None):
            # (d = 128 where 64 ∫ … agrees to 1 %, or d = 4 where (d/2) ∫ … is 4.6 times off: not the limit's verdict)
            return withheld(f"{'the limit holds' if r is None else 'the limit fails'}, but {fixed[0]} (they differ by "
                            f"{100 * fixed[2]:.1f} %)")
        at_doc = fixed[0] if fixed is not None else ""
        if r is None:
            return dec.Decision("consistent", "regime", f"{where}; " + ("the other side is that integral" if same else
                                "the other side over the sum tends to 1 at each test point (mpmath at 30 and 60 "
                                "digits)") + (f"; {at_doc}" if at_doc else ""), used=used)
        what = "integral" if I is not None else "value"
        return dec.Decision(
            "inconsistent", "regime",
            f"{where}; the other side is not that {what}: as {v} → ∞ it over the sum tends to {r} at {shown} (the "
            f"other side over {sp.sstr(scale)} tends to {other}, ∫_{alpha}^{beta} φ(s) ds = {own}; mpmath at 30 and "
            "60 digits)"
            + (f"; {at_doc}" if at_doc else ""),
            points=[{str(k): sp.sstr(x) for k, x in point.items()}],
            counterexample={str(k): sp.sstr(x) for k, x in point.items()},
            used=used)
    return None


def _paragraphs_around(text: str, at: int) -> str:
    """The paragraph that holds offset ``at`` and the one before it (a regime may be stated in either, before or after
    the formula)."""
    before = text.rfind("\n\n", 0, at)
    before = text.rfind("\n\n", 0, before) if before > 0 else -1
    after = text.find("\n\n", at)
    return text[before + 1 if before >= 0 else 0:after if after >= 0 else len(text)]


_TENDS = re.compile(r"\\ll|≪|\\gg|≫|\\to\b|→|\\rightarrow")


def _regime_names(text: str) -> set:
    """The names a regime is stated for anywhere in ``text`` ("for small $m$", "$m$ 较小时", "once $m$ is large",
    "$m\\theta_0 \\ll 1$"): the words of ``_STATED_REGIME`` in any clause, and the letters of a formula that writes ≪,
    ≫ or →."""
    out = set()
    text = re.sub(r"\\[()]", "$", text)  # (\(m\) in an HTML page or a .tex file, as $m$)
    for _, _, name, sub in _regime_words(text):
        out |= {name, f"{name}_{sub}" if sub else name}
    for m in re.finditer(r"\$([^$]+)\$", text):
        if _TENDS.search(m.group(1)):
            out |= set(re.findall(r"(?<![A-Za-z\\])([A-Za-z])(?![A-Za-z])", m.group(1)))
    return out


def _tail_of(e):
    """An improper integral of k cos(cx)/x or k sin(cx)/x from a > 0 (``arb._trigonometric_tail``) as -k Ci(ca) or
    k (π/2 - Si(ca)); None for any other integral."""
    from suite.reader.arb import _trigonometric_tail

    if len(e.limits) != 1 or len(e.limits[0]) != 3:
        return None
    x, lo, hi = e.limits[0]
    tail = _trigonometric_tail(e.function, x, lo, hi)
    return None if tail is None else tail.args[0][0]


def _mp_value(e, point: dict, dps: int):
    """The number ``e`` is at ``point`` in mpmath at ``dps`` digits, each integral by quadrature over 32 pieces of its
    interval; None where it is not a finite real number."""
    import mpmath
    import sympy as sp

    e = e.subs(point)
    if e.has(sp.zoo, sp.oo, -sp.oo, sp.nan):  # (ln 0, 1/0: not a finite number)
        return None
    known = _arb_value(e, dps)
    if known is not None:
        return None if known is _COMPLEX else known
    with mpmath.workdps(dps):
        reps = {}
        for I in e.atoms(sp.Integral):
            if len(I.limits) != 1 or len(I.limits[0]) != 3:
                return None
            x, lo, hi = I.limits[0]
            if not (lo.is_number and hi.is_number and lo.is_finite and hi.is_finite):
                return None
            f = sp.lambdify(x, I.function, "mpmath")
            ends = mpmath.linspace(mpmath.mpf(sp.sstr(sp.N(lo, dps + 5))), mpmath.mpf(sp.sstr(sp.N(hi, dps + 5))), 33)
            reps[I] = sp.Float(mpmath.nstr(mpmath.quad(f, ends), dps + 5), dps + 5)
        return _finite_real(sp.lambdify([], e.xreplace(reps), "mpmath")(), dps)


def _finite_real(val, dps: int):
    """``val`` (what an mpmath evaluation at ``dps`` digits returned) as a finite real mpf, or None: a complex value
    whose imaginary part is not below 10^-(dps/2) of it (Ci of a negative number: not its real part), ±∞, NaN."""
    import mpmath

    if not isinstance(val, mpmath.mpf) and not (isinstance(val, mpmath.mpc) and val.imag == 0):
        val = mpmath.mpmathify(val) if isinstance(val, (int, float)) else val
    if isinstance(val, mpmath.mpc):
        if abs(val.imag) > mpmath.mpf(10) ** (-dps // 2) * (1 + abs(val.real)):
            return None
        val = val.real
    return val if isinstance(val, mpmath.mpf) and mpmath.isfinite(val) else None


_COMPLEX = object()  # (a value whose imaginary part is known not to be 0)


def _arb_value(e, dps: int):
    """The number ``e`` (no free names) as an mpmath number at ``dps`` digits from an Arb ball at about 3.4 ``dps``
    bits, integrals by Arb's rigorous quadrature: the midpoint, when the ball is real (or its imaginary part a ball
    around 0 narrower than 10^-dps) and narrower than 10^-dps relative to it; ``_COMPLEX`` when the imaginary part is
    known not to be 0; None when Arb does not compute it that closely (the caller's mpmath quadrature then tries)."""
    import flint
    import mpmath

    from suite.reader import arb

    if e.free_symbols:
        return None
    try:
        with dec.budget(dec.PROOF_SECONDS):
            b = arb.number(e, int(dps * 3.33) + 24)
    except dec.Budget:  # not in time (an outer budget that ran out fires again a moment later)
        return None
    if b is None or not b.is_finite():
        return None
    tiny = flint.arb(10) ** (-dps)
    if not b.imag.contains(0):
        return _COMPLEX
    re, im = b.real, b.imag
    if im.rad() > tiny or re.rad() > tiny * (1 + abs(re.mid())):
        return None
    with mpmath.workdps(dps):
        return mpmath.mpf(re.mid().str(dps + 10, radius=False))


def _riemann_trials(x, env, at, values: tuple = _RIEMANN_TRIALS) -> tuple | None:
    """The test values (2, 10, 50) of ``x`` inside the bounds and the range the document gives it (m ≥ 1; 0 < m <
    0.1 leaves none; an end with a free name, m ≤ L - 1, limits nothing); None when no value is left."""
    import sympy as sp

    def number(e):  # (a range read from "0 < m < 0.1" holds the decimal as its placeholder _0.1)
        if not isinstance(e, sp.Expr):
            return e
        return e.xreplace({y: sp.Rational(y.name.lstrip("_")) for y in e.free_symbols
                           if re.fullmatch(r"_?\d+(?:\.\d+)?", y.name)})

    ends = [(number(b.lo), number(b.hi), b.domain == "strict") for b in env.bounds(at).get(x, [])]
    r = env.ranges(at).get(x)
    if r is not None:
        ends.append((number(r.lo), number(r.hi), bool(r.strict)))
    out = []
    for t in values:
        ok = True
        for lo, hi, strict in ends:
            for end, below in ((lo, False), (hi, True)):
                if end is None or (isinstance(end, sp.Expr) and end.free_symbols):
                    continue  # (m ≤ L - 1 with L free: L can be taken large enough)
                if not (isinstance(end, sp.Expr) and end.is_number):
                    return None
                diff = (end - t) if below else (t - end)
                ok = ok and (diff > 0 or (diff == 0 and not strict))
        if ok:
            out.append(t)
    return tuple(out) or None


def _node_values(phi, s, alpha, beta, names: list):
    """A function of a test point giving φ at the 33 nodes α + k(β - α)/32 (k = 0 … 32) at 30 digits, each a finite
    real number or None (a pole, ln 0, a value that is not real), as ``_mp_value`` gives them, with φ compiled once
    for mpmath instead of substituted node by node; None when φ holds what that compilation does not take (a sum, an
    integral, a function the document leaves undefined, a piecewise φ), for the caller to substitute as before."""
    import mpmath
    import sympy as sp

    if phi.has(sp.Sum, sp.Product, sp.Integral, sp.Piecewise, sp.core.function.AppliedUndef) or any(
            not isinstance(x, (sp.Symbol, sp.Dummy)) for x in [s, *names]) or not (
            sp.sympify(alpha).is_number and sp.sympify(beta).is_number):
        return None
    try:
        f = sp.lambdify([s, *names], phi, "mpmath")
    except Exception:  # noqa: BLE001 - not compiled: substituted node by node
        return None

    def at(point):
        out = []
        with mpmath.workdps(30):
            args = [mpmath.mpmathify(sp.sstr(sp.N(point[x], 40))) if not isinstance(point[x], (int, float))
                    else mpmath.mpf(point[x]) for x in names]
            for k in range(33):
                node = sp.Rational(k, 32) * (beta - alpha) + alpha
                try:
                    val = f(mpmath.mpf(sp.sstr(sp.N(node, 40))) if not node.is_Integer else mpmath.mpf(int(node)), *args)
                except ZeroDivisionError:
                    out.append(None)
                    continue
                out.append(_finite_real(val, 30))
        return out

    return at


def _riemann_point(s, alpha, beta, phi, limit, v, trials: dict | None = None, singular: list | None = None,
                   uniform: bool = False):
    """(point, r, the limit's value, ∫_α^β φ) as text at the test point (each free name at 2, 10 or 50) where r =
    limit / ∫φ, the other side over the sum as v → ∞, is farthest beyond 5 % from 1 (r None: it is within 10^-12 of 1
    at every point, where at least one was computed); None when no point decides.  Each value at 30 and 60 digits,
    kept only where the two agree.  ``uniform`` (a name with a stated regime): None unless every point is computed
    and the verdict is the same at all of them: all within 10^-12 of 1, or all beyond 5 % with one and the same r
    (to 10^-9), a factor that no value of the name, however deep into its regime, brings to 1 (a ratio that moves
    with the name may reach 1 in the limit the text states: Σ sin²(m b^{-2i/d}) ≈ d/4 as m → ∞)."""
    import itertools

    import mpmath
    import sympy as sp

    names = sorted((limit.free_symbols | phi.free_symbols) - {s, v}, key=str)
    if len(names) > 3:
        return None
    best, close, seen, first, far, ratios = None, True, 0, {}, 0, []
    grid = list(itertools.product(*[(trials or {}).get(x, _RIEMANN_TRIALS) for x in names]))
    nodes = _node_values(phi, s, alpha, beta, names)
    for values in grid:
        point = dict(zip(names, values))
        try:
            ends = nodes(point) if nodes is not None else \
                [_mp_value(phi.subs(s, alpha + k * (beta - alpha) / 32), point, 30) for k in range(33)]
        except (TypeError, ValueError, ZeroDivisionError, NameError, AttributeError):
            return None
        if _pole_inside(phi, s, alpha, beta, point):
            return None  # 1/(s - 1/3): a pole between the nodes, no integral to compare (and a sum that never settles)
        if any(x is None for x in ends[:-1]) or (ends[-1] is None and not _integrable_at_end(phi, s, beta, point)):
            return None  # φ(0) = 0^{-1/2} or ln 0 (the sum's first term), 1/(1 - s) at s = 1: no convergent integral
        if ends[-1] is None and singular is not None:
            singular.append(point)  # (ln(1 - s) at s = 1: integrable, and never a node)
        got = []
        for dps in (30, 60):
            try:
                own = _mp_value(sp.Integral(phi, (s, alpha, beta)), point, dps)
                other = _mp_value(limit, point, dps)
            except (TypeError, ValueError, ZeroDivisionError, NameError, AttributeError):
                break
            if own is None or other is None or abs(own) < mpmath.mpf("1e-6"):
                break
            got.append((other / own, other, own))
        if len(got) != 2 or abs(got[0][0] - got[1][0]) > mpmath.mpf("1e-12") * (1 + abs(got[1][0])):
            if uniform:
                return None
            continue
        seen += 1
        first = first if seen > 1 else point
        r, other, own = got[1]
        close = close and abs(r - 1) < mpmath.mpf("1e-12")
        far += abs(r - 1) > mpmath.mpf("0.05")
        ratios.append(r)
        if abs(r - 1) > mpmath.mpf("0.05") and (best is None or abs(r - 1) > abs(best[1] - 1)):
            best = (point, r, other, own)  # (the point farthest from 1 shown)
    if uniform and not (close or (far == len(grid) and max(ratios) - min(ratios) < mpmath.mpf("1e-9") * abs(ratios[0]))):
        return None  # (holds at some points, fails at others, or a ratio that moves: the stated regime decides)
    if best is None:
        first = {k: (sp.Rational(v.numerator, v.denominator) if isinstance(v, Fraction) else v) for k, v in first.items()}
        return (first, None, None, None) if seen and close else None
    point, r, other, own = best
    point = {k: (sp.Rational(v.numerator, v.denominator) if isinstance(v, Fraction) else v) for k, v in point.items()}

    def shown(x, digits):
        return "0" if abs(x) < mpmath.mpf("1e-20") else mpmath.nstr(x, digits)

    return point, shown(r, 4), shown(other, 6), shown(own, 6)


def _pole_inside(phi, s, alpha, beta, point) -> bool:
    """Whether φ at ``point`` is not continuous on [α, β) (SymPy's continuous_domain, and a zero of its denominator by
    solveset; True too where they cannot tell): a pole that the 33 nodes may step over (1/(s - 1/3), tan(2s) at π/4 on
    [0, 1])."""
    import sympy as sp
    from sympy.calculus.util import continuous_domain

    f = phi.subs(point)
    if s not in f.free_symbols:
        return False
    span = sp.Interval.Ropen(alpha, beta)
    try:
        with dec.budget(dec.PROOF_SECONDS):
            den = sp.denom(sp.together(f))
            if s in den.free_symbols and sp.solveset(den, s, span) != sp.S.EmptySet:
                return True
            if f.has(sp.tan, sp.cot, sp.sec, sp.csc, sp.log, sp.Pow):
                return not span.is_subset(continuous_domain(f, s, span))
    except Exception:  # noqa: BLE001 - not decided: taken as a pole
        return True
    return False


def _integrable_at_end(phi, s, beta, point) -> bool:
    """Whether φ, not finite at the interval's right end β (which a left Riemann sum's nodes never reach), has an
    integrable singularity there: ε |φ(β - ε)| falls by a factor of more than 10^3 from ε = 1.2345·10^-10 to
    1.2345·10^-20 and again to 1.2345·10^-40 (points off every simple grid) (ln(1 - s): ε |ln ε|; (1 - s)^{-1/2}: ε^{1/2}; not 1/(1 - s), ε · 1/ε = 1, nor one that falls as slowly
    as 1/|ln ε|).  Computed by mpmath at 60 digits."""
    import mpmath
    import sympy as sp

    with mpmath.workdps(60):
        got = []
        for k in (10, 20, 40):
            eps = sp.Rational(12345, 10 ** (k + 4))  # (off every simple grid: sin²(π/(2ε)) is not 0 there)
            try:
                x = _mp_value(phi.subs(s, beta - eps), point, 60)
            except (TypeError, ValueError, ZeroDivisionError, NameError, AttributeError, KeyError):
                return False
            if x is None:
                return False
            got.append(abs(x) * mpmath.mpf(12345) / mpmath.mpf(10) ** (k + 4))
        return got[0] > 0 and got[1] < got[0] / 1000 and got[2] < got[1] / 1000


def _riemann_at_document(env, at, v, S, T, point):
    """(text, the sum, |other side / sum - 1|) at the document's value of the growing symbol (d = 128), at
    ``point``; None when the document gives it no value, the sum is too long to add up, or a side is not a real
    number there."""
    import mpmath
    import sympy as sp

    b = next((x for x in env.definitions(at) if head(x.target) == ("symbol", v.name)
              and isinstance(x.value, sp.Expr) and x.value.is_number), None)
    if b is None:
        return None
    try:
        Sd, Td = S.subs(point).subs(v, b.value), T.subs(point).subs(v, b.value)
        (i, lo, hi), = Sd.limits
        if not (lo.is_Integer and hi.is_Integer) or hi - lo > 100000:
            return None
        with mpmath.workdps(30):
            f = sp.lambdify(i, Sd.function, "mpmath")
            total = mpmath.fsum(f(k) for k in range(int(lo), int(hi) + 1))
            other = _mp_value(Td, {}, 30)
            if other is None or not isinstance(total, mpmath.mpf) or total == 0:
                return None
            off = float(abs(other / total - 1))
        return (f"at the document's {b.name} = {sp.sstr(b.value)} ({b.where}) the sum is {mpmath.nstr(total, 5)} and "
                f"the other side {mpmath.nstr(other, 5)}", total, off)
    except Exception:  # noqa: BLE001 (not computed there: the limit alone decides)
        return None


_BRACED = re.compile(r"\s*(?:\\left)?\\\{(.*?)(?:\\right)?\\\}\s*", re.S)  # \{…\}, \left\{…\right\}


def _set_by_condition(lhs: str, rhs: str) -> bool:
    """``S_i = \\{j: j \\leq i\\}``: a name with its scripts set equal to a set written by its condition (the
    head ``chains`` does not split: ``SET_BUILDER``)."""
    m = _BRACED.fullmatch(rhs)
    return bool(ASSIGNED_NAME.fullmatch(lhs)) and m is not None and SET_BUILDER.match(m.group(1)) is not None


# a sentence that introduces something by assumption, up to the formula: "Let $…$ be a density … with $…$" (no "then",
# "so", "hence" between: what follows those is a consequence)
_LET = re.compile(r"^(?:\s|\\begin\s*\{[^{}]*\}(?:\[[^\]]*\])?)*(?:let|suppose|assume)\b", re.I)
_CONSEQUENCE = re.compile(r"\b(?:then|so|hence|thus|therefore|we have|we get|gives?)\b", re.I)
_BE = re.compile(r"\$[^$]+\$\s*(?:be|denotes?)\b", re.I)


_OR_INSTEAD = re.compile(r"\s*[,，]?\s*(?:(?:or|alternatively)\b|或者?)[^.!?。！？;；$\n]{0,60}$", re.I)


def _offered_instead(doc: Document, current, span) -> bool:
    """Whether the formula ``span`` follows the one that made the definition ``current`` in the same sentence, with
    only "or …" between them ("the logistic $g(u) = …$ or the leaky unit $g(u) = …$", "或"): an alternative."""
    before = next((s for s in doc.spans if s.start == current.start), None)
    if before is None or not (0 <= span.start - before.end <= 80):
        return False
    between = doc.text[before.end:span.start]
    # two choices offered ("or the leaky unit", "or, for smoother gradients,"), not one function written again ("or,
    # written with tanh, …", "or equivalently")
    return bool(_OR_INSTEAD.match(between)) and not _RESTATING.search(between)


_RESTATING = re.compile(r"equival|written|writ|express|in\s+terms\s+of|i\.\s?e\.|that\s+is|in\s+other\s+words|same|also|"
                        r"namely|simplif|rearrang|等价|即|也就是|写成|化简", re.I)


_OR_AFTER_FORMULA = re.compile(r"\$[^$]{1,60}\$\s*(?:or|或|或者)\s*$", re.I)  # "$x = x_n$ or " right before a formula


def _introduced_by_assumption(doc: Document, span) -> bool:
    """Whether the formula ``span`` stands in a sentence that opens with "Let", "Suppose" or "Assume" and introduces
    something ("Let $\\rho(\\phi) \\ge 0$ be a density … with $\\int_0^1 \\rho = 1$": this formula, or one before
    it, followed by "be"), with no consequence ("then", "so", "hence") before the formula."""
    so_far = _sentence_so_far(doc.text, span.start, 300)
    if not _LET.match(so_far) or _CONSEQUENCE.search(so_far):
        return False
    return bool(_BE.search(so_far) or re.match(r"\s*(?:be|denotes?)\b", doc.text[span.end:span.end + 12], re.I))


def _inverts(*sides) -> bool:
    """Whether a side raises a matrix to a negative integer power (an inverse, ``R_\theta^{-1}``)."""
    import sympy as sp

    return any(isinstance(a, sp.Pow) and a.exp.is_Integer and a.exp < 0 and not a.base.is_commutative
               for e in sides if isinstance(e, sp.Basic) for a in sp.preorder_traversal(e))


def _acted_on_as_vectors(L, R):
    """``L`` and ``R`` with the one name that an inner product's argument multiplies by matrices (``\\langle R(i)q,
    R(j)k\\rangle`` with R a matrix: q and k) read as a vector everywhere in them, after those matrices: a number
    there would make the argument a matrix, and the relation's other side (``\\langle q, R(j-i)k\\rangle``) would
    not be one.  Unchanged where an argument multiplies two such names (which one is acted on is not written)."""
    import sympy as sp

    def acted(a):
        if isinstance(a, sp.Mul) and not a.is_commutative:
            c, nc = a.args_cnc()
            named = [f for f in c if isinstance(f, (sp.Symbol, sp.Indexed))]
            if len(named) > 1:
                raise ValueError("two names")
            return named
        return []

    inners = [x for e in (L, R) if isinstance(e, sp.Basic) and not isinstance(e, sp.MatrixBase)
              for x in e.atoms(sp.core.function.AppliedUndef) if x.func.__name__ == "inner" and len(x.args) == 2]
    try:
        names = {n for x in inners for a in x.args for n in acted(a)}
    except ValueError:
        return L, R
    if not names:
        return L, R

    def vector(x):
        if isinstance(x, sp.Symbol):
            return sp.Symbol(x.name, commutative=False)
        return sp.Indexed(sp.IndexedBase(str(x.base), commutative=False), *x.indices)

    def argument(a):
        if a in names:
            return vector(a)
        if isinstance(a, sp.Mul) and not a.is_commutative:
            c, nc = a.args_cnc()
            moved = [f for f in c if f in names]
            if moved:
                return sp.Mul(*[f for f in c if f not in names]) * sp.Mul(*nc) * vector(moved[0])
        return a.xreplace({n: vector(n) for n in names})

    swap = {x: x.func(*[argument(a) for a in x.args]) for x in inners}
    return tuple(e.xreplace(swap) if isinstance(e, sp.Basic) and not isinstance(e, sp.MatrixBase) else e
                 for e in (L, R))


def _inner_as_product(L, R):
    """``L`` and ``R`` with each inner product of two vectors (``\\langle R(i)q, R(j)k\\rangle``: each a lower-case name
    or a product that ends with one) written as the product ``(R(i)q)^T (R(j)k)``: in a document without complex
    numbers, the real inner product."""
    import sympy as sp

    def vector(a) -> bool:  # a lower-case name, or a product that ends with one (R(i)q): a column
        last = a.args_cnc()[1][-1] if isinstance(a, sp.Mul) and a.args_cnc()[1] else a
        name = last.name if isinstance(last, sp.Symbol) else str(last.base) if isinstance(last, sp.Indexed) else ""
        return name[:1].islower()

    def product(x):
        a, b = x.args
        if a.is_commutative or b.is_commutative or not (vector(a) and vector(b)):
            return x  # (⟨R(i), R(j)⟩ of two matrices is the Frobenius product, not R(i)^T R(j))
        return _transpose(a) * b

    return tuple(e.replace(lambda x: isinstance(x, sp.core.function.AppliedUndef) and x.func.__name__ == "inner"
                           and len(x.args) == 2, product)
                 if isinstance(e, sp.Basic) and not isinstance(e, sp.MatrixBase) else e for e in (L, R))


def _declared_scalar(text: str, name: str) -> bool:
    """Whether the prose calls the name a scalar or a number ("a positive scalar $T > 0$", "$N$ はスカラー", "标量 $N$")."""
    n = re.escape(name)
    return bool(re.search(r"(?:scalar|number|标量|数值|スカラー)\W{0,4}\$\s*" + n + r"(?![A-Za-z_])", text, re.I)
                or re.search(r"\$\s*" + n + r"\s*\$(?:(?!not\b|unlike|n't|不是|并非|ではな|でな)[^$.。！？\n]){0,30}"
                             r"(?:scalar|number|标量|スカラー)", text, re.I))


_FREQUENCY_NAMES = frozenset({"theta", "vartheta", "Theta", "omega", "Omega", "alpha", "beta", "phi", "varphi", "psi"})
_CLOCKWISE = re.compile(r"clockwise|顺时针|時計回り", re.I)


def _rotation_counterexample(reading: Reading, lk: Link, L, R, fams: list, diff, names: str) -> dec.Decision | None:
    """Inconsistent when ``suite.reader.rotations.counterexample`` finds a witness under a family described in words,
    no vector or matrix stands on one side only (the relation may define it), none of the others has a value or
    definition in scope, and the document neither gives values to a frequency or an angle (θ, ω, α, …) nor speaks of
    a turning direction (the witness turns counterclockwise at frequency 1); else None (the relation goes on to the
    other readings)."""

    from suite.reader import objects, rotations

    env, at = reading.env, lk.offset
    atoms = objects._atoms(L) + [a for a in objects._atoms(R) if a not in objects._atoms(L)]
    others = [a for a in atoms if all(f.parameter(a) is None for f in fams)]
    if any(not objects._used_before(a, env, at) for a in objects._one_sided(L, R, others)):
        return None
    if any(env.knows(a, at) is not None or objects._defined(a, env, at)[0] is not None for a in others):
        return None  # a matrix the document defines (J = …): the witness may not choose it
    if any(_declared_scalar(reading.doc.text, objects._name(a)) for a in others):
        return None  # "a positive scalar $T > 0$", "$N$ はスカラー": a number, not the witness's matrix
    if any(b.target is not None and head(b.target) is not None and head(b.target)[1] in _FREQUENCY_NAMES
           for b in env.definitions(at)) or _CLOCKWISE.search(reading.doc.text):
        return None  # the document's frequencies (θ = π/2) or its turning direction: not the witness's
    if len(fams) != 1 or fams[0].binding.kind != "rotation" or getattr(fams[0].binding, "angle", "free") != "free":
        return None  # two families (one may turn twice as fast), a written one, or a rate the document gives
    try:
        with dec.budget(dec.PROOF_SECONDS):
            found = rotations.counterexample(L, R, fams, reading.vectors)
    except dec.Budget:
        return None
    if found is None:
        return None
    point, values = found
    return dec.Decision("inconsistent", "test points", f"with the document's {names}: R_a^T = R_{{-a}}, R_a R_b = "
                        f"R_{{a+b}} and R_0 = I leave lhs - rhs = {_short(diff)}, not 0; it fails with each member the "
                        "2×2 rotation by its parameter (the first block of RoPE's rotation, whose frequency θ_0 = "
                        "base^0 is 1; at any larger size the same witness holds with the other coordinates 0), "
                        "re-checked at 512 bits", values, points=[point], counterexample=point,
                        used=[f.binding for f in fams])


def _as_inner_products(reading: Reading, lk: Link, lhs, rhs, L, R, otherwise: dec.Decision) -> dec.Decision:
    """'=' proved when, with transposes pushed to the names and the products expanded, every product left is
    ``u^T v`` of two vectors and the relation is an identity in those numbers ``u^T v`` (the inner products of real
    vectors, so u^T v = v^T u).  A vector is a name the document declares one (``x \\in \\mathbb{R}^d``) or writes in
    bold lower case where the relation does (``\\mathbf{q}``); any other name may be a matrix, and then u^T v = v^T u
    is false.  Otherwise ``otherwise``: nothing is found inconsistent this way."""
    import sympy as sp

    if lk.rel != "=":
        return otherwise
    vectors = _vector_names(reading, lk, lhs, rhs)
    try:
        with dec.budget(dec.PROOF_SECONDS):
            expanded = sp.expand(_transposed_down(L) - _transposed_down(R))
            diff = _inner_products(expanded, vectors)
            if diff is not None and diff.is_commutative and sp.simplify(diff) == 0:
                return dec.Decision("proved", "proof", "SymPy reduces lhs - rhs to 0 reading each u^T v as the inner "
                                    "product of two real vectors (declared in the document or written bold), a number")
            diff = _inner_products(expanded, None)
            if diff is not None and diff.is_commutative and _applies_to_products(diff) and sp.simplify(diff) == 0:
                return dec.Decision("proved", "proof", "SymPy reduces lhs - rhs to 0 reading each u^T v as one number "
                                    "(u and v columns of one length, as a function of u^T v needs), kept in its order "
                                    "(u^T v and v^T u two numbers): for every such u and v")
    except dec.Budget:
        return otherwise
    except AttributeError as e:
        if not _tuple_in_product(e):
            raise
        return otherwise  # (a tuple is no column of the matrix algebra: _noncommutative says so)
    return otherwise


def _applies_to_products(diff) -> bool:
    """Whether some product u^T v (``_inner_products`` without vectors) stands inside a function (exp, log, a power
    that is not an integer): there the document must mean a number."""
    import sympy as sp

    for f in sp.preorder_traversal(diff):
        if isinstance(f, sp.Function) or (isinstance(f, sp.Pow) and not f.exp.is_Integer):
            if any(s.name.startswith("⟨") for s in f.free_symbols if isinstance(s, sp.Symbol)):
                return True
    return False


def _inner_products(e, vectors: frozenset | set):
    """``e`` with each product ``transpose(u) * v`` of two vectors (names in ``vectors``) replaced by the number
    ⟨u, v⟩ (one symbol for ⟨u, v⟩ and ⟨v, u⟩), or None when a product of vectors or matrices of another form is
    left.  With ``vectors`` None, every product u^T v of two names is one number, in its order (u^T v and v^T u two
    numbers, neither assumed real)."""
    import sympy as sp

    def vector(x) -> bool:
        if isinstance(x, sp.Indexed):
            return not x.is_commutative and (vectors is None or str(x.base.label) in vectors)
        return isinstance(x, sp.Symbol) and not x.is_commutative and (vectors is None or x.name in vectors)

    def name(x) -> str:
        return sp.sstr(x)

    def walk(x):
        if x.is_commutative and not any(not a.is_commutative for a in x.atoms(sp.Symbol, sp.Indexed)):
            return x
        if isinstance(x, sp.Mul):
            factors = []
            for a in x.args:  # the factors built on products (exp(θ^T x)) first; the names and transposes as they are
                keep = isinstance(a, (sp.Symbol, sp.Indexed)) or (isinstance(a, sp.core.function.AppliedUndef)
                                                                   and a.func.__name__ == "transpose")
                factors.append(a if keep else walk(a))
                if factors[-1] is None:
                    return None
            c, nc = sp.Mul(*factors).args_cnc()
            if not nc:
                return sp.Mul(*c)
            if len(nc) == 2 and isinstance(nc[0], sp.core.function.AppliedUndef) \
                    and nc[0].func.__name__ == "transpose" and vector(nc[0].args[0]) and vector(nc[1]):
                u, v = (name(nc[0].args[0]), name(nc[1]))
                if vectors is not None:
                    u, v = sorted((u, v))  # real vectors: ⟨u, v⟩ = ⟨v, u⟩
                return sp.Mul(*c) * sp.Symbol(f"⟨{u}, {v}⟩", real=vectors is not None)
            return None
        if not x.args:
            return None if not x.is_commutative else x
        args = [walk(a) for a in x.args]
        if any(a is None for a in args):
            return None
        return x.func(*args)

    return walk(e)


def _as_objects(reading: Reading, lk: Link, lhs, rhs, L, R, otherwise: dec.Decision, listed: bool = False) \
        -> dec.Decision:
    """The relation decided at the document's own shapes (``suite.reader.objects``), when it has vectors or matrices
    the document writes out (and, where ``listed``, vectors it writes as lists); else ``otherwise``."""
    from suite.reader import objects

    if lk.rel not in ("=", "≈"):
        return otherwise
    at = lk.offset
    try:
        return objects.decide(L, R, lk.rel, reading.env, at, lhs, rhs, _index_symbols_of(L, R),
                              _even_symbols(*_commuting(L, R), reading.env, at), listed)
    except objects.Elided as e:
        return dec.Decision("undecided", "", str(e), cause="elided entries")
    except objects.NotObjects:
        return otherwise


COMPLEX_SPACE = re.compile(r"\\mathbb\s*\{?\s*C\b|ℂ|\\Complex\b")


def _vector_names(reading: Reading, lk: Link, lhs, rhs) -> set:
    """The names a relation may take for vectors: declared (x ∈ ℝ^d) or bold lower case where it writes them, not
    those its chapter uses or calls a matrix ("Let $\\mathbf{a}$ be the attention matrix")."""
    vectors = set(reading.vectors) | {n for n in (lhs.bold | rhs.bold) if n[:1].islower()}
    if reading.kinds is not None:
        matrices, _ = reading.kinds.at(reading.kinds.chapter_of(lk.offset))
        vectors -= set(matrices)
    return vectors


def _as_generic_vectors(reading: Reading, lk: Link, lhs, rhs, L, R, otherwise: dec.Decision) -> dec.Decision:
    """The relation decided with its vectors written out at small generic dimensions (``objects.decide_vectors``),
    when every vector or matrix name in it is a vector the document declares or writes bold in lower case and gives
    no size or value; else ``otherwise``."""
    from suite.reader import objects

    if COMPLEX_SPACE.search(reading.doc.text):
        return otherwise  # (q ∈ ℂ^2: its entries complex, which the written-out columns are not)
    vectors = _vector_names(reading, lk, lhs, rhs)
    bodies = " ".join(body_of(reading.doc, s) for s in reading.doc.spans if s.kind not in PLAIN)
    zero_based = frozenset(v for v in vectors if re.search(r"(?<![A-Za-z\\])" + re.escape(v)
                                                           + r"\s*_\s*(?:\{\s*0\s*\}|0(?![0-9]))", bodies))
    try:
        return objects.decide_vectors(L, R, lk.rel, reading.env, lk.offset, lhs, rhs, _index_symbols_of(L, R),
                                      _even_symbols(*_commuting(L, R), reading.env, lk.offset), vectors, zero_based)
    except (objects.NotObjects, TypeError, ValueError, AttributeError):
        return otherwise


def _index_symbols_of(L, R) -> set:
    return _index_symbols(L) | _index_symbols(R) if hasattr(L, "atoms") and hasattr(R, "atoms") else set()


def _commuting(L, R):
    import sympy as sp

    return tuple(x if isinstance(x, sp.Basic) and not isinstance(x, sp.MatrixBase) else sp.Integer(0) for x in (L, R))


def _short(e, n: int = 120) -> str:
    """``e`` printed, cut to ``n`` characters; a large expression is printed only as far as it is shown (its terms in
    the order SymPy keeps them: printing a difference of thousands of terms whole, sorted, took seconds)."""
    t = str(e) if _nodes_within(e, _PRINTED_WHOLE) else _printed_prefix(e, n + 1)
    return t if len(t) <= n else t[:n] + "…"


_PRINTED_WHOLE = 400  # an expression of at most this many nodes is printed whole, as SymPy orders it


def _nodes_within(e, limit: int) -> bool:
    """Whether ``e`` has at most ``limit`` nodes (counted only that far)."""
    import sympy as sp

    if not isinstance(e, sp.Basic):
        return True
    for k, _ in enumerate(sp.preorder_traversal(e)):
        if k >= limit:
            return False
    return True


def _printed_prefix(e, n: int) -> str:
    """At least the first ``n`` characters of ``e`` printed (a sum's or a product's terms one by one, a function's
    arguments likewise), without printing the rest."""
    import sympy as sp

    if n <= 0:
        return ""
    if not isinstance(e, sp.Basic) or _nodes_within(e, 40) or not e.args:
        return str(e)
    if isinstance(e, sp.Add):
        head, sep, tail = "", " + ", ""
    elif isinstance(e, sp.Mul):
        head, sep, tail = "", "*", ""
    else:
        head, sep, tail = type(e).__name__ + "(", ", ", ")"
    out = head
    for k, a in enumerate(e.args):
        piece = _printed_prefix(a, n - len(out))
        if isinstance(e, sp.Mul) and isinstance(a, sp.Add):
            piece = f"({piece})"
        out += (" - " + piece[1:] if k and sep == " + " and piece.startswith("-") else (sep if k else "") + piece)
        if len(out) > n:
            return out
    return out + tail


def _transposed_down(e):
    """``e`` with every transpose pushed down to the names it applies to, and the inverse of each product or sum of
    matrices kept whole (``_inverses_kept``)."""
    return _inverses_kept(_pushed_down(e))


def _pushed_down(e):
    import sympy as sp

    if not isinstance(e, sp.Basic) or not e.args:
        return e
    if isinstance(e, sp.core.function.AppliedUndef) and e.func.__name__ == "transpose" and len(e.args) == 1:
        return _transpose(_pushed_down(e.args[0]))
    return e.func(*[_pushed_down(a) for a in e.args])


def _inverses_kept(e):
    """``e`` with the inverse of each product (or sum) of matrices made one name of its own: SymPy's expand writes
    (X^T X)^{-1} as X^{-1} (X^T)^{-1}, which holds only for square invertible factors, and would then "prove"
    (X^T X)^{-1} X^T = X^{-1} for the tall X of least squares.  Kept whole, it still cancels against itself
    (M^{-1} M = I wherever the document writes M^{-1})."""
    import sympy as sp

    if not isinstance(e, sp.Basic) or e.is_commutative or isinstance(e, sp.MatrixBase):
        return e

    names: dict = {}  # the product's factors -> the name it is kept under

    def whole(p):
        c, nc = p.base.args_cnc()
        name = names.setdefault(tuple(nc), sp.Symbol(f"({sp.Mul(*nc)})", commutative=False))
        return sp.Mul(*c) ** p.exp * name ** p.exp

    kept = e.replace(lambda x: isinstance(x, sp.Pow) and x.exp.is_negative and isinstance(x.base, sp.Mul)
                     and len(x.base.args_cnc()[1]) > 1, whole)
    if not names:
        return kept

    def named(m):  # the same product written uninverted elsewhere: that name, so that M^{-1} M = I
        c, nc = m.args_cnc()
        out, k = [], 0
        while k < len(nc):
            for factors, name in names.items():
                if tuple(nc[k:k + len(factors)]) == factors:
                    out.append(name)
                    k += len(factors)
                    break
            else:
                out.append(nc[k])
                k += 1
        return sp.Mul(*c) * sp.Mul(*out)

    return kept.replace(lambda x: isinstance(x, sp.Mul) and len(x.args_cnc()[1]) > 1, named)


def _transpose(e):
    import sympy as sp

    if e.is_commutative:
        return e  # a scalar
    if isinstance(e, sp.Add):
        return sp.Add(*[_transpose(a) for a in e.args])
    if isinstance(e, sp.Mul):
        c, nc = e.args_cnc()
        return sp.Mul(*c) * sp.Mul(*[_transpose(a) for a in reversed(nc)])
    if isinstance(e, sp.Pow) and e.exp.is_Integer:
        return _transpose(e.base) ** e.exp
    if isinstance(e, sp.core.function.AppliedUndef) and e.func.__name__ == "transpose" and len(e.args) == 1:
        return e.args[0]
    return sp.Function("transpose", commutative=False)(e)


def _other_reading(reading: Reading, lk: Link, lhs, rhs, used: list, d: dec.Decision) -> dec.Decision:
    """An inconsistency found under a definition that the document restated differently earlier in the same
    section is a finding only if the relation fails under the restatement too; otherwise it is undecided
    (the document gives the symbol two meanings, and this relation follows the second)."""
    import sympy as sp

    env, at = reading.env, lk.offset
    keys = {_key(b) for b in used}
    for alt in env.alternatives:
        if alt.start > at or (alt.end is not None and at >= alt.end) \
                or (_key(alt) not in keys and getattr(alt, "family", None) not in keys) \
                or (d.status != "inconsistent" and not getattr(alt, "loosely", False)):
            continue  # (a relation that holds under the definition in force is checked under a restatement only where
            #          that restatement may be a new definition: past a line of bold text alone)
        other = env.with_binding(alt)
        try:
            generic = _generic_functions(lhs.expr, rhs.expr)  # (dL/da_2 taken under the restatement too)
            L, _ = other.expand(_derivatives_taken(lhs.expr, other, at, generic, reading.doc)[0], at)
            R, _ = other.expand(_derivatives_taken(rhs.expr, other, at, generic, reading.doc)[0], at)
        except TooLarge:
            continue
        own = set(lhs.literals) | set(rhs.literals)  # (the restatement's decimals, 1.0·0.5, are its exact value)
        decimals = {x: sp.Rational(x.name) for e in (L, R) if isinstance(e, sp.Basic) for x in e.atoms(sp.Dummy)
                    if x not in own and re.fullmatch(r"-?\d+(?:\.\d+)?", x.name)}
        if decimals:
            L, R = L.xreplace(decimals), R.xreplace(decimals)
        try:
            L, R = _imaginary_unit(L, R, other, at, _writes_unit(used))
        except Ambiguous:
            continue
        d2 = _decide_expanded(lk, lhs, rhs, L, R, other, at, "")
        if d.status != "inconsistent":
            if d2.status == "inconsistent":
                first, again = getattr(alt, "why", None) or (
                    f"{alt.name} as first defined", f"its definition again at {alt.where}, past a line of bold text "
                    "alone: the document gives it two meanings")
                return dec.Decision("undecided", d.method, f"holds under {first} but fails under {again} ({d2.reason})",
                                    d2.exact, cause="two meanings of a symbol")
            continue
        if d2.status != "inconsistent":
            how = "holds" if d2.status in ("proved", "consistent") else "is not decided"
            first, again = getattr(alt, "why", None) or (
                f"{alt.name} as first defined", f"its restatement at {alt.where}: the document gives it two meanings")
            return dec.Decision("undecided", d.method, f"fails under {first} but {how} under {again} ({d.reason})",
                                d.exact, cause="two meanings of a symbol")
    return d


def _valued_by_restatement(reading: Reading, lk: Link, lhs, rhs, used: list, d: dec.Decision) -> dec.Decision:
    """A worked value left undecided because a definition it uses has parameters with no value in scope (``\\lambda_7
    = 19947.7`` with ``\\lambda_i = 2\\pi/\\theta_i``, θ_i's d free), where the chain that gave the definition goes on
    to a form the values in scope decide (``= 2\\pi \\cdot 10000^{2i/16}``): decided with that form, the document's own,
    naming it; else as it was."""
    import sympy as sp

    env, at = reading.env, lk.offset
    keys = {_key(b) for b in used}
    here = reading.doc.section_at(reading.doc.spans[lk.span_index].start)
    for alt in env.alternatives:
        if alt.start is None or alt.start > at or _key(alt) not in keys \
                or reading.doc.section_at(alt.start) is not here:
            continue  # (a chain of another section, for another example, says nothing here)
        other = env.with_binding(alt)
        try:
            L, _ = other.expand(lhs.expr, at)
            R, _ = other.expand(rhs.expr, at)
        except TooLarge:
            continue
        own = set(lhs.literals) | set(rhs.literals)
        if (L.free_symbols | R.free_symbols) - own:
            continue  # (still free: no value)
        d2 = _decide_expanded(lk, lhs, rhs, L, R, other, at, "")
        held = _holds_for_some_integer(env, at, lhs, rhs)
        if d2.status == "inconsistent" and held is not False or d2.status in ("proved", "consistent") and held is not None:
            continue  # (a finding only where no whole value of the free parameter makes the first form hold either:
            #          λ_i = 2π/θ_i = 2π·10000^{i/16}, then λ_7 = 2π·10000^{14/16}, true for d = 16; a pass only where
            #          the first form is not evaluated at all, as θ'_i of λ'_i = 2π/θ'_i that nothing defines)
        if d2.status in DECIDED:
            first = env.expand(lhs.expr, at)[0] - env.expand(rhs.expr, at)[0]
            members = first.atoms(sp.Indexed)
            free = sorted({str(x) for x in members} | {str(x) for x in first.free_symbols - own
                                                      if all(x != m.base.label for m in members)})
            d2.reason = (f"with {alt.name} = {_value_text(alt.value)}, as the chain that defines it goes on at "
                         f"{alt.where} (its first form leaves {', '.join(free)} without a value): {d2.reason}")
            d2.used = list(used) + [alt]
            return d2
    return d


def _holds_for_some_integer(env, at: int, lhs, rhs, top: int = 65536) -> bool | None:
    """Whether the relation, under the environment as it is, holds (to 10^-3 relative, or to the rounding of the digits
    it shows) for some value of the one parameter it leaves free (a dimension d: 1 … 1024, or a power of two up to
    ``top``): True, False, or None where it leaves no or more than one parameter free, or is not evaluated so."""
    import math

    import sympy as sp

    try:
        L, _ = env.expand(lhs.expr, at)
        R, _ = env.expand(rhs.expr, at)
        exact = _exact_literals(lhs, rhs)
        L, R = L.xreplace(exact), R.xreplace(exact)
        free = [x for x in (L.free_symbols | R.free_symbols) if isinstance(x, sp.Symbol)]
        if len(free) != 1 or (L.free_symbols | R.free_symbols) != set(free):
            return None
        f, g = sp.lambdify(free, L, "math"), sp.lambdify(free, R, "math")
    except Exception:  # noqa: BLE001 - not evaluated so
        return None
    tol = 1e-3  # (or the rounding of the digits a side shows: 5.4 × 10^4 is within 0.9 % of 54,410)
    for side in (lhs, rhs):
        for x, (digits, _) in side.literals.items():
            if x in side.shown and float(digits):
                tol = max(tol, 10.0 ** -len(digits.split(".")[1] if "." in digits else "") / 2 / abs(float(digits)))
    for n in list(range(1, min(top, 1024) + 1)) + [2 ** k for k in range(11, 17) if 2 ** k <= top]:
        try:
            a, b = f(n), g(n)
            if isinstance(a, complex) or isinstance(b, complex) or not (math.isfinite(a) and math.isfinite(b)):
                continue
        except Exception:  # noqa: BLE001 - not evaluated at this n
            continue
        if abs(a - b) <= tol * (abs(a) + abs(b)) / 2:
            return True
    return False


def _unique(bindings: list) -> list:
    out: list = []
    for b in bindings:
        if all(b is not x for x in out):
            out.append(b)
    return out


def _entries(e):
    import sympy as sp

    if isinstance(e, sp.MatrixBase):
        return e.shape, list(e)
    if isinstance(e, sp.Tuple):
        return (len(e.args),), list(e.args)
    return None, None


def _same_shape(a, b) -> bool:
    """Whether two shapes (``_entries``) hold the same entries in the same order: equal, or both a vector of n
    entries (a tuple, a column or a row)."""
    if a is None or b is None:
        return False
    if a == b:
        return True

    def vector(s):
        return s[0] if len(s) == 1 else s[0] if s[1] == 1 else s[1] if s[0] == 1 else None

    return vector(a) is not None and vector(a) == vector(b)


def _multiplied_out(e):
    """``e`` with an ordered product of matrices and vectors that are all written out (``matmul(M, (a, b))``, once
    a definition has put the vector in) multiplied out, a vector written as a list taken as a column; a product
    whose shapes do not fit is left as it is."""
    import sympy as sp

    def column(x):
        if isinstance(x, sp.Tuple) and len(x) >= 2 and all(isinstance(a, sp.Expr) and not isinstance(a, sp.MatrixBase)
                                                           for a in x.args):
            return sp.ImmutableMatrix(list(x.args))
        return x

    def product(m):
        args = [column(a) for a in m.args]
        if not all(isinstance(a, sp.MatrixBase) for a in args):
            return m
        out = args[0]
        for a in args[1:]:
            if out.shape[1] != a.shape[0]:
                return m
            out = out * a
        return sp.ImmutableMatrix(out)

    if not isinstance(e, sp.Basic):
        return e
    if isinstance(e, sp.core.function.AppliedUndef) and e.func.__name__ == "matmul":
        return product(e)
    return e


def _written_out(e, env, at: int):
    """``(matrix, binding)`` for a bare name the document binds to a vector or matrix it writes out (``q' = R(\\theta)
    q`` computed, ``R_m = \\begin{pmatrix}…``); ``e`` itself otherwise."""
    import sympy as sp

    from suite.reader.objects import _defined

    if not isinstance(e, (sp.Symbol, sp.Indexed, sp.core.function.AppliedUndef)):
        return e
    m, b = _defined(e, env, at)
    if m is None or elision.has_elision(m):
        return e
    return m, b


def _inside_functions(e) -> set:
    """The names that stand inside the argument of sin, cos, exp, log or a root in ``e``: numbers wherever they stand."""
    import sympy as sp

    out = set()
    if not isinstance(e, sp.Basic):
        return out
    for f in sp.preorder_traversal(e):
        if isinstance(f, (sp.sin, sp.cos, sp.tan, sp.exp, sp.log)) or (isinstance(f, sp.Pow) and not f.exp.is_Integer):
            out |= f.atoms(sp.Symbol, sp.Indexed, sp.core.function.AppliedUndef)
    return out


def _in_names(v, a_name) -> bool:
    """Whether ``v`` is a vector (or its transpose) written out in names alone (and dots)."""
    import sympy as sp

    if isinstance(v, sp.core.function.AppliedUndef) and v.func.__name__ == "transpose" and len(v.args) == 1:
        v = v.args[0]
    if not isinstance(v, (sp.Tuple, sp.MatrixBase)):
        return False
    names = [x for x in v if not elision.is_elided(x)]
    return len(names) >= 2 and all(a_name(x) for x in names)


def _entries_named(reading: Reading, lk: Link, lhs, rhs) -> dec.Decision | None:
    """``\\mathbf{p}_n = (p_n^x, p_n^y)``, ``z = (z_1, \\dots, z_n)``: a name set equal to a vector written out in
    names alone (and dots), none of which the document gives a value or a definition: it names the vector's entries,
    a definition, nothing to check.  None for anything else."""
    import sympy as sp

    def a_name(x) -> bool:  # x, x_i, and x^g, x^g_i with a letter written as a superscript (a label or a power)
        return isinstance(x, (sp.Symbol, sp.Indexed)) or (isinstance(x, sp.Pow) and isinstance(x.exp, sp.Symbol)
                                                           and isinstance(x.base, (sp.Symbol, sp.Indexed)))

    if lk.rel != "=" or not a_name(lhs.expr) or lhs.literals:
        return None
    written = rhs.expr.args[0] if isinstance(rhs.expr, sp.core.function.AppliedUndef) \
        and rhs.expr.func.__name__ == "transpose" and len(rhs.expr.args) == 1 else rhs.expr  # ((q_0, q_1)^T: a column)
    entries = list(written) if isinstance(written, (sp.Tuple, sp.MatrixBase)) else None
    if not entries or rhs.literals:
        return None
    names = [x for x in entries if not elision.is_elided(x)]
    names = [x.base if isinstance(x, sp.Pow) and x.base == lhs.expr and isinstance(x.exp, sp.Symbol)
             and len({y.exp for y in names if isinstance(y, sp.Pow)}) == len(names) else x for x in names]
    plain = [x for x in entries if not elision.is_elided(x)]
    known = reading.env.knows(lhs.expr, lk.offset)
    if (known is not None and (_same_part(reading.doc, known.start, lk.offset) or not _in_names(known.value, a_name))) \
            or len(set(plain)) != len(plain):
        return None  # (y defined before, "Therefore y = (y_1, y_2, y_2)": a claim about it; a repeated entry, too; but
        # q = (q_0, …, q_{d-1}) in one part and q = (q_0, q_1)^T in another: each part names its own entries)
    if len(names) < 2 or not all(a_name(x) for x in names) \
            or any(reading.env.knows(x, lk.offset) is not None for x in names if x != lhs.expr) \
            or (lhs.expr in names and not all(x == lhs.expr for x in names)):  # (p_n^x, p_n^y: labels on p_n)
        return None
    return dec.Decision("definition", "environment", f"names the entries of {lk.lhs.strip()} (a vector written out in "
                        "names the document gives no value): read, not checked")


def _orientation(doc: Document) -> str | bool:
    """"column" or "row" where the document says its vectors are columns or rows (and not both), else True: which
    the lists it writes are, ``objects.decide`` reads from the shapes."""
    said = {k for k in ("row", "column") if re.search(_CONVENTION.replace("KIND", k).replace(
        "ZH", "行" if k == "row" else "列"), doc.text, re.I)}
    return next(iter(said)) if len(said) == 1 else True


# how a document states its vectors' convention: "We use row vectors", "vectors are column vectors", "(row vectors)",
# "the row-vector convention", "都是行向量", "均为列向量"
_CONVENTION = (r"\b(?:we\s+use|are(?:\s+written)?(?:\s+as)?|treated\s+as|as)\s+(?:\w+\s+)?KIND[- ]vectors\b|"
               r"\(\s*(?:all\s+)?KIND[- ]vectors\s*\)|\bKIND[- ]vector\s+convention|(?:都是|均为|皆为|都用|全是)ZH向量|"
               r"[(（]\s*(?:都是|均为)ZH向量\s*[)）]")  # (plural or document-wide: not "∇f is a row vector")


def _list_against_objects(reading: Reading, lk: Link, lhs, rhs) -> dec.Decision | None:
    """``2\\vec{q} = [2, 4, 0]``, ``\\mathbf{K}\\vec{q} = [1, 2]``: a list of numbers against vectors and matrices that
    the document writes out (as lists too: ``\\vec{q} = [1, 2, 0]``), decided at their shapes (``objects.decide``), the
    list read as a column, or as a row where a column does not fit; None when the other side holds no vector or matrix,
    or neither reading fits its shape."""
    import sympy as sp

    from suite.reader import objects

    sides = [lhs.expr, rhs.expr]
    k = next((i for i in (0, 1) if isinstance(sides[i], (sp.Tuple, sp.MatrixBase)) and len(sides[i]) and all(
        isinstance(x, sp.Expr) and x.is_commutative and not isinstance(x, sp.MatrixBase)
        and not elision.is_elided(x) for x in sides[i])), None)
    if k is None or not isinstance(sides[1 - k], sp.Expr) or isinstance(sides[1 - k], sp.MatrixBase) \
            or sides[1 - k].is_commutative or lk.rel not in ("=", "≈"):
        return None
    written = sides[k]
    if any(objects._defined(a, reading.env, lk.offset, listed=True)[0] is None for a in objects._atoms(sides[1 - k])):
        return None  # (a vector or matrix the document does not write out: not decided here)
    found = []
    shapes = [written.shape] if isinstance(written, sp.MatrixBase) else [(len(written), 1), (1, len(written))]
    for shape in shapes:  # (a matrix written out keeps its shape; a list may be a column or a row)
        trial = list(sides)
        trial[k] = sp.ImmutableMatrix(*shape, list(written))
        try:
            found.append(objects.decide(trial[0], trial[1], lk.rel, reading.env, lk.offset, lhs, rhs,
                                        _index_symbols_of(*trial),
                                        _even_symbols(*_commuting(*trial), reading.env, lk.offset),
                                        listed=_orientation(reading.doc)))
        except objects.Elided:
            return None
        except (objects.NotObjects, TypeError, ValueError, AttributeError):
            continue
    decided = [d for d in found if d.status in DECIDED]  # (a reading left undecided yields to one that decides)
    if len({getattr(d, "as_rows", d.status) for d in found} & set(DECIDED)) > 1:
        # ((\vec{q}\vec{k}^T)\vec{v} = [0, 1, 1]: q (k·v) with columns, (q·k) v with rows): which is meant is not written
        return dec.Decision("undecided", found[0].method, f"the lists may be columns or rows, and the readings "
                            f"disagree: {'; '.join(d.reason for d in found)}", used=found[0].used,
                            cause="vector or matrix shapes not fixed")
    return decided[0] if decided else (found[0] if found else None)


def _entrywise(reading: Reading, lk: Link, lhs, rhs) -> dec.Decision:
    """Two vectors or matrices written out, compared entry by entry under the environment (every entry must
    hold; one that fails is the counterexample)."""
    from dataclasses import replace

    import sympy as sp

    pair = _as_complex_pair(reading, lk, lhs, rhs)
    if pair is not None:  # q_m e^{imθ} = [q^{(1)} cos mθ - q^{(2)} sin mθ, …], pairs read as complex numbers
        d = _entrywise(reading, lk, pair[0], pair[1])
        d.used = _unique(pair[2] + d.used)
        if d.status in DECIDED:
            d.reason += (f" (the complex side read as the pair of its real and imaginary parts, every name real, as "
                         f"the document reads a pair as a complex number at {pair[3]})")
        return d
    pair = _as_complex_pair(reading, lk, lhs, rhs, declared=False)
    if pair is not None:  # (t_0 + i t_1)(\cos jθ + i \sin jθ) = R(jθ) [t_0, t_1]^T: a complex number as the plane's point
        d = _entrywise(reading, lk, pair[0], pair[1])
        d.used = _unique(pair[2] + d.used)
        declared_here = next((w for a, b, w in reading.complex_forms if a <= lk.offset < b), None)
        if d.status in ("proved", "consistent") or (d.status == "inconsistent" and declared_here):
            d.reason += (" (the complex side read as the pair of its real and imaginary parts, every name real: the "
                         "point of the plane the other side writes" + (f", as the document reads a pair as a complex "
                                                                        f"number at {declared_here})" if declared_here
                                                                        else ")"))
            return d
        if d.status == "inconsistent":
            return dec.Decision("undecided", d.method, f"read as (real part, imaginary part), the complex side and the "
                                f"pair differ ({d.reason}); the document may pair them otherwise (imaginary part first, "
                                "a conjugate)", d.exact, points=d.points, counterexample=d.counterexample, used=d.used,
                                cause="complex number against a pair")
    (ls, le), (rs, re_) = _entries(lhs.expr), _entries(rhs.expr)
    sides, given, pieces_side = [lhs, rhs], [], None
    for k in (0, 1):  # p_0 = [0, 1, 0, 1]: a vector the document defines entrywise, against its entries written out
        mine, other = sides[k], sides[1 - k]
        shape, written = _entries(other.expr)
        if shape is None or _entries(mine.expr)[0] is not None or len([n for n in shape if n != 1]) > 1 \
                or any(elision.is_elided(x) for x in written):
            continue
        got = vectors.entries(mine.expr, len(written), reading.env, lk.offset)
        if isinstance(got, str):
            return dec.Decision("inconsistent", "environment", got)
        if got is not None:
            pieces_side = k
            vec = sp.ImmutableMatrix(got[0]).reshape(*shape) if isinstance(other.expr, sp.MatrixBase) else \
                sp.Tuple(*got[0])
            sides[k], given = replace(mine, expr=vec), got[1]
            lhs, rhs = sides
            (ls, le), (rs, re_) = _entries(lhs.expr), _entries(rhs.expr)
            break
    named = _entries_named(reading, lk, lhs, rhs)
    if named is not None:
        return named
    if ls is None or rs is None or not _same_shape(ls, rs) or lk.rel not in ("=", "≈"):
        fallback = dec.Decision("undecided", "", "a vector or matrix side: compared entry by entry only when both "
                                "sides are written out with the same shape", cause="vector or matrix side not written out")
        if lk.rel not in ("=", "≈"):
            return fallback
        try:
            L, used = _expand(lhs.expr, reading.env, lk.offset, set(lhs.literals))
            R, used_r = _expand(rhs.expr, reading.env, lk.offset, set(rhs.literals))
        except TooLarge:
            return _list_against_objects(reading, lk, lhs, rhs) or fallback
        L, R = _multiplied_out(L), _multiplied_out(R)  # M \\cdot p_i with p_i = [\\sin i, \\cos i]: a column
        pair = [isinstance(x, sp.MatrixBase) and 1 in x.shape and len(x) == 2 for x in (L, R)]
        if sum(pair) == 1 and isinstance(L if pair[1] else R, sp.Expr) and not given \
                and any(a <= lk.offset < b for a, b, _ in reading.complex_forms):
            # (t_0 + i t_1)(cos jθ + i sin jθ) = R(jθ) (t_0, t_1)^T where the document reads pairs as complex numbers:
            # the product multiplied out, the pair against the complex side's real and imaginary parts
            L, R = (sp.Tuple(*x) if p_ else x for x, p_ in zip((L, R), pair))
            d = _entrywise(reading, lk, replace(lhs, expr=L), replace(rhs, expr=R))
            d.used = _unique(used + used_r + d.used)
            return d
        L, R, written = _written_out(L, reading.env, lk.offset), _written_out(R, reading.env, lk.offset), []
        for side in (L, R):
            if isinstance(side, tuple):
                written.append(side[1])
        L, R = (x[0] if isinstance(x, tuple) else x for x in (L, R))
        used += [b for b in written if b not in used]
        (ls, le), (rs, re_) = _entries(L), _entries(R)
        if ls is not None and _same_shape(ls, rs) and not given and (L, R) != (lhs.expr, rhs.expr):
            # k_1 = (1, 2) restated where the document defined k_1 = (1, 2): written out by the definitions
            d = _entrywise(reading, lk, replace(lhs, expr=L), replace(rhs, expr=R))
            d.used = _unique(used + used_r + d.used)
            return d
        d = _as_objects(reading, lk, lhs, rhs, L, R, fallback)
        d.used = _unique(used + used_r + d.used)
        if d.status not in DECIDED:  # (2\vec{q} = [2, 4, 0] with \vec{q} = [1, 2, 0]: the lists at the shapes they fit)
            return _list_against_objects(reading, lk, lhs, rhs) or d
        return d
    if any(elision.is_elided(x) for x in le + re_):
        return dec.Decision("undecided", "", "a vector or matrix with elided entries (…)", cause="elided entries")
    env, at = reading.env, lk.offset
    out, used = [], list(given)
    for k, (a, b) in enumerate(zip(le, re_)):
        try:
            A, ua = env.expand(a, at)
            B, ub = env.expand(b, at)
        except TooLarge as e:
            return dec.Decision("undecided", "", str(e), used=used, cause="definitions expand too far")
        used += [x for x in ua + ub if x not in used]
        if not (getattr(A, "is_commutative", True) and getattr(B, "is_commutative", True)):
            # the k of sin(ω(pos + k)) where another chapter multiplies a matrix k: inside a sine, a number here (an
            # entry that is a name alone may be a block: only names that stand inside such a function are numbers)
            inside = _inside_functions(A) | _inside_functions(B)
            numbers = _numbers_here(reading, lk, lhs, rhs, A, B, used)
            if numbers and all(a in inside for a in numbers):
                A, B = A.xreplace(numbers), B.xreplace(numbers)
        try:
            A, B = _imaginary_unit(A, B, env, at, _writes_unit(used))
        except Ambiguous as e:
            return dec.Decision("undecided", "", str(e), used=used, cause="i as unit or index")
        d = _decide_expanded(lk, replace(lhs, expr=a), replace(rhs, expr=b), A, B, env, at, "")
        if d.status == "inconsistent" and reading.doc.spans[lk.span_index].where == "code block":
            miss = _relative_miss(replace(lhs, expr=A), replace(rhs, expr=B))
            if miss is None or miss < BLOCK_MISS:  # (softmax([…]) = […] in a block: what a program printed)
                d = dec.Decision("undecided", d.method, f"entry {k + 1} of {len(le)}: {d.reason}, but in a block of "
                                 "code or text, by " + ("an amount the reader cannot measure" if miss is None else
                                                       f"{100 * miss:.2g} %") + ": within what a printed float may "
                                 "carry (1 %), so not a finding", d.exact, cause="value in a code block")
        out.append(d)
        if d.status == "inconsistent":
            if pieces_side is not None and _holds_concatenated(reading, lk, lhs, rhs, le, re_, pieces_side):
                return dec.Decision("undecided", d.method, f"entry {k + 1} of {len(le)} fails as the definition "
                                    "interleaves the pieces (even, odd, even, …), but every entry holds with them "
                                    "concatenated (all even pieces, then all odd ones), as code often lays them out: "
                                    "the reader does not decide which layout is meant", used=used,
                                    cause="layout of the pieces")
            d.reason = f"entry {k + 1} of {len(le)}: {d.reason}"
            d.used = used
            return d
    statuses = {d.status for d in out}
    if statuses == {"proved"}:
        return dec.Decision("proved", "proof", f"every entry ({len(out)}) proved", used=used)
    if statuses <= {"proved", "consistent"}:
        # each distinct reason once, whole (a reason cut in the middle of a word reads as a different one)
        reasons = list(dict.fromkeys(d.reason for d in out if d.status == "consistent"))
        return dec.Decision("consistent", out[0].method, f"every entry ({len(out)}) consistent: " + "; ".join(
            f"entry {next(k + 1 for k, d in enumerate(out) if d.reason == r)}: {r}" if len(reasons) > 1 else r
            for r in reasons), used=used)
    first = next(d for d in out if d.status not in ("proved", "consistent"))
    return dec.Decision("undecided", first.method, f"not every entry decided: {first.reason}", used=used,
                        cause=first.cause or "an entry undecided")


def _holds_concatenated(reading: Reading, lk: Link, lhs, rhs, le, re_, k: int) -> bool:
    """Whether a vector the document defines by interleaved pieces (side ``k``: entries ``le`` or ``re_``), taken
    with its pieces concatenated ([even 0, even 1, …, odd 0, odd 1, …]), equals the vector written out entry by
    entry (proved or consistent)."""
    from dataclasses import replace

    mine = list(le if k == 0 else re_)
    if len(mine) < 4 or len(mine) % 2:
        return False
    alt = mine[0::2] + mine[1::2]
    pairs = zip(alt, re_) if k == 0 else zip(le, alt)
    env, at = reading.env, lk.offset
    for a, b in pairs:
        try:
            A, _ = env.expand(a, at)
            B, _ = env.expand(b, at)
            d = _decide_expanded(lk, replace(lhs, expr=a), replace(rhs, expr=b), A, B, env, at, "")
        except Exception:  # noqa: BLE001 - an entry not decided: no other layout shown to hold
            return False
        if d.status not in ("proved", "consistent"):
            return False
    return True


def _denied(doc, span) -> bool:
    """Whether the sentence calls the formula wrong, right after it ("… is wrong") or in a label before it ("Wrong:")."""
    return bool(_DENIED_AFTER.match(doc.text, span.end) or _FALSE_LABEL.search(doc.text, max(0, span.start - 60),
                                                                               span.start))


def _denied_link(reading: Reading, lk: Link) -> bool:
    """Whether the document does not assert ``lk``: its sentence calls it wrong, or its decision (made before, in
    document order) found it denied or excluded ("a common mistake is to write …, which is not true")."""
    decided = getattr(lk, "decision", None)
    return _denied(reading.doc, reading.doc.spans[lk.span_index]) or (
        decided is not None and decided.status == "definition" and decided.reason.startswith("denied"))


# a sentence that rejects the formula it states, anywhere in it ("It is tempting to use the rule …, but this rule is
# wrong", "A naive rule, …; we reject it")
_REJECTING = re.compile(r"\b(?:wrong|incorrect|not true|does not hold|doesn't hold|reject\w*|mistake\w*|naive|tempting|"
                        r"fallac\w*|do not use|don't use|bogus|invalid|misleading)\b|错误|不对|不成立|不正确|误区", re.I)


def _rejected(reading: Reading, lk: Link) -> bool:
    """Whether the document does not assert ``lk`` (``_denied_link``), or its sentence rejects it in words."""
    span = reading.doc.spans[lk.span_index]
    sentence = _sentence_so_far(reading.doc.text, span.start, 300) + reading.doc.text[
        span.start:sentence_end(reading.doc.text, span.end)]
    return _denied_link(reading, lk) or bool(_REJECTING.search(sentence))


# a sentence that disowns plain arithmetic it writes ("注意32×2=18是错误的", "常见的错误写法是", "不要写成",
# "It is wrong to write …")
_DISOWNING_BEFORE = re.compile(r"(?:(?:^|(?<=[\s(（;；。.，,]))(?:wrong|incorrect|false|错|错误|不对)\s*[:：]|"
                               r"不要写成|别写成|不能写成|错误(?:的)?写法(?:是|为)?|(?:it is|it's)\s+wrong\s+to\s+write|"
                               r"(?:a\s+)?common\s+mistake\s+is(?:\s+to\s+write)?|never\s+write|do\s+not\s+write|"
                               r"don't\s+write)\s*[:：,，]?\s*$", re.I)
_DISOWNING_AFTER = re.compile(r"\s*(?:(?:是错误的|是错的|是不对的|不对|不成立|是笔误)(?![\u4e00-\u9fff])|"
                              r"is\s+(?:wrong|incorrect|false|a\s+typo)\b|does\s+not\s+hold\b)", re.I)


def _disowned_plain(doc, span) -> bool:
    """Whether the sentence of a plain relation in the prose disowns it, said of it: right before it ("不要写成",
    "It is wrong to write") or right after it ("是错误的", "is wrong"); not a word elsewhere in the sentence ("the
    false positive rate is 1-0.9=0.2", "错误率为 …")."""
    return bool(_DENIED_AFTER.match(doc.text, span.end)) \
        or bool(_DISOWNING_BEFORE.search(doc.text, max(0, span.start - 40), span.start)) \
        or bool(_DISOWNING_AFTER.match(doc.text, span.end))  # (not "Wrong:" as a label: "goes wrong at this length:")


def _denied_decision() -> dec.Decision:
    return dec.Decision("definition", "environment", "denied or excluded by its sentence ('not', 'except', '不包括', "
                        "'is wrong'): not asserted, not checked")


# the sentence calls the formula just written wrong ("$v(2) = 10$ is wrong", "…是错的")
# (or ", which is false", "(wrong)", "✗", "does not hold", "is a typo", "，这是笔误")
_DENIED_AFTER = re.compile(
    r"\s*(?:[,，]?\s*(?:which|that)\s+)?(?:"
    r"(?:(?:is|was|would\s+be|are)\s+(?:wrong|false|incorrect|a\s+mistake|an\s+error|a\s+typo|not\s+(?:true|correct))|"
    r"(?:isn't|wasn't)\s+(?:true|correct))\b|"
    # ("does not hold" said of the formula; not "does not hold back", "… with equality unless")
    r"(?:(?:does|do)\s+not\s+hold|doesn't\s+hold|never\s+holds|fails(?:\s+to\s+hold)?)\b"
    r"(?!\s+(?:back|up|on|off|out|with\s+equality))|"
    r"[(（]\s*(?:wrong|false|incorrect|typo|not\s+true|错误?|[✗✘❌])\s*!?\s*[)）]|[✗✘❌]|"
    r"[—–]{1,2}\s*(?:this\s+is\s+|that\s+is\s+|which\s+is\s+)?(?:false|wrong|incorrect|a\s+typo|typo|not\s+true)\b|"
    r"\?\s*No\b|"
    # (a word of its own: not the start of 错误分类 "misclassification" or 不对称 "asymmetric", nor a question, 笔误吗)
    r"[，,]?\s*(?:这|此处|这里)?(?:是)?(?:错的|错误的?|不对的?|(?:并|也)?不成立|不正确的?|不一定成立|笔误)"
    r"(?=\s*(?:$|[。，,.!！；;）)\n]|公式|写法|结果|等式))|"
    r"では(?:ない|ありません)|は成り立たない|が成り立たない)", re.I)
# a label right before a formula that calls it false ("A false check in the same spirit:", "Wrong:", "错误写法：", "✗",
# "a common misconception that"): the formula is shown as false, not asserted
_FALSE_LABEL = re.compile(r"[✗✘❌]\s*$|misconception\s+that\s*$|(?:\b(?:false|wrong|incorrect|erroneous)\b[^.!?。！？$,，;；\n]{0,30}|错误的?(?:写法|公式|示例)?)"
                          r"\s*[:：]\s*$", re.I)
# "at the points where", "at which", "namely": the relation that follows picks out the values where it holds
_WHERE_IT_HOLDS = re.compile(r"(?:points?\s+where|values?\s+where|at\s+which|for\s+which|namely|exactly\s+when|当且仅当)"
                             r"[^。.!?！？]{0,40}$", re.I)
# (… or "setting the derivative to zero gives": the condition where it is zero, an equation to solve)
_EQUATION_WORD = re.compile(r"solv\w*|solution|root|equation|find|解|方程|求|满足|satisf\w*|"
                            r"\b(?P<set>set(?:ting)?|equat(?:e|ing))\b(?P<x>[^。.!?！？]{0,80}?)"
                            r"(?:\b(?:to|equal\s+to)\s+\$?\s*(?:zero|0)\b|=\s*0\s*\$)|"
                            r"(?P<ling>令)(?P<y>[^。！？]{0,30}?)(?:为零|为\s*0|等于\s*\$?\s*0|=\s*0)|"
                            r"vanish\w*\s+(?:exactly\s+)?(?:where|when|at)|"
                            r"\bat\s+(?:a|the|its)\s+(?:maximum|minimum|extremum|stationary\s+point|critical\s+point)|"
                            r"first[- ]order\s+condition|极值点|驻点|stationary\s+(?:condition|point)|critical\s+point|"
                            r"\b(?:requir|demand|impos|forc)\w*\b[^。.!?！？]{0,60}\b(?:to\s+)?(?:vanish|be\s+(?:zero|0)\b)|"
                            r"\bequat\w*\b[^。.!?！？]{0,80}\bwith\s+\$?\s*(?:zero|0)\b|"
                            r"\bwhen\b[^。.!?！？$]{0,40}\b(?:derivative|gradient|slope)\b[^。.!?！？$]{0,20}"
                            r"\b(?:is|are|equals?|becomes?)\s+(?:zero|0)\b", re.I)
# what a cue's formula is kept from: a clause after the cue that says the formula holds in general ("; by angle
# addition", ", and in general", "for all m": an identity follows), a negation before it ("Before equating anything to
# zero"), and a single free name set to zero ("令 $\\beta = 0$", "setting $n$ to zero": a substitution, not an
# equation).  An aside in parentheses or between commas ("(but keeping $m$ fixed)", ", however,") breaks nothing.
_CLAUSE_BREAK = re.compile(r"[;；]|\bin\s+general\b|\bgenerally\b|\bfor\s+(?:all|every|any)\b|一般|对(?:所有|任意|一切|每个)",
                           re.I)
# a name for the formula right before it that says it is an identity ("uses the identity", "by angle addition, ")
_IDENTITY_LEADS = re.compile(r"(?:\bidentit\w*|\bby\b[^.;,]{0,20}\baddition\b|\buses\b[^.;,]{0,12}|\brel(?:y|ies)\s+on\b"
                             r"[^.;,]{0,12}|恒等式?|和角公式)\W{0,4}$", re.I)
_ASIDE = re.compile(r"\([^()]*\)|（[^（）]*）|[,，]\s*(?:but|however|though|但|不过)\b[^,，]*[,，]", re.I)
_NOT_BEFORE = re.compile(r"(?:\b(?:before|without|instead\s+of|rather\s+than|not|never|no\s+need\s+to)\s+(?:\w+\s+)?"
                         r"|无需|不必|不用|无须|不需要)$", re.I)
_BARE_NAME = re.compile(r"\s*(?:the\s+)?\$\s*(\\?[A-Za-z]+(?:_\{?[\w\\]+\}?)?)\s*\$?\s*(?:to\s*)?", re.I)


# a sentence that opens with what the one before it gives: "This gives", "Then", "So", "从而", "得"
_CONSEQUENCE_OPENS = re.compile(r"\s*(?:(?:this|that|it|which)\s+(?:gives|yields|leads\s+to|results\s+in|means)|so|hence|"
                                r"thus|therefore|then|it\s+follows\s+that|从而|于是|得|即|可得)\W{0,4}"
                                r"(?:we\s+(?:get|have|obtain|find|arrive\s+at)\W{0,4})?$", re.I)
# the cues whose consequence may open the next sentence ("We set the derivative to zero. Then …"): a condition set,
# not a word about solving ("This is the standard solution. Therefore (a + b)^2 = a^2 + b^2" is a claim)
_LOOSE_CUE = re.compile(r"solv\w*|solution|root|equation|find|解|方程|求|满足|satisf\w*", re.I)


def _written_key(name: str) -> str:
    """A name as written, for comparing: no spaces, braces or font commands (``D_{\\theta}`` and ``D_\\theta`` alike)."""
    return re.sub(r"\\(?:mathrm|mathbf|boldsymbol|bm|text|operatorname)|[\s{}]", "", name)


def _present_names(*sides) -> frozenset:
    """The names the (expanded) sides of a relation involve, as ``_written_key`` leaves them with their backslashes,
    underscores and brackets dropped (β, D_θ and D[θ] as beta, Dtheta): what a name set to zero is compared with."""
    import sympy as sp

    out = set()
    for e in sides:
        if isinstance(e, sp.Basic):
            out |= {_bare_key(str(x)) for x in e.free_symbols | e.atoms(sp.Indexed)}
    return frozenset(out)


def _bare_key(name: str) -> str:
    return re.sub(r"[\\_\[\]{}\s,]", "", _written_key(name))


def _introduced_as_equation(prose: str, present: frozenset = frozenset()) -> bool:
    """Whether the text right before a formula (``prose``) introduces it as an equation to solve: a cue of
    ``_EQUATION_WORD`` ("solve", "setting the derivative to zero", "令导数为零", "vanishes where", "at the maximum")
    within 80 characters of the formula, with no clause between that says the formula holds in general (asides in
    parentheses or between commas aside), not negated ("before equating", "without solving"), and, for "set … to zero"
    and "令 … 为零", not a single name written as a formula that the relation involves, its definitions substituted
    (``present``, ``_present_names``: "令 $\\beta = 0$, 则 f(x) = wx" with f(x) = wx + β: a substitution, after which
    the relation is an identity; "setting $D$ to zero gives cos mθ = sin mθ", or "the slope" in words: an
    equation)."""
    for m in _EQUATION_WORD.finditer(prose):
        if len(prose) - m.end() > 80:
            continue
        tail = _ASIDE.sub(" ", prose[m.end():])
        ends = list(re.finditer(r"[。.!?！？](?:\s|$)", tail))
        if len(ends) > 1 or (ends and (not _CONSEQUENCE_OPENS.match(tail[ends[0].end():])
                                       or _LOOSE_CUE.fullmatch(m.group(0)))) or _CLAUSE_BREAK.search(tail) \
                or _IDENTITY_LEADS.search(tail):
            continue  # (one sentence end only before "This gives", "So", "得": the cue's own consequence)
        if _NOT_BEFORE.search(prose[max(0, m.start() - 30):m.start()]):
            continue
        zeroed = m.group("x") if m.group("set") else m.group("y") if m.group("ling") else None
        bare = _BARE_NAME.fullmatch(zeroed) if zeroed is not None and "$" in zeroed else None
        if bare is not None and _bare_key(bare.group(1)) in present and re.search(r"=\s*0\s*\$?\s*$", m.group(0)):
            continue  # ($\beta = 0$, a value the reader binds: the relation is then read with it)
        return True
    return False


_LARGE, _SMALL = r"(?:large|big|long|huge)", r"(?:small|tiny|short)"
# a name in a formula: $n$, $\theta$, $d_{\text{model}}$ (its subscript word kept: d_model)
_NAME = r"\$\s*\\?(?P<n>[A-Za-z]+)(?:_\{?\s*(?:\\(?:text|mathrm)\s*\{)?(?P<s>[A-Za-z]+)\}?\}?)?\s*\$"
_STATED_REGIME = [  # each names the symbol (n, s) and the direction (w: a word, a limit, or ∞/0 fixed)
    (re.compile(r"(?:(?:for|when|as|with|at|and)\s+)?(?:a\s+|very\s+|sufficiently\s+)?(?P<w>" + _LARGE + "|" + _SMALL
                + r")\s+" + _NAME, re.I), None),
    (re.compile(_NAME + r"\s+(?:is\s+|are\s+)?(?:very\s+|sufficiently\s+)?(?P<w>" + _LARGE + "|" + _SMALL + r")(?!\w)",
                re.I), None),
    (re.compile(r"\$\s*\\?(?P<n>[A-Za-z]+)\s*(?:\\to|→|->|\\rightarrow)\s*(?P<w>\\infty|∞|0)\s*\$"), None),
    (re.compile(r"\$\s*\\?(?P<n>[A-Za-z]+)\s*(?:\\gg|≫)"), "∞"),
    (re.compile(r"\$\s*\\?(?P<n>[A-Za-z]+)\s*(?:\\ll|≪)"), "0"),
    (re.compile(_NAME + r"\s*(?P<w>很大|足够大|较大|趋于无穷|趋向无穷|趋向于无穷|趋近无穷|很小|足够小|较小|趋于0|趋于零|趋向0|"
                r"趋向于0)"), None),
    (re.compile(_NAME + r"\s*が\s*(?:十分\s*)?(?P<w>大き|小さ)"), None),
]
_NOT_HERE = re.compile(r"(?:(?:^|\W)(?:not|n't|never|no longer|unlike)\W|不|没有|并非|ない)[^$]{0,20}$", re.I)
_CLAUSE_END = re.compile(r"[.;。；!?！？]\s|[。；！？]|\n\s*\n")


def _stated_regime(prose: str, L, R) -> list:
    """The regimes the text states in the clause right before an approximation ("for large $n$ and small $x$",
    "$n \\to \\infty$", "$n \\gg d$", "when $x$ is large", "$n$ 足够大", "$n$ が十分大きい"), as [(symbol, "∞" or "0")]
    for the symbols of the relation; a regime the clause denies ("does not hold for large $d$") is not one, unless it
    says "not only"."""
    ends = list(_CLAUSE_END.finditer(prose))
    clause = prose[ends[-1].end():] if ends else prose
    free = {str(s): s for s in (L.free_symbols | R.free_symbols)}
    out = []
    for m, fixed, name, sub in _regime_words(clause):
        before = clause[max(0, m.start() - 30):m.start()]
        if _NOT_HERE.search(before) and not re.search(r"not only|不仅|不只", before, re.I):
            continue
        if sub and f"{name}_{sub}" in free:
            name = f"{name}_{sub}"
        d = fixed or m.group("w")
        d = "0" if re.fullmatch(_SMALL + r"|0|很小|足够小|较小|趋于0|趋于零|趋向0|趋向于0|小さ", d, re.I) else "∞"
        if name in free and (free[name], d) not in out:
            out.append((free[name], d))
    return out


def _regime_words(text: str):
    """Each regime ``_STATED_REGIME`` reads in ``text``: (match, its fixed direction or None, name, subscript)."""
    for rx, fixed in _STATED_REGIME:
        for m in rx.finditer(text):
            g = m.groupdict()
            yield m, fixed, g["n"], g.get("s")


def _pairs_decided(lk: Link, lhs, rhs, L, env, at) -> dec.Decision:
    """``L = 0`` for ``L`` the sum over the pairs of squared differences (``vectors.pairwise``): an identity in every
    symbol it has, proved by SymPy or decided at test points (a failure a counterexample, re-checked at 512 bits)."""
    import sympy as sp

    zero = sp.Integer(0)
    index_symbols = _index_symbols(L)
    if L.atoms(sp.core.function.AppliedUndef):
        return dec.Decision("undecided", "", "the pairs' entries involve functions the document does not define",
                            cause="undefined function or family")
    step = dec.prove(L, zero, "=", env, at, index_symbols)
    if step:
        return dec.Decision("proved", "proof", f"SymPy reduces it to 0 ({step})")
    return dec.test_points(L, zero, "=", lhs, rhs, env, at, index_symbols, _even_symbols(L, zero, env, at))


def _decide_expanded(lk: Link, lhs, rhs, L, R, env, at, prose: str = "") -> dec.Decision:
    """The decision once the environment is substituted.  Only an identity-shaped equation can be found
    inconsistent at test points: both sides with the same unknowns, not a polynomial equation in one unknown
    ("x^2 = 2x": an equation to solve), not introduced as an equation to solve (``prose``: the text before it).
    An inequality with unknowns is never flagged at test points (it is usually stated under a hypothesis the
    reader does not read: "for n > 3, n! > 2^n"); a relation with vectors or matrices (bold symbols) is never
    "proved" by commutative algebra."""
    import sympy as sp

    hidden = dec.index_in_a_name(L) or dec.index_in_a_name(R)
    if hidden:
        return dec.Decision("undecided", "", f"a sum's summand writes {hidden[1]}, one name that carries the sum's index "
                            f"{hidden[0]} (read as one name it would not vary with the index; read as an entry, the "
                            "document does not define it)", cause="index inside a name")
    lits = set(lhs.literals) | set(rhs.literals)
    opaque = L.atoms(sp.core.function.AppliedUndef) | R.atoms(sp.core.function.AppliedUndef)
    index_symbols = _index_symbols(L) | _index_symbols(R)
    fl, fr = L.free_symbols - lits, R.free_symbols - lits
    leftover = L.atoms(sp.Indexed) | R.atoms(sp.Indexed)
    if not (fl | fr) and not opaque:
        try:
            return dec.closed(lhs, lk.rel, rhs, L, R, (lk.lhs, lk.rhs), carried=lk.carried,
                              given_rounded=lk.rounded_given)
        except dec.NotEvaluated as e:
            return dec.Decision("undecided", "arithmetic", f"not evaluated: {e}", cause="not evaluated")
    free_members = dec.free_members(L, R, leftover) if not opaque else {}
    if leftover and free_members and len(free_members) == len(leftover):
        # x_0, y_1 of a family the document does not define: numbers it leaves free, like any symbol
        d = _decide_expanded(lk, lhs, rhs, L.xreplace(free_members), R.xreplace(free_members), env, at, prose)
        d.reason += (f" ({', '.join(sorted(str(x) for x in free_members.values()))}: entries the document leaves free, "
                     "or defines in a form the reader does not use)")
        return d
    generic = dec.free_members(L, R, leftover, symbolic=True) if leftover and not opaque else {}
    if leftover and generic and len(generic) == len(leftover) and lk.rel in ("=", "≈"):
        # lse_i, \tilde{lse}_{ij} of families the document does not define: an identity whatever numbers they
        # are is proved (or found consistent) with each member a free number; a failure is no finding (i may be j)
        d = _decide_expanded(lk, lhs, rhs, L.xreplace(generic), R.xreplace(generic), env, at, prose)
        if d.status in ("proved", "consistent"):
            d.reason += (f" ({', '.join(sorted(str(x) for x in generic))}: members of families the document does "
                         "not define, or defines in a form the reader does not use, each taken as a free number)")
            return d
        if d.status == "inconsistent" and dec.never_coincide(generic):
            # q^{(1)}_m and q^{(2)}_m: two entries whatever m is (they differ in a numeric index), so free numbers
            d.reason += (f" ({', '.join(sorted(str(x) for x in generic))}: members of families the document does "
                         "not define, or defines in a form the reader does not use, each taken as a free number; no "
                         "two of them can be the same entry, as they differ in a numeric index)")
            return d
    if opaque and lk.rel in ("=", "≈") and not _objects(lhs, rhs, L, R):
        d = _order_term(lhs, rhs, L, R, env, at, index_symbols)
        if d is not None:
            return d
    if opaque and lk.rel == "=":
        d = _function_of_arguments(env, at, lk, lhs, rhs, L, R, index_symbols, False)
        if d is not None:
            return d
    if opaque or leftover:
        names = sorted({_opaque_name(a) for a in opaque} | {str(a.base) for a in leftover})
        if lk.rel in ("=", "≈") and not _objects(lhs, rhs, L, R):
            step = dec.prove(L, R, "=", env, at, index_symbols)
            if step:  # an identity whatever the names it leaves undefined stand for
                return dec.Decision("proved" if lk.rel == "=" else "consistent", "proof",
                                    f"SymPy reduces lhs - rhs to 0 ({step}) whatever {', '.join(names)} "
                                    f"{'stands' if len(names) == 1 else 'stand'} for")
            d = _at_arbitrary(lk, lhs, rhs, L, R, env, at, opaque, leftover, index_symbols)
            if d is not None:
                return d
        return dec.Decision("undecided", "", f"involves {', '.join(_shown_name(n) for n in names)}, which the "
                            "document does not define (or defines in a form the reader does not use)",
                            cause="undefined function or family")
    if _objects(lhs, rhs, L, R):
        return dec.Decision("undecided", "", "involves vectors or matrices (bold symbols): their products do not "
                            "commute, and the reader does not decide matrix algebra", cause="vectors or matrices")
    names = ", ".join(sorted(str(x) for x in (fl | fr)))
    even = _even_symbols(L, R, env, at)
    worked_value = lk.rel in ("=", "≈") and (not fl or not fr)
    # the test points first (cheap, in Arb): a relation they refute is not sent to SymPy
    if lk.rel == "≈":
        d = dec.regime(L, R, lhs, rhs, env, at, index_symbols, even, stated=_stated_regime(prose, L, R))
        if d.status == "consistent" and not (lhs.literals or rhs.literals) \
                and not dec.differ_at_a_point(L, R, env, at, index_symbols):
            # (consistent either way: the proof only names why; where Arb shows the sides differ it is not tried:
            # SymPy's trigsimp takes seconds on sin(64x) ≈ 64x)
            step = dec.prove(L, R, "=", env, at, index_symbols)
            if step:  # x ≈ x, (a + b)^2 ≈ a^2 + 2ab + b^2: equal, not only close in a regime
                return dec.Decision("consistent", "proof", f"SymPy reduces lhs - rhs to 0 ({step}): the sides are "
                                    "equal, so '≈' holds everywhere")
        shown = dec.shown_results(lhs, rhs, "≈")
        if d.status == "undecided" and (shown[0].shown or shown[1].shown):
            # 6.6 × d_model for log2(10000) × d_model/2: equal to the digits shown at every test point (only a
            # pass is used: an approximation with rounded numbers may also hold only in a regime)
            tp = dec.test_points(L, R, "≈", lhs, rhs, env, at, index_symbols, even)
            if tp.status == "consistent":
                tp.reason = tp.reason.replace("consistent at", "equal to the digits shown at")
                d = tp
    else:
        d = dec.test_points(L, R, lk.rel, lhs, rhs, env, at, index_symbols, even)
    if (d.status == "undecided" if lk.rel == "≈" else d.status != "inconsistent") or worked_value:
        rel = "=" if lk.rel == "≈" else lk.rel
        step = dec.prove(L, R, rel, env, at, index_symbols)
        if step:
            what = "lhs - rhs to 0" if rel == "=" else "the sign of lhs - rhs"
            return dec.Decision("proved" if lk.rel != "≈" else "consistent", "proof", f"SymPy reduces {what} ({step})")
    if worked_value and d.status == "inconsistent" and lk.rel == "=" and not (L.has(sp.I) or R.has(sp.I)):
        # f_{d/2-1} = 10000^{-1}: a worked value that no value of its one unknown gives is false whatever the
        # document meant the unknown to be (an identity in it, or an equation for it); not where the sides are
        # complex (z \bar z = 25 with z = 3 + 4i: its unknown \bar z may be complex)
        refuted = dec.no_real_solution(L, R, env, at, index_symbols)
        if refuted:
            x, note = refuted
            d.reason = (f"no real value of {x} makes the sides equal (SymPy: lhs = rhs has no solution){'; ' + note if note else ''}; "
                        f"{d.reason}")
            d.method = "exact refutation"
            return d
    if worked_value and d.status != "consistent":
        return dec.Decision("undecided", "", f"a value that depends on {names}, to which the document's environment "
                            "gives no value (not an identity SymPy proves)", cause="value of free parameters")
    if d.status == "inconsistent":
        why = None
        if lk.rel in ("<", ">", "≤", "≥"):
            why = "an inequality with unknowns may hold under a hypothesis the reader does not read"
        elif fl != fr and not _constant_in_extras(d, L, R, lhs, rhs, fl, fr, env, at, index_symbols, even):
            why = "the sides have different unknowns: a condition or an equation to solve, not an identity"
        elif len(fl) == 1 and (L - R).is_polynomial(*fl) and lk.first:  # (a later step of a chain simplifies)
            why = "a polynomial equation in one unknown: an equation to solve, not an identity"
        elif _introduced_as_equation(prose, _present_names(L, R)):
            why = "the text introduces it as an equation to solve"
        if why:
            d.status, d.reason, d.cause = "undecided", f"fails at a test point, but {why} ({d.reason})", "not an identity"
    return d


def _constant_in_extras(d, L, R, lhs, rhs, fl: set, fr: set, env, at, index_symbols: set, even: set) -> bool:
    """Whether the unknowns only one side has are ones that side does not depend on (PE(t + k) · PE(t), the same for
    every t, against a sum in k): then the relation states an identity in the unknowns both sides share, and its
    failure at a test point is a counterexample, not a condition.  The moved points are added to ``d``'s reason."""
    if not d.counterexample:
        return False
    by_name = {str(s): s for s in fl | fr}
    point = {by_name[k]: v for k, v in d.counterexample.items() if k in by_name}
    moved = []
    for side, lits, extra in ((L, lhs, fl - fr), (R, rhs, fr - fl)):
        if not extra:
            continue
        if any(s not in point for s in extra):
            return False
        got = dec.constant_in(side, lits, sorted(extra, key=str), point, env, at, index_symbols, even)
        if got is None:
            return False
        moved.append(f"the {'left' if side is L else 'right'} side, the only one with "
                     f"{', '.join(sorted(map(str, extra)))}, keeps its value (to 2^-400) with {got}, at two points")
    d.reason += "; " + "; ".join(moved) + ", so the relation is an identity in the unknowns both sides share"
    return True


_MARKS = {"hat": "\\hat", "tilde": "\\tilde", "bar": "\\bar", "check": "\\check", "breve": "\\breve", "dot": "\\dot",
          "cal": "\\mathcal", "bb": "\\mathbb", "frak": "\\mathfrak"}


def _shown_name(name: str) -> str:
    """A name of the reader's as the document writes it (k_hat: \\hat{k}, theta_prime: theta', O_cal: \\mathcal{O},
    p_|2: p(…|…), u^(): u^{(…)}, h^leftarrow: h^{\\leftarrow}); other names as they are."""
    m = re.fullmatch(r"([A-Za-z]+)_(hat|tilde|bar|check|breve|dot|cal|bb|frak)", name)
    if m:
        return f"{_MARKS[m.group(2)]}{{{m.group(1)}}}"
    m = re.fullmatch(r"([A-Za-z]+)_prime((?:_prime)*)", name)
    if m:
        return m.group(1) + "'" * (1 + m.group(2).count("_prime"))
    m = re.fullmatch(r"([A-Za-z]+)_?\|\d+", name)
    if m:
        return f"{m.group(1)}(…|…)"
    m = re.fullmatch(r"([A-Za-z]+)\^\(\)", name)
    if m:
        return f"{m.group(1)}^{{(…)}}"
    m = re.fullmatch(r"([A-Za-z]+)\^(leftarrow|rightarrow)", name)
    if m:
        return f"{m.group(1)}^{{\\{m.group(2)}}}"
    return name


def _opaque_name(a) -> str:
    """How a function left unevaluated is named in a reason: a derivative or a gradient by what it is of."""
    import sympy as sp

    name = str(a.func)
    if name in ("partial", "total") and len(a.args) == 2:
        var = a.args[1].name if isinstance(a.args[1], sp.Symbol) else _value_text(a.args[1])
        of = "a function defined by cases" if a.args[0].has(sp.Piecewise) else _value_text(a.args[0])
        return f"the derivative of {of} with respect to {var}"
    if name == "nabla" and a.args:
        return f"the gradient of {_value_text(a.args[0])}" + (
            f" with respect to {_value_text(a.args[1])}" if len(a.args) == 2 else "")
    if name in ("max_over", "min_over") and len(a.args) == 2:  # (the reader does not evaluate a max over a range)
        body, var = a.args
        if isinstance(var, sp.Dummy):  # (the bound index, shown by its name)
            body, var = body.xreplace({var: sp.Symbol(var.name)}), sp.Symbol(var.name)
        return f"the {name[:3]}imum of {_value_text(body)} over {_value_text(var)}"
    return name


def _order_term(lhs, rhs, L, R, env, at, index_symbols) -> dec.Decision | None:
    """``\\sinh\\tau = \\tau + \\mathcal{O}(\\tau^3)`` decided as a remainder as τ → 0 (``decide.order_term``), with
    the variable of the O-term as written: a value the environment gives it elsewhere (τ = \\sqrt{β/α}) is not
    substituted, since the relation is about τ going to 0."""
    import sympy as sp

    written = set()
    for e in (lhs.expr, rhs.expr):
        if isinstance(e, sp.Basic):
            for a in e.atoms(sp.core.function.AppliedUndef):
                if a.func.__name__ in dec.ORDER_NAMES and len(a.args) == 1 and isinstance(a.args[0], sp.Pow):
                    written |= {x for x in a.args[0].free_symbols if isinstance(x, sp.Symbol)}
    if not written:
        return None
    bound = [b for b in (env.knows(x, at) for x in written) if b is not None and not b.params]
    if bound:
        env = env.without(bound)
        try:
            L, R = env.expand(lhs.expr, at)[0], env.expand(rhs.expr, at)[0]
        except Exception:  # noqa: BLE001 - not expanded without them: not decided this way
            return None
    return dec.order_term(L, R, env, at, index_symbols)


def _at_arbitrary(lk: Link, lhs, rhs, L, R, env, at, opaque, leftover, index_symbols) -> dec.Decision | None:
    """An equation in families and functions the document does not define (``x_{ij}``, ``v_j``, ``g``) tested as
    LaCASt does, at test points with each of them one fixed arbitrary smooth function (``arb.arbitrary``): the
    relation is consistent when it holds at every point tried; None otherwise.  A failure is not a finding: the
    document may constrain what it leaves undefined (weights that sum to 1, a probability), so it stays undecided."""
    from suite.reader.environment import OPERATIONS

    if lk.rel != "=" or any(a.func.__name__ in OPERATIONS or a.func.__name__ in _OPS
                            or not all(x.is_commutative for x in a.args) for a in opaque):
        return None
    names = frozenset({a.func.__name__ for a in opaque} | {str(a.base) for a in leftover})
    d = dec.test_points(L, R, "=", lhs, rhs, env, at, index_symbols, _even_symbols(L, R, env, at), arbitrary=names)
    if d.status != "consistent":
        return None
    d.reason += (f", with {', '.join(sorted(names))} (which the document does not define) each given one arbitrary "
                 "smooth function of its indices or arguments")
    return d


def _objects(lhs, rhs, L, R) -> bool:
    """Whether ``L`` or ``R`` holds a vector or matrix: a name read as a matrix, or one the relation writes bold.
    An entry of a bold vector (``\\bm{u}_{[i]}``, read with a plain base) is a number."""
    import sympy as sp

    bold = set(lhs.bold) | set(rhs.bold)
    for e in (L, R):
        atoms = getattr(e, "atoms", lambda *_: set())(sp.Symbol, sp.Indexed, sp.core.function.AppliedUndef)
        labels = {a.base.label for a in atoms if isinstance(a, sp.Indexed)}
        for a in atoms:
            if not a.is_commutative:
                return True
            if isinstance(a, sp.Symbol) and a.name in bold and a not in labels:
                return True
            if isinstance(a, sp.core.function.AppliedUndef) and a.func.__name__ in bold:
                return True
            if isinstance(a, sp.Indexed) and str(a.base.label) in bold and not a.base.is_commutative:
                return True
    return False


# the base the document says every \log has: "In this note $\log$ denotes the base-2 logarithm", "All logarithms are
# base 10 here", "logs are taken to base 2", "对数均以 2 为底", "\log 以 2 为底"
_LOG_BASE_STATED = re.compile(
    r"(?:\b(?:in|throughout)\s+this\s+(?:note|paper|post|document|article|text|book|chapter|section|lecture|blog)|"
    r"\bthroughout\b|\bhere(?:after)?\b|\bbelow\b|\bfrom now on\b)[^.;。；\n]{0,30}?(?:\$\\log\$|\blogs?\b|\blogarithms?\b)"
    r"[^.;。；\n]{0,20}?\b(?:denotes?|is|are|means?)\b[^.;。；\n]{0,20}?(?:\bbase[- ]?\$?\s*(?P<a>2|10)\b|"
    r"(?P<b>binary|common)\s+log)|"
    r"\b(?:all|every)\s+(?:the\s+)?logarithms?\b(?:\s+(?:here|below|in this \w+))?\s+(?:are|is)\s+(?:(?:taken|written)\s+)?"
    r"(?:(?:to|in)\s+)?base[- ]?\$?\s*(?P<c>2|10)\b|"
    r"(?:本文|全文|下文|以下)[^。；\n]{0,10}(?:对数|\\log\$?|log)\s*(?:均|都|一律)?\s*以\s*\$?\s*(?P<d>2|10)\s*\$?\s*为底", re.I)
# (only a statement about the document's logarithms: not "some toolkits report the loss in bits, i.e. the log is
# taken base 2"; "In this section …" holds to the section's end)
_QUALIFIED = re.compile(r"\b(?:when|whenever|if|only|except|unless)\b|时|的时候", re.I)
_NATURAL_HERE = re.compile(r"\bnatural\s+log|\bnats?\b|\bln\b|自然对数", re.I)


def _stated_log_base(doc: Document, at: int):
    """(base, offset) of the last statement before ``at`` of the base every \\log of the document has, or None."""
    import sympy as sp

    found = None
    for m in _LOG_BASE_STATED.finditer(doc.text, 0, at):
        if any(sp_.kind == "display" and sp_.start <= m.start() < sp_.end for sp_ in doc.spans):
            continue
        if "section" in m.group(0).lower() and not _in_section_of(doc, m.start(), at):
            continue  # ("In this section all logarithms are base 2": not the next section's)
        if _QUALIFIED.search(doc.text, m.end(), sentence_end(doc.text, m.end())):
            continue  # ("\log is base 2 when we talk about entropy": not every log of the document)
        word = next(g for g in m.groups() if g)
        base = {"binary": 2, "common": 10}.get(word.lower(), None)
        found = (sp.Integer(int(word)) if base is None else sp.Integer(base), m.start())
    paragraph = doc.text[max(doc.text.rfind("\n\n", 0, at), 0):sentence_end(doc.text, at)]
    if found is not None and _NATURAL_HERE.search(paragraph):
        return None  # ("PyTorch uses nats, so … $\log 2 \approx 0.693$": the paragraph says which log it means)
    return found


def _log_in_base(doc: Document, lk, lhs, rhs, L, R, env, at, stated) -> dec.Decision:
    """A ``\\log`` without a base, in a document that says what base its logarithms have: decided in that base."""
    import sympy as sp

    base, where = stated
    swap = {a: sp.log(a.args[0]) / sp.log(base) for e in (L, R) for a in e.atoms(sp.log) if len(a.args) == 1}
    if not swap:  # (\log e^3: SymPy took the natural log before the base could be given)
        return dec.Decision("undecided", "", f"\\log in base {base}, as the document says at {_where(doc, where)}, of a "
                            "value the reader took as the natural logarithm before reading the base",
                            cause="log base unstated")
    d = _decide_expanded(lk, lhs, rhs, L.xreplace(swap), R.xreplace(swap), env, at, "")
    d.reason += f" (\\log read as log base {base}, as the document says at {_where(doc, where)})"
    return d


def _log_bases(lk, lhs, rhs, L, R, env, at, natural: dec.Decision) -> dec.Decision:
    """A ``\\log`` without a base: decided as the natural logarithm, and when that reading fails, also as log_10
    and log_2; a relation one of the readings saves is undecided (the base is not stated)."""
    import sympy as sp

    if natural.status != "inconsistent":
        natural.reason += " (\\log read as the natural logarithm)"
        return natural
    for base in (10, 2):
        swap = {a: sp.log(a.args[0]) / sp.log(base) for e in (L, R) for a in e.atoms(sp.log) if len(a.args) == 1}
        other = _decide_expanded(lk, lhs, rhs, L.xreplace(swap), R.xreplace(swap), env, at, "")
        if other.status != "inconsistent":
            return dec.Decision("undecided", other.method, f"\\log without a base: fails as the natural logarithm, "
                                f"holds as log_{base} ({other.reason})", cause="log base unstated")
    natural.reason += " (\\log read as the natural logarithm; log_10 and log_2 fail too)"
    return natural


def _index_symbols(e) -> set:
    import sympy as sp

    out = set()
    for a in e.atoms(sp.Indexed):
        for i in a.indices:
            out |= {s for s in i.free_symbols if isinstance(s, sp.Symbol)}
    for s in e.atoms(sp.Sum, sp.Product):
        for lim in s.limits:
            out.add(lim[0])
            for b in lim[1:]:
                out |= b.free_symbols
    return out


def _even_symbols(L, R, env, at) -> set:
    """Symbols that appear halved in a range's end or a sum's bound (``d`` of ``d/2 - 1``): even."""
    import sympy as sp

    out = set(env.even)
    bounds = [b.hi for b in env.ranges(at).values()]
    for e in (L, R):
        for s in e.atoms(sp.Sum, sp.Product):
            bounds += [lim[2] for lim in s.limits]
    for b in bounds:
        b = sp.sympify(b)
        for s in b.free_symbols:
            if isinstance(s, sp.Symbol) and (b.coeff(s) == sp.Rational(1, 2) or b.coeff(s) == -sp.Rational(1, 2)):
                out.add(s)
    return out


class Ambiguous(Exception):
    """A symbol the relation uses in two meanings (the reason is the message; ``readings``: (what the reading
    takes the symbol to be, lhs, rhs) for each)."""

    def __init__(self, message: str, readings=()):
        super().__init__(message)
        self.readings = list(readings)


def _both_readings(lk: Link, lhs, rhs, env, at, e: Ambiguous, used: list) -> dec.Decision:
    """A relation whose ``i`` could be read either way: inconsistent when it fails under every reading (the counter-
    example is the first reading's), consistent or proved when it holds under every one; else undecided."""
    ds = [(what, _decide_expanded(lk, lhs, rhs, L, R, env, at, "")) for what, L, R in e.readings]
    statuses = {d.status for _, d in ds}
    if ds and statuses == {"inconsistent"}:
        d = ds[0][1]
        d.reason = "fails whichever way i is read (" + "; ".join(f"{w}: {x.reason}" for w, x in ds) + ")"
    elif ds and statuses <= {"proved", "consistent"}:
        d = ds[0][1] if statuses == {"proved"} else next(x for _, x in ds if x.status == "consistent")
        d.reason = "holds whichever way i is read (" + "; ".join(f"{w}: {x.reason}" for w, x in ds) + ")"
    else:
        return dec.Decision("undecided", "", str(e), used=used, cause="i as unit or index")
    d.used = used
    return d


def _writes_unit(used: list) -> bool:
    """Whether a binding used writes the imaginary unit (c_{i,m} = cos(…) - i sin(…)): Re and Im of what it
    defines are then read with it, even where SymPy has already split them."""
    import sympy as sp

    return any(isinstance(b.value, sp.Basic) and b.value.has(sp.I) for b in used)


def _bare_symbols(e) -> set:
    """The free symbols of ``e`` outside the indices of its indexed names (``i`` of ``x_i`` is an index)."""
    import sympy as sp

    return e.xreplace({a: sp.Dummy() for a in e.atoms(sp.Indexed)}).free_symbols


def _unit_outside_indices(e, i):
    """``e`` with the name ``i`` read as the imaginary unit, except where it indexes (``x_i``) or is bound by a sum."""
    import sympy as sp

    if any(lim[0] == i for s_ in e.atoms(sp.Sum, sp.Product) for lim in s_.limits):
        return e
    held = {a: sp.Dummy() for a in e.atoms(sp.Indexed)}
    back = {d: a for a, d in held.items()}
    return e.xreplace(held).xreplace({i: sp.I}).xreplace(back)


def _imaginary_unit(L, R, env, at, unit_in_bindings: bool = False):
    """``L``, ``R`` with the name ``i`` read: left as a name where the imaginary unit is already written at an Euler
    position (``latex.imaginary_positions``) or by a definition used (``unit_in_bindings``); the imaginary unit
    when it occurs only as a linear factor in exponents of e and the document gives ``i`` no range; otherwise
    ``Ambiguous``, carrying both readings (``_both_readings``)."""
    import sympy as sp

    i = sp.Symbol("i")
    if i not in (L.free_symbols | R.free_symbols):
        return L, R
    if env.domains(at).get(i) == "imaginary unit" and not env.i_indexes and i not in env.ranges(at):
        return _unit_outside_indices(L, i), _unit_outside_indices(R, i)  # i^2 = -1, and i never indexes anything
    complex_parts = [a.args[0] for e in (L, R) for a in e.atoms(sp.exp)]
    in_exp = [x for x in complex_parts if i in _bare_symbols(x)]  # exp(x_i): i an index there, not the unit
    written = L.has(sp.I) or R.has(sp.I) or unit_in_bindings  # written at an Euler position (imaginary_positions)
    re_im = not written and any(i in _bare_symbols(a) for e in (L, R) for a in e.atoms(sp.re, sp.im))
    if written and all(x.has(sp.I) for x in in_exp):
        return L, R  # every exponent holds its imaginary unit; the other i's are the position or index
    if not in_exp and not re_im:
        return L, R
    d = sp.Dummy("I")
    outside = [e.xreplace({a: d for a in e.atoms(sp.exp)}) for e in (L, R)]
    linear = all(sp.degree(x, i) == 1 if x.is_polynomial(i) else False for x in in_exp)
    if i in env.ranges(at) or any(i in o.free_symbols for o in outside) or not linear or re_im:
        unit = {a: sp.exp(a.args[0].xreplace({i: sp.I})) for e in (L, R) for a in e.atoms(sp.exp)
                if i in a.args[0].free_symbols and not a.args[0].has(sp.I)}
        raise Ambiguous("the symbol i is used both as the imaginary unit (in e^{i…}) and as a variable or index: "
                        "the reader does not decide which is meant",
                        [("i as a position or index", L, R),
                         ("i in the exponent as the imaginary unit", L.xreplace(unit), R.xreplace(unit)),
                         ("every i as the imaginary unit", _unit_outside_indices(L, i), _unit_outside_indices(R, i))])
    return L.xreplace({i: sp.I}), R.xreplace({i: sp.I})


BLOCK_MISS = 0.01  # in a block of code or text, a worked value missed by less than this (relative) is no finding


_DECIMAL_UNITS = re.compile(r"\b1\s*[KMGT]B\s*=\s*(?:10\s*\^\s*\{?\s*(?:3|6|9|12)|10[³⁶⁹]|1,?000(?:,000)*\s*(?:bytes|[KMG]B)|"
                            r"1000\s*\^\s*\{?\s*[1-4])|decimal (?:units|prefixes)|SI (?:units|prefixes)|按\s*1000\s*进制", re.I)
_BINARY_UNITS = re.compile(r"\b1\s*[KMGT]B\s*=\s*(?:2\s*\^\s*\{?\s*(?:10|20|30|40)|2(?:¹⁰|²⁰|³⁰|⁴⁰)|1,?024\s*(?:bytes|[KMG]B)|"
                           r"1024\s*\^\s*\{?\s*[1-4])|binary (?:units|prefixes)|按\s*1024\s*进制", re.I)


# a convention named only to be set aside: "not binary prefixes", "a mistake to assume 1 GB = 1000 MB", "而非"
_SET_ASIDE = re.compile(r"(?:\bnot|\brather than|\binstead of|不是|而非|并非)"
                        r"(?:\s+(?!(?:we|i|they|use|uses|here|is|are)\b)[A-Za-z-]+){0,2}\s*\(?\s*$", re.I)
# (… not binary prefixes (1 GB = 2^30 bytes); never "instead of GiB we use 1 GB = 10^9 bytes")
# K declared: 1K = 1000 (tokens), 1K = 1024; prefixes named
_K_DECIMAL = re.compile(r"\b1\s*K(?:\s+[A-Za-z]+)?\s*=\s*1,?000\b(?![.,]?\d)|decimal prefixes|SI prefixes", re.I)
_K_BINARY = re.compile(r"\b1\s*K(?:\s+[A-Za-z]+)?\s*=\s*1,?024\b|binary prefixes", re.I)


@functools.lru_cache(maxsize=4)
def _declarations(text: str) -> str:
    """The document's text with its formulas' markup taken out, so that a declaration written in LaTeX or in Chinese
    reads as one in prose (``$1\\,\\text{GB}=10^{9}\\,\\text{bytes}$``, "1 GB 等于 10^9 字节")."""
    t = re.sub(r"\\(?:text|mathrm|rm|textrm|mbox)\s*\{([^{}]*)\}", r"\1", text)
    t = re.sub(r"\\[,;:! ]|~|\$|\\(?:times|cdot)(?![A-Za-z])", " ", t).replace("{", "").replace("}", "")
    return t.replace("字节", " bytes").replace("等于", "=")


@functools.lru_cache(maxsize=8)
def _declared_ways(text: str, decimal, binary) -> frozenset:
    """The ways of counting ("decimal", "binary") the document declares by ``decimal`` and ``binary``, those named
    right after "not", "rather than", "instead of" set aside."""
    t = _declarations(text)  # (once per document: every relation with a K or a GB asks)
    return frozenset(name for name, pattern in (("decimal", decimal), ("binary", binary))
                     for m in pattern.finditer(t) if not _SET_ASIDE.search(t, max(0, m.start() - 40), m.start()))


def _magnitude_convention(text: str) -> str | None:
    """"decimal" or "binary" where the document declares how it counts a K (1K = 1000 tokens, "decimal prefixes"),
    one way only; else None."""
    found = _declared_ways(text, _K_DECIMAL, _K_BINARY)
    return next(iter(found)) if len(found) == 1 else None


def _units_convention(text: str, contested: bool = False) -> str | None:
    """"decimal" or "binary" where the document declares how it counts KB, MB, GB (1 GB = 10^9 bytes, 1 GB = 1024
    MB, "decimal units"), and only one way; else None (both are tried).  A convention named after "not", "rather
    than", "a mistake to assume" is set aside.  With ``contested``, "contested" where the document declares both."""
    found = _declared_ways(text, _DECIMAL_UNITS, _BINARY_UNITS)
    if len(found) == 1:
        return next(iter(found))
    return "contested" if found and contested else None


def _code_comment(lk: Link, kind: str = "code comment", where: str = "code", convention: str | None = None,
                  modular: bool = False, annotated: bool = False, values: tuple = ()) -> dec.Decision:
    """A relation in plain arithmetic: of a code comment (only '≈' is checked: an '=' there may state what the float
    arithmetic prints), or of the prose ("plain": '=' and '≈' as in a formula).  In a block of code or text (where
    "code block") a value that misses by less than 1 % is undecided, not a finding: a printed float carries its
    dtype's rounding (bfloat16's is 0.4 %).  ``values``: the names the code line's block gives a value before it
    (``MathSpan.values``), substituted in its code side."""
    from suite.reader.plain import MAGNITUDE, STORAGE, parse_plain, without_units

    labels = kind == "plain"
    try:
        L, R = parse_plain(lk.lhs, labels=labels), parse_plain(lk.rhs, labels=labels)
        L, used = _with_code_values(L, values)
    except Exception as e:  # noqa: BLE001
        return unparsed(e)
    if used:  # (the bindings, each with its line, name the values the block gives)
        d = _code_comment_decided(lk, L, R, kind, where, modular, annotated)
        d.used = used + list(d.used)
        return d
    if not (L.units or R.units):
        return _plain_sides(lk, L, R, kind, where, modular, annotated)
    # units of storage and magnitudes: KB, MB, GB, … and K, M, T as powers of 1000 and as powers of 1024, a B after a
    # number as a billion and as bytes (which ones the text means it does not say): the readings whose two sides are
    # the same power of bytes are decided, and a finding needs all of them to fail
    used = L.units | R.units
    import itertools

    # each of K, M, T and the storage units read in powers of 1000 or of 1024, independently (4K tokens = 4096 with
    # GB in powers of 1000: 128K × 128K × 2 bytes = 34.4 GB)
    letters = sorted({u for u in used if u in MAGNITUDE and MAGNITUDE[u][1]}
                     | ({"storage"} if any(u in STORAGE and STORAGE[u][0] and not STORAGE[u][1] for u in used) else set()))
    if convention is not None and "storage" in letters:  # (1 GB = 10^9 bytes, declared: that reading of GB only)
        letters.remove("storage")
    fixed = {"storage"} if convention == "binary" else set()
    binary = [frozenset(c) | fixed for n in range(len(letters) + 1) for c in itertools.combinations(letters, n)]
    b_bytes = [False] + ([True] if "B" in used else [])
    found, refused, unwritten = [], None, False
    for bb in b_bytes:
        for b in binary:
            try:
                Ls, Rs = without_units(parse_plain(lk.lhs, binary=b, labels=labels, b_bytes=bb),
                                       parse_plain(lk.rhs, binary=b, labels=labels, b_bytes=bb))
            except Exception as e:  # noqa: BLE001 - this reading's sides are not the same power of bytes
                refused = refused or e
                powers = getattr(e, "powers", None)
                if powers is not None and powers[0] < powers[1]:
                    unwritten = True  # (the left side leaves its unit unwritten: 7B × 2 with B a billion)
                continue
            d = _plain_sides(lk, Ls, Rs, kind, where)
            named = [("KB, MB, GB" if x == "storage" else x) for x in letters]
            convention_text = ", ".join(x for x in (
                (", ".join(f"{x} as powers of {1024 if (('storage' if x == 'KB, MB, GB' else x) in b) else 1000}"
                           for x in named)) if len(binary) > 1 else "",
                (f"KB, MB, GB as powers of {1024 if convention == 'binary' else 1000}, as the document declares"
                 if convention is not None and used & set(STORAGE) else ""),
                ("B as bytes" if bb else "B as a billion") if len(b_bytes) > 1 else "")
                if x) or "in bytes"
            d.reason = f"{d.reason} ({'with ' if convention_text != 'in bytes' else ''}{convention_text})"
            if d.status == "inconsistent":
                miss = _relative_miss(Ls, Rs)
                if miss is None or miss < BLOCK_MISS:  # 268 MB × 80 = 21.5 GB: 268 MB was 268.4 MB rounded
                    d = dec.Decision("undecided", d.method, f"{d.reason}, but by "
                                     + ("an amount the reader cannot measure" if miss is None else f"{100 * miss:.2g} %")
                                     + ": sizes in units of storage are rounded figures (a miss under 1 % is no "
                                       "finding)", d.exact, cause="rounded size")
            found.append(d)
    for wanted in (("proved", "consistent"), ("undecided",)):  # (a reading that holds, before one that is near)
        held = next((d for d in found if d.status in wanted), None)
        if held is not None:
            return held
    if not found:
        return unparsed(refused)
    if unwritten:  # 7B × 2 = 14 GB: the reading that fits (a billion parameters, 2 bytes each) leaves a unit
        return dec.Decision("undecided", found[0].method, f"{found[0].reason}; but another reading of its units "
                            "leaves a unit unwritten (a billion times 2 bytes), so this is not decided", found[0].exact,
                            cause="units not written")
    if (L.units | R.units) & set(MAGNITUDE) and re.search(r"[+\-−]", lk.lhs + lk.rhs):
        return dec.Decision("undecided", found[0].method, f"{found[0].reason}; but a sum with a letter after a number "
                            "(273K + 27) may not be a magnitude (kelvin)", found[0].exact, cause="magnitude in a sum")
    if not L.units:  # 3840 × 2160 = 4K: a magnitude on the right side only may name something else (a resolution)
        return dec.Decision("undecided", found[0].method, f"{found[0].reason}; but its magnitude stands on the right "
                            "side only, where it may name something else (4K, a resolution)", found[0].exact,
                            cause="magnitude on one side")
    if len(found) > 1:
        found[0].reason += "; it fails in the other readings of its units too"
    return found[0]


def _shows_float(v: float | int, shown: str) -> bool:
    """Whether ``shown`` is the float ``v`` printed (or, where ``shown`` has 15 digits or more, one within two units in
    its last place: a library's sin or exp may differ from another's by one), or rounded half to even to the digits
    ``shown`` has; an int ``v`` exactly."""
    import decimal
    import math

    try:
        q = decimal.Decimal(shown.strip().replace("−", "-"))
    except decimal.InvalidOperation:
        return False
    if isinstance(v, int):
        return q == v
    near = [v]
    for way in ((math.inf, -math.inf) if len(q.as_tuple().digits) >= 15 else ()):  # (a full repr: a library's ulp)
        x = v
        for _ in range(2):
            x = math.nextafter(x, way)
            near.append(x)
    with decimal.localcontext() as ctx:
        ctx.prec = 800
        for x in near:
            if not math.isfinite(x):
                continue
            try:  # (the float's exact binary value rounded, as Python's format rounds it: 2.675 shows as 2.67)
                if decimal.Decimal(repr(x)) == q or decimal.Decimal(x).quantize(
                        decimal.Decimal(1).scaleb(q.as_tuple().exponent), rounding=decimal.ROUND_HALF_EVEN) == q:
                    return True
            except decimal.InvalidOperation:
                continue
    return False


def _as_printed(lk: Link, span, d: dec.Decision) -> dec.Decision:
    """A Python code line's comment that gives its value (``MathSpan.printed``), read as what Python computes
    (``scan.float64_value``: float64 where a float enters), which may carry float64's rounding (``math.sqrt(2) ** 2  #
    2.0000000000000004``).  A comment that is only a number ("only") holds where it is how Python shows that value
    (its repr, or the repr rounded to the decimals the comment shows; a whole number only for a whole value); it is a
    finding where neither that nor the exact value gives it and it shows decimals (a whole number alone may mark a
    step: ``b = 3 * 4  # 2``), and undecided otherwise (``7 / 2  # 3``, ``1 / 3  # 0``, ``17 * 3  # 50``).  A stated value ("stated": ≈, =) that fails exactly holds where
    it is how Python shows its value; one that holds exactly is undecided where Python's value differs from the exact
    one and does not show as it (``(0.1 + 0.2 - 0.3) * 1e17  # ≈ 0``: Python computes 5.55)."""
    import decimal

    from suite.reader.formats.scan import float64_value

    if span.printed == "no real value":
        return dec.Decision("undecided", d.method, f"{d.reason}; but Python computes no real number here (a negative "
                            "number to a fractional power is complex, a float may overflow), or the document gives a "
                            "name of its own to what the reader reads as a constant (e, pi): not decided", d.exact,
                            used=d.used, cause="value in a code block") if d.status not in ("unparsed", "undecided") \
            else d
    if d.status == "unparsed":
        return d
    v = float64_value(lk.lhs, span.values)
    shown = lk.rhs.strip()
    if v is None:
        return d if d.status == "undecided" else dec.Decision(
            "undecided", d.method, f"{d.reason}; a comment on a line of code may state what the program prints, and "
            "Python's own value is not computed here", d.exact, used=d.used, cause="value in a code block")
    # (a library's sin, cos, tan, exp or log: its last bit may differ from another's; sqrt and arithmetic are correctly
    # rounded everywhere)
    called = re.search(r"(?<![\w])(?:sin|cos|tan|exp|log)\s*\(", lk.lhs) is not None
    shows = _python_shows(v, shown, called)
    if span.printed == "only":
        if shows:
            return dec.Decision("consistent", "arithmetic", f"what Python computes, {v!r} (float64 where a float "
                                f"enters), shows as {shown}: a printed value", d.exact, used=d.used)
        if d.status == "inconsistent" and re.search(r"\.\d|[eE]", shown):
            d.reason += f"; nor is it how Python shows what it computes, {v!r}"
            return d
        return dec.Decision("undecided", d.method, f"{d.reason}; but Python computes {v!r}, which it does not show as "
                            f"{shown}: a comment that is only a number may state what it prints, and a whole number "
                            "alone may mark a step", d.exact, used=d.used, cause="value in a code block")
    if d.status == "inconsistent":
        if shows:
            return dec.Decision("consistent", "arithmetic", f"what Python computes, {v!r} (float64 where a float "
                                f"enters), shows as {shown}: a printed value", d.exact, used=d.used)
        d.reason += f"; nor is it how Python shows what it computes, {v!r}"
        return d
    if d.status in ("consistent", "proved") and not _shows_float(v, shown):
        try:
            exact = decimal.Decimal((d.exact or {}).get("lhs", ""))
        except (decimal.InvalidOperation, TypeError):
            exact = decimal.Decimal(0)  # (an interval around 0: [+/- 7.56e-61])
        gap = abs(decimal.Decimal(repr(v)) - exact)
        if gap > max(abs(exact), abs(decimal.Decimal(repr(v)))) * decimal.Decimal("1e-9"):
            return dec.Decision("undecided", d.method, f"{d.reason}; but Python computes {v!r}, far from the exact "
                                "value, which it does not show as " + shown + ": a comment on a line of code may state "
                                "what the program prints", d.exact, used=d.used, cause="value in a code block")
    return d


def _python_shows(v, shown: str, called: bool) -> bool:
    """Whether Python shows its value ``v`` as ``shown``: an int as its digits; a float as its repr (within two units in
    the last place where ``called``: a library function), or that repr rounded half to even to the decimals ``shown``
    has, where ``shown`` has a decimal point or an exponent; a whole number without one only for a whole value."""
    import decimal

    text = shown.strip().replace("−", "-")
    try:
        q = decimal.Decimal(text)
    except decimal.InvalidOperation:
        return False
    if isinstance(v, int):
        return not re.search(r"[.eE]", text) and q == v
    if not re.search(r"\.\d|[eE]", text):  # (a whole number, 0. too)
        return v.is_integer() and q == int(v)
    if len(q.as_tuple().digits) >= 15 and not called:
        return text == repr(v) or q == decimal.Decimal(repr(v))
    return _shows_float(v, text)


def _with_code_values(side, values: tuple):
    """``side`` (a code line's parsed code) with the names its block gives a value before it (``values``: (name, value
    as written, where), in the block's order, each using only earlier ones) replaced by those values; and the ones it
    used, as bindings (the value as the code writes it), in the block's order."""
    import sympy as sp

    from suite.reader.environment import Binding
    from suite.reader.plain import Side, parse_plain

    free = {x.name for x in side.expr.free_symbols - set(side.literals)}
    if not values or not free:
        return side, []
    known, literals, needs = {}, dict(side.literals), {}
    for name, text, _ in values:
        v = parse_plain(text)
        literals.update(v.literals)
        needs[name] = {x.name for x in v.expr.free_symbols - set(v.literals)}
        known[sp.Symbol(name)] = v.expr.xreplace(known)
    wanted, todo = set(), [n for n in free if sp.Symbol(n) in known]
    while todo:
        n = todo.pop()
        if n not in wanted:
            wanted.add(n)
            todo += [m for m in needs[n] if sp.Symbol(m) in known]
    if not wanted:
        return side, []
    expr = side.expr.xreplace(known)
    used = [Binding("value", n, sp.Symbol(n), sp.Symbol(t.strip()), where=w)  # (0.1 as written, not a placeholder)
            for n, t, w in values if n in wanted]
    return Side(expr, literals, side.shown, side.names, side.bold, side.log_base_unstated, side.units), used


def _code_comment_decided(lk: Link, L, R, kind: str, where: str, modular: bool, annotated: bool) -> dec.Decision:
    """``_plain_sides`` on a code line with its block's values substituted (``_with_code_values``); units, which such
    a line does not write, are not read."""
    if L.units or R.units:
        return dec.Decision("undecided", "", "a code comment with units and its block's values: not checked",
                            cause="code comment with names")
    return _plain_sides(lk, L, R, kind, where, modular, annotated)


def _plain_sides(lk: Link, L, R, kind: str, where: str, modular: bool = False, annotated: bool = False) \
        -> dec.Decision:
    """``_code_comment`` on its two parsed sides (``annotated``: the line goes on after the value, "(x - x^3/6)")."""
    import sympy as sp

    from suite.reader.plain import exact_value

    if lk.rel == "=" and any(isinstance(x.expr, sp.Symbol) and x.expr not in x.literals for x in (L, R)) and all(
            isinstance(x.expr, sp.Symbol) or not (x.expr.free_symbols - set(x.literals)) for x in (L, R)):
        # "# d_model = hidden_size = 512", "# num_heads = 8": the configuration the code sets, not a claim
        return dec.Decision("definition", "environment", "a code comment naming a setting (a name given a value or "
                            "another name): read, not checked")
    if L.expr.free_symbols - set(L.literals) or R.expr.free_symbols - set(R.literals):
        return dec.Decision("undecided", "", "a code comment with names: not checked", cause="code comment with names")
    if lk.rel != "≈" and (kind != "plain" or lk.rel != "=") and not (
            lk.rel == "=" and not modular and _integer_arithmetic(lk)):
        return dec.Decision("undecided", "", f"'{lk.rel}' in a code comment may state what the float arithmetic gives "
                            "(0.1 + 0.2 > 0.3, a printed repr): only '≈' is checked there", cause="code comment relation")
    try:  # (the sides as written: an integer that is a whole side, 41,746, is shown to its last nonzero digit)
        d = dec.closed(L, lk.rel, R, L.expr, R.expr, (lk.lhs, lk.rhs))
    except dec.NotEvaluated as e:
        return dec.Decision("undecided", "arithmetic", f"not evaluated: {e}", cause="not evaluated")
    if d.status == "inconsistent":
        other = _other_plain_reading(lk, L, R)
        if other is not None:
            return dec.Decision("undecided", d.method, f"{d.reason} as read, but it holds {other}: not decided",
                                d.exact, cause="ambiguous plain arithmetic")
    if where == "code block" and d.status == "inconsistent":
        miss = _relative_miss(L, R)
        printed = _printed_float32(lk, L, R)
        if printed is not None:
            return dec.Decision("consistent", d.method, f"{printed}: what a float32 computation prints, to the "
                                "digits shown (a value from code)", d.exact)
        if miss is not None and miss < BLOCK_MISS and not annotated and _no_half_precision_print(lk.rhs, exact_value(L)):
            d.reason += (f", in a block of code or text by {100 * miss:.2g} %, but {lk.rhs.strip()} is no value of a "
                         "bfloat16 or a float16 to the digits shown, and it misses by more than a float32 or float64 "
                         "would round it: no printed dtype explains the miss")
            return d
        if miss is None or miss < BLOCK_MISS:
            return dec.Decision("undecided", d.method, f"{d.reason}, but in a block of code or text, by "
                                + ("an amount the reader cannot measure" if miss is None else f"{100 * miss:.2g} %")
                                + ": within what a printed float may carry (1 %), so not a finding", d.exact,
                                cause="value in a code block")
    return d


# a product written after a division or a root without parentheses: 1/2π (1/(2π) or π/2?), 1/√2π, 1/2(n + 1)
_GROUPINGS = (re.compile(r"(/\s*)(\d+(?:\.\d+)?\s*(?:π|\([^()]*\)))"), re.compile(r"(√\s*)(\d+(?:\.\d+)?\s*π)"),
              re.compile(r"(\^\s*)([-−]?\s*\d+(?:\.\d+)?\s*[×*·]?\s*\d*\s*/\s*\d+(?:\.\d+)?)"))  # 10000^-2/256: 10000^(-2/256)
_UNSTATED_LOG = re.compile(r"(?<![\w.])log\s*\(")  # log(…): ln, log2, log10, np.log and math.log name their base


def _other_plain_reading(lk: Link, L, R) -> str | None:
    """The other reading under which a failing plain relation holds, when its text allows one: a log with no base
    (``log(1024) = 10``: base 2 or 10), a product after a division or a root without parentheses (``1/2π ≈ 0.159``:
    1/(2π)), an exponent with a division after it (``10000^-2/256 ≈ 0.9306``: 10000^(-2/256)); else None."""
    import sympy as sp

    from suite.reader.plain import parse_plain

    if _UNSTATED_LOG.search(lk.lhs + " " + lk.rhs):
        for base in (2, 10):
            def rebased(e):
                return e.replace(lambda x: isinstance(x, sp.log), lambda x: sp.log(x.args[0]) / sp.log(base))
            try:
                d = dec.closed(L, lk.rel, R, rebased(L.expr), rebased(R.expr))
            except dec.NotEvaluated:
                continue
            if d.status == "consistent":
                return f"with log read in base {base} (the text does not state its base)"
    texts = []
    for t in (lk.lhs, lk.rhs):
        for g in _GROUPINGS:
            t = g.sub(r"\1(\2)", t)
        texts.append(t)
    if texts != [lk.lhs, lk.rhs]:
        try:
            A, B = parse_plain(texts[0]), parse_plain(texts[1])
            d = dec.closed(A, lk.rel, B, A.expr, B.expr)
        except Exception:  # noqa: BLE001 - no other reading
            return None
        if d.status == "consistent":
            return f"read as {texts[0]} {lk.rel} {texts[1]} (a product after a division or a root, unparenthesised)"
    return None


# integer arithmetic written out by hand: 8 × 64 = 512 (no decimal point, no division, no power, and a '×', which no
# program writes: nothing a float, an overflow or integer division prints)
_INTEGER_ARITHMETIC = re.compile(r"[\d\s+−×()]+")


def _integer_arithmetic(lk: Link) -> bool:
    """Both sides of ``lk`` are integers joined by +, − and ×, with a '×' (``# hidden_size = 8 × 64 = 512``): what a
    code comment states then is exact arithmetic, so its '=' is checked like '≈' (not in a comment or block that speaks
    of modular arithmetic: the caller's ``modular``)."""
    sides = (lk.lhs.strip(), lk.rhs.strip())
    return all(_INTEGER_ARITHMETIC.fullmatch(t) and re.search(r"\d", t) for t in sides) and "×" in lk.lhs + lk.rhs


_DECIMAL_TEXT = re.compile(r"[-−]?(\d+)\.(\d+)")


def _printed_float32(lk: Link, L, R) -> str | None:
    """Where one side of a failing relation in a block of code or text is a decimal of at least 6 significant digits
    that is exactly how a float32 within one unit in the last place of the other side's exact value prints (its
    shortest repr: ``sin(1) = 0.84147096``, where sin 1 = 0.841470984…), a sentence saying so; else None."""
    import numpy as np
    import sympy as sp

    from suite.reader.plain import exact_value

    for value, text in ((L, lk.rhs.strip()), (R, lk.lhs.strip())):
        m = _DECIMAL_TEXT.fullmatch(text)
        if m is None or len((m.group(1) + m.group(2)).lstrip("0")) < 6:
            continue
        try:
            exact = exact_value(value)
            x = float(exact)
        except (TypeError, ValueError, OverflowError):
            continue
        near = np.float32(x)
        for c in (near, np.nextafter(near, np.float32(np.inf)), np.nextafter(near, np.float32(-np.inf))):
            if np.format_float_positional(c, unique=True) == text.replace("−", "-"):
                return f"{text} is the float32 {'nearest to' if c == near else 'one unit beside'} {sp.N(exact, 12)}"
    return None


_SHOWN_DECIMAL = re.compile(r"\s*[-−]?\d+(?:\.(\d+))?(?:[eE]([-+−]?\d+))?\s*")


def _no_half_precision_print(text: str, exact) -> bool:
    """Whether the number ``text`` (a decimal as shown, ``0.99995``, ``8.1600e+03``) misses ``exact`` by more than a
    unit of its last digit (not a truncation) and by more than a float32 or float64 computation errs (1e-6 of it), and
    is, to the digits it shows, no value of a bfloat16 nor of a float16: then no computation in any dtype printed it,
    and a miss of under 1 % is no rounding of a dtype (``8.1600e+03``, the bfloat16 8160, and ``0.9961``, bfloat16's
    0.99609375, are such values)."""
    from decimal import Decimal, InvalidOperation

    import numpy as np

    m = _SHOWN_DECIMAL.fullmatch(text)
    if m is None or len(re.sub(r"[eE].*", "", text).replace(".", "").strip().lstrip("-−0")) >= 7:
        return False  # (seven significant digits or more: a program's printout, 0.004995823, which float32 may give)
    v = Decimal(text.strip().replace("−", "-"))
    last = -len(m.group(1) or "") + int((m.group(2) or "0").replace("−", "-"))
    if m.group(1) is None:  # 62830: an integer shown to its last nonzero digit (rounded to tens)
        digits = re.sub(r"[eE].*", "", text).strip()
        last += len(digits) - len(digits.rstrip("0")) if digits.strip("-−0") else 0
    try:
        miss = abs(Decimal(str(exact)) - v)
    except (InvalidOperation, ValueError):
        return False
    if miss <= Decimal(1).scaleb(last) or miss <= abs(v) * Decimal("1e-3"):
        return False  # (under 0.1 %: what a float64 or float32 cancellation may print, log(1 + 1e-12) = 1.00009e-12)
    lo, hi = v - Decimal(5).scaleb(last - 1), v + Decimal(5).scaleb(last - 1)
    x = float(v)
    near = []
    if abs(x) < 65504:
        h = np.float16(x)
        near += [h, np.nextafter(h, np.float16(np.inf)), np.nextafter(h, np.float16(-np.inf))]
    bits = int(np.array(np.float32(x)).view(np.uint32)) & 0xFFFF0000  # a bfloat16: a float32's upper 16 bits
    near += [np.array(np.uint32(b & 0xFFFFFFFF)).view(np.float32) for b in (bits - 0x10000, bits, bits + 0x10000)]
    return not any(np.isfinite(c) and lo <= Decimal(float(c)) <= hi for c in near)


def _relative_miss(L, R):
    """|L - R| / max(|L|, |R|) for two closed sides (their decimals exact), or None."""
    from suite.reader.plain import exact_value

    try:
        a, b = complex(exact_value(L)), complex(exact_value(R))
        top = max(abs(a), abs(b))
        return abs(a - b) / top if top else 0.0
    except (TypeError, ValueError, ZeroDivisionError, OverflowError):
        return None


# --- items for the report ----------------------------------------------------------------------------

def item_id(doc: str, span_text: str, lk: Link) -> str:
    key = "\0".join((doc, span_text, lk.lhs, lk.rel, lk.rhs))
    return "T-" + hashlib.sha256(key.encode("utf-8", "surrogateescape")).hexdigest()[:10]  # any file name


def items(reading: Reading) -> list[dict]:
    doc = reading.doc
    out, seen = [], {}
    for lk in reading.links:
        span = doc.spans[lk.span_index]
        p = doc.place(lk.offset)
        it = {"id": item_id(doc.name, span.text, lk), "document": doc.name, "quote": span.text, "span": span.kind,
              "start": span.start, "end": span.end, "line": p.line, "column": p.column,
              "link": {"lhs": lk.lhs, "relation": lk.rel, "rhs": lk.rhs}, **lk.decision.as_json()}
        n = seen.get(it["id"], 0)
        seen[it["id"]] = n + 1
        if n:
            it["id"] += f"-{n + 1}"
        out.append(it)
    return out


def summary(doc: Document, its: list[dict]) -> dict:
    counts = {s: sum(1 for it in its if it["status"] == s) for s in STATUSES}
    relations = len(its) - counts["definition"]
    decided = sum(counts[s] for s in DECIDED)
    with_rel = {it["start"] for it in its}
    return {"format": doc.format, "spans": len(doc.spans), "spans_with_relations": len(with_rel),
            "displays": sum(1 for s in doc.spans if s.kind == "display"),
            "links": len(its), "relations": relations, "decided": decided, **counts}


def check_document(doc: Document, extra: list[Binding] | None = None, seconds: float = DOCUMENT_SECONDS,
                   relations: int = DOCUMENT_RELATIONS) -> dict:
    """{"summary", "items", "environment", "findings", "time_budgets"} of one document; ``time_budgets``: how many
    time budgets (safety nets) ran out while it was read and decided, so that the result depends on the load."""
    fired = dec.FIRED[0]
    reading = read(doc, extra)
    decide_all(reading, seconds, relations)
    its = items(reading)
    return {"summary": summary(doc, its), "items": its,
            "environment": [b.as_json() for b in reading.env.bindings],
            "findings": list(doc.findings) + reading.problems, "time_budgets": dec.FIRED[0] - fired}
