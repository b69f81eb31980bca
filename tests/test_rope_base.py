"""The smallest RoPE base (numeric/rope_base.py, ``pe-verify rope-base``): the rigorous bounds against independent Arb
evaluations, an unsound bound caught, brackets against an exhaustive scan on small cases, the certificate and
the command."""
import json
import math
import subprocess
import sys
from pathlib import Path

import flint
import numpy as np
import pytest

from numeric import rope_base as rb

ROOT = Path(__file__).resolve().parent.parent


def arb_B(b, d, m, prec=128):
    return rb.arb_value(b, d, m, prec)


def arb_cell_max_sampled(m, b0, b1, d, n=9):
    """The largest Arb upper end of B_b(m) at n bases spread over [b0, b1] (a lower bound of the true maximum)."""
    bs = np.exp(np.linspace(math.log(b0), math.log(b1), n))
    bs[0], bs[-1] = b0, b1
    return max(float(arb_B(float(b), d, m).upper()) for b in bs)


# --- the primitives ---------------------------------------------------------------------------------------------

def test_cos_and_sin_ranges_enclose_arb_values_and_extremes():
    rng = np.random.default_rng(7)
    c = np.concatenate([rng.uniform(-20, 20, 300), rng.uniform(0, 4e6, 300), np.arange(-20, 21) * math.pi])
    r = np.concatenate([np.zeros(200), rng.uniform(0, 1e-6, 200), rng.uniform(0, 3.5, len(c) - 400)])
    lo, hi = rb.cos_range(c, r)
    slo, shi = rb.sin_range(c, r)
    flint.ctx.prec = 200
    pi = flint.arb.pi()
    for ci, ri, a, z, sa, sz in zip(c, r, lo, hi, slo, shi):
        x0, x1 = flint.arb(float(ci)) - float(ri), flint.arb(float(ci)) + float(ri)
        pts = [x0, x1] + [k * pi / 2 for k in range(math.floor((ci - ri) / (math.pi / 2)) - 1,
                                                      math.ceil((ci + ri) / (math.pi / 2)) + 2)
                          if x0 < k * pi / 2 < x1]
        cmax = max(float(p.cos().upper()) for p in pts)
        cmin = min(float(p.cos().lower()) for p in pts)
        smax = max(float(p.sin().upper()) for p in pts)
        smin = min(float(p.sin().lower()) for p in pts)
        assert a <= cmin + 1e-30 and cmax <= z + 1e-30, (ci, ri)
        assert sa <= smin + 1e-30 and smax <= sz + 1e-30, (ci, ri)
        if ri == 0:
            assert z - a < 1e-12  # a point: the enclosure is tight


def test_thetas_and_base_values_enclose_arb():
    for b, d, L in ((4300.0, 128, 1024), (3e8, 128, 1 << 20), (12345.678, 16, 500)):
        vals, err = rb.base_values(b, d, L)
        assert err < 1e-8
        for m in np.random.default_rng(1).integers(0, L, 12):
            a = arb_B(b, d, int(m))
            assert abs(float(a.mid()) - vals[m]) <= err + float(a.rad())


def test_cell_upper_is_above_arb_samples_and_tight_on_narrow_cells():
    rng = np.random.default_rng(3)
    for _ in range(60):
        d = int(rng.choice([4, 8, 16, 128]))
        m = int(rng.integers(0, 1 << 20))
        b0 = float(10 ** rng.uniform(0.01, 9))
        b1 = b0 * math.exp(float(10 ** rng.uniform(-9, -3)))
        up = rb.cell_upper([m], [b0], [b1], d)[0]
        assert up >= arb_cell_max_sampled(m, b0, b1, d, n=5)
    b0 = 3e8
    up = rb.cell_upper([913962], [b0], [b0 * (1 + 1e-12)], 128)[0]
    assert abs(up - float(arb_B(b0, 128, 913962).mid())) < 1e-6


def test_a_dropped_error_term_is_caught_by_the_arb_comparison():
    """The validity bound without its error term (the tables' radii and the product's rounding) claims more than is
    true: at some m its 'lower bound' of B_b(m) is above the Arb value; with the term it never is."""
    b, d, L = 23662397.05, 128, 4096
    vals, err = rb.base_values(b, d, L)
    above = 0
    for m in range(0, L, 16):
        a = arb_B(b, d, m)
        assert vals[m] - err <= float(a.lower())  # sound
        above += vals[m] > float(a.upper())  # the bound with the term dropped
    assert above > 0


