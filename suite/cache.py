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
import platform
import shutil
import sys
import tempfile
from functools import lru_cache
from pathlib import Path

from suite import record
from suite.paths import PACKAGE_ROOT as ROOT, home

CACHE_DIR = home() / ".cache" / "results"  # in the project, never in site-packages (suite.paths)
FORMAT = 3
# the framework files that cannot change a claim's result (the renderer, the CLI and the tools; the
# precision study is keyed on its own, study_key)
NOT_RESULT = {"report.py", "assemble.py", "__main__.py", "bench.py", "mutate.py", "newclaim.py", "cache.py",
              "study.py", "precision_study.py", "cli.py", "paths.py", "junit.py", "meta.py", "htmlview.py",
              "htmlmarkdown.py", "htmlnotebook.py", "htmllatex.py", "viewcmd.py", "checkcmd.py", "record.py",
              "publish.py", "shapes.py", "containment.py"}  # the reader (suite/reader/) is keyed apart
STUDY_FILES = ("suite/study.py", "numeric/precision_study.py")
CLAIMS_PREFIX = "claims:"  # a module of a claims package outside the project, by path from the package's parent


def RESULT_FILES():
    return [p for folder in ("suite", "numeric") for p in sorted((ROOT / folder).glob("*.py"))
            if p.name not in NOT_RESULT]


LIBS = ("sympy", "mpmath", "numpy", "flint", "ml_dtypes", "hypothesis", "matplotlib")


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


_FILE_SHA: dict = {}


def _file_sha(path: str) -> str | None:
    """The sha256 of the file at ``path`` (None if it is not a file), hashed once per run for each
    (path, size, modification and change time, inode): the cache checks the same project modules for every
    claim.  (Where it matters that the hash is of the bytes now, ``record.file_sha`` reads the file again.)"""
    try:
        st = os.stat(path)
    except OSError:
        return None
    if not os.path.isfile(path):
        return None
    key = (path, st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)
    got = _FILE_SHA.get(key)
    if got is None:
        with open(path, "rb") as fh:
            got = _FILE_SHA[key] = _sha(fh.read())
    return got


def python_facts(floats: bool = True) -> str:
    """The interpreter, which the results depend on as much as on the libraries (math, float printing), and, with
    ``floats``, the platform the floats are measured on (``meta.platform_tag``: a checkout shared between machines
    keeps each machine's float measurements apart; the document reader uses no numpy kernel, so its key leaves the
    platform out)."""
    from suite.meta import blas, platform_tag

    facts = f"python={platform.python_implementation()} {platform.python_version()};"
    return facts + (f" platform={platform_tag()}; blas threads={blas().get('blas_threads')};" if floats else "")


# the framework files' hashes the environment digest was computed from (filled by its first, cached, call)
_KEYED_FRAMEWORK: dict = {}


@lru_cache(maxsize=2)
def _environment_digest(floats: bool = True) -> str:
    """The base of every claim's key: the format, the interpreter (and, with ``floats``, the float platform), the
    libraries and the framework files."""
    import importlib

    h = hashlib.sha256(f"format={FORMAT};{python_facts(floats)}".encode())
    for lib in LIBS:
        try:
            h.update(f"{lib}={getattr(importlib.import_module(lib), '__version__', '?')};".encode())
        except ImportError:
            h.update(f"{lib}=absent;".encode())
    h.update(installed_versions().encode())
    shas = {}
    for p in RESULT_FILES():
        data = p.read_bytes()
        shas[os.path.realpath(p)] = _sha(data)
        h.update(p.name.encode() + b"\0" + data)
    if not _KEYED_FRAMEWORK:
        _KEYED_FRAMEWORK.update(shas)
    return h.hexdigest()


def installed_versions() -> str:
    """Every installed distribution as ``name==version``, sorted: the key holds the versions of the installed
    packages (pinned by constraints.txt), never the hashes of their files."""
    from importlib import metadata

    names = set()
    for dist in metadata.distributions():
        try:
            names.add(f"{dist.metadata['Name']}=={dist.version}")
        except Exception:  # noqa: BLE001 - a broken distribution's metadata: named by what can be read
            names.add(f"{getattr(dist, '_path', '?')}==?")
    return ";".join(sorted(names))


def module_digest(path: Path) -> str:
    """The sha256 of a claim module's text (stored in its entry and compared when the entry is served)."""
    return _sha(Path(path).read_bytes())


