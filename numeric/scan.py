"""Scans over long contexts: minimum separation of codes, and coinciding codes per dtype.

min_separation(d, base, N)
    min over 1 <= delta < N of ||p_{i+delta} - p_i||^2 = d - 2 sum_m cos(delta w_m) (independent
    of i).  cos(delta w_m) is evaluated in float64 as Re(e^{i a B w} e^{i b w}) with delta = a B + b
    (two small tables per pair, one complex product per entry), pairs split over worker processes
    and accumulated in chunks, so memory stays O(N).  A bound E on the float64 error of every
    value is derived from the unit roundoff (assuming numpy's sin/cos are accurate to 1 ulp, as
    glibc documents), the Arb-measured error of the float64 frequencies and the phase magnitudes;
    the reported lower bound min - E is rigorous under that assumption, and the arg-min is
    re-evaluated in Arb.

first_coincidence(d, base, N, ctx)
    the first pair of distinct positions < N whose codes computed in the context are bit-for-bit
    equal, found by refining groups of positions pair by pair (m = 0 first; a group that becomes a
    singleton is dropped); or None.
"""
from __future__ import annotations

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


def prefix_minima(d, base, N, checkpoints, workers=None):
    """min_{1 <= delta < n} ||p_{i+delta} - p_i|| for each n in checkpoints (one scan)."""
    S = cos_sums(d, base, N, workers)
    dist = np.sqrt(np.maximum(d - 2 * S[1:], 0.0))
    run = np.minimum.accumulate(dist)
    return [(n, float(run[n - 2])) for n in checkpoints if 2 <= n <= N]


def first_coincidence(d, base, N, ctx):
    """First (i, j), i < j < N, with bit-identical codes in ``ctx`` (a FloatContext), else None.

    Positions first enter the context (strategy (a) rounds them to the low dtype, so e.g. bf16
    maps 257 to 256); equal rounded positions give equal codes.  Distinct rounded positions are
    then refined pair by pair (m = 0 first), dropping groups that become singletons."""
    from numeric.encoding import freqs

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
    groups = np.zeros(len(live), dtype=np.int64)
    ws = freqs(ctx, d, base)
    for m in range(d // 2):
        t = ctx.num(x_all[live] * ws[m])
        key = np.stack([groups, _bits(ctx.sin(t)), _bits(ctx.cos(t))], axis=1)
        _, inv, counts = np.unique(np.ascontiguousarray(key).view(np.dtype((np.void, 24))).ravel(),
                                   return_inverse=True, return_counts=True)
        inv = inv.ravel()
        keep = counts[inv] > 1
        if not keep.any():
            return best
        live, groups = live[keep], inv[keep]
    for g in np.unique(groups):
        members = np.sort(live[groups == g])
        cand = (int(members[0]), int(members[1]))
        if best is None or cand[1] < best[1]:
            best = cand
    return best


def _bits(a):
    a = np.asarray(a)
    return a.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize]).astype(np.int64)


def nearest_computed_pair(d, base, N, ctx, delta, max_entries=1 << 25):
    """Smallest distance between computed codes p^_i and p^_{i+delta} over positions i < N - delta
    (every position when N * d <= max_entries, else every stride-th); returns (dist, i, stride)."""
    from numeric.encoding import freqs

    stride = max(1, (N * d) // max_entries)
    w = ctx.num(freqs(ctx, d, base))
    best = (np.inf, -1)
    i_all = np.arange(0, N - delta, stride, dtype=np.float64)
    for lo in range(0, len(i_all), 4096):
        i = i_all[lo:lo + 4096]
        rows = []
        for pos in (i, i + delta):
            t = ctx.num(ctx.num(pos)[:, None] * w[None, :])
            rows.append((ctx.sin(t).astype(np.float64), ctx.cos(t).astype(np.float64)))
        dist = np.sqrt(((rows[0][0] - rows[1][0]) ** 2 + (rows[0][1] - rows[1][1]) ** 2).sum(axis=1))
        k = int(np.argmin(dist))
        if dist[k] < best[0]:
            best = (float(dist[k]), int(i[k]))
    return best[0], best[1], stride
