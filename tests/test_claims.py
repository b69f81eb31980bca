"""One test per claim module (its verdict is the one it expects) and every flag group's counterexample
(one group per refuted claim) re-checked at 256 bits.  That a deliberately wrong variant of every true claim is
refuted by the suite (so no check is one that cannot fail) is tests/test_mutation_rate.py: every counted mutant
killed, and at least one."""
import functools
import tempfile
from pathlib import Path

import pytest

from numeric.contexts import ArbContext
from suite import runner
from suite.mutate import kill_report
from suite.proof import Proof
from suite.relations import VIOLATED, judge
from suite.sources import folders_from_env

ROOT = Path(__file__).resolve().parent.parent
NAMES = runner.discover()
KNOWN = set(NAMES) | set(runner.aliases())
CLAIMS = {}
for _n in NAMES:
    try:
        CLAIMS[_n] = runner.load(_n, KNOWN)
    except Exception:  # reported by test_claim_gets_its_expected_verdict
        pass


@functools.lru_cache(maxsize=1)
def _verified() -> dict:
    """The results ``make verify`` left in its cache for what the checkout holds now, by claim: looked up as verify
    looks them up (the key holds the claim's module, the framework, the locked libraries, the platform and the
    settings; an entry is served only if every module the claim imported and every document it read is unchanged).
    A claim edited since, or never verified here, is not in it, and its test runs it.  The cache is the checkout's
    (read only: each test process has its own scratch home, conftest.py)."""
    from suite import cache

    saved, cache.CACHE_DIR = cache.CACHE_DIR, ROOT / ".cache" / "results"
    try:
        batch = runner.Batch(NAMES, profile="default", figures_dir=Path(tempfile.mkdtemp()) / "figures",
                             use_cache=True, sources=[f.resolve() for f in folders_from_env() if f.is_dir()] or None)
    except Exception:  # noqa: BLE001 - no usable cache: every claim is run
        return {}
    finally:
        cache.CACHE_DIR = saved
    return dict(batch.results)


@pytest.mark.parametrize("name", NAMES)
def test_claim_gets_its_expected_verdict(name):
    """verify's own result when its cache holds one for this content (CI runs the full verify first); else the
    claim run here with the examples profile."""
    res = _verified().get(name) or runner.run_claim(name, profile="examples", known=KNOWN, floats=False,
                                                      conventions=False, evidence=False)
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
