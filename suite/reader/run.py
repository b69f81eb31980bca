"""Checking documents, each in its own process under a time and a memory budget: a document that hangs,
or grows past its memory, is a finding naming it, and the others are still checked.

The environment of a document starts from its notation table in ``theorems/documents/`` (``Notation.values``)
and a notation file beside it, ``<document file name>.notation.toml`` (``environment.read_notation_file``)."""
from __future__ import annotations

import time
import os
from pathlib import Path

DOC_SECONDS = 150.0  # a document's wall budget (its relations have their own, smaller budgets)
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


def check_path(path: Path, name: str | None = None, values=None) -> dict:
    """Read and check one file in this process: {"summary", "items", "environment", "findings", "seconds"} (the
    CPU-seconds it took)."""
    t0 = time.process_time()
    try:
        import flint  # noqa: F401 - a missing install stops here, not as every relation's "reader failure"
    except ImportError as e:
        raise ImportError(f"{e}: the reader needs the project's packages (the README's set-up installs them)") from e
    from suite.reader import check
    from suite.reader.environment import notation_bindings, read_notation_file
    from suite.reader.formats import read_file

    doc = read_file(path)
    if name:
        doc.name = name
    parse = check.parser_for(doc)
    table = table_environment(doc.name) if values is None else {"values": dict(values)}
    extra, problems = notation_bindings(table, parse, f"theorems/documents ({doc.name})", "notation table")
    nf = notation_file(path)
    if nf is not None and nf.is_file():
        more, probs = read_notation_file(nf, parse)
        extra += more
        problems += probs
    out = check.check_document(doc, extra)
    out["findings"] = problems + out["findings"]
    if not doc.text and doc.findings:
        out["unreadable"] = "; ".join(doc.findings)
    out["seconds"] = round(time.process_time() - t0, 3)
    return out


def _child(conn, path, name, memory):
    import resource

    try:
        if memory:
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        conn.send(("ok", check_path(Path(path), name)))
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


def check_paths(paths: dict, seconds: float = DOC_SECONDS, memory: int = MEMORY_BYTES, jobs: int = 1) -> dict:
    """{name: result} for {name: path}, each document in its own process (``jobs`` at once)."""
    import multiprocessing as mp

    from suite import runner

    ctx = mp.get_context("fork")
    todo = sorted(paths.items())
    running: dict = {}
    out: dict = {}
    try:
        while todo or running:
            while todo and len(running) < max(1, jobs):
                name, path = todo.pop(0)
                recv, send = ctx.Pipe(duplex=False)
                proc = runner.start_child(ctx, _child, (send, str(path), name, memory))
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
