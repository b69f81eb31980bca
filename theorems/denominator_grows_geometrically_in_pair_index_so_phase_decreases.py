"""The denominator 10000^(2i/d) is independent of pos and grows geometrically in i, so the phase pos/10000^(2i/d) decreases in i.

Statement: den_i = 10000^(2i/d) satisfies d den_i/d pos = 0 and den_{i+1}/den_i = 10000^(2/d); the phase
(the document's "频率") pos/den_i strictly decreases as i grows, for every pos > 0 (it is 0 for pos = 0).
Hypotheses: d even, base 10000 (any base > 1), pos > 0.
References: 002_3d0c6d33c4aad084.txt §二.
Sharp: strict monotonicity for pos > 0.
"""
import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims, positions
from theorems._util_001002 import DOC2

claim = Claim(
    title="The phase pos/10000^(2i/d) (the document's 'frequency') strictly decreases in i for pos > 0; its denominator does "
          "not depend on pos",
    statement="den_i = 10000^(2i/d) has ∂den_i/∂pos = 0 and den_{i+1}/den_i = 10000^(2/d) > 1 (geometric growth in i). "
              "Therefore for every pos > 0 the phase pos/den_i — which the document calls the frequency of dimension i — "
              "strictly decreases as i grows (derivative in i negative); at pos = 0 it is 0 for every i. The check "
              "tests phase(i+1) ≤ phase(i).",
    hypotheses="d even >= 4; 0 <= i < d/2 - 1; pos > 0; base 10000",
    expect="proved",
    sources=[
        Source(DOC2, "§二",
               r"随着$i$ 增大（即embedding维度增大），每个维度的频率$\frac{pos}{10000^{2i/d_{\text{model}}}}$ 是减小的"),
    ],
    domain={"d": dims(lo=4), "m": st.integers(0, 2046), "pos": positions(lo=1)},
    examples=[{"d": 512, "m": 0, "pos": 1}, {"d": 512, "m": 254, "pos": 10**6}],
)


@claim.proof
def proof(pf):
    pos = sp.Symbol("pos", positive=True)
    i = sp.Symbol("i", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    den = sp.Integer(10000) ** (2 * i / d)
    pf.eq("∂den/∂pos = 0", sp.diff(den, pos), 0)
    pf.eq("den_{i+1}/den_i = 10000^(2/d)", den.subs(i, i + 1) / den, sp.Integer(10000) ** (2 / d))
    pf.eq("ln(den_{i+1}/den_i) = 2 ln(10000)/d", sp.log(sp.Integer(10000) ** (2 / d)), 2 * sp.log(10000) / d)
    pf.true("2 ln(10000)/d > 0, so the ratio exceeds 1", sp.Gt(2 * sp.log(10000) / d, 0))
    pf.true("∂(pos/den_i)/∂i < 0 for pos > 0", sp.Lt(sp.diff(pos / den, i), 0))


@claim.check
def check(ctx, d, m, pos):
    m = m % (d // 2 - 1)
    p = ctx.num(pos)
    return Le(p * inv_freq(ctx, m + 1, d), p * inv_freq(ctx, m, d), scale=float(pos))
