import sympy as sp
from hypothesis import strategies as st

from numeric.rope import rotate
from numeric.samples import rational_matrix
from suite import Claim, Eq, Source
from suite.domains import bases, dims, positions

D4 = "004_fe5e934775abaf66.txt"

claim = Claim(
    title=r"RoPE rotations satisfy $R(t)^T R(u) = R(u - t)$: scores depend on $u - t$ only",
    statement=r"For all $t$, $u$: $R(t)^T R(u) = R(u - t)$, and $(R(t) q)^T (R(u) k) = q^T R(u - t) k$ for all $q, k \in \mathbb{R}^d$; "
              r"so $(R(t + c) q)^T (R(u + c) k) = (R(t) q)^T (R(u) k)$ for every common shift $c$.",
    hypotheses=r"$d$ even $\ge 2$; block-diagonal $2 \times 2$ rotations by $t w_m$; real positions",
    expect="proved",
    sources=[
        Source(D4, "§RoPE", "R(t)^\\top R(u) = R(u-t)"),
        Source(D4, "§RoPE", "q_t^\\top k_u = \\tilde{q}_t^\\top R(u-t) \\tilde{k}_u"),
        Source("000_da7a9c08a271989b.txt", "§6.1.5",
               "它通过绝对位置编码的形式（每个位置有唯一的编码）实现了相对位置不变性（注意力分数只依赖于相对位置）",
               fidelity="partial",
               part="相对位置不变性: $R(t)^T R(u) = R(u - t)$, so the score depends on the positions only through $u - t$; "
                    "the parenthetical 每个位置有唯一的编码 is rope_rotations_of_distinct_integer_positions_differ"),
        Source("000_da7a9c08a271989b.txt", "§6.1.5",
               r"相对位置编码的数学形式为：$S_{ij} = g(q_i, k_j, i - j)$", role="defines"),
        Source('002_3d0c6d33c4aad084.txt', '§三', '通过将绝对位置编码转化为query和key的旋转操作，**将位置差异“嵌入”到注意力机制的点积中，转而感知token间的相对位置变化**'),
        Source('002_3d0c6d33c4aad084.txt', '§三', '这一机制实质上**以绝对编码的形式实现了相对位置感知能力**'),
        Source('002_3d0c6d33c4aad084.txt', '§三 summary', 'RoPE以绝对位置编码的方式实现了相对位置编码'),
        Source('004_fe5e934775abaf66.txt', '§RoPE', 'q_t^\\top k_u = (\\tilde{q}_t^\\top R(t)^\\top) (R(u)\\tilde{k}_u) = \\tilde{q}_t^\\top (R(t)^\\top R(u)) \\tilde{k}_u'),
        Source('004_fe5e934775abaf66.txt', '§RoPE', '位置信息对注意力分数的影响完全取决于相对位移 $u-t$'),
        Source(D4, "§RoPE, after the relative-rotation formula", "这使得注意力机制天生就具备了平移不变性",
               fidelity="partial",
               part=r"the scores (logits): $(R(t + c) q)^T (R(u + c) k) = (R(t) q)^T (R(u) k)$ for every common shift "
                    r"$c$; the document's 平移不变性 is a property of the attention pattern (the softmax weights, §正弦位置编码), "
                    r"which this claim does not state (over a fixed finite sequence the weights of the queries at $t$ "
                    r"and $t + \Delta$ differ)"),
        Source('004_fe5e934775abaf66.txt', '§RoPE', '其核心思想是将 $d$ 维的 $q$ 和 $k$ 向量视为 $d/2$ 个二维向量的拼接', role='defines'),
        Source('004_fe5e934775abaf66.txt', '§RoPE', '$q_t = R(t)\\tilde{q}_t$', role='defines'),
    ],
    domain={"d": dims(hi=512), "t": positions(), "u": positions(), "seed": st.integers(0, 10**6), "base": bases()},
    examples=[{"d": 8, "t": 3, "u": 10, "seed": 0, "base": 10000}],
    sharp='an identity.',
    notes="Stated for interleaved pairs; the rotate-half pairing satisfies the same with its own $R$.",
)


def _rot(a):
    return sp.Matrix([[sp.cos(a), -sp.sin(a)], [sp.sin(a), sp.cos(a)]])


@claim.proof
def proof(pf):
    t, u, w = sp.symbols("t u w", real=True)
    pf.eq("one block: rot(t w)^T rot(u w) = rot((u - t) w)", _rot(t * w).T * _rot(u * w), _rot((u - t) * w))
    q = sp.Matrix(sp.symbols("q0:2", real=True))
    k = sp.Matrix(sp.symbols("k0:2", real=True))
    pf.eq("so (rot(t w) q)^T (rot(u w) k) = q^T rot((u - t) w) k; blocks add up over the d/2 pairs",
          ((_rot(t * w) * q).T * (_rot(u * w) * k))[0], (q.T * _rot((u - t) * w) * k)[0])
    c = sp.Symbol("c", real=True)
    pf.eq("translation invariance: shifting t and u by c (contents fixed) leaves the score unchanged",
          ((_rot((t + c) * w) * q).T * (_rot((u + c) * w) * k))[0], ((_rot(t * w) * q).T * (_rot(u * w) * k))[0])


@claim.check
def check(ctx, d, t, u, seed, base):
    q = [ctx.num(x) for x in rational_matrix(seed, 1, d, "q")[0]]
    k = [ctx.num(x) for x in rational_matrix(seed, 1, d, "k")[0]]
    lhs = ctx.fsum(a * b for a, b in zip(rotate(ctx, q, t, d, base), rotate(ctx, k, u, d, base)))
    rhs = ctx.fsum(a * b for a, b in zip(q, rotate(ctx, k, u - t, d, base)))
    return Eq(lhs, rhs)
