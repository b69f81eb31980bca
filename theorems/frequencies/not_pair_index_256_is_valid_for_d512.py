import sympy as sp

from suite import Claim, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"Refuted: $i = 256$ is a pair index for $d_{\text{model}} = 512$ — the valid indices are $0, \dots, 255$",
    statement=r"The example takes $d_{\text{model}} = 512$ and $i = 256$. The document itself defines $i \in [0, "
              r"d_{\text{model}}/2 - 1] = [0, 255]$; $i = 256$ would address dimensions $2i = 512$ and $2i+1 = 513$, "
              r"which do not exist (indices $0, \dots, 511$). The largest valid pair $i = 255$ has $\omega = "
              r"10000^{-255/256} = 1.0366 \cdot 10^{-4}$ instead of $10^{-4}$ (3.7% larger); the example's "
              r"qualitative conclusion is unaffected.",
    hypotheses=r"the document's range $i \in [0, d_{\text{model}}/2 - 1]$",
    expect="refuted",
    wrong=r"For $d_{\text{model}} = 512$ the pair index runs over $0, \dots, 255$ ($d_{\text{model}}/2 - 1 = 255$); "
          r"$i = 256$ gives dimensions 512, 513, outside $0, \dots, 511$. The largest valid pair is $i = 255$ with "
          r"$10000^{2 \cdot 255/512} = 9646.6$ ($\omega = 1.0366 \cdot 10^{-4}$), not 10000.",
    correction="extreme_frequencies_for_d512_are_1_and_about_1e_minus_4",
    error_kind="notation slip",
    symbol="i",
    survives=r"yes: the largest valid pair $i = 255$ has $\omega = 1.0366 \cdot 10^{-4}$ instead of $10^{-4}$, and "
             r"the example's conclusion (a unit step changes this pair by about $10^{-4}$) is the same",
    sources=[
        Source(DOC2, "§一 (range of i)", r"范围为$[0, 1, ..., d_{model}/2 - 1]$", role="defines"),
        Source(DOC2, "§二 example", r"假设$d_{\text{model}} = 512$，$i = 256$"),
    ],
    sharp='exact.',
    notes=r"Refutation: by the document's own definition $i$ ranges over $0, \dots, d_{\text{model}}/2 - 1 = 0, "
          r"\dots, 255$; $i = 256$ would address dimensions 512 and 513 of a 512-dimensional vector (indices $0, "
          r"\dots, 511$). The highest valid pair, $i = 255$, has $w = 10000^{-255/256} = 1.0366 \cdot 10^{-4}$ rather "
          r"than the example's $1 \cdot 10^{-4}$ (a 3.7% change; the example's qualitative point survives).",
)


@claim.proof
def proof(pf):
    d, i = sp.Integer(512), sp.Integer(256)
    pf.eq("largest pair index d/2 − 1 = 255", d / 2 - 1, 255)
    pf.refute("claimed: i = 256 ≤ d/2 − 1, i.e. max(i − (d/2 − 1), 0) = 0", sp.Max(i - (d / 2 - 1), 0), 0)
    pf.true("dimension 2i + 1 = 513 exceeds the last index d − 1 = 511", sp.Gt(2 * i + 1, d - 1))
