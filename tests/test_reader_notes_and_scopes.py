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


def test_a_value_in_a_table_row_holds_in_its_row():
    doc = ("# Doubling\n\n| step | value | double |\n|---|---|---|\n| a | $n = 4$ | $2n = 8$ |\n| b | $n = 5$ | $2n = 11$ |\n"
           "| c | 6 | $2n = 12$ |\n\nAfter the table, $2n = 10$.\n")
    items = [it for it in reader_items(doc) if it["link"]["lhs"].strip() == "2n"]
    assert [it["status"] for it in items] == ["consistent", "inconsistent", "undecided", "undecided"], items


def test_an_evaluation_bar_with_several_values_and_a_null_left_delimiter():
    doc = ("# Evaluation\n\n$$\n(E p + 2)\\Big|_{E=4, p=4} = 18\n$$\n\n$$\n\\left. (a^2 + b) \\right|_{a=3, b=1} = 10\n$$\n\n"
           "$$\n(E + p^2)\\Big|_{E=1, p=2} = 6\n$$\n")
    items = reader_items_by_sides(doc)
    assert items[("(E p + 2)\\Big|_{E=4, p=4}", "18")]["status"] == "consistent", items
    assert items[("\\left. (a^2 + b) \\right|_{a=3, b=1}", "10")]["status"] == "consistent", items
    assert items[("(E + p^2)\\Big|_{E=1, p=2}", "6")]["status"] == "inconsistent", items  # (1 + 4 = 5)


def test_an_equality_across_an_elided_step_is_no_finding_where_the_range_runs_back():
    doc = ("# Groups\n\nThe group of head $j$ is $h(j)=\\left\\lfloor\\frac{j}{p}\\right\\rfloor$.\n\n"
           "$$ 0 = h(0)=h(1)=\\cdots=h(p-1) $$\n\n$$ 1 = h(p)=h(p+1)=\\cdots=h(2p-1) $$\n")
    assert _findings(doc) == []
    across = [it for it in reader_items(doc) if it["link"]["rhs"].strip() in ("h(p-1)", "h(2p-1)")]
    assert [it["cause"] for it in across] == ["across an elided step"] * 2, across


_ROUNDED = ("\\documentclass{article}\n\\begin{document}\n\\section{Weights}\nThe weights from $t=[0,1]$ are "
            "$w \\approx [0.26894, 0.73106]$.\n\\begin{align*}\n\\sum_j w_j u_j &= 0.26894\\cdot 2 + 0.73106\\cdot 5\\\\\n"
            "&= @\n\\end{align*}\nDefine $p=e^{-1}\\approx0.367879$, $q=e^{-3}\\approx0.049787$.\n\\begin{align*}\n"
            "T &= (q+1) + (q+1),p \\approx \\boxed{1.43598}\n\\end{align*}\n\\end{document}\n")


def test_inputs_given_as_rounded_and_a_thin_space_that_lost_its_backslash():
    items = reader_items_by_sides(_ROUNDED.replace("@", "4.19317574"), "w.tex")
    item = items[("0.26894\\cdot 2 + 0.73106\\cdot 5", "4.19317574")]
    assert item["status"] == "undecided" and item["cause"] == "rounded input", item  # (exact weights: 4.1931757)
    assert not [k for k, it in items.items() if it["status"] == "inconsistent"], items  # (not "p ≈ 1.43598")
    wrong = reader_items_by_sides(_ROUNDED.replace("@", "4.19417574"), "w.tex")
    assert wrong[("0.26894\\cdot 2 + 0.73106\\cdot 5", "4.19417574")]["status"] == "inconsistent"


def test_an_equation_label_is_dropped_and_a_setting_note_leaves_the_next_step_undecided():
    doc = ("# 标签\n\n$$\n\\begin{aligned}\nS &= 1+2+3 \\qquad \\text{(1)} \\\\\n  &= 6 \\qquad \\text{(2)} \\\\\n"
           "  &= 3 \\cdot 2\n\\end{aligned}\n$$\n\n$$\n\\begin{aligned}\nb &= 2 \\quad (\\text{in fp16}) \\\\\n"
           "  &= 4 \\quad (\\text{in fp32})\n\\end{aligned}\n$$\n\n$$\n\\begin{aligned}\n(a+b)^2 &= a^2 + 2ab + b^2 \\quad "
           "(\\text{expand}) \\\\\n        &= a^2 + b^2 \\quad (\\text{since } ab = 0 \\text{ here})\n\\end{aligned}\n$$\n")
    items = reader_items_by_sides(doc)
    assert items[("1+2+3", "6")]["status"] == "consistent" and items[("6", "3 \\cdot 2")]["status"] == "consistent"
    assert items[("2", "4")]["cause"] == "across a note", items[("2", "4")]
    assert items[("a^2 + 2ab + b^2", "a^2 + b^2")]["cause"] == "stated with a note", items
    assert _findings(doc) == []


def test_a_table_row_is_a_setting_of_its_own():
    doc = ("# Configurations\n\n| Model | Width | Heads | Head size |\n|---|---|---|---|\n"
           "| Base | $d = 512$ | $h = 8$ | $d/h = 64$ |\n| Large | 1024 | $h = 16$ | $d/h = 64$ |\n"
           "| Huge | $d = 2048$ | $h = 32$ | $d/h = 64$ |\n")
    items = [it for it in reader_items(doc) if it["link"]["lhs"].strip() == "d/h"]
    assert [it["status"] for it in items] == ["consistent", "undecided", "consistent"], items


