"""Issue 23, a cache that cannot lie: what a claim imported or read is hashed when it was read (an edit during the
run stores nothing), entries name project files by relative path (a copied project checks its own files), each
entry carries its claim, module hash, key and a checksum (a swapped or hand-edited entry is rerun, naming the
file), a file of the wrong shape is rerun naming it once, the Python version is in the key, a cache folder that
cannot be written is a message, not a traceback, and Hypothesis's constants are the claim's own."""
import json
import shutil
import sys
import textwrap

import pytest

from suite import cache, runner

HELPER = "VALUE = {v}\n"
USER = '''
from hypothesis import strategies as st
from suite import Claim, Eq
from {pkg} import _util_value
claim = Claim(title="t", statement="s", hypotheses="h", expect="numeric", domain={{"x": st.integers(0, 3)}},
              examples=[{{"x": 1}}])
@claim.check
def check(ctx, x):
    {hook}
    return Eq(ctx.num(_util_value.VALUE), ctx.num(2))
'''


def _forget(pkg_name: str) -> None:
    for k in [k for k in sys.modules if k == pkg_name or k.startswith(pkg_name + ".")]:
        del sys.modules[k]


def _package(where, name="trust_pkg", value=2, hook="pass"):
    pkg = where / name
    pkg.mkdir(parents=True, exist_ok=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "_util_value.py").write_text(HELPER.format(v=value))
    (pkg / "user.py").write_text(textwrap.dedent(USER.format(pkg=name, hook=hook)))
    return pkg


def _run(pkg, names=("user",), **kw):
    _forget(pkg.name)
    return {r.id: r for r in runner.run_all(list(names), profile="examples", package=pkg.name, directory=pkg, jobs=1,
                                            use_cache=True, **kw)}


@pytest.fixture
def tmp_cache(tmp_path, monkeypatch):
    monkeypatch.setattr(cache, "CACHE_DIR", tmp_path / "cache")
    monkeypatch.setattr(cache, "_WARNED", set(), raising=False)
    return tmp_path / "cache"


@pytest.fixture
def on_path(tmp_path, monkeypatch):
    def add(folder):
        monkeypatch.syspath_prepend(str(folder))
    yield add
    _forget("trust_pkg")


def test_a_helper_edited_while_the_claim_runs_is_not_cached_under_its_new_hash(tmp_path, tmp_cache, on_path):
    # the deterministic hook: the claim itself rewrites its helper after importing it, as an editor would mid-run
    pkg = _package(tmp_path / "a", hook="import pathlib; p = pathlib.Path(_util_value.__file__); "
                                         "p.write_text('VALUE = 3\\n')")
    on_path(pkg.parent)
    first = _run(pkg)["user"]
    assert first.verdict == "numeric"  # computed with VALUE = 2, the helper now says 3
    (pkg / "user.py").write_text(textwrap.dedent(USER.format(pkg=pkg.name, hook="pass")))
    assert not list(tmp_cache.glob("*.json")), "a result computed from an edited helper was stored"
    again = _run(pkg)["user"]
    assert not again.cached and again.verdict == "refuted"


def test_a_copied_project_checks_its_own_helpers_not_the_originals(tmp_path, tmp_cache, on_path, monkeypatch):
    a = _package(tmp_path / "a")
    on_path(a.parent)
    assert _run(a)["user"].verdict == "numeric"
    assert _run(a)["user"].cached
    b = tmp_path / "b" / a.name
    shutil.copytree(a, b, ignore=shutil.ignore_patterns("__pycache__"))
    (b / "_util_value.py").write_text(HELPER.format(v=3))  # broken in the copy only
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p != str(a.parent)])
    on_path(b.parent)
    got = _run(b)["user"]
    assert not got.cached and got.verdict == "refuted"
    entry = json.loads(next(tmp_cache.glob("*.json")).read_text())
    assert all(not k.startswith("/") for k in entry["modules"]), entry["modules"]


def _two_claims(tmp_path, on_path):
    pkg = _package(tmp_path / "a")
    (pkg / "other.py").write_text(textwrap.dedent(USER.format(pkg=pkg.name, hook="x = 1")))
    on_path(pkg.parent)
    got = _run(pkg, ("user", "other"))
    assert got["user"].verdict == got["other"].verdict == "numeric"
    return pkg


def _entry(tmp_cache, claim):
    for f in tmp_cache.glob("*.json"):
        if json.loads(f.read_text()).get("result", {}).get("id") == claim:
            return f
    raise AssertionError(f"no entry for {claim}")


def test_another_claims_entry_copied_over_is_not_served(tmp_path, tmp_cache, on_path, capsys):
    pkg = _two_claims(tmp_path, on_path)
    user, other = _entry(tmp_cache, "user"), _entry(tmp_cache, "other")
    shutil.copyfile(other, user)
    got = _run(pkg, ("user", "other"))
    assert set(got) == {"user", "other"} and got["user"].id == "user"
    assert not got["user"].cached and got["other"].cached
    err = capsys.readouterr().err
    assert err.count(str(user)) == 1 and "computed again" in err


