from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.linalg import matmul, to_ctx
from numeric.samples import rational_matrix
from suite import Claim, Eq, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"Causal attention needs the mask (6.1.16): with $X + P$ and unmasked softmax, every finite position table "
          r"$P$ lets position $i$ see positions $j > i$",
    statement=r"With $X_{\text{pos}} = X + P$, $Q, K, V = (X + P) W_Q, W_K, W_V$, $S = Q K^T / \sqrt{d_k}$ and unmasked "
              r"row softmax: for every finite $P$ each weight $a_{ij} = e^{S_{ij}}/\sum_k e^{S_{ik}} > 0$, also for "
              r"$j > i$, and ($n = 2$, $d = d_k = 1$, any $p_1$, $p_2$, $W_Q$, $W_K$, $W_V = w \ne 0$, $x_1 = -p_1$) "
              r"$\mathrm{d} o_1/\mathrm{d} x_2 = w/2 \ne 0$, so the output of position 1 depends on the content of "
              r"position 2 for every $P$. With the $-\infty$ mask of (6.1.16) the weights of $j > i$ are 0 and $o_i$ "
              r"depends only on the rows $j \le i$ of $X$ and $P$.",
    hypotheses=r"finite real $X$, $P$, $W_Q$, $W_K$, $W_V$; additive encoding (6.1.4); softmax attention "
               r"(6.1.11)-(6.1.12)",
    expect="numeric",
    sources=[
        Source(DOC, "§6.1.3, causal positional encoding",
               '因果位置编码通过某种方式打破这种对称性，使得位置$i$只能"看到"位置$\\leq i$的信息', role="corrects"),
        Source(DOC, "§6.1.3, causal positional encoding",
               "这可以通过修改正弦编码的定义（使用非对称的频率或相位）或使用可学习的因果位置编码来实现", role="corrects"),
        Source(DOC, "(6.1.4)", r"X_{\text{pos}} = X + P \tag{6.1.4}", role="defines"),
        Source(DOC, "(6.1.11)", r"Q = (X + P)W_Q, \quad K = (X + P)W_K, \quad V = (X + P)W_V \tag{6.1.11}",
               role="defines"),
    ],
    domain={"seed": st.integers(0, 10**6), "n": st.integers(2, 6), "dm": st.integers(1, 3), "i": st.integers(0, 5)},
    examples=[{"seed": 0, "n": 2, "dm": 1, "i": 0}, {"seed": 7, "n": 5, "dm": 3, "i": 2}],
    sharp=r'exact (an identity in $p_1$, $p_2$, $W_Q$, $W_K$, $w$).',
)


@claim.proof
def proof(pf):
    pf.scope = "(a): three symbolic finite scores; (b), (c): n = 2, d = d_k = 1 with symbolic p_1, p_2, W_Q, W_K, W_V " \
               "(the check runs (c) for n <= 6, d <= 3)"
    s1, s2, s3 = sp.symbols("s1 s2 s3", real=True)
    pf.true("(a) a finite score gets a positive weight: e^{s3}/(e^{s1} + e^{s2} + e^{s3}) > 0",
            sp.Gt(sp.exp(s3) / (sp.exp(s1) + sp.exp(s2) + sp.exp(s3)), 0))
    x1, x2, p1, p2, wq, wk, wv = sp.symbols("x1 x2 p1 p2 w_Q w_K w_V", real=True)
    q1 = (x1 + p1) * wq
    k = [(x1 + p1) * wk, (x2 + p2) * wk]
    v = [(x1 + p1) * wv, (x2 + p2) * wv]
    e = [sp.exp(q1 * kj) for kj in k]  # d_k = 1
    o1 = (e[0] * v[0] + e[1] * v[1]) / (e[0] + e[1])
    pf.eq("(b) unmasked, at x_1 = -p_1: o_1 = (x_2 + p_2) w_V / 2 for every p_1, p_2, W_Q, W_K",
          o1.subs(x1, -p1), (x2 + p2) * wv / 2)
    pf.eq("(b) unmasked, at x_1 = -p_1: d o_1/d x_2 = w_V/2 for every p_1, p_2, W_Q, W_K",
          sp.diff(o1, x2).subs(x1, -p1), wv / 2)
    o1_masked = (e[0] * v[0] + 0 * v[1]) / (e[0] + 0)  # exp(-oo) = 0 for the masked j = 2 > 1
    pf.eq("(c) masked (S_12 = -oo, weight 0): o_1 = (x_1 + p_1) w_V", o1_masked, (x1 + p1) * wv)
    pf.eq("(c) masked: d o_1/d x_2 = 0 and d o_1/d p_2 = 0", sp.Matrix([sp.diff(o1_masked, x2), sp.diff(o1_masked, p2)]),
          sp.zeros(2, 1))


def _masked_row(ctx, Xp, WQ, WK, WV, i):
    """Row i of softmax(masked S) V for X_pos = Xp: only the keys j <= i take part (weight e^{-oo} = 0 for j > i)."""
    Q, K, V = matmul(ctx, Xp, WQ), matmul(ctx, Xp, WK), matmul(ctx, Xp, WV)
    dk = ctx.sqrt(ctx.num(len(WQ[0])))
    s = [ctx.fsum(a * b for a, b in zip(Q[i], K[j])) / dk for j in range(i + 1)]
    e = [ctx.exp(x) for x in s]
    z = ctx.fsum(e)
    return [ctx.fsum(e[j] * V[j][c] for j in range(i + 1)) / z for c in range(len(V[0]))]


@claim.check
def check(ctx, seed, n, dm, i):
    i = i % n
    X = rational_matrix(seed, n, dm, "X")
    P = rational_matrix(seed, n, dm, "P")  # any finite position table
    X2 = [row if r <= i else [x + Fraction(3, 2) for x in rational_matrix(seed + r, 1, dm, "X2")[0]]
          for r, row in enumerate(X)]
    P2 = [row if r <= i else [x - Fraction(1, 3) for x in row] for r, row in enumerate(P)]
    W = [to_ctx(ctx, rational_matrix(seed, dm, dm, t)) for t in "QKV"]
    Xp = to_ctx(ctx, [[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(X, P)])
    Xp2 = to_ctx(ctx, [[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(X2, P2)])
    o, o2 = _masked_row(ctx, Xp, *W, i), _masked_row(ctx, Xp2, *W, i)
    return Eq(ctx.fsum(ctx.abs(a - b) for a, b in zip(o, o2)), ctx.num(0))
