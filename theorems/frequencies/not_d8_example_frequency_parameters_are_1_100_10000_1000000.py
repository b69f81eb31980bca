import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from theorems._lemmas.encoding import offset_dot_sym

DOC = '000_da7a9c08a271989b.txt'

STATED = {1: 100, 2: 10000, 3: 1000000}

claim = Claim(
    title=r"$d = 8$ example: $\omega_m = 10000^{2m/4} = 1, 100, 10000, 1000000$, with the codes and $p_0 \cdot p_2 "
          r"\approx 2.58$ that follow (false: $10000^{2m/8} = 1, 10, 100, 1000$ and $p_0 \cdot p_2 = 2.5637$)",
    statement=r"Claimed ($d = 8$): $\omega_m = 10000^{2m/4} = 100, 10000, 1000000$ for $m = 1, 2, 3$; the codes have "
              r"phases $i/10^{2m}$ ($p_1 = [\sin 1, \cos 1, \sin 0.01, \cos 0.01, \sin 0.0001, \dots]$, $p_2$ "
              r"likewise with 2); the dot products are sums of $\cos(\Delta/10^{2m})$ and $p_0 \cdot p_2 \approx "
              r"2.58$. In fact $\omega_m = 10000^{2m/8} = 10^m$, the phases are $i/10^m$ and $p_0 \cdot p_2 = 2.56372 "
              r"\approx 2.56$.",
    hypotheses=r"$d = 8$, base 10000; $\omega_m = 10000^{2m/d_{\text{model}}}$ (the period parameter the document "
               r"uses from (6.1.8) on)",
    expect="refuted",
    error_kind="wrong number",
    survives=r"yes: the conclusions the example illustrates still hold with the right numbers: the dot product "
             r"depends only on the offset ($p_0 \cdot p_1 = p_1 \cdot p_2 = 3.53526$), it decreases $4 > 3.535 > "
             r"2.564$ over offsets 0, 1, 2, and the high pairs $m = 2, 3$ stay near $(0, 1)$; the printed 3.54 is "
             r"even right ($\cos 0.1 = 0.995$ rounds to 1.00). Only the parameters, the phases and 2.58 (true value "
             r"2.56) are wrong.",
    wrong=r"For $d = 8$, $\omega_m = 10000^{2m/d} = 10000^{m/4} = 10^m$: $\omega_1 = 10000^{2/8} = 10$ (not "
          r"$10000^{2/4} = 100$), $\omega_2 = 100$ (not 10000), $\omega_3 = 1000$ (not 1000000); the exponents $2/4$, "
          r"$4/4$, $6/4$ are $2m/(d/2)$ instead of $2m/d$. Consequently the phases of position $i$ are $i$, $i/10$, "
          r"$i/100$, $i/1000$: $p_1 = [\sin 1, \cos 1, \sin 0.1, \cos 0.1, \sin 0.01, \cos 0.01, \sin 0.001, \cos "
          r"0.001]$ ($p_{1,2} = \sin 0.1 \approx 0.0998$, not $\sin 0.01 \approx 0.0100$), $p_2$ has phases 2, 0.2, "
          r"0.02, 0.002, and $p_0 \cdot p_2 = \cos 2 + \cos 0.2 + \cos 0.02 + \cos 0.002 = -0.41615 + 0.98007 + "
          r"0.99980 + 1.00000 = 2.56372$, which rounds to 2.56; the document's 2.58 ($\cos 0.2$ printed as 1.00) "
          r"comes from the wrong parameters.",
    correction="d8_frequency_parameters_are_1_10_100_1000",
    sources=[
        Source(DOC, "§6.1.4, d = 8 frequencies", r"$\omega_1 = 10000^{2/4} = 100$"),
        Source(DOC, "§6.1.4, d = 8 frequencies", r"$\omega_2 = 10000^{4/4} = 10000$"),
        Source(DOC, "§6.1.4, d = 8 frequencies", r"$\omega_3 = 10000^{6/4} = 1000000$"),
        Source(DOC, "§6.1.4, d = 8 frequencies (m = 1)", r"$\sin(i/100)$和$\cos(i/100)$"),
        Source(DOC, "§6.1.4, d = 8 frequencies (m = 2)", r"$\sin(i/10000)$和$\cos(i/10000)$"),
        Source(DOC, "§6.1.4, d = 8 frequencies (m = 3)", r"$\sin(i/1000000)$和$\cos(i/1000000)$"),
        Source(DOC, "§6.1.4, codes of positions 1, 2", r"$p_1 = [\sin(1), \cos(1), \sin(0.01), \cos(0.01), \sin(0.0001), \cos(0.0001), \sin(0.000001), \cos(0.000001)]$"),
        Source(DOC, "§6.1.4, codes of positions 1, 2", r"$p_2 = [\sin(2), \cos(2), \sin(0.02), \cos(0.02), \sin(0.0002), \cos(0.0002), \sin(0.000002), \cos(0.000002)]$"),
        Source(DOC, "(6.1.17), (6.1.19) middle line", r"\approx \cos(1) + \cos(0.01) + \cos(0.0001) + \cos(0.000001)"),
        Source(DOC, "(6.1.18) middle line", r"\approx \cos(2) + \cos(0.02) + \cos(0.0002) + \cos(0.000002)"),
        Source(DOC, "(6.1.18)", r"-0.42 + 1.00 + 1.00 + 1.00 = 2.58 \tag{6.1.18}"),
        Source(DOC, "§6.1.4, after (6.1.19)", r"再到位置差2时的约2.58"),
    ],
    domain={"m": st.sampled_from([1, 2, 3])},
    examples=[{"m": 1}],
    sharp='exact.',
    notes=r"Statement (document, §6.1.4): $\omega_1 = 10000^{2/4} = 100$, $\omega_2 = 10000^{4/4} = 10000$, $\omega_3 "
          r"= 10000^{6/4} = 1000000$; hence $p_1 = [\sin 1, \cos 1, \sin 0.01, \cos 0.01, \sin 0.0001, \dots]$, $p_2 "
          r"= [\sin 2, \cos 2, \sin 0.02, \dots]$, $p_0 \cdot p_1 \approx \cos 1 + \cos 0.01 + \cos 0.0001 + \cos "
          r"0.000001$, $p_0 \cdot p_2 \approx \cos 2 + \cos 0.02 + \dots \approx 2.58$. Fact: with $d = 8$, $2m/d = "
          r"m/4$, so $\omega_m = 10000^{m/4} = 10^m$: 1, 10, 100, 1000. The document used the exponent $2m/(d/2)$. "
          r"The phases of position $i$ are $i$, $i/10$, $i/100$, $i/1000$ (not $i/10^{2m}$), and $p_0 \cdot p_2 = "
          r"\cos 2 + \cos 0.2 + \cos 0.02 + \cos 0.002 = 2.56372$, which rounds to 2.56 ($\cos 0.2 = 0.980$, not "
          r"1.00).",
)


@claim.proof
def proof(pf):
    pf.refute("omega_1: 10000^(2*1/8) = 100 fails (it is 10)", sp.Integer(10000) ** sp.Rational(2, 8), 100, at={})
    pf.refute("p_{1,2} = sin(1/omega_1) = sin(1/10), not the stated sin(0.01)",
              sp.sin(1 * sp.Integer(10000) ** sp.Rational(-2, 8)), sp.sin(sp.Rational(1, 100)), at={})
    pf.refute("p_0.p_2 = sum_m cos(2/10^m) rounded to two decimals is 2.56, not the stated 2.58",
              sp.floor(100 * offset_dot_sym(2, 8) + sp.Rational(1, 2)) / 100, sp.Rational("2.58"), at={})


@claim.check
def check(ctx, m):
    return Eq(1 / inv_freq(ctx, m, 8, 10000), ctx.num(STATED[m]))
