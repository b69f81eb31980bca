import sympy as sp
from hypothesis import strategies as st

from numeric.complex import cexp, cmul
from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"$c_j$ is $c_i$ rotated by the angle $\Delta \cdot f_m$ ($\Delta = i - j$): $c_j[m] = c_i[m] \cdot "
          r"e^{i\Delta f_m}$, and $\theta_j - \theta_i = -\Delta \cdot f_m$",
    statement=r"With $\Delta = i - j$: $c_j[m] = c_i[m] e^{i\Delta f_m}$ (rotation of $c_i[m]$ by the angle $\Delta "
              r"f_m$, which depends only on the relative position and on $f_m$); equivalently $\theta_{j,m} - "
              r"\theta_{i,m} = (j - i) f_m = -\Delta f_m$ and $c_j[m] = c_i[m] e^{-i(j-i) f_m} = c_i[m] "
              r"\exp(+i\Delta f_m)$: multiplication by a unit factor whose angle $-(j-i) f_m = -(j-i)/\omega_m$ is "
              "fixed by the offset and the frequency, for all real $i, j$.",
    hypotheses=r"$\Delta = i - j$; $c_p[m] = e^{-i p f_m}$; $f_m = 1/\omega_m$ real; $i, j$ real (integers in the "
               r"check, of either sign); rotation by $\varphi$ = multiplication by $e^{i\varphi}$; $\theta_{i,m} = i "
               r"f_m$, the phase of §6.2.4 (the argument of $c_i[m]$, §6.2.5's $\theta_{i,m} = -i/\omega_m$, changes "
               r"by $+\Delta f_m$ instead)",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.4 opening", r"只依赖于相对位置$\Delta = i - j$", role="defines"),
        Source(DOC, "after (6.2.28)", r"这意味着$c_j$可以通过将$c_i$在复平面上旋转角度$\Delta \cdot f_m$得到",
               fidelity="reread", reading=r"$c_i$, $c_j$ read as the components $c_i[m]$, $c_j[m]$; with the "
                                          r"document's $c_i \in \mathbb{C}^{d_{\text{model}}/2}$ the sentence is a "
                                          r"notation slip (not_complex_code_vector_is_written_for_one_component)"),
        Source(DOC, "§6.2.4, phase difference",
               r"$\Delta\theta_m = \theta_{j,m} - \theta_{i,m} = (j - i) \cdot f_m = \Delta \cdot f_m$", role="corrects"),
        Source(DOC, "(6.2.28)",
               r"c_j = c_i \cdot e^{-i \frac{j-i}{\omega_m}} = c_i \cdot \exp\left(-i \cdot \Delta \cdot f_m\right) \tag{6.2.28}",
               role="corrects"),
        Source(DOC, "(6.2.28)",
               r"c_j = c_i \cdot e^{-i \frac{j-i}{\omega_m}} = c_i \cdot \exp\left(-i \cdot \Delta \cdot f_m\right) \tag{6.2.28}",
               fidelity="reread", reading=r"the first equality, $c_j$, $c_i$ read as the components: $c_j[m] = c_i[m] "
                                          r"e^{-i(j-i) f_m}$; with the document's vectors $c_i$ it is a notation slip "
                                          r"(not_complex_code_vector_is_written_for_one_component), and the second "
                                          r"equality (with $\Delta$) is judged separately (a notation slip, and at line 219 a reasoning step that does not follow)"),
        Source(DOC, "after (6.2.28)", r"因此，相对位置对应于复平面上的相对旋转，旋转角度由相对位置和频率共同决定"),
    ],
    domain={"d": dims(), "k": st.integers(0, 2047), "i": positions(),
            "j": st.one_of(positions(), st.integers(-10**6, 2 * 10**6))},
    examples=[{"d": 2, "k": 0, "i": 1, "j": 0}, {"d": 512, "k": 7, "i": 100, "j": 110}, {"d": 512, "k": 0, "i": 10**6, "j": 3},
              {"d": 2, "k": 0, "i": 0, "j": 1}, {"d": 512, "k": 7, "i": 10**6, "j": 10**6 - 12345}],
    sharp='an identity.',
    notes="Merged into this claim: complex_code_at_j_is_code_at_i_times_e_to_minus_i_offset_phase (the same "
          "identity in the form $c_q[m] = c_p[m] e^{-i(q-p) f_m}$, citing the first equality of (6.2.28), re-read "
          r"componentwise, and the sentence after it). Check: $i = 1$, $j = 0$, $m = 0$: $c_1 e^{i \cdot 1} = e^{-i} "
          "e^{i} = 1 = c_0$. This is the corrected form of the phase difference of §6.2.4 and of (6.2.28), whose "
          r"last equalities write $\Delta$ for $j - i$ "
          "(not_phase_difference_and_relative_rotation_equal_delta_times_frequency).",
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
    pf.eq("first equality of (6.2.28), componentwise: c_j = c_i e^{-i(j-i) f}", c(j), c(i) * sp.exp(-sp.I * (j - i) * f))
    pf.eq("the factor e^{-i(j-i) f} has modulus 1 (a rotation)", sp.Abs(sp.exp(-sp.I * (j - i) * f)), 1)


@claim.check
def check(ctx, d, k, i, j):
    f = inv_freq(ctx, pair_from_integer(d, k), d)
    rotated = cmul(cexp(ctx, -ctx.num(i) * f), cexp(ctx, ctx.num(i - j) * f))  # c_i[m] e^{iΔ f_m}
    return Eq(rotated[1], -ctx.sin(ctx.num(j) * f))
