from fractions import Fraction

import sympy as sp

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="A frequency ratio $f_m/f_{m'}$ is rational iff $d$ divides $8(m - m')$; such a pair exists iff 4 divides "
          "$d$",
    statement=r"$f_m/f_{m'} = 10^{-8(m-m')/d}$ is rational iff $d \mid 8(m-m')$; a pair with a rational ratio exists "
              r"iff $4 \mid d$ (e.g. $f_{d/4} = 1/100$ exactly); for $d = 2 \pmod{4}$ all ratios are irrational.",
    hypotheses=r"base 10000; $d$ even $\ge 4$; $0 \le m, m' < d/2$",
    expect="numeric",
    sources=[
        Source(DOC, "after (6.2.18)", r"其中，$f_m = 1/\omega_m = 10000^{-2m/d_{\text{model}}}$", role="defines"),
    ],
    domain={"d": dims(lo=4).filter(lambda d: d % 4 == 0)},
    examples=[{"d": 512}, {"d": 4}, {"d": 4096}],
    sharp='a characterisation (iff).',
    notes="In particular 'irrational ratios for large $d$' fails for every $d$ divisible by 4, however large "
          "(not_frequency_ratios_are_irrational_for_large_d, which this claim corrects).",
)


@claim.proof
def proof(pf):
    m, mp = sp.symbols("m mp", integer=True, nonnegative=True)
    d = sp.Symbol("d", positive=True)
    pf.eq("f_m / f_m' = 10^(-8(m-m')/d)",
          sp.Integer(10000) ** (-2 * m / d) / sp.Integer(10000) ** (-2 * mp / d), sp.Integer(10) ** (-8 * (m - mp) / d))
    pf.eq("4 | d: f_{d/4} = 1/100", sp.Integer(10000) ** (-2 * (d / 4) / d), sp.Rational(1, 100))

    def some_gap_divisible(dd):
        return any((8 * g) % dd == 0 for g in range(1, dd // 2))

    pf.exhaust("for even 4 <= d <= 4096: some gap g = m - m' in 1..d/2-1 has d | 8g iff 4 | d",
               range(4, 4097, 2), lambda dd: some_gap_divisible(dd) == (dd % 4 == 0))
    pf.true("sample: d = 6, 10^(-4/3) is irrational", sp.Eq((sp.Integer(10) ** sp.Rational(-4, 3)).is_rational, False))
    pf.true("sample: d = 512, 10^(-8*64/512) = 1/10 is rational", sp.Eq((sp.Integer(10) ** sp.Rational(-8 * 64, 512)).is_rational, True))
    pf.note("lemma", "10^q for rational q is rational iff q is an integer (unique factorisation: if 10^(a/b) = r "
            "in lowest terms then 10^a = r^b forces b | a). Not checked by SymPy for general q.")


@claim.check
def check(ctx, d):
    f = inv_freq(ctx, d // 4, d)  # computed as exp(-(2(d/4)/d) ln 10000), as implementations do
    return Eq(f, ctx.num(Fraction(1, 100)))  # f_{d/4} = 1/100 exactly
