import sympy as sp

from suite import Claim, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="A component of period 1 distinguishes adjacent positions (false: it takes the same value at every integer position)",
    statement=r"Source (inference): if a component has period 1, the code distinguishes adjacent positions $i$, $i + 1$. "
              r"Checked on the period-1 pair $(\sin 2\pi t, \cos 2\pi t)$ at integer positions.",
    hypotheses=r"integer positions $i$; a $(\sin, \cos)$ component of period 1",
    expect="refuted",
    wrong=r"A $(\sin, \cos)$ pair of period 1 is $(\sin 2\pi t, \cos 2\pi t)$; at integer positions it is constant, $(0, 1)$, so "
          r"$|\sin(2\pi (i+1)) - \sin(2\pi i)| + |\cos(2\pi (i+1)) - \cos(2\pi i)| = 0$: period 1 would make adjacent positions "
          r"INDISTINGUISHABLE. What distinguishes them is that pair 0's true period $2\pi$ is incommensurate with the unit step "
          r"(adjacent difference $2 \sin(1/2) \approx 0.959$).",
    error_kind="wrong reasoning step",
    survives=r"yes: the conclusion holds for the actual pair 0 (period $2\pi$, irrational multiple of the step): distinct "
             "integer positions never share a code.",
    correction="integer_positions_never_share_a_code",
    sources=[Source(DOC, "§6.2.3, range paragraph", r"，周期为1，这意味着编码可以区分相邻位置", aspect="reasoning")],
    sharp='exact refutation.',
    notes=r'Invalid: a component with period 1, $(\sin 2\pi t, \cos 2\pi t)$, takes the SAME value at every integer position ($\sin(2\pi (i + 1)) = \sin(2\pi i)$, $\cos$ likewise), so the premise as stated would make the component unable to tell any two positions apart. The conclusion itself is true for the actual pair 0 (period $2\pi$, incommensurate with the integer step: the adjacent difference is $2 \sin(1/2) \approx 0.959$ and no two integer positions share a code), which is what integer_positions_never_share_a_code proves; the premise is also false (not_component_of_frequency_f_has_period_one_over_f).',
)


@claim.proof
def proof(pf):
    i = sp.Symbol("i", integer=True)
    diff = sp.Abs(sp.sin(2 * sp.pi * (i + 1)) - sp.sin(2 * sp.pi * i)) + sp.Abs(sp.cos(2 * sp.pi * (i + 1)) - sp.cos(2 * sp.pi * i))
    pf.eq("the period-1 pair is the same at i and i + 1 for every integer i", diff, 0)
    pf.refute("claimed: the period-1 pair separates adjacent positions, sign(|difference|) = 1; fails at i = 0",
              sp.sign(diff), 1, at={i: 0})
