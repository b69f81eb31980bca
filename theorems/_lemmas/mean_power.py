"""The mean power of a pair component in closed form, as proof steps."""
from __future__ import annotations

import sympy as sp


def mean_power_closed_form_steps(pf):
    """Proof steps for (1/n) sum_{i=0}^{n-1} cos^2(i t) = 1/2 + sin(n t) cos((n-1) t) / (2 n sin t).

    Returns the SymPy symbols (n, t) and the closed form."""
    t = sp.Symbol("t", real=True)
    n = sp.Symbol("n", integer=True, positive=True)
    x = sp.Symbol("x", real=True)
    pf.eq("cos^2 x = 1/2 + cos(2x)/2", sp.cos(x) ** 2, sp.Rational(1, 2) + sp.cos(2 * x) / 2)
    i = sp.Symbol("i", integer=True)
    pf.eq("telescoping: 2 sin t cos(2 i t) = sin((2i+1)t) - sin((2i-1)t)",
          2 * sp.sin(t) * sp.cos(2 * i * t), sp.sin((2 * i + 1) * t) - sp.sin((2 * i - 1) * t))
    S = lambda k: sp.sin((2 * k - 1) * t) + sp.sin(t)  # claimed value of sum_{i<k} [g(i) - g(i-1)]
    pf.eq("induction base: the empty sum (n = 0) equals sin(-t) + sin t = 0", S(0), 0)
    pf.eq("induction step: S(n+1) - S(n) = sin((2n+1)t) - sin((2n-1)t)",
          S(n + 1) - S(n), sp.sin((2 * n + 1) * t) - sp.sin((2 * n - 1) * t))
    pf.eq("sum to product: sin((2n-1)t) + sin t = 2 sin(n t) cos((n-1) t)", S(n), 2 * sp.sin(n * t) * sp.cos((n - 1) * t))
    closed = sp.Rational(1, 2) + sp.sin(n * t) * sp.cos((n - 1) * t) / (2 * n * sp.sin(t))
    pf.eq("assemble: (1/n)[n/2 + (1/2) * 2 sin(nt) cos((n-1)t) / (2 sin t)] is the closed form",
          (n / 2 + sp.Rational(1, 2) * (2 * sp.sin(n * t) * sp.cos((n - 1) * t)) / (2 * sp.sin(t))) / n, closed)
    pf.eq("sin^2 average = 1 - cos^2 average", 1 - closed,
          sp.Rational(1, 2) - sp.sin(n * t) * sp.cos((n - 1) * t) / (2 * n * sp.sin(t)))
    return n, t, closed
