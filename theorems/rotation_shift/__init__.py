"""Shifting a position is a rotation: the pair rotation matrices, the complex form of the code, Euler's formula, relative positions as phase differences.

The statements and their verdicts are listed in README.md (written by ``make verify``)."""
