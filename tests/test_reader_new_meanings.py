"""A member of a family, or a family, written with a new formula in a later section is a new meaning from there on,
not a statement about the definition of an earlier section (unless its sentence derives or restates it); a member's
own binding wins over its family's pattern inside the values substituted.  Documents written for these tests."""
from conftest import reader_items_by_sides

_ATTENTION = "# A\n\n## Attention\n\nThe output is $$\\mathbf{y}_i = \\sum_{r=i-s}^{i-1} a_{ir} \\mathbf{v}_r$$\n\n"


def _items(doc: str) -> dict:
    return reader_items_by_sides(doc)


def test_members_defined_again_in_a_later_section_are_new_and_what_follows_uses_them():
    doc = _ATTENTION + ("## Reversible layers\n\nThe reversible layer executes the following:\n\n"
                        "$$\ny_1 = x_1 + F(x_2),\\; y_2 = x_2 + G(y_1)\n$$\n\nand reversing is easy:\n\n"
                        "$$\nx_2 = y_2 - G(y_1), \\; x_1 = y_1 - F(x_2)\n$$\n")
    items = _items(doc)
    assert items[("y_1", "x_1 + F(x_2)")]["status"] == "definition", items
    assert items[("y_2", "x_2 + G(y_1)")]["status"] == "definition", items
    assert items[("x_2", "y_2 - G(y_1)")]["status"] == "proved", items  # (y_1 inside y_2: the new y_1, not Σ_r)
    assert items[("x_1", "y_1 - F(x_2)")]["status"] == "proved", items


def test_a_member_written_again_in_its_own_section_or_derived_is_checked():
    same = _items("# A\n\n## Scale\n\n$$y_i = 2 x_i$$\n\nThen $y_1 = 3 x_1 + 1$ here.\n")
    assert same[("y_1", "3 x_1 + 1")]["status"] not in ("definition",), same
    derived = _items("# A\n\n## Scale\n\n$$y_i = 2 x_i$$\n\n## Next\n\nHence $y_1 = 3 x_1 + 1$.\n")
    assert derived[("y_1", "3 x_1 + 1")]["status"] not in ("definition",), derived


def test_a_restatement_in_a_later_section_that_says_so_is_checked():
    for lead in ("Recall that", "So", "As shown above,", "In particular,", "To summarise,"):
        doc = ("# A\n\n## Scaled inputs\n\nThe outputs are $$y_i = 2 x_i$$ and the first input is $x_1 = 5$.\n\n"
               f"## Summary\n\n{lead} $y_1 = 3 x_1$.\n")
        assert _items(doc)[("y_1", "3 x_1")]["status"] == "inconsistent", lead  # (y_1 = 2 · 5 = 10, not 15)


def test_a_member_written_in_a_subsection_of_its_familys_section_is_checked():
    tex = ("\\documentclass{article}\n\\begin{document}\n\\section{Attention}\nThe outputs are $y_i = 2x_i$ and the "
           "first input is $x_1 = 5$.\n\\subsection{A worked example}\nFor the first position the output is "
           "$y_1 = 3 x_1$.\n\\end{document}\n")
    items = reader_items_by_sides(tex, name="doc.tex")
    assert items[("y_1", "3 x_1")]["status"] == "inconsistent", items


def test_a_name_a_condition_set_in_an_earlier_section_is_defined_anew_later():
    doc = ("# A\n\n## Bias\n\nWhen $\\mathbf{a} = \\mathbf{b}$ the two terms agree.\n\n## Query bias\n\n"
           "Here $\\mathbf{a} = \\mathbf{b}_q$, the bias of the query.\n")
    assert _items(doc)[("\\mathbf{a}", "\\mathbf{b}_q")]["status"] == "definition"


_SCALING = ("# A\n\n## Scaling\n\nThe scaling layer outputs $$y_i = 2 x_i$$\n\n## Residual layer\n\n"
            "The residual layer mixes neighbours: $$y_1 = x_1 + x_2$$\n\n")


def test_a_new_meaning_of_a_member_ends_with_its_section():
    doc = _SCALING + "## Numerical check\n\nTake $x_1 = 5$ and $x_2 = 1$. The scaling layer gives $y_1 = 10$.\n"
    assert _items(doc)[("y_1", "10")]["status"] == "consistent"  # (2 · 5, not the residual layer's 5 + 1)


