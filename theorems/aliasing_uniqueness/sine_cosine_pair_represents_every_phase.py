import sympy as sp

from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"Sine and cosine differ by a phase of $\pi/2$ and combine to a sinusoid of any phase",
    statement=r"$\cos x = \sin(x + \pi/2)$, and $A \sin(wx + \phi) = A \cos(\phi) \sin(wx) + A \sin(\phi) \cos(wx)$: every phase of "
              r"the same frequency is a linear combination of the pair $(\sin, \cos)$.",
    hypotheses=r"$x, \phi, A$ real",
    expect="proved",
    sources=[Source(DOC, "§6.1.1, pairing of dimensions",
                    r"正弦和余弦是相位相差$\pi/2$的同一频率振动，它们的组合可以表示任意相位的同频率振动")],
    domain={"x": small_rationals(), "phi": small_rationals()},
    examples=[{"x": 1, "phi": 2}],
    sharp='identities.',
    notes=r"Conversely, $a \sin x + b \cos x = R \sin(x + \phi)$ with $R = \sqrt{a^2 + b^2}$, $a = R \cos \phi$, $b = R \sin "
          r"\phi$ (the same identity read backwards).",
)


@claim.proof
def proof(pf):
    x, phi, A = sp.symbols("x phi A", real=True)
    pf.eq("cos x = sin(x + pi/2)", sp.cos(x), sp.sin(x + sp.pi / 2))
    pf.eq("A sin(x + phi) = A cos(phi) sin x + A sin(phi) cos x", A * sp.sin(x + phi),
          A * sp.cos(phi) * sp.sin(x) + A * sp.sin(phi) * sp.cos(x))


@claim.check
def check(ctx, x, phi):
    x, phi = ctx.num(x), ctx.num(phi)
    return Eq(ctx.sin(x + phi), ctx.cos(phi) * ctx.sin(x) + ctx.sin(phi) * ctx.cos(x))
