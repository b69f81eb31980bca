"""The sinusoidal encoding itself: its definition, its values at given positions, its norm and range.

The statements and their verdicts are listed in README.md (written by ``make verify``)."""
