"""The rigorous floating-point model of a float context: what any execution of a check can return.

``model_context(name)`` is the twin of the float context ``name`` (``numeric.contexts``): the same
check runs in it unchanged, and every value is a ``Rounded`` number whose ball (Arb, 128 bits)
encloses every result that an execution of the check's operations in that dtype can produce, with
correctly rounded + - * / and sqrt and elementary functions within FUNCTION_ULPS (the standard model)

    fl(a op b) = (a op b)(1 + delta) + eta,   |delta| <= u,  |eta| <= (smallest subnormal) / 2

for + - * / and sqrt (IEEE 754, correctly rounded), and for the elementary functions

    |fl(f(x)) - f(x)| <= k ulp(f(x)),  k = FUNCTION_ULPS[dtype]

(the documented or measured accuracy of numpy's sin/cos/exp/log in that dtype; ``tests/
test_model.py`` measures numpy on this machine against it).  Inputs are rounded as the float
context rounds them (an int, a float64 value, pi); a value that the dtype represents exactly is
not widened, nor is an exact operation on such values whose result the dtype represents.
A sum of n terms in any order (numpy's pairwise reduction, a sequential loop) is enclosed by
the exact sum widened by ((1+u)^(n-1) - 1) sum |x_i| (Higham, Accuracy and Stability, §4.2;
gamma_{n-1} when nu < 1, and still valid, if loose, when it is not).
A value that may overflow becomes the unbounded ball: the model then bounds nothing.

This is the idea of FPTaylor, Daisy and Satire (rigorous round-off bounds), by interval
propagation: the bound is computed for one check at one example, not declared.

Each ``Rounded`` also carries ``size``: the natural magnitude of the quantity, what "the accuracy
that matters" is measured against (``suite.evaluate``).  A sum's size (``+``, ``fsum``) is the sum of
the absolute values of its terms (its condition: the size of what cancels in it, never less than
|sum|) and at least the size of each term; a difference ``a - b`` compares two quantities and has
the smaller of their sizes (at least |a - b|; a constant-zero side does not count); a product's is
|a b| and at least size(a)|b| and |a|size(b), a quotient's the numerator's size over |divisor|; |x| and -x
keep the size of x; a cosine has size 1 and a sine min(1, size of its phase) (|sin x| <= |x|),
whatever the phase; sqrt the square root of its argument's size; exp, log and an input their
absolute value.  So a cosine has size 1, a dot product of two codes sum_m |sin sin| + |cos cos|
(at most d/2), ||p_{i+1} - p_i||^2 its own value (a sum of positive terms), a residual
|sin(a+b) - (sin a cos b + cos a sin b)| the size 1 of what it compares, sin(h)/h the size 1, and
no size grows with the position through a phase inside sin/cos (a position used outside sin/cos is
a quantity of its own size).  An equation's size is the smaller of its two sides' sizes (it
compares them), or the nonzero one when a side is the constant 0.  Sizes are not rigorous bounds;
they set the scale of "the accuracy that matters".

The mixed contexts (a table computed in float32 or float64 and stored in a low dtype) round the
result of every sin/cos to the storage dtype and do all other arithmetic in the compute dtype.
"""
from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

from numeric.contexts import Context, Convention

PREC = 128

# ulps of numpy's elementary functions, per dtype: float64/float32 up to 4 (numpy's SVML routines,
# numpy PR #19478; its AVX float32 sin/cos 1.49, PR #13368); float16 up to 2 (on AVX512_SPR numpy calls
# native FP16 SVML, up to 1.875 ulp, PR #23351; elsewhere float32 then rounded: 1/2 ulp); bfloat16
# (ml_dtypes: float32 then rounded) 1.  tests/test_model.py measures numpy on the machine it runs on.
FUNCTION_ULPS = {"float64": 4, "float32": 4, "float16": 2, "bfloat16": 1}
STORED_FUNCTIONS = ("sin", "cos")  # what a mixed context rounds to its storage dtype


