"""The smallest RoPE base for a context length, certified (Men et al.'s bound, decided rigorously).

    B_b(m) = sum_{i=0}^{h-1} cos(m theta_i),   theta_i = b^(-2i/d) = b^(-i/h),   h = d/2,

and a base b > 1 is *valid* for the context L when B_b(m) >= 0 for every integer 0 <= m <= L-1.  The smallest
base is b*(L) = inf { b > 1 : b valid for L }.  The valid set is closed (a finite intersection of closed sets) but
not an interval, so b*(L) is bracketed by two certificates, never by bisection:

* ``b_low``: every b in (1, b_low] is invalid.  The certificate is a list of *cells* (b0, b1, m), b0 < b1 floats,
  m < L an integer, whose union covers (1, b_low] and for which max_{b0 <= b <= b1} B_b(m) < 0 is proved.
* ``b_high``: valid, every m < L proved: B_{b_high}(m) >= 0 (``base_lower``).

Context lengths: the published tables write 1k, 2k, ..., 1M; ``parse_context`` reads "1k" as 1024 (and 1M as
2^20) by default (``k_is=1024``) and as 1000 (1M = 10^6) with ``k_is=1000``; a plain integer is itself.  The
tables' 1k entry (4.3e3) fits 1024 (b* = 4.29e3) and not 1000 (b* = 4.21e3), see theorems/rope_base/.

Rigour (the standard of ``numeric.scan``): no libm value is trusted.  Every frequency comes from an Arb ball
(python-flint, 128 bits) rounded to a float with its error bound; 2 pi and pi/2 are Arb-enclosed constants split
so that the range reduction is exact but for bounded roundings; cos and sin are bounded by their Taylor
polynomials (to z^28 on [0, pi]) with the alternating-series remainder and the Horner roundings bounded
(``E_COS``); every IEEE operation (+, -, *, rint) is assumed correctly rounded (binary64, round to nearest) and
its error is added to a radius.  Three bounds use this:

``cos_range(c, r)``   lo <= cos(t) <= hi for every t in [c - r, c + r]: from the distance of c to 2 pi Z (the
                      maximum is cos(max(0, dist - r)), the minimum -cos(max(0, pi - dist - r))).
``cell_upper``        an upper bound of max_{b in [b0, b1]} B_b(m): the smaller of (a) the sum over i of the
                      upper ends of cos over each term's phase interval [m theta_i(b1), m theta_i(b0)] and (b) a
                      cubic Taylor model in s = ln b about the cell's centre s_c, B(s_c + t) <= B0 + |B1| r +
                      max(B2, 0) r^2/2 + |B3| r^3/6 + M4 r^4/24 with B0..B3 the derivatives at s_c enclosed in
                      mid-radius arithmetic (``_MR``) and M4 >= sum_i a_i^4 (U + 7U^2 + 6U^3 + U^4), a_i = i/h,
                      U >= m theta_i over the cell, a bound of |d^4/ds^4 cos(m e^(-a s))|.
``base_lower``        lower bounds of B_b(m) for every m < L at one base: m = aK + j, B = sum_i cos(aK theta_i)
                      cos(j theta_i) - sin(aK theta_i) sin(j theta_i), the two tables enclosed as above and the
                      product done as one matrix product; its error is at most gamma_{2h} sum |x y| whatever the
                      order of summation or use of FMA (Higham, Thm 3.1), plus the tables' radii.

Search (``brackets``) is float32/float64 and only proposes: a sweep upward in b keeps a pool of the m whose
slowly varying part of B (the terms whose phase moves by < 1 rad over the window, and i = 0, which does not move)
is lowest, evaluates a ranked sub-pool on a grid of bases, covers the grid greedily by negative runs, and sends the
proposed cells to ``cell_upper`` in one batch (a failed cell is halved and retried).  When no pooled m is negative,
a full scan of every m < L (a float32 matrix product) refreshes the pool; when the full scan finds none, the point
is (in floats) valid and the sweep looks for a base it can certify valid there (``base_lower``).  Contexts are done
in increasing order and reuse the cells of the smaller ones (a witness m < L' < L serves L too).  Above b_high the
sweep goes on to ``span`` * b_high for the islands: every part of [b_low, span * b_high] outside the returned
islands is covered by certified cells, and each island holds a base certified valid; an island may contain
invalid gaps too short for the float grid of the valid stretches (``island_step``) to see.

The certificate (``Certificate``) is plain data (cells, the bracket, the islands' valid bases) and
``verify_certificate`` re-proves all of it with the bounds above, independently of the search.
"""
from __future__ import annotations

import bisect
import functools
import math
import time
from dataclasses import dataclass, field

import numpy as np

U = 2.0 ** -53  # unit roundoff of binary64
BUMP = 1 + 16 * U  # a radius computed with a few float operations, rounded up
TINY = 1e-300  # absolute slack against underflow in a radius


def _up(x):
    return x * BUMP + TINY


# --- constants from Arb -------------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _consts():
    """(P1, P2, E2, PI_LO, HP, EHP): 2 pi = P1 + P2 + e with P1 of 30 bits (k P1 is exact for |k| < 2^23) and
    |e| <= E2; PI_LO a float <= pi; HP = float(pi/2) with |pi/2 - HP| <= EHP."""
    import flint

    old = flint.ctx.prec
    flint.ctx.prec = 256
    try:
        pi = flint.arb.pi()
        two_pi = 2 * pi
        p1 = math.ldexp(math.floor(math.ldexp(float(two_pi.mid()), 27)), -27)  # 2pi < 8: 30 significant bits
        rest = two_pi - p1
        p2 = float(rest.mid())
        e2 = float(abs(rest - p2).upper()) * 2
        pi_lo = float(pi.mid())
        while flint.arb(pi_lo) > pi or not flint.arb(pi_lo) < pi:
            pi_lo = math.nextafter(pi_lo, 0.0)
        hp = float((pi / 2).mid())
        ehp = float(abs(pi / 2 - hp).upper()) * 2
    finally:
        flint.ctx.prec = old
    return p1, p2, e2, pi_lo, hp, ehp


