"""The document's own environment: the values, definitions, index ranges and domains a document
states, each with its scope and where it came from.

A binding comes from the document itself (a relation in its math, "取 $d=4$", "where d = 128"), from
the document's notation table in ``theorems/documents/`` (``Notation.values``) or from a notation file
the user puts beside the document (``<document>.notation.toml``, see ``read_notation_file``).

Scope (the rule, stated once):
- the first binding of a name holds from where it is stated to the end of the document;
- a later binding of the same name with another value or definition (a worked example's ``d = 4``)
  holds from where it is stated to the end of its section (its innermost heading), and the earlier
  binding holds again after that;
- a binding stated as a condition ("当 $t=0$ 时", "if $x = 1$", "when …", "for …") holds to the end of
  its sentence;
- bindings from the notation table and the notation file hold in the whole document (the document's own
  statements shadow them where they are stated).
"""
from __future__ import annotations

import re
import warnings
from dataclasses import dataclass, field

from suite.reader.latex import EVENTS, INDICATOR, MEMBER

_CONDITION = re.compile(r"(?:(?:^|\W)(?:when|if|whenever)|当|若|如果|假如)\s*$", re.I)
# "during" and the phase it names, right before the formula ("During generation, $$T=1$$"): a case
_DURING = re.compile(r"(?:^|\W)during\s+(?:[\w-]+\s+){0,2}?[\w-]+\s*[,，]?\s*(?:\$\$?)?$", re.I)
# a sentence that opens with a supposition ("Suppose we rotate only …, then:", "假设只对 …，则：")
_SUPPOSING = re.compile(r"\s*(?:[-*+]\s+)?(?:suppose|supposing|assume|assuming|if we|假设|假定|如果我们|若只)", re.I)
# what ends the words before a formula that states it as a condition something is subject to ("eq 7 is subject to the
# conditions $A$ and $B$", "under the constraint $x \ge 0$", "约束条件为："): a hypothesis, not a claim
_SUBJECT_TO = re.compile(r"(?:^|\W)(?:subject to\s+(?:the\s+)?(?:(?:two|three|following)\s+)?|"
                         r"(?:under|with)\s+the\s+(?:following\s+)?)(?:conditions?|constraints?)\s*[:：]?\s*$|"
                         r"约束条件\s*(?:为|是)?\s*[:：]?\s*$", re.I)  # (not "under these conditions": a consequence)
# formulas joined by "and" or commas at the end of a sentence so far ("$$A$$ and "): the words before them introduce
# the formula after them too
_FORMULAS_JOINED = re.compile(r"(?:\$\$?[^$]+\$\$?\s*(?:,?\s*and|、|以及|和|与)\s*)+$", re.I)  # (not a bare comma:
# "under the condition $x > 0$, $|x| = 4$" goes on to its claim)
_FORMULAS_LISTED = re.compile(r"(?:\$\$?[^$]+\$\$?\s*(?:,?\s*and|,|，|;|；|、|以及|和|与)\s*)+$", re.I)
_HYPOTHESIS = re.compile(r"(?:(?:^|\W)(?:suppose|supposing|assume|assuming)(?: that)?|假设|假定)\s*$", re.I)
# a formula the sentence denies or excludes ("the grid does not include $u=1$", "不包括 $i=0$"): not asserted
_NEGATED = re.compile(r"(?:(?:^|\W)(?:not|never|except|excluding|excludes?|without)(?:\s+(?:include|includes|including|"
                      r"contain|contains|containing|equal|equals|be|have|has|at|true\s+that|the\s+case\s+that))?|"
                      r"(?:^|\W)(?:false|untrue|wrong)\s+that|不包括|不包含|不含|不等于|除了|并非|不是)"
                      # (with a clause between: "and not, as a slip would have it,")
                      r"(?:\s*,[^,.;:!?$\n]{1,40},)?\s*[:：]?\s*$", re.I)  # ("while the difference is not:")
_WEAK_CONDITION = re.compile(r"(?:(?:^|\W)(?:for|at|near|around|close to)|对于)\s*$", re.I)  # ("localized near $\\phi=0$")
# "for" and what it names, right before the formula, set against another case in its sentence ("while for
# [Multi-Query Attention](…) (MQA)<d-cite …></d-cite> K=1"): a case, like "for $d = 512$" (not a paragraph's "For
# GPT-3, $d = 12288$", which sets the value for what follows)
_FOR_NAMED = re.compile(r"(?:\b(?i:while|whereas|but|and)|[,;，；])\s+(?i:for)\s+(?:(?:[A-Z][\w.-]*|\([A-Z][\w.-]*\)|\[[^\]\n]{1,80}\]\([^)\s]{0,200}\)|"
                        r"<[^<>\n]{0,120}>(?:[^<>\n]{0,60}</[\w-]+>)?)[ \t]*){1,6}[,，]?[ \t]*(?:\$\$?)?$")
_EXAMPLE = re.compile(r"(?:(?:^|\W)(?:e\.g\.|take|taking|setting|choose|say|with)|取|例如|比如)\s*[:：,，]?\s*$", re.I)
# a worked example announced earlier in the sentence ("the simplest case is $d = 2$", "以 $d=4$ 为例")
_EXAMPLE_IN_SENTENCE = re.compile(r"(?:^|\W)(?:for example|for instance|e\.g\.|as an example|in (?:this|the following|our|"
                                  r"a) (?:toy )?example|the simplest case|a simple case|a toy|a small|consider|suppose|"
                                  r"assume|let'?s (?:say|take|use|pick)|, say|example\s*[:：]|to illustrate|for illustration|as an "
                                  r"illustration)(?:\W|$)|例如|比如|举例|举个例子|最简单|简单的?情[况形]|特例|"
                                  r"考虑|假设|假如|取|示例|实例|例子|例\s*[:：]", re.I)
# a sentence that opens by announcing an example ("An example would be the 128k model, where we determined …"; not
# "RoPE is one example of a relative scheme")
_EXAMPLE_OPENING = re.compile(r"^\W*(?:an|one|another) example(?: of [^,.;:$]{1,40}?)? (?:is|would be)\b", re.I)
_EXAMPLE_AFTER = re.compile(r"^\s*(?:时|为例|来说|的(?:简单|特殊)?(?:情况|情形)|的时候)")
_GLOBAL = re.compile(r"(?:^|\W)(?:throughout|unless (?:otherwise )?stated|in (?:this|the) (?:paper|article|post|note|"
                     r"document|tutorial))(?:\W|$)|全文|本文|下文|以下", re.I)
_REQUIREMENT = re.compile(r"(?:^|\W)(?:we (?:need|want|require)|needs? to|must|has to|have to|is required|requires?|"
                          r"such that)(?:\W|$)|需要|要求|必须|应当|希望|使得", re.I)
