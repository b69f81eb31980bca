from hypothesis import strategies as st

from numeric.encoding import inv_freq
from numeric.mean_power import mean_cos2
from suite import Claim, Eq, Source
from suite.domains import bases, dims
from theorems._lemmas.mean_power import mean_power_closed_form_steps

claim = Claim(
    title=r"$(1/n) \sum \cos^2(i f) = 1/2 + \sin(n f) \cos((n-1) f) / (2 n \sin f)$ exactly ($f = f_m = 1/w_m$)",
    statement=r"For $n \ge 1$ and $f = f_m = 1/w_m = \text{base}^{-2m/d}$ ($\sin f \ne 0$): $(1/n) \sum_{i=0}^{n-1} \cos^2(i f) = "
              r"1/2 + \sin(n f) \cos((n-1) f)/(2 n \sin f)$, and the $\sin^2$ average is $1/2$ minus the same term.",
    hypotheses=r"$n$ a positive integer; $f = f_m = 1/w_m = \text{base}^{-2m/d} \in (0, 1]$, so $\sin f > 0$",
    expect="proved",
    sources=[Source("003_765fa61f779baf3a.txt", "(6.2.10)",
                    r"\frac{1}{n} \sum_{i=0}^{n-1} \cos^2\left(\frac{i}{\omega_m}\right) = \frac{1}{n} \sum_{i=0}^{n-1} \sin^2\left(\frac{i}{\omega_m}\right) = \frac{1}{2} \tag{6.2.10}",
                    role="corrects")],
    domain={"d": dims(hi=512), "m": st.integers(0, 255), "n": st.integers(1, 1500), "base": bases()},
    examples=[{"d": 512, "m": 255, "n": 512, "base": 10000}, {"d": 8, "m": 0, "n": 1, "base": 10000}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    mean_power_closed_form_steps(pf)


@claim.check
def check(ctx, d, m, n, base):
    t = inv_freq(ctx, min(m, d // 2 - 1), d, base)
    closed = ctx.num(1) / 2 + ctx.sin(ctx.num(n) * t) * ctx.cos(ctx.num(n - 1) * t) / (2 * ctx.num(n) * ctx.sin(t))
    return Eq(mean_cos2(ctx, n, t), closed)  # naive summation: error grows like n u
