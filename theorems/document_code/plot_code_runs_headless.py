from numeric.balls import freq_ball, within
from suite import Claim, Source
from suite.codeblocks import run_block
from suite.codeblocks import run_json

DOC2 = '002_3d0c6d33c4aad084.txt'

EXPR = ("dict(pe=pe.tolist(), pos_shape=list(np.arange(seq_len)[:, np.newaxis].shape), "
        "div_shape=list(np.power(10000, (2 * (np.arange(d_model // 2)) / np.float32(d_model))).shape))")

claim = Claim(
    title=r"Doc 002's plotting code (python block 2) runs headless; its `pe` has $\sin$ in the even and $\cos$ in the odd "
          r"columns, shapes `(seq_len, 1)` and `(d_model/2,)` as commented",
    statement=r"Run: python code block 2 of 002_3d0c6d33c4aad084.txt verbatim via `suite.codeblocks.run_block` (child "
              r"`python -I`, fresh temporary cwd, minimal environment, `MPLBACKEND=Agg`, a read-only file "
              r"system with a tmpfs "
              r"scratch, no network, every process killed with the block (user/mount/network/PID "
              r"namespaces), 60 s limit). "
              r"Checked: exit code 0, no 'Traceback' on stderr, empty stdout. A second run with an "
              r"expression of ours, evaluated after the block and returned on the sandbox's result channel "
              r"(`pe`, the shape of `np.arange(seq_len)[:, np.newaxis]` and of the block's `div_term` expression as "
              r"JSON) checks the comments: `position` has shape `(seq_len, 1)` = (512, 1); `div_term` has shape "
              r"`(d_model/2,)` = (64,); $|\mathrm{pe}[pos, 2i] - \sin(pos \cdot 10000^{-2i/128})| \le 10^{-12}$ and "
              r"$|\mathrm{pe}[pos, 2i+1] - \cos(pos \cdot 10000^{-2i/128})| \le 10^{-12}$ for all "
              r"$512 \times 128$ entries (Arb): even columns sine, odd columns cosine.",
    hypotheses="numpy and matplotlib as installed; Agg backend; `seq_len = 512`, `d_model = 128` as set in the block",
    expect="proved",
    sources=[
        Source(DOC2, "§二 python code block 2", "plt.figure(figsize=(10, 6))", role="defines"),
        Source(DOC2, "§二 python code block 2", "position = np.arange(seq_len)[:, np.newaxis]  # (seq_len, 1)"),
        Source(DOC2, "§二 python code block 2",
               "div_term = np.power(10000, (2 * (np.arange(d_model // 2)) / np.float32(d_model)))  # (d_model/2,)"),
        Source(DOC2, "§二 python code block 2", "pe[:, 0::2] = np.sin(position / div_term)  # 偶数维度使用正弦"),
        Source(DOC2, "§二 python code block 2", "pe[:, 1::2] = np.cos(position / div_term)  # 奇数维度使用余弦"),
    ],
    sharp='finite check of one program run.',
)


@claim.proof
def proof(pf):
    run = run_block(DOC2, 2)
    pf.exhaust("002 python block 2 verbatim: exit 0, no traceback, no output",
               [run.describe()], lambda _: run.ok and "Traceback" not in run.stderr and run.stdout == "")
    run2, data = run_json(DOC2, 2, EXPR)
    label = "002 python block 2 (+ our expression, on the result channel)"
    pf.exhaust("position has shape (seq_len, 1) = (512, 1) and div_term shape (d_model/2,) = (64,)", [label],
               lambda _: run2.ok and data is not None and data["pos_shape"] == [512, 1] and data["div_shape"] == [64])
    if not (run2.ok and data):
        pf.note("block output", run2.describe())
        return
    pe = data["pe"]
    ws = [freq_ball(i, 128) for i in range(64)]

    def entry_ok(case):
        pos, j = case
        t = pos * ws[j // 2]
        return within(pe[pos][j], t.sin() if j % 2 == 0 else t.cos(), "1e-12")

    pf.exhaust("pe is 512×128; even column 2i = sin(pos·ω_i), odd column 2i+1 = cos(pos·ω_i), within 1e-12",
               [(p, j) for p in range(512) for j in range(128)],
               lambda c: len(pe) == 512 and len(pe[c[0]]) == 128 and entry_ok(c))
