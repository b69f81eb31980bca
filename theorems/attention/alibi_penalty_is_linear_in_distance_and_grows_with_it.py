from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Lt, Source
from suite.domains import positions

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title=r"The ALiBi bias $-\alpha_h|t-u|$ is linear in the distance, depends only on it, and is "
          r"strictly more negative for farther pairs when $\alpha_h > 0$",
    statement=r"$b(t,u) = -\alpha_h |t-u|$: $b(t+c,u+c) = b(t,u)$, $b(t,u) = b(u,t)$, $b = -\alpha_h D$ is linear "
              r"(proportional) in $D = |t-u|$, and for $\alpha_h > 0$, $D_1 < D_2$ implies $b(D_1) > b(D_2)$.",
    hypotheses=r"$\alpha_h > 0$ (the ALiBi slopes); positions real; $q_t$, $k_u$ carry no positional information",
    expect="proved",
    sources=[
        Source(DOC, "§ALiBi, formula",
               r"s_{t,u} = \frac{q_t^\top k_u}{\sqrt{d}} - \alpha_h |t-u|", role="defines"),
        Source(DOC, "§ALiBi, after the formula",
               "这个偏置项直接惩罚距离，距离越远的两个位置，其注意力分数受到的负向偏置就越大"),
        Source(DOC, "§ALiBi, after the formula",
               "这种惩罚是线性的，并且只依赖于相对距离 $|t-u|$"),
        Source(DOC, "§局部性, ALiBi bullet",
               "通过一个与距离成正比的惩罚项直接实现"),
    ],
    domain={"t": positions(), "u": positions(), "v": positions(),
            "alpha": st.fractions(Fraction(1, 256), 8, max_denominator=256)},
    examples=[{"t": 10, "u": 12, "v": 11, "alpha": Fraction(1, 2)},
              {"t": 0, "u": 10**6, "v": 3, "alpha": Fraction(1, 256)}],
    sharp='identities; the monotonicity is strict.',
    notes=r"For $\alpha_h = 0$ there is no penalty and for $\alpha_h < 0$ the bias would be a reward; ALiBi's slopes "
          r"are positive. The original ALiBi is causal and uses the bias $-\alpha_h (t-u)$ for $u \le t$, which is "
          r"the same as the document's symmetric form on the causal triangle.",
)


@claim.proof
def proof(pf):
    t, u, c = sp.symbols("t u c", real=True)
    a, D, e = sp.symbols("alpha D e", positive=True)
    b = lambda x, y: -a * sp.Abs(x - y)
    pf.eq("shift invariance: b(t+c, u+c) = b(t, u)", b(t + c, u + c), b(t, u))
    pf.eq("symmetry: b(t, u) = b(u, t)", b(t, u), b(u, t))
    B = lambda x: -a * x  # the bias as a function of the distance D >= 0
    pf.eq("b depends on (t, u) only through D = |t - u|", b(t, u), B(sp.Abs(t - u)))
    pf.eq("linear in D: second difference vanishes", B(D + 2) - 2 * B(D + 1) + B(D), 0)
    pf.eq("proportional to D: B(D)/D = -alpha", B(D) / D, -a)
    pf.true("alpha > 0: a farther pair (distance D + e) gets a strictly more negative bias",
            sp.Lt(B(D + e), B(D)))


@claim.check
def check(ctx, t, u, v, alpha):
    a = ctx.num(alpha)
    du, dv = abs(t - u), abs(t - v)
    b_u, b_v = -a * ctx.num(du), -a * ctx.num(dv)
    if du == dv:
        return Eq(b_u, b_v)
    far, near = (b_u, b_v) if du > dv else (b_v, b_u)
    return Lt(far, near)
