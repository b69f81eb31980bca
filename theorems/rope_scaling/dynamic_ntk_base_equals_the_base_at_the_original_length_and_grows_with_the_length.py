import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import dynamic_ntk_base
from suite import Claim, Lt
from suite.domains import dims, scaling_factors

FACTORS = scaling_factors(32)

claim = Claim(
    title=r"Dynamic NTK's base $b(L) = \text{base}\,(sL/L_0 - (s-1))^{d/(d-2)}$ equals the base at $L = L_0$ and "
          r"grows strictly with the length $L$",
    statement=r"Dynamic NTK scaling (emozilla 2023; the reference implementation's `dynamic` rope type, "
              r"`base * ((factor * seq_len / max_position_embeddings) - (factor - 1)) ** (dim / (dim - 2))`) uses "
              r"at sequence length $L$ the base $b(L) = \text{base}\,(sL/L_0 - (s-1))^{d/(d-2)}$. At $L = L_0$ it "
              r"is $\text{base}$ (no scaling: continuous with plain RoPE), and wherever it is defined "
              r"($sL/L_0 - (s-1) > 0$) it increases strictly with $L$.",
    hypotheses=r"$d \ge 4$ even, $\text{base} > 0$, $s > 1$, $L_0 \ge 1$; $L$ real with $sL/L_0 - (s-1) > 0$ "
               r"(in particular every $L \ge L_0$)",
    expect="proved",
    sharp=r"$b(L_0) = \text{base}$ is an identity; the growth is strict",
    sources=[],
    domain={"d": dims(4, 256), "base": st.sampled_from([10000, 500000, 1000000]), "s": FACTORS,
            "L0": st.sampled_from([2048, 4096, 8192]), "extra": st.integers(0, 10 ** 6),
            "delta": st.integers(1, 10 ** 4)},
    examples=[{"d": 128, "base": 10000, "s": 4, "L0": 4096, "extra": 0, "delta": 1},
              {"d": 128, "base": 10000, "s": 4, "L0": 4096, "extra": 12288, "delta": 4096}],
    notes=r"The check compares $b(L)$ with $b(L + \delta)$ at $L = L_0 + \text{extra}$. A published bug reduced the "
          r"formula to one that loses the $L$ dependence, $\text{base}\,(s L_0/L_0 - (s-1))^{d/(d-2)} = "
          r"\text{base}$ for every $L$ (no scaling at all): it is a hand-written mutant here, and refuted. "
          r"The reference implementation takes $L = \max(\text{seq\_len}, L_0)$, which keeps the term $\ge 1$.",
)


@claim.proof
def proof(pf):
    b, s, L0, u, e = sp.symbols("b s L_0 u e", positive=True)
    L = sp.Symbol("L", positive=True)
    d = e + 2  # d > 2
    p = d / (d - 2)
    pf.eq("at L = L0: s L0/L0 - (s - 1) = 1, so b(L0) = base",
          b * (s * L0 / L0 - (s - 1)) ** p, b)
    term = s * L / L0 - (s - 1)
    pf.eq("d b(L)/dL = base p (sL/L0 - (s-1))^(p-1) s/L0", sp.diff(b * term ** p, L),
          b * p * term ** (p - 1) * s / L0)
    pf.true("with u = sL/L0 - (s-1) > 0 the derivative base p u^(p-1) s/L0 is > 0",
            sp.Gt(b * p * u ** (p - 1) * s / L0, 0))


def _s(s):
    from fractions import Fraction

    return Fraction(s)


@claim.check
def check(ctx, d, base, s, L0, extra, delta):
    L = L0 + extra
    return Lt(dynamic_ntk_base(ctx, base, _s(s), L, L0, d), dynamic_ntk_base(ctx, base, _s(s), L + delta, L0, d))


@claim.mutant
def length_dependence_lost(ctx, d, base, s, L0, extra, delta):
    # the published reduction: the sequence length replaced by the original length, so the base never changes
    return Lt(dynamic_ntk_base(ctx, base, _s(s), L0, L0, d), dynamic_ntk_base(ctx, base, _s(s), L0, L0, d))
