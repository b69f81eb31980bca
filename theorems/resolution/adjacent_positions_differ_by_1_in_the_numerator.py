import sympy as sp

from suite import Claim, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"Adjacent positions differ by exactly 1 in the numerator: their phases differ by $\omega_i = 1/10000^{2i/d}$ at "
          r"every $pos$",
    statement=r"For every $pos$, pair index $i$ and even $d = d_{\text{model}}$: the numerators of $pos/10000^{2i/d}$ at adjacent "
              r"positions differ by $(pos + 1) - pos = 1$, so the phases differ by "
              r"$(pos + 1)/10000^{2i/d} - pos/10000^{2i/d} = 1/10000^{2i/d} = \omega_i$, independent of $pos$.",
    hypotheses=r"$d = d_{\text{model}}$ even; $0 \le i \le d/2 - 1$; $pos$ real",
    expect="proved",
    sources=[Source(DOC2, "§二 (explanation)", "两个相邻`pos`位置的差异在分子上仅仅为1")],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    pos = sp.Symbol("pos", real=True)
    i, d = sp.Symbol("i", nonnegative=True), sp.Symbol("d", positive=True)
    den = sp.Integer(10000) ** (2 * i / d)
    pf.eq("numerators of adjacent positions: (pos + 1) − pos = 1", (pos + 1) - pos, 1)
    pf.eq("phases: (pos + 1)/10000^(2i/d) − pos/10000^(2i/d) = 1/10000^(2i/d)", (pos + 1) / den - pos / den, 1 / den)
    pf.eq("the phase difference does not depend on pos", sp.diff((pos + 1) / den - pos / den, pos), 0)
