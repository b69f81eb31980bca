"""The README's "Add a claim" section, followed word for word, gives a new verified claim."""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_readme_example_claim_is_verified(tmp_path):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Add a claim", 1)[1]
    path_rel = re.search(r"create\s+`(theorems/[a-z_]+/[a-z0-9_]+\.py)`", section).group(1)
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    command = re.search(r"```sh\n(python -m suite verify -k [a-z0-9_]+)\n```", section).group(1)
    path = ROOT / path_rel
    assert not path.exists()
    try:
        path.write_text(code, encoding="utf-8")
        args = command.split()[1:] + ["--out", str(tmp_path), "--no-cache"]
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
