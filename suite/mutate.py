"""Mutation check: derive wrong variants of every true claim and count how many the suite refutes.

Operators (``suite.variants.MUTATION_OPERATORS``: variants of the context or of the returned relation,
the same mechanism as the conventions matrix, so no claim needs to know about them):
  constant   Eq: rhs -> rhs + (1 + |rhs|)/8;  Le: rhs -> rhs/2 - |rhs|/8;  Lt: sides swapped
  swap       sin and cos exchanged in the precision context
  sign       sin -> -sin in the precision context
  off-by-one every sum (ctx.fsum, ctx.fdot) drops its last term
A mutant is killed when the reference finds a confirmed counterexample on the claim's examples, on
the points where the mutant was seen to differ from the claim, or in a short Hypothesis search.
Not counted: a mutant with no effect on the claim's examples or on 24 points drawn from its domain
(e.g. swapping sin and cos in sin^2 + cos^2), one a claim declares equivalent in ``equivalent_mutants``
with the reason (the declaration is itself checked: if the suite refutes that mutant, ``make mutate``
names the wrong declaration and exits 1), and one that survives on a finite domain where it holds at every point (then the
mutated statement is itself true, e.g. a rounding bound halved that still holds). What survives
otherwise is listed: usually an inequality that stays true after the mutation (a non-negative term
dropped from a sum bounded above), which the operators cannot tell from a missed wrong variant.
"""
from __future__ import annotations

import collections
import dataclasses
import sys

from numeric.contexts import reference_context
from suite.evaluate import _decide, evaluate
from suite.relations import UNDECIDED, VIOLATED, Eq, judge
from suite.search import sample
from suite.variants import MUTATION_OPERATORS


OPERATORS = MUTATION_OPERATORS


def mutants(claim):
    out = {k: v.apply(claim.check_fn) for k, v in OPERATORS.items()}
    out.update({f"custom:{k}": f for k, f in (claim.extra_mutants or {}).items()})
    return out


def killed(claim, mutant, profile="mutants", extra=()) -> bool:
    """The reference refutes the mutant on the claim's examples, the points in ``extra`` (where the
    mutant was seen to differ from the claim), or in a short Hypothesis search."""
    m = dataclasses.replace(claim, check_fn=mutant, examples=list(claim.examples) + list(extra))
    try:
        return evaluate(m, profile=profile, floats=False).status == "counterexample"
    except Exception:  # noqa: BLE001 - a mutant that makes the check crash is detected, hence killed
        return True


EFFECT_PROBES = 24  # domain points drawn (deterministically) to look for an effect beyond the examples


def domain_points(claim, n: int = EFFECT_PROBES) -> list[dict]:
    """``n`` parameter dicts drawn from the claim's domain (derandomized Hypothesis, so reproducible)."""
    from hypothesis import given
    from hypothesis import strategies as st

    if not claim.domain:
        return []
    pts = []

    @sample(n)
    @given(st.fixed_dictionaries(claim.domain))
    def collect(params):
        pts.append(dict(params))

    collect()
    return pts


def baseline(claim) -> list[tuple[dict, object]]:
    """(params, the claim's own relation in the reference) for the claim's examples and ``EFFECT_PROBES``
    points of its domain; points where the claim's own check raises are left out (no evidence either way).
    Computed once per claim and shared by all its mutants."""
    out = []
    for params in list(claim.examples) + domain_points(claim):
        ref = reference_context(128).activate()
        try:
            out.append((params, claim.check_fn(ref, **params)))
        except Exception:  # noqa: BLE001
            continue
    return out


def effect_points(mutant, base, limit: int = 3) -> list[dict]:
    """Parameter dicts of ``base`` (see ``baseline``) where the mutant changes lhs - rhs (or the relation,
    or crashes).  Empty means the operator has no effect that the suite can see (e.g. swapping sin and cos
    in sin^2 + cos^2)."""
    out = []
    for params, a in base:
        ref = reference_context(128).activate()
        try:
            b = mutant(ref, **params)
        except Exception:  # noqa: BLE001 - a crash is an effect
            out.append(params)
        else:
            if type(a) is not type(b):
                out.append(params)
            else:
                da, db = ref.num(a.lhs) - ref.num(a.rhs), ref.num(b.lhs) - ref.num(b.rhs)
                if abs(ref.mid(da) - ref.mid(db)) > 1e-30 * (1 + abs(ref.mid(da))):
                    out.append(params)
        if len(out) >= limit:
            break
    return out


def finite_domain(claim, limit: int = 256) -> list[dict] | None:
    """Every parameter dict of the domain when each strategy is st.just / st.sampled_from and the
    product has at most ``limit`` elements; else None."""
    import itertools

    values = {}
    for k, strat in claim.domain.items():
        inner = getattr(strat, "wrapped_strategy", strat)
        if hasattr(inner, "value") and type(inner).__name__ == "JustStrategy":
            values[k] = [inner.value]
        elif type(inner).__name__ == "SampledFromStrategy" and not getattr(inner, "_transformations", ()):
            values[k] = list(inner.elements)
        else:
            return None
    n = 1
    for v in values.values():
        n *= len(v)
    if n > limit:
        return None
    keys = list(values)
    return [dict(zip(keys, combo)) for combo in itertools.product(*(values[k] for k in keys))]


