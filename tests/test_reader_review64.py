"""Wrong verdicts an independent review (helper 64) found in the reader's newer rules, each kept fixed."""
from tests.conftest import reader_items


def _status(text: str) -> dict:
    return {(it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in reader_items(text)
            if it["status"] != "definition"}


def test_values_after_a_relation_that_the_sentence_says_it_fails_for_or_contrasts_are_not_its_case():
    got = _status("# A\n\nThe identity $x^2 = 4$ does not hold when $x = 3$.\n\n"
                  "等式 $y^2 = 4$ 当 $y = 3$ 时不成立。\n\n"
                  "The area is $A = s^2 = 16$, and if instead $s = 5$ the area grows.\n")
    # ("does not hold when": not asserted, a definition, which _status leaves out)
    assert got.get(("x^2", "4")) != "inconsistent" and got[("y^2", "4")] != "inconsistent", got
    assert got[("s^2", "16")] != "inconsistent", got


def test_two_cases_in_one_sentence_each_take_their_own_value():
    got = _status("# C\n\nWe get $y = 2x = 6$ for $x = 3$, and $y = 2x = 10$ for $x = 5$.\n")
    assert got[("2x", "6")] == "consistent" and got[("2x", "10")] == "consistent", got


def test_a_rounded_decimal_given_after_a_relation_is_no_slip():
    got = _status("# R\n\nSquaring gives $x^2 = 2$ for $x = 1.414$, but $x^2 = 3$ for $x = 1.732$ is close and "
                  "$x^2 = 5$ for $x = 1.414$ is not.\n")
    assert got[("x^2", "2")] == "undecided" and got[("x^2", "5")] == "inconsistent", got


def test_a_partial_sum_of_softmax_weights_is_not_proved_to_be_one():
    got = _status("# S\n\nLet $x = (1, 2, 3)$. The first two weights: $\\sum_{i=1}^{2} \\mathrm{softmax}(x_i) = 1$, "
                  "and $\\sum_{j=2}^{n} \\mathrm{softmax}(e_j) = 1$, but $\\sum_{j=1}^{n} \\mathrm{softmax}(e_j) = 1$.\n")
    assert got[("\\sum_{i=1}^{2} \\mathrm{softmax}(x_i)", "1")] != "proved", got
    assert got[("\\sum_{j=2}^{n} \\mathrm{softmax}(e_j)", "1")] != "proved", got
    assert got[("\\sum_{j=1}^{n} \\mathrm{softmax}(e_j)", "1")] == "proved", got


def test_a_verdict_on_a_function_argument_with_two_readings_needs_both():
    got = _status("# T\n\nThe mode vanishes: $\\sin (\\pi) x = 0$. And $\\sin (n+m)\\frac{\\theta}{2} = "
                  "\\sin\\left(\\frac{n\\theta}{2} + \\frac{m\\theta}{2}\\right)$, while $\\frac{d}{dx}\\left[\\sin(x) x\\right]"
                  " = \\cos(x) x + \\sin(x)$.\n")
    assert got[("\\sin (\\pi) x", "0")] == "undecided", got
    assert got[("\\sin (n+m)\\frac{\\theta}{2}",
                "\\sin\\left(\\frac{n\\theta}{2} + \\frac{m\\theta}{2}\\right)")] == "undecided", got
    assert got[("\\frac{d}{dx}\\left[\\sin(x) x\\right]", "\\cos(x) x + \\sin(x)")] == "proved", got


def test_a_value_a_case_gives_holds_in_that_case_only():
    got = _status("# Y\n\nThe temperature $t$ satisfies $\\sqrt{1/t} = 0.1 \\ln s + 1$.\n\n"
                  "For $s = 1$ this gives $t = 1$. For $s = 16$ it gives $t \\approx 0.61$.\n")
    assert got[("t", "0.61")] == "consistent", got


def test_a_magnitude_on_the_right_side_only_gives_no_finding():
    got = _status("# Screens\n\nThe class is 3840 × 2160 = 4K, and 4 × 1024 = 4K.\n")
    assert got[("3840 × 2160", "4K")] == "undecided" and got[("4 × 1024", "4K")] == "consistent", got


def test_equations_the_text_says_to_solve_are_not_checked_with_values_from_elsewhere():
    text = ("# Example\n\nIn the first example $x = 5$ and $y = 7$.\n\n# Exercise\n\nSolve\n"
            "$$\\begin{cases} 2x + y = 5 \\\\ x - y = 1 \\end{cases}$$\nwhich gives $x = 2$ and $y = 1$.\n")
    assert not [it for it in reader_items(text) if it["status"] == "inconsistent"]
