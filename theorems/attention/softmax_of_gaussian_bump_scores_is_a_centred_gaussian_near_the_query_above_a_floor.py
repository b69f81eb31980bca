import math
from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.similarity import rbf_similarity, tail_bound
from suite import Claim, Le, Source

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title="Softmax of Gaussian-bump scores: a centred Gaussian near the query, above a floor e^{-λσ√π(1+ε)} at every key; "
          "its mass concentrated near the query like the score kernel only when λσ√π ≳ ln n",
    statement="Scores s_{i,j} = λ φ_σ(i)·φ_σ(j) (bumps centred at every integer; λ > 0 the free factor of the document's "
              "'∝'), softmax weights w(D) ∝ e^{s} over the keys, D = |i − j|, x = D²/(4σ²), A = σ√π, "
              "ε = 2q/(1 − q), q = e^{−π²σ²}. (a) near the query: |ln(w(D)/w(0)) + λ A x| ≤ λ A (x²/2 + 2ε), i.e. "
              "w(D)/w(0) is the centred Gaussian e^{−λA D²/(4σ²)} (variance 2σ²/(λA)) up to a factor e^{±λA(x²/2+2ε)}; "
              "(b) at every key w(D)/w(0) ≥ e^{−λ A (1 + ε)} (the scores are positive), so n keys far from the query "
              "hold a mass that is negligible against the Gaussian core's only when n e^{−λA} ≪ √(4πσ²/(λA)), i.e. "
              "λσ√π ≳ ln n (for small λ the pattern is instead nearly flat, close to a very wide Gaussian).",
    hypotheses="σ ≥ 1/2; λ > 0; integer positions; bumps at every integer (the thought experiment's encoding)",
    expect="approximate",
    kind="approximate",
    bound="the softmax pattern equals the centred Gaussian e^{−λσ√π D²/(4σ²)} up to a factor e^{±λσ√π(x²/2 + 2ε)}, "
          "x = D²/(4σ²), ε = 2e^{−π²σ²}/(1 − e^{−π²σ²}), and never falls below e^{−λσ√π(1+ε)} of its peak: over n keys "
          "its mass is concentrated near the query like a Gaussian kernel only when λσ√π ≳ ln n (σ = 2, 1000 keys: λ = 1 puts 14.1 % of the mass within "
          "|D| ≤ 10, λ = 3 puts 99.0 %)",
    sharp="(a) the x²/2 term is the second-order remainder of e^{−x} (attained to leading order as x → 0); "
          "(b) is attained at keys far from the query, where the score tends to 0",
    sources=[
        Source(DOC, "§局部性, RBF thought experiment",
               "最终的注意力模式会非常接近于一个以查询位置为中心的高斯卷积核", fidelity="partial",
               part="the local shape: near the query the softmax pattern is a centred Gaussian up to the stated factor, "
                    "above a floor at every key; whether the whole pattern over n keys is close to one depends on the "
                    "scale λ the document's '∝' leaves free"),
        Source(DOC, "§局部性, RBF thought experiment",
               r"$s_{i,j} \propto \phi_\sigma(i)^\top \phi_\sigma(j)$", role="defines"),
    ],
    domain={"sigma": st.fractions(Fraction(1, 2), 3, max_denominator=16),
            "lam": st.fractions(Fraction(1, 16), 8, max_denominator=16), "D": st.integers(0, 64)},
    examples=[{"sigma": 2, "lam": 1, "D": 3}, {"sigma": 2, "lam": 3, "D": 50}, {"sigma": Fraction(1, 2), "lam": 8, "D": 1}],
    notes="The pre-softmax scores alone are gaussian_bump_code_similarity_is_gaussian_up_to_exponentially_small_factor. "
          "Whether the softmax pattern is 'very close to a Gaussian kernel' depends on the scale λ the document leaves "
          "free: σ = 2, 1000 keys, query 500, the evidence table gives the mass near the query and the total-variation "
          "distance to the best centred Gaussian for λ = 0.5, 1, 3, 10 (at λ = 0.5 the best is a nearly flat Gaussian of "
          "width about 1770; at λ = 1 only 14.1 % of the mass is within |D| ≤ 10). It is a Gaussian centred at the query of width "
          "about σ√2/√(λσ√π), narrower than the score kernel's σ√2, once λσ√π exceeds ln n.",
)