def claim_key(path: Path, settings: dict) -> str:
    """The base key of a claim: its module text, the framework, the libraries, the Python version, the
    settings.  (Not its path: moving a module to another topic folder keeps its results.)"""
    h = hashlib.sha256(_environment_digest().encode())
    h.update(json.dumps(settings, sort_keys=True).encode())
    h.update(Path(path).read_bytes())
    return h.hexdigest()[:32]


def relative(path, directory=None) -> str | None:
    """``path`` as the entry records it: relative to the project (``theorems/_lemmas/x.py``), or, for a claims
    package outside it, ``claims:<package>/<file>`` relative to the package's parent; None elsewhere.  A copy
    of the project with its .cache then checks its own files, never the original's."""
    p = Path(os.path.realpath(path))
    if p == ROOT or ROOT in p.parents:
        return p.relative_to(ROOT).as_posix()
    if directory is not None:
        base = Path(os.path.realpath(directory)).parent
        if base in p.parents:
            return CLAIMS_PREFIX + p.relative_to(base).as_posix()
    return None


def absolute(rel: str, directory=None) -> Path | None:
    """The file an entry's ``relative`` path names in this project (None if it cannot name one)."""
    if rel.startswith(CLAIMS_PREFIX):
        if directory is None:
            return None
        return Path(os.path.realpath(directory)).parent / rel[len(CLAIMS_PREFIX):]
    if os.path.isabs(rel) or ".." in Path(rel).parts:
        return None
    return ROOT / rel


PROJECT_PACKAGES = ("suite", "numeric", "theorems")


def project_modules_loaded(roots: list[Path], directory=None) -> dict[str, str]:
    """{relative path: sha} of every module now in sys.modules whose file lies under one of ``roots``: in the
    project's own packages (``PROJECT_PACKAGES``) when the root is the project, anywhere below a claims folder
    of the user's; except the framework files already in the base key and the files that compute no result;
    each hashed as it was when it was imported (``suite.record``).  Installed packages (a ``.venv`` inside the
    checkout included) are in the key by version (``installed_versions``), not file by file."""
    framework = {os.path.realpath(p) for p in RESULT_FILES()}
    roots = [folder for r in roots for folder in ([r / pkg for pkg in PROJECT_PACKAGES] if r == ROOT else [r])]
    prefixes = tuple(os.path.join(os.path.realpath(r), "") for r in roots)
    out = {}
    for mod in list(sys.modules.values()):
        f = getattr(mod, "__file__", None)
        if not isinstance(f, str) or not f.endswith(".py"):
            continue
        p = _REAL.get(f)
        if p is None:
            p = _REAL[f] = os.path.realpath(f)
        if not p.startswith(prefixes) or p in framework:
            continue
        if os.path.basename(p) in NOT_RESULT and os.path.basename(os.path.dirname(p)) == "suite":
            continue
        if os.path.isfile(p):
            rel = relative(p, directory)
            if rel is None:
                continue
            digest = record.module_sha(p)
            if digest is not None:
                out[rel] = digest
    return dict(sorted(out.items()))


_REAL: dict = {}  # a module's __file__ -> its real path (filled in the parent before the claims fork, then inherited)


def framework_read() -> dict[str, str]:
    """{path: sha as imported} of the framework files (the base key's) this process imported."""
    out = {}
    for p in RESULT_FILES():
        rp = os.path.realpath(p)
        if rp in record.READ:
            out[rp] = record.READ[rp]
    return out


def doc_digest(sources, doc: str) -> str:
    """The hash of document ``doc`` as found in the folders ``sources`` (a folder or a list of them)."""
    from suite.sources import find_document

    p = find_document(sources, doc)
    return _sha(p.read_bytes()) if p is not None else "absent"


def changed_since_read(used: dict, directory=None, sources=None) -> str | None:
    """Why the result of a claim process that used ``used`` must not be stored, or None: a module, framework
    file or document it read is not, now, what it read (edited while the claim ran).  Each file is hashed
    afresh here."""
    for rel, digest in (used.get("modules") or {}).items():
        p = absolute(rel, directory)
        if p is None or record.file_sha(p) != digest:
            return f"{rel} changed while the claim ran"
    for path, digest in (used.get("framework") or {}).items():
        if record.file_sha(path) != digest or _KEYED_FRAMEWORK.get(path, digest) != digest:
            return f"{relative(path) or path} changed while the run ran"
    for doc, digest in (used.get("read_documents") or {}).items():
        if doc_digest(sources, doc) != digest:
            return f"document {doc} changed while the claim read it"
    return None


# --- the entries: an envelope that says what it is, checked before anything in it is used ----------------

