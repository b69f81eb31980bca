"""Where the suite reads and where it writes.

``PACKAGE_ROOT`` holds the packages ``suite/``, ``numeric/`` and ``theorems/``: the claims are read from
there.  ``home()`` is where ``reports/`` and ``.cache/`` go: ``$PE_VERIFY_HOME`` when set, else the source
checkout the code runs from (``PACKAGE_ROOT`` holds ``pyproject.toml`` and ``theorems/``), else the current
directory; so an installed copy (``pip install .``) never writes into site-packages."""
from __future__ import annotations

import os
from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parent.parent
HOME_ENV = "PE_VERIFY_HOME"


def is_checkout(root: Path = PACKAGE_ROOT) -> bool:
    """The code runs from a source checkout (not from an installed copy)."""
    return (root / "pyproject.toml").is_file() and (root / "theorems").is_dir()


def home(root: Path = PACKAGE_ROOT, environ=None, cwd=None) -> Path:
    """The folder that holds ``reports/`` and ``.cache/`` (see the module docstring)."""
    env = (os.environ if environ is None else environ).get(HOME_ENV)
    if env:
        return (Path(cwd or os.getcwd()) / Path(env).expanduser()).resolve()
    if is_checkout(root):
        return root
    return Path(cwd or os.getcwd()).resolve()


def other_checkout(root: Path = PACKAGE_ROOT, cwd=None) -> Path | None:
    """The checkout of this project that the current directory is in, when it is not the one whose code runs
    (a copy of the project with the original's virtual environment: its editable install imports the original's
    code, which would verify the original, not the copy); None otherwise."""
    here = Path(cwd or os.getcwd()).resolve()
    for folder in (here, *here.parents):
        if is_checkout(folder) and (folder / "suite" / "__init__.py").is_file():
            return None if folder == root.resolve() else folder
    return None
