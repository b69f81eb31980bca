import sympy as sp

from numeric.encoding import code, freqs
from suite import Claim, Eq, Source
from suite.domains import bases, dims, positions

claim = Claim(
    title="Offsets that differ by one (rounded) period give the same code",
    statement=r"For integer $x$ and $P = \operatorname{round}(2\pi \cdot \text{base}^{(d-2)/d})$ (the longest period, rounded): $p_{x+P} = p_x$.",
    hypotheses=r"$d$ even $\ge 2$; integer positions",
    expect="refuted",
    wrong=r"For integer positions (the document's token positions) distances are integers while every period "
          r"$2\pi \cdot 10000^{2i/d}$ is irrational, so no two integer distances differ by a period; the $i = 0$ pair "
          r"($\omega_0 = 1$) alone separates every two integer offsets, and for a rounded period $P$, "
          r"$\lVert p_{x+P} - p_x\rVert^2 = d - 2 \sum_i \cos(\omega_i P) \ge 4 \sin^2(P/2) > 0$ at every $x$, i.e. $\lVert p_{x+P} - p_x\rVert \ge 2|\sin(P/2)|$ "
          r"($d = 2$, $P = 6$: $\lVert\cdot\rVert = 2|\sin 3| = 0.2822$, $\lVert\cdot\rVert^2 = 0.0797$, at $x = 100$; $d = 512$, $P = 60611$: $\lVert\cdot\rVert = 23.50$, "
          r"$\lVert\cdot\rVert^2 = 552.1$, against the bound $2|\sin(P/2)| = 1.984$, the same at $x = 0$ and $x = 10^6$). "
          r"Only single low-frequency pairs nearly repeat (near-aliasing), which the other pairs resolve. (For real-valued positions and $d \in \{2, 4, 8\}$ the code "
          r"is exactly periodic with the longest wavelength, since $10000^{2/d}$ is an integer.)",
    error_kind="false general statement",
    survives=r"yes: the paragraph's point, that learned $W_Q$, $W_K$ mix $t + u$ terms into the score and weaken its "
             "relative-position structure (projected_sinusoid_score_splits_into_offset_and_position_sum_terms), "
             "does not depend on the aliasing remark; what remains true is that one low-frequency pair nearly "
             "repeats after about its wavelength while the other pairs tell the distances apart",
    correction="integer_positions_never_share_a_code",
    sources=[Source("004_fe5e934775abaf66.txt", "§正弦位置编码, 混叠",
                    "对于远超其最长波长的相对距离，正弦编码会产生**混叠（aliasing）**现象，即无法区分两个相差一个周期的不同距离")],
    domain={"d": dims(), "x": positions(), "base": bases()},
    examples=[{"d": 2, "x": 100, "base": 10000}, {"d": 512, "x": 10**6, "base": 10000}],
    notes=r"Why it fails: distances are integers, every period $2\pi \cdot 10000^{2i/d}$ is irrational, and the $i = 0$ pair ($\omega_0 = 1$) alone separates all integer offsets (integer_positions_never_share_a_code); rounding the period leaves $\lVert p_{x+P} - p_x\rVert \ge 2 |\sin(P/2)| > 0$ for every $x$, however far ($\lVert p_{x+P} - p_x\rVert^2 = d - 2 \sum_i \cos(\omega_i P)$ does not depend on $x$). Scope of the refutation: integer positions (the document's setting). For real-valued positions and $d \in \{2, 4, 8\}$, $10000^{2/d}$ is an integer, so the code is exactly periodic with the longest wavelength ($d = 4$: $200\pi$; $d = 8$: $2000\pi$); for every other even $d$ ($d = 6$ and $d \ge 10$) $10000^{2/d} = 10^{8/d}$ is irrational and the code is injective on the reals too (a common period of all pairs would be $2\pi k$, $k \ne 0$ an integer, with $k \cdot 10^{-8/d} \in \mathbb{Z}$).",
)


@claim.proof
def proof(pf):
    x = sp.Symbol("x", integer=True)
    pf.refute("d = 2 (period 2 pi, rounded to P = 6), at x = 100 (far beyond the wavelength): "
              "||p_{x+6} - p_x||^2 = 4 sin^2(3), not 0",
              (sp.sin(x + 6) - sp.sin(x)) ** 2 + (sp.cos(x + 6) - sp.cos(x)) ** 2, 0, at={x: 100})


def _period(d, base):
    import mpmath

    mpmath.mp.prec = 128
    return int(mpmath.nint(2 * mpmath.pi * mpmath.mpf(base) ** (mpmath.mpf(d - 2) / d)))


@claim.check
def check(ctx, d, x, base):
    P = _period(d, base)
    ws = freqs(ctx, d, base)
    a, b = code(ctx, x + P, d, base, ws), code(ctx, x, d, base, ws)
    return Eq(ctx.fsum((u - v) * (u - v) for u, v in zip(a, b)), ctx.num(0))
