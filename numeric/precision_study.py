"""The precision study (issue 11, items 3-5): where each way of computing the encoding loses each
family of properties, searched at EVERY position 0..limit.

A *method* is a float context of ``numeric.contexts`` (``METHODS``): a dtype end to end, or a table
computed in float32/float64 and stored in a low dtype.  A *family* is one property of the encoding
(``FAMILIES``), checked between positions j-1 and j (offset k = 1) for j = 1..limit:

distinct_codes       p_j differs, bit for bit as stored, from every earlier p_i (i < j)
adjacent_difference  ||p_j - p_{j-1}||^2 = C = sum_m (2 - 2 cos w_m), the same at every position
offset_dot_product   p_{j-1} . p_j = F(1) = sum_m cos w_m
shift_is_rotation    p_j = R(1) p_{j-1}, R(1) the block rotation by the angles w_m
rope_relative_score  (R_j q) . (R_{j-1} k) = (R_1 q) . (R_0 k) for fixed random q, k (RoPE)

Each family is written once as scalar code over a context (``scalar_value``): it runs in the float
context of the method, in the rigorous model of that context (``numeric.model``) and in Arb (the
exact reference).  The scan evaluates the same operations vectorised over positions, in chunks, and
reproduces the scalar float code bit for bit (``tests/test_precision_study.py`` checks it):

* positions, frequencies, phases and sin/cos exactly as the context computes them (the frequencies
  and the rotation factors cos/sin(k w_m) are computed by the scalar code itself);
* float16 and bfloat16 arithmetic is done in float32 and rounded to the dtype after every
  operation, which is what numpy's float16 loops and ml_dtypes' bfloat16 loops do (the product of
  two such numbers is exact in float32, and a float32 sum rounded again is correctly rounded, since
  24 >= 2p + 2); sin/cos of a float16/bfloat16 phase is read from a table of the real ufunc over all
  65536 values of the dtype;
* every sum is numpy's own ``np.add.reduce`` over the last axis of a C-contiguous array in the
  method's dtype, as ``FloatContext.fsum`` reduces a 1-D array (pairwise in float32/float64, with a
  float32 accumulator in float16, sequential in bfloat16: per row, the same order).

The rigorous model is evaluated at MODEL_SAMPLES log-spaced positions; a sample whose model ball is
unbounded (the dtype may overflow, or a squared distance's ball reaches below 0 before its sqrt) bounds
nothing and is not counted as a check (``model_summary``).  Numbers in the reasons are printed in the
safe direction: a lower bound rounded down, an upper bound (a largest error or difference) up, an error
said to exceed a threshold down (``_floor_g``, ``_ceil_g``, ``_gt``, ``_lt``).

A property is LOST at the first j where the float result departs from the exact value by more than
``LOSS_FRACTION`` x its natural size (``Rounded.size`` of the model value), or, for distinct codes,
where two stored codes are bitwise equal.  Methods computed the same way share their phases and
sin/cos (the float64 group: float64 and the three "<-f64" tables; the float32 group likewise).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from numeric.contexts import MixedContext, make_float_context, reference_context
from numeric.encoding import code, freqs
from numeric.model import LOSS_FRACTION, model_context
from numeric.bounds_text import lower as _floor_g, plain as _g, upper as _ceil_g  # written once

METHODS = ("float64", "float32", "float16", "bfloat16", "float16<-f32", "bfloat16<-f32",
           "float32<-f64", "float16<-f64", "bfloat16<-f64")
FAMILIES = ("distinct_codes", "adjacent_difference", "offset_dot_product", "shift_is_rotation",
            "rope_relative_score")
OFFSET = 1           # the offset k of the pair families: positions j-1 and j
SUBSAMPLE = 97       # after a family is lost, the figure's curve uses every 97th position
BINS = 200           # log-spaced bins of the figure's error curves
MODEL_SAMPLES = 25   # log-spaced positions where the rigorous model is evaluated
CHUNK = 4096         # positions per vectorised chunk
HASH_SEED = 0x5EED


@dataclass(frozen=True)
class Config:
    d: int = 128
    base: int = 10000
    limit: int = 10**6
    d_rope: int = 128
    rope_base: int = 10000
    seed: int = 0

    def as_dict(self):
        return {"d": self.d, "base": self.base, "limit": self.limit, "d_rope": self.d_rope,
                "rope_base": self.rope_base, "offset": OFFSET, "rope_seed": self.seed,
                "loss_fraction": LOSS_FRACTION}


# ------------------------------------------------------------------------------------------------
# the families as scalar code over any context (float, model, Arb)
# ------------------------------------------------------------------------------------------------
def adjacent_square(ctx, a, b):
    """||b - a||^2 summed in the context: sum_c (b_c - a_c)^2."""
    return ctx.fsum([(y - x) * (y - x) for x, y in zip(a, b)])


def rotation_factors(ctx, ws, k=OFFSET):
    """cos(k w_m), sin(k w_m) as the context computes them."""
    kk = ctx.num(k)
    return [ctx.cos(kk * w) for w in ws], [ctx.sin(kk * w) for w in ws]


def rotate_code(ctx, a, ck, sk):
    """R(k) a for an interleaved code a = [sin, cos, ...]: (s, c) -> (ck s + sk c, ck c - sk s)."""
    out = []
    for m, (c, s) in enumerate(zip(ck, sk)):
        sa, ca = a[2 * m], a[2 * m + 1]
        out += [c * sa + s * ca, c * ca - s * sa]
    return out


def rope_rotate(ctx, x, pos, ws):
    """R_pos x: pair (2t, 2t+1) rotated by pos * theta_t, angles and cos/sin computed by the context
    (a mixed context stores cos/sin in its low dtype), the rotation in its arithmetic."""
    p = ctx.num(pos)
    out = []
    for t, w in enumerate(ws):
        ang = p * w
        c, s = ctx.cos(ang), ctx.sin(ang)
        xa, xb = x[2 * t], x[2 * t + 1]
        out += [c * xa - s * xb, s * xa + c * xb]
    return out


def rope_score(ctx, q, k, m, n, d, base=10000, ws=None):
    """(R_m q) . (R_n k) in the context; q, k are sequences of floats (rounded by the context)."""
    ws = ws if ws is not None else freqs(ctx, d, base)
    qq, kk = [ctx.num(float(v)) for v in q], [ctx.num(float(v)) for v in k]
    return ctx.fdot(rope_rotate(ctx, qq, m, ws), rope_rotate(ctx, kk, n, ws))


def rope_vectors(cfg: Config, store_dtype):
    """The fixed RoPE query and key (numpy Generator seed ``cfg.seed``), rounded to the storage dtype."""
    rng = np.random.default_rng(cfg.seed)
    q, k = rng.standard_normal(cfg.d_rope), rng.standard_normal(cfg.d_rope)
    with np.errstate(all="ignore"):
        return (q.astype(store_dtype).astype(np.float64), k.astype(store_dtype).astype(np.float64))


def scalar_value(ctx, family, j, cfg: Config, q=None, k=None, ws=None, rope_ws=None):
    """The family's quantity at position j (pair j-1, j), computed by scalar code in ``ctx``:
    distinct_codes -> the code p_j; adjacent_difference -> ||p_j - p_{j-1}||^2; offset_dot_product ->
    p_{j-1} . p_j; shift_is_rotation -> R(1) p_{j-1} (a list, to compare with p_j);
    rope_relative_score -> (R_j q) . (R_{j-1} k)."""
    ws = ws if ws is not None else freqs(ctx, cfg.d, cfg.base)
    if family == "rope_relative_score":
        rws = rope_ws if rope_ws is not None else freqs(ctx, cfg.d_rope, cfg.rope_base)
        return rope_score(ctx, q, k, j, j - OFFSET, cfg.d_rope, cfg.rope_base, rws)
    b = code(ctx, j, cfg.d, cfg.base, ws)
    if family == "distinct_codes":
        return b
    a = code(ctx, j - OFFSET, cfg.d, cfg.base, ws)
    if family == "adjacent_difference":
        return adjacent_square(ctx, a, b)
    if family == "offset_dot_product":
        return ctx.fdot(a, b)
    if family == "shift_is_rotation":
        ck, sk = rotation_factors(ctx, ws)
        return rotate_code(ctx, a, ck, sk)
    raise KeyError(family)


# ------------------------------------------------------------------------------------------------
# the methods, vectorised
# ------------------------------------------------------------------------------------------------
class Method:
    """One float context, with its arithmetic as array operations.

    ``arr``: the dtype of the arrays (float64 / float32; float32 holding float16/bfloat16 values for
    the low dtypes end to end, rounded after every operation by ``rnd``)."""

    def __init__(self, name: str, cfg: Config):
        ctx = make_float_context(name)
        self.name, self.ctx, self.cfg = name, ctx, cfg
        self.mixed = isinstance(ctx, MixedContext)
        self.compute = np.dtype(ctx.dtype)                 # positions, phases, arithmetic
        self.store = np.dtype(ctx.store) if self.mixed else self.compute
        self.low = self.compute if self.compute.itemsize == 2 else None
        self.arr = np.dtype(np.float32) if self.low is not None else self.compute
        self.group = self.compute.name
        self.ws = freqs(ctx, cfg.d, cfg.base)
        self.w = np.array([float(w) for w in self.ws], dtype=self.arr)
        ck, sk = rotation_factors(ctx, self.ws)
        self.ck = np.array([float(v) for v in ck], dtype=self.arr)
        self.sk = np.array([float(v) for v in sk], dtype=self.arr)
        self.rope_ws = freqs(ctx, cfg.d_rope, cfg.rope_base)
        self.rope_w = np.array([float(w) for w in self.rope_ws], dtype=self.arr)
        self.q, self.k = rope_vectors(cfg, self.store)
        self.qa, self.ka = self.q.astype(self.arr), self.k.astype(self.arr)
        self.position_dtype = self.compute

    # arithmetic ------------------------------------------------------------------------------
    def rnd(self, x):
        """The result of one operation of the method's dtype (identity for float32/float64)."""
        return x.astype(self.low).astype(np.float32) if self.low is not None else x

    def reduce(self, x):
        """Row sums as FloatContext.fsum: np.add.reduce over the last axis of a contiguous array."""
        if self.low is not None:
            x = x.astype(self.low)
        return np.add.reduce(np.ascontiguousarray(x), axis=-1, dtype=x.dtype).astype(np.float64)

    def stored(self, table):
        """The table as the method stores it, in its arithmetic dtype."""
        return table.astype(self.store).astype(self.arr) if self.mixed else table

    def bits(self, stored):
        """The stored entries as unsigned integers (bitwise identity of codes)."""
        s = np.ascontiguousarray(stored.astype(self.store))
        return s.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[self.store.itemsize])


