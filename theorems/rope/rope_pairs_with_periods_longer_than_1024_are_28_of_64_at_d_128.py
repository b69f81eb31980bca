import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Lt, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"RoPE at $d = 128$: pair $i$ has period $2\pi \cdot 10000^{i/64}$; exactly the 28 pairs $i = 36, \dots, 63$ have periods longer than "
          "1024 positions (the longest 54,410)",
    statement=r"With $\theta_i = 10000^{-2i/d}$, $d = 128$: the rotation of pair $i$ has period $2\pi/\theta_i = 2\pi \cdot 10000^{i/64}$, increasing in "
              r"$i$; it is at most 1024 for $i = 0, \dots, 35$ and exceeds 1024 for $i = 36, \dots, 63$ (28 pairs); pair 63's period is "
              r"$2\pi \cdot 10^{63/16} = 54{,}410.1$.",
    hypotheses=r"RoPE's usual frequencies $\theta_i = 10000^{-2i/d}$ (002 §三 names RoPE without giving them), $d = 128$",
    expect="proved",
    sources=[Source(DOC2, "§三", "且通过周期性的旋转可以平滑外推到任意序列长度", role="corrects")],
    domain={"i": st.integers(0, 63)},
    examples=[{"i": 35}, {"i": 36}, {"i": 63}],
    sharp="exact: the boundary lies between $i = 35$ (period 967.6) and $i = 36$ (period 1117.3).",
)


@claim.proof
def proof(pf):
    period = lambda i: 2 * sp.pi * sp.Integer(10000) ** sp.Rational(i, 64)  # noqa: E731
    pf.true("pair 35: 2π·10000^(35/64) ≤ 1024", sp.Le(period(35), 1024))
    pf.true("pair 36: 2π·10000^(36/64) > 1024", sp.Gt(period(36), 1024))
    x = sp.Symbol("x", real=True)
    pf.true("the period 2π·10000^(x/64) is increasing in x (derivative > 0)",
            sp.Gt(sp.diff(2 * sp.pi * sp.Integer(10000) ** (x / 64), x) / (2 * sp.pi * sp.Integer(10000) ** (x / 64)), 0))
    pf.eq("pairs 36..63: 28 of 64", len(range(36, 64)), 28)
    pf.true("pair 63: 54410 < 2π·10^(63/16) < 54411", sp.And(sp.Gt(period(63), 54410), sp.Lt(period(63), 54411)))


@claim.check
def check(ctx, i):
    p = 2 * ctx.pi / inv_freq(ctx, i, 128)
    return Le(p, ctx.num(1024)) if i <= 35 else Lt(ctx.num(1024), p)
