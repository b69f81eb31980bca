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


def test_a_worked_value_that_depends_on_one_free_name_is_not_valued_by_a_number_in_the_prose():
    # (a rule that did so passed false values with the number of a figure, a year, Llama 2's 2: helper-209)
    text = ("# Frequencies\n\nThe frequencies are $\\theta_i = 10000^{-2i/d}$.\n\n## Worked numbers\n\n"
            "Our model has 512 dimensions. Then $\\theta_1 \\approx 0.9647$.\n")
    [it] = [it for it in reader_items(text) if it["line"] == 7]
    assert it["status"] == "undecided" and it["cause"] == "value of free parameters", it


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


# helper-208's probes of the rules above: each a wrong verdict before its mend

def _only(text: str, line: int) -> dict:
    items = [it for it in reader_items(text) if it["line"] == line and it["status"] != "definition"]
    assert len(items) == 1, items
    return items[0]


def test_a_number_in_the_values_own_section_is_no_other_setting():
    batch = ("# RoPE\n\n$$\\theta_i = 10000^{-2i/d}$$\n\nOur head dimension is $d = 64$. We trained on 8 GPUs with a "
             "batch size of 128 sequences.\n\nThe first frequency is then $\\theta_1 \\approx 0.8660$.\n")
    assert _only(batch, 7)["status"] == "inconsistent"  # 10000^{-2/64} = 0.7499; 128 is a batch size
    context = ("# RoPE\n\nThe frequencies are $\\theta_i = 10000^{-2i/d}$ with head dimension $d = 128$.\n\nThe model "
               "was pretrained with a context of 8192 tokens. The middle pair has $\\theta_{32} \\approx 0.011$.\n")
    assert _only(context, 5)["status"] == "inconsistent"  # 10000^{-1/2} = 0.01; 8192^{-1/2} = 0.01105


def test_a_free_name_is_not_valued_by_one_of_several_numbers_nor_by_a_date():
    layers = ("# Llama 2 7B\n\nLlama 2 7B has 32 layers and 32 attention heads, each with a head dimension of 128. "
              "RoPE uses\n\n$$\\theta_i = 10000^{-2i/d}$$\n\nwhere $d$ is the head dimension. The first frequency is "
              "$\\theta_1 \\approx 0.5623$.\n")
    assert _only(layers, 7)["status"] == "undecided"  # (0.5623 is the d = 32 value; the head dimension is 128)
    dated = ("# Scaling\n\n*Posted on 2024-05-16.*\n\nOur model uses a head dimension of 64, so the scale factor is "
             "$1/\\sqrt{d} \\approx 0.25$.\n")
    assert _only(dated, 5)["status"] == "undecided"  # (1/√64 = 0.125; 16 is the day of the date)


def test_a_formula_given_since_with_which_it_fails_too_or_that_the_text_denies_leaves_the_finding():
    both = ("# Heads\n\nEach attention head in our baseline has $d = 128$ dimensions.\n\nA folk rule of thumb relates "
            "the head size to the context length $L$:\n\n$$d \\approx 2 \\log_{10} L$$\n\nFor a context of $L = 4096$ "
            "tokens this rule suggests only a handful of dimensions.\n\nSo in the baseline $d \\approx 2 \\times 32$.\n")
    it = _only(both, 11)
    assert it["status"] == "inconsistent" and "fails too with d ≈ 2 \\log_{10} L" in it["reason"], it
    denied = ("# Width\n\nOur model has width $d = 128$, with $h = 8$ heads of size $s = 8$.\n\nA common mistake is to "
              "write $d = h s$, which is not true for this model.\n\nSo the width is $d \\approx 2 \\times 32$.\n")
    assert _only(denied, 7)["status"] == "inconsistent"


def test_a_percentage_in_a_product_is_an_input_and_a_negative_one_a_result():
    text = ("# Budget\n\n$$2.5\\% \\times 4096 = 103$$\n\nThe change is $\\frac{0.9999713 - 1}{1} = -0.003\\%$, and "
            "$0.1\\% \\times 131072 \\approx 140$.\n")
    items = {it["link"]["rhs"].strip(): it["status"] for it in reader_items(text) if it["status"] != "definition"}
    assert items == {"103": "inconsistent", "-0.003\\%": "consistent", "140": "inconsistent"}, items


