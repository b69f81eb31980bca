import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The angular velocity of pair $m$ is $\theta_m(i) = i/w_m$ (false: that is the angle; the velocity is "
          "$1/w_m$)",
    statement=r"Source: angular velocity $= \theta_m(i) = i/w_m$. Checked as: per-position angle increment "
              r"$\theta(i+1) - \theta(i)$ ($= d\theta/d i$) equals $i/w_m$.",
    hypotheses=r"$d$ even; $w_m = 10000^{2m/d}$; integer $i \ge 0$",
    expect="refuted",
    wrong=r"$\theta_m(i) = i/w_m$ is the rotation ANGLE at position $i$; the angular velocity (angle per position) "
          r"of the uniform rotation is $d\theta_m/d i = 1/w_m$, independent of $i$. They differ for every $i \ne 1$, "
          "e.g. at $i = 0$: $1/w_m$ vs $0$.",
    error_kind="swapped labels",
    survives="yes: the next sentence gives the angular velocity correctly (the angle advances by $1/w_m$ per "
             "position).",
    correction="pair_phase_advances_by_one_over_w_per_position",
    sources=[Source(DOC, "§6.2.3, first paragraph", r"其角速度为$\theta_m(i) = i / \omega_m$")],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64), "i": positions()},
    examples=[{"d": 2, "m_frac": 0, "i": 0}, {"d": 512, "m_frac": 0, "i": 2}],
    sharp='exact refutation (a mislabel of the angle as the angular velocity).',
)


@claim.proof
def proof(pf):
    i = sp.Symbol("i", real=True)
    w = sp.Symbol("w", positive=True)
    theta = i / w
    pf.refute("d theta/di = 1/w vs theta = i/w at i = 0, w = w_0 = 1", sp.diff(theta, i), theta, at={i: 0, w: 1})


@claim.check
def check(ctx, d, m_frac, i):
    m = min(d // 2 - 1, int(m_frac * (d // 2)))
    f = inv_freq(ctx, m, d)
    return Eq(ctx.num(i + 1) * f - ctx.num(i) * f, ctx.num(i) * f)
