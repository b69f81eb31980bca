"""(Refuted) c_j is obtained by rotating c_i in the complex plane by the angle Delta * f_m (Delta = j - i).

Statement (as written, after (6.2.28)): rotating c_i[m] by the angle Delta f_m gives c_j[m].  A rotation by the
angle phi is multiplication by e^{i phi} (counter-clockwise for phi > 0; the document itself uses signed
angles, 'rotates by -1/omega_m' per step).
Why false: by (6.2.28), c_j = c_i e^{-i Delta f_m}: the rotation angle is -Delta f_m.  Rotating by +Delta f_m
gives c_i e^{i Delta f_m} = c_{i - Delta}, which differs from c_j = c_{i + Delta} unless sin(Delta f_m) = 0;
i = 0, Delta = 1, m = 0: e^{i} vs c_1 = e^{-i}.
Correction: complex_code_at_j_is_code_at_i_times_e_to_minus_i_offset_phase_6_2_5.
References: 003_765fa61f779baf3a.txt sentence after (6.2.28).
"""
import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims, offsets, positions
from theorems._util_003b import DOC, cexp, cmul, pair_index

claim = Claim(
    title="(Refuted) c_j is c_i rotated by the angle +Delta*f_m (the rotation is by -Delta*f_m)",
    statement="Source: c_j[m] = c_i[m] rotated by the angle Delta f_m = (j - i) f_m, i.e. c_j[m] = c_i[m] e^{i Delta f_m}. "
              "Checked on the imaginary part: Im(c_i[m] e^{i Delta f_m}) = Im c_j[m].",
    hypotheses="c_p[m] = e^{-i p f_m}, f_m = 10000^(-2m/d); integer positions; rotation by phi = multiplication by e^{i phi}",
    expect="refuted",
    wrong="By (6.2.28) c_j = c_i e^{-i Delta f_m}: the rotation is by -Delta f_m (clockwise for j > i), consistent with the "
          "document's own '-1/omega_m per step'. Rotating by +Delta f_m gives c_i e^{i Delta f_m} = c_{i-Delta} != c_j "
          "whenever sin(Delta f_m) != 0; e.g. i = 0, Delta = 1, m = 0: e^{i} (Im = sin 1) vs c_1 = e^{-i} (Im = -sin 1).",
    correction="complex_code_at_j_is_code_at_i_times_e_to_minus_i_offset_phase_6_2_5",
    sources=[
        Source(DOC, "after (6.2.28)", r"这意味着$c_j$可以通过将$c_i$在复平面上旋转角度$\Delta \cdot f_m$得到"),
    ],
    domain={"d": dims(), "k": st.integers(0, 2047), "p": positions(), "delta": offsets()},
    examples=[{"d": 2, "k": 0, "p": 0, "delta": 1}, {"d": 512, "k": 7, "p": 100, "delta": 10}],
)


@claim.proof
def proof(pf):
    pf.refute("i = 0, Delta = 1, m = 0: c_0 e^{i} = e^{i} vs c_1 = e^{-i}", sp.exp(sp.I), sp.exp(-sp.I))
    pf.refute("imaginary parts: sin 1 vs -sin 1", sp.im(sp.exp(sp.I)), sp.im(sp.exp(-sp.I)))


@claim.check
def check(ctx, d, k, p, delta):
    f = inv_freq(ctx, pair_index(d, k), d)
    rotated = cmul(cexp(ctx, -ctx.num(p) * f), cexp(ctx, ctx.num(delta) * f))
    return Eq(rotated[1], -ctx.sin(ctx.num(p + delta) * f), scale=2.0 + abs(p) + 2 * abs(delta))
