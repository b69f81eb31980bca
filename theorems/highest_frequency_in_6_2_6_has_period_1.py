"""(Refuted) §6.2.6: the highest frequency f_max = 1 corresponds to period 1.

Statement (as written): the component with f_max = f_0 = 1 has period 1: sin((x + 1) f_0) = sin(x f_0).
Why false: the period of sin(x f) is 2 pi/f; for f_0 = 1 it is 2 pi ~ 6.283: sin(0 + 1) = sin 1 ~ 0.841 != sin 0.
Correction: pair_m_has_period_2pi_times_w_m.
References: 003_765fa61f779baf3a.txt §6.2.6 coverage paragraph (same error as §6.2.2/§6.2.3).
"""
import sympy as sp

from suite import Claim, Eq, Source
from suite.domains import positions
from theorems._util_003b import DOC

claim = Claim(
    title="(Refuted) §6.2.6: the highest frequency f_max = 1 has period 1",
    statement="Source: f_max = 1 corresponds to period 1, i.e. sin(i + 1) = sin(i) for every position i.",
    hypotheses="f_0 = 1/omega_0 = 1; p_{i,0} = sin(i f_0); integer positions",
    expect="refuted",
    wrong="A sinusoid of angular frequency f has period 2*pi/f; for f_max = f_0 = 1 the period is 2*pi ~ 6.283, not 1: "
          "sin(0 + 1) = sin 1 ~ 0.841 != 0 = sin 0.",
    correction="pair_m_has_period_2pi_times_w_m",
    sources=[Source(DOC, "§6.2.6, coverage", r"最高频率$f_{\max} = 1$对应周期1")],
    domain={"i": positions()},
    examples=[{"i": 0}],
)


@claim.proof
def proof(pf):
    pf.refute("i = 0: sin(0 + 1) vs sin(0)", sp.sin(1), sp.sin(0))


@claim.check
def check(ctx, i):
    return Eq(ctx.sin(ctx.num(i + 1)), ctx.sin(ctx.num(i)), scale=2.0 + i)
