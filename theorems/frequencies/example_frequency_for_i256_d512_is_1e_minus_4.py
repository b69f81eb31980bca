import sympy as sp

from suite import Claim, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"The example's arithmetic holds: $1/10000^{2 \cdot 256/512} = 10^{-4}$ and $10^{-4} \cdot 1001 = 0.1001$, "
          r"$10^{-4} \cdot 1000 = 0.1000$",
    statement=r"The denominator of $\text{pos}/10000^{2i/d_{\text{model}}}$ at the example's $i = 256$, "
              r"$d_{\text{model}} = 512$ is $10000^{2 \cdot 256/512} = 10000^1 = 10000$; its reciprocal $1/10000^1 = "
              r"10^{-4}$ is the frequency that multiplies $\text{pos}$; $10^{-4} \cdot 1001 = 0.1001$ and $10^{-4} "
              r"\cdot 1000 = 0.1000$, so $\Delta = \sin(10^{-4} \cdot 1001) - \sin(10^{-4} \cdot 1000) = \sin(0.1001) "
              r"- \sin(0.1000)$. (The document calls $10^{-4}$ the denominator: "
              r"not_example_denominator_for_i256_d512_is_1e_minus_4; $i = 256$ itself is outside $0, \dots, 255$: "
              r"not_pair_index_256_is_valid_for_d512.)",
    hypotheses=r"the example's values $d_{\text{model}} = 512$, $i = 256$, positions 1000 and 1001",
    expect="proved",
    sources=[
        Source(DOC2, "§二 example", r"所以分母为$\frac{1}{10000^1} = 10^{-4}$", fidelity="partial",
               part="the arithmetic $1/10000^1 = 10^{-4}$ (what is called 分母 here is refuted in "
                    "not_example_denominator_for_i256_d512_is_1e_minus_4)"),
        Source(DOC2, "§二 example", "考虑两个位置：pos = 1000 和 pos = 1001，计算两者编码差值", role="defines"),
        Source(DOC2, "§二 example", r"\Delta = \sin(10^{-4} \cdot 1001) - \sin(10^{-4} \cdot 1000)"),
        Source(DOC2, "§二 example", r"\Delta = \sin(0.1001) - \sin(0.1000)"),
    ],
    sharp='exact arithmetic.',
)


@claim.proof
def proof(pf):
    pf.eq("2·256/512 = 1", sp.Rational(2 * 256, 512), 1)
    pf.eq("the denominator 10000^(2·256/512) = 10000", sp.Integer(10000) ** sp.Rational(2 * 256, 512), 10000)
    pf.eq("1/10000^1 = 10⁻⁴", 1 / sp.Integer(10000) ** 1, sp.Rational(1, 10**4))
    pf.eq("10⁻⁴·1001 = 0.1001", sp.Rational(1, 10**4) * 1001, sp.Rational("0.1001"))
    pf.eq("10⁻⁴·1000 = 0.1000", sp.Rational(1, 10**4) * 1000, sp.Rational("0.1000"))
    pf.eq("Δ with the phases written out",
          sp.sin(sp.Rational(1, 10**4) * 1001) - sp.sin(sp.Rational(1, 10**4) * 1000),
          sp.sin(sp.Rational("0.1001")) - sp.sin(sp.Rational("0.1000")))
