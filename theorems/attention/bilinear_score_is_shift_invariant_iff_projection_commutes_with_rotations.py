import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, freqs, pair_slots
from numeric.samples import rational_matrix
from suite import Claim, Eq, Source
from suite.domains import bases, dims, offsets, positions

claim = Claim(
    title=r"$\mathrm{PE}(t)^T M \, \mathrm{PE}(u)$ depends only on $t - u$ iff each $2 \times 2$ block of $M$ commutes "
          r"with rotations",
    statement=r"For $d = 2$ and $M = \begin{pmatrix} a & b \\ c & e \end{pmatrix}$: $p(t)^T M p(u) = "
              r"\frac{a+e}{2} \cos(w(t-u)) + \frac{b-c}{2} \sin(w(t-u)) + \frac{e-a}{2} \cos(w(t+u)) + "
              r"\frac{b+c}{2} \sin(w(t+u))$; it is a function of $t - u$ alone iff $e = a$ and $c = -b$. "
              r"Hence with general learned $W_Q$, $W_K$ ($M = W_Q^T W_K$) the score is generally not shift-invariant.",
    hypotheses=r"$w \ne 0$; $t$, $u$ real; $M$ real",
    expect="proved",
    sources=[Source("004_fe5e934775abaf66.txt", "§正弦位置编码, W_Q W_K", "这个表达式通常不再能简化为仅依赖于 $t-u$ 的函数",
                    fidelity="partial", part="$d = 2$ (one frequency pair): the score is a function of $t - u$ only "
                                             "iff $W_Q^T W_K$ commutes with the rotations; a generic learned $M$ at "
                                             "larger $d$ is not proved here")],
    domain={"d": dims(hi=256), "t": positions(), "u": positions(), "c": offsets(), "seed": st.integers(0, 10**6),
            "base": bases()},
    examples=[{"d": 2, "t": 0, "u": 0, "c": 1, "seed": 0, "base": 10000}],
    sharp='an exact characterisation.',
    notes=r"Statement (one pair, $d = 2$): for $M = \begin{pmatrix} a & b \\ c & e \end{pmatrix}$ and "
          r"$p(t) = (\sin wt, \cos wt)$, $p(t)^T M p(u) = \frac{a+e}{2} \cos(w(t-u)) + \frac{b-c}{2} \sin(w(t-u)) + "
          r"\frac{e-a}{2} \cos(w(t+u)) + \frac{b+c}{2} \sin(w(t+u))$, so it depends on $t - u$ only (for all $t$, $u$) "
          r"iff $e = a$ and $c = -b$, i.e. $M = a I + b J$ commutes with every rotation. With $M = W_Q^T W_K$ learned "
          r"freely this fails in general: the score mixes $t - u$ and $t + u$. For $d > 2$ the same holds block by "
          r"block, with off-diagonal blocks contributing terms in $w_m t \mp w_{m'} u$ (the check verifies the 'if' "
          r"direction for every $d$ with blockwise-commuting $M$).",
)


@claim.proof
def proof(pf):
    t, u, w, s = sp.symbols("t u w s", real=True)
    a, b, c, e = sp.symbols("a b c e", real=True)
    M = sp.Matrix([[a, b], [c, e]])
    p = lambda x: sp.Matrix([sp.sin(w * x), sp.cos(w * x)])
    score = (p(t).T * M * p(u))[0]
    decomposition = ((a + e) / 2 * sp.cos(w * (t - u)) + (b - c) / 2 * sp.sin(w * (t - u))
                     + (e - a) / 2 * sp.cos(w * (t + u)) + (b + c) / 2 * sp.sin(w * (t + u)))
    pf.eq("product-to-sum decomposition of the score", score, decomposition)
    # shift both positions by s: only the t+u terms move; they are constant in s iff both coefficients vanish
    moving = (e - a) / 2 * sp.cos(w * (t + u + 2 * s)) + (b + c) / 2 * sp.sin(w * (t + u + 2 * s))
    pf.eq("score(t+s, u+s) - score(t, u) = change of the (t+u) part only",
          score.subs({t: t + s, u: u + s}, simultaneous=True) - score,
          moving - moving.subs(s, 0))
    x = sp.Symbol("x", real=True)
    A, B = sp.symbols("A B", real=True)
    f = A * sp.cos(x) + B * sp.sin(x)
    pf.eq("A cos x + B sin x constant in x forces A = f(0) - f(pi) over 2 = 0 ...", (f.subs(x, 0) - f.subs(x, sp.pi)) / 2, A)
    pf.eq("... and B = (f(pi/2) - f(3 pi/2)) / 2 = 0", (f.subs(x, sp.pi / 2) - f.subs(x, 3 * sp.pi / 2)) / 2, B)
    sol = sp.solve([sp.Eq((e - a) / 2, 0), sp.Eq((b + c) / 2, 0)], [e, c], dict=True)
    pf.true("so shift invariance <=> e = a and c = -b", sp.Eq(sp.Matrix([sol[0][e], sol[0][c]]), sp.Matrix([a, -b])))
    J = sp.Matrix([[0, 1], [-1, 0]])
    R = sp.Matrix([[sp.cos(x), sp.sin(x)], [-sp.sin(x), sp.cos(x)]])
    pf.eq("and a I + b J commutes with every rotation", (a * sp.eye(2) + b * J) * R - R * (a * sp.eye(2) + b * J),
          sp.zeros(2, 2))


@claim.check
def check(ctx, d, t, u, c, seed, base):
    """'If' direction for any d: M block-diagonal with blocks a_m I + b_m J is shift-invariant."""
    ab = rational_matrix(seed, d // 2, 2, "ab")
    ws = freqs(ctx, d, base)

    def score(x, y):
        p, q = code(ctx, x, d, base, ws), code(ctx, y, d, base, ws)
        tot = []
        for m, (a, b) in enumerate(ab):
            a, b = ctx.num(a), ctx.num(b)
            js, jc = pair_slots(ctx, m, d)
            s1, c1, s2, c2 = p[js], p[jc], q[js], q[jc]
            tot.append(s1 * (a * s2 + b * c2) + c1 * (-b * s2 + a * c2))
        return ctx.fsum(tot)

    return Eq(score(t + c, u + c), score(t, u))
