"""Refuted: at inference positions beyond the training length the encoding's values change more violently.

Statement (document): when an input far longer than the training length is given (GPT-2: trained on 1024,
inference on 4096), the positional encoding's frequency is extremely high and its values change violently.
Refutation: the per-step change of pair i is 2 sin(w_i/2) at every position and the whole-vector step
||p_{pos+1} - p_pos||^2 = sum_i 4 sin^2(w_i/2) is the same at pos 4095 as at pos 0: sign(D(pos+L)^2 - D(pos)^2) = 0,
not +1. The frequencies w_i = 10000^(-2i/d) are constants; only the phase pos*w_i grows (linearly, at every
position alike).
References: 002_3d0c6d33c4aad084.txt §三.
Sharp: exact.
"""
import sympy as sp

from suite import Claim, Source
from theorems._util_001002 import DOC2

claim = Claim(
    title="Refuted: at positions beyond the training length (e.g. 4096 vs 1024) the encoding values change more violently",
    statement="The document says that for inputs much longer than training (1024 → 4096) 'the encoding's frequency is extremely "
              "high and its values change violently', i.e. D(pos+L) > D(pos) for positions pos+L past the training length, "
              "D(pos) = ‖p_{pos+1} − p_pos‖. In fact per pair D_i(pos)² = 4 sin²(ω_i/2) at every pos, so sign(D_i(pos+L)² − "
              "D_i(pos)²) = 0 for all pos, L (SymPy, symbolic), and the whole-vector step is constant as well. The frequencies "
              "ω_i = 10000^(−2i/d) do not depend on pos or on the length; the phase pos·ω_i grows linearly everywhere (if that "
              "is what 频率 means, it is true but says nothing about faster change).",
    hypotheses="ω > 0 (any pair), pos real, L > 0",
    expect="refuted",
    wrong="The per-step change of the code, ‖p_{pos+1} − p_pos‖² = Σ_i 4 sin²(ω_i/2), is independent of pos: at positions "
          "1024–4095 the values change exactly as fast as at positions 0–1023. The frequencies ω_i are constants; nothing "
          "becomes higher-frequency at long inputs. (Unseen positions do give new combinations of phases — that is a "
          "different statement.)",
    correction="adjacent_code_difference_is_independent_of_position",
    sources=[Source(DOC2, "§三 Sinusoidal PE的缺陷",
                    "当推理时输入超长句子（如 GPT-2训练长度为1024，推理输入4096），位置编码对应的频率极高，数值变化剧烈")],
)


@claim.proof
def proof(pf):
    pos = sp.Symbol("pos", real=True)
    w, L = sp.Symbol("omega", positive=True), sp.Symbol("L", positive=True)

    def D2(p):
        return (sp.sin((p + 1) * w) - sp.sin(p * w)) ** 2 + (sp.cos((p + 1) * w) - sp.cos(p * w)) ** 2

    pf.eq("∂ω_i/∂pos = 0: ω_i = 10000^(−2i/d) has no pos",
          sp.diff(sp.Integer(10000) ** (-2 * sp.Symbol("i") / sp.Symbol("d", positive=True)), pos), 0)
    pf.eq("D_i(pos)² = 4 sin²(ω/2) at every pos", D2(pos), 4 * sp.sin(w / 2) ** 2)
    pf.refute("claimed: changes are more violent later, sign(D_i(pos+L)² − D_i(pos)²) = +1", sp.sign(D2(pos + L) - D2(pos)), 1)
