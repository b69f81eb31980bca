import math
from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import dynamic_ntk_base
from suite import Claim, Eq, Lt
from suite.domains import dims, scaling_factors

FACTORS = scaling_factors(32)

claim = Claim(
    title=r"Dynamic NTK's base $b(L) = \text{base}\,(sL/L_0 - (s-1))^{d/(d-2)}$ equals the base at $L = L_0$ and "
          r"grows strictly with the length $L$",
    statement=r"Dynamic NTK scaling (emozilla 2023; the reference implementation's `dynamic` rope type, "
              r"`_compute_dynamic_ntk_parameters`: "
              r"`base * ((factor * seq_len / max_position_embeddings) - (factor - 1)) ** (dim / (dim - 2))`) uses "
              r"at sequence length $L$ the base $b(L) = \text{base}\,(sL/L_0 - (s-1))^{d/(d-2)}$. At $L = L_0$ it "
              r"is $\text{base}$ (no scaling: continuous with plain RoPE), and wherever it is defined "
              r"($sL/L_0 - (s-1) > 0$, i.e. $L > L_0(1 - 1/s)$) it increases strictly with $L$.",
    hypotheses=r"$d \ge 4$ even, $\text{base} > 0$, $s > 1$, $L_0 > 0$; $L$ real with $sL/L_0 - (s-1) > 0$ "
               r"(in particular every $L \ge L_0$)",
    expect="proved",
    sharp=r"$b(L_0) = \text{base}$ is an identity; the growth is strict, with $b'(L) > 0$ at every $L$ of the domain",
    sources=[],
    domain={"d": dims(4, 256), "base": st.integers(100, 10 ** 7), "s": FACTORS,
            "L0": st.integers(256, 65536), "extra": st.integers(-10 ** 4, 10 ** 6), "delta": st.integers(1, 10 ** 4)},
    examples=[{"d": 128, "base": 10000, "s": 4, "L0": 4096, "extra": 0, "delta": 1},
              {"d": 128, "base": 10000, "s": 4, "L0": 4096, "extra": 12288, "delta": 4096},
              {"d": 4, "base": 100, "s": 2, "L0": 65536, "extra": 10 ** 6, "delta": 1},
              {"d": 128, "base": 10000, "s": 4, "L0": 4096, "extra": -1022, "delta": 1}],
    notes=r"The proof substitutes $u = sL/L_0 - (s-1) > 0$: $b'(L) = \text{base}\,p\,u^{p-1} s/L_0 > 0$ with "
          r"$p = d/(d-2)$, and for a step $\delta > 0$, $b(L+\delta)/b(L) = (1 + s\delta/(L_0 u))^p > 1$. "
          r"The check states $b(L_0) = \text{base}$ (extra $= 0$) and otherwise compares $b(L)$ with "
          r"$b(L + \delta)$, at $L = L_0 + \text{extra}$ for $\text{extra} > 0$ and, for $\text{extra} < 0$, at an "
          r"$L$ between $L_0(1 - 1/s)$ and $L_0$: $L = L_0 - k$ with $1 \le k \le \lceil L_0/s \rceil - 1$ (the last "
          r"example: $L = 3074 > 4096 \cdot 3/4 = 3072$). "
          r"A published bug loses the $L$ dependence: vLLM's `DynamicNTKScalingRotaryEmbedding` evaluated the "
          r"formula at the fixed length $sL_0$ instead of the sequence length (vLLM issues 5093 and 41236), so its "
          r"term was the constant $s \cdot s - (s - 1) = s^2 - s + 1$ (a static NTK scaling); the repair "
          r"described in vLLM pull request 41301 (drop the extra factor $s$, with the fixed length $sL_0$ still in "
          r"place of the sequence length) reduces the term to $sL_0/L_0 - (s - 1) = 1$, i.e. $b = \text{base}$ for every $L$: no scaling at all. The "
          r"hand-written mutant `length_dependence_lost` is that reduction, $b(L) = \text{base}\,(sL_0/L_0 - "
          r"(s-1))^{d/(d-2)}$ for every $L$, claimed to grow; it is constant, and refuted. The reference "
          r"implementation takes $L = \max(\text{seq\_len}, L_0)$, which keeps the term $\ge 1$; below "
          r"$L_0(1 - 1/s)$ the formula as written is not usable "
          "(dynamic_ntk_term_is_not_positive_below_a_fraction_of_the_original_length).",
)


@claim.proof
def proof(pf):
    b, t, L0, u, e, delta = sp.symbols("b t L_0 u e delta", positive=True)
    L = sp.Symbol("L", positive=True)
    s = 1 + t  # s > 1
    d = e + 2  # d > 2
    p = d / (d - 2)
    term = s * L / L0 - (s - 1)
    pf.eq("at L = L0: s L0/L0 - (s - 1) = 1, so b(L0) = base", b * term.subs(L, L0) ** p, b)
    at_u = L0 * (u + s - 1) / s  # the L at which the term is u
    pf.eq("the term at L = L0 (u + s - 1)/s is u (every u > 0 of the domain is reached)", term.subs(L, at_u), u)
    pf.eq("b'(L) = base p u^(p-1) s/L0 there", sp.diff(b * term ** p, L).subs(L, at_u),
          b * p * u ** (p - 1) * s / L0)
    pf.true("base p u^(p-1) s/L0 > 0 for u > 0: b is strictly increasing where it is defined",
            sp.Gt(b * p * u ** (p - 1) * s / L0, 0))
    pf.eq("one step: the term at L + delta is u + s delta/L0", term.subs(L, at_u + delta), u + s * delta / L0)
    pf.eq("b(L + delta)/b(L) = (1 + s delta/(L0 u))^p",
          (b * (u + s * delta / L0) ** p) / (b * u ** p), (1 + s * delta / (L0 * u)) ** p)
    pf.true("ln of (1 + s delta/(L0 u))^p is p ln(1 + s delta/(L0 u)) > 0, so b(L + delta) > b(L)",
            sp.Gt(p * sp.log(1 + s * delta / (L0 * u)), 0))


def _length(s, L0, extra):
    """L0 + extra for extra >= 0; for extra < 0 an integer L = L0 - k, 1 <= k <= ceil(L0/s) - 1, so that
    L0 (1 - 1/s) < L < L0 (the term between 0 and 1)."""
    if extra >= 0:
        return L0 + extra
    m = max(math.ceil(Fraction(L0) / s) - 1, 1)  # L0 - k > L0 - L0/s for k <= m
    return L0 - 1 - ((-extra - 1) % m) if m > 1 else L0


@claim.check
def check(ctx, d, base, s, L0, extra, delta):
    s = Fraction(s)
    if extra == 0:
        return Eq(dynamic_ntk_base(ctx, base, s, L0, L0, d), ctx.num(base))
    L = _length(s, L0, extra)
    return Lt(dynamic_ntk_base(ctx, base, s, L, L0, d), dynamic_ntk_base(ctx, base, s, L + delta, L0, d))


def _base_length_lost(ctx, base, s, L, L0, d):
    """The published reduction: the sequence length L replaced by L0, so the term is s L0/L0 - (s - 1) = 1."""
    return dynamic_ntk_base(ctx, base, s, L0, L0, d)


@claim.mutant
def length_dependence_lost(ctx, d, base, s, L0, extra, delta):
    s = Fraction(s)
    L = _length(s, L0, extra)
    return Lt(_base_length_lost(ctx, base, s, L, L0, d), _base_length_lost(ctx, base, s, L + delta, L0, d))
