"""Refuted: the lowest-frequency pair does not have period 10000.

Statement (as written, twice): the lowest-frequency component f_{d/2-1} (= 10000^{-1} per the source) has period 10000.
False for every d: its period is 2 pi w_{d/2-1} = 2 pi 10000^{(d-2)/d} (~ 60611 for d = 512), and even with the
source's own value f = 10^{-4} the period would be 2 pi 10^4 ~ 62832. Exactly: sin(10000 f_{d/2-1}) != sin(0):
d = 512 gives sin(10000^{1/256}) ~ 0.861, and f = 10^{-4} gives sin(1) ~ 0.841.
Hypotheses: f_{d/2-1} = 10000^{-(d-2)/d}.
References: 003_765fa61f779baf3a.txt after (6.2.12); §6.2.3 range paragraph.
Sharp: exact refutation.
"""
import sympy as sp

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims
from theorems._util_003a import DOC

claim = Claim(
    title="The lowest-frequency pair has period 10000 (false: 2 pi 10000^{(d-2)/d}, ~60611 at d = 512)",
    statement="Source: the component f_{d/2-1} has period 10000, i.e. sin((i + 10000) f_{d/2-1}) = sin(i f_{d/2-1}); checked at i = 0.",
    hypotheses="d even >= 2; f_{d/2-1} = 10000^{-(d-2)/d}",
    expect="refuted",
    wrong="The period of sin(i f) is 2 pi/f = 2 pi w_{d/2-1} = 2 pi 10000^{(d-2)/d} (d = 512: ~60611), not 10000: at i = 0, "
          "sin(10000 f_{d/2-1}) = sin(10000^{2/d}) != 0 (d = 512: ~0.861). Even with the source's f = 10^{-4}, sin(1) != 0: the "
          "period would be 2 pi 10^4. The source confuses the period parameter w with the period 2 pi w (and w_{d/2-1} with 10000).",
    correction="lowest_frequency_is_10000_to_the_minus_1_plus_2_over_d",
    sources=[
        Source(DOC, "after (6.2.12)", r"$f_{d_{\text{model}}/2-1} = 10000^{-1}$）的周期为10000"),
        Source(DOC, "§6.2.3, range paragraph", r"$f_{\min} = 1/\omega_{d_{\text{model}}/2-1} = 10000^{-1}$，周期为10000"),
    ],
    domain={"d": dims()},
    examples=[{"d": 2}, {"d": 512}],
)


@claim.proof
def proof(pf):
    d = sp.Symbol("d", positive=True)
    f = sp.Integer(10000) ** (-(d - 2) / d)
    pf.refute("sin(10000 f_{d/2-1}) = sin(0) fails at d = 512", sp.sin(10000 * f), 0, at={d: 512})
    pf.refute("even with the source's f = 10^{-4}: sin(10000 * 10^{-4}) = sin 1 != 0", sp.sin(10000 * sp.Rational(1, 10000)), 0)


@claim.check
def check(ctx, d):
    f = inv_freq(ctx, d // 2 - 1, d)
    return Eq(ctx.sin(ctx.num(10000) * f), ctx.num(0), scale=10000.0 * float(10000 ** (-(d - 2) / d)) + 1)
