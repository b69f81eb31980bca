"""Issue 23, claims that cannot reach the report or outlive the run: a claim works in a scratch folder, has an
address-space limit (Claim(memory=...)) and a finite budget, its process group is ended when it ends however it
ends; and no verdict comes from a placeholder (a make new-claim skeleton is an error saying what to fill in)."""
import math
import os
import textwrap
import time
from pathlib import Path

import pytest
from hypothesis import strategies as st

from conftest import detached_sleeper
from suite import Claim, ClaimError, runner

HEAD = '''
import os
from pathlib import Path
from hypothesis import strategies as st
from suite import Claim, Eq
claim = Claim(title="t", statement="s", hypotheses="h", expect="numeric", domain={{"x": st.integers(0, 3)}},
              examples=[{{"x": 1}}]{extra})
@claim.check
def check(ctx, x):
{body}
    return Eq(ctx.num(x), ctx.num(x))
'''


def _claim(pkg: Path, name: str, body: str, extra: str = "") -> None:
    (pkg / f"{name}.py").write_text(textwrap.dedent(HEAD).format(extra=extra, body=textwrap.indent(
        textwrap.dedent(body), "    ")))


def _run(pkg, *names):
    return {r.id: r for r in runner.run_all(list(names), profile="examples", package="fake_theorems", directory=pkg,
                                               jobs=1)}


def _alive(pid: int) -> bool:
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_a_claim_runs_in_a_scratch_folder_and_cannot_write_the_report(fake_package, tmp_path, monkeypatch):
    project = tmp_path / "project"
    (project / "reports").mkdir(parents=True)
    (project / "reports" / "REPORT.md").write_text("the report\n")
    monkeypatch.chdir(project)
    marks = tmp_path / "marks"
    marks.mkdir()
    monkeypatch.setenv("MARKS", str(marks))
    _claim(fake_package, "writer", '''
        Path(os.environ["MARKS"], "cwd").write_text(os.getcwd())
        Path("reports").mkdir(exist_ok=True)
        Path("reports", "REPORT.md").write_text("planted by a claim\\n")
    ''')
    got = _run(fake_package, "writer")["writer"]
    assert got.verdict == "numeric", got.why
    assert (project / "reports" / "REPORT.md").read_text() == "the report\n"
    scratch = (marks / "cwd").read_text()
    assert Path(scratch).resolve() != project.resolve()
    assert not Path(scratch).exists()  # removed when the claim ended


def test_what_a_claim_starts_is_ended_when_the_claim_ends_normally(fake_package, tmp_path, monkeypatch):
    marks = tmp_path / "marks"
    marks.mkdir()
    monkeypatch.setenv("MARKS", str(marks))
    _claim(fake_package, "spawner", '''
        import subprocess
        helper = subprocess.Popen(["sleep", "300"])
        Path(os.environ["MARKS"], str(helper.pid)).write_text("")
    ''')
    assert _run(fake_package, "spawner")["spawner"].verdict == "numeric"
    pids = [int(p.name) for p in marks.iterdir()]
    assert pids
    deadline = time.monotonic() + 10
    while any(_alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.05)  # the group was killed when the claim ended; init reaps the orphan
    assert not any(_alive(p) for p in pids)


def _detached(marks) -> list[int]:
    """The pids a claim wrote into ``marks``, once each has had time to write its own."""
    deadline = time.monotonic() + 10
    while len(list(marks.iterdir())) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    return [int(p.name) for p in marks.iterdir()]


DETACH = '''
  import subprocess, sys, time
  if not any(Path(os.environ["MARKS"]).iterdir()):  # once, not at every evaluation of the check
    code = ("import os, sys, time, pathlib\\n"
            "if os.fork(): os._exit(0)\\n"  # a double fork in a new session: neither in the claim's group nor its child
            "os.setsid()\\n"
            "pathlib.Path(sys.argv[1], str(os.getpid())).write_text('')\\n"
            "time.sleep(300)\\n")
    subprocess.Popen([sys.executable, "-c", code, os.environ["MARKS"]], start_new_session=True).wait()
    helper = subprocess.Popen(["setsid", "sleep", "300"])
    Path(os.environ["MARKS"], str(helper.pid)).write_text("")
    while len(list(Path(os.environ["MARKS"]).iterdir())) < 2:
        time.sleep(0.05)
'''