def test_a_dropped_taylor_remainder_is_caught_by_the_arb_comparison():
    """The cell bound's Taylor model without its cubic term and fourth-derivative remainder is not an upper bound:
    on some wide cell it is below B at a base of the cell (Arb); the full model never is."""
    rng = np.random.default_rng(11)
    caught = 0
    for _ in range(300):
        m = int(rng.integers(1000, 1 << 20))
        b0 = float(10 ** rng.uniform(5, 9))
        b1 = math.exp(math.log(b0) + float(10 ** rng.uniform(-4.5, -3)))
        full = rb._taylor_upper(np.array([float(m)]), np.array([b0]), np.array([b1]), 64)[0]
        sampled = arb_cell_max_sampled(m, b0, b1, 128, n=17)
        assert full >= sampled  # sound
        cut = rb._taylor_upper(np.array([float(m)]), np.array([b0]), np.array([b1]), 64, drop=("t3", "t4"))[0]
        caught += cut < sampled
        if caught >= 2:
            break
    assert caught >= 2


def test_a_tampered_certificate_is_rejected():
    cert = rb.brackets(8, [16, 64], islands=True)
    rb.verify_certificate(cert)
    data = rb.encode_certificate(cert)
    assert sorted(rb.decode_certificate(data).cells) == sorted(cert.cells)
    k = max(range(len(cert.cells)), key=lambda j: cert.cells[j][1] - cert.cells[j][0])
    b0, b1, m = cert.cells[k]
    wider = rb.Certificate(cert.d, cert.cells[:k] + [(b0, b1 * 2, m)] + cert.cells[k + 1:], cert.results, cert.span, {})
    with pytest.raises(AssertionError):
        rb.verify_certificate(wider)  # the widened cell is not proved
    short = rb.Certificate(cert.d, [c for c in cert.cells if c != cert.cells[k]], cert.results, cert.span, {})
    with pytest.raises(AssertionError):
        rb.verify_certificate(short)  # a hole in the cover
    res = [rb.ContextResult(r.L, r.b_low, r.b_low * 0.999, r.islands) for r in cert.results]
    with pytest.raises(AssertionError):
        rb.verify_certificate(rb.Certificate(cert.d, cert.cells, res, cert.span, {}))  # b_high below b* is not valid


# --- brackets ---------------------------------------------------------------------------------------------------

