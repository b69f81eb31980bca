"""Find claim modules in ``theorems/<topic>/``, run each in its own process with a time budget, and
assemble the results.  A module that fails to import, raises, declares itself wrongly or
overruns its budget gets verdict ``error`` naming the module and the cause; the rest run.

Layout: a claim is ``theorems/<topic>/<id>.py`` (the id is the file name, unique across topics);
files and folders starting with ``_`` are helpers, ``theorems/documents/`` holds one module per
source document (its notation and its not-checkable statements), ``theorems/_aliases.py`` maps
retired ids to the ids that replaced them."""
from __future__ import annotations

import contextlib
import importlib
import multiprocessing as mp
import os
import shutil
import signal
import sys
import time
import traceback
from pathlib import Path

from suite import cache, codeblocks
from suite.claim import Claim, ClaimError, Distinct, Measured, Notation, Uncheckable
from suite.conventions import run_conventions
from suite.evaluate import evaluate
from suite.meta import platform_tag
from suite.paths import PACKAGE_ROOT as ROOT
from suite.proof import Proof
from suite.results import ClaimResult
from suite.search import pinned_constants

THEOREMS = ROOT / "theorems"  # read only: reports and the cache go to suite.paths.home()
DOCUMENTS = "documents"  # theorems/documents/: one module per source document
LOAD_TIMEOUT = 60.0


_CLAIM_FILES: dict = {}


def _folders_signature(directory: Path) -> tuple:
    """The modification times of ``directory`` and of every folder under it (a file added, removed or
    renamed changes its folder's): ``claim_files`` rescans only when they change."""
    sig = []
    for root, dirs, _ in os.walk(directory):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        sig.append((root, os.stat(root).st_mtime_ns))
    return tuple(sig)


def claim_files(directory: Path = THEOREMS) -> dict[str, list[Path]]:
    """{id: [paths]} of the claim modules under ``directory``: every ``.py`` file in it or in a topic
    folder, except files and folders starting with '_' and the documents folder.  An id with two
    paths is a conflict (reported as that claim's error).  Rescanned only when a folder changed."""
    directory = Path(directory)
    try:
        sig = _folders_signature(directory)
    except OSError:
        sig = None
    hit = _CLAIM_FILES.get(directory)
    if sig is not None and hit is not None and hit[0] == sig:
        return {k: list(v) for k, v in hit[1].items()}
    out = _scan_claim_files(directory)
    if sig is not None:
        _CLAIM_FILES[directory] = (sig, out)
    return {k: list(v) for k, v in out.items()}


def _scan_claim_files(directory: Path) -> dict[str, list[Path]]:
    out: dict[str, list[Path]] = {}
    for p in sorted(directory.rglob("*.py")):
        rel = p.relative_to(directory)
        if any(part.startswith("_") for part in rel.parts) or rel.parts[0] == DOCUMENTS:
            continue
        out.setdefault(p.stem, []).append(p)
    return out


def topics(directory: Path = THEOREMS) -> list[str]:
    """The topic folders under ``directory`` (not ``_``-prefixed, not the documents folder)."""
    return sorted(p.name for p in Path(directory).iterdir() if p.is_dir() and (p / "__init__.py").is_file()
                  and not p.name.startswith("_") and p.name != DOCUMENTS)


def discover(directory: Path = THEOREMS) -> list[str]:
    """The claim ids (module file names) under ``directory``, sorted."""
    return sorted(claim_files(directory))


def topic_of(name: str, directory: Path = THEOREMS) -> str:
    """The topic folder of a claim ('' for a claim at the top of the package)."""
    paths = claim_files(directory).get(name, [])
    if not paths:
        return ""
    rel = paths[0].relative_to(directory)
    return rel.parts[0] if len(rel.parts) > 1 else ""


def module_path(name: str, directory: Path = THEOREMS) -> Path:
    """The file of claim ``name``; ClaimError when there is none or more than one."""
    paths = claim_files(directory).get(name, [])
    if not paths:
        raise ClaimError(f"no claim module named {name!r} under {directory}")
    if len(paths) > 1:
        raise ClaimError(f"two claim modules are named {name!r}: "
                         + ", ".join(str(p.relative_to(directory.parent)) for p in paths)
                         + "; a claim id is its file name and must be unique across topics")
    return paths[0]


def dotted(name: str, package: str = "theorems", directory: Path = THEOREMS) -> str:
    rel = module_path(name, directory).relative_to(directory).with_suffix("")
    return ".".join((package, *rel.parts))


