"""Precision contexts, in the manner of mpmath's ``mp``/``fp``/``iv``.

A claim's numeric check is written once as ``check(ctx, **params)`` using only the
operations below, and runs unchanged in every context:

``ctx.num(x)``            exact int / Fraction / decimal string / float -> a number of the context
``ctx.sin ctx.cos ctx.exp ctx.log ctx.sqrt ctx.abs``,  ``ctx.pi()``,  ``ctx.fsum(xs)``
``ctx.mid(x)``            the value as a Python float (the midpoint of a ball)
``ctx.rad(x)``            a rigorous bound on the error of ``x`` (0.0 for float contexts)

Arithmetic uses the ordinary operators.  Each float context rounds every operation to its
dtype (``FloatContext``); ``MixedContext`` computes sin/cos/exp/log of the encoding in float32
and rounds each result to the storage dtype, which is what a float32-built table cast to
bf16/fp16 looks like.

Tolerance, stated once per context: ``tol = TOL_ULPS * ctx.u * scale`` where ``u`` is the
unit roundoff of the dtype and ``scale`` is the magnitude the claim declares for its
expression (its condition: e.g. d/2 for a sum of d/2 unit terms).
"""
from __future__ import annotations

from fractions import Fraction

import numpy as np

TOL_ULPS = 16  # multiples of the unit roundoff allowed, times the claim's declared scale


class ArbContext:
    """Rigorous ball arithmetic (python-flint / Arb).  Every value is a ball that contains
    the exact real number; ``rad`` is its radius."""

    exact = True

    def __init__(self, prec: int = 128):
        import flint

        self._flint = flint
        self.arb = flint.arb
        self.prec = prec
        self.name = f"arb{prec}"
        self.u = 2.0 ** (-prec)

    def activate(self):
        self._flint.ctx.prec = self.prec
        return self

    def num(self, x):
        self.activate()
        if isinstance(x, Fraction):
            return self.arb(x.numerator) / self.arb(x.denominator)
        if isinstance(x, (bool, np.bool_)):
            return self.arb(int(x))
        if isinstance(x, (int, np.integer)):
            return self.arb(int(x))
        if isinstance(x, str):
            return self.arb(x)
        if isinstance(x, (float, np.floating)):
            return self.arb(float(x))  # a binary float is an exact dyadic rational
        return x  # already a ball

    def sin(self, x):
        return self.num(x).sin()

    def cos(self, x):
        return self.num(x).cos()

    def exp(self, x):
        return self.num(x).exp()

    def log(self, x):
        return self.num(x).log()

    def sqrt(self, x):
        return self.num(x).sqrt()

    def abs(self, x):
        return abs(self.num(x))

    def pi(self):
        self.activate()
        return self.arb.pi()

    def fsum(self, xs):
        total = self.num(0)
        for x in xs:
            total = total + x
        return total

    def mid(self, x):
        return float(self.num(x).mid())

    def rad(self, x):
        return float(self.num(x).rad())

    # relations decided rigorously: True / False / None (undecided at this precision)
    def is_zero(self, x):
        x = self.num(x)
        if not x.contains(0):
            return False
        return True if x.is_zero() else None

    def sign(self, x):
        """+1 / -1 if the ball excludes zero, 0 if it is exactly zero, None if undecided."""
        x = self.num(x)
        if x > 0:
            return 1
        if x < 0:
            return -1
        if x.is_zero():
            return 0
        return None


class MpmathContext:
    """Fallback reference with mpmath at a fixed number of bits (not rigorous: no radius)."""

    exact = True

    def __init__(self, prec: int = 256):
        import mpmath

        self.mp = mpmath.mp.clone() if hasattr(mpmath.mp, "clone") else mpmath.mp
        self.mp.prec = prec
        self.prec = prec
        self.name = f"mpmath{prec}"
        self.u = 2.0 ** (-prec)

    def activate(self):
        self.mp.prec = self.prec
        return self

    def num(self, x):
        if isinstance(x, Fraction):
            return self.mp.mpf(x.numerator) / x.denominator
        if isinstance(x, (int, np.integer, str)):
            return self.mp.mpf(int(x) if isinstance(x, np.integer) else x)
        if isinstance(x, (float, np.floating)):
            return self.mp.mpf(float(x))
        return x

    def sin(self, x):
        return self.mp.sin(self.num(x))

    def cos(self, x):
        return self.mp.cos(self.num(x))

    def exp(self, x):
        return self.mp.exp(self.num(x))

    def log(self, x):
        return self.mp.log(self.num(x))

    def sqrt(self, x):
        return self.mp.sqrt(self.num(x))

    def abs(self, x):
        return abs(self.num(x))

    def pi(self):
        return +self.mp.pi

    def fsum(self, xs):
        return self.mp.fsum(xs)

    def mid(self, x):
        return float(x)

    def rad(self, x):
        return float(abs(self.num(x)) * self.u * 64)


