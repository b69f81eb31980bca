"""Doc 002's plotting code (python block 2) runs without error on a headless (Agg) backend.

Statement: python block 2 of 002_3d0c6d33c4aad084.txt, run verbatim in the sandbox of suite/codeblocks.py
(MPLBACKEND=Agg, no display, no network, fresh temporary cwd, 60 s limit), exits with code 0, prints
nothing and leaves no traceback; plt.show() is a no-op under Agg.
Hypotheses: numpy and matplotlib as installed.
References: 002_3d0c6d33c4aad084.txt §二, python code block 2.
Sharp: finite check of one program run.
"""
from suite import Claim, Source
from suite.codeblocks import run_block
from theorems._util_001002 import DOC2

claim = Claim(
    title="Doc 002's plotting code (python block 2) runs without error headless (matplotlib Agg)",
    statement="Run: python code block 2 of 002_3d0c6d33c4aad084.txt verbatim via suite.codeblocks.run_block (child `python -I`, "
              "fresh temporary cwd, minimal environment, MPLBACKEND=Agg, sockets disabled, `unshare -n` when available, 60 s "
              "limit). Checked: exit code 0, no 'Traceback' on stderr, empty stdout.",
    hypotheses="numpy and matplotlib as installed; Agg backend",
    expect="proved",
    sources=[Source(DOC2, "§二 (before python code block 2)", "为了进一步验证这一点，这里绘制在不同的固定i取值下，pos的变化趋势")],
)


@claim.proof
def proof(pf):
    run = run_block(DOC2, 2)
    pf.exhaust("002 python block 2 verbatim: exit 0, no traceback, no output",
               [run.describe()], lambda _: run.ok and "Traceback" not in run.stderr and run.stdout == "")
