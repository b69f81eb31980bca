"""Issue 23, a report published whole: written into a fresh folder and published in one atomic step (a process
killed at any step leaves the previous report or the new one, never a mix), the litter of failed runs cleaned, one
run at a time per project folder (a second exits 2 naming the first), page names that cannot collide."""
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from conftest import project_with_claims
from suite import publish
from suite.htmlview import page_name
from suite.report import doc_page
from suite.publish import MARK, MARK_TEXT

ROOT = Path(__file__).resolve().parent.parent
FAST = ["-k", "not_pair_index_256_is_valid", "-k", "not_example_denominator_for_i256"]  # two refuted claims, 0.1 s
VERIFY = ["verify", *FAST, "--profile", "examples", "--no-sources", "--no-study"]


def _previous(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "REPORT.md").write_text("previous report\n")
    (out / "report.json").write_text("{}\n")
    (out / MARK).write_text(MARK_TEXT)  # a report folder of the suite's
    (out / "BENCH.md").write_text("not the report's: kept\n")


def _state(out: Path) -> str:
    """'old' or 'new' when REPORT.md and report.json are of one run, else what is wrong."""
    try:
        md, js = (out / "REPORT.md").read_text(), (out / "report.json").read_text()
    except OSError as e:
        return f"missing: {e}"
    if md == "previous report\n" and js == "{}\n":
        return "old"
    if md != "previous report\n" and js != "{}\n" and json.loads(js).get("claims"):
        return "new"
    return f"mixed: REPORT.md {'old' if md == 'previous report' + chr(10) else 'new'}, report.json {js[:20]!r}"


DRIVER = '''
import os, signal, sys
{setup}
from suite.__main__ import main
sys.exit(main(sys.argv[1:]))
'''

KILL_AT_STEP = '''
from suite import publish
if {no_exchange}:
    publish._exchange = lambda a, b: False
def hook(step):
    if step == {step!r}:
        os.kill(os.getpid(), signal.SIGKILL)
publish.HOOK = hook
'''

# the old way to lose a report: killed between two of its files' replacements
KILL_AT_SECOND_REPLACE = '''
import pathlib
_out = pathlib.Path(sys.argv[-1]).resolve()
_real, _seen = os.replace, []
def replace(src, dst, *a, **k):
    if _out in pathlib.Path(dst).resolve().parents:
        _seen.append(dst)
        if len(_seen) == 2:
            os.kill(os.getpid(), signal.SIGKILL)
    return _real(src, dst, *a, **k)
os.replace = replace
'''


