from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Eq, Source
from suite.domains import offsets, positions, small_rationals
from theorems._lemmas.trig import cos_is_one_exactly_on_2pi_z

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title=r"A RoPE pair at $\alpha = 2\pi/P$ scores highest exactly at offsets in $P\mathbb{Z}$ when key and query "
          r"contents are aligned; a content angle $\beta$ shifts the peak by $-\beta P/(2\pi)$",
    statement=r"One RoPE pair, $\alpha = 2\pi/P$, $\tilde{k} = c R(\beta) \tilde{q}$: $q_t^T k_u = c|\tilde{q}|^2 \cos(\alpha(u-t) + \beta)$. "
              r"For $\beta = 0$ and $c|\tilde{q}|^2 > 0$ the maximum $c|\tilde{q}|^2$ is attained iff $u - t \in P\mathbb{Z}$, independently of $t$. "
              r"For $\beta \ne 0$ the peaks are at $u - t \in P\mathbb{Z} - \beta P/(2\pi)$.",
    hypotheses=r"one 2-D rotation pair; $\alpha = 2\pi/P$, $P > 0$; $\tilde{k} = c R(\beta) \tilde{q}$ with $c \ge 0$ ($c > 0$, $\tilde{q} \ne 0$ for "
               r"the location of the maxima; with $c|\tilde{q}|^2 = 0$ the score is 0 everywhere); $t$, $u$ real",
    expect="proved",
    sources=[
        Source(DOC, "§RoPE, after the relative-rotation formula",
               "RoPE 能够通过设置合适的旋转频率，准确地在相隔一个周期的位置上产生最大的注意力分数，无论绝对位置有多远",
               fidelity="partial",
               part=r"'能够' (can): for one pair whose key content is aligned with the query content (relative angle 0) "
                    r"the score peaks exactly at every multiple of the period, whatever the absolute position; for "
                    r"other contents the peaks move ($\alpha = 2\pi/7$ with content angle 0.5: maxima at offsets 6, "
                    r"13, 20, value 0.92199, against 0.87758 at offset 7), so the frequency alone does not place them"),
        Source(DOC, "§RoPE, construction",
               r"RoPE 根据向量的绝对位置 $t$ 将其旋转一个角度 $\theta_i(t) = \alpha_i t$", role="defines"),
    ],
    domain={"P": st.integers(2, 1000), "t": positions(), "delta": offsets(),
            "q1": small_rationals(), "q2": small_rationals(),
            "c": st.fractions(0, 8, max_denominator=8), "beta": small_rationals(limit=4)},
    examples=[{"P": 7, "t": 5, "delta": 14, "q1": 1, "q2": 2, "c": 1, "beta": 0},
              {"P": 7, "t": 123456, "delta": 3, "q1": Fraction(-3, 2), "q2": 1, "c": 2, "beta": Fraction(1, 2)}],
    sharp='an identity; the maximum is attained.',
    equivalent_mutants={"swap": "with sin and cos exchanged the rotation rot(θ) becomes R(π/2 − θ), so the score is "
                                "c|q|² cos(π/2 − αΔ − β) = c|q|² sin(αΔ + β), which is the right side with cos "
                                "exchanged for sin: the mutated check states a true identity"},
    notes="The statement is about one pair (the document's \"设置合适的旋转频率\" is met by that pair alone). It says "
          r"nothing about the peak set of a sum over several pairs, $\sum_i c_i|\tilde{q}_i|^2 \cos(\alpha_i(u-t) + "
          r"\beta_i)$: such a sum can peak exactly on $P\mathbb{Z}$ with every $\beta_i \ne 0$ ($P = 2\pi$, $\alpha = (1, 2)$, unit "
          r"weights, $\beta_1 = 0.3$, $\beta_2 = -\arcsin(\sin(0.3)/2) = -0.14830$: the only maxima in $[-\pi, \pi]$ are "
          r'$f(0) = 1.94436$ and the local $f(-2.948) = 0.0910$), so "$\beta_i = 0$ for every pair" is not necessary '
          "there. The check uses integer periods $P$.",
)


def _R(th):
    return sp.Matrix([[sp.cos(th), -sp.sin(th)], [sp.sin(th), sp.cos(th)]])


@claim.proof
def proof(pf):
    t, u, beta, x = sp.symbols("t u beta x", real=True)
    P, c = sp.symbols("P c", positive=True)
    q1, q2 = sp.symbols("q1 q2", real=True)
    n = sp.Symbol("n", integer=True)
    alpha = 2 * sp.pi / P
    qv = sp.Matrix([q1, q2])
    score = ((_R(alpha * t) * qv).T * (_R(alpha * u) * c * _R(beta) * qv))[0, 0]
    norm2 = q1 ** 2 + q2 ** 2
    pf.eq("score = c |q~|^2 cos(alpha (u - t) + beta)", score, c * norm2 * sp.cos(alpha * (u - t) + beta))
    pf.eq("upper bound: c|q~|^2 - score = 2 c |q~|^2 sin^2((alpha(u-t)+beta)/2)",
          c * norm2 - c * norm2 * sp.cos(alpha * (u - t) + beta),
          2 * c * norm2 * sp.sin((alpha * (u - t) + beta) / 2) ** 2)
    pf.true("sin^2 >= 0, so score <= c |q~|^2", sp.Ge(2 * sp.sin(x / 2) ** 2, 0))
    pf.eq("beta = 0, u - t = n P: score = c |q~|^2 (the bound is attained)",
          (c * norm2 * sp.cos(alpha * (u - t))).subs(u, t + n * P), c * norm2)
    cos_is_one_exactly_on_2pi_z(pf, x, "cos x = 1 exactly on x in 2 pi Z, i.e. alpha (u - t) in 2 pi Z iff u - t in P Z")
    pf.eq("alpha * (n P) = 2 pi n", alpha * n * P, 2 * sp.pi * n)
    pf.eq("beta != 0: peak at u - t = n P - beta P/(2 pi), where alpha(u-t) + beta = 2 pi n",
          alpha * (n * P - beta * P / (2 * sp.pi)) + beta, 2 * sp.pi * n)


@claim.check
def check(ctx, P, t, delta, q1, q2, c, beta):
    alpha = 2 * ctx.pi / ctx.num(P)

    def rot(th, v):
        cs, sn = ctx.cos(th), ctx.sin(th)
        return [cs * v[0] - sn * v[1], sn * v[0] + cs * v[1]]

    q = [ctx.num(q1), ctx.num(q2)]
    k = [ctx.num(c) * x for x in rot(ctx.num(beta), q)]
    u = t + delta
    qt = rot(alpha * ctx.num(t), q)
    ku = rot(alpha * ctx.num(u), k)
    score = qt[0] * ku[0] + qt[1] * ku[1]
    norm2 = q[0] * q[0] + q[1] * q[1]
    rhs = ctx.num(c) * norm2 * ctx.cos(alpha * ctx.num(delta) + ctx.num(beta))
    return Eq(score, rhs)