_WARNED: set = set()


def warn(path: Path, why: str) -> None:
    """Say once per file and run that an entry is not used (or not written), and why."""
    if str(path) in _WARNED:
        return
    _WARNED.add(str(path))
    print(f"cache: {path}: {why}", file=sys.stderr)


def _checksum(body: dict) -> str:
    return _sha(json.dumps(body, sort_keys=True, ensure_ascii=False).encode())


def _write_json(path: Path, data) -> None:
    """Write ``data`` to ``path`` atomically (mode 0644); an OSError (the folder removed meanwhile, a full disk)
    is said once and otherwise ignored: a result that is not cached is computed again next time."""
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".tmp")
        os.chmod(tmp, 0o644)  # mkstemp makes 0600; the cache is an ordinary file of the project
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False)
        os.replace(tmp, path)
    except OSError as e:
        warn(path, f"not written ({e.strerror or e}); the result is computed again next time")
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass


def _seal(kind: str, key: str, body: dict) -> dict:
    """The envelope of an entry: its kind, format and key, the body, and a checksum over all of them (so that
    an entry copied under another name, edited by hand or truncated into valid JSON of another shape is seen)."""
    body = json.loads(json.dumps({"kind": kind, "format": FORMAT, "key": key, **body}, ensure_ascii=False))
    return {**body, "checksum": _checksum(body)}


def _open(kind: str, key: str, expect: dict | None = None):
    """The body of entry ``key`` if its file is a well-formed, intact envelope of ``kind`` for ``key`` (and its
    fields equal ``expect``); None if there is no file; False (said once, naming the file) if it is not usable."""
    f = CACHE_DIR / f"{key}.json"
    try:
        text = f.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as e:
        warn(f, f"unreadable ({e}); computed again")
        return False
    try:
        entry = json.loads(text)
    except ValueError:
        warn(f, "not valid JSON (truncated?); computed again and replaced")
        return False
    if not isinstance(entry, dict) or not isinstance(entry.get("checksum"), str):
        warn(f, "not a cache entry of this suite (wrong shape); computed again and replaced")
        return False
    body = {k: v for k, v in entry.items() if k != "checksum"}
    if entry.get("format") != FORMAT or entry.get("kind") != kind:
        warn(f, f"an entry of another format or kind ({entry.get('format')!r}, {entry.get('kind')!r}); "
                "computed again and replaced")
        return False
    if _checksum(body) != entry["checksum"]:
        warn(f, "its checksum does not match its content (edited or damaged); computed again and replaced")
        return False
    if entry.get("key") != key:
        warn(f, f"it holds the entry of key {entry.get('key')!r}, not of {key!r} (copied?); computed again and "
                "replaced")
        return False
    for field, want in (expect or {}).items():
        if entry.get(field) != want:
            warn(f, f"its {field} is {entry.get(field)!r}, not {want!r}; computed again and replaced")
            return False
    return body


def _str_map(x) -> bool:
    return isinstance(x, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in x.items())


def get(key: str, figures_dir: Path | None, sources=None, claim: str | None = None, module: str | None = None,
        directory=None) -> dict | None:
    """The cached result for ``key`` (of claim ``claim`` whose module text hashes to ``module``) if its entry is
    intact and for that claim, and every module and document it used is unchanged."""
    expect = {k: v for k, v in (("claim", claim), ("module", module)) if v is not None}
    body = _open("claim", key, expect)
    if not body:
        return None
    f = CACHE_DIR / f"{key}.json"
    res, deps, docs = body.get("result"), body.get("modules"), body.get("documents")
    from suite.results import ClaimResult

    if not (isinstance(res, dict) and _str_map(deps) and _str_map(docs) and ClaimResult.well_formed(res)
            and res.get("verdict") != "error" and (claim is None or res.get("id") == claim)):
        warn(f, "its result, modules or documents have the wrong shape; computed again and replaced")
        return None
    for rel, digest in deps.items():
        p = absolute(rel, directory)
        if p is None or _file_sha(str(p)) != digest:
            return None
    for doc, digest in docs.items():
        if doc_digest(sources, doc) != digest:
            return None
    if res.get("figure"):
        png = CACHE_DIR / f"{key}.png"
        if not png.exists() or figures_dir is None:
            return None
        dest = figure_file(figures_dir, res["figure"])
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(png, dest)
    return res


