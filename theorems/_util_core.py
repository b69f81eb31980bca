"""Helpers shared by the lead's core claims (not a claim module)."""
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


def mean_cos2(ctx, n, t):
    return ctx.fsum(ctx.cos(ctx.num(i) * t) ** 2 for i in range(n)) / ctx.num(n)


def squared_det_over_vandermonde(ctx, det, freqs):
    """det^2 / prod_{a<b} |z_a - z_b|^2 / 2^d for the nodes z = e^{+-i f_m} (|z_a - z_b|^2 = 4 sin^2((a - b)/2)):
    equal to 1 exactly when det^2 is the Vandermonde closed form of the d consecutive codes (so det != 0)."""
    import itertools

    nodes = []
    for f in freqs:
        nodes += [f, -f]
    prod = ctx.num(1)
    for x, y in itertools.combinations(nodes, 2):
        prod = prod * 4 * ctx.sin((x - y) / 2) ** 2
    return det * det / (prod / ctx.num(2 ** len(nodes)))


def vandermonde_steps(pf):
    """Proof steps shared by the claims on d consecutive codes: each (sin, cos) pair is a fixed invertible mix of
    e^{+-i t}, the Vandermonde determinant is the product of node differences (3 x 3 shown), and
    |e^{ia} - e^{ib}|^2 = 4 sin^2((a - b)/2)."""
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
    pf.eq("|e^{ia} - e^{ib}|^2 = 4 sin^2((a-b)/2)", (sp.cos(a) - sp.cos(b)) ** 2 + (sp.sin(a) - sp.sin(b)) ** 2,
          4 * sp.sin((a - b) / 2) ** 2)
