import sympy as sp
from hypothesis import strategies as st

from numeric.complex import cexp, cmul
from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The position shift $c_i \to c_{i+1}$ is the diagonal matrix of rotation factors $r_m = e^{-i/\omega_m}$",
    statement=r"$c_{p+1}[m] = c_p[m]\, r_m$ with $r_m = e^{-i f_m}$, $\lvert r_m\rvert = 1$; so $T = "
              r"\operatorname{diag}(r_0, \ldots, r_{d/2-1})$ maps $c_p$ to $c_{p+1}$ for every $p$.",
    hypotheses=r"$p$ real; $f_m = 1/\omega_m$ real",
    expect="proved",
    sources=[
        Source(DOC, "(6.2.29)", r"T(c_i) = c_{i+1} \tag{6.2.29}", role="defines"),
        Source(DOC, "(6.2.30)",
               r"T(c_i)[m] = c_{i+1}[m] = e^{-i \frac{i+1}{\omega_m}} = e^{-i \frac{i}{\omega_m}} \cdot e^{-i \frac{1}{\omega_m}} = c_i[m] \cdot r_m \tag{6.2.30}"),
        Source(DOC, "after (6.2.30)", r"其中，$r_m = e^{-i / \omega_m}$是第$m$个频率成分对应的旋转因子", role="defines"),
        Source(DOC, "after (6.2.30)",
               r"因此，位置变换算子$T$在频率空间中是一个对角矩阵，对角元素为各频率成分的旋转因子$r_m$"),
    ],
    domain={"d": dims(), "k": st.integers(0, 2047), "p": positions()},
    examples=[{"d": 8, "k": 2, "p": 4}, {"d": 512, "k": 255, "p": 10**6}],
    sharp=r"identities. (Remark, not part of what is proved: $c_0, \ldots, c_{d/2-1}$ span $\mathbb{C}^{d/2}$ "
          r"because the $r_m$ are distinct, so $\operatorname{diag}(r_m)$ is the only linear map with $T c_p = "
          "c_{p+1}$ for all $p$.)",
)


@claim.proof
def proof(pf):
    p = sp.Symbol("p", real=True)
    fs = sp.symbols("f0 f1 f2", real=True)
    c = lambda q: sp.Matrix([sp.exp(-sp.I * q * f) for f in fs])  # noqa: E731
    T = sp.diag(*[sp.exp(-sp.I * f) for f in fs])
    pf.eq("componentwise: e^{-i(p+1)f} = e^{-ipf} e^{-if}", sp.exp(-sp.I * (p + 1) * fs[0]),
          sp.exp(-sp.I * p * fs[0]) * sp.exp(-sp.I * fs[0]))
    pf.eq("hence diag(r) c_p = c_{p+1} (shown for three symbolic frequencies; each row is the componentwise identity)",
          T * c(p), c(p + 1))
    pf.eq("|r_m| = 1", sp.Abs(sp.exp(-sp.I * fs[0])), 1)


@claim.check
def check(ctx, d, k, p):
    f = inv_freq(ctx, pair_from_integer(d, k), d)
    nxt = cmul(cexp(ctx, -ctx.num(p) * f), cexp(ctx, -f))
    return Eq(nxt[1], -ctx.sin(ctx.num(p + 1) * f))
