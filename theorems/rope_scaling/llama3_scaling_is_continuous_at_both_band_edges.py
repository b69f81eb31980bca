import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import llama3_mid_band, llama3_smooth
from suite import Claim, Eq, Le
from suite.domains import scaling_factors

FACTORS = st.one_of(st.just(1), scaling_factors(32))

claim = Claim(
    title=r"Llama 3's frequency rule is continuous at both band edges: the smooth part gives $\theta$ at wavelength "
          r"$L_0/\text{high\_freq\_factor}$ and $\theta/s$ at $L_0/\text{low\_freq\_factor}$",
    statement=r"Llama 3 (Meta's Llama 3.1; the reference implementation's `_compute_llama3_parameters`) keeps "
              r"$\theta$ when the wavelength $\lambda = 2\pi/\theta$ is below $L_0/h$, divides it by $s$ when "
              r"$\lambda > L_0/l$, and in between uses $(1 - g)\,\theta/s + g\,\theta$ with "
              r"$g = (L_0/\lambda - l)/(h - l)$ ($l$, $h$ the low and high frequency factors). At $\lambda = L_0/h$, "
              r"$g = 1$ and the middle rule gives $\theta$; at $\lambda = L_0/l$, $g = 0$ and it gives $\theta/s$: "
              r"$\theta'$ is continuous in $\lambda$ at both edges, and between them it lies in "
              r"$[\theta/s, \theta]$.",
    hypotheses=r"$s \ge 1$, $0 < l < h$, $L_0 > 0$; $\theta = 2\pi/\lambda$",
    expect="proved",
    sharp=r"identities at the edges; inside the band $\theta'$ is strictly between $\theta/s$ and $\theta$ for $s > 1$",
    sources=[],
    domain={"s": FACTORS, "L0": st.sampled_from([2048, 4096, 8192, 32768]), "low": st.sampled_from([1, 2, "1/2"]),
            "high": st.sampled_from([4, 8, 3]), "t": st.sampled_from([0, 1, "1/2", "1/7", "99/100"])},
    examples=[{"s": 8, "L0": 8192, "low": 1, "high": 4, "t": 0},
              {"s": 8, "L0": 8192, "low": 1, "high": 4, "t": 1},
              {"s": 8, "L0": 8192, "low": 1, "high": 4, "t": "1/2"}],
    notes=r"The check takes $\lambda = L_0/h + t\,(L_0/l - L_0/h)$, $\theta = 2\pi/\lambda$: at $t = 0$ and $t = 1$ "
          r"(the edges) it states the middle rule equal to the neighbouring band's rule ($\theta$ at the "
          r"high-frequency edge, $\theta/s$ at the low-frequency one); for $0 < t < 1$ it states "
          r"$|\theta' - (\theta + \theta/s)/2| \le (\theta - \theta/s)/2$, i.e. $\theta' \in [\theta/s, \theta]$. "
          r"A hand-written mutant adds $5g(1-g)\theta$ inside the band (continuous at the edges, outside "
          r"$[\theta/s, \theta]$ between them), and is refuted.",
)


@claim.proof
def proof(pf):
    s, L0, lo, w = sp.symbols("s L_0 l w", positive=True)
    hi = lo + w  # h > l
    g = lambda lam: (L0 / lam - lo) / (hi - lo)  # noqa: E731
    mid = lambda th, gg: (1 - gg) * th / s + gg * th  # noqa: E731
    lam_h, lam_l = L0 / hi, L0 / lo
    pf.eq("g(L0/h) = 1", g(lam_h), 1)
    pf.eq("g(L0/l) = 0", g(lam_l), 0)
    th = sp.Symbol("theta", positive=True)
    pf.eq("middle rule at g = 1 is theta (the kept band's value)", mid(th, 1), th)
    pf.eq("middle rule at g = 0 is theta/s (the scaled band's value)", mid(th, 0), th / s)
    gg = sp.Symbol("g", nonnegative=True)
    pf.eq("theta' - theta/s = g theta (1 - 1/s)", mid(th, gg) - th / s, gg * th * (1 - 1 / s))
    pf.eq("theta - theta' = (1 - g) theta (1 - 1/s)", th - mid(th, gg), (1 - gg) * th * (1 - 1 / s))
    q, u = sp.symbols("q u", nonnegative=True)  # q = 1 - g >= 0 between the edges; s = 1 + u >= 1
    pf.true("both are >= 0 for g, 1 - g >= 0 and s >= 1: theta' lies in [theta/s, theta]",
            sp.And(sp.Ge(gg * th * (1 - 1 / (1 + u)), 0), sp.Ge(q * th * (1 - 1 / (1 + u)), 0)))
    lam = sp.Symbol("lambda", positive=True)
    pf.eq("dg/dlambda = -L0 / (lambda^2 (h - l))", sp.diff(g(lam), lam), -L0 / (lam ** 2 * (hi - lo)))
    pf.true("dg/dlambda < 0: g falls from 1 at L0/h to 0 at L0/l, so 0 <= g <= 1 between the edges",
            sp.Lt(-L0 / (lam ** 2 * (hi - lo)), 0))
    t = sp.Symbol("t", nonnegative=True)
    lam_t = lam_h + t * (lam_l - lam_h)  # the band's wavelengths, t in [0, 1]
    pf.eq("g along the band: g(L0/h + t (L0/l - L0/h)) = (1 - t) l / (l + t (h - l)), 1 at t = 0 and 0 at t = 1",
          g(lam_t), (1 - t) * lo / (lo + t * (hi - lo)))
    _, den = sp.fraction(sp.together(mid(2 * sp.pi / lam, g(lam))))
    pf.true("with theta = 2 pi/lambda the middle rule is a rational function of lambda whose denominator "
            f"{den} is > 0 for lambda > 0 (no pole), like theta and theta/s: every piece is continuous, so equal "
            "values at the edges make theta' continuous there", sp.Gt(den, 0))


def _wavelength(ctx, L0, low, high, t):
    lo_edge, hi_edge = ctx.num(L0) / ctx.num(high), ctx.num(L0) / ctx.num(low)
    return lo_edge + ctx.num(t) * (hi_edge - lo_edge)


def _stated(ctx, s, L0, low, high, t, middle):
    from fractions import Fraction

    s, low, high, t = Fraction(s), Fraction(low), Fraction(high), Fraction(t)
    lam = _wavelength(ctx, L0, low, high, t)
    th = ctx.num(2) * ctx.pi / lam
    mid = middle(ctx, th, s, llama3_smooth(ctx, lam, L0, low, high))
    if t == 0:
        return Eq(mid, th)
    if t == 1:
        return Eq(mid, th / ctx.num(s))
    half = ctx.num(2)
    return Le(ctx.abs(mid - (th + th / ctx.num(s)) / half), (th - th / ctx.num(s)) / half)


@claim.check
def check(ctx, s, L0, low, high, t):
    return _stated(ctx, s, L0, low, high, t, llama3_mid_band)


@claim.mutant
def bump_inside_the_band(ctx, s, L0, low, high, t):
    # continuous at both edges (the bump is 0 at g = 0 and g = 1) but outside [theta/s, theta] between them
    def bumped(ctx, th, s, g):
        return llama3_mid_band(ctx, th, s, g) + ctx.num(5) * g * (ctx.num(1) - g) * th

    return _stated(ctx, s, L0, low, high, t, bumped)
