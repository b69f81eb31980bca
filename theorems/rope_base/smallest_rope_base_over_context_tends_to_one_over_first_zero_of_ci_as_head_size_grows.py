import functools
import math

import sympy as sp

from suite import Claim, measured

LIMIT_LS = (16, 64, 256, 1024)
HEADS = (256, 1024, 4096)  # certified here, in this claim's process, at L = 1024

claim = Claim(
    title=r"As the head size $d$ grows, $B_b(m)/(d/2)$ tends to $(\operatorname{Ci}(m) - \operatorname{Ci}(m/b))/\ln b$, "
          r"and the smallest base of the limit is $b^*_\infty(L) = \max_{m<L} m/y_m \sim L/x_0 = 1.62205 L$, "
          r"$x_0 = 0.616505$ the first zero of $\operatorname{Ci}$; at $d = 128$ it is far larger ($4.19 L$ at 1k)",
    statement=r"For every integer $m \ge 0$ and $b > 1$: "
              r"$|B_b(m)/h - (\operatorname{Ci}(m) - \operatorname{Ci}(m/b))/\ln b| \le m/h$, $h = d/2$, with "
              r"$B_b(m) = \sum_{i<h} \cos(m\, b^{-i/h})$ and $\operatorname{Ci}$ the cosine integral. In the limit the "
              r"condition $B_b(m) \ge 0$ becomes $\operatorname{Ci}(m/b) \le \operatorname{Ci}(m)$; the smallest $b$ with "
              r"$m/b \in (0, \pi/2]$ meeting it for every $1 \le m < L$ is "
              r"$b^*_\infty(L) = \max_{1 \le m < L} m/y_m$, $y_m \in (0, \pi/2]$ the root of "
              r"$\operatorname{Ci}(y) = \operatorname{Ci}(m)$, and "
              r"$b^*_\infty(L)/L \to 1/x_0 = 1.6220456$ as $L \to \infty$ ($x_0 = 0.6165054856$ the first positive zero of "
              r"$\operatorname{Ci}$).",
    hypotheses=r"$d$ even, $h = d/2 \ge 1$; integer $m \ge 0$; $b > 1$; "
               r"$\operatorname{Ci}(x) = -\int_x^\infty \cos(t)/t \, dt$",
    expect="approximate",
    kind="approximate",
    bound=r"$|B_b(m)/h - (\operatorname{Ci}(m) - \operatorname{Ci}(m/b))/\ln b| \le m(1 - 1/b)/h \le m/h$ (a left Riemann "
          r"sum of $f(x) = \cos(m\, b^{-x})$ on $[0, 1]$ errs by at most its total variation over $h$, and the variation is "
          r"at most the integral of $m \ln b\, b^{-x} = m(1 - 1/b)$); "
          r"$b^*_\infty(L)\, x_0/L - 1 = -0.11, -0.017, -0.0015, +1.2 \cdot 10^{-4}$ at $L = 16, 64, 256, 1024$ "
          r"(evidence); the finite-$d$ smallest base approaches $b^*_\infty$ from above: at $L = 1024$, "
          r"$b^* = 4293.4, 2967.5, 1916.1, 1662.8$ for $d = 128, 256, 1024, 4096$ (certified brackets) against "
          r"$b^*_\infty = 1661.18$",
    sources=[],
    budget=300,
    sharp=r"the Riemann bound is of the right order (the sum of $h$ samples of a function with $m/2\pi$ oscillations); "
          r"the limit $1/x_0$ is exact.",
    notes=r"Men et al. 2024 derive the bound $B_b(m) \ge 0$ and note its continuous form; the $d \to \infty$ reading here: "
          r"$B/h$ is a Riemann sum of the integral of $\cos(m\, b^{-x})$ over $[0, 1]$, which is "
          r"$(\operatorname{Ci}(m) - \operatorname{Ci}(m/b))/\ln b$ (substitute $u = m\, b^{-x}$). For large $m$, "
          r"$\operatorname{Ci}(m) \to 0$, so the condition at $m$ is $m/b \le y_m \approx x_0$, and the largest $m < L$ "
          r"decides: $b^*_\infty(L) \approx (L - 1)/x_0$. The convergence of the finite-$d$ $b^*(L; d)$ to $b^*_\infty(L)$ "
          r"is shown, not proved: certified brackets at growing $d$ (certified on each machine by its own search, so in its float "
          r"measurements, reports/platform/<platform>/floats.md) decrease towards it (1661.43 at "
          r"$d = 16384$, from `python -m suite rope-base --head-dim 16384 --context 1024`). At $d = 128$ the fast terms "
          r"($b^{-i/h} m$ large) do not average out: they make $b^*(L)/L$ grow from 4.2 at 1k to 62 at 1M "
          "(smallest_rope_base_is_bracketed_for_contexts_1k_to_1m_at_head_size_128).",
)


