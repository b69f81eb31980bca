import sympy as sp

from suite import Claim, Source

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title="Refuted (notation slip): α_i is one rotation frequency per attention head — the document defined α_i as "
          "the frequency of block i inside every q/k vector, so every head rotates by the same α_0, …, α_{d/2−1}",
    statement="With the document's RoPE (each d-dimensional q and k viewed as d/2 two-dimensional blocks, block i rotated "
              "by θ_i(t) = α_i t), the sentence 'using different rotation frequencies α_i in the different heads' reads "
              "α_i as a per-head frequency: head h would rotate its q and k by α_h t. Checked at d = 8 (α_i = 10000^(−2i/8)): "
              "head 2 rotates its block 0 by α_2 t.",
    hypotheses="the document's definition θ_i(t) = α_i t (§RoPE ¶2), applied to the q and k of each head; H ≥ 2 heads",
    expect="refuted",
    wrong="α_i indexes the two-dimensional blocks of one q/k vector, not the heads: every head applies the same rotation "
          "R(t) (block i by α_i t), so head 1 and head 2 rotate block i by the same angle α_i t — their angle difference "
          "is 0 for every block and position. A head does not get 'its' frequency α_i; it gets all of α_0, …, α_{d/2−1}. "
          "Frequencies that differ between heads are a variant construction the document does not define.",
    error_kind="notation slip",
    symbol="θ_i, α_i, R(t) (RoPE)",
    survives="yes: within every head the blocks do have different frequencies α_i, fast ones resolving short offsets and "
             "slow ones long ones (rope_pairs_with_periods_longer_than_1024_are_28_of_64_at_d_128); the specialisation "
             "is across blocks, not heads",
    correction="rope_rotations_compose_to_relative_rotation",
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
