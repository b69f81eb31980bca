"""Command line, one entry point: ``python -m suite verify|mutate|bench|new-claim`` (or ``pe-verify ...``);
``verify`` is here, the others are the ``main(argv)`` of their modules (``COMMANDS``)."""
from __future__ import annotations

import importlib
import os
import signal
import sys
import tempfile
from pathlib import Path

from suite import cli, meta, paths, runner
from suite.assemble import add_triage, assemble
from suite.report import measured_json, platform_folder, render_json, render_measured_json, render_pages
from suite.sources import Documents, SourcesConfigError, document_files, folders_from_env
from suite.variants import CONVENTION_VARIANTS

ROOT = runner.ROOT


# the exit codes, as pytest's where they apply: 0 every claim as expected, 1 claims failed (or a problem with the
# run's results), 2 a usage or output error found before anything ran, 5 no claim selected, 130 interrupted
CLAIMS_FAILED, USAGE, NOTHING_SELECTED = 1, 2, 5

FILE_MODE, FOLDER_MODE = 0o644, 0o755  # what the run writes is readable by all, whatever the umask


def _ordinary_mode(path) -> None:
    """Give ``path`` FILE_MODE or FOLDER_MODE, whatever the umask (mkstemp/mkdtemp make 0600/0700)."""
    os.chmod(path, FOLDER_MODE if Path(path).is_dir() else FILE_MODE)


def _ordinary_tree(folder: Path) -> None:
    """``_ordinary_mode`` on ``folder`` and everything in it (figures written by the claim processes)."""
    for dirpath, dirnames, filenames in os.walk(folder):
        for name in [*dirnames, *filenames]:
            _ordinary_mode(Path(dirpath) / name)
    _ordinary_mode(folder)


def make_folder(path: Path) -> None:
    """``path`` and its missing parents, each created with FOLDER_MODE."""
    if not path.is_dir():
        make_folder(path.parent)
        path.mkdir(exist_ok=True)
        _ordinary_mode(path)


def atomic_write(path: Path, text: str) -> None:
    make_folder(path.parent)
    # a short temporary name: the page's own name may already be as long as a file name can be
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".pe-", suffix=".tmp")
    _ordinary_mode(tmp)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def _progress(profile: str):
    """The progress lines on stderr (suite.cli.Progress), unless SUITE_PROGRESS=0."""
    return None if os.environ.get("SUITE_PROGRESS") == "0" else cli.Progress(profile)


def _claim_texts(names: list[str]) -> list[str]:
    """The text of the selected claim modules and of the document modules (read, not imported)."""
    files = [p for n in names for p in runner.claim_files().get(n, [])]
    files += sorted((runner.THEOREMS / runner.DOCUMENTS).glob("*.py"))
    return [f.read_text(encoding="utf-8") for f in files if f.is_file()]


def _sources_problem(folders: list[Path], names: list[str]) -> str | None:
    """Why the sources folders cannot be used, or None.  A folder that does not exist, a document
    name found in two folders, or folders holding none of the documents the claims cite are errors:
    a misspelt path must not skip every quote check."""
    files_given = [f for f in folders if os.path.exists(f) and not f.is_dir()]
    if files_given:
        return (f"sources folder {files_given[0]} is a file, not a folder. Give the folders of the documents with "
                "--sources PATH (repeatable; or PE_SOURCES, folders separated by "
                f"{os.pathsep!r}), or run without them with --no-sources.")
    missing = [f for f in folders if not f.is_dir()]
    if missing:
        return (f"sources folder {missing[0]} does not exist. Give the folders of the documents with "
                "--sources PATH (repeatable; or PE_SOURCES, folders separated by "
                f"{os.pathsep!r}), or run without them with --no-sources.")
    files = document_files(folders)
    twice = {n: ps for n, ps in files.items() if len(ps) > 1}
    if twice:
        n, ps = sorted(twice.items())[0]
        return (f"document {n!r} is in more than one sources folder ({', '.join(map(str, ps))}); a document is "
                "named by its file name, so each name may be in one folder only.")
    import re

    cited = {m for t in _claim_texts(names) for m in re.findall(r"[\"']([^\"'/\\\n]+\.(?:txt|md))[\"']", t)}
    if cited and not cited & set(files):
        return (f"the sources folders {', '.join(map(str, folders))} hold none of the documents the claims cite. "
                "Give the right folders with --sources PATH, or run without documents with --no-sources.")
    return None


