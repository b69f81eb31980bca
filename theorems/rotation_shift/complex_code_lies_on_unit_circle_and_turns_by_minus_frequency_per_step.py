import sympy as sp
from hypothesis import strategies as st

from numeric.complex import cexp, cmul
from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The complex code is a unit-circle point with argument $-i/\omega_m$ that turns by $-1/\omega_m$ per "
          "position",
    statement=r"$\lvert c_p[m]\rvert = 1$; $c_p[m] = e^{i(-p/\omega_m)}$ (argument $-p/\omega_m \bmod 2\pi$); "
              r"$c_{p+1}[m] = c_p[m] e^{-i/\omega_m}$, i.e. the argument increases by $-1/\omega_m$ per position "
              "(the phase of §6.2.4 with the opposite sign).",
    hypotheses=r"$p$ real; $\omega_m = 10000^{2m/d} > 0$",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.5, after (6.2.27)",
               r"它可以视为复平面上单位圆上的一个点，其辐角为$\theta_{i,m} = -i / \omega_m$",
               fidelity="reread", reading=r"$c_i$, $c_j$ read as the components $c_i[m]$, $c_j[m]$; with the "
                                          r"document's $c_i \in \mathbb{C}^{d_{\text{model}}/2}$ the sentence is a "
                                          r"notation slip (not_complex_code_vector_is_written_for_one_component)"),
        Source(DOC, "§6.2.5, after (6.2.27)",
               r"当位置从$i$变为$i+1$时，辐角增加$\Delta\theta_m = -1/\omega_m$，即点沿圆周旋转角度$-1/\omega_m$"),
    ],
    domain={"d": dims(), "k": st.integers(0, 2047), "p": positions()},
    examples=[{"d": 8, "k": 0, "p": 0}, {"d": 512, "k": 3, "p": 10**6}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    p, f = sp.symbols("p f", real=True)
    c = lambda q: sp.exp(-sp.I * q * f)  # noqa: E731
    pf.eq("|c_p| = 1", sp.Abs(c(p)), 1)
    pf.eq("c_p = e^{i * (-p f)}: argument -p f", c(p), sp.exp(sp.I * (-p * f)))
    pf.eq("c_{p+1} = c_p * e^{-i f}: the argument changes by -f", c(p + 1), c(p) * sp.exp(sp.I * (-f)))


@claim.check
def check(ctx, d, k, p):
    f = inv_freq(ctx, pair_from_integer(d, k), d)
    nxt = cmul(cexp(ctx, -ctx.num(p) * f), cexp(ctx, -f))
    # real part of c_p e^{-if} against that of c_{p+1}
    return Eq(nxt[0], ctx.cos(ctx.num(p + 1) * f))
