from hypothesis import strategies as st

from suite import Claim, Eq, Source
from suite.domains import small_rationals
from theorems._lemmas.trig import equal_sines_steps

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"$\sin a = \sin b$ exactly when $a = b + 2\pi k$ or $a = \pi - b + 2\pi k$",
    statement=r"$\sin a - \sin b = 2\cos((a+b)/2) \sin((a-b)/2)$; the zero sets give: $\sin a = \sin b$ iff $a - b \in 2\pi\mathbb{Z}$ or "
              r"$a + b \in \pi + 2\pi\mathbb{Z}$.",
    hypotheses=r"$a, b$ real; $k$ integer",
    expect="proved",
    sources=[Source(DOC, "(6.1.6), sentence before it", r"因此，由正弦等式可得", role="corrects")],
    domain={"a": small_rationals(), "k": st.integers(-50, 50), "supp": st.booleans()},
    examples=[{"a": 0, "k": 1, "supp": False}],
    sharp='an equivalence.',
    notes=r"This is the correct form of the step before (6.1.6), which drops the $2\pi k$; "
          "not_equal_sines_force_equal_or_supplementary_phases cites it as its correction.",
)


@claim.proof
def proof(pf):
    equal_sines_steps(pf)


@claim.check
def check(ctx, a, k, supp):
    a_ = ctx.num(a)
    b_ = (ctx.pi - a_ if supp else a_) + 2 * k * ctx.pi
    return Eq(ctx.sin(a_), ctx.sin(b_))
