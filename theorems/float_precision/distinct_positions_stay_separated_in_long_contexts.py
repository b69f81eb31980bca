import functools

import numpy as np
import sympy as sp
from hypothesis import strategies as st

from numeric.encoding import code, freqs
from suite import Claim, Le, measured
from theorems._lemmas.trig import chord

DIMS = (64, 128, 256, 512, 1024, 4096)
BASES = (10000, 500000)
N = 1 << 20
LONG = 1 << 24  # the d = 4096 rows are certified up to here as well

claim = Claim(
    title="Distinct positions below $2^{20}$ stay separated by a rigorously bounded distance, the nearest being "
          "adjacent (in exact arithmetic)",
    statement=r"For $\text{base} \in \{10000, 500000\}$, $d \in \{64, 128, 256, 512, 1024, 4096\}$ and every integer "
              r"$i$: $\lVert p_{i+\delta} - p_i\rVert \ge L(d, \text{base})$ for every $1 \le \delta < 2^{20}$ (for "
              r"$d = 4096$, every $1 \le \delta < 2^{24}$), with $L(d, \text{base})$ the lower bound in the evidence "
              r"table; the minimum over $\delta$ is attained only at $\delta = 1$.",
    hypotheses=r"integer positions; $w_m = \text{base}^{-2m/d}$ (the stated convention). The bound is certified by "
               "branch and bound over every offset (`numeric/scan.py` `certified_min_separation`): Arb balls and "
               "IEEE-rounded $+$, $-$, $*$, $/$ and `rint` only, with every rounding bounded; no assumption on a "
               "library's `sin`/`cos`",
    expect="proved",
    domain={"d": st.sampled_from(DIMS), "base": st.sampled_from(BASES), "i": st.integers(0, N),
            "delta": st.integers(1, N - 1)},
    # delta = 1 is where the minimum is attained; at i = 11781 the last pair's step is largest (tight case)
    examples=[{"d": 64, "base": 10000, "i": 0, "delta": 1}, {"d": 64, "base": 10000, "i": 11781, "delta": 1}],
    budget=900,
    sweep="delta",
    sweep_max=N - 1,
    sharp=r"the minimum is attained at $\delta = 1$ and $L$ is the lower end of its Arb enclosure (width below $1 "
          r"\cdot 10^{-30}$).",
    notes=r"$\lVert p_{i+\delta} - p_i\rVert^2 = \sum_m 4 \sin^2(\delta w_m / 2)$ does not depend on $i$. Every "
          r"offset below the limit lies in a block whose rigorous lower bound exceeds the Arb value at $\delta = 1$, "
          r"except $\delta = 1$ itself (the counts are in the evidence table). Floating point is measured on "
          "each machine (its float measurements, reports/platform/<platform>/floats.md), not verified: for each float context and both bases it lists the first pair of distinct "
          "positions below $2^{20}$ whose computed codes are bit-identical (or, when none are, the nearest computed "
          "pair at the exact nearest offset). In float16 and bfloat16 computed end to end the positions themselves "
          "are rounded before the encoding, so distinct positions share a code.",
)


@functools.lru_cache(maxsize=None)
def entry(d, base, limit=N):
    """The certified minimum for the stated convention (w_m = base^(-2m/d), full pairs): the scan builds
    its own Arb frequencies with the default convention, so under a convention variant the check tests
    these stated bounds against that variant's codes."""
    from numeric.scan import certified_min_separation

    return certified_min_separation(d, base, limit)


def table():
    rows = {(d, b, N): entry(d, b) for b in BASES for d in DIMS}
    rows.update({(4096, b, LONG): entry(4096, b, LONG) for b in BASES})
    return rows


def _certified(r) -> bool:
    """The certificate of one row: the arg-min is delta = 1, no other offset could reach its value, and the
    stated bound L is at most the lower end of the minimum's enclosure."""
    L = r["rigorous_lower_bound_dist"]
    return bool(r["delta"] == 1 and r["unique"] and 0 < L and L * L <= r["min_dist2_lo"] <= r["min_dist2_hi"])


