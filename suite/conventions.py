"""The conventions matrix (issue 4): re-run a claim's check under the conventions of real
implementations and record which verdicts change.  Only the reference decides (floats are not
re-measured); each variant tries the claim's examples and a short Hypothesis search.

Which variants apply is *recorded*, not guessed: the claim's own run shares one
``numeric.contexts.Convention`` among all its contexts, and the keys its check read (layout,
exponent, odd, rope_pairing) select the variants of ``suite.variants.CONVENTION_VARIANTS`` that
can change it, whatever path (a helper, another module) the check took to the encoding."""
from __future__ import annotations

from suite.evaluate import evaluate
from suite.variants import CONVENTION_VARIANTS, conventions_read_by

ALL_VARIANTS = tuple((v.key, v.label) for v in CONVENTION_VARIANTS)


def run_conventions(claim, read: set, base_status: str) -> dict:
    """{variant key: {label, status, changed, counterexample}} for the variants the keys ``read`` select."""
    res = {}
    for v in conventions_read_by(read):
        entry = {"label": v.label}
        try:
            out = evaluate(claim, profile="conventions", floats=False, variant=v)
            ce = out.counterexample or {}
            entry.update(status=out.status, counterexample=ce.get("params"), paste=ce.get("paste"))
        except Exception as e:  # noqa: BLE001 - a check that cannot run under a convention
            entry.update(status="error", counterexample=None, error=f"{type(e).__name__}: {e}")
        entry["changed"] = entry["status"] != base_status
        res[v.key] = entry
    return res
