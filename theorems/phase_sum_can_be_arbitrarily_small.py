"""Refuted: (i + j)/10000^(2m/d) cannot be made arbitrarily small by taking m large.

Statement (document, after (6.1.7)): since m ranges over 0..d/2-1, the left side can be arbitrarily small for large m.
Fact: 2m/d <= (d-2)/d < 1, so (i+j)/10000^(2m/d) >= (i+j)/10000^((d-2)/d) > (i+j)/10000 for every admissible m
    (and every d): it never gets below (i+j)/10000, e.g. below eps = (i+j)/10000.
Hypotheses: integers i, j >= 0 with s = i + j >= 1; d even >= 2.
References: 000_da7a9c08a271989b.txt (6.1.7) and the sentence after it.
Sharp: the infimum over all d and m is (i+j)/10000, not attained.
"""
from fractions import Fraction

import sympy as sp

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims, positions
from theorems._util_000 import DOC

claim = Claim(
    title="The left side (i+j)/10000^(2m/d) of (6.1.7) can be made arbitrarily small (false)",
    statement="Claimed: for large m, (i+j)/10000^(2m/d) becomes arbitrarily small; in particular some admissible m "
              "gives a value <= (i+j)/10000. In fact the smallest value, at m = d/2-1, is (i+j)*10000^(-(d-2)/d) > (i+j)/10000.",
    hypotheses="i + j = s >= 1; d even; m in {0, ..., d/2-1}",
    expect="refuted",
    wrong="m is bounded by d/2 - 1, so 2m/d <= 1 - 2/d and (i+j)/10000^(2m/d) >= (i+j)*10000^(2/d)/10000 > (i+j)/10000: "
          "the left side of (6.1.7) is never below (i+j)/10000, for any d. (The conclusion that (6.1.7) cannot hold for "
          "all m at once is still right, because the w_m are distinct.)",
    correction="phase_sum_stays_above_sum_over_10000",
    sources=[Source(DOC, "(6.1.7), sentence after it", r"左边可以是任意小的数（当$m$大时）")],
    domain={"d": dims(), "s": positions(lo=1)},
    examples=[{"d": 2, "s": 1}, {"d": 512, "s": 1}],
)


@claim.check
def check(ctx, d, s):
    smallest = ctx.num(s) * inv_freq(ctx, d // 2 - 1, d, 10000)
    return Le(smallest, ctx.num(Fraction(s, 10000)), scale=max(1.0, s / 10000))
