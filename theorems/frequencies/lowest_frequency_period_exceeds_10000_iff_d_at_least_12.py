import sympy as sp

from numeric.encoding import wavelength
from suite import Claim, Lt, Source
from suite.domains import dims

D0 = '000_da7a9c08a271989b.txt'
D3 = '003_765fa61f779baf3a.txt'

T = lambda d: 2 * sp.pi * sp.Integer(10000) ** sp.Rational(d - 2, d)  # noqa: E731

claim = Claim(
    title=r"$2\pi \cdot 10000^{1-2/d} > 10000$ iff $d \ge 12$ (even $d$): the lowest-frequency period exceeds every "
          r"$n \le 10000$ exactly when $d \ge 12$, and it increases with $d$",
    statement=r"The pair $m = d/2 - 1$ has the smallest frequency $w_{d/2-1} = 10000^{-(d-2)/d}$ ($w_m \ge w_{d/2-1}$ "
              r"for every $m$); its period $P(d) = 2\pi/w_{d/2-1} = 2\pi \cdot 10000^{(d-2)/d} = 2\pi \cdot "
              r"10000^{1-2/d}$ increases strictly in $d$, and for even $d \ge 2$, $P(d) > 10000$ iff $d \ge 12$ "
              r"($P(8) \approx 6283$, $P(10) \approx 9958 < 10000 < P(12) \approx 13537$; $d = 512$: $\approx "
              r"60611$). So the lowest-frequency period exceeds every sequence length $n \le 10000$ exactly when $d "
              r"\ge 12$, and for $d \le 10$ it is below $n = 10000$. For $n > 10000$ the period is below $n$ exactly "
              r"when $n > P(d)$ if $d \ge 12$ ($d = 512$: $P \approx 60611$), and for every such $n$ if $d \le 10$.",
    hypotheses=r"$d$ even $\ge 2$; base 10000; $w_m = 10000^{-2m/d}$ (the $\omega_m$ of (6.1.2) in document 000, the "
               r"$f_m = 1/\omega_m$ of document 003)",
    expect="proved",
    sources=[
        Source(D3, "§6.2.3, range paragraph", r"当$n>10000$时，最低频率成分的周期小于序列长度", role="corrects"),
        Source(D0, "§6.1.1, choice of the base 10000 (第一)",
               r"使得对于合理的序列长度（如$n \leq 10000$），最高频率$\omega_{d_{\text{model}}/2-1}$对应的周期仍然大于序列长度",
               role="corrects"),
    ],
    domain={"d": dims()},
    examples=[{"d": 10}, {"d": 12}, {"d": 8}, {"d": 512}],
    sharp="the threshold $d = 12$ is exact: $P(10) < 10000 < P(12)$.",
    notes=r"Merged into this claim: longest_period_exceeds_10000_iff_d_at_least_12 (the same fact, which had carried "
          r"the verdict 'holds under a condition'). It corrects document 000's period clause, which is false as a "
          r"general statement (not_the_slowest_pair_period_exceeds_every_length_up_to_10000: $d_{\text{model}} = 8$, "
          r"the document's own example, gives $6283 < 10000$), and document 003's sentence, which is false for $d \ge "
          r"12$ and $10000 < n < P(d)$. Proof: the exponent $(d-2)/d = 1 - 2/d$ has derivative $2/d^2 > 0$, so $P$ "
          r"increases with $d$; $P(12) > 10000$ gives every even $d \ge 12$, and $P(d) < 10000$ is checked "
          r"exhaustively for $d = 2, 4, 6, 8, 10$. The check is two-sided: $10000 < P(d)$ for $d \ge 12$ and $P(d) < "
          r"10000$ for $d \le 10$.",
)


@claim.proof
def proof(pf):
    h, r = sp.symbols("h r", positive=True)
    # w_m / w_{d/2-1} = 10000^((d-2-2m)/d), with d = 2h, m = h-1-r (r >= 0): exponent r/h >= 0
    pf.true("w_m >= w_{d/2-1}: ln(w_m / w_{d/2-1}) = (r/h) ln 10000 >= 0", sp.Ge(r / h * sp.log(10000), 0))
    d = sp.Symbol("d", positive=True)
    P = 2 * sp.pi * sp.Integer(10000) ** (1 - 2 / d)
    pf.eq("the exponent (d-2)/d is 1 - 2/d", (d - 2) / d, 1 - 2 / d)
    pf.eq("d/dd of the exponent (d-2)/d is 2/d^2", sp.diff((d - 2) / d, d), 2 / d ** 2)
    pf.true("2/d^2 > 0, so P(d) increases with d", sp.Gt(2 / d ** 2, 0))
    pf.true("dP/dd > 0", sp.Gt(sp.diff(P, d), 0))
    pf.true("P(10) < 10000", sp.Lt(P.subs(d, 10), 10000))
    pf.true("P(12) > 10000", sp.Gt(P.subs(d, 12), 10000))
    pf.exhaust("P(d) < 10000 for d = 2, 4, 6, 8, 10", [2, 4, 6, 8, 10], lambda k: bool(sp.Lt(T(k), 10000)))


@claim.check
def check(ctx, d):
    t = wavelength(ctx, d // 2 - 1, d, 10000)
    if d >= 12:
        return Lt(ctx.num(10000), t)
    return Lt(t, ctx.num(10000))