def test_a_member_written_in_its_familys_own_names_elsewhere_is_a_restatement():
    doc = ("# A\n\n## Definition\n\n$$\\theta_i = b^{-2i/d}$$\n\n## The first pair\n\nIts frequency is "
           "$\\theta_1 = b^{-1/d}$.\n")
    assert _items(doc)[("\\theta_1", "b^{-1/d}")]["status"] != "definition"  # (b^{-2/d}: checked, not a new meaning)


def test_a_contrasted_member_is_no_finding_and_so_inside_a_word_is_no_cue():
    doc = ("# A\n\n## Scaling\n\nThe outputs are $$y_i = 2 x_i$$ with $x_1 = 5$ and $x_2 = 1$.\n\n## Residual\n\n"
           "The residual layer instead gives $$y_1 = x_1 + x_2$$\n")
    assert _items(doc)[("y_1", "x_1 + x_2")]["status"] != "inconsistent"  # (another layer's formula, set against)
    called = ("# A\n\n## Scaling\n\nThe outputs are $$y_i = 2 x_i$$\n\n## Residual\n\n"
              "The so-called residual layer computes $$y_1 = x_1 + F(x_2)$$\n")
    assert _items(called)[("y_1", "x_1 + F(x_2)")]["status"] == "definition"  # ('so-called' derives nothing)


def test_chinese_contrast_words_and_even_if_are_read_as_such():
    base = "# A\n\n## 缩放\n\n$$\\theta_i = b^{-2i/d}$$，取 $b = 100$，$d = 4$。\n\n"
    for lead in ("与标准方案相比，半维变体取", "区别于标准方案，半维变体取"):
        it = _items(base + f"{lead} $\\theta_1 = b^{{-4/d}}$。\n")[("\\theta_1", "b^{-4/d}")]
        assert it["status"] != "inconsistent", (lead, it)  # (another scheme's value: 0.1 against 0.01)
    even = _items(_ATTENTION + "## 可逆层\n\n即使不加门控，可逆层也计算 $$y_1 = x_1 + F(x_2)$$\n")
    assert even[("y_1", "x_1 + F(x_2)")]["status"] == "definition", even  # (即使 'even if': no restatement cue)


# a member written again, in the family's own names, with a formula its definition does not decide (no contrast word,
# no "new": "The residual layer gives y_1 = x_1 + x_2" after "y_i = 2 x_i"): a restatement or a new meaning, not told
# apart; a worked value after it that one reading makes true and the other false is undecided, never a finding
_GIVES = ("# Layers\n\n## Scaling\n\nThe scaling layer maps each input to $y_i = 2x_i$.\n\n## Residual\n\n"
          "The residual layer gives $y_1 = x_1 + x_2$. With $x_1 = 1$ and $x_2 = 3$ this is $y_1 = {}$.\n")


def test_a_value_that_only_the_members_statement_makes_true_is_undecided_with_both_readings():
    item = _items(_GIVES.format(4))[("y_1", "4")]
    assert item["status"] == "undecided" and item["cause"] == "two meanings of a symbol", item
    assert "y_i as defined at line 5" in item["reason"] and "y_1 = x_1 + x_2 as stated at line 9" in item["reason"]


def test_a_value_that_only_the_familys_definition_makes_true_is_undecided_too():
    item = _items(_GIVES.format(2))[("y_1", "2")]  # (2 · 1 under the scaling layer, 1 + 3 under the statement)
    assert item["status"] == "undecided" and item["cause"] == "two meanings of a symbol", item


def test_a_value_that_both_readings_refute_is_still_a_finding():
    item = _items(_GIVES.format(7))[("y_1", "7")]
    assert item["status"] == "inconsistent", item


def test_the_other_reading_ends_with_the_section_of_the_members_statement():
    doc = _GIVES.format(4) + "\n## Scaling again\n\nWith $x_1 = 1$ the scaling layer gives $y_1 = 4$.\n"
    items = reader_items_by_sides(doc)
    assert items[("y_1", "4")]["line"] == 13 and items[("y_1", "4")]["status"] == "inconsistent", items


