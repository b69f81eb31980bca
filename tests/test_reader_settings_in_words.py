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


def test_a_worked_value_that_depends_on_one_free_name_is_consistent_with_a_number_its_section_writes_before_it():
    text = ("# Frequencies\n\nThe frequencies are $\\theta_i = 10000^{-2i/d}$.\n\n## Worked numbers\n\n"
            "Our model has 512 dimensions. Then $\\theta_1 \\approx 0.9647$ and $\\theta_2 \\approx 0.5$.\n")
    items = {it["link"]["rhs"].strip(): it for it in reader_items(text) if it["line"] == 7}
    good, bad = items["0.9647"], items["0.5"]
    assert good["status"] == "consistent" and "with d = 512, a number the text writes" in good["reason"], good
    assert bad["status"] == "undecided" and bad["cause"] == "value of free parameters", bad  # never a finding so


def test_a_names_worked_value_after_a_formula_given_since_for_it_is_not_judged_with_the_earlier_value():
    text = ("# Head size\n\nWe use head size $d = 128$ throughout, and $\\omega_i = 10000^{-2i/d}$.\n\n"
            "A rule of thumb for the smallest useful head size is $d \\approx 2 \\log_{10} L$.\n"
            "For $L = 4096$ this gives $d \\approx 2 \\times 3.6$.\n")
    [it] = [it for it in reader_items(text) if it["line"] == 6 and it["link"]["lhs"].strip() == "d"]
    assert it["status"] == "undecided" and "d ≈ 2 \\log_{10} L since" in it["reason"], it
    assert "with its value here the relation holds" in it["reason"], it


def test_a_formula_that_restates_the_value_or_a_relation_that_merely_uses_the_name_keeps_the_finding():
    restated = ("# Heads\n\nWe use $d = 128$ with $h = 8$ heads of size $d_k = 16$, so $d = h d_k$.\n\n"
                "Then $d \\approx 2 \\times 32$.\n")
    [it] = [it for it in reader_items(restated) if it["line"] == 5]
    assert it["status"] == "inconsistent", it  # (h d_k is 128 itself: nothing new to follow)
    used = ("# Head size\n\nWe use $d = 128$.\n\nA rule of thumb is $d \\approx 2 \\log_{10} L$.\n"
            "With $L = 4096$: $d / 2 = 32$.\n")
    [it] = [it for it in reader_items(used) if it["line"] == 6 and it["link"]["lhs"].strip() == "d / 2"]
    assert it["status"] == "inconsistent", it


def test_a_percentage_is_a_result_shown_to_its_digits():
    text = "# Tail\n\nThe weight is $p = 0.0000287$: $0.0000287 \\approx 0.003\\%$, not $0.0000287 \\approx 0.004\\%$.\n"
    items = {it["link"]["rhs"].strip(): it for it in reader_items(text) if it["link"]["lhs"].strip() == "0.0000287"}
    assert items["0.003\\%"]["status"] == "consistent", items
    assert items["0.004\\%"]["status"] in ("inconsistent", "definition"), items
