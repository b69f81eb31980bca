"""Attention with positions: score expansions, shift invariance, masks and softmax, permutation equivariance, padding.

The statements are listed in CONTENTS.md (``make contents`` writes it)."""
