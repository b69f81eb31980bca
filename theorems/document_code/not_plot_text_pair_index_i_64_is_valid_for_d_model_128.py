import sympy as sp

from suite import Claim, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title="Refuted (notation slip): i = 64 is a pair index for the plot's d_model = 128 — the document's i runs over 0..63; "
          "the curve 'i=64' is column 64, the sine of pair 32",
    statement="The text after the plot says '比如i=64时，相邻pos之间的差异非常小' and '当i=64（较大）时…'. With the document's i "
              "(the pair index, i ∈ [0, d_model/2 − 1], §一) and the plot's d_model = 128, i ranges over 0..63: i = 64 would "
              "address dimensions 128 and 129, which do not exist (0..127). The plotted curve labelled 'i=64' is pe[:, 64], "
              "column 64 = PE_(pos, 2·32): the sine of pair 32, frequency 10000^(−64/128) = 1/100 (and the curve 'i=32' is "
              "pair 16, frequency 1/10, whereas pair 32 has frequency 1/100).",
    hypotheses="the document's range i ∈ [0, d_model/2 − 1]; the plot's d_model = 128",
    expect="refuted",
    wrong="For the plot's d_model = 128 the document's pair index i runs over 0..d_model/2 − 1 = 0..63; i = 64 gives dimensions "
          "128 and 129, outside 0..127. The curve the text calls i=64 is column 64 of pe, the sine of pair i = 32 (frequency "
          "10000^(−64/128) = 0.01); the text uses the plot code's loop variable, a column index, under the name of the "
          "document's pair index (the curve 'i=32' is pair 16 with frequency 0.1, not pair 32 with frequency 0.01).",
    error_kind="notation slip",
    symbol="i",
    survives="yes: the curves labelled i=0, i=32, i=64 are pairs 0, 16, 32 with frequencies 1 > 1/10 > 1/100, and what the "
             "text says about them (column 64 changes little between adjacent positions, column 0 a lot) is true "
             "(plotted_column_64_changes_slowly_compared_with_column_0)",
    correction="plotted_curves_are_columns_0_32_64_with_frequencies_1_tenth_hundredth",
    sources=[
        Source(DOC2, "§一 (range of i)", r"范围为$[0, 1, ..., d_{model}/2 - 1]$", role="defines"),
        Source(DOC2, "§二 (after the plot)", "比如i=64时"),
        Source(DOC2, "§二 (after the plot)", "当i=64（较大）时"),
    ],
    sharp='exact.',
    notes='Statement (document 002, §二 after the plot): "比如i=64时，相邻pos之间的差异非常小" and "当i=64（较大）时，即使pos 从10增到20，y轴对应的值变化也不大", with the plot\'s d_model = 128 and the document\'s i, the pair index i in [0, 1, ..., d_model/2 - 1] (§一). Refutation: for d_model = 128 the pair index runs over 0..63; i = 64 would address dimensions 2i = 128 and 2i + 1 = 129 of a 128-dimensional vector (indices 0..127). The plotted curve labelled \'i=64\' is pe[:, 64], column 64 = PE_(pos, 2*32), the sine of pair 32 with frequency 10000^(-64/128) = 1/100; the text uses the code\'s loop variable (a column index) under the name of the document\'s pair index (likewise the curve \'i=32\' is pair 16, frequency 1/10, whereas pair 32 has frequency 1/100).',
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
