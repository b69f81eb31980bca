import sympy as sp
from hypothesis import strategies as st

from numeric.complex import cexp
from numeric.encoding import code, inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="The code, as a function of the position, is a superposition of sinusoids at the $d/2$ frequencies $f_m$",
    statement=r"$p_{i,2m} = \sin(i f_m) = (e^{i f_m i} - e^{-i f_m i})/(2i)$ and $p_{i,2m+1} = \cos(i f_m) = (e^{i f_m i} + e^{-i f_m i})/2$, "
              r"so $p_i = \sum_m [\sin(i f_m) e_{2m} + \cos(i f_m) e_{2m+1}]$ contains only the frequencies $\pm f_m$, $m = 0, \dots, d/2-1$.",
    hypotheses=r"$(p_{i,2m}, p_{i,2m+1}) = (\sin(i f_m), \cos(i f_m))$; $f_m = 10000^{-2m/d}$; real positions",
    expect="proved",
    sources=[
        Source(DOC, "§6.2.6, duality paragraph", r"从频率域看，位置编码的能量集中在离散的频率点上", fidelity="partial",
               part="over all integer positions (a finite sum of sinusoids has a pure line spectrum); on a finite "
                    "window of $N$ positions the DFT leaks into neighbouring bins "
                    "(pair_spectrum_concentrates_near_its_frequency_with_leakage)"),
        Source(DOC, "after (6.2.11)", r"位置编码的能量完全集中在有限的几个离散频率上，没有连续的分量",
               fidelity="partial",
               part="under the Dirac reading of (6.2.11) (the code over all integer positions is a finite sum of "
                    "sinusoids, a pure line spectrum); under its Kronecker reading, an $N$-point DFT, the energy leaks "
                    "into every bin for every $N$ (pair_spectrum_concentrates_near_its_frequency_with_leakage)"),
        Source(DOC, "§6.2.7", r"揭示了编码向量可以视为不同频率正弦波的叠加"),
    ],
    domain={"d": dims(hi=512), "k": st.integers(0, 2047), "i": positions()},
    examples=[{"d": 8, "k": 1, "i": 5}, {"d": 512, "k": 200, "i": 10**6}],
    sharp='identities.',
    notes="This is the precise content of 'its energy is concentrated at discrete frequency points' (also 'entirely "
          "concentrated on finitely many discrete frequencies, with no continuous component': a finite sum of "
          "sinusoids over the integer positions has a pure line spectrum, the Dirac reading of (6.2.11)) and of 'the "
          "code vector can be viewed as a superposition of sine waves of different frequencies'. The statement "
          "is about the sequence itself: on a finite window of $N$ positions its DFT leaks into neighbouring bins "
          r"unless $N f_m/(2\pi)$ is an integer (pair_spectrum_concentrates_near_its_frequency_with_leakage).",
)


@claim.proof
def proof(pf):
    t, f = sp.symbols("t f", real=True)
    pf.eq("sin(t f) = (e^{i f t} - e^{-i f t})/(2i)", sp.sin(t * f), (sp.exp(sp.I * f * t) - sp.exp(-sp.I * f * t)) / (2 * sp.I))
    pf.eq("cos(t f) = (e^{i f t} + e^{-i f t})/2", sp.cos(t * f), (sp.exp(sp.I * f * t) + sp.exp(-sp.I * f * t)) / 2)
    fs = sp.symbols("f0 f1", real=True)
    vec = sp.Matrix([g(t * w) for w in fs for g in (sp.sin, sp.cos)])
    basis = [sp.Matrix([1 if r == c else 0 for r in range(4)]) for c in range(4)]
    pf.eq("d = 4 (symbolic frequencies): p_t = Σ_m [sin(t f_m) e_{2m} + cos(t f_m) e_{2m+1}]", vec,
          sum((sp.sin(t * fs[m]) * basis[2 * m] + sp.cos(t * fs[m]) * basis[2 * m + 1] for m in range(2)), sp.zeros(4, 1)))


@claim.check
def check(ctx, d, k, i):
    m = pair_from_integer(d, k)
    f = inv_freq(ctx, m, d)
    p = code(ctx, i, d)
    z = cexp(ctx, ctx.num(i) * f)  # e^{i f_m i}
    # (e^{ift} - e^{-ift})/(2i) = Im e^{ift}: the even coordinate of the code is the imaginary part of the exponential
    return Eq(p[2 * m], z[1])
