"""``make bench``: the profile of a cold verify (seconds per claim and phase, kept out of the report),
BENCH.md written by sections, cold and warm times as medians of repeated runs."""
import json
import re
import os

import pytest
from conftest import seed_triage_cache

from suite import bench
from suite.runner import PHASES
from suite.sources import folders_from_env

CHEAP = {"adjacent_frequency_gap_factorizes": "proved",  # proof, search, floats, conventions
         "code_block_1_prints_shape_120_by_8": "proved",  # a document's code block: evidence
         "not_attention_output_order_is_unchanged_by_permutation": "refuted"}  # a counterexample, shrunk


def _keys(x):
    if isinstance(x, dict):
        for k, v in x.items():
            yield k
            yield from _keys(v)
    elif isinstance(x, list):
        for v in x:
            yield from _keys(v)


@pytest.fixture(scope="module")
def profiled(tmp_path_factory):
    """``pe-verify bench --only profile -k ...`` of three cheap claims, in a scratch project home."""
    home = tmp_path_factory.mktemp("bench-home")
    seed_triage_cache(home)  # the profile is of the claims: the documents' checking as make verify left it
    sources = os.pathsep.join(str(f.resolve()) for f in folders_from_env())
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("PE_VERIFY_HOME", str(home))
        mp.setenv("PE_SOURCES", sources)
        assert bench.main(["--only", "profile", *[a for n in CHEAP for a in ("-k", n)]]) == 0
    return home


def test_phases_account_for_each_claims_seconds(profiled):
    rec = json.loads((profiled / ".cache" / "bench-profile" / "profile.json").read_text(encoding="utf-8"))
    assert rec["exit"] == 0 and rec["walls"]["claims"] > 0
    got = {c["id"]: c for c in rec["claims"]}
    assert {k: c["verdict"] for k, c in got.items()} == CHEAP
    for c in got.values():
        ph, s = c["phases"], c["seconds"]
        assert list(ph) == list(PHASES) and all(v >= 0 for v in ph.values()), c
        assert s > 0 and 0.5 * s <= sum(ph.values()) <= s + 0.01, c
        assert not c["cached"]
    assert got["code_block_1_prints_shape_120_by_8"]["phases"]["evidence"] > 0
    a = got["adjacent_frequency_gap_factorizes"]["phases"]
    assert a["proof"] > 0 and a["search"] > 0 and a["conventions"] > 0
    assert got["not_attention_output_order_is_unchanged_by_permutation"]["phases"]["reference"] > 0


def test_the_report_of_the_profiled_run_holds_no_timings(profiled):
    out = profiled / ".cache" / "bench-profile"
    rep = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert {c["id"] for c in rep["claims"]} == set(CHEAP)
    for path in [out / "report.json", *sorted((out / "platform").glob("*/measured.json"))]:
        keys = set(_keys(json.loads(path.read_text(encoding="utf-8"))))
        assert not keys & {"phases", "seconds", "cached"}, path
    assert not (profiled / "reports" / "REPORT.md").exists()  # the profile writes no report into reports/


def test_bench_md_has_phase_totals_slowest_claims_and_parallelism(profiled):
    text = (profiled / "reports" / "partial" / "BENCH.md").read_text(encoding="utf-8")
    assert text.startswith("# Benchmark (") and "<!-- bench: profile -->" in text
    assert "### Totals per phase" in text and "median" in text and "parallelism" in text
    rows = {ln.split("|")[1].strip(): ln for ln in text.splitlines() if ln.startswith("| ")}
    total = float(rows["all claims"].split("|")[2])
    phase_sum = sum(float(rows[p].split("|")[2]) for p in PHASES) + float(
        rows["in no phase (bookkeeping, the verdict, rounding)"].split("|")[2])
    assert total > 0 and abs(phase_sum - total) <= 0.1 * len(PHASES)
    rank = {m.group(2): m.group(1) for m in re.finditer(r"^(\d+)\. `([a-z0-9_]+)`$", text, re.M)}
    for name, verdict in CHEAP.items():  # each claim in the slowest table (by its rank), with all its phases
        cells = [x.strip() for x in rows[rank[name]].split("|")[1:-1]]
        assert cells[1] == verdict and len(cells) == 3 + len(PHASES)
    from suite.report import TABLE_WIDTH, table_width

    tables = re.findall(r"(?:^\|.*\|$\n?)+", text, re.M)
    assert tables and all(table_width(t.strip().split("\n")) <= TABLE_WIDTH for t in tables)


