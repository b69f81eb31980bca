"""Issue 11: the rigorous float model replaces declared scales, and the float answer cannot be made
vacuous by a tolerance.  The model must enclose what numpy computes, must exclude a wrong
implementation, and a claim whose float result is garbage at large positions must be reported lost."""
import math
import textwrap
from fractions import Fraction

import ml_dtypes
import numpy as np
import pytest

from numeric.contexts import FLOAT_NAMES, STUDY_NAMES, FloatContext, make_float_context, reference_context
from numeric.encoding import code
from numeric.model import FUNCTION_ULPS, LOSS_FRACTION, model_context
from suite import runner
from suite.assemble import assemble
from suite.report import render_markdown
from suite.sources import Documents


def _worst_ulps(name, fn, xs):
    import flint

    flint.ctx.prec = 200
    dtype = {"bfloat16": ml_dtypes.bfloat16}.get(name, name)
    fi = ml_dtypes.finfo(dtype) if name == "bfloat16" else np.finfo(dtype)
    x = np.asarray(xs).astype(dtype)
    with np.errstate(all="ignore"):
        y = getattr(np, fn)(x)
    worst = 0.0
    for a, b in zip(x.astype(np.float64), y.astype(np.float64)):
        if not (math.isfinite(a) and math.isfinite(b)):
            continue
        exact = getattr(flint.arb(float(a)), fn)()
        e = float(abs(flint.arb(float(b)) - exact).upper())
        mag = abs(float(exact.mid()))
        ulp = max(2.0 ** math.floor(math.log2(mag)) * float(fi.eps) if mag else 0.0, float(fi.smallest_subnormal))
        worst = max(worst, e / ulp)
    return worst


@pytest.mark.parametrize("name", ["float64", "float32"])
def test_numpy_elementary_functions_are_within_the_declared_ulps(name):
    """The accuracy the model assumes (FUNCTION_ULPS) measured on this machine: 600 arguments per
    function, phases up to 10^6, frequencies' exponents, logs of bases."""
    rng = np.random.default_rng(7)
    cases = {"sin": rng.uniform(0, 1e6, 300).tolist() + rng.uniform(0, 8, 300).tolist(),
             "cos": rng.uniform(0, 1e6, 300).tolist() + rng.uniform(0, 8, 300).tolist(),
             "exp": (-rng.uniform(0, 9.3, 600)).tolist(), "log": rng.uniform(0.5, 6e4, 600).tolist()}
    worst = max(_worst_ulps(name, fn, xs) for fn, xs in cases.items())
    assert worst <= FUNCTION_ULPS[name], (name, worst)


@pytest.mark.parametrize("name", ["float16", "bfloat16"])
def test_sixteen_bit_sin_and_cos_are_within_the_declared_ulps_at_every_nonnegative_value(name):
    """Exhaustive: every finite non-negative value of the dtype (sin and cos are odd and even)."""
    bits = np.arange(0, 2 ** 15, dtype=np.uint16)
    xs = bits.view({"bfloat16": ml_dtypes.bfloat16}.get(name, np.float16)).astype(np.float64)
    xs = xs[np.isfinite(xs)]
    worst = max(_worst_ulps(name, fn, xs) for fn in ("sin", "cos"))
    assert worst <= FUNCTION_ULPS[name], (name, worst)


@pytest.mark.parametrize("name", FLOAT_NAMES + STUDY_NAMES)
def test_every_float_code_lies_in_its_model_ball(name):
    f, m = make_float_context(name), model_context(name)
    for pos in (0, 37, 257, 4097, 65000, 10**6):
        got = [float(v) for v in code(f, pos, 32, 10000)]
        balls = code(m, pos, 32, 10000)
        assert all(m.contains(b, g) for b, g in zip(balls, got)), (name, pos)


def test_the_model_bound_is_tight_enough_to_matter():
    """float32 at position 37: the bound is a few hundred u, not a vacuous number."""
    m = model_context("float32")
    ref = reference_context(128).activate()
    exact = [ref.mid(v) for v in code(ref, 37, 16)]
    bound = max(m.bound(b, e) for b, e in zip(code(m, 37, 16), exact))
    assert bound < 1000 * 2.0 ** -24


