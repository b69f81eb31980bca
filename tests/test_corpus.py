"""Issue 32: the corpus of real documents the reader is developed against (tests/corpus/).

- The manifest describes every file: where it comes from (repository, path, commit), its licence (a licence that
  allows redistribution) and its size.
- Nothing in the machinery (suite/, numeric/) names a corpus document or a shipped one, or quotes a line of one.
- The corpus key holds: every inconsistent finding the reader reports on the corpus has been reviewed; the findings
  a reviewer confirmed are still reported, and none a reviewer marked wrong is.
- ``python -m suite corpus`` writes its page."""
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from suite import corpus

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "corpus"
LICENCES = {"MIT", "Apache-2.0", "BSD-2-Clause", "BSD-3-Clause", "ISC", "Unlicense", "CC0-1.0", "CC-BY-4.0",
            "CC-BY-SA-4.0"}
NOT_DOCUMENTS = {"MANIFEST.toml", "KEY.toml", "README.md"}


def _manifest() -> list[dict]:
    return tomllib.loads((CORPUS / corpus.MANIFEST).read_text(encoding="utf-8"))["document"]


def test_the_manifest_describes_every_file_of_the_corpus():
    entries = _manifest()
    files = {e["file"] for e in entries}
    assert len(files) == len(entries), "a file is listed twice"
    on_disk = {str(p.relative_to(CORPUS)) for p in CORPUS.rglob("*") if p.is_file()
               and p.relative_to(CORPUS).parts[0] != "LICENSES" and p.name not in NOT_DOCUMENTS}
    assert on_disk == files, (sorted(on_disk - files), sorted(files - on_disk))
    for e in entries:
        assert re.fullmatch(r"[0-9a-f]{40}", e["commit"]), e
        assert e["repository"].count("/") == 1 and e["path"], e
        assert e["licence"] in LICENCES and e["licence_file"], e
        assert e["format"] == Path(e["file"]).suffix.lstrip("."), e
        text = (CORPUS / e["file"]).read_text(encoding="utf-8")
        assert len(text) == e["chars"], (e["file"], len(text), e["chars"])
        if e.get("role", "document") == "macros":
            assert e["of"] in files, e
    documents = [e for e in entries if e.get("role", "document") == "document"]
    assert len(documents) >= 40, len(documents)
    assert {e["format"] for e in documents} == {"md", "tex", "ipynb", "html"}


def _lines_of_documents() -> set[str]:
    """Every line of a corpus or shipped document long enough to be a quote (whitespace folded)."""
    out = set()
    folders = [CORPUS, ROOT.parent / "shared" / "sources"]
    for folder in folders:
        for p in folder.rglob("*") if folder.is_dir() else ():
            if p.is_file() and p.name not in NOT_DOCUMENTS and p.suffix in (".md", ".tex", ".ipynb", ".html", ".txt"):
                for line in p.read_text(encoding="utf-8", errors="replace").splitlines():
                    line = " ".join(line.split())
                    if len(line) >= 40:
                        out.add(line)
    return out


def test_the_machinery_names_no_document_and_quotes_none():
    """suite/ and numeric/ know no particular document: no corpus or shipped file is named there, and no line of one,
    nor a run of a dozen Chinese characters of one, is quoted there (a comment's example included)."""
    # (a LaTeX source's macro file is named as its document inputs it, "preamble.tex": a word, not a document's name)
    macro_files = {CORPUS / e["file"] for e in _manifest() if e.get("role") == "macros"}
    names = {p.stem for p in CORPUS.rglob("*") if p.is_file() and p.name not in NOT_DOCUMENTS and len(p.stem) >= 8
             and p not in macro_files}
    names |= {p.stem for p in (ROOT.parent / "shared" / "sources").glob("*") if p.is_file()}
    lines = _lines_of_documents()
    text = "\n".join(lines)
    chinese = re.compile(r"[\u4e00-\u9fff]{12,}")
    for folder in ("suite", "numeric"):
        for src in (ROOT / folder).rglob("*.py"):
            for k, line in enumerate(src.read_text(encoding="utf-8").splitlines(), 1):
                where = f"{src.relative_to(ROOT)}:{k}"
                assert not any(n in line for n in names), f"{where} names a document: {line.strip()}"
                folded = " ".join(line.split())
                assert not (len(folded) >= 40 and folded in lines), f"{where} quotes a document: {folded}"
                for run in chinese.findall(line):
                    assert run not in text, f"{where} quotes a document: {run}"