def method_label(name):
    store, _, tag = name.partition("<-")
    if not tag:
        return f"{store} end to end"
    if tag == "f32":
        return f"{store} table computed in float32"
    return f"{store} table, phase and sin/cos in float64"


class Group:
    """Methods that compute the same phases and sin/cos (their positions, frequencies, phases and
    functions are in one dtype); the table is computed once per chunk for all of them."""

    def __init__(self, methods):
        self.methods = methods
        m0 = methods[0]
        self.low, self.arr, self.compute = m0.low, m0.arr, m0.compute
        for m in methods:  # the shared table is only valid if every method computes the same inputs
            assert m.compute == m0.compute and np.array_equal(m.w, m0.w) and np.array_equal(m.rope_w, m0.rope_w)
        self.w, self.rope_w = m0.w, m0.rope_w
        self.shared_rope = m0.cfg.d_rope == m0.cfg.d and np.array_equal(self.rope_w, self.w)
        if self.low is not None:
            allv = np.arange(1 << 16, dtype=np.uint16).view(self.low)
            with np.errstate(all="ignore"):
                self.lut_sin = np.sin(allv).astype(np.float32)  # the real ufunc of the dtype
                self.lut_cos = np.cos(allv).astype(np.float32)

    def positions(self, P):
        """ctx.num(pos) for integer positions: rounded to the method's dtype (as float values)."""
        with np.errstate(all="ignore"):
            x = np.asarray(P, dtype=np.float64).astype(self.compute)
        return x.astype(np.float32) if self.low is not None else x

    def phases(self, P, w):
        x = self.positions(P)
        with np.errstate(all="ignore"):
            t = x[:, None] * w[None, :]
            if self.low is not None:
                t = t.astype(self.low)
        return t

    def table(self, P, rope=False):
        """Interleaved [sin, cos, ...] rows (unstored, in ``arr``) for the positions P."""
        w = self.rope_w if rope else self.w
        t = self.phases(P, w)
        T = np.empty((len(P), 2 * len(w)), dtype=self.arr)
        with np.errstate(all="ignore"):
            if self.low is not None:
                idx = t.view(np.uint16)
                T[:, 0::2], T[:, 1::2] = self.lut_sin[idx], self.lut_cos[idx]
            else:
                T[:, 0::2], T[:, 1::2] = np.sin(t), np.cos(t)
        return T


