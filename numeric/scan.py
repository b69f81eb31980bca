"""Scans over long contexts: minimum separation of codes, and coinciding codes per dtype.

min_separation(d, base, N)
    the plain exhaustive scan, kept as the comparison for the certified one (make bench):
    min over 1 <= delta < N of ||p_{i+delta} - p_i||^2 = d - 2 sum_m cos(delta w_m) (independent
    of i).  cos(delta w_m) is evaluated in float64 as Re(e^{i a B w} e^{i b w}) with delta = a B + b
    (two small tables per pair, one complex product per entry), pairs split over worker processes
    and accumulated in chunks, so memory stays O(N).  A bound E on the float64 error of every
    value is derived from the unit roundoff (assuming numpy's sin/cos are accurate to 1 ulp, as
    glibc documents), the Arb-measured error of the float64 frequencies and the phase magnitudes;
    the reported lower bound min - E is rigorous under that assumption, and the arg-min is
    re-evaluated in Arb.

certified_min_separation(d, base, N)
    the same minimum, certified by branch and bound without any assumption on a float library:
    the offsets are split into blocks; for a block of half-width h about c, each term
    4 sin^2(delta w_m / 2) is at least 4 sin^2(max(0, phi_m - h w_m / 2)), with phi_m the distance
    of c w_m / 2 to pi Z (the interval of phases contains no zero of sin, so sin^2 is smallest at an
    end).  phi_m is computed with IEEE-rounded +, -, * and rint only, every rounding bounded (the
    frequencies and pi enclosed in Arb), and sin is bounded below by its Taylor polynomial
    x - x^3/6 + x^5/120 - x^7/5040 (no libm call).  A block whose bound exceeds the incumbent (an
    Arb upper bound of F at the best offset so far) cannot hold the minimum and is dropped; the
    others are halved down to single offsets, which are evaluated in Arb.  The minimum is the
    smallest Arb enclosure among those offsets.

first_coincidence(d, base, N, ctx)
    the first pair of distinct positions < N whose codes computed in the context are bit-for-bit
    equal, found by refining groups of positions pair by pair (m = 0 first; a group that becomes a
    singleton is dropped); or None.
"""
from __future__ import annotations

import functools
import math
import os
from concurrent.futures import ProcessPoolExecutor

import numpy as np

U64 = 2.0 ** -53


def _freqs64(d, base):
    """w_m in float64 as numpy array: numeric.encoding.freqs in a float64 context (the active convention)."""
    from numeric.contexts import FloatContext
    from numeric.encoding import freqs

    return np.asarray(freqs(FloatContext(np.float64), d, base), dtype=np.float64)


