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
``cell_upper``        an upper bound of max_{b in [b0, b1]} B_b(m): (b) below, and where (b) does not prove the
                      cell negative, the smaller of (b) and (a): (a) the sum over i of the upper ends of cos over
                      each term's phase interval [m theta_i(b1), m theta_i(b0)]; (b) a cubic Taylor model in
                      s = ln b about the cell's centre s_c (ln b0, ln b1 from Arb), B(s_c + t) <= B0 + |B1| r +
                      max(B2, 0) r^2/2 + |B3| r^3/6 + M4 r^4/24 with B0..B3 the derivatives at s_c enclosed in
                      mid-radius arithmetic (``_MR``) and M4 >= sum_i a_i^4 (U + 7U^2 + 6U^3 + U^4), a_i = i/h,
                      U >= m theta_i over the cell, a bound of |d^4/ds^4 cos(m e^(-a s))|.
``base_lower``        lower bounds of B_b(m) for every m < L at one base: m = aK + j, B = sum_i cos(aK theta_i)
                      cos(j theta_i) - sin(aK theta_i) sin(j theta_i), the two tables enclosed as above and the
                      product done as one matrix product; its error is at most gamma_{2h} sum |x y| whatever the
                      order of summation or use of FMA (Higham, Thm 3.1), plus the tables' radii.

