"""``verify --scheduler``: the claims as tasks on a dask.distributed cluster (``pip install -e '.[cluster]'``).

``--scheduler local:N`` starts a ``LocalCluster`` of N worker processes for the run and closes it after;
``--scheduler ADDRESS`` (``tcp://HOST:PORT``, ``tls://HOST:PORT`` or ``HOST:PORT``) uses a running scheduler.
The run is ``runner.run_all``'s, with the claims spread over the workers:

- the client (the process running ``verify``) looks results up in the cache and stores them
  (``runner.Batch``), and writes each figure, which the task returns as bytes, into ``figures_dir``;
- a task runs its claim in a fresh helper interpreter on the worker (``serve``), which runs a
  ``runner.Batch`` of that one claim through ``runner.run_batch``: the claim process, its time budget and
  the wording of an ``error`` are the local ones.  A fresh interpreter because a long-lived worker would
  run the project code it imported at an earlier run (after an edit, while the files on disk match), a
  worker process is daemonic (multiprocessing refuses it children) and has threads (no place to fork);
- at the start the workers' suite version, location, framework and library versions, claim package files
  and documents are compared with the client's (``ClusterError``, exit 2, on a difference), and every task
  checks the first three again (a worker that joined later, a framework edited during the run);
- on any exception (``runner.Interrupted`` included) the futures are cancelled and every claim process of
  the run is stopped on every worker before the exception goes on (``Interrupted.claims`` counts them).

This module imports dask only inside its functions, so that ``verify`` can check a ``--scheduler`` value,
and say what to install, without it."""
from __future__ import annotations

import asyncio
import contextlib
import hashlib
import importlib.util
import logging
import os
import pickle
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from pathlib import Path

from suite.paths import PACKAGE_ROOT as ROOT

INSTALL = "pip install -e '.[cluster]'"
USAGE = ("expected local:N (N worker processes on this machine, N a positive integer) or the address of a "
         "running dask scheduler (tcp://HOST:PORT, tls://HOST:PORT or HOST:PORT)")
CONNECT_SECONDS = 20  # to reach the scheduler
WORKERS_SECONDS = 60  # for a first worker to join it
STOP_SECONDS = 10  # for the claim runners of an interrupted run to stop their claim processes
# the facts every task checks again (the rest, claim modules and documents, are checked at the start)
TASK_FACTS = ("suite version", "suite location", "framework and library versions", "float platform")

_HOST = r"(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])"
_PORT = r"(?:[1-9][0-9]{0,4})"
ADDRESS_RE = re.compile(rf"(?:(?:tcp|tls)://{_HOST}(?::{_PORT})?|{_HOST}:{_PORT})")


class ClusterError(Exception):
    """The cluster cannot run the claims (unreachable, no worker, a worker that differs from this checkout)."""


def parse(value: str) -> tuple[str, int | str]:
    """("local", N) or ("address", ADDRESS) from a ``--scheduler`` value; ValueError with what is expected."""
    m = re.fullmatch(r"local:(\d+)", value)
    if m:
        if int(m.group(1)) >= 1:
            return "local", int(m.group(1))
    elif ADDRESS_RE.fullmatch(value) and all(int(p) <= 65535 for p in re.findall(r":(\d+)$", value)):
        return "address", value
    raise ValueError(f"--scheduler {value!r}: {USAGE}")


def available() -> bool:
    """dask.distributed is installed."""
    try:
        return importlib.util.find_spec("distributed") is not None
    except (ImportError, ValueError):
        return False


def _sha(path: Path) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


_SELF = _sha(Path(__file__))  # this module as this process imported it (a worker keeps the first it imported)
SELF_KEY = "suite/cluster.py as the worker imported it"


