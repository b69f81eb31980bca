"""Refuted: n > 10000 does not make the lowest-frequency period shorter than n (for d >= 12).

Statement (as written): when n > 10000, the period of the lowest-frequency component is smaller than the sequence
length n. False for d >= 12: the period is 2 pi 10000^{1-2/d} (d = 512: ~60611), so n = 10001 is a counterexample.
(True only for d <= 10, where 2 pi 10000^{1-2/d} < 10000.)
Hypotheses: f_{d/2-1} = 10000^{-(d-2)/d}.
References: 003_765fa61f779baf3a.txt §6.2.3 range paragraph.
Sharp: exact refutation.
"""
import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import wavelength
from suite import Claim, Lt, Source
from suite.domains import dims
from theorems._util_003a import DOC

claim = Claim(
    title="For n > 10000 the lowest-frequency period is below n (false for d >= 12: d = 512, n = 10001, period ~60611)",
    statement="Source: n > 10000 implies 2 pi / f_{d/2-1} < n.",
    hypotheses="d even >= 12; integer n > 10000",
    expect="refuted",
    wrong="The lowest-frequency period is 2 pi 10000^{1-2/d}, which exceeds 10000 for every d >= 12 (d = 512: ~60611); so for "
          "10000 < n < 2 pi 10000^{1-2/d} (e.g. d = 512, n = 10001) the period is LONGER than n. The threshold 10000 comes from "
          "taking the period to be 10000 (see lowest_frequency_pair_has_period_10000).",
    correction="lowest_frequency_period_exceeds_10000_iff_d_at_least_12",
    sources=[Source(DOC, "§6.2.3, range paragraph", r"当$n>10000$时，最低频率成分的周期小于序列长度")],
    domain={"d": dims(lo=12), "n": st.integers(10001, 10**6)},
    examples=[{"d": 512, "n": 10001}, {"d": 12, "n": 10001}],
)


@claim.proof
def proof(pf):
    d, n = sp.symbols("d n", positive=True)
    P = 2 * sp.pi * sp.Integer(10000) ** (1 - 2 / d)
    pf.refute("sign(n - P) = 1 (period below n) fails at d = 512, n = 10001", sp.sign(n - P), 1, at={d: 512, n: 10001})


@claim.check
def check(ctx, d, n):
    return Lt(wavelength(ctx, d // 2 - 1, d), ctx.num(n), scale=1e5)
