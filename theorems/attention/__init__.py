"""Attention with positions: score expansions, shift invariance, masks and softmax, permutation equivariance, padding.

The statements and their verdicts are listed in README.md (written by ``make verify``)."""
