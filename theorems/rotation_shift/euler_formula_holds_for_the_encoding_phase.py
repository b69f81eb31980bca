import sympy as sp

from suite import Claim, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"Euler's formula $e^{i\, i/w_m} = \cos(i/w_m) + i \sin(i/w_m)$",
    statement=r"For real $t = i/w_m$: $e^{i t} = \cos t + i \sin t$.",
    hypotheses="$t$ real",
    expect="proved",
    sources=[
        Source(DOC, "(6.2.7)", r"e^{i \frac{i}{\omega_m}} = \cos\left(\frac{i}{\omega_m}\right) + i \sin\left(\frac{i}{\omega_m}\right) \tag{6.2.7}"),
        Source(DOC, "before (6.2.7)", r"使用欧拉公式$e^{i\theta} = \cos\theta + i\sin\theta$"),
    ],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    i = sp.Symbol("i", real=True)  # the position (named as in the source)
    w = sp.Symbol("w", positive=True)
    pf.eq("e^{i i/w} = cos(i/w) + i sin(i/w)", sp.exp(sp.I * i / w), sp.cos(i / w) + sp.I * sp.sin(i / w))
