import sympy as sp

from suite import Claim, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="(Refuted) For large $d$ all frequency ratios $f_m/f_{m'}$ are irrational",
    statement=r"Source: when $d$ is large enough, the $f_m$ are mutually distinct irrational multiples: $f_m/f_{m'}$ "
              r"is irrational for all $m \ne m'$.",
    hypotheses=r"$f_m = 10000^{-2m/d}$, $d$ even, $0 \le m, m' < d/2$",
    expect="refuted",
    error_kind="false general statement",
    survives=r"partly: the final conclusion, that the phase vectors ($\bmod 2\pi$) and the codes of distinct integer "
             r"positions differ, is true for another reason: $f_0 = 1$ and $\pi$ is irrational "
             r"(integer_positions_never_share_a_code), whatever the other ratios are; but what the premise is used "
             r"for after (6.2.21), $\alpha_i = 0$ (linear independence of the codes), is false for $n > "
             r"d_{\text{model}}$ even when all ratios are irrational ($d_{\text{model}} = 6$, $n = 7$).",
    wrong=r"$f_m/f_{m'} = 10^{-8(m-m')/d}$ is rational whenever $8(m-m')/d$ is an integer. For every $d$ divisible by "
          r"4, however large, $f_{d/4}/f_0 = 10000^{-1/2} = 1/100$; e.g. $d = 512$: $f_{64}/f_0 = 1/10$ and "
          r"$f_{128}/f_0 = 1/100$. All ratios are irrational only for $d \equiv 2 \pmod{4}$ ($d \ge 6$). Hence the step "
          r"'since the $f_m$ are distinct (irrational ratios), the phase-vector map is one-to-one' argues from a "
          r"false premise; its conclusion holds because $f_0 = 1$ and $\pi$ is irrational.",
    correction="frequency_ratio_is_rational_iff_d_divides_8_times_index_gap",
    sources=[
        Source(DOC, "after (6.2.21)", r"由于频率$f_m$是互不相同的无理数倍数（当$d_{\text{model}}$足够大时）"),
        Source(DOC, "§6.2.4, phase uniqueness", r"由于各频率$f_m$互不相同（无理数比率）"),
        Source(DOC, "§6.2.4, phase uniqueness", r"由于各频率$f_m$互不相同（无理数比率），相位向量的映射是一一对应的",
               aspect="reasoning"),
    ],
    notes=r"Why false: $f_m / f_{m'} = 10000^{-2(m-m')/d} = 10^{-8(m-m')/d}$ is rational whenever $d \mid 8(m - m')$. "
          r"For every $d$ divisible by 4 (arbitrarily large) the pair $m = d/4$, $m' = 0$ gives $f_{d/4} / f_0 = "
          r"1/100$; $d = 512$: $f_{64} / f_0 = 10^{-1} = 1/10$. Correction: "
          r"frequency_ratio_is_rational_iff_d_divides_8_times_index_gap. The same false premise is the stated ground "
          r'("由于…") of "相位向量的映射是一一对应的": that conclusion is true (codes/phase vectors of distinct integer positions '
          r'differ because $f_0 = 1$ and $\pi$ is irrational; one frequency suffices), but the step from "irrational '
          r'ratios" is invalid since its premise fails for $4 \mid d$.',
)


@claim.proof
def proof(pf):
    d = sp.Symbol("d", positive=True)
    r512 = sp.Integer(10000) ** sp.Rational(-2 * 64, 512) / sp.Integer(10000) ** 0
    pf.eq("d = 512: f_64 / f_0 = 10000^(-1/4) = 1/10", r512, sp.Rational(1, 10))
    pf.eq("every d divisible by 4: f_{d/4} / f_0 = 10000^(-2(d/4)/d) = 1/100",
          sp.Integer(10000) ** (-2 * (d / 4) / d), sp.Rational(1, 100))
    pf.refute("the claim 'f_64/f_0 is irrational' (indicator 1) vs SymPy's decision on 1/10 (rational: indicator 0)",
              sp.Integer(1), sp.Integer(0 if r512.is_rational else 1))
