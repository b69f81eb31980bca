import sympy as sp

from suite import Claim, Source

DOC = '000_da7a9c08a271989b.txt'

claim = Claim(
    title=r"Step (6.1.6): from $\sin a = \sin b$ ($\sin$ being injective on $[0, \pi/2]$) it follows that $a = b$ or $a = \pi - b$ "
          r"(invalid: the $2\pi k$ is dropped and the phases are not in $[0, \pi/2]$)",
    statement=r"The inference as argued: $\sin$ is injective on $[0, \pi/2]$; hence $\sin a = \sin b$ implies $a = b$ or $a = \pi - b$, "
              r"applied to the phases $a = i/10000^{2m/d}$, $b = j/10000^{2m/d}$. Counterexample to the step: $a = 0$, $b = 2\pi$ "
              r"($\sin a = \sin b$, yet neither alternative holds); at real positions the whole argument fails ($d = 8$: "
              r"$p_0 = p_{2000\pi}$).",
    hypotheses=r"$a, b$ real: the step uses no property of the phases beyond $\sin a = \sin b$ (not that $i, j$ are integers)",
    expect="refuted",
    error_kind="wrong reasoning step",
    survives=r"yes: for the document's integer positions the conclusion (6.1.6), and the uniqueness $p_i \ne p_j$ it serves, "
             "are true (equal_sines_of_integer_positions_force_equal_positions, integer_positions_never_share_a_code), "
             r"but only because positions are integers and $\pi$ is transcendental, which the argument never uses.",
    wrong=r"Injectivity of $\sin$ on $[0, \pi/2]$ does not apply: the phases $i/10000^{2m/d}$ range over all of $[0, \infty)$. "
          r"From $\sin a = \sin b$ one only gets $a = b + 2\pi k$ or $a = \pi - b + 2\pi k$ ($k$ integer): $a = 0$, $b = 2\pi$ has "
          r"$\sin a = \sin b$ but $(a - b)(a - (\pi - b)) = -2\pi^2 \ne 0$. The argument never uses that the positions are "
          r"integers, and for real positions its conclusion is false ($d = 8$: $p_0 = p_{2000\pi}$). For integer positions "
          r"(6.1.6) does hold, but for another reason ($\pi$ is transcendental).",
    correction="equal_sines_iff_phases_agree_or_are_supplementary_mod_2pi",
    sources=[
        Source(DOC, "(6.1.6), sentence before it", r"因此，由正弦等式可得", aspect="reasoning"),
        Source(DOC, "(6.1.6)", r"\frac{i}{10000^{2m/d_{\text{model}}}} = \frac{j}{10000^{2m/d_{\text{model}}}} \quad \text{or} \quad \frac{i}{10000^{2m/d_{\text{model}}}} = \pi - \frac{j}{10000^{2m/d_{\text{model}}}} \tag{6.1.6}",
               aspect="reasoning"),
    ],
    sharp='exact counterexample.',
    notes=r'''Statement (document, before and at (6.1.6)): $\sin$ and $\cos$ are injective on $[0, \pi/2]$; 因此，由正弦等式可得 $i/10000^{2m/d} = j/10000^{2m/d}$ or $i/10000^{2m/d} = \pi - j/10000^{2m/d}$. Why the step fails: the phases $a = i/10000^{2m/d}$, $b = j/10000^{2m/d}$ are not confined to $[0, \pi/2]$ (nor to $[-\pi/2, \pi/2]$, where $\sin$ is injective), so injectivity there says nothing about them, and the rule "$\sin a = \sin b \Rightarrow a = b$ or $a = \pi - b$" is false: $\sin 0 = \sin(2\pi)$ with $0 \ne 2\pi$ and $0 \ne \pi - 2\pi$. The correct consequence keeps the $2\pi k$: $a = b + 2\pi k$ or $a = \pi - b + 2\pi k$ (equal_sines_iff_phases_agree_or_are_supplementary_mod_2pi). The argument never uses that positions are integers, and for real positions its conclusion is false: for $d = 8$ ($\omega_m = 10^{-m}$) the real position $2000\pi$ has the same code as 0 (phases $2000\pi$, $200\pi$, $20\pi$, $2\pi$). (For integer positions (6.1.6) happens to hold, for another reason: equal_sines_of_integer_positions_force_equal_positions.)''',
)


@claim.proof
def proof(pf):
    a, b = sp.symbols("a b", real=True)
    pf.eq("premise holds: sin 0 = sin(2*pi)", sp.sin(0), sp.sin(2 * sp.pi))
    pf.refute("conclusion as argued, (a - b)(a - (pi - b)) = 0, fails", (a - b) * (a - (sp.pi - b)), 0,
              at={a: 0, b: 2 * sp.pi})
    # the same gap for the encoding itself at real positions: d = 8, w_m = 10^-m, i = 0, j = 2000*pi
    j = 2000 * sp.pi
    pf.exhaust("d = 8: every pair of p_{2000*pi} equals that of p_0 (phases 2000pi, 200pi, 20pi, 2pi)", range(4),
               lambda m: sp.simplify(sp.sin(j / 10 ** m)) == 0 and sp.simplify(sp.cos(j / 10 ** m)) == 1)
