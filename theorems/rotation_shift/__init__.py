"""Shifting a position is a rotation: the pair rotation matrices, the complex form of the code, Euler's formula, relative positions as phase differences.

The statements are listed in CONTENTS.md (``make contents`` writes it)."""
