"""``pe-verify list [-k EXPRESSION]``: the claims of the last report, one a line: id, topic, verdict.

The last report is ``reports/report.json`` of the project (``suite.paths.home()``), or ``--report PATH`` (a
report.json, or the folder ``verify --out`` wrote).  Nothing is run: run ``pe-verify verify`` (``make verify``)
for fresh verdicts.  Exit codes: 0, 2 when there is no report (or ``-k`` does not parse), 5 when ``-k`` selects
no claim."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from suite.report import CLAIM_VERDICT_TEXT

NOTHING_SELECTED = 5


class NoReport(Exception):
    """No report to read (the message says where it was looked for and what to do)."""


def report_path(given: str | None = None) -> Path:
    """``given`` (a report.json, or a folder holding one), else the project's ``reports/report.json``."""
    from suite import paths

    if not given:
        return paths.home() / "reports" / "report.json"
    p = Path(given)
    return p / "report.json" if p.is_dir() else p


def load_report(given: str | None = None) -> tuple[dict, Path]:
    """(the report, its path); raises NoReport."""
    from suite.cli import PROG

    path = report_path(given)
    if not path.is_file():
        where = "" if given else " (the last full run's report)"
        raise NoReport(f"no report at {path}{where}: run {PROG} verify (make verify) first"
                       + ("" if given else ", or give --report PATH (a report.json, or the folder of --out)"))
    try:
        rep = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise NoReport(f"cannot read the report {path}: {e}") from None
    if not isinstance(rep, dict) or not isinstance(rep.get("claims"), list):
        raise NoReport(f"{path} is not a report of {PROG} (it has no 'claims' list)")
    return rep, path


def verdict_text(c: dict) -> str:
    """The claim's verdict, with the expected one when it differs, and a citation problem's mark."""
    out = c.get("verdict") or "?"
    if c.get("unexpected"):
        out += f" (expected {c.get('expect')})"
    if c.get("integrity"):
        out += " (citation problem)"
    return out


def report_option(ap) -> None:
    ap.add_argument("--report", metavar="PATH", help="the report to read: a report.json or the folder verify --out "
                    "wrote (default: reports/report.json of the project)")


def main(argv=None, prog: str = "pe-verify list") -> int:
    from suite import cli

    ap = cli.Parser(prog=prog, description="List the claims of the last report: id, topic and verdict (nothing is "
                    "run; pe-verify verify makes the report).")
    ap.add_argument("-k", action="append", metavar="EXPRESSION",
                    help="only the claims the expression selects, as verify's -k (words joined with and, or, not "
                    "and parentheses; a word selects the ids containing it)")
    report_option(ap)
    args = ap.parse_args(argv)
    try:
        rep, path = load_report(args.report)
    except NoReport as e:
        print(f"{prog}: {e}", file=sys.stderr)
        return 2
    claims = [c for c in rep["claims"] if isinstance(c, dict) and c.get("id")]
    if args.k:
        from suite.selection import BadExpression, select

        aliases = (rep.get("settings") or {}).get("aliases") or {}
        try:
            chosen = set(select([c["id"] for c in claims], args.k, aliases))
        except BadExpression as e:
            print(f"{prog}: {e}", file=sys.stderr)
            return 2
        claims = [c for c in claims if c["id"] in chosen]
        if not claims:
            print(f"{prog}: no claim matches {' or '.join(repr(k) for k in args.k)}", file=sys.stderr)
            return NOTHING_SELECTED
    colour = cli.use_colour(sys.stdout)
    width = max(len(c["id"]) for c in claims) if claims else 5
    topic_width = max([len(c.get("topic") or "") for c in claims] + [5])
    print(f"{'claim':<{width}}  {'topic':<{topic_width}}  verdict")
    for c in claims:
        shown = verdict_text(c)  # "refuted" says what is false: the statement the claim checks (not_… states the conclusion)
        shown = shown.replace("refuted", CLAIM_VERDICT_TEXT["refuted"], 1) if c.get("verdict") == "refuted" else shown
        verdict = cli.paint(shown, cli.VERDICT_COLOUR.get(c.get("verdict")), colour)
        print(f"{c['id']:<{width}}  {c.get('topic') or '':<{topic_width}}  {verdict}")
    total = len(rep["claims"])
    print(f"{len(claims)} claim{'' if len(claims) == 1 else 's'}" + (f" of {total}" if len(claims) != total else "")
          + f", from {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    from suite.cli import run

    run(main)
