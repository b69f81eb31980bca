import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import llama3_mid_band, llama3_smooth
from suite import Claim, Eq
from suite.domains import scaling_factors

FACTORS = scaling_factors(32)

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
    hypotheses=r"$s \ge 1$, $0 < l < h$, $L_0 > 0$",
    expect="proved",
    sharp=r"identities at the edges",
    sources=[],
    domain={"s": FACTORS, "L0": st.sampled_from([2048, 4096, 8192, 32768]), "low": st.sampled_from([1, 2, "1/2"]),
            "high": st.sampled_from([4, 8, 3]), "edge": st.sampled_from(["high", "low"])},
    examples=[{"s": 8, "L0": 8192, "low": 1, "high": 4, "edge": "high"},
              {"s": 8, "L0": 8192, "low": 1, "high": 4, "edge": "low"}],
    notes=r"The check evaluates the middle rule at the edge's wavelength, with $\theta = 2\pi/\lambda$, against the "
          r"neighbouring band's rule ($\theta$ at the high-frequency edge, $\theta/s$ at the low-frequency edge).",
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


@claim.check
def check(ctx, s, L0, low, high, edge):
    from fractions import Fraction

    s, low, high = Fraction(s), Fraction(low), Fraction(high)
    lam = ctx.num(L0) / ctx.num(high if edge == "high" else low)
    th = ctx.num(2) * ctx.pi / lam
    mid = llama3_mid_band(ctx, th, s, llama3_smooth(ctx, lam, L0, low, high))
    return Eq(mid, th if edge == "high" else th / ctx.num(s))
