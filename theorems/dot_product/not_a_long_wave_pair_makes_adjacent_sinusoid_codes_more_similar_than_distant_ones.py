from hypothesis import strategies as st

from numeric.encoding import offset_dot
from suite import Claim, Lt, Source

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title=r"A code with a long-wave pair has $s(1) > s(\Delta)$ for every distant $\Delta$ (the document's reason for locality)",
    statement=r"For every even $d \ge 4$ (the sinusoidal code then has a pair with $\omega \le 1/100$, wavelength $\ge 200\pi$) "
              r"and every integer $10 \le \Delta \le 10^6$: $s(\Delta) = \sum_i \cos(\omega_i \Delta) < s(1)$.",
    hypotheses=r"base 10000; $d$ even $\ge 4$; integer offsets $10 \le \Delta \le 10^6$",
    expect="refuted",
    wrong=r"A long-wave pair does not make adjacent codes the most similar: $d = 4$ has the pair $\omega = 1/100$ "
          r"(wavelength $200\pi \approx 628$) and still $s(44) = 1.9046 > s(1) = 1.5403$ (and $s(1257) = 1.9349 > s(1)$); "
          r"$d = 8$ has $\omega = 1/1000$ and $s(6283) = 3.9827 > s(1) = 3.5353$. The fast pair ($\omega = 1$) comes back into "
          r"phase near multiples of $2\pi$ and outweighs the long-wave pair's decrease; the premise alone does not give "
          r"the ordering, which holds at $d = 512$ (numerically) with many frequencies.",
    error_kind="wrong reasoning step",
    survives=r"partly: the conclusion holds for the sinusoidal code at $d = 512$, base 10000, $2 \le \Delta \le 10^6$ "
             r"(adjacent_sinusoid_codes_are_more_similar_than_farther_ones, numeric), but not for every $d$, and a "
             "long-wave pair alone does not produce it",
    correction="adjacent_sinusoid_codes_are_more_similar_than_farther_ones",
    sources=[
        Source(DOC, "§局部性, sinusoidal/RoPE bullet", "由于它们通常包含低频（长波）分量", aspect="reasoning"),
    ],
    domain={"d": st.sampled_from([4, 8, 16, 64, 512]), "delta": st.integers(10, 10**6)},
    examples=[{"d": 4, "delta": 44}, {"d": 4, "delta": 1257}, {"d": 8, "delta": 6283}],
    notes='The step as the document argues it (§局部性, the sinusoidal/RoPE bullet: "由于它们通常包含低频（长波） 分量，两个邻近位置 i '
          '和 j 的编码向量之间的点积 … 会比相距很远的位置更大"): premise, the code contains a long-wave pair; conclusion, $s(1) > '
          r"s(\Delta)$ for distant $\Delta$, where $s(\Delta) = \mathrm{PE}(t)^\top \mathrm{PE}(t+\Delta) = \sum_{i=0}^{d/2-1} \cos(\omega_i \Delta)$, $\omega_i = "
          r"1/10000^{2i/d}$. Formalised: for every $d \ge 4$ (each such code has the long-wave pair $\omega_{d/2-1} "
          r"= 10000^{-(d-2)/d} \le 1/100$, wavelength $\ge 200\pi$) and every integer $10 \le \Delta \le 10^6$: $s(\Delta) < s(1)$. "
          r"Why it fails: the premise holds at $d = 4$ ($\omega = 1$ and $1/100$, wavelength $200\pi \approx 628$) and yet "
          r"$s(44) = 1.9046 > s(1) = 1.5403$ and $s(1257) = 1.9349 > s(1)$; at $d = 8$ (long-wave pair $\omega = "
          r"1/1000$) $s(6283) = 3.9827 > s(1) = 3.5353$. The long-wave pair's term decreases only slowly "
          r"($\cos(0.44) = 0.905$ at $\Delta = 44$, $d = 4$) while the fast pair comes back into phase near multiples of "
          r"$2\pi$ and outweighs it. The ordering $s(1) > s(\Delta)$ does hold at $d = 512$ (numerically, $2 \le \Delta \le 10^6$), "
          "with many frequencies; the premise alone does not give it.",
)


@claim.check
def check(ctx, d, delta):
    return Lt(offset_dot(ctx, delta, d), offset_dot(ctx, 1, d))