Search (``brackets``) is float32/float64 and only proposes; nothing it computes is trusted.  The sweep goes
upward in b with a grid in s = ln b whose step turns the fastest moving term (i = 1, m = L) by 0.3 rad.  A pool
of the 16384 m < L whose slowly moving part of B is lowest (the terms whose phase moves by < 1 rad over the
pool's span, and i = 0, which does not move: one float32 matrix product over every m) is ranked again for each
window of 16 grid steps (the 1024 best, plus recent witnesses); their B on the grid (float32 phases
P - c (1 - e^(-a k ds)) for the fast terms, value and slope for the slow ones) gives negative runs, covered
greedily, and the proposed cells go to ``cell_upper`` in one batch (a cell that fails is halved, up to four
times).  Where no pooled m continues the cover, a full scan of every m < L finds the witnesses there: the best
one is followed towards its zero; where every witness stops just above b, a witness already running past that
zero takes over, or the point beyond it is (in float64) valid and is certified by ``base_lower`` (the bracket's
upper end, or an island's base).  Cell ends are snapped to floats with few significant bits (within 10 % of the
cell), which keeps the stored certificate small.  Contexts are done in increasing order and reuse the cells of
the smaller ones (a witness m < L' < L serves L too); a context of at least ``PARALLEL_MIN_L`` is swept in
consecutive blocks of ``BLOCK_S`` in ln b by two forked processes (each block's cover starts where the previous
block's range ends; the lowest block that certifies a valid base gives the bracket).  Above b_high the sweep goes on to ``span`` * b_high for the
islands: valid stretches by float full scans every ``ISLAND_STEP`` in ln b, invalid ones by the certified cover;
every part of [b_low, span * b_high] outside the returned islands is covered by certified cells, and each island
holds a base certified valid; an island may contain invalid gaps too short for that float grid to see.  The
matrix products run on one BLAS thread (the products are small and a thread pool spins against other work).

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


# --- one BLAS thread ----------------------------------------------------------------------------------------

@functools.lru_cache(maxsize=None)
def _blas_thread_calls():
    """(get, set) of the OpenBLAS loaded with numpy, or None: its thread pool spins against other processes on a
    small machine, and the products here are small (a 2^20 scan is ~40 ms on one thread)."""
    import ctypes

    try:
        with open("/proc/self/maps", encoding="utf-8") as fh:
            paths = {ln.split()[-1] for ln in fh if "openblas" in ln.lower() and "/" in ln}
    except OSError:
        return None
    for path in sorted(paths):
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        for get, set_ in (("scipy_openblas_get_num_threads64_", "scipy_openblas_set_num_threads64_"),
                          ("openblas_get_num_threads64_", "openblas_set_num_threads64_"),
                          ("openblas_get_num_threads", "openblas_set_num_threads")):
            if hasattr(lib, get) and hasattr(lib, set_):
                return getattr(lib, get), getattr(lib, set_)
    return None


class _OneBlasThread:
    depth = 0
    saved = None

    def __enter__(self):
        calls = _blas_thread_calls()
        if calls is not None and _OneBlasThread.depth == 0:
            _OneBlasThread.saved = int(calls[0]())
            calls[1](1)
        _OneBlasThread.depth += 1
        return self

    def __exit__(self, *exc):
        _OneBlasThread.depth -= 1
        calls = _blas_thread_calls()
        if calls is not None and _OneBlasThread.depth == 0 and _OneBlasThread.saved:
            calls[1](_OneBlasThread.saved)
        return False


def _one_blas_thread(fn):
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        with _OneBlasThread():
            return fn(*a, **kw)
    return wrapper


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


def _taylor_upper(m, b0, b1, h, drop=()):
    """Upper bounds from the cubic Taylor model in s = ln b about the cell's centre (module docstring).  ``drop``
    (tests only) leaves out terms, e.g. ("t4",) the fourth-derivative remainder: an unsound bound the tests catch."""
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
    if drop:
        t_3 = 0.0 * t_3 if "t3" in drop else t_3
        t_4 = 0.0 * t_4 if "t4" in drop else t_4
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


@_one_blas_thread
def base_values(b: float, d: int, L: int, m_lo: int = 0):
    """(values, err): floats with |B_b(m) - values[m - m_lo]| <= err for every m_lo <= m < L (module docstring:
    two enclosed tables and one matrix product with its rounding bound)."""
    t, e = thetas(b, d)
    return values_at(t, e, L, m_lo)


@_one_blas_thread
def values_at(t, e, L: int, m_lo: int = 0):
    """(values, err): floats with |sum_i cos(m theta_i) - values[m - m_lo]| <= err for every m_lo <= m < L, for any
    frequencies theta_i enclosed as |theta_i - t_i| <= e_i (floats; the module docstring's two enclosed tables and
    one matrix product with its rounding bound)."""
    t = np.asarray(t, dtype=np.float64)
    e = np.asarray(e, dtype=np.float64)
    h = len(t)
    n = L - m_lo
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


def float_up(ball) -> float:
    """The smallest float >= the ball's upper end (``float()`` of it rounds to nearest, which can fall below it)."""
    import flint

    hi = ball.upper()
    f = float(hi)
    while flint.arb(f) < hi:
        f = math.nextafter(f, math.inf)
    return f


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
    up = float_up(v)
    if not up < 0:
        raise ArithmeticError("first_failure: the Arb value does not confirm the failure")
    return {"m": first, "upper": up}


# --- float search (proposals only) ---------------------------------------------------------------------------

_TWO_PI = 2 * math.pi


def _cos32(x):
    return np.cos((x - _TWO_PI * np.rint(x * (1 / _TWO_PI))).astype(np.float32))


def _thetas_f(s, h):
    return np.exp(-s * np.arange(h) / h)


@_one_blas_thread
def scan_values(s, h, L, cols=None, single=True, m_lo=0):
    """B (or the part over the columns ``cols``) at the log-base s for every m_lo <= m < L, by one matrix
    product (float32 or float64; libm sin/cos: a proposal, never a certificate)."""
    th = _thetas_f(s, h)
    if cols is not None:
        th = th[cols]
    n = L - m_lo
    K = 1 << max(4, int(math.ceil(math.log2(max(2.0, math.sqrt(n))))))
    A = -(-n // K)
    a = (m_lo + np.arange(A, dtype=np.float64) * K)[:, None] * th
    j = np.arange(K, dtype=np.float64)[:, None] * th
    dt = np.float32 if single else np.float64
    left = np.hstack([np.cos(a), -np.sin(a)]).astype(dt)
    right = np.hstack([np.cos(j), np.sin(j)]).astype(dt)
    return (left @ right.T).ravel()[:n].astype(np.float64)


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


def _snap(x: float, lo: float) -> float:
    """The float in [lo, x] with the fewest significant bits (x itself if none shorter): the cells' ends are
    only proposals, and short ones make the certificate small."""
    if not (0 < lo <= x) or not math.isfinite(x):
        return x
    e = math.frexp(x)[1]
    for k in range(1, 53):
        q = math.ldexp(1.0, e - k)
        c = math.floor(x / q) * q
        if c >= lo:
            return c
    return x


def _snap_ends(a: float, ends):
    """Each end e > a snapped into [e - (e - a)/10, e]."""
    return np.array([_snap(float(e), float(e) - 0.1 * (float(e) - a)) if e > a else float(e) for e in ends])


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
    SUB_WINDOWS = 1   # the sub-pool is ranked for, and kept over, this many windows

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
        key = (self.pool_s, len(self.extra), self.extra[-1] if len(self.extra) else -1)
        if self.SUB_WINDOWS > 1 and getattr(self, "_sub_key", None) == key and \
                self._sub_s <= s <= self._sub_s + width * (self.SUB_WINDOWS - 1):
            return self._sub
        width = width * self.SUB_WINDOWS
        cols = np.setdiff1d(self._slow_cols(s, width), self.pool_cols)
        part = self.pool_part
        if len(cols):
            th = _thetas_f(s, self.h)[cols]
            part = part + _cos32(np.multiply.outer(self.pool.astype(np.float64), th)).sum(-1, dtype=np.float64)
        k = min(self.K_SUB, len(self.pool))
        sub = self.pool[np.argpartition(part, k - 1)[:k]]
        if len(self.extra):
            sub = np.unique(np.concatenate([sub, self.extra]))
        self._sub, self._sub_s, self._sub_key = sub, s, key
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
                mid = _snap(0.5 * (c[0] + c[1]), 0.5 * (c[0] + c[1]) - 0.05 * (c[1] - c[0]))
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

    def certify_towards(self, m, b_a, b_b, approach=False, rel=1e-9, limit=60):
        """Cells for the witness m, contiguous from b_a towards b_b.  Each call tries the widths w, w/2, ..., w/128
        at once and keeps the largest proved.  Without ``approach`` it stops when none is proved; with it (b_b is
        where B(., m) reaches 0) it goes on with smaller widths until within ``rel`` of b_b."""
        out = []
        a = b_a
        w = b_b - b_a
        calls = 0
        while a < b_b and w > rel * a and calls < limit:
            widths = w * 0.5 ** np.arange(8)
            ends = _snap_ends(a, np.minimum(a + widths, b_b))
            ub = cell_upper(np.full(len(ends), float(m)), np.full(len(ends), a), ends, self.d)
            self.stats.cells_tried += len(ends)
            calls += 1
            good = np.nonzero(ub < 0)[0]
            if len(good) == 0:
                if not approach:
                    break
                w = widths[-1] * 0.5
                continue
            k = int(good[0])
            out.append((a, float(ends[k]), int(m)))
            a = float(ends[k])
            w = b_b - a if (k == 0 or approach) else min(b_b - a, 2 * widths[k])
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
        bs[1:] = [_snap(float(x), float(x) * (1 - 0.1 * ds)) for x in bs[1:]]
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

    def witnesses(self, s, lo=None, single=True):
        """The m negative at the log-base s (a full scan, the candidates re-evaluated in float64), most negative
        first."""
        v = self.full_scan(s, single=single)
        cand = np.nonzero(v < 1e-3)[0]
        if not len(cand):
            return cand
        cand = cand[np.argsort(v[cand])][:64]
        return cand[_eval64(s, cand, self.h) < 0]

    def resolve(self, b):
        """At a stall point b (the cover reaches b and no pooled m continues it): find the witnesses at b by a
        full scan and extend the cover; where every witness stops just above b, look past its zero: a witness
        already running there takes over, else the gap holds a valid base, certified.  Returns (cells, valid base
        or None); raises CoverError when neither can be done."""
        h = self.h
        s = math.log(b)
        ds = self.step(s)
        negs = self.witnesses(s)
        self.extra = np.unique(np.concatenate([self.extra[-192:], negs[:64]]))
        zmax, best = s, None
        if len(negs):
            z = _zeros_after(negs[:12].astype(np.float64), s, s + ds * 4, h)
            k = int(np.argmax(z))
            best, zmax = int(negs[k]), float(z[k])
        if best is not None and zmax - s >= 0.25 * ds:
            cells = self.certify_towards(best, b, math.exp(s + 0.85 * (zmax - s)))
            if cells:
                return cells, None
        z = max(b, math.exp(zmax))
        for f in (1e-9, 1e-8, 1e-7, 4e-7, 9e-7):
            t = _snap(z * (1 + f), z * (1 + 0.5 * f))
            st = math.log(t)
            negt = self.witnesses(st, single=False)
            if not len(negt):
                # t is valid in float64: the cover must reach (close to) z, then t is certified
                cells = self.certify_towards(best, b, z, approach=True) if best is not None else []
                end = cells[-1][1] if cells else b
                if t <= end * (1 + 1e-6):
                    got = self.valid_at(t)
                    if got is not None:
                        return cells, got
                if cells:
                    return cells, None
                continue
            # a witness at t: if its run started before z, hand over in the overlap
            starts = [(_zero_before(float(m), s, st, h), int(m)) for m in negt[:16]]
            starts = [(zs if zs is not None else s, m) for zs, m in starts]
            zs, m2 = min(starts)
            if best is None or zs <= s:
                cells = self.certify_towards(m2, b, t)
                if cells:
                    return cells, None
            elif zs < zmax:
                x = math.exp(0.5 * (zs + zmax))
                cells = self.certify_towards(best, b, x)
                if cells and cells[-1][1] >= x:
                    return cells, None
                if cells:
                    return cells, None
            else:
                # a gap (z, e^zs) between the runs: a valid base there, after the cover approaches z
                cells = self.certify_towards(best, b, z, approach=True)
                end = cells[-1][1] if cells else b
                mid = 0.5 * (z + math.exp(zs))
                if mid <= end * (1 + 1e-6):
                    got = self.valid_at(mid)
                    if got is not None:
                        return cells, got
                if cells:
                    return cells, None
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


@_one_blas_thread
def _sweep_to_valid(sw: _Sweep, b: float, store: _Cells, stop: float = math.inf):
    """Extend the cover from b (sw's context) until a base is certified valid or the cover reaches ``stop``.
    Returns (cells added, cover end, valid base or None)."""
    added = []
    found = None
    L = sw.L
    while found is None and b < stop:
        if time.monotonic() > sw.deadline:
            raise CoverError(f"time limit reached at b = {b!r} (L = {L})")
        cells, _ = sw.window(b)
        if not cells:
            cells, found = sw.resolve(b)
        if cells:
            store.add(cells)
            added += cells
            b = store.reach(cells[-1][1], L)
    return added, b, found


_FORKED: dict = {}  # what a forked block worker reads (set before the pool is made)


def _block_task(args):
    """A worker's block: the cover from x0 to x1 (or to a valid base), for context L, with a fresh sweep."""
    k, x0, x1 = args
    d, L, store, deadline = _FORKED["d"], _FORKED["L"], _FORKED["store"], _FORKED["deadline"]
    stats = Stats()
    with _OneBlasThread():
        sw = _Sweep(d, L, store, stats, deadline)
        cells, end, found = _sweep_to_valid(sw, store.reach(x0, L), store, stop=x1)
    return k, cells, end, found, stats.as_dict()


PARALLEL_MIN_L = 1 << 16  # contexts this large are swept in blocks by worker processes (when there are 2+ CPUs)
BLOCK_S = 0.06            # the width of a block in ln b


def _parallel_sweep(d, L, b_start, store: _Cells, stats: Stats, deadline, workers):
    """The cover from b_start to the first certified valid base, in consecutive blocks of ``BLOCK_S`` in ln b
    swept by ``workers`` forked processes: the lowest block that finds a valid base gives the bracket (every block
    below it is covered up to its end, where the next one starts), blocks above it are discarded.  Returns
    (b_low, b_high) or None when the processes cannot be used."""
    import multiprocessing as mp

    try:
        ctx = mp.get_context("fork")
    except ValueError:
        return None
    _FORKED.update(d=d, L=L, store=store, deadline=deadline)
    edges = lambda k: b_start * math.exp(k * BLOCK_S)  # noqa: E731
    try:
        with ctx.Pool(workers) as pool:
            pending = {}
            nxt = 0
            low = 0  # blocks below this are in `store`
            while True:
                while len(pending) < workers + 1:
                    pending[nxt] = pool.apply_async(_block_task, ((nxt, edges(nxt), edges(nxt + 1)),))
                    nxt += 1
                res = pending.pop(low).get()
                k, cells, end, found, st = res
                store.add(cells)
                for key, v in st.items():
                    setattr(stats, key, getattr(stats, key) + v)
                if found is not None:
                    pool.terminate()
                    return end, found
                if end < edges(k + 1):
                    raise CoverError(f"L = {L}: block {k} stopped at {end!r} before {edges(k + 1)!r}")
                low += 1
    finally:
        _FORKED.clear()


@_one_blas_thread
def brackets(d: int, contexts, span: float = 2.0, islands: bool = True, time_limit: float = 3600.0,
             progress=None, workers: int | None = None) -> Certificate:
    """Certified brackets [b_low, b_high] of b*(L) for each context L (relative width <= 1e-6) and, with
    ``islands``, the valid islands in [b_low, span * b_high]; see the module docstring.  Contexts of at least
    ``PARALLEL_MIN_L`` are swept by ``workers`` processes (default: 2 when there are 2 CPUs or more)."""
    import os

    if workers is None:
        workers = 2 if (os.cpu_count() or 1) >= 2 else 1
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
        got = _parallel_sweep(d, L, b, store, stats, deadline, workers) if workers > 1 and L >= PARALLEL_MIN_L \
            else None
        if got is None:
            _, b, found = _sweep_to_valid(sw, b, store)
            got = (b, found)
        b_low, b_high = got
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
            out.append((start, max(top, base), base))
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
        if found is None or c >= top:
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
    right: B is near 0 at a, so the first cells are tiny; each call tries widths doubling from the last one."""
    out = []
    x = a
    w = a * 1e-10
    for _ in range(40):
        if x >= b_end:
            break
        widths = w * 2.0 ** np.arange(12)
        ends = _snap_ends(x, np.minimum(x + widths, b_end))
        ub = cell_upper(np.full(len(ends), float(m)), np.full(len(ends), x), ends, sw.d)
        sw.stats.cells_tried += len(ends)
        good = np.nonzero(ub < 0)[0]
        if len(good) == 0:
            if w < a * 1e-14:
                break
            w *= 1e-2
            continue
        k = int(good[-1])
        out.append((x, float(ends[k]), int(m)))
        x = float(ends[k])
        w = widths[k]
        if k < len(widths) - 1 and len(good) < k + 1:
            break
    sw.stats.cells_certified += len(out)
    return out


# --- the certificate checked again ----------------------------------------------------------------------------

@_one_blas_thread
def verify_certificate(cert: Certificate, contexts=None, islands: bool = False) -> dict:
    """Re-prove the certificate: every cell by ``cell_upper`` (< 0); for each context, the union of the cells with
    m < L covering (1, b_low] without a gap, b_high certified valid by ``base_lower``, b_high - b_low <= 1e-6 b_low,
    and the gaps between the listed islands covered; with ``islands`` also each island's base certified valid (one
    full check per island).  Returns {L: facts}; raises AssertionError on any failure."""
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
            out[L] = {"b_low": None, "b_high": None, "islands": []}
            continue
        if L <= 2:
            low, _ = base_lower(res.b_high, d, L)
            if not (res.b_low == 1.0 and low >= 0):
                raise AssertionError(f"L = {L}: trivial case not certified")
            out[L] = {"b_low": 1.0, "b_high": res.b_high, "min_lower_at_b_high": low, "islands": []}
            continue
        cover = _Cover([c for c in cells if c[2] < L])
        reach = cover.reach(1.0)
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
            if not lo <= base <= hi:
                raise AssertionError(f"L = {L}: island {k}'s base is outside it")
            if k == 0 and not (lo == res.b_low and base == res.b_high):
                raise AssertionError(f"L = {L}: the first island does not start at the bracket")
            lb = None
            if islands and k > 0:
                lb, _ = base_lower(base, d, L)
                if not lb >= 0:
                    raise AssertionError(f"L = {L}: island {k} has no certified valid base")
            elif k == 0:
                lb = low
            if k + 1 < len(res.islands):
                nxt = res.islands[k + 1][0]
                if not cover.reach(hi) >= nxt:
                    raise AssertionError(f"L = {L}: the gap ({hi!r}, {nxt!r}) after island {k} is not covered")
            isl.append((lo, hi, base, lb))
        facts["islands"] = isl
        out[L] = facts
    return out


class _Cover:
    """The union of closed cells as sorted disjoint intervals, asked how far it reaches from a point."""

    def __init__(self, cells):
        merged = []
        for b0, b1, _ in sorted(cells):
            if merged and b0 <= merged[-1][1]:
                if b1 > merged[-1][1]:
                    merged[-1][1] = b1
            else:
                merged.append([b0, b1])
        self.lo = [x[0] for x in merged]
        self.hi = [x[1] for x in merged]

    def reach(self, start):
        """The end of the interval holding ``start`` (start itself if none)."""
        k = bisect.bisect_right(self.lo, start) - 1
        return max(start, self.hi[k]) if k >= 0 and self.hi[k] >= start else start


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


# --- the certificate as text (for a generated module) ---------------------------------------------------------

def encode_certificate(cert: Certificate) -> dict:
    """Plain data for ``decode_certificate``: the cells (sorted) as a zlib-compressed, base85 text of three arrays
    (b1 XOR-delta coded, m, and the start b0 of each run of cells that does not begin where the previous ended),
    the brackets and the islands as floats."""
    import base64
    import zlib

    cells = sorted(cert.cells)
    b0 = np.array([c[0] for c in cells], dtype=np.float64)
    b1 = np.array([c[1] for c in cells], dtype=np.float64)
    m = np.array([c[2] for c in cells], dtype=np.uint32)
    prev = np.concatenate([[1.0], b1[:-1]]) if len(b1) else b1
    jump = np.nonzero(b0 != prev)[0].astype(np.uint32)
    bits = b1.view(np.uint64)
    delta = bits ^ np.concatenate([[np.uint64(0)], bits[:-1]]) if len(bits) else bits
    raw = b"".join([np.array([len(cells), len(jump)], dtype=np.uint64).tobytes(), delta.tobytes(), m.tobytes(),
                    jump.tobytes(), b0[jump].tobytes()])
    blob = base64.b85encode(zlib.compress(raw, 9)).decode("ascii")
    return {"d": cert.d, "span": cert.span, "cells": blob,
            "results": [(r.L, r.b_low, r.b_high, [tuple(x) for x in r.islands], r.note) for r in cert.results]}


def decode_certificate(data: dict) -> Certificate:
    import base64
    import zlib

    raw = zlib.decompress(base64.b85decode(data["cells"]))
    n, nj = (int(x) for x in np.frombuffer(raw[:16], dtype=np.uint64))
    off = 16
    delta = np.frombuffer(raw[off:off + 8 * n], dtype=np.uint64)
    off += 8 * n
    m = np.frombuffer(raw[off:off + 4 * n], dtype=np.uint32)
    off += 4 * n
    jump = np.frombuffer(raw[off:off + 4 * nj], dtype=np.uint32)
    off += 4 * nj
    starts = np.frombuffer(raw[off:off + 8 * nj], dtype=np.float64)
    b1 = np.bitwise_xor.accumulate(delta).view(np.float64) if n else np.zeros(0)
    b0 = np.concatenate([[1.0], b1[:-1]]) if n else np.zeros(0)
    b0 = b0.copy()
    b0[jump] = starts
    cells = [(float(x), float(y), int(z)) for x, y, z in zip(b0, b1, m)]
    results = [ContextResult(L, lo, hi, [tuple(i) for i in isl], 0.0, note) for L, lo, hi, isl, note in data["results"]]
    return Certificate(data["d"], cells, results, data["span"], {})


# --- the uncertified baseline: a plain float64 grid search ------------------------------------------------------

def grid_point_valid(b: float, d: int, L: int) -> tuple[bool, int | None]:
    """The grid search's test of one base in plain float64: B_b(m) for m in chunks [0, 256), [256, 1024), ...
    (each chunk growing 4x, one matrix product each) until a negative value; (valid, first negative m or None)."""
    h = d // 2
    s = math.log(b)
    lo, hi = 0, min(L, 256)
    while lo < L:
        v = scan_values(s, h, hi, single=False, m_lo=lo)
        neg = np.nonzero(v < 0)[0]
        if len(neg):
            return False, lo + int(neg[0])
        lo, hi = hi, min(L, hi * 4)
    return True, None


@_one_blas_thread
def grid_search_estimate(d: int, L: int, b_top: float, rel: float = 1e-6, strata: int = 32, per: int = 2,
                         seed: int = 0) -> dict:
    """The cost of the plain exhaustive float64 grid search for b*(L): every base b_k = (1 + rel)^k of the grid
    up to b_top tested by ``grid_point_valid`` (the search must test them all, the valid set not being an
    interval).  Timed on a sample, ``per`` random grid bases in each of ``strata`` equal slices of [0, ln b_top]:
    the estimate is the sum over slices of (bases in the slice) x (mean seconds of its sampled bases).  Returns
    the grid size, the sample's size and seconds, the estimate, and the sampled bases that the float search calls
    valid (for a cross-check against the certified cover)."""
    rng = np.random.default_rng(seed)
    lstep = math.log1p(rel)
    total_k = int(math.log(b_top) / lstep)
    edges = np.linspace(0, total_k, strata + 1)
    est = 0.0
    sampled = 0
    seconds = 0.0
    valid_sampled = []
    for a, z in zip(edges[:-1], edges[1:]):
        ks = rng.integers(int(a) + 1, max(int(a) + 2, int(z)), per)
        times = []
        for k in ks:
            b = math.exp(float(k) * lstep)
            t = time.perf_counter()
            ok, _ = grid_point_valid(b, d, L)
            times.append(time.perf_counter() - t)
            if ok:
                valid_sampled.append(b)
        est += (z - a) * float(np.mean(times))
        sampled += len(ks)
        seconds += sum(times)
    return {"L": L, "grid_points": total_k, "sampled": sampled, "sample_seconds": seconds, "estimate_seconds": est,
            "valid_sampled": valid_sampled}


@_one_blas_thread
def grid_search_full(d: int, L: int, b_top: float, rel: float) -> dict:
    """The plain grid search run to the end: the first grid base (1 + rel)^k that floats call valid, and the
    seconds taken (feasible for coarse steps and small L; used to check ``grid_search_estimate``)."""
    lstep = math.log1p(rel)
    total_k = int(math.log(b_top) / lstep)
    t = time.perf_counter()
    first = None
    for k in range(1, total_k + 1):
        b = math.exp(k * lstep)
        ok, _ = grid_point_valid(b, d, L)
        if ok:
            first = b
            break
    return {"first_valid": first, "seconds": time.perf_counter() - t, "grid_points": total_k}
