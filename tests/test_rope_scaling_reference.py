"""numeric/rope_scaling.py against an independent implementation written here from the papers and the reference
implementation's formulas (mpmath at 60 digits; nothing imported from numeric/ for the reference), at several
(d, base, s, L0); and its certification of sum_i cos(m theta'_i) >= 0 against a brute force over every m."""
from __future__ import annotations

from fractions import Fraction

import mpmath
import pytest

from numeric import rope_scaling as R

mp = mpmath.mp.clone() if hasattr(mpmath.mp, "clone") else mpmath.mp
mp.dps = 60


# --- the reference, from the papers ------------------------------------------------------------------------------

def ref_frequencies(method, d, base, s, L0, L=None, beta_fast=32, beta_slow=1, low=1, high=4, short=None, long=None):
    """(theta'_i list, attention factor, extra) in mpmath."""
    base, s = mp.mpf(base), mp.mpf(s)
    h = d // 2
    th = [base ** (-mp.mpf(2 * i) / d) for i in range(h)]
    extra = {}
    if method == "linear":  # Chen et al. 2023: positions m L0/L, i.e. theta/s
        return [t / s for t in th], mp.mpf(1), extra
    if method in ("ntk", "dynamic"):  # bloc97 2023; emozilla 2023 (with L taken as max(L, L0))
        if method == "ntk":
            nb = base * s ** (mp.mpf(d) / (d - 2))
        else:
            Le = max(L, L0)
            nb = base * (s * Le / L0 - (s - 1)) ** (mp.mpf(d) / (d - 2))
        extra["base"] = nb
        return [nb ** (-mp.mpf(2 * i) / d) for i in range(h)], mp.mpf(1), extra
    if method == "yarn":  # Peng et al. 2023, as transformers' _compute_yarn_parameters
        def dim(beta):
            return d * mp.log(L0 / (beta * 2 * mp.pi)) / (2 * mp.log(base))
        lo, hi = max(int(mp.floor(dim(beta_fast))), 0), min(int(mp.ceil(dim(beta_slow))), d - 1)
        extra["range"] = (lo, hi)
        hi_eff = hi + mp.mpf("0.001") if lo == hi else hi
        out = []
        for i in range(h):
            r = min(max((i - lo) / mp.mpf(hi_eff - lo), 0), 1)
            out.append((th[i] / s) * r + th[i] * (1 - r))
        return out, (mp.mpf("0.1") * mp.log(s) + 1) if s > 1 else mp.mpf(1), extra
    if method == "llama3":  # Meta's Llama 3.1 rule
        out, bands = [], []
        for t in th:
            wl = 2 * mp.pi / t
            if wl < mp.mpf(L0) / high:
                out.append(t)
                bands.append("kept")
            elif wl > mp.mpf(L0) / low:
                out.append(t / s)
                bands.append("scaled")
            else:
                g = (L0 / wl - low) / mp.mpf(high - low)
                out.append((1 - g) * t / s + g * t)
                bands.append("ramped")
        extra["bands"] = bands
        return out, mp.mpf(1), extra
    if method == "longrope":  # Ding et al. 2024
        lam = long if L > L0 else short
        return [th[i] / mp.mpf(lam[i]) for i in range(h)], (mp.sqrt(1 + mp.log(s) / mp.log(L0)) if s > 1 else
                                                            mp.mpf(1)), extra
    raise ValueError(method)


def contains(ball, x, rel=mpmath.mpf("1e-35")):
    lo, hi = mp.mpf(ball.lower().str(50, radius=False)), mp.mpf(ball.upper().str(50, radius=False))
    slack = abs(x) * rel
    return lo - slack <= x <= hi + slack


CASES = [(d, base, s, L0) for d in (64, 128, 96) for base in (10000, 500000, 1000000) for s, L0 in ((2, 2048), (8, 8192))]
CASES += [(128, 10000, 4, 4096), (128, 10000, 16, 4096)]


