import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, inv_freq, pair_slots
from suite import Claim, Le, Source
from theorems._lemmas.trig import chord

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title="For $d = 8$, pairs $m = 2, 3$ of positions 1 and 2 lie within 0.02 of $(0, 1)$",
    statement=r"$\lVert (p_{i,2m}, p_{i,2m+1}) - (0, 1)\rVert = 2 \sin(i w_m / 2) \le i w_m = i/10^m \le 0.02$ for "
              r"$i \in \{1, 2\}$, $m \in \{2, 3\}$.",
    hypotheses="$d = 8$, base 10000",
    expect="approximate",
    kind="approximate",
    bound=r"distance to $(0, 1)$ $\le i w_m = i/10^m \le 0.02$",
    sources=[Source(DOC, "§6.1.4, after the codes", r"对于高维度（$m=2,3$），由于除以了很大的数，相位变化很小，编码接近$(0, 1)$")],
    domain={"i": st.sampled_from([1, 2]), "m": st.sampled_from([2, 3])},
    examples=[{"i": 2, "m": 2}],
    sharp=r"$2 \sin(x/2) \approx x$ for small $x$.",
    notes=r"The bound also holds with the document's smaller phases ($i/100^m$), since $\lVert (\sin x, \cos x) - "
          r"(0, 1)\rVert = 2\lvert\sin(x/2)\rvert \le \lvert x\rvert$.",
)


@claim.proof
def proof(pf):
    x = sp.Symbol("x", real=True)
    chord(pf, x, 0, "||(sin x, cos x) - (0,1)||^2 = 4 sin^2(x/2)")
    cases = [(i, m) for i in (1, 2) for m in (2, 3)]
    pf.exhaust("2 sin(x/2) <= x <= 1/50 at x = i/10^m", cases,
               lambda c: bool(sp.Le(2 * sp.sin(sp.Rational(c[0], 10 ** c[1]) / 2), sp.Rational(c[0], 10 ** c[1])))
               and bool(sp.Rational(c[0], 10 ** c[1]) <= sp.Rational(1, 50)))


@claim.check
def check(ctx, i, m):
    p = code(ctx, i, 8, 10000)
    js, jc = pair_slots(ctx, m, 8)
    dist = ctx.sqrt(p[js] ** 2 + (p[jc] - 1) ** 2)
    return Le(dist, ctx.num(i) * inv_freq(ctx, m, 8, 10000))
