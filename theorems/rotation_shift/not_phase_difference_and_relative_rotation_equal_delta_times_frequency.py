import sympy as sp
from hypothesis import strategies as st

from numeric.complex import cexp, cmul
from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"(Refuted, notation slip) With the document's $\Delta = i - j$, $(j - i) \cdot f_m = \Delta \cdot f_m$ "
          r"and $c_j = c_i \cdot \exp(-i\Delta f_m)$ are false",
    statement=r"Under $\Delta = i - j$: (a) $\theta_{j,m} - \theta_{i,m} = (j - i) f_m = \Delta f_m$; (b) (6.2.28) "
              r"$c_j[m] = c_i[m] e^{-i(j-i) f_m} = c_i[m] \exp(-i \Delta f_m)$; (c) hence ('这意味着') $c_j[m]$ is "
              r"$c_i[m]$ rotated by $\Delta f_m$. The last equalities of (a) and (b) need $\Delta = j - i$. Checked "
              r"on (b): $\operatorname{Im}(c_i[m] e^{-i(i-j) f_m}) = \operatorname{Im} c_j[m]$.",
    hypotheses=r"$\Delta = i - j$ (the document's definition, §6.2.4); $c_p[m] = e^{-i p f_m}$; $f_m = "
               "10000^{-2m/d}$; integer positions $i, j$",
    expect="refuted",
    error_kind="notation slip",
    symbol="Δ",
    survives=r"yes: the document evidently means $\Delta = j - i$ in these two formulas; with its own $\Delta = i - "
             r"j$ the right forms are $\Delta\theta_m = -\Delta \cdot f_m$ and $c_j[m] = c_i[m] \cdot \exp(+i\Delta "
             r"f_m)$. The $\cos(\Delta \cdot f_m)$ terms of (6.2.18) are unaffected ($\cos$ is even) and the "
             r"relative-rotation conclusion holds ($c_j$ is $c_i$ rotated by $\Delta \cdot f_m = -(j - i) f_m$).",
    wrong=r"The document defines $\Delta = i - j$, but writes $(j - i) \cdot f_m = \Delta \cdot f_m$ in the phase "
          r"difference and $c_i \cdot e^{-i(j-i)/\omega_m} = c_i \cdot \exp(-i \cdot \Delta \cdot f_m)$ in (6.2.28): "
          r"both replace $j - i$ by $\Delta = i - j$, i.e. flip the sign. At $i = 1$, $j = 0$, $m = 0$: $(j - i) f_0 "
          r"= -1$ vs $\Delta f_0 = 1$, and $c_1[0] \cdot \exp(-i\Delta f_0) = e^{-2i} \approx -0.416 - 0.909i$ vs "
          r"$c_0[0] = 1$. Consequently the step '这意味着' from (6.2.28) to '$c_j$ is $c_i$ rotated by $\Delta \cdot "
          r"f_m$' is invalid: (6.2.28)'s $c_i \cdot \exp(-i\Delta f_m)$ is a rotation by $-\Delta f_m$ (the "
          r"sentence's conclusion itself is right). Correct: $\theta_{j,m} - \theta_{i,m} = (j - i) f_m = -\Delta "
          r"f_m$ and $c_j[m] = c_i[m] e^{-i(j-i) f_m} = c_i[m] \exp(+i\Delta f_m)$.",
    correction="complex_code_at_j_is_code_at_i_rotated_by_plus_offset_angle",
    sources=[
        Source(DOC, "§6.2.4 opening", r"只依赖于相对位置$\Delta = i - j$", role="defines"),
        Source(DOC, "§6.2.4, phase difference",
               r"$\Delta\theta_m = \theta_{j,m} - \theta_{i,m} = (j - i) \cdot f_m = \Delta \cdot f_m$"),
        Source(DOC, "(6.2.28)",
               r"c_j = c_i \cdot e^{-i \frac{j-i}{\omega_m}} = c_i \cdot \exp\left(-i \cdot \Delta \cdot f_m\right) \tag{6.2.28}"),
        Source(DOC, "after (6.2.28)", r"这意味着$c_j$可以通过将$c_i$在复平面上旋转角度$\Delta \cdot f_m$得到",
               aspect="reasoning"),
    ],
    domain={"d": dims(), "k": st.integers(0, 2047), "i": positions(), "j": positions()},
    examples=[{"d": 2, "k": 0, "i": 1, "j": 0}, {"d": 512, "k": 3, "i": 100, "j": 7}],
    notes=r"""Statement (as written, under the document's notation $\Delta = i - j$, §6.2.4 opening): §6.2.4: """
          r"""$\Delta\theta_m = \theta_{j,m} - \theta_{i,m} = (j - i) \cdot f_m = \Delta \cdot f_m$; (6.2.28): $c_j = """
          r"""c_i \cdot e^{-i (j-i)/\omega_m} = c_i \cdot \exp(-i \cdot \Delta \cdot f_m)$ (componentwise: $c_j[m] = """
          r"""c_i[m] \cdot \ldots$). Both last equalities write $\Delta$ for $j - i$. With $\Delta = i - j$ they read """
          """$(j - i) f_m = (i - j) f_m$ and $c_j[m] = c_i[m] e^{-i (i-j) f_m} = e^{-i (2i - j) f_m}$, false whenever """
          r"""$(i - j) f_m$ is not $0$ (resp. not in $\pi \mathbb{Z}$). Counterexample: $i = 1$, $j = 0$, $m = 0$ """
          r"""($f_0 = 1$): $(j - i) f_0 = -1$ but $\Delta f_0 = +1$; $c_1[0] \cdot e^{-i} = e^{-2i} \approx -0.416 - """
          r"""0.909i$ but $c_0[0] = 1$. The sentence after (6.2.28), "$c_j$ is $c_i$ rotated by the angle $\Delta """
          r"""\cdot f_m$", is TRUE with $\Delta = i - j$ ($c_i[m] e^{i\Delta f_m} = c_j[m]$); its "这意味着" (it follows """
          r"""from (6.2.28)) is the invalid step: (6.2.28)'s right-hand side $c_i \exp(-i\Delta f_m)$ is $c_i$ rotated """
          r"""by $-\Delta f_m$. Correction: complex_code_at_j_is_code_at_i_rotated_by_plus_offset_angle ($\theta_{j,m} """
          r"""- \theta_{i,m} = -\Delta f_m$ and $c_j[m] = c_i[m] e^{+i\Delta f_m}$).""",
)


