"""How finely codes separate positions: adjacent differences, chord lengths, change rates per pair, offset resolution, information estimates.

The statements are listed in CONTENTS.md (``make contents`` writes it)."""
