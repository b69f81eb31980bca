import sympy as sp
from hypothesis import strategies as st

from numeric.complex import cexp
from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="The real code is read off the complex code: p_{i,2m} = -Im c_i[m] and p_{i,2m+1} = Re c_i[m]",
    statement="For c_p[m] = e^{-i p f_m}: p_{p,2m} = sin(p f_m) = -Im c_p[m] and p_{p,2m+1} = cos(p f_m) = Re c_p[m], so "
              "p_p = [-Im c_p[0], Re c_p[0], ..., -Im c_p[d/2-1], Re c_p[d/2-1]]^T.",
    hypotheses="(p_{i,2m}, p_{i,2m+1}) = (sin(i f_m), cos(i f_m)); c_i[m] = e^{-i·i f_m}; f_m = 10000^(-2m/d); real positions",
    expect="proved",
    sources=[
        Source(DOC, "before (6.2.24)", r"实数编码向量可以通过取复数编码的实部和虚部得到"),
        Source(DOC, "(6.2.24)",
               r"\text{Re}(c_i[0]) & \text{Im}(c_i[0]) & \text{Re}(c_i[1]) & \text{Im}(c_i[1]) \\", role="corrects"),
    ],
    domain={"d": dims(), "k": st.integers(0, 2047), "p": positions()},
    examples=[{"d": 2, "k": 0, "p": 0}, {"d": 512, "k": 0, "p": 1}, {"d": 512, "k": 200, "p": 10**6}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)  # t = p f_m
    c = sp.exp(-sp.I * t)
    pf.eq("Re c = cos t = p_{2m+1}", sp.re(sp.expand_complex(c)), sp.cos(t))
    pf.eq("-Im c = sin t = p_{2m}", -sp.im(sp.expand_complex(c)), sp.sin(t))
    pf.eq("the pair (p_{2m}, p_{2m+1}) = (-Im c, Re c) as a vector",
          sp.Matrix([sp.sin(t), sp.cos(t)]), sp.Matrix([-sp.im(sp.expand_complex(c)), sp.re(sp.expand_complex(c))]))


@claim.check
def check(ctx, d, k, p):
    t = ctx.num(p) * inv_freq(ctx, pair_from_integer(d, k), d)
    c = cexp(ctx, -t)  # c_p[m] = e^{-i t} as (re, im)
    return Eq(ctx.sin(t), -c[1], scale=1.0 + p)  # p_{p,2m} = -Im c_p[m]
