"""A chain with an elided step states the relation across it (λ_1 ≥ λ_2 ≥ … ≥ λ_{d/2}: λ_2 ≥ λ_{d/2}; a = … \\\\ … = b
over two rows: a = b), and nothing across relations of opposite directions or past a trailing ellipsis; an inner
product and a norm are numbers in the algebra of matrices (a sum's factor that is one of them, free of the index,
leaves the sum), and I is the identity matrix where the document names it so."""
import pytest
from conftest import reader_items


def _items(doc: str, name: str = "doc.md") -> dict:
    return {(it["link"]["lhs"].strip(), it["link"]["relation"],
             it["link"]["rhs"].strip()): it for it in reader_items(doc, name)}


def test_a_chain_states_the_relation_across_an_elided_step():
    from suite.reader.chains import chain_links

    def links(row):
        return [(a, r, b) for a, r, b, *_ in chain_links(row)]

    assert links(r"\lambda_1 \ge \lambda_2 \ge \dots \ge \lambda_{d/2}") == [
        (r"\lambda_1", "≥", r"\lambda_2"), (r"\lambda_2", "≥", r"\lambda_{d/2}")]
    assert links(r"a = \cdots = \cdots = b") == [("a", "=", "b")]
    assert links(r"a \le \cdots < b") == [("a", "<", "b")]
    # directions that differ state nothing across the gap; an ellipsis ending a chain is left as written
    assert links(r"a \le \cdots \ge b") == [("a", "≤", r"\cdots"), (r"\cdots", "≥", "b")]
    assert links(r"\theta_1 < \cdots") == [(r"\theta_1", "<", r"\cdots")]
    assert links(r"x = 1 + \dots") == [("x", "=", r"1 + \dots")]


@pytest.mark.parametrize("factor, status", [("1- \\sigma(t)", "proved"), ("1 + \\sigma(t)", "inconsistent")])
def test_a_derivation_elided_across_two_rows_is_one_relation_and_is_decided(factor, status):
    # e^t / (1 + e^t)^2 = σ(1 - σ): the step across the elided rows holds, and with 1 + σ it is a finding
    doc = ("Let $\\sigma(t) = \\frac{1}{1 + \\exp(-t)}$. Then\n\n$$\n\\begin{aligned}\n"
           "\\frac{\\exp(t)}{(1+\\exp(t))^{2}} &= \\ldots \\\\\n"
           "\\ldots &= \\sigma(t) \\cdot \\left( " + factor + " \\right)\n\\end{aligned}\n$$\n")
    items = _items(doc)
    across = [it for (a, r, b), it in items.items() if a.startswith("\\frac") and b.startswith("\\sigma(t) \\cdot")]
    assert len(across) == 1 and across[0]["status"] == status, items
    assert not [k for k in items if "\\ldots" in (k[0], k[2])]


def test_a_softmax_over_inner_products_sums_to_one():
    doc = ("Let $\\boldsymbol{q}_m, \\boldsymbol{k}_j \\in \\mathbb{R}^d$ and\n\n"
           "$$\\alpha_{mj} = \\frac{e^{\\boldsymbol{q}_m \\cdot \\boldsymbol{k}_j / \\sqrt{d}}}"
           "{\\sum_{j'=1}^N e^{\\boldsymbol{q}_m \\cdot \\boldsymbol{k}_{j'} / \\sqrt{d}}}$$\n\n"
           "so that\n\n$$\\sum_{j=1}^N \\alpha_{mj} = 1$$\n\nand also\n\n$$\\sum_{j=1}^N \\alpha_{mj} = 2$$\n")
    items = _items(doc)
    assert items[("\\sum_{j=1}^N \\alpha_{mj}", "=", "1")]["status"] == "proved", items
    assert "inner product" in items[("\\sum_{j=1}^N \\alpha_{mj}", "=", "1")]["reason"]
    assert items[("\\sum_{j=1}^N \\alpha_{mj}", "=", "2")]["status"] != "proved"


def test_the_identity_matrix_is_the_unit_of_a_product_where_the_document_names_it():
    body = ("$$\\boldsymbol{a}^{\\top}\\boldsymbol{I}\\boldsymbol{b} = \\boldsymbol{a}^{\\top}\\boldsymbol{b}$$\n")
    named = _items("Here $\\boldsymbol{I}$ is the identity matrix and $\\boldsymbol{a}, \\boldsymbol{b}$ are "
                   "vectors.\n\n" + body)
    key = ("\\boldsymbol{a}^{\\top}\\boldsymbol{I}\\boldsymbol{b}", "=", "\\boldsymbol{a}^{\\top}\\boldsymbol{b}")
    assert named[key]["status"] == "proved" and "identity matrix" in named[key]["reason"], named
    unnamed = _items("Let $\\boldsymbol{a}, \\boldsymbol{b}$ be vectors and $\\boldsymbol{I}$ a matrix.\n\n" + body)
    assert unnamed[key]["status"] != "proved", unnamed


