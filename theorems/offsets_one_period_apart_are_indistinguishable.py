"""(Refuted) The sinusoidal encoding cannot distinguish two distances that differ by one period.

Statement as the source makes it: for relative distances far beyond the longest wavelength,
distances that differ by one period are confused: p_{t + Delta + P} = p_{t + Delta} for the
period P (rounded to an integer, since distances are integers).
Why it fails: distances are integers, every period 2 pi base^(2m/d) is irrational, and the
m = 0 pair (w_0 = 1) alone separates all integer offsets (integer_positions_never_share_a_code);
rounding the period leaves ||p_{x+P} - p_x|| >= 2 |sin(P/2)| > 0.
References: 004_fe5e934775abaf66.txt §正弦位置编码, last paragraph.
"""
import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, freqs, inv_freq
from suite import Claim, Eq, Source
from suite.domains import bases, dims, positions

claim = Claim(
    title="Offsets that differ by one (rounded) period give the same code",
    statement="For integer x and P = round(2 pi base^((d-2)/d)) (the longest period, rounded): p_{x+P} = p_x.",
    hypotheses="d even >= 2; integer positions",
    expect="refuted",
    wrong="Distances are integers while every period 2 pi base^(2m/d) is irrational, so no two integer distances "
          "differ by a period; the m = 0 pair (frequency 1) alone separates every two integer offsets, and for a "
          "rounded period P, ||p_{x+P} - p_x|| >= 2|sin(P/2)| > 0. Only single low-frequency pairs nearly repeat "
          "(near-aliasing), which the other pairs resolve.",
    correction="integer_positions_never_share_a_code",
    sources=[Source("004_fe5e934775abaf66.txt", "§正弦位置编码, 混叠",
                    "对于远超其最长波长的相对距离，正弦编码会产生**混叠（aliasing）**现象，即无法区分两个相差一个周期的不同距离")],
    domain={"d": dims(), "x": positions(), "base": bases()},
    examples=[{"d": 2, "x": 0, "base": 10000}, {"d": 512, "x": 10**6, "base": 10000}],
)


@claim.proof
def proof(pf):
    pf.refute("d = 2 (period 2 pi, rounded to P = 6): ||p_6 - p_0||^2 = 4 sin^2(3), not 0",
              (sp.sin(6) - sp.sin(0)) ** 2 + (sp.cos(6) - sp.cos(0)) ** 2, 0)


def _period(d, base):
    import mpmath

    mpmath.mp.prec = 128
    return int(mpmath.nint(2 * mpmath.pi * mpmath.mpf(base) ** (mpmath.mpf(d - 2) / d)))


@claim.check
def check(ctx, d, x, base):
    P = _period(d, base)
    ws = freqs(ctx, d, base)
    a, b = code(ctx, x + P, d, base, ws), code(ctx, x, d, base, ws)
    return Eq(ctx.fsum((u - v) * (u - v) for u, v in zip(a, b)), ctx.num(0), scale=float(d))