# the families, vectorised over rows: A holds the stored codes at j-1, B at j -----------------------
def v_adjacent(M, A, B):
    D = M.rnd(B - A)
    return M.reduce(M.rnd(D * D))


def v_dot(M, A, B):
    return M.reduce(M.rnd(A * B))


def v_rotate(M, A, ck=None, sk=None):
    ck = M.ck if ck is None else ck
    sk = M.sk if sk is None else sk
    sA, cA = A[:, 0::2], A[:, 1::2]
    out = np.empty_like(A)
    out[:, 0::2] = M.rnd(M.rnd(ck * sA) + M.rnd(sk * cA))
    out[:, 1::2] = M.rnd(M.rnd(ck * cA) - M.rnd(sk * sA))
    return out


def _rope_rows(M, T, x):
    s, c = T[:, 0::2], T[:, 1::2]
    xa, xb = x[0::2], x[1::2]
    out = np.empty_like(T)
    out[:, 0::2] = M.rnd(M.rnd(c * xa) - M.rnd(s * xb))
    out[:, 1::2] = M.rnd(M.rnd(s * xa) + M.rnd(c * xb))
    return out


def v_rope(M, A, B, q=None, k=None):
    """(R_j q) . (R_{j-1} k) with the rows B (position j) and A (position j-1) of the rope table."""
    q = M.qa if q is None else q
    k = M.ka if k is None else k
    return M.reduce(M.rnd(_rope_rows(M, B, q) * _rope_rows(M, A, k)))


def v_distance(A, B):
    """||B - A|| measured in float64 from the stored values (a measurement, not the method's arithmetic)."""
    D = B.astype(np.float64) - A.astype(np.float64)
    return np.sqrt(np.add.reduce(D * D, axis=-1))


class _Float64:
    """Float64 arithmetic (for the attribution of an error to its sources)."""
    low = None
    arr = np.dtype(np.float64)

    def rnd(self, x):
        return x

    def reduce(self, x):
        return np.add.reduce(np.ascontiguousarray(x, dtype=np.float64), axis=-1)


def vector_value(M, G, family, J):
    """The family's float quantity at the positions J (array), vectorised (what ``scalar_value``
    computes in the float context, bit for bit): a float64 array (rows for codes and rotations)."""
    J = np.asarray(J, dtype=np.int64)
    if family == "rope_relative_score":
        A, B = _rows(M, G, J, rope=True)
        return v_rope(M, A, B)
    A, B = _rows(M, G, J)
    if family == "distinct_codes":
        return B.astype(np.float64)
    if family == "adjacent_difference":
        return v_adjacent(M, A, B)
    if family == "offset_dot_product":
        return v_dot(M, A, B)
    if family == "shift_is_rotation":
        return v_rotate(M, A).astype(np.float64)
    raise KeyError(family)


def _rows(M, G, J, rope=False):
    T = G.table(np.stack([J - OFFSET, J], axis=1).ravel(), rope=rope).reshape(len(J), 2, -1)
    S = M.stored(T)
    return np.ascontiguousarray(S[:, 0]), np.ascontiguousarray(S[:, 1])


# ------------------------------------------------------------------------------------------------
# the exact values (Arb)
# ------------------------------------------------------------------------------------------------
def exact_values(cfg: Config, q, k):
    """The position-free exact values, in Arb (128 bits): C, F(1), the RoPE score S(1, 0)."""
    ref = reference_context(128).activate()
    ws = freqs(ref, cfg.d, cfg.base)
    a, b = code(ref, 0, cfg.d, cfg.base, ws), code(ref, OFFSET, cfg.d, cfg.base, ws)
    C = adjacent_square(ref, a, b)
    F = ref.fdot(a, b)
    S = rope_score(ref, q, k, OFFSET, 0, cfg.d_rope, cfg.rope_base)
    return {"adjacent_difference": ref.mid(C), "offset_dot_product": ref.mid(F),
            "rope_relative_score": ref.mid(S), "shift_is_rotation": 0.0,
            "distinct_codes": math.sqrt(ref.mid(C)), "radius": max(ref.rad(C), ref.rad(F), ref.rad(S))}


# ------------------------------------------------------------------------------------------------
# the scan
# ------------------------------------------------------------------------------------------------
class _State:
    def __init__(self, M: Method, cfg: Config):
        self.M = M
        n = cfg.limit + 1
        self.err = {f: np.full(n, -1.0) for f in FAMILIES}  # -1: not computed; inf: not finite
        self.lost = {f: None for f in FAMILIES}
        self.sub_from = {f: None for f in FAMILIES}
        self.hashes = np.zeros(n, dtype=np.uint64)
        self.hashed = 0
        self.checked = 0
        self.hash_w = None
        self._rng = np.random.default_rng(HASH_SEED)
        # the smallest adjacent distance ||p_j - p_{j-1}|| measured (float64, from the stored codes) while
        # distinct codes are searched at every position: (distance, j); nan distances are counted apart
        self.min_dist = (math.inf, None)
        self.nonfinite_dist = 0


