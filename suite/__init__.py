"""Verification suite for the mathematics of sinusoidal positional encoding.

A claim module in ``theorems/`` defines one module-level ``claim = Claim(...)`` and decorates
its proof, its numeric check and (optionally) a figure.  See README.md, "Add a claim".
"""
from suite import record as _record

_record.install()  # first: every project module imported from here on is hashed as it is read (suite/record.py)

from suite.claim import Claim, ClaimError, Distinct, Notation, Source, Symbol, Uncheckable, measured  # noqa: E402
from suite.relations import Eq, Le, Lt  # noqa: E402
from suite.proof import Proof  # noqa: E402

__all__ = ["Claim", "ClaimError", "Distinct", "Eq", "Le", "Lt", "Notation", "Source", "Symbol", "Uncheckable", "Proof", "measured"]
