"""The encoding in float64/float32/float16/bfloat16: error growth with position, separation of positions in long contexts.

The statements and their verdicts are listed in README.md (written by ``make verify``)."""
