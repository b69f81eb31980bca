import math
from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from numeric.similarity import rbf_similarity, tail_bound
from suite import Claim, Le, Source

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title=r"Gaussian-bump codes have similarity $\sigma \sqrt{\pi} \exp(-\lvert i-j\rvert^2/(4 \sigma^2))$ up to a "
          r"relative error $2q/(1-q)$, $q = \exp(-\pi^2 \sigma^2)$",
    statement=r"For $\phi_\sigma(t) = (\exp(-(t-c)^2/(2 \sigma^2)))_{c \in \mathbb{Z}}$ and integers $i, j$ ($D = \lvert i-j\rvert$): "
              r"$\phi(i) \cdot \phi(j) = \exp(-D^2/(4 \sigma^2)) \Theta((i+j)/2)$, a function of $D$ only, and "
              r"$\lvert \phi(i) \cdot \phi(j)/(\sigma \sqrt{\pi} e^{-D^2/(4 \sigma^2)}) - 1\rvert \le 2q/(1-q)$ with $q = e^{-\pi^2 \sigma^2}$. "
              "This bounds the pre-softmax scores only; the softmax weights are "
              "softmax_of_gaussian_bump_scores_is_a_centred_gaussian_near_the_query_above_a_floor.",
    hypotheses=r"$\sigma > 0$; one Gaussian bump at every integer centre; integer positions $i, j$",
    expect="approximate",
    kind="approximate",
    bound=r"for the pre-softmax scores $\phi(i) \cdot \phi(j)$ (centres at every integer): relative deviation from the "
          r"Gaussian kernel $\sigma \sqrt{\pi} \exp(-D^2/(4 \sigma^2))$ is at most $2q/(1-q)$, $q = \exp(-\pi^2 \sigma^2)$ "
          r"(0.19 at $\sigma = 1/2$, $1 \cdot 10^{-4}$ at $\sigma = 1$). Not a bound for the softmax weights $\exp(\lambda g(D))/Z$, which "
          r"keep the floor $1/Z$ at far keys ($\sigma = 2$, $\lambda = 1$, 1000 keys: 14.1 % of the mass within $\lvert i-j\rvert \le 10$, "
          r"$w(50)/w(0) = 0.029$ against $1 \cdot 10^{-68}$ for the Gaussian)",
    sharp="attained to first order in $q$ at even $D$",
    sources=[
        Source(DOC, "§局部性, RBF thought experiment",
               r"每个编码向量 $\phi_\sigma(t)$ 是一组以不同位置为中心的高斯“激活”的集合", role="defines"),
        Source(DOC, "§局部性, RBF thought experiment",
               r"$s_{i,j} \propto \phi_\sigma(i)^\top \phi_\sigma(j)$", role="defines"),
    ],
    domain={"sigma": st.fractions(Fraction(1, 2), 3, max_denominator=16), "i": st.integers(0, 64),
            "j": st.integers(0, 64)},
    examples=[{"sigma": Fraction(1, 2), "i": 0, "j": 0}, {"sigma": Fraction(1, 2), "i": 0, "j": 1},
              {"sigma": 3, "i": 5, "j": 9}],
    sweep="i",
    sweep_max=64,
    notes=r"With finitely many centres (e.g. $c = 0, \dots, L-1$) the identity holds only up to edge terms and the "
          r"similarity is no longer exactly a function of $\lvert i - j\rvert$ near the ends. For the softmax weights, "
          r"$\lambda = 3$ ($\sigma = 2$, 1000 positions) puts 99.0 % of the attention mass within $\lvert i - j\rvert \le 10$, "
          r"against 14.1 % at $\lambda = 1$ (see the evidence).",
)


