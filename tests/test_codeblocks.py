"""The code-block sandbox (suite.codeblocks, bubblewrap): an unprivileged user with no capabilities, no network,
a read-only view of only Python with a disposable scratch, a private /dev, no host socket or FIFO, a process limit,
a wall-clock limit that holds with detached children, results only on an authenticated channel, and a refusal
(never a monkeypatch) where the machine cannot make it."""
import errno
import json
import os
import shutil
import socket
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
    bwrap, reason = codeblocks.sandbox()
    assert bwrap or not reason.startswith("inside the namespaces"), reason


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
                     {str(ROOT / 'reports' / 'planted')!r}, "/planted", "/usr/planted", {sys.prefix + '/planted'!r}):
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
    # the project, /tmp and /dev/shm are not there at all (or only as the read-only way to a Python installation
    # that lives under them, when the checkout does); what is there (/, /usr, the virtual environment) is read-only
    assert all(x in (f"denied {errno.ENOENT}", f"denied {errno.EROFS}") for x in lines[:5]), lines
    assert lines[5:8] == [f"denied {errno.EROFS}"] * 3, lines
    assert lines[8] == "True True"
    assert project_file.read_text() == "{}" and not (tmp_path / "planted.json").exists()
    assert not (ROOT / "reports" / "planted").exists() and not Path(sys.prefix, "planted").exists()


@needs_sandbox
def test_the_block_sees_no_host_file_but_python(tmp_path):
    secret = tmp_path / "host_secret.txt"
    secret.write_text("host")
    pythons = {os.path.realpath(p) for p in (sys.base_prefix, sys.prefix)} | {sys.base_prefix, sys.prefix}
    run = run_source(textwrap.dedent(f"""
        import os
        for path in ("/etc/passwd", "/etc/shadow", "/home", "/var", "/run", "/tmp", "/mnt", {str(secret)!r},
                     {str(ROOT / 'README.md')!r}, {str(ROOT / 'suite')!r}):
            print(path, os.path.exists(path))
        print(sorted(os.listdir("/")))
        print(sorted(os.listdir("/etc")))
        print(sorted(os.listdir("/dev")))
        def walk(top):  # every folder on the way to the Python installations, and what each holds
            return {{top: sorted(os.listdir(top))}} if top else {{}}
        pythons = {sorted(pythons)!r}
        ancestors = {{os.path.dirname(p[:i]) for p in pythons for i in range(len(p) + 1) if p[i:i + 1] in ("/", "")}}
        print({{a: sorted(os.listdir(a)) for a in sorted(ancestors) if a not in ("/",) and a.count("/") >= 1}})
    """), timeout=30)
    assert run.ok, run.describe()
    *seen, top, etc, devices, ancestors = run.stdout.splitlines()
    ways = {os.path.dirname(p[:i]) for p in pythons for i in range(len(p) + 1) if p[i:i + 1] in ("/", "")}
    # nothing is there but the folders on the way to a Python installation (checked below: they hold only that way)
    assert all(line.endswith(" False") or line.split()[0] in ways for line in seen), seen
    firsts = {p.split("/")[1] for p in pythons}
    assert set(eval(top)) <= {"usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32", "proc", "dev", "scratch",
                              "etc"} | firsts, top
    assert set(eval(etc)) <= {"ld.so.cache"}, etc
    assert devices == "['null', 'random', 'urandom', 'zero']"
    for folder, names in eval(ancestors).items():  # on the way to Python, each folder holds just the next step
        assert all(any(p.startswith(os.path.join(folder, n)) for p in pythons) for n in names), (folder, names)


