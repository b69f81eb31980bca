"""The standard functions of machine learning that a document may use without defining them: ``sigmoid``,
``logsigmoid``, ``softplus`` and ``ReLU``, each by the one meaning those names have (PyTorch's and every
textbook's).  They are bound in the whole document, as its units are, unless the document defines the name itself
(its own definition shadows them from where it is stated).  A relation decided with one names it among the
bindings it used.  ``\\sigma`` is not among them: a document's σ is as often a standard deviation."""

from __future__ import annotations

import re

from suite.reader.environment import Binding

# name as written (any case of these spellings) -> (value of x, what the report says)
_FUNCTIONS = {
    "sigmoid": (lambda x, sp: 1 / (1 + sp.exp(-x)), "sigmoid(x) = 1/(1 + e^{-x})"),
    "logsigmoid": (lambda x, sp: -sp.log(1 + sp.exp(-x)), "logsigmoid(x) = log(sigmoid(x)) = -log(1 + e^{-x})"),
    "softplus": (lambda x, sp: sp.log(1 + sp.exp(x)), "softplus(x) = log(1 + e^{x})"),
    "relu": (lambda x, sp: sp.Max(0, x), "ReLU(x) = max(0, x)"),
}

_USED = re.compile(r"(?<![A-Za-z\\])(" + "|".join(_FUNCTIONS) + r")(?![A-Za-z])", re.I)


def standard_bindings(bodies: list[str]) -> list[Binding]:
    """The standard functions that the formula bodies ``bodies`` write by name, as bindings that hold in the whole
    document (source "standard")."""
    import sympy as sp

    x = sp.Symbol("x")
    written = {m.group(1) for body in bodies for m in _USED.finditer(body)}
    out = []
    for name in sorted(written):
        value, text = _FUNCTIONS[name.lower()]
        out.append(Binding("definition", name, sp.Function(name)(x), value(x, sp), (x,), source="standard",
                           where=f"the standard {text}: the document does not define {name} here"))
    return out


# softmax by the index it normalises over: written (softmax_t(e_t)) or implied by the one sum around it whose index
# its argument holds (Σ_i softmax(e_i) y_i); its range is that sum's
_SOFTMAX = frozenset({"softmax", "Softmax", "SoftMax", "SOFTMAX"})


def _softmax_names(name: str) -> bool:
    return name.rstrip("_") in _SOFTMAX


_WRITES_SOFTMAX = re.compile(r"softmax", re.I)
# a left side that is one softmax applied (perhaps with an index, before or after): \mathrm{softmax}(\mathbf{z})_i,
# \text{softmax}_t(e_t), \softmax(x)
_SCRIPT = r"(?:_\s*(?:\{(?:[^{}]|\{[^{}]*\})*\}|\w))"
_SOFTMAX_ALONE = re.compile(r"\s*(?:\\(?:mathrm|text|textrm|operatorname|rm|mathsf|textsf|mathit)\s*\{\s*)?\\?softmax\s*\}?"
                            r"\s*" + _SCRIPT + r"?\s*(?:\\left\s*)?\((?:(?!\\sum|=).)*\)\s*"
                            r"(?:" + _SCRIPT + r"|\[[^\]]*\])?\s*", re.I | re.S)


def defined_here(links) -> frozenset:
    """The standard functions with a meaning of their own here (``softmax_taken``) that a relation of the document
    defines, whether the reader reads its definition or not: a left side that is the function applied, a right side
    that does not write it (``\\mathrm{softmax}(\\mathbf{z}) = \\exp(\\mathbf{z}/\\tau) / …``)."""
    return frozenset({"softmax"} if any(lk.rel == "=" and _SOFTMAX_ALONE.fullmatch(lk.lhs)
                                        and not _WRITES_SOFTMAX.search(lk.rhs) for lk in links) else ())


def softmax_taken(expr, env) -> tuple:
    """``expr`` with each softmax whose index is known from the sum around it taken by its one meaning,
    softmax_i(e_i) = e^{e_i} / Σ_j e^{e_j}, j over the range of that sum; and the bindings used (one, "standard").
    The index is the one written (``\\text{softmax}_t(…)`` inside Σ_t) or, unwritten, the index of the only sum
    around it that its argument depends on (Σ_{i=1}^n softmax(-(x - x_i)^2/2) y_i).  Nothing is taken when the
    document binds a softmax itself (its own definition, read or not, is what it means), when the argument is a
    vector, or when no sum, or more than one, could give the index: those stay as written."""
    import sympy as sp

    from suite.reader.environment import head

    AppliedUndef = sp.core.function.AppliedUndef
    if not isinstance(expr, sp.Basic) or not any(_softmax_names(a.func.__name__) for a in expr.atoms(AppliedUndef)):
        return expr, []
    if "softmax" in env.own:
        return expr, []  # the document's own softmax, read or not
    for b in [*env.bindings, *env.alternatives]:
        h = head(b.target) if b.target is not None else None
        if h is not None and h[0] in ("function", "indexed", "symbol") and _softmax_names(h[1]):
            return expr, []  # the document's own softmax
    taken = []

    def fresh(i, e, lo, hi):
        used = {s.name for s in e.free_symbols | lo.free_symbols | hi.free_symbols} | {i.name}
        k = 1
        while f"{i.name}{chr(8242) * k}" in used:
            k += 1
        return sp.Symbol(f"{i.name}{chr(8242) * k}", **i.assumptions0)

    def take(a, sums):
        name, args = a.func.__name__, a.args
        if name.endswith("_") and len(args) == 2 and isinstance(args[0], sp.Symbol):
            index, e = args
            around = [s for s in sums if s[0] == index]
        elif not name.endswith("_") and len(args) == 1:
            e = args[0]
            around = [s for s in sums if s[0] in e.free_symbols]
        else:
            return None
        if len(around) != 1 or not isinstance(e, sp.Expr) or not e.is_commutative or e.has(sp.Tuple):
            return None
        i, lo, hi = around[0]
        if i not in e.free_symbols:
            return None  # softmax_t of what does not vary with t: left as written
        j = fresh(i, e, lo, hi)
        taken.append(True)
        return sp.exp(e) / sp.Sum(sp.exp(e.xreplace({i: j})), (j, lo, hi))

    def walk(e, sums):
        if isinstance(e, sp.Sum) and all(len(x) == 3 for x in e.limits):
            inner = sums + [tuple(x) for x in e.limits]
            return sp.Sum(walk(e.function, inner), *e.limits)
        if isinstance(e, AppliedUndef) and _softmax_names(e.func.__name__):
            new = take(e, sums)
            if new is not None:
                return new
        if not e.args or isinstance(e, (sp.MatrixBase,)):
            return e
        return e.func(*[walk(x, sums) if isinstance(x, sp.Basic) else x for x in e.args])

    out = walk(expr, [])
    if not taken:
        return expr, []
    e, i, j, a, b = sp.IndexedBase("e"), *sp.symbols("i j a b", integer=True)
    return out, [Binding("definition", "softmax_i(e_i)", sp.Function("softmax_")(i, e[i]),
                         sp.exp(e[i]) / sp.Sum(sp.exp(e[j]), (j, a, b)), (i,), source="standard",
                         where="the standard softmax over the index of the sum around it, softmax_i(e_i) = "
                               "e^{e_i}/Σ_j e^{e_j} with j over that sum's range: the document does not define "
                               "softmax")]