def _hash_rows(st, bits):
    """A 64-bit hash of each row of stored bits (wrapping random-weight dot product, then mixed)."""
    b = np.ascontiguousarray(bits)
    width = b.shape[1] * b.itemsize
    if width % 8 == 0:
        words = b.view(np.uint64)
    else:
        words = b.astype(np.uint64)
    if st.hash_w is None or len(st.hash_w) != words.shape[1]:
        st.hash_w = st._rng.integers(1, 2**63, size=words.shape[1], dtype=np.uint64) * np.uint64(2) + np.uint64(1)
    with np.errstate(all="ignore"):
        h = (words * st.hash_w[None, :]).sum(axis=1, dtype=np.uint64)
        h ^= h >> np.uint64(31)
        h *= np.uint64(0x9E3779B97F4A7C15)
        h ^= h >> np.uint64(29)
    return h


def _first_duplicate(st, G, n):
    """The first (i, j), i < j < n, with bitwise-equal stored codes, from the hashes of positions
    0..n-1 (candidates confirmed by exact comparison of the rows); None if there is none."""
    h = st.hashes[:n]
    order = np.argsort(h, kind="stable")
    hs = h[order]
    dup = np.nonzero(hs[1:] == hs[:-1])[0] + 1
    if not len(dup):
        return None
    M = st.M
    for j in np.sort(order[dup]):
        same = np.nonzero(h[:j] == h[j])[0]
        rows = M.bits(M.stored(G.table(np.concatenate([same, [j]]))))
        eq = np.nonzero((rows[:-1] == rows[-1]).all(axis=1))[0]
        if len(eq):
            return int(same[eq[0]]), int(j)
    return None


def _errors(M, family, A, B, exact, RA=None, RB=None):
    with np.errstate(all="ignore"):
        if family == "distinct_codes":
            e = np.abs(v_distance(A, B) - exact)
        elif family == "adjacent_difference":
            e = np.abs(v_adjacent(M, A, B) - exact)
        elif family == "offset_dot_product":
            e = np.abs(v_dot(M, A, B) - exact)
        elif family == "shift_is_rotation":
            e = np.abs(v_rotate(M, A).astype(np.float64) - B.astype(np.float64)).max(axis=1)
        else:
            e = np.abs(v_rope(M, RA, RB) - exact)
    e[~np.isfinite(e)] = np.inf
    return e


# ------------------------------------------------------------------------------------------------
# the rigorous model at sampled positions
# ------------------------------------------------------------------------------------------------
def sample_positions(limit, n=MODEL_SAMPLES):
    return [int(x) for x in np.unique(np.round(np.logspace(0, math.log10(limit), n)).astype(np.int64)) if 1 <= x <= limit]


OVERFLOW = "the dtype may overflow"
SQRT_NEGATIVE = "the ball of ‖p_j − p_{j−1}‖² reaches below 0, where the model's sqrt bounds nothing"


def _model_family(M: Method, G: Group, cfg: Config, exact, positions):
    """Per family: sizes from the model at the first position, and per sampled position the model's
    bound on |float - exact| and whether the measured float result lies in the model's ball."""
    model = model_context(M.name)
    mws = freqs(model, cfg.d, cfg.base)
    mck, msk = rotation_factors(model, mws)
    mrws = freqs(model, cfg.d_rope, cfg.rope_base)
    out = {f: {"pos": [], "bound": [], "error": [], "inside": [], "bounded": [], "unbounded_why": [],
               "exception": None} for f in FAMILIES}
    sizes = {}
    J = np.asarray(positions, dtype=np.int64)
    A, B = _rows(M, G, J)
    RA, RB = _rows(M, G, J, rope=True)
    with np.errstate(all="ignore"):
        f_dist = v_distance(A, B)
        f_adj = v_adjacent(M, A, B)
        f_dot = v_dot(M, A, B)
        f_rot = v_rotate(M, A).astype(np.float64) - B.astype(np.float64)
        f_rope = v_rope(M, RA, RB)

    def record(f, j, bound, err, inside, exc, why=OVERFLOW):
        """An unbounded ball bounds nothing: the sample is not a check, and its ``inside`` is None
        (``ModelContext.contains`` answers True for it); ``why`` says why it is unbounded."""
        o = out[f]
        bounded = math.isfinite(bound)
        o["pos"].append(j)
        o["bound"].append(bound)
        o["error"].append(err)
        o["bounded"].append(bounded)
        o["unbounded_why"].append(None if bounded else why)
        o["inside"].append(bool(inside) if bounded else None)
        if bounded and not inside and o["exception"] is None:
            o["exception"] = {"pos": j, **exc}

    for r, j in enumerate(positions):
        a = code(model, j - OFFSET, cfg.d, cfg.base, mws)
        b = code(model, j, cfg.d, cfg.base, mws)
        sq = adjacent_square(model, a, b)
        dist = model.sqrt(sq)
        dot = model.fdot(a, b)
        rot = rotate_code(model, a, mck, msk)
        resid = [x - y for x, y in zip(rot, b)]
        score = rope_score(model, M.q, M.k, j, j - OFFSET, cfg.d_rope, cfg.rope_base, mrws)
        if r == 0:  # sizes from the float64 model, as suite.evaluate takes them: one threshold for every method
            m64 = model_context("float64")
            w64 = freqs(m64, cfg.d, cfg.base)
            a64, b64 = code(m64, j - OFFSET, cfg.d, cfg.base, w64), code(m64, j, cfg.d, cfg.base, w64)
            ck64, sk64 = rotation_factors(m64, w64)
            sizes = {"adjacent_difference": adjacent_square(m64, a64, b64).size,
                     "offset_dot_product": m64.fdot(a64, b64).size,
                     "shift_is_rotation": max(x.size for x in rotate_code(m64, a64, ck64, sk64)),
                     "rope_relative_score": rope_score(m64, M.q, M.k, j, j - OFFSET, cfg.d_rope, cfg.rope_base,
                                                       freqs(m64, cfg.d_rope, cfg.rope_base)).size}
        sq_lo, sq_hi = model.interval(sq)
        sqrt_why = SQRT_NEGATIVE if (math.isfinite(sq_lo) and math.isfinite(sq_hi) and sq_lo < 0) else OVERFLOW
        for f, mv, fv in (("distinct_codes", dist, f_dist[r]), ("adjacent_difference", sq, f_adj[r]),
                          ("offset_dot_product", dot, f_dot[r]), ("rope_relative_score", score, f_rope[r])):
            ex = exact[f]
            inside = model.contains(mv, float(fv))
            lo, hi = model.interval(mv)
            record(f, j, model.bound(mv, ex), abs(float(fv) - ex), inside,
                   {"float": float(fv), "model_lower": lo, "model_upper": hi},
                   sqrt_why if f == "distinct_codes" else OVERFLOW)
        inside, exc, bound = True, {}, 0.0
        for c, (mv, fv) in enumerate(zip(resid, f_rot[r])):
            bound = max(bound, model.bound(mv, 0.0))  # inf (not a check) if any component is unbounded
            if inside and not model.contains(mv, float(fv)):
                lo, hi = model.interval(mv)
                inside, exc = False, {"component": c, "float": float(fv), "model_lower": lo, "model_upper": hi}
        record("shift_is_rotation", j, bound, float(np.max(np.abs(f_rot[r]))), inside, exc)
    return out, sizes