class FloatContext:
    """Every operation rounded to ``dtype`` (numpy float64/float32, ml_dtypes bfloat16,
    numpy float16): the encoding is computed in that dtype end to end, positions included.
    Values may be scalars or numpy arrays of the dtype (``numeric.encoding.code`` is vectorised).
    Overflow and invalid operations give inf/nan, which the evaluator measures as infinite error
    (callers run with ``np.seterr(all="ignore")``)."""

    exact = False
    vector = True

    def __init__(self, dtype, name: str | None = None):
        self.dtype = np.dtype(dtype)
        self.t = self.dtype.type
        self.name = name or str(self.dtype)
        self.u = float(np.finfo(self.dtype).eps) / 2 if _has_finfo(self.dtype) else _ml_eps(self.dtype) / 2

    def activate(self):
        return self

    def num(self, x):
        if isinstance(x, Fraction):
            return self.t(x.numerator) / self.t(x.denominator)
        if isinstance(x, (int, float, np.integer, np.floating, str)):
            return self.t(float(x))
        if isinstance(x, (list, tuple)):
            return np.array([float(v) if not isinstance(v, np.generic) else v for v in x], dtype=self.dtype)
        if isinstance(x, np.ndarray) and x.dtype != self.dtype:
            return x.astype(self.dtype)
        return x

    def _u(self, f, x):
        x = self.num(x)
        r = f(x)
        return r.astype(self.dtype, copy=False) if isinstance(r, np.ndarray) else self.t(r)

    def sin(self, x):
        return self._u(np.sin, x)

    def cos(self, x):
        return self._u(np.cos, x)

    def exp(self, x):
        return self._u(np.exp, x)

    def log(self, x):
        return self._u(np.log, x)

    def sqrt(self, x):
        return self._u(np.sqrt, x)

    def abs(self, x):
        return self._u(np.abs, x)

    def pi(self):
        return self.t(np.pi)

    def fsum(self, xs):
        """Sum in the dtype (numpy's pairwise reduction for arrays, as array libraries do)."""
        if not isinstance(xs, np.ndarray):
            xs = list(xs)
            if not xs:
                return self.t(0)
            xs = np.array([x if isinstance(x, np.ndarray) and x.ndim == 0 else x for x in xs], dtype=self.dtype)
        return self.t(np.add.reduce(xs.astype(self.dtype), dtype=self.dtype))

    def mid(self, x):
        return float(x)

    def rad(self, x):
        return 0.0


class MixedContext(FloatContext):
    """Strategy (b): positions, frequencies and arithmetic in float32; every value produced by
    sin/cos/exp/log is rounded to the storage dtype (a float32-built table stored in bf16/fp16)
    and then used in float32 arithmetic (float32 accumulation, as mixed-precision kernels do)."""

    def __init__(self, store, name: str | None = None):
        super().__init__(np.float32, name=name or f"{np.dtype(store)}<-f32")
        self.store = np.dtype(store)
        self.u = FloatContext(store).u  # errors are measured in units of the storage dtype

    def _u(self, f, x):
        x = self.num(x)
        r = np.asarray(f(x)).astype(self.store).astype(np.float32)
        return r if r.ndim else np.float32(r)


def _has_finfo(dtype) -> bool:
    try:
        np.finfo(dtype)
        return True
    except (TypeError, ValueError):
        return False


def _ml_eps(dtype) -> float:
    import ml_dtypes

    return float(ml_dtypes.finfo(dtype).eps)


def reference_context(prec: int = 128):
    """Arb balls at ``prec`` bits; mpmath when python-flint is not importable."""
    try:
        return ArbContext(prec)
    except ImportError:  # pragma: no cover - python-flint is a declared dependency
        return MpmathContext(max(prec, 256))


SELECTED: list[str] | None = None  # set by the command line's --precisions


def float_contexts(low: bool = True):
    """The float contexts every claim runs in, in report order (``--precisions`` selects some)."""
    if SELECTED is not None:
        return [c for c in _all_float_contexts(True) if c.name in SELECTED]
    return _all_float_contexts(low)


def _all_float_contexts(low: bool):
    out = [FloatContext(np.float64, "float64"), FloatContext(np.float32, "float32")]
    if low:
        import ml_dtypes

        out += [FloatContext(np.float16, "float16"), FloatContext(ml_dtypes.bfloat16, "bfloat16"),
                MixedContext(np.float16, "float16<-f32"), MixedContext(ml_dtypes.bfloat16, "bfloat16<-f32")]
    return out
