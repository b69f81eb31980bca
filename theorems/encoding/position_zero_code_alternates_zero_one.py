import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code
from suite import Claim, Eq, Source
from suite.domains import bases, dims

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"The code of position 0 is $[0, 1, 0, 1, \ldots]$",
    statement=r"$p_{0,2m} = \sin(0) = 0$, $p_{0,2m+1} = \cos(0) = 1$ for all $m$ (for $d = 8$: $[0, 1, 0, 1, 0, 1, "
              "0, 1]$).",
    hypotheses=r"$d$ even, $\text{base} > 1$",
    expect="proved",
    sources=[Source(DOC, "§6.1.4, codes of positions 0, 1, 2", r"$p_0 = [0, 1, 0, 1, 0, 1, 0, 1]$")],
    domain={"d": dims(), "base": bases(), "k": st.integers(0, 4095)},
    examples=[{"d": 8, "base": 10000, "k": 0}, {"d": 64, "base": 10000, "k": 63}],  # the last entry too
    sharp='exact.',
)


@claim.proof
def proof(pf):
    w = sp.Symbol("w", positive=True)
    pf.eq("sin(0 * w) = 0", sp.sin(0 * w), 0)
    pf.eq("cos(0 * w) = 1", sp.cos(0 * w), 1)


@claim.check
def check(ctx, d, base, k):
    idx = k % d
    return Eq(code(ctx, 0, d, base)[idx], ctx.num(idx % 2))
