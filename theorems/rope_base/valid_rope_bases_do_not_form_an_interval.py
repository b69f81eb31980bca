from hypothesis import strategies as st

from suite import Claim, Le, Lt
from theorems.rope_base import _table as T

claim = Claim(
    title=r"The RoPE bases valid for a context do not form an interval: at head size 128, for every "
          r"$L = 1\text{k} \dots 1\text{M}$, a valid base, a larger invalid one and a still larger valid one lie within "
          r"$[b^*, 2b^*]$ (the valid set is a union of islands)",
    statement=r"Let $V(L) = \{b > 1 : B_b(m) \ge 0 \text{ for } 0 \le m \le L-1\}$, "
              r"$B_b(m) = \sum_{i=0}^{63} \cos(m\, b^{-2i/128})$. For each $L = 2^{10}, \dots, 2^{20}$ there are "
              r"$b_1 < b_2 < b_3 \in [b^*(L), 2b^*(L)]$ with $b_1, b_3 \in V(L)$ and $b_2$ not (evidence); so $V(L)$ is not "
              r"an interval, and $b^*(L) = \min V(L)$ cannot be found by bisection on $b$. The islands of $V(L)$ in "
              r"$[b^*, 2b^*]$ are those of the evidence: outside them every base is proved invalid.",
    hypotheses=r"$d = 128$, $1\text{k} = 1024$; integer $m$; the islands as certified "
               r"(`theorems/rope_base/_certificate_1024.py`)",
    expect="proved",
    sources=[],
    domain={"k": st.integers(0, 10), "j": st.integers(0, 2)},
    examples=[{"k": 0, "j": 1}, {"k": 10, "j": 1}, {"k": 3, "j": 0}],
    budget=300,
    sharp=r"exact witnesses: $b_1$ and $b_3$ proved valid for every $m < L$, $b_2$ proved invalid by one $m$ (Arb).",
    notes="Su 2024 ('Transformer upgrade roadmap 18') made this point against Men et al. 2024's bisection, and "
          r"recomputed their table by a brute-force grid search. Here it is certified, with the islands: the part of "
          r"$[b^*, 2b^*]$ outside the listed islands is covered by cells $(b_0, b_1, m)$ on which $B_b(m) < 0$ is proved, "
          r"and each island holds a base proved valid for every $m < L$. An island's ends are where the certified cover "
          r"stops and starts again (a relative gap below $1 \cdot 10^{-6}$ at $b^*$ itself); inside an island the valid "
          r"stretch was followed by float scans every $1 \cdot 10^{-3}$ in $\ln b$, so an invalid gap narrower than that "
          r"may be inside an island unseen: the islands contain the valid set, they are not all valid. The printed bases "
          r"in the published tables that fail, though above $b^*$, are not in such unseen gaps: they lie in certified "
          "gaps between islands "
          "(27000 at 4k in one about 1650 wide) (su_table_entries_are_valid_rope_bases, "
          "men_et_al_table_entries_are_valid_rope_bases).",
)


@claim.proof
def proof(pf):
    Ls = T.contexts()
    pf.exhaust("for each L: b1 = b_high(L) and b3, the certified valid base of the next island, are valid for every "
               "m < L; b2 between them has an m < L with B_{b2}(m) < 0 (Arb); b* <= b1 < b2 < b3 <= 2 b*",
               Ls, lambda L: _witnessed(L))
    pf.exhaust("for each L: the gaps between the listed islands are covered by certified cells with m < L, and "
               "every island's base is certified valid for every m < L (verify_certificate, islands=True)",
               Ls, lambda L: bool(len(T.certified_islands()[L]["islands"]) >= 2
                                  and all(i[3] >= 0 for i in T.certified_islands()[L]["islands"])))


def _witnessed(L):
    w = T.gap_witness(L)
    lo, hi = T.bracket(L)
    return bool(lo <= w["b1"] < w["b2"] < w["b3"] <= 2 * hi and w["upper2"] < 0 and w["low1"] >= 0 and w["low3"] >= 0)


@claim.check
def check(ctx, k, j):
    L = T.contexts()[k]
    w = T.gap_witness(L)
    if j == 1:
        return Lt(T.b_of(ctx, w["b2"], w["m2"]), ctx.num(0))
    b, m = (w["b1"], w["argmin1"]) if j == 0 else (w["b3"], w["argmin3"])
    return Le(ctx.num(0), T.b_of(ctx, b, m))


@claim.evidence
def evidence():
    rows = []
    for L, label in zip(T.contexts(), T.LABELS):
        w = T.gap_witness(L)
        isl = w["islands"]
        shown = "; ".join(f"[{a:.8g}, {b:.8g}]" for a, b, _, _ in isl[:6])
        more = f"; and {len(isl) - 6} more up to {isl[-1][1]:.6g}" if len(isl) > 6 else ""
        rows.append((f"{label} (L = {L}): valid {w['b1']:.10g} < invalid {w['b2']:.10g} < valid {w['b3']:.10g}",
                     f"B_{{b2}}({w['m2']}) <= {w['upper2']:.4g} < 0; the {len(isl)} islands in [b*, 2 b*]: {shown}{more}"))
    return rows
