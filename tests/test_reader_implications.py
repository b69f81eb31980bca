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
    for step in (r"W^{\top} x^{(1)}_j = W^{\top} x^{(2)}_{g_j}", r"U^{\top} x^{(1)}_{k} = U^{\top} x^{(2)}_{g_k}"):
        [it] = items[step]
        assert it["status"] == "proved" and it["reason"].startswith("follows from the statement before the ⟹"), it
    # a^(1) = a^(2) does not follow from the line before by substitution: a step of the proof, not decided, and not
    # taken for a premise (it is not the chain's first statement); so the step after it, which rests on it, is not
    # shown to follow either
    for step in ("a^{(1)} = a^{(2)}", r"\frac{1}{\sqrt{d}} a^{(1)} = \frac{1}{\sqrt{d}} a^{(2)}"):
        [it] = items[step]
        assert it["status"] == "undecided", it


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


GUARDS = r"""# What an implication does not do

With $a = 2$: $a^2 = 5 \implies a^4 = 25$.

A step from a step not shown: $x_1 = x_2 \implies x_1^2 = x_2^2 + 1 \implies x_1^2 - x_2^2 = 1$.

Claims that open a chain: $\int_0^1 x^2 \, dx = \frac{1}{2} \implies c = d$ and
$\mathbb{E}[X + Y] = \mathbb{E}[X] \mathbb{E}[Y] \implies u = v$ and $(AB)^\top = A^\top B^\top \implies p = q$.

With $s = 2$ and $t = 5$: $m = s \wedge t = 2$, and $t + 1 = 6$.

The roots are $x = 2 \text{ and } x = 3$, so $x^2 - 5x + 6 = 0$ at each.
"""


def test_a_step_is_never_rescued_from_a_finding_nor_from_a_step_not_shown_and_claims_are_not_taken_for_premises():
    by = _by_text(reader_items(GUARDS))
    assert [it["status"] for it in by["a^4 = 25"]] == ["inconsistent"], by["a^4 = 25"]
    [last] = by["x_1^2 - x_2^2 = 1"]
    assert last["status"] == "undecided", last
    for claim in (r"\int_0^1 x^2 dx = \frac{1}{2}", r"\mathbb{E}[X + Y] = \mathbb{E}[X] \mathbb{E}[Y]",
                  r"(AB)^\top = A^\top B^\top"):
        [it] = by[claim]
        assert it["status"] != "definition", it


def test_wedge_is_not_a_conjunction_and_two_values_of_one_name_side_by_side_are_alternatives():
    by = _by_text(reader_items(GUARDS))
    [t] = by["t + 1 = 6"]
    assert t["status"] in ("proved", "consistent"), t  # (t is 5: \wedge did not split off a "t = 2")
    for root in ("x = 2", "x = 3"):
        [it] = by[root]
        assert "list" in it["reason"] or "pair" in it["reason"], it


MATRICES = r"""# Two matrices on two lines

$$
A = \begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}
\begin{pmatrix} 1 & 0 \\ 0 & 2 \end{pmatrix} = D
$$

Then $A + A = \begin{pmatrix} 2 & 4 \\ 6 & 8 \end{pmatrix}$.
"""


def test_two_matrices_on_two_lines_are_a_product_only_when_the_second_line_ends_in_its_relation():
    by = _by_text(reader_items(MATRICES))
    [sum_] = by[r"A + A = \begin{pmatrix} 2 & 4 \\ 6 & 8 \end{pmatrix}"]
    assert sum_["status"] == "proved", sum_


ORDERS = r"""# Orders

Shifted: $x = (x_2, x_3, \ldots, x_n, x_1)$. Reversed: $w = (w_n, \ldots, w_1)$. In order: $r = (r_1, \ldots, r_n)$.

Members: $y_1 = y_2^2$.
"""


def test_only_a_vector_of_its_components_in_order_is_a_declaration_and_members_are_no_recurrence():
    by = _by_text(reader_items(ORDERS))
    for shifted in (r"x = (x_2, x_3, \ldots, x_n, x_1)", r"w = (w_n, \ldots, w_1)"):
        [it] = by[shifted]
        assert "names the vector of the components" not in it["reason"], it
    [r] = by[r"r = (r_1, \ldots, r_n)"]
    assert r["status"] == "definition", r
    [y] = by["y_1 = y_2^2"]
    assert "recurrence" not in y["reason"], y


