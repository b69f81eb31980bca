"""What a process read, hashed at the moment it read it (the result cache keys a claim on it).

``install()`` (run first thing by ``suite/__init__.py``) wraps the loader that reads a module's source, so that
every project module imported from then on has its sha256 recorded from the very bytes the import read (or, for
a module run from timestamp-checked bytecode, which is not read, hashed when its bytecode is read).  A claim
process inherits the record of what its parent imported before the fork and adds what it imports itself.
``module_sha(path)`` is that hash (the file's current hash for a module imported before the hook); the cache
compares it with the file's hash when it stores the result, and refuses to store a result computed from a file
that changed while the claim ran.  (The standard library and installed packages are not recorded: their versions are in the key.)"""
from __future__ import annotations

import hashlib
import os
import sys

READ: dict[str, str] = {}  # absolute path (as the loader saw it) -> sha256 of the bytes the import read
_INSTALLED: list = []


def sha_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def file_sha(path) -> str | None:
    """The sha256 of the file's current content (read now), None if it is not a readable file."""
    try:
        with open(path, "rb") as fh:
            return sha_bytes(fh.read())
    except (OSError, ValueError):
        return None


_LIBRARIES = tuple({os.path.join(p, "") for p in (sys.prefix, sys.base_prefix, sys.exec_prefix)})


def _recorded(path: str) -> bool:
    """A project file (not the standard library nor an installed package: their versions are in the key)."""
    return "/site-packages/" not in path and "/dist-packages/" not in path and not path.startswith(_LIBRARIES)


def install() -> None:
    """Wrap ``SourceFileLoader.get_data`` (once per process)."""
    if _INSTALLED:
        return
    import importlib._bootstrap_external as external

    original = external.SourceFileLoader.get_data

    def get_data(self, path):
        data = original(self, path)
        try:
            p = os.fspath(path)
            if _recorded(p):
                if p.endswith(".py"):
                    READ[os.path.realpath(p)] = sha_bytes(data)
                elif p.endswith(".pyc"):  # bytecode checked by timestamp: the source is not read, hash it now
                    # (a hash-checked .pyc is followed by the read of its source, which overwrites this)
                    src = self.get_filename(self.name)
                    if src and src.endswith(".py"):
                        got = file_sha(src)
                        if got is not None:
                            READ[os.path.realpath(src)] = got
        except Exception:  # noqa: BLE001 - recording must never break an import
            pass
        return data

    external.SourceFileLoader.get_data = get_data
    _INSTALLED.append(original)


def module_sha(path) -> str | None:
    """The hash of module file ``path`` as it was imported (its current hash if imported before ``install``)."""
    p = os.path.realpath(os.fspath(path))
    got = READ.get(p)
    return got if got is not None else file_sha(p)
