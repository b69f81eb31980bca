"""Refuted: "pair 0 (w = 1) varies slowly, pair 255 (w ~ 1e-4) oscillates fast" — it is the other way round.

Statement (as in the document's code comments, d = 512): the pair with w_0 = 1 "缓慢变化" (varies
slowly) and the pair with w_255 = 10000^(-255/256) "快速振荡" (oscillates fast).
Refutation: the change of pair i between adjacent positions is 2 sin(w_i/2) for every pos
(see per_step_change_decreases_with_pair_index): 2 sin(1/2) = 0.9589 for pair 0 versus
2 sin(w_255/2) = 1.0366e-4 for pair 255, and the periods are 2 pi = 6.28 versus 2 pi/w_255 = 60611
positions. Pair 0 is the fastest, pair 255 the slowest.
Hypotheses: d = 512 (the check: every even d >= 4), base 10000.
References: 001_8a5acf2bc849a6e4.txt §6, python code block 2.
Sharp: exact values.
"""
import sympy as sp

from numeric.encoding import inv_freq
from suite import Claim, Le, Source
from suite.domains import dims, positions
from theorems._util_001002 import DOC1

claim = Claim(
    title="Refuted: the ω = 1 pair does not vary slowly and the ω ≈ 10⁻⁴ pair does not oscillate fast — it is the reverse",
    statement="The document's comments (d = 512) say pair 0 (ω_0 = 1) \"缓慢变化\" and pair 255 (ω_255 ≈ 10⁻⁴) \"快速振荡\", i.e. "
              "that the per-step change c_i = ‖pair_i(pos+1) − pair_i(pos)‖ satisfies c_0 < c_255. In fact c_i = 2 sin(ω_i/2) "
              "for every pos: c_0 = 2 sin(1/2) = 0.9589 and c_255 = 2 sin(ω_255/2) = 1.0366·10⁻⁴, so c_0 > c_255 (periods 2π = 6.28 "
              "versus 2π/ω_255 ≈ 60611 positions). The check tests the comment's claim c_0 ≤ c_{d/2−1} (computed from the code at "
              "a position pos) for even d ≥ 4.",
    hypotheses="d = 512 in the document (check: every even d >= 4); base 10000; pos an integer position",
    expect="refuted",
    wrong="Per-step change of pair i is 2 sin(ω_i/2) at every position: 2 sin(1/2) = 0.959 for ω_0 = 1 but "
          "2 sin(ω_255/2) = 1.04·10⁻⁴ for ω_255 = 10000^(−255/256); pair 0 oscillates fastest (period 2π ≈ 6.3 positions), "
          "pair 255 changes slowest (period ≈ 60611 positions). The comments 缓慢变化/快速振荡 are swapped.",
    correction="per_step_change_decreases_with_pair_index",
    sources=[
        Source(DOC1, "§6 python code block 2", "ω_small = 1/10000^{2*0/512} ≈ 1.0  # 缓慢变化"),
        Source(DOC1, "§6 python code block 2", "ω_large = 1/10000^{2*255/512} ≈ 1/10000 ≈ 0.0001  # 快速振荡"),
    ],
    domain={"d": dims(lo=4), "pos": positions()},
    examples=[{"d": 512, "pos": 0}],
)


@claim.proof
def proof(pf):
    w255 = sp.Integer(10000) ** sp.Rational(-510, 512)
    c0, c255 = 2 * sp.sin(sp.Rational(1, 2)), 2 * sp.sin(w255 / 2)
    pos, w = sp.Symbol("pos", real=True), sp.Symbol("omega", positive=True)
    chord2 = (sp.sin((pos + 1) * w) - sp.sin(pos * w)) ** 2 + (sp.cos((pos + 1) * w) - sp.cos(pos * w)) ** 2
    pf.eq("per-step change² of a pair = 4 sin²(ω/2) at every pos", chord2, 4 * sp.sin(w / 2) ** 2)
    # the comments claim c_0 < c_255, i.e. sign(c_0 - c_255) = -1
    pf.refute("claimed 'slow' pair 0 vs 'fast' pair 255: sign(c_0 − c_255) = −1", sp.sign(c0 - c255), -1)


def _step(ctx, pos, m, d):
    w = inv_freq(ctx, m, d)
    a, b = ctx.num(pos) * w, ctx.num(pos + 1) * w
    ds, dc = ctx.sin(b) - ctx.sin(a), ctx.cos(b) - ctx.cos(a)
    return ds * ds + dc * dc


@claim.check
def check(ctx, d, pos):
    # the comments' claim: pair 0 changes no more per step than the last pair
    return Le(_step(ctx, pos, 0, d), _step(ctx, pos, d // 2 - 1, d), scale=4.0 * (1 + abs(pos)))
