"""Relations between vectors and matrices a document defines, decided at the document's own shapes.

A side with matrices (names the document transposes or writes bold: non-commuting symbols, ``transpose``,
``inner``, ``norm``) is evaluated as a matrix.  A name the document defines as a matrix written out (``R_m =
\\begin{pmatrix}\\cos m\\theta & -\\sin m\\theta \\\\ \\sin m\\theta & \\cos m\\theta\\end{pmatrix}``) takes that matrix; every
other matrix or vector name stands for any matrix or vector: a matrix of its own symbols (``q`` is the column of
``q__0``, ``q__1``, …).  The shapes are those the defined matrices force through the products (``R_m q``: ``q`` has
as many rows as ``R_m`` has columns); a name whose shape nothing forces is a column vector when written in lower
case, else a square matrix.

Then the two sides, matrices of expressions, are compared entry by entry: SymPy's proof of every entry is a proof
for every vector and matrix of those shapes ("proved at the document's shapes"); otherwise both sides are
evaluated in Arb at test points (every symbol, the entries included), and a failing point, re-checked at 512
bits, is a counterexample.  A relation whose shapes all come from the document's own matrices can be found
inconsistent; where a shape was taken by default, only when the failure holds with the open dimensions at every
size tried, 1 (numbers) included (``_fails_at_every_size``); otherwise a failure leaves it undecided.  Nothing here
knows a particular document."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from suite.reader import decide as dec
from suite.reader import elision
from suite.reader.environment import OPERATIONS

_OPERATIONS = OPERATIONS  # what the reader writes: never a vector or matrix name of the document
MAX_DIM = 8  # a matrix larger than this is not written out with symbols
DEFAULT_DIMS = (2, 3)  # the dimensions tried where the document gives none


class NotObjects(Exception):
    """The sides are not read as vectors and matrices (the message says why)."""


@dataclass
class _Dims:
    """Union-find over the unknown dimensions of the relation's names; each class may be fixed to a number."""
    parent: dict = field(default_factory=dict)
    value: dict = field(default_factory=dict)

    def find(self, x):
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a, b) -> None:
        if isinstance(a, int) and isinstance(b, int):
            if a != b:
                raise NotObjects(f"the shapes do not fit ({a} against {b})")
            return
        if isinstance(a, int):
            a, b = b, a
        ra = self.find(a)
        if isinstance(b, int):
            if ra in self.value and self.value[ra] != b:
                raise NotObjects(f"the shapes do not fit ({self.value[ra]} against {b})")
            self.value[ra] = b
            return
        rb = self.find(b)
        if ra == rb:
            return
        va, vb = self.value.get(ra), self.value.get(rb)
        if va is not None and vb is not None and va != vb:
            raise NotObjects(f"the shapes do not fit ({va} against {vb})")
        self.parent[ra] = rb
        if va is not None:
            self.value[rb] = va

    def get(self, x):
        if isinstance(x, int):
            return x
        return self.value.get(self.find(x))


def _atoms(e) -> list:
    """The matrix-valued names of ``e``: its non-commuting symbols, indexed names and applications."""
    import sympy as sp

    out, stack = [], [e]
    while stack:
        a = stack.pop()
        if isinstance(a, sp.Indexed):
            if not a.is_commutative:
                out.append(a)
            continue  # its base's label is not a name of its own
        if isinstance(a, sp.Symbol):
            if not a.is_commutative:
                out.append(a)
            continue
        if isinstance(a, sp.core.function.AppliedUndef) and not a.is_commutative \
                and a.func.__name__ not in _OPERATIONS:
            out.append(a)
            continue
        if isinstance(a, sp.Basic) and not isinstance(a, sp.MatrixBase):
            stack.extend(reversed(a.args))
    return list(dict.fromkeys(out))


def is_identity(atom) -> bool:
    """Whether ``atom`` is the name documents give the identity matrix: ``I``, ``\\mathbf{I}``, ``I_d``, ``I_n`` (used so
    only where the document speaks of the identity matrix: ``Env.identity``)."""
    import sympy as sp

    if isinstance(atom, sp.Symbol):
        return atom.name == "I"
    if isinstance(atom, sp.Indexed):  # I_d, I_n, I_2: a size; not I_t (an I at step t)
        return str(atom.base.label) == "I" and len(atom.indices) == 1 and (
            atom.indices[0].is_Integer or str(atom.indices[0]) in ("d", "n", "D", "N"))
    return False


def _defined(atom, env, at, rounded: bool = False, listed: bool = False):
    """The matrix the document defines for ``atom`` (a binding whose value is written out), with the binding; one it
    gives only with '≈' (``R_3 \\approx``, its entries rounded) only where ``rounded`` (a relation decided here, with
    those entries read as rounded; never a value computed from them); a vector written as a list (``\\vec{q} = [1, 2,
    0]``) only where ``listed`` (a relation decided here at the shapes the list fits, ``check._list_against_objects``)."""
    import sympy as sp

    from suite.reader.environment import match_pattern

    for b in env.definitions(at):
        if b.rounded and not rounded:
            continue
        t = b.target
        if listed and _listed_vector(b.value, atom):
            # \vec{q} = [1, 2, 0], p_i = [\sin i, \cos i]: a vector the document writes as a list, the column of its
            # entries
            if t == atom:
                return sp.ImmutableMatrix(len(b.value), 1, list(b.value)), b
            if b.params and type(t) is type(atom) and _same_head(t, atom):
                sol = match_pattern(t, b.params, atom)
                if sol is not None and all(sol.get(p, p) == p for p in labels_of(b)):
                    return sp.ImmutableMatrix(len(b.value), 1, list(b.value.xreplace(sol))), b
        if not isinstance(b.value, sp.MatrixBase):
            continue
        if t == atom:
            return sp.ImmutableMatrix(b.value), b
        if b.params and type(t) is type(atom) and _same_head(t, atom):
            sol = match_pattern(t, b.params, atom)
            if sol is not None and all(sol.get(p, p) == p for p in labels_of(b)):
                return sp.ImmutableMatrix(b.value.xreplace(sol)), b
    return None, None


def _listed_vector(v, atom) -> bool:
    """Whether ``v`` is a list of numbers or scalar expressions (``[1, 2, 0]``, no list inside, nothing elided) given
    to ``atom``, a name the document uses as a vector (not commutative, in lower case)."""
    import sympy as sp

    return isinstance(v, sp.Tuple) and len(v) >= 1 and not atom.is_commutative and _name(atom)[:1].islower() \
        and all(isinstance(x, sp.Expr) and x.is_commutative and not isinstance(x, sp.MatrixBase) for x in v) \
        and not elision.is_elided(v) and not any(elision.is_elided(x) for x in v)


def labels_of(b) -> list:
    """The variables of a definition's pattern that its value does not use (the Θ of ``R^d_{\\Theta,m}``): labels,
    which a member matches only as written (``R^d_{\\Phi,n}`` is not a member)."""
    import sympy as sp

    used = b.value.free_symbols if isinstance(b.value, sp.Basic) else set()
    return [p for p in b.params if p not in used]


def _same_head(t, atom) -> bool:
    import sympy as sp

    if isinstance(t, sp.Indexed):
        return str(t.base) == str(atom.base)
    if isinstance(t, sp.core.function.AppliedUndef):
        return t.func.__name__ == atom.func.__name__
    return False


def _name(atom) -> str:
    import sympy as sp

    if isinstance(atom, sp.Indexed):
        return str(atom.base)
    if isinstance(atom, sp.core.function.AppliedUndef):
        return atom.func.__name__
    return atom.name


