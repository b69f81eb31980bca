"""Constructs of real documents read this round: a case's condition that lists a progression (``d = 0, 2, 4,
\\cdots``: d even), a name of several letters with scripts that a formula opens by defining (``pe^{(i)}_d = …``: one
name, not p times e), and softmax_t of a function of vectors (``\\text{softmax}_t(\\text{score}(Q_s, K_t))``: the t-th
weight of numbers, whatever score is)."""
import pytest

from conftest import reader_items
from suite.reader.latex import parse

_PE = ("# P\n\nLet $\\theta_d = 10000^{-d / D}$ and $D = 8$.\n\n$$\npe^{(i)}_d =\n\\begin{cases}\n"
       "    \\sin(\\theta_{d} \\cdot i) & d = 0, 2, 4, \\cdots \\\\\n"
       "    \\cos(\\theta_{d-1} \\cdot i) & d = 1, 3, 5, \\cdots\n\\end{cases}\n$$\n\n")


def _status(doc: str, lhs: str, rhs: str) -> str:
    (it,) = [x for x in reader_items(doc) if x["link"]["lhs"].strip() == lhs and x["link"]["rhs"].strip() == rhs]
    return it["status"]


@pytest.mark.parametrize("cond, residue", [("d = 0, 2, 4, \\cdots", 0), ("d = 1, 3, 5, \\dots", 1),
                                           ("d = 0, 3, 6, \\ldots", 0)])
def test_a_listed_progression_is_the_residue_it_names(cond, residue):
    e = parse(f"\\begin{{cases}} 1 & {cond} \\\\ 0 & \\text{{otherwise}} \\end{{cases}}")
    step = 3 if "3, 6" in cond else 2
    got = [e.expr.subs("d", n) for n in range(-3, 7)]
    assert got == [1 if n % step == residue and n >= residue else 0 for n in range(-3, 7)], got  # (not before the first)


def test_a_progression_that_does_not_step_evenly_is_not_read_as_one():
    with pytest.raises(Exception):
        parse("\\begin{cases} 1 & d = 0, 2, 5, \\cdots \\\\ 0 & \\text{otherwise} \\end{cases}")


@pytest.mark.parametrize("rhs, status", [
    # θ_2 = 10000^{-2/8}: entry 2 at i = 3 is sin(3 θ_2); entry 5 is cos(3 θ_4) (the pair's frequency θ_{d-1})
    ("\\sin(3 \\theta_2)", "consistent"), ("\\cos(3 \\theta_4)", "consistent"),
    # cos(3 θ_5) is not sin(3 θ_5): at θ_5 = 10000^{-5/8}, 0.99994 against 0.01064
    ("\\sin(3 \\theta_5)", "inconsistent")])
def test_a_family_defined_by_listed_cases_is_evaluated_at_its_entries(rhs, status):
    idx = "2" if "theta_2" in rhs else "5"
    doc = _PE + f"Then $pe^{{(3)}}_{idx} = {rhs}$.\n"
    assert _status(doc, f"pe^{{(3)}}_{idx}", rhs) == status, reader_items(doc)


@pytest.mark.parametrize("doc, status", [
    # ab_2 with a = 3 and b_i = i is 6: a product of the document's own letters, not a name
    ("# A\n\nLet $a = 3$ and $b_i = i$.\n\nThen $ab_2 = 7$.\n", "inconsistent"),
    ("# A\n\nLet $m = 2$ and $x_i = i + 1$.\n\nThen $mx_1 = 5$.\n", "inconsistent"),
    # only t has a value: att stays one name (att_{12} = q_1 k_2 = 6, not a·t·t_{12})
    ("# A\n\nAt position $t = 0$ let $q_i = i + 1$ and $k_j = j + 1$, and $att_{ij} = q_i k_j$.\n\nSo $att_{12} = 6$.\n",
     "not inconsistent"),
])
def test_letters_the_document_gives_values_stay_a_product(doc, status):
    (it,) = [i for i in reader_items(doc) if i["link"]["lhs"].strip() in ("ab_2", "mx_1", "att_{12}")]
    assert it["status"] != "inconsistent" if status == "not inconsistent" else it["status"] == status, it


def test_softmax_over_t_of_a_score_of_vectors_sums_to_one():
    doc = ("# A\n\nIf $Q_s$ is the query and $K_t$ the keys, $Y_s = \\sum_{t=1}^T\\text{softmax}_{t}"
           "(\\text{score}(Q_s, K_t))V_t$, where $\\sum_{t=1}^T\\text{softmax}_{t}(\\text{score}(Q_s, K_t))=1$.\n")
    (it,) = [x for x in reader_items(doc) if x["link"]["rhs"].strip() == "1"]
    assert it["status"] == "proved" and "score stand for" in it["reason"], it
    wrong = doc.replace("=1$", "=T$")  # (T weights that sum to 1, not to T)
    (it,) = [x for x in reader_items(wrong) if x["link"]["rhs"].strip() == "T"]
    assert it["status"] != "proved", it


