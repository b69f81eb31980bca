from fractions import Fraction

import math

from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"Refuted: the phases $i/\omega_m$ of every pair are uniformly distributed over the $n$ positions — at $d = n = 512$ the "
          "slowest pair's 512 phases all lie in $[0, 0.053]$ rad",
    statement=r"In the setting of (6.2.10) (a sequence of $n$ positions $i = 0, \dots, n-1$), for every pair $m$ the phases "
              r"$\theta_i = i/\omega_m \bmod 2\pi$ are uniformly distributed on the circle: every arc holds its share $|\text{arc}|/2\pi$ of the $n$ "
              r"phases, up to the $\pm 1/n$ of $n$ equally spaced points. Checked on the arc $[0, (n-1)/\omega_m]$ that the phases "
              r"span, wherever it is at most half the circle: $|(\text{phases in it})/n - \text{its share}| \le 1/n$.",
    hypotheses=r"$\omega_m = 10000^{2m/d}$; the slow half of the pairs ($m \ge d/4$, $\omega_m \ge 100$) and lengths $64 \le n \le 3\omega_m + 1$, "
               r"for which the arc $(n - 1)/\omega_m$ is at most 3 rad (under half the circle)",
    expect="refuted",
    wrong=r"The phases $i/\omega_m$ ($i < n$) all lie in $[0, (n - 1)/\omega_m]$; for a slow pair this arc is a sliver of the circle. "
          r"$d = n = 512$, $m = 255$: $\omega_{255} = 10000^{510/512} = 9646.6$, the arc is $[0, 0.0530]$ rad, 0.84 % of the circle, "
          r"and holds all 512 phases; $|(1/n) \sum e^{i\theta_i}| = 0.99988$ (0 for uniformly spread phases). Uniform spreading "
          r"holds only in the limit $n \to \infty$ (Weyl: the phases equidistribute since $1/(2\pi\omega_m)$ is irrational), for $n \gg \omega_m$. "
          r"Nor does (6.2.10) imply it: phases alternating 0 and $\pi/2$ have mean $\cos^2$ exactly $1/2$ and $|\text{mean } e^{i\theta}| = 0.707$.",
    error_kind="false general statement",
    survives=r"partly: in the limit $n \to \infty$, and at finite $n$ for the fast pairs ($n \gg \omega_m$); the sentence's other parts, "
             "amplitude 1 (true) and equal energy (flagged with (6.2.10)), are separate claims",
    correction="encoding_phases_equidistribute_weyl_sums_vanish",
    sources=[Source(DOC, "after (6.2.10)", r"相位均匀分布")],
    domain={"d": dims(lo=8, hi=1024), "m_frac": st.fractions(Fraction(1, 2), 1, max_denominator=64),
            "n_frac": st.fractions(0, 1, max_denominator=1024)},
    examples=[{"d": 512, "m_frac": 1, "n_frac": Fraction(112, 7219)}, {"d": 512, "m_frac": Fraction(1, 2), "n_frac": 0}],
    sharp="exact: the counterexample is confirmed in Arb.",
)


def _setting(d, m_frac, n_frac):
    """(m, n): a pair of the slow half and a length 64 <= n <= 3 ω_m + 1 (ω_m in exact rational arithmetic is not
    needed: the bound only chooses n, the same in every precision)."""
    m = min(d // 2 - 1, max(d // 4, int(m_frac * (d // 2))))
    top = math.floor(3 * 10000 ** (2 * m / d)) + 1
    return m, 64 + int(n_frac * (top - 64))


@claim.check
def check(ctx, d, m_frac, n_frac):
    m, n = _setting(d, m_frac, n_frac)
    span = ctx.num(n - 1) * inv_freq(ctx, m, d)  # every phase i/ω_m, i < n, lies in [0, span], span <= 3
    share = span / (2 * ctx.pi)
    return Le(ctx.abs(ctx.num(1) - share), ctx.num(1) / n)
