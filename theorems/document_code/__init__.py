"""The documents' own code blocks and plots: what they print and draw, run in a sandbox.

The statements and their verdicts are listed in README.md (written by ``make verify``)."""
