import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import mix, theta, yarn_ramp
from suite import Claim, Le
from suite.domains import dims, scaling_factors

FACTORS = scaling_factors(32)

claim = Claim(
    title=r"YaRN's ramp keeps the pairs at or below the range ($\theta'_i = \theta_i$), divides those at or above it "
          r"by $s$, and in between mixes linearly, so every $\theta'_i$ lies in $[\theta_i/s, \theta_i]$",
    statement=r"YaRN (Peng et al. 2023; the reference implementation's `linear_ramp_factor` and "
              r"`inv_freq_interpolation * (1 - inv_freq_extrapolation_factor) + inv_freq_extrapolation * "
              r"inv_freq_extrapolation_factor`) sets $\theta'_i = \theta_i (1 - r_i) + (\theta_i/s)\, r_i$ with "
              r"$r_i = \min(1, \max(0, (i - \text{low})/(\text{high} - \text{low})))$: $r_i = 0$ (the pair kept) for "
              r"$i \le \text{low}$, $r_i = 1$ ($\theta_i/s$, as position interpolation) for $i \ge \text{high}$, and "
              r"$r_i$ linear in $i$ between; every $\theta'_i$ lies between $\theta_i/s$ and $\theta_i$.",
    hypotheses=r"$s \ge 1$; $0 \le \text{low} < \text{high}$ integers; $i \ge 0$ an integer; $\theta_i > 0$",
    expect="proved",
    sharp=r"$\theta'_i = \theta_i$ exactly for $i \le \text{low}$ and $\theta_i/s$ exactly for $i \ge \text{high}$",
    sources=[],
    domain={"d": dims(4, 256), "base": st.sampled_from([10000, 500000]), "s": FACTORS,
            "low": st.integers(0, 64), "width": st.integers(1, 64), "i": st.integers(0, 127)},
    examples=[{"d": 128, "base": 10000, "s": 4, "low": 20, "width": 26, "i": 33},
              {"d": 128, "base": 10000, "s": 4, "low": 20, "width": 26, "i": 46}],
    notes=r"The check states $|\theta'_i - (\theta_i + \theta_i/s)/2| \le (\theta_i - \theta_i/s)/2$ with the "
          r"exact ramp $r_i$ (`numeric.rope_scaling.yarn_ramp`).",
)


@claim.proof
def proof(pf):
    th, u = sp.symbols("theta u", positive=True)  # s = 1 + u >= 1
    s = 1 + u
    r = sp.Symbol("r", nonnegative=True)
    q = sp.Symbol("q", nonnegative=True)  # 1 - r >= 0
    mixed = th * (1 - r) + th / s * r
    pf.eq("r = 0: theta' = theta", mixed.subs(r, 0), th)
    pf.eq("r = 1: theta' = theta/s", mixed.subs(r, 1), th / s)
    pf.eq("theta' - theta/s = theta (1 - r)(1 - 1/s)", mixed - th / s, th * (1 - r) * (1 - 1 / s))
    pf.eq("theta - theta' = theta r (1 - 1/s)", th - mixed, th * r * (1 - 1 / s))
    pf.true("theta q (1 - 1/s) >= 0 and theta r (1 - 1/s) >= 0 for q = 1 - r, r in [0, 1], s >= 1",
            sp.And(sp.Ge(th * q * (1 - 1 / s), 0), sp.Ge(th * r * (1 - 1 / s), 0)))
    i, lo = sp.symbols("i low", nonnegative=True)
    w = sp.Symbol("w", positive=True)  # high - low
    pf.eq("between the ends r_i = (i - low)/(high - low) is linear in i: r_{i+1} - r_i = 1/(high - low)",
          (i + 1 - lo) / w - (i - lo) / w, 1 / w)


@claim.check
def check(ctx, d, base, s, low, width, i):
    from fractions import Fraction

    s = Fraction(s)
    i = i % (d // 2)
    th = theta(ctx, i, d, base)
    t2 = mix(ctx, th, s, yarn_ramp(i, low, low + width))
    half = ctx.num(2)
    return Le(ctx.abs(t2 - (th + th / ctx.num(s)) / half), (th - th / ctx.num(s)) / half)
