import os
import shutil
import sys
import tempfile
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
np.seterr(all="ignore")

HOME_ENV = "PE_VERIFY_HOME"  # suite.paths.HOME_ENV (suite is not imported before the home is chosen)


def pytest_configure(config):
    """Each test process (each pytest-xdist worker, or the one process of a serial run) gets its own project
    home, a fresh temporary folder: every run the tests start (``verify`` in a subprocess or in-process, ``bench``)
    writes ``reports/`` (``reports/partial/``) and ``.cache/`` there, never into the checkout, and two workers
    never share a cache or a report.  Set here, before any test module imports ``suite`` (``suite.cache``
    reads the home when it is imported).  The documents stay where they were: ``PE_SOURCES`` (``make test``
    sets it), else ``../shared/sources`` beside the home the run would have had (``suite.sources.default_sources``)."""
    if "PE_SOURCES" not in os.environ:
        previous = Path(os.environ[HOME_ENV]).expanduser().resolve() if os.environ.get(HOME_ENV) else ROOT
        os.environ["PE_SOURCES"] = str(previous.parent / "shared" / "sources")
    _groups_also_under_plain_load(config)
    # Hypothesis's files (its constants cache) under the project's .cache, also for a plain `pytest`, never ./.hypothesis
    os.environ.setdefault("HYPOTHESIS_STORAGE_DIRECTORY", str(ROOT / ".cache" / "hypothesis"))
    home = tempfile.mkdtemp(prefix="pe-verify-tests-home-")
    config._pe_verify_home = home
    os.environ[HOME_ENV] = home
    seed_triage_cache(Path(home))


def seed_triage_cache(home: Path) -> int:
    """Copy into ``home``'s cache the checkout's entries of the documents' automatic checking (suite/reader) for the
    documents of ``PE_SOURCES``, when the checkout has them (``make verify`` ran): keyed by each document's bytes, its
    notation, the reader's code and the document modules, they are exactly what a cold checking would compute (about
    half a minute of a core for the shipped documents, otherwise paid once per test process and per scratch home).
    Claims' results are not copied (the verdict tests read the checkout's cache themselves, tests/test_claims.py).
    Returns how many were copied."""
    from suite.cache import triage_key
    from suite.reader.run import notation_file
    from suite.sources import Documents, folders_from_env

    src_dir, dst_dir = ROOT / ".cache" / "results", home / ".cache" / "results"
    copied = 0
    try:
        docs = Documents([f for f in folders_from_env() if f.is_dir()])
    except Exception:  # noqa: BLE001 - no documents to seed for: the runs check them cold, as before
        return 0
    for name, path in docs.paths.items():
        nf = notation_file(path)
        key = triage_key(name, docs.data[name], nf.read_bytes() if nf is not None and nf.is_file() else None)
        entry = src_dir / f"{key}.json"
        if entry.is_file() and src_dir.resolve() != dst_dir.resolve():
            dst_dir.mkdir(parents=True, exist_ok=True)
            shutil.copy2(entry, dst_dir / entry.name)
            copied += 1
    return copied


def _groups_also_under_plain_load(config):
    """A plain ``pytest -n N`` (``--dist load``, explicit or not) runs as ``make test`` does, ``--dist loadgroup
    --no-loadscope-reorder``, so the groups below hold there too: here the scheduler (the controller), on a worker
    the marks (a worker reads its --dist from the command line, where it was not given)."""
    if hasattr(config, "workerinput"):
        if getattr(config.known_args_namespace, "dist", None) in ("no", "load"):
            config.option.loadgroup = True
    elif getattr(config.option, "dist", "no") == "load":
        config.option.dist = "loadgroup"
        config.option.loadscopereorder = False


def pytest_unconfigure(config):
    home = getattr(config, "_pe_verify_home", None)
    if home:
        shutil.rmtree(home, ignore_errors=True)


