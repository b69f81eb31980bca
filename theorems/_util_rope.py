"""RoPE rotations written against a precision context."""
from numeric.encoding import inv_freq


def rotate(ctx, x, pos, d, base=10000, pairing="interleaved"):
    """R(pos) x: rotate each 2-D pair by pos * w_m (counter-clockwise).
    pairing 'interleaved': pairs (2m, 2m+1); 'half': pairs (m, m + d/2) (rotate-half)."""
    out = list(x)
    p = ctx.num(pos)
    for m in range(d // 2):
        a, b = (2 * m, 2 * m + 1) if pairing == "interleaved" else (m, m + d // 2)
        th = p * inv_freq(ctx, m, d, base)
        c, s = ctx.cos(th), ctx.sin(th)
        out[a] = c * x[a] - s * x[b]
        out[b] = s * x[a] + c * x[b]
    return out
