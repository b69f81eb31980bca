import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title="Refuted (notation slip): pos/10000^(2i/d_model) is the frequency of dimension i — it is the phase; the frequency "
          "1/10000^(2i/d_model) does not depend on pos",
    statement="Document 002 calls pos/10000^(2i/d_model) the frequency of dimension i (§二 '每个维度的频率 pos/10000^{2i/d_model}', "
              "'pos值增大不是也可以使得频率项增大吗'; §三 at long inputs '位置编码对应的频率极高'). In the document's own sense "
              "(§一: sine and cosine waves of different frequencies, one per dimension; the plot title 'Frequency Decrease "
              "with i'), the frequency of dimension i is ω_i = 1/10000^(2i/d_model) = d/dpos of the argument of sin/cos: the "
              "same at every position and ≤ 1 for every input length. pos/10000^(2i/d_model) = pos·ω_i is the phase: it equals "
              "ω_i only at pos = 1 and grows with pos. The check tests pos/10000^(2i/d_model) = ω_i.",
    hypotheses="d_model even >= 2; base 10000; 0 <= i <= d_model/2 - 1; pos >= 0 an integer position",
    expect="refuted",
    wrong="pos/10000^(2i/d_model) = pos·ω_i is the phase (the argument of sin and cos), not the frequency: the frequency of "
          "dimension i, in the sense of §一 (波 of different frequencies, one per dimension) and of the plot title "
          "'Frequency Decrease with i', is ω_i = 1/10000^(2i/d_model) = ∂(phase)/∂pos, which does not depend on pos. At pos = 2, "
          "i = 0 the 'frequency' pos/10000^0 is 2 while the frequency is 1; a larger pos makes the phase larger, not the "
          "frequency; at long inputs the frequencies are the same d_model/2 values ω_i ≤ 1 as in training, only the phases "
          "are larger.",
    error_kind="notation slip",
    symbol="频率",
    survives="partly: read as the phase, the uses at lines 91 and 95 are true — pos/10000^(2i/d_model) decreases in i "
             "for pos > 0 (as ω_i does), grows with pos, and at pos 4095 is 4.0× its largest value in training; line 161's "
             "'低频为主' in training is not true of the phases either (d_model = 512, pos = 1023: only 63 of the 256 pairs, "
             "i = 193..255, have a phase below 1 rad); the name is wrong everywhere (the 'violent "
             "change' §三 draws from the larger phase is a separate error, not_encoding_values_change_more_violently_at_long_inputs)",
    correction="denominator_grows_geometrically_in_pair_index_so_phase_decreases",
    sources=[
        Source(DOC2, "§二 (after the repeated formula)", r"每个维度的频率$\frac{pos}{10000^{2i/d_{\text{model}}}}$"),
        Source(DOC2, "§二", "`pos`值增大不是也可以使得频率项增大吗"),
        Source(DOC2, "§三 Sinusoidal PE的缺陷", "对应的PE向量是低频为主"),
        Source(DOC2, "§三 Sinusoidal PE的缺陷", "位置编码对应的频率极高"),
    ],
    domain={"d": dims(), "m": st.integers(0, 2047), "pos": positions()},
    examples=[{"d": 8, "m": 0, "pos": 2}, {"d": 512, "m": 255, "pos": 4095}],
    sharp='exact.',
    notes='Statement (document 002): §二 writes "每个维度的频率 pos/10000^(2i/d_model)" (the frequency of each dimension is pos/10000^(2i/d_model)) and asks whether a larger pos makes "the frequency term" larger; §三 says that at long inputs "位置编码对应的频率极高" (the encoding\'s frequency is extremely high). In the document\'s own sense of frequency (§一: the code uses sine and cosine waves of different frequencies, one per dimension; the plot title: "Frequency Decrease with i"), the frequency of dimension i is w_i = 1/10000^(2i/d_model), the rate at which the argument of sin/cos grows per position: it does not depend on pos and is at most 1 for every input length. Refutation: pos/10000^(2i/d_model) = pos * w_i is the phase (the argument of sin/cos); it equals w_i only at pos = 1 (at pos = 2, i = 0: phase 2, frequency 1), it grows with pos while w_i does not, and d/dpos of the phase is w_i.',
)


@claim.proof
def proof(pf):
    pos = sp.Symbol("pos", nonnegative=True)
    i = sp.Symbol("i", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    w = 1 / sp.Integer(10000) ** (2 * i / d)
    phase = pos / sp.Integer(10000) ** (2 * i / d)
    pf.eq("the frequency is the rate of the phase: ∂(pos/10000^(2i/d))/∂pos = ω_i", sp.diff(phase, pos), w)
    pf.eq("ω_i does not depend on pos", sp.diff(w, pos), 0)
    pf.refute("claimed: the frequency of dimension i is pos/10000^(2i/d_model), i.e. phase = ω_i (at pos = 2, i = 0)",
              phase, w, at={pos: 2, i: 0, d: 8})


@claim.check
def check(ctx, d, m, pos):
    w = inv_freq(ctx, m % (d // 2), d)
    return Eq(ctx.num(pos) * w, w)
