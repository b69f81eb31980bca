import sympy as sp

from numeric.complex import cexp
from numeric.encoding import code, inv_freq, pair_slots
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"$p_{i,2m+1} = \operatorname{Re} e^{-i\, i/w_m}$ and $p_{i,2m} = -\operatorname{Im} e^{-i\, i/w_m}$",
    statement=r"With $c_{i,m} = c_i[m] = e^{-i\, i/w_m}$ (the complex code of (6.2.8) and of (6.2.22)): $p_{i,2m+1} = "
              r"\cos(i/w_m) = \operatorname{Re} c_{i,m}$ and $p_{i,2m} = \sin(i/w_m) = -\operatorname{Im} c_{i,m}$; "
              "so the real code is read off the real and imaginary parts of the complex code, $p_i = "
              r"[-\operatorname{Im} c_{i,0}, \operatorname{Re} c_{i,0}, \ldots, -\operatorname{Im} c_{i,d/2-1}, "
              r"\operatorname{Re} c_{i,d/2-1}]^T$, and $p_{i,2m} + i p_{i,2m+1} = i c_{i,m}$.",
    hypotheses="$d$ even; $w_m = 10000^{2m/d}$ (the period parameter; $i/w_m = i f_m$); $(p_{i,2m}, p_{i,2m+1}) = "
               r"(\sin(i/w_m), \cos(i/w_m))$; real position $i$",
    expect="proved",
    sources=[Source(DOC, "before (6.2.9)", r"整个编码向量是不同频率复指数序列的实部和虚部的组合"),
             Source(DOC, "after (6.2.8)", r"则实部和虚部正好对应编码的奇数维度和偶数维度", role="corrects"),
             Source(DOC, "(6.2.9)", r"p_i = \begin{bmatrix} \text{Re}(c_{i,0}) & \text{Im}(c_{i,0}) & \text{Re}(c_{i,1}) & \text{Im}(c_{i,1})",
                    role="corrects"),
             Source(DOC, "before (6.2.24)", r"实数编码向量可以通过取复数编码的实部和虚部得到"),
             Source(DOC, "(6.2.24)",
                    r"\text{Re}(c_i[0]) & \text{Im}(c_i[0]) & \text{Re}(c_i[1]) & \text{Im}(c_i[1]) \\", role="corrects")],
    domain={"d": dims(), "i": positions()},
    examples=[{"d": 8, "i": 0}, {"d": 8, "i": 3}, {"d": 2, "i": 0}, {"d": 512, "i": 1}, {"d": 512, "i": 10**6}],
    sharp='identities.',
    notes="Merged into this claim: real_code_is_read_off_the_real_and_imaginary_parts_of_complex_code (the same "
          "identities for the complex code $c_i[m]$ of §6.2.5, citing the sentence before (6.2.24) and (6.2.24)). "
          r"The document's layouts (6.2.9) and (6.2.24) put $\operatorname{Re}$ in the even and $\operatorname{Im}$ "
          r"in the odd slot; the code has the sine ($= -\operatorname{Im}$) in the even and the cosine ($= "
          r"\operatorname{Re}$) in the odd slot. This is the correction of (6.2.9) and (6.2.24), whose entries are "
          "swapped and the sine's sign flipped (not_sin_cos_pair_is_re_im_of_e_to_the_phase_in_eulers_order).",
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)  # t = i/w_m = i f_m
    c = sp.exp(-sp.I * t)
    pf.eq("Re c = cos t = p_{2m+1}", sp.re(c), sp.cos(t))
    pf.eq("-Im c = sin t = p_{2m}", -sp.im(c), sp.sin(t))
    pf.eq("Re c = cos t (from the expanded form cos t - i sin t)", sp.re(sp.expand_complex(c)), sp.cos(t))
    pf.eq("-Im c = sin t (from the expanded form cos t - i sin t)", -sp.im(sp.expand_complex(c)), sp.sin(t))
    pf.eq("the pair (p_{2m}, p_{2m+1}) = (-Im c, Re c) as a vector",
          sp.Matrix([sp.sin(t), sp.cos(t)]), sp.Matrix([-sp.im(sp.expand_complex(c)), sp.re(sp.expand_complex(c))]))
    pf.eq("p_{2m} + i p_{2m+1} = i c", sp.sin(t) + sp.I * sp.cos(t), sp.I * c)


@claim.check
def check(ctx, d, i):
    p = code(ctx, i, d)
    q = [None] * len(p)
    for m in range(d // 2):
        t = ctx.num(i) * inv_freq(ctx, m, d)
        re, im = cexp(ctx, -t)                # c = e^{-i t} as (Re, Im)
        js, jc = pair_slots(ctx, m, d)
        q[js], q[jc] = -im, re
    return Eq(ctx.fsum(ctx.abs(a - b) for a, b in zip(p, q)), ctx.num(0))
