"""Families of matrices a document defines that compose as rotations do, and relations decided with them.

A RoPE text defines ``R_m = \\begin{pmatrix}\\cos m\\theta & -\\sin m\\theta \\\\ \\sin m\\theta & \\cos m\\theta
\\end{pmatrix}``, a rotation ``R(\\theta)`` by an angle, or the block-diagonal ``R^d_{\\Theta,m}`` written with
``\\ddots``, and then states ``(R_m W_q x_m)^T (R_n W_k x_n) = x_m^T W_q^T R_{n-m} W_k x_n``.  That is an identity only
under the definition of R, through three lemmas:

* ``R_a^T = R_{-a}``,
* ``R_a R_b = R_{a+b}``,
* ``R_0 = I``,

each proved here by SymPy from the document's own definition, for symbolic a and b (for a block-diagonal matrix
written with elided entries, on its block template with a symbolic block index, which proves it for every block and so
for the whole matrix).  A family for which SymPy does not prove all three is not used.

A family may also be described in words only: "$R_{\\Theta,m}$ is the rotation matrix for position $m$",
"$R_m$ 是旋转矩阵", "where $\\mathbf{R}_t$ is a block-diagonal rotation matrix" (``described``).  Its parameter must
be a position (m, n, t, pos, τ) or an angle (θ, φ, α, β, ψ), never a pair or dimension index (i, j, k): it is then
RoPE's rotation, the rotation by the position times a fixed frequency in each 2×2 block (by the angle itself), and the
lemmas are proved on that block with a symbolic frequency.  The relation is then rewritten
with the lemmas (every product kept in its order: ``R_a^T`` and ``R_a^{-1}`` become ``R_{-a}``, two neighbouring members ``R_a R_b``
become ``R_{a+b}``, ``R_0`` is dropped) and proved when lhs - rhs expands to 0 as matrices of arbitrary shapes: for
every other vector and matrix (``W_q``, ``x_m``) of compatible shapes.

When the rewritten difference is not 0 and a family is described in words, ``counterexample`` looks for a witness
under that description: every family member the 2×2 rotation
by its parameter (one block, frequency 1: the first block of RoPE's usual frequencies, θ_0 = base^0 = 1; any larger
size holds the same witness with the other coordinates 0), every lower-case name a column and every other name a 2×2
matrix of small integers, every scalar a small integer.  A difference that Arb certifies nonzero (at 256 and 512
bits) is a counterexample; nothing else is found inconsistent this way.  Nothing here knows a particular document."""
from __future__ import annotations

from dataclasses import dataclass

from suite.reader import elision
from suite.reader.environment import Binding, head, match_pattern
from suite.reader.objects import labels_of


@dataclass(frozen=True)
class Family:
    """A family of matrices ``binding`` defines, its parameter at place ``place`` of its indices (or arguments)."""
    binding: Binding
    place: int
    param: object  # the pattern's variable that the matrix depends on (R^d_{\Theta,m}: m; Θ, which it does not
    #                depend on, is a label)

    def parameter(self, atom):
        """The value of the parameter in the member ``atom``, or None when ``atom`` is not a member."""
        import sympy as sp

        t = self.binding.target
        if type(atom) is not type(t) or head(atom) != head(t):
            return None
        sol = match_pattern(t, self.binding.params, atom)
        if sol is None or self.param not in sol or any(sol.get(p, p) != p for p in labels_of(self.binding)):
            return None  # (R^d_{\Phi,n} is not a member of R^d_{\Theta,m}: Θ is a label)
        return sp.sympify(sol[self.param])

    def member(self, like, value):
        """The member like ``like`` (the same labels) with the parameter ``value``."""
        import sympy as sp

        parts = list(like.indices) if isinstance(like, sp.Indexed) else list(like.args)
        parts[self.place] = value
        return like.func(like.base, *parts) if isinstance(like, sp.Indexed) else like.func(*parts)