# what starts an item of a list, at the start of a line: a Markdown marker, or LaTeX's \item (\item[fp32]); each item
# starts a sentence (the sentence that opens a list, "For $d_k = 64$:" and its \begin{itemize}, goes on into it:
# ``LIST_OPENER``)
LIST_MARK = r"[ \t]*(?:(?:[-*+]|\d{1,3}[.)])[ \t]|\\item(?![A-Za-z])(?:\[[^\]\n]*\])?(?:\{\})?[ \t]*|<li\b[^>]*>[ \t]*)"
# a LaTeX list's opening, which may stand between a sentence's colon and its first item
LIST_OPENER = re.compile(r"\s*\\begin\s*\{\s*(?:itemize|enumerate|description)\s*\}[^\n$]*"
                         r"(?:\n[ \t]*(?:%[^\n]*|\\[A-Za-z]+[^\n$]*)?)*\s*$")  # (options, \itemsep, comment lines)
LIST_ITEM = r"\n" + LIST_MARK  # a new item of a list starts a new sentence
# a full stop ends a sentence, unless it ends an abbreviation ("e.g. Gemma", "i.e. the", "cf. Eq. 3")
_ABBREVIATION = r"(?<!\be\.g)(?<!\bi\.e)(?<!\bcf)(?<!\bvs)(?<!\betc)(?<!\bEq)(?<!\bFig)(?<!\bSec)(?<!\bresp)"
# an HTML block's end or start in a page's text (or a Markdown file's HTML): "<p>When $d = 4$:</p><p>$$…$$</p>"
HTML_BLOCK = r"</?(?:p|li|div|h[1-6]|tr|td|th|ul|ol|dl|dt|dd|blockquote|section|article|table)(?:\s[^<>]*)?>"
SENTENCE_END = _SENTENCE_END = re.compile(r"[。！？!?;；]|" + _ABBREVIATION + r"\.\s|\n\s*\n|" + LIST_ITEM + "|" + HTML_BLOCK,
                                          re.I)
# where the sentence that introduces a formula began: a list's lead-in ("假设…：" then "- k = 3") is still its sentence
_LEAD_IN_END = re.compile(r"[。！？!?;；]|" + _ABBREVIATION + r"\.(?:\s|(?=</?(?:p|div|h[1-6]|li|ul|ol|td|th|tr|table|blockquote)\b))|\n\s*\n",
                          re.I)  # (in a page, a full stop before a paragraph's end: "…$\sqrt{d} = 8$.</p><p>For a toy …")


@dataclass
class Binding:
    """One thing the environment knows.

    kind: "value" (``d = 128``), "definition" (``\\theta_i = b^{-2i/d}``: ``target`` is the pattern,
    ``params`` the pattern's variables), "range" (an integer index between ``lo`` and ``hi``, both included)
    or "domain" ("integer", "real", "positive"), or "bound" (one side of a range, ``n \\ge 1``: ``lo`` or ``hi``), or
    "ambiguous" (a name that more than one of the values in ``value``
    could fit, in its scope), or "rotation" (a family of matrices the document describes in words as rotations:
    ``suite.reader.rotations.described``)."""
    kind: str
    name: str  # as written (for the report)
    target: object = None  # Symbol, Indexed or applied Function (its pattern)
    value: object = None  # the value, or the definition's right side
    params: tuple = ()
    lo: object = None
    hi: object = None
    domain: str | None = None
    source: str = "document"  # document | notation table | notation file
    where: str = ""  # "line 12, column 3" or the file
    start: int = 0  # scope, offsets in Document.text
    end: int | None = None
    sentence: int | None = None  # the number of the sentence it is stated in (a range belongs to a definition
    #                              stated in the same sentence)
    cue: str | None = None  # how the prose introduces it: "example", "hypothesis", "condition", … (condition_before)
    strict: tuple = ()  # a range read from inequalities: which of its ends are strict ("lo", "hi": 0 ≤ i < d/2)
    rounded: dict | None = None  # a matrix given with '≈' (R_3 ≈ [[0.9996, …]]): its decimal entries' placeholders, each
    #                              {Symbol: (digits, truncated)}, read as rounded to the digits shown (suite.reader.objects)
    approximate: bool = False  # a name given only with '≈' and a formula (N ≈ 12 L d^2): a relation it decides may agree
    #                            with it, never fail against it (suite.reader.check._approximate_definition)

    def covers(self, at: int) -> bool:
        return self.start <= at and (self.end is None or at < self.end)

    def as_json(self) -> dict:
        out = {"kind": self.kind, "name": self.name, "source": self.source, "where": self.where}
        if self.kind in ("value", "definition"):
            out["value"] = _tex(self.value)
        if self.kind == "ambiguous":
            out["value"] = " or ".join(_tex(v) for v in self.value)
        if self.kind == "rotation":
            out["value"] = ("the rotation by the angle" if self.cue == "angle" else
                            "the rotation by the position times a frequency in each 2×2 block (RoPE's)") + \
                " (described in words)"
        if self.kind == "bound":
            strict = self.domain == "strict"
            out["value"] = (f"{'>' if strict else '≥'} {_tex(self.lo)}" if self.lo is not None
                            else f"{'<' if strict else '≤'} {_tex(self.hi)}")
        if self.kind == "range":
            out["range"] = [_tex(self.lo), _tex(self.hi)]
            out["value"] = f"{_tex(self.lo)} … {_tex(self.hi)}" + (" (real)" if self.domain == "real" else "")
            if self.strict:  # 0 ≤ i < d/2: as the document bounds it
                out["value"] = f"{_tex(self.lo)} {'<' if 'lo' in self.strict else '≤'} {self.name} " \
                               f"{'<' if 'hi' in self.strict else '≤'} {_tex(self.hi)}"
        if self.domain:
            out["domain"] = self.domain
        if self.end is not None:
            out["scope"] = "to the end of its sentence or section"
        return out


def _tex(e) -> str:
    import sympy as sp

    try:
        if isinstance(e, sp.MatrixBase):  # [[1, 0, 1], [0, 1, 1]]: a matrix on one line, row by row
            return "[" + ", ".join("[" + ", ".join(sp.sstr(x) for x in e.row(k)) + "]" for k in range(e.rows)) + "]"
        return sp.sstr(e)
    except Exception:  # noqa: BLE001 - a value the printer cannot show
        return str(e)


_HEADS: dict = {}  # target -> head's answer (asked for every binding at every scope look-up; an Indexed's base printed)


def head(target):
    """The name a pattern binds: a Symbol's, an Indexed's base, an application's function."""
    try:
        return _HEADS[target]
    except KeyError:
        pass
    except TypeError:  # (an unhashable target: asked directly)
        return _head(target)
    out = _HEADS[target] = _head(target)
    return out


def _head(target):
    import sympy as sp

    if isinstance(target, sp.Symbol):
        return ("symbol", target.name)
    if isinstance(target, sp.Indexed):
        return ("indexed", str(target.base), len(target.indices))
    if isinstance(target, sp.core.function.AppliedUndef):
        return ("function", target.func.__name__, len(target.args))
    return None


