import sympy as sp

from suite import Claim, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"Some position table $P$ (asymmetric sinusoid or learned) makes attention causal: position $i$ sees only "
          r"$j \le i$",
    statement=r"There is a finite position table $P$ (a sinusoidal encoding with modified, asymmetric frequencies or "
              r"phases, or a learned causal table) such that, with $X_{\text{pos}} = X + P$ (6.1.4), "
              r"$Q, K, V = (X + P) W_Q, W_K, W_V$ (6.1.11) and unmasked softmax of $S = Q K^T / \sqrt{d_k}$ (6.1.12), "
              r"the output $o_i$ of every position $i$ does not depend on the contents of positions $j > i$. Refuted "
              r"for every $P$: $n = 2$, $d = d_k = 1$, $W_Q = W_K = W_V = 1$, $x_1 = -p_1$ gives $o_1 = (x_2 + p_2)/2$.",
    hypotheses=r"additive encoding (6.1.4); softmax attention (6.1.11)-(6.1.12) without the mask (6.1.16); $P$ finite",
    expect="refuted",
    error_kind="false general statement",
    survives=r"no: no finite position table, sinusoidal with asymmetric frequencies or phases or learned, can stop "
             r"position $i$ from attending to positions $j > i$ (every softmax weight of a finite score is positive); "
             r"causality needs the $-\infty$ mask of (6.1.16) (or an equivalent $-\infty$ score bias), which the "
             "document describes correctly just before; with that mask present, the encoding is not what enforces it.",
    wrong=r"With $X_{\text{pos}} = X + P$ and unmasked softmax attention every finite $P$ gives finite scores, hence "
          r"weights $a_{ij} = e^{S_{ij}}/\sum_k e^{S_{ik}} > 0$ for all $j$, including $j > i$. For every "
          r"$P = (p_1, p_2)$: $n = 2$, $d = d_k = 1$, $W_Q = W_K = W_V = 1$, $x_1 = -p_1$ makes $q_1 = 0$, row 1 of "
          r"$S$ $= (0, 0)$, and $o_1 = ((x_1 + p_1) + (x_2 + p_2))/2 = (x_2 + p_2)/2$: $p_2/2$ for $x_2 = 0$ but "
          r"$(1 + p_2)/2$ for $x_2 = 1$, so position 1 sees the content of position $2 > 1$ whatever $P$ is. Only the "
          r"$-\infty$ mask (6.1.16) makes the weights of $j > i$ zero.",
    correction="causality_needs_the_mask_not_the_position_table",
    sources=[
        Source(DOC, "§6.1.3, causal positional encoding",
               '因果位置编码通过某种方式打破这种对称性，使得位置$i$只能"看到"位置$\\leq i$的信息',
               fidelity="partial",
               part=r"使得位置$i$只能看到位置$\le i$的信息: a (causal) positional encoding, i.e. a position table $P$ added to $X$, "
                    r"makes the attention output of position $i$ independent of the positions $j > i$"),
        Source(DOC, "§6.1.3, causal positional encoding",
               "这可以通过修改正弦编码的定义（使用非对称的频率或相位）或使用可学习的因果位置编码来实现"),
    ],
    sharp='the counterexample holds for every $p_1$, $p_2$ (an identity).',
    notes=r'Statement as the source makes it (§6.1.3): 因果位置编码 ... 使得位置$i$只能"看到"位置$\leq i$的信息; 这可以通过修改正弦编码的 '
          r"定义（使用非对称的频率或相位）或使用可学习的因果位置编码来实现. In the document's setting the encoding enters only through "
          r"$X_{\text{pos}} = X + P$ (6.1.4) and $Q, K, V = (X + P) W$ (6.1.11), scores $S = Q K^T / \sqrt{d_k}$ (6.1.12), "
          r"softmax. So the claim is: some finite table $P$ makes the attention output $o_i$ independent of the "
          r"positions $j > i$. Why it fails: every such $P$ is finite (sinusoids are bounded, a learned table has finite "
          r"entries), so every score is finite and every softmax weight is positive, also for $j > i$. "
          r"Concretely, for EVERY $P$: $n = 2$, $d = d_k = 1$, $W_Q = W_K = W_V = 1$, $x_1 = -p_1$: row 1 of $S$ is "
          r"$(0, 0)$ and $o_1 = (x_2 + p_2)/2$, which is $p_2/2$ for $x_2 = 0$ and $(1 + p_2)/2$ for $x_2 = 1$. Only the "
          r"$-\infty$ mask of (6.1.16) (or an equivalent $-\infty$ bias on the scores), not a change of $P$, "
          "makes attention causal (causality_needs_the_mask_not_the_position_table).",
)


@claim.proof
def proof(pf):
    x1, x2, p1, p2 = sp.symbols("x1 x2 p1 p2", real=True)

    def o1(x1_, x2_):
        """Output of position 1 for n = 2, d = d_k = 1, W_Q = W_K = W_V = 1, unmasked softmax."""
        q1 = x1_ + p1
        k = v = [x1_ + p1, x2_ + p2]
        e = [sp.exp(q1 * kj) for kj in k]
        return (e[0] * v[0] + e[1] * v[1]) / (e[0] + e[1])

    pf.eq("for every p_1, p_2: at x_1 = -p_1 the output of position 1 is (x_2 + p_2)/2", o1(-p1, x2), (x2 + p2) / 2)
    pf.eq("for every p_1, p_2: changing x_2 from 0 to 1 changes o_1 by 1/2", o1(-p1, 1) - o1(-p1, 0), sp.Rational(1, 2))
    pf.refute("causality would need o_1(x_2 = 1) = o_1(x_2 = 0); it fails (any P, here p_1 = 1/3, p_2 = 5/7)",
              o1(-p1, 1), o1(-p1, 0), at={p1: sp.Rational(1, 3), p2: sp.Rational(5, 7)})
