"""The command line by the conventions users know (issue 26): output paths checked before anything runs (exit 2,
one line), ``--sources FILE``, ``--profile`` help, ``-k`` expressions (exit 5 when nothing is selected), ``-q``/``-v``,
colour on a terminal only, a failing claim's counterexample to paste (terminal and JUnit), JUnit XML valid against
the Jenkins JUnit schema with this run's times, ``list`` and ``show``, no ``.hypothesis/`` in the current folder,
``make new-claim`` with a ``$`` in the quote, and ``new-claim`` naming a claim that exists already."""
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from suite import __main__ as cli_main
from suite import cli, listcmd, runner, selection, showcmd
from suite.junit import junit_xml
from conftest import project_with_claims

ROOT = Path(__file__).resolve().parent.parent

TOY = '''
from hypothesis import strategies as st

from suite import Claim, Le

claim = Claim(title="Every x is at most {bound}", statement="x <= {bound} for every integer x in 0..10",
              hypotheses="x integer", expect="numeric", domain={{"x": st.integers(0, 10)}}, examples=[{{"x": 7}}])


@claim.check
def check(ctx, x):
    return Le(ctx.num(x), ctx.num({bound}))
'''
BAD, GOOD = "x_is_at_most_5", "x_is_at_most_10"  # BAD: expected numeric, refuted at x = 7 (a failing claim)


def toy_project(tmp_path: Path) -> Path:
    return project_with_claims(tmp_path, "toy", {BAD: textwrap.dedent(TOY.format(bound=5)),
                                                 GOOD: textwrap.dedent(TOY.format(bound=10))}, "Toy claims.")


def _env(**extra) -> dict:
    env = {**os.environ, **extra}
    for k in ("PE_VERIFY_HOME", "HYPOTHESIS_STORAGE_DIRECTORY", "SUITE_PROGRESS", "NO_COLOR"):
        if k not in extra:
            env.pop(k, None)
    return env


def _verify(proj: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "suite", "verify", "--profile", "examples", "--no-sources",
                           "--no-study", *args], cwd=proj, env=_env(), capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def toy_runs(tmp_path_factory):
    """verify on the toy project twice: cold with -q, then warm (every claim from the cache) with -v; each with
    --junit-xml.  The project is its own home (a checkout: no PE_VERIFY_HOME) and the current folder."""
    tmp = tmp_path_factory.mktemp("toy")
    proj = toy_project(tmp)
    cold = _verify(proj, "-q", "--junit-xml", str(tmp / "cold.xml"), "--out", str(tmp / "out"))
    warm = _verify(proj, "-v", "--junit-xml", str(tmp / "warm.xml"), "--out", str(tmp / "out"))
    return {"proj": proj, "tmp": tmp, "cold": cold, "warm": warm}


# --- output paths, --sources FILE: refused before anything runs, exit 2, one line ----------------------------------

def _writable(folder: Path) -> bool:
    try:
        fd, name = tempfile.mkstemp(dir=folder)
    except OSError:
        return False
    os.close(fd)
    os.unlink(name)
    return True


def _unwritable_folder(tmp_path: Path) -> Path:
    """A folder this process cannot create files in: mode 0555, or (as root, whom modes do not stop) /sys."""
    ro = tmp_path / "read_only"
    ro.mkdir()
    ro.chmod(0o555)
    if _writable(ro):  # root
        ro.chmod(0o755)
        ro = Path("/sys")
        if _writable(ro):
            pytest.skip("no folder here that this process cannot write")
    return ro


@pytest.fixture
def nothing_runs(monkeypatch):
    def run_all(*a, **kw):
        raise AssertionError("claims ran although the options were refused")

    monkeypatch.setattr(runner, "run_all", run_all)


@pytest.mark.parametrize("option, where", [("--out", "{ro}/report"), ("--junit-xml", "{ro}/junit.xml"),
                                           ("--out", "{tmp}/file/report"), ("--junit-xml", "{tmp}/file/junit.xml")],
                         ids=["out-unwritable", "junit-unwritable", "out-under-a-file", "junit-under-a-file"])
