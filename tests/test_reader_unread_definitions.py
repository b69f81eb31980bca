"""Issue 32: a relation whose left side is a name that no formula writes before it, and whose right side the reader
cannot read, is a definition it cannot use (its right side named as not read), not a claim left unread; a name
written before (perhaps defined there in a form the reader does not read), or written on both sides, keeps the
relation unread.  Documents written for these tests."""
from conftest import reader_items

FRESH = r"""# Spread

The spread is $\sigma = \sqrt{\frac{1}{N} \sum_{i=1}^{N}{(a_{i}-\mu})^2}$.
"""

WRITTEN_BEFORE = r"""# Spread

We call $\sigma$ the spread. Then $\sigma = \sqrt{\frac{1}{N} \sum_{i=1}^{N}{(a_{i}-\mu})^2}$.
"""

BOTH_SIDES = r"""# Update

$$s = s +_{\text{(rows)}} b$$
"""


def _the(text: str, lhs: str) -> dict:
    [it] = [it for it in reader_items(text) if it.get("link") and it["link"]["lhs"].strip() == lhs]
    return it


def test_a_fresh_name_given_an_unread_right_side_is_a_definition_that_names_what_is_not_read():
    it = _the(FRESH, r"\sigma")
    assert it["status"] == "definition" and "not read" in it["reason"] and "unbalanced" in it["reason"], it


def test_a_name_written_before_or_on_both_sides_keeps_the_relation_unread():
    assert _the(WRITTEN_BEFORE, r"\sigma")["status"] == "unparsed"
    assert _the(BOTH_SIDES, "s")["status"] == "unparsed"


SIZES = r"""# Sizes

The vocabulary has $|V| = 1000000$ words and a batch of $BS = 32$ tokens.

Solve $x^2 = 4$ and $ab = 6$.

Let $N = 4$ and $H = 8$; then $NH = 32$ and $NH = 30$.
"""


def test_a_size_or_product_given_a_number_where_no_name_has_a_value_is_a_stipulation_and_never_hides_a_claim():
    items = {f"{it['link']['lhs']} = {it['link']['rhs']}": it for it in reader_items(SIZES) if it.get("link")}
    assert items["BS = 32"]["status"] == "definition" and "stipulation" in items["BS = 32"]["reason"], items
    # (a set's size given as a number is a name the document binds, |V|, used where later formulas write it)
    assert items["|V| = 1000000"]["status"] == "definition" and "binds |V|" in items["|V| = 1000000"]["reason"]
    for equation in ("x^2 = 4", "ab = 6"):  # equations to solve: never a stipulation
        assert items[equation]["status"] == "undecided", items[equation]
    assert items["NH = 30"]["status"] == "inconsistent", items["NH = 30"]  # N, H have values: a claim, checked


NAMED_IN_PROSE = r"""# Norms

The mean squared norm M of the codes is 1/2.

Hence $M = \mathbb{E}_{x \sim p}[\|x\|^2]$.

We have $σ^2 = 1$ and so $\sigma = \mathbb{E}_{x\sim p}[x^2]$.
"""


def test_a_name_the_prose_or_a_unicode_formula_names_before_keeps_its_unread_relation_a_claim():
    assert _the(NAMED_IN_PROSE, "M")["status"] == "unparsed"
    assert _the(NAMED_IN_PROSE, r"\sigma")["status"] == "unparsed"
