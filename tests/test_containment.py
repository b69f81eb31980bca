"""Issue 33, probes 7-8, through the command line: nothing a claim detached holds ``verify``'s output open once the
claim has ended (``verify | tail`` ends), and a run that starts ends what a SIGKILLed run's claims left running
(where the machine gives a cgroup; suite/containment.py)."""
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import detached_sleeper, project_with_claims
from suite import containment

CLAIM = '''
import os, subprocess, sys, time
from pathlib import Path
from hypothesis import strategies as st
from suite import Claim, Eq

claim = Claim(title="t", statement="s", hypotheses="h", expect="numeric", domain={"x": st.integers(0, 3)},
              examples=[{"x": 1}], budget=60)


@claim.check
def check(ctx, x):
    marks = Path(os.environ["MARKS"])
    if not any(marks.iterdir()):
        subprocess.Popen([sys.executable, os.environ["SLEEPER"], str(marks), ""], start_new_session=True).wait()
        while not any(marks.iterdir()):
            time.sleep(0.05)
    {end}
    return Eq(ctx.num(x), ctx.num(x))
'''


def _alive(pid: int) -> bool:
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _verify(proj: Path, marks: Path, cgroup: Path | None = None, **popen):
    """``verify`` in ``proj``; with ``cgroup``, started inside that cgroup, whose ``pe-verify-*`` folders are then the
    only ones its start looks at (and no run elsewhere sees them: every run ends the folders of killed runs it finds
    in its own cgroup, so a run of another test on the other worker would end a killed run's leftovers first)."""
    env = {**os.environ, "PE_VERIFY_HOME": str(proj), "MARKS": str(marks),
           "SLEEPER": str(detached_sleeper(proj))}
    if cgroup is not None:
        popen["preexec_fn"] = lambda: (cgroup / "cgroup.procs").write_text("0")
    return subprocess.Popen([sys.executable, "-m", "suite", "verify", "--no-sources", "--no-study", "--no-cache",
                             "--profile", "examples", "-q"], cwd=proj, env=env, **popen)


def test_what_a_claim_detached_does_not_hold_the_output_open(tmp_path):
    proj = project_with_claims(tmp_path, "t", {"detaches": CLAIM.replace("{end}", "os._exit(0)")}, "Detaching.")
    marks = tmp_path / "marks"
    marks.mkdir()
    run = _verify(proj, marks, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        out, err = run.communicate(timeout=120)  # `verify | tail`: ends when nothing holds the pipe any more
    finally:
        run.kill()
    pids = [int(p.name) for p in marks.iterdir()]
    assert pids and not any(_alive(p) for p in pids)
    assert b"the process died" in out + err  # the claim died without a result


@pytest.mark.skipif(containment._cgroup_base() is None, reason="this machine gives no writable cgroup v2")
def test_a_run_that_starts_ends_what_a_killed_run_left(tmp_path):
    proj = project_with_claims(tmp_path, "t", {"detaches": CLAIM.replace("{end}", "time.sleep(120)")}, "Detaching.")
    marks = tmp_path / "marks"
    marks.mkdir()
    own = containment._cgroup_base() / f"pe-test-{os.getpid()}-{time.monotonic_ns()}"
    own.mkdir()
    first = _verify(proj, marks, own, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not any(marks.iterdir()) and time.monotonic() < deadline:
        time.sleep(0.05)
    (left,) = [int(p.name) for p in marks.iterdir()]
    first.send_signal(signal.SIGKILL)
    first.wait()
    time.sleep(0.2)
    try:
        assert _alive(left)  # the killed run could end nothing: its claim's detached process runs on
        (proj / "theorems" / "t" / "detaches.py").write_text(CLAIM.replace("{end}", ""))
        second = _verify(proj, tmp_path, own, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        second.wait(timeout=120)
        deadline = time.monotonic() + 5
        while _alive(left) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not _alive(left)
    finally:
        if _alive(left):
            os.kill(left, signal.SIGKILL)
        containment._kill_cgroup(own)
