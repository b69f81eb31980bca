import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Lt, Source
from suite.domains import dims, positions
from theorems._lemmas.trig import chord, cos_is_one_exactly_on_2pi_z, half_angle

DOC1 = '001_8a5acf2bc849a6e4.txt'

claim = Claim(
    title="For a fixed pair, all positions lie on one unit circle, and distinct integer positions at distinct angles",
    statement=r"For $\omega = 1/10000^{2i/d}$ and every $\text{pos}$: $\sin^2(\omega \cdot \text{pos}) + \cos^2(\omega \cdot \text{pos}) = 1$, so every position of pair $i$ lies on the "
              r"same circle (radius 1) and differs from the others only by its angle $\omega \cdot \text{pos}$. For integers $p \ne q$ the points "
              r"differ: $(\sin \omega p, \cos \omega p) = (\sin \omega q, \cos \omega q)$ would need $\omega(p - q) = 2\pi n$ with $n \ne 0$, i.e. $\pi = \omega(p - q)/(2n)$, "
              r"an algebraic number ($\omega = 10000^{-2i/d}$ with $2i/d$ rational), but $\pi$ is transcendental. The check tests "
              r"$0 < \lVert \operatorname{point}(p + \text{gap}) - \operatorname{point}(p)\rVert^2$ for $\text{gap} \ge 1$.",
    hypotheses=r"$d$ even $\ge 2$; $0 \le i \le d/2 - 1$; base 10000; integer positions $p \ne q$",
    expect="proved",
    sources=[Source(DOC1, "§6 可视化理解", "所有位置都在同一个圆上，只是角度不同")],
    domain={"d": dims(), "m": st.integers(0, 2047), "pos": positions(), "gap": st.integers(1, 10**6)},
    examples=[{"d": 2, "m": 0, "pos": 0, "gap": 355}, {"d": 512, "m": 255, "pos": 10, "gap": 3}],
    sharp='an identity; distinctness is exact (the points can be close: see integer_positions_never_share_a_code).',
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    pf.eq("same circle: sin²t + cos²t = 1", sp.sin(t) ** 2 + sp.cos(t) ** 2, 1)
    a, b = sp.symbols("a b", real=True)
    chord(pf, a, b, "squared distance of the points at angles a, b is 4 sin²((a − b)/2)")
    x = sp.Symbol("x", real=True)
    half_angle(pf, x, 4, "4 sin²(x/2) = 2 − 2 cos x")
    cos_is_one_exactly_on_2pi_z(pf, x, "so it vanishes exactly when a − b ∈ 2πZ (cos x = 1 ⟺ x ∈ 2πZ, SymPy solveset)")
    i, d = sp.Symbol("i", integer=True, nonnegative=True), sp.Symbol("d", integer=True, positive=True)
    w = sp.Integer(10000) ** (-2 * i / d)
    pf.true("ω = 10000^(−2i/d) is algebraic (rational exponent)", sp.Eq(w.is_algebraic, True))
    g, k = sp.Symbol("g", integer=True, nonzero=True), sp.Symbol("k", integer=True, nonzero=True)
    wa = sp.Symbol("omega", algebraic=True, positive=True)
    pf.true("ω(p − q) = 2πk (p − q = g ≠ 0, k ≠ 0) would make π = ωg/(2k) algebraic", sp.Eq((wa * g / (2 * k)).is_algebraic, True))
    pf.true("but π is transcendental (SymPy), so distinct integer positions have distinct points",
            sp.Eq(sp.pi.is_transcendental, True))
    pf.true("ω > 0, so the angle ω·pos strictly increases with pos", sp.Gt(w, 0))


@claim.check
def check(ctx, d, m, pos, gap):
    w = inv_freq(ctx, m % (d // 2), d)
    a, b = ctx.num(pos) * w, ctx.num(pos + gap) * w
    ds, dc = ctx.sin(b) - ctx.sin(a), ctx.cos(b) - ctx.cos(a)
    return Lt(ctx.num(0), ds * ds + dc * dc)
