import sympy as sp

from numeric.encoding import offset_dot
from suite import Claim, Eq, Source
from suite.domains import bases, dims, offsets

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title="Sinusoidal code similarity is symmetric in the two positions: F(i - j) = F(j - i)",
    statement="p_i . p_j = p_j . p_i and F(-Delta) = F(Delta) since cos is even (F(Delta) = p_i . p_{i+Delta} = sum_m cos(Delta w_m), w_m = base^(-2m/d)).",
    hypotheses="d even >= 2, base > 1, Delta real",
    expect="proved",
    sources=[Source(DOC, "§6.1.3, causal positional encoding", r"位置$i$的编码与位置$j$的编码是对称的")],
    domain={"d": dims(), "delta": offsets(), "base": bases()},
    examples=[{"d": 8, "delta": 3, "base": 10000}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    x, w = sp.symbols("x w", real=True)
    pf.eq("cos(-x w) = cos(x w)", sp.cos(-x * w), sp.cos(x * w))


@claim.check
def check(ctx, d, delta, base):
    return Eq(offset_dot(ctx, delta, d, base), offset_dot(ctx, -delta, d, base), scale=d / 2 * (1.0 + abs(delta)))
