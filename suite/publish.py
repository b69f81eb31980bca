"""A run that other runs, readers and crashes cannot mix up: the project lock, the report published whole, the
processes of a killed run ended.

* ``ProjectLock``: one ``verify`` at a time per project folder (``suite.paths.home()``).  A POSIX lock on
  ``<home>/.pe-verify.lock`` (released by the kernel when the process ends, however it ends; not inherited by the
  claim processes it forks); the file names the holder (pid, start time, command line), so that a second run exits
  2 naming the first, and lists the process groups of the run's children (claims, the precision study, the
  document reader), so that a run that finds the lock free ends the leftovers of a killed run before it starts.
* ``Publication``: the report is written into a fresh folder beside the output folder and published with one
  atomic step, an exchange of the two folders (``renameat2(RENAME_EXCHANGE)``; where the file system cannot, two
  renames one after the other); a reader sees the old report or the new one, never a mix.  What the output folder
  holds besides the report (``partial/``, ``BENCH.md``, ``check/``, a user's files) is carried over (hard links),
  and the litter of earlier failed runs (staging folders, ``.figures-*``, ``.*.tmp``) is removed.
"""
from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

LOCK_NAME = ".pe-verify.lock"
SCRATCH_PREFIX = "pe-claim-"  # a claim process's scratch folder (in the temporary folder)
STAGING = ".pe-verify-new-"
OLD = ".pe-verify-old-"
# what a report writes at the top of its folder (everything else there is carried over to the next report)
REPORT_ENTRIES = {".pe-verify-report", "REPORT.md", "report.json", "measured.json", "conventions.md", "floats.md", "documents", "topics",
                  "figures", "html"}  # (measured.json and floats.md at the top: where earlier versions measured)
# this machine's float measurements go to PLATFORMS/<tag>/; a run keeps those of the other machines
PLATFORMS = "platform"


def make_folders(path: Path) -> None:
    """``path`` and its missing parents, each 0755 whatever the umask."""
    path = Path(path)
    if not path.is_dir():
        make_folders(path.parent)
        try:
            path.mkdir()
        except FileExistsError:
            return
        os.chmod(path, 0o755)


class Busy(RuntimeError):
    """Another run holds the project's lock (the message names it)."""


# --- processes -------------------------------------------------------------------------------------------------

