import sympy as sp

from suite import Claim, Source

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title=r"Refuted (notation slip): $\alpha_i$ is one rotation frequency per attention head — the document defined $\alpha_i$ as "
          r"the frequency of block $i$ inside every $q$/$k$ vector, so every head rotates by the same $\alpha_0, \dots, \alpha_{d/2-1}$",
    statement=r"With the document's RoPE (each $d$-dimensional $q$ and $k$ viewed as $d/2$ two-dimensional blocks, block $i$ rotated "
              r"by $\theta_i(t) = \alpha_i t$), the sentence 'using different rotation frequencies $\alpha_i$ in the different heads' reads "
              r"$\alpha_i$ as a per-head frequency: head $h$ would rotate its $q$ and $k$ by $\alpha_h t$. Checked at $d = 8$ ($\alpha_i = 10000^{-2i/8}$): "
              r"head 2 rotates its block 0 by $\alpha_2 t$.",
    hypotheses=r"the document's definition $\theta_i(t) = \alpha_i t$ (§RoPE ¶2), applied to the $q$ and $k$ of each head; $H \ge 2$ heads; "
               r"004 gives no values of $\alpha_i$: the check takes the usual $\alpha_i = 10000^{-2i/d}$ and uses only "
               r"$\alpha_0 \ne \alpha_2$",
    expect="refuted",
    wrong=r"$\alpha_i$ indexes the two-dimensional blocks of one $q$/$k$ vector, not the heads: every head applies the same rotation "
          r"$R(t)$ (block $i$ by $\alpha_i t$), so head 1 and head 2 rotate block $i$ by the same angle $\alpha_i t$ — their angle difference "
          r"is 0 for every block and position. A head does not get 'its' frequency $\alpha_i$; it gets all of $\alpha_0, \dots, \alpha_{d/2-1}$. "
          "Frequencies that differ between heads are a variant construction the document does not define.",
    error_kind="notation slip",
    symbol="θ_i, α_i, R(t) (RoPE)",
    survives=r"yes: within every head the blocks do have different frequencies $\alpha_i$, fast ones resolving short offsets and "
             "slow ones long ones (rope_pairs_with_periods_longer_than_1024_are_28_of_64_at_d_128); the specialisation "
             "is across blocks, not heads",
    correction="pairs_resolve_position_offsets_at_different_scales",
    sources=[
        Source(DOC, "§RoPE ¶2", r"旋转一个角度 $\theta_i(t) = \alpha_i t$", role="defines"),
        Source(DOC, "§RoPE, frequency specialization", r"在[多头注意力机制](@entry_id:634192)的不同头中使用不同的旋转频率 $\alpha_i$"),
    ],
    sharp="exact.",
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    alpha = lambda i: sp.Integer(10000) ** sp.Rational(-2 * i, 8)  # noqa: E731 - d = 8
    pf.eq("d = 8: α_0 = 1 and α_2 = 10000^(−1/2) = 1/100", sp.Matrix([alpha(0), alpha(2)]), sp.Matrix([1, sp.Rational(1, 100)]))
    pf.refute("block 0 of head 2 turns by α_0 t = t (the definition: block i of every vector turns by α_i t), not by "
              "head 2's 'α_2 t' = t/100; at t = 1", alpha(0) * t, alpha(2) * t, at={t: 1})
