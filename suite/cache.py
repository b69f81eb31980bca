"""Results cached by content, keyed on what a claim really ran.

An entry is found by a *base key*: the claim module's text, the framework files that compute
results (suite/, numeric/, not the renderer or the tools), the versions of the libraries the
results depend on, and the run settings.  The entry then lists what the claim's process actually
used, recorded when it ran: every project module it imported (whatever the import form:
``import theorems._util_x``, ``from theorems import _util_x``, another claim module, a helper's
helper), and the documents it cited or read, each with the hash of its content.  The entry is
served only if all of them are unchanged.  Changing one claim module, or a helper, or a document
reruns only the claims that used it."""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import tempfile
from functools import lru_cache
from pathlib import Path

from suite.paths import PACKAGE_ROOT as ROOT, home

CACHE_DIR = home() / ".cache" / "results"  # in the project, never in site-packages (suite.paths)
FORMAT = 2
# the framework files that cannot change a claim's result (the renderer, the CLI and the tools; the
# precision study is keyed on its own, study_key)
NOT_RESULT = {"report.py", "assemble.py", "__main__.py", "bench.py", "mutate.py", "newclaim.py", "cache.py",
              "study.py", "precision_study.py", "cli.py", "paths.py", "junit.py", "meta.py", "htmlview.py",
              "viewcmd.py", "checkcmd.py"}  # the reader (suite/reader/) is keyed apart (triage_key)
STUDY_FILES = ("suite/study.py", "numeric/precision_study.py")


def RESULT_FILES():
    return [p for folder in ("suite", "numeric") for p in sorted((ROOT / folder).glob("*.py"))
            if p.name not in NOT_RESULT]


LIBS = ("sympy", "mpmath", "numpy", "flint", "ml_dtypes", "hypothesis", "matplotlib")


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


_FILE_SHA: dict = {}


