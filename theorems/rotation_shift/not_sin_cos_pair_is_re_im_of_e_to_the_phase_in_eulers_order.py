import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq, pair_from_fraction
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The $(\sin, \cos)$ pair is $(\operatorname{Re}, \operatorname{Im})$ of $e^{\pm i\, i/w_m}$ in Euler's "
          r"$(\cos, \sin)$ order (false: it is $i e^{-i\, i/w_m}$)",
    statement=r"Source: with $t = i/w_m$, the pair $(p_{i,2m}, p_{i,2m+1}) = (\sin t, \cos t)$ is the (real, "
              r"imaginary) part of a unit exponential in Euler's order: (6.2.6) $\sin t + i \cos t = e^{i t}$; "
              r"(6.2.9) and (6.2.24) $p_{i,2m} = \operatorname{Re} e^{-i t}$, $p_{i,2m+1} = \operatorname{Im} e^{-i "
              r"t}$. Checked on the common core, the even slot $p_{i,2m} = \sin t$ against Euler's real part $\cos "
              "t$.",
    hypotheses=r"$d$ even; $w_m = 10000^{2m/d}$; integer $i \ge 0$",
    expect="refuted",
    wrong=r"The pair is ordered $(\sin, \cos)$ while Euler's formula is ordered $(\cos, \sin)$, and $e^{-i t}$ has "
          r"imaginary part $-\sin t$: $\sin t + i \cos t = i e^{-i t} = e^{i(\pi/2 - t)}$, not $e^{i t}$ ((6.2.6); "
          r"at position 0: $i$ vs $1$); $[\operatorname{Re} e^{-i t}, \operatorname{Im} e^{-i t}] = [\cos t, -\sin "
          "t]$ is the pair swapped with one sign flipped ((6.2.9), (6.2.24); position 0: $[1, 0]$ vs $(0, 1)$). "
          r"Correct: $p_{i,2m} = -\operatorname{Im} c_{i,m}$, $p_{i,2m+1} = \operatorname{Re} c_{i,m}$, $p_{i,2m} + "
          "i p_{i,2m+1} = i c_{i,m}$.",
    error_kind="swapped labels",
    survives="yes: each pair is still a unit complex exponential of frequency $1/w_m$, $p_{i,2m} + i p_{i,2m+1} = i "
             r"e^{-i\, i/w_m}$ and $p_i = [-\operatorname{Im} c_{i,0}, \operatorname{Re} c_{i,0}, \ldots]$; the "
             "multiplication by $i$ is a fixed rotation of each pair, so moduli, phase differences and dot products "
             "((6.2.10) onwards) are unaffected.",
    correction="encoding_pair_is_real_part_and_negated_imaginary_part",
    sources=[
        Source(DOC, "(6.2.6)", r"c_{i,m} = p_{i,2m} + i \cdot p_{i,2m+1} = \sin\left(\frac{i}{\omega_m}\right) + i \cos\left(\frac{i}{\omega_m}\right) = e^{i \frac{i}{\omega_m}} \tag{6.2.6}"),
        Source(DOC, "(6.2.9)", r"p_i = \begin{bmatrix} \text{Re}(c_{i,0}) & \text{Im}(c_{i,0}) & \text{Re}(c_{i,1}) & \text{Im}(c_{i,1})"),
        Source(DOC, "(6.2.24)", r"\text{Re}(c_i[0]) & \text{Im}(c_i[0]) & \text{Re}(c_i[1]) & \text{Im}(c_i[1]) \\"),
    ],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64), "i": positions()},
    examples=[{"d": 2, "m_frac": 0, "i": 0}, {"d": 512, "m_frac": 0, "i": 1}],
    sharp='exact refutations.',
    notes="Statement (as written twice in §6.2.2 and again in (6.2.24) of §6.2.5): the pair $(p_{i,2m}, p_{i,2m+1}) "
          r"= (\sin(i/w_m), \cos(i/w_m))$ is read in Euler's $(\cos, \sin)$ order: (6.2.6) $\sin(i/w_m) + i "
          r"\cos(i/w_m) = e^{i\, i/w_m}$; with $c_{i,m} = \cos(i/w_m) - i \sin(i/w_m) = e^{-i\, i/w_m}$ of (6.2.8), "
          r"(6.2.9) $p_i = [\operatorname{Re} c_{i,0}, \operatorname{Im} c_{i,0}, \operatorname{Re} c_{i,1}, "
          r"\operatorname{Im} c_{i,1}, \ldots]^T$. (The sentence after (6.2.8), which gets the order right and only "
          r"the sign of $\operatorname{Im}$ wrong, is "
          "not_imaginary_part_of_e_to_minus_i_phase_is_the_even_dimension.) False, one error: the document's pair "
          r"order is $(\sin, \cos)$, Euler's is $(\cos, \sin)$, and $e^{-i t}$ carries $-\sin t$: $\sin t + i \cos t "
          r"= i e^{-i t}$ (not $e^{i t}$); $\operatorname{Im} e^{-i t} = -\sin t = -p_{i,2m}$; $[\operatorname{Re}, "
          r"\operatorname{Im}] = [\cos t, -\sin t] \ne (\sin t, \cos t)$. At position 0: $\sin 0 + i \cos 0 = i$ but "
          r"$e^0 = 1$; at $t = 1$: $\operatorname{Im} e^{-i} \approx -0.841$ but $\sin 1 \approx 0.841$; at position 0: "
          r"$[\operatorname{Re} c_{0,m}, \operatorname{Im} c_{0,m}] = [1, 0]$ but $(p_{0,2m}, p_{0,2m+1}) = (0, 1)$.",
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    lhs, rhs = sp.sin(t) + sp.I * sp.cos(t), sp.exp(sp.I * t)
    pf.refute("(6.2.9): p_{i,2m} = sin t = Re c = cos t fails at position 0", sp.sin(t), sp.re(sp.exp(-sp.I * t)), at={t: 0})
    pf.refute("(6.2.9): p_{i,2m+1} = cos t = Im c = -sin t fails at position 0", sp.cos(t), sp.im(sp.exp(-sp.I * t)), at={t: 0})
    pf.refute("(6.2.6): sin t + i cos t = e^{i t} fails at t = 0 (position 0): i vs 1", lhs, rhs, at={t: 0})


@claim.check
def check(ctx, d, m_frac, i):
    t = ctx.num(i) * inv_freq(ctx, pair_from_fraction(d, m_frac), d)
    return Eq(ctx.sin(t), ctx.cos(t))
