"""Re-run a claim's check under the conventions of real implementations (issue 4) and record
which verdicts change.  Only the reference decides (floats are not re-measured); each variant
tries the claim's examples and a short Hypothesis search."""
from __future__ import annotations

import inspect

from numeric.encoding import use_convention

ENCODING_VARIANTS = (
    ("half", "sin/cos in halves (all sines, then all cosines)", {"layout": "half"}),
    ("linspace", "exponent m/(d/2-1): wavelengths exactly 2pi..2pi*base", {"exponent": "m/(h-1)"}),
    ("odd", "odd d: dimension d-1, the last cosine missing", {"odd": True}),
)
ROPE_VARIANTS = (
    ("rope-half", "RoPE with rotate-half pairs (j, j+d/2)", {"rope_pairing": "half"}),
    ("rope-mismatch", "RoPE table built for interleaved pairs, applied with rotate-half", {"rope_pairing": "mismatch"}),
)
ALL_VARIANTS = ENCODING_VARIANTS + ROPE_VARIANTS


def applicable(module) -> list[tuple]:
    src = inspect.getsource(module)
    out = []
    if "numeric.encoding" in src:
        out += list(ENCODING_VARIANTS)
    if "_util_rope" in src:
        out += list(ROPE_VARIANTS)
    return out


def run_conventions(claim, module, base_status: str) -> dict:
    from suite.evaluate import evaluate

    res = {}
    for key, label, kw in applicable(module):
        with use_convention(**kw):
            try:
                out = evaluate(claim, profile="conventions", floats=False)
                status, ce = out.status, (out.counterexample or {}).get("paste")
            except Exception as e:  # noqa: BLE001 - a check that cannot run under a convention
                status, ce = "error", f"{type(e).__name__}: {e}"
        res[key] = {"label": label, "status": status, "changed": status != base_status, "counterexample": ce}
    return res
