"""(6.2.17): Delta f_m ~ (2 ln 10000/d) 10000^{-2(m-1)/d}, with error at most 10000^{-2(m-1)/d} x^2/2, x = 2 ln 10000/d.

Statement: with x = 2 ln(10000)/d, 10000^{-2/d} = e^{-x} and 0 <= e^{-x} - (1 - x) <= x^2/2, so
|(f_{m-1} - f_m) - x 10000^{-2(m-1)/d}| <= 10000^{-2(m-1)/d} x^2/2: relative error <= x/2 = ln(10000)/d (d = 512: 1.8 %;
d = 64: 14 %). Good only for large d, as the source says.
Hypotheses: d even >= 4; 1 <= m < d/2.
References: 003_765fa61f779baf3a.txt (6.2.17) and the sentence before it.
Sharp: e^{-x} - 1 + x = x^2/2 + O(x^3).
"""
import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims
from theorems._util_003a import DOC

claim = Claim(
    title="(6.2.17) first-order frequency gap: error <= 10000^{-2(m-1)/d} (2 ln 10000/d)^2 / 2 (relative <= ln(10000)/d)",
    statement="|(f_{m-1} - f_m) - (2 ln 10000/d) 10000^{-2(m-1)/d}| <= 10000^{-2(m-1)/d} (2 ln 10000/d)^2/2, since "
              "0 <= e^{-x} - (1 - x) <= x^2/2 for x = 2 ln 10000/d >= 0.",
    hypotheses="d even >= 4; 1 <= m < d/2",
    expect="approximate",
    kind="approximate",
    bound="absolute error <= 10000^{-2(m-1)/d} x^2/2 with x = 2 ln(10000)/d; relative error <= x/2 = ln(10000)/d (1.8 % at d = 512).",
    sources=[
        Source(DOC, "before (6.2.17)", r"$10000^{-2/d_{\text{model}}} \approx 1 - \frac{2 \ln 10000}{d_{\text{model}}}$"),
        Source(DOC, "(6.2.17)", r"\Delta f_m \approx \frac{2 \ln 10000}{d_{\text{model}}} \cdot 10000^{-2(m-1)/d_{\text{model}}} \tag{6.2.17}"),
    ],
    domain={"d": dims(lo=4), "m_frac": st.fractions(0, 1, max_denominator=64)},
    examples=[{"d": 512, "m_frac": 0}, {"d": 4, "m_frac": 0}],
)


@claim.proof
def proof(pf):
    d = sp.Symbol("d", positive=True)
    x = 2 * sp.log(10000) / d
    pf.eq("10000^{-2/d} = e^{-x}", sp.Integer(10000) ** (-sp.Integer(2) / d), sp.exp(-x))
    y = sp.Symbol("y", nonnegative=True)
    pf.eq("e^{-y} - 1 + y = y^2/2 + O(y^3)", sp.series(sp.exp(-y) - 1 + y, y, 0, 3).removeO(), y ** 2 / 2)
    pf.note("bound", "for y >= 0: g(y) = e^{-y} - 1 + y has g(0) = 0, g'(y) = 1 - e^{-y} in [0, y], so 0 <= g(y) <= y^2/2")


@claim.check
def check(ctx, d, m_frac):
    m = max(1, min(d // 2 - 1, int(m_frac * (d // 2))))
    x = 2 * ctx.log(ctx.num(10000)) / ctx.num(d)
    base = inv_freq(ctx, m - 1, d)
    g = base - inv_freq(ctx, m, d)
    return Le(ctx.abs(g - x * base), base * x * x / 2, scale=2.0)
