import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import mix, theta, yarn_ramp, yarn_temperature_factor
from suite import Claim, Eq
from suite.domains import dims

claim = Claim(
    title=r"YaRN at factor $s = 1$ is plain RoPE: $\theta'_i = \theta_i$ for every pair, whatever the ramp, and "
          r"the attention factor is 1",
    statement=r"With $s = 1$, YaRN's $\theta'_i = \theta_i (1 - r_i) + (\theta_i/s)\, r_i$ (Peng et al. 2023; the "
              r"reference implementation's `_compute_yarn_parameters`) is $\theta_i$ for every ramp value $r_i$, and "
              r"its attention factor $0.1 \ln s + 1$ is $1$: the configuration is the unscaled RoPE.",
    hypotheses=r"$s = 1$; any integers $0 \le \text{low} < \text{high}$ and pair $i$; $\text{base} > 1$; the "
               r"configuration gives no explicit `attention_factor` (which would replace $0.1 \ln s + 1$)",
    expect="proved",
    sharp="identities",
    sources=[],
    domain={"d": dims(4, 256), "base": st.sampled_from([10000, 500000]), "low": st.integers(0, 64),
            "width": st.integers(1, 64), "i": st.integers(0, 127)},
    examples=[{"d": 128, "base": 10000, "low": 20, "width": 26, "i": 33}],
    notes=r"With `mscale` and `mscale_all_dim` both given, newer reference versions take the ratio of "
          r"$0.1\,\text{mscale} \ln s + 1$ for each; at $s = 1$ both are 1 and so is the ratio. The check states "
          r"both parts at once, $(\theta'_i - \theta_i)^2 + (f - 1)^2 = 0$ with $f$ the attention factor "
          r"(`numeric.rope_scaling.yarn_temperature_factor`), so that neither can make up for the other.",
)


@claim.proof
def proof(pf):
    th = sp.Symbol("theta", positive=True)
    r = sp.Symbol("r", real=True)
    pf.eq("s = 1: theta (1 - r) + (theta/1) r = theta", th * (1 - r) + th / 1 * r, th)
    pf.eq("s = 1: 0.1 ln 1 + 1 = 1", sp.Rational(1, 10) * sp.log(1) + 1, 1)


def _plain(ctx, d, base, low, width, i, s_theta):
    """(theta' - theta)^2 + (f - 1)^2 = 0: YaRN's frequencies at factor s_theta and its attention factor at s = 1 are
    plain RoPE's."""
    i = i % (d // 2)
    th = theta(ctx, i, d, base)
    t2 = mix(ctx, th, s_theta, yarn_ramp(i, low, low + width))
    f = yarn_temperature_factor(ctx, 1)
    return Eq((t2 - th) * (t2 - th) + (f - ctx.num(1)) * (f - ctx.num(1)), ctx.num(0))


@claim.check
def check(ctx, d, base, low, width, i):
    return _plain(ctx, d, base, low, width, i, 1)


@claim.mutant
def factor_two_claimed_plain(ctx, d, base, low, width, i):
    # the frequencies of s = 2 claimed to be plain RoPE's (the attention factor left at 1: only theta' can refute it)
    return _plain(ctx, d, base, low, width, i, 2)
