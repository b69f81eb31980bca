import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import longrope_attention_factor
from suite import Claim, Eq
from suite.domains import scaling_factors

FACTORS = scaling_factors(32, one=True)

claim = Claim(
    title=r"LongRoPE's attention factor $\sqrt{1 + \ln s / \ln L_0}$ is 1 at $s = 1$ and grows strictly with the "
          r"factor $s$",
    statement=r"LongRoPE (Ding et al. 2024; the reference implementation's `_compute_longrope_parameters`, "
              r"`math.sqrt(1 + math.log(factor) / math.log(original_max_position_embeddings))`) scales cos and sin "
              r"by $f(s) = \sqrt{1 + \ln s / \ln L_0}$ ($L_0$ the original length); $f(1) = 1$ and $f$ increases strictly in $s$ for $s \ge 1$ "
              r"($L_0 > 1$). Its frequencies are $\theta_i/\lambda_i$ with a factor $\lambda_i$ per pair; with every "
              r"$\lambda_i = s$ they are position interpolation's $\theta_i/s$.",
    hypotheses=r"$L_0 > 1$; $s \ge 1$; the configuration gives no explicit `attention_factor` (which the reference "
               r"uses instead of $f(s)$)",
    expect="proved",
    sharp=r"$f(1) = 1$ exactly; at $s = 4$, $L_0 = 4096$: $f = \sqrt{1 + 1/6} = 1.0801$",
    sources=[],
    domain={"s": FACTORS, "L0": st.sampled_from([2048, 4096, 8192, 131072])},
    examples=[{"s": 4, "L0": 4096}, {"s": 1, "L0": 4096}],
    notes=r"LongRoPE's frequencies are $\theta_i/\lambda_i$ with a searched factor $\lambda_i$ per pair "
          r"(`long_factor` beyond $L_0$, `short_factor` within it); with every $\lambda_i = s$ they are position "
          r"interpolation's. Older versions of the reference wrote `math.log(max_position_embeddings)` with that "
          r"variable set to the original length; the version that reads `original_max_position_embeddings` also "
          r"takes $s$ = `max_position_embeddings / original_max_position_embeddings` when the configuration has the "
          r"original length. The check states the value, $f(s)^2 - 1 = \ln s / \ln L_0$, with $f$ the suite's "
          r"`longrope_attention_factor` (1 for $s \le 1$, as the reference): $f(1) = 1$ is the case $s = 1$ (second "
          r"example), and the growth is the proof's. Hand-written mutants (no square root; YaRN's $0.1 \ln s + 1$; "
          r"$\ln(2L_0)$ for $\ln L_0$) are refuted.",
)


@claim.proof
def proof(pf):
    s, L0m1 = sp.symbols("s m", positive=True)
    L0 = 1 + L0m1  # L0 > 1
    f = sp.sqrt(1 + sp.log(s) / sp.log(L0))
    pf.eq("f(1) = 1", f.subs(s, 1), 1)
    pf.eq("f'(s) = 1 / (2 s ln L0 f(s))", sp.diff(f, s), 1 / (2 * s * sp.log(L0) * f))
    u = sp.Symbol("u", nonnegative=True)  # s = 1 + u >= 1: ln s >= 0, so f >= 1 > 0
    pf.true("for s = 1 + u >= 1, f'(s) > 0: f is strictly increasing on s >= 1",
            sp.Gt(1 / (2 * (1 + u) * sp.log(L0) * sp.sqrt(1 + sp.log(1 + u) / sp.log(L0))), 0))
    th, lam = sp.symbols("theta lambda", positive=True)
    pf.eq("with every lambda_i = s the frequencies theta_i/lambda_i are theta_i/s", (th / lam).subs(lam, s), th / s)


def _value(ctx, s, L0, f):
    from fractions import Fraction

    s = Fraction(s)
    v = f(ctx, s, L0)
    return Eq(v * v - ctx.num(1), ctx.log(ctx.num(s)) / ctx.log(ctx.num(L0)))


@claim.check
def check(ctx, s, L0):
    return _value(ctx, s, L0, longrope_attention_factor)


@claim.mutant
def no_square_root(ctx, s, L0):
    return _value(ctx, s, L0, lambda ctx, s, L0: ctx.num(1) + ctx.log(ctx.num(s)) / ctx.log(ctx.num(L0)))


@claim.mutant
def yarn_temperature_instead(ctx, s, L0):
    return _value(ctx, s, L0, lambda ctx, s, L0: ctx.num(1) + ctx.log(ctx.num(s)) / ctx.num(10))


@claim.mutant
def log_of_twice_the_length(ctx, s, L0):
    return _value(ctx, s, L0, lambda ctx, s, L0: ctx.sqrt(ctx.num(1) + ctx.log(ctx.num(s)) / ctx.log(ctx.num(2 * L0))))
