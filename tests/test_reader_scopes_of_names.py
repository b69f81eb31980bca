"""Where a name's value or meaning stops holding (documents written for these tests): an example's i = 2 is not the
imaginary unit of Euler's formula, nor after "i^2 = -1"; a value given in "Model A" is not Model B's; a function the
prose gives a new meaning ("In this section $f$ denotes the logistic sigmoid") is no longer the one defined before; a
statement "for an arbitrary even d" is not decided with an example's d."""
from conftest import reader_items_by_sides


def test_an_index_value_is_not_the_imaginary_unit():
    doc = ("# Frequencies\n\nThe pair $i = 2$ has frequency $\\theta_2 = 10000^{-2 \\cdot 2/8} = 0.01$.\n\n# Euler\n\n"
           "Euler's identity reads $e^{i\\pi} = -1$, and $e^{i\\pi/2} = i$.\n\n# Complex\n\n"
           "Now $i$ denotes the imaginary unit, $i^2 = -1$, and $(1 + i)^2 = 2i$.\n")
    items = reader_items_by_sides(doc)
    assert items[("e^{i\\pi/2}", "i")]["status"] == "consistent", items
    assert items[("(1 + i)^2", "2i")]["status"] != "inconsistent", items


def test_a_value_of_one_of_two_parallel_sections_is_not_the_others():
    doc = ("# Notes\n\n## Model A\n\nThe width is $d = 64$ and the head count $h = 8$, so $d/h = 8$.\n\n## Model B\n\n"
           "Model B is twice as wide, with $h = 8$ heads of size $d/h = 16$.\n")
    items = reader_items_by_sides(doc)
    assert items[("d/h", "16")]["status"] == "undecided", items


def test_a_name_given_a_new_meaning_in_words_drops_its_old_definition():
    doc = ("# Notes\n\n## Squares\n\nLet $f(x) = x^2$, so $f(3) = 9$.\n\n## Sigmoid\n\n"
           "In this section $f$ denotes the logistic sigmoid. Then $f(0) = 1/2$.\n")
    items = reader_items_by_sides(doc)
    assert items[("f(3)", "9")]["status"] == "consistent", items
    assert items[("f(0)", "1/2")]["status"] != "inconsistent", items


def test_an_arbitrary_value_is_not_an_examples():
    doc = ("# Pairs\n\nIn our small model $d = 4$, and $d/2 = 2$.\n\nFor an arbitrary even $d$, the identity "
           "$\\frac{d}{2} = d - 2$ holds.\n")
    item = reader_items_by_sides(doc)[("\\frac{d}{2}", "d - 2")]
    assert item["status"] != "consistent", item


def test_values_of_a_step_hold_in_the_next_step():
    doc = ("# Walkthrough\n\n## Step 1: sizes\n\nThe sizes are $d = 64$ and $h = 8$.\n\n## Step 2: heads\n\n"
           "Each head has size $d/h = 16$.\n")
    items = reader_items_by_sides(doc)
    assert items[("d/h", "16")]["status"] == "inconsistent", items


def test_numbers_in_the_prose_are_no_value_of_a_name():
    # (a rule that tried the paragraph's numbers for a name was withdrawn: "64 heads of 128 dimensions each, so
    # λ = 1/√64" passed with d = 64, and "a 12-layer model of width 768" with the numbers swapped)
    doc = ("# M\n\nA model with $L$ layers of width $d$ has $12 L d^2$ parameters.\n\nFor a 12-layer model of width 768 "
           "this is $12 L d^2 = 12 \\cdot 768 \\cdot 12^2$.\n\n# S\n\nThe scores are multiplied by "
           "$\\lambda = 1/\\sqrt{d}$, where $d$ is the head dimension.\n\nThe model has 64 heads of 128 dimensions "
           "each, so $\\lambda = 1/\\sqrt{64}$.\n")
    items = reader_items_by_sides(doc)
    assert items[("12 L d^2", "12 \\cdot 768 \\cdot 12^2")]["status"] == "undecided", items
    assert items[("\\lambda", "1/\\sqrt{64}")]["status"] == "undecided", items


def test_examples_named_after_a_colon_keep_their_values_apart():
    doc = ("# Training compute\n\n## Example: LLaMA-7B\n\n$N = 6.7 \\times 10^9$ and $D = 1.0 \\times 10^{12}$.\n\n"
           "## Example: Chinchilla\n\nChinchilla recommends $D \\approx 20 N$.\n")
    assert reader_items_by_sides(doc)[("D", "20 N")]["status"] != "inconsistent"
