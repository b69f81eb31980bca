from hypothesis import strategies as st

from numeric.encoding import offset_dot
from suite import Claim, Le, Source
from suite.domains import dims

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title="Refuted: 'far positions have codes far apart' — at the document's d_model = 8, p_169646 is 85,000 times "
          "nearer to p_0 (squared distance 1.1e-5) than p_1 is (0.93)",
    statement="With p_i the document's code (pairs (sin(i/ω_m), cos(i/ω_m)), ω_m = 10000^(2m/d_model)), "
              "||p_i − p_{i+Δ}||² = 2 Σ_m (1 − cos(Δ/ω_m)) = d_model − 2 F(Δ): a distant position's code is never nearer "
              "than the adjacent position's, ||p_i − p_{i+Δ}|| ≥ ||p_i − p_{i+1}|| for every integer Δ ≥ 1.",
    hypotheses="base 10000; d_model even; integer offsets Δ ≥ 1 (any i: the distance depends on Δ only)",
    expect="refuted",
    wrong="At d_model = 8 (the document's own example dimension, ω_m = 1, 10, 100, 1000) the offset Δ = 169646 is within "
          "0.0033 of 27000·2π, so every phase Δ/ω_m is within 0.0033 of a multiple of 2π: ||p_0 − p_169646||² = "
          "1.0959·10⁻⁵, while ||p_0 − p_1||² = 0.92949 and ||p_0 − p_2||² = 2.8726. The next near-returns are its "
          "multiples (339292: 4.4·10⁻⁵, 508938: 9.9·10⁻⁵). Already Δ = 6 is nearer than Δ = 1: ||p_0 − p_6||² = 0.4326; within the document's n <= 10000, Δ = 6283 "
          "(near 1000·2π) gives 0.0346.",
    error_kind="false general statement",
    survives="partly: for d_model >= 16 and offsets up to 2·10^5 the adjacent code is the nearest "
             "(dot_product_stays_below_its_adjacent_value_for_d_at_least_16), but 'far codes are far' does not hold even "
             "there in the pointwise sense (d_model = 16: ||p_0 − p_81681||² = 1.565 < ||p_0 − p_2||² = 3.263)",
    correction="dot_product_stays_below_its_adjacent_value_for_d_at_least_16",
    sources=[Source(DOC, "§6.1.2, geometric view", r"远距离位置的编码向量相距较远")],
    domain={"d": dims(lo=8, hi=64), "delta": st.integers(1, 10**6)},
    examples=[{"d": 8, "delta": 169646}, {"d": 8, "delta": 6}, {"d": 8, "delta": 1}, {"d": 16, "delta": 81681}],
    sharp="exact: the counterexample is confirmed in Arb.",
)


@claim.check
def check(ctx, d, delta):
    def dist2(D):
        return ctx.num(d) - 2 * offset_dot(ctx, D, d)
    return Le(dist2(1), dist2(delta))
