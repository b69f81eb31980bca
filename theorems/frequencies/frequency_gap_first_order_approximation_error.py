import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"(6.2.17) first-order frequency gap: error $\le 10000^{-2(m-1)/d} (2 \ln 10000/d)^2 / 2$ (relative $\le "
          r"\ln(10000)/d$)",
    statement=r"$|(f_{m-1} - f_m) - (2 \ln 10000/d) \, 10000^{-2(m-1)/d}| \le 10000^{-2(m-1)/d} (2 \ln 10000/d)^2/2$, "
              r"since $0 \le e^{-x} - (1 - x) \le x^2/2$ for $x = 2 \ln 10000/d \ge 0$.",
    hypotheses=r"$d$ even $\ge 4$; $1 \le m < d/2$",
    expect="approximate",
    kind="approximate",
    bound=r"with $x = 2 \ln(10000)/d$: $0 \le 10000^{-2/d} - (1 - x) = e^{-x} - 1 + x \le x^2/2$; hence the gap's "
          r"absolute error is $\le 10000^{-2(m-1)/d} x^2/2$, i.e. $\le x/2 = \ln(10000)/d$ relative to the "
          r"first-order value (6.2.17) (1.80 % at $d = 512$, 14.4 % at $d = 64$); relative to the exact gap it is $(x "
          r"- 1 + e^{-x})/(1 - e^{-x})$, slightly above $x/2$ (1.81 % at $d = 512$, 15.1 % at $d = 64$).",
    sources=[
        Source(DOC, "before (6.2.17)", r"$10000^{-2/d_{\text{model}}} \approx 1 - \frac{2 \ln 10000}{d_{\text{model}}}$"),
        Source(DOC, "(6.2.17)", r"\Delta f_m \approx \frac{2 \ln 10000}{d_{\text{model}}} \cdot 10000^{-2(m-1)/d_{\text{model}}} \tag{6.2.17}"),
    ],
    domain={"d": dims(lo=4), "m_frac": st.fractions(0, 1, max_denominator=64)},
    examples=[{"d": 512, "m_frac": 0}, {"d": 4, "m_frac": 0}],
    sharp="$e^{-x} - 1 + x = x^2/2 + O(x^3)$.",
    notes="So (6.2.17) is good only for large $d$, as the source says. The gap here is $f_{m-1} - f_m > 0$, the "
          "value the document writes in (6.2.16) (its left side $f_m - f_{m-1}$ has the sign reversed: "
          "not_frequency_step_f_m_minus_previous_equals_previous_minus_f_m).",
)


@claim.proof
def proof(pf):
    d = sp.Symbol("d", positive=True)
    x = 2 * sp.log(10000) / d
    pf.eq("10000^{-2/d} = e^{-x}", sp.Integer(10000) ** (-sp.Integer(2) / d), sp.exp(-x))
    y = sp.Symbol("y", nonnegative=True)
    pf.eq("e^{-y} - 1 + y = y^2/2 + O(y^3)", sp.series(sp.exp(-y) - 1 + y, y, 0, 3).removeO(), y ** 2 / 2)
    g = sp.exp(-y) - 1 + y
    h = y ** 2 / 2 - g
    pf.eq("g(y) = e^{-y} - 1 + y vanishes at 0", g.subs(y, 0), 0)
    pf.true("g is increasing on [0, oo), so g >= 0 there (lower bound)", sp.Eq(sp.is_increasing(g, sp.Interval(0, sp.oo)), True))
    pf.eq("h(y) = y^2/2 - g(y) vanishes at 0", h.subs(y, 0), 0)
    pf.eq("h'(y) = g(y) >= 0, so h is non-decreasing and h >= 0, i.e. g(y) <= y^2/2 (upper bound)", sp.diff(h, y), g)


@claim.check
def check(ctx, d, m_frac):
    m = max(1, min(d // 2 - 1, int(m_frac * (d // 2))))
    x = 2 * ctx.log(ctx.num(10000)) / ctx.num(d)
    base = inv_freq(ctx, m - 1, d)
    g = base - inv_freq(ctx, m, d)
    return Le(ctx.abs(g - x * base), base * x * x / 2)
