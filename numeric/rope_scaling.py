"""RoPE scaling for long contexts, written once against a precision context ``ctx``, and the scaled
frequencies of a configuration in Arb, with the long-term-decay criterion certified.

The frequencies of RoPE (Su et al. 2021, with the pairing of the reference implementations) at head size d are
theta_i = base^(-2i/d), i = 0..d/2-1.  The methods, as the reference implementation writes them (Hugging Face
``transformers/modeling_rope_utils.py``, ``_compute_*_parameters``; factor s, original length L0):

* ``linear`` (position interpolation, Chen et al. 2023): theta'_i = theta_i / s, i.e. position m read as m L0/L.
* ``ntk`` (NTK-aware scaling, bloc97 2023, ``base = base * a ** (dim / (dim-2))``): base' = base s^(d/(d-2)); its
  "alpha" a is s.  Not a rope type of the reference implementation, whose only NTK type is ``dynamic`` (transformers
  pull request 32424, which proposed a fixed ``ntk`` type, was closed unmerged).
* ``dynamic`` (dynamic NTK, emozilla 2023): base' = base (s L/L0 - (s - 1))^(d/(d-2)) at sequence length L,
  with L taken as max(L, L0).
* ``yarn`` (Peng et al. 2023): the correction dimension of beta rotations over L0,
  d ln(L0/(2 pi beta)) / (2 ln base); the range [floor(dim(beta_fast)), ceil(dim(beta_slow))] clipped to
  [0, d - 1] (with ``truncate`` false, newer reference versions' option, the unrounded dimensions); the ramp r_i = clamp((i - low)/(high - low), 0, 1) (high += 0.001 when high = low); theta'_i =
  theta_i (1 - r_i) + (theta_i / s) r_i; attention factor 0.1 ln s + 1 (0.1 mscale ln s + 1, and the ratio of two
  such when mscale and mscale_all_dim are both given), 1 when s <= 1.
* ``llama3`` (Meta, Llama 3.1): wavelength lambda_i = 2 pi / theta_i; theta'_i = theta_i when lambda_i <
  L0/high_freq_factor, theta_i / s when lambda_i > L0/low_freq_factor, else (1 - g) theta_i / s + g theta_i with
  g = (L0/lambda_i - low_freq_factor) / (high_freq_factor - low_freq_factor).
* ``longrope`` (Ding et al. 2024): theta'_i = theta_i / lambda_i with the per-pair factors lambda_i (long_factor
  beyond L0, short_factor within it); attention factor sqrt(1 + ln s / ln L0), 1 when s <= 1.

The long-term-decay criterion (Men et al. 2024) for a set of frequencies: sum_i cos(m theta'_i) >= 0 for every
integer 0 <= m < L.  ``certify`` decides it with the rigorous bounds of ``numeric.rope_base`` (``values_at``):
every theta'_i an Arb ball, every cosine bounded without libm; an m whose bound straddles 0 is decided in Arb.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from fractions import Fraction

METHODS = ("linear", "ntk", "dynamic", "yarn", "llama3", "longrope")
BANDS = ("kept", "ramped", "scaled")


# --- the formulas, against ctx ----------------------------------------------------------------------------------

def theta(ctx, i, d, base):
    """theta_i = base^(-2i/d) (the reference implementations' 1 / base^(2i/d))."""
    if i == 0:
        return ctx.num(1)
    return ctx.exp(-ctx.num(Fraction(2 * i, d)) * ctx.log(ctx.num(base)))


def power(ctx, x, p):
    """x^p = exp(p ln x) for x > 0 (p a Fraction or a ctx number)."""
    p = ctx.num(p) if isinstance(p, (int, Fraction, str)) else p
    return ctx.exp(p * ctx.log(x))


def interpolated_position(ctx, m, L0, L):
    """Position interpolation: position m of a context of length L read as m L0 / L, computed as the reference
    implementations that scale positions do, ``t / scaling_factor`` with the factor s = L / L0 a number of the
    context (rounded once), so that no intermediate m L0 is formed (it overflows float16 long before m does)."""
    return ctx.num(m) / ctx.num(Fraction(L, L0))


def ntk_base(ctx, base, s, d):
    """NTK-aware scaling: base' = base s^(d/(d-2))."""
    return ctx.num(base) * power(ctx, ctx.num(s), Fraction(d, d - 2))


def ntk_alpha(ctx, base, new_base, d):
    """The "alpha" of NTK-aware scaling from the two bases: alpha = (base'/base)^((d-2)/d) (the inverse of
    ``ntk_base``)."""
    return power(ctx, ctx.num(new_base) / ctx.num(base), Fraction(d - 2, d))


def dynamic_ntk_term(ctx, s, L, L0):
    """The term raised to d/(d-2) by dynamic NTK: s L / L0 - (s - 1)."""
    s = ctx.num(s)
    return s * ctx.num(L) / ctx.num(L0) - (s - ctx.num(1))


def dynamic_ntk_base(ctx, base, s, L, L0, d):
    """Dynamic NTK at sequence length L, as written (without the reference implementation's max(L, L0)):
    base (s L/L0 - (s - 1))^(d/(d-2)); defined for s L/L0 - (s - 1) > 0."""
    return ctx.num(base) * power(ctx, dynamic_ntk_term(ctx, s, L, L0), Fraction(d, d - 2))


def yarn_correction_dim(ctx, beta, d, base, L0):
    """YaRN's correction dimension: the (fractional) pair index i at which the pair turns beta times over L0,
    L0 theta_i / (2 pi) = beta: d ln(L0 / (2 pi beta)) / (2 ln base)."""
    return ctx.num(d) * ctx.log(ctx.num(L0) / (ctx.num(2) * ctx.pi * ctx.num(beta))) / (
        ctx.num(2) * ctx.log(ctx.num(base)))


def yarn_ramp(i, low, high) -> Fraction:
    """The ramp r_i = clamp((i - low)/(high - low), 0, 1), exactly (high += 1/1000 when high == low, as the reference
    implementation prevents the singularity); low and high are the integers of the correction range."""
    low, high = Fraction(low), Fraction(high)
    if high == low:
        high += Fraction(1, 1000)
    return min(max((Fraction(i) - low) / (high - low), Fraction(0)), Fraction(1))


def mix(ctx, th, s, r):
    """theta (1 - r) + (theta / s) r: the pair kept at r = 0, divided by s at r = 1."""
    r = ctx.num(r)
    return th * (ctx.num(1) - r) + th / ctx.num(s) * r


def yarn_temperature_factor(ctx, s, mscale=1):
    """YaRN's attention factor 0.1 mscale ln s + 1 (the factor on cos and sin; the logits get its square); 1 for
    s <= 1 (decided on the exact s)."""
    if Fraction(str(s)) <= 1:
        return ctx.num(1)
    return ctx.num(Fraction(1, 10)) * ctx.num(mscale) * ctx.log(ctx.num(s)) + ctx.num(1)


def llama3_smooth(ctx, wavelength, L0, low_freq_factor, high_freq_factor):
    """Llama 3's g = (L0/lambda - low_freq_factor) / (high_freq_factor - low_freq_factor)."""
    lf, hf = ctx.num(low_freq_factor), ctx.num(high_freq_factor)
    return (ctx.num(L0) / wavelength - lf) / (hf - lf)


def llama3_mid_band(ctx, th, s, g):
    """Llama 3 between its bands: (1 - g) theta / s + g theta."""
    g = ctx.num(g) if isinstance(g, (int, Fraction, str)) else g
    return (ctx.num(1) - g) * th / ctx.num(s) + g * th


def longrope_attention_factor(ctx, s, L0):
    """LongRoPE's attention factor sqrt(1 + ln s / ln L0); 1 for s <= 1 (decided on the exact s)."""
    if Fraction(str(s)) <= 1:
        return ctx.num(1)
    return ctx.sqrt(ctx.num(1) + ctx.log(ctx.num(s)) / ctx.log(ctx.num(L0)))


# --- a configuration, in Arb ------------------------------------------------------------------------------------

def exact(x) -> Fraction:
    """A number as given (int, decimal string, float: its shortest decimal repr) as an exact Fraction."""
    if isinstance(x, Fraction):
        return x
    if isinstance(x, bool):
        raise ValueError(f"not a number: {x!r}")
    if isinstance(x, int):
        return Fraction(x)
    if isinstance(x, float):
        if not math.isfinite(x):
            raise ValueError(f"not a finite number: {x!r}")
        return Fraction(repr(x))
    return Fraction(str(x).strip())


@dataclass
class Scaling:
    """A RoPE scaling configuration (the reference implementation's names in comments)."""
    method: str                       # rope_type
    head_dim: int                     # d: the rotary dimension (head_dim x partial_rotary_factor)
    base: Fraction                    # rope_theta
    factor: Fraction = Fraction(1)    # factor (s)
    original: int | None = None       # original_max_position_embeddings (L0)
    context: int | None = None        # the new length L (max_position_embeddings, or --context)
    beta_fast: Fraction = Fraction(32)
    beta_slow: Fraction = Fraction(1)
    attention_factor: Fraction | None = None
    mscale: Fraction | None = None
    mscale_all_dim: Fraction | None = None
    truncate: bool = True
    low_freq_factor: Fraction = Fraction(1)
    high_freq_factor: Fraction = Fraction(4)
    short_factor: list = field(default_factory=list)
    long_factor: list = field(default_factory=list)

    @property
    def h(self) -> int:
        return self.head_dim // 2


def _arb(prec):
    from numeric.contexts import ArbContext

    return ArbContext(prec)


def _decide_less(ctx, a, b) -> bool:
    """a < b, decided in Arb (raises when the balls overlap at this precision)."""
    a, b = ctx.num(a), ctx.num(b)
    if a < b:
        return True
    if a >= b:
        return False
    raise ArithmeticError("undecided at this precision")


def _floor_ceil(x, up: bool) -> int:
    """floor (up=False) or ceil of an Arb ball, decided (raises when the ball holds an integer's neighbourhood)."""
    lo, hi = math.floor(float(x.lower())) - 1, math.ceil(float(x.upper())) + 1
    for k in range(lo, hi + 1):
        if up and x > k - 1 and x <= k:
            return k
        if not up and x >= k and x < k + 1:
            return k
    raise ArithmeticError("floor/ceil undecided at this precision")


def _effective_dynamic_length(sc: Scaling) -> int:
    L0 = sc.original
    return max(sc.context or L0, L0)


@dataclass
class Scaled:
    """The scaled frequencies of a configuration: per pair theta_i, theta'_i (Arb balls), the band, and the
    attention factor; YaRN's correction range (exact integers, and the unrounded dimensions)."""
    thetas: list
    scaled: list
    bands: list
    attention_factor: object
    yarn_range: tuple | None = None
    yarn_dims: tuple | None = None
    dynamic_base: object = None
    prec: int = 128


def scaled(sc: Scaling, prec: int = 128) -> Scaled:
    """theta_i and theta'_i for every pair, in Arb at ``prec`` bits (raised until every comparison is decided)."""
    for p in (prec, 256, 512, 1024):
        try:
            return _scaled(sc, p)
        except ArithmeticError:
            continue
    raise ArithmeticError("a band or a correction range is not decided at 1024 bits")


def _scaled(sc: Scaling, prec: int) -> Scaled:
    ctx = _arb(prec)
    d, h, s = sc.head_dim, sc.h, sc.factor
    th = [theta(ctx, i, d, sc.base) for i in range(h)]
    one = ctx.num(1)
    out = Scaled(th, [], [], one, prec=prec)
    if sc.method == "linear":
        out.scaled = [t / ctx.num(s) for t in th]
        out.bands = ["scaled"] * h
    elif sc.method in ("ntk", "dynamic"):
        if sc.method == "ntk":
            nb = ntk_base(ctx, sc.base, s, d)
        else:
            term = dynamic_ntk_term(ctx, s, _effective_dynamic_length(sc), sc.original)
            if not term > 0:
                raise ValueError("dynamic NTK: s L/L0 - (s - 1) is not positive")
            nb = ctx.num(sc.base) * power(ctx, term, Fraction(d, d - 2))
            out.dynamic_base = nb
        lb = ctx.log(nb)
        out.scaled = [one] + [ctx.exp(-ctx.num(Fraction(2 * i, d)) * lb) for i in range(1, h)]
        out.bands = ["kept"] + ["scaled"] * (h - 1)
        out.dynamic_base = nb
    elif sc.method == "yarn":
        lo_dim = yarn_correction_dim(ctx, sc.beta_fast, d, sc.base, sc.original)
        hi_dim = yarn_correction_dim(ctx, sc.beta_slow, d, sc.base, sc.original)
        out.yarn_dims = (lo_dim, hi_dim)
        if sc.truncate:
            low, high = _floor_ceil(lo_dim, up=False), _floor_ceil(hi_dim, up=True)
            low, high = max(low, 0), min(high, d - 1)
            out.yarn_range = (low, high)
            ramp = [yarn_ramp(i, low, high) for i in range(h)]
        else:  # newer reference versions' ``truncate: false``: the unrounded range, clipped to [0, d - 1]
            low = lo_dim if _decide_less(ctx, 0, lo_dim) else ctx.num(0)
            high = hi_dim if _decide_less(ctx, hi_dim, d - 1) else ctx.num(d - 1)
            if not _decide_less(ctx, low, high):
                raise ValueError("yarn with truncate = false: the range is empty (low >= high)")
            out.yarn_range = (low, high)
            ramp = []
            for i in range(h):  # clamp((i - low)/(high - low), 0, 1), each comparison decided in Arb
                if not _decide_less(ctx, low, i):
                    ramp.append(Fraction(0))
                elif not _decide_less(ctx, i, high):
                    ramp.append(Fraction(1))
                else:
                    ramp.append((ctx.num(i) - low) / (high - low))
        for i in range(h):
            r = ramp[i]
            out.scaled.append(mix(ctx, th[i], s, r))
            out.bands.append("kept" if isinstance(r, Fraction) and r == 0 else
                             "scaled" if isinstance(r, Fraction) and r == 1 else "ramped")
        out.attention_factor = _yarn_attention(ctx, sc)
    elif sc.method == "llama3":
        L0, lf, hf = sc.original, sc.low_freq_factor, sc.high_freq_factor
        for i in range(h):
            wl = ctx.num(2) * ctx.pi / th[i]
            if _decide_less(ctx, wl, ctx.num(L0) / ctx.num(hf)):
                out.scaled.append(th[i])
                out.bands.append("kept")
            elif _decide_less(ctx, ctx.num(L0) / ctx.num(lf), wl):
                out.scaled.append(th[i] / ctx.num(s))
                out.bands.append("scaled")
            else:
                g = llama3_smooth(ctx, wl, L0, lf, hf)
                out.scaled.append(llama3_mid_band(ctx, th[i], s, g))
                out.bands.append("ramped")
    elif sc.method == "longrope":
        lam = sc.long_factor if (sc.context or 0) > (sc.original or 0) else sc.short_factor
        out.scaled = [th[i] / ctx.num(exact(lam[i])) for i in range(h)]
        out.bands = ["kept" if exact(lam[i]) == 1 else "scaled" for i in range(h)]
        if sc.attention_factor is not None:
            out.attention_factor = ctx.num(sc.attention_factor)
        else:
            out.attention_factor = longrope_attention_factor(ctx, s, sc.original)
    else:
        raise ValueError(f"unknown method {sc.method!r}; one of {', '.join(METHODS)}")
    return out


def _yarn_attention(ctx, sc: Scaling):
    if sc.attention_factor is not None:
        return ctx.num(sc.attention_factor)
    s = sc.factor
    if sc.mscale and sc.mscale_all_dim:
        return yarn_temperature_factor(ctx, s, sc.mscale) / yarn_temperature_factor(ctx, s, sc.mscale_all_dim)
    return yarn_temperature_factor(ctx, s)


# --- the criterion, certified ------------------------------------------------------------------------------------

def _enclose(balls):
    """(t, e) floats with |theta - t| <= e for each Arb ball (numeric.rope_base._ball_float)."""
    import numpy as np

    from numeric.rope_base import _ball_float

    pairs = [_ball_float(b) for b in balls]
    return np.array([t for t, _ in pairs]), np.array([e for _, e in pairs])


def arb_sum(balls, m: int, prec: int):
    """sum_i cos(m theta_i) in Arb, the thetas given as Arb balls (recomputed at ``prec`` by the caller)."""
    import flint

    flint.ctx.prec = prec
    total = flint.arb(0)
    x = flint.arb(int(m))
    for t in balls:
        total += (x * t).cos()
    return total


CHUNK = 1 << 20  # m scanned per matrix product


def first_failure(sc: Scaling, limit: int, m_from: int = 0):
    """The smallest m in [m_from, limit) with sum_i cos(m theta'_i) < 0, certified, and an Arb upper bound of the
    sum there below 0; None when every m in [m_from, limit) is certified >= 0.  Every smaller m is certified >= 0 (the
    rigorous bounds of ``numeric.rope_base.values_at``; an m whose bound straddles 0 is decided in Arb at up to 1024
    bits, raising ArithmeticError if it cannot be)."""
    import numpy as np

    from numeric.rope_base import values_at

    base_scaled = scaled(sc)
    t, e = _enclose(base_scaled.scaled)
    if limit > (1 << 23) * 2 * math.pi / max(1.0, float(np.max(t))):
        raise ValueError("the phases m theta would exceed the range of the certified cosine (2^23 turns)")
    lo = m_from
    while lo < limit:
        hi = min(limit, lo + CHUNK)
        vals, err = values_at(t, e, hi, lo)
        undecided = np.nonzero((vals - err <= 0) & (vals + err >= 0))[0]
        neg = np.nonzero(vals + err < 0)[0]
        first = int(neg[0]) if len(neg) else None
        for k in undecided:
            if first is not None and k >= first:
                break
            m = lo + int(k)
            sign = _arb_sign(sc, m)
            if sign < 0:
                first = int(k)
                break
        if first is not None:
            m = lo + first
            return {"m": m, "upper": _arb_upper(sc, m)}
        lo = hi
    return None


def _arb_sign(sc: Scaling, m: int) -> int:
    for prec in (128, 256, 512, 1024):
        v = arb_sum(scaled(sc, prec).scaled, m, prec)
        if v < 0:
            return -1
        if v >= 0:
            return 1
    raise ArithmeticError(f"sum_i cos(m theta'_i) at m = {m}: zero to 1024 bits, not decided")


def _arb_upper(sc: Scaling, m: int) -> float:
    for prec in (128, 256, 512, 1024):
        v = arb_sum(scaled(sc, prec).scaled, m, prec)
        if v < 0:
            from numeric.rope_base import float_up

            return float_up(v)
    raise ArithmeticError("the failure is not confirmed in Arb")


def certify(sc: Scaling, L: int, search: int | None = None) -> dict:
    """Whether sum_i cos(m theta'_i) >= 0 for every 0 <= m < L, certified.  ``holds``; ``first_failure`` {m, upper}
    (the smallest failing m < L) or None; ``largest_context``: the largest L' for which the criterion holds when it
    is found below ``search`` (it is the first failing m: it holds for L' <= m and fails for L' > m), else
    ``holds_up_to`` = search (it holds for every L' <= search, beyond is not searched)."""
    search = max(L, search or L)
    ff = first_failure(sc, L)
    out = {"context": L, "holds": ff is None, "first_failure": ff}
    if ff is None and search > L:
        ff = first_failure(sc, search, m_from=L)
    if ff is not None:
        out["largest_context"] = ff["m"]
    else:
        out["largest_context"] = None
        out["holds_up_to"] = search
    return out
