import sympy as sp

from suite import Claim, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"(Refuted) The codes of any $n$ positions are linearly independent",
    statement=r"Source: if $\sum_{i=0}^{n-1} \alpha_i p_i = 0$ then $\alpha_i = 0$ for all $i$; hence $p_0, \dots, p_{n-1}$ are "
              r"linearly independent (no bound on $n$ is stated), and this linear independence is what guarantees "
              "that the codes are unique (reasoning step of the uniqueness paragraph).",
    hypotheses=r"$d$ even; $f_m = 10000^{-2m/d}$; positions $0, \dots, n-1$",
    expect="refuted",
    error_kind="false general statement",
    survives=r"partly: the quoted conclusions ($\alpha_i = 0$, the codes are linearly independent) are false for every "
             r"$n > d_{\text{model}}$; the document's final conclusion, that different (integer) positions have different codes, is "
             r"true, because $f_0 = 1$ and $\pi$ is irrational (integer_positions_never_share_a_code), but not by "
             r"linear independence (which holds for $n \le d_{\text{model}}$ codes only).",
    wrong=r"False for $n > d$: $n$ vectors in $\mathbb{R}^d$ are linearly dependent. Exactly, for $d = 2$ and $n = 3$: "
          r"$p_2 - 2\cos(1)\, p_1 + p_0 = (\sin 2 - 2\cos 1 \sin 1, \cos 2 - 2\cos^2 1 + 1) = 0$ with $\alpha = (1, -2\cos 1, 1) \ne 0$. "
          r"For every $d$, $p_{i+d}$ is a fixed combination of $p_i, \dots, p_{i+d-1}$ (coefficients of "
          r"$\prod_m (x^2 - 2\cos(f_m) x + 1)$). The statement holds only for $n \le d$ (Vandermonde argument). "
          "So the announced reasoning 'uniqueness is guaranteed by linear independence' rests on a false premise; and "
          r"read as independence of the component sequences it is a non sequitur: with frequencies $2\pi/3$ and $2\pi/5$ the "
          r"sequences $\sin(i f)$, $\cos(i f)$ are linearly independent, yet $p_{15} = p_0 = (0, 1, 0, 1)$.",
    correction="consecutive_codes_span_min_n_d_dimensions",
    sources=[
        Source(DOC, "§6.2.4, uniqueness paragraph", r"从频率域的角度，编码的唯一性由各频率成分的线性无关性保证",
               aspect="reasoning"),
        Source(DOC, "(6.2.19)", r"\sum_{i=0}^{n-1} \alpha_i p_i = 0 \tag{6.2.19}", role="defines"),
        Source(DOC, "(6.2.20)", r"\sum_{i=0}^{n-1} \alpha_i \begin{bmatrix} \sin(i f_0) \\ \cos(i f_0) \\ \sin(i f_1) \\ \cos(i f_1) \\ \vdots \end{bmatrix} = 0 \tag{6.2.20}",
               role="defines"),
        Source(DOC, "(6.2.21)", r"\sum_{i=0}^{n-1} \alpha_i \sin(i f_m) = 0, \quad \sum_{i=0}^{n-1} \alpha_i \cos(i f_m) = 0 \tag{6.2.21}",
               role="defines"),
        Source(DOC, "after (6.2.21)",
               r"这些方程表明：权重序列$\alpha_i$与正弦序列$\{\sin(i f_m)\}$和余弦序列$\{\cos(i f_m)\}$正交", role="defines"),
        Source(DOC, "after (6.2.21)", r"所有这些正交条件意味着$\alpha_i = 0$对于所有$i$成立"),
        Source(DOC, "after (6.2.21)", r"因此，编码向量序列是线性无关的"),
    ],
    notes=r"""Why false: $n$ vectors in $\mathbb{R}^d$ are dependent when $n > d$. Exact counterexample $d = 2$, $n = 3$: $p_2 - 2 \cos(1)\, p_1 + p_0 = 0$ ($\sin 2 = 2 \cos 1 \sin 1 - \sin 0$, $\cos 2 = 2 \cos 1 \cos 1 - \cos 0$), $\alpha = (1, -2 \cos 1, 1) \ne 0$. For every $d$ the codes satisfy an order-$d$ linear recurrence (every_code_is_a_fixed_combination_of_the_d_preceding_codes). Correct statement: consecutive_codes_span_min_n_d_dimensions (independent iff $n \le d_{\text{model}}$; stated in doc 003's notation, nodes $e^{\pm i f_m}$ with $f_m = 1/\omega_m$). The same error carries the announcement "编码的唯一性由各频率成分的线性无关性保证" (uniqueness of the codes is guaranteed by the linear independence of the frequency components), a reasoning step: read as the argument that follows it (independence of the codes) its premise is false for $n > d$; read as the independence of the component sequences $\sin(i f_m)$, $\cos(i f_m)$ it does not imply distinct codes (frequencies $2\pi/3$, $2\pi/5$: the four sequences are independent, yet $p_{15} = p_0 = (0, 1, 0, 1)$). The conclusion itself (distinct integer positions have distinct codes) is true for another reason ($f_0 = 1$ and $\pi$ irrational): integer_positions_never_share_a_code.""",
)


@claim.proof
def proof(pf):
    p = lambda k: sp.Matrix([sp.sin(k), sp.cos(k)])  # noqa: E731  d = 2: f_0 = 1
    pf.eq("d = 2: the relation p_2 - 2cos(1) p_1 + p_0 = 0 holds exactly (each component of (6.2.21) vanishes)",
          p(2) - 2 * sp.cos(1) * p(1) + p(0), sp.zeros(2, 1))
    pf.refute("yet alpha_1 = -2cos(1) is not 0, contradicting 'alpha_i = 0 for all i'", -2 * sp.cos(1), 0)
    # the reasoning step read as 'independent component sequences => distinct codes'
    fr = (2 * sp.pi / 3, 2 * sp.pi / 5)
    q = lambda k: sp.Matrix([g(k * w) for w in fr for g in (sp.sin, sp.cos)])  # noqa: E731
    seq = sp.Matrix(4, 4, lambda k, c: q(k)[c])  # rows: positions 0..3; columns: the four component sequences
    pf.true("frequencies 2pi/3, 2pi/5: the four component sequences are linearly independent (det of their first "
            "four values is nonzero)", sp.Ne(sp.nsimplify(sp.simplify(seq.det())), 0))
    pf.eq("... yet positions 0 and 15 share the code (0, 1, 0, 1): independence does not give uniqueness",
          q(15), q(0))
