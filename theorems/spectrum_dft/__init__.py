"""The frequency-space view: Fourier series and coefficients, the DFT, shifts and convolutions, harmonics, leakage, mean power.

The statements are listed in CONTENTS.md (``make contents`` writes it)."""
