import sympy as sp

from suite import Claim, Source

DOC2 = '002_3d0c6d33c4aad084.txt'

claim = Claim(
    title=r"Refuted: the example's denominator $10000^{2 \cdot 256/512}$ is $1/10000^1 = 10^{-4}$ — it is 10000; "
          r"$10^{-4}$ is its reciprocal",
    statement=r"The example says '所以分母为 $1/10000^1 = 10^{-4}$': the denominator $10000^{2i/d_{\text{model}}}$ of "
              r"$\text{pos}/10000^{2i/d_{\text{model}}}$ at $i = 256$, $d_{\text{model}} = 512$ equals $10^{-4}$. In "
              r"fact $10000^{2 \cdot 256/512} = 10000^1 = 10000$; $10^{-4}$ is its reciprocal, the frequency that "
              r"multiplies $\text{pos}$ (as the next line, $\sin(10^{-4} \cdot 1001)$, correctly uses it).",
    hypotheses=r"the document's formula $\text{pos}/10000^{2i/d_{\text{model}}}$; the example's $i = 256$, "
               r"$d_{\text{model}} = 512$",
    expect="refuted",
    wrong=r"The denominator of $\text{pos}/10000^{2i/d_{\text{model}}}$ at $i = 256$, $d_{\text{model}} = 512$ is "
          r"$10000^{2 \cdot 256/512} = 10000^1 = 10000$, not $1/10000^1 = 10^{-4}$: the document gives the reciprocal "
          r"of the denominator (the frequency) the name 分母.",
    error_kind="notation slip",
    symbol="分母",
    survives=r"yes: the computation that follows multiplies $\text{pos}$ by $10^{-4} = 1/10000$, which is the right "
             r"frequency for the example's (out-of-range) $i = 256$; only the name 分母 is wrong",
    correction="example_frequency_for_i256_d512_is_1e_minus_4",
    sources=[Source(DOC2, "§二 example", r"所以分母为$\frac{1}{10000^1} = 10^{-4}$")],
    sharp='exact.',
    notes=r'Statement (document 002, §二 example): "所以分母为 $1/10000^1 = 10^{-4}$", i.e. the denominator '
          r"$10000^{2i/d_{\text{model}}}$ of the phase $\text{pos}/10000^{2i/d_{\text{model}}}$ equals $10^{-4}$ at "
          r"$i = 256$, $d_{\text{model}} = 512$. Refutation: $10000^{2 \cdot 256/512} = 10000^1 = 10000$, not "
          r"$10^{-4}$; $10^{-4} = 1/10000$ is the reciprocal of the denominator (the frequency that multiplies "
          r"$\text{pos}$). The "
          r"document's next line uses $10^{-4}$ as that multiplier, $\sin(10^{-4} \cdot 1001)$, which is right.",
)


@claim.proof
def proof(pf):
    den = sp.Integer(10000) ** sp.Rational(2 * 256, 512)
    pf.eq("the denominator 10000^(2·256/512) = 10000^1 = 10000", den, 10000)
    pf.refute("claimed: the denominator equals 1/10000^1 = 10⁻⁴", den, 1 / sp.Integer(10000) ** 1)
    pf.eq("10⁻⁴ is the reciprocal of the denominator (the frequency)", 1 / den, sp.Rational(1, 10**4))
