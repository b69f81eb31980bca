"""Single-head self-attention written against a precision context (helpers for claims)."""
import random
from fractions import Fraction


def rational_matrix(seed: int, rows: int, cols: int, tag: str = ""):
    """A deterministic matrix of small rationals (exact in every context)."""
    rng = random.Random(f"{seed}/{tag}/{rows}x{cols}")
    return [[Fraction(rng.randint(-8, 8), 4) for _ in range(cols)] for _ in range(rows)]


def matmul(ctx, A, B):
    return [[ctx.fsum(A[i][k] * B[k][j] for k in range(len(B))) for j in range(len(B[0]))] for i in range(len(A))]


def to_ctx(ctx, A):
    return [[ctx.num(x) for x in row] for row in A]


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


def permutation(seed: int, n: int):
    perm = list(range(n))
    random.Random(f"perm/{seed}/{n}").shuffle(perm)
    return perm


def permuted_attention(ctx, seed: int, n: int, dm: int):
    """(Attn(X), Attn(P X), perm) for the seeded rational X, W_Q, W_K, W_V and permutation."""
    X = rational_matrix(seed, n, dm, "X")
    W = [to_ctx(ctx, rational_matrix(seed, dm, dm, t)) for t in "QKV"]
    perm = permutation(seed, n)
    return attention(ctx, to_ctx(ctx, X), *W), attention(ctx, to_ctx(ctx, [X[perm[i]] for i in range(n)]), *W), perm
