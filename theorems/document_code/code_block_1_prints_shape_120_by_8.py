from suite import Claim, Source
from suite.codeblocks import run_block
from suite.codeblocks import run_json, visible_stdout

DOC2 = '002_3d0c6d33c4aad084.txt'
PART = ("true once `import numpy as np`, which the block omits, is added; run verbatim the block stops with NameError: "
        "name 'np' is not defined")

claim = Claim(
    title="Doc 002's implementation (python block 1, with `import numpy as np`) prints `(120, 8)`",
    statement="Run: python code block 1 of 002_3d0c6d33c4aad084.txt via `suite.codeblocks.run_block` (child `python -I`, fresh "
              "temporary cwd, minimal environment, `MPLBACKEND=Agg`, read-only file system with a tmpfs "
              "scratch, no network, "
              "every process killed with the block (user/mount/network/PID namespaces), 60 s limit) "
              "with the prelude line `import numpy as np` (the block uses `np` without importing it; run "
              "verbatim it exits with "
              "`NameError: name 'np' is not defined` — recorded under evidence). Result checked: exit code "
              "0 and stdout exactly "
              "'(120, 8)'. A second run with an expression of ours (`np.arange(seq_len)[:, "
              "np.newaxis].shape`, evaluated after the block and returned on the sandbox's result channel) "
              "checks the "
              "comment '`# shape为 (seq_len, 1)`': (120, 1).",
    hypotheses="numpy as installed; the prelude `import numpy as np` is supplied (the snippet assumes it)",
    expect="proved",
    sources=[
        Source(DOC2, "§一 python code block 1", "pe = sinusoidal_position_encoding(seq_len, d_model)", role="defines"),
        Source(DOC2, "§一 python code block 1", "print(pe.shape)# (120, 8)", fidelity="partial", part=PART),
        Source(DOC2, "§一 python code block 1", "返回一个形状为 (seq_len, d_model) 的位置编码矩阵", fidelity="partial", part=PART),
        Source(DOC2, "§一 python code block 1", "position = np.arange(seq_len)[:, np.newaxis]  # shape为 (seq_len, 1)", fidelity="partial", part=PART),
    ],
    sharp='finite check of one program run.',
)


@claim.proof
def proof(pf):
    run = run_block(DOC2, 1, prelude="import numpy as np")
    pf.exhaust("002 python block 1 with `import numpy as np` prepended: exit 0, stdout '(120, 8)'",
               [run.describe()], lambda _: run.ok and run.stdout.strip() == "(120, 8)")
    run2, data = run_json(DOC2, 1, "list(np.arange(seq_len)[:, np.newaxis].shape)", prelude="import numpy as np")
    pf.exhaust("the position column np.arange(seq_len)[:, np.newaxis] has shape (seq_len, 1) = (120, 1)",
               [run2.describe()], lambda _: run2.ok and data == [120, 1] and visible_stdout(run2).strip() == "(120, 8)")


@claim.evidence
def evidence():
    bare = run_block(DOC2, 1)
    tail = bare.stderr.strip().splitlines()[-1:] or [""]
    return [("block 1 run verbatim (no prelude): exit code", bare.returncode), ("its last stderr line", tail[0])]
