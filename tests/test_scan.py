"""The certified scan (numeric.scan.certified_min_separation): its block bounds are lower bounds of
the exact values (checked against Arb and an exhaustive float64 scan), it finds the same minimum as
the exhaustive scan, also where the arg-min is not delta = 1, and the comparison would catch an
unsound bound."""
import numpy as np
import pytest

from numeric import scan

CASES = [(8, 10000), (10, 3), (64, 10000), (512, 500000), (4096, 10000)]


def _exact_block_min(balls, lo, hi):
    return min(scan._arb_dist2(balls, k) for k in range(lo, hi + 1))


@pytest.mark.parametrize("d, base", CASES)
def test_single_offset_bounds_are_below_the_arb_value_and_close_to_it(d, base):
    balls, w64, ew, dpi = scan._arb_frequencies(d, base)
    rng = np.random.default_rng(d)
    deltas = np.concatenate([[1, 2, 3], rng.integers(1, 1 << 24, 40)]).astype(np.float64)
    lb = scan.block_lower_bounds(deltas, 0.0, w64, ew, dpi)
    for x, b in zip(deltas, lb):
        v = scan._arb_dist2(balls, int(x))
        assert b <= float(v.mid() - v.rad())  # a lower bound of the exact value
        assert b >= float(v.mid()) * (1 - 4e-4) - 1e-12  # and a tight one: sin loses < 1.6e-4 at pi/2, sin^2 twice that


@pytest.mark.parametrize("d, base", CASES)
def test_block_bounds_are_below_every_exact_value_in_the_block(d, base):
    balls, w64, ew, dpi = scan._arb_frequencies(d, base)
    rng = np.random.default_rng(7 + d)
    for _ in range(12):
        size = int(2 ** rng.integers(1, 6))
        lo = int(rng.integers(1, (1 << 24) - size))
        lb = scan.block_lower_bounds(np.array([lo + (size - 1) / 2]), (size - 1) / 2, w64, ew, dpi)[0]
        exact = _exact_block_min(balls, lo, lo + size - 1)
        assert lb <= float(exact.mid() - exact.rad())


def test_the_block_comparison_catches_a_bound_that_ignores_the_block_width():
    """The same comparison with h = 0 for a block of 64 offsets (an unsound bound) fails somewhere."""
    balls, w64, ew, dpi = scan._arb_frequencies(64, 10000)
    rng = np.random.default_rng(3)
    caught = 0
    for _ in range(20):
        lo = int(rng.integers(1, 1 << 20))
        wrong = scan.block_lower_bounds(np.array([lo + 31.5]), 0.0, w64, ew, dpi)[0]
        deltas = np.arange(lo, lo + 64, dtype=np.float64)
        exact = float((4 * np.sin(deltas[:, None] * w64[None, :] / 2) ** 2).sum(axis=1).min())
        caught += wrong > exact
    assert caught > 0


@pytest.mark.parametrize("d, base, n", [(8, 10000, 1 << 16), (16, 500000, 1 << 15), (64, 10000, 1 << 16),
                                        (12, 3, 1 << 12)])
def test_certified_minimum_is_the_exhaustive_scans(d, base, n):
    r = scan.certified_min_separation(d, base, n)
    dist2 = d - 2 * scan.cos_sums(d, base, n, workers=1)[1:]
    k = int(np.argmin(dist2)) + 1
    assert r["delta"] == k
    assert r["min_dist2_lo"] <= dist2[k - 1] + scan.error_bound(d, base, n)
    assert dist2[k - 1] - scan.error_bound(d, base, n) <= r["min_dist2_hi"]
    assert r["rigorous_lower_bound_dist"] ** 2 <= r["min_dist2_lo"]
    # uniqueness agrees with the exhaustive scan: a clear gap is certified, a certified one is not contradicted
    second, E = np.delete(dist2, k - 1).min(), scan.error_bound(d, base, n)
    if second - E > r["min_dist2_hi"]:
        assert r["unique"]
    if r["unique"]:
        assert second + E > r["min_dist2_lo"]


def test_the_minimum_is_not_always_at_delta_one():
    """d = 8: the four frequencies 1, 0.1, 0.01, 0.001 nearly realign far out; the scan finds it."""
    r = scan.certified_min_separation(8, 10000, 1 << 20)
    assert r["delta"] == 169646 and r["unique"]
    assert r["min_dist2_hi"] < 2e-5 < scan.certified_min_separation(8, 10000, 2)["min_dist2_lo"]