def _dtype(name):
    if name == "bfloat16":
        import ml_dtypes

        return np.dtype(ml_dtypes.bfloat16)
    return np.dtype(name)


class Format:
    """One binary floating-point format: unit roundoff, underflow and overflow thresholds (as balls)."""

    def __init__(self, name: str):
        import ml_dtypes
        from flint import arb

        self.name = name
        self.dtype = _dtype(name)
        fi = ml_dtypes.finfo(self.dtype) if name == "bfloat16" else np.finfo(self.dtype)
        self.p = int(fi.nmant) + 1                          # precision in bits
        self.u = arb(2) ** (-self.p)                        # unit roundoff
        self.tiny = arb(float(fi.smallest_subnormal))        # smallest subnormal (exact dyadic)
        self.eta = self.tiny / 2
        self.max = arb(float(fi.max))
        self.u_float = 2.0 ** (-self.p)
        self.ulps = FUNCTION_ULPS[name]

    def represents(self, b) -> bool:
        """Whether the exact ball ``b`` is a single number of this format."""
        if not b.is_exact():
            return False
        f = float(b.mid())
        if not math.isfinite(f):
            return False
        from flint import arb

        if arb(f) != b:  # needs more than 53 bits
            return False
        with np.errstate(all="ignore"):
            return float(self.dtype.type(f)) == f


class Rounded:
    """A number of a model context: ``ball`` encloses every value an execution (correct rounding, functions within FUNCTION_ULPS) can
    produce; ``size`` is the natural magnitude of the quantity (a float)."""

    __slots__ = ("ball", "size", "ctx", "approx")

    def __init__(self, ball, size, ctx, approx=None):
        self.ball, self.size, self.ctx = ball, size, ctx
        # the value in plain float64 arithmetic: what sizes are scaled by, however wide the ball gets
        self.approx = approx if approx is not None else (float(ball.mid()) if ball.is_finite() else math.nan)

    # arithmetic ---------------------------------------------------------------------------
    def _other(self, y):
        return y if type(y) is Rounded or isinstance(y, Rounded) else self.ctx.num(y)

    def __add__(self, y):
        y = self._other(y)
        return self.ctx._op(self.ball + y.ball, _sum_size((self, y)), self.approx + y.approx)

    __radd__ = __add__

    def __sub__(self, y):
        y = self._other(y)
        return self.ctx._op(self.ball - y.ball, _difference_size(self, y), self.approx - y.approx)

    def __rsub__(self, y):
        return self._other(y).__sub__(self)

    def __mul__(self, y):
        y = self._other(y)
        return self.ctx._op(self.ball * y.ball, _product_size(self, y), self.approx * y.approx)

    __rmul__ = __mul__

    def __truediv__(self, y):
        y = self._other(y)
        den = abs(y.approx)
        size = self.size / den if den > 0 else math.inf
        approx = self.approx / y.approx if y.approx else math.nan
        if y.ball.contains(0):
            return self.ctx._unbounded(size, approx)
        return self.ctx._op(self.ball / y.ball, size, approx)

    def __rtruediv__(self, y):
        return self._other(y).__truediv__(self)

    def __neg__(self):
        return Rounded(-self.ball, self.size, self.ctx, -self.approx)

    def __pos__(self):
        return self

    def __abs__(self):
        return Rounded(abs(self.ball), self.size, self.ctx, abs(self.approx))

    def __pow__(self, n):
        if isinstance(n, int) and n == 2:  # numpy squares exactly once-rounded
            return self * self
        if isinstance(n, (int, float)) and n == 0.5:
            return self.ctx.sqrt(self)
        if isinstance(n, int) and n >= 0:
            return self.ctx._func_value(self.ball ** n, self.size ** n, approx=self.approx ** n)
        raise TypeError(f"model context: power {n!r} is not modelled")

    # what a check may ask of a number --------------------------------------------------------
    def __float__(self):
        return float(self.ball.mid())

    def __int__(self):
        return int(float(self.ball.mid()))

    def __lt__(self, y):
        return float(self) < float(y)

    def __le__(self, y):
        return float(self) <= float(y)

    def __gt__(self, y):
        return float(self) > float(y)

    def __ge__(self, y):
        return float(self) >= float(y)

    def __repr__(self):
        return f"Rounded({self.ball}, size={self.size:.3g})"


