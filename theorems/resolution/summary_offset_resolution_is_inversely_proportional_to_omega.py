import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Le, Source
from suite.domains import dims, positions
from theorems._lemmas.trig import chord

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="The code change of pair m for an offset δ is ≈ |δ|/ω_m (inversely proportional to ω_m) within (|δ|/ω_m)^3/24",
    statement="||(p_{i+δ} - p_i)_m|| = 2|sin(x/2)| with x = |δ|/ω_m, and |2|sin(x/2)| - x| <= x^3/24: the resolution is "
              "|δ|/ω_m up to a relative error x^2/24 (valid for |δ| << ω_m).",
    hypotheses="d even; ω_m = 10000^{2m/d}; integer i >= 0, integer δ != 0",
    expect="approximate",
    kind="approximate",
    bound="| ||(p_{i+δ} - p_i)_m|| - |δ|/ω_m | <= (|δ|/ω_m)^3/24 (relative error <= (δ/ω_m)^2/24): inverse "
          "proportionality to ω_m holds only approximately, for |δ| << ω_m; for |δ| >= pi ω_m the norm is at most 2.",
    sources=[Source(DOC, "§6.2.7", r"我们证明了位置差$\delta$的编码分辨率与频率$\omega_m$成反比", fidelity="partial",
                    part="the dependence on the symbol ω_m: the per-pair code change is ≈ |δ|/ω_m (= |δ| f_m) for "
                         "|δ| << ω_m, inversely proportional to the period parameter ω_m; not the label '频率' given "
                         "to ω_m (the document's frequency is f_m = 1/ω_m, to which the resolution is proportional)")],
    domain={"d": dims(), "k": st.integers(0, 2047), "i": positions(),
            "delta": st.one_of(st.integers(-8, 8), st.integers(-10**4, 10**4)).filter(lambda v: v != 0)},
    examples=[{"d": 512, "k": 0, "i": 3, "delta": 1}, {"d": 512, "k": 128, "i": 100, "delta": 7},
              {"d": 2, "k": 0, "i": 0, "delta": 2}],
    sharp='2 sin(x/2) = x - x^3/24 + O(x^5).',
)


@claim.proof
def proof(pf):
    t, x = sp.symbols("t x", real=True)
    chord(pf, t + x, t, "per-pair squared norm = 4 sin^2(x/2)")
    pf.eq("Taylor: 2 sin(x/2) = x - x^3/24 + O(x^5)", sp.series(2 * sp.sin(x / 2), x, 0, 5).removeO(), x - x ** 3 / 24)
    g = x ** 3 / 24 - x + 2 * sp.sin(x / 2)
    pf.eq("g(x) = x^3/24 - x + 2 sin(x/2) has g(0) = 0", g.subs(x, 0), 0)
    pf.eq("g'(x) = x^2/8 - 1 + cos(x/2), g'(0) = 0", sp.diff(g, x).subs(x, 0), 0)
    pf.eq("g''(x) = (x/2 - sin(x/2))/2", sp.diff(g, x, 2), (x / 2 - sp.sin(x / 2)) / 2)
    pf.note("remainder", "sin y <= y for y >= 0, so g'' >= 0 on [0, oo), hence g', g >= 0: x - 2 sin(x/2) <= x^3/24; "
                         "and 2 sin(x/2) <= x; for x > 2 pi where sin(x/2) < 0, x - 2|sin(x/2)| <= x <= x^3/24 "
                         "(x >= sqrt 24). SymPy does not decide sin y <= y.")


@claim.check
def check(ctx, d, k, i, delta):
    f = inv_freq(ctx, pair_from_integer(d, k), d)
    a, b = ctx.num(i) * f, ctx.num(i + delta) * f
    ds, dc = ctx.sin(b) - ctx.sin(a), ctx.cos(b) - ctx.cos(a)
    norm = ctx.sqrt(ctx.abs(ds * ds + dc * dc))
    x = ctx.num(abs(delta)) * f
    return Le(ctx.abs(norm - x), x * x * x / 24, scale=2.0 + float(i + abs(delta)))
