"""The smallest RoPE base for a context length (Men et al.'s bound B_b(m) >= 0), certified, and the published tables judged.

The statements and their verdicts are listed in README.md (written by ``make verify``)."""
