from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source

DOC1 = '001_8a5acf2bc849a6e4.txt'

ITEMS = {  # name: (pair index m, stated value, allowed |w_m - stated|)
    "w_0 ≈ 1.0": (0, Fraction(1), Fraction(0)),
    "w_255 ≈ 1/10000 (3.7% relative)": (255, Fraction(1, 10000), Fraction(37, 10**7)),
    "w_255 ≈ 0.0001 (rounded to 4 decimals)": (255, Fraction(1, 10000), Fraction(1, 20000)),
}

claim = Claim(
    title=r"For $d = 512$ the frequencies run from $\omega_0 = 1$ to $\omega_{255} = 1.0366 \cdot 10^{-4} \approx "
          r"0.0001$ ($1/10000$ within 3.7%)",
    statement=r"With $\omega_i = 1/10000^{2i/512}$: the pair index runs over $i = 0, \dots, 255$ ($255 = d/2 - 1$ is "
              r"the largest valid one for $d = 512$); $\omega_0 = 1$ exactly; the last pair has $10000^{2 \cdot "
              r"255/512} = 9646.6$ and $\omega_{255} = 10000^{-510/512} = 1.036633 \cdot 10^{-4}$, which is $10^{-4}$ "
              r"within 3.53% ($|\omega_{255} - 10^{-4}| = 3.663 \cdot 10^{-6} \le 3.7 \cdot 10^{-6}$, 3.53% of "
              r"$\omega_{255}$ and 3.66% of $10^{-4}$) and rounds to 0.0001 at 4 decimals (so 001's "
              r'"$\approx 1.0$" is exact and its "$\approx 1/10000 \approx 0.0001$" holds to that accuracy).',
    hypotheses="$d = 512$, base 10000",
    expect="approximate",
    kind="approximate",
    bound=r"$|\omega_0 - 1| = 0$; $|\omega_{255} - 10^{-4}| \le 3.7 \cdot 10^{-6}$ (3.7% of $10^{-4}$), and $\le 5 "
          r"\cdot 10^{-5}$ (0.0001 correctly rounded to 4 decimals)",
    sources=[
        Source(DOC1, "§6 python code block 2", "ω_large = 1/10000^{2*255/512} ≈ 1/10000 ≈ 0.0001"),
    ],
    domain={"item": st.sampled_from(sorted(ITEMS))},
    examples=[{"item": k} for k in sorted(ITEMS)],
    sharp='the numbers are exact values / correctly rounded.',
    notes="The exact value $w_0 = 1$ is stated on its own in "
          "pair_frequencies_start_at_exactly_1_and_strictly_decrease.",
)


@claim.proof
def proof(pf):
    d = 512
    pf.eq("largest pair index d/2 − 1 = 255", sp.Integer(d) / 2 - 1, 255)
    pf.eq("ω_0 = 1/10000^0 = 1", 1 / sp.Integer(10000) ** sp.Rational(2 * 0, d), 1)
    w255 = 1 / sp.Integer(10000) ** sp.Rational(2 * 255, d)
    pf.eq("ω_255 = 10000^(−255/256)", w255, sp.Integer(10000) ** sp.Rational(-255, 256))
    pf.true("|ω_255 − 1/10000| ≤ 3.7·10⁻⁶", sp.Le(sp.Abs(w255 - sp.Rational(1, 10000)), sp.Rational(37, 10**7)))
    pf.true("relative to ω_255: 0.0353 ≤ |ω_255 − 1/10000|/ω_255 ≤ 0.0354 (3.53%)",
            sp.And(sp.Ge(sp.Abs(w255 - sp.Rational(1, 10000)) / w255, sp.Rational(353, 10000)),
                   sp.Le(sp.Abs(w255 - sp.Rational(1, 10000)) / w255, sp.Rational(354, 10000))))
    pf.true("|ω_255 − 0.0001| ≤ 5·10⁻⁵ (rounds to 0.0001)", sp.Le(sp.Abs(w255 - sp.Rational(1, 10000)), sp.Rational(1, 20000)))


@claim.check
def check(ctx, item):
    m, stated, tol = ITEMS[item]
    w = inv_freq(ctx, m, 512)
    return Le(ctx.abs(w - ctx.num(stated)), ctx.num(tol))
