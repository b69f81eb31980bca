"""A member of a family, or a family, written with a new formula in a later section is a new meaning from there on,
not a statement about the definition of an earlier section (unless its sentence derives or restates it); a member's
own binding wins over its family's pattern inside the values substituted.  Documents written for these tests."""
from conftest import reader_items

_ATTENTION = "# A\n\n## Attention\n\nThe output is $$\\mathbf{y}_i = \\sum_{r=i-s}^{i-1} a_{ir} \\mathbf{v}_r$$\n\n"


def _items(doc: str) -> dict:
    return {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it for it in reader_items(doc)}


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
