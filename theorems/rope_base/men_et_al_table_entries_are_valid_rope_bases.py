from hypothesis import strategies as st

from suite import Claim
from theorems.rope_base import _table as T

ROW = "men"

claim = Claim(
    title=r"Refuted: every base in Men et al.'s head-size-128 table satisfies $B_b(m) \ge 0$ for all $m < L$ (7 of 11 do "
          r"not: $2.7 \cdot 10^{4}$ at 4k, $3.1 \cdot 10^{5}$, $6.4 \cdot 10^{5}$, $7.8 \cdot 10^{6}$, $3.6 \cdot 10^{7}$, "
          r"$6.4 \cdot 10^{7}$ and $5.1 \cdot 10^{8}$ each have an $m$ with $B < 0$)",
    statement=r"Claimed: for each column $L = 1\text{k}, \dots, 1\text{M}$ ($1\text{k} = 1024$) the printed base $b$ "
              r"satisfies $B_b(m) = \sum_{i=0}^{63} \cos(m\, b^{-2i/128}) \ge 0$ for every integer $0 \le m \le L-1$. In "
              r"fact it fails at 4k, 16k, 32k, 128k, 256k, 512k and 1M, each with a certified failing $m$ (evidence); it "
              r"holds at 1k, 2k, 8k, 64k.",
    hypotheses=r"$d = 128$; the printed values as exact numbers ($4.3 \cdot 10^{3} = 4300$, ...); $1\text{k} = 1024$",
    expect="refuted",
    error_kind="wrong number",
    wrong=r"The valid bases do not form an interval above $b^*(L)$: there are islands of valid bases with gaps between "
          r"them, so a number above $b^*$ can be invalid. $2.7 \cdot 10^{4}$ at 4k lies in the gap $(26973.1, 28628.7)$ "
          r"above $b^* = 26952.34$: $B(4079) < 0$; $3.1 \cdot 10^{5}$ (16k): $B(12223) < 0$; $6.4 \cdot 10^{5}$ (32k): "
          r"$B(27685) < 0$; $7.8 \cdot 10^{6}$ (128k): $B(128915) < 0$; $3.6 \cdot 10^{7}$ (256k): $B(207455) < 0$; "
          r"$6.4 \cdot 10^{7}$ (512k): $B(511210) < 0$; $5.1 \cdot 10^{8}$ (1M): $B(874868) < 0$ "
          "(upper bounds in the evidence, Arb).",
    survives=r"partly: the table's message, that the base must grow with the context, stands, and $b^*(L)$ lies below "
             "each entry; but 7 of its 11 printed bases are not valid for their context, and a user who takes the "
             r"printed number gets a base with $B < 0$ somewhere below $L$.",
    correction="valid_rope_bases_do_not_form_an_interval",
    sources=[],
    domain={"k": st.integers(0, 10)},
    examples=[{"k": 2}, {"k": 10}, {"k": 0}],
    budget=300,
    sharp=r"exact counterexamples: each failing $m$ has an Arb upper bound of $B_b(m)$ below 0, and it is the smallest "
          r"failing $m$ (every smaller $m$ certified $B \ge 0$).",
    notes="The publication is Men et al. 2024, 'Base of RoPE Bounds Context Length' (NeurIPS 2024). For the entries "
          r"that are valid, the evidence gives the certified lower bound of $\min_m B$. The check evaluates $B_b(m)$ at "
          r"the printed $b$ and, per column, the smallest failing $m$ (or, for a valid entry, the $m$ where $B$ is "
          r"smallest) in every precision context.",
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
