"""The dot product (similarity) of two codes: its dependence on the offset only, symmetry, monotonicity, periodicity, its complex form, the worked values.

The statements are listed in CONTENTS.md (``make contents`` writes it)."""