def _write_topic_readmes(claims: list[dict]) -> None:
    import ast

    from suite.report import render_topic_readme

    if not paths.is_checkout():  # the theorems of an installed copy are not the user's to write into
        return
    for folder in (runner.THEOREMS / t for t in runner.topics()):
        mine = [c for c in claims if c.get("topic") == folder.name]
        if not mine:
            continue
        doc = ast.get_docstring(ast.parse((folder / "__init__.py").read_text(encoding="utf-8"))) or ""
        atomic_write(folder / "README.md", render_topic_readme(folder.name, doc.split("\n\n")[0], mine))


def plain_write(path: Path, text: str) -> None:
    """Write ``path`` in a folder no reader sees yet (a report being staged, ``suite.publish``), mode 0644."""
    make_folder(path.parent)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    _ordinary_mode(path)


def write_report(out: Path, rep: dict, full: bool = True, raws: dict | None = None, write=None) -> None:
    """Every page, report.json and this machine's measured.json, rendered before anything is written (a renderer that
    fails leaves the previous report whole), written with ``write`` (default ``atomic_write``; ``verify`` writes
    into a fresh folder with ``plain_write`` and publishes the folder whole).  ``full`` with ``atomic_write``
    also removes the pages of documents and topics that are no longer in the report."""

    write = write or atomic_write
    rep = {**rep, **meta.run_facts(), "machine": meta.machine()}
    files = {path: text for path, text in render_pages(rep).items()}
    files["report.json"] = render_json(rep)
    files[measured_json(rep)] = render_measured_json(rep)
    for path, text in files.items():
        write(out / path, text)
    if raws:  # the HTML reading view (generated, not committed): reports/html/index.html
        from suite.htmlview import write_site

        write_site(out / "html", rep, raws, write)
    if full and write is atomic_write:
        for sub in ("documents", "topics"):
            for stale in (out / sub).glob("*.md"):
                if f"{sub}/{stale.name}" not in files:
                    stale.unlink()


STUDY_SECONDS = 900  # the precision study is stopped and reported as a problem after this long


TRIAGE_SECONDS = 600  # the arithmetic triage of the documents, likewise


def _beside_child(conn, work, args):
    import time

    try:
        t = time.perf_counter()
        out = work(*args)
        conn.send(("ok", out, time.perf_counter() - t))
    except BaseException as e:  # noqa: BLE001 - reported to the parent, which lists it as a problem
        conn.send(("error", f"{type(e).__name__}: {e}"))


class _Beside:
    """Work that runs in a child process beside the claims, with a time budget (the precision study, the
    arithmetic triage).  ``start`` returns at once (nothing starts when ``hit`` already holds the cached
    result); ``finish`` waits: (its result, or None; a problem to list, or None), and hands a fresh result
    to ``store``; ``stop`` ends it with every process it started (on any exception, ``runner.Interrupted``
    included).  ``name`` keys the bench's timings; ``seconds`` is the child's own time."""

    def __init__(self, name: str, label: str, budget: float, work, args=(), hit=None, store=None, note=""):
        self.name, self.label, self.budget, self.work, self.args = name, label, budget, work, args
        self.hit, self.store, self.note = hit, store, note
        self.proc = self.conn = None
        self.seconds = None
        self.ended = False

    def start(self) -> "_Beside":
        import multiprocessing as mp
        import time

        if self.hit is not None:
            return self
        ctx = mp.get_context("fork")
        self.conn, child = ctx.Pipe(duplex=False)
        self.proc = runner.start_child(ctx, _beside_child, (child, self.work, self.args))
        child.close()
        self.started = time.monotonic()
        return self

    def stop(self) -> None:
        """End the child's process group (the child is reaped after it, so its group id stays its own)."""
        if self.proc is not None and not self.ended:
            self.ended = True
            runner.kill_group(self.proc)

    def finish(self, progress=None):
        import time

        if self.hit is not None:
            return self.hit, None
        try:
            if progress and self.note and not self.conn.poll():
                progress.note(self.note)
            while not self.conn.poll(1.0):
                if time.monotonic() - self.started > self.budget:
                    self.stop()
                    return None, f"the {self.label} exceeded its budget of {self.budget:g} s and was stopped"
                if progress:
                    progress.beat({self.label: time.monotonic() - self.started})
            try:
                status, payload, *rest = self.conn.recv()
                self.seconds = rest[0] if rest else None
            except EOFError:
                status, payload = "error", "the process died without a result"
            self.stop()  # reaped, and whatever it started and left running ended with it
        except BaseException as e:
            self.stop()
            if isinstance(e, runner.Interrupted):
                if self.name == "study":
                    e.study = True
                elif self.name == "triage":
                    e.documents = True
            raise
        if status != "ok":
            return None, f"the {self.label} failed: {payload}"
        if self.store is not None:
            self.store(payload)
        return payload, None


