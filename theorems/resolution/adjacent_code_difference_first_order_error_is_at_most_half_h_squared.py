from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq, pair_from_fraction
from suite import Claim, Le, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"(6.2.13): the first-order adjacent difference $h(\cos ih, -\sin ih)$ is off by at most $h^2/2$ ($h = 1/w_m$)",
    statement=r"$\lVert (p_{i+1} - p_i)_m - h(\cos(ih), -\sin(ih))\rVert = \sqrt{(\cos h - 1)^2 + (\sin h - h)^2} \le h^2/2$, "
              r"$h = 1/w_m$.",
    hypotheses=r"$d$ even; $h = f_m = 10000^{-2m/d} \in (0, 1]$; real $i$",
    expect="approximate",
    kind="approximate",
    bound=r"$\lVert \text{exact} - \text{first-order}\rVert \le h^2/2$ with $h = 1/w_m$ (each component likewise); relative "
          r"to the norm $h$ of the first-order vector this is $h/2$ (relative to the exact norm $2\sin(h/2)$ it is "
          r"$(h^2/2)/(2\sin(h/2))$, 0.521 at $h = 1$, where the actual error $|e^{ih} - 1 - ih| = 0.486$ is 0.507 of the "
          r"exact norm), small only when $1/w_m \ll 1$.",
    sources=[Source(DOC, "(6.2.13)", r"\approx \begin{bmatrix} \frac{1}{\omega_m} \cos\left(\frac{i}{\omega_m}\right) \\ -\frac{1}{\omega_m} \sin\left(\frac{i}{\omega_m}\right) \end{bmatrix} \tag{6.2.13}")],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64), "i": positions()},
    examples=[{"d": 512, "m_frac": 0, "i": 3}, {"d": 512, "m_frac": Fraction(1, 2), "i": 1000}],
    sharp=r'$\lVert e\rVert = h^2/2 + O(h^3)$ as $h \to 0$.',
)


@claim.proof
def proof(pf):
    t, h = sp.symbols("t h", real=True)
    e1 = sp.sin(t + h) - sp.sin(t) - h * sp.cos(t)
    e2 = sp.cos(t + h) - sp.cos(t) + h * sp.sin(t)
    pf.eq("||e||^2 = (cos h - 1)^2 + (sin h - h)^2, independent of the position", e1 ** 2 + e2 ** 2,
          (sp.cos(h) - 1) ** 2 + (sp.sin(h) - h) ** 2)
    pf.eq("= |e^{ih} - 1 - ih|^2", (sp.cos(h) - 1) ** 2 + (sp.sin(h) - h) ** 2,
          sp.expand(sp.Abs(sp.exp(sp.I * h) - 1 - sp.I * h) ** 2, complex=True))
    pf.note("remainder", "e^{ih} - 1 - ih = int_0^h i (e^{is} - 1) ds and |e^{is} - 1| <= |s|, so |e^{ih} - 1 - ih| <= h^2/2")


@claim.check
def check(ctx, d, m_frac, i):
    h = inv_freq(ctx, pair_from_fraction(d, m_frac), d)
    a, b = ctx.num(i) * h, ctx.num(i + 1) * h
    e1 = ctx.sin(b) - ctx.sin(a) - h * ctx.cos(a)
    e2 = ctx.cos(b) - ctx.cos(a) + h * ctx.sin(a)
    return Le(ctx.sqrt(e1 * e1 + e2 * e2), h * h / 2)
