"""(Refuted) The codes p_0, ..., p_{n-1} are linearly independent (for every n).

Statement (as read): from (6.2.19)-(6.2.21) the document concludes that every relation
sum_i alpha_i p_i = 0 forces alpha = 0, 'hence the sequence of code vectors is linearly independent',
with no restriction on n.
Why false: n vectors in R^d are dependent when n > d.  Exact counterexample d = 2, n = 3:
p_2 - 2 cos(1) p_1 + p_0 = 0 (sin 2 = 2 cos 1 sin 1 - sin 0, cos 2 = 2 cos 1 cos 1 - cos 0),
alpha = (1, -2 cos 1, 1) != 0.  For every d the codes satisfy an order-d linear recurrence
(every_code_is_a_fixed_combination_of_the_d_preceding_codes_6_2_4).
Correct statement: consecutive_codes_span_min_n_d_dimensions (independent iff n <= d).
Hypotheses: integer positions, d even, f_m = 10000^(-2m/d).
References: 003_765fa61f779baf3a.txt (6.2.19)-(6.2.21) and the conclusion after them.
"""
import sympy as sp

from suite import Claim, Source
from theorems._util_003b import DOC

claim = Claim(
    title="(Refuted) The codes of any n positions are linearly independent",
    statement="Source: if sum_{i=0}^{n-1} alpha_i p_i = 0 then alpha_i = 0 for all i; hence p_0, ..., p_{n-1} are "
              "linearly independent (no bound on n is stated).",
    hypotheses="d even; f_m = 10000^(-2m/d); positions 0..n-1",
    expect="refuted",
    wrong="False for n > d: n vectors in R^d are linearly dependent. Exactly, for d = 2 and n = 3: "
          "p_2 - 2cos(1) p_1 + p_0 = (sin2 - 2cos1 sin1, cos2 - 2cos^2 1 + 1) = 0 with alpha = (1, -2cos 1, 1) != 0. "
          "For every d, p_{i+d} is a fixed combination of p_i..p_{i+d-1} (coefficients of "
          "prod_m (x^2 - 2cos(f_m) x + 1)). The statement holds only for n <= d (Vandermonde argument).",
    correction="consecutive_codes_span_min_n_d_dimensions",
    sources=[
        Source(DOC, "(6.2.19)", r"\sum_{i=0}^{n-1} \alpha_i p_i = 0 \tag{6.2.19}", role="defines"),
        Source(DOC, "(6.2.20)", r"\sum_{i=0}^{n-1} \alpha_i \begin{bmatrix} \sin(i f_0) \\ \cos(i f_0) \\ \sin(i f_1) \\ \cos(i f_1) \\ \vdots \end{bmatrix} = 0 \tag{6.2.20}",
               role="defines"),
        Source(DOC, "(6.2.21)", r"\sum_{i=0}^{n-1} \alpha_i \sin(i f_m) = 0, \quad \sum_{i=0}^{n-1} \alpha_i \cos(i f_m) = 0 \tag{6.2.21}",
               role="defines"),
        Source(DOC, "after (6.2.21)",
               r"这些方程表明：权重序列$\alpha_i$与正弦序列$\{\sin(i f_m)\}$和余弦序列$\{\cos(i f_m)\}$正交", role="defines"),
        Source(DOC, "after (6.2.21)", r"所有这些正交条件意味着$\alpha_i = 0$对于所有$i$成立"),
        Source(DOC, "after (6.2.21)", r"因此，编码向量序列是线性无关的"),
    ],
)


@claim.proof
def proof(pf):
    p = lambda k: sp.Matrix([sp.sin(k), sp.cos(k)])  # noqa: E731  d = 2: f_0 = 1
    pf.eq("d = 2: the relation p_2 - 2cos(1) p_1 + p_0 = 0 holds exactly (each component of (6.2.21) vanishes)",
          p(2) - 2 * sp.cos(1) * p(1) + p(0), sp.zeros(2, 1))
    pf.refute("yet alpha_1 = -2cos(1) is not 0, contradicting 'alpha_i = 0 for all i'", -2 * sp.cos(1), 0)
