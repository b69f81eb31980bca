import sympy as sp
from hypothesis import strategies as st

from numeric.complex import cexp, cmul
from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"$c_n = \operatorname{diag}(r_m^n)\, c_0$ with $r_m^n = e^{-i n/\omega_m}$: each pair rotated $n$ times "
          "by $r_m$",
    statement=r"For integer $n \ge 0$: $c_0 = (1, \ldots, 1)$, $(e^{-i f_m})^n = e^{-i n f_m}$, hence $T^n c_0 = "
              r"\operatorname{diag}(r_m^n)\, c_0 = c_n$.",
    hypotheses=r"$n$ integer $\ge 0$; $f_m = 1/\omega_m$ real",
    expect="proved",
    sources=[
        Source(DOC, "(6.2.31)",
               r"c_i = T^i(c_0) = \text{diag}(r_0^i, r_1^i, \ldots, r_{d_{\text{model}}/2-1}^i) c_0 \tag{6.2.31}"),
        Source(DOC, "after (6.2.31)", r"位置$i$的编码是初始编码经过各频率成分独立旋转$i$次后的结果"),
    ],
    domain={"d": dims(), "k": st.integers(0, 2047), "n": st.integers(0, 200)},
    examples=[{"d": 8, "k": 0, "n": 2}, {"d": 512, "k": 100, "n": 200}],
    sharp='identities.',
    notes=r"The document's gloss '$r_m^i = e^{-i/\omega_m}$' after (6.2.31) is wrong: "
          "not_rotation_factor_power_is_e_to_the_minus_i_over_omega.",
)


@claim.proof
def proof(pf):
    n = sp.Symbol("n", integer=True, nonnegative=True)
    f = sp.Symbol("f", real=True)
    fs = sp.symbols("f0 f1", real=True)
    pf.eq("c_0[m] = e^0 = 1", sp.exp(-sp.I * 0 * f), 1)
    pf.eq("r^n = (e^{-if})^n = e^{-inf} = c_n[m]", sp.exp(-sp.I * f) ** n, sp.exp(-sp.I * n * f))
    D = sp.diag(*[sp.exp(-sp.I * g) for g in fs])
    pf.eq("diag(r)^3 = diag(r^3) (two symbolic frequencies)", D ** 3, sp.diag(*[sp.exp(-sp.I * g) ** 3 for g in fs]))
    pf.eq("diag(r^n) c_0 = c_n", sp.diag(*[sp.exp(-sp.I * g) ** n for g in fs]) * sp.Matrix([1, 1]),
          sp.Matrix([sp.exp(-sp.I * n * g) for g in fs]))


@claim.check
def check(ctx, d, k, n):
    f = inv_freq(ctx, pair_from_integer(d, k), d)
    r = cexp(ctx, -f)
    z = (ctx.num(1), ctx.num(0))  # c_0[m]
    for _ in range(n):  # apply T n times
        z = cmul(z, r)
    return Eq(z[0], ctx.cos(ctx.num(n) * f))
