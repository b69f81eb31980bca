import sympy as sp
from hypothesis import strategies as st

from suite import Claim
from theorems.rope_base import _table as T

ROW = "su"

claim = Claim(
    title=r"Su's recomputed table of the smallest RoPE base at head size 128 gives $b^*(L)$ to its two digits in all 11 "
          "columns 1k ... 1M",
    statement=r"For $L = 1\text{k}, 2\text{k}, \dots, 1\text{M}$ ($1\text{k} = 1024$) the row $4.3 \cdot 10^{3}$, "
              r"$1.2 \cdot 10^{4}$, $2.7 \cdot 10^{4}$, $8.4 \cdot 10^{4}$, $2.3 \cdot 10^{5}$, $6.3 \cdot 10^{5}$, "
              r"$2.1 \cdot 10^{6}$, $4.9 \cdot 10^{6}$, $2.4 \cdot 10^{7}$, $5.8 \cdot 10^{7}$, $6.5 \cdot 10^{7}$ is "
              r"$b^*(L) = \inf\{b > 1 : B_b(m) \ge 0 \text{ for } 0 \le m < L\}$ rounded to two significant "
              r"digits, $d = 128$.",
    hypotheses=r"$d = 128$, $B_b(m) = \sum_{i=0}^{63} \cos(m\, b^{-2i/128})$; $1\text{k} = 1024$; $b^*(L)$ as certified in "
               "smallest_rope_base_is_bracketed_for_contexts_1k_to_1m_at_head_size_128",
    expect="proved",
    sources=[],
    domain={"k": st.integers(0, 10)},
    examples=[{"k": 1}, {"k": 4}, {"k": 10}],
    budget=300,
    sharp=r"exact: for each column both ends of $b^*$'s certified bracket round to the printed two digits.",
    notes="The publication is Su 2024, the blog post 'Transformer upgrade roadmap 18' (Transformer升级之路：18), whose "
          "brute-force grid search (JAX, GPU) recomputed Men et al.'s row after pointing out that the valid set is not "
          r"an interval. The digits are right, but a rounded $b^*$ is not a base to use: 7 of the 11 printed numbers are "
          r"not valid bases themselves (su_table_entries_are_valid_rope_bases), 3 of them ($2.3 \cdot 10^{5}$, "
          r"$5.8 \cdot 10^{7}$, $6.5 \cdot 10^{7}$) because rounding went below $b^*$, 4 ($1.2 \cdot 10^{4}$, "
          r"$2.7 \cdot 10^{4}$, $4.9 \cdot 10^{6}$, $2.4 \cdot 10^{7}$) because they fall in a gap between "
          "islands of valid bases. Per entry: the evidence.",
)


@claim.proof
def proof(pf):
    pf.exhaust("each printed entry equals b*(L) rounded to two significant digits (both bracket ends round alike)",
               list(range(11)), lambda k: T.judge(ROW, k)["kind"] == "consistent")
    j = T.judge(ROW, 10)
    pf.eq(f"1M: printed {j['printed']} = b*(2^20) to two digits", sp.Rational(j["value"]), sp.Rational(j["rounded"]))


@claim.check
def check(ctx, k):
    return T.rounding_check(ctx, ROW, k)


@claim.evidence
def evidence():
    return T.entry_rows(ROW)
