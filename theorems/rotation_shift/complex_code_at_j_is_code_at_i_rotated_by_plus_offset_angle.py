import sympy as sp
from hypothesis import strategies as st

from numeric.complex import cexp, cmul
from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="c_j is c_i rotated by the angle Δ·f_m (Δ = i − j): c_j[m] = c_i[m]·e^{iΔf_m}, and θ_j − θ_i = −Δ·f_m",
    statement="With Δ = i - j: c_j[m] = c_i[m] e^{iΔ f_m} (rotation of c_i[m] by the angle Δ f_m, which depends only on "
              "the relative position and on f_m); equivalently θ_{j,m} - θ_{i,m} = (j - i) f_m = -Δ f_m and "
              "c_j[m] = c_i[m] e^{-i(j-i) f_m} = c_i[m] exp(+iΔ f_m).",
    hypotheses="Δ = i - j; c_p[m] = e^{-i p f_m}; f_m = 1/ω_m real; i, j real (integers in the check); "
               "rotation by φ = multiplication by e^{iφ}",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.4 opening", r"只依赖于相对位置$\Delta = i - j$", role="defines"),
        Source(DOC, "after (6.2.28)", r"这意味着$c_j$可以通过将$c_i$在复平面上旋转角度$\Delta \cdot f_m$得到",
               fidelity="reread", reading="c_i, c_j read as the components c_i[m], c_j[m]; with the document's c_i in C^{d_model/2} the sentence is a notation slip (not_complex_code_vector_is_written_for_one_component)"),
        Source(DOC, "§6.2.4, phase difference",
               r"$\Delta\theta_m = \theta_{j,m} - \theta_{i,m} = (j - i) \cdot f_m = \Delta \cdot f_m$", role="corrects"),
        Source(DOC, "(6.2.28)",
               r"c_j = c_i \cdot e^{-i \frac{j-i}{\omega_m}} = c_i \cdot \exp\left(-i \cdot \Delta \cdot f_m\right) \tag{6.2.28}",
               role="corrects"),
    ],
    domain={"d": dims(), "k": st.integers(0, 2047), "i": positions(), "j": positions()},
    examples=[{"d": 2, "k": 0, "i": 1, "j": 0}, {"d": 512, "k": 7, "i": 100, "j": 110}, {"d": 512, "k": 0, "i": 10**6, "j": 3}],
    sharp='an identity.',
    notes='Check: i = 1, j = 0, m = 0: c_1 e^{i·1} = e^{-i} e^{i} = 1 = c_0.',
)


@claim.proof
def proof(pf):
    i, j, f = sp.symbols("i j f", real=True)
    delta = i - j
    c = lambda p: sp.exp(-sp.I * p * f)  # noqa: E731
    pf.eq("c_i e^{iΔ f} = c_j with Δ = i - j", c(i) * sp.exp(sp.I * delta * f), c(j))
    pf.eq("the factor has modulus 1 (a rotation by the angle Δ f)", sp.Abs(sp.exp(sp.I * delta * f)), 1)
    pf.eq("phase difference: θ_j - θ_i = (j - i) f = -Δ f", j * f - i * f, -delta * f)
    pf.eq("(6.2.28) corrected: c_i e^{-i(j-i) f} = c_i exp(+iΔ f)", c(i) * sp.exp(-sp.I * (j - i) * f),
          c(i) * sp.exp(sp.I * delta * f))


@claim.check
def check(ctx, d, k, i, j):
    f = inv_freq(ctx, pair_from_integer(d, k), d)
    rotated = cmul(cexp(ctx, -ctx.num(i) * f), cexp(ctx, ctx.num(i - j) * f))  # c_i[m] e^{iΔ f_m}
    return Eq(rotated[1], -ctx.sin(ctx.num(j) * f), scale=2.0 + 2 * abs(i) + abs(j))
