import sympy as sp

from numeric.encoding import wavelength
from suite import Claim, Lt, Source
from suite.domains import dims

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"For every $d_{\text{model}}$ the period of pair $d_{\text{model}}/2 - 1$ exceeds every length $n \le "
          r"10000$ (false: $d_{\text{model}} = 8$ gives 6283)",
    statement=r"Claimed (§6.1.1, 第一, the reason for the base 10000): for reasonable sequence lengths $n \le 10000$ "
              r"the period $2\pi/\omega_{d_{\text{model}}/2-1} = 2\pi \cdot "
              r"10000^{(d_{\text{model}}-2)/d_{\text{model}}}$ of pair $d_{\text{model}}/2 - 1$ ($\omega$ of (6.1.2)) "
              r"is larger than $n$, for every even $d_{\text{model}}$. In fact it is $2\pi \cdot 10000^{3/4} \approx "
              r"6283 < 10000$ at $d_{\text{model}} = 8$, the dimension of the document's own example (§6.1.4), under "
              r"(6.1.2), and below 10000 for every $d_{\text{model}} \le 10$. (§6.1.4's own list, $\omega_3 = 10^6$, "
              r"is itself wrong: not_d8_example_frequency_parameters_are_1_100_10000_1000000.)",
    hypotheses=r"$d_{\text{model}}$ even $\ge 2$; base 10000; $n = 10000$; $\omega_m = 10000^{-2m/d_{\text{model}}}$ "
               r"as in (6.1.2); the pair named by its index $m = d_{\text{model}}/2 - 1$",
    expect="refuted",
    error_kind="false general statement",
    survives=r"partly: the clause holds for every $d_{\text{model}} \ge 12$, including the 512 and 4096 the document "
             r"names as usual dimensions (there the slowest pair does not wrap within $n \le 10000$; the 'no folding' "
             r"drawn from it is a separate error); it fails for $d_{\text{model}} \le 10$, including the "
             r"$d_{\text{model}} = 8$ of the document's worked example, under (6.1.2).",
    wrong=r"The period of pair $d_{\text{model}}/2 - 1$ is $2\pi \cdot "
          r"10000^{(d_{\text{model}}-2)/d_{\text{model}}}$, which exceeds 10000 iff $d_{\text{model}} \ge 12$: at "
          r"$d_{\text{model}} = 8$ it is $2\pi \cdot 1000 \approx 6283.2$ and at $d_{\text{model}} = 10$ it is "
          r"$\approx 9958.2$, both below $n = 10000$ (a sequence length the sentence calls reasonable).",
    correction="lowest_frequency_period_exceeds_10000_iff_d_at_least_12",
    sources=[Source(DOC, "§6.1.1, choice of the base 10000 (第一)",
                    r"使得对于合理的序列长度（如$n \leq 10000$），最高频率$\omega_{d_{\text{model}}/2-1}$对应的周期仍然大于序列长度",
                    fidelity="partial",
                    part=r"the period clause: the period $2\pi/\omega_{d_{\text{model}}/2-1}$ ($\omega$ of (6.1.2)) of "
                         r"the pair named by its index exceeds every $n \le 10000$; not the label 最高频率 "
                         r"(not_low_index_pairs_are_low_frequency)")],
    domain={"d": dims()},
    examples=[{"d": 8}, {"d": 10}],
    sharp=r"exact counterexample ($d_{\text{model}} = 8$, $n = 10000$).",
    notes="The 'no folding' drawn from the same sentence is a separate error: not_no_pair_folds_within_10000_positions.",
)


@claim.proof
def proof(pf):
    T8 = 2 * sp.pi * sp.Integer(10000) ** sp.Rational(3, 4)
    pf.eq("d_model = 8: the period is 2 pi 10000^{3/4} = 2000 pi", T8, 2000 * sp.pi)
    pf.refute("claimed at d_model = 8: the period is at least n = 10000, i.e. min(2000 pi, 10000) = 10000; but "
              "2000 pi < 10000", sp.Min(2000 * sp.pi, sp.Integer(10000)), sp.Integer(10000))


@claim.check
def check(ctx, d):
    # the claim: 10000 < period of pair d/2 - 1, for every even d
    return Lt(ctx.num(10000), wavelength(ctx, d // 2 - 1, d))
