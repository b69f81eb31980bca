"""Issue 32, a worked number for another setting stated in words: a finding that rests on a value the document
gave before (``d = 512``) or on a constant of a definition (the base 10000 of ``\\theta_i = 10000^{-2i/d}``), where
the prose after it and before the relation writes a number with which the relation holds ("a toy model with eight
dimensions", "raises the base to 500,000"), is undecided, naming both; a number that does not make it hold, or
one written before the value, leaves the finding standing.  Documents written for these tests."""
from tests.conftest import reader_items

SETUP = """# Frequencies

We use $d = 512$ and base $10000$, with $\\theta_i = 10000^{-2i/d}$.

For the second pair, $\\theta_1 = 10000^{-2/512} \\approx 0.9647$.

"""


def _items(text: str, lhs: str) -> list:
    return [it for it in reader_items(text) if it["link"]["lhs"].strip() == lhs]


def test_a_dimension_the_prose_writes_in_words_withholds_the_findings_that_hold_with_it():
    text = SETUP + "## A toy model\n\nTake a toy model with eight dimensions. Then $\\theta_1 = 0.1$ and $\\theta_2 = 0.01$.\n"
    items = [it for it in reader_items(text) if it["line"] == 9]
    assert [it["status"] for it in items] == ["undecided", "undecided"], items
    assert all("holds with d = 8" in it["reason"] and "d = 512" in it["reason"] for it in items), items


def test_a_base_the_prose_writes_in_digits_withholds_a_finding_that_holds_with_it_for_the_definitions_constant():
    text = SETUP + "## Llama 3\n\nLlama 3 raises the base to 500,000, so $\\theta_1 \\approx 0.9500$.\n"
    [it] = [it for it in reader_items(text) if it["line"] == 9]
    assert it["status"] == "undecided" and "500000 for the constant 10000" in it["reason"], it


def test_a_number_in_the_prose_that_does_not_make_it_hold_leaves_the_finding():
    text = SETUP + "## A toy model\n\nTake a toy model with eight dimensions. Then $\\theta_1 = 0.5$.\n"
    [it] = [it for it in reader_items(text) if it["line"] == 9]
    assert it["status"] == "inconsistent", it  # 10000^{-2/8} = 0.1 and 10000^{-2/512} = 0.9647: neither is 0.5


def test_a_number_written_before_the_value_is_not_another_setting():
    text = ("# Frequencies\n\nA toy model would have eight dimensions; we use $d = 512$ instead, with "
            "$\\theta_i = 10000^{-2i/d}$.\n\nThen $\\theta_1 = 0.1$.\n")
    [it] = [it for it in reader_items(text) if it["line"] == 5]
    assert it["status"] == "inconsistent", it
