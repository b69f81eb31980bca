import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Lt, Source
from suite.domains import dims
from theorems._lemmas.encoding import freq_sym, frequency_ratio_below_one

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="$g_{m+1} = 10000^{-2/d} g_m < g_m$: frequency gaps shrink with $m$ (largest at the high-frequency end)",
    statement="For $g_m = f_{m-1} - f_m$: $g_{m+1}/g_m = 10000^{-2/d} < 1$, so the gaps decrease in $m$; small $m$ = "
              "high frequency, so the high-frequency end has the larger gaps and the low-frequency end the smaller "
              "ones.",
    hypotheses=r"$d$ even $\ge 6$; $1 \le m < d/2 - 1$",
    expect="proved",
    sources=[Source(DOC, "after (6.2.17)", r"这个间隔随$m$增大而减小")],
    domain={"d": dims(lo=6), "m_frac": st.fractions(0, 1, max_denominator=64)},
    examples=[{"d": 6, "m_frac": 0}, {"d": 512, "m_frac": 0}],
    sharp='exact ratio.',
    notes=r"$d = 512$: $g_1 \approx 0.0353$, $g_{255} \approx 3.8 \cdot 10^{-6}$.",
)


@claim.proof
def proof(pf):
    d, m = sp.symbols("d m", positive=True)
    g = lambda k: freq_sym(k - 1, d) - freq_sym(k, d)
    pf.eq("g_{m+1} = 10000^{-2/d} g_m", g(m + 1), sp.Integer(10000) ** (-sp.Integer(2) / d) * g(m))
    frequency_ratio_below_one(pf, d, "10000^{-2/d} < 1: its log is negative")


@claim.check
def check(ctx, d, m_frac):
    m = max(1, min(d // 2 - 2, int(m_frac * (d // 2))))
    g = lambda k: inv_freq(ctx, k - 1, d) - inv_freq(ctx, k, d)
    return Lt(g(m + 1), g(m))
