import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq, pair_from_fraction
from suite import Claim, Le, Source
from suite.domains import dims
from theorems._lemmas.encoding import freq_sym

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="Small $w_m$ (low dimensions) is the low-frequency end and large $w_m$ the high-frequency end (false: $f_m "
          "= 1/w_m$)",
    statement=r"Source: the frequency of pair $m$ grows with $w_m = 10000^{2m/d}$, i.e. with $m$: low dimensions / "
              r"small $w_m$ are the low-frequency components ($f_0 = 1$ 'low'), high dimensions / large $w_m$ the "
              r"high-frequency ones; hence the high-frequency components have the smaller code differences and the "
              r"low-frequency ones the larger frequency gaps. Checked on the core: $f_m \le f_{m'}$ for $m < m'$.",
    hypotheses=r"$d$ even $\ge 4$; $f_m = 1/w_m = 10000^{-2m/d}$; $0 \le m < m' < d/2$",
    expect="refuted",
    wrong=r"The document's frequency is $f_m = 1/w_m = 10000^{-2m/d}$: it DEcreases in $m$ (and in $w_m$), so the low "
          r"dimensions (small $w_m$) carry the HIGH frequencies ($f_0 = 1 = f_{\max}$, period $2\pi$) and the high "
          r"dimensions the low ones. With the labels as written: $d = 4$: $f_0 = 1 > f_1 = 0.01$ (so $f_0$ is not "
          r"'low'); the higher-frequency pair has the LARGER adjacent difference ($2 \sin(1/2) = 0.959$ vs $2 "
          r"\sin(0.005) = 0.010$); the gaps $g_m = f_{m-1} - f_m$ shrink toward the LOW-frequency end ($d = 8$: 0.9 "
          r"vs 0.009); and after (6.2.15) the period parameter $w_m$ is called the frequency ('与频率$\omega_m$成反比'), "
          r"while with respect to the frequency $f_m$ the code difference $\approx |\delta| f_m$ is proportional, not "
          r"inversely. What the sentences say about $w_m$ itself (large $w_m$: small difference) is right.",
    error_kind="swapped labels",
    survives=r"yes: each statement becomes true when one pair of labels is exchanged: 低频/高频 in §6.2.2, §6.2.3 and "
             r"§6.2.7 (高频成分（如$f_0 = 1$）; 高频成分（小的$\omega_m$）的相邻位置差较大; 高维度使用低频), 低维度/高维度 in §6.2.1 "
             r"(高维度（低频成分）使用较低的频率，能够覆盖较长的位置范围；低维度（高频成分）使用较高的频率，能够精细区分相近的位置; exchanging only 低频/高频 there would "
             r"contradict 较低/较高), and the period parameter for '频率$\omega_m$' after (6.2.15) and in §6.2.7. What the "
             r"sentences say about $\omega_m$ itself is right for offsets with $|\delta| \le \pi \cdot \omega_m$ of "
             r"the faster pair (the $\delta \ll \omega_m$ regime of (6.2.15); e.g. $d = 512$, $\delta = 4$: "
             r"$2|\sin(\delta/2)| = 1.819 < 1.873$ for $\omega_1$, so not for every $\delta$), and the document has "
             r"the correct assignment in §6.2.3 ¶2 (small $m$: fast rotation, fine distinctions) and in $f_{\max} = "
             r"1/\omega_0 = 1$.",
    correction="period_parameter_grows_with_m_so_low_dimensions_are_high_frequency",
    sources=[
        Source(DOC, "§6.2.1, last paragraph",
               r"低维度（低频成分）使用较低的频率，能够覆盖较长的位置范围；高维度（高频成分）使用较高的频率，能够精细区分相近的位置"),
        Source(DOC, "after (6.2.12)", r"低频成分（如$f_0 = 1$）"),
        Source(DOC, "after (6.2.12)", r"高频成分（如$f_{d_{\text{model}}/2-1}"),
        Source(DOC, "after (6.2.13)", r"因此，高频成分（大的$\omega_m$）的相邻位置差较小，低频成分（小的$\omega_m$）的相邻位置差较大"),
        Source(DOC, "after (6.2.15)",
               r"对于高频成分（大的$\omega_m$），相同的位置差产生的编码差异较小；对于低频成分（小的$\omega_m$），相同的位置差产生的编码差异较大"),
        Source(DOC, "after (6.2.15)", r"位置差$\delta$的编码分辨率与频率$\omega_m$成反比", fidelity="partial",
               part=r"the label 频率 (frequency) for the period parameter $\omega_m$: the resolution of pair $m$ is "
                    r"$\approx |\delta|/\omega_m = |\delta| \cdot f_m$, proportional to the frequency $f_m = "
                    r"1/\omega_m$, not inversely ($d = 4$, $\delta = 1$: $f_0 = 1$ gives $2\sin(1/2) = 0.9589$, $f_1 = "
                    r"0.01$ gives 0.0100); the dependence on the symbol $\omega_m$ is "
                    r"chord_length_approximates_offset_over_w"),
        Source(DOC, "after (6.2.17)", r"低频成分的间隔较大，高频成分的间隔较小"),
        Source(DOC, "§6.2.7", "解释了为什么低维度使用低频、高维度使用高频的设计能够提供多尺度的位置表示"),
        Source(DOC, "§6.2.7", r"我们证明了位置差$\delta$的编码分辨率与频率$\omega_m$成反比", fidelity="partial",
               part=r"the label 频率 (frequency) for the period parameter $\omega_m$, as after (6.2.15): the resolution "
                    r"of pair $m$ is $\approx |\delta|/\omega_m = |\delta| \cdot f_m$, proportional to the frequency "
                    r"$f_m = 1/\omega_m$ ($d = 512$, $\delta = 1$: $f_0 = 1$ gives 0.9589, $f_{255} = 1.0366 \cdot "
                    r"10^{-4}$ gives $1.0366 \cdot 10^{-4}$); the dependence on the symbol $\omega_m$ is "
                    r"chord_length_approximates_offset_over_w"),
    ],
    domain={"d": dims(lo=4), "m_frac": st.fractions(0, 1, max_denominator=64), "gap": st.integers(1, 2048)},
    examples=[{"d": 4, "m_frac": 0, "gap": 1}, {"d": 512, "m_frac": 0, "gap": 255}],
    sharp='exact refutations.',
    notes=r"False, one error (the labels low/high frequency are swapped): the document's frequency is $f_m = 1/w_m = "
          r"10000^{-2m/d}$, which DEcreases in $m$, so $f_0 = 1$ is the highest frequency (the document itself says "
          r"$f_{\max} = 1/w_0 = 1$) and large $w_m$ is a LOW frequency. With the labels as written each statement "
          r"fails: $d = 4$: $f_0 = 1 > f_1 = 0.01$; adjacent-code difference $2 \sin(1/2) = 0.959$ (highest "
          r"frequency) $>$ $2 \sin(0.005) = 0.010$; $d = 8$: gap 0.9 at the high-frequency end vs 0.009 at the "
          r"low-frequency end. Conclusion survives: each sentence is true after exchanging 低频/高频 (§6.2.2, §6.2.3, "
          r"§6.2.7) or 低维度/高维度 (§6.2.1).",
)


