"""RoPE scaling for long contexts (position interpolation, NTK-aware, dynamic NTK, YaRN, Llama 3, LongRoPE): the
methods' formulas as the papers and the reference implementation write them, proved.

The statements and their verdicts are listed in README.md (written by ``make verify``); the formulas are in
numeric/rope_scaling.py, and ``python -m suite rope-scale`` judges a configuration (docs/rope_scaling.md)."""