@needs_sandbox
def test_the_block_runs_as_an_unprivileged_user_and_outside_too():
    """uid 65534 inside, and outside too: the host sees the block's processes as nobody's (never root mapped to
    root, nor 65534 mapped to root) when the suite runs as root, and as the caller's own otherwise."""
    import threading

    marker = f"sleep 985.{os.getpid()}"
    box = {}
    worker = threading.Thread(target=lambda: box.update(run=run_source(textwrap.dedent(f"""
        import os, subprocess, time
        print(os.getuid(), os.geteuid(), os.getgid(), os.getegid())
        subprocess.Popen(["sh", "-c", "{marker}"])
        time.sleep(3)
    """), timeout=30)))
    worker.start()
    outside = None
    for _ in range(100):
        found = _processes_with(marker)
        if found:
            status = Path(f"/proc/{found[0]}/status").read_text()
            outside = [line.split()[1:] for line in status.splitlines() if line.startswith(("Uid:", "Gid:"))]
            break
        time.sleep(0.05)
    worker.join()
    run = box["run"]
    assert run.ok, run.describe()
    assert run.stdout.splitlines() == ["65534 65534 65534 65534"]
    expected = "65534" if os.geteuid() == 0 else str(os.geteuid())
    assert outside is not None and outside[0] == [expected] * 4, outside


def _loop_device(tmp_path):
    """A loop device of our own over a 1 MiB file (root only); None where it cannot be made."""
    if os.geteuid() != 0 or not shutil.which("losetup"):
        return None, None
    backing = tmp_path / "disk.img"
    backing.write_bytes(b"\0" * 2**20)
    made = subprocess.run(["losetup", "--find", "--show", str(backing)], capture_output=True, text=True)
    return (made.stdout.strip() or None) if made.returncode == 0 else None, backing


@needs_sandbox
def test_no_block_device_is_reachable_even_one_the_host_has_open(tmp_path):
    device, backing = _loop_device(tmp_path)
    if device is None:
        pytest.skip("a loop device can be made only by root with losetup")
    try:
        run = run_source(textwrap.dedent(f"""
            import os
            for path in ({device!r}, "/dev/loop0", "/dev/vda", "/dev/sda"):
                try:
                    fd = os.open(path, os.O_WRONLY)
                    os.write(fd, b"written by the block")
                    print("wrote", path)
                except OSError as e:
                    print("denied", e.errno)
            try:
                os.mknod("/scratch/disk", 0o600 | 0o060000, os.makedev(7, 0))
                print("made a device node")
            except OSError as e:
                print("denied", e.errno)
        """), timeout=30)
    finally:
        subprocess.run(["losetup", "-d", device], check=False)
    assert run.ok, run.describe()
    assert run.stdout.splitlines() == [f"denied {errno.ENOENT}"] * 4 + [f"denied {errno.EPERM}"]
    assert backing.read_bytes() == b"\0" * 2**20


@needs_sandbox
def test_no_host_socket_or_fifo_is_reachable(tmp_path):
    path = tmp_path / "host.sock"
    abstract = f"\0pe-verify-probe-{os.getpid()}"
    listeners = []
    for address in (str(path), abstract):
        s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s.bind(address)
        s.listen(1)
        listeners.append(s)
    fifo = tmp_path / "host.fifo"
    os.mkfifo(fifo)
    try:
        run = run_source(textwrap.dedent(f"""
            import os, socket
            for address in ({str(path)!r}, {abstract!r}):
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                try:
                    s.connect(address)
                    print("connected")
                except OSError as e:
                    print("refused", e.errno)
            try:
                os.open({str(fifo)!r}, os.O_WRONLY | os.O_NONBLOCK)
                print("opened the fifo")
            except OSError as e:
                print("denied", e.errno)
        """), timeout=30)
    finally:
        for s in listeners:
            s.close()
    assert run.ok, run.describe()
    # the path is not in the block's file system; the abstract name lives in the host's network namespace only
    assert run.stdout.splitlines() == [f"refused {errno.ENOENT}", f"refused {errno.ECONNREFUSED}",
                                       f"denied {errno.ENOENT}"]