def _run_study(figures_dir):
    from suite.study import run_study

    return run_study(figures_dir)


def _study(figures_dir: Path, use_cache: bool = True) -> _Beside:
    """The precision study (suite/study.py; about a minute of one core), cached by content."""
    from suite import cache

    key = cache.study_key({"limit": 10**6})
    return _Beside("study", "precision study (suite/study.py)", STUDY_SECONDS, _run_study, (figures_dir,),
                   hit=cache.study_get(key, figures_dir) if use_cache else None,
                   store=lambda data: cache.study_put(key, data, figures_dir),
                   note="precision study: running (every position to 10^6, about a minute of one core)")


def _triage(docs, use_cache: bool = True) -> _Beside:
    """The automatic checking (suite/reader) of every document of the sources folders, each document in its
    own process with a time and a memory budget (suite/reader/run.py), cached per document by what was read: its
    name, its bytes (read once, by ``Documents``: the checking reads the same bytes that are keyed and reported),
    its notation file's bytes, the document modules (their notation values) and the reader's code; the files a LaTeX
    source inputs are recorded with the result and checked again before it is used.  Nothing is stored when the
    document changed while it was checked, or when a time budget (a safety net) cut the result.  ``use_cache``
    False (``--no-cache``) checks every document again.  The document modules are imported in the reader's own
    processes only."""
    from suite import cache
    from suite.reader.run import boundary, check_paths, inputs_unchanged, notation_file, outside

    given, keys, hits = {}, {}, {}
    for doc, path in docs.paths.items():
        nf = notation_file(path)
        try:  # (a notation file that leads out of the sources folder is not read: the checking says so)
            notation = nf.read_bytes() if nf is not None and nf.is_file() and not outside(nf, boundary(path, doc)) \
                else None
        except OSError:
            notation = None  # the checking says it cannot be read
        given[doc] = (path, docs.data[doc], notation)
        keys[doc] = cache.triage_key(doc, docs.data[doc], notation)
        hit = cache.blob_get(keys[doc]) if use_cache else None
        if hit is not None and _usable_triage(hit) and inputs_unchanged(hit, path):
            hits[doc] = hit
    todo = {doc: given[doc] for doc in docs.paths if doc not in hits}

    def store(fresh):
        for doc, data in fresh.items():
            path = given[doc][0]
            try:
                changed = path.read_bytes() != given[doc][1]
            except OSError:
                changed = True
            if changed:
                data = dict(data, findings=[*data.get("findings", ()), f"{doc} changed while it was being checked: "
                                            "what is reported is the text as it was read at the start of the run, and "
                                            "it was not cached"])
            elif data.get("time_budgets"):
                data = dict(data, findings=[*data.get("findings", ()), f"{doc}: {data['time_budgets']} time "
                                            "budget(s) (safety nets) ran out while it was checked, so this result may "
                                            "depend on the machine's load; it was not cached"])
            elif not data.get("unreadable"):
                cache.blob_put(keys[doc], data)
            hits[doc] = data

    beside = _Beside("triage", "automatic checking of the documents (suite/reader)", TRIAGE_SECONDS, check_paths,
                     (todo,), hit={} if not todo else None, store=store,
                     note="documents: reading and deciding every formula")
    beside.all = hits
    return beside


