import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import ntk_base, power, theta
from suite import Claim, Eq
from suite.domains import dims, scaling_factors

FACTORS = scaling_factors(64)

claim = Claim(
    title=r"NTK-aware scaling, $\text{base}' = \text{base} \cdot s^{d/(d-2)}$, keeps $\theta_0 = 1$ and divides the "
          r"slowest frequency $\theta_{d/2-1}$ by exactly $s$",
    statement=r"With $\theta_i = \text{base}^{-2i/d}$ ($i = 0, \dots, d/2 - 1$) and NTK-aware scaling's "
              r"$\text{base}' = \text{base} \cdot s^{d/(d-2)}$ (bloc97 2023, `base = base * a ** (dim / (dim-2))` with "
              r"$a = s$): $\theta'_i/\theta_i = s^{-2i/(d-2)}$, so "
              r"$\theta'_0 = \theta_0 = 1$ and $\theta'_{d/2-1} = \theta_{d/2-1}/s$.",
    hypotheses=r"$d \ge 4$ even, $\text{base} > 0$, $s > 0$ (a scaling factor has $s > 1$)",
    expect="proved",
    sharp=r"identities; the pairs between are divided by $s^{2i/(d-2)}$, from 1 at $i = 0$ to $s$ at $i = d/2 - 1$",
    sources=[],
    domain={"d": dims(4, 256), "base": st.integers(100, 10 ** 7), "s": FACTORS, "i": st.integers(0, 127)},
    examples=[{"d": 128, "base": 10000, "s": 4, "i": 63}, {"d": 4, "base": 10000, "s": 8, "i": 1},
              {"d": 128, "base": 10000, "s": 4, "i": 0}, {"d": 128, "base": 10000, "s": 4, "i": 20},
              {"d": 256, "base": 10 ** 7, "s": "6399/100", "i": 127}],
    notes=r"bloc97, 'NTK-Aware Scaled RoPE allows LLaMA models to have extended (8k+) context size without any "
          r"fine-tuning' (Reddit, 2023): the highest frequency is kept (extrapolated) and the lowest is interpolated "
          r"like position interpolation. The reference implementation (Hugging Face transformers) has no rope type "
          r"for this fixed NTK scaling: its only NTK rope type is `dynamic`, and pull request 32424, which proposed "
          r"a fixed `ntk` type with bloc97's formula, was closed unmerged. The `dynamic` type "
          "(dynamic_ntk_base_equals_the_base_at_the_original_length_and_grows_with_the_length) has this "
          r"form with $sL/L_0 - (s - 1)$ in place of $s$. That $d/(d-2)$ is the only exponent $k$ of "
          r"$\text{base} \cdot s^k$ that does this: "
          "ntk_exponent_d_over_d_minus_2_is_the_only_one_that_divides_the_last_frequency_by_the_factor.",
)


@claim.proof
def proof(pf):
    b, s, e = sp.symbols("b s e", positive=True)
    i = sp.Symbol("i", nonnegative=True)
    d = e + 2  # d > 2
    nb = b * s ** (d / (d - 2))
    pf.eq("theta'_i / theta_i = (b s^(d/(d-2)))^(-2i/d) / b^(-2i/d) = s^(-2i/(d-2))",
          nb ** (-2 * i / d) / b ** (-2 * i / d), s ** (-2 * i / (d - 2)))
    ratio = s ** (-2 * i / (d - 2))
    pf.eq("i = 0: the ratio is s^0 = 1 (theta'_0 = theta_0 = 1)", ratio.subs(i, 0), 1)
    pf.eq("i = d/2 - 1: the ratio is s^(-1)", ratio.subs(i, d / 2 - 1), 1 / s)
    pf.eq("directly: theta'_{d/2-1} = (b s^(d/(d-2)))^(-(d-2)/d) = b^(-(d-2)/d) / s = theta_{d/2-1} / s",
          nb ** (-2 * (d / 2 - 1) / d), b ** (-2 * (d / 2 - 1) / d) / s)


@claim.check
def check(ctx, d, base, s, i):
    # the ratio at pair i mod d/2: 1 at i = 0, 1/s at the last pair (the examples), s^(-2i/(d-2)) between
    from fractions import Fraction

    s = Fraction(s)
    i = i % (d // 2)
    return Eq(theta(ctx, i, d, ntk_base(ctx, base, s, d)), theta(ctx, i, d, base) * power(ctx, ctx.num(s), Fraction(-2 * i, d - 2)))