def _mag(x: Rounded) -> float:
    """|x| (of the ball's midpoint; its size when the ball is unbounded): sizes are scales, not bounds."""
    return abs(x.approx) if math.isfinite(x.approx) else x.size


def _product_size(a: Rounded, b: Rounded) -> float:
    """A product's size: |a b|, and at least size(a)|b| and |a|size(b) (so a constant times a
    cancelling sum, T sin(2 pi j), keeps the sum's scale) -- not size(a)size(b), which would compound
    the conditioning of every layer of a deep computation into the size of its output."""
    ma, mb = _mag(a), _mag(b)
    return max(ma * mb, a.size * mb, ma * b.size) if (ma or a.size) and (mb or b.size) else 0.0


def _difference_size(a: Rounded, b: Rounded) -> float:
    """A difference a - b compares two quantities: its size is the smaller of theirs (the size of what
    is compared: a code entry, not the huge terms that cancel inside a recombination), at least |a - b|;
    a difference with a constant zero side (size 0) keeps the other side's size."""
    if a.size > 0 and b.size > 0:
        gap = abs(a.approx - b.approx)
        return max(gap if math.isfinite(gap) else 0.0, min(a.size, b.size))
    return _sum_size((a, b))


def _sum_size(xs) -> float:
    """A sum's size: the sum of |terms|, and at least each term's own size (so a residual
    sin(a) - sin(b) keeps the size 1 of what it compares, and |r1| + |r2| the size of r1, r2)."""
    return max(sum(_mag(x) for x in xs), max(x.size for x in xs))


def _math(name: str, x: float) -> float:
    """The float64 value of the elementary function ``name`` at x (NaN outside its domain or on overflow)."""
    try:
        return {"sin": math.sin, "cos": math.cos, "exp": math.exp, "log": math.log, "sqrt": math.sqrt}[name](x)
    except (ValueError, OverflowError):
        return math.inf if name == "exp" and x > 0 else math.nan


def _plain_value(x) -> float:
    """An input of a check (bool, int, float, decimal string) as the float64 value the float context
    converts it through (ints exactly below 2^53)."""
    if isinstance(x, (bool, np.bool_)):
        x = int(x)
    if isinstance(x, str):
        x = float(x)
    if isinstance(x, (int, np.integer)):
        return float(int(x))
    if isinstance(x, (float, np.floating)):
        return float(x)
    raise TypeError(f"model context: cannot make a number of {type(x).__name__}")


def _function_size(name: str, value: float, arg_size: float) -> float:
    """The size of f(x) (``value``: its float64 value): |sin x| <= min(1, |x|), so a sine of a small phase
    is small and of a large one 1; a cosine 1; sqrt the root of its argument's size; exp and log |value|."""
    if name == "sin":
        return max(abs(value), min(1.0, arg_size)) if value == value else min(1.0, arg_size)
    if name == "cos":
        return 1.0
    if name == "sqrt":
        return math.sqrt(arg_size)
    return abs(value) if value == value else math.inf


