import math
from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.similarity import rbf_similarity, tail_bound
from suite import Claim, Le, Source

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title=r"Softmax of Gaussian-bump scores: a centred Gaussian near the query, above a floor "
          r"$e^{-\lambda\sigma\sqrt{\pi}(1+\varepsilon)}$ at every key; its mass concentrated near the query like the "
          r"score kernel only when $\lambda\sigma\sqrt{\pi} \gtrsim \ln n$",
    statement=r"Scores $s_{i,j} = \lambda \phi_\sigma(i) \cdot \phi_\sigma(j)$ (bumps centred at every integer; "
              r"$\lambda > 0$ the free factor of the document's '$\propto$'), softmax weights $w(D) \propto e^{s}$ over "
              r"the keys, $D = |i - j|$, $x = D^2/(4\sigma^2)$, $A = \sigma\sqrt{\pi}$, $\varepsilon = 2q/(1 - q)$, "
              r"$q = e^{-\pi^2\sigma^2}$. (a) near the query: "
              r"$|\ln(w(D)/w(0)) + \lambda A x| \le \lambda A (x^2/2 + 2\varepsilon)$, i.e. $w(D)/w(0)$ is the centred "
              r"Gaussian $e^{-\lambda A D^2/(4\sigma^2)}$ (variance $2\sigma^2/(\lambda A)$) up to a factor "
              r"$e^{\pm\lambda A(x^2/2+2\varepsilon)}$; (b) at every key $w(D)/w(0) \ge e^{-\lambda A (1 + \varepsilon)}$ "
              r"(the scores are positive), so $n$ keys far from the query hold a mass that is negligible against the "
              r"Gaussian core's only when $n e^{-\lambda A} \ll \sqrt{4\pi\sigma^2/(\lambda A)}$, i.e. "
              r"$\lambda\sigma\sqrt{\pi} \gtrsim \ln n$ (for small $\lambda$ the pattern is instead nearly flat, close to "
              r"a very wide Gaussian).",
    hypotheses=r"$\sigma \ge 1/2$; $\lambda > 0$; integer positions; bumps at every integer (the thought experiment's "
               r"encoding)",
    expect="approximate",
    kind="approximate",
    bound=r"the softmax pattern equals the centred Gaussian $e^{-\lambda\sigma\sqrt{\pi} D^2/(4\sigma^2)}$ up to a "
          r"factor $e^{\pm\lambda\sigma\sqrt{\pi}(x^2/2 + 2\varepsilon)}$, $x = D^2/(4\sigma^2)$, "
          r"$\varepsilon = 2e^{-\pi^2\sigma^2}/(1 - e^{-\pi^2\sigma^2})$, and never falls below "
          r"$e^{-\lambda\sigma\sqrt{\pi}(1+\varepsilon)}$ of its peak: over $n$ keys its mass is concentrated near the "
          r"query like a Gaussian kernel only when $\lambda\sigma\sqrt{\pi} \gtrsim \ln n$ ($\sigma = 2$, 1000 keys: "
          r"$\lambda = 1$ puts 14.1 % of the mass within $|D| \le 10$, $\lambda = 3$ puts 99.0 %)",
    sharp=r"(a) the $x^2/2$ term is the second-order remainder of $e^{-x}$ (attained to leading order as $x \to 0$); "
          "(b) is attained at keys far from the query, where the score tends to 0",
    sources=[
        Source(DOC, "§局部性, RBF thought experiment",
               "最终的注意力模式会非常接近于一个以查询位置为中心的高斯卷积核", fidelity="partial",
               part=r"the local shape: near the query the softmax pattern is a centred Gaussian up to the stated "
                    r"factor, above a floor at every key; whether the whole pattern over $n$ keys is close to one "
                    r"depends on the scale $\lambda$ the document's '$\propto$' leaves free"),
        Source(DOC, "§局部性, RBF thought experiment",
               r"$s_{i,j} \propto \phi_\sigma(i)^\top \phi_\sigma(j)$", role="defines"),
    ],
    domain={"sigma": st.fractions(Fraction(1, 2), 3, max_denominator=16),
            "lam": st.fractions(Fraction(1, 16), 8, max_denominator=16), "D": st.integers(0, 64)},
    examples=[{"sigma": 2, "lam": 1, "D": 3}, {"sigma": 2, "lam": 3, "D": 50}, {"sigma": Fraction(1, 2), "lam": 8, "D": 1}],
    notes="The pre-softmax scores alone are gaussian_bump_code_similarity_is_gaussian_up_to_exponentially_small_factor. "
          r"Whether the softmax pattern is 'very close to a Gaussian kernel' depends on the scale $\lambda$ the document "
          r"leaves free: $\sigma = 2$, 1000 keys, query 500, the evidence table gives the mass near the query and the "
          r"total-variation distance to the best centred Gaussian for $\lambda = 0.5, 1, 3, 10$ (at $\lambda = 0.5$ the "
          r"best is a nearly flat Gaussian of width about 1770; at $\lambda = 1$ only 14.1 % of the mass is within "
          r"$|D| \le 10$). It is a Gaussian centred at the query of width about "
          r"$\sigma\sqrt{2}/\sqrt{\lambda\sigma\sqrt{\pi}}$, narrower than the score kernel's $\sigma\sqrt{2}$, once "
          r"$\lambda\sigma\sqrt{\pi}$ exceeds $\ln n$.",
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