def test_an_order_across_an_elided_step_that_may_be_empty_is_no_finding():
    # with d = 4 the chain θ_0 > θ_1 > … > θ_{d/2-1} says only θ_0 > θ_1: θ_1 > θ_1 across the gap is not its claim
    items = _items("Let $\\theta_i = 10000^{-2i/d}$ with $d = 4$. Then $\\theta_0>\\theta_1>\\dots>\\theta_{d/2-1}$.\n")
    across = items[("\\theta_1", ">", "\\theta_{d/2-1}")]
    assert across["status"] == "undecided" and across["cause"] == "across an elided step", across
    assert items[("\\theta_0", ">", "\\theta_1")]["status"] in ("proved", "consistent")
    # an equality across the gap is stated whatever its length: 3 = … = 4 says 3 = 4
    assert _items("$$y = 3 = \\dots = 4$$\n")[("3", "=", "4")]["status"] == "inconsistent"


def test_an_i_the_document_names_otherwise_is_no_identity():
    key = ("\\mathbf{x}^\\top\\mathbf{I}\\mathbf{y}", "=", "\\mathbf{x}^\\top\\mathbf{y}")
    body = "$$\\mathbf{x}^\\top\\mathbf{I}\\mathbf{y} = \\mathbf{x}^\\top\\mathbf{y}$$\n"
    # orthogonality named elsewhere does not make every I the identity
    image = _items("The rotation matrix $\\mathbf{R}_m$ is orthogonal. Let $\\mathbf{I}\\in\\mathbb{R}^{H\\times W}$ be "
                   "the input image and $\\mathbf{x}, \\mathbf{y}$ vectors.\n\n" + body)
    assert image[key]["status"] != "proved", image[key]
    # a bold 1 (a matrix of ones, read as the number 1) beside a named identity: nothing is dropped
    ones = _items("Let $\\mathbf{I}$ be the identity matrix and $\\mathbf{1}$ the matrix of ones.\n\n"
                  "$$\\mathbf{x}^\\top\\mathbf{1}\\mathbf{y} = \\mathbf{x}^\\top\\mathbf{I}\\mathbf{y}$$\n")
    assert all(it["status"] != "proved" for it in ones.values() if it["status"] != "definition"), ones
    # two sizes of the identity are two matrices, and I in a sum is no factor of a product
    sizes = _items("Here $\\mathbf{I}_d$ is the $d\\times d$ identity matrix and $\\mathbf{I}_n$ the $n\\times n$ "
                   "identity matrix.\n\n$$\\mathbf{I}_d = \\mathbf{I}_n$$\n\n$$\\mathbf{A}+\\mathbf{I}_d = \\mathbf{A}+1$$\n")
    assert all(it["status"] != "proved" for it in sizes.values() if it["status"] != "definition"), sizes
    # orthogonality written as R^T R = I names that I
    named = _items("The matrix is orthogonal: $\\boldsymbol{R}^{\\top}\\boldsymbol{R} = \\boldsymbol{I}$.\n\n"
                   "$$\\boldsymbol{a}^{\\top}\\boldsymbol{I}\\boldsymbol{b} = \\boldsymbol{a}^{\\top}\\boldsymbol{b}$$\n")
    assert named[("\\boldsymbol{a}^{\\top}\\boldsymbol{I}\\boldsymbol{b}", "=", "\\boldsymbol{a}^{\\top}\\boldsymbol{b}")][
        "status"] == "proved"


def test_an_inner_product_beside_a_matrix_does_not_move_past_it():
    # W q·k_j is read W (q·k_j), where the text may mean (W q)·k_j: it is not moved past W
    items = _items("Let $\\mathbf{q},\\mathbf{k}_j,\\mathbf{v}_j\\in\\mathbb{R}^d$ and "
                   "$\\mathbf{W}\\in\\mathbb{R}^{d\\times d}$.\n\n"
                   "$$\\sum_{j=1}^{N}(\\mathbf{W}\\mathbf{q}\\cdot\\mathbf{k}_j)\\,\\mathbf{v}_j = "
                   "\\sum_{j=1}^{N}(\\mathbf{q}\\cdot\\mathbf{k}_j)\\,\\mathbf{W}\\mathbf{v}_j$$\n")
    assert all(it["status"] != "proved" for it in items.values() if it["status"] != "definition"), items



