import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source
from suite.domains import small_rationals
from theorems._lemmas.trig import chord, solveset_is

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"$\sin$ and $\cos$ agree at two phases iff the phases differ by a multiple of $2\pi$",
    statement=r"$(\sin a - \sin b)^2 + (\cos a - \cos b)^2 = 2 - 2\cos(a - b)$; it vanishes iff $a - b \in 2\pi\mathbb{Z}$. "
              r"So $p_i = p_j$ iff every pair's phase difference $(i-j) w_m$ is a multiple of $2\pi$, and a pair whose phase "
              r"difference is not a multiple of $2\pi$ has different $(\sin, \cos)$ values.",
    hypotheses=r"$a, b$ real",
    expect="proved",
    sources=[
        # (6.1.5) only restates the assumption p_i = p_j in coordinates 2m, 2m + 1 (true by (6.1.1)); it is the premise
        # this claim characterises, not the characterisation itself, hence role="defines"
        Source(DOC, "(6.1.5)", r"\quad \cos\left(\frac{i}{10000^{2m/d_{\text{model}}}}\right) = \cos\left(\frac{j}{10000^{2m/d_{\text{model}}}}\right) \tag{6.1.5}",
               role="defines"),
        Source(DOC, "§6.1.2, after (6.1.7) (更简单的不等式分析)", r"此时，正弦和余弦的值必然不同"),
    ],
    domain={"a": small_rationals(), "b": small_rationals(), "k": st.integers(-50, 50)},
    examples=[{"a": 0, "b": 1, "k": 1}],
    sharp='an equivalence.',
)


@claim.proof
def proof(pf):
    a, b, x = sp.symbols("a b x", real=True)
    chord(pf, a, b, "squared distance of the pairs = 2 - 2 cos(a - b)", cosine=True)
    n = sp.Symbol("n")
    pf.exhaust("solveset(cos x - 1 = 0, x in R) = {2*pi*n : n in Z}", [x],
               lambda v: solveset_is(sp.cos(v) - 1, v, sp.ImageSet(sp.Lambda(n, 2 * n * sp.pi), sp.S.Integers)))


@claim.check
def check(ctx, a, b, k):
    a_, b_ = ctx.num(a), ctx.num(b) + 2 * k * ctx.pi
    lhs = (ctx.sin(a_) - ctx.sin(b_)) ** 2 + (ctx.cos(a_) - ctx.cos(b_)) ** 2
    return Eq(lhs, 2 - 2 * ctx.cos(a_ - b_))
