from hypothesis import strategies as st

from numeric.encoding import inv_freq
from numeric.mean_power import mean_cos2
from suite import Claim, Eq, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"(6.2.10) Over $n$ positions the mean of $\cos^2(i/w_m)$ is exactly $1/2$ for every pair (false: 0.999 at $d = n = 512$, $m = 255$)",
    statement=r"Source (6.2.10): for every pair $m$ and length $n$, $(1/n) \sum_{i<n} \cos^2(i/w_m) = (1/n) \sum_{i<n} \sin^2(i/w_m) = 1/2$; "
              r"and (the step after it) this shows that every frequency component has the same energy. Checked: the $\cos^2$ "
              "mean equals $1/2$.",
    hypotheses=r"$d$ even; $w_m = 10000^{2m/d}$; integer $n \ge 1$",
    expect="refuted",
    wrong=r"$(1/n) \sum_{i<n} \cos^2(i f) = 1/2 + \sin(n f) \cos((n-1) f)/(2 n \sin f)$ with $f = f_m = 1/w_m$ (and the $\sin^2$ mean is $1/2$ "
          r"minus that term): equal to $1/2$ only in the limit $n \to \infty$ (or when $\sin(n f) \cos((n-1) f) = 0$). $d = n = 512$: "
          "$m = 255$ gives 0.999064 / 0.000936, $m = 128$ gives 0.4653 / 0.5347, $m = 0$ gives 0.499956 / 0.500044. The inference "
          "drawn from it ('so every component has the same energy') therefore rests on a false premise, and the per-coordinate "
          "mean powers it describes in fact differ across $m$ (0.999 vs 0.49996).",
    error_kind="false general statement",
    survives=r"partly: every pair does have the same energy in the sense $|c_{i,m}|^2 = \sin^2 + \cos^2 = 1$ at every position "
             r"(amplitude 1), and the means tend to $1/2$ as $n \to \infty$; but for realistic $n$ the slow pairs' mean powers are "
             "far from $1/2$ and from each other, so (6.2.10) does not support 'equal energy'.",
    correction="mean_power_has_exact_finite_form",
    sources=[
        Source(DOC, "(6.2.10)", r"\frac{1}{n} \sum_{i=0}^{n-1} \cos^2\left(\frac{i}{\omega_m}\right) = \frac{1}{n} \sum_{i=0}^{n-1} \sin^2\left(\frac{i}{\omega_m}\right) = \frac{1}{2} \tag{6.2.10}"),
        Source(DOC, "§6.2.2, after (6.2.10)", r"这表明每个频率成分具有相同的能量", aspect="reasoning"),
    ],
    domain={"d": dims(hi=512), "m": st.integers(0, 255), "n": st.integers(1, 1500)},
    examples=[{"d": 512, "m": 255, "n": 512}, {"d": 512, "m": 128, "n": 512}, {"d": 512, "m": 0, "n": 512}],
    sharp='exact closed form; the counterexamples are confirmed in Arb.',
    notes=r'False for finite $n$: the exact value is $1/2 + \sin(n f) \cos((n-1) f)/(2 n \sin f)$, $f = f_m = 1/w_m$ ($\sin^2$: $1/2$ minus the same term), which is $1/2$ only when $\sin(n f) \cos((n-1) f) = 0$. $d = 512$, $n = 512$: $m = 255$ gives 0.999064 and 0.000936; $m = 128$ gives 0.4653 and 0.5347; $m = 0$ gives 0.499956 and 0.500044. For the slow pairs it is not even close to $1/2$ unless $n \gg w_m$ ($m = 255$, $n = 10000$: 0.7114 and 0.2886). So the inference "(6.2.10), hence every component has the same energy" rests on a false premise: the per-coordinate mean powers differ widely across $m$; what is true (and is the right reason) is $|c_{i,m}|^2 = \sin^2 + \cos^2 = 1$ at every position (pair_energy_is_exactly_one).',
)


@claim.check
def check(ctx, d, m, n):
    f = inv_freq(ctx, min(m, d // 2 - 1), d)
    return Eq(mean_cos2(ctx, n, f), ctx.num(1) / 2)