@pytest.mark.parametrize("clause, status", [
    # the sentence after the display says what its x is: x > 3, where max(0, x − 3) = x − 3 holds (x = 1 is outside)
    ("where $x > 3$ is the threshold.", "undecided"),
    ("其中 $x > 3$ 是阈值。", "undecided"),
    # a bound stated later, not about this display: x = 1 (0 against −2) is a counterexample
    ("Later sections assume $x > 3$.", "inconsistent"),
])
def test_a_bound_in_the_where_clause_after_a_display_holds_for_that_display(clause, status):
    doc = f"# W\n\nThe clipped value obeys\n\n$$\\max(0, x - 3) = x - 3$$\n\n{clause}\n"
    assert _status(doc, "\\max(0, x - 3)", "x - 3") == status, reader_items(doc)


@pytest.mark.parametrize("tex, expected", [
    # a colour shows its argument as it is: a script after it is the argument's (a blog page's \def\mbx{\textcolor…})
    ("\\textcolor{input}{\\boldsymbol x}_i", "x[i]"), ("{\\color{red} x}_i", "x[i]"),
    ("\\textcolor{red}{a + b}^2", "(a + b)**2"),
    # TeX's braces add no parentheses: a\textcolor{red}{b + c} and a{\color{red} b + c} show ab + c
    ("a\\textcolor{red}{b + c}", "a*b + c"), ("a{\\color{red} b + c}", "a*b + c"),
    # after a script the braces are the script's group: 2^{1+2}
    ("2^\\textcolor{red}{1+2}", "8"), ("2 \\cdot {\\color{red} 3+4}", "10"),
    # an old font switch as all a box holds: \mbox{\bf f} is the bold f
    ("\\mbox{\\bf f}[x]", "f[x]"),
    # an argmax or argmin however typeset: one opaque value over its index, never argmax times its body
    ("\\mathop{\\rm argmax}_{\\phi} (\\phi - 1)^2", "argmax_over((_phi - 1)**2, _phi)"),
    ("\\arg\\min_{x} (x - 1)^2", "argmin_over((_x - 1)**2, _x)"),
    ("\\operatorname*{argmax}_k p_k", "argmax_over(p[_k], _k)"),
])
def test_a_colour_a_boxed_font_switch_or_an_argmax_is_read(tex, expected):
    assert str(parse(tex).expr) == expected


def test_an_argmax_without_its_index_is_not_read():
    with pytest.raises(Exception):
        parse("\\arg\\max L")


def test_a_wide_hspace_separates_statements_and_a_narrow_one_is_spacing():
    doc = ("\\documentclass{article}\n\\begin{document}\n\\begin{eqnarray}\n L \\hspace{0.2cm}= \\hspace{0.2cm} a + b "
           "&=& b + a, \\\\\n x = 2 + 2 \\hspace{2cm} y = 3 + 4\n\\end{eqnarray}\n\\end{document}\n")
    got = {(i["link"]["lhs"].strip(), i["link"]["rhs"].strip()): i["status"] for i in reader_items(doc, "h.tex")}
    assert got.get(("a + b", "b + a")) == "proved" and ("x", "2 + 2") in got and ("y", "3 + 4") in got, got
    # a gap before an operator sets one expression wide: 1 + 2 + 3, not the statement 6 = 1 + 2
    for gap in ("\\hspace{1cm}", "\\quad", "\\hspace*{1cm}"):
        (it,) = reader_items(f"# G\n\n$$6 = 1 + 2 {gap} + 3$$\n")
        assert it["status"] == "consistent", it
        # a second statement after the gap stays one: cos π = -1 and -cos π = 1, both true
        items = reader_items(f"# G\n\n$$\\cos(\\pi) = -1 {gap} -\\cos(\\pi) = 1$$\n")
        assert [i["status"] for i in items] == ["consistent", "consistent"], items


