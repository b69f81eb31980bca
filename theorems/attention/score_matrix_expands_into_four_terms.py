import sympy as sp

from suite import Claim, Source
from theorems._lemmas.matrices import gen_matrix, matexpr_is_zero

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title="The score matrix splits into four terms $XMX^T + XMP^T + PMX^T + PMP^T$ ($M = W_Q W_K^T$)",
    statement="$(X+P) W_Q W_K^T (X+P)^T = X W_Q W_K^T X^T + X W_Q W_K^T P^T + P W_Q W_K^T X^T + P W_Q W_K^T P^T$; "
              "the first term does not depend on $P$ (content only), the fourth not on $X$.",
    hypotheses=r"$X, P$: $n \times d$; $W_Q, W_K$: $d \times d_k$",
    expect="proved",
    sources=[
        Source(DOC, "(6.1.13)", r"S = \frac{1}{\sqrt{d_k}} \left( XW_Q W_K^T X^T + XW_Q W_K^T P^T + PW_Q W_K^T X^T + PW_Q W_K^T P^T \right) \tag{6.1.13}"),
        Source(DOC, "(6.1.13), paragraph after it", r"第一项$XW_Q W_K^T X^T$是原始内容之间的注意力分数，与位置无关"),
        Source(DOC, "(6.1.13), paragraph after it", r"第四项$PW_Q W_K^T P^T$是纯粹的位置-位置交互"),
        Source(DOC, "§6.1.6", r"贡献内容-内容、内容-位置、位置-位置三类交互项"),
    ],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    n, d, k = sp.symbols("n d k", integer=True, positive=True)
    X, P = sp.MatrixSymbol("X", n, d), sp.MatrixSymbol("P", n, d)
    WQ, WK = sp.MatrixSymbol("W_Q", d, k), sp.MatrixSymbol("W_K", d, k)
    M = WQ * WK.T
    diff = (X + P) * M * (X + P).T - (X * M * X.T + X * M * P.T + P * M * X.T + P * M * P.T)
    pf.exhaust("(X+P)M(X+P)^T - sum of the four terms expands to the zero matrix", [diff], matexpr_is_zero)
    Xc, Pc = gen_matrix("x", 2, 3), gen_matrix("p", 2, 3)
    Wq, Wk = gen_matrix("q", 3, 2), gen_matrix("k", 3, 2)
    first = Xc * Wq * Wk.T * Xc.T
    pf.eq("first term has zero derivative in every entry of P (n = 2, d = 3, d_k = 2)",
          sp.Matrix([[sp.diff(e, p) for p in Pc] for e in first]), sp.zeros(4, 6))
    fourth = Pc * Wq * Wk.T * Pc.T
    pf.eq("fourth term has zero derivative in every entry of X (n = 2, d = 3, d_k = 2)",
          sp.Matrix([[sp.diff(e, x) for x in Xc] for e in fourth]), sp.zeros(4, 6))
