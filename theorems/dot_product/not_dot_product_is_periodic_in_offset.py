import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import freqs, offset_dot
from suite import Claim, Eq, Source
from suite.domains import dims

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="(Refuted) The code dot product is periodic in the integer offset with a very large period",
    statement=r"Reading of the document: there is an integer $P \ge 1$ with $g(D + P) = g(D)$ for every integer offset $D$, "
              r"where $g(D) = \sum_m \cos(D f_m) = p_i \cdot p_j$. The check tests the necessary condition $g(P) = g(0) = d/2$.",
    hypotheses=r"$d$ even; $f_m = 10000^{-2m/d}$; integer positions, hence integer offsets",
    expect="refuted",
    error_kind="false general statement",
    survives=r"no: the dot product has no period at all (none on the integer offsets for any $d$; none on real offsets for "
             r"$d = 512$ or any $d$ outside $\{2, 4, 8\}$); what remains true is that its lowest-frequency terms vary slowly, "
             r"on the scale of $2\pi \cdot 10000^{1-2/d}$ ($\approx 60611$ at $d = 512$).",
    wrong=r"No integer $P \ge 1$ is a period of $g$ on the integers: $g(P) = g(0) = d/2$ would need every $\cos(P f_m) = 1$, "
          r"in particular $\cos(P) = 1$ ($f_0 = 1$), i.e. $P \in 2\pi\mathbb{Z}$, impossible for a nonzero integer since $\pi$ is "
          r"irrational; in fact $g(P) \le d/2 - 2 \sin^2(P/2) < d/2$. E.g. $d = 2$: $g(1) = \cos 1 \ne 1 = g(0)$; "
          r"$d = 512$: $g(10000) \ne 256$. Only for real offsets and $d \in \{2, 4, 8\}$ (all $f_m$ commensurable) is $g$ "
          r"periodic (period $2\pi$, $200\pi$, $2000\pi$); for the usual $d$ (e.g. 512) it is not periodic at all.",
    correction="dot_product_is_not_periodic_in_integer_offset",
    sources=[
        Source(DOC, "§6.2.4, 'three properties', third",
               r"第三，周期性，由于余弦函数的周期性，点积随$\Delta$呈周期性变化，但周期非常大（受最低频率限制）"),
    ],
    domain={"d": dims(), "P": st.one_of(st.integers(1, 64), st.integers(1, 10**6))},
    examples=[{"d": 2, "P": 1}, {"d": 512, "P": 10000}, {"d": 8, "P": 6283}, {"d": 512, "P": 60611}],
    notes=r'Why false: a period $P$ would give $g(P) = g(0) = d/2$, forcing $\cos(P f_0) = \cos(P) = 1$, i.e. $P \in 2\pi\mathbb{Z}$, impossible for a nonzero integer ($\pi$ irrational). Correction: dot_product_is_not_periodic_in_integer_offset ($g(P) \le d/2 - 2 \sin^2(P/2) < g(0)$).',
)


@claim.proof
def proof(pf):
    P = sp.Symbol("P", integer=True, nonzero=True)
    pf.refute("d = 2, P = 1 is not a period: g(1) = cos(1) differs from g(0) = 1", sp.cos(1), 1)
    pf.refute("d = 8, P = 6283 (nearest integer to 2000*pi) is not a period: g(6283) differs from g(0) = 4",
              sum(sp.cos(sp.Rational(6283, 10 ** k)) for k in range(4)), 4)
    pf.true("for every nonzero integer P, cos(P) != 1, so the m = 0 term of g(P) is below its value at 0",
            sp.Ne(sp.cos(P), 1))


@claim.check
def check(ctx, d, P):
    fr = freqs(ctx, d, 10000)
    return Eq(offset_dot(ctx, P, d, ws=fr), ctx.num(d) / 2)
