import sympy as sp

from suite import Claim, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="Refuted (contradicted two lines later): the frequency components have different 'energies' measured by "
          r"amplitude — every component $c_{i,m} = e^{-i\, i/\omega_m}$ has amplitude 1",
    statement=r"With the energy of component $m$ measured by its amplitude, $|c_{i,m}|^2 = \sin^2(i/\omega_m) + \cos^2(i/\omega_m)$: the "
              r"components have different energies, i.e. $|c_{i,m}|^2 \ne |c_{i,0}|^2$ for some $m$ (at some position $i$).",
    hypotheses=r"$c_{i,m} = e^{-i\, i/\omega_m}$ (the document's complex sequence of component $m$), $\omega_m > 0$, real $i$",
    expect="refuted",
    wrong=r"$|c_{i,m}|^2 = \sin^2(i/\omega_m) + \cos^2(i/\omega_m) = 1$ for every $m$ and $i$: by amplitude all components have the same energy, "
          "as the document itself says two sentences later ('由于这是一个单位复指数，其模为1') and after (6.2.10) "
          "('每个频率成分具有相同的能量，振幅为1'). Only the other measure the sentence offers, the variance over a finite "
          r"window of $n$ positions, differs between components ($d = n = 512$: the variance of $\cos(i/\omega_m)$ is 0.49995 at "
          r"$m = 0$, 0.43334 at $m = 128$, $1.76 \cdot 10^{-7}$ at $m = 255$; the mean of $\cos^2$, the (6.2.10) mean power, is 0.49996, "
          "0.46528, 0.99906) — and under that measure the later 'same energy' is the false one.",
    error_kind="false general statement",
    survives="partly: measured by the variance (or the mean power) over a finite window the components do differ; "
             "measured by amplitude, "
             "the measure of the document's next sentences, they are all equal",
    correction="pair_energy_is_exactly_one",
    sources=[Source(DOC, "§6.2.2, before (6.2.10)", "位置编码的各频率成分具有不同的\"能量\"——可以用振幅或方差来度量",
                    fidelity="partial", part="measured by amplitude (the measure of the next sentence and of the text "
                                             "after (6.2.10)); by the finite-window variance the components do differ")],
    sharp="exact.",
)


@claim.proof
def proof(pf):
    i = sp.Symbol("i", real=True)
    w = sp.Symbol("omega_m", positive=True)
    energy = sp.Abs(sp.exp(-sp.I * i / w)) ** 2
    pf.eq("|c_{i,m}|² = |e^{−i i/ω_m}|² = 1 for every m and real i", energy, 1)
    differs = sp.Integer(1) if sp.simplify(energy - sp.Abs(sp.exp(-sp.I * i)) ** 2) != 0 else sp.Integer(0)
    pf.refute("claimed: component m's amplitude energy differs from component 0's (indicator 1); SymPy: "
              "|c_{i,m}|² − |c_{i,0}|² = 1 − 1 = 0 (indicator 0)", differs, 1)
