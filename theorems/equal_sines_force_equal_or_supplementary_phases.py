"""Refuted: sin a = sin b does not force a = b or a = pi - b (the 2*pi*k is missing).

Statement (document, step (6.1.6)): from the sine equality, a = b or a = pi - b.
Fact: sin 0 = sin 2*pi, yet 0 != 2*pi and 0 != pi - 2*pi. The correct consequence is a = b + 2*pi*k or
    a = pi - b + 2*pi*k. The injectivity of sin on [0, pi/2] does not apply: the phases i/10000^(2m/d) are not
    confined to [0, pi/2]. Since the argument never uses that positions are integers, it would equally "prove"
    p_0 != p_{2000*pi} for d = 8 (w = 1, 1/10, 1/100, 1/1000), although these real positions have equal codes.
    (For integer positions the conclusion p_i != p_j is nevertheless true.)
Hypotheses: a, b real.
References: 000_da7a9c08a271989b.txt (6.1.6).
Sharp: exact counterexample.
"""
import sympy as sp

from suite import Claim, Source
from theorems._util_000 import DOC

claim = Claim(
    title="Step (6.1.6): equal sines force equal or supplementary phases (false without + 2*pi*k)",
    statement="Claimed: sin a = sin b implies a = b or a = pi - b. Counterexample: a = 0, b = 2*pi.",
    hypotheses="a, b real (the phases i/10000^(2m/d), which are not restricted to [0, pi/2])",
    expect="refuted",
    wrong="sin a = sin b only gives a = b + 2*pi*k or a = pi - b + 2*pi*k (k integer): a = 0, b = 2*pi has sin a = sin b "
          "but (a - b)(a - (pi - b)) = -2*pi^2 != 0. Injectivity of sin on [0, pi/2] is irrelevant because the phases "
          "i/10000^(2m/d) range over all reals. The argument never uses integrality of positions, and for real positions "
          "its conclusion is false (d = 8: p_0 = p_{2000*pi}). For integer positions the conclusion p_i != p_j holds for "
          "another reason (pi is irrational).",
    correction="equal_sines_iff_phases_agree_or_are_supplementary_mod_2pi",
    sources=[
        Source(DOC, "(6.1.6)", r"因此，由正弦等式可得"),
        Source(DOC, "(6.1.6)", r"\frac{i}{10000^{2m/d_{\text{model}}}} = \frac{j}{10000^{2m/d_{\text{model}}}} \quad \text{or} \quad \frac{i}{10000^{2m/d_{\text{model}}}} = \pi - \frac{j}{10000^{2m/d_{\text{model}}}} \tag{6.1.6}"),
    ],
)


@claim.proof
def proof(pf):
    a, b = sp.symbols("a b", real=True)
    pf.eq("hypothesis holds: sin 0 = sin(2*pi)", sp.sin(0), sp.sin(2 * sp.pi))
    pf.refute("conclusion (a - b)(a - (pi - b)) = 0 fails", (a - b) * (a - (sp.pi - b)), 0, at={a: 0, b: 2 * sp.pi})
    # the same gap for the encoding itself at real positions: d = 8, w_m = 10^-m, i = 0, j = 2000*pi
    j = 2000 * sp.pi
    pf.exhaust("d = 8: every pair of p_{2000*pi} equals that of p_0 (phases 2000pi, 200pi, 20pi, 2pi)", range(4),
               lambda m: sp.simplify(sp.sin(j / 10 ** m)) == 0 and sp.simplify(sp.cos(j / 10 ** m)) == 1)
