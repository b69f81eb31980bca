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
    title=r"$\lVert (p_{i+\delta} - p_i)_m\rVert = 2|\sin(\delta/(2w_m))| \approx |\delta|/w_m$ within $(|\delta|/w_m)^3/24$",
    statement=r"$\lVert (p_{i+\delta} - p_i)_m\rVert = 2|\sin(x/2)|$ with $x = |\delta|/w_m$, and "
              r"$\bigl|2|\sin(x/2)| - x\bigr| \le x^3/24$: the code change (resolution) of pair $m$ for an offset $\delta$ is "
              r"$|\delta|/w_m$, inversely proportional to the period parameter $w_m$, up to a relative error $x^2/24$ (valid "
              r"for $|\delta| \ll w_m$).",
    hypotheses=r"$d$ even; $w_m = 10000^{2m/d}$; integer $i \ge 0$, integer $\delta \ne 0$",
    expect="approximate",
    kind="approximate",
    bound=r"$\bigl|\lVert p_{i+\delta} - p_i\rVert_m - |\delta|/w_m\bigr| \le (|\delta|/w_m)^3/24$, i.e. at most "
          r"$(\delta/w_m)^2/24$ relative to the approximation $|\delta|/w_m$ (relative to the exact "
          r"$2|\sin(\delta/(2w_m))|$ the bound is $x^2/(24 - x^2)$, $x = |\delta|/w_m$): the approximation needs "
          r"$|\delta| \ll w_m$.",
    sources=[
        Source(DOC, "after (6.2.13)", r"差向量的模约为$\Delta\theta = 1/\omega_m$"),
        Source(DOC, "(6.2.15)", r"\approx \left| \frac{\delta}{\omega_m} \right| \quad \text{当 } \delta \ll \omega_m \text{ 时} \tag{6.2.15}"),
        Source(DOC, "after (6.2.15)", r"位置差$\delta$的编码分辨率与频率$\omega_m$成反比", fidelity="partial",
               part=r"the dependence on the symbol $\omega_m$: the pair-$m$ code difference is $\approx "
                    r"|\delta|/\omega_m$ for $|\delta| \ll \omega_m$, inversely proportional to the period parameter "
                    r"$\omega_m$ (the sentence's label 频率 for $\omega_m$ is refuted in "
                    r"not_small_period_parameter_is_the_low_frequency_end)"),
        Source(DOC, "§6.2.7", r"我们证明了位置差$\delta$的编码分辨率与频率$\omega_m$成反比", fidelity="partial",
               part=r"the dependence on the symbol $\omega_m$: the per-pair code change is $\approx |\delta|/\omega_m$ "
                    r"($= |\delta| f_m$) for $|\delta| \ll \omega_m$, inversely proportional to the period parameter "
                    r"$\omega_m$; not the label '频率' given to $\omega_m$ (the document's frequency is $f_m = "
                    r"1/\omega_m$, to which the resolution is proportional)"),
    ],
    domain={"d": dims(),
            # every pair of every d <= 4096 is reachable: m = floor(m_frac d/2), m_frac = k/2048
            "m_frac": st.one_of(st.fractions(0, 1, max_denominator=64), st.integers(0, 2047).map(lambda k: Fraction(k, 2048))),
            "i": positions(),
            "delta": st.one_of(st.integers(-8, 8), st.integers(-10**4, 10**4)).filter(lambda v: v != 0)},
    examples=[{"d": 512, "m_frac": 0, "i": 3, "delta": 1}, {"d": 512, "m_frac": Fraction(1, 2), "i": 100, "delta": 7},
              {"d": 2, "m_frac": 0, "i": 0, "delta": 2}],
    sharp=r'$2\sin(x/2) = x - x^3/24 + O(x^5)$.',
    notes="Merged into this claim: summary_offset_resolution_is_inversely_proportional_to_omega (the same bound, citing "
          r"the §6.2.7 summary of the resolution statement). The norm $2|\sin(\delta/(2w_m))|$ never exceeds 2, while "
          r"$|\delta|/w_m \ge \pi > 2$ once $|\delta| \ge \pi w_m$, so the inverse "
          r"proportionality holds only approximately, for $|\delta| \ll w_m$.",
)


@claim.proof
def proof(pf):
    t, x = sp.symbols("t x", real=True)
    chord(pf, t + x, t, "per-pair squared norm = 4 sin^2(x/2)")
    pf.eq("Taylor: 2 sin(x/2) = x - x^3/24 + O(x^5)", sp.series(2 * sp.sin(x / 2), x, 0, 5).removeO(), x - x ** 3 / 24)
    g = x ** 3 / 24 - x + 2 * sp.sin(x / 2)
    pf.eq("g(x) = x^3/24 - x + 2 sin(x/2) has g(0) = 0", g.subs(x, 0), 0)
    pf.eq("g'(x) = x^2/8 - 1 + cos(x/2), g'(0) = 0", sp.diff(g, x).subs(x, 0), 0)
    pf.eq("g''(x) = (x/2 - sin(x/2))/2", sp.diff(g, x, 2), (x / 2 - sp.sin(x / 2)) / 2)
    pf.note("remainder", "sin y <= y for y >= 0, so g'' >= 0 on [0, oo), hence g', g >= 0: x - 2 sin(x/2) <= x^3/24; "
                         "and 0 <= x - 2 sin(x/2) (|sin y| <= y); equivalently, for x <= sqrt(80) the series "
                         "x^3/24 - x^5/1920 + ... alternates with decreasing terms; for x > 2 pi, where sin(x/2) may be "
                         "negative, x - 2|sin(x/2)| <= x <= x^3/24 (x >= sqrt 24) and 2|sin(x/2)| - x <= 2 - x <= 0. "
                         "SymPy does not decide sin y <= y.")


@claim.check
def check(ctx, d, m_frac, i, delta):
    f = inv_freq(ctx, pair_from_fraction(d, m_frac), d)
    x = ctx.num(abs(delta)) * f
    norm = pair_difference_norm(ctx, i, delta, f)
    return Le(ctx.abs(norm - x), x * x * x / 24)
