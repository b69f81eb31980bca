import sympy as sp

from numeric.complex import cmul, complex_code
from numeric.encoding import freqs
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The complex inner product of two codes is $\sum_m e^{-i(i-j)/\omega_m}$, a function of the offset",
    statement=r"$\langle c_p, c_q \rangle = \sum_m c_p[m] \overline{c_q[m]} = \sum_m e^{-i p f_m} e^{i q f_m} = \sum_m e^{-i (p-q) f_m}$.",
    hypotheses=r"$p, q$ real positions; $f_m = 1/\omega_m$ real",
    expect="proved",
    sources=[
        Source(DOC, "(6.2.25)",
               r"\langle c_i, c_j \rangle = \sum_{m=0}^{d_{\text{model}}/2-1} c_i[m] \cdot \overline{c_j[m]} = \sum_{m=0}^{d_{\text{model}}/2-1} e^{-i \frac{i}{\omega_m}} \cdot e^{i \frac{j}{\omega_m}} = \sum_{m=0}^{d_{\text{model}}/2-1} e^{-i \frac{i-j}{\omega_m}} \tag{6.2.25}"),
    ],
    domain={"d": dims(), "p": positions(), "q": positions()},
    examples=[{"d": 8, "p": 5, "q": 2}, {"d": 512, "p": 10**6, "q": 1}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    p, q, f = sp.symbols("p q f", real=True)
    pf.eq("conj(e^{-i q f}) = e^{i q f}", sp.conjugate(sp.exp(-sp.I * q * f)), sp.exp(sp.I * q * f))
    pf.eq("e^{-i p f} e^{i q f} = e^{-i (p-q) f}", sp.exp(-sp.I * p * f) * sp.exp(sp.I * q * f), sp.exp(-sp.I * (p - q) * f))


@claim.check
def check(ctx, d, p, q):
    fr = freqs(ctx, d)
    cp, cq = complex_code(ctx, p, fr), complex_code(ctx, q, fr)
    # imaginary part of sum_m c_p[m] conj(c_q[m]) against that of sum_m e^{-i(p-q) f_m}
    im = ctx.fsum(cmul(a, (b[0], -b[1]))[1] for a, b in zip(cp, cq))
    return Eq(im, ctx.fsum(-ctx.sin(ctx.num(p - q) * f) for f in fr))