def test_bench_md_sections_are_replaced_one_by_one_and_an_old_file_is_read():
    legacy = ("# Benchmark (x86_64, 2 cores, Python 3.11.7)\n\n- reference throughput: Arb 1 entries/s\n"
              "- float32 cross-check: 2 entries/s\n- 2^20-position scan, d = 4096: 7.8 s\n"
              "- full `make verify`: cold 217 s, warm (cached) 1.0 s\n")
    old = bench.sections(legacy)
    assert set(old) == {"reference", "floats", "scan", "cold"} and "217 s" in old["cold"]
    text = bench.compose("# Benchmark (new)", {"scan": "- 2^20-position scan: 5.0 s", "profile": "## P\n\nx"}, old)
    again = bench.sections(text)
    assert again == {**old, "scan": "- 2^20-position scan: 5.0 s", "profile": "## P\n\nx"}
    assert text.startswith("# Benchmark (new)\n") and text.index("bench: reference") < text.index("bench: profile")


def test_sections_kept_from_another_machine_name_their_machine():
    text = ("# Benchmark (AMD EPYC, x86_64, 2 cores, Python 3.11.7)\n\n<!-- bench: cold -->\n- full `make verify`: 131 s\n"
            "<!-- bench: check -->\n- check: 4.2 s\n")
    kept = bench.kept_on_their_machine(text, "# Benchmark (Intel Xeon, x86_64, 2 cores, Python 3.11.7)")
    assert kept["cold"] == "- full `make verify`: 131 s\n- (measured on AMD EPYC, x86_64, 2 cores, Python 3.11.7)"
    again = bench.kept_on_their_machine(bench.compose("# Benchmark (other)", {}, kept), "# Benchmark (third)")
    assert again["cold"].count("measured on") == 1  # (noted once, with the machine that measured it)
    assert bench.kept_on_their_machine(text, text.splitlines()[0]) == bench.sections(text)


def test_cold_and_warm_times_are_medians_of_repeated_runs(monkeypatch):
    calls = []
    monkeypatch.setattr(bench.subprocess, "run", lambda cmd, **kw: calls.append(("run", cmd)))
    monkeypatch.setattr(bench.shutil, "rmtree", lambda path, **kw: calls.append(("clear", path)))
    assert len(bench.verify_wall(True, repeat=3, jobs=2)) == 3
    assert [c[0] for c in calls] == ["clear", "run"] * 3 and calls[1][1][-2:] == ["--jobs", "2"]
    calls.clear()
    assert len(bench.verify_wall(False, repeat=3, prime=True)) == 3
    assert [c[0] for c in calls] == ["run"] * 4  # one unmeasured run fills the cache first
    line = bench._median_line("cold", [3.0, 1.0, 2.0], 0)
    assert line.startswith("- cold: 2 s (median of 3; runs 3, 1, 2 s); load average ")
    line = bench._median_line("cold", [3.0, 1.0, 2.0], 0, target=2, cpu=[9.0, 5.0, 6.0], cpu_target=5)
    assert line.startswith("- cold: 2 s (median of 3; runs 3, 1, 2 s; target <= 2 s: met); CPU 6 s (runs 9, 5, 6), "
                           "target <= 5 CPU-s: not met; load average ")


@pytest.mark.parametrize("argv", [["--only", "nope"], ["--only", ""], ["--repeat", "0"], ["-k", "x"],
                                  ["--only", "cold", "--no-verify"]])
def test_bad_bench_options_are_one_line_errors(argv, capsys):
    with pytest.raises(SystemExit) as e:
        bench.main(argv)
    assert e.value.code == 2 and "error:" in capsys.readouterr().err