@dataclass
class Env:
    """The bindings of one document, in the order they were stated; ``even``: the symbols the document halves
    (dimensions)."""
    bindings: list[Binding] = field(default_factory=list)
    even: set = field(default_factory=set)
    alternatives: list[Binding] = field(default_factory=list)  # restatements that contradict a definition
    i_indexes: bool = False  # the document writes i as an index or a bound variable somewhere
    identity: bool = False  # the document speaks of the identity matrix (its I is that matrix among matrices)
    lengths: dict = field(default_factory=dict)  # vector name -> its dimension as declared (x ∈ R^n: "n")
    odd_talk: bool = False  # the document speaks of an odd dimension ("for odd $d$"): its d need not be even

    def with_binding(self, b: Binding) -> "Env":
        """This environment with ``b`` stated as well (it shadows what it binds from where it is stated)."""
        return Env(self.bindings + [b], set(self.even), list(self.alternatives), self.i_indexes, self.identity,
                   dict(self.lengths), self.odd_talk)

    def without(self, drop: list[Binding]) -> "Env":
        """This environment without the bindings ``drop``."""
        return Env([b for b in self.bindings if all(b is not x for x in drop)], set(self.even), list(self.alternatives),
                   self.i_indexes, self.identity, dict(self.lengths), self.odd_talk)

    def replacing(self, new: dict) -> "Env":
        """This environment with each binding whose id is a key of ``new`` replaced by its value there (a rounded
        value by a symbol, a value read in other units), everything else kept."""
        return Env([new.get(id(b), b) for b in self.bindings], set(self.even), list(self.alternatives),
                   self.i_indexes, self.identity, dict(self.lengths), self.odd_talk)

    def add(self, b: Binding) -> None:
        self.bindings.append(b)

    def in_scope(self, at: int) -> list[Binding]:
        """The bindings that hold at offset ``at``: for each name the latest stated one whose scope covers
        ``at`` (stated before ``at``; notation-table and notation-file bindings hold everywhere)."""
        best: dict = {}
        for b in self.bindings:
            if not b.covers(at):
                continue
            key = (b.kind if b.kind in ("range", "domain", "ambiguous", "rotation") else "bind", _key(b))
            if b.kind == "bound":
                key = ("bound", _key(b), b.lo is not None)  # a lower and an upper bound are both in force
            if key not in best or b.start >= best[key].start:
                best[key] = b
        out = list(best.values())
        # a member's own value (ω_0 = 2π/T) gives way to a family defined after it that covers it (ω_m = …)
        families = [b for b in out if b.kind == "definition" and b.params]
        return [b for b in out if not (b.kind in ("value", "definition") and not b.params
                                       and any(f.start > b.start and covers(f, b.target) for f in families))]

    def ambiguous(self, at: int) -> list[Binding]:
        """The names that more than one value could fit at ``at`` (kind "ambiguous": a list introduced by a sentence
        that gives the name two values, "two sizes ($d = 4$ and $d = 8$):")."""
        return [b for b in self.bindings if b.kind == "ambiguous" and b.covers(at)]

    def definitions(self, at: int) -> list[Binding]:
        return [b for b in self.in_scope(at) if b.kind in ("value", "definition")]

    def ranges(self, at: int) -> dict:
        """{index Symbol: Binding} of the ranges in scope."""
        return {b.target: b for b in self.in_scope(at) if b.kind == "range"}

    def domains(self, at: int) -> dict:
        return {b.target: b.domain for b in self.in_scope(at) if b.kind == "domain"}

    def bounds(self, at: int) -> dict:
        """{Symbol: [Binding]} of the one-sided bounds in scope ("let n ≥ 1": kind "bound", ``lo`` or ``hi`` set, the
        other None; ``domain`` "strict" for > and <): a failure at a test point outside one is no counterexample."""
        out: dict = {}
        for b in self.in_scope(at):
            if b.kind == "bound":
                out.setdefault(b.target, []).append(b)
        return out

    def knows(self, target, at: int) -> Binding | None:
        """The value or definition binding of ``target``'s head in scope at ``at``."""
        h = head(target)
        for b in self.definitions(at):
            if head(b.target) == h:
                return b
        return None

    def same(self, b: Binding, at: int) -> Binding | None:
        """The value or definition in scope at ``at`` that binds what ``b`` binds (same symbol, or same family
        with a pattern of the same shape)."""
        key = _key(b)
        for x in self.definitions(at):
            if _key(x) == key:
                return x
        return None

    def expand(self, expr, at: int, rounds: int = 8):
        """``expr`` with every value and definition in scope substituted (repeatedly); and the bindings
        used, in the order first used.  Raises ``TooLarge`` when the definitions are circular (f defined through
        c_n, c_n through f) or expand past ``MAX_NODES``: sizes, not seconds, bound the work."""
        import sympy as sp

        used: list[Binding] = []
        # (a value of one member, d_h = 128, before the value of its index, h = 32: d_h is not d_32)
        defs = sorted(self.definitions(at), key=lambda b: not (isinstance(b.target, sp.Indexed) and not b.params))
        members = frozenset(b.target for b in defs if not b.params and isinstance(
            b.target, (sp.Indexed, sp.core.function.AppliedUndef)))
        expr, limits = _limits_apart(expr)
        present = None
        for k in range(rounds):
            changed = False
            for b in defs:
                if present is None:
                    present = _heads_present(expr)
                if present is not False and head(b.target) not in present:
                    continue  # (nothing of b's name in the expression: _substitute would find nothing)
                try:
                    with warnings.catch_warnings():
                        warnings.simplefilter("error", DeprecationWarning)  # SymPy: a Tuple in a Mul is deprecated
                        new = _substitute(expr, b, members)
                except (TypeError, AttributeError, ValueError, DeprecationWarning) as e:  # a vector inside a product
                    why = "a vector written out inside a product" if isinstance(e, DeprecationWarning) else \
                        "its value does not fit where the name stands"
                    raise NotSubstituted(f"the definition of {b.name} ({b.where}) cannot be substituted here ({why}, "
                                         "which the reader does not multiply out)") from None
                if new is not None and new != expr:
                    expr, changed, present = new, True, None
                    if b not in used:
                        used.append(b)
                    if _nodes(expr) > MAX_NODES:
                        raise TooLarge(f"the definitions ({', '.join(x.name for x in used)}) expand it past "
                                       f"{MAX_NODES} terms")
            if not changed:
                break
        else:
            raise TooLarge(f"the definitions ({', '.join(x.name for x in used)}) are circular: they keep expanding")
        expr = sp.sympify(expr) if not isinstance(expr, sp.Basic) else expr
        if limits:
            expr = self._limits_expanded(expr, limits, at, rounds, used)
        return expr, used

    def _limits_expanded(self, expr, limits: dict, at: int, rounds: int, used: list):
        """``expr`` with each limit set apart by ``_limits_apart`` put back, expanded: its point under every binding
        in scope (the point stands outside the limit), its body under all but the bindings of its variable, which is
        bound there (``\\lim_{\\beta \\to \\beta'} \\cos(n/\\beta^m)`` keeps its β whatever the document's β is, while a
        definition the body uses, ``\\beta' = \\beta k^{2/d}`` in ``\\lim_{k \\to 1} \\beta'``, varies with it)."""
        import sympy as sp

        back = {}
        for mark, lim in limits.items():
            f, z, z0, *rest = lim.args
            inner = self.without([b for b in self.bindings if b.kind in ("value", "definition") and b.target == z])
            body, u1 = inner.expand(f, at, rounds)
            point, u2 = self.expand(z0, at, rounds)
            used += [b for b in u1 + u2 if b not in used]
            back[mark] = sp.Limit(body, z, point, *rest)
        return expr.xreplace(back)


