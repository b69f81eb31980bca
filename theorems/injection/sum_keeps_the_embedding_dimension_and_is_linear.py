import sympy as sp

from suite import Claim, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"Adding $P$ keeps $X$'s shape $n \times d_{\text{model}}$ (concatenating doubles the width), and the sum is a linear fusion",
    statement=r"For $X, P \in \mathbb{R}^{n \times d_{\text{model}}}$: $X + P$ is $n \times d_{\text{model}}$, so $(X + P) W_Q$ needs only the $d_{\text{model}} \times d_k$ matrix "
              r"$W_Q$ that $X W_Q$ uses; $[X, P]$ is $n \times 2 d_{\text{model}}$. The map $(X, P) \mapsto X + P$ is linear.",
    hypotheses=r"$X, P$: $n \times d_{\text{model}}$; $W_Q$: $d_{\text{model}} \times d_k$; $n, d_{\text{model}}, d_k$ positive integers",
    expect="proved",
    sources=[
        Source(DOC, "§6.1.1, reasons for addition (首先)", r"从维度角度，相加保持了输入维度不变，无需额外的投影层来调整维度"),
        Source(DOC, "§6.1.1, reasons for addition (其次)", r"相加是一种线性融合方式"),
    ],
    sharp='identities about shapes and linearity.',
)


@claim.proof
def proof(pf):
    n, d, k = sp.symbols("n d_model d_k", integer=True, positive=True)
    X, P = sp.MatrixSymbol("X", n, d), sp.MatrixSymbol("P", n, d)
    WQ = sp.MatrixSymbol("W_Q", d, k)
    pf.exhaust("X + P has the shape (n, d_model) of X", [X + P], lambda e: e.shape == X.shape)
    pf.exhaust("(X + P) W_Q is defined with the same W_Q as X W_Q: shape (n, d_k)", [(X + P) * WQ],
               lambda e: e.shape == (X * WQ).shape == (n, k))
    pf.exhaust("the concatenation [X, P] has shape (n, 2 d_model), not (n, d_model)", [sp.BlockMatrix([[X, P]])],
               lambda e: e.shape == (n, 2 * d) and sp.simplify(e.shape[1] - d) != 0)
    X2, P2 = sp.MatrixSymbol("X2", n, d), sp.MatrixSymbol("P2", n, d)
    a, b = sp.symbols("a b", real=True)
    pf.eq("linearity: a(X + P) + b(X2 + P2) = (aX + bX2) + (aP + bP2)",
          a * (X + P) + b * (X2 + P2), (a * X + b * X2) + (a * P + b * P2))
