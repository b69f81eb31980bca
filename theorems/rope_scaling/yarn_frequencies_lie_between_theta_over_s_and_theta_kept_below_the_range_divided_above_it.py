from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import mix, theta, yarn_ramp
from suite import Claim, Eq
from suite.domains import dims, scaling_factors

FACTORS = st.one_of(st.just(1), scaling_factors(32))

claim = Claim(
    title=r"YaRN's ramp as implemented keeps the pairs at or below the range ($\theta'_i = \theta_i$), divides those "
          r"at or above it by $s$, and in between mixes linearly in $i$, so every $\theta'_i$ lies in "
          r"$[\theta_i/s, \theta_i]$",
    statement=r"The reference implementations of YaRN (Peng et al. 2023: jquesnelle/yarn's `linear_ramp_mask`, "
              r"Hugging Face transformers' `linear_ramp_factor` and "
              r"`inv_freq_interpolation * (1 - inv_freq_extrapolation_factor) + inv_freq_extrapolation * "
              r"inv_freq_extrapolation_factor`) set $\theta'_i = \theta_i (1 - r_i) + (\theta_i/s)\, r_i$ with "
              r"$r_i = \min(1, \max(0, (i - \text{low})/(\text{high} - \text{low})))$: $r_i = 0$ (the pair kept) for "
              r"$i \le \text{low}$, $r_i = 1$ ($\theta_i/s$, as position interpolation) for $i \ge \text{high}$, and "
              r"$r_i = (i - \text{low})/(\text{high} - \text{low})$, linear in $i$, between; every $\theta'_i$ lies "
              r"between $\theta_i/s$ and $\theta_i$.",
    hypotheses=r"$s \ge 1$; $0 \le \text{low} < \text{high}$ integers; $i \ge 0$ an integer; $\theta_i > 0$",
    expect="proved",
    sharp=r"$\theta'_i = \theta_i$ exactly for $i \le \text{low}$ and $\theta_i/s$ exactly for $i \ge \text{high}$ "
          r"(for $s > 1$, and only there: strictly between for $\text{low} < i < \text{high}$)",
    sources=[],
    domain={"d": dims(4, 256), "base": st.integers(100, 10 ** 7), "s": FACTORS,
            "low": st.integers(0, 64), "width": st.integers(1, 64), "i": st.integers(0, 127)},
    examples=[{"d": 128, "base": 10000, "s": 4, "low": 20, "width": 26, "i": 33},
              {"d": 128, "base": 10000, "s": 4, "low": 20, "width": 26, "i": 46},
              {"d": 128, "base": 10000, "s": 4, "low": 20, "width": 26, "i": 20},
              {"d": 128, "base": 10000, "s": 1, "low": 20, "width": 26, "i": 33}],
    notes=r"This is the ramp of the implementations, linear in the pair index $i$. The paper defines its ramp "
          r"$\gamma$ as linear in the pair's number of rotations $L_0\theta_i/(2\pi)$ between $\beta_\text{slow}$ "
          r"and $\beta_\text{fast}$ (jquesnelle/yarn issue 60 asks about the difference), so the two agree on the "
          r"kept and the divided pairs (when the range needs no clipping at 0) and differ inside the ramp: at $d = 128$, base 10000, $s = 4$, "
          r"$L_0 = 4096$, pair $i = 33$ turns $5.6452$ times over $L_0$, the paper's $\gamma = 0.14985$ gives "
          r"$\theta'_{33} = 0.0031381$, the implementations' $r_{33} = 13/26$ gives $0.0054123$ (first example). "
          r"The check computes $\theta'_i$ with `numeric.rope_scaling.yarn_ramp` and `mix` and states, by where "
          r"$i$ lies: $\theta'_i = \theta_i$ for $i \le \text{low}$, $\theta'_i = \theta_i/s$ for "
          r"$i \ge \text{high}$, and $\theta'_i = \theta_i - (\theta_i - \theta_i/s)(i - \text{low})/(\text{high} - "
          r"\text{low})$ between; the bounds $[\theta_i/s, \theta_i]$ follow from $0 \le r_i \le 1$ (proof).",
)


