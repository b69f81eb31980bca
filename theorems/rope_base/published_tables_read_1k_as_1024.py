from fractions import Fraction

import sympy as sp
from hypothesis import strategies as st

from suite import Claim, Le
from theorems.rope_base import _table as T

claim = Claim(
    title=r"Read with $1\text{k} = 1024$ ($1\text{M} = 2^{20}$), Su's row of smallest RoPE bases is $b^*(L)$ to two digits "
          r"in 11 of 11 columns; with $1\text{k} = 1000$ in 8 of 11; the 1k column, $4.3 \cdot 10^{3}$ in both rows, fits "
          r"1024 and not 1000 (that the authors meant 1024 is inferred from this)",
    statement=r"With $d = 128$: $b^*(1024) = 4293.44$ rounds to $4.3 \cdot 10^{3}$, the entry of both rows, while "
              r"$b^*(1000) = 4206.02$ rounds to $4.2 \cdot 10^{3}$. Reading every column with $1\text{k} = 1024$, all 11 "
              r"entries of Su's row are $b^*(L)$ to two digits; reading $1\text{k} = 1000$ (1000, 2000, ..., 512000, "
              r"$10^6$), 8 are, the exceptions being 1k ($4.2 \cdot 10^{3}$), 128k ($b^*(128000) = 4847591.8$, "
              r"$4.8 \cdot 10^{6}$ vs $4.9 \cdot 10^{6}$ printed) and 512k ($b^*(512000) = 55112479$, $5.5 \cdot 10^{7}$ vs "
              r"$5.8 \cdot 10^{7}$).",
    hypotheses=r"$d = 128$, $B_b(m) = \sum_{i=0}^{63} \cos(m\, b^{-2i/128})$, "
               r"$b^*(L) = \inf\{b > 1 : B_b(m) \ge 0 \text{ for } 0 \le m < L\}$; both readings certified "
               r"(`theorems/rope_base/_certificate_1024.py`, `_certificate_1000.py`)",
    expect="proved",
    sources=[],
    domain={"k": st.integers(0, 10)},
    examples=[{"k": 0}, {"k": 7}, {"k": 9}],
    budget=300,
    sharp="exact: every rounding decided from a certified bracket whose two ends round alike.",
    notes=r"The command takes both readings: `python -m suite rope-base --head-dim 128 --context 1k` ($1\text{k} = 1024$, "
          r"the default) or `--k-is 1000`. The suite reads 1k as 1024 throughout this topic. The publications are Men et "
          r"al. 2024 ('Base of RoPE Bounds Context Length', NeurIPS 2024) and Su 2024 ('Transformer upgrade roadmap 18'). "
          r"The check compares, per column, $b^*(L)$ for $1\text{k} = 1024$ with Su's printed value (within half a unit of "
          r"its last digit); the proof counts both readings.",
)


@claim.proof
def proof(pf):
    su = [T.value_of("su", k) for k in range(11)]
    match = {k_is: [k for k in range(11) if T.rounded_under(k, k_is) == su[k]] for k_is in (1024, 1000)}
    pf.exhaust("1k = 1024: every column of Su's row is b*(L) to two digits", list(range(11)),
               lambda k: k in match[1024])
    pf.eq("1k = 1000: the columns that match", len(match[1000]), 8)
    pf.eq("1k column: b*(1000) rounds to 4.2e3", sp.Rational(T.rounded_under(0, 1000)), 4200)
    pf.eq("1k column: b*(1024) rounds to 4.3e3", sp.Rational(T.rounded_under(0, 1024)), 4300)


@claim.check
def check(ctx, k):
    lo, hi = T.bracket(T.contexts(1024)[k])
    x = ctx.num(Fraction(T.value_of("su", k)))
    return Le(ctx.fmax([ctx.abs(x - ctx.num(lo)), ctx.abs(x - ctx.num(hi))]), ctx.num(T.half_unit(T.SU[k])))


@claim.evidence
def evidence():
    rows = []
    f1000 = T.certified_1000()
    for k, label in enumerate(T.LABELS):
        a = T.contexts(1024)[k]
        b = T.contexts(1000)[k]
        lo, hi = T.bracket(a)
        rows.append((f"{label}: Su {T.SU[k]}, Men {T.MEN[k]}",
                     f"1k = 1024: b*({a}) in [{lo:.10g}, {hi:.10g}] -> {float(T.rounded_under(k, 1024)):.2g}; "
                     f"1k = 1000: b*({b}) in [{f1000[b]['b_low']:.10g}, {f1000[b]['b_high']:.10g}] -> "
                     f"{float(T.rounded_under(k, 1000)):.2g}"))
    return rows
