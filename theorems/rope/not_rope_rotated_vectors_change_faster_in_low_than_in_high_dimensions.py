import sympy as sp

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims, positions, small_rationals

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title="Refuted (notation slip): for RoPE-rotated token vectors the low-$i$ elements change faster between adjacent "
          r"positions than the high-$i$ ones — the change of pair $i$ is $2 \sin(\theta_i/2) \cdot \lVert x_i\rVert$ and depends on the vector",
    statement="Document 002 states 远程衰减 'when RoPE is applied to each token' (在对每个token施加RoPE时): each token vector's "
              "low-$i$ elements change fast between adjacent tokens, its high-$i$ elements slowly. With RoPE as the document names "
              r"it (§三: positions turned into rotations of the query and key), $x$ at position $\text{pos}$ becomes $R(\text{pos})x$, pair $i$ "
              r"rotated by $\text{pos} \cdot \theta_i$, $\theta_i = 10000^{-2i/d}$, and the claim reads: pair 0 of $R(\text{pos})x$ changes between $\text{pos}$ and $\text{pos}+1$ at "
              r"least as much as pair $d/2 - 1$. In fact the change of pair $i$ is $2 \sin(\theta_i/2) \cdot \lVert x_i\rVert$, which depends on $x$: for "
              r"$d = 4$ and $x = (0, 0, 1, 0)$ pair 0 never changes while pair 1 changes by $2 \sin(0.005) = 0.00999996$ per step. The "
              r"check takes $x$ with $\text{pair } 0 = (a, 0)$, $\text{pair } d/2 - 1 = (b, 0)$ and tests $\text{change}(\text{pair } d/2 - 1) \le \text{change}(\text{pair } 0)$.",
    hypotheses=r"$d$ even $\ge 4$; RoPE rotates pair $i$ of $x$ by $\text{pos} \cdot \theta_i$ with $\theta_i = 10000^{-2i/d}$ (any angles give the same "
               r"counterexample); $x$ real; $\text{pos}$ an integer position",
    expect="refuted",
    wrong=r"For a vector $x$ rotated by RoPE, $R(\text{pos})x$, pair $i$ changes between adjacent positions by $2 \sin(\theta_i/2) \cdot \lVert x_i\rVert$: the "
          r"change depends on the content of $x$, not only on $i$. For $d = 4$ ($\theta_0 = 1$, $\theta_1 = 0.01$) and $x = (0, 0, 1, 0)$, pair 0 "
          r"is 0 at every position while pair 1 changes by $2 \sin(0.005) = 0.00999996$ per step, so the high dimension changes "
          r"more. Only the change relative to $\lVert x_i\rVert$, $2 \sin(\theta_i/2)$, decreases in $i$ (as the rotation angle $\theta_i \in (0, 1]$ does). The paragraph, its derivation "
          r"(the formula $\mathrm{PE}_{(\text{pos},2i)} = \sin(\text{pos}/10000^{2i/d_{\text{model}}})$) and its plot are about the sinusoidal code added to the "
          "embedding, for which the property holds: 'RoPE' is written where the sinusoidal code is meant.",
    error_kind="notation slip",
    symbol="RoPE",
    survives="yes: the property holds for the sinusoidal code that the paragraph derives and plots "
             r"(per_step_change_decreases_with_pair_index: $2 \sin(\omega_i/2)$ per step, decreasing in $i$); only the name RoPE is "
             "wrong",
    correction="per_step_change_decreases_with_pair_index",
    sources=[Source(DOC2, "§二 Sinusoidal PE的远程衰减特性", "在对每个token施加RoPE时")],
    domain={"d": dims(lo=4), "a": small_rationals(4, 8), "b": small_rationals(4, 8), "pos": positions()},
    examples=[{"d": 4, "a": 0, "b": 1, "pos": 0}, {"d": 512, "a": 0, "b": 1, "pos": 1000},
              {"d": 4, "a": "1/100", "b": 1, "pos": 0}],
    sharp='exact counterexample.',
    notes=r'''Statement (document 002, §二 paragraph 2): 远程衰减 is stated "在对每个token施加RoPE时" (when RoPE is applied to each token): each token vector's low-$i$ elements change fast between adjacent tokens and its high-$i$ elements slowly. Read with RoPE as the document names it (§三: absolute positions turned into rotations of the query and the key), a vector $x$ at position $\text{pos}$ becomes $R(\text{pos}) x$, pair $i$ rotated by the angle $\text{pos} \cdot \theta_i$ ($\theta_i = 10000^{-2i/d}$); the claim is that pair 0 of $R(\text{pos}) x$ changes between adjacent positions at least as much as a higher pair. Refutation: $\lVert R(\text{pos}+1) x - R(\text{pos}) x\rVert$ restricted to pair $i$ is $2 \sin(\theta_i/2) \lVert x_i\rVert$: it depends on the vector. $d = 4$ ($\theta_0 = 1$, $\theta_1 = 0.01$), $x = (0, 0, 1, 0)$: pair 0 is 0 at every position (change 0), pair 1 changes by $2 \sin(0.005) = 0.00999996$ per step — the high dimension changes more. The same holds for any rotation angles (a pair with zero content never moves). The paragraph's derivation and plot use the sinusoidal code added to the embedding, for which the property is true (per_step_change_decreases_with_pair_index): "RoPE" is written where the sinusoidal code is meant. Read with RoPE the sentence fails on an open set of vectors, not only at degenerate ones: it needs comparable norms of the pairs ($\lVert x_{d/2-1}\rVert \sin(\theta_{d/2-1}/2) \le \lVert x_0\rVert \sin(\theta_0/2)$); at $d = 4$, $x = (0.01, 0.01, 1, 1)$ (no zero entry) pair 0 changes by $2 \sin(0.5) \cdot 0.0141421 = 0.0135602$ and pair 1 by $2 \sin(0.005) \cdot 1.41421 = 0.0141421$ (the third example is of this kind: pair 0 $= (1/100, 0)$). So it is the RoPE reading that fails, and the document means the sinusoidal code: a notation slip, with what is meant proved.''',
)


