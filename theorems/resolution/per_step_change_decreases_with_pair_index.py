import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import bases, dims, positions
from theorems._lemmas.trig import chord

DOC2 = '002_3d0c6d33c4aad084.txt'
PART = (r"per pair: the change of pair $i$'s $(\sin, \cos)$ between adjacent tokens, $2\sin(\omega_i/2)$, decreases in "
        r"$i$; element by element the order can flip at particular positions ($d = 512$, $pos = 1$ to 2: element 0 "
        r"changes by 0.0678, element 2 by 0.1146)")

claim = Claim(
    title=r"Adjacent positions differ in pair $i$ by exactly $2\sin(\omega_i/2)$: independent of $pos$, strictly decreasing "
          r"in $i$",
    statement=r"For every $pos$: $\lVert (\sin((pos+1)\omega_i), \cos((pos+1)\omega_i)) - (\sin(pos\,\omega_i), "
              r"\cos(pos\,\omega_i))\rVert^2 = 4\sin^2(\omega_i/2)$, with "
              r"$\omega_i = \text{base}^{-2i/d} \in (0, 1]$; $\sin(t/2)$ is strictly increasing on $(0, 1]$ and $\omega_i$ "
              r"strictly decreases in $i$, so the per-step change $2\sin(\omega_i/2)$ strictly decreases in $i$: small $i$ "
              r"(low dimensions) change fastest between adjacent tokens (pair 0: $2\sin(1/2) = 0.959$), large $i$ slowest "
              r"($i = 255$, $d = 512$: $1.04 \cdot 10^{-4}$). The position $pos$ plays no "
              r"role. This is the property the document names 远程衰减 (defined by the clause after its colon: low-$i$ "
              r"elements change fast between adjacent tokens, high-$i$ ones slowly). The check verifies $c_{i+1} \le c_i$ at a "
              r"random $pos$, with $c_i$ the per-step change computed from the code.",
    hypotheses=r"$d$ even $\ge 4$; $\text{base} > 1$; $0 \le i < d/2 - 1$; $pos$ real",
    expect="proved",
    sources=[
        Source(DOC2, "§二 Sinusoidal PE的远程衰减特性", "正余弦位置编码具有远程衰减的特性", fidelity="partial",
               part=PART + " (远程衰减 as the clause after the colon defines it)"),
        Source(DOC2, "§二 Sinusoidal PE的远程衰减特性",
               "每个token向量的低维元素(i较小)在相邻token之间的变化比较快，而高维(i较大)则比较慢", fidelity="partial",
               part=PART),
        Source(DOC2, "§二 (after the formula)",
               "导致位置编码在高维度下（即i较大）的变化变得缓慢。即，相邻位置的编码差异变得非常小", fidelity="partial",
               part=PART),
        Source(DOC2, "§二 (before the example)", "`i`和`pos`较大时两者的差异非常微小", fidelity="partial",
               part="a large $i$ makes the difference between adjacent positions tiny (the $pos$ part is refuted in "
                    "not_adjacent_code_difference_shrinks_as_position_grows)"),
    ],
    domain={"d": dims(lo=4), "m": st.integers(0, 2046), "pos": positions(), "base": bases()},
    examples=[{"d": 512, "m": 0, "pos": 1000, "base": 10000}, {"d": 512, "m": 254, "pos": 1000, "base": 10000}],
    sharp='an identity and a strict monotonicity.',
)


@claim.proof
def proof(pf):
    pos = sp.Symbol("pos", real=True)
    w, t, x = sp.Symbol("omega", positive=True), sp.Symbol("t"), sp.Symbol("x", nonnegative=True)
    chord(pf, (pos + 1) * w, pos * w, "squared per-step change of a pair = 4 sin²(ω/2) (no pos)", half=w / 2)
    c, d = sp.Symbol("c", positive=True), sp.Symbol("d", positive=True)
    i = sp.Symbol("i", nonnegative=True)
    wi = (1 + c) ** (-2 * i / d)  # base = 1 + c > 1
    pf.true("ω_i strictly decreases in i (dω_i/di < 0)", sp.Lt(sp.diff(wi, i), 0))
    pf.true("ω_i = exp(−x), x = 2i·ln(base)/d ≥ 0, lies in (0, 1]: max over x ≥ 0 is 1",
            sp.Eq(sp.maximum(sp.exp(-x), x, sp.Interval(0, sp.oo)), 1))
    pf.true("ω_i > 0", sp.Gt(wi, 0))
    pf.true("2 sin(t/2) is strictly increasing on (0, 1]",
            sp.is_strictly_increasing(2 * sp.sin(t / 2), sp.Interval.Lopen(0, 1), t))
    pf.true("derivative cos(t/2) of 2 sin(t/2) is > 0 on [0, 1]", sp.Gt(sp.minimum(sp.cos(t / 2), t, sp.Interval(0, 1)), 0))


def _step(ctx, pos, m, d, base):
    w = inv_freq(ctx, m, d, base)
    a, b = ctx.num(pos) * w, ctx.num(pos + 1) * w
    ds, dc = ctx.sin(b) - ctx.sin(a), ctx.cos(b) - ctx.cos(a)
    return ds * ds + dc * dc


@claim.check
def check(ctx, d, m, pos, base):
    m = m % (d // 2 - 1)
    return Le(_step(ctx, pos, m + 1, d, base), _step(ctx, pos, m, d, base))
