import sympy as sp

from numeric.complex import cexp
from numeric.encoding import freqs
from suite import Claim, Eq, Source
from suite.domains import dims, offsets

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The imaginary part of the complex inner product is minus the sum of $\sin((i-j)/\omega_m)$",
    statement=r"$\operatorname{Im}(\sum_m e^{-i x f_m}) = -\sum_m \sin(x f_m)$ for $x = i - j$; it is an odd function of $x$.",
    hypotheses=r"$x$ real; $f_m = 1/\omega_m$ real",
    expect="proved",
    sources=[
        Source(DOC, "(6.2.27)",
               r"\text{Im}\left( \sum_{m=0}^{d_{\text{model}}/2-1} e^{-i \frac{i-j}{\omega_m}} \right) = -\sum_{m=0}^{d_{\text{model}}/2-1} \sin\left(\frac{i-j}{\omega_m}\right) \tag{6.2.27}"),
        Source(DOC, "after (6.2.27)", r"虚部包含正弦项"),
    ],
    domain={"d": dims(), "x": offsets()},
    examples=[{"d": 8, "x": 3}, {"d": 512, "x": -10**6}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    x, f = sp.symbols("x f", real=True)
    pf.eq("Im e^{-i x f} = -sin(x f)", sp.im(sp.exp(-sp.I * x * f)), -sp.sin(x * f))
    pf.eq("odd in the offset", -sp.sin(-x * f), sp.sin(x * f))


@claim.check
def check(ctx, d, x):
    fr = freqs(ctx, d)
    im = ctx.fsum(cexp(ctx, -ctx.num(x) * f)[1] for f in fr)
    return Eq(im, -ctx.fsum(ctx.sin(ctx.num(x) * f) for f in fr))
