import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, freqs, inv_freq
from suite import Claim, Lt, Source
from suite.domains import bases, dims, positions
from theorems._lemmas.trig import chord, cos_is_one_exactly_on_2pi_z, half_angle, nonzero_integer_not_in_2pi_z

D0 = "000_da7a9c08a271989b.txt"

claim = Claim(
    title=r"Distinct integer positions have distinct codes (the $m = 0$ pair alone separates them)",
    statement=r"For integers $i \ne j$ and any even $d \ge 2$, with $w_m = \text{base}^{-2m/d}$ the angular frequency of pair $m$ (003's "
              r"$f_m = 1/\omega_m$): $\lVert p_i - p_j\rVert^2 = \sum_m 4 \sin^2((i-j) w_m/2) \ge 4 \sin^2((i-j)/2) > 0$, "
              r"so $p_i \ne p_j$; hence $p_0, \dots, p_{n-1}$ are pairwise distinct for every sequence length $n$. "
              r"The argument uses only $w_0 = 1$ and the irrationality of $\pi$; it fails for real positions "
              r"($d = 2$: $p_0 = p_{2\pi}$).",
    hypotheses=r"$i, j$ integers, $i \ne j$; $d$ even $\ge 2$; $\text{base} > 1$; $w_m = \text{base}^{-2m/d}$, $w_0 = 1$ (document 000's $\omega_m$ of (6.1.2), document 003's $f_m = 1/\omega_m$, document 004's "
               "frequency of pair $m$)",
    expect="proved",
    sources=[
        Source('003_765fa61f779baf3a.txt', '§6.2.4 phase uniqueness', '每个位置$i$对应唯一的相位向量'),
        Source('003_765fa61f779baf3a.txt', '§6.2.4 phase uniqueness', '相位向量的映射是一一对应的'),
        Source('003_765fa61f779baf3a.txt', '§6.2.6 duality', '从位置域看，每个位置是一个独特的编码向量'),
        Source(D0, "§6.1.2 uniqueness", "对于任意两个不同的位置$i$和$j$（$i \\neq j$），对应的编码向量$p_i$和$p_j$是不同的"),
        Source(D0, "§6.1.2 更简单的不等式分析", "总能在至少一个维度上区分任意两个不同的位置"),
        Source('000_da7a9c08a271989b.txt', '§6.1 intro', '这种编码利用不同频率的正弦和余弦函数来唯一标识序列中的每个位置'),
        Source('000_da7a9c08a271989b.txt', '§6.1.1 pairing', '正弦和余弦的组合使得编码具有"可逆性"：给定编码向量，可以唯一恢复位置信息',
               fidelity="partial",
               part=r"the conclusion: the code determines an integer position; that the $\sin$/$\cos$ pairing is what "
                    r"makes it so is not claimed (the sines alone already separate integer positions, "
                    r"equal_sines_of_integer_positions_force_equal_positions; at real positions the codes collide "
                    r"only for $d_{\text{model}} \in \{2, 4, 8\}$, where $10000^{2/d_{\text{model}}} = 10^{8/d_{\text{model}}}$ is "
                    r"an integer, not_offsets_one_period_apart_are_indistinguishable)"),
        Source('000_da7a9c08a271989b.txt', '§6.1.2 更简单的不等式分析', '对于任意$i \\neq j$，存在某个维度$m$使得相位差$\\Delta\\theta = \\frac{|i - j|}{10000^{2m/d_{\\text{model}}}}$不等于$2k\\pi$（$k$为整数）'),
        Source('000_da7a9c08a271989b.txt', '§6.1.6', '证明了不同位置具有不同的编码向量'),
        Source('003_765fa61f779baf3a.txt', 'intro', '它们的组合形成了一个能够唯一表示序列位置的编码系统'),
        Source('003_765fa61f779baf3a.txt', '§6.2.2 information paragraph', '给定足够多的频率成分，可以唯一确定任意位置'),
        Source('003_765fa61f779baf3a.txt', '§6.2.3 range paragraph', '只要序列长度$n$不超过最低频率成分的周期，编码就能够为每个位置生成唯一的表示'),
        Source('003_765fa61f779baf3a.txt', '§6.2.3 range paragraph', '即使最低频率成分出现折叠，其他高频成分仍然能够区分不同位置'),
        Source('003_765fa61f779baf3a.txt', '§6.2.3 range paragraph', '这意味着编码可以区分相邻位置'),
        Source('004_fe5e934775abaf66.txt', '§正弦位置编码', '这个公式为每个位置生成了一个独特的编码'),
        Source('004_fe5e934775abaf66.txt', '§正弦位置编码', '其思想是利用不同频率的三角函数来为每个位置创建一个唯一的、固定的编码向量'),
        Source('003_765fa61f779baf3a.txt', "after (6.2.21)", r"不同位置具有不同的编码"),
        Source('003_765fa61f779baf3a.txt', "§6.2.6, parameter efficiency", r"足以唯一标识远超过任何实际序列长度的位置"),
    ],
    domain={"d": dims(), "i": positions(), "gap": st.integers(1, 10**6), "base": bases()},
    examples=[{"d": 2, "i": 0, "gap": 355, "base": 10000}, {"d": 512, "i": 0, "gap": 710, "base": 10000},
              {"d": 512, "i": 10**6, "gap": 1, "base": 10000}],
    equivalent_mutants={"off-by-one": "dropping the last squared coordinate difference keeps the m = 0 pair, whose "
                                      "terms alone sum to 4 sin^2((i-j)/2) > 0, so the mutated statement is still true"},
    sharp=r'near-collisions exist (the distance can be small); see the evidence table: no positive lower bound '
          r'independent of $i - j$ holds.',
    notes=r"Merged into this claim: codes_of_distinct_integer_positions_differ (the same fact for base 10000, citing "
          r"document 003 after (6.2.21) and §6.2.6). Proof: the pair-$m$ squared distance is the chord $4 \sin^2((i-j) w_m/2) "
          r"= 2 (1 - \cos((i-j) w_m))$, zero exactly when $(i-j) w_m$ is in $2\pi\mathbb{Z}$; for $m = 0$ ($w_0 = 1$) a nonzero integer $i - j$ "
          r"is never $2\pi k$ ($\pi$ is irrational), so the $m = 0$ term alone is $> 0$. The documents' own arguments for this "
          "conclusion are invalid: document 000 §6.1.2 never uses integrality "
          "(not_uniqueness_arguments_without_integrality_prove_distinct_codes), and document 003's stated ground, "
          r"linear independence of the codes, fails for $n > d$ (not_codes_of_any_number_of_positions_are_linearly_independent); "
          "document 003's '足以唯一标识远超过任何实际序列长度的位置' is true whatever the bit count.",
)