def test_a_hand_edited_verdict_is_not_served(tmp_path, tmp_cache, on_path, capsys):
    pkg = _two_claims(tmp_path, on_path)
    f = _entry(tmp_cache, "user")
    entry = json.loads(f.read_text())
    entry["result"]["verdict"] = "proved"
    f.write_text(json.dumps(entry))
    got = _run(pkg, ("user",))["user"]
    assert not got.cached and got.verdict == "numeric"
    assert "checksum" in capsys.readouterr().err


@pytest.mark.parametrize("content", ['{"result": 5, "modules": {}, "documents": {}}', "[1, 2]", '"text"',
                                     '{"kind": "claim", "checksum": 7}', "{trunc"])
def test_a_cache_file_of_the_wrong_shape_is_rerun_naming_the_file_once(tmp_path, tmp_cache, on_path, capsys,
                                                                        content):
    pkg = _two_claims(tmp_path, on_path)
    f = _entry(tmp_cache, "user")
    f.write_text(content)
    capsys.readouterr()
    got = _run(pkg, ("user",))["user"]
    assert not got.cached and got.verdict == "numeric"
    assert capsys.readouterr().err.count(str(f)) == 1
    assert _run(pkg, ("user",))["user"].cached  # the rerun replaced the bad file


@pytest.mark.parametrize("content", ['{"families": 5}', "[]", '{"kind": "study"}'])
def test_a_study_or_reader_file_of_the_wrong_shape_is_computed_again_naming_the_file(tmp_path, tmp_cache, capsys,
                                                                                     content):
    tmp_cache.mkdir()
    (tmp_cache / "study-x.json").write_text(content)
    (tmp_cache / "triage-x.json").write_text(content)
    assert cache.study_get("study-x", tmp_path / "figs") is None
    assert cache.blob_get("triage-x") is None
    err = capsys.readouterr().err
    assert "study-x.json" in err and "triage-x.json" in err


def test_a_cache_folder_that_cannot_be_written_is_a_message_not_a_traceback(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "not_a_folder"
    blocker.write_text("")
    monkeypatch.setattr(cache, "CACHE_DIR", blocker / "results")  # as if .cache were removed or replaced mid-run
    monkeypatch.setattr(cache, "_WARNED", set(), raising=False)
    cache.put("k" * 32, {"id": "c", "verdict": "proved"}, {"modules": {}, "documents": {}}, None, claim="c",
              module="m")
    cache.blob_put("triage-k", {"a": 1})
    cache.study_put("study-k", {"families": []}, tmp_path)
    err = capsys.readouterr().err
    assert "not written" in err and "Traceback" not in err


def test_the_python_version_is_in_the_key(tmp_path, monkeypatch):
    mod = tmp_path / "m.py"
    mod.write_text("x = 1\n")
    cache._environment_digest.cache_clear()
    try:
        before = cache.claim_key(mod, {})
        monkeypatch.setattr(cache.platform, "python_version", lambda: "3.99.0")
        cache._environment_digest.cache_clear()
        assert cache.claim_key(mod, {}) != before
        assert cache.triage_key("d.md", b"doc") != (monkeypatch.undo() or cache.triage_key("d.md", b"doc"))
    finally:
        cache._environment_digest.cache_clear()


DRAWS = '''
from hypothesis import strategies as st
from suite import Claim, Eq
N = st.integers(0, 10**9)
claim = Claim(title="t", statement="s", hypotheses="h", expect="numeric", domain={"a": N, "b": N, "c": N, "d": N},
              examples=[{"a": 1, "b": 1, "c": 1, "d": 1}])
SEEN = []
@claim.check
def check(ctx, a, b, c, d):
    SEEN.extend((a, b, c, d))
    return Eq(ctx.num(a), ctx.num(a))
'''


def test_hypothesis_draws_only_the_claims_own_constants_whatever_else_is_loaded(tmp_path, on_path):
    """A module loaded beside the claim (the renderer, before the fork) must not change what the search draws:
    the draws are the same with and without it, and its literals are never drawn."""
    pkg = tmp_path / "a" / "trust_pkg"
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "draws.py").write_text(textwrap.dedent(DRAWS))
    (pkg / "_renderer.py").write_text("UNUSED = (101, 202, 303, 987654321)\n")
    on_path(pkg.parent)

    def draws(with_renderer: bool):
        _forget("trust_pkg")
        if with_renderer:
            import trust_pkg._renderer  # noqa: F401 - loaded, never used
        res = runner.run_claim("draws", profile="thorough", package="trust_pkg", directory=pkg, floats=False,
                               conventions=False)
        assert res.verdict == "numeric", res.why
        return list(sys.modules["trust_pkg.draws"].SEEN)

    plain, loaded = draws(False), draws(True)
    assert plain == loaded
    assert not {101, 202, 303, 987654321} & set(loaded)


