"""``python -m suite rope-scale``: a configuration judged (the worked examples of docs/rope_scaling.md), its findings,
and bad input (exit 2 with a message).  The frequencies themselves are compared with an independent implementation
in tests/test_rope_scaling.py."""
from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest

from suite import ropescale

ROOT = Path(__file__).resolve().parent.parent

LLAMA31 = {"hidden_size": 4096, "num_attention_heads": 32, "max_position_embeddings": 131072, "rope_theta": 500000.0,
           "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                            "original_max_position_embeddings": 8192, "rope_type": "llama3"}}
YARN = ["--method", "yarn", "--head-dim", "128", "--base", "10000", "--factor", "4", "--original-context", "4096",
        "--beta-fast", "32", "--beta-slow", "1"]


def run(args, capsys):
    code = ropescale.main(args)
    out = capsys.readouterr()
    return code, out.out, out.err


def write(tmp_path, cfg, name="config.json"):
    p = tmp_path / name
    p.write_text(json.dumps(cfg), encoding="utf-8")
    return str(p)


def test_llama31_bands_by_pair_index_with_exact_edges(tmp_path, capsys):
    code, out, _ = run(["--config", write(tmp_path, LLAMA31), "--json"], capsys)
    assert code == 0
    o = json.loads(out)
    assert o["schema"] == ropescale.SCHEMA and o["head_dim"] == 128 and o["context"] == 131072
    # the band edges: wavelength 2 pi 500000^(2i/128) against 8192/4 = 2048 and 8192/1 = 8192, computed here
    wl = [2 * math.pi * 500000 ** (2 * i / 128) for i in range(64)]
    assert o["bands"]["kept"] == [i for i in range(64) if wl[i] < 2048] == list(range(29))
    assert o["bands"]["scaled"] == [i for i in range(64) if wl[i] > 8192] == list(range(35, 64))
    assert o["bands"]["ramped"] == list(range(29, 35))
    assert o["llama3"] == {"high_freq_wavelength": "2048", "low_freq_wavelength": "8192"}
    assert o["attention_factor"] == 1.0 and o["findings"] == []
    c = o["criterion"]
    assert c["holds"] is False and c["largest_context"] == c["first_failure"]["m"] < 131072
    assert c["first_failure"]["upper"] < 0


def test_yarn_worked_example_range_and_temperature(capsys):
    code, out, _ = run(YARN + ["--json"], capsys)
    assert code == 0
    o = json.loads(out)
    dims = [128 * math.log(4096 / (2 * math.pi * b)) / (2 * math.log(10000)) for b in (32, 1)]
    assert o["yarn"]["range"] == [math.floor(dims[0]), math.ceil(dims[1])] == [20, 46]
    assert o["yarn"]["correction_dims"] == pytest.approx(dims, rel=1e-12)
    assert o["attention_factor"] == pytest.approx(0.1 * math.log(4) + 1, rel=1e-15)
    assert o["logit_scale"] == pytest.approx((0.1 * math.log(4) + 1) ** 2, rel=1e-15)
    assert o["bands"]["kept"] == list(range(21)) and o["bands"]["scaled"] == list(range(46, 64))
    assert o["context"] == 16384  # s L0 when no context is given


def test_text_output_names_the_first_failure_and_the_largest_context(capsys):
    code, out, _ = run(YARN, capsys)
    assert code == 0
    assert "YaRN correction range" in out and "[20, 46]" in out
    assert "fails: first at m = " in out and "largest context for which it holds: L = " in out
    assert "findings about the configuration: none" in out


@pytest.mark.parametrize("edit, kind", [
    ({"rope_scaling": {**LLAMA31["rope_scaling"], "beta_fast": 32}}, "ignored key"),
    ({"rope_scaling": {**LLAMA31["rope_scaling"], "factor": 0.5}}, "factor below 1"),
    ({"max_position_embeddings": 8192}, "original length not below the new length"),
    ({"rope_scaling": {**LLAMA31["rope_scaling"], "low_freq_factor": 0.001, "high_freq_factor": 4.0}},
     "no pair scaled"),
])
def test_findings_about_the_configuration(tmp_path, capsys, edit, kind):
    code, out, _ = run(["--config", write(tmp_path, {**LLAMA31, **edit}), "--json"], capsys)
    assert code == 0
    assert kind in [f["kind"] for f in json.loads(out)["findings"]]


def test_yarn_mscale_pair_that_cancels_and_a_factor_that_disagrees_with_the_lengths(tmp_path, capsys):
    cfg = {"head_dim": 64, "rope_theta": 10000, "max_position_embeddings": 163840,
           "rope_scaling": {"rope_type": "yarn", "factor": 40, "original_max_position_embeddings": 4096,
                            "mscale": 1.0, "mscale_all_dim": 1.0, "beta_fast": 32, "beta_slow": 1}}
    code, out, _ = run(["--config", write(tmp_path, cfg), "--json"], capsys)
    assert code == 0
    o = json.loads(out)
    kinds = [f["kind"] for f in o["findings"]]
    assert "temperatures cancel" in kinds and o["attention_factor"] == 1.0
    assert "factor ambiguous" not in kinds  # 163840 / 4096 = 40: the factor agrees
    cfg["rope_scaling"]["factor"] = 32
    code, out, _ = run(["--config", write(tmp_path, cfg), "--json"], capsys)
    assert "factor ambiguous" in [f["kind"] for f in json.loads(out)["findings"]]


@pytest.mark.parametrize("args, message", [
    (["--method", "yarn", "--head-dim", "127", "--factor", "4", "--original-context", "4096"], "even"),
    (["--method", "yarn", "--head-dim", "128", "--original-context", "4096"], "--factor"),
    (["--method", "llama3", "--head-dim", "128", "--factor", "8", "--original-context", "8192"], "low-freq-factor"),
    (["--method", "linear", "--head-dim", "128", "--factor", "x", "--original-context", "4096"], "not a number"),
    (["--method", "linear", "--head-dim", "128", "--factor", "4", "--original-context", "4096", "--base", "1"],
     "above 1"),
    (["--method", "longrope", "--head-dim", "8", "--factor", "4", "--original-context", "4096",
      "--short-factor", "1,1,1", "--long-factor", "4,4,4,4"], "d/2 = 4"),
    ([], "--config"),
])
def test_bad_arguments_exit_2_with_a_message(capsys, args, message):
    code, out, err = run(args, capsys)
    assert code == 2 and out == "" and message in err


@pytest.mark.parametrize("content, message", [
    ("{not json", "is not JSON"),
    (json.dumps({"rope_theta": 10000}), "no rope_scaling"),
    (json.dumps({**LLAMA31, "rope_scaling": {"rope_type": "llama3", "factor": 8.0}}), "lacks the required key"),
    (json.dumps({**LLAMA31, "rope_scaling": {"rope_type": "su", "factor": 8.0}}), "not one of"),
])
def test_bad_configurations_exit_2(tmp_path, capsys, content, message):
    p = tmp_path / "c.json"
    p.write_text(content, encoding="utf-8")
    code, out, err = run(["--config", str(p)], capsys)
    assert code == 2 and message in err


def test_the_command_runs_without_a_terminal(tmp_path):
    r = subprocess.run([sys.executable, "-m", "suite", "rope-scale", "--config", write(tmp_path, LLAMA31)],
                       cwd=ROOT, capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "bands by pair index: kept 0-28 (29); ramped 29-34 (6); scaled 35-63 (29)" in r.stdout


def test_ntk_alpha_is_the_factor_and_gives_the_base(capsys):
    code, out, _ = run(["--method", "ntk", "--alpha", "4", "--head-dim", "128", "--original-context", "4096", "--json"],
                       capsys)
    assert code == 0
    o = json.loads(out)
    assert o["factor"] == "4" and o["scaled_base"] == pytest.approx(10000 * 4 ** (128 / 126), rel=1e-13)
    assert o["bands"]["kept"] == [0]
    code, _, err = run(["--method", "yarn", "--alpha", "4", "--head-dim", "128", "--original-context", "4096"], capsys)
    assert code == 2 and "--method ntk" in err


def test_an_ntk_rope_type_is_read_as_ntk_aware_scaling_with_a_finding_that_transformers_has_no_such_type(
        tmp_path, capsys):
    cfg = {"head_dim": 128, "rope_theta": 10000, "max_position_embeddings": 16384,
           "rope_scaling": {"rope_type": "ntk", "factor": 4.0}}
    code, out, _ = run(["--config", write(tmp_path, cfg), "--json"], capsys)
    assert code == 0
    o = json.loads(out)
    assert [f for f in o["findings"] if f["kind"] == "not a transformers rope type" and "32424" in f["reason"]]
    assert o["scaled_base"] == pytest.approx(10000 * 4 ** (128 / 126), rel=1e-13)
    # the command line's --method ntk names the method; it is not a configuration, so no such finding
    code, out, _ = run(["--method", "ntk", "--factor", "4", "--head-dim", "128", "--original-context", "4096", "--json"],
                       capsys)
    assert "not a transformers rope type" not in [f["kind"] for f in json.loads(out)["findings"]]


def test_dynamic_reads_the_original_length_the_reference_implementation_ignores(tmp_path, capsys):
    cfg = {"head_dim": 128, "rope_theta": 10000, "max_position_embeddings": 16384,
           "rope_scaling": {"rope_type": "dynamic", "factor": 4.0, "original_max_position_embeddings": 4096}}
    code, out, _ = run(["--config", write(tmp_path, cfg), "--json"], capsys)
    assert code == 0
    o = json.loads(out)
    assert "original length not read" in [f["kind"] for f in o["findings"]]
    # base (s L/L0 - (s-1))^(d/(d-2)) at L = 16384, L0 = 4096: (16 - 3)^(128/126)
    assert o["scaled_base"] == pytest.approx(10000 * 13 ** (128 / 126), rel=1e-13)


def test_the_documented_certified_contexts_are_what_the_command_computes():
    """docs/rope_scaling.md's table of the largest certified context per method (d = 128, base 10000, s = 4,
    L0 = 4096, L = 16384) and its worked examples' lines, recomputed."""
    from fractions import Fraction

    doc = (ROOT / "docs" / "rope_scaling.md").read_text(encoding="utf-8")
    common = dict(head_dim=128, base=Fraction(10000), factor=Fraction(4), original=4096, context=16384)
    rows = {"none (base 10000)": dict(common, method="linear", factor=Fraction(1), context=4096),
            "position interpolation": dict(common, method="linear"),
            "NTK-aware (base' = 40889.94)": dict(common, method="ntk"),
            "dynamic NTK at L = 16384 (base' = 135401.97)": dict(common, method="dynamic"),
            "YaRN": dict(common, method="yarn"),
            "Llama 3": dict(common, method="llama3", low_freq_factor=Fraction(1), high_freq_factor=Fraction(4)),
            "LongRoPE (λ_i = 4)": dict(common, method="longrope", short_factor=[Fraction(1)] * 64,
                                       long_factor=[Fraction(4)] * 64)}
    for label, kw in rows.items():
        o = ropescale.judge(kw, [], search=1 << 16)
        factor = format(o["attention_factor"], ".6g")
        line = f"| {label} | {o['criterion']['largest_context']} | {factor} |"
        assert line in doc, line
        if "scaled_base" in o and "base'" in label:
            assert f"{o['scaled_base']:.2f}" in label
    assert text(ropescale.judge(dict(common, method="yarn"), [])).split("\n")[:4] == \
        doc.split("## Worked example: YaRN", 1)[1].split("```text\n", 1)[1].split("\n")[:4]


def text(o):
    return ropescale.text(o)


def test_yarn_truncate_false_from_a_configuration(tmp_path, capsys):
    cfg = {"head_dim": 128, "rope_theta": 10000, "max_position_embeddings": 4096,
           "rope_scaling": {"rope_type": "yarn", "factor": 4.0, "truncate": False}}
    code, out, _ = run(["--config", write(tmp_path, cfg), "--json"], capsys)
    assert code == 0
    o = json.loads(out)
    dims = [128 * math.log(4096 / (2 * math.pi * b)) / (2 * math.log(10000)) for b in (32, 1)]
    assert o["yarn"]["truncate"] is False and o["yarn"]["range"] == pytest.approx(dims, rel=1e-12)
    assert o["context"] == 16384  # max_position_embeddings is the original length here: L = s L0


@pytest.mark.parametrize("args", [
    YARN, YARN + ["--no-truncate", "--mscale", "1", "--mscale-all-dim", "1"],
    ["--method", "linear", "--head-dim", "64", "--factor", "2", "--original-context", "2048"],
    ["--method", "ntk", "--alpha", "8", "--head-dim", "96", "--original-context", "2048", "--base", "500000"],
    ["--method", "dynamic", "--head-dim", "128", "--factor", "4", "--original-context", "4096", "--context", "2048"],
    ["--method", "llama3", "--head-dim", "128", "--factor", "8", "--original-context", "8192", "--base", "500000",
     "--low-freq-factor", "1", "--high-freq-factor", "4", "--beta-fast", "16"],
    ["--method", "longrope", "--head-dim", "8", "--factor", "4", "--original-context", "4096",
     "--short-factor", "1,1,1,1", "--long-factor", "1,2,3,4"],
])
def test_json_output_follows_its_documented_schema(capsys, args):
    import jsonschema

    schema = json.loads((ROOT / "docs" / "rope_scale.schema.json").read_text(encoding="utf-8"))
    code, out, _ = run(args + ["--json"], capsys)
    assert code == 0
    jsonschema.validate(json.loads(out), schema)


def test_longrope_factors_that_switch_mid_sequence_are_a_finding(capsys):
    base = ["--method", "longrope", "--head-dim", "8", "--factor", "4", "--original-context", "4096"]
    code, out, _ = run(base + ["--short-factor", "1,1,1,1", "--long-factor", "1,2,3,4", "--json"], capsys)
    assert code == 0 and "factors switch mid-sequence" in [f["kind"] for f in json.loads(out)["findings"]]
    code, out, _ = run(base + ["--short-factor", "1,2,3,4", "--long-factor", "1,2,3,4", "--json"], capsys)
    assert code == 0 and "factors switch mid-sequence" not in [f["kind"] for f in json.loads(out)["findings"]]
