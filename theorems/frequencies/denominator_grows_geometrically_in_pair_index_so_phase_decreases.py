import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims, positions

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"The denominator $10000^{2i/d}$ does not depend on $\text{pos}$ and grows by $10000^{2/d}$ per pair; the "
          r"frequency $1/10000^{2i/d}$ and, for $\text{pos} > 0$, the phase $\text{pos}/10000^{2i/d}$ strictly "
          r"decrease in $i$ (and for a fixed $i$ the phase grows with $\text{pos}$)",
    statement=r"$\text{den}_i = 10000^{2i/d}$ has $\partial \text{den}_i/\partial \text{pos} = 0$ and "
              r"$\text{den}_{i+1}/\text{den}_i = 10000^{2/d} > 1$: geometric growth in $i$ with ratio $10000^{2/d}$ "
              r"(10 for $d = 8$, where the denominators are 1, 10, 100, 1000; 1.0366 for $d = 512$), which equals 2 "
              r"for no integer $d$ (only for $d = 2 \cdot \log_2(10^{4}) = 26.575\ldots$). The frequency of dimension "
              r"$i$ is $\omega_i = 1/\text{den}_i = \partial(\text{pos}/\text{den}_i)/\partial \text{pos}$: it does "
              r"not depend on $\text{pos}$ and strictly decreases in $i$. The phase $\text{pos}/\text{den}_i = "
              r"\text{pos} \cdot \omega_i$ — which the document calls the frequency of dimension $i$ — strictly "
              r"decreases as $i$ grows for every $\text{pos} > 0$ (derivative in $i$ negative); at $\text{pos} = 0$ "
              r"it is 0 for every $i$. For a fixed $i$ the phase strictly increases with $\text{pos}$ (its derivative "
              r"in $\text{pos}$ is $\omega_i > 0$). The check tests $\text{phase}(i+1) \le \text{phase}(i)$.",
    hypotheses=r"$d$ even $\ge 4$; $0 \le i < d/2 - 1$; $\text{pos} > 0$; base 10000",
    expect="proved",
    sources=[
        Source(DOC2, "§二",
               r"随着$i$ 增大（即embedding维度增大），每个维度的频率$\frac{pos}{10000^{2i/d_{\text{model}}}}$ 是减小的",
               fidelity="partial",
               part=r"the quantity $\text{pos}/10000^{2i/d_{\text{model}}}$ decreases as $i$ grows (for every "
                    r"$\text{pos} > 0$); that the document names it the frequency of dimension $i$ is the slip "
                    r"not_phase_pos_over_div_term_is_the_frequency_of_dimension_i"),
        Source(DOC2, "§二", "`pos`值增大不是也可以使得频率项增大吗", fidelity="partial",
               part=r"the question's content, in the document's own naming (line 91 names the term "
                    r"$\text{pos}/10000^{2i/d_{\text{model}}}$ '频率'): that term grows with $\text{pos}$ (its "
                    r"derivative is $\omega_i > 0$); the misnomer is first made at line 91 (reused in this "
                    r"question and at line 161) "
                    r"(not_phase_pos_over_div_term_is_the_frequency_of_dimension_i)"),
        Source(DOC2, "§二 (explanation)", "而分母是指数级增长(2的幂次)", role="corrects"),
    ],
    domain={"d": dims(lo=4), "m": st.integers(0, 2046), "pos": positions(lo=1)},
    examples=[{"d": 512, "m": 0, "pos": 1}, {"d": 512, "m": 254, "pos": 10**6}],
    sharp=r"strict monotonicity for $\text{pos} > 0$.",
)


@claim.proof
def proof(pf):
    pos = sp.Symbol("pos", positive=True)
    i = sp.Symbol("i", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    den = sp.Integer(10000) ** (2 * i / d)
    pf.eq("∂den/∂pos = 0", sp.diff(den, pos), 0)
    pf.eq("den_{i+1}/den_i = 10000^(2/d)", den.subs(i, i + 1) / den, sp.Integer(10000) ** (2 / d))
    pf.eq("ln(den_{i+1}/den_i) = 2 ln(10000)/d", sp.log(sp.Integer(10000) ** (2 / d)), 2 * sp.log(10000) / d)
    pf.true("2 ln(10000)/d > 0, so the ratio exceeds 1", sp.Gt(2 * sp.log(10000) / d, 0))
    pf.true("∂(pos/den_i)/∂i < 0 for pos > 0", sp.Lt(sp.diff(pos / den, i), 0))
    pf.eq("the frequency ω_i = 1/den_i is the rate of the phase: ∂(pos/den_i)/∂pos = 1/den_i", sp.diff(pos / den, pos), 1 / den)
    pf.true("1/den_i > 0: for a fixed i the phase strictly increases with pos", sp.Gt(1 / den, 0))
    pf.true("∂(1/den_i)/∂i < 0: the frequency strictly decreases in i", sp.Lt(sp.diff(1 / den, i), 0))
    pf.eq("d = 8: the denominators are 1, 10, 100, 1000", sp.Matrix([sp.Integer(10000) ** sp.Rational(2 * k, 8) for k in range(4)]),
          sp.Matrix([1, 10, 100, 1000]))
    x = 2 * sp.log(10000) / sp.log(2)
    pf.true("10000^(2/d) = 2 only at d = 2 ln(10⁴)/ln 2 ∈ (26, 27), not an integer", sp.And(sp.Gt(x, 26), sp.Lt(x, 27)))


@claim.check
def check(ctx, d, m, pos):
    m = m % (d // 2 - 1)
    p = ctx.num(pos)
    return Le(p * inv_freq(ctx, m + 1, d), p * inv_freq(ctx, m, d))