class _Shapes:
    """The shape of every node: (rows, columns), each an int or a dimension variable."""

    def __init__(self, known: dict, identity: bool = False):
        self.dims = _Dims()
        self.known = known  # atom -> explicit matrix
        self.identity = identity  # the document's I is the identity matrix
        self.of: dict = {}

    def atom(self, a):
        if a not in self.of:
            if a in self.known:
                self.of[a] = self.known[a].shape
            elif is_identity(a) and self.identity:
                import sympy as sp

                size = int(a.indices[0]) if isinstance(a, sp.Indexed) and a.indices[0].is_Integer else ("n", a)
                self.of[a] = (size, size)  # the identity matrix: square (I_3: of size 3)
            else:
                self.of[a] = (("r", a), ("c", a))
        return self.of[a]

    def _chain(self, factors):
        """The shape of the product of ``factors`` in order, each one's columns joined to the next one's rows."""
        cur = None
        for f in factors:
            s = self.shape(f)
            if s is None:
                continue
            if cur is not None:
                self.dims.union(cur[1], s[0])
                cur = (cur[0], s[1])
            else:
                cur = s
        return cur

    def shape(self, e):
        import sympy as sp

        if isinstance(e, sp.MatrixBase):
            return e.shape
        if e.is_commutative and not _atoms(e):
            return None  # a scalar
        if isinstance(e, (sp.Symbol, sp.Indexed)) or (isinstance(e, sp.core.function.AppliedUndef)
                                                      and e.func.__name__ not in _OPERATIONS):
            return self.atom(e)
        if isinstance(e, sp.core.function.AppliedUndef):
            name = e.func.__name__
            if name == "transpose":
                s = self.shape(e.args[0])
                return None if s is None else (s[1], s[0])
            if name == "matmul":  # the ordered product of written matrices and names
                return self._chain(e.args)
            for a in e.args:
                self.shape(a)
            if name in ("hadamard", "otimes"):
                sa, sb = self.shape(e.args[0]), self.shape(e.args[1])
                if sa is not None and sb is not None:
                    self.dims.union(sa[0], sb[0])
                    self.dims.union(sa[1], sb[1])
                return sa if sa is not None else sb
            if name == "inner":
                sa, sb = self.shape(e.args[0]), self.shape(e.args[1])
                if sa is not None and sb is not None:
                    self.dims.union(sa[0], sb[0])
                    self.dims.union(sa[1], sb[1])
            return None  # inner and norm are scalars
        if isinstance(e, sp.Mul):
            return self._chain(e.args)
        if isinstance(e, sp.Add):
            shapes = [s for s in (self.shape(a) for a in e.args) if s is not None]
            for s in shapes[1:]:
                self.dims.union(shapes[0][0], s[0])
                self.dims.union(shapes[0][1], s[1])
            return shapes[0] if shapes else None
        if isinstance(e, sp.Pow):
            s = self.shape(e.base)
            if s is not None:
                self.dims.union(s[0], s[1])
            return s
        for a in e.args:
            if self.shape(a) is not None:
                raise NotObjects(f"{type(e).__name__} of a vector or matrix")
        return None


def _default(shapes: _Shapes, atoms: list, n: int) -> bool:
    """Give every dimension still unknown its default: a lower-case name is a column, the rest n. True when a default
    was needed."""
    needed = False
    for a in atoms:
        if a in shapes.known:
            continue
        r, c = shapes.atom(a)
        if shapes.dims.get(c) is None and _name(a)[:1].islower() and shapes.dims.get(r) != 1:
            shapes.dims.union(c, 1)  # a vector is a column (the convention, not an assumption of a size)
        for d in (r, c):
            if shapes.dims.get(d) is None:
                shapes.dims.union(d, n)
                needed = True
    return needed


def _components(atom, rows: int, cols: int, written: set):
    """The vector ``atom`` as the components the relation writes (``q`` and ``q_1``, ``q_2``: the column of ``q_1``,
    ``q_2``; the bold ``\\mathbf{q}_m``, a vector at position m, and ``q_0``, …, ``q_{d-1}`` written in plain letters),
    when they are exactly ``rows`` consecutive integer indices from 0 or 1; else None."""
    import sympy as sp

    if cols != 1:
        return None
    name, idx = _written_components(atom, written)
    if name is None or idx != list(range(idx[0], idx[0] + rows)):
        return None
    return sp.ImmutableMatrix(rows, 1, lambda i, j: component(name, (sp.Integer(idx[0] + i),)))


def _written_components(atom, written: set):
    """The name of the vector ``atom`` (``q`` for ``q`` and for the bold ``q_m``) and the integer indices of the
    components the relation writes for it (``q_0``, ``q_1``), starting at 0 or 1; (None, []) otherwise."""
    import sympy as sp

    if isinstance(atom, sp.Symbol):
        name = atom.name
    elif isinstance(atom, sp.Indexed) and not any(i.is_Integer for i in atom.indices):
        name = str(atom.base)
    else:
        return None, []
    idx = sorted(int(x.indices[0]) for x in written if str(x.base) == name and len(x.indices) == 1
                 and x.indices[0].is_Integer)
    if not idx or idx[0] not in (0, 1):
        return None, []
    return name, idx


def component(name: str, indices: tuple):
    """The entry ``name_{indices}`` of a vector, as a real number (a symbol named as the document writes it)."""
    import sympy as sp

    if all(i.is_Integer for i in indices):
        return sp.Symbol(f"{name}_{'_'.join(str(i) for i in indices)}", real=True)
    return sp.Indexed(sp.IndexedBase(name), *indices)


def _generic(atom, rows: int, cols: int, written: set = frozenset()):
    """A matrix of symbols standing for any value of ``atom`` (its components, where the relation writes them)."""
    import sympy as sp

    if rows > MAX_DIM or cols > MAX_DIM:
        raise NotObjects(f"{_name(atom)} would be {rows}×{cols}: larger than the reader writes out")
    mine = _components(atom, rows, cols, written)
    if mine is not None:
        return mine
    base = _name(atom) + "".join(f"_{sp.sstr(i)}" for i in getattr(atom, "indices", ()) or getattr(atom, "args", ()))
    base = "".join(ch if ch.isalnum() or ch == "_" else "_" for ch in base)
    return sp.ImmutableMatrix(rows, cols, lambda i, j: sp.Symbol(f"{base}__{i}{j}" if cols > 1 else f"{base}__{i}",
                                                                 real=True))


def value(e, assign: dict):
    """``e`` evaluated with each matrix-valued name replaced by its matrix: a scalar or an explicit matrix."""
    import sympy as sp

    if isinstance(e, sp.MatrixBase):
        return sp.ImmutableMatrix(e)
    if e in assign:
        return assign[e]
    if e.is_commutative and not _atoms(e):
        return e
    if isinstance(e, sp.core.function.AppliedUndef):
        name = e.func.__name__
        args = [value(a, assign) for a in e.args]
        if name == "transpose":
            return args[0].T if isinstance(args[0], sp.MatrixBase) else args[0]
        if name == "matmul":
            out = args[0]
            for a in args[1:]:
                if isinstance(out, sp.MatrixBase) and isinstance(a, sp.MatrixBase) and out.shape[1] != a.shape[0]:
                    raise NotObjects(f"a product of a {out.shape[0]}×{out.shape[1]} and a {a.shape[0]}×{a.shape[1]}")
                out = out * a
            return out
        if name == "inner":
            a, b = args
            if isinstance(a, sp.MatrixBase) and isinstance(b, sp.MatrixBase):
                if a.shape == b.shape or (1 in a.shape and 1 in b.shape and len(a) == len(b)):
                    return sp.Add(*[x * y for x, y in zip(a, b)])  # two vectors, or the Frobenius product
                raise NotObjects(f"an inner product of a {a.shape[0]}×{a.shape[1]} and a {b.shape[0]}×{b.shape[1]}")
            if isinstance(a, sp.MatrixBase) or isinstance(b, sp.MatrixBase):
                raise NotObjects("an inner product of a vector and a number")
            return a * b
        if name in ("hadamard", "otimes"):
            a, b = args
            if isinstance(a, sp.MatrixBase) and isinstance(b, sp.MatrixBase) and a.shape == b.shape:
                return a.multiply_elementwise(b)  # ⊗ of two vectors of one shape: entry by entry, as RoPE texts use it
            if not isinstance(a, sp.MatrixBase) or not isinstance(b, sp.MatrixBase):
                return a * b
            raise NotObjects(f"{name} of a {a.shape[0]}×{a.shape[1]} and a {b.shape[0]}×{b.shape[1]}")
        if name in ("det", "tr", "trace", "Tr") and len(args) == 1 and isinstance(args[0], sp.MatrixBase) \
                and args[0].is_square:
            return args[0].det() if name == "det" else args[0].trace()
        if name == "norm":
            a = args[0]
            if isinstance(a, sp.MatrixBase):
                if min(a.shape) > 1:  # ‖R(θ)‖ = 1: the operator norm, or √2, the Frobenius norm? Not written
                    raise NotObjects("the norm of a matrix (the operator norm or the Frobenius norm: the document "
                                     "does not say which)")
                return sp.sqrt(sp.Add(*[x * sp.conjugate(x) for x in a]))
            return sp.Abs(a)
        raise NotObjects(f"{name}(…) of a vector or matrix is not defined by the document")
    if isinstance(e, sp.Mul):
        out = sp.Integer(1)
        for f in e.args:
            v = value(f, assign)
            if isinstance(out, sp.MatrixBase) and isinstance(v, sp.MatrixBase):
                if out.shape[1] != v.shape[0]:
                    if out.shape == (1, 1):
                        out = out[0, 0] * v
                        continue
                    if v.shape == (1, 1):
                        out = out * v[0, 0]
                        continue
                    raise NotObjects(f"a {out.shape[0]}×{out.shape[1]} times a {v.shape[0]}×{v.shape[1]} product")
                out = out * v
            else:
                out = out * v
        return out
    if isinstance(e, sp.Add):
        terms = [value(a, assign) for a in e.args]
        mats = [t for t in terms if isinstance(t, sp.MatrixBase)]
        if mats and len(mats) != len(terms):
            if all(m.shape == (1, 1) for m in mats):
                return sp.Add(*[t[0, 0] if isinstance(t, sp.MatrixBase) else t for t in terms])
            raise NotObjects("a matrix added to a number")
        out = terms[0]
        for t in terms[1:]:
            if isinstance(out, sp.MatrixBase) and out.shape != t.shape:
                raise NotObjects("a sum of matrices of different shapes")
            out = out + t
        return out
    if isinstance(e, sp.Pow):
        b = value(e.base, assign)
        if isinstance(b, sp.MatrixBase):
            if e.exp.is_Integer and e.exp >= 0 and b.is_square:
                return b ** int(e.exp)
            if b.shape == (1, 1):
                return b[0, 0] ** e.exp
            raise NotObjects("a power of a matrix that is not a small integer power of a square one")
        return b ** value(e.exp, assign)
    if isinstance(e, sp.Function) or e.args:
        args = [value(a, assign) for a in e.args]
        if any(isinstance(a, sp.MatrixBase) and a.shape != (1, 1) for a in args):
            raise NotObjects(f"{type(e).__name__} of a vector or matrix")
        return e.func(*[a[0, 0] if isinstance(a, sp.MatrixBase) else a for a in args])
    return e


