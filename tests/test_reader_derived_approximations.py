"""A relation that holds only with the approximations the document derives for the names it uses (``N_a = (d^2 +
d) × 4 ≈ 4 d^2``, then ``N_a + N_f = 4d^2 + 8d^2``, "omitting the bias terms") is consistent, naming them, as an
approximation, never proved; a relation that fails with them and with the exact values stays a finding.  Documents written for these tests."""
from conftest import reader_items_by_sides

_COUNTS = ("# Parameters\n\n## Attention\n\n$$N_a = (d^2 + d) \\times 4 \\approx 4 d^2$$\n\n"
           "## Feed-forward\n\n$$N_f = 8 d^2 + 5 d \\approx 8 d^2$$\n\n"
           "## Total\n\nOmitting the bias terms, $$N_e = N_a + N_f = {}$$\n")


def test_a_relation_that_holds_with_the_derived_approximations_is_consistent_and_names_them():
    item = reader_items_by_sides(_COUNTS.format("4 d^2 + 8 d^2"))[("N_a + N_f", "4 d^2 + 8 d^2")]
    assert item["status"] == "consistent", item
    assert "N_a ≈ 4 d^2" in item["reason"] and "N_f ≈ 8 d^2" in item["reason"], item


def test_a_relation_that_fails_with_them_too_is_still_a_finding():
    item = reader_items_by_sides(_COUNTS.format("4 d^2 + 9 d^2"))[("N_a + N_f", "4 d^2 + 9 d^2")]
    assert item["status"] == "inconsistent", item  # (12d^2 + 9d exactly, 12d^2 approximately: 13d^2 neither)


def test_an_approximation_that_does_not_hold_is_not_used():
    doc = _COUNTS.replace("\\approx 8 d^2", "\\approx 9 d^2").format("4 d^2 + 9 d^2")  # (8d^2 + 5d ≈ 9d^2: no)
    items = reader_items_by_sides(doc)
    assert items[("8 d^2 + 5 d", "9 d^2")]["status"] not in ("proved", "consistent"), items
    assert items[("N_a + N_f", "4 d^2 + 9 d^2")]["status"] == "inconsistent", items  # (with the exact values)


def test_the_exact_values_still_prove_what_they_prove():
    item = reader_items_by_sides(_COUNTS.format("4 d^2 + 4 d + 8 d^2 + 5 d"))[("N_a + N_f", "4 d^2 + 4 d + 8 d^2 + 5 d")]
    assert item["status"] == "proved", item


def test_an_approximation_is_not_used_at_a_value_nor_where_the_sentence_says_exactly():
    doc = ("# Counts\n\n$$N_a = (d^2 + d) \\times 4 \\approx 4 d^2$$\n\nFor the tiny model with $d = 1$, $N_a = 4$.\n\n"
           "For $d = 2$ exactly, $N_a = 16$.\n")
    items = reader_items_by_sides(doc)
    assert items[("N_a", "4")]["status"] == "inconsistent" and items[("N_a", "16")]["status"] == "inconsistent", items
    doc = _COUNTS.replace("Omitting the bias terms, $$N_e = N_a + N_f = {}$$",
                          "The total is exactly $N_a + N_f = {}$, with no term dropped.").format("12 d^2")
    assert reader_items_by_sides(doc)[("N_a + N_f", "12 d^2")]["status"] != "consistent"


def test_an_approximation_is_not_used_without_the_text_saying_it_approximates():
    doc = _COUNTS.replace("Omitting the bias terms, ", "So ").format("4 d^2 + 8 d^2")
    assert reader_items_by_sides(doc)[("N_a + N_f", "4 d^2 + 8 d^2")]["status"] == "inconsistent"


def test_a_denied_approximation_is_no_cue():
    counts = ("# Counts\n\n## Attention\n\nThe attention block has $$N_a = (d^2 + d) \\times 4 \\approx 4 d^2$$ "
              "parameters, and the feed-forward block has $$N_f = 8d^2 + 5d$$ parameters.\n\n{} the total is "
              "$N_a + N_f = 12 d^2 + 5d$.\n")  # (4d^2 + 8d^2 + 5d with N_a's approximation; 12d^2 + 9d exactly)
    assert reader_items_by_sides(counts.format("Omitting the bias terms of attention,"))[
        ("N_a + N_f", "12 d^2 + 5d")]["status"] == "consistent"
    for lead in ("We do not approximate here: counting every bias,", "Without any approximation,",
                 "Before approximating,"):
        item = reader_items_by_sides(counts.format(lead))[("N_a + N_f", "12 d^2 + 5d")]
        assert item["status"] != "consistent", (lead, item)


def test_a_clause_that_denies_approximating_is_no_cue():
    for lead in ("Nothing is neglected in what follows:", "Approximations are not allowed here;", "这里的近似并不适用，",
                 "Dropping nothing, we get"):
        doc = _COUNTS.replace("Omitting the bias terms,", lead).format("12 d^2")
        assert reader_items_by_sides(doc)[("N_a + N_f", "12 d^2")]["status"] != "consistent", lead


def test_a_negation_in_what_the_approximation_drops_does_not_deny_it():
    for lead in ("Ignoring the bias terms that do not matter at this scale,", "偏置项忽略不计，",
                 "Neglecting terms that are not quadratic in d,"):
        doc = _COUNTS.replace("Omitting the bias terms,", lead).format("4 d^2 + 8 d^2")
        assert reader_items_by_sides(doc)[("N_a + N_f", "4 d^2 + 8 d^2")]["status"] == "consistent", lead