# ------------------------------------------------------------------------------------------------
# reasons, from what happened at the loss position
# ------------------------------------------------------------------------------------------------
QUANTITY = {"adjacent_difference": "‖p_j − p_{j−1}‖²", "offset_dot_product": "p_{j−1}·p_j",
            "shift_is_rotation": "R(1)p_{j−1} − p_j", "rope_relative_score": "the RoPE score (R_j q)·(R_{j−1} k)",
            "distinct_codes": "‖p_j − p_{j−1}‖"}
OPS = {"adjacent_difference": ("differences and squares", True), "offset_dot_product": ("products", True),
       "shift_is_rotation": ("products and sums of the rotation", False),
       "rope_relative_score": ("rotations and products", True)}  # (elementwise operations, then a row sum?)


def _gt(a, b):
    """'a > b' for a measured a above a threshold b: a rounded DOWN, b to nearest (a threshold is a
    definition, not a bound), with enough digits that the printed numbers are in that order."""
    for digits in range(3, 17):
        sa, sb = _floor_g(a, digits), _g(b, digits)
        if float(sa) > float(sb):
            break
    return f"{sa} > {sb}"


def _lt(a, b):
    """'a < b' for a largest error a below a threshold b: a rounded UP (it bounds the errors), b to
    nearest, with enough digits that the printed numbers are in that order."""
    for digits in range(3, 17):
        sa, sb = _ceil_g(a, digits), _g(b, digits)
        if float(sa) < float(sb):
            break
    return f"{sa} < {sb}"


def _pos_str(x):
    return str(int(x)) if math.isfinite(x) and x == int(x) else _g(x)


def _fmax(dt):
    import ml_dtypes

    return float(ml_dtypes.finfo(dt).max) if dt.name == "bfloat16" else float(np.finfo(dt).max)


def _position_reason(M, i, j):
    """A sentence when positions i and j are the same number of the method's position dtype, else None."""
    pd = M.position_dtype
    with np.errstate(all="ignore"):
        xi, xj = float(pd.type(float(i))), float(pd.type(float(j)))
    if xi != xj:
        return None
    if math.isinf(xj):
        return (f"positions {i} and {j} exceed the largest {pd.name} number ({_g(_fmax(pd), 6)}): both round to inf, "
                f"so their phases are inf and their codes NaN")
    if xi == i:
        return f"{j} is not a {pd.name} number (it rounds to {_pos_str(xj)}), so positions {i} and {j} share a code"
    if xj == j:
        return f"{i} is not a {pd.name} number (it rounds to {_pos_str(xi)}), so positions {i} and {j} share a code"
    return f"positions {i} and {j} both round to the {pd.name} number {_pos_str(xj)}, so they share a code"


def _distinct_reason(M, G, i, j):
    r = _position_reason(M, i, j)
    if r is not None:
        return r
    P = np.array([i, j])
    t = G.phases(P, G.w).astype(np.float64)
    if np.array_equal(t[0], t[1]):
        return (f"positions {i} and {j} are distinct {M.position_dtype.name} numbers, but every phase i·w_m and j·w_m "
                f"rounds to the same {M.position_dtype.name} number")
    T = G.table(P).astype(np.float64)
    diff = float(np.max(np.abs(T[1] - T[0])))
    return (f"the phases of positions {i} and {j} differ, but all {T.shape[1]} entries agree once rounded to "
            f"{M.store.name}: the computed sin/cos differ by at most {_ceil_g(diff)} before storage")


def _attribution(M, G, family, j, exact):
    """The error at j split into phase, storage and arithmetic parts (each measured in float64):
    phase = Q from the float64 sin/cos of the computed phases, float64 arithmetic, minus the exact value;
    storage = Q from the stored entries minus Q from those sin/cos (both float64 arithmetic);
    arithmetic = the method's Q minus Q from the stored entries in float64 arithmetic.
    Also returns the computed phases, the largest |stored entry - float64 sin/cos of its phase| and
    ``q64(table)``: Q from a 2-row table (positions j-1, j) in float64 arithmetic."""
    J = np.array([j])
    rope = family == "rope_relative_score"
    P = np.array([j - OFFSET, j])
    w = G.rope_w if rope else G.w
    t = G.phases(P, w).astype(np.float64)
    T = G.table(P, rope=rope)
    S = M.stored(T).astype(np.float64)
    X = np.empty((2, 2 * len(w)))
    X[:, 0::2], X[:, 1::2] = np.sin(t), np.cos(t)
    f64 = _Float64()
    ck64, sk64 = np.cos(OFFSET * M.w.astype(np.float64)), np.sin(OFFSET * M.w.astype(np.float64))
    q, k = M.q, M.k

    def q_of(ar, A, B, ck=None, sk=None):
        if family == "adjacent_difference":
            return v_adjacent(ar, A, B)
        if family == "offset_dot_product":
            return v_dot(ar, A, B)
        if family == "shift_is_rotation":
            return v_rotate(ar, A, ck, sk).astype(np.float64) - B.astype(np.float64)
        return v_rope(ar, A, B, q, k)

    def q64(tab):
        with np.errstate(all="ignore"):
            return np.asarray(q_of(f64, tab[:1], tab[1:], ck64, sk64), dtype=np.float64)

    with np.errstate(all="ignore"):
        A, B = _rows(M, G, J, rope=rope)
        qf = q_of(M, A, B, M.ck, M.sk) if family == "shift_is_rotation" else q_of(M, A, B)
        qs = q_of(f64, S[:1], S[1:], M.ck.astype(np.float64), M.sk.astype(np.float64))
        qp = q64(X)
    ex = 0.0 if family == "shift_is_rotation" else exact[family]
    parts = {"phase": float(np.max(np.abs(qp - ex))), "storage": float(np.max(np.abs(qs - qp))),
             "arithmetic": float(np.max(np.abs(np.asarray(qf, dtype=np.float64) - qs)))}
    store_err = float(np.max(np.abs(S - X)))  # stored entries against sin/cos of their computed phases
    return parts, t, store_err, q64


