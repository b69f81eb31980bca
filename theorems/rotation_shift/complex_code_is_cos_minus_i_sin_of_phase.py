import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="The complex code c_i[m] = e^{-i i/omega_m} equals exp(-i i 10000^{-2m/d}) = cos(i/omega_m) - i sin(i/omega_m)",
    statement="For a real position p and omega_m = 10000^{2m/d}: e^{-i p/omega_m} = exp(-i p 10000^{-2m/d}) = "
              "cos(p/omega_m) - i sin(p/omega_m), a point of modulus 1.",
    hypotheses="d even; 0 <= m < d/2; p real (the document writes the position as i, the same letter as the imaginary unit)",
    expect="proved",
    sources=[
        Source(DOC, "(6.2.22)",
               r"c_i[m] = e^{-i \frac{i}{\omega_m}} = \exp\left(-i \cdot i \cdot 10000^{-2m/d_{\text{model}}}\right), \quad m = 0, 1, \ldots, d_{\text{model}}/2 - 1 \tag{6.2.22}"),
        Source(DOC, "(6.2.23)",
               r"c_i[m] = \cos\left(\frac{i}{\omega_m}\right) - i \sin\left(\frac{i}{\omega_m}\right) \tag{6.2.23}"),
        Source(DOC, "§6.2.5, definition", r"$c_i \in \mathbb{C}^{d_{\text{model}}/2}$", role="defines"),
        Source(DOC, "after (6.2.22)", r"其中，$i = \sqrt{-1}$是虚数单位", role="defines"),
    ],
    domain={"d": dims(), "k": st.integers(0, 2047), "p": positions()},
    examples=[{"d": 8, "k": 1, "p": 2}, {"d": 512, "k": 255, "p": 10**6}],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    p = sp.Symbol("p", real=True)
    m = sp.Symbol("m", nonnegative=True)
    d = sp.Symbol("d", positive=True)
    omega = sp.Integer(10000) ** (2 * m / d)
    pf.eq("1/omega_m = 10000^(-2m/d)", 1 / omega, sp.Integer(10000) ** (-2 * m / d))
    t = sp.Symbol("t", real=True)  # t = p/omega_m
    pf.eq("Euler: e^{-it} = cos t - i sin t", sp.exp(-sp.I * t), sp.cos(t) - sp.I * sp.sin(t))
    pf.eq("modulus 1", sp.Abs(sp.exp(-sp.I * t)), 1)


@claim.check
def check(ctx, d, k, p):
    t = ctx.num(p) * inv_freq(ctx, pair_from_integer(d, k), d)
    re, im = ctx.cos(t), -ctx.sin(t)
    return Eq(re * re + im * im, ctx.num(1), scale=1.0)
