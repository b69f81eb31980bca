"""(Refuted) Low dimensions (small m) carry the low frequencies.

Statement as the sources make it: for small m, w_m is small (long period, low frequency) and
for large m it is large (short period); low dimensions encode coarse, high dimensions fine
position information.
Why it fails: w_m = base^(-2m/d) strictly decreases in m (low_index_pairs_are_high_frequency):
w_0 = 1 is the highest frequency (period 2 pi ~ 6.28 positions), w_{d/2-1} the lowest.
References: 000_da7a9c08a271989b.txt §6.1.1, §6.1.4; 001_8a5acf2bc849a6e4.txt §6;
003_765fa61f779baf3a.txt §6.2.1, §6.2.7.
"""
import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import bases, dims

D0, D1, D3 = "000_da7a9c08a271989b.txt", "001_8a5acf2bc849a6e4.txt", "003_765fa61f779baf3a.txt"

claim = Claim(
    title="Small m has the smaller frequency w_m (low dimensions are low frequency)",
    statement="For 0 <= m < d/2 - 1: w_m <= w_{m+1} (frequency increases with the dimension index).",
    hypotheses="base > 1; d even >= 4",
    expect="refuted",
    wrong="The frequency w_m = base^(-2m/d) strictly DEcreases in m: w_0 = 1 (period 2 pi, the fastest pair) and "
          "w_{d/2-1} = base^(-(d-2)/d) (the slowest). Low dimensions are the high-frequency, fine-grained ones; high "
          "dimensions the low-frequency, coarse ones. The labels are swapped.",
    correction="low_index_pairs_are_high_frequency",
    sources=[
        Source(D0, "§6.1.1, after (6.1.3)", "对于低维度（小的$m$），$\\omega_m$较小，对应长周期（Low Frequency）；对于高维度（大的$m$），$\\omega_m$较大，对应短周期（High Frequency）"),
        Source(D0, "§6.1.1, after (6.1.3)", "这种设计使得低维度能够编码位置的粗粒度信息（整体位置、远距离关系），高维度能够编码位置的细粒度信息（精确位置、近距离关系）"),
        Source(D0, "§6.1.1, exponential distribution", "低维度（$m$接近0）对应低频振动，周期很长，能够编码位置的整体结构"),
        Source(D0, "§6.1.4", "低维度捕获位置的粗粒度变化，高维度捕获位置的精细变化"),
        Source(D1, "§6 code block", "# 低频维度（i 小）"),
        Source(D3, "§6.2.1", "低维度（低频成分）使用较低的频率，能够覆盖较长的位置范围；高维度（高频成分）使用较高的频率，能够精细区分相近的位置"),
        Source(D3, "§6.2.7", "解释了为什么低维度使用低频、高维度使用高频的设计能够提供多尺度的位置表示"),
        Source('001_8a5acf2bc849a6e4.txt', '§6 code block', '# 高频维度（i 大）'),
        Source('003_765fa61f779baf3a.txt', '§6.2.2, after (6.2.12)', '低频成分（如$f_0 = 1$）'),
        Source('003_765fa61f779baf3a.txt', '§6.2.2, after (6.2.12)', '高频成分（如$f_{d_{\\text{model}}/2-1} = 10000^{-1}$）'),
    ],
    domain={"d": dims(lo=4), "m_frac": st.fractions(0, 1, max_denominator=64), "base": bases()},
    examples=[{"d": 4, "m_frac": 0, "base": 10000}],
)


@claim.proof
def proof(pf):
    pf.refute("d = 4, base 10000: w_0 = 1 but w_1 = 10000^(-1/2) = 1/100, so w_0 <= w_1 fails",
              sp.Integer(1) - sp.Integer(10000) ** sp.Rational(-2, 4), 0)


@claim.check
def check(ctx, d, m_frac, base):
    m = min(d // 2 - 2, int(m_frac * (d // 2 - 1)))
    return Le(inv_freq(ctx, m, d, base), inv_freq(ctx, m + 1, d, base), scale=1.0)