def facts(directory: Path, sources, full: bool = True) -> dict:
    """What must be the same on the client and on every worker for a claim to give the same result: the suite's
    version and location, the framework files and library versions (``suite.cache``), and (``full``) every
    module of the claims package and every document of the sources folders, by content."""
    from suite import cache, cli
    from suite.sources import document_files

    from suite.meta import platform_tag

    out = {"suite version": cli.version(), "suite location": str(ROOT),
           "framework and library versions": cache._environment_digest(floats=False),
           # the floats a claim measures are reported as this machine's: a worker must measure the same ones
           "float platform": f"{platform_tag()} (numpy SIMD level and OpenBLAS kernel)"}
    if full:
        d = Path(directory)
        out.update({f"{d.name}/{p.relative_to(d)}": _sha(p) for p in sorted(d.rglob("*.py"))})
        out.update({f"document {name}": _sha(paths[0]) for name, paths in sorted(document_files(sources).items())})
    return out


def differences(mine: dict, theirs: dict) -> list[str]:
    """What differs between the client's facts and a worker's, one phrase each."""
    out = []
    for k in sorted(mine.keys() | theirs.keys()):
        a, b = mine.get(k), theirs.get(k)
        if a == b:
            continue
        if a is None or b is None:
            out.append(f"{k} ({'only on the worker' if a is None else 'not on the worker'})")
        elif k in ("suite version", "suite location", "float platform"):
            out.append(f"{k}: {b} on the worker, {a} here")
        else:
            out.append(f"{k} (not the same)")
    return out


def mismatch(worker: str, mine: dict, theirs: dict) -> str | None:
    """Why ``worker`` (its ``facts``: ``theirs``) cannot run this run's claims, or None."""
    diff = differences(mine, theirs)
    if not diff:
        return None
    from suite import cache

    fw = "framework and library versions"
    if mine.get(fw) != theirs.get(fw) and theirs.get(fw) == cache._environment_digest.__wrapped__(floats=False):
        return (f"the framework files (suite/, numeric/) of this checkout changed since the run started, so worker "
                f"{worker} would run other code than the one this run's results are keyed on: run again")
    shown = "; ".join(diff[:4]) + (f"; and {len(diff) - 4} more" if len(diff) > 4 else "")
    return (f"worker {worker} does not match this checkout: {shown}. Every worker needs this checkout at the same "
            "path, installed with pip install -c constraints.txt -e '.[cluster]', and the same sources folders at "
            "the same paths; restart the workers after changing them")


# --- on a worker ------------------------------------------------------------------------------------------

_LOCK = threading.Lock()
_HELPERS: dict = {}  # run id -> the claim runners (helper processes) running for it on this worker
_STOPPED: set = set()  # the run ids stopped here: a task of theirs that starts late runs nothing

BOOT = "import sys; sys.path.insert(0, sys.argv[1]); from suite.cluster import serve; sys.exit(serve(*sys.argv[2:]))"


def _helper(mode: str, tmp: str, job: dict, run_id: str | None = None):
    """Run ``serve(mode, tmp)`` in a fresh interpreter (its own session) with ``job``: (exit code, stderr,
    the pickled answer or None).  None as exit code: the run was stopped here before it started."""
    with _LOCK:
        if run_id in _STOPPED:
            return None, b"", None
        proc = subprocess.Popen([sys.executable, "-c", BOOT, str(ROOT), mode, tmp], stdin=subprocess.PIPE,
                                stderr=subprocess.PIPE, cwd=tmp, start_new_session=True)
        _HELPERS.setdefault(run_id, set()).add(proc)
    try:
        _, err = proc.communicate(pickle.dumps(job))
    finally:
        with _LOCK:
            _HELPERS.get(run_id, set()).discard(proc)
    if err:
        sys.stderr.write(err.decode("utf-8", "replace"))  # what the claim printed: the worker's log
    out = Path(tmp) / "answer.pickle"
    return proc.returncode, err, out.read_bytes() if out.is_file() else None


