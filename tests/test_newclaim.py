"""``make new-claim`` from a sentence: the skeleton carries the source, its locator and the document's
notation, and loads as a claim; a quote that is not verbatim writes nothing."""
from pathlib import Path

import pytest

from suite import newclaim

ROOT = Path(__file__).resolve().parent.parent
DOC = "my notes.md"
TEXT = "# Notes\n\n## 2.1 Frequencies\n\nThe frequency of pair m is w_m.\n\n$$\nw_m = b^{-2m/d} \\tag{2.1}\n$$\n"


@pytest.fixture
def docs(tmp_path, monkeypatch):
    (tmp_path / DOC).write_text(TEXT, encoding="utf-8")
    monkeypatch.setenv("PE_SOURCES", str(tmp_path))
    made = []
    yield made
    for p in made:
        p.unlink(missing_ok=True)


def test_locators_are_the_equation_tag_or_the_heading():
    assert newclaim.locate(TEXT, "w_m = b^{-2m/d}") == "(2.1)"
    assert newclaim.locate(TEXT, "The frequency of pair m") == "§2.1 Frequencies"
    assert newclaim.locate(TEXT, "not in the text") is None


def test_a_skeleton_started_from_a_sentence_loads(docs):
    from suite import runner

    name = "zz_newclaim_skeleton_loads"
    path = ROOT / "theorems" / "encoding" / f"{name}.py"
    docs.append(path)
    assert newclaim.main([name, "--topic", "encoding", "--doc", DOC, "--quote", "The frequency of pair m"]) == 0
    text = path.read_text(encoding="utf-8")
    assert "Source(DOC, '§2.1 Frequencies', 'The frequency of pair m')" in text
    assert "has no notation table yet" in text
    claim = runner.load(name)
    assert claim.sources[0].doc == DOC


def test_the_notation_of_a_shipped_document_is_written_into_the_skeleton(tmp_path, monkeypatch):
    from theorems.documents import doc_000

    text = newclaim.notation_comment(doc_000.DOC)
    assert all(s.name in text for s in doc_000.NOTATION.symbols)


def test_a_quote_that_is_not_verbatim_writes_nothing(docs):
    name = "zz_newclaim_not_verbatim"
    path = ROOT / "theorems" / "encoding" / f"{name}.py"
    docs.append(path)
    assert newclaim.main([name, "--topic", "encoding", "--doc", DOC, "--quote", "The frequency of pair k"]) == 2
    assert not path.exists()
    assert newclaim.main([name, "--topic", "no_such_topic"]) == 2 and not path.exists()
