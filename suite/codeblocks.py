"""Run the Python code blocks of the source documents in a sandbox.

A claim about a document's code block ("this block prints (120, 8)") is checked by running
the block, never by importing or evaluating it in the suite's own process:

* ``extract_block(doc, k)`` returns the text of the k-th (1-based) fenced block that opens
  with ```` ```python ```` in ``doc`` (a file name in the sources folders: ``$PE_SOURCES``, folders
  separated by ``os.pathsep``, else ``<project root>/../shared/sources``).
* ``run_block(doc, k, ...)`` runs it with ``sys.executable -I -c <wrapper>``; the block text
  (optionally with a fixed ``prelude`` / ``epilogue`` written by the claim author, e.g. an
  ``import numpy as np`` the block omits, or a ``print`` of a value the block computed) is
  sent to the child on stdin as data and compiled/executed only in the child.

The sandbox is made by the kernel, not by the wrapper: the child runs under
``unshare --user --map-root-user --mount --net --pid --fork --kill-child --mount-proc``, so it has

* **no network**: a new network namespace with no interface but a loopback that is down;
* **a read-only view of the file system**: before the block runs, the wrapper remounts every mount of
  its private mount namespace read-only (the project, the sources, the cache, the home folder, /tmp:
  nothing outside can be written), and mounts a fresh tmpfs (256 MiB) on the scratch folder, its cwd,
  HOME, TMPDIR and MPLCONFIGDIR, the only writable place; the tmpfs disappears with the namespace;
* **no capabilities**: the wrapper then empties its capability bounding set and its own sets and sets
  no_new_privs, so neither the block nor a program it starts can remount anything writable again;
* **a wall-clock limit that holds with detached children**: the block is PID 1 of a new PID namespace,
  and when it ends (or is killed at the limit, 60 s by default) the kernel kills every process in the
  namespace, including ones that called setsid or double-forked; so the output pipes close and nothing
  outlives the block; the ``unshare`` process dies with the claim process (parent-death signal) and
  takes the block with it (``--kill-child``).

Where the machine cannot make these namespaces (no ``unshare``, user namespaces disabled, a mount that
cannot be made read-only), no block is run: ``run_source`` raises ``SandboxUnavailable`` with the
reason, and a claim that runs a block becomes an ``error`` whose message says the block was not run and
why.  There is no fallback to a monkeypatched ``socket``.
"""
from __future__ import annotations

import functools
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from suite.sources import find_document, folders_from_env

DEFAULT_TIMEOUT = 60.0

_FENCE_RE = re.compile(r"^```python[ \t]*\n(.*?)^```[ \t]*$", re.M | re.S)

