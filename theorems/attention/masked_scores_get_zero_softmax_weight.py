import sympy as sp

from suite import Claim, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"Masking a score with $-\infty$ gives it softmax weight 0 and renormalises the unmasked weights",
    statement=r"$\lim_{s \to -\infty} e^s/(e^s + e^a + e^b) = 0$ and $\lim e^a/(e^s + e^a + e^b) = e^a/(e^a + e^b)$.",
    hypotheses=r"finite unmasked scores $a$, $b$ (row $i$ always keeps $j = i$)",
    expect="proved",
    sources=[
        Source(DOC, "(6.1.16), sentence before it", r"掩码将位置$j>i$的注意力分数设为$-\infty$，使得Softmax后的注意力权重为0"),
        Source(DOC, "(6.1.13), paragraph after it", r"注意力权重矩阵是Softmax作用于$S$的结果", role="defines"),
        Source(DOC, "(6.1.16)", r"S_{ij}^{\text{masked}} = \begin{cases} S_{ij} & \text{if } j \leq i \\ -\infty & \text{if } j > i \end{cases} \tag{6.1.16}", role="defines"),
    ],
    sharp='exact.',
)


@claim.proof
def proof(pf):
    s, a, b = sp.symbols("s a b", real=True)
    Z = sp.exp(s) + sp.exp(a) + sp.exp(b)
    pf.eq("masked weight -> 0", sp.limit(sp.exp(s) / Z, s, -sp.oo), 0)
    pf.eq("unmasked weight -> softmax over the unmasked scores", sp.limit(sp.exp(a) / Z, s, -sp.oo),
          sp.exp(a) / (sp.exp(a) + sp.exp(b)))
