from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"For nearby positions ($\lvert\Delta\rvert \le 2$) every term $\cos(\Delta/\omega_m)$ is close to 1 (false: $\cos 2 < 0$ at $m = 0$)",
    statement=r"Claimed: for $1 \le \lvert\Delta\rvert \le 2$ and every pair $m$, $\cos(\Delta/\omega_m) \ge 1/2$ (a generous reading of "
              r"'接近1': phase difference at most $\pi/3$), $\omega_m = 10000^{2m/d_{\text{model}}}$. In fact $m = 0$ ($\omega_0 = 1$) gives "
              r"$\cos 2 = -0.416$ at $\Delta = 2$ and $\cos 1 = 0.540$ at $\Delta = 1$.",
    hypotheses=r"$d_{\text{model}}$ even $\ge 2$; base 10000; $\Delta = i - j$ with $1 \le \lvert\Delta\rvert \le 2$; $\omega_m = 10000^{2m/d_{\text{model}}}$",
    expect="refuted",
    error_kind="false general statement",
    survives=r"yes: the dot product is still large for small offsets (因此点积较大), because most pairs are slow: "
             r"$0 \le d/2 - p_i \cdot p_j \le (\Delta^2/2) \sum_m \omega_m^{-2}$ (dot_product_stays_near_half_dimension_for_small_offsets); "
             r"$F(1) = p_i \cdot p_{i+1} = 3.535$ of 4 at $d_{\text{model}} = 8$ and 249.10 of 256 at $d_{\text{model}} = 512$. Only 'all components' is wrong: the "
             r"fast pairs (small $m$) change a lot between nearby positions.",
    wrong=r"The pair $m = 0$ has $\omega_0 = 1$, so its phase difference is $\Delta$ itself: $\cos(1/\omega_0) = \cos 1 = 0.540$ for "
          r"adjacent positions and $\cos(2/\omega_0) = \cos 2 = -0.416$ for $\Delta = 2$ (the document's own (6.1.17), (6.1.18) "
          r"print 0.54 and $-0.42$). At $d_{\text{model}} = 512$, $\Delta = 1$, 23 of the 256 terms are below 0.9 and 55 below 0.99. The "
          r"term $\cos(\Delta/\omega_m)$ is near 1 iff $\Delta/\omega_m$ is near $2\pi\mathbb{Z}$; for the small $\Delta$ of the sentence "
          r"($\lvert\Delta\rvert \le 2 < \pi$) that is iff $\Delta/\omega_m$ is small, i.e. for the high-index (low-frequency) pairs; $1 - \cos x \le x^2/2$ bounds how far each term is from 1.",
    correction="dot_product_stays_near_half_dimension_for_small_offsets",
    sources=[Source(DOC, "§6.1.2, after (6.1.9)", r"所有频率成分的相位差都较小，$\cos(\Delta/\omega_m)$都接近1")],
    domain={"d": dims(), "delta": st.sampled_from([-2, -1, 1, 2]), "k": st.integers(0, 4095)},
    examples=[{"d": 8, "delta": 2, "k": 0}, {"d": 512, "delta": 2, "k": 0}],
    sharp=r'exact counterexample ($m = 0$, $\Delta = 2$).',
    notes=r'Statement as the document makes it (§6.1.2, after (6.1.9)): when $\Delta$ is small (相邻或相近的位置), the phase differences of ALL frequency components are small and every $\cos(\Delta/\omega_m)$ is close to 1 ($\omega_m = 10000^{2m/d_{\text{model}}}$, the period parameter of the line after (6.1.8)). Fact: the term $m = 0$ has $\omega_0 = 1$, so its phase difference is $\Delta$ itself: $\cos 1 = 0.5403$ for adjacent positions and $\cos 2 = -0.4161 < 0$ for $\Delta = 2$, which the document itself prints as 0.54 and $-0.42$ in (6.1.17), (6.1.18). Even under the generous reading "close to 1" = "at least 1/2" (phase difference at most $\pi/3$) the claim fails at $\Delta = 2$, for every $d_{\text{model}}$. At $d_{\text{model}} = 512$ and $\Delta = 1$, 23 of the 256 terms are below 0.9. A term is near 1 only when $\Delta/\omega_m$ is small, i.e. for the high-index (slow) pairs.',
)


@claim.check
def check(ctx, d, delta, k):
    m = k % (d // 2)
    # claimed: cos(Delta/omega_m) = cos(Delta w_m) >= 1/2
    return Le(ctx.num("0.5"), ctx.cos(ctx.num(delta) * inv_freq(ctx, m, d, 10000)))
