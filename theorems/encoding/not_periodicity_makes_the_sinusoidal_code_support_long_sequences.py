import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims

DOC1 = '001_8a5acf2bc849a6e4.txt'

claim = Claim(
    title=r"Refuted (reasoning): periodicity does not make the sinusoidal code support long sequences — its slow pairs "
          r"have periods longer than a training length (at $d_{\text{model}} = 512$, 114 of 256 pairs beyond 1024 "
          r"positions; the longest 60,611)",
    statement=r"Document 001's comparison table gives periodicity as the reason the sinusoidal code supports long "
              r"sequences ('长序列: ✅ 支持（周期性）'). The inference needs positions beyond those met in training to "
              r"repeat what was met there: every pair $i$, $(\sin(\text{pos}\,\omega_i), \cos(\text{pos}\,\omega_i))$ "
              r"with $\omega_i = 10000^{-2i/d_{\text{model}}}$, would have to complete its period "
              r"$2\pi/\omega_i = 2\pi \cdot 10000^{2i/d_{\text{model}}}$ within the training length $L$. Checked: "
              r"$2\pi \cdot 10000^{2i/d_{\text{model}}} \le L$ for every pair $i = 0, \dots, d_{\text{model}}/2 - 1$.",
    hypotheses=r"the sinusoidal code of document 001, $\omega_i = 10000^{-2i/d_{\text{model}}}$; a training length $L$ "
               r"(001 gives no $L$; $d_{\text{model}} = 512$ is 001's own value (its lines 102-105, 147, 158) and "
               r"$L = 1024$ an example: the refutation holds for every $L < 2\pi \cdot 10000^{1 - 2/d_{\text{model}}}$, "
               r"60,611 at 512)",
    expect="refuted",
    wrong=r"The periods grow geometrically with $i$ up to $2\pi \cdot 10000^{1 - 2/d_{\text{model}}}$: at "
          r"$d_{\text{model}} = 512$ and $L = 1024$ the 114 pairs $i = 142, \dots, 255$ have periods longer than 1024 "
          r"($10000^{i/256} > 1024/(2\pi) = 162.97$ iff $i > 141.58$), the longest $2\pi \cdot 10000^{510/512} = "
          r"60{,}611$ positions. Beyond the training length those pairs take angles never met in it (pair 255 meets "
          r"only $[0, 0.106]$ rad at positions $0, \dots, 1023$). Nor is the code as a whole periodic on integer "
          r"positions: pair 0 repeats after $T$ only if $\cos T = 1$, which no integer $T \ge 1$ gives ($\pi$ is "
          r"irrational; the nearest return below 1000, $T = 710$, misses by $1 - \cos 710 = 1.8 \cdot 10^{-9}$). "
          r"Periodicity does not make a position familiar; what lets the code be computed at any position is its "
          r"closed form (the table's row above: '可计算任意位置').",
    error_kind="wrong reasoning step",
    survives=r"partly: the code is defined at every position (its closed form) and bounded ($\sin$ and $\cos$ lie "
             r"in $[-1, 1]$), so a long sequence can be "
             r"encoded, and the pairs whose period is at most $L$ ($i \le 141$ at $d_{\text{model}} = 512$, "
             r"$L = 1024$) come back near angles met in training; whether a model trained on shorter sequences "
             r"handles the rest is empirical",
    correction="encoding_is_defined_and_bounded_at_every_position",
    sources=[Source(DOC1, "§8 table", "✅ 支持（周期性）", aspect="reasoning")],
    domain={"d": dims(lo=16, hi=1024), "i_frac": st.fractions(0, 1, max_denominator=64),
            "L": st.sampled_from([512, 1024, 2048, 4096, 8192])},
    examples=[{"d": 512, "i_frac": 1, "L": 1024}, {"d": 512, "i_frac": 0, "L": 1024}],
    sharp=r"exact: the boundary at $d_{\text{model}} = 512$, $L = 1024$ lies between $i = 141$ (period 1003.0) and "
          r"$i = 142$ (period 1039.8); the counterexample is confirmed in Arb.",
    notes=r"This sentence is about the sinusoidal code; the same step made for RoPE's rotations (document 002 §三, "
          r"document 004) is not_periodic_rotations_make_every_position_one_seen_within_the_training_length.",
)


@claim.proof
def proof(pf):
    period = lambda i: 2 * sp.pi * sp.Integer(10000) ** sp.Rational(i, 256)  # noqa: E731 (d_model = 512)
    pf.true("pair 141: 2π·10000^(141/256) <= 1024", sp.Le(period(141), 1024))
    pf.true("pair 142: 2π·10000^(142/256) > 1024", sp.Gt(period(142), 1024))
    pf.eq("pairs 142..255: 114 of 256", len(range(142, 256)), 114)
    pf.refute("claimed at i = 255, d_model = 512, L = 1024: period − min(period, L) = 0",
              period(255) - sp.Min(period(255), 1024), 0)


@claim.check
def check(ctx, d, i_frac, L):
    i = min(d // 2 - 1, int(i_frac * (d // 2)))
    return Le(2 * ctx.pi / inv_freq(ctx, i, d), ctx.num(L))
