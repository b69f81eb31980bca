"""What produced a report: the tool's and the libraries' versions (report.json, the same on every machine with
the locked versions), and the platform the floats were measured on (``platform/<tag>/measured.json``, named by
``platform_tag``: the floats measured there depend on its libm, BLAS and SIMD, so they are kept apart)."""
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
    """The same on every machine with the locked versions (report.json)."""
    return {"tool": {"name": TOOL, "version": version(TOOL)},
            "libraries": {d: version(d) for d in LIBRARIES}}


def simd() -> str | None:
    """numpy's widest SIMD level found on this CPU above its build's baseline (its sin/cos/exp kernels differ
    between levels), or None."""
    try:
        from numpy._core._multiarray_umath import __cpu_dispatch__, __cpu_features__
    except ImportError:
        return None
    found = [f for f in __cpu_dispatch__ if __cpu_features__.get(f)]
    return found[-1] if found else None


def blas() -> dict:
    """The BLAS numpy calls, as it runs here: OpenBLAS's kernel (chosen for the CPU, or by ``OPENBLAS_CORETYPE``) and
    its thread count, which change the last bits of a matrix product or an SVD; empty when it cannot be asked."""
    import ctypes

    try:
        import numpy as np

        np.dot(np.ones((2, 2)), np.ones((2, 2)))  # the library is loaded once it is first used
        with open("/proc/self/maps", encoding="utf-8") as fh:
            libs = sorted({line.split()[-1] for line in fh if "openblas" in line.rsplit("/", 1)[-1].lower()})
    except (OSError, ImportError):
        return {}
    for path in libs:
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        for suffix in ("64_", ""):
            for prefix in ("scipy_openblas", "openblas"):
                core = getattr(lib, f"{prefix}_get_corename{suffix}", None)
                threads = getattr(lib, f"{prefix}_get_num_threads{suffix}", None)
                if core is not None and threads is not None:
                    core.restype, threads.restype = ctypes.c_char_p, ctypes.c_int
                    return {"blas_core": core().decode("ascii", "replace"), "blas_threads": int(threads())}
    return {}


def platform_tag() -> str:
    """The name of the folder the platform-dependent measurements go to, e.g. ``linux-x86_64-py3.11-avx512_icl-skylakex``:
    operating system, CPU architecture, Python, numpy's SIMD level (``NPY_DISABLE_CPU_FEATURES`` lowers it) and
    OpenBLAS's kernel (``OPENBLAS_CORETYPE`` chooses it)."""
    import re
    import sys

    parts = [sys.platform, platform.machine() or "unknown", f"py{sys.version_info[0]}.{sys.version_info[1]}",
             simd() or "baseline", blas().get("blas_core") or "blas"]
    return "-".join(re.sub(r"[^a-z0-9_.]+", "_", p.lower()) for p in parts)


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
            "system": platform.system(), "python": platform.python_version(), "numpy_simd": simd(), **blas(),
            "tag": platform_tag()}