def _task(run_id: str, name: str, job: dict):
    """One claim, on a worker: (exit code, stderr, pickled answer, the figure's bytes or None, the worker)."""
    from distributed import get_worker

    with tempfile.TemporaryDirectory(prefix="pe-verify-") as tmp:
        code, err, answer = _helper("claim", tmp, {**job, "name": name}, run_id)
        # the figure: figures/<name>.png, or platform/<tag>/figures/<name>.png for one drawn from the floats measured
        # here (the worker's platform is the client's: ``facts``)
        pngs = [Path(tmp) / "figures" / f"{name}.png", *sorted(Path(tmp).glob(f"platform/*/figures/{name}.png"))]
        png = next((p for p in pngs if p.is_file()), None)
        return code, err[-2000:], answer, png.read_bytes() if png is not None else None, get_worker().address


async def _worker_facts(directory: Path, sources, client: tuple[str, str]) -> dict:
    """On every worker at the start (``client.run``): its ``facts``, computed by a fresh interpreter (in a thread:
    the worker's event loop goes on), which first compiles the project to hash-checked bytecode unless the
    client, on this host from this folder, did."""
    with tempfile.TemporaryDirectory(prefix="pe-verify-") as tmp:
        job = {"directory": directory, "sources": sources, "compile": client != (socket.gethostname(), str(ROOT))}
        code, err, answer = await asyncio.to_thread(_helper, "facts", tmp, job)
    if answer is None:
        lines = err.decode("utf-8", "replace").strip().splitlines()
        return {"error": f"the suite does not run there (exit code {code}): {lines[-1] if lines else 'no message'}"}
    return {**pickle.loads(answer), SELF_KEY: _SELF}


def _quiet() -> None:
    """On every worker of a ``local:N`` cluster (``client.run``): dask's own log below CRITICAL, for the worker's
    whole life (``silence_logs`` lowers it only until the worker starts to close, when its last heartbeat can
    race the scheduler's shutdown and print a traceback after the run's last line)."""
    logging.getLogger("distributed").setLevel(logging.CRITICAL)


async def _stop(run_id: str) -> int:
    """On every worker when a run fails or is interrupted (``client.run``): stop its claim runners (each stops
    its claim process first) and run none of its tasks after; how many were running."""
    with _LOCK:
        _STOPPED.add(run_id)
        procs = [p for p in _HELPERS.pop(run_id, ()) if p.returncode is None]
    for p in procs:
        with contextlib.suppress(ProcessLookupError):
            p.send_signal(signal.SIGTERM)  # runner.stop_on_signals: the claim process is stopped, then the runner
    deadline = time.monotonic() + STOP_SECONDS
    while any(p.returncode is None for p in procs) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)  # the task's thread waits for each and sets its returncode
    for p in procs:
        if p.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(p.pid, signal.SIGKILL)
    return len(procs)


# --- in the helper interpreter ------------------------------------------------------------------------------

def serve(mode: str, tmp: str) -> int:
    """The helper interpreter's work (``BOOT``): the job from stdin, the answer pickled into ``tmp``.  Mode
    ``facts``: ``facts`` of this checkout.  Mode ``claim``: run one claim as ``runner.run_all`` runs each,
    answering ("done", result, what it used), or ("mismatch", its facts) if this checkout is not the client's."""
    job = pickle.load(sys.stdin.buffer)
    from suite import runner

    with runner.stop_on_signals():
        try:
            answer = _facts_job(job) if mode == "facts" else _claim_job(job, Path(tmp))
        except runner.Interrupted:
            return 130
    part = Path(tmp) / "answer.part"
    part.write_bytes(pickle.dumps(answer))
    part.rename(Path(tmp) / "answer.pickle")
    return 0


def _facts_job(job: dict) -> dict:
    from suite import runner

    if job["compile"]:
        runner.compile_project(job["directory"])
    return facts(job["directory"], job["sources"])