def _rel(name: str, directory: Path = THEOREMS) -> str:
    try:
        return str(module_path(name, directory).relative_to(Path(directory).parent))
    except ClaimError:
        return f"theorems/{name}.py"


def aliases(directory: Path = THEOREMS, package: str = "theorems") -> dict[str, str]:
    """{retired id: id that replaced it} from ``<package>/_aliases.py`` (``ALIASES = {...}``), if any."""
    if not (Path(directory) / "_aliases.py").is_file():
        return {}
    return dict(getattr(importlib.import_module(f"{package}._aliases"), "ALIASES", {}))


def load(name: str, known: set[str] | None = None, package: str = "theorems",
         directory: Path = THEOREMS) -> Claim:
    """Import claim ``name`` and validate its ``claim``; raise ClaimError on a wrong one."""
    where = _rel(name, directory)
    mod = importlib.import_module(dotted(name, package, directory))
    claim = getattr(mod, "claim", None)
    if not isinstance(claim, Claim):
        raise ClaimError(f"{where}: defines no module-level 'claim = Claim(...)'")
    if (mod.__doc__ or "").strip() and not getattr(mod, "_doc_from_claim", False):
        raise ClaimError(f"{where}: field 'docstring': the prose of a claim is written once, in Claim(title, "
                         "statement, hypotheses, sharp, notes); remove the module docstring and move what it "
                         "adds to 'sharp' or 'notes'")
    claim.validate(name, known, where)
    mod.__doc__ = f"{claim.title}\n\n{claim.statement}"  # help(module) shows the prose written once
    mod._doc_from_claim = True
    return claim


def decide(claim: Claim, proof: dict | None, numeric: dict | None) -> tuple[str, str]:
    """(verdict, explanation) from the proof status and the numeric status."""
    p = (proof or {}).get("status", "none")
    n = (numeric or {}).get("status", "none")
    scope = (proof or {}).get("scope", "general")
    if p == "proved" and scope != "general" and not (proof or {}).get("scope_is_statement"):
        # SymPy proved particular cases of a general statement: that is not a proof of the statement
        p = "cases"
    if p == "proved" and n == "counterexample":
        return "error", "the proof reduced, yet the reference found a counterexample: the proof or the check is wrong"
    if p == "refuted" or n == "counterexample":
        return "refuted", "exact refutation by SymPy" if p == "refuted" else "counterexample confirmed in the reference"
    if claim.kind == "approximate":
        if p == "proved":
            return "approximate", "the bound is proved by SymPy" + ("" if n in ("none", "consistent") else f" (numeric: {n})")
        if n == "consistent":
            return "approximate", "the bound holds on every example in the reference (not proved symbolically)"
        return "error", f"the bound was neither proved nor checked (proof {p}, numeric {n})"
    if p == "proved":
        return "proved", "proved by SymPy" + (" and consistent in the reference" if n == "consistent" else "")
    if p == "cases" and n == "consistent":
        return "numeric", (f"numerically confirmed only: SymPy proved the cases {scope}, not the general statement; "
                           "every example is consistent in the reference")
    if p == "cases":
        return "error", (f"SymPy proved only the cases {scope} and there is no numeric check of the general "
                         "statement: restrict the statement to those cases (pf.scope_is_statement = True) or add a check")
    if n == "consistent":
        return "numeric", f"numerically confirmed only (proof status: {p})"
    return "error", f"nothing decided (proof {p}, numeric {n})"


# where a claim's ``seconds`` go (``ClaimResult.phases``, a run fact kept out of the report): the import of
# its module, its SymPy proof, the numeric check (``evaluate``: the Arb reference, Hypothesis's own work,
# the float contexts with their model checks and sweeps), the conventions matrix, evidence and figure
PHASES = ("load", "proof", "reference", "search", "floats", "conventions", "evidence", "figure")


@contextlib.contextmanager
def _phase(phases: dict, name: str):
    t = time.perf_counter()
    try:
        yield
    finally:
        phases[name] = phases.get(name, 0.0) + time.perf_counter() - t