def test_a_thin_space_after_a_functions_name_is_no_second_statement():
    from suite.reader.chains import chain_links

    [(lhs, rel, rhs, note, *_)] = chain_links(r"Q = \sum_{t=1}^{n} \log\;p(x_t) + \log \; q")
    assert note is None and "p(x_t)" in rhs, (lhs, rhs, note)


ROOTS = r"""# Roots after an implication

$$x^2-5x+6=0 \implies x = 2 \text{ and } x = 3$$

$$x+1=3$$

$$y^2 = 4 \Rightarrow y = 2 \text{ and } y = -2$$

$$y^3 = 8$$
"""


def test_two_roots_after_an_implication_are_alternatives_not_two_bindings():
    by = _by_text(reader_items(ROOTS))
    for later in ("x+1 = 3", "y^3 = 8"):  # true for one root, false for the other: never flagged with the other
        [it] = by[later]
        assert it["status"] == "undecided", it
    for root in ("x = 2", "x = 3", "y = 2", "y = -2"):
        [it] = by[root]
        assert "list" in it["reason"] or "pair" in it["reason"], it


PARALLEL = r"""# Projections

$$q, \; k, \; v = h W_{q}^{T}, \; h W_{k}^{T}, \; h W_{v}^{T}$$

Let $a, b = 2, 3$. Then $a + b = 5$ and $ab = 7$.

A range: $i, j = 1, \ldots, n$.
"""


def test_names_listed_before_one_equals_sign_take_the_values_listed_after_it_in_order():
    by = _by_text(reader_items(PARALLEL))
    for pair in (r"q = h W_{q}^{T}", r"k = h W_{k}^{T}", r"v = h W_{v}^{T}", "a = 2", "b = 3"):
        [it] = by[pair]
        assert it["status"] == "definition", it
    assert r"v = h W_{q}^{T}" not in by  # (the old pairing: the last name with the first value)
    [total] = by["a + b = 5"]
    [product] = by["ab = 7"]
    assert total["status"] == "consistent" and product["status"] == "inconsistent", (total, product)
    assert "i = 1" not in by  # three values for two names: not an assignment (j = 1, …, n stays a range)
    ranges = _by_text(reader_items("# R\n\nFor $i, j = 1, 2$ we have $a_{ij} = i + j$.\n"))
    assert "i = 1" not in ranges and "j = 2" not in ranges  # the indices' ranges, not one value each
    positions = _by_text(reader_items("# P\n\nLet $m, n = 3, 5$. Then $n + 2 = 5$.\n"))
    assert positions["n + 2 = 5"][0]["status"] == "inconsistent"  # m, n are values here: 5 + 2 = 7
    ranged = _by_text(reader_items("# S\n\nFor positions $m, n = 1, 2$ of the two tokens, $m - n = 1$.\n"))
    assert ranged["m - n = 1"][0]["status"] != "inconsistent"  # 1, 2: as often what they range over


MUCH = r"""# Much less

For small angles ($\Delta\theta = 1/\omega_m \ll 1$), the step is about $\Delta\theta$.

$$\|p_{i+\delta} - p_i\| \approx \frac{\delta}{\omega_m} \quad \text{when } \delta \ll \omega_m$$

The vocabulary is large: $D \le 1000 \ll |V|$.
"""


def test_much_less_than_is_a_relation_of_its_own_a_condition_where_the_text_states_one_never_decided():
    by = _by_text(reader_items(MUCH))
    [theta] = by[r"\Delta\theta = 1/\omega_m"]
    assert theta["status"] == "definition", theta  # (no longer one relation with "≪ 1" inside its right side)
    for condition in (r"1/\omega_m ≪ 1", r"\delta ≪ \omega_m"):
        [it] = by[condition]
        assert it["status"] == "definition" and "condition" in it["reason"], it
    [vocabulary] = by["1000 ≪ |V|"]
    assert vocabulary["status"] == "undecided" and "much less" in vocabulary["reason"], vocabulary
