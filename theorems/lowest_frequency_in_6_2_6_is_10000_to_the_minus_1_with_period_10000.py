"""(Refuted) §6.2.6: the lowest frequency is f_min = 10000^{-1} and corresponds to period 10000.

Statement (as written): f_min = 10000^{-1}, with period 10000.
Why false: f_min = f_{d/2-1} = 10000^{-2(d/2-1)/d} = 10000^{-1+2/d} > 10^{-4} for every finite d (d = 512:
1.0366e-4), and the period of sin(x f) is 2 pi/f, so the lowest component's period is 2 pi 10000^{1-2/d}
(d = 512: ~ 60611); even with f = 10^{-4} it would be 2 pi 10^4 ~ 62832, not 10000.
Correction: lowest_frequency_is_10000_to_the_minus_1_plus_2_over_d.
References: 003_765fa61f779baf3a.txt §6.2.6 coverage paragraph (same error as §6.2.2/§6.2.3).
"""
from fractions import Fraction

import sympy as sp

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from hypothesis import strategies as st
from theorems._util_003b import DOC

claim = Claim(
    title="(Refuted) §6.2.6: the lowest frequency is 10000^{-1} with period 10000",
    statement="Source: f_min = 10000^{-1} and its period is 10000. Checked: f_{d/2-1} = 1/10000.",
    hypotheses="f_m = 10000^(-2m/d), m = 0..d/2-1; a component sin(x f) has period 2 pi/f",
    expect="refuted",
    wrong="f_min = f_{d/2-1} = 10000^{-1+2/d}, not 10^{-4} (d = 512: 1.0366e-4; it tends to 10^{-4} only as d -> infinity), "
          "and its period is 2*pi/f_min = 2*pi*10000^{1-2/d} (~60611 at d = 512), not 10000: "
          "sin(10000 f_min) != sin(0) (even for f = 10^{-4}: sin(1) != 0).",
    correction="lowest_frequency_is_10000_to_the_minus_1_plus_2_over_d",
    sources=[Source(DOC, "§6.2.6, coverage", r"最低频率$f_{\min} = 10000^{-1}$对应周期10000")],
    domain={"d": st.sampled_from([512, 64, 128, 256, 1024, 4096, 8, 2])},
    examples=[{"d": 512}, {"d": 2}],
)


@claim.proof
def proof(pf):
    fmin = sp.Integer(10000) ** sp.Rational(-510, 512)
    pf.refute("d = 512: f_min = 10000^(-510/512) vs 10000^(-1)", fmin, sp.Rational(1, 10000))
    pf.refute("d = 512: 10000 is not a period: sin(10000 f_min) vs sin(0)", sp.sin(10000 * fmin), 0)
    pf.refute("even with f = 10^-4: sin(10000 * 10^-4) = sin 1 vs sin 0", sp.sin(1), 0)


@claim.check
def check(ctx, d):
    return Eq(inv_freq(ctx, d // 2 - 1, d), ctx.num(Fraction(1, 10000)), scale=1e-4)
