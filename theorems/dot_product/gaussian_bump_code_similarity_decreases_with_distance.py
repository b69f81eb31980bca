import math
from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.similarity import rbf_similarity, tail_bound
from suite import Claim, Lt, Source

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title=r"Gaussian-bump code similarity $\phi(i) \cdot \phi(j)$ strictly decreases in $\lvert i - j\rvert$",
    statement=r"With one Gaussian bump of width $\sigma$ at every integer centre, $g(D) = \phi(i) \cdot \phi(j)$, $D = \lvert i-j\rvert$, "
              r"satisfies $g(D+1) < g(D)$ for all $D \ge 0$ (checked for $1/4 \le \sigma \le 10$, $D \le 64$). With centres only at the "
              r"sequence positions this fails near the ends (centres $0, \dots, 19$, $\sigma = 3$: $s_{0,1} > s_{0,0}$).",
    hypotheses=r"$\sigma \in [1/4, 10]$; centres at every integer; $D = \lvert i - j\rvert \in [0, 64]$",
    expect="numeric",
    sources=[
        Source(DOC, "§局部性, RBF thought experiment",
               "会随着它们之间距离 $|i-j|$ 的增大而平滑地减小",
               fidelity="partial",
               part=r"for centres at every integer (a lattice covering every position with a margin of a few "
                    r"$\sigma$), integer distances, $1/4 \le \sigma \le 10$, $|i-j| \le 64$; with centres only at the "
                    r"sequence positions the score rises with $|i-j|$ near the ends"),
    ],
    domain={"sigma": st.fractions(Fraction(1, 4), 10, max_denominator=16), "D": st.integers(0, 64)},
    examples=[{"sigma": 10, "D": 1}, {"sigma": Fraction(1, 4), "D": 0}, {"sigma": 2, "D": 3}],
    sharp=r'the ratio $g(1)/g(0)$ (the step nearest 1) tends to 1 as $\sigma \to \infty$.',
    notes=r"Why it holds: $g(D+1)/g(D) = e^{-(2D+1)/(4 \sigma^2)} \Theta(m')/\Theta(m)$, where $\Theta(x) = \sum_{c \in \mathbb{Z}} e^{-(c-x)^2/\sigma^2}$ "
          r"and $m, m' \in \{0, 1/2\}$ are $D/2$ and $(D+1)/2$ modulo 1; $\Theta(0) \ge \Theta(1/2)$ "
          r"(Poisson coefficients are positive), so even $\to$ odd steps are $< 1$ outright; odd $\to$ even steps need "
          r"$e^{-(2D+1)/(4 \sigma^2)} < \Theta(1/2)/\Theta(0) = 1 - O(e^{-\pi^2 \sigma^2})$, which is not a SymPy "
          r"step. $g$ is a function of $D$ alone "
          "(gaussian_bump_code_similarity_is_gaussian_up_to_exponentially_small_factor). Checked with "
          r"rigorous Arb bounds on the truncated lattice sums; the step nearest 1 is $D = 0 \to 1$ "
          r"($g(1)/g(0) \approx 0.99750$ at $\sigma = 10$, tending to 1; the tightest odd $\to$ even step, $D = 1 \to 2$, has "
          r"$g(2)/g(1) \approx 0.99253$). With centres only at the sequence positions ($0, \dots, 19$, "
          r"$\sigma = 3$) it fails near the ends, $s_{0,0} = 3.159 < s_{0,1} = 3.532 < s_{0,2} = 3.627$, and the "
          r"similarity is not a function of $\lvert i - j\rvert$ ($s_{5,4} = 5.127 \ne s_{5,6} = 5.161$); see the evidence.",
)


@claim.proof
def proof(pf):
    D = sp.Symbol("D", integer=True, nonnegative=True)
    s = sp.Symbol("sigma", positive=True)
    G = lambda x: sp.exp(-x ** 2 / (4 * s ** 2))
    pf.eq("Gaussian factor ratio: G(D+1)/G(D) = e^{-(2D+1)/(4 sigma^2)}", G(D + 1) / G(D), sp.exp(-(2 * D + 1) / (4 * s ** 2)))
    pf.note("theta factor", "Theta(1/2) <= Theta(0) (Poisson), and the odd -> even step needs "
            "e^{-(2D+1)/(4 sigma^2)} Theta(0) < Theta(1/2); checked numerically, not by SymPy")


@claim.check
def check(ctx, sigma, D):
    K = int(math.ceil(20 * float(sigma))) + 2
    s2 = ctx.num(sigma) ** 2
    upper_next = rbf_similarity(ctx, D + 1, sigma, K) + ctx.exp(-ctx.num((D + 1) ** 2) / (4 * s2)) * tail_bound(ctx, sigma, K)
    lower_this = rbf_similarity(ctx, D, sigma, K)
    return Lt(upper_next, lower_this)


def _finite(sigma, centres, i, j):
    """phi(i).phi(j) with Gaussian bumps exp(-(t-c)^2/(2 sigma^2)) at the given centres only (mpmath)."""
    import mpmath

    mpmath.mp.dps = 30
    g = lambda t, c: mpmath.exp(-mpmath.mpf(t - c) ** 2 / (2 * mpmath.mpf(sigma) ** 2))
    return sum(g(i, c) * g(j, c) for c in centres)


@claim.evidence
def evidence():
    import mpmath

    cs = range(20)
    row0 = ", ".join(mpmath.nstr(_finite(3, cs, 0, j), 4) for j in range(4))
    return [("centres 0..19 only, sigma = 3: s_{0,j} for j = 0, 1, 2, 3 (rises with |i-j| at the edge)", row0),
            ("centres 0..19 only, sigma = 3: s_{5,4}; s_{5,6} (not a function of |i-j|)",
             f"{mpmath.nstr(_finite(3, cs, 5, 4), 4)}; {mpmath.nstr(_finite(3, cs, 5, 6), 4)}"),
            ("centres -30..49 (margin 10 sigma), sigma = 3: s_{0,j} for j = 0, 1, 2, 3",
             ", ".join(mpmath.nstr(_finite(3, range(-30, 50), 0, j), 6) for j in range(4)))]