@claim.proof
def proof(pf):
    pos, t = sp.symbols("pos theta", real=True)
    u, v = sp.symbols("u v", real=True)

    def rot(angle, x, y):
        return (sp.cos(angle) * x - sp.sin(angle) * y, sp.sin(angle) * x + sp.cos(angle) * y)

    p0, p1 = rot(pos * t, u, v), rot((pos + 1) * t, u, v)
    change2 = sp.expand((p1[0] - p0[0]) ** 2 + (p1[1] - p0[1]) ** 2)
    pf.eq("the change of a rotated pair (u, v) is 4 sin²(θ/2)·(u² + v²)", change2, 4 * sp.sin(t / 2) ** 2 * (u**2 + v**2))
    th1 = sp.Integer(10000) ** sp.Rational(-2, 4)
    pf.eq("d = 4: θ_1 = 10000^(−1/2) = 1/100", th1, sp.Rational(1, 100))
    # x = (0, 0, 1, 0): pair 0 = (0, 0), pair 1 = (1, 0); squared changes from the identity above
    c0 = 4 * sp.sin(sp.Integer(1) / 2) ** 2 * (0**2 + 0**2)
    c1 = 4 * sp.sin(th1 / 2) ** 2 * (1**2 + 0**2)
    pf.refute("claimed: change(pair 1) ≤ change(pair 0), i.e. max(change₁² − change₀², 0) = 0, at x = (0, 0, 1, 0)",
              sp.Max(c1 - c0, 0), 0)


def _change2(ctx, pos, m, d, x):
    t = inv_freq(ctx, m, d)
    a0, a1 = ctx.num(pos) * t, ctx.num(pos + 1) * t
    # pair (x, 0) rotated: (x cos a, x sin a)
    dx = x * (ctx.cos(a1) - ctx.cos(a0))
    dy = x * (ctx.sin(a1) - ctx.sin(a0))
    return dx * dx + dy * dy


@claim.check
def check(ctx, d, a, b, pos):
    low = _change2(ctx, pos, 0, d, ctx.num(a))
    high = _change2(ctx, pos, d // 2 - 1, d, ctx.num(b))
    return Le(high, low)