def holds_everywhere(claim, mutant, points) -> bool:
    """The mutated statement holds at every point of the (finite) domain, decided in the reference
    (an equation whose ball contains 0 counts as holding; an undecided inequality does not)."""
    for params in points:
        _, res, _, sgn = _decide(mutant, params)
        v = judge(res, sgn)
        if v == VIOLATED or (v == UNDECIDED and not isinstance(res, Eq)):
            return False
    return True


WRONG_DECLARATION = "declared equivalent, but refuted (the declaration is wrong): "


def kill_report(claim, profile="mutants", first_only=False) -> dict:
    """killed / survived / 'no effect' (the operator changes nothing on the claim's examples or on
    the domain points probed, e.g. swapping sin and cos in sin^2 + cos^2; not counted) /
    'equivalent: reason' (declared by the claim; checked: a declared mutant that is refuted gets
    WRONG_DECLARATION + reason instead)."""
    eq = getattr(claim, "equivalent_mutants", {}) or {}
    out = {}
    base = baseline(claim)
    for k, m in mutants(claim).items():
        if k in eq:
            # A declaration is a claim too: unless only the first kill is wanted, it is checked, and a
            # declared-equivalent mutant that the suite refutes is reported as a wrong declaration.
            pts = [] if first_only else effect_points(m, base)
            wrong = bool(pts) and killed(claim, m, profile, pts)
            out[k] = (WRONG_DECLARATION if wrong else "equivalent: ") + eq[k]
            continue
        pts = effect_points(m, base)
        if not pts:
            out[k] = "no effect"
            continue
        out[k] = "killed" if killed(claim, m, profile, pts) else "survived"
        if out[k] == "survived":
            pts = finite_domain(claim)
            if pts is not None and holds_everywhere(claim, m, pts):
                out[k] = f"true statement: holds on all {len(pts)} points of the finite domain (not a wrong variant)"
        if first_only and out[k] == "killed":
            break
    return out


def main(argv=None, prog: str = "pe-verify mutate") -> int:
    from tabulate import tabulate

    from suite import cli, runner

    ap = cli.Parser(prog=prog, description="Mutation check: derive wrong variants of every true claim (constant "
                    "changed, sin/cos swapped, sign flipped, a sum's last term dropped, the claim's own mutants) and "
                    "print the kill rate per claim.  Exit 1 when a mutant declared equivalent is refuted.")
    ap.add_argument("-k", action="append", metavar="EXPRESSION",
                    help="check only the claims the expression selects, as verify's -k: words joined with and, or, "
                    "not and parentheses; a word selects the claims whose id contains it (repeatable: any of them)")
    ap.add_argument("names", nargs="*", metavar="NAME_PART",
                    help="as -k NAME_PART for each (the older form; default: every true claim)")
    args = ap.parse_args(argv)
    from suite import selection

    names = runner.discover()
    expressions = list(args.k or []) + list(args.names)
    if expressions:
        try:
            names = selection.select(names, expressions, runner.aliases())
        except selection.BadExpression as e:
            print(f"{prog}: error: -k: {e}", file=sys.stderr)
            return 2
        if not names:
            print(f"{prog}: no claim matches {' or '.join(repr(a) for a in expressions)} "
                  "(pe-verify list shows the ids)", file=sys.stderr)
            return 5
    known = set(runner.discover())
    rows, total_k, total_n, wrong, kinds = [], 0, 0, [], collections.Counter()
    for n in names:
        c = runner.load(n, known)
        if c.expect == "refuted" or c.check_fn is None:
            continue
        rep = kill_report(c)
        k = sum(v == "killed" for v in rep.values())
        counted = sum(v in ("killed", "survived") for v in rep.values())
        total_k, total_n = total_k + k, total_n + counted
        wrong += [f"{n}: {op}" for op, v in rep.items() if v.startswith(WRONG_DECLARATION)]
        kinds.update(v.split(":")[0] for v in rep.values())
        rows.append([n[:70], f"{k}/{counted}", f"{100 * k / counted:.0f}%" if counted else "–",
                     ", ".join(f"{op}: {v}" for op, v in rep.items() if v not in ("killed", "no effect"))])
        print(f"{n}: {k}/{counted}", file=sys.stderr)
    print(tabulate(rows, headers=["claim", "killed", "rate", "not killed"]))
    print(f"\ntotal kill rate: {total_k}/{total_n} = {100 * total_k / max(1, total_n):.1f}%")
    print(f"mutants derived: {sum(kinds.values())} for {len(rows)} true claims; not counted: "
          + ", ".join(f"{kinds[k]} {k}" for k in ("no effect", "equivalent", "true statement") if kinds[k]))
    if wrong:
        print("wrongly declared equivalent (the suite refutes these mutants): " + "; ".join(wrong))
    return 1 if wrong else 0


if __name__ == "__main__":
    from suite.cli import run

    run(main)