def _scaling(method, d, base, s, L0, **kw):
    extra = {}
    if method == "llama3":
        extra = {"low_freq_factor": Fraction(1), "high_freq_factor": Fraction(4)}
    if method == "longrope":
        extra = {"short_factor": [Fraction(1) + Fraction(i, 64) for i in range(d // 2)],
                 "long_factor": [Fraction(1) + Fraction(i * (s - 1), d // 2 - 1) for i in range(d // 2)]}
    return R.Scaling(method=method, head_dim=d, base=Fraction(base), factor=Fraction(s), original=L0,
                     context=kw.get("context", 4 * L0), **extra)


@pytest.mark.parametrize("method", R.METHODS)
@pytest.mark.parametrize("d, base, s, L0", CASES)
def test_every_methods_frequencies_match_the_reference(method, d, base, s, L0):
    sc = _scaling(method, d, base, s, L0)
    got = R.scaled(sc)
    ref, att, extra = ref_frequencies(method, d, base, s, L0, L=sc.context,
                                      short=[mp.mpf(x.numerator) / x.denominator for x in sc.short_factor],
                                      long=[mp.mpf(x.numerator) / x.denominator for x in sc.long_factor])
    assert len(got.scaled) == d // 2
    for i, (ball, x) in enumerate(zip(got.scaled, ref)):
        assert contains(ball, x), (method, i, ball, x)
    assert contains(got.attention_factor, att)
    if method == "yarn":
        assert got.yarn_range == extra["range"]
    if method == "llama3":
        assert got.bands == extra["bands"]
    if method in ("ntk", "dynamic"):
        assert contains(got.dynamic_base, extra["base"])
    # the bands from the reference's values: kept where theta' = theta, scaled where theta' = theta/s (or, for the
    # NTK methods, every pair but the first, whose base changed)
    th = [mp.mpf(base) ** (-mp.mpf(2 * i) / d) for i in range(d // 2)]
    for i, b in enumerate(got.bands):
        if method in ("ntk", "dynamic"):
            assert b == ("kept" if i == 0 else "scaled")
        elif method == "longrope":
            assert b == ("kept" if sc.long_factor[i] == 1 else "scaled")
        else:
            kept, scaled = abs(ref[i] - th[i]) < th[i] * 1e-40, abs(ref[i] - th[i] / s) < th[i] * 1e-40
            assert b == ("kept" if kept else "scaled" if scaled else "ramped"), (method, i, b)


def test_the_two_worked_configurations():
    # Llama 3.1: the bands by pair index, from the wavelengths 2 pi 500000^(i/64) against 2048 and 8192
    sc = R.Scaling(method="llama3", head_dim=128, base=Fraction(500000), factor=Fraction(8), original=8192,
                   context=131072, low_freq_factor=Fraction(1), high_freq_factor=Fraction(4))
    wl = [2 * mp.pi * mp.mpf(500000) ** (mp.mpf(i) / 64) for i in range(64)]
    want = ["kept" if w < 2048 else "scaled" if w > 8192 else "ramped" for w in wl]
    assert R.scaled(sc).bands == want
    assert (want.count("kept"), want.count("ramped"), want.count("scaled")) == (29, 6, 29)
    # YaRN at d = 128, base 10000, s = 4, L0 = 4096, beta 32 and 1
    sc = R.Scaling(method="yarn", head_dim=128, base=Fraction(10000), factor=Fraction(4), original=4096, context=16384)
    got = R.scaled(sc)
    lo = 128 * mp.log(4096 / (32 * 2 * mp.pi)) / (2 * mp.log(10000))
    hi = 128 * mp.log(4096 / (1 * 2 * mp.pi)) / (2 * mp.log(10000))
    assert got.yarn_range == (int(mp.floor(lo)), int(mp.ceil(hi))) == (20, 46)
    assert contains(got.attention_factor, mp.mpf("0.1") * mp.log(4) + 1)


def brute_first_failure(thetas, L):
    for m in range(L):
        v = mp.fsum(mp.cos(m * t) for t in thetas)
        if v < 0:
            return m, v
    return None, None


@pytest.mark.parametrize("method, d, base, s, L0", [
    ("linear", 16, 10000, 2, 512), ("ntk", 32, 10000, 4, 256), ("yarn", 32, 10000, 4, 512),
    ("llama3", 64, 10000, 2, 1024), ("dynamic", 16, 500, 2, 300), ("linear", 16, 50, 2, 512),
])
def test_certify_agrees_with_a_brute_force_over_every_m(method, d, base, s, L0):
    mp.dps = 30
    try:
        sc = _scaling(method, d, base, s, L0, context=2 * L0)
        L = 2 * L0
        ref, _, _ = ref_frequencies(method, d, base, s, L0, L=L, short=[1] * (d // 2),
                                    long=[1 + mp.mpf(i * (s - 1)) / (d // 2 - 1) for i in range(d // 2)])
        m, v = brute_first_failure(ref, L)
        got = R.certify(sc, L)
        if m is None:
            assert got["holds"] and got["first_failure"] is None
        else:
            assert not got["holds"] and got["first_failure"]["m"] == m
            assert v <= got["first_failure"]["upper"] < 0
    finally:
        mp.dps = 60


def test_certify_on_a_configuration_that_holds_and_one_that_fails():
    # plain RoPE at d = 128, base 10000 (position interpolation with s = 1): the sum first goes below 0 at m = 1707
    sc = R.Scaling(method="linear", head_dim=128, base=Fraction(10000), factor=Fraction(1), original=4096, context=4096)
    th = [mp.mpf(10000) ** (-mp.mpf(2 * i) / 128) for i in range(64)]
    got = R.certify(sc, 4096)
    m = got["first_failure"]["m"]
    assert all(mp.fsum(mp.cos(k * t) for t in th) >= 0 for k in range(m - 50, m))
    assert mp.fsum(mp.cos(m * t) for t in th) < 0
    assert got["largest_context"] == m
    ok = R.certify(sc, m, search=4096)  # holds at L = m, and the search past m finds m again
    assert ok["holds"] and ok["first_failure"] is None and ok["largest_context"] == m
    short = R.certify(sc, m)  # no search past L: nothing is said beyond it
    assert short["holds"] and short["largest_context"] is None and short["holds_up_to"] == m


@pytest.mark.parametrize("d, base, s, L0", [(128, 10000, 4, 4096), (64, 150000, 32, 4096), (96, 1000000, 8, 8192)])
def test_yarn_without_truncation_matches_the_reference(d, base, s, L0):
    # newer transformers' truncate = false: low, high are the unrounded correction dimensions, clipped to [0, d - 1]
    sc = R.Scaling(method="yarn", head_dim=d, base=Fraction(base), factor=Fraction(s), original=L0, truncate=False)
    got = R.scaled(sc)

    def dim(beta):
        return d * mp.log(L0 / (beta * 2 * mp.pi)) / (2 * mp.log(base))
    lo, hi = max(dim(32), 0), min(dim(1), d - 1)
    for i, ball in enumerate(got.scaled):
        t = mp.mpf(base) ** (-mp.mpf(2 * i) / d)
        r = min(max((i - lo) / (hi - lo), 0), 1)
        assert contains(ball, (t / s) * r + t * (1 - r)), i
    # the truncated range differs: at least one pair's frequency moves
    trunc = R.scaled(R.Scaling(method="yarn", head_dim=d, base=Fraction(base), factor=Fraction(s), original=L0))
    assert any(abs(float((a - b).mid())) > 1e-12 * float(a.mid()) for a, b in zip(got.scaled, trunc.scaled))
