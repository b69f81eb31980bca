from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.samples import rational_weights
from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title="Setting the pad's embedding and positional code to zero does not stop it from changing "
          "the real outputs or from getting a nonzero output itself",
    statement=r"Real token $a$ plus a pad with input 0, one unmasked attention layer with residual: "
              r"$h_a(\text{padded}) - h_a(\text{unpadded}) = (v_{\text{pad}} - v_a)/(e^{s}+1)$ with "
              r"$v_{\text{pad}} = b_V$ (0 without bias), nonzero whenever $v_{\text{pad}} \ne v_a$; the pad's output "
              r"$(v_a + v_{\text{pad}})/2$ is nonzero in general.",
    hypotheses="no attention mask; one real token and one zeroed pad; $W_Q$, $W_K$, $W_V$, $b_V$ arbitrary "
               "($b_Q = b_K = 0$); scalars (width 1) in the proof: the sentence claims that a change may still arise, and the width-1 "
               "example embeds in any width (weights on one coordinate)",
    expect="proved",
    sources=[
        Source(DOC, "§掩码与填充, before the strategy list",
               "仅仅将填充位置的[词嵌入](@entry_id:633879)或位置编码设为零是不够的，因为后续的偏置项和复杂的层内交互仍可能产生非零表示"),
    ],
    domain={"a": small_rationals(), "seed": st.integers(0, 10**6), "bias": st.booleans()},
    examples=[{"a": 1, "seed": 0, "bias": False}, {"a": Fraction(-3, 2), "seed": 5, "bias": True}],
    sharp='exact formulas.',
    notes="The pad key still gets a positive weight, which dilutes the real positions' outputs, and the pad's "
          "own nonzero output is carried on by the residual stream. So zeroing the pad's input is not a "
          "substitute for the attention mask (which removes the pad key: "
          "masked_key_weight_is_positive_for_a_finite_mask_and_zero_for_minus_infinity) and the output mask.",
)


def _layer_sym(xs, wq, wk, wv, bv):
    out = []
    for x in xs:
        sc = [sp.exp((wq * x) * (wk * y)) for y in xs]
        out.append(x + sum(c * (wv * y + bv) for c, y in zip(sc, xs)) / sum(sc))
    return out


@claim.proof
def proof(pf):
    a, wq, wk, wv, bv = sp.symbols("a w_q w_k w_v b_v", real=True)
    s = wq * wk * a ** 2
    unpadded = _layer_sym([a], wq, wk, wv, bv)[0]
    h_a, h_pad = _layer_sym([a, sp.Integer(0)], wq, wk, wv, bv)
    pf.eq("unpadded output is a + v_a", unpadded, a + wv * a + bv)
    pf.eq("padded real output differs by (v_pad - v_a)/(e^s + 1) = -W_V a/(e^s+1)", h_a - unpadded,
          -wv * a / (sp.exp(s) + 1))
    pf.true("... which is nonzero, e.g. a = 1, W_V = 1, W_Q = W_K = 0: -1/2",
            sp.Ne((h_a - unpadded).subs({a: 1, wv: 1, wq: 0, wk: 0, bv: 0}), 0))
    pf.eq("the pad's own output is (v_a + v_pad)/2 (zero query: uniform weights)", h_pad, (wv * a + bv + bv) / 2)
    pf.true("... nonzero with a bias even if W_V a = 0: b_V = 1 gives 1",
            sp.Ne(h_pad.subs({wv: 0, bv: 1}), 0))


@claim.check
def check(ctx, a, seed, bias):
    wq, wk, wv, bv = rational_weights(seed, 4)
    bv = bv if bias else 0
    x = ctx.num(a)
    s = ctx.num(wq) * x * ctx.num(wk) * x
    va, vpad = ctx.num(wv) * x + ctx.num(bv), ctx.num(bv)
    # h_a(padded) computed with the max-subtracted softmax over logits (s, 0)
    m = s if ctx.mid(s) > 0 else ctx.num(0)
    e1, e0 = ctx.exp(s - m), ctx.exp(ctx.num(0) - m)
    h_pad_seq = x + (e1 * va + e0 * vpad) / (e1 + e0)
    h_unpadded = x + va
    diff = (vpad - va) * e0 / (e1 + e0)  # = (v_pad - v_a)/(e^s + 1)
    return Eq(h_pad_seq - h_unpadded, diff)
