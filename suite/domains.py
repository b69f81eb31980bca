"""Declared Hypothesis strategies shared by claims (the runner holds no domain code)."""
from __future__ import annotations

from fractions import Fraction

from hypothesis import strategies as st

MAX_POS = 10**6


def dims(lo: int = 2, hi: int = 4096):
    """Even model dimensions, small ones first (Hypothesis shrinks toward lo)."""
    return st.one_of(st.integers(lo // 2, 32).map(lambda h: 2 * h),
                     st.sampled_from([v for v in (64, 128, 256, 512, 1024, 4096) if lo <= v <= hi])) \
        .filter(lambda d: lo <= d <= hi)


def pairs_index(d_max: int = 4096):
    return st.integers(0, d_max // 2 - 1)


def positions(hi: int = MAX_POS, lo: int = 0):
    """Integer positions up to 10^6 (long-context scale)."""
    return st.one_of(st.integers(lo, 64), st.integers(lo, hi))


def offsets(hi: int = MAX_POS):
    return st.one_of(st.integers(-64, 64), st.integers(-hi, hi))


def bases():
    return st.sampled_from([10000, 500000, 100, 2])


def small_rationals(limit: int = 20, den: int = 8):
    return st.builds(Fraction, st.integers(-limit * den, limit * den), st.integers(1, den))


def scaling_factors(hi: int = 32, one: bool = False):
    """RoPE scaling factors s: the powers of 2 up to ``hi`` (and 1 with ``one``), and exact hundredths in
    (1, hi] (1 itself with ``one``) as Fraction texts ("401/100")."""
    powers = ([1] if one else []) + [2 ** k for k in range(1, 7) if 2 ** k <= hi]
    return st.one_of(st.sampled_from(powers), st.integers(100 if one else 101, 100 * hi).map(lambda n: f"{n}/100"))
