"""What a reviewer's probes of the rules for notes, families, sizes, lists and tables showed (documents written for
these tests): a unit, a condition or a setting written after a gap at an aligned row's end is not a note to drop; a
family of values applied to a lone number is a function applied; entries numbered from 1 are not entries numbered from
0; a value set by "For a toy model with $d = 4$, we get:" holds in the HTML list that follows; a congruence's modulus
written after a gap stays with it; a value in a table row holds to the row that gives the next."""
from conftest import reader_items, reader_items_by_sides


def _findings(text: str, name: str = "doc.md") -> list:
    return [(it["link"]["lhs"], it["link"]["rhs"]) for it in reader_items(text, name) if it["status"] == "inconsistent"]


def test_a_unit_after_a_gap_stays_with_its_number():
    doc = ("# Memory\n\n$$\n\\begin{aligned}\nM &= 14 \\times 10^9 ~\\text{bytes} \\\\\n  &= 14 \\times 10^6 ~\\text{KB} "
           "\\\\\n  &= 14 ~\\text{GB}\n\\end{aligned}\n$$\n\n$$\n\\begin{aligned}\ns &= 5 \\quad (\\text{m}) \\\\\n"
           "  &= 500 \\quad (\\text{cm})\n\\end{aligned}\n$$\n")
    assert _findings(doc) == []


def test_a_condition_or_a_setting_after_a_gap_is_no_note_of_a_step():
    doc = ("# Step\n\n$$\n\\begin{aligned}\nT(n) &= n/2 \\quad \\text{if $n$ is even} \\\\\n     &= 3n + 1 \\quad "
           "\\text{otherwise}\n\\end{aligned}\n$$\n\nThe bytes:\n\n$$\n\\begin{aligned}\nb &= 2 \\quad (\\text{in fp16}) "
           "\\\\\n  &= 4 \\quad (\\text{in fp32})\n\\end{aligned}\n$$\n")
    assert _findings(doc) == []


def test_a_family_of_values_applied_to_a_number_is_applied():
    doc = ("# Losses\n\nLet $f_i = \\ell(w; x_i, y_i)$ be the loss of example $i$.\n\nAt the start of training "
           "$f_i(0) = \\ln 2$ for every example, and $g_t = \\sigma(V x_t)$ gives $g_t(0) = 1/2$.\n")
    assert _findings(doc) == []


def test_entries_numbered_from_one_are_not_summed_from_zero():
    doc = ("# Dot products\n\nLet $\\mathbf{q}, \\mathbf{k} \\in \\mathbb{R}^d$, with entries $q_1, \\dots, q_d$ and "
           "$k_1, \\dots, k_d$.\n\nThe score is $\\mathbf{q}^\\top \\mathbf{k} = \\sum_{i=0}^{d-1} q_i k_i$.\n\n"
           "Also $\\mathbf{q}^\\top \\mathbf{k} = q_1 k_1 + \\sum_{i=2}^{d} q_i k_i$.\n")
    items = reader_items_by_sides(doc)
    assert items[("\\mathbf{q}^\\top \\mathbf{k}", "\\sum_{i=0}^{d-1} q_i k_i")]["status"] == "undecided", items
    assert items[("\\mathbf{q}^\\top \\mathbf{k}", "q_1 k_1 + \\sum_{i=2}^{d} q_i k_i")]["status"] == "consistent"
    zero = doc.replace("q_1, \\dots, q_d$ and $k_1, \\dots, k_d$", "q_0, \\dots, q_{d-1}$ and $k_0, \\dots, k_{d-1}$")
    items = reader_items_by_sides(zero)
    assert items[("\\mathbf{q}^\\top \\mathbf{k}", "\\sum_{i=0}^{d-1} q_i k_i")]["status"] == "consistent", items


_TOY = ("<html><body>\n<h2>Scaling</h2>\n<p>The model uses $d = 64$, so $\\sqrt{d} = 8$.</p>\n"
        "<p>For a toy model with $d = 4$, we get:</p>\n<ul>\n<li>$\\sqrt{d} = 2$, the scale of the scores;</li>\n"
        "<li>$d^2 = 16$ entries.</li>\n</ul>\n<p>When $d = 16$:\n<ul>\n<li>$\\sqrt{d} = 4$</li>\n</ul>\n</p>\n"
        "</body></html>\n")


def test_a_value_set_before_an_html_list_holds_in_the_list():
    items = reader_items_by_sides(_TOY, "toy.html")
    for sides in (("\\sqrt{d}", "2"), ("d^2", "16"), ("\\sqrt{d}", "4")):
        assert items[sides]["status"] == "consistent", (sides, items[sides])


def test_a_modulus_after_a_gap_belongs_to_its_congruence():
    doc = ("# Powers\n\n$$\n\\begin{aligned}\n2^{10} &= 1024 \\\\\n       &\\equiv 1 \\quad (\\text{mod } 11)\n"
           "\\end{aligned}\n$$\n\n$$\n3^{4} \\equiv 1 \\qquad \\pmod{5}\n$$\n")
    items = reader_items(doc)
    assert not [it for it in items if it["status"] == "inconsistent"], items
    congruence = [it for it in items if it["link"]["lhs"].strip() == "1024"]
    assert congruence and congruence[0]["link"]["relation"] == "≡" and congruence[0]["line"] == 5, congruence


def test_a_value_in_a_table_row_holds_to_the_row_that_gives_the_next():
    doc = ("# Doubling\n\n| step | value |\n|---|---|\n| set | $n = 4$ |\n| double it | $2n = 8$ |\n| set | $n = 5$ |\n"
           "| double it | $2n = 11$ |\n\nAfter the table, $2n = 10$.\n")
    items = [it for it in reader_items(doc) if it["link"]["lhs"].strip() == "2n"]
    assert [it["status"] for it in items] == ["consistent", "inconsistent", "undecided"], items
