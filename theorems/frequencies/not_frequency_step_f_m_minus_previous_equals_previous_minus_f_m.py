import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import inv_freq
from suite import Claim, Eq, Source
from suite.domains import dims
from theorems._lemmas.encoding import freq_sym

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title="$f_m - f_{m-1} = 10000^{-2(m-1)/d} - 10000^{-2m/d}$ (false: that is $f_{m-1} - f_m$; the sign is "
          "reversed)",
    statement="Source (6.2.16): $f_m - f_{m-1} = 10000^{-2(m-1)/d} - 10000^{-2m/d} = f_{m-1} - f_m$.",
    hypotheses=r"$d$ even $\ge 4$; $1 \le m < d/2$",
    expect="refuted",
    wrong=r"$10000^{-2(m-1)/d} - 10000^{-2m/d} = f_{m-1} - f_m > 0$, whereas $f_m - f_{m-1} < 0$: the defining "
          r"difference has the wrong order ($d = 4$, $m = 1$: $f_1 - f_0 = -0.99$ vs 0.99). The gap is $\Delta f_m = "
          r"f_{m-1} - f_m$ (or $|f_m - f_{m-1}|$).",
    error_kind="wrong formula or sign",
    survives="yes: the right-hand side, its factorisation (6.2.16) and the approximation (6.2.17) are right for the "
             "gap $f_{m-1} - f_m = |f_m - f_{m-1}|$; only the order of the defining difference is reversed.",
    correction="adjacent_frequency_gap_factorizes",
    sources=[Source(DOC, "(6.2.16)", r"\Delta f_m = f_m - f_{m-1} & = 10000^{-2(m-1)/d_{\text{model}}} - 10000^{-2m/d_{\text{model}}}")],
    domain={"d": dims(lo=4), "m_frac": st.fractions(0, 1, max_denominator=64)},
    examples=[{"d": 4, "m_frac": 0}],
    sharp='exact refutation.',
)


@claim.proof
def proof(pf):
    d, m = sp.symbols("d m", positive=True)
    pf.refute("f_m - f_{m-1} = f_{m-1} - f_m fails at d = 4, m = 1", freq_sym(m, d) - freq_sym(m - 1, d),
              freq_sym(m - 1, d) - freq_sym(m, d), at={d: 4, m: 1})


@claim.check
def check(ctx, d, m_frac):
    m = max(1, min(d // 2 - 1, int(m_frac * (d // 2))))
    fm, fp = inv_freq(ctx, m, d), inv_freq(ctx, m - 1, d)
    return Eq(fm - fp, fp - fm)
