import sympy as sp
from hypothesis import strategies as st

from numeric.rope_scaling import interpolated_position, theta
from suite import Claim, Eq
from suite.domains import dims

claim = Claim(
    title=r"Position interpolation turns each pair by $\theta_i L_0/L = \theta_i/s$ per position instead of $\theta_i$",
    statement=r"With position $m$ read as $m L_0/L$ (Chen et al. 2023, 'Extending Context Window of Large Language "
              r"Models via Positional Interpolation'; the reference implementation's "
              r"`_compute_linear_scaling_rope_parameters` divides `inv_freq` by the factor $s = L/L_0$), pair $i$'s "
              r"phase advances per position by $((m+1) L_0/L - m L_0/L)\,\theta_i = \theta_i L_0/L = \theta_i/s$, "
              r"$\theta_i = \text{base}^{-2i/d}$: the rotation per step is divided by the factor $s$ in every pair "
              r"$i = 0, \dots, d/2 - 1$.",
    hypotheses=r"$d$ even, $0 \le i < d/2$, $\text{base} > 0$, $L > L_0 \ge 1$, $m \ge 0$",
    expect="proved",
    sharp="an identity, for every pair and every position",
    sources=[],
    domain={"d": dims(4, 256), "i": st.integers(0, 127), "base": st.integers(100, 10 ** 7),
            "L0": st.integers(256, 65536), "extra": st.integers(1, 10 ** 5), "m": st.integers(0, 10 ** 5)},
    examples=[{"d": 128, "i": 5, "base": 10000, "L0": 4096, "extra": 12288, "m": 100},
              {"d": 4, "i": 1, "base": 100, "L0": 256, "extra": 1, "m": 0}],
    notes=r"Reading positions through $m L_0/L$ and dividing every frequency by $s = L/L_0$ give the same phases "
          r"$m\,\theta_i/s$, which is why the reference implementation scales `inv_freq` instead of the positions "
          r"(its comment: 'applying scaling to the inverse frequencies is equivalent'). The check takes pair "
          r"$i \bmod d/2$ and $L = L_0 + \text{extra}$.",
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
