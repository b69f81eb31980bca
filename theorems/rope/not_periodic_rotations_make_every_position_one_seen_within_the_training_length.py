import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title="Refuted (reasoning): periodic rotations do not make RoPE extrapolate — at $d = 128$, 28 of the 64 pairs have "
          "periods longer than a 1024-position training length (the longest 54,410)",
    statement="The inference 'the rotations are periodic, so RoPE extrapolates smoothly to any sequence length' needs every "
              "position's rotation to be (near) one already met within the training length $L$, which needs every pair's period "
              r"$2\pi/\theta_i = 2\pi \cdot 10000^{2i/d}$ to be at most $L$ (a pair whose period exceeds $L$ meets only an arc of angles in "
              "training). "
              r"Checked: $2\pi \cdot 10000^{2i/d} \le L$ for every pair $i = 0, \dots, d/2 - 1$.",
    hypotheses=r"the frequencies $\theta_i = 10000^{-2i/d}$, $i = 0, \dots, d/2 - 1$, RoPE's usual ones (002 §三 names RoPE without "
               "giving them); training length $L$ (002's example: GPT-2, $L = 1024$)",
    expect="refuted",
    wrong=r"At $d = 128$ and $L = 1024$ the periods $2\pi \cdot 10000^{i/64}$ exceed 1024 for $i = 36, \dots, 63$ (28 of the 64 pairs; $10000^{i/64} "
          r"> 1024/(2\pi) = 162.97$ iff $i > 35.39$); the longest is $2\pi \cdot 10000^{63/64} = 54{,}410$ positions. For those pairs the "
          r"angles met during training cover only an arc (pair 63: $[0, 0.118]$ rad for positions $0, \dots, 1023$), and positions "
          "up to 4096 reach angles never met (pair 63: 0.473 rad at 4095). Periodicity gives a value at every position, "
          "not familiarity: 002's own objection to the sinusoidal code one paragraph earlier (unseen position "
          "patterns beyond the training length) applies to these RoPE pairs word for word. The same holds for the "
          "sinusoidal code (001's table gives periodicity as its reason for long sequences: judged apart in "
          "not_periodicity_makes_the_sinusoidal_code_support_long_sequences): at $d = 512$ and "
          r"$L = 1024$, 114 of its 256 pairs ($i = 142, \dots, 255$) have periods longer than 1024 (pair 255: 60,611), and the whole "
          r"code of integer positions is not periodic at all (pair 0 never repeats: $\pi$ is irrational).",
    error_kind="wrong reasoning step",
    survives=r"partly: the pairs whose period is at most $L$ ($i \le 35$ at $d = 128$, $L = 1024$) meet, at any later position, an angle close to one met in training (the periods are "
             "irrational, so the angles come back near earlier ones, not onto them); the statement is about all pairs",
    correction="rope_pairs_with_periods_longer_than_1024_are_28_of_64_at_d_128",
    sources=[Source(DOC2, "§三", "且通过周期性的旋转可以平滑外推到任意序列长度", aspect="reasoning"),
             Source('004_fe5e934775abaf66.txt', "§RoPE, after the relative-rotation formula",
                    "这使得注意力机制天生就具备了平移不变性，为模型提供了强大的长度外推能力", aspect="reasoning",
                    fidelity="partial",
                    part="the step from translation invariance to length extrapolation: a score that depends on $u - "
                         "t$ only treats equal offsets alike, but offsets beyond the training length reach angles of "
                         "the long-period pairs never met in training ($d = 128$, $L = 1024$: pair 63 reaches 0.118 "
                         "rad within the training length and 0.236 rad at offset 2047)")],
    domain={"d": dims(lo=16, hi=512), "i_frac": st.fractions(0, 1, max_denominator=64),
            "L": st.sampled_from([512, 1024, 2048, 4096, 8192])},
    examples=[{"d": 128, "i_frac": 1, "L": 1024}, {"d": 128, "i_frac": 0, "L": 1024}],
    sharp="exact: the counterexample is confirmed in Arb.",
)


@claim.proof
def proof(pf):
    pf.eq("period of pair 63 at d = 128: 2π·10000^(126/128) = 2π·10^(63/16)", 2 * sp.pi * sp.Integer(10000) ** sp.Rational(126, 128),
          2 * sp.pi * 10 ** sp.Rational(63, 16))
    pf.refute("claimed at i = 63, d = 128, L = 1024: min(period, L) = period, i.e. period − min(period, L) = 0",
              2 * sp.pi * 10 ** sp.Rational(63, 16) - sp.Min(2 * sp.pi * 10 ** sp.Rational(63, 16), 1024), 0)


@claim.check
def check(ctx, d, i_frac, L):
    i = min(d // 2 - 1, int(i_frac * (d // 2)))
    return Le(2 * ctx.pi / inv_freq(ctx, i, d), ctx.num(L))
