"""Forms that a probe of real documents showed read wrongly or not at all (documents written for these tests): a
braced argument written after a space (``\\frac{a} {y^{2}}`` is a/y², not (a/y)²), a document's macro that stands for
\\nonumber, a decimal without its leading zero, and a left side that SymPy reduces to a name but the text writes as a
computation (``\\frac{y^2}{y} = 4`` states a value, it binds nothing)."""
from conftest import reader_items_by_sides


def test_a_braced_argument_after_a_space_is_the_argument():
    from suite.reader.latex import parse
    import sympy as sp

    a, y = sp.symbols("a y")
    assert sp.simplify(parse(r"\frac{a} {y^{2}}").expr - a / y**2) == 0
    assert sp.simplify(parse(r"\frac {y^{2}} {y}").expr - y) == 0
    doc = "# F\n\nLet $a = 3$ and $y = 2$.\n\n$$\\frac{a} {y^{2}} = 0.75$$\n"
    assert reader_items_by_sides(doc)[("\\frac{a} {y^{2}}", "0.75")]["status"] == "consistent"


def test_a_macro_for_nonumber_is_dropped_like_nonumber():
    doc = ("\\documentclass{article}\n\\newcommand{\\nn}{\\nonumber}\n\\begin{document}\n\\begin{align}\n"
           "  y &= 3\\cdot 7 \\nn \\\\\n    &= 21\n\\end{align}\n\\end{document}\n")
    item = reader_items_by_sides(doc, "doc.tex")[("3\\cdot 7 \\nn", "21")]
    assert item["status"] == "consistent", item


def test_a_decimal_without_its_leading_zero_is_read():
    doc = "# D\n\n$$.5 + .25 = 0.75$$\n\n$$3 \\times .5 = 1.6$$\n"
    items = reader_items_by_sides(doc)
    assert items[(".5 + .25", "0.75")]["status"] == "consistent", items
    assert items[("3 \\times .5", "1.6")]["status"] == "inconsistent", items


def test_a_left_side_written_as_a_computation_binds_nothing():
    doc = "# V\n\nLet $y = 3$.\n\n$$\\frac{y^{2}}{y} = 4$$\n\n$$y + 1 = 4$$\n"
    items = reader_items_by_sides(doc)
    assert items[("\\frac{y^{2}}{y}", "4")]["status"] == "inconsistent", items
    assert items[("y + 1", "4")]["status"] == "consistent", items


def test_a_word_after_a_number_says_what_it_counts():
    doc = ("# Counts\n\n$$3 \\times 4 = 12 \\text{ heads}$$\n\n$$1 + 1 + 2 + 4 = 8\\ \\text{bytes per weight}.$$\n\n"
           "$$2 + 2 = 5 \\text{ tokens per step}$$\n\n$$d = 64 \\text{ and } h = 8$$\n")
    items = reader_items_by_sides(doc)
    assert items[("3 \\times 4", "12 \\text{ heads}")]["status"] == "consistent", items
    assert items[("1 + 1 + 2 + 4", "8 \\text{bytes per weight}.")]["status"] == "consistent", items
    assert items[("2 + 2", "5 \\text{ tokens per step}")]["status"] == "inconsistent", items
