"""The Vandermonde argument for d consecutive codes, as proof steps."""
from __future__ import annotations

import sympy as sp

from theorems._lemmas.trig import chord


def vandermonde_steps(pf):
    """Proof steps shared by the claims on d consecutive codes: each (sin, cos) pair is a fixed invertible mix of
    e^{+-i t}, the Vandermonde determinant is the product of node differences (3 x 3 shown), and
    |e^{ia} - e^{ib}|^2 = 4 sin^2((a - b)/2) (the chord lemma)."""
    t = sp.Symbol("t", real=True)
    I = sp.I
    B = sp.Matrix([[1 / (2 * I), sp.Rational(1, 2)], [-1 / (2 * I), sp.Rational(1, 2)]])
    pf.eq("(sin t, cos t) = (e^{it}, e^{-it}) B: each (sin, cos) pair is a fixed invertible mix of e^{+-i t}",
          sp.Matrix([[sp.exp(I * t), sp.exp(-I * t)]]) * B, sp.Matrix([[sp.sin(t), sp.cos(t)]]))
    pf.eq("det B = -i/2 (B invertible)", B.det(), -I / 2)
    z = sp.symbols("z0:3")
    V = sp.Matrix(3, 3, lambda r, c: z[c] ** r)
    pf.eq("3x3 Vandermonde determinant = prod_{a<b} (z_b - z_a)", V.det(),
          (z[1] - z[0]) * (z[2] - z[0]) * (z[2] - z[1]))
    a, b = sp.symbols("a b", real=True)
    chord(pf, a, b, "|e^{ia} - e^{ib}|^2 = 4 sin^2((a-b)/2)")