POSITIONS = frozenset({"m", "n", "t", "pos", "tau"})  # a described family's parameter: a position …
ANGLES = frozenset({"theta", "vartheta", "phi", "varphi", "alpha", "beta", "psi"})  # … or an angle


def described(target, where: str, start: int, name: str):
    """The family a document describes in words as rotation matrices (``target`` the name as written: ``R(t)``,
    ``R_{\\Theta,m}``, ``\\mathbf{R}_t``), as a binding of kind "rotation" whose value is the 2×2 block it stands for
    (the rotation by the parameter times a symbolic frequency), or None when its parameter is not one position or
    angle (the other indices, Θ, are labels matched as written)."""
    import sympy as sp

    from suite.reader.environment import Binding

    if isinstance(target, sp.Indexed):
        parts = list(target.indices)
    elif isinstance(target, sp.core.function.AppliedUndef) and target.func.__name__ not in ("transpose", "inner"):
        parts = list(target.args)
    else:
        return None
    if target.is_commutative or not all(isinstance(x, sp.Symbol) for x in parts):
        return None
    params = [x for x in parts if x.name in POSITIONS] or [x for x in parts if x.name in ANGLES]
    rest = [x for x in parts if x not in params]
    if len(params) != 1 or any(len(x.name) == 1 and x.name.islower() for x in rest):
        return None  # R_{i,m}: an index beside the position may be a pair's; R_i: a pair's, not a position
    p = params[0]  # (R_{\theta,m}: the position m; θ, the frequencies, a label)
    w = sp.Integer(1) if p.name in ANGLES else sp.Dummy("theta_k", positive=True)
    a = p * w
    block = sp.ImmutableMatrix([[sp.cos(a), -sp.sin(a)], [sp.sin(a), sp.cos(a)]])
    return Binding("rotation", name, target, block, (p,), where=where, start=start,
                   cue="angle" if p.name in ANGLES else "position")


def families(env, at: int, atoms) -> list[Family]:
    """The families in scope at ``at`` that have a member among ``atoms`` and whose definitions SymPy proves the three
    lemmas for: those the document defines (written out), and those it describes in words (``described``) where it
    defines no matrix of that name."""
    import sympy as sp

    out = []
    defined = [b for b in env.definitions(at) if isinstance(b.value, sp.MatrixBase)]
    words = [b for b in env.in_scope(at) if b.kind == "rotation"
             and not any(head(d.target) == head(b.target) for d in defined)]
    for b in env.definitions(at) + words:
        if b.kind not in ("definition", "rotation") or not b.params or not isinstance(b.value, sp.MatrixBase):
            continue
        t = b.target
        parts = list(t.indices) if isinstance(t, sp.Indexed) else list(t.args) \
            if isinstance(t, sp.core.function.AppliedUndef) else None
        used = [p for p in b.params if p in b.value.free_symbols]
        if parts is None or len(used) != 1:
            continue
        p = used[0]
        places = [k for k, x in enumerate(parts) if x == p]
        if len(places) != 1 or any(p in x.free_symbols for k, x in enumerate(parts) if k != places[0]):
            continue  # the parameter is one whole index or argument (R_m, R(θ)), not part of one (R_{2m})
        f = Family(b, places[0], p)
        if any(not a.is_commutative and f.parameter(a) is not None for a in atoms) and _lemmas(b, p):
            out.append(f)
    return out


def _block(b: Binding):
    """The matrix whose lemmas stand for the family's: the definition itself, or the block template of a
    block-diagonal matrix written with elided entries (None when it is neither)."""
    import sympy as sp

    m = b.value
    if not elision.has_elision(m):
        return sp.ImmutableMatrix(m) if m.is_square and m.rows <= 8 else None
    f = elision.family(m)
    if f is None or f.kind != "blockdiag":
        return None
    return sp.ImmutableMatrix(f.template)