def _partial_cos_sum(args):
    w, N, B = args
    A = -(-N // B)
    a = np.arange(A, dtype=np.float64) * B
    b = np.arange(B, dtype=np.float64)
    acc = np.zeros(A * B)
    for wm in w:
        ca, sa = np.cos(a * wm), np.sin(a * wm)
        cb, sb = np.cos(b * wm), np.sin(b * wm)
        acc += (np.outer(ca, cb) - np.outer(sa, sb)).ravel()
    return acc[:N]


def cos_sums(d, base, N, workers=None, B=1024):
    """S(delta) = sum_m cos(delta w_m) for delta = 0..N-1 in float64 (pairs split over workers)."""
    workers = workers or min(2, os.cpu_count() or 1)
    h = d // 2
    cuts = np.linspace(0, h, workers + 1).astype(int)
    w = _freqs64(d, base)
    jobs = [(w[cuts[k]:cuts[k + 1]], N, B) for k in range(workers) if cuts[k] < cuts[k + 1]]
    if len(jobs) == 1:
        return _partial_cos_sum(jobs[0])
    with ProcessPoolExecutor(max_workers=len(jobs)) as ex:
        parts = list(ex.map(_partial_cos_sum, jobs))
    return np.sum(parts, axis=0)


def error_bound(d, base, N):
    """Bound on |computed d - 2 S(delta) - exact| for every delta < N (see module docstring)."""
    from numeric.contexts import ArbContext
    from numeric.encoding import inv_freq

    ctx = ArbContext(128).activate()
    w64 = _freqs64(d, base)
    rel = max(abs(ctx.mid((ctx.num(float(x)) - inv_freq(ctx, m, d, base)) / inv_freq(ctx, m, d, base)))
              for m, x in enumerate(w64))
    h = d // 2
    # per term: phase error |delta w| (rel + 2u) (argument rounding of a B w and b w), 1 ulp each
    # for the four sin/cos values, 3u for the complex product; then summation over h terms and
    # over the N-entry accumulation (h additions): h * 2u per value.
    phase = float(N) * float(np.sum(w64)) * (rel + 4 * U64)
    per_term = h * (6 * U64) + h * (2 * h * U64)
    return 2 * (phase + per_term) * 1.01


def min_separation(d, base, N, workers=None):
    from numeric.contexts import ArbContext
    from numeric.encoding import inv_freq

    S = cos_sums(d, base, N, workers)
    dist2 = d - 2 * S[1:]
    k = int(np.argmin(dist2))
    E = error_bound(d, base, N)
    delta = k + 1
    ctx = ArbContext(128).activate()
    exact = ctx.fsum(4 * ctx.sin(ctx.num(delta) * inv_freq(ctx, m, d, base) / 2) ** 2 for m in range(d // 2))
    lower = max(0.0, float(dist2[k]) - E)
    return {"d": d, "base": base, "N": N, "delta": delta, "min_dist2_float64": float(dist2[k]),
            "min_dist_arb": math.sqrt(ctx.mid(exact)), "arb_radius": ctx.rad(exact),
            "error_bound_dist2": E, "rigorous_lower_bound_dist": math.sqrt(lower)}


HALF_PI_LO = 1.5707963267948966  # float(pi/2) < pi/2


@functools.lru_cache(maxsize=None)
def _arb_frequencies(d, base):
    """(Arb balls of w_m, their float64 midpoints, rigorous bounds on |float - exact|, a bound on
    |pi - float(pi)|), under the stated convention (w_m = base^(-2m/d))."""
    from numeric.contexts import ArbContext
    from numeric.encoding import freqs

    ctx = ArbContext(128).activate()
    balls = freqs(ctx, d, base)
    w64 = np.array([ctx.mid(x) for x in balls], dtype=np.float64)
    ew = np.array([_up(ctx.num(float(a)) - x) for a, x in zip(w64, balls)], dtype=np.float64)
    return balls, w64, ew, _up(ctx.pi - ctx.num(math.pi))


def _up(ball) -> float:
    """A float >= |x| for every x in the Arb ball (two ulps above the upper end, as conversion rounds)."""
    v = float(ball.abs_upper())
    return math.nextafter(math.nextafter(v, math.inf), math.inf)


def block_lower_bounds(c, h, w64, ew, dpi):
    """Rigorous lower bounds of min F(delta) over |delta - c| <= h, one per centre in ``c`` (float64,
    integers or half-integers below 2^52), with F(delta) = sum_m 4 sin^2(delta w_m / 2).

    Only IEEE-rounded +, -, *, / and rint are used, each rounding bounded: t = c w (error
    u|t| + c ew), r = t/2 - k fl(k pi) (k pi: |k| (|pi - pi64| + u pi64); the subtraction: u|r|,
    taken twice), then phi >= min(|r|, pi64 - |r|) - err, psi = phi - h (w + ew) / 2 - margin,
    sin(psi) >= psi - psi^3/6 + psi^5/120 - psi^7/5040 on [0, pi/2], and the float evaluation of the
    polynomial, the square and the sum of non-negative terms are scaled down by their relative
    rounding bounds.  Terms whose phase interval is a half-turn or wider contribute 0 (dropped)."""
    rho = h * (w64 + ew) * 0.5 * (1 + 4 * U64)
    cols = np.nonzero(rho < HALF_PI_LO)[0]
    out = np.zeros(len(c))
    if len(cols) == 0:
        return out
    w, e, rho = w64[cols], ew[cols], rho[cols]
    step = max(1, (1 << 21) // len(cols))
    for lo in range(0, len(c), step):
        cc = np.asarray(c[lo:lo + step], dtype=np.float64)[:, None]
        t = cc * w
        half = 0.5 * t
        k = np.rint(half / math.pi)
        r = half - k * math.pi
        ar = np.abs(r)
        err = (0.5 * (cc * e + U64 * np.abs(t)) + np.abs(k) * (dpi + U64 * math.pi) + 2 * U64 * ar) * 1.01
        psi = np.minimum(ar, math.pi - ar) - err - rho - 4e-15  # 4e-15: the roundings of these subtractions
        psi = np.clip(psi, 0.0, HALF_PI_LO)
        p2 = psi * psi
        s = psi * (1 - p2 / 6 * (1 - p2 / 20 * (1 - p2 / 42))) * (1 - 64 * U64)
        out[lo:lo + step] = (4 * s * s).sum(axis=1) * (1 - (len(cols) + 16) * 2 * U64)
    return out


def _arb_dist2(balls, delta):
    """F(delta) = sum_m 4 sin^2(delta w_m / 2) as an Arb ball."""
    from numeric.contexts import ArbContext

    ctx = ArbContext(128).activate()
    x = ctx.num(int(delta))
    return ctx.fsum(4 * ctx.sin(x * w / 2) ** 2 for w in balls)


def _ends(ctx, ball) -> tuple[float, float]:
    """Floats below and above every point of the Arb ball (mid -/+ rad, each rounded outward by a step)."""
    mid, rad = ctx.mid(ball), ctx.rad(ball)
    return math.nextafter(mid - rad, -math.inf), math.nextafter(mid + rad, math.inf)


def certified_min_separation(d, base, N, block=4096, first=1):
    """min over first <= delta < N of ||p_{i+delta} - p_i||^2 = F(delta), certified (module docstring).

    Returns the arg-min, the Arb enclosure [lo, hi] of the minimum, a rigorous lower bound on the
    distance, and the work done (blocks bounded per level, offsets evaluated in Arb)."""
    from numeric.contexts import ArbContext

    balls, w64, ew, dpi = _arb_frequencies(d, base)
    ctx = ArbContext(128)
    best_delta = first
    best = _arb_dist2(balls, first)
    incumbent = _ends(ctx, best)[1]
    size = 1 << max(0, (int(block) - 1).bit_length())
    starts = np.arange(0, N, size, dtype=np.int64)
    levels, bounded = [], 0
    while size > 1:
        lb = block_lower_bounds(starts + (size - 1) / 2, (size - 1) / 2, w64, ew, dpi)
        bounded += len(starts)
        starts = starts[lb <= incumbent]
        levels.append({"block": size, "bounded": len(lb), "kept": len(starts)})
        size //= 2
        starts = np.concatenate([starts, starts + size])
        starts = np.sort(starts[starts < N])
    starts = starts[starts >= first]
    lb = block_lower_bounds(starts.astype(np.float64), 0.0, w64, ew, dpi)
    bounded += len(starts)
    evaluated = {}  # offset -> (lower, upper) end of its Arb enclosure
    for j in np.argsort(lb, kind="stable"):
        if lb[j] > incumbent:  # sorted: every later offset is excluded too
            break
        v = _arb_dist2(balls, int(starts[j]))
        lo_v, hi_v = _ends(ctx, v)
        evaluated[int(starts[j])] = (lo_v, hi_v)
        if hi_v < incumbent:
            best, best_delta, incumbent = v, int(starts[j]), hi_v
    if best_delta not in evaluated:  # the incumbent's own leaf bound is below its value, so it is always kept
        raise RuntimeError("branch and bound excluded its own incumbent: the block bounds are inconsistent")
    levels.append({"block": 1, "bounded": len(lb), "kept": len(evaluated)})
    best_lo, best_hi = evaluated[best_delta]
    lo = max(0.0, min(v[0] for v in evaluated.values()))
    lower_dist = math.nextafter(math.sqrt(lo), 0.0) if lo > 0 else 0.0
    # the arg-min is the only one when every other offset is excluded: by its block bound (above the
    # incumbent, which is at least the arg-min's upper end) or by its Arb enclosure
    unique = all(v[0] > best_hi for k, v in evaluated.items() if k != best_delta)
    return {"d": d, "base": base, "N": N, "delta": best_delta, "unique": unique, "min_dist2_lo": lo,
            "min_dist2_hi": best_hi, "min_dist_arb": math.sqrt(ctx.mid(best)),
            "rigorous_lower_bound_dist": lower_dist, "blocks_bounded": bounded, "arb_evaluations": len(evaluated),
            "levels": levels}


def first_coincidence(d, base, N, ctx):
    """First (i, j), i < j < N, with bit-identical codes in ``ctx`` (a FloatContext), else None.

    Positions first enter the context (strategy (a) rounds them to the low dtype, so e.g. bf16
    maps 257 to 256); equal rounded positions give equal codes.  Distinct rounded positions are
    then refined pair by pair (m = 0 first), dropping groups that become singletons.  The m = 0 pair
    (w_0 = 1) is the same for every d and base, so its refinement is computed once per context."""
    from numeric.encoding import freqs

    ws = freqs(ctx, d, base)
    best, live, groups = _first_pair_groups(ctx, N, ws[0])
    if live is None:
        return best
    x_all = ctx.num(np.arange(N, dtype=np.float64))
    for m in range(1, d // 2):
        live, groups = _refine(ctx, x_all, live, groups, ws[m])
        if live is None:
            return best
    for g in np.unique(groups):
        members = np.sort(live[groups == g])
        cand = (int(members[0]), int(members[1]))
        if best is None or cand[1] < best[1]:
            best = cand
    return best


_FIRST_PAIR: dict = {}


def _first_pair_groups(ctx, N, w0):
    """(the first pair of positions that round to the same number, or None; the positions still
    sharing a code after the m = 0 pair, and their groups), cached per context, N and w_0."""
    key = (ctx.kind, N, _bits(np.asarray([w0])).item())
    if key not in _FIRST_PAIR:
        x_all = ctx.num(np.arange(N, dtype=np.float64))
        xb = _bits(x_all)
        uniq, first_idx = np.unique(xb, return_index=True)
        best = None
        if len(uniq) < N:  # two positions round to the same number
            order = np.argsort(xb, kind="stable")
            sb = xb[order]
            dup = np.nonzero(sb[1:] == sb[:-1])[0]
            pairs = [(int(order[k]), int(order[k + 1])) for k in dup]
            best = min(pairs, key=lambda p: (max(p), min(p)))
        live = np.sort(first_idx)  # the smallest position of each distinct rounded value
        _FIRST_PAIR[key] = (best, *_refine(ctx, x_all, live, np.zeros(len(live), dtype=np.int64), w0))
    return _FIRST_PAIR[key]


def _refine(ctx, x_all, live, groups, w):
    """Split the groups by the bits of (sin, cos)(x w) in the context; drop singletons.
    Returns (live, groups), or (None, None) when no group of two or more is left."""
    t = ctx.num(x_all[live] * w)
    sb, cb = _bits(ctx.sin(t)), _bits(ctx.cos(t))
    width = np.asarray(ctx.sin(t[:1])).dtype.itemsize * 8
    if width <= 16:  # group (< 2^31), sin and cos bits packed into one 63-bit key
        order = np.argsort((groups << 32) | (sb << 16) | cb, kind="stable")
    elif width == 32:
        order = np.lexsort(((sb << 32) | cb, groups))
    else:
        order = np.lexsort((cb, sb, groups))
    g, s, c = groups[order], sb[order], cb[order]
    new = np.ones(len(order), dtype=bool)
    new[1:] = (g[1:] != g[:-1]) | (s[1:] != s[:-1]) | (c[1:] != c[:-1])
    ids = np.cumsum(new) - 1
    counts = np.bincount(ids)
    keep = counts[ids] > 1
    if not keep.any():
        return None, None
    return live[order][keep], ids[keep]


def _bits(a):
    a = np.asarray(a)
    return a.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]).astype(np.int64)


def nearest_computed_pair(d, base, N, ctx, delta, max_entries=1 << 25, run=256):
    """Smallest distance between computed codes p^_i and p^_{i+delta} over positions i < N - delta:
    every position when N * d <= max_entries, else runs of ``run`` consecutive positions, one run every
    ``run * stride`` (as many positions as every stride-th); returns (dist, i, stride).  The codes of a
    run (and of the delta positions after it) are computed once and compared with themselves shifted."""
    from numeric.encoding import freqs

    stride = max(1, (N * d) // max_entries)
    w = ctx.num(freqs(ctx, d, base))
    best = (np.inf, -1)
    step = 4096 if stride == 1 else run
    for lo in range(0, N - delta, step * stride):
        n = min(step, N - delta - lo)
        t = ctx.num(ctx.num(np.arange(lo, lo + n + delta, dtype=np.float64))[:, None] * w[None, :])
        s, c = ctx.sin(t), ctx.cos(t)
        ds = np.subtract(s[delta:delta + n], s[:n], dtype=np.float64)
        dc = np.subtract(c[delta:delta + n], c[:n], dtype=np.float64)
        dist = np.sqrt((ds * ds + dc * dc).sum(axis=1))
        k = int(np.argmin(dist))
        if dist[k] < best[0]:
            best = (float(dist[k]), lo + k)
    return best[0], best[1], stride
