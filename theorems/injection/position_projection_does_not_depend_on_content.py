import sympy as sp

from suite import Claim, Source
from theorems._lemmas.matrices import gen_matrix

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"The position projections $P W_Q$ and $P W_K$ are independent of the content embeddings $X$",
    statement=r"$d(P W_Q)/dX = 0$ and $d(P W_K)/dX = 0$: the position Query/Key depend only on the positions (and the weights), "
              "so they are the same for every input sequence and can be precomputed.",
    hypotheses=r"$X, P$: $n \times d$; $W_Q, W_K$: $d \times d_k$",
    expect="proved",
    sources=[
        Source(DOC, "(6.1.15), paragraph after it", r"位置投影$Q_P$和$K_P$可以预先计算（因为$P$是固定的）"),
        Source(DOC, "(6.1.15), second paragraph after it", r"它不随输入序列的内容变化而变化，只与位置本身有关"),
        Source(DOC, "(6.1.15), second paragraph after it", r"对于不同的输入序列，相同位置的位置投影是相同的"),
    ],
    sharp='exact.',
)


@claim.proof
def proof(pf):
    n, d, k = sp.symbols("n d_model d_k", integer=True, positive=True)
    i, j, r, c = sp.symbols("i j r c", integer=True)
    Xs, Ps = sp.MatrixSymbol("X", n, d), sp.MatrixSymbol("P", n, d)
    for name in ("W_Q", "W_K"):
        Ws = sp.MatrixSymbol(name, d, k)
        pf.eq(f"every size: d(P {name})_ij / d X_rc = d(sum_a P_ia ({name})_aj) / d X_rc = 0",
              sp.diff((Ps * Ws)[i, j], Xs[r, c]), 0)
    # cross-check with explicit generic entries (n = 2, d_model = 3, d_k = 2)
    X, P = gen_matrix("x", 2, 3), gen_matrix("p", 2, 3)
    WQ, WK = gen_matrix("q", 3, 2), gen_matrix("k", 3, 2)
    xs = list(X)
    pf.eq("Jacobian of P W_Q with respect to X is 0", sp.Matrix(list(P * WQ)).jacobian(xs), sp.zeros(4, 6))
    pf.eq("Jacobian of P W_K with respect to X is 0", sp.Matrix(list(P * WK)).jacobian(xs), sp.zeros(4, 6))
