"""Refuted (6.2.6): sin(t) + i cos(t) is not e^{i t}; it is i e^{-i t}.

Statement (as written): c_{i,m} = p_{i,2m} + i p_{i,2m+1} = sin(i/w_m) + i cos(i/w_m) = e^{i i/w_m}.
False: at position i = 0 the left side is sin 0 + i cos 0 = i, the right side e^0 = 1.
Hypotheses: w_m = 10000^{2m/d} (doc 003's period parameter), integer position i.
References: 003_765fa61f779baf3a.txt (6.2.6).
Sharp: exact refutation.
"""
import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims, positions
from theorems._util_003a import DOC

claim = Claim(
    title="sin(i/w_m) + i cos(i/w_m) = e^{i i/w_m} (false: it equals i e^{-i i/w_m})",
    statement="Source (6.2.6): p_{i,2m} + i p_{i,2m+1} = sin(i/w_m) + i cos(i/w_m) = e^{i i/w_m}. Compared on real parts: "
              "sin(i/w_m) = cos(i/w_m).",
    hypotheses="d even; w_m = 10000^{2m/d}; integer i >= 0",
    expect="refuted",
    wrong="sin t + i cos t = i (cos t - i sin t) = i e^{-i t}, not e^{i t} = cos t + i sin t (real and imaginary parts are "
          "swapped): at i = 0, sin 0 + i cos 0 = i but e^{0} = 1; at t = 1, Re: sin 1 = 0.841 vs cos 1 = 0.540.",
    correction="sin_plus_i_cos_is_i_times_e_to_the_minus_i_phase",
    sources=[
        Source(DOC, "(6.2.6)", r"c_{i,m} = p_{i,2m} + i \cdot p_{i,2m+1} = \sin\left(\frac{i}{\omega_m}\right) + i \cos\left(\frac{i}{\omega_m}\right) = e^{i \frac{i}{\omega_m}} \tag{6.2.6}"),
        Source(DOC, "after (6.2.6)", r"其中，$\omega_m = 10000^{2m/d_{\text{model}}}$是第$m$个频率的周期参数", role="defines"),
    ],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64), "i": positions()},
    examples=[{"d": 2, "m_frac": 0, "i": 0}, {"d": 512, "m_frac": 0, "i": 1}],
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    lhs, rhs = sp.sin(t) + sp.I * sp.cos(t), sp.exp(sp.I * t)
    pf.eq("real part of the left side is sin t", sp.re(lhs), sp.sin(t))
    pf.eq("real part of e^{i t} is cos t", sp.re(rhs), sp.cos(t))
    pf.refute("real parts differ at t = 0 (position 0): sin 0 = 0 vs cos 0 = 1", sp.re(lhs), sp.re(rhs), at={t: 0})
    pf.refute("imaginary parts differ at t = 0: cos 0 = 1 vs sin 0 = 0", sp.im(lhs), sp.im(rhs), at={t: 0})


@claim.check
def check(ctx, d, m_frac, i):
    m = min(d // 2 - 1, int(m_frac * (d // 2)))
    t = ctx.num(i) * inv_freq(ctx, m, d)
    return Eq(ctx.sin(t), ctx.cos(t), scale=1 + float(i) * 1e-0)
