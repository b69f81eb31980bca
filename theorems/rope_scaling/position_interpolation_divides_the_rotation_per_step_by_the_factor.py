import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import interpolated_position, theta
from suite import Claim, Eq
from suite.domains import dims

claim = Claim(
    title=r"Position interpolation turns each pair by $\theta_i L_0/L = \theta_i/s$ per position instead of $\theta_i$",
    statement=r"With position $m$ read as $m L_0/L$ (Chen et al. 2023; the reference implementation divides "
              r"`inv_freq` by the factor $s = L/L_0$), pair $i$'s phase advances per position by "
              r"$((m+1) L_0/L - m L_0/L)\,\theta_i = \theta_i L_0/L = \theta_i/s$, $\theta_i = \text{base}^{-2i/d}$: "
              r"the rotation per step shrinks by the factor $L_0/L$ in every pair.",
    hypotheses=r"$d$ even, $0 \le i < d/2$, $\text{base} > 1$, $L > L_0 \ge 1$, $m \ge 0$ an integer",
    expect="proved",
    sharp="an identity",
    sources=[],
    domain={"d": dims(4, 256), "i": st.integers(0, 127), "base": st.sampled_from([10000, 500000, 1000000]),
            "L0": st.sampled_from([2048, 4096, 8192]), "extra": st.integers(1, 10 ** 5), "m": st.integers(0, 10 ** 5)},
    examples=[{"d": 128, "i": 5, "base": 10000, "L0": 4096, "extra": 12288, "m": 100}],
    notes=r"Reading positions through $m L_0/L$ and dividing every frequency by $s = L/L_0$ give the same phases "
          r"$m\,\theta_i/s$, which is why the reference implementation scales `inv_freq` instead of the positions.",
)


@claim.proof
def proof(pf):
    L0, L, th = sp.symbols("L_0 L theta", positive=True)
    m = sp.Symbol("m", nonnegative=True)
    step = ((m + 1) * L0 / L - m * L0 / L) * th
    pf.eq("((m+1) L0/L - m L0/L) theta = theta L0/L", step, th * L0 / L)
    s = L / L0
    pf.eq("theta L0/L = theta / s with s = L/L0", th * L0 / L, th / s)


@claim.check
def check(ctx, d, i, base, L0, extra, m):
    L = L0 + extra
    th = theta(ctx, i % (d // 2), d, base)
    step = (interpolated_position(ctx, m + 1, L0, L) - interpolated_position(ctx, m, L0, L)) * th
    return Eq(step, th / (ctx.num(L) / ctx.num(L0)))
