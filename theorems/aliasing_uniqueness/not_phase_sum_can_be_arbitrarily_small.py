from fractions import Fraction


from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims, positions

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title="The left side (i+j)/10000^(2m/d) of (6.1.7) can be made arbitrarily small, so (6.1.7) fails for some m "
          "(false premise)",
    statement="Claimed: for large m, (i+j)/10000^(2m/d) becomes arbitrarily small (in particular some admissible m gives "
              "a value <= (i+j)/10000), while pi is fixed; hence (6.1.7) cannot hold for all m. In fact the smallest value, "
              "at m = d/2-1, is (i+j)*10000^(-(d-2)/d) > (i+j)/10000: the premise is false, and the step rests on nothing "
              "else.",
    hypotheses="i + j = s >= 1; d even; m in {0, ..., d/2-1}",
    expect="refuted",
    error_kind="wrong reasoning step",
    survives="yes: (6.1.7) indeed cannot hold for all m (phase_sum_stays_above_sum_over_10000: the values (i+j) omega_m "
             "are pairwise distinct for d >= 4, and at m = 0 it would say i + j = pi, impossible for integers), but not "
             "for the reason given.",
    wrong="m is bounded by d/2 - 1, so 2m/d <= 1 - 2/d and (i+j)/10000^(2m/d) >= (i+j)*10000^(2/d)/10000 > (i+j)/10000: "
          "the left side of (6.1.7) is never below (i+j)/10000, for any d, so 'arbitrarily small' is false and the inference "
          "'hence (6.1.7) cannot hold for all m' has no valid ground. (Its conclusion is still right: the (i+j) omega_m are "
          "pairwise distinct for d >= 4, and i + j = pi is impossible for integers.)",
    correction="phase_sum_stays_above_sum_over_10000",
    sources=[
        Source(DOC, "(6.1.7), sentence after it", r"左边可以是任意小的数（当$m$大时）"),
        Source(DOC, "(6.1.7), sentence after it", r"因此，等式不可能对所有$m$同时成立", aspect="reasoning"),
    ],
    domain={"d": dims(), "s": positions(lo=1)},
    examples=[{"d": 2, "s": 1}, {"d": 512, "s": 1}],
    sharp='the infimum over all d and m is (i+j)/10000, not attained.',
    notes="Statement (document, after (6.1.7)): since m ranges over 0..d/2-1, the left side can be arbitrarily small for large m, while pi is fixed; 因此 the equation cannot hold for all m at once. Fact: 2m/d <= (d-2)/d < 1, so (i+j)/10000^(2m/d) >= (i+j)/10000^((d-2)/d) > (i+j)/10000 for every admissible m (and every d): it never gets below (i+j)/10000, e.g. below eps = (i+j)/10000. The step's only ground is this false premise; its conclusion is true for other reasons (phase_sum_stays_above_sum_over_10000: for d >= 4 the values (i+j) omega_m are pairwise distinct, and for m = 0 (i+j) = pi is impossible for integers).",
)


@claim.check
def check(ctx, d, s):
    smallest = ctx.num(s) * inv_freq(ctx, d // 2 - 1, d, 10000)
    return Le(smallest, ctx.num(Fraction(s, 10000)))