def run_claim(name: str, profile: str = "default", known: set[str] | None = None,
              figures_dir: Path | None = None, low_floats: bool = True, send=None,
              package: str = "theorems", conventions: bool = True, floats: bool = True,
              evidence: bool = True, directory: Path = THEOREMS, precisions=None, limits=None) -> ClaimResult:
    """Run one claim in this process and return its result (never raises).  ``limits(claim)``: called once the
    claim is loaded (the claim process sets its memory limit)."""
    t0 = time.perf_counter()
    phases = dict.fromkeys(PHASES, 0.0)
    res = {"id": name, "module": _rel(name, directory), "topic": topic_of(name, directory)}
    try:
        with _phase(phases, "load"):
            claim = load(name, known, package, directory)
        if limits is not None:
            limits(claim)
        if send is not None:
            send(("budget", float(claim.budget)))
        res.update(_describe(claim))
        skeleton = placeholder(claim)
        if skeleton:
            raise ClaimError(f"{res['module']}: {skeleton}")
        with pinned_constants([getattr(sys.modules.get(dotted(name, package, directory)), "__file__", None)]):
            _run_loaded(claim, res, name, phases, profile, figures_dir, low_floats, conventions, floats, evidence,
                        precisions)
    except ClaimError as e:
        res.update(verdict="error", why=str(e))
    except BaseException as e:  # noqa: BLE001 - any failure of a module is that claim's error
        tb = traceback.extract_tb(e.__traceback__)
        where = next((f"{Path(f.filename).name}:{f.lineno}" for f in reversed(tb)
                      if "theorems" in f.filename), tb[-1].name if tb else "?")
        res.update(verdict="error", why=f"{res['module']} raised {type(e).__name__}: {e} (at {where})"
                   + (memory_note() if isinstance(e, MemoryError) else ""))
    res.setdefault("title", name)
    res["seconds"] = round(time.perf_counter() - t0, 3)
    res["phases"] = {k: round(v, 3) for k, v in phases.items()}
    return ClaimResult.from_json(res)


def _run_loaded(claim, res, name, phases, profile, figures_dir, low_floats, conventions, floats, evidence,
                precisions) -> None:
    from numeric.contexts import Convention

    proof = numeric = None
    if claim.proof_fn is not None:
        with _phase(phases, "proof"):
            pf = Proof()
            claim.proof_fn(pf)
            proof = pf.as_json()
        todo = [s.name for s in pf.steps if PLACEHOLDER in str(s.name)]
        if todo:
            raise ClaimError(f"{res['module']}: proof step {todo[0]!r} is still the new-claim skeleton's "
                             "placeholder: write the proof of your statement as named steps (pf.eq, pf.true, ...), "
                             "each named for what it shows")
    if claim.check_fn is not None:
        conv = Convention()
        numeric = evaluate(claim, profile=profile, low_floats=low_floats, floats=floats and not claim.measures_floats,
                           precisions=precisions, convention=conv, phases=phases).as_json()
        if claim.measures_floats:
            numeric["floats_skipped"] = ("the check itself measures float computations against the reference "
                                         "(it builds its own float contexts), so it runs in the reference only")
        res["convention_read"] = sorted(conv.read)
        if conventions:
            with _phase(phases, "conventions"):
                res["conventions"] = run_conventions(claim, conv.read, numeric["status"])
    res["proof"], res["numeric"] = proof, numeric
    with _phase(phases, "evidence"):
        rows = list(claim.evidence_fn()) if (claim.evidence_fn and evidence) else []
        # a row measured in this machine's floats goes with the platform's measurements (suite.claim.Measured)
        res["evidence"] = [[str(a), str(b)] for a, b in (r for r in rows if not isinstance(r, Measured))]
        if any(isinstance(r, Measured) for r in rows):
            res["measured_evidence"] = [[str(a), str(b)] for a, b in (r for r in rows if isinstance(r, Measured))]
    if claim.figure_fn is not None and figures_dir is not None:
        with _phase(phases, "figure"):
            figure = f"platform/{platform_tag()}/figures/{name}.png" if claim.figure_measured else f"figures/{name}.png"
            path = cache.figure_file(figures_dir, figure)
            path.parent.mkdir(parents=True, exist_ok=True)
            claim.figure_fn(path)
        res["figure"] = figure
    res["verdict"], res["why"] = decide(claim, proof, numeric)


# the marker of what ``make new-claim`` leaves to be written (suite/newclaim.py)
PLACEHOLDER = "TODO"
PROSE = ("title", "statement", "hypotheses", "sharp", "notes", "bound", "wrong", "survives")


def placeholder(claim: Claim) -> str | None:
    """What of a ``make new-claim`` skeleton is still to be filled in, or None: a skeleton is never a verdict."""
    import inspect

    todo = [f for f in PROSE if PLACEHOLDER in str(getattr(claim, f) or "")]
    todo += [f"sources[{k}]" for k, s in enumerate(claim.sources)
             if PLACEHOLDER in f"{s.where} {s.quote}"]
    if claim.check_fn is not None:
        try:
            if f"# {PLACEHOLDER}" in inspect.getsource(claim.check_fn):
                todo.append("the check (it still returns the skeleton's example relation)")
        except (OSError, TypeError):
            pass
    if not todo:
        return None
    return ("still the new-claim skeleton's placeholder (" + PLACEHOLDER + "): fill in " + ", ".join(todo)
            + "; then the proof's steps and the check state your claim")


