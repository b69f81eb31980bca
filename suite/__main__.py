"""Command line: ``python -m suite verify [-k PATTERN] [--profile quick|default|thorough]``."""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

from suite import runner
from suite.assemble import assemble
from suite.report import render_json, render_markdown
from suite.sources import Documents

ROOT = runner.ROOT
DEFAULT_SOURCES = ROOT.parent / "shared" / "sources"


def atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def _progress(name, res, k, n):
    if sys.stderr.isatty() or os.environ.get("SUITE_PROGRESS"):
        print(f"[{k:3d}/{n}] {res['verdict']:<11} {name} ({res.get('seconds', '?')} s)", file=sys.stderr)


def _cited_documents(names: list[str]) -> set[str]:
    """The documents the selected claims and the appendix/notation tables cite (read from their text,
    so nothing is imported in this process)."""
    import re

    from suite.claim import DOC_NAME

    pat = re.compile(DOC_NAME)
    files = [runner.THEOREMS / f"{n}.py" for n in names] + sorted(runner.THEOREMS.glob("_*.py"))
    return {m for f in files if f.is_file() for m in pat.findall(f.read_text(encoding="utf-8"))}


def _sources_problem(sources: Path, names: list[str]) -> str | None:
    """Why the sources folder cannot be used, or None.  A folder that does not exist, or holds none
    of the documents the claims cite, is an error: a misspelt path must not skip every quote check."""
    if not sources.is_dir():
        return (f"sources folder {sources} does not exist. Give the folder of the documents with "
                "--sources PATH (or PE_SOURCES), or run without them with --no-sources.")
    cited = _cited_documents(names)
    present = {p.name for p in sources.glob("*.txt")}
    if cited and not cited & present:
        return (f"sources folder {sources} holds none of the {len(cited)} documents the claims cite "
                f"(e.g. {sorted(cited)[0]}). Give the right folder with --sources PATH, or run without "
                "documents with --no-sources.")
    return None


def verify(args) -> int:
    if args.precisions:
        from numeric import contexts

        wanted = [p.strip() for p in args.precisions.split(",") if p.strip()]
        known = [c.name for c in contexts.float_contexts()]
        bad = [p for p in wanted if p not in known]
        if bad:
            print(f"--precisions: unknown {bad}; choose from {known}", file=sys.stderr)
            return 2
        contexts.SELECTED = wanted
    names = runner.discover()
    if args.k:
        names = [n for n in names if any(p in n for p in args.k)]
        if not names:
            print(f"no claim matches {args.k}", file=sys.stderr)
            return 2
    if args.no_sources:
        if args.sources:
            print("--sources and --no-sources contradict each other", file=sys.stderr)
            return 2
        sources = None
        os.environ.pop("PE_SOURCES", None)
    else:
        sources = Path(args.sources) if args.sources else Path(os.environ.get("PE_SOURCES", DEFAULT_SOURCES))
        problem = _sources_problem(sources, names)
        if problem:
            print(problem, file=sys.stderr)
            return 2
        sources = sources.resolve()
        os.environ["PE_SOURCES"] = str(sources)  # claims that run code blocks read it there
    out = Path(args.out) if args.out else (ROOT / "reports" / ("partial" if args.k else ""))
    out.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(dir=out, prefix=".figures-"))
    try:
        results = runner.run_all(names, profile=args.profile, figures_dir=staging, jobs=args.jobs,
                                 low_floats=not args.no_low, progress=_progress, use_cache=not args.no_cache,
                                 sources=sources)
        timings = {r["id"]: r.pop("seconds", None) for r in results}
        cached = sum(1 for r in results if r.pop("cached", False))
        docs = Documents(sources)
        appendix, app_err = runner.load_appendix()
        notation, not_err = runner.load_notation()
        from numeric.contexts import TOL_ULPS, float_contexts
        from suite.evaluate import PROFILES

        settings = {"profile": args.profile, "reference": "Arb ball arithmetic at 128 bits (raised to 512 when undecided)",
                    "float_contexts": [c.name for c in float_contexts(low=not args.no_low)],
                    "tol_ulps": TOL_ULPS, "sources_checked": docs.available, "claims_run": len(names),
                    "sources_skipped": sources is None,
                    "conventions_search": PROFILES["conventions"],
                    "partial": bool(args.k)}
        rep = assemble(results, docs, appendix, app_err + not_err, settings, notation)
        figs = out / "figures"
        if any(staging.iterdir()):
            old = out / ".figures-old"
            if figs.exists():
                figs.rename(old)
            staging.rename(figs)
            shutil.rmtree(old, ignore_errors=True)
        atomic_write(out / "report.json", render_json(rep))
        atomic_write(out / "REPORT.md", render_markdown(rep))
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    from tabulate import tabulate

    counts: dict = {}
    for r in results:
        counts[r["verdict"]] = counts.get(r["verdict"], 0) + 1
    print(tabulate(sorted(counts.items()), headers=["verdict", "claims"]), file=sys.stderr)
    slow = sorted(timings.items(), key=lambda kv: -(kv[1] or 0))[:5]
    print(f"{len(results)} claims ({cached} from the cache); flags: {len(rep['flags'])}; approximate: {len(rep['approximate'])}; "
          f"wrote {out / 'REPORT.md'}", file=sys.stderr)
    print("slowest: " + ", ".join(f"{k} {v:.1f}s" for k, v in slow if v is not None), file=sys.stderr)
    for r in results:
        if r["verdict"] == "error" or r.get("unexpected"):
            print(f"FAIL {r['id']}: {r.get('unexpected') or r.get('why')}", file=sys.stderr)
    for p in rep["problems"]:
        print(f"PROBLEM {p}", file=sys.stderr)
    return 0 if rep["ok"] else 1


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m suite")
    sub = ap.add_subparsers(dest="cmd", required=True)
    v = sub.add_parser("verify", help="verify every claim and write the report")
    v.add_argument("-k", action="append", help="run only claims whose module name contains this (repeatable)")
    v.add_argument("--profile", default="default", choices=["examples", "quick", "default", "thorough"])
    v.add_argument("--sources", help="folder of the source documents (default ../shared/sources, or $PE_SOURCES)")
    v.add_argument("--no-sources", action="store_true", help="run without the documents: quotes are not "
                   "checked and the report says so")
    v.add_argument("--out", help="output folder (default reports/, or reports/partial with -k)")
    v.add_argument("--jobs", type=int, default=None, help="claims run at once (default: 2)")
    v.add_argument("--no-low", action="store_true", help="skip float16/bfloat16 contexts (same as "
                   "--precisions float64,float32)")
    v.add_argument("--precisions", help="float contexts to measure, comma-separated, e.g. float64,float32,bfloat16")
    v.add_argument("--no-cache", action="store_true", help="rerun every claim (ignore .cache/results)")
    args = ap.parse_args(argv)
    if args.cmd == "verify":
        return verify(args)
    return 2


if __name__ == "__main__":
    sys.exit(main())