def start_time(pid: int) -> int | None:
    """The start time of process ``pid`` in clock ticks since boot (/proc/PID/stat field 22), None if it is gone."""
    try:
        fields = (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
        return None if fields[0] == "Z" else int(fields[19])
    except (OSError, IndexError, ValueError):
        return None


def owner_tag(pid: int | None = None) -> str:
    """``<pid>-<start time>`` of process ``pid`` (this one by default): a name that says which process made a
    folder, and stays true when the pid is reused (``owner_gone``)."""
    pid = os.getpid() if pid is None else pid
    return f"{pid}-{start_time(pid)}"


def owner_gone(tag: str) -> bool | None:
    """Whether the process an ``owner_tag`` names is gone (its pid no longer runs with that start time); None when
    ``tag`` is not such a name."""
    try:
        pid, started = (int(x) for x in tag.split("-"))
    except ValueError:
        return None
    return start_time(pid) != started


def processes():
    """(pid, the fields of /proc/PID/stat after the command name: state, parent, group, session, ...) of every
    process (Linux /proc; none elsewhere)."""
    try:
        entries = os.listdir("/proc")
    except OSError:
        return
    for d in entries:
        if d.isdigit():
            try:
                fields = (Path("/proc") / d / "stat").read_text().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue
            if len(fields) > 2:
                yield int(d), fields


def group_members(pgid: int) -> list[int]:
    """The live processes of process group ``pgid`` (Linux /proc; empty elsewhere)."""
    return [pid for pid, fields in processes() if fields[0] != "Z" and int(fields[2]) == pgid]


def end_leftovers(groups) -> int:
    """Kill the process groups ``[[pgid, start time of its leader], ...]`` of a killed run that still have members;
    a group whose leader's pid now belongs to another process (a different start time) is not touched.  Returns
    the number of groups ended."""
    ended = 0
    for item in groups or []:
        try:
            pgid, started = int(item[0]), item[1]
        except (TypeError, ValueError, IndexError):
            continue
        if pgid <= 1 or pgid == os.getpgrp():
            continue
        now = start_time(pgid)
        if now is not None and started is not None and now != started:
            continue  # the pid was reused: the old group is gone (a group id stays taken while it has members)
        if not group_members(pgid):
            continue
        try:
            os.killpg(pgid, signal.SIGKILL)
            ended += 1
        except (ProcessLookupError, PermissionError):
            pass
    return ended


def descendants(pid: int) -> list[int]:
    """The live processes below ``pid`` in the process tree (Linux /proc; empty elsewhere), parents first."""
    children: dict = {}
    for child, fields in processes():
        if fields[0] != "Z":
            children.setdefault(int(fields[1]), []).append(child)
    out, todo = [], [pid]
    while todo:
        for c in children.get(todo.pop(), []):
            out.append(c)
            todo.append(c)
    return out


def end_descendants(pid: int) -> int:
    """Kill every process below ``pid``, also those that left its process group and session (``setsid``, a
    double fork): they are frozen (SIGSTOP) until the tree stops growing, then killed (SIGKILL).  Complete when
    ``pid`` is a child subreaper (``become_subreaper``), so that an orphan below it stays below it.  Returns the
    number killed."""
    frozen: set = set()
    for _ in range(100):
        new = [p for p in descendants(pid) if p not in frozen]
        if not new:
            break
        for p in new:
            try:
                os.kill(p, signal.SIGSTOP)
            except (ProcessLookupError, PermissionError):
                pass
            frozen.add(p)
    for p in frozen:
        try:
            os.kill(p, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    return len(frozen)


def become_subreaper() -> bool:
    """Linux PR_SET_CHILD_SUBREAPER: the orphans of the processes this one starts become its children, not
    init's, so that ``end_descendants`` finds them.  False where it is not available."""
    try:
        import ctypes

        return ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def die_with_parent(parent: int) -> None:
    """In a forked child: be killed (SIGKILL) when the process that forked it dies (Linux PR_SET_PDEATHSIG, through
    ctypes; nothing elsewhere), and exit at once if it already has.  Only for a child forked by the main thread:
    the signal follows the thread that forked, and a worker thread may end before the process."""
    import threading

    if threading.current_thread() is not threading.main_thread():
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG = 1
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:
        os._exit(1)


# --- the lock --------------------------------------------------------------------------------------------------

class ProjectLock:
    """``with ProjectLock(home, argv):`` the only run in ``home``; raises Busy naming the run that holds it.  While
    held, ``groups`` (pgid -> leader start time) is written into the lock file whenever it changes (``add``/
    ``remove``), for the next run to end them if this one is killed."""

    def __init__(self, home: Path, argv=None):
        self.path = Path(home) / LOCK_NAME
        self.argv = list(sys.argv if argv is None else argv)
        self.fd = None
        self.groups: dict = {}
        self.scratch: set = set()  # the claims' scratch folders (suite.runner.launch)
        self.ended = 0  # leftover groups of a killed run ended at start

    def __enter__(self) -> "ProjectLock":
        import fcntl

        make_folders(self.path.parent)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        try:
            os.fchmod(fd, 0o644)  # whatever the umask, like every file the run writes
        except OSError:
            pass
        try:
            fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as e:
            if e.errno not in (errno.EACCES, errno.EAGAIN):
                os.close(fd)
                raise
            holder = _read(fd)
            os.close(fd)
            raise Busy(f"another run is using the project folder {self.path.parent}: "
                       f"{_describe(holder)}. Wait for it to finish (or stop it), or give this run its own "
                       f"project folder with PE_VERIFY_HOME") from None
        self.fd = fd
        before = _read(fd)
        self.ended = end_leftovers(before.get("groups"))
        for folder in before.get("scratch") or []:  # a killed run's claims' scratch folders
            if isinstance(folder, str) and os.path.basename(folder).startswith(SCRATCH_PREFIX):
                shutil.rmtree(folder, ignore_errors=True)
        self._write()
        return self

    def __exit__(self, *exc):
        if self.fd is not None:
            try:
                os.ftruncate(self.fd, 0)
            except OSError:
                pass
            os.close(self.fd)  # releases the lock
            self.fd = None
        return False

    def add(self, pid: int) -> None:
        self.groups[pid] = start_time(pid)
        self._write()

    def remove(self, pid: int) -> None:
        if self.groups.pop(pid, "absent") != "absent":
            self._write()

    def add_scratch(self, folder: str) -> None:
        self.scratch.add(str(folder))
        self._write()

    def remove_scratch(self, folder: str) -> None:
        if str(folder) in self.scratch:
            self.scratch.discard(str(folder))
            self._write()

    def _write(self) -> None:
        if self.fd is None:
            return
        data = json.dumps({"pid": os.getpid(), "started": time.strftime("%Y-%m-%d %H:%M:%S"),
                           "command": " ".join(self.argv), "groups": [[k, v] for k, v in self.groups.items()],
                           "scratch": sorted(self.scratch)})
        try:
            os.ftruncate(self.fd, 0)
            os.pwrite(self.fd, data.encode(), 0)
        except OSError:
            pass


@contextlib.contextmanager
def holding(home: Path, prog: str):
    """``with holding(home, prog) as busy:`` for a command that writes into the project's ``reports/`` beside
    ``verify`` (``html``, ``check``): ``busy`` is None while this command holds the project's lock, else the
    message naming the run that holds it (the command then writes nothing into ``reports/``)."""
    lock = ProjectLock(home)
    try:
        lock.__enter__()
    except Busy as e:
        yield f"{prog}: {e}"
        return
    try:
        yield None
    finally:
        lock.__exit__(None, None, None)


def _read(fd: int) -> dict:
    try:
        data = json.loads(os.pread(fd, 1 << 20, 0).decode("utf-8", "replace") or "{}")
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def _describe(holder: dict) -> str:
    if not holder.get("pid"):
        return "a run that is starting"
    return (f"pid {holder['pid']}, started {holder.get('started', '?')}"
            + (f", command {holder['command']!r}" if holder.get("command") else ""))


# --- publishing ------------------------------------------------------------------------------------------------

def clean_litter(out: Path) -> None:
    """Remove what failed runs left: staging and old folders beside ``out`` and inside it, figure staging folders
    and temporary files inside it.  (Called under the project lock, so no live run owns them.)  A previous report
    moved aside by a run killed between its two renames (where folders cannot be exchanged) is put back."""
    out = Path(out)
    olds = sorted(out.parent.glob(f".{out.name}{OLD}*")) if out.parent.is_dir() else []
    if olds and not out.exists():
        os.rename(olds[-1], out)
    for folder in (out.parent, out):
        try:
            entries = list(folder.iterdir())
        except OSError:
            continue
        for p in entries:
            n = p.name
            if STAGING in n or OLD in n or (folder == Path(out) and (n.startswith(".figures-")
                                                                     or (n.startswith(".") and n.endswith(".tmp")))):
                if p.is_dir() and not p.is_symlink():
                    shutil.rmtree(p, ignore_errors=True)
                else:
                    try:
                        p.unlink()
                    except OSError:
                        pass


def _link_copy(src: str, dst: str) -> None:
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)


def _exchange(a: Path, b: Path) -> bool:
    """Swap the folders ``a`` and ``b`` atomically (Linux renameat2 RENAME_EXCHANGE); False if unsupported here."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        fn = libc.renameat2
    except (OSError, AttributeError):
        return False
    AT_FDCWD, RENAME_EXCHANGE = -100, 2
    if fn(AT_FDCWD, os.fsencode(a), AT_FDCWD, os.fsencode(b), RENAME_EXCHANGE) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP):
        return False
    raise OSError(err, os.strerror(err), str(a))


# fault injection for the tests: called with the name of each step of ``publish`` ("carried", "exchange",
# "renamed-old", "published"); a test raises or kills the process there
HOOK = None


def _step(name: str) -> None:
    if HOOK is not None:
        HOOK(name)


# the mark every published folder holds: a folder the user names with --out is replaced only when it holds it
MARK = ".pe-verify-report"
MARK_TEXT = ("This folder was written by pe-verify (positional-encoding verification suite). Each run replaces it\n"
             "whole: keep nothing of your own here.\n")


class Publication:
    """The fresh folder a report is written into (``folder``), beside ``out``; ``publish()`` makes it ``out``.  It
    holds the mark ``MARK`` from the start."""

    def __init__(self, out: Path):
        self.out = Path(os.path.abspath(out))
        make_folders(self.out.parent)
        self.folder = Path(tempfile.mkdtemp(dir=self.out.parent, prefix=f".{self.out.name}{STAGING}"))
        try:
            os.chmod(self.folder, 0o755)
            (self.folder / MARK).write_text(MARK_TEXT, encoding="utf-8")
        except OSError:  # a full disk: no staging folder is left behind, and the caller says so in one line
            shutil.rmtree(self.folder, ignore_errors=True)
            raise

    def _carry(self) -> None:
        """Hard-link what ``out`` holds besides the report into the new folder (it stays in ``out`` meanwhile)."""
        if not self.out.is_dir():
            return
        for p in self.out.iterdir():
            n = p.name
            if n == PLATFORMS and p.is_dir() and not p.is_symlink():  # other machines' measurements stay
                for q in p.iterdir():
                    if not (self.folder / n / q.name).exists() and q.is_dir() and not q.is_symlink():
                        shutil.copytree(q, self.folder / n / q.name, symlinks=True, copy_function=_link_copy)
                continue
            if n in REPORT_ENTRIES or STAGING in n or OLD in n or n.startswith(".figures-") \
                    or (n.startswith(".") and n.endswith(".tmp")) or (self.folder / n).exists():
                continue
            if p.is_dir() and not p.is_symlink():
                shutil.copytree(p, self.folder / n, symlinks=True, copy_function=_link_copy)
            else:
                _link_copy(str(p), str(self.folder / n)) if not p.is_symlink() else \
                    os.symlink(os.readlink(p), self.folder / n)

    def publish(self) -> None:
        self._carry()
        _step("carried")
        if not self.out.exists():
            os.rename(self.folder, self.out)
            _step("published")
            return
        if not self.out.is_dir():
            raise NotADirectoryError(f"{self.out} is not a folder")
        _step("exchange")
        if _exchange(self.folder, self.out):
            old = self.folder  # after the exchange, the fresh folder's name holds the previous report
        else:  # no RENAME_EXCHANGE here: the previous report moves aside, then the new one moves in
            old = Path(tempfile.mkdtemp(dir=self.out.parent, prefix=f".{self.out.name}{OLD}"))
            os.rmdir(old)
            os.rename(self.out, old)
            _step("renamed-old")
            os.rename(self.folder, self.out)
        self.folder = None
        _step("published")
        shutil.rmtree(old, ignore_errors=True)

    def discard(self) -> None:
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None
