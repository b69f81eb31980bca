import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, freqs
from numeric.samples import rational_weights
from suite import Claim, Le, Source
from suite.domains import bases, dims, positions
from theorems._lemmas.trig import chord, cos_is_one_exactly_on_2pi_z, half_angle

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title=r"The pad representation $e + \mathrm{PE}(t)$ is zero at most at one integer position, whatever the pad "
          "embedding",
    statement=r"For the sinusoidal code $\mathrm{PE}$, any $e \in \mathbb{R}^d$ and integers $t \ne t'$: "
              r"$\lVert e + \mathrm{PE}(t)\rVert + \lVert e + \mathrm{PE}(t')\rVert \ge 2|\sin((t - t')/2)| > 0$, so "
              r"$e + \mathrm{PE}(t) = 0$ holds for at most one integer position $t$ (for $t_0$ iff "
              r"$e = -\mathrm{PE}(t_0)$).",
    hypotheses=r"integer positions $t$, $t'$; $d$ even $\ge 2$; $\mathrm{PE}(t)_{2i} = \sin(\omega_i t)$, "
               r"$\mathrm{PE}(t)_{2i+1} = \cos(\omega_i t)$; $e$ any real vector",
    expect="proved",
    sources=[
        Source(DOC, "§掩码与填充",
               "这意味着，在输入到第一个 Transformer 层时，填充位置的表示向量通常不是零",
               fidelity="partial",
               part=r"for the sinusoidal code: whatever the pad embedding $e$, the representation $e + \mathrm{PE}(t)$ "
                    r"is zero at most at one integer position; for a learned position table nothing is stated"),
        Source(DOC, "§可学习的绝对位置编码", "这个位置编码向量随后被加到对应位置的[词嵌入](@entry_id:633879)上",
               role="defines"),
    ],
    domain={"d": dims(hi=512), "t": positions(), "gap": st.integers(1, 10**6), "worst": st.booleans(),
            "seed": st.integers(0, 10**6), "base": bases()},
    examples=[{"d": 2, "t": 0, "gap": 355, "worst": True, "seed": 0, "base": 10000},
              {"d": 512, "t": 100, "gap": 710, "worst": True, "seed": 1, "base": 10000},
              {"d": 8, "t": 3, "gap": 1, "worst": False, "seed": 2, "base": 10000},
              # the bound is 2|sin(1/2)| = 0.95885 and the distance 0.95890 (the pair w_1 = 0.01 adds 4 sin^2(0.005));
              # with sin and cos exchanged the bound becomes 2|cos(1/2)| = 1.755 while the distance is unchanged
              # (an isometry of each pair): the swap mutant is refuted here
              {"d": 4, "t": 0, "gap": 1, "worst": True, "seed": 0, "base": 10000}],
    equivalent_mutants={"sign": "sin -> -sin maps every pair (sin x, cos x) to (-sin x, cos x), an isometry, so "
                                "||PE'(t) - PE'(t')|| = ||PE(t) - PE(t')|| >= 2|sin((t - t')/2)| = 2|-sin((t - t')/2)| "
                                "(the w_0 = 1 pair), and by the triangle inequality ||e + PE'(t)|| + ||e + PE'(t')|| >= "
                                "||PE'(t) - PE'(t')|| for every e (the worst case e = -PE'(t) included): the mutated "
                                "statement is true at every point"},
    sharp=r'attained: $e = -\mathrm{PE}(t_0)$ makes the representation at $t_0$ exactly 0.',
    notes=r"The reason is the $\omega_0 = 1$ pair: equal pairs force $\cos(t - t') = 1$, i.e. "
          r"$t - t' \in 2\pi \mathbb{Z}$, impossible for a nonzero integer because $\pi$ is irrational "
          "(integer_positions_never_share_a_code). "
          "The check also runs other bases. For a learned position table nothing follows (two rows may "
          "coincide).",
)


@claim.proof
def proof(pf):
    a, b, x = sp.symbols("a b x", real=True)
    e0, e1 = sp.symbols("e0 e1", real=True)
    pf.eq("the difference of the two representations does not involve e (omega_0 = 1 pair shown)",
          sp.Matrix([e0 + sp.sin(a), e1 + sp.cos(a)]) - sp.Matrix([e0 + sp.sin(b), e1 + sp.cos(b)]),
          sp.Matrix([sp.sin(a) - sp.sin(b), sp.cos(a) - sp.cos(b)]))
    chord(pf, a, b, "its squared norm is 4 sin^2((a - b)/2) (the other pairs only add squares)")
    half_angle(pf, x, 4, "4 sin^2(x/2) = 2 - 2 cos x, so it is 0 exactly where cos x = 1")
    cos_is_one_exactly_on_2pi_z(pf, x, "cos x = 1 exactly for x in 2 pi Z (SymPy solveset)")
    pf.exhaust("pi is irrational, so a nonzero integer t - t' is not in 2 pi Z and sin((t - t')/2) != 0",
               [sp.pi], lambda p: p.is_irrational is True)
    pf.eq("if both representations were 0 their difference would be 0; e = -PE(t0) makes the one at t0 zero",
          sp.Matrix([-sp.sin(a) + sp.sin(a), -sp.cos(a) + sp.cos(a)]), sp.zeros(2, 1))


@claim.check
def check(ctx, d, t, gap, worst, seed, base):
    ws = freqs(ctx, d, base)
    p_t, p_u = code(ctx, t, d, base, ws), code(ctx, t + gap, d, base, ws)
    if worst:
        e = [-v for v in p_t]  # the representation at t is exactly 0
    else:
        e = [ctx.num(v) for v in rational_weights(seed, d, lim=1)]
    # sums of squares: in the worst case the first is an exact 0 whose enclosing ball touches negative numbers
    n_t = ctx.sqrt_nonneg(ctx.fsum((a + b) * (a + b) for a, b in zip(e, p_t)))
    n_u = ctx.sqrt_nonneg(ctx.fsum((a + b) * (a + b) for a, b in zip(e, p_u)))
    lower = 2 * ctx.abs(ctx.sin(ctx.num(gap) / 2))
    return Le(lower, n_t + n_u)
