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
for the whole matrix).  A family for which SymPy does not prove all three is not used.  The relation is then rewritten
with the lemmas (every product kept in its order: ``R_a^T`` becomes ``R_{-a}``, two neighbouring members ``R_a R_b``
become ``R_{a+b}``, ``R_0`` is dropped) and proved when lhs - rhs expands to 0 as matrices of arbitrary shapes: for
every other vector and matrix (``W_q``, ``x_m``) of compatible shapes.  Nothing is found inconsistent this way.
Nothing here knows a particular document."""
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


def families(env, at: int, atoms) -> list[Family]:
    """The families in scope at ``at`` that have a member among ``atoms`` and whose definitions SymPy proves the three
    lemmas for."""
    import sympy as sp

    out = []
    for b in env.definitions(at):
        if b.kind != "definition" or not b.params or not isinstance(b.value, sp.MatrixBase):
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
                if any(sp.simplify(sp.expand_trig(x)) != 0 for x in diff):
                    return False
    except (dec.Budget, Exception):  # noqa: BLE001 - a definition SymPy cannot handle proves nothing
        return False
    return True


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
