"""Refuted: the pair with f_0 = 1 does not have period 1; its period is 2 pi.

Statement (as written, twice): the component with f_0 = 1 (f_max = 1/w_0 = 1) has period 1.
False: sin(i + 1) != sin(i) already at i = 0 (sin 1 ~ 0.841 vs 0); the period is 2 pi/f_0 = 2 pi ~ 6.283.
Hypotheses: p_{i,0} = sin(i f_0), f_0 = 1.
References: 003_765fa61f779baf3a.txt after (6.2.12); §6.2.3 range paragraph.
Sharp: exact refutation.
"""
import sympy as sp

from suite import Claim, Eq, Source
from suite.domains import positions
from theorems._util_003a import DOC

claim = Claim(
    title="The f_0 = 1 component has period 1 (false: its period is 2 pi)",
    statement="Source: the component of frequency f_0 = 1 has period 1, i.e. sin(i + 1) = sin(i) (and cos likewise) for all i.",
    hypotheses="f_0 = 1/w_0 = 1; integer positions i >= 0",
    expect="refuted",
    wrong="A sinusoid of angular frequency f has period 2 pi/f; for f_0 = 1 that is 2 pi ~ 6.283, not 1: sin(0 + 1) = 0.841 != sin 0 = 0. "
          "(Period 1 would need frequency 2 pi; the document equates the period with the period parameter w_0 = 1, omitting 2 pi.)",
    correction="pair_m_has_period_2pi_times_w_m",
    sources=[
        Source(DOC, "after (6.2.12)", r"$f_0 = 1$）的周期为1"),
        Source(DOC, "§6.2.3, range paragraph", r"$f_{\max} = 1/\omega_0 = 1$，周期为1"),
    ],
    domain={"i": positions()},
    examples=[{"i": 0}],
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    pf.refute("sin(t + 1) = sin(t) fails at t = 0", sp.sin(t + 1), sp.sin(t), at={t: 0})


@claim.check
def check(ctx, i):
    return Eq(ctx.sin(ctx.num(i) + 1), ctx.sin(ctx.num(i)), scale=1.0 + float(i))
