"""Deterministic exact sample data: seeded small rationals and permutations (exact in every context)."""
from __future__ import annotations

import random
from fractions import Fraction


def rational_weights(seed: int, n: int, lim: int = 6, den: int = 4) -> list:
    """n deterministic small rationals from ``seed`` (exact Fractions)."""
    r = random.Random(seed)
    return [Fraction(r.randint(-lim * den, lim * den), den) for _ in range(n)]


def rational_matrix(seed: int, rows: int, cols: int, tag: str = ""):
    """A deterministic matrix of small rationals (exact in every context)."""
    rng = random.Random(f"{seed}/{tag}/{rows}x{cols}")
    return [[Fraction(rng.randint(-8, 8), 4) for _ in range(cols)] for _ in range(rows)]


def permutation(seed: int, n: int):
    """A deterministic permutation of range(n)."""
    perm = list(range(n))
    random.Random(f"perm/{seed}/{n}").shuffle(perm)
    return perm