@pytest.mark.parametrize("tail, verdict", [("", "numeric"), ("time.sleep(300)", "error")],
                         ids=["ends normally", "overruns its budget"])
def test_what_a_claim_detaches_with_setsid_is_ended_with_it(fake_package, tmp_path, monkeypatch, tail, verdict):
    marks = tmp_path / "marks"
    marks.mkdir()
    monkeypatch.setenv("MARKS", str(marks))
    _claim(fake_package, "detacher", DETACH + "\n  " + tail, ", budget=8")
    got = _run(fake_package, "detacher")["detacher"]
    assert got.verdict == verdict, got.why
    pids = _detached(marks)
    assert len(pids) == 2
    deadline = time.monotonic() + 10
    while any(_alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(p) for p in pids)


@pytest.mark.parametrize("extra, size, limit", [(", memory=1", 2, "1 GiB"), ("", 20, "8 GiB")],
                         ids=["declared", "default"])
def test_a_claim_has_an_address_space_limit(fake_package, extra, size, limit):
    _claim(fake_package, "hog", f'''
        block = bytearray({size} * 2**30)
    ''', extra)
    got = _run(fake_package, "hog")["hog"]
    assert got.verdict == "error"
    assert "MemoryError" in got.why and f"{limit} of address space" in got.why and "Claim(memory=" in got.why


@pytest.mark.parametrize("field, value", [("budget", math.nan), ("budget", math.inf), ("budget", True),
                                          ("memory", math.nan), ("memory", 0.5), ("memory", "8")])
def test_budget_and_memory_must_be_finite_numbers(field, value):
    c = Claim(title="t", statement="s", hypotheses="h", expect="numeric", domain={"x": st.integers(0, 3)},
              **{field: value})
    c.check(lambda ctx, x: None)
    with pytest.raises(ClaimError, match=f"field '{field}'"):
        c.validate("c")


def test_a_nan_budget_is_an_error_not_a_claim_without_time_limit(fake_package):
    _claim(fake_package, "nan_budget", "pass", ', budget=float("nan")')
    got = _run(fake_package, "nan_budget")["nan_budget"]
    assert got.verdict == "error" and "budget" in got.why


def test_a_skeleton_proof_step_is_an_error_even_with_the_prose_filled_in(fake_package):
    (fake_package / "half_done.py").write_text(textwrap.dedent('''
        import sympy as sp
        from suite import Claim
        claim = Claim(title="t", statement="sin^2 + cos^2 = 1", hypotheses="t real", expect="proved")
        @claim.proof
        def proof(pf):
            t = sp.Symbol("t", real=True)
            pf.eq("TODO name this step", sp.sin(t) ** 2 + sp.cos(t) ** 2, 1)
    '''))
    got = _run(fake_package, "half_done")["half_done"]
    assert got.verdict == "error" and "TODO name this step" in got.why and "placeholder" in got.why


def test_the_placeholder_check_is_found_in_the_check(fake_package):
    _claim(fake_package, "check_todo", "pass  # TODO your statement")
    got = _run(fake_package, "check_todo")["check_todo"]
    assert got.verdict == "error" and "the check" in got.why


def test_a_counterexamples_printed_value_and_radius_contain_the_exact_difference(fake_package):
    """The midpoint is printed as a double (17 digits); the radius printed with it covers that rounding, not only the
    ball's own radius: for lhs - rhs = 99/100 the interval shown contains 0.99."""
    from fractions import Fraction

    (fake_package / "ninety_nine.py").write_text(textwrap.dedent('''
        from fractions import Fraction
        from hypothesis import strategies as st
        from suite import Claim, Eq
        claim = Claim(title="t", statement="s", hypotheses="h", expect="refuted", domain={"x": st.just(1)},
                      examples=[{"x": 1}], wrong="w", error_kind="wrong number", survives="yes: w",
                      correction="ninety_nine")
        @claim.check
        def check(ctx, x):
            return Eq(ctx.num(Fraction(99, 100)) * x, ctx.num(0))
    '''))
    got = _run(fake_package, "ninety_nine")["ninety_nine"]
    assert got.verdict == "refuted", got.why
    ce = got.numeric["counterexample"]
    mid, rad = Fraction(ce["lhs_minus_rhs"]), Fraction(ce["radius"])
    assert mid - rad <= Fraction(99, 100) <= mid + rad, (ce["lhs_minus_rhs"], ce["radius"])


