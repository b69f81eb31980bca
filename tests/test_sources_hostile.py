"""A sources folder with hostile or odd names (issue 33, probes 11, 14 and 15): a link out of the folder is refused
with a finding and never read nor published; a name whose bytes are not UTF-8 is shown escaped, a ``|`` in a name
is escaped in the index's table, and ``Notes.MD`` is a document for verify as for check."""
import os
import subprocess
import sys
from pathlib import Path

from conftest import ROOT, seed_triage_cache
from suite.sources import Documents, document_files, find_document

WRONG = "Sum: $2 + 2 = 5$.\n"


def _folder(tmp_path: Path) -> Path:
    src, outside = tmp_path / "src", tmp_path / "outside"
    src.mkdir()
    outside.mkdir()
    (src / "Notes.MD").write_text(WRONG)
    (src / "a|b.md").write_text(WRONG)
    (src / os.fsdecode(b"caf\xe9.md")).write_text(WRONG)
    (outside / "secret.md").write_text("the secret $1 = 1$\n")
    (src / "link.md").symlink_to(outside / "secret.md")
    (src / "passwd.txt").symlink_to("/etc/passwd")
    (src / "inside.md").symlink_to(src / "Notes.MD")  # a link that stays in the folder is a document
    return src


def test_links_out_of_the_folder_are_refused_and_odd_names_are_read(tmp_path):
    src = _folder(tmp_path)
    refused: dict = {}
    files = document_files([src], refused)
    assert sorted(files) == ["Notes.MD", "a|b.md", "caf\\xe9.md", "inside.md"]
    assert sorted(refused) == ["link.md", "passwd.txt"]
    assert "outside its sources folder" in refused["passwd.txt"] and "/etc/passwd" in refused["passwd.txt"]
    assert find_document([src], "passwd.txt") is None and find_document([src], "caf\\xe9.md") is not None
    docs = Documents([src])
    assert "passwd.txt" not in docs.raw and "link.md" not in docs.raw and docs.refused.keys() == refused.keys()


def test_a_name_that_is_not_utf8_and_one_written_as_its_escape_are_two_documents(tmp_path):
    # issue 33 (second audit): caf<0xe9>.md shown as caf\\xe9.md collided with a file so named in characters
    src = tmp_path / "src"
    src.mkdir()
    (src / os.fsdecode(b"caf\xe9.md")).write_text(WRONG)
    (src / "caf\\xe9.md").write_text("Right: $2 + 2 = 4$.\n")
    files = document_files([src])
    assert sorted(files) == ["caf\\\\xe9.md", "caf\\xe9.md"] and all(len(v) == 1 for v in files.values())
    assert find_document([src], "caf\\xe9.md") == src / os.fsdecode(b"caf\xe9.md")
    assert find_document([src], "caf\\\\xe9.md") == src / "caf\\xe9.md"
    assert Documents([src]).raw["caf\\\\xe9.md"].startswith("Right")