def _heads_present(expr):
    """The heads (``head``) of the names ``expr`` writes: its free symbols, and the bases of its members and the
    functions it applies; a binding whose head is not among them changes nothing in it.  False where ``expr`` is
    no SymPy expression (every binding is then tried)."""
    import sympy as sp

    if not isinstance(expr, sp.Basic):
        return False
    return {head(a) for a in expr.free_symbols if isinstance(a, sp.Symbol)} | \
        {head(a) for a in expr.atoms(sp.Indexed, sp.core.function.AppliedUndef)}


def _limits_apart(expr):
    """``expr`` with each outermost limit replaced by a mark (a Dummy), and {mark: the limit}: a limit's body and point
    are expanded apart (``Env._limits_expanded``)."""
    import sympy as sp

    if not isinstance(expr, sp.Basic) or not expr.has(sp.Limit):
        return expr, {}
    outer = [a for a in expr.atoms(sp.Limit) if not any(a != b and b.has(a) for b in expr.atoms(sp.Limit))]
    limits = {sp.Dummy("limit"): a for a in outer}
    return expr.xreplace({a: m for m, a in limits.items()}), limits


MAX_NODES = 1500


class TooLarge(Exception):
    """An expansion that does not end or grows too large (the reason is the message)."""


class NotSubstituted(TooLarge):
    """A definition whose value cannot stand where its name does (``q = [q_1, q_2]`` inside a product SymPy cannot
    form): the relation is not decided with it (the reason is the message)."""


def _nodes(expr, cap: int = MAX_NODES + 1) -> int:
    """The number of nodes of ``expr``, counted up to ``cap``."""
    import sympy as sp

    n = 0
    for _ in sp.preorder_traversal(expr):
        n += 1
        if n >= cap:
            break
    return n


def covers(b: Binding, target) -> bool:
    """Whether the value or definition ``b`` binds ``target``: the same name, or a member of its family (``ω_1`` of
    ``ω_m``)."""
    if b.target is None or head(b.target) != head(target):
        return False
    return b.target == target or (bool(b.params) and match_pattern(b.target, b.params, target) is not None)


def _key(b: Binding):
    """A binding shadows another of the same key: the same symbol, or the same family with the same pattern
    (``PE(pos, 2i)`` and ``PE(pos, 2i+1)`` are two pieces of one family, both in scope)."""
    h = head(b.target) if b.target is not None else None
    if h is None:
        return b.name
    return h if h[0] == "symbol" else (h, pattern_shape(b.target, b.params))


_SHAPES: dict = {}  # (target, params) -> pattern_shape's answer (asked for every binding at every scope look-up)


def pattern_shape(target, params) -> str:
    """A pattern with its variables renamed in order of appearance: ``omega[k]`` and ``omega[m]`` have one
    shape, ``PE(pos, 2*i)`` and ``PE(pos, 2*i + 1)`` two."""
    try:
        key = (target, tuple(params))
        got = _SHAPES.get(key)
    except TypeError:  # (an unhashable target: computed each time)
        return _pattern_shape(target, params)
    if got is None:
        if len(_SHAPES) > 4096:
            _SHAPES.clear()
        got = _SHAPES[key] = _pattern_shape(target, params)
    return got


def _pattern_shape(target, params) -> str:
    import sympy as sp

    order = []
    for a in sp.preorder_traversal(target):
        if a in params and a not in order:
            order.append(a)
    return str(target.xreplace({p: sp.Symbol(f"_{k}") for k, p in enumerate(order)}))


def _substitute(expr, b: Binding, members: frozenset = frozenset()):
    """``expr`` with binding ``b`` applied (None when nothing matched); a family's pattern leaves alone the
    ``members`` that have a binding of their own in force (y_1 = x_1 + F(x_2) over y_i = Σ_r a_{ir} v_r)."""
    import sympy as sp

    t = b.target
    if elided(b.value):
        return None  # p_i = [sin(ω_0 i), …, cos(ω_{d/2-1} i)]: the pattern the dots stand for is not read
    if isinstance(b.value, sp.MatrixBase):
        return None  # a matrix written out: taken at the shapes of a product (suite.reader.objects), not substituted
    if isinstance(t, sp.Symbol):
        if t in getattr(expr, "free_symbols", ()):
            # an Indexed keeps its base's name (k_{pos} stays k's family when k = 3); its indices are substituted
            # (not the subscript that labels a matrix of t's own definition: the Q of W_Q where Q = X W_Q)
            labels = b.value.atoms(sp.Indexed) if isinstance(b.value, sp.Basic) else set()
            rep = {a: a.func(a.base, *[i.xreplace({t: b.value}) for i in a.indices])
                   for a in expr.atoms(sp.Indexed) if (t in a.free_symbols or a.base.label == t) and a not in labels}
            rep.update({a: a for a in labels if a in expr.atoms(sp.Indexed)})  # (kept as written)
            rep[t] = b.value
            try:
                return expr.xreplace(rep)
            except ValueError:  # t is also the index of a sum or product in expr: subs leaves a bound index alone
                protect = {a: sp.Dummy() for a in expr.atoms(sp.Indexed)}  # (and a family's name, k_j when k = 2)
                back = {v: rep.get(a, a) for a, v in protect.items()}
                return expr.xreplace(protect).subs(t, b.value).xreplace(back)
        return None
    if isinstance(t, (sp.Indexed, sp.core.function.AppliedUndef)):
        h = head(t)
        targets = [a for a in expr.atoms(sp.Indexed)] if isinstance(t, sp.Indexed) else \
            [a for a in expr.atoms(sp.core.function.AppliedUndef)]
        rep = {}
        for a in targets:
            if head(a) != h or (b.params and a in members):
                continue
            sol = match_pattern(t, b.params, a)
            if sol is not None:
                rep[a] = _uncaptured(b.value, sol).xreplace(sol)
        return expr.xreplace(rep) if rep else None
    return None


def _uncaptured(value, sol: dict):
    """``value`` with the index of each of its sums, products and integrals renamed where a value of ``sol`` uses
    it: μ_j = (1/n) Σ_i x_{i,j} taken at j = i is (1/n) Σ_{i'} x_{i',i}, not Σ_i x_{i,i}."""
    import sympy as sp

    if not isinstance(value, sp.Basic):
        return value
    taken = set().union(*[v.free_symbols for v in sol.values() if isinstance(v, sp.Basic)], value.free_symbols)

    def rename(e):
        if not e.args:
            return e
        if isinstance(e, (sp.Sum, sp.Product, sp.Integral)):
            rep = {}
            for lim in e.limits:
                x = lim[0]
                if x in taken:
                    k, new = 1, sp.Symbol(f"{x.name}{chr(8242)}", **x.assumptions0)
                    while new in taken or new in e.free_symbols:
                        k += 1
                        new = sp.Symbol(f"{x.name}{chr(8242) * k}", **x.assumptions0)
                    rep[x] = new
            e = e.xreplace(rep) if rep else e
        return e.func(*[rename(a) for a in e.args])

    return rename(value)


