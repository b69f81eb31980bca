import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"The symbol $\omega_m$ has one meaning throughout §6.1 (false: (6.1.2) and the text after (6.1.8) define "
          r"reciprocals)",
    statement="Claimed (implicitly, by reusing the symbol): $10000^{2m/d}$ (after (6.1.8)) $=$ $1/10000^{2m/d}$ "
              "((6.1.2)). They agree only at $m = 0$.",
    hypotheses=r"$d$ even $\ge 4$; $1 \le m \le d/2 - 1$",
    expect="refuted",
    error_kind="notation slip",
    symbol="ω_m",
    survives=r"yes: (6.1.8)-(6.1.10) and the later uses of $i/\omega_m$ are right with the local meaning $\omega_m = "
             r"10000^{2m/d_{\text{model}}}$ (the period parameter, "
             r"dot_product_expands_pairwise_with_period_parameter); only the symbol is reused for the reciprocal of "
             r"its definition (6.1.2).",
    wrong=r"(6.1.2) defines $\omega_m = 1/10000^{2m/d}$ (angular frequency, used as $\sin(\omega_m i)$ in (6.1.3)), "
          r"while the text after (6.1.8) sets $\omega_m = 10000^{2m/d}$ (a period scale, used as $\sin(i/\omega_m)$ "
          r"in (6.1.8)-(6.1.10) and §6.1.4). These differ for every $m \ge 1$ ($d = 4$, $m = 1$: 100 vs $1/100$); "
          r"substituting (6.1.2) into (6.1.8)-(6.1.10) gives phases $i \cdot 10000^{2m/d}$, not the encoding. "
          r"(6.1.8)-(6.1.10) are right when $\omega_m$ is read as the period scale.",
    correction="dot_product_expands_pairwise_with_period_parameter",
    sources=[Source(DOC, "(6.1.8), line after it", r"其中，$\omega_m = 10000^{2m/d_{\text{model}}}$")],
    domain={"d": dims(lo=4), "k": st.integers(0, 4095)},
    examples=[{"d": 4, "k": 0}],
    sharp='exact.',
    notes=r"Fact: $10000^{2m/d} = 10000^{-2m/d}$ only for $m = 0$ ($d = 4$, $m = 1$: 100 vs $1/100$); with (6.1.2)'s "
          r"$\omega_m$, (6.1.8)-(6.1.10) would read $\sin(i \cdot 10000^{2m/d})$, which is not the encoding.",
)


@claim.proof
def proof(pf):
    d, m = sp.Integer(4), sp.Integer(1)
    pf.refute("10000^(2m/d) = 1/10000^(2m/d) fails at d = 4, m = 1",
              sp.Integer(10000) ** (2 * m / d), 1 / sp.Integer(10000) ** (2 * m / d), at={})


@claim.check
def check(ctx, d, k):
    m = 1 + k % (d // 2 - 1)
    w = inv_freq(ctx, m, d, 10000)
    return Eq(1 / w, w)
