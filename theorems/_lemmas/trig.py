"""Trigonometric lemmas: the chord of the unit circle, sum to product, the half-angle formula, and
the zero sets of sin, cos and 1 - cos."""
from __future__ import annotations

import sympy as sp


def chord(pf, p, q, name=None, half=None, cosine=False):
    """The chord identity: the squared distance of the unit-circle points (sin p, cos p) and (sin q, cos q),
    (sin p - sin q)^2 + (cos p - cos q)^2, is 4 sin^2((p - q)/2) (``cosine``: 2 - 2 cos(p - q)).

    For a code pair at phases p = (i + delta) w and q = i w this is |p_{i+delta} - p_i|^2 = 4 sin^2(delta w/2):
    it does not depend on i.  ``half`` is (p - q)/2 written as the caller wants it (default: expanded).
    One SymPy step; returns the two sides (lhs, rhs)."""
    half = sp.expand((p - q) / 2) if half is None else half
    lhs = (sp.sin(p) - sp.sin(q)) ** 2 + (sp.cos(p) - sp.cos(q)) ** 2
    rhs = 2 - 2 * sp.cos(2 * half) if cosine else 4 * sp.sin(half) ** 2
    pf.eq(name or f"chord: (sin p - sin q)^2 + (cos p - cos q)^2 = {sp.sstr(rhs)}", lhs, rhs)
    return lhs, rhs


def sine_difference(pf, p, q, name=None, mid=None, half=None):
    """Sum to product: sin p - sin q = 2 cos((p + q)/2) sin((p - q)/2).  ``mid``/``half`` are (p + q)/2 and
    (p - q)/2 written as the caller wants them (default: expanded).  One SymPy step; returns the right side."""
    mid = sp.expand((p + q) / 2) if mid is None else mid
    half = sp.expand((p - q) / 2) if half is None else half
    rhs = 2 * sp.cos(mid) * sp.sin(half)
    pf.eq(name or "sum to product: sin p - sin q = 2 cos((p+q)/2) sin((p-q)/2)", sp.sin(p) - sp.sin(q), rhs)
    return rhs


def cosine_difference(pf, p, q, name=None, mid=None, half=None):
    """Sum to product: cos p - cos q = -2 sin((p + q)/2) sin((p - q)/2) (``mid``, ``half`` as in sine_difference).
    One SymPy step; returns the right side."""
    mid = sp.expand((p + q) / 2) if mid is None else mid
    half = sp.expand((p - q) / 2) if half is None else half
    rhs = -2 * sp.sin(mid) * sp.sin(half)
    pf.eq(name or "sum to product: cos p - cos q = -2 sin((p+q)/2) sin((p-q)/2)", sp.cos(p) - sp.cos(q), rhs)
    return rhs


def half_angle(pf, x, k=4, name=None):
    """The half-angle formula scaled by k: k sin^2(x/2) = (k/2)(1 - cos x).  One SymPy step."""
    lhs, rhs = k * sp.sin(x / 2) ** 2, sp.Rational(k, 2) * (1 - sp.cos(x))
    pf.eq(name or f"{k} sin^2(x/2) = {sp.sstr(rhs)}", lhs, rhs)
    return rhs


def cos_is_one_exactly_on_2pi_z(pf, x, name=None):
    """cos x = 1 exactly for x in 2 pi Z: SymPy's solveset of cos x - 1 over the reals is {2 pi n : n in Z}."""
    n = sp.Symbol("n", integer=True)
    return pf.sets_equal(name or "cos x = 1 exactly for x in 2 pi Z (SymPy solveset)",
                         sp.solveset(sp.cos(x) - 1, x, sp.S.Reals), sp.ImageSet(sp.Lambda(n, 2 * n * sp.pi), sp.S.Integers))


def nonzero_integer_not_in_2pi_z(pf, name_rational=None, name_irrational=None):
    """A nonzero integer q is never 2 pi k (k a nonzero integer): q = 2 pi k would make pi = q/(2k) rational,
    and pi is irrational.  Two SymPy steps."""
    k = sp.Symbol("k", integer=True, nonzero=True)
    q = sp.Symbol("q", integer=True)
    pf.true(name_rational or "if an integer q = 2 pi k with k != 0 then pi = q/(2k) would be rational",
            sp.Eq((q / (2 * k)).is_rational, True))
    pf.true(name_irrational or "but pi is irrational (SymPy)", sp.Eq(sp.pi.is_irrational, True))


def solveset_is(expr, var, expected):
    """True iff SymPy's solveset(expr = 0) over the reals equals ``expected`` (up to dummies)."""
    got = sp.solveset(expr, var, sp.S.Reals)
    return bool(got == expected or got.dummy_eq(expected))


def equal_sines_steps(pf, sin_zero_name="solveset(sin y = 0) = {2n*pi} U {2n*pi + pi} = pi*Z",
                      cos_zero_name="solveset(cos y = 0) = {2n*pi + pi/2} U {2n*pi + 3pi/2} = pi/2 + pi*Z"):
    """The lemma sin a = sin b <=> (a - b)/2 in pi Z or (a + b)/2 in pi/2 + pi Z, as proof steps:
    the sum-to-product identity and the zero sets of sin and cos (SymPy's solveset)."""
    a, b, y = sp.symbols("a b y", real=True)
    n = sp.Symbol("n")
    sine_difference(pf, a, b, "sin a - sin b = 2 cos((a+b)/2) sin((a-b)/2)")
    pf.exhaust(sin_zero_name, [y], lambda v: solveset_is(
        sp.sin(v), v, sp.Union(sp.ImageSet(sp.Lambda(n, 2 * n * sp.pi), sp.S.Integers),
                               sp.ImageSet(sp.Lambda(n, 2 * n * sp.pi + sp.pi), sp.S.Integers))))
    pf.exhaust(cos_zero_name, [y], lambda v: solveset_is(
        sp.cos(v), v, sp.Union(sp.ImageSet(sp.Lambda(n, 2 * n * sp.pi + sp.pi / 2), sp.S.Integers),
                               sp.ImageSet(sp.Lambda(n, 2 * n * sp.pi + 3 * sp.pi / 2), sp.S.Integers))))


def adjacent_step_steps(pf, pos, w):
    """The step of one (sin, cos) pair from position pos to pos + 1 at angular frequency w: its squared
    length is 4 sin^2(w/2) at every pos (chord), and element by element it is 2 sin(w/2) cos((pos+1/2) w)
    and -2 sin(w/2) sin((pos+1/2) w), periodic in pos.  Returns D2(p), the squared step at position p."""
    chord(pf, (pos + 1) * w, pos * w, "pair: D_i(pos)² = 4 sin²(ω/2) for every pos", half=w / 2)
    sine_difference(pf, (pos + 1) * w, pos * w, "sine element: sin((pos+1)ω) − sin(pos ω) = 2 sin(ω/2) cos((pos+½)ω) "
                    "(periodic in pos)", mid=(pos + sp.Rational(1, 2)) * w, half=w / 2)
    cosine_difference(pf, (pos + 1) * w, pos * w, "cosine element: cos((pos+1)ω) − cos(pos ω) = −2 sin(ω/2) sin((pos+½)ω) "
                      "(periodic in pos)", mid=(pos + sp.Rational(1, 2)) * w, half=w / 2)

    def D2(p):
        return (sp.sin((p + 1) * w) - sp.sin(p * w)) ** 2 + (sp.cos((p + 1) * w) - sp.cos(p * w)) ** 2

    return D2
