import sympy as sp

from numeric.encoding import code, dot, freqs, offset_dot
from suite import Claim, Eq, Source
from suite.domains import bases, dims, positions

D0 = '000_da7a9c08a271989b.txt'
D3 = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="Sinusoidal code similarity is symmetric in the two positions: $F(i - j) = F(j - i)$",
    statement=r"For all positions $i, j$: $p_i \cdot p_j = \sum_m \cos((i-j) w_m) = \sum_m \cos((j-i) w_m) = p_j \cdot p_i$, term by term "
              r"because $\cos$ is even; in terms of the offset, $F(-\Delta) = F(\Delta)$ with $F(\Delta) = p_i \cdot p_{i+\Delta} = "
              r"\sum_m \cos(\Delta w_m)$, $w_m = \text{base}^{-2m/d}$ (the $\omega_m$ of (6.1.2) in document 000, the $f_m = 1/\omega_m$ of "
              "document 003).",
    hypotheses=r"$d$ even $\ge 2$; $\text{base} > 1$; $i$, $j$ and $\Delta$ real (integers in the check)",
    expect="proved",
    sources=[
        Source(D0, "§6.1.3, causal positional encoding", r"位置$i$的编码与位置$j$的编码是对称的"),
        Source(D3, "§6.2.4, 'three properties', second",
               r"第二，对称性，$p_i \cdot p_j = p_j \cdot p_i$，因为$\cos(-\Delta) = \cos(\Delta)$"),
        Source(D3, "§6.2.7, summary of §6.2.4", r"这种表示具有平移不变性和对称性"),
    ],
    domain={"d": dims(), "i": positions(), "j": positions(), "base": bases()},
    examples=[{"d": 8, "i": 0, "j": 3, "base": 10000}, {"d": 8, "i": 3, "j": 0, "base": 10000},
              {"d": 8, "i": 2, "j": 7, "base": 10000}, {"d": 512, "i": 1000, "j": 3, "base": 10000}],
    sharp='an identity.',
    notes="Merged into this claim: dot_product_is_symmetric_in_positions (the same fact as document 003 states it, "
          r"$p_i \cdot p_j = p_j \cdot p_i$ because $\cos(-\Delta) = \cos(\Delta)$). The check computes $p_i \cdot p_j$ from the two codes and "
          r"compares it with $F(i - j) = \sum_m \cos((i - j) w_m)$: since $p_i \cdot p_j = F(j - i)$ by the pair-term identity, this is "
          r"$F(\Delta) = F(-\Delta)$ at $\Delta = j - i$, with the offset of either sign.",
)


@claim.proof
def proof(pf):
    i, j, f = sp.symbols("i j f", real=True)
    pf.eq("pair term: sin(if)sin(jf) + cos(if)cos(jf) = cos((i-j)f)",
          sp.sin(i * f) * sp.sin(j * f) + sp.cos(i * f) * sp.cos(j * f), sp.cos((i - j) * f))
    pf.eq("cos is even: cos((i-j)f) = cos((j-i)f)", sp.cos((i - j) * f), sp.cos((j - i) * f))
    pf.eq("the pair term is symmetric in i and j",
          sp.sin(i * f) * sp.sin(j * f) + sp.cos(i * f) * sp.cos(j * f),
          sp.sin(j * f) * sp.sin(i * f) + sp.cos(j * f) * sp.cos(i * f))
    x, w = sp.symbols("x w", real=True)
    pf.eq("cos(-x w) = cos(x w), so F(-Delta) = F(Delta)", sp.cos(-x * w), sp.cos(x * w))


@claim.check
def check(ctx, d, i, j, base):
    fr = freqs(ctx, d, base)
    lhs = dot(ctx, code(ctx, i, d, base, freqs=fr), code(ctx, j, d, base, freqs=fr))  # p_i . p_j = F(j - i)
    return Eq(lhs, offset_dot(ctx, i - j, d, ws=fr))
