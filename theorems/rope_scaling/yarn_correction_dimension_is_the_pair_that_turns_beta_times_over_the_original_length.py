import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import yarn_correction_dim
from suite import Claim, Eq
from suite.domains import dims

claim = Claim(
    title=r"YaRN's correction dimension $d \ln(L_0/(2\pi\beta)) / (2 \ln \text{base})$ is the pair index at which a "
          r"pair turns exactly $\beta$ times over the original length $L_0$",
    statement=r"YaRN (Peng et al. 2023; the reference implementation's `find_correction_dim`, "
              r"`(dim * math.log(max_position_embeddings / (num_rotations * 2 * math.pi))) / (2 * math.log(base))`) "
              r"maps a number of rotations $\beta$ to $i^* = d \ln(L_0/(2\pi\beta)) / (2 \ln \text{base})$. With "
              r"$\theta_i = \text{base}^{-2i/d}$ extended to real $i$, $L_0\,\theta_{i^*}/(2\pi) = \beta$: the pair "
              r"$i^*$ turns $\beta$ times over $L_0$; pairs below it turn more often, pairs above it less.",
    hypotheses=r"$d \ge 2$ even, $\text{base} > 1$, $L_0 > 0$, $\beta > 0$",
    expect="proved",
    sharp="an identity",
    sources=[],
    domain={"d": dims(4, 256), "base": st.sampled_from([10000, 500000, 1000000]),
            "L0": st.sampled_from([2048, 4096, 8192, 32768]), "beta": st.sampled_from([32, 1, 16, 2, "1/2"])},
    examples=[{"d": 128, "base": 10000, "L0": 4096, "beta": 32}, {"d": 128, "base": 10000, "L0": 4096, "beta": 1}],
    notes=r"At $d = 128$, base 10000, $L_0 = 4096$: $\beta = 32$ gives $i^* = 20.94$ and $\beta = 1$ gives "
          r"$i^* = 45.03$, so the reference implementation's range is $[\lfloor 20.94 \rfloor, \lceil 45.03 \rceil] = "
          r"[20, 46]$ (`python -m suite rope-scale`); with `truncate` false, newer versions' option, the range is the "
          r"unrounded $[20.94, 45.03]$. Some older versions of the reference implementation pass "
          r"`max_position_embeddings` (the extended length) where the paper and jquesnelle/yarn use the original "
          r"length $L_0$; the claim is about $L_0$.",
)


@claim.proof
def proof(pf):
    d, b, L0, beta = sp.symbols("d b L_0 beta", positive=True)
    i_star = d * sp.log(L0 / (2 * sp.pi * beta)) / (2 * sp.log(b))
    th = sp.exp(-(2 * i_star / d) * sp.log(b))
    pf.eq("theta at i* = exp(-(2 i*/d) ln base) = 2 pi beta / L0", th, 2 * sp.pi * beta / L0)
    pf.eq("so L0 theta(i*) / (2 pi) = beta", L0 * (2 * sp.pi * beta / L0) / (2 * sp.pi), beta)
    t = sp.Symbol("t", positive=True)  # base = 1 + t > 1
    x = sp.Symbol("x", real=True)  # a real pair index
    rot = L0 * sp.exp(-(2 * x / d) * sp.log(1 + t)) / (2 * sp.pi)
    pf.eq("d/di of the rotations L0 theta_i/(2 pi) is -(2 ln base/d) L0 theta_i/(2 pi)", sp.diff(rot, x),
          -(2 * sp.log(1 + t) / d) * rot)
    pf.true("that is < 0 for base = 1 + t > 1: the rotations fall strictly with i, so pairs below i* turn more "
            "than beta times and pairs above it fewer", sp.Lt(-(2 * sp.log(1 + t) / d) * rot, 0))


@claim.check
def check(ctx, d, base, L0, beta):
    from fractions import Fraction

    beta = Fraction(beta)
    i_star = yarn_correction_dim(ctx, beta, d, base, L0)
    th = ctx.exp(-(ctx.num(2) * i_star / ctx.num(d)) * ctx.log(ctx.num(base)))
    return Eq(ctx.num(L0) * th / (ctx.num(2) * ctx.pi), ctx.num(beta))
