from fractions import Fraction

import sympy as sp

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="The lowest frequency is $f_{d/2-1} = 10000^{-1}$ (false: it is $10000^{-1+2/d}$)",
    statement="Source: $f_{d/2-1} = 1/w_{d/2-1} = 10000^{-1}$.",
    hypotheses=r"$d$ even $\ge 2$; $f_m = 10000^{-2m/d}$",
    expect="refuted",
    wrong=r"With $m = d/2 - 1$, $f_m = 10000^{-2(d/2-1)/d} = 10000^{-1+2/d}$, which exceeds $10000^{-1}$ by the "
          r"factor $10000^{2/d}$ ($d = 512$: $1.0366 \cdot 10^{-4}$, i.e. 3.7 % larger; $d = 64$: $1.33 \cdot "
          r"10^{-4}$; $d = 2$: 1). $10000^{-1}$ is only the $d \to \infty$ limit (the largest index would have to be "
          r"$m = d/2$).",
    error_kind="wrong number",
    survives="yes, approximately for large $d$: $10000^{-1+2/d}$ exceeds $10000^{-1}$ by the factor $10000^{2/d}$ "
             "(3.7 % at $d = 512$), so the order of magnitude of the lowest frequency, and what the document draws "
             "from it, stand.",
    correction="lowest_frequency_is_10000_to_the_minus_1_plus_2_over_d",
    sources=[
        Source(DOC, "after (6.2.12)", r"$f_{d_{\text{model}}/2-1} = 10000^{-1}$"),
        Source(DOC, "§6.2.3, range paragraph", r"$f_{\min} = 1/\omega_{d_{\text{model}}/2-1} = 10000^{-1}$"),
        Source(DOC, "§6.2.6, coverage", r"最低频率$f_{\min} = 10000^{-1}$"),
    ],
    domain={"d": dims()},
    examples=[{"d": 2}, {"d": 512}],
    sharp='exact refutation.',
    notes=r"False for every even $d$: $10000^{-2(d/2-1)/d} = 10000^{-1+2/d} > 10000^{-1}$; $d = 512$: $1.0366 \cdot "
          r"10^{-4}$, 3.7 % above the source's $10^{-4}$; $d = 64$: $1.33 \cdot 10^{-4}$; $d = 2$: 1. It tends to "
          r"$10000^{-1}$ only as $d \to \infty$.",
)


@claim.proof
def proof(pf):
    d = sp.Symbol("d", positive=True)
    pf.refute("10000^{-2(d/2-1)/d} = 10000^{-1} fails at d = 512",
              sp.Integer(10000) ** (-2 * (d / 2 - 1) / d), sp.Rational(1, 10000), at={d: 512})


@claim.check
def check(ctx, d):
    return Eq(inv_freq(ctx, d // 2 - 1, d), ctx.num(Fraction(1, 10000)))
