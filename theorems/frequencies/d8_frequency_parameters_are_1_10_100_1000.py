import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title="For $d = 8$ the frequency parameters $10000^{2m/8}$ are 1, 10, 100, 1000",
    statement="$10000^{2m/8} = 10^m$ for $m = 0, 1, 2, 3$, so the phases of position $i$ are $i$, $i/10$, $i/100$, "
              "$i/1000$.",
    hypotheses="$d = 8$, base 10000",
    expect="proved",
    sources=[
        Source(DOC, "§6.1.4, d = 8 frequencies", r"$\omega_0 = 10000^{0/4} = 1$"),
        Source(DOC, "§6.1.4, d = 8 frequencies", r"$\omega_1 = 10000^{2/4} = 100$", role="corrects"),
        Source(DOC, "§6.1.4, d = 8 frequencies", r"$\omega_2 = 10000^{4/4} = 10000$", role="corrects"),
        Source(DOC, "§6.1.4, d = 8 frequencies", r"$\omega_3 = 10000^{6/4} = 1000000$", role="corrects"),
    ],
    domain={"m": st.sampled_from([0, 1, 2, 3])},
    examples=[{"m": 1}],
    sharp='exact.',
)


@claim.proof
def proof(pf):
    pf.exhaust("10000^(2m/8) = 10^m for m = 0..3", range(4),
               lambda m: sp.Integer(10000) ** sp.Rational(2 * m, 8) == sp.Integer(10) ** m)


@claim.check
def check(ctx, m):
    return Eq(1 / inv_freq(ctx, m, 8, 10000), ctx.num(10 ** m))
