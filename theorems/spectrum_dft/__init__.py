"""The frequency-space view: Fourier series and coefficients, the DFT, shifts and convolutions, harmonics, leakage, mean power.

The statements and their verdicts are listed in README.md (written by ``make verify``)."""