def memory_note() -> str:
    """What a MemoryError in a claim process means (the limit set by ``_child``)."""
    got = _LIMIT.get("memory")
    return (f" (the claim process may use {got:g} GiB of address space: raise it with Claim(memory=...) if the "
            "claim really needs more)") if got else ""


_LIMIT: dict = {}


# what a result repeats of its claim's declaration (the fields the two share, besides the sources)
DECLARED = ("title", "statement", "hypotheses", "expect", "kind", "correction", "wrong", "error_kind", "survives",
            "symbol", "bound", "sharp", "notes")


def _describe(claim: Claim) -> dict:
    return {**{f: getattr(claim, f) for f in DECLARED}, "sources": [s.as_json() for s in claim.sources]}


def _used(res: ClaimResult, directory: Path, sources) -> dict:
    """What this claim's process used: the project modules it imported and the documents it cited
    or read (suite.cache keys the result on them)."""
    read = dict(codeblocks.READ_DOCS)
    cited = {s["document"] for s in res.sources} - set(read)
    return {"modules": cache.project_modules_loaded([ROOT, Path(directory).resolve()], directory),
            "framework": cache.framework_read(),
            "read_documents": read,
            "documents": dict(sorted({**{d: cache.doc_digest(sources, d) for d in cited}, **read}.items()))}


def set_memory_limit(gib: float) -> None:
    """Limit this process's address space to ``gib`` GiB (RLIMIT_AS, soft and hard; never above a hard limit
    already set); remembered for the MemoryError message (``memory_note``)."""
    try:
        import resource
    except ImportError:  # not on this platform
        return
    want = int(gib * 2**30)
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        want = min(want, hard)
    try:
        resource.setrlimit(resource.RLIMIT_AS, (want, want))
    except (ValueError, OSError):
        return
    _LIMIT["memory"] = want / 2**30


def confine(scratch: str) -> None:
    """A claim process: work in its own scratch folder (what it writes with a relative path lands there, never in
    the project or its report), with the default address-space limit until its claim sets its own."""
    from suite.claim import MEMORY_GIB

    cwd = os.getcwd()
    sys.path[:] = [os.path.abspath(p) if p else cwd for p in sys.path]  # '' and relative entries meant the old cwd
    os.chdir(scratch)
    os.environ["PWD"] = scratch
    set_memory_limit(MEMORY_GIB)


def _child(conn, name, opts, scratch=None):
    """The claim process: run claim ``name`` with ``opts`` (``Batch.opts``) in the folder ``scratch``, sending
    ("budget", seconds) once the claim is loaded (and taking its memory limit), then ("result", (result, what it
    used))."""
    if scratch is not None:
        confine(scratch)
    codeblocks.READ_DOCS.clear()  # what this claim reads (the parent's own reads are not the claim's)
    try:
        res = run_claim(name, opts["profile"], opts["known"], opts["figures_dir"], opts["low_floats"], send=conn.send,
                        package=opts["package"], directory=opts["directory"], precisions=opts["precisions"],
                        limits=(lambda claim: set_memory_limit(claim.memory)) if scratch is not None else None)
    except BaseException as e:  # noqa: BLE001
        res = ClaimResult(name, "error", f"{type(e).__name__}: {e}")
    try:
        used = _used(res, opts["directory"], opts["sources"])
    except Exception:  # noqa: BLE001 - without a record of what it used, the result is not cached
        used = None
    conn.send(("result", (res, used)))
    conn.close()


def hash_checked_bytecode(folders) -> None:
    """Compile the project's modules to hash-checked .pyc files, so that every later import checks the
    source's hash instead of its mtime and size: a module rewritten within the same second with the same
    size (an edit, a test) is never run from stale bytecode, which would put an old result under the new
    content's cache key.  Python keeps regenerating such files hash-checked.  A file whose .pyc is already
    hash-checked against its current source is left alone (compileall would rewrite every file, about 1 s a run)."""
    import importlib.util
    import py_compile

    for folder in folders:
        if not Path(folder).is_dir():
            continue
        for src in sorted(Path(folder).rglob("*.py")):
            pyc = importlib.util.cache_from_source(str(src))
            try:
                with open(pyc, "rb") as f:
                    head = f.read(16)
                if (head[:4] == importlib.util.MAGIC_NUMBER and int.from_bytes(head[4:8], "little") == 0b11
                        and head[8:16] == importlib.util.source_hash(src.read_bytes())):
                    continue  # hash-checked (flags: hash-based, check_source) against this very source
            except OSError:
                pass
            try:
                py_compile.compile(str(src), cfile=pyc, quiet=2,
                                   invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
            except OSError:  # a read-only folder: Python checks the source's mtime as it always does
                pass


# --- stopping: SIGINT and SIGTERM stop every claim process ------------------------------------------

STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)  # SIGHUP: the terminal closed, the session ended

