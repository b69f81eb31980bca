"""A relation that holds at the (positive) test points, whose sides tell the signs apart (|x|, max, min, a case),
is tried at negative values of the symbols the document does not bound below by 0: undecided where it fails there
(relu(x) = |x|); identities true for every real stay decided, and a stated bound ("x > 0", "x ≥ 0", x ∈ ℝ^+,
"positive") keeps the symbol positive.  Documents written for these tests."""
from conftest import reader_items_by_sides


def test_a_sign_slip_that_only_negative_values_show_is_not_consistent():
    items = reader_items_by_sides("# A\n\nWe use $f(x) = \\max(0, x)$. Then $f(x) = |x|$.\n")
    item = items[("f(x)", "|x|")]
    assert item["status"] == "undecided" and item["cause"] == "fails only at a negative point", item


def test_identities_for_every_real_stay_decided():
    items = reader_items_by_sides("# A\n\nFor real $a$ and $b$: $\\max(a, b) + \\min(a, b) = a + b$ and "
                                  "$\\max(a, b) - \\min(a, b) = |a - b|$ and $|x|^2 = x^2$.\n")
    assert all(it["status"] in ("proved", "consistent") for it in items.values()), items


def test_a_stated_bound_keeps_the_symbol_positive():
    for doc in ("# A\n\nLet $x > 0$ and $y > 0$.\n\nThen $|x| = x$ and $\\max(x, 0) = x$.\n",
                "# A\n\nWe have $|x| = x$ for $x > 0$.\n",
                "# A\n\nFor positive $x$, $|x| = x$.\n",
                "# A\n\nLet $x \\in \\mathbb{R}^+$. Then $|x| = x$.\n"):
        items = reader_items_by_sides(doc)
        assert items[("|x|", "x")]["status"] == "consistent", (doc, items)


def test_a_bound_denied_elsewhere_or_a_claim_for_every_real_is_tried_below_zero():
    for doc in ("# A\n\nIf $x > 0$ then $|x| = x$. In general, for any real $x$, $|y| = y$ as well.\n",
                "# A\n\nFor non-positive $x$, $|x| = x$.\n"):
        last = list(reader_items_by_sides(doc).values())[-1]
        assert last["status"] == "undecided", (doc, last)
    # a claim the sentence makes for every real value of the name that fails at a negative one is a finding there
    for doc in ("# A\n\nWe do not assume $x > 0$. For every real $x$, $\\max(x, -x) = x$.\n",
                "# A\n\nThe weights $w$ are positive. For every real $x$, $\\max(x, 0) = |x|$.\n"):
        last = list(reader_items_by_sides(doc).values())[-1]
        assert last["status"] == "inconsistent" and last["counterexample"] == {"x": "-1"}, (doc, last)
    item = reader_items_by_sides("# A\n\nFor $x \\ge -1$, $\\max(x, -1) = x$.\n")[("\\max(x, -1)", "x")]
    assert item["status"] == "consistent", item  # (x ≥ -1 bounds it: no point below -1 is the document's)


def test_a_negative_lower_bound_still_leaves_the_values_between_it_and_zero():
    items = reader_items_by_sides("# A\n\nFor $x \\ge -1$, $|x| = x$.\n\nFor $r$ that is not positive, $|r| = r$.\n")
    assert items[("|x|", "x")]["status"] == "undecided", items  # (x = -0.37 is allowed: |x| = 0.37)
    assert items[("|r|", "r")]["status"] == "undecided", items
