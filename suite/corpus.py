"""The corpus of real documents the reader is developed against (``tests/corpus/``), measured.

``python -m suite corpus`` reads every document of the corpus's manifest with the reader (each in its own
process, as ``check`` does), counts per document and per format what it read and decided, and writes
``reports/CORPUS.md``: formulas, display blocks, relations, definitions, decided (proved / consistent /
inconsistent), undecided by cause, not parsed by construct, and CPU-seconds.  The causes and the constructs
are the reader's work list.

The corpus key (``tests/corpus/KEY.toml``) holds a reviewer's verdict on each inconsistent finding: confirmed
(the document is wrong there, with the computation) or wrong (the reader is).  The report shows each finding
with its review; a finding the key marks wrong, or one it does not know, is listed first.  The key's ``missed``
tables are the errors a reader with the documents' definitions sees and the checker does not report: the page
lists them and the share of the known errors the checker reports.

Nothing here knows a particular document: the manifest names them."""
from __future__ import annotations

import re
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

DECIDED = ("proved", "consistent", "inconsistent")
MANIFEST = "MANIFEST.toml"
KEY = "KEY.toml"


@dataclass(frozen=True)
class Entry:
    """One document of the manifest: its file (relative to the corpus folder), format and where it came from."""
    file: str
    format: str
    repository: str = ""
    path: str = ""
    commit: str = ""
    licence: str = ""
    language: str = ""
    role: str = "document"


class ManifestError(Exception):
    """The manifest cannot be read (the message says why)."""


def load_manifest(root: Path) -> list[Entry]:
    """The documents of the corpus in ``root`` (``MANIFEST.toml``: one ``[[document]]`` table a file)."""
    path = root / MANIFEST
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ManifestError(f"{path}: no manifest (the corpus folder must hold {MANIFEST})") from None
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        raise ManifestError(f"{path}: not a readable manifest ({e})") from None
    out = []
    for k, d in enumerate(data.get("document") or []):
        if not isinstance(d, dict) or not isinstance(d.get("file"), str) or not isinstance(d.get("format"), str):
            raise ManifestError(f"{path}: document {k + 1} has no file or format")
        out.append(Entry(d["file"], d["format"], str(d.get("repository", "")), str(d.get("path", "")),
                         str(d.get("commit", "")), str(d.get("licence", "")), str(d.get("language", "")),
                         str(d.get("role", "document"))))
    return out


def documents(entries: list[Entry]) -> list[Entry]:
    """The entries that are documents (not a companion file such as a paper's macros)."""
    return [e for e in entries if e.role == "document"]


@dataclass(frozen=True)
class Review:
    """A reviewer's verdict on one inconsistent finding: "confirmed" or "wrong", with the computation."""
    file: str
    line: int
    relation: str
    verdict: str
    computation: str


def _key_tables(root: Path, name: str) -> tuple[Path, list]:
    """The key's path and its ``[[name]]`` tables (none when there is no key)."""
    path = root / KEY
    if not path.is_file():
        return path, []
    return path, tomllib.loads(path.read_text(encoding="utf-8")).get(name) or []


def load_key(root: Path) -> list[Review]:
    """The reviews of ``KEY.toml`` (none when there is no key)."""
    path, tables = _key_tables(root, "finding")
    out = []
    for k, r in enumerate(tables):
        if r.get("verdict") not in ("confirmed", "wrong"):
            raise ManifestError(f"{path}: finding {k + 1}: verdict must be confirmed or wrong")
        out.append(Review(str(r["file"]), int(r["line"]), str(r["relation"]), r["verdict"],
                          str(r.get("computation", ""))))
    return out


@dataclass(frozen=True)
class Missed:
    """An error a reader with the document's own definitions sees in the corpus and the checker does not report
    (``[[missed]]`` in ``KEY.toml``, recomputed by a second reader): the relation as the checker splits it."""
    file: str
    line: int
    relation: str
    computation: str


def load_missed(root: Path) -> list[Missed]:
    """The known errors the checker misses (``[[missed]]`` tables of ``KEY.toml``; none without a key)."""
    path, tables = _key_tables(root, "missed")
    out = []
    for k, r in enumerate(tables):
        if not all(x in r for x in ("file", "line", "relation", "computation")):
            raise ManifestError(f"{path}: missed {k + 1}: file, line, relation and computation are needed")
        out.append(Missed(str(r["file"]), int(r["line"]), str(r["relation"]), str(r["computation"])))
    return out


def missed_item(m: "Measured", x: Missed) -> dict | None:
    """The checker's item for a known missed error (its file, line and relation), or None."""
    rel = " ".join(x.relation.split())
    return next((it for it in m.items.get(x.file, []) if it["line"] == x.line and relation_text(it) == rel), None)


def relation_text(item: dict) -> str:
    """How a finding's relation is named in the key: ``lhs rel rhs`` as the reader split it, spaces folded."""
    lk = item["link"]
    return " ".join(f"{lk['lhs']} {lk['relation']} {lk['rhs']}".split())