def _usable_triage(data: dict) -> bool:
    """Whether a stored checking result has, field by field and all the way down, the shape the checking writes and
    the report reads (``suite.shapes.DOCUMENT_CHECK``): a malformed entry is checked again, never a traceback."""
    from suite.shapes import DOCUMENT_CHECK, conforms

    return conforms(data, DOCUMENT_CHECK)


def _precision_study(figures_dir: Path, use_cache: bool = True, progress=None):
    """The precision study on its own (start, then wait): (its JSON, or None; a problem, or None)."""
    return _study(figures_dir, use_cache).start().finish(progress)


def verify(args) -> int:
    from numeric.contexts import FLOAT_NAMES

    args.verbosity = (getattr(args, "verbose", 0) or 0) - (getattr(args, "quiet", 0) or 0)
    precisions = None
    if args.precisions:
        precisions = [p.strip() for p in args.precisions.split(",") if p.strip()]
        bad = [p for p in precisions if p not in FLOAT_NAMES]
        if bad or not precisions:
            print(f"--precisions: unknown {bad}; choose from {list(FLOAT_NAMES)}" if bad else
                  f"--precisions {args.precisions!r} names no float context; choose from {list(FLOAT_NAMES)}",
                  file=sys.stderr)
            return 2
        if args.no_low:
            print("--no-low and --precisions contradict each other (--no-low is --precisions float64,float32)",
                  file=sys.stderr)
            return 2
    for option, path, what in (("--out", args.out, "folder"), ("--junit-xml", args.junit_xml, "file")):
        problem = path and cli.unwritable(path, what)  # before anything runs: never a traceback after the claims
        if problem:
            print(f"{option} {path}: {problem}", file=sys.stderr)
            return 2
    if args.scheduler is not None:
        from suite import cluster  # only with --scheduler: it needs dask.distributed, an optional extra

        try:
            cluster.parse(args.scheduler)
        except ValueError as e:
            print(e, file=sys.stderr)
            return 2
        if args.jobs is not None:
            print("--jobs and --scheduler contradict each other (on a cluster, the claims run at once are the "
                  "workers' threads)", file=sys.stderr)
            return 2
        if not cluster.available():
            print(f"--scheduler needs dask.distributed, which is not installed: {cluster.INSTALL}", file=sys.stderr)
            return 2
    names = runner.discover()
    if args.k:
        from suite.selection import BadExpression, select

        try:
            names = select(names, args.k, runner.aliases())
        except BadExpression as e:
            print(e, file=sys.stderr)
            return 2
        if not names:
            print(f"no claim matches {' or '.join(repr(k) for k in args.k)} (-k selects the claims whose id contains "
                  f"a word; {cli.PROG} list shows the ids)", file=sys.stderr)
            return NOTHING_SELECTED
    if args.no_sources:
        if args.sources:
            print("--sources and --no-sources contradict each other", file=sys.stderr)
            return 2
        sources = None
        os.environ.pop("PE_SOURCES", None)
    else:
        try:
            folders = [Path(p) for a in args.sources for p in a.split(os.pathsep) if p] if args.sources \
                else folders_from_env()
        except SourcesConfigError as e:
            print(f"the project's sources setting: {e}", file=sys.stderr)
            return 2
        problem = _sources_problem(folders, names)
        if problem:
            print(problem, file=sys.stderr)
            return 2
        sources = [f.resolve() for f in folders]
        os.environ["PE_SOURCES"] = os.pathsep.join(map(str, sources))  # claims that run code blocks read it
    out = Path(args.out) if args.out else (paths.home() / "reports" / ("partial" if args.k else ""))
    if args.profile == "quick" and args.verbosity >= 0:  # make quick: what the faster run leaves out
        from suite.evaluate import PROFILES as _examples

        print(f"profile quick: {_examples['quick']} generated examples per claim, where the default profile "
              f"searches {_examples['default']}; the report goes to {out}"
              + (", and the committed report in reports/ is left as it is"
                 if out.resolve() != (paths.home() / "reports").resolve() else ""), file=sys.stderr)
    problem = not args.out and cli.unwritable(out, "folder", given=False)
    if problem:
        print(f"the report folder {out}: {problem} (or set {paths.HOME_ENV} to a project folder you can write, or "
              "give --out)", file=sys.stderr)
        return 2
    from suite import publish

    try:
        lock = publish.ProjectLock(paths.home()).__enter__()
    except publish.Busy as e:
        print(e, file=sys.stderr)
        return 2
    except OSError as e:
        print(f"cannot write the lock file of the project folder {paths.home()} ({e.strerror or e}); set "
              f"{paths.HOME_ENV} to a folder you can write", file=sys.stderr)
        return 2
    try:
        runner.TRACK = lock
        return _verify_locked(args, names, sources, precisions, out, lock)
    finally:
        runner.TRACK = None
        lock.__exit__(None, None, None)


