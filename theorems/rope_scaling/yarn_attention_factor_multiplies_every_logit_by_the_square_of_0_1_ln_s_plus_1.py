import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import yarn_temperature_factor
from suite import Claim, Eq
from suite.domains import scaling_factors, small_rationals

FACTORS = st.one_of(st.just(1), scaling_factors(32))

claim = Claim(
    title=r"YaRN's attention factor $f = 0.1 \ln s + 1$ on cos and sin multiplies every logit $q \cdot k/\sqrt{d}$ "
          r"by $f^2 = 1/t$, the inverse of the temperature $t$ of $\sqrt{1/t} = 0.1 \ln s + 1$; $f = 1$ at $s = 1$",
    statement=r"YaRN (Peng et al. 2023, whose temperature satisfies $\sqrt{1/t} = 0.1 \ln s + 1$; the reference implementation's "
              r"`attention_factor = 0.1 * math.log(factor) + 1.0`, multiplied into cos and sin) scales the rotated "
              r"query and key by $f = 0.1 \ln s + 1$, so the logit $(f q) \cdot (f k)/\sqrt{d}$ is "
              r"$f^2\, q \cdot k / \sqrt{d} = (1/t)\, q \cdot k/\sqrt{d}$: softmax at temperature $t$. At $s = 1$, "
              r"$f = 1$ and nothing changes.",
    hypotheses=r"$s \ge 1$; $q, k \in \mathbb{R}^2$ (one rotated pair; the logit is the sum over the pairs, so the "
               r"identity holds for the whole head when every coordinate is rotated, `partial_rotary_factor` = 1: "
               r"coordinates passed through unrotated are not scaled); $d \ge 1$; the configuration gives neither an "
               r"explicit `attention_factor` nor both `mscale` and `mscale_all_dim` (which replace $f$ by the given "
               r"value or by a ratio)",
    expect="proved",
    sharp=r"an identity; at $s = 4$: $f = 1.13863$, $f^2 = 1.29648$",
    sources=[],
    domain={"s": FACTORS, "q0": small_rationals(), "q1": small_rationals(), "k0": small_rationals(),
            "k1": small_rationals(), "d": st.sampled_from([64, 128])},
    examples=[{"s": 4, "q0": 1, "q1": 2, "k0": 3, "k1": -1, "d": 128}],
    notes=r"The quoted line is the older reference text; newer versions compute the same $f$ with `get_mscale`, "
          r"which returns 1 for $s \le 1$. Some attention code (DeepSeek's) multiplies the softmax scale by the "
          r"square instead, to the same effect on the logits. A hand-written mutant scales the logit by $f$ "
          r"instead of $f^2$, and is refuted.",
)


@claim.proof
def proof(pf):
    s = sp.Symbol("s", positive=True)
    q0, q1, k0, k1 = sp.symbols("q0 q1 k0 k1", real=True)
    d = sp.Symbol("d", positive=True)
    f = sp.Rational(1, 10) * sp.log(s) + 1
    pf.eq("(f q).(f k)/sqrt(d) = f^2 (q.k)/sqrt(d)", (f * q0 * f * k0 + f * q1 * f * k1) / sp.sqrt(d),
          f ** 2 * (q0 * k0 + q1 * k1) / sp.sqrt(d))
    u = sp.Symbol("u", nonnegative=True)  # s = 1 + u >= 1
    pf.true("f = 0.1 ln(1 + u) + 1 >= 1 > 0 for s = 1 + u >= 1", sp.Gt(f.subs(s, 1 + u), 0))
    t = 1 / f ** 2  # the paper's temperature: sqrt(1/t) = f with f > 0
    pf.eq("the paper's t solves sqrt(1/t) = f (f > 0): t = 1/f^2, and then sqrt(1/t) = f", sp.sqrt(1 / t).subs(s, 1 + u),
          f.subs(s, 1 + u))
    pf.eq("so f^2 = 1/t", f ** 2, 1 / t)
    pf.eq("s = 1: f = 0.1 ln 1 + 1 = 1", f.subs(s, 1), 1)


def _logit(ctx, s, q0, q1, k0, k1, d, power):
    """The logit of the query and key scaled by the attention factor f, against (0.1 ln s + 1)^power q.k/sqrt(d)."""
    from fractions import Fraction

    f = yarn_temperature_factor(ctx, Fraction(s))
    q = [ctx.num(q0), ctx.num(q1)]
    k = [ctx.num(k0), ctx.num(k1)]
    root = ctx.sqrt(ctx.num(d))
    lhs = ctx.fdot([f * x for x in q], [f * x for x in k]) / root
    return Eq(lhs, (ctx.num(Fraction(1, 10)) * ctx.log(ctx.num(Fraction(s))) + ctx.num(1)) ** power * ctx.fdot(q, k) / root)


@claim.check
def check(ctx, s, q0, q1, k0, k1, d):
    return _logit(ctx, s, q0, q1, k0, k1, d, 2)


@claim.mutant
def logit_scaled_by_f_not_its_square(ctx, s, q0, q1, k0, k1, d):
    return _logit(ctx, s, q0, q1, k0, k1, d, 1)
