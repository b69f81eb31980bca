"""Whether codes tell positions apart: injectivity, aliasing and Nyquist, periodicity of components, linear independence of codes.

The statements are listed in CONTENTS.md (``make contents`` writes it)."""