def _verify_locked(args, names, sources, precisions, out: Path, lock) -> int:
    """``verify`` once it holds the project's lock: the report is written into a fresh folder and published whole
    (``suite.publish``); the children's process groups are recorded in the lock file."""
    from suite import publish

    if lock.ended:
        print(f"ended {lock.ended} process group{'s' if lock.ended != 1 else ''} left running by a killed run",
              file=sys.stderr)
    publish.clean_litter(out)
    try:
        pub = publish.Publication(out)
    except OSError as e:  # a full disk before anything ran: one line, exit 2, the previous report kept
        print(f"verify: cannot start the report in {out.parent} ({e.strerror or e}); nothing was run, the previous "
              "report is kept", file=sys.stderr)
        return 2
    staging = pub.folder / "figures"  # the claims draw their figures straight into the new report
    study = triage = None
    try:
        progress = _progress(args.profile) if args.verbosity >= 0 else None
        common = dict(profile=args.profile, figures_dir=staging, low_floats=not args.no_low, progress=progress,
                      use_cache=not (args.no_cache or args.no_claim_cache), sources=sources, precisions=precisions)
        want_study = args.study if args.study is not None else not args.k
        # the study measures this machine's floats: its figures go with them, into the platform folder
        study_figures = pub.folder / platform_folder({"machine": meta.machine()}) / "figures"
        study = _study(study_figures, use_cache=not (args.no_cache or args.no_claim_cache)).start() if want_study else None
        docs = Documents(sources)  # (reads the files; the document modules are imported after the claims)
        # the documents' checking is cached by what was read (each document's name and bytes, its notation, the
        # reader's code); --no-cache checks them again too
        triage = _triage(docs, use_cache=not args.no_cache).start()
        try:  # the study runs beside the claims: one process more than --jobs while both run
            if args.scheduler is None:
                results = runner.run_all(names, jobs=args.jobs, **common)
            else:
                from suite import cluster

                try:
                    results = cluster.run_all(names, args.scheduler, **common)
                except cluster.ClusterError as e:
                    print(f"--scheduler {args.scheduler}: {e}", file=sys.stderr)
                    return 2
        except BaseException as e:
            if isinstance(e, runner.Interrupted) and triage.proc is not None and not triage.ended:
                e.documents = True
            triage.stop()
            if study is not None:
                study.stop()
                if isinstance(e, runner.Interrupted) and study.proc is not None:
                    e.study = True
            raise
        notation, appendix, doc_err = runner.load_documents()
        from numeric.contexts import describe, float_contexts
        from numeric.model import FUNCTION_ULPS, LOSS_FRACTION
        from suite.evaluate import PROFILES

        settings = {"profile": args.profile, "reference": "Arb ball arithmetic at 128 bits (raised to 512 when undecided)",
                    "float_contexts": [c.name for c in float_contexts(low=not args.no_low, names=precisions)],
                    "loss_fraction": LOSS_FRACTION, "function_ulps": FUNCTION_ULPS,
                    "computations": {c.name: describe(c.name) for c in float_contexts(low=not args.no_low, names=precisions)},
                    "sources_checked": docs.available, "claims_run": len(names),
                    "sources_skipped": sources is None,
                    "conventions_search": PROFILES["conventions"],
                    "convention_variants": [[v.key, v.label] for v in CONVENTION_VARIANTS],
                    "aliases": runner.aliases(),
                    "partial": bool(args.k)}
        rep = assemble(results, docs, appendix, doc_err, settings, notation)
        fresh, problem = triage.finish(progress)
        add_triage(rep, triage.all)
        if problem:
            rep["problems"].append(problem)
            rep["ok"] = False
        if study is not None:
            rep["precision_study"], problem = study.finish(progress)
            if problem:
                rep["problems"].append(problem)
                rep["ok"] = False
        # the report is written into a staging folder: a signal while it is written stops the run there, and the
        # staging folder is discarded (the previous report is kept); only the publishing itself, one rename, holds it
        try:
            write_report(pub.folder, rep, raws=docs.raw, write=plain_write)
            _ordinary_tree(pub.folder)  # figures readable by all, whatever the umask of the claim processes
        except OSError as e:  # a full disk, a folder that went away: one line, exit 2, the previous report kept
            print(f"verify: cannot write the report into {pub.folder.parent} ({e.strerror or e}); nothing was "
                  "published, the previous report is kept", file=sys.stderr)
            return 2
        runner.hold_signals()  # from here the report is published whole: a signal is acted on at the end
        pub.publish()  # one atomic step: a reader sees the previous report or this one
        if not args.k and not args.out:  # a full run into reports/: each topic folder's table of contents
            _write_topic_readmes(rep["claims"])
    finally:
        for beside in (study, triage):  # whatever stopped the run, no child outlives it
            if beside is not None:
                beside.stop()
        pub.discard()
    junit_problem = None
    if args.junit_xml:
        from suite.junit import junit_xml

        try:  # checked before the run (cli.unwritable); a folder removed meanwhile is one line, not a traceback
            atomic_write(Path(args.junit_xml), junit_xml(rep["claims"], {r.id: 0.0 if r.cached else r.seconds
                                                                         for r in results}))
        except OSError as e:
            junit_problem = f"--junit-xml {args.junit_xml}: cannot write it ({e.strerror or e})"
    summary(rep, results, out, verbosity=args.verbosity)
    if junit_problem:
        print(junit_problem, file=sys.stderr)
    runner.release_signals(kept=False)
    return USAGE if junit_problem else 0 if rep["ok"] else CLAIMS_FAILED


