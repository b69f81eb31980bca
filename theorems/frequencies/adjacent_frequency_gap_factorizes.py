import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims
from theorems._lemmas.encoding import freq_sym, frequency_ratio_below_one

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="$f_{m-1} - f_m = 10000^{-2(m-1)/d} (1 - 10000^{-2/d}) > 0$",
    statement="$f_{m-1} - f_m = 10000^{-2(m-1)/d} - 10000^{-2m/d} = 10000^{-2(m-1)/d}(1 - 10000^{-2/d}) > 0$; $f_m - "
              "f_{m-1} = -(f_{m-1} - f_m)$.",
    hypotheses=r"$d$ even $\ge 4$; $1 \le m < d/2$",
    expect="proved",
    sources=[Source(DOC, "(6.2.16)", r"&= 10000^{-2(m-1)/d_{\text{model}}} \left(1 - 10000^{-2/d_{\text{model}}}\right) \tag{6.2.16}")],
    domain={"d": dims(lo=4), "m_frac": st.fractions(0, 1, max_denominator=64)},
    examples=[{"d": 512, "m_frac": 0}],
    sharp='identity.',
)


@claim.proof
def proof(pf):
    d, m = sp.symbols("d m", positive=True)
    g = freq_sym(m - 1, d) - freq_sym(m, d)
    fac = freq_sym(m - 1, d) * (1 - sp.Integer(10000) ** (-sp.Integer(2) / d))
    pf.eq("factorization", g, fac)
    frequency_ratio_below_one(pf, d, "1 - 10000^{-2/d} > 0: log 10000^{-2/d} < 0")


@claim.check
def check(ctx, d, m_frac):
    m = max(1, min(d // 2 - 1, int(m_frac * (d // 2))))
    g = inv_freq(ctx, m - 1, d) - inv_freq(ctx, m, d)
    fac = inv_freq(ctx, m - 1, d) * (1 - ctx.exp(-(ctx.num(2) / ctx.num(d)) * ctx.log(ctx.num(10000))))
    return Eq(g, fac)
