import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq, pair_from_fraction
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The component of frequency $f_m = 1/w_m$ has period $1/f_m = w_m$ (false: its period is $2\pi/f_m$; the "
          r"$2\pi$ is dropped)",
    statement=r"Source: the pair of frequency $f_m = 1/w_m$ repeats after $1/f_m = w_m$ positions: $f_0 = f_{\max} = "
              r"1$ has period 1, $f_{d/2-1} = f_{\min}$ ($= 10^{-4}$ per the document) has period 10000, so for $n > "
              r"10000$ the lowest-frequency period is below $n$; and the frequency resolution of $n$ positions is "
              r"$1/n$. Checked on the core: $\sin((i + w_m) f_m) = \sin(i f_m)$.",
    hypotheses=r"$d$ even $\ge 2$; $f_m = 1/w_m = 10000^{-2m/d}$; integer positions $i \ge 0$",
    expect="refuted",
    wrong=r"$f_m$ is an angular frequency (the code is $\sin(i f_m)$), so the period is $2\pi/f_m = 2\pi w_m$, not "
          r"$1/f_m = w_m$: $f_0 = 1$ has period $2\pi \approx 6.283$ ($\sin(0 + 1) = 0.841 \ne \sin 0 = 0$, so 1 is "
          r"not a period); $f_{d/2-1} = 10000^{-1+2/d}$ has period $2\pi \cdot 10000^{1-2/d}$ ($\approx 60611$ at $d "
          r"= 512$; $\sin(10000 f_{d/2-1}) = 0.861 \ne 0$), and even the document's $f = 10^{-4}$ would give $2\pi "
          r"\cdot 10^4$. Hence '$n > 10000$ makes the lowest period shorter than $n$' fails for every $d \ge 12$ ($d "
          r"= 512$, $n = 10001$: period $\approx 60611 > n$). Likewise the resolution of $n$ samples in these units "
          r"is $2\pi/n$ (the document's own $2\pi/N$ of §6.2.1: the DFT grid $2\pi k/n$ is orthogonal on $n$ "
          r"positions, the grid $k/n$ is not); $1/n$ is the value in cycles per position.",
    error_kind="wrong formula or sign",
    survives=r"partly: the codes of integer positions stay distinct whatever the periods (pair 0 alone separates "
             r"them) and the true periods cover more than stated ($2\pi$ to $2\pi \cdot 10000^{1-2/d}$); but the "
             r"folding threshold $n > 10000$ is wrong for $d \ge 12$ (true threshold $2\pi \cdot 10000^{1-2/d}$, "
             r"$\approx 60611$ at $d = 512$) and the resolution $1/n$ is off by $2\pi$.",
    correction="pair_m_has_period_2pi_times_w_m",
    sources=[
        Source(DOC, "after (6.2.12)", r"$f_0 = 1$）的周期为1"),
        Source(DOC, "after (6.2.12)", r"的周期为10000"),
        Source(DOC, "§6.2.3, range paragraph", r"，周期为1"),
        Source(DOC, "§6.2.3, range paragraph", r"，周期为10000"),
        Source(DOC, "§6.2.3, range paragraph", r"当$n>10000$时，最低频率成分的周期小于序列长度"),
        Source(DOC, "§6.2.3, before (6.2.16)", r"能够唯一表示$n$个位置的最小频率间隔（频率分辨率）为$\Delta f = 1/n$",
               fidelity="partial",
               part=r"the value of the frequency resolution of $n$ positions, $\Delta f = 1/n$, in the units of the "
                    r"document's $f_m$ (radians per position; its own §6.2.1 gives $2\pi/N$)"),
        Source(DOC, "§6.2.6, coverage", r"对应周期10000"),
        Source(DOC, "§6.2.6, coverage", r"最高频率$f_{\max} = 1$对应周期1"),
    ],
    domain={"d": dims(), "m_frac": st.fractions(0, 1, max_denominator=64), "i": positions()},
    examples=[{"d": 512, "m_frac": 0, "i": 0}, {"d": 512, "m_frac": 1, "i": 0}],
    sharp='exact refutations.',
    notes=r"False, one error: $f_m$ enters the code as $\sin(i \cdot f_m)$ (radians per position), so the period of "
          r"pair $m$ is $2\pi/f_m = 2\pi w_m$ and the DFT resolution of $n$ samples is $2\pi/n$ (the document's own "
          r"§6.2.1: "
          r'"$2\pi/N$"). $f_0 = 1$: period $2\pi \approx 6.283$ ($\sin(0 + 1) = 0.841 \ne \sin 0$); $f_{d/2-1} = '
          r"10000^{-1+2/d}$: period $2\pi \cdot 10000^{1-2/d}$ ($\approx 60611$ at $d = 512$; with the "
          r"document's $10^{-4}$ it would be $2\pi \cdot 10^{4} \approx 62832$); so for $d \ge 12$ and $10000 < n < "
          r"2\pi \cdot 10000^{1-2/d}$ ($d = 512$, $n = 10001$) the lowest-frequency period is LONGER than $n$; and "
          r"$\Delta f = 1/n$ is the resolution in cycles per position, $2\pi/n$ in the units of $f_m$.",
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    d = sp.Symbol("d", positive=True)
    fmin = sp.Integer(10000) ** (-(d - 2) / d)
    pf.refute("f_{d/2-1} has period 10000: sin(10000 f_{d/2-1}) = sin(0) fails at d = 512", sp.sin(10000 * fmin), 0,
              at={d: 512})
    pf.refute("even with the document's f_min = 10^{-4}: sin(10000 * 10^{-4}) = sin 1 != sin 0",
              sp.sin(10000 * sp.Rational(1, 10000)), 0)
    n = sp.Symbol("n", positive=True)
    P = 2 * sp.pi * sp.Integer(10000) ** (1 - 2 / d)
    pf.refute("n > 10000 implies the lowest period 2 pi 10000^{1-2/d} is below n: sign(n - P) = 1 fails at d = 512, n = 10001",
              sp.sign(n - P), 1, at={d: 512, n: 10001})
    i = sp.Symbol("i", integer=True, nonnegative=True)
    pf.refute("resolution: Δf = 1/n vs the document's own 2π/N (§6.2.1) for N = n positions, at n = 512",
              1 / n, 2 * sp.pi / n, at={n: 512})
    pf.eq("the grid 2 pi k/n is orthogonal on n positions (n = 4, k = 1): sum_{i<4} e^{2 pi i i/4} = 0",
          sp.Sum(sp.exp(sp.I * 2 * sp.pi * i / 4), (i, 0, 3)).doit(), 0)
    pf.refute("the grid k/n is not (n = 4, k = 1): sum_{i<4} e^{i i/4} = 0 fails",
              sp.Sum(sp.exp(sp.I * i / 4), (i, 0, 3)).doit(), 0)
    f = sp.Symbol("f", positive=True)
    pf.eq("the true period of sin(t f) is 2 pi/f", sp.sin((t + 2 * sp.pi / f) * f), sp.sin(t * f))
    pf.refute("f_0 = 1 has period 1: sin(t + 1) = sin(t) fails at t = 0", sp.sin(t + 1), sp.sin(t), at={t: 0})


@claim.check
def check(ctx, d, m_frac, i):
    f = inv_freq(ctx, pair_from_fraction(d, m_frac), d)
    w = 1 / f
    return Eq(ctx.sin((ctx.num(i) + w) * f), ctx.sin(ctx.num(i) * f))
