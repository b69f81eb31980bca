"""Refuted: for d = 8 the period parameters 10000^(2m/8) are 1, 10, 100, 1000, not 1, 100, 10000, 1000000.

Statement (document, §6.1.4): omega_1 = 10000^{2/4} = 100, omega_2 = 10000^{4/4} = 10000, omega_3 = 10000^{6/4} = 1000000.
Fact: with d = 8, 2m/d = m/4, so 10000^{m/4} = 10^m: omega_1 = 10, omega_2 = 100, omega_3 = 1000. The document used
    the exponent 4m/d = 2m/(d/2).
Hypotheses: d = 8, base 10000, m = 1, 2, 3.
References: 000_da7a9c08a271989b.txt §6.1.4.
Sharp: exact.
"""
import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from theorems._util_000 import DOC

STATED = {1: 100, 2: 10000, 3: 1000000}

claim = Claim(
    title="d = 8 example: omega_1, omega_2, omega_3 = 100, 10000, 1000000 (false: 10, 100, 1000)",
    statement="Claimed: 10000^(2m/8) = 100, 10000, 1000000 for m = 1, 2, 3. In fact 10000^(2m/8) = 10^m = 10, 100, 1000.",
    hypotheses="d = 8, base 10000",
    expect="refuted",
    wrong="For d = 8, omega_m = 10000^(2m/d) = 10000^(m/4) = 10^m, i.e. omega_1 = 10000^(2/8) = 10 (not 10000^(2/4) = 100), "
          "omega_2 = 100 (not 10000), omega_3 = 1000 (not 1000000): the exponents 2/4, 4/4, 6/4 use 2m/(d/2) instead of 2m/d.",
    correction="d8_frequency_parameters_are_1_10_100_1000",
    sources=[
        Source(DOC, "§6.1.4, d = 8 frequencies", r"$\omega_1 = 10000^{2/4} = 100$"),
        Source(DOC, "§6.1.4, d = 8 frequencies", r"$\omega_2 = 10000^{4/4} = 10000$"),
        Source(DOC, "§6.1.4, d = 8 frequencies", r"$\omega_3 = 10000^{6/4} = 1000000$"),
    ],
    domain={"m": st.sampled_from([1, 2, 3])},
    examples=[{"m": 1}],
)


@claim.proof
def proof(pf):
    pf.refute("10000^(2*1/8) = 100 fails (it is 10)", sp.Integer(10000) ** sp.Rational(2, 8), 100, at={})


@claim.check
def check(ctx, m):
    return Eq(1 / inv_freq(ctx, m, 8, 10000), ctx.num(STATED[m]), scale=float(STATED[m]))
