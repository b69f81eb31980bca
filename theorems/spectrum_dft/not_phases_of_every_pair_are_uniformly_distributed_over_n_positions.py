from fractions import Fraction

import math

from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="Refuted: the phases i/ω_m of every pair are uniformly distributed over the n positions — at d = n = 512 the "
          "slowest pair's 512 phases all lie in [0, 0.053] rad",
    statement="In the setting of (6.2.10) (a sequence of n positions i = 0..n−1), for every pair m the phases "
              "θ_i = i/ω_m mod 2π are uniformly distributed on the circle: every arc holds its share |arc|/2π of the n "
              "phases, up to the ±1/n of n equally spaced points. Checked on the arc [0, (n−1)/ω_m] that the phases "
              "span, wherever it is at most half the circle: |(phases in it)/n − its share| ≤ 1/n.",
    hypotheses="ω_m = 10000^(2m/d); the slow half of the pairs (m ≥ d/4, ω_m ≥ 100) and lengths 64 ≤ n ≤ 3ω_m + 1, "
               "for which the arc (n − 1)/ω_m is at most 3 rad (under half the circle)",
    expect="refuted",
    wrong="The phases i/ω_m (i < n) all lie in [0, (n − 1)/ω_m]; for a slow pair this arc is a sliver of the circle. "
          "d = n = 512, m = 255: ω_255 = 10000^(510/512) = 9646.6, the arc is [0, 0.0530] rad, 0.84 % of the circle, "
          "and holds all 512 phases; |(1/n) Σ e^{iθ_i}| = 0.99988 (0 for uniformly spread phases). Uniform spreading "
          "holds only in the limit n → ∞ (Weyl: the phases equidistribute since 1/(2πω_m) is irrational), for n ≫ ω_m. "
          "Nor does (6.2.10) imply it: phases alternating 0 and π/2 have mean cos² exactly 1/2 and |mean e^{iθ}| = 0.707.",
    error_kind="false general statement",
    survives="partly: in the limit n → ∞, and at finite n for the fast pairs (n ≫ ω_m); the sentence's other parts, "
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