@needs_sandbox
def test_the_process_count_is_limited():
    run = run_source(textwrap.dedent("""
        import os, resource, time
        children, refused = [], None
        for _ in range(200):
            try:
                pid = os.fork()
            except OSError as e:
                refused = e.errno
                break
            if pid == 0:
                time.sleep(5)
                os._exit(0)
            children.append(pid)
        print(len(children) < 64, refused, resource.getrlimit(resource.RLIMIT_NPROC))
        try:
            resource.setrlimit(resource.RLIMIT_NPROC, (10**6, 10**6))
            print("raised")
        except (ValueError, OSError) as e:
            print("cannot raise it")
    """), timeout=30)
    assert run.ok, run.describe()
    assert run.stdout.splitlines() == [f"True {errno.EAGAIN} ({codeblocks.PROCESS_LIMIT}, {codeblocks.PROCESS_LIMIT})",
                                       "cannot raise it"]


@needs_sandbox
@pytest.mark.parametrize("forgery", [
    'print("@@PE-JSON@@" + \'{"verdict": "proved"}\', flush=True)\nimport os\nos._exit(0)',
    'import os\nfor fd in os.listdir("/proc/self/fd"):\n    try:\n        os.write(int(fd), b\'{"verdict": "proved"}\\n\')\n'
    '    except OSError:\n        pass',
    'import os\nfor fd in range(3, 64):\n    try:\n        os.write(fd, b"0" * 64 + b\'{"verdict": "proved"}\\n\')\n'
    '    except OSError:\n        pass\nos._exit(0)',
], ids=["marker-on-stdout-then-exit", "blind-write-to-every-descriptor", "guessed-tag-then-exit"])
def test_a_block_cannot_forge_its_result(forgery):
    run = run_source(forgery, timeout=30, expr='{"verdict": "refuted"}')
    assert run.returncode == 0
    assert run.result is None and run.no_result, run.describe()
    honest = run_source("x = 2", timeout=30, expr='{"verdict": x}')
    assert honest.result == '{"verdict": 2}' and honest.no_result == ""


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
@pytest.mark.parametrize("change, reason", [
    (("--unshare-pid", None), "the block is not in a new PID namespace"),
    (("65534", "0"), "the block runs as root inside its namespace"),
    (("--remount-ro", None), "the mount '/' is writable"),
])
def test_a_sandbox_that_does_not_hold_is_refused(monkeypatch, change, reason):
    """The wrapper's checks from inside can fail: a sandbox without its PID namespace, with root inside, or with a
    writable root is refused, and no block runs."""
    drop, put = change
    namespaces = [a for a in codeblocks._NAMESPACES if not (a == drop and put is None)]
    namespaces = [put if a == drop else a for a in namespaces]
    mounts = codeblocks._mounts
    monkeypatch.setattr(codeblocks, "_NAMESPACES", tuple(namespaces))
    if drop == "--remount-ro":
        monkeypatch.setattr(codeblocks, "_mounts", lambda *args: mounts(*args)[:-2])
    codeblocks.sandbox.cache_clear()
    try:
        bwrap, why = codeblocks.sandbox()
        assert bwrap is None and why == f"inside the namespaces: {reason}"
    finally:
        monkeypatch.undo()
        codeblocks.sandbox.cache_clear()


