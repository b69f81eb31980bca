from hypothesis import strategies as st

from numeric.encoding import inv_freq
from numeric.mean_power import mean_cos2
from suite import Claim, Le, Source
from suite.domains import bases, dims
from theorems._lemmas.mean_power import mean_power_closed_form_steps
import sympy as sp

D3 = "003_765fa61f779baf3a.txt"

claim = Claim(
    title=r"The per-component mean power is $1/2$ only in the limit $n \to \infty$, within $1/(2 n |\sin f_m|)$, $f_m = 1/w_m$",
    statement=r"With $f = f_m = 1/w_m = \text{base}^{-2m/d}$: $(1/n) \sum_{i=0}^{n-1} \cos^2(i f) = 1/2 + \sin(n f) \cos((n-1) f)/(2 n \sin f)$, "
              r"hence $|(1/n) \sum \cos^2(i f) - 1/2| \le 1/(2 n |\sin f|) \to 0$; the equalities of (6.2.10) hold for finite $n$ only "
              r"when $\sin(n f) \cos((n-1) f) = 0$.",
    hypotheses=r"$n \ge 1$ integer; $f = f_m = 1/w_m = \text{base}^{-2m/d} \in (0, 1]$",
    expect="approximate",
    kind="approximate",
    bound=r"$1/2$ is the limit $n \to \infty$ only: $|\text{mean} - 1/2| \le 1/(2 n |\sin f_m|)$ with $f_m = 1/w_m = 10000^{-2m/d}$ (the "
          r"frequency, not the period parameter $w_m$); for the low-frequency pairs and realistic $n$ the bound is vacuous and "
          "the means are far from $1/2$ ($d = n = 512$, $m = 255$: 0.999; evidence table)",
    sharp=r"the closed form is exact; the bound is never attained: for $f \in (0, 1]$, $\sin(n f) \cos((n-1) f) = "
          r"[\sin((2n-1) f) + \sin f]/2 \in [(\sin f - 1)/2, (1 + \sin f)/2]$, so $|\text{mean} - 1/2| \le "
          r"(1 + \sin f)/(4 n \sin f)$, at most $(1 + \sin 1)/2 \approx 0.92$ times the bound; this sharper constant is "
          r"approached, not attained, along the $n$ with $(2n-1) f$ near $\pi/2 \bmod 2\pi$ when $f/\pi$ is irrational "
          r"(every $f = \text{base}^{-2m/d}$ with an integer base: $f$ is algebraic, $\pi$ transcendental); for $f$ a "
          r"rational multiple of $\pi$ it can be attained ($f = \pi/6$, $n = 2$: mean $0.875$, $|0.875 - 1/2| = 0.375 = "
          r"(1 + \sin f)/(4 n \sin f)$)",
    sources=[
        Source('003_765fa61f779baf3a.txt', '(6.2.10)', '\\frac{1}{n} \\sum_{i=0}^{n-1} \\cos^2\\left(\\frac{i}{\\omega_m}\\right) = \\frac{1}{n} \\sum_{i=0}^{n-1} \\sin^2\\left(\\frac{i}{\\omega_m}\\right) = \\frac{1}{2} \\tag{6.2.10}', role="corrects"),
    ],
    domain={"d": dims(hi=512), "m": st.integers(0, 255), "n": st.integers(1, 1500), "base": bases()},
    examples=[{"d": 512, "m": 255, "n": 512, "base": 10000}, {"d": 8, "m": 0, "n": 1, "base": 10000}],
    equivalent_mutants={
        "off-by-one": 'with the last term dropped, (1/n) sum_{i<n-1} cos^2(i f) - 1/2 = (sin((2n-3) f) - sin f)/(4 n sin f) (closed form for n - 1 terms), whose modulus is <= (1 + sin f)/(4 n sin f) <= 1/(2 n sin f) for 0 < f <= 1: the mutated statement is true',
    },

    notes="The finite-$n$ equality that (6.2.10) states is refuted in not_mean_power_of_every_pair_is_exactly_one_half.",
)


@claim.proof
def proof(pf):
    n, t, closed = mean_power_closed_form_steps(pf)
    a, b = sp.symbols("a b", real=True)
    pf.eq("1 - sin^2 a cos^2 b = cos^2 a + sin^2 a sin^2 b",
          1 - sp.sin(a) ** 2 * sp.cos(b) ** 2, sp.cos(a) ** 2 + sp.sin(a) ** 2 * sp.sin(b) ** 2)
    pf.true("cos^2 a + sin^2 a sin^2 b >= 0, hence |sin(n t) cos((n-1) t)| <= 1 and |mean - 1/2| <= 1/(2 n |sin t|)",
            sp.Ge(sp.cos(a) ** 2 + sp.sin(a) ** 2 * sp.sin(b) ** 2, 0))


@claim.check
def check(ctx, d, m, n, base):
    t = inv_freq(ctx, min(m, d // 2 - 1), d, base)
    return Le(ctx.abs(mean_cos2(ctx, n, t) - ctx.num(1) / 2), ctx.num(1) / (2 * ctx.num(n) * ctx.abs(ctx.sin(t))))


@claim.evidence
def evidence():
    from numeric.contexts import reference_context

    ctx = reference_context(128).activate()
    rows = []
    for d, m, n in ((512, 255, 512), (512, 255, 10000), (512, 0, 512), (8, 3, 100)):
        t = inv_freq(ctx, m, d, 10000)
        c2 = mean_cos2(ctx, n, t)
        rows.append((f"d={d}, m={m}, n={n}: (1/n) sum cos^2 , (1/n) sum sin^2",
                     f"{ctx.mid(c2):.6f}, {1 - ctx.mid(c2):.6f} (bound on |mean-1/2|: "
                     f"{ctx.mid(ctx.num(1) / (2 * n * ctx.sin(t))):.4g})"))
    return rows
