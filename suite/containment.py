"""Every process a child of a run starts (a claim, a document's checking, the precision study) ends with that child,
however the child ends: by returning, ``os._exit``, SIGKILL or a crash, and whatever its descendants did to leave
its process group and session (``setsid``, a double fork, ``clone(CLONE_PARENT)``).

* **With a cgroup** (cgroup v2 mounted and writable here, Linux >= 5.14 for ``cgroup.kill``): the run makes a folder
  ``pe-verify-<pid>-<start time>`` in its own cgroup, and each child moves itself into a cgroup of its own there
  before it runs anything (``enter``).  Membership is inherited by every process the child starts, and no
  process can leave a cgroup without write access to the cgroup tree, so ``end`` (``cgroup.kill``) ends them all.
  The run's folder is ended and removed when the run ends (``end_run``); a run that starts finds the folders of
  earlier runs that were killed (their pid no longer runs with that start time) and ends them (``start_run``).
* **Without one**: the process that starts the children becomes a child subreaper, so that the orphans of a child
  that died become its own children; after each child is reaped, its own children that are not in its process
  group (a child's descendants lead their own, or their child's, group) are ended with what is below them and
  reaped (``sweep``).  A run that was SIGKILLed leaves what its claims detached; the next one cannot tell them
  apart from other processes, and the lock file's process groups are all it ends (``publish.end_leftovers``).
"""
from __future__ import annotations

import os
import signal
import time
from pathlib import Path

PREFIX = "pe-verify-"
DISABLE_ENV = "PE_NO_CGROUP"  # set (non-empty): do not use cgroups (the fallback's tests; a machine that objects)

_RUN: Path | None = None  # the run's cgroup folder
_OWNER: int | None = None  # the process that made it (its children use it; only it ends it)
_STARTED: set = set()  # without cgroups: the children this process started (not swept)
_SUBREAPER = False


def _cgroup_base() -> Path | None:
    """The folder of this process's own cgroup v2, when it is mounted and writable; else None."""
    if os.environ.get(DISABLE_ENV):
        return None
    try:
        own = next((line[3:].strip() for line in Path("/proc/self/cgroup").read_text().splitlines()
                    if line.startswith("0::")), None)
        mount = None
        for line in Path("/proc/self/mountinfo").read_text().splitlines():
            left, _, right = line.partition(" - ")
            if right.split()[:1] == ["cgroup2"]:
                mount = left.split()[4]
                break
    except OSError:
        return None
    if own is None or mount is None:
        return None
    base = Path(mount) / own.lstrip("/")
    if not (base / "cgroup.procs").is_file() or not os.access(base, os.W_OK):
        return None
    return base


def _kill_cgroup(folder: Path, wait: float = 2.0) -> None:
    """Kill every process of ``folder`` and its sub-cgroups, wait until it is empty, and remove the folders."""
    try:
        (folder / "cgroup.kill").write_text("1")
    except OSError:
        return
    end = time.monotonic() + wait
    while time.monotonic() < end:
        try:
            if "populated 0" in (folder / "cgroup.events").read_text():
                break
        except OSError:
            break
        time.sleep(0.005)
    for sub in sorted((p for p in folder.rglob("*") if p.is_dir()), key=lambda p: -len(p.parts)):
        try:
            sub.rmdir()
        except OSError:
            pass
    try:
        folder.rmdir()
    except OSError:
        pass


def start_run() -> Path | None:
    """Make the run's cgroup folder (once a process tree: a child uses its parent's), after ending the folders of
    earlier runs that were killed; without cgroups, become a child subreaper.  Returns the folder, or None."""
    global _RUN, _OWNER, _SUBREAPER
    if _RUN is not None or _SUBREAPER:
        return _RUN
    from suite.publish import become_subreaper, owner_tag

    base = _cgroup_base()
    if base is not None:
        end_leftovers(base)
        me = os.getpid()
        folder = base / f"{PREFIX}{owner_tag(me)}"
        try:
            folder.mkdir(exist_ok=True)
            _RUN, _OWNER = folder, me
            import atexit

            atexit.register(end_run)
            return folder
        except OSError:
            pass
    _SUBREAPER = become_subreaper()
    return None


def end_leftovers(base: Path | None = None) -> int:
    """End the cgroup folders of earlier runs under ``base`` whose process is gone (a killed run); their number."""
    from suite.publish import owner_gone

    base = base if base is not None else _cgroup_base()
    if base is None:
        return 0
    ended = 0
    for folder in base.glob(PREFIX + "*"):
        if folder.is_dir() and owner_gone(folder.name[len(PREFIX):]):
            _kill_cgroup(folder)
            ended += 1
    return ended


def enter() -> None:
    """In a child, before it runs anything: move this process into a cgroup of its own in the run's folder."""
    if _RUN is None:
        return
    mine = _RUN / f"c{os.getpid()}"
    try:
        mine.mkdir(exist_ok=True)
        (mine / "cgroup.procs").write_text("0")
    except OSError:
        pass  # the process group and the subreaper still hold


def started(pid: int) -> None:
    """Without cgroups: ``pid`` is a child this process started (``sweep`` leaves it alone)."""
    _STARTED.add(pid)


def end(pid: int) -> None:
    """End every process left of the child ``pid`` (its cgroup; without one, ``sweep``)."""
    _STARTED.discard(pid)
    if _RUN is not None:
        _kill_cgroup(_RUN / f"c{pid}")
    elif _SUBREAPER:
        sweep()


def sweep() -> int:
    """Without cgroups: end the children of this process that it did not start and that are not in its process
    group (orphans of a child that died, adopted by this subreaper, or a child's ``clone(CLONE_PARENT)``), with
    what is below them, and reap them.  Returns how many were ended."""
    from suite.publish import end_descendants

    me, group, ended = os.getpid(), os.getpgrp(), 0
    for pid in _children(me):
        if pid in _STARTED:
            continue
        try:
            if os.getpgid(pid) == group:
                continue  # this process's own helpers (a dask cluster's, a pipe's)
            os.kill(pid, signal.SIGSTOP)
        except (ProcessLookupError, PermissionError):
            continue
        end_descendants(pid)
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            ended += 1
        except (ProcessLookupError, ChildProcessError, PermissionError):
            pass
    return ended


def _children(pid: int) -> list[int]:
    """The children of ``pid``, zombies included (they are reaped here)."""
    from suite.publish import processes

    return [child for child, fields in processes() if int(fields[1]) == pid]


def end_run() -> None:
    """End everything left in the run's cgroup folder and remove it (in the process that made it)."""
    global _RUN
    if _RUN is not None and os.getpid() == _OWNER:
        _kill_cgroup(_RUN)
        _RUN = None
