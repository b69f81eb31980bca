import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import longrope_attention_factor
from suite import Claim, Lt
from suite.domains import scaling_factors

FACTORS = scaling_factors(32, one=True)

claim = Claim(
    title=r"LongRoPE's attention factor $\sqrt{1 + \ln s / \ln L_0}$ is 1 at $s = 1$ and grows strictly with the "
          r"factor $s$",
    statement=r"LongRoPE (Ding et al. 2024; the reference implementation's `_compute_longrope_parameters`, "
              r"`math.sqrt(1 + math.log(factor) / math.log(max_position_embeddings))`, with `max_position_embeddings` "
              r"there the original length $L_0$) scales cos and sin "
              r"by $f(s) = \sqrt{1 + \ln s / \ln L_0}$; $f(1) = 1$ and $f$ increases strictly in $s$ for $s \ge 1$ "
              r"($L_0 > 1$). Its frequencies are $\theta_i/\lambda_i$ with a factor $\lambda_i$ per pair; with every "
              r"$\lambda_i = s$ they are position interpolation's $\theta_i/s$.",
    hypotheses=r"$L_0 > 1$; $s \ge 1$, $\delta > 0$",
    expect="proved",
    sharp=r"$f(1) = 1$ exactly; at $s = 4$, $L_0 = 4096$: $f = \sqrt{1 + 1/6} = 1.0801$",
    sources=[],
    domain={"s": FACTORS, "delta": st.sampled_from([1, "1/4", 8]), "L0": st.sampled_from([2048, 4096, 8192, 131072])},
    examples=[{"s": 4, "delta": 1, "L0": 4096}, {"s": 1, "delta": "1/4", "L0": 4096}],
    notes=r"LongRoPE's frequencies are $\theta_i/\lambda_i$ with a searched factor $\lambda_i$ per pair "
          r"(`long_factor` beyond $L_0$, `short_factor` within it); with every $\lambda_i = s$ they are position "
          r"interpolation's. The check compares $f(s)$ with $f(s + \delta)$ (the reference implementation's factor is 1 for "
          r"$s \le 1$, which agrees with $f(1) = 1$).",
)


@claim.proof
def proof(pf):
    s, L0m1 = sp.symbols("s m", positive=True)
    L0 = 1 + L0m1  # L0 > 1
    f = sp.sqrt(1 + sp.log(s) / sp.log(L0))
    pf.eq("f(1) = 1", f.subs(s, 1), 1)
    pf.eq("f'(s) = 1 / (2 s ln L0 f(s))", sp.diff(f, s), 1 / (2 * s * sp.log(L0) * f))
    u = sp.Symbol("u", nonnegative=True)  # s = 1 + u >= 1: ln s >= 0, so f >= 1 > 0
    pf.true("for s = 1 + u >= 1, f'(s) > 0", sp.Gt(1 / (2 * (1 + u) * sp.log(L0) * sp.sqrt(1 + sp.log(1 + u) / sp.log(L0))), 0))


@claim.check
def check(ctx, s, delta, L0):
    from fractions import Fraction

    s, delta = Fraction(s), Fraction(delta)
    return Lt(longrope_attention_factor(ctx, s, L0), longrope_attention_factor(ctx, s + delta, L0))