class _BadSine(FloatContext):
    """A library whose sin is off by 1e-3: not a faithful implementation of float32."""

    def _apply(self, name, x):
        r = super()._apply(name, x)
        return r + self.t(1e-3) if name == "sin" else r


def test_the_model_excludes_an_unfaithful_implementation():
    bad, m = _BadSine(np.float32, "float32"), model_context("float32")
    got = [float(v) for v in code(bad, 37, 16)]
    balls = code(m, 37, 16)
    assert not all(m.contains(b, g) for b, g in zip(balls, got))


def test_inputs_are_rounded_as_the_float_context_rounds_them():
    m = model_context("bfloat16")
    assert m.num(256).ball.is_exact() and m.num(257).ball.contains(256) and m.num(257).ball.contains(258)
    assert m.contains(m.num(257), float(ml_dtypes.bfloat16(257)))
    third = m.num(Fraction(1, 3))
    assert m.contains(third, float(FloatContext(ml_dtypes.bfloat16).num(Fraction(1, 3))))
    assert not m.num(10**40).ball.is_finite()  # overflows bfloat16's 3.4e38: unbounded


def test_sizes_are_natural_not_position_dependent():
    m = model_context("float64")
    assert m.cos(m.num(10**6) * m.num(1)).size == 1.0
    a, b = code(m, 10**6, 64), code(m, 10**6 + 3, 64)
    dot = m.fsum(x * y for x, y in zip(a, b))
    assert 0 < dot.size <= 32 + 1e-9  # sum of |sin sin| + |cos cos| <= d/2
    for pos in (5, 10**6):
        adj = m.fsum((x - y) * (x - y) for x, y in zip(code(m, pos, 64), code(m, pos + 1, 64)))
        # positive terms: its own value, and at least a term's size (a difference of code entries: 1)
        assert adj.size == pytest.approx(max(float(adj.ball.mid()), 1.0), rel=1e-9)  # sizes are float64 estimates
    resid = abs(m.sin(m.num(3)) - m.sin(m.num(3)))
    assert resid.size >= 1.0  # a residual keeps the size of what it compares
    h = m.num(Fraction(1, 1000))
    assert m.sin(h).size < 0.01 and (m.sin(h) / h).size == pytest.approx(1.0, rel=1e-3)  # sin(h)/h: size 1
    assert (m.num(10**6) * m.sin(m.num(Fraction(1, 10**6)))).size == pytest.approx(1.0, rel=1e-6)


GARBAGE = '''
from hypothesis import strategies as st
from suite import Claim, Eq
from numeric.encoding import code, freqs

claim = Claim(title="adjacent difference", statement="||p_{pos+1} - p_pos||^2 = ||p_1 - p_0||^2",
              hypotheses="integer pos", expect="numeric", domain={"pos": st.integers(0, 10**6)},
              examples=[{"pos": 1000}])


def _adj(ctx, pos):
    ws = freqs(ctx, 64, 2)
    a, b = code(ctx, pos, 64, 2, ws), code(ctx, pos + 1, 64, 2, ws)
    return ctx.fsum((x - y) * (x - y) for x, y in zip(b, a))


@claim.check
def check(ctx, pos):
    return Eq(_adj(ctx, pos), _adj(ctx, 0))
'''


