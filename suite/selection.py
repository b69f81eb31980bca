"""``-k EXPRESSION``: which claims a run (or ``list``) selects, as pytest's ``-k`` does.

An expression is words joined with ``and``, ``or``, ``not`` and parentheses, e.g. ``-k "norm and not bound"``,
``-k "(softmax or attention) and not not_"``.  A word selects the claims whose id contains it
(case-insensitive), or one of whose retired ids (``theorems/_aliases.py``) contains it; ``and``, ``or`` and
``not`` are operators only as whole words (``not_pair_index`` is a word).  ``-k`` given more than once selects
what any of them selects."""
from __future__ import annotations

import re

_TOKEN = re.compile(r"\s*(?:(\()|(\))|([^\s()]+))")
_OPERATORS = ("and", "or", "not")


class BadExpression(ValueError):
    """A ``-k`` expression that does not parse (the message says where)."""


def _tokens(expr: str) -> list[str]:
    out, pos = [], 0
    while pos < len(expr):
        m = _TOKEN.match(expr, pos)
        if m is None:  # only trailing whitespace is left
            break
        out.append(m.group(m.lastindex))
        pos = m.end()
    return out


def compile_expression(expr: str):
    """A function ``matches(word_matches) -> bool`` for ``expr``; ``word_matches(word) -> bool`` says whether a
    word matches the item.  Raises BadExpression."""
    toks = _tokens(expr)
    if not toks:
        raise BadExpression(f"-k {expr!r}: the expression is empty")
    pos = 0

    def peek():
        return toks[pos] if pos < len(toks) else None

    def take():
        nonlocal pos
        pos += 1
        return toks[pos - 1]

    def fail(want: str):
        got = f"{peek()!r}" if peek() is not None else "the end"
        raise BadExpression(f"-k {expr!r}: expected {want}, found {got} (write words joined with and, or, not "
                            "and parentheses, e.g. -k \"norm and not bound\")")

    def orexpr():
        left = andexpr()
        while peek() == "or":
            take()
            right = andexpr()
            left = (lambda a, b: lambda m: a(m) or b(m))(left, right)
        return left

    def andexpr():
        left = notexpr()
        while peek() == "and":
            take()
            right = notexpr()
            left = (lambda a, b: lambda m: a(m) and b(m))(left, right)
        return left

    def notexpr():
        tok = peek()
        if tok == "not":
            take()
            inner = notexpr()
            return lambda m: not inner(m)
        if tok == "(":
            take()
            inner = orexpr()
            if peek() != ")":
                fail("')'")
            take()
            return inner
        if tok is None or tok == ")" or tok in _OPERATORS:
            fail("a word, 'not' or '('")
        word = take().lower()
        return lambda m: m(word)

    tree = orexpr()
    if peek() is not None:
        fail("'and', 'or' or the end")
    return tree


def select(names: list[str], expressions: list[str], aliases: dict[str, str] | None = None) -> list[str]:
    """The ``names`` (claim ids) that any of ``expressions`` selects, in their order; ``aliases``: {retired id:
    id}.  Raises BadExpression."""
    tests = [compile_expression(e) for e in expressions]
    retired: dict[str, list[str]] = {}
    for old, new in (aliases or {}).items():
        retired.setdefault(new, []).append(old.lower())
    out = []
    for name in names:
        ids = [name.lower(), *retired.get(name, [])]
        if any(t(lambda w: any(w in i for i in ids)) for t in tests):
            out.append(name)
    return out
