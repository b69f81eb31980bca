from hypothesis import strategies as st

from suite import Claim
from theorems.rope_base import _table as T

ROW = "su"

claim = Claim(
    title="Refuted: every base in Su's recomputed head-size-128 table satisfies B_b(m) >= 0 for all m < L (7 of 11 do "
          "not: 1.2e4, 2.7e4, 2.3e5, 4.9e6, 2.4e7, 5.8e7 and 6.5e7)",
    statement="Claimed: for each column L = 1k, ..., 1M (1k = 1024) the printed base b satisfies B_b(m) = "
              "sum_{i=0}^{63} cos(m b^(-2i/128)) >= 0 for every integer 0 <= m <= L-1. In fact it fails at 2k, 4k, "
              "16k, 128k, 256k, 512k and 1M, each with a certified failing m (evidence); it holds at 1k, 8k, 32k, 64k.",
    hypotheses="d = 128; the printed values as exact numbers (1.2e4 = 12000, ...); '1k' = 1024",
    expect="refuted",
    error_kind="wrong number",
    wrong="Rounding b* to two digits does not give a valid base. Rounded down, below b*: 2.3e5 < b*(16k) = 231643.6 "
          "(B(12865) < 0), 5.8e7 < b*(512k) = 58496174 (B(273611) < 0), 6.5e7 < b*(1M) = 65374955 (B(679592) < 0). "
          "Rounded up, but into a gap between islands of valid bases: 1.2e4 (2k; island [11587.2, 11649.4], next "
          "12418.2): B(1554) < 0; 2.7e4 (4k): B(4079) < 0; 4.9e6 (128k): B(125573) < 0; 2.4e7 (256k): "
          "B(141858) < 0 (upper bounds in the evidence, Arb).",
    survives="partly: as estimates of b*(L) the entries are right to their two digits "
             "(su_table_gives_the_smallest_rope_base_to_two_digits), but 7 of the 11 printed numbers are not bases "
             "one can use for that context; a valid choice is b_high(L) or any base in an island "
             "(valid_rope_bases_do_not_form_an_interval).",
    correction="valid_rope_bases_do_not_form_an_interval",
    sources=[],
    domain={"k": st.integers(0, 10)},
    examples=[{"k": 1}, {"k": 10}, {"k": 0}],
    budget=300,
    sharp="exact counterexamples: each failing m has an Arb upper bound of B_b(m) below 0, and it is the smallest "
          "failing m (every smaller m certified B >= 0).",
    notes="The publication is Su 2024, 'Transformer upgrade roadmap 18' (Transformer升级之路：18). The check evaluates "
          "B_b(m) at the printed b and, per column, the smallest failing m (or, for a valid entry, the m where B is "
          "smallest) in every precision context.",
)


@claim.proof
def proof(pf):
    judged = [T.judge(ROW, k) for k in range(11)]
    pf.exhaust("the printed bases that are valid: min over m < L of B certified >= 0 (matrix product with its rounding "
               "bound)", [j["label"] for j in judged if j["valid"]], lambda label: bool(T.judge(ROW, T.LABELS.index(label))["valid"]))
    pf.exhaust("claimed: every printed base is valid for its L (fails where an m < L has B_b(m) < 0, Arb upper bound "
               "in the evidence)", [j["label"] for j in judged], lambda label: bool(T.judge(ROW, T.LABELS.index(label))["valid"]))


@claim.check
def check(ctx, k):
    return T.validity_check(ctx, ROW, k)


@claim.evidence
def evidence():
    return T.entry_rows(ROW)
