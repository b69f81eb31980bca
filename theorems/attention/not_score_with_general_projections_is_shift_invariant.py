import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, freqs
from numeric.samples import rational_matrix
from suite import Claim, Eq
from suite.domains import bases, dims, offsets, positions

claim = Claim(
    title=r"$\mathrm{PE}(t)^T W_Q^T W_K \, \mathrm{PE}(u)$ is shift-invariant for every $W_Q$, $W_K$",
    statement=r"For all real $d \times d$ matrices $M = W_Q^T W_K$ and all $t$, $u$, $c$: "
              r"$\mathrm{PE}(t+c)^T M \, \mathrm{PE}(u+c) = \mathrm{PE}(t)^T M \, \mathrm{PE}(u)$.",
    hypotheses=r"$d$ even; $M$ arbitrary",
    expect="refuted",
    wrong=r"Only projections whose $2 \times 2$ diagonal blocks commute with rotations ($a I + b J$) and whose "
          r"cross-frequency blocks vanish give a function of $t - u$; e.g. $d = 2$, $M = \operatorname{diag}(1, -1)$: "
          r"the score is $-\cos(w(t+u))$, $-1$ at $t = u = 0$ and $-\cos 2$ at $t = u = 1$.",
    correction="bilinear_score_is_shift_invariant_iff_projection_commutes_with_rotations",
    error_kind="false general statement",
    survives="yes: no document asserts it (it is the question of issue 2); 004_fe5e934775abaf66.txt says the "
             "opposite, that with learned $W_Q$, $W_K$ the score generally no longer depends on $t - u$ only",
    domain={"d": dims(hi=64), "t": positions(), "u": positions(), "c": offsets(), "seed": st.integers(0, 10**6),
            "base": bases()},
    examples=[{"d": 2, "t": 0, "u": 0, "c": 1, "seed": 0, "base": 10000}],
    notes=r'Why it fails: bilinear_score_is_shift_invariant_iff_projection_commutes_with_rotations; for $d = 2$, '
          r'$M = W_Q^T W_K = \operatorname{diag}(1, -1)$ gives $-\cos(t + u)$, which changes under a common shift.',
)


@claim.proof
def proof(pf):
    score = lambda x, y: sp.sin(x) * sp.sin(y) - sp.cos(x) * sp.cos(y)  # M = diag(1, -1), w = 1
    pf.refute("d = 2, M = diag(1, -1): score(1, 1) = -cos 2 differs from score(0, 0) = -1", score(1, 1), score(0, 0))


@claim.check
def check(ctx, d, t, u, c, seed, base):
    M = rational_matrix(seed, d, d, "M")
    ws = freqs(ctx, d, base)

    def score(x, y):
        p, q = code(ctx, x, d, base, ws), code(ctx, y, d, base, ws)
        return ctx.fsum(p[i] * ctx.fsum(ctx.num(M[i][j]) * q[j] for j in range(d)) for i in range(d))

    return Eq(score(t + c, u + c), score(t, u))
