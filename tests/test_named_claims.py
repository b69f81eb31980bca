"""The seven named claims, each with hand-written wrong variants (constant changed, sign flipped,
sin/cos swapped) that the suite must refute; and variants that are *equivalent* (not wrong) stay
unrefuted, so the tests also show the checks do not refute everything."""
import dataclasses

from numeric.attention import attention
from numeric.encoding import code, dot, inv_freq
from numeric.linalg import to_ctx
from numeric.mean_power import mean_cos2
from numeric.rope import rotate
from numeric.samples import permutation, rational_matrix
from suite import Eq, Le
from suite import runner
from suite.evaluate import evaluate
from suite.variants import SwapCtx


def refuted(name, check, profile="quick"):
    c = runner.load(name)
    out = evaluate(dataclasses.replace(c, check_fn=check), profile=profile, low_floats=False)
    return out.status == "counterexample"


def norm_plus_one(ctx, d, i, base):
    p = code(ctx, i, d, base)
    return Eq(ctx.fsum(x * x for x in p), ctx.num(d) / 2 + 1)


def norm_swapped(ctx, d, i, base):  # sin^2 + cos^2 is symmetric: an equivalent mutant
    s = SwapCtx(ctx)
    p = code(s, i, d, base)
    return Eq(ctx.fsum(x * x for x in p), ctx.num(d) / 2)


def test_norm_wrong_constant_refuted_and_swap_is_equivalent():
    assert refuted("norm_is_half_dimension", norm_plus_one)
    assert not refuted("norm_is_half_dimension", norm_swapped)


