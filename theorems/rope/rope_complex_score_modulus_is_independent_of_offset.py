import sympy as sp

from numeric.complex import cmul
from suite import Claim, Eq, Source
from suite.domains import offsets, positions, small_rationals

DOC1 = '001_8a5acf2bc849a6e4.txt'

claim = Claim(
    title=r"In complex RoPE the offset changes only the phase of the score: its modulus is $|q| \cdot |k|$",
    statement=r"For complex $q$, $k$ and real $\omega$, $\text{pos}$, $n$: $|\overline{q e^{i\omega\,\text{pos}}} \cdot k e^{i\omega(\text{pos}+n)}| = |q| \cdot |k|$ and "
              r"$|q e^{i\omega\,\text{pos}} \cdot k e^{i\omega(\text{pos}+n)}| = |q| \cdot |k|$; for the Hermitian score $\overline{q e^{i\omega\,\text{pos}}} \cdot k e^{i\omega(\text{pos}+n)} = \bar q k\, e^{i\omega n}$ the offset $n$ "
              r"only multiplies $\bar q k$ by the unit phase $e^{i\omega n}$ (the unconjugated product is $q k\, e^{i\omega(2\text{pos}+n)}$; both identities: rope_complex_score_depends_only_on_offset_with_conjugated_query). "
              r"The check evaluates $|\text{score}|^2 - |q|^2|k|^2$ for the Hermitian score.",
    hypotheses=r"$q$, $k$ complex; $\omega$, $\text{pos}$, $n$ real",
    expect="proved",
    sources=[Source(DOC1, "§9 现代变体：RoPE", "相对位置 k 只影响相位，不改变模长")],
    domain={"qr": small_rationals(4, 8), "qi": small_rationals(4, 8), "kr": small_rationals(4, 8),
            "ki": small_rationals(4, 8), "w": small_rationals(1, 64), "pos": positions(10**4), "n": offsets(10**4)},
    examples=[{"qr": 1, "qi": 2, "kr": -1, "ki": 1, "w": 1, "pos": 10, "n": 3}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    a, b, c, e = sp.symbols("a b c e", real=True)
    q, k = a + sp.I * b, c + sp.I * e  # q = a + ib, k = c + ie
    w, pos, n = sp.symbols("omega pos n", real=True)
    qp, kp = q * sp.exp(sp.I * w * pos), k * sp.exp(sp.I * w * (pos + n))
    herm = sp.conjugate(qp) * kp
    plain = qp * kp
    mod2 = (a**2 + b**2) * (c**2 + e**2)
    pf.eq("|conj(q_pos)·k_{pos+n}|² = |q|²|k|²", sp.expand(herm * sp.conjugate(herm)), mod2)
    pf.eq("|q_pos·k_{pos+n}|² = |q|²|k|²", sp.expand(plain * sp.conjugate(plain)), mod2)
    pf.eq("|e^{iωn}| = 1 (the offset acts as a unit phase)", sp.Abs(sp.exp(sp.I * w * n)), 1)


@claim.check
def check(ctx, qr, qi, kr, ki, w, pos, n):
    W = ctx.num(w)
    q, k = (ctx.num(qr), ctx.num(qi)), (ctx.num(kr), ctx.num(ki))
    qp = cmul(q, (ctx.cos(W * ctx.num(pos)), ctx.sin(W * ctx.num(pos))))
    kp = cmul(k, (ctx.cos(W * ctx.num(pos + n)), ctx.sin(W * ctx.num(pos + n))))
    s = cmul((qp[0], -qp[1]), kp)
    mod2 = s[0] * s[0] + s[1] * s[1]
    ref = (q[0] * q[0] + q[1] * q[1]) * (k[0] * k[0] + k[1] * k[1])
    return Eq(mod2, ref)
