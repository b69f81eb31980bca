"""``pe-verify check FILE…``: read the given documents without a full verify, decide every relation of
every formula under the document's own environment, print each finding as ``file:line:col``, and write
each document's page.  Exit 1 when a document has an inconsistency, 0 when not, 2 on a usage error or a
document that could not be read (not UTF-8, binary, over its budget), and 2 when nothing at all was checked (no
given document states a relation in a formula)."""
from __future__ import annotations

import contextlib
import json
import sys
from pathlib import Path

from suite import cli


def parser(prog: str) -> cli.Parser:
    ap = cli.Parser(prog=prog, description="Check documents on arrival: every formula found, every relation "
                    "decided under the document's own definitions (no claims needed).")
    ap.add_argument("files", nargs="+", metavar="FILE",
                    help="a document (.md, .txt, .tex, .ipynb or .html), or a folder: every document under it")
    ap.add_argument("--out", default=None, help="folder for the pages (default: reports/check/ in the project)")
    ap.add_argument("--json", action="store_true", help="print the results as JSON instead of lines")
    ap.add_argument("--all", action="store_true", help="print every relation, not only the findings and the "
                    "undecided ones' counts")
    ap.add_argument("--no-page", action="store_true", help="do not write the pages")
    ap.add_argument("-q", "--quiet", action="store_true", help="print only each document's count line")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every relation (as --all)")
    return ap


def finding_line(path: str, it: dict, colour: bool = False) -> str:
    """``file:line:col: status: lhs rel rhs — why; binding …; counterexample …`` (an inconsistent status in red with
    ``colour``)."""
    lk = it["link"]
    status = cli.paint(it["status"], "red", colour) if it["status"] == "inconsistent" else it["status"]
    parts = [f"{path}:{it['line']}:{it['column']}: {status}: {lk['lhs']} {lk['relation']} {lk['rhs']}",
             f"— {it['reason']}"]
    if it.get("exact"):
        from suite.report import short_decimal

        parts.append(f"(lhs = {short_decimal(it['exact']['lhs'])}, rhs = {short_decimal(it['exact']['rhs'])})")
    if it.get("should_show"):
        parts.append(f"(to the digits shown: {it['should_show']})")
    if it.get("counterexample"):
        parts.append("at " + ", ".join(f"{k} = {v}" for k, v in it["counterexample"].items()))
    for b in it.get("bindings") or []:
        val = f" = {b['value']}" if b.get("value") else (f" in {b['domain']}" if b.get("domain") else "")
        parts.append(f"[using {b['name']}{val} from {b['source']}, {b['where']}]")
    return " ".join(parts)