def test_an_output_path_that_cannot_be_written_is_refused_before_anything_runs(option, where, tmp_path, capsys,
                                                                             nothing_runs):
    (tmp_path / "file").write_text("x")
    path = where.format(ro=_unwritable_folder(tmp_path), tmp=tmp_path)
    code = cli_main.main(["verify", "-k", "norm_is_half", "--no-study", option, path])
    assert code == 2  # a usage/output error, never 1 ("claims failed")
    (line,) = [x for x in capsys.readouterr().err.splitlines() if x.strip()]
    assert line.startswith(f"{option} {path}: ") and ("cannot create files in" in line or "is not a folder" in line)
    assert "Traceback" not in line


def test_a_sources_file_is_not_a_folder(tmp_path, capsys, nothing_runs):
    (tmp_path / "notes.md").write_text("x")
    code = cli_main.main(["verify", "-k", "norm_is_half", "--sources", str(tmp_path / "notes.md")])
    assert code == 2
    err = capsys.readouterr().err
    assert "notes.md is a file, not a folder" in err and "does not exist" not in err


def test_every_profile_is_explained_in_the_help(capsys):
    with pytest.raises(SystemExit):
        cli_main.main(["verify", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    help_text = out[out.index("--profile {examples,quick,default,thorough}"):out.index("-q, --quiet")]
    for words in ("examples (only the claim's own examples, no search)", "quick (30 generated examples per claim)",
                  "default (60)", "thorough (400)"):
        assert words in help_text
    assert "-v, --verbose" in out and "-k EXPRESSION" in out


# --- -k as pytest's: and, or, not, parentheses; exit 5 when nothing is selected -----------------------------------

IDS = ["norm_is_half_dimension", "not_pair_index_256_is_valid_for_d512", "softmax_weights_sum_to_one",
       "not_softmax_is_linear", "dot_product_depends_only_on_offset"]


@pytest.mark.parametrize("exprs, chosen", [
    (["norm"], ["norm_is_half_dimension"]),  # a plain word: a substring, as before
    (["SOFTMAX"], ["softmax_weights_sum_to_one", "not_softmax_is_linear"]),  # case-insensitive, as pytest's
    (["softmax and not not_"], ["softmax_weights_sum_to_one"]),
    (["not_pair_index"], ["not_pair_index_256_is_valid_for_d512"]),  # 'not_' is a word, not the operator
    (["norm or offset"], ["norm_is_half_dimension", "dot_product_depends_only_on_offset"]),
    (["(softmax or norm) and not linear"], ["norm_is_half_dimension", "softmax_weights_sum_to_one"]),
    (["not (softmax or norm or not_)"], ["dot_product_depends_only_on_offset"]),
    (["norm", "offset"], ["norm_is_half_dimension", "dot_product_depends_only_on_offset"]),  # repeated: any
    (["retired_name"], ["dot_product_depends_only_on_offset"]),  # a retired id selects its claim
])
def test_k_expressions_select_as_pytest_does(exprs, chosen):
    assert selection.select(IDS, exprs, {"a_retired_name_6_2_4": "dot_product_depends_only_on_offset"}) == \
        [i for i in IDS if i in chosen]


@pytest.mark.parametrize("expr", ["norm and", "(norm", "norm)", "and norm", "norm not offset", "", "not"])
def test_a_k_expression_that_does_not_parse_is_a_usage_error(expr, capsys, nothing_runs):
    with pytest.raises(selection.BadExpression):
        selection.compile_expression(expr)
    assert cli_main.main(["verify", "-k", expr]) == 2
    (line,) = [x for x in capsys.readouterr().err.splitlines() if x.strip()]
    assert line.startswith(f"-k {expr!r}: ")


def test_a_k_that_selects_nothing_is_one_line_and_exit_5(capsys, nothing_runs):
    assert cli_main.main(["verify", "-k", "zz_no_such_claim", "-k", "nor_this"]) == 5
    (line,) = [x for x in capsys.readouterr().err.splitlines() if x.strip()]
    assert line.startswith("no claim matches 'zz_no_such_claim' or 'nor_this'") and "[" not in line


# --- a real run: -q, -v, a failing claim's counterexample, JUnit ---------------------------------------------------

def test_quiet_prints_the_summary_and_the_failure_with_its_counterexample_to_paste(toy_runs):
    r = toy_runs["cold"]
    assert r.returncode == 1, r.stderr  # a claim failed
    lines = r.stderr.splitlines()
    assert lines[0].startswith("2 claims (0 from the cache)")  # no progress lines, no verdict table
    assert lines[1] == f"FAIL {BAD}: expected numeric, got refuted"
    assert lines[2].strip() == "counterexample: {'x': 7}  (paste it into the claim's examples=[...])"
    assert "left side = 7, right side = 5; left <= right is false" in lines[3]
    assert len(lines) == 4 and "\033[" not in r.stderr  # not a terminal: no colour


def test_verbose_prints_each_claims_verdict_and_why(toy_runs):
    r = toy_runs["warm"]
    assert r.returncode == 1, r.stderr
    assert f"numeric     {GOOD}: numerically confirmed only" in r.stderr
    assert f"refuted     {BAD}: counterexample confirmed in the reference" in r.stderr
    assert "2 claims (2 from the cache)" in r.stderr and "counterexample: {'x': 7}" in r.stderr


def test_no_hypothesis_folder_in_the_current_folder(toy_runs, tmp_path):
    """verify leaves none; mutate (whose Hypothesis draws scan the loaded modules' constants, cached on disk) puts
    Hypothesis's files into the project's .cache/hypothesis instead of ./.hypothesis."""
    proj = toy_runs["proj"]
    assert not (proj / ".hypothesis").exists()
    work = tmp_path / "work"
    work.mkdir()
    r = subprocess.run([sys.executable, "-m", "suite", "mutate", GOOD], cwd=work,
                       env=_env(PYTHONPATH=str(proj), PE_VERIFY_HOME=str(proj)), capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr
    assert not (work / ".hypothesis").exists() and not (proj / ".hypothesis").exists()
    assert (proj / ".cache" / "hypothesis").is_dir()  # Hypothesis did write: into the project's cache


def test_junit_failure_carries_the_counterexample_and_the_time_is_this_runs(toy_runs):
    cold = ET.parse(toy_runs["tmp"] / "cold.xml").getroot()
    warm = ET.parse(toy_runs["tmp"] / "warm.xml").getroot()
    for root in (cold, warm):
        assert validate_junit(root) == []
        case = {c.get("name"): c for c in root.iter("testcase")}
        failure = case[BAD].find("failure")
        assert failure.get("message") == "expected numeric, got refuted; counterexample: {'x': 7}"
        assert "left side = 7, right side = 5" in failure.text
        assert case[GOOD].find("failure") is None
        assert "verdict: numeric" in case[GOOD].find("system-out").text
    assert all(float(c.get("time")) > 0 for c in cold.iter("testcase"))  # computed in this run
    assert all(c.get("time") == "0.000" for c in warm.iter("testcase"))  # served from the cache
    assert warm.find("testsuite").get("time") == "0.000"


# --- JUnit XML against the Jenkins JUnit schema ----------------------------------------------------------------------
#
# The rules of the JUnit schema of Jenkins' xunit plugin (junit-10.xsd: src/main/resources/org/jenkinsci/plugins/
# xunit/types/model/xsd/ in github.com/jenkinsci/xunit-plugin), the schema strict consumers validate against,
# written out here (no XSD validator is installed): each element's allowed attributes (an XSD complex type admits
# no other), required attributes, allowed child elements, and the time pattern; plus what the Ant JUnit.xsd adds
# for a testsuite (integer counts, a timestamp without time zone, a hostname) and counts that agree with the cases.

_TEXT = {"attrs": set(), "required": set(), "children": set()}
_MESSAGE = {"attrs": {"type", "message"}, "required": set(), "children": set()}
_RERUN = {"attrs": {"type", "message"}, "required": {"type"}, "children": {"stackTrace", "system-out", "system-err"}}
JENKINS_JUNIT = {
    "testsuites": {"attrs": {"name", "time", "tests", "failures", "errors"}, "required": set(),
                   "children": {"testsuite"}},
    "testsuite": {"attrs": {"name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname",
                            "id", "package", "file", "log", "url"},
                  "required": {"name", "tests", "failures", "errors"},
                  "children": {"testsuite", "properties", "testcase", "system-out", "system-err"}},
    "properties": {"attrs": set(), "required": set(), "children": {"property"}},
    "property": {"attrs": {"name", "value"}, "required": {"name", "value"}, "children": set()},
    "testcase": {"attrs": {"name", "time", "classname", "group"}, "required": {"name"},
                 "children": {"skipped", "error", "failure", "rerunFailure", "rerunError", "flakyFailure", "flakyError",
                              "system-out", "system-err"}},
    "failure": _MESSAGE, "error": _MESSAGE, "skipped": _MESSAGE,
    "rerunFailure": _RERUN, "rerunError": _RERUN, "flakyFailure": _RERUN, "flakyError": _RERUN,
    "system-out": _TEXT, "system-err": _TEXT, "stackTrace": _TEXT,
}
SUREFIRE_TIME = re.compile(r"(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?")
ANT_TIMESTAMP = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}")
DECIMAL = re.compile(r"[0-9]+(\.[0-9]+)?")


def validate_junit(root: ET.Element) -> list[str]:
    """The schema errors of the JUnit XML ``root`` (empty: valid)."""
    errors = []

    def walk(el, path):
        rule = JENKINS_JUNIT.get(el.tag)
        if rule is None:
            errors.append(f"{path}: element {el.tag!r} is not in the schema")
            return
        errors.extend(f"{path}: attribute {a!r} not allowed" for a in sorted(set(el.attrib) - rule["attrs"]))
        errors.extend(f"{path}: attribute {a!r} missing" for a in sorted(rule["required"] - set(el.attrib)))
        for child in el:
            if child.tag not in rule["children"]:
                errors.append(f"{path}: child {child.tag!r} not allowed in {el.tag!r}")
            else:
                walk(child, f"{path}/{child.tag}")
        if not rule["children"] and len(el):
            errors.append(f"{path}: {el.tag!r} holds text only")
        if el.tag in ("testsuite", "testsuites") and "time" in el.attrib \
                and not SUREFIRE_TIME.fullmatch(el.get("time")):
            errors.append(f"{path}: time {el.get('time')!r} is not a SUREFIRE_TIME")
        if el.tag == "testsuite":
            for a in ("tests", "failures", "errors", "skipped"):
                if a in el.attrib and not el.get(a).isdigit():
                    errors.append(f"{path}: {a} {el.get(a)!r} is not an integer")
            cases = el.findall("testcase")
            if el.get("tests") != str(len(cases)):
                errors.append(f"{path}: tests={el.get('tests')} but {len(cases)} testcases")
            if el.get("failures") != str(sum(c.find("failure") is not None for c in cases)):
                errors.append(f"{path}: failures={el.get('failures')} disagrees with the testcases")
            if not ANT_TIMESTAMP.fullmatch(el.get("timestamp") or ""):
                errors.append(f"{path}: timestamp {el.get('timestamp')!r} is not an ISO 8601 time without zone")
            if not el.get("hostname"):
                errors.append(f"{path}: no hostname")
        if el.tag == "testcase":
            if not el.get("classname") or not DECIMAL.fullmatch(el.get("time") or ""):
                errors.append(f"{path}: a testcase has a classname and a decimal time")

    if root.tag != "testsuites":
        errors.append(f"root is {root.tag!r}, not 'testsuites'")
    walk(root, root.tag)
    return errors


CLAIMS = [{"id": "a", "topic": "t", "verdict": "error", "why": "x.py raised ValueError", "expect": "proved"},
          {"id": "b", "topic": "t", "verdict": "refuted", "unexpected": "expected proved, got refuted",
           "expect": "proved",
           "numeric": {"counterexample": {"paste": "{'d': 4, 'delta': 18}", "lhs": "1.64", "rhs": "1.54",
                                          "relation": "<", "lhs_minus_rhs": "0.10", "radius": "2e-38",
                                          "reference": "arb128"}}},
          {"id": "c", "topic": "t", "verdict": "proved", "integrity": ["quote not verbatim \x01"]},
          {"id": "d", "topic": "t", "verdict": "refuted", "expect": "refuted"}]


def test_junit_xml_is_valid_against_the_jenkins_junit_schema():
    root = ET.fromstring(junit_xml(CLAIMS, {"a": 1.5, "b": None, "c": 0.0, "d": 2.25}))
    assert validate_junit(root) == []
    assert not list(root.iter("properties"))
    cases = {c.get("name"): c for c in root.iter("testcase")}
    assert cases["b"].find("failure").get("message") == \
        "expected proved, got refuted; counterexample: {'d': 4, 'delta': 18}"
    assert "verdict: refuted\nexpected: refuted" in cases["d"].find("system-out").text
    assert [cases[k].get("time") for k in "abcd"] == ["1.500", "0.000", "0.000", "2.250"]
    assert root.find("testsuite").get("time") == "3.750"


def test_the_schema_check_rejects_what_strict_consumers_reject():
    root = ET.fromstring(junit_xml(CLAIMS, {}))
    case = root.find("testsuite/testcase")
    ET.SubElement(ET.SubElement(case, "properties"), "property", name="verdict", value="error")  # as before issue 26
    case.set("verdict", "error")
    root.find("testsuite").set("time", "1e3")
    errors = validate_junit(root)
    assert any("child 'properties' not allowed in 'testcase'" in e for e in errors)
    assert any("attribute 'verdict' not allowed" in e for e in errors)
    assert any("is not a SUREFIRE_TIME" in e for e in errors)


# --- colour: on a terminal only, never with NO_COLOR --------------------------------------------------------------

class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_colour_only_on_a_terminal_and_never_with_no_color(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    res = type("R", (), {"verdict": "proved", "seconds": 1.0})()
    for stream, coloured in ((_Terminal(), True), (io.StringIO(), False)):
        p = cli.Progress("quick", out=stream)
        p.start(1, 0, 1)
        p.done("norm_is_half_dimension", res)
        assert ("\033[32mproved" in stream.getvalue()) is coloured
    monkeypatch.setenv("NO_COLOR", "1")
    stream = _Terminal()
    p = cli.Progress("quick", out=stream)
    p.start(1, 0, 1)
    p.done("norm_is_half_dimension", res)
    assert "\033[" not in stream.getvalue() and "proved      norm_is_half_dimension" in stream.getvalue()


def test_the_summary_colours_a_failure_on_a_terminal_only(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    rep = {"claims": CLAIMS, "flags": [], "approximate": [], "problems": []}
    results = [type("R", (), {"id": c["id"], "verdict": c["verdict"], "cached": True, "seconds": None})()
               for c in CLAIMS]
    for stream, coloured in ((_Terminal(), True), (io.StringIO(), False)):
        cli_main.summary(rep, results, Path("reports"), verbosity=-1, stream=stream)
        text = stream.getvalue()
        assert ("\033[31mFAIL\033[0m b: expected proved, got refuted" in text) is coloured
        assert "counterexample: {'d': 4, 'delta': 18}" in text


# --- list and show: the last report --------------------------------------------------------------------------------

def test_list_shows_id_topic_and_verdict_of_the_last_report(toy_runs, capsys):
    out = toy_runs["tmp"] / "out"
    assert listcmd.main(["--report", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["claim", "topic", "verdict"]
    assert [x.split(None, 2) for x in lines[1:]] == [[GOOD, "toy", "numeric"],
                                                     [BAD, "toy", "refuted: its statement is false (expected numeric)"]]
    assert listcmd.main(["--report", str(out / "report.json"), "-k", "5 and not 10"]) == 0
    assert [x.split()[0] for x in capsys.readouterr().out.splitlines()[1:]] == [BAD]
    assert listcmd.main(["--report", str(out), "-k", "zz_nothing"]) == 5
    assert capsys.readouterr().err.strip() == "pe-verify list: no claim matches 'zz_nothing'"


def test_list_and_show_without_a_report_say_so_and_exit_2(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("PE_VERIFY_HOME", str(tmp_path))
    for main, argv in ((listcmd.main, []), (showcmd.main, ["norm_is_half_dimension"])):
        assert main(argv) == 2
        (line,) = capsys.readouterr().err.splitlines()
        assert f"no report at {tmp_path / 'reports' / 'report.json'}" in line and "verify" in line


def test_show_gives_statement_verdict_proof_counterexample_and_quotes(toy_runs, tmp_path, capsys):
    assert showcmd.main([BAD, "--report", str(toy_runs["tmp"] / "out")]) == 0
    text = capsys.readouterr().out
    for part in ("statement: x <= 5 for every integer x in 0..10", "verdict: refuted (expected numeric)",
                 "FAIL: expected numeric, got refuted", "counterexample: {'x': 7}"):
        assert part in text
    rep = {"settings": {"aliases": {"old_name_of_it": "new_claim"}},
           "flags": [{"claim": "new_claim", "document": "doc.md", "offset": 10, "group": "E000-1",
                      "kind": "wrong sign"}],
           "claims": [{"id": "new_claim", "topic": "t", "verdict": "refuted", "expect": "refuted", "statement": "S",
                       "why": "exact refutation by SymPy",
                       "proof": {"status": "refuted", "steps": [{"name": "the step", "ok": True, "method": "SymPy",
                                                                 "text": "1 vs 2"}]},
                       "sources": [{"document": "doc.md", "line": 3, "column": 5, "offset": 10, "locator": "(1.2)",
                                    "quote": "the quote", "role": "asserts", "fidelity": "exact"}]}]}
    (tmp_path / "report.json").write_text(json.dumps(rep))
    assert showcmd.main(["old_name_of_it", "--report", str(tmp_path)]) == 0
    captured = capsys.readouterr()
    assert "old_name_of_it is a retired id of new_claim" in captured.err
    for part in ("new_claim", "statement: S", "[ok] the step (SymPy)", "doc.md:3:5 (1.2) [decides, exact]",
                 "the quote", "error E000-1: wrong sign"):
        assert part in captured.out
    assert showcmd.main(["new_claim_x", "--report", str(tmp_path)]) == 2
    assert "did you mean new_claim" in capsys.readouterr().err


# --- new-claim: a quote with $ from make; a claim that exists already ------------------------------------------------

NOTES = "# Notes\n\n## 1 Weights\n\nThe weight of pair k is $\\alpha_k = b^{-2k/d}$, and $$s = 1$$ holds.\n"
CITING = '''
from suite import Claim, Source

claim = Claim(title="Cites the weight", statement="The weight of pair k is b^(-2k/d).", hypotheses="h",
              expect="numeric",
              sources=[Source(DOC, "§1 Weights", "The weight of pair k is $\\\\alpha_k = b^{-2k/d}$")])
'''


@pytest.fixture
def claim_project(tmp_path):
    """A copy of the project with the Makefile, a toy claim, a claim citing notes.md, and notes.md in a sources
    folder."""
    proj = project_with_claims(tmp_path, "toy", {BAD: textwrap.dedent(TOY.format(bound=5)),
                                                 "weight_is_a_power": "DOC = 'notes.md'\n" + textwrap.dedent(CITING)},
                               "Toy claims.")
    shutil.copy(ROOT / "Makefile", proj)
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "notes.md").write_text(NOTES, encoding="utf-8")
    return proj, docs


def _make_new_claim(proj: Path, docs: Path, *assignments: str) -> subprocess.CompletedProcess:
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    return subprocess.run(["make", "--no-print-directory", "new-claim", f"PYTHON={sys.executable}",
                           f"SOURCES={docs}", *assignments], cwd=proj, env=_env(), capture_output=True, text=True,
                          timeout=120)


def test_make_new_claim_passes_a_quote_with_dollars_verbatim(claim_project):
    proj, docs = claim_project
    quote = "and $$s = 1$$ holds"  # a $$ make would turn into $, next to a $\alpha_k$ it would drop
    r = _make_new_claim(proj, docs, "NAME=s_is_one", "TOPIC=toy", "DOC=notes.md", f"QUOTE={quote}",
                        "STATEMENT=s = 1 where $s$ is the sum")
    assert r.returncode == 0, r.stdout + r.stderr
    text = (proj / "theorems" / "toy" / "s_is_one.py").read_text(encoding="utf-8")
    assert f"Source(DOC, '§1 Weights', {quote!r})" in text and "statement='s = 1 where $s$ is the sum'" in text
    r = _make_new_claim(proj, docs, "NAME=alpha_is_a_power", "TOPIC=toy", "DOC=notes.md",
                        "QUOTE=$\\alpha_k = b^{-2k/d}$", "ANYWAY=1")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "'$\\\\alpha_k = b^{-2k/d}$'" in (proj / "theorems" / "toy" / "alpha_is_a_power.py").read_text()


def test_new_claim_names_the_claim_that_cites_the_quote_or_states_the_statement(claim_project):
    proj, docs = claim_project
    target = proj / "theorems" / "toy" / "weight_again.py"
    r = _make_new_claim(proj, docs, "NAME=weight_again", "TOPIC=toy", "DOC=notes.md", "QUOTE=$\\alpha_k = b^{-2k/d}$")
    assert r.returncode == 2 and not target.exists()
    assert "weight_is_a_power (theorems/toy/weight_is_a_power.py: 'Cites the weight') cites " in r.stderr
    assert "which contains this quote" in r.stderr and "ANYWAY=1" in r.stderr
    r = _make_new_claim(proj, docs, "NAME=weight_again", "TOPIC=toy", "STATEMENT=x <= 5 for every integer x in 0..10")
    assert r.returncode == 2 and not target.exists()
    assert f"{BAD} (theorems/toy/{BAD}.py: 'Every x is at most 5') states the same statement" in r.stderr
    r = _make_new_claim(proj, docs, "NAME=weight_again", "TOPIC=toy", "DOC=notes.md", "QUOTE=$\\alpha_k = b^{-2k/d}$",
                        "ANYWAY=1")
    assert r.returncode == 0 and target.exists(), r.stderr


@pytest.mark.parametrize("command", ["list", "show"])
def test_list_and_show_are_commands_with_help_and_version(command, capsys):
    for flag, expect in (("--help", f"usage: pe-verify {command}"), ("--version", f"pe-verify {cli.version()}")):
        with pytest.raises(SystemExit) as e:
            cli_main.main([command, flag])
        assert e.value.code == 0 and capsys.readouterr().out.startswith(expect), flag


def test_check_while_a_verify_holds_the_project_still_checks_and_says_the_pages_wait(tmp_path):
    """Issue 33, probe 15: ``check`` during a verify exits by its findings (1 here), not 2; only its pages, which the
    verify's publishing of reports/ would drop, are not written, and it says so; with --out elsewhere they are."""
    import os
    import subprocess
    import sys

    from conftest import ROOT
    from suite.publish import ProjectLock

    doc = tmp_path / "note.md"
    doc.write_text("Sum: $2 + 2 = 5$.\n")
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "PE_VERIFY_HOME": str(home)}
    with ProjectLock(home, ["pe-verify", "verify"]):
        r = subprocess.run([sys.executable, "-m", "suite", "check", str(doc)], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=120)
        elsewhere = subprocess.run([sys.executable, "-m", "suite", "check", str(doc), "--out", str(tmp_path / "pages")],
                                   cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 1, r.stderr
    assert "inconsistent" in r.stdout and "the pages were not written" in r.stderr
    assert not (home / "reports" / "check").exists()
    assert elsewhere.returncode == 1 and (tmp_path / "pages" / "note.md.md").is_file()


# --- issue 36's front door: output piped into head, plurals, digits that matter, marks that say what they mean ----

def test_output_piped_into_head_ends_without_a_traceback(tmp_path):
    doc = tmp_path / "many.md"
    doc.write_text("".join(f"Line {k}: $${k} + {k} = {2 * k}$$\n\n" for k in range(1500)), encoding="utf-8")
    r = subprocess.run(f"{sys.executable} -m suite check --json --all --no-page {doc} | head -c 100",
                       shell=True, capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert "Traceback" not in r.stderr and "BrokenPipeError" not in r.stderr, r.stderr[-2000:]
    assert len(r.stdout) == 100


def test_counts_of_one_are_singular():
    assert cli.plural(1, "claim") == "1 claim" and cli.plural(2, "claim") == "2 claims"
    assert cli.plural(0, "formula") == "0 formulas"
    from suite.checkcmd import count_line

    line = count_line({"summary": {"spans": 1, "links": 1, "definition": 1, "decided": 0, "relations": 0,
                                     "proved": 0, "consistent": 0, "inconsistent": 0, "undecided": 0, "unparsed": 0},
                         "items": []})
    assert line.startswith("1 formula, 1 relation: 1 definition read;"), line


def test_exact_values_are_printed_with_the_digits_that_matter():
    from suite.report import short_decimal

    assert short_decimal("100.000000000000000000000000000") == "100"
    assert short_decimal("0.982000000000000000000000000000") == "0.982"
    assert short_decimal("0.930679183162653433306227232092") == "0.9306791831626534"
    assert short_decimal("-0.000123400000000000000000000") == "-0.0001234"


def test_show_marks_a_refuting_step_as_refuting_not_ok():
    c = {"id": "x", "topic": "t", "module": "m.py", "title": "t", "statement": "s", "hypotheses": "h",
         "verdict": "refuted", "why": "exact refutation by SymPy",
         "proof": {"status": "refuted", "steps": [{"kind": "refute", "ok": True, "name": "the sides differ",
                                                   "method": "differ", "text": "1 = 2"},
                                                  {"kind": "eq", "ok": True, "name": "a lemma", "text": "1 = 1"}]}}
    out = showcmd.render(c, {"claims": [c]})
    assert "[refutes] the sides differ" in out and "[ok] a lemma" in out


def test_rope_base_table_names_its_span_instead_of_printing_a_formula():
    from suite.ropebase import table

    row = {"head_dim": 64, "context": 1024, "b_star_low": 7752.9, "b_star_high": 7753.0, "islands": [(7753.0, 8385.6)],
           "seconds": 0.1}
    text = table([row], 1024, span=3.0)
    assert "[b*, span b*]" not in text and "between b* and 3 b*" in text


def test_check_takes_a_folder_and_has_quiet_and_verbose(tmp_path, capsys):
    from suite import checkcmd

    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "notes.md").write_text("Sum: $$2 + 2 = 5$$\n\nAnd $$3 + 3 = 6$$\n", encoding="utf-8")
    (tmp_path / "b" / "notes.md").write_text("Fine: $$1 + 1 = 2$$\n", encoding="utf-8")
    (tmp_path / "b" / "ignored.py").write_text("x = 1\n", encoding="utf-8")
    assert checkcmd.main([str(tmp_path), "--no-page"]) == 1  # every document under it; one has an error
    out = capsys.readouterr().out
    assert f"{tmp_path / 'a' / 'notes.md'}: " in out and f"{tmp_path / 'b' / 'notes.md'}: " in out  # same names, apart
    assert "inconsistent: 2 + 2 = 5" in out and "\x1b[" not in out  # no colour when not a terminal
    assert checkcmd.main(["-q", str(tmp_path), "--no-page"]) == 1
    quiet = capsys.readouterr().out.splitlines()
    assert len(quiet) == 2 and all("formula" in x for x in quiet)
    assert checkcmd.main(["-v", str(tmp_path / "a"), "--no-page"]) == 1
    assert "3 + 3 = 6" in capsys.readouterr().out  # every relation, as --all
    assert checkcmd.main(["-q", "-v", str(tmp_path), "--no-page"]) == 2
    (tmp_path / "empty").mkdir()
    assert checkcmd.main([str(tmp_path / "empty")]) == 2 and "holds no document" in capsys.readouterr().err


def test_mutate_selects_claims_with_verifys_k_expressions(capsys):
    from suite import mutate

    assert mutate.main(["-k", "yarn_at_factor and not attention"]) == 0
    out = capsys.readouterr().out
    assert "yarn_at_factor_one_is_plain_rope" in out and "yarn_attention" not in out
    assert mutate.main(["-k", "zz_nothing_is_called_this"]) == 5
    assert mutate.main(["-k", "("]) == 2 and "-k" in capsys.readouterr().err
