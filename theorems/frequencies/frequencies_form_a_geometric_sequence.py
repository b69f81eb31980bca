import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import bases, dims

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title="The angular frequencies form a geometric sequence: $w_{m+1}/w_m = b^{-2/d}$",
    statement=r"$w_m = b^{-2m/d} = \exp(-(2 \ln b/d) m)$; hence $w_{m+1}/w_m = b^{-2/d}$ (constant), i.e. $w_m$ "
              r"varies exponentially with $m$.",
    hypotheses=r"$d$ even $\ge 4$ (so that two pairs exist), $b > 1$, $0 \le m \le d/2 - 2$",
    expect="proved",
    sources=[
        Source(DOC, "§6.1.1, after (6.1.3)", r"角频率$\omega_m$随维度$m$呈指数级变化"),
        Source(DOC, "§6.1.1, design of the frequencies", r"指数频率分布$\omega_m = 10000^{-2m/d_{\text{model}}}$", role="defines"),
    ],
    domain={"d": dims(lo=4), "base": bases(), "k": st.integers(0, 4095)},
    examples=[{"d": 8, "base": 10000, "k": 0}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    m, b, d = sp.symbols("m b d", positive=True)
    w = lambda k: b ** (-2 * k / d)  # noqa: E731
    pf.eq("w_m = exp(-(2 ln b / d) m)", w(m), sp.exp(-(2 * sp.log(b) / d) * m))
    pf.eq("w_{m+1} / w_m = b^(-2/d)", w(m + 1) / w(m), b ** (-2 / d))


@claim.check
def check(ctx, d, base, k):
    m = k % (d // 2 - 1)
    ratio = ctx.exp(-(ctx.num(2) / ctx.num(d)) * ctx.log(ctx.num(base)))
    return Eq(inv_freq(ctx, m + 1, d, base), inv_freq(ctx, m, d, base) * ratio)
