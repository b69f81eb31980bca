import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Lt, Source
from suite.domains import bases, dims

claim = Claim(
    title=r"The frequency $w_m = \text{base}^{-2m/d}$ (000's $\omega_m$ of (6.1.2)) strictly decreases in $m$: small "
          r"$m$ = high frequency",
    statement=r"For $\text{base} > 1$ the frequency of pair $m$, $w_m = \text{base}^{-2m/d}$ (document 000: $\omega_m "
              r"= 1/10000^{2m/d_{\text{model}}}$, (6.1.2)), satisfies $w_{m+1} = \text{base}^{-2/d} w_m < w_m$; so "
              r"pair 0 has the highest frequency ($w_0 = 1$, wavelength $2\pi$) and pair $d/2-1$ the lowest "
              r"(wavelength $2\pi \, \text{base}^{(d-2)/d}$); the per-step chord $2 \sin(w_m/2)$ also decreases in "
              r"$m$.",
    hypotheses=r"$\text{base} > 1$; $d$ even $\ge 4$; $0 \le m < d/2 - 1$; $w_m = \text{base}^{-2m/d}$",
    expect="proved",
    sources=[
        Source("000_da7a9c08a271989b.txt", "§6.1.4, after (6.1.19)",
               "这种下降在低维度（高频成分）中更为明显，在高维度（低频成分）中较为平缓", fidelity="partial",
               part="the labels: the low dimensions (small $m$) are the high-frequency components and the high "
                    "dimensions the low-frequency ones (the size of the drop is "
                    "per_pair_drop_is_larger_for_low_index_pairs)"),
    ],
    domain={"d": dims(lo=4), "m_frac": st.fractions(0, 1, max_denominator=64), "base": bases()},
    examples=[{"d": 4, "m_frac": 0, "base": 10000}],
    sharp='strict monotonicity.',
)


@claim.proof
def proof(pf):
    c = sp.Symbol("c", positive=True)  # base = 1 + c
    m = sp.Symbol("m", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    w = lambda k: (1 + c) ** (-2 * k / d)
    pf.eq("log(w_{m+1} / w_m) = -(2/d) log(base)", sp.expand_log(sp.log(w(m + 1) / w(m)), force=True),
          -(2 / d) * sp.log(1 + c))
    pf.true("-(2/d) log(base) < 0 for base > 1, so w_{m+1} < w_m", sp.Lt(-(2 / d) * sp.log(1 + c), 0))
    y = sp.Symbol("y", real=True)
    pf.true("the chord 2 sin(y/2) increases with the frequency y on [0, 1]",
            sp.Eq(sp.is_increasing(2 * sp.sin(y / 2), sp.Interval(0, 1)), True))


@claim.check
def check(ctx, d, m_frac, base):
    m = min(d // 2 - 2, int(m_frac * (d // 2 - 1)))
    return Lt(inv_freq(ctx, m + 1, d, base), inv_freq(ctx, m, d, base))
