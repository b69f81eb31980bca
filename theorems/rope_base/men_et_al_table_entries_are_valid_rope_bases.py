from hypothesis import strategies as st

from suite import Claim
from theorems.rope_base import _table as T

ROW = "men"

claim = Claim(
    title="Refuted: every base in Men et al.'s head-size-128 table satisfies B_b(m) >= 0 for all m < L (7 of 11 do "
          "not: 2.7e4 at 4k, 3.1e5, 6.4e5, 7.8e6, 3.6e7, 6.4e7 and 5.1e8 each have an m with B < 0)",
    statement="Claimed: for each column L = 1k, ..., 1M (1k = 1024) the printed base b satisfies B_b(m) = "
              "sum_{i=0}^{63} cos(m b^(-2i/128)) >= 0 for every integer 0 <= m <= L-1. In fact it fails at 4k, 16k, "
              "32k, 128k, 256k, 512k and 1M, each with a certified failing m (evidence); it holds at 1k, 2k, 8k, 64k.",
    hypotheses="d = 128; the printed values as exact numbers (4.3e3 = 4300, ...); '1k' = 1024",
    expect="refuted",
    error_kind="wrong number",
    wrong="The valid bases do not form an interval above b*(L): there are islands of valid bases with gaps between "
          "them, so a number above b* can be invalid. 2.7e4 at 4k lies in the gap (26973.1, 28628.7) above b* = "
          "26952.34: B(4079) < 0; 3.1e5 (16k): B(12223) < 0; 6.4e5 (32k): B(27685) < 0; 7.8e6 (128k): "
          "B(128915) < 0; 3.6e7 (256k): B(207455) < 0; 6.4e7 (512k): B(511210) < 0; 5.1e8 (1M): B(874868) < 0 "
          "(upper bounds in the evidence, Arb).",
    survives="partly: the table's message, that the base must grow with the context, stands, and b*(L) lies below "
             "each entry; but 7 of its 11 printed bases are not valid for their context, and a user who takes the "
             "printed number gets a base with B < 0 somewhere below L.",
    correction="valid_rope_bases_do_not_form_an_interval",
    sources=[],
    domain={"k": st.integers(0, 10)},
    examples=[{"k": 2}, {"k": 10}, {"k": 0}],
    budget=300,
    sharp="exact counterexamples: each failing m has an Arb upper bound of B_b(m) below 0, and it is the smallest "
          "failing m (every smaller m certified B >= 0).",
    notes="The publication is Men et al. 2024, 'Base of RoPE Bounds Context Length' (NeurIPS 2024). For the entries "
          "that are valid, the evidence gives the certified lower bound of min_m B. The check evaluates B_b(m) at the "
          "printed b and, per column, the smallest failing m (or, for a valid entry, the m where B is smallest) in "
          "every precision context.",
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
