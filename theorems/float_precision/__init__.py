"""The encoding in float64/float32/float16/bfloat16: error growth with position, separation of positions in long contexts.

The statements are listed in CONTENTS.md (``make contents`` writes it)."""
