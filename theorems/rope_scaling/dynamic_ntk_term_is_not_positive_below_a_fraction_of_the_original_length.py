import sympy as sp
from hypothesis import strategies as st
from sympy.calculus.util import function_range

from numeric.rope_scaling import dynamic_ntk_term
from suite import Claim, Le, Lt

claim = Claim(
    title=r"Dynamic NTK's term $sL/L_0 - (s-1)$ is $\le 0$ exactly for $L \le L_0 (1 - 1/s)$, where "
          r"$(sL/L_0 - (s-1))^{d/(d-2)}$ is 0 or a power of a negative number",
    statement=r"The term that dynamic NTK (emozilla 2023; `_compute_dynamic_ntk_parameters` of the reference "
              r"implementation) raises to $d/(d-2)$, $sL/L_0 - (s-1)$, is $\le 0$ exactly when "
              r"$L \le L_0 (1 - 1/s)$ ($s > 1$): there the base $\text{base}\,(sL/L_0 - (s-1))^{d/(d-2)}$ is 0 at "
              r"equality and, below it, a power of a negative number. For $d \ge 6$ the exponent "
              r"$d/(d-2) = 1 + 2/(d-2)$ lies strictly between 1 and 2, so it is not an integer and the power's "
              r"principal value $x^{d/(d-2)} e^{i\pi d/(d-2)}$ ($x > 0$ the term's magnitude) has a nonzero "
              r"imaginary part: not a real base (an IEEE `pow`, as in NumPy or PyTorch, gives NaN; Python's float "
              r"`**` gives the complex number, as in the vLLM instance of the notes). At $d = 4$ it is the square, real but "
              r"decreasing in $L$ there. So the formula as written is not a usable base for $L \le L_0(1 - 1/s)$; "
              r"for $L_0(1-1/s) < L < L_0$ it is defined but its term is below 1, so it shrinks the base. The "
              r"reference implementation avoids all of this by taking $L = \max(\text{seq\_len}, L_0)$.",
    hypotheses=r"$s > 1$, $L_0 > 0$, $L > 0$ real; $d \ge 4$ even",
    expect="proved",
    sharp=r"the threshold is exact: the term is $0$ at $L = L_0(1 - 1/s)$ and positive above it",
    sources=[],
    domain={"s": st.integers(2, 64), "q": st.integers(256, 1024), "k": st.integers(0, 10 ** 6)},
    examples=[{"s": 4, "q": 1024, "k": 3071}, {"s": 2, "q": 1024, "k": 0}, {"s": 2, "q": 1024, "k": 511},
              {"s": 64, "q": 1024, "k": 64511}, {"s": 2, "q": 1024, "k": 2046}, {"s": 4, "q": 1024, "k": 3072}],
    notes=r"The check takes $L_0 = s q$ and $L = 1 + (k \bmod L_0)$, i.e. every integer $1 \le L \le L_0$, and "
          r"tests both directions: the term is $\le 0$ when $L \le L_0 - q = L_0(1 - 1/s)$ (at equality in the "
          r"first and fourth examples) and $> 0$ above it (the last two examples: $L_0 - 1$ and $L_0(1-1/s) + 1$). "
          r"An instance: "
          r"vLLM issue 52665 serves `nomic-embed-text-v1` ($L_0 = 2048$, $s = 2$, $d = 64$, base 1000) at $L = 512 "
          r"\le 2048 \cdot (1 - 1/2) = 1024$ (third example): the term is $2 \cdot 512/2048 - 1 = -1/2$ and "
          r"$1000 \cdot (-1/2)^{64/62} \approx -486.44 - 49.47i$, whose imaginary part was dropped, then NaN outputs "
          r"(vLLM pull request 52675 proposes to guard the formula with $L > L_0$). The growth of the base with $L$ where the "
          "term is positive: dynamic_ntk_base_equals_the_base_at_the_original_length_and_grows_with_the_length.",
)


