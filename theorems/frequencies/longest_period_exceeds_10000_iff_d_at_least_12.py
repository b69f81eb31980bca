import sympy as sp

from numeric.encoding import wavelength
from suite import Claim, Le, Source
from suite.domains import dims

DOC = '000_da7a9c08a271989b.txt'

T = lambda d: 2 * sp.pi * sp.Integer(10000) ** sp.Rational(d - 2, d)  # noqa: E731

claim = Claim(
    title="The longest period 2*pi*10000^((d-2)/d) exceeds n <= 10000 exactly when d >= 12",
    statement="w_{d/2-1} = 10000^(-(d-2)/d) is the smallest frequency; its period T(d) = 2*pi*10000^((d-2)/d) "
              "increases with d and T(d) > 10000 iff d >= 12 (T(8) ~ 6283, T(10) ~ 9958, T(12) ~ 13537).",
    hypotheses="d even >= 2; base 10000",
    expect="approximate",
    kind="approximate",
    bound="Condition: d >= 12. For d >= 12: 2*pi*10000^((d-2)/d) > 10000 >= n; for d <= 10: 2*pi*10000^((d-2)/d) < 10000 "
          "(so the statement fails for e.g. n = 10000, d = 8).",
    sharp="d = 10 fails, d = 12 holds",
    sources=[Source(DOC, "§6.1.1, choice of the base 10000 (第一)",
                    r"使得对于合理的序列长度（如$n \leq 10000$），最高频率$\omega_{d_{\text{model}}/2-1}$对应的周期仍然大于序列长度",
                    fidelity="partial",
                    part="the period 2 pi/omega_{d_model/2-1} of the pair named by its index, m = d_model/2 - 1 (the LOWEST "
                         "frequency), exceeds the sequence length n <= 10000; the label 最高频率 is wrong "
                         "(not_low_index_pairs_are_low_frequency) and the 'no folding' drawn from it does not hold "
                         "(not_no_pair_folds_within_10000_positions)")],
    domain={"d": dims()},
    examples=[{"d": 10}, {"d": 12}, {"d": 8}],
)


@claim.proof
def proof(pf):
    h, r = sp.symbols("h r", positive=True)
    # w_m / w_{d/2-1} = 10000^((d-2-2m)/d), with d = 2h, m = h-1-r (r >= 0): exponent r/h >= 0
    pf.true("w_m >= w_{d/2-1}: ln(w_m / w_{d/2-1}) = (r/h) ln 10000 >= 0", sp.Ge(r / h * sp.log(10000), 0))
    d = sp.Symbol("d", positive=True)
    pf.eq("d/dd of the exponent (d-2)/d is 2/d^2", sp.diff((d - 2) / d, d), 2 / d ** 2)
    pf.true("2/d^2 > 0, so T(d) increases with d", sp.Gt(2 / d ** 2, 0))
    pf.true("T(12) > 10000", sp.Gt(T(12), 10000))
    pf.exhaust("T(d) < 10000 for d = 2, 4, 6, 8, 10", [2, 4, 6, 8, 10], lambda k: bool(sp.Lt(T(k), 10000)))


@claim.check
def check(ctx, d):
    t = wavelength(ctx, d // 2 - 1, d, 10000)
    if d >= 12:
        return Le(ctx.num(10000), t, scale=float(10000))
    return Le(t, ctx.num(10000), scale=float(10000))
