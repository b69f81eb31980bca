"""The command line (issue 12): one entry point with --help and --version everywhere, --jobs validated,
Ctrl-C and SIGTERM stop every claim process and keep the previous report, progress lines when stderr is
not a terminal, JUnit XML, outputs 0644/0755 whatever the umask, reports and cache in the project."""
import io
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import textwrap
import time
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from suite import __main__ as cli_main
from suite import cli, paths, runner
from suite.junit import junit_xml
from conftest import project_with_claims
from suite.publish import MARK, MARK_TEXT

ROOT = Path(__file__).resolve().parent.parent
FAST = ["-k", "not_pair_index_256_is_valid", "-k", "not_example_denominator_for_i256"]  # two refuted claims, 0.1 s


def _stderr_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.strip()]


# --- one entry point, --help and --version ---------------------------------------------------------

@pytest.mark.parametrize("command", [[], ["verify"], ["mutate"], ["bench"], ["new-claim"]],
                         ids=["pe-verify", "verify", "mutate", "bench", "new-claim"])
def test_every_command_has_help_and_version(command, capsys):
    for flag, expect in (("--help", f"usage: pe-verify {' '.join(command)}".rstrip()),
                         ("--version", f"pe-verify {cli.version()}")):
        with pytest.raises(SystemExit) as e:
            cli_main.main([*command, flag])
        assert e.value.code == 0, flag
        assert capsys.readouterr().out.startswith(expect), flag