# The wrapper run by the child interpreter, PID 1 of its namespaces.  It closes the sandbox (read-only
# mounts, a tmpfs scratch, no capabilities), reads the program (prelude + block + epilogue) from stdin, and
# executes it as __main__.  A setup failure is one line after SANDBOX_MARK on stderr and exit code 125.
SANDBOX_MARK = "@@PE-SANDBOX@@"
_WRAPPER = r"""
import ctypes, os, signal, sys
def _fail(msg):
    sys.stderr.write("@@PE-SANDBOX@@ " + msg + "\n")
    sys.stderr.flush()
    os._exit(125)
try:
    _libc = ctypes.CDLL(None, use_errno=True)
    _libc.mount.argtypes = (ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_void_p)
    _libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG: die with the unshare process
    if os.getpid() != 1:
        _fail("the block is not PID 1 of a new PID namespace")
    _scratch = os.getcwd()
    _RO, _NOSUID, _NODEV, _NOEXEC, _REMOUNT, _BIND = 1, 2, 4, 8, 32, 4096
    _KEEP = ((os.ST_NOSUID, _NOSUID), (os.ST_NODEV, _NODEV), (os.ST_NOEXEC, _NOEXEC), (os.ST_NOATIME, 1024),
             (os.ST_NODIRATIME, 2048), (os.ST_RELATIME, 1 << 21))
    def _unescape(p):
        return p.encode().decode("unicode_escape").encode("latin-1")
    with open("/proc/self/mountinfo", "rb") as _f:
        _points = [_unescape(line.split()[4].decode()) for line in _f]
    for _p in _points:
        try:
            _st = os.statvfs(_p)
        except OSError:
            continue  # hidden under another mount: not reachable, nothing to write through
        if _st.f_flag & os.ST_RDONLY:
            continue
        _flags = _REMOUNT | _BIND | _RO
        for _have, _ms in _KEEP:
            if _st.f_flag & _have:
                _flags |= _ms
        if _libc.mount(None, _p, None, _flags, None) != 0:
            _e = ctypes.get_errno()
            _fail("cannot make the mount %r read-only (%s)" % (_p.decode("utf-8", "replace"), os.strerror(_e)))
    for _p in _points:
        try:
            if not os.statvfs(_p).f_flag & os.ST_RDONLY:
                _fail("the mount %r is still writable" % _p.decode("utf-8", "replace"))
        except OSError:
            pass
    if _libc.mount(b"pe_block", _scratch.encode(), b"tmpfs", _NOSUID | _NODEV, b"size=256m,mode=0700") != 0:
        _fail("cannot mount a tmpfs on the scratch folder (%s)" % os.strerror(ctypes.get_errno()))
    os.chdir(_scratch)
    if _libc.prctl(38, 1, 0, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS
        _fail("cannot set no_new_privs")
    _cap = 0
    while _libc.prctl(24, _cap, 0, 0, 0) == 0:  # PR_CAPBSET_DROP until EINVAL (past the last capability)
        _cap += 1
    if _cap < 30:
        _fail("cannot empty the capability bounding set (stopped at %d)" % _cap)
    _hdr = (ctypes.c_uint32 * 2)(0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3, this process
    _data = (ctypes.c_uint32 * 6)()               # effective, permitted, inheritable: all empty
    if _libc.capset(_hdr, _data) != 0:
        _fail("cannot drop the capabilities (%s)" % os.strerror(ctypes.get_errno()))
except SystemExit:
    raise
except BaseException as _e:
    _fail("%s: %s" % (type(_e).__name__, _e))
sys.stdout.reconfigure(encoding="utf-8", errors="backslashreplace")
sys.stderr.reconfigure(encoding="utf-8", errors="backslashreplace")
_src = sys.stdin.buffer.read().decode("utf-8")
sys.stdin = open("/dev/null")
_g = {"__name__": "__main__", "__builtins__": __builtins__}
exec(compile(_src, "<document code block>", "exec"), _g)
"""

_UNSHARE_FLAGS = ("--user", "--map-root-user", "--mount", "--net", "--pid", "--fork", "--kill-child", "--mount-proc")


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

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and not self.timed_out

    def describe(self) -> str:
        tail = self.stderr.strip().splitlines()[-1:] if self.stderr.strip() else []
        return (f"{self.doc} python block {self.index}: exit {self.returncode}"
                f"{' (timed out)' if self.timed_out else ''}; stdout {self.stdout!r}"
                + (f"; last stderr line {tail[0]!r}" if tail else ""))


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


