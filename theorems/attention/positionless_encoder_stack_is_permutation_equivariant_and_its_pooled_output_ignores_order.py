import itertools

import sympy as sp
from hypothesis import strategies as st

from numeric.attention import relu, softmax
from numeric.encoding import dot
from numeric.linalg import matvec
from numeric.samples import permutation, rational_matrix, rational_weights
from suite import Claim, Eq, Source

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title="An encoder stack without positions is permutation-equivariant, so mean pooling makes its prediction "
          "blind to the order of the input",
    statement=r"For any number $L$ of layers, each $x \mapsto h + f_l(h)$ with $h_i = x_i + \sum_r \sum_j "
              r"e^{S_{l,r}(x_i,x_j)} V_{l,r}(x_j) / \sum_j e^{S_{l,r}(x_i,x_j)}$ (arbitrary score maps $S$, value maps "
              r"$V$, heads $r$ and position-wise maps $f_l$, no positional encoding), the encoder $E$ satisfies "
              r"$E(\pi \cdot x) = \pi \cdot E(x)$ for every $n$ and permutation $\pi$ (the multiset of output vectors is "
              r"unchanged), and $g(\operatorname{mean}_i E(\pi \cdot x)_i) = g(\operatorname{mean}_i E(x)_i)$ for any "
              r"read-out $g$. So two sequences that differ only in order get the same "
              "prediction, and a labelling that separates them is violated on at least one of them.",
    hypotheses=r"no positional information; every map applied identically at every position; any $n \ge 1$, "
               r"$L \ge 1$, any number of heads (symbolic proof: $n = 3$, all permutations, $L = 2$, 2 heads; check: "
               r"$n \le 5$, $L \le 3$)",
    expect="numeric",
    sources=[
        Source(DOC, "§位置信息的必要性",
               "也会以完全相同的方式被[置换](@entry_id:136432)，即 $E(\\pi \\cdot \\mathbf{x}) = \\pi \\cdot E(\\mathbf{x})$"),
        Source(DOC, "§引言",
               "对于一个纯粹的[自注意力](@entry_id:635960)网络而言，“狗咬人”和“人咬狗”在词义组合上并无差异"),
        Source(DOC, "§位置信息的必要性, counterexample paragraph",
               "这意味着模型无法区分两个仅仅是顺序不同的序列"),
        Source(DOC, "§位置信息的必要性, counterexample paragraph",
               "一个没有位置编码的 Transformer 模型必然会对它们产生完全相同的输出，因此无法学习区分这两种情况"),
        Source(DOC, "§位置信息的必要性, counterexample paragraph",
               "因此，向模型中注入位置信息是绝对必要的",
               fidelity="partial",
               part="for the document's model (encoder without positions, mean pooling, read-out): its prediction is "
                    "the same for a sequence and every reordering, so without position information it cannot fit an "
                    "order-dependent labelling; that injecting positions is the only remedy is not stated"),
        Source(DOC, "§位置信息的必要性, first paragraph",
               "一个标准的 Transformer 编码器层由一个[自注意力](@entry_id:635960)（SA）模块和一个位置无关的前馈网络（FFN）组成",
               role="defines"),
        Source(DOC, "§位置信息的必要性",
               "输入是一个向量序列 $\\mathbf{x} = (x_1, x_2, \\dots, x_n)$", role="defines"),
    ],
    domain={"seed": st.integers(0, 10**6), "n": st.integers(2, 5), "layers": st.integers(1, 3)},
    examples=[{"seed": 0, "n": 2, "layers": 1}, {"seed": 7, "n": 3, "layers": 2}, {"seed": 11, "n": 5, "layers": 3}],
    sharp='identities.',
    notes=r"The SymPy proof writes the maps as arbitrary functions, so it covers every $W_Q$, $W_K$, $W_V$, $W_O$, FFN "
          r"and width (each symbol stands for one component; the identities hold componentwise); the argument "
          r"(each layer commutes with $\pi$, so their composition does, and the mean of a permuted list is the "
          r"mean) is the same for every $n$ and $L$. The numeric check uses 2 heads of width 2, ReLU FFNs and "
          "random rational weights.",
)


