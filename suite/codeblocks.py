"""Run the Python code blocks of the source documents in a sandboxed subprocess.

A claim about a document's code block ("this block prints (120, 8)") is checked by running
the block, never by importing or evaluating it in the suite's own process:

* ``extract_block(doc, k)`` returns the text of the k-th (1-based) fenced block that opens
  with ```` ```python ```` in ``doc`` (a file name in the sources folders: ``$PE_SOURCES``, folders
  separated by ``os.pathsep``, else ``<project root>/../shared/sources``).
* ``run_block(doc, k, ...)`` runs it with ``sys.executable -I -c <wrapper>``; the block text
  (optionally with a fixed ``prelude`` / ``epilogue`` written by the claim author, e.g. an
  ``import numpy as np`` the block omits, or a ``print`` of a value the block computed) is
  sent to the child on stdin as data and compiled/executed only in the child.

The child gets: a fresh temporary directory as cwd (removed afterwards), a minimal
environment (PATH, HOME and MPLCONFIGDIR inside the scratch directory, LC_ALL=C.UTF-8,
MPLBACKEND=Agg), a time limit (60 s by default, the whole process group is killed on
expiry; on Linux the child is also killed when the claim process dies), and no network: the
wrapper replaces ``socket.socket`` with a subclass whose constructor raises and
``socket.create_connection`` / ``socket.socketpair`` / ``socket.fromfd`` with functions that
raise, before it executes the block (a subclass rather than a plain function, so that modules
which subclass ``socket.socket`` at import, such as ``ssl``, still import); when ``unshare -n``
(or ``unshare -rn``) works on this machine the child additionally runs in an empty network namespace.
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

# The wrapper run by the child interpreter.  It reads the program (prelude + block + epilogue)
# from stdin, disables the network, then compiles and executes it as __main__.
_WRAPPER = r'''
import sys, socket
try:  # Linux: killed when the claim process that started it dies (stopped with its group on Ctrl-C)
    import ctypes, signal
    ctypes.CDLL(None).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
except Exception:
    pass
sys.stdout.reconfigure(encoding="utf-8", errors="backslashreplace")
sys.stderr.reconfigure(encoding="utf-8", errors="backslashreplace")
_src = sys.stdin.buffer.read().decode("utf-8")
sys.stdin = open("/dev/null")
def _no_network(*args, **kwargs):
    raise OSError("network access is disabled in the code-block sandbox")
class _NoSocket(socket.socket):
    def __init__(self, *args, **kwargs):
        _no_network()
socket.socket = _NoSocket
socket.SocketType = _NoSocket
socket.create_connection = _no_network
socket.socketpair = _no_network
socket.fromfd = _no_network
_g = {"__name__": "__main__", "__builtins__": __builtins__}
exec(compile(_src, "<document code block>", "exec"), _g)
'''


class CodeBlockError(RuntimeError):
    """The sources folder, the document or the requested block is missing."""


@dataclass(frozen=True)
class BlockRun:
    """The outcome of running one code block."""

    doc: str
    index: int
    stdout: str
    stderr: str
    returncode: int | None  # None when the time limit was hit
    timed_out: bool
    network_namespace: bool  # True when `unshare -n` isolated the child as well

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


@functools.lru_cache(maxsize=1)
def _unshare_prefix() -> tuple[str, ...]:
    """['unshare', '-n'] (or '-rn') if an empty network namespace can be created here, else ()."""
    exe = shutil.which("unshare")
    if not exe:
        return ()
    for flags in (("-n",), ("-r", "-n")):
        try:
            r = subprocess.run([exe, *flags, sys.executable, "-I", "-c", "pass"], stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=10, env=_base_env("/"))
        except (OSError, subprocess.TimeoutExpired):
            continue
        if r.returncode == 0:
            return (exe, *flags)
    return ()


def _base_env(scratch: str) -> dict:
    return {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": scratch, "MPLCONFIGDIR": scratch,
            "MPLBACKEND": "Agg", "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}


def run_source(program: str, timeout: float = DEFAULT_TIMEOUT, doc: str = "<text>", index: int = 0) -> BlockRun:
    """Run ``program`` (text) in the sandboxed child; see the module docstring."""
    prefix = _unshare_prefix()
    with tempfile.TemporaryDirectory(prefix="pe_block_") as scratch:
        cmd = [*prefix, sys.executable, "-I", "-c", _WRAPPER]
        proc = subprocess.Popen(cmd, cwd=scratch, env=_base_env(scratch), stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
        timed_out = False
        try:
            out, err = proc.communicate(program.encode("utf-8"), timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            out, err = proc.communicate()
        rc = None if timed_out else proc.returncode
    return BlockRun(doc, index, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), rc, timed_out,
                    bool(prefix))


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