@claim.proof
def proof(pf):
    i, delta, w = sp.symbols("i delta w_m", real=True)
    chord(pf, (i + delta) * w, i * w, "each pair: ||(sin, cos)((i+delta) w) - (sin, cos)(i w)||^2 = 4 sin^2(delta w/2), "
          "so ||p_{i+delta} - p_i||^2 = sum_m 4 sin^2(delta w_m/2) for every i", half=delta * w / 2)
    pf.exhaust("branch and bound over every offset 1 <= delta < limit, for each (d, base, limit): every block of "
               "offsets other than delta = 1 has a rigorous lower bound above the Arb upper bound of F(1), and "
               "L(d, base)^2 <= the lower end of F(1)",
               sorted(table(), key=lambda k: (k[2], k[1], k[0])), lambda k: _certified(table()[k]))


@claim.check
def check(ctx, d, base, i, delta):
    lower = entry(d, base)["rigorous_lower_bound_dist"]
    ws = freqs(ctx, d, base)
    p, q = code(ctx, i, d, base, ws), code(ctx, i + delta, d, base, ws)
    low = ctx.num(float(np.nextafter(lower, 0.0)))  # a double just below the bound
    return Le(low * low, ctx.fsum((a - b) * (a - b) for a, b in zip(p, q)))


def _floor10(x: float) -> str:
    """x to 10 significant digits rounded down (the printed bound stays a lower bound)."""
    from decimal import ROUND_FLOOR, Context, Decimal

    return str(Context(prec=10, rounding=ROUND_FLOOR).plus(Decimal(x)))


@claim.evidence
def evidence():
    from numeric.contexts import float_contexts
    from numeric.scan import first_coincidence, nearest_computed_pair

    rows = []
    for (d, b, limit), r in sorted(table().items(), key=lambda kv: (kv[0][2], kv[0][1], kv[0][0])):
        rows.append((f"base={b}, d={d}: min over 1<=delta<2^{limit.bit_length() - 1} of ||p_(i+delta)-p_i||",
                     f"{r['min_dist_arb']:.10g} at delta={r['delta']} (Arb; "
                     f"{'the only arg-min' if r['unique'] else 'arg-min not certified unique'}); rigorous lower "
                     f"bound {_floor10(r['rigorous_lower_bound_dist'])}; branch and bound: {r['blocks_bounded']} blocks "
                     f"bounded, {r['arb_evaluations']} offset(s) evaluated in Arb"))
    for b in BASES:
        for c in float_contexts():
            for d in DIMS:
                pair = first_coincidence(d, b, N, c)
                if pair:
                    txt = f"p_{pair[0]} = p_{pair[1]}"
                    if not np.isfinite(float(c.num(b))):
                        txt += (f" (the base {b} overflows to inf in {c.name}, so every w_m with m >= 1 is 0 and only "
                                "the m = 0 pair varies)")
                else:
                    delta = entry(d, b)["delta"]
                    dist, i, stride = nearest_computed_pair(d, b, N, c, delta)
                    txt = (f"none; nearest computed pair at the exact nearest offset {delta}: ||p_{i + delta} - p_{i}|| "
                           f"= {dist:.6g}" + (f" (positions sampled every {stride})" if stride > 1 else ""))
                rows.append(measured(f"{c.name}, d={d}, base={b}: first distinct positions < 2^20 with identical codes",
                                     txt))
    return rows


@claim.figure
def figure(path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from numeric.scan import certified_min_separation

    checkpoints = [2 ** k for k in range(1, 21)]
    fig, ax = plt.subplots(figsize=(7, 4))
    for d in (64, 256, 1024, 4096, 8):
        pts = [certified_min_separation(d, 10000, n)["rigorous_lower_bound_dist"] for n in checkpoints]
        ax.plot(checkpoints, pts, marker="o", ms=3, label=f"d={d}")
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("context length N")
    ax.set_ylabel("min_{1<=delta<N} ||p_(i+delta) - p_i||")
    ax.set_title("Minimum separation of codes within N positions (base 10000, certified lower bound)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=110, metadata={"Software": None})
    plt.close(fig)
