"""Variants: a claim's check run in a changed context.  One mechanism for two jobs.

* **Conventions** (issue 4): the encoding convention of real implementations (sin/cos in halves,
  the exponent m/(d/2-1), odd d, RoPE pairs) is state of the precision context
  (``ctx.convention``); a convention variant runs the check in ``ctx.with_convention(...)``.  A
  variant applies to a claim when its check *read* that convention key (recorded by the context
  while the check ran), whatever path it took to the encoding.
* **Mutants** (the mutation check): wrong variants of a true claim: sin and cos exchanged, sin
  negated, the last term of every sum dropped (context wrappers), or the claimed constant moved
  (a change of the returned relation).  The suite must refute them.

``Variant.apply(check)`` is the check under the variant; the evaluator runs it like any check.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from suite.relations import Eq, Le, Lt


class _Wrapped:
    """A context with some primitives replaced; everything else is the wrapped context's."""

    def __init__(self, ctx):
        self._c = ctx

    def __getattr__(self, k):
        return getattr(self._c, k)


class SwapCtx(_Wrapped):
    def sin(self, x):
        return self._c.cos(x)

    def cos(self, x):
        return self._c.sin(x)


class SignCtx(_Wrapped):
    def sin(self, x):
        return -self._c.sin(x)


class DropLastCtx(_Wrapped):
    def fsum(self, xs):
        xs = list(xs)
        return self._c.fsum(xs[:-1]) if len(xs) > 1 else self._c.fsum(xs)

    def fdot(self, xs, ys):
        return self.fsum(a * b for a, b in zip(list(xs), list(ys)))


def _moved_constant(ctx, r):
    """Eq: rhs -> rhs + (1 + |rhs|)/8;  Le: rhs -> rhs/2 - |rhs|/8;  Lt: sides swapped."""
    if isinstance(r, Eq):
        return Eq(r.lhs, r.rhs + (ctx.num(1) + ctx.abs(r.rhs)) / 8)
    if isinstance(r, Le):
        return Le(r.lhs, r.rhs / 2 - ctx.abs(r.rhs) / 8)
    return Lt(r.rhs, r.lhs)


@dataclass(frozen=True)
class Variant:
    """``context(ctx)`` gives the context the check runs in; ``result(ctx, relation)`` changes what it
    returns.  ``keys``: the convention keys whose reading makes the variant apply to a claim."""

    key: str
    label: str
    context: Callable | None = None
    result: Callable | None = None
    keys: tuple = ()

    def apply(self, check):
        def varied(ctx, **params):
            c = self.context(ctx) if self.context else ctx
            r = check(c, **params)
            return self.result(ctx, r) if self.result else r
        varied.__name__ = f"{getattr(check, '__name__', 'check')}[{self.key}]"
        return varied


def _convention(key, label, keys, **changes):
    return Variant(key, label, context=lambda ctx: ctx.with_convention(**changes), keys=keys)


CONVENTION_VARIANTS = (
    _convention("half", "sin/cos in halves (all sines, then all cosines)", ("layout",), layout="half"),
    _convention("linspace", "exponent m/(d/2-1): wavelengths exactly 2pi..2pi*base", ("exponent",),
                exponent="m/(h-1)"),
    _convention("odd", "odd d: dimension d-1, the last cosine missing", ("odd",), odd=True),
    _convention("rope-half", "RoPE with rotate-half pairs (j, j+d/2)", ("rope_pairing",), rope_pairing="half"),
    _convention("rope-mismatch", "RoPE table built for interleaved pairs, applied with rotate-half",
                ("rope_pairing",), rope_pairing="mismatch"),
)

MUTATION_OPERATORS = {
    "constant": Variant("constant", "the claimed constant moved", result=_moved_constant),
    "swap": Variant("swap", "sin and cos exchanged", context=SwapCtx),
    "sign": Variant("sign", "sin -> -sin", context=SignCtx),
    "off-by-one": Variant("off-by-one", "every sum drops its last term", context=DropLastCtx),
}


def conventions_read_by(read: set) -> list[Variant]:
    """The convention variants that can change a check which read the convention keys ``read``."""
    return [v for v in CONVENTION_VARIANTS if set(v.keys) & set(read)]
