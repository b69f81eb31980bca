import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Lt, Source
from suite.domains import dims, positions
from theorems._lemmas.trig import chord

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The frequency components give position resolution at different scales: pair $m$ moves by "
          r"$2|\sin(\delta f_m/2)|$, and $2\sin(f_m/2)$ strictly decreases in $m$",
    statement=r"For pair $m$ ($f_m = 1/\omega_m = 10000^{-2m/d_{\text{model}}}$) and any position $i$ and offset $\delta$: "
              r"$\lVert (p_{i+\delta} - p_i)_m\rVert = 2|\sin(\delta f_m/2)|$, with scale $f_m$; "
              r"$f_{m+1} = 10000^{-2/d} f_m < f_m$, and the "
              r"unit-offset change $2\sin(f_m/2)$ is strictly decreasing in $m$ (pairwise different resolution scales, "
              r"from $2\sin(1/2)$ at $m = 0$ to about $10000^{-(d-2)/d}$ at $m = d/2 - 1$).",
    hypotheses=r"$d_{\text{model}}$ even $\ge 2$; $f_m = 10000^{-2m/d_{\text{model}}}$; integer position $i$",
    expect="proved",
    sources=[Source(DOC, "§6.2.7", r"但提供不同尺度的位置分辨率")],
    domain={"d": dims(), "k": st.integers(0, 2047), "i": positions()},
    examples=[{"d": 512, "k": 254, "i": 3}, {"d": 512, "k": 0, "i": 0}, {"d": 4, "k": 0, "i": 10**5}],
    sharp='the chord identity is exact; the order of the scales is strict.',
    notes=r"Statement (003_765fa61f779baf3a.txt's notation: $f_m = 1/\omega_m = 10000^{-2m/d_{\text{model}}}$, "
          r"$\text{pair } m = (\sin(i f_m), \cos(i f_m))$): for an offset $\delta$ the code change of pair $m$ is "
          r"$\lVert (p_{i+\delta} - p_i)_m\rVert = 2|\sin(\delta f_m/2)|$, the same at every position $i$; its scale is $f_m$ "
          r"(slope at $\delta \to 0$), and these scales are all different: $f_{m+1} = 10000^{-2/d} f_m < f_m$, from $f_0 = 1$ "
          r"down to $f_{d/2-1} = 10000^{-(d-2)/d}$. For a unit offset the change $2\sin(f_m/2)$ is strictly decreasing in $m$ "
          r"($2\sin(x/2)$ is strictly increasing on $[0, 1]$ and $0 < f_m \le 1$), so no two pairs resolve positions at the "
          r"same scale: $d = 512$: $2\sin(1/2) = 0.9589$ for $m = 0$ down to $1.0366 \cdot 10^{-4}$ for $m = 255$. This is the "
          r'second clause "但提供不同尺度的位置分辨率" of the §6.2.7 sentence whose first clause (equal energy) is '
          r"pair_energy_is_exactly_one. Which end captures long and which short distances is left in the appendix.",
)


@claim.proof
def proof(pf):
    t, x = sp.symbols("t x", real=True)
    chord(pf, t + x, t, "chord of pair m: (sin(t + x) - sin t)^2 + (cos(t + x) - cos t)^2 = 4 sin^2(x/2), x = δ f_m, "
          "t = i f_m (independent of i)")
    m = sp.Symbol("m", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    f = lambda k: sp.Integer(10000) ** (-2 * k / d)  # noqa: E731
    pf.eq("f_{m+1} / f_m = 10000^{-2/d}", sp.powsimp(f(m + 1) / f(m), force=True), sp.Integer(10000) ** (-2 / d))
    pf.true("log(10000^{-2/d}) = -2 log(10000)/d < 0, so f_{m+1} < f_m: the scales are pairwise different",
            sp.Lt(sp.expand_log(sp.log(sp.Integer(10000) ** (-2 / d)), force=True), 0))
    pf.true("log f_m = -2m log(10000)/d <= 0, so 0 < f_m <= 1",
            sp.Le(sp.expand_log(sp.log(f(m)), force=True), 0))
    pf.true("2 sin(x/2) is strictly increasing on [0, 1], so the unit-offset change 2 sin(f_m/2) strictly decreases in m",
            sp.Eq(sp.is_strictly_increasing(2 * sp.sin(x / 2), sp.Interval(0, 1), x), True))
    pf.eq("m = 0: f_0 = 1, unit-offset change 2 sin(1/2)", 2 * sp.sin(f(0) / 2), 2 * sp.sin(sp.Rational(1, 2)))


@claim.check
def check(ctx, d, k, i):
    m = k % (d // 2 - 1) if d > 2 else 0
    if d == 2:  # one pair only: its unit-offset change is 2 sin(1/2) > 0 (a scale of its own)
        f = inv_freq(ctx, 0, d)
        a, b = ctx.num(i) * f, ctx.num(i + 1) * f
        ch2 = (ctx.sin(b) - ctx.sin(a)) ** 2 + (ctx.cos(b) - ctx.cos(a)) ** 2
        return Lt(ctx.num(0), ch2)

    def chord2(mm):
        f = inv_freq(ctx, mm, d)
        a, b = ctx.num(i) * f, ctx.num(i + 1) * f
        return (ctx.sin(b) - ctx.sin(a)) ** 2 + (ctx.cos(b) - ctx.cos(a)) ** 2

    # the measured unit-offset code change of pair m + 1 is strictly smaller than that of pair m
    return Lt(chord2(m + 1), chord2(m))
