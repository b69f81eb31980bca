import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Lt, Source
from suite.domains import dims, positions
from theorems._lemmas.trig import cos_is_one_exactly_on_2pi_z, half_angle, nonzero_integer_not_in_2pi_z

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"RoPE rotations of distinct integer positions differ: $R(t) \ne R(u)$ for $t \ne u$",
    statement=r"For integers $t \ne u$ and even $d$: $\lVert R(t) - R(u)\rVert_F^2 = \sum_{m} 8 \sin^2((t-u) w_m/2) > 0$, so each position "
              r"has its own rotation (its own absolute encoding $p_t = f(t) = R(t)$ in the sense of §6.1.5).",
    hypotheses=r"$d$ even $\ge 2$; $t$, $u$ integers, $t \ne u$; $w_m = 10000^{-2m/d}$ ($w_0 = 1$)",
    expect="proved",
    sources=[
        Source(DOC, "§6.1.5, RoPE", "每个位置有唯一的编码"),
        Source(DOC, "§6.1.5", r"绝对位置编码的数学形式为：$p_i = f(i)$", role="defines"),
    ],
    domain={"d": dims(hi=1024), "t": positions(), "gap": st.integers(1, 10**6)},
    examples=[{"d": 2, "t": 0, "gap": 355}, {"d": 64, "t": 7, "gap": 710}],
    equivalent_mutants={"sign": "sin -> -sin leaves (sin a - sin b)^2 unchanged",
                        "swap": "exchanging sin and cos leaves (cos a - cos b)^2 + (sin a - sin b)^2 unchanged",
                        "off-by-one": "every term 2((cos a - cos b)^2 + (sin a - sin b)^2) = 8 sin^2((t - u) w_m/2) is "
                                      ">= 0; dropping the last one (d >= 4; for d = 2 the one-term sum is kept) leaves "
                                      "the block m = 0 (w_0 = 1), 8 sin^2((t - u)/2) > 0 for the nonzero integer t - u "
                                      "(not in 2 pi Z, pi is irrational), so the mutated sum is still > 0: a true "
                                      "statement at every point"},
    sharp=r'near-coincidences exist ($t - u = 710$: block 0 contributes $8 \sin^2(355) \approx 7 \cdot 10^{-9}$).',
    notes=r"The block $m = 0$ ($w_0 = 1$) alone gives $\lVert R(t) - R(u)\rVert_F^2 \ge 8 \sin^2((t - u)/2) > 0$: equality "
          r"would need $t - u \in 2\pi\mathbb{Z}$, impossible for a nonzero integer ($\pi$ is irrational). The relative part "
          r"of the §6.1.5 sentence, $R(t)^T R(u) = R(u - t)$, is rope_rotations_compose_to_relative_rotation.",
)


@claim.proof
def proof(pf):
    a, b = sp.symbols("a b", real=True)
    rot = lambda x: sp.Matrix([[sp.cos(x), -sp.sin(x)], [sp.sin(x), sp.cos(x)]])  # noqa: E731
    D = rot(a) - rot(b)
    pf.eq("squared Frobenius norm of one block: ||rot(a) - rot(b)||^2 = 8 sin^2((a - b)/2)",
          sum(e ** 2 for e in D), 8 * sp.sin((a - b) / 2) ** 2)
    x = sp.Symbol("x", real=True)
    half_angle(pf, x, 8, "8 sin^2(x/2) = 4 (1 - cos x)")
    cos_is_one_exactly_on_2pi_z(pf, x, "so it vanishes exactly when cos x = 1, i.e. for x in 2 pi Z")
    nonzero_integer_not_in_2pi_z(pf, "block m = 0 (w_0 = 1): t - u = q = 2 pi k with k != 0 would make pi = q/(2k) rational",
                                 "but pi is irrational (SymPy)")


@claim.check
def check(ctx, d, t, gap):
    total = []
    for m in range(d // 2):
        w = inv_freq(ctx, m, d, 10000)
        a, b = ctx.num(t) * w, ctx.num(t + gap) * w
        total.append(2 * ((ctx.cos(a) - ctx.cos(b)) ** 2 + (ctx.sin(a) - ctx.sin(b)) ** 2))
    return Lt(ctx.num(0), ctx.fsum(total))
