"""One test per claim module (its verdict is the one it expects) and every flag group's counterexample
(one group per refuted claim) re-checked at 256 bits.  That a deliberately wrong variant of every true claim is
refuted by the suite (so no check is one that cannot fail) is tests/test_mutation_rate.py: every counted mutant
killed, and at least one."""
import pytest

from numeric.contexts import ArbContext
from suite import runner
from suite.mutate import kill_report
from suite.proof import Proof
from suite.relations import VIOLATED, judge

NAMES = runner.discover()
KNOWN = set(NAMES) | set(runner.aliases())
CLAIMS = {}
for _n in NAMES:
    try:
        CLAIMS[_n] = runner.load(_n, KNOWN)
    except Exception:  # reported by test_claim_gets_its_expected_verdict
        pass


@pytest.mark.parametrize("name", NAMES)
def test_claim_gets_its_expected_verdict(name):
    res = runner.run_claim(name, profile="examples", known=KNOWN, floats=False, conventions=False, evidence=False)
    assert name in CLAIMS, res.why
    assert res.verdict == CLAIMS[name].expect, res.why


REFUTED = [n for n in CLAIMS if CLAIMS[n].expect == "refuted"]


def _violated_at(check, params, prec=256):
    ctx = ArbContext(prec).activate()
    r = check(ctx, **params)
    return judge(r, ctx.sign(ctx.num(r.lhs) - ctx.num(r.rhs))) == VIOLATED


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


TRUE_WITH_CHECK = [n for n in CLAIMS if CLAIMS[n].expect != "refuted" and CLAIMS[n].check_fn is not None]
DECLARED = [n for n in TRUE_WITH_CHECK if CLAIMS[n].equivalent_mutants]


@pytest.mark.parametrize("name", DECLARED)
def test_declared_equivalent_mutants_are_not_refuted(name):
    """A mutant a claim declares equivalent (still a true statement) must survive the same search
    that kills the others; otherwise the declaration is wrong and would hide a missed wrong variant."""
    rep = kill_report(CLAIMS[name])
    for op in CLAIMS[name].equivalent_mutants:
        assert rep[op].startswith("equivalent: "), f"{name}: {op}: {rep[op]}"


def test_a_wrong_equivalence_declaration_is_reported():
    """Declaring a killable mutant (the norm's constant changed) equivalent is caught, not trusted."""
    import dataclasses

    from suite.mutate import WRONG_DECLARATION

    c = dataclasses.replace(CLAIMS["norm_is_half_dimension"], equivalent_mutants={"constant": "(a wrong reason)"})
    assert kill_report(c)["constant"] == WRONG_DECLARATION + "(a wrong reason)"
