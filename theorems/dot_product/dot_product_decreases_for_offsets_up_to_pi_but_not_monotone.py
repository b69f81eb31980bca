from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import offset_dot
from suite import Claim, Le, Source
from suite.domains import dims
from theorems._lemmas.encoding import offset_dot_sym

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"The dot product $F(\Delta) = \sum \cos(\Delta w_m)$ decreases strictly for $0 \le \Delta \le \pi$, but not for all offsets",
    statement=r"With $F(\Delta) = p_i \cdot p_{i+\Delta} = \sum_m \cos(\Delta w_m)$, $w_m = \text{base}^{-2m/d}$ (the document's $f$ names the "
              r"map $p_i = f(i)$): for $0 \le a \le b \le \pi$: $F(b) \le F(a)$ (strict if $a < b$), so $F(0) > F(1) > F(2) > F(3)$; beyond $\pi$ $F$ is not "
              r"monotone (base 10000: $F(4) > F(3)$ for $d = 8$, $F(6) > F(5)$ for $d = 64$, $F(44) > F(43)$ for $d = 512$). Since "
              r"$\lVert p_i - p_j\rVert^2 = d - 2 F(i - j)$, code distance grows with the offset on $[0, \pi]$ but not monotonically after.",
    hypotheses=r"$d$ even $\ge 2$; base $b > 1$; $\Delta = \lvert i - j\rvert$",
    expect="approximate",
    kind="approximate",
    bound=r"Exact monotonicity holds on $0 \le \Delta \le \pi$ for every $d$ ($F(0) > F(1) > F(2) > F(3)$, which covers the "
          r"document's offsets 0, 1, 2 at $d = 8$); beyond $\pi$ $F$ is not monotone: first integer increase at $\Delta = 3 \to 4$ "
          r"($d = 8$), $5 \to 6$ ($d = 64$), $43 \to 44$ ($d = 512$), base 10000. Beyond $\pi$ only a trend on average remains: at $d = 8$ "
          r"$F(6) = 3.784 > F(1) = 3.535$ (not even $F(\Delta) < F(1)$), yet the mean of $F$ over offsets falls, 2.904 (0-9), "
          r"1.670 (10-99), 0.672 (100-999), $-0.152$ (1000-9999); for $d \ge 16$ also $F(\Delta) < F(1)$ for $2 \le \Delta \le "
          r"2 \cdot 10^5$ (dot_product_stays_below_its_adjacent_value_for_d_at_least_16), though not for every $\Delta$ ($d = 16$, "
          r"$\Delta = 27916192$: $F = 7.896 > F(1) = 7.485$)",
    sources=[
        Source(DOC, "§6.1.4, after (6.1.19)", r"当位置差$\Delta$增加时，点积呈现下降趋势"),
        Source(DOC, "§6.1.2, after (6.1.9)", r"因此，点积总体上随位置距离增加而减小"),
    ],
    domain={"d": dims(), "base": st.sampled_from([10000, 500000, 100, 2]),
            "a": st.integers(0, 314), "b": st.integers(0, 314)},
    examples=[{"d": 8, "base": 10000, "a": 200, "b": 300}, {"d": 512, "base": 10000, "a": 0, "b": 314}],
    equivalent_mutants={
        "off-by-one": 'every term cos(Delta w_m) is non-increasing on [0, pi] (w_m <= 1), so every sub-sum of f, in particular f without its last term, is non-increasing there too: the mutated statement is true',
    },

    sharp=r'the interval $[0, \pi]$ is where every term is monotone; $d = 8$ already increases between 3 and 4.',
)


@claim.proof
def proof(pf):
    x = sp.Symbol("x", real=True)
    w = sp.Symbol("w", positive=True)
    pf.eq("d/dx cos(x w) = -w sin(x w)", sp.diff(sp.cos(x * w), x), -w * sp.sin(x * w))
    pf.eq("max of -w sin(x w) on [0, pi/w] is 0: each term is non-increasing there",
          sp.maximum(-w * sp.sin(x * w), x, sp.Interval(0, sp.pi / w)), 0)
    t = sp.Symbol("t", nonnegative=True)
    pf.true("w_m = b^(-t) <= 1 (t = 2m/d >= 0), so [0, pi] is inside [0, pi/w_m] (b in {2, 100, 10000, 500000})",
            sp.And(*[sp.Le(-t * sp.log(b), 0) for b in (2, 100, 10000, 500000)]))
    pf.exhaust("the m = 0 term: sin x != 0 on (0, pi), so f' < 0 there (strict)", [x],
               lambda v: sp.solveset(sp.sin(v), v, sp.Interval.open(0, sp.pi)) == sp.S.EmptySet)
    pf.true("not monotone beyond pi: d = 8, F(4) > F(3)", sp.Gt(offset_dot_sym(4, 8), offset_dot_sym(3, 8)))
    pf.true("not monotone: d = 64, F(6) > F(5)", sp.Gt(offset_dot_sym(6, 64), offset_dot_sym(5, 64)))
    pf.true("not monotone (distance): d = 2, 2|sin 22| < 2|sin(1/2)|", sp.Lt(sp.Abs(sp.sin(22)), sp.sin(sp.Rational(1, 2))))


@claim.check
def check(ctx, d, base, a, b):
    lo, hi = min(a, b), max(a, b)
    return Le(offset_dot(ctx, Fraction(hi, 100), d, base), offset_dot(ctx, Fraction(lo, 100), d, base))


@claim.evidence
def evidence():
    from numeric.contexts import ArbContext

    ctx = ArbContext(128).activate()
    rows = []
    for d in (8, 64, 512):
        prev = offset_dot(ctx, 0, d)
        for k in range(1, 200):
            cur = offset_dot(ctx, k, d)
            if ctx.sign(cur - prev) == 1:
                rows.append((f"d = {d}, base 10000: first integer offset where f increases",
                             f"F({k - 1}) = {ctx.mid(prev):.6f} < F({k}) = {ctx.mid(cur):.6f} (Arb, 128 bits)"))
                break
            prev = cur
    return rows


@claim.figure
def figure(path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    delta = np.arange(0, 2001)
    fig, ax = plt.subplots(figsize=(8, 4.5))
    for d in (8, 64, 512):
        w = 10000.0 ** (-2.0 * np.arange(d // 2) / d)
        f = np.cos(np.outer(delta, w)).sum(axis=1) / (d / 2)
        ax.plot(delta, f, lw=0.9, label=f"d = {d}")
    ax.axvline(np.pi, color="k", lw=0.6, ls="--")
    ax.text(np.pi * 1.1, 0.92, "Delta = pi", fontsize=8)
    ax.set_xscale("symlog", linthresh=10)
    ax.set_xlim(0, 2000)
    ax.set_xlabel("offset Delta = i - j (symlog)")
    ax.set_ylabel("p_i . p_j / (d/2)")
    ax.set_title("Normalised dot product of sinusoidal codes vs offset (base 10000)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, metadata={"Software": None})
    plt.close(fig)
