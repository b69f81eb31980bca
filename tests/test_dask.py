"""verify --scheduler (issue 13, "Beyond one machine: Dask"): the claims as tasks on a dask.distributed cluster
give the local results (figures and the cache included), a claim that overruns its budget there is the same
error, a bad --scheduler value is refused before anything runs, Ctrl-C stops every claim on the workers."""
import re
import signal
import textwrap
import time

import pytest

from suite import __main__ as cli_main
from suite import cache, cli, cluster, runner
from suite.assemble import RUN_FACTS
from suite.sources import folders_from_env

distributed = pytest.importorskip("distributed")

from test_claim_api import GOOD  # noqa: E402
from test_cli import _group_alive, _stderr_lines, interrupted_run, slow_project  # noqa: E402,F401 - the fixture

# a claim with a figure (approximate), a refuted one and a proved one: a few seconds in all
PICK = ["dot_product_decreases_for_offsets_up_to_pi_but_not_monotone", "not_pair_index_256_is_valid_for_d512",
        "norm_is_half_dimension"]


def _same(res) -> dict:
    """A result without its run facts (timings, cached)."""
    return {k: v for k, v in res.as_json().items() if k not in RUN_FACTS}


@pytest.fixture(autouse=True)
def fresh_framework_digest():
    """The framework as it is now (computed once per process otherwise): a cluster's workers compute it anew."""
    cache._environment_digest.cache_clear()


@pytest.fixture
def tmp_cache(tmp_path, monkeypatch):
    """An empty result cache but for the documents' checking, which is seeded as each test process's is (conftest:
    checking them cold costs a quarter of a minute of a core, and no claim result depends on it)."""
    from conftest import seed_triage_cache

    seed_triage_cache(tmp_path)
    monkeypatch.setattr(cache, "CACHE_DIR", tmp_path / ".cache" / "results")
    return tmp_path / ".cache" / "results"


@pytest.fixture(scope="module")
def scheduler_address():
    """The address of a running cluster (two worker processes), as a remote one is given."""
    with cluster.session("local:2") as client:
        yield client.scheduler.address


