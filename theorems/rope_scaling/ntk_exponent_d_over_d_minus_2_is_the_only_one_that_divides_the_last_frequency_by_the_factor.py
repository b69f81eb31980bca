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
              r"$k = d/(d-2)$, NTK-aware scaling's exponent (bloc97 2023, `base = base * a ** (dim / (dim-2))`). "
              r"The neighbouring guesses scale too little: $k = (d-2)/d$ divides $\theta_{d/2-1}$ by "
              r"$s^{((d-2)/d)^2}$, short of $s$ by the factor $s^{(4d-4)/d^2}$; $k = 1$ (scaling the base by $s$) "
              r"divides it by $s^{(d-2)/d}$, short by $s^{2/d}$.",
    hypotheses=r"$d \ge 4$ even, $\text{base} > 0$, $s > 1$, $k$ real",
    expect="proved",
    sharp=r"identities; the exponent is unique for each $s > 1$ (at $s = 1$ every $k$ gives 1); at $d = 128$, "
          r"$s = 4$: $k = 1$ misses by $4^{1/64} = 1.0219$, $k = 126/128$ by $4^{508/16384} = 1.0439$",
    sources=[],
    domain={"d": dims(4, 256), "base": st.integers(100, 10 ** 7), "s": FACTORS},
    examples=[{"d": 128, "base": 10000, "s": 4}, {"d": 4, "base": 10000, "s": 8},
              {"d": 256, "base": 500000, "s": "101/100"}],
    notes=r"The exponent of the last pair, $-2(d/2-1)/d = -(d-2)/d$, turns $s^k$ into $s^{-k(d-2)/d}$; equating it "
          r"with $s^{-1}$ for $s > 1$ is a linear equation in $k$. The misses: $1 - ((d-2)/d)^2 = (4d-4)/d^2$ and "
          r"$1 - (d-2)/d = 2/d$, both positive, so both guesses divide the slowest pair by less than $s$. The check "
          r"states the miss of $k = 1$ at drawn $(d, \text{base}, s)$: $\theta_{d/2-1}(\text{base}) / "
          r"\theta_{d/2-1}(s \cdot \text{base}) = s^{(d-2)/d}$; a hand-written mutant claims that it is $s$ (that "
          r"$k = 1$ works), and is refuted. Related: "
          "ntk_scaling_keeps_the_first_frequency_and_divides_the_last_by_the_factor.",
)


@claim.proof
def proof(pf):
    b, s, e, k, t = sp.symbols("b s e k t", positive=True)
    d = e + 2  # d > 2
    last = -2 * (d / 2 - 1) / d
    pf.eq("the last pair's exponent -2(d/2-1)/d is -(d-2)/d", last, -(d - 2) / d)
    ratio = (b * s ** k) ** last / b ** last
    pf.eq("theta'_{d/2-1} / theta_{d/2-1} = (b s^k)^(-(d-2)/d) / b^(-(d-2)/d) = s^(-k(d-2)/d)", ratio,
          s ** (-k * (d - 2) / d))
    kr = sp.Symbol("k", real=True)
    S = 1 + t  # s > 1
    sol = sp.solveset(sp.Eq(S ** (-kr * (d - 2) / d), 1 / S), kr, sp.S.Reals)
    sol = sp.FiniteSet(*[sp.simplify(x) for x in sol]) if isinstance(sol, sp.FiniteSet) else sol
    pf.sets_equal("for s = 1 + t > 1, s^(-k(d-2)/d) = 1/s has the one real solution k = d/(d-2)", sol,
                  sp.FiniteSet(d / (d - 2)))
    pf.sets_equal("likewise after taking logs: -k (d-2)/d ln s = -ln s (ln s > 0) gives k = d/(d-2)",
                  sp.solveset(sp.Eq(-kr * (d - 2) / d * sp.log(S), -sp.log(S)), kr, sp.S.Reals),
                  sp.FiniteSet(d / (d - 2)))
    r = s ** (-k * (d - 2) / d)
    pf.eq("k = (d-2)/d: the ratio is s^(-((d-2)/d)^2)", r.subs(k, (d - 2) / d), s ** (-((d - 2) / d) ** 2))
    pf.eq("... and s^(((d-2)/d)^2) s^((4d-4)/d^2) = s: short of s by s^((4d-4)/d^2)",
          s ** (((d - 2) / d) ** 2) * s ** ((4 * d - 4) / d ** 2), s)
    pf.eq("k = 1: the ratio is s^(-(d-2)/d)", r.subs(k, 1), s ** (-(d - 2) / d))
    pf.eq("... and s^((d-2)/d) s^(2/d) = s: short of s by s^(2/d)", s ** ((d - 2) / d) * s ** (2 / d), s)
    pf.true("both misses are > 1 for s = 1 + t > 1: ln of s^((4d-4)/d^2) is > 0", sp.Gt((4 * d - 4) / d ** 2 * sp.log(S), 0))
    pf.true("ln of s^(2/d) is > 0", sp.Gt(2 / d * sp.log(S), 0))


@claim.check
def check(ctx, d, base, s):
    from fractions import Fraction

    s = Fraction(s)
    last = d // 2 - 1
    moved = theta(ctx, last, d, ctx.num(base) * ctx.num(s))
    return Eq(theta(ctx, last, d, base) / moved, power(ctx, ctx.num(s), Fraction(d - 2, d)))


@claim.mutant
def base_times_s_divides_by_s(ctx, d, base, s):
    # the wrong exponent k = 1 claimed to work: theta_{d/2-1} divided by exactly s
    from fractions import Fraction

    s = Fraction(s)
    last = d // 2 - 1
    moved = theta(ctx, last, d, ctx.num(base) * ctx.num(s))
    return Eq(theta(ctx, last, d, base) / moved, ctx.num(s))


@claim.mutant
def exponent_d_minus_2_over_d_divides_by_s(ctx, d, base, s):
    # the inverted exponent k = (d-2)/d claimed to work
    from fractions import Fraction

    s = Fraction(s)
    last = d // 2 - 1
    moved = theta(ctx, last, d, ctx.num(base) * power(ctx, ctx.num(s), Fraction(d - 2, d)))
    return Eq(theta(ctx, last, d, base) / moved, ctx.num(s))
