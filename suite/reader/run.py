"""Checking documents, each in its own process under a time and a memory budget: a document that hangs,
or grows past its memory, is a finding naming it, and the others are still checked.

The environment of a document starts from its notation table in ``theorems/documents/`` (``Notation.values``)
and a notation file beside it, ``<document file name>.notation.toml`` (``environment.read_notation_file``)."""
from __future__ import annotations

import time
import os
from pathlib import Path, PurePath

DOC_SECONDS = 450.0  # a document's wall budget (its relations have their own, smaller budgets)
MEMORY_BYTES = 3 * 2**30  # a document's address-space limit
NOTATION_SUFFIX = ".notation.toml"


def notation_file(path: Path) -> Path | None:
    """The notation file beside the document ``path``; None when its name would be longer than a file name may be
    (255 bytes): such a document has none."""
    name = path.name + NOTATION_SUFFIX
    return None if len(os.fsencode(name)) > 255 else path.with_name(name)


def table_environment(doc: str) -> dict:
    """The document's notation table in theorems/documents/ as a notation file's tables: its ``values`` and
    its ``environment`` (empty when it has none)."""
    try:
        from suite import runner

        notation, _, _ = runner.load_documents()
    except Exception:  # noqa: BLE001 - a broken document module is reported by verify itself
        return {}
    for t in notation:
        if t.doc == doc:
            out = {section: dict(entries) for section, entries in getattr(t, "environment", ()) or ()}
            out.setdefault("values", {}).update(dict(getattr(t, "values", None) or ()))
            return out
    return {}


# a hook for the tests only: called with the document's path once its bytes are read (a test edits the file there,
# deterministically, to show that a result is cached under the bytes that were read, never under newer ones)
after_read = None


def boundary(path: Path, name: str | None = None) -> Path:
    """The folder the document ``path`` (named ``name``, relative to its sources folder: ``a.md``, or
    ``tex/course/x.tex`` in a corpus) was found in: its sources folder, out of which nothing it inputs is read."""
    depth = len(PurePath(name).parts) if name else 1
    parents = Path(os.path.abspath(path)).parents
    return parents[min(max(depth, 1), len(parents)) - 1]


def outside(p: Path, folder: Path) -> str | None:
    """Why the file ``p`` is not read: it leads out of ``folder`` (a link, or a path through ``..``); None if not."""
    from suite.reader.macros import leads_out

    target = leads_out(p, folder)
    return None if target is None else f"{p.name} leads to {target}, outside the sources folder {folder}: not read"


def check_path(path: Path, name: str | None = None, values=None, data: bytes | None = None,
               notation: bytes | None = None, root: Path | None = None) -> dict:
    """Read and check one file in this process: {"summary", "items", "environment", "findings", "time_budgets",
    "inputs", "seconds"} (the CPU-seconds it took).  ``data``: the document's bytes, as read once by the caller
    (else read here); ``notation``: the bytes of its notation file, likewise (b"" when it has none).  ``inputs``:
    the files besides these that the reading looked for, as (path relative to the document's folder, sha256 of
    their bytes or None when absent).  ``root``: the folder out of which no file is read (the notation file, what a
    LaTeX source inputs), by default the document's sources folder (``boundary``)."""
    from suite.reader import macros

    t0 = time.process_time()
    root = Path(root) if root is not None else boundary(path, name)
    macros.BOUNDARY = root
    try:
        return _check_path(path, name, values, data, notation, root, t0)
    finally:
        macros.BOUNDARY = None


def _check_path(path, name, values, data, notation, root, t0) -> dict:
    try:
        import flint  # noqa: F401 - a missing install stops here, not as every relation's "reader failure"
    except ImportError as e:
        raise ImportError(f"{e}: the reader needs the project's packages (the README's set-up installs them)") from e
    from suite.reader import check
    from suite.reader.environment import notation_bindings, read_notation_text
    from suite.reader.formats import read_file, read_text

    path = Path(path)
    doc = read_file(path) if data is None else read_text(path.name, data, path=path)
    if after_read is not None:
        after_read(path)
    if name:
        doc.name = name
    parse = check.parser_for(doc)
    # the table is the document's by its file name, however it was named here (check of a folder names each file by
    # its path; check of the file and verify, by its file name): one document, one environment
    table = table_environment(PurePath(doc.name).name) if values is None else {"values": dict(values)}
    extra, problems = notation_bindings(table, parse, f"theorems/documents ({doc.name})", "notation table")
    nf = notation_file(path)
    if nf is not None and nf.is_file() and outside(nf, root):
        problems.append(outside(nf, root))
        notation = None
    elif notation is None and nf is not None and nf.is_file():
        try:
            notation = nf.read_bytes()
        except OSError as e:
            problems.append(f"{nf.name}: cannot be read ({e.strerror or e})")
    if notation and nf is not None:
        more, probs = read_notation_text(nf.name, notation, parse)
        extra += more
        problems += probs
    out = check.check_document(doc, extra)
    out["findings"] = problems + out["findings"]
    if not doc.text and doc.findings:
        out["unreadable"] = "; ".join(doc.findings)
    out["inputs"] = [[_relative(p, path.parent), digest] for p, digest in getattr(doc.macros, "looked", None) or ()]
    out["seconds"] = round(time.process_time() - t0, 3)
    return out


