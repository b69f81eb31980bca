import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"$\operatorname{Im}(\cos(i/w_m) - i \sin(i/w_m))$ equals the even dimension $p_{i,2m}$ (false: it is "
          "$-p_{i,2m}$)",
    statement=r"Source: the real and imaginary parts of $c_{i,m} = e^{-i\, i/w_m}$ correspond exactly to the odd and "
              r"even dimensions, i.e. $\operatorname{Im} c_{i,m} = p_{i,2m} = \sin(i/w_m)$.",
    hypotheses=r"$d$ even; $w_m = 10000^{2m/d}$; integer $i \ge 0$",
    expect="refuted",
    wrong=r"$\operatorname{Im} c_{i,m} = -\sin(i/w_m) = -p_{i,2m}$: the imaginary part is the NEGATED even dimension "
          r"($\operatorname{Re} c = p_{i,2m+1}$ is right). At $i = 1$, $m = 0$: $\operatorname{Im} c = -\sin 1 "
          r"\approx -0.841$ while $p_{1,0} = \sin 1 \approx 0.841$.",
    error_kind="wrong formula or sign",
    survives=r"yes: the order is right ($\operatorname{Re} c = p_{i,2m+1}$, the odd dimension; $\operatorname{Im} c "
             "= -p_{i,2m}$, the even one up to sign), so the real code is read off $c$ as $p_{i,2m} = "
             r"-\operatorname{Im} c_{i,m}$, $p_{i,2m+1} = \operatorname{Re} c_{i,m}$; moduli and dot products are "
             "unaffected by the sign. (The sentence is right about the order, unlike (6.2.6) and (6.2.9), which "
             "swap it: not_sin_cos_pair_is_re_im_of_e_to_the_phase_in_eulers_order.)",
    correction="encoding_pair_is_real_part_and_negated_imaginary_part",
    sources=[Source(DOC, "after (6.2.8)", r"则实部和虚部正好对应编码的奇数维度和偶数维度")],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64), "i": positions(lo=1)},
    examples=[{"d": 2, "m_frac": 0, "i": 1}],
    sharp='exact refutation.',
    notes=r"Statement (as written after (6.2.8)): the real and imaginary parts of $c_{i,m} = \cos(i/w_m) - i "
          r"\sin(i/w_m)$ are exactly the odd and even dimensions: $\operatorname{Re} c = p_{i,2m+1}$ (true) and "
          r"$\operatorname{Im} c = p_{i,2m}$ (false: the sign). At $i = 1$, $m = 0$: $\operatorname{Im} c = -\sin 1 "
          r"\approx -0.841$ but $p_{1,0} = \sin 1 \approx 0.841$.",
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    c = sp.cos(t) - sp.I * sp.sin(t)
    pf.eq("Re c = cos t = p_{2m+1} (this half is right)", sp.re(c), sp.cos(t))
    pf.refute("Im c = sin t = p_{2m} fails at t = 1", sp.im(c), sp.sin(t), at={t: 1})


@claim.check
def check(ctx, d, m_frac, i):
    m = min(d // 2 - 1, int(m_frac * (d // 2)))
    t = ctx.num(i) * inv_freq(ctx, m, d)
    return Eq(-ctx.sin(t), ctx.sin(t))
