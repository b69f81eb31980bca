import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import offset_dot
from suite import Claim, Lt, Source

DOC = '004_fe5e934775abaf66.txt'

CASES = [(512, 43, 44), (2, 1, 6), (4, 1, 6), (8, 1, 6)]  # (d, near, far): s(far) > s(near)

claim = Claim(
    title=r"Sinusoidal code similarity is not monotone in the distance: $s(44) > s(43)$ at $d = 512$, $s(6) > s(1)$ for $d \le 8$",
    statement=r"$s(\Delta) = \sum_{m<d/2} \cos(10000^{-2m/d} \Delta)$: $s(44) > s(43)$ for $d = 512$ and $s(6) > s(1)$ for "
              "$d = 2, 4, 8$. Nearer is not always more similar.",
    hypotheses=r"base 10000; the listed $(d, \text{near}, \text{far})$ cases",
    expect="proved",
    sources=[
        Source(DOC, "§正弦位置编码, identity-projection score",
               r"s_{t,u} = \sum_{i=0}^{d/2-1} \cos(\omega_i(t-u))", role="defines"),
    ],
    domain={"case": st.sampled_from(range(len(CASES)))},
    examples=[{"case": k} for k in range(len(CASES))],
    sharp='exact comparisons of specific values.',
    notes=r"At $d = 512$ the first increase of $s$ on $\Delta \ge 0$ is $43 \to 44$ ($s(44) - s(43) = 0.01165\ldots$); for $d = "
          r'2, 4, 8$, $6 \approx 2\pi$ brings the fastest pair (period $2\pi$) back into phase. So the "soft locality" of '
          r"the sinusoidal encoding (adjacent_sinusoid_codes_are_more_similar_than_farther_ones) is an "
          r"ordering of $s(1)$ against far offsets, not a monotone decay, and it needs $d$ large enough.",
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
    return Lt(offset_dot(ctx, near, d), offset_dot(ctx, far, d))