class ModelContext(Context):
    """The model of one float context: arithmetic in ``compute``, sin/cos stored in ``store``."""

    exact = False
    vector = False

    def __init__(self, name: str, compute: str, store: str | None = None,
                 convention: Convention | None = None):
        import flint

        super().__init__(convention)
        self._flint = flint
        self.arb = flint.arb
        self.name = f"model({name})"
        self.of = name
        self.c = Format(compute)
        self.s = Format(store) if store else None
        self.u = (self.s or self.c).u_float
        self.activate()
        self._one = self.arb(0, 1)  # the ball [-1, 1]

    def activate(self):
        self._flint.ctx.prec = PREC
        return self

    # rounding --------------------------------------------------------------------------------
    def _unbounded(self, size=math.inf, approx=math.nan):
        return Rounded(self.arb(0, math.inf), size, self, approx)

    def _round(self, b, fmt: Format, rel, eta=None):
        """``b`` widened by rel*|b| + eta (eta: the format's underflow term), unbounded on overflow."""
        if not b.is_finite():
            return None
        hi = b.abs_upper()
        if hi > fmt.max:
            return None
        return b + self._one * (hi * rel + (fmt.eta if eta is None else eta))

    def _op(self, b, size, approx=None):
        """The result of one correctly rounded operation of the compute format."""
        self.activate()
        if b.is_finite() and b.is_exact() and self.c.represents(b):
            return Rounded(b, size, self, approx)
        r = self._round(b, self.c, self.c.u)
        return Rounded(r, size, self, approx) if r is not None else self._unbounded(size, approx)

    def _func_value(self, b, size, stored=False, approx=None):
        """The result of an elementary function: k ulps of the compute format (ulp(y) <= 2u|y|, or
        the smallest subnormal below the normal range), then rounded to the storage format."""
        c = self.c
        r = self._round(b, c, 2 * c.ulps * c.u, c.ulps * c.tiny)
        if r is not None and stored and self.s is not None:
            r = None if not r.is_finite() else self._round(r, self.s, self.s.u)
        return Rounded(r, size, self, approx) if r is not None else self._unbounded(size, approx)

    # the context's primitives ------------------------------------------------------------------
    def num(self, x):
        """``x`` as the float context makes it: ints and floats rounded once to the compute format,
        a Fraction as round(n) / round(d), a decimal string through float64."""
        self.activate()
        if type(x) is Rounded or isinstance(x, Rounded):
            return x
        if isinstance(x, Fraction):
            return self.num(x.numerator) / self.num(x.denominator)
        b = self.arb(_plain_value(x))  # a binary float is an exact dyadic rational
        size = abs(float(b.mid()))
        if self.c.represents(b):
            return Rounded(b, size, self)
        r = self._round(b, self.c, self.c.u)
        return Rounded(r, size, self) if r is not None else self._unbounded(size, float(b.mid()))

    def _apply(self, name, x):
        x = self.num(x)
        b, at = x.ball, x.approx  # sizes are scales: the function at the float64 value of the argument
        if name == "abs":
            return abs(x)
        value = _math(name, at)
        size = _function_size(name, value, x.size)
        if not b.is_finite() or (name == "sqrt" and b.lower() < 0) or (name == "log" and not b.lower() > 0):
            return self._unbounded(size, value)
        if name == "sqrt":
            return self._op(b.sqrt(), size, value)
        return self._func_value(getattr(b, name)(), size, stored=name in STORED_FUNCTIONS, approx=value)

    def _pi(self):
        return self.num(float(np.pi))  # the float context's pi: float64 pi rounded to the dtype

    def fsum(self, xs):
        """Any summation order: sum exactly, widen by gamma_{n-1} * sum |x_i| (+ n underflow terms)."""
        xs = [self.num(x) for x in xs]
        if not xs:
            return self.num(0)
        total, mags = xs[0].ball, xs[0].ball.abs_upper()
        for x in xs[1:]:
            total, mags = total + x.ball, mags + x.ball.abs_upper()
        size = _sum_size(xs)
        n = len(xs)
        if n == 1:
            return xs[0]
        approx = math.fsum(x.approx for x in xs) if all(math.isfinite(x.approx) for x in xs) else math.nan
        if all(x.ball.is_exact() for x in xs) and total.is_exact() and self._exact_partials(xs):
            return Rounded(total, size, self, approx)
        if not mags.is_finite() or mags > self.c.max:
            return self._unbounded(size, approx)
        growth = (1 + self.c.u) ** (n - 1) - 1  # = gamma_{n-1} to first order; valid for every n
        return Rounded(total + self._one * (growth * mags + (n - 1) * self.c.eta), size, self, approx)

    def _exact_partials(self, xs):
        """Every partial sum of every order is exact when all terms are integers whose absolute
        sum the format represents as an integer (below 2^p)."""
        if not all(x.ball.is_integer() for x in xs):
            return False
        total = sum(abs(int(x.ball.unique_fmpz())) for x in xs)
        return total <= 2 ** self.c.p

    def mid(self, x):
        return float(self.num(x).ball.mid())

    def rad(self, x):
        return float(self.num(x).ball.rad())

    # what the evaluator asks ---------------------------------------------------------------------
    def interval(self, x):
        """(lower, upper) as floats, rounded outward; (-inf, inf) when unbounded."""
        b = self.num(x).ball
        if not b.is_finite():
            return -math.inf, math.inf
        lo, hi = float(b.lower()), float(b.upper())
        return math.nextafter(lo, -math.inf), math.nextafter(hi, math.inf)

    def contains(self, x, value: float) -> bool:
        """Whether the float ``value`` (a result of the float context) lies in the model's ball."""
        b = self.num(x).ball
        if not b.is_finite():
            return True
        if value != value or math.isinf(value):
            return False
        return bool(b.contains(self.arb(float(value))))

    def bound(self, x, exact) -> float:
        """The largest distance from ``exact`` (a float) to a point of the ball: the rigorous bound
        on |float result - exact value| (inf when unbounded)."""
        lo, hi = self.interval(x)
        return max(abs(hi - exact), abs(exact - lo))


