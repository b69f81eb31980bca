"""Refuted: for d = 8, p_0.p_2 = 2.5637..., which rounds to 2.56, not 2.58.

Statement (document, (6.1.18)): p_0.p_2 ~ -0.42 + 1.00 + 1.00 + 1.00 = 2.58.
Fact: p_0.p_2 = cos 2 + cos 0.2 + cos 0.02 + cos 0.002 = 2.56372; |2.56372 - 2.58| = 0.0163 > 0.005. The value 2.58
    comes from the wrong phases 0.02, 0.0002, 0.000002 (cos 0.2 = 0.980 is not 1.00).
Hypotheses: d = 8, base 10000.
References: 000_da7a9c08a271989b.txt (6.1.18), §6.1.4 after (6.1.19).
Sharp: exact comparison in Arb.
"""
from fractions import Fraction

from hypothesis import strategies as st

from numeric.encoding import code, dot
from suite import Claim, Le, Source
from theorems._util_000 import DOC

claim = Claim(
    title="For d = 8, p_0.p_2 ~ 2.58 (false: 2.5637 -> 2.56)",
    statement="Claimed: |p_0.p_2 - 2.58| <= 0.005 for d = 8. In fact p_0.p_2 = 2.56372, off by 0.0163.",
    hypotheses="d = 8, base 10000",
    expect="refuted",
    wrong="p_0.p_2 = cos 2 + cos(0.2) + cos(0.02) + cos(0.002) = -0.41615 + 0.98007 + 0.99980 + 1.00000 = 2.56372, which "
          "rounds to 2.56; |2.56372 - 2.58| = 0.0163 > 0.005. The document's 2.58 (and the term 1.00 for cos 0.2 = 0.98) comes "
          "from the wrong frequency parameters 100, 10000, 1000000.",
    correction="d8_dot_product_at_offset_2_rounds_to_2_56",
    sources=[
        Source(DOC, "(6.1.18)", r"-0.42 + 1.00 + 1.00 + 1.00 = 2.58 \tag{6.1.18}"),
        Source(DOC, "§6.1.4, after (6.1.19)", r"再到位置差2时的约2.58"),
    ],
    domain={"pair": st.sampled_from([(0, 2), (1, 3)])},
    examples=[{"pair": (0, 2)}],
)


@claim.check
def check(ctx, pair):
    i, j = pair
    v = dot(ctx, code(ctx, i, 8, 10000), code(ctx, j, 8, 10000))
    return Le(ctx.abs(v - ctx.num("2.58")), ctx.num(Fraction(1, 200)), scale=4.0)
