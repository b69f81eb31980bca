"""How finely codes separate positions: adjacent differences, chord lengths, change rates per pair, offset resolution, information estimates.

The statements and their verdicts are listed in README.md (written by ``make verify``)."""