N_TAYLOR = 14  # cos z = sum_{k<=14} (-1)^k z^(2k)/(2k)! on [0, pi]
_COEF = [(-1) ** k / math.factorial(2 * k) for k in range(N_TAYLOR + 1)]
# |cos z - computed| <= the first omitted term pi^30/30! (alternating, decreasing terms for z <= pi) + the Horner
# roundings, the squaring and the coefficients' roundings: <= (2 N_TAYLOR + 6) u sum_k |c_k| z^(2k) <= ... cosh(pi)
E_COS = ((math.pi + 1e-6) ** 30 / math.factorial(30) + (2 * N_TAYLOR + 6) * U * math.cosh(math.pi + 1e-6)) * 1.01


def _cos_poly(z):
    x = z * z
    p = np.full_like(z, _COEF[-1])
    for c in _COEF[-2::-1]:
        p = p * x + c
    return p


def cos_range(c, r):
    """Rigorous (lo, hi) with lo <= cos(t) <= hi for every real t in [c - r, c + r] (float arrays, r >= 0,
    |c| < 2^23 * 2 pi)."""
    p1, p2, e2, pi_lo, _, _ = _consts()
    c = np.asarray(c, dtype=np.float64)
    r = np.asarray(r, dtype=np.float64)
    k = np.rint(c / (p1 + p2))
    if k.size and float(np.max(np.abs(k))) >= 2.0 ** 23:
        raise ValueError("cos_range: phase too large for the two-part reduction (|c| >= 2^23 * 2 pi)")
    y1 = c - k * p1  # k p1 exact (30 + 23 bits); the subtraction rounds by <= u |y1|
    y = y1 - k * p2
    ey = (U * np.abs(y1) + U * np.abs(k * p2) + U * np.abs(y) + np.abs(k) * e2) * (1 + 8 * U) + TINY
    ay = np.abs(y)  # |y| <= pi + tiny: dist(c, 2 pi Z) is in [ay - ey, ay + ey]
    dlo = ay - ey
    dlo = dlo - U * np.abs(dlo)
    dhi = ay + ey
    dhi = dhi + U * dhi
    z = dlo - r
    z = np.clip(z - U * np.abs(z), 0.0, pi_lo)  # below the true max(0, dist - r); cos decreasing on [0, pi]
    hi = np.minimum(_cos_poly(z) + E_COS, 1.0)
    w = pi_lo - dhi
    w = w - U * np.abs(w) - r
    w = np.clip(w - U * np.abs(w), 0.0, pi_lo)  # below pi - dist - r
    lo = np.maximum(-(_cos_poly(w) + E_COS), -1.0)
    return lo, hi


def sin_range(c, r):
    """Rigorous (lo, hi) of sin over [c - r, c + r]: sin t = cos(t - pi/2), the shift's error added to r."""
    _, _, _, _, hp, ehp = _consts()
    c = np.asarray(c, dtype=np.float64)
    cc = c - hp
    rr = _up(np.asarray(r, dtype=np.float64) + U * np.abs(cc) + ehp)
    return cos_range(cc, rr)


class _MR:
    """Mid-radius enclosures of float arrays: the exact value is within r of m; every operation adds its
    rounding to the radius and rounds the radius up."""

    __slots__ = ("m", "r")

    def __init__(self, m, r):
        self.m, self.r = m, r

    def __add__(self, o):
        mid = self.m + o.m
        return _MR(mid, _up(self.r + o.r + U * np.abs(mid)))

    def __sub__(self, o):
        mid = self.m - o.m
        return _MR(mid, _up(self.r + o.r + U * np.abs(mid)))

    def __mul__(self, o):
        if not isinstance(o, _MR):
            mid = self.m * o  # o an exact float
            return _MR(mid, _up(abs(o) * self.r + U * np.abs(mid)))
        mid = self.m * o.m
        return _MR(mid, _up(np.abs(self.m) * o.r + np.abs(o.m) * self.r + self.r * o.r + U * np.abs(mid)))

    def sum(self, axis=-1):
        n = self.m.shape[axis]
        mid = self.m.sum(axis=axis)
        err = self.r.sum(axis=axis) + n * U * np.abs(self.m).sum(axis=axis)
        return _MR(mid, _up(err * (1 + 2 * n * U)))

    def upper(self):
        v = self.m + self.r
        return v + U * np.abs(v) + TINY

    def lower(self):
        v = self.m - self.r
        return v - U * np.abs(v) - TINY


def _range_mr(lo, hi):
    mid = 0.5 * (lo + hi)
    return _MR(mid, _up(0.5 * (hi - lo) + U * np.abs(mid)))


# --- frequencies --------------------------------------------------------------------------------------------

def _arb():
    import flint

    flint.ctx.prec = 128
    return flint


def _ball_float(x) -> tuple[float, float]:
    """(float near the ball's midpoint, a bound on its distance to every point of the ball): the radius plus the
    rounding of the midpoint to a float (<= u |m|), rounded up."""
    m = float(x.mid())
    return m, (float(x.rad()) + abs(m) * U) * (1 + 1e-12) + 1e-320


def thetas(b: float, d: int):
    """(t, e): floats t_i and bounds e_i with |b^(-2i/d) - t_i| <= e_i, i = 0..d/2-1, each from its own Arb ball."""
    flint = _arb()
    h = d // 2
    lb = flint.arb(float(b)).log()
    out = [_ball_float((-(lb * i) / h).exp()) for i in range(h)]
    return np.array([t for t, _ in out]), np.array([e for _, e in out])


def _theta1(values, h, of_log=False):
    """Per value: (t, e) with |theta_1 - t| <= e, theta_1 = exp(-v/h) if of_log else v^(-1/h) (Arb)."""
    flint = _arb()
    t = np.empty(len(values))
    e = np.empty(len(values))
    for k, v in enumerate(values):
        x = flint.arb(float(v))
        x = (-x / h).exp() if of_log else (-(x.log()) / h).exp()
        t[k], e[k] = _ball_float(x)
    return t, e


def _powers(t1, e1, h):
    """(t, e), rows per value: t[:, i] = the float product t1^i (numpy cumprod, one rounding per factor) and
    |theta_1^i - t| <= e: relative error <= (1 + rho)^i (1 + u)^(i-1) - 1 <= x / (1 - x), x = i (rho + u)."""
    n = len(t1)
    fac = np.ones((n, h))
    if h > 1:
        fac[:, 1:] = t1[:, None]
    t = np.cumprod(fac, axis=1)
    rho = e1 / t1 * (1 + 4 * U) + U
    x = np.arange(h)[None, :] * rho[:, None] * (1 + 4 * U)
    if float(np.max(x, initial=0.0)) >= 0.5:
        raise ValueError("_powers: too many factors for the error bound")
    eta = _up(x / (1 - x))
    return t, _up(t * eta / (1 - eta))


