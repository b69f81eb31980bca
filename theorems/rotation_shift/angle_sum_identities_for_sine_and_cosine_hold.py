import sympy as sp

from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC1 = '001_8a5acf2bc849a6e4.txt'

claim = Claim(
    title=r"$\sin(a+b) = \sin a \cos b + \cos a \sin b$ and $\cos(a+b) = \cos a \cos b - \sin a \sin b$",
    statement=r"For all real $a, b$: $\sin(a+b) = \sin a \cos b + \cos a \sin b$ and $\cos(a+b) = \cos a \cos b - "
              r"\sin a \sin b$. The check evaluates $\lvert\sin(a+b) - (\sin a \cos b + \cos a \sin b)\rvert + "
              r"\lvert\cos(a+b) - (\cos a \cos b - \sin a \sin b)\rvert = 0$.",
    hypotheses="$a, b$ real",
    expect="proved",
    sources=[
        Source(DOC1, "§2 核心数学性质：和角公式", r"\sin(\alpha + \beta) = \sin\alpha\cos\beta + \cos\alpha\sin\beta"),
        Source(DOC1, "§2 核心数学性质：和角公式", r"\cos(\alpha + \beta) = \cos\alpha\cos\beta - \sin\alpha\sin\beta"),
    ],
    domain={"a": small_rationals(limit=2000, den=64), "b": small_rationals(limit=2000, den=64)},
    examples=[{"a": 10, "b": 3}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    a, b = sp.symbols("alpha beta", real=True)
    pf.eq("sine of a sum", sp.sin(a + b), sp.sin(a) * sp.cos(b) + sp.cos(a) * sp.sin(b))
    pf.eq("cosine of a sum", sp.cos(a + b), sp.cos(a) * sp.cos(b) - sp.sin(a) * sp.sin(b))


@claim.check
def check(ctx, a, b):
    x, y = ctx.num(a), ctx.num(b)
    e1 = ctx.sin(x + y) - (ctx.sin(x) * ctx.cos(y) + ctx.cos(x) * ctx.sin(y))
    e2 = ctx.cos(x + y) - (ctx.cos(x) * ctx.cos(y) - ctx.sin(x) * ctx.sin(y))
    return Eq(ctx.abs(e1) + ctx.abs(e2), ctx.num(0))