def _failing_m_arb(b, d, L):
    """An m < L with B_b(m) < 0 proved by Arb alone (the float scan proposes, Arb decides), or None."""
    v = rb.scan_values(math.log(b), d // 2, L, single=False)
    for m in np.argsort(v)[:8]:
        if arb_B(b, d, int(m)) < 0:
            return int(m)
    return None


def test_bracket_for_1k_against_independent_arb_evaluations():
    cert = rb.brackets(128, [1024], islands=False)
    r = cert.results[0]
    assert r.b_low <= r.b_high <= r.b_low * (1 + 1e-6)
    assert 4293.43 < r.b_low < 4293.45
    rng = np.random.default_rng(5)
    below = list(np.exp(rng.uniform(0.001, math.log(r.b_low), 40))) + [r.b_low * (1 - 10.0 ** -k) for k in range(3, 8)]
    below.append(r.b_low)
    for b in below:
        assert _failing_m_arb(float(b), 128, 1024) is not None, b
    flint.ctx.prec = 128
    lows = [arb_B(r.b_high, 128, m).lower() for m in range(1024)]
    assert min(float(x) for x in lows) >= 0  # every m < L certified by Arb alone at b_high


def test_the_parallel_block_sweep_agrees_with_the_sequential_one(monkeypatch):
    """The cover swept in blocks by two worker processes: a certificate that verifies, and the same b*."""
    one = rb.brackets(128, [2048, 8192], islands=False, workers=1)
    monkeypatch.setattr(rb, "PARALLEL_MIN_L", 4096)
    monkeypatch.setattr(rb, "BLOCK_S", 0.05)
    two = rb.brackets(128, [2048, 8192], islands=False, workers=2)
    facts = rb.verify_certificate(two)
    a, b = one.results[1], two.results[1]
    assert max(a.b_low, b.b_low) <= min(a.b_high, b.b_high)  # both brackets hold b*(8192)
    assert facts[8192]["b_low"] == b.b_low


@pytest.mark.parametrize("d,L", [(4, 5), (4, 24), (4, 64), (8, 7), (8, 32), (8, 64)])
def test_small_cases_against_an_exhaustive_scan(d, L):
    """Every base of a fine grid (relative step 1e-5) below b_low is invalid in float64 with a margin, b_high is
    valid, and the first valid grid base lies in the first island (or within one step above it)."""
    cert = rb.brackets(d, [L], islands=True, span=2.0)
    rb.verify_certificate(cert)
    r = cert.results[0]
    h = d // 2
    step = 1e-5
    grid = np.exp(np.arange(1, int(math.log(r.b_high * 1.5) / step)) * step)
    m = np.arange(L, dtype=np.float64)
    first = None
    for k0 in range(0, len(grid), 4096):
        g = grid[k0:k0 + 4096]
        th = np.exp(-np.multiply.outer(np.log(g), np.arange(h)) / h)
        vmin = np.cos(m[None, :, None] * th[:, None, :]).sum(-1).min(axis=1)
        below = g < r.b_low
        assert np.all(vmin[below] < 1e-12), "a grid base below b_low looks valid"
        ok = np.nonzero((vmin >= 0) & ~below)[0]
        if len(ok) and first is None:
            first = float(g[ok[0]])
            break
    assert first is not None and first >= r.b_low
    lo, hi, _ = r.islands[0]
    assert first <= hi * (1 + step) or (hi - lo) / lo < step
    assert rb.base_lower(r.b_high, d, L)[0] >= 0


def test_trivial_and_degenerate_cases():
    cert = rb.brackets(2, [2, 3], islands=False)
    by = {r.L: r for r in cert.results}
    assert by[2].b_low == 1.0 and by[3].b_low is None  # d = 2: B = cos m, no base is valid once m = 2 counts
    assert rb.first_failure(10.0, 2, 3)["m"] == 2


def test_parse_context_reads_k_both_ways():
    assert rb.parse_context("1k") == 1024 and rb.parse_context("1K", 1000) == 1000
    assert rb.parse_context("1M") == 1 << 20 and rb.parse_context("1M", 1000) == 10**6
    assert rb.parse_context("32768") == 32768
    with pytest.raises(ValueError):
        rb.parse_context("1.5k")


# --- the command ------------------------------------------------------------------------------------------------

def _run(*args):
    return subprocess.run([sys.executable, "-m", "suite", "rope-base", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


def test_command_json_has_the_fields_and_decides_a_base():
    r = _run("--head-dim", "128", "--context", "1k,1000", "--base", "4300", "--json")
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    assert [x["context"] for x in rows] == [1024, 1000]
    for x in rows:
        assert {"head_dim", "context", "b_star_low", "b_star_high", "islands", "seconds", "base", "valid",
                "first_failure"} <= set(x)
        assert x["b_star_low"] <= x["b_star_high"] <= x["b_star_low"] * (1 + 1e-6)
        assert all(len(i) == 2 and i[0] <= i[1] for i in x["islands"])
    assert rows[0]["valid"] is True and rows[0]["first_failure"] is None
    r = _run("--head-dim", "128", "--context", "2k", "--base", "12000", "--json", "--no-islands")
    x = json.loads(r.stdout)[0]
    assert x["valid"] is False and x["first_failure"]["m"] == 1554 and x["first_failure"]["upper"] < 0


def test_command_plain_table_and_k_is():
    r = _run("--head-dim", "8", "--context", "1k", "--k-is", "1000", "--no-islands")
    assert r.returncode == 0 and "1000" in r.stdout and "b* >=" in r.stdout


@pytest.mark.parametrize("args,what", [(("--head-dim", "7", "--context", "1k"), "even"),
                                       (("--head-dim", "0", "--context", "1k"), "even"),
                                       (("--head-dim", "8", "--context", "0"), "at least 1"),
                                       (("--head-dim", "8", "--context", "1k", "--base", "1"), "above 1"),
                                       (("--head-dim", "8", "--context", "1k", "--base", "0.5"), "above 1"),
                                       (("--head-dim", "8", "--context", "x"), "context")])
def test_command_bad_input_exits_2_with_a_message(args, what):
    r = _run(*args)
    assert r.returncode == 2 and what in r.stderr and r.stderr.count("\n") == 1
