import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"Refuted (notation slip): $\text{pos}/10000^{2i/d_{\text{model}}}$ is the frequency of dimension $i$ — it "
          r"is the phase; the frequency $1/10000^{2i/d_{\text{model}}}$ does not depend on $\text{pos}$",
    statement=r"Document 002 calls $\text{pos}/10000^{2i/d_{\text{model}}}$ the frequency of dimension $i$ (§二 "
              r"'每个维度的频率 $\text{pos}/10000^{2i/d_{\text{model}}}$'; §三 at long inputs "
              r"'位置编码对应的频率极高'). In the document's own sense (§一: sine and cosine waves of different frequencies, one "
              r"per dimension; the plot title 'Frequency Decrease with i'), the frequency of dimension $i$ is "
              r"$\omega_i = 1/10000^{2i/d_{\text{model}}} = d/d\text{pos}$ of the argument of $\sin$/$\cos$: the same "
              r"at every position and $\le 1$ for every input length. $\text{pos}/10000^{2i/d_{\text{model}}} = "
              r"\text{pos} \cdot \omega_i$ is the phase: it equals $\omega_i$ only at $\text{pos} = 1$ and grows with "
              r"$\text{pos}$. The check tests $\text{pos}/10000^{2i/d_{\text{model}}} = \omega_i$.",
    hypotheses=r"$d_{\text{model}}$ even $\ge 2$; base 10000; $0 \le i \le d_{\text{model}}/2 - 1$; $\text{pos} \ge "
               r"0$ an integer position",
    expect="refuted",
    wrong=r"$\text{pos}/10000^{2i/d_{\text{model}}} = \text{pos} \cdot \omega_i$ is the phase (the argument of $\sin$ "
          r"and $\cos$), not the frequency: the frequency of dimension $i$, in the sense of §一 (波 of different "
          r"frequencies, one per dimension) and of the plot title 'Frequency Decrease with i', is $\omega_i = "
          r"1/10000^{2i/d_{\text{model}}} = \partial(\text{phase})/\partial \text{pos}$, which does not depend on "
          r"$\text{pos}$. At $\text{pos} = 2$, $i = 0$ the 'frequency' $\text{pos}/10000^0$ is 2 while the frequency "
          r"is 1; a larger $\text{pos}$ makes the phase larger, not the frequency; at long inputs the frequencies are "
          r"the same $d_{\text{model}}/2$ values $\omega_i \le 1$ as in training, only the phases are larger.",
    error_kind="notation slip",
    symbol="频率",
    survives=r"partly: read as the phase, the use at line 91 is true, and so is line 95's question, which takes "
             r"the name from line 91 ('频率项', the term $\text{pos}/10000^{2i/d_{\text{model}}}$: it does grow with "
             r"$\text{pos}$; cited by denominator_grows_geometrically_in_pair_index_so_phase_decreases, not flagged) — "
             r"$\text{pos}/10000^{2i/d_{\text{model}}}$ decreases in $i$ for $\text{pos} > 0$ (as $\omega_i$ does), "
             r"grows with $\text{pos}$, and at $\text{pos}$ 4095 is $4.0\times$ its largest value in training; line "
             r"161's '低频为主' in training is not true of the phases either ($d_{\text{model}} = 512$, $\text{pos} = "
             r"1023$: only 63 of the 256 pairs, $i = 193, \dots, 255$, have a phase below 1 rad); the name is wrong "
             r"everywhere (the 'violent change' §三 draws from the larger phase is a separate error, "
             r"not_encoding_values_change_more_violently_at_long_inputs)",
    correction="denominator_grows_geometrically_in_pair_index_so_phase_decreases",
    sources=[
        Source(DOC2, "§二 (after the repeated formula)", r"每个维度的频率$\frac{pos}{10000^{2i/d_{\text{model}}}}$"),
        Source(DOC2, "§三 Sinusoidal PE的缺陷", "对应的PE向量是低频为主"),
        Source(DOC2, "§三 Sinusoidal PE的缺陷", "位置编码对应的频率极高"),
    ],
    domain={"d": dims(), "m": st.integers(0, 2047), "pos": positions()},
    examples=[{"d": 8, "m": 0, "pos": 2}, {"d": 512, "m": 255, "pos": 4095}],
    sharp='exact.',
    notes=r'Statement (document 002): §二 writes "每个维度的频率 $\text{pos}/10000^{2i/d_{\text{model}}}$" (the frequency of '
          r"each dimension is $\text{pos}/10000^{2i/d_{\text{model}}}$); §三 says that at long inputs "
          r'"位置编码对应的频率极高" (the '
          r"encoding's frequency is extremely high). In the document's own sense of frequency (§一: the code uses sine "
          r"and cosine waves of different frequencies, one per dimension; the plot title: "
          r'"Frequency Decrease with i"), the frequency of dimension $i$ is $w_i = 1/10000^{2i/d_{\text{model}}}$, '
          r"the rate at which the argument of $\sin$/$\cos$ grows per position: it does not depend on $\text{pos}$ "
          r"and is at most 1 for every input length. Refutation: $\text{pos}/10000^{2i/d_{\text{model}}} = \text{pos} "
          r"\cdot w_i$ is the phase (the argument of $\sin$/$\cos$); it equals $w_i$ only at $\text{pos} = 1$ (at "
          r"$\text{pos} = 2$, $i = 0$: phase 2, frequency 1), it grows with $\text{pos}$ while $w_i$ does not, and "
          r"$d/d\text{pos}$ of the phase is $w_i$.",
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