def _exact_frequencies(n, d, base):
    """w_m = base^(-2m/d), m = 0..n-1, as Arb balls (the exact frequencies, 128 bits)."""
    from flint import arb

    reference_context(128).activate()
    return [arb(1) if m == 0 else arb(base) ** (arb(-2 * m) / arb(d)) for m in range(n)]


def _phase_detail(M, G, family, j, cfg, q64):
    """The phase rounding at positions j-1, j, pair by pair: each computed phase t^ against the EXACT
    phase i·w_m (Arb), and what that one rounded phase does to Q on its own (every other entry the
    float64 value of the exact sine/cosine, float64 arithmetic).  Returns the pair with the largest
    such contribution: {"pos", "m", "phase", "rounded_pos", "error", "alone", "n"}."""
    from flint import arb

    rope = family == "rope_relative_score"
    P = np.array([j - OFFSET, j])
    w = G.rope_w if rope else G.w
    x = G.positions(P).astype(np.float64)
    t = G.phases(P, w).astype(np.float64)
    d, base = (cfg.d_rope, cfg.rope_base) if rope else (cfg.d, cfg.base)
    wex = _exact_frequencies(len(w), d, base)
    E = np.empty((2, 2 * len(w)))
    err = np.full((2, len(w)), math.nan)
    for r in range(2):
        for m in range(len(w)):
            ph = arb(int(P[r])) * wex[m]
            E[r, 2 * m], E[r, 2 * m + 1] = float(ph.sin().mid()), float(ph.cos().mid())
            if math.isfinite(t[r, m]):
                err[r, m] = abs(float((arb(float(t[r, m])) - ph).mid()))
    base_q = q64(E)
    best = None
    for r in range(2):
        for m in range(len(w)):
            if not math.isfinite(t[r, m]):
                continue
            Xm = E.copy()
            Xm[r, 2 * m], Xm[r, 2 * m + 1] = math.sin(t[r, m]), math.cos(t[r, m])
            alone = float(np.max(np.abs(q64(Xm) - base_q)))
            if best is None or alone > best["alone"]:
                best = {"pos": int(P[r]), "m": m, "phase": float(t[r, m]), "rounded_pos": float(x[r]),
                        "error": float(err[r, m]), "alone": alone}
    if best is not None:
        best["n"] = 2 * len(w)
    return best


def _ulp(x, dt):
    """The spacing of the dtype's numbers at |x| (x finite, normal)."""
    e = math.frexp(abs(x))[1] - 1 if x else -1074
    return 2.0 ** (e + 1) * _unit_roundoff(dt)


def _pow2(x):
    """'0.00781 (2^-7)' for a power of two x."""
    e = math.log2(x) if x > 0 else math.nan
    return f"{_g(x)} (2^{int(e)})" if e == int(e) else _g(x)


def _sum_text(M):
    """How numpy sums a row in the method's arithmetic dtype (``Method.reduce``)."""
    dt = M.compute.name
    if dt == "float16":
        return "the sum is accumulated by numpy in float32 and rounded once to float16"
    if dt == "bfloat16":
        return "the sum is accumulated term by term in bfloat16 (ml_dtypes)"
    return f"the sum is numpy's pairwise sum in {dt}"


def _ops_text(M, family):
    ops, summed = OPS[family]
    return (f"the {ops} are rounded to {M.compute.name} (unit roundoff {_pow2(_unit_roundoff(M.compute))})"
            + (f" and {_sum_text(M)}" if summed else ""))


def _pair_reason(M, G, family, j, err, thr, exact, cfg=None):
    cfg = cfg or M.cfg
    r = _position_reason(M, j - OFFSET, j)
    qn = QUANTITY[family]
    if r is not None:
        if "exceed" in r:
            return r
        return r.replace("share a code", f"share a code: {qn} departs from its exact value by {_gt(err, thr)}")
    if err is None or not math.isfinite(err):
        return f"{qn} is not finite at j = {j} (overflow in {M.compute.name})"
    parts, t, store_err, q64 = _attribution(M, G, family, j, exact)
    src = max(parts, key=parts.get)
    part = parts[src]
    if part > thr:
        tail = f"move {qn} by {_gt(part, thr)} (the threshold)"
    else:
        others = " and ".join(k for k in parts if k != src and parts[k] > 0.1 * part)
        tail = (f"move {qn} by {_g(part)}; with the {others or 'other'} roundings the error is "
                f"{_gt(err, thr)} (the threshold)")
    rope = family == "rope_relative_score"
    what = ("the RoPE rotation tables at positions j − 1 and j" if rope else "the codes p_{j−1} and p_j")
    if src == "phase":
        pd = M.position_dtype
        b = _phase_detail(M, G, family, j, cfg, q64)
        k = "θ_t" if rope else "w_m"
        if b is None:
            return f"the phases i·{k} are computed in {pd.name}: none is finite at positions {j - OFFSET} and {j}"
        where = ""
        if b["rounded_pos"] != b["pos"]:
            where = f" (the position {b['pos']} itself rounds to {_pos_str(b['rounded_pos'])})"
        return (f"the phases i·{k} are computed in {pd.name} (position, frequency and product each rounded); all "
                f"{b['n']} rounded phases of positions {j - OFFSET} and {j} together (their sine/cosine and the "
                f"arithmetic then in float64) {tail}. Largest single contribution: at i = {b['pos']}{where}, "
                f"pair {'t' if rope else 'm'} = {b['m']} has the phase ≈ {_g(b['phase'], 6)} rad, off from the exact "
                f"i·{k} by {_g(b['error'])} rad (half an ulp of {pd.name} there being {_pow2(_ulp(b['phase'], pd) / 2)}); "
                f"that phase on its own moves {qn} by {_g(b['alone'])}")
    n = 2 * len(G.rope_w if rope else G.w)
    e2 = f" (2^{math.log2(store_err):.1f})" if store_err > 0 else ""
    if src == "storage":
        if M.mixed:
            how = (f"the sin/cos entries are computed in {M.compute.name} and stored in {M.store.name}: they differ "
                   f"from the float64 sine and cosine of their computed phases by up to {_ceil_g(store_err)}{e2}")
        else:
            how = (f"the sin/cos values are computed and rounded in {M.compute.name}: they differ from the float64 "
                   f"sine and cosine of their computed phases by up to {_ceil_g(store_err)}{e2}")
        return (f"{how}; these entries of {what} ({n} at each position), all together (arithmetic then in "
                f"float64), {tail}")
    return (f"{_ops_text(M, family)}: these roundings at j = {j}, all together (from the stored entries), "
            f"{tail}")


