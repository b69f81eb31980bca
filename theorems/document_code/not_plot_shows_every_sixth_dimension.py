import sympy as sp

from suite import Claim, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title="Refuted: the plot loop over `[0, 32, 64]` shows every 6th dimension — it shows every 32nd",
    statement="The comment on '`for i in [0,32,64]:`' says one dimension out of every 6 is shown; the indices 0, 32, 64 are "
              "spaced by 32 (one of every 32 columns; pairs 0, 16, 32 of the formula), not 6.",
    hypotheses="the list `[0, 32, 64]` as written",
    expect="refuted",
    wrong="The plotted indices 0, 32, 64 have spacing $32 - 0 = 64 - 32 = 32$, not 6: the loop shows every 32nd column "
          "(sine columns of pairs 0, 16, 32).",
    correction="plotted_curves_are_columns_0_32_64_with_frequencies_1_tenth_hundredth",
    error_kind="wrong number",
    survives="yes: a code comment; the plot still shows three columns of decreasing frequency",
    sources=[Source(DOC2, "§二 python code block 2", "for i in [0,32,64]:  # 每6个维度展示一个")],
    sharp='exact.',
    notes='Refutation: consecutive plotted indices differ by $32 - 0 = 64 - 32 = 32$, not 6.',
)


@claim.proof
def proof(pf):
    idx = [0, 32, 64]
    pf.refute("claimed spacing 6: 32 − 0 = 6", sp.Integer(idx[1] - idx[0]), 6)
    pf.refute("claimed spacing 6: 64 − 32 = 6", sp.Integer(idx[2] - idx[1]), 6)
