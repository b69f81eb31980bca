"""The encoding in exact SymPy form: frequencies, codes and the offset dot product, and the lemma that
the frequencies decrease with the pair index."""
from __future__ import annotations

import sympy as sp


def freq_sym(m, d, base=10000):
    """w_m = base^(-2m/d) (the angular frequency of pair m) as a SymPy expression; m and d may be symbols."""
    return sp.Integer(base) ** (-sp.Integer(2) * m / d)


def offset_dot_sym(delta, d, base=10000):
    """f(delta) = sum_m cos(delta w_m) = p_i . p_{i+delta}, exact (delta is made exact by nsimplify)."""
    return sum(sp.cos(sp.nsimplify(delta) * freq_sym(m, d, base)) for m in range(d // 2))


def code_sym(i, d=8, base=10000):
    """p_i of (6.1.1) exactly, as a SymPy column: entries sin(i/base^(2m/d)), cos(i/base^(2m/d))."""
    out = []
    for m in range(d // 2):
        ph = sp.Integer(i) / sp.Integer(base) ** sp.Rational(2 * m, d)
        out += [sp.sin(ph), sp.cos(ph)]
    return sp.Matrix(out)


def frequency_ratio_below_one(pf, d, name=None):
    """w_{m+1}/w_m = 10000^(-2/d) < 1: its logarithm is negative (one SymPy step, d a positive symbol)."""
    return pf.true(name or "w_{m+1}/w_m = 10000^(-2/d) < 1 (log of the ratio is negative)",
                   sp.Lt(sp.log(sp.Integer(10000) ** (-sp.Integer(2) / d)), 0))
