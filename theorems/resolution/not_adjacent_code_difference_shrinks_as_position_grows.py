import sympy as sp
from hypothesis import strategies as st

from numeric.chord import STEP_READINGS as READINGS, adjacent_step
from numeric.encoding import inv_freq
from suite import Claim, Lt, Source
from suite.domains import dims, positions
from theorems._lemmas.trig import adjacent_step_steps

DOC2 = '002_3d0c6d33c4aad084.txt'


claim = Claim(
    title="Refuted (§二): the change between adjacent positions' codes shrinks as $pos$ or the sequence length grows — it is "
          "the same at every position",
    statement=r"Document 002 §二 says the per-step change $D(pos)$ of the encoding (between $pos$ and $pos+1$) decreases as "
              r"$pos$ or the sequence length grows ($D(pos+L) < D(pos)$, $L > 0$), 'because the numerator difference is 1 "
              r"while the denominator grows exponentially', so that large $i$ and large $pos$ make it tiny and, for long "
              r"sequences, adjacent tokens' elements become indistinct. In fact, per pair, $D_i(pos)^2 = 4\sin^2(\omega_i/2)$ "
              r"for every $pos$ (SymPy, symbolic $\omega$, $pos$, $L$), and the whole vector's "
              r"$D(pos)^2 = \sum_i 4\sin^2(\omega_i/2)$ is constant too; element by element the step is "
              r"$2\sin(\omega_i/2)|\cos((pos+\tfrac{1}{2})\omega_i)|$ (sine) or $2\sin(\omega_i/2)|\sin((pos+\tfrac{1}{2})\omega_i)|$ "
              r"(cosine), periodic in $pos$, so it does not decrease. The denominator $10000^{2i/d}$ contains no $pos$. The "
              r"check tests $D(pos+L) < D(pos)$ for the pair, the sine element or the cosine element of pair $i$.",
    hypotheses=r"$d$ even; pair $i$ with $\omega_i = 10000^{-2i/d}$; positions $pos \ge 0$; $L \ge 1$",
    expect="refuted",
    wrong=r"$\lVert p_{pos+1} - p_{pos}\rVert^2 = \sum_i 4\sin^2(\omega_i/2)$ does not depend on $pos$, and per pair the step "
          r"is $2\sin(\omega_i/2)$ at every position: the adjacent difference does not shrink as $pos$ or the sequence length "
          r"grows. Element by element the step is periodic in $pos$: the cosine element at $\omega = 1.04 \cdot 10^{-4}$ "
          r"changes by $5.4 \cdot 10^{-9}$ at $pos$ 0 but $1.07 \cdot 10^{-5}$ at $pos$ 1000 ($2000\times$ more), the sine "
          r"element of pair 0 by 0.068 at $pos$ 1 but 0.898 at $pos$ 3. The reason given does not involve $pos$: the "
          r"denominator $10000^{2i/d}$ is the same at every position, so adjacent phases differ by exactly $\omega_i$ "
          r"everywhere. What is slow is a function of $i$ alone ($2\sin(\omega_i/2) \approx \omega_i$), already at $pos = 0$.",
    error_kind="false general statement",
    survives="partly: the dependence on $i$ survives (high pairs change slowly at every position, "
             "per_step_change_decreases_with_pair_index); the dependence on $pos$ or on the sequence length does not",
    correction="adjacent_code_difference_is_independent_of_position",
    sources=[
        Source(DOC2, "§二", "如果token序列长度非常长，随着`pos`值的增大，位置编码的变化变得越来越平缓，尤其是高维度的部分(即i较大)，"
                            "位置之间的差异变得非常微小"),
        Source(DOC2, "§二", "注意这里指的是不同`pos`位置之间的差异会随着`pos`值的增大而减小"),
        Source(DOC2, "§二 (explanation)",
               "不同`pos`位置之间的差异会随着`pos`值的增大而减小，因为两个相邻`pos`位置的差异在分子上仅仅为1，"
               "而分母是指数级增长(2的幂次)", aspect="reasoning"),
        Source(DOC2, "§二 (before the example)", "套入公式计算就可以看到，`i`和`pos`较大时两者的差异非常微小",
               fidelity="partial", part="that a large $pos$ (not only a large $i$) makes the difference between "
                                        "adjacent positions tiny"),
        Source(DOC2, "§二 (after the plot)", "当序列变长（seq_length较大），远距离(较大的i)相邻token对应元素之间的差异会变得不明显",
               fidelity="partial", part="that the difference between adjacent tokens' elements becomes indistinct as "
                                        "the sequence becomes longer (`seq_length` larger), i.e. that it depends on "
                                        "the length or the position; that large-$i$ elements of adjacent tokens differ "
                                        "little is true (plotted_column_64_changes_slowly_compared_with_column_0)"),
    ],
    domain={"reading": st.sampled_from(READINGS), "d": dims(lo=2, hi=512), "m": st.integers(0, 255), "pos": positions(),
            "L": st.integers(1, 10**6)},
    examples=[
        {"reading": READINGS[2], "d": 512, "m": 255, "pos": 0, "L": 1000},
        {"reading": READINGS[1], "d": 2, "m": 0, "pos": 1, "L": 2},
    ],
    sharp='exact.',
    notes=r"Statement (document 002, §二): as $pos$ grows the encoding changes more and more gently and the difference "
          r"between (adjacent) positions decreases as $pos$ increases — because the numerator difference is 1 while the "
          r"denominator grows exponentially — so that large $i$ and large $pos$ make the difference tiny, and for longer "
          r"sequences adjacent tokens' elements become indistinct. Refutation: per pair, "
          r"$\lVert \text{pair}_i(pos+1) - \text{pair}_i(pos)\rVert^2 = 4\sin^2(w_i/2)$ at every $pos$, and the whole "
          r"vector's step $\sum_i 4\sin^2(w_i/2)$ is constant in $pos$: nothing shrinks as $pos$ or the sequence length "
          r"grows. Element by element the step is $2\sin(w_i/2)|\cos((pos+1/2)w_i)|$ (sine) and "
          r"$2\sin(w_i/2)|\sin((pos+1/2)w_i)|$ (cosine): periodic in $pos$, not decreasing (cosine element at "
          r"$w = 1.04 \cdot 10^{-4}$: $5.4 \cdot 10^{-9}$ at $pos$ 0, $1.07 \cdot 10^{-5}$ at $pos$ 1000; sine element of pair "
          r"0: 0.068 at $pos$ 1, 0.898 at $pos$ 3). The reason given is no reason: the denominator $10000^{2i/d}$ contains no "
          r"$pos$, so adjacent phases differ by $w_i$ at every position. (That the denominator grows by powers of 2 is a "
          r"separate error: not_denominator_grows_as_powers_of_2. The opposite claim of §三, violent change at long inputs, "
          r"is not_encoding_values_change_more_violently_at_long_inputs.)",
)


@claim.proof
def proof(pf):
    pos = sp.Symbol("pos", real=True)
    w, L = sp.Symbol("omega", positive=True), sp.Symbol("L", positive=True)

    D2 = adjacent_step_steps(pf, pos, w)
    i = sp.Symbol("i", nonnegative=True, integer=True)
    d = sp.Symbol("d", positive=True, integer=True)
    den = sp.Integer(10000) ** (2 * i / d)
    pf.eq("the reason: the denominator 10000^(2i/d) has ∂/∂pos = 0", sp.diff(den, pos), 0)
    pf.eq("the reason: adjacent phases differ by (pos+1)/den − pos/den = 1/den = ω_i at every pos", (pos + 1) / den - pos / den,
          1 / den)
    pf.refute("claimed (pair): shrinks, sign(D_i(pos)² − D_i(pos+L)²) = +1 (all ω, pos, L > 0)",
              sp.sign(D2(pos) - D2(pos + L)), 1)


@claim.check
def check(ctx, reading, d, m, pos, L):
    w = inv_freq(ctx, m % (d // 2), d)
    now, later = adjacent_step(ctx, reading, w, pos), adjacent_step(ctx, reading, w, pos + L)
    return Lt(later, now)  # the claim: the step at pos + L is smaller
