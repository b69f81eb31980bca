"""The "Add a claim" page (docs/claims.md, linked from the README), followed word for word, gives a new verified
claim; the README's front page is short and names what it links to."""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_readme_example_claim_is_verified(tmp_path):
    readme = (ROOT / "docs" / "claims.md").read_text(encoding="utf-8")
    section = readme.split("## Add a claim", 1)[1]
    path_rel = re.search(r"create\s+`(theorems/[a-z_]+/[a-z0-9_]+\.py)`", section).group(1)
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    command = re.search(r"```sh\n(python -m suite verify -k [a-z0-9_]+)\n```", section).group(1)
    path = ROOT / path_rel
    assert not path.exists()
    try:
        path.write_text(code, encoding="utf-8")
        args = command.split()[1:] + ["--out", str(tmp_path), "--no-claim-cache"]
        from suite.sources import folders_from_env

        for folder in folders_from_env():  # PE_SOURCES (make test SOURCES=...) or ../shared/sources
            if folder.is_dir():
                args += ["--sources", str(folder)]
        r = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=600)
        assert r.returncode == 0, r.stderr
        name, topic = path.stem, path.parent.name
        assert f"[{topic}](topics/{topic}.md)" in (tmp_path / "REPORT.md").read_text(encoding="utf-8")
        page = (tmp_path / "topics" / f"{topic}.md").read_text(encoding="utf-8")
        assert f"| [`{name}`](#claim-{name.replace('_', '-')}) | proved | proved |" in page
    finally:
        path.unlink(missing_ok=True)


def test_the_readme_front_page_is_short_and_its_links_arrive():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    lines = readme.splitlines()
    first_skippable = next(k for k, line in enumerate(lines) if line.startswith("## Going further"))
    assert first_skippable <= 40
    setup = readme.split("## Set-up (the two commands)", 1)[1].split("##", 1)[0]
    commands = re.search(r"```sh\n(.*?)```", setup, re.S).group(1).strip().splitlines()
    assert commands == ["python3 -m venv .venv && . .venv/bin/activate && pip install -c constraints.txt -e '.[dev]' "
                        "&& make verify", "make test"]
    for target in re.findall(r"\]\(((?:docs/)[^)#]+)\)", readme):
        assert (ROOT / target).is_file(), target
    for page in (ROOT / "docs").glob("*.md"):
        for target in re.findall(r"\]\(([^)#:]+\.md)\)", page.read_text(encoding="utf-8")):
            assert (page.parent / target).resolve().is_file(), (page.name, target)


def test_make_finds_a_python_without_python_on_the_path(tmp_path):
    """No `python` on PATH and no .venv: make falls back to python3 (a Debian system Python)."""
    import shutil

    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("make", "sh", "python3"):
        (bin_dir / tool).symlink_to(shutil.which(tool) or f"/usr/bin/{tool}")
    proj = tmp_path / "proj"
    proj.mkdir()
    shutil.copy(ROOT / "Makefile", proj)
    r = subprocess.run(["make", "-n", "verify"], cwd=proj, env={"PATH": str(bin_dir)}, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("python3 -m suite verify"), r.stdout
    (proj / ".venv" / "bin").mkdir(parents=True)
    (proj / ".venv" / "bin" / "python").symlink_to(sys.executable)
    r = subprocess.run(["make", "-n", "test"], cwd=proj, env={"PATH": str(bin_dir)}, capture_output=True, text=True)
    assert ".venv/bin/python -m pytest" in r.stdout, r.stdout


def test_the_lock_pins_exactly_what_the_project_needs_so_make_lock_reproduces_it():
    """constraints.txt (``make lock``: a fresh venv, ``pip install -e '.[dev]'``, ``pip freeze``) pins the transitive
    requirements of pyproject.toml's dependencies and dev extra, and nothing else: a pin that nothing requires
    (lark, once the reader's own parser replaced SymPy's LaTeX parser) is dropped by the next ``make lock``."""
    import re
    import tomllib
    from importlib.metadata import PackageNotFoundError, distribution

    from packaging.requirements import Requirement

    def norm(name):
        return re.sub(r"[-_.]+", "-", name).lower()

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    todo = [(Requirement(r), set()) for r in project["dependencies"] + project["optional-dependencies"]["dev"]]
    needed = set()
    while todo:
        req, extras = todo.pop()
        if req.marker and not any(req.marker.evaluate({"extra": e}) for e in (extras or {""})):
            continue
        name = norm(req.name)
        if name in needed:
            continue
        needed.add(name)
        try:
            dist = distribution(req.name)
        except PackageNotFoundError:
            continue
        todo += [(Requirement(r), set(req.extras)) for r in dist.requires or []]
    lines = (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines()
    pinned = {norm(x.split("==")[0]) for x in lines if "==" in x and not x.lstrip().startswith("#")}
    assert pinned - needed == set(), "pinned, but nothing the project installs requires it"
    assert needed - pinned == set(), "required, but not pinned"
