import sympy as sp

from numeric.encoding import code, freqs
from suite import Claim, Eq, Source
from suite.domains import bases, dims, positions
from theorems._lemmas.trig import chord

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"$\lVert p_{pos+1} - p_{pos}\rVert^2 = \sum_i 4\sin^2(\omega_i/2)$ for every $pos$: adjacent codes differ by the "
          r"same amount at every position",
    statement=r"For every real $pos$: $\lVert p_{pos+1} - p_{pos}\rVert^2 = \sum_{i=0}^{d/2-1} [(\sin((pos+1)\omega_i) - "
              r"\sin(pos\,\omega_i))^2 + (\cos((pos+1)\omega_i) - \cos(pos\,\omega_i))^2] = \sum_i 4\sin^2(\omega_i/2)$, with "
              r"$\omega_i = \text{base}^{-2i/d}$; its derivative in $pos$ is 0. So the difference "
              "between adjacent positions — per pair and for the whole vector — is the same at every position and for every "
              r"sequence length. The check compares $\lVert p_{pos+1} - p_{pos}\rVert^2$ with $\lVert p_1 - p_0\rVert^2$.",
    hypotheses=r"$d$ even $\ge 2$; $\text{base} > 0$; $pos$ real (integer positions in the documents)",
    expect="proved",
    sources=[
        Source(DOC2, "§二", "注意这里指的是不同`pos`位置之间的差异会随着`pos`值的增大而减小", role="corrects"),
        Source(DOC2, "§三 Sinusoidal PE的缺陷",
               "当推理时输入超长句子（如 GPT-2训练长度为1024，推理输入4096），位置编码对应的频率极高，数值变化剧烈",
               role="corrects"),
    ],
    domain={"d": dims(hi=512), "pos": positions(), "base": bases()},
    examples=[{"d": 512, "pos": 1000, "base": 10000}, {"d": 512, "pos": 4095, "base": 10000}],
    sharp='an identity.',
    notes="This is the correction of the claims that the adjacent difference shrinks as $pos$ grows "
          "(not_adjacent_code_difference_shrinks_as_position_grows) and that it changes violently at long "
          "inputs (not_encoding_values_change_more_violently_at_long_inputs).",
)


@claim.proof
def proof(pf):
    pos = sp.Symbol("pos", real=True)
    m = sp.Symbol("i", integer=True, nonnegative=True)
    h = sp.Symbol("h", integer=True, positive=True)  # h = d/2
    b = sp.Symbol("b", positive=True)
    w = b ** (-m / h)
    pf.eq("pair i: phases differ by exactly ω_i (numerator difference 1)", (pos + 1) * w - pos * w, w)
    ch, _ = chord(pf, (pos + 1) * w, pos * w, "pair i contributes 4 sin²(ω_i/2), no pos", half=w / 2)
    pf.eq("whole vector: Σ_i pair terms = Σ_i 4 sin²(ω_i/2)", sp.Sum(ch, (m, 0, h - 1)), sp.Sum(4 * sp.sin(w / 2) ** 2, (m, 0, h - 1)),
          first="expand_trig+trigsimp")
    pf.eq("∂/∂pos ‖p_{pos+1} − p_pos‖² = 0", sp.diff(sp.Sum(ch, (m, 0, h - 1)), pos), 0)


def _adj2(ctx, pos, d, base, freqs):
    a, b = code(ctx, pos, d, base, freqs), code(ctx, pos + 1, d, base, freqs)
    return ctx.fsum((y - x) * (y - x) for x, y in zip(a, b))


@claim.check
def check(ctx, d, pos, base):
    ws = freqs(ctx, d, base)
    return Eq(_adj2(ctx, pos, d, base, ws), _adj2(ctx, 0, d, base, ws))