@claim.proof
def proof(pf):
    i, j, f = sp.symbols("i j f", real=True)
    delta = i - j  # the document's definition
    pf.eq("first equalities hold: θ_j - θ_i = (j - i) f", j * f - i * f, (j - i) * f)
    pf.eq("first equality of (6.2.28) holds: c_i e^{-i(j-i)f} = c_j", sp.exp(-sp.I * i * f) * sp.exp(-sp.I * (j - i) * f),
          sp.exp(-sp.I * j * f))
    pf.refute("(a) last equality: (j - i) f = Δ f with Δ = i - j fails at i = 1, j = 0, f = f_0 = 1",
              (j - i) * f, delta * f, at={i: 1, j: 0, f: 1})
    pf.refute("(b) last equality: c_i exp(-iΔ f) = c_j fails at i = 1, j = 0, f = 1 (e^{-2i} vs 1)",
              sp.exp(-sp.I * i * f) * sp.exp(-sp.I * delta * f), sp.exp(-sp.I * j * f), at={i: 1, j: 0, f: 1})
    pf.refute("(c) the step: (6.2.28)'s c_i exp(-iΔ f) is not c_i rotated by +Δ f (c_i e^{iΔ f}) at i = 1, j = 0, f = 1",
              sp.exp(-sp.I * i * f) * sp.exp(-sp.I * delta * f), sp.exp(-sp.I * i * f) * sp.exp(sp.I * delta * f),
              at={i: 1, j: 0, f: 1})


@claim.check
def check(ctx, d, k, i, j):
    f = inv_freq(ctx, pair_from_integer(d, k), d)
    lhs = cmul(cexp(ctx, -ctx.num(i) * f), cexp(ctx, -ctx.num(i - j) * f))  # c_i[m] exp(-i Δ f_m), Δ = i - j
    return Eq(lhs[1], -ctx.sin(ctx.num(j) * f))