_PROVED: dict = {}  # (id of the binding, its value, the parameter) -> whether the lemmas hold (proved once a run)


def _lemmas(b: Binding, p) -> bool:
    key = (id(b), b.value, p)
    if key not in _PROVED:
        if len(_PROVED) > 256:
            _PROVED.clear()
        _PROVED[key] = _lemmas_proved(b, p)
    return _PROVED[key]


def _lemmas_proved(b: Binding, p) -> bool:
    """Whether SymPy proves R_a^T = R_{-a}, R_a R_b = R_{a+b} and R_0 = I from the definition ``b`` (``p`` its
    parameter)."""
    import sympy as sp

    from suite.reader import decide as dec

    m = _block(b)
    if m is None:
        return False
    a, c = sp.Symbol("_a", real=True), sp.Symbol("_c", real=True)

    def at(v):
        return m.xreplace({p: v})

    try:
        with dec.budget(dec.PROOF_SECONDS):
            for diff in (at(a).T - at(-a), at(a) * at(c) - at(a + c), at(sp.Integer(0)) - sp.eye(m.rows)):
                if any(not _zero(x) for x in diff):
                    return False
    except (dec.Budget, Exception):  # noqa: BLE001 - a definition SymPy cannot handle proves nothing
        return False
    return True


def _zero(x) -> bool:
    """Whether SymPy reduces ``x`` to 0: by the cheap rewritings first (``rewritings.cheaply_zero``, the angle-sum rules
    among them: enough for the rotation lemmas of a written-out rotation), else simplified after expand_trig."""
    import sympy as sp

    from suite.reader.rewritings import cheaply_zero

    return cheaply_zero(x) or sp.simplify(sp.expand_trig(x)) == 0


def reduced(e, fams: list[Family]):
    """``e`` (transposes pushed down to the names, expanded) rewritten with the lemmas, term by term, products kept in
    order."""
    import sympy as sp

    out = []
    for term in sp.Add.make_args(sp.expand(e)):
        c, nc = term.args_cnc()
        out.append(sp.Mul(*c) * sp.Mul(*_reduce(nc, fams)))
    return sp.expand(sp.Add(*out))


def _reduce(factors: list, fams: list[Family]) -> list:
    import sympy as sp

    flat = []
    for x in factors:
        if isinstance(x, sp.Pow) and x.exp.is_Integer and x.exp > 0:
            flat += [x.base] * int(x.exp)
        elif isinstance(x, sp.Pow) and x.exp.is_Integer and x.exp < 0 and any(
                f.parameter(x.base) is not None for f in fams):
            # R_a^{-1} = R_{-a}: R_a R_{-a} = R_0 = I by the lemmas, so R_{-a} is the inverse (as R_a^T is)
            flat += [sp.Function("transpose")(x.base)] * int(-x.exp)
        else:
            flat.append(x)
    items = []  # (factor, family, parameter) with family None for any other factor
    for x in flat:
        inner = x.args[0] if isinstance(x, sp.core.function.AppliedUndef) and x.func.__name__ == "transpose" \
            and len(x.args) == 1 else None
        for f in fams:
            v = f.parameter(inner if inner is not None else x)
            if v is not None:
                items.append((inner if inner is not None else x, f, -v if inner is not None else v))
                break
        else:
            items.append((x, None, None))
    merged: list = []
    for x, f, v in items:
        if f is not None and merged and merged[-1][1] is f and _same_labels(f, merged[-1][0], x):
            y, _, w = merged.pop()
            merged.append((y, f, w + v))
        else:
            merged.append((x, f, v))
    out = []
    for x, f, v in merged:
        if f is None:
            out.append(x)
        elif sp.simplify(v) != 0:
            out.append(f.member(x, sp.expand(v)))
    if not out and merged:
        x, f, _ = merged[0]
        out.append(f.member(x, sp.Integer(0)))  # R_m R_{-m} is R_0, the identity matrix: not the number 1
    return out


