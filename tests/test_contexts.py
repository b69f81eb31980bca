"""Precision contexts: exactness of the reference, rounding of the floats, one body everywhere."""
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

from numeric.contexts import ArbContext, FloatContext, MixedContext, float_contexts, reference_context
from numeric.encoding import code, inv_freq


def test_arb_balls_contain_exact_values_and_decide_signs():
    ctx = ArbContext(128).activate()
    third = ctx.num(Fraction(1, 3))
    assert ctx.is_zero(third * 3 - 1) is not False
    assert ctx.sign(ctx.sin(ctx.pi)) is None          # sin(pi) = 0 but the ball cannot be exactly 0
    assert ctx.sign(ctx.sin(ctx.num(3))) == 1            # sin 3 > 0 decided rigorously
    assert ctx.sign(ctx.cos(ctx.num(2))) == -1
    assert ctx.rad(ctx.sin(ctx.num(1))) < 2.0 ** -120


def test_arb_decimal_strings_are_exact_but_python_floats_are_their_binary_value():
    ctx = ArbContext(128).activate()
    assert ctx.sign(ctx.num("0.1") - ctx.num(Fraction(1, 10))) is None or ctx.is_zero(ctx.num("0.1") - ctx.num(Fraction(1, 10))) is not False
    assert ctx.sign(ctx.num(0.1) - ctx.num(Fraction(1, 10))) == 1  # 0.1 as a double is slightly above 1/10


@pytest.mark.parametrize("dtype", [np.float64, np.float32, np.float16, ml_dtypes.bfloat16])
def test_float_context_rounds_every_operation_to_its_dtype(dtype):
    ctx = FloatContext(dtype)
    x = ctx.num(Fraction(1, 3))
    assert np.dtype(type(x)) == np.dtype(dtype)
    assert np.dtype(type(ctx.sin(x))) == np.dtype(dtype)
    assert np.dtype(type(x * x + x)) == np.dtype(dtype)
    assert ctx.u == pytest.approx(float(ml_dtypes.finfo(dtype).eps) / 2)


def test_float16_cannot_hold_position_one_million():
    assert np.isinf(FloatContext(np.float16).num(10**6))
    assert float(FloatContext(ml_dtypes.bfloat16).num(10**6 + 1)) != 10**6 + 1  # 8-bit mantissa


def test_mixed_context_computes_in_float32_and_stores_in_the_low_dtype():
    ctx = MixedContext(ml_dtypes.bfloat16)
    v = ctx.sin(ctx.num(1))
    assert np.dtype(type(v)) == np.float32
    assert float(v) == float(ml_dtypes.bfloat16(np.sin(np.float32(1.0))))
    assert ctx.u == pytest.approx(float(ml_dtypes.finfo(ml_dtypes.bfloat16).eps) / 2)


def test_one_encoding_body_runs_in_every_context_and_lies_in_its_rigorous_model():
    from numeric.model import model_context

    for ctx in float_contexts():
        got = [float(v) for v in code(ctx, 37, 16)]
        assert len(got) == 16
        model = model_context(ctx.name)
        assert all(model.contains(b, g) for b, g in zip(code(model, 37, 16), got)), ctx.name


def test_inv_freq_is_base_to_the_minus_two_m_over_d():
    ref = reference_context(128).activate()
    assert abs(ref.mid(inv_freq(ref, 1, 8, 10000)) - 0.1) < 1e-30
    assert abs(ref.mid(inv_freq(ref, 255, 512, 10000)) - 10000 ** (-510 / 512)) < 1e-18
