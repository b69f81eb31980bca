import sympy as sp

from suite import Claim, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"The $d = 8$ example tests (6.1.9): the computed $p_0 \cdot p_1$ and $p_1 \cdot p_2$ would differ if (6.1.9) failed "
          "(invalid: both are computed from (6.1.9) itself)",
    statement=r"The inference as argued: the values $p_0 \cdot p_1 = \sum_m \cos(1/\omega_m)$ (6.1.17) and $p_1 \cdot p_2 = "
              r"\sum_m \cos(1/\omega_m)$ (6.1.19) agree, hence the dot product of the codes depends only on the offset "
              "(6.1.9 verified). Counterexample: the computation agrees for every code (the two sums are the same "
              r"expression), also for $q_i = (2 \sin i, \cos i)$, where $q_0 \cdot q_1 = \cos 1 \ne q_1 \cdot q_2 = 4 \sin 1 \sin 2 + \cos 1 \cos 2$.",
    hypotheses="the premise is the agreement of the two computed sums (6.1.17), (6.1.19); the conclusion is that the "
               "code's dot product depends only on $i - j$",
    expect="refuted",
    error_kind="wrong reasoning step",
    survives=r"yes: (6.1.9) holds (dot_product_depends_only_on_offset, proved from $\cos(a - b) = \cos a \cos b + \sin a \sin b$), "
             r"and computed from the coordinates the $d = 8$ dot products do agree, $p_0 \cdot p_1 = p_1 \cdot p_2 = 3.53526$ "
             "(d8_dot_products_at_offset_1_agree_when_computed_from_coordinates); only the claim that this example "
             "verifies (6.1.9) is wrong: it is an illustration of the formula, not a test of it.",
    wrong=r"The example does not compute $p_1 \cdot p_2$ from the coordinates ($\sum_m [\sin(1/\omega_m) \sin(2/\omega_m) + "
          r"\cos(1/\omega_m) \cos(2/\omega_m)]$); (6.1.17) and (6.1.19) open with $p_0 \cdot p_1 = \sum_m \cos(1/\omega_m)$ and "
          r"$p_1 \cdot p_2 = \sum_m \cos(1/\omega_m)$, i.e. (6.1.9) applied at offset 1. The two values are one expression, so "
          r"they agree for any code and cannot confirm (6.1.9): for $q_i = (2 \sin i, \cos i)$ the same computation gives "
          r"equal values, yet $q_0 \cdot q_1 = \cos 1 = 0.5403$ and $q_1 \cdot q_2 = 4 \sin 1 \sin 2 + \cos 1 \cos 2 = 2.8357$. The check "
          "is circular.",
    correction="d8_dot_products_at_offset_1_agree_when_computed_from_coordinates",
    sources=[
        Source(DOC, "§6.1.4, after (6.1.19)", r"这个数值验证了公式（6.1.9）的结论", aspect="reasoning"),
    ],
    sharp='exact counterexample.',
    notes=r"Statement (document, §6.1.4): 我们通过数值计算来验证这一性质 ... (6.1.17) $p_0 \cdot p_1 = \sum_{m=0}^{3} \cos(1/\omega_m)$, "
          r"(6.1.19) $p_1 \cdot p_2 = \sum_{m=0}^{3} \cos(1/\omega_m)$ ... 这个数值验证了公式（6.1.9）的结论. Why the step fails: both "
          "values are computed from the right side of (6.1.9) (their first lines are (6.1.9) at $(i, j) = (0, "
          "1)$ and $(1, 2)$), never from the coordinates; the two expressions are the same expression, so they "
          "agree whatever the code is, and their agreement carries no evidence for (6.1.9). Counterexample to "
          r"the inference: the code $q_i = (2 \sin i, \cos i)$ (one pair, sine doubled) is one for which the same "
          r"computation gives equal values (it does not look at the code), yet $q_0 \cdot q_1 = \cos 1 = 0.540$ while "
          r"$q_1 \cdot q_2 = 4 \sin 1 \sin 2 + \cos 1 \cos 2 = 2.836$. The conclusion, (6.1.9), is true "
          "(dot_product_depends_only_on_offset); computed from the coordinates, the $d = 8$ values do agree "
          "(d8_dot_products_at_offset_1_agree_when_computed_from_coordinates).",
)


@claim.proof
def proof(pf):
    w = sp.symbols("omega0:4", positive=True)
    computed_01 = sum(sp.cos(sp.Integer(1 - 0) / wm) for wm in w)  # (6.1.17), first line
    computed_12 = sum(sp.cos(sp.Integer(2 - 1) / wm) for wm in w)  # (6.1.19), first line
    pf.eq("premise: the two computed values agree for any omega_m, whatever the code (one expression)",
          computed_12, computed_01)
    i = sp.Symbol("i", integer=True)
    q = lambda k: sp.Matrix([2 * sp.sin(k), sp.cos(k)])  # noqa: E731  a code for which (6.1.9) fails
    pf.refute("conclusion fails for the code q_i = (2 sin i, cos i): q_1.q_2 != q_0.q_1",
              q(i + 1).dot(q(i + 2)), q(i).dot(q(i + 1)), at={i: 0})