def elided(value) -> bool:
    """A value written with an ellipsis entry (``\\cdots`` in a vector): it does not say every entry."""
    import sympy as sp

    return isinstance(value, sp.Basic) and any(isinstance(a, sp.Symbol) and a.name == "…" for a in value.atoms(sp.Symbol))


def match_pattern(pattern, params: tuple, instance) -> dict | None:
    """The values of ``params`` that make ``pattern`` (``theta[i]``, ``PE(pos, 2*i)``) equal ``instance``
    (``theta[63]``, ``PE(3, 5)``), or None.  A parameter that is an index must come out an integer when the
    instance's argument is a number (``PE(3, 5)`` matches ``PE(pos, 2*i + 1)`` with i = 2, not ``PE(pos, 2*i)``)."""
    import sympy as sp

    fresh = {p: sp.Dummy(p.name, integer=p.is_integer) for p in params}
    pattern, params = pattern.xreplace(fresh), tuple(fresh[p] for p in params)
    pargs = pattern.indices if isinstance(pattern, sp.Indexed) else pattern.args
    iargs = instance.indices if isinstance(instance, sp.Indexed) else instance.args
    if len(pargs) != len(iargs):
        return None
    sol: dict = {}
    for p, v in zip(pargs, iargs):
        p = p.xreplace(sol)
        free = [s for s in params if s in p.free_symbols]
        if not free:
            if sp.expand(p - v) != 0:
                return None
            continue
        if len(free) > 1:
            return None
        s = free[0]
        if p == s:
            sol[s] = v
            continue
        a, b = p.coeff(s, 1), p.coeff(s, 0)  # p = a*s + b, linear in s (is_pattern admits no other)
        if a == 0 or s in a.free_symbols or s in b.free_symbols or sp.expand(p - a * s - b) != 0:
            return None
        r = sp.expand((v - b) / a)
        if r.is_number and s.is_integer is not False:
            if not r.is_integer:
                return None
        elif not r.is_number and v.is_number is False and not _integer_linear(r):
            return None
        sol[s] = r
    back = {v: k for k, v in fresh.items()}
    return {back[k]: v for k, v in sol.items()}


def _integer_linear(r) -> bool:
    """A symbolic solution is accepted only when it is an integer combination (``k`` from ``2i = 2k``)."""
    import sympy as sp

    try:
        poly = sp.Poly(r)
    except Exception:  # noqa: BLE001
        return False
    return all(c.is_integer for c in poly.coeffs())


# --- reading bindings from the document --------------------------------------------------------------

_SYM = r"(?P<sym>\\?[A-Za-z]+(?:_\{?\w+\}?)?)"
_DOTS = r"(?:\\ldots|\\dots|\\cdots|…|\.\.\.)"
_LIST_END = r"(?P<hi>(?:[^,;$()]|\([^()]*\))+?)\s*(?=[.,;]?\s*(?:$|\\q?quad|\\text\{(?:\s|[^A-Za-z}])|\\\\|\)))"
_RANGE_LIST = re.compile(r"(?<![\w\\{])" + _SYM + r"\s*=\s*(?P<lo>[^,=]+?)\s*,\s*(?:[^,=]+?,\s*){0,3}" + _DOTS + r"\s*,\s*"
                         + _LIST_END)
_RANGE_IN = re.compile(r"(?<![\w\\{])" + _SYM + r"\s*\\in\s*\\\{\s*(?P<lo>[^,]+?)\s*,\s*(?:[^,]+?,\s*){0,3}" + _DOTS
                       + r"\s*,\s*(?P<hi>.+?)\s*\\\}")
# x \in [0, 1], p \in (0, 1), t \in [a, b): a real interval, both ends finite
_RANGE_INTERVAL = re.compile(r"(?<![\w\\{])" + _SYM + r"\s*\\in\s*(?:\\left\s*)?[\[(]\s*(?P<lo>[^,\[\]()]+?)\s*,\s*"
                             r"(?P<hi>[^,\[\]()]+?)\s*(?:\\right\s*)?[\])]")
_LE = r"(?:\\leq?(?:slant)?(?![A-Za-z])|≤|<|\\lt(?![A-Za-z]))"
_RANGE_INEQ = re.compile(r"^\s*(?P<lo>[^<≤\\]+?|\S+?)\s*(?P<r1>" + _LE + r")\s*" + _SYM + r"\s*"
                         r"(?P<r2>" + _LE + r")\s*(?P<hi>.+?)\s*[.,;]?\s*$")


def read_ranges(body: str, parse) -> list:
    """[(symbol, lo, hi, (start, end) in body, "integer" | "real", strict ends)] of the ranges ``body`` declares
    (``i = 0, 1, …, d/2-1``, ``i \\in \\{0, …, n-1\\}``, ``0 \\le i < d/2`` as the whole formula: its strict ends,
    here ("hi",), kept for a reader of it as integers).  ``parse`` reads one side."""
    import sympy as sp

    out = []
    for pat in (_RANGE_LIST, _RANGE_IN, _RANGE_INEQ, _RANGE_INTERVAL):
        for m in pat.finditer(body):
            try:
                sym = parse(m.group("sym")).expr
                lo = parse(m.group("lo")).expr
                hi = parse(m.group("hi")).expr
            except Exception:  # noqa: BLE001 - not a range we read
                continue
            if not isinstance(sym, sp.Symbol) or not (isinstance(lo, sp.Expr) and isinstance(hi, sp.Expr)):
                continue
            if pat is _RANGE_INTERVAL:
                if not (lo.is_number and hi.is_number and lo.is_finite and hi.is_finite and lo.is_real and hi.is_real
                        and bool(lo < hi)):
                    continue  # ((0, \infty): a sign, not an interval to take test points in)
                if not (lo.is_Rational and hi.is_Rational):  # ([0, \pi]: its ends as decimals just inside it)
                    lo, hi = sp.Rational(str(sp.N(lo, 15))) + sp.Rational(1, 10 ** 12), \
                        sp.Rational(str(sp.N(hi, 15))) - sp.Rational(1, 10 ** 12)
            # a list is of integers; inequalities bound a real interval (its strictness is not kept: test points
            # are taken inside it)
            strict = tuple(end for end, r in (("lo", "r1"), ("hi", "r2")) if pat is _RANGE_INEQ
                           and m.group(r).strip() in ("<", "\\lt"))
            out.append((sym, lo, hi, m.span(), "real" if pat in (_RANGE_INEQ, _RANGE_INTERVAL) else "integer", strict))
    return out


