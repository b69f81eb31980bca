import math

import numpy as np
import sympy as sp
from hypothesis import strategies as st

from numeric.samples import rational_weights
from suite import Claim, Le, Source, measured

DOC = '004_fe5e934775abaf66.txt'

claim = Claim(
    title=r"A masked key's weight is exactly 0 for $M = -\infty$; for finite $M$ it is $0 < w \le e^{M - \max s}$, "
          r"rounded to 0 in floating point once $M - \max s$ is below about $\ln(\text{smallest subnormal})$",
    statement=r"$w_{\text{pad}}(M) = e^M/(e^M + \sum_k e^{s_k}) \in (0, e^{M - \max s}]$; $w_{\text{pad}} \to 0$ as "
              r"$M \to -\infty$ and equals 0 for $M = -\infty$. In a dtype the computed weight "
              r"$\operatorname{fl}(\operatorname{fl}(e^{M-m})/\Sigma)$, with $m = \max_k s_k$ and $\Sigma = \sum_k e^{s_k - m} \ge 1$ "
              r"over the unmasked keys, is 0 if $\exp(M - \max s)$ underflows "
              r"($M - \max s$ below $-745.13$ float64, $-103.97$ float32, $-92.88$ bfloat16, $-17.33$ float16), and "
              r"also when the division by $\Sigma \ge 1$ underflows (float64 logits $(-744.4, 0, 0, 0)$ give 0). A row "
              r"with every key masked by $-\infty$ is NaN.",
    hypotheses=r"finite unmasked logits, at least one unmasked key; mask value $M$ real or $-\infty$ (the check uses "
               r"$M = -\text{gap}$, $\text{gap} = 1, \dots, 2000$)",
    expect="approximate",
    kind="approximate",
    bound=r"exact weight of a key masked with finite $M$: $0 < w \le \exp(M - \max_k s_k)$, and exactly 0 for "
          r"$M = -\infty$; in floating point the computed weight is 0 iff "
          r"$\operatorname{fl}(\operatorname{fl}(e^{M-m})/\Sigma) = 0$, $\Sigma = \sum_k e^{s_k-m} \ge 1$: sufficient is "
          r"$M - m$ below $\ln(\text{smallest subnormal} / 2)$ of the dtype ($\exp$ underflows: $-745.13$ float64, "
          r"$-103.97$ float32), but the division can also underflow slightly above it (float64 logits "
          r"$(-744.4, 0, 0, 0)$ give 0); roughly $M - m < \ln(\text{smallest subnormal} / 2) + \ln \Sigma$",
    sharp=r"$w = e^{M-m}/(1 + e^{M-m})$ with one unmasked key: the bound is attained to first order",
    sources=[
        Source(DOC, "§掩码与填充, attention-mask bullet",
               r"将所有对应于填充键的注意力分数（logits）设置为一个非常大的负数（如 $-\infty$）。这可以确保在归一化后，这些填充位置的注意力权重精确为零"),
    ],
    domain={"gap": st.integers(1, 2000), "n": st.integers(1, 8), "seed": st.integers(0, 10**6)},
    examples=[{"gap": 10, "n": 1, "seed": 0}, {"gap": 104, "n": 4, "seed": 1}, {"gap": 746, "n": 2, "seed": 2}],
    sweep="gap",
    sweep_max=2000,
    notes=r"If every key of a row is masked, $-\infty$ gives $0/0 = \text{NaN}$, while a finite mask value (e.g. the "
          "dtype's most negative value) gives a uniform row instead. The exact floating-point threshold depends on "
          r"the implementation (max-subtraction or log-sum-exp); the largest representable $x$ with $\exp(x) = 0$, "
          r"measured with `numpy`/`ml_dtypes`, is $-745.133\ldots$ (float64), $-103.97208$ (float32), $-93.0$ "
          r"(bfloat16) and $-17.34375$ (float16).",
)


