import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Lt, Source
from suite.domains import dims, positions
from theorems._lemmas.trig import chord

DOC1 = '001_8a5acf2bc849a6e4.txt'

PARTS = ("frequency ω_{i+1} < ω_i", "per-step change c_{i+1} < c_i")

claim = Claim(
    title=r"With $\omega = 1/10000^{2i/d}$, small $i$ means the highest frequency and the fastest change between "
          r"adjacent positions; large $i$ the lowest and slowest",
    statement=r"In document 001's notation (pair $i$ maps $\text{pos}$ to $(\sin(\omega \cdot \text{pos}), "
              r"\cos(\omega \cdot \text{pos}))$, $\omega = \omega_i = 1/10000^{2i/d}$): $\omega_{i+1}/\omega_i = "
              r"10000^{-2/d} < 1$, so $\omega_0 = 1 > \omega_1 > \dots > \omega_{d/2-1} > 0$; the change of pair $i$ "
              r"between adjacent positions is $c_i = \lVert (\sin(\omega(\text{pos}+1)), \cos(\omega(\text{pos}+1))) "
              r"- (\sin(\omega \cdot \text{pos}), \cos(\omega \cdot \text{pos})) \rVert = 2 \sin(\omega_i/2)$ at "
              r"every $\text{pos}$, strictly decreasing in $i$ since $0 < \omega_i \le 1 < \pi$. For $d = 512$: pair "
              r"0 ($\omega = 1$, period $2\pi \approx 6.28$ positions) changes by $2 \sin(1/2) = 0.9589$ per step; "
              r"pair 255 ($\omega = 10000^{-510/512} = 1.0366 \cdot 10^{-4}$, period $\approx 60611$ positions) by "
              r"$1.0366 \cdot 10^{-4}$. The small-$i$ pairs are the high-frequency, fast-oscillating ones; the "
              r"large-$i$ pairs the low-frequency, slowly varying ones. The check tests $\omega_{i+1} < \omega_i$, or "
              r"$c_{i+1} < c_i$ computed from the code at a position $\text{pos}$.",
    hypotheses=r"$d$ even $\ge 4$; base 10000; $0 \le i < d/2 - 1$; $\text{pos}$ real (integer positions in the "
               r"document)",
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
    sharp="identities and strict monotonicity; the $d = 512$ values are bracketed exactly.",
    notes=r"Statement (document 001's notation: pair $i$ maps $\text{pos}$ to $(\sin(w \, \text{pos}), \cos(w \, "
          r"\text{pos}))$, $w = w_i = 1/10000^{2i/d}$): $w_{i+1}/w_i = 10000^{-2/d} < 1$, so $w_0 = 1 > w_1 > \dots > "
          r"w_{d/2-1}$; the change of pair $i$ between adjacent positions is $\lVert (\sin(w(\text{pos}+1)), "
          r"\cos(w(\text{pos}+1))) - (\sin(w \, \text{pos}), \cos(w \, \text{pos})) \rVert = 2 \sin(w_i/2)$ at every "
          r"$\text{pos}$, which strictly decreases in $i$ because $0 < w_i \le 1 < \pi$. For $d = 512$: pair 0 has $w "
          r"= 1$ (period $2\pi \approx 6.28$ positions) and changes by $2 \sin(1/2) = 0.9589$ per step; pair 255 has $w = "
          r"10000^{-510/512} = 1.0366 \cdot 10^{-4}$ (period 60611.5 positions) and changes by $1.0366 \cdot 10^{-4}$ "
          r"per step. So the small-$i$ pair is the high-frequency, fast-oscillating one and the large-$i$ pair the "
          r"low-frequency, slowly varying one.",
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