# the twin of each float context (numeric.contexts.FLOAT_NAMES) and of the study's methods
MODELS = {
    "float64": ("float64", None), "float32": ("float32", None),
    "float16": ("float16", None), "bfloat16": ("bfloat16", None),
    "float16<-f32": ("float32", "float16"), "bfloat16<-f32": ("float32", "bfloat16"),
    "float32<-f64": ("float64", "float32"), "float16<-f64": ("float64", "float16"),
    "bfloat16<-f64": ("float64", "bfloat16"),
}


def model_context(name: str, convention: Convention | None = None) -> ModelContext:
    """The rigorous model of the float context ``name``."""
    if name not in MODELS:
        raise KeyError(f"no model for float context {name!r}; known: {sorted(MODELS)}")
    compute, store = MODELS[name]
    return ModelContext(name, compute, store, convention)


class ValueAsked(Exception):
    """A check asked a number of the sizes-only model for its value (``float``, a comparison, ``mid``):
    only the full model knows it, so the caller runs the full model instead."""


class Sized:
    """A number of ``SizeModel``: the ``size`` and ``approx`` of the ``Rounded`` that the full model
    computes for the same operations, by the same formulas, without the ball.  Asking its value raises
    ``ValueAsked`` (a check that branches on values must run in the full model, whose midpoints decide)."""

    __slots__ = ("size", "ctx", "approx")

    def __init__(self, size, ctx, approx):
        self.size, self.ctx, self.approx = size, ctx, approx

    def _other(self, y):
        return y if type(y) is Sized or isinstance(y, Sized) else self.ctx.num(y)

    def __add__(self, y):
        y = self._other(y)
        return Sized(_sum_size((self, y)), self.ctx, self.approx + y.approx)

    __radd__ = __add__

    def __sub__(self, y):
        y = self._other(y)
        return Sized(_difference_size(self, y), self.ctx, self.approx - y.approx)

    def __rsub__(self, y):
        return self._other(y).__sub__(self)

    def __mul__(self, y):
        y = self._other(y)
        return Sized(_product_size(self, y), self.ctx, self.approx * y.approx)

    __rmul__ = __mul__

    def __truediv__(self, y):
        y = self._other(y)
        den = abs(y.approx)
        size = self.size / den if den > 0 else math.inf
        return Sized(size, self.ctx, self.approx / y.approx if y.approx else math.nan)

    def __rtruediv__(self, y):
        return self._other(y).__truediv__(self)

    def __neg__(self):
        return Sized(self.size, self.ctx, -self.approx)

    def __pos__(self):
        return self

    def __abs__(self):
        return Sized(self.size, self.ctx, abs(self.approx))

    def __pow__(self, n):
        if isinstance(n, int) and n == 2:
            return self * self
        if isinstance(n, (int, float)) and n == 0.5:
            return self.ctx.sqrt(self)
        if isinstance(n, int) and n >= 0:
            return Sized(self.size ** n, self.ctx, self.approx ** n)
        raise TypeError(f"model context: power {n!r} is not modelled")

    def _value(self, *_):
        self.ctx.asked = True  # kept even if the check catches the exception
        raise ValueAsked("a check asked the value of a number of the sizes-only model")

    __float__ = __int__ = __lt__ = __le__ = __gt__ = __ge__ = __repr__ = _value


