import sympy as sp

from suite import Claim, Source
from theorems._lemmas.matrices import matexpr_is_zero

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"The score matrix $QK^T/\sqrt{d_k}$ equals $(X+P) W_Q W_K^T (X+P)^T / \sqrt{d_k}$",
    statement=r"For $Q = (X+P)W_Q$ and $K = (X+P)W_K$: $Q K^T / \sqrt{d_k} = (X+P) W_Q W_K^T (X+P)^T / \sqrt{d_k}$.",
    hypotheses=r"$X, P$: $n \times d$; $W_Q, W_K, W_V$: $d \times d_k$; symbolic $n$, $d$, $d_k$",
    expect="proved",
    sources=[
        Source(DOC, "(6.1.4)", r"X_{\text{pos}} = X + P \tag{6.1.4}", role="defines"),
        Source(DOC, "(6.1.11)", r"Q = (X + P)W_Q, \quad K = (X + P)W_K, \quad V = (X + P)W_V \tag{6.1.11}", role="defines"),
        Source(DOC, "(6.1.12)", r"S = \frac{QK^T}{\sqrt{d_k}} = \frac{(X + P)W_Q W_K^T (X + P)^T}{\sqrt{d_k}} \tag{6.1.12}"),
    ],
    sharp='an identity (SymPy matrix-expression algebra with symbolic sizes).',
)


@claim.proof
def proof(pf):
    n, d, k = sp.symbols("n d k", integer=True, positive=True)
    X, P = sp.MatrixSymbol("X", n, d), sp.MatrixSymbol("P", n, d)
    WQ, WK = sp.MatrixSymbol("W_Q", d, k), sp.MatrixSymbol("W_K", d, k)
    Q, K = (X + P) * WQ, (X + P) * WK
    diff = Q * K.T - (X + P) * WQ * WK.T * (X + P).T
    pf.exhaust("Q K^T - (X+P) W_Q W_K^T (X+P)^T expands to the zero matrix", [diff], matexpr_is_zero)
