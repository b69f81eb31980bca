"""The documents' automatic checking is cached by what was read (issue 33, probes 4-6): the bytes as read (once,
for reading and for the key alike), the document's name, its notation file, the files a LaTeX source inputs, and
the reader's code.  Nothing is stored when the document changed while it was checked or when a time budget cut
the result; a document's budget of work is a count of relations, not seconds; ``--no-cache`` checks the documents
again; a malformed entry is checked again, never a traceback."""
import os
import subprocess
import sys

import pytest

from suite import __main__ as main
from suite import cache
from suite.reader import run
from suite.reader.check import check_document
from suite.reader.formats import read_text
from suite.sources import Documents

WRONG = "The sum is $2 + 2 = 5$.\n"
RIGHT = "The sum is $2 + 2 = 4$.\n"


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    d = tmp_path / "cache"
    d.mkdir()
    monkeypatch.setattr(cache, "CACHE_DIR", d)
    return d


def _check(folder, use_cache=True):
    """The checking of every document of ``folder`` as verify runs it: {name: result}, and the keys stored."""
    beside = main._triage(Documents([folder]), use_cache=use_cache).start()
    _, problem = beside.finish()
    assert problem is None, problem
    return beside.all


def _statuses(result):
    return [it["status"] for it in result["items"]]


def test_a_document_edited_while_it_is_checked_is_reported_as_read_and_not_cached(tmp_path, cache_dir, monkeypatch):
    folder = tmp_path / "docs"
    folder.mkdir()
    doc = folder / "note.md"
    doc.write_text(RIGHT, encoding="utf-8")

    def edit(path):  # the hook runs in the checking's process, right after the bytes were read
        path.write_text(WRONG, encoding="utf-8")

    monkeypatch.setattr(run, "after_read", edit)
    first = _check(folder)["note.md"]
    assert _statuses(first) == ["consistent"]  # the text as read at the start, not the edited one
    assert any("changed while it was being checked" in f and "not cached" in f for f in first["findings"])
    assert not list(cache_dir.glob("triage-*.json"))
    monkeypatch.setattr(run, "after_read", None)
    doc.write_text(RIGHT, encoding="utf-8")  # reverted: every later run checks these bytes, and finds nothing
    again = _check(folder)["note.md"]
    assert _statuses(again) == ["consistent"] and not any("changed" in f for f in again["findings"])
    assert len(list(cache_dir.glob("triage-*.json"))) == 1
    assert _statuses(_check(folder)["note.md"]) == ["consistent"]


def test_identical_documents_under_different_names_each_keep_their_findings(tmp_path, cache_dir):
    folder = tmp_path / "docs"
    folder.mkdir()
    for name in ("alpha.md", "beta.md", "gamma.md"):
        (folder / name).write_text(WRONG, encoding="utf-8")
    results = _check(folder)
    for name in ("alpha.md", "beta.md", "gamma.md"):
        assert _statuses(results[name]) == ["inconsistent"]
        assert [it["document"] for it in results[name]["items"]] == [name]
    assert len(list(cache_dir.glob("triage-*.json"))) == 3
    (folder / "alpha.md").rename(folder / "delta.md")
    moved = _check(folder)
    assert sorted(moved) == ["beta.md", "delta.md", "gamma.md"]
    assert [it["document"] for it in moved["delta.md"]["items"]] == ["delta.md"]


def test_no_cache_checks_the_documents_again(tmp_path, cache_dir, monkeypatch):
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "note.md").write_text(WRONG, encoding="utf-8")
    _check(folder)
    calls = []
    real = run.check_path
    monkeypatch.setattr(run, "check_path", lambda *a, **k: calls.append(1) or real(*a, **k))
    cached = main._triage(Documents([folder]), use_cache=True)
    assert cached.hit is not None  # nothing to run: every document comes from the cache
    fresh = main._triage(Documents([folder]), use_cache=False)
    assert fresh.hit is None and "note.md" not in fresh.all
    fresh.start()
    assert fresh.finish()[1] is None and _statuses(fresh.all["note.md"]) == ["inconsistent"]


def test_a_malformed_entry_with_a_good_checksum_is_checked_again(tmp_path, cache_dir):
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "note.md").write_text(WRONG, encoding="utf-8")
    docs = Documents([folder])
    key = cache.triage_key("note.md", docs.data["note.md"], None)
    cache.blob_put(key, {"summary": "not a table", "items": 3, "environment": None, "findings": [7]})
    assert _statuses(_check(folder)["note.md"]) == ["inconsistent"]


def test_a_file_a_latex_source_inputs_is_part_of_what_the_result_depends_on(tmp_path, cache_dir):
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "paper.tex").write_text("\\input{defs}\n\\begin{document}\n$\\two + 2 = 4$\n\\end{document}\n",
                                      encoding="utf-8")
    (folder / "defs.tex").write_text("\\newcommand{\\two}{2}\n", encoding="utf-8")
    assert _statuses(_check(folder)["paper.tex"]) == ["consistent"]
    (folder / "defs.tex").write_text("\\newcommand{\\two}{3}\n", encoding="utf-8")  # the document's bytes unchanged
    assert _statuses(_check(folder)["paper.tex"]) == ["inconsistent"]
    (folder / "defs.tex").unlink()
    missing = _check(folder)["paper.tex"]
    assert any("defs" in f and "not found" in f for f in missing["findings"])


def test_a_documents_budget_is_a_count_of_relations():
    text = "".join(f"Line {k}: $ {k} + 1 = {k + 1} $.\n\n" for k in range(6))
    result = check_document(read_text("many.md", text), relations=4)
    items = result["items"]
    assert _statuses(result) == ["consistent"] * 4 + ["undecided"] * 2
    assert all("budget of 4 relations" in it["reason"] for it in items[4:])


def test_a_result_cut_by_a_time_budget_is_said_so_and_not_cached(tmp_path, cache_dir, monkeypatch):
    from suite.reader import check

    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "note.md").write_text(WRONG, encoding="utf-8")
    monkeypatch.setattr(check, "DOCUMENT_SECONDS", -1.0)  # the safety net runs out at once
    monkeypatch.setattr(check.check_document, "__defaults__", (None, -1.0, check.DOCUMENT_RELATIONS))
    result = _check(folder)["note.md"]
    assert _statuses(result) == ["undecided"] and result["time_budgets"] >= 1
    assert any("may depend on the machine's load" in f for f in result["findings"])
    assert not list(cache_dir.glob("triage-*.json"))


HOG = "while True: pass"


@pytest.mark.skipif((os.cpu_count() or 1) > 8, reason="two hogs load only a small machine")
def test_the_checking_gives_the_same_result_under_load(tmp_path):
    """The same document checked on an idle machine and beside two CPU hogs: the same items (the seconds it took
    aside)."""
    from conftest import ROOT

    doc = ROOT / "tests" / "corpus" / "md" / "self-attention-sinusoidal-encoding-textbook.md"

    def items():
        res = run.check_paths({doc.name: doc})[doc.name]
        assert res["items"], res
        return res["items"], res["time_budgets"]

    idle, budgets = items()
    hogs = [subprocess.Popen([sys.executable, "-c", HOG]) for _ in range(2)]
    try:
        loaded, loaded_budgets = items()
    finally:
        for h in hogs:
            h.kill()
            h.wait()
    assert budgets == loaded_budgets == 0
    assert loaded == idle
