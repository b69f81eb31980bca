import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import theta
from suite import Claim, Lt

L0, LOW, HIGH, D, BASE = 8192, 1, 4, 128, 500000

claim = Claim(
    title=r"Llama 3.1's RoPE scaling (base 500000, head dim 128, factor 8, frequency factors 1 and 4, $L_0 = 8192$) "
          r"keeps pairs 0–28, ramps pairs 29–34 and divides pairs 35–63 by 8; the band edges are the wavelengths "
          r"2048 and 8192",
    statement=r"With $\theta_i = 500000^{-2i/128}$ and wavelength $\lambda_i = 2\pi/\theta_i = 2\pi \cdot "
              r"500000^{i/64}$, Llama 3.1's rule (the reference implementation's `_compute_llama3_parameters` with "
              r"`factor` 8, `low_freq_factor` 1, `high_freq_factor` 4, `original_max_position_embeddings` 8192) keeps "
              r"$\theta_i$ for $\lambda_i < 8192/4 = 2048$, i.e. $i = 0 \dots 28$; divides it by 8 for "
              r"$\lambda_i > 8192/1 = 8192$, i.e. $i = 35 \dots 63$; and ramps $i = 29 \dots 34$.",
    hypotheses=r"$i = 0 \dots 63$ the pair index",
    expect="proved",
    sharp=r"the nearest wavelengths to the edges: $\lambda_{28} = 1956.5 < 2048 < \lambda_{29} = 2401.7$ and "
          r"$\lambda_{34} = 6695.1 < 8192 < \lambda_{35} = 8218.7$",
    sources=[],
    domain={"i": st.integers(0, 63)},
    examples=[{"i": 28}, {"i": 29}, {"i": 34}, {"i": 35}],
    notes=r"The check evaluates, per pair, the margin by which $\lambda_i$ lies in its stated band: "
          r"$2048 - \lambda_i$ (kept), $(\lambda_i - 2048)(8192 - \lambda_i)$ (ramped), $\lambda_i - 8192$ "
          r"(scaled), and asserts it is positive. `python -m suite rope-scale --config` prints the same bands.",
)


def wavelength(i):
    return 2 * sp.pi * sp.Integer(BASE) ** sp.Rational(i, D // 2)


@claim.proof
def proof(pf):
    i = sp.Symbol("i", nonnegative=True)
    pf.true("lambda_i = 2 pi 500000^(i/64) increases with i", sp.Gt(sp.diff(2 * sp.pi * sp.Integer(BASE) ** (i / 64), i), 0))
    pf.true("lambda_28 < 2048 (so pairs 0..28 are kept)", sp.Lt(wavelength(28), sp.Rational(L0, HIGH)))
    pf.true("lambda_29 > 2048", sp.Gt(wavelength(29), sp.Rational(L0, HIGH)))
    pf.true("lambda_34 < 8192 (so pairs 29..34 are ramped)", sp.Lt(wavelength(34), sp.Rational(L0, LOW)))
    pf.true("lambda_35 > 8192 (so pairs 35..63 are divided by 8)", sp.Gt(wavelength(35), sp.Rational(L0, LOW)))
    pf.scope = "Llama 3.1's configuration (the statement is about it)"
    pf.scope_is_statement = True


def _margin(ctx, i, kept_to=28, ramped_to=34):
    lam = ctx.num(2) * ctx.pi / theta(ctx, i, D, BASE)
    hi_edge, lo_edge = ctx.num(L0) / ctx.num(HIGH), ctx.num(L0) / ctx.num(LOW)
    if i <= kept_to:
        margin = hi_edge - lam
    elif i <= ramped_to:
        margin = (lam - hi_edge) * (lo_edge - lam)
    else:
        margin = lam - lo_edge
    return Lt(ctx.num(0), margin)


@claim.check
def check(ctx, i):
    return _margin(ctx, i)


@claim.mutant
def kept_band_one_pair_longer(ctx, i):
    # the band edge moved by one pair: 0-29 kept, 30-34 ramped
    return _margin(ctx, i, kept_to=29)


@claim.mutant
def scaled_band_one_pair_earlier(ctx, i):
    # 29-33 ramped, 34-63 scaled
    return _margin(ctx, i, ramped_to=33)