def test_verify_reports_the_refused_links_and_shows_every_name(tmp_path):
    src = _folder(tmp_path)
    home = tmp_path / "home"
    seed_triage_cache(home)  # the shipped documents' checking, as the checkout has it (a cold one costs a minute)
    env = {**os.environ, "PE_VERIFY_HOME": str(home)}
    shipped = os.environ["PE_SOURCES"].split(os.pathsep)[0]
    r = subprocess.run([sys.executable, "-m", "suite", "verify", "--sources", shipped, "--sources", str(src), "-k",
                        "norm", "--no-study", "-q"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert r.returncode == 1, r.stderr[-3000:]  # bad input: the refused links
    assert "document 'passwd.txt' refused" in r.stdout + r.stderr and "Traceback" not in r.stderr
    out = home / "reports" / "partial"
    index = (out / "REPORT.md").read_text()
    assert "(`a\\|b.md`)" in index and "caf\\\\xe9.md" in index and "Notes.MD" in index
    assert (out / "documents" / "caf\\xe9.md.md").is_file() and (out / "documents" / "Notes.MD.md").is_file()
    published = "".join(p.read_text(errors="replace") for p in out.rglob("*") if p.is_file()
                        and p.suffix in (".md", ".html", ".json"))
    assert "root:x:0:0" not in published and "the secret" not in published


def test_a_notation_file_or_an_input_outside_the_sources_folder_is_not_read(tmp_path):
    """The audit: a notation file beside a document that links to /etc/os-release was read (its parse error position
    published), and `\\input{/etc/hostname}` or `\\input{../secret}` was followed.  Each is refused with a finding,
    and nothing of theirs is read; an input inside the sources folder, in a subfolder or up from one, still is."""
    from suite.reader.run import check_path

    src = tmp_path / "src"
    (src / "chapter").mkdir(parents=True)
    (tmp_path / "secret.tex").write_text("\\newcommand{\\leaked}{1}\n")
    (src / "macros.tex").write_text("\\newcommand{\\two}{2}\n")
    (src / "chapter" / "a.tex").write_text("\\documentclass{article}\n\\input{../../secret}\n\\input{/etc/hostname}\n"
                                            "\\input{../macros}\n\\begin{document}\n$1 + 1 = \\two$\n\\end{document}\n")
    (src / "chapter" / "a.tex.notation.toml").symlink_to("/etc/os-release")
    res = check_path(src / "chapter" / "a.tex", "chapter/a.tex")
    findings = "\n".join(res["findings"])
    assert "a.tex.notation.toml leads to" in findings and "outside the sources folder" in findings
    assert "../../secret: outside the document's sources folder, not read" in findings
    assert "/etc/hostname: outside the document's sources folder, not read" in findings
    assert "os-release" not in findings.replace("leads to /usr/lib/os-release", "").replace(
        "leads to /etc/os-release", ""), findings
    read = [p for p, digest in res["inputs"] if digest]
    assert len(read) == 1 and read[0].endswith("src/macros.tex"), res["inputs"]
    assert not [p for p, _ in res["inputs"] if "secret" in p or "hostname" in p]
    (item,) = [it for it in res["items"] if it["status"] not in ("definition",)]
    assert item["status"] in ("proved", "consistent") and item["exact"]["rhs"].startswith("2.0"), item  # \\two read


def test_an_input_whose_bare_name_leads_out_is_still_read_as_name_tex_inside(tmp_path):
    """LaTeX tries `defs`, then `defs.tex`: a bare `defs` that is a link out of the folder is refused, and `defs.tex`
    beside the document is still read (the first refusal had stopped the search)."""
    from suite.reader.run import check_path

    src = tmp_path / "src"
    src.mkdir()
    (src / "defs").symlink_to("/etc/hostname")
    (src / "defs.tex").write_text("\\newcommand{\\two}{2}\n")
    (src / "a.tex").write_text("\\documentclass{article}\n\\input{defs}\n\\begin{document}\n$1 + 1 = \\two$\n"
                               "\\end{document}\n")
    res = check_path(src / "a.tex", "a.tex")
    assert not [f for f in res["findings"] if "defs" in f], res["findings"]
    assert [p for p, digest in res["inputs"] if digest] == ["defs.tex"]


def test_check_of_a_folder_refuses_links_out_of_it(tmp_path, capsys):
    """``check`` of a folder refuses what verify refuses: a link leading out of the folder is never read (its text
    is not checked nor shown), it is named with why, and the exit code says so (1)."""
    from suite import checkcmd

    src = _folder(tmp_path)
    (tmp_path / "outside" / "secret.md").write_text("the secret $1 + 1 = 3$\n")
    code = checkcmd.main([str(src), "--no-page"])
    out, err = capsys.readouterr()
    assert code == 1
    assert "secret" not in out and "root:" not in out and "1 + 1 = 3" not in out
    assert "link.md: refused:" in err and "passwd.txt: refused:" in err and "outside its sources folder" in err
    assert "inside.md" in out  # a link that stays inside the folder is read
    assert "caf\\xe9.md:1:7: inconsistent" in out  # and a name that is not UTF-8, shown escaped