@pytest.mark.parametrize("field, bad", [("why", 5), ("evidence", "rows"), ("proof", {"status": 3}),
                                        ("sources", [7]), ("seconds", "fast"), ("cached", "yes"),
                                        ("conventions", {"k": 1}),
                                        # the audit's, nested: each was a traceback on every later run
                                        ("proof", {"status": "proved", "steps": 5}),
                                        ("proof", {"status": "proved", "steps": [5]}),
                                        ("proof", {"status": "proved", "steps": [{"name": "s", "kind": "eq",
                                                                                  "text": 5, "ok": True,
                                                                                  "method": "expand"}]}),
                                        ("sources", [{"document": "d.md", "quote": 5}]),
                                        ("conventions", {"linspace": {"label": 5, "status": "holds",
                                                                      "changed": False, "counterexample": None}}),
                                        ("numeric", {"status": "ok", "floats": [{"context": 5}]})])
def test_a_stored_result_with_a_good_checksum_but_wrong_field_types_is_computed_again(tmp_path, monkeypatch,
                                                                                     capsys, field, bad):
    """Issue 33, probe 14: an entry whose checksum matches (sealed with the wrong types) is a miss, said once, never a
    traceback on this run or the next."""
    from suite.results import ClaimResult

    monkeypatch.setattr(cache, "CACHE_DIR", tmp_path)
    good = ClaimResult("c", "proved", why="fine", evidence=(("a", "1"),)).as_json()
    assert ClaimResult.well_formed(good)
    cache.put("k-good", good, {}, None, claim="c", module="m")
    assert cache.get("k-good", None, claim="c", module="m") == good
    cache.put("k-bad", {**good, field: bad}, {}, None, claim="c", module="m")
    assert cache.get("k-bad", None, claim="c", module="m") is None
    assert "wrong shape" in capsys.readouterr().err


def test_installed_packages_are_in_the_key_by_version_and_project_files_by_hash(monkeypatch):
    """A claim's recorded files are the project's own (hashed); the installed packages, a .venv inside the checkout
    included, are in the key by their versions, so a changed version is a new key (and no file of theirs is hashed
    for each claim)."""
    import sympy  # noqa: F401 - installed packages this process has imported
    from suite import cache
    from suite.runner import ROOT, THEOREMS

    recorded = cache.project_modules_loaded([ROOT, THEOREMS.resolve()], THEOREMS)
    assert recorded and all(rel.split("/")[0] in cache.PROJECT_PACKAGES for rel in recorded), list(recorded)[:5]
    assert not [rel for rel in recorded if "site-packages" in rel]
    path = next(THEOREMS.rglob("*.py"))
    before = cache.claim_key(path, {})
    versions = cache.installed_versions()
    assert "sympy==" in versions and "hypothesis==" in versions
    monkeypatch.setattr(cache, "installed_versions", lambda: versions.replace("sympy==", "sympy==0.0.0+other"))
    cache._environment_digest.cache_clear()
    try:
        assert cache.claim_key(path, {}) != before
    finally:
        monkeypatch.undo()
        cache._environment_digest.cache_clear()
    assert cache.claim_key(path, {}) == before



_GOOD_CHECK = {"summary": {"format": "md", "spans": 1, "spans_with_relations": 1, "displays": 0, "links": 1,
                           "relations": 1, "decided": 1, "proved": 1},
               "items": [{"id": "T-1", "status": "proved", "quote": "$1 + 1 = 2$", "line": 1, "column": 1, "start": 0,
                          "end": 11, "link": {"lhs": "1 + 1", "relation": "=", "rhs": "2"},
                          "exact": {"lhs": "2", "rhs": "2"}}],
               "environment": [], "findings": [], "inputs": [["macros.tex", None]], "seconds": 0.1}


def _item(**change):
    return {**_GOOD_CHECK, "items": [{**_GOOD_CHECK["items"][0], **change}]}


@pytest.mark.parametrize("bad", [
    {**_GOOD_CHECK, "inputs": 5}, {**_GOOD_CHECK, "inputs": [[1, 2]]},
    {**_GOOD_CHECK, "summary": {k: v for k, v in _GOOD_CHECK["summary"].items() if k != "relations"}},
    _item(start="a"), _item(end=None), _item(link=5), _item(exact=5), _item(quote=5), _item(id=5),
    {**_GOOD_CHECK, "findings": [5]}, {**_GOOD_CHECK, "items": 5}],
    ids=["inputs-int", "inputs-ints", "summary-without-relations", "start-text", "end-null", "link-int", "exact-int",
         "quote-int", "id-int", "finding-int", "items-int"])
def test_a_stored_document_check_of_the_wrong_shape_at_any_depth_is_checked_again(bad):
    """The audit resealed document-check entries with nested fields of other types: each had been a traceback on
    every later run.  The stored result is used only when it has the checking's shape all the way down."""
    from suite.__main__ import _usable_triage

    assert _usable_triage(_GOOD_CHECK)
    assert not _usable_triage(bad)
