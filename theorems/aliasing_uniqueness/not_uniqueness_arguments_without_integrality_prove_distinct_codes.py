import sympy as sp

from suite import Claim, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"Having $d_{\text{model}}$ dimensions, the code separates any two distinct positions in some dimension: the section's "
          "argument for uniqueness (invalid: it never uses integrality, and fails at real positions)",
    statement=r"The inference as the section argues it: the code has $d_{\text{model}}$ dimensions (and the phases of (6.1.5)-(6.1.7) "
              r"behave as stated), hence any two distinct positions differ in at least one dimension, i.e. $p_i = p_j$ "
              r"implies $i = j$. Counterexample to the step: $d_{\text{model}} = 8$, $i = 0$, $j = 2000\pi$: every coordinate agrees "
              r"($p_0 = p_{2000\pi}$) although $i \ne j$. For integer positions the conclusion holds, for a reason the section "
              r"never gives ($\pi$ irrational, $\omega_0 = 1$).",
    hypotheses=r"the premise as stated: $d_{\text{model}}$ dimensions of the form (6.1.1); positions not assumed to be integers, since "
               "the argument never uses it",
    expect="refuted",
    error_kind="wrong reasoning step",
    survives=r"yes: distinct integer positions do have distinct codes (integer_positions_never_share_a_code: the pair "
             r"$m = 0$ alone separates them, because $i - j \in 2\pi\mathbb{Z}$ is impossible for a nonzero integer), but the section "
             r"does not prove it: its arguments would equally 'prove' the false $p_0 \ne p_{2000\pi}$ at real positions.",
    wrong=r"The number of dimensions does not separate positions: at real positions, $d_{\text{model}} = 8$ ($\omega_m = 10^{-m}$), the "
          r"phases of position $2000\pi$ are $2000\pi$, $200\pi$, $20\pi$, $2\pi$, all multiples of $2\pi$, so $p_{2000\pi} = p_0$ in "
          r"all 8 dimensions; for integer positions, conversely, one pair ($d_{\text{model}} = 2$) already separates all positions. "
          r"What makes the codes of distinct positions differ is that positions are integers and $\pi$ is irrational (pair "
          r"$m = 0$ has $\omega_0 = 1$); neither fact is used in §6.1.2, whose first argument also drops the $2\pi k$ of (6.1.6) "
          "and uses the false 'arbitrarily small' of (6.1.7). So §6.1.6's 'we proved' is not borne out.",
    correction="integer_positions_never_share_a_code",
    sources=[
        Source(DOC, "§6.1.2, 更简单的不等式分析",
               r"由于编码包含多个维度（$d_{\text{model}}$个），总能在至少一个维度上区分任意两个不同的位置",
               aspect="reasoning"),
        Source(DOC, "§6.1.6", "证明了不同位置具有不同的编码向量", aspect="reasoning"),
    ],
    sharp='exact counterexample at real positions.',
    notes=r'''Why the step fails: nothing in these arguments uses that $i, j$ are integers; the number of dimensions is no reason for separation. At real positions, with the document's own $d_{\text{model}} = 8$ ($\omega_m = 10^{-m}$), the positions 0 and $2000\pi$ have the same code (phases $2000\pi$, $200\pi$, $20\pi$, $2\pi$ are multiples of $2\pi$), for any number of dimensions of this form; while for integer positions a single pair ($d_{\text{model}} = 2$, $\omega_0 = 1$) already separates all positions, because $\pi$ is irrational. The true reason, integrality plus irrationality of $\pi$, appears nowhere in the section; its first argument also drops the $2\pi k$ of (6.1.6) (not_equal_sines_force_equal_or_supplementary_phases) and rests on a false "arbitrarily small" (not_phase_sum_can_be_arbitrarily_small).''',
)


@claim.proof
def proof(pf):
    j = 2000 * sp.pi
    pf.exhaust("premise holds at d_model = 8, i = 0, j = 2000 pi: sin(j/10^m) = sin 0 and cos(j/10^m) = cos 0 for "
               "m = 0..3 (all 8 dimensions agree)", range(4),
               lambda m: sp.simplify(sp.sin(j / 10 ** m)) == 0 and sp.simplify(sp.cos(j / 10 ** m)) == 1)
    i_, j_ = sp.symbols("i j", real=True)
    pf.refute("conclusion as argued (equal codes force i = j, i.e. i - j = 0) fails", i_ - j_, 0, at={i_: 0, j_: j})
    pf.true("for integer positions one pair suffices: i - j = 2 pi k (k != 0) would make pi rational, and pi is "
            "irrational", sp.Eq(sp.pi.is_irrational, True))