def _same_labels(f: Family, x, y) -> bool:
    import sympy as sp

    px = list(x.indices) if isinstance(x, sp.Indexed) else list(x.args)
    py = list(y.indices) if isinstance(y, sp.Indexed) else list(y.args)
    return len(px) == len(py) and all(a == b for k, (a, b) in enumerate(zip(px, py)) if k != f.place) \
        and (x.base == y.base if isinstance(x, sp.Indexed) else x.func == y.func)


_ENTRIES = (2, -1, 3, 1, -2, 4, 1, 3, -3, 2, 5, -1, 2, 2, -4, 1)  # the small integers a witness's entries cycle through
_POINTS = ((2, 5, 3, 7, 4, 6), (3, 1, 4, 2, 6, 5), (1, 2, 4, 3, 5, 7), (2, 3, 5, 4, 7, 6))  # the positions tried


FREQUENCIES = ("1", "1/2", "2", "pi/2", "pi/3", "2*pi/3", "pi/4", "pi/6", "2*pi/5", "3/10")  # a witness fails at each


def counterexample(L, R, fams: list[Family], vectors=frozenset()):
    """A witness that ``L = R`` fails under a family described in words (``described``; see the module's text), as
    (the point shown: {name: value as text}, {"lhs": …, "rhs": …} the two sides' values), or None.  Every difference is
    certified nonzero by Arb at 256 and at 512 bits, at frequency 1 (the point shown) and, at some of the positions
    tried, at every frequency of ``FREQUENCIES`` (so that a document's own rate, π/2 or 1/2, cannot make it hold).
    None (no witness sought) when the relation writes a matrix out,
    holds a scalar that is not a position (a frequency, an angle, 1/\\sqrt{d}: the document's values, not the
    witness's), or needs a vector that is not a column or a matrix that is not square."""
    import sympy as sp

    from suite.reader import arb, objects

    if not any(f.binding.kind == "rotation" for f in fams) or any(
            isinstance(x, sp.MatrixBase) for e in (L, R) for x in sp.preorder_traversal(e)):
        return None  # (a matrix written out fixes a turning direction the witness does not know)
    atoms = objects._atoms(L) + [a for a in objects._atoms(R) if a not in objects._atoms(L)]
    bare = {s for e in (L, R) for s in e.xreplace({a: sp.Integer(1) for a in atoms}).free_symbols}
    moved = {s for a in atoms for f in fams if f.parameter(a) is not None for s in f.parameter(a).free_symbols}
    if any(not isinstance(s, sp.Symbol) or (s.name not in POSITIONS and (s in bare or s not in moved))
           for s in bare | moved):  # (what only a member's parameter holds is a position: the i, j of R(i), R(j))
        return None  # a frequency, an angle or a scale in the relation: its value is the document's, not the witness's
    scalars = sorted(bare | moved, key=str)
    w = sp.Symbol("_w", positive=True)  # the frequency
    rates = [sp.sympify(r) for r in FREQUENCIES]
    failing, shown_at_1 = set(), None
    for values in _POINTS:
        point = {s: sp.Integer(values[k % len(values)]) for k, s in enumerate(scalars)}
        found = _witness_at(L, R, fams, atoms, point, w, vectors)
        if found is None:
            return None  # the shapes do not fit
        pairs, shown = found
        try:
            for r in rates:
                for k, (x, y) in enumerate(pairs):
                    if all(arb.evaluate(sp.sympify(x - y).xreplace({w: r}), {}, prec).abs_lower() > 0
                           for prec in (256, 512)):
                        failing.add(r)
                        if r == 1 and shown_at_1 is None:
                            x1, y1 = (sp.sympify(e).xreplace({w: 1}) for e in (x, y))
                            where = f" (entry {k + 1})" if len(pairs) > 1 else ""
                            pt = {str(s): str(v) for s, v in point.items()}
                            pt.update(shown)
                            shown_at_1 = pt, {"lhs": arb.text(arb.evaluate(x1, {}, 512)) + where,
                                              "rhs": arb.text(arb.evaluate(y1, {}, 512)) + where}
                        break
        except arb.NotEvaluated:
            return None
        if shown_at_1 is not None and failing >= set(rates):
            pt, values_ = shown_at_1
            pt["frequency"] = ("1 (one 2×2 block; at each frequency of " + ", ".join(FREQUENCIES) +
                               " some of the positions tried fail as well)")
            return pt, values_
    return None


