from fractions import Fraction

import sympy as sp

from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="cos t - i sin t = e^{-i t}, with Re = cos t and Im = -sin t (unit amplitude)",
    statement="For real t: cos t - i sin t = e^{-i t}; Re e^{-i t} = cos t, Im e^{-i t} = -sin t, |e^{-i t}| = 1.",
    hypotheses="t real",
    expect="proved",
    sources=[
        Source(DOC, "(6.2.8)", r"c_{i,m} = \cos\left(\frac{i}{\omega_m}\right) - i \sin\left(\frac{i}{\omega_m}\right) = e^{-i \frac{i}{\omega_m}} \tag{6.2.8}"),
        Source(DOC, "§6.2.2, before (6.2.10)", r"考虑第$m$个频率成分的复指数序列$c_{i,m} = e^{-i/\omega_m}$",
               role="corrects"),
        Source(DOC, "§6.2.2, before (6.2.10)",
               r"由于这是一个单位复指数，其模为1"),
        Source(DOC, "§6.2.2, before (6.2.10)",
               r"实部序列$\text{Re}(c_{i,m}) = \cos(i/\omega_m)$和虚部序列$\text{Im}(c_{i,m}) = -\sin(i/\omega_m)$都是振幅为1的正弦波"),
    ],
    domain={"t": small_rationals(limit=100, den=16)},
    examples=[{"t": Fraction(1)}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    c = sp.exp(-sp.I * t)
    pf.eq("cos t - i sin t = e^{-i t}", sp.cos(t) - sp.I * sp.sin(t), c)
    pf.eq("Re e^{-i t} = cos t", sp.re(c), sp.cos(t))
    pf.eq("Im e^{-i t} = -sin t", sp.im(c), -sp.sin(t))
    pf.eq("|e^{-i t}| = 1", sp.Abs(c), 1)


@claim.check
def check(ctx, t):
    T = ctx.num(t)
    return Eq(ctx.cos(T) ** 2 + (-ctx.sin(T)) ** 2, ctx.num(1), scale=2.0)
