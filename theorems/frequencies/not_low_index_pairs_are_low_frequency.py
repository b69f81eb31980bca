import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import bases, dims

D0 = "000_da7a9c08a271989b.txt"

claim = Claim(
    title="The frequency of pair $m$ increases with $m$: low dimensions are the low frequencies (false: swapped)",
    statement=r"Claimed: for $0 \le m < d/2 - 1$ the frequency of pair $m$ is at most that of pair $m + 1$ (so pair "
              r"$d/2 - 1$ has the highest frequency and small $m$ the long periods). The frequency is "
              r"$\text{base}^{-2m/d}$: document 000's $\omega_m$ of (6.1.2). In fact it strictly decreases: $d = 4$, "
              r"base 10000: 1 at $m = 0$ $>$ $1/100$ at $m = 1$.",
    hypotheses=r"$\text{base} > 1$ (10000 in the documents); $d$ even $\ge 4$; frequency of pair $m$ $= "
               r"\text{base}^{-2m/d}$ (000: $\omega_m$ of (6.1.2))",
    expect="refuted",
    error_kind="swapped labels",
    survives=r"partly: the encoding is multi-scale as the document says, with the two ends swapped back: small $m$ "
             r"carries the high frequencies (frequency 1, period $2\pi$) and separates nearby positions, large $m$ "
             r"the low ones (period $2\pi \cdot 10000^{(d-2)/d}$) and the coarse position; document 000 itself says "
             r"it the right way after (6.1.19), line 179 (低维度（高频成分）...), while line 154 of §6.1.4 repeats the swap. "
             r"What is argued from the wrong label does not survive: the 'no folding' of §6.1.1 (第一), see "
             r"not_no_pair_folds_within_10000_positions.",
    wrong=r"The frequency of pair $m$ is $\text{base}^{-2m/d}$ (000: $\omega_m = 1/10000^{2m/d_{\text{model}}}$, "
          r"(6.1.2)), which strictly DEcreases in $m$: pair 0 has frequency 1 (period $2\pi \approx 6.28$ positions, "
          r"the fastest) and pair $d/2 - 1$ has $10000^{-(d-2)/d}$ (period $2\pi \cdot 10000^{(d-2)/d}$, 60611 "
          r"positions at $d = 512$, the slowest). So $\omega_{d_{\text{model}}/2-1}$ is the LOWEST frequency, small "
          r"$m$ means large $\omega_m$ and short periods, and the low dimensions give the fine, the high dimensions "
          r"the coarse position information. The labels are swapped.",
    correction="low_index_pairs_are_high_frequency",
    sources=[
        Source(D0, "§6.1.1, after (6.1.3)", r"对于低维度（小的$m$），$\omega_m$较小，对应长周期（Low Frequency）；对于高维度（大的$m$），$\omega_m$较大，对应短周期（High Frequency）"),
        Source(D0, "§6.1.1, after (6.1.3)", "这种设计使得低维度能够编码位置的粗粒度信息（整体位置、远距离关系），高维度能够编码位置的细粒度信息（精确位置、近距离关系）"),
        Source(D0, "§6.1.1, choice of the base 10000 (第一)", r"最高频率$\omega_{d_{\text{model}}/2-1}$"),
        Source(D0, "§6.1.1, exponential distribution",
               r"低维度（$m$接近0）对应低频振动，周期很长，能够编码位置的整体结构；高维度（$m$接近$d_{\text{model}}/2-1$）对应高频振动，周期很短，能够精确区分相近的位置"),
        Source(D0, "§6.1.4, after the codes", "低维度捕获位置的粗粒度变化，高维度捕获位置的精细变化"),
    ],
    domain={"d": dims(lo=4), "m_frac": st.fractions(0, 1, max_denominator=64), "base": bases()},
    examples=[{"d": 4, "m_frac": 0, "base": 10000}],
    sharp="exact counterexample ($d = 4$: frequency 1 at $m = 0$, $1/100$ at $m = 1$).",
    notes=r"Why it fails: this frequency, $\text{base}^{-2m/d}$, strictly DEcreases in $m$ "
          r"(low_index_pairs_are_high_frequency): pair 0 has frequency 1 (period $2\pi \approx 6.28$ positions, the "
          r"fastest pair) and pair $d/2 - 1$ has $\text{base}^{-(d-2)/d}$ (period $2\pi \cdot 10000^{(d-2)/d}$, the "
          r"slowest). The labels low/high are swapped. (The same swap in document 003, whose $\omega_m$ is the period "
          r"parameter, is not_small_period_parameter_is_the_low_frequency_end.)",
)


@claim.proof
def proof(pf):
    f0, f1 = sp.Integer(1), sp.Integer(10000) ** sp.Rational(-2, 4)
    pf.refute("d = 4, base 10000: claimed, pair 1 has the larger frequency, max(f_0, f_1) = f_1; but f_0 = 1 and "
              "f_1 = 10000^(-1/2) = 1/100", sp.Max(f0, f1), f1)


@claim.check
def check(ctx, d, m_frac, base):
    # claimed: frequency of pair m <= frequency of pair m + 1
    m = min(d // 2 - 2, int(m_frac * (d // 2 - 1)))
    return Le(inv_freq(ctx, m, d, base), inv_freq(ctx, m + 1, d, base))
