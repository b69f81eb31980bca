"""Softmax and single-head self-attention over a precision context."""
from __future__ import annotations

from numeric.linalg import matmul, to_ctx
from numeric.samples import permutation, rational_matrix


def softmax(ctx, logits, keep=None):
    """Softmax of a list of ctx numbers, max-subtracted; ``keep[j] = False`` drops key j
    (a key-padding mask with value -inf: its weight is exactly 0)."""
    keep = keep if keep is not None else [True] * len(logits)
    kept = [s for s, k in zip(logits, keep) if k]
    m = kept[0]
    for s in kept[1:]:
        if ctx.mid(s) > ctx.mid(m):
            m = s
    e = [ctx.exp(s - m) if k else ctx.num(0) for s, k in zip(logits, keep)]
    z = ctx.fsum(e)
    return [x / z for x in e]


def relu(ctx, x):
    """max(x, 0) as (x + |x|)/2."""
    return (x + ctx.abs(x)) / 2


def attention(ctx, X, WQ, WK, WV):
    """softmax(X WQ (X WK)^T / sqrt(dk)) X WV, row-wise softmax."""
    Q, K, V = matmul(ctx, X, WQ), matmul(ctx, X, WK), matmul(ctx, X, WV)
    dk = ctx.sqrt(ctx.num(len(WQ[0])))
    out = []
    for qi in Q:
        s = [ctx.fsum(a * b for a, b in zip(qi, kj)) / dk for kj in K]
        mx = s[0]
        for v in s[1:]:
            mx = v if ctx.mid(v) > ctx.mid(mx) else mx  # a shift by a constant; exact in the reference
        e = [ctx.exp(v - mx) for v in s]
        z = ctx.fsum(e)
        out.append([ctx.fsum(e[j] * V[j][c] for j in range(len(V))) / z for c in range(len(V[0]))])
    return out


def permuted_attention(ctx, seed: int, n: int, dm: int):
    """(Attn(X), Attn(P X), perm) for the seeded rational X, W_Q, W_K, W_V and permutation."""
    X = rational_matrix(seed, n, dm, "X")
    W = [to_ctx(ctx, rational_matrix(seed, dm, dm, t)) for t in "QKV"]
    perm = permutation(seed, n)
    return attention(ctx, to_ctx(ctx, X), *W), attention(ctx, to_ctx(ctx, [X[perm[i]] for i in range(n)]), *W), perm
