"""Helpers shared by the claims written for 000_da7a9c08a271989b.txt (suffix 000)."""
from __future__ import annotations

from fractions import Fraction

import sympy as sp

from numeric.encoding import inv_freq

DOC = "000_da7a9c08a271989b.txt"


from numeric.encoding import freqs  # noqa: E402,F401  (re-exported for the doc-000 claims)
from numeric.encoding import offset_dot as dot_at_offset  # noqa: E402,F401


def w_sym(m, d, base=10000):
    """SymPy w_m = base^(-2m/d) (exact)."""
    return sp.Integer(base) ** (-sp.Rational(2 * m, d))


def f_sym(delta, d, base=10000):
    """SymPy f(delta) = sum_m cos(delta w_m), exact."""
    return sum(sp.cos(sp.nsimplify(delta) * w_sym(m, d, base)) for m in range(d // 2))


def half_unit(decimals=2):
    """Half a unit in the last place of a value rounded to ``decimals`` decimals."""
    return Fraction(1, 2 * 10 ** decimals)


def solveset_is(expr, var, expected):
    """True iff SymPy's solveset(expr = 0) over the reals equals ``expected`` (up to dummies)."""
    got = sp.solveset(expr, var, sp.S.Reals)
    return bool(got == expected or got.dummy_eq(expected))


def matexpr_is_zero(expr):
    """True iff SymPy expands the matrix expression ``expr`` (MatrixSymbols) to a ZeroMatrix."""
    e = sp.expand(expr.doit() if hasattr(expr, "doit") else expr)
    return isinstance(e, sp.ZeroMatrix) or e == 0


def gen_matrix(name, rows, cols):
    """A concrete matrix of independent real symbols name_{r}_{c}."""
    return sp.Matrix(rows, cols, lambda r, c: sp.Symbol(f"{name}_{r}_{c}", real=True))
