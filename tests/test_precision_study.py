"""The precision study (issue 11, items 3-5): the vectorised scan computes exactly what the scalar code
computes in each float context, finds the first loss at every position, and says why."""
import json
import math

import ml_dtypes
import numpy as np
import pytest

from numeric.contexts import FloatContext, make_float_context, reference_context
from numeric.precision_study import (FAMILIES, METHODS, Config, Group, Method, _rows, adjacent_square,
                                     exact_values, run, scalar_value, vector_value)
from numeric.encoding import code, freqs
from numeric.model import LOSS_FRACTION

CFG = Config(limit=10**6)
POSITIONS = [1, 2, 3, 255, 256, 257, 259, 2049, 65519, 65520, 65521, 99991, 524289, 999999, 10**6]


@pytest.fixture(scope="module")
def groups():
    ms = [Method(n, CFG) for n in METHODS]
    by = {}
    for M in ms:
        by.setdefault(M.group, []).append(M)
    return [(Group(g), g) for g in by.values()]


def _as_f64(v):
    if isinstance(v, (list, np.ndarray)):
        return np.array([float(x) for x in v])
    return np.float64(float(v))


@pytest.mark.parametrize("family", FAMILIES)
def test_vectorised_scan_equals_the_scalar_code_bit_for_bit(groups, family):
    """At small, rounding-critical and large positions, for every method: the vectorised quantity
    (codes, sums, rotations, RoPE scores) is bitwise what scalar_value computes in the float context."""
    np.seterr(all="ignore")
    for G, ms in groups:
        for M in ms:
            ctx = make_float_context(M.name)
            vec = vector_value(M, G, family, np.array(POSITIONS))
            for r, j in enumerate(POSITIONS):
                want = _as_f64(scalar_value(ctx, family, j, CFG, q=M.q, k=M.k))
                got = np.asarray(vec[r], dtype=np.float64)
                assert np.array_equal(want.view(np.uint64), got.view(np.uint64)) or \
                    np.array_equal(want, got, equal_nan=True), (M.name, family, j, want, got)


@pytest.mark.parametrize("name", ["float64", "float32", "float16", "bfloat16"])
def test_row_sums_reproduce_float_context_fsum(name):
    """np.add.reduce over the rows of a contiguous 2-D array (the scan) equals FloatContext.fsum of each
    row (pairwise in float32/64, float32 accumulator in float16, sequential in bfloat16)."""
    M = Method(name, Config(limit=10))
    ctx = FloatContext(M.compute)
    rng = np.random.default_rng(3)
    rows = (rng.standard_normal((400, 128)) * rng.choice([1e-3, 1, 30], (400, 1))).astype(M.compute)
    got = M.reduce(rows.astype(M.arr))
    want = np.array([float(ctx.fsum(list(r))) for r in rows])
    assert np.array_equal(got, want)


@pytest.mark.parametrize("name", ["float16", "bfloat16"])
def test_low_dtype_emulation_is_the_real_dtype(name):
    """float32 arithmetic rounded after each operation, and sin/cos read from a table of the real
    ufunc, give bitwise the dtype's own results (on random operands over many binades)."""
    M = Method(name, Config(limit=10))
    G = Group([M])
    dt = M.low
    rng = np.random.default_rng(5)
    with np.errstate(all="ignore"):
        a = (rng.standard_normal(200000) * rng.choice([1e-7, 1e-3, 1, 300, 3e4], 200000)).astype(dt)
        b = rng.standard_normal(200000).astype(dt)
        for op in (np.add, np.subtract, np.multiply):
            real = op(a, b).view(np.uint16)
            emul = M.rnd(op(a.astype(np.float32), b.astype(np.float32))).astype(dt).view(np.uint16)
            assert np.array_equal(real, emul), op.__name__
        idx = a.view(np.uint16)
        assert np.array_equal(np.sin(a).astype(np.float32), G.lut_sin[idx], equal_nan=True)
        assert np.array_equal(np.cos(a).astype(np.float32), G.lut_cos[idx], equal_nan=True)


