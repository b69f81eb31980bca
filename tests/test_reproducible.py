"""The committed report is the same on every machine: a run on what numpy and OpenBLAS take for another CPU (numpy's
SIMD kernels for sin, cos, exp and log switched down to the build's baseline, another OpenBLAS kernel, one BLAS
thread) writes, for claims whose float results do change there, exactly the claim entries of the committed
report.json, and puts what it measured in a platform folder of its own.

The claims are the ones a run on the baseline kernels changed before the float results were kept apart: a float64
SVD's smallest singular values (BLAS), float32 ulp errors and a figure drawn from them (libm), and the examples a
search draws (it was steered by a float32 error)."""
import json
import os
import platform
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CLAIMS = ("consecutive_codes_span_min_n_d_dimensions", "float_code_error_grows_linearly_with_position",
          "not_imaginary_part_of_e_to_minus_i_phase_is_the_even_dimension")
ANOTHER_CPU = {"NPY_DISABLE_CPU_FEATURES": "X86_V3 X86_V4 AVX512_ICL AVX512_SPR",
               "OPENBLAS_CORETYPE": "Prescott", "OPENBLAS_NUM_THREADS": "1", "OMP_NUM_THREADS": "1"}


def _claims(report: Path) -> dict:
    return {c["id"]: c for c in json.loads(report.read_text(encoding="utf-8"))["claims"]}


@pytest.mark.skipif(platform.machine() != "x86_64", reason="the SIMD levels switched off are x86-64's")
def test_a_run_on_other_float_kernels_writes_the_committed_report_and_measures_apart(tmp_path):
    env = {**os.environ, **ANOTHER_CPU, "SUITE_PROGRESS": "0"}
    out = tmp_path / "out"
    args = [a for c in CLAIMS for a in ("-k", c)]
    # the cache keys name the platform (suite.meta.platform_tag), so these claims are computed afresh on the baseline
    # kernels; the documents' checking, which no float result enters, is served from the cache
    r = subprocess.run([sys.executable, "-m", "suite", "verify", *args, "--out", str(out)],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    assert "(0 from the cache" in r.stderr, r.stderr[-3000:]
    got, committed = _claims(out / "report.json"), _claims(ROOT / "reports" / "report.json")
    assert set(got) == set(CLAIMS)
    for c in CLAIMS:
        assert got[c] == committed[c], c
    # the float results were measured all the same, in a folder named for this (emulated) platform
    tag = subprocess.run([sys.executable, "-c", "from suite.meta import platform_tag; print(platform_tag())"],
                         cwd=ROOT, env=env, capture_output=True, text=True, check=True).stdout.strip()
    assert "-baseline-" in tag, tag
    measured = json.loads((out / "platform" / tag / "measured.json").read_text(encoding="utf-8"))
    assert measured["machine"]["tag"] == tag
    assert measured["claims"]["consecutive_codes_span_min_n_d_dimensions"]["evidence"]
    assert measured["claims"]["not_imaginary_part_of_e_to_minus_i_phase_is_the_even_dimension"]["floats"]["float32"]
    assert (out / "platform" / tag / "figures" / "float_code_error_grows_linearly_with_position.png").is_file()
    assert not (out / "figures" / "float_code_error_grows_linearly_with_position.png").exists()
    text = "".join(p.read_text(encoding="utf-8") for p in [out / "REPORT.md", *(out / "topics").glob("*.md")])
    assert tag not in text and "singular values" not in text
