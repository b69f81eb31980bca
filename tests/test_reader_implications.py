"""Issue 32, proofs written as implications: in ``A ⟹ B`` the step B is decided with A's sides substituted, so a step
that follows from its premise is proved, naming the premise, and one that does not follow is no finding; the first
statement of the chain, undecided alone, is its premise (assumed, not checked), while one the reader decides alone
keeps that decision.  ``\\land`` and ``\\text{and}`` join statements, and a list joined by "and" is still not paired.
Documents written for these tests."""
from conftest import reader_items


def _written(it: dict) -> str:
    return " ".join(f"{it['link']['lhs']} {it['link']['relation']} {it['link']['rhs']}".split())


def _by_text(items: list[dict]) -> dict:
    out: dict = {}
    for it in items:
        out.setdefault(_written(it), []).append(it)
    return out


PROOF = r"""# Permuted inputs

$$
\begin{aligned}
& x^{(1)}_j = x^{(2)}_{g_j} \land x^{(1)}_{k} = x^{(2)}_{g_k} \\
\implies{} & W^{\top} x^{(1)}_j = W^{\top} x^{(2)}_{g_j} \land U^{\top} x^{(1)}_{k} = U^{\top} x^{(2)}_{g_k} \\
\implies{} & a^{(1)} = a^{(2)} \\
\implies{} & \frac{1}{\sqrt{d}} a^{(1)} = \frac{1}{\sqrt{d}} a^{(2)}
\end{aligned}
$$

A step that does not follow: $u = v \Rightarrow u^2 = v + 1$.

A premise that holds alone: $(x+1)^2 = x^2 + 2x + 1 \implies s = t$.
"""


def test_a_step_of_an_implication_is_proved_from_its_premise_and_the_first_statement_is_assumed():
    items = _by_text(reader_items(PROOF))
    for premise in (r"x^{(1)}_j = x^{(2)}_{g_j}", r"x^{(1)}_{k} = x^{(2)}_{g_k}"):
        [it] = items[premise]
        assert it["status"] == "definition" and it["reason"].startswith("the premise of an implication"), it
    for step in (r"W^{\top} x^{(1)}_j = W^{\top} x^{(2)}_{g_j}", r"U^{\top} x^{(1)}_{k} = U^{\top} x^{(2)}_{g_k}",
                 r"\frac{1}{\sqrt{d}} a^{(1)} = \frac{1}{\sqrt{d}} a^{(2)}"):
        [it] = items[step]
        assert it["status"] == "proved" and it["reason"].startswith("follows from the statement before the ⟹"), it
    # a^(1) = a^(2) does not follow from the line before by substitution: a step of the proof, not decided, and not
    # taken for a premise (it is not the chain's first statement)
    [mid] = items["a^{(1)} = a^{(2)}"]
    assert mid["status"] == "undecided", mid


def test_a_step_that_does_not_follow_is_no_finding_and_a_premise_decided_alone_keeps_its_decision():
    items = _by_text(reader_items(PROOF))
    [bad] = items["u^2 = v + 1"]
    assert bad["status"] == "undecided", bad
    [known] = items["(x+1)^2 = x^2 + 2x + 1"]
    assert known["status"] == "proved", known


LISTS = r"""# Values

Two statements: $p = 2 \text{ and } q = 3$, so $p + q = 5$.

A list joined by "and": $\sin 1 \text{ and } \cos 1 \approx 0.84 \text{ and } 0.54$.
"""


def test_and_joins_two_statements_but_a_list_joined_by_and_is_not_paired():
    items = _by_text(reader_items(LISTS))
    assert [it["status"] for it in items["p = 2"]] == ["definition"], items
    assert [it["status"] for it in items["q = 3"]] == ["definition"], items
    [total] = items["p + q = 5"]
    assert total["status"] in ("proved", "consistent"), total
    [pair] = items[r"\cos 1 ≈ 0.84"]
    assert pair["status"] == "undecided" and "triage does not pair" in pair["reason"], pair
