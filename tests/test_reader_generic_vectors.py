"""Relations between vectors the document neither writes out nor sizes (bold lower case, or declared
``x \\in \\mathbb{R}^d``): written out as columns of symbols at 1, 2 and 3 entries, their inner products and norms
computed.  An identity at each is consistent (not proved: a dimension not tried is not covered), proved only at the
one size the document declares for all of them; an inequality holding at test points is consistent; a failure is no
finding (the text may mean unit or orthogonal vectors, which the reader does not read)."""
import pytest

from conftest import reader_items


def _one(doc: str) -> dict:
    (it,) = [x for x in reader_items(doc) if x["status"] != "definition"]
    return it


@pytest.mark.parametrize("formula, status", [
    # Cauchy–Schwarz, the parallelogram expansion, homogeneity of the norm
    ("|\\langle \\mathbf{q}, \\mathbf{k} \\rangle| \\le \\|\\mathbf{q}\\| \\|\\mathbf{k}\\|", "consistent"),
    ("\\|\\mathbf{q} + \\mathbf{k}\\|^2 = \\|\\mathbf{q}\\|^2 + 2\\langle \\mathbf{q}, \\mathbf{k}\\rangle "
     "+ \\|\\mathbf{k}\\|^2", "consistent"),
    ("\\|2\\mathbf{q}\\| = 2\\|\\mathbf{q}\\|", "consistent"),
    # false for arbitrary vectors (Pythagoras needs q ⊥ k): no finding, the text may restrict them
    ("\\|\\mathbf{q} + \\mathbf{k}\\|^2 = \\|\\mathbf{q}\\|^2 + \\|\\mathbf{k}\\|^2", "undecided"),
    ("\\langle \\mathbf{q}, \\mathbf{k} \\rangle \\le 1", "undecided"),
])
def test_vectors_of_no_size_are_written_out_at_small_sizes(formula, status):
    it = _one(f"# V\n\nFor vectors $\\mathbf{{q}}$ and $\\mathbf{{k}}$:\n\n$${formula}$$\n")
    assert it["status"] == status, it
    if status == "consistent":
        assert "1, 2, 3 entries" in it["reason"], it["reason"]
    if status == "undecided":
        assert "not a finding" in it["reason"], it["reason"]


def test_at_the_size_the_document_declares_an_identity_is_proved():
    doc = ("# V\n\nLet $\\mathbf{q} \\in \\mathbb{R}^2$.\n\n"
           "$$\\|\\mathbf{q}\\|^2 = \\langle \\mathbf{q}, \\mathbf{q} \\rangle$$\n")
    it = _one(doc)
    assert it["status"] == "proved" and "2 entries the document declares" in it["reason"], it


def test_a_name_that_may_be_a_matrix_is_not_written_out_as_a_vector():
    # W is no vector: W q = q W is left as a matrix identity beyond arbitrary shapes
    doc = "# V\n\nFor a vector $\\mathbf{q}$ and a matrix $W$:\n\n$$W \\mathbf{q} = \\mathbf{q} W$$\n"
    assert _one(doc)["status"] == "undecided"


def test_an_emphasis_tag_a_renderer_left_inside_a_formula_is_reported_not_read_around():
    # "$\text{RF}_0 \approx 6$ … $\text{RF}_{32}$" after a Markdown renderer: <em 32="32">0 … </em>; read without the
    # tag it was RF·0 ≈ 6, a wrong finding
    page = ("<html><body><p>- $\\text{RF}<em 32=\"32\">0 \\approx 6$\n- $\\text{RF}</em> \\approx 600$</p>"
            "<p>And $2 + <em>3</em> = 5$ here.</p></body></html>\n")
    got = {it["link"]["rhs"].strip(): it for it in reader_items(page, "doc.html")}
    assert got["6"]["status"] == "unparsed" and got["6"]["construct"] == "\\htmlemphasis", got["6"]
    assert got["5"]["status"] == "consistent"  # (a closed emphasis inside a formula: its text read)