# --- certificates -------------------------------------------------------------------------------------------

def _a_mr(h, shape):
    """a_i = i/h as enclosures (exact when h is a power of 2)."""
    a = np.arange(h, dtype=np.float64) / h
    return _MR(np.broadcast_to(a, shape), np.broadcast_to(U * a, shape))


_LOG_CACHE: dict = {}


def _log_float(b: float) -> tuple[float, float]:
    """(l, e) with |ln b - l| <= e (Arb), cached by the float b: neighbouring cells share their ends."""
    got = _LOG_CACHE.get(b)
    if got is None:
        if len(_LOG_CACHE) > 1_000_000:
            _LOG_CACHE.clear()
        got = _LOG_CACHE[b] = _ball_float(_arb().arb(b).log())
    return got


def _exp_neg_over(values, h):
    """(t, e) per float v: |exp(-v/h) - t| <= e (Arb)."""
    flint = _arb()
    t = np.empty(len(values))
    e = np.empty(len(values))
    for k, v in enumerate(values):
        t[k], e[k] = _ball_float((-flint.arb(float(v)) / h).exp())
    return t, e


def _theta1_at_bases(bs, h):
    flint = _arb()
    t = np.empty(len(bs))
    e = np.empty(len(bs))
    for k, b in enumerate(bs):
        t[k], e[k] = _ball_float((-(flint.arb(float(b)).log()) / h).exp())
    return t, e


def _range_upper(m, b0, b1, h):
    """Upper bounds from the phase ranges: term i >= 1 has phase in [m theta_i(b1), m theta_i(b0)] (theta_i
    decreasing in b); term 0 is cos(m) exactly."""
    mm = m[:, None]
    T0, E0 = _powers(*_theta1_at_bases(b0, h), h)
    T1, E1 = _powers(*_theta1_at_bases(b1, h), h)
    A = mm * T1
    Bv = mm * T0
    cen = 0.5 * (A + Bv)
    half = _up(0.5 * (Bv - A) + 2 * U * (A + Bv) + mm * (E0 + E1))
    cen[:, 0] = m
    half[:, 0] = 0.0
    _, hi = cos_range(cen, half)
    return _up(hi.sum(axis=1) + h * U * np.abs(hi).sum(axis=1) + TINY)


def _taylor_upper(m, b0, b1, h):
    """Upper bounds from the cubic Taylor model in s = ln b about the cell's centre (module docstring)."""
    n = len(m)
    sc = np.empty(n)
    rad = np.empty(n)
    for k in range(n):
        l0, e0 = _log_float(float(b0[k]))
        l1, e1 = _log_float(float(b1[k]))
        c = 0.5 * (l0 + l1)
        r = max(abs(l1 - c) + e1, abs(c - l0) + e0)
        sc[k], rad[k] = c, r * (1 + 4 * U) + TINY  # c is a float; |c - ln b_j| <= r for both ends
    tc, ec = _exp_neg_over(sc, h)
    mm = m[:, None]
    T, E = _powers(tc, ec, h)
    um = mm * T
    u = _MR(um, _up(mm * E + U * np.abs(um)))
    a = _a_mr(h, um.shape)
    c = _range_mr(*cos_range(u.m, u.r))
    s = _range_mr(*sin_range(u.m, u.r))
    us = u * s
    uu = u * u
    u2c = uu * c
    a2 = a * a
    B0 = c.sum(1)
    B1 = ((a * u) * s).sum(1)
    nB2 = (a2 * (us + u2c)).sum(1)  # -B2
    B3 = ((a2 * a) * (us + u2c * 3.0 - uu * us)).sum(1)
    x = _up(np.arange(h)[None, :] / h * rad[:, None] * (1 + 2 * U))
    umax = _up(u.upper() * _up(1 + x + x * x))  # u e^{a r}, e^x <= 1 + x + x^2 for 0 <= x <= 1
    poly = _up(umax * _up(1 + umax * _up(7 + umax * _up(6 + umax))))
    a4 = _up((np.arange(h) / h)[None, :] ** 4 * (1 + 8 * U))
    M4 = _up(_up(a4 * poly).sum(1) * (1 + 2 * h * U))
    r = rad
    t_0 = B0.upper()
    t_1 = _up((np.abs(B1.m) + B1.r) * r)
    t_2 = _up(np.maximum(-nB2.lower(), 0.0) * r * r * 0.5)
    t_3 = _up((np.abs(B3.m) + B3.r) * r * r * r / 6)
    t_4 = _up(M4 * r * r * r * r / 24)
    out = np.where(t_0 >= 0, _up(np.abs(t_0) + t_1 + t_2 + t_3 + t_4),
                   _up(_up(_up(t_0 + t_1) + _up(t_2 + t_3)) + t_4))
    return np.where(np.max(x, axis=1) > 1.0, np.inf, out)


def cell_upper(m, b0, b1, d):
    """Upper bounds of max_{b in [b0, b1]} B_b(m), one per cell (arrays; floats 1 <= b0 <= b1, integers
    0 <= m < 2^53): the cubic Taylor model, and for the cells it does not prove negative the phase-range bound
    (module docstring); the smaller is returned."""
    h = d // 2
    m = np.asarray(m, dtype=np.float64).reshape(-1)
    b0 = np.asarray(b0, dtype=np.float64).reshape(-1)
    b1 = np.asarray(b1, dtype=np.float64).reshape(-1)
    if len(m) == 0:
        return np.zeros(0)
    if np.any(b0 < 1) or np.any(b1 < b0) or np.any(m < 0) or np.any(m != np.floor(m)):
        raise ValueError("cell_upper: need 1 <= b0 <= b1 and integers m >= 0")
    out = _taylor_upper(m, b0, b1, h)
    redo = np.nonzero(~(out < 0))[0]
    if len(redo):
        out[redo] = np.minimum(out[redo], _range_upper(m[redo], b0[redo], b1[redo], h))
    return out


def _dot_bound(h2):
    """gamma_n for an inner product of n = h2 terms: n u / (1 - n u), rounded up."""
    return _up(h2 * U / (1 - h2 * U))


