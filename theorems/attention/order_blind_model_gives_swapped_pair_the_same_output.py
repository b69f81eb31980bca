import sympy as sp
from hypothesis import strategies as st

from numeric.attention import relu, softmax
from numeric.encoding import dot
from numeric.linalg import matvec
from numeric.samples import rational_weights
from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title="Without positions, encoder + mean pooling gives $(a, b)$ and $(b, a)$ the same output",
    statement=r"For a one-layer encoder without positional encoding (softmax attention with arbitrary "
              r"$W_Q$, $W_K$, $W_V$, residual, arbitrary position-wise FFN $f$ with residual), mean pooling and "
              r"any read-out $g$: $g(\operatorname{pool}(E(a,b))) = g(\operatorname{pool}(E(b,a)))$ for all vectors "
              r"$a$, $b$. So a model that must output 1 on $(a,b)$ and 0 on $(b,a)$ errs on at least one of them.",
    hypotheses=r"$n = 2$ positions; score function $S(x,y)$ (e.g. $(W_Q x)^T W_K y / \sqrt{d}$), value map $V$, FFN "
               r"$f$ and read-out $g$ arbitrary; no positional encoding",
    expect="proved",
    sources=[
        Source(DOC, "§位置信息的必要性, counterexample paragraph",
               "一个没有位置编码的 Transformer 模型必然会对它们产生完全相同的输出，因此无法学习区分这两种情况",
               fidelity="partial",
               part="the one-layer encoder (attention + FFN, residuals) with mean pooling and a read-out, on the pair "
                    "$(a, b)$, $(b, a)$; the multi-layer encoder and any permutation are "
                    "positionless_encoder_stack_is_permutation_equivariant_and_its_pooled_output_ignores_order"),
        Source(DOC, "§位置信息的必要性, counterexample paragraph",
               "标签规则是：如果向量 $a$ 在 $b$ 之前，则标签为 $1$，否则为 $0$", role="defines"),
    ],
    domain={"a1": small_rationals(), "a2": small_rationals(), "b1": small_rationals(),
            "b2": small_rationals(), "seed": st.integers(0, 10**6)},
    examples=[{"a1": 1, "a2": 0, "b1": 0, "b2": 1, "seed": 0},
              {"a1": 3, "a2": -2, "b1": -5, "b2": 7, "seed": 12345}],
    sharp='an identity.',
    notes="The SymPy proof writes the attention through arbitrary functions $S$ (score) and $V$ (value) and "
          "arbitrary $f$, $g$, so it covers every $W_Q$, $W_K$, $W_V$ and width; the numeric check uses width 2, a ReLU "
          "FFN and random rational weights. The argument is general ($E$ equivariant + pooling invariant); the "
          "symbolic proof covers this concrete generic architecture.",
)


def _encoder_sym(xs, S, V, f):
    """One encoder layer in SymPy with the attention written through arbitrary functions:
    h_i = x_i + sum_j e^{S(x_i, x_j)} V(x_j) / sum_j e^{S(x_i, x_j)},  out_i = h_i + f(h_i).
    S(x, y) = (W_Q x)^T (W_K y)/sqrt(d_k) and V(y) = W_V y are special cases; every symbol stands for
    one component (the identities hold componentwise)."""
    out = []
    for x in xs:
        w = [sp.exp(S(x, y)) for y in xs]
        h = x + sum(wj * V(y) for wj, y in zip(w, xs)) / sum(w)
        out.append(h + f(h))
    return out


@claim.proof
def proof(pf):
    a, b = sp.symbols("a b", real=True)
    S, V, f, g = (sp.Function(n) for n in ("S", "V", "f", "g"))
    E_ab = _encoder_sym([a, b], S, V, f)
    E_ba = _encoder_sym([b, a], S, V, f)
    pf.eq("equivariance: first output for (b,a) = second output for (a,b)", E_ba[0], E_ab[1])
    pf.eq("equivariance: second output for (b,a) = first output for (a,b)", E_ba[1], E_ab[0])
    pool_ab = (E_ab[0] + E_ab[1]) / 2
    pool_ba = (E_ba[0] + E_ba[1]) / 2
    pf.eq("mean pooling: pooled vectors agree", pool_ba, pool_ab)
    pf.eq("any read-out g: model outputs agree", g(pool_ba), g(pool_ab))
    pf.exhaust("one common predicted label c in {0,1} errs on exactly one of (a,b)->1, (b,a)->0",
               [0, 1], lambda c: (int(c != 1) + int(c != 0)) == 1)


def _model(ctx, xs, seed):
    w = rational_weights(seed, 4 * 6 + 2)
    WQ, WK, WV = [w[0:2], w[2:4]], [w[4:6], w[6:8]], [w[8:10], w[10:12]]
    W1, W2, gw = [w[12:14], w[14:16]], [w[16:18], w[18:20]], w[24:26]
    qs = [matvec(ctx, WQ, x) for x in xs]
    ks = [matvec(ctx, WK, x) for x in xs]
    vs = [matvec(ctx, WV, x) for x in xs]
    inv = 1 / ctx.sqrt(ctx.num(2))
    hs = []
    for q, x in zip(qs, xs):
        wts = softmax(ctx, [dot(ctx, q, k) * inv for k in ks])
        h = [x[c] + ctx.fsum(wj * v[c] for wj, v in zip(wts, vs)) for c in range(2)]
        hid = [relu(ctx, z) for z in matvec(ctx, W1, h)]
        ff = matvec(ctx, W2, hid)
        hs.append([h[c] + ff[c] for c in range(2)])
    pool = [(hs[0][c] + hs[1][c]) / 2 for c in range(2)]
    return dot(ctx, [ctx.num(gw[0]), ctx.num(gw[1])], pool)


@claim.check
def check(ctx, a1, a2, b1, b2, seed):
    a = [ctx.num(a1), ctx.num(a2)]
    b = [ctx.num(b1), ctx.num(b2)]
    y_ab = _model(ctx, [a, b], seed)
    y_ba = _model(ctx, [b, a], seed)
    return Eq(y_ab, y_ba)
