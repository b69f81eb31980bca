import sympy as sp

from numeric.encoding import code, dot, freqs
from suite import Claim, Eq, Source
from suite.domains import bases, dims, positions

D0, D3, D4 = "000_da7a9c08a271989b.txt", "003_765fa61f779baf3a.txt", "004_fe5e934775abaf66.txt"

claim = Claim(
    title=r"The dot product of two codes is $\sum_m \cos((i-j) w_m)$, a function of the offset only",
    statement=r"For all positions $i, j$: $p_i \cdot p_j = \sum_{m=0}^{d/2-1} [\sin(i w_m) \sin(j w_m) + \cos(i w_m) \cos(j w_m)]$ "
              r"$= \sum_{m=0}^{d/2-1} \cos((i-j) w_m)$ (by $\cos(a - b) = \cos a \cos b + \sin a \sin b$); it depends on $i - j$ only, "
              r"and is even in $i - j$, hence a function of the distance $\lvert i - j\rvert$ (so is the cosine similarity, the norms "
              r"being $\sqrt{d/2}$: norm_is_half_dimension). $w_m = \text{base}^{-2m/d}$ is the frequency of pair $m$: document 000's "
              r"$\omega_m$ of (6.1.2) $= 1/\omega_m$ of (6.1.8)-(6.1.9); document 003's $f_m = 1/\omega_m$; document 004's $\omega_i$.",
    hypotheses=r"$d$ even $\ge 2$; $w_m = \text{base}^{-2m/d}$, $\text{base} > 1$ (000: $1/\omega_m$ with the period parameter $\omega_m = "
               r"10000^{2m/d_{\text{model}}}$ of (6.1.9); 003: $f_m = 1/\omega_m$; 004: $\omega_i$); $i, j$ real",
    expect="proved",
    sources=[
        Source('003_765fa61f779baf3a.txt', '§6.2.4 opening', '位置编码的点积$p_i \\cdot p_j$只依赖于相对位置$\\Delta = i - j$，与绝对位置$i$和$j$无关'),
        Source('003_765fa61f779baf3a.txt', '§6.2.4 first property', '第一，平移不变性，点积不依赖于绝对位置，只依赖于相对位置'),
        Source('003_765fa61f779baf3a.txt', '§6.2.7', '揭示了点积$p_i \\cdot p_j$作为相对位置$\\Delta = i - j$的函数'),
        Source('000_da7a9c08a271989b.txt', '§6.1.4', '注意位置1与位置2的点积和位置0与位置1的点积相等，因为它们的位置差都是1'),
        Source('004_fe5e934775abaf66.txt', '§正弦位置编码', '任意两个位置编码 $\\mathrm{PE}(t)$ 和 $\\mathrm{PE}(u)$ 之间的[点积](@entry_id:149019)，在特定条件下，可以表示为它们相对位移 $t-u$ 的函数'),
        Source('004_fe5e934775abaf66.txt', '§正弦位置编码', 's_{t,u} = \\mathrm{PE}(t)^\\top \\mathrm{PE}(u) = \\sum_{i=0}^{d/2-1} \\left( \\sin(\\omega_i t) \\sin(\\omega_i u) + \\cos(\\omega_i t) \\cos(\\omega_i u) \\right)'),
        Source('004_fe5e934775abaf66.txt', '§正弦位置编码', '其中 $\\omega_i = 1 / 10000^{2i/d}$', role='defines'),
        Source(D0, "(6.1.9)", r"p_i \cdot p_j = \sum_{m=0}^{d_{\text{model}}/2-1} \cos\left(\frac{i - j}{\omega_m}\right) \tag{6.1.9}"),
        Source(D0, "§6.1.2, after (6.1.9)", "位置编码的点积只依赖于位置差$\\Delta = i - j$，与绝对位置$i$和$j$无关"),
        Source(D0, "§6.1.2, before (6.1.9)", r"利用三角恒等式$\cos(a - b) = \cos a \cos b + \sin a \sin b$"),
        Source(D0, "§6.1.2, after (6.1.9)", r"位置$i$和位置$j$之间的相似度只取决于它们的距离"),
        Source(D0, "§6.1.4, after (6.1.19)", r"点积只依赖于相对位置$\Delta = i - j$"),
        Source(D0, "§6.1.4, before (6.1.17)", r"根据公式（6.1.9），位置编码的点积只依赖于位置差"),
        Source(D3, "(6.2.18)", r"p_i \cdot p_j = \sum_{m=0}^{d_{\text{model}}/2-1} \cos\left(\frac{\Delta}{\omega_m}\right) = \sum_{m=0}^{d_{\text{model}}/2-1} \cos\left(\Delta \cdot f_m\right) \tag{6.2.18}"),
        Source(D3, "§6.2.4, after (6.2.18)", "这个表达式清楚地表明：点积是相对位置$\\Delta$的函数，而非绝对位置的函数"),
        Source(D4, "§正弦位置编码, s_{t,u}", r"s_{t,u} = \sum_{i=0}^{d/2-1} \cos(\omega_i(t-u))"),
    ],
    domain={"d": dims(), "i": positions(), "j": positions(), "base": bases()},
    examples=[{"d": 8, "i": 1, "j": 2, "base": 10000}, {"d": 512, "i": 10**6, "j": 999_990, "base": 10000}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    i, j, w = sp.symbols("i j w", real=True)
    pf.eq("cos(a - b) = sin a sin b + cos a cos b, with a = i w, b = j w",
          sp.sin(i * w) * sp.sin(j * w) + sp.cos(i * w) * sp.cos(j * w), sp.cos((i - j) * w))
    c = sp.Symbol("c", real=True)
    pf.eq("a common shift of i and j leaves each term unchanged", sp.cos(((i + c) - (j + c)) * w), sp.cos((i - j) * w))
    pf.eq("each term is even in i - j", sp.cos((j - i) * w), sp.cos((i - j) * w))


@claim.check
def check(ctx, d, i, j, base):
    ws = freqs(ctx, d, base)
    lhs = dot(ctx, code(ctx, i, d, base, ws), code(ctx, j, d, base, ws))
    delta = ctx.num(i - j)
    return Eq(lhs, ctx.fsum(ctx.cos(delta * w) for w in ws))
