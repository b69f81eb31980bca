import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, dot, inv_freq
from suite import Claim, Eq, Source
from theorems._lemmas.encoding import code_sym

DOC = '000_da7a9c08a271989b.txt'

PAIRS = [(0, 1), (0, 2), (1, 2)]

claim = Claim(
    title=r"For $d = 8$: $p_0 \cdot p_1 = p_1 \cdot p_2 = \sum_m \cos(1/\omega_m)$ and $p_0 \cdot p_2 = \sum_m \cos(2/\omega_m)$, $\omega_m = 10000^{2m/8}$",
    statement=r"With $d_{\text{model}} = 8$ and $\omega_m = 10000^{2m/8} = 10^m$ ($m = 0, \dots, 3$): $p_0 \cdot p_1 = \sum_{m=0}^3 \cos(1/\omega_m)$, "
              r"$p_0 \cdot p_2 = \sum_{m=0}^3 \cos(2/\omega_m)$, $p_1 \cdot p_2 = \sum_{m=0}^3 \cos(1/\omega_m)$, where $p_i$ is the code (6.1.1).",
    hypotheses=r"$d_{\text{model}} = 8$, base 10000; $\omega_m = 10000^{2m/d_{\text{model}}}$, the period parameter of the line after (6.1.8)",
    expect="proved",
    sources=[
        Source(DOC, "(6.1.17), first line", r"p_0 \cdot p_1 &= \sum_{m=0}^{3} \cos(1/\omega_m)"),
        Source(DOC, "(6.1.18), first line", r"p_0 \cdot p_2 & = \sum_{m=0}^{3} \cos(2/\omega_m)"),
        Source(DOC, "(6.1.19), first line", r"p_1 \cdot p_2 & = \sum_{m=0}^{3} \cos(1/\omega_m)"),
    ],
    domain={"pair": st.sampled_from(PAIRS)},
    examples=[{"pair": p} for p in PAIRS],
    sharp='identities.',
    notes=r"Each line is the instance of (6.1.9) $p_i \cdot p_j = \sum_m \cos((i - j)/\omega_m)$ at $(i, j) = (0, 1), (0, "
          r"2), (1, 2)$; the offsets $i - j = -1, -2, -1$ are written $1, 2, 1$, which is the same because $\cos$ is "
          "even. With the document's miscomputed values $10000^{2m/4}$ of §6.1.4 the right sides become the "
          "middle lines, which are wrong (not_d8_example_frequency_parameters_are_1_100_10000_1000000).",
)


@claim.proof
def proof(pf):
    omega = [sp.Integer(10000) ** sp.Rational(2 * m, 8) for m in range(4)]
    pf.exhaust("omega_m = 10000^(2m/8) = 10^m for m = 0..3", range(4), lambda m: omega[m] == 10 ** m)
    for (i, j), k in zip(PAIRS, (1, 2, 1)):
        pf.eq(f"p_{i}.p_{j} = sum_(m=0..3) cos({k}/omega_m)", code_sym(i).dot(code_sym(j)),
              sum(sp.cos(sp.Integer(k) / w) for w in omega))


@claim.check
def check(ctx, pair):
    i, j = pair
    lhs = dot(ctx, code(ctx, i, 8, 10000), code(ctx, j, 8, 10000))
    k = ctx.num(abs(i - j))
    return Eq(lhs, ctx.fsum(ctx.cos(k / (1 / inv_freq(ctx, m, 8, 10000))) for m in range(4)))
