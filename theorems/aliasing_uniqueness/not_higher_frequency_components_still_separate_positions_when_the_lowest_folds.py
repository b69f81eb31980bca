import math
from fractions import Fraction

from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="Refuted (reasoning): by the paragraph's own folding criterion, when the lowest-frequency component folds the "
          "higher-frequency ones have folded already — their periods are shorter",
    statement=r"The paragraph's criterion: a component separates the positions $0, \dots, n-1$ as long as $n$ does not exceed its "
              r"period $2\pi/f_m$. Its inference: when $n$ exceeds the period of the lowest frequency $f_{d/2-1}$, 'the other, "
              r"higher-frequency components can still tell the positions apart', i.e. some $m < d/2 - 1$ still has "
              r"$n \le 2\pi/f_m$. Checked with $n = \lfloor 2\pi/f_{d/2-1}\rfloor + 1$ for every $m < d/2 - 1$.",
    hypotheses=r"$f_m = 10000^{-2m/d}$, periods $2\pi/f_m$ (the paragraph's own criterion '$n$ not above the period'); $d \ge 4$",
    expect="refuted",
    wrong=r"$f_m$ decreases in $m$, so the periods $2\pi/f_m = 2\pi \cdot 10000^{2m/d}$ increase in $m$: the lowest frequency has the longest "
          "period, and every higher-frequency component folds before it does. With $n$ one more than the longest period "
          r"($d = 512$: $n = 60{,}612$), every component has $n$ above its period (pair 0: period 6.28). By the paragraph's "
          "criterion no component is left to separate the positions. The conclusion is still true, for another reason: "
          r"integer positions never share a code, because pair 0's period $2\pi$ is irrational (not a multiple of the step 1), "
          r"which holds already at $d = 2$ with one component.",
    error_kind="wrong reasoning step",
    survives="yes: distinct integer positions always get distinct codes (integer_positions_never_share_a_code), but not "
             "because the higher frequencies have not folded",
    correction="integer_positions_never_share_a_code",
    sources=[Source(DOC, "§6.2.3 range paragraph",
                    "由于编码包含多个频率成分，即使最低频率成分出现折叠，其他高频成分仍然能够区分不同位置",
                    aspect="reasoning")],
    domain={"d": dims(lo=4, hi=1024), "m_frac": st.fractions(0, 1, max_denominator=64)},
    examples=[{"d": 512, "m_frac": 0}, {"d": 512, "m_frac": Fraction(254, 256)}],
    sharp="exact: the counterexample is confirmed in Arb.",
)


@claim.check
def check(ctx, d, m_frac):
    m = min(d // 2 - 2, int(m_frac * (d // 2)))  # a higher-frequency component than the lowest, d/2 - 1
    n = math.floor(2 * math.pi * 10000 ** ((d - 2) / d)) + 1  # one more than the longest period (chooses n only)
    return Le(ctx.num(n), 2 * ctx.pi / inv_freq(ctx, m, d))