_SENTENCE_ONLY_END = re.compile(r"[。！？!?]|" + _ABBREVIATION + r"\.\s|\n\s*\n")  # (a ';' ends a clause, not this)


def _sentence_so_far(text: str, start: int, limit: int = 160, clauses: bool = False) -> str:
    """The text of the sentence before ``start`` (at most ``limit`` characters); from its last clause (after a ';')
    unless ``clauses``."""
    before = text[max(0, start - limit):start]
    ends = list((_SENTENCE_ONLY_END if clauses else _LEAD_IN_END).finditer(before))
    return before[ends[-1].end():] if ends else before


_GIVEN = re.compile(r"(?:(?:^|\W)(?:given|for (?:any|every|all|each)|any|every|each)(?:\s+(?:a|an|the))?(?:\s+(?:positive|"
                    r"negative|non-negative|nonnegative|natural|real|complex))?(?:\s+(?:integers?|numbers?|reals?))?|"
                    r"给定|任意|任一|对任意|对于任意|对所有|对于所有)\s*(?:的)?\s*(?:正整数|整数|自然数|实数|复数)?\s*$", re.I)


def given_in_sentence(text: str, start: int, written: str, spans: list) -> bool:
    """Whether the sentence before ``start`` introduces ``written`` (a symbol as written) as given or arbitrary
    ("给定正整数 $n$ …", "for any $n$ …"): a formula ``n = …`` later in that sentence states something about the
    given n (a representation it satisfies), it does not define n.  ``spans``: (start, end, body) of the
    formulas."""
    lead = text[max(0, start - 240):start].rstrip()
    if lead.endswith((":", "：")):  # "…，满足：" then the display after a blank line: that sentence
        start = start - (len(text[max(0, start - 240):start]) - len(lead))
    sentence = _sentence_so_far(text, start, 240)
    begin = start - len(sentence)
    for a, b, body in spans:
        if begin <= a < start and body.strip() == written.strip() and _GIVEN.search(text[max(begin, a - 40):a]):
            return True
    return False


# "the $\tau = 0$ limit", "the $d = 1$ special case", "the $s = -1$ index values": a name set to a number between an
# article and a noun that names a limit, a special case or the one entry it picks out gives its symbol no value (a
# setting does: "the $d = 512$ setting", "the $n = 4096$ positions of the window")
_CASE_ARTICLE = re.compile(r"(?:^|\W)(?:the|a|an|this|that|its)\s*$", re.I)
_CASE_NOUN = re.compile(r"\s*(?:(?:[A-Za-z]+-)?[A-Za-z]+\s+)?(?:limit|limits|regime)\b|\s*(?:degenerate|special|limiting|trivial|"
                        r"boundary|edge|extreme)\s+cases?\b|\s*(?:index|indices|component|entry|element|term|row|"
                        r"column)\b", re.I)
_CASE_FORMULA = re.compile(r"^\s*(?:\\[A-Za-z]+|[A-Za-z])(?:_(?:\{[^{}]*\}|[A-Za-z0-9]))?\s*(?:=|\\to|→)\s*[-−]?\d[\d.]*\s*$")


def names_a_case(text: str, start: int, end: int) -> bool:
    """Whether the formula at ``start``…``end`` sets a name to a number between an article and a noun that names a
    limit, a special case or an entry it picks out ("the $\\tau=0$ degenerate limit", "the $d = 1$ special case", "the
    $s = -1$ index values"): a label, not a value the text gives (a setting is: "the $d = 64$ setting")."""
    body = text[start:end].strip().strip("$").strip()
    if body.startswith("\\(") and body.endswith("\\)"):
        body = body[2:-2]
    if not _CASE_FORMULA.match(body):
        return False
    noun = _CASE_NOUN.match(text, end) if _CASE_ARTICLE.search(text[max(0, start - 12):start]) else None
    if noun is None:
        return False
    if re.search(r"limits?\b|regime\b", noun.group(), re.I):  # a limit taken (τ → 0, the τ = 0 limit), not a context
        return bool(re.search(r"\\to\b|→|=\s*[-−]?0(?:\.0*)?\s*$", body))  # limit of L = 2048 tokens
    return True


def _subject_to(text: str, start: int, lead: str) -> bool:
    """Whether the words right before the formula at ``start`` (past the formulas its sentence joins to it with "and"
    or commas; past the blank line before a display, where the sentence before it runs on) state it as a condition
    something is subject to (``_SUBJECT_TO``)."""
    for joined, plural in ((_FORMULAS_JOINED, False), (_FORMULAS_LISTED, True)):
        bare = joined.sub("", lead)
        if not bare.strip():
            bare = _paragraph_lead(text, start - len(lead))
        m = _SUBJECT_TO.search(bare)
        if m and (not plural or re.search(r"conditions|constraints|约束条件", m.group(0), re.I)):
            return True  # (commas list formulas only after a plural: "subject to the constraints $A$, $B$")
    return False


def _paragraph_lead(text: str, at: int) -> str:
    """The sentence a display at ``at`` continues across the blank line before it ("… is subject to the conditions"
    then a blank line and ``$$ … $$``): the last sentence of the paragraph before, when it ends without a full stop;
    else ''."""
    m = re.search(r"\n[ \t]*\n[ \t]*$", text[max(0, at - 400):at])
    if m is None:
        return ""
    end = max(0, at - 400) + m.start()
    before = text[max(0, end - 400):end].rstrip()
    if not before or before[-1] in ".。!?！？;；$)":
        return ""
    last = before[before.rfind("\n") + 1:].lstrip()
    if re.match(r"#{1,6}\s|\\(?:sub)*section\*?\s*\{|\\(?:chapter|paragraph)\b|<h[1-6]", last):
        return ""  # (a heading, "## Softmax under constraints", is no sentence that runs on)
    return _sentence_so_far(text, max(0, end - 400) + len(before))


def condition_before(text: str, start: int, end: int | None = None) -> str | None:
    """How the prose introduces the formula at ``start`` (ending at ``end``): "condition" right after "if", "when",
    "当", "若"; "negated" right after "not", "except", "不包括" (the sentence denies or excludes it); "hypothesis"
    after "suppose", "assume", "假设", "设"; "weak condition" after "for", "at", "对于" (a
    condition only when the formula binds a symbol: "for $d = 512$"); "example" when a worked example is announced
    ("take", "取", "e.g.", or earlier in the sentence "the simplest case", "for example", "以 … 为例", "设 … 时"),
    unless the sentence says the value holds throughout; else None."""
    before = text[max(0, start - 16):start]
    if _CONDITION.search(before) or (end is not None and names_a_case(text, start, end)) \
            or _DURING.search(text, max(0, start - 60), start):
        return "condition"
    if _NEGATED.search(text[max(0, start - 70):start]):
        return "negated"
    if _HYPOTHESIS.search(before):
        return "hypothesis"
    lead = _sentence_so_far(text, start)
    if re.search(r"[:：]\s*(?:\$\$|\\\[|\\begin\{[a-z*]+\})?\s*$", lead) and _SUPPOSING.match(lead):
        return "hypothesis"  # "假设只对前 d/4 维旋转，则：" and a display: what it defines holds under that supposition
    if _subject_to(text, start, lead):
        return "hypothesis"  # "… is subject to the conditions $A$ and $B$": each formula after it a condition
    if _WEAK_CONDITION.search(before) or _FOR_NAMED.search(text, max(0, start - 400), start):
        return "weak condition"
    sentence = _sentence_so_far(text, start)
    if _GLOBAL.search(sentence):
        return None
    if _EXAMPLE.search(before) or _EXAMPLE_IN_SENTENCE.search(sentence) or _EXAMPLE_OPENING.match(sentence) or (
            end is not None and _EXAMPLE_AFTER.match(text[end:end + 8])):
        if end is not None:  # "… where we determined a = 0.07. We use these values for every experiment": adopted
            stop = sentence_end(text, end)
            after = text[end:sentence_end(text, stop + 1) + 1]
            if _ADOPTS_BACK.search(after) and not _RESTRICTED.search(after):
                return None
        return "example"
    return None


