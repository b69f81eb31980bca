import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import dynamic_ntk_term
from suite import Claim, Le

claim = Claim(
    title=r"Dynamic NTK's term $sL/L_0 - (s-1)$ is $\le 0$ exactly for $L \le L_0 (1 - 1/s)$, where "
          r"$(sL/L_0 - (s-1))^{d/(d-2)}$ is 0 or a power of a negative number",
    statement=r"The term that dynamic NTK (emozilla 2023) raises to $d/(d-2)$, $sL/L_0 - (s-1)$, is $\le 0$ exactly "
              r"when $L \le L_0 (1 - 1/s)$ ($s > 1$): there the base $\text{base}\,(sL/L_0 - (s-1))^{d/(d-2)}$ is 0 "
              r"at equality and, below it, a power of a negative number, which is not a real number for $d > 4$ "
              r"($d/(d-2)$ is then not an integer; at $d = 4$ it is the square, which shrinks as $L$ grows), so the "
              r"formula as written is not a usable base below $L_0(1 - 1/s)$; for "
              r"$L_0(1-1/s) < L < L_0$ it is defined but shrinks the base. The reference implementation avoids all of "
              r"this by taking $L = \max(\text{seq\_len}, L_0)$.",
    hypotheses=r"$s > 1$, $L_0 > 0$, $L > 0$ real",
    expect="proved",
    sharp=r"the threshold is exact: the term is $0$ at $L = L_0(1 - 1/s)$ and positive above it",
    sources=[],
    domain={"s": st.sampled_from([2, 4, 8, 16]), "q": st.sampled_from([256, 512, 1024]), "k": st.integers(0, 10 ** 6)},
    examples=[{"s": 4, "q": 1024, "k": 3071}, {"s": 2, "q": 1024, "k": 0}],
    notes=r"The check takes $L_0 = s q$ and $L = 1 + (k \bmod (L_0 - q))$, i.e. every integer "
          r"$1 \le L \le L_0 - q = L_0(1 - 1/s)$, the last one at equality.",
)


@claim.proof
def proof(pf):
    s, L0, L, t = sp.symbols("s L_0 L t", positive=True)
    term = s * L / L0 - (s - 1)
    pf.eq("s L/L0 - (s - 1) = (s/L0) (L - L0 (1 - 1/s))", term, (s / L0) * (L - L0 * (1 - 1 / s)))
    pf.true("s/L0 > 0, so the term has the sign of L - L0 (1 - 1/s)", sp.Gt(s / L0, 0))
    pf.eq("at L = L0 (1 - 1/s) the term is 0", term.subs(L, L0 * (1 - 1 / s)), 0)
    pf.true("L0 (1 - 1/s) < L0 for s > 0", sp.Lt(L0 * (1 - 1 / s), L0))


@claim.check
def check(ctx, s, q, k):
    L0 = s * q
    L = 1 + k % (L0 - q)
    return Le(dynamic_ntk_term(ctx, s, L, L0), ctx.num(0))


@claim.mutant
def not_positive_below_the_original_length(ctx, s, q, k):
    # the threshold misplaced at L0: for L0 (1 - 1/s) < L < L0 the term is positive
    L0 = s * q
    L = 1 + k % (L0 - 1)
    return Le(dynamic_ntk_term(ctx, s, L, L0), ctx.num(0))
