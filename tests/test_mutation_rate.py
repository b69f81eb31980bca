"""The mutation kill rate stays at 100%: every counted mutant of every true claim is refuted by the suite.

The same measurement as ``make mutate`` (``python -m suite mutate``), through its Python API
(``suite.mutate.kill_report``), one test per true claim with a numeric check so that a drop names the claim
and the operator.  A mutant counts when it changes the check somewhere the suite looks and is not declared
equivalent; it must then be "killed".  Not counted, as in ``make mutate``: "no effect", a declared
"equivalent: reason" (the declaration itself is checked: a refuted one is reported as a wrong declaration
and fails here too) and "true statement" (holds on every point of a finite domain).  All claims together
take about 50 s (measured on the 2-core machine: 54 s in one process, 46 s with -n 2), spread over the workers
of ``make test``; if that grows too long, keep the claims of ONCE_SURVIVING here and let ``make mutate`` be the
full measurement.
"""
import functools

import pytest

from suite import runner
from suite.mutate import kill_report

NAMES = runner.discover()
KNOWN = set(NAMES) | set(runner.aliases())
CLAIMS = {}
for _n in NAMES:
    try:
        CLAIMS[_n] = runner.load(_n, KNOWN)
    except Exception:  # reported by tests/test_claims.py::test_claim_gets_its_expected_verdict
        pass

TRUE_WITH_CHECK = [n for n in CLAIMS if CLAIMS[n].expect != "refuted" and CLAIMS[n].check_fn is not None]


@functools.lru_cache(maxsize=None)
def _report(name):
    return kill_report(CLAIMS[name])


NOT_COUNTED = ("no effect", "equivalent: ", "true statement")  # the outcomes `make mutate` leaves out of the rate


def _not_killed(rep):
    """The counted mutants that survived, and the equivalence declarations the suite refutes
    (``WRONG_DECLARATION + reason``): every outcome but "killed" and the ones not counted."""
    return {op: v for op, v in rep.items() if v != "killed" and not v.startswith(NOT_COUNTED)}


@pytest.mark.parametrize("name", TRUE_WITH_CHECK)
def test_every_counted_mutant_of_true_claim_is_killed(name):
    """... and at least one mutant is killed, so no true claim's check is one that cannot fail."""
    rep = _report(name)
    assert not _not_killed(rep), f"{name}: mutants not killed (kill rate below 100%): {_not_killed(rep)}"
    assert "killed" in rep.values(), f"{name}: no mutant is killed, so nothing shows the check can fail: {rep}"


# the six mutants that once survived `make mutate` (219/225), and what became of each: an example that refutes
# the mutant, or a declaration (with its mathematical reason) that the mutated statement is true too
ONCE_SURVIVING = {
    ("dot_product_stays_below_its_adjacent_value_for_d_at_least_16", "off-by-one"): "killed",
    ("rope_rotations_of_distinct_integer_positions_differ", "off-by-one"): "equivalent",
    ("encoding_is_defined_and_bounded_at_every_position", "swap"): "equivalent",
    ("equal_sines_of_integer_positions_force_equal_positions", "swap"): "equivalent",
    ("pad_representation_vanishes_at_most_at_one_position", "swap"): "killed",
    ("pad_representation_vanishes_at_most_at_one_position", "sign"): "equivalent",
}


@pytest.mark.parametrize("name,op", sorted(ONCE_SURVIVING), ids=lambda v: v)
def test_once_surviving_mutant_is_killed_or_declared_equivalent(name, op):
    assert name in CLAIMS, f"{name}: the claim no longer loads"
    got = _report(name)[op]
    want = ONCE_SURVIVING[(name, op)]
    if want == "killed":
        assert got == "killed", f"{name}: {op}: {got}"
    else:
        assert got.startswith("equivalent: "), f"{name}: {op}: {got}"
