import sympy as sp
from hypothesis import strategies as st

from numeric.complex import cexp, cmul
from numeric.encoding import inv_freq, pair_from_integer
from suite import Claim, Eq, Source
from suite.domains import dims, offsets, positions

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="The complex code at j is the code at i times e^{-i(j-i)/ω_m}: a rotation by -(j-i)/ω_m fixed by offset and frequency",
    statement="c_q[m] = c_p[m] exp(-i (q-p) f_m) for all real p, q: multiplication by a unit factor whose angle "
              "-(q-p) f_m depends only on the offset q - p and on f_m.",
    hypotheses="p, q real; f_m = 1/omega_m real",
    expect="proved",
    sources=[
        Source(DOC, "(6.2.28)",
               r"c_j = c_i \cdot e^{-i \frac{j-i}{\omega_m}} = c_i \cdot \exp\left(-i \cdot \Delta \cdot f_m\right) \tag{6.2.28}",
               fidelity="reread", reading="the first equality, c_j, c_i read as the components: c_j[m] = c_i[m] e^{-i(j-i) f_m}; "
                                          "with the document's vectors c_i it is a notation slip "
                                          "(not_complex_code_vector_is_written_for_one_component), and the second equality "
                                          "(with Δ) is refuted separately"),
        Source(DOC, "after (6.2.28)", r"因此，相对位置对应于复平面上的相对旋转，旋转角度由相对位置和频率共同决定"),
    ],
    domain={"d": dims(), "k": st.integers(0, 2047), "p": positions(), "delta": offsets()},
    examples=[{"d": 2, "k": 0, "p": 0, "delta": 1}, {"d": 512, "k": 7, "p": 10**6, "delta": -12345}],
    sharp='an identity.',
)


@claim.proof
def proof(pf):
    p, q, f = sp.symbols("p q f", real=True)
    pf.eq("c_q = c_p e^{-i(q-p) f}", sp.exp(-sp.I * q * f), sp.exp(-sp.I * p * f) * sp.exp(-sp.I * (q - p) * f))
    pf.eq("the factor has modulus 1 (a rotation)", sp.Abs(sp.exp(-sp.I * (q - p) * f)), 1)


@claim.check
def check(ctx, d, k, p, delta):
    f = inv_freq(ctx, pair_from_integer(d, k), d)
    prod = cmul(cexp(ctx, -ctx.num(p) * f), cexp(ctx, -ctx.num(delta) * f))
    return Eq(prod[1], -ctx.sin(ctx.num(p + delta) * f), scale=2.0 + abs(p) + 2 * abs(delta))
