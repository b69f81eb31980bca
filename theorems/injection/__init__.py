"""How positions enter the model: adding or concatenating the position code, learned tables, projections, gradient flow.

The statements are listed in CONTENTS.md (``make contents`` writes it)."""