def _claim_job(job: dict, tmp: Path):
    from suite import runner

    spec = job["spec"]
    mine = facts(spec["directory"], None, full=False)
    if differences(job["expect"], mine):
        return "mismatch", mine
    parent = str(Path(spec["directory"]).parent)  # the claims package, importable as on the client
    if parent not in sys.path:
        sys.path.insert(1, parent)
    if job["pe_sources"] is None:  # the claim process's environment: the client's (code blocks read it)
        os.environ.pop("PE_SOURCES", None)
    else:
        os.environ["PE_SOURCES"] = job["pe_sources"]
    batch = runner.Batch([job["name"]], figures_dir=tmp / "figures" if job["figures"] else None, **spec)
    runner.run_batch(batch, 1)
    return "done", batch.results[job["name"]], batch.used[job["name"]]


# --- on the client ------------------------------------------------------------------------------------------

@contextlib.contextmanager
def _sigint_ignored():
    """Processes started inside ignore SIGINT (an ignored signal stays ignored across exec).  Ctrl-C in a terminal
    reaches the whole foreground process group: the local workers must live on until the client has stopped the
    claims on them (then it closes them).  A Ctrl-C while they start is lost; SIGTERM is held meanwhile."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    old = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old)


@contextlib.contextmanager
def session(scheduler: str):
    """A dask ``Client`` on the cluster of ``scheduler`` (``local:N`` started here, closed at the end)."""
    import dask
    from distributed import Client, LocalCluster

    from suite import runner

    kind, value = parse(scheduler)
    cluster = client = None
    try:
        if kind == "local":
            mine = runner.hold_signals()  # a SIGTERM while the workers start: acted on once they can be closed
            try:
                with _sigint_ignored(), dask.config.set({"distributed.scheduler.worker-saturation": 1.0}):
                    # no dashboard; the scheduler's HTTP server (health, metrics) on a free port.  The workers'
                    # own logs are silenced below CRITICAL: a failure reaches the user through its task's result,
                    # and at close a heartbeat racing the scheduler's shutdown would print a dask traceback
                    # (CommClosedError) after the run's one line
                    cluster = LocalCluster(n_workers=value, threads_per_worker=1, processes=True, host="127.0.0.1",
                                           dashboard_address=None, memory_limit=0, silence_logs=logging.CRITICAL,
                                           scheduler_kwargs={"dashboard_address": "127.0.0.1:0"})
            finally:
                if mine:
                    runner.release_signals()
            client = Client(cluster)
            client.run(_quiet)
        else:
            try:
                client = Client(value, timeout=CONNECT_SECONDS)
            except (OSError, TimeoutError) as e:
                raise ClusterError(f"cannot reach the dask scheduler at {value}: {e}") from None
            try:
                client.wait_for_workers(1, timeout=WORKERS_SECONDS)
            except TimeoutError:
                raise ClusterError(f"no worker has joined the dask scheduler at {value} "
                                   f"within {WORKERS_SECONDS} s") from None
        yield client
    finally:
        if client is not None:
            client.close()
        if cluster is not None:
            cluster.close()


def check(client, directory: Path, sources) -> dict:
    """The client's ``facts``, after checking that every worker has the same; ClusterError naming the first
    worker that does not (or cannot run the suite)."""
    mine = {**facts(directory, sources), SELF_KEY: _SELF}
    try:
        got = client.run(_worker_facts, directory, sources, (socket.gethostname(), str(ROOT)))
    except Exception as e:  # noqa: BLE001 - e.g. the workers cannot import suite.cluster
        raise ClusterError(f"the workers cannot run the suite ({type(e).__name__}: {e}); install this checkout "
                           "on every worker (pip install -c constraints.txt -e '.[cluster]', same path)") from None
    for worker, theirs in sorted(got.items()):
        if "error" in theirs:
            raise ClusterError(f"worker {worker}: {theirs['error']}")
        why = mismatch(worker, mine, theirs)
        if why:
            raise ClusterError(why)
    return mine


def _outcome(future, name: str, batch, expect: dict):
    """(result, what it used) of a finished task, its figure written into the batch's ``figures_dir``;
    ClusterError if its worker does not have the ``expect``ed facts."""
    from suite import runner
    from suite.results import ClaimResult

    rel = runner._rel(name, batch.directory)
    try:
        code, err, answer, figure, worker = future.result()
    except (Exception, asyncio.CancelledError) as e:  # noqa: BLE001 - e.g. its worker died, repeatedly
        return runner.placed(ClaimResult(name, "error", f"{rel}: its task failed on the cluster "
                                                        f"({type(e).__name__}: {e})"), batch.directory), None
    if answer is None:
        lines = err.decode("utf-8", "replace").strip().splitlines()
        return runner.placed(ClaimResult(name, "error", f"{rel}: the claim runner on the worker exited (code {code}) "
                                                        f"without a result: {lines[-1] if lines else 'no message'}"),
                             batch.directory), None
    kind, *rest = pickle.loads(answer)
    if kind == "mismatch":
        raise ClusterError(mismatch(worker, expect, rest[0]))
    if figure is not None and batch.figures_dir is not None and getattr(rest[0], "figure", None):
        from suite import cache

        dest = cache.figure_file(batch.figures_dir, rest[0].figure)  # figures/, or this platform's measured figures
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_bytes(figure)
    return rest[0], rest[1]


def _stop_run(client, run_id: str, futures) -> int:
    """Cancel the run's tasks and stop its claim processes on every worker: how many were running."""
    with contextlib.suppress(Exception):
        client.cancel(list(futures), force=True)
    try:
        return sum(client.run(_stop, run_id).values())
    except Exception:  # noqa: BLE001 - a worker lost meanwhile: its claim runners stop at their budget
        return 0