# the run's record of its children's process groups (suite.publish.ProjectLock: add(pid), remove(pid)), so that
# the next run ends them if this one is killed; None outside a locked run
TRACK = None


class Interrupted(KeyboardInterrupt):
    """SIGINT or SIGTERM arrived (raised in the main thread under ``stop_on_signals``).  ``claims``: the
    claim processes stopped because of it; ``study``: the precision study was stopped; ``documents``: the
    documents' checking was stopped; ``kept``: False when
    it arrived while the report was being written (which was then finished)."""

    def __init__(self, signum: int, kept: bool = True):
        super().__init__(signal.Signals(signum).name)
        self.signum, self.kept, self.claims, self.study, self.documents = signum, kept, 0, False, False


_held: list | None = None  # while signals are held: the ones received, acted on by release_signals()


def _on_signal(signum, frame):
    if _held is not None:
        _held.append(signum)
        return
    for s in STOP_SIGNALS:  # one stop: a second Ctrl-C must not interrupt the clean-up
        signal.signal(s, signal.SIG_IGN)
    raise Interrupted(signum)


@contextlib.contextmanager
def stop_on_signals():
    """Inside, SIGINT and SIGTERM raise ``Interrupted`` in the main thread (``run_all`` then stops every
    claim process before passing it on)."""
    global _held
    old = {s: signal.signal(s, _on_signal) for s in STOP_SIGNALS}
    try:
        yield
    finally:
        _held = None
        for s, h in old.items():
            signal.signal(s, h)


def hold_signals() -> bool:
    """Hold SIGINT/SIGTERM (recorded, not raised) until ``release_signals``; False if already held."""
    global _held
    if _held is not None:
        return False
    _held = []
    return True


def release_signals(kept: bool = True) -> None:
    """Stop holding; raise ``Interrupted`` if a signal arrived meanwhile."""
    global _held
    got, _held = _held or [], None
    if got:
        raise Interrupted(got[0], kept)


def _in_own_group(parent, target, *args):
    """A forked child: lead a new process group, so that stopping it (``kill_group``) takes every process
    it starts with it and a Ctrl-C in the terminal reaches only the parent, which stops the group; and die
    with the parent (``publish.die_with_parent``: a SIGKILLed run leaves no claim running).  A signal that
    reached it before (the fork inherited the parent's held signals) is dropped, silently."""
    from suite import containment
    from suite.publish import become_subreaper, die_with_parent, end_descendants

    containment.enter()  # (first: everything it starts is in its cgroup, where the machine has cgroups)
    for s in STOP_SIGNALS:
        signal.signal(s, signal.SIG_IGN)
    os.setpgrp()
    die_with_parent(parent)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGHUP, signal.SIG_DFL)
    become_subreaper()
    try:
        target(*args)
    finally:  # what it started and detached (setsid, a double fork) ends with it
        end_descendants(os.getpid())


def start_child(ctx, target, args):
    """Start ``target(*args)`` in a forked child leading its own process group.  A signal arriving while
    it starts is acted on once it has started: then the child is stopped before ``Interrupted`` is raised
    (a caller that holds the signals itself gets the child and acts on the signal later)."""
    from suite import containment

    mine = hold_signals()
    containment.start_run()
    proc = ctx.Process(target=_in_own_group, args=(os.getpid(), target, *args), daemon=False)
    try:
        proc.start()
        containment.started(proc.pid)
        if TRACK is not None:
            TRACK.add(proc.pid)
    finally:
        if mine:
            try:
                release_signals()
            except Interrupted:
                if proc.pid is not None:
                    kill_group(proc)
                raise
    return proc


