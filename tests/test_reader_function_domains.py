"""A function the document defines in the sentence of a condition on its parameter ("$s(L) = L/M$ when $L > M$")
is defined only where that condition holds: a worked value at an argument outside it (s(2) with M = 4) is not
judged by that formula, inside it (s(8)) it is.  Documents written for these tests."""
from conftest import reader_items_by_sides


def test_a_value_outside_the_stated_case_is_undecided_and_inside_it_is_checked():
    doc = ("# Scaling\n\nFor $L > M$ the scale factor is $s(L) = L/M$.\n\n"
           "With $M = 4$: $s(8) = 2$, $s(12) = 4$ and $s(2) = 1$.\n")
    items = reader_items_by_sides(doc)
    assert items[("s(8)", "2")]["status"] == "consistent", items
    assert items[("s(12)", "4")]["status"] == "inconsistent", items  # (12/4 = 3: inside the case, a finding)
    outside = items[("s(2)", "1")]
    assert outside["status"] == "undecided" and outside["cause"] == "outside a function's stated domain", outside
    assert "L > M" in outside["reason"], outside


def test_the_case_an_otherwise_leaves_out_is_the_other_piece():
    doc = ("# Scaling\n\nThe scale factor is $s(L) = L/M$ when $L > M$, and $s(L) = 1$ otherwise.\n\n"
           "With $M = 4$, a short context gives $s(2) = 1$, and a long one gives $s(8) = 2$.\n")
    items = reader_items_by_sides(doc)
    assert items[("s(2)", "1")]["status"] != "inconsistent", items
    assert items[("s(8)", "2")]["status"] == "consistent", items


def test_a_condition_that_names_no_parameter_restricts_nothing():
    doc = ("# Scaling\n\nFor $M > 1$ the scale factor is $s(L) = L/M$.\n\nWith $M = 4$: $s(2) = 1$.\n")
    assert reader_items_by_sides(doc)[("s(2)", "1")]["status"] == "inconsistent"  # (2/4, and 2 is no M)