def test_module_entry_points_still_work_and_mutate_help_runs_nothing():
    r = subprocess.run([sys.executable, "-m", "suite.mutate", "--help"], cwd=ROOT, capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0 and r.stdout.startswith("usage: pe-verify mutate") and "0/0" not in r.stdout


def test_the_console_script_is_the_entry_point():
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    module, _, function = scripts["pe-verify"].partition(":")
    # run: main with a reader of the output allowed to go away (| head) without a traceback
    assert module == "suite.__main__" and getattr(cli_main, function) is cli_main.run


# --- --jobs, missing sources ----------------------------------------------------------------------

@pytest.mark.parametrize("value", ["0", "-1", "x", "1.5"])
def test_bad_jobs_is_a_one_line_error(value, capsys):
    with pytest.raises(SystemExit) as e:
        cli_main.main(["verify", "--jobs", value])
    assert e.value.code == 2
    (line,) = _stderr_lines(capsys.readouterr().err)
    assert "--jobs" in line and "positive integer" in line and repr(value) in line


@pytest.mark.parametrize("args, what", [(["--precisions", ","], "names no float context"),
                                        (["--precisions", "float64", "--no-low"], "contradict"),
                                        (["--junit-xml", "{tmp}"], "is a folder"),
                                        (["--out", "{tmp}/file"], "is a file"),
                                        (["--out", "{tmp}"], "and not the mark .pe-verify-report")])
def test_contradictory_or_impossible_options_are_refused_before_anything_runs(args, what, tmp_path, capsys):
    (tmp_path / "file").write_text("x")
    code = cli_main.main(["verify", "-k", "norm_is_half", *[a.format(tmp=tmp_path) for a in args]])
    assert code == 2
    (line,) = _stderr_lines(capsys.readouterr().err)
    assert what in line
    assert sorted(x.name for x in tmp_path.iterdir()) == ["file"]


@pytest.mark.parametrize("jobs", [0, -1, 1.5, True])
def test_run_all_refuses_a_bad_jobs_value_instead_of_hanging(jobs):
    with pytest.raises(ValueError, match="positive integer"):
        runner.run_all(["norm_is_half_dimension"], jobs=jobs)


def test_jobs_default_to_the_cpu_count():
    assert runner.default_jobs() == len(os.sched_getaffinity(0))


def test_a_missing_sources_folder_is_a_clear_error(tmp_path, capsys):
    code = cli_main.main(["verify", *FAST, "--sources", str(tmp_path / "no_such_folder"), "--out", str(tmp_path / "o")])
    assert code == 2
    err = capsys.readouterr().err
    assert "no_such_folder does not exist" in err and "--no-sources" in err
    assert not (tmp_path / "o").exists()


# --- interrupting a run ---------------------------------------------------------------------------

SLOW_CLAIM = '''
import os
import subprocess
import time
from pathlib import Path

from hypothesis import strategies as st

from suite import Claim, Eq

claim = Claim(title="t", statement="s", hypotheses="h", expect="numeric", domain={"x": st.integers(0, 3)},
              examples=[{"x": 1}])


@claim.check
def check(ctx, x):
    helper = subprocess.Popen(["sleep", "300"])  # a process the claim started: in its process group
    Path(os.environ["MARKS"], f"{os.getpid()}-{helper.pid}").write_text("")
    time.sleep(300)
    return Eq(ctx.num(x), ctx.num(x))
'''


@pytest.fixture
def slow_project(tmp_path):
    """A copy of the project whose only claims (topic 'slow') never finish on their own."""
    return project_with_claims(tmp_path, "slow", {name: textwrap.dedent(SLOW_CLAIM)
                                                  for name in ("slow_one", "slow_two", "slow_three")},
                               "Claims that never finish.")


def _alive(pid: int) -> bool:
    """The process exists and is not a zombie."""
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def _group_alive(pgid: int) -> bool:
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                state, _, pgrp = (d / "stat").read_text().rsplit(")", 1)[1].split()[:3]
            except OSError:
                continue
            if int(pgrp) == pgid and state != "Z":
                return True
    return False


def interrupted_run(project: Path, tmp_path: Path, signum: int, *options: str) -> int:
    """Run verify with ``options`` on ``project`` (``slow_project``), send ``signum`` once two claims run (SIGINT to
    the whole process group, as Ctrl-C in a terminal does; SIGTERM to the process) and check that it stopped every
    claim process and kept the previous report; the pid of the verify process (it led its own group)."""
    out, marks = tmp_path / "out", tmp_path / "marks"
    out.mkdir()
    marks.mkdir()
    (out / "REPORT.md").write_text("previous report\n")
    (out / MARK).write_text(MARK_TEXT)  # a report folder of the suite's
    env = {**os.environ, "MARKS": str(marks), "SUITE_PROGRESS": "0"}
    env.pop("PE_VERIFY_HOME", None)
    p = subprocess.Popen([sys.executable, "-m", "suite", "verify", "--profile", "examples", "--no-sources",
                          "--no-study", "--no-cache", *options, "--out", str(out)],
                         cwd=project, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         start_new_session=True)
    try:
        deadline = time.monotonic() + 90
        while len(list(marks.iterdir())) < 2:
            assert p.poll() is None, p.communicate()
            assert time.monotonic() < deadline, "the claims did not start"
            time.sleep(0.1)
        pids = [int(x) for m in marks.iterdir() for x in m.name.split("-")]
        if signum == signal.SIGINT:
            os.killpg(p.pid, signum)  # Ctrl-C in a terminal: the whole foreground process group
        else:
            p.send_signal(signum)
        _, err = p.communicate(timeout=60)
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
    assert p.returncode == 130, err
    assert _stderr_lines(err) == [f"interrupted ({signal.Signals(signum).name}): stopped 2 claim processes; "
                                  "the previous report is kept"]
    assert not any(_alive(pid) for pid in pids)
    assert not any(_group_alive(pid) for pid in pids[::2])  # each claim process led its own group
    assert (out / "REPORT.md").read_text() == "previous report\n"
    assert sorted(x.name for x in out.iterdir()) == [MARK, "REPORT.md"]  # no .figures-* staging folder, no .tmp
    return p.pid


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP], ids=["SIGINT", "SIGTERM", "SIGHUP"])
def test_an_interrupted_run_stops_every_claim_process_and_keeps_the_previous_report(slow_project, tmp_path, signum):
    interrupted_run(slow_project, tmp_path, signum, "--jobs", "2")