def test_exact_values_are_position_free():
    M = Method("float64", CFG)
    ex = exact_values(CFG, M.q, M.k)
    ref = reference_context(128).activate()
    ws = freqs(ref, CFG.d, CFG.base)
    j = 10**6
    far = adjacent_square(ref, code(ref, j - 1, CFG.d, CFG.base, ws), code(ref, j, CFG.d, CFG.base, ws))
    assert abs(ref.mid(far) - ex["adjacent_difference"]) < 1e-20
    C = sum(2 - 2 * math.cos(10000 ** (-2 * m / CFG.d)) for m in range(CFG.d // 2))
    assert ex["adjacent_difference"] == pytest.approx(C, rel=1e-12)


@pytest.fixture(scope="module")
def study(tmp_path_factory):
    from suite.study import run_study

    figs = tmp_path_factory.mktemp("figures")
    return run_study(figs, limit=3000), figs


def test_bfloat16_end_to_end_loses_distinct_codes_where_positions_round_together(study):
    out, _ = study
    fam = next(f for f in out["families"] if f["id"] == "distinct_codes")
    r = next(x for x in fam["results"] if x["method"] == "bfloat16")
    i, j = r["pair"]
    assert r["lost_at"] == {"param": "pos", "value": j} and j <= 257 and r["safe_up_to"] == j - 1
    bf = ml_dtypes.bfloat16
    assert float(bf(j)) == float(bf(i))             # the two positions are one bfloat16 number
    assert all(float(bf(p)) != float(bf(p - 1)) for p in range(1, j))  # and no earlier pair is
    assert str(i) in r["reason"] and str(j) in r["reason"] and "bfloat16" in r["reason"]
    assert f"rounds to {int(float(bf(j)))}" in r["reason"]


def test_the_scan_finds_the_first_loss_a_brute_force_scalar_search_finds():
    """bfloat16 end to end, positions 0..400: the first duplicate code and the first position where
    each equation departs by more than LOSS_FRACTION x size, found position by position in the scalar
    float context, are the scan's."""
    cfg = Config(limit=400)
    out = run(cfg, methods=("bfloat16",))
    res = {r["family"]: r for r in out["results"]}
    ctx = make_float_context("bfloat16")
    M = Method("bfloat16", cfg)
    ex = exact_values(cfg, M.q, M.k)
    seen, first_dup = {}, None
    for j in range(cfg.limit + 1):
        key = np.asarray(code(ctx, j, cfg.d, cfg.base, M.ws)).tobytes()
        if key in seen and first_dup is None:
            first_dup = [seen[key], j]
        seen.setdefault(key, j)
    assert res["distinct_codes"]["pair"] == first_dup
    for f in ("adjacent_difference", "offset_dot_product", "rope_relative_score", "shift_is_rotation"):
        thr = res[f]["threshold"]
        first = None
        for j in range(1, cfg.limit + 1):
            v = scalar_value(ctx, f, j, cfg, q=M.q, k=M.k, ws=M.ws)
            if f == "shift_is_rotation":
                target = code(ctx, j, cfg.d, cfg.base, M.ws)
                e = max(abs(float(x) - float(y)) for x, y in zip(v, target))
            else:
                e = abs(float(v) - ex[f])
            if not e <= thr:
                first = j
                break
        assert (res[f]["lost_at"] or {}).get("value") == first, f
        assert res[f]["threshold"] == pytest.approx(LOSS_FRACTION * res[f]["size"])


def test_float64_keeps_every_property_and_stays_within_its_model_bound(study):
    out, _ = study
    for fam in out["families"]:
        r = next(x for x in fam["results"] if x["method"] == "float64")
        assert r["lost_at"] is None and r["safe_up_to"] == 3000, (fam["id"], r["reason"])
        assert r["within_model_bound"] is True and r["model_exception"] is None
        n = len(r["model_samples"]["pos"])
        assert r["model_samples_bounded"] == r["model_samples_inside"] == n
        assert r["searched_to"] == {"param": "pos", "from": 0, "to": 3000, "method": "every position"}


def test_study_json_is_finite_and_every_figure_is_drawn(study):
    out, figs = study
    text = json.dumps(out, allow_nan=False)  # raises on inf / nan
    assert "Infinity" not in text and "NaN" not in text
    assert [m["name"] for m in out["methods"]] == list(METHODS)
    assert len(out["families"]) == len(FAMILIES)
    for fam in out["families"]:
        assert len(fam["results"]) == len(METHODS)
        assert (figs / fam["figure"].split("/")[-1]).stat().st_size > 10000
        for r in fam["results"]:
            ms = r["model_samples"]
            assert r["reason"] and r["within_model_bound"] in (True, False, None)
            assert r["safe_up_to"] == (r["lost_at"]["value"] - 1 if r["lost_at"] else 3000)
            # only bounded samples are checks; an unbounded one has no bound and no verdict
            assert r["model_samples_bounded"] == sum(ms["bounded"])
            assert all((b is None) == (not ok) for b, ok in zip(ms["bound"], ms["bounded"]))
            assert all((i is None) == (not ok) for i, ok in zip(ms["inside"], ms["bounded"]))
            assert r["within_model_bound"] == (None if not r["model_samples_bounded"]
                                               else r["model_samples_inside"] == r["model_samples_bounded"])


# ------------------------------------------------------------------------------------------------
# printed numbers: a bound is rounded in its safe direction, never to nearest
# ------------------------------------------------------------------------------------------------
def test_printed_lower_bounds_are_rounded_down_and_upper_bounds_up():
    from decimal import Decimal

    from numeric.precision_study import _ceil_g, _floor_g, _gt, _lt

    # the reviewer's minimum adjacent distances: to nearest both print 1.95, a false lower bound for the second
    assert _floor_g(1.95193) == "1.95" and _floor_g(1.94765) == "1.94" and _floor_g(1.94765, 6) == "1.94765"
    assert _ceil_g(1.94765) == "1.95" and _ceil_g(0.0381) == "0.0382" and _floor_g(0.0381) == "0.0381"
    assert _floor_g(9.9999) == "9.99" and _ceil_g(9.9999) == "10" and _floor_g(-0.0123) == "-0.0124"
    rng = np.random.default_rng(11)
    for x in rng.standard_normal(3000) * 10.0 ** rng.integers(-20, 20, 3000):
        for digits in (1, 3, 6):
            lo, hi = _floor_g(float(x), digits), _ceil_g(float(x), digits)
            assert Decimal(lo) <= Decimal(float(x)) <= Decimal(hi), (x, digits, lo, hi)
    # an inequality printed with the measured side rounded toward the threshold is still true
    for a, b in ((0.038109, 0.038105), (0.0127, 0.01), (0.0449, 0.0381)):
        sa, sb = _gt(a, b).split(" > ")
        assert float(sa) > float(sb) and Decimal(sa) <= Decimal(a)
        sa, sb = _lt(b, a).split(" < ")
        assert float(sa) < float(sb) and Decimal(sa) >= Decimal(b)


def test_the_quoted_minimum_adjacent_distance_is_a_true_lower_bound(study):
    """'adjacent codes stay at least X apart': X is at most the smallest adjacent distance of the
    stored codes, recomputed here position by position (bfloat16<-f64: its minimum prints 1.95 to nearest
    at 10^6 but is below it)."""
    import re

    out, _ = study
    fam = next(f for f in out["families"] if f["id"] == "distinct_codes")
    cfg = Config(limit=3000)
    for r in fam["results"]:
        if r["lost_at"] is not None:
            continue
        M = Method(r["method"], cfg)
        G = Group([M])
        J = np.arange(1, cfg.limit + 1)
        with np.errstate(all="ignore"):
            A, B = _rows(M, G, J)
            dist = np.sqrt(((B.astype(np.float64) - A.astype(np.float64)) ** 2).sum(axis=1))
        m = re.search(r"at least (\S+) apart \(the smallest .*?, is (\S+) at j = (\d+)", r["reason"])
        assert m, r["reason"]
        assert float(m.group(1)) <= dist.min() and float(m.group(2)) <= dist.min(), (r["method"], dist.min())
        assert abs(dist[int(m.group(3)) - 1] - dist.min()) < 1e-12


# ------------------------------------------------------------------------------------------------
# the rigorous model: an unbounded sample is not a check
# ------------------------------------------------------------------------------------------------
def test_unbounded_model_samples_do_not_count_as_inside():
    """float16 end to end: position 70000 is beyond the largest float16 number, every model ball there is
    unbounded (ModelContext.contains answers True for it): the sample gets no verdict and is not counted."""
    from numeric.model import model_context
    from numeric.precision_study import _model_family, model_summary

    cfg = Config(limit=10**5)
    M = Method("float16", cfg)
    G = Group([M])
    ex = exact_values(cfg, M.q, M.k)
    model, _ = _model_family(M, G, cfg, ex, [1, 70000])
    unb = model_context("float16")._unbounded()
    assert model_context("float16").contains(unb, 1.0)  # why the study must not ask contains() alone
    for f in FAMILIES:
        o = model[f]
        assert o["bounded"][1] is False and o["inside"][1] is None and o["bound"][1] == math.inf, f
        assert o["unbounded_why"][1] and o["bounded"][0] is True, f
        assert o["exception"] is None or o["exception"]["pos"] != 70000
        within, n_bounded, n_inside = model_summary(o)
        assert n_bounded == 1 and within == (o["inside"][0] is True)
    # no bounded sample: no verdict at all; bounded samples decide alone
    assert model_summary({"bounded": [False, False], "inside": [None, None]}) == (None, 0, 0)
    assert model_summary({"bounded": [True, False], "inside": [True, None]}) == (True, 1, 1)
    assert model_summary({"bounded": [True, True, False], "inside": [True, False, None]}) == (False, 2, 1)


# ------------------------------------------------------------------------------------------------
# reasons say what was computed
# ------------------------------------------------------------------------------------------------
def test_phase_reason_quotes_the_error_from_the_exact_phase_and_all_phases_together():
    """bfloat16 end to end loses 'a shift is a rotation' by phase rounding: the reason says that all
    rounded phases together move the residual past the threshold, and the pair it quotes is off from
    the EXACT i·w_m by what Arb says."""
    import re

    from flint import arb

    cfg = Config(limit=400)
    out = run(cfg, methods=("bfloat16",))
    r = next(x for x in out["results"] if x["family"] == "shift_is_rotation")
    reason = r["reason"]
    assert "rounded phases of positions" in reason and "together" in reason, reason
    m = re.search(r"at i = (\d+), pair m = (\d+) has the phase ≈ (\S+) rad, off from the exact i·w_m by (\S+) rad",
                  reason)
    assert m, reason
    i, pair, ph, err = int(m.group(1)), int(m.group(2)), float(m.group(3)), float(m.group(4))
    bf = ml_dtypes.bfloat16
    M = Method("bfloat16", cfg)
    t = float(bf(float(bf(i)) * float(M.w[pair])))  # the bfloat16 phase the method computes
    assert t == pytest.approx(ph, rel=1e-5)
    reference_context(128).activate()
    exact = arb(i) * arb(CFG.base) ** (arb(-2 * pair) / arb(CFG.d))
    assert float(abs(arb(t) - exact).mid()) == pytest.approx(err, rel=5e-3)
