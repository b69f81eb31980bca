from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.attention import relu, softmax
from numeric.samples import rational_weights
from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title="With the key-padding mask in every layer and right padding, real positions' outputs do not "
          "depend on the padding at all",
    statement=r"Two encoder layers (attention with arbitrary score $S$ and value $V$, mask "
              r"$\text{keep}_{\text{pad}} = 0$, residual, position-wise $f$, absolute codes $P(t)$): the outputs at the "
              r"real positions of $(a, b, p)$ equal those of $(a, b)$ for every pad content $p$. Output masking is not "
              r"needed for this; loss masking drops the pad positions from the loss.",
    hypotheses=r"right padding; pad keys get weight exactly 0 ($-\infty$ mask); FFN position-wise; two layers in "
               r"the proof; every sequence has at least one real token (so every row has a real key)",
    expect="numeric",
    sources=[
        Source(DOC, "§掩码与填充, conclusion",
               "通过结合这几种掩码，我们可以确保填充操作在提高计算效率的同时，不会对模型的学习过程产生有害的副作用",
               fidelity="partial", part="the real positions' outputs do not depend on the padding, shown through two "
               "encoder layers; the learning process beyond these outputs (gradients, the loss mask) is not stated"),
        Source(DOC, "§掩码与填充, attention-mask bullet", "从而防止任何位置去“关注”填充部分",
               fidelity="partial", part="with the pad keys masked (weight 0), the outputs of the real positions do not "
               "depend on the pad content, through two layers; the pad queries' own rows and any number of layers are "
               "not stated here"),
        Source(DOC, "§掩码与填充, padding definition",
               "即在末尾添加特殊的“pad”标记，直到它们的长度都等于批次中的最大长度 $L_{\\max}$", role="defines"),
    ],
    domain={"a": small_rationals(), "b": small_rationals(), "p": small_rationals(limit=1000),
            "seed": st.integers(0, 10**6), "which": st.integers(0, 1)},
    examples=[{"a": 1, "b": -1, "p": 0, "seed": 0, "which": 0},
              {"a": Fraction(1, 2), "b": 3, "p": 977, "seed": 9, "which": 1}],
    sharp='an identity.',
    notes="The pad positions' own outputs are nonzero functions of $(a, b, p)$; zeroing them (output mask) does "
          "not change the real outputs further, it only matters for operations that read all positions (e.g. "
          "an unmasked mean pooling, or a pad-position loss, which the loss mask removes). With left padding "
          "the real tokens' absolute positions shift, so the outputs differ unless the position indices are "
          "shifted too.",
)


def _stack_sym(xs, keep, S, V, f, P, layers=2):
    hs = [x + P(t) for t, x in enumerate(xs)]
    for layer in range(layers):
        new = []
        for x in hs:
            w = [k * sp.exp(S(layer, x, y)) for k, y in zip(keep, hs)]
            h = x + sum(wj * V(layer, y) for wj, y in zip(w, hs)) / sum(w)
            new.append(h + f(layer, h))
        hs = new
    return hs


@claim.proof
def proof(pf):
    pf.scope = "two real tokens, one pad, two layers (the argument repeats layer by layer)"
    a, b, p = sp.symbols("a b p", real=True)
    S, V, f, P = (sp.Function(n) for n in ("S", "V", "f", "P"))
    padded = _stack_sym([a, b, p], [1, 1, 0], S, V, f, P)
    plain = _stack_sym([a, b], [1, 1], S, V, f, P)
    pf.eq("real position 0: padded output = unpadded output (any p)", padded[0], plain[0])
    pf.eq("real position 1: padded output = unpadded output (any p)", padded[1], plain[1])


def _stack_num(ctx, xs, keep, seed):
    w = rational_weights(seed, 16)
    hs = [ctx.num(x) + ctx.num(Fraction(t, 7)) for t, x in enumerate(xs)]  # + a position code P(t) = t/7
    for layer in range(2):
        wq, wk, wv, w1, w2 = (ctx.num(v) for v in w[5 * layer:5 * layer + 5])
        scores = [[wq * x * wk * y for y in hs] for x in hs]
        new = []
        for i, x in enumerate(hs):
            wts = softmax(ctx, scores[i], keep)
            h = x + ctx.fsum(wt * wv * y for wt, y in zip(wts, hs))
            new.append(h + w2 * relu(ctx, w1 * h))
        hs = new
    return hs


@claim.check
def check(ctx, a, b, p, seed, which):
    padded = _stack_num(ctx, [a, b, p], [True, True, False], seed)
    plain = _stack_num(ctx, [a, b], [True, True], seed)
    return Eq(padded[which], plain[which])
