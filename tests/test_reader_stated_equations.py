"""A relation stated after an equation between its names that the document supposes or states without it being
checked ("Suppose $x + y = 1$. Then $x^2 - y^2 = x - y$.") is decided with that equation, not at test points that
break it: a probe had such true statements reported as findings (documents written for these tests)."""
from conftest import reader_items, reader_items_by_sides


def test_a_step_that_holds_under_the_supposition_before_it_is_proved_under_it():
    doc = ("# Suppositions\n\nSuppose $x + y = 1$. Then $x^2 - y^2 = x - y$.\n\n"
           "If $p + q = 2$, then $p^2 - q^2 = 2(p - q)$.\n\nLet $u + v = 1$. Then $u^2 - v^2 = u - v$.\n\n"
           "Suppose $a + b = 1$. Then\n\n$$a^2 - b^2 = (a - b)(a + b) = a - b$$\n")
    items = reader_items_by_sides(doc)
    for sides in (("x^2 - y^2", "x - y"), ("p^2 - q^2", "2(p - q)"), ("u^2 - v^2", "u - v"), ("(a - b)(a + b)", "a - b")):
        assert items[sides]["status"] == "proved", items[sides]
        assert "under the supposition" in items[sides]["reason"], items[sides]


def test_an_equation_stated_earlier_in_the_section_withholds_the_finding_it_would_make_true():
    doc = ("# Values\n\nThe table gives $m + n = 3$ for this layer.\n\nThe next paragraph uses it: $m^2 - n^2 = 3(m - n)$.\n"
           "\n# Elsewhere\n\n$$m^2 - n^2 = 3(m - n)$$\n")
    found = [it for it in reader_items(doc) if it["link"]["lhs"] == "m^2 - n^2"]
    assert [it["status"] for it in found] == ["undecided", "inconsistent"], found
    assert found[0]["cause"] == "stated under a condition", found[0]


def test_a_step_that_fails_under_the_supposition_too_is_still_a_finding():
    doc = "# Wrong\n\nSuppose $x + y = 1$. Then $x^2 z - y^2 z = 2 z \\cdot (x - y)$.\n"
    item = reader_items_by_sides(doc)[("x^2 z - y^2 z", "2 z \\cdot (x - y)")]
    assert item["status"] == "inconsistent", item
    assert "with the equation x + y = 1" in item["reason"], item


def test_a_supposition_is_applied_only_where_it_holds_as_written():
    """A second reviewer's probes: solving x y = x for y drops x = 0; a supposition the text denies or replaces is
    not the one the relation is stated under."""
    doc = ("# S\n\nSuppose $xy = x$. Then $x + y = xy + 1$.\n\n"
           "Even without assuming $u+v=1$, we have $u^2-v^2=u-v$.\n\n"
           "Suppose $p - q = 1$. Then $p^2 - q^2 = p + q$. Now suppose instead $p + q = 2$. Then $p^2 - q^2 = p + q$.\n")
    found = {(it["line"], it["link"]["lhs"], it["link"]["rhs"]): it["status"] for it in reader_items(doc)
             if it["status"] != "definition"}
    assert found[(3, "x + y", "xy + 1")] != "proved", found
    assert found[(5, "u^2-v^2", "u-v")] == "inconsistent", found
    last = [it for it in reader_items(doc) if it["line"] == 7 and it["link"]["lhs"] == "p^2 - q^2"]
    assert [it["status"] for it in last] == ["proved", "inconsistent"], last


def test_a_formula_between_the_supposition_and_the_relation_does_not_hide_it():
    doc = "# Two weights\n\nSuppose $a + b = 1$. Then $a v + b v = v$, and $a^2 - b^2 = a - b$.\n"
    assert reader_items_by_sides(doc)[("a^2 - b^2", "a - b")]["status"] == "proved"