@claim.proof
def proof(pf):
    a, b, x = sp.symbols("a b x", real=True)
    pf.eq("cos(a - b) = sin a sin b + cos a cos b, which is sin^2 a + cos^2 a = 1 if the pair agrees",
          (sp.sin(a) * sp.sin(b) + sp.cos(a) * sp.cos(b)).subs(b, a), 1)
    cos_is_one_exactly_on_2pi_z(pf, x, "cos x = 1 exactly for x in 2 pi Z (SymPy solveset)")
    nonzero_integer_not_in_2pi_z(pf, "if i - j = q = 2 pi k with k != 0 then pi = q/(2k) would be rational",
                                 "but pi is irrational (SymPy)")
    chord(pf, a, b, "so the m = 0 pair differs: its squared distance is 4 sin^2((i-j)/2)")
    half_angle(pf, x, 4, "4 sin^2(x/2) = 2 (1 - cos x)")
    P = sp.Symbol("P", integer=True, nonzero=True)
    pf.true("so the m = 0 term 4 sin^2((i - j)/2) (w_0 = 1) is > 0 for every nonzero integer i - j",
            sp.Gt(4 * sp.sin(P / 2) ** 2, 0))


@claim.check
def check(ctx, d, i, gap, base):
    ws = freqs(ctx, d, base)
    p, q = code(ctx, i, d, base, ws), code(ctx, i + gap, d, base, ws)
    return Lt(ctx.num(0), ctx.fsum((a - b) * (a - b) for a, b in zip(p, q)))


@claim.evidence
def evidence():
    """Nearest distinct positions within a context of N positions (float64 scan, minimum
    confirmed in Arb at the arg-min)."""
    import numpy as np

    from numeric.contexts import reference_context

    rows = []
    for d, N in ((2, 10**5), (8, 10**5), (64, 10**5), (512, 10**5)):
        w = 10000.0 ** (-np.arange(0, d, 2) / d)
        deltas = np.arange(1, N)
        f = np.zeros(N - 1)
        for wm in w:
            f += np.cos(deltas * wm)
        dist2 = d - 2 * f
        k = int(np.argmin(dist2))
        ctx = reference_context(128).activate()
        fr = [inv_freq(ctx, m, d, 10000) for m in range(d // 2)]
        exact = ctx.fsum(4 * ctx.sin(ctx.num(int(deltas[k])) * x / 2) ** 2 for x in fr)
        rows.append((f"d={d}: min over 1<=delta<{N} of ||p_(i+delta) - p_i||",
                     f"{ctx.mid(exact) ** 0.5:.6g} at delta={int(deltas[k])} (Arb: squared = {ctx.mid(exact):.6g} "
                     f"+/- {ctx.rad(exact):.1g})"))
    return rows
