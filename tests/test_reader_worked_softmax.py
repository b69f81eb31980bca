"""Worked softmax values (documents written for these tests): softmax of numbers written out, in TeX with decimal
inputs or a column, and in plain text in the prose, in backticks and in a block, is computed and compared entry by
entry; in a block or backticks a miss under 1 % is what a program prints, no finding; a formula the sentence calls
wrong (", which is false", "(wrong)", "✗", "does not hold", "is a typo", "这是笔误"), a vector one too, is not
asserted."""
from conftest import reader_items_by_sides


def test_decimal_inputs_of_softmax_are_exact_numbers():
    doc = ("# S\n\nThen $\\text{softmax}([0.5, 1.0, 1.5]) = [0.19, 0.31, 0.51]$ and "
           "$\\text{softmax}(2.0, 1.0, 0.1) = (0.659, 0.242, 0.199)$.\n")
    items = reader_items_by_sides(doc)
    assert items[("\\text{softmax}([0.5, 1.0, 1.5])", "[0.19, 0.31, 0.51]")]["status"] == "consistent", items
    wrong = items[("\\text{softmax}(2.0, 1.0, 0.1)", "(0.659, 0.242, 0.199)")]
    assert wrong["status"] == "inconsistent", wrong
    assert wrong["reason"].startswith("entry 3 of 3"), wrong


def test_softmax_of_a_written_column_is_read():
    doc = ("# C\n\n$$\\text{softmax}\\left(\\begin{bmatrix} 1 \\\\ 2 \\\\ 3 \\end{bmatrix}\\right) = "
           "\\begin{bmatrix} 0.090 \\\\ 0.245 \\\\ 0.565 \\end{bmatrix}$$\n")
    (item,) = reader_items_by_sides(doc).values()
    assert item["status"] == "inconsistent", item
    assert item["reason"].startswith("entry 3 of 3"), item


def test_softmax_worked_in_plain_prose_is_checked():
    doc = ("# P\n\nThe weights: softmax([1, 2, 3]) = [0.09, 0.24, 0.67]. With other scores, "
           "Softmax(2.0, 1.0, 0.1) → (0.659, 0.242, 0.099). A slip: softmax([1, 2, 3]) ≈ [0.09, 0.24, 0.57].\n")
    items = reader_items_by_sides(doc)
    assert items[("softmax([1, 2, 3])", "[0.09, 0.24, 0.67]")]["status"] == "consistent", items
    assert items[("softmax(2.0, 1.0, 0.1)", "(0.659, 0.242, 0.099)")]["status"] == "consistent", items
    assert items[("softmax([1, 2, 3])", "[0.09, 0.24, 0.57]")]["status"] == "inconsistent", items


def test_in_a_block_a_miss_under_one_percent_is_no_finding_and_a_larger_one_is():
    doc = ("# B\n\n```\nsoftmax([2.0, 1.0, 0.1]) = [0.659, 0.242, 0.098]\n"
           "softmax([2.0, 1.0, 0.1]) -> [0.659, 0.242, 0.199]\n```\n\n"
           "Inline: `softmax([1, 2, 3]) = [0.090, 0.244, 0.665]`.\n")
    items = reader_items_by_sides(doc)
    for sides in (("softmax([2.0, 1.0, 0.1])", "[0.659, 0.242, 0.098]"),
                  ("softmax([1, 2, 3])", "[0.090, 0.244, 0.665]")):
        assert items[sides]["status"] == "undecided", items[sides]
        assert items[sides]["cause"] == "value in a code block", items[sides]
    far = items[("softmax([2.0, 1.0, 0.1])", "[0.659, 0.242, 0.199]")]
    assert far["status"] == "inconsistent", far


def test_a_softmax_the_sentence_calls_wrong_and_a_program_comparison_are_not_asserted():
    doc = ("# W\n\nHere $\\mathrm{softmax}([1, 2, 3]) = [0.1, 0.2, 0.7]$ is wrong.\n\n"
           "A wrong reading: $(1, 2) + (3, 4) = (4, 5)$.\n\n"
           "```python\nok = softmax([1.0, 2.0]) == [0.5, 0.5]\n```\n")
    items = reader_items_by_sides(doc)
    for sides in (("\\mathrm{softmax}([1, 2, 3])", "[0.1, 0.2, 0.7]"), ("(1, 2) + (3, 4)", "(4, 5)")):
        assert items[sides]["status"] == "definition", items[sides]
        assert "denied" in items[sides]["reason"], items[sides]
    assert not any("[0.5, 0.5]" in rhs for _, rhs in items), items


def test_the_other_ways_a_sentence_calls_its_formula_wrong():
    doc = ("# W\n\nNote $2 + 2 = 5$, which is false. And $3 + 3 = 7$ (wrong). Also $4 + 4 = 9$ ✗. "
           "Then $5 + 5 = 11$ does not hold. Also $6 + 6 = 13$ is a typo.\n\n这里 $7 + 7 = 15$，这是笔误。\n\n"
           "But $1 + 1 = 3$ stands.\n")
    items = reader_items_by_sides(doc)
    for lhs, rhs in (("2 + 2", "5"), ("3 + 3", "7"), ("4 + 4", "9"), ("5 + 5", "11"), ("6 + 6", "13"), ("7 + 7", "15")):
        assert items[(lhs, rhs)]["status"] == "definition", items[(lhs, rhs)]
        assert "denied" in items[(lhs, rhs)]["reason"], items[(lhs, rhs)]
    assert items[("1 + 1", "3")]["status"] == "inconsistent", items