# --- running in parallel (pytest-xdist: ``make test`` runs ``-n auto --dist loadgroup --no-loadscope-reorder``; a
# plain ``pytest -n N`` gets the same, see pytest_configure) ------------------------------------------------------
#
# Tests are sent to the workers one by one, except the groups below, each run whole by one worker, in order:
#
# * "checkout": the tests that write a claim module into the checkout's theorems/ (the README's example, a
#   user's document, new-claim skeletons) and the tests that read every module of theorems/ (the import graph,
#   the no-float-scale scan, the dask cluster's checkout facts, which compare every module's hash on the client
#   and on the workers): never two of them at once, so no test sees another's half-written or vanishing module.
# * one group per test module for the tests that use a module-scoped fixture of that module (the precision
#   study, a small verify run, the bench profile, a dask cluster): the fixture is computed once, not once per
#   worker.
# * the tests that run a claim's SymPy proof (its verdict; a refuted claim's proof again), one group per topic
#   folder: the claims of a topic share lemmas (theorems/_lemmas) and SymPy's cache, so a topic's proofs run in
#   one process, as in a serial run, and a proof run again finds its steps in the cache.
#
# The order in which work is handed out: the longest first (see ``_ORDER``), so that no worker is left with a
# long test at the end.

CHECKOUT = "checkout"
_CHECKOUT_TESTS = {
    "tests/test_runs.py::test_new_claim_skeleton_loads_but_is_an_error_saying_what_to_fill_in",
    "tests/test_documents.py::test_a_claim_citing_a_document_in_a_second_folder_runs_in_verify_and_in_the_tests",
    "tests/test_readme.py::test_readme_example_claim_is_verified",
    "tests/test_newclaim.py::test_a_skeleton_started_from_a_sentence_loads",
    "tests/test_newclaim.py::test_a_quote_that_is_not_verbatim_writes_nothing",
    "tests/test_newclaim.py::test_the_skeleton_imports_only_what_it_uses",
    "tests/test_newclaim.py::test_the_next_command_carries_the_sources_folders_it_needs",
    "tests/test_model.py::test_no_claim_module_declares_a_float_scale_or_tolerance",
    "tests/test_prose.py::test_every_claims_prose_has_its_mathematics_typeset",
}
_CHECKOUT_MODULES = {"tests/test_architecture.py", "tests/test_dask.py"}


def _module_fixture_group(item) -> str | None:
    """The item's module when it uses a module-, package- or session-scoped fixture defined in the tests."""
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return None
    for name in info.names_closure:
        defs = info.name2fixturedefs.get(name)
        if defs and defs[-1].scope in ("module", "package", "session") and defs[-1].baseid:
            return item.nodeid.split("::", 1)[0]
    return None


def _group(item, topic_of) -> str | None:
    nodeid = item.nodeid
    base = nodeid.split("[", 1)[0]
    module = nodeid.split("::", 1)[0]
    if base in _CHECKOUT_TESTS or module in _CHECKOUT_MODULES:
        return CHECKOUT
    fixture_group = _module_fixture_group(item)
    if fixture_group:
        return fixture_group
    if base in _PROOF_TESTS:
        callspec = getattr(item, "callspec", None)
        name = callspec.params.get("name") if callspec else None
        return f"claims-{topic_of(name)}" if name else None
    return None


# the tests of test_claims.py that run a claim's SymPy proof: its verdict, and a refuted claim's proof again
_PROOF_TESTS = {"tests/test_claims.py::test_claim_gets_its_expected_verdict",
                "tests/test_claims.py::test_flagged_statement_is_refuted_at_high_precision"}


# work handed out first (the longest), by group name or node-id prefix (the topics' groups: the largest first);
# the rest follows in collection order.  The set-up test (a fresh install from the package index, about 70 s on
# one worker; run by .ci/run, or with PE_SETUP_TEST=1) goes first, so that the other workers share the rest meanwhile
_ORDER = ["tests/test_setup_commands.py", CHECKOUT, "claims-", "tests/test_runs.py::test_two_runs", "tests/test_integrity.py",
          "tests/test_named_claims.py", "tests/test_precision_study.py", "tests/test_runs.py",
          "tests/test_claim_api.py", "tests/test_html_view.py", "tests/test_cli.py", "tests/test_bench.py"]


