"""An equation between names that the text asks to assume ("You can assume $N \\cdot H = D$") decides, to the end of
its problem or section, what is left undecided for want of it; the values a posed problem gives ("**Question 1:**
How many parameters does a model with $D = 4096$ have?") hold for its answer, up to the next problem.  A failure
under a supposition is no finding.  Documents written for these tests."""
from conftest import reader_items_by_sides

_PROBLEMS = ("# Problems\n\n## A few problems\n\n**Question 1:** How many parameters does a model with $D=4096$, "
             "$F=4 \\cdot D$ and $L=64$ have? *You can assume $N\\cdot H=D$.*\n\n"
             "1. The ratio is $$4DNH / (4DNH + 3DF) = {}$$\n2. The cache is $$2 \\cdot L \\cdot N \\cdot H = {}$$\n\n"
             "**Question 2:** What is the cache of a model with $L = 2$? It is $$2 \\cdot L \\cdot N \\cdot H = {}$$\n")


def test_a_supposition_and_the_problems_values_decide_its_answers():
    items = reader_items_by_sides(_PROBLEMS.format("4D^2 / (4D^2 + 12D^2)", "2 \\cdot 64 \\cdot 4096",
                                                   "4 \\cdot 4096"))
    ratio = items[("4DNH / (4DNH + 3DF)", "4D^2 / (4D^2 + 12D^2)")]
    assert ratio["status"] == "consistent" and "supposition N\\cdot H = D" in ratio["reason"], ratio
    assert items[("2 \\cdot L \\cdot N \\cdot H", "2 \\cdot 64 \\cdot 4096")]["status"] == "consistent", items
    # (the next problem: neither the supposition nor D = 4096 holds there)
    assert items[("2 \\cdot L \\cdot N \\cdot H", "4 \\cdot 4096")]["status"] == "undecided", items


def test_an_answer_that_fails_under_the_supposition_is_no_finding():
    items = reader_items_by_sides(_PROBLEMS.format("4D^2 / (4D^2 + 13D^2)", "2 \\cdot 64 \\cdot 4095", "1"))
    assert items[("4DNH / (4DNH + 3DF)", "4D^2 / (4D^2 + 13D^2)")]["status"] == "undecided", items
    assert items[("2 \\cdot L \\cdot N \\cdot H", "2 \\cdot 64 \\cdot 4095")]["status"] == "undecided", items


def test_a_supposition_the_text_denies_replaces_or_sets_aside_decides_nothing():
    denied = ("# Attention\n\n## Heads\n\n**Question 1:** How many parameters? We do not assume $N \\cdot H = D$ "
              "here.\n\nThe projection has $4 D N H$ parameters and $4 D N H = 4 D^2$.\n")
    assert reader_items_by_sides(denied)[("4 D N H", "4 D^2")]["status"] == "undecided"
    replaced = ("# Two cases\n\n## Proof\n\n**Exercise 1.** Suppose $a b = c$. Then $a b + c = 2c$. Now suppose "
                "instead $a b = 2c$. Then $a b + c = 3c$, and $a b - 2c = 0$, and $a b + c = 2c$.\n")
    items = reader_items_by_sides(replaced)
    assert items[("a b + c", "2c")]["status"] == "undecided", items  # (the later one: under ab = 2c, ab + c = 3c)
    given = ("# Attention\n\n## Heads\n\n**Question 1:** If one assumes $N \\cdot H = D$, what changes? Here, "
             "however, $H = 2D/N$.\n\nThe projection has $4 D N H$ parameters, so $4 D N H = 4 D^2$.\n")
    assert reader_items_by_sides(given)[("4 D N H", "4 D^2")]["status"] != "proved"


def test_a_problems_value_that_differs_from_the_one_before_is_one_of_two():
    doc = ("# 模型\n\n模型有 $L = 32$ 层。\n\n## 练习\n\n**问题 1**：如果把层数加到 $L = 48$，缓存会有多大？\n\n"
           "那时每个词元有 $2L = 96$ 项。而原模型每个词元只有 $2L = 64$ 项。\n")
    items = reader_items_by_sides(doc)
    assert items[("2L", "64")]["status"] == "undecided" and items[("2L", "96")]["status"] == "undecided", items


def test_another_relation_between_its_names_or_a_general_claim_ends_a_supposition():
    later = ("# Q\n\n## Set\n\n**Question 1:** Suppose $a b = c$. Show that $a b + c = 2c$. Now suppose instead "
             "that $2 a b = 4 c$, which is not the earlier case. Then $a b + c = 2 c$.\n")
    items = [it for it in reader_items_by_sides(later).values() if it["link"]["rhs"].strip() == "2 c"]
    assert items and items[0]["status"] == "undecided", items  # (under 2ab = 4c, ab + c = 3c)
    general = ("# Q\n\n## Set\n\n**Exercise 1.** Assume $a b = c$. Show that $a b + c = 2c$. For arbitrary $a, b, c$, "
               "on the other hand, one has $a b + c = 2 c$ too.\n")
    items = [it for it in reader_items_by_sides(general).values() if it["link"]["rhs"].strip() == "2 c"]
    assert items and items[0]["status"] == "undecided", items


def test_a_supposition_declined_by_its_verb_decides_nothing():
    for doc in ("# Q\n\n## Heads\n\n**Question 1:** How many parameters? We do not, in this question, assume "
                "$N \\cdot H = D$.\n\nThe projection has $4 D N H = 4 D^2$ parameters.\n",
                "# Q\n\n## Heads\n\n**问题 1**：参数有多少？这里我们不再假设 $N \\cdot H = D$。\n\n投影有 $4 D N H = 4 D^2$ 个参数。\n"):
        assert reader_items_by_sides(doc)[("4 D N H", "4 D^2")]["status"] == "undecided", doc
