from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, dot
from suite import Claim, Le, Source
from theorems._lemmas.encoding import offset_dot_sym

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"For $d = 8$, $p_0 \cdot p_1 = p_1 \cdot p_2 = 3.5353\ldots$ which rounds to 3.54",
    statement=r"$p_0 \cdot p_1 = p_1 \cdot p_2 = \cos 1 + \cos(1/10) + \cos(1/100) + \cos(1/1000) = 3.53526\ldots$, which rounds to 3.54 at "
              r"2 decimals (within 0.005); each term rounds to 0.54, 1.00, 1.00, 1.00.",
    hypotheses="$d = 8$, base 10000",
    expect="proved",
    sources=[
        Source(DOC, "(6.1.17)", r"0.54 + 1.00 + 1.00 + 1.00 = 3.54 \tag{6.1.17}"),
        Source(DOC, "(6.1.19)", r"0.54 + 1.00 + 1.00 + 1.00 = 3.54 \tag{6.1.19}"),
        Source(DOC, "§6.1.4, after (6.1.19)", r"到位置差1时的约3.54"),
    ],
    domain={"pair": st.sampled_from([(0, 1), (1, 2)])},
    examples=[{"pair": (0, 1)}, {"pair": (1, 2)}],
    sharp=r"the sum's margin is only $2.6 \cdot 10^{-4}$ below the rounding half-unit; the tightest term is $\cos 0.1 = 0.9950042$, "
          r"which rounds to 1.00 by $4.2 \cdot 10^{-6}$ inside the half-unit.",
    notes=r"Rounding to the digits shown, the report's rule for '≈' (docs/claims.md): $\lvert p_0 \cdot p_1 - 3.54\rvert = \lvert p_1 \cdot p_2 - 3.54\rvert = 0.00474 \le 0.005$; term roundings $\lvert\cos(10^{-m}) - \text{stated}\rvert \le 0.005$.",
)


@claim.proof
def proof(pf):
    h = sp.Rational(1, 200)
    pf.true("|F(1) - 3.54| <= 1/200 (F(1) = sum cos(10^-m), d = 8)", sp.Le(sp.Abs(offset_dot_sym(1, 8) - sp.Rational("3.54")), h))
    pf.exhaust("terms round to 0.54, 1.00, 1.00, 1.00", [(0, "0.54"), (1, "1"), (2, "1"), (3, "1")],
               lambda c: bool(sp.Le(sp.Abs(sp.cos(sp.Rational(1, 10 ** c[0])) - sp.Rational(c[1])), h)))
    x = sp.Symbol("x", real=True)
    pf.eq("F(-1) = F(1): p_1.p_2 uses cos(-x) = cos(x)", sp.cos(-x), sp.cos(x))


@claim.check
def check(ctx, pair):
    i, j = pair
    v = dot(ctx, code(ctx, i, 8, 10000), code(ctx, j, 8, 10000))
    return Le(ctx.abs(v - ctx.num("3.54")), ctx.num(Fraction(1, 200)))