def _driven(setup: str, out: Path, home: Path):
    env = {**os.environ, "SUITE_PROGRESS": "0", "PE_VERIFY_HOME": str(home)}
    return subprocess.run([sys.executable, "-c", DRIVER.format(setup=setup), *VERIFY, "--out", str(out)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)


@pytest.mark.parametrize("step, no_exchange", [("carried", False), ("exchange", False), ("published", False),
                                               ("renamed-old", True)])
def test_a_run_killed_at_any_step_of_publishing_leaves_one_whole_report(tmp_path, step, no_exchange):
    out, home = tmp_path / "out", tmp_path / "home"
    _previous(out)
    r = _driven(KILL_AT_STEP.format(step=step, no_exchange=no_exchange), out, home)
    assert r.returncode == -signal.SIGKILL, r.stderr
    state = _state(out)
    if step == "renamed-old":  # no RENAME_EXCHANGE: killed between the two renames, the next run puts it back
        assert state.startswith("missing")
        publish.clean_litter(out)
        state = _state(out)
    assert state == ("new" if step == "published" else "old")
    assert (out / "BENCH.md").read_text() == "not the report's: kept\n"
    if step != "exchange":
        return
    again = _driven("", out, home)  # the next run cleans the litter and publishes
    assert again.returncode == 0, again.stderr
    assert _state(out) == "new" and (out / "BENCH.md").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["home", "out"], "litter beside the report"
    assert not [p for p in out.iterdir() if p.name.startswith(".") and p.name != MARK], "litter in the report"


def test_a_kill_between_two_files_of_the_report_leaves_no_mixed_report(tmp_path):
    out, home = tmp_path / "out", tmp_path / "home"
    _previous(out)
    _driven(KILL_AT_SECOND_REPLACE, out, home)
    assert _state(out) in ("old", "new")


def test_litter_of_earlier_failed_runs_is_cleaned(tmp_path):
    out, home = tmp_path / "out", tmp_path / "home"
    _previous(out)
    (out / ".figures-abc123").mkdir()
    (out / ".figures-abc123" / "x.png").write_bytes(b"png")
    (out / ".REPORT.md.x1y2.tmp").write_text("half")
    (tmp_path / f".out{publish.STAGING}zz").mkdir()
    r = _driven("", out, home)
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["home", "out"]
    assert not [p.name for p in out.iterdir() if p.name.startswith(".") and p.name != MARK]


WAITING_CLAIM = '''
import os
import time
from pathlib import Path

from hypothesis import strategies as st

from suite import Claim, Eq

claim = Claim(title="t", statement="s", hypotheses="h", expect="numeric", domain={"x": st.integers(0, 3)},
              examples=[{"x": 1}])


@claim.check
def check(ctx, x):
    Path(os.environ["MARKS"], "started").write_text("")
    while not Path(os.environ["MARKS"], "go").exists():  # the test says when
        time.sleep(0.02)
    return Eq(ctx.num(x), ctx.num(x))
'''


@pytest.fixture
def waiting_project(tmp_path):
    """A copy of the project whose only claim waits until the test creates MARKS/go."""
    return project_with_claims(tmp_path, "waiting", {"waits_for_the_test": textwrap.dedent(WAITING_CLAIM)},
                               "A claim that waits.")


def test_a_second_run_in_the_same_project_exits_2_naming_the_first(waiting_project, tmp_path):
    marks = tmp_path / "marks"
    marks.mkdir()
    env = {**os.environ, "MARKS": str(marks), "SUITE_PROGRESS": "0"}
    env.pop("PE_VERIFY_HOME", None)
    cmd = [sys.executable, "-m", "suite", "verify", "--profile", "examples", "--no-sources", "--no-study", "--no-cache"]
    first = subprocess.Popen(cmd, cwd=waiting_project, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
    try:
        deadline = time.monotonic() + 120
        while not (marks / "started").exists():
            assert first.poll() is None, first.communicate()
            assert time.monotonic() < deadline, "the first run's claim did not start"
            time.sleep(0.05)
        second = subprocess.run(cmd + ["--out", str(tmp_path / "other")], cwd=waiting_project, env=env,
                                capture_output=True, text=True, timeout=120)
        assert second.returncode == 2, second.stderr
        assert f"pid {first.pid}" in second.stderr and "another run" in second.stderr
        assert not (tmp_path / "other").exists()
        (marks / "go").write_text("")
        _, err = first.communicate(timeout=120)
        assert first.returncode == 0, err
    finally:
        (marks / "go").write_text("")
        if first.poll() is None:
            first.kill()
    assert (waiting_project / "reports" / "REPORT.md").is_file()


def test_the_lock_is_released_when_its_holder_dies(tmp_path):
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time; from suite import publish; "
                               f"l = publish.ProjectLock({str(tmp_path)!r}).__enter__(); print('held', flush=True); "
                               "time.sleep(300)"], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(publish.Busy, match=f"pid {holder.pid}"):
            publish.ProjectLock(tmp_path).__enter__()
    finally:
        holder.kill()
        holder.wait()
    with publish.ProjectLock(tmp_path):
        pass


def test_page_names_keep_the_extension_and_fit_the_file_system():
    assert doc_page("a.txt") != doc_page("a.md")
    assert page_name("a.txt") != page_name("a.md")
    long = "长" * 83 + ".txt"  # 253 bytes: a legal file name, too long with ".md" added
    for page in (doc_page(long), doc_page(long[:-4] + ".md"), "documents/" + page_name(long)):
        assert len(page.split("/", 1)[1].encode()) <= 255
    assert doc_page(long) != doc_page(long[:-4] + ".md")


def test_links_to_a_page_whose_name_has_spaces_or_markup_are_encoded():
    from suite.report import _Page

    pg = _Page("REPORT.md", {})
    assert pg.href(doc_page("my notes (v2) [draft].md")) == "documents/my%20notes%20%28v2%29%20%5Bdraft%5D.md.md"


def test_html_and_check_do_not_write_into_a_project_that_a_run_is_publishing(tmp_path):
    home = tmp_path / "home"
    (home / "reports").mkdir(parents=True)
    (home / "reports" / "report.json").write_text(json.dumps({"kind": "report", "documents": {}}))
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "note.md").write_text("$$1 + 1 = 2$$\n")
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time; from suite import publish; "
                               f"l = publish.ProjectLock({str(home)!r}).__enter__(); print('held', flush=True); "
                               "time.sleep(300)"], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    env = {**os.environ, "PE_VERIFY_HOME": str(home)}
    try:
        assert holder.stdout.readline().strip() == "held"
        for cmd, code in ((["html", "--sources", str(docs)], 2), (["check", str(docs / "note.md")], 0)):
            r = subprocess.run([sys.executable, "-m", "suite", *cmd], cwd=ROOT, env=env, capture_output=True,
                               text=True, timeout=120)
            assert r.returncode == code, (cmd, r.stderr)  # check still checks: only its pages wait (issue 33)
            assert f"pid {holder.pid}" in r.stderr and "another run" in r.stderr, r.stderr
        assert sorted(p.name for p in (home / "reports").iterdir()) == ["report.json"]
    finally:
        holder.kill()
        holder.wait()
    r = subprocess.run([sys.executable, "-m", "suite", "check", str(docs / "note.md")], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0 and (home / "reports" / "check" / "note.md.md").is_file(), r.stderr


TRIVIAL_CLAIM = '''
from suite import Claim

claim = Claim(title="one plus one", statement="1 + 1 = 2", hypotheses="none", expect="proved",
              sharp="exact identity of integers.")


@claim.proof
def proof(pf):
    import sympy as sp
    pf.eq("1 + 1 = 2", sp.Integer(1) + 1, sp.Integer(2))
'''


def test_documents_with_a_250_byte_name_markup_or_a_newline_in_their_names_get_pages_and_working_links(tmp_path):
    from urllib.parse import unquote
    import re

    proj = project_with_claims(tmp_path, "small", {"one_plus_one_is_two": TRIVIAL_CLAIM}, "One claim.")
    docs = tmp_path / "docs"
    docs.mkdir()
    names = ["a" * 246 + ".txt", "we*ird_[x](y) <b>.md", "new\nline.md"]
    for n in names:
        (docs / n).write_text("# T\n\n$$1 + 1 = 3$$\n")
    env = {**os.environ, "PE_VERIFY_HOME": str(proj), "SUITE_PROGRESS": "0"}
    r = subprocess.run([sys.executable, "-m", "suite", "verify", "--sources", str(docs), "--no-study", "--profile",
                        "examples"], cwd=proj, env=env, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    out = proj / "reports"
    index = (out / "REPORT.md").read_text()
    targets = {unquote(t.split("#")[0]) for t in re.findall(r"\]\((documents/[^)#\s]+)(?:#[^)\s]*)?\)", index)}
    assert {f"documents/{n}.md" for n in names} <= targets
    assert all((out / t).is_file() for t in targets)
    assert r"we\*ird\_\[x\](y) \<b\>.md" in index and "new line.md" in index  # markup escaped, newline a space
    html = (out / "html" / "index.html").read_text()
    hrefs = {unquote(h) for h in re.findall(r'href="([^"#]+\.html)', html)}
    assert {f"{n}.html" for n in names} <= hrefs
    assert all((out / "html" / h).is_file() for h in hrefs)
    r = subprocess.run([sys.executable, "-m", "suite", "html", "--sources", str(docs)], cwd=proj, env=env,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert not [p for p in (out / "html").iterdir() if p.name.startswith(".") and p.name != MARK]


def test_a_report_keeps_the_float_measurements_of_other_platforms_and_replaces_its_own(tmp_path):
    from suite.publish import Publication

    out = tmp_path / "reports"
    for tag, text in (("other-x86_64-py3.11-baseline", "theirs"), ("this-x86_64-py3.11-avx2", "old")):
        (out / "platform" / tag).mkdir(parents=True)
        (out / "platform" / tag / "floats.md").write_text(text)
    (out / "floats.md").write_text("where an earlier version measured")
    pub = Publication(out)
    (pub.folder / "platform" / "this-x86_64-py3.11-avx2").mkdir(parents=True)
    (pub.folder / "platform" / "this-x86_64-py3.11-avx2" / "floats.md").write_text("new")
    pub.publish()
    assert (out / "platform" / "other-x86_64-py3.11-baseline" / "floats.md").read_text() == "theirs"
    assert (out / "platform" / "this-x86_64-py3.11-avx2" / "floats.md").read_text() == "new"
    assert not (out / "floats.md").exists()
