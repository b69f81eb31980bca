import flint

from numeric.balls import ball, freq_ball, within
from suite import Claim, Source
from suite.codeblocks import run_json

DOC2 = '002_3d0c6d33c4aad084.txt'

EXPR = ("dict(lines=[dict(label=l.get_label(), x=[float(v) for v in l.get_xdata()], y=[float(v) for v in l.get_ydata()]) "
        "for l in plt.gca().lines], xlabel=plt.gca().get_xlabel(), ylabel=plt.gca().get_ylabel())")

claim = Claim(
    title=r"Doc 002's plot shows columns 0, 32, 64 of `pe`: $\sin(pos)$, $\sin(pos/10)$, $\sin(pos/100)$ over "
          r"$pos = 0..511$ (frequency decreasing)",
    statement=r"Run: python code block 2 of 002_3d0c6d33c4aad084.txt verbatim via `suite.codeblocks.run_block` (sandbox as "
              r"in `suite/codeblocks.py`) with an expression of ours, evaluated after the block and "
              r"returned on the sandbox's result channel: for every line of the current axes, its label "
              r"and $x$/$y$ data, and the axis labels, as JSON. Checked in Arb: three lines labelled 'i=0', "
              r"'i=32', 'i=64'; "
              r"$x = 0..511$; $y_j(pos) = \sin(pos \cdot 10000^{-j/128})$ within $10^{-12}$ for $j = 0, 32, "
              r"64$, i.e. "
              r"$\sin(pos)$, $\sin(pos/10)$, $\sin(pos/100)$ — the sine columns of the formula's pairs $i = "
              r"0, 16, 32$ (the "
              r"legend's $i$ is the column index $2i$). Frequencies $1 > 1/10 > 1/100$, as the title's "
              r"'Frequency Decrease "
              r"with i' says; $x$ is the position and $y$ the encoding value, as the text says. So the plot "
              r"shows, for three "
              r"fixed pairs ($i = 0, 16, 32$ in the formula's notation; columns 0, 32, 64), how the "
              r"encoding varies with $pos$, "
              r"and the largest step between adjacent plotted positions is $> 0.95$ for column 0 and $\le "
              r"0.01$ for column 64: "
              r"the high dimension barely changes from one position to the next, the point the plot is "
              r"drawn to verify. "
              r"(`fixed_pos = 10` appears only in the title; no position is held fixed.)",
    hypotheses="numpy and matplotlib as installed; `d_model = 128`, `seq_len = 512` as set in the block",
    expect="proved",
    sources=[
        Source(DOC2, "§二 (before python code block 2)", "为了进一步验证这一点，这里绘制在不同的固定i取值下，pos的变化趋势"),
        Source(DOC2, "§二 python code block 2", "for i in [0,32,64]:", role="defines"),
        Source(DOC2, "§二 python code block 2", "plt.plot(np.arange(seq_len), pe[:, i], label=f'i={i}')", role="defines"),
        Source(DOC2, "§二 python code block 2", "(Frequency Decrease with i)"),
        Source(DOC2, "§二 (after the plot)", "x轴是不同的pos，y轴是相应pos下最终位置编码的元素值"),
    ],
    sharp='finite check of one program run.',
)


def _step(ys, p):
    """|y(p+1) − y(p)| of the plotted binary floats, exactly (Arb)."""
    return abs(flint.arb(ys[p + 1]) - flint.arb(ys[p]))


@claim.proof
def proof(pf):
    run, data = run_json(DOC2, 2, EXPR)
    label = "002 python block 2 (+ our expression, on the result channel)"
    pf.exhaust("the block runs (exit 0) and draws 3 lines labelled i=0, i=32, i=64", [label],
               lambda _: run.ok and data is not None and [l["label"] for l in data["lines"]] == ["i=0", "i=32", "i=64"])
    if not (run.ok and data):
        pf.note("block output", run.describe())
        return
    lines = data["lines"]
    pf.exhaust("x data of every line is 0, 1, ..., 511", [0, 1, 2],
               lambda k: lines[k]["x"] == [float(p) for p in range(512)])
    cases = [(k, j, p) for k, j in enumerate((0, 32, 64)) for p in range(512)]
    freqs = {j: freq_ball(j // 2, 128) for j in (0, 32, 64)}  # column j = sine of pair j/2
    pf.exhaust("y_j(pos) = sin(pos·10000^(−j/128)) within 1e-12 (j = 0, 32, 64)", cases,
               lambda c: within(lines[c[0]]["y"][c[2]], (c[2] * freqs[c[1]]).sin(), "1e-12"))
    pf.exhaust("plotted adjacent steps: max over pos of |y_0(pos+1) − y_0(pos)| > 0.95 and of |y_64(pos+1) − y_64(pos)| ≤ 0.01",
               ["column 0", "column 64"],
               lambda c: any(bool(_step(lines[0]["y"], p) > ball("0.95")) for p in range(511)) if c == "column 0"
               else all(bool(_step(lines[2]["y"], p) <= ball("0.01")) for p in range(511)))
    pf.exhaust("the frequencies are exactly 1, 1/10, 1/100", [0, 32, 64],
               lambda j: within(float({0: 1, 32: 0.1, 64: 0.01}[j]), freqs[j], "1e-17"))