def _unit_roundoff(dt):
    import ml_dtypes

    fi = ml_dtypes.finfo(dt) if dt.name == "bfloat16" else np.finfo(dt)
    return 2.0 ** -(int(fi.nmant) + 1)


# ------------------------------------------------------------------------------------------------
# the study
# ------------------------------------------------------------------------------------------------
def _finite(x):
    if x is None:
        return None
    x = float(x)
    return x if math.isfinite(x) else None


def _bins(err, limit, nbins=BINS):
    """Max of the computed errors over log-spaced bins of positions 1..limit: (positions of the max,
    values); non-finite values are returned as inf."""
    pos = np.nonzero(err >= 0)[0]
    pos = pos[pos >= 1]
    if not len(pos):
        return [], []
    e = err[pos]
    edges = np.logspace(0, math.log10(max(limit, 2)), nbins + 1)
    ids = np.clip(np.searchsorted(edges, pos, side="right") - 1, 0, nbins - 1)
    starts = np.nonzero(np.r_[True, ids[1:] != ids[:-1]])[0]
    bmax = np.maximum.reduceat(e, starts)
    seg = np.repeat(np.arange(len(starts)), np.diff(np.r_[starts, len(e)]))
    hit = np.nonzero(e == bmax[seg])[0]
    _, first = np.unique(seg[hit], return_index=True)
    where = pos[hit[first]]
    return [int(p) for p in where], [float(v) for v in bmax]


def run(cfg: Config = Config(), methods=METHODS, families=FAMILIES, progress=None):
    """The study: per method and family, the first position where the property is lost (every
    position 0..limit searched), the error curve for the figure and the model's bound at samples.
    Returns {"config", "exact", "results": [...], "curves": {(method, family): (pos, err)},
    "how_searched": {...}}; every value of "results" is JSON-able."""
    np_err = np.seterr(all="ignore")
    try:
        return _run(cfg, methods, families, progress)
    finally:
        np.seterr(**np_err)


def _run(cfg, methods, families, progress):
    ms = [Method(n, cfg) for n in methods]
    groups = {}
    for M in ms:
        groups.setdefault(M.group, []).append(M)
    # the exact values use the q, k of each method's storage dtype: compute per distinct (q, k)
    exacts = {}
    for M in ms:
        key = (M.q.tobytes(), M.k.tobytes())
        if key not in exacts:
            exacts[key] = exact_values(cfg, M.q, M.k)
    samples = sample_positions(cfg.limit)
    results, curves = [], {}
    for gms in groups.values():
        G = Group(gms)
        states, meta = [], {}
        for M in gms:
            ex = exacts[(M.q.tobytes(), M.k.tobytes())]
            model, sizes = _model_family(M, G, cfg, ex, samples)
            size, thr, note = {}, {}, {}
            for f in FAMILIES:
                if f == "distinct_codes":
                    size[f] = ex[f]  # the margin: the exact distance of adjacent codes
                    thr[f] = ex[f]
                    note[f] = "the margin of a strict inequality: the codes coincide when the error reaches it"
                    continue
                s = sizes[f]
                note[f] = f"Rounded.size of the float64 model value at j = {samples[0]}"
                size[f], thr[f] = s, LOSS_FRACTION * s
            st = _State(M, cfg)
            states.append(st)
            meta[M.name] = (ex, model, size, thr, note)
        _scan(G, states, cfg, meta)
        for st in states:
            M = st.M
            ex, model, size, thr, note = meta[M.name]
            for f in families:
                err = st.err[f]
                curves[(M.name, f)] = _bins(err, cfg.limit)
                results.append(_result(M, G, f, st, ex, model[f], size[f], thr[f], note[f], cfg))
            st.err = None
            if progress:
                progress(M.name)
    order = {(m, f): n for n, (m, f) in enumerate((m, f) for m in methods for f in families)}
    results.sort(key=lambda r: order[(r["method"], r["family"])])
    return {"config": cfg.as_dict(), "results": results, "curves": curves, "samples": samples}


