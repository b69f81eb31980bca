"""Refuted: for the same offset, the HIGHER-frequency pair does not give the smaller code difference.

Statement (as written, twice in §6.2.3): high-frequency components ("large w_m") have the smaller difference between
adjacent positions / for the same position difference. The arithmetic in terms of w_m is right (the difference
2|sin(delta/(2 w_m))| shrinks as w_m grows), but a large period parameter w_m means a LOW frequency f_m = 1/w_m
(the source's own definition before (6.2.12)). With frequencies, the claim "higher frequency -> smaller difference"
is false: delta = 1, f_0 = 1 vs f_1 = 10000^{-2/d} (d = 4: 0.01): 2 sin(1/2) ~ 0.959 > 2 sin(0.005) ~ 0.01.
Hypotheses: p_{i,2m} = sin(i f_m), p_{i,2m+1} = cos(i f_m), f_m = 1/w_m = 10000^{-2m/d}.
References: 003_765fa61f779baf3a.txt after (6.2.13) and after (6.2.15).
Sharp: exact refutation.
"""
from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims, positions
from theorems._util_003a import DOC, pair_difference_norm, pair_index

claim = Claim(
    title="Higher-frequency pairs give smaller code differences for the same offset (false: they give larger ones)",
    statement="Source: the high-frequency component has the smaller difference between positions i and i + delta. Checked: "
              "for pairs m < m' (f_m > f_m'), ||(p_{i+delta} - p_i)_m|| <= ||(p_{i+delta} - p_i)_m'||.",
    hypotheses="d even >= 4; 0 <= m < m' < d/2; integer i >= 0; 1 <= delta <= 3",
    expect="refuted",
    wrong="Large w_m is a LOW frequency (f_m = 1/w_m): the component that changes little between nearby positions is the "
          "low-frequency one. For frequencies, the pair with the higher f has the LARGER difference 2|sin(delta f/2)| whenever "
          "delta f <= pi: d = 4, delta = 1: pair 0 (f = 1) gives 2 sin(1/2) ~ 0.959, pair 1 (f = 0.01) gives 2 sin(0.005) ~ 0.010.",
    correction="code_difference_grows_with_frequency_for_offsets_within_half_period",
    sources=[
        Source(DOC, "after (6.2.13)", r"因此，高频成分（大的$\omega_m$）的相邻位置差较小，低频成分（小的$\omega_m$）的相邻位置差较大"),
        Source(DOC, "after (6.2.15)", r"对于高频成分（大的$\omega_m$），相同的位置差产生的编码差异较小；对于低频成分（小的$\omega_m$），相同的位置差产生的编码差异较大"),
    ],
    domain={"d": dims(lo=4), "m_frac": st.fractions(0, 1, max_denominator=64), "gap": st.integers(1, 2048),
            "i": positions(), "delta": st.integers(1, 3)},
    examples=[{"d": 4, "m_frac": 0, "gap": 1, "i": 0, "delta": 1}],
)


@claim.proof
def proof(pf):
    d = sp.Symbol("d", positive=True)
    chord = lambda f: 2 * sp.sin(f / 2)
    f0, f1 = sp.Integer(1), sp.Integer(10000) ** (-sp.Integer(2) / d)
    pf.refute("claimed sign(chord(f_0) - chord(f_1)) = -1 (higher frequency smaller) fails at d = 4, delta = 1",
              sp.sign(chord(f0) - chord(f1)), -1, at={d: 4})


@claim.check
def check(ctx, d, m_frac, gap, i, delta):
    m = min(pair_index(d, m_frac), d // 2 - 2)
    m2 = min(d // 2 - 1, m + gap)
    hi = pair_difference_norm(ctx, i, delta, inv_freq(ctx, m, d))
    lo = pair_difference_norm(ctx, i, delta, inv_freq(ctx, m2, d))
    return Le(hi, lo, scale=2.0 + float(i))
