import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, inv_freq, pair_slots
from numeric.samples import rational_weights
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title=r"With a per-pair projection $W_Q^T W_K$, the sinusoidal score splits exactly into "
          r"functions of $t - u$ plus functions of $t + u$",
    statement=r"For block-diagonal $M = W_Q^T W_K$ with $2 \times 2$ blocks $\begin{pmatrix} a & b \\ c & e \end{pmatrix}$ "
              r"on $(\sin w t, \cos w t)$: $\mathrm{PE}(t)^T M \, \mathrm{PE}(u) = \sum_i [\frac{a+e}{2} \cos(w_i(t-u)) + "
              r"\frac{b-c}{2} \sin(w_i(t-u)) + \frac{e-a}{2} \cos(w_i(t+u)) + \frac{b+c}{2} \sin(w_i(t+u))]$; the $t+u$ "
              r"terms vanish iff each block is a scaled rotation ($a = e$, $b = -c$). Off-diagonal blocks of a general "
              r"$M$ add terms $\cos(w_i t \mp w_j u)$, $i \ne j$.",
    hypotheses=r"$d$ even; $M$ block diagonal in the frequency pairs (the general case adds cross-frequency terms); "
               r"$t$, $u$ real",
    expect="proved",
    sources=[
        Source(DOC, "§正弦位置编码, learned projections",
               r"它会变成一个关于 $t$ 和 $u$ 的复杂函数，混合了相对位置 $(t-u)$ 和绝对位置 $(t+u)$ 的信息",
               fidelity="partial", part="$M = W_Q^T W_K$ block-diagonal in the frequency pairs: the score splits into "
                                        "terms in $t - u$ and in $t + u$; the general $M$ (cross-frequency terms) is "
                                        "not proved here"),
        Source(DOC, "§正弦位置编码, learned projections",
               r"注意力分数变为 $\mathrm{PE}(t)^\top W_Q^\top W_K \mathrm{PE}(u)$", role="defines"),
    ],
    domain={"d": dims(hi=64), "t": positions(), "u": positions(), "seed": st.integers(0, 10**6)},
    examples=[{"d": 2, "t": 3, "u": 1, "seed": 0}, {"d": 64, "t": 1000, "u": 17, "seed": 7}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    t, u, w = sp.symbols("t u w", real=True)
    a, b, c, e = sp.symbols("a b c e", real=True)
    x_t = sp.Matrix([sp.sin(w * t), sp.cos(w * t)])
    x_u = sp.Matrix([sp.sin(w * u), sp.cos(w * u)])
    M = sp.Matrix([[a, b], [c, e]])
    split = ((a + e) / 2 * sp.cos(w * (t - u)) + (b - c) / 2 * sp.sin(w * (t - u))
             + (e - a) / 2 * sp.cos(w * (t + u)) + (b + c) / 2 * sp.sin(w * (t + u)))
    pf.eq("one frequency pair: x_t^T M x_u splits into t-u and t+u terms", (x_t.T * M * x_u)[0, 0], split)
    pf.eq("scaled rotation block (e = a, c = -b): only t-u terms remain",
          split.subs({e: a, c: -b}), a * sp.cos(w * (t - u)) + b * sp.sin(w * (t - u)))
    pf.eq("identity block: cos(w (t-u))", split.subs({a: 1, e: 1, b: 0, c: 0}), sp.cos(w * (t - u)))
    v = sp.Symbol("v", real=True)
    pf.eq("cross-frequency block (w != v): sin(w t) sin(v u) = [cos(w t - v u) - cos(w t + v u)]/2",
          sp.sin(w * t) * sp.sin(v * u), (sp.cos(w * t - v * u) - sp.cos(w * t + v * u)) / 2)


@claim.check
def check(ctx, d, t, u, seed):
    blocks = rational_weights(seed, 2 * d)
    freqs = [inv_freq(ctx, m, d) for m in range(d // 2)]
    pt, pu = code(ctx, t, d, freqs=freqs), code(ctx, u, d, freqs=freqs)
    lhs_terms, rhs_terms = [], []
    dm, sm = ctx.num(t - u), ctx.num(t + u)
    for m in range(d // 2):
        a, b, c, e = (ctx.num(x) for x in blocks[4 * m:4 * m + 4])
        js, jc = pair_slots(ctx, m, d)
        st_, ct_, su, cu = pt[js], pt[jc], pu[js], pu[jc]
        lhs_terms.append(st_ * (a * su + b * cu) + ct_ * (c * su + e * cu))
        w = freqs[m]
        rhs_terms.append((a + e) / 2 * ctx.cos(w * dm) + (b - c) / 2 * ctx.sin(w * dm)
                         + (e - a) / 2 * ctx.cos(w * sm) + (b + c) / 2 * ctx.sin(w * sm))
    # condition: the phases w*t, w*(t+u) are as large as t + u, so rounding of the phase alone
    # moves each term by ~ u*(t+u)
    return Eq(ctx.fsum(lhs_terms), ctx.fsum(rhs_terms))