def kill_group(proc) -> None:
    """Kill the process group that ``proc`` leads (or ``proc`` alone before it made one) and reap it.  Also once
    ``proc`` has exited: what it started and left running in its group goes with it.  While ``proc`` lives, also
    what it started outside its group (``setsid``): it is a child subreaper, so its whole tree is below it.  Then
    whatever is left of it however it ended (``os._exit``, SIGKILL, ``clone(CLONE_PARENT)``): ``containment.end``."""
    from suite.publish import end_descendants

    if proc.pid is not None and proc.exitcode is None:
        try:
            os.kill(proc.pid, signal.SIGSTOP)  # no new process below it while its tree is ended
        except (ProcessLookupError, PermissionError):
            pass
        end_descendants(proc.pid)
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        proc.kill()
    proc.join(timeout=5)
    from suite import containment

    containment.end(proc.pid)  # what left its group and session, or was adopted after it died (suite/containment.py)
    if TRACK is not None:
        TRACK.remove(proc.pid)


def default_jobs() -> int:
    """The CPUs this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def compile_project(directory: Path = THEOREMS) -> None:
    """``hash_checked_bytecode`` of the claims and the framework, in a source checkout (an installed copy is
    never written to: its bytecode is pip's business)."""
    from suite.paths import is_checkout

    if is_checkout():
        hash_checked_bytecode([directory, ROOT / "numeric", ROOT / "suite"])


class Batch:
    """The claims of one run: the options every claim process gets (``opts``), the cache keys, the results
    so far (those from the cache first) and what each claim process used.  ``run_batch`` runs the rest here;
    ``suite.cluster`` runs them on a dask.distributed cluster, each through a Batch of one claim on a worker.
    ``sources`` is the list of document folders (the cache keys a result on the documents it used);
    ``precisions`` the float contexts by name (default: all, or 32/64-bit without ``low_floats``)."""

    def __init__(self, names: list[str], profile="default", figures_dir: Path | None = None, low_floats=True,
                 package: str = "theorems", directory: Path = THEOREMS, use_cache: bool = False, sources=None,
                 precisions=None):
        from numeric.contexts import float_contexts

        # absolute: a claim process works in its own scratch folder
        figures_dir = Path(os.path.abspath(figures_dir)) if figures_dir is not None else None
        directory = Path(os.path.abspath(directory))
        self.names, self.directory, self.figures_dir, self.use_cache = list(names), directory, figures_dir, use_cache
        # what a claim's result depends on besides its module (a cluster worker rebuilds the Batch from it)
        self.spec = {"profile": profile, "low_floats": low_floats, "package": package, "directory": directory,
                     "sources": sources, "precisions": precisions}
        self.opts = {**self.spec, "figures_dir": figures_dir,
                     "known": set(discover(directory)) | set(aliases(directory, package))}
        self.settings = {"profile": profile, "package": package,
                         "floats": [c.name for c in float_contexts(low=low_floats, names=precisions)]}
        self.sources = sources
        self.keys: dict = {}
        self.modules: dict = {}  # the sha256 of each claim module's text when its key was computed
        self.results: dict = {}
        self.used: dict = {}
        if use_cache:
            for name in self.names:
                try:
                    path = module_path(name, directory)
                    self.modules[name] = cache.module_digest(path)
                    self.keys[name] = cache.claim_key(path, self.settings)
                except (OSError, ClaimError):
                    continue
                hit = cache.get(self.keys[name], figures_dir, sources, claim=name, module=self.modules[name],
                                directory=directory)
                if hit is not None:
                    try:
                        self.results[name] = ClaimResult.from_json({**hit, "cached": True})
                    except (TypeError, ValueError, AttributeError) as e:
                        cache.warn(cache.CACHE_DIR / f"{self.keys[name]}.json",
                                   f"its result is not a claim result ({type(e).__name__}: {e}); computed again "
                                   "and replaced")

    def todo(self) -> list[str]:
        """The claims still to run, in order."""
        return [n for n in self.names if n not in self.results]

    def finish(self, name: str, done: ClaimResult, used: dict | None, progress=None) -> None:
        """Record the result of a claim run (its figure, if any, already in ``figures_dir``) and cache it."""
        self.results[name], self.used[name] = done, used
        if self.use_cache and name in self.keys and used is not None:
            if self.stale(name, used) is None:
                cache.put(self.keys[name], done.as_json(), used, self.figures_dir, claim=name,
                          module=self.modules[name])
        if progress:
            progress.done(name, done)

    def stale(self, name: str, used: dict) -> str | None:
        """Why the result of claim ``name``'s process, which used ``used``, must not be stored under its key,
        or None: the claim module it imported is not the one the key was computed from, or a module, framework
        file or document it read changed after it read it (``cache.changed_since_read``)."""
        try:
            path = module_path(name, self.directory)
        except ClaimError as e:
            return str(e)
        rel = cache.relative(path, self.directory)
        if rel is None or used.get("modules", {}).get(rel) != self.modules.get(name):
            return f"{rel or path}: not the text the cache key was computed from"
        return cache.changed_since_read(used, self.directory, self.sources)

    def ordered(self) -> list[ClaimResult]:
        return [self.results[n] for n in self.names]


def launch(ctx, name: str, opts: dict) -> dict:
    """Start claim ``name`` in its own process (``_child``, leading its own process group); the record
    ``collect`` follows it with.  Until the claim is loaded and has sent its budget, the deadline is
    LOAD_TIMEOUT."""
    import tempfile

    parent, child = ctx.Pipe(duplex=False)
    from suite.publish import SCRATCH_PREFIX

    scratch = tempfile.mkdtemp(prefix=SCRATCH_PREFIX)
    if TRACK is not None:
        TRACK.add_scratch(scratch)  # removed by the next run if this one is killed
    try:
        proc = start_child(ctx, _child, (child, name, opts, scratch))
    except BaseException:
        _remove_scratch({"scratch": scratch})
        raise
    child.close()
    now = time.monotonic()
    return {"proc": proc, "conn": parent, "start": now, "deadline": now + LOAD_TIMEOUT, "budget": None,
            "scratch": scratch}


def _remove_scratch(r: dict) -> None:
    if r.get("scratch"):
        folder = r.pop("scratch")
        shutil.rmtree(folder, ignore_errors=True)
        if TRACK is not None:
            TRACK.remove_scratch(folder)


def collect(name: str, r: dict, directory: Path = THEOREMS) -> tuple[ClaimResult, dict | None] | None:
    """(result, what it used) of the claim process of record ``r`` once it is over: it sent its result, or
    died (an ``error``), or overran its budget (stopped, an ``error``); None while it runs."""
    conn, proc = r["conn"], r["proc"]
    done = used = None
    try:
        while conn.poll():
            kind, payload = conn.recv()
            if kind == "budget":
                r["budget"] = payload
                r["deadline"] = r["start"] + payload
            else:
                done, used = payload
    except (EOFError, OSError):
        if done is None:
            done = ClaimResult(name, "error", f"{_rel(name, directory)}: the process died "
                                              f"(exit code {proc.exitcode})")
    if done is None and not proc.is_alive() and not conn.poll():
        done = ClaimResult(name, "error", f"{_rel(name, directory)}: the process exited "
                                          f"(code {proc.exitcode}) without a result")
    if done is None and time.monotonic() > r["deadline"]:
        kill_group(proc)
        lim = r["budget"] if r["budget"] is not None else LOAD_TIMEOUT
        what = "its time budget" if r["budget"] is not None else "the load time limit"
        done = ClaimResult(name, "error", f"{_rel(name, directory)}: exceeded {what} of {lim:g} s and was stopped")
    if done is None:
        return None
    kill_group(proc)  # however the claim ended, nothing it started outlives it (killed before it is reaped, so
    # that its group id cannot have been taken by another process)
    _remove_scratch(r)
    conn.close()
    return placed(done, directory), used


def placed(result: ClaimResult, directory: Path = THEOREMS) -> ClaimResult:
    """``result`` with its topic and module, also when the claim never sent them (it died, overran its budget or
    failed to load): an error stays listed under its topic."""
    import dataclasses

    if result.topic and result.module:
        return result
    try:
        return dataclasses.replace(result, topic=result.topic or topic_of(result.id, directory),
                                   module=result.module or _rel(result.id, directory))
    except ClaimError:
        return result


_WARM = []


def warm_once() -> None:
    """Warm SymPy once in this process (``suite.proof.warm``) before forking claim processes from it: each
    claim then starts with what SymPy loads on first use (measured: the claims' proof seconds down by a
    third), and with the real paths of the modules imported so far (``cache.project_modules_loaded``).  A
    warm-up that fails changes nothing but the time."""
    if _WARM:
        return
    _WARM.append(True)
    try:
        from suite import proof

        proof.warm()
        from suite import search

        search.warm()
        cache.project_modules_loaded([ROOT])  # the real paths of what is imported so far, inherited by each claim
    except Exception:  # noqa: BLE001 - the claims then warm up on their own
        pass


def run_batch(batch: Batch, jobs: int, progress=None) -> None:
    """Run the claims of ``batch`` still to do in child processes, ``jobs`` at a time, each killed after its
    budget; on any exception (``Interrupted`` included) every running claim process is stopped first.
    ``progress``: see ``run_all``."""
    ctx = mp.get_context("fork")
    running: dict = {}
    try:
        pending = batch.todo()
        if pending:
            warm_once()
        while pending or running:
            while pending and len(running) < jobs:
                mine = hold_signals()  # the child is in ``running`` before a signal is acted on
                try:
                    running[pending[0]] = launch(ctx, pending[0], batch.opts)
                    pending.pop(0)
                finally:
                    if mine:
                        release_signals()
            time.sleep(0.02)
            if progress:
                now = time.monotonic()
                progress.beat({n: now - r["start"] for n, r in running.items()})
            for name, r in list(running.items()):
                got = collect(name, r, batch.directory)
                if got is not None:
                    del running[name]
                    batch.finish(name, *got, progress)
    except BaseException as e:
        stopped = sum(r["proc"].is_alive() for r in running.values())
        for r in running.values():  # no claim process outlives an interrupted or failed run
            kill_group(r["proc"])
            _remove_scratch(r)
        if isinstance(e, Interrupted):
            e.claims += stopped
        raise


def run_all(names: list[str], profile="default", figures_dir: Path | None = None, jobs: int | None = None,
            low_floats=True, progress=None, package: str = "theorems",
            directory: Path = THEOREMS, use_cache: bool = False, sources=None, precisions=None) -> list[ClaimResult]:
    """Run claims in child processes, ``jobs`` at a time (default: the CPU count), each killed after its
    budget; on any exception (``Interrupted`` included) every running claim process is stopped first.
    ``sources``, ``precisions``: see ``Batch``; ``progress`` an object with ``start(total, cached, jobs)``,
    ``done(name, result)`` (each claim run) and ``beat(running)`` (``{name: seconds}`` of the running claims,
    called about every 20 ms).  (``suite.cluster.run_all``: the same on a dask.distributed cluster.)"""
    if jobs is None:
        jobs = default_jobs()
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 1:
        raise ValueError(f"jobs must be a positive integer, not {jobs!r}")
    compile_project(directory)
    batch = Batch(names, profile, figures_dir, low_floats, package, directory, use_cache, sources, precisions)
    if progress:
        progress.start(len(names), len(batch.results), jobs)
    run_batch(batch, jobs, progress)
    return batch.ordered()


def document_modules(directory: Path = THEOREMS) -> list[str]:
    d = Path(directory) / DOCUMENTS
    return sorted(p.stem for p in d.glob("*.py") if not p.stem.startswith("_")) if d.is_dir() else []


def load_documents(package: str = "theorems", directory: Path = THEOREMS):
    """(notation tables, appendix entries, errors) from ``theorems/documents/*.py``: each module declares ``DOC``
    and optionally ``NOTATION = Notation(DOC, ...)``, ``NOT_CHECKABLE = [Uncheckable(...)]`` and
    ``DISTINCT = [Distinct(...)]`` (the entries are the Uncheckable and Distinct objects, in that order per module)."""
    tables, entries, errors = [], [], []
    for name in document_modules(directory):
        where = f"theorems/{DOCUMENTS}/{name}.py"
        try:
            mod = importlib.import_module(f"{package}.{DOCUMENTS}.{name}")
            nt = getattr(mod, "NOTATION", None)
            if nt is not None:
                if not isinstance(nt, Notation):
                    raise ClaimError(f"{where}: NOTATION is not Notation(doc, symbols)")
                nt.validate(where)
                if any(t.doc == nt.doc for t in tables):
                    raise ClaimError(f"{where}: a second notation table for {nt.doc}")
                tables.append(nt)
            for k, e in enumerate(getattr(mod, "NOT_CHECKABLE", [])):
                if not isinstance(e, Uncheckable):
                    raise ClaimError(f"{where}: NOT_CHECKABLE[{k}] is not Uncheckable(doc, where, quote, reason)")
                entries.append(e)
            for k, e in enumerate(getattr(mod, "DISTINCT", [])):
                if not isinstance(e, Distinct) or not all(isinstance(x, str) and x.strip() for x in
                                                          (e.doc_a, e.quote_a, e.doc_b, e.quote_b, e.reason)):
                    raise ClaimError(f"{where}: DISTINCT[{k}] is not Distinct(doc_a, quote_a, doc_b, quote_b, reason) "
                                     "with every field a non-empty string")
                entries.append(e)
        except Exception as e:  # noqa: BLE001
            errors.append(f"{where}: {type(e).__name__}: {e}")
    return tables, entries, errors