@claim.proof
def proof(pf):
    d = sp.Symbol("d", positive=True)
    f = lambda k: freq_sym(k, d)
    pf.refute("after (6.2.12): f_0 = 1 is the low end and f_{d/2-1} the high end, sign(f_{d/2-1} - f_0) = 1, fails at d = 4",
              sp.sign(f(d / 2 - 1) - f(0)), 1, at={d: 4})
    chord = lambda x: 2 * sp.sin(x / 2)
    pf.refute("after (6.2.13)/(6.2.15): the higher-frequency pair has the smaller difference (resolution inversely "
              "proportional to the frequency), sign(chord(f_0) - chord(f_1)) = -1, fails at d = 4, delta = 1", sp.sign(chord(f(0)) - chord(f(1))), -1, at={d: 4})
    g = lambda k: f(k - 1) - f(k)
    pf.refute("after (6.2.17): the low-frequency end has the larger gap, sign(g_{d/2-1} - g_1) = 1, fails at d = 8",
              sp.sign(g(d / 2 - 1) - g(1)), 1, at={d: 8})
    pf.refute("core (§6.2.1): frequency increases with m, sign(f_1 - f_0) = 1, fails at d = 4", sp.sign(f(1) - f(0)), 1, at={d: 4})


@claim.check
def check(ctx, d, m_frac, gap):
    m = min(pair_from_fraction(d, m_frac), d // 2 - 2)
    m2 = min(d // 2 - 1, m + gap)
    return Le(inv_freq(ctx, m, d), inv_freq(ctx, m2, d))
