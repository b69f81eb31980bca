"""The sinusoidal encoding itself: its definition, its values at given positions, its norm and range.

The statements are listed in CONTENTS.md (``make contents`` writes it)."""
