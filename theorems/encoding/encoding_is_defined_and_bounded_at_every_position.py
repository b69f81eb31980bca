import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code
from suite import Claim, Le, Source
from suite.domains import dims, positions

DOC1 = '001_8a5acf2bc849a6e4.txt'
DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"$\mathrm{PE}(\text{pos}, j)$ is defined and lies in $[-1, 1]$ at every position $\text{pos}$: the "
          "encoding extends to any sequence length",
    statement=r"For every even $d$, pair index $0 \le i \le d/2 - 1$ and position $\text{pos} \ge 0$: $10000^{2i/d} "
              r"> 0$, so $\text{pos}/10000^{2i/d}$ is a real number, and $\mathrm{PE}(\text{pos}, 2i) = "
              r"\sin(\text{pos}/10000^{2i/d})$ and $\mathrm{PE}(\text{pos}, 2i+1) = \cos(\text{pos}/10000^{2i/d})$ "
              r"are real numbers in $[-1, 1]$ ($\max \sin = \max \cos = 1$, $\min = -1$ over the reals). No position "
              r"is excluded and the values stay bounded however large $\text{pos}$ is: the code can be computed for "
              r"a sequence of any length. The check tests $\lvert \mathrm{PE}(\text{pos}, j)\rvert \le 1$ for every "
              "component $j$ at positions up to $10^{6}$.",
    hypotheses=r"$d$ even $\ge 2$; base 10000; $\text{pos} \ge 0$ (any real $\text{pos}$)",
    expect="proved",
    sources=[
        Source(DOC1, "§8 table", "可计算任意位置"),
        Source(DOC2, "§三", "虽然它在理论上可以无限延伸到任意长度的序列"),
    ],
    domain={"d": dims(hi=512), "pos": positions(), "j": st.integers(0, 511)},
    examples=[{"d": 8, "pos": 10**6, "j": 0}, {"d": 512, "pos": 4095, "j": 511}],
    equivalent_mutants={"swap": "exchanging sin and cos gives the components cos(pos w_i) and sin(pos w_i) of the "
                                "same real phases, each again a real number in [-1, 1], so |PE'(pos, j)| <= 1 is "
                                "true at every point"},
    sweep="pos",
    sharp=r"the bound 1 is attained ($\sin = 1$ at $\text{pos}/10000^{2i/d} = \pi/2$).",
)


@claim.proof
def proof(pf):
    x = sp.Symbol("x", real=True)
    i, d = sp.Symbol("i", nonnegative=True), sp.Symbol("d", positive=True)
    pf.true("10000^(2i/d) > 0, so pos/10000^(2i/d) is a real number for every real pos", sp.Gt(sp.Integer(10000) ** (2 * i / d), 0))
    pf.true("sin is real-valued on the reals", sp.Eq(sp.sin(x).is_real, True))
    pf.true("cos is real-valued on the reals", sp.Eq(sp.cos(x).is_real, True))
    pf.true("max of sin over the reals is 1", sp.Eq(sp.maximum(sp.sin(x), x, sp.S.Reals), 1))
    pf.true("min of sin over the reals is −1", sp.Eq(sp.minimum(sp.sin(x), x, sp.S.Reals), -1))
    pf.true("max of cos over the reals is 1", sp.Eq(sp.maximum(sp.cos(x), x, sp.S.Reals), 1))
    pf.true("min of cos over the reals is −1", sp.Eq(sp.minimum(sp.cos(x), x, sp.S.Reals), -1))


@claim.check
def check(ctx, d, pos, j):
    p = code(ctx, pos, d)
    return Le(ctx.abs(p[j % d]), ctx.num(1))