@claim.proof
def proof(pf):
    th, u = sp.symbols("theta u", positive=True)  # s = 1 + u > 1; s = 1 is the identity (yarn_at_factor_one_is_plain_rope)
    s = 1 + u
    i, lo = sp.symbols("i low", real=True)
    w = sp.Symbol("w", positive=True)  # high - low > 0
    ramp = sp.Min(1, sp.Max(0, (i - lo) / w))
    e = sp.Symbol("e", nonnegative=True)  # i = low - e <= low, or i = high + e >= high
    pf.eq("i = low - e <= low: (i - low)/w = -e/w <= 0, so r_i = 0", ramp.subs(i, lo - e), 0)
    pf.eq("i = high + e = low + w + e >= high: (i - low)/w = 1 + e/w >= 1, so r_i = 1", ramp.subs(i, lo + w + e), 1)
    v = sp.Symbol("v", positive=True)  # low < i < high: i = low + a w with a = 1/(1 + v) in (0, 1)
    a = 1 / (1 + v)
    pf.eq("low < i = low + a (high - low) < high, a = 1/(1 + v) in (0, 1): r_i = a = (i - low)/(high - low), "
          "linear in i; so r_i is in [0, 1] for every i", ramp.subs(i, lo + a * w), a)
    r = sp.Symbol("r", real=True)
    mixed = th * (1 - r) + th / s * r
    pf.eq("r = 0: theta' = theta", mixed.subs(r, 0), th)
    pf.eq("r = 1: theta' = theta/s", mixed.subs(r, 1), th / s)
    pf.eq("theta' - theta/s = theta (1 - r)(1 - 1/s)", mixed - th / s, th * (1 - r) * (1 - 1 / s))
    pf.eq("theta - theta' = theta r (1 - 1/s)", th - mixed, th * r * (1 - 1 / s))
    pf.true("1 - 1/s = u/(1 + u) > 0 for s = 1 + u > 1", sp.Gt(1 - 1 / s, 0))
    rr = sp.Symbol("r", nonnegative=True)
    q = sp.Symbol("q", nonnegative=True)
    pf.true("for r in [0, 1] (q = 1 - r >= 0): theta q (1 - 1/s) >= 0 and theta r (1 - 1/s) >= 0, so "
            "theta/s <= theta' <= theta",
            sp.And(sp.Ge(th * q * (1 - 1 / s), 0), sp.Ge(th * rr * (1 - 1 / s), 0)))
    qp, rp = sp.symbols("q_+ r_+", positive=True)  # 0 < r < 1: both r and q = 1 - r positive
    pf.true("for 0 < r < 1 (low < i < high) and s > 1 both are > 0: theta/s < theta' < theta strictly",
            sp.And(sp.Gt(th * qp * (1 - 1 / s), 0), sp.Gt(th * rp * (1 - 1 / s), 0)))
    pf.eq("s = 1: theta (1 - r) + (theta/1) r = theta for every r (the bounds theta/s = theta meet)",
          th * (1 - r) + th / 1 * r, th)
    pf.eq("between the ends r_{i+1} - r_i = 1/(high - low)", (i + 1 - lo) / w - (i - lo) / w, 1 / w)


def _frequencies(ctx, d, base, s, low, width, i, ramp=yarn_ramp):
    s = Fraction(s)
    i = i % (d // 2)
    th = theta(ctx, i, d, base)
    return s, i, th, mix(ctx, th, s, ramp(i, low, low + width))


def _stated(ctx, s, i, th, t2, low, width):
    if i <= low:
        return Eq(t2, th)
    if i >= low + width:
        return Eq(t2, th / ctx.num(s))
    return Eq(t2, th - (th - th / ctx.num(s)) * ctx.num(Fraction(i - low, width)))


@claim.check
def check(ctx, d, base, s, low, width, i):
    s, i, th, t2 = _frequencies(ctx, d, base, s, low, width, i)
    return _stated(ctx, s, i, th, t2, low, width)


@claim.mutant
def ramp_reversed(ctx, d, base, s, low, width, i):
    # 1 - r: the slow pairs kept and the fast ones divided, the opposite of YaRN
    s, i, th, t2 = _frequencies(ctx, d, base, s, low, width, i, lambda i, lo, hi: 1 - yarn_ramp(i, lo, hi))
    return _stated(ctx, s, i, th, t2, low, width)


@claim.mutant
def nothing_scaled(ctx, d, base, s, low, width, i):
    # r = 0 everywhere: plain RoPE claimed to be YaRN
    s, i, th, t2 = _frequencies(ctx, d, base, s, low, width, i, lambda i, lo, hi: Fraction(0))
    return _stated(ctx, s, i, th, t2, low, width)


@claim.mutant
def range_shifted_by_one(ctx, d, base, s, low, width, i):
    # the ramp computed from low + 1
    s, i, th, t2 = _frequencies(ctx, d, base, s, low, width, i, lambda i, lo, hi: yarn_ramp(i, lo + 1, hi + 1))
    return _stated(ctx, s, i, th, t2, low, width)