def test_a_member_statement_that_its_definition_proves_is_no_other_reading():
    doc = _GIVES.replace("$y_1 = x_1 + x_2$", "$y_1 = x_1 + x_1$").format(4)  # (2 x_1: the definition again)
    item = _items(doc)[("y_1", "4")]
    assert item["status"] == "inconsistent", item


_CI = ("# Ci\n\n## Definition\n\nThe cosine integral is $$\\text{Ci}(x) = -\\int_x^{\\infty} \\frac{\\cos t}{t} dt$$\n\n"
       "## Small arguments\n\nFor $x > 0$, $$\\text{Ci}(x) = \\gamma + \\ln x + \\sum_{n=1}^{\\infty} "
       "\\frac{(-1)^n x^{2n}}{(2n)(2n)!}$$ where $\\gamma$ is Euler's constant. For small $x$: "
       "$$\\text{Ci}(x) \\approx \\gamma + \\ln x - \\frac{x^2}{4}$$\n")


def test_a_standard_function_written_again_elsewhere_is_a_restatement_not_a_new_meaning():
    items = _items(_CI)
    again = items[("\\text{Ci}(x)", "\\gamma + \\ln x + \\sum_{n=1}^{\\infty} \\frac{(-1)^n x^{2n}}{(2n)(2n)!}")]
    assert again["status"] != "definition" and "defines \\text{Ci}(x) again in another part" in again["reason"], again
    small = items[("\\text{Ci}(x)", "\\gamma + \\ln x - \\frac{x^2}{4}")]  # (judged with the integral: x → 0)
    assert small["status"] == "consistent" and "x → 0" in small["reason"], small


def test_a_function_of_the_documents_own_written_again_elsewhere_is_still_a_new_meaning():
    doc = _CI.replace("\\text{Ci}", "\\text{Cj}").replace("cosine integral", "first function")
    items = _items(doc)
    assert items[("\\text{Cj}(x)", "\\gamma + \\ln x + \\sum_{n=1}^{\\infty} \\frac{(-1)^n x^{2n}}{(2n)(2n)!}")][
        "status"] == "definition", items


def test_a_member_statement_its_sentence_derives_or_conditions_is_no_other_reading():
    for doc in ("# Layers\n\n## Scaling\n\nThe layer maps each input to $y_i = 2x_i$.\n\n## First unit\n\n"
                "For the first unit, $y_1 = x_1 + x_2$ when $x_2 = x_1$.\n\nWith $x_1 = 3$ we get $y_1 = 7$.\n",
                "# Layers\n\n## Scaling\n\nThe layer maps each input to $y_i = 2x_i$.\n\n## First unit\n\n"
                "Hence, in particular, $y_1 = 2x_2$.\n\nWith $x_1 = 1$ and $x_2 = 5$ we get $y_1 = 10$.\n",
                "# Layers\n\nThe layer maps each input to $y_i = 2x_i$. Hence, in particular, $y_1 = 2x_2$.\n\n"
                "With $x_1 = 1$ and $x_2 = 5$ we get $y_1 = 10$.\n"):
        worked = [v for k, v in reader_items_by_sides(doc).items() if k[0] == "y_1" and k[1] in ("7", "10")]
        assert worked and worked[0]["status"] == "inconsistent", (doc, worked)


def test_a_standard_function_restated_wrongly_elsewhere_is_not_consistent():
    doc = ("# Activations\n\n## ReLU\n\nWe use $\\mathrm{relu}(x) = \\max(0, x)$.\n\n## Recap\n\n"
           "Recall $\\mathrm{relu}(x) = |x|$.\n")
    item = _items(doc)[("\\mathrm{relu}(x)", "|x|")]
    assert item["status"] == "undecided", item  # (relu(-1) = 0, |-1| = 1: at a negative point only)


def test_gamma_not_named_the_gamma_function_is_the_documents_own_letter():
    doc = ("# Damping\n\n## Model one\n\nThe damping rate is $\\Gamma(\\omega) = \\omega^2$.\n\n## Model two\n\n"
           "In the second model, $\\Gamma(\\omega) = 2\\omega$. At $\\omega = 3$ this gives $\\Gamma(3) = 6$.\n")
    items = _items(doc)
    assert items[("\\Gamma(\\omega)", "2\\omega")]["status"] == "definition", items
    assert items[("\\Gamma(3)", "6")]["status"] == "consistent", items