def _entries_at(L, R, known: dict, atoms: list, n: int, identity: bool = False, forced: list | None = None):
    """The pairs of entries of the two sides with the written-out matrices ``known`` and every other name a matrix of
    symbols, its dimensions forced through the products or else the default ``n`` (a lower-case name a column); and
    whether a default was needed.  ``forced``, when given, receives the names written in lower case (vectors, by the
    convention) that the products force to be matrices of more than one column.  Raises ``NotObjects`` when the
    sides do not fit."""
    import sympy as sp

    shapes = _Shapes(known, identity)
    sl, sr = shapes.shape(L), shapes.shape(R)
    if sl is not None and sr is not None:
        shapes.dims.union(sl[0], sr[0])
        shapes.dims.union(sl[1], sr[1])
    assumed = _default(shapes, atoms, n)
    assign = dict(known)
    written = {x for e in (L, R) for x in (e.atoms(sp.Indexed) if isinstance(e, sp.Basic) else ()) if x.is_commutative}
    written |= {sp.Indexed(sp.IndexedBase(x.name.rsplit("_", 1)[0]), int(x.name.rsplit("_", 1)[1]))
                for e in (L, R) for x in (e.free_symbols if isinstance(e, sp.Basic) else ())
                if "_" in x.name and x.name.rsplit("_", 1)[1].isdigit()}
    for a in atoms:
        if a not in assign:
            r, c = (shapes.dims.get(d) for d in shapes.atom(a))
            if forced is not None and c != 1 and _name(a)[:1].islower() and not is_identity(a):
                forced.append(a)
            assign[a] = sp.ImmutableMatrix(sp.eye(r)) if is_identity(a) and identity else _generic(a, r, c, written)
    taken = {x for m in assign.values() if isinstance(m, sp.MatrixBase) for x in m.free_symbols}
    same = {x: component(str(x.base), x.indices) for x in written if isinstance(x, sp.Indexed)
            and all(i.is_Integer for i in x.indices) and component(str(x.base), x.indices) in taken}
    if same:  # q_0 written beside the vector q_m whose components it is: one number, not two
        L, R = (e.xreplace(same) if isinstance(e, sp.Basic) else e for e in (L, R))
    lv, rv = _scalar(value(L, assign)), _scalar(value(R, assign))
    if isinstance(lv, sp.MatrixBase) != isinstance(rv, sp.MatrixBase) or (
            isinstance(lv, sp.MatrixBase) and lv.shape != rv.shape):
        raise NotObjects("the two sides have different shapes")
    return (list(zip(lv, rv)) if isinstance(lv, sp.MatrixBase) else [(lv, rv)]), assumed


def _real_entries(env, pairs):
    """``env`` with every entry symbol of the generic matrices in ``pairs`` declared real."""
    from suite.reader.environment import Binding

    entries = sorted({s for x in pairs for e in x for s in e.free_symbols if "__" in s.name}, key=str)
    for s in entries:
        env = env.with_binding(Binding("domain", s.name, s, domain="real"))
    return env


def _fails_at_every_size(L, R, rel, known, atoms, n, env, at, lhs, rhs, index_symbols, even) -> bool:
    """Whether the relation, failing with the dimensions the document does not fix taken as ``n``, also fails with
    them 1 (every such name a number, where products commute and transposes do nothing: an identity of matrices
    holds there whenever it holds at any size) and 3: then its failure does not come from the size the reader
    chose."""

    for k in sorted({1, 3} - {n}):
        try:
            pairs, _ = _entries_at(L, R, known, atoms, k, env.identity)
        except NotObjects:
            return False
        domains = _real_entries(env, pairs)
        if not any(_entry_at_test_points(a, b, rel, domains, at, lhs, rhs, index_symbols, even).status
                   == "inconsistent" for a, b in pairs):
            return False
    return True


def _differs_at_a_point(a, b, index_symbols) -> bool:
    """Whether the two entries take different values at one point (every symbol a small integer or a rational, at 30
    digits): then no SymPy step can reduce their difference to 0, and none is tried.  False when the point does not
    give two numbers."""
    import sympy as sp

    d = a - b
    if not isinstance(d, sp.Expr) or d.atoms(sp.core.function.AppliedUndef, sp.Indexed):
        return False
    point = {}
    for k, s_ in enumerate(sorted(d.free_symbols, key=str)):
        whole = s_ in index_symbols or s_.is_integer
        point[s_] = sp.Integer(2 + k % 5) if whole else sp.Rational(3 + 2 * k, 7 + k)
    at_point = d.xreplace(point)
    import flint

    from suite.reader import arb

    v = arb.number(at_point, 128)  # (Arb first: a rigorous ball, and quick where SymPy's evalf of a sum up to d/2 at
    if v is not None:  # d = 3/7 runs for a minute)
        return bool(v.is_finite() and abs(v).lower() > flint.arb("1e-20"))
    if at_point.has(sp.Sum, sp.Product, sp.Integral):
        return False  # (not evaluated by Arb: SymPy's evalf, where no sum, product or integral is left)
    try:
        v = sp.N(at_point, 30)
    except Exception:  # noqa: BLE001 - not evaluated at the point: no screening
        return False
    return bool(v.is_number and v.is_finite and not v.has(sp.nan) and abs(v) > sp.Float("1e-20"))


def _entry_at_test_points(a, b, rel, domains, at, lhs, rhs, index_symbols, even):
    """One entry of the two sides decided at test points (``m_1`` of ``R_{m_1, m_2}``: a number)."""
    import sympy as sp

    try:  # (the members of a family the document defines, ω_i = 10000^{-2i/d} in an entry cos(k ω_i): its value)
        a, b = domains.expand(a, at)[0], domains.expand(b, at)[0]
    except Exception:  # noqa: BLE001 - a definition that does not substitute here: the entries as they are
        pass
    atoms = a.atoms(sp.Indexed) | b.atoms(sp.Indexed)
    members = dec.free_members(a, b, atoms)
    rest = atoms - set(members)
    if rest and len({x.base for x in rest}) == len(rest):
        # θ_i of a family the document leaves undefined ("for pair i with frequency θ_i"), one member of each: a free
        # number (no two members of a family that may coincide)
        members.update(dec.free_members(a, b, rest, symbolic=True))
    a, b = a.xreplace(members), b.xreplace(members)
    placeholders = set(getattr(lhs, "literals", {})) | set(getattr(rhs, "literals", {}))
    if isinstance(a, sp.Expr) and isinstance(b, sp.Expr) and not (a.free_symbols | b.free_symbols) - placeholders \
            and lhs is not None and rhs is not None:
        from dataclasses import replace  # numbers: as a relation between numbers reads them (a decimal entry that
        try:                             # is the whole entry, 0.8918, is a rounded result)
            return dec.closed(replace(lhs, expr=a), "=" if rel == "=" else "≈", replace(rhs, expr=b), a, b)
        except Exception:  # noqa: BLE001 - an entry Arb cannot evaluate: at test points, as before
            pass
    return dec.test_points(a, b, "=" if rel == "=" else "≈", lhs, rhs, domains, at, index_symbols, even)


def _unwritten_members(symbols, env, at) -> bool:
    """Whether a name among ``symbols`` (``R_3``, whose entries a side holds) is a member of a family that the
    document writes out, in scope, only for another index (``R_2 = …``)."""
    import sympy as sp

    written = {}
    for b in env.definitions(at):
        t = b.target
        if isinstance(t, sp.Indexed) and len(t.indices) == 1 and t.indices[0].is_Integer:
            written.setdefault(str(t.base), set()).add(int(t.indices[0]))
    for stem in symbols:
        m = re.fullmatch(r"(.+)_(\d+)", stem)
        if m and written.get(m.group(1), set()) - {int(m.group(2))}:
            return True
    return False


def _used_before(atom, env, at) -> bool:
    """Whether the document has already used the name ``atom`` in a definition in scope (the ``W_q`` of ``f_q(x, m)
    = R_m W_q x``): a relation that has it on one side only does not define it."""
    import sympy as sp

    for b in env.definitions(at):
        for part in (b.value, b.target):
            if isinstance(part, sp.Basic) and not isinstance(part, sp.MatrixBase) and part.has(atom):
                return True
    return False


