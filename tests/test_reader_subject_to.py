"""Formulas a sentence states as the conditions something is subject to ("is subject to the conditions $A$ and $B$",
"约束条件为：" and a display) are hypotheses, not claims; the words must end right before them (past formulas joined by
"and", and past the blank line before a display where the sentence runs on).  Documents written for these tests."""
from conftest import reader_items_by_sides


def _items(doc: str) -> dict:
    return reader_items_by_sides(doc)


def test_formulas_stated_as_the_conditions_are_not_checked():
    doc = ("# NTK\n\nTo extend the context by a factor $k$, eq 7 is subject to the conditions\n\n"
           "$$ \\lambda_1 \\lambda_2 = k$$ and $$\\lambda_1 \\ge \\lambda_2 \\ge 1$$\n\nThen more.\n")
    items = _items(doc)
    for key in (("\\lambda_1 \\lambda_2", "k"), ("\\lambda_1", "\\lambda_2"), ("\\lambda_2", "1")):
        assert items[key]["status"] == "definition" and "subject to" in items[key]["reason"], items[key]
    chinese = _items("# 约束\n\n约束条件为：\n\n$$\\gamma_1 + \\gamma_2 = 1$$\n")
    assert chinese[("\\gamma_1 + \\gamma_2", "1")]["status"] == "definition", chinese


def test_a_condition_named_earlier_does_not_reach_a_later_claim():
    doc = ("# A\n\n约束条件：$0 \\le \\gamma \\le 1$。\n\n设周期为 $T = 4$，圈数为：\n\n$$r = \\frac{8}{T} = 3$$\n\n"
           "Under the constraint $x \\ge 0$ we have $2 + 2 = 5$.\n")
    items = _items(doc)
    assert items[("\\frac{8}{T}", "3")]["status"] == "inconsistent", items  # (8/4 = 2)
    assert items[("2 + 2", "5")]["status"] == "inconsistent", items


def test_headings_demonstratives_satisfies_and_a_claim_after_a_comma_are_not_suppositions():
    cases = {
        "# A\n\n## Softmax under constraints\n\n$$a^2 = 5$$ with $a = 2$.\n": ("a^2", "5"),
        "# A\n\nLet $\\lambda_1 = 4$ and $\\lambda_2 = 4$. Under these conditions\n\n$$\\lambda_1 \\lambda_2 = 12$$\n":
            ("\\lambda_1 \\lambda_2", "12"),
        "# A\n\n设 $\\lambda_1 = 4$，$\\lambda_2 = 2$。可以验证，这组解满足条件：\n\n$$\\lambda_1\\lambda_2=6$$\n":
            ("\\lambda_1\\lambda_2", "6"),
        "# A\n\nUnder the condition $x>0$, $2 + 2 = 5$.\n": ("2 + 2", "5"),
    }
    for doc, key in cases.items():
        assert _items(doc)[key]["status"] == "inconsistent", doc


def test_a_list_of_constraints_joined_by_commas_after_a_plural():
    doc = ("# W\n\nWith $w_1 = 0.2$ and $w_2 = 0.2$, the weights are subject to the constraints $w_1 \\ge 0$, "
           "$w_1 + w_2 = 1$.\n")
    assert _items(doc)[("w_1 + w_2", "1")]["status"] == "definition"