def figure_file(figures_dir: Path, figure: str) -> Path:
    """Where a claim's figure ``figure`` (its path in the report: ``figures/x.png``, or
    ``platform/<tag>/figures/x.png`` for one measured in this machine's floats) is, ``figures_dir`` being the
    report's ``figures`` folder (whatever its name: the platform folder is beside it)."""
    f = Path(figure)
    return Path(figures_dir) / f.name if f.parts[0] == "figures" else Path(figures_dir).parent / f


def put(key: str, res: dict, used: dict, figures_dir: Path | None, claim: str | None = None,
        module: str | None = None) -> None:
    """Store ``res`` under ``key`` with ``used = {"modules": {relative path: sha}, "documents": {doc: sha}}``,
    the claim's id and its module's hash."""
    if res.get("verdict") == "error":
        return  # errors are never cached: a rerun tries again
    if res.get("figure") and figures_dir is not None:
        src = figure_file(figures_dir, res["figure"])
        if src.exists():
            try:
                CACHE_DIR.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(src, CACHE_DIR / f"{key}.png")
            except OSError as e:
                warn(CACHE_DIR / f"{key}.png", f"not written ({e}); the result is not cached")
                return
    _write_json(CACHE_DIR / f"{key}.json", _seal("claim", key, {
        "claim": claim if claim is not None else res.get("id"), "module": module, "result": res,
        "modules": used.get("modules", {}), "documents": used.get("documents", {})}))


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
    """The cached study for ``key``, its figures copied into ``figures_dir``; None if absent or not usable
    (said once, naming the file)."""
    body = _open("study", key)
    if not body:
        return None
    data = body.get("data")
    fams = data.get("families") if isinstance(data, dict) else None
    if not (isinstance(fams, list) and fams and all(isinstance(x, dict) and isinstance(x.get("figure"), str)
                                                    for x in fams)):
        warn(CACHE_DIR / f"{key}.json", "its study has the wrong shape; computed again and replaced")
        return None
    pngs = [CACHE_DIR / key / Path(fam["figure"]).name for fam in fams]
    if not all(p.is_file() for p in pngs):
        return None
    figures_dir.mkdir(parents=True, exist_ok=True)
    for p in pngs:
        shutil.copyfile(p, figures_dir / p.name)
    return data


def study_put(key: str, data: dict, figures_dir: Path) -> None:
    try:
        (CACHE_DIR / key).mkdir(parents=True, exist_ok=True)
        for fam in data.get("families", []):
            src = figures_dir / Path(fam["figure"]).name
            if src.exists():
                shutil.copyfile(src, CACHE_DIR / key / src.name)
    except OSError as e:
        warn(CACHE_DIR / key, f"not written ({e}); the study is computed again next time")
        return
    _write_json(CACHE_DIR / f"{key}.json", _seal("study", key, {"data": data}))


def triage_key(name: str, data: bytes, notation: bytes | None = None) -> str:
    """The automatic checking's key for one document: its name, its bytes as read, its notation file's bytes (None:
    it has none), the reader's code (suite/reader/), the document modules (their notation values), SymPy's and
    python-flint's versions.  (The files a LaTeX source inputs are recorded in the result and checked again before
    a stored result is used: ``reader.run.inputs_unchanged``.)"""
    import importlib

    h = hashlib.sha256(f"format={FORMAT};{python_facts(floats=False)}".encode())
    for lib in ("sympy", "flint"):
        try:
            h.update(f"{lib}={getattr(importlib.import_module(lib), '__version__', '?')};".encode())
        except ImportError:
            h.update(f"{lib}=absent;".encode())
    for p in sorted((ROOT / "suite" / "reader").rglob("*.py")):
        h.update(str(p.relative_to(ROOT)).encode() + b"\0" + p.read_bytes())
    for p in sorted((ROOT / "theorems" / "documents").glob("*.py")):
        h.update(p.name.encode() + b"\0" + p.read_bytes())
    h.update(b"name\0" + os.fsencode(name) + b"\0")
    if notation is not None:
        h.update(b"notation\0" + hashlib.sha256(notation).digest())
    h.update(b"document\0" + data)
    return "triage-" + h.hexdigest()[:32]


def blob_get(key: str):
    """The JSON object stored under ``key`` by ``blob_put``, or None (absent, or not usable: said once)."""
    body = _open("blob", key)
    if not body:
        return None
    data = body.get("data")
    if not isinstance(data, dict):
        warn(CACHE_DIR / f"{key}.json", "its data has the wrong shape; computed again and replaced")
        return None
    return data


def blob_put(key: str, data: dict) -> None:
    _write_json(CACHE_DIR / f"{key}.json", _seal("blob", key, {"data": data}))