def review_of(file: str, item: dict, key: list[Review]) -> Review | None:
    rel = relation_text(item)
    for r in key:
        if r.file == file and r.line == item["line"] and " ".join(r.relation.split()) == rel:
            return r
    return None


_COMMAND = re.compile(r"\\([A-Za-z]+|.)")


def construct_name(construct: str) -> str:
    """A construct as the work list counts it: a command by its name (``\\mathcal{H}`` is ``\\mathcal``), a
    description without the names it mentions (``a double subscript on x`` is ``a double subscript``)."""
    c = construct.strip()
    m = _COMMAND.match(c)
    if m:
        return "\\" + m.group(1)
    for lead in (" on ", " of ", " in "):
        if lead in c and c.startswith(("a ", "an ")):
            return c.split(lead, 1)[0]
    if len(c) == 1:
        return c
    return c if len(c) <= 40 else c[:40] + "…"


@dataclass
class Counts:
    """What the reader made of one document, or of several added up."""
    documents: int = 0
    chars: int = 0
    formulas: int = 0
    displays: int = 0
    displays_read: int = 0  # display blocks whose every relation was parsed
    links: int = 0
    definitions: int = 0
    proved: int = 0
    consistent: int = 0
    inconsistent: int = 0
    undecided: int = 0
    unparsed: int = 0
    seconds: float = 0.0
    failed: int = 0  # documents whose reading did not finish
    causes: Counter = field(default_factory=Counter)
    constructs: Counter = field(default_factory=Counter)

    @property
    def relations(self) -> int:
        return self.links - self.definitions

    @property
    def decided(self) -> int:
        return self.proved + self.consistent + self.inconsistent

    def share(self) -> float | None:
        return self.decided / self.relations if self.relations else None

    def add(self, other: "Counts") -> None:
        for f in ("documents", "chars", "formulas", "displays", "displays_read", "links", "definitions", "proved",
                  "consistent", "inconsistent", "undecided", "unparsed", "seconds", "failed"):
            setattr(self, f, getattr(self, f) + getattr(other, f))
        self.causes.update(other.causes)
        self.constructs.update(other.constructs)


def count(result: dict, chars: int = 0) -> Counts:
    """The counts of one document's result (``suite.reader.run.check_path``)."""
    c = Counts(documents=1, chars=chars, seconds=float(result.get("seconds") or 0.0),
               failed=int(bool(result.get("unreadable"))))
    s = result["summary"]
    c.formulas = s["spans"]
    c.displays = s.get("displays", 0)
    items = result["items"]
    c.links = len(items)
    bad_spans = set()
    for it in items:
        st = it["status"]
        if st == "definition":
            c.definitions += 1
            if it.get("construct"):  # a definition whose side is not read: its construct is on the work list too
                c.constructs[construct_name(it["construct"]) + " (in a definition)"] += 1
                bad_spans.add(it["start"])
        else:
            setattr(c, st, getattr(c, st) + 1)
        if st == "undecided":
            c.causes[it.get("cause") or "(no cause given)"] += 1
        elif st == "unparsed":
            c.constructs[construct_name(it.get("construct") or it.get("reason") or "?")] += 1
            bad_spans.add(it["start"])
    c.displays_read = max(0, c.displays - len({it["start"] for it in items if it["start"] in bad_spans
                                               and it.get("span") == "display"}))
    return c


@dataclass
class Measured:
    """The corpus measured: per document (its entry, its counts, its findings), per format, in total."""
    rows: list = field(default_factory=list)  # (Entry, Counts, [finding items])
    items: dict = field(default_factory=dict)  # file -> every item the checker reported there
    by_format: dict = field(default_factory=dict)
    total: Counts = field(default_factory=Counts)


def measure(root: Path, results: dict, entries: list[Entry]) -> Measured:
    """``results``: {file: the reader's result} for the documents of ``entries``."""
    m = Measured()
    for e in documents(entries):
        res = results[e.file]
        try:
            chars = len((root / e.file).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):
            chars = 0
        c = count(res, chars)
        found = [it for it in res["items"] if it["status"] == "inconsistent"]
        m.rows.append((e, c, found))
        m.items[e.file] = res["items"]
        m.by_format.setdefault(e.format, Counts()).add(c)
        m.total.add(c)
    return m


def run(root: Path, jobs: int = 2, only: list[str] | None = None) -> tuple[list[Entry], dict]:
    """Read every document of the corpus (or the files in ``only``): (entries, {file: result})."""
    from suite.reader.run import check_paths

    entries = load_manifest(root)
    docs = [e for e in documents(entries) if not only or e.file in only]
    missing = [e.file for e in docs if not (root / e.file).is_file()]
    if missing:
        raise ManifestError(f"{root / MANIFEST}: the manifest names files that are not there: {', '.join(missing)}")
    results = check_paths({e.file: root / e.file for e in docs}, jobs=jobs)
    return [e for e in entries if e in docs or e.role != "document"], results


# --- the page -----------------------------------------------------------------------------------------

