"""How positions enter the model: adding or concatenating the position code, learned tables, projections, gradient flow.

The statements and their verdicts are listed in README.md (written by ``make verify``)."""
