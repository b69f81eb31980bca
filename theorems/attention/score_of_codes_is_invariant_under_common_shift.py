import sympy as sp

from numeric.encoding import code, dot, freqs
from suite import Claim, Eq, Source
from suite.domains import bases, dims, offsets, positions

D4 = "004_fe5e934775abaf66.txt"

claim = Claim(
    title="Scores of codes with identity projections are invariant under a common shift of both positions",
    statement=r"For all $t$, $u$, $c$: $\mathrm{PE}(t+c)^T \mathrm{PE}(u+c) = \mathrm{PE}(t)^T \mathrm{PE}(u) = "
              r"\sum_{i=0}^{d/2-1} \cos(w_i (t-u))$.",
    hypotheses=r"$W_Q = W_K = \text{identity}$; $d$ even $\ge 2$; real positions",
    expect="proved",
    sources=[
        Source(D4, "§正弦位置编码", "在这种理想情况下，注意力分数仅依赖于相对位移 $t-u$"),
        Source(D4, "§正弦位置编码", "这一特性使得[注意力机制](@entry_id:636429)具有**平移不变性**：一个在位置 $t$ 的查询对周围位置的注意力模式，与一个在位置 $t+\\Delta$ 的查询对相应平移后的周围位置的注意力模式是相同的",
               fidelity="partial",
               part=r"the scores (logits): the query at $t + \Delta$ gives the key at $u + \Delta$ the same score as "
                    r"the query at $t$ gives the key at $u$; the sentence is about the attention pattern (the softmax "
                    r"weights), which this claim does not state"),
    ],
    domain={"d": dims(), "t": positions(), "u": positions(), "c": offsets(), "base": bases()},
    examples=[{"d": 512, "t": 3, "u": 10, "c": 10**6, "base": 10000}],
    sharp='an identity.',
    notes="So the scores (logits) of a query at $t$ over the keys $t + k$ are the same for every $t$: the score "
          "part of the document's translation-invariance sentence. The softmax weights are equal only when "
          "the set of attended keys shifts with the query "
          "(attention_weights_over_a_key_window_that_shifts_with_the_query_are_shift_invariant); in a finite "
          "sequence where both queries attend every position only the ratios of the weights agree.",
)


@claim.proof
def proof(pf):
    t, u, c, w = sp.symbols("t u c w", real=True)
    term = lambda a, b: sp.sin(a * w) * sp.sin(b * w) + sp.cos(a * w) * sp.cos(b * w)
    pf.eq("each pair's term is cos(w (t - u))", term(t, u), sp.cos(w * (t - u)))
    pf.eq("and is unchanged by a common shift c", term(t + c, u + c), term(t, u))


@claim.check
def check(ctx, d, t, u, c, base):
    ws = freqs(ctx, d, base)
    s = lambda a, b: dot(ctx, code(ctx, a, d, base, ws), code(ctx, b, d, base, ws))
    return Eq(s(t + c, u + c), s(t, u))