def _scalar_components(L, R):
    """``L``, ``R`` with the components of a vector written beside it (``q`` and ``q_1``) read as numbers: ``q_1`` is
    an entry of ``q``, not a matrix of its own."""
    import sympy as sp

    sides = [x for x in (L, R) if isinstance(x, sp.Basic)]
    vectors = {a.name for x in sides for a in _atoms(x) if isinstance(a, sp.Symbol)}
    rep = {}
    for x in sides:
        for a in x.atoms(sp.Indexed):
            if not a.is_commutative and str(a.base) in vectors:
                rep[a] = component(str(a.base), a.indices)
    if not rep:
        return L, R
    return tuple(x.xreplace(rep) if isinstance(x, sp.Basic) else x for x in (L, R))


def _one_sided(L, R, free: list) -> list:
    """The vectors and matrices the document does not write out that stand on one side only (their components written
    on the other side count as them there): the relation may define them."""
    import sympy as sp

    def present(a, e) -> bool:
        if not isinstance(e, sp.Basic):
            return False
        if e.has(a):
            return True
        name = _name(a)
        return any(x.name.startswith(name + "_") and x.name[len(name) + 1:].replace("_", "").isdigit()
                   for x in e.free_symbols) or any(
            str(x.base) == name and x.is_commutative and all(i.is_Integer for i in x.indices)
            for x in e.atoms(sp.Indexed))  # q_0, q_1 written for the entries of the vector q_m

    return [a for a in free if present(a, L) != present(a, R)]


def _scalar(v):
    import sympy as sp

    if isinstance(v, sp.MatrixBase) and v.shape == (1, 1):
        return v[0, 0]
    return v


def _block_entries(L, R, bold: set) -> list[str]:
    """The names written out as entries of a matrix in ``L`` or ``R`` that are themselves matrices or vectors: written
    bold, or not commutative (``\\begin{bmatrix} \\mathbf{A} \\\\ \\mathbf{B} \\end{bmatrix}``)."""
    import sympy as sp

    found = []
    for e in (L, R):
        if not isinstance(e, sp.Basic):
            continue
        mats = [e] if isinstance(e, sp.MatrixBase) else list(e.atoms(sp.MatrixBase))
        for m in mats:
            for x in m:
                for a in (x.atoms(sp.Symbol) if isinstance(x, sp.Basic) else ()):
                    if (a.name in bold or not a.is_commutative) and a.name[:1].isupper() and a.name not in found:
                        found.append(a.name)
    return found


def decide(L, R, rel: str, env, at: int, lhs, rhs, index_symbols: set, even: set, listed: bool | str = False):
    """The decision on ``L rel R`` read as vectors and matrices (``rel`` '=' or '≈'), or raise ``NotObjects``."""
    import sympy as sp


    L, R = _scalar_components(L, R)
    eye = {x: sp.Symbol("I", commutative=False) for e in (L, R) if isinstance(e, sp.Basic)
           for x in e.free_symbols if x.name == "I" and x.is_commutative} if env.identity else {}
    if eye:  # I X = X: among matrices, I is the identity matrix, not a number
        L, R = (e.xreplace(eye) if isinstance(e, sp.Basic) else e for e in (L, R))
    blocks = _block_entries(L, R, set(getattr(lhs, "bold", ())) | set(getattr(rhs, "bold", ())))
    if blocks:  # [A; B]^T P = [A^T B^T] P: the entries are matrices, not numbers
        return dec.Decision("undecided", "", f"a block matrix: its entries ({', '.join(blocks)}) are matrices, and the "
                            "reader multiplies and transposes written-out matrices entry by entry as numbers",
                            cause="block matrix")
    atoms = _atoms(L) + [a for a in _atoms(R) if a not in _atoms(L)]
    if not atoms and not isinstance(L, sp.MatrixBase) and not isinstance(R, sp.MatrixBase):
        raise NotObjects("no vector or matrix")
    known, used = {}, []
    for a in atoms:
        m, b = _defined(a, env, at, rounded=True, listed=listed)
        if m is not None:
            known[a] = m
            if b not in used:
                used.append(b)
            if b.rounded and lhs is not None:  # R_3 ≈ [[0.9996, …]]: its entries are rounded values, as shown results are
                from dataclasses import replace

                lhs = replace(lhs, literals={**lhs.literals, **b.rounded})
    if not known and not isinstance(L, sp.MatrixBase) and not isinstance(R, sp.MatrixBase) \
            and not _written_matrices(L, R):
        raise NotObjects("no matrix the document writes out")
    if any(elision.has_elision(m) for m in list(known.values()) + _written_matrices(L, R)):
        return _at_sizes(L, R, rel, env, at, lhs, rhs, index_symbols, even, known, used)
    lists = [a for a in known if any(b.target == a and _listed_vector(b.value, a) for b in used)]
    if not lists:
        d = _decide_known(L, R, rel, env, at, lhs, rhs, index_symbols, even, known, used, atoms)
    else:
        d = _decide_lists(L, R, rel, env, at, lhs, rhs, index_symbols, even, known, used, atoms, lists, listed)
    if d.status == "inconsistent" and _transposes(L, R) and any(
            isinstance(x, sp.Basic) and x.has(sp.I) for m in list(known.values()) + _written_matrices(L, R) for x in m):
        # U(m)^T U(m) = I for a unitary U with entries e^{imθ}: texts write ^T for the conjugate transpose of a
        # complex matrix, which the reader does not take
        return dec.Decision("undecided", d.method, "a transpose of a matrix with complex entries: the text may mean "
                            f"the conjugate transpose; read as the plain transpose, {d.reason}", d.exact,
                            points=d.points, counterexample=d.counterexample, used=d.used,
                            cause="complex number as a rotation")
    return d


def _decide_lists(L, R, rel, env, at, lhs, rhs, index_symbols, even, known, used, atoms, lists, orientation):
    """The decision with vectors written as lists (``lists``, columns in ``known``) read as columns and as rows
    (``orientation``: "column" or "row" where the document says which its vectors are): the verdict of the reading
    whose shapes fit, or of both where they agree; undecided where both fit and disagree (``\\vec{q}\\,\\vec{k}^T
    \\vec{v}``: a number times v with rows, q times a number with columns).  Raises ``NotObjects`` where neither
    fits."""
    names = ", ".join(sorted(_name(a) for a in lists))
    found = {}
    for o in ("column", "row"):
        if orientation in ("column", "row") and o != orientation:
            continue
        assign = known if o == "column" else {**known, **{a: known[a].T for a in lists}}
        try:
            found[o] = _decide_known(L, R, rel, env, at, lhs, rhs, index_symbols, even, assign, used, atoms)
        except NotObjects:
            continue
    if not found:
        raise NotObjects(f"{names}, written as lists, fit the products neither as columns nor as rows")
    said = " (as the document says its vectors are)" if orientation in ("column", "row") else ""
    if len(found) == 1:
        o, d = next(iter(found.items()))
        if o == "row" and not said and d.status in ("proved", "consistent", "inconsistent"):
            # (\mathbf{u}^T\mathbf{v} = [[3, 4], [6, 8]] fits only with u, v rows, where the document also writes
            # u v^T for their outer product: which a list is, the document does not say)
            out = dec.Decision("undecided", d.method, f"{names}, written as a list, fit{'s' if len(lists) == 1 else ''} "
                               f"only as rows, and the document does not say its vectors are rows: read so, "
                               f"{d.status} ({d.reason})", used=used, cause="vector or matrix shapes not fixed")
            out.as_rows = d.status  # (what the row reading gives, for a caller weighing readings)
            return out
        d.reason += f" ({names} written as a list: read as a {o}{said or ', where a row does not fit'})"
        return d
    c, r = found["column"], found["row"]
    if c.status == r.status:
        c.reason += f" ({names} written as a list: read as columns or as rows alike)"
        return c
    return dec.Decision("undecided", c.method, f"{names}, written as a list, may be columns or rows, and the document "
                        f"does not say which: read as columns it is {c.status} ({c.reason}), read as rows {r.status} "
                        f"({r.reason})", used=used, cause="vector or matrix shapes not fixed")


def _transposes(L, R) -> bool:
    import sympy as sp

    return any(getattr(getattr(a, "func", None), "__name__", "") in ("transpose", "Transpose")
               or isinstance(a, sp.Transpose) for e in (L, R) if isinstance(e, sp.Basic) for a in sp.preorder_traversal(e))


def _written_matrices(L, R) -> list:
    """The matrices written out inside the two sides (the operands of ⊗ in ``R x = (x_1, …) ⊗ (…)``)."""
    import sympy as sp

    out = []
    for e in (L, R):
        if isinstance(e, sp.MatrixBase):
            out.append(e)
        elif isinstance(e, sp.Basic):
            out += [m for m in sp.preorder_traversal(e) if isinstance(m, sp.MatrixBase)]
    return list(dict.fromkeys(out))