@claim.proof
def proof(pf):
    x = sp.Symbol("x", nonnegative=True)
    t = sp.Symbol("t", nonnegative=True)
    pf.eq("the remainder r(x) = x − 1 + e^{−x} vanishes at 0", (x - 1 + sp.exp(-x)).subs(x, 0), 0)
    pf.eq("r'(x) = 1 − e^{−x}", sp.diff(x - 1 + sp.exp(-x), x), 1 - sp.exp(-x))
    pf.true("1 − e^{−t} ≥ 0 for t ≥ 0, so r ≥ 0", sp.Ge(1 - sp.exp(-t), 0))
    pf.true("1 − e^{−t} ≤ t (e^{−t} ≥ 1 − t), so r(x) ≤ x²/2", sp.Le(1 - t, sp.exp(-t)))
    pf.note("scores", "s(D)/λ = e^{−x} Θ_D with Θ_D within A(1 ± ε) "
                      "(gaussian_bump_code_similarity_is_gaussian_up_to_exponentially_small_factor); so "
                      "(s(D) − s(0))/λ = A(e^{−x} − 1) + e_D with |e_D| ≤ 2Aε, and A(e^{−x} − 1) = −A x + A r(x)")
    pf.note("floor", "s(D) > 0 and s(0) ≤ λA(1 + ε), so w(D)/w(0) = e^{s(D) − s(0)} ≥ e^{−λA(1+ε)}")


@claim.check
def check(ctx, sigma, lam, D):
    K = int(math.ceil(20 * float(sigma))) + 2
    s2 = ctx.num(sigma) ** 2
    A = ctx.num(sigma) * ctx.sqrt(ctx.pi)
    x = ctx.num(D * D) / (4 * s2)
    q = ctx.exp(-ctx.pi ** 2 * s2)
    eps = 2 * q / (1 - q)
    L = ctx.num(lam)
    a0, aD = rbf_similarity(ctx, 0, sigma, K), rbf_similarity(ctx, D, sigma, K)  # true values in [a, a + tail]
    t0, tD = tail_bound(ctx, sigma, K), ctx.exp(-x) * tail_bound(ctx, sigma, K)
    worst = ctx.fmax([ctx.abs(L * (aD - a0 - t0) + L * A * x), ctx.abs(L * (aD + tD - a0) + L * A * x)])
    return Le(worst, L * A * (x * x / 2 + 2 * eps))


def _softmax(sigma, lam, L=1000, query=500, margin=50):
    import numpy as np

    c = np.arange(-margin, L + margin)
    phi = lambda t: np.exp(-(t - c) ** 2 / (2.0 * sigma ** 2))
    s = np.array([phi(query) @ phi(j) for j in range(L)])
    w = np.exp(lam * (s - s.max()))
    return w / w.sum()


@claim.evidence
def evidence():
    import numpy as np

    rows = []
    j = np.arange(1000) - 500
    widths = np.exp(np.linspace(np.log(0.05), np.log(1e5), 4000))
    for lam in (0.5, 1, 3, 10):
        w = _softmax(2.0, lam)
        tv = []
        for width in widths:
            g = np.exp(-j ** 2 / (2 * width ** 2))
            tv.append(0.5 * np.abs(w - g / g.sum()).sum())
        k = int(np.argmin(tv))
        rows.append((f"σ = 2, λ = {lam}, 1000 keys, query 500: mass within |D| ≤ 10; total-variation distance to the "
                     "best centred Gaussian (its width)", f"{w[490:511].sum():.4f}; {tv[k]:.4f} ({widths[k]:.3g})"))
    return rows
