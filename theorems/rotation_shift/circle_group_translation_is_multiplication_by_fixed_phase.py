import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims, offsets, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="On the circle group, shifting positions by $k$ is multiplication by $e^{i k f_m}$, and the pair dot "
          "product is shift invariant",
    statement=r"$z_{i,m} = e^{i\, i f_m}$: $z_{i+k,m} = z_{i,m} e^{i k f_m}$; $\operatorname{Re}(z_{i,m} "
              r"\overline{z_{j,m}}) = \cos((i-j) f_m) = \sin(i f_m) \sin(j f_m) + \cos(i f_m) \cos(j f_m) = "
              r"\operatorname{Re}(z_{i+k,m} \overline{z_{j+k,m}})$.",
    hypotheses="$f_m$ real ($f_m = 10000^{-2m/d}$); $i, j, k$ real (integers in the check)",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.4, circle group", r"位置$i$对应圆群上的点$e^{i\theta_{i,m}}$", role="defines"),
        Source(DOC, "§6.2.4, circle group", r"从群论的角度，相位编码对应于圆群（Circle Group）上的平移操作"),
        Source(DOC, "§6.2.4, circle group",
               r'相对位置对应于圆群上的平移，其效果是两个点的"距离"（由点积给出）与绝对位置无关'),
    ],
    domain={"d": dims(), "m_raw": st.integers(0, 2047), "i": positions(), "j": positions(), "k": offsets()},
    examples=[{"d": 8, "m_raw": 0, "i": 3, "j": 10, "k": 5}, {"d": 512, "m_raw": 100, "i": 10**6, "j": 7, "k": -999}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    i, j, k, f = sp.symbols("i j k f", real=True)
    z = lambda p: sp.exp(sp.I * p * f)  # noqa: E731
    pf.eq("translation is multiplication by the fixed element e^{ikf}", z(i + k), z(i) * sp.exp(sp.I * k * f))
    pf.eq("|e^{ikf}| = 1 (a rotation of the circle)", sp.Abs(sp.exp(sp.I * k * f)), 1)
    pf.eq("Re(z_i conj z_j) = cos((i-j) f)", sp.re(sp.expand_complex(z(i) * sp.conjugate(z(j)))), sp.cos((i - j) * f))
    pf.eq("Re(z_i conj z_j) is the pair dot product",
          sp.cos((i - j) * f), sp.sin(i * f) * sp.sin(j * f) + sp.cos(i * f) * sp.cos(j * f))
    pf.eq("invariant under a common shift", sp.cos(((i + k) - (j + k)) * f), sp.cos((i - j) * f))


@claim.check
def check(ctx, d, m_raw, i, j, k):
    f = inv_freq(ctx, pair_from_integer(d, m_raw), d)
    a, b = ctx.num(i + k) * f, ctx.num(j + k) * f
    shifted = ctx.sin(a) * ctx.sin(b) + ctx.cos(a) * ctx.cos(b)
    return Eq(shifted, ctx.cos(ctx.num(i - j) * f))
