import sympy as sp

from numeric.encoding import wavelength
from suite import Claim, Le, Source
from suite.domains import bases, dims

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title=r"Sinusoid wavelengths grow geometrically from $2\pi$, but the largest is $2\pi \cdot \text{base}^{1-2/d}$, "
          r"short of $\text{base} \cdot 2\pi$ by the factor $\text{base}^{-2/d}$",
    statement=r"$\lambda_i = 2\pi \cdot \text{base}^{2i/d}$ ($i = 0, \dots, d/2-1$) is geometric with ratio "
              r"$\text{base}^{2/d}$ and starts at $2\pi$; its largest term is $2\pi \cdot \text{base}^{1-2/d}$, not "
              r"$\text{base} \cdot 2\pi$: the relative gap is exactly $1 - \text{base}^{-2/d} \le 2 "
              r"\ln(\text{base})/d$ (3.53 % at $d = 512$, 90 % at $d = 8$ for base 10000). The stated upper end "
              r"$10000 \cdot 2\pi$ is the supremum / the $d \to \infty$ limit.",
    hypotheses=r"$d$ even $\ge 2$; $\text{base} > 1$ (the document uses base 10000)",
    expect="approximate",
    kind="approximate",
    bound=r"relative gap between the largest wavelength and $\text{base} \cdot 2\pi$: $1 - \text{base}^{-2/d} \le 2 "
          r"\ln(\text{base})/d$",
    sharp=r"the gap formula is exact; the bound is tight to first order as $d \to \infty$",
    sources=[
        Source(DOC, "§正弦位置编码, after the definition",
               r"波长从 $2\pi$ 到 $10000 \cdot 2\pi$ 呈[几何级数](@entry_id:158490)增长"),
        Source(DOC, "§正弦位置编码, definition",
               r"\mathrm{PE}(t)_{2i} = \sin(t / 10000^{2i/d})", role="defines"),
        Source(DOC, "§正弦位置编码, definition",
               r"\mathrm{PE}(t)_{2i+1} = \cos(t / 10000^{2i/d})", role="defines"),
        Source(DOC, "§正弦位置编码, after the definition",
               r"其中 $i$ 是维度索引，从 $0$ 到 $d/2 - 1$", role="defines"),
    ],
    domain={"d": dims(), "base": bases()},
    examples=[{"d": 8, "base": 10000}, {"d": 512, "base": 10000}, {"d": 2, "base": 10000}],
)


@claim.proof
def proof(pf):
    b = sp.Symbol("b", positive=True)
    h = sp.Symbol("h", integer=True, positive=True)  # h = d/2
    i = sp.Symbol("i", integer=True, nonnegative=True)
    lam = lambda k: 2 * sp.pi / b ** (-2 * k / (2 * h))
    pf.eq("geometric: lambda_{i+1} / lambda_i = base^(2/d)", lam(i + 1) / lam(i), b ** (1 / h))
    pf.eq("first term: lambda_0 = 2*pi", lam(0), 2 * sp.pi)
    pf.eq("last term: lambda_{d/2-1} = 2*pi*base^(1-2/d)", lam(h - 1), 2 * sp.pi * b ** (1 - 1 / h))
    pf.eq("relative gap to base*2*pi is 1 - base^(-2/d)",
          (2 * sp.pi * b - lam(h - 1)) / (2 * sp.pi * b), 1 - b ** (-1 / h))
    pf.eq("the gap vanishes only in the limit d -> infinity", sp.limit(1 - b ** (-1 / h), h, sp.oo), 0)
    pf.eq("d = 512, base 10000: largest wavelength = 2*pi*10000^(255/256)",
          lam(255).subs({b: 10000, h: 256}), 2 * sp.pi * sp.Integer(10000) ** sp.Rational(255, 256))
    pf.eq("d = 8, base 10000: largest wavelength = 2000*pi, relative gap 9/10",
          sp.Matrix([lam(3).subs({b: 10000, h: 4}), (1 - b ** (-sp.Rational(1, 4))).subs(b, 10000)]),
          sp.Matrix([2000 * sp.pi, sp.Rational(9, 10)]))
    pf.true("d = 512, base 10000: relative gap is between 3.5 % and 3.6 %",
            sp.And(sp.Gt(1 - sp.Integer(10000) ** sp.Rational(-1, 256), sp.Rational(35, 1000)),
                   sp.Lt(1 - sp.Integer(10000) ** sp.Rational(-1, 256), sp.Rational(36, 1000))))
    pf.note("bound 1 - e^{-x} <= x",
            "with x = 2 ln(base)/d > 0: 1 - base^(-2/d) = 1 - e^{-x} <= x because F(x) = x - 1 + e^{-x} has "
            "F(0) = 0 and F'(x) = 1 - e^{-x} >= 0 (SymPy does not decide exp inequalities)")


@claim.check
def check(ctx, d, base):
    lam_max = wavelength(ctx, d // 2 - 1, d, base)
    top = 2 * ctx.pi * ctx.num(base)
    gap = (top - lam_max) / top
    return Le(gap, 2 * ctx.log(ctx.num(base)) / ctx.num(d))
