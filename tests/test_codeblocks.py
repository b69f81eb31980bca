"""The code-block sandbox (suite.codeblocks): no network, a read-only file system with a disposable scratch,
no capabilities to undo that, a wall-clock limit that holds with detached children, and a refusal (never a
monkeypatch) where the machine cannot make it."""
import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from conftest import ROOT, project_with_claims
from suite import codeblocks
from suite.codeblocks import SandboxUnavailable, run_source

def test_the_sandbox_is_refused_only_for_what_the_machine_lacks():
    """Skipping the tests below is right where the machine has no `unshare` or no user namespaces; a sandbox
    that the machine could make but our own set-up inside it could not close is a failure, not a skip."""
    prefix, reason = codeblocks.sandbox()
    assert prefix or not reason.startswith("inside the namespaces"), reason


needs_sandbox = pytest.mark.skipif(not codeblocks.sandbox()[0],
                                   reason=f"this machine cannot make the sandbox: {codeblocks.sandbox()[1]}")


def _processes_with(marker: str) -> list[int]:
    """The live processes whose command line holds ``marker`` (this test process excluded)."""
    found = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit() and int(d.name) != os.getpid():
            try:
                cmd = (d / "cmdline").read_bytes().replace(b"\0", b" ").decode("utf-8", "replace")
                state = (d / "stat").read_text().rsplit(")", 1)[1].split()[0]
            except OSError:
                continue
            if marker in cmd and state != "Z":
                found.append(int(d.name))
    return found


@needs_sandbox
def test_the_network_is_unreachable_even_through_the_raw_socket_module():
    run = run_source(textwrap.dedent("""
        import _socket, socket
        for make in (lambda: socket.socket(), lambda: _socket.socket(_socket.AF_INET, _socket.SOCK_STREAM)):
            s = make()
            s.settimeout(3)
            try:
                s.connect(("1.1.1.1", 53))
                print("connected")
            except OSError as e:
                print("refused", e.errno)
    """), timeout=30)
    assert run.ok, run.describe()
    assert run.stdout.split("\n")[:2] == ["refused 101", "refused 101"]  # ENETUNREACH: no route in the namespace


@needs_sandbox
def test_only_the_scratch_folder_is_writable_and_it_is_thrown_away(tmp_path):
    project_file = tmp_path / "verdict.json"
    project_file.write_text("{}")
    run = run_source(textwrap.dedent(f"""
        import os
        for path in ({str(project_file)!r}, {str(tmp_path / 'planted.json')!r}, "/tmp/planted", "/dev/shm/planted",
                     {str(ROOT / 'reports' / 'planted')!r}):
            try:
                with open(path, "w") as f:
                    f.write("proved")
                print("wrote", path)
            except OSError as e:
                print("denied", e.errno)
        with open("scratch.txt", "w") as f:
            f.write("x" * 1000)
        print(os.getcwd() == os.environ["HOME"] == os.environ["TMPDIR"], open("scratch.txt").read() == "x" * 1000)
    """), timeout=30)
    assert run.ok, run.describe()
    lines = run.stdout.splitlines()
    assert lines[:5] == ["denied 30"] * 5  # EROFS, the project folder and the shared temporary folders alike
    assert lines[5] == "True True"
    assert project_file.read_text() == "{}" and not (tmp_path / "planted.json").exists()
    assert not any(Path("/tmp").glob("pe_block_*/scratch.txt"))  # the scratch was a tmpfs that went with the block


@needs_sandbox
def test_the_block_cannot_make_the_file_system_writable_again():
    run = run_source(textwrap.dedent("""
        import ctypes, os, subprocess
        libc = ctypes.CDLL(None, use_errno=True)
        libc.mount.argtypes = (ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_void_p)
        rc = libc.mount(None, b"/", None, 32 | 4096, None)  # MS_REMOUNT | MS_BIND, without MS_RDONLY
        print(rc, ctypes.get_errno())
        print(subprocess.run(["mount", "-o", "remount,rw", "/"], capture_output=True).returncode != 0)
        status = open("/proc/self/status").read()
        print(status.split("CapEff:")[1].split()[0], status.split("CapBnd:")[1].split()[0])
        print(status.split("NoNewPrivs:")[1].split()[0])
    """), timeout=30)
    assert run.ok, run.describe()
    # EPERM; no capability left, none to gain by running a program
    assert run.stdout.splitlines() == ["-1 1", "True", "0000000000000000 0000000000000000", "1"]


