from hypothesis import strategies as st

from suite import Claim
from theorems.rope_base import _table as T

ROW = "su"

claim = Claim(
    title=r"Refuted: every base in Su's recomputed head-size-128 table satisfies $B_b(m) \ge 0$ for all $m < L$ (7 of 11 "
          r"do not: $1.2 \cdot 10^{4}$, $2.7 \cdot 10^{4}$, $2.3 \cdot 10^{5}$, $4.9 \cdot 10^{6}$, $2.4 \cdot 10^{7}$, "
          r"$5.8 \cdot 10^{7}$ and $6.5 \cdot 10^{7}$)",
    statement=r"Claimed: for each column $L = 1\text{k}, \dots, 1\text{M}$ ($1\text{k} = 1024$) the printed base $b$ "
              r"satisfies $B_b(m) = \sum_{i=0}^{63} \cos(m\, b^{-2i/128}) \ge 0$ for every integer $0 \le m \le L-1$. In "
              r"fact it fails at 2k, 4k, 16k, 128k, 256k, 512k and 1M, each with a certified failing $m$ (evidence); it "
              r"holds at 1k, 8k, 32k, 64k.",
    hypotheses=r"$d = 128$; the printed values as exact numbers ($1.2 \cdot 10^{4} = 12000$, ...); $1\text{k} = 1024$",
    expect="refuted",
    error_kind="wrong number",
    wrong=r"Rounding $b^*$ to two digits does not give a valid base. Rounded down, below $b^*$: "
          r"$2.3 \cdot 10^{5} < b^*(16\text{k}) = 231643.6$ ($B(12865) < 0$), "
          r"$5.8 \cdot 10^{7} < b^*(512\text{k}) = 58496174$ ($B(273611) < 0$), "
          r"$6.5 \cdot 10^{7} < b^*(1\text{M}) = 65374955$ ($B(679592) < 0$). "
          r"Rounded up, but into a gap between islands of valid bases: $1.2 \cdot 10^{4}$ (2k; island "
          r"$[11587.2, 11649.4]$, next 12418.2): $B(1554) < 0$; $2.7 \cdot 10^{4}$ (4k): $B(4079) < 0$; "
          r"$4.9 \cdot 10^{6}$ (128k): $B(125573) < 0$; $2.4 \cdot 10^{7}$ (256k): "
          r"$B(141858) < 0$ (upper bounds in the evidence, Arb).",
    survives=r"partly: as estimates of $b^*(L)$ the entries are right to their two digits "
             "(su_table_gives_the_smallest_rope_base_to_two_digits), but 7 of the 11 printed numbers are not bases "
             r"one can use for that context; a valid choice is $b_{\text{high}}(L)$ or any base in an island "
             "(valid_rope_bases_do_not_form_an_interval).",
    correction="valid_rope_bases_do_not_form_an_interval",
    sources=[],
    domain={"k": st.integers(0, 10)},
    examples=[{"k": 1}, {"k": 10}, {"k": 0}],
    budget=300,
    sharp=r"exact counterexamples: each failing $m$ has an Arb upper bound of $B_b(m)$ below 0, and it is the smallest "
          r"failing $m$ (every smaller $m$ certified $B \ge 0$).",
    notes="The publication is Su 2024, 'Transformer upgrade roadmap 18' (Transformer升级之路：18). The check evaluates "
          r"$B_b(m)$ at the printed $b$ and, per column, the smallest failing $m$ (or, for a valid entry, the $m$ where $B$ "
          r"is smallest) in every precision context.",
)


@claim.proof
def proof(pf):
    T.validity_proof(pf, ROW)


@claim.check
def check(ctx, k):
    return T.validity_check(ctx, ROW, k)


@claim.evidence
def evidence():
    return T.entry_rows(ROW)
