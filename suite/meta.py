"""What produced a report: the tool's and the libraries' versions and the platform (report.json), and the
machine the floats were measured on (measured.json)."""
from __future__ import annotations

import platform
from importlib import metadata

LIBRARIES = ("sympy", "mpmath", "numpy", "python-flint", "ml_dtypes", "hypothesis", "matplotlib", "tabulate")
TOOL = "pe-verify"


def version(dist: str) -> str | None:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


def run_facts() -> dict:
    """Deterministic for one locked environment on one kind of platform."""
    return {"tool": {"name": TOOL, "version": version(TOOL)},
            "libraries": {d: version(d) for d in LIBRARIES},
            "platform": {"system": platform.system(), "machine": platform.machine(),
                         "python": platform.python_version()}}


def machine() -> dict:
    """The machine the floats were measured on (measured.json only: it differs between machines)."""
    cpu = None
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {"cpu": cpu or platform.processor() or None, "node_kind": platform.machine(),
            "python": platform.python_version()}