def test_our_model_or_a_number_beside_no_setting_word_leaves_the_finding():
    text = ("# Setup\n\nOur model uses a head dimension of $d = 64$ and $\\theta_i = 10000^{-2i/d}$.\n\n# Training\n\n"
            "We trained on 8 GPUs for three days. The first frequency of our model is $\\theta_1 \\approx 0.1$.\n")
    assert _only(text, 7)["status"] == "inconsistent"  # 10000^{-2/64} = 0.7499 (8 GPUs: no setting)


def test_a_formula_its_sentence_rejects_in_words_gives_nothing():
    text = ("# Heads\n\nEach head in our baseline has $d = 128$ dimensions.\n\nIt is tempting to use the rule "
            "$d \\approx 2 \\log_{10} L$ for a context of $L = 4096$ tokens, but this rule is wrong.\n\n"
            "So in the baseline $d \\approx 2 \\times 3.6$.\n")
    assert _only(text, 7)["status"] == "inconsistent"


def test_a_whole_percentage_at_half_a_unit_is_a_rounding():
    text = "# Eighth\n\nAs a percent, $\\frac{1}{8} = 13\\%$.\n"
    it = _only(text, 3)
    assert it["status"] == "undecided" and "rounded to a whole number" in it["reason"], it


def test_a_factor_of_gpus_or_a_word_that_only_contains_a_setting_character_is_no_setting():
    for words in ("Moving from 1 to 8 GPUs, we scale the learning rate by a factor of 8.", "我们维护了 8 台服务器。"):
        text = ("# Setup\n\nWe use head dimension $d = 64$ and $\\theta_i = 10000^{-2i/d}$.\n\n# Training\n\n"
                + words + " The first rotary frequency is $\\theta_1 \\approx 0.1$.\n")
        assert _only(text, 7)["status"] == "inconsistent", words


def test_a_count_beside_no_setting_word_in_its_clause_and_an_items_label_are_no_other_setting():
    text = ("# RoPE\n\nOur head dimension is $d = 64$ and the base is $b = 10000$, so $\\theta_i = b^{-2i/d}$.\n\n"
            "## The first pair\n\nThe head has 64 dimensions; we train it on 8 GPUs with a context of 4096 tokens.\n\n"
            "The first frequency is $\\theta_1 = 0.1$.\n")
    assert _only(text, 9)["status"] == "inconsistent"
    items = ("# LLaMA\n\nTypical settings ($b = 10000$, $d = 128$):\n\n- Pair 0: $\\theta_0 = b^{0} = 1$.\n"
             "- Pair 2: $\\theta_2 = b^{-4/d} = 0.9$.\n")
    [it] = [it for it in reader_items(items) if it["link"]["rhs"].strip() == "0.9"]
    assert it["status"] == "inconsistent", it  # 10000^{-4/128} = 0.7499


def test_a_setting_in_its_clause_before_a_number_that_ends_it_and_an_items_setting_label():
    text = ("# RoPE\n\nOur head dimension is $d = 64$ and the base is $b = 10000$, so $\\theta_i = b^{-2i/d}$.\n\n"
            "## A toy example\n\nFor the figure, the head dimension is reduced all the way down to 8.\n\n"
            "The first frequency is $\\theta_1 = 0.1$.\n")
    assert _only(text, 9)["status"] == "undecided"  # 10000^{-2/8} = 0.1: another setting, in words
    items = ("# LLaMA\n\nTypical settings ($b = 10000$, $d = 128$):\n\n- Base 500000: $\\theta_2 = b^{-4/d} = 0.66$.\n")
    [it] = [it for it in reader_items(items) if it["link"]["rhs"].strip() == "0.66"]
    assert it["status"] == "undecided", it  # 500000^{-4/128} = 0.6636: the item's own base
