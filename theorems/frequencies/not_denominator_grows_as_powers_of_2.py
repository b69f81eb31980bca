import sympy as sp

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims
from hypothesis import strategies as st

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"Refuted: the denominator $10000^{2i/d_{\text{model}}}$ grows as powers of 2 — it grows by "
          r"$10000^{2/d_{\text{model}}}$ per pair (10 for $d_{\text{model}} = 8$, 1.0366 for 512), never by 2",
    statement=r"The explanation in §二 says the denominator $10000^{2i/d_{\text{model}}}$ of the phase "
              r"$\text{pos}/10000^{2i/d_{\text{model}}}$ grows exponentially as powers of 2 ('指数级增长(2的幂次)'): "
              r"$\text{den}_{i+1}/\text{den}_i = 2$. In fact $\text{den}_{i+1}/\text{den}_i = "
              r"10000^{2/d_{\text{model}}}$, which is 2 only for $d_{\text{model}} = 2 \cdot \log_2(10^{4}) = "
              r"26.575\ldots$, not an integer: for the document's $d_{\text{model}} = 8$ the denominators are 1, 10, "
              r"100, 1000 (ratio 10), for $d_{\text{model}} = 512$ the ratio is 1.0366. The check tests "
              r"$\text{den}_{i+1}/\text{den}_i = 2$ for an even $d_{\text{model}}$ and a pair index $i$.",
    hypotheses=r"$d_{\text{model}}$ even $\ge 4$; base 10000; $0 \le i < d_{\text{model}}/2 - 1$",
    expect="refuted",
    wrong=r"$\text{den}_{i+1}/\text{den}_i = 10000^{(2i+2)/d_{\text{model}}} / 10000^{2i/d_{\text{model}}} = "
          r"10000^{2/d_{\text{model}}}$, which equals 2 only for $d_{\text{model}} = 2 \cdot \log_2(10^{4}) = 26.575$ "
          r"(not an integer): the denominators are not powers of 2. The document's own table ($d_{\text{model}} = 8$) "
          r"has 1, 10, 100, 1000 — powers of 10; for $d_{\text{model}} = 512$ they grow by 1.0366 per pair. Since "
          r"$\log_2(10^{4})$ is irrational, $10000^{2i/d_{\text{model}}}$ is an integer power of 2 only at $i = 0$.",
    error_kind="wrong number",
    survives=r"yes: the denominator does grow exponentially in $i$, with base $10000^{2/d_{\text{model}}}$ instead of "
             r"2, which is all the $i$-dependence (high dimensions change slowly) needs; the $\text{pos}$-dependence "
             r"the clause is used for fails for a separate reason "
             r"(not_adjacent_code_difference_shrinks_as_position_grows)",
    correction="denominator_grows_geometrically_in_pair_index_so_phase_decreases",
    sources=[Source(DOC2, "§二 (explanation)", "而分母是指数级增长(2的幂次)")],
    domain={"d": dims(lo=4), "m": st.integers(0, 2046)},
    examples=[{"d": 8, "m": 0}, {"d": 512, "m": 0}, {"d": 26, "m": 0}, {"d": 28, "m": 0}],
    sharp='exact.',
    notes=r'Statement (document 002, §二 explanation): "而分母是指数级增长(2的幂次)": the denominator '
          r"$10000^{2i/d_{\text{model}}}$ of $\text{pos}/10000^{2i/d_{\text{model}}}$ grows exponentially as powers "
          r"of 2, i.e. by a factor 2 from one pair to the next ($\text{den}_{i+1}/\text{den}_i = 2$). Refutation: "
          r"$\text{den}_{i+1}/\text{den}_i = 10000^{2/d_{\text{model}}}$, which equals 2 only for $d_{\text{model}} = "
          r"2 \log_2(10^4) = 26.575\ldots$, not an integer; the "
          r"document's own table ($d_{\text{model}} = 8$) has denominators 1, 10, 100, 1000 (ratio 10), and for "
          r"$d_{\text{model}} = 512$ the ratio is 1.0366. As $\log_2(10^4)$ is irrational, "
          r"$10000^{2i/d_{\text{model}}}$ is an integer power of 2 only for $i = 0$. (The denominator also contains "
          r"no $\text{pos}$: that the reason given for a $\text{pos}$-dependence is invalid is "
          r"not_adjacent_code_difference_shrinks_as_position_grows.)",
)


@claim.proof
def proof(pf):
    i = sp.Symbol("i", nonnegative=True, integer=True)
    d = sp.Symbol("d", positive=True, integer=True)
    den = sp.Integer(10000) ** (2 * i / d)
    pf.eq("den_{i+1}/den_i = 10000^(2/d)", sp.powsimp(den.subs(i, i + 1) / den), sp.Integer(10000) ** (2 / d))
    pf.eq("§一 table (d_model = 8): den_1 = 10000^(2/8) = 10", sp.Integer(10000) ** sp.Rational(2, 8), 10)
    pf.refute("claimed: den_1/den_0 = 2 for the document's d_model = 8", sp.Integer(10000) ** sp.Rational(2, 8), 2)
    x = 2 * sp.log(10000) / sp.log(2)
    pf.true("10000^(2/d) = 2 only at d = 2 ln(10⁴)/ln 2, which lies strictly between 26 and 27",
            sp.And(sp.Gt(x, 26), sp.Lt(x, 27)))


@claim.check
def check(ctx, d, m):
    m = m % (d // 2 - 1)
    ratio = inv_freq(ctx, m, d) / inv_freq(ctx, m + 1, d)  # den_{m+1}/den_m = w_m/w_{m+1}
    return Eq(ratio, ctx.num(2))
