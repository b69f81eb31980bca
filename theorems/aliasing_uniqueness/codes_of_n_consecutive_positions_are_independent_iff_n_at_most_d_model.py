import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, freqs
from numeric.linalg import det, squared_det_over_vandermonde
from suite import Claim, Eq, Source
from theorems._lemmas.vandermonde import vandermonde_steps

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="The codes of n consecutive positions have rank min(n, d_model): independent iff n <= d_model",
    statement="With f_m = 1/ω_m = 10000^{-2m/d_model} and p_i = (sin(i f_m), cos(i f_m))_m: for every integer s, "
              "rank [p_s; ...; p_{s+n-1}] = min(n, d_model), so p_s, ..., p_{s+n-1} are linearly independent iff "
              "n <= d_model. For n = d_model, det(P)^2 = 2^{-d} prod_{a<b} 4 sin^2((alpha_a - alpha_b)/2) > 0 with "
              "alpha = (f_0, -f_0, ..., f_{d/2-1}, -f_{d/2-1}) (nodes e^{+-i f_m}; f_m = 1/ω_m is the frequency, "
              "ω_m the period parameter).",
    hypotheses="d_model even >= 2; consecutive integer positions s, ..., s+n-1; f_m = 10000^(-2m/d_model); exact arithmetic",
    expect="numeric",
    sources=[
        Source(DOC, "after (6.2.21)", r"因此，编码向量序列是线性无关的", role="corrects"),
        Source(DOC, "after (6.2.21)", r"所有这些正交条件意味着$\alpha_i = 0$对于所有$i$成立", role="corrects"),
    ],
    domain={"d": st.sampled_from([2, 4, 6, 8, 10]), "s": st.integers(0, 1000)},
    examples=[{"d": 4, "s": 1}, {"d": 4, "s": 0}, {"d": 2, "s": 0}, {"d": 8, "s": 0}, {"d": 10, "s": 1000}],
    sharp='the rank min(n, d) is exact; numerically (float64) the rank collapses far below d for large d because neighbouring low frequencies are nearly equal (consecutive_codes_span_min_n_d_dimensions, evidence).',
    notes="Statement (in 003_765fa61f779baf3a.txt's notation: ω_m = 10000^{2m/d_model} is the period parameter and f_m = 1/ω_m = 10000^{-2m/d_model} the frequency; p_i = (sin(i f_0), cos(i f_0), ..., sin(i f_{d/2-1}), cos(i f_{d/2-1})), as in (6.2.20)): for every integer s the codes p_s, ..., p_{s+n-1} have rank min(n, d_model); so they are linearly independent iff n <= d_model (the document's p_0, ..., p_{n-1} are the case s = 0). For n = d_model, with P the d x d matrix of rows p_s, ..., p_{s+d-1}: det(P)^2 = 2^{-d} prod_{a<b} 4 sin^2((alpha_a - alpha_b)/2) > 0, alpha = (f_0, -f_0, f_1, -f_1, ..., f_{d/2-1}, -f_{d/2-1}) (nodes e^{+-i f_m}, f_m = 1/ω_m; NOT ±ω_m). Reason: (sin t, cos t) = (e^{it}, e^{-it}) B with det B = -i/2, so P = V diag(B, ..., B) where V_{k,a} = z_a^{s+k}, z_a = e^{i alpha_a}, a Vandermonde matrix times diag(z_a^s) (|z_a^s| = 1). The nodes are distinct: f_m in (0, 1] are distinct and for a != b, 0 < |alpha_a - alpha_b| <= 2, so sin((alpha_a - alpha_b)/2) != 0. Hence det P != 0 and the d codes are independent, as is every subset (n < d). For n > d, n vectors of R^d are dependent; explicitly p_{s+d} is a fixed combination of p_s..p_{s+d-1} (every_code_is_a_fixed_combination_of_the_d_preceding_codes). Example d = 4 (f = 1, 1/100), s = 1: det(P)^2 = 5.0569e-5 = the formula with alpha = ±1, ±1/100; the same formula with ±ω_m = ±1, ±100 would give 0.031235.",
)


@claim.proof
def proof(pf):
    vandermonde_steps(pf)
    m = sp.Symbol("m", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    pf.true("log f_m = -2m log(10000)/d <= 0, so 0 < f_m <= 1",
            sp.Le(sp.expand_log(sp.log(sp.Integer(10000) ** (-2 * m / d)), force=True), 0))
    pf.true("log(f_{m+1}/f_m) = -2 log(10000)/d < 0: the f_m are distinct",
            sp.Lt(sp.expand_log(sp.log(sp.powsimp(sp.Integer(10000) ** (-2 * (m + 1) / d) / sp.Integer(10000) ** (-2 * m / d),
                                                  force=True)), force=True), 0))
    y = sp.Symbol("y", real=True)
    pf.exhaust("sin y != 0 for 0 < y <= 1: half-differences of distinct nodes +-f_m lie in (0, 1] in absolute value",
               [y], lambda v: sp.solveset(sp.sin(v), v, sp.Interval.Lopen(0, 1)) == sp.S.EmptySet)
    P2 = sp.Matrix([[sp.sin(0), sp.cos(0)], [sp.sin(1), sp.cos(1)]])
    pf.eq("d = 2, positions 0, 1 (f_0 = 1): det = -sin 1 != 0, so n = 2 = d codes are independent",
          P2.det(), -sp.sin(1))
    p = lambda k: sp.Matrix([sp.sin(k), sp.cos(k)])  # noqa: E731
    pf.eq("d = 2, n = 3 > d: p_2 - 2cos(1) p_1 + p_0 = 0 (dependent)", p(2) - 2 * sp.cos(1) * p(1) + p(0),
          sp.zeros(2, 1))
    pf.note("general size", "The Vandermonde determinant formula and 'distinct nodes => det V != 0 => rank P = d, "
            "hence every n <= d consecutive codes are independent (a subset of an independent set)' are used for "
            "general d without a SymPy step; the numeric check certifies det(P)^2 / (2^{-d} prod 4 sin^2(...)) = 1 "
            "in Arb for d <= 10 with alpha = +-f_m (so det P != 0).")


@claim.check
def check(ctx, d, s):
    fr = freqs(ctx, d)
    rows = [code(ctx, s + k, d, freqs=fr) for k in range(d)]
    # det^2 / closed form = 1: det^2 is the positive closed form built on the nodes e^{+-i f_m}, so det != 0
    return Eq(squared_det_over_vandermonde(ctx, det(ctx, rows), fr), ctx.num(1), scale=1.0)
