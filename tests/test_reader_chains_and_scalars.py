"""A chain with an elided step states the relation across it (λ_1 ≥ λ_2 ≥ … ≥ λ_{d/2}: λ_2 ≥ λ_{d/2}; a = … \\\\ … = b
over two rows: a = b), and nothing across relations of opposite directions or past a trailing ellipsis; an inner
product and a norm are numbers in the algebra of matrices (a sum's factor that is one of them, free of the index,
leaves the sum), and I is the identity matrix where the document names it so."""
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


def test_a_derivation_elided_across_two_rows_is_one_relation_and_is_decided():
    doc = ("Let $\\sigma(t) = \\frac{1}{1 + \\exp(-t)}$. Then\n\n$$\n\\begin{aligned}\n"
           "\\frac{\\exp(t)}{(1+\\exp(t))^{2}} &= \\ldots \\\\\n"
           "\\ldots &= \\sigma(t) \\cdot \\left( 1- \\sigma(t) \\right)\n\\end{aligned}\n$$\n")
    items = _items(doc)
    across = [it for (a, r, b), it in items.items() if a.startswith("\\frac") and b.startswith("\\sigma(t) \\cdot")]
    assert len(across) == 1 and across[0]["status"] == "proved", items
    assert not [k for k in items if "\\ldots" in (k[0], k[2])]


def test_a_wrong_step_across_an_ellipsis_is_a_finding():
    doc = ("Let $\\sigma(t) = \\frac{1}{1 + \\exp(-t)}$. Then\n\n$$\n\\begin{aligned}\n"
           "\\frac{\\exp(t)}{(1+\\exp(t))^{2}} &= \\ldots \\\\\n"
           "\\ldots &= \\sigma(t) \\cdot \\left( 1 + \\sigma(t) \\right)\n\\end{aligned}\n$$\n")
    items = _items(doc)
    across = [it for (a, r, b), it in items.items() if a.startswith("\\frac") and b.startswith("\\sigma(t) \\cdot")]
    assert len(across) == 1 and across[0]["status"] == "inconsistent", items


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
