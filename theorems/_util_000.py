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


def equal_sines_steps(pf, sin_zero_name="solveset(sin y = 0) = {2n*pi} U {2n*pi + pi} = pi*Z",
                      cos_zero_name="solveset(cos y = 0) = {2n*pi + pi/2} U {2n*pi + 3pi/2} = pi/2 + pi*Z"):
    """The lemma sin a = sin b <=> (a - b)/2 in pi Z or (a + b)/2 in pi/2 + pi Z, as proof steps:
    the sum-to-product identity and the zero sets of sin and cos (SymPy's solveset)."""
    a, b, y = sp.symbols("a b y", real=True)
    n = sp.Symbol("n")
    pf.eq("sin a - sin b = 2 cos((a+b)/2) sin((a-b)/2)", sp.sin(a) - sp.sin(b),
          2 * sp.cos((a + b) / 2) * sp.sin((a - b) / 2))
    pf.exhaust(sin_zero_name, [y], lambda v: solveset_is(
        sp.sin(v), v, sp.Union(sp.ImageSet(sp.Lambda(n, 2 * n * sp.pi), sp.S.Integers),
                               sp.ImageSet(sp.Lambda(n, 2 * n * sp.pi + sp.pi), sp.S.Integers))))
    pf.exhaust(cos_zero_name, [y], lambda v: solveset_is(
        sp.cos(v), v, sp.Union(sp.ImageSet(sp.Lambda(n, 2 * n * sp.pi + sp.pi / 2), sp.S.Integers),
                               sp.ImageSet(sp.Lambda(n, 2 * n * sp.pi + 3 * sp.pi / 2), sp.S.Integers))))


def exact_code(i, d=8, base=10000):
    """p_i of (6.1.1) exactly, as a SymPy column: entries sin(i/base^(2m/d)), cos(i/base^(2m/d))."""
    out = []
    for m in range(d // 2):
        ph = sp.Integer(i) / sp.Integer(base) ** sp.Rational(2 * m, d)
        out += [sp.sin(ph), sp.cos(ph)]
    return sp.Matrix(out)
