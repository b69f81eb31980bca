"""The sinusoidal encoding, written once against a precision context.

The convention (layout, exponent, odd d, RoPE pairing) is the context's ``ctx.convention``
(``numeric.contexts.DEFAULT_CONVENTION``); every function here reads it from there.

Convention (the interleaved sine/cosine order of Vaswani et al., 2017):
    p_{i,2m} = sin(i * w_m),  p_{i,2m+1} = cos(i * w_m),  w_m = base^(-2m/d),  m = 0..d/2-1.
``inv_freq`` computes w_m as exp(-(2m/d) ln base), the way common implementations do.
"""
from __future__ import annotations

from fractions import Fraction

_MEMO: dict = {}  # (context kind, m, d, type and value of base, exponent) -> w_m: a context's w_m is a pure function of these
_MEMO_TYPES = (int, Fraction, str, float)


def inv_freq(ctx, m, d, base=10000):
    """w_m = base^(-2m/d) (angular frequency per position).

    Every context computes w_m deterministically from (m, d, base, the exponent convention), and its
    numbers are immutable, so the value is computed once per context kind (``ctx.kind``: class, name and
    precision) and shared by every code, every example and every claim of the process."""
    exponent = ctx.convention["exponent"]  # read first: the result depends on the convention
    kind = getattr(ctx, "kind", None)
    if type(base) not in _MEMO_TYPES or type(m) is not int or type(d) is not int:
        return _inv_freq(ctx, m, d, base, exponent)
    if kind is None:
        # a context whose numbers are bound to it (the sizes-only model's: they report back to their context) shares
        # them as plain data: ``freeze`` takes it from a number, ``thaw`` makes the same number for this context
        memo = getattr(ctx, "memo_kind", None)
        if memo is None:
            return _inv_freq(ctx, m, d, base, exponent)
        key = (memo, m, d, type(base), base, exponent)
        data = _MEMO.get(key)
        if data is None:
            if len(_MEMO) > 200_000:
                _MEMO.clear()
            data = _MEMO[key] = ctx.freeze(_inv_freq(ctx, m, d, base, exponent))
        return ctx.thaw(data)
    key = (kind, m, d, type(base), base, exponent)
    w = _MEMO.get(key)
    if w is None:
        if len(_MEMO) > 200_000:
            _MEMO.clear()
        w = _MEMO[key] = _inv_freq(ctx, m, d, base, exponent)
    return w


def _inv_freq(ctx, m, d, base, exponent):
    linspace = exponent == "m/(h-1)"
    if m == 0:
        return ctx.num(1)
    if linspace and d > 2:
        return ctx.exp(-(ctx.num(m) / ctx.num(d // 2 - 1)) * ctx.log(ctx.num(base)))
    return ctx.exp(-(ctx.num(2 * m) / ctx.num(d)) * ctx.log(ctx.num(base)))


def freqs(ctx, d, base=10000):
    """[w_0, ..., w_{d/2-1}]."""
    return list(_freqs(ctx, d, base))


def _freqs(ctx, d, base):
    """(w_0, ..., w_{d/2-1}) as a tuple, shared like ``inv_freq``'s values (and read the same way)."""
    kind = getattr(ctx, "kind", None)
    if kind is None or type(base) not in _MEMO_TYPES or type(d) is not int or d // 2 <= 0:
        return tuple(inv_freq(ctx, m, d, base) for m in range(d // 2))
    exponent = ctx.convention["exponent"]  # what inv_freq reads
    key = ("freqs", kind, d, type(base), base, exponent)
    ws = _MEMO.get(key)
    if ws is None:
        ws = _MEMO[key] = tuple(inv_freq(ctx, m, d, base) for m in range(d // 2))
    return ws


def _freq_vector(ctx, d, base):
    """The frequencies as a read-only array of a vector (float) context, shared like ``_freqs``."""
    ws = _freqs(ctx, d, base)
    kind = getattr(ctx, "kind", None)
    if kind is None or type(base) not in _MEMO_TYPES:
        return ctx.num(list(ws))
    key = ("vector", kind, d, type(base), base, ctx.convention["exponent"])
    w = _MEMO.get(key)
    if w is None:
        w = _MEMO[key] = ctx.num(list(ws))
        w.flags.writeable = False
    return w


def offset_dot(ctx, delta, d, base=10000, ws=None):
    """sum_m cos(delta w_m): the dot product p_i . p_j for i - j = delta (000 eq. 6.1.9)."""
    ws = ws if ws is not None else freqs(ctx, d, base)
    x = ctx.num(delta)
    return ctx.fsum(ctx.cos(x * w) for w in ws)


def phase(ctx, pos, m, d, base=10000):
    return ctx.num(pos) * inv_freq(ctx, m, d, base)


def wavelength(ctx, m, d, base=10000):
    """2 pi / w_m: the period, in positions, of pair m."""
    return 2 * ctx.pi / inv_freq(ctx, m, d, base)


def code(ctx, pos, d, base=10000, freqs=None):
    """The d-vector p_pos as a list [sin, cos, sin, cos, ...]; ``freqs`` may be precomputed."""
    shared = freqs is None
    if shared:
        freqs = _freqs(ctx, d, base)  # (the parameter shadows freqs())
    x = ctx.num(pos)
    if getattr(ctx, "vector", False):  # float contexts: one vectorised pass in the dtype
        import numpy as np

        if shared:
            w = _freq_vector(ctx, d, base)
        else:
            w = ctx.num(freqs if isinstance(freqs, np.ndarray) else list(freqs))
        t = ctx.num(x * w)
        out = np.empty(2 * len(w), dtype=w.dtype)
        out[0::2], out[1::2] = ctx.sin(t), ctx.cos(t)
        return _arrange(ctx, out)
    out = []
    for w in freqs:
        t = x * w
        out += [ctx.sin(t), ctx.cos(t)]
    return _arrange(ctx, out)


def pair_slots(ctx, m, d):
    """Indices (sin, cos) of pair m in a d-vector under the context's layout."""
    return (m, m + d // 2) if ctx.convention["layout"] == "half" else (2 * m, 2 * m + 1)


def _arrange(ctx, out):
    """Apply the layout and odd-d conventions to an interleaved code."""
    if ctx.convention["layout"] == "half":
        out = out[0::2] + out[1::2] if isinstance(out, list) else __import__("numpy").concatenate([out[0::2], out[1::2]])
    if ctx.convention["odd"]:
        out[len(out) - 1] = ctx.num(0) if isinstance(out, list) else 0
    return out


def dot(ctx, u, v):
    return ctx.fdot(u, v)


def as_fraction(x) -> Fraction:
    return Fraction(x)


def pair_from_fraction(d, frac):
    """The pair index 0 <= m < d/2 at the fraction ``frac`` in [0, 1] of the pairs."""
    return min(d // 2 - 1, int(frac * (d // 2)))


def pair_from_integer(d, k):
    """The pair index m = k mod d/2 of an unconstrained integer k >= 0."""
    return k % (d // 2)
