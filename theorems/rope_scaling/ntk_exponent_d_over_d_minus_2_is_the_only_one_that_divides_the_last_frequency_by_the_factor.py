import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import power, theta
from suite import Claim, Eq
from suite.domains import dims, scaling_factors

FACTORS = scaling_factors(64)

claim = Claim(
    title=r"$\text{base}' = \text{base} \cdot s^k$ divides $\theta_{d/2-1}$ by $s$ only for $k = d/(d-2)$; "
          r"$k = (d-2)/d$ misses by $s^{(4d-4)/d^2}$ and $k = 1$ by $s^{2/d}$",
    statement=r"With $\theta_i = \text{base}^{-2i/d}$ and $\text{base}' = \text{base} \cdot s^k$, "
              r"$\theta'_{d/2-1}/\theta_{d/2-1} = s^{-k(d-2)/d}$. For $s > 1$ this is $1/s$ exactly when "
              r"$k = d/(d-2)$, NTK-aware scaling's exponent (bloc97 2023). The neighbouring guesses do not: "
              r"$k = (d-2)/d$ divides $\theta_{d/2-1}$ by $s^{((d-2)/d)^2}$, short of $s$ by the factor "
              r"$s^{(4d-4)/d^2}$; $k = 1$ (scaling the base by $s$) divides it by $s^{(d-2)/d}$, short by $s^{2/d}$.",
    hypotheses=r"$d \ge 4$ even, $\text{base} > 1$, $s > 1$",
    expect="proved",
    sharp=r"identities; at $d = 128$, $s = 4$: $k = 1$ misses by $4^{1/64} = 1.0219$, $k = 126/128$ by "
          r"$4^{508/16384} = 1.0439$",
    sources=[],
    domain={"d": dims(4, 256), "base": st.sampled_from([10000, 500000, 1000000, 100]), "s": FACTORS},
    examples=[{"d": 128, "base": 10000, "s": 4}, {"d": 4, "base": 10000, "s": 8}],
    notes=r"The check states the miss of $k = 1$: $\theta_{d/2-1}(\text{base}) / \theta_{d/2-1}(s \cdot "
          r"\text{base}) = s^{(d-2)/d}$, not $s$ (a hand-written mutant claims $s$).",
)


@claim.proof
def proof(pf):
    b, s, e, k = sp.symbols("b s e k", positive=True)
    d = e + 2  # d > 2
    ratio = (b * s ** k) ** (-(d - 2) / d) / b ** (-(d - 2) / d)
    pf.eq("theta'_{d/2-1} / theta_{d/2-1} = s^(-k(d-2)/d)", sp.expand_power_base(ratio),
          s ** (-k * (d - 2) / d))
    t = sp.Symbol("t", positive=True)  # s = 1 + t > 1
    pf.true("ln s > 0 for s = 1 + t > 1, so s^x = s^(-1) iff x = -1", sp.Gt(sp.log(1 + t), 0))
    dd = d
    kk = sp.Symbol("k")
    pf.sets_equal("k (d-2)/d = 1 has the one solution k = d/(d-2) (d > 2)",
                  sp.solveset(sp.Eq(kk * (dd - 2) / dd, 1), kk, sp.S.Reals), sp.FiniteSet(dd / (dd - 2)))
    pf.eq("k = (d-2)/d: the divisor s^(((d-2)/d)^2) is s / s^((4d-4)/d^2)",
          s ** (((d - 2) / d) ** 2) * s ** ((4 * d - 4) / d ** 2), s)
    pf.eq("k = 1: the divisor s^((d-2)/d) is s / s^(2/d)", s ** ((d - 2) / d) * s ** (2 / d), s)


@claim.check
def check(ctx, d, base, s):
    from fractions import Fraction

    s = Fraction(s)
    last = d // 2 - 1
    moved = theta(ctx, last, d, ctx.num(base) * ctx.num(s))
    return Eq(theta(ctx, last, d, base) / moved, power(ctx, ctx.num(s), Fraction(d - 2, d)))


@claim.mutant
def base_times_s_divides_by_s(ctx, d, base, s):
    from fractions import Fraction

    s = Fraction(s)
    last = d // 2 - 1
    moved = theta(ctx, last, d, ctx.num(base) * ctx.num(s))
    return Eq(theta(ctx, last, d, base) / moved, ctx.num(s))
