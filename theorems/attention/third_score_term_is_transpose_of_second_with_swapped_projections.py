import sympy as sp

from suite import Claim, Source
from theorems._lemmas.matrices import matexpr_is_zero

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title="Third score term $= (X W_K W_Q^T P^T)^T$; it is the transpose of the second term iff $W_Q W_K^T$ is symmetric",
    statement=r"$P W_Q W_K^T X^T = (X W_K W_Q^T P^T)^T$ and $P W_Q W_K^T X^T - (X W_Q W_K^T P^T)^T = P (M - M^T) X^T$, "
              r"$M = W_Q W_K^T$; so '$\text{third} = \text{second}^T$' holds for all $X$, $P$ iff $M$ is symmetric.",
    hypotheses=r"$X, P$: $n \times d$; $W_Q, W_K$: $d \times d_k$",
    expect="proved",
    sources=[Source(DOC, "(6.1.13), paragraph after it", r"第三项$PW_Q W_K^T X^T$是位置与内容之间的交叉项，与第二项转置相关")],
    sharp='an identity / an equivalence.',
)


@claim.proof
def proof(pf):
    n, d, k = sp.symbols("n d k", integer=True, positive=True)
    X, P = sp.MatrixSymbol("X", n, d), sp.MatrixSymbol("P", n, d)
    WQ, WK = sp.MatrixSymbol("W_Q", d, k), sp.MatrixSymbol("W_K", d, k)
    M = WQ * WK.T
    third, second = P * M * X.T, X * M * P.T
    pf.exhaust("third - (X W_K W_Q^T P^T)^T = 0", [third - (X * WK * WQ.T * P.T).T], matexpr_is_zero)
    pf.exhaust("third - second^T = P (M - M^T) X^T", [third - second.T - P * (M - M.T) * X.T], matexpr_is_zero)
    Idn = sp.Identity(d)
    pf.exhaust("at X = P = I (n = d): third - second^T = M - M^T, so M must be symmetric",
               [(Idn * (M - M.T) * Idn.T) - (M - M.T)], matexpr_is_zero)
