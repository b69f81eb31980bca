import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Lt, Source
from suite.domains import dims

DOC1 = '001_8a5acf2bc849a6e4.txt'

PARTS = ("ω_0 = 1", "ω_{i+1} < ω_i")

claim = Claim(
    title=r"$\omega_0 = 1/10000^{2 \cdot 0/d} = 1$ exactly and $\omega_i = 1/10000^{2i/d}$ strictly decreases in $i$: "
          r"different pairs, different frequencies",
    statement=r"With $\omega_i = 1/10000^{2i/d}$ (001's $\omega$): $\omega_0 = 1$ exactly for every even $d$ — so "
              r"'$\omega_{\text{small}} = 1/10000^{2 \cdot 0/512} \approx 1.0$' holds with equality — and "
              r"$\omega_{i+1}/\omega_i = 10000^{-2/d} < 1$, so $\omega_0 > \omega_1 > \dots > \omega_{d/2-1} > 0$: "
              r"every pair $i$ has its own frequency. The check tests $\omega_0 = 1$, or $\omega_{i+1} < \omega_i$ "
              r"for a pair index $i < d/2 - 1$.",
    hypotheses=r"$d$ even $\ge 2$ ($\ge 4$ for the comparison); base 10000; $0 \le i < d/2 - 1$",
    expect="proved",
    sources=[
        Source(DOC1, "§6 heading", "不同维度的不同\"频率\""),
        Source(DOC1, "§6 python code block 2", "ω_small = 1/10000^{2*0/512} ≈ 1.0"),
    ],
    domain={"d": dims(lo=4), "m": st.integers(0, 2046), "part": st.sampled_from(PARTS)},
    examples=[{"d": 512, "m": 0, "part": PARTS[0]}, {"d": 512, "m": 254, "part": PARTS[1]}],
    sharp='exact value; strict monotonicity.',
)


@claim.proof
def proof(pf):
    i = sp.Symbol("i", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    w = lambda k: 1 / sp.Integer(10000) ** (2 * k / d)
    pf.eq("ω_0 = 1/10000^0 = 1 (every d)", w(0), 1)
    pf.eq("ω_0 = 1/10000^(2·0/512) = 1 (d = 512)", 1 / sp.Integer(10000) ** sp.Rational(2 * 0, 512), 1)
    pf.eq("log(ω_{i+1}/ω_i) = −2 ln(10000)/d", sp.expand_log(sp.log(w(i + 1) / w(i)), force=True),
          -2 * sp.log(10000) / d)
    pf.true("−2 ln(10000)/d < 0, so ω_{i+1} < ω_i", sp.Lt(-2 * sp.log(10000) / d, 0))


@claim.check
def check(ctx, d, m, part):
    if part == PARTS[0]:
        return Eq(inv_freq(ctx, 0, d), ctx.num(1))
    m = m % (d // 2 - 1)
    return Lt(inv_freq(ctx, m + 1, d), inv_freq(ctx, m, d))
