"""``pe-verify corpus``: read every document of the corpus of real documents (``tests/corpus/``, its manifest) and
write ``reports/CORPUS.md``: per document and in total, what the reader read and decided, why the rest is
undecided, which constructs it does not read, and the review of every inconsistent finding.  Exit 0; 1 when a
finding that the corpus key marks wrong is reported again; 2 on a usage error or a manifest that cannot be read."""
from __future__ import annotations

import json
import sys
from pathlib import Path

from suite import cli


def parser(prog: str) -> cli.Parser:
    ap = cli.Parser(prog=prog, description="Measure the reader on the corpus of real documents: what it reads and "
                    "decides, per document, per format and in total, and the review of its findings.")
    ap.add_argument("--corpus", default=None, help="the corpus folder (default: tests/corpus in the project)")
    ap.add_argument("--out", default=None, help="the page to write (default: reports/CORPUS.md in the project)")
    ap.add_argument("--jobs", type=int, default=2, help="documents read at once (default: 2)")
    ap.add_argument("--json", default=None, metavar="FILE", help="also write every document's result as JSON")
    ap.add_argument("--only", action="append", default=None, metavar="FILE",
                    help="only this document of the manifest (repeatable)")
    return ap


def main(argv=None, prog: str = "pe-verify corpus") -> int:
    from suite import corpus
    from suite.paths import home

    args = parser(prog).parse_args(argv)
    root = Path(args.corpus) if args.corpus else home() / "tests" / "corpus"
    out = Path(args.out) if args.out else home() / "reports" / "CORPUS.md"
    problem = cli.unwritable(str(out), "file")
    if problem:
        print(f"{prog}: error: --out {out}: {problem}", file=sys.stderr)
        return 2
    if args.jobs < 1:
        print(f"{prog}: error: --jobs must be at least 1", file=sys.stderr)
        return 2
    try:
        key = corpus.load_key(root)
        missed = corpus.load_missed(root)
        entries, results = corpus.run(root, jobs=args.jobs, only=args.only)
    except corpus.ManifestError as e:
        print(f"{prog}: error: {e}", file=sys.stderr)
        return 2
    measured = corpus.measure(root, results, entries)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(corpus.render(measured, key, args.jobs, missed), encoding="utf-8")
    if args.json:
        Path(args.json).write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")
    t = measured.total
    share = t.share()
    print(f"{t.documents} documents: {t.formulas} formulas, {t.relations} relations besides {t.definitions} "
          f"definitions; {t.decided} decided ({'–' if share is None else f'{100 * share:.0f} %'}: {t.proved} proved, "
          f"{t.consistent} consistent, {t.inconsistent} inconsistent), {t.undecided} undecided, {t.unparsed} not "
          f"parsed; {t.seconds:.1f} CPU-s")
    for name, c in sorted(measured.by_format.items()):
        s = c.share()
        print(f"  {name}: {c.documents} documents, {c.decided} of {c.relations} decided "
              f"({'–' if s is None else f'{100 * s:.0f} %'})")
    print(f"page: {out}", file=sys.stderr)
    return corpus.status(measured, key)
