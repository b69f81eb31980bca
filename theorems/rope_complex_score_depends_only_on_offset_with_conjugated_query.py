"""RoPE in complex form: conj(q e^{iw pos}) * k e^{iw(pos+n)} = conj(q) k e^{iwn} — only with the query conjugated.

Statement: for complex q, k, real w and positions pos, n:
    conj(q e^{i w pos}) (k e^{i w (pos+n)}) = conj(q) k e^{i w n}   (Hermitian product: depends on n only);
the literal product without conjugation is q k e^{i w (2 pos + n)}, which depends on pos. The
document's "q_pos . k_{pos+k} = (q.k) e^{i w k}" holds under the Hermitian reading (the usual
RoPE score Re(conj(q_pos) k_{pos+k})), with q.k read as conj(q) k.
Hypotheses: q, k complex; w, pos, n real.
References: 001_8a5acf2bc849a6e4.txt §9.
Sharp: an identity under the stated condition; false without the conjugation.
"""
import sympy as sp

from suite import Claim, Eq, Source
from suite.domains import offsets, positions, small_rationals
from theorems._util_001002 import DOC1

claim = Claim(
    title="RoPE complex score conj(q_pos)·k_{pos+k} = conj(q)·k·e^{iωk} depends only on the offset — with the query conjugated",
    statement="With q_pos = q e^{iω pos} and k_pos = k e^{iω pos} (q, k complex, ω real): conj(q_pos)·k_{pos+n} = conj(q)·k·e^{iωn} "
              "exactly, so the Hermitian score depends on the offset n only. The document's q_{pos}·k_{pos+k} = (q·k)e^{iωk} is this "
              "identity with '·' read as the Hermitian product (q·k = conj(q)k); read as the plain complex product it is false: "
              "q_pos·k_{pos+n} = q k e^{iω(2pos+n)} depends on pos. The check evaluates |Re| + |Im| of "
              "conj(q_pos)k_{pos+n} − conj(q)k e^{iωn}.",
    hypotheses="q, k complex; ω, pos and the offset real; '·' is the Hermitian product conj(first)·second",
    expect="approximate",
    kind="approximate",
    bound="Exact (error 0) under the condition that the first factor is conjugated (Hermitian product, as in RoPE's "
          "Re(conj(q_m) k_n)); without conjugation the product is q k e^{iω(2pos+k)} and the statement fails.",
    sources=[
        Source(DOC1, "§9 现代变体：RoPE", r"q_{pos} = q \cdot e^{i\omega pos}", role="defines"),
        Source(DOC1, "§9 现代变体：RoPE", r"k_{pos} = k \cdot e^{i\omega pos}", role="defines"),
        Source(DOC1, "§9 现代变体：RoPE", "这样 Q·K 内积自然包含相对位置信息"),
        Source(DOC1, "§9 现代变体：RoPE", r"q_{pos}·k_{pos+k} = (q·k) \cdot e^{i\omega k}"),
    ],
    domain={"qr": small_rationals(4, 8), "qi": small_rationals(4, 8), "kr": small_rationals(4, 8),
            "ki": small_rationals(4, 8), "w": small_rationals(1, 64), "pos": positions(10**4), "n": offsets(10**4)},
    examples=[{"qr": 1, "qi": 2, "kr": -1, "ki": 1, "w": 1, "pos": 10, "n": 3}],
)


@claim.proof
def proof(pf):
    q, k = sp.symbols("q kappa", complex=True)
    w, pos, n = sp.symbols("omega pos n", real=True)
    qp, kp = q * sp.exp(sp.I * w * pos), k * sp.exp(sp.I * w * (pos + n))
    pf.eq("Hermitian: conj(q_pos)·k_{pos+n} = conj(q)·k·e^{iωn}", sp.conjugate(qp) * kp,
          sp.conjugate(q) * k * sp.exp(sp.I * w * n))
    pf.eq("(plain product, for the record) q_pos·k_{pos+n} = q·k·e^{iω(2pos+n)}", qp * kp,
          q * k * sp.exp(sp.I * w * (2 * pos + n)))


@claim.check
def check(ctx, qr, qi, kr, ki, w, pos, n):
    def cmul(a, b):
        return (a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0])

    def cis(t):
        return (ctx.cos(t), ctx.sin(t))

    W = ctx.num(w)
    q, k = (ctx.num(qr), ctx.num(qi)), (ctx.num(kr), ctx.num(ki))
    qp = cmul(q, cis(W * ctx.num(pos)))
    kp = cmul(k, cis(W * ctx.num(pos + n)))
    lhs = cmul((qp[0], -qp[1]), kp)
    rhs = cmul(cmul((q[0], -q[1]), k), cis(W * ctx.num(n)))
    mag = (abs(float(qr)) + abs(float(qi))) * (abs(float(kr)) + abs(float(ki)))
    return Eq(ctx.abs(lhs[0] - rhs[0]) + ctx.abs(lhs[1] - rhs[1]), ctx.num(0),
              scale=max(mag, 1e-3) * (1 + abs(float(w)) * (abs(pos) + abs(n))))