# what takes the adoption back ("We use these values only for this illustration", "下文不再沿用这些值")
_RESTRICTED = re.compile(r"(?:^|\W)(?:(?:not|never|no longer|don't|do not)\s+(?:\w+\s+){0,2}(?:use|keep|adopt|reuse)|"
                         r"(?:values|settings|numbers)\s+only|only\s+(?:for|in|here)|merely|just\s+for)(?:\W|$)|"
                         r"不再(?:沿用|使用)这些|不(?:沿用|使用)这些|仅用于|只用于|仅在此|只在此", re.I)
# a sentence that adopts the values an example just gave ("We use these values for every experiment", "下文沿用这些值")
_ADOPTS_BACK = re.compile(r"(?:^|\W)(?:we|I)\s+(?:use|keep|adopt|reuse)\s+(?:these|this|those|the same)\s+(?:values?|"
                          r"settings?|numbers?|parameters?|choices?)|(?:these|those) (?:values|settings|parameters) "
                          r"(?:are used|hold) (?:throughout|for (?:all|every))|沿用|[下后]文(?:都|均)?(?:使用|采用)", re.I)


_APPROXIMATELY = re.compile(r"(?:^|\W)(?:roughly|approximately|approx\.?|about|around|nearly|almost|circa|ca\.|on the "
                            r"order of)\s*(?:\W{0,3})$|(?:约|大约|大概|近似|约为|约等于|左右)\s*[:：,，]?\s*$", re.I)


def approximately_before(text: str, start: int) -> bool:
    """Whether the prose right before the formula at ``start`` says it is approximate ("roughly", "about", "约"): its
    '=' then states a rounded result."""
    return bool(_APPROXIMATELY.search(text[max(0, start - 40):start]))


def requirement_before(text: str, start: int) -> bool:
    """Whether the sentence introduces the formula at ``start`` as a requirement to meet or an equation to solve for
    ("we need", "must", "such that", "需要", "要求"): a condition, not a statement of fact."""
    return bool(_REQUIREMENT.search(_sentence_so_far(text, start, 100)))


_CONTINUES = re.compile(r"\s*(?:(?:so|thus|hence|then|therefore|and|which|where|giving|gives|that is|namely|in other words)"
                        r"(?:\W|$)|i\.e\.|所以|因此|于是|即|则|得|从而|这样|此时|那么|也就是|也即|换句话说|代入|带入)", re.I)
_LEADS_IN = re.compile(r"[^\n]{0,80}[:：]\s*$")  # a short line that introduces what follows ("也就是：", "which gives:")
_PARAGRAPH_END = re.compile(r"\n[ \t]*\n|</(?:p|div|li|td|blockquote)>", re.I)  # (a blank line; in a page, a block's end)
# a paragraph that turns to the general case ends a worked example, whatever follows ("In general …:", "一般地，")
GENERAL_CASE = re.compile(r"\s*(?:in general|generally|more generally|in the general case|一般地|一般来说|一般情况下|更一般地)",
                      re.I)  # ("For any i:" may still be the example's: helper-111)


# an HTML list opening right after a paragraph's end ("…we get:</p>\n<ul>")
HTML_LIST_OPEN = re.compile(r"(?:\s|</?p\b[^>]*>|<br\s*/?>)*<(ul|ol)\b[^>]*>", re.I)


def html_list_end(text: str, at: int, tag: str) -> int | None:
    """Where the HTML list ``tag`` opened just before ``at`` closes (lists nested in it skipped), or None."""
    depth = 1
    for m in re.finditer(r"<(/?)" + tag + r"\b[^>]*>", text[at:], re.I):
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return at + m.start()
    return None


def example_end(text: str, end: int, displays: list[tuple[int, int]], headings: list[int]) -> int:
    """Where a worked example that states a value at ``end`` ends: its paragraph, the display formulas that follow it
    directly (``displays``: (start, end) offsets, in order) and a paragraph after them that continues it ("so …",
    "所以 …") unless it turns to the general case ("In general, …:"); never past the next heading (``headings``:
    offsets)."""
    import bisect

    k = bisect.bisect_right(headings, end)
    stop = headings[k] if k < len(headings) else len(text)

    def paragraph_end(at: int) -> int:
        m = _PARAGRAPH_END.search(text, at, stop)
        return m.start() if m else stop

    out = paragraph_end(end)
    while out < stop:
        rest = text[out:stop]
        skip = len(rest) - len(rest.lstrip())
        nxt = out + skip
        d = next((x for x in displays if x[0] <= nxt < x[1] or x[0] == nxt), None)
        html_list = HTML_LIST_OPEN.match(text, nxt) if re.search(r"[:：]\s*(?:</?p>\s*)?$", text[max(0, out - 40):out]) \
            else None
        if html_list is not None:  # "For a toy model with $d = 4$, we get:</p><ul><li>…</ul>": the list it opens
            close = html_list_end(text, html_list.end(), html_list.group(1).lower())
            out = stop if close is None else min(close, stop)
        elif d is not None:
            out = paragraph_end(d[1])
        elif nxt < stop and not GENERAL_CASE.match(text, nxt) and (
                _CONTINUES.match(text, nxt) or _LEADS_IN.match(text[nxt:paragraph_end(nxt)])):
            out = paragraph_end(nxt)
        else:
            break
    return min(out, stop)


def sentence_end(text: str, at: int) -> int:
    m = _SENTENCE_END.search(text, at)
    return m.start() if m else len(text)


NOTATION_SECTIONS = ("values", "definitions", "ranges", "domains")  # of a notation file and Notation.environment


def read_notation_file(path, parse) -> tuple[list[Binding], list[str]]:
    """The bindings of a notation file (TOML) and its problems. The format::

        [values]            # name = exact value
        d = "128"
        '\\text{base}' = "10000"
        [definitions]       # left side (a pattern) = right side, both LaTeX
        '\\theta_i' = 'b^{-2i/d}'
        [ranges]            # index = [lowest, highest], both included
        i = ["0", "d/2 - 1"]
        [domains]           # integer | real | positive
        pos = "integer"
    """
    try:
        data = path.read_bytes()
    except OSError as e:
        return [], [f"{path.name}: not a readable notation file ({e})"]
    return read_notation_text(path.name, data, parse)