@claim.proof
def proof(pf):
    M, a, b = sp.symbols("M a b", real=True)  # a = the largest unmasked logit
    Z = sp.exp(M) + sp.exp(a) + sp.exp(b)
    w = sp.exp(M) / Z
    pf.true("finite M: w_pad > 0 (never exactly zero in exact arithmetic)", sp.Gt(w, 0))
    gap = sp.exp(M - a) * (sp.exp(M) + sp.exp(b)) / Z
    pf.eq("e^{M-a} - w_pad = e^{M-a} (e^M + e^b)/Z", sp.exp(M - a) - w, gap)
    pf.true("... which is > 0, so w_pad < e^{M - max s}", sp.Gt(gap, 0))
    pf.eq("w_pad -> 0 as M -> -inf", sp.limit(w, M, -sp.oo), 0)
    pf.eq("M = -inf: exp(-inf) = 0, so the weight is exactly 0", sp.exp(-sp.oo) / (sp.exp(-sp.oo) + sp.exp(a) + sp.exp(b)), 0)
    for name, p, lo, hi in (("float64", 1075, "-745.14", "-745.13"), ("float32", 150, "-103.98", "-103.97"),
                            ("bfloat16", 134, "-92.89", "-92.88"), ("float16", 25, "-17.33", "-17.32")):
        pf.true(f"{name}: ln(2^-{p}) (half the smallest subnormal) lies in ({lo}, {hi})",
                sp.And(sp.Gt(-p * sp.log(2), sp.Rational(lo)), sp.Lt(-p * sp.log(2), sp.Rational(hi))))
    pf.note("IEEE rounding", "a correctly rounded exp returns 0 exactly when e^x < 2^-(p+1) (half the smallest "
            "subnormal 2^-p; the tie 2^-(p+1) rounds to even = 0), which makes the computed weight 0; the weight is "
            "also 0 when the subnormal e^x divided by Sigma >= 1 rounds to 0 (float64: 2^-1074 / 3): this is "
            "floating-point semantics, not a SymPy step; measured on each machine (its float measurements)")


@claim.check
def check(ctx, gap, n, seed):
    M = -gap  # the mask value (a negative logit)
    s = [ctx.num(x) for x in rational_weights(seed, n)]
    m = s[0]
    for x in s[1:]:
        if ctx.mid(x) > ctx.mid(m):
            m = x
    e = [ctx.exp(x - m) for x in s]
    em = ctx.exp(ctx.num(M) - m)
    w = em / (em + ctx.fsum(e))
    return Le(w, ctx.exp(ctx.num(M) - m))


def _largest_zero(dtype):
    """Largest representable x of ``dtype`` with exp(x) == 0 in that dtype (numpy / ml_dtypes exp)."""
    f = lambda x: float(np.exp(np.array([x], dtype=np.float64).astype(dtype))[0]) == 0.0
    lo, hi = -2000.0, 0.0
    for _ in range(200):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if f(mid) else (lo, mid)
    cands = sorted({float(np.array([v]).astype(dtype)[0]) for v in (lo, hi, lo - 1e-9 * abs(lo), hi + 1e-9 * abs(hi))})
    zeros = [c for c in cands if f(c)]
    return max(zeros)


@claim.evidence
def evidence():
    import ml_dtypes

    rows = []
    for name, dt in (("float64", np.float64), ("float32", np.float32), ("bfloat16", ml_dtypes.bfloat16),
                     ("float16", np.float16)):
        fi = ml_dtypes.finfo(dt) if dt is ml_dtypes.bfloat16 else np.finfo(dt)
        p = -int(round(math.log2(float(np.float64(fi.smallest_subnormal)))))
        rows.append(measured(f"{name}: ln(2^-{p + 1}) (theory); largest representable x with exp(x) == 0 (measured)",
                     f"{-(p + 1) * math.log(2):.6f}; {_largest_zero(dt)!r}"))
    rows.append(("float16: -1e9 as a mask value", f"{float(np.float16(-1e9))} (overflows to -inf)"))
    logits = np.array([-744.4, 0.0, 0.0, 0.0])
    e = np.exp(logits - logits.max())
    rows.append(measured("float64 logits (-744.4, 0, 0, 0), max-subtracted: exp(-744.4); computed weight exp/sum "
                 "(0 although exp did not underflow)", f"{e[0]!r}; {float((e / e.sum())[0])!r}"))
    with np.errstate(all="ignore"):
        allmasked = np.exp(np.array([-np.inf, -np.inf]))
        rows.append(("softmax of a fully -inf-masked row", str(allmasked / allmasked.sum())))
    return rows
