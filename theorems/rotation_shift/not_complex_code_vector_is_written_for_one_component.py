import sympy as sp

from numeric.complex import complex_code
from numeric.encoding import freqs
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"The complex code vector $c_i$ lies on the unit circle, and $c_j = c_i e^{-i(j-i)/\omega_m}$ (false for "
          "the vector: a notation slip, these hold for one component $c_i[m]$)",
    statement=r"Source, with the document's $c_i \in \mathbb{C}^{d_{\text{model}}/2}$: $c_i$ is a point of the unit "
              r"circle ($\lVert c_i\rVert = 1$), $c_j = c_i e^{-i(j-i)/\omega_m}$, and $c_j$ is $c_i$ rotated "
              r"through one angle $\Delta f_m$.",
    hypotheses=r"$d_{\text{model}}$ even $\ge 4$; $c_i[m] = e^{-i\, i/\omega_m}$, $\omega_m = "
               r"10000^{2m/d_{\text{model}}}$; integer $i$",
    expect="refuted",
    wrong=r"The document's $c_i$ is the vector $(c_i[0], \ldots, c_i[d_{\text{model}}/2 - 1]) \in "
          r"\mathbb{C}^{d_{\text{model}}/2}$: its Hermitian norm is $\sqrt{d_{\text{model}}/2}$ ($\sqrt{2} = 1.4142$ "
          r"at $d_{\text{model}} = 4$), so it is not a point of the unit circle; and one factor "
          r"$e^{-i(j-i)/\omega_m}$ (one $m$) does not map the vector $c_i$ to $c_j$: $d_{\text{model}} = 4$, $i = "
          "0$, $j = 1$: $c_1 = (e^{-i}, e^{-0.01i}) = (0.5403 - 0.8415i, 0.99995 - 0.0100i)$ while $c_0 e^{-i} = "
          "(0.5403 - 0.8415i, 0.5403 - 0.8415i)$ ($m = 0$) and $c_0 e^{-0.01i} = (0.99995 - 0.0100i, 0.99995 - "
          "0.0100i)$ ($m = 1$). The three statements hold for one component $c_i[m]$.",
    error_kind="notation slip",
    symbol="c_i",
    survives="yes: read for one component $c_i[m]$, as the free index $m$ shows the document means, $c_i[m] = e^{-i "
             r"i/\omega_m}$ is on the unit circle with argument $-i/\omega_m$, $c_j[m] = c_i[m] e^{-i(j-i) f_m}$, "
             r"and with $\Delta = i - j$ this is $c_i[m]$ rotated through $+\Delta f_m$ (the $\Delta$ sign of "
             "(6.2.28) is the separate slip not_phase_difference_and_relative_rotation_equal_delta_times_frequency)",
    correction="complex_code_lies_on_unit_circle_and_turns_by_minus_frequency_per_step",
    sources=[
        Source(DOC, "§6.2.5, after (6.2.27)",
               r"它可以视为复平面上单位圆上的一个点，其辐角为$\theta_{i,m} = -i / \omega_m$"),
        Source(DOC, "(6.2.28)",
               r"c_j = c_i \cdot e^{-i \frac{j-i}{\omega_m}} = c_i \cdot \exp\left(-i \cdot \Delta \cdot f_m\right) \tag{6.2.28}"),
        Source(DOC, "after (6.2.28)", r"这意味着$c_j$可以通过将$c_i$在复平面上旋转角度$\Delta \cdot f_m$得到"),
        Source(DOC, "before (6.2.22)", r"定义位置$i$的复数编码向量$c_i \in \mathbb{C}^{d_{\text{model}}/2}$为", role="defines"),
    ],
    domain={"d": dims(lo=4), "i": positions()},
    examples=[{"d": 4, "i": 0}, {"d": 512, "i": 7}],
    sharp='exact refutation.',
    notes=r"Why false as written: a vector of $\mathbb{C}^{d_{\text{model}}/2}$ ($d_{\text{model}} \ge 4$) is not a "
          r"point of the unit circle: its Hermitian norm is $\lVert c_i\rVert = (\sum_m \lvert c_i[m]\rvert^2)^{1/2} "
          r"= \sqrt{d_{\text{model}}/2}$ ($\sqrt{2}$ at $d_{\text{model}} = 4$); and no single factor "
          r"$e^{-i(j-i)/\omega_m}$ (one $m$) maps the vector $c_i$ to $c_j$: $d_{\text{model}} = 4$, $i = 0$, $j = "
          "1$: $c_1 = (e^{-i}, e^{-0.01 i})$ but $c_0 e^{-i} = (e^{-i}, e^{-i})$. Read for one component $c_i[m]$, "
          "as the free index $m$ on the right-hand sides shows the document means, the statements are right "
          "(complex_code_lies_on_unit_circle_and_turns_by_minus_frequency_per_step, "
          r"complex_code_at_j_is_code_at_i_rotated_by_plus_offset_angle; the $\Delta$ sign of (6.2.28) is a separate "
          "slip).",
)


@claim.proof
def proof(pf):
    i = sp.Symbol("i", integer=True)
    c = [sp.exp(-sp.I * i), sp.exp(-sp.I * i / 100)]  # d_model = 4: omega_0 = 1, omega_1 = 100
    norm = sp.sqrt(sum(sp.Abs(z) ** 2 for z in c))
    pf.eq("d_model = 4: ||c_i||^2 = |c_i[0]|^2 + |c_i[1]|^2 = 2 for every position i", norm ** 2, 2)
    pf.refute("so ||c_i|| = sqrt 2 != 1: the vector c_i is not a point of the unit circle", norm, 1)
    pf.refute("d_model = 4, i = 0, j = 1, m = 0: second entry of c_0 e^{-i(j-i)/omega_0} is e^{-i}, of c_1 it is e^{-i/100}",
              sp.exp(-sp.I), sp.exp(-sp.I / 100))


@claim.check
def check(ctx, d, i):
    z = complex_code(ctx, i, freqs(ctx, d))
    return Eq(ctx.sqrt(ctx.fsum(re * re + im * im for re, im in z)), ctx.num(1))
