"""One test per claim module (its verdict is the one it expects), every flagged statement's
counterexample re-checked at 256 bits, and a deliberately wrong variant of every true claim
refuted by the suite (so no check is one that cannot fail)."""
import dataclasses

import pytest

from numeric.contexts import ArbContext
from suite import Eq, Le, Lt
from suite import runner
from suite.evaluate import evaluate
from suite.proof import Proof

NAMES = runner.discover()
KNOWN = set(NAMES)
CLAIMS = {}
for _n in NAMES:
    try:
        CLAIMS[_n] = runner.load(_n, KNOWN)
    except Exception:  # reported by test_claim_gets_its_expected_verdict
        pass


@pytest.mark.parametrize("name", NAMES)
def test_claim_gets_its_expected_verdict(name):
    res = runner.run_claim(name, profile="examples", known=KNOWN)
    assert name in CLAIMS, res.get("why")
    assert res["verdict"] == CLAIMS[name].expect, res.get("why")


REFUTED = [n for n in CLAIMS if CLAIMS[n].expect == "refuted"]


def _violated_at(check, params, prec=256):
    ctx = ArbContext(prec).activate()
    r = check(ctx, **params)
    s = ctx.sign(ctx.num(r.lhs) - ctx.num(r.rhs))
    if isinstance(r, Eq):
        return s in (1, -1)
    if isinstance(r, Le):
        return s == 1
    return s in (0, 1)


@pytest.mark.parametrize("name", REFUTED)
def test_flagged_statement_is_refuted_at_high_precision(name):
    c = CLAIMS[name]
    confirmed = []
    if c.check_fn is not None:
        confirmed += [p for p in c.examples if _violated_at(c.check_fn, p)]
    if c.proof_fn is not None:
        pf = Proof()
        c.proof_fn(pf)
        if pf.status == "refuted":
            confirmed.append(pf.counterexample)
    assert confirmed, f"{name}: no declared example or exact step refutes the statement at 256 bits"


def _mutants(c):
    """Wrong variants of a true claim: a constant changed, a bound tightened, a relation reversed."""
    f = c.check_fn

    def const_changed(ctx, **p):
        r = f(ctx, **p)
        if isinstance(r, Eq):
            return Eq(r.lhs, r.rhs + (ctx.num(1) + ctx.abs(r.rhs)) / 8, r.scale)
        if isinstance(r, Le):  # a bound tightened to half (plus a margin of 1/8 of the gap to 0)
            return Le(r.lhs, r.rhs / 2 - ctx.abs(r.rhs) / 8, r.scale)
        return Lt(r.rhs, r.lhs, r.scale)

    return {"constant changed / bound tightened": const_changed}


TRUE_WITH_CHECK = [n for n in CLAIMS if CLAIMS[n].expect != "refuted" and CLAIMS[n].check_fn is not None]


@pytest.mark.parametrize("name", TRUE_WITH_CHECK)
def test_wrong_variant_of_true_claim_is_refuted(name):
    c = CLAIMS[name]
    for label, mutant in _mutants(c).items():
        m = dataclasses.replace(c, check_fn=mutant)
        out = evaluate(m, profile="quick", low_floats=False)
        assert out.status == "counterexample", f"{name}: the mutant '{label}' survived {out.examples} examples"