class SizeModel(Context):
    """The sizes of ``ModelContext(name)`` without its balls, for ``suite.evaluate``'s natural size of an
    equation: each operation computes ``size`` and ``approx`` exactly as ``Rounded`` does (the same
    functions, the same float64 arithmetic), and nothing else, so a check that never asks a value gets
    the very sizes of the full model at a fraction of the cost.  A check that asks one (``float``, a
    comparison, ``ctx.mid``/``ctx.rad``) raises ``ValueAsked`` and sets ``asked``, even when the check
    catches the exception; the caller then runs the full model."""

    exact = False
    vector = False
    kind = None  # its numbers hold the context whose ``asked`` they set: never shared across contexts

    def __init__(self, name: str, convention: Convention | None = None):
        super().__init__(convention)
        compute, store = MODELS[name]
        self.name, self.of = f"model({name})", name
        self.memo_kind = ("sizes", name)  # its frequencies are shared as (size, approx) (numeric.encoding.inv_freq)
        self.u = _unit_roundoff(store or compute)
        self.asked = False  # set when a check asked a value: its sizes must come from the full model

    def num(self, x):
        if type(x) is Sized or isinstance(x, Sized):
            return x
        if isinstance(x, Fraction):
            return self.num(x.numerator) / self.num(x.denominator)
        v = _plain_value(x)
        return Sized(abs(v), self, v)

    def _apply(self, name, x):
        x = self.num(x)
        if name == "abs":
            return abs(x)
        value = _math(name, x.approx)
        return Sized(_function_size(name, value, x.size), self, value)

    def _pi(self):
        return self.num(float(np.pi))

    @staticmethod
    def freeze(x: Sized) -> tuple:
        """A number as plain data (its size and approx), to be shared between contexts of the same model."""
        return x.size, x.approx

    def thaw(self, data: tuple) -> Sized:
        """The number ``freeze`` took ``data`` from, as a number of this context."""
        return Sized(data[0], self, data[1])

    def fsum(self, xs):
        xs = [self.num(x) for x in xs]
        if not xs:
            return self.num(0)
        if len(xs) == 1:
            return xs[0]
        approx = math.fsum(x.approx for x in xs) if all(math.isfinite(x.approx) for x in xs) else math.nan
        return Sized(_sum_size(xs), self, approx)

    def mid(self, x):
        self.asked = True
        raise ValueAsked("a check asked ctx.mid of the sizes-only model")

    rad = mid


def _unit_roundoff(name: str) -> float:
    import ml_dtypes

    dtype = _dtype(name)
    fi = ml_dtypes.finfo(dtype) if name == "bfloat16" else np.finfo(dtype)
    return 2.0 ** (-(int(fi.nmant) + 1))


def equation_size(lhs: float, rhs: float) -> float:
    """The size of an equation lhs = rhs: it compares two quantities, so the smaller of their sizes
    (what is compared), or the nonzero one when a side is the constant 0."""
    if lhs > 0 and rhs > 0:
        return min(lhs, rhs)
    return max(lhs, rhs)


# The accuracy that matters (issue 11): a float result has lost an equation's property when its two
# sides differ by more than this fraction of the quantity's natural size (``Rounded.size``); an
# inequality is lost when the float comparison decides the other way (its margin is the size).
LOSS_FRACTION = 0.01
