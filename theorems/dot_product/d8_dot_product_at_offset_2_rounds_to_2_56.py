from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, dot
from suite import Claim, Le, Source
from theorems._lemmas.encoding import offset_dot_sym

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"For $d = 8$, $p_0 \cdot p_2 = 2.5637\ldots$ which rounds to 2.56",
    statement=r"$p_0 \cdot p_2 = F(2) = \cos 2 + \cos(1/5) + \cos(1/50) + \cos(1/500) = 2.56372\ldots$, which rounds to 2.56 at 2 decimals (within 0.005; $F(\Delta) = p_i \cdot p_{i+\Delta} = \sum_m \cos(\Delta w_m)$, $w_m = \text{base}^{-2m/d}$).",
    hypotheses="$d = 8$, base 10000",
    expect="proved",
    sources=[
        Source(DOC, "(6.1.18)", r"-0.42 + 1.00 + 1.00 + 1.00 = 2.58 \tag{6.1.18}", role="corrects"),
        Source(DOC, "§6.1.4, after (6.1.19)", r"再到位置差2时的约2.58", role="corrects"),
    ],
    domain={"pair": st.sampled_from([(0, 2), (1, 3)])},
    examples=[{"pair": (0, 2)}],
    sharp='error 0.0037.',
    notes=r"Rounding to the digits shown, the report's rule for '≈' (docs/claims.md): $\lvert p_0 \cdot p_2 - 2.56\rvert = 0.0037 \le 0.005$.",
)


@claim.proof
def proof(pf):
    pf.true("|F(2) - 2.56| <= 1/200", sp.Le(sp.Abs(offset_dot_sym(2, 8) - sp.Rational("2.56")), sp.Rational(1, 200)))


@claim.check
def check(ctx, pair):
    i, j = pair
    v = dot(ctx, code(ctx, i, 8, 10000), code(ctx, j, 8, 10000))
    return Le(ctx.abs(v - ctx.num("2.56")), ctx.num(Fraction(1, 200)))
