import sympy as sp
from hypothesis import strategies as st

from numeric.complex import cexp, cmul, conj
from suite import Claim, Eq, Source
from suite.domains import offsets, positions, small_rationals

DOC1 = '001_8a5acf2bc849a6e4.txt'

CONVENTIONS = ("conj(x)·y", "x·conj(y)")

claim = Claim(
    title=r"RoPE: the $Q \cdot K$ inner product of $q_{\text{pos}}$ and $k_{\text{pos}+n}$ is $\langle q, k\rangle \cdot e^{\pm i\omega n}$ (the sign follows the convention), a "
          "function of the offset $n$ only",
    statement=r"With $q_{\text{pos}} = q e^{i\omega\,\text{pos}}$ and $k_{\text{pos}} = k e^{i\omega\,\text{pos}}$ ($q$, $k$ complex, $\omega$ real): $\overline{q_{\text{pos}}} \cdot k_{\text{pos}+n} = "
              r"\overline{q} \cdot k \cdot e^{i\omega n}$ and $q_{\text{pos}} \cdot \overline{k_{\text{pos}+n}} = q \cdot \overline{k} \cdot e^{-i\omega n}$ exactly, for every $\text{pos}$; so in either "
              r"convention of the complex inner product $\langle q_{\text{pos}}, k_{\text{pos}+n}\rangle = \langle q, k\rangle \cdot e^{\pm i\omega n}$ contains the relative position $n$ "
              r"and no absolute position ($\partial/\partial\,\text{pos} = 0$). Without any conjugate the product would be $q_{\text{pos}} \cdot k_{\text{pos}+n} = "
              r"q \cdot k \cdot e^{i\omega(2\,\text{pos}+n)}$, which depends on $\text{pos}$. The check evaluates $|\operatorname{Re}| + |\operatorname{Im}|$ of $\overline{q_{\text{pos}}} k_{\text{pos}+n} - "
              r"\overline{q} k e^{i\omega n}$ and of $q_{\text{pos}} \overline{k_{\text{pos}+n}} - q \overline{k} e^{-i\omega n}$.",
    hypotheses=r"$q$, $k$ complex; $\omega$, $\text{pos}$ and the offset $n$ real; $\langle x, y\rangle = \overline{x} \cdot y$ or $x \cdot \overline{y}$ (both conventions are proved)",
    expect="proved",
    sources=[
        Source(DOC1, "§9 现代变体：RoPE", r"q_{pos} = q \cdot e^{i\omega pos}", role="defines"),
        Source(DOC1, "§9 现代变体：RoPE", r"k_{pos} = k \cdot e^{i\omega pos}", role="defines"),
        Source(DOC1, "§9 现代变体：RoPE", "这样 Q·K 内积自然包含相对位置信息"),
        Source(DOC1, "§9 现代变体：RoPE", r"q_{pos}·k_{pos+k} = (q·k) \cdot e^{i\omega k}", fidelity="reread",
               reading=r"'$\cdot$' (in $q_{\text{pos}} \cdot k_{\text{pos}+k}$ and in $q \cdot k$) read as the "
                       r"Hermitian product $\overline{x} \cdot y$, conjugate-linear in the first factor, which the "
                       r"document does not write: it writes no conjugate and does not fix the convention. As the plain "
                       r"product (the '$\cdot$' of $\omega \cdot \text{pos}$, $\omega \cdot k$) the left side is $q "
                       r"\cdot k \cdot e^{i\omega(2\text{pos}+k)}$, which depends on $\text{pos}$; with the usual "
                       r"convention $x \cdot \overline{y}$ both sides are products with $\overline{k}$ and the phase "
                       r"is $e^{-i\omega k}$, not $e^{+i\omega k}$; only with $\overline{x} \cdot y$ does the display "
                       r"hold as written"),
    ],
    domain={"qr": small_rationals(4, 8), "qi": small_rationals(4, 8), "kr": small_rationals(4, 8),
            "ki": small_rationals(4, 8), "w": small_rationals(1, 64), "pos": positions(10**4), "n": offsets(10**4),
            "convention": st.sampled_from(CONVENTIONS)},
    examples=[{"qr": 1, "qi": 2, "kr": -1, "ki": 1, "w": 1, "pos": 10, "n": 3, "convention": c} for c in CONVENTIONS],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    q, k = sp.symbols("q kappa", complex=True)
    w, pos, n = sp.symbols("omega pos n", real=True)
    qp, kp = q * sp.exp(sp.I * w * pos), k * sp.exp(sp.I * w * (pos + n))
    pf.eq("Hermitian: conj(q_pos)·k_{pos+n} = conj(q)·k·e^{iωn}", sp.conjugate(qp) * kp,
          sp.conjugate(q) * k * sp.exp(sp.I * w * n))
    pf.eq("other convention: q_pos·conj(k_{pos+n}) = q·conj(k)·e^{−iωn} (again n only)", qp * sp.conjugate(kp),
          q * sp.conjugate(k) * sp.exp(-sp.I * w * n))
    pf.eq("∂/∂pos of conj(q_pos)·k_{pos+n} = 0", sp.diff(sp.conjugate(qp) * kp, pos), 0)
    pf.eq("∂/∂pos of q_pos·conj(k_{pos+n}) = 0", sp.diff(qp * sp.conjugate(kp), pos), 0)
    pf.eq("(for comparison) the plain product q_pos·k_{pos+n} = q·k·e^{iω(2pos+n)} depends on pos", qp * kp,
          q * k * sp.exp(sp.I * w * (2 * pos + n)))


@claim.check
def check(ctx, qr, qi, kr, ki, w, pos, n, convention):
    W = ctx.num(w)
    q, k = (ctx.num(qr), ctx.num(qi)), (ctx.num(kr), ctx.num(ki))
    qp = cmul(q, cexp(ctx, W * ctx.num(pos)))
    kp = cmul(k, cexp(ctx, W * ctx.num(pos + n)))
    if convention == CONVENTIONS[0]:
        lhs = cmul(conj(qp), kp)
        rhs = cmul(cmul(conj(q), k), cexp(ctx, W * ctx.num(n)))
    else:
        lhs = cmul(qp, conj(kp))
        rhs = cmul(cmul(q, conj(k)), cexp(ctx, -(W * ctx.num(n))))
    return Eq(ctx.abs(lhs[0] - rhs[0]) + ctx.abs(lhs[1] - rhs[1]), ctx.num(0))