def _relative(p: str, folder: Path) -> str:
    try:
        return str(Path(p).relative_to(folder.resolve()))
    except ValueError:
        return p


def inputs_unchanged(result: dict, path: Path) -> bool:
    """Whether every file the reading of ``path`` looked for besides the document (``result["inputs"]``) is as it
    was then: the same bytes, or still absent."""
    import hashlib

    for rel, digest in result.get("inputs") or ():
        p = path.parent.resolve() / rel
        try:
            now = hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else None
        except OSError:
            now = "unreadable"
        if digest == "larger than the limit":
            now = digest if p.is_file() and p.stat().st_size > _max_input_bytes() else now
        if now != digest:
            return False
    return True


def _max_input_bytes() -> int:
    from suite.reader.macros import MAX_FILE_BYTES

    return MAX_FILE_BYTES


def _child(conn, path, name, memory, data=None, notation=None, root=None):
    import resource

    try:
        if memory:
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        conn.send(("ok", check_path(Path(path), name, data=data, notation=notation, root=root)))
    except MemoryError:
        conn.send(("error", f"ran out of its memory budget ({memory / 2**30:g} GiB)"))
    except BaseException as e:  # noqa: BLE001 - reported as a finding of the document
        conn.send(("error", f"{type(e).__name__}: {e}"))


def failed(name: str, fmt: str, why: str) -> dict:
    """The result of a document whose reading did not finish."""
    from suite.reader.check import STATUSES

    return {"summary": {"format": fmt, "spans": 0, "spans_with_relations": 0, "displays": 0, "links": 0, "relations": 0,
                        "decided": 0, **{s: 0 for s in STATUSES}},
            "items": [], "environment": [], "findings": [f"{name}: {why}"], "unreadable": why}


def check_paths(paths: dict, seconds: float = DOC_SECONDS, memory: int = MEMORY_BYTES, jobs: int = 1,
                roots: dict | None = None) -> dict:
    """{name: result} for {name: path} (or {name: (path, its bytes, its notation file's bytes)}: what the caller read
    once and keys its cache by), each document in its own process (``jobs`` at once); ``roots``: {name: the folder
    out of which nothing is read for it}, by default its sources folder (``boundary``)."""
    import multiprocessing as mp

    from suite import runner

    ctx = mp.get_context("fork")
    todo = sorted(paths.items())
    running: dict = {}
    out: dict = {}
    try:
        while todo or running:
            while todo and len(running) < max(1, jobs):
                name, given = todo.pop(0)
                path, data, notation = given if isinstance(given, tuple) else (given, None, None)
                recv, send = ctx.Pipe(duplex=False)
                proc = runner.start_child(ctx, _child, (send, str(path), name, memory, data, notation,
                                                        (roots or {}).get(name)))
                send.close()
                running[name] = (proc, recv, time.monotonic(), Path(path))
            for name, (proc, recv, t0, path) in list(running.items()):
                fmt = path.suffix.lstrip(".")
                if recv.poll(0.05):
                    try:
                        status, payload = recv.recv()
                    except EOFError:
                        status, payload = "error", "its process died without a result (memory budget?)"
                    proc.join()
                    out[name] = payload if status == "ok" else failed(name, fmt, f"not checked: {payload}")
                    del running[name]
                elif not proc.is_alive() and not recv.poll(0):
                    out[name] = failed(name, fmt, f"not checked: its process died (exit code {proc.exitcode}; "
                                       "memory budget?)")
                    del running[name]
                elif time.monotonic() - t0 > seconds:
                    runner.kill_group(proc)
                    out[name] = failed(name, fmt, f"not checked: exceeded its budget of {seconds:g} s")
                    del running[name]
    finally:
        for proc, *_ in running.values():
            if proc.is_alive():
                runner.kill_group(proc)
    return out