def summary(rep: dict, results, out: Path, verbosity: int = 0, stream=None) -> None:
    """What verify prints at the end (stderr): the verdict table and the slowest claims (not with -q), each
    claim's verdict and why (-v), one summary line, then each failing claim with its counterexample to paste,
    and the run's problems."""
    from tabulate import tabulate

    from suite.junit import counterexample_lines, failure

    stream = stream or sys.stderr
    colour = cli.use_colour(stream)
    say = lambda line="": print(line, file=stream)  # noqa: E731
    cached = sum(1 for r in results if r.cached)
    if verbosity >= 0:
        counts: dict = {}
        for r in results:
            counts[r.verdict] = counts.get(r.verdict, 0) + 1
        say(tabulate(sorted(counts.items()), headers=["verdict", "claims"]))
    if verbosity > 0:
        for c in rep["claims"]:
            verdict = cli.paint(f"{c['verdict']:<11}", cli.VERDICT_COLOUR.get(c["verdict"]), colour)
            say(f"{verdict} {c['id']}: {c.get('why') or ''}")
    say(f"{cli.plural(len(results), 'claim')} ({cached} from the cache); flags: {len(rep['flags'])}; approximate: "
        f"{len(rep['approximate'])}; wrote {out / 'REPORT.md'}")
    if verbosity >= 0:
        slow = sorted(((r.id, r.seconds) for r in results if not r.cached), key=lambda kv: -(kv[1] or 0))[:5]
        if any(v is not None for _, v in slow):
            say("slowest: " + ", ".join(f"{k} {v:.1f}s" for k, v in slow if v is not None))
    for c in rep["claims"]:
        why = failure(c)
        if why is not None:
            say(f"{cli.paint('FAIL', 'red', colour)} {c['id']}: {why}")
            for line in counterexample_lines(c):
                say(f"    {line}")
    for p in rep["problems"]:
        say(f"{cli.paint('PROBLEM', 'yellow', colour)} {p}")