def _rank(item, group) -> int:
    key = group if group and not group.startswith("tests/") else item.nodeid
    for k, prefix in enumerate(_ORDER):
        if key.startswith(prefix):
            return k
    return len(_ORDER)


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the xdist_group marks
def pytest_collection_modifyitems(config, items):
    if not getattr(config.option, "loadgroup", False):
        return
    from suite.runner import THEOREMS, claim_files

    topics = {name: paths[0].relative_to(THEOREMS).parts[0] if len(paths[0].relative_to(THEOREMS).parts) > 1 else ""
              for name, paths in claim_files().items()}
    groups = [_group(item, lambda n: topics.get(n, "")) for item in items]
    size = {g: groups.count(g) for g in set(groups) if g}
    for item, group in zip(items, groups):
        if group:
            item.add_marker(pytest.mark.xdist_group(group))
    order = sorted(range(len(items)), key=lambda k: (_rank(items[k], groups[k]), -size.get(groups[k], 0), k))
    items[:] = [items[k] for k in order]


@pytest.fixture
def fake_package(tmp_path, monkeypatch):
    """A throw-away claims package on sys.path: write modules into it, run them by name."""
    pkg = tmp_path / "fake_theorems"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield pkg
    for k in [k for k in sys.modules if k.startswith("fake_theorems")]:
        del sys.modules[k]


def project_with_claims(tmp_path: Path, topic: str, claims: dict, about: str) -> Path:
    """A copy of the project (pyproject.toml, suite/, numeric/) whose only claims are ``claims`` ({module name:
    source}) in the topic folder ``topic``; ``about`` is the folders' docstring."""
    proj = tmp_path / "proj"
    proj.mkdir()
    shutil.copy(ROOT / "pyproject.toml", proj)
    for pkg in ("suite", "numeric"):
        shutil.copytree(ROOT / pkg, proj / pkg, ignore=shutil.ignore_patterns("__pycache__"))
    (proj / "theorems" / "documents").mkdir(parents=True)
    (proj / "theorems" / topic).mkdir()
    for init in ("", "documents", topic):
        (proj / "theorems" / init / "__init__.py").write_text(f'"""{about}"""\n')
    for name, source in claims.items():
        (proj / "theorems" / topic / f"{name}.py").write_text(source)
    return proj


def reader_items(text: str, name: str = "doc.md") -> list[dict]:
    """The reader's items for a document written for a test (``name`` gives its format)."""
    from suite.reader.check import check_document
    from suite.reader.formats import read_text

    return check_document(read_text(name, text))["items"]


def reader_verdicts(text: str, name: str = "doc.md") -> dict:
    """{"lhs = rhs" as written: status} of a document's relations that are not definitions."""
    return {it["link"]["lhs"].strip() + " = " + it["link"]["rhs"].strip(): it["status"]
            for it in reader_items(text, name) if it["status"] != "definition"}


def reader_items_by_sides(text: str, name: str = "doc.md") -> dict:
    """{(lhs, rhs) as written: item} of a document's relations (the last item where two have the same sides)."""
    return {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it for it in reader_items(text, name)}


def reader_item_at(items: list[dict], line: int) -> dict:
    """The one item on ``line`` (the test fails, listing them all, when there is not exactly one)."""
    found = [it for it in items if it["line"] == line]
    assert len(found) == 1, [(it["line"], it["link"], it["status"]) for it in items]
    return found[0]


SLEEPER = """import os, sys, time, pathlib
if os.fork():
    os._exit(0)
os.setsid()
pathlib.Path(sys.argv[1], sys.argv[2] + str(os.getpid())).write_text('')
time.sleep(300)
"""


def detached_sleeper(folder: Path) -> Path:
    """A program that detaches (a double fork into a session of its own), writes ``<argv[2]><its pid>`` into the
    folder ``argv[1]`` and sleeps 300 s: what a hostile claim leaves behind.  Written into ``folder``."""
    path = folder / "detached_sleeper.py"
    path.write_text(SLEEPER)
    return path
