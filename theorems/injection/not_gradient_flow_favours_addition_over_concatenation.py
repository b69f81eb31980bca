import sympy as sp

from suite import Claim, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"Gradient flow favours addition over concatenation: concatenation does not pass the gradient to both $X$ and $P$ "
          r"(invalid: it does, $dL/dX = G W_1^\top$, $dL/dP = G W_2^\top$)",
    statement=r"The inference as argued: addition $X + P$ lets the gradient flow back to both $X$ and $P$, hence this is a "
              r"reason to choose addition over concatenation, i.e. with concatenation $[X, P]\, W$ the gradient does not "
              r"reach both $X$ and $P$. Counterexample: $n = d = d_k = 1$, $W = [1; 1]$, $L = Q = x + p$: $dL/dx = dL/dp = 1$.",
    hypotheses=r"concatenation followed by the projection $W = [W_1; W_2]$ to $d_k$, $Q = X W_1 + P W_2$",
    expect="refuted",
    error_kind="wrong reasoning step",
    survives=r"yes: the gradient does flow back to both $X$ and $P$ under addition (sum_passes_gradient_to_content_and_position), "
             r"and the choice of addition is still justified by the first reason, the width ($X + P$ keeps $d_{\text{model}}$, "
             "concatenation doubles it: sum_keeps_the_embedding_dimension_and_is_linear); only the gradient-flow "
             "reason fails to distinguish the two options.",
    wrong=r"Concatenation followed by its projection passes the gradient to both parts as well: $Q = [X, P][W_1; W_2] = "
          r"X W_1 + P W_2$ gives $dL/dX = G W_1^\top$ and $dL/dP = G W_2^\top$ ($G = dL/dQ$), generically both nonzero; with "
          r"$n = d = d_k = 1$, $W_1 = W_2 = 1$, $L = Q$: $dL/dx = dL/dp = 1$, as for addition. With $W_1 = W_2 = W$ "
          "concatenation is addition. So 'the gradient flows back to both' is no reason to prefer addition over "
          "concatenation.",
    correction="concatenation_also_passes_gradient_to_content_and_position",
    sources=[
        Source(DOC, "§6.1.1, reasons for element-wise addition (第三)",
               r"第三，从梯度流动角度，相加操作允许梯度同时流回内容编码和位置编码，两者都能得到有效的更新",
               aspect="reasoning"),
    ],
    sharp='exact counterexample.',
    notes="Statement (document, §6.1.1): 选择逐元素相加而非拼接（Concatenation）的原因有以下几点 ... 第三，从梯度流动角度， "
          "相加操作允许梯度同时流回内容编码和位置编码，两者都能得到有效的更新. Why the step fails: the premise is true "
          "(sum_passes_gradient_to_content_and_position), but concatenation has the same property: for $Q = "
          r"[X, P]\, [W_1; W_2] = X W_1 + P W_2$, $dL/dX = G W_1^\top$ and $dL/dP = G W_2^\top$, both nonzero in general; $n "
          "= d = d_k = 1$, $W_1 = W_2 = 1$, $L = Q$ gives $dL/dx = dL/dp = 1$, exactly as for addition (and $W_1 = "
          "W_2 = W$ makes concatenation equal to addition). So gradient flow does not separate the two options "
          r"and is no reason for the choice; only the first reason (the width $d_{\text{model}}$ against $2 d_{\text{model}}$) is.",
)


@claim.proof
def proof(pf):
    x, p, w1, w2 = sp.symbols("x p w1 w2", real=True)
    q_add = x + p
    q_cat = x * w1 + p * w2  # [x, p] [w1; w2]
    pf.eq("premise: addition passes dL/dx = dL/dp = 1 (L = Q = x + p)",
          sp.Matrix([sp.diff(q_add, x), sp.diff(q_add, p)]), sp.Matrix([1, 1]))
    pf.refute("conclusion as argued (concatenation does not pass the gradient to both: dL/dx * dL/dp = 0) fails "
              "at W = [1; 1]", sp.diff(q_cat, x) * sp.diff(q_cat, p), 0, at={w1: 1, w2: 1})
