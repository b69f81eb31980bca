"""Refuted (6.2.9): p_i is not [Re c_{i,0}, Im c_{i,0}, ...]^T for c_{i,m} = e^{-i i/w_m}.

Statement (as written): p_i = [Re c_{i,0}, Im c_{i,0}, Re c_{i,1}, Im c_{i,1}, ...]^T with c from (6.2.8).
False: that vector is [cos(i/w_0), -sin(i/w_0), ...] while p_i = [sin(i/w_0), cos(i/w_0), ...]; at position
0 it is [1, 0, 1, 0, ...] but p_0 = [0, 1, 0, 1, ...].
Hypotheses: p_{i,2m} = sin(i/w_m), p_{i,2m+1} = cos(i/w_m).
References: 003_765fa61f779baf3a.txt (6.2.9).
Sharp: exact refutation.
"""
import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims, positions
from theorems._util_003a import DOC

claim = Claim(
    title="p_i = [Re c_{i,0}, Im c_{i,0}, ...]^T (false: order and sign; at i = 0 it is [1,0,...] vs p_0 = [0,1,...])",
    statement="Source (6.2.9): p_{i,2m} = Re c_{i,m} = cos(i/w_m) and p_{i,2m+1} = Im c_{i,m} = -sin(i/w_m), with c_{i,m} = e^{-i i/w_m}. "
              "Checked on the even component: sin(i/w_m) = cos(i/w_m).",
    hypotheses="d even; w_m = 10000^{2m/d}; integer i >= 0",
    expect="refuted",
    wrong="[Re c_{i,m}, Im c_{i,m}] = [cos(i/w_m), -sin(i/w_m)], whereas (p_{i,2m}, p_{i,2m+1}) = (sin(i/w_m), cos(i/w_m)): "
          "the entries are swapped and one sign is flipped. At i = 0: [Re c, Im c] = [1, 0] but (p_{0,2m}, p_{0,2m+1}) = (0, 1). "
          "Correct: p_i = [-Im c_{i,0}, Re c_{i,0}, ...].",
    correction="encoding_pair_is_real_part_and_negated_imaginary_part",
    sources=[Source(DOC, "(6.2.9)", r"p_i = \begin{bmatrix} \text{Re}(c_{i,0}) & \text{Im}(c_{i,0}) & \text{Re}(c_{i,1}) & \text{Im}(c_{i,1})")],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64), "i": positions()},
    examples=[{"d": 2, "m_frac": 0, "i": 0}],
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    c = sp.exp(-sp.I * t)
    pf.refute("p_{2m} = sin t vs Re c = cos t at position 0", sp.sin(t), sp.re(c), at={t: 0})
    pf.refute("p_{2m+1} = cos t vs Im c = -sin t at position 0", sp.cos(t), sp.im(c), at={t: 0})


@claim.check
def check(ctx, d, m_frac, i):
    m = min(d // 2 - 1, int(m_frac * (d // 2)))
    t = ctx.num(i) * inv_freq(ctx, m, d)
    return Eq(ctx.sin(t), ctx.cos(t), scale=1.0 + float(i))