def _scan(G, states, cfg, meta):
    """One scan of positions 1..limit for the methods of a group: the table once per chunk, each
    method's families on its stored copy; every position until every family of every method of the
    group is lost, then every SUBSAMPLE-th position (for the figure)."""
    limit = cfg.limit
    a = 1
    while a <= limit:
        b = min(a + CHUNK - 1, limit)
        full = any(st.lost[f] is None for st in states for f in FAMILIES)
        if full:
            P = np.arange(a - 1, b + 1)
            J = P[1:]
            T = G.table(P)
            RT = T if G.shared_rope else G.table(P, rope=True)
            pairs = (T[:-1], T[1:], RT[:-1], RT[1:])
        else:
            start = -(-a // SUBSAMPLE) * SUBSAMPLE
            J = np.arange(start, b + 1, SUBSAMPLE)
            if not len(J):
                a = b + 1
                continue
            P = np.stack([J - OFFSET, J], axis=1).ravel()
            T = G.table(P).reshape(len(J), 2, -1)
            RT = T if G.shared_rope else G.table(P, rope=True).reshape(len(J), 2, -1)
            pairs = (T[:, 0], T[:, 1], RT[:, 0], RT[:, 1])
        sub = np.nonzero(J % SUBSAMPLE == 0)[0]
        for st in states:
            M = st.M
            ex, _, _, thr, _ = meta[M.name]
            SA, SB, RA, RB = (np.ascontiguousarray(M.stored(x)) for x in pairs)
            for f in FAMILIES:
                rows = sub if (full and st.lost[f] is not None) else slice(None)
                Jr = J[rows]
                if not len(Jr):
                    continue
                if f == "distinct_codes":
                    with np.errstate(all="ignore"):
                        dist = v_distance(SA[rows], SB[rows])
                    e = np.abs(dist - ex[f])
                    e[~np.isfinite(e)] = np.inf
                    if st.lost[f] is None:
                        _track_min_distance(st, dist, Jr)
                else:
                    e = _errors(M, f, SA[rows], SB[rows], ex[f], RA[rows], RB[rows])
                st.err[f][Jr] = e
                if st.lost[f] is None and f != "distinct_codes":
                    bad = np.nonzero(~(e <= thr[f]))[0]
                    if len(bad):
                        st.lost[f] = {"j": int(Jr[bad[0]])}
                        st.sub_from[f] = b + 1
            if full and st.lost["distinct_codes"] is None:
                if a == 1:
                    st.hashes[0] = _hash_rows(st, M.bits(SA[:1]))[0]
                st.hashes[a:b + 1] = _hash_rows(st, M.bits(SB))
                st.hashed = b + 1
                if st.hashed >= 2 * st.checked or b == limit:
                    st.checked = st.hashed
                    pair = _first_duplicate(st, G, st.hashed)
                    if pair is not None:
                        st.lost["distinct_codes"] = {"j": pair[1], "pair": list(pair)}
                        st.sub_from["distinct_codes"] = b + 1
        a = b + 1


def model_summary(model):
    """(within_model_bound, bounded samples, bounded samples inside) of one method x family: only a
    sample whose model ball is bounded is a check; within_model_bound is None when none is."""
    n_bounded = sum(1 for b in model["bounded"] if b)
    n_inside = sum(1 for b, i in zip(model["bounded"], model["inside"]) if b and i)
    return (None if not n_bounded else n_inside == n_bounded), n_bounded, n_inside


def _track_min_distance(st, dist, J):
    ok = np.isfinite(dist)
    st.nonfinite_dist += int(len(dist) - np.count_nonzero(ok))
    if np.any(ok):
        r = int(np.argmin(np.where(ok, dist, np.inf)))
        if dist[r] < st.min_dist[0]:
            st.min_dist = (float(dist[r]), int(J[r]))


def _result(M, G, f, st, ex, model, size, thr, note, cfg):
    limit = cfg.limit
    lost = st.lost[f]
    err = st.err[f]
    sub = st.sub_from[f]
    how = "every position"
    if sub is not None and sub <= limit:
        how = (f"every position to {sub - 1}, then every {SUBSAMPLE}th position after the first loss "
               f"(for the figure only)")
    computed = err >= 0
    computed[0] = False
    if lost is not None:
        j = lost["j"]
        e_loss = float(err[j]) if err[j] >= 0 else None
        if f == "distinct_codes":
            i = lost["pair"][0]
            # the error at loss is the margin lost: the exact distance of the coinciding codes
            e_loss = _exact_distance(cfg, i, j)
            thr_loss = e_loss
            reason = _distinct_reason(M, G, i, j)
        else:
            thr_loss = thr
            reason = _pair_reason(M, G, f, j, e_loss, thr, ex, cfg)
    else:
        j = None
        thr_loss = thr
        e_loss = None
        emax_pos = int(np.argmax(np.where(computed, err, -1.0)))
        emax = float(err[emax_pos])
        if f == "distinct_codes":
            dmin, jmin = st.min_dist
            reason = (f"the {limit + 1} stored codes are pairwise distinct (every position hashed, collisions "
                      f"checked bitwise)")
            if jmin is not None:
                reason += (f"; adjacent codes stay at least {_floor_g(dmin)} apart (the smallest ‖p_j − p_{{j−1}}‖, "
                           f"measured in float64 from the stored codes, is {_floor_g(dmin, 6)} at j = {jmin}; "
                           f"the exact distance is ≈ {_g(ex[f], 6)})")
            if st.nonfinite_dist:
                reason += f"; the adjacent distance is not finite at {st.nonfinite_dist} positions"
        else:
            se, st_ = _lt(emax, thr).split(" < ")
            reason = (f"holds at every position to {limit}: the largest error, {se} at j = {emax_pos}, "
                      f"stays below the threshold {st_}")
    exc = model["exception"]
    within, n_bounded, n_inside = model_summary(model)
    out = {
        "method": M.name, "label": method_label(M.name), "family": f,
        "lost_at": {"param": "pos", "value": j} if j is not None else None,
        "error_at_loss": _finite(e_loss),
        "threshold": _finite(thr_loss), "size": _finite(size if f != "distinct_codes" else thr_loss),
        "size_from": note,
        "searched_to": {"param": "pos", "from": 0, "to": limit, "method": how},
        # only bounded samples are checks: None when no sample is bounded
        "within_model_bound": within,
        "model_samples_bounded": n_bounded,
        "model_samples_inside": n_inside,
        "model_exception": _json(exc),
        "reason": reason,
        "safe_up_to": (j - 1) if j is not None else limit,
        "model_samples": {"pos": model["pos"], "bound": [_finite(x) for x in model["bound"]],
                          "error": [_finite(x) for x in model["error"]], "inside": model["inside"],
                          "bounded": model["bounded"], "unbounded_why": model["unbounded_why"]},
    }
    if f == "distinct_codes":
        out["pair"] = lost["pair"] if lost is not None else None
    return out


def _json(x):
    if x is None:
        return None
    return {k: (_finite(v) if isinstance(v, float) else v) for k, v in x.items()}


def _exact_distance(cfg, i, j):
    ref = reference_context(128).activate()
    ws = freqs(ref, cfg.d, cfg.base)
    return math.sqrt(ref.mid(adjacent_square(ref, code(ref, i, cfg.d, cfg.base, ws), code(ref, j, cfg.d, cfg.base, ws))))
