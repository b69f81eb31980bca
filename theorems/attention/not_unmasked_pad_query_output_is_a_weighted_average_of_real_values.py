import sympy as sp

from numeric.attention import softmax
from suite import Claim, Eq, Source
from suite.domains import small_rationals

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title="Without a mask, a pad query's output is a weighted average of the real positions' values",
    statement=r"No mask: the pad query's output $o_{\text{pad}} = \sum_j w_j v_j$ (softmax over all positions) puts "
              r"weight only on the real positions; with one real token $a$ and one pad $p$: $o_{\text{pad}} = v_a$.",
    hypotheses="no attention mask (the document's setting 'without any precaution'); one real token, one pad; "
               "scalar values; any scores",
    expect="refuted",
    wrong="Without a mask the pad query also attends the pad positions, itself included, each with a positive weight, "
          r"so $o_{\text{pad}} = (1 - w_{\text{pad}}) \cdot (\text{weighted average of the real values}) + "
          r"\sum_{\text{pads } p} w_p v_p$ with $w_{\text{pad}} = \sum_p w_p > 0$. With one real token, one pad, $V = I$ and all "
          r"scores 0: $o_{\text{pad}} = (v_a + v_p)/2 \ne v_a$ unless $v_p = v_a$. It is a "
          "weighted average of the real values for every choice of values only when the pad keys are masked; unmasked it "
          r"is one only when the mixture happens to fall among the real values (real values 1 and $-1$, a pad value 0, "
          r"equal scores: $o_{\text{pad}} = 0$, the mean of 1 and $-1$).",
    error_kind="false general statement",
    survives="yes: the pad's output still gives every real value a positive weight, so it carries real-content "
             "information into the residual stream, which is the document's point; it also mixes in the pad values",
    correction="unmasked_pad_query_output_mixes_real_and_pad_values",
    sources=[Source(DOC, "§掩码与填充, leakage item 2", "其输出将是真实内容的一个加权平均")],
    domain={"va": small_rationals(), "vp": small_rationals(), "sa": small_rationals(limit=8),
            "sp_": small_rationals(limit=8)},
    examples=[{"va": 1, "vp": 0, "sa": 0, "sp_": 0}, {"va": 2, "vp": -3, "sa": 1, "sp_": -1}],
    notes=r'Statement as the source makes it (§掩码与填充, leakage item 2, in the setting "如果没有任何预防措施", no mask '
          r'at all): the pad query $q_{i_{\text{pad}}}$ attends the real positions and "其输出将是真实内容的一个加权平均", i.e. '
          r'$o_{\text{pad}} = \sum_j w_j v_j$ with weights only on the real positions $j$ '
          r'($\text{sum over real } j \text{ of } w_j = 1$). Formalised and checked with one real token $a$ and one pad '
          r'$p$: $o_{\text{pad}} = v_a$. Why it fails: without a mask the pad query attends every position, the pads '
          r'(itself included) as well, each with a positive weight (softmax_gives_every_finite_logit_a_positive_weight). '
          r'With one real token $a$, one pad $p$, value map $V = I$ and all scores 0: $o_{\text{pad}} = (v_a + v_p)/2$, '
          r'which is not a weighted average of the real values unless $v_p = v_a$. In general '
          r'$o_{\text{pad}} = (1 - w_{\text{pad}}) \cdot (\text{weighted average of the real values}) + '
          r'\sum_{\text{pads}} w_p v_p$, with $w_{\text{pad}} = \sum_{\text{pads}} w_p > 0$ (unmasked_pad_query_output_mixes_real_and_pad_values).',
)


@claim.proof
def proof(pf):
    va, vp, sa, sq = sp.symbols("v_a v_p s_a s_p", real=True)
    o_pad = (sp.exp(sa) * va + sp.exp(sq) * vp) / (sp.exp(sa) + sp.exp(sq))
    pf.refute("one real token a, one pad p, all scores 0, v_a = 1, v_p = 0: o_pad = 1/2, not v_a = 1",
              o_pad, va, at={sa: 0, sq: 0, va: 1, vp: 0})


@claim.check
def check(ctx, va, vp, sa, sp_):
    w = softmax(ctx, [ctx.num(sa), ctx.num(sp_)])  # the pad query's weights on (real a, pad p), no mask
    o_pad = w[0] * ctx.num(va) + w[1] * ctx.num(vp)
    return Eq(o_pad, ctx.num(va))
