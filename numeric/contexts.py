"""Precision contexts, in the manner of mpmath's ``mp``/``fp``/``iv``.

A claim's numeric check is written once as ``check(ctx, **params)`` using only the
operations below, and runs unchanged in every context:

``ctx.num(x)``            exact int / Fraction / decimal string / float -> a number of the context
``ctx.sin ctx.cos ctx.exp ctx.log ctx.sqrt ctx.abs``  the primitives, bound per context
``ctx.pi``                the constant pi in the context (an attribute, as in mpmath)
``ctx.fsum(xs) ctx.fdot(xs, ys) ctx.fmax(xs)``  generic algorithms, written once in ``Context``
``ctx.mid(x)``            the value as a Python float (the midpoint of a ball)
``ctx.rad(x)``            a rigorous bound on the error of ``x`` (0.0 for float contexts)
``ctx.convention``        the encoding convention the check runs under (``numeric.encoding`` reads it)

Arithmetic uses the ordinary operators.  ``Context`` holds the generic algorithms; each context
binds the primitives (``_apply``) and its number type (``num``).  Each float context rounds every
operation to its dtype (``FloatContext``); ``MixedContext`` computes sin/cos/exp/log of the
encoding in float32 and rounds each result to the storage dtype, which is what a float32-built
table cast to bf16/fp16 looks like.

The precision and the convention are state of the context object, not of a module: a context
built in a child process carries them with it, whatever the start method.  ``ctx.with_convention
(**changes)`` is the same context under another convention (a *variant*, see ``suite.variants``).

No tolerance lives here: what a float result may be is bounded by the rigorous model of each
float context (``numeric.model``), and a claim declares nothing about floats.
"""
from __future__ import annotations

import copy
from fractions import Fraction

import numpy as np

PRIMITIVES = ("sin", "cos", "exp", "log", "sqrt", "abs")

# Conventions of real implementations (issue 4).  The claims are written for the defaults; the
# conventions matrix re-runs them under each alternative and reports which verdicts change.
DEFAULT_CONVENTION = {
    "layout": "interleaved",   # or "half": all sines, then all cosines
    "exponent": "2m/d",        # or "m/(h-1)": w_m = base^(-m/(d/2-1)), wavelengths exactly 2pi..2pi*base
    "odd": False,              # True: the encoding of dimension d-1 (the last cosine is missing: 0)
    "rope_pairing": "interleaved",  # or "half": pairs (m, m+d/2); or "mismatch": interleaved table, half pairs
}


class Convention:
    """The encoding convention of a context: a read-only mapping that records which keys were read
    (``read``), so the suite knows which convention variants can change a check's outcome: the
    ones whose keys the check actually consulted, by whatever path it reached the encoding."""

    def __init__(self, values: dict | None = None, read: set | None = None):
        unknown = set(values or {}) - set(DEFAULT_CONVENTION)
        if unknown:
            raise KeyError(f"unknown convention keys {sorted(unknown)}; known: {sorted(DEFAULT_CONVENTION)}")
        self._v = {**DEFAULT_CONVENTION, **(values or {})}
        self.read = read if read is not None else set()

    def __getitem__(self, key):
        self.read.add(key)
        return self._v[key]

    def changed(self, **changes) -> "Convention":
        """The convention with ``changes``; reads are recorded in the same set."""
        return Convention({**self._v, **changes}, self.read)

    def as_dict(self) -> dict:
        return dict(self._v)


