import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import ntk_base, theta
from suite import Claim, Eq
from suite.domains import dims, scaling_factors

FACTORS = scaling_factors(64)

claim = Claim(
    title=r"NTK-aware scaling, $\text{base}' = \text{base} \cdot s^{d/(d-2)}$, keeps $\theta_0 = 1$ and divides the "
          r"slowest frequency $\theta_{d/2-1}$ by exactly $s$",
    statement=r"With $\theta_i = \text{base}^{-2i/d}$ and NTK-aware scaling's $\text{base}' = \text{base} \cdot "
              r"s^{d/(d-2)}$ (bloc97 2023; the reference implementation's `ntk` rope type; `dynamic` has the same form with "
              r"$sL/L_0 - (s - 1)$ in place of $s$): "
              r"$\theta'_0 = \theta_0 = 1$ and $\theta'_{d/2-1} = \theta_{d/2-1}/s$.",
    hypotheses=r"$d \ge 4$ even, $\text{base} > 1$, $s > 0$",
    expect="proved",
    sharp="identities (the pairs between are divided by $s^{2i/(d-2)}$, from 1 to $s$)",
    sources=[],
    domain={"d": dims(4, 256), "base": st.sampled_from([10000, 500000, 1000000, 100]), "s": FACTORS},
    examples=[{"d": 128, "base": 10000, "s": 4}, {"d": 4, "base": 10000, "s": 8}],
    notes=r"bloc97, 'NTK-Aware Scaled RoPE allows LLaMA models to have extended (8k+) context size without any "
          r"fine-tuning' (Reddit, 2023): the highest frequency is kept (extrapolated) and the lowest interpolated "
          r"like position interpolation.",
)


@claim.proof
def proof(pf):
    b, s, e = sp.symbols("b s e", positive=True)
    d = e + 2  # d > 2
    nb = b * s ** (d / (d - 2))
    pf.eq("theta'_0 = base'^0 = 1", nb ** 0, 1)
    pf.eq("theta'_{d/2-1} = (b s^(d/(d-2)))^(-(d-2)/d) = b^(-(d-2)/d) / s",
          sp.expand_power_base(nb ** (-(d - 2) / d)), b ** (-(d - 2) / d) / s)
    pf.eq("theta_{d/2-1} = b^(-2(d/2-1)/d) = b^(-(d-2)/d)", b ** (-2 * (d / 2 - 1) / d), b ** (-(d - 2) / d))


@claim.check
def check(ctx, d, base, s):
    from fractions import Fraction

    s = Fraction(s)
    last = d // 2 - 1
    return Eq(theta(ctx, last, d, ntk_base(ctx, base, s, d)), theta(ctx, last, d, base) / ctx.num(s))
