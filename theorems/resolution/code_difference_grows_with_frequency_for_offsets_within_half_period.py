import sympy as sp
from hypothesis import strategies as st

from numeric.chord import pair_difference_norm
from numeric.encoding import inv_freq, pair_from_fraction
from suite import Claim, Lt, Source
from suite.domains import dims, positions
from theorems._lemmas.encoding import frequency_ratio_below_one
from theorems._lemmas.trig import sine_difference

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"For $|\delta| f \le \pi$ the code difference $2|\sin(\delta f/2)|$ grows with the frequency $f$ (low-index pairs "
          r"are most sensitive)",
    statement=r"$0 < f' < f,\; 0 < |\delta| f \le \pi \implies 2\sin(|\delta| f'/2) < 2\sin(|\delta| f/2)$; for the encoding, "
              r"pairs $m < m'$ and $1 \le \delta \le 3$: $\lVert (p_{i+\delta} - p_i)_{m'}\rVert < \lVert (p_{i+\delta} - p_i)_m\rVert$.",
    hypotheses=r"$d$ even $\ge 4$; $0 \le m < m' < d/2$; integer $1 \le \delta \le 3$; integer $i \ge 0$",
    expect="numeric",
    sources=[Source(DOC, "§6.2.3, after (6.2.15)", r"低维度对位置变化敏感，适合区分很近的位置；高维度对位置变化不敏感")],
    domain={"d": dims(lo=4), "m_frac": st.fractions(0, 1, max_denominator=64), "gap": st.integers(1, 2048),
            "i": positions(), "delta": st.integers(1, 3)},
    examples=[{"d": 4, "m_frac": 0, "gap": 1, "i": 0, "delta": 1}, {"d": 512, "m_frac": 0, "gap": 1, "i": 1000, "delta": 3}],
    sharp=r'strict monotonicity on $(0, \pi]$.',
    notes=r"In the encoding ($f_m = 10000^{-2m/d} \le 1$, strictly decreasing in $m$) the condition $|\delta| f_m \le \pi$ "
          r"holds for every pair when $|\delta| \le 3$ (for pair $m$ whenever $|\delta| \le \pi w_m$): low-index "
          "(high-frequency) pairs are the ones sensitive to small position changes. For larger offsets the "
          r"ordering can reverse (the chord is periodic in $\delta$). This corrects the swapped labels after "
          "(6.2.13) and (6.2.15) (not_small_period_parameter_is_the_low_frequency_end).",
)


@claim.proof
def proof(pf):
    a, b = sp.symbols("a b", real=True)
    m, d = sp.symbols("m d", positive=True)
    frequency_ratio_below_one(pf, d, "f_{m+1}/f_m = 10000^{-2/d} < 1 (log of the ratio is negative)")
    sine_difference(pf, a, b, "sum to product: sin a - sin b = 2 cos((a+b)/2) sin((a-b)/2)")
    pf.note("signs", "with a = |delta| f/2, b = |delta| f'/2 and 0 < b < a <= pi/2: cos((a+b)/2) > 0 and sin((a-b)/2) > 0, so "
                     "sin a > sin b; for the encoding f_m <= 1 so |delta| <= 3 < pi satisfies |delta| f_m <= pi")


@claim.check
def check(ctx, d, m_frac, gap, i, delta):
    m = min(pair_from_fraction(d, m_frac), d // 2 - 2)
    m2 = min(d // 2 - 1, m + gap)
    hi = pair_difference_norm(ctx, i, delta, inv_freq(ctx, m, d))
    lo = pair_difference_norm(ctx, i, delta, inv_freq(ctx, m2, d))
    return Lt(lo, hi)
