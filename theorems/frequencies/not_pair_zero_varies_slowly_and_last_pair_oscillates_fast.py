import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims, positions
from theorems._lemmas.trig import chord

DOC1 = '001_8a5acf2bc849a6e4.txt'

LABELS = ("低频/高频: ω_0 ≤ ω_{d/2−1}", "缓慢变化/快速振荡: c_0 ≤ c_{d/2−1}")

claim = Claim(
    title=r"Refuted: the small-$i$ pair ($\omega = 1$) is the low-frequency, slowly varying one and the large-$i$ "
          r"pair ($\omega \approx 10^{-4}$) the high-frequency, fast oscillating one — the labels are swapped",
    statement=r"The comments of 001's code block 2 ($d = 512$, $\omega_i = 1/10000^{2i/d}$) call the small-$i$ pair "
              r"'低频维度（i 小）' and '缓慢变化' and the large-$i$ pair '高频维度（i 大）' and '快速振荡', i.e. $\omega_0 \le "
              r"\omega_{255}$ (frequency) and $c_0 \le c_{255}$, with $c_i = \lVert \text{pair}_i(\text{pos}+1) - "
              r"\text{pair}_i(\text{pos}) \rVert$ the change between adjacent positions. In fact $\omega_i$ strictly "
              r"decreases in $i$ ($\omega_0 = 1 > \omega_{255} = 1.0366 \cdot 10^{-4}$) and $c_i = 2 "
              r"\sin(\omega_i/2)$ at every $\text{pos}$: $c_0 = 2 \sin(1/2) = 0.9589 > c_{255} = 1.0366 \cdot "
              r"10^{-4}$ (periods $2\pi \approx 6.28$ versus $2\pi/\omega_{255} \approx 60611$ positions). The check tests "
              r"the comments' claim, $\omega_0 \le \omega_{d/2-1}$ or $c_0 \le c_{d/2-1}$ (computed from the code at "
              r"a position $\text{pos}$), for even $d \ge 4$.",
    hypotheses=r"$d = 512$ in the document (check: every even $d \ge 4$); base 10000; $\text{pos}$ an integer "
               r"position",
    expect="refuted",
    wrong=r"$\omega_i = 10000^{-2i/d}$ strictly decreases in $i$: $\omega_0 = 1$ is the highest frequency and "
          r"$\omega_{255} = 10000^{-255/256} = 1.0366 \cdot 10^{-4}$ the lowest. The change of pair $i$ between "
          r"adjacent positions is $2 \sin(\omega_i/2)$ at every position: 0.959 for pair 0 (period $2\pi \approx 6.3$ "
          r"positions, the fastest) and $1.04 \cdot 10^{-4}$ for pair 255 (period $\approx 60611$ positions, the "
          r"slowest). The comments 低频/高频 and 缓慢变化/快速振荡 are all swapped; the values 1.0 and 0.0001 are right.",
    error_kind="swapped labels",
    survives=r"yes: only the names low/high frequency and slow/fast are swapped; the values 1.0 and $\approx 0.0001$ "
             r"are right and the rotation / linear-shift property of §3–§5, §9 and §10 does not depend on which end "
             r"is called low frequency",
    correction="small_i_pairs_have_the_highest_frequency_and_change_fastest",
    sources=[
        Source(DOC1, "§6 python code block 2", "# 低频维度（i 小）"),
        Source(DOC1, "§6 python code block 2", "# 缓慢变化"),
        Source(DOC1, "§6 python code block 2", "# 高频维度（i 大）"),
        Source(DOC1, "§6 python code block 2", "# 快速振荡"),
    ],
    domain={"d": dims(lo=4), "pos": positions(), "label": st.sampled_from(LABELS)},
    examples=[{"d": 512, "pos": 0, "label": LABELS[0]}, {"d": 512, "pos": 0, "label": LABELS[1]}],
    sharp='exact values.',
    notes=r"Statement (document 001, §6 python code block 2, $d = 512$, its $w = 1/10000^{2i/d}$): the comments label "
          r'the small-$i$ pair "低频维度（i 小）" and "缓慢变化" (low frequency, varies slowly) and the large-$i$ pair "高频维度（i '
          r'大）" and "快速振荡" (high frequency, oscillates fast); i.e. $w_0 \le w_{255}$ and $c_0 \le c_{255}$, with '
          r"$c_i$ the change of pair $i$ between adjacent positions. Refutation: $w_i = 10000^{-2i/d}$ strictly "
          r"decreases in $i$: $w_0 = 1 > w_{255} = 1.0366 \cdot 10^{-4}$. The change of pair $i$ between adjacent "
          r"positions is $2 \sin(w_i/2)$ at every $\text{pos}$ (see "
          r"small_i_pairs_have_the_highest_frequency_and_change_fastest): $2 \sin(1/2) = 0.9589$ for pair 0 versus $2 "
          r"\sin(w_{255}/2) = 1.0366 \cdot 10^{-4}$ for pair 255; the periods are $2\pi \approx 6.28$ versus $2\pi/w_{255} "
          r"\approx 60611$ positions. Pair 0 is the fastest, pair 255 the slowest: the four labels are swapped together "
          r"(the values 1.0 and 0.0001 themselves are right; the names $w_{\text{small}}$ / $w_{\text{large}}$ refer "
          r"to $i$).",
)


@claim.proof
def proof(pf):
    w255 = sp.Integer(10000) ** sp.Rational(-510, 512)
    c0, c255 = 2 * sp.sin(sp.Rational(1, 2)), 2 * sp.sin(w255 / 2)
    pos, w = sp.Symbol("pos", real=True), sp.Symbol("omega", positive=True)
    pf.eq("ω_0 = 1/10000^(2·0/512) = 1", 1 / sp.Integer(10000) ** sp.Rational(0, 512), 1)
    chord(pf, (pos + 1) * w, pos * w, "per-step change² of a pair = 4 sin²(ω/2) at every pos", half=w / 2)
    # the comments claim ω_0 <= ω_255 ('低频' at i = 0) and c_0 <= c_255 ('缓慢变化' at i = 0)
    pf.refute("claimed '低频 (i 小)' vs '高频 (i 大)': max(ω_0 − ω_255, 0) = 0", sp.Max(1 - w255, 0), 0)
    pf.refute("claimed '缓慢变化' vs '快速振荡': max(c_0 − c_255, 0) = 0", sp.Max(c0 - c255, 0), 0)


def _step(ctx, pos, m, d):
    w = inv_freq(ctx, m, d)
    a, b = ctx.num(pos) * w, ctx.num(pos + 1) * w
    ds, dc = ctx.sin(b) - ctx.sin(a), ctx.cos(b) - ctx.cos(a)
    return ds * ds + dc * dc


@claim.check
def check(ctx, d, pos, label):
    if label == LABELS[0]:  # the frequency labels: pair 0 has the lower frequency
        return Le(inv_freq(ctx, 0, d), inv_freq(ctx, d // 2 - 1, d))
    # the speed labels: pair 0 changes no more per step than the last pair
    return Le(_step(ctx, pos, 0, d), _step(ctx, pos, d // 2 - 1, d))
