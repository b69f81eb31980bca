"""Eq. (6.1.12): QK^T/sqrt(d_k) = (X+P) W_Q W_K^T (X+P)^T / sqrt(d_k).

Statement: with Q = (X+P)W_Q, K = (X+P)W_K (6.1.11), QK^T = (X+P) W_Q W_K^T (X+P)^T since (AB)^T = B^T A^T.
Hypotheses: X, P in R^{n x d}; W_Q, W_K in R^{d x d_k}; any sizes.
References: 000_da7a9c08a271989b.txt (6.1.4), (6.1.11), (6.1.12).
Sharp: an identity (SymPy matrix-expression algebra with symbolic sizes).
"""
import sympy as sp

from suite import Claim, Source
from theorems._util_000 import DOC, matexpr_is_zero

claim = Claim(
    title="The score matrix QK^T/sqrt(d_k) equals (X+P) W_Q W_K^T (X+P)^T / sqrt(d_k)",
    statement="For Q = (X+P)W_Q and K = (X+P)W_K: Q K^T / sqrt(d_k) = (X+P) W_Q W_K^T (X+P)^T / sqrt(d_k).",
    hypotheses="X, P: n x d; W_Q, W_K, W_V: d x d_k; symbolic n, d, d_k",
    expect="proved",
    sources=[
        Source(DOC, "(6.1.4)", r"X_{\text{pos}} = X + P \tag{6.1.4}", role="defines"),
        Source(DOC, "(6.1.11)", r"Q = (X + P)W_Q, \quad K = (X + P)W_K, \quad V = (X + P)W_V \tag{6.1.11}", role="defines"),
        Source(DOC, "(6.1.12)", r"S = \frac{QK^T}{\sqrt{d_k}} = \frac{(X + P)W_Q W_K^T (X + P)^T}{\sqrt{d_k}} \tag{6.1.12}"),
    ],
)


@claim.proof
def proof(pf):
    n, d, k = sp.symbols("n d k", integer=True, positive=True)
    X, P = sp.MatrixSymbol("X", n, d), sp.MatrixSymbol("P", n, d)
    WQ, WK = sp.MatrixSymbol("W_Q", d, k), sp.MatrixSymbol("W_K", d, k)
    Q, K = (X + P) * WQ, (X + P) * WK
    diff = Q * K.T - (X + P) * WQ * WK.T * (X + P).T
    pf.exhaust("Q K^T - (X+P) W_Q W_K^T (X+P)^T expands to the zero matrix", [diff], matexpr_is_zero)