def test_claims_on_a_cluster_give_the_local_results_figures_and_cache(tmp_path, tmp_cache, monkeypatch, capsys,
                                                                    scheduler_address):
    """verify --scheduler ADDRESS, on the module's cluster (one cluster for the module: starting one costs seconds of
    both cores; ``local:N``, which starts its own, is the Ctrl-C test's)."""
    local = runner.run_all(PICK, profile="examples", figures_dir=tmp_path / "local", jobs=2)
    sources = [f for f in folders_from_env() if f.is_dir()]
    monkeypatch.setenv("PE_SOURCES", "")  # verify sets it (or removes it): undone after the test
    monkeypatch.delenv("SUITE_PROGRESS", raising=False)
    out = tmp_path / "out"
    args = [a for n in PICK for a in ("-k", n)] + [a for f in sources for a in ("--sources", str(f))]
    code = cli_main.main(["verify", *args, *([] if sources else ["--no-sources"]), "--scheduler", scheduler_address,
                          "--profile", "examples", "--no-study", "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 0, err
    assert re.search(r"^verify: 3 claims \(0 from the cache, 3 to run\), 2 jobs, profile examples$", err, re.M), err
    assert len(re.findall(r"^\[\d/3\] ", err, re.M)) == 3, err
    # the client stored every result (with what its claim process used, on the worker) in its cache: read back,
    # they are the local results, and the figure the worker drew is the local figure, byte for byte
    again = runner.Batch(PICK, profile="examples", figures_dir=tmp_path / "again", use_cache=True,
                         sources=[f.resolve() for f in sources] or None)
    assert not again.todo()
    assert [_same(r) for r in again.ordered()] == [_same(r) for r in local]
    figure = f"{PICK[0]}.png"
    assert local[0].figure == f"figures/{figure}"
    assert (out / "figures" / figure).read_bytes() == (tmp_path / "local" / figure).read_bytes()
    assert (tmp_path / "again" / figure).read_bytes() == (tmp_path / "local" / figure).read_bytes()
    assert sorted(p.name for p in (out / "figures").iterdir()) == [figure]
    assert [r.verdict for r in local] == ["approximate", "refuted", "proved"]


HANGS = GOOD.replace('expect="proved",', 'expect="proved", budget=2,').replace(
    "    return Eq(", "    while True:\n        pass\n    return Eq(")


def test_a_claim_over_its_budget_on_the_cluster_is_the_local_error(fake_package, scheduler_address):
    (fake_package / "good.py").write_text(textwrap.dedent(GOOD))
    (fake_package / "hangs.py").write_text(textwrap.dedent(HANGS))
    kw = dict(profile="examples", package="fake_theorems", directory=fake_package)
    local = runner.run_all(["hangs", "good"], jobs=2, **kw)
    remote = cluster.run_all(["hangs", "good"], scheduler_address, **kw)
    assert [_same(r) for r in remote] == [_same(r) for r in local]
    assert remote[0].verdict == "error" and remote[0].why == ("fake_theorems/hangs.py: exceeded its time budget "
                                                              "of 2 s and was stopped")
    assert remote[1].verdict == "numeric"


def test_a_figure_drawn_from_the_floats_comes_back_into_the_platform_folder(tmp_path, tmp_cache, scheduler_address):
    """A claim's measured figure (``@claim.measured_figure``) is drawn on the worker into its platform folder and
    comes back into this run's, not into figures/ (the worker looked only there: the figure was lost)."""
    from suite.meta import platform_tag

    name = "float_code_error_grows_linearly_with_position"
    (res,) = cluster.run_all([name], scheduler_address, profile="examples", figures_dir=tmp_path / "figures")
    assert res.figure == f"platform/{platform_tag()}/figures/{name}.png", res.why
    assert (tmp_path / res.figure).read_bytes().startswith(b"\x89PNG")
    assert not (tmp_path / "figures" / f"{name}.png").exists()


def test_the_local_workers_print_no_dask_log_so_ctrl_c_ends_on_one_line(scheduler_address):
    """A local cluster's workers log nothing below CRITICAL for their whole life: at close, a heartbeat racing
    the scheduler's shutdown printed a CommClosedError traceback after the run's last line (seen once in CI)."""
    from distributed import Client

    with Client(scheduler_address) as client:
        # a lambda travels by value (this test module is not importable on the workers)
        got = client.run(lambda: __import__("logging").getLogger("distributed.worker").isEnabledFor(40))
    assert len(got) == 2 and not any(got.values()), got


@pytest.mark.parametrize("value", ["local:0", "local:x", "local:", "local", "8786", "http://host:8786",
                                   "tcp://", "host:99999", "tcp://a b:1"])
def test_a_bad_scheduler_is_a_one_line_error_before_anything_runs(value, tmp_path, capsys):
    out = tmp_path / "out"
    assert cli_main.main(["verify", "-k", "norm_is_half", "--scheduler", value, "--out", str(out)]) == 2
    (line,) = _stderr_lines(capsys.readouterr().err)
    assert line.startswith(f"--scheduler {value!r}: expected local:N") and "tcp://HOST:PORT" in line
    assert not out.exists()


@pytest.mark.parametrize("value, kind", [("local:2", ("local", 2)), ("tcp://10.0.0.5:8786", ("address", None)),
                                         ("tls://sched.example.org:8786", ("address", None)),
                                         ("10.0.0.5:8786", ("address", None)), ("tcp://[::1]:8786", ("address", None))])
def test_good_scheduler_values(value, kind):
    assert cluster.parse(value) == (kind[0], kind[1] if kind[1] is not None else value)


def test_without_dask_scheduler_says_what_to_install(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(cluster, "available", lambda: False)
    assert cli_main.main(["verify", "-k", "norm_is_half", "--scheduler", "local:2", "--out", str(tmp_path / "o")]) == 2
    (line,) = _stderr_lines(capsys.readouterr().err)
    assert "pip install -e '.[cluster]'" in line and not (tmp_path / "o").exists()


def test_jobs_and_scheduler_contradict(tmp_path, capsys):
    assert cli_main.main(["verify", "-k", "norm_is_half", "--jobs", "2", "--scheduler", "local:2",
                          "--out", str(tmp_path / "o")]) == 2
    (line,) = _stderr_lines(capsys.readouterr().err)
    assert "contradict" in line


def test_a_worker_that_differs_from_the_client_is_named_with_what_differs(tmp_path):
    mine = cluster.facts(runner.THEOREMS, None)
    theirs = {**mine, "suite version": "0.0.1", "theorems/encoding/__init__.py": "0" * 64}
    del theirs["framework and library versions"]
    message = cluster.mismatch("tcp://w:1", mine, theirs)
    assert message.startswith("worker tcp://w:1 does not match this checkout: framework and library versions "
                              "(not on the worker); suite version: 0.0.1 on the worker, ")
    assert "theorems/encoding/__init__.py (not the same)" in message and "same path" in message
    assert cluster.mismatch("tcp://w:1", mine, dict(mine)) is None
    # a task checks again, on the worker, before it runs its claim (a worker that joined after the start)
    expect = {**{k: mine[k] for k in cluster.TASK_FACTS}, "suite version": "0.0.1"}
    kind, there = cluster._claim_job({"spec": {"directory": runner.THEOREMS}, "expect": expect}, tmp_path)
    assert kind == "mismatch" and there["suite version"] == cli.version() and not list(tmp_path.iterdir())
    # the framework edited here since the run started (its digest computed then): said so, not blamed on the worker
    stale = {**{k: mine[k] for k in cluster.TASK_FACTS}, "framework and library versions": "0" * 64}
    assert "changed since the run started" in cluster.mismatch("tcp://w:1", stale, there)


def test_a_run_on_workers_that_differ_stops_before_any_claim_runs(fake_package, scheduler_address, monkeypatch):
    (fake_package / "good.py").write_text(textwrap.dedent(GOOD))
    real = cluster.facts
    monkeypatch.setattr(cluster, "facts", lambda *a, **kw: {**real(*a, **kw), "suite version": "9.9"})  # here only
    with pytest.raises(cluster.ClusterError, match=r"^worker tcp://127\.0\.0\.1:\d+ does not match this checkout: "
                       rf"suite version: {re.escape(cli.version())} on the worker, 9\.9 here"):
        cluster.run_all(["good"], scheduler_address, profile="examples", package="fake_theorems",
                        directory=fake_package)


def test_ctrl_c_stops_every_claim_on_the_workers_and_closes_the_local_cluster(slow_project, tmp_path):
    verify = interrupted_run(slow_project, tmp_path, signal.SIGINT, "--scheduler", "local:2")
    # nor do the local workers (started in its process group) outlive it: closed by it, they are gone within
    # seconds of its exit (a loaded machine may still be reaping them at the moment it exits)
    deadline = time.monotonic() + 10
    while _group_alive(verify) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _group_alive(verify)
