import sympy as sp
from hypothesis import strategies as st

from numeric.attention import softmax
from numeric.encoding import code, dot, freqs
from suite import Claim, Eq, Source
from suite.domains import dims, offsets, positions

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title="Softmax weights over a key window that moves with the query are shift-invariant; over a fixed "
          "finite sequence only their ratios are",
    statement=r"With $s_{t,u} = \mathrm{PE}(t)^T \mathrm{PE}(u)$ and keys $t + k$ ($k$ in a finite window $K$): "
              r"$w_{t+\Delta}(k) = w_t(k)$ for every shift $\Delta$, and for any key set "
              r"$w(u)/w(u') = \exp(s_{t,u} - s_{t,u'})$. In a fixed finite sequence the weights themselves change with "
              r"$t$ ($d = 4$, positions $0, \dots, 4$: 0.4542 at offset 0 for the query at 0, 0.3639 for the query at 2).",
    hypotheses=r"$W_Q = W_K = I$; $d$ even $\ge 2$; base 10000 (any base in the check); real positions; the attended "
               r"key set is $\{t + k : k \in K\}$ for the query at $t$",
    expect="numeric",
    sources=[
        Source(DOC, "§正弦位置编码",
               "这一特性使得[注意力机制](@entry_id:636429)具有**平移不变性**：一个在位置 $t$ 的查询对周围位置的注意力模式，"
               "与一个在位置 $t+\\Delta$ 的查询对相应平移后的周围位置的注意力模式是相同的",
               fidelity="partial",
               part="the attention weights when the set of keys a query attends shifts with it (a window of fixed "
                    "offsets, or an unbounded sequence); over a fixed finite sequence the weights differ and only "
                    "their ratios agree"),
    ],
    domain={"d": dims(hi=256), "t": positions(), "delta": offsets(), "r": st.integers(1, 4), "j": st.integers(0, 8),
            "base": st.sampled_from([10000, 100])},
    examples=[{"d": 4, "t": 0, "delta": 2, "r": 2, "j": 2, "base": 10000},
              {"d": 512, "t": 10, "delta": 10**6, "r": 4, "j": 5, "base": 10000}],
    sharp='identities; the finite-sequence values are exact expressions compared by SymPy.',
    notes="Scope: equal weights need the attended key set to shift with the query (a window of fixed offsets, "
          "or an unbounded sequence). In a finite sequence where every query attends all positions the "
          r"normaliser changes with $t$: $d = 4$, positions $0, \dots, 4$, the query at 0 gives its own position the "
          "weight 0.4542, the query at 2 gives its own position 0.3639.",
)


@claim.proof
def proof(pf):
    pf.scope = ("one frequency pair with symbolic omega and the window {-1, 0, 2}; for d/2 pairs each score is a "
                "sum of the first step's shift-invariant terms, and the check runs every d and window")
    t, u, D, w = sp.symbols("t u Delta omega", real=True)
    term = lambda a, b: sp.sin(w * a) * sp.sin(w * b) + sp.cos(w * a) * sp.cos(w * b)
    pf.eq("each pair's score term is unchanged when query and key move by the same Δ",
          term(t + D, u + D), term(t, u))
    K = (-1, 0, 2)  # a window of offsets (any finite set; one pair, omega symbolic)

    def weights(q):
        sc = [term(q, q + k) for k in K]
        return [sp.exp(x) / sum(sp.exp(y) for y in sc) for x in sc]

    for j, k in enumerate(K):
        pf.eq(f"window K = {{-1, 0, 2}}: the weight of offset {k} is the same for the query at t + Δ and at t",
              weights(t + D)[j], weights(t)[j])
    Z = sp.Symbol("Z", positive=True)
    a, b = sp.symbols("a b", real=True)
    pf.eq("for any key set with normaliser Z: w(u)/w(u') = e^{s_u - s_u'} (Z cancels)",
          (sp.exp(a) / Z) / (sp.exp(b) / Z), sp.exp(a - b))
    om = [sp.Integer(1), sp.Rational(1, 100)]  # d = 4, base 10000: omega_0 = 1, omega_1 = 1/100
    s = lambda x: sum(sp.cos(o * x) for o in om)
    w0 = sp.exp(s(0)) / sum(sp.exp(s(0 - v)) for v in range(5))
    w2 = sp.exp(s(0)) / sum(sp.exp(s(2 - v)) for v in range(5))
    pf.true("scope: over the fixed sequence 0..4 (d = 4) the query at 0 gives offset 0 a larger weight "
            "(0.4542) than the query at 2 does (0.3639): equal weights need the key set to shift too",
            sp.Gt(w0, w2))


@claim.check
def check(ctx, d, t, delta, r, j, base):
    ws = freqs(ctx, d, base)
    window = range(-r, r + 1)
    k = list(window)[j % len(window)]

    def weights(q):
        pq = code(ctx, q, d, base, ws)
        return softmax(ctx, [dot(ctx, pq, code(ctx, q + o, d, base, ws)) for o in window])

    return Eq(weights(t + delta)[window.index(k)], weights(t)[window.index(k)])
