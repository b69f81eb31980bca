"""Write the HTML reading view (reports/html/index.html) from the last report and the documents:
each document's text, its Markdown rendered, with every checked statement highlighted by its finding,
the finding one click away, each claim's proof and evidence on its topic's page, the math typeset by
the installed MathJax (nothing is fetched when the pages are read).
``make verify`` writes it too; this command rewrites it from reports/report.json without verifying."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def main(argv=None, prog: str = "pe-verify html") -> int:
    import argparse

    from suite.cli import Parser
    from suite.paths import home

    ap = Parser(prog=prog, description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--report", help="the report.json to read (default: reports/report.json of the project)")
    ap.add_argument("--sources", action="append", help="a folder of source documents (repeatable; default: "
                    "$PE_SOURCES, else ../shared/sources)")
    ap.add_argument("--out", help="the folder to write (default: reports/html of the project)")
    args = ap.parse_args(argv)
    from suite.__main__ import atomic_write
    from suite.htmlview import mathjax_file, write_site
    from suite.sources import Documents, folders_from_env

    report = Path(args.report) if args.report else home() / "reports" / "report.json"
    if not report.is_file():
        print(f"{prog}: no report at {report}; run `make verify` first (or give --report)", file=sys.stderr)
        return 2
    try:
        rep = json.loads(report.read_text(encoding="utf-8"))
    except ValueError as e:
        print(f"{prog}: {report} is not JSON: {e}", file=sys.stderr)
        return 2
    if not isinstance(rep, dict) or rep.get("kind", "report") != "report" or "documents" not in rep:
        print(f"{prog}: {report} is not a report.json written by verify", file=sys.stderr)
        return 2
    _with_this_machine(rep, report.parent)
    try:
        folders = [Path(p) for a in args.sources for p in a.split(os.pathsep) if p] if args.sources \
            else folders_from_env()
    except ValueError as e:  # the project's sources setting cannot be read
        print(f"{prog}: {e}", file=sys.stderr)
        return 2
    missing = [f for f in folders if not f.is_dir()]
    if missing:
        print(f"{prog}: sources folder {missing[0]} does not exist (give --sources PATH)", file=sys.stderr)
        return 2
    docs = Documents(folders)
    if not docs.available:
        print(f"{prog}: no documents in {', '.join(map(str, folders))}", file=sys.stderr)
        return 2
    out = Path(args.out) if args.out else home() / "reports" / "html"
    from suite.cli import unwritable

    why = unwritable(out, "folder", given=bool(args.out))
    if why:
        print(f"{prog}: --out {out}: {why}", file=sys.stderr)
        return 2
    from suite.publish import holding

    with holding(home(), prog) as busy:  # not while a verify publishes reports/ (it would drop these pages)
        if busy:
            print(busy, file=sys.stderr)
            return 2
        md = None  # the Markdown report beside report.json, linked from the view (relative to where it is written)
        if (report.parent / "REPORT.md").is_file():
            try:
                md = os.path.relpath(report.parent.resolve(), out.resolve()).replace(os.sep, "/") + "/"
            except ValueError:  # another drive
                md = None
        pages = write_site(out, rep, docs.raw, atomic_write, markdown_root=md)
        from suite.publish import MARK, MARK_TEXT

        atomic_write(out / MARK, MARK_TEXT)  # a folder of this suite's: a later --out may write it again
    if mathjax_file() is None:
        print(f"{prog}: warning: the mathjax package is not installed; formulas are shown as TeX", file=sys.stderr)
    print(f"wrote {len(pages)} pages: {out / 'index.html'}", file=sys.stderr)
    return 0


def _with_this_machine(rep: dict, folder: Path) -> None:
    """``rep`` with this machine's float measurements put back (``platform/<tag>/measured.json`` beside report.json,
    if verify wrote one here): the reading view is this machine's, like the platform folder."""
    from suite.meta import platform_tag

    try:
        meas = json.loads((folder / "platform" / platform_tag() / "measured.json").read_text(encoding="utf-8"))
        claims = meas["claims"]
        for r in rep.get("claims") or []:
            m = claims.get(r.get("id")) or {}
            if m.get("floats") and isinstance(r.get("numeric"), dict):
                r["numeric"]["floats"] = list(m["floats"].values())
            if m.get("evidence"):
                r["measured_evidence"] = m["evidence"]
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return  # no measurements here (or not readable): the view shows what report.json holds


if __name__ == "__main__":
    from suite.cli import run

    run(lambda: main())