def _base_env(scratch: str) -> dict:
    return {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": scratch, "TMPDIR": scratch, "MPLCONFIGDIR": scratch,
            "MPLBACKEND": "Agg", "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}


def _die_with_parent() -> None:  # pragma: no cover - runs in the forked child before exec
    try:
        import ctypes

        ctypes.CDLL(None).prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
    except Exception:  # noqa: BLE001 - not Linux: the claim's process group is still stopped with it
        pass


def _spawn(program: str, timeout: float, prefix: tuple) -> tuple[bytes, bytes, int | None, bool]:
    """Run the wrapper under ``prefix`` in a scratch folder; (stdout, stderr, exit code or None, timed out)."""
    with tempfile.TemporaryDirectory(prefix="pe_block_") as scratch:
        proc = subprocess.Popen([*prefix, sys.executable, "-I", "-c", _WRAPPER], cwd=scratch, env=_base_env(scratch),
                                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                start_new_session=True, preexec_fn=_die_with_parent)
        timed_out = False
        try:
            out, err = proc.communicate(program.encode("utf-8"), timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            try:
                os.killpg(proc.pid, signal.SIGKILL)  # unshare and the block; the PID namespace takes the rest
            except ProcessLookupError:
                pass
            try:
                out, err = proc.communicate(timeout=10)
            except subprocess.TimeoutExpired:  # cannot happen with a PID namespace; never wait on a pipe for ever
                for pipe in (proc.stdout, proc.stderr):
                    pipe.close()
                proc.wait()
                out, err = b"", b""
        return out, err, (None if timed_out else proc.returncode), timed_out


def _setup_failure(err: bytes) -> str | None:
    for line in err.decode("utf-8", "replace").splitlines():
        if line.startswith(SANDBOX_MARK):
            return line[len(SANDBOX_MARK):].strip()
    return None


@functools.lru_cache(maxsize=1)
def sandbox() -> tuple[tuple[str, ...], str]:
    """(the command prefix, "") when this machine can make the sandbox, else ((), the reason it cannot).
    Decided once per process by running an empty program in it."""
    exe = shutil.which("unshare")
    if not exe:
        return (), "the `unshare` program (util-linux) is not installed"
    prefix = (exe, *_UNSHARE_FLAGS)
    try:
        out, err, rc, timed_out = _spawn("pass", 30.0, prefix)
    except OSError as e:
        return (), f"`unshare` could not be started: {e}"
    if timed_out:
        return (), "the sandbox did not start within 30 s"
    reason = _setup_failure(err)
    if reason:
        return (), f"inside the namespaces: {reason}"
    if rc != 0:
        tail = err.decode("utf-8", "replace").strip().splitlines()[-1:] or [f"exit code {rc}"]
        return (), f"`unshare {' '.join(_UNSHARE_FLAGS)}` failed here: {tail[0]}"
    return prefix, ""


def run_source(program: str, timeout: float = DEFAULT_TIMEOUT, doc: str = "<text>", index: int = 0) -> BlockRun:
    """Run ``program`` (text) in the sandbox (see the module docstring); SandboxUnavailable where it cannot be made."""
    if not (isinstance(timeout, (int, float)) and 0 < timeout < float("inf")):
        raise ValueError(f"timeout must be a positive finite number of seconds, got {timeout!r}")
    prefix, reason = sandbox()
    if not prefix:
        raise SandboxUnavailable(f"{doc} python block {index} was not run: this machine cannot make the code-block "
                                 f"sandbox (a new user, mount, network and PID namespace): {reason}")
    out, err, rc, timed_out = _spawn(program, timeout, prefix)
    reason = _setup_failure(err)
    if reason:
        raise SandboxUnavailable(f"{doc} python block {index} was not run: the sandbox could not be closed: {reason}")
    return BlockRun(doc, index, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), rc, timed_out)


def run_block(doc: str, k: int, timeout: float = DEFAULT_TIMEOUT, prelude: str = "", epilogue: str = "") -> BlockRun:
    """Extract the k-th ```python block of ``doc`` and run it (with the author's optional
    ``prelude`` before and ``epilogue`` after it) in the sandboxed child."""
    block = extract_block(doc, k)
    program = "\n".join(p for p in (prelude, block, epilogue) if p)
    return run_source(program, timeout=timeout, doc=doc, index=k)


# --- reading a JSON result back from a block -------------------------------------------------------
JSON_MARK = "@@PE-JSON@@"


def json_epilogue(expr: str) -> str:
    """An epilogue that prints ``expr`` (a Python expression in the block's namespace) as one JSON line
    after a marker.  The epilogue is written by the claim author, never taken from the document."""
    return f"import json as _json\nprint({JSON_MARK!r} + _json.dumps({expr}))"


def run_json(doc: str, k: int, expr: str, prelude: str = ""):
    """Run block ``k`` of ``doc`` with the JSON epilogue; returns (BlockRun, the parsed JSON or None)."""
    import json

    run = run_block(doc, k, prelude=prelude, epilogue=json_epilogue(expr))
    payload = None
    for line in run.stdout.splitlines():
        if line.startswith(JSON_MARK):
            payload = json.loads(line[len(JSON_MARK):])
    return run, payload


def visible_stdout(run) -> str:
    """The block's own output (the epilogue's marker line removed)."""
    return "\n".join(line for line in run.stdout.splitlines() if not line.startswith(JSON_MARK))
