import sympy as sp

from numeric.encoding import code, freqs
from suite import Claim, Le, Source
from suite.domains import bases, dims, offsets, positions
from theorems._lemmas.trig import chord, cosine_difference, sine_difference

D3 = "003_765fa61f779baf3a.txt"

claim = Claim(
    title=r"$\lVert p_{i+\delta} - p_i\rVert^2 = 4\sum \sin^2(\delta/(2w_m)) \le \delta^2 \sum 1/w_m^2$, independent of $i$",
    statement=r"For every pair $m$, with $f = f_m = 1/w_m$, componentwise (6.2.14): $\sin((i+\delta)f) - \sin(if) = "
              r"2\cos((2i+\delta)f/2)\sin(\delta f/2)$ and $\cos((i+\delta)f) - \cos(if) = -2\sin((2i+\delta)f/2)\sin(\delta f/2)$; "
              r"hence $(\sin((i+\delta)f) - \sin(if))^2 + (\cos((i+\delta)f) - \cos(if))^2 = "
              r"4\sin^2(\delta f/2)$, i.e. the pair-$m$ difference (what (6.2.14)-(6.2.15) write $p_{i+\delta} - p_i$, see the "
              r"notation table) has norm $2|\sin(\delta/(2w_m))| \le |\delta|/w_m$; summing over the pairs, "
              r"$\lVert p_{i+\delta} - p_i\rVert^2 = 4\sum_m \sin^2(\delta/(2w_m)) \le \delta^2 \sum_m 1/w_m^2$. The distance "
              r"depends on $\delta$ only, not on $i$.",
    hypotheses=r"$d$ even $\ge 2$; $w_m = \text{base}^{2m/d}$ (period parameter), $f_m = 1/w_m = \text{base}^{-2m/d}$; $i$, "
               r"$\delta$ real",
    expect="proved",
    sharp=r"the chord formula is an identity; the per-pair bound is sharp as $\delta/w_m \to 0$ ($2|\sin(x/2)|/|x| \to 1$)",
    sources=[
        Source(D3, "(6.2.14)", r"-2 \sin\left(\frac{2i+\delta}{2\omega_m}\right) \sin\left(\frac{\delta}{2\omega_m}\right) \end{bmatrix} \tag{6.2.14}"),
        Source(D3, "(6.2.15)", r"\|p_{i+\delta} - p_i\| = 2 \left| \sin\left(\frac{\delta}{2\omega_m}\right) \right|",
               fidelity="reread", reading=r"$p_{i+\delta} - p_i$ read as the pair-$m$ block of the code difference; "
                                          r"with the document's $p_i \in \mathbb{R}^{d_{\text{model}}}$ the formula is "
                                          r"a notation slip "
                                          r"(not_code_difference_formulas_write_the_whole_code_for_one_pair)"),
    ],
    domain={"d": dims(), "i": positions(), "delta": offsets(), "base": bases()},
    examples=[{"d": 512, "i": 1000, "delta": 1, "base": 10000}, {"d": 64, "i": 10**6, "delta": 10**6, "base": 10000},
              {"d": 4, "i": 4, "delta": 1, "base": 2}],
)


@claim.proof
def proof(pf):
    a, x = sp.symbols("a x", real=True)  # a = i f_m = i/w_m, x = delta f_m = delta/w_m
    sine_difference(pf, a + x, a, "sum to product, sine component")
    cosine_difference(pf, a + x, a, "sum to product, cosine component")
    chord(pf, a + x, a, "squared chord of one pair is 4 sin^2(x/2), independent of a")
    y = sp.Symbol("y", real=True)
    pf.eq("g(y) = y - sin y vanishes at 0", (y - sp.sin(y)).subs(y, 0), 0)
    pf.true("g is increasing on [0, oo), so sin y <= y for y >= 0 (and |sin y| <= |y| by oddness)",
            sp.Eq(sp.is_increasing(y - sp.sin(y), sp.Interval(0, sp.oo)), True))
    pf.eq("sin is odd, so the bound holds for y < 0 too", sp.sin(-y), -sp.sin(y))


@claim.check
def check(ctx, d, i, delta, base):
    ws = freqs(ctx, d, base)
    p, q = code(ctx, i, d, base, ws), code(ctx, i + delta, d, base, ws)
    dist2 = ctx.fsum((a - b) * (a - b) for a, b in zip(q, p))
    dd = ctx.num(delta)
    return Le(dist2, dd * dd * ctx.fsum(w * w for w in ws))