def run_all(names: list[str], scheduler: str, profile="default", figures_dir: Path | None = None,
            low_floats=True, progress=None, package: str = "theorems", directory: Path | None = None,
            use_cache: bool = False, sources=None, precisions=None):
    """``runner.run_all`` on the dask.distributed cluster of ``scheduler`` (see the module docstring): the same
    results, in the order of ``names``; ``progress.start`` gets the workers' threads as the jobs (no cluster
    is used when every result comes from the cache).  ClusterError when the cluster cannot run the claims."""
    from suite import runner

    directory = runner.THEOREMS if directory is None else directory
    runner.compile_project(directory)
    batch = runner.Batch(names, profile, figures_dir, low_floats, package, directory, use_cache, sources, precisions)
    if not batch.todo():  # all from the cache: no cluster needed
        if progress:
            progress.start(len(names), len(batch.results), 0)
        return batch.ordered()
    with session(scheduler) as client:
        expect = check(client, directory, sources)
        if progress:
            progress.start(len(names), len(batch.results), sum(client.nthreads().values()))
        run_id = uuid.uuid4().hex[:12]
        job = {"spec": batch.spec, "figures": figures_dir is not None, "pe_sources": os.environ.get("PE_SOURCES"),
               "expect": {k: expect[k] for k in TASK_FACTS}}
        futures: dict = {}
        try:
            for name in batch.todo():
                futures[client.submit(_task, run_id, name, job, key=f"pe-verify-{name}-{run_id}", pure=False)] = name
            started: dict = {}  # name -> when its task was first seen processing on a worker
            polled = 0.0
            while futures:
                time.sleep(0.05)
                now = time.monotonic()
                if progress and now - polled >= 1.0:
                    polled = now
                    busy = {k for keys in client.processing().values() for k in keys}
                    for name in futures.values():
                        if f"pe-verify-{name}-{run_id}" in busy:
                            started.setdefault(name, now)
                if progress:
                    progress.beat({n: now - started[n] for n in futures.values() if n in started})
                for future in [f for f in futures if f.done()]:
                    name = futures.pop(future)
                    batch.finish(name, *_outcome(future, name, batch, job["expect"]), progress)
        except BaseException as e:
            stopped = _stop_run(client, run_id, futures)
            if isinstance(e, runner.Interrupted):
                e.claims += stopped
            raise
    return batch.ordered()
