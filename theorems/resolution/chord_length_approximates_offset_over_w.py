from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.chord import pair_difference_norm
from numeric.encoding import inv_freq, pair_from_fraction
from suite import Claim, Le, Source
from suite.domains import dims, positions
from theorems._lemmas.trig import chord

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="||(p_{i+delta} - p_i)_m|| = 2|sin(delta/(2 w_m))| ~ |delta|/w_m within (|delta|/w_m)^3/24",
    statement="|| (p_{i+delta} - p_i)_m || = 2|sin(x/2)| with x = |delta|/w_m, and |2|sin(x/2)| - x| <= x^3/24.",
    hypotheses="d even; w_m = 10000^{2m/d}; integer i >= 0, integer delta != 0",
    expect="approximate",
    kind="approximate",
    bound="| ||p_{i+delta} - p_i||_m - |delta|/w_m | <= (|delta|/w_m)^3 / 24, i.e. at most (delta/w_m)^2/24 relative to the "
          "approximation |delta|/w_m (relative to the exact 2|sin(delta/(2 w_m))| the bound is x^2/(24 - x^2), x = |delta|/w_m): "
          "the approximation needs |delta| << w_m.",
    sources=[
        Source(DOC, "after (6.2.13)", r"差向量的模约为$\Delta\theta = 1/\omega_m$"),
        Source(DOC, "(6.2.15)", r"\approx \left| \frac{\delta}{\omega_m} \right| \quad \text{当 } \delta \ll \omega_m \text{ 时} \tag{6.2.15}"),
        Source(DOC, "after (6.2.15)", r"位置差$\delta$的编码分辨率与频率$\omega_m$成反比", fidelity="partial",
               part="the dependence on the symbol ω_m: the pair-m code difference is ≈ |δ|/ω_m for |δ| ≪ ω_m, inversely "
                    "proportional to the period parameter ω_m (the sentence's label 频率 for ω_m is refuted in "
                    "not_small_period_parameter_is_the_low_frequency_end)"),
    ],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64), "i": positions(),
            "delta": st.one_of(st.integers(-8, 8), st.integers(-10**4, 10**4)).filter(lambda v: v != 0)},
    examples=[{"d": 512, "m_frac": 0, "i": 3, "delta": 1}, {"d": 512, "m_frac": Fraction(1, 2), "i": 100, "delta": 7}],
    sharp='2 sin(x/2) = x - x^3/24 + O(x^5).',
)


@claim.proof
def proof(pf):
    t, x = sp.symbols("t x", real=True)
    chord(pf, t + x, t, "per-pair squared norm = 4 sin^2(x/2)")
    pf.eq("Taylor: 2 sin(x/2) = x - x^3/24 + O(x^5)", sp.series(2 * sp.sin(x / 2), x, 0, 5).removeO(), x - x ** 3 / 24)
    pf.note("remainder", "for x >= 0, 0 <= x - 2 sin(x/2) (|sin y| <= y) and x - 2 sin(x/2) <= x^3/24: for x <= sqrt(80) the series "
                         "x^3/24 - x^5/1920 + ... alternates with decreasing terms; for x > sqrt(80), x - 2 sin(x/2) <= x + 2 <= x^3/24")


@claim.check
def check(ctx, d, m_frac, i, delta):
    f = inv_freq(ctx, pair_from_fraction(d, m_frac), d)
    x = ctx.num(abs(delta)) * f
    norm = pair_difference_norm(ctx, i, delta, f)
    return Le(ctx.abs(norm - x), x * x * x / 24, scale=2.0 + float(i + abs(delta)))
