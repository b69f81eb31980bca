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


def _unused_imports(text: str) -> set:
    import ast

    tree = ast.parse(text)
    imported = {a.asname or a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))
                for a in n.names}
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)} | \
        {n.value.id for n in ast.walk(tree) if isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)}
    return imported - used


def test_the_skeleton_imports_only_what_it_uses(docs):
    for name, extra in (("zz_newclaim_imports_doc", ["--doc", DOC, "--quote", "The frequency of pair m"]),
                        ("zz_newclaim_imports_bare", [])):
        path = ROOT / "theorems" / "encoding" / f"{name}.py"
        docs.append(path)
        assert newclaim.main([name, "--topic", "encoding", *extra]) == 0
        assert _unused_imports(path.read_text(encoding="utf-8")) == set(), name


def test_the_project_remembers_its_sources_folders(tmp_path, monkeypatch):
    from suite.sources import SourcesConfigError, folders_from_env, project_sources

    (tmp_path / "pyproject.toml").write_text('[tool.pe-verify]\nsources = ["docs", "/abs/more"]\n', encoding="utf-8")
    assert project_sources(tmp_path) == [tmp_path / "docs", Path("/abs/more")]
    (tmp_path / "pe-verify.toml").write_text('sources = "notes"\n', encoding="utf-8")
    assert project_sources(tmp_path) == [tmp_path / "notes"]  # pe-verify.toml first
    monkeypatch.setenv("PE_VERIFY_HOME", str(tmp_path))
    monkeypatch.delenv("PE_SOURCES", raising=False)
    assert folders_from_env() == [tmp_path / "notes"]
    monkeypatch.setenv("PE_SOURCES", "")  # make's empty SOURCES: not a folder
    assert folders_from_env() == [tmp_path / "notes"]
    monkeypatch.setenv("PE_SOURCES", "given")
    assert folders_from_env() == [Path("given")]
    (tmp_path / "pe-verify.toml").write_text('sources = 3\n', encoding="utf-8")
    with pytest.raises(SourcesConfigError, match="sources must be a folder or a list"):
        project_sources(tmp_path)


def test_verify_with_an_unreadable_sources_setting_exits_2_naming_the_file(tmp_path):
    import subprocess
    import sys

    (tmp_path / "pe-verify.toml").write_text('sources = [1, 2]\n', encoding="utf-8")
    env = {k: v for k, v in __import__("os").environ.items() if k != "PE_SOURCES"}
    env["PE_VERIFY_HOME"] = str(tmp_path)
    r = subprocess.run([sys.executable, "-m", "suite", "verify", "-k", "position_interpolation_keeps", "--no-study"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and "pe-verify.toml" in r.stderr and "Traceback" not in r.stderr, r.stderr
    assert not (tmp_path / "reports").exists()


def test_the_next_command_carries_the_sources_folders_it_needs(docs, capsys):
    name = "zz_newclaim_next_command"
    path = ROOT / "theorems" / "encoding" / f"{name}.py"
    docs.append(path)
    assert newclaim.main([name, "--topic", "encoding", "--doc", DOC, "--quote", "The frequency of pair m"]) == 0
    out = capsys.readouterr().out
    assert f"python -m suite verify -k {name} --sources " in out and "pe-verify.toml" in out
