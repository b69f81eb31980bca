"""Refuted: w_{d/2-1} is not the highest frequency; it is the lowest.

Statement (document): the "highest frequency" is w_{d/2-1}.
Fact: w_m = 10000^(-2m/d) strictly decreases in m, so w_{d/2-1} = 10000^(-(d-2)/d) is the LOWEST frequency
    and w_0 = 1 the highest; for d = 4: w_1 = 1/100 < w_0 = 1.
Hypotheses: d even >= 4 (for d = 2 there is only one frequency).
References: 000_da7a9c08a271989b.txt §6.1.1, choice of the base 10000 ("第一").
Sharp: exact counterexample.
"""
import sympy as sp

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import bases, dims
from theorems._util_000 import DOC

claim = Claim(
    title="The document calls w_{d/2-1} the highest frequency (false: it is the lowest)",
    statement="Claimed: w_{d/2-1} >= w_m for every m (the highest frequency). In fact w_{d/2-1} < w_0 = 1 for d >= 4.",
    hypotheses="d even >= 4; w_m = b^(-2m/d), b > 1 (b = 10000 in the document)",
    expect="refuted",
    wrong="w_m = 10000^(-2m/d) decreases strictly in m, so w_{d/2-1} = 10000^(-(d-2)/d) is the lowest frequency "
          "(longest period 2*pi*10000^((d-2)/d)), not the highest; e.g. d = 4: w_1 = 1/100 < w_0 = 1. "
          "The sentence's period argument is about the lowest frequency.",
    correction="longest_period_exceeds_10000_iff_d_at_least_12",
    sources=[Source(DOC, "§6.1.1, choice of the base 10000 (第一)", r"最高频率$\omega_{d_{\text{model}}/2-1}$")],
    domain={"d": dims(lo=4), "base": bases()},
    examples=[{"d": 4, "base": 10000}],
)


@claim.proof
def proof(pf):
    d = sp.Integer(4)
    w_last = sp.Integer(10000) ** (-(d - 2) / d)
    pf.refute("w_{d/2-1} = w_0 (= max) fails at d = 4", w_last, 1, at={})


@claim.check
def check(ctx, d, base):
    # claimed: w_0 <= w_{d/2-1}
    return Le(inv_freq(ctx, 0, d, base), inv_freq(ctx, d // 2 - 1, d, base), scale=1.0)