def test_lists_read_as_rows_or_columns_and_an_example_or_an_update_does_not_hold_on():
    doc = ("# Attention\n\nFor example, with $\\vec{q} = [1, 2, 0]$, $\\vec{k} = [1, 0, 1]$ and $\\vec{v} = [0, 1, 1]$ "
           "the score is $\\vec{q}\\,\\vec{k}^T = 1$ and $(\\vec{q}\\,\\vec{k}^T)\\,\\vec{v} = [0, 1, 1]$.\n\n"
           "Cosine attention instead normalises both vectors, so that $\\vec{q}^T \\vec{q} = 1$.\n\n"
           "Start from $\\mathbf{w} = [1, 2]$ and $\\mathbf{g} = [2, -2]$, $\\eta = 0.5$; the update "
           "$\\mathbf{w} \\leftarrow \\mathbf{w} - \\eta \\mathbf{g}$ gives $\\mathbf{w}^T\\mathbf{w} = 9$.\n")
    items = reader_items_by_sides(doc)
    assert items[("(\\vec{q} \\vec{k}^T) \\vec{v}", "[0, 1, 1]")]["cause"] == "vector or matrix shapes not fixed"
    assert _findings(doc) == []
    rows = doc.replace("# Attention\n\n", "# Attention\n\nWe use row vectors.\n\n")
    assert reader_items_by_sides(rows)[("(\\vec{q} \\vec{k}^T) \\vec{v}", "[0, 1, 1]")]["status"] == "proved"


def test_numbers_given_rounded_in_a_formula_that_opens_with_approx():
    doc = ("\\documentclass{article}\n\\begin{document}\n\\section{Output}\nThe weights from the scores are "
           "$\\approx[0.09003,,0.66524,,0.24473]$.\n\\begin{align*}\no &= 0.09003[1,0]+0.66524[0,2]+0.24473[1,1] \\\\\n"
           "  &= [0.33475904, 1.57521038]\n\\end{align*}\n\\end{document}\n")
    items = reader_items_by_sides(doc, "o.tex")
    item = items[("0.09003[1,0]+0.66524[0,2]+0.24473[1,1]", "[0.33475904, 1.57521038]")]
    assert item["status"] == "undecided" and item["cause"] == "rounded input", item  # (exact softmax of 0, 2, 1)


def test_a_unit_a_case_label_or_a_source_at_a_rows_end_is_no_reason_to_chain_on():
    doc = ("# Sizes\n\n$$\n\\begin{aligned}\nT &= 100 \\quad (\\text{C}) \\\\\n  &= 212 \\quad (\\text{F})\n"
           "\\end{aligned}\n$$\n\n$$\n\\begin{aligned}\nM &= 2 \\quad (\\text{GB}) \\\\\n  &= 2048 \\quad (\\text{MB})\n"
           "\\end{aligned}\n$$\n\n$$\n\\begin{aligned}\nx &= 1 \\quad (\\text{a}) \\\\\n  &= 2 \\quad (\\text{b})\n"
           "\\end{aligned}\n$$\n\n$$\n\\begin{aligned}\nt &= 20 \\quad \\text{from the first run} \\\\\n"
           "  &= 22 \\quad \\text{from the second run}\n\\end{aligned}\n$$\n")
    assert _findings(doc) == []


def test_a_value_set_before_a_table_and_a_rows_value_are_both_meant_after_it():
    doc = ("# Setup\n\nLet $n = 3$ be the number of layers for the toy model.\n\n| Setting | Layers |\n|---|---|\n"
           "| full model | $n = 12$ |\n\nFor the full model, $2n = 24$.\n")
    assert reader_items_by_sides(doc)[("2n", "24")]["status"] == "undecided"


def test_lists_that_fit_only_as_rows_and_a_convention_said_of_one_vector():
    doc = ("# Gradients\n\nTake $\\mathbf{u} = [1, 2]$ and $\\mathbf{v} = [3, 4]$. Their outer product is\n$$\n"
           "\\mathbf{u}\\mathbf{v}^T = \\begin{pmatrix} 3 & 4 \\\\ 6 & 8 \\end{pmatrix}.\n$$\nand $\\mathbf{u}^T\\mathbf{v} = "
           "\\begin{pmatrix} 3 & 4 \\\\ 6 & 8 \\end{pmatrix}$ as well.\n")
    for text in (doc, doc.replace("# Gradients\n\n", "# Gradients\n\nThe gradient is a row vector here.\n\n")):
        items = reader_items_by_sides(text)
        assert items[("\\mathbf{u}\\mathbf{v}^T", "\\begin{pmatrix} 3 & 4 \\\\ 6 & 8 \\end{pmatrix}.")]["status"] == "proved"
        assert items[("\\mathbf{u}^T\\mathbf{v}", "\\begin{pmatrix} 3 & 4 \\\\ 6 & 8 \\end{pmatrix}")]["status"] \
            == "undecided", items


def test_a_modulus_after_a_gap_on_an_equality_is_a_congruence():
    doc = "# Residues\n\n$$\n7 \\cdot 8 = 56 \\quad \\bmod 10\n$$\n\n$$\n2^{5} = 32 = 2 \\quad \\bmod 5\n$$\n"
    assert _findings(doc) == []


def test_a_rule_stated_for_every_n_is_not_decided_with_an_examples_n():
    doc = ("# Counting\n\nFor a toy example take $n = 2$. The rules below hold for every positive integer $n$:\n\n"
           "- the number of ordered pairs is $n^2 = 2n$;\n- the number of subsets is $2^n = n + 2$.\n\n"
           "Separately, $n! = 2$.\n")
    items = reader_items_by_sides(doc)
    assert items[("n^2", "2n")]["status"] == "undecided" and items[("2^n", "n + 2")]["status"] == "undecided", items
    assert items[("n!", "2")]["status"] == "consistent", items  # (its own paragraph: the example's n)