def main(argv=None, prog: str = "pe-verify check") -> int:
    from suite.reader.formats import SUFFIXES
    from suite.reader.run import check_paths
    from suite.sources import outside, printable, shown as name_shown

    args = parser(prog).parse_args(argv)
    if args.quiet and (args.verbose or args.all):
        print(f"{prog}: error: -q and -v/--all contradict each other", file=sys.stderr)
        return 2
    paths = {}
    given = []
    refused: list[str] = []
    for f in args.files:
        p = Path(f)
        if p.is_dir():  # every document under it, in a stable order; named by their path, which is unique
            found = sorted(q for q in p.rglob("*") if q.is_file() and q.suffix.lower() in SUFFIXES
                           and not any(part.startswith(".") for part in q.relative_to(p).parts))
            if not found:
                print(f"{prog}: error: {f} holds no document ({', '.join(SUFFIXES)})", file=sys.stderr)
                return 2
            for q in found:  # a link that leads out of the folder is refused, as verify refuses it (never read)
                why = outside(q, p)
                if why:
                    refused.append(f"{prog}: {name_shown(str(q))}: refused: {why}")
                else:
                    given.append((str(q), q))
        else:
            given.append((None, p))
    for label, p in given:
        f = label or str(p)
        if not p.is_file():
            print(f"{prog}: error: {f} is not a file", file=sys.stderr)
            return 2
        if p.suffix.lower() not in SUFFIXES:
            print(f"{prog}: error: {f}: the format {p.suffix or '(none)'} is not read (one of {', '.join(SUFFIXES)})",
                  file=sys.stderr)
            return 2
        name = p.name if label is None else label
        if name in paths:
            print(f"{prog}: error: two files named {name}", file=sys.stderr)
            return 2
        paths[name] = p
    # what a file inputs (a notation file, a LaTeX \input) is read only within the current folder when the file is in
    # it (a LaTeX project checked from its top), else within the file's own folder
    here = Path.cwd().resolve()
    roots = {name: here if here in p.absolute().parents else p.absolute().parent for name, p in paths.items()}
    results = check_paths(paths, roots=roots)
    colour = cli.use_colour(sys.stdout)
    bad = False
    unread = [name for name, res in results.items() if res.get("unreadable")]
    if args.json:
        print(printable(json.dumps(results, ensure_ascii=False, indent=1)))
    for name, res in results.items():
        shown = name_shown(str(paths[name]))  # a name that is not UTF-8 shows its other bytes escaped
        s = res["summary"]
        bad = bad or s["inconsistent"] > 0
        if args.json:
            continue
        if not args.quiet:
            for f in res["findings"]:
                print(printable(f"{shown}: {f}"))
            for it in res["items"]:
                if args.all or args.verbose or it["status"] == "inconsistent":
                    print(printable(finding_line(shown, it, colour)))  # colour on a terminal only, never with NO_COLOR
        print(printable(f"{shown}: {count_line(res)}"))
    if not args.no_page:
        from suite.report import check_page

        from suite.paths import home
        from suite.publish import holding

        out = Path(args.out) if args.out else _default_out()
        reports = (home() / "reports").resolve()
        inside = out.resolve() == reports or reports in out.resolve().parents
        with (holding(home(), prog) if inside else contextlib.nullcontext(None)) as busy:
            if busy:  # a verify is publishing reports/, which would drop pages written there meanwhile: the
                # findings above stand (and so does the exit code); only the pages wait for another run
                print(f"{busy}; the pages were not written (give --out a folder outside {reports} to write them "
                      "now)", file=sys.stderr)
            else:
                try:
                    out.mkdir(parents=True, exist_ok=True)
                    for name, res in results.items():
                        page = out / (name + ".md")
                        page.parent.mkdir(parents=True, exist_ok=True)  # a document found in a folder keeps its path
                        page.write_text(check_page(name, res), encoding="utf-8")
                        if not args.json:
                            print(f"page: {page}", file=sys.stderr)
                except OSError as e:
                    print(f"{prog}: error: cannot write the pages: {e}", file=sys.stderr)
                    return 2
    empty = [name for name, res in results.items() if not res.get("unreadable") and not res["items"]]
    for name in empty:
        print(f"{prog}: {name_shown(str(paths[name]))}: nothing was checked: "
              + ("no formula was found in it" if not results[name]["summary"]["spans"] else
                 "none of its formulas states a relation"), file=sys.stderr)
    for line in refused:
        print(line, file=sys.stderr)
    if unread:
        return 2  # a document that could not be read is bad input
    if bad or refused:  # a link out of the folder is a finding, as in verify
        return 1
    return 2 if empty and len(empty) == len(results) else 0  # read nothing at all: not a pass


def count_line(res: dict) -> str:
    """How much of one document was read and decided, with why the rest was not: "40 formulas, 52 relations: 12
    definitions read; 12 of 40 others decided (…); 28 undecided: 9 undefined function or family, …; 0 not parsed"."""
    from collections import Counter

    s = res["summary"]
    causes = Counter(it.get("cause") or "other" for it in res["items"] if it["status"] == "undecided")
    constructs = Counter(it.get("construct") or "?" for it in res["items"] if it["status"] == "unparsed")
    why = f": {', '.join(f'{n} {c}' for c, n in causes.most_common(4))}" + (", …" if len(causes) > 4 else "") \
        if causes else ""
    what = f": {', '.join(f'{n} {c}' for c, n in constructs.most_common(4))}" + (", …" if len(constructs) > 4 else "") \
        if constructs else ""
    return (f"{cli.plural(s['spans'], 'formula')}, {cli.plural(s['links'], 'relation')}: "
            f"{cli.plural(s['definition'], 'definition')} read; "
            f"{s['decided']} of {s['relations']} others decided ({s['proved']} proved, {s['consistent']} consistent, "
            f"{s['inconsistent']} inconsistent); {s['undecided']} undecided{why}; {s['unparsed']} not parsed{what}")


def _default_out() -> Path:
    from suite.paths import home

    return home() / "reports" / "check"
