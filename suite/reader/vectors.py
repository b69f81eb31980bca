"""Vectors a document defines entry by entry, in the sinusoidal encoding's even/odd form.

A family ``p_{i,2m} = sin(…)``, ``p_{i,2m+1} = cos(…)`` (or ``PE(pos, 2i)``, ``PE(pos, 2i+1)``) defines the
vector ``p_i`` (``PE(pos)``): its entry 2m is the even piece and its entry 2m+1 the odd piece, for m in the
range the document declares for the pieces' index (``m = 0, 1, …, d/2-1``).  With that, and nothing else:

- an inner product of two such vectors (``p_i \\cdot p_j``, ``PE(t)^\\top PE(u)``, ``\\langle p_i, p_j\\rangle``,
  ``p_i^2``) is the sum over m of the products of the even pieces plus the products of the odd pieces; a
  norm ``\\|v\\|`` is the square root of ``v``'s inner product with itself, for ``v`` a linear combination of
  such vectors (``\\|p_{i+\\delta} - p_i\\|``);
- a sum over all the entries, ``\\sum_{k=0}^{D-1} g(p_{i,k})`` with D even, is the sum over the pairs
  ``\\sum_{m=0}^{D/2-1} (g(p_{i,2m}) + g(p_{i,2m+1}))``;
- such a vector written out, ``p_0 = [0, 1, 0, 1]``, is compared entry by entry (``entries``).

A vector whose pieces or range the document does not give is left as it is (the relation stays undecided).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Pieces:
    """The even and odd pieces of one vector, as functions of the pair index, and the pair range."""
    even: object  # a Lambda of the pair index
    odd: object
    lo: object
    hi: object
    bindings: list
    implied: bool = False  # the range is not stated: it is the one the pieces' 2i/d implies (i = 0 … d/2 - 1)


def pieces(member, env, at: int) -> Pieces | None:
    """The pieces of the vector ``member`` (``p[i]``, ``PE(t)``) from the definitions in scope, or None."""
    import sympy as sp

    from suite.reader.environment import match_pattern

    found: dict = {}
    for b in env.definitions(at):
        t, written = b.target, member
        if isinstance(member, sp.Indexed) and isinstance(t, sp.Indexed) and t.base == member.base \
                and len(t.indices) == len(member.indices) + 1:
            first, last = t.indices[:-1], t.indices[-1]
            shell = sp.Indexed(t.base, *first) if first else None
        elif isinstance(member, sp.core.function.AppliedUndef) and isinstance(t, sp.core.function.AppliedUndef) \
                and t.func == member.func and len(t.args) == len(member.args) + 1:
            first, last = t.args[:-1], t.args[-1]
            shell = t.func(*first) if first else None
        elif isinstance(member, sp.Indexed) and isinstance(t, sp.core.function.AppliedUndef) \
                and t.func.__name__ == str(member.base) and len(t.args) == len(member.indices) + 1:
            # PE_{pos} beside PE_{(pos, 2i)}: the member at pos of the family the document writes with its
            # arguments in parentheses
            written = t.func(*member.indices)
            first, last = t.args[:-1], t.args[-1]
            shell = t.func(*first) if first else None
        else:
            continue
        for s in b.params:
            parity = {2 * s: 0, 2 * s + 1: 1}.get(last)
            if parity is None or parity in found:
                continue
            others = tuple(p for p in b.params if p != s)
            sol = match_pattern(shell, others, written) if shell is not None else {}
            if sol is None or s in getattr(shell, "free_symbols", set()):
                continue
            m = sp.Dummy("m")
            found[parity] = (s, sp.Lambda(m, b.value.xreplace({**sol, s: m})), b)
    if set(found) != {0, 1}:
        return None
    rng = env.ranges(at).get(found[0][0]) or env.ranges(at).get(found[1][0])
    if rng is not None and rng.domain == "real":  # 0 ≤ i < d/2: the pair index is an integer, so the ends move in
        lo, hi = rng.lo + (1 if "lo" in rng.strict else 0), rng.hi - (1 if "hi" in rng.strict else 0)
        if not all(_integer_valued(x, env, at) for x in (rng.lo, rng.hi)):
            return None  # (0 ≤ i ≤ d/2 with d odd, or an end the document leaves open: no count of entries)
        return Pieces(found[0][1], found[1][1], lo, hi, [found[0][2], found[1][2], rng])
    if rng is None:
        rng = _implied_range(found, env, at)
        if rng is None:
            return None
        return Pieces(found[0][1], found[1][1], rng.lo, rng.hi, [found[0][2], found[1][2]] + rng.value, implied=True)
    return Pieces(found[0][1], found[1][1], rng.lo, rng.hi, [found[0][2], found[1][2], rng])


def _integer_valued(x, env, at: int) -> bool:
    """Whether the end ``x`` of a range is an integer: a number, or an expression in dimensions the document halves
    (``d/2`` of an even d) or whose value in scope makes it one."""
    import sympy as sp

    try:
        value, _ = env.expand(sp.sympify(x), at)
    except Exception:  # noqa: BLE001
        return False
    if value.is_number:
        return bool(value.is_integer)
    halves = {D: 2 * sp.Dummy(integer=True) for D in value.free_symbols if D in env.even}
    return bool(value.xreplace(halves).is_integer) if halves else bool(value.is_integer)


def _implied_range(found: dict, env, at: int):
    """The pair range the pieces imply where the document states none: both pieces raise to 2m/D (``10000^{2i/d}``),
    D a dimension with an even value in scope: m = 0 … D/2 - 1 (a range binding whose ``value`` holds the bindings
    that give D); else None."""
    import sympy as sp

    from suite.reader.environment import Binding

    dims = set()
    for parity in (0, 1):
        body, (m,) = found[parity][1].expr, found[parity][1].variables
        if not any(isinstance(n, sp.Pow) and n.exp.has(m) for n in sp.preorder_traversal(body)):
            try:  # (sin(ω_i t) with ω_i = 10000^{-2i/d} defined apart: the power is in ω_i's definition, d kept)
                body = env.without([b for b in env.bindings if b.kind == "value"]).expand(body, at)[0]
            except Exception:  # noqa: BLE001 - the body as written
                pass
        here = set()
        for node in sp.preorder_traversal(body):
            if isinstance(node, sp.Pow) and node.exp.has(m):
                for D in node.exp.free_symbols - {m}:
                    ratio = sp.simplify(node.exp * D / m)
                    if ratio.is_number and abs(ratio) == 2:
                        here.add(D)
        dims.add(frozenset(here))
    if len(dims) != 1:
        return None
    (here,) = dims
    if len(here) != 1:
        return None
    (D,) = here
    try:
        value, used = env.expand(D, at)
    except Exception:  # noqa: BLE001 - a dimension the environment cannot give
        return None
    if value == D and not used:  # d with no value in scope: i = 0 … d/2 - 1 for every even d (test points take d even)
        if env.odd_talk:
            return None  # ("for odd $d$ the last entry is a lone sine": the document's d need not be even)
        used = []
    elif not (isinstance(value, sp.Integer) and value > 0 and value % 2 == 0) or not used:
        return None
    rng = Binding("range", f"{found[0][0]}", found[0][0], lo=sp.Integer(0), hi=D / 2 - 1, domain="integer",
                  where=f"implied by {D}: 2{found[0][0]}/{D} in the definition")
    rng.value = list(used)
    return rng


def _members(expr) -> list:
    import sympy as sp

    return list(expr.atoms(sp.Indexed)) + list(expr.atoms(sp.core.function.AppliedUndef))


def _matrix_like(e) -> bool:
    """A factor that may be a matrix: noncommutative, or holding a transpose."""
    import sympy as sp

    return not e.is_commutative or any(getattr(getattr(a, "func", None), "__name__", "") == "transpose"
                                       for a in sp.preorder_traversal(e))


class _Vectors:
    def __init__(self, env, at: int):
        self.env, self.at, self.cache, self.used = env, at, {}, []

    def of(self, a) -> Pieces | None:
        if a not in self.cache:
            self.cache[a] = pieces(a, self.env, self.at)
        return self.cache[a]

    def linear(self, e) -> bool:
        """``e`` is a linear combination of known vectors (no vector inside a function)."""
        import sympy as sp

        if self.of(e) is not None:
            return True
        if isinstance(e, sp.Add):
            return all(self.linear(a) for a in e.args)
        if isinstance(e, sp.Mul):
            vec = [a for a in e.args if self.has_vector(a)]
            return len(vec) == 1 and self.linear(vec[0])
        return False

    def has_vector(self, e) -> bool:
        return any(self.of(a) is not None for a in _members(e))

    def entry(self, e, parity: int, m):
        """Entry 2m (parity 0) or 2m+1 (parity 1) of the linear combination ``e``."""
        rep = {}
        for a in _members(e):
            p = self.of(a)
            if p is not None:
                rep[a] = (p.even if parity == 0 else p.odd)(m)
                self.used += [b for b in p.bindings if b not in self.used]
        return e.xreplace(rep)

    def inner(self, a, b):
        import sympy as sp

        pa = next(self.of(x) for x in _members(a) if self.of(x) is not None)
        m = sp.Dummy("m", integer=True)
        body = self.entry(a, 0, m) * self.entry(b, 0, m) + self.entry(a, 1, m) * self.entry(b, 1, m)
        return sp.Sum(body, (m, pa.lo, pa.hi))

    def rewrite(self, e):
        import sympy as sp

        if not isinstance(e, sp.Basic) or not e.args:
            return e
        f = e.func
        if f.__name__ == "inner" and len(e.args) == 2 and all(self.linear(x) for x in e.args):
            return self.inner(*e.args)
        if f.__name__ == "norm" and len(e.args) == 1 and self.linear(e.args[0]):
            return sp.sqrt(self.inner(e.args[0], e.args[0]))
        if isinstance(e, sp.Pow) and e.exp == 2 and self.of(e.base) is not None:
            return self.inner(e.base, e.base)
        if isinstance(e, sp.Mul):
            vec, rest = [], []
            for a in e.args:
                bare = a.args[0] if getattr(a.func, "__name__", "") == "transpose" and len(a.args) == 1 else a
                if self.has_vector(bare) and self.linear(bare):
                    vec.append(bare)
                else:
                    rest.append(a)
            if len(vec) == 2 and not any(_matrix_like(r) for r in rest):
                # p_i · p_j, PE(t)^T PE(u): the inner product (the order is not kept by the product); not with a
                # matrix between them (p_i W_Q W_K^T p_j^T is no inner product of p_i and p_j)
                return sp.Mul(*[self.rewrite(r) for r in rest]) * self.inner(*vec)
        if isinstance(e, sp.Sum) and len(e.limits) == 1:
            k, lo, hi = e.limits[0]
            entries = [a for a in _members(e.function) if self._entry_at(a, k)]
            if entries and lo == 0:
                m = sp.Dummy("m", integer=True)
                body = self.rewrite(e.function)
                paired = body.xreplace({k: 2 * m}) + body.xreplace({k: 2 * m + 1})
                paired = self._pieces_of_entries(paired)
                return sp.Sum(paired, (m, 0, (hi + 1) / 2 - 1))
        if isinstance(e, sp.Indexed):
            return e
        args = [self.rewrite(a) for a in e.args]
        if all(x is y for x, y in zip(args, e.args)):
            return e  # never rebuilt unchanged: 10^{10^{10}} stays unevaluated
        return f(*args)

    def _entry_at(self, a, k) -> bool:
        """``a`` is entry ``k`` (the sum's index, alone as the last index) of a known vector."""
        import sympy as sp

        if isinstance(a, sp.Indexed) and a.indices[-1] == k:
            shell = sp.Indexed(a.base, *a.indices[:-1]) if len(a.indices) > 1 else None
        elif isinstance(a, sp.core.function.AppliedUndef) and a.args and a.args[-1] == k:
            shell = a.func(*a.args[:-1]) if len(a.args) > 1 else None
        else:
            return False
        return shell is not None and self.of(shell) is not None

    def _pieces_of_entries(self, e):
        """Entries ``p[i, 2m]``, ``p[i, 2m+1]`` of known vectors replaced by their pieces."""
        import sympy as sp

        rep = {}
        for a in _members(e):
            last = a.indices[-1] if isinstance(a, sp.Indexed) else (a.args[-1] if a.args else None)
            shell = (sp.Indexed(a.base, *a.indices[:-1]) if isinstance(a, sp.Indexed) and len(a.indices) > 1 else
                     a.func(*a.args[:-1]) if isinstance(a, sp.core.function.AppliedUndef) and len(a.args) > 1 else None)
            p = self.of(shell) if shell is not None else None
            if p is None or last is None:
                continue
            for m in last.free_symbols:
                if last == 2 * m:
                    rep[a] = p.even(m)
                elif last == 2 * m + 1:
                    rep[a] = p.odd(m)
            if a in rep:
                self.used += [b for b in p.bindings if b not in self.used]
        return e.xreplace(rep)


def rewrite(expr, env, at: int):
    """``expr`` with the inner products, norms and full-entry sums of entrywise-defined vectors written as sums
    over the pair index; and the bindings used."""
    import sympy as sp

    if not isinstance(expr, sp.Basic) or not _members(expr):
        return expr, []
    v = _Vectors(env, at)
    out = v.rewrite(expr)
    return out, v.used


def entries(member, n: int, env, at: int):
    """The first ``n`` entries of the vector ``member`` and the bindings used, when the document defines it
    entrywise and its pair range holds exactly ``n`` entries here; else None (the reason as a string when the
    length differs)."""
    import sympy as sp

    p = pieces(member, env, at)
    if p is None:
        return None
    lo, used_lo = env.expand(sp.sympify(p.lo), at)
    hi, used_hi = env.expand(sp.sympify(p.hi), at)
    count = sp.simplify(2 * (hi - lo + 1))
    if not count.is_Integer:
        return None
    if int(count) != n:
        if p.implied:
            return None  # (a range only implied: the vector written out may show its first entries)
        return f"the definition gives {member} {int(count)} entries here, the vector written out has {n}"
    out = []
    for k in range(n):
        m = lo + k // 2
        out.append((p.even if k % 2 == 0 else p.odd)(m))
    return out, p.bindings + [b for b in used_lo + used_hi if b not in p.bindings]


def pairwise(L, R, texts: tuple, env, at: int):
    """A relation between vectors the document defines entry by entry, pair by pair (``PE(t + k) = R(k)\\,PE(t)``,
    with ``PE(t, 2i)``, ``PE(t, 2i+1)`` and a 2×2 block ``R_i(k) = \\begin{pmatrix}…\\end{pmatrix}`` that acts on pair
    i): each side as its pairs, a known vector alone or a block-diagonal matrix of the family's blocks times one
    (written before the vector: R(k) v, the block times the column; after it: v R(k), the row times the block).
    Returns (the sum over the pairs of the squared differences of their two entries, the bindings used, how it was
    read), or None where a side is not of that form, the matrix name has a definition of its own, or the two sides'
    pair ranges differ."""
    import sympy as sp

    got = []
    for e, text in ((L, texts[0]), (R, texts[1])):
        side = _pair_side(e, text, env, at)
        if side is None:
            return None
        got.append(side)
    (even_l, odd_l, pl, used_l, how_l), (even_r, odd_r, pr, used_r, how_r) = got
    if sp.simplify(sp.sympify(pl.lo) - pr.lo) != 0 or sp.simplify(sp.sympify(pl.hi) - pr.hi) != 0:
        return None
    if not (how_l or how_r):
        return None  # (two vectors alone: compared entry by entry elsewhere)
    m = sp.Dummy("m", integer=True)
    body = (even_l(m) - even_r(m)) ** 2 + (odd_l(m) - odd_r(m)) ** 2
    used = list(used_l) + [b for b in used_r if b not in used_l]
    return sp.Sum(body, (m, pl.lo, pl.hi)), used, how_l or how_r


def _pair_side(e, text: str, env, at: int):
    """One side of ``pairwise``: (even entry, odd entry, as functions of the pair index; the pieces; the bindings;
    how a block acts, "" for a vector alone), or None."""
    import re

    import sympy as sp

    p = pieces(e, env, at) if isinstance(e, (sp.Indexed, sp.core.function.AppliedUndef)) else None
    if p is not None:
        return p.even, p.odd, p, list(p.bindings), ""
    if not isinstance(e, sp.Mul) or len(e.args) != 2:
        return None
    for M, V in (e.args, e.args[::-1]):
        if not isinstance(M, sp.core.function.AppliedUndef) or not isinstance(V, (sp.Indexed, sp.core.function.AppliedUndef)):
            continue
        p = pieces(V, env, at)
        if p is None:
            continue
        name = M.func.__name__
        if any(isinstance(b.target, sp.core.function.AppliedUndef) and b.target.func == M.func
               for b in env.definitions(at)):
            return None  # R(k) defined in its own right: not read as the blocks' matrix
        family = [b for b in env.definitions(at) if isinstance(b.target, sp.core.function.AppliedUndef)
                  and b.target.func.__name__ == name + "_" and len(b.target.args) == len(M.args) + 1
                  and isinstance(b.value, sp.MatrixBase) and b.value.shape == (2, 2)]
        if len(family) != 1:
            return None
        b = family[0]
        i, rest = b.target.args[0], b.target.args[1:]
        declared = env.ranges(at).get(i)
        if declared is not None and sp.simplify(sp.sympify(declared.lo) - sp.sympify(p.lo)) != 0:
            return None  # (blocks numbered j = 1 … d/2 on pairs 0 … d/2 - 1: which block acts on which pair is not read)
        if not isinstance(i, sp.Symbol) or not all(isinstance(x, sp.Symbol) for x in rest) \
                or len(set(rest) | {i}) != len(b.target.args):
            return None
        vname = V.func.__name__ if isinstance(V, sp.core.function.AppliedUndef) else str(V.base)
        at_m = re.search(r"(?<![A-Za-z])" + re.escape(name) + r"(?![A-Za-z])", text)
        at_v = re.search(r"(?<![A-Za-z])" + re.escape(vname) + r"(?![A-Za-z])", text)
        if at_m is None or at_v is None or at_m.start() == at_v.start():
            return None
        first = at_m.start() < at_v.start()

        def block(m, b=b, i=i, rest=rest, M=M, first=first):
            B = b.value.xreplace({i: m, **dict(zip(rest, M.args))})
            return B if first else B.T

        def even(m, p=p, block=block):
            B = block(m)
            return B[0, 0] * p.even(m) + B[0, 1] * p.odd(m)

        def odd(m, p=p, block=block):
            B = block(m)
            return B[1, 0] * p.even(m) + B[1, 1] * p.odd(m)

        how = (f"{M} as the block-diagonal matrix of the blocks {b.name}, "
               + ("each times its pair of " if first else "each pair of ") + f"{V}"
               + ("" if first else " (a row) times its block"))
        return even, odd, p, list(p.bindings) + [b], how
    return None
