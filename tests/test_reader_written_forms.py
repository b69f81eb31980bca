"""Forms that a probe of real documents showed read wrongly or not at all (documents written for these tests): a
braced argument written after a space (``\\frac{a} {y^{2}}`` is a/y², not (a/y)²), a document's macro that stands for
\\nonumber, a decimal without its leading zero, and a left side that SymPy reduces to a name but the text writes as a
computation (``\\frac{y^2}{y} = 4`` states a value, it binds nothing)."""
from conftest import reader_items, reader_items_by_sides


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


def test_a_row_of_entries_times_a_matrix_is_the_vector_matrix_product():
    doc = ("# V\n\n$$[1, 2] \\times \\left[\\begin{array}{cc} 3 & 0\\\\ 1 & 1\\end{array}\\right] = [5, 2]$$\n\n"
           "$$[1, 2] \\times \\left[\\begin{array}{cc} 3 & 0\\\\ 1 & 1\\end{array}\\right] = [3, 2]$$\n")
    found = [it["status"] for it in reader_items(doc) if it["status"] != "definition"]
    assert found == ["consistent", "inconsistent"], found


def test_a_diagram_states_no_relation():
    doc = ("# D\n\n$$\\xymatrix@R=3pc@C=2pc{\n{u}\\ar[r]^{M} & {w}\n}$$\n\n"
           "$$\\begin{CD} A @>f>> B \\\\ @VgVV @VVhV \\\\ C @>>k> D \\end{CD}$$\n\n$$1 + 1 = 2$$\n")
    found = [(it["link"]["lhs"].strip(), it["status"]) for it in reader_items(doc)]
    assert found == [("1 + 1", "consistent")], found


def test_a_superscript_that_lists_items_is_upper_indices():
    doc = ("# T\n\nIndex form: $Z^{a,b} = \\sum_{c} U^{a,c} X^{c,b}$ and $Y^{[m],[p]} = U^{[m],[m]} X^{[m],[p]}$.\n\n"
           "$$x^{2} = x \\cdot x$$\n")
    items = reader_items_by_sides(doc)
    assert items[("Z^{a,b}", "\\sum_{c} U^{a,c} X^{c,b}")]["status"] == "definition", items
    assert items[("Y^{[m],[p]}", "U^{[m],[m]} X^{[m],[p]}")]["status"] == "definition", items
    assert items[("x^{2}", "x \\cdot x")]["status"] == "proved", items


def test_a_myst_label_line_and_a_bare_tag_are_no_math():
    doc = ("# M\n\n```{math}\n:label: sq\ng(u) = u^2 + 1\n```\n\n$$ \\begin{align} p_{t}&=2+2\\\\ q_{t}&=3 \\end{align}"
           "\\tag4 $$\n\n$$g(2) = 5$$\n")
    items = reader_items_by_sides(doc)
    assert items[("g(u)", "u^2 + 1")]["status"] == "definition", items
    assert items[("g(2)", "5")]["status"] == "consistent", items
    assert [it["status"] for it in reader_items(doc) if it["status"] == "unparsed"] == [], items


def test_a_number_word_after_a_number_is_no_label():
    doc = "# W\n\n$$300 \\times 10^9 = 300 \\text{ billion}$$\n\n$$2^{15} \\approx 33 \\text{ thousand}$$\n"
    assert all(it["status"] != "inconsistent" for it in reader_items(doc)), reader_items(doc)


def test_a_vector_beside_a_named_matrix_is_not_multiplied_entry_by_entry():
    doc = ("# Rotation\n\nLet\n\n$$M = \\begin{pmatrix} 0 & -1 \\\\ 1 & 0 \\end{pmatrix}.$$\n\n"
           "The row form is $[1, 0] \\times M = [0, -1]$.\n")
    assert all(it["status"] != "inconsistent" for it in reader_items(doc)), reader_items(doc)
