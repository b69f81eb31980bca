import flint

from numeric.balls import freq_ball, rounds_to, within
from suite import Claim, Source
from suite.codeblocks import run_json

DOC2 = '002_3d0c6d33c4aad084.txt'

EXPR = "dict(pe=pe.tolist(), dtype=str(pe.dtype), shape=list(pe.shape), numpy=np.__version__)"

claim = Claim(
    title=r"Doc 002's implementation (python block 1) equals the sinusoidal formula to $1 \cdot 10^{-13}$ in every entry "
          r"(float64)",
    statement=r"Run: python code block 1 of 002_3d0c6d33c4aad084.txt via `suite.codeblocks.run_block` (sandbox as in "
              r"`suite/codeblocks.py`), prelude `import numpy as np`, expression of ours, evaluated after "
              r"the block and returned on the sandbox's result channel: `pe.tolist()`, `pe.dtype`, "
              r"`pe.shape` and numpy's version as JSON. Checked in Arb: dtype float64, shape (120, 8), and for all "
              r"$pos < 120$, $i < 4$: "
              r"$|\mathrm{pe}[pos,2i] - \sin(pos \cdot 10000^{-2i/8})| \le 10^{-13}$ and "
              r"$|\mathrm{pe}[pos,2i+1] - \cos(pos \cdot 10000^{-2i/8})| \le 10^{-13}$ — so "
              r"`np.power(10000, 2·arange/np.float32(d_model))` is evaluated in float64, not float32. Row "
              r"$pos = 2$ correctly "
              r"rounded to 4 decimals is $[0.9093, -0.4161, 0.1987, 0.9801, 0.0200, 0.9998, 0.0020, 1.0000]$.",
    hypotheses="numpy as installed; `seq_len = 120`, `d_model = 8` as set in the block",
    expect="proved",
    sources=[
        Source(DOC2, "§一 (before python code block 1)", "正余弦位置编码的代码实现如下"),
        Source(DOC2, "§一 python code block 1",
               "div_term = np.power(10000, (2 * (np.arange(d_model // 2)) / np.float32(d_model)))  # 频率缩放因子"),
        Source(DOC2, "§一 python code block 1", "pe[:, 0::2] = np.sin(position / div_term)  # 偶数维度用正弦"),
        Source(DOC2, "§一 python code block 1", "pe[:, 1::2] = np.cos(position / div_term)  # 奇数维度用余弦"),
    ],
    sharp='finite check of one program run.',
)


@claim.proof
def proof(pf):
    run, data = run_json(DOC2, 1, EXPR, prelude="import numpy as np")
    label = "002 python block 1 (+ import numpy as np, + JSON epilogue)"
    pf.exhaust("the block runs: exit code 0, float64 matrix of shape (120, 8)", [label],
               lambda _: run.ok and data is not None and data["dtype"] == "float64" and data["shape"] == [120, 8])
    if not (run.ok and data):
        pf.note("block output", run.describe())
        return
    pe = data["pe"]
    freqs = [freq_ball(i, 8) for i in range(4)]

    def entry_ok(case):
        pos, j = case
        t = pos * freqs[j // 2]
        exact = t.sin() if j % 2 == 0 else t.cos()
        return within(pe[pos][j], exact, "1e-13")

    pf.exhaust("|pe[pos, j] − exact| ≤ 1e-13 for every entry", [(p, j) for p in range(120) for j in range(8)], entry_ok)
    row2 = ["0.9093", "-0.4161", "0.1987", "0.9801", "0.0200", "0.9998", "0.0020", "1.0000"]
    pf.exhaust("row pos = 2 rounds (4 decimals) to [0.9093, −0.4161, 0.1987, 0.9801, 0.0200, 0.9998, 0.0020, 1.0000]",
               list(range(8)), lambda j: rounds_to(flint.arb(pe[2][j]), row2[j]))


@claim.evidence
def evidence():
    run, data = run_json(DOC2, 1, EXPR, prelude="import numpy as np")
    if not data:
        return [("run", run.describe())]
    return [("numpy version", data["numpy"]), ("pe[2] as computed", ", ".join(f"{v:.6f}" for v in data["pe"][2]))]