def base_values(b: float, d: int, L: int, m_lo: int = 0):
    """(values, err): floats with |B_b(m) - values[m - m_lo]| <= err for every m_lo <= m < L (module docstring:
    two enclosed tables and one matrix product with its rounding bound)."""
    h = d // 2
    n = L - m_lo
    t, e = thetas(b, d)
    K = 1 << max(4, int(math.ceil(math.log2(max(2.0, math.sqrt(n))))))
    A = -(-n // K)
    aK = (m_lo + np.arange(A, dtype=np.float64) * K)[:, None]
    j = np.arange(K, dtype=np.float64)[:, None]

    def table(mult):
        ph = mult * t
        rr = _up(mult * e + U * np.abs(ph))
        c = _range_mr(*cos_range(ph, rr))
        s = _range_mr(*sin_range(ph, rr))
        cm, sm = np.clip(c.m, -1, 1), np.clip(s.m, -1, 1)  # clipping a midpoint keeps the enclosure
        return cm, sm, _up(c.r + np.abs(c.m - cm)), _up(s.r + np.abs(s.m - sm))

    ca, sa, rca, rsa = table(aK)
    cj, sj, rcj, rsj = table(j)
    left = np.hstack([ca, -sa])
    right = np.hstack([cj, sj])
    vals = (left @ right.T).ravel()[:n]
    # |exact - sum of products of midpoints| <= sum_i (rca + rcj + rca rcj + rsa + rsj + rsa rsj), maxima over rows
    ra, rj = rca.max(axis=0), rcj.max(axis=0)
    qa, qj = rsa.max(axis=0), rsj.max(axis=0)
    tables = _up(np.sum(ra + rj + ra * rj + qa + qj + qa * qj) * (1 + 4 * h * U))
    # the product: |fl - exact| <= gamma_{2h} sum |x_i y_i| <= gamma_{2h} 2h (every |x|, |y| <= 1)
    prod = _up(_dot_bound(2 * h) * 2 * h) + 2 * h * 2.0 ** -1000
    return vals, _up(tables + prod)


def base_lower(b: float, d: int, L: int):
    """A rigorous lower bound of min_{0 <= m < L} B_b(m) and the m where the float value is smallest."""
    vals, err = base_values(b, d, L)
    k = int(np.argmin(vals))
    low = float(vals[k]) - err
    return low - U * abs(low) - TINY, k


def arb_value(b: float, d: int, m: int, prec: int = 128):
    """B_b(m) as an Arb ball (every term in Arb; independent of the bounds above)."""
    import flint

    flint.ctx.prec = prec
    h = d // 2
    lb = flint.arb(float(b)).log()
    total = flint.arb(0)
    x = flint.arb(int(m))
    for i in range(h):
        total += (x * (-(lb * i) / h).exp()).cos()
    return total


def first_failure(b: float, d: int, L: int):
    """The smallest m < L with B_b(m) < 0, and an upper bound of B_b(m) below 0 (Arb), or None when b is valid.
    Raises when a value cannot be decided (B_b(m) = 0 to 400 bits)."""
    vals, err = base_values(b, d, L)
    undecided = np.nonzero((vals - err <= 0) & (vals + err >= 0))[0]
    neg = np.nonzero(vals + err < 0)[0]
    first = int(neg[0]) if len(neg) else L
    for m in undecided[undecided < first]:
        for prec in (128, 256, 400):
            v = arb_value(b, d, int(m), prec)
            if v < 0:
                first = int(m)
                break
            if v >= 0:
                break
        else:
            raise ArithmeticError(f"B_b(m) at b={b!r}, m={m}: zero to 400 bits, not decided")
        if first == int(m):
            break
    if first >= L:
        return None
    v = arb_value(b, d, first, 128)
    up = float(v.upper())
    if not up < 0:
        raise ArithmeticError("first_failure: the Arb value does not confirm the failure")
    return {"m": first, "upper": up}


# --- float search (proposals only) ---------------------------------------------------------------------------

_TWO_PI = 2 * math.pi


def _cos32(x):
    return np.cos((x - _TWO_PI * np.rint(x * (1 / _TWO_PI))).astype(np.float32))


def _thetas_f(s, h):
    return np.exp(-s * np.arange(h) / h)


def _eval32(s, ms, h):
    return _cos32(np.multiply.outer(np.asarray(ms, dtype=np.float64), _thetas_f(s, h))).sum(-1, dtype=np.float64)


def _grid32(ss, ms, h):
    """B at the log-bases ss (columns) for the m in ms (rows), float32 cosines."""
    th = np.exp(-np.multiply.outer(ss, np.arange(h)) / h)  # (G, h)
    ph = np.asarray(ms, dtype=np.float64)[:, None, None] * th[None, :, :]
    return _cos32(ph).sum(-1, dtype=np.float64)


def scan_values(s, h, L, cols=None, single=True):
    """B (or the part over the columns ``cols``) at the log-base s for every m < L, by one matrix product."""
    th = _thetas_f(s, h)
    if cols is not None:
        th = th[cols]
    K = 1 << max(4, int(math.ceil(math.log2(max(2.0, math.sqrt(L))))))
    A = -(-L // K)
    a = (np.arange(A, dtype=np.float64) * K)[:, None] * th
    j = np.arange(K, dtype=np.float64)[:, None] * th
    dt = np.float32 if single else np.float64
    left = np.hstack([np.cos(a), -np.sin(a)]).astype(dt)
    right = np.hstack([np.cos(j), np.sin(j)]).astype(dt)
    return (left @ right.T).ravel()[:L].astype(np.float64)


def _zero_after(m, s0, s1, h, n=48):
    """The first s in (s0, s1] (to ~1e-12 relative) where B(s, m) >= 0 in float64, or None (negative throughout
    the grid)."""
    ss = np.linspace(s0, s1, n + 1)
    th = np.exp(-np.multiply.outer(ss, np.arange(h)) / h)
    v = np.cos(m * th).sum(-1)
    nn = np.nonzero(v >= 0)[0]
    if len(nn) == 0:
        return None
    k = int(nn[0])
    if k == 0:
        return s0
    lo, hi = ss[k - 1], ss[k]
    for _ in range(60):
        mid = 0.5 * (lo + hi)
        if mid <= lo or mid >= hi:
            break
        if np.cos(m * np.exp(-mid * np.arange(h) / h)).sum() >= 0:
            hi = mid
        else:
            lo = mid
    return hi


def _eval64(s, ms, h):
    return np.cos(np.multiply.outer(np.asarray(ms, dtype=np.float64), _thetas_f(s, h))).sum(-1)


def _zeros_after(ms, s0, s1, h, n=32):
    """Per m (all negative at s0): the first s in (s0, s1] where B(s, m) >= 0 (float64, grid then bisection to
    ~1e-13 relative); s1 when B stays negative on the grid."""
    if len(ms) == 0:
        return np.zeros(0)
    ss = np.linspace(s0, s1, n + 1)
    th = np.exp(-np.multiply.outer(ss, np.arange(h)) / h)  # (n+1, h)
    v = np.cos(ms[:, None, None] * th[None]).sum(-1)  # (K, n+1)
    nn = v >= 0
    nn[:, 0] = False
    has = nn.any(axis=1)
    k = np.where(has, np.argmax(nn, axis=1), n)
    lo = ss[np.maximum(k - 1, 0)]
    hi = ss[k]
    for _ in range(40):
        mid = 0.5 * (lo + hi)
        vm = np.cos(ms[:, None] * np.exp(-np.multiply.outer(mid, np.arange(h)) / h)).sum(-1)
        pos = vm >= 0
        hi = np.where(pos, mid, hi)
        lo = np.where(pos, lo, mid)
    return np.where(has, hi, s1)


def _b_value64(b, m, h):
    return float(np.cos(m * np.exp(-math.log(b) * np.arange(h) / h)).sum())


# --- the sweep ----------------------------------------------------------------------------------------------

@dataclass
class Stats:
    cells_certified: int = 0
    cells_tried: int = 0
    full_scans: int = 0
    pool_refreshes: int = 0
    windows: int = 0
    valid_checks: int = 0

    def as_dict(self):
        return dict(self.__dict__)


class CoverError(RuntimeError):
    """The sweep could not make progress (reported, never silently skipped)."""


class _Cells:
    """Certified cells (b0, b1, m), sorted by b0, usable by contexts L > m."""

    def __init__(self):
        self.b0: list[float] = []
        self.items: list[tuple[float, float, int]] = []

    def add(self, cells):
        for c in cells:
            k = bisect.bisect_right(self.b0, c[0])
            self.b0.insert(k, c[0])
            self.items.insert(k, c)

    def reach(self, b, L):
        """Follow the cells with m < L that hold b (b0 <= b <= b1) to the farthest end; b itself if none."""
        while True:
            k = bisect.bisect_right(self.b0, b)
            best = b
            for j in range(k - 1, max(-1, k - 65), -1):
                b0, b1, m = self.items[j]
                if m < L and b1 > best:
                    best = b1
            if best == b:
                return b
            b = best


class _Sweep:
    """The float-guided sweep for one context L (see the module docstring)."""

    KAPPA = 0.3       # grid step: KAPPA rad of the fastest moving term (i = 1) at m = L
    GRID = 16         # grid steps per window
    MU = 0.03         # a grid value below -MU counts as negative when planning
    K_POOL = 16384
    K_SUB = 1024
    POOL_WINDOWS = 6  # the pool is refreshed every POOL_WINDOWS windows
    SLOW_RAD = 1.0    # a term is 'slow' over a window when its phase moves by less than this

    def __init__(self, d, L, store: _Cells, stats: Stats, deadline: float):
        self.d, self.h, self.L = d, d // 2, L
        self.store, self.stats, self.deadline = store, stats, deadline
        self.pool = np.zeros(0, dtype=np.int64)
        self.pool_s = -math.inf
        self.pool_width = 0.0
        self.extra = np.zeros(0, dtype=np.int64)

    # scales ---------------------------------------------------------------------------------------------
    def step(self, s):
        """The grid step in s at the log-base s."""
        if self.h < 2:
            return 1.0
        speed = max(self.L, 4) * math.exp(-s / self.h) / self.h
        return min(0.05, self.KAPPA / speed)

    def _slow_cols(self, s, width):
        """The terms whose phase moves by less than SLOW_RAD over a window of ``width`` in s (m <= L); i = 0 does
        not move at all."""
        th = _thetas_f(s, self.h)
        spd = self.L * th * np.arange(self.h) / self.h * width
        return np.nonzero(spd < self.SLOW_RAD)[0]

    def refresh_pool(self, s, width):
        """The K_POOL m whose slowly moving part (over ``width``) is lowest, and that part's value for each."""
        self.stats.pool_refreshes += 1
        cols = self._slow_cols(s, width)
        part = scan_values(s, self.h, self.L, cols)
        k = min(self.K_POOL, self.L)
        self.pool = np.argpartition(part, k - 1)[:k].astype(np.int64)
        self.pool_part = part[self.pool]
        self.pool_cols = cols
        self.pool_s, self.pool_width = s, width

    def sub_pool(self, s, width):
        """The K_SUB pooled m whose part moving slowly over one window is lowest (the pool's stored part plus the
        terms slow over the window but not over the pool's span), and the recent witnesses."""
        if not (self.pool_s <= s <= self.pool_s + self.pool_width) or len(self.pool) == 0:
            self.refresh_pool(s, width * self.POOL_WINDOWS)
        cols = np.setdiff1d(self._slow_cols(s, width), self.pool_cols)
        part = self.pool_part
        if len(cols):
            th = _thetas_f(s, self.h)[cols]
            part = part + _cos32(np.multiply.outer(self.pool.astype(np.float64), th)).sum(-1, dtype=np.float64)
        k = min(self.K_SUB, len(self.pool))
        sub = self.pool[np.argpartition(part, k - 1)[:k]]
        if len(self.extra):
            sub = np.unique(np.concatenate([sub, self.extra]))
        return sub

    def full_scan(self, s, single=True):
        self.stats.full_scans += 1
        return scan_values(s, self.h, self.L, single=single)

    # certification --------------------------------------------------------------------------------------
    def certify_chain(self, plan, depth=4):
        """plan: contiguous cells [(b0, b1, m)]; returns the certified contiguous prefix.  A cell that fails is
        halved (up to ``depth`` times); the prefix ends before the first cell that still fails."""
        segs = [[c, "try"] for c in plan]
        for level in range(depth + 1):
            todo = [k for k, sg in enumerate(segs) if sg[1] == "try"]
            if not todo:
                break
            cs = [segs[k][0] for k in todo]
            ub = cell_upper([c[2] for c in cs], [c[0] for c in cs], [c[1] for c in cs], self.d)
            self.stats.cells_tried += len(cs)
            new = []
            verdict = dict(zip(todo, ub < 0))
            for k, sg in enumerate(segs):
                if sg[1] != "try":
                    new.append(sg)
                    continue
                c = sg[0]
                mid = 0.5 * (c[0] + c[1])
                if verdict[k]:
                    new.append([c, "ok"])
                elif level < depth and c[0] < mid < c[1]:
                    new += [[(c[0], mid, c[2]), "try"], [(mid, c[1], c[2]), "try"]]
                else:
                    new.append([c, "bad"])
                    break  # nothing after a cell that fails can join the prefix
            segs = new
        out = []
        for c, state in segs:
            if state != "ok":
                break
            out.append(c)
        self.stats.cells_certified += len(out)
        return out

    def certify_towards(self, m, b_a, b_b, rel=1e-9, limit=200):
        """Cells for the witness m from b_a towards b_b, halving from the right until certified (the cover may
        stop short of b_b, where B(., m) approaches 0).  Returns the cells (contiguous from b_a)."""
        out = []
        a = b_a
        w = b_b - b_a
        calls = 0
        while w > rel * a and calls < limit and a < b_b:
            widths = w * 0.5 ** np.arange(8)
            ends = np.minimum(a + widths, b_b)
            ub = cell_upper(np.full(len(ends), float(m)), np.full(len(ends), a), ends, self.d)
            self.stats.cells_tried += len(ends)
            calls += 1
            good = np.nonzero(ub < 0)[0]
            if len(good) == 0:
                w = widths[-1] * 0.5
                continue
            k = int(good[0])
            out.append((a, float(ends[k]), int(m)))
            a = float(ends[k])
            w = (b_b - a) if k == 0 else widths[k]
        self.stats.cells_certified += len(out)
        return out

    # planning -------------------------------------------------------------------------------------------
    def grid_values(self, s0, ds, G, ms):
        """Approximate B at s0 + k ds (k = 0..G) for the m in ms (rows): the terms whose phase moves by >= 0.05 rad
        over the window are evaluated at every grid point (float32 phases P - c (1 - e^(-a k ds)), P the phase at
        s0 reduced mod 2 pi), the others by their value and slope at s0."""
        h = self.h
        a = np.arange(h) / h
        th = _thetas_f(s0, h)
        W = ds * G
        fast = (self.L * th * a * W >= 0.05) & (np.arange(h) > 0)
        fc, sc = np.nonzero(fast)[0], np.nonzero(~fast)[0]
        mf = np.asarray(ms, dtype=np.float64)[:, None]
        ph_s = mf * th[sc]
        red = (ph_s - _TWO_PI * np.rint(ph_s * (1 / _TWO_PI))).astype(np.float32)
        S0 = np.cos(red).sum(1, dtype=np.float64)
        S1 = (np.sin(red) * (ph_s * a[sc]).astype(np.float32)).sum(1, dtype=np.float64)
        t = ds * np.arange(G + 1)
        V = S0[:, None] + S1[:, None] * t[None, :]
        if len(fc):
            ph = (mf * th[fc]).T  # (F, K)
            P = (ph - _TWO_PI * np.rint(ph * (1 / _TWO_PI))).astype(np.float32)
            C = ph.astype(np.float32)
            g = (-np.expm1(-np.multiply.outer(t, a[fc]))).astype(np.float32)  # (G+1, F)
            x = np.empty_like(P)
            acc = np.empty((G + 1, P.shape[1]), dtype=np.float32)
            for k in range(G + 1):
                np.multiply(C, g[k][:, None], out=x)
                np.subtract(P, x, out=x)
                np.cos(x, out=x)
                x.sum(0, out=acc[k])
            V += acc.T
        return V

    def plan(self, b):
        """Plan one window of cells from b (float only).  Returns (cells, stalled)."""
        self.stats.windows += 1
        s = math.log(b)
        ds = self.step(s)
        G = self.GRID
        bs = b * np.exp(ds * np.arange(G + 1))
        bs[0] = b
        sub = self.sub_pool(s, ds * G)
        V = self.grid_values(s, ds, G, sub)
        neg = V < -self.MU
        run = np.full(V.shape, -1, dtype=np.int64)
        run[:, G] = np.where(neg[:, G], G, -1)
        for k in range(G - 1, -1, -1):
            run[:, k] = np.where(neg[:, k], np.where(neg[:, k + 1], run[:, k + 1], k), -1)
        best = run.max(axis=0)
        who = run.argmax(axis=0)
        plan = []
        pos = 0
        while pos < G and best[pos] > pos:
            e = int(best[pos])
            plan.append((float(bs[pos]), float(bs[e]), int(sub[who[pos]])))
            pos = e
        return plan, pos < G

    def window(self, b, batch=8):
        """Plan up to ``batch`` windows from b, certify the plan in one go; returns (certified cells, status)."""
        plan = []
        x = b
        stalled = False
        for _ in range(batch):
            cells, stalled = self.plan(x)
            plan += cells
            if stalled or not cells:
                break
            x = cells[-1][1]
        if not plan:
            return [], "stall"
        got = self.certify_chain(plan)
        return got, "ok" if got else "stall"

    def resolve(self, b):
        """At a stall point b (the cover reaches b and no pooled m continues it): find witnesses by a full scan
        (float32, the candidates re-evaluated in float64) and extend the cover, or certify a valid base just above
        b.  Returns (cells, valid base or None)."""
        h = self.h
        s = math.log(b)
        ds = self.step(s)
        v = self.full_scan(s)
        cand = np.nonzero(v < 1e-3)[0]
        zmax, best = s, None
        if len(cand):
            cand = cand[np.argsort(v[cand])][:64]
            v64 = _eval64(s, cand, h)
            negs = cand[v64 < 0]
            self.extra = np.unique(np.concatenate([self.extra[-192:], negs[:64]]))
            z = _zeros_after(negs[:12].astype(np.float64), s, s + ds * 4, h)
            if len(z):
                k = int(np.argmax(z))
                best, zmax = int(negs[k]), float(z[k])
        if best is not None and math.exp(zmax) - b > 1e-9 * b:
            cells = self.certify_towards(best, b, math.exp(zmax))
            if cells:
                return cells, None
        # every witness at b stops within 1e-9 (or cannot be certified): a valid base just above?
        z = max(b, math.exp(zmax))
        for f in (2e-9, 2e-8, 1e-7, 3e-7, 6e-7, 9e-7):
            t = z * (1 + f)
            if not (b < t <= b * (1 + 1e-6)):
                continue
            st = math.log(t)
            vt = self.full_scan(st, single=False)
            if vt.min() >= 0:
                got = self.valid_at(t)
                if got is not None:
                    return [], got
                continue
            # witnesses at t: one negative at b too continues the cover; one that starts above b leaves a gap
            negt = np.nonzero(vt < 0)[0]
            for m in negt[np.argsort(vt[negt])][:32]:
                if _b_value64(b, float(m), h) < 0:
                    zz = _zero_after(float(m), s, s + ds * 4, h)
                    zz = s + ds * 4 if zz is None else zz
                    cells = self.certify_towards(int(m), b, math.exp(zz))
                    if cells:
                        return cells, None
                zs = _zero_before(float(m), s, st, h)
                if zs is not None and math.exp(zs) > z:
                    got = self.valid_at(0.5 * (z + math.exp(zs)))
                    if got is not None and got > b:
                        return [], got
        raise CoverError(f"no progress at b = {b!r} (L = {self.L}, d = {self.d}): the witnesses there end within "
                         "1e-9 and no base within 1e-6 above could be certified valid")

    def valid_at(self, t):
        """t when every m < L is certified B_t(m) >= 0, else None."""
        self.stats.valid_checks += 1
        low, _ = base_lower(t, self.d, self.L)
        return t if low >= 0 else None


@dataclass
class ContextResult:
    L: int
    b_low: float | None
    b_high: float | None
    islands: list = field(default_factory=list)      # [(low, high, certified valid base)]
    seconds: float = 0.0
    note: str = ""


@dataclass
class Certificate:
    d: int
    cells: list            # (b0, b1, m)
    results: list          # ContextResult per context
    span: float
    stats: dict


def _trivial(d, L):
    """Contexts decided without a sweep: L <= 2 (every b > 1 valid), or d = 2 (B = cos m: no base valid when
    L >= 3)."""
    if L <= 2:
        return ContextResult(L, 1.0, 1.0 + 2.0 ** -20, [], 0.0, "every b > 1 is valid (m = 0, 1 only)")
    if d == 2:
        return ContextResult(L, None, None, [], 0.0, "d = 2: B_b(m) = cos m does not depend on b and cos 2 < 0: "
                             "no base is valid")
    return None


def brackets(d: int, contexts, span: float = 2.0, islands: bool = True, time_limit: float = 3600.0,
             progress=None) -> Certificate:
    """Certified brackets [b_low, b_high] of b*(L) for each context L (relative width <= 1e-6) and, with
    ``islands``, the valid islands in [b_low, span * b_high]; see the module docstring."""
    if d < 2 or d % 2:
        raise ValueError("d must be even and >= 2")
    Ls = sorted(set(int(L) for L in contexts))
    if not Ls or Ls[0] < 1:
        raise ValueError("every context must be >= 1")
    store = _Cells()
    stats = Stats()
    results = []
    deadline = time.monotonic() + time_limit
    for L in Ls:
        t0 = time.perf_counter()
        triv = _trivial(d, L)
        if triv is not None:
            if triv.b_high is not None:
                low, _ = base_lower(triv.b_high, d, L)
                if low < 0:
                    raise CoverError("the trivial case is not certified")
            results.append(triv)
            continue
        sw = _Sweep(d, L, store, stats, deadline)
        b = store.reach(1.0, L)
        found = None
        while found is None:
            if time.monotonic() > deadline:
                raise CoverError(f"time limit reached at b = {b!r} (L = {L})")
            cells, status = sw.window(b)
            if cells:
                store.add(cells)
                b = store.reach(cells[-1][1], L)
                continue
            cells, found = sw.resolve(b)
            if cells:
                store.add(cells)
                b = store.reach(cells[-1][1], L)
        b_low, b_high = b, found
        res = ContextResult(L, b_low, b_high)
        if islands:
            res.islands = _islands(sw, b_low, b_high, span, store)
        res.seconds = time.perf_counter() - t0
        results.append(res)
        if progress:
            progress(res)
    return Certificate(d, list(store.items), results, span, stats.as_dict())


ISLAND_STEP = 1e-3  # the float grid of the valid stretches, in ln b: invalid gaps shorter than this may go unseen


def _islands(sw: _Sweep, b_low, b_high, span, store: _Cells):
    """Islands of the valid set in [b_low, span * b_high] (module docstring): walks up from b_high; valid
    stretches by float full scans every 32 grid steps, invalid stretches by the certified cover."""
    L, h = sw.L, sw.h
    top = span * b_high
    out = []
    start, base = b_low, b_high  # the current island: where the cover below it ends, and a certified valid base
    b = b_high
    while True:
        crossing = None
        while b < top:
            if time.monotonic() > sw.deadline:
                raise CoverError(f"time limit reached in the islands at b = {b!r} (L = {L})")
            s = math.log(b)
            s_next = s + min(sw.step(s) * 32, ISLAND_STEP)
            v = sw.full_scan(s_next)
            if v.min() >= 0:
                b = math.exp(s_next)
                continue
            negs = np.nonzero(v < 0)[0]
            found = []
            for m in negs[np.argsort(v[negs])][:32]:
                z = _zero_before(float(m), s, s_next, h)
                if z is not None:
                    found.append((z, int(m)))
            for z, m in sorted(found):
                a = math.exp(z) * (1 + 1e-9)
                cells = _certify_from_crossing(sw, m, max(a, math.nextafter(b, math.inf)), math.exp(s_next))
                if cells:
                    crossing = cells
                    break
            if crossing is None:
                raise CoverError(f"L = {L}: an invalid stretch starts in ({b!r}, {math.exp(s_next)!r}) but no "
                                 "witness could be certified from its start")
            break
        if crossing is None:
            out.append((start, top, base))
            return out
        store.add(crossing)
        out.append((start, crossing[0][0], base))
        c = store.reach(crossing[-1][1], L)
        found = None
        while found is None and c < top:
            if time.monotonic() > sw.deadline:
                raise CoverError(f"time limit reached in the islands at b = {c!r} (L = {L})")
            cs, _ = sw.window(c)
            if not cs:
                cs, found = sw.resolve(c)
            if cs:
                store.add(cs)
                c = store.reach(cs[-1][1], L)
        if found is None:
            return out
        start, base, b = c, found, found


def _zero_before(m, s0, s1, h, n=64):
    """The start of the negative run of B(., m) that contains s1: the last s in [s0, s1] with B >= 0 (float64,
    bisection), or None when B(s1, m) >= 0 or the run reaches back past s0."""
    ss = np.linspace(s0, s1, n + 1)
    th = np.exp(-np.multiply.outer(ss, np.arange(h)) / h)
    v = np.cos(m * th).sum(-1)
    if v[-1] >= 0:
        return None
    nonneg = np.nonzero(v >= 0)[0]
    if len(nonneg) == 0:
        return None
    k = int(nonneg[-1])
    lo, hi = ss[k], ss[k + 1]  # B(lo) >= 0 > B(hi)
    for _ in range(60):
        mid = 0.5 * (lo + hi)
        if mid <= lo or mid >= hi:
            break
        if np.cos(m * np.exp(-mid * np.arange(h) / h)).sum() >= 0:
            lo = mid
        else:
            hi = mid
    return hi


def _certify_from_crossing(sw: _Sweep, m, a, b_end):
    """Cells for the witness m starting at a (just after its crossing into negative values), growing to the
    right: the first cells are tiny (B is near 0 there) and double."""
    out = []
    w = a * 1e-9
    x = a
    tries = 0
    while x < b_end and tries < 400:
        tries += 1
        y = min(x + w, b_end)
        ub = cell_upper([float(m)], [x], [y], sw.d)[0]
        sw.stats.cells_tried += 1
        if ub < 0:
            out.append((x, y, int(m)))
            x = y
            w *= 2
        else:
            if not out and w < a * 1e-13:
                return []
            if out and w < a * 1e-13:
                break
            w *= 0.25
    sw.stats.cells_certified += len(out)
    return out


# --- the certificate checked again ----------------------------------------------------------------------------

def verify_certificate(cert: Certificate, contexts=None) -> dict:
    """Re-prove the certificate: every cell by ``cell_upper`` (< 0), the union of the cells with m < L covering
    (1, b_low] for each context, b_high certified valid by ``base_lower``, b_high - b_low <= 1e-6 b_low, and each
    island's base valid and the gaps between islands covered.  Returns {L: facts}; raises on any failure."""
    d = cert.d
    cells = sorted(cert.cells)
    ub = np.concatenate([cell_upper([c[2] for c in cells[k:k + 4096]], [c[0] for c in cells[k:k + 4096]],
                                    [c[1] for c in cells[k:k + 4096]], d) for k in range(0, len(cells), 4096)]) \
        if cells else np.zeros(0)
    bad = np.nonzero(~(ub < 0))[0]
    if len(bad):
        raise AssertionError(f"cell {cells[int(bad[0])]} is not certified (upper bound {ub[int(bad[0])]})")
    out = {}
    for res in cert.results:
        L = res.L
        if contexts is not None and L not in contexts:
            continue
        if res.b_low is None:
            if not (d == 2 and L >= 3):
                raise AssertionError(f"L = {L}: no bracket")
            out[L] = {"b_low": None, "b_high": None}
            continue
        if L <= 2:
            low, _ = base_lower(res.b_high, d, L)
            if not (res.b_low == 1.0 and low >= 0):
                raise AssertionError(f"L = {L}: trivial case not certified")
            out[L] = {"b_low": 1.0, "b_high": res.b_high, "min_lower_at_b_high": low}
            continue
        reach = _union_reach([c for c in cells if c[2] < L], 1.0)
        if not reach >= res.b_low:
            raise AssertionError(f"L = {L}: the cells cover (1, {reach!r}] only, not up to b_low = {res.b_low!r}")
        low, argm = base_lower(res.b_high, d, L)
        if not low >= 0:
            raise AssertionError(f"L = {L}: b_high = {res.b_high!r} is not certified valid (lower bound {low})")
        if not (res.b_low <= res.b_high <= res.b_low * (1 + 1e-6)):
            raise AssertionError(f"L = {L}: bracket wider than 1e-6")
        facts = {"b_low": res.b_low, "b_high": res.b_high, "min_lower_at_b_high": low, "argmin_at_b_high": argm}
        isl = []
        for k, (lo, hi, base) in enumerate(res.islands):
            lb, _ = base_lower(base, d, L)
            if not (lo <= base <= hi and lb >= 0):
                raise AssertionError(f"L = {L}: island {k} has no certified valid base")
            if k + 1 < len(res.islands):
                nxt = res.islands[k + 1][0]
                r = _union_reach([c for c in cells if c[2] < L], hi)
                if not r >= nxt:
                    raise AssertionError(f"L = {L}: the gap ({hi!r}, {nxt!r}) after island {k} is not covered")
            isl.append((lo, hi, base, lb))
        facts["islands"] = isl
        out[L] = facts
    return out


def _union_reach(cells, start):
    """How far the union of closed cells reaches from ``start`` without a gap (start itself if no cell holds it)."""
    cells = sorted(cells)
    reach = start
    for b0, b1, _ in cells:
        if b0 > reach:
            if b1 <= reach:
                continue
            break
        reach = max(reach, b1)
    return reach


# --- reading the context -------------------------------------------------------------------------------------

def parse_context(text: str, k_is: int = 1024) -> int:
    """'1k', '1K' -> k_is; '1M' -> k_is^2; '32k' -> 32 k_is; an integer -> itself.  Raises ValueError."""
    t = str(text).strip()
    mult = 1
    if t[-1:] in ("k", "K"):
        mult, t = k_is, t[:-1]
    elif t[-1:] in ("m", "M"):
        mult, t = k_is * k_is, t[:-1]
    if not t or not t.isdigit():
        raise ValueError(f"not a context length: {text!r} (an integer, or a number with k or M)")
    return int(t) * mult


TABLE_LABELS = ("1k", "2k", "4k", "8k", "16k", "32k", "64k", "128k", "256k", "512k", "1M")