class Context:
    """The generic part of every context.  A subclass binds ``num`` and ``_apply(name, x)``
    (the primitive ``name`` of ``PRIMITIVES`` applied to a number of the context) and ``_pi``."""

    exact = False
    vector = False
    name = "context"
    u = 0.0

    def __init__(self, convention: Convention | None = None):
        self.convention = convention if convention is not None else Convention()

    # primitives, bound once ---------------------------------------------------------------
    def sin(self, x):
        return self._apply("sin", x)

    def cos(self, x):
        return self._apply("cos", x)

    def exp(self, x):
        return self._apply("exp", x)

    def log(self, x):
        return self._apply("log", x)

    def sqrt(self, x):
        return self._apply("sqrt", x)

    def abs(self, x):
        return self._apply("abs", x)

    def sqrt_nonneg(self, x):
        """The square root of a quantity known to be >= 0 (a sum of squares) whose computed value may dip below 0
        by rounding: sqrt(|x|) here; the Arb context keeps only the non-negative part of the ball."""
        return self.sqrt(self.abs(x))

    @property
    def pi(self):
        return self._pi()

    # generic algorithms, written once -----------------------------------------------------
    def fsum(self, xs):
        total = self.num(0)
        for x in xs:
            total = total + x
        return total

    def fdot(self, xs, ys):
        return self.fsum(a * b for a, b in zip(xs, ys))

    def fmax(self, xs):
        xs = list(xs)
        if not xs:
            raise ValueError("fmax of an empty sequence")
        best = xs[0]
        for x in xs[1:]:
            if self.mid(x) > self.mid(best):
                best = x
        return best

    def activate(self):
        """Make this context's precision the working precision (a no-op for fixed-precision contexts)."""
        return self

    @property
    def kind(self):
        """What a number of this context is a function of, besides its inputs: class, name and
        precision (``numeric.encoding`` shares the frequencies of one kind across contexts)."""
        return (type(self), self.name, getattr(self, "prec", None))

    def with_convention(self, **changes) -> "Context":
        """This context under another encoding convention (a shallow copy; the original is unchanged)."""
        other = copy.copy(self)
        other.convention = self.convention.changed(**changes)
        return other

    def mid(self, x):
        return float(x)

    def rad(self, x):
        return 0.0


class ArbContext(Context):
    """Rigorous ball arithmetic (python-flint / Arb).  Every value is a ball that contains
    the exact real number; ``rad`` is its radius.  The working precision of flint is global to the
    process; this context sets it to its own ``prec`` whenever it makes a number (``num``, ``pi``)."""

    exact = True

    def __init__(self, prec: int = 128, convention: Convention | None = None):
        import flint

        super().__init__(convention)
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

    def _apply(self, name, x):
        x = self.num(x)
        return abs(x) if name == "abs" else getattr(x, name)()

    def sqrt_nonneg(self, x):
        return self.num(x).nonnegative_part().sqrt()  # sound: the quantity is >= 0, the negative part is not it

    def _pi(self):
        self.activate()
        return self.arb.pi()

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


class MpmathContext(Context):
    """Fallback reference with mpmath at a fixed number of bits (not rigorous: no radius)."""

    exact = True

    def __init__(self, prec: int = 256, convention: Convention | None = None):
        import mpmath

        super().__init__(convention)
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

    def _apply(self, name, x):
        x = self.num(x)
        return abs(x) if name == "abs" else getattr(self.mp, name)(x)

    def _pi(self):
        return +self.mp.pi

    def fsum(self, xs):
        return self.mp.fsum(xs)

    def rad(self, x):
        return float(abs(self.num(x)) * self.u * 64)


_NUMPY = {"sin": np.sin, "cos": np.cos, "exp": np.exp, "log": np.log, "sqrt": np.sqrt, "abs": np.abs}


class FloatContext(Context):
    """Every operation rounded to ``dtype`` (numpy float64/float32, ml_dtypes bfloat16,
    numpy float16): the encoding is computed in that dtype end to end, positions included.
    Values may be scalars or numpy arrays of the dtype (``numeric.encoding.code`` is vectorised).
    Overflow and invalid operations give inf/nan, which the evaluator measures as infinite error
    (callers run with ``np.seterr(all="ignore")``)."""

    vector = True

    def __init__(self, dtype, name: str | None = None, convention: Convention | None = None):
        super().__init__(convention)
        self.dtype = np.dtype(dtype)
        self.t = self.dtype.type
        self.name = name or str(self.dtype)
        self.u = float(np.finfo(self.dtype).eps) / 2 if _has_finfo(self.dtype) else _ml_eps(self.dtype) / 2

    def num(self, x):
        if type(x) is self.t:  # already a number of the context (the common case)
            return x
        if isinstance(x, Fraction):
            return self.t(x.numerator) / self.t(x.denominator)
        if isinstance(x, (int, float, np.integer, np.floating, str)):
            return self.t(float(x))
        if isinstance(x, (list, tuple)):
            return np.array([float(v) if not isinstance(v, np.generic) else v for v in x], dtype=self.dtype)
        if isinstance(x, np.ndarray) and x.dtype != self.dtype:
            return x.astype(self.dtype)
        return x

    def _apply(self, name, x):
        x = self.num(x)
        r = _NUMPY[name](x)
        if type(r) is self.t:
            return r
        return r.astype(self.dtype, copy=False) if isinstance(r, np.ndarray) else self.t(r)

    def _pi(self):
        return self.t(np.pi)

    def fsum(self, xs):
        """Sum in the dtype (numpy's pairwise reduction for arrays, as array libraries do)."""
        if not isinstance(xs, np.ndarray):
            xs = list(xs)
            if not xs:
                return self.t(0)
            xs = np.array(xs, dtype=self.dtype)
        return self.t(np.add.reduce(xs.astype(self.dtype), dtype=self.dtype))

    def fdot(self, xs, ys):
        return self.fsum(self.num(xs) * self.num(ys))


