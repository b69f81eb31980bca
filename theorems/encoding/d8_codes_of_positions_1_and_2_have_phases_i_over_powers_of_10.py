from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, pair_slots
from suite import Claim, Eq, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title="For $d = 8$ the codes of positions 1 and 2 have phases $i, i/10, i/100, i/1000$",
    statement=r"$p_{i,2m} = \sin(i/10^m)$, $p_{i,2m+1} = \cos(i/10^m)$ for $d = 8$, base 10000, $m = 0, \ldots, 3$.",
    hypotheses="$d = 8$, base 10000",
    expect="proved",
    sources=[
        Source(DOC, "§6.1.4, codes of positions 1, 2", r"$p_1 = [\sin(1), \cos(1), \sin(0.01), \cos(0.01), \sin(0.0001), \cos(0.0001), \sin(0.000001), \cos(0.000001)]$", role="corrects"),
        Source(DOC, "§6.1.4, codes of positions 1, 2", r"$p_2 = [\sin(2), \cos(2), \sin(0.02), \cos(0.02), \sin(0.0002), \cos(0.0002), \sin(0.000002), \cos(0.000002)]$", role="corrects"),
        Source(DOC, "(6.1.17), (6.1.19) middle line", r"\approx \cos(1) + \cos(0.01) + \cos(0.0001) + \cos(0.000001)", role="corrects"),
        Source(DOC, "(6.1.18) middle line", r"\approx \cos(2) + \cos(0.02) + \cos(0.0002) + \cos(0.000002)", role="corrects"),
    ],
    domain={"i": st.sampled_from([1, 2]), "k": st.integers(0, 7)},
    examples=[{"i": 1, "k": 2}, {"i": 1, "k": 7}],  # the last entry too
    sharp='exact.',
)


@claim.proof
def proof(pf):
    cases = [(i, m) for i in (1, 2) for m in range(4)]
    pf.exhaust("i * 10000^(-2m/8) = i/10^m for i = 1, 2 and m = 0..3", cases,
               lambda c: sp.simplify(c[0] * sp.Integer(10000) ** sp.Rational(-2 * c[1], 8) - sp.Rational(c[0], 10 ** c[1])) == 0)


@claim.check
def check(ctx, i, k):
    p = code(ctx, i, 8, 10000)
    ph = ctx.num(Fraction(i, 10 ** (k // 2)))
    return Eq(p[pair_slots(ctx, k // 2, 8)[k % 2]], ctx.sin(ph) if k % 2 == 0 else ctx.cos(ph))
