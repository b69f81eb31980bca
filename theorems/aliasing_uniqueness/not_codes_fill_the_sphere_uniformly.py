import sympy as sp

from suite import Claim, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"The codes fill the sphere uniformly (false for $d \ge 4$)",
    statement=r"Claimed: the codes $p_i$ are uniformly distributed on, and traverse, the whole sphere $\lVert x\rVert = \sqrt{d/2}$. "
              r"Refuted: all codes lie on the closed set $\{x_0^2 + x_1^2 = 1\}$, which misses $q = \sqrt{d/2}\, e_0$ when $d \ge 4$.",
    hypotheses=r"$d$ even $\ge 4$; any base; positions $i = 0, 1, 2, \dots$",
    expect="refuted",
    error_kind="false general statement",
    survives=r"partly: the codes do lie on the sphere of radius $\sqrt{d_{\text{model}}/2}$ and are pairwise distinct "
             r"(norm_is_half_dimension, integer_positions_never_share_a_code), but for $d_{\text{model}} \ge 4$ they stay on the torus "
             r"$\{\text{each pair a unit vector}\}$, a fixed region of measure zero: neither uniformity on the sphere nor a traversal "
             "of it survives.",
    wrong=r"Each pair of a code is a unit vector, so every code (and every limit of codes) satisfies $x_0^2 + x_1^2 = 1$; the "
          r"sphere point $q = \sqrt{d/2}\, e_0$ has $q_0^2 + q_1^2 = d/2 = 2 \ne 1$ at $d = 4$, so no sequence of codes approaches it "
          r"(distance $\ge \sqrt{d - \sqrt{2d}} > 0$). The codes lie on the torus $(S^1)^{d/2}$ (each pair a unit vector), a closed "
          r"null subset of the sphere for $d \ge 4$, so they neither traverse nor uniformly cover the sphere. (Whether they fill "
          r"the torus depends on $d$: not for $d = 4, 8, 512$, where some frequency ratios are rational, e.g. $w_{64} = w_0/10$ at "
          r"$d = 512$; for $d = 2$ the orbit is dense in the circle, which is then the whole sphere.)",
    correction="codes_stay_away_from_sphere_point_on_first_axis",
    sources=[
        Source(DOC, "§6.1.2, last paragraph", r"随着位置$i$的增加，编码向量在球面上均匀分布"),
        Source(DOC, "§6.1.2, last paragraph", r"编码向量不会总是聚集在球面的某个区域，而是遍历整个球面"),
        Source(DOC, "§6.1.4, PCA paragraph", r"这种分布反映了编码向量在高维球面上的均匀性"),
    ],
    sharp='exact.',
    notes=r'Fact: every code has $p_{i,0}^2 + p_{i,1}^2 = 1$, a closed condition, so every limit of codes satisfies it too; the sphere point $q = \sqrt{d/2}\, e_0$ has $q_0^2 + q_1^2 = d/2 \ne 1$ for $d \ge 4$, so $q$ is not approached (indeed $\lVert p_i - q\rVert \ge \sqrt{d - \sqrt{2d}}$ for all $i$). A distribution with such a gap is not uniform on the sphere. (For $d = 2$ the codes are dense in the circle.)',
)


@claim.proof
def proof(pf):
    x = sp.Symbol("x", real=True)
    d = sp.Symbol("d", positive=True)
    pf.eq("every code: p_{i,0}^2 + p_{i,1}^2 = sin^2 + cos^2 = 1", sp.sin(x) ** 2 + sp.cos(x) ** 2, 1)
    pf.refute("the sphere point q = sqrt(d/2) e_0 would need q_0^2 + q_1^2 = 1", sp.sqrt(d / 2) ** 2 + 0 ** 2, 1,
              at={d: 4})