def test_a_member_defined_apart_from_its_familys_range_is_no_index_error():
    """f_0 = β_0 + Ω_0 x defines the member that f_k = β_k + Ω_k h_k (k ∈ {1, …, K}) leaves out; a worked value of
    an index beyond a range (θ_{d/2} = 0.0001 for i = 0 … d/2 − 1) is still one."""
    doc = ("\\documentclass{article}\n\\begin{document}\n\\begin{eqnarray}\n \\mathbf{f}_{0} &=& \\boldsymbol\\beta_{0} + "
           "\\boldsymbol\\Omega_{0}\\mathbf{x}_i \\nonumber \\\\\n \\mathbf{f}_{k} &=& \\boldsymbol\\beta_{k} + "
           "\\boldsymbol\\Omega_{k}\\mathbf{h}_{k}.\\hspace{2cm} k\\in\\{1,2,\\ldots, K\\}\n\\end{eqnarray}\n\\end{document}\n")
    (it,) = [i for i in reader_items(doc, "f.tex") if i["link"]["lhs"].strip() == "\\mathbf{f}_{0}"]
    assert it["status"] != "inconsistent", it
    # a member the document writes alone before (x_0 = W e_0) keeps its value: x_0 = 6 holds, x_0 = 7 does not
    doc = "# P\n\nLet $x_t = W e_t$ for $t = 1, \\dots, T$, and $W = 2$.\n\nThe start is $x_0 = W e_0$, so with $e_0 = 3$, $x_0 = 6$ and $x_0 = 7$.\n"
    got = {i["link"]["rhs"].strip(): i["status"] for i in reader_items(doc) if i["link"]["lhs"].strip() == "x_0"}
    assert got["6"] != "inconsistent" and got["7"] != "consistent", got  # (x_0 is not x_t = W e_t extended: not checked)


@pytest.mark.parametrize("name, doc", [
    ("t.md", "# V\n\n| variant | score |\n|---|---|\n| dot | $s(q, k) = q k$ |\n| scaled | $s(q, k) = q k / 2$ |\n"
             "| doubled | $s(q, k) = 2 q k$ |\n"),
    ("t.html", "<html><body><table><tr><td>Dot</td><td>\\(s(q, k) = q k\\)</td></tr><tr><td>Scaled</td><td>\\(s(q, k) = "
               "q k / 2\\)</td></tr><tr><td>Doubled</td><td>\\(s(q, k) = 2 q k\\)</td></tr></table></body></html>\n"),
])
def test_each_row_of_a_table_of_variants_defines_its_own_case(name, doc):
    """Three rows, three scores: none is a statement about another (q k / 2 against q k would fail at q = k = 1)."""
    statuses = [i["status"] for i in reader_items(doc, name) if i["link"]["lhs"].strip() == "s(q, k)"]
    assert statuses == ["definition"] * 3, reader_items(doc, name)


def test_a_second_formula_in_one_row_of_the_table_is_still_checked():
    doc = "# V\n\n| variant | score |\n|---|---|\n| dot | $s(q, k) = q k$, so $s(1, 2) = 3$ |\n| scaled | $s(q, k) = q k / 2$ |\n"
    (it,) = [i for i in reader_items(doc) if i["link"]["lhs"].strip() == "s(1, 2)"]
    assert it["status"] == "inconsistent", it  # (1 · 2 = 2, not 3)


def test_an_additional_term_announces_a_new_definition():
    doc = ("# R\n\nAttention is\n\n$$A = \\text{softmax}\\left(\\frac{q k}{\\sqrt{n}}\\right) v$$\n\nThe relative attention "
           "obtains one additional term in the numerator:\n\n$$A = \\text{softmax}\\left(\\frac{q k + s}{\\sqrt{n}}\\right) v$$\n")
    assert [i["status"] for i in reader_items(doc) if i["link"]["lhs"].strip() == "A"] == ["definition"] * 2


def test_a_parity_condition_on_a_free_index_is_read_as_a_hypothesis():
    doc = "# P\n\nFor even $i$ ($i \\text{ mod } 2 = 0$) we use the sine, and $8 \\text{ mod } 3 = 1$.\n"
    got = {i["link"]["lhs"].strip(): i["status"] for i in reader_items(doc)}
    assert got["i \\text{ mod } 2"] == "definition" and got["8 \\text{ mod } 3"] == "inconsistent", got


@pytest.mark.parametrize("rel, status", [
    ("\\mathbf{o} = (\\mathbf{o}_1, \\mathbf{o}_2, \\dots, \\mathbf{o}_n)", "definition"),
    ("\\textbf{p}_n = (p_n^x, p_n^y)", "definition"),
    # entries the document gives values: a vector of numbers, checked ((x, y) = (3, 4) is not (3, 5))
    ("w = (x, y)", "definition"),
])
def test_a_vector_written_out_in_names_of_its_own_entries_names_them(rel, status):
    doc = f"# V\n\nLet ${rel}$.\n"
    (it,) = [i for i in reader_items(doc) if i["link"]["relation"] == "="]
    assert it["status"] == status, it


def test_a_member_defined_outside_its_familys_range_is_not_the_family_extended():
    """x_t = t² for t = 1 … 5, then x_6 = W x_5 with W = 2 defines x_6 = 50: not 6² = 36, and no finding."""
    doc = "# X\n\nLet $x_t = t^2$ for $t = 1, \\dots, 5$, and $W = 2$.\n\nWe extend by $x_6 = W x_5$. Hence $x_6 = 36$.\n"
    got = {i["link"]["rhs"].strip(): i["status"] for i in reader_items(doc) if i["link"]["lhs"].strip() == "x_6"}
    assert got["W x_5"] == "definition" and got["36"] != "consistent", got
