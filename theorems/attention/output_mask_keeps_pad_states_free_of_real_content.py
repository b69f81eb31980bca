import sympy as sp
from hypothesis import strategies as st

from numeric.attention import softmax
from numeric.samples import rational_weights
from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title="With output masking the pad states are 0 after every sublayer, so pads pass on nothing they "
          "gathered from the real content",
    statement="If the pad positions' outputs are set to 0 after each sublayer, the pad states are 0 for every input, and "
              r"the next layer's outputs do not depend on the pad's pre-mask output $H_{\text{pad}}$ (what it gathered by attending "
              "the real positions).",
    hypotheses="output mask after every sublayer; one real token and one pad in the proof (any $S$, $V$, $f$); two layers, "
               "scalar states and random rational weights in the check (the next layer's real output is compared "
               "with the same output written without the pad's state)",
    expect="proved",
    sources=[
        Source(DOC, "§掩码与填充, output-masking bullet",
               "这可以防止填充位置通过“关注”真实内容来[累积和](@entry_id:748124)传播信息"),
        Source(DOC, "§掩码与填充, output-masking bullet",
               "在每个子层（如[自注意力](@entry_id:635960)和 FFN）之后，将所有填充位置的输出向量手动置为零", role="defines"),
    ],
    domain={"a": small_rationals(), "p": small_rationals(), "seed": st.integers(0, 10**6)},
    examples=[{"a": 1, "p": 2, "seed": 0}, {"a": -3, "p": 0, "seed": 11}],
    sharp='an identity.',
    notes="Without a key mask the zero pad state still takes a share of the real queries' weights at the next "
          "layer (score $q^T W_K 0 = 0$), but it carries no information about the real content. No bias terms "
          "are needed for the argument.",
)


@claim.proof
def proof(pf):
    a, p, H = sp.symbols("a p H_pad", real=True)
    S, V, f = (sp.Function(n) for n in ("S", "V", "f"))

    def layer(xs, S=S, V=V, f=f):  # attention with residual, then a position-wise f with residual (no key mask)
        out = []
        for x in xs:
            w = [sp.exp(S(x, y)) for y in xs]
            h = x + sum(wj * V(y) for wj, y in zip(w, xs)) / sum(w)
            out.append(h + f(h))
        return out

    h_p_example = layer([a, p], S=lambda x, y: 0, V=lambda y: y, f=lambda h: 0)[1]
    pf.true("what the pad gathers depends on the real content (S = 0, V = id, f = 0: d h_pad / d a = 1/2)",
            sp.Eq(sp.diff(h_p_example, a), sp.Rational(1, 2)))
    h_a, h_p = layer([a, p])
    mask = [1, 0]
    state = [m * h for m, h in zip(mask, (h_a, h_p))]
    pf.eq("after the output mask the pad state is 0, for every a and p", state[1], 0)
    nxt = layer([state[0], 0 * H])
    ref = layer([state[0], sp.Integer(0)])
    pf.eq("the next layer's real output is the same whatever the pad gathered (H_pad)", nxt[0], ref[0])
    pf.eq("... and does not depend on H_pad at all", sp.diff(nxt[0], H), 0)


def _layer(ctx, xs, w):
    wq, wk, wv, w1, w2 = (ctx.num(v) for v in w)
    out = []
    for x in xs:
        wts = softmax(ctx, [wq * x * wk * y for y in xs])
        h = x + ctx.fsum(wt * wv * y for wt, y in zip(wts, xs))
        out.append(h + w2 * h * w1)
    return out


@claim.check
def check(ctx, a, p, seed):
    w = rational_weights(seed, 10)
    h_a, h_p = _layer(ctx, [ctx.num(a), ctx.num(p)], w[:5])
    nxt = _layer(ctx, [h_a, h_p * 0], w[5:])[0]  # output mask: the pad state is 0
    # the same output written without the pad's gathered state at all: keys (h_a, 0), values (wv h_a, 0)
    wq, wk, wv, w1, w2 = (ctx.num(v) for v in w[5:])
    sc = wq * h_a * wk * h_a
    m = sc if ctx.mid(sc) > 0 else ctx.num(0)
    e1, e0 = ctx.exp(sc - m), ctx.exp(-m)
    h = h_a + e1 * wv * h_a / (e1 + e0)
    return Eq(nxt, h + w2 * h * w1)
