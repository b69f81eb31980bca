"""Refuted: the d = 8 codes p_1, p_2 of the example use phases i/100, i/10000, i/1000000 instead of i/10, i/100, i/1000.

Statement (document, §6.1.4 and the middle lines of (6.1.17)-(6.1.19)): p_1 = [sin 1, cos 1, sin 0.01, cos 0.01,
    sin 0.0001, ...], p_2 = [sin 2, cos 2, sin 0.02, ...], p_0.p_1 ~ cos 1 + cos 0.01 + cos 0.0001 + cos 0.000001.
Fact: for d = 8 the phases of position i are i, i/10, i/100, i/1000, so p_1 = [sin 1, cos 1, sin 0.1, cos 0.1,
    sin 0.01, cos 0.01, sin 0.001, cos 0.001] (and twice the phases for p_2); sin(0.1) != sin(0.01).
Hypotheses: d = 8, base 10000.
References: 000_da7a9c08a271989b.txt §6.1.4; (6.1.17), (6.1.18), (6.1.19).
Sharp: exact.
"""
from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code
from suite import Claim, Eq, Source
from theorems._util_000 import DOC

claim = Claim(
    title="d = 8 example: p_1, p_2 have phases i, i/100, i/10^4, i/10^6 (false: i, i/10, i/100, i/1000)",
    statement="Claimed: p_{i,2m} = sin(i/10^(2m)) for d = 8. In fact p_{i,2m} = sin(i/10^m).",
    hypotheses="d = 8, base 10000, i = 1, 2, m = 1, 2, 3",
    expect="refuted",
    wrong="With d = 8, w_m = 10000^(-2m/8) = 10^-m, so p_1 = [sin 1, cos 1, sin 0.1, cos 0.1, sin 0.01, cos 0.01, sin 0.001, "
          "cos 0.001] and p_2 has phases 2, 0.2, 0.02, 0.002; the document's phases 0.01, 0.0001, 0.000001 (and 0.02, 0.0002, "
          "0.000002) follow from the wrong parameters 100, 10000, 1000000. E.g. p_{1,2} = sin(0.1) ~ 0.0998, not sin(0.01) ~ 0.0100.",
    correction="d8_codes_of_positions_1_and_2_have_phases_i_over_powers_of_10",
    sources=[
        Source(DOC, "§6.1.4, codes of positions 1, 2", r"$p_1 = [\sin(1), \cos(1), \sin(0.01), \cos(0.01), \sin(0.0001), \cos(0.0001), \sin(0.000001), \cos(0.000001)]$"),
        Source(DOC, "§6.1.4, codes of positions 1, 2", r"$p_2 = [\sin(2), \cos(2), \sin(0.02), \cos(0.02), \sin(0.0002), \cos(0.0002), \sin(0.000002), \cos(0.000002)]$"),
        Source(DOC, "(6.1.17), (6.1.19) middle line", r"\approx \cos(1) + \cos(0.01) + \cos(0.0001) + \cos(0.000001)"),
        Source(DOC, "(6.1.18) middle line", r"\approx \cos(2) + \cos(0.02) + \cos(0.0002) + \cos(0.000002)"),
    ],
    domain={"i": st.sampled_from([1, 2]), "m": st.sampled_from([1, 2, 3])},
    examples=[{"i": 1, "m": 1}],
)


@claim.proof
def proof(pf):
    pf.refute("p_{1,2} = sin(1/10) vs stated sin(1/100)", sp.sin(1 * sp.Integer(10000) ** sp.Rational(-2, 8)),
              sp.sin(sp.Rational(1, 100)), at={})


@claim.check
def check(ctx, i, m):
    p = code(ctx, i, 8, 10000)
    return Eq(p[2 * m], ctx.sin(ctx.num(Fraction(i, 10 ** (2 * m)))), scale=1.0)
