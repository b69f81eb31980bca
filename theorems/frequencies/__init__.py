"""The frequencies, periods and wavelengths of the pairs: w_m = base^(-2m/d), which pairs are fast or slow, the worked frequency values.

The statements and their verdicts are listed in README.md (written by ``make verify``)."""
