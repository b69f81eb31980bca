import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, freqs
from suite import Claim, Lt, Source
from suite.domains import dims, positions
from theorems._lemmas.trig import chord, cos_is_one_exactly_on_2pi_z, half_angle, nonzero_integer_not_in_2pi_z

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="Different integer positions have different codes, for every sequence length (the f_0 = 1 pair alone separates them)",
    statement="For integers i != j and even d: ||p_i - p_j||^2 = Σ_m 4 sin^2((i-j) f_m/2) >= 4 sin^2((i-j)/2) > 0; "
              "so p_0, ..., p_{n-1} are pairwise distinct for every n.",
    hypotheses="i, j integers, i != j; d even >= 2; f_m = 10000^(-2m/d), f_0 = 1",
    expect="proved",
    sources=[
        Source(DOC, "after (6.2.21)", r"不同位置具有不同的编码"),
        Source(DOC, "§6.2.6, parameter efficiency", r"足以唯一标识远超过任何实际序列长度的位置"),
    ],
    domain={"d": dims(), "i": positions(), "gap": st.integers(1, 10**6)},
    examples=[{"d": 2, "i": 0, "gap": 355}, {"d": 512, "i": 0, "gap": 710}, {"d": 512, "i": 10**6, "gap": 1}],
    sharp='near-collisions exist (see above), so no positive lower bound independent of i - j holds.',
)


@claim.proof
def proof(pf):
    a, b, x = sp.symbols("a b x", real=True)
    chord(pf, a, b, "pair m: squared distance (sin a - sin b)^2 + (cos a - cos b)^2 = 4 sin^2((a - b)/2)")
    half_angle(pf, x, 4, "4 sin^2(x/2) = 2 (1 - cos x)")
    cos_is_one_exactly_on_2pi_z(pf, x, "so it vanishes exactly where cos x = 1, i.e. x in 2 pi Z (SymPy solveset)")
    nonzero_integer_not_in_2pi_z(pf, "if i - j = q = 2 pi k with k != 0 then pi = q/(2k) would be rational",
                                 "but pi is irrational (SymPy)")
    P = sp.Symbol("P", integer=True, nonzero=True)
    pf.true("so the m = 0 term 4 sin^2((i - j)/2) (f_0 = 1) is > 0 for every nonzero integer i - j",
            sp.Gt(4 * sp.sin(P / 2) ** 2, 0))


@claim.check
def check(ctx, d, i, gap):
    fr = freqs(ctx, d)
    p, q = code(ctx, i, d, freqs=fr), code(ctx, i + gap, d, freqs=fr)
    return Lt(ctx.num(0), ctx.fsum((u - v) * (u - v) for u, v in zip(p, q)), scale=float(d))
