import sympy as sp
from hypothesis import strategies as st

from numeric.chord import STEP_READINGS as READINGS, adjacent_step
from numeric.encoding import inv_freq
from suite import Claim, Lt, Source
from suite.domains import dims
from theorems._lemmas.trig import adjacent_step_steps

DOC2 = '002_3d0c6d33c4aad084.txt'


claim = Claim(
    title=r"Refuted (§三): at inputs longer than training ($1024 \to 4096$) the encoding's values change violently between "
          "adjacent positions — the change is the same at every position",
    statement="Document 002 §三 says that when the input at inference is far longer than in training (GPT-2: 1024 in "
              r"training, 4096 at inference) the encoding's values change violently (数值变化剧烈): the per-step change $D(pos)$ "
              r"between $pos$ and $pos+1$ is larger at the positions of the long input than at those seen in training, "
              r"$D(\text{later}) > D(pos)$ for $pos \le 1023 < \text{later} \le 4095$. In fact, per pair, "
              r"$D_i(pos)^2 = 4\sin^2(\omega_i/2)$ for every $pos$ (SymPy, symbolic $\omega$, $pos$, $L$), and the whole vector's "
              r"$D(pos)^2 = \sum_i 4\sin^2(\omega_i/2)$ is the same at $pos$ 4095 as at $pos$ 0; element by element the step is "
              r"$2\sin(\omega_i/2)|\cos((pos+\tfrac{1}{2})\omega_i)|$ (sine) or $2\sin(\omega_i/2)|\sin((pos+\tfrac{1}{2})\omega_i)|$ "
              r"(cosine), periodic in $pos$, so it does not increase. The check tests $D(\text{later}) > D(pos)$ for "
              r"$pos \in [0, 1023]$, $\text{later} \in [1024, 4095]$ and the pair, the sine element or the cosine element of pair $i$.",
    hypotheses=r"$d$ even; pair $i$ with $\omega_i = 10000^{-2i/d}$; a training position $pos \in [0, 1023]$ and a later "
               r"position in $[1024, 4095]$",
    expect="refuted",
    wrong=r"$\lVert p_{pos+1} - p_{pos}\rVert^2 = \sum_i 4\sin^2(\omega_i/2)$ does not depend on $pos$, and per pair the step "
          r"is $2\sin(\omega_i/2)$ at every position: at positions 1024–4095 the encoding changes between adjacent positions "
          r"exactly as much as at positions 0–1023, and its values stay in $[-1, 1]$. Element by element the step is periodic "
          r"in $pos$, not increasing: the sine element at $\omega_{255} = 1.0366 \cdot 10^{-4}$ ($d = 512$) changes by "
          r"$1.031 \cdot 10^{-4}$ at $pos$ 1023 and by $9.45 \cdot 10^{-5}$ at $pos$ 4095. What is new at long inputs is the "
          r"phase values $pos \cdot \omega_i$ (up to $4.0\times$ the largest seen in training), not a faster change.",
    error_kind="false general statement",
    survives=r"partly: that the model meets positions (phase values $pos \cdot \omega_i$) it has not seen in training survives and can "
             "explain the drop in performance; the 'violent change' given with it does not — the change between adjacent "
             "positions is the same at every position",
    correction="adjacent_code_difference_is_independent_of_position",
    sources=[
        Source(DOC2, "§三 Sinusoidal PE的缺陷",
               "当推理时输入超长句子（如 GPT-2训练长度为1024，推理输入4096），位置编码对应的频率极高，数值变化剧烈",
               fidelity="partial", part="数值变化剧烈: the values change violently (faster between adjacent positions) at "
                                       "positions beyond the training length"),
    ],
    domain={"reading": st.sampled_from(READINGS), "d": dims(lo=2, hi=512), "m": st.integers(0, 255),
            "pos": st.integers(0, 1023), "later": st.integers(1024, 4095)},
    examples=[
        {"reading": READINGS[1], "d": 512, "m": 255, "pos": 1023, "later": 4095},
        {"reading": READINGS[1], "d": 2, "m": 0, "pos": 1023, "later": 4095},
    ],
    sweep="later",
    sweep_max=4095,
    sharp='exact.',
    notes='Statement (document 002, §三): "当推理时输入超长句子（如 GPT-2训练长度为1024，推理输入4096），位置编码对应的频率极高， 数值变化剧烈" — '
          r"at positions beyond the training length the values of the encoding change violently, i.e. the change $D(pos)$ "
          r"between adjacent positions is larger at a later position than at an earlier one: $D(\text{later}) > D(pos)$ for "
          r"$pos < 1024 \le \text{later} \le 4095$. Refutation: per pair, "
          r"$D_i(pos)^2 = \lVert \text{pair}_i(pos+1) - \text{pair}_i(pos)\rVert^2 = 4\sin^2(w_i/2)$ at every $pos$, and the "
          r"whole vector's step $\sum_i 4\sin^2(w_i/2)$ is the same at $pos$ 4095 as at $pos$ 0; the values stay in "
          r"$[-1, 1]$. Element by element the step is periodic in $pos$, not increasing: the sine element at "
          r"$w_{255} = 1.0366 \cdot 10^{-4}$ ($d = 512$) changes by $1.031 \cdot 10^{-4}$ at $pos$ 1023 and by "
          r"$9.45 \cdot 10^{-5}$ at $pos$ 4095 (less); the sine element of pair 0 ($w = 1$) by 0.758 at $pos$ 1023 and by "
          r"0.403 at $pos$ 4095.",
)


@claim.proof
def proof(pf):
    pos = sp.Symbol("pos", real=True)
    w, L = sp.Symbol("omega", positive=True), sp.Symbol("L", positive=True)

    D2 = adjacent_step_steps(pf, pos, w)
    pf.refute("claimed (pair): violent later, sign(D_i(pos+L)² − D_i(pos)²) = +1 (all ω, pos, L > 0)",
              sp.sign(D2(pos + L) - D2(pos)), 1)


@claim.check
def check(ctx, reading, d, m, pos, later):
    # pos: a position seen in training (GPT-2: < 1024); later: a position of the long input (1024..4095)
    w = inv_freq(ctx, m % (d // 2), d)
    return Lt(adjacent_step(ctx, reading, w, pos), adjacent_step(ctx, reading, w, later))  # the claim: larger later
