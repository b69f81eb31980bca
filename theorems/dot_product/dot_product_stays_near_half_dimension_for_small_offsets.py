import sympy as sp

from numeric.encoding import freqs, offset_dot
from suite import Claim, Le, Source
from suite.domains import bases, dims, offsets

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"Each term $1 - \cos(\Delta w_m)$ is at most $(\Delta w_m)^2/2$, so $d/2 - p_i \cdot p_j \le (\Delta^2/2) \sum w_m^2$",
    statement=r"$0 \le 1 - \cos(\Delta w_m) \le (\Delta w_m)^2/2$; summing, $0 \le d/2 - F(\Delta) \le (\Delta^2/2) \sum_m w_m^2 \le d \Delta^2/4$, "
              r"where $F(\Delta) = p_i \cdot p_{i+\Delta} = \sum_m \cos(\Delta w_m)$ and $w_m = \text{base}^{-2m/d}$ (the angular frequency "
              r"of (6.1.2); the document's own $f$ names the map $p_i = f(i)$).",
    hypotheses=r"$d$ even $\ge 2$, $\text{base} > 1$, $\Delta = i - j$",
    expect="approximate",
    kind="approximate",
    bound=r"$0 \le 1 - \cos(\Delta w_m) \le (\Delta w_m)^2/2$ per term ($\cos(\Delta w_m)$ is near 1 iff $\Delta w_m$ is near $2\pi\mathbb{Z}$; "
          r"for $\lvert\Delta\rvert \le \pi$, where every $\Delta w_m \le \pi$, that is iff $\Delta w_m$ is small: the slow, high-index pairs), and $0 \le d/2 - F(\Delta) \le (\Delta^2/2) \sum_m w_m^2$ (so the dot product stays near $d/2$ for small $\Delta$: "
          r"$F(1) \ge d/2 - (1/2) \sum_m w_m^2$, e.g. $F(1) = 3.535$ of 4 at $d = 8$, 249.10 of 256 at $d = 512$). For a large "
          r"offset the low-frequency terms stay near 1 only while $\Delta w_m$ is small, i.e. $\Delta \ll 1/w_m$: even the slowest "
          r"pair, $w = 10000^{-(d-2)/d}$, reaches phase $\pi$ at $\Delta = \pi \cdot 10000^{(d-2)/d}$ (3142 at $d = 8$, 30306 at $d = 512$), "
          r"and $d = 8$, $\Delta = 5000$, within the document's $n \le 10000$, gives $\cos(5) = 0.284$ for it",
    sharp=r"sharp as $\Delta \to 0$",
    notes=r"The same bound shows that low-frequency terms (small $\Delta w_m$) stay near 1 even for large $\Delta$. "
          r"It does not make every term near 1 for small $\Delta$: the $m = 0$ term is $\cos(\Delta)$ ($\cos 1 = 0.54$, "
          r"$\cos 2 < 0$), see not_every_term_is_near_1_for_nearby_positions; the sum stays near $d/2$ because most "
          "pairs are slow.",
    sources=[
        Source(DOC, "§6.1.2, after (6.1.9)", r"因此点积较大"),
        Source(DOC, "§6.1.2, after (6.1.9)", r"低频成分的相位差仍然较小（$\cos$接近1）"),
    ],
    domain={"d": dims(), "delta": offsets(), "base": bases()},
    examples=[{"d": 8, "delta": 1, "base": 10000}, {"d": 512, "delta": 3, "base": 10000}],
)


@claim.proof
def proof(pf):
    x = sp.Symbol("x", real=True)
    g = x ** 2 / 2 - 1 + sp.cos(x)
    pf.eq("g(x) = x^2/2 - (1 - cos x) is even", g.subs(x, -x), g)
    pf.eq("g(0) = 0", g.subs(x, 0), 0)
    pf.eq("g'(x) = x - sin x, g'(0) = 0", sp.diff(g, x).subs(x, 0), 0)
    pf.eq("g''(x) = 1 - cos x", sp.diff(g, x, 2), 1 - sp.cos(x))
    pf.eq("min over R of 1 - cos x is 0 (so g'' >= 0, g' >= 0 on x >= 0, g >= 0; and 1 - cos x >= 0)",
          sp.minimum(1 - sp.cos(x), x, sp.S.Reals), 0)
    t = sp.Symbol("t", nonnegative=True)
    pf.true("w_m = b^(-t) with t = 2m/d >= 0, ln w_m = -t ln b <= 0 for b in {2, 100, 10000, 500000}",
            sp.And(*[sp.Le(-t * sp.log(b), 0) for b in (2, 100, 10000, 500000)]))


@claim.check
def check(ctx, d, delta, base):
    ws = freqs(ctx, d, base)
    gap = ctx.num(d) / 2 - offset_dot(ctx, delta, d, base, ws)
    bound = ctx.num(delta) ** 2 / 2 * ctx.fsum(w * w for w in ws)
    return Le(gap, bound)
