import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import bases, dims

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"The $m = 0$ term $\cos(\Delta)$ of the dot product is negative at offsets 2, 3, 4 (its phase passes $\pi$ at 4)",
    statement=r"$w_0 = 1$, so the $m = 0$ term of $F(\Delta)$ is $\cos(\Delta)$: $\cos 2, \cos 3, \cos 4 < 0$, and $\Delta w_0 = \Delta > \pi$ for $\Delta \ge 4$ ($F(\Delta) = p_i \cdot p_{i+\Delta} = \sum_m \cos(\Delta w_m)$, $w_m = \text{base}^{-2m/d}$).",
    hypotheses=r"$d$ even $\ge 2$, $\text{base} > 1$; $\Delta \in \{2, 3, 4\}$",
    expect="proved",
    sources=[Source(DOC, "§6.1.2, after (6.1.9)", r"但高频成分的相位差可能达到或超过$\pi$，$\cos$可能为负或较小")],
    domain={"d": dims(), "base": bases(), "delta": st.sampled_from([2, 3, 4])},
    examples=[{"d": 8, "base": 10000, "delta": 2}],
    sharp=r'$\cos 1 > 0$ and $\cos 5 > 0$.',
)


@claim.proof
def proof(pf):
    pf.exhaust("cos(Delta) < 0 for Delta = 2, 3, 4", [2, 3, 4], lambda k: bool(sp.cos(k) < 0))
    pf.true("phase 4 * w_0 = 4 > pi", sp.Gt(4, sp.pi))


@claim.check
def check(ctx, d, base, delta):
    return Le(ctx.cos(ctx.num(delta) * inv_freq(ctx, 0, d, base)), ctx.num(0))
