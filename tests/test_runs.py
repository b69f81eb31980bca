"""Whole runs: byte-identical reports from two runs (the second served from the cache), and a
failed run leaves the previous report intact."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from suite.publish import MARK, MARK_TEXT

ROOT = Path(__file__).resolve().parent.parent
PICK = ["-k", "norm_is_half", "-k", "attention_output_order", "-k", "low_index_pairs_are"]


def _verify(out, *extra):
    return subprocess.run([sys.executable, "-m", "suite", "verify", *PICK, "--profile", "quick", "--out", str(out), *extra],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_two_runs_give_identical_bytes_and_the_second_comes_from_the_cache(tmp_path):
    a, b, c = _verify(tmp_path / "a", "--no-claim-cache"), _verify(tmp_path / "b"), _verify(tmp_path / "c")
    assert a.returncode == b.returncode == c.returncode == 0, a.stderr + b.stderr + c.stderr
    assert "4 claims (4 from the cache)" in c.stderr
    for name in ("REPORT.md", "report.json", "conventions.md"):
        ref = (tmp_path / "a" / name).read_bytes()
        assert (tmp_path / "b" / name).read_bytes() == ref
        assert (tmp_path / "c" / name).read_bytes() == ref


def test_a_cold_and_a_warm_run_give_the_same_bytes_after_an_unrelated_edit_to_the_renderer(tmp_path):
    """The renderer is loaded before the claims fork and is outside the cache key: literals added to it must not
    change what a cold run's searches draw (Hypothesis's local constants are pinned to the claim's own)."""
    proj = tmp_path / "proj"
    proj.mkdir()
    shutil.copy(ROOT / "pyproject.toml", proj)
    for pkg in ("suite", "numeric", "theorems"):
        shutil.copytree(ROOT / pkg, proj / pkg, ignore=shutil.ignore_patterns("__pycache__", "README.md"))
    env = {**os.environ, "SUITE_PROGRESS": "0"}
    env.pop("PE_VERIFY_HOME", None)
    sources = ["--no-sources"]  # what is compared is the claims' results; the documents' checking is cached by content

    def run(out, *extra):  # (a claim whose float measurements moved with the renderer's literals, and one more)
        r = subprocess.run([sys.executable, "-m", "suite", "verify", "-k", "positions_10_and_13_differ_by_rotation",
                            "-k", "norm_is_half", "--profile", "quick", "--no-study",
                            *sources, "--out", str(tmp_path / out), *extra], cwd=proj, env=env, capture_output=True,
                           text=True, timeout=600)
        assert r.returncode == 0, r.stderr
        return r.stderr

    assert "(0 from the cache)" in run("before")  # cold, before the edit: what a warm run after it is served
    renderer = proj / "suite" / "report.py"  # outside the key: a warm run after the edit is served the same results
    literals = ", ".join([str(7 + 13 * k) for k in range(300)] + [f"{k / 7:.6f}" for k in range(1, 100)])
    renderer.write_text(renderer.read_text(encoding="utf-8") + f"\n_UNUSED = ({literals})\n", encoding="utf-8")
    assert "(0 from the cache)" in run("after", "--no-cache")  # cold, after the edit
    for name in ("REPORT.md", "report.json", "conventions.md"):
        assert (tmp_path / "after" / name).read_bytes() == (tmp_path / "before" / name).read_bytes(), name


def test_a_failed_run_keeps_the_previous_report(tmp_path, monkeypatch):
    from suite import __main__ as cli

    out = tmp_path / "rep"
    out.mkdir()
    (out / "REPORT.md").write_text("previous good report\n")
    (out / MARK).write_text(MARK_TEXT)
    (out / "report.json").write_text("{}\n")

    def boom(rep):
        raise RuntimeError("renderer crashed")

    monkeypatch.setattr(cli, "render_pages", boom)
    with pytest.raises(RuntimeError):
        # (the documents have nothing to do with the renderer's crash: --no-sources keeps the test short)
        cli.main(["verify", "-k", "norm_is_half", "--profile", "examples", "--out", str(out), "--no-sources"])
    assert (out / "REPORT.md").read_text() == "previous good report\n"
    assert not list(out.glob(".*.tmp"))


def test_new_claim_skeleton_loads_but_is_an_error_saying_what_to_fill_in(tmp_path):
    """An unedited skeleton (statement "TODO…", the placeholder step sin²t + cos²t = 1) is never a verdict."""
    name = "zz_skeleton_written_by_the_test"
    path = ROOT / "theorems" / "encoding" / f"{name}.py"
    try:
        r = subprocess.run([sys.executable, "-m", "suite.newclaim", name, "--topic", "encoding"], cwd=ROOT,
                           capture_output=True, text=True)
        assert r.returncode == 0 and path.exists()
        from suite import runner

        runner.load(name)  # a valid declaration
        res = runner.run_claim(name, profile="examples", floats=False, conventions=False)
        assert res.verdict == "error", res.why
        assert "skeleton" in res.why and all(f in res.why for f in ("statement", "hypotheses", "sharp", "the check"))
    finally:
        path.unlink(missing_ok=True)
