import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import ntk_alpha, ntk_base
from suite import Claim, Eq
from suite.domains import dims, scaling_factors

ALPHAS = st.one_of(st.sampled_from([2, 4, 8, 16]), scaling_factors(64))

claim = Claim(
    title=r"NTK-aware scaling's $\alpha$ and its base: $\text{base}' = \text{base} \cdot \alpha^{d/(d-2)}$ and "
          r"$\alpha = (\text{base}'/\text{base})^{(d-2)/d}$ are inverse maps",
    statement=r"The $\alpha$ of NTK-aware scaling (bloc97 2023, `base = base * alpha ** (dim / (dim-2))`) converts "
              r"to a base by $\text{base}' = \text{base} \cdot \alpha^{d/(d-2)}$, and a base back to its $\alpha$ by "
              r"$\alpha = (\text{base}'/\text{base})^{(d-2)/d}$; each undoes the other. The reference implementation's "
              r"`factor` for the `ntk` rope type is this $\alpha$.",
    hypotheses=r"$d \ge 4$ even, $\text{base} > 0$, $\alpha > 0$ (and $\text{base}' > 0$)",
    expect="proved",
    sharp="identities",
    sources=[],
    domain={"d": dims(4, 256), "base": st.sampled_from([10000, 500000, 1000000, 100]), "alpha": ALPHAS},
    examples=[{"d": 128, "base": 10000, "alpha": 4}, {"d": 4, "base": 500000, "alpha": "3/2"}],
    notes=r"At $d = 128$, $\alpha = 4$, base 10000: $\text{base}' = 10000 \cdot 4^{64/63} = 40889.94$.",
)


@claim.proof
def proof(pf):
    b, a, e, nb = sp.symbols("b alpha e b'", positive=True)
    d = e + 2  # d > 2
    to_base = b * a ** (d / (d - 2))
    pf.eq("alpha -> base -> alpha: ((b alpha^(d/(d-2)))/b)^((d-2)/d) = alpha",
          sp.powdenest(sp.expand_power_base((to_base / b) ** ((d - 2) / d))), a)
    pf.eq("base' -> alpha -> base': b ((b'/b)^((d-2)/d))^(d/(d-2)) = b'",
          sp.powdenest(b * ((nb / b) ** ((d - 2) / d)) ** (d / (d - 2))), nb)


@claim.check
def check(ctx, d, base, alpha):
    from fractions import Fraction

    alpha = Fraction(alpha)
    return Eq(ntk_alpha(ctx, base, ntk_base(ctx, base, alpha, d), d), ctx.num(alpha))
