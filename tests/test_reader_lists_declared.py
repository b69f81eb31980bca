"""A membership that lists its names (``A, B \\in \\mathbb{R}^{n \\times n}``, ``m, n \\in \\mathbb{Z}``) declares every
name of the list, not only the one beside the relation: a reviewer's probe had softmax(AB) = softmax(BA) 'proved' with
A read as a number (documents written for these tests)."""
from conftest import reader_items_by_sides


def test_matrices_declared_in_a_list_keep_the_order_of_their_products():
    doc = ("# Products\n\nLet $A, B \\in \\mathbb{R}^{n \\times n}$.\n\n$$\\text{softmax}(AB) = \\text{softmax}(BA)$$\n\n"
           "$$g(AB) = g(BA)$$\n\nLet $W_Q, W_K \\in \\mathbb{R}^{d \\times d}$.\n\n$$h(W_Q W_K) = h(W_K W_Q)$$\n")
    items = reader_items_by_sides(doc)
    for sides in (("\\text{softmax}(AB)", "\\text{softmax}(BA)"), ("g(AB)", "g(BA)"), ("h(W_Q W_K)", "h(W_K W_Q)")):
        assert items[sides]["status"] == "undecided", items[sides]
        assert items[sides]["cause"] == "matrix identity beyond arbitrary shapes", items[sides]


def test_integers_declared_in_a_list_are_each_integers():
    doc = "# Integers\n\nLet $m, n \\in \\mathbb{Z}$.\n\n$$\\cos(2\\pi m) = 1$$\n\n$$\\sin(\\pi n) = 0$$\n"
    items = reader_items_by_sides(doc)
    assert items[("\\cos(2\\pi m)", "1")]["status"] == "proved", items
    assert items[("\\sin(\\pi n)", "0")]["status"] == "proved", items


def test_a_name_after_a_relation_is_not_listed_with_the_declared_one():
    # "a = b, C \in …": b is the first statement's right side, not a name declared with C
    doc = ("# Not a list\n\nHere $a = b, C \\in \\mathbb{R}^{n \\times n}$.\n\n$$g(bC) = g(Cb)$$\n\n"
           "Let $m = k, n \\in \\mathbb{Z}$.\n\n$$\\cos(2\\pi k) = 1$$\n")
    items = reader_items_by_sides(doc)
    assert items[("g(bC)", "g(Cb)")]["status"] == "proved", items
    assert items[("\\cos(2\\pi k)", "1")]["status"] != "proved", items