def _pct(c: Counts) -> str:
    s = c.share()
    return "–" if s is None else f"{100 * s:.0f} %"


def _top(counter: Counter, n: int = 6) -> str:
    return "; ".join(f"{k} ({v})" for k, v in counter.most_common(n)) or "–"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render(m: Measured, key: list[Review], jobs: int, missed: list[Missed] = ()) -> str:
    """CORPUS.md: a pure function of the measurements and the key."""
    out: list[str] = []
    w = out.append
    t = m.total
    w("# The corpus, read\n")
    w(f"Generated by `python -m suite corpus`: the reader (`suite/reader/`) on the {t.documents} documents of "
      f"`tests/corpus/MANIFEST.toml` (public documents on positional encoding, RoPE, its scaling, ALiBi and attention; "
      f"where each comes from and its licence are in the manifest), each in its own process, {jobs} at a time. "
      f"A relation is decided when it is proved, consistent or inconsistent; definitions (what binds a symbol) are "
      f"counted apart. CPU-seconds are the document processes' own.\n")
    w("## In total and by format\n")
    w("| format | documents | formulas | relations | definitions | decided | proved | consistent | inconsistent "
      "| undecided | not parsed | displays read | CPU s |")
    w("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name, c in sorted(m.by_format.items()) + [("**all**", t)]:
        w(f"| {name} | {c.documents} | {c.formulas} | {c.relations} | {c.definitions} | {c.decided} ({_pct(c)}) | "
          f"{c.proved} | {c.consistent} | {c.inconsistent} | {c.undecided} | {c.unparsed} | "
          f"{c.displays_read} of {c.displays} | {c.seconds:.1f} |")
    w("")
    w("## The work list\n")
    w("Why relations are left undecided, and which constructs are not read, over the whole corpus (most frequent "
      "first).\n")
    w("| undecided: cause | relations |")
    w("|---|---|")
    for k, v in t.causes.most_common():
        w(f"| {_cell(k)} | {v} |")
    w("")
    w("| not read: construct | relations |")
    w("|---|---|")
    for k, v in t.constructs.most_common():
        w(f"| `{_cell(k)}` | {v} |")
    w("")
    w("## Findings and their review\n")
    findings = [(e, it, review_of(e.file, it, key)) for e, _, found in m.rows for it in found]
    wrong = [f for f in findings if f[2] is not None and f[2].verdict == "wrong"]
    unreviewed = [f for f in findings if f[2] is None]
    confirmed = [f for f in findings if f[2] is not None and f[2].verdict == "confirmed"]
    w(f"{len(findings)} inconsistent findings: {len(confirmed)} confirmed by a reviewer, {len(wrong)} marked wrong "
      f"(the reader is wrong there), {len(unreviewed)} not yet reviewed. The key is `tests/corpus/KEY.toml`.\n")
    for title, group in (("Marked wrong", wrong), ("Not reviewed", unreviewed), ("Confirmed", confirmed)):
        if not group:
            continue
        w(f"### {title}\n")
        for e, it, r in group:
            w(f"- `{e.file}` line {it['line']}: `{relation_text(it)}` — {it['reason']}"
              + (f" — review: {r.computation}" if r is not None and r.computation else ""))
        w("")
    read = [x for x in missed if any(e.file == x.file for e, _, _ in m.rows)]
    if read:
        known = len(confirmed) + len(read)
        w("## Errors the reader misses\n")
        w(f"Errors that a reader with each document's own definitions sees, recomputed by a second reader, and that "
          f"the checker does not report (`[[missed]]` in the key). Of the {known} known formula errors in these "
          f"documents (the {len(confirmed)} confirmed findings and these {len(read)}), the checker reports "
          f"{len(confirmed)} ({100 * len(confirmed) / known:.0f} %).\n")
        for x in read:
            it = missed_item(m, x)
            now = "not among the checker's relations" if it is None else it["status"]
            w(f"- `{x.file}` line {x.line}: `{_cell(' '.join(x.relation.split()))}` — the checker: {now} — "
              f"{_cell(x.computation)}")
        w("")
    w("## Per document\n")
    w("| document | format | relations | decided | inconsistent | undecided | not parsed | CPU s | most frequent "
      "cause; construct |")
    w("|---|---|---|---|---|---|---|---|---|")
    for e, c, _ in m.rows:
        name = f"`{e.file}`" + (" (not read)" if c.failed else "")
        w(f"| {name} | {e.format} | {c.relations} | {c.decided} ({_pct(c)}) | {c.inconsistent} | {c.undecided} | "
          f"{c.unparsed} | {c.seconds:.1f} | {_cell(_top(c.causes, 1))}; {_cell(_top(c.constructs, 1))} |")
    w("")
    return "\n".join(out)


def status(m: Measured, key: list[Review]) -> int:
    """0, or 1 when a finding the key marks wrong is reported again."""
    for e, _, found in m.rows:
        for it in found:
            r = review_of(e.file, it, key)
            if r is not None and r.verdict == "wrong":
                return 1
    return 0