def test_without_bwrap_no_block_runs_and_the_reason_is_given(monkeypatch):
    monkeypatch.setenv("PE_BWRAP", "/nonexistent/bwrap")
    codeblocks.sandbox.cache_clear()
    try:
        with pytest.raises(SandboxUnavailable, match=r"block 0 was not run: .*PE_BWRAP names '/nonexistent/bwrap', "
                                                     r"not an executable"):
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
    env = {**os.environ, "PE_VERIFY_HOME": str(proj), "PE_BWRAP": str(tmp_path / "no-bwrap")}
    r = subprocess.run([sys.executable, "-m", "suite", "verify", "--no-sources", "--no-study", "--no-cache",
                        "--profile", "examples"], cwd=proj, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 1, r.stderr
    result = json.loads((proj / "reports" / "report.json").read_text())
    (claim,) = [c for c in result["claims"] if c["id"].endswith("block_prints_one")]
    assert claim["verdict"] == "error"
    assert "was not run: this machine cannot make the code-block sandbox" in claim["why"]
    assert "PE_BWRAP names" in claim["why"] and "not an executable" in claim["why"]


@needs_sandbox
@pytest.mark.skipif(codeblocks.seccomp_filter() is None, reason="the vsock filter is x86_64's")
def test_no_vsock_socket_can_be_made():
    """AF_VSOCK is not confined by a network namespace (it reaches the hypervisor's host and the machine's vsock
    listeners): the sandbox's seccomp filter refuses it by address family, and nothing else."""
    run = run_source(textwrap.dedent("""
        import socket
        for make in (lambda: socket.socket(socket.AF_VSOCK, socket.SOCK_STREAM),
                     lambda: socket.socketpair(socket.AF_VSOCK), lambda: socket.socket(socket.AF_UNIX)):
            try:
                make()
                print("made")
            except OSError as e:
                print("refused", e.errno)
    """), timeout=30)
    assert run.ok, run.describe()
    assert run.stdout.splitlines() == [f"refused {errno.EAFNOSUPPORT}"] * 2 + ["made"]


@needs_sandbox
def test_a_block_cannot_pass_itself_off_as_a_sandbox_that_could_not_be_made():
    """The wrapper says on the result channel that the sandbox is closed before the block runs: a setup-failure
    line the block writes afterwards (helper 84's probe) is the block's output, not a refusal."""
    run = run_source('import sys, os\nsys.stderr.write("@@PE-SANDBOX@@ bubblewrap is broken here\\n")\nos._exit(125)',
                     timeout=30)
    assert run.returncode == 125 and "was not run" not in run.describe()


@needs_sandbox
def test_what_a_block_prints_is_kept_up_to_a_limit_and_the_caller_holds_no_more():
    """A block that prints 256 MiB on stdout and on stderr: the caller keeps OUTPUT_LIMIT bytes of each, counts
    the rest, and its own peak of allocated memory stays far below what was printed (it held all of it before)."""
    import tracemalloc

    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        run = run_source(textwrap.dedent("""
            import os
            chunk = b"y" * 2**20
            for _ in range(256):
                os.write(1, chunk)
                os.write(2, chunk)
        """), timeout=60)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    limit = codeblocks.OUTPUT_LIMIT
    assert run.returncode == 0 and not run.timed_out, run.describe()
    assert (len(run.stdout), run.stdout_dropped) == (limit, 256 * 2**20 - limit)
    assert (len(run.stderr), run.stderr_dropped) == (limit, 256 * 2**20 - limit)
    assert not run.ok and f"{256 * 2**20 - limit} bytes more, not kept" in run.describe()
    assert peak < 4 * limit + codeblocks.RESULT_LIMIT, peak


@needs_sandbox
def test_a_result_longer_than_its_limit_is_refused():
    run = run_source("x = 'z' * (2 * %d)" % codeblocks.RESULT_LIMIT, timeout=60, expr="x")
    assert run.returncode == 0 and run.result is None, run.describe()
    assert run.no_result == f"the result channel carried more than {codeblocks.RESULT_LIMIT} bytes: refused"
    fits = run_source("x = 'z' * 1000", timeout=60, expr="x")
    assert fits.result == json.dumps("z" * 1000)


@needs_sandbox
def test_each_process_of_the_block_has_a_memory_limit_it_cannot_raise():
    run = run_source(textwrap.dedent("""
        import resource
        print(resource.getrlimit(resource.RLIMIT_AS))
        try:
            block = bytearray(2 * 2**30)
            print("allocated")
        except MemoryError:
            print("MemoryError")
        try:
            resource.setrlimit(resource.RLIMIT_AS, (2**40, 2**40))
            print("raised")
        except (ValueError, OSError):
            print("cannot raise it")
    """), timeout=30)
    assert run.ok, run.describe()
    limit = codeblocks.BLOCK_MEMORY
    assert run.stdout.splitlines() == [f"({limit}, {limit})", "MemoryError", "cannot raise it"]


@needs_sandbox
@pytest.mark.skipif(os.geteuid() != 0, reason="the scratch's inode bound is the stager's, used where the suite is root")
def test_the_scratch_holds_a_bounded_number_of_files():
    run = run_source(textwrap.dedent("""
        import errno, os
        made = 0
        try:
            for i in range(10**6):
                open(f"f{i}", "w").close()
                made += 1
        except OSError as e:
            print(made, errno.errorcode[e.errno])
    """), timeout=60)
    assert run.ok, run.describe()
    made, why = run.stdout.split()
    assert why == "ENOSPC" and int(made) < codeblocks.SCRATCH_INODES, run.stdout


@needs_sandbox
def test_an_interrupt_while_a_block_runs_leaves_nothing_running_and_no_stage(monkeypatch):
    """KeyboardInterrupt (a signal handler raising) while the caller waits: the sandbox, the block and what it
    detached are ended before the exception leaves run_source, and the stage folder is removed."""
    import signal
    import tempfile

    marker = f"sleep 985.{os.getpid()}"
    mine = Path(tempfile.mkdtemp(prefix="pe_interrupt_"))  # this run's stage, apart from other tests' runs (in a
    mine.chmod(0o755)                                        # folder nobody may pass through, as /tmp)
    monkeypatch.setattr(tempfile, "tempdir", str(mine))

    def interrupt(signum, frame):
        raise KeyboardInterrupt

    old = signal.signal(signal.SIGALRM, interrupt)
    signal.setitimer(signal.ITIMER_REAL, 2.0)
    try:
        with pytest.raises(KeyboardInterrupt):
            run_source(textwrap.dedent(f"""
                import subprocess, time
                subprocess.Popen(["setsid", "sh", "-c", "{marker} & {marker}"], start_new_session=True)
                time.sleep(600)
            """), timeout=120)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    assert _processes_with(marker) == []
    assert list(mine.iterdir()) == []
    mine.rmdir()


@needs_sandbox
def test_the_block_dies_with_the_process_that_ran_it(tmp_path):
    """SIGKILL of the process that called run_source (nothing of the caller's runs after it): the sandbox's
    parent-death signal ends bwrap, and the PID namespace the block and its detached child."""
    marker = f"sleep 984.{os.getpid()}"
    script = tmp_path / "caller.py"
    script.write_text(textwrap.dedent(f"""
        from suite.codeblocks import run_source
        run_source('import subprocess, time\\n'
                   'subprocess.Popen(["setsid", "sh", "-c", "{marker} & {marker}"], start_new_session=True)\\n'
                   'time.sleep(600)', timeout=120)
    """))
    caller = subprocess.Popen([sys.executable, str(script)], cwd=ROOT, start_new_session=True)
    try:
        deadline = time.monotonic() + 30
        while not _processes_with(marker) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert _processes_with(marker), "the block did not start"
    finally:
        caller.kill()
        caller.wait()
    deadline = time.monotonic() + 5
    while _processes_with(marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _processes_with(marker) == []


@needs_sandbox
@pytest.mark.skipif(codeblocks.seccomp_filter() is None, reason="the seccomp filter is x86_64's")
def test_no_io_uring_memfd_or_shared_memory_and_the_rest_works():
    """io_uring would make an AF_VSOCK socket without the socket call (IORING_OP_SOCKET); a memfd or System V shared
    memory holds memory the address-space limit does not count (the audit filled 3 GiB of the host's memory through
    one memfd).  All three are refused (EPERM); an anonymous shared mapping, counted by the limit, still works."""
    run = run_source(textwrap.dedent("""
        import ctypes, mmap, os
        libc = ctypes.CDLL(None, use_errno=True)
        params = ctypes.create_string_buffer(120)
        for name, call in (("io_uring_setup", lambda: libc.syscall(425, 8, params)),
                           ("memfd_create", lambda: libc.syscall(319, b"x", 0)),
                           ("shmget", lambda: libc.shmget(0, 2**20, 0o1600))):
            rc = call()
            print(name, rc, ctypes.get_errno() if rc < 0 else 0)
        try:
            os.memfd_create("y")
        except OSError as e:
            print("os.memfd_create", e.errno)
        m = mmap.mmap(-1, 2**20)
        m[:5] = b"hello"
        print(m[:5].decode())
    """), timeout=30)
    assert run.ok, run.describe()
    assert run.stdout.splitlines() == [f"io_uring_setup -1 {errno.EPERM}", f"memfd_create -1 {errno.EPERM}",
                                       f"shmget -1 {errno.EPERM}", f"os.memfd_create {errno.EPERM}", "hello"]


@needs_sandbox
@pytest.mark.skipif(os.geteuid() != 0, reason="stages are made where the suite runs as root")
def test_the_stage_of_a_killed_caller_is_removed_by_the_next_block_and_a_live_ones_is_kept(monkeypatch):
    """A caller SIGKILLed while its block ran leaves its (empty) stage folder behind; the next block removes the stages
    of processes that are gone, never one of a live process."""
    import tempfile

    from suite.publish import start_time

    mine = Path(tempfile.mkdtemp(prefix="pe_stages_"))
    mine.chmod(0o755)
    monkeypatch.setattr(tempfile, "tempdir", str(mine))
    gone = subprocess.Popen(["true"])
    gone.wait()
    dead = mine / f"{codeblocks.STAGE_PREFIX}{gone.pid}-12345_abc"
    reused = mine / f"{codeblocks.STAGE_PREFIX}{os.getpid()}-{start_time(os.getpid()) + 1}_def"  # pid reused since
    live = mine / f"{codeblocks.STAGE_PREFIX}{os.getpid()}-{start_time(os.getpid())}_ghi"
    other = mine / f"{codeblocks.STAGE_PREFIX}unnamed"
    for folder in (dead, reused, live, other):
        folder.mkdir()
    run = run_source("print('ran')", timeout=30)
    assert run.ok and run.stdout == "ran\n", run.describe()
    assert sorted(p.name for p in mine.iterdir()) == sorted([live.name, other.name])
    for folder in (live, other):
        folder.rmdir()
    mine.rmdir()


@needs_sandbox
def test_a_result_of_exactly_the_limit_comes_back_and_open_files_are_limited():
    """The channel's cap counts the ready line too (a result a few bytes under the limit had been refused); each
    process of the block may hold FILE_LIMIT open files (the kernel's buffers of pipes and sockets are per file)."""
    limit = codeblocks.RESULT_LIMIT
    run = run_source("x = 'z' * (%d - 2)" % limit, timeout=60, expr="x")  # its JSON: the text and two quotes
    assert run.result is not None and len(run.result) == limit, run.describe()[:300]
    files = run_source(textwrap.dedent("""
        import os, resource
        print(resource.getrlimit(resource.RLIMIT_NOFILE))
        held = []
        try:
            while True:
                held.append(os.pipe())
        except OSError as e:
            print(e.errno, len(held) * 2 < %d)
    """ % codeblocks.FILE_LIMIT), timeout=30)
    assert files.ok, files.describe()
    assert files.stdout.splitlines() == [f"({codeblocks.FILE_LIMIT}, {codeblocks.FILE_LIMIT})",
                                         f"{errno.EMFILE} True"]