def test_a_killed_run_takes_its_claims_with_it_and_the_next_run_ends_what_they_started(slow_project, tmp_path):
    """SIGKILL cannot be caught: the claim processes die with the run (parent-death signal), and the processes
    they started, left in their groups, are ended by the next run in the project when it takes the lock."""
    from suite import publish

    marks = tmp_path / "marks"
    marks.mkdir()
    env = {**os.environ, "MARKS": str(marks), "SUITE_PROGRESS": "0"}
    env.pop("PE_VERIFY_HOME", None)
    p = subprocess.Popen([sys.executable, "-m", "suite", "verify", "--profile", "examples", "--no-sources", "--no-study",
                          "--no-cache", "--jobs", "2", "--out", str(tmp_path / "out")], cwd=slow_project, env=env,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 90
        while len(list(marks.iterdir())) < 2:
            assert p.poll() is None and time.monotonic() < deadline, "the claims did not start"
            time.sleep(0.1)
        claims, helpers = zip(*[map(int, m.name.split("-")) for m in marks.iterdir()])
        p.kill()
        p.wait()
        deadline = time.monotonic() + 10
        while any(_alive(c) for c in claims) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(_alive(c) for c in claims), "a claim process outlived the killed run"
        scratch = json.loads((slow_project / publish.LOCK_NAME).read_text())["scratch"]
        assert len(scratch) == 2 and all(Path(f).is_dir() for f in scratch)
        with publish.ProjectLock(slow_project) as lock:  # what the next verify does first
            assert lock.ended == 2
        assert not any(Path(f).exists() for f in scratch), "a killed run's scratch folders were left"
        deadline = time.monotonic() + 10
        while any(_alive(h) for h in helpers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(_alive(h) for h in helpers), "a process started by a claim outlived the next run's start"
    finally:
        if p.poll() is None:
            os.killpg(p.pid, signal.SIGKILL)
        for m in marks.iterdir():
            for pid in map(int, m.name.split("-")):
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass


def test_a_signal_while_the_report_is_published_is_acted_on_once_it_is_published():
    with runner.stop_on_signals():
        runner.hold_signals()
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(0.05)  # the handler has run: the signal is recorded, nothing raised
        with pytest.raises(runner.Interrupted) as e:
            runner.release_signals(kept=False)
    assert e.value.signum == signal.SIGTERM and not e.value.kept
    assert cli_main._interrupted(e.value) == ("interrupted (SIGTERM): stopped nothing (no claim, study or document "
                                              "was being worked on); the report had been written")
    e.value.documents, e.value.claims = True, 0
    assert "stopped the documents' checking;" in cli_main._interrupted(e.value)  # not "0 claim processes"


# --- a small real run: progress lines, JUnit XML, file modes, the project home -----------------------

@pytest.fixture(scope="module")
def small_run(tmp_path_factory):
    """verify on two fast claims, stderr a pipe, umask 077, PE_VERIFY_HOME a fresh folder, no --out."""
    home = tmp_path_factory.mktemp("home")
    env = {**os.environ, "PE_VERIFY_HOME": str(home)}
    env.pop("SUITE_PROGRESS", None)
    r = subprocess.run([sys.executable, "-m", "suite", "verify", *FAST, "--profile", "examples", "--no-sources",
                        "--no-study", "--junit-xml", str(home / "junit.xml")],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
                       preexec_fn=lambda: os.umask(0o077))
    assert r.returncode == 0, r.stderr
    return home, r.stderr


def test_progress_is_printed_line_by_line_when_stderr_is_not_a_terminal(small_run):
    _, err = small_run
    lines = err.splitlines()
    assert re.fullmatch(r"verify: 2 claims \(0 from the cache, 2 to run\), \d+ jobs, profile examples", lines[0])
    done = [x for x in lines if x.startswith("[")]
    assert len(done) == 2 and done[-1].startswith("[2/2] refuted ")
    assert all(re.search(r"\(\d+\.\d s; elapsed \d+:\d\d, ETA \d+:\d\d\)$", x) for x in done)


def test_heartbeat_every_30_seconds_while_claims_run():
    now = [0.0]
    buf = io.StringIO()
    p = cli.Progress("quick", out=buf, clock=lambda: now[0])
    p.start(5, 1, 2)
    for t in range(1, 95):
        now[0] = float(t)
        p.beat({"slow_a": t, "slow_b": t / 2})
    beats = [x for x in buf.getvalue().splitlines() if x.startswith("...")]
    assert len(beats) == 3 and "running 2: slow_a (30 s), slow_b (15 s)" in beats[0]
    p.done("slow_a", type("R", (), {"verdict": "proved", "seconds": 94.0})())
    assert buf.getvalue().splitlines()[-1] == "[1/4] proved      slow_a (94.0 s; elapsed 1:34, ETA 4:42)"


def test_junit_xml_has_one_testcase_per_claim(small_run):
    home, _ = small_run
    suite = ET.parse(home / "junit.xml").getroot().find("testsuite")
    cases = suite.findall("testcase")
    assert sorted(c.get("name") for c in cases) == ["not_example_denominator_for_i256_d512_is_1e_minus_4",
                                                    "not_pair_index_256_is_valid_for_d512"]
    for c in cases:
        assert c.get("classname") and float(c.get("time")) >= 0
        assert c.find("failure") is None  # refuted: a correct verdict on a false sentence
        assert c.find("system-out").text.startswith("verdict: refuted") and c.find("properties") is None
    assert suite.get("tests") == "2" and suite.get("failures") == "0"


def test_junit_failures_are_errors_unexpected_verdicts_and_citation_problems():
    claims = [{"id": "a", "topic": "t", "verdict": "error", "why": "x.py raised ValueError"},
              {"id": "b", "topic": "t", "verdict": "proved", "unexpected": "expected refuted, got proved"},
              {"id": "c", "topic": "t", "verdict": "proved", "integrity": ["quote not verbatim \x01"]},
              {"id": "d", "topic": "t", "verdict": "refuted"}]
    root = ET.fromstring(junit_xml(claims, {"a": 1.5, "b": None}))
    failed = {c.get("name"): c.find("failure").get("message") for c in root.iter("testcase")
              if c.find("failure") is not None}
    assert failed == {"a": "x.py raised ValueError", "b": "expected refuted, got proved", "c": "quote not verbatim ?"}


def test_a_failure_gives_every_reason_none_hiding_another():
    from suite.junit import failure

    c = {"verdict": "error", "unexpected": "expected proved, got error", "integrity": ["quote not found verbatim in x"],
         "why": "still the new-claim skeleton's placeholder (TODO): fill in statement"}
    text = failure(c)
    assert "quote not found" in text and "placeholder (TODO)" in text and "expected proved" in text


def test_outputs_are_0644_and_folders_0755_whatever_the_umask(small_run, tmp_path):
    home, _ = small_run
    found = [home / "junit.xml", *(home / "reports").rglob("*")]
    assert any(p.name == "REPORT.md" for p in found)
    for p in [home / "reports", *found]:
        assert p.stat().st_mode & 0o777 == (0o755 if p.is_dir() else 0o644), p
    old = os.umask(0o077)
    try:  # the helpers the report, the topic READMEs and the figures go through
        cli_main.atomic_write(tmp_path / "a" / "b" / "README.md", "text\n")
        staging = Path(cli_main.tempfile.mkdtemp(dir=tmp_path, prefix=".figures-"))
        (staging / "figure.png").write_bytes(b"png")
        cli_main._ordinary_tree(staging)
    finally:
        os.umask(old)
    for p, mode in ((tmp_path / "a", 0o755), (tmp_path / "a" / "b", 0o755), (tmp_path / "a" / "b" / "README.md", 0o644),
                    (staging, 0o755), (staging / "figure.png", 0o644)):
        assert p.stat().st_mode & 0o777 == mode, p


# --- where reports and the cache go -------------------------------------------------------------------

def test_make_quick_writes_beside_the_committed_report_and_says_what_it_leaves_out(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "PE_VERIFY_HOME": str(home)}
    r = subprocess.run(["make", "-s", "quick", f"PYTHON={sys.executable}",
                        f"VERIFY_ARGS=-k not_pair_index_256_is_valid_for_d512 --no-sources --no-study --out {tmp_path / 'q'}"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    line = next((x for x in r.stderr.splitlines() if x.startswith("profile quick:")), "")
    assert "30 generated examples per claim, where the default profile searches 60" in line, r.stderr
    assert "committed report in reports/ is left as it is" in line and (tmp_path / "q" / "REPORT.md").is_file()


def test_reports_and_cache_go_to_the_project_home(small_run):
    home, _ = small_run
    assert (home / "reports" / "partial" / "REPORT.md").is_file()
    assert list((home / ".cache" / "results").glob("*.json"))


def test_the_project_home_is_the_checkout_else_the_current_folder_else_pe_verify_home(tmp_path):
    checkout, installed, cwd = tmp_path / "checkout", tmp_path / "site-packages", tmp_path / "work"
    for d in (checkout / "theorems", installed / "theorems", cwd):
        d.mkdir(parents=True)
    (checkout / "pyproject.toml").write_text("")
    assert paths.home(checkout, {}, cwd) == checkout
    assert paths.home(installed, {}, cwd) == cwd  # never site-packages
    assert paths.home(checkout, {"PE_VERIFY_HOME": "elsewhere"}, cwd) == cwd / "elsewhere"
    assert paths.home(environ={}) == ROOT and paths.is_checkout()  # this checkout


def test_an_installed_copy_writes_into_the_current_folder(tmp_path):
    site, work = tmp_path / "site-packages", tmp_path / "work"
    work.mkdir()
    for pkg in ("suite", "numeric", "theorems"):  # what pip install . puts in site-packages (no pyproject.toml)
        shutil.copytree(ROOT / pkg, site / pkg, ignore=shutil.ignore_patterns("__pycache__"))
    env = {**os.environ, "PYTHONPATH": str(site)}
    env.pop("PE_VERIFY_HOME", None)
    r = subprocess.run([sys.executable, "-c", "from suite import cache, paths, runner; "
                        "print(runner.THEOREMS, paths.home(), cache.CACHE_DIR, sep='\\n')"],
                       cwd=work, env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == [str(site / "theorems"), str(work), str(work / ".cache" / "results")]


# a run whose report writing is disturbed (programs for ``python -c``: the verify command with write_report wrapped)
INTERRUPT_WRITING = """
import os, signal, sys, time
import suite.__main__ as m
written = m.write_report
def write_report(*args, **kwargs):
    os.kill(os.getpid(), signal.SIGTERM)  # while the report is being written
    time.sleep(2)
    return written(*args, **kwargs)
m.write_report = write_report
sys.exit(m.main(sys.argv[1:]))
"""
DISK_FULL = """
import errno, os, sys
import suite.__main__ as m
def write_report(folder, *args, **kwargs):
    (folder / "REPORT.md").write_text("half a report")
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
m.write_report = write_report
sys.exit(m.main(sys.argv[1:]))
"""


@pytest.mark.parametrize("program, code, said", [
    (INTERRUPT_WRITING, 130, ("interrupted (SIGTERM)", "the previous report is kept")),
    (DISK_FULL, 2, ("No space left on device", "the previous report is kept"))], ids=["SIGTERM", "ENOSPC"])
def test_a_run_stopped_while_its_report_is_written_keeps_the_previous_report(tmp_path, program, code, said):
    """Issue 33, probes 9 and 14: signals are not held while the report is written (only while it is published, one
    rename), so a SIGTERM stops the run there with 130; a full disk there is one line and exit 2, no traceback; in
    both the previous report is kept whole."""
    env = {**os.environ, "PE_VERIFY_HOME": str(tmp_path)}
    args = ["verify", *FAST, "--profile", "examples", "--no-sources", "--no-study"]
    first = subprocess.run([sys.executable, "-m", "suite", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                           timeout=300)
    assert first.returncode == 0, first.stderr
    before = {p.relative_to(tmp_path): p.read_bytes() for p in (tmp_path / "reports").rglob("*") if p.is_file()}
    start = time.monotonic()
    r = subprocess.run([sys.executable, "-c", program, *args, "--no-cache"], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == code and "Traceback" not in r.stderr, r.stderr
    assert all(s in r.stderr for s in said), r.stderr
    assert time.monotonic() - start < 120
    after = {p.relative_to(tmp_path): p.read_bytes() for p in (tmp_path / "reports").rglob("*") if p.is_file()}
    assert after == before


def test_a_disk_full_before_the_report_is_started_is_one_line_and_leaves_no_staging_folder(tmp_path, capsys,
                                                                                          monkeypatch):
    """Issue 33 (second audit): a full disk when the fresh report folder is made (its mark written) was a traceback
    that left the staging folder behind; now it is one line, exit 2, nothing run, the previous report and nothing
    else beside it."""
    import errno

    out = tmp_path / "out"
    out.mkdir()
    (out / "REPORT.md").write_text("an old report\n")
    (out / MARK).write_text(MARK_TEXT)
    written = Path.write_text

    def write_text(self, *args, **kwargs):
        if self.name == MARK and ".out" in self.parent.name:  # the staging folder's mark
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return written(self, *args, **kwargs)

    monkeypatch.setattr(Path, "write_text", write_text)
    code = cli_main.main(["verify", "-k", "norm_is_half", "--no-sources", "--no-study", "--out", str(out)])
    assert code == 2
    (line,) = _stderr_lines(capsys.readouterr().err)
    assert "No space left on device" in line and "the previous report is kept" in line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]
    assert (out / "REPORT.md").read_text() == "an old report\n"


def test_out_never_reaches_into_a_mount_point(tmp_path, capsys):
    """Issue 33, probe 12: a report folder is replaced whole, so --out on a folder that holds a mount point is
    refused before anything runs, and the mounted files are untouched."""
    out = tmp_path / "out"
    (out / "mnt").mkdir(parents=True)
    (out / "REPORT.md").write_text("an old report\n")
    (out / MARK).write_text(MARK_TEXT)
    made = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "pe_probe", str(out / "mnt")], capture_output=True)
    if made.returncode != 0:
        pytest.skip("a tmpfs can be mounted only by root")
    try:
        (out / "mnt" / "precious").write_text("mounted data\n")
        code = cli_main.main(["verify", "-k", "norm_is_half", "--no-sources", "--no-study", "--out", str(out)])
        assert code == 2
        (line,) = _stderr_lines(capsys.readouterr().err)
        assert "mount point" in line and str(out / "mnt") in line
        assert (out / "mnt" / "precious").read_text() == "mounted data\n"
        assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]  # no staging folder left beside it
    finally:
        subprocess.run(["umount", str(out / "mnt")], check=False)


def test_verify_in_a_copy_of_the_project_refuses_to_run_the_originals_code(tmp_path):
    """Issue 33, probe 13: a copy of the project whose virtual environment is the original's (an editable install)
    imports the original's code; verify run there says so, naming both, and exits 2 instead of verifying the
    original."""
    copy = tmp_path / "copy"
    (copy / "suite").mkdir(parents=True)
    (copy / "theorems").mkdir()
    (copy / "pyproject.toml").write_text('[project]\\nname = "pe-verify"\\n')
    (copy / "suite" / "__init__.py").write_text("")
    env = {k: v for k, v in os.environ.items() if k != "PE_VERIFY_HOME"}
    code = f"import sys; sys.path.insert(0, {str(ROOT)!r}); from suite.__main__ import main; sys.exit(main(sys.argv[1:]))"
    r = subprocess.run([sys.executable, "-c", code, "verify", "-k", "norm_is_half", "--no-sources", "--no-study"],
                       cwd=copy / "theorems", env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 2, r.stderr
    assert f"this is the project {copy}" in r.stderr and str(ROOT) in r.stderr
    assert not (copy / "reports").exists()
    # and so is every other command, each of which would read or write the original's claims, caches or reports
    # (second audit: the guard was verify's alone)
    (copy / "notes.md").write_text("$1 + 1 = 2$\n")
    for command in (["list"], ["show", "norm_is_half"], ["check", str(copy / "notes.md")], ["corpus"],
                    ["new-claim", "x_is_y"], ["mutate"]):
        r = subprocess.run([sys.executable, "-c", code, *command], cwd=copy, env=env, capture_output=True, text=True,
                           timeout=120)
        assert r.returncode == 2 and r.stderr.startswith(f"{command[0]}: this is the project {copy}"), (command, r)
    assert sorted(p.name for p in copy.iterdir()) == ["notes.md", "pyproject.toml", "suite", "theorems"]


SIGNAL_AT_EXIT = """
import atexit, os, signal, sys, time
import suite.__main__ as m
atexit.register(lambda: (os.kill(os.getpid(), signal.SIGTERM), time.sleep(5)))  # the run has ended: its clean-up
sys.argv = ["pe-verify", *sys.argv[1:]]
sys.exit(m.main())
"""


def test_a_signal_after_the_run_has_ended_is_still_one_line_and_130(tmp_path):
    """The audit's SIGTERM just after the report was published ended the process by the signal (-15), with no
    word: from the end of the run to the end of the process a stop signal is one line and exit 130."""
    env = {**os.environ, "PE_VERIFY_HOME": str(tmp_path)}
    args = ["verify", *FAST, "--profile", "examples", "--no-sources", "--no-study"]
    r = subprocess.run([sys.executable, "-c", SIGNAL_AT_EXIT, *args], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 130, (r.returncode, r.stderr)
    assert r.stderr.splitlines()[-1] == "interrupted (SIGTERM) after the run had ended: what it wrote stands"
    assert (tmp_path / "reports" / "partial" / "REPORT.md").is_file()


def test_out_on_a_folder_with_a_report_md_of_the_users_own_is_refused(tmp_path, capsys):
    """The audit: a folder holding REPORT.md, documents/ and html/ of the user's own counted as a report folder, and
    verify --out replaced it (the user's REPORT.md and both folders' files were lost).  Only a folder with the
    suite's mark is replaced; a report folder the suite wrote is written again."""
    out = tmp_path / "mine"
    (out / "documents").mkdir(parents=True)
    (out / "html").mkdir()
    (out / "REPORT.md").write_text("my report\n")
    (out / "documents" / "mine.txt").write_text("mine\n")
    (out / "html" / "myfile.html").write_text("h\n")
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert cli_main.main(["verify", *FAST, "--profile", "examples", "--no-sources", "--out", str(out)]) == 2
    (line,) = _stderr_lines(capsys.readouterr().err)
    assert "not the mark .pe-verify-report" in line
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before
    ours = tmp_path / "ours"
    for _ in range(2):  # made, then written again
        assert cli_main.main(["verify", *FAST, "--profile", "examples", "--no-sources", "--out", str(ours)]) == 0
    assert (ours / MARK).is_file() and (ours / "REPORT.md").is_file()


def test_verify_called_in_process_leaves_the_callers_sources_setting_alone(monkeypatch):
    """verify sets PE_SOURCES for its claims (and removes it with --no-sources); a caller in the same process (a test,
    a notebook) got its setting back changed: every later run there read another folder."""
    monkeypatch.setenv("PE_SOURCES", "/some/where")
    assert cli_main.main(["verify", *FAST, "--profile", "examples", "--no-sources", "--no-study"]) == 0
    assert os.environ["PE_SOURCES"] == "/some/where"
