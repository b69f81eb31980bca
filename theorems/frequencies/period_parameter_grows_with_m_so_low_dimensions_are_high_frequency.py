import sympy as sp
from hypothesis import strategies as st

from numeric.chord import pair_difference_norm
from numeric.encoding import inv_freq, pair_from_fraction
from suite import Claim, Lt, Source
from suite.domains import dims, positions
from theorems._lemmas.trig import chord

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="$w_m = 10000^{2m/d}$ increases in $m$: low dimensions have the high frequencies, large steps and short "
          "turns",
    statement=r"$w_{m+1} = 10000^{2/d} w_m > w_m$; hence $f_m = 1/w_m$ decreases ($f_0 = 1$ is the highest "
              r"frequency), the angle per position $1/w_m$ and the adjacent-code difference $2 \sin(1/(2 w_m))$ "
              r"decrease in $m$, and the positions per turn $2\pi w_m$ increase in $m$.",
    hypotheses=r"$d$ even $\ge 4$; $0 \le m < d/2 - 1$; $w_m = 10000^{2m/d}$; integer positions",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.3 ¶2", r"对于低维度（小的$m$），$\omega_m$较小，旋转角度较大，点迅速遍历整个圆周"),
        Source(DOC, "§6.2.3 ¶2", r"这意味着相邻位置在编码中会有显著差异，能够精细区分相近的位置"),
        Source(DOC, "§6.2.3 ¶2", r"对于高维度（大的$m$），$\omega_m$较大，旋转角度较小，点运动缓慢"),
        Source(DOC, "§6.2.3 ¶2", r"需要很多步才能遍历整个圆周"),
        Source(DOC, "§6.2.3 ¶2", r"这意味着相邻位置在编码中差异较小"),
        Source(DOC, "§6.2.1, last paragraph",
               r"低维度（低频成分）使用较低的频率，能够覆盖较长的位置范围；高维度（高频成分）使用较高的频率，能够精细区分相近的位置",
               role="corrects"),
        Source(DOC, "after (6.2.13)",
               r"因此，高频成分（大的$\omega_m$）的相邻位置差较小，低频成分（小的$\omega_m$）的相邻位置差较大", role="corrects"),
    ],
    domain={"d": dims(lo=4), "m_frac": st.fractions(0, 1, max_denominator=64), "i": positions()},
    examples=[{"d": 4, "m_frac": 0, "i": 0}, {"d": 512, "m_frac": 0, "i": 1000}],
    sharp='strict monotonicity.',
    notes=r"Statement (doc 003's notation: $w_m = 10000^{2m/d}$ the period parameter, $f_m = 1/w_m$ the frequency, "
          r"pair $m$ $= (\sin(i/w_m), \cos(i/w_m))$): $w_{m+1} = 10000^{2/d} w_m > w_m$, so * $f_m = 1/w_m$ strictly "
          r"decreases in $m$: pair 0 has the highest frequency $f_0 = 1$, pair $d/2 - 1$ the lowest; * the rotation "
          r"angle per position, $1/w_m$, decreases in $m$ (pair 0: 1 rad; $d = 512$, $m = 255$: $\approx 1.04 \cdot "
          r"10^{-4}$ rad); * the difference between adjacent codes in pair $m$, $2 \sin(1/(2 w_m))$, decreases in $m$ "
          r"(0.959 at $m = 0$); * a full turn takes $2\pi w_m$ positions, increasing in $m$ ($2\pi \approx 6.3$ at $m "
          r"= 0$, $\approx 60611$ at $d = 512$, $m = 255$). So small $m$ (small $w_m$) is the HIGH-frequency, "
          r"fine-grained end and large $m$ (large $w_m$) the LOW-frequency, coarse end.",
)


@claim.proof
def proof(pf):
    m = sp.Symbol("m", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    w = lambda k: sp.Integer(10000) ** (2 * k / d)
    pf.eq("w_{m+1} / w_m = 10000^{2/d}", w(m + 1) / w(m), sp.Integer(10000) ** (2 / d))
    pf.true("10000^{2/d} > 1 (its log 2 ln(10000)/d is positive), so w_{m+1} > w_m", sp.Gt(2 * sp.log(10000) / d, 0))
    pf.eq("f_{m+1} / f_m = w_m / w_{m+1} = 10000^{-2/d} < 1: the frequency decreases", (1 / w(m + 1)) / (1 / w(m)),
          sp.Integer(10000) ** (-2 / d))
    pf.eq("f_0 = 1/w_0 = 1", 1 / w(0), 1)
    y = sp.Symbol("y", real=True)
    pf.true("the adjacent-code difference 2 sin(y/2) (y = 1/w_m in (0, 1]) increases with y, so it decreases in m",
            sp.Eq(sp.is_increasing(2 * sp.sin(y / 2), sp.Interval(0, 1)), True))
    t, h = sp.symbols("t h", real=True)
    chord(pf, t + h, t, "the adjacent difference of pair m has norm 2|sin(h/2)|, h = 1/w_m, at every position")
    pf.eq("positions per full turn: 2 pi w_{m+1} = 10000^{2/d} (2 pi w_m)", 2 * sp.pi * w(m + 1),
          sp.Integer(10000) ** (2 / d) * 2 * sp.pi * w(m))


@claim.check
def check(ctx, d, m_frac, i):
    m = min(pair_from_fraction(d, m_frac), d // 2 - 2)
    fast = pair_difference_norm(ctx, i, 1, inv_freq(ctx, m, d))
    slow = pair_difference_norm(ctx, i, 1, inv_freq(ctx, m + 1, d))
    return Lt(slow, fast)
