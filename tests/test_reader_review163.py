"""After helper-163's review of 057660d and c822971: a letter's value in scope beats a function the document defines
on it elsewhere (p(1 - p) with p = 0.5); in a page, a sentence ends at an HTML block ("<p>When $d = 4$:</p>" and its
display); a relation after "otherwise" that fails where the condition fails is still a finding; "of the matrix"
names no matrix; an assumption's displays go on over "and therefore"; vector inequalities are tried with entries of
both signs; complex vectors and bold names called matrices are not written out as real vectors; a member named by its
place in its family ("the last frequency gets θ_{d/2}") is the family's, out of range."""
import pytest

from conftest import reader_items


def _statuses(doc: str, name: str = "doc.md") -> dict:
    return {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip().rstrip(".")): it["status"]
            for it in reader_items(doc, name) if it["status"] != "definition"}


def test_a_value_in_scope_beats_a_function_defined_on_the_letter_elsewhere():
    doc = ("# D\n\nLet $p(m) = \\sin(m)$ be the one-dimensional positional encoding of position $m$.\n\n"
           "Later we use dropout with rate $p = 0.5$. The variance factor is\n\n$$p(1 - p) = 0.25$$\n")
    assert _statuses(doc)[("p(1 - p)", "0.25")] == "consistent"  # (0.5 · 0.5; sin(0.5) = 0.479 was a finding)


def test_in_a_page_a_condition_ends_with_its_block():
    page = ("<html><body>\n<p>Let $d = 8$.</p>\n<p>When $d = 4$:</p>\n<p>$$d^2 = 16$$</p>\n"
            "<p>Finally $$d^3 = 512$$</p>\n</body></html>\n")
    got = _statuses(page, "doc.html")
    assert got[("d^2", "16")] == "consistent" and got[("d^3", "512")] == "consistent", got  # (64 ≠ 512 with d = 4)


@pytest.mark.parametrize("text, status", [
    ("We have $|x - 2| = x - 2$ if $x \\ge 2$; otherwise $|x - 2| = x + 2$.", "inconsistent"),  # (at x = 1: 1 ≠ 3)
    ("We have $|x - 2| = x - 2$ if $x \\ge 2$; otherwise $|x - 2| = 2 - x$.", "undecided"),
])
def test_otherwise_keeps_a_failure_where_the_condition_fails(text, status):
    got = _statuses(f"# A\n\n{text}\n")
    assert got[("|x - 2|", text.rsplit("= ", 1)[1].rstrip("$."))] == status, got


def test_of_the_matrix_names_no_matrix():
    doc = ("# E\n\nLet $\\lambda$ be an eigenvalue of the matrix $A$ and $\\mu$ the scale of the matrix $A$. Then\n\n"
           "$$\\lambda \\mu = \\mu \\lambda$$\n")
    assert _statuses(doc)[("\\lambda \\mu", "\\mu \\lambda")] == "proved"


def test_an_assumptions_displays_go_on_over_and_therefore():
    doc = "# FFN\n\nAssume $F = 4D$:\n$$2DF = 8D^2$$\nand therefore\n$$4DF = 16D^2$$\n"
    assert _statuses(doc)[("4DF", "16D^2")] == "proved"


@pytest.mark.parametrize("formula", [
    "\\langle \\mathbf{q}, \\mathbf{k} \\rangle \\ge 0",  # (q = 1, k = -1)
    "\\|\\mathbf{q} + \\mathbf{k}\\| \\ge \\|\\mathbf{q}\\|",  # (k = -q)
])
def test_a_vector_inequality_is_tried_with_entries_of_both_signs(formula):
    got = _statuses(f"# V\n\nFor vectors $\\mathbf{{q}}$ and $\\mathbf{{k}}$:\n\n$${formula}$$\n")
    assert list(got.values()) == ["undecided"], got


def test_complex_vectors_are_not_written_out_as_real_ones():
    doc = ("# C\n\nLet $\\mathbf{q} \\in \\mathbb{C}^{2}$ be the query written as a complex vector. Its squared norm is"
           "\n\n$$\\|\\mathbf{q}\\|^2 = \\mathbf{q}^\\top \\mathbf{q}$$\n")
    assert list(_statuses(doc).values()) == ["undecided"]  # (q = (i, 0): 1 against -1)


def test_a_bold_name_called_a_matrix_is_no_vector():
    doc = ("# A\n\nLet $\\mathbf{a}$ be the attention matrix and $\\mathbf{v}$ the value vector. Then\n\n"
           "$$\\mathbf{a}^\\top \\mathbf{v} = \\mathbf{v}^\\top \\mathbf{a}$$\n")
    assert list(_statuses(doc).values()) == ["undecided"]


def test_a_member_named_by_its_place_in_the_family_is_the_familys():
    doc = ("# F\n\nFor $i = 0, \\dots, d/2 - 1$ let $\\theta_i = 10000^{-2i/d}$ with $d = 8$.\n\n"
           "The last frequency gets $\\theta_{d/2} = 0.0001$.\n")
    assert _statuses(doc)[("\\theta_{d/2}", "0.0001")] == "inconsistent"
