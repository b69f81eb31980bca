import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="The phase $i f_m$ advances by $f_m$ per position and the pair's dot-product term is the cosine of the "
          "phase difference",
    statement=r"$\theta_{i,m} = i f_m$; $\theta_{i+1,m} - \theta_{i,m} = f_m$; $\theta_{j,m} - \theta_{i,m} = (j-i) "
              r"f_m$; $\sin(\theta_i) \sin(\theta_j) + \cos(\theta_i) \cos(\theta_j) = \cos((j-i) f_m) = \cos(\Delta "
              r"f_m)$ with $\Delta = i - j$ ($\cos$ is even), so $p_i \cdot p_j = \sum_m \cos(\theta_{j,m} - "
              r"\theta_{i,m}) = \sum_m \cos(\Delta f_m)$.",
    hypotheses=r"$f_m = 10000^{-2m/d}$ (any real frequency works); $\Delta = i - j$; positions $i, j$ real (integers "
               "in the check)",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.4, phase paragraph",
               r"其中$\theta_{i,m} = i / \omega_m = i \cdot f_m$是第$m$个频率成分在位置$i$处的相位", role="defines"),
        Source(DOC, "§6.2.4, phase paragraph", r"相位$\theta_{i,m} = i \cdot f_m$随位置$i$线性增加，增长率为频率$f_m$"),
        Source(DOC, "§6.2.4, phase paragraph", r"在每个频率维度上，相位随位置均匀进动，就像一个旋转的指针，转速由频率决定"),
        Source(DOC, "§6.2.4, phase difference",
               r"$\Delta\theta_m = \theta_{j,m} - \theta_{i,m} = (j - i) \cdot f_m = \Delta \cdot f_m$",
               fidelity="partial", part=r"the first two equalities, $\Delta\theta_m = \theta_{j,m} - \theta_{i,m} = (j "
                                        r"- i) \cdot f_m$ (the last, $= \Delta \cdot f_m$ with $\Delta = i - j$, is "
                                        r"refuted separately)"),
        Source(DOC, "§6.2.4, phase difference", r"这个相位差正好对应点积公式中的$\cos(\Delta \cdot f_m)$项"),
        Source(DOC, "§6.2.4, phase difference", r"点积可以解释为各频率成分相位差余弦的叠加"),
        Source(DOC, "§6.2.7, summary", r"本质上是各频率成分相位差余弦的叠加"),
    ],
    domain={"d": dims(), "k": st.integers(0, 2047), "i": positions(), "j": positions()},
    examples=[{"d": 8, "k": 1, "i": 3, "j": 10}, {"d": 512, "k": 255, "i": 10**6, "j": 0}],
    sharp='identities.',
    notes=r"Only the first two equalities of the document's $\Delta\theta_m = \theta_{j,m} - \theta_{i,m} = (j - i) "
          r"\cdot f_m = \Delta \cdot f_m$ are stated here; the last one writes $\Delta$ for $j - i$ (with $\Delta = "
          r"i - j$ it is $-\Delta \cdot f_m$): "
          "not_phase_difference_and_relative_rotation_equal_delta_times_frequency.",
)


@claim.proof
def proof(pf):
    i, j, f = sp.symbols("i j f", real=True)
    th = lambda p: p * f  # noqa: E731
    pf.eq("advance per position: theta_{i+1} - theta_i = f", th(i + 1) - th(i), f)
    pf.eq("phase difference: theta_j - theta_i = (j - i) f", th(j) - th(i), (j - i) * f)
    pf.eq("pair term = cos(theta_j - theta_i)",
          sp.sin(th(i)) * sp.sin(th(j)) + sp.cos(th(i)) * sp.cos(th(j)), sp.cos(th(j) - th(i)))
    pf.eq("with Δ = i - j: cos(θ_j - θ_i) = cos((j-i) f) = cos(Δ f) (cos is even)", sp.cos((j - i) * f), sp.cos((i - j) * f))


@claim.check
def check(ctx, d, k, i, j):
    f = inv_freq(ctx, pair_from_integer(d, k), d)
    ti, tj = ctx.num(i) * f, ctx.num(j) * f
    lhs = ctx.sin(ti) * ctx.sin(tj) + ctx.cos(ti) * ctx.cos(tj)
    return Eq(lhs, ctx.cos(ctx.num(j - i) * f))
