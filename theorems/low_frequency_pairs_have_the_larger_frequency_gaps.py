"""Refuted: the low-frequency components do not have the larger frequency gaps; they have the smaller ones.

Statement (as written after (6.2.17)): the gap decreases as m grows, "low-frequency components have larger gaps,
high-frequency components smaller gaps". The first half is right (frequency_gap_shrinks_with_pair_index), but large m
is the LOW-frequency end (f_m = 10000^{-2m/d} decreases in m; the source itself calls f_0 = 1 the highest frequency),
so the low-frequency gaps are the SMALLER ones: d = 8: g_1 = 1 - 10^{-1} = 0.9 (highest-frequency gap) vs
g_3 = 10^{-2} - 10^{-3} = 0.009 (lowest-frequency gap).
Hypotheses: f_m = 10000^{-2m/d}; g_m = f_{m-1} - f_m, 1 <= m < d/2.
References: 003_765fa61f779baf3a.txt after (6.2.17).
Sharp: exact refutation.
"""
import sympy as sp

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims
from theorems._util_003a import DOC, freq_sym

claim = Claim(
    title="Low-frequency components have the larger frequency gaps (false: the gaps shrink toward the low-frequency end)",
    statement="Source: low-frequency components have larger gaps than high-frequency ones. Checked: the gap at the highest-frequency "
              "end, g_1 = f_0 - f_1, is <= the gap at the lowest-frequency end, g_{d/2-1} = f_{d/2-2} - f_{d/2-1}.",
    hypotheses="d even >= 6",
    expect="refuted",
    wrong="The gaps g_m = f_{m-1} - f_m decrease in m and large m is the LOW-frequency end, so the low-frequency gaps are the "
          "smallest: d = 8: g_1 = 0.9 at the high-frequency end vs g_3 = 0.009 at the low-frequency end (ratio 10000^{-2(d/2-2)/d}). "
          "The labels are swapped (the same swap as 'low dimensions = low frequency').",
    correction="frequency_gap_shrinks_with_pair_index",
    sources=[Source(DOC, "after (6.2.17)", r"低频成分的间隔较大，高频成分的间隔较小")],
    domain={"d": dims(lo=6)},
    examples=[{"d": 6}, {"d": 8}],
)


@claim.proof
def proof(pf):
    d = sp.Symbol("d", positive=True)
    g = lambda k: freq_sym(k - 1, d) - freq_sym(k, d)
    pf.refute("claimed sign(g_{d/2-1} - g_1) = 1 fails at d = 8", sp.sign(g(d / 2 - 1) - g(1)), 1, at={d: 8})


@claim.check
def check(ctx, d):
    g = lambda k: inv_freq(ctx, k - 1, d) - inv_freq(ctx, k, d)
    return Le(g(1), g(d // 2 - 1), scale=1.0)