def _witness_at(L, R, fams, atoms, point, w, vectors):
    """The pairs of entries of the two sides with every family member the rotation by its parameter at ``point``
    times the frequency ``w``, every other name a column or square matrix of small integers (and those shown), or
    None when the shapes do not fit."""
    import sympy as sp

    from suite.reader import objects

    known, shown = {}, {}
    for a in atoms:
        for f in fams:
            v = f.parameter(a)
            if v is not None:
                t = sp.sympify(v).xreplace(point)
                if not t.is_number:
                    return None
                known[a] = sp.ImmutableMatrix([[sp.cos(t * w), -sp.sin(t * w)], [sp.sin(t * w), sp.cos(t * w)]])
                break
    try:
        shapes = objects._Shapes(known)
        sl, sr = shapes.shape(L), shapes.shape(R)
        if sl is not None and sr is not None:
            shapes.dims.union(sl[0], sr[0])
            shapes.dims.union(sl[1], sr[1])
        objects._default(shapes, atoms, 2)
        assign = dict(known)
        n = 0
        for a in atoms:
            if a in assign:
                continue
            r, c = (shapes.dims.get(d) for d in shapes.atom(a))
            column = objects._name(a)[:1].islower() or objects._name(a) in vectors
            if (r, c) != ((2, 1) if column else (2, 2)):
                return None  # only columns (lower case, or declared vectors) and square matrices
            m = sp.ImmutableMatrix(r, c, lambda i, j: _ENTRIES[(n + i * c + j) % len(_ENTRIES)])
            n += r * c + 1
            assign[a] = m
            shown[_shown(a)] = _shown_matrix(m)
        lv = objects._scalar(objects.value(L, assign))  # (the members are keyed as written: R_m, not R_2)
        rv = objects._scalar(objects.value(R, assign))
        lv, rv = (sp.sympify(v).xreplace(point) for v in (lv, rv))
    except Exception:  # noqa: BLE001 - shapes that do not fit, a side that is not a matrix product: no witness
        return None
    if isinstance(lv, sp.MatrixBase) != isinstance(rv, sp.MatrixBase) or (
            isinstance(lv, sp.MatrixBase) and lv.shape != rv.shape):
        return None
    return (list(zip(lv, rv)) if isinstance(lv, sp.MatrixBase) else [(lv, rv)]), shown


def _shown(atom) -> str:
    """A name as a reader writes it: ``W_q``, ``x_m``, ``R_{Θ,m}``, ``R(t)``."""
    import sympy as sp

    if isinstance(atom, sp.Indexed):
        idx = [sp.sstr(i) for i in atom.indices]
        return f"{atom.base}_" + (idx[0] if len(idx) == 1 and len(idx[0]) == 1 else "{" + ",".join(idx) + "}")
    return sp.sstr(atom)


def _shown_matrix(m) -> str:
    """A column as ``(4, 1)`` (a column), a matrix by rows ``((2, -1), (3, 1))``."""
    if m.cols == 1:
        return "(" + ", ".join(str(x) for x in m) + ") (a column)"
    if m.rows == 1:
        return "(" + ", ".join(str(x) for x in m) + ") (a row)"
    return "(" + ", ".join("(" + ", ".join(str(x) for x in m.row(i)) + ")" for i in range(m.rows)) + ")"
