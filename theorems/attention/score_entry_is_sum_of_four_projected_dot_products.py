import sympy as sp

from suite import Claim, Source
from theorems._lemmas.matrices import gen_matrix

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title="Each score $S_{ij}$ is the sum of four dot products of projected content/position rows",
    statement=r"$S_{ij} = (1/\sqrt{d_k}) (q_i^X \cdot k_j^X + q_i^X \cdot k_j^P + q_i^P \cdot k_j^X + q_i^P \cdot k_j^P)$, "
              r"$q_i^X = X_i W_Q$, $q_i^P = P_i W_Q$, $k_j^X = X_j W_K$, $k_j^P = P_j W_K$: the content and position rows are "
              r"projected by the same $W_Q$ (queries) and the same $W_K$ (keys).",
    hypotheses=r"$X, P$: $n \times d$; $W_Q, W_K$: $d \times d_k$",
    expect="proved",
    sources=[
        Source(DOC, "(6.1.14)", r"Q_P = PW_Q, \quad K_P = PW_K \tag{6.1.14}", role="defines"),
        Source(DOC, "(6.1.15)", r"S_{ij} = \frac{1}{\sqrt{d_k}} \left( q_i^{X} \cdot k_j^{X} + q_i^{X} \cdot k_j^{P} + q_i^{P} \cdot k_j^{X} + q_i^{P} \cdot k_j^{P} \right) \tag{6.1.15}"),
        Source(DOC, "(6.1.15), paragraph after it", r"位置信息和内容信息共享投影矩阵$W_Q$和$W_K$"),
    ],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    n, d, k = sp.symbols("n d_model d_k", integer=True, positive=True)
    Xs, Ps = sp.MatrixSymbol("X", n, d), sp.MatrixSymbol("P", n, d)
    WQs, WKs = sp.MatrixSymbol("W_Q", d, k), sp.MatrixSymbol("W_K", d, k)
    pf.eq("every size: (X + P) W_Q ((X + P) W_K)^T = X W_Q (X W_K)^T + X W_Q (P W_K)^T + P W_Q (X W_K)^T "
          "+ P W_Q (P W_K)^T; entry (i, j) of A B^T is row_i(A) . row_j(B), the four dot products of (6.1.15)",
          (Xs + Ps) * WQs * ((Xs + Ps) * WKs).T,
          Xs * WQs * (Xs * WKs).T + Xs * WQs * (Ps * WKs).T + Ps * WQs * (Xs * WKs).T + Ps * WQs * (Ps * WKs).T)
    # cross-check with explicit generic entries (n = 2, d_model = 3, d_k = 2)
    X, P = gen_matrix("x", 2, 3), gen_matrix("p", 2, 3)
    WQ, WK = gen_matrix("q", 3, 2), gen_matrix("k", 3, 2)
    dk = sp.Symbol("d_k", positive=True)
    S = (X + P) * WQ * ((X + P) * WK).T / sp.sqrt(dk)
    QP, KP = P * WQ, P * WK
    QX, KX = X * WQ, X * WK
    rhs = sp.Matrix(2, 2, lambda i, j: (QX.row(i).dot(KX.row(j)) + QX.row(i).dot(KP.row(j))
                                        + QP.row(i).dot(KX.row(j)) + QP.row(i).dot(KP.row(j))) / sp.sqrt(dk))
    pf.eq("S = matrix of the four row dot products / sqrt(d_k)", S, rhs)