def test_a_garbage_float_result_is_reported_lost_and_where(fake_package, tmp_path):
    """bfloat16 end to end: 257 is not a bfloat16 number, so p_257 = p_256 and the adjacent
    difference at pos = 256 is 0 instead of about 8.6: the report must say the property is lost,
    at a position no later than 256, where a tolerance of u * 2d(1 + pos) would have hidden it."""
    (fake_package / "garbage.py").write_text(textwrap.dedent(GARBAGE))
    (res,) = runner.run_all(["garbage"], profile="examples", package="fake_theorems", directory=fake_package,
                            jobs=1, precisions=["float64", "bfloat16"], use_cache=False)
    assert res.verdict == "numeric", res.why
    floats = {f["context"]: f for f in res.numeric["floats"]}
    assert float(ml_dtypes.bfloat16(257)) == 256.0  # the premise, computed
    lost = floats["bfloat16"]["lost_at"]
    assert lost is not None and lost["param"] == "pos" and lost["value"] <= 256
    assert lost["defect"] > LOSS_FRACTION * lost["size"]
    assert floats["float64"]["lost_at"] is None and floats["float64"]["searched_to"]["to"] == 10**6
    assert floats["bfloat16"]["within_model_bound"] is True and floats["float64"]["within_model_bound"] is True
    settings = {"profile": "examples", "reference": "arb", "float_contexts": ["float64", "bfloat16"],
                "conventions_search": 12, "sources_checked": False, "loss_fraction": LOSS_FRACTION}
    rep = assemble([res], Documents(tmp_path), [], [], settings)
    md = render_markdown(rep)
    assert f"lost at pos = {lost['value']}" in md


def test_the_report_shows_the_study_table_and_reasons(tmp_path):
    study = {"config": {"limit": 1000, "d": 16, "base": 10000, "d_rope": 16, "rope_base": 10000},
             "loss_fraction": LOSS_FRACTION,
             "methods": [{"name": "bfloat16", "label": "bfloat16 end to end"},
                         {"name": "float64", "label": "float64 end to end"}],
             "families": [{"id": "distinct_codes", "title": "Distinct codes", "property": "p_i != p_j",
                           "how_searched": "every position", "figure": "figures/precision_distinct_codes.png",
                           "results": [{"method": "bfloat16", "lost_at": {"param": "pos", "value": 257},
                                        "safe_up_to": 256, "within_model_bound": True,
                                        "reason": "257 is not a bfloat16 number"},
                                       {"method": "float64", "lost_at": None, "safe_up_to": 1000,
                                        "within_model_bound": True, "reason": "kept"}]}]}
    settings = {"profile": "examples", "reference": "arb", "float_contexts": ["float64"],
                "conventions_search": 12, "sources_checked": False}
    rep = assemble([], Documents(tmp_path), [], [], settings)
    rep["precision_study"] = study
    md = render_markdown(rep)
    assert "| bfloat16 end to end | ≤ 256 |" in md and "| float64 end to end | ✓ |" in md
    assert "distinct codes lost at 257: 257 is not a bfloat16 number" in md
    assert "![distinct_codes](figures/precision_distinct_codes.png)" in md


def test_no_claim_module_declares_a_float_scale_or_tolerance():
    """Issue 11: a claim declares nothing about floats: no third argument or scale= to Eq/Le/Lt, and the
    relations do not accept one."""
    import ast

    from suite.relations import Eq

    offenders = []
    for files in runner.claim_files().values():
        for f in files:
            for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call) and getattr(node.func, "id", None) in ("Eq", "Le", "Lt"):
                    if len(node.args) > 2 or any(k.arg in ("scale", "tol", "tolerance") for k in node.keywords):
                        offenders.append(f"{f.name}:{node.lineno}")
    assert not offenders
    with pytest.raises(TypeError):
        Eq(1, 1, 2.0)


def test_an_inequality_lost_within_the_rounding_bound_is_marked_so():
    """1 < 1 + 10^-20 holds exactly, float64 decides 1 < 1: lost, and the exact margin 1e-20 is below
    the model's bound on the rounding of lhs - rhs, so the report can say no float64 code decides it."""
    from hypothesis import strategies as st

    from suite import Claim, Lt
    from suite.evaluate import evaluate

    claim = Claim(title="t", statement="s", hypotheses="h", expect="numeric",
                  domain={"k": st.integers(1, 3)}, examples=[{"k": 1}])

    @claim.check
    def check(ctx, k):
        return Lt(ctx.num(k), ctx.num(k) + ctx.num(Fraction(1, 10**20)))

    res = evaluate(claim, profile="examples", precisions=["float64"])
    (f,) = res.floats
    assert f.lost_at is not None and f.lost_at["margin_below_rounding"] is True
    assert f.lost_at["exact_margin"] < f.lost_at["rounding_bound"]
