import sympy as sp

from suite import Claim, Source
from theorems._lemmas.trig import cosine_difference, sine_difference

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"$\sin$ and $\cos$ are injective on $[0, \pi/2]$",
    statement=r"For $a, b \in [0, \pi/2]$, $\sin a = \sin b$ or $\cos a = \cos b$ implies $a = b$.",
    hypotheses=r"$a, b \in [0, \pi/2]$",
    expect="proved",
    sources=[Source(DOC, "(6.1.6), sentence before it", r"正弦函数和余弦函数在区间$[0, \pi/2]$上是单射的")],
    sharp='exact.',
)


@claim.proof
def proof(pf):
    a, b, y = sp.symbols("a b y", real=True)
    q = sp.pi
    sine_difference(pf, a, b, "sin a - sin b = 2cos((a+b)/2) sin((a-b)/2)")
    cosine_difference(pf, a, b, "cos a - cos b = -2 sin((a+b)/2) sin((a-b)/2)")
    pf.exhaust("sin y = 0 on [-pi/4, pi/4] only at y = 0 (so a = b)", [y],
               lambda v: sp.solveset(sp.sin(v), v, sp.Interval(-q / 4, q / 4)) == sp.FiniteSet(0))
    pf.exhaust("cos y = 0 on [0, pi/2] only at y = pi/2 (so a = b = pi/2)", [y],
               lambda v: sp.solveset(sp.cos(v), v, sp.Interval(0, q / 2)) == sp.FiniteSet(q / 2))
    pf.exhaust("sin y = 0 on [0, pi/2] only at y = 0 (so a = b = 0)", [y],
               lambda v: sp.solveset(sp.sin(v), v, sp.Interval(0, q / 2)) == sp.FiniteSet(0))