class Elided(NotObjects):
    """Elided entries the reader does not read as a pattern, or sizes it cannot take (the message says which)."""


FAMILY_SIZES = 2  # the sizes at which a relation with elided entries is decided
FAMILY_MAX = MAX_DIM  # the largest size written out


def _at_sizes(L, R, rel, env, at, lhs, rhs, index_symbols, even, known, used):
    """A relation with vectors or matrices written with elided entries (``suite.reader.elision``): each read as the
    pattern of its written entries, and the relation decided at the smallest sizes of the document's size symbol that
    give every written entry a place of its own (d = 6 and 8 for a RoPE matrix written with two blocks before the
    ellipsis and one after).  Proved at those sizes is consistent (not a proof for every size); failing at one of them
    is a counterexample at that size."""
    import sympy as sp

    elided = [m for m in list(known.values()) + _written_matrices(L, R) if elision.has_elision(m)]
    raw = _as_written(L, R, lhs, rhs, known)
    families = {}
    present = _atoms(L) + _atoms(R)
    # a defined matrix with another member of its family in the relation (R_m beside R_n): its blocks may not bring in
    # its own index unwritten (B_θ written with m: R_n's blocks would be written with m)
    owners = {m: a for a, m in known.items() if isinstance(a, sp.Indexed) and any(
        x != a and isinstance(x, sp.Indexed) and _same_head(a, x) for x in present)}
    for m in elided:
        written = _blocks_written_out(raw.get(m, m), env, at, owners.get(m))
        if any(isinstance(x, sp.Basic) and not x.is_commutative for x in written):
            raise Elided("a vector or matrix with elided entries whose written entries are blocks the reader does "
                         "not write out entry by entry here: matrices themselves, or blocks written with the matrix's "
                         "own index (R_m of blocks written with m, beside R_n)")
        f = elision.family(written)
        if f is None:
            raise Elided("a vector or matrix whose elided entries (…) follow no pattern the reader reads from its "
                         "written ones (the same step from block to block, the last entries fitting it)")
        families[m] = f
    symbols = set().union(*(f.symbols() for f in families.values()))
    if len(symbols) > 1:
        raise Elided(f"elided entries whose sizes depend on more than one symbol ({', '.join(sorted(map(str, symbols)))})")
    size = next(iter(symbols), None)
    choices = []
    for v in range(1, 4 * FAMILY_MAX + 1) if size is not None else [None]:
        values = {size: sp.Integer(v)} if size is not None else {}
        counts = [sp.sympify(f.blocks).xreplace(values) for f in families.values()]
        if all(c.is_Integer and c >= f.shortest() and f.period * c <= FAMILY_MAX
               for c, f in zip(counts, families.values())):
            choices.append(values)
        if len(choices) == FAMILY_SIZES:
            break
    if not choices:
        if size is None:
            raise Elided("elided entries that make a matrix larger than the reader writes out (with the values in "
                         "scope: " + ", ".join(f"{f.size()} entries" for f in families.values()) + ")")
        raise Elided(f"elided entries that no size {size} up to {FAMILY_MAX} writes out with every written entry in a "
                     "place of its own")

    def written_out(m, f, values):
        e = f.at(int(sp.sympify(f.blocks).xreplace(values)), values)
        if m in raw:  # the pattern read before the definitions were substituted: substitute them now
            e, _ = env.expand(e, at)
            e = sp.ImmutableMatrix(e).xreplace(values)
        return e

    results = []
    for values in choices:
        rep = {m: written_out(m, f, values) for m, f in families.items()}
        Lv = L.xreplace(rep).xreplace(values) if isinstance(L, sp.Basic) else L
        Rv = R.xreplace(rep).xreplace(values) if isinstance(R, sp.Basic) else R
        kv = {a: sp.ImmutableMatrix(rep.get(m, m)).xreplace(values) for a, m in known.items()}
        if any(elision.has_elision(e) for e in [Lv, Rv, *kv.values(), *_written_matrices(Lv, Rv)]):
            raise Elided("elided entries left after the patterns were written out")
        atoms = _atoms(Lv) + [a for a in _atoms(Rv) if a not in _atoms(Lv)]
        where = ", ".join(f"{k} = {v}" for k, v in values.items()) or "the written size"
        d = _decide_known(Lv, Rv, rel, env, at, lhs, rhs, index_symbols, even, kv, used, atoms)
        d.reason = f"at {where}: {d.reason}"
        if d.status == "inconsistent":
            d.reason = f"{_reading(families)}; {d.reason}"
            return d
        results.append(d)
    if all(d.status in ("proved", "consistent") for d in results):
        status = "consistent"
        if len(results) == 1 and size is None and results[0].status == "proved":
            status = "proved"
        if rel == "=" and size is not None and all(d.status == "proved" for d in results):
            block = _for_every_block(L, R, families, raw, known, size, env, at, index_symbols)
            if block:
                return dec.Decision("proved", "proof", f"{block} ({_reading(families)}); written out at "
                                    f"{' and '.join(', '.join(f'{k} = {v}' for k, v in c.items()) for c in choices)}"
                                    " too", used=used)
        return dec.Decision(status, results[0].method, f"{_reading(families)}; " + "; ".join(d.reason for d in results)
                            + ("" if status == "proved" else "; not a proof for every size"), used=used,
                            points=results[0].points)
    first = next(d for d in results if d.status not in ("proved", "consistent"))
    first.reason = f"{_reading(families)}; {first.reason}"
    return first


def _blocks_written_out(m, env, at, owner=None):
    """``m`` with each written entry that is a member of a family the document defines as a k×k matrix (the block
    \\mathcal{R}_m^{(i)} = [[cos mθ_i, -sin mθ_i], [sin mθ_i, cos mθ_i]] on the diagonal of a block-diagonal
    \\mathcal{R}_m) written out as that matrix, a 0 as the k×k zero block and an elided entry as a k×k block of elided
    entries: the matrix the document means, entry by entry, with its blocks' indices kept as written (θ_i, not its
    value), so that their step is read.  ``m`` itself when its entries are not such blocks, all of one size, when a
    block's entries are themselves matrices, or when a block brings in an index of the matrix ``owner`` that ``m``
    names (R_m = diag(B_{θ_0}, …) with B_θ written with m: R_n is then no instance of it, and the reader would write
    R_n's blocks with m)."""
    import sympy as sp

    if not isinstance(m, sp.MatrixBase):
        return m
    own = set().union(*(i.free_symbols for i in owner.indices)) if isinstance(owner, sp.Indexed) else set()
    written = set().union(*(x.free_symbols for x in m if isinstance(x, sp.Basic)))
    blocks, size = {}, None
    for x in m:
        if x == 0 or elision.is_elided(x):
            continue
        v, _ = _defined(x, env, at) if isinstance(x, (sp.Symbol, sp.Indexed)) else (None, None)
        if v is None or v.rows != v.cols or v.rows < 2 or elision.has_elision(v) or size not in (None, v.rows):
            return m
        if any(isinstance(e, sp.Basic) and not e.is_commutative for e in v):
            return m  # (blocks of matrices: not written out as numbers)
        if (set().union(*(e.free_symbols for e in v if isinstance(e, sp.Basic))) & own) - written:
            return m
        blocks[x], size = v, v.rows
    if not blocks:
        return m
    dots = sp.ImmutableMatrix(size, size, [next(x for x in m if elision.is_elided(x))] * size * size) \
        if any(elision.is_elided(x) for x in m) else None

    def block(x):
        return blocks[x] if x in blocks else dots if elision.is_elided(x) else sp.zeros(size, size)

    return sp.ImmutableMatrix(sp.BlockMatrix([[block(m[i, j]) for j in range(m.cols)]
                                              for i in range(m.rows)]).as_explicit())


