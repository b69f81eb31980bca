from hypothesis import strategies as st

from suite import Claim, Le
from theorems.rope_base import _table as T

# the context lengths of both readings of the tables, and 10^6 itself (2^20 > 10^6 is checked too)
LENGTHS = tuple(sorted(set(T.contexts(1024)) | set(T.contexts(1000))))

claim = Claim(
    title=r"$b = 1000 L$ satisfies $B_b(m) \ge 0$ for all $m < L$ at head size 128: proved for the 22 context lengths of "
          r"the tables ($1000 \dots 10^6$ and $1024 \dots 2^{20}$), not for every $L \le 10^6$",
    statement=r"For $d = 128$ and $b = 1000 L$: $B_b(m) = \sum_{i=0}^{63} \cos(m\, b^{-2i/128}) \ge 0$ for every integer "
              r"$0 \le m \le L-1$, for every integer $1 \le L \le 10^6$.",
    hypotheses=r"$d = 128$; integer $m$; the base $1000 L$ exactly",
    expect="numeric",
    sources=[],
    domain={"L": st.integers(1, 10**6), "j": st.integers(0, 10**6)},
    # at L = 10^6, m = 899919 B is smallest (1.93); at m = 161526 the sum of sines is -11.6 (a swapped check fails)
    examples=[{"L": 10**6, "j": 899919}, {"L": 10**6, "j": 161526}, {"L": 1000, "j": 909},
              {"L": 2**20, "j": 914182}],  # '1M' read as 2^20: the smallest margin, B = 0.829 (the slowest term ~ 1)
    equivalent_mutants={"constant": "the check is Le(0, X); the operator makes it Le(0, X/2 - |X|/8), which is 3X/8 >= 0 for X >= 0 and 5X/8 < 0 for X < 0: the same statement"},
    budget=300,
    sharp=r"not sharp: at the table's lengths the minimum of $B$ over $m < L$ at $b = 1000 L$ stays above 0 (evidence; as "
          r"low as 0.83 at $2^{20}$, on a scale up to 64), "
          r"and $b^*(L)$ is below $1000 L$ there ($b^*/L$ is 4.2 at 1k and 62 at 1M).",
    notes="Su 2024 ('Transformer upgrade roadmap 18') starts from this rule of thumb. Proved here (a finite check, "
          r"every $m < L$ certified at each length: two enclosed tables and a matrix product with its rounding bound) "
          r"for the 22 lengths $1000 \cdot 2^k$ and $1024 \cdot 2^k$, $k = 0..9$, $10^6$ and $2^{20}$; for the other "
          r"$L \le 10^6$ it is only searched (random $L$ and $m$, $B$ evaluated at $b = 1000 L$ in every precision "
          r"context, confirmed in Arb). Proving it for every $L$ would need a certificate per base $1000 L$, $10^6$ of "
          r"them. Since the valid set is not an interval (valid_rope_bases_do_not_form_an_interval), $b \ge b^*(L)$ alone "
          r"would not make $1000 L$ valid; each length is checked at $1000 L$ itself.",
)


def _lower(L):
    from numeric.rope_base import base_lower

    return base_lower(1000.0 * L, T.D, L)


@claim.proof
def proof(pf):
    pf.scope = "the 22 context lengths of the two readings of the tables (10^6 and 2^20 included)"
    pf.exhaust("for each L of the tables: min over m < L of B_{1000 L}(m) certified >= 0", list(LENGTHS),
               lambda L: bool(_lower(L)[0] >= 0))


@claim.check
def check(ctx, L, j):
    return Le(ctx.num(0), T.b_of(ctx, 1000 * L, j % L))


@claim.evidence
def evidence():
    rows = []
    for L in LENGTHS:
        low, m = _lower(L)
        rows.append((f"L = {L}, b = {1000 * L}", f"min over m < L of B_b(m) >= {low:.4g} (certified; smallest float "
                                                   f"value at m = {m})"))
    return rows
