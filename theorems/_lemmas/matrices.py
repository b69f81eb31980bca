"""Symbolic matrices for the proofs: matrices of independent symbols and zero tests of matrix expressions."""
from __future__ import annotations

import sympy as sp


def gen_matrix(name, rows, cols):
    """A concrete matrix of independent real symbols name_{r}_{c}."""
    return sp.Matrix(rows, cols, lambda r, c: sp.Symbol(f"{name}_{r}_{c}", real=True))


def matexpr_is_zero(expr):
    """True iff SymPy expands the matrix expression ``expr`` (MatrixSymbols) to a ZeroMatrix."""
    e = sp.expand(expr.doit() if hasattr(expr, "doit") else expr)
    return isinstance(e, sp.ZeroMatrix) or e == 0
