"""Rotary position embedding (RoPE): rotations of queries and keys, relative-position scores.

The statements are listed in CONTENTS.md (``make contents`` writes it)."""
