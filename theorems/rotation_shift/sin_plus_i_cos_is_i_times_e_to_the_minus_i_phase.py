from fractions import Fraction

import sympy as sp

from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"$\sin t + i \cos t = i e^{-i t} = e^{i (\pi/2 - t)}$",
    statement=r"For real $t$: $\sin t + i \cos t = i e^{-i t} = e^{i(\pi/2 - t)}$; with $t = i/w_m$ this is the "
              "complex form of the pair $(p_{i,2m}, p_{i,2m+1})$.",
    hypotheses="$t$ real",
    expect="proved",
    sources=[Source(DOC, "after (6.2.7)", r"这与编码向量($p_{i,2m}, p_{i,2m+1}) = (\sin(i/\omega_m), \cos(i/\omega_m))$)相比，符号有所不同",
                    fidelity="partial",
                    part=r"the pair differs from $(\cos, \sin)$ of (6.2.7): $\sin t + i \cos t = i e^{-it}$, the "
                         r"exponent's sign flipped and a factor $i$; the difference is the order of the components (a "
                         r"swap is a conjugation and a quarter turn), not a sign alone"),
             Source(DOC, "after (6.2.7)", r"通过调整相位，可以统一表示"),
             Source(DOC, "(6.2.6)", r"c_{i,m} = p_{i,2m} + i \cdot p_{i,2m+1} = \sin\left(\frac{i}{\omega_m}\right) + i \cos\left(\frac{i}{\omega_m}\right) = e^{i \frac{i}{\omega_m}} \tag{6.2.6}",
                    role="corrects")],
    domain={"t": small_rationals(limit=100, den=16)},
    examples=[{"t": Fraction(0)}, {"t": Fraction(1)}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    pf.eq("sin t + i cos t = i e^{-i t}", sp.sin(t) + sp.I * sp.cos(t), sp.I * sp.exp(-sp.I * t))
    pf.eq("i e^{-i t} = e^{i (pi/2 - t)}", sp.I * sp.exp(-sp.I * t), sp.exp(sp.I * (sp.pi / 2 - t)))


@claim.check
def check(ctx, t):
    T = ctx.num(t)
    # e^{i(pi/2 - t)}: real part cos(pi/2 - t) must be sin t, imaginary part sin(pi/2 - t) must be cos t
    a = ctx.pi / 2 - T
    return Eq(ctx.abs(ctx.cos(a) - ctx.sin(T)) + ctx.abs(ctx.sin(a) - ctx.cos(T)), ctx.num(0))
