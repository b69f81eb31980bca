import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import yarn_correction_dim
from suite import Claim, Eq
from suite.domains import dims

claim = Claim(
    title=r"YaRN's correction dimension decreases strictly in $\beta$, so $\lfloor \dim(\beta_\text{fast}) \rfloor "
          r"\le \dim(\beta_\text{fast}) < \dim(\beta_\text{slow}) \le \lceil \dim(\beta_\text{slow}) \rceil$",
    statement=r"With $\dim(\beta) = d \ln(L_0/(2\pi\beta)) / (2 \ln \text{base})$ (YaRN, Peng et al. 2023; the "
              r"reference implementation's `find_correction_range` takes `math.floor` of $\dim(\beta_\text{fast})$ "
              r"and `math.ceil` of $\dim(\beta_\text{slow})$, with `truncate`, the default of the versions that "
              r"have the option), $\beta_\text{fast} > \beta_\text{slow} > 0$ gives "
              r"$\dim(\beta_\text{fast}) < \dim(\beta_\text{slow})$, and the integer range "
              r"$[\lfloor \dim(\beta_\text{fast}) \rfloor, \lceil \dim(\beta_\text{slow}) \rceil]$ contains the exact "
              r"one (before the clipping to $[0, d-1]$).",
    hypotheses=r"$d \ge 2$ even, $\text{base} > 1$, $L_0 > 0$, $\beta_\text{fast} > \beta_\text{slow} > 0$",
    expect="proved",
    sharp=r"the gap is exactly $d \ln(\beta_\text{fast}/\beta_\text{slow}) / (2 \ln \text{base})$",
    sources=[],
    domain={"d": dims(4, 256), "base": st.sampled_from([10000, 500000, 1000000]),
            "L0": st.sampled_from([2048, 4096, 8192, 32768]), "fast": st.sampled_from([32, 16, 64, 8]),
            "slow": st.sampled_from([1, 2, "1/2", 4])},
    examples=[{"d": 128, "base": 10000, "L0": 4096, "fast": 32, "slow": 1}],
    notes=r"The check states the exact gap, $\dim(\beta_\text{slow}) - \dim(\beta_\text{fast}) = "
          r"d \ln(\beta_\text{fast}/\beta_\text{slow}) / (2 \ln \text{base})$, which is $> 0$ for "
          r"$\beta_\text{fast} > \beta_\text{slow}$ (at $d = 128$, base 10000, $\beta$ 32 and 1: $24.0824$); a "
          r"hand-written mutant claims the gap with the ratio inverted (the dimension increasing in $\beta$), and is "
          r"refuted. With `truncate` false the range is the unrounded $[\dim(\beta_\text{fast}), "
          r"\dim(\beta_\text{slow})]$ itself.",
)


@claim.proof
def proof(pf):
    d, t, L0, slow, r = sp.symbols("d t L_0 beta_slow r", positive=True)
    b = 1 + t  # base > 1
    fast = slow * (1 + r)  # beta_fast > beta_slow
    dim = lambda beta: d * sp.log(L0 / (2 * sp.pi * beta)) / (2 * sp.log(b))  # noqa: E731
    pf.eq("dim(slow) - dim(fast) = d ln(fast/slow) / (2 ln base)",
          sp.expand_log(dim(slow) - dim(fast), force=False), sp.expand_log(d * sp.log(1 + r) / (2 * sp.log(b)), force=False))
    pf.true("d ln(1 + r) / (2 ln(1 + t)) > 0 for r, t > 0", sp.Gt(d * sp.log(1 + r) / (2 * sp.log(1 + t)), 0))
    x = sp.Symbol("x", real=True)
    pf.eq("x - floor(x) = frac(x) (ceiling and frac written with floor)", x - sp.floor(x), sp.frac(x).rewrite(sp.floor))
    pf.true("frac(x) >= 0, so floor(x) <= x", sp.Ge(sp.frac(x), 0))
    pf.eq("ceiling(x) - x = frac(-x)", (sp.ceiling(x) - x).rewrite(sp.floor), sp.frac(-x).rewrite(sp.floor))
    pf.true("frac(-x) >= 0, so x <= ceiling(x)", sp.Ge(sp.frac(-x), 0))


def _gap(ctx, d, base, L0, fast, slow, ratio):
    from fractions import Fraction

    lhs = yarn_correction_dim(ctx, Fraction(slow), d, base, L0) - yarn_correction_dim(ctx, Fraction(fast), d, base, L0)
    return Eq(lhs, ctx.num(d) * ctx.log(ctx.num(ratio)) / (ctx.num(2) * ctx.log(ctx.num(base))))


@claim.check
def check(ctx, d, base, L0, fast, slow):
    from fractions import Fraction

    return _gap(ctx, d, base, L0, fast, slow, Fraction(fast) / Fraction(slow))


@claim.mutant
def dimension_increases_with_beta(ctx, d, base, L0, fast, slow):
    from fractions import Fraction

    return _gap(ctx, d, base, L0, fast, slow, Fraction(slow) / Fraction(fast))
