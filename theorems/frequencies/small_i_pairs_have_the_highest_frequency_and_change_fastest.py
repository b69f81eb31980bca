import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Lt, Source
from suite.domains import dims, positions
from theorems._lemmas.trig import chord

DOC1 = '001_8a5acf2bc849a6e4.txt'

PARTS = ("frequency ω_{i+1} < ω_i", "per-step change c_{i+1} < c_i")

claim = Claim(
    title="With ω = 1/10000^(2i/d), small i means the highest frequency and the fastest change between adjacent positions; "
          "large i the lowest and slowest",
    statement="In document 001's notation (pair i maps pos to (sin(ω·pos), cos(ω·pos)), ω = ω_i = 1/10000^(2i/d)): "
              "ω_{i+1}/ω_i = 10000^(−2/d) < 1, so ω_0 = 1 > ω_1 > … > ω_{d/2−1} > 0; the change of pair i between adjacent "
              "positions is c_i = ‖(sin(ω(pos+1)), cos(ω(pos+1))) − (sin(ω·pos), cos(ω·pos))‖ = 2 sin(ω_i/2) at every pos, "
              "strictly decreasing in i since 0 < ω_i ≤ 1 < π. For d = 512: pair 0 (ω = 1, period 2π ≈ 6.28 positions) changes "
              "by 2 sin(1/2) = 0.9589 per step; pair 255 (ω = 10000^(−510/512) = 1.0366·10⁻⁴, period ≈ 60611 positions) by "
              "1.0366·10⁻⁴. The small-i pairs are the high-frequency, fast-oscillating ones; the large-i pairs the "
              "low-frequency, slowly varying ones. The check tests ω_{i+1} < ω_i, or c_{i+1} < c_i computed from the code at "
              "a position pos.",
    hypotheses="d even >= 4; base 10000; 0 <= i < d/2 - 1; pos real (integer positions in the document)",
    expect="proved",
    sources=[
        Source(DOC1, "§6 可视化理解", "$ ω = 1/10000^{2i/d} $", role="defines"),
        Source(DOC1, "§6 python code block 2", "# 低频维度（i 小）", role="corrects"),
        Source(DOC1, "§6 python code block 2", "# 缓慢变化", role="corrects"),
        Source(DOC1, "§6 python code block 2", "# 高频维度（i 大）", role="corrects"),
        Source(DOC1, "§6 python code block 2", "# 快速振荡", role="corrects"),
    ],
    domain={"d": dims(lo=4), "m": st.integers(0, 2046), "pos": positions(), "part": st.sampled_from(PARTS)},
    examples=[{"d": 512, "m": 0, "pos": 0, "part": PARTS[1]}, {"d": 512, "m": 254, "pos": 1000, "part": PARTS[1]},
              {"d": 512, "m": 254, "pos": 0, "part": PARTS[0]}],
    sharp='identities and strict monotonicity; the d = 512 values are bracketed exactly.',
    notes="Statement (document 001's notation: pair i maps pos to (sin(w pos), cos(w pos)), w = w_i = 1/10000^(2i/d)): w_{i+1}/w_i = 10000^(-2/d) < 1, so w_0 = 1 > w_1 > ... > w_{d/2-1}; the change of pair i between adjacent positions is ||(sin(w(pos+1)), cos(w(pos+1))) - (sin(w pos), cos(w pos))|| = 2 sin(w_i/2) at every pos, which strictly decreases in i because 0 < w_i <= 1 < pi. For d = 512: pair 0 has w = 1 (period 2 pi = 6.28 positions) and changes by 2 sin(1/2) = 0.9589 per step; pair 255 has w = 10000^(-510/512) = 1.0366e-4 (period 60611.5 positions) and changes by 1.0366e-4 per step. So the small-i pair is the high-frequency, fast-oscillating one and the large-i pair the low-frequency, slowly varying one.",
)


@claim.proof
def proof(pf):
    i = sp.Symbol("i", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    pos = sp.Symbol("pos", real=True)
    w, t = sp.Symbol("omega", positive=True), sp.Symbol("t")
    wi = lambda k: 1 / sp.Integer(10000) ** (2 * k / d)
    pf.eq("ω_0 = 1", wi(0), 1)
    pf.eq("log(ω_{i+1}/ω_i) = −2 ln(10000)/d", sp.expand_log(sp.log(wi(i + 1) / wi(i)), force=True),
          -2 * sp.log(10000) / d)
    pf.true("−2 ln(10000)/d < 0: ω strictly decreases in i", sp.Lt(-2 * sp.log(10000) / d, 0))
    chord(pf, w * (pos + 1), w * pos, "c² = 4 sin²(ω/2) at every pos", half=w / 2)
    pf.true("2 sin(t/2) is strictly increasing on (0, 1] (so c_i decreases with ω_i, i.e. in i)",
            sp.is_strictly_increasing(2 * sp.sin(t / 2), sp.Interval.Lopen(0, 1), t))
    w255 = sp.Integer(10000) ** sp.Rational(-510, 512)
    pf.true("d = 512: 0.9588 < c_0 = 2 sin(1/2) < 0.9589",
            sp.And(sp.Gt(2 * sp.sin(sp.Rational(1, 2)), sp.Rational(9588, 10000)),
                   sp.Lt(2 * sp.sin(sp.Rational(1, 2)), sp.Rational(9589, 10000))))
    pf.true("d = 512: 1.0366·10⁻⁴ < ω_255 < 1.0367·10⁻⁴",
            sp.And(sp.Gt(w255, sp.Rational(10366, 10**8)), sp.Lt(w255, sp.Rational(10367, 10**8))))
    pf.true("d = 512: c_255 = 2 sin(ω_255/2) < ω_255 < 1.0367·10⁻⁴ (sin x < x for x > 0)",
            sp.Lt(2 * sp.sin(w255 / 2), sp.Rational(10367, 10**8)))
    pf.true("d = 512: the period 2π/ω_255 lies in (60611, 60612)",
            sp.And(sp.Gt(2 * sp.pi / w255, 60611), sp.Lt(2 * sp.pi / w255, 60612)))


def _step2(ctx, pos, m, d):
    w = inv_freq(ctx, m, d)
    a, b = ctx.num(pos) * w, ctx.num(pos + 1) * w
    ds, dc = ctx.sin(b) - ctx.sin(a), ctx.cos(b) - ctx.cos(a)
    return ds * ds + dc * dc


@claim.check
def check(ctx, d, m, pos, part):
    m = m % (d // 2 - 1)
    if part == PARTS[0]:
        return Lt(inv_freq(ctx, m + 1, d), inv_freq(ctx, m, d))
    return Lt(_step2(ctx, pos, m + 1, d), _step2(ctx, pos, m, d))