def _layer_sym(xs, S, V, f):
    """One layer in SymPy: heads r with score S[r] and value V[r], residual, position-wise f, residual."""
    out = []
    for x in xs:
        h = x
        for Sr, Vr in zip(S, V):
            w = [sp.exp(Sr(x, y)) for y in xs]
            h = h + sum(wj * Vr(y) for wj, y in zip(w, xs)) / sum(w)
        out.append(h + f(h))
    return out


def _encoder_sym(xs, layers):
    for S, V, f in layers:
        xs = _layer_sym(xs, S, V, f)
    return xs


@claim.proof
def proof(pf):
    pf.scope = ("n = 3 (all 6 permutations, including the swap of positions 1 and 3), L = 2 layers, 2 heads, "
                "arbitrary score, value and position-wise maps; the same composition argument holds for every n, L")
    n = 3
    xs = list(sp.symbols("x1:4", real=True))
    F = sp.Function
    layers = [([F(f"S{l}{r}") for r in (1, 2)], [F(f"V{l}{r}") for r in (1, 2)], F(f"f{l}")) for l in (1, 2)]
    E = _encoder_sym(xs, layers)
    perms = list(itertools.permutations(range(n)))
    pf.exhaust("E(pi.x)_i = E(x)_{pi(i)} for every i and all 6 permutations of n = 3 (two layers, two heads)",
               perms,
               lambda p: all(sp.simplify(a - E[p[i]]) == 0
                             for i, a in enumerate(_encoder_sym([xs[p[i]] for i in range(n)], layers))))
    g = F("g")
    pf.exhaust("g(mean of E(pi.x)) = g(mean of E(x)) for all 6 permutations",
               perms,
               lambda p: sp.simplify(g(sum(_encoder_sym([xs[p[i]] for i in range(n)], layers)) / n)
                                     - g(sum(E) / n)) == 0)
    pf.exhaust("one common prediction c in {0, 1} errs on exactly one of (a,b) -> 1, (b,a) -> 0",
               [0, 1], lambda c: (int(c != 1) + int(c != 0)) == 1)


def _encoder(ctx, X, seed, layers):
    """L layers, 2 heads of width 2, ReLU FFN with residual; rational weights from the seed."""
    w = rational_weights(seed, 2 + layers * (2 * 3 * 4 + 2 * 4))
    k = 0

    def take(m):
        nonlocal k
        out = w[k:k + m]
        k += m
        return out

    xs = X
    for _ in range(layers):
        heads = []
        for _r in range(2):
            a = take(12)
            heads.append(([a[0:2], a[2:4]], [a[4:6], a[6:8]], [a[8:10], a[10:12]]))
        b = take(8)
        W1, W2 = [b[0:2], b[2:4]], [b[4:6], b[6:8]]
        inv = 1 / ctx.sqrt(ctx.num(2))
        new = []
        for x in xs:
            h = list(x)
            for WQ, WK, WV in heads:
                q = matvec(ctx, WQ, x)
                wts = softmax(ctx, [dot(ctx, q, matvec(ctx, WK, y)) * inv for y in xs])
                vs = [matvec(ctx, WV, y) for y in xs]
                h = [h[c] + ctx.fsum(wj * v[c] for wj, v in zip(wts, vs)) for c in range(2)]
            ff = matvec(ctx, W2, [relu(ctx, z) for z in matvec(ctx, W1, h)])
            new.append([h[c] + ff[c] for c in range(2)])
        xs = new
    return xs, w[-2:]


@claim.check
def check(ctx, seed, n, layers):
    X = [[ctx.num(v) for v in row] for row in rational_matrix(seed, n, 2, "enc")]
    perm = permutation(seed, n)
    out, gw = _encoder(ctx, X, seed, layers)
    out_p, _ = _encoder(ctx, [X[perm[i]] for i in range(n)], seed, layers)
    resid = ctx.fsum(ctx.abs(out_p[i][c] - out[perm[i]][c]) for i in range(n) for c in range(2))
    pool = [ctx.fsum(o[c] for o in out) / ctx.num(n) for c in range(2)]
    pool_p = [ctx.fsum(o[c] for o in out_p) / ctx.num(n) for c in range(2)]
    g = ctx.num(gw[0]) * pool[0] + ctx.num(gw[1]) * pool[1]
    g_p = ctx.num(gw[0]) * pool_p[0] + ctx.num(gw[1]) * pool_p[1]
    return Eq(resid + ctx.abs(g_p - g), ctx.num(0))
