"""Issue 13: work shared instead of recomputed must not change a single number.  The frequencies are
shared per context kind (``numeric.encoding``), the DFT reuses its N twiddles, and an equation's
natural size comes from the sizes-only model (``numeric.model.SizeModel``) unless the check asks a
value, in which case the full model decides.  Each test compares with the unshared computation."""
import math
from fractions import Fraction

import numpy as np
import pytest

from numeric import encoding
from numeric.contexts import Convention, FloatContext, make_float_context, reference_context
from numeric.dft import dft, twiddle
from numeric.complex import cmul
from numeric.model import SizeModel, ValueAsked, model_context
from suite import evaluate, runner
from suite.relations import Eq


def _fresh_inv_freq(ctx, m, d, base):
    return encoding._inv_freq(ctx, m, d, base, ctx.convention["exponent"])


@pytest.mark.parametrize("make", [lambda: reference_context(128), lambda: make_float_context("float32"),
                                  lambda: make_float_context("bfloat16<-f32"), lambda: model_context("float16")])
def test_shared_frequencies_are_the_unshared_ones(make):
    ctx = make()
    for d, base in ((8, 10000), (64, 10000), (10, 500), (6, Fraction(10000)), (16, "10000")):
        got = encoding.freqs(ctx, d, base)
        want = [_fresh_inv_freq(ctx, m, d, base) for m in range(d // 2)]
        for a, b in zip(got, want, strict=True):
            if hasattr(a, "ball"):
                assert a.ball.mid() == b.ball.mid() and a.ball.rad() == b.ball.rad() and a.size == b.size
            elif hasattr(a, "mid") and hasattr(a, "rad"):
                assert a.mid() == b.mid() and a.rad() == b.rad()
            else:
                assert type(a) is type(b) and (a == b or (a != a and b != b))


def test_shared_frequencies_follow_the_exponent_convention_and_record_its_read():
    ctx = make_float_context("float64")
    other = ctx.with_convention(exponent="m/(h-1)")
    ctx.convention.read.clear()
    a, b = encoding.inv_freq(ctx, 3, 8), encoding.inv_freq(other, 3, 8)
    assert a == np.float64(10000.0) ** np.float64(-6 / 8) or abs(a - 10000.0 ** -0.75) < 1e-15
    assert abs(b - 10000.0 ** -1.0) < 1e-15  # m/(h-1) = 3/3
    encoding.inv_freq(ctx, 3, 8)  # from the memo: the read is still recorded
    assert "exponent" in ctx.convention.read


def test_a_context_of_another_class_with_the_same_name_does_not_share_frequencies():
    class Doubled(FloatContext):  # a deliberately different context under an existing name
        def _apply(self, name, x):
            return 2 * super()._apply(name, x)

    honest, odd = FloatContext(np.float64, "float64"), Doubled(np.float64, "float64")
    w_honest = encoding.inv_freq(honest, 1, 8)
    w_odd = encoding.inv_freq(odd, 1, 8)
    assert w_odd == _fresh_inv_freq(odd, 1, 8, 10000) and w_odd != w_honest  # its own exp and log, not the memo's


@pytest.mark.parametrize("name", ["float64", "float16"])
def test_dft_with_the_twiddle_table_equals_the_direct_sum(name):
    ctx = model_context(name) if name == "float16" else make_float_context(name)
    xs = [(ctx.num(v), ctx.num(0)) for v in (3, -1, 4, 1, -5, 9, 2)]
    N = len(xs)
    got = dft(ctx, xs)
    for k in range(N):
        terms = [cmul(xs[n], twiddle(ctx, k * n, N)) for n in range(N)]
        want = (ctx.fsum(t[0] for t in terms), ctx.fsum(t[1] for t in terms))
        for g, w in zip(got[k], want):
            if hasattr(g, "ball"):
                assert g.ball.mid() == w.ball.mid() and g.ball.rad() == w.ball.rad() and g.size == w.size
            else:
                assert g == w


def _full_size(check, params):
    m = model_context("float64")
    r = evaluate.outcome(check(m, **params))
    return evaluate.equation_size(m.num(r.lhs).size, m.num(r.rhs).size)


def _fast_size(check, params):
    m = SizeModel("float64")
    r = evaluate.outcome(check(m, **params))
    size = evaluate.equation_size(m.num(r.lhs).size, m.num(r.rhs).size)
    return None if m.asked else size


def _equation_examples():
    """(claim, params) for the first explicit example of every claim whose relation is an equation."""
    out = []
    for name in runner.discover():
        try:
            claim = runner.load(name)
        except Exception:  # noqa: BLE001 - a claim that does not load is another test's business
            continue
        if not claim.examples:
            continue
        params = dict(claim.examples[0])
        try:
            res = evaluate.outcome(claim.check_fn(reference_context(128), **params))
        except Exception:  # noqa: BLE001
            continue
        if isinstance(res, Eq):
            out.append((name, claim.check_fn, params))
    return out


EXAMPLES = _equation_examples()


def test_the_sizes_only_model_gives_the_full_models_size_on_every_claims_first_example():
    """Every claim with an equation, at its first explicit example: where the sizes-only model runs
    without asking a value, its size is the full model's, to the bit.  (And most claims do run in it.)"""
    assert len(EXAMPLES) > 60
    ran = 0
    for name, check, params in EXAMPLES:
        try:
            fast = _fast_size(check, params)
        except Exception:  # noqa: BLE001 - the evaluator falls back to the full model
            continue
        if fast is None:
            continue
        ran += 1
        full = _full_size(check, params)
        assert fast == full or (math.isnan(fast) and math.isnan(full)), (name, params, fast, full)
    assert ran > 0.7 * len(EXAMPLES), (ran, len(EXAMPLES))


def test_a_check_that_asks_a_value_is_sized_by_the_full_model_even_if_it_catches_the_exception():
    def check(ctx, x):
        v = ctx.num(x) * 3
        try:
            branch = float(v) > 1  # the sizes-only model cannot answer
        except Exception:  # noqa: BLE001 - a check that swallows the question
            branch = False
        y = v * v if branch else v
        return Eq(y, y)

    m = SizeModel("float64")
    check(m, x=2)
    assert m.asked
    assert evaluate._size(check, {"x": 2}, Convention()) == _full_size(check, {"x": 2}) == 36.0


def test_the_sizes_only_model_refuses_every_way_of_asking_a_value():
    m = SizeModel("float32")
    x = m.num(Fraction(1, 3))
    for ask in (float, int, lambda v: v < 1, lambda v: v >= 1, repr, m.mid, m.rad):
        with pytest.raises(ValueAsked):
            ask(x)
    assert m.u == 2.0 ** -24
