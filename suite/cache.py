"""Results cached by content: a claim's key hashes its module's text, the project modules it
imports (theorems._util_*), the framework (suite/, numeric/), the versions of the libraries the
results depend on, and the run settings.  Changing one claim module reruns only that claim;
changing the framework or a library version reruns everything."""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import tempfile
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE_DIR = ROOT / ".cache" / "results"
# the framework files that can change a claim's result (not the renderer, CLI or tools)
NOT_RESULT = {"report.py", "assemble.py", "__main__.py", "bench.py", "mutate.py", "newclaim.py", "cache.py"}


def RESULT_FILES():
    return [p for folder in ("suite", "numeric") for p in sorted((ROOT / folder).glob("*.py"))
            if p.name not in NOT_RESULT]


LIBS = ("sympy", "mpmath", "numpy", "flint", "ml_dtypes", "hypothesis", "matplotlib")


@lru_cache(maxsize=1)
def _environment_digest() -> str:
    import importlib

    h = hashlib.sha256()
    for lib in LIBS:
        try:
            h.update(f"{lib}={getattr(importlib.import_module(lib), '__version__', '?')};".encode())
        except ImportError:
            h.update(f"{lib}=absent;".encode())
    src = Path(os.environ.get("PE_SOURCES", ROOT.parent / "shared" / "sources"))
    for p in sorted(src.glob("*.txt")) if src.is_dir() else []:  # code-block claims read the documents
        h.update(p.name.encode() + b"\0" + p.read_bytes())
    for p in RESULT_FILES():
        h.update(p.name.encode() + b"\0" + p.read_bytes())
    return h.hexdigest()


def claim_key(name: str, settings: dict, theorems: Path | None = None) -> str:
    theorems = theorems or ROOT / "theorems"
    src = (theorems / f"{name}.py").read_bytes()
    h = hashlib.sha256(_environment_digest().encode())
    h.update(json.dumps(settings, sort_keys=True).encode())
    h.update(src)
    seen: set = set()
    todo = list(re.findall(rb"theorems\.(_util_\w+)", src))
    while todo:  # helpers that helpers import count too
        util = todo.pop().decode()
        p = theorems / f"{util}.py"
        if util in seen or not p.exists():
            continue
        seen.add(util)
        text = p.read_bytes()
        todo += re.findall(rb"theorems\.(_util_\w+)", text)
    for util in sorted(seen):
        h.update(util.encode() + b"\0" + (theorems / f"{util}.py").read_bytes())
    return h.hexdigest()[:32]


def get(key: str, figures_dir: Path | None) -> dict | None:
    f = CACHE_DIR / f"{key}.json"
    if not f.exists():
        return None
    try:
        res = json.loads(f.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if res.get("figure"):
        png = CACHE_DIR / f"{key}.png"
        if not png.exists() or figures_dir is None:
            return None
        figures_dir.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(png, figures_dir / Path(res["figure"]).name)
    return res


def put(key: str, res: dict, figures_dir: Path | None) -> None:
    if res.get("verdict") == "error":
        return  # errors are never cached: a rerun tries again
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    if res.get("figure") and figures_dir is not None:
        src = figures_dir / Path(res["figure"]).name
        if src.exists():
            shutil.copyfile(src, CACHE_DIR / f"{key}.png")
    fd, tmp = tempfile.mkstemp(dir=CACHE_DIR, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(res, fh, ensure_ascii=False)
    os.replace(tmp, CACHE_DIR / f"{key}.json")