@claim.proof
def proof(pf):
    i, j, c = sp.symbols("i j c", integer=True)
    s = sp.Symbol("sigma", positive=True)
    m = (i + j) / 2
    pf.eq("complete the square: (i-c)^2 + (j-c)^2 = 2 (c-m)^2 + (i-j)^2/2",
          (i - c) ** 2 + (j - c) ** 2, 2 * (c - m) ** 2 + (i - j) ** 2 / 2)
    pf.eq("so each term factors: e^{-((i-c)^2+(j-c)^2)/(2 s^2)} = e^{-(i-j)^2/(4 s^2)} e^{-(c-m)^2/s^2}",
          sp.exp(-((i - c) ** 2 + (j - c) ** 2) / (2 * s ** 2)),
          sp.exp(-(i - j) ** 2 / (4 * s ** 2)) * sp.exp(-(c - m) ** 2 / s ** 2))
    pf.eq("i + j and i - j differ by 2j, so (i+j)/2 is an integer iff |i-j| is even", (i + j) - (i - j), 2 * j)
    pf.note("Theta is 1-periodic",
            "Theta(m+1) = Theta(m) by re-indexing c -> c+1 over all integers; so Theta((i+j)/2) takes the value "
            "Theta(0) for even D and Theta(1/2) for odd D: the similarity is a function of D alone")
    pf.note("Poisson summation",
            "sum_c e^{-(c-m)^2/s^2} = s sqrt(pi) sum_k e^{-pi^2 k^2 s^2} cos(2 pi k m) (not checked by SymPy)")
    r = sp.Symbol("r", positive=True)
    k = sp.Symbol("k", integer=True, positive=True)
    q = 1 / (1 + r)  # any 0 < q < 1
    pf.true("q^{k^2} <= q^k for 0 < q < 1: exponent k^2 >= k", sp.Ge(k ** 2, k))
    pf.eq("geometric tail: sum_{k>=1} q^k = q/(1-q)", sp.Sum(q ** k, (k, 1, sp.oo)).doit(), q / (1 - q))


@claim.check
def check(ctx, sigma, i, j):
    D = abs(i - j)
    K = int(math.ceil(20 * float(sigma))) + 2
    s2 = ctx.num(sigma) ** 2
    gauss = ctx.num(sigma) * ctx.sqrt(ctx.pi) * ctx.exp(-ctx.num(D * D) / (4 * s2))
    approx = rbf_similarity(ctx, D, sigma, K)          # true value lies in [approx, approx + tail]
    tail = ctx.exp(-ctx.num(D * D) / (4 * s2)) * tail_bound(ctx, sigma, K)
    q = ctx.exp(-ctx.pi ** 2 * s2)
    # |true - gauss| <= |approx - gauss| + tail: bound the worst case rigorously
    return Le(ctx.abs(approx - gauss) + tail, gauss * 2 * q / (1 - q))


def _softmax_mass(sigma, lam, L=1000, q=500, margin=50, window=10, far=50):
    """Softmax weights exp(lam * phi(q).phi(j)) over keys j = 0..L-1, centres -margin..L+margin-1 (numpy):
    the attention mass within |q - j| <= window and the ratio w(q + far)/w(q)."""
    import numpy as np

    c = np.arange(-margin, L + margin)
    phi = lambda t: np.exp(-(t - c) ** 2 / (2.0 * sigma ** 2))
    s = np.array([phi(q) @ phi(j) for j in range(L)])
    w = np.exp(lam * (s - s.max()))
    w /= w.sum()
    return float(w[q - window:q + window + 1].sum()), float(w[q + far] / w[q])


@claim.evidence
def evidence():
    import math

    rows = []
    for lam in (1, 3):
        mass, ratio = _softmax_mass(2.0, lam)
        rows.append((f"softmax weights, sigma = 2, lambda = {lam}, 1000 keys, query 500: mass within |i-j| <= 10; "
                     "w(50)/w(0)", f"{mass:.4f}; {ratio:.3g}"))
    rows.append(("Gaussian kernel exp(-50^2/(4 sigma^2)) at sigma = 2", f"{math.exp(-2500 / 16):.3g}"))
    return rows
