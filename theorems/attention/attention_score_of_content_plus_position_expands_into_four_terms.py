import sympy as sp

from suite import Claim, Source

DOC1 = '001_8a5acf2bc849a6e4.txt'

claim = Claim(
    title=r"$Q \cdot K^T$ of content + position vectors $= \text{content} \cdot \text{content} + \text{two cross terms} + "
          r"\mathrm{PE}_{\text{pos}} \cdot \mathrm{PE}_{\text{pos}+k}$: it contains the positional encodings",
    statement=r"For real row vectors $c_1$, $c_2$, $p$, $q$ of length $n$ and any $n \times n$ matrix $M$: "
              r"$(c_1 + p) M (c_2 + q)^T = c_1 M c_2^T + c_1 M q^T + p M c_2^T + p M q^T$. With queries and keys built "
              r"from content + positional encoding — the document's model "
              r"$Q_{\text{pos}} = \text{ContentVector} + \text{PosEncode}_{\text{pos}}$, "
              r"$K_{\text{pos}+k} = \text{ContentVector} + \text{PosEncode}_{\text{pos}+k}$ ($M = I$), or with "
              r"projections ($M = W_Q W_K^T$) — the score $Q_{\text{pos}} \cdot K_{\text{pos}+k}^T$ therefore contains "
              r"the position terms $c_1 M \, \text{PosEncode}_{\text{pos}+k}^T + \text{PosEncode}_{\text{pos}} M c_2^T + "
              r"\text{PosEncode}_{\text{pos}} M \, \text{PosEncode}_{\text{pos}+k}^T$.",
    hypotheses=r"real vectors of equal length $n \ge 1$; $M$ an $n \times n$ matrix ($I$ in the document's formula); "
               r"$c_1 = c_2$ allowed",
    expect="proved",
    sources=[
        Source(DOC1, "§7 在注意力机制中的作用", "在注意力计算中，$ Q·K^T $会包含位置编码的信息"),
        Source(DOC1, "§7 在注意力机制中的作用",
               "Q_{pos}·K_{pos+k}^T = ( ContentVector + PosEncode_{pos})·(ContentVector + PosEncode_{pos+k})^T",
               role="defines"),
    ],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    n = sp.Symbol("n", integer=True, positive=True)
    j = sp.Symbol("j", integer=True)
    c, p, e, q = (sp.IndexedBase(s) for s in ("c", "p", "e", "q"))

    def S(f):
        return sp.Sum(f, (j, 1, n))

    pf.eq("M = I (the document's formula): bilinear expansion of the score",
          S((c[j] + p[j]) * (e[j] + q[j])), S(c[j] * e[j]) + S(c[j] * q[j]) + S(p[j] * e[j]) + S(p[j] * q[j]))
    C1, P, C2, Q = (sp.MatrixSymbol(s, 1, n) for s in ("c_1", "p", "c_2", "q"))
    M = sp.MatrixSymbol("M", n, n)
    pf.eq("any M (e.g. W_Q W_Kᵀ): (c_1 + p) M (c_2 + q)ᵀ = c_1 M c_2ᵀ + c_1 M qᵀ + p M c_2ᵀ + p M qᵀ",
          (C1 + P) * M * (C2 + Q).T, C1 * M * C2.T + C1 * M * Q.T + P * M * C2.T + P * M * Q.T)
