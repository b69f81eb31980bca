import sympy as sp

from suite import Claim, Source
from suite.codeblocks import run_json

DOC2 = '002_3d0c6d33c4aad084.txt'

EXPR = ("dict(title=plt.gca().get_title(), xlabel=plt.gca().get_xlabel(), "
        "lines=[sorted(set(float(v) for v in l.get_xdata())) for l in plt.gca().lines])")

claim = Claim(
    title="Refuted: the plot is the encoding 'at fixed position 10' — every curve runs over positions 0..511 at a fixed "
          "column",
    statement="The title of 002's plot, `f\"Position Encoding at Fixed Position {fixed_pos}\"` with `fixed_pos = 10`, says "
              "the curves show the encoding at the single position 10. Run (python code block 2 verbatim via "
              "`suite.codeblocks.run_block`, with an expression of ours, evaluated after the block and "
              "returned on the sandbox's result channel: the title, the $x$ label and the distinct $x$ "
              "values of every drawn line as JSON): the title is 'Position Encoding at Fixed Position 10 "
              "(Frequency Decrease "
              "with i)', and each of the 3 lines has 512 distinct $x$ values 0..511 (the positions), with "
              "$y$ = `pe[:, j]` for "
              "one column $j$. The number of positions plotted is 512, not 1; the column, not the position, "
              "is fixed.",
    hypotheses="numpy and matplotlib as installed; `seq_len = 512`, `d_model = 128` as set in the block",
    expect="refuted",
    wrong=r"`fixed_pos = 10` is used only in the title: every curve is `pe[:, j]` for a fixed column $j \in \{0, 32, 64\}$ "
          r"plotted against all positions $pos = 0..511$ (512 distinct positions, $x$ label 'Position "
          r"(pos)'). The title "
          "swaps the roles: it is "
          "the column that is fixed and the position that varies.",
    error_kind="swapped labels",
    survives="yes: only the plot title is affected; the text (在不同的固定i取值下，pos的变化趋势), the axis labels and the curves "
             "themselves describe fixed columns over varying positions correctly",
    correction="plotted_curves_are_columns_0_32_64_with_frequencies_1_tenth_hundredth",
    sources=[Source(DOC2, "§二 python code block 2", 'plt.title(f"Position Encoding at Fixed Position {fixed_pos}')],
    sharp='finite check of one program run.',
    notes=r'Statement (document 002, python code block 2): the title `f"Position Encoding at Fixed Position {fixed_pos}"` '
          r'with `fixed_pos = 10` says the curves are the encoding at the one position 10. Refutation: running the block '
          r'(sandbox of `suite/codeblocks.py`) and reading the drawn lines back: each of the three lines has '
          r'$x = 0, 1, \dots, 511$ (512 distinct positions) and $y$ = `pe[:, j]` for one fixed column $j \in \{0, 32, 64\}$; '
          r'the variable `fixed_pos` is used only in the title. What is fixed is the column (the text itself says '
          r'在不同的固定i取值下，pos的变化趋势, and the $x$ label is "Position (pos)"): the title swaps the roles of position '
          r'and dimension.',
)


@claim.proof
def proof(pf):
    run, data = run_json(DOC2, 2, EXPR)
    label = "002 python block 2 (+ our expression, on the result channel)"
    pf.exhaust("the block runs (exit 0); title 'Position Encoding at Fixed Position 10 …', x label 'Position (pos)', 3 lines",
               [label], lambda _: run.ok and data is not None
               and data["title"].startswith("Position Encoding at Fixed Position 10")
               and data["xlabel"] == "Position (pos)" and len(data["lines"]) == 3)
    if not (run.ok and data):
        pf.note("block output", run.describe())
        return
    pf.exhaust("every line's x values are exactly the positions 0..511", [0, 1, 2],
               lambda k: data["lines"][k] == [float(p) for p in range(512)])
    n = max(len(xs) for xs in data["lines"])
    pf.refute("claimed: a fixed position, i.e. the number of distinct positions on a curve is 1", sp.Integer(n), 1)