# --- issue 33, probes 7-8: a claim that ends abruptly leaves nothing behind, with or without a cgroup -----------

ABRUPT = '''
  import ctypes, signal, subprocess, sys, time
  marks = Path(os.environ["MARKS"])
  subprocess.Popen([sys.executable, os.environ["SLEEPER"], str(marks), "setsid-"], start_new_session=True).wait()
  libc = ctypes.CDLL(None, use_errno=True)
  pid = libc.syscall(56, 0x00008000 | 17, 0, 0, 0, 0)  # clone(CLONE_PARENT | SIGCHLD): a sibling of the claim
  if pid == 0:
      os.setsid()
      os.execv("/bin/sh", ["sh", "-c", "echo > " + str(marks) + "/parent-$$; exec sleep 300"])
  while len(list(marks.iterdir())) < 2:
      time.sleep(0.05)
  {end}
'''
ENDINGS = {"os._exit": "os._exit(0)", "SIGKILL": "os.kill(os.getpid(), signal.SIGKILL)",
           "SIGSEGV": "__import__('faulthandler').disable(); ctypes.string_at(0)"}


@pytest.fixture(params=["cgroup", "no cgroup"])
def containment_mode(request, monkeypatch):
    """The run's containment as the machine allows (a cgroup, where it has one), then without a cgroup."""
    from suite import containment

    monkeypatch.setattr(containment, "_RUN", None)
    monkeypatch.setattr(containment, "_SUBREAPER", False)
    if request.param == "no cgroup":
        monkeypatch.setenv(containment.DISABLE_ENV, "1")
    elif containment._cgroup_base() is None:
        pytest.skip("this machine gives no writable cgroup v2")
    yield request.param
    containment.end_run()
    import ctypes

    ctypes.CDLL(None).prctl(36, 0, 0, 0, 0)  # (this test process is a subreaper no more)


@pytest.mark.skipif(os.uname().machine != "x86_64", reason="the raw clone syscall's number is x86_64's")
@pytest.mark.parametrize("ending", list(ENDINGS))
def test_what_a_claim_detaches_ends_with_it_however_it_ends(fake_package, tmp_path, monkeypatch, containment_mode,
                                                              ending):
    marks = tmp_path / "marks"
    marks.mkdir()
    monkeypatch.setenv("MARKS", str(marks))
    monkeypatch.setenv("SLEEPER", str(detached_sleeper(tmp_path)))
    _claim(fake_package, "abrupt", ABRUPT.replace("{end}", ENDINGS[ending]), ", budget=20")
    got = _run(fake_package, "abrupt")["abrupt"]
    assert got.verdict == "error", got.why
    pids = [int(p.name.split("-")[1]) for p in marks.iterdir()]
    assert len(pids) == 2, pids
    deadline = time.monotonic() + 5
    while any(_alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(_alive(p) for p in pids), [Path(f"/proc/{p}/cmdline").read_bytes() for p in pids if _alive(p)]


@pytest.mark.parametrize("body, why", [("time.sleep(300)", "exceeded its time budget"),
                                       ("os._exit(3)", "the process died")], ids=["overruns", "dies"])
def test_a_claim_that_fails_abruptly_keeps_its_topic(fake_package, body, why):
    topic = fake_package / "attention"
    topic.mkdir()
    (topic / "__init__.py").write_text('"""Attention."""\n')
    _claim(topic, "stuck", "import time\n" + body, ", budget=3")
    got = _run(fake_package, "stuck")["stuck"]
    assert got.verdict == "error" and why in got.why, got.why
    assert got.topic == "attention" and got.module.endswith("attention/stuck.py")
