"""``pe-verify show ID``: one claim of the last report: its statement, verdict, proof steps, counterexample and
the quotes of the documents it decides.

ID is a claim id, or a retired one (``theorems/_aliases.py``; the report's ``settings.aliases``).  The report is
``reports/report.json`` of the project, or ``--report PATH`` (see ``suite.listcmd``).  Nothing is run.  Exit
codes: 0, 2 when there is no report or no claim ID in it."""
from __future__ import annotations

import difflib
import sys
import textwrap

from suite.listcmd import NoReport, load_report, report_option, verdict_text


def _aliases(rep: dict) -> dict[str, str]:
    out = dict((rep.get("settings") or {}).get("aliases") or {})
    try:
        from suite.paths import PACKAGE_ROOT

        if (PACKAGE_ROOT / "theorems" / "_aliases.py").is_file():
            import importlib

            out.update(getattr(importlib.import_module("theorems._aliases"), "ALIASES", {}))
    except Exception:  # noqa: BLE001 - the report's own table is enough
        pass
    return out


def find(rep: dict, wanted: str) -> tuple[dict | None, str | None]:
    """(the claim, a note on how it was found) or (None, the message saying why not)."""
    claims = {c["id"]: c for c in rep["claims"] if isinstance(c, dict) and c.get("id")}
    if wanted in claims:
        return claims[wanted], None
    aliases = _aliases(rep)
    seen = set()
    new = wanted
    while new in aliases and new not in seen:  # a retired id may point at an id retired later
        seen.add(new)
        new = aliases[new]
    if new in claims:
        return claims[new], f"{wanted} is a retired id of {new} (theorems/_aliases.py)"
    close = difflib.get_close_matches(wanted, list(claims) + list(aliases), n=3, cutoff=0.6)
    part = [i for i in claims if wanted.lower() in i.lower()]
    hint = (f"; did you mean {', '.join(close)}?" if close else
            f"; ids containing it: {', '.join(part[:5])}{', ...' if len(part) > 5 else ''}" if part else "")
    return None, f"no claim {wanted!r} in the report{hint} (pe-verify list shows the ids)"


def _wrap(label: str, text, width: int = 100) -> list[str]:
    if text in (None, "", [], {}):
        return []
    return textwrap.wrap(str(text), width=width, initial_indent=f"{label}: ", subsequent_indent="    ") or [f"{label}:"]


def render(c: dict, rep: dict, colour: bool = False) -> str:
    """The text ``show`` prints for claim ``c`` of report ``rep``."""
    from suite import cli
    from suite.junit import counterexample_lines, failure

    lines = [cli.paint(c["id"], "bold", colour) + f"  ({c.get('topic') or '?'}; {c.get('module') or ''})"]
    if c.get("title"):
        lines.append(c["title"])
    lines.append("")
    lines += _wrap("statement", c.get("statement"))
    lines += _wrap("hypotheses", c.get("hypotheses"))
    verdict = cli.paint(verdict_text(c), cli.VERDICT_COLOUR.get(c.get("verdict")), colour)
    lines.append(f"verdict: {verdict}" + (f" (status of the statement: {c['status_of_statement']})"
                                          if c.get("status_of_statement") else ""))
    lines += _wrap("why", c.get("why"))
    why_fail = failure(c)
    if why_fail:
        lines += _wrap(cli.paint("FAIL", "red", colour), why_fail)
    proof = c.get("proof") or {}
    if proof.get("steps"):
        scope = f", scope: {proof['scope']}" if proof.get("scope") else ""
        lines.append(f"proof ({proof.get('status') or '?'}{scope}):")
        for s in proof["steps"]:
            # a refuting step that succeeds shows that the sides differ: not an "ok" of the statement
            mark = ("refutes" if s.get("kind") == "refute" else "ok") if s.get("ok") else \
                "FAILED" if s.get("ok") is False else "?"
            lines.append(f"  [{mark}] {s.get('name') or ''}" + (f" ({s['method']})" if s.get("method") else ""))
            if s.get("text"):
                lines += textwrap.wrap(str(s["text"]), width=100, initial_indent="        ",
                                       subsequent_indent="        ")
    ce = counterexample_lines(c)
    if ce:
        lines += ce
    lines += _wrap("what is wrong", c.get("wrong"))
    if c.get("correction"):
        lines.append(f"correction: {c['correction']} (pe-verify show {c['correction']})")
    flags = {}
    for f in rep.get("flags") or []:
        if f.get("claim") == c["id"]:
            flags[(f.get("document"), f.get("offset"))] = f"{f.get('group') or f.get('id')}: {f.get('kind')}"
    sources = c.get("sources") or []
    if sources:
        lines.append("quotes:")
        for s in sources:
            where = f"{s.get('document')}:{s.get('line')}:{s.get('column')}" if s.get("line") else s.get("document")
            role = s.get("role") or "asserts"
            decides = "decides" if role == "asserts" and s.get("fidelity", "exact") == "exact" else role
            tags = ", ".join(x for x in (decides, s.get("fidelity"), s.get("aspect")) if x)
            lines.append(f"  {where} {s.get('locator') or ''} [{tags}]")
            lines += textwrap.wrap(str(s.get("quote") or ""), width=96, initial_indent="      ",
                                   subsequent_indent="      ")
            flag = flags.get((s.get("document"), s.get("offset")))
            if flag:
                lines.append(f"      error {flag}")
    lines += _wrap("notes", c.get("notes"))
    return "\n".join(lines)


def main(argv=None, prog: str = "pe-verify show") -> int:
    from suite import cli

    ap = cli.Parser(prog=prog, description="Show one claim of the last report: statement, verdict, proof steps, "
                    "counterexample and the quotes it decides (nothing is run).")
    ap.add_argument("id", metavar="ID", help="the claim's id (or a retired id); pe-verify list shows them")
    report_option(ap)
    args = ap.parse_args(argv)
    try:
        rep, path = load_report(args.report)
    except NoReport as e:
        print(f"{prog}: {e}", file=sys.stderr)
        return 2
    c, note = find(rep, args.id.strip().removesuffix(".py"))
    if c is None:
        print(f"{prog}: {note} ({path})", file=sys.stderr)
        return 2
    if note:
        print(note, file=sys.stderr)
    print(render(c, rep, cli.use_colour(sys.stdout)))
    return 0


if __name__ == "__main__":
    from suite.cli import run

    run(main)
