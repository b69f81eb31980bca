import sympy as sp

from suite import Claim, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"$\sin$ and $\cos$ of one frequency are an orthogonal basis ($L^2$ over a period) with unique coefficients",
    statement=r"For $w > 0$, $\int_0^{2\pi/w} \sin(wt)\cos(wt)\, dt = 0$ and $\int \sin^2 = \int \cos^2 = \pi/w$; the coefficients of "
              r"$a \sin(wt) + b \cos(wt)$ are recovered uniquely by projection.",
    hypotheses="$w > 0$; inner product = integral over one period",
    expect="proved",
    sources=[Source(DOC, "§6.1.1, pairing of dimensions", r"正弦和余弦构成了一组正交基，可以唯一表示该频率分量的任意相位")],
    sharp='identities.',
)


@claim.proof
def proof(pf):
    t = sp.Symbol("t", real=True)
    w = sp.Symbol("w", positive=True)
    a, b = sp.symbols("a b", real=True)
    per = (t, 0, 2 * sp.pi / w)
    pf.eq("<sin, cos> = 0", sp.integrate(sp.sin(w * t) * sp.cos(w * t), per), 0)
    pf.eq("<sin, sin> = pi/w", sp.integrate(sp.sin(w * t) ** 2, per), sp.pi / w)
    pf.eq("<cos, cos> = pi/w", sp.integrate(sp.cos(w * t) ** 2, per), sp.pi / w)
    f = a * sp.sin(w * t) + b * sp.cos(w * t)
    pf.eq("a = (w/pi) <f, sin>", w / sp.pi * sp.integrate(f * sp.sin(w * t), per), a)
    pf.eq("b = (w/pi) <f, cos>", w / sp.pi * sp.integrate(f * sp.cos(w * t), per), b)
