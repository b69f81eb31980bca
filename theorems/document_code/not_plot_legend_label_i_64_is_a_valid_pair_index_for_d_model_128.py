import sympy as sp

from suite import Claim, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"Refuted (notation slip in the plot code): the legend calls column 64 'i=64', but the document's $i$ is the pair "
          r"index, 0..63 for $d_{\text{model}} = 128$; column 64 is the sine of pair 32",
    statement=r"Python code block 2 of 002 plots `pe[:, i]` for `i in [0, 32, 64]` with the legend label `f'i={i}'`. Under "
              r"the document's notation, $i$ is the pair index, $i \in [0, d_{\text{model}}/2 - 1]$ (§一), so the label 'i=64' "
              r"names pair 64, which for the plot's $d_{\text{model}} = 128$ does not exist (pairs 0..63; $i = 64$ would "
              r"address dimensions 128 and 129 of 0..127). The curve so labelled is column 64 $= PE_{(pos, 2 \cdot 32)}$, the "
              r"sine of pair 32, frequency $10000^{-64/128} = 1/100$ (and 'i=32' is pair 16, frequency $1/10$). Checked: the "
              r"label's $i = 64$ is a valid pair index for $d_{\text{model}} = 128$.",
    hypotheses=r"the document's range $i \in [0, d_{\text{model}}/2 - 1]$; the plot's $d_{\text{model}} = 128$",
    expect="refuted",
    wrong=r"The plot code reuses the document's name $i$ for a column index: its loop variable runs over columns 0, 32, 64 "
          r"and the legend writes them as 'i=0', 'i=32', 'i=64'. For $d_{\text{model}} = 128$ the document's pair index runs "
          r"over 0..63; 'i=64' as a pair index addresses dimensions 128 and 129, outside 0..127. The curve is column 64 of "
          r"`pe`, the sine of pair 32 (frequency $10000^{-64/128} = 0.01$); 'i=32' is pair 16 (frequency 0.1), not pair 32.",
    error_kind="notation slip",
    symbol="i",
    survives="yes: the curves labelled `i=0`, `i=32`, `i=64` are pairs 0, 16, 32 with frequencies $1 > 1/10 > 1/100$, and the text "
             "after the plot, which names the curves by their labels ('比如i=64时', '当i=64（较大）时'), says true things "
             "about them (plotted_column_64_changes_slowly_compared_with_column_0)",
    correction="plotted_curves_are_columns_0_32_64_with_frequencies_1_tenth_hundredth",
    sources=[
        Source(DOC2, "§一 (range of i)", r"范围为$[0, 1, ..., d_{model}/2 - 1]$", role="defines"),
        Source(DOC2, "§二 python code block 2", "label=f'i={i}'"),
    ],
    sharp='exact.',
    notes="The flag is on the code, where the name is reused; the sentences after the plot describe the curves by the "
          "labels the plot shows, and what they say about those curves is true, so they are not flagged. Refutation: for "
          r"$d_{\text{model}} = 128$ the pair index runs over 0..63; $i = 64$ would address dimensions $2i = 128$ and "
          r"$2i + 1 = 129$ of a 128-dimensional vector (indices 0..127).",
)


@claim.proof
def proof(pf):
    d, i = sp.Integer(128), sp.Integer(64)
    pf.eq("largest pair index for d_model = 128: d/2 − 1 = 63", d / 2 - 1, 63)
    pf.refute("claimed: i = 64 ≤ d_model/2 − 1, i.e. max(i − (d/2 − 1), 0) = 0", sp.Max(i - (d / 2 - 1), 0), 0)
    pf.true("dimension 2i = 128 exceeds the last index d − 1 = 127", sp.Gt(2 * i, d - 1))
    pf.eq("column 64 = 2·32 is the sine of pair 32, frequency 10000^(−2·32/128) = 1/100",
          sp.Integer(10000) ** sp.Rational(-2 * 32, 128), sp.Rational(1, 100))
    pf.eq("pair 32 would have frequency 1/100, but the curve 'i=32' (column 32 = pair 16) has 10000^(−32/128) = 1/10",
          sp.Integer(10000) ** sp.Rational(-2 * 16, 128), sp.Rational(1, 10))