def _ci_root(target, prec=128, steps=60):
    """(lo, hi) floats with Ci(lo) < target < Ci(hi) on (0, pi/2], where Ci is increasing (Arb decides)."""
    import flint

    flint.ctx.prec = prec
    lo, hi = 1e-12, 1.5707963267948966
    for _ in range(steps):
        mid = 0.5 * (lo + hi)
        v = flint.arb(mid).ci() - target
        if v < 0:
            lo = mid
        elif v > 0:
            hi = mid
        else:
            raise ArithmeticError("Ci root not decided")
    return lo, hi


@functools.lru_cache(maxsize=None)
def x0():
    import flint

    flint.ctx.prec = 128
    return _ci_root(flint.arb(0))


@functools.lru_cache(maxsize=None)
def b_inf(L):
    """(lower, upper, argmax m) of max_{1 <= m < L} m/y_m, each y_m enclosed by Arb bisection."""
    import flint

    flint.ctx.prec = 128
    best_lo = best_hi = 0.0
    arg = None
    for m in range(1, L):
        lo, hi = _ci_root(flint.arb(m).ci(), steps=48)
        vl, vh = m / hi * (1 - 2e-16), m / lo * (1 + 2e-16)
        if vl > best_lo:
            best_lo, arg = vl, m
        best_hi = max(best_hi, vh)
    return best_lo, best_hi, arg


@functools.lru_cache(maxsize=None)
def finite(d):
    from numeric.rope_base import brackets, verify_certificate

    cert = brackets(d, [1024], islands=False, time_limit=200)
    f = verify_certificate(cert)[1024]
    return f["b_low"], f["b_high"]


@claim.proof
def proof(pf):
    x, m, b = sp.symbols("x m b", positive=True)
    f = sp.cos(m * b ** (-x))
    pf.eq("d/dx Ci(m b^(-x)) = -ln(b) cos(m b^(-x)): so int_0^1 cos(m b^(-x)) dx = (Ci(m) - Ci(m/b))/ln b",
          sp.diff(sp.Ci(m * b ** (-x)), x), -sp.log(b) * f)
    pf.eq("|d/dx cos(m b^(-x))| <= m ln(b) b^(-x), whose integral over [0, 1] is m (1 - 1/b): the total variation",
          sp.integrate(m * sp.log(b) * b ** (-x), (x, 0, 1)), m * (1 - 1 / b))
    pf.eq("Ci'(x) = cos(x)/x > 0 on (0, pi/2): Ci increasing there, so y_m is unique", sp.diff(sp.Ci(x), x),
          sp.cos(x) / x)
    lo, hi = x0()
    pf.exhaust("x0 in (0.6165054856, 0.6165054857): Ci changes sign there (Arb), the first zero of Ci",
               [(lo, hi)], lambda p: 0.6165054856 <= p[0] < p[1] <= 0.6165054857)
    pf.exhaust("b*_inf(L) x0 / L - 1 shrinks: -0.11, -0.017, -0.0015, +1.2e-4 at L = 16, 64, 256, 1024 (|.| <= 2/sqrt L)",
               list(LIMIT_LS), lambda L: abs(b_inf(L)[0] * lo / L - 1) <= 2 / math.sqrt(L))
    pf.exhaust("the certified b*(1024; d) decreases with d and stays above b*_inf(1024) = 1661.18 (d = 128 is 4293.4)",
               list(HEADS), lambda d: b_inf(1024)[1] <= finite(d)[0] and finite(d)[1] < 4293)


@claim.evidence
def evidence():
    lo, hi = x0()
    rows = [("x0, the first positive zero of Ci", f"[{lo!r}, {hi!r}]; 1/x0 = {1 / hi:.10f}")]
    for L in LIMIT_LS:
        bl, bh, arg = b_inf(L)
        rows.append((f"b*_inf({L}) = max m/y_m", f"[{bl:.10g}, {bh:.10g}] at m = {arg}; / L = {bl / L:.6f}; "
                     f"x0 b*_inf/L - 1 = {bl * lo / L - 1:+.2e}"))
    for d in HEADS:
        a, z = finite(d)
        # certified, but the bracket's ends are where this machine's float search proposed them (its cos, exp and
        # BLAS): another machine may certify a slightly different bracket, so the row goes with its measurements
        rows.append(measured(f"b*(1024) at d = {d} (certified here)", f"[{a:.10g}, {z:.10g}]; / 1024 = {a / 1024:.5f}"))
    return rows
