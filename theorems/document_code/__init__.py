"""The documents' own code blocks and plots: what they print and draw, run in a sandbox.

The statements are listed in CONTENTS.md (``make contents`` writes it)."""
