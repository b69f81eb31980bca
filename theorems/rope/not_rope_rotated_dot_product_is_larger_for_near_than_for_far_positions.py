import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Lt, Source
from suite.domains import dims

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title="Refuted: RoPE's rotated dot product of two nearby positions is larger than that of far-apart positions — "
          r"it depends on the contents: with $\tilde{q} = \tilde{k} = e_0$, $\text{score}(1) = \cos 1 = 0.540 < \text{score}(6) = \cos 6 = 0.960$",
    statement=r"For RoPE as the document builds it (block $i$ of $\tilde{q}$ and $\tilde{k}$ rotated by $\alpha_i t$, $\alpha_0 = 1$ the fastest block), the "
              r"rotated score $s(\Delta) = (R(t) \tilde{q}) \cdot (R(t + \Delta) \tilde{k})$ of adjacent positions ($\Delta = 1$) is larger than that of positions "
              r"far apart ($\Delta \ge 2$). Checked with the content $\tilde{q} = \tilde{k} = e_0$ (the first coordinate, block 0 only): "
              r"$s(\Delta) = \cos(\Delta \alpha_0) = \cos \Delta$, and the claim $s(\Delta) < s(1)$.",
    hypotheses=r"RoPE with $\alpha_i = 10000^{-2i/d}$ ($\alpha_0 = 1$); content vectors $\tilde{q}$, $\tilde{k}$ not restricted (the sentence names none)",
    expect="refuted",
    wrong=r"The rotated score is $\sum_i \operatorname{Re}(\tilde{q}_i \overline{\tilde{k}_i} e^{-i\Delta\alpha_i})$ (blocks as complex numbers): it depends on the "
          r"contents, not on $\Delta$ alone through a decreasing profile. $\tilde{q} = \tilde{k} = e_0$ gives $s(\Delta) = \cos \Delta$: $s(1) = 0.5403 < "
          r"s(6) = 0.9602$. With $\tilde{k} = -\tilde{q}$ the adjacent score is the minimum ($d = 512$: $s(1) = -249.10 < s(1000) = -44.97$ for "
          r"every block of $\tilde{q}$ equal to $(1, 0)$). For independent random contents ($d = 512$, 200 draws) on average 51 % of the offsets $2, \dots, 2000$ "
          "score above $s(1)$. The 'low-frequency components' the sentence gives as the reason make the score change "
          "slowly, not decrease.",
    error_kind="false general statement",
    survives="partly: with contents of equal weight in every block and aligned query and key blocks (every "
             r"$\tilde{q}_i \overline{\tilde{k}_i}$ real, positive and equal) the rotated score is a multiple of the sinusoidal dot product "
             r"$\sum \cos(\Delta \alpha_i)$, which for offsets up to $10^6$ stays below its adjacent value for $d = 18, \dots, 64$ ($d = 16$ first fails at "
             r"$\Delta = 596274$, $d = 12$ and 14 at 14495 and 18246, $d = 8$ and 10 at $\Delta = 6$: adjacent_sinusoid_codes_are_more_similar_than_farther_ones); for other contents a locality preference is "
             "something the projections may learn, not a property of the rotation",
    correction="rope_rotations_compose_to_relative_rotation",
    sources=[Source(DOC, "§局部性, sinusoidal and RoPE", "（或旋转后的[点积](@entry_id:149019)）会比相距很远的位置更大")],
    domain={"d": dims(lo=2, hi=512), "far": st.integers(2, 5000)},
    examples=[{"d": 512, "far": 6}, {"d": 2, "far": 6}],
    sharp=r"exact: the counterexample is confirmed in Arb (and by SymPy: $\cos 6 > \cos 1$).",
)


@claim.proof
def proof(pf):
    D = sp.Symbol("Delta", real=True)
    pf.eq("with q~ = k~ = e_0 the rotated score is cos(Δ α_0) = cos Δ (block 0 rotated by t and t + Δ)",
          sp.cos(D) * sp.cos(0) + sp.sin(D) * sp.sin(0), sp.cos(D))
    pf.refute("claimed s(6) < s(1), i.e. min(s(6) − s(1), 0) = s(6) − s(1); here s(6) − s(1) = cos 6 − cos 1 > 0",
              sp.Min(sp.cos(6) - sp.cos(1), 0), sp.cos(6) - sp.cos(1))


@claim.check
def check(ctx, d, far):
    # q~ = k~ = e_0: only block 0 (frequency α_0 = 1 for every d) contributes
    return Lt(ctx.cos(ctx.num(far)), ctx.cos(ctx.num(1)))
