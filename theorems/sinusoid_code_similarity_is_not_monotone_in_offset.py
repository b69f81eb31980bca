"""The sinusoidal code similarity s(Delta) = sum_m cos(w_m Delta) is not a decreasing function of
the distance: for d = 512, s(44) > s(43), and for d <= 8 a pair 6 apart is more similar than an
adjacent pair.

Statement: with w_m = 10000^(-2m/d):
  * d = 512: s(44) - s(43) = 0.01165... > 0 (the first increase of s on Delta >= 0 is 43 -> 44);
  * d = 2, 4, 8: s(6) > s(1) (6 ~ 2 pi: the fastest pair, period 2 pi, comes back into phase).
So the "soft locality" of the sinusoidal encoding (adjacent_sinusoid_codes_are_more_similar_than_farther_ones)
is an ordering of s(1) against far offsets, not a monotone decay, and it needs d large enough.
Hypotheses: base 10000; integer offsets.
References: 004_fe5e934775abaf66.txt §局部性 (the sinusoidal/RoPE bullet).
Sharp: exact comparisons of specific values.
"""
import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Lt, Source
from theorems._util_004 import DOC, sinusoid_similarity

CASES = [(512, 43, 44), (2, 1, 6), (4, 1, 6), (8, 1, 6)]  # (d, near, far): s(far) > s(near)

claim = Claim(
    title="Sinusoidal code similarity is not monotone in the distance: s(44) > s(43) at d = 512, s(6) > s(1) for d <= 8",
    statement="s(Delta) = sum_{m<d/2} cos(10000^(-2m/d) Delta): s(44) > s(43) for d = 512 and s(6) > s(1) for "
              "d = 2, 4, 8. Nearer is not always more similar.",
    hypotheses="base 10000; the listed (d, near, far) cases",
    expect="proved",
    sources=[
        Source(DOC, "§正弦位置编码, identity-projection score",
               r"s_{t,u} = \sum_{i=0}^{d/2-1} \cos(\omega_i(t-u))", role="defines"),
    ],
    domain={"case": st.sampled_from(range(len(CASES)))},
    examples=[{"case": k} for k in range(len(CASES))],
)


def _s(delta, d):
    return sp.Add(*[sp.cos(delta * sp.Integer(10000) ** sp.Rational(-2 * m, d)) for m in range(d // 2)])


@claim.proof
def proof(pf):
    pf.scope = "the four listed cases (d = 512: 43 vs 44; d = 2, 4, 8: 1 vs 6)"
    pf.scope_is_statement = True  # the statement is exactly these four cases
    for d, near, far in CASES:
        pf.true(f"d = {d}: s({far}) > s({near})", sp.Gt(_s(far, d), _s(near, d)))


@claim.check
def check(ctx, case):
    d, near, far = CASES[case]
    return Lt(sinusoid_similarity(ctx, near, d), sinusoid_similarity(ctx, far, d), scale=d / 2)
