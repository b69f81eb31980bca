import sympy as sp

from suite import Claim, Source
from theorems._lemmas.matrices import gen_matrix

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"Concatenation $[X, P]\, W$ also passes the gradient to both $X$ and $P$ ($dL/dX = G W_1^\top$, $dL/dP = G W_2^\top$); with "
          r"$W_1 = W_2$ it is addition",
    statement=r"For every size, $[X, P]\, [W_1; W_2] = X W_1 + P W_2$ and $[X, P]\, [W; W] = (X + P) W$. For $n = d_{\text{model}} = d_k = 2$ "
              r"with independent entries and $G = dL/dQ$: $dL/dX = G W_1^\top$, $dL/dP = G W_2^\top$ (generically both nonzero; "
              r"$n = d_{\text{model}} = d_k = 1$, $W_1 = W_2 = 1$, $L = Q$: $dL/dx = dL/dp = 1$). So gradient flow to both inputs does not "
              "distinguish addition from concatenation (one instance suffices for that).",
    hypotheses=r"$X, P$: $n \times d_{\text{model}}$; $W_1, W_2$: $d_{\text{model}} \times d_k$; $L$ with $dL/dQ = G$ (chain rule); the gradient formulas are "
               r"stated and proved for $n = d_{\text{model}} = d_k = 2$ (and 1)",
    expect="proved",
    sources=[
        Source(DOC, "§6.1.1, reasons for element-wise addition (第三)",
               r"第三，从梯度流动角度，相加操作允许梯度同时流回内容编码和位置编码，两者都能得到有效的更新",
               role="corrects", aspect="reasoning"),
    ],
    sharp='identities.',
    notes=r'So "the gradient flows back to both" holds for both ways of combining; what separates addition '
          r"from concatenation is the width ($d_{\text{model}}$ against $2 d_{\text{model}}$: "
          "sum_keeps_the_embedding_dimension_and_is_linear).",
)


@claim.proof
def proof(pf):
    n, d, k = sp.symbols("n d_model d_k", integer=True, positive=True)
    Xs, Ps = sp.MatrixSymbol("X", n, d), sp.MatrixSymbol("P", n, d)
    W1s, W2s = sp.MatrixSymbol("W_1", d, k), sp.MatrixSymbol("W_2", d, k)
    pf.eq("every size: [X, P] [W_1; W_2] = X W_1 + P W_2",
          sp.block_collapse(sp.BlockMatrix([[Xs, Ps]]) * sp.BlockMatrix([[W1s], [W2s]])), Xs * W1s + Ps * W2s)
    pf.eq("every size: [X, P] [W; W] = (X + P) W",
          sp.block_collapse(sp.BlockMatrix([[Xs, Ps]]) * sp.BlockMatrix([[W1s], [W1s]])), (Xs + Ps) * W1s)
    pf.scope = "gradient formulas for n = d_model = d_k = 2 (and 1) with independent symbolic entries"
    pf.scope_is_statement = True  # the statement states the gradient formulas for these sizes only
    X, P, W1, W2, G = (gen_matrix(s, 2, 2) for s in ("x", "p", "a", "b", "g"))
    Q = X.row_join(P) * W1.col_join(W2)
    pf.eq("[X, P] [W_1; W_2] = X W_1 + P W_2", Q, X * W1 + P * W2)
    L = (G.T * Q).trace()  # dL/dQ = G
    dX = sp.Matrix(2, 2, lambda r, c: sp.diff(L, X[r, c]))
    dP = sp.Matrix(2, 2, lambda r, c: sp.diff(L, P[r, c]))
    pf.eq("dL/dX = G W_1^T", dX, G * W1.T)
    pf.eq("dL/dP = G W_2^T", dP, G * W2.T)
    x, p = sp.symbols("x p", real=True)
    pf.eq("n = d = d_k = 1, W_1 = W_2 = 1, L = Q = x + p: dL/dx = dL/dp = 1",
          sp.Matrix([sp.diff(x * 1 + p * 1, x), sp.diff(x * 1 + p * 1, p)]), sp.Matrix([1, 1]))
    pf.eq("W_1 = W_2 = W: concatenation is addition, [X, P] [W; W] = (X + P) W",
          X.row_join(P) * W1.col_join(W1), (X + P) * W1)
