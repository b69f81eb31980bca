import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import ntk_alpha, ntk_base
from suite import Claim, Eq
from suite.domains import dims, scaling_factors

ALPHAS = st.one_of(st.sampled_from([2, 4, 8, 16, "1/2", "3/2"]), scaling_factors(64))

claim = Claim(
    title=r"NTK-aware scaling's $\alpha$ and its base: $\text{base}' = \text{base} \cdot \alpha^{d/(d-2)}$ and "
          r"$\alpha = (\text{base}'/\text{base})^{(d-2)/d}$ are inverse maps",
    statement=r"The $\alpha$ of NTK-aware scaling (bloc97 2023, `base = base * a ** (dim / (dim-2))`) converts "
              r"to a base by $\text{base}' = \text{base} \cdot \alpha^{d/(d-2)}$, and a base back to its $\alpha$ by "
              r"$\alpha = (\text{base}'/\text{base})^{(d-2)/d}$; each undoes the other: "
              r"$((\text{base} \cdot \alpha^{d/(d-2)})/\text{base})^{(d-2)/d} = \alpha$ and "
              r"$\text{base} \cdot ((\text{base}'/\text{base})^{(d-2)/d})^{d/(d-2)} = \text{base}'$.",
    hypotheses=r"$d \ge 4$ even, $\text{base} > 0$, $\alpha > 0$, $\text{base}' > 0$ (real powers of positive "
               r"numbers)",
    expect="proved",
    sharp="identities",
    sources=[],
    domain={"d": dims(4, 256), "base": st.integers(100, 10 ** 7), "alpha": ALPHAS},
    examples=[{"d": 128, "base": 10000, "alpha": 4}, {"d": 4, "base": 500000, "alpha": "3/2"},
              {"d": 256, "base": 100, "alpha": 64}],
    notes=r"At $d = 128$, $\alpha = 4$, base 10000: $\text{base}' = 10000 \cdot 4^{64/63} = 40889.94$. bloc97's `a` "
          r"is this $\alpha$ (the 'Alpha value' of the snippet quoted in transformers pull request 32424, which "
          r"proposed a fixed `ntk` rope type and was closed unmerged; the `factor` of the suite's `ntk` method is "
          r"this $\alpha$). The check "
          r"converts $\alpha$ to a base with `ntk_base` and back with `ntk_alpha`; the proof also does the other "
          "composition.",
)


@claim.proof
def proof(pf):
    b, a, e, nb = sp.symbols("b alpha e b'", positive=True)
    d = e + 2  # d > 2
    to_base = b * a ** (d / (d - 2))
    pf.eq("alpha -> base -> alpha: ((b alpha^(d/(d-2)))/b)^((d-2)/d) = alpha", (to_base / b) ** ((d - 2) / d), a)
    pf.eq("base' -> alpha -> base': b ((b'/b)^((d-2)/d))^(d/(d-2)) = b'",
          b * ((nb / b) ** ((d - 2) / d)) ** (d / (d - 2)), nb)


@claim.check
def check(ctx, d, base, alpha):
    from fractions import Fraction

    alpha = Fraction(alpha)
    return Eq(ntk_alpha(ctx, base, ntk_base(ctx, base, alpha, d), d), ctx.num(alpha))