class MixedContext(FloatContext):
    """A table computed in a higher dtype and stored in a low one: positions, frequencies and all
    arithmetic in ``compute`` (float32, or float64), and every value produced by sin/cos rounded to
    the storage dtype and then used in ``compute`` arithmetic (accumulation in the compute dtype,
    as mixed-precision kernels do).  exp/log (the frequencies) stay in the compute dtype."""

    STORED = ("sin", "cos")

    def __init__(self, store, name: str | None = None, convention: Convention | None = None, compute=np.float32):
        tag = {np.dtype(np.float32): "f32", np.dtype(np.float64): "f64"}[np.dtype(compute)]
        super().__init__(compute, name=name or f"{np.dtype(store)}<-{tag}", convention=convention)
        self.store = np.dtype(store)
        self.u = FloatContext(store).u  # errors are measured in units of the storage dtype

    def _apply(self, name, x):
        if name not in self.STORED:
            return super()._apply(name, x)
        x = self.num(x)
        r = np.asarray(_NUMPY[name](x)).astype(self.store).astype(self.dtype)
        return r if r.ndim else self.t(r)


def _has_finfo(dtype) -> bool:
    try:
        np.finfo(dtype)
        return True
    except (TypeError, ValueError):
        return False


def _ml_eps(dtype) -> float:
    import ml_dtypes

    return float(ml_dtypes.finfo(dtype).eps)


def reference_context(prec: int = 128, convention: Convention | None = None):
    """Arb balls at ``prec`` bits; mpmath when python-flint is not importable."""
    try:
        return ArbContext(prec, convention)
    except ImportError:  # pragma: no cover - python-flint is a declared dependency
        return MpmathContext(max(prec, 256), convention)


FLOAT_NAMES = ("float64", "float32", "float16", "bfloat16", "float16<-f32", "bfloat16<-f32")


STUDY_NAMES = ("float32<-f64", "float16<-f64", "bfloat16<-f64")  # the precision study's extra methods


def describe(name: str) -> str:
    """How the float context ``name`` computes the encoding, in words."""
    store, _, tag = name.partition("<-")
    if not tag:
        return f"{name} end to end (positions, frequencies, phases, sin/cos and arithmetic)" + (
            "; numpy accumulates float16 array sums in float32" if name == "float16" else "")
    compute = {"f32": "float32", "f64": "float64"}[tag]
    return f"{compute} phases and sin/cos, stored as {store}; arithmetic in {compute}"


def make_float_context(name: str, convention: Convention | None = None) -> "FloatContext":
    """The float context called ``name``: a dtype end to end (``float64`` ... ``bfloat16``), or a
    table computed in float32/float64 and stored in a low dtype (``bfloat16<-f32``, ...)."""
    import ml_dtypes

    dtypes = {"float64": np.float64, "float32": np.float32, "float16": np.float16, "bfloat16": ml_dtypes.bfloat16}
    if name in dtypes:
        return FloatContext(dtypes[name], name, convention)
    store, _, tag = name.partition("<-")
    if store in dtypes and tag in ("f32", "f64"):
        return MixedContext(dtypes[store], name, convention, compute=np.float32 if tag == "f32" else np.float64)
    raise KeyError(f"unknown float context {name!r}; choose from {list(FLOAT_NAMES + STUDY_NAMES)}")


def float_contexts(low: bool = True, names=None, convention: Convention | None = None):
    """The float contexts a claim runs in, in report order: all of ``FLOAT_NAMES`` (without the
    16-bit ones when ``low`` is false), or exactly ``names`` (the command line's --precisions)."""
    if names is not None:
        unknown = [n for n in names if n not in FLOAT_NAMES]
        if unknown:
            raise KeyError(f"unknown float contexts {unknown}; choose from {list(FLOAT_NAMES)}")
        return [make_float_context(n, convention) for n in FLOAT_NAMES if n in names]
    return [make_float_context(n, convention) for n in (FLOAT_NAMES if low else FLOAT_NAMES[:2])]