def _file_sha(path: str) -> str | None:
    """The sha256 of the file at ``path`` (None if it is not a file), hashed once per run for each
    (path, size, modification time): the cache checks the same project modules for every claim."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    if not os.path.isfile(path):
        return None
    key = (path, st.st_size, st.st_mtime_ns, st.st_ino)
    got = _FILE_SHA.get(key)
    if got is None:
        with open(path, "rb") as fh:
            got = _FILE_SHA[key] = _sha(fh.read())
    return got


@lru_cache(maxsize=1)
def _environment_digest() -> str:
    import importlib

    h = hashlib.sha256(f"format={FORMAT};".encode())
    for lib in LIBS:
        try:
            h.update(f"{lib}={getattr(importlib.import_module(lib), '__version__', '?')};".encode())
        except ImportError:
            h.update(f"{lib}=absent;".encode())
    for p in RESULT_FILES():
        h.update(p.name.encode() + b"\0" + p.read_bytes())
    return h.hexdigest()


def claim_key(path: Path, settings: dict) -> str:
    """The base key of a claim: its module text, the framework, the libraries, the settings.
    (Not its path: moving a module to another topic folder keeps its results.)"""
    h = hashlib.sha256(_environment_digest().encode())
    h.update(json.dumps(settings, sort_keys=True).encode())
    h.update(Path(path).read_bytes())
    return h.hexdigest()[:32]


def project_modules_loaded(roots: list[Path]) -> dict[str, str]:
    """{path: sha} of every module now in sys.modules whose file lies under one of ``roots``,
    except the framework files already in the base key and the files that compute no result."""
    framework = {p.resolve() for p in RESULT_FILES()}
    out = {}
    for mod in list(sys.modules.values()):
        f = getattr(mod, "__file__", None)
        if not f:
            continue
        p = Path(f).resolve()
        if p in framework or p.name in NOT_RESULT and p.parent.name == "suite":
            continue
        if any(r in p.parents for r in roots) and p.suffix == ".py" and p.is_file():
            out[str(p)] = _sha(p.read_bytes())
    return dict(sorted(out.items()))


def doc_digest(sources, doc: str) -> str:
    """The hash of document ``doc`` as found in the folders ``sources`` (a folder or a list of them)."""
    from suite.sources import find_document

    p = find_document(sources, doc)
    return _sha(p.read_bytes()) if p is not None else "absent"


def get(key: str, figures_dir: Path | None, sources=None) -> dict | None:
    """The cached result for ``key`` if every module and document it used is unchanged."""
    f = CACHE_DIR / f"{key}.json"
    if not f.exists():
        return None
    try:
        entry = json.loads(f.read_text(encoding="utf-8"))
        res, deps, docs = entry["result"], entry["modules"], entry["documents"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    for path, digest in deps.items():
        if _file_sha(path) != digest:
            return None
    for doc, digest in docs.items():
        if doc_digest(sources, doc) != digest:
            return None
    if res.get("figure"):
        png = CACHE_DIR / f"{key}.png"
        if not png.exists() or figures_dir is None:
            return None
        figures_dir.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(png, figures_dir / Path(res["figure"]).name)
    return res


def put(key: str, res: dict, used: dict, figures_dir: Path | None) -> None:
    """Store ``res`` under ``key`` with ``used = {"modules": {path: sha}, "documents": {doc: sha}}``."""
    if res.get("verdict") == "error":
        return  # errors are never cached: a rerun tries again
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    if res.get("figure") and figures_dir is not None:
        src = figures_dir / Path(res["figure"]).name
        if src.exists():
            shutil.copyfile(src, CACHE_DIR / f"{key}.png")
    fd, tmp = tempfile.mkstemp(dir=CACHE_DIR, suffix=".tmp")
    os.chmod(tmp, 0o644)  # mkstemp makes 0600; the cache is an ordinary file of the project
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump({"result": res, "modules": used.get("modules", {}), "documents": used.get("documents", {})},
                  fh, ensure_ascii=False)
    os.replace(tmp, CACHE_DIR / f"{key}.json")


def study_key(settings: dict) -> str:
    """The precision study's key: the framework and libraries (the model, the contexts, the encoding),
    its own two files and its settings."""
    h = hashlib.sha256(_environment_digest().encode())
    h.update(json.dumps(settings, sort_keys=True).encode())
    for rel in STUDY_FILES:
        h.update((ROOT / rel).read_bytes())
    enc = ROOT / "numeric" / "encoding.py"
    h.update(enc.read_bytes())
    return "study-" + h.hexdigest()[:32]


def study_get(key: str, figures_dir: Path) -> dict | None:
    """The cached study for ``key``, its figures copied into ``figures_dir``; None if absent."""
    f = CACHE_DIR / f"{key}.json"
    try:
        data = json.loads(f.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    pngs = [CACHE_DIR / key / Path(fam["figure"]).name for fam in data.get("families", [])]
    if not all(p.is_file() for p in pngs):
        return None
    figures_dir.mkdir(parents=True, exist_ok=True)
    for p in pngs:
        shutil.copyfile(p, figures_dir / p.name)
    return data


def study_put(key: str, data: dict, figures_dir: Path) -> None:
    (CACHE_DIR / key).mkdir(parents=True, exist_ok=True)
    for fam in data.get("families", []):
        src = figures_dir / Path(fam["figure"]).name
        if src.exists():
            shutil.copyfile(src, CACHE_DIR / key / src.name)
    fd, tmp = tempfile.mkstemp(dir=CACHE_DIR, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False)
    os.replace(tmp, CACHE_DIR / f"{key}.json")


def triage_key(data: bytes, notation_file: Path | None = None) -> str:
    """The automatic checking's key for one document: its bytes, its notation file, the reader's code
    (suite/reader/), the document modules (their notation values), SymPy's and python-flint's versions."""
    import importlib

    h = hashlib.sha256(f"format={FORMAT};".encode())
    for lib in ("sympy", "flint"):
        try:
            h.update(f"{lib}={getattr(importlib.import_module(lib), '__version__', '?')};".encode())
        except ImportError:
            h.update(f"{lib}=absent;".encode())
    for p in sorted((ROOT / "suite" / "reader").rglob("*.py")):
        h.update(str(p.relative_to(ROOT)).encode() + b"\0" + p.read_bytes())
    for p in sorted((ROOT / "theorems" / "documents").glob("*.py")):
        h.update(p.name.encode() + b"\0" + p.read_bytes())
    if notation_file is not None and notation_file.is_file():
        h.update(b"notation\0" + notation_file.read_bytes())
    h.update(b"document\0" + data)
    return "triage-" + h.hexdigest()[:32]


def blob_get(key: str):
    """The JSON stored under ``key``, or None."""
    try:
        return json.loads((CACHE_DIR / f"{key}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def blob_put(key: str, data) -> None:
    CACHE_DIR.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=CACHE_DIR, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False)
    os.chmod(tmp, 0o644)
    os.replace(tmp, CACHE_DIR / f"{key}.json")
