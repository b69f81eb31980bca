"""(Refuted) (6.2.24): p_i = [Re c_i[0], Im c_i[0], Re c_i[1], Im c_i[1], ...]^T.

Statement (as written): with c_i[m] = e^{-i i/omega_m} = cos(i/omega_m) - i sin(i/omega_m) ((6.2.22)-(6.2.23)),
p_{i,2m} = Re c_i[m] and p_{i,2m+1} = Im c_i[m].
Why false: Re c_i[m] = cos(i/omega_m) = p_{i,2m+1} and Im c_i[m] = -sin(i/omega_m) = -p_{i,2m}: order swapped
and one sign flipped.  At i = 0: [Re, Im] = [1, 0] but (p_{0,0}, p_{0,1}) = (0, 1).
Correct: p_{i,2m} = -Im c_i[m], p_{i,2m+1} = Re c_i[m] (encoding_pair_is_real_part_and_negated_imaginary_part).
References: 003_765fa61f779baf3a.txt (6.2.24).
"""
import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims, positions
from theorems._util_003b import DOC, pair_index

claim = Claim(
    title="(Refuted) (6.2.24): the real code lists Re c_i[m] then Im c_i[m]",
    statement="Source (6.2.24): p_{i,2m} = Re c_i[m] and p_{i,2m+1} = Im c_i[m] for c_i[m] = e^{-i i/omega_m}. "
              "Checked on the even component: sin(i/omega_m) = Re c_i[m] = cos(i/omega_m).",
    hypotheses="p_{i,2m} = sin(i/omega_m), p_{i,2m+1} = cos(i/omega_m), omega_m = 10000^{2m/d}; integer i >= 0",
    expect="refuted",
    wrong="Re c_i[m] = cos(i/omega_m) = p_{i,2m+1} and Im c_i[m] = -sin(i/omega_m) = -p_{i,2m}: the entries are swapped "
          "and the sine carries the wrong sign. At i = 0: [Re c_0[m], Im c_0[m]] = [1, 0] but (p_{0,2m}, p_{0,2m+1}) = (0, 1). "
          "Correct: p_i = [-Im c_i[0], Re c_i[0], ..., -Im c_i[d/2-1], Re c_i[d/2-1]]^T.",
    correction="encoding_pair_is_real_part_and_negated_imaginary_part",
    sources=[
        Source(DOC, "(6.2.24)",
               r"\text{Re}(c_i[0]) & \text{Im}(c_i[0]) & \text{Re}(c_i[1]) & \text{Im}(c_i[1]) \\"),
        Source(DOC, "before (6.2.24)", r"实数编码向量可以通过取复数编码的实部和虚部得到"),
    ],
    domain={"d": dims(), "k": st.integers(0, 2047), "i": positions()},
    examples=[{"d": 2, "k": 0, "i": 0}, {"d": 512, "k": 0, "i": 1}],
)


@claim.proof
def proof(pf):
    pf.refute("i = 0, m = 0: p_{0,0} = sin 0 = 0 but Re c_0[0] = cos 0 = 1", sp.sin(0), sp.re(sp.exp(-sp.I * 0)))
    pf.refute("i = 1, m = 0: p_{1,1} = cos 1 but Im c_1[0] = -sin 1", sp.cos(1), sp.im(sp.exp(-sp.I * 1)))


@claim.check
def check(ctx, d, k, i):
    t = ctx.num(i) * inv_freq(ctx, pair_index(d, k), d)
    return Eq(ctx.sin(t), ctx.cos(t), scale=1.0 + i)
