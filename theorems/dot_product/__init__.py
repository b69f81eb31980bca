"""The dot product (similarity) of two codes: its dependence on the offset only, symmetry, monotonicity, periodicity, its complex form, the worked values.

The statements and their verdicts are listed in README.md (written by ``make verify``)."""
