import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, pair_slots
from suite import Claim, Le, Source
from suite.domains import bases, dims, positions
from theorems._lemmas.trig import chord

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"The change of pair $m$ between adjacent positions, $2\sin(w_m/2)$, strictly decreases with $m$",
    statement=r"$\lVert \text{pair}_m(p_{i+1}) - \text{pair}_m(p_i)\rVert = 2\sin(w_m/2)$, independent of $i$ and strictly "
              r"decreasing in $m$; low-index columns of the code matrix oscillate fast ($m = 0$: 0.959 per step), high-index "
              r"columns are nearly constant ($\le w_{d/2-1}$ per step).",
    hypotheses=r"$d$ even $\ge 4$; $\text{base} > 1$; $w_m = \text{base}^{-2m/d}$, the angular frequency of pair $m$ (here not the "
               r"period parameter $\text{base}^{2m/d}$); integer positions",
    expect="proved",
    sources=[
        Source(DOC, "§6.1.4, time-series view", r"对于低维度（$m$接近0），正弦和余弦曲线随位置变化剧烈；对于高维度（$m$接近$d_{\text{model}}/2-1$），曲线几乎为常数",
               fidelity="partial", part=r"the change per position of pair $m$, at most $1/\omega_m = "
                                        r"10000^{-2m/d_{\text{model}}}$ ($\omega_m = 10000^{2m/d_{\text{model}}}$ as "
                                        r"§6.1.4 writes it), is large for $m$ near 0 and small for $m$ near "
                                        r"$d_{\text{model}}/2 - 1$; 'almost constant' over a whole plotted range holds "
                                        r"only for ranges short against the period $2\pi \cdot "
                                        r"10000^{2m/d_{\text{model}}}$ (at $d_{\text{model}} = 8$, $m = 3$ the phase "
                                        r"covers about 1.6 periods over 10000 positions), which is not claimed here"),
        Source(DOC, "§6.1.4, heat-map view", r"低维度区域呈现高频波动，高维度区域呈现低频波动"),
        Source(DOC, "§6.1.4, heat-map view", r"相邻位置在低维度区域的热力图模式相似度较低，在高维度区域的热力图模式相似度较高"),
    ],
    domain={"d": dims(lo=4), "base": bases(), "i": positions(), "k": st.integers(0, 4095)},
    examples=[{"d": 8, "base": 10000, "i": 0, "k": 0}],
    sharp='exact.',
)


@claim.proof
def proof(pf):
    x, w, y = sp.symbols("x w y", real=True)
    chord(pf, x + w, x, "chord^2 between phases x and x + w = 4 sin^2(w/2)")
    dd = sp.Symbol("dd", positive=True)
    pf.true("w_{m+1} < w_m (ln ratio -(2/d) ln b < 0, b in {2, 100, 10000, 500000})",
            sp.And(*[sp.Lt(-2 / dd * sp.log(b), 0) for b in (2, 100, 10000, 500000)]))
    pf.exhaust("(sin y)' = cos y has no zero on [0, 1/2]: sin strictly increasing there (w_m/2 in (0, 1/2])", [y],
               lambda v: sp.solveset(sp.cos(v), v, sp.Interval(0, sp.Rational(1, 2))) == sp.S.EmptySet)
    pf.true("m = 0 chord 2 sin(1/2) > 0.95", sp.Gt(2 * sp.sin(sp.Rational(1, 2)), sp.Rational(95, 100)))


@claim.check
def check(ctx, d, base, i, k):
    m = k % (d // 2 - 1)
    a, b = code(ctx, i, d, base), code(ctx, i + 1, d, base)
    chord2 = lambda mm: sum((b[j] - a[j]) ** 2 for j in pair_slots(ctx, mm, d))  # noqa: E731
    return Le(chord2(m + 1), chord2(m))