@needs_sandbox
def test_a_detached_child_neither_outlives_the_block_nor_holds_its_output_open():
    marker = f"sleep 987.{os.getpid()}"
    start = time.monotonic()
    run = run_source(textwrap.dedent(f"""
        import subprocess
        subprocess.Popen(["setsid", "sh", "-c", "{marker} & {marker}"], start_new_session=True)
        print("started")
    """), timeout=30)
    assert run.ok and run.stdout == "started\n", run.describe()
    assert time.monotonic() - start < 20
    time.sleep(0.2)
    assert _processes_with(marker) == []


@needs_sandbox
def test_the_time_limit_holds_while_a_detached_child_holds_the_output_open():
    marker = f"sleep 986.{os.getpid()}"
    start = time.monotonic()
    run = run_source(textwrap.dedent(f"""
        import subprocess, time
        subprocess.Popen(["setsid", "sh", "-c", "{marker} & {marker}"], start_new_session=True)
        print("started", flush=True)
        time.sleep(600)
    """), timeout=2)
    took = time.monotonic() - start
    assert run.timed_out and run.returncode is None and run.stdout == "started\n", run.describe()
    assert took < 12, took
    time.sleep(0.2)
    assert _processes_with(marker) == []


@needs_sandbox
def test_a_sandbox_without_its_pid_namespace_is_refused(monkeypatch):
    monkeypatch.setattr(codeblocks, "_UNSHARE_FLAGS", tuple(f for f in codeblocks._UNSHARE_FLAGS
                                                            if f not in ("--pid", "--fork", "--mount-proc")))
    codeblocks.sandbox.cache_clear()
    try:
        prefix, reason = codeblocks.sandbox()
        assert prefix == () and reason == "inside the namespaces: the block is not PID 1 of a new PID namespace"
    finally:
        monkeypatch.undo()
        codeblocks.sandbox.cache_clear()


def test_without_unshare_no_block_runs_and_the_reason_is_given(monkeypatch):
    monkeypatch.setattr(codeblocks.shutil, "which", lambda name: None)
    codeblocks.sandbox.cache_clear()
    try:
        with pytest.raises(SandboxUnavailable, match=r"block 0 was not run: .*`unshare` program \(util-linux\) is not"):
            run_source("print('ran')")
    finally:
        monkeypatch.undo()
        codeblocks.sandbox.cache_clear()


@pytest.mark.parametrize("timeout", [0, -1, float("nan"), float("inf"), "5"])
def test_the_time_limit_must_be_a_positive_finite_number(timeout):
    with pytest.raises(ValueError, match="timeout must be a positive finite"):
        run_source("pass", timeout=timeout)


CLAIM_RUNNING_A_BLOCK = '''
from suite import Claim
from suite.codeblocks import run_source

claim = Claim(title="a block prints 1", statement="the program print(1) prints 1", hypotheses="none",
              expect="proved", sharp="finite check of one program run.")


@claim.proof
def proof(pf):
    run = run_source("print(1)")
    pf.exhaust("the program prints 1", [run.describe()], lambda _: run.ok and run.stdout == "1\\n")
'''


def test_a_claim_whose_block_cannot_be_sandboxed_is_an_error_saying_it_was_not_run(tmp_path):
    proj = project_with_claims(tmp_path, "blocks", {"block_prints_one": CLAIM_RUNNING_A_BLOCK}, "Running a block.")
    empty = tmp_path / "bin"
    empty.mkdir()
    env = {**os.environ, "PE_VERIFY_HOME": str(proj), "PATH": str(empty)}  # no `unshare` on this PATH
    r = subprocess.run([sys.executable, "-m", "suite", "verify", "--no-sources", "--no-study", "--no-cache",
                        "--profile", "examples"], cwd=proj, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 1, r.stderr
    result = json.loads((proj / "reports" / "report.json").read_text())
    (claim,) = [c for c in result["claims"] if c["id"].endswith("block_prints_one")]
    assert claim["verdict"] == "error"
    assert "was not run: this machine cannot make the code-block sandbox" in claim["why"]
    assert "`unshare` program (util-linux) is not installed" in claim["why"]
