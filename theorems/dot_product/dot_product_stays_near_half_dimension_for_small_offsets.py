import sympy as sp

from numeric.encoding import freqs, offset_dot
from suite import Claim, Le, Source
from suite.domains import bases, dims, offsets

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title="Each term 1 - cos(Delta w_m) is at most (Delta w_m)^2/2, so d/2 - p_i.p_j <= (Delta^2/2) sum w_m^2",
    statement="0 <= 1 - cos(Delta w_m) <= (Delta w_m)^2/2; summing, 0 <= d/2 - F(Delta) <= (Delta^2/2) sum_m w_m^2 <= d Delta^2/4, "
              "where F(Delta) = p_i . p_{i+Delta} = sum_m cos(Delta w_m) and w_m = base^(-2m/d) (the angular frequency "
              "of (6.1.2); the document's own f names the map p_i = f(i)).",
    hypotheses="d even >= 2, base > 1, Delta = i - j",
    expect="approximate",
    kind="approximate",
    bound="0 <= 1 - cos(Delta w_m) <= (Delta w_m)^2/2 per term (cos(Delta w_m) is near 1 iff Delta w_m is near 2 pi Z; "
          "for |Delta| <= pi, where every Delta w_m <= pi, that is iff Delta w_m is small: the slow, high-index pairs), and 0 <= d/2 - F(Delta) <= (Delta^2/2) sum_m w_m^2 (so the dot product stays near d/2 for small Delta: "
          "F(1) >= d/2 - (1/2) sum_m w_m^2, e.g. F(1) = 3.535 of 4 at d = 8, 249.10 of 256 at d = 512). For a large "
          "offset the low-frequency terms stay near 1 only while Delta w_m is small, i.e. Delta << 1/w_m: even the slowest "
          "pair, w = 10000^(-(d-2)/d), reaches phase pi at Delta = pi 10000^((d-2)/d) (3142 at d = 8, 30306 at d = 512), "
          "and d = 8, Delta = 5000, within the document's n <= 10000, gives cos(5) = 0.284 for it",
    sharp="sharp as Delta -> 0",
    notes="The same bound shows that low-frequency terms (small Delta w_m) stay near 1 even for large Delta. "
          "It does not make every term near 1 for small Delta: the m = 0 term is cos(Delta) (cos 1 = 0.54, "
          "cos 2 < 0), see not_every_term_is_near_1_for_nearby_positions; the sum stays near d/2 because most "
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
