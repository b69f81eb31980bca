import sympy as sp

from suite import Claim, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"A learned position table has exactly $n_{\max} \cdot d$ parameters",
    statement=r"$P \in \mathbb{R}^{n_{\max} \times d}$ has $n_{\max} \cdot d$ entries, so the parameter count is $n_{\max} \cdot d = O(n_{\max} d)$.",
    hypotheses=r"one free $d$-vector per position",
    expect="proved",
    sources=[
        Source(DOC, "§6.1.5", r"可学习位置编码将位置编码视为可学习的参数矩阵$P \in \mathbb{R}^{n_{\max} \times d}$", role="defines"),
        Source(DOC, "§6.1.5", r"可学习编码需要$O(n_{\max} \cdot d)$的参数量"),
    ],
    sharp='exact count.',
)


@claim.proof
def proof(pf):
    n, d = sp.symbols("n_max d", integer=True, positive=True)
    P = sp.MatrixSymbol("P", n, d)
    pf.eq("entries of an n_max x d table", P.shape[0] * P.shape[1], n * d)
    pf.exhaust("explicit small tables", [(2, 3), (4, 8)], lambda s: len(sp.Matrix(*s, lambda r, c: sp.Symbol(f"p{r}_{c}"))) == s[0] * s[1])
