import sympy as sp

from numeric.encoding import code, inv_freq, pair_slots
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="p_{i,2m+1} = Re e^{-i i/w_m} and p_{i,2m} = -Im e^{-i i/w_m}",
    statement="With c_{i,m} = e^{-i i/w_m}: p_{i,2m+1} = cos(i/w_m) = Re c_{i,m} and p_{i,2m} = sin(i/w_m) = -Im c_{i,m}; "
              "so p_i = [-Im c_{i,0}, Re c_{i,0}, ..., -Im c_{i,d/2-1}, Re c_{i,d/2-1}]^T and p_{i,2m} + i p_{i,2m+1} = i c_{i,m}.",
    hypotheses="d even; w_m = 10000^{2m/d}; real i",
    expect="proved",
    sources=[Source(DOC, "before (6.2.9)", r"整个编码向量是不同频率复指数序列的实部和虚部的组合"),
             Source(DOC, "after (6.2.8)", r"则实部和虚部正好对应编码的奇数维度和偶数维度", role="corrects"),
             Source(DOC, "(6.2.9)", r"p_i = \begin{bmatrix} \text{Re}(c_{i,0}) & \text{Im}(c_{i,0}) & \text{Re}(c_{i,1}) & \text{Im}(c_{i,1})",
                    role="corrects")],
    domain={"d": dims(hi=512), "i": positions()},
    examples=[{"d": 8, "i": 0}, {"d": 8, "i": 3}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    c = sp.exp(-sp.I * t)
    pf.eq("Re c = cos t = p_{2m+1}", sp.re(c), sp.cos(t))
    pf.eq("-Im c = sin t = p_{2m}", -sp.im(c), sp.sin(t))
    pf.eq("p_{2m} + i p_{2m+1} = i c", sp.sin(t) + sp.I * sp.cos(t), sp.I * c)


@claim.check
def check(ctx, d, i):
    p = code(ctx, i, d)
    q = [None] * len(p)
    for m in range(d // 2):
        t = ctx.num(i) * inv_freq(ctx, m, d)
        re, im = ctx.cos(t), -ctx.sin(t)      # c = e^{-i t}
        js, jc = pair_slots(ctx, m, d)
        q[js], q[jc] = -im, re
    return Eq(ctx.fsum(ctx.abs(a - b) for a, b in zip(p, q)), ctx.num(0), scale=float(d))
