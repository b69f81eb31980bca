from fractions import Fraction


from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims, positions

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"The left side $(i+j)/10000^{2m/d}$ of (6.1.7) can be made arbitrarily small for large $m$ (false: it never "
          r"goes below $(i+j)/10000$)",
    statement=r"Claimed: for large $m$, $(i+j)/10000^{2m/d}$ becomes arbitrarily small (in particular some admissible $m$ gives "
              r"a value $\le (i+j)/10000$). In fact the smallest value, "
              r"at $m = d/2-1$, is $(i+j) \cdot 10000^{-(d-2)/d} > (i+j)/10000$: the premise is false as stated.",
    hypotheses=r"$i + j = s \ge 1$; $d$ even; $m \in \{0, \dots, d/2-1\}$",
    expect="refuted",
    error_kind="false general statement",
    survives=r"yes: the inference stands on the true part of its premise, and (6.1.7) indeed cannot hold for all $m$ (phase_sum_stays_above_sum_over_10000: the values $(i+j) \omega_m$ "
             r"are pairwise distinct for $d \ge 4$, and at $m = 0$ it would say $i + j = \pi$, impossible for integers), but not "
             "for the reason given.",
    wrong=r"$m$ is bounded by $d/2 - 1$, so $2m/d \le 1 - 2/d$ and $(i+j)/10000^{2m/d} \ge (i+j) \cdot 10000^{2/d}/10000 > (i+j)/10000$: "
          r"the left side of (6.1.7) is never below $(i+j)/10000$, for any $d$, so 'arbitrarily small' is false. The inference "
          r"drawn from it, 'hence (6.1.7) cannot hold for all $m$', needs only that the left side changes with $m$ while $\pi$ "
          r"is fixed, which is true (it strictly decreases in $m$ for $d \ge 4$; and within the document's $n \le 10000$ it does "
          r"fall below $\pi$ at $m = d/2 - 1$, e.g. $i + j \le 19998 < \pi \cdot 10000^{510/512} = 30305.7$ at $d = 512$).",
    correction="phase_sum_stays_above_sum_over_10000",
    sources=[
        Source(DOC, "(6.1.7), sentence after it", r"左边可以是任意小的数（当$m$大时）"),
    ],
    domain={"d": dims(), "s": positions(lo=1)},
    examples=[{"d": 2, "s": 1}, {"d": 512, "s": 1}],
    sharp=r'the infimum over all $d$ and $m$ is $(i+j)/10000$, not attained.',
    notes=r"Statement (document, after (6.1.7)): since $m$ ranges over $0, \dots, d/2-1$, the left side can be arbitrarily small for large $m$, while $\pi$ is fixed; 因此 the equation cannot hold for all $m$ at once. Fact: $2m/d \le (d-2)/d < 1$, so $(i+j)/10000^{2m/d} \ge (i+j)/10000^{(d-2)/d} > (i+j)/10000$ for every admissible $m$ (and every $d$): it never gets below $(i+j)/10000$, e.g. below $\varepsilon = (i+j)/10000$. The step needs only that the left side changes with $m$ (it strictly decreases for $d \ge 4$), so it survives the false word 'arbitrarily'; its conclusion is also true for another reason (phase_sum_stays_above_sum_over_10000: for $d \ge 4$ the values $(i+j) \omega_m$ are pairwise distinct, and for $m = 0$ $(i+j) = \pi$ is impossible for integers).",
)


@claim.check
def check(ctx, d, s):
    smallest = ctx.num(s) * inv_freq(ctx, d // 2 - 1, d, 10000)
    return Le(smallest, ctx.num(Fraction(s, 10000)))