@pytest.fixture(scope="module")
def measured():
    entries, results = corpus.run(CORPUS, jobs=2)
    return corpus.measure(CORPUS, results, entries)


def test_every_finding_on_the_corpus_is_reviewed_and_the_key_holds(measured):
    key = corpus.load_key(CORPUS)
    reported = [(e.file, it) for e, _, found in measured.rows for it in found]
    unreviewed = [f"{f}:{it['line']}: {corpus.relation_text(it)}" for f, it in reported
                  if corpus.review_of(f, it, key) is None]
    assert not unreviewed, f"findings nobody reviewed (add them to tests/corpus/KEY.toml): {unreviewed}"
    wrong = [f"{f}:{it['line']}" for f, it in reported if corpus.review_of(f, it, key).verdict == "wrong"]
    assert not wrong, f"findings a reviewer marked wrong are reported again: {wrong}"
    lost = [f"{r.file}:{r.line}: {r.relation}" for r in key if r.verdict == "confirmed" and not any(
        f == r.file and it["line"] == r.line and corpus.relation_text(it) == " ".join(r.relation.split())
        for f, it in reported)]
    assert not lost, f"confirmed findings no longer reported: {lost}"
    for r in key:
        assert r.computation.strip(), f"{r.file}:{r.line}: a review without its computation"


def test_every_known_missed_error_names_a_relation_the_checker_reads_and_still_misses(measured):
    """The key's ``missed`` tables (errors a reader with the documents' definitions sees, recomputed by a second
    reader) stay in step with the checker: each names a relation it reads at that line, with the computation; one
    the checker now reports belongs among the reviewed findings instead."""
    missed = corpus.load_missed(CORPUS)
    assert missed, "the key lists no missed error"
    for x in missed:
        it = corpus.missed_item(measured, x)
        assert it is not None, f"{x.file}:{x.line}: the checker has no relation {x.relation!r} there"
        assert it["status"] != "inconsistent", f"{x.file}:{x.line}: now reported: move it to the key's findings"
        assert "Reviewer:" in x.computation, f"{x.file}:{x.line}: a missed error without its recomputation"
    page = corpus.render(measured, corpus.load_key(CORPUS), 2, missed)
    assert "## Errors the reader misses" in page and f"these {len(missed)})" in page


def test_the_corpus_command_writes_its_page(tmp_path):
    doc = next(e["file"] for e in _manifest() if e["format"] == "md" and e.get("role", "document") == "document")
    out = tmp_path / "CORPUS.md"
    r = subprocess.run([sys.executable, "-m", "suite", "corpus", "--corpus", str(CORPUS), "--only", doc, "--out", str(out),
                        "--jobs", "1"],
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode in (0, 1), r.stderr
    page = out.read_text(encoding="utf-8")
    for heading in ("## In total and by format", "## The work list", "## Findings and their review", "## Per document"):
        assert heading in page, heading
    assert f"`{doc}`" in page and "1 documents" in r.stdout
    bad = subprocess.run([sys.executable, "-m", "suite", "corpus", "--corpus", str(tmp_path), "--out", str(out)],
                         cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "no manifest" in bad.stderr, bad.stderr


def test_a_definition_whose_side_is_not_read_puts_its_construct_on_the_work_list():
    item = {"status": "definition", "construct": r"\partial", "start": 5, "span": "display"}
    c = corpus.count({"summary": {"spans": 1, "displays": 1}, "items": [item]})
    assert c.definitions == 1 and c.unparsed == 0
    assert c.constructs == {r"\partial (in a definition)": 1} and c.displays_read == 0