# the other commands: {name: (module with main(argv, prog), what it does)}
COMMANDS = {
    "mutate": ("suite.mutate", "mutation check: the kill rate of wrong variants of every true claim"),
    "bench": ("suite.bench", "performance: verify cold and warm, throughputs, the 2^20 scan; writes reports/BENCH.md"),
    "new-claim": ("suite.newclaim", "write a claim module skeleton, optionally started from a verbatim sentence"),
    "check": ("suite.checkcmd", "check documents on arrival: every formula read and decided, findings as file:line:col"),
    "html": ("suite.viewcmd", "write the HTML reading view (reports/html/) from the last report and the documents"),
    "list": ("suite.listcmd", "list the claims: id, topic and verdict in the last report (-k EXPRESSION selects)"),
    "show": ("suite.showcmd", "show one claim of the last report: statement, verdict, proof steps, counterexample, "
             "the quotes it decides"),
    "rope-base": ("suite.ropebase", "the smallest RoPE base for a head size and context lengths, certified"),
    "rope-scale": ("suite.ropescale", "a RoPE scaling configuration (linear, NTK, dynamic, YaRN, Llama 3, LongRoPE) "
                   "judged: frequencies per pair, bands, attention factor, its context certified"),
    "corpus": ("suite.corpuscmd", "measure the reader on the corpus of real documents (tests/corpus): writes "
               "reports/CORPUS.md"),
}


def parser() -> cli.Parser:
    ap = cli.Parser(prog=cli.PROG, description="Verify the mathematics of sinusoidal positional encoding: "
                    "every claim in theorems/, and the report in reports/.")
    sub = ap.add_subparsers(dest="cmd", required=True, metavar="COMMAND")
    v = sub.add_parser("verify", help="verify every claim and write the report",
                       description="Verify the claims and write the report (REPORT.md, report.json, figures/).",
                       epilog="exit codes (as pytest's): 0 every claim as expected; 1 claims failed (an error, an "
                       "unexpected verdict, a citation problem) or a problem with the run; 2 a usage or output error, "
                       "found before anything runs; 5 -k selected no claim; 130 interrupted")
    v.add_argument("-k", action="append", metavar="EXPRESSION",
                   help="run only the claims the expression selects, as pytest's -k: words joined with and, or, "
                   "not and parentheses; a word selects the claims whose id (or a retired id) contains it, e.g. "
                   "-k norm, -k \"softmax and not not_\" (repeatable: any of them; exit code 5 when none is "
                   "selected)")
    from suite.evaluate import PROFILES

    v.add_argument("--profile", default="default", choices=["examples", "quick", "default", "thorough"],
                   help="how hard each claim's counterexample search is: examples (only the claim's own examples, "
                   f"no search), quick ({PROFILES['quick']} generated examples per claim), default "
                   f"({PROFILES['default']}), thorough ({PROFILES['thorough']}); the proof and the precision "
                   "study do not depend on it (default: %(default)s)")
    v.add_argument("-q", "--quiet", action="count", default=0,
                   help="print only the summary line, the failing claims and the problems (no progress lines)")
    v.add_argument("-v", "--verbose", action="count", default=0,
                   help="also print each claim's verdict and why")
    v.add_argument("--sources", action="append", metavar="FOLDER",
                   help="a folder of source documents (repeatable; default: "
                   "$PE_SOURCES, folders separated by os.pathsep, else ../shared/sources)")
    v.add_argument("--no-sources", action="store_true", help="run without the documents: quotes are not "
                   "checked and the report says so")
    v.add_argument("--out", metavar="FOLDER",
                   help=f"output folder (default reports/, or reports/partial with -k, in the project: "
                   f"${paths.HOME_ENV}, else the source checkout, else the current folder)")
    v.add_argument("--jobs", type=cli.positive_int, default=None,
                   help=f"claims run at once, a positive integer (default: the CPU count, "
                   f"{runner.default_jobs()} here)")
    v.add_argument("--scheduler", metavar="local:N|ADDRESS",
                   help="run the claims on a dask.distributed cluster: local:N starts N worker processes here for "
                   "the run, ADDRESS (tcp://HOST:PORT) is a running dask scheduler whose workers have this checkout "
                   "at the same path (needs pip install -e '.[cluster]')")
    v.add_argument("--no-low", action="store_true", help="skip float16/bfloat16 contexts (same as "
                   "--precisions float64,float32)")
    v.add_argument("--precisions", help="float contexts to measure, comma-separated, e.g. float64,float32,bfloat16")
    v.add_argument("--no-cache", action="store_true", help="rerun every claim, the precision study and the documents' "
                   "automatic checking (ignore .cache/results)")
    v.add_argument("--no-claim-cache", action="store_true", help="rerun every claim and the precision study, but take "
                   "the documents' automatic checking from the cache (keyed by each document's bytes and the reader's "
                   "code) where it holds it")
    v.add_argument("--study", dest="study", action="store_true", default=None,
                   help="run the precision study (default: on a full run, off with -k)")
    v.add_argument("--no-study", dest="study", action="store_false", help="skip the precision study")
    v.add_argument("--junit-xml", metavar="PATH", help="also write the results as JUnit XML (a test case per claim)")
    for name, (_, text) in COMMANDS.items():
        sub.add_parser(name, help=text, add_help=False)  # listed here, parsed by its own module
    return ap


