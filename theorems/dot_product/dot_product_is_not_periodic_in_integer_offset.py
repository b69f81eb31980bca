import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import freqs, offset_dot
from suite import Claim, Le, Source
from suite.domains import bases, dims
from theorems._lemmas.trig import half_angle

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The code dot product, as a function of the integer offset, is never periodic: $g(P) < g(0)$ for every $P \ne 0$",
    statement=r"With $g(D) = \sum_m \cos(D f_m)$ and $f_0 = 1$: for every nonzero integer $P$, "
              r"$g(P) \le d/2 - 2 \sin^2(P/2) < d/2 = g(0)$; hence no integer $P \ge 1$ is a period of $g$ on the integers. "
              r"(For real $D$, $g$ is periodic only if all $f_m$ are commensurable; with base 10000 that happens only "
              r"for $d \in \{2, 4, 8\}$ — see dot_product_of_real_offset_is_periodic_only_for_d_2_4_8.)",
    hypotheses=r"$d$ even $\ge 2$; any $\text{base} > 1$ (only $f_0 = 1$ is used); $P$ a nonzero integer",
    expect="numeric",
    sources=[
        Source(DOC, "(6.2.18)", r"其中，$f_m = 1/\omega_m = 10000^{-2m/d_{\text{model}}}$是第$m$个频率成分的频率",
               role="defines"),
    ],
    domain={"d": dims(), "P": st.one_of(st.integers(1, 64), st.integers(1, 10**6)), "base": bases()},
    examples=[{"d": 2, "P": 1, "base": 10000}, {"d": 512, "P": 10000, "base": 10000},
              {"d": 8, "P": 6283, "base": 10000}, {"d": 512, "P": 710, "base": 10000}],
    equivalent_mutants={
        "swap": 'the swapped statement sum_m sin(P f_m) <= d/2 - (1 - sin P)/2 is true: the terms m >= 1 are <= 1, so the sum is <= sin P + d/2 - 1 = d/2 - (1 - sin P) <= d/2 - (1 - sin P)/2',
        "off-by-one": 'without its last term (d >= 4) the sum is <= cos P + d/2 - 2 <= d/2 - (1 - cos P)/2, since cos P/2 <= 3/2: the mutated statement is true',
    },

    sharp=r'$g(0) = d/2$ is the strict maximum over the integers; for $d = 2$, $g(P) = d/2 - 2 \sin^2(P/2)$ exactly.',
    notes=r"The strict gap comes from the pair $m = 0$ ($f_0 = 1$): $1 - \cos P = 2 \sin^2(P/2) > 0$ because $P$ is not "
          r"a multiple of $2\pi$ ($\pi$ is irrational). The check verifies the slightly weaker margin $g(P) \le d/2 - "
          r"(1 - \cos P)/2$, which still gives $g(P) < g(0)$ and is decidable in ball arithmetic.",
)


@claim.proof
def proof(pf):
    P = sp.Symbol("P", integer=True, nonzero=True)
    y = sp.Symbol("y", real=True)
    h = sp.Symbol("h", integer=True, positive=True)
    m = sp.Symbol("m", integer=True, nonnegative=True)
    pf.eq("g(0) = sum of d/2 ones = d/2", sp.Sum(sp.cos(0 * m), (m, 0, h - 1)).doit(), h)
    half_angle(pf, y, 2, "1 - cos(y) = 2 sin^2(y/2)")
    pf.true("every term satisfies 1 - cos(P f_m) = 2 sin^2(P f_m/2) >= 0", sp.Ge(2 * sp.sin(y / 2) ** 2, 0))
    pf.true("the m = 0 term (f_0 = 1) is strictly positive for every nonzero integer P "
            "(sin of a nonzero rational is nonzero: pi is irrational)", sp.Gt(2 * sp.sin(P / 2) ** 2, 0))
    pf.note("sum the terms",
            "g(0) - g(P) = sum_m 2 sin^2(P f_m/2) >= 2 sin^2(P/2) > 0: a finite sum of nonnegative terms "
            "whose m = 0 term is positive (SymPy does not propagate signs through a symbolic Sum).")


@claim.check
def check(ctx, d, P, base):
    fr = freqs(ctx, d, base)
    gap = (1 - ctx.cos(ctx.num(P))) / 2
    return Le(offset_dot(ctx, P, d, ws=fr), ctx.num(d) / 2 - gap)
