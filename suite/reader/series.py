"""Relations between series cut off with an ellipsis: ``e^{iz} = 1 + iz + \\frac{(iz)^2}{2!} + \\dots``.

A sum that ends with ``+ \\dots`` writes its first terms and leaves the rest out.  The convention every text on
power series keeps is that the terms left out are of higher order than those written, in the one variable whose
powers the terms climb.  So the sides are known up to an order: the highest power a cut-off sum writes (the lowest
of these, where a side holds several: ``(1 - \\frac{z^2}{2!} + \\dots) + (iz - \\frac{iz^3}{3!} + \\dots)`` is known
up to z^3); a side with no ellipsis (``\\cos z + i \\sin z``) is known exactly, through its Taylor series.  A
cut-off sum written the same on both sides leaves out the same terms, which cancel, so it sets no limit
(``(A + \\dots) + (B + \\dots) = (A' + \\dots) + (B + \\dots)`` is known as far as A and A' are).

The relation is then decided on the coefficients up to that order: each one SymPy reduces to 0 makes the sides
agree as far as both are written ("consistent": what the ellipses leave out is not compared, so it is never
"proved"); a coefficient that is not 0 (shown at a point of the other symbols when it has any, re-checked at
512 bits) is a counterexample: the written terms disagree.  Where the variable is not one name whose powers the
terms climb, or a side is not a power series in it, nothing is decided.  Nothing here knows a particular
document."""
from __future__ import annotations

from suite.reader import decide as dec

MAX_ORDER = 12  # the highest power compared
MAX_OPS = 400  # the largest side expanded
TAIL = "tail"  # the function the parser writes for what a cut-off sum leaves out (``suite.reader.latex``)


def _tails(e) -> list:
    import sympy as sp

    if not isinstance(e, sp.Basic):
        return []
    return [a for a in e.atoms(sp.core.function.AppliedUndef) if a.func.__name__ == TAIL]


def has_tail(*sides) -> bool:
    return any(_tails(e) for e in sides)


def _power(term, z) -> int | None:
    """The power of ``z`` in the monomial ``term`` (c·z^k, c free of z), or None."""
    import sympy as sp

    coeff, rest = sp.expand(term).as_independent(z, as_Add=False)
    if rest == 1:
        return 0
    if rest == z:
        return 1
    if isinstance(rest, sp.Pow) and rest.base == z and rest.exp.is_Integer and rest.exp > 0:
        return int(rest.exp)
    return None


def _order(tail, z) -> int | None:
    """The highest power of ``z`` a cut-off sum writes, when its terms are monomials in z whose powers climb (at
    least two of them), else None."""
    powers = [_power(t, z) for t in tail.args]
    if len(powers) < 2 or None in powers or any(b <= a for a, b in zip(powers, powers[1:])):
        return None
    return powers[-1]


def variable(tails: list):
    """The one name in whose powers every cut-off sum climbs, or None (none, or more than one: i and z in
    ``1 + iz + \\frac{(iz)^2}{2!}`` when i is not the imaginary unit)."""
    names = set().union(*(t.free_symbols for t in tails))
    fits = [z for z in sorted(names, key=str) if all(_order(t, z) is not None for t in tails)]
    return fits[0] if len(fits) == 1 else None


def decide(L, R, rel: str) -> dec.Decision | None:
    """The decision on ``L rel R`` (``=`` or ``≈``) where a side holds a cut-off sum, or None when it is not a
    relation between power series in one variable."""
    import sympy as sp

    tails = _tails(L) + _tails(R)
    if not tails or rel not in ("=", "≈") or not all(isinstance(e, sp.Expr) for e in (L, R)):
        return None
    z = variable(tails)
    if z is None:
        return None
    # a cut-off sum written the same on both sides leaves out the same terms, which cancel: it limits nothing
    left, right = _tails(L), _tails(R)
    unmatched = [t for t in left if t not in right] + [t for t in right if t not in left]
    if not unmatched:  # every cut-off sum written the same on both sides: the written terms decide, to any order
        unmatched = tails
    n = min(_order(t, z) for t in unmatched)
    if n > MAX_ORDER or any(sp.count_ops(e) > MAX_OPS for e in (L, R)):
        return None  # (sizes decide what is tried, so that a run is the same on any machine; the budget is a net)
    cut = {t: 0 for t in tails}  # (a matched pair cancels; an unmatched one holds only powers above n)
    written = [e.xreplace(cut) for e in (L, R)]
    if any(_tails(e) for e in written):
        return None  # a tail inside another's terms: not a plain series
    try:
        with dec.budget(dec.PROOF_SECONDS):
            parts = [sp.expand(sp.series(e, z, 0, n + 1).removeO()) if e.has(z) else e for e in written]
            coeffs = [(k, sp.simplify(parts[0].coeff(z, k) - parts[1].coeff(z, k)) if k else
                       sp.simplify(parts[0].subs(z, 0) - parts[1].subs(z, 0))) for k in range(n + 1)]
    except dec.Budget:
        return None
    except Exception:  # noqa: BLE001 - a side SymPy cannot expand in z is not a power series the reader reads
        return None
    upto = f"{z}^{n}" if n > 1 else str(z)
    for k, c in coeffs:
        if c == 0:
            continue
        shown = _nonzero_at(c)
        if shown is None:
            return None  # not shown to differ (a coefficient SymPy leaves unreduced): nothing decided
        point, value = shown
        side = [parts[0].coeff(z, k) if k else parts[0].subs(z, 0), parts[1].coeff(z, k) if k else parts[1].subs(z, 0)]
        at = (" at " + ", ".join(f"{s} = {v}" for s, v in point.items())) if point else ""
        power = "the constant term" if k == 0 else f"the coefficient of {z}" + (f"^{k}" if k > 1 else "")
        return dec.Decision("inconsistent", "series",
                            f"{power} differs: {sp.sstr(side[0])} on the left, {sp.sstr(side[1])} on the right "
                            f"(their difference is {value}{at}, re-checked at 512 bits); both sides are written up to "
                            f"{upto}, and the ellipses leave out only higher powers of {z}",
                            counterexample={str(s): str(v) for s, v in point.items()} or None)
    return dec.Decision("consistent", "series",
                        f"the two sides agree term by term up to {upto} (SymPy reduces every coefficient's difference "
                        f"to 0); what the ellipses leave out, the powers of {z} above {n}, is not compared")


def _nonzero_at(c):
    """A point of ``c``'s symbols (small integers) where the expression ``c`` is not 0, and its value there as
    text (checked at 512 bits), or None."""
    import sympy as sp

    names = sorted(c.free_symbols, key=str)
    for start in (2, 3, 5):
        point = {s: start + k for k, s in enumerate(names)}
        v = sp.N(c.xreplace(point), 160)
        if v.is_number and v != 0 and abs(v) > sp.Float(10) ** -100:
            return point, sp.sstr(sp.N(v, 12))
    return None