def read_notation_text(name: str, data: bytes, parse) -> tuple[list[Binding], list[str]]:
    """``read_notation_file`` of the bytes ``data`` of the notation file ``name``."""
    import tomllib

    try:
        table = tomllib.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        return [], [f"{name}: not a readable notation file ({e})"]
    return notation_bindings(table, parse, name, "notation file")


def notation_bindings(data: dict, parse, where: str, source: str) -> tuple[list[Binding], list[str]]:
    """The bindings of a notation file's tables (``read_notation_file``) or of a notation table's ``environment``
    (the same sections), and the problems."""
    problems: list[str] = []
    out: list[Binding] = []
    data = dict(data)
    for section in NOTATION_SECTIONS:
        if not isinstance(data.get(section) or {}, dict):
            problems.append(f"{where}: [{section}] is not a table of name = value")
            data[section] = {}
    for section in ("values", "definitions"):
        for name, rhs in (data.get(section) or {}).items():
            try:
                target, value = parse(name).expr, parse(str(rhs)).expr
            except Exception as e:  # noqa: BLE001 - reported
                problems.append(f"{where}: [{section}] {name}: {e}")
                continue
            params = tuple(sorted(_pattern_params(target), key=str))
            out.append(Binding("definition" if params or section == "definitions" else "value", name, target, value,
                               params, source=source, where=where))
    for name, pair in (data.get("ranges") or {}).items():
        try:
            if not isinstance(pair, (list, tuple)) or len(pair) != 2:
                raise ValueError("expected [lowest, highest]")
            sym, lo, hi = parse(name).expr, parse(str(pair[0])).expr, parse(str(pair[1])).expr
        except Exception as e:  # noqa: BLE001
            problems.append(f"{where}: [ranges] {name}: {e}")
            continue
        out.append(Binding("range", name, sym, lo=lo, hi=hi, domain="integer", source=source, where=where))
    for name, dom in (data.get("domains") or {}).items():
        if dom not in ("integer", "real", "positive"):
            problems.append(f"{where}: [domains] {name}: {dom!r} is not integer, real or positive")
            continue
        try:
            sym = parse(name).expr
        except Exception as e:  # noqa: BLE001
            problems.append(f"{where}: [domains] {name}: {e}")
            continue
        out.append(Binding("domain", name, sym, domain=dom, source=source, where=where))
    return out, problems


def _pattern_params(target) -> set:
    """The variables of a definition's pattern: the symbols of an Indexed's indices or an application's
    arguments (``theta_i``: {i}; ``PE(pos, 2i)``: {pos, i}); none for a plain symbol."""
    import sympy as sp

    if isinstance(target, sp.Indexed):
        return set().union(*(a.free_symbols for a in target.indices))
    if isinstance(target, sp.core.function.AppliedUndef):
        return set().union(*(a.free_symbols for a in target.args))
    return set()


def is_pattern(target) -> bool:
    """A left side that can be defined: a plain symbol, or an Indexed/application whose arguments are
    symbols or integer-linear in one symbol each (``theta_i``, ``PE(pos, 2i+1)``)."""
    import sympy as sp

    if isinstance(target, sp.Symbol):
        return True
    if isinstance(target, (sp.Indexed, sp.core.function.AppliedUndef)):
        args = target.indices if isinstance(target, sp.Indexed) else target.args
        name = str(target.base) if isinstance(target, sp.Indexed) else target.func.__name__
        if isinstance(target, sp.core.function.AppliedUndef) and name in OPERATIONS:
            return False  # \\mathbf{a} \\cdot \\mathbf{b} = 0, \\|x\\| = 1: a statement about an operation, not a definition
        if any(s.name == name for a in args for s in a.free_symbols):
            return False  # n(n+1): a product written as an application, not a pattern
        return all(isinstance(a, sp.Symbol) or (a.free_symbols and len(a.free_symbols) == 1 and _integer_linear(a))
                   or _event_of_names(a) for a in args)
    return False


def _event_of_names(a) -> bool:
    """An event ``y = 1``, ``X = x`` as an argument (``p_\\theta(y = 1 | x) = …`` defines that probability)."""
    import sympy as sp

    return isinstance(a, sp.core.function.AppliedUndef) and a.func.__name__ in _EVENT_NAMES and all(
        isinstance(b, sp.Symbol) or b.is_Integer for b in a.args)



# the events the reader writes for a relation in an argument list (latex.EVENTS), and all the operations it writes
# (not names a document defines)
_EVENT_NAMES = frozenset(EVENTS.values())
OPERATIONS = frozenset({"norm", "inner", "transpose", "conjugate", "hadamard", "otimes", "concat", "set",
                        "all_of", MEMBER, INDICATOR, "partial", "total", "nabla", "max_over", "min_over", "circ",
                        "matmul"}) | _EVENT_NAMES


def function_pattern(target, value):
    r"""A function defined on named arguments that are not plain symbols (``\mathrm{softmax}(x_i) = e^{x_i} / \sum_j
    e^{x_j}``, ``\alpha(\mathbf{q}, \mathbf{k}_i) = …``): (pattern, value, params) with each indexed argument
    replaced by a parameter of its own, in the pattern and in the value (an argument ``x_i`` is then any argument:
    ``\mathrm{softmax}(x_k)`` is ``e^{x_k} / \sum_j e^{x_j}``); None when ``target`` is not such an application
    (an argument that is not a name, or the function's own name among its arguments), or when the value holds none
    of its arguments (``\text{Var}(k_i) = 1`` states one value)."""
    import sympy as sp

    if not isinstance(target, sp.core.function.AppliedUndef) or not target.args:
        return None
    name = target.func.__name__
    if name in OPERATIONS:
        return None  # \|p_i\| = …, \langle a, b\rangle = …: an operation the reader knows, not a name defined
    rep = {}
    for a in target.args:
        if isinstance(a, sp.Symbol):
            continue
        if isinstance(a, sp.Indexed) and isinstance(a.base.label, sp.Symbol) and str(a.base) != name \
                and all(i.free_symbols or i.is_Integer for i in a.indices):
            rep.setdefault(a, sp.Dummy(sp.sstr(a).replace("[", "_").replace("]", ""),
                                       commutative=a.is_commutative))
            continue
        return None
    if not rep or any(s.name == name for a in target.args for s in a.free_symbols):
        return None
    held = set().union(*(a.free_symbols for a in target.args)) | {a.base for a in rep} | {a.base.label for a in rep}
    if isinstance(value, sp.Basic) and not any(value.has(x) for x in held):
        return None  # \text{Var}(k_i) = 1: a value at that argument, not Var of anything (its value holds nothing of
        #              the arguments, not even an index)
    return target.xreplace(rep), value.xreplace(rep)


pattern_params = _pattern_params
