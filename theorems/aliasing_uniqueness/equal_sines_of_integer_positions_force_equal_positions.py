import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Lt, Source
from suite.domains import dims, positions
from theorems._lemmas.trig import equal_sines_steps

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"For integer positions, equal sines $\sin(i \omega_m) = \sin(j \omega_m)$ force $i = j$, so (6.1.6) holds",
    statement=r"For integers $i, j \ge 0$, $d_{\text{model}}$ even and $0 \le m \le d_{\text{model}}/2 - 1$ ($\omega_m = 10000^{-2m/d_{\text{model}}}$): "
              r"$\sin(i \omega_m) = \sin(j \omega_m)$ implies $i = j$; hence $i/10000^{2m/d} = j/10000^{2m/d}$ or "
              r"$i/10000^{2m/d} = \pi - j/10000^{2m/d}$ (6.1.6) holds whenever its premise does. Equivalently, for $i \ne j$ "
              r"the sines differ: $(\sin(i \omega_m) - \sin(j \omega_m))^2 > 0$.",
    hypotheses=r"$i, j$ integers $\ge 0$; $d_{\text{model}}$ even $\ge 2$; $0 \le m \le d_{\text{model}}/2 - 1$; base 10000",
    expect="proved",
    sources=[
        Source(DOC, "(6.1.6)", r"\frac{i}{10000^{2m/d_{\text{model}}}} = \frac{j}{10000^{2m/d_{\text{model}}}} \quad \text{or} \quad \frac{i}{10000^{2m/d_{\text{model}}}} = \pi - \frac{j}{10000^{2m/d_{\text{model}}}} \tag{6.1.6}"),
    ],
    domain={"d": dims(), "k": st.integers(0, 4095), "i": positions(), "gap": st.integers(1, 10**6)},
    examples=[{"d": 2, "k": 0, "i": 0, "gap": 355}, {"d": 8, "k": 0, "i": 1, "gap": 1},
              {"d": 512, "k": 255, "i": 0, "gap": 710}],
    equivalent_mutants={"sign": "sin -> -sin leaves (sin a - sin b)^2 unchanged",
                        "swap": "the swapped statement (cos(i w) - cos((i + gap) w))^2 > 0 is true too: cos a = cos b "
                                "iff a - b or a + b is in 2 pi Z, and here a - b = -gap w and a + b = (2i + gap) w are "
                                "nonzero (gap >= 1, i >= 0, w > 0) algebraic numbers (w = 10000^(-2m/d)), while "
                                "2 pi k is 0 (k = 0) or transcendental (k != 0, Lindemann)"},
    sharp=r'for real positions it fails ($\sin 0 = \sin(2\pi)$).',
    notes=r'Proof: $\sin a - \sin b = 2 \cos((a+b)/2) \sin((a-b)/2)$, so equal sines give $(i - j) \omega_m = 2\pi k$ or $(i + j) \omega_m = (2k + 1) \pi$ for an integer $k$. $\omega_m = 10000^{-2m/d}$ is algebraic and $i \pm j$ is an integer, so with $k \ne 0$ (first case) or in the second case $\pi$ would be algebraic; $\pi$ is transcendental (Lindemann). Hence $k = 0$ in the first case, i.e. $i = j$. The step the document takes to reach (6.1.6) is not valid (not_equal_sines_force_equal_or_supplementary_phases): this claim is the conclusion, reached by another route (integrality of positions, transcendence of $\pi$).',
)


@claim.proof
def proof(pf):
    equal_sines_steps(pf, "sin y = 0 iff y in pi Z: (a - b)/2 = pi k, i.e. (i - j) omega_m = 2 pi k",
                      "cos y = 0 iff y in pi/2 + pi Z: (a + b)/2 = pi/2 + pi k, i.e. (i + j) omega_m = (2k + 1) pi")
    t = sp.Symbol("t", rational=True)
    pf.true("omega_m = 10000^(-2m/d) (a rational power of an integer) is algebraic",
            sp.Eq((sp.Integer(10000) ** t).is_algebraic, True))
    A = sp.Symbol("A", algebraic=True, nonzero=True)  # (i -+ j) omega_m, nonzero unless i = j (first case)
    K = sp.Symbol("K", integer=True, nonzero=True)
    pf.true("first case with k != 0: pi = (i - j) omega_m/(2k) would be algebraic", sp.Eq((A / (2 * K)).is_algebraic, True))
    pf.true("second case: pi = (i + j) omega_m/(2k + 1) would be algebraic", sp.Eq((A / (2 * K + 1)).is_algebraic, True))
    pf.true("but pi is transcendental (Lindemann; SymPy)", sp.Eq(sp.pi.is_algebraic, False))
    ii, jj = sp.symbols("i j", integer=True)
    w = sp.Symbol("w", positive=True)
    pf.exhaust("so k = 0 in the first case: (i - j) omega_m = 0 with omega_m > 0 gives i = j", [w],
               lambda v: sp.solve(sp.Eq((ii - jj) * v, 0), ii) == [jj])


@claim.check
def check(ctx, d, k, i, gap):
    w = inv_freq(ctx, k % (d // 2), d, 10000)
    diff = ctx.sin(ctx.num(i) * w) - ctx.sin(ctx.num(i + gap) * w)
    return Lt(ctx.num(0), diff * diff)