@claim.proof
def proof(pf):
    t, L0, L = sp.symbols("t L_0 L", positive=True)
    s = 1 + t  # s > 1
    term = s * L / L0 - (s - 1)
    threshold = L0 * (1 - 1 / s)
    pf.eq("s L/L0 - (s - 1) = (s/L0) (L - L0 (1 - 1/s))", term, (s / L0) * (L - threshold))
    pf.true("s/L0 > 0, so the term is <= 0 exactly when L <= L0 (1 - 1/s)", sp.Gt(s / L0, 0))
    pf.eq("at L = L0 (1 - 1/s) the term is 0", term.subs(L, threshold), 0)
    pf.true("0 < L0 (1 - 1/s) < L0 for s > 1", sp.And(sp.Gt(threshold, 0), sp.Lt(threshold, L0)))
    pf.eq("the term minus 1 is (s/L0) (L - L0): below 1 for L < L0, 1 at L0", term - 1, (s / L0) * (L - L0))
    e = sp.Symbol("e", nonnegative=True)
    d = 6 + e  # d >= 6
    pf.eq("d/(d-2) = 1 + q with q = 2/(d-2)", d / (d - 2), 1 + 2 / (d - 2))
    pf.true("0 < q < 1 for d >= 6: d/(d-2) is strictly between 1 and 2, not an integer",
            sp.And(sp.Gt(2 / (d - 2), 0), sp.Lt(2 / (d - 2), 1)))
    x, q = sp.symbols("x q", positive=True)
    y = sp.Symbol("y", real=True)
    pf.eq("principal value: (-x)^(1+q) = -x^(1+q) (cos(pi q) + i sin(pi q))", (-x) ** (1 + q),
          -x ** (1 + q) * (sp.cos(sp.pi * q) + sp.I * sp.sin(sp.pi * q)))
    pf.sets_equal("sin(pi q) takes the values (0, 1] for 0 < q < 1, so the imaginary part -x^(1+q) sin(pi q) "
                  "is not 0", function_range(sp.sin(sp.pi * y), y, sp.Interval.open(0, 1)), sp.Interval.Lopen(0, 1))
    pf.eq("d = 4: the exponent d/(d-2) is 2 (the square, real)", sp.Integer(4) / (4 - 2), 2)
    w = sp.Symbol("w", positive=True)  # the term is -w < 0 below the threshold
    pf.eq("d = 4: d(term^2)/dL = 2 term s/L0", sp.diff(term ** 2, L), 2 * term * s / L0)
    pf.true("at term = -w < 0 that is -2 w s/L0 < 0: the square falls as L grows", sp.Lt(2 * (-w) * s / L0, 0))
    v = sp.Symbol("v", positive=True)  # 0 < term = 1/(1 + v) < 1 between the threshold and L0
    p = sp.Symbol("p", positive=True)  # the exponent d/(d-2) > 0
    pf.true("for 0 < term = 1/(1 + v) < 1 and p > 0: ln(term^p) = -p ln(1 + v) < 0, so base term^p < base",
            sp.Lt(-p * sp.log(1 + v), 0))


@claim.check
def check(ctx, s, q, k):
    L0 = s * q
    L = 1 + k % L0  # 1 <= L <= L0
    if L <= L0 - q:  # L <= L0 (1 - 1/s), decided on integers
        return Le(dynamic_ntk_term(ctx, s, L, L0), ctx.num(0))
    return Lt(ctx.num(0), dynamic_ntk_term(ctx, s, L, L0))


@claim.mutant
def not_positive_below_the_original_length(ctx, s, q, k):
    # the threshold misplaced at L0: for L0 (1 - 1/s) < L < L0 the term is positive
    L0 = s * q
    L = 1 + k % L0
    if L < L0:
        return Le(dynamic_ntk_term(ctx, s, L, L0), ctx.num(0))
    return Lt(ctx.num(0), dynamic_ntk_term(ctx, s, L, L0))