def test_an_i_denied_or_named_in_another_section_or_a_pronoun_is_no_identity():
    key = ("\\mathbf{A} \\mathbf{I} \\mathbf{B}", "=", "\\mathbf{A} \\mathbf{B}")
    body = "\n\n$$\\mathbf{A} \\mathbf{I} \\mathbf{B} = \\mathbf{A} \\mathbf{B}$$\n"
    for lead in ("Let $\\mathbf{A}, \\mathbf{B}$ be matrices; $\\mathbf{I}$ is not the identity matrix.",
                 "Unlike the identity matrix, $\\mathbf{I}$ here holds the attention weights.",
                 "设 $\\mathbf{A}, \\mathbf{B}$ 为矩阵，$\\mathbf{I}$ 不是单位矩阵。",
                 "After computing $\\mathbf{W}$ I compare it with the identity matrix.",
                 "Let $\\mathbf{I}_{d\\times d}$ be the identity matrix. Let $\\mathbf{I}$ be the input matrix.",
                 "The matrix is orthogonal: $R^T R = I$. Let $\\mathbf{I} = \\mathbf{X}\\mathbf{W}$."):
        items = _items(lead + body)
        assert items[key]["status"] != "proved", (lead, items[key])
    sections = _items("# A\n\n## One\n\nLet $I$ be the identity matrix.\n\n## Two\n\nLet $I$ be the importance "
                      "matrix.\n\n$$Q I K^T = Q K^T$$\n")
    assert sections[("Q I K^T", "=", "Q K^T")]["status"] != "proved", sections


def test_an_i_with_entries_or_a_learned_i_is_no_identity():
    for doc in ("Each rotation is orthogonal: $R^T R = I$. The interaction matrix has entries "
                "$I_{ij} = q_i \\cdot k_j + b_{ij}$.\n\n$$Q I K^T = Q K^T$$\n",
                "Let $Q, K$ be matrices. We learn $I$, starting from the identity matrix.\n\n$$Q I K^T = Q K^T$$\n",
                "Let $I$ be the input matrix and $E$ the identity matrix.\n\n$$Q I K^T = Q K^T$$\n",
                "Here $I$ is the identity matrix plus a learned bias.\n\n$$Q I K^T = Q K^T$$\n"):
        items = _items(doc)
        assert items[("Q I K^T", "=", "Q K^T")]["status"] != "proved", (doc, items)
    named = _items("# A\n\n## Setup\n\nLet $I$ be the identity matrix.\n\n$$Q I K^T = Q K^T$$\n")
    assert named[("Q I K^T", "=", "Q K^T")]["status"] == "proved", named  # (named in its own section)
    sub = _items("# A\n\n## Setup\n\nLet $I$ be the identity matrix.\n\n### Importance\n\n$$Q I K^T = Q K^T$$\n")
    assert sub[("Q I K^T", "=", "Q K^T")]["status"] != "proved", sub  # (a subsection may name its I otherwise)


def test_the_identity_is_named_only_by_a_copula_that_ends_its_clause():
    body = "\n\n$$Q I K^T = Q K^T$$\n"
    for lead in ("$I$ is the identity matrix at initialisation and is then learned during training.",
                 "$I$ is the identity matrix only in the first layer, elsewhere it is a learned mixing matrix.",
                 "$I$ 与单位矩阵不同。", "$I$ is never the identity matrix.", "$I$ 非单位矩阵。",
                 "$I$ may be the identity matrix or a permutation matrix.", "If $I$ were the identity matrix, fine.",
                 "若 $I$ 为单位矩阵，则结论成立。", "$I$ is twice the identity matrix.", "$I$ 是单位矩阵的两倍。",
                 "$I$ and the identity matrix are both diagonal.",
                 "Let $E$ denote the identity matrix and $I$ the interaction matrix.",
                 "Let $I$ be the identity matrix. The importance matrix $I$ reweights each score."):
        items = _items(lead + body)
        assert items[("Q I K^T", "=", "Q K^T")]["status"] != "proved", (lead, items)
    for lead in ("Let $I$ be the identity matrix.", "其中 $I$ 为单位矩阵。", "where $I$ is the $d \\times d$ identity matrix.",
                 "We write the identity matrix $I$."):
        items = _items(lead + body)
        assert items[("Q I K^T", "=", "Q K^T")]["status"] == "proved", (lead, items)


def test_a_naming_of_the_identity_goes_on_to_another_matrix_or_is_an_appositive_elsewhere():
    body = "\n\n$$Q I K^T = Q K^T$$\n"
    for lead in ("Let $I$ be the identity matrix, shifted down by one row.",
                 "$I$ 是单位矩阵，但对角线元素取负。",
                 "We write the identity matrix $I$ with its first row zeroed out.",
                 "Let $I$ be the identity matrix. Then $I$, the importance matrix of the scores, reweights them.",
                 "Let \\(I\\) be the identity matrix. The importance matrix \\(I\\) reweights each score entry.",
                 "We take the identity matrix $I$ and zero out its first row.",
                 "Let $I$ be the identity matrix, where the first row is zeroed out.",
                 "$I$ 为单位矩阵，其中第一行置零。"):
        items = _items(lead + body)
        assert items[("Q I K^T", "=", "Q K^T")]["status"] != "proved", (lead, items)
