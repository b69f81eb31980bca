
import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Le, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"For $d = 512$ the capacity estimate $\log_2(10000) \cdot 256 \approx 3401.65$ is about 3400",
    statement=r"$256 \log_2(10000) = 1024 \log_2(10) = 3401.654\ldots$, which rounds to 3400 at its last nonzero "
              r"digit (the hundreds): $|3401.654\ldots - 3400| \approx 1.65 \le 50$.",
    hypotheses=r"$d = 512$; arithmetic only",
    expect="proved",
    sources=[Source(DOC, "§6.2.6, parameter efficiency", r"对于$d_{\text{model}} = 512$，这约能编码3400比特的信息",
                    fidelity="partial",
                    part=r"the number only: $\log_2(10000) \times 512/2 = 3401.654\ldots \approx 3400$; that the encoding 'can "
                         r"encode' this many bits rests on the heuristic premise of the previous sentence and is not "
                         r"checked (appendix)")],
    domain={"d": st.just(512)},
    examples=[{"d": 512}],
    sharp=r'$|3401.654\ldots - 3400| \approx 1.65$.',
    notes=r"Rounding to the digits shown, the report's rule for '≈' (docs/claims.md): $|256 \log_2(10000) - 3400| \le 50$ (half-unit of the hundreds to which '约3400' is rounded); the actual error is about 1.65. "
          r"The document's own shortcut $6.6 \times 512 = 3379.2$ is also within 50 of 3400.",
)


@claim.proof
def proof(pf):
    v = 256 * sp.log(10000, 2)
    pf.eq("256 log2(10000) = 1024 log2(10)", v, 1024 * sp.log(10, 2))
    pf.true("|256 log2(10000) - 3400| <= 50", sp.Le(sp.Abs(v - 3400), 50))
    pf.true("and in fact <= 2", sp.Le(sp.Abs(v - 3400), 2))


@claim.check
def check(ctx, d):
    exact = ctx.log(ctx.num(10000)) / ctx.log(ctx.num(2)) * (d // 2)
    return Le(ctx.abs(exact - ctx.num(3400)), ctx.num(50))


@claim.mutant
def about_3500_bits(ctx, d):
    exact = ctx.log(ctx.num(10000)) / ctx.log(ctx.num(2)) * (d // 2)
    return Le(ctx.abs(exact - ctx.num(3500)), ctx.num(50))
