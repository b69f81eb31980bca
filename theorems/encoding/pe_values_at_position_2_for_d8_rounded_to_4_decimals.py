from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Le, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

# dimension j: (sin or cos, argument, correctly rounded 4-decimal value)
VALUES = {0: ("sin", Fraction(2), "0.9093"), 1: ("cos", Fraction(2), "-0.4161"), 2: ("sin", Fraction(1, 5), "0.1987"),
          3: ("cos", Fraction(1, 5), "0.9801"), 4: ("sin", Fraction(1, 50), "0.0200"), 5: ("cos", Fraction(1, 50), "0.9998"),
          6: ("sin", Fraction(1, 500), "0.0020"), 7: ("cos", Fraction(1, 500), "1.0000")}
HALF = Fraction(1, 20000)

claim = Claim(
    title=r"$\mathrm{PE}(2, j)$ for $d_{\text{model}} = 8$: $0.9093, -0.4161, 0.1987, 0.9801, 0.0200, 0.9998, "
          r"0.0020$ are correctly rounded; $\mathrm{PE}(2, 7) = \cos(0.002) = 0.999998$ rounds to $1.0000$",
    statement=r"With `div_term` $= 1, 10, 100, 1000$ (exact): $\mathrm{PE}(2,0) = \sin 2 \approx 0.9093$, "
              r"$\mathrm{PE}(2,1) = \cos 2 \approx -0.4161$, $\mathrm{PE}(2,2) = \sin 0.2 \approx 0.1987$, "
              r"$\mathrm{PE}(2,3) = \cos 0.2 \approx 0.9801$, $\mathrm{PE}(2,4) = \sin 0.02 \approx 0.0200$, "
              r"$\mathrm{PE}(2,5) = \cos 0.02 \approx 0.9998$, $\mathrm{PE}(2,6) = \sin 0.002 \approx 0.0020$, each "
              r"the exact value correctly rounded to 4 decimals ($\lvert\text{exact} - \text{stated}\rvert \le 5 "
              r"\cdot 10^{-5}$); and $\mathrm{PE}(2,7) = \cos 0.002 = 0.999998000\ldots$ correctly rounded is "
              "$1.0000$. The arguments $2/1 = 2.0$, $2/10 = 0.2$, $2/100 = 0.02$, $2/1000 = 0.002$ are exact.",
    hypotheses=r"$d_{\text{model}} = 8$, $\text{pos} = 2$, base 10000",
    expect="proved",
    sources=[
        Source(DOC2, "§一 worked example", "假设$d_{model}$=8，token序列长度seq_len=120，现在需要计算序列中第2个位置（即`pos`=2）的token对应的位置编码",
               role="defines"),
        Source(DOC2, "§一 worked example", r"\text{PE}(2, 0) &= \sin(2/1) = \sin(2.0) \approx 0.9093"),
        Source(DOC2, "§一 worked example", r"\text{PE}(2, 1) &= \cos(2/1) = \cos(2.0) \approx -0.4161"),
        Source(DOC2, "§一 worked example", r"\text{PE}(2, 2) &= \sin(2/10) = \sin(0.2) \approx 0.1987"),
        Source(DOC2, "§一 worked example", r"\text{PE}(2, 3) &= \cos(2/10) = \cos(0.2) \approx 0.9801"),
        Source(DOC2, "§一 worked example", r"\text{PE}(2, 4) &= \sin(2/100) = \sin(0.02) \approx 0.0200"),
        Source(DOC2, "§一 worked example", r"\text{PE}(2, 5) &= \cos(2/100) = \cos(0.02) \approx 0.9998"),
        Source(DOC2, "§一 worked example", r"\text{PE}(2, 6) &= \sin(2/1000) = \sin(0.002) \approx 0.0020"),
    ],
    domain={"j": st.integers(0, 7)},
    examples=[{"j": j} for j in range(8)],
    sharp='correct rounding to 4 decimals.',
    notes=r"Rounding to the digits shown, the report's rule for '≈' (docs/claims.md): $\lvert\text{exact} - \text{value}\rvert \le 5 \cdot 10^{-5}$ (half a unit of the 4th decimal) for every entry, with $\mathrm{PE}(2,7) \approx 1.0000$.",
)


def _sym(j):
    f, arg, stated = VALUES[j]
    a = sp.Rational(arg.numerator, arg.denominator)
    return (sp.sin(a) if f == "sin" else sp.cos(a)), sp.Rational(stated)


@claim.proof
def proof(pf):
    pf.eq("arguments 2/1, 2/10, 2/100, 2/1000 = 2.0, 0.2, 0.02, 0.002",
          sp.Matrix([sp.Rational(2, 10**k) for k in range(4)]), sp.Matrix([sp.Rational(s) for s in ("2.0", "0.2", "0.02", "0.002")]))
    for j in range(8):
        ex, st_ = _sym(j)
        pf.true(f"|PE(2,{j}) − {VALUES[j][2]}| ≤ 5e-5", sp.Le(sp.Abs(ex - st_), sp.Rational(1, 20000)))


@claim.check
def check(ctx, j):
    f, arg, stated = VALUES[j]
    x = ctx.num(arg)
    v = ctx.sin(x) if f == "sin" else ctx.cos(x)
    return Le(ctx.abs(v - ctx.num(stated)), ctx.num(HALF))
