import sympy as sp

from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title=r"$\cos(A - B) = \cos A \cos B + \sin A \sin B$",
    statement=r"For all real $A, B$: $\cos(A - B) = \cos A \cos B + \sin A \sin B$.",
    hypotheses="$A, B$ real",
    expect="proved",
    sources=[Source(DOC, "§正弦位置编码", r"$\cos(A-B) = \cos A \cos B + \sin A \sin B$")],
    domain={"A": small_rationals(limit=1000), "B": small_rationals(limit=1000)},
    examples=[{"A": 3, "B": -7}, {"A": 1000, "B": 999}],
    sharp='an identity.',
    notes="This is the identity that turns the code dot product into a sum of cosines of the offset: with $A = "
          r"\omega_i t$ and $B = \omega_i u$, $\sin(\omega_i t) \sin(\omega_i u) + \cos(\omega_i t) \cos(\omega_i u) = "
          r"\cos(\omega_i (t - u))$.",
)


@claim.proof
def proof(pf):
    A, B = sp.symbols("A B", real=True)
    pf.eq("cos(A - B) = cos A cos B + sin A sin B", sp.cos(A - B), sp.cos(A) * sp.cos(B) + sp.sin(A) * sp.sin(B))


@claim.check
def check(ctx, A, B):
    a, b = ctx.num(A), ctx.num(B)
    return Eq(ctx.cos(a - b), ctx.cos(a) * ctx.cos(b) + ctx.sin(a) * ctx.sin(b))
