"""The README's two set-up commands, run as written on a machine where only ``python3`` exists: no ``python``
on PATH, no active virtual environment (the newcomer of issue 26 on a Debian machine with its system Python).

The test copies the checkout (its tracked and unignored files) into a temporary folder with the documents
beside it (``../shared/sources``), builds a PATH on which every command of this machine is found except
``python`` (and pip, and this test run's virtual environment), ``python3`` being the base interpreter, and runs
the README's two commands with ``bash -c`` in that copy, the second in the shell state the first left (as
``.ci/run`` does): ``python3 -m venv .venv && . .venv/bin/activate && pip install ... && make verify``, then
``make test``.  Only their scope is narrowed, through the environment the Makefile reads: ``VERIFY_ARGS`` selects
one claim for ``make verify`` and ``PYTEST_ADDOPTS`` (``-k``) one test for ``make test``, run in one process
(``TEST_WORKERS=0``); the install is the real one
(from the package index, through pip's cache).  It needs the package index (PyPI) as the first command does.

It reinstalls everything (about a minute, most of one core), so ``make test`` leaves it out and ``.ci/run`` runs it
after the README's two commands, with ``PE_SETUP_TEST=1`` (``PE_SETUP_TEST=1 make test`` runs it too);
``PE_SKIP_SETUP_TEST=1`` skips it there on a machine without a package index (it then says so)."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.xdist_group("setup_commands")

CLAIM = "pair_energy_is_exactly_one"
TEST = "test_spans_cut_prose_math_and_code_in_order"  # make test runs tests/, -k narrows it to this one


def readme_commands() -> list[str]:
    """The README's set-up block: its two commands, as .ci/run reads them."""
    section = (ROOT / "README.md").read_text(encoding="utf-8").split("## Set-up (the two commands)", 1)[1]
    block = re.search(r"```sh\n(.*?)```", section.split("\n## ", 1)[0], re.S).group(1).strip()
    return block.splitlines()


def _sources_folder() -> Path:
    """The documents this test run reads (the first folder of $PE_SOURCES, else ../shared/sources)."""
    first = (os.environ.get("PE_SOURCES") or "").split(os.pathsep)[0]
    return Path(first) if first else ROOT.parent / "shared" / "sources"


def _copy_checkout(dest: Path) -> None:
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, check=True,
                           capture_output=True).stdout.decode().split("\0")
    for f in filter(None, files):
        src = ROOT / f
        if src.is_file():
            (dest / f).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / f)


def _python3_only_path(bin_dir: Path) -> str:
    """A folder with every command of this PATH but python, python2, pip* and this run's venv; python3 the base
    interpreter (not the venv's)."""
    bin_dir.mkdir()
    venv_bin = Path(sys.prefix) / "bin"
    for d in os.environ.get("PATH", "").split(os.pathsep):
        p = Path(d)
        if not d or not p.is_dir() or p.resolve() == venv_bin.resolve() or (p.parent / "pyvenv.cfg").exists():
            continue
        for exe in p.iterdir():
            name = exe.name
            if name.startswith(("python", "pip")) or (bin_dir / name).exists():
                continue
            if exe.is_file() and os.access(exe, os.X_OK):
                (bin_dir / name).symlink_to(exe)
    base = Path(getattr(sys, "_base_executable", sys.executable)).resolve()
    (bin_dir / "python3").symlink_to(base)
    return str(bin_dir)


@pytest.mark.skipif(os.environ.get("PE_SETUP_TEST") != "1",
                    reason="reinstalls from the package index: run by .ci/run (or PE_SETUP_TEST=1 make test)")
@pytest.mark.skipif(os.environ.get("PE_SKIP_SETUP_TEST") == "1", reason="PE_SKIP_SETUP_TEST=1: no package index here")
@pytest.mark.skipif(os.environ.get("PE_SETUP_TEST_INNER") == "1", reason="inside its own make test")
def test_the_readme_set_up_commands_work_where_only_python3_exists(tmp_path):
    commands = readme_commands()
    assert len(commands) == 2, commands
    proj, sources = tmp_path / "main", tmp_path / "shared" / "sources"
    proj.mkdir()
    # the documents, where make verify reads them (../shared/sources beside the checkout)
    shutil.copytree(_sources_folder(), sources)
    _copy_checkout(proj)
    path = _python3_only_path(tmp_path / "bin")
    pip_cache = os.environ.get("PIP_CACHE_DIR") or str(Path.home() / ".cache" / "pip")
    env = {"PATH": path, "HOME": str(tmp_path / "home"), "PIP_CACHE_DIR": pip_cache, "LANG": "C.UTF-8",
           "TMPDIR": str(tmp_path), "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PIP_NO_INPUT": "1",
           "PIP_NO_COMPILE": "1",  # no .pyc of the installed packages ahead of time (Python writes them on import)
           "VERIFY_ARGS": f"-k {CLAIM} -q", "PYTEST_ADDOPTS": f"-k {TEST}", "TEST_WORKERS": "0", "PE_SETUP_TEST_INNER": "1",
           "HYPOTHESIS_STORAGE_DIRECTORY": str(tmp_path / "hyp")}
    (tmp_path / "home").mkdir()

    def sh(script: str, timeout: int) -> subprocess.CompletedProcess:
        return subprocess.run(["bash", "-c", script], cwd=proj, env=env, capture_output=True, text=True,
                              timeout=timeout)

    pre = sh("command -v python; command -v python3; echo venv=${VIRTUAL_ENV:-none}", 30)
    assert pre.stdout.splitlines() == [str(Path(path) / "python3"), "venv=none"], pre.stdout  # no python at all

    # both commands in one shell, the second after the first, as a newcomer types them (and as .ci/run runs them)
    script = "set -e\n" + "\n".join(f"echo '### {c}'\n{c}" for c in commands)
    run = sh(script, 1500)
    out = run.stdout + run.stderr
    assert run.returncode == 0, out[-6000:]
    assert "externally-managed-environment" not in out and "No such file or directory" not in out, out[-4000:]
    venv = proj / ".venv"
    cfg = (venv / "pyvenv.cfg").read_text()
    assert (venv / "bin" / "python").exists() and "home = " in cfg, cfg
    # make verify ran the claim in that venv and wrote its report (-k writes reports/partial)
    report = proj / "reports" / "partial" / "REPORT.md"
    assert report.is_file(), out[-4000:]
    assert "Claims run: 1 — proved: 1." in report.read_text(encoding="utf-8"), report.read_text(encoding="utf-8")[:2000]
    # make test ran pytest in that venv: the one selected test passed
    assert re.search(r"\b1 passed\b", out), out[-4000:]
