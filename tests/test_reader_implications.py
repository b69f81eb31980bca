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


ALGORITHM = r"""\documentclass{article}
\begin{document}
\section{Encoder}

\begin{algorithmic}
\State $\bm{q} \gets \bm{e} \bm{W_q} + \bm{b_q}$
\State $\bm{K} \gets \bm{E} \bm{W_k}$
\end{algorithmic}

\section{A worked example}

Take $\bm{q} = (11, 12)$ and $\bm{k_1} = (1, 2)$; then $\bm{q} \cdot \bm{k_1} = 35$.

The loss is $L(\bm{\hat{y}, \bm{y}}) := - \sum_{k=1}^{K} \bm{y}_{[k]} \log \bm{\hat{y}}_{[k]}$.

The all-ones vector is $\bm{1}^{m} = (1, 1, \ldots, 1_m)$, and the outputs are $\bm{y} = (y_1, \ldots, y_n)$.

Each output is $\bm{z} = \bm{W} \bm{x}$; the outputs of all positions are $\bm{z} = (z_1, \ldots, z_n)$.

With $\bm{b} = \begin{pmatrix}10 & 20\end{pmatrix}$:
$$
\bm{b}^\top \bm{1}^m = \begin{pmatrix}10 \\ 20\end{pmatrix}
\begin{pmatrix}1 & 1 & 1\end{pmatrix} =
\begin{pmatrix}10 & 10 & 10 \\ 20 & 20 & 20 \end{pmatrix}
$$
\end{document}
"""


def test_an_algorithms_assignment_binds_nothing_and_a_definition_sign_defines_what_is_not_read():
    items = reader_items(ALGORITHM, "doc.tex")
    by = _by_text(items)
    [q] = by[r"\bm{q} = \bm{e} \bm{W_q} + \bm{b_q}"]
    assert q["status"] == "definition" and q["reason"].startswith("an assignment of an algorithm"), q
    # the worked example's q is its own, not the algorithm's step: a definition, and the product is decided with it
    [example] = by[r"\bm{q} = (11, 12)"]
    assert example["status"] == "definition", example
    [dot] = by[r"\bm{q} \cdot \bm{k_1} = 35"]
    assert dot["status"] in ("proved", "consistent"), dot
    [loss] = [it for it in items if it["link"]["lhs"].startswith("L (") or it["link"]["lhs"].startswith("L(")]
    assert loss["status"] == "definition" and "definition sign" in loss["reason"], loss


def test_the_vector_of_ones_and_a_vector_of_its_own_components_are_named_and_never_read_as_numbers():
    items = reader_items(ALGORITHM, "doc.tex")
    by = _by_text(items)
    [ones] = by[r"\bm{1}^{m} = (1, 1, \ldots, 1_m)"]
    assert ones["status"] == "definition", ones
    [ys] = by[r"\bm{y} = (y_1, \ldots, y_n)"]
    assert ys["status"] == "definition", ys
    [zs] = by[r"\bm{z} = (z_1, \ldots, z_n)"]
    assert zs["status"] == "definition" and "components" in zs["reason"], zs
    # \bm{1}^m is a vector: b^T 1^m is not the column (10, 20) (it was proved so, reading 1^m as the number 1)
    first = [it for it in items if it["link"]["lhs"].startswith(r"\bm{b}^\top")]
    assert first and all(it["status"] == "unparsed" and "vector of all" in it["reason"] for it in first), first
    # the two matrices written on two lines are one product, found equal to the matrix after it
    product = [it for it in items if it["link"]["rhs"].startswith(r"\begin{pmatrix}10 & 10")]
    assert [it["status"] for it in product] == ["consistent"], product
