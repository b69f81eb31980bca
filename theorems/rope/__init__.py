"""Rotary position embedding (RoPE): rotations of queries and keys, relative-position scores.

The statements and their verdicts are listed in README.md (written by ``make verify``)."""
