import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Lt, Source
from suite.domains import bases, dims

claim = Claim(
    title=r"All encoding frequencies satisfy $0 < f_m = 1/w_m \le 1 < \pi$ (below Nyquist)",
    statement=r"For $\text{base} > 1$, even $d$ and $0 \le m \le d/2-1$: $0 < f_m = 1/w_m = \text{base}^{-2m/d} \le 1 < \pi$ ($w_m = \text{base}^{2m/d}$).",
    hypotheses=r"$\text{base} > 1$; $d$ even $\ge 2$; $m$ integer in $[0, d/2 - 1]$",
    expect="proved",
    sources=[
        Source('003_765fa61f779baf3a.txt', '§6.2.6 regularisation', '因为编码不使用极高频率')],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64), "base": bases()},
    examples=[{"d": 8, "m_frac": 0, "base": 10000}],
    sharp=r'$f_0 = 1$ is attained; the margin to $\pi$ is $\pi - 1$.',
    notes=r"So each pair is sampled above its Nyquist rate ($\pi$ radians per position, "
          "integer_samples_cannot_tell_w_from_2pi_minus_w): no pair is aliased onto a lower frequency, and the "
          "encoding uses no frequency above 1 rad per position.",
)


@claim.proof
def proof(pf):
    c = sp.Symbol("c", positive=True)  # base = 1 + c
    m = sp.Symbol("m", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    pf.eq("log f_m = -(2m/d) log(base)", sp.expand_log(sp.log((1 + c) ** (-2 * m / d)), force=True),
          -(2 * m / d) * sp.log(1 + c))
    pf.true("log f_m <= 0 since m >= 0, d > 0, base = 1 + c > 1, so f_m <= 1", sp.Le(-(2 * m / d) * sp.log(1 + c), 0))
    pf.true("f_m > 0", sp.Gt((1 + c) ** (-2 * m / d), 0))
    pf.true("1 < pi", sp.Lt(1, sp.pi))


@claim.check
def check(ctx, d, m_frac, base):
    m = min(d // 2 - 1, int(m_frac * (d // 2)))
    return Lt(inv_freq(ctx, m, d, base), ctx.pi)
