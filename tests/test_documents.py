"""A user's own document, with any file name, in a second sources folder: one claim cites it, and both
``verify`` and the tests run with the two folders (the shipped documents' folder and the user's)."""
import json
import os
import subprocess
import sys
from pathlib import Path

from suite.report import doc_page, statements_page

from suite.sources import Documents, document_files, folders_from_env

ROOT = Path(__file__).resolve().parent.parent
NAME = "zz_user_document_norm_of_every_code_is_half_the_dimension"
DOC = "Lecture notes – positional encoding (v2).md"
SENTENCE = "每个位置编码向量的平方范数都等于 d/2，与位置无关。"
CLAIM = f'''from suite import Claim, Eq, Source
from suite.domains import bases, dims, positions
from numeric.encoding import code

DOC = {DOC!r}

claim = Claim(
    title="The squared norm of every code is d/2",
    statement="|p_i|^2 = sum_m (sin^2(i w_m) + cos^2(i w_m)) = d/2 for every position i.",
    hypotheses="d even >= 2, base > 1, real i",
    expect="numeric",
    sources=[Source(DOC, "§1", {SENTENCE!r})],
    domain={{"d": dims(), "i": positions(), "base": bases()}},
    examples=[{{"d": 8, "i": 3, "base": 10000}}],
)


@claim.check
def check(ctx, d, i, base):
    p = code(ctx, i, d, base)
    return Eq(ctx.fsum(x * x for x in p), ctx.num(d) / 2)
'''


def _folders(tmp_path):
    second = tmp_path / "my documents"
    second.mkdir()
    (second / DOC).write_text(f"# Notes\n\n## §1\n\n{SENTENCE}\n", encoding="utf-8")
    shipped = [f for f in folders_from_env() if f.is_dir()]
    return shipped + [second]


def test_documents_of_several_folders_are_found_by_file_name(tmp_path):
    folders = _folders(tmp_path)
    assert DOC in document_files(folders)
    docs = Documents(folders)
    assert docs.find(DOC, SENTENCE) is not None and not docs.duplicates


def test_the_same_document_name_in_two_folders_is_an_error(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir(), b.mkdir()
    (a / DOC).write_text(SENTENCE, encoding="utf-8")
    (b / DOC).write_text(SENTENCE, encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "suite", "verify", "-k", "norm_is_half_dimension", "--sources", str(a),
                        "--sources", str(b), "--out", str(tmp_path / "o"), "--no-cache"],
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 2 and "more than one sources folder" in r.stderr


def test_a_claim_citing_a_document_in_a_second_folder_runs_in_verify_and_in_the_tests(tmp_path):
    folders = _folders(tmp_path)
    path = ROOT / "theorems" / "encoding" / f"{NAME}.py"
    assert not path.exists()
    try:
        path.write_text(CLAIM, encoding="utf-8")
        args = ["-m", "suite", "verify", "-k", NAME, "--out", str(tmp_path / "out"), "--no-claim-cache"]
        for f in folders:
            args += ["--sources", str(f)]
        r = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=600)
        assert r.returncode == 0, r.stderr
        rep = json.loads((tmp_path / "out" / "report.json").read_text(encoding="utf-8"))
        (claim,) = [c for c in rep["claims"] if c["id"] == NAME]
        assert claim["verdict"] == "numeric" and claim["topic"] == "encoding"
        (src,) = claim["sources"]
        assert src["document"] == DOC and src["offset"] is not None  # the quote was found in the second folder
        assert DOC in (tmp_path / "out" / "REPORT.md").read_text(encoding="utf-8")
        page = tmp_path / "out" / statements_page(DOC)  # the user's document has its pages, the sentence on the second
        assert SENTENCE in page.read_text(encoding="utf-8") and (tmp_path / "out" / doc_page(DOC)).is_file()
        # the tests, with both folders (what `make test SOURCES="a b"` sets)
        env = {**os.environ, "PE_SOURCES": os.pathsep.join(map(str, folders))}
        t = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_claims.py",
                            "-k", NAME], cwd=ROOT, capture_output=True, text=True, timeout=900, env=env)
        assert t.returncode == 0 and " passed" in t.stdout, t.stdout[-2000:] + t.stderr[-2000:]
    finally:
        path.unlink(missing_ok=True)
