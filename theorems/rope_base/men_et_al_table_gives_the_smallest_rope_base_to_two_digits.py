import sympy as sp
from hypothesis import strategies as st

from suite import Claim
from theorems.rope_base import _table as T

ROW = "men"

claim = Claim(
    title=r"Refuted: Men et al.'s table of the smallest RoPE base at head size 128 gives $b^*(L)$ to its two digits (7 of "
          r"its 11 entries are larger: $1.6 \cdot 10^{4}$ for $1.2 \cdot 10^{4}$ at 2k, ..., $5.1 \cdot 10^{8}$ for "
          r"$6.5 \cdot 10^{7}$ at 1M)",
    statement=r"Claimed: for $L = 1\text{k}, 2\text{k}, \dots, 1\text{M}$ ($1\text{k} = 1024$) the row $4.3 \cdot 10^{3}$, "
              r"$1.6 \cdot 10^{4}$, $2.7 \cdot 10^{4}$, $8.4 \cdot 10^{4}$, $3.1 \cdot 10^{5}$, $6.4 \cdot 10^{5}$, "
              r"$2.1 \cdot 10^{6}$, $7.8 \cdot 10^{6}$, $3.6 \cdot 10^{7}$, $6.4 \cdot 10^{7}$, $5.1 \cdot 10^{8}$ is "
              r"$b^*(L) = \inf\{b > 1 : B_b(m) \ge 0 \text{ for } 0 \le m < L\}$ rounded to two "
              r"significant digits, $d = 128$. In fact 7 entries are larger than $b^*(L)$ rounded (2k, 16k, 32k, 128k, "
              r"256k, 512k, 1M) and 4 agree (1k, 4k, 8k, 64k).",
    hypotheses=r"$d = 128$, $B_b(m) = \sum_{i=0}^{63} \cos(m\, b^{-2i/128})$; $1\text{k} = 1024$; $b^*(L)$ as certified in "
               "smallest_rope_base_is_bracketed_for_contexts_1k_to_1m_at_head_size_128",
    expect="refuted",
    error_kind="wrong number",
    wrong=r"Against the certified brackets: 2k: $1.6 \cdot 10^{4}$ printed, $b^* = 11587.24$ ($1.2 \cdot 10^{4}$); 16k: "
          r"$3.1 \cdot 10^{5}$ vs 231643.6 ($2.3 \cdot 10^{5}$); 32k: $6.4 \cdot 10^{5}$ vs 629978.3 ($6.3 \cdot 10^{5}$); "
          r"128k: $7.8 \cdot 10^{6}$ vs 4869104.4 ($4.9 \cdot 10^{6}$); 256k: $3.6 \cdot 10^{7}$ vs 23662397 "
          r"($2.4 \cdot 10^{7}$); 512k: $6.4 \cdot 10^{7}$ vs 58496174 ($5.8 \cdot 10^{7}$); 1M: $5.1 \cdot 10^{8}$ vs "
          r"65374955 ($6.5 \cdot 10^{7}$, a factor 7.8). Every one is larger than necessary; none is too small.",
    survives=r"partly: the entries are upper estimates where they err, so the bound's direction (bases this large "
             r"exist that satisfy $B \ge 0$) survives only where the printed number is itself valid, which it is not "
             r"for 6 of the 7 ($3.1 \cdot 10^{5}$, $6.4 \cdot 10^{5}$, $7.8 \cdot 10^{6}$, $3.6 \cdot 10^{7}$, "
             r"$6.4 \cdot 10^{7}$, $5.1 \cdot 10^{8}$ each have a failing $m$: "
             r"men_et_al_table_entries_are_valid_rope_bases); the $1.6 \cdot 10^{4}$ at 2k is valid but 38 % above $b^*$.",
    correction="smallest_rope_base_is_bracketed_for_contexts_1k_to_1m_at_head_size_128",
    sources=[],
    domain={"k": st.integers(0, 10)},
    examples=[{"k": 1}, {"k": 10}, {"k": 0}],
    budget=300,
    sharp=r"exact: each verdict compares the printed two-digit number with $b^*(L)$ rounded to two digits, both ends of "
          r"$b^*$'s certified bracket rounding alike.",
    notes="The publication is Men et al. 2024, 'Base of RoPE Bounds Context Length' (NeurIPS 2024), its table of the "
          r"lower bound of the base for head size 128. The check compares each printed value $x$ with both ends of the "
          r"certified bracket of $b^*(L)$: $|x - b| \le$ half a unit of $x$'s last digit for every $b$ in the bracket. Per "
          r"entry (evidence): $b^*$ bracketed, the rounding, and whether the printed number is itself a valid base (the "
          r"valid set is not an interval, so a number above $b^*$ need not be valid). The same two digits as Su's row "
          "at 1k, 4k, 8k and 64k (su_table_gives_the_smallest_rope_base_to_two_digits).",
)


@claim.proof
def proof(pf):
    judged = [T.judge(ROW, k) for k in range(11)]
    for j in judged:
        if j["kind"] != "consistent":
            pf.refute(f"{j['label']} (L = {j['L']}): printed {j['printed']} against b*(L) to two digits",
                      sp.Rational(j["value"]), sp.Rational(j["rounded"]))
    pf.exhaust("the entries that agree with b*(L) to two digits", [j["label"] for j in judged if j["kind"] == "consistent"],
               lambda label: T.judge(ROW, T.LABELS.index(label))["kind"] == "consistent")


@claim.check
def check(ctx, k):
    return T.rounding_check(ctx, ROW, k)


@claim.evidence
def evidence():
    return T.entry_rows(ROW)