def _interrupted(e: runner.Interrupted) -> str:
    """The one line an interrupted run prints."""
    n = e.claims
    stopped = ([f"{n} claim process{'' if n == 1 else 'es'}"] if n else []) \
        + (["the precision study"] if e.study else []) + (["the documents' checking"] if e.documents else [])
    what = (", ".join(stopped[:-1]) + " and " + stopped[-1]) if len(stopped) > 1 else \
        stopped[0] if stopped else "nothing (no claim, study or document was being worked on)"
    return (f"interrupted ({e}): stopped {what}; "
            + ("the previous report is kept" if e.kept else "the report had been written"))


def main(argv=None) -> int:
    """``pe-verify COMMAND ...``: ``verify`` here, the others delegated to their modules (COMMANDS).
    Ctrl-C or SIGTERM: one line on stderr and exit code 130."""
    program = argv is None  # run as the program (not called by a test): a signal after the run still says so
    argv = sys.argv[1:] if argv is None else list(argv)
    cli.hypothesis_home()  # Hypothesis's files into the project's .cache, never ./.hypothesis
    refusal = _in_another_checkout(argv[0] if argv and argv[0] in COMMANDS else "verify")
    if refusal:
        print(refusal, file=sys.stderr)
        return 2
    try:
        if argv and argv[0] in COMMANDS:
            module, _ = COMMANDS[argv[0]]
            return importlib.import_module(module).main(argv[1:], prog=f"{cli.PROG} {argv[0]}")
        args = parser().parse_args(argv)
        saved = os.environ.get("PE_SOURCES")  # verify sets it for its claims; a caller's environment is restored
        try:
            with runner.stop_on_signals():
                try:
                    return verify(args)
                except runner.Interrupted as e:
                    print(_interrupted(e), file=sys.stderr)
                    return 130
        finally:
            if saved is None:
                os.environ.pop("PE_SOURCES", None)
            else:
                os.environ["PE_SOURCES"] = saved
            if program:
                _stopped_after_the_run()
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


def _in_another_checkout(command: str) -> str | None:
    """Why ``command`` is refused when the current directory is another checkout of the project than the one whose
    code runs (a copy with the original's virtual environment: every command would read, run or write the
    original's claims, caches and reports, not the copy's); None otherwise, or when the project is named by
    PE_VERIFY_HOME."""
    other = paths.other_checkout() if not os.environ.get(paths.HOME_ENV) else None
    if other is None:
        return None
    return (f"{command}: this is the project {other}, but the code running is the one of {paths.PACKAGE_ROOT} (suite "
            f"imported from {paths.PACKAGE_ROOT / 'suite'}: an editable install of the other checkout), whose claims, "
            f"caches and reports it would use. Run this project's own code (python -m suite from {other}, or pip "
            f"install -e {other} in its own virtual environment), or set {paths.HOME_ENV} to say which project to use")


def _stopped_after_the_run() -> None:
    """From the end of the run to the end of the process (its clean-up included), SIGINT, SIGTERM or SIGHUP print
    one line and exit 130, as during the run (the default action would end it by the signal, with no word)."""
    def stopped(signum, frame):
        try:
            print(f"interrupted ({signal.Signals(signum).name}) after the run had ended: what it wrote stands",
                  file=sys.stderr, flush=True)
        finally:
            os._exit(130)

    for s in runner.STOP_SIGNALS:
        signal.signal(s, stopped)


def run() -> None:
    """The program: ``main`` with its output's reader allowed to go away (``| head``: no traceback)."""
    cli.run(main)


if __name__ == "__main__":
    run()
