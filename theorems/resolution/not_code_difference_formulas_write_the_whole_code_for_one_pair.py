import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, freqs, inv_freq, pair_from_fraction
from suite import Claim, Eq, Source
from suite.domains import dims, offsets, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"(6.2.13)-(6.2.15) as written: the whole code difference $p_{i+\delta} - p_i$ equals the pair-$m$ difference "
          "(false: a notation slip, it is one block of it)",
    statement=r"Source, with the document's $p_i \in \mathbb{R}^{d_{\text{model}}}$: "
              r"$\lVert p_{i+\delta} - p_i\rVert = 2|\sin(\delta/(2w_m))|$ for the "
              r"pair index $m$ (and $p_{i+\delta} - p_i$ equals the 2-vector of pair $m$ in (6.2.13)-(6.2.14)).",
    hypotheses=r"$d_{\text{model}}$ even $\ge 4$; $w_m = 10000^{2m/d_{\text{model}}}$; integer $i$; $\delta \ne 0$",
    expect="refuted",
    wrong=r"The document's $p_i$ is the whole code in $\mathbb{R}^{d_{\text{model}}}$, so "
          r"$\lVert p_{i+\delta} - p_i\rVert = (4\sum_m \sin^2(\delta/(2w_m)))^{1/2}$, "
          r"not $2|\sin(\delta/(2w_m))|$: at $d_{\text{model}} = 4$, $\delta = 1$, $m = 1$ the left side is 0.958903 and the "
          r"right side $2\sin(1/200) = 0.00999996$; (6.2.13)-(6.2.14) likewise equate a vector of "
          r"$\mathbb{R}^{d_{\text{model}}}$ with the 2-vector of pair $m$. The formulas hold for the pair-$m$ block "
          r"$(p_{i+\delta,2m} - p_{i,2m}, p_{i+\delta,2m+1} - p_{i,2m+1})$.",
    error_kind="notation slip",
    symbol="p_i",
    survives=r"yes: read for the pair-$m$ block, as the free index $m$ on the right-hand sides shows, (6.2.13)-(6.2.15) are "
             "right (code_difference_is_chord_and_bounded_by_offset), and so is the conclusion that the per-pair change "
             r"$2|\sin(\delta/(2w_m))| \approx |\delta|/w_m$ shrinks as $w_m$ grows",
    correction="code_difference_is_chord_and_bounded_by_offset",
    sources=[
        Source(DOC, "(6.2.13)", r"p_{i+1} - p_i = \begin{bmatrix} \sin\left(\frac{i+1}{\omega_m}\right)"),
        Source(DOC, "(6.2.14)", r"p_{i+\delta} - p_i = \begin{bmatrix} \sin\left(\frac{i+\delta}{\omega_m}\right)"),
        Source(DOC, "(6.2.15)", r"\|p_{i+\delta} - p_i\| = 2 \left| \sin\left(\frac{\delta}{2\omega_m}\right) \right|"),
        Source(DOC, "§6.2.2", r"考虑位置$i$的编码向量$p_i$，将其按维度配对$(p_{i,2m}, p_{i,2m+1})$组织", role="defines"),
    ],
    domain={"d": dims(lo=4), "m_frac": st.fractions(0, 1, max_denominator=64), "i": positions(), "delta": offsets()},
    examples=[{"d": 4, "m_frac": 1, "i": 0, "delta": 1}],
    sharp='exact refutation.',
    notes=r"Why false as written: for the document's $p_i$ the norm is the whole-code distance "
          r"$\lVert p_{i+\delta} - p_i\rVert = (4\sum_m \sin^2(\delta/(2w_m)))^{1/2}$, which is not $2|\sin(\delta/(2w_m))|$ "
          r"for every $m$: $d_{\text{model}} = 4$, $\delta = 1$ (any $i$): "
          r"$\lVert p_{i+1} - p_i\rVert = (4\sin^2(1/2) + 4\sin^2(1/200))^{1/2} = 0.958903\ldots$, while "
          r"$2|\sin(1/(2w_1))| = 2\sin(1/200) = 0.00999996$ for $m = 1$ ($w_1 = 100$); (6.2.13)-(6.2.14) equate a vector of "
          r"$\mathbb{R}^4$ with a vector of $\mathbb{R}^2$. Read for the pair-$m$ block $(p_{i,2m}, p_{i,2m+1})$ the three "
          r"formulas are right (code_difference_is_chord_and_bounded_by_offset), which is evidently what the document means: "
          r"the right-hand sides carry the free index $m$.",
)


@claim.proof
def proof(pf):
    whole = sp.sqrt(4 * sp.sin(sp.Rational(1, 2)) ** 2 + 4 * sp.sin(sp.Rational(1, 200)) ** 2)
    pf.eq("d_model = 4, delta = 1: ||p_{i+1} - p_i||^2 = 4 sin^2(1/2) + 4 sin^2(1/200) (the chord of each pair, for any i)",
          whole ** 2, 4 * sp.sin(sp.Rational(1, 2)) ** 2 + 4 * sp.sin(sp.Rational(1, 200)) ** 2)
    pf.refute("m = 1 (w_1 = 100): ||p_{i+1} - p_i|| = 2 |sin(1/200)| fails", whole, 2 * sp.sin(sp.Rational(1, 200)))


@claim.check
def check(ctx, d, m_frac, i, delta):
    m = pair_from_fraction(d, m_frac)
    ws = freqs(ctx, d)
    p, q = code(ctx, i, d, 10000, ws), code(ctx, i + delta, d, 10000, ws)
    whole = ctx.sqrt(ctx.fsum((a - b) * (a - b) for a, b in zip(q, p)))
    pair = 2 * ctx.abs(ctx.sin(ctx.num(delta) * inv_freq(ctx, m, d) / 2))
    return Eq(whole, pair)