def dot_sign_flipped(ctx, d, i, j, base):
    f = [inv_freq(ctx, m, d, base) for m in range(d // 2)]
    lhs = dot(ctx, code(ctx, i, d, base, f), code(ctx, j, d, base, f))
    return Eq(lhs, ctx.fsum(ctx.cos(ctx.num(i + j) * w) for w in f))


def dot_sin_for_cos(ctx, d, i, j, base):
    f = [inv_freq(ctx, m, d, base) for m in range(d // 2)]
    lhs = dot(ctx, code(ctx, i, d, base, f), code(ctx, j, d, base, f))
    return Eq(lhs, ctx.fsum(ctx.sin(ctx.num(i - j) * w) for w in f))


def test_dot_product_sign_flip_and_swap_refuted():
    assert refuted("dot_product_depends_only_on_offset", dot_sign_flipped)
    assert refuted("dot_product_depends_only_on_offset", dot_sin_for_cos)


def rotation_sign_flipped(ctx, d, i, k, base):
    f = [inv_freq(ctx, m, d, base) for m in range(d // 2)]
    p, q = code(ctx, i, d, base, f), code(ctx, i + k, d, base, f)
    r = []
    for m, w in enumerate(f):
        cb, sb = ctx.cos(ctx.num(k) * w), ctx.sin(ctx.num(k) * w)
        r += [ctx.abs(q[2 * m] - (cb * p[2 * m] - sb * p[2 * m + 1]))]  # B(-beta) instead of B(beta)
    return Eq(ctx.fsum(r), ctx.num(0))


def test_rotation_with_flipped_sign_refuted():
    assert refuted("shift_is_block_rotation_depending_only_on_offset", rotation_sign_flipped)


def energy_sign_flipped(ctx, d, m_frac, i, base):
    t = ctx.num(i) * inv_freq(ctx, min(d // 2 - 1, int(m_frac * (d // 2))), d, base)
    return Eq(ctx.sin(t) ** 2 - ctx.cos(t) ** 2, ctx.num(1))


def test_energy_sign_flip_refuted():
    assert refuted("pair_energy_is_exactly_one", energy_sign_flipped)


def mean_power_sign_flipped(ctx, d, m, n, base):
    t = inv_freq(ctx, min(m, d // 2 - 1), d, base)
    closed = ctx.num(1) / 2 - ctx.sin(ctx.num(n) * t) * ctx.cos(ctx.num(n - 1) * t) / (2 * ctx.num(n) * ctx.sin(t))
    return Eq(mean_cos2(ctx, n, t), closed)


def test_mean_power_sign_flip_refuted():
    assert refuted("mean_power_has_exact_finite_form", mean_power_sign_flipped)


def chord_half_bound(ctx, d, i, delta, base):
    f = [inv_freq(ctx, m, d, base) for m in range(d // 2)]
    p, q = code(ctx, i, d, base, f), code(ctx, i + delta, d, base, f)
    dist2 = ctx.fsum((a - b) * (a - b) for a, b in zip(q, p))
    return Le(dist2, ctx.num(delta) ** 2 * ctx.fsum(w * w for w in f) / 4)


def test_resolution_bound_with_wrong_constant_refuted():
    assert refuted("code_difference_is_chord_and_bounded_by_offset", chord_half_bound)


def aliasing_pi_instead_of_2pi(ctx, n, k, f):
    x, g = ctx.num(n), ctx.num(f)
    return Eq(ctx.sin(x * (g + ctx.pi * ctx.num(k))), ctx.sin(x * g))


def test_aliasing_with_pi_instead_of_2pi_refuted():
    assert refuted("integer_sampling_cannot_separate_frequencies_2pi_apart", aliasing_pi_instead_of_2pi)


def equivariance_inverse_permutation(ctx, seed, n, dm):
    X = rational_matrix(seed, n, dm, "X")
    W = [to_ctx(ctx, rational_matrix(seed, dm, dm, t)) for t in "QKV"]
    perm = permutation(seed, n)
    out = attention(ctx, to_ctx(ctx, X), *W)
    out_p = attention(ctx, to_ctx(ctx, [X[perm[i]] for i in range(n)]), *W)
    inv = [perm.index(i) for i in range(n)]  # P^T instead of P
    return Eq(ctx.fsum(ctx.abs(out_p[i][c] - out[inv[i]][c]) for i in range(n) for c in range(dm)), ctx.num(0))


def test_equivariance_with_wrong_permutation_refuted():
    assert refuted("attention_without_positions_is_permutation_equivariant", equivariance_inverse_permutation)


def rope_sign_flipped(ctx, d, t, u, seed, base):
    q = [ctx.num(x) for x in rational_matrix(seed, 1, d, "q")[0]]
    k = [ctx.num(x) for x in rational_matrix(seed, 1, d, "k")[0]]
    lhs = ctx.fsum(a * b for a, b in zip(rotate(ctx, q, t, d, base), rotate(ctx, k, u, d, base)))
    return Eq(lhs, ctx.fsum(a * b for a, b in zip(q, rotate(ctx, k, u + t, d, base))))


def rope_wrong_pairing(ctx, d, t, u, seed, base):
    """A table built for interleaved pairs applied with rotate-half pairs to the key."""
    q = [ctx.num(x) for x in rational_matrix(seed, 1, d, "q")[0]]
    k = [ctx.num(x) for x in rational_matrix(seed, 1, d, "k")[0]]
    lhs = ctx.fsum(a * b for a, b in zip(rotate(ctx, q, t, d, base), rotate(ctx, k, u, d, base, "half")))
    return Eq(lhs, ctx.fsum(a * b for a, b in zip(q, rotate(ctx, k, u - t, d, base))))


def test_rope_sign_flip_and_mixed_pairing_refuted():
    assert refuted("rope_rotations_compose_to_relative_rotation", rope_sign_flipped)
    assert refuted("rope_rotations_compose_to_relative_rotation", rope_wrong_pairing)


def shift_score_swapped(ctx, d, t, u, c, base):  # with sin and cos swapped the identity still holds
    s = SwapCtx(ctx)
    f = [inv_freq(ctx, m, d, base) for m in range(d // 2)]
    sc = lambda a, b: dot(ctx, code(s, a, d, base, f), code(s, b, d, base, f))
    return Eq(sc(t + c, u + c), sc(t, u))


def test_common_shift_invariance_survives_the_swap_but_not_a_sign_change():
    assert not refuted("score_of_codes_is_invariant_under_common_shift", shift_score_swapped)

    def opposite_shift(ctx, d, t, u, c, base):
        f = [inv_freq(ctx, m, d, base) for m in range(d // 2)]
        sc = lambda a, b: dot(ctx, code(ctx, a, d, base, f), code(ctx, b, d, base, f))
        return Eq(sc(t + c, u - c), sc(t, u))

    assert refuted("score_of_codes_is_invariant_under_common_shift", opposite_shift)