def _for_every_block(L, R, families: dict, raw: dict, known: dict, size, env, at, index_symbols) -> str:
    """The proof for every size: when every vector and matrix of the relation is a family of one size (the written
    ones, the defined ones, and a vector ``q_m`` whose components ``q_0, q_1, …`` the relation writes), all block by
    block (block-diagonal matrices, vectors), and the operations keep blocks apart (products, sums, transposes, entry
    by entry products), the relation holds for every size when it holds in block ``b`` for a symbolic ``b``: its
    entries are the templates at ``b``.  The text of the proof, or "" when it does not apply or SymPy does not reduce
    every entry to 0."""
    import math

    import sympy as sp

    sizes = {sp.simplify(f.size()) for f in families.values()}
    if len(sizes) != 1:
        return ""
    period = math.lcm(*(f.period for f in families.values()))
    b = sp.Symbol("_b", integer=True, nonnegative=True)

    def at_block(m, f):
        k = sp.Symbol(elision.BLOCK, integer=True)
        times = period // f.period
        if f.kind == "blockdiag":
            e = sp.diag(*[sp.ImmutableMatrix(f.template).xreplace({k: times * b + j}) for j in range(times)])
        else:
            e = sp.ImmutableMatrix([sp.sympify(f.template[i % f.period]).xreplace({k: times * b + i // f.period})
                                    for i in range(period)])
            if f.kind == "row":
                e = e.T
        if m in raw:
            e, _ = env.expand(e, at)
        return sp.ImmutableMatrix(e)

    rep = {m: at_block(m, f) for m, f in families.items()}
    assign = {a: rep[m] for a, m in known.items() if m in rep}
    if len(assign) != len(known):
        return ""
    Lb = L.xreplace(rep) if isinstance(L, sp.Basic) else L
    Rb = R.xreplace(rep) if isinstance(R, sp.Basic) else R
    written = {x for e in (L, R) if isinstance(e, sp.Basic) for x in e.atoms(sp.Indexed) if x.is_commutative}
    for a in _atoms(Lb) + _atoms(Rb):
        if a in assign:
            continue
        name, firsts = _written_components(a, written)
        if name is None:
            return ""  # a vector or matrix that is not block by block (W_q): no proof this way
        assign[a] = sp.ImmutableMatrix([component(name, (period * b + i + firsts[0],)) for i in range(period)])
    allowed = {"transpose", "hadamard", "otimes"}
    for e in (Lb, Rb):
        if isinstance(e, sp.Basic) and any(isinstance(x, sp.core.function.AppliedUndef) and not x.is_commutative
                                           and x.func.__name__ in _OPERATIONS and x.func.__name__ not in allowed
                                           for x in sp.preorder_traversal(e)):
            return ""
    try:
        lv, rv = value(Lb, assign), value(Rb, assign)
    except NotObjects:
        return ""
    if not (isinstance(lv, sp.MatrixBase) and isinstance(rv, sp.MatrixBase) and lv.shape == rv.shape):
        return ""
    for x, y in zip(lv, rv):
        if not dec.prove(x, y, "=", env, at, index_symbols | {b}):
            return ""
    n = next(iter(sizes))
    return (f"SymPy reduces every entry of block b to 0 for a symbolic b (blocks of {period} entries): for every "
            f"{size} that makes {sp.sstr(n / period)} a whole number of blocks")


def _as_written(L, R, lhs, rhs, known: dict) -> dict:
    """Each elided matrix of the substituted sides paired with the same matrix as the document wrote it (before its
    definitions were substituted: ``\\theta_0, \\theta_1, …`` keeps the step that ``1, 10000^{-2/d}, …`` hides): the
    written matrices of the two sides in order, when they pair one to one by shape and elided places; a defined
    matrix is already as written."""
    out = {m: m for m in known.values()}
    mine = [m for m in _written_matrices(L, R) if elision.has_elision(m)]
    theirs = [m for m in _written_matrices(getattr(lhs, "expr", None), getattr(rhs, "expr", None))
              if elision.has_elision(m)]
    places = [[tuple(i for i, x in enumerate(m) if elision.is_elided(x)) for m in ms] for ms in (mine, theirs)]
    if len(mine) == len(theirs) and all(a.shape == b.shape for a, b in zip(mine, theirs)) and places[0] == places[1]:
        out.update({a: b for a, b in zip(mine, theirs) if a != b})
    return out


def _entry_shown(k: int, count: int, a, b) -> str:
    """`` (entry 3 of 3: 0 on the left, 1 on the right)`` where both entries are numbers; else ``""``."""
    import sympy as sp

    if not all(isinstance(x, sp.Expr) and x.is_number for x in (a, b)):
        return ""

    def shown(x):
        return sp.sstr(x) if x.is_Rational and len(sp.sstr(x)) <= 12 else sp.sstr(sp.N(x, 8))

    return f" (entry {k + 1} of {count}: {shown(a)} on the left, {shown(b)} on the right)"


def _reading(families: dict) -> str:
    kinds = sorted({f"a block-diagonal matrix of {f.period}×{f.period} blocks" + (
        ", their number not written" if str(f.blocks) == elision.OPEN_BLOCKS else "") if f.kind == "blockdiag"
                    else f"a vector in blocks of {f.period}" for f in families.values()})
    return "the elided entries (…) read as the pattern of the written ones: " + ", ".join(kinds)


def _decide_known(L, R, rel, env, at, lhs, rhs, index_symbols, even, known, used, atoms):
    """The decision with the matrices the document writes out (``known``) in place."""
    import sympy as sp

    fixed = [d for m in known.values() for d in m.shape]
    n = max(fixed, default=DEFAULT_DIMS[0])
    forced: list = []
    pairs, assumed = _entries_at(L, R, known, atoms, n, env.identity, forced)
    one_sided = [a for a in _one_sided(L, R, [a for a in atoms if a not in known]) if not _used_before(a, env, at)
                 and not (env.identity and is_identity(a))]  # (the identity matrix stands for itself)
    domains = _real_entries(env, pairs)
    where = "at the document's shapes" + (" (shapes the document does not fix taken as columns and "
                                          f"{n}×{n})" if assumed else "")
    proved = 0
    for a, b in pairs:  # (every entry must be proved: the first that is not ends the attempt)
        if _differs_at_a_point(a, b, index_symbols) or not dec.prove(a, b, "=", domains, at, index_symbols):
            break
        proved += 1
    if proved == len(pairs) and rel == "=" and not assumed:
        return dec.Decision("proved", "proof", f"SymPy reduces every entry ({len(pairs)}) of lhs - rhs to 0 {where}: "
                            "for every vector and matrix of those shapes", used=used, cause="")
    results = []
    placeholders = set(getattr(lhs, "literals", {})) | set(getattr(rhs, "literals", {}))
    for k, (a, b) in enumerate(pairs):
        d = _entry_at_test_points(a, b, rel, domains, at, lhs, rhs, index_symbols, even)
        results.append(d)
        approx = [x for x in used if getattr(x, "rounded", None)]
        if d.status == "inconsistent" and approx:
            names = ", ".join(x.name for x in approx)
            known_numbers = set(getattr(lhs, "literals", {})) | set(getattr(rhs, "literals", {}))
            if any(isinstance(x, sp.Basic) and x.free_symbols - known_numbers for x in (a, b)):
                return dec.Decision("undecided", d.method, f"fails {where} with the entries of {names} as written; the "
                                    f"entry holds names, so the rounding of {names}'s entries ({names} as the document "
                                    "writes it with '≈') is not checked: not decided", d.exact, used=used,
                                    cause="rounded input")
            if _saved_by_rounding(a, b, approx, lhs, rhs):
                return dec.Decision("undecided", d.method, f"fails {where} with the entries of {names} as written, but "
                                    f"holds with them anywhere within their rounding ({names} as the document writes it "
                                    "with '≈'): not decided", d.exact, used=used, cause="rounded input")
        if d.status == "inconsistent" and [a for a in atoms if a not in known and any(
                type(k) is type(a) and _same_head(k, a) for k in known)]:
            # R_m written out, R_n not (the reader could not read R_n as the same family at n): R_n is no arbitrary
            # matrix there, so a failure with it arbitrary is no finding
            names = ", ".join(sorted({str(a) for a in atoms if a not in known}))
            return dec.Decision("undecided", d.method, f"fails {where} with {names} taken as arbitrary, but the "
                                "document writes another member of its family out: that member, not an arbitrary "
                                "matrix, is meant", d.exact, points=d.points, counterexample=d.counterexample,
                                used=used, cause="family member not written out")
        if d.status == "inconsistent":
            unknowns = [{s.name.rsplit("__", 1)[0] for s in ((x.free_symbols if isinstance(x, sp.Basic) else set())
                                                              - placeholders) if "__" in s.name} for x in (a, b)]
            # (the names whose entries the sides hold: what the document does not write out)
            if d.points and unknowns[0] != unknowns[1] and (
                    not (unknowns[0] & unknowns[1]) or _unwritten_members(unknowns[0] ^ unknowns[1], env, at)):
                return dec.Decision("undecided", d.method, f"fails {where} at a test point, but the sides share no "
                                    "unknown, or hold a member of a family the document writes out only for other "
                                    "indices (R_3 beside a written R_2): a condition or a definition of what it does "
                                    "not write out, not an identity", d.exact,
                                    points=d.points, counterexample=d.counterexample, used=used,
                                    cause="not an identity")
            if one_sided:
                names = ", ".join(sorted(_name(a) for a in one_sided))
                return dec.Decision("undecided", d.method, f"fails {where}, but {names} stands on one side only: the "
                                    "relation may define it rather than state an identity", d.exact, points=d.points,
                                    counterexample=d.counterexample, used=used, cause="not an identity")
            if forced:  # q_m \cdot k_n with q_m = R_m q: a product of two vectors fits only with q a matrix
                names = ", ".join(sorted({_name(a) for a in forced}))
                return dec.Decision("undecided", d.method, f"fails {where}, but only with {names}, written in lower case "
                                    "(a vector), taken as a matrix of more than one column so that the products fit: "
                                    "a product of two vectors may be their dot product, which the reader does not "
                                    "assume", d.exact, points=d.points, counterexample=d.counterexample, used=used,
                                    cause="vector or matrix shapes not fixed")
            if assumed and not _fails_at_every_size(L, R, rel, known, atoms, n, env, at, lhs, rhs, index_symbols,
                                                    even):
                return dec.Decision("undecided", d.method, f"fails {where}, which the document does not fix ({d.reason})",
                                    d.exact, points=d.points, counterexample=d.counterexample, used=used,
                                    cause="vector or matrix shapes not fixed")
            if assumed:
                where += (f", and fails with the dimensions the document does not fix at every size tried "
                          f"({', '.join(str(k) for k in sorted({1, n, 3}))})")
            d.reason = f"an entry fails {where}: {d.reason}" + _entry_shown(k, len(pairs), a, b)
            approx = [b for b in used if getattr(b, "rounded", None)]
            if approx:
                d.reason += (" (with " + ", ".join(f"{b.name} as the document writes it with '≈' ({b.where})" for b in approx)
                             + ", every decimal entry anywhere within its rounding)")
            d.used = used
            return d
    if proved == len(pairs):
        return dec.Decision("consistent", "proof", f"SymPy reduces every entry ({len(pairs)}) of lhs - rhs to 0 {where}",
                            used=used)
    if all(d.status == "consistent" for d in results):
        return dec.Decision("consistent", "test points", f"every entry ({len(pairs)}) consistent at test points {where}",
                            points=results[0].points, used=used)
    first = next(d for d in results if d.status != "consistent")
    return dec.Decision("undecided", first.method, f"not every entry decided {where}: {first.reason}", used=used,
                        cause=first.cause or "an entry undecided")


def _saved_by_rounding(a, b, approx: list, lhs, rhs, prec: int = 128) -> bool:
    """Whether the entry ``a`` = ``b`` holds with the decimal entries of the matrices given with '≈' (``approx``: their
    bindings) anywhere within their rounding, the other decimals of the left side exact inputs and a decimal that is
    the whole right entry (0.8056) anywhere within its own: the intervals of the two sides meet."""
    from types import SimpleNamespace

    import sympy as sp

    rounded = {s: v for x in approx for s, v in x.rounded.items()}
    whole = {s for s in getattr(rhs, "literals", {}) if b == s or b == -s}
    try:
        values = dec._literal_values((SimpleNamespace(literals=getattr(lhs, "literals", {}), shown=set()),
                                      SimpleNamespace(literals=getattr(rhs, "literals", {}), shown=whole),
                                      SimpleNamespace(literals=rounded, shown=set(rounded))), prec, widen=True)
        if (sp.sympify(a).free_symbols | sp.sympify(b).free_symbols) - set(values):
            return False
        return bool(dec.evaluate(a, values, prec).overlaps(dec.evaluate(b, values, prec)))
    except Exception:  # noqa: BLE001 - an entry Arb cannot evaluate is not saved
        return False


MAX_FACTORS = 4  # a product computed from written vectors and matrices has at most this many of them


def written_value(v, env, at: int, tex: str = ""):
    """``v`` as the explicit matrix it is when every vector and matrix in it is written out, with the bindings used:
    a matrix the document defines (``R(\\theta) = \\begin{pmatrix}…``, a member of a defined family), a name bound to a
    written vector (``q = (1, 0)``), and every other name a number the document gives a value or definition (``\\theta
    = \\pi/6``).  The factors of a product are taken in the order ``tex`` (the side as written) writes them, a vector
    first a row and last a column (``R(\\theta) q``: a 2×2 times a column; ``q R(\\theta)``: a row times a 2×2); where the
    order cannot be read from ``tex``, a vector stands between two factors, or a name is neither of those, None:
    nothing is computed.  The entries keep the scalar names (``\\cos\\theta``), substituted where the value is used."""
    import sympy as sp

    if not isinstance(v, sp.Basic) or isinstance(v, sp.MatrixBase) or elision.has_elision(v):
        return None
    assign: dict = {}
    vectors: set = set()
    used: list = []
    for a in v.atoms(sp.Symbol, sp.Indexed, sp.core.function.AppliedUndef):
        if isinstance(a, sp.core.function.AppliedUndef) and a.func.__name__ in _OPERATIONS:
            return None
        m, b = _defined(a, env, at)
        if m is not None:
            if elision.has_elision(m) or m.rows > MAX_DIM or m.cols > MAX_DIM:
                return None
            assign[a] = m
            used.append(b)
            continue
        b = env.knows(a, at)
        if b is not None and isinstance(b.value, sp.Tuple) and not b.params \
                and all(isinstance(x, sp.Expr) and not isinstance(x, sp.MatrixBase) for x in b.value.args) \
                and len(b.value.args) <= MAX_DIM:
            assign[a] = sp.ImmutableMatrix(list(b.value.args))
            vectors.add(a)
            used.append(b)
    if not any(isinstance(m, sp.MatrixBase) and m.cols > 1 for m in assign.values()):
        return None  # no matrix: nothing to multiply out
    inside = {s for a in assign if not isinstance(a, sp.Symbol) for s in a.free_symbols}
    for s in v.free_symbols - inside:
        if s in assign:
            continue
        b = env.knows(s, at)
        if b is None or isinstance(b.value, (sp.Tuple, sp.MatrixBase)) or b.params:
            return None  # a name that may be a vector or matrix the document does not write out
    place = {a: _written_at(a, tex) for a in assign}

    def ev(e):
        if e in assign:
            return assign[e]
        if not any(e.has(a) for a in assign):
            return e
        if isinstance(e, sp.Mul):
            factors = [f for f in e.args if any(f.has(a) for a in assign)]
            if any(f not in assign for f in factors) or len(factors) > MAX_FACTORS:
                return None  # a power or a function of a vector or matrix inside the product: not computed
            if len(factors) > 1:
                if any(place[f] is None for f in factors) or len({place[f] for f in factors}) != len(factors):
                    return None  # the written order is not known
                factors.sort(key=lambda f: place[f])
            mats = []
            for k, f in enumerate(factors):
                m = assign[f]
                if f in vectors:
                    if 0 < k < len(factors) - 1:
                        return None
                    m = m.T if k == 0 and len(factors) > 1 else m  # a vector written first: a row
                mats.append(m)
            if any(x.cols != y.rows for x, y in zip(mats, mats[1:])):
                return None
            out = mats[0]
            for y in mats[1:]:
                out = out * y
            scalar = sp.Mul(*[f for f in e.args if f not in factors])
            return scalar * sp.ImmutableMatrix(out.applyfunc(sp.expand))
        if isinstance(e, sp.Add):
            parts = [ev(a) for a in e.args]
            if any(p is None for p in parts):
                return None
            mats = [p for p in parts if isinstance(p, sp.MatrixBase)]
            if len(mats) != len(parts) or len({m.shape for m in mats}) != 1:
                return None
            out = mats[0]
            for m in mats[1:]:
                out = out + m
            return sp.ImmutableMatrix(out)
        return None  # a function or power of a vector or matrix: not computed

    try:
        out = ev(v)
    except Exception:  # noqa: BLE001 - shapes SymPy refuses: nothing computed
        return None
    return (sp.ImmutableMatrix(out), used) if isinstance(out, sp.MatrixBase) else None


def _written_at(atom, tex: str):
    """Where the name of ``atom`` is first written in ``tex`` (its letters standing alone, in any font), or None when
    it is not found or its letters also stand for another name there."""
    import re

    import sympy as sp

    name = _name(atom)
    if isinstance(atom, sp.Symbol) and "_" in name:
        name = name.split("_")[0]
    letters = name.replace("_prime", "")
    if not letters:
        return None
    found = [m.start() for m in re.finditer(r"(?<![A-Za-z\\])" + re.escape(letters) + r"(?![A-Za-z])", tex)]
    return found[0] if found else None


GENERIC_DIMS = (1, 2, 3)  # the dimensions at which vectors the document gives no size are written out
SIGNED_POINTS = 24  # the points, with entries of both signs, at which a vector inequality is tried besides


def _fails_with_signs(a, b, rel: str) -> str | None:
    """A point where ``a rel b`` fails with the vector entries (symbols ``…__i``) of both signs, each other symbol
    positive (a size, a scale), at 30 digits and by more than 1e-20, as text; or None.  The points are fixed (a seeded
    generator): the same relation gives the same answer on every run."""
    import random

    import sympy as sp

    entries = sorted((x for x in (a - b).free_symbols if "__" in x.name), key=str)
    others = sorted((x for x in (a - b).free_symbols if "__" not in x.name), key=str)
    rng = random.Random(20261206)
    test = {"<": lambda d: d < 0, ">": lambda d: d > 0, "≤": lambda d: d <= 0, "≥": lambda d: d >= 0}.get(rel)
    if test is None or not entries:
        return None
    for k in range(SIGNED_POINTS):
        point = {x: sp.Rational(rng.randint(-30, 30), 10) for x in entries}
        if k % 3 == 0 and len(entries) % 2 == 0:  # (one vector the other's negative: k = -q)
            half = len(entries) // 2
            point.update({entries[half + i]: -point[entries[i]] for i in range(half)})
        point.update({x: sp.Rational(rng.randint(1, 30), 10) for x in others})
        try:
            d = sp.N((a - b).xreplace(point), 30)
        except Exception:  # noqa: BLE001 - a point that does not evaluate: the next
            continue
        if d.is_real and not test(d) and abs(d) > sp.Float("1e-20"):
            shown = ", ".join(f"{x} = {v}" for x, v in point.items())
            return f"lhs - rhs = {sp.N(d, 6)} at {shown}"
    return None


def _at_size(L, R, size, n: int, atoms, zero_based: frozenset):
    """``(L, R, written)`` with the size symbol set to ``n``, each sum written out and each entry of a vector it writes
    (``q_1``) the symbol of that entry; None where a bound is no whole number or the entries written are not the
    vectors' n entries numbered from 1 (from 0 for a vector in ``zero_based``, whose entry 0 the document writes)."""
    import sympy as sp

    Ln, Rn = (e.xreplace({size: n}) for e in (L, R))
    if any(not (b.is_Integer or b.free_symbols) for e in (Ln, Rn) for x in e.atoms(sp.Sum)
           for _, *bounds in x.limits for b in bounds):
        return None
    Ln, Rn = (e.replace(lambda x: isinstance(x, sp.Sum), lambda x: x.doit()) for e in (Ln, Rn))
    names = {a.name for a in atoms}
    written = {x for e in (Ln, Rn) for x in e.atoms(sp.Indexed) if str(x.base) in names
               and len(x.indices) == 1 and x.indices[0].is_Integer}
    if any(written and (_components(a, n, 1, written) is None
                        or _written_components(a, written)[1][0] != (0 if a.name in zero_based else 1)) for a in atoms):
        return None
    Ln, Rn = (e.xreplace({x: component(str(x.base), x.indices) for x in written}) for e in (Ln, Rn))
    return Ln, Rn, written


def _size_symbol(L, R, atoms, env, at):
    """The symbol every vector of the relation is declared to have as its size (``\\mathbf{q}, \\mathbf{k} \\in
    \\mathbb{R}^d``), when the relation writes it (Σ_{i=1}^d q_i k_i) and the document gives it no value there; else
    None."""
    import sympy as sp

    declared = {getattr(env, "lengths", {}).get(a.name) for a in atoms}
    if len(declared) != 1 or None in declared:
        return None
    name = next(iter(declared))
    found = [x for e in (L, R) for x in e.free_symbols if isinstance(x, sp.Symbol) and x.name == name]
    if len(set(found)) != 1 or env.knows(found[0], at) is not None:
        return None
    return found[0]


def decide_vectors(L, R, rel: str, env, at: int, lhs, rhs, index_symbols: set, even: set, vectors,
                   zero_based: frozenset = frozenset()) -> dec.Decision:
    """``L rel R`` where every vector or matrix name is a vector (``vectors``: declared, or bold lower case) that the
    document neither writes out nor gives a size: the relation written out with each vector a column of symbols of
    each dimension in ``GENERIC_DIMS``, its inner products and norms computed.  '=' holding at each (SymPy reduces
    every entry to 0) is consistent, not proved: a dimension not tried is not covered (at the one size the document
    declares for all of them, ``x \\in \\mathbb{R}^2``, proved).  A failure, even at every dimension tried, is no
    finding: the text may mean vectors it restricts (unit, orthogonal) in words the reader does not read.  Raises
    ``NotObjects``
    when a name may be a matrix, or the sides do not evaluate."""
    import sympy as sp

    atoms = _atoms(L) + [a for a in _atoms(R) if a not in _atoms(L)]
    if not atoms or any(not isinstance(a, sp.Symbol) or a.name not in vectors for a in atoms):
        raise NotObjects("a name that may be a matrix")
    if any(_defined(a, env, at, rounded=True)[0] is not None or env.knows(a, at) is not None for a in atoms):
        raise NotObjects("a vector the document defines")
    sizes = {}
    for a in atoms:  # x ∈ ℝ^2, or ℝ^d with d = 4 in scope: the size the document declares
        declared = getattr(env, "lengths", {}).get(a.name)
        try:
            size = env.expand(sp.sympify(declared), at)[0] if declared is not None else None
        except Exception:  # noqa: BLE001 - a size the reader does not read: none
            size = None
        if size is not None and size.is_Integer and 1 <= int(size) <= MAX_DIM:
            sizes[a] = int(size)
    fixed = len(sizes) == len(atoms) and len(set(sizes.values())) == 1
    dimensions = (next(iter(sizes.values())),) if fixed else GENERIC_DIMS
    size = None if fixed else _size_symbol(L, R, atoms, env, at)
    if size is not None and any(_at_size(L, R, size, n, atoms, zero_based) is None for n in dimensions):
        size = None  # (Σ_{i=1}^{d-1} q_i k_i, Σ_{i=0}^{d-1} q_i k_i of entries q_1 … q_d: not the vectors' entries)
    outcomes, shown = [], None
    for n in dimensions:
        # x, y ∈ ℝ^d and Σ_{i=1}^d x_i y_i: the sums over d entries written out at d = n, x_i the entries of x
        Ln, Rn, written = (L, R, frozenset()) if size is None else _at_size(L, R, size, n, atoms, zero_based)
        assign = {a: _generic(a, n, 1, written) for a in atoms}
        sides = [value(e, assign) for e in (Ln, Rn)]
        sides = [s[0, 0] if isinstance(s, sp.MatrixBase) and s.shape == (1, 1) else s for s in sides]
        a, b = sides
        if isinstance(a, sp.MatrixBase) != isinstance(b, sp.MatrixBase) or (
                isinstance(a, sp.MatrixBase) and a.shape != b.shape):
            raise NotObjects("sides of different shapes")
        if isinstance(a, sp.MatrixBase) and rel not in ("=", "≈"):
            raise NotObjects("an inequality between vectors")
        pairs = list(zip(a, b)) if isinstance(a, sp.MatrixBase) else [(a, b)]
        domains = _real_entries(env, pairs)
        if rel == "=" and all(not _differs_at_a_point(x, y, index_symbols)
                              and dec.prove(x, y, "=", domains, at, index_symbols) for x, y in pairs):
            outcomes.append("proved")
            continue
        results = [dec.test_points(x, y, rel, lhs, rhs, domains, at, index_symbols, even) if rel not in ("=", "≈")
                   else _entry_at_test_points(x, y, rel, domains, at, lhs, rhs, index_symbols, even) for x, y in pairs]
        if rel not in ("=", "≈") and all(r.status == "consistent" for r in results):
            signed = _fails_with_signs(pairs[0][0], pairs[0][1], rel)
            if signed is not None:  # (⟨q, k⟩ ≥ 0 holds where every entry is positive, not at q = 1, k = -1)
                results = [dec.Decision("inconsistent", "test points", f"fails with entries of both signs: {signed}")]
        bad = next((r for r in results if r.status == "inconsistent"), None)
        if bad is not None:
            outcomes.append("inconsistent")
            shown = (n, bad) if shown is None or n == 2 else shown  # (shown at 2 entries, where tried)
        elif all(r.status == "consistent" for r in results):
            outcomes.append("consistent")
        else:
            outcomes.append("undecided")
    dims = ", ".join(str(n) for n in dimensions)
    names = ", ".join(sorted(a.name for a in atoms))
    if size is not None:
        names += f" (of the size {size} the document declares, {size} set to each size and its entries to theirs)"

    if fixed and outcomes == ["proved"]:
        return dec.Decision("proved", "proof", f"SymPy reduces lhs - rhs to 0 with the vectors {names} written out as "
                            f"columns of symbols of the {dims} entries the document declares: for every such vector")
    if fixed:
        dims = f"{dims} (the size the document declares)"
    if all(o == "proved" for o in outcomes):
        return dec.Decision("consistent", "proof", f"SymPy reduces lhs - rhs to 0 with the vectors {names} written out "
                            f"as columns of symbols of {dims} entries (the document fixes no one size for them): an "
                            "identity at every dimension tried, not proved for every dimension")
    if all(o in ("proved", "consistent") for o in outcomes):
        return dec.Decision("consistent", "test points", f"holds at test points with the vectors {names} written out "
                            f"as columns of {dims} entries" + ("" if fixed else " (the document fixes no one size for them)"))
    if all(o == "inconsistent" for o in outcomes):
        n, bad = shown
        return dec.Decision("undecided", bad.method, f"fails with the vectors {names} written out as columns of every "
                            f"size tried ({dims}; at {n}: {bad.reason}), but for arbitrary vectors: the text may mean "
                            "vectors it restricts (unit, orthogonal, random), which the reader does not read; not a "
                            "finding", cause="vectors without their stated properties",
                            counterexample=bad.counterexample)
    return dec.Decision("undecided", "", f"with the vectors {names} written out as columns of {dims} entries it "
                        f"{', '.join(f'is {o} at {n}' for o, n in zip(outcomes, dimensions))}: not decided",
                        cause="matrix identity beyond arbitrary shapes")
