"""RoPE in complex form: the Q·K inner product conj(q e^{iw pos}) * k e^{iw(pos+k)} = conj(q) k e^{iwk} depends on the offset only.

Statement: for complex q, k, real w and positions pos, offset n:
    <q_pos, k_{pos+n}> = conj(q e^{i w pos}) (k e^{i w (pos+n)}) = conj(q) k e^{i w n} = <q, k> e^{i w n},
with <x, y> = conj(x) y the complex inner product the document names ("Q·K 内积"), conjugate-linear in
its first factor. So the score depends on n only (the relative position), exactly. In the other
convention <x, y> = x conj(y) the same computation gives <q, k> e^{-i w n}: the score still depends on
n only (only the sign of the phase follows the convention). The plain product without any conjugate
would be q k e^{i w (2 pos + n)}, which is not an inner product.
Hypotheses: q, k complex; w, pos, n real; "·" between q_pos and k_{pos+k} is the inner product.
References: 001_8a5acf2bc849a6e4.txt §9.
Sharp: an identity.
"""
import sympy as sp

from suite import Claim, Eq, Source
from suite.domains import offsets, positions, small_rationals
from theorems._util_001002 import DOC1

claim = Claim(
    title="RoPE: the Q·K inner product ⟨q_pos, k_{pos+k}⟩ = ⟨q, k⟩·e^{iωk} depends only on the offset k",
    statement="With q_pos = q e^{iω pos} and k_pos = k e^{iω pos} (q, k complex, ω real) and '·' between q_pos and k_{pos+k} "
              "the inner product the document names ('Q·K 内积'), ⟨x, y⟩ = conj(x)·y: ⟨q_pos, k_{pos+n}⟩ = conj(q)·k·e^{iωn} "
              "= ⟨q, k⟩·e^{iωn} exactly, for every pos; so the inner product contains the relative position n and no "
              "absolute position. In the other convention ⟨x, y⟩ = x·conj(y) it equals ⟨q, k⟩·e^{−iωn}, again a function of "
              "n only. The check evaluates |Re| + |Im| of conj(q_pos)k_{pos+n} − conj(q)k e^{iωn}.",
    hypotheses="q, k complex; ω, pos and the offset real; '·' between q_pos and k_{pos+k} is the complex inner product "
               "(the document: 'Q·K 内积'), conjugate-linear in its first factor",
    expect="proved",
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
    pf.eq("other convention: q_pos·conj(k_{pos+n}) = q·conj(k)·e^{−iωn} (again n only)", qp * sp.conjugate(kp),
          q * sp.conjugate(k) * sp.exp(-sp.I * w * n))
    pf.eq("∂/∂pos of conj(q_pos)·k_{pos+n} = 0", sp.diff(sp.conjugate(qp) * kp, pos), 0)


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
