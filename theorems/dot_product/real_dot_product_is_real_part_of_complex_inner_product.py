import sympy as sp

from numeric.complex import cmul, complex_code
from numeric.encoding import code, dot, freqs
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The real dot product of two codes is the real part of their complex inner product, $\sum_m \cos((i-j)/\omega_m)$",
    statement=r"$p_p \cdot p_q = \operatorname{Re}(\sum_m c_p[m] \overline{c_q[m]}) = \sum_m \cos((p-q) f_m)$, term by term.",
    hypotheses=r"$p, q$ real positions; $f_m = 1/\omega_m$ real",
    expect="proved",
    sources=[
        Source(DOC, "(6.2.26)",
               r"p_i \cdot p_j = \text{Re}\left( \sum_{m=0}^{d_{\text{model}}/2-1} c_i[m] \cdot \overline{c_j[m]} \right) = \sum_{m=0}^{d_{\text{model}}/2-1} \cos\left(\frac{i-j}{\omega_m}\right) \tag{6.2.26}"),
        Source(DOC, "before (6.2.26)", r"实数编码的点积与复数编码的内积直接相关"),
    ],
    domain={"d": dims(), "p": positions(), "q": positions()},
    examples=[{"d": 8, "p": 5, "q": 2}, {"d": 512, "p": 10**6, "q": 1}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    p, q, f = sp.symbols("p q f", real=True)
    term = sp.expand_complex(sp.exp(-sp.I * p * f) * sp.conjugate(sp.exp(-sp.I * q * f)))
    pf.eq("Re(c_p[m] conj c_q[m]) = cos((p-q) f)", sp.re(term), sp.cos((p - q) * f))
    pf.eq("= the pair's contribution to p_p . p_q", sp.re(term), sp.sin(p * f) * sp.sin(q * f) + sp.cos(p * f) * sp.cos(q * f))


@claim.check
def check(ctx, d, p, q):
    fr = freqs(ctx, d)
    cp, cq = complex_code(ctx, p, fr), complex_code(ctx, q, fr)
    re = ctx.fsum(cmul(a, (b[0], -b[1]))[0] for a, b in zip(cp, cq))
    return Eq(dot(ctx, code(ctx, p, d, freqs=fr), code(ctx, q, d, freqs=fr)), re)
