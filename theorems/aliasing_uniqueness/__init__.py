"""Whether codes tell positions apart: injectivity, aliasing and Nyquist, periodicity of components, linear independence of codes.

The statements and their verdicts are listed in README.md (written by ``make verify``)."""
