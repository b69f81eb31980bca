import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, dot
from suite import Claim, Eq, Source
from theorems._lemmas.encoding import code_sym

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"For $d = 8$, $p_0 \cdot p_1 = p_1 \cdot p_2 = 3.53526$ when both are computed from the coordinates (6.1.8)",
    statement=r"For $d_{\text{model}} = 8$ (base 10000): $\sum_k p_{0,k} p_{1,k} = \sum_k p_{1,k} p_{2,k}$ (coordinates of (6.1.1), "
              r"phases $i, i/10, i/100, i/1000$), and both lie in $[3.53525, 3.53526]$.",
    hypotheses=r"$d_{\text{model}} = 8$, base 10000",
    expect="proved",
    sources=[
        Source(DOC, "§6.1.4, after (6.1.19)", r"这个数值验证了公式（6.1.9）的结论", role="corrects", aspect="reasoning"),
    ],
    domain={"shift": st.integers(0, 3)},
    examples=[{"shift": 0}, {"shift": 1}, {"shift": 3}],
    sharp='an identity; the value is 3.535255971...',
    notes="This is the honest numerical check of the example after (6.1.19): the evaluation does not assume "
          "(6.1.9); it is an instance of it (the general statement is dot_product_depends_only_on_offset, "
          r"proved from $\cos(a - b) = \cos a \cos b + \sin a \sin b$).",
)


@claim.proof
def proof(pf):
    d01, d12 = code_sym(0).dot(code_sym(1)), code_sym(1).dot(code_sym(2))
    pf.eq("sum_k p_{1,k} p_{2,k} = sum_k p_{0,k} p_{1,k} (coordinates of p_0, p_1, p_2)", d12, d01)
    pf.true("3.53525 <= p_0.p_1 <= 3.53526",
            sp.And(sp.Ge(d01, sp.Rational("3.53525")), sp.Le(d01, sp.Rational("3.53526"))))


@claim.check
def check(ctx, shift):
    """p_s.p_{s+1} = p_0.p_1 from the coordinates (shift s = 1 is the document's pair (1, 2))."""
    c = [code(ctx, i, 8, 10000) for i in (0, 1, shift, shift + 1)]
    return Eq(dot(ctx, c[2], c[3]), dot(ctx, c[0], c[1]))
