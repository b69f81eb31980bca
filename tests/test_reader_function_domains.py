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


def _values(doc: str) -> dict:
    items = reader_items_by_sides(doc)
    return {k: v["status"] for k, v in items.items() if k[0].startswith(("s(", "f(", "g("))}


def test_otherwise_before_a_formula_introduces_that_formula_as_the_other_case():
    for doc in ("# 缩放\n\n当 $L > M$ 时 $s(L) = L/M$，否则 $s(L) = 1$。\n\n取 $M = 4$：$s(8) = 2$，$s(2) = 1$，$s(12) = 5$。\n",
                "# Scaling\n\nFor $L > M$ the factor is $s(L) = L/M$, otherwise $s(L) = 1$.\n\n"
                "With $M = 4$: $s(8) = 2$, $s(2) = 1$, and $s(12) = 5$.\n"):
        got = _values(doc)
        assert got[("s(8)", "2")] == "consistent" and got[("s(2)", "1")] == "consistent", (doc, got)
        assert got[("s(12)", "5")] == "inconsistent", (doc, got)  # (12/4 = 3, inside the first case)


def test_each_condition_belongs_to_its_own_piece():
    for doc in ("# Scaling\n\nThe factor is $s(L) = L/M$ for $L > M$ and $s(L) = 1$ for $L \\le M$.\n\n"
                "With $M = 4$: $s(8) = 2$, $s(2) = 1$ and $s(12) = 5$.\n",
                "# 缩放\n\n缩放因子在 $L > M$ 时为 $s(L) = L/M$，在 $L \\le M$ 时为 $s(L) = 1$。\n\n"
                "取 $M = 4$：长上下文 $s(8) = 2$，短上下文 $s(2) = 1$，以及 $s(12) = 5$。\n"):
        got = _values(doc)
        assert got[("s(8)", "2")] == "consistent" and got[("s(2)", "1")] == "consistent", (doc, got)
        assert got[("s(12)", "5")] == "inconsistent", (doc, got)


def test_a_condition_on_what_else_the_sentence_says_restricts_no_definition():
    got = _values("# Growth\n\nThe function $f(x) = x^2$ is increasing for $x > 0$.\n\n"
                  "At the left end, $f(-3) = -9$ and $f(-2) = 4$.\n")
    assert got[("f(-3)", "-9")] == "inconsistent" and got[("f(-2)", "4")] == "consistent", got
    got = _values("# Two functions\n\nWe set $f(x) = \\sqrt{x}$ for $x \\ge 0$ and $g(x) = 2x + 1$.\n\n"
                  "Then $g(-1) = -3$ and $g(-2) = -3$.\n")
    assert got[("g(-1)", "-3")] == "inconsistent" and got[("g(-2)", "-3")] == "consistent", got


def test_cases_joined_by_or_give_no_verdict_through_the_function():
    for doc in ("# Pieces\n\nLet $f(x) = x^2$ for $x < 0$ or $x > 1$, and $f(x) = 0$ otherwise.\n\n"
                "Then $f(2) = 4$ and $f(-1) = 1$ and $f(1/2) = 0$.\n",
                "# Pieces\n\n当 $x > 1$ 或 $x < 0$ 时 $f(x) = x^2$，否则 $f(x) = 0$。\n\n"
                "那么 $f(2) = 4$，$f(-1) = 1$，$f(1/2) = 0$。\n"):
        got = {k: v for k, v in _values(doc).items() if k[0] != "f(x)"}  # (all three true: the reader does not
        assert set(got.values()) == {"undecided"}, (doc, got)  #           form the union, so it judges none of them)


def test_or_between_two_pieces_gives_the_next_piece():
    got = _values("# Scaling\n\nLet $s(L) = L/M$ if $L > M$, or $s(L) = 1$ if $L \\le M$.\n\n"
                  "With $M = 4$: $s(8) = 2$, $s(2) = 1$ and $s(12) = 5$.\n")
    assert got[("s(8)", "2")] == "consistent" and got[("s(2)", "1")] == "consistent", got
    assert got[("s(12)", "5")] == "inconsistent", got


def test_or_followed_by_words_joins_conditions():
    for doc in ("# Pieces\n\nLet $f(x) = x^2$ if $x < 0$ or if $x$ exceeds $1$, and $f(x) = 0$ otherwise.\n\n"
                "Then $f(2) = 4$.\n",
                "# Pieces\n\n当 $x < 0$ 或 $x$ 大于 $1$ 时 $f(x) = x^2$，否则 $f(x) = 0$。\n\n那么 $f(2) = 4$。\n"):
        assert _values(doc)[("f(2)", "4")] != "inconsistent", doc  # (2 > 1: f(2) = 4 is true)
