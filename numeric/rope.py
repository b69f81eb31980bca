"""Rotary position embedding (RoPE) rotations over a precision context."""
from __future__ import annotations

from numeric.encoding import inv_freq


def rotate(ctx, x, pos, d, base=10000, pairing=None):
    """R(pos) x: rotate each 2-D pair by pos * w_m (counter-clockwise).
    pairing 'interleaved': pairs (2m, 2m+1); 'half': pairs (m, m + d/2) (rotate-half);
    'mismatch': a cos/sin table laid out for interleaved pairs (coordinate j gets angle
    theta_{j // 2}) applied with rotate-half pairs.  Default: the context's convention."""
    pairing = pairing or ctx.convention["rope_pairing"]
    out = list(x)
    p = ctx.num(pos)
    theta = [p * inv_freq(ctx, m, d, base) for m in range(d // 2)]
    for m in range(d // 2):
        a, b = (2 * m, 2 * m + 1) if pairing == "interleaved" else (m, m + d // 2)
        ta, tb = (theta[m], theta[m]) if pairing != "mismatch" else (theta[a // 2], theta[b // 2])
        out[a] = ctx.cos(ta) * x[a] - ctx.sin(ta) * x[b]
        out[b] = ctx.sin(tb) * x[a] + ctx.cos(tb) * x[b]
    return out
